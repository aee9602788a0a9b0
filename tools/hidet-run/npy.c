/*===-- npy.c - Reading and writing .npy files ----------------------------===*
 * The format (numpy.lib.format): magic "\x93NUMPY", version major.minor,
 * a little-endian header length (2 bytes in v1, 4 in v2/v3), then a Python
 * dict literal {'descr': '<f4', 'fortran_order': False, 'shape': (4, 5), }
 * padded with spaces and ending in '\n', then the raw data. Reads v1-v3;
 * writes v1.0 with the header padded so the data starts at a multiple of 64.
 *
 * bf16 has no numpy dtype. Its files hold the raw bits, written as '<u2'
 * (numpy: `(a.astype('<u4') << 16).view('<f4')` gives the values; torch:
 * `torch.from_numpy(a.view('<i2')).view(torch.bfloat16)`); '<i2' (torch's
 * `t.view(torch.int16).numpy()`) and '<V2' (ml_dtypes' bfloat16) read too.
 *===----------------------------------------------------------------------===*/
#include "run.h"

#include "hidet_internal.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

const char *runnerNpyDescr(RunnerElemType e) {
  switch (e.kind) {
  case RunnerElemI1:
    return "|b1";
  case RunnerElemF16:
    return "<f2";
  case RunnerElemBF16:
    return "<u2";
  case RunnerElemF32:
    return "<f4";
  case RunnerElemF64:
    return "<f8";
  case RunnerElemInt:
    break;
  }
  switch (e.bits) {
  case 8:
    return e.isUnsigned ? "|u1" : "|i1";
  case 16:
    return e.isUnsigned ? "<u2" : "<i2";
  case 32:
    return e.isUnsigned ? "<u4" : "<i4";
  default:
    return e.isUnsigned ? "<u8" : "<i8";
  }
}

static void formatShape(char *buf, size_t size, int rank, const int64_t *shape) {
  size_t used = (size_t)snprintf(buf, size, "(");
  for (int i = 0; i < rank && used < size; ++i)
    used += (size_t)snprintf(buf + used, size - used, i ? ", %lld" : "%lld", (long long)shape[i]);
  if (used < size)
    snprintf(buf + used, size - used, rank == 1 ? ",)" : ")");
}

/* ---- The header dict. ---------------------------------------------------- */

typedef struct {
  char descr[32];
  int fortranOrder; /* -1: absent */
  int rank;         /* -1: absent */
  int64_t shape[RUNNER_MAX_RANK];
} NpyHeader;

static void skipSpace(const char **p) {
  while (**p && isspace((unsigned char)**p))
    ++*p;
}

static bool parseQuoted(const char **p, char *buf, size_t size) {
  char q = **p;
  if (q != '\'' && q != '"')
    return false;
  const char *start = ++*p;
  while (**p && **p != q)
    ++*p;
  if (**p != q || (size_t)(*p - start) >= size)
    return false;
  memcpy(buf, start, (size_t)(*p - start));
  buf[*p - start] = '\0';
  ++*p;
  return true;
}

/* Parses the dict; returns NULL or the reason it is malformed. */
static const char *parseHeader(const char *p, NpyHeader *h) {
  h->descr[0] = '\0';
  h->fortranOrder = -1;
  h->rank = -1;
  skipSpace(&p);
  if (*p++ != '{')
    return "the header is not a dict";
  for (;;) {
    skipSpace(&p);
    if (*p == '}')
      break;
    char key[32];
    if (!parseQuoted(&p, key, sizeof key))
      return "malformed header key";
    skipSpace(&p);
    if (*p++ != ':')
      return "expected ':' in the header";
    skipSpace(&p);
    if (strcmp(key, "descr") == 0) {
      if (!parseQuoted(&p, h->descr, sizeof h->descr))
        return "'descr' is not a simple dtype string (structured dtypes are not supported)";
    } else if (strcmp(key, "fortran_order") == 0) {
      if (strncmp(p, "True", 4) == 0) {
        h->fortranOrder = 1;
        p += 4;
      } else if (strncmp(p, "False", 5) == 0) {
        h->fortranOrder = 0;
        p += 5;
      } else {
        return "'fortran_order' is not True or False";
      }
    } else if (strcmp(key, "shape") == 0) {
      if (*p++ != '(')
        return "'shape' is not a tuple";
      h->rank = 0;
      for (;;) {
        skipSpace(&p);
        if (*p == ')')
          break;
        if (!isdigit((unsigned char)*p))
          return "'shape' holds something other than non-negative integers";
        if (h->rank == RUNNER_MAX_RANK)
          return "'shape' has too many dimensions";
        char *end;
        errno = 0;
        long long d = strtoll(p, &end, 10);
        if (errno || d < 0)
          return "'shape' holds a dimension out of range";
        h->shape[h->rank++] = d;
        p = end;
        skipSpace(&p);
        if (*p == 'L') /* Python 2 longs */
          p++;
        skipSpace(&p);
        if (*p == ',')
          p++;
        else if (*p != ')')
          return "malformed 'shape' tuple";
      }
      p++;
    } else {
      return "unknown key in the header";
    }
    skipSpace(&p);
    if (*p == ',')
      p++;
    else if (*p != '}')
      return "expected ',' or '}' in the header";
  }
  if (!h->descr[0] || h->fortranOrder < 0 || h->rank < 0)
    return "the header lacks 'descr', 'fortran_order' or 'shape'";
  return NULL;
}

/* Same dtype, ignoring the byte-order mark where it does not matter. */
static bool sameDescr(const char *have, const char *want) {
  if (strlen(have) < 2 || strcmp(have + 1, want + 1) != 0)
    return false;
  return have[0] == '<' || have[0] == '|' || have[0] == '=' ||
         (have[0] == '>' && strcmp(want + 2, "1") == 0);
}

/* The dtypes a file for an argument of element `e` may hold: its own, the
 * aliases of bf16's raw bits, and (`forCompare`) any float for a float. On
 * a match `*fileElem` is the file's element type. */
static bool acceptDescr(const char *have, RunnerElemType e, bool forCompare,
                        RunnerElemType *fileElem) {
  *fileElem = e;
  if (sameDescr(have, runnerNpyDescr(e)))
    return true;
  if (e.kind == RunnerElemBF16 &&
      (sameDescr(have, "<i2") || sameDescr(have, "<V2") || sameDescr(have, "|V2")))
    return true;
  bool isFloat = e.kind == RunnerElemF16 || e.kind == RunnerElemBF16 || e.kind == RunnerElemF32 ||
                 e.kind == RunnerElemF64;
  if (!forCompare || !isFloat)
    return false;
  static const struct {
    const char *descr;
    RunnerElemKind kind;
    int bits;
  } floats[] = {{"<f2", RunnerElemF16, 16}, {"<f4", RunnerElemF32, 32}, {"<f8", RunnerElemF64, 64}};
  for (size_t i = 0; i < sizeof floats / sizeof *floats; ++i)
    if (sameDescr(have, floats[i].descr)) {
      memset(fileElem, 0, sizeof *fileElem);
      fileElem->kind = floats[i].kind;
      fileElem->bits = floats[i].bits;
      return true;
    }
  return false;
}

static void *load(const char *path, const RunnerType *t, int argIndex, bool forCompare,
                  RunnerElemType *fileElem) {
  *fileElem = t->elem;
  HidetStr file;
  hidetStrInit(&file);
  errno = 0;
  if (!hidetReadFile(path, &file, NULL)) {
    runnerError("argument #%d: cannot read '%s': %s", argIndex, path, strerror(errno));
    hidetStrFree(&file);
    return NULL;
  }
  const unsigned char *b = (const unsigned char *)file.data;
  size_t len = file.len, start = 0, headerLen = 0;
  const char *problem = NULL;
  char detail[1024] = "";
  if (len < 10 || memcmp(b, "\x93NUMPY", 6) != 0) {
    problem = "not a .npy file (bad magic)";
  } else if (b[6] == 1) {
    headerLen = (size_t)b[8] | (size_t)b[9] << 8;
    start = 10;
  } else if ((b[6] == 2 || b[6] == 3) && len >= 12) {
    headerLen = (size_t)b[8] | (size_t)b[9] << 8 | (size_t)b[10] << 16 | (size_t)b[11] << 24;
    start = 12;
  } else {
    snprintf(detail, sizeof detail, "unsupported .npy version %d.%d", b[6], b[7]);
    problem = detail;
  }
  NpyHeader h;
  if (!problem && headerLen > len - start)
    problem = "truncated header";
  if (!problem) {
    char *text = malloc(headerLen + 1);
    if (!text)
      abort();
    memcpy(text, b + start, headerLen);
    text[headerLen] = '\0';
    problem = parseHeader(text, &h);
    free(text);
  }
  const char *want = runnerNpyDescr(t->elem);
  if (!problem && h.descr[0] == '>' && strlen(h.descr) >= 2 && strcmp(h.descr + 2, "1") != 0) {
    snprintf(detail, sizeof detail, "dtype '%s' is big-endian; only little-endian is supported",
             h.descr);
    problem = detail;
  }
  if (!problem && !acceptDescr(h.descr, t->elem, forCompare, fileElem)) {
    snprintf(detail, sizeof detail, "dtype '%s' does not match '%s' (which needs '%s'%s%s)",
             h.descr, t->text, want,
             t->elem.kind == RunnerElemBF16 ? ", '<i2' or '<V2': bf16's raw bits" : "",
             forCompare && t->elem.kind != RunnerElemI1 && t->elem.kind != RunnerElemInt
                 ? "; --expect also takes '<f2', '<f4' or '<f8'"
                 : "");
    problem = detail;
  }
  if (!problem) {
    bool same = h.rank == t->rank;
    for (int i = 0; same && i < t->rank; ++i)
      same = h.shape[i] == t->shape[i];
    if (!same) {
      char have[400], need[400];
      formatShape(have, sizeof have, h.rank, h.shape);
      formatShape(need, sizeof need, t->rank, t->shape);
      snprintf(detail, sizeof detail, "shape %s does not match '%s' (which needs %s)", have,
               t->text, need);
      problem = detail;
    }
  }
  if (!problem && h.fortranOrder == 1 && t->rank > 1)
    problem = "Fortran-order (column-major) data is not supported; save it in C order";
  size_t bytes = (size_t)t->numElements * runnerElemSize(problem ? t->elem : *fileElem);
  if (!problem && len - start - headerLen != bytes) {
    snprintf(detail, sizeof detail, "holds %zu bytes of data; %s needs %zu",
             len - start - headerLen, t->text, bytes);
    problem = detail;
  }
  void *data = NULL;
  if (problem) {
    runnerError("argument #%d: '%s': %s", argIndex, path, problem);
  } else {
    data = runnerAllocBuffer(*fileElem, t->numElements);
    if (data && bytes)
      memcpy(data, b + start + headerLen, bytes);
    /* An i1 in memory is one byte 0 or 1; numpy writes bools so, but be
     * safe with any nonzero byte. */
    if (data && t->elem.kind == RunnerElemI1)
      for (size_t i = 0; i < bytes; ++i)
        ((unsigned char *)data)[i] = ((unsigned char *)data)[i] != 0;
  }
  hidetStrFree(&file);
  return data;
}

bool runnerNpyShape(const char *path, int *rank, int64_t *shape) {
  HidetStr file;
  hidetStrInit(&file);
  if (!hidetReadFile(path, &file, NULL)) {
    hidetStrFree(&file);
    return false;
  }
  const unsigned char *b = (const unsigned char *)file.data;
  size_t len = file.len, start = 0, headerLen = 0;
  bool ok = false;
  if (len >= 10 && memcmp(b, "\x93NUMPY", 6) == 0) {
    if (b[6] == 1) {
      headerLen = (size_t)b[8] | (size_t)b[9] << 8;
      start = 10;
    } else if ((b[6] == 2 || b[6] == 3) && len >= 12) {
      headerLen = (size_t)b[8] | (size_t)b[9] << 8 | (size_t)b[10] << 16 | (size_t)b[11] << 24;
      start = 12;
    }
  }
  if (start && headerLen <= len - start) {
    char *text = malloc(headerLen + 1);
    if (!text)
      abort();
    memcpy(text, b + start, headerLen);
    text[headerLen] = '\0';
    NpyHeader h;
    ok = parseHeader(text, &h) == NULL && h.rank >= 0;
    free(text);
    if (ok) {
      *rank = h.rank;
      memcpy(shape, h.shape, (size_t)h.rank * sizeof *shape);
    }
  }
  hidetStrFree(&file);
  return ok;
}

void *runnerNpyLoad(const char *path, const RunnerType *t, int argIndex) {
  RunnerElemType fileElem;
  return load(path, t, argIndex, false, &fileElem);
}

void *runnerNpyLoadForCompare(const char *path, const RunnerType *t, int argIndex,
                              RunnerElemType *fileElem) {
  return load(path, t, argIndex, true, fileElem);
}

bool runnerNpySave(const char *path, const RunnerType *t, const void *data) {
  char shape[RUNNER_MAX_RANK * 24 + 8];
  formatShape(shape, sizeof shape, t->rank, t->shape);
  HidetStr header;
  hidetStrInit(&header);
  hidetStrAppendf(&header, "{'descr': '%s', 'fortran_order': False, 'shape': %s, }",
                  runnerNpyDescr(t->elem), shape);
  /* Pad so that magic (6) + version (2) + length (2) + header is a
   * multiple of 64, the header ending in '\n'. */
  while ((10 + header.len + 1) % 64 != 0)
    hidetStrAppend(&header, " ", 1);
  hidetStrAppend(&header, "\n", 1);
  unsigned char prefix[10] = {0x93, 'N', 'U', 'M', 'P', 'Y', 1, 0,
                              (unsigned char)(header.len & 0xff),
                              (unsigned char)(header.len >> 8)};
  size_t bytes = (size_t)t->numElements * runnerElemSize(t->elem);
  errno = 0;
  FILE *f = fopen(path, "wb");
  bool ok = f && fwrite(prefix, 1, sizeof prefix, f) == sizeof prefix &&
            fwrite(header.data, 1, header.len, f) == header.len &&
            (bytes == 0 || fwrite(data, 1, bytes, f) == bytes);
  if (f && fclose(f) != 0)
    ok = false;
  if (!ok)
    runnerError("cannot write '%s': %s", path, errno ? strerror(errno) : "write error");
  hidetStrFree(&header);
  return ok;
}
