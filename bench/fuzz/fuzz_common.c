/*===-- fuzz_common.c - What the libFuzzer targets share -------------------===*/
#include "fuzz_common.h"

#include "hidet-c/Diagnostics.h"
#include "hidet-c/Dialects.h"
#include "hidet-c/Verifier.h"
#include "hidet_internal.h"

#include "mlir-c/Diagnostics.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Inputs per context. A fresh context costs a few milliseconds (every
 * upstream dialect registered, the IRDL dialects loaded); reuse keeps the
 * targets fast while bounding the context's growth. */
enum { kInputsPerContext = 256 };

static MlirContext gContext;
static int gUses, gErrors;

static void printPiece(MlirStringRef piece, void *userData) {
  fwrite(piece.data, 1, piece.length, stderr);
}

/* Counted; printed only with HIDET_FUZZ_VERBOSE=1 set (to see why a
 * reproduced input fails), since printing would slow a run down. */
static MlirLogicalResult countDiagnostic(MlirDiagnostic diag, void *userData) {
  if (mlirDiagnosticGetSeverity(diag) == MlirDiagnosticError)
    gErrors++;
  static int verbose = -1;
  if (verbose < 0) {
    const char *v = getenv("HIDET_FUZZ_VERBOSE");
    verbose = v && strcmp(v, "1") == 0;
  }
  if (verbose) {
    mlirLocationPrint(mlirDiagnosticGetLocation(diag), printPiece, NULL);
    fputs(": ", stderr);
    mlirDiagnosticPrint(diag, printPiece, NULL);
    fputc('\n', stderr);
  }
  return mlirLogicalResultSuccess(); /* handled */
}

static void silentRemark(MlirLocation loc, const char *message, void *userData) {}

MlirContext fuzzContext(void) {
  static int perContext = 0;
  if (!perContext) {
    const char *v = getenv("HIDET_FUZZ_CONTEXT_INPUTS");
    perContext = v && atoi(v) > 0 ? atoi(v) : kInputsPerContext;
  }
  if (!mlirContextIsNull(gContext) && gUses++ < perContext)
    return gContext;
  if (!mlirContextIsNull(gContext))
    mlirContextDestroy(gContext);
  gContext = hidetContextCreate();
  if (mlirContextIsNull(gContext)) {
    fprintf(stderr, "fuzz: cannot create a context with the hidet dialects\n");
    abort();
  }
  mlirContextAttachDiagnosticHandler(gContext, countDiagnostic, NULL, NULL);
  hidetContextSetRemarkHandler(gContext, silentRemark, NULL);
  gUses = 1;
  return gContext;
}

int fuzzErrors(void) { return gErrors; }
void fuzzResetErrors(void) { gErrors = 0; }

char *fuzzCopyInput(const uint8_t *data, size_t size) {
  char *text = malloc(size + 1);
  if (!text)
    abort();
  if (size)
    memcpy(text, data, size);
  text[size] = '\0';
  return text;
}

void fuzzExpectDiagnostic(bool failed, const char *what) {
  if (failed && gErrors == 0) {
    fprintf(stderr, "fuzz: %s failed without an error diagnostic\n", what);
    abort();
  }
}

MlirModule fuzzParseAndVerify(const char *text, size_t len) {
  MlirContext ctx = fuzzContext();
  fuzzResetErrors();
  HidetInputLimitError limit;
  if (!hidetCheckInputLimits("fuzz", text, len, &limit))
    return (MlirModule){NULL};
  MlirModule module = mlirModuleCreateParse(ctx, mlirStringRefCreate(text, len));
  /* The tools explain the failures that the parser keeps quiet about;
   * only an unexplained one is a finding. */
  if (mlirModuleIsNull(module) && fuzzErrors() == 0 &&
      hidetExplainSilentParseFailure(ctx, text, len, &limit))
    return module;
  fuzzExpectDiagnostic(mlirModuleIsNull(module), "parsing");
  if (mlirModuleIsNull(module))
    return module;
  bool bad = mlirLogicalResultIsFailure(hidetVerify(mlirModuleGetOperation(module)));
  fuzzExpectDiagnostic(bad, "the hidet verifier");
  if (bad) {
    mlirModuleDestroy(module);
    return (MlirModule){NULL};
  }
  return module;
}

void fuzzExpectValid(MlirOperation op, const char *producer) {
  int before = gErrors;
  if (!mlirOperationVerify(op)) {
    fprintf(stderr, "fuzz: the output of %s fails the upstream verifier\n", producer);
    abort();
  }
  if (mlirLogicalResultIsFailure(hidetVerify(op)) || gErrors != before) {
    fprintf(stderr, "fuzz: the output of %s fails the hidet verifier\n", producer);
    abort();
  }
}
