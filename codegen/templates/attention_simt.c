/*===-- attention_simt.c - The SIMT fused attention kernel ----------------===*
 * One block per (query tile, head): `rows` query rows, `group` threads a
 * row (T = rows * group threads; the threads of a row are `group`
 * consecutive lanes of one warp). Thread (r, u) of the tm.task
 * spatial(rows, group) owns query row i0 + r; of every key tile it scores
 * keys u, u + group, ... (nj = keys / group of them) and of the output the
 * value columns u, u + group, ... (nc = ceil(Dv / group)).
 *
 * Shared memory (dynamic, f32): Q [rows][D+1] loaded once, then per key
 * tile K [keys][D+1], V [keys][Dv] and the probabilities P [rows][keys+1]
 * (rows padded by one word so that the threads of a row, which read rows
 * j = u + jj * group of K, hit distinct banks).
 *
 * The key loop (FlashAttention-2's online softmax, in f32 registers):
 *   barrier; K and V tiles in (every thread, load hooks at clamped
 *   coordinates, converted to f32); barrier;
 *   s_jj = scale * q . k_j (+ mask, or -inf: keys past Lk, boolean mask
 *   false, causal j > i); the row's maximum over the group (xor shuffles);
 *   m' = max(m, tile max); corr = exp(m - m'); p = exp(s - m') (both 0/1
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
 *   @__hidet_load_in3(z, i, j, args...) -> M       mask (i1 or a float)
 *   @__hidet_store_out0(x: E, z, i, c, args...)
 *===----------------------------------------------------------------------===*/
#include "attention.h"
#include "kernel_text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef KtVal Val;

typedef struct {
  KernelText kt;
  const HidetTemplateCall *c;
  const char *E, *M; /* element type, mask type ("" for none) */
  HidetStr argVals, argTys;
  int64_t rows, keys, G, T, D, Dv, Lq, Lk, nj, nc;
  int64_t kOff, vOff, pOff, total;
  char sTy[128];
} Gen;

static Val fresh(Gen *g) { return ktFresh(&g->kt); }

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

static Val expf32(Gen *g, Val x) {
  Val r = fresh(g);
  ktLine(&g->kt, "%s = math.exp %s : f32", r.s, x.s);
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
 * row `row0`, clamped to `rowMax`; head `z`) into S at `off` with row
 * stride `stride`, converted to f32. */
static void loadTile(Gen *g, int k, Val z, Val row0, int64_t rowMax, int64_t n, int64_t w,
                     int64_t off, int64_t stride) {
  int64_t total = n * w, iters = (total + g->T - 1) / g->T;
  Val it = fresh(g);
  ktLine(&g->kt, "scf.for %s = %s to %s step %s {", it.s, ktIndex(&g->kt, 0).s,
         ktIndex(&g->kt, iters).s, ktIndex(&g->kt, 1).s);
  g->kt.indent++;
  Val e = ktIx(&g->kt, "addi", ktIxc(&g->kt, "muli", it, g->T), (Val){"%tid"});
  bool guard = ktIfUlt(&g->kt, total % g->T != 0, e, total);
  Val rr = ktIxc(&g->kt, "divui", e, w), cc = ktIxc(&g->kt, "remui", e, w);
  Val gr = ktIxc(&g->kt, "minsi", ktIx(&g->kt, "addi", row0, rr), rowMax);
  Val x = toF32(g, loadHook(g, k, z, gr, cc, g->E), g->E);
  Val at = ktIx(&g->kt, "addi", ktIxc(&g->kt, "muli", rr, stride), cc);
  storeS(g, x, ktIxc(&g->kt, "addi", at, off));
  ktEndIf(&g->kt, guard);
  g->kt.indent--;
  ktLine(&g->kt, "}");
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

/* The body of one key tile; returns the new (m, l, o[nc]) in next[]. */
static void emitTile(Gen *g, Val t, const Val *cur, Val *next, Val z, Val zk, Val r, Val u,
                     Val ig, Val igc) {
  KernelText *kt = &g->kt;
  int64_t variant = g->c->problem->variant;
  ktLine(kt, "gpu.barrier");
  Val j0 = ktIxc(kt, "muli", t, g->keys);
  loadTile(g, 1, zk, j0, g->Lk - 1, g->keys, g->D, g->kOff, g->D + 1);
  loadTile(g, 2, zk, j0, g->Lk - 1, g->keys, g->Dv, g->vOff, g->Dv);
  ktLine(kt, "gpu.barrier");

  /* scores: nj dot products over D */
  Val *acc = calloc((size_t)(g->nj + g->nc) * 2 + 4, sizeof *acc);
  if (!acc)
    abort(); /* out of memory while emitting text */
  Val *init = acc + g->nj + g->nc;
  for (int64_t jj = 0; jj < g->nj; ++jj)
    init[jj] = (Val){"%zero"};
  HidetStr decl, tys;
  hidetStrInit(&decl);
  hidetStrInit(&tys);
  iterArgs(g, g->nj, acc, init, &decl, &tys);
  Val sc = fresh(g), d = fresh(g);
  ktLine(kt, "%s:%lld = scf.for %s = %s to %s step %s iter_args(%s) -> (%s) {", sc.s,
         (long long)g->nj, d.s, ktIndex(kt, 0).s, ktIndex(kt, g->D).s, ktIndex(kt, 1).s, decl.data,
         tys.data);
  kt->indent++;
  Val qv = loadS(g, ktIx(kt, "addi", ktIxc(kt, "muli", r, g->D + 1), d));
  Val *nv = calloc((size_t)g->nj + (size_t)g->nc + 1, sizeof *nv);
  if (!nv)
    abort(); /* out of memory while emitting text */
  for (int64_t jj = 0; jj < g->nj; ++jj) {
    Val row = ktIxc(kt, "addi", u, jj * g->G);
    Val at = ktIx(kt, "addi", ktIxc(kt, "muli", row, g->D + 1), d);
    nv[jj] = fma32(g, qv, loadS(g, ktIxc(kt, "addi", at, g->kOff)), acc[jj]);
  }
  yieldVals(g, g->nj, nv);
  kt->indent--;
  ktLine(kt, "}");

  /* scale, mask, causal, keys past Lk */
  Val *s = calloc((size_t)g->nj + 1, sizeof *s);
  if (!s)
    abort(); /* out of memory while emitting text */
  Val tmax = {"%ninf"};
  for (int64_t jj = 0; jj < g->nj; ++jj) {
    Val jg = ktIx(kt, "addi", j0, ktIxc(kt, "addi", u, jj * g->G));
    Val x = f32op(g, "mulf", ktResult(sc, (int)jj), (Val){"%scale"});
    if (g->M[0]) {
      Val jgc = ktIxc(kt, "minsi", jg, g->Lk - 1);
      Val mv = loadHook(g, 3, z, igc, jgc, g->M);
      if (variant & ATTN_BOOL_MASK)
        x = f32sel(g, mv, x, (Val){"%ninf"});
      else
        x = f32op(g, "addf", x, toF32(g, mv, g->M));
    }
    if (g->Lk % g->keys)
      x = f32sel(g, ktUlt(kt, jg, ktIndex(kt, g->Lk)), x, (Val){"%ninf"});
    if (variant & ATTN_CAUSAL) {
      Val after = fresh(g);
      ktLine(kt, "%s = arith.cmpi ugt, %s, %s : index", after.s, jg.s, ig.s);
      x = f32sel(g, after, (Val){"%ninf"}, x);
    }
    s[jj] = x;
    tmax = f32op(g, "maximumf", tmax, x);
  }
  tmax = groupReduce(g, tmax, "maximumf");
  Val mnew = f32op(g, "maximumf", cur[0], tmax);
  Val dead = fresh(g);
  ktLine(kt, "%s = arith.cmpf oeq, %s, %%ninf : f32", dead.s, mnew.s);
  Val corr = f32sel(g, dead, (Val){"%one"}, expf32(g, f32op(g, "subf", cur[0], mnew)));
  Val lnew = f32op(g, "mulf", cur[1], corr);
  Val prow = ktIxc(kt, "addi", ktIxc(kt, "muli", r, g->keys + 1), g->pOff);
  for (int64_t jj = 0; jj < g->nj; ++jj) {
    Val p = f32sel(g, dead, (Val){"%zero"}, expf32(g, f32op(g, "subf", s[jj], mnew)));
    lnew = f32op(g, "addf", lnew, p);
    Val at = ktIx(kt, "addi", prow, ktIxc(kt, "addi", u, jj * g->G));
    storeS(g, p, at);
  }
  ktLine(kt, "gpu.barrier");

  /* values: o_c = o_c * corr + sum_j P[r][j] * V[j][c] */
  for (int64_t cc = 0; cc < g->nc; ++cc)
    init[cc] = f32op(g, "mulf", cur[2 + cc], corr);
  hidetStrFree(&decl);
  hidetStrFree(&tys);
  hidetStrInit(&decl);
  hidetStrInit(&tys);
  iterArgs(g, g->nc, acc, init, &decl, &tys);
  Val *vcol = calloc((size_t)g->nc + 1, sizeof *vcol);
  if (!vcol)
    abort(); /* out of memory while emitting text */
  for (int64_t cc = 0; cc < g->nc; ++cc)
    vcol[cc] = ktIxc(kt, "addi", ktIxc(kt, "minsi", ktIxc(kt, "addi", u, cc * g->G), g->Dv - 1),
                     g->vOff);
  Val ov = fresh(g), j = fresh(g);
  ktLine(kt, "%s:%lld = scf.for %s = %s to %s step %s iter_args(%s) -> (%s) {", ov.s,
         (long long)g->nc, j.s, ktIndex(kt, 0).s, ktIndex(kt, g->keys).s, ktIndex(kt, 1).s,
         decl.data, tys.data);
  kt->indent++;
  Val pv = loadS(g, ktIx(kt, "addi", prow, j));
  Val vrow = ktIxc(kt, "muli", j, g->Dv);
  for (int64_t cc = 0; cc < g->nc; ++cc)
    nv[cc] = fma32(g, pv, loadS(g, ktIx(kt, "addi", vrow, vcol[cc])), acc[cc]);
  yieldVals(g, g->nc, nv);
  kt->indent--;
  ktLine(kt, "}");
  next[0] = mnew;
  next[1] = lnew;
  for (int64_t cc = 0; cc < g->nc; ++cc)
    next[2 + cc] = ktResult(ov, (int)cc);
  hidetStrFree(&decl);
  hidetStrFree(&tys);
  free(acc);
  free(nv);
  free(s);
  free(vcol);
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
  g.T = g.rows * g.G;
  g.D = p->dims[ATTN_D];
  g.Dv = p->dims[ATTN_DV];
  g.Lq = p->dims[ATTN_LQ];
  g.Lk = p->dims[ATTN_LK];
  g.nj = g.keys / g.G;
  g.nc = (g.Dv + g.G - 1) / g.G;
  if (g.rows < 1 || g.G < 1 || g.keys % g.G || g.nj < 1 || g.T > 1024)
    return hidetFailWhy(why, whySize, "malformed attention_simt schedule");
  int64_t Z = p->dims[ATTN_Z], qTiles = (g.Lq + g.rows - 1) / g.rows;
  if (Z > 65535)
    return hidetFailWhy(why, whySize, "%lld heads exceed the grid's y limit 65535", (long long)Z);
  for (int i = 0; i < c->nArgs; ++i)
    if (!c->argTypes || !c->argTypes[i] || !*c->argTypes[i])
      return hidetFailWhy(why, whySize, "argument %d has no type", i);
  g.kOff = g.rows * (g.D + 1);
  g.vOff = g.kOff + g.keys * (g.D + 1);
  g.pOff = g.vOff + g.keys * g.Dv;
  g.total = g.pOff + g.rows * (g.keys + 1);
  snprintf(g.sTy, sizeof g.sTy, "memref<%lldxf32, #gpu.address_space<workgroup>>",
           (long long)g.total);
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
  Val qt = fresh(&g), z = fresh(&g);
  ktLine(kt, "%s = gpu.block_id x", qt.s);
  ktLine(kt, "%s = gpu.block_id y", z.s);
  Val w = fresh(&g);
  ktLine(kt,
         "%s:2 = \"tm.task\"(%%tid, %s) {mapping = #tm.compose<[#tm.spatial<array<i64: %lld, "
         "%lld>>]>} : (index, index) -> (index, index)",
         w.s, ktIndex(kt, 0).s, (long long)g.rows, (long long)g.G);
  Val r = ktResult(w, 0), u = ktResult(w, 1);
  Val i0 = ktIxc(kt, "muli", qt, g.rows);
  Val ig = ktIx(kt, "addi", i0, r), igc = ktIxc(kt, "minsi", ig, g.Lq - 1);
  /* the K/V head of query head z (grouped heads) */
  Val zk = z;
  int64_t grp = p->dims[ATTN_G], hq = p->dims[ATTN_HQ];
  if (grp > 1) {
    Val bz = ktIxc(kt, "divui", z, hq), h = ktIxc(kt, "remui", z, hq);
    zk = ktIx(kt, "addi", ktIxc(kt, "muli", bz, hq / grp), ktIxc(kt, "divui", h, grp));
  }
  loadTile(&g, 0, z, i0, g.Lq - 1, g.rows, g.D, 0, g.D + 1);

  /* the key tiles: all of them, or (causal) up to the block's last query */
  int64_t kTiles = (g.Lk + g.keys - 1) / g.keys;
  Val ub = ktIndex(kt, kTiles);
  if (p->variant & ATTN_CAUSAL) {
    Val last = ktIxc(kt, "minsi", ktIxc(kt, "addi", i0, g.rows - 1), g.Lq - 1);
    ub = ktIxc(kt, "minsi", ktIxc(kt, "addi", ktIxc(kt, "divui", last, g.keys), 1), kTiles);
  }
  int64_t nState = 2 + g.nc;
  Val *init = calloc((size_t)nState * 3, sizeof *init);
  if (!init)
    abort(); /* out of memory while emitting text */
  Val *cur = init + nState, *next = cur + nState;
  init[0] = (Val){"%ninf"};
  for (int64_t i = 1; i < nState; ++i)
    init[i] = (Val){"%zero"};
  HidetStr decl, tys;
  hidetStrInit(&decl);
  hidetStrInit(&tys);
  iterArgs(&g, nState, cur, init, &decl, &tys);
  Val loop = fresh(&g), t = fresh(&g);
  ktLine(kt, "%s:%lld = scf.for %s = %s to %s step %s iter_args(%s) -> (%s) {", loop.s,
         (long long)nState, t.s, ktIndex(kt, 0).s, ub.s, ktIndex(kt, 1).s, decl.data, tys.data);
  kt->indent++;
  emitTile(&g, t, cur, next, z, zk, r, u, ig, igc);
  yieldVals(&g, nState, next);
  kt->indent--;
  ktLine(kt, "}");

  /* out: o / l, 0 for a row with nothing to attend */
  Val l = groupReduce(&g, ktResult(loop, 1), "addf");
  Val empty = fresh(&g);
  ktLine(kt, "%s = arith.cmpf oeq, %s, %%zero : f32", empty.s, l.s);
  Val inv = f32sel(&g, empty, (Val){"%zero"}, f32op(&g, "divf", (Val){"%one"}, l));
  bool rowGuard = ktIfUlt(kt, g.Lq % g.rows != 0, ig, g.Lq);
  for (int64_t cc = 0; cc < g.nc; ++cc) {
    Val col = ktIxc(kt, "addi", u, cc * g.G);
    bool colGuard = ktIfUlt(kt, (cc + 1) * g.G > g.Dv, col, g.Dv);
    Val x = f32op(&g, "mulf", ktResult(loop, (int)(2 + cc)), inv);
    if (strcmp(g.E, "f32")) {
      Val tx = fresh(&g);
      ktLine(kt, "%s = arith.truncf %s : f32 to %s", tx.s, x.s, g.E);
      x = tx;
    }
    ktLine(kt, "func.call @__hidet_store_out0(%s, %s, %s, %s%s) : (%s, index, index, index%s) -> ()",
           x.s, z.s, ig.s, col.s, g.argVals.data, g.E, g.argTys.data);
    ktEndIf(kt, colGuard);
  }
  ktEndIf(kt, rowGuard);
  ktLine(kt, "gpu.return");

  /* ---- Module text. */
  const char *tyl = g.argTys.data;
  hidetStrAppendf(out, "gpu.module @%s {\n", c->moduleName);
  for (int k = 0; k < 3; ++k)
    hidetStrAppendf(out, "  func.func private @__hidet_load_in%d(index, index, index%s) -> %s\n", k,
                    tyl, g.E);
  if (g.M[0])
    hidetStrAppendf(out, "  func.func private @__hidet_load_in3(index, index, index%s) -> %s\n",
                    tyl, g.M);
  hidetStrAppendf(out, "  func.func private @__hidet_store_out0(%s, index, index, index%s)\n", g.E,
                  tyl);
  hidetStrAppendf(out, "  gpu.func @%s(", c->kernelName);
  for (int i = 0; i < c->nArgs; ++i)
    hidetStrAppendf(out, "%s%%arg%d: %s", i ? ", " : "", i, c->argTypes[i]);
  hidetStrAppendf(out,
                  ")\n      kernel attributes {hidet.template = \"attention_simt\", "
                  "hidet.dynamic_smem = %lld : i64, hidet.problem = array<i64: %lld, %lld, %lld, "
                  "%lld, %lld, %lld, %lld>, hidet.grid = array<i64: %lld, %lld, 1>, "
                  "gpu.known_block_size = array<i32: %lld, 1, 1>} {\n",
                  (long long)(4 * g.total), (long long)Z, (long long)g.Lq, (long long)g.Lk,
                  (long long)g.D, (long long)g.Dv, (long long)grp, (long long)hq,
                  (long long)qTiles, (long long)Z, (long long)g.T);
  ktEmitConstants(kt, out, "    ");
  hidetStrAppendf(out, "    %%zero = arith.constant 0.0 : f32\n");
  hidetStrAppendf(out, "    %%one = arith.constant 1.0 : f32\n");
  hidetStrAppendf(out, "    %%ninf = arith.constant 0xFF800000 : f32\n");
  hidetStrAppendf(out, "    %%scale = arith.constant %.17e : f32\n", scale); /* %e: "1" alone is not a float literal */
  hidetStrAppendf(out, "    %%i32_32 = arith.constant 32 : i32\n");
  for (int64_t off = g.G / 2; off >= 1; off /= 2)
    hidetStrAppendf(out, "    %%i32_%lld = arith.constant %lld : i32\n", (long long)off,
                    (long long)off);
  hidetStrAppend(out, kt->body.data, kt->body.len);
  hidetStrAppendf(out, "  }\n}\n");
  ktFree(kt);
  hidetStrFree(&g.argVals);
  hidetStrFree(&g.argTys);
  hidetStrFree(&decl);
  hidetStrFree(&tys);
  free(init);
  return true;
}
