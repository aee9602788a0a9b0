/*===-- fuzz_import.c - libFuzzer: the TOSA and linalg importers ----------===*
 * The input is MLIR text; once it parses and verifies (fuzz_common.c), a
 * copy goes through hidet-import-tosa and another through
 * hidet-import-linalg, each alone in a pass manager. Findings: crashes,
 * sanitizer reports, an importer failing without an error diagnostic, and
 * an importer's success whose output fails the upstream or hidet verifier.
 *===----------------------------------------------------------------------===*/
#include "fuzz_common.h"

#include "hidet-c/Passes.h"

#include "mlir-c/Pass.h"

#include <stdio.h>
#include <stdlib.h>

static void runImporter(MlirContext ctx, MlirOperation module, const char *pass) {
  MlirOperation copy = mlirOperationClone(module);
  MlirPassManager pm =
      mlirPassManagerCreateOnOperation(ctx, mlirStringRefCreateFromCString("builtin.module"));
  /* The pass manager's verifier would turn a broken output into an error;
   * fuzzExpectValid makes it a finding instead. */
  mlirPassManagerEnableVerifier(pm, false);
  HidetPipelineError err;
  if (mlirLogicalResultIsFailure(
          hidetPassManagerAddPipeline(pm, mlirStringRefCreateFromCString(pass), &err))) {
    fprintf(stderr, "fuzz: cannot build '%s': %s\n", pass, err.message);
    abort();
  }
  fuzzResetErrors();
  bool failed = mlirLogicalResultIsFailure(mlirPassManagerRunOnOp(pm, copy));
  fuzzExpectDiagnostic(failed, pass);
  if (!failed)
    fuzzExpectValid(copy, pass);
  mlirPassManagerDestroy(pm);
  mlirOperationDestroy(copy);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  char *text = fuzzCopyInput(data, size);
  MlirModule module = fuzzParseAndVerify(text, size);
  if (!mlirModuleIsNull(module)) {
    MlirContext ctx = mlirModuleGetContext(module);
    runImporter(ctx, mlirModuleGetOperation(module), "hidet-import-tosa");
    runImporter(ctx, mlirModuleGetOperation(module), "hidet-import-linalg");
    mlirModuleDestroy(module);
  }
  free(text);
  return 0;
}
