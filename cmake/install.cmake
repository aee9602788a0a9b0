# `cmake --install <build> --prefix P` (docs/embedding.md):
#   P/bin/          hidet-opt, hidet-run, hidet-compile-model
#   P/include/      hidet-c/*.h, the public C API
#   P/lib/          libhidet.a, libhidet_codegen.a, libhidet_core.a (what
#                   HidetMLIR::hidet links), libhidet-mlir-plugin.so (the
#                   mlir-opt plugin), libhidet_cuda_runtime_model.a (what
#                   hidet-compile-model links into model libraries)
#   P/lib/cmake/HidetMLIR/  the CMake package (find_package(HidetMLIR))
#   P/lib/pkgconfig/hidet-mlir.pc
# Paths are fixed (bin, include, lib): the plugin's documented place is
# P/lib, whatever the platform's multiarch convention.
include(CMakePackageConfigHelpers)

install(TARGETS hidet-opt hidet-run hidet-compile-model RUNTIME DESTINATION bin)
install(TARGETS hidet hidet_codegen hidet_core hidet_cuda_runtime_model ARCHIVE DESTINATION lib)
install(TARGETS hidet-mlir-plugin LIBRARY DESTINATION lib)
install(DIRECTORY "${PROJECT_SOURCE_DIR}/include/hidet-c" DESTINATION include
        FILES_MATCHING PATTERN "*.h")

set(HIDET_LLVM_VERSION "${LLVM_PACKAGE_VERSION}")
set(HIDET_PC_CAPI)
foreach(c ${HIDET_CAPI_COMPONENTS})
  string(APPEND HIDET_PC_CAPI " ${HIDET_LLVM_PREFIX}/lib/libMLIRCAPI${c}.a")
endforeach()
string(STRIP "${HIDET_PC_CAPI}" HIDET_PC_CAPI)
configure_file("${PROJECT_SOURCE_DIR}/cmake/HidetMLIRConfig.cmake.in"
               "${PROJECT_BINARY_DIR}/cmake/HidetMLIRConfig.cmake" @ONLY)
write_basic_package_version_file("${PROJECT_BINARY_DIR}/cmake/HidetMLIRConfigVersion.cmake"
                                 VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
configure_file("${PROJECT_SOURCE_DIR}/cmake/hidet-mlir.pc.in"
               "${PROJECT_BINARY_DIR}/cmake/hidet-mlir.pc" @ONLY)
install(FILES "${PROJECT_BINARY_DIR}/cmake/HidetMLIRConfig.cmake"
              "${PROJECT_BINARY_DIR}/cmake/HidetMLIRConfigVersion.cmake"
        DESTINATION lib/cmake/HidetMLIR)
install(FILES "${PROJECT_BINARY_DIR}/cmake/hidet-mlir.pc" DESTINATION lib/pkgconfig)
