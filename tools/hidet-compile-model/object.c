/*===-- object.c - LLVM-dialect host code -> object file ------------------===*
 * mlirTranslateModuleToLLVMIR, then the LLVM C API's target machine for the
 * host triple. The CPU is "generic" and code is PIC: the object goes into
 * a shared library that must load on another machine (the GPU host).
 *===----------------------------------------------------------------------===*/
#include "model.h"

#include "mlir-c/Target/LLVMIR.h"

#include <llvm-c/Core.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>

#include <stdio.h>

bool modelEmitObject(MlirOperation module, const char *path, char *error, size_t errorSize) {
  LLVMContextRef lc = LLVMContextCreate();
  LLVMModuleRef mod = mlirTranslateModuleToLLVMIR(module, lc);
  if (!mod) {
    snprintf(error, errorSize, "the host code could not be translated to LLVM IR (see above)");
    LLVMContextDispose(lc);
    return false;
  }
  LLVMInitializeNativeTarget();
  LLVMInitializeNativeAsmPrinter();
  char *triple = LLVMGetDefaultTargetTriple();
  LLVMTargetRef target;
  char *msg = NULL;
  bool ok = !LLVMGetTargetFromTriple(triple, &target, &msg);
  if (!ok) {
    snprintf(error, errorSize, "no LLVM target for the host triple %s: %s", triple,
             msg ? msg : "?");
  } else {
    LLVMTargetMachineRef tm = LLVMCreateTargetMachine(target, triple, "generic", "",
                                                      LLVMCodeGenLevelNone, LLVMRelocPIC,
                                                      LLVMCodeModelDefault);
    LLVMSetTarget(mod, triple);
    LLVMTargetDataRef layout = LLVMCreateTargetDataLayout(tm);
    LLVMSetModuleDataLayout(mod, layout);
    LLVMDisposeTargetData(layout);
    if (LLVMTargetMachineEmitToFile(tm, mod, path, LLVMObjectFile, &msg)) {
      snprintf(error, errorSize, "writing %s: %s", path, msg ? msg : "?");
      ok = false;
    }
    LLVMDisposeTargetMachine(tm);
  }
  if (msg)
    LLVMDisposeMessage(msg);
  LLVMDisposeMessage(triple);
  LLVMDisposeModule(mod);
  LLVMContextDispose(lc);
  return ok;
}
