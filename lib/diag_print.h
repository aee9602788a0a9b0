/*===-- diag_print.h - The diagnostic printer of the tools --------*- C -*-===*
 * hidet-opt and hidet-run print every diagnostic (MLIR's, their own, and
 * hidet's remarks) through this printer:
 *
 *   file:line:col: severity: message
 *   <the source line, when the position is in the input>
 *      ^
 *
 * or `<input name>: severity: message` when there is no file position.
 * Not part of the public API.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_DIAG_PRINT_H
#define HIDET_DIAG_PRINT_H

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

typedef struct {
  FILE *out;
  const char *displayName; /* the input's name; replaces the parser's "-" and
                              heads diagnostics without a position */
  const char *buffer;      /* the input's text (or NULL), for source lines */
  size_t bufferLen;
  int lineOffset;          /* buffer line N is file line N + lineOffset (a
                              --split-input-file chunk starts inside the file) */
  size_t *lineStarts;      /* offsets of the buffer's lines, built on first use */
  size_t numLines;
} HidetDiagPrinter;

void hidetDiagPrinterInit(HidetDiagPrinter *p, FILE *out, const char *displayName,
                          const char *buffer, size_t bufferLen, int lineOffset);
void hidetDiagPrinterFree(HidetDiagPrinter *p);

/* The file position of `loc` as printed (hidetLocationResolve; the parser's
 * "-" becomes the display name, its lines shifted by the line offset).
 * False, with `file` empty, when `loc` holds no file position. */
bool hidetDiagPrinterResolve(const HidetDiagPrinter *p, MlirLocation loc, char *file,
                             size_t fileSize, int *line, int *col);

/* Prints one diagnostic; `file` NULL means no position. With `withSource`,
 * a position in the input (the display name, a line of the buffer) is
 * followed by its source line and a caret under the column. */
void hidetDiagPrint(HidetDiagPrinter *p, const char *file, int line, int col,
                    const char *severity, const char *message, bool withSource);

/* hidetDiagPrinterResolve, then hidetDiagPrint. */
void hidetDiagPrintAt(HidetDiagPrinter *p, MlirLocation loc, const char *severity,
                      const char *message, bool withSource);

/* Prints an MLIR diagnostic with its source line, then its notes. */
void hidetDiagPrintDiagnostic(HidetDiagPrinter *p, MlirDiagnostic diag);

/* A HidetRemarkHandler (hidet-c/Diagnostics.h) whose userData is a
 * HidetDiagPrinter: prints `file:line:col: remark: message`. hidet's
 * remarks are reports (report=true prints one per group or kernel, with
 * the positions they talk about in the message), so they are printed
 * without a source line, as hidet passes always printed them. */
void hidetDiagPrintRemark(MlirLocation loc, const char *message, void *printer);

#endif /* HIDET_DIAG_PRINT_H */
