/*===-- attention_simt.c - The SIMT fused attention kernel ----------------===*
 * One block per (query tile, head): `rows` query rows, `group` threads a
 * row (T = rows / TR * group threads; the threads of a row are `group`
 * consecutive lanes of one warp). Thread (r, u) of the tm.task
 * spatial(rows / TR, group) owns the TR query rows i0 + r * TR + t (the
 * register tile, attention.h; TR = 1: row i0 + r); of every key tile it
 * scores keys u, u + group, ... (nj = keys / group of them) for each of
 * its rows and of the output the value columns u, u + group, ... (nc =
 * ceil(Dv / group); in runs of 4, colOf, when Dv and nc are multiples of
 * 4), each K and V vector it reads from shared memory feeding the FMAs of
 * all TR rows.
 *
 * Shared memory (dynamic, f32): Q [rows][Dq] loaded once, then per key
 * tile K [keys][Dq], V [keys][Dv] and the probabilities P [rows][keys+1]
 * (Dq = D + 4 when D % 4 == 0, else D + 1: rows padded so that the threads
 * of a row, which read rows j = u + jj * group of K, hit distinct banks;
 * with D + 4 they stay 16-byte aligned and the score loop reads 4 d values
 * a load).
 *
 * The key loop (FlashAttention-2's online softmax, in f32 registers):
 *   barrier; K and V tiles in (every thread, load hooks at clamped
 *   coordinates, converted to f32); barrier;
 *   s_jj = log2(e) * (scale * q . k_j + mask) (base 2: one ex2 an
 *   exponential), or -inf (keys past Lk, boolean mask false, causal j > i);
 *   the row's maximum over the group (xor shuffles);
 *   m' = max(m, tile max); corr = 2^(m - m'); p = 2^(s - m') (both 0
 *   when m' is -inf: a row with nothing to attend yet); l = l * corr + p
 *   (each thread's own partial sum); P to shared memory; barrier;
 *   o_c = o_c * corr + sum_j P[r][j] * V[j][c].
 * A causal block stops after the tile holding its last query (the tiles
 * past it are fully masked). At the end the group sums l, and the thread
 * stores o_c / l (0 when l = 0: every score -inf, torch's _safe_softmax)
 * through the store hook, converted to the element type.
 *
 * Hooks (coordinates in range: the kernel clamps):
 *   @__hidet_load_in0(z, i, d, args...) -> E       q
 *   @__hidet_load_in1(zk, j, d, args...) -> E      k (zk: the K/V head)
 *   @__hidet_load_in2(zk, j, c, args...) -> E      v
 *   @__hidet_load4_in<k>(.., nvalid, args...) -> vector<4xf32>  q, k or v,
 *       4 consecutive head-dim elements (tile loads of rows with D or Dv
 *       a multiple of 4)
 *   @__hidet_load_in3(z, i, j, args...) -> M       mask (i1 or a float)
 *   @__hidet_store_out0(x: E, z, i, c, args...)
 *
 * With GQA packing (attention.h) block y is a K/V head and row r is query
 * head r % g of its group at query i0 + r / g: every per-row index (Q
 * load, mask, causal bound, store) takes the row's own head and query.
 *
 * With split-KV (splits > 1, attention.h) this kernel is <kernel>_partial:
 * block z-index s runs its slice of the key tiles and writes (o, m, l)
 * unnormalised to the workspace; <kernel>_combine (emitCombine) merges the
 * slices and stores through the hook.
 *
 * Run-time extents (attention.h): Lq and Lk are memref.dim values read at
 * entry wherever the static kernel has the constants (clamps, the tail
 * mask, now on every tile, the key loop's bound, the row guard, then
 * always emitted), and the host computes the grid. With split-KV the
 * slices divide the run-time tile count, the workspace's Z and Lq dims are
 * `?` (sized at entry from the inputs that hold them), the host allocates
 * it from the same extents (hidet.workspace_dynamic) and computes the
 * combine's grid too.
 *===----------------------------------------------------------------------===*/
#include "attention.h"
#include "kernel_text.h"
#include "runtime_extents.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef KtVal Val;

/* The tile-load loops, the score loop (over d) and the value loop (over a
 * tile's keys) are unrolled 4 times, not left to LLVM: fully unrolled, the
 * loads of a whole K/V tile (48 a thread for 32 keys of D = 96 in a block
 * of 64 threads, which .reqntid lets take 255 registers) were hoisted
 * ahead of their shared-memory stores and spilled (r2-k32-g32 and
 * r16-k64-g8 at D = 96 on sm_90; test/PTX/attention_simt-ptx-sweep.test).
 * Four iterations keep loads in flight at 32-56 registers. */
static const char kUnroll4[] =
    "loop_annotation = #llvm.loop_annotation<unroll = #llvm.loop_unroll<count = 4 : i32>>";
/* The vector forms of the score and value loops already do 4 columns an
 * iteration: unrolled 4 more times they held ~96 registers (r64-k64-g4,
 * 2 blocks an SM instead of 4) and ran slower on an H200. */
static const char kUnroll1[] =
    "loop_annotation = #llvm.loop_annotation<unroll = #llvm.loop_unroll<disable = true>>";

typedef struct {
  KernelText kt;
  const HidetTemplateCall *c;
  const char *E, *M; /* element type, mask type ("" for none) */
  HidetStr argVals, argTys;
  int64_t rows, keys, G, T, D, Dv, Lq, Lk, nj, nc;
  int64_t TR; /* query rows a thread (the register tile; rows / TR threads a column) */
  int64_t Dq; /* Q and K row stride in S (hidetAttentionSimtRowStride) */
  int vc;     /* value columns a thread owns in runs of: 4 (vector loads of V) or 1 */
  int64_t kOff, vOff, pOff, total;
  int64_t S;                    /* split-KV slices (1: none) */
  int64_t pack, qPer;           /* GQA packing: query heads a block's rows cover (1: none);
                                   queries a block (rows / pack) */
  int64_t hq;                   /* query heads (the problem's Hq) */
  /* run-time extents (attention.h, docs/dynamic-shapes.md): the query
   * and key lengths read by memref.dim at entry (lq, lk) and less one
   * (lqM1, lkM1); Lq and Lk then hold the representative sizes only */
  HidetAttentionRuntime rt;
  Val lq, lk, lqM1, lkM1;
  char sTy[128], wsTy[64], wvTy[128]; /* shared memory; workspace and its f32 view */
} Gen;

/* The split-KV workspace viewed as [Z][Lq][S][Dv + 2] f32 (attention.h),
 * in kt (the partial or the combine kernel); with run-time extents its Z
 * (the static heads times q's `?` batch dims, read here) and Lq (`lq`,
 * read at entry) are `?` sizes of the view. */
static KtVal wsView(Gen *g, KernelText *kt, KtVal lq) {
  char sizes[96] = "";
  size_t used = 0;
  if (g->rt.nz) {
    KtVal zv = ktIndex(kt, g->rt.zStatic);
    for (int f = 0; f < g->rt.nz; ++f) {
      KtVal d = ktFresh(kt);
      ktLine(kt, "%s = memref.dim %%arg%d, %s : %s", d.s, g->rt.zArg[f],
             ktIndex(kt, g->rt.zDim[f]).s, g->c->argTypes[g->rt.zArg[f]]);
      zv = ktIx(kt, "muli", zv, d);
    }
    used += (size_t)snprintf(sizes + used, sizeof sizes - used, "%s", zv.s);
  }
  if (g->rt.lq && used < sizeof sizes)
    snprintf(sizes + used, sizeof sizes - used, "%s%s", used ? ", " : "", lq.s);
  KtVal wv = ktFresh(kt);
  ktLine(kt, "%s = memref.view %%ws[%s][%s] : %s to %s", wv.s, ktIndex(kt, 0).s, sizes, g->wsTy,
         g->wvTy);
  return wv;
}

static Val fresh(Gen *g) { return ktFresh(&g->kt); }

/* min(x, Lq - 1) and min(x, Lk - 1): the last query / key, a constant or
 * (run-time extents) the value read at entry. */
static Val clampLq(Gen *g, Val x) {
  return g->rt.lq ? ktIx(&g->kt, "minsi", x, g->lqM1) : ktIxc(&g->kt, "minsi", x, g->Lq - 1);
}
static Val clampLk(Gen *g, Val x) {
  return g->rt.lk ? ktIx(&g->kt, "minsi", x, g->lkM1) : ktIxc(&g->kt, "minsi", x, g->Lk - 1);
}

/* x converted from element type `from` to f32. */
static Val toF32(Gen *g, Val x, const char *from) {
  if (!strcmp(from, "f32"))
    return x;
  Val r = fresh(g);
  ktLine(&g->kt, "%s = arith.extf %s : %s to f32", r.s, x.s, from);
  return r;
}

static Val f32op(Gen *g, const char *op, Val a, Val b) {
  Val r = fresh(g);
  ktLine(&g->kt, "%s = arith.%s %s, %s : f32", r.s, op, a.s, b.s);
  return r;
}

static Val f32sel(Gen *g, Val cond, Val a, Val b) {
  Val r = fresh(g);
  ktLine(&g->kt, "%s = arith.select %s, %s, %s : f32", r.s, cond.s, a.s, b.s);
  return r;
}

/* 2^x: scores and row maxima live in the base-2 domain (the scale carries
 * log2(e)), so an exponential is one ex2.approx (2 ulp; math.exp2 lowers
 * to it) rather than libdevice's expf, ~8 instructions a score. The split
 * workspace's m is base-2 too (emitCombine). */
static Val exp2f32(Gen *g, Val x) {
  Val r = fresh(g);
  ktLine(&g->kt, "%s = math.exp2 %s fastmath<afn> : f32", r.s, x.s);
  return r;
}

static Val fma32(Gen *g, Val a, Val b, Val c) {
  Val r = fresh(g);
  ktLine(&g->kt, "%s = math.fma %s, %s, %s : f32", r.s, a.s, b.s, c.s);
  return r;
}

static Val loadS(Gen *g, Val at) {
  Val r = fresh(g);
  ktLine(&g->kt, "%s = memref.load %%S[%s] : %s", r.s, at.s, g->sTy);
  return r;
}

/* n (1 or 4) consecutive f32 of S from `at` (16-byte aligned when 4) into
 * x[0..n). */
static void loadSVec(Gen *g, Val at, int n, Val *x) {
  if (n == 1) {
    x[0] = loadS(g, at);
    return;
  }
  Val v = fresh(g);
  ktLine(&g->kt, "%s = vector.load %%S[%s] : %s, vector<4xf32>", v.s, at.s, g->sTy);
  for (int e = 0; e < n; ++e) {
    x[e] = fresh(g);
    ktLine(&g->kt, "%s = vector.extract %s[%d] : f32 from vector<4xf32>", x[e].s, v.s, e);
  }
}

static void storeS(Gen *g, Val x, Val at) {
  ktLine(&g->kt, "memref.store %s, %%S[%s] : %s", x.s, at.s, g->sTy);
}

/* A hook call: load hook k at (a, b, c) -> type. */
static Val loadHook(Gen *g, int k, Val a, Val b, Val c, const char *type) {
  Val r = fresh(g);
  ktLine(&g->kt, "%s = func.call @__hidet_load_in%d(%s, %s, %s%s) : (index, index, index%s) -> %s",
         r.s, k, a.s, b.s, c.s, g->argVals.data, g->argTys.data, type);
  return r;
}

/* Every thread's share of a [n][w] tile of input slot k (rows from global
 * row `row0`, clamped to the last query (k = 0) or key; head `z`) into S
 * at `off` with row stride `stride`, converted to f32. */
static void loadTile(Gen *g, int k, Val z, Val row0, int64_t n, int64_t w, int64_t off,
                     int64_t stride);

/* Tile row rr of a packed block (GQA packing): query head z of K/V head zk
 * (the rr % pack-th of its group) and query i = row0 + rr / pack. */
static Val packedHead(Gen *g, Val zk, Val rr) {
  KernelText *kt = &g->kt;
  int64_t hkv = g->hq / g->pack;
  Val base = ktIxc(kt, "muli", ktIxc(kt, "divui", zk, hkv), g->hq);
  Val head = ktIxc(kt, "muli", ktIxc(kt, "remui", zk, hkv), g->pack);
  return ktIx(kt, "addi", ktIx(kt, "addi", base, head), ktIxc(kt, "remui", rr, g->pack));
}

static void loadTile(Gen *g, int k, Val z, Val row0, int64_t n, int64_t w, int64_t off,
                     int64_t stride) {
  /* Rows of a multiple of 4 elements go 4 at a time through the load4
   * hook (one 8- or 16-byte load of a plain input, widened to f32), so a
   * thread has 4x fewer loads in flight to issue: decode steps are bound by
   * these loads. */
  int64_t vw = w % 4 == 0 ? 4 : 1;
  int64_t total = n * w / vw, iters = (total + g->T - 1) / g->T;
  Val it = fresh(g);
  ktLine(&g->kt, "scf.for %s = %s to %s step %s {", it.s, ktIndex(&g->kt, 0).s,
         ktIndex(&g->kt, iters).s, ktIndex(&g->kt, 1).s);
  g->kt.indent++;
  Val e = ktIx(&g->kt, "addi", ktIxc(&g->kt, "muli", it, g->T), (Val){"%tid"});
  bool guard = ktIfUlt(&g->kt, total % g->T != 0, e, total);
  Val rr = ktIxc(&g->kt, "divui", e, w / vw), cc = ktIxc(&g->kt, "remui", e, w / vw);
  if (vw == 4)
    cc = ktIxc(&g->kt, "muli", cc, 4);
  /* packed Q: z is the K/V head; row rr is (query head, query) */
  bool packed = k == 0 && g->pack > 1;
  Val qr = packed ? ktIxc(&g->kt, "divui", rr, g->pack) : rr;
  Val zr = packed ? packedHead(g, z, rr) : z;
  Val row = ktIx(&g->kt, "addi", row0, qr);
  Val gr = k == 0 ? clampLq(g, row) : clampLk(g, row);
  Val at = ktIxc(&g->kt, "addi", ktIx(&g->kt, "addi", ktIxc(&g->kt, "muli", rr, stride), cc), off);
  if (vw == 1) {
    storeS(g, toF32(g, loadHook(g, k, zr, gr, cc, g->E), g->E), at);
  } else {
    Val x = fresh(g);
    ktLine(&g->kt,
           "%s = func.call @__hidet_load4_in%d(%s, %s, %s, %s%s) : (index, index, index, index%s) "
           "-> vector<4xf32>",
           x.s, k, zr.s, gr.s, cc.s, ktIndex(&g->kt, 4).s, g->argVals.data, g->argTys.data);
    if (stride % 4 == 0 && off % 4 == 0) { /* 16-byte aligned rows of S */
      ktLine(&g->kt, "vector.store %s, %%S[%s] : %s, vector<4xf32>", x.s, at.s, g->sTy);
    } else {
      for (int j = 0; j < 4; ++j) {
        Val xj = fresh(g);
        ktLine(&g->kt, "%s = vector.extract %s[%d] : f32 from vector<4xf32>", xj.s, x.s, j);
        storeS(g, xj, ktIxc(&g->kt, "addi", at, j));
      }
    }
  }
  ktEndIf(&g->kt, guard);
  g->kt.indent--;
  ktLine(&g->kt, "} {%s}", kUnroll4);
}

/* Value column cc of thread u: with vc = 1 columns u, u + group, ...; with
 * vc = 4 runs of 4, column 4 * (u + (cc / 4) * group) + cc % 4, so that a
 * thread reads each V row 16 bytes at a time (the group's runs are
 * consecutive: no bank conflicts). colEdge: whether some thread's column
 * cc may reach past Dv (the stores then check it). */
static Val colOf(Gen *g, Val u, int64_t cc) {
  if (g->vc == 1)
    return ktIxc(&g->kt, "addi", u, cc * g->G);
  return ktIxc(&g->kt, "addi", ktIxc(&g->kt, "muli", u, 4), (cc / 4) * 4 * g->G + cc % 4);
}

static bool colEdge(const Gen *g, int64_t cc) {
  if (g->vc == 1)
    return (cc + 1) * g->G > g->Dv;
  return (cc / 4 + 1) * g->G * 4 > g->Dv;
}

/* "%a = %x, %b = %y" and "f32, f32" for n iter args. */
static void iterArgs(Gen *g, int64_t n, Val *args, const Val *init, HidetStr *decl, HidetStr *tys) {
  for (int64_t i = 0; i < n; ++i) {
    args[i] = fresh(g);
    hidetStrAppendf(decl, "%s%s = %s", i ? ", " : "", args[i].s, init[i].s);
    hidetStrAppendf(tys, "%sf32", i ? ", " : "");
  }
}

static void yieldVals(Gen *g, int64_t n, const Val *v) {
  HidetStr names, tys;
  hidetStrInit(&names);
  hidetStrInit(&tys);
  for (int64_t i = 0; i < n; ++i) {
    hidetStrAppendf(&names, "%s%s", i ? ", " : "", v[i].s);
    hidetStrAppendf(&tys, "%sf32", i ? ", " : "");
  }
  ktLine(&g->kt, "scf.yield %s : %s", names.data, tys.data);
  hidetStrFree(&names);
  hidetStrFree(&tys);
}

/* The group's reduction of x (maximumf or addf) by xor shuffles. */
static Val groupReduce(Gen *g, Val x, const char *op) {
  for (int64_t off = g->G / 2; off >= 1; off /= 2) {
    Val r = fresh(g);
    ktLine(&g->kt, "%s:2 = gpu.shuffle xor %s, %%i32_%lld, %%i32_32 : f32", r.s, x.s,
           (long long)off);
    x = f32op(g, op, x, ktResult(r, 0));
  }
  return x;
}

/* The body of one key tile for the thread's TR rows (row t's state at
 * cur[t * (2 + nc)]: m, l, o[nc]); returns the new states in next[]. zr,
 * rr, ig, igc: each row's query head, tile row, query and clamped query. */
static void emitTile(Gen *g, Val t, const Val *cur, Val *next, const Val *zr, Val zk,
                     const Val *rr, Val u, const Val *ig, const Val *igc) {
  KernelText *kt = &g->kt;
  int64_t variant = g->c->problem->variant, TR = g->TR, nj = g->nj, nc = g->nc;
  ktLine(kt, "gpu.barrier");
  Val j0 = ktIxc(kt, "muli", t, g->keys);
  loadTile(g, 1, zk, j0, g->keys, g->D, g->kOff, g->Dq);
  loadTile(g, 2, zk, j0, g->keys, g->Dv, g->vOff, g->Dv);
  ktLine(kt, "gpu.barrier");

  /* scores: TR x nj dot products over D (row t's key jj at acc[t * nj + jj]) */
  size_t nAcc = (size_t)(TR * (nj + nc));
  Val *acc = calloc(nAcc * 2 + 4, sizeof *acc);
  if (!acc)
    abort(); /* out of memory while emitting text */
  Val *init = acc + nAcc + 2;
  for (int64_t a = 0; a < TR * nj; ++a)
    init[a] = (Val){"%zero"};
  HidetStr decl, tys;
  hidetStrInit(&decl);
  hidetStrInit(&tys);
  iterArgs(g, TR * nj, acc, init, &decl, &tys);
  /* With 16-byte aligned rows (D % 4 == 0) the loop reads q and each k row
   * 4 d values at a time: one vector load feeds 4 FMAs a row, so 4 TR FMAs
   * a k load (the register tile: each k vector serves the thread's TR
   * rows). */
  int vw = g->Dq == g->D + 4 ? 4 : 1;
  Val sc = fresh(g), d = fresh(g);
  ktLine(kt, "%s:%lld = scf.for %s = %s to %s step %s iter_args(%s) -> (%s) {", sc.s,
         (long long)(TR * nj), d.s, ktIndex(kt, 0).s, ktIndex(kt, g->D).s, ktIndex(kt, vw).s,
         decl.data, tys.data);
  kt->indent++;
  Val qv[HIDET_ATTENTION_MAX_TR][4];
  for (int64_t tr = 0; tr < TR; ++tr)
    loadSVec(g, ktIx(kt, "addi", ktIxc(kt, "muli", rr[tr], g->Dq), d), vw, qv[tr]);
  Val *nv = calloc(nAcc + 1, sizeof *nv);
  if (!nv)
    abort(); /* out of memory while emitting text */
  for (int64_t jj = 0; jj < nj; ++jj) {
    Val row = ktIxc(kt, "addi", u, jj * g->G);
    Val at = ktIx(kt, "addi", ktIxc(kt, "muli", row, g->Dq), d), kv[4];
    loadSVec(g, ktIxc(kt, "addi", at, g->kOff), vw, kv);
    for (int64_t tr = 0; tr < TR; ++tr) {
      Val x = acc[tr * nj + jj];
      for (int e = 0; e < vw; ++e)
        x = fma32(g, qv[tr][e], kv[e], x);
      nv[tr * nj + jj] = x;
    }
  }
  yieldVals(g, TR * nj, nv);
  kt->indent--;
  ktLine(kt, "} {%s}", vw == 4 ? kUnroll1 : kUnroll4);

  /* per row: scale, mask, causal, keys past Lk; the online softmax */
  Val *s = calloc((size_t)nj + 1, sizeof *s);
  if (!s)
    abort(); /* out of memory while emitting text */
  Val corr[HIDET_ATTENTION_MAX_TR], prow[HIDET_ATTENTION_MAX_TR];
  for (int64_t tr = 0; tr < TR; ++tr) {
    const Val *st = cur + tr * (2 + nc);
    Val tmax = {"%ninf"};
    for (int64_t jj = 0; jj < nj; ++jj) {
      Val jg = ktIx(kt, "addi", j0, ktIxc(kt, "addi", u, jj * g->G));
      Val x = f32op(g, "mulf", ktResult(sc, (int)(tr * nj + jj)), (Val){"%scale2"});
      if (g->M[0]) {
        Val jgc = clampLk(g, jg);
        Val mv = loadHook(g, 3, zr[tr], igc[tr], jgc, g->M);
        if (variant & ATTN_BOOL_MASK)
          x = f32sel(g, mv, x, (Val){"%ninf"});
        else
          x = fma32(g, toF32(g, mv, g->M), (Val){"%log2e"}, x);
      }
      if (g->rt.lk) /* the tail tile of a run-time Lk: always masked */
        x = f32sel(g, ktUlt(kt, jg, g->lk), x, (Val){"%ninf"});
      else if (g->Lk % g->keys)
        x = f32sel(g, ktUlt(kt, jg, ktIndex(kt, g->Lk)), x, (Val){"%ninf"});
      if (variant & ATTN_CAUSAL) {
        Val after = fresh(g);
        ktLine(kt, "%s = arith.cmpi ugt, %s, %s : index", after.s, jg.s, ig[tr].s);
        x = f32sel(g, after, (Val){"%ninf"}, x);
      }
      s[jj] = x;
      tmax = f32op(g, "maximumf", tmax, x);
    }
    tmax = groupReduce(g, tmax, "maximumf");
    Val mnew = f32op(g, "maximumf", st[0], tmax);
    Val dead = fresh(g);
    ktLine(kt, "%s = arith.cmpf oeq, %s, %%ninf : f32", dead.s, mnew.s);
    /* a row that has seen only -inf subtracts 0, not m' (-inf - -inf is
     * NaN): p = 2^-inf = 0 and corr = 0 scale an o and l that are still 0 */
    Val msub = f32sel(g, dead, (Val){"%zero"}, mnew);
    corr[tr] = exp2f32(g, f32op(g, "subf", st[0], msub));
    Val lnew = f32op(g, "mulf", st[1], corr[tr]);
    prow[tr] = ktIxc(kt, "addi", ktIxc(kt, "muli", rr[tr], g->keys + 1), g->pOff);
    for (int64_t jj = 0; jj < nj; ++jj) {
      Val p = exp2f32(g, f32op(g, "subf", s[jj], msub));
      lnew = f32op(g, "addf", lnew, p);
      Val at = ktIx(kt, "addi", prow[tr], ktIxc(kt, "addi", u, jj * g->G));
      storeS(g, p, at);
    }
    next[tr * (2 + nc)] = mnew;
    next[tr * (2 + nc) + 1] = lnew;
  }
  ktLine(kt, "gpu.barrier");

  /* values: o_c = o_c * corr + sum_j P[r][j] * V[j][c], row t's column cc
   * at acc[t * nc + cc]; each V vector serves the TR rows */
  for (int64_t tr = 0; tr < TR; ++tr)
    for (int64_t cc = 0; cc < nc; ++cc)
      init[tr * nc + cc] = f32op(g, "mulf", cur[tr * (2 + nc) + 2 + cc], corr[tr]);
  hidetStrFree(&decl);
  hidetStrFree(&tys);
  hidetStrInit(&decl);
  hidetStrInit(&tys);
  iterArgs(g, TR * nc, acc, init, &decl, &tys);
  Val *vcol = calloc((size_t)nc + 1, sizeof *vcol);
  if (!vcol)
    abort(); /* out of memory while emitting text */
  /* the thread's columns (vc = 4: each run's first, clamped so that a run
   * wholly past Dv reads the last one; its sums are never stored) */
  for (int64_t cc = 0; cc < nc; cc += g->vc)
    vcol[cc] = ktIxc(kt, "addi", ktIxc(kt, "minsi", colOf(g, u, cc), g->Dv - g->vc), g->vOff);
  Val ov = fresh(g), j = fresh(g);
  ktLine(kt, "%s:%lld = scf.for %s = %s to %s step %s iter_args(%s) -> (%s) {", ov.s,
         (long long)(TR * nc), j.s, ktIndex(kt, 0).s, ktIndex(kt, g->keys).s, ktIndex(kt, 1).s,
         decl.data, tys.data);
  kt->indent++;
  Val pv[HIDET_ATTENTION_MAX_TR];
  for (int64_t tr = 0; tr < TR; ++tr)
    pv[tr] = loadS(g, ktIx(kt, "addi", prow[tr], j));
  Val vrow = ktIxc(kt, "muli", j, g->Dv);
  for (int64_t cc = 0; cc < nc; cc += g->vc) {
    Val vv[4];
    loadSVec(g, ktIx(kt, "addi", vrow, vcol[cc]), g->vc, vv);
    for (int64_t tr = 0; tr < TR; ++tr)
      for (int e = 0; e < g->vc; ++e)
        nv[tr * nc + cc + e] = fma32(g, pv[tr], vv[e], acc[tr * nc + cc + e]);
  }
  yieldVals(g, TR * nc, nv);
  kt->indent--;
  ktLine(kt, "} {%s}", g->vc == 4 ? kUnroll1 : kUnroll4);
  for (int64_t tr = 0; tr < TR; ++tr)
    for (int64_t cc = 0; cc < nc; ++cc)
      next[tr * (2 + nc) + 2 + cc] = ktResult(ov, (int)(tr * nc + cc));
  hidetStrFree(&decl);
  hidetStrFree(&tys);
  free(acc);
  free(nv);
  free(s);
  free(vcol);
}

/* The end without split-KV: o / l (0 for a row with nothing to attend)
 * of the in-range rows and columns, through the store hook. */
static void emitStore(Gen *g, Val loop, int64_t base, Val l, Val z, Val ig, Val u) {
  KernelText *kt = &g->kt;
  Val empty = fresh(g);
  ktLine(kt, "%s = arith.cmpf oeq, %s, %%zero : f32", empty.s, l.s);
  Val inv = f32sel(g, empty, (Val){"%zero"}, f32op(g, "divf", (Val){"%one"}, l));
  /* rows past a run-time Lq compute on clamped queries and store nothing */
  bool rowGuard = g->rt.lq ? ktIfUltV(kt, true, ig, g->lq)
                           : ktIfUlt(kt, g->Lq % g->qPer != 0, ig, g->Lq);
  for (int64_t cc = 0; cc < g->nc; ++cc) {
    Val col = colOf(g, u, cc);
    bool colGuard = ktIfUlt(kt, colEdge(g, cc), col, g->Dv);
    Val x = f32op(g, "mulf", ktResult(loop, (int)(base + 2 + cc)), inv);
    if (strcmp(g->E, "f32")) {
      Val tx = fresh(g);
      ktLine(kt, "%s = arith.truncf %s : f32 to %s", tx.s, x.s, g->E);
      x = tx;
    }
    ktLine(kt, "func.call @__hidet_store_out0(%s, %s, %s, %s%s) : (%s, index, index, index%s) -> ()",
           x.s, z.s, ig.s, col.s, g->argVals.data, g->E, g->argTys.data);
    ktEndIf(kt, colGuard);
  }
  ktEndIf(kt, rowGuard);
}

/* Split-KV, the partial kernel's end: the in-range rows' unnormalised o
 * (the thread's columns, colOf) and, from the row's first thread, m and l
 * (uniform over the row's group) to the workspace view. */
static void emitPartialStore(Gen *g, Val loop, int64_t base, Val l, Val z, Val ig, Val u,
                             Val slice) {
  KernelText *kt = &g->kt;
  Val wv = wsView(g, kt, g->lq);
  bool rowGuard = g->rt.lq ? ktIfUltV(kt, true, ig, g->lq)
                           : ktIfUlt(kt, g->Lq % g->qPer != 0, ig, g->Lq);
  for (int64_t cc = 0; cc < g->nc; ++cc) {
    Val col = colOf(g, u, cc);
    bool colGuard = ktIfUlt(kt, colEdge(g, cc), col, g->Dv);
    ktLine(kt, "memref.store %s, %s[%s, %s, %s, %s] : %s", ktResult(loop, (int)(base + 2 + cc)).s, wv.s,
           z.s, ig.s, slice.s, col.s, g->wvTy);
    ktEndIf(kt, colGuard);
  }
  Val first = fresh(g);
  ktLine(kt, "%s = arith.cmpi eq, %s, %s : index", first.s, u.s, ktIndex(kt, 0).s);
  ktLine(kt, "scf.if %s {", first.s);
  kt->indent++;
  ktLine(kt, "memref.store %s, %s[%s, %s, %s, %s] : %s", ktResult(loop, (int)base).s, wv.s, z.s, ig.s,
         slice.s, ktIndex(kt, g->Dv).s, g->wvTy);
  ktLine(kt, "memref.store %s, %s[%s, %s, %s, %s] : %s", l.s, wv.s, z.s, ig.s, slice.s,
         ktIndex(kt, g->Dv + 1).s, g->wvTy);
  kt->indent--;
  ktLine(kt, "}");
  ktEndIf(kt, rowGuard);
}

/* Threads of a combine block: one output element each. */
#define COMBINE_THREADS 256

/* Split-KV, `<kernel>_combine(args..., %ws)` (attention.h): grid (element
 * blocks, Z); thread e of head z merges the S slices of (i, c) = (e / Dv,
 * e % Dv) in the order s = 0..S-1. With run-time extents the element
 * count is Lq x Dv at run time and the host computes the grid. */
static void emitCombine(Gen *g, HidetStr *out, int64_t Z, const char *problemAttr) {
  const HidetTemplateCall *c = g->c;
  int64_t elems = g->Lq * g->Dv, blocks = (elems + COMBINE_THREADS - 1) / COMBINE_THREADS;
  KernelText kt;
  ktInit(&kt, 2);
  Val tid = ktFresh(&kt), bx = ktFresh(&kt), z = ktFresh(&kt), lq = {""};
  ktLine(&kt, "%s = gpu.thread_id x", tid.s);
  ktLine(&kt, "%s = gpu.block_id x", bx.s);
  ktLine(&kt, "%s = gpu.block_id y", z.s);
  Val e = ktIx(&kt, "addi", ktIxc(&kt, "muli", bx, COMBINE_THREADS), tid);
  bool guard;
  if (g->rt.lq) {
    Val last;
    lq = ktFresh(&kt);
    hidetAttentionEmitLength(&kt, lq, g->rt.lqArg, g->rt.lqDim, c->argTypes[g->rt.lqArg], &last);
    guard = ktIfUltV(&kt, true, e, ktIxc(&kt, "muli", lq, g->Dv));
  } else {
    guard = ktIfUlt(&kt, elems % COMBINE_THREADS != 0, e, elems);
  }
  Val i = ktIxc(&kt, "divui", e, g->Dv), col = ktIxc(&kt, "remui", e, g->Dv);
  Val wv = wsView(g, &kt, lq);
  Val *m = calloc((size_t)g->S, sizeof *m);
  if (!m)
    abort(); /* out of memory while emitting text */
  Val mx = {"%ninf"};
  for (int64_t sl = 0; sl < g->S; ++sl) {
    m[sl] = ktFresh(&kt);
    ktLine(&kt, "%s = memref.load %s[%s, %s, %s, %s] : %s", m[sl].s, wv.s, z.s, i.s,
           ktIndex(&kt, sl).s, ktIndex(&kt, g->Dv).s, g->wvTy);
    Val r = ktFresh(&kt);
    ktLine(&kt, "%s = arith.maximumf %s, %s : f32", r.s, mx.s, m[sl].s);
    mx = r;
  }
  Val num = {"%zero"}, den = {"%zero"};
  for (int64_t sl = 0; sl < g->S; ++sl) {
    /* w = 2^(m_s - M) (base-2 maxima), 0 for a slice that attended nothing (m_s = -inf;
     * then M may be -inf too, and -inf - -inf is NaN) */
    Val none = ktFresh(&kt), d = ktFresh(&kt), ex = ktFresh(&kt), w = ktFresh(&kt);
    ktLine(&kt, "%s = arith.cmpf oeq, %s, %%ninf : f32", none.s, m[sl].s);
    ktLine(&kt, "%s = arith.subf %s, %s : f32", d.s, m[sl].s, mx.s);
    ktLine(&kt, "%s = math.exp2 %s fastmath<afn> : f32", ex.s, d.s);
    ktLine(&kt, "%s = arith.select %s, %%zero, %s : f32", w.s, none.s, ex.s);
    Val o = ktFresh(&kt), l = ktFresh(&kt), n2 = ktFresh(&kt), d2 = ktFresh(&kt);
    ktLine(&kt, "%s = memref.load %s[%s, %s, %s, %s] : %s", o.s, wv.s, z.s, i.s,
           ktIndex(&kt, sl).s, col.s, g->wvTy);
    ktLine(&kt, "%s = memref.load %s[%s, %s, %s, %s] : %s", l.s, wv.s, z.s, i.s,
           ktIndex(&kt, sl).s, ktIndex(&kt, g->Dv + 1).s, g->wvTy);
    ktLine(&kt, "%s = math.fma %s, %s, %s : f32", n2.s, w.s, o.s, num.s);
    ktLine(&kt, "%s = math.fma %s, %s, %s : f32", d2.s, w.s, l.s, den.s);
    num = n2;
    den = d2;
  }
  free(m);
  Val empty = ktFresh(&kt), q = ktFresh(&kt), x = ktFresh(&kt);
  ktLine(&kt, "%s = arith.cmpf oeq, %s, %%zero : f32", empty.s, den.s);
  ktLine(&kt, "%s = arith.divf %s, %s : f32", q.s, num.s, den.s);
  ktLine(&kt, "%s = arith.select %s, %%zero, %s : f32", x.s, empty.s, q.s);
  if (strcmp(g->E, "f32")) {
    Val tx = ktFresh(&kt);
    ktLine(&kt, "%s = arith.truncf %s : f32 to %s", tx.s, x.s, g->E);
    x = tx;
  }
  ktLine(&kt, "func.call @__hidet_store_out0(%s, %s, %s, %s%s) : (%s, index, index, index%s) -> ()",
         x.s, z.s, i.s, col.s, g->argVals.data, g->E, g->argTys.data);
  ktEndIf(&kt, guard);
  ktLine(&kt, "gpu.return");

  hidetStrAppendf(out, "  gpu.func @%s_combine(", c->kernelName);
  for (int a = 0; a < c->nArgs; ++a)
    hidetStrAppendf(out, "%%arg%d: %s, ", a, c->argTypes[a]);
  hidetStrAppendf(out,
                  "%%ws: %s)\n      kernel attributes {hidet.template = \"attention_simt\", %s, "
                  "hidet.grid = array<i64: %lld, %lld, 1>, gpu.known_block_size = array<i32: "
                  "%d, 1, 1>",
                  g->wsTy, problemAttr, (long long)blocks, (long long)Z, COMBINE_THREADS);
  /* run-time extents: x = ceil(Lq x Dv / threads), y = Z (every query
   * head: no packing here) */
  RtGridAxis axes[2];
  int nAxes = 0;
  if (g->rt.lq)
    axes[nAxes++] = (RtGridAxis){.axis = 0, .mul = g->Dv, .div = COMBINE_THREADS, .n = 1,
                                 .arg = {g->rt.lqArg}, .dim = {g->rt.lqDim}};
  if (g->rt.nz) {
    RtGridAxis y = {.axis = 1, .mul = g->rt.zStatic, .div = 1, .n = g->rt.nz};
    for (int f = 0; f < g->rt.nz; ++f) {
      y.arg[f] = g->rt.zArg[f];
      y.dim[f] = g->rt.zDim[f];
    }
    axes[nAxes++] = y;
  }
  rtGridAttrText(out, axes, nAxes);
  hidetStrAppendf(out, "} {\n");
  ktEmitConstants(&kt, out, "    ");
  hidetStrAppendf(out, "    %%zero = arith.constant 0.0 : f32\n");
  hidetStrAppendf(out, "    %%ninf = arith.constant 0xFF800000 : f32\n");
  hidetStrAppend(out, kt.body.data, kt.body.len);
  hidetStrAppendf(out, "  }\n");
  ktFree(&kt);
}

bool hidetAttentionSimtEmit(const HidetTemplateCall *c, const HidetAttentionSimtSchedule *s,
                            double scale, const char *elemType, const char *maskType,
                            HidetStr *out, char *why, size_t whySize) {
  const HidetProblem *p = c->problem;
  Gen g;
  memset(&g, 0, sizeof g);
  g.c = c;
  g.E = elemType;
  g.M = maskType;
  g.rows = s->rows;
  g.keys = s->keys;
  g.G = s->group;
  g.TR = s->tr > 1 ? s->tr : 1;
  g.T = g.rows / g.TR * g.G;
  g.D = p->dims[ATTN_D];
  g.Dv = p->dims[ATTN_DV];
  g.Lq = p->dims[ATTN_LQ];
  g.Lk = p->dims[ATTN_LK];
  g.nj = g.keys / g.G;
  g.nc = (g.Dv + g.G - 1) / g.G;
  g.S = s->splits > 1 ? s->splits : 1;
  g.hq = p->dims[ATTN_HQ];
  g.pack = s->pack && p->dims[ATTN_G] > 1 ? p->dims[ATTN_G] : 1;
  g.qPer = g.rows / g.pack;
  if (g.qPer < 1 || g.rows % g.pack)
    return hidetFailWhy(why, whySize,
                        "GQA packing needs the %lld query heads of a K/V head to divide the %lld "
                        "rows of a block",
                        (long long)g.pack, (long long)g.rows);
  if (g.rows < 1 || g.G < 1 || g.keys % g.G || g.nj < 1 || g.T > 1024 || g.S > 65535 ||
      g.TR > HIDET_ATTENTION_MAX_TR || g.rows % g.TR)
    return hidetFailWhy(why, whySize, "malformed attention_simt schedule");
  if (!hidetAttentionRuntime(c, &g.rt, why, whySize))
    return false;
  int64_t Z = p->dims[ATTN_Z], qTiles = (g.Lq + g.qPer - 1) / g.qPer;
  int64_t gridY = Z / g.pack; /* query heads, or (packed) K/V heads */
  /* (a run-time Z: the representative may exceed it where the real one
   * does not; the host does not check it, docs/dynamic-shapes.md) */
  if (Z > 65535 && !(p->runtimeDims & (1u << ATTN_Z)))
    return hidetFailWhy(why, whySize, "%lld heads exceed the grid's y limit 65535", (long long)Z);
  for (int i = 0; i < c->nArgs; ++i)
    if (!c->argTypes || !c->argTypes[i] || !*c->argTypes[i])
      return hidetFailWhy(why, whySize, "argument %d has no type", i);
  g.Dq = hidetAttentionSimtRowStride(g.D);
  g.kOff = g.rows * g.Dq;
  g.vOff = g.kOff + g.keys * g.Dq;
  g.vc = g.Dv % 4 == 0 && g.nc % 4 == 0 && g.vOff % 4 == 0 ? 4 : 1; /* 16-byte aligned runs */
  g.pOff = g.vOff + g.keys * g.Dv;
  g.total = g.pOff + g.rows * (g.keys + 1);
  snprintf(g.sTy, sizeof g.sTy, "memref<%lldxf32, #gpu.address_space<workgroup>>",
           (long long)g.total);
  /* the workspace: sized on the host from the run-time extents
   * (hidet.workspace_dynamic) where Z or Lq is one */
  bool dynWs = g.S > 1 && (g.rt.nz || g.rt.lq);
  if (dynWs)
    snprintf(g.wsTy, sizeof g.wsTy, "memref<?xi8>");
  else
    snprintf(g.wsTy, sizeof g.wsTy, "memref<%lldxi8>",
             (long long)hidetAttentionSplitWorkspaceBytes(g.S, p));
  char zText[24], lqText[24];
  snprintf(zText, sizeof zText, g.rt.nz ? "?" : "%lld", (long long)Z);
  snprintf(lqText, sizeof lqText, g.rt.lq ? "?" : "%lld", (long long)g.Lq);
  snprintf(g.wvTy, sizeof g.wvTy, "memref<%sx%sx%lldx%lldxf32>", zText, lqText, (long long)g.S,
           (long long)(g.Dv + 2));
  hidetStrInit(&g.argVals);
  hidetStrInit(&g.argTys);
  for (int i = 0; i < c->nArgs; ++i) {
    hidetStrAppendf(&g.argVals, ", %%arg%d", i);
    hidetStrAppendf(&g.argTys, ", %s", c->argTypes[i]);
  }
  KernelText *kt = &g.kt;
  ktInit(kt, 2);
  ktLine(kt, "%%dsm = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>");
  ktLine(kt, "%%S = memref.view %%dsm[%s][] : memref<?xi8, #gpu.address_space<workgroup>> to %s",
         ktIndex(kt, 0).s, g.sTy);
  ktLine(kt, "%%tid = gpu.thread_id x");
  /* run-time query / key lengths: memref.dim of the inputs holding them */
  if (g.rt.lq) {
    g.lq = fresh(&g);
    hidetAttentionEmitLength(kt, g.lq, g.rt.lqArg, g.rt.lqDim, c->argTypes[g.rt.lqArg], &g.lqM1);
  }
  if (g.rt.lk) {
    g.lk = fresh(&g);
    hidetAttentionEmitLength(kt, g.lk, g.rt.lkArg, g.rt.lkDim, c->argTypes[g.rt.lkArg], &g.lkM1);
  }
  Val qt = fresh(&g), by = fresh(&g);
  ktLine(kt, "%s = gpu.block_id x", qt.s);
  ktLine(kt, "%s = gpu.block_id y", by.s);
  Val w = fresh(&g);
  ktLine(kt,
         "%s:2 = \"tm.task\"(%%tid, %s) {mapping = #tm.compose<[#tm.spatial<array<i64: %lld, "
         "%lld>>]>} : (index, index) -> (index, index)",
         w.s, ktIndex(kt, 0).s, (long long)(g.rows / g.TR), (long long)g.G);
  Val u = ktResult(w, 1);
  Val i0 = ktIxc(kt, "muli", qt, g.qPer);
  int64_t grp = p->dims[ATTN_G], hq = p->dims[ATTN_HQ];
  Val zk = by;
  /* the K/V head of query head `by` (grouped heads, unpacked) */
  if (g.pack == 1 && grp > 1) {
    Val bz = ktIxc(kt, "divui", by, hq), h = ktIxc(kt, "remui", by, hq);
    zk = ktIx(kt, "addi", ktIxc(kt, "muli", bz, hq / grp), ktIxc(kt, "divui", h, grp));
  }
  /* the thread's TR rows: tile rows r * TR + t (consecutive, so that with
   * TR = 1 the kernel is the one-row-a-thread one) */
  Val rr[HIDET_ATTENTION_MAX_TR], z[HIDET_ATTENTION_MAX_TR], ig[HIDET_ATTENTION_MAX_TR],
      igc[HIDET_ATTENTION_MAX_TR];
  for (int64_t tr = 0; tr < g.TR; ++tr) {
    rr[tr] = g.TR == 1 ? ktResult(w, 0)
                       : ktIxc(kt, "addi", ktIxc(kt, "muli", ktResult(w, 0), g.TR), tr);
    if (g.pack > 1) {
      /* GQA packing: block y is a K/V head; row r is query head r % pack of
       * its group at query i0 + r / pack, so the group reads each K/V tile
       * once */
      z[tr] = packedHead(&g, zk, rr[tr]);
      ig[tr] = ktIx(kt, "addi", i0, ktIxc(kt, "divui", rr[tr], g.pack));
    } else {
      z[tr] = by;
      ig[tr] = ktIx(kt, "addi", i0, rr[tr]);
    }
    igc[tr] = clampLq(&g, ig[tr]);
  }
  loadTile(&g, 0, by, i0, g.rows, g.D, 0, g.Dq);

  /* the key tiles: all of them, or (causal) up to the block's last query */
  int64_t kTiles = (g.Lk + g.keys - 1) / g.keys;
  /* a run-time Lk: ceil(Lk / keys) tiles */
  Val tilesV = g.rt.lk ? ktIxc(kt, "divui", ktIxc(kt, "addi", g.lk, g.keys - 1), g.keys)
                       : (Val){""};
  Val ub = g.rt.lk ? tilesV : ktIndex(kt, kTiles);
  if (p->variant & ATTN_CAUSAL) {
    Val last = clampLq(&g, ktIxc(kt, "addi", i0, g.qPer - 1));
    Val upto = ktIxc(kt, "addi", ktIxc(kt, "divui", last, g.keys), 1);
    ub = g.rt.lk ? ktIx(kt, "minsi", upto, tilesV) : ktIxc(kt, "minsi", upto, kTiles);
  }
  /* split-KV: this block's slice [lb, min(lb + per, ub)); empty when lb is
   * past ub (scf.for then runs no iteration: m = -inf, l = 0, o = 0) */
  Val lb = ktIndex(kt, 0), slice = ktIndex(kt, 0);
  if (g.S > 1) {
    slice = fresh(&g);
    ktLine(kt, "%s = gpu.block_id z", slice.s);
    if (g.rt.lk) { /* per = ceil(tiles / S) of the run-time tile count */
      Val per = ktIxc(kt, "divui", ktIxc(kt, "addi", tilesV, g.S - 1), g.S);
      lb = ktIx(kt, "muli", slice, per);
      ub = ktIx(kt, "minsi", ktIx(kt, "addi", lb, per), ub);
    } else {
      int64_t per = (kTiles + g.S - 1) / g.S;
      lb = ktIxc(kt, "muli", slice, per);
      ub = ktIx(kt, "minsi", ktIxc(kt, "addi", lb, per), ub);
    }
  }
  int64_t nState = g.TR * (2 + g.nc); /* row t's (m, l, o[nc]) at t * (2 + nc) */
  Val *init = calloc((size_t)nState * 3, sizeof *init);
  if (!init)
    abort(); /* out of memory while emitting text */
  Val *cur = init + nState, *next = cur + nState;
  for (int64_t i = 0; i < nState; ++i)
    init[i] = i % (2 + g.nc) == 0 ? (Val){"%ninf"} : (Val){"%zero"};
  HidetStr decl, tys;
  hidetStrInit(&decl);
  hidetStrInit(&tys);
  iterArgs(&g, nState, cur, init, &decl, &tys);
  Val loop = fresh(&g), t = fresh(&g);
  ktLine(kt, "%s:%lld = scf.for %s = %s to %s step %s iter_args(%s) -> (%s) {", loop.s,
         (long long)nState, t.s, lb.s, ub.s, ktIndex(kt, 1).s, decl.data, tys.data);
  kt->indent++;
  emitTile(&g, t, cur, next, z, zk, rr, u, ig, igc);
  yieldVals(&g, nState, next);
  kt->indent--;
  ktLine(kt, "}");

  for (int64_t tr = 0; tr < g.TR; ++tr) {
    int64_t base = tr * (2 + g.nc);
    Val l = groupReduce(&g, ktResult(loop, (int)base + 1), "addf");
    if (g.S > 1)
      emitPartialStore(&g, loop, base, l, z[tr], ig[tr], u, slice);
    else
      emitStore(&g, loop, base, l, z[tr], ig[tr], u);
  }
  ktLine(kt, "gpu.return");

  /* ---- Module text. */
  const char *tyl = g.argTys.data;
  hidetAttentionEmitModuleHead(out, c->moduleName, g.E, g.M, tyl,
                               (g.D % 4 == 0 ? 3u : 0u) | (g.Dv % 4 == 0 ? 4u : 0u));
  hidetStrAppendf(out, "  gpu.func @%s%s(", c->kernelName, g.S > 1 ? "_partial" : "");
  for (int i = 0; i < c->nArgs; ++i)
    hidetStrAppendf(out, "%s%%arg%d: %s", i ? ", " : "", i, c->argTypes[i]);
  if (g.S > 1)
    hidetStrAppendf(out, "%s%%ws: %s", c->nArgs ? ", " : "", g.wsTy);
  char problemAttr[160];
  snprintf(problemAttr, sizeof problemAttr,
           "hidet.problem = array<i64: %lld, %lld, %lld, %lld, %lld, %lld, %lld>", (long long)Z,
           (long long)g.Lq, (long long)g.Lk, (long long)g.D, (long long)g.Dv, (long long)grp,
           (long long)hq);
  hidetStrAppendf(out,
                  ")\n      kernel attributes {hidet.template = \"attention_simt\", "
                  "hidet.dynamic_smem = %lld : i64, %s, hidet.grid = array<i64: %lld, %lld, %lld>, "
                  "gpu.known_block_size = array<i32: %lld, 1, 1>",
                  (long long)(4 * g.total), problemAttr, (long long)qTiles, (long long)gridY,
                  (long long)g.S, (long long)g.T);
  /* run-time extents: grid x = ceil(Lq / qPer), y = (Z / pack) from the
   * `?` batch dims, computed on the host */
  hidetAttentionGridAttr(out, &g.rt, g.qPer, g.rt.zStatic / g.pack);
  if (dynWs) { /* S x (Dv + 2) x 4 bytes x Z x Lq, from the run-time extents */
    RtGridAxis ws = {.mul = g.S * (g.Dv + 2) * 4 * g.rt.zStatic * (g.rt.lq ? 1 : g.Lq), .n = 0};
    for (int f = 0; f < g.rt.nz; ++f) {
      ws.arg[ws.n] = g.rt.zArg[f];
      ws.dim[ws.n++] = g.rt.zDim[f];
    }
    if (g.rt.lq) {
      ws.arg[ws.n] = g.rt.lqArg;
      ws.dim[ws.n++] = g.rt.lqDim;
    }
    rtWorkspaceAttrText(out, &ws);
  }
  hidetStrAppendf(out, "} {\n");
  ktEmitConstants(kt, out, "    ");
  hidetStrAppendf(out, "    %%zero = arith.constant 0.0 : f32\n");
  hidetStrAppendf(out, "    %%one = arith.constant 1.0 : f32\n");
  hidetStrAppendf(out, "    %%ninf = arith.constant 0xFF800000 : f32\n");
  /* %e: "1" alone is not a float literal */
  hidetStrAppendf(out, "    %%scale2 = arith.constant %.17e : f32\n", scale * 1.4426950408889634);
  hidetStrAppendf(out, "    %%log2e = arith.constant %.17e : f32\n", 1.4426950408889634);
  hidetStrAppendf(out, "    %%i32_32 = arith.constant 32 : i32\n");
  for (int64_t off = g.G / 2; off >= 1; off /= 2)
    hidetStrAppendf(out, "    %%i32_%lld = arith.constant %lld : i32\n", (long long)off,
                    (long long)off);
  hidetStrAppend(out, kt->body.data, kt->body.len);
  hidetStrAppendf(out, "  }\n");
  if (g.S > 1)
    emitCombine(&g, out, Z, problemAttr);
  hidetStrAppendf(out, "}\n");
  ktFree(kt);
  hidetStrFree(&g.argVals);
  hidetStrFree(&g.argTys);
  hidetStrFree(&decl);
  hidetStrFree(&tys);
  free(init);
  return true;
}
