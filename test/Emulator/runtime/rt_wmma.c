/*===-- rt_wmma.c - wmma.load / wmma.mma / wmma.store, redux.sync ----------===*/
#include "rt.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ========================================================================= *
 * wmma through memory: for every shape, accumulator type and row/col layout
 * of A, B and C/D, seeded random A, B, C are stored in memory with padded
 * strides; one warp loads the three fragments, multiplies and stores D with
 * C's layout into a NaN-poisoned buffer, which is compared with a float64
 * reference D = C + sum_k A B:
 *   f32 D: |d - ref| <= 2^-23 |ref| + 2^-40 S;  f16 D: 2^-11 |ref| + 2^-24
 * (S = |C| + sum |A B|). This holds whatever the fragment layout is, as
 * long as load, mma and store agree on it; the padding must stay poisoned.
 * --break swaps two A elements of lane 0 between load and mma.
 * ========================================================================= */
typedef struct {
  int m, n, k;
} WShape;

static const WShape kShapes[] = {{16, 16, 16}, {32, 8, 16}, {8, 32, 16}};

static uint16_t f16Bits(double v) { /* v exactly representable, normal or 0 */
  if (v == 0)
    return 0;
  int e;
  double f = frexp(fabs(v), &e); /* [0.5, 1) */
  uint16_t mant = (uint16_t)(ldexp(f, 11) - 1024);
  return (uint16_t)((v < 0 ? 0x8000 : 0) | (e - 1 + 15) << 10 | mant);
}

static double f16Value(uint16_t h) {
  int e = (h >> 10) & 31, m = h & 1023;
  double v = e == 0 ? ldexp(m, -24) : e == 31 ? (m ? NAN : INFINITY) : ldexp(m + 1024, e - 25);
  return (h >> 15) ? -v : v;
}

/* A value exactly representable in f16: |v| in [2^-4, 2). */
static double randomF16(void) {
  int m = 1024 + (int)(rnd64() % 1024), e = -4 + (int)(rnd64() % 5);
  return (rnd64() & 1 ? -1 : 1) * ldexp(m, e - 10);
}

/* A matrix in memory: rows x cols, col-major or row-major, `ld` elements
 * between consecutive rows (columns). */
typedef struct {
  int rows, cols, colMajor, ld, type;
  void *data;
  size_t bytes;
} Mat;

static int esize(int type) { return type == HIDET_EMU_F32 ? 4 : 2; }

static size_t matIndex(const Mat *x, int r, int c) {
  return x->colMajor ? (size_t)c * (size_t)x->ld + (size_t)r : (size_t)r * (size_t)x->ld + (size_t)c;
}

static void matAlloc(Mat *x, int rows, int cols, int colMajor, int type) {
  x->rows = rows;
  x->cols = cols;
  x->colMajor = colMajor;
  x->type = type;
  int inner = colMajor ? rows : cols, outer = colMajor ? cols : rows, step = 16 / esize(type);
  x->ld = inner + step * (int)(rnd64() % 3); /* padding: 0, 16 or 32 bytes */
  x->bytes = ((size_t)outer * (size_t)x->ld * (size_t)esize(type) + 63) / 64 * 64;
  x->data = aligned_alloc(64, x->bytes);
  memset(x->data, 0xFF, x->bytes); /* NaN in both types */
}

static double matGet(const Mat *x, int r, int c) {
  size_t i = matIndex(x, r, c);
  if (x->type == HIDET_EMU_F32)
    return ((const float *)x->data)[i];
  return f16Value(((const uint16_t *)x->data)[i]);
}

static void matSet(Mat *x, int r, int c, double v) {
  size_t i = matIndex(x, r, c);
  if (x->type == HIDET_EMU_F32)
    ((float *)x->data)[i] = (float)v;
  else
    ((uint16_t *)x->data)[i] = f16Bits(v);
}

typedef struct {
  const Mat *a, *b, *c, *d;
  int m, n, k, brk;
} WmmaArgs;

static void kWmma(void *args) {
  const WmmaArgs *w = SLOT_PTR(args, 0, const WmmaArgs *);
  int32_t a[8], b[8], c[8], d[8];
  memset(d, 0xEE, sizeof d);
  hidet_emu_wmma_load(HIDET_EMU_WMMA_A, w->m, w->n, w->k, HIDET_EMU_F16, w->a->colMajor, w->a->data, w->a->ld, a,
                      "wmma.c:1");
  hidet_emu_wmma_load(HIDET_EMU_WMMA_B, w->m, w->n, w->k, HIDET_EMU_F16, w->b->colMajor, w->b->data, w->b->ld, b,
                      "wmma.c:2");
  hidet_emu_wmma_load(HIDET_EMU_WMMA_C, w->m, w->n, w->k, w->c->type, w->c->colMajor, w->c->data, w->c->ld, c,
                      "wmma.c:3");
  if (w->brk && hidet_emu_sreg(HIDET_EMU_LANEID) == 0) {
    int32_t t = a[0];
    a[0] = a[1];
    a[1] = t;
  }
  hidet_emu_wmma_mma(w->m, w->n, w->k, HIDET_EMU_F16, w->c->type, a, b, c, d, "wmma.c:4");
  hidet_emu_wmma_store(w->m, w->n, w->k, w->d->type, w->d->colMajor, w->d->data, w->d->ld, d, "wmma.c:5");
}

/* One shape, accumulator type and layout triple; returns the mismatches. */
static int runWmma(const WShape *s, int cd, int layouts, int brk) {
  int M = s->m, N = s->n, K = s->k;
  Mat A, B, C, D;
  matAlloc(&A, M, K, layouts & 1, HIDET_EMU_F16);
  matAlloc(&B, K, N, (layouts >> 1) & 1, HIDET_EMU_F16);
  matAlloc(&C, M, N, (layouts >> 2) & 1, cd);
  D = C;
  D.data = aligned_alloc(64, D.bytes);
  memset(D.data, 0xFF, D.bytes);
  for (int r = 0; r < M; ++r)
    for (int c = 0; c < K; ++c)
      matSet(&A, r, c, randomF16());
  for (int r = 0; r < K; ++r)
    for (int c = 0; c < N; ++c)
      matSet(&B, r, c, randomF16());
  for (int r = 0; r < M; ++r)
    for (int c = 0; c < N; ++c)
      matSet(&C, r, c, randomF16());
  WmmaArgs w = {&A, &B, &C, &D, M, N, K, brk};
  uint64_t slots[1] = {P(&w)};
  hidet_emu_register_buffer(A.data, (int64_t)A.bytes, 0);
  hidet_emu_register_buffer(B.data, (int64_t)B.bytes, 1);
  hidet_emu_register_buffer(C.data, (int64_t)C.bytes, 2);
  hidet_emu_register_buffer(D.data, (int64_t)D.bytes, 3);
  hidet_emu_launch("wmma", kWmma, 1, 1, 1, 32, 1, 1, 0, slots);
  int bad = 0;
  for (int r = 0; r < M; ++r)
    for (int c = 0; c < N; ++c) {
      double ref = matGet(&C, r, c), S = fabs(ref);
      for (int kk = 0; kk < K; ++kk) {
        ref += matGet(&A, r, kk) * matGet(&B, kk, c);
        S += fabs(matGet(&A, r, kk) * matGet(&B, kk, c));
      }
      double got = matGet(&D, r, c);
      double tol = cd == HIDET_EMU_F32 ? 0x1p-23 * fabs(ref) + 0x1p-40 * S : 0x1p-11 * fabs(ref) + 0x1p-24;
      if (!(fabs(got - ref) <= tol)) {
        if (bad < 2)
          printf("  mismatch: m%dn%dk%d layouts %d D[%d][%d] = %.9g, reference %.9g\n", M, N, K, layouts, r, c, got,
                 ref);
        ++bad;
      }
    }
  /* The store writes the matrix only: the padding stays poisoned. */
  int inner = D.colMajor ? M : N, size = esize(cd), touched = 0;
  for (size_t i = 0; i < D.bytes / (size_t)size; ++i) {
    if ((int)(i % (size_t)D.ld) < inner && i / (size_t)D.ld < (size_t)(D.colMajor ? N : M))
      continue;
    const unsigned char *e = (const unsigned char *)D.data + i * (size_t)size;
    for (int j = 0; j < size; ++j)
      touched += e[j] != 0xFF;
  }
  if (touched) {
    printf("  m%dn%dk%d layouts %d: %d bytes of D's padding written\n", M, N, K, layouts, touched);
    ++bad;
  }
  free(A.data);
  free(B.data);
  free(C.data);
  free(D.data);
  return bad;
}

int modeWmma(int brk) {
  configure();
  gRng = gConfig.seed ^ 0x3737;
  int wrong = 0, cases = 0;
  for (size_t si = 0; si < sizeof kShapes / sizeof kShapes[0]; ++si)
    for (int cd = 0; cd < 2; ++cd) {
      int type = cd ? HIDET_EMU_F32 : HIDET_EMU_F16, bad = 0;
      for (int lay = 0; lay < 8; ++lay)
        bad += runWmma(&kShapes[si], type, lay, brk);
      printf("wmma m%dn%dk%d f16*f16+%s, 8 layouts: %d mismatches\n", kShapes[si].m, kShapes[si].n, kShapes[si].k,
             cd ? "f32" : "f16", bad);
      wrong += bad != 0;
      ++cases;
    }
  printf("wmma (%s): %d of %d shapes/types wrong\n", scheduleName(), wrong, cases);
  gFailures += wrong != 0;
  return finish();
}

/* ========================================================================= *
 * wmma-frag: the fragments of single lanes, for matrices whose element
 * (r, c) is r*32 + c (exact in f16 and f32). The .test file lists the
 * values each lane must hold, worked out by hand from the layout of
 * docs/emulator.md; a second load from the transposed (col) storage must
 * give the same fragment. Then a C fragment whose element e of lane l is
 * 100 l + e is stored, and a few matrix positions are printed.
 * ========================================================================= */
typedef struct {
  int frag, m, n, k, type, colMajor, lane;
  const void *ptr;
  int32_t ld;
  int32_t *out;
} FragArgs;

static void kFrag(void *args) {
  FragArgs *f = SLOT_PTR(args, 0, FragArgs *);
  int32_t w[8];
  memset(w, 0, sizeof w);
  hidet_emu_wmma_load(f->frag, f->m, f->n, f->k, f->type, f->colMajor, f->ptr, f->ld, w, "frag.c:1");
  if (hidet_emu_sreg(HIDET_EMU_LANEID) == f->lane)
    for (int i = 0; i < 8; ++i)
      sti(&f->out[i], w[i], "frag.c:2");
}

static void printFrag(const char *what, const WShape *s, int frag, int type, int lane) {
  static const char *const names[] = {"a", "b", "c"};
  int rows = frag == HIDET_EMU_WMMA_B ? s->k : s->m, cols = frag == HIDET_EMU_WMMA_A ? s->k : s->n;
  char line[2][512];
  for (int colMajor = 0; colMajor < 2; ++colMajor) {
    Mat x;
    matAlloc(&x, rows, cols, colMajor, type);
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < cols; ++c)
        matSet(&x, r, c, r * 32 + c);
    int32_t out[8];
    memset(out, 0xEE, sizeof out);
    FragArgs f = {frag, s->m, s->n, s->k, type, colMajor, lane, x.data, x.ld, out};
    uint64_t slots[1] = {P(&f)};
    hidet_emu_register_buffer(x.data, (int64_t)x.bytes, 0);
    hidet_emu_register_buffer(out, sizeof out, 1);
    hidet_emu_launch("frag", kFrag, 1, 1, 1, 32, 1, 1, 0, slots);
    int n = frag == HIDET_EMU_WMMA_C ? 8 : 16, len = 0;
    for (int e = 0; e < n; ++e) {
      double v;
      if (type == HIDET_EMU_F32) {
        float fv;
        memcpy(&fv, &out[e], 4);
        v = fv;
      } else {
        v = f16Value((uint16_t)((uint32_t)out[e / 2] >> (16 * (e & 1))));
      }
      len += snprintf(line[colMajor] + len, sizeof line[0] - (size_t)len, " %g", v);
    }
    free(x.data);
  }
  printf("%s %s m%dn%dk%d %s lane %d:%s%s\n", what, names[frag], s->m, s->n, s->k, type == HIDET_EMU_F32 ? "f32" : "f16",
         lane, line[0], strcmp(line[0], line[1]) ? " (col layout differs)" : " (col: same)");
}

static void kStoreFrag(void *args) {
  const Mat *d = SLOT_PTR(args, 0, const Mat *);
  int32_t lane = hidet_emu_sreg(HIDET_EMU_LANEID), w[8];
  for (int e = 0; e < 8; ++e) {
    float v = (float)(100 * lane + e);
    memcpy(&w[e], &v, 4);
  }
  hidet_emu_wmma_store(16, 16, 16, HIDET_EMU_F32, d->colMajor, d->data, d->ld, w, "frag.c:3");
}

int modeWmmaFrag(void) {
  configure();
  gRng = 5;
  for (int s = 0; s < 3; ++s) {
    int lane = s == 0 ? 5 : 30;
    printFrag("load", &kShapes[s], HIDET_EMU_WMMA_A, HIDET_EMU_F16, lane);
    printFrag("load", &kShapes[s], HIDET_EMU_WMMA_B, HIDET_EMU_F16, lane);
    printFrag("load", &kShapes[s], HIDET_EMU_WMMA_C, HIDET_EMU_F32, lane);
    printFrag("load", &kShapes[s], HIDET_EMU_WMMA_C, HIDET_EMU_F16, lane);
  }
  for (int colMajor = 0; colMajor < 2; ++colMajor) {
    Mat d;
    matAlloc(&d, 16, 16, colMajor, HIDET_EMU_F32);
    uint64_t slots[1] = {P(&d)};
    hidet_emu_register_buffer(d.data, (int64_t)d.bytes, 0);
    hidet_emu_launch("store_frag", kStoreFrag, 1, 1, 1, 32, 1, 1, 0, slots);
    printf("store m16n16k16 f32 %s: D[0][0]=%g D[1][2]=%g D[9][11]=%g D[15][15]=%g D[8][3]=%g\n",
           colMajor ? "col" : "row", matGet(&d, 0, 0), matGet(&d, 1, 2), matGet(&d, 9, 11), matGet(&d, 15, 15),
           matGet(&d, 8, 3));
    free(d.data);
  }
  return finish();
}

/* ========================================================================= *
 * wmma-bad: misuse is reported with the site, and stops the launch.
 * ========================================================================= */
static void kWmmaBad(void *args) {
  int32_t which = (int32_t)SLOT_I64(args, 0);
  const char *buf = SLOT_PTR(args, 1, const char *);
  int32_t lane = hidet_emu_sreg(HIDET_EMU_LANEID), w[8] = {0};
  switch (which) {
  case 0: /* misaligned */
    hidet_emu_wmma_load(HIDET_EMU_WMMA_A, 16, 16, 16, HIDET_EMU_F16, 0, buf + 8, 16, w, "bad.mlir:1:1");
    break;
  case 1: /* stride of 12 f16 = 24 bytes */
    hidet_emu_wmma_load(HIDET_EMU_WMMA_A, 16, 16, 16, HIDET_EMU_F16, 0, buf, 12, w, "bad.mlir:2:1");
    break;
  case 2: /* lanes disagree */
    hidet_emu_wmma_load(HIDET_EMU_WMMA_B, 16, 16, 16, HIDET_EMU_F16, 0, buf + (lane == 7 ? 32 : 0), 16, w,
                        "bad.mlir:3:1");
    break;
  case 3: /* 16 rows of stride 16 from the last 256 bytes of a 512-byte buffer: rows 8.. are past the end */
    hidet_emu_wmma_load(HIDET_EMU_WMMA_A, 16, 16, 16, HIDET_EMU_F16, 0, buf + 256, 16, w, "bad.mlir:4:1");
    break;
  case 4: /* bf16 mma */
    hidet_emu_wmma_mma(16, 16, 16, HIDET_EMU_BF16, HIDET_EMU_F32, w, w, w, w, "bad.mlir:5:1");
    break;
  case 5: /* a shape wmma does not have */
    hidet_emu_wmma_store(16, 8, 16, HIDET_EMU_F32, 0, (void *)(uintptr_t)buf, 16, w, "bad.mlir:6:1");
    break;
  default: /* partial warp */
    hidet_emu_wmma_mma(16, 16, 16, HIDET_EMU_F16, HIDET_EMU_F32, w, w, w, w, "bad.mlir:7:1");
    break;
  }
}

int modeWmmaBad(const char *which) {
  static const char *const cases[] = {"misaligned", "stride", "diverge", "oob", "bf16", "shape", "partial-warp"};
  int c = 0;
  while (c < 6 && strcmp(which, cases[c]) != 0)
    ++c;
  _Alignas(64) static char buf[512];
  uint64_t slots[2] = {(uint64_t)c, P(buf)};
  configure();
  hidet_emu_register_buffer(buf, sizeof buf, 0);
  hidet_emu_launch("wmma_bad", kWmmaBad, 1, 1, 1, c == 6 ? 40 : 32, 1, 1, 0, slots);
  return finish();
}

/* ========================================================================= *
 * redux: every operation over a full warp and over a partial mask, against
 * a reference folded here; values are seeded random with a few extremes.
 * ========================================================================= */
static void kRedux(void *args) {
  const int32_t *in = SLOT_PTR(args, 0, const int32_t *);
  int32_t *out = SLOT_PTR(args, 1, int32_t *);
  uint32_t mask = (uint32_t)SLOT_I64(args, 2);
  int32_t lane = hidet_emu_sreg(HIDET_EMU_LANEID);
  if (!((mask >> lane) & 1u))
    return;
  for (int k = HIDET_EMU_REDUX_ADD; k <= HIDET_EMU_REDUX_XOR; ++k)
    sti(&out[k * 32 + lane], hidet_emu_redux(k, (int32_t)mask, ldi(&in[lane], "redux.c:1"), "redux.c:2"),
        "redux.c:3");
}

static uint32_t reduxRef(int kind, const int32_t *in, uint32_t mask) {
  uint32_t acc = 0;
  int first = 1;
  for (int l = 0; l < 32; ++l) {
    if (!((mask >> l) & 1u))
      continue;
    uint32_t v = (uint32_t)in[l];
    if (first) {
      acc = v;
      first = 0;
    } else if (kind == HIDET_EMU_REDUX_ADD) {
      acc = acc + v;
    } else if (kind == HIDET_EMU_REDUX_MIN) {
      acc = (uint32_t)((int32_t)acc < (int32_t)v ? (int32_t)acc : (int32_t)v);
    } else if (kind == HIDET_EMU_REDUX_MAX) {
      acc = (uint32_t)((int32_t)acc > (int32_t)v ? (int32_t)acc : (int32_t)v);
    } else if (kind == HIDET_EMU_REDUX_UMIN) {
      acc = acc < v ? acc : v;
    } else if (kind == HIDET_EMU_REDUX_UMAX) {
      acc = acc > v ? acc : v;
    } else if (kind == HIDET_EMU_REDUX_AND) {
      acc &= v;
    } else if (kind == HIDET_EMU_REDUX_OR) {
      acc |= v;
    } else {
      acc ^= v;
    }
  }
  return acc;
}

int modeRedux(void) {
  static const char *const names[] = {"add", "min", "max", "umin", "umax", "and", "or", "xor"};
  static const uint32_t masks[] = {0xFFFFFFFFu, 0x0000FFF0u};
  configure();
  gRng = gConfig.seed ^ 0x7e7e;
  int32_t in[32], out[8 * 32];
  for (int l = 0; l < 32; ++l)
    in[l] = (int32_t)(uint32_t)rnd64();
  in[3] = INT32_MIN;
  in[9] = INT32_MAX;
  in[20] = -1;
  for (int mi = 0; mi < 2; ++mi) {
    memset(out, 0xEE, sizeof out);
    uint64_t slots[3] = {P(in), P(out), masks[mi]};
    hidet_emu_register_buffer(in, sizeof in, 0);
    hidet_emu_register_buffer(out, sizeof out, 1);
    hidet_emu_launch("redux", kRedux, 1, 1, 1, 32, 1, 1, 0, slots);
    int bad = 0;
    for (int k = 0; k < 8; ++k)
      for (int l = 0; l < 32; ++l) {
        uint32_t want = (masks[mi] >> l) & 1u ? reduxRef(k, in, masks[mi]) : 0xEEEEEEEEu;
        if ((uint32_t)out[k * 32 + l] != want) {
          if (bad < 3)
            printf("  redux.%s lane %d: 0x%08x, expected 0x%08x\n", names[k], l, (uint32_t)out[k * 32 + l], want);
          ++bad;
        }
      }
    printf("redux mask 0x%08x (%s): 8 operations, %d mismatches\n", masks[mi], scheduleName(), bad);
    gFailures += bad != 0;
  }
  return finish();
}
