/*===-- matmul_template.c - The f32 CUDA-core matmul kernel template ------===*
 * Emits the MLIR text of Hidet's SIMT matmul for one schedule and problem
 * (contract and hooks: matmul_template.h). Shapes are compile-time
 * constants: every index below M, N, K and the tile sizes is an
 * arith.constant, and predicates are emitted only where a dimension is not a
 * multiple of its tile.
 *
 * Layout of the emitted kernel (T = 32*wm*wn threads, thread id = worker):
 *  - thread tile of C: compose(spatial(wm,wn), repeat(om,on), spatial(lm,ln),
 *    repeat(im,in)); the (oi,oj) sub-tile's im x in cells are contiguous and
 *    start at task (oi*on+oj)*im*in;
 *  - accumulators: one vector<in x f32> per (oi, ii, oj) row, updated by
 *    vector.fma with a broadcast A element;
 *  - global -> shared: 4-wide vectors, auto_map over the A tile (bm x bk/4
 *    vectors along k) and the B tile (bk x bn/4 vectors along n);
 *  - register mode: As[2][bk][bm+pad] k-major (so a thread's im rows are one
 *    vector load), Bs[2][bk][bn+4]; double buffering with one barrier per k
 *    step (prefetch into registers, compute, store to the other buffer,
 *    barrier);
 *  - async mode: As[S][bm][bk+4] row-major (a 16-byte cp.async of 4 k
 *    values lands contiguously), Bs[S][bk][bn+4]; an S-stage ring in which
 *    every iteration commits exactly one group (zero-fill copies past the
 *    last tile), so `wait numGroups = S-2` always means "tile kt landed";
 *  - split-K (splitk = S > 1, matmul_splitk.h): block z = b*S + s runs the
 *    loop over its slice of the k tiles (a bound uniform in the block,
 *    every load k-checked) and stores its f32 sums into the workspace; the
 *    module's second kernel combines them and runs the store hook.
 * SSA names are %v<N> from one counter, constants %c<N> / %cf0 / %vz<W>,
 * emitted once at the top of the kernel (they dominate every use).
 *===----------------------------------------------------------------------===*/
#include "kernel_text.h"
#include "matmul_simt.h"
#include "matmul_splitk.h"
#include "matmul_runtime_m.h"

#include "hidet-c/TaskMapping.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- Text emission. ----------------------------------------------------- */
typedef KtVal Val;

#define MAX_VEC_WIDTH 64

typedef struct {
  const HidetMatmulProblem *p;
  const HidetMatmulSchedule *s;
  HidetMatmulLoadMode mode;
  int64_t bm, bn, bk, threads, stages, kTiles;
  int64_t nA, nB;           /* 4-wide vectors per thread of an A / B tile */
  bool needM, needN, needK; /* some tile is partial along that dimension */
  Val mRun;                 /* a run-time M (p->rt.on): memref.dim at entry */
  int64_t padA;             /* register mode: row padding of the k-major As */
  int nAcc;                 /* accumulators: om*im*on rows of vector<in x f32> */
  char accTy[32];           /* "vector<in x f32>" */
  HidetStr accTys;          /* accTy, nAcc times, comma-separated */
  KernelText kt;            /* kernel body; constants go before it */
  bool useF0;
  bool useVZero[MAX_VEC_WIDTH + 1];
  HidetStr argVals, argTys; /* ", %arg0, ..." and ", T0, ..." */
  char asTy[160], bsTy[160];
  char mapC[512], mapA[512], mapB[512]; /* task-mapping attribute texts */
  Val tid, b, m0, n0;
  /* Split-K: S, k tiles per slice, this block's slice, its first k, its
   * number of k tiles (the k-tile loop's bound), the workspace view. */
  int64_t split, sliceTiles;
  HidetSplitKBlock sk; /* sk.kBase is 0 and sk.ub kTiles without split-K */
} Gen;

static Val cF0(Gen *g) {
  g->useF0 = true;
  Val v = {"%cf0"};
  return v;
}

static Val cVZero(Gen *g, int64_t w) {
  g->useVZero[w] = true;
  Val v;
  snprintf(v.s, sizeof v.s, "%%vz%lld", (long long)w);
  return v;
}

/* The two results of `"tm.task"(w, k)` on a rank-2 mapping. */
static void tmTask(Gen *g, const char *mapping, Val w, int64_t k, Val *r0, Val *r1) {
  Val r = ktFresh(&g->kt);
  Val kv = ktIndex(&g->kt, k);
  ktLine(&g->kt, "%s:2 = \"tm.task\"(%s, %s) {mapping = %s} : (index, index) -> (index, index)",
         r.s, w.s, kv.s, mapping);
  *r0 = ktResult(r, 0);
  *r1 = ktResult(r, 1);
}

/* `#tm.compose<[...]>` of a mapping (rank 2). */
static void mappingText(const HidetTaskMapping *m, char *buf, size_t size) {
  static const char *const kinds[] = {"spatial", "repeat", "col_spatial", "col_repeat"};
  size_t n = (size_t)snprintf(buf, size, "#tm.compose<[");
  for (int i = 0; i < m->numAtoms && n < size; ++i) {
    n += (size_t)snprintf(buf + n, size - n, "%s#tm.%s<array<i64: ", i ? ", " : "",
                          kinds[m->atoms[i].kind]);
    for (int d = 0; d < m->rank && n < size; ++d)
      n += (size_t)snprintf(buf + n, size - n, "%s%lld", d ? ", " : "",
                            (long long)m->atoms[i].dims[d]);
    if (n < size)
      n += (size_t)snprintf(buf + n, size - n, ">>");
  }
  if (n < size)
    snprintf(buf + n, size - n, "]>");
}

static int64_t ceilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }

/* M and M - 1 as values: the run-time extent, or constants (created at
 * their first use, so a static kernel's text is what it was). */
static Val mExtent(Gen *g) { return g->p->rt.on ? g->mRun : ktIndex(&g->kt, g->p->m); }
static Val mLast(Gen *g) {
  return g->p->rt.on ? ktIx(&g->kt, "subi", g->mRun, ktIndex(&g->kt, 1))
                     : ktIndex(&g->kt, g->p->m - 1);
}


/* ` {alignment = N}` for a vector access at an element offset that is a
 * multiple of `granule` in a 16-byte aligned buffer, or "" when only the
 * element alignment is known. */
static const char *alignAttr(int64_t granule) {
  int64_t g = hidetGcd64(granule, 4);
  return g == 4 ? " {alignment = 16 : i64}" : g == 2 ? " {alignment = 8 : i64}" : "";
}

/* ---- Hoisted per-thread coordinates. ------------------------------------ */
/* One 4-wide load vector of the A tile (local m, k) or the B tile (local k,
 * n), and what does not depend on the k tile. */
typedef struct {
  Val loc0, loc1; /* tile-local coordinates (A: m, k; B: k, n) */
  Val g;          /* A: global m; B: global n */
  Val gc;         /* the same clamped into range (needM / needN) */
  Val mOk;        /* A, needM: m < M */
  Val nvN;        /* B, needN: clamp(N - n, 0, 4) */
} VecCoord;

/* Indices and nvalid of one vector of a k tile, as hook operands. */
typedef struct {
  Val r0, r1, nv;
} VecLoad;

static void hoistCoords(Gen *g, VecCoord *a, VecCoord *b) {
  const HidetMatmulProblem *p = g->p;
  for (int64_t q = 0; q < g->nA; ++q) {
    Val kv;
    tmTask(g, g->mapA, g->tid, q, &a[q].loc0, &kv);
    a[q].loc1 = ktIx(&g->kt, "muli", kv, ktIndex(&g->kt, 4));
    a[q].g = ktIx(&g->kt, "addi", g->m0, a[q].loc0);
    if (g->needM) {
      a[q].mOk = ktUlt(&g->kt, a[q].g, mExtent(g));
      a[q].gc = ktIx(&g->kt, "minui", a[q].g, mLast(g));
    }
  }
  for (int64_t q = 0; q < g->nB; ++q) {
    Val nv;
    tmTask(g, g->mapB, g->tid, q, &b[q].loc0, &nv);
    b[q].loc1 = ktIx(&g->kt, "muli", nv, ktIndex(&g->kt, 4));
    b[q].g = ktIx(&g->kt, "addi", g->n0, b[q].loc1);
    if (g->needN) {
      b[q].nvN = ktClamp(&g->kt, ktIx(&g->kt, "subi", ktIndex(&g->kt, p->n), b[q].g), 0, 4);
      /* The last vector start in range: vectors with n < N start there or
       * before (n is a multiple of 4), so only nvalid-0 vectors move. */
      b[q].gc = ktIx(&g->kt, "minui", b[q].g, ktIndex(&g->kt, (p->n - 1) / 4 * 4));
    }
  }
}

/* Hook operands of the vectors of the k tile starting at global k `k0`.
 * `kCheck`: the tile may be partial or past the end along k. Indices are
 * always clamped into the problem (a vector with nvalid 0 gets the nearest
 * in-range start), so hooks may read at them unconditionally. */
static void tileOperands(Gen *g, const VecCoord *a, const VecCoord *b, Val k0, bool kCheck,
                         VecLoad *la, VecLoad *lb) {
  const HidetMatmulProblem *p = g->p;
  for (int64_t q = 0; q < g->nA; ++q) {
    Val gk = ktIx(&g->kt, "addi", k0, a[q].loc1);
    Val nv = ktIndex(&g->kt, 4);
    la[q].r1 = gk;
    if (kCheck) {
      nv = ktClamp(&g->kt, ktIx(&g->kt, "subi", ktIndex(&g->kt, p->k), gk), 0, 4);
      la[q].r1 = ktIx(&g->kt, "minui", gk, ktIndex(&g->kt, (p->k - 1) / 4 * 4));
    }
    la[q].r0 = a[q].g;
    if (g->needM) {
      nv = ktSelect(&g->kt, a[q].mOk, nv, ktIndex(&g->kt, 0));
      la[q].r0 = a[q].gc;
    }
    la[q].nv = nv;
  }
  for (int64_t q = 0; q < g->nB; ++q) {
    Val gk = ktIx(&g->kt, "addi", k0, b[q].loc0);
    Val nv = g->needN ? b[q].nvN : ktIndex(&g->kt, 4);
    lb[q].r0 = gk;
    if (kCheck) {
      nv = ktSelect(&g->kt, ktUlt(&g->kt, gk, ktIndex(&g->kt, p->k)), nv, ktIndex(&g->kt, 0));
      lb[q].r0 = ktIx(&g->kt, "minui", gk, ktIndex(&g->kt, p->k - 1));
    }
    lb[q].r1 = g->needN ? b[q].gc : b[q].g;
    lb[q].nv = nv;
  }
}

/* ---- Register-staged loads. --------------------------------------------- */
/* Hook calls loading one k tile into registers; names into `ra`, `rb`. */
static void emitRegLoads(Gen *g, const VecLoad *la, const VecLoad *lb, Val *ra, Val *rb) {
  for (int64_t q = 0; q < g->nA; ++q) {
    ra[q] = ktFresh(&g->kt);
    ktLine(
        &g->kt,
        "%s = func.call @__hidet_load4_in0(%s, %s, %s, %s%s) : (index, index, index, index%s) -> "
        "vector<4xf32>",
        ra[q].s, g->b.s, la[q].r0.s, la[q].r1.s, la[q].nv.s, g->argVals.data, g->argTys.data);
  }
  for (int64_t q = 0; q < g->nB; ++q) {
    rb[q] = ktFresh(&g->kt);
    ktLine(
        &g->kt,
        "%s = func.call @__hidet_load4_in1(%s, %s, %s, %s%s) : (index, index, index, index%s) -> "
        "vector<4xf32>",
        rb[q].s, g->b.s, lb[q].r0.s, lb[q].r1.s, lb[q].nv.s, g->argVals.data, g->argTys.data);
  }
}

/* Registers -> shared buffer `buf`: A transposed into As[buf][k][m] (four
 * scalar stores), B as one 16-byte vector store into Bs[buf][k][n]. */
static void emitRegStores(Gen *g, const VecCoord *a, const VecCoord *b, Val buf, const Val *ra,
                          const Val *rb) {
  for (int64_t q = 0; q < g->nA; ++q) {
    for (int j = 0; j < 4; ++j) {
      Val e = ktFresh(&g->kt);
      ktLine(&g->kt, "%s = vector.extract %s[%d] : f32 from vector<4xf32>", e.s, ra[q].s, j);
      Val k = j ? ktIx(&g->kt, "addi", a[q].loc1, ktIndex(&g->kt, j)) : a[q].loc1;
      ktLine(&g->kt, "memref.store %s, %%As[%s, %s, %s] : %s", e.s, buf.s, k.s, a[q].loc0.s,
             g->asTy);
    }
  }
  for (int64_t q = 0; q < g->nB; ++q)
    ktLine(&g->kt, "vector.store %s, %%Bs[%s, %s, %s]%s : %s, vector<4xf32>", rb[q].s, buf.s,
         b[q].loc0.s, b[q].loc1.s, alignAttr(4), g->bsTy);
}

/* ---- cp.async copies. ---------------------------------------------------- */
/* Copies of one k tile into stage `st`, committed as one group; returns the
 * group token. */
static Val emitCopies(Gen *g, const VecCoord *a, const VecCoord *b, const VecLoad *la,
                      const VecLoad *lb, Val st) {
  HidetStr toks;
  hidetStrInit(&toks);
  for (int64_t q = 0; q < g->nA; ++q) {
    Val t = ktFresh(&g->kt);
    ktLine(
        &g->kt,
        "%s = func.call @__hidet_copy_in0(%%As, %s, %s, %s, %s, %s, %s, %s%s) : (%s, index, index, "
        "index, index, index, index, index%s) -> !nvgpu.device.async.token",
        t.s, st.s, a[q].loc0.s, a[q].loc1.s, g->b.s, la[q].r0.s, la[q].r1.s, la[q].nv.s,
        g->argVals.data, g->asTy, g->argTys.data);
    hidetStrAppendf(&toks, "%s%s", toks.len ? ", " : "", t.s);
  }
  for (int64_t q = 0; q < g->nB; ++q) {
    Val t = ktFresh(&g->kt);
    ktLine(
        &g->kt,
        "%s = func.call @__hidet_copy_in1(%%Bs, %s, %s, %s, %s, %s, %s, %s%s) : (%s, index, index, "
        "index, index, index, index, index%s) -> !nvgpu.device.async.token",
        t.s, st.s, b[q].loc0.s, b[q].loc1.s, g->b.s, lb[q].r0.s, lb[q].r1.s, lb[q].nv.s,
        g->argVals.data, g->bsTy, g->argTys.data);
    hidetStrAppendf(&toks, "%s%s", toks.len ? ", " : "", t.s);
  }
  Val grp = ktFresh(&g->kt);
  ktLine(&g->kt, "%s = nvgpu.device_async_create_group %s", grp.s, toks.data);
  hidetStrFree(&toks);
  return grp;
}

/* ---- Compute. ------------------------------------------------------------ */
/* Block-local origins of the thread's sub-tiles, one tm.task per (oi, oj).
 * Rows depend on oi only and columns on oj only, so the compute loop reads
 * row[oi*on] and col[oj] (the sub-tiles (oi, 0) and (0, oj)). */
typedef struct {
  Val *row; /* [om*on]: local row of sub-tile (oi, oj) */
  Val *col; /* [om*on] */
} Origins;

static int accIndex(const HidetMatmulSchedule *s, int oi, int ii, int oj) {
  return (oi * s->im + ii) * s->on + oj;
}

/* Opens `%L:nAcc = scf.for %iv = 0 to ub step 1 iter_args(...)` carrying
 * the accumulators `init`; names the iteration arguments into `acc` and
 * returns %L (its result i is accumulator i). */
static Val openAccLoop(Gen *g, Val ub, const Val *init, Val *acc, Val *iv) {
  HidetStr iters;
  hidetStrInit(&iters);
  Val loop = ktFresh(&g->kt);
  for (int i = 0; i < g->nAcc; ++i) {
    acc[i] = ktFresh(&g->kt);
    hidetStrAppendf(&iters, "%s%s = %s", i ? ", " : "", acc[i].s, init[i].s);
  }
  *iv = ktFresh(&g->kt);
  ktLine(&g->kt, "%s:%d = scf.for %s = %s to %s step %s iter_args(%s) -> (%s) {", loop.s, g->nAcc,
         iv->s, ktIndex(&g->kt, 0).s, ub.s, ktIndex(&g->kt, 1).s, iters.data, g->accTys.data);
  g->kt.indent++;
  hidetStrFree(&iters);
  return loop;
}

static void closeAccLoop(Gen *g, const Val *next) {
  HidetStr ys;
  hidetStrInit(&ys);
  for (int i = 0; i < g->nAcc; ++i)
    hidetStrAppendf(&ys, "%s%s", i ? ", " : "", next[i].s);
  ktLine(&g->kt, "scf.yield %s : %s", ys.data, g->accTys.data);
  g->kt.indent--;
  ktLine(&g->kt, "}");
  hidetStrFree(&ys);
}

static Val *valArray(size_t n) {
  Val *v = calloc(n ? n : 1, sizeof *v);
  if (!v)
    abort(); /* out of memory while emitting text */
  return v;
}

/* The kk loop over shared buffer `cur`; `k0` is the tile's global k (async
 * mode: post hooks and the k < K select). Returns the scf.for's name; its
 * result i is accumulator i. */
static Val emitCompute(Gen *g, const Origins *o, const Val *accIn, Val cur, Val k0,
                       const Val *gmA, const Val *gnB) {
  const HidetMatmulSchedule *s = g->s;
  const char *accTy = g->accTy;
  Val *acc = valArray((size_t)g->nAcc), *next = valArray((size_t)g->nAcc), kk;
  Val loop = openAccLoop(g, ktIndex(&g->kt, g->bk), accIn, acc, &kk);
  bool async = g->mode == HIDET_MATMUL_LOAD_ASYNC;
  /* A elements: aEl[oi*im + ii] (scalars); B rows: bRow[oj] (vectors). */
  Val *aEl = valArray((size_t)(s->om * s->im));
  Val *bRow = valArray((size_t)s->on);
  Val kIn = {{0}}, gkc = {{0}};
  if (async) {
    Val gk = ktIx(&g->kt, "addi", k0, kk);
    gkc = gk;
    if (g->needK) {
      kIn = ktUlt(&g->kt, gk, ktIndex(&g->kt, g->p->k));
      gkc = ktIx(&g->kt, "minui", gk, ktIndex(&g->kt, g->p->k - 1));
    }
  }
  for (int oi = 0; oi < s->om; ++oi) {
    Val row = o->row[oi * s->on];
    if (!async) { /* As[cur][kk][row .. row+im-1] is contiguous */
      Val v = ktFresh(&g->kt);
      ktLine(&g->kt, "%s = vector.load %%As[%s, %s, %s]%s : %s, vector<%dxf32>", v.s, cur.s, kk.s,
           row.s, alignAttr(hidetGcd64(s->im, g->bm + g->padA)), g->asTy, s->im);
      for (int ii = 0; ii < s->im; ++ii) {
        Val e = ktFresh(&g->kt);
        ktLine(&g->kt, "%s = vector.extract %s[%d] : f32 from vector<%dxf32>", e.s, v.s, ii, s->im);
        aEl[oi * s->im + ii] = e;
      }
      continue;
    }
    for (int ii = 0; ii < s->im; ++ii) { /* As[cur][row+ii][kk]: im scalar loads */
      Val r = ii ? ktIx(&g->kt, "addi", row, ktIndex(&g->kt, ii)) : row;
      Val v = ktFresh(&g->kt), pv = ktFresh(&g->kt);
      ktLine(&g->kt, "%s = memref.load %%As[%s, %s, %s] : %s", v.s, cur.s, r.s, kk.s, g->asTy);
      ktLine(&g->kt,
             "%s = func.call @__hidet_post_in0(%s, %s, %s, %s%s) : (f32, index, index, index%s) -> "
             "f32",
             pv.s, v.s, g->b.s, gmA[oi * s->im + ii].s, gkc.s, g->argVals.data, g->argTys.data);
      if (g->needK) {
        Val z = ktFresh(&g->kt);
        ktLine(&g->kt, "%s = arith.select %s, %s, %s : f32", z.s, kIn.s, pv.s, cF0(g).s);
        pv = z;
      }
      aEl[oi * s->im + ii] = pv;
    }
  }
  for (int oj = 0; oj < s->on; ++oj) {
    Val col = o->col[oj];
    Val v = ktFresh(&g->kt);
    ktLine(&g->kt, "%s = vector.load %%Bs[%s, %s, %s]%s : %s, vector<%dxf32>", v.s, cur.s, kk.s,
           col.s, alignAttr(s->in), g->bsTy, s->in);
    bRow[oj] = v;
    if (!async)
      continue;
    /* post_rhs on every element, then the row is rebuilt (after inlining an
     * identity post folds back to the loaded vector). */
    HidetStr els;
    hidetStrInit(&els);
    for (int ij = 0; ij < s->in; ++ij) {
      Val e = ktFresh(&g->kt), pv = ktFresh(&g->kt);
      ktLine(&g->kt, "%s = vector.extract %s[%d] : f32 from %s", e.s, v.s, ij, accTy);
      ktLine(&g->kt,
             "%s = func.call @__hidet_post_in1(%s, %s, %s, %s%s) : (f32, index, index, index%s) -> "
             "f32",
             pv.s, e.s, g->b.s, gkc.s, gnB[oj * s->in + ij].s, g->argVals.data, g->argTys.data);
      if (g->needK) {
        Val z = ktFresh(&g->kt);
        ktLine(&g->kt, "%s = arith.select %s, %s, %s : f32", z.s, kIn.s, pv.s, cF0(g).s);
        pv = z;
      }
      hidetStrAppendf(&els, "%s%s", ij ? ", " : "", pv.s);
    }
    bRow[oj] = ktFresh(&g->kt);
    ktLine(&g->kt, "%s = vector.from_elements %s : %s", bRow[oj].s, els.data, accTy);
    hidetStrFree(&els);
  }
  for (int oi = 0; oi < s->om; ++oi) {
    for (int ii = 0; ii < s->im; ++ii) {
      Val bc = ktFresh(&g->kt);
      ktLine(&g->kt, "%s = vector.broadcast %s : f32 to %s", bc.s, aEl[oi * s->im + ii].s, accTy);
      for (int oj = 0; oj < s->on; ++oj) {
        int i = accIndex(s, oi, ii, oj);
        next[i] = ktFresh(&g->kt);
        ktLine(&g->kt, "%s = vector.fma %s, %s, %s : %s", next[i].s, bc.s, bRow[oj].s, acc[i].s,
               accTy);
      }
    }
  }
  closeAccLoop(g, next);
  free(acc);
  free(next);
  free(aEl);
  free(bRow);
  return loop;
}

/* ---- Main loops. --------------------------------------------------------- */
/* Emits the main loop; returns the name of the op whose results are the
 * final accumulators. */
static Val emitRegisterLoop(Gen *g, const VecCoord *a, const VecCoord *b, const Origins *o,
                            const Val *acc0) {
  VecLoad *la = calloc((size_t)(g->nA + g->nB), sizeof *la);
  Val *regs = valArray((size_t)(g->nA + g->nB));
  if (!la)
    abort(); /* out of memory while emitting text */
  VecLoad *lb = la + g->nA;
  Val *ra = regs, *rb = regs + g->nA;

  /* Prologue: tile 0 -> registers -> buffer 0. */
  bool split = g->split > 1;
  tileOperands(g, a, b, g->sk.kBase, split || g->needK, la, lb);
  emitRegLoads(g, la, lb, ra, rb);
  emitRegStores(g, a, b, ktIndex(&g->kt, 0), ra, rb);
  ktLine(&g->kt, "gpu.barrier");

  Val *acc = valArray((size_t)g->nAcc), *next = valArray((size_t)g->nAcc), kt;
  Val loop = openAccLoop(g, g->sk.ub, acc0, acc, &kt);
  Val cur = ktIx(&g->kt, "remui", kt, ktIndex(&g->kt, 2));
  bool prefetch = g->sliceTiles > 1; /* with one tile there is nothing to prefetch */
  Val has = {{0}}, nxt = {{0}}, pre = {{0}};
  int nRegs = (int)(g->nA + g->nB);
  if (prefetch) {
    /* Uniform across the block: kt + 1 < KT. */
    Val kn = ktIx(&g->kt, "addi", kt, ktIndex(&g->kt, 1));
    has = ktUlt(&g->kt, kn, g->sk.ub);
    nxt = ktIx(&g->kt, "subi", ktIndex(&g->kt, 1), cur);
    HidetStr rtys;
    hidetStrInit(&rtys);
    for (int i = 0; i < nRegs; ++i)
      hidetStrAppendf(&rtys, "%svector<4xf32>", i ? ", " : "");
    pre = ktFresh(&g->kt);
    ktLine(&g->kt, "%s:%d = scf.if %s -> (%s) {", pre.s, nRegs, has.s, rtys.data);
    g->kt.indent++;
    Val k0 = ktIx(&g->kt, "addi", g->sk.kBase, ktIx(&g->kt, "muli", kn, ktIndex(&g->kt, g->bk)));
    tileOperands(g, a, b, k0, split || g->needK, la, lb);
    emitRegLoads(g, la, lb, ra, rb);
    HidetStr ys;
    hidetStrInit(&ys);
    for (int i = 0; i < nRegs; ++i)
      hidetStrAppendf(&ys, "%s%s", i ? ", " : "", regs[i].s);
    ktLine(&g->kt, "scf.yield %s : %s", ys.data, rtys.data);
    g->kt.indent--;
    ktLine(&g->kt, "} else {");
    g->kt.indent++;
    hidetStrFree(&ys);
    hidetStrInit(&ys);
    Val z4 = cVZero(g, 4);
    for (int i = 0; i < nRegs; ++i)
      hidetStrAppendf(&ys, "%s%s", i ? ", " : "", z4.s);
    ktLine(&g->kt, "scf.yield %s : %s", ys.data, rtys.data);
    g->kt.indent--;
    ktLine(&g->kt, "}");
    hidetStrFree(&ys);
    hidetStrFree(&rtys);
  }
  Val none = {{0}};
  Val comp = emitCompute(g, o, acc, cur, none, NULL, NULL);
  if (prefetch) {
    for (int i = 0; i < nRegs; ++i)
      regs[i] = ktResult(pre, i);
    ktLine(&g->kt, "scf.if %s {", has.s);
    g->kt.indent++;
    emitRegStores(g, a, b, nxt, ra, rb);
    g->kt.indent--;
    ktLine(&g->kt, "}");
  }
  /* One barrier per step: buffer cur is refilled only after the next
   * step's barrier, and buffer nxt becomes visible here. */
  ktLine(&g->kt, "gpu.barrier");
  for (int i = 0; i < g->nAcc; ++i)
    next[i] = ktResult(comp, i);
  closeAccLoop(g, next);
  free(acc);
  free(next);
  free(la);
  free(regs);
  return loop;
}

static Val emitAsyncLoop(Gen *g, const VecCoord *a, const VecCoord *b, const Origins *o,
                         const Val *acc0, const Val *gmA, const Val *gnB) {
  int64_t S = g->stages;
  VecLoad *la = calloc((size_t)(g->nA + g->nB), sizeof *la);
  if (!la)
    abort(); /* out of memory while emitting text */
  VecLoad *lb = la + g->nA;

  /* Prologue: tiles 0 .. S-2 into stages 0 .. S-2; tiles past the end are
   * zero-fill copies so that the group count stays uniform. */
  Val grp = {{0}};
  for (int64_t t = 0; t < S - 1; ++t) {
    Val k0 = g->split > 1 ? ktIx(&g->kt, "addi", g->sk.kBase, ktIndex(&g->kt, t * g->bk))
                          : ktIndex(&g->kt, t * g->bk);
    tileOperands(g, a, b, k0, g->split > 1 || g->needK || t >= g->kTiles, la, lb);
    grp = emitCopies(g, a, b, la, lb, ktIndex(&g->kt, t));
  }

  Val *acc = valArray((size_t)g->nAcc), *next = valArray((size_t)g->nAcc), kt;
  Val loop = openAccLoop(g, g->sk.ub, acc0, acc, &kt);
  /* S-1 groups were committed before the loop and one per iteration, so
   * with S-2 left pending tile kt has landed (for this thread; the barrier
   * makes every thread's copies visible and frees stage (kt-1)%S). */
  ktLine(&g->kt, "nvgpu.device_async_wait %s {numGroups = %lld : i32}", grp.s, (long long)(S - 2));
  ktLine(&g->kt, "gpu.barrier");
  Val tn = ktIx(&g->kt, "addi", kt, ktIndex(&g->kt, S - 1));
  Val st = ktIx(&g->kt, "remui", tn, ktIndex(&g->kt, S));
  Val k0n = ktIx(&g->kt, "addi", g->sk.kBase, ktIx(&g->kt, "muli", tn, ktIndex(&g->kt, g->bk)));
  tileOperands(g, a, b, k0n, true, la, lb); /* tn may be past the end: zero fill */
  emitCopies(g, a, b, la, lb, st);
  Val cur = ktIx(&g->kt, "remui", kt, ktIndex(&g->kt, S));
  Val k0 = ktIx(&g->kt, "addi", g->sk.kBase, ktIx(&g->kt, "muli", kt, ktIndex(&g->kt, g->bk)));
  Val comp = emitCompute(g, o, acc, cur, k0, gmA, gnB);
  for (int i = 0; i < g->nAcc; ++i)
    next[i] = ktResult(comp, i);
  closeAccLoop(g, next);
  /* Only zero-fill groups are still pending; drain them. */
  ktLine(&g->kt, "nvgpu.device_async_wait %s {numGroups = 0 : i32}", grp.s);
  free(acc);
  free(next);
  free(la);
  return loop;
}

/* ---- Epilogue. ----------------------------------------------------------- */
static void emitEpilogue(Gen *g, const Origins *o, Val loop) {
  const HidetMatmulSchedule *s = g->s;
  const HidetMatmulProblem *p = g->p;
  for (int oi = 0; oi < s->om; ++oi) {
    for (int oj = 0; oj < s->on; ++oj) {
      Val row = ktIx(&g->kt, "addi", g->m0, o->row[oi * s->on + oj]);
      Val col = ktIx(&g->kt, "addi", g->n0, o->col[oi * s->on + oj]);
      for (int ii = 0; ii < s->im; ++ii) {
        Val gm = ii ? ktIx(&g->kt, "addi", row, ktIndex(&g->kt, ii)) : row;
        /* mExtent only when needed: a static kernel declares no unused constant */
        bool inM = g->needM && ktIfUltV(&g->kt, true, gm, mExtent(g));
        Val acc = ktResult(loop, accIndex(s, oi, ii, oj));
        for (int ij = 0; ij < s->in; ++ij) {
          Val gn = ij ? ktIx(&g->kt, "addi", col, ktIndex(&g->kt, ij)) : col;
          Val e = ktFresh(&g->kt);
          ktLine(&g->kt, "%s = vector.extract %s[%d] : f32 from vector<%dxf32>", e.s, acc.s, ij,
                 s->in);
          bool inN = ktIfUlt(&g->kt, g->needN, gn, p->n);
          /* split-K: the partial sum, to the workspace */
          hidetMatmulStoreElement(&g->kt, g->split > 1 ? &g->sk : NULL, g->b, gm, gn, e, "f32",
                                  g->argVals.data, g->argTys.data);
          ktEndIf(&g->kt, inN);
        }
        ktEndIf(&g->kt, inM);
      }
    }
  }
}

/* ---- Checks. ------------------------------------------------------------- */

static bool checkInputs(const HidetMatmulProblem *p, const HidetMatmulSchedule *s,
                        HidetMatmulLoadMode mode, int nArgs, const char *const *argTypes,
                        char *why, size_t whySize) {
  if (p->batch < 1 || p->m < 1 || p->n < 1 || p->k < 1)
    return hidetFailWhy(why, whySize,
                        "problem dims must be positive (batch %lld, m %lld, n %lld, k %lld)",
                        (long long)p->batch, (long long)p->m, (long long)p->n, (long long)p->k);
  if (p->batch > 65535 || p->m > (INT64_C(1) << 40) || p->n > (INT64_C(1) << 40) ||
      p->k > (INT64_C(1) << 40))
    return hidetFailWhy(why, whySize,
                        "problem too large (batch is at most 65535, dims at most 2^40)");
  const int f[] = {s->wm, s->wn, s->om, s->on, s->lm, s->ln, s->im, s->in, s->bk};
  for (size_t i = 0; i < sizeof f / sizeof f[0]; ++i)
    if (f[i] < 1 || f[i] > 1024)
      return hidetFailWhy(why, whySize, "schedule fields must be in 1..1024");
  if (s->lm * s->ln != 32)
    return hidetFailWhy(why, whySize, "lane layout %dx%d is not 32 lanes", s->lm, s->ln);
  if (s->im > MAX_VEC_WIDTH || s->in > MAX_VEC_WIDTH)
    return hidetFailWhy(why, whySize, "inner tile %dx%d is larger than %d", s->im, s->in,
                        MAX_VEC_WIDTH);
  if (s->bk % 4)
    return hidetFailWhy(why, whySize, "bk %d is not a multiple of 4 (tiles load 4-wide vectors)",
                        s->bk);
  int64_t threads = 32LL * s->wm * s->wn;
  int64_t bm = (int64_t)s->wm * s->om * s->lm * s->im, bn = (int64_t)s->wn * s->on * s->ln * s->in;
  if (threads > 1024)
    return hidetFailWhy(why, whySize, "%lld threads per block (at most 1024)", (long long)threads);
  if (bn % 4)
    return hidetFailWhy(why, whySize, "block tile n %lld is not a multiple of 4", (long long)bn);
  if ((bm * s->bk / 4) % threads || (s->bk * bn / 4) % threads)
    return hidetFailWhy(why, whySize,
                "the %lldx%d A tile and %dx%lld B tile do not split into 4-wide vectors evenly "
                "over %lld threads",
                (long long)bm, s->bk, s->bk, (long long)bn, (long long)threads);
  if ((int64_t)s->om * s->im * s->on > 4096)
    return hidetFailWhy(why, whySize, "too many accumulators");
  if (mode == HIDET_MATMUL_LOAD_ASYNC && (s->stages < 2 || s->stages > 4))
    return hidetFailWhy(why, whySize, "async mode needs 2..4 stages, got %d", s->stages);
  if (mode != HIDET_MATMUL_LOAD_ASYNC && mode != HIDET_MATMUL_LOAD_REGISTER)
    return hidetFailWhy(why, whySize, "unknown load mode %d", (int)mode);
  if (ceilDiv(p->m, bm) > 65535)
    return hidetFailWhy(why, whySize, "%lld m tiles exceed the grid's y limit 65535",
                (long long)ceilDiv(p->m, bm));
  if (ceilDiv(p->n, bn) > INT32_MAX)
    return hidetFailWhy(why, whySize, "too many n tiles");
  int64_t split = hidetMatmulScheduleSplitK(s);
  if (split > HIDET_SPLITK_MAX || (split & (split - 1)))
    return hidetFailWhy(why, whySize, "splitk %lld is not 1, 2, 4 or 8", (long long)split);
  if (!hidetSplitKCheck(split, p->batch, p->m, p->n, why, whySize))
    return false;
  if (!hidetMatmulRtMCheck(&p->rt, split, nArgs, why, whySize))
    return false;
  if (nArgs < 0 || (nArgs > 0 && !argTypes))
    return hidetFailWhy(why, whySize, "no argument types");
  for (int i = 0; i < nArgs; ++i)
    if (!argTypes[i] || !*argTypes[i])
      return hidetFailWhy(why, whySize, "argument %d has no type", i);
  return true;
}

/* ---- Entry point. -------------------------------------------------------- */
bool hidetMatmulTemplateEmit(HidetStr *out, const char *moduleName, const char *kernelName,
                             const HidetMatmulProblem *p, const HidetMatmulSchedule *s,
                             HidetMatmulLoadMode mode, int nArgs, const char *const *argTypes,
                             HidetLaunchDims *launch, char *why, size_t whySize) {
  if (!checkInputs(p, s, mode, nArgs, argTypes, why, whySize))
    return false;
  Gen g;
  memset(&g, 0, sizeof g);
  g.p = p;
  g.s = s;
  g.mode = mode;
  g.bm = (int64_t)s->wm * s->om * s->lm * s->im;
  g.bn = (int64_t)s->wn * s->on * s->ln * s->in;
  g.bk = s->bk;
  g.threads = 32LL * s->wm * s->wn;
  g.stages = mode == HIDET_MATMUL_LOAD_ASYNC ? s->stages : 2;
  g.kTiles = ceilDiv(p->k, g.bk);
  g.nA = g.bm * g.bk / 4 / g.threads;
  g.nB = g.bk * g.bn / 4 / g.threads;
  g.needM = p->m % g.bm != 0 || p->rt.on;
  g.needN = p->n % g.bn != 0;
  g.needK = p->k % g.bk != 0;
  /* The k-major As is padded by 4 against bank conflicts of the transposed
   * stores, unless that would exceed the shared memory the schedule space
   * accounts for (stages*(bm*(bk+4) + bk*(bn+4)) floats), i.e. when bk > bm;
   * any multiple of 4 keeps rows 16-byte aligned. */
  g.padA = g.bk <= g.bm ? 4 : 0;
  g.nAcc = s->om * s->im * s->on;
  snprintf(g.accTy, sizeof g.accTy, "vector<%dxf32>", s->in);
  hidetStrInit(&g.accTys);
  for (int i = 0; i < g.nAcc; ++i)
    hidetStrAppendf(&g.accTys, "%s%s", i ? ", " : "", g.accTy);

  /* Task mappings: the C tile, and auto_map over the load vectors. */
  {
    HidetTaskMapping mc;
    memset(&mc, 0, sizeof mc);
    mc.rank = 2;
    mc.numAtoms = 4;
    const int64_t dims[4][2] = {{s->wm, s->wn}, {s->om, s->on}, {s->lm, s->ln}, {s->im, s->in}};
    const HidetTaskMappingAtomKind kinds[4] = {HidetTaskMappingSpatial, HidetTaskMappingRepeat,
                                               HidetTaskMappingSpatial, HidetTaskMappingRepeat};
    for (int i = 0; i < 4; ++i) {
      mc.atoms[i].kind = kinds[i];
      mc.atoms[i].dims[0] = dims[i][0];
      mc.atoms[i].dims[1] = dims[i][1];
    }
    mappingText(&mc, g.mapC, sizeof g.mapC);
    HidetTaskMapping ma, mb;
    char err[256];
    const int64_t shapeA[2] = {g.bm, g.bk / 4}, shapeB[2] = {g.bk, g.bn / 4};
    if (!hidetTaskMappingAutoMap(2, shapeA, g.threads, &ma, err, sizeof err))
      return hidetFailWhy(why, whySize, "A tile load mapping: %s", err);
    if (!hidetTaskMappingAutoMap(2, shapeB, g.threads, &mb, err, sizeof err))
      return hidetFailWhy(why, whySize, "B tile load mapping: %s", err);
    mappingText(&ma, g.mapA, sizeof g.mapA);
    mappingText(&mb, g.mapB, sizeof g.mapB);
  }

  ktInit(&g.kt, 0);
  hidetStrInit(&g.argVals);
  hidetStrInit(&g.argTys);
  for (int i = 0; i < nArgs; ++i) {
    hidetStrAppendf(&g.argVals, ", %%arg%d", i);
    hidetStrAppendf(&g.argTys, ", %s", argTypes[i]);
  }
  if (mode == HIDET_MATMUL_LOAD_REGISTER) {
    snprintf(g.asTy, sizeof g.asTy, "memref<2x%lldx%lldxf32, #gpu.address_space<workgroup>>",
             (long long)g.bk, (long long)(g.bm + g.padA));
    snprintf(g.bsTy, sizeof g.bsTy, "memref<2x%lldx%lldxf32, #gpu.address_space<workgroup>>",
             (long long)g.bk, (long long)(g.bn + 4));
  } else {
    snprintf(g.asTy, sizeof g.asTy, "memref<%lldx%lldx%lldxf32, #gpu.address_space<workgroup>>",
             (long long)g.stages, (long long)g.bm, (long long)(g.bk + 4));
    snprintf(g.bsTy, sizeof g.bsTy, "memref<%lldx%lldx%lldxf32, #gpu.address_space<workgroup>>",
             (long long)g.stages, (long long)g.bk, (long long)(g.bn + 4));
  }

  /* ---- Body (indent 2: inside gpu.module and gpu.func). */
  g.kt.indent = 2;
  g.tid = ktFresh(&g.kt);
  ktLine(&g.kt, "%s = gpu.thread_id x", g.tid.s);
  if (p->rt.on)
    g.mRun = hidetMatmulRtMRead(&g.kt, &p->rt, argTypes);
  Val bx = ktFresh(&g.kt), by = ktFresh(&g.kt);
  ktLine(&g.kt, "%s = gpu.block_id x", bx.s);
  ktLine(&g.kt, "%s = gpu.block_id y", by.s);
  g.split = hidetMatmulScheduleSplitK(s);
  g.sliceTiles = g.split > 1 ? hidetSplitKSliceTiles(g.kTiles, g.split) : g.kTiles;
  g.sk.kBase = ktIndex(&g.kt, 0);
  g.sk.ub = ktIndex(&g.kt, g.kTiles);
  if (g.split > 1) {
    hidetSplitKEmitBlock(&g.kt, g.split, p->batch, p->m, p->n, g.kTiles, g.bk, &p->rt, g.mRun,
                         &g.sk);
    g.b = g.sk.b;
  } else if (p->batch > 1) {
    g.b = ktFresh(&g.kt);
    ktLine(&g.kt, "%s = gpu.block_id z", g.b.s);
  } else {
    g.b = ktIndex(&g.kt, 0); /* grid z is 1 */
  }
  g.m0 = ktIx(&g.kt, "muli", by, ktIndex(&g.kt, g.bm));
  g.n0 = ktIx(&g.kt, "muli", bx, ktIndex(&g.kt, g.bn));

  size_t nSub = (size_t)s->om * (size_t)s->on;
  Origins o = {valArray(nSub), valArray(nSub)};
  VecCoord *va = calloc((size_t)(g.nA + g.nB), sizeof *va);
  if (!va)
    abort(); /* out of memory while emitting text */
  Val *acc0 = valArray((size_t)g.nAcc);
  Val *gmA = valArray((size_t)(s->om * s->im)), *gnB = valArray((size_t)(s->on * s->in));
  VecCoord *vb = va + g.nA;
  for (int oi = 0; oi < s->om; ++oi)
    for (int oj = 0; oj < s->on; ++oj)
      tmTask(&g, g.mapC, g.tid, (int64_t)(oi * s->on + oj) * s->im * s->in,
             &o.row[oi * s->on + oj], &o.col[oi * s->on + oj]);
  hoistCoords(&g, va, vb);
  if (mode == HIDET_MATMUL_LOAD_ASYNC) {
    /* Global coordinates of the fragment elements for the post hooks,
     * clamped into range (rows/columns past the end feed only outputs that
     * are never stored). */
    for (int oi = 0; oi < s->om; ++oi) {
      Val r = ktIx(&g.kt, "addi", g.m0, o.row[oi * s->on]);
      for (int ii = 0; ii < s->im; ++ii) {
        Val gm = ii ? ktIx(&g.kt, "addi", r, ktIndex(&g.kt, ii)) : r;
        gmA[oi * s->im + ii] = g.needM ? ktIx(&g.kt, "minui", gm, mLast(&g)) : gm;
      }
    }
    for (int oj = 0; oj < s->on; ++oj) {
      Val c = ktIx(&g.kt, "addi", g.n0, o.col[oj]);
      for (int ij = 0; ij < s->in; ++ij) {
        Val gn = ij ? ktIx(&g.kt, "addi", c, ktIndex(&g.kt, ij)) : c;
        gnB[oj * s->in + ij] = g.needN ? ktIx(&g.kt, "minui", gn, ktIndex(&g.kt, p->n - 1)) : gn;
      }
    }
  }
  for (int i = 0; i < g.nAcc; ++i)
    acc0[i] = cVZero(&g, s->in);
  Val loop = mode == HIDET_MATMUL_LOAD_REGISTER ? emitRegisterLoop(&g, va, vb, &o, acc0)
                                                : emitAsyncLoop(&g, va, vb, &o, acc0, gmA, gnB);
  emitEpilogue(&g, &o, loop);
  ktLine(&g.kt, "gpu.return");

  /* ---- Module text. */
  hidetStrAppendf(out, "gpu.module @%s {\n", moduleName);
  const char *tys = g.argTys.data;
  if (mode == HIDET_MATMUL_LOAD_REGISTER) {
    hidetStrAppendf(out,
                    "  func.func private @__hidet_load4_in0(index, index, index, index%s) -> "
                    "vector<4xf32>\n",
                    tys);
    hidetStrAppendf(out,
                    "  func.func private @__hidet_load4_in1(index, index, index, index%s) -> "
                    "vector<4xf32>\n",
                    tys);
  } else {
    hidetStrAppendf(out,
                    "  func.func private @__hidet_copy_in0(%s, index, index, index, index, index, "
                    "index, index%s) -> !nvgpu.device.async.token\n",
                    g.asTy, tys);
    hidetStrAppendf(out,
                    "  func.func private @__hidet_copy_in1(%s, index, index, index, index, index, "
                    "index, index%s) -> !nvgpu.device.async.token\n",
                    g.bsTy, tys);
    hidetStrAppendf(
        out, "  func.func private @__hidet_post_in0(f32, index, index, index%s) -> f32\n", tys);
    hidetStrAppendf(
        out, "  func.func private @__hidet_post_in1(f32, index, index, index%s) -> f32\n", tys);
  }
  hidetStrAppendf(out, "  func.func private @__hidet_store_out0(f32, index, index, index%s)\n",
                  tys);
  bool split = g.split > 1;
  hidetStrAppendf(out, "  gpu.func @%s%s(", kernelName, split ? "_partial" : "");
  for (int i = 0; i < nArgs; ++i)
    hidetStrAppendf(out, "%s%%arg%d: %s", i ? ", " : "", i, argTypes[i]);
  if (split)
    hidetStrAppendf(out, "%s%%ws: %s", nArgs ? ", " : "", g.sk.wsTy);
  hidetStrAppendf(
      out,
      ")\n      workgroup(%%As: %s {llvm.align = 16 : i64}, %%Bs: %s {llvm.align = 16 : "
      "i64})\n      kernel attributes {hidet.template = \"matmul_f32_simt\", "
      "hidet.problem = array<i64: %lld, %lld, %lld, %lld>, hidet.grid = array<i64: "
      "%lld, %lld, %lld>, gpu.known_block_size = array<i32: %lld, 1, 1>",
      g.asTy, g.bsTy, (long long)p->batch, (long long)p->m, (long long)p->n, (long long)p->k,
      (long long)ceilDiv(p->n, g.bn), (long long)ceilDiv(p->m, g.bm),
      (long long)(p->batch * g.split), (long long)g.threads);
  if (p->rt.on) /* grid y: ceil(M / bm), M read on the host */
    hidetMatmulRtMGridAttr(out, &p->rt, g.bm);
  if (split) /* a run-time M: the host sizes the workspace */
    hidetSplitKWorkspaceAttr(out, g.split, p->batch, p->n, &p->rt);
  hidetStrAppendf(out, "} {\n");
  ktEmitConstants(&g.kt, out, "    ");
  if (g.useF0)
    hidetStrAppendf(out, "    %%cf0 = arith.constant 0.0 : f32\n");
  for (int w = 1; w <= MAX_VEC_WIDTH; ++w)
    if (g.useVZero[w])
      hidetStrAppendf(out, "    %%vz%d = arith.constant dense<0.0> : vector<%dxf32>\n", w, w);
  hidetStrAppend(out, g.kt.body.data, g.kt.body.len);
  hidetStrAppendf(out, "  }\n");
  if (split)
    hidetSplitKEmitCombine(out, kernelName, "matmul_f32_simt", g.split, p->batch, p->m, p->n, p->k,
                           "f32", nArgs, argTypes, &p->rt);
  hidetStrAppendf(out, "}\n");

  if (launch) {
    launch->grid[0] = ceilDiv(p->n, g.bn);
    launch->grid[1] = ceilDiv(p->m, g.bm);
    launch->grid[2] = p->batch * g.split;
    launch->block = g.threads;
  }
  ktFree(&g.kt);
  hidetStrFree(&g.argVals);
  hidetStrFree(&g.argTys);
  hidetStrFree(&g.accTys);
  free(o.row);
  free(o.col);
  free(va);
  free(acc0);
  free(gmA);
  free(gnB);
  return true;
}
