/*===-- fuzz_pipeline.c - libFuzzer: the pipeline-text parser -------------===*
 * The input is a pipeline string, as given to hidet-opt --pass-pipeline
 * (up to its first NUL, as a command-line argument would be). It is parsed
 * by hidetPassManagerAddPipeline (registry/pipeline.c), which nests pass
 * managers, creates hidet passes with their options, expands the named
 * pipelines and hands upstream fragments to MLIR; a pipeline that builds is
 * then run on an empty module, where hidet passes check their options.
 * Findings: crashes, sanitizer reports, a parse error without a message or
 * with an offset outside the text, and a failed run without an error
 * diagnostic.
 *===----------------------------------------------------------------------===*/
#include "fuzz_common.h"

#include "hidet-c/Passes.h"

#include "mlir-c/Pass.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  char *text = fuzzCopyInput(data, size);
  size_t len = strlen(text);
  MlirContext ctx = fuzzContext();
  MlirPassManager pm =
      mlirPassManagerCreateOnOperation(ctx, mlirStringRefCreateFromCString("builtin.module"));
  HidetPipelineError err = {.offset = (size_t)-1, .message = ""};
  fuzzResetErrors();
  if (mlirLogicalResultIsFailure(
          hidetPassManagerAddPipeline(pm, mlirStringRefCreate(text, len), &err))) {
    if (!err.message[0] || err.offset > len) {
      fprintf(stderr, "fuzz: pipeline error without a message or outside the text (offset %zu)\n",
              err.offset);
      abort();
    }
  } else {
    MlirModule module = mlirModuleCreateEmpty(mlirLocationUnknownGet(ctx));
    fuzzResetErrors();
    bool failed =
        mlirLogicalResultIsFailure(mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module)));
    fuzzExpectDiagnostic(failed, "running the pipeline on an empty module");
    mlirModuleDestroy(module);
  }
  mlirPassManagerDestroy(pm);
  free(text);
  return 0;
}
