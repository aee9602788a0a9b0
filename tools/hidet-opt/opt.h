/*===-- opt.h - hidet-opt's diagnostics and expectation matching ----------===*/
#ifndef HIDET_OPT_H
#define HIDET_OPT_H

#include "diag_print.h"

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* One diagnostic as hidet-opt keeps it: resolved to a file position. */
typedef struct {
  MlirDiagnosticSeverity severity;
  char *file; /* NULL for an unknown location */
  int line, col;
  char *message;
} OptDiag;

/* Where diagnostics of one input chunk go: printed by the tools' shared
 * printer (lib/diag_print.h), or collected under --verify-diagnostics. */
typedef struct {
  HidetDiagPrinter printer; /* the input's name, the chunk and its line offset */
  bool collect;             /* --verify-diagnostics: keep them instead of printing */
  OptDiag *diags;
  size_t numDiags, capDiags;
  int numErrors;
} OptDiagSink;

void optDiagSinkInit(OptDiagSink *sink, const char *displayName, const char *buffer,
                     size_t bufferLen, int lineOffset, bool collect);
void optDiagSinkFree(OptDiagSink *sink);
/* The MlirDiagnosticHandler; userData is the OptDiagSink. */
MlirLogicalResult optDiagHandler(MlirDiagnostic diag, void *userData);
/* The HidetRemarkHandler (hidet-c/Diagnostics.h) for remarks of hidet
 * passes; userData is the OptDiagSink. Printed (without a source line, see
 * hidetDiagPrintRemark) or collected like any diagnostic. */
void optRemarkHandler(MlirLocation loc, const char *message, void *userData);
/* The parser names the buffer "-". Rewrites every location of `root` (ops
 * and block arguments) that is a plain file position in "-" to the input's
 * display name, shifted by the chunk's line offset, so that pass
 * diagnostics and --mlir-print-debuginfo show real file positions. */
void optRenameLocations(OptDiagSink *sink, MlirContext ctx, MlirOperation root);
/* Reports a diagnostic of hidet-opt's own (not from MLIR): printed, or
 * collected under --verify-diagnostics. `line` is a file line; line 0 (or
 * a NULL file) means no position. */
void optEmit(OptDiagSink *sink, MlirDiagnosticSeverity severity, int line, int col,
             const char *message);

/* Checks the collected diagnostics against the expected-* comments of the
 * sink's buffer; prints every mismatch; returns true if all matched. */
bool optVerifyDiagnostics(OptDiagSink *sink);

#endif /* HIDET_OPT_H */
