# lit configuration for hidet-mlir. Run from the repository root:
#   lit -v test/                      (tools from ./build/bin)
#   lit -v test/ --param build=DIR    (tools from DIR/bin)
# or set HIDET_BUILD_DIR. Tests are .mlir files with RUN lines and C files
# under test/CAPI whose RUN lines run the compiled test program.
import os

import lit.formats

config.name = "hidet-mlir"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir", ".c", ".test"]

root = os.path.dirname(os.path.abspath(__file__))
# lit resolves test paths against the folder of this file, so it is the
# source root; tests live under test/ (run `lit test/`).
config.test_source_root = root
build = lit_config.params.get("build") or os.environ.get("HIDET_BUILD_DIR") or os.path.join(root, "build")
build = os.path.abspath(build)
config.test_exec_root = build
# Only test/ holds tests; if lit is pointed at the root, skip everything else.
# lit matches these names at every depth, so "lib" also keeps test/lib (the
# Python harness the sampling drivers import, no tests) out of discovery.
config.excludes = ["Inputs", "CMakeLists.txt", "README.md", "lit.cfg.py", "build", "build-asan",
                   "docs", "bench", "examples", "dialects", "lib", "tools", "include", "passes",
                   "scripts", "cmake", "runtime", "lowering", ".git", ".ci"]

llvm_bin = "/usr/lib/llvm-22/bin"
config.environment["PATH"] = os.pathsep.join(
    [os.path.join(build, "bin"), llvm_bin, config.environment.get("PATH", os.environ.get("PATH", ""))])
for var in ("ASAN_OPTIONS", "UBSAN_OPTIONS", "LSAN_OPTIONS", "HOME", "TMPDIR"):
    if var in os.environ:
        config.environment[var] = os.environ[var]
# hidet-compile-model's compile cache stays off in the tests (a hit would
# skip the diagnostics they check); test/CUDA/compile-cache.test names its
# own directory with --cache-dir.
config.environment["HIDET_CACHE"] = "0"

# The sanitizer build (scripts/build.sh --sanitize): `asan` lets the few
# tests that spend minutes emulating large shapes, whose compiler paths
# lighter tests of the same template also take, say `UNSUPPORTED: asan`,
# and HIDET_TEST_SANITIZED=1 tells the schedule-sampling harness
# (test/lib/schedule_sampling.py, emulate_count) to compile every sample
# but emulate only the first third, so the ASan pass spends its time on
# code paths, not on emulated FLOPs (CI's budget, .ci/run).
cache = os.path.join(build, "CMakeCache.txt")
if os.path.exists(cache) and "HIDET_SANITIZE:BOOL=ON" in open(cache).read():
    config.available_features.add("asan")
    config.environment["HIDET_TEST_SANITIZED"] = "1"

config.substitutions.append(("%hidet_src", root))
config.substitutions.append(("%hidet_build", build))
# The plugin for upstream MLIR tools (tools/hidet-mlir-plugin, docs/embedding.md)
# and the upstream mlir-opt that loads it.
config.substitutions.append(("%hidet_plugin", os.path.join(build, "lib", "libhidet-mlir-plugin.so")))
config.substitutions.append(("%mlir_opt", os.path.join(llvm_bin, "mlir-opt")))
# MLIR's runner utilities (printMemrefF32, vector.print's printF32, ...),
# which upstream-style test programs call from host code.
config.substitutions.append(("%mlir_runner_utils", os.path.join(llvm_bin, "..", "lib", "libmlir_runner_utils.so")))
config.substitutions.append(("%mlir_c_runner_utils", os.path.join(llvm_bin, "..", "lib", "libmlir_c_runner_utils.so")))
