/*===-- context.c - A context with everything hidet needs -----------------===*/
#include "hidet-c/Dialects.h"

#include "mlir-c/RegisterEverything.h"

MlirContext hidetContextCreate(void) {
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  MlirContext ctx = mlirContextCreateWithRegistry(registry, /*threadingEnabled=*/false);
  mlirDialectRegistryDestroy(registry);
  /* Upstream passes are registered process-wide; registering twice is
   * harmless. Translations are needed by gpu-module-to-binary. */
  mlirRegisterAllPasses();
  mlirRegisterAllLLVMTranslations(ctx);
  /* A failed load is a build defect (the embedded IRDL is broken); it has
   * been reported through the context's diagnostics. Return a null context
   * rather than one without the hidet dialects. */
  if (mlirLogicalResultIsFailure(hidetRegisterDialects(ctx))) {
    mlirContextDestroy(ctx);
    return (MlirContext){NULL};
  }
  return ctx;
}
