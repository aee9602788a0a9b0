/*===-- wgmma.c - The parts of the sm_90a (wgmma + TMA) GEMM kernels ------===*
 * See wgmma_gen.h for the ring, the barriers and the descriptors.
 *===----------------------------------------------------------------------===*/
#include "wgmma_gen.h"

#include "kernel_attrs.h"

#include <stdio.h>
#include <string.h>

typedef KtVal Val;

/* Descriptor bits above the start address: leading and stride byte
 * offsets (>> 4) and the 128-byte swizzle mode. */
static int64_t descHigh(int64_t lbo, int64_t sbo) {
  return (INT64_C(1) << 62) | ((sbo >> 4) << 32) | ((lbo >> 4) << 16);
}

static Val i64c(WgmmaGen *g, int64_t v) {
  Val r = ktFresh(g->kt);
  ktLine(g->kt, "%s = arith.constant %lld : i64", r.s, (long long)v);
  return r;
}

static Val i64op(WgmmaGen *g, const char *op, Val a, Val b) {
  Val r = ktFresh(g->kt);
  ktLine(g->kt, "%s = arith.%s %s, %s : i64", r.s, op, a.s, b.s);
  return r;
}

static Val toI64(WgmmaGen *g, Val x) {
  Val r = ktFresh(g->kt);
  ktLine(g->kt, "%s = arith.index_cast %s : index to i64", r.s, x.s);
  return r;
}

/* "1x" before a box's shape when its tensor map has a batch coordinate. */
static const char *batchDim(int rank) { return rank == 3 ? "1x" : ""; }

void wgmmaInitTypes(WgmmaGen *g) {
  const char *E = g->elem;
  int64_t bRows = g->bKMajor ? g->bn : 64;
  snprintf(g->boxA, sizeof g->boxA, "memref<%s%lldx64x%s, #gpu.address_space<workgroup>>",
           batchDim(g->rankA), (long long)g->bm, E);
  snprintf(g->boxB, sizeof g->boxB, "memref<%s%lldx64x%s, #gpu.address_space<workgroup>>",
           batchDim(g->rankB), (long long)bRows, E);
  const int64_t boxA[3] = {1, g->bm, 64}, boxB[3] = {1, bRows, 64};
  kernelTensorMapType(g->descA, sizeof g->descA, g->rankA, boxA + 3 - g->rankA, E);
  kernelTensorMapType(g->descB, sizeof g->descB, g->rankB, boxB + 3 - g->rankB, E);
  snprintf(g->bar, sizeof g->bar,
           "!nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>, num_barriers = %lld>",
           (long long)(2 * g->S));
  size_t at = (size_t)snprintf(g->accTy, sizeof g->accTy, "!llvm.struct<(");
  for (int64_t i = 0; i < g->bn / 2 && at < sizeof g->accTy; ++i)
    at += (size_t)snprintf(g->accTy + at, sizeof g->accTy - at, "%sf32", i ? ", " : "");
  if (at < sizeof g->accTy)
    snprintf(g->accTy + at, sizeof g->accTy - at, ")>");
}

void wgmmaTileCoords(WgmmaGen *g, Val item, int64_t mT, int64_t nT, int group, int64_t split,
                     Val *b, Val *slice, Val *m0, Val *n0) {
  KernelText *kt = g->kt;
  int64_t per = mT * nT;
  *b = ktIxc(kt, "divui", item, per * split);
  Val tile = item;
  if (split > 1) {
    Val rest = ktIxc(kt, "remui", item, per * split);
    *slice = ktIxc(kt, "divui", rest, per);
    tile = rest;
  } else {
    *slice = ktIndex(kt, 0);
  }
  Val r = ktIxc(kt, "remui", tile, per), mi, ni;
  if (group <= 1 || mT <= 1) {
    mi = ktIxc(kt, "divui", r, nT);
    ni = ktIxc(kt, "remui", r, nT);
  } else {
    /* `group` m-tile rows are walked column by column (the blocks running
     * at once share B's tiles in L2); the last group may be shorter. */
    int64_t inGroup = group * nT;
    Val first = ktIxc(kt, "muli", ktIxc(kt, "divui", r, inGroup), group);
    Val size = ktIxc(kt, "minsi", ktIx(kt, "subi", ktIndex(kt, mT), first), group);
    Val q = ktIxc(kt, "remui", r, inGroup);
    mi = ktIx(kt, "addi", first, ktIx(kt, "remui", q, size));
    ni = ktIx(kt, "divui", q, size);
  }
  *m0 = ktIxc(kt, "muli", mi, g->bm);
  *n0 = ktIxc(kt, "muli", ni, g->bn);
}

void wgmmaStagePhase(WgmmaGen *g, Val j, Val *stage, Val *phase) {
  *stage = ktIxc(g->kt, "remui", j, g->S);
  Val odd = ktIxc(g->kt, "remui", ktIxc(g->kt, "divui", j, g->S), 2);
  *phase = ktFresh(g->kt);
  ktLine(g->kt, "%s = arith.cmpi ne, %s, %s : index", phase->s, odd.s, ktIndex(g->kt, 0).s);
}

/* The TMA coordinates, innermost first: x, y, and the batch when the map
 * has one. */
static void coords(char *buf, size_t size, Val x, Val y, Val b, int rank) {
  if (rank == 3)
    snprintf(buf, size, "%s, %s, %s", x.s, y.s, b.s);
  else
    snprintf(buf, size, "%s, %s", x.s, y.s);
}

static void emitTma(WgmmaGen *g, Val st, Val base, Val b, Val m0, Val n0, Val k0);

int64_t wgmmaFullArrivals(const WgmmaGen *g) {
  return (g->tma[0] || g->tma[1] ? 1 : 0) + (!g->tma[0] || !g->tma[1] ? 128 : 0);
}

/* One staged element: the load hook of operand k at (b, r, c) (its
 * coordinate order), with r clamped into [0, rLim) when `clampR` and c
 * past cLim read as 0 when `checkC` (else c is in range). */
static Val stagedLoad(WgmmaGen *g, int k, Val b, Val r, Val c, int64_t rLim, bool clampR,
                      int64_t cLim, bool checkC) {
  KernelText *kt = g->kt;
  if (clampR)
    r = ktIxc(kt, "minui", r, rLim - 1);
  Val cc = checkC ? ktIxc(kt, "minui", c, cLim - 1) : c, v = ktFresh(kt);
  ktLine(kt, "%s = func.call @__hidet_load_in%d(%s, %s, %s%s) : (index, index, index%s) -> %s", v.s,
         k, b.s, r.s, cc.s, g->argVals, g->argTys, g->elem);
  if (!checkC)
    return v;
  Val z = ktFresh(kt), sel = ktFresh(kt);
  ktLine(kt, "%s = arith.constant 0.0 : %s", z.s, g->elem);
  ktLine(kt, "%s = arith.select %s, %s, %s : %s", sel.s, ktUlt(kt, c, ktIndex(kt, cLim)).s, v.s, z.s,
         g->elem);
  return sel;
}

/* Operand k's share of thread ptid in the stage at byte `base`: the tile
 * as rows of 64 elements (A: bm rows of k; a k-major B: bn rows of k; an
 * n-major B: bn/64 boxes of 64 k rows of n), each 16-byte chunk of 8
 * elements loaded through the hook and stored where TMA's 128-byte
 * swizzle puts it (chunk c of row r at c ^ (r % 8)). Chunk i of the tile
 * is box i / (8*rows), then row (i / 8) % rows, chunk i % 8; thread t
 * takes chunks t, t + 128, ... in an scf.for, not unrolled: the chunks'
 * addresses are k-loop invariant, and hoisting them all out of the k loop
 * (as an unrolled copy lets LLVM do) costs a register each. */
static void emitStaged(WgmmaGen *g, int k, Val base, Val b, Val m0, Val n0, Val k0, Val ptid) {
  KernelText *kt = g->kt;
  bool nMajor = k == 1 && !g->bKMajor;
  int64_t rows = k == 0 ? g->bm : nMajor ? 64 : g->bn, boxes = nMajor ? g->bn / 64 : 1;
  int64_t off0 = k == 0 ? 0 : g->aBytes, chunks = boxes * rows * 8;
  char sTy[96];
  snprintf(sTy, sizeof sTy, "memref<%lldx%s, #gpu.address_space<workgroup>>",
           (long long)(g->stageBytes / 2), g->elem);
  Val sv = ktFresh(kt), q = ktFresh(kt);
  ktLine(kt, "%s = memref.view %s[%s][] : memref<?xi8, #gpu.address_space<workgroup>> to %s", sv.s,
         g->dsm.s, base.s, sTy);
  /* every thread has the same number of chunks: 128 divides 8 * rows */
  ktLine(kt, "scf.for %s = %s to %s step %s {", q.s, ptid.s, ktIndex(kt, chunks).s,
         ktIndex(kt, 128).s);
  kt->indent++;
  Val box = ktIxc(kt, "divui", q, rows * 8), r = ktIxc(kt, "remui", ktIxc(kt, "divui", q, 8), rows);
  Val c = ktIxc(kt, "remui", q, 8), c8 = ktIxc(kt, "muli", c, 8);
  Val e[8];
  for (int x = 0; x < 8; ++x) {
    Val col = ktIxc(kt, "addi", c8, x);
    if (k == 0) /* A (b, m, k): rows of m, columns of k */
      e[x] = stagedLoad(g, 0, b, ktIx(kt, "addi", m0, r), ktIx(kt, "addi", k0, col), g->M,
                        g->M % g->bm != 0, g->K, g->K % 64 != 0);
    else if (!nMajor) /* k-major B (b, n, k) */
      e[x] = stagedLoad(g, 1, b, ktIx(kt, "addi", n0, r), ktIx(kt, "addi", k0, col), g->N,
                        g->N % g->bn != 0, g->K, g->K % 64 != 0);
    else { /* n-major B (b, k, n): rows of k, columns of n; k past K must
            * read 0, n past N only feeds columns that are never stored */
      Val kr = ktIx(kt, "addi", k0, r);
      Val n = ktIx(kt, "addi", n0, ktIx(kt, "addi", col, ktIxc(kt, "muli", box, 64)));
      if (g->N % g->bn)
        n = ktIxc(kt, "minui", n, g->N - 1);
      if (g->K % 64 != 0) {
        Val v = stagedLoad(g, 1, b, ktIxc(kt, "minui", kr, g->K - 1), n, 0, false, 0, false);
        Val z = ktFresh(kt), sel = ktFresh(kt);
        ktLine(kt, "%s = arith.constant 0.0 : %s", z.s, g->elem);
        ktLine(kt, "%s = arith.select %s, %s, %s : %s", sel.s, ktUlt(kt, kr, ktIndex(kt, g->K)).s,
               v.s, z.s, g->elem);
        e[x] = sel;
      } else {
        e[x] = stagedLoad(g, 1, b, kr, n, 0, false, 0, false);
      }
    }
  }
  Val v = ktFresh(kt);
  ktLine(kt, "%s = vector.from_elements %s, %s, %s, %s, %s, %s, %s, %s : vector<8x%s>", v.s, e[0].s,
         e[1].s, e[2].s, e[3].s, e[4].s, e[5].s, e[6].s, e[7].s, g->elem);
  /* element offset in the stage: the operand, its box, row, swizzled chunk */
  Val swz = ktIx(kt, "xori", c, ktIxc(kt, "remui", r, 8));
  Val at = ktIx(kt, "addi", ktIxc(kt, "muli", r, 64), ktIxc(kt, "muli", swz, 8));
  at = ktIx(kt, "addi", at, ktIxc(kt, "muli", box, 64 * 64));
  at = ktIxc(kt, "addi", at, off0 / 2);
  ktLine(kt, "vector.store %s, %s[%s] : %s, vector<8x%s>", v.s, sv.s, at.s, sTy, g->elem);
  kt->indent--;
  ktLine(kt, "}");
}

void wgmmaEmitProduce(WgmmaGen *g, Val j, Val b, Val m0, Val n0, Val k0, Val leader, Val ptid) {
  KernelText *kt = g->kt;
  Val st, ph;
  wgmmaStagePhase(g, j, &st, &ph);
  /* The stage is free once the consumers released its previous use: the
   * phase before this round's (a fresh barrier's "previous" phase counts
   * as complete, so the first S steps do not wait). */
  Val prevPhase = ktFresh(kt);
  ktLine(kt, "%s = arith.xori %s, %%true : i1", prevPhase.s, ph.s);
  ktLine(kt, "nvgpu.mbarrier.try_wait.parity %%bars[%s], %s, %s : %s",
         ktIxc(kt, "addi", st, g->S).s, prevPhase.s, ktIndex(kt, 10000000).s, g->bar);
  Val base = ktIx(kt, "addi", g->pad, ktIxc(kt, "muli", st, g->stageBytes));
  if (g->tma[0] || g->tma[1]) {
    if (leader.s[0]) {
      ktLine(kt, "scf.if %s {", leader.s);
      kt->indent++;
    }
    emitTma(g, st, base, b, m0, n0, k0);
    if (leader.s[0]) {
      kt->indent--;
      ktLine(kt, "}");
    }
  }
  if (g->tma[0] && g->tma[1])
    return;
  for (int k = 0; k < 2; ++k)
    if (!g->tma[k])
      emitStaged(g, k, base, b, m0, n0, k0, ptid);
  /* the stores, visible to the wgmmas (async proxy) once the stage is full */
  ktLine(kt, "nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = "
             "#nvvm.shared_space<cta>}");
  Val tok = ktFresh(kt);
  ktLine(kt, "%s = nvgpu.mbarrier.arrive %%bars[%s] : %s -> !nvgpu.mbarrier.token", tok.s, st.s,
         g->bar);
}

/* The TMA issuer's part of a k step: expect the TMA operands' bytes on
 * the stage's full barrier, issue their loads. */
static void emitTma(WgmmaGen *g, Val st, Val base, Val b, Val m0, Val n0, Val k0) {
  KernelText *kt = g->kt;
  int64_t bytes = (g->tma[0] ? g->aBytes : 0) + (g->tma[1] ? g->stageBytes - g->aBytes : 0);
  ktLine(kt, "nvgpu.mbarrier.arrive.expect_tx %%bars[%s], %s : %s", st.s, ktIndex(kt, bytes).s,
         g->bar);
  char c[160];
  if (g->tma[0]) {
    Val dA = ktFresh(kt);
    ktLine(kt, "%s = memref.view %s[%s][] : memref<?xi8, #gpu.address_space<workgroup>> to %s",
           dA.s, g->dsm.s, base.s, g->boxA);
    coords(c, sizeof c, k0, m0, b, g->rankA);
    ktLine(kt, "nvgpu.tma.async.load %s[%s], %%bars[%s] to %s : %s, %s -> %s", g->tmA.s, c, st.s,
           dA.s, g->descA, g->bar, g->boxA);
  }
  /* B: one box [bn][64] when k-major, else bn/64 boxes [64 k][64 n]. */
  int64_t boxes = !g->tma[1] ? 0 : g->bKMajor ? 1 : g->bn / 64;
  int64_t boxBytes = g->bKMajor ? g->bn * 128 : 64 * 128;
  for (int64_t q = 0; q < boxes; ++q) {
    Val dB = ktFresh(kt);
    ktLine(kt, "%s = memref.view %s[%s][] : memref<?xi8, #gpu.address_space<workgroup>> to %s",
           dB.s, g->dsm.s, ktIxc(kt, "addi", base, g->aBytes + q * boxBytes).s, g->boxB);
    if (g->bKMajor)
      coords(c, sizeof c, k0, n0, b, g->rankB);
    else
      coords(c, sizeof c, q ? ktIxc(kt, "addi", n0, 64 * q) : n0, k0, b, g->rankB);
    ktLine(kt, "nvgpu.tma.async.load %s[%s], %%bars[%s] to %s : %s, %s -> %s", g->tmB.s, c, st.s,
           dB.s, g->descB, g->bar, g->boxB);
  }
}

void wgmmaDescBases(WgmmaGen *g, Val wgi, Val *da, Val *db) {
  KernelText *kt = g->kt;
  /* The ring's shared address >> 4, in the descriptor's 14 bits (shared
   * addresses are below 2^18, and so is every stage's). */
  Val ap = ktFresh(kt);
  ktLine(kt, "%s = memref.extract_aligned_pointer_as_index %s : memref<?xi8, "
             "#gpu.address_space<workgroup>> -> index",
         ap.s, g->dsm.s);
  Val start = ktIxc(kt, "remui", ktIxc(kt, "divui", ktIx(kt, "addi", ap, g->pad), 16), 16384);
  Val aStart = ktIx(kt, "addi", start, ktIxc(kt, "muli", wgi, g->mt * 64 * 128 / 16));
  Val bStart = ktIxc(kt, "addi", start, g->aBytes / 16);
  *da = i64op(g, "ori", toI64(g, aStart), i64c(g, descHigh(16, 1024)));
  *db = i64op(g, "ori", toI64(g, bStart),
              i64c(g, g->bKMajor ? descHigh(16, 1024) : descHigh(64 * 128, 1024)));
}

void wgmmaEmitRelease(WgmmaGen *g, Val j) {
  Val st = ktIxc(g->kt, "remui", j, g->S), tok = ktFresh(g->kt);
  ktLine(g->kt, "%s = nvgpu.mbarrier.arrive %%bars[%s] : %s -> !nvgpu.mbarrier.token", tok.s,
         ktIxc(g->kt, "addi", st, g->S).s, g->bar);
}

void wgmmaEmitConsume(WgmmaGen *g, Val j, Val da, Val db, Val *acc, bool first) {
  KernelText *kt = g->kt;
  Val st, ph;
  wgmmaStagePhase(g, j, &st, &ph);
  ktLine(kt, "nvgpu.mbarrier.try_wait.parity %%bars[%s], %s, %s : %s", st.s, ph.s,
         ktIndex(kt, 10000000).s, g->bar);
  Val so = toI64(g, ktIxc(kt, "muli", st, g->stageBytes / 16));
  Val a0 = i64op(g, "addi", da, so), b0 = i64op(g, "addi", db, so);
  const char *E = g->elem;
  ktLine(kt, "nvvm.wgmma.fence.aligned");
  for (int kk = 0; kk < 4; ++kk)
    for (int64_t i = 0; i < g->mt; ++i) {
      /* A: m tile i is 64 rows (8 KiB) further; a k16 step 32 bytes. B: a
       * k16 step is 32 bytes along k-major rows, 16 rows of an n-major box. */
      int64_t aOff = i * 64 * 128 / 16 + 2 * kk, bOff = g->bKMajor ? 2 * kk : 128 * kk;
      Val ai = aOff ? i64op(g, "addi", a0, i64c(g, aOff)) : a0;
      Val bi = bOff ? i64op(g, "addi", b0, i64c(g, bOff)) : b0;
      Val r = ktFresh(kt);
      ktLine(kt,
             "%s = nvvm.wgmma.mma_async %s, %s, %s, <m = 64, n = %lld, k = 16>, D[<f32>, <%s>], "
             "A[<%s>, <one>, <row>], B[<%s>, <one>, <%s>] : %s -> %s",
             r.s, ai.s, bi.s, acc[i].s, (long long)g->bn, first && kk == 0 ? "zero" : "one", E, E,
             g->bKMajor ? "col" : "row", g->accTy, g->accTy);
      acc[i] = r;
    }
  ktLine(kt, "nvvm.wgmma.commit.group.sync.aligned");
  /* Wait for this step's group, then give its stage back. Keeping one
   * group in flight (wait_group 1, releasing the previous step's stage)
   * makes ptxas 13 serialize every wgmma of the loop (C7514: it sees the
   * accumulators read inside a pipeline stage), which costs far more than
   * the drain between steps; two consumer warpgroups cover that drain for
   * each other. */
  ktLine(kt, "nvvm.wgmma.wait.group.sync.aligned 0");
  wgmmaEmitRelease(g, j);
}

void wgmmaFragments(WgmmaGen *g, Val acc, Val *frag) {
  KernelText *kt = g->kt;
  for (int64_t j = 0; j < g->bn / 8; ++j) {
    Val f[4];
    for (int e = 0; e < 4; ++e) {
      f[e] = ktFresh(kt);
      ktLine(kt, "%s = llvm.extractvalue %s[%lld] : %s", f[e].s, acc.s, (long long)(4 * j + e),
             g->accTy);
    }
    frag[j] = ktFresh(kt);
    ktLine(kt, "%s = vector.from_elements %s, %s, %s, %s : vector<2x2xf32>", frag[j].s, f[0].s,
           f[1].s, f[2].s, f[3].s);
  }
}
