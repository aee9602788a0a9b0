/*===-- emu_tma.c - TMA tensor maps and tile copies -------------------------===*
 * A tensor map is made on the host (mgpuTensorMapEncodeTiledMemref, the
 * entry point upstream MLIR's nvgpu lowering calls) and checked as the
 * driver's cuTensorMapEncodeTiled checks it: rank 1..5, a 16-byte aligned
 * base, strides multiples of 16 bytes, box dims 1..256 whose innermost row
 * is a multiple of 16 bytes and, when swizzled, at most the swizzle span.
 *
 * A tile copy walks the box in row-major order (innermost dim fastest):
 * element i of the box sits at byte i * elemBytes of the shared tile before
 * the swizzle. The swizzle permutes 16-byte chunks inside each span of
 * 32/64/128 bytes by the row of the span within the repeating 256/512/1024
 * byte pattern: address bits [4, 4+B) are XORed with bits [7, 7+B), B = 1,
 * 2, 3 (as the hardware does on shared-memory addresses; the emulator's
 * shared buffers are 1024-byte aligned, so the pattern starts at a buffer's
 * start as it does on a GPU for an aligned buffer). Elements outside the
 * tensor read as zeros (NaN with the NaN fill, for float types) and are not
 * written by a store.
 *===----------------------------------------------------------------------===*/
#include "emu_tma.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TMA_MAGIC 0x544D4150u /* "TMAP" */

/* CUtensorMapDataType: element bytes, and whether NaN fill applies. */
static const struct {
  const char *name;
  int bytes;
  bool isFloat;
} kTypes[] = {
    {"uint8", 1, false},   {"uint16", 2, false},  {"uint32", 4, false}, {"int32", 4, false},
    {"uint64", 8, false},  {"int64", 8, false},   {"float16", 2, true}, {"float32", 4, true},
    {"float64", 8, true},  {"bfloat16", 2, true}, {"float32_ftz", 4, true},
    {"tfloat32", 4, true}, {"tfloat32_ftz", 4, true},
};

/* Maps live until the process ends (a device tensor map on a GPU lives
 * until its memory is freed, which upstream's wrapper never does); the
 * list keeps them reachable. */
typedef struct MapNode {
  struct MapNode *next;
  EmuTensorMap map;
} MapNode;
static MapNode *gMaps;

static void *encodeError(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void *encodeError(const char *fmt, ...) {
  char msg[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  emuHostError("mgpuTensorMapEncodeTiledMemref", "%s", msg);
  return NULL;
}

void *hidet_emu_tensor_map_encode(int64_t rank, void *memref, int64_t dataType, int64_t interleave,
                                     int64_t swizzle, int64_t l2Promotion, int64_t oobFill, const int64_t *box) {
  (void)l2Promotion; /* a cache hint: no effect on results */
  if (rank < 1 || rank > EMU_TMA_MAX_RANK)
    return encodeError("rank %lld is out of range (1..%d)", (long long)rank, EMU_TMA_MAX_RANK);
  if (dataType < 0 || dataType >= (int64_t)(sizeof kTypes / sizeof kTypes[0]))
    return encodeError("unknown data type %lld (CUtensorMapDataType 0..12)", (long long)dataType);
  if (interleave != 0)
    return encodeError("interleave %lld is not emulated (only CU_TENSOR_MAP_INTERLEAVE_NONE)", (long long)interleave);
  if (swizzle < 0 || swizzle > 3)
    return encodeError("unknown swizzle %lld (0 none, 1 32B, 2 64B, 3 128B)", (long long)swizzle);
  if (oobFill < 0 || oobFill > 1)
    return encodeError("unknown out-of-bounds fill %lld (0 zeros, 1 NaN)", (long long)oobFill);
  if (!memref || !box)
    return encodeError("null memref descriptor or box");
  EmuTensorMap m;
  memset(&m, 0, sizeof m);
  m.magic = TMA_MAGIC;
  m.rank = (int32_t)rank;
  m.dataType = (int32_t)dataType;
  m.elemBytes = kTypes[dataType].bytes;
  m.swizzleBytes = swizzle == 0 ? 0 : 16 << swizzle; /* 32, 64, 128 */
  m.nanFill = oobFill == 1 && kTypes[dataType].isFloat;
  /* A ranked memref descriptor: allocated, aligned, offset, sizes[rank],
   * strides[rank]; the map's dims are innermost first. */
  struct {
    char *allocated, *aligned;
    int64_t offset, rest[2 * EMU_TMA_MAX_RANK];
  } *d = memref;
  m.base = d->aligned + d->offset * m.elemBytes;
  for (int32_t i = 0; i < m.rank; ++i) {
    int32_t r = m.rank - 1 - i;
    m.dims[i] = d->rest[r];
    m.strides[i] = d->rest[m.rank + r] * m.elemBytes;
    m.box[i] = box[r];
  }
  if ((uintptr_t)m.base % 16 != 0)
    return encodeError("the global address %p is not 16-byte aligned", (void *)m.base);
  if (m.strides[0] != m.elemBytes)
    return encodeError("the innermost dim has a stride of %lld elements; a tensor map's innermost dim is "
                       "contiguous",
                       (long long)(m.strides[0] / m.elemBytes));
  for (int32_t i = 0; i < m.rank; ++i) {
    if (m.dims[i] < 1 || m.dims[i] > ((int64_t)1 << 32))
      return encodeError("dim %d has %lld elements (1..2^32)", (int)(m.rank - 1 - i), (long long)m.dims[i]);
    if (i > 0 && (m.strides[i] % 16 != 0 || m.strides[i] <= 0 || m.strides[i] >= ((int64_t)1 << 40)))
      return encodeError("dim %d has a stride of %lld bytes, not a positive multiple of 16 below 2^40",
                         (int)(m.rank - 1 - i), (long long)m.strides[i]);
    if (m.box[i] < 1 || m.box[i] > 256)
      return encodeError("box dim %d is %lld (1..256)", (int)(m.rank - 1 - i), (long long)m.box[i]);
  }
  int64_t rowBytes = m.box[0] * m.elemBytes;
  if (rowBytes % 16 != 0)
    return encodeError("the box's innermost row is %lld bytes, not a multiple of 16", (long long)rowBytes);
  if (m.swizzleBytes && rowBytes > m.swizzleBytes)
    return encodeError("the box's innermost row is %lld bytes, more than the %d-byte swizzle span",
                       (long long)rowBytes, m.swizzleBytes);
  MapNode *n = malloc(sizeof *n);
  if (!n)
    return encodeError("out of memory");
  n->map = m;
  n->next = gMaps;
  gMaps = n;
  return &n->map;
}

const EmuTensorMap *emuTensorMapCheck(const void *p) {
  for (const MapNode *n = gMaps; n; n = n->next)
    if (&n->map == p)
      return &n->map;
  return NULL;
}

int64_t emuTmaBoxBytes(const EmuTensorMap *m) {
  int64_t n = m->elemBytes;
  for (int32_t i = 0; i < m->rank; ++i)
    n *= m->box[i];
  return n;
}

/* The swizzled shared address of byte offset `o` of a tile at `smem`. */
static char *swizzled(const EmuTensorMap *m, char *smem, int64_t o) {
  uintptr_t a = (uintptr_t)smem + (uintptr_t)o;
  if (m->swizzleBytes) {
    uintptr_t mask = (uintptr_t)(m->swizzleBytes / 16 - 1); /* 1, 3, 7 */
    a ^= ((a >> 7) & mask) << 4;
  }
  return (char *)a;
}

/* The global address of box element `idx` at `coords`, or NULL when it is
 * out of the tensor. */
static char *globalAt(const EmuTensorMap *m, const int32_t *coords, int64_t idx) {
  char *g = m->base;
  for (int32_t d = 0; d < m->rank; ++d) {
    int64_t i = idx % m->box[d];
    idx /= m->box[d];
    int64_t c = (int64_t)coords[d] + i;
    if (c < 0 || c >= m->dims[d])
      return NULL;
    g += c * m->strides[d];
  }
  return g;
}

static void fill(const EmuTensorMap *m, char *dst) {
  if (!m->nanFill) {
    memset(dst, 0, (size_t)m->elemBytes);
    return;
  }
  switch (m->dataType) {
  case 6: memcpy(dst, &(uint16_t){0x7FFF}, 2); break; /* f16 canonical NaN */
  case 9: memcpy(dst, &(uint16_t){0x7FFF}, 2); break; /* bf16 */
  case 8: memcpy(dst, &(uint64_t){0x7FFFFFFFFFFFFFFFull}, 8); break;
  default: memcpy(dst, &(uint32_t){0x7FFFFFFFu}, 4); break;
  }
}

void emuTmaCopy(const EmuTensorMap *m, char *smem, const int32_t *coords, bool store) {
  int64_t n = emuTmaBoxBytes(m) / m->elemBytes;
  for (int64_t i = 0; i < n; ++i) {
    char *s = swizzled(m, smem, i * m->elemBytes);
    char *g = globalAt(m, coords, i);
    if (store) {
      if (g)
        memcpy(g, s, (size_t)m->elemBytes);
    } else if (g) {
      memcpy(s, g, (size_t)m->elemBytes);
    } else {
      fill(m, s);
    }
  }
}

bool emuTmaGlobalExtent(const EmuTensorMap *m, const int32_t *coords, const char **lo, const char **hi) {
  /* The in-bounds part of the box: per dim [max(c, 0), min(c + box, dim)). */
  const char *a = m->base, *b = m->base;
  for (int32_t d = 0; d < m->rank; ++d) {
    int64_t first = coords[d] < 0 ? 0 : coords[d];
    int64_t last = (int64_t)coords[d] + m->box[d];
    if (last > m->dims[d])
      last = m->dims[d];
    if (first >= last)
      return false;
    a += first * m->strides[d];
    b += (last - 1) * m->strides[d];
  }
  *lo = a;
  *hi = b + m->elemBytes;
  return true;
}
