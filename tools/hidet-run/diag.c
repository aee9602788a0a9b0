/*===-- diag.c - hidet-run's errors and MLIR diagnostics ------------------===*
 * `hidet-run: error: ...` for the tool's own errors; diagnostics with a
 * position go through the printer hidet-opt uses too (lib/diag_print.h):
 * `file:line:col: error: message`, then the source line and a caret when
 * the position is in the input.
 *===----------------------------------------------------------------------===*/
#include "run.h"

#include <stdarg.h>

void runnerError(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fputs("hidet-run: error: ", stderr);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
}

MlirLogicalResult runnerDiagHandler(MlirDiagnostic diag, void *userData) {
  RunnerDiagSink *sink = userData;
  if (mlirDiagnosticGetSeverity(diag) == MlirDiagnosticError)
    sink->numErrors++;
  hidetDiagPrintDiagnostic(&sink->printer, diag);
  fflush(stderr);
  return mlirLogicalResultSuccess();
}

void runnerErrorAt(RunnerDiagSink *sink, MlirLocation loc, const char *fmt, ...) {
  char message[2048];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(message, sizeof message, fmt, ap);
  va_end(ap);
  sink->numErrors++;
  hidetDiagPrintAt(&sink->printer, loc, "error", message, true);
}
