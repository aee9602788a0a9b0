/*===-- attention_tc.c - The tensor-core fused attention kernel -----------===*
 * FlashAttention-2 on mma.sync m16n8k16 (f16, bf16; f32 accumulators),
 * composed from the GEMM parts of codegen/gemm/ (gemm_gen.h): the MMA atom
 * of the element type, the XOR swizzle, the lane offsets, the ldmatrix
 * fragment loads, the register-form tile loads.
 *
 * One block per (query tile, head): W warps (T = 32W threads), warp w owns
 * query rows w*16*mt .. +16*mt of the block's BR = 16*mt*W rows. Shared
 * memory (dynamic, elements of E, every tile swizzled like the GEMM's ring,
 * head dims padded with zeros to Dp = D and Dvp = Dv rounded up to 16):
 *   Q [BR][Dp] at 0, loaded once; K [keys][Dp] at kOff; V [keys][Dvp] at
 *   vOff, per key tile. All through the load hooks (register form: four
 *   hooks and one vector store per 4 elements, coordinates clamped, zero
 *   selected for d >= D).
 * The warp keeps its Q A fragments in registers when the register budget
 * allows (hidetAttentionTcKeepQ), else it reloads them by ldmatrix in every
 * key tile.
 *
 * With stages S > 1 the K/V tiles form a ring of S stages after Q (stage
 * s at kOff + s*SAB, K then V), filled by cp.async copy hooks (copy8 /
 * copy, the GEMM's gemmEmitCopy) where the problem's facts say K and V
 * are plain inputs, else through the load hooks: tiles 0..S-2 before the
 * loop, one commit group each (empty past the block's bound); step t:
 * cp.async.wait_group S-2; barrier; tile t+S-1 into stage (t+S-1) mod S
 * (the stage of tile t-1; skipped, group still committed, past the
 * bound); then the math below on stage t mod S. One barrier a tile.
 *
 * The key loop (one tile of `keys` keys a step; a causal block stops after
 * the tile holding its last query), in two phases: the tiles wholly inside
 * Lk and (causal) at or below the block's first query, without the
 * per-score key-bound and causal selects, then the rest with them:
 *   (S = 1:) barrier; K and V tiles in; barrier; (with the register prefetch,
 *   hidetAttentionTcPrefetchVecs: barrier; the tile's vectors, loaded into
 *   registers during the previous step, stored; barrier; the next tile's
 *   loads issued, to land while this tile's math runs)
 *   S = Q K^T: the first GEMM (A = Q, B = K k-major: ldmatrix without
 *   .trans, matmul_tc's k-major B), mt x keys/8 C fragments;
 *   each element (lane l: rows l/4 + 8h, columns 2*(l%4) + e of each m16n8
 *   tile) scaled by scale * log2(e) (the base-2 domain: every exponential
 *   below is one ex2), masked (load hook 3 at (z, i, j): i1 selects -inf, a
 *   float times log2(e) is added), -inf for keys >= Lk and (causal) j > i;
 *   the online softmax per row: the tile's row max over the lane's values
 *   and the quad (xor shuffles 1, 2), m' = max(m, tile max), corr =
 *   2^(m - m'), p = 2^(s - m') (both 0 while m' = -inf), l = l * corr +
 *   the lane's p (its partial sum), O = O * corr;
 *   P rounded to E and re-packed in registers: the C fragments of n tiles
 *   2k and 2k+1 are the A fragment of k step k (registers a0..a3 = tile 2k
 *   row h=0, h=1, tile 2k+1 row h=0, h=1);
 *   O += P V: the second GEMM (A = P from registers, B = V row-major [j][c]:
 *   ldmatrix .trans, matmul_tc's row-major B).
 * Epilogue: l summed over the quad, O / l (0 when l = 0: every score -inf)
 * rounded to E and stored element by element where i < Lq and c < Dv.
 *
 * Hooks (coordinates in range: the kernel clamps), attention.h's map:
 *   @__hidet_load_in0(z, i, d, args...) -> E       q
 *   @__hidet_load_in1(zk, j, d, args...) -> E      k
 *   @__hidet_load_in2(zk, j, c, args...) -> E      v
 *   @__hidet_load_in3(z, i, j, args...) -> M       mask (i1 or a float)
 *   @__hidet_store_out0(x: E, z, i, c, args...)
 *
 * Run-time extents (attention.h): Lq and Lk are memref.dim values read at
 * entry wherever the static kernel has the constants (clamps, the tail
 * mask, now on every tile, the key loop's bound, the row guard, then
 * always emitted), and the host computes the grid.
 *===----------------------------------------------------------------------===*/
#include "attention.h"
#include "gemm_gen.h"
#include "runtime_extents.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  GemmGen g; /* the parts' state: text, atom, lanes, swizzle, one GEMM's shape */
  const HidetTemplateCall *c;
  const char *E, *M;
  int64_t W, mt, keys, BR, D, Dv, Dp, Dvp, Lq, Lk;
  int64_t kOff, vOff, total;
  /* The ring (docs/schedules.md): S stages of K [keys][Dp] then V
   * [keys][Dvp], SAB elements each, from kOff; cw[0], cw[1]: K's and V's
   * cp.async copy width (8: copy8, 4: copy, 0: through the load hooks). */
  int64_t S, SAB;
  int cw[2];
  Val ub;
  bool masked; /* this key loop's tiles may hold keys past Lk or (causal) above the diagonal */
  /* The scores stay unscaled (no float mask, scale > 0): the row max is
   * taken on S itself, m is kept in S's units and each exponential's
   * argument is one fma, s * scale2 - m * scale2 (m * scale2 once a row),
   * which saves a multiply a score. A float mask is added in the base-2
   * domain (s * scale2 + mask * log2(e)), so it keeps the scaled scores. */
  bool raw;
  /* Register prefetch (hidetAttentionTcPrefetchVecs): the thread's K
   * vectors pre[0..nPreK) and V vectors pre[nPreK..nPre), placed once. */
  int64_t nPre, nPreK;
  GemmVec *pre;
  /* The two GEMMs as matmul_tc schedules of one warp: S = Q K^T (tm = mt,
   * tn = keys/8) and O += P V (tm = mt, tn = Dvp/8). */
  HidetMatmulTcSchedule sS, sO;
  /* run-time extents (attention.h, docs/dynamic-shapes.md): the query
   * and key lengths read by memref.dim at entry (lq, lk) and less one
   * (lqM1, lkM1); Lq and Lk then hold the representative sizes only */
  HidetAttentionRuntime rt;
  Val lq, lk, lqM1, lkM1;
} Att;

/* min(x, Lq - 1) and min(x, Lk - 1): the last query / key, a constant or
 * (run-time extents) the value read at entry. */
static Val clampLq(Att *a, Val x) {
  KernelText *kt = &a->g.kt;
  return a->rt.lq ? ktIx(kt, "minui", x, a->lqM1) : ktIxc(kt, "minui", x, a->Lq - 1);
}
static Val clampLk(Att *a, Val x) {
  KernelText *kt = &a->g.kt;
  return a->rt.lk ? ktIx(kt, "minui", x, a->lkM1) : ktIxc(kt, "minui", x, a->Lk - 1);
}

/* The parts read one GEMM's shape from GemmGen: select S = Q K^T (A = Q at
 * 0, B = K k-major at kOff, k = Dp) or O += P V (B = V row-major at vOff,
 * k = keys, n = Dvp). */
static void useGemm(Att *a, bool pv) {
  GemmGen *g = &a->g;
  g->s = pv ? &a->sO : &a->sS;
  g->bk = pv ? a->keys : a->Dp;
  g->bn = pv ? a->Dvp : a->keys;
  g->bt = !pv;
  g->SA = pv ? a->vOff : a->kOff;
}

static Val fresh(Att *a) { return ktFresh(&a->g.kt); }

static Val f32op(Att *a, const char *op, Val x, Val y) {
  Val r = fresh(a);
  ktLine(&a->g.kt, "%s = arith.%s %s, %s : f32", r.s, op, x.s, y.s);
  return r;
}

static Val f32sel(Att *a, Val cond, Val x, Val y) {
  Val r = fresh(a);
  ktLine(&a->g.kt, "%s = arith.select %s, %s, %s : f32", r.s, cond.s, x.s, y.s);
  return r;
}

/* 2^x. The scores are kept in the base-2 domain (scaled by log2(e) with
 * the softmax scale, one multiply), so each exponential is one ex2.approx
 * (math.exp2 lowers to it; 2 ulp) instead of libdevice's expf, which costs
 * ~8 instructions a score for accuracy the f16/bf16 probabilities round
 * away. */
static Val exp2f32(Att *a, Val x) {
  Val r = fresh(a);
  ktLine(&a->g.kt, "%s = math.exp2 %s fastmath<afn> : f32", r.s, x.s);
  return r;
}

/* The quad's reduction of x (lanes 4q..4q+3: one row of a C fragment). */
static Val quadReduce(Att *a, Val x, const char *op) {
  for (int off = 1; off <= 2; off *= 2) {
    Val r = fresh(a);
    ktLine(&a->g.kt, "%s:2 = gpu.shuffle xor %s, %%i32_%d, %%i32_32 : f32", r.s, x.s, off);
    x = f32op(a, op, x, ktResult(r, 0));
  }
  return x;
}

/* ---- Tiles in through the load hooks. ----------------------------------- */

typedef struct {
  int slot;
  int64_t rows, w, wp, at; /* rows x w elements, rows of wp in shared memory at `at` */
} Tile;

/* The tile's rows from global row row0 (clamped to the last query for
 * slot 0, else the last key: constants, or the run-time extents) of head z: a
 * loop over the thread's vectors (vector q the (q*T + tid)-th in row-major
 * order, placed by the GEMM's copy part), so that no per-vector address
 * stays live across the key loop. cw 0: 4-element vectors through the load
 * hooks (register form); cw 4 or 8: one cp.async copy hook (copy, copy8)
 * per cw-element vector (its start clamped to the last aligned one below
 * the row's w elements, nvalid 0 past them: the zero fill of the padded
 * head dim), uncommitted (the caller commits the group). `stage` (empty:
 * none) is added to every destination: the ring's stage offset. */
static void loadTile(Att *a, const Tile *t, Val z, Val row0, Val stage, int cw) {
  GemmGen *g = &a->g;
  KernelText *kt = &g->kt;
  int64_t vw = cw ? cw : 4;
  int64_t total = t->rows * t->wp / vw, n = gemmCeilDiv(total, g->T);
  Val it = fresh(a);
  ktLine(kt, "scf.for %s = %s to %s step %s {", it.s, ktIndex(kt, 0).s, ktIndex(kt, n).s,
         ktIndex(kt, 1).s);
  kt->indent++;
  Val tid = g->tid, e = ktIx(kt, "addi", ktIxc(kt, "muli", it, g->T), tid);
  bool guard = ktIfUlt(kt, total % g->T != 0, e, total);
  GemmVec v;
  g->tid = e; /* vector 0 of "thread" e */
  gemmPlaceVec(g, &v, &v, 0, t->wp, vw, t->at);
  g->tid = tid;
  Val nv = t->wp == t->w ? ktIndex(kt, vw)
                         : ktClamp(kt, ktIx(kt, "subi", ktIndex(kt, t->w), v.c), 0, vw);
  Val row = ktIx(kt, "addi", row0, v.r);
  Val gr = t->slot == 0 ? clampLq(a, row) : clampLk(a, row);
  Val dst = v.d.c ? ktIxc(kt, "addi", v.d.base, v.d.c) : v.d.base;
  if (stage.s[0])
    dst = ktIx(kt, "addi", dst, stage);
  if (cw) {
    Val col = t->wp == t->w ? v.c : ktIxc(kt, "minui", v.c, (t->w - 1) / cw * cw);
    gemmEmitCopy(g, cw == 8 ? "copy8" : "copy", t->slot, z, gr, col, nv, dst);
  } else {
    gemmLoadVec4(g, t->slot, z, gr, v.c, t->wp == t->w ? -1 : t->w - 1, nv, dst);
  }
  ktEndIf(kt, guard);
  kt->indent--;
  ktLine(kt, "}");
}

/* cp.async.commit_group of the copies issued so far (none: an empty
 * group). NVVM's op, not nvgpu's: nvgpu.device_async_create_group needs
 * the tokens of the group's copies, which stay inside the tile loops. */
static void commitGroup(Att *a) { ktLine(&a->g.kt, "nvvm.cp.async.commit.group"); }

/* The ring (stages > 1): the K and V tiles of key tile `tile` into the
 * stage at element offset `stage`, by cp.async where the operand allows
 * (Att.cw) and through the load hooks otherwise, then one commit group
 * (empty when every copy went through registers or `guard` skipped them:
 * commit_group then closes an empty group, so that every step commits
 * exactly one and "wait S-2" keeps meaning "this step's tile landed").
 * `guard` (empty: none) skips the loads, not the commit. */
static void fillStage(Att *a, const Tile *tk, const Tile *tv, Val zk, Val tile, Val stage,
                      Val guard) {
  KernelText *kt = &a->g.kt;
  if (guard.s[0]) {
    ktLine(kt, "scf.if %s {", guard.s);
    kt->indent++;
  }
  Val j0 = ktIxc(kt, "muli", tile, a->keys);
  loadTile(a, tk, zk, j0, stage, a->cw[0]);
  loadTile(a, tv, zk, j0, stage, a->cw[1]);
  if (guard.s[0]) {
    kt->indent--;
    ktLine(kt, "}");
  }
  commitGroup(a);
}

/* The prefetch vectors' places in the K and V tiles, hoisted before the
 * key loop (later vectors are constant offsets from the first where the
 * threads cover whole rows). */
static void hoistPrefetch(Att *a, const Tile *tk, const Tile *tv) {
  GemmGen *g = &a->g;
  a->nPreK = tk->rows * tk->wp / 4 / g->T;
  a->pre = calloc((size_t)a->nPre, sizeof *a->pre);
  if (!a->pre)
    abort(); /* out of memory, like the text builder */
  for (int64_t q = 0; q < a->nPre; ++q) {
    const Tile *t = q < a->nPreK ? tk : tv;
    GemmVec *v0 = q < a->nPreK ? a->pre : a->pre + a->nPreK;
    gemmPlaceVec(g, &a->pre[q], v0, q < a->nPreK ? q : q - a->nPreK, t->wp, 4, t->at);
  }
}

/* The thread's K and V vectors of the key tile at j0 (rows clamped to the
 * last key: a tile past the end reads real keys and is never used) into
 * registers. */
static void prefetchLoad(Att *a, const Tile *tk, const Tile *tv, Val zk, Val j0, Val *vals) {
  GemmGen *g = &a->g;
  KernelText *kt = &g->kt;
  for (int64_t q = 0; q < a->nPre; ++q) {
    const Tile *t = q < a->nPreK ? tk : tv;
    const GemmVec *v = &a->pre[q];
    Val nv = t->wp == t->w ? ktIndex(kt, 4)
                           : ktClamp(kt, ktIx(kt, "subi", ktIndex(kt, t->w), v->c), 0, 4);
    Val gr = clampLk(a, ktIx(kt, "addi", j0, v->r));
    vals[q] = gemmLoadVec4Value(g, t->slot, zk, gr, v->c, t->wp == t->w ? -1 : t->w - 1, nv);
  }
}

static void prefetchStore(Att *a, const Val *vals) {
  GemmGen *g = &a->g;
  for (int64_t q = 0; q < a->nPre; ++q) {
    const GemmVec *v = &a->pre[q];
    gemmStoreVec4(g, vals[q], v->d.c ? ktIxc(&g->kt, "addi", v->d.base, v->d.c) : v->d.base);
  }
}

/* Element (h, e) of a C fragment. */
static Val accElem(Att *a, Val acc, int h, int e) {
  Val r = fresh(a);
  ktLine(&a->g.kt, "%s = vector.extract %s[%d, %d] : f32 from vector<2x2xf32>", r.s, acc.s, h, e);
  return r;
}

/* ---- One key tile. ---------------------------------------------------- */

typedef struct {
  Val *m, *l, *o; /* [mt*2], [mt*2], [mt*Dvp/8] */
  Val *pre;       /* [nPre]: the prefetched K and V vectors of the tile */
} State;

static void emitTile(Att *a, Val t, const State *cur, State *next, Val z, Val zk, const Tile *tk,
                     const Tile *tv, const GemmLanes *lnS, const GemmLanes *lnO, const Val *fq,
                     const Val *rowI, const Val *rowIc, Val colL) {
  GemmGen *g = &a->g;
  KernelText *kt = &g->kt;
  int64_t variant = a->c->problem->variant, tnS = a->keys / 8, tnO = a->Dvp / 8;
  Val j0, rd = ktIndex(kt, 0);
  if (a->S > 1) {
    /* The ring: this thread's copies of tile t landed (one group a step,
     * the S-2 younger may still fly), the barrier makes every thread's
     * visible and frees the stage of tile t-1, which takes tile t+S-1. */
    ktLine(kt, "nvvm.cp.async.wait.group %lld", (long long)(a->S - 2));
    ktLine(kt, "gpu.barrier");
    Val tn = ktIxc(kt, "addi", t, a->S - 1);
    Val wr = ktIxc(kt, "muli", ktIxc(kt, "remui", tn, a->S), a->SAB);
    fillStage(a, tk, tv, zk, tn, wr, ktUlt(kt, tn, a->ub));
    rd = ktIxc(kt, "muli", ktIxc(kt, "remui", t, a->S), a->SAB);
    j0 = ktIxc(kt, "muli", t, a->keys);
  } else if (a->nPre) {
    ktLine(kt, "gpu.barrier");
    j0 = ktIxc(kt, "muli", t, a->keys);
    /* this tile's vectors, loaded during the last step, in; the next
     * tile's loads issued now, in flight during this tile's math */
    prefetchStore(a, cur->pre);
    ktLine(kt, "gpu.barrier");
    prefetchLoad(a, tk, tv, zk, ktIxc(kt, "addi", j0, a->keys), next->pre);
  } else {
    ktLine(kt, "gpu.barrier");
    j0 = ktIxc(kt, "muli", t, a->keys);
    loadTile(a, tk, zk, j0, (Val){{0}}, 0);
    loadTile(a, tv, zk, j0, (Val){{0}}, 0);
    ktLine(kt, "gpu.barrier");
  }

  /* S = Q K^T */
  useGemm(a, false);
  Val *acc = gemmVals((size_t)(a->mt * tnS));
  for (int64_t i = 0; i < a->mt * tnS; ++i)
    snprintf(acc[i].s, sizeof acc[i].s, "%%accz");
  if (fq) {
    gemmEmitCompute(g, lnS, rd, fq, acc);
  } else {
    /* Q reloaded per k step (at 0: Q is outside the ring), K from the
     * tile's stage; the order of gemmEmitCompute's own loop */
    GemmLanes one = *lnS;
    one.kSteps = 1;
    for (int kk = 0; kk < lnS->kSteps; ++kk) {
      Val fa[4];
      one.aOff = lnS->aOff + kk;
      one.bOff = lnS->bOff + kk;
      gemmLoadA(g, &one, ktIndex(kt, 0), 0, fa);
      gemmEmitCompute(g, &one, rd, fa, acc);
    }
  }

  /* scores, masks, the online softmax */
  Val colT = ktIx(kt, "addi", j0, colL);
  Val *x = gemmVals((size_t)(tnS * 2));
  Val *p = gemmVals((size_t)(a->mt * 2 * tnS * 2)); /* [mi][h][nj][e] */
  Val *corr = gemmVals((size_t)(a->mt * 2));
  for (int64_t mi = 0; mi < a->mt; ++mi)
    for (int h = 0; h < 2; ++h) {
      int64_t r = mi * 2 + h;
      Val tmax = {{"%ninf"}};
      for (int64_t nj = 0; nj < tnS; ++nj)
        for (int e = 0; e < 2; ++e) {
          Val jg = ktIxc(kt, "addi", colT, 8 * nj + e);
          Val v = accElem(a, acc[mi * tnS + nj], h, e);
          if (!a->raw)
            v = f32op(a, "mulf", v, (Val){{"%scale2"}});
          if (a->M[0]) {
            Val jc = clampLk(a, jg), mv = fresh(a);
            ktLine(kt,
                   "%s = func.call @__hidet_load_in3(%s, %s, %s%s) : (index, index, index%s) -> %s",
                   mv.s, z.s, rowIc[r].s, jc.s, g->argVals.data, g->argTys.data, a->M);
            if (variant & ATTN_BOOL_MASK) {
              v = f32sel(a, mv, v, (Val){{"%ninf"}});
            } else {
              if (strcmp(a->M, "f32")) {
                Val w = fresh(a);
                ktLine(kt, "%s = arith.extf %s : %s to f32", w.s, mv.s, a->M);
                mv = w;
              }
              Val w = fresh(a); /* v + mask * log2(e) */
              ktLine(kt, "%s = math.fma %s, %%log2e, %s : f32", w.s, mv.s, v.s);
              v = w;
            }
          }
          if (a->masked && a->rt.lk) /* a run-time Lk: the masked phase's tiles, always */
            v = f32sel(a, ktUlt(kt, jg, a->lk), v, (Val){{"%ninf"}});
          else if (a->masked && a->Lk % a->keys)
            v = f32sel(a, ktUlt(kt, jg, ktIndex(kt, a->Lk)), v, (Val){{"%ninf"}});
          if (a->masked && (variant & ATTN_CAUSAL)) {
            Val after = fresh(a);
            ktLine(kt, "%s = arith.cmpi ugt, %s, %s : index", after.s, jg.s, rowI[r].s);
            v = f32sel(a, after, (Val){{"%ninf"}}, v);
          }
          x[nj * 2 + e] = v;
          tmax = f32op(a, "maximumf", tmax, v);
        }
      tmax = quadReduce(a, tmax, "maximumf");
      Val mnew = f32op(a, "maximumf", cur->m[r], tmax), dead = fresh(a);
      ktLine(kt, "%s = arith.cmpf oeq, %s, %%ninf : f32", dead.s, mnew.s);
      /* While the row has seen only -inf, subtract 0 instead of m' (-inf -
       * -inf would be NaN): every p is then 2^-inf = 0 and corr 0, which
       * scales an O and l that are still 0. One select a row, not a score. */
      Val msub = f32sel(a, dead, (Val){{"%zero"}}, mnew);
      Val dm = f32op(a, "subf", cur->m[r], msub), nms = {{0}};
      if (a->raw) { /* corr = 2^((m - m') scale2); p = 2^(s scale2 - m' scale2) */
        dm = f32op(a, "mulf", dm, (Val){{"%scale2"}});
        nms = f32op(a, "mulf", msub, (Val){{"%nscale2"}});
      }
      corr[r] = exp2f32(a, dm);
      Val lnew = f32op(a, "mulf", cur->l[r], corr[r]);
      for (int64_t k = 0; k < tnS * 2; ++k) {
        Val arg;
        if (a->raw) {
          arg = fresh(a);
          ktLine(kt, "%s = math.fma %s, %%scale2, %s : f32", arg.s, x[k].s, nms.s);
        } else {
          arg = f32op(a, "subf", x[k], msub);
        }
        Val pk = exp2f32(a, arg);
        lnew = f32op(a, "addf", lnew, pk);
        p[r * tnS * 2 + k] = pk;
      }
      next->m[r] = mnew;
      next->l[r] = lnew;
    }

  /* P in E as A fragments: pf[kk*mt + mi], register 2*q + h = n tile
   * 2kk + q, row h */
  int64_t kSteps = a->keys / 16;
  Val *pf = gemmVals((size_t)(kSteps * a->mt));
  char v2[24], v42[24];
  snprintf(v2, sizeof v2, "vector<2x%s>", a->E);
  snprintf(v42, sizeof v42, "vector<4x2x%s>", a->E);
  for (int64_t kk = 0; kk < kSteps; ++kk)
    for (int64_t mi = 0; mi < a->mt; ++mi) {
      Val f = {{"%az"}};
      for (int q = 0; q < 2; ++q)
        for (int h = 0; h < 2; ++h) {
          int64_t nj = 2 * kk + q, at = (mi * 2 + h) * tnS * 2 + nj * 2;
          Val pv = fresh(a), pe = fresh(a), nf = fresh(a);
          ktLine(kt, "%s = vector.from_elements %s, %s : vector<2xf32>", pv.s, p[at].s,
                 p[at + 1].s);
          ktLine(kt, "%s = arith.truncf %s : vector<2xf32> to %s", pe.s, pv.s, v2);
          ktLine(kt, "%s = vector.insert %s, %s [%d] : %s into %s", nf.s, pe.s, f.s, 2 * q + h, v2,
                 v42);
          f = nf;
        }
      pf[kk * a->mt + mi] = f;
    }

  /* O = O * corr + P V */
  for (int64_t mi = 0; mi < a->mt; ++mi)
    for (int64_t nc = 0; nc < tnO; ++nc) {
      Val o = cur->o[mi * tnO + nc];
      for (int h = 0; h < 2; ++h) {
        Val half = fresh(a), cb = fresh(a), sc = fresh(a), no = fresh(a);
        ktLine(kt, "%s = vector.extract %s[%d] : vector<2xf32> from vector<2x2xf32>", half.s, o.s,
               h);
        ktLine(kt, "%s = vector.broadcast %s : f32 to vector<2xf32>", cb.s, corr[mi * 2 + h].s);
        ktLine(kt, "%s = arith.mulf %s, %s : vector<2xf32>", sc.s, half.s, cb.s);
        ktLine(kt, "%s = vector.insert %s, %s [%d] : vector<2xf32> into vector<2x2xf32>", no.s,
               sc.s, o.s, h);
        o = no;
      }
      next->o[mi * tnO + nc] = o;
    }
  /* one n-tile pair of O at a time, over all k steps: the pair's B
   * fragments (4 registers) are all that is in flight, not Dvp/4 */
  useGemm(a, true);
  a->sO.tn = 2;
  GemmLanes pair = *lnO;
  Val pacc[8];
  for (int64_t pq = 0; pq < tnO / 2; ++pq) {
    pair.bOff = lnO->bOff + pq;
    for (int64_t mi = 0; mi < a->mt; ++mi)
      for (int q = 0; q < 2; ++q)
        pacc[mi * 2 + q] = next->o[mi * tnO + 2 * pq + q];
    gemmEmitCompute(g, &pair, rd, pf, pacc);
    for (int64_t mi = 0; mi < a->mt; ++mi)
      for (int q = 0; q < 2; ++q)
        next->o[mi * tnO + 2 * pq + q] = pacc[mi * 2 + q];
  }
  a->sO.tn = (int)tnO;
  free(acc);
  free(x);
  free(p);
  free(corr);
  free(pf);
}

/* ---- The kernel. ------------------------------------------------------- */

/* The key tiles' bound: all of them, or (causal) up to the block's last
 * query (block-uniform). */
static Val keyBound(Att *a, Val i0) {
  KernelText *kt = &a->g.kt;
  int64_t kTiles = gemmCeilDiv(a->Lk, a->keys);
  /* a run-time Lk: ceil(Lk / keys) tiles */
  Val tilesV = a->rt.lk ? ktIxc(kt, "divui", ktIxc(kt, "addi", a->lk, a->keys - 1), a->keys)
                        : (Val){""};
  Val ub = a->rt.lk ? tilesV : ktIndex(kt, kTiles);
  if (a->c->problem->variant & ATTN_CAUSAL) {
    Val last = clampLq(a, ktIxc(kt, "addi", i0, a->BR - 1));
    Val upto = ktIxc(kt, "addi", ktIxc(kt, "divui", last, a->keys), 1);
    ub = a->rt.lk ? ktIx(kt, "minui", upto, tilesV) : ktIxc(kt, "minui", upto, kTiles);
  }
  return ub;
}

static void stateList(const State *s, int64_t nRow, int64_t nO, int64_t nPre, const char *E,
                      HidetStr *names, HidetStr *tys, const State *init) {
  int64_t n = 0;
  for (int k = 0; k < 3; ++k) {
    const Val *v = k == 0 ? s->m : k == 1 ? s->l : s->o;
    const Val *iv = init ? (k == 0 ? init->m : k == 1 ? init->l : init->o) : NULL;
    for (int64_t i = 0; i < (k < 2 ? nRow : nO); ++i, ++n) {
      if (iv)
        hidetStrAppendf(names, "%s%s = %s", n ? ", " : "", v[i].s, iv[i].s);
      else
        hidetStrAppendf(names, "%s%s", n ? ", " : "", v[i].s);
      hidetStrAppendf(tys, "%s%s", n ? ", " : "", k < 2 ? "f32" : "vector<2x2xf32>");
    }
  }
  for (int64_t i = 0; i < nPre; ++i, ++n) {
    if (init)
      hidetStrAppendf(names, ", %s = %s", s->pre[i].s, init->pre[i].s);
    else
      hidetStrAppendf(names, ", %s", s->pre[i].s);
    hidetStrAppendf(tys, ", vector<4x%s>", E);
  }
}

bool hidetAttentionTcEmit(const HidetTemplateCall *c, const HidetAttentionTcSchedule *s,
                          double scale, const char *elemType, const char *maskType, HidetStr *out,
                          char *why, size_t whySize) {
  const HidetProblem *p = c->problem;
  const GemmAtom *atom = gemmAtomFor(elemType);
  if (!atom || atom->eltBytes != 2)
    return hidetFailWhy(why, whySize, "attention_tc takes f16 or bf16 elements, not %s", elemType);
  if (s->warps < 1 || s->warps > 32 || s->mt < 1 || s->mt > 4 || s->keys < 16 || s->keys % 16 ||
      s->stages < 1 || s->stages > 4)
    return hidetFailWhy(why, whySize, "malformed attention_tc schedule");
  int64_t Z = p->dims[ATTN_Z];
  /* (a run-time Z: the representative may exceed it where the real one
   * does not; the host does not check it, docs/dynamic-shapes.md) */
  if (Z > 65535 && !(p->runtimeDims & (1u << ATTN_Z)))
    return hidetFailWhy(why, whySize, "%lld heads exceed the grid's y limit 65535", (long long)Z);
  for (int i = 0; i < c->nArgs; ++i)
    if (!c->argTypes || !c->argTypes[i] || !*c->argTypes[i])
      return hidetFailWhy(why, whySize, "argument %d has no type", i);
  Att a;
  memset(&a, 0, sizeof a);
  if (!hidetAttentionRuntime(c, &a.rt, why, whySize))
    return false;
  GemmGen *g = &a.g;
  a.c = c;
  a.E = elemType;
  a.M = maskType;
  a.raw = scale > 0 && !(maskType[0] && !(p->variant & ATTN_BOOL_MASK));
  a.W = s->warps;
  a.mt = s->mt;
  a.keys = s->keys;
  a.BR = 16 * a.mt * a.W;
  a.D = p->dims[ATTN_D];
  a.Dv = p->dims[ATTN_DV];
  a.Dp = hidetAttentionTcPad(a.D);
  a.Dvp = hidetAttentionTcPad(a.Dv);
  a.Lq = p->dims[ATTN_LQ];
  a.Lk = p->dims[ATTN_LK];
  a.kOff = a.BR * a.Dp;
  a.vOff = a.kOff + a.keys * a.Dp;
  a.S = s->stages;
  a.SAB = a.keys * (a.Dp + a.Dvp);
  a.total = a.kOff + a.S * a.SAB;
  if (a.S > 1) /* K and V by cp.async where the problem's facts allow (the template's) */
    for (int k = 0; k < 2; ++k)
      a.cw[k] = p->facts & (4u << k) ? 8 : p->facts & (1u << k) ? 4 : 0;
  a.sS = (HidetMatmulTcSchedule){.wm = 1,
                                 .wn = 1,
                                 .tm = (int)a.mt,
                                 .tn = (int)(a.keys / 8),
                                 .bk = (int)a.Dp,
                                 .stages = 1,
                                 .splitk = 1};
  a.sO = (HidetMatmulTcSchedule){.wm = 1,
                                 .wn = 1,
                                 .tm = (int)a.mt,
                                 .tn = (int)(a.Dvp / 8),
                                 .bk = (int)a.keys,
                                 .stages = 1,
                                 .splitk = 1};
  g->atom = atom;
  g->eb = 2;
  g->epc = 8;
  g->T = 32 * a.W;
  g->S = 1;
  snprintf(g->rTy, sizeof g->rTy, "memref<%lldx%s, #gpu.address_space<workgroup>>",
           (long long)a.total, a.E);
  hidetStrInit(&g->argVals);
  hidetStrInit(&g->argTys);
  for (int i = 0; i < c->nArgs; ++i) {
    hidetStrAppendf(&g->argVals, ", %%arg%d", i);
    hidetStrAppendf(&g->argTys, ", %s", c->argTypes[i]);
  }
  KernelText *kt = &g->kt;
  ktInit(kt, 2);
  ktLine(kt, "%%dsm = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>");
  ktLine(kt, "%%R = memref.view %%dsm[%s][] : memref<?xi8, #gpu.address_space<workgroup>> to %s",
         ktIndex(kt, 0).s, g->rTy);
  g->tid = fresh(&a);
  ktLine(kt, "%s = gpu.thread_id x", g->tid.s);
  /* run-time query / key lengths: memref.dim of the inputs holding them */
  if (a.rt.lq) {
    a.lq = fresh(&a);
    hidetAttentionEmitLength(kt, a.lq, a.rt.lqArg, a.rt.lqDim, c->argTypes[a.rt.lqArg], &a.lqM1);
  }
  if (a.rt.lk) {
    a.lk = fresh(&a);
    hidetAttentionEmitLength(kt, a.lk, a.rt.lkArg, a.rt.lkDim, c->argTypes[a.rt.lkArg], &a.lkM1);
  }
  Val qt = fresh(&a), z = fresh(&a);
  ktLine(kt, "%s = gpu.block_id x", qt.s);
  ktLine(kt, "%s = gpu.block_id y", z.s);
  g->lane = ktIxc(kt, "remui", g->tid, 32);
  Val warp = ktIxc(kt, "divui", g->tid, 32);
  Val i0 = ktIxc(kt, "muli", qt, a.BR), rowW = ktIxc(kt, "muli", warp, 16 * a.mt);
  Val zk = z;
  int64_t grp = p->dims[ATTN_G], hq = p->dims[ATTN_HQ];
  if (grp > 1) {
    Val bz = ktIxc(kt, "divui", z, hq), h = ktIxc(kt, "remui", z, hq);
    zk = ktIx(kt, "addi", ktIxc(kt, "muli", bz, hq / grp), ktIxc(kt, "divui", h, grp));
  }

  /* lane offsets of both GEMMs, the tiles' vectors, the lane's rows */
  GemmLanes lnS, lnO;
  useGemm(&a, false);
  gemmHoistLanes(g, &lnS, rowW, ktIndex(kt, 0), ktIndex(kt, 0));
  useGemm(&a, true);
  gemmHoistLanes(g, &lnO, rowW, ktIndex(kt, 0), ktIndex(kt, 0));
  Tile tq = {0, a.BR, a.D, a.Dp, 0}, tk = {1, a.keys, a.D, a.Dp, a.kOff},
       tv = {2, a.keys, a.Dv, a.Dvp, a.vOff};
  Val rowL = ktIx(kt, "addi", ktIx(kt, "addi", i0, rowW), ktIxc(kt, "divui", g->lane, 4));
  Val colL = ktIxc(kt, "muli", ktIxc(kt, "remui", g->lane, 4), 2);
  Val *rowI = gemmVals((size_t)(4 * a.mt)), *rowIc = rowI + 2 * a.mt;
  for (int64_t r = 0; r < 2 * a.mt; ++r) {
    rowI[r] = ktIxc(kt, "addi", rowL, 16 * (r / 2) + 8 * (r % 2));
    rowIc[r] = clampLq(&a, rowI[r]);
  }

  /* Q in, the first key tile's prefetch, and (when kept) Q's fragments */
  int64_t kTiles = gemmCeilDiv(a.Lk, a.keys);
  if (a.S > 1)
    a.ub = keyBound(&a, i0);
  loadTile(&a, &tq, z, i0, (Val){{0}}, 0);
  /* The ring's first S-1 tiles (tile 0 always exists; a later one only
   * below the bound), one commit group each. */
  for (int64_t t = 0; t + 1 < a.S; ++t) {
    /* (a run-time Lk: kTiles is the representative size's, so every later
     * tile is guarded by the run-time bound instead) */
    if (t >= kTiles && !a.rt.lk) { /* no such tile: an empty group keeps the count */
      commitGroup(&a);
      continue;
    }
    bool known = t == 0 || (!(p->variant & ATTN_CAUSAL) && !a.rt.lk);
    Val guard = known ? (Val){{0}} : ktUlt(kt, ktIndex(kt, t), a.ub);
    fillStage(&a, &tk, &tv, zk, ktIndex(kt, t), ktIndex(kt, t * a.SAB), guard);
  }
  a.nPre = a.S > 1 ? 0 : hidetAttentionTcPrefetchVecs(s, p);
  Val *pv = gemmVals((size_t)(3 * a.nPre));
  if (a.nPre) {
    hoistPrefetch(&a, &tk, &tv);
    prefetchLoad(&a, &tk, &tv, zk, ktIndex(kt, 0), pv);
  }
  ktLine(kt, "gpu.barrier");
  bool keepQ = hidetAttentionTcKeepQ(s, p);
  Val *fq = NULL;
  if (keepQ) {
    useGemm(&a, false);
    fq = gemmVals((size_t)(lnS.kSteps * a.mt));
    for (int kk = 0; kk < lnS.kSteps; ++kk)
      gemmLoadA(g, &lnS, ktIndex(kt, 0), kk, fq + kk * a.mt);
  }

  if (a.S == 1) /* (here, where it always was: the kernels without the ring stay the same) */
    a.ub = keyBound(&a, i0);
  Val ub = a.ub;
  int64_t nRow = 2 * a.mt, nO = a.mt * a.Dvp / 8, nState = 2 * nRow + nO;
  Val *sv = gemmVals((size_t)nState);
  State init = {sv, sv + nRow, sv + 2 * nRow, pv};
  for (int64_t i = 0; i < nRow; ++i) {
    snprintf(init.m[i].s, sizeof init.m[i].s, "%%ninf");
    snprintf(init.l[i].s, sizeof init.l[i].s, "%%zero");
  }
  for (int64_t i = 0; i < nO; ++i)
    snprintf(init.o[i].s, sizeof init.o[i].s, "%%accz");
  /* The key loop in two phases (FlashAttention's split of the masked
   * tiles): [0, nInt) the tiles wholly inside Lk and (causal) wholly at or
   * below the block's first query, which need no key bound and no causal
   * compare per score; [nInt, ub) the rest (the diagonal tiles, a partial
   * last tile) with them. A phase known to be empty is left out (no causal
   * mask and Lk a multiple of the key tile: one unmasked loop, as before). */
  int64_t kFull = a.Lk / a.keys;
  bool causal = (p->variant & ATTN_CAUSAL) != 0;
  /* (a run-time Lk: the full tiles are floor(Lk / keys), and both phases
   * are emitted) */
  Val nInt = a.rt.lk ? ktIxc(kt, "divui", a.lk, a.keys) : ktIndex(kt, kFull);
  if (causal) {
    Val below = ktIxc(kt, "divui", ktIxc(kt, "addi", i0, 1), a.keys);
    nInt = a.rt.lk ? ktIx(kt, "minui", below, nInt) : ktIxc(kt, "minui", below, kFull);
  }
  bool run[2] = {kFull > 0 || a.rt.lk, causal || kFull < kTiles || a.rt.lk};
  Val bounds[3] = {ktIndex(kt, 0), nInt, ub};
  Val *ph = gemmVals((size_t)(6 * (nState + a.nPre)));
  State res = init;
  for (int phase = 0; phase < 2; ++phase) {
    if (!run[phase])
      continue;
    Val *cv = ph + 3 * phase * (nState + a.nPre);
    State cur = {cv, cv + nRow, cv + 2 * nRow, cv + nState};
    cv += nState + a.nPre;
    State next = {cv, cv + nRow, cv + 2 * nRow, cv + nState};
    cv += nState + a.nPre;
    for (int64_t i = 0; i < nState; ++i)
      cur.m[i] = fresh(&a); /* m, l, o are contiguous */
    for (int64_t i = 0; i < a.nPre; ++i)
      cur.pre[i] = fresh(&a);
    HidetStr decl, tys, ys, ytys;
    hidetStrInit(&decl);
    hidetStrInit(&tys);
    hidetStrInit(&ys);
    hidetStrInit(&ytys);
    stateList(&cur, nRow, nO, a.nPre, a.E, &decl, &tys, &res);
    Val loop = fresh(&a), t = fresh(&a);
    ktLine(kt, "%s:%lld = scf.for %s = %s to %s step %s iter_args(%s) -> (%s) {", loop.s,
           (long long)(nState + a.nPre), t.s, bounds[phase].s, bounds[phase + 1].s,
           ktIndex(kt, 1).s, decl.data, tys.data);
    kt->indent++;
    a.masked = phase == 1;
    emitTile(&a, t, &cur, &next, z, zk, &tk, &tv, &lnS, &lnO, fq, rowI, rowIc, colL);
    stateList(&next, nRow, nO, a.nPre, a.E, &ys, &ytys, NULL);
    ktLine(kt, "scf.yield %s : %s", ys.data, ytys.data);
    kt->indent--;
    ktLine(kt, "}");
    res = (State){cv, cv + nRow, cv + 2 * nRow, cv + nState};
    for (int64_t i = 0; i < nState + a.nPre; ++i)
      res.m[i] = ktResult(loop, (int)i); /* m, l, o, pre are contiguous here */
    hidetStrFree(&decl);
    hidetStrFree(&tys);
    hidetStrFree(&ys);
    hidetStrFree(&ytys);
  }

  /* out: O / l, 0 for a row with nothing to attend */
  int64_t tnO = a.Dvp / 8;
  for (int64_t r = 0; r < nRow; ++r) {
    Val l = quadReduce(&a, res.l[r], "addf"), empty = fresh(&a);
    ktLine(kt, "%s = arith.cmpf oeq, %s, %%zero : f32", empty.s, l.s);
    Val inv = f32sel(&a, empty, (Val){{"%zero"}}, f32op(&a, "divf", (Val){{"%one"}}, l));
    int64_t mi = r / 2;
    int h = (int)(r % 2);
    /* rows past a run-time Lq compute on clamped queries, store nothing */
    bool rowGuard = a.rt.lq ? ktIfUltV(kt, true, rowI[r], a.lq)
                            : ktIfUlt(kt, a.Lq % a.BR != 0, rowI[r], a.Lq);
    for (int64_t nc = 0; nc < tnO; ++nc)
      for (int e = 0; e < 2; ++e) {
        Val col = ktIxc(kt, "addi", colL, 8 * nc + e);
        bool colGuard = ktIfUlt(kt, 8 * nc + 8 > a.Dv, col, a.Dv);
        Val v = f32op(&a, "mulf",
                      accElem(&a, res.o[mi * tnO + nc], h, e), inv);
        Val x = fresh(&a);
        ktLine(kt, "%s = arith.truncf %s : f32 to %s", x.s, v.s, a.E);
        ktLine(
            kt,
            "func.call @__hidet_store_out0(%s, %s, %s, %s%s) : (%s, index, index, index%s) -> ()",
            x.s, z.s, rowI[r].s, col.s, g->argVals.data, a.E, g->argTys.data);
        ktEndIf(kt, colGuard);
      }
    ktEndIf(kt, rowGuard);
  }
  ktLine(kt, "gpu.return");

  /* ---- Module text. */
  const char *tyl = g->argTys.data;
  int64_t qTiles = gemmCeilDiv(a.Lq, a.BR);
  hidetAttentionEmitModuleHead(out, c->moduleName, a.E, a.M, tyl, 0);
  for (int k = 0; k < 2; ++k)
    if (a.cw[k])
      hidetStrAppendf(out,
                      "  func.func private @__hidet_%s_in%d(%s, index, index, index, index, "
                      "index, index, index%s) -> !nvgpu.device.async.token\n",
                      a.cw[k] == 8 ? "copy8" : "copy", k + 1, g->rTy, tyl);
  hidetStrAppendf(out, "  gpu.func @%s(", c->kernelName);
  for (int i = 0; i < c->nArgs; ++i)
    hidetStrAppendf(out, "%s%%arg%d: %s", i ? ", " : "", i, c->argTypes[i]);
  hidetStrAppendf(out,
                  ")\n      kernel attributes {hidet.template = \"attention_tc\", "
                  "hidet.dynamic_smem = %lld : i64, hidet.problem = array<i64: %lld, %lld, %lld, "
                  "%lld, %lld, %lld, %lld>, hidet.grid = array<i64: %lld, %lld, 1>, "
                  "gpu.known_block_size = array<i32: %lld, 1, 1>",
                  (long long)hidetAttentionTcSmemBytes(s, p), (long long)Z, (long long)a.Lq,
                  (long long)a.Lk, (long long)a.D, (long long)a.Dv, (long long)grp, (long long)hq,
                  (long long)qTiles, (long long)Z, (long long)g->T);
  /* run-time extents: grid x = ceil(Lq / BR), y = Z from the `?` batch
   * dims, computed on the host */
  hidetAttentionGridAttr(out, &a.rt, a.BR, a.rt.zStatic);
  hidetStrAppendf(out, "} {\n");
  ktEmitConstants(kt, out, "    ");
  hidetStrAppendf(out, "    %%zero = arith.constant 0.0 : f32\n");
  hidetStrAppendf(out, "    %%one = arith.constant 1.0 : f32\n");
  hidetStrAppendf(out, "    %%ninf = arith.constant 0xFF800000 : f32\n");
  /* %e: "1" alone is not a float literal */
  hidetStrAppendf(out, "    %%scale2 = arith.constant %.17e : f32\n", scale * 1.4426950408889634);
  hidetStrAppendf(out, "    %%nscale2 = arith.constant %.17e : f32\n", -scale * 1.4426950408889634);
  hidetStrAppendf(out, "    %%log2e = arith.constant %.17e : f32\n", 1.4426950408889634);
  hidetStrAppendf(out, "    %%i32_1 = arith.constant 1 : i32\n");
  hidetStrAppendf(out, "    %%i32_2 = arith.constant 2 : i32\n");
  hidetStrAppendf(out, "    %%i32_32 = arith.constant 32 : i32\n");
  hidetStrAppendf(out, "    %%accz = arith.constant dense<0.0> : vector<2x2xf32>\n");
  hidetStrAppendf(out, "    %%bz = arith.constant dense<0.0> : vector<2x2x%s>\n", a.E);
  hidetStrAppendf(out, "    %%az = arith.constant dense<0.0> : vector<4x2x%s>\n", a.E);
  hidetStrAppend(out, kt->body.data, kt->body.len);
  hidetStrAppendf(out, "  }\n}\n");
  ktFree(kt);
  hidetStrFree(&g->argVals);
  hidetStrFree(&g->argTys);
  free(ph);
  free(lnS.aOff);
  free(lnS.bOff);
  free(lnO.aOff);
  free(lnO.bOff);
  free(rowI);
  free(fq);
  free(sv);
  free(pv);
  free(a.pre);
  return true;
}
