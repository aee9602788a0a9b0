/*===-- context.c - A context with everything hidet needs -----------------===*/
#include "hidet-c/Dialects.h"
#include "hidet_internal.h"

#include "mlir-c/RegisterEverything.h"

MlirContext hidetContextCreateNoPassRegistration(void) {
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  MlirContext ctx = mlirContextCreateWithRegistry(registry, /*threadingEnabled=*/false);
  mlirDialectRegistryDestroy(registry);
  /* Translations are needed by gpu-module-to-binary. They are registered
   * in the context, not process-wide. */
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

MlirContext hidetContextCreate(void) {
  /* Upstream passes are registered process-wide; registering twice is
   * harmless. */
  mlirRegisterAllPasses();
  return hidetContextCreateNoPassRegistration();
}
