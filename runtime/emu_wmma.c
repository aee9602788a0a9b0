/*===-- emu_wmma.c - wmma.load / wmma.mma / wmma.store on the emulator ----===*
 * The PTX ISA leaves the wmma fragment layout unspecified ("opaque"); a
 * program may only load, compute on element-wise, multiply and store
 * fragments. The emulator uses the layout that ptxas (CUDA 13, sm_80) gives
 * them, read off the SASS of wmma.load/mma/store (docs/emulator.md):
 * fragments are the operands of the two HMMA.16816 instructions a wmma.mma
 * becomes, so they equal mma.sync m16n8k16 fragments tile by tile. With
 * groupID g = lane >> 2, t = lane % 4, element e of a lane's fragment, its
 * 32-bit word j = e >> 1 and half h = e & 1 (f16: two elements a word, low
 * half first; f32: one a word):
 *   A (M x K), m16n16k16 and m32n8k16: row g + 8(j&1) + 16(j>>2),
 *              col 2t + h + 8((j>>1)&1)
 *   A m8n32k16 (as B of the transposed problem): row g, col 2t + h + 8(j&1)
 *   B (K x N), m16n16k16 and m32n8k16: row 2t + h + 8(j&1), col g + 8(j>>1)
 *   B m8n32k16 (as A of the transposed problem): col g + 8(j&1) + 16(j>>2),
 *              row 2t + h + 8((j>>1)&1)
 *   C/D, q = (e>>1)&1, tile = e>>2:
 *     m16n16k16: row g + 8q,             col 2t + h + 8 tile
 *     m32n8k16:  row g + 8q + 16 tile,   col 2t + h
 *     m8n32k16:  row 2t + h,             col g + 8q + 16 tile
 * A and B fragments always have 16 f16 elements (8 words) but the matrices
 * need only M*K/32 (K*N/32) of them per lane: wmma.load repeats the distinct
 * elements (element e holds element e mod count), and wmma.mma reads the
 * first copy only, as the hardware does. The layout of memory (row or col,
 * the stride in elements) matters to load and store only; fragments are
 * the same for both layouts.
 *===----------------------------------------------------------------------===*/
#include "emu_internal.h"

#include <string.h>

typedef enum { W16x16x16 = 0, W32x8x16, W8x32x16 } WShape;

static const char *siteOr(const char *s) { return s ? s : "<unknown>"; }

static bool shapeOf(int32_t m, int32_t n, int32_t k, WShape *s) {
  if (k != 16)
    return false;
  if (m == 16 && n == 16)
    *s = W16x16x16;
  else if (m == 32 && n == 8)
    *s = W32x8x16;
  else if (m == 8 && n == 32)
    *s = W8x32x16;
  else
    return false;
  return true;
}

/* Rows and columns of a fragment's matrix: A is M x K, B K x N, C/D M x N. */
static void fragDims(int32_t frag, int32_t m, int32_t n, int32_t k, int *rows, int *cols) {
  *rows = frag == HIDET_EMU_WMMA_B ? k : m;
  *cols = frag == HIDET_EMU_WMMA_A ? k : n;
}

/* Row and column of element e (below rows*cols/32) of a lane's fragment. */
static void fragElem(WShape s, int32_t frag, int lane, int e, int *row, int *col) {
  int g = lane >> 2, t = lane & 3, h = e & 1, j = e >> 1;
  switch (frag) {
  case HIDET_EMU_WMMA_A:
    if (s == W8x32x16) {
      *row = g;
      *col = 2 * t + h + 8 * (j & 1);
    } else {
      *row = g + 8 * (j & 1) + 16 * (j >> 2);
      *col = 2 * t + h + 8 * ((j >> 1) & 1);
    }
    break;
  case HIDET_EMU_WMMA_B:
    if (s == W8x32x16) {
      *col = g + 8 * (j & 1) + 16 * (j >> 2);
      *row = 2 * t + h + 8 * ((j >> 1) & 1);
    } else {
      *row = 2 * t + h + 8 * (j & 1);
      *col = g + 8 * (j >> 1);
    }
    break;
  default: {
    int q = (e >> 1) & 1, tile = e >> 2;
    if (s == W16x16x16) {
      *row = g + 8 * q;
      *col = 2 * t + h + 8 * tile;
    } else if (s == W32x8x16) {
      *row = g + 8 * q + 16 * tile;
      *col = 2 * t + h;
    } else {
      *row = 2 * t + h;
      *col = g + 8 * q + 16 * tile;
    }
    break;
  }
  }
}

static int elemBytes(int32_t type) { return type == HIDET_EMU_F32 ? 4 : 2; }

/* Elements a lane's fragment holds (A/B: 16 f16; C/D: 8). */
static int fragElems(int32_t frag) { return frag == HIDET_EMU_WMMA_C ? 8 : 16; }

/* Reads or writes element e's bits in a fragment of 32-bit words. */
static void putBits(int32_t *w, int32_t type, int e, const void *src) {
  if (type == HIDET_EMU_F32) {
    memcpy(&w[e], src, 4);
    return;
  }
  uint16_t v;
  memcpy(&v, src, 2);
  uint32_t sh = 16u * (uint32_t)(e & 1);
  w[e / 2] = (int32_t)(((uint32_t)w[e / 2] & ~(0xFFFFu << sh)) | ((uint32_t)v << sh));
}

static void getBits(const int32_t *w, int32_t type, int e, void *dst) {
  if (type == HIDET_EMU_F32) {
    memcpy(dst, &w[e], 4);
    return;
  }
  uint16_t v = (uint16_t)((uint32_t)w[e / 2] >> (16 * (e & 1)));
  memcpy(dst, &v, 2);
}

static const char *fragName(int32_t frag) {
  return frag == HIDET_EMU_WMMA_A ? "a" : frag == HIDET_EMU_WMMA_B ? "b" : "c";
}

/* The lanes of one wmma: all 32 must exist (checked before gathering). */
static void requireFullWarp(EmuThread *t, const char *what, const char *site) {
  EmuWarp *w = &emuL.warps[t->warp];
  if (w->exists != 0xFFFFFFFFu)
    emuFail("%s: %s at %s needs all 32 lanes, but warp %d has %d", emuWho(t), what, siteOr(site), t->warp,
            __builtin_popcount(w->exists));
}

/* ---- load and store ----------------------------------------------------- */
typedef struct {
  const void *ptr;
  int32_t stride;
  int32_t *frag; /* load: written; store: read */
} MemDeposit;

typedef struct {
  WShape shape;
  int32_t frag, type, colMajor, m, n, k;
  bool store;
  const char *site;
} MemCtx;

/* Address of element (r, c) of the matrix at `base`. */
static char *elemAddr(const MemCtx *c, const void *base, int32_t stride, int r, int col) {
  int64_t idx = c->colMajor ? (int64_t)col * stride + r : (int64_t)r * stride + col;
  return (char *)(uintptr_t)base + idx * elemBytes(c->type);
}

/* The PTX ISA requires every lane to pass the same address and stride, the
 * address 256-bit aligned and the stride a multiple of 16 bytes. The
 * address check is for 16 bytes: what the code ptxas makes needs (from
 * shared memory it loads with LDSM, whose rows are 16-byte aligned; from
 * global memory 4- and 8-byte loads), and what malloc gives the host
 * buffers of upstream's CUDA integration tests, which run on GPUs. */
static void checkOperands(EmuThread **lanes, const MemCtx *c) {
  const char *op = c->store ? "wmma.store" : "wmma.load";
  const MemDeposit *d0 = lanes[0]->coll;
  for (int l = 1; l < EMU_WARP; ++l) {
    const MemDeposit *d = lanes[l]->coll;
    if (d->ptr != d0->ptr || d->stride != d0->stride)
      emuFail("%s: %s at %s: lanes of a warp pass different operands (lane 0: address %p, stride %d; lane %d: "
              "address %p, stride %d); they must be the same for the whole warp",
              emuWho(lanes[l]), op, siteOr(c->site), d0->ptr, d0->stride, l, d->ptr, d->stride);
  }
  if ((uintptr_t)d0->ptr % 16 != 0)
    emuFail("%s: %s at %s: address %p is not 16-byte aligned", emuWho(lanes[0]), op, siteOr(c->site),
            d0->ptr);
  int64_t strideBytes = (int64_t)d0->stride * elemBytes(c->type);
  if (d0->stride <= 0 || strideBytes % 16 != 0)
    emuFail("%s: %s at %s: stride %d (%s elements) is not a positive multiple of 16 bytes", emuWho(lanes[0]), op,
            siteOr(c->site), d0->stride, emuTypeName(c->type));
}

static void memCompute(EmuThread **lanes, uint32_t mask, void *ctx) {
  (void)mask;
  const MemCtx *c = ctx;
  checkOperands(lanes, c);
  int rows, cols;
  fragDims(c->frag, c->m, c->n, c->k, &rows, &cols);
  int distinct = rows * cols / EMU_WARP, size = elemBytes(c->type);
  const char *what = c->store ? "wmma.store write" : "wmma.load read";
  for (int l = 0; l < EMU_WARP; ++l) {
    MemDeposit *d = lanes[l]->coll;
    int n = c->store ? distinct : fragElems(c->frag);
    for (int e = 0; e < n; ++e) {
      int r = 0, col = 0;
      fragElem(c->shape, c->frag, l, e % distinct, &r, &col);
      char *p = elemAddr(c, d->ptr, d->stride, r, col);
      emuCheckAccess(lanes[l], p, size, what, c->site);
      if (c->store)
        getBits(d->frag, c->type, e, p);
      else
        putBits(d->frag, c->type, e, p);
    }
  }
}

static void memOp(bool store, int32_t frag, int32_t m, int32_t n, int32_t k, int32_t type, int32_t col_major,
                  const void *ptr, int32_t stride, int32_t *words, const char *site) {
  EmuThread *t = emuCur;
  if (!t)
    return;
  const char *op = store ? "wmma.store.d" : "wmma.load";
  MemCtx c = {W16x16x16, frag, type, col_major != 0, m, n, k, store, site};
  bool typeOk = frag == HIDET_EMU_WMMA_C ? type == HIDET_EMU_F16 || type == HIDET_EMU_F32 : type == HIDET_EMU_F16;
  if (frag < HIDET_EMU_WMMA_A || frag > HIDET_EMU_WMMA_C || !shapeOf(m, n, k, &c.shape) || !typeOk)
    emuFail("%s: %s%s%s.m%dn%dk%d.%s at %s is not supported by the emulator (f16 a/b, f16 or f32 c/d; m16n16k16, "
            "m32n8k16, m8n32k16)",
            emuWho(t), op, store ? "" : ".", store ? "" : fragName(frag), m, n, k, emuTypeName(type),
            siteOr(site));
  requireFullWarp(t, op, site);
  MemDeposit dep = {ptr, stride, words};
  int32_t sub = ((store ? EMU_WMMA_STORE : EMU_WMMA_LOAD) << 24) | ((int32_t)c.shape << 16) | (frag << 8) |
                (type << 4) | (int32_t)c.colMajor;
  emuCollect(t, 0xFFFFFFFFu, EMU_COLL_WMMA, sub, site, &dep, memCompute, &c);
}

void hidet_emu_wmma_load(int32_t frag, int32_t m, int32_t n, int32_t k, int32_t type, int32_t col_major,
                         const void *ptr, int32_t stride, int32_t *out, const char *site) {
  memOp(false, frag, m, n, k, type, col_major, ptr, stride, out, site);
}

void hidet_emu_wmma_store(int32_t m, int32_t n, int32_t k, int32_t type, int32_t col_major, void *ptr,
                          int32_t stride, const int32_t *in, const char *site) {
  memOp(true, HIDET_EMU_WMMA_C, m, n, k, type, col_major, ptr, stride, (int32_t *)(uintptr_t)in, site);
}

/* ---- mma ---------------------------------------------------------------- */
typedef struct {
  const int32_t *a, *b, *c;
  int32_t *d;
} MmaDeposit;

typedef struct {
  WShape shape;
  int32_t m, n, k, cd;
} MmaCtx;

/* D = A*B + C with products and sums in double, each element rounded once
 * to the D type (as emu_mma.c does for mma.sync). */
static void mmaCompute(EmuThread **lanes, uint32_t mask, void *ctx) {
  (void)mask;
  const MmaCtx *c = ctx;
  int M = c->m, N = c->n, K = c->k;
  double A[32][16], B[16][32], C[32][32];
  for (int l = 0; l < EMU_WARP; ++l) {
    const MmaDeposit *d = lanes[l]->coll;
    int r = 0, col = 0;
    for (int e = 0; e < M * K / EMU_WARP; ++e) {
      fragElem(c->shape, HIDET_EMU_WMMA_A, l, e, &r, &col);
      A[r][col] = emuLoadElem(HIDET_EMU_F16, d->a, e);
    }
    for (int e = 0; e < K * N / EMU_WARP; ++e) {
      fragElem(c->shape, HIDET_EMU_WMMA_B, l, e, &r, &col);
      B[r][col] = emuLoadElem(HIDET_EMU_F16, d->b, e);
    }
    for (int e = 0; e < 8; ++e) {
      fragElem(c->shape, HIDET_EMU_WMMA_C, l, e, &r, &col);
      C[r][col] = emuLoadElem(c->cd, d->c, e);
    }
  }
  for (int l = 0; l < EMU_WARP; ++l) {
    MmaDeposit *d = lanes[l]->coll;
    for (int e = 0; e < 8; ++e) {
      int r = 0, col = 0;
      fragElem(c->shape, HIDET_EMU_WMMA_C, l, e, &r, &col);
      double acc = C[r][col];
      for (int kk = 0; kk < K; ++kk)
        acc += A[r][kk] * B[kk][col];
      emuStoreElem(c->cd, d->d, e, acc);
    }
  }
}

void hidet_emu_wmma_mma(int32_t m, int32_t n, int32_t k, int32_t ab_type, int32_t cd_type, const int32_t *a,
                        const int32_t *b, const int32_t *c, int32_t *d, const char *site) {
  EmuThread *t = emuCur;
  if (!t)
    return;
  MmaCtx ctx = {W16x16x16, m, n, k, cd_type};
  if (!shapeOf(m, n, k, &ctx.shape) || ab_type != HIDET_EMU_F16 ||
      (cd_type != HIDET_EMU_F16 && cd_type != HIDET_EMU_F32))
    emuFail("%s: wmma.mma.m%dn%dk%d with %s inputs and %s accumulators at %s is not supported by the emulator "
            "(f16 inputs, f16 or f32 accumulators; m16n16k16, m32n8k16, m8n32k16)",
            emuWho(t), m, n, k, emuTypeName(ab_type), emuTypeName(cd_type), siteOr(site));
  requireFullWarp(t, "wmma.mma", site);
  MmaDeposit dep = {a, b, c, d};
  int32_t sub = (EMU_WMMA_MMA << 24) | ((int32_t)ctx.shape << 16) | cd_type;
  emuCollect(t, 0xFFFFFFFFu, EMU_COLL_WMMA, sub, site, &dep, mmaCompute, &ctx);
}
