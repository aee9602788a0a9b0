/*===-- rt_mma.c - mma.sync for every supported shape and type -------------===*/
#include "rt.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ========================================================================= *
 * mma: every supported shape and type. A, B, C are whole matrices of seeded
 * random values exactly representable in their types; they are dealt to the
 * lanes with the inverse of the PTX ISA fragment figures (element (row,
 * col) -> lane, register index), written below independently of the
 * runtime's per-register formulas; each lane calls hidet_emu_mma; D is
 * gathered the same way and compared with a float64 reference
 * D = C + sum_k A[i][k] B[k][j]:
 *   f32 D: |d - ref| <= 2^-23 |ref| + 2^-40 S   (one rounding to f32)
 *   f16 D: |d - ref| <= 2^-11 |ref| + 2^-24     (one rounding to f16)
 *   f64 D: |d - ref| <= 2^-50 S                 (double sums)
 * where S = |C[i][j]| + sum_k |A[i][k] B[k][j]|.
 * ========================================================================= */
enum {
  TF16 = HIDET_EMU_F16,
  TBF16 = HIDET_EMU_BF16,
  TTF32 = HIDET_EMU_TF32,
  TF32 = HIDET_EMU_F32,
  TF64 = HIDET_EMU_F64
};

typedef struct {
  int m, n, k, ab, cd;
} MmaShape;

/* Owner of A element (r, c): lane and element index. */
static void ownerA(const MmaShape *s, int r, int c, int *lane, int *idx) {
  if (s->m == 8) { /* m8n8k4 f64: lane 4r + c */
    *lane = r * 4 + c;
    *idx = 0;
  } else if (s->ab == TTF32 && s->k == 4) { /* 16x4: rows 0-7 in a0, 8-15 in a1 */
    *lane = (r % 8) * 4 + c;
    *idx = r / 8;
  } else if (s->ab == TTF32) { /* 16x8: 8x4 quadrants TL a0, BL a1, TR a2, BR a3 */
    *lane = (r % 8) * 4 + c % 4;
    *idx = (r / 8) + 2 * (c / 4);
  } else if (s->k == 8) { /* 16x8 halves: pairs of columns per lane; top a0a1, bottom a2a3 */
    *lane = (r % 8) * 4 + c / 2;
    *idx = c % 2 + 2 * (r / 8);
  } else { /* 16x16 halves: 8x8 quadrants TL a0a1, BL a2a3, TR a4a5, BR a6a7 */
    *lane = (r % 8) * 4 + (c % 8) / 2;
    *idx = c % 2 + 2 * (r / 8) + 4 * (c / 8);
  }
}

/* Owner of B element (r, c) (B is k x n, "col" layout: a lane holds part of
 * one column c = lane / 4). */
static void ownerB(const MmaShape *s, int r, int c, int *lane, int *idx) {
  if (s->m == 8 || (s->ab == TTF32 && s->k == 4)) { /* 4x8: one element per lane */
    *lane = c * 4 + r;
    *idx = 0;
  } else if (s->ab == TTF32) { /* 8x8: rows 0-3 in b0, 4-7 in b1 */
    *lane = c * 4 + r % 4;
    *idx = r / 4;
  } else if (s->k == 8) { /* 8x8 halves: two consecutive rows per lane */
    *lane = c * 4 + r / 2;
    *idx = r % 2;
  } else { /* 16x8 halves: rows 0-7 in b0b1, rows 8-15 in b2b3 */
    *lane = c * 4 + (r % 8) / 2;
    *idx = r % 2 + 2 * (r / 8);
  }
}

/* Owner of C/D element (r, c). */
static void ownerC(const MmaShape *s, int r, int c, int *lane, int *idx) {
  if (s->m == 8) { /* 8x8 f64: two consecutive columns per lane */
    *lane = r * 4 + c / 2;
    *idx = c % 2;
  } else { /* 16x8: two consecutive columns per lane; top c0c1, bottom c2c3 */
    *lane = (r % 8) * 4 + c / 2;
    *idx = c % 2 + 2 * (r / 8);
  }
}

static int wordsOf(int type, int elems) {
  return type == TF16 || type == TBF16 ? elems / 2 : type == TF64 ? elems * 2 : elems;
}

/* Random values exactly representable in each type, built from a
 * significand and an exponent. */
static double randomValue(int type, uint32_t *bits16) {
  int sign = rnd64() & 1;
  switch (type) {
  case TF16: {
    int m = 1024 + (int)(rnd64() % 1024), e = -4 + (int)(rnd64() % 5); /* |v| in [2^-4, 2) */
    *bits16 = (uint32_t)(sign << 15 | (e + 15) << 10 | (m - 1024));
    return (sign ? -1 : 1) * ldexp(m, e - 10);
  }
  case TBF16: {
    int m = 128 + (int)(rnd64() % 128), e = -4 + (int)(rnd64() % 5);
    *bits16 = (uint32_t)(sign << 15 | (e + 127) << 7 | (m - 128));
    return (sign ? -1 : 1) * ldexp(m, e - 7);
  }
  default: return (sign ? -1 : 1) * (0.0625 + 1.9375 * rndUnit());
  }
}

/* tf32 as the hardware reads an f32 register: the significand truncated to
 * 11 bits (towards zero). */
static double tf32Of(float f) {
  int e;
  double m = frexp((double)f, &e); /* |m| in [0.5, 1) */
  return ldexp(trunc(m * 2048.0) / 2048.0, e);
}

static double halfBitsToDouble(uint16_t h) {
#ifdef __FLT16_MAX__
  _Float16 f;
  memcpy(&f, &h, 2);
  return (double)f;
#else
  int e = (h >> 10) & 31, m = h & 1023;
  double v = e == 0 ? ldexp(m, -24) : e == 31 ? (m ? NAN : INFINITY) : ldexp(m + 1024, e - 25);
  return (h >> 15) ? -v : v;
#endif
}

static void putElem(int32_t *words, int type, int idx, double v, uint32_t bits16) {
  if (type == TF16 || type == TBF16) {
    uint32_t w = (uint32_t)words[idx / 2], sh = 16u * (uint32_t)(idx % 2);
    words[idx / 2] = (int32_t)((w & ~(0xFFFFu << sh)) | (bits16 << sh));
  } else if (type == TF64) {
    memcpy(&words[2 * idx], &v, 8);
  } else {
    float f = (float)v;
    memcpy(&words[idx], &f, 4);
  }
}

static void kMma(void *args) {
  const int32_t *frags = SLOT_PTR(args, 0, const int32_t *);
  int32_t *outD = SLOT_PTR(args, 1, int32_t *);
  int32_t m = (int32_t)SLOT_I64(args, 2), n = (int32_t)SLOT_I64(args, 3), k = (int32_t)SLOT_I64(args, 4);
  int32_t ab = (int32_t)SLOT_I64(args, 5), cd = (int32_t)SLOT_I64(args, 6);
  int32_t wa = (int32_t)SLOT_I64(args, 7), wb = (int32_t)SLOT_I64(args, 8), wc = (int32_t)SLOT_I64(args, 9);
  int32_t lane = hidet_emu_sreg(HIDET_EMU_LANEID), warp = hidet_emu_sreg(HIDET_EMU_WARPID);
  int32_t stride = wa + wb + wc;
  int32_t a[8], b[4], c[8], d[8];
  const int32_t *f = frags + (warp * 32 + lane) * stride;
  for (int i = 0; i < wa; ++i)
    a[i] = ldi(&f[i], "mma.c:1");
  for (int i = 0; i < wb; ++i)
    b[i] = ldi(&f[wa + i], "mma.c:2");
  for (int i = 0; i < wc; ++i)
    c[i] = ldi(&f[wa + wb + i], "mma.c:3");
  memset(d, 0xFF, sizeof d); /* poison: NaN in every type */
  hidet_emu_mma(m, n, k, ab, cd, a, b, c, d, "mma.mlir:5:5");
  for (int i = 0; i < wc; ++i)
    sti(&outD[(warp * 32 + lane) * wc + i], d[i], "mma.c:4");
}

static int runMma(const MmaShape *s, int brk, int warps) {
  int M = s->m, N = s->n, K = s->k;
  int wa = wordsOf(s->ab, M * K / 32), wb = wordsOf(s->ab, K * N / 32), wc = wordsOf(s->cd, M * N / 32);
  int stride = wa + wb + wc;
  int32_t *frags = calloc((size_t)(32 * warps * stride), 4);
  int32_t *outD = malloc((size_t)(32 * warps * wc) * 4);
  memset(outD, 0xEE, (size_t)(32 * warps * wc) * 4);
  double(*A)[16][16] = calloc((size_t)warps, sizeof *A), (*B)[16][8] = calloc((size_t)warps, sizeof *B),
  (*C)[16][8] = calloc((size_t)warps, sizeof *C);
  /* Every (lane, index) must be owned by exactly one element. */
  int seenA[32][8] = {{0}}, seenB[32][4] = {{0}}, seenC[32][4] = {{0}};
  for (int w = 0; w < warps; ++w) {
    for (int r = 0; r < M; ++r)
      for (int c = 0; c < K; ++c) {
        uint32_t h = 0;
        double v = randomValue(s->ab, &h);
        int lane, idx;
        ownerA(s, r, c, &lane, &idx);
        if (brk && r == 0 && c == 0)
          ownerA(s, 8 % M, 1, &lane, &idx);
        else if (brk && r == 8 % M && c == 1)
          ownerA(s, 0, 0, &lane, &idx);
        if (w == 0)
          seenA[lane][idx]++;
        putElem(frags + (w * 32 + lane) * stride, s->ab, idx, v, h);
        A[w][r][c] = s->ab == TTF32 ? tf32Of((float)v) : v;
      }
    for (int r = 0; r < K; ++r)
      for (int c = 0; c < N; ++c) {
        uint32_t h = 0;
        double v = randomValue(s->ab, &h);
        int lane, idx;
        ownerB(s, r, c, &lane, &idx);
        if (w == 0)
          seenB[lane][idx]++;
        putElem(frags + (w * 32 + lane) * stride + wa, s->ab, idx, v, h);
        B[w][r][c] = s->ab == TTF32 ? tf32Of((float)v) : v;
      }
    for (int r = 0; r < M; ++r)
      for (int c = 0; c < N; ++c) {
        uint32_t h = 0;
        double v = randomValue(s->cd, &h);
        int lane, idx;
        ownerC(s, r, c, &lane, &idx);
        if (w == 0)
          seenC[lane][idx]++;
        putElem(frags + (w * 32 + lane) * stride + wa + wb, s->cd, idx, v, h);
        C[w][r][c] = s->cd == TF32 ? (double)(float)v : v;
      }
  }
  int layoutBad = 0;
  for (int l = 0; l < 32; ++l) {
    for (int i = 0; i < M * K / 32; ++i)
      layoutBad += seenA[l][i] != 1;
    for (int i = 0; i < K * N / 32; ++i)
      layoutBad += seenB[l][i] != 1;
    for (int i = 0; i < M * N / 32; ++i)
      layoutBad += seenC[l][i] != 1;
  }
  uint64_t slots[10] = {P(frags),        P(outD),         (uint64_t)M,  (uint64_t)N,  (uint64_t)K,
                        (uint64_t)s->ab, (uint64_t)s->cd, (uint64_t)wa, (uint64_t)wb, (uint64_t)wc};
  hidet_emu_register_buffer(frags, (int64_t)(32 * warps * stride) * 4, 0);
  hidet_emu_register_buffer(outD, (int64_t)(32 * warps * wc) * 4, 1);
  hidet_emu_launch("mma", kMma, 1, 1, 1, 32 * warps, 1, 1, 0, slots);
  int bad = 0;
  double worst = 0;
  for (int w = 0; w < warps; ++w)
    for (int r = 0; r < M; ++r)
      for (int c = 0; c < N; ++c) {
        double ref = C[w][r][c], S = fabs(C[w][r][c]);
        for (int kk = 0; kk < K; ++kk) {
          ref += A[w][r][kk] * B[w][kk][c];
          S += fabs(A[w][r][kk] * B[w][kk][c]);
        }
        int lane, idx;
        ownerC(s, r, c, &lane, &idx);
        const int32_t *dw = outD + (w * 32 + lane) * wc;
        double got, tol;
        if (s->cd == TF16) {
          got = halfBitsToDouble((uint16_t)((uint32_t)dw[idx / 2] >> (16 * (idx % 2))));
          tol = 0x1p-11 * fabs(ref) + 0x1p-24;
        } else if (s->cd == TF64) {
          memcpy(&got, &dw[2 * idx], 8);
          tol = 0x1p-50 * S;
        } else {
          float fv;
          memcpy(&fv, &dw[idx], 4);
          got = fv;
          tol = 0x1p-23 * fabs(ref) + 0x1p-40 * S;
        }
        double err = fabs(got - ref);
        if (!(err <= tol)) {
          if (bad < 4)
            printf("  mismatch: warp %d D[%d][%d] = %.9g, reference %.9g\n", w, r, c, got, ref);
          ++bad;
        }
        if (err / (S > 0 ? S : 1) > worst)
          worst = err / (S > 0 ? S : 1);
      }
  static const char *const tn[] = {"f16", "bf16", "tf32", "f32", "f64"};
  printf("mma m%dn%dk%d %s*%s+%s (%d warps): layout %s, %d mismatches\n", M, N, K, tn[s->ab], tn[s->ab], tn[s->cd],
         warps, layoutBad ? "NOT a bijection" : "ok", bad);
  free(frags);
  free(outD);
  free(A);
  free(B);
  free(C);
  return bad + layoutBad;
}

static const MmaShape kMmaShapes[] = {{16, 8, 16, TF16, TF32}, {16, 8, 16, TF16, TF16}, {16, 8, 16, TBF16, TF32},
                                      {16, 8, 8, TF16, TF32},  {16, 8, 8, TF16, TF16},  {16, 8, 8, TBF16, TF32},
                                      {16, 8, 8, TTF32, TF32}, {16, 8, 4, TTF32, TF32}, {8, 8, 4, TF64, TF64}};

int modeMma(int brk) {
  configure();
  gRng = gConfig.seed ^ 0x5151;
  int bad = 0;
  for (size_t i = 0; i < sizeof kMmaShapes / sizeof kMmaShapes[0]; ++i)
    bad += runMma(&kMmaShapes[i], brk, 2) != 0;
  printf("mma (%s): %d of %d shapes/types wrong\n", scheduleName(), bad,
         (int)(sizeof kMmaShapes / sizeof kMmaShapes[0]));
  gFailures += bad != 0;
  return finish();
}

static void kMmaBad(void *args) {
  int32_t which = (int32_t)SLOT_I64(args, 0);
  int32_t a[8] = {0}, b[4] = {0}, c[8] = {0}, d[8];
  if (which == 0)
    hidet_emu_mma(16, 8, 16, HIDET_EMU_BF16, HIDET_EMU_F16, a, b, c, d, "mma.mlir:7:7");
  else
    hidet_emu_mma(16, 8, 16, HIDET_EMU_F16, HIDET_EMU_F32, a, b, c, d, "mma.mlir:8:7");
}

int modeMmaBad(const char *which) {
  int c = !strcmp(which, "partial-warp");
  uint64_t slots[1] = {(uint64_t)c};
  configure();
  hidet_emu_launch("mma_bad", kMmaBad, 1, 1, 1, c ? 40 : 32, 1, 1, 0, slots);
  return finish();
}
