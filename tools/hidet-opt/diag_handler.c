/*===-- diag_handler.c - Print or collect diagnostics ---------------------===*/
#include "opt.h"

#include "hidet_internal.h"

#include <stdlib.h>
#include <string.h>

void optDiagSinkInit(OptDiagSink *sink, const char *displayName, const char *buffer,
                     size_t bufferLen, bool collect) {
  memset(sink, 0, sizeof *sink);
  sink->displayName = displayName;
  sink->buffer = buffer;
  sink->bufferLen = bufferLen;
  sink->collect = collect;
  sink->out = stderr;
}

void optDiagSinkFree(OptDiagSink *sink) {
  for (size_t i = 0; i < sink->numDiags; ++i) {
    free(sink->diags[i].file);
    free(sink->diags[i].message);
  }
  free(sink->diags);
  sink->diags = NULL;
  sink->numDiags = sink->capDiags = 0;
}

static char *dupRef(MlirStringRef s) {
  char *r = malloc(s.length + 1);
  if (!r)
    abort();
  memcpy(r, s.data, s.length);
  r[s.length] = '\0';
  return r;
}

/* Finds the first file position inside `loc`, looking through name,
 * call-site (callee first, as upstream does) and fused locations. */
static bool resolveLoc(MlirLocation loc, char **file, int *line, int *col, int depth) {
  if (depth > 16)
    return false;
  if (mlirLocationIsAFileLineColRange(loc)) {
    *file = dupRef(mlirIdentifierStr(mlirLocationFileLineColRangeGetFilename(loc)));
    *line = mlirLocationFileLineColRangeGetStartLine(loc);
    *col = mlirLocationFileLineColRangeGetStartColumn(loc);
    return true;
  }
  if (mlirLocationIsAName(loc))
    return resolveLoc(mlirLocationNameGetChildLoc(loc), file, line, col, depth + 1);
  if (mlirLocationIsACallSite(loc))
    return resolveLoc(mlirLocationCallSiteGetCallee(loc), file, line, col, depth + 1) ||
           resolveLoc(mlirLocationCallSiteGetCaller(loc), file, line, col, depth + 1);
  if (mlirLocationIsAFused(loc)) {
    intptr_t n = mlirLocationFusedGetNumLocations(loc);
    if (n <= 0 || n > 1024)
      return false;
    MlirLocation *locs = malloc(sizeof(MlirLocation) * (size_t)n);
    if (!locs)
      abort();
    mlirLocationFusedGetLocations(loc, locs);
    bool found = false;
    for (intptr_t i = 0; i < n && !found; ++i)
      found = resolveLoc(locs[i], file, line, col, depth + 1);
    free(locs);
    return found;
  }
  return false;
}

static const char *severityName(MlirDiagnosticSeverity s) {
  switch (s) {
  case MlirDiagnosticError:
    return "error";
  case MlirDiagnosticWarning:
    return "warning";
  case MlirDiagnosticNote:
    return "note";
  case MlirDiagnosticRemark:
    return "remark";
  }
  return "error";
}

/* The text of line `line` (1-based) of the buffer, or NULL. */
static const char *findLine(const OptDiagSink *sink, int line, size_t *len) {
  if (!sink->buffer || line < 1)
    return NULL;
  const char *p = sink->buffer, *end = sink->buffer + sink->bufferLen;
  for (int l = 1; l < line; ++l) {
    p = memchr(p, '\n', (size_t)(end - p));
    if (!p)
      return NULL;
    p++;
  }
  const char *nl = memchr(p, '\n', (size_t)(end - p));
  *len = (size_t)((nl ? nl : end) - p);
  return p;
}

void optPrintDiag(OptDiagSink *sink, const char *file, int line, int col, const char *severity,
                  const char *message) {
  if (file)
    fprintf(sink->out, "%s:%d:%d: %s: %s\n", file, line, col, severity, message);
  else
    fprintf(sink->out, "%s: %s: %s\n", sink->displayName, severity, message);
  size_t len;
  const char *text = file && strcmp(file, sink->displayName) == 0 ? findLine(sink, line, &len) : NULL;
  if (text) {
    fprintf(sink->out, "%.*s\n", (int)len, text);
    for (int c = 1; c < col && (size_t)c <= len; ++c)
      fputc(text[c - 1] == '\t' ? '\t' : ' ', sink->out);
    fputs("^\n", sink->out);
  }
}

static void record(OptDiagSink *sink, MlirDiagnostic diag) {
  MlirDiagnosticSeverity severity = mlirDiagnosticGetSeverity(diag);
  HidetStr message;
  hidetStrInit(&message);
  mlirDiagnosticPrint(diag, hidetStrCallback, &message);
  char *file = NULL;
  int line = 0, col = 0;
  if (resolveLoc(mlirDiagnosticGetLocation(diag), &file, &line, &col, 0) &&
      strcmp(file, "-") == 0) {
    /* The parser names an in-memory buffer "-": it is our input. */
    free(file);
    file = dupRef(mlirStringRefCreateFromCString(sink->displayName));
  }
  if (severity == MlirDiagnosticError)
    sink->numErrors++;
  /* Upstream's --verify-diagnostics turns off the "see current operation"
   * note; the C API cannot, so drop it here in that mode. */
  bool opDump = severity == MlirDiagnosticNote &&
                strncmp(message.data, "see current operation:", 22) == 0;
  if (sink->collect && opDump) {
    free(file);
  } else if (sink->collect) {
    if (sink->numDiags == sink->capDiags) {
      sink->capDiags = sink->capDiags ? 2 * sink->capDiags : 16;
      sink->diags = realloc(sink->diags, sizeof(OptDiag) * sink->capDiags);
      if (!sink->diags)
        abort();
    }
    sink->diags[sink->numDiags++] = (OptDiag){severity, file, line, col, dupRef(mlirStringRefCreate(message.data, message.len))};
  } else {
    optPrintDiag(sink, file, line, col, severityName(severity), message.data);
    free(file);
  }
  hidetStrFree(&message);
  intptr_t notes = mlirDiagnosticGetNumNotes(diag);
  for (intptr_t i = 0; i < notes; ++i)
    record(sink, mlirDiagnosticGetNote(diag, i));
}

MlirLogicalResult optDiagHandler(MlirDiagnostic diag, void *userData) {
  record((OptDiagSink *)userData, diag);
  return mlirLogicalResultSuccess();
}
