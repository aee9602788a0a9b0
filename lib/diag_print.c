/*===-- diag_print.c - The diagnostic printer of the tools ----------------===*/
#include "diag_print.h"

#include "hidet_internal.h"

#include <stdlib.h>
#include <string.h>

void hidetDiagPrinterInit(HidetDiagPrinter *p, FILE *out, const char *displayName,
                          const char *buffer, size_t bufferLen, int lineOffset) {
  memset(p, 0, sizeof *p);
  p->out = out;
  p->displayName = displayName;
  p->buffer = buffer;
  p->bufferLen = bufferLen;
  p->lineOffset = lineOffset;
}

void hidetDiagPrinterFree(HidetDiagPrinter *p) {
  free(p->lineStarts);
  p->lineStarts = NULL;
  p->numLines = 0;
}

bool hidetDiagPrinterResolve(const HidetDiagPrinter *p, MlirLocation loc, char *file,
                             size_t fileSize, int *line, int *col) {
  *line = *col = 0;
  if (!hidetLocationResolve(loc, file, fileSize, line, col)) {
    if (fileSize)
      file[0] = '\0';
    return false;
  }
  if (strcmp(file, "-") == 0) {
    /* The parser names an in-memory buffer "-": it is the input (or the
     * chunk of it that starts lineOffset lines into the file). */
    snprintf(file, fileSize, "%s", p->displayName);
    if (*line > 0)
      *line += p->lineOffset;
  }
  return true;
}

/* The text of file line `line` if it is in the buffer, or NULL. Indexes
 * the lines on first use: an input can have many diagnostics. */
static const char *findLine(HidetDiagPrinter *p, int line, size_t *len) {
  if (!p->buffer)
    return NULL;
  if (!p->lineStarts) {
    size_t n = 1;
    for (const char *q = p->buffer; (q = memchr(q, '\n', (size_t)(p->buffer + p->bufferLen - q)));
         ++q)
      n++;
    p->lineStarts = malloc(sizeof(size_t) * n);
    if (!p->lineStarts)
      abort();
    p->lineStarts[0] = 0;
    p->numLines = 1;
    for (size_t i = 0; i < p->bufferLen; ++i)
      if (p->buffer[i] == '\n')
        p->lineStarts[p->numLines++] = i + 1;
  }
  long l = (long)line - p->lineOffset;
  if (l < 1 || (size_t)l > p->numLines)
    return NULL;
  const char *text = p->buffer + p->lineStarts[l - 1];
  const char *end = p->buffer + p->bufferLen;
  const char *nl = memchr(text, '\n', (size_t)(end - text));
  *len = (size_t)((nl ? nl : end) - text);
  return text;
}

void hidetDiagPrint(HidetDiagPrinter *p, const char *file, int line, int col,
                    const char *severity, const char *message, bool withSource) {
  if (file)
    fprintf(p->out, "%s:%d:%d: %s: %s\n", file, line, col, severity, message);
  else
    fprintf(p->out, "%s: %s: %s\n", p->displayName, severity, message);
  size_t len;
  const char *text = withSource && file && strcmp(file, p->displayName) == 0
                         ? findLine(p, line, &len)
                         : NULL;
  if (text) {
    fprintf(p->out, "%.*s\n", (int)len, text);
    for (int c = 1; c < col && (size_t)c <= len; ++c)
      fputc(text[c - 1] == '\t' ? '\t' : ' ', p->out);
    fputs("^\n", p->out);
  }
}

void hidetDiagPrintAt(HidetDiagPrinter *p, MlirLocation loc, const char *severity,
                      const char *message, bool withSource) {
  char file[1024];
  int line, col;
  bool known = hidetDiagPrinterResolve(p, loc, file, sizeof file, &line, &col);
  hidetDiagPrint(p, known ? file : NULL, line, col, severity, message, withSource);
}

void hidetDiagPrintDiagnostic(HidetDiagPrinter *p, MlirDiagnostic diag) {
  HidetStr message;
  hidetStrInit(&message);
  mlirDiagnosticPrint(diag, hidetStrCallback, &message);
  hidetDiagPrintAt(p, mlirDiagnosticGetLocation(diag),
                   hidetSeverityName(mlirDiagnosticGetSeverity(diag)), message.data, true);
  hidetStrFree(&message);
  intptr_t notes = mlirDiagnosticGetNumNotes(diag);
  for (intptr_t i = 0; i < notes; ++i)
    hidetDiagPrintDiagnostic(p, mlirDiagnosticGetNote(diag, i));
}

void hidetDiagPrintRemark(MlirLocation loc, const char *message, void *printer) {
  HidetDiagPrinter *p = printer;
  hidetDiagPrintAt(p, loc, "remark", message, false);
  fflush(p->out);
}
