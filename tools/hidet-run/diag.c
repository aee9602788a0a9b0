/*===-- diag.c - Print MLIR diagnostics as hidet-opt does -----------------===*
 * `file:line:col: error: message`, then the source line and a caret when
 * the position is in the input. A trimmed copy of hidet-opt's printer
 * (tools/hidet-opt/diag_handler.c) without --verify-diagnostics.
 *===----------------------------------------------------------------------===*/
#include "run.h"

#include "hidet_internal.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

void runnerError(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fputs("hidet-run: error: ", stderr);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
}

/* Prints the diagnostic header and, for positions in the input, the line
 * with a caret under the column. */
static void printAt(RunnerDiagSink *sink, MlirLocation loc, const char *severity,
                    const char *message) {
  char file[1024];
  int line = 0, col = 0;
  bool known = hidetLocationResolve(loc, file, sizeof file, &line, &col);
  if (known && strcmp(file, "-") == 0) /* the parser's name for a buffer */
    snprintf(file, sizeof file, "%s", sink->displayName);
  if (known)
    fprintf(stderr, "%s:%d:%d: %s: %s\n", file, line, col, severity, message);
  else
    fprintf(stderr, "%s: %s: %s\n", sink->displayName, severity, message);
  if (!known || strcmp(file, sink->displayName) != 0 || !sink->buffer || line < 1)
    return;
  const char *p = sink->buffer, *end = sink->buffer + sink->bufferLen;
  for (int l = 1; l < line && p; ++l) {
    p = memchr(p, '\n', (size_t)(end - p));
    if (p)
      p++;
  }
  if (!p)
    return;
  const char *nl = memchr(p, '\n', (size_t)(end - p));
  size_t len = (size_t)((nl ? nl : end) - p);
  fprintf(stderr, "%.*s\n", (int)len, p);
  for (int c = 1; c < col && (size_t)c <= len; ++c)
    fputc(p[c - 1] == '\t' ? '\t' : ' ', stderr);
  fputs("^\n", stderr);
}

static void printDiag(RunnerDiagSink *sink, MlirDiagnostic diag) {
  MlirDiagnosticSeverity severity = mlirDiagnosticGetSeverity(diag);
  HidetStr message;
  hidetStrInit(&message);
  mlirDiagnosticPrint(diag, hidetStrCallback, &message);
  if (severity == MlirDiagnosticError)
    sink->numErrors++;
  printAt(sink, mlirDiagnosticGetLocation(diag), hidetSeverityName(severity), message.data);
  hidetStrFree(&message);
  intptr_t notes = mlirDiagnosticGetNumNotes(diag);
  for (intptr_t i = 0; i < notes; ++i)
    printDiag(sink, mlirDiagnosticGetNote(diag, i));
}

MlirLogicalResult runnerDiagHandler(MlirDiagnostic diag, void *userData) {
  printDiag((RunnerDiagSink *)userData, diag);
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
  printAt(sink, loc, "error", message);
}
