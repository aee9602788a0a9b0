/*===-- emu_mma.c - mma.sync on the emulator ---------------------------------===*
 * The warp's 32 lanes gather (emuCollect); the last one unpacks every
 * lane's A, B and C fragments into whole matrices following the PTX ISA
 * fragment layouts, computes D = A*B + C with products and sums in double
 * (accumulated per output element over k = 0..K-1), rounds each element
 * once to the output type and hands every lane its part of D.
 *
 * Fragment layouts, PTX ISA section "Matrix multiply-accumulate operation
 * using mma instruction" (groupID g = laneid >> 2, threadID_in_group
 * t = laneid % 4; element i counts the fragment's elements low to high):
 *   m16n8k16 .f16/.bf16
 *     A a0..a7: row = g (i in 0,1,4,5) or g+8, col = 2t + (i&1) (+8 for i>=4)
 *     B b0..b3: row = 2t + (i&1) (+8 for i>=2), col = g
 *   m16n8k8 .f16/.bf16
 *     A a0..a3: row = g (a0,a1) or g+8 (a2,a3), col = 2t + (i&1)
 *     B b0,b1:  row = 2t + i, col = g
 *   m16n8k8 .tf32
 *     A a0..a3: row = g (a0,a2) or g+8 (a1,a3), col = t (a0,a1) or t+4 (a2,a3)
 *     B b0,b1:  row = t (b0) or t+4 (b1), col = g
 *   m16n8k4 .tf32
 *     A a0,a1:  row = g (a0) or g+8 (a1), col = t
 *     B b0:     row = t, col = g
 *   m16n8kK C/D c0..c3: row = g (c0,c1) or g+8 (c2,c3), col = 2t + (i&1)
 *   m8n8k4 .f64
 *     A a0: row = g, col = t;  B b0: row = t, col = g
 *     C/D c0,c1: row = g, col = 2t + i
 * Packing: two f16/bf16 per 32-bit word, element 2w in the low half of word
 * w; one f32/tf32 per word (tf32: the low 13 bits are ignored); f64 in two
 * words, low word first.
 *===----------------------------------------------------------------------===*/
#include "emu_internal.h"

#include <math.h>
#include <string.h>

typedef enum { SHAPE_16816, SHAPE_1688, SHAPE_1684, SHAPE_884 } Shape;

typedef struct {
  const int32_t *a, *b, *c;
  int32_t *d;
} MmaDeposit;

typedef struct {
  Shape shape;
  int32_t m, n, k, ab, cd;
} MmaCtx;

/* ---- Number formats. ---------------------------------------------------- */
/* An IEEE binary format with `eb` exponent and `mb` mantissa bits. */
static double decodeBits(uint32_t bits, int eb, int mb) {
  uint32_t sign = (bits >> (eb + mb)) & 1u, e = (bits >> mb) & ((1u << eb) - 1u), m = bits & ((1u << mb) - 1u);
  int bias = (1 << (eb - 1)) - 1;
  double v;
  if (e == 0)
    v = ldexp((double)m, 1 - bias - mb);
  else if (e == (1u << eb) - 1u)
    v = m ? NAN : INFINITY;
  else
    v = ldexp((double)(m | (1u << mb)), (int)e - bias - mb);
  return sign ? -v : v;
}

/* Rounds x to the format, to nearest even, overflowing to infinity. */
static uint32_t encodeBits(double x, int eb, int mb) {
  uint32_t sign = signbit(x) ? 1u << (eb + mb) : 0u;
  uint32_t expAll = ((1u << eb) - 1u) << mb;
  if (isnan(x))
    return expAll | (1u << (mb - 1));
  x = fabs(x);
  int bias = (1 << (eb - 1)) - 1, emin = 1 - bias, emax = bias;
  if (isinf(x))
    return sign | expAll;
  if (x < ldexp(1.0, emin)) { /* subnormal (or rounds up to the smallest normal) */
    double q = nearbyint(ldexp(x, mb - emin));
    return sign | (uint32_t)q;
  }
  int e2;
  (void)frexp(x, &e2);
  int e = e2 - 1; /* x = 1.f * 2^e */
  double q = nearbyint(ldexp(x, mb - e));
  if (q >= ldexp(1.0, mb + 1)) {
    q = ldexp(q, -1);
    ++e;
  }
  if (e > emax)
    return sign | expAll;
  return sign | ((uint32_t)(e + bias) << mb) | ((uint32_t)q - (1u << mb));
}

static uint16_t half16(const int32_t *w, int i) { return (uint16_t)((uint32_t)w[i / 2] >> (16 * (i & 1))); }

double emuLoadElem(int32_t type, const int32_t *w, int i) {
  switch (type) {
  case HIDET_EMU_F16: return decodeBits(half16(w, i), 5, 10);
  case HIDET_EMU_BF16: return decodeBits(half16(w, i), 8, 7);
  case HIDET_EMU_TF32: {
    uint32_t u = (uint32_t)w[i] & ~0x1FFFu;
    float f;
    memcpy(&f, &u, 4);
    return f;
  }
  case HIDET_EMU_F32: {
    float f;
    memcpy(&f, &w[i], 4);
    return f;
  }
  default: {
    double d;
    memcpy(&d, &w[2 * i], 8);
    return d;
  }
  }
}

void emuStoreElem(int32_t type, int32_t *w, int i, double v) {
  switch (type) {
  case HIDET_EMU_F16: {
    uint32_t h = encodeBits(v, 5, 10), sh = 16u * (uint32_t)(i & 1);
    w[i / 2] = (int32_t)(((uint32_t)w[i / 2] & ~(0xFFFFu << sh)) | (h << sh));
    break;
  }
  case HIDET_EMU_F32: {
    float f = (float)v;
    memcpy(&w[i], &f, 4);
    break;
  }
  default: memcpy(&w[2 * i], &v, 8); break;
  }
}

/* ---- Layouts. ----------------------------------------------------------- */
static void layoutA(Shape s, int32_t ab, int lane, int i, int *row, int *col) {
  int g = lane >> 2, t = lane % 4;
  switch (s) {
  case SHAPE_16816:
    *row = g + 8 * ((i >> 1) & 1);
    *col = 2 * t + (i & 1) + 8 * (i >> 2);
    break;
  case SHAPE_1688:
    if (ab == HIDET_EMU_TF32) {
      *row = g + 8 * (i & 1);
      *col = t + 4 * (i >> 1);
    } else {
      *row = g + 8 * (i >> 1);
      *col = 2 * t + (i & 1);
    }
    break;
  case SHAPE_1684:
    *row = g + 8 * i;
    *col = t;
    break;
  case SHAPE_884:
    *row = g;
    *col = t;
    break;
  }
}

static void layoutB(Shape s, int32_t ab, int lane, int i, int *row, int *col) {
  int g = lane >> 2, t = lane % 4;
  *col = g;
  switch (s) {
  case SHAPE_16816: *row = 2 * t + (i & 1) + 8 * (i >> 1); break;
  case SHAPE_1688: *row = ab == HIDET_EMU_TF32 ? t + 4 * i : 2 * t + i; break;
  case SHAPE_1684: *row = t; break;
  case SHAPE_884: *row = t; break;
  }
}

static void layoutC(Shape s, int lane, int i, int *row, int *col) {
  int g = lane >> 2, t = lane % 4;
  if (s == SHAPE_884) {
    *row = g;
    *col = 2 * t + i;
  } else {
    *row = g + 8 * (i >> 1);
    *col = 2 * t + (i & 1);
  }
}

static void mmaCompute(EmuThread **lanes, uint32_t mask, void *ctx) {
  (void)mask;
  const MmaCtx *c = ctx;
  int M = c->m, N = c->n, K = c->k;
  int nA = M * K / EMU_WARP, nB = K * N / EMU_WARP, nC = M * N / EMU_WARP;
  double A[16][16], B[16][8], C[16][8];
  for (int l = 0; l < EMU_WARP; ++l) {
    const MmaDeposit *d = lanes[l]->coll;
    int r = 0, col = 0;
    for (int i = 0; i < nA; ++i) {
      layoutA(c->shape, c->ab, l, i, &r, &col);
      A[r][col] = emuLoadElem(c->ab, d->a, i);
    }
    for (int i = 0; i < nB; ++i) {
      layoutB(c->shape, c->ab, l, i, &r, &col);
      B[r][col] = emuLoadElem(c->ab, d->b, i);
    }
    for (int i = 0; i < nC; ++i) {
      layoutC(c->shape, l, i, &r, &col);
      C[r][col] = emuLoadElem(c->cd, d->c, i);
    }
  }
  double D[16][8];
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j) {
      double acc = C[i][j];
      for (int k = 0; k < K; ++k)
        acc += A[i][k] * B[k][j];
      D[i][j] = acc;
    }
  for (int l = 0; l < EMU_WARP; ++l) {
    MmaDeposit *d = lanes[l]->coll;
    for (int i = 0; i < nC; ++i) {
      int r = 0, col = 0;
      layoutC(c->shape, l, i, &r, &col);
      emuStoreElem(c->cd, d->d, i, D[r][col]);
    }
  }
}

const char *emuTypeName(int32_t t) {
  static const char *const names[] = {"f16", "bf16", "tf32", "f32", "f64"};
  return t >= 0 && t <= 4 ? names[t] : "?";
}

void hidet_emu_mma(int32_t m, int32_t n, int32_t k, int32_t ab_type, int32_t cd_type, const int32_t *a,
                   const int32_t *b, const int32_t *c, int32_t *d, const char *site) {
  EmuThread *t = emuCur;
  if (!t)
    return;
  bool half = ab_type == HIDET_EMU_F16 || ab_type == HIDET_EMU_BF16;
  bool cdOk = cd_type == HIDET_EMU_F32 || (cd_type == HIDET_EMU_F16 && ab_type == HIDET_EMU_F16);
  MmaCtx ctx = {SHAPE_16816, m, n, k, ab_type, cd_type};
  if (m == 16 && n == 8 && k == 16 && half && cdOk)
    ctx.shape = SHAPE_16816;
  else if (m == 16 && n == 8 && k == 8 && half && cdOk)
    ctx.shape = SHAPE_1688;
  else if (m == 16 && n == 8 && k == 8 && ab_type == HIDET_EMU_TF32 && cd_type == HIDET_EMU_F32)
    ctx.shape = SHAPE_1688;
  else if (m == 16 && n == 8 && k == 4 && ab_type == HIDET_EMU_TF32 && cd_type == HIDET_EMU_F32)
    ctx.shape = SHAPE_1684;
  else if (m == 8 && n == 8 && k == 4 && ab_type == HIDET_EMU_F64 && cd_type == HIDET_EMU_F64)
    ctx.shape = SHAPE_884;
  else
    emuFail("%s: mma.sync.m%dn%dk%d with %s inputs and %s accumulators at %s is not supported by the emulator",
            emuWho(t), m, n, k, emuTypeName(ab_type), emuTypeName(cd_type), site ? site : "<unknown>");
  EmuWarp *w = &emuL.warps[t->warp];
  if (w->exists != 0xFFFFFFFFu)
    emuFail("%s: mma.sync at %s needs all 32 lanes, but warp %d has %d", emuWho(t), site ? site : "<unknown>", t->warp,
            __builtin_popcount(w->exists));
  MmaDeposit dep = {a, b, c, d};
  int32_t sub = (((m * 32 + n) * 32 + k) * 8 + ab_type) * 8 + cd_type;
  emuCollect(t, 0xFFFFFFFFu, EMU_COLL_MMA, sub, site, &dep, mmaCompute, &ctx);
}
