/*===-- diagnostics.c - Strings, diagnostics and IR queries ---------------===*/
#define _POSIX_C_SOURCE 200809L /* pthread mutexes */
#include "hidet_internal.h"

#include "hidet-c/Diagnostics.h"

#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void hidetStrInit(HidetStr *s) {
  s->data = NULL;
  s->len = s->cap = 0;
  hidetStrAppend(s, "", 0);
}

void hidetStrFree(HidetStr *s) {
  free(s->data);
  s->data = NULL;
  s->len = s->cap = 0;
}

void hidetStrAppend(HidetStr *s, const char *data, size_t len) {
  if (s->len + len + 1 > s->cap) {
    size_t cap = s->cap ? s->cap : 64;
    while (cap < s->len + len + 1)
      cap *= 2;
    char *grown = realloc(s->data, cap);
    if (!grown) {
      fprintf(stderr, "hidet: out of memory\n");
      abort();
    }
    s->data = grown;
    s->cap = cap;
  }
  if (len)
    memcpy(s->data + s->len, data, len);
  s->len += len;
  s->data[s->len] = '\0';
}

void hidetStrAppendf(HidetStr *s, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  hidetStrAppendv(s, fmt, ap);
  va_end(ap);
}

void hidetStrAppendv(HidetStr *s, const char *fmt, va_list ap) {
  va_list ap2;
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap);
  if (n > 0) {
    char *tmp = malloc((size_t)n + 1);
    if (!tmp) {
      fprintf(stderr, "hidet: out of memory\n");
      abort();
    }
    vsnprintf(tmp, (size_t)n + 1, fmt, ap2);
    hidetStrAppend(s, tmp, (size_t)n);
    free(tmp);
  }
  va_end(ap2);
}

void hidetStrCallback(MlirStringRef piece, void *userData) {
  hidetStrAppend((HidetStr *)userData, piece.data, piece.length);
}

HidetStr hidetPrintAttribute(MlirAttribute attr) {
  HidetStr s;
  hidetStrInit(&s);
  mlirAttributePrint(attr, hidetStrCallback, &s);
  return s;
}

HidetStr hidetPrintType(MlirType type) {
  HidetStr s;
  hidetStrInit(&s);
  mlirTypePrint(type, hidetStrCallback, &s);
  return s;
}

const char *hidetEnumKeyword(MlirAttribute attr, char *buf, size_t size) {
  buf[0] = '\0';
  if (mlirAttributeIsNull(attr))
    return buf;
  HidetStr s = hidetPrintAttribute(attr);
  const char *end = s.data ? strrchr(s.data, '>') : NULL;
  if (end) {
    const char *start = end;
    while (start > s.data && start[-1] != ' ' && start[-1] != '<')
      start--;
    snprintf(buf, size, "%.*s", (int)(end - start), start);
  }
  hidetStrFree(&s);
  return buf;
}

static void emitV(MlirLocation loc, const char *prefix, const char *fmt, va_list ap) {
  HidetStr s;
  hidetStrInit(&s);
  if (prefix)
    hidetStrAppend(&s, prefix, strlen(prefix));
  hidetStrAppendv(&s, fmt, ap);
  mlirEmitError(loc, s.data);
  hidetStrFree(&s);
}

MlirLogicalResult hidetEmitOpError(MlirOperation op, const char *fmt, ...) {
  char name[128], prefix[160];
  snprintf(prefix, sizeof prefix, "'%s' op ", hidetOpName(op, name, sizeof name));
  va_list ap;
  va_start(ap, fmt);
  emitV(mlirOperationGetLocation(op), prefix, fmt, ap);
  va_end(ap);
  return mlirLogicalResultFailure();
}

void hidetEmitErrorAt(MlirLocation loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  emitV(loc, NULL, fmt, ap);
  va_end(ap);
}

/* ---- Remarks. ------------------------------------------------------------
 * The remark handlers, one per context that has one, in a table keyed by
 * the context pointer (the C API has no place in the context for it). */
typedef struct {
  void *ctx;
  HidetRemarkHandler handler;
  void *userData;
} RemarkEntry;

static pthread_mutex_t gRemarkLock = PTHREAD_MUTEX_INITIALIZER;
static RemarkEntry *gRemarkHandlers;
static size_t gNumRemarkHandlers, gCapRemarkHandlers;

void hidetContextSetRemarkHandler(MlirContext ctx, HidetRemarkHandler handler, void *userData) {
  pthread_mutex_lock(&gRemarkLock);
  size_t i = 0;
  while (i < gNumRemarkHandlers && gRemarkHandlers[i].ctx != ctx.ptr)
    i++;
  if (!handler) {
    if (i < gNumRemarkHandlers)
      gRemarkHandlers[i] = gRemarkHandlers[--gNumRemarkHandlers];
    if (gNumRemarkHandlers == 0) {
      free(gRemarkHandlers);
      gRemarkHandlers = NULL;
      gCapRemarkHandlers = 0;
    }
  } else {
    if (i == gNumRemarkHandlers) {
      if (gNumRemarkHandlers == gCapRemarkHandlers) {
        gCapRemarkHandlers = gCapRemarkHandlers ? 2 * gCapRemarkHandlers : 4;
        gRemarkHandlers = realloc(gRemarkHandlers, sizeof *gRemarkHandlers * gCapRemarkHandlers);
        if (!gRemarkHandlers) {
          fprintf(stderr, "hidet: out of memory\n");
          abort();
        }
      }
      gNumRemarkHandlers++;
    }
    gRemarkHandlers[i] = (RemarkEntry){ctx.ptr, handler, userData};
  }
  pthread_mutex_unlock(&gRemarkLock);
}

void hidetContextGetRemarkHandler(MlirContext ctx, HidetRemarkHandler *handler, void **userData) {
  *handler = NULL;
  *userData = NULL;
  pthread_mutex_lock(&gRemarkLock);
  for (size_t i = 0; i < gNumRemarkHandlers; ++i)
    if (gRemarkHandlers[i].ctx == ctx.ptr) {
      *handler = gRemarkHandlers[i].handler;
      *userData = gRemarkHandlers[i].userData;
    }
  pthread_mutex_unlock(&gRemarkLock);
}

void hidetEmitRemarkV(MlirLocation loc, const char *fmt, va_list ap) {
  HidetStr message;
  hidetStrInit(&message);
  hidetStrAppendv(&message, fmt, ap);
  void *ctx = mlirLocationGetContext(loc).ptr;
  RemarkEntry entry = {NULL, NULL, NULL};
  pthread_mutex_lock(&gRemarkLock);
  for (size_t i = 0; i < gNumRemarkHandlers; ++i)
    if (gRemarkHandlers[i].ctx == ctx)
      entry = gRemarkHandlers[i];
  pthread_mutex_unlock(&gRemarkLock);
  if (entry.handler) {
    entry.handler(loc, message.data, entry.userData);
  } else {
    char file[1024];
    int line = 0, col = 0;
    if (hidetLocationResolve(loc, file, sizeof file, &line, &col))
      fprintf(stderr, "%s:%d:%d: remark: %s\n", file, line, col, message.data);
    else
      fprintf(stderr, "<unknown>: remark: %s\n", message.data);
  }
  hidetStrFree(&message);
}

void hidetEmitRemark(MlirLocation loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  hidetEmitRemarkV(loc, fmt, ap);
  va_end(ap);
}

bool hidetOpIs(MlirOperation op, const char *name) {
  if (mlirOperationIsNull(op))
    return false;
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  return n.length == strlen(name) && strncmp(n.data, name, n.length) == 0;
}

const char *hidetOpName(MlirOperation op, char *buf, size_t size) {
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  size_t n = name.length < size - 1 ? name.length : size - 1;
  memcpy(buf, name.data, n);
  buf[n] = '\0';
  return buf;
}

MlirAttribute hidetOpAttr(MlirOperation op, const char *name) {
  return mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString(name));
}

bool hidetTensorShape(MlirType type, int64_t *rank, int64_t dims[HIDET_MAX_RANK]) {
  if (!mlirTypeIsARankedTensor(type) || !mlirShapedTypeHasStaticShape(type))
    return false;
  int64_t r = mlirShapedTypeGetRank(type);
  if (r > HIDET_MAX_RANK)
    return false;
  *rank = r;
  for (int64_t i = 0; i < r; ++i)
    dims[i] = mlirShapedTypeGetDimSize(type, i);
  return true;
}

int64_t hidetValueShape(MlirValue v, int64_t dims[HIDET_MAX_RANK]) {
  MlirType t = mlirValueGetType(v);
  if (!mlirTypeIsARankedTensor(t) || mlirShapedTypeGetRank(t) > HIDET_MAX_RANK)
    return 0;
  int64_t r = mlirShapedTypeGetRank(t);
  for (int64_t i = 0; i < r; ++i)
    dims[i] = mlirShapedTypeIsDynamicDim(t, i) ? HIDET_DIM_DYNAMIC : mlirShapedTypeGetDimSize(t, i);
  return r;
}

MlirType hidetValueElementType(MlirValue v) {
  return mlirShapedTypeGetElementType(mlirValueGetType(v));
}

bool hidetTypeIsHalf(MlirType t) { return mlirTypeIsAF16(t) || mlirTypeIsABF16(t); }

int64_t hidetElementBytes(MlirType t) {
  if (mlirTypeIsAIndex(t))
    return 8;
  if (mlirTypeIsAInteger(t))
    return (mlirIntegerTypeGetWidth(t) + 7) / 8;
  if (mlirTypeIsAFloat(t))
    return (mlirFloatTypeGetWidth(t) + 7) / 8;
  return 0;
}

static bool resolveAt(MlirLocation loc, char *file, size_t fileSize, int *line, int *col,
                      int depth) {
  if (depth > 16)
    return false;
  if (mlirLocationIsAFileLineColRange(loc)) {
    MlirStringRef name = mlirIdentifierStr(mlirLocationFileLineColRangeGetFilename(loc));
    snprintf(file, fileSize, "%.*s", (int)name.length, name.data);
    *line = mlirLocationFileLineColRangeGetStartLine(loc);
    *col = mlirLocationFileLineColRangeGetStartColumn(loc);
    return true;
  }
  if (mlirLocationIsAName(loc))
    return resolveAt(mlirLocationNameGetChildLoc(loc), file, fileSize, line, col, depth + 1);
  if (mlirLocationIsACallSite(loc))
    return resolveAt(mlirLocationCallSiteGetCallee(loc), file, fileSize, line, col, depth + 1) ||
           resolveAt(mlirLocationCallSiteGetCaller(loc), file, fileSize, line, col, depth + 1);
  if (mlirLocationIsAFused(loc)) {
    intptr_t n = mlirLocationFusedGetNumLocations(loc);
    if (n <= 0 || n > 1024)
      return false;
    MlirLocation *locs = malloc(sizeof(MlirLocation) * (size_t)n);
    if (!locs)
      return false;
    mlirLocationFusedGetLocations(loc, locs);
    bool found = false;
    for (intptr_t i = 0; i < n && !found; ++i)
      found = resolveAt(locs[i], file, fileSize, line, col, depth + 1);
    free(locs);
    return found;
  }
  return false;
}

bool hidetLocationResolve(MlirLocation loc, char *file, size_t fileSize, int *line, int *col) {
  return resolveAt(loc, file, fileSize, line, col, 0);
}

void hidetOpWhere(MlirOperation op, char *buf, size_t size) {
  char file[256], name[128];
  int line = 0, col = 0;
  hidetOpName(op, name, sizeof name);
  if (hidetLocationResolve(mlirOperationGetLocation(op), file, sizeof file, &line, &col))
    snprintf(buf, size, "%s at %d:%d", name, line, col);
  else
    snprintf(buf, size, "%s", name);
}

const char *hidetSeverityName(int severity) {
  switch (severity) {
  case MlirDiagnosticWarning:
    return "warning";
  case MlirDiagnosticNote:
    return "note";
  case MlirDiagnosticRemark:
    return "remark";
  default:
    return "error";
  }
}

bool hidetReadFile(const char *path, HidetStr *out, const char **step) {
  const char *ignored;
  if (!step)
    step = &ignored;
  *step = "open";
  FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
  if (!f)
    return false;
  *step = "read";
  char buf[65536];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, f)) > 0)
    hidetStrAppend(out, buf, n);
  bool ok = !ferror(f);
  if (f != stdin)
    fclose(f);
  if (!ok && errno == 0)
    errno = EIO;
  return ok;
}

bool hidetFailWhy(char *why, size_t whySize, const char *fmt, ...) {
  if (why && whySize) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, whySize, fmt, ap);
    va_end(ap);
  }
  return false;
}
