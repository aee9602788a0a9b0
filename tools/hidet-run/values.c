/*===-- values.c - Argument types, argument specs, buffers, printing ------===*
 * An argument is a scalar (passed by value) or a memref with a static shape
 * and the identity layout, passed as the C-interface descriptor
 * {allocated, aligned, offset, sizes[rank], strides[rank]}.
 *===----------------------------------------------------------------------===*/
#include "run.h"

#include "hidet_internal.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Buffers above RUNNER_MAX_BUFFER_BYTES (run.h) are refused rather than attempted. */

/* ---- Types. ------------------------------------------------------------ */

static bool elemFromMlir(MlirType t, RunnerElemType *e) {
  memset(e, 0, sizeof *e);
  if (mlirTypeIsAIndex(t)) {
    e->kind = RunnerElemInt;
    e->bits = 64;
    e->isIndex = true;
    return true;
  }
  if (mlirTypeIsAInteger(t)) {
    unsigned w = mlirIntegerTypeGetWidth(t);
    if (w == 1) {
      e->kind = RunnerElemI1;
      e->bits = 1;
      return true;
    }
    if (w != 8 && w != 16 && w != 32 && w != 64)
      return false;
    e->kind = RunnerElemInt;
    e->bits = (int)w;
    e->isUnsigned = mlirIntegerTypeIsUnsigned(t);
    e->isSigned = mlirIntegerTypeIsSigned(t);
    return true;
  }
  if (mlirTypeIsAF16(t)) {
    e->kind = RunnerElemF16;
    e->bits = 16;
    return true;
  }
  if (mlirTypeIsABF16(t)) {
    e->kind = RunnerElemBF16;
    e->bits = 16;
    return true;
  }
  if (mlirTypeIsAF32(t)) {
    e->kind = RunnerElemF32;
    e->bits = 32;
    return true;
  }
  if (mlirTypeIsAF64(t)) {
    e->kind = RunnerElemF64;
    e->bits = 64;
    return true;
  }
  return false;
}

size_t runnerElemSize(RunnerElemType e) { return e.kind == RunnerElemI1 ? 1 : (size_t)e.bits / 8; }

bool runnerTypeFromMlir(MlirType type, RunnerType *out, char *why, size_t whySize) {
  memset(out, 0, sizeof *out);
  HidetStr text = hidetPrintType(type);
  out->text = text.data; /* ownership moves */
  out->numElements = 1;
  if (!mlirTypeIsAMemRef(type)) {
    if (mlirTypeIsAShaped(type) || mlirTypeIsAUnrankedMemRef(type) ||
        !elemFromMlir(type, &out->elem)) {
      snprintf(why, whySize,
               "type '%s' is not supported (scalars: index, i1, i8, i16, i32, i64, f16, bf16, "
               "f32, f64; or a memref of them)",
               out->text);
      return false;
    }
    return true;
  }
  out->isMemref = true;
  if (!elemFromMlir(mlirShapedTypeGetElementType(type), &out->elem)) {
    snprintf(why, whySize,
             "'%s' has an unsupported element type (supported: i1, i8, i16, i32, i64, index, "
             "f16, bf16, f32, f64)",
             out->text);
    return false;
  }
  bool dynamic = !mlirShapedTypeHasStaticShape(type);
  intptr_t rank = mlirShapedTypeGetRank(type);
  if (rank > RUNNER_MAX_RANK) {
    snprintf(why, whySize, "'%s' has rank %d; at most %d is supported", out->text, (int)rank,
             RUNNER_MAX_RANK);
    return false;
  }
  out->rank = (int)rank;
  for (int i = 0; i < out->rank; ++i) {
    out->shape[i] = mlirShapedTypeGetDimSize(type, i);
    if (mlirShapedTypeIsDynamicSize(out->shape[i])) { /* sized by runnerBindDims */
      out->shape[i] = -1;
      continue;
    }
    if (out->shape[i] != 0 && out->numElements > RUNNER_MAX_BUFFER_BYTES / out->shape[i]) {
      snprintf(why, whySize, "'%s' is too large", out->text);
      return false;
    }
    out->numElements *= out->shape[i];
  }
  if (!mlirAttributeIsNull(mlirMemRefTypeGetMemorySpace(type))) {
    snprintf(why, whySize, "'%s' has a memory space; only the default one is supported",
             out->text);
    return false;
  }
  int64_t strides[RUNNER_MAX_RANK], offset = -1;
  bool contiguous =
      mlirLogicalResultIsSuccess(mlirMemRefTypeGetStridesAndOffset(type, strides, &offset)) &&
      offset == 0;
  /* strides may be `?` (a `?` dim right of another: memref<4x?xf32> has
   * strides [?, 1]): the identity layout is row-major whatever the sizes */
  if (dynamic)
    contiguous = mlirAffineMapIsIdentity(mlirMemRefTypeGetAffineMap(type));
  int64_t expect = 1;
  for (int i = out->rank - 1; i >= 0 && contiguous && !dynamic; --i) {
    if (out->shape[i] != 1 && strides[i] != expect)
      contiguous = false;
    expect *= out->shape[i];
  }
  if (!contiguous) {
    snprintf(why, whySize,
             "'%s' does not have the identity (contiguous row-major) layout, which memref "
             "arguments need",
             out->text);
    return false;
  }
  return true;
}

void runnerTypeFree(RunnerType *t) {
  free(t->text);
  t->text = NULL;
}

/* ---- Parsing numbers. ---------------------------------------------------- */

static bool parseInteger(const char *s, RunnerElemType e, RunnerScalar *out) {
  if (e.kind == RunnerElemI1) {
    if (strcmp(s, "0") == 0 || strcmp(s, "false") == 0)
      out->u8 = 0;
    else if (strcmp(s, "1") == 0 || strcmp(s, "true") == 0)
      out->u8 = 1;
    else
      return false;
    return true;
  }
  const char *digits = s + (s[0] == '-' || s[0] == '+');
  int base = (digits[0] == '0' && (digits[1] == 'x' || digits[1] == 'X')) ? 16 : 10;
  if (!((digits[0] >= '0' && digits[0] <= '9')))
    return false;
  char *end;
  errno = 0;
  uint64_t bits;
  int n = e.bits;
  if (s[0] == '-') {
    long long v = strtoll(s, &end, base);
    if (errno || *end)
      return false;
    int64_t min = n == 64 ? INT64_MIN : -(INT64_C(1) << (n - 1));
    if (e.isUnsigned || v < min)
      return false;
    bits = (uint64_t)v;
  } else {
    unsigned long long v = strtoull(s, &end, base);
    if (errno || *end)
      return false;
    /* Signless integers take either reading (as MLIR's parser does);
     * signed ones and index the signed range; unsigned the unsigned. */
    uint64_t max = (e.isIndex || e.isSigned) ? (n == 64 ? (uint64_t)INT64_MAX
                                                         : (UINT64_C(1) << (n - 1)) - 1)
                                             : (n == 64 ? UINT64_MAX : (UINT64_C(1) << n) - 1);
    if (v > max)
      return false;
    bits = (uint64_t)v;
  }
  switch (n) {
  case 8:
    out->u8 = (uint8_t)bits;
    break;
  case 16:
    out->u16 = (uint16_t)bits;
    break;
  case 32:
    out->u32 = (uint32_t)bits;
    break;
  default:
    out->u64 = bits;
    break;
  }
  return true;
}

static bool parseFloat(const char *s, RunnerElemType e, RunnerScalar *out) {
  if (!*s || strchr(" \t\n", s[0]))
    return false;
  char *end;
  errno = 0;
  double d = strtod(s, &end);
  if (*end || (errno == ERANGE && isinf(d)))
    return false;
  if (e.kind == RunnerElemF64) {
    out->f64 = d;
  } else if (e.kind == RunnerElemF32) {
    float f = (float)d;
    if (isinf(f) && !isinf(d))
      return false;
    out->f32 = f;
  } else {
    /* f16 and bf16 round through f32: rounding twice is innocuous when the
     * wider format has >= 2p + 2 bits (24 >= 2 * 11 + 2). */
    bool bf = e.kind == RunnerElemBF16;
    uint16_t h = bf ? runnerF32ToBF16((float)d) : runnerF32ToF16((float)d);
    uint16_t inf = bf ? 0x7f80u : 0x7c00u;
    if ((h & 0x7fffu) == inf && !isinf(d))
      return false;
    out->u16 = h;
  }
  return true;
}

static bool parseScalar(const char *s, RunnerElemType e, RunnerScalar *out) {
  memset(out, 0, sizeof *out);
  if (e.kind == RunnerElemF16 || e.kind == RunnerElemBF16 || e.kind == RunnerElemF32 ||
      e.kind == RunnerElemF64)
    return parseFloat(s, e, out);
  return parseInteger(s, e, out);
}

static const char *elemName(RunnerElemType e, char *buf, size_t size) {
  switch (e.kind) {
  case RunnerElemI1:
    return "i1";
  case RunnerElemF16:
    return "f16";
  case RunnerElemBF16:
    return "bf16";
  case RunnerElemF32:
    return "f32";
  case RunnerElemF64:
    return "f64";
  case RunnerElemInt:
    break;
  }
  if (e.isIndex)
    return "index";
  snprintf(buf, size, "%si%d", e.isUnsigned ? "u" : e.isSigned ? "s" : "", e.bits);
  return buf;
}

/* ---- Buffers. ------------------------------------------------------------ */

void *runnerAllocBuffer(RunnerElemType e, int64_t numElements) {
  size_t size = runnerElemSize(e);
  if (numElements < 0 || numElements > RUNNER_MAX_BUFFER_BYTES / (int64_t)size) {
    runnerError("a buffer of %lld elements is too large", (long long)numElements);
    return NULL;
  }
  size_t bytes = (size_t)numElements * size;
  bytes = (bytes + 63) / 64 * 64;
  if (bytes == 0)
    bytes = 64;
  void *p = aligned_alloc(64, bytes);
  if (!p) {
    runnerError("cannot allocate %zu bytes", bytes);
    return NULL;
  }
  memset(p, 0, bytes);
  return p;
}

static uint64_t splitmix64(uint64_t *state) {
  uint64_t z = (*state += UINT64_C(0x9E3779B97F4A7C15));
  z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
  return z ^ (z >> 31);
}

static void storeElem(RunnerElemType e, void *p, int64_t i, const RunnerScalar *v) {
  size_t size = runnerElemSize(e);
  memcpy((char *)p + (size_t)i * size, v, size);
}

/* Argument `index` draws from the splitmix64 stream whose state starts at
 * mix(seed) ^ (index + 1) * K: the same seed and index give the same data. */
static void fillRandom(RunnerElemType e, void *p, int64_t n, uint64_t seed, int index) {
  uint64_t s = seed;
  uint64_t state = splitmix64(&s) ^ (UINT64_C(0xA0761D6478BD642F) * (uint64_t)(index + 1));
  for (int64_t i = 0; i < n; ++i) {
    uint64_t x = splitmix64(&state);
    RunnerScalar v;
    memset(&v, 0, sizeof v);
    switch (e.kind) {
    case RunnerElemI1:
      v.u8 = (uint8_t)(x >> 63);
      break;
    case RunnerElemF16: /* multiples of 2^-10: exact in f16 */
      v.u16 = runnerF32ToF16((float)((double)(x >> 53) * 0x1p-10 - 1.0));
      break;
    case RunnerElemBF16: /* multiples of 2^-7: exact in bf16 (8 significant bits) */
      v.u16 = runnerF32ToBF16((float)((double)(x >> 57) * 0x1p-7 - 1.0));
      break;
    case RunnerElemF32: /* multiples of 2^-23 */
      v.f32 = (float)((double)(x >> 40) * 0x1p-23 - 1.0);
      break;
    case RunnerElemF64:
      v.f64 = (double)(x >> 11) * 0x1p-52 - 1.0;
      break;
    case RunnerElemInt: {
      int64_t r = e.isUnsigned ? (int64_t)(x >> 60) : (int64_t)(x >> 60) - 8;
      v.u64 = (uint64_t)r; /* little-endian: the low bytes are the value */
      break;
    }
    }
    storeElem(e, p, i, &v);
  }
}

static void fillPoison(RunnerElemType e, void *p, int64_t n) {
  RunnerScalar v;
  memset(&v, 0x7f, sizeof v);
  if (e.kind == RunnerElemI1)
    v.u8 = 1;
  else if (e.kind == RunnerElemF16)
    v.u16 = 0x7e00u;
  else if (e.kind == RunnerElemBF16)
    v.u16 = 0x7fc0u;
  else if (e.kind == RunnerElemF32)
    v.f32 = NAN;
  else if (e.kind == RunnerElemF64)
    v.f64 = (double)NAN;
  for (int64_t i = 0; i < n; ++i)
    storeElem(e, p, i, &v);
}

static bool isMemrefSpec(const char *spec) {
  return strcmp(spec, "rand") == 0 || strcmp(spec, "zeros") == 0 ||
         strcmp(spec, "poison") == 0 || strncmp(spec, "fill:", 5) == 0 || spec[0] == '@';
}

/* The C-interface descriptor of a memref value over v->data:
 * {allocated, aligned, offset 0, sizes, row-major strides}. */
static bool makeDescriptor(RunnerValue *v) {
  const RunnerType *t = &v->type;
  v->descriptor = calloc((size_t)(3 + 2 * t->rank), sizeof(int64_t));
  if (!v->descriptor) {
    runnerError("out of memory");
    return false;
  }
  memcpy(&v->descriptor[0], &v->data, sizeof(void *));
  memcpy(&v->descriptor[1], &v->data, sizeof(void *));
  v->descriptor[2] = 0;
  int64_t stride = 1;
  for (int i = t->rank - 1; i >= 0; --i) {
    v->descriptor[3 + i] = t->shape[i];
    v->descriptor[3 + t->rank + i] = stride;
    stride *= t->shape[i] ? t->shape[i] : 1;
  }
  /* The C interface takes a pointer to the descriptor; the packed slot
   * points to that pointer. */
  v->packed = &v->descriptor;
  return true;
}

bool runnerValueFromSpec(int index, RunnerType *type, const char *spec, uint64_t seed,
                         RunnerValue *v) {
  memset(v, 0, sizeof *v);
  v->type = *type;
  type->text = NULL;
  const RunnerType *t = &v->type;
  char nameBuf[16];
  const char *elem = elemName(t->elem, nameBuf, sizeof nameBuf);
  if (!t->isMemref) {
    if (isMemrefSpec(spec)) {
      runnerError("argument #%d has type '%s': '%s' is only for memref arguments; give a number",
              index, t->text, spec);
      return false;
    }
    if (!parseScalar(spec, t->elem, &v->scalar)) {
      runnerError("argument #%d: '%s' is not a valid %s value%s", index, spec, elem,
                  t->elem.kind == RunnerElemI1 ? " (use 0, 1, true or false)" : "");
      return false;
    }
    v->packed = &v->scalar;
    return true;
  }

  if (!isMemrefSpec(spec)) {
    runnerError("argument #%d has type '%s': '%s' is not a memref argument (use rand, zeros, "
            "fill:<value>, poison or @<file.npy>)",
            index, t->text, spec);
    return false;
  }
  RunnerScalar fill;
  if (strncmp(spec, "fill:", 5) == 0 && !parseScalar(spec + 5, t->elem, &fill)) {
    runnerError("argument #%d: '%s' is not a valid %s value in '%s'", index, spec + 5, elem, spec);
    return false;
  }
  if (spec[0] == '@') {
    if (!spec[1]) {
      runnerError("argument #%d: '@' needs a file name", index);
      return false;
    }
    v->data = runnerNpyLoad(spec + 1, t, index);
  } else {
    v->data = runnerAllocBuffer(t->elem, t->numElements);
  }
  if (!v->data)
    return false;
  if (strcmp(spec, "rand") == 0)
    fillRandom(t->elem, v->data, t->numElements, seed, index);
  else if (strcmp(spec, "poison") == 0)
    fillPoison(t->elem, v->data, t->numElements);
  else if (strncmp(spec, "fill:", 5) == 0)
    for (int64_t i = 0; i < t->numElements; ++i)
      storeElem(t->elem, v->data, i, &fill);

  return makeDescriptor(v);
}

bool runnerValueClone(const RunnerValue *src, RunnerValue *dst) {
  memset(dst, 0, sizeof *dst);
  dst->type = src->type;
  dst->type.text = NULL;
  size_t n = strlen(src->type.text) + 1;
  dst->type.text = malloc(n);
  if (!dst->type.text) {
    runnerError("out of memory");
    return false;
  }
  memcpy(dst->type.text, src->type.text, n);
  if (!src->type.isMemref) {
    dst->scalar = src->scalar;
    dst->packed = &dst->scalar;
    return true;
  }
  dst->data = runnerAllocBuffer(src->type.elem, src->type.numElements);
  if (!dst->data)
    return false;
  memcpy(dst->data, src->data, runnerElemSize(src->type.elem) * (size_t)src->type.numElements);
  return makeDescriptor(dst);
}

void runnerValueFree(RunnerValue *v) {
  free(v->data);
  free(v->descriptor);
  runnerTypeFree(&v->type);
  memset(v, 0, sizeof *v);
}

/* ---- Printing. ----------------------------------------------------------- */

static void printFloat(FILE *out, double d, int maxDigits, RunnerElemKind kind) {
  if (isnan(d)) {
    fputs("nan", out);
    return;
  }
  if (isinf(d)) {
    fputs(d < 0 ? "-inf" : "inf", out);
    return;
  }
  /* The fewest significant digits that read back to the same value, laid
   * out as Python's repr does: fixed for exponents in [-4, 16), else
   * scientific. */
  char buf[400];
  int p = 1;
  for (; p < maxDigits; ++p) {
    snprintf(buf, sizeof buf, "%.*e", p - 1, d);
    double back = strtod(buf, NULL);
    bool same = kind == RunnerElemF64    ? back == d
                : kind == RunnerElemF32  ? (float)back == (float)d
                : kind == RunnerElemBF16 ? runnerF32ToBF16((float)back) == runnerF32ToBF16((float)d)
                                         : runnerF32ToF16((float)back) == runnerF32ToF16((float)d);
    if (same)
      break;
  }
  snprintf(buf, sizeof buf, "%.*e", p - 1, d);
  const char *e = strchr(buf, 'e');
  int exp = e ? atoi(e + 1) : 0;
  if (exp >= -4 && exp < 16)
    snprintf(buf, sizeof buf, "%.*f", p - 1 - exp > 0 ? p - 1 - exp : 0, d);
  fputs(buf, out);
}

void runnerPrintElement(FILE *out, RunnerElemType e, const void *p) {
  switch (e.kind) {
  case RunnerElemI1:
    fputs(*(const uint8_t *)p ? "1" : "0", out);
    return;
  case RunnerElemF16: {
    uint16_t h;
    memcpy(&h, p, 2);
    printFloat(out, runnerF16ToF32(h), 5, e.kind);
    return;
  }
  case RunnerElemBF16: { /* 8 significant bits: 4 digits read back */
    uint16_t b;
    memcpy(&b, p, 2);
    printFloat(out, runnerBF16ToF32(b), 4, e.kind);
    return;
  }
  case RunnerElemF32: {
    float f;
    memcpy(&f, p, 4);
    printFloat(out, f, 9, e.kind);
    return;
  }
  case RunnerElemF64: {
    double d;
    memcpy(&d, p, 8);
    printFloat(out, d, 17, e.kind);
    return;
  }
  case RunnerElemInt:
    break;
  }
  uint64_t u = 0;
  int64_t s = 0;
  switch (e.bits) {
  case 8: {
    uint8_t x;
    memcpy(&x, p, 1);
    u = x;
    s = (int8_t)x;
    break;
  }
  case 16: {
    uint16_t x;
    memcpy(&x, p, 2);
    u = x;
    s = (int16_t)x;
    break;
  }
  case 32: {
    uint32_t x;
    memcpy(&x, p, 4);
    u = x;
    s = (int32_t)x;
    break;
  }
  default:
    memcpy(&u, p, 8);
    s = (int64_t)u;
    break;
  }
  if (e.isUnsigned)
    fprintf(out, "%llu", (unsigned long long)u);
  else
    fprintf(out, "%lld", (long long)s);
}

static void printRec(FILE *out, const RunnerType *t, const char *data, int dim, int64_t *offset) {
  size_t size = runnerElemSize(t->elem);
  fputc('[', out);
  for (int64_t i = 0; i < t->shape[dim]; ++i) {
    if (dim == t->rank - 1) {
      if (i)
        fputs(", ", out);
      runnerPrintElement(out, t->elem, data + (size_t)*offset * size);
      ++*offset;
    } else {
      if (i)
        fprintf(out, ",\n%*s", dim + 1, "");
      printRec(out, t, data, dim + 1, offset);
    }
  }
  fputc(']', out);
}

void runnerPrintBuffer(FILE *out, const RunnerType *t, const void *data) {
  if (t->rank == 0) {
    runnerPrintElement(out, t->elem, data);
  } else {
    int64_t offset = 0;
    printRec(out, t, data, 0, &offset);
  }
  fputc('\n', out);
}
