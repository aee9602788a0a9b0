/*===-- main_loop.c - The GEMM's S-stage ring over the k tiles -----------===*
 * The ring is one flat view %R of the dynamic shared memory (the launch
 * passes its size, hidet.dynamic_smem, which may exceed the 48 KiB of
 * static shared memory): stage s starts at element s*SAB with its A tile,
 * then its B tile at +SA. Tiles 0..S-2 are loaded before the loops; the
 * steady state's step kt waits until tile kt landed (wait_group S-2: one
 * group is committed per step), barriers (every thread's copies are
 * visible and the oldest stage is free), copies tile kt+S-1 into the
 * oldest stage and computes the current one; the tail loads the partial
 * last tile, if any, with checks. Split-K (matmul_splitk.h): a block runs
 * the ring over its slice of the k tiles (a loop bound uniform in the
 * block; every load is k-checked, and loads past the slice only fill
 * stages that are never computed).
 *===----------------------------------------------------------------------===*/
#include "gemm_gen.h"

/* Opens `%L:n+2 = scf.for %iv = lb to ub step 1 iter_args(acc..., rd, wr)`
 * and renames acc, rd and wr to the iteration arguments; returns %L. */
static Val openLoop(GemmGen *g, int n, Val *acc, Val lb, Val ub, Val *iv, Val *rd, Val *wr) {
  HidetStr iters, tys;
  hidetStrInit(&iters);
  hidetStrInit(&tys);
  Val loop = ktFresh(&g->kt);
  for (int i = 0; i < n + 2; ++i) {
    Val *v = i < n ? &acc[i] : i == n ? rd : wr, a = ktFresh(&g->kt);
    hidetStrAppendf(&iters, "%s%s = %s", i ? ", " : "", a.s, v->s);
    hidetStrAppendf(&tys, "%s%s", i ? ", " : "", i < n ? "vector<2x2xf32>" : "index");
    *v = a;
  }
  *iv = ktFresh(&g->kt);
  ktLine(&g->kt, "%s:%d = scf.for %s = %s to %s step %s iter_args(%s) -> (%s) {", loop.s, n + 2,
         iv->s, lb.s, ub.s, ktIndex(&g->kt, 1).s, iters.data, tys.data);
  g->kt.indent++;
  hidetStrFree(&iters);
  hidetStrFree(&tys);
  return loop;
}

/* Yields acc, the next read stage and the next write stage (the stage
 * just read: the ring's oldest), closes the loop, and renames acc, rd and
 * wr to its results. */
static void closeLoop(GemmGen *g, Val loop, int n, Val *acc, Val *rd, Val *wr) {
  /* rd + SAB, wrapped to 0 after the last stage: 3 instructions a step
   * instead of the remainders of a k index. */
  Val nx = ktIxc(&g->kt, "addi", *rd, g->SAB), wrap = ktFresh(&g->kt);
  ktLine(&g->kt, "%s = arith.cmpi eq, %s, %s : index", wrap.s, nx.s,
         ktIndex(&g->kt, g->S * g->SAB).s);
  Val next = ktSelect(&g->kt, wrap, ktIndex(&g->kt, 0), nx);
  HidetStr ys, tys;
  hidetStrInit(&ys);
  hidetStrInit(&tys);
  for (int i = 0; i < n; ++i) {
    hidetStrAppendf(&ys, "%s%s", i ? ", " : "", acc[i].s);
    hidetStrAppendf(&tys, "%svector<2x2xf32>", i ? ", " : "");
  }
  ktLine(&g->kt, "scf.yield %s, %s, %s : %s, index, index", ys.data, next.s, rd->s, tys.data);
  g->kt.indent--;
  ktLine(&g->kt, "}");
  hidetStrFree(&ys);
  hidetStrFree(&tys);
  for (int i = 0; i < n; ++i)
    acc[i] = ktResult(loop, i);
  *rd = ktResult(loop, n);
  *wr = ktResult(loop, n + 1);
}

/* The S-stage ring (header comment); acc[] becomes the loops' results.
 * Tiles 0..S-2 are loaded before the loops. The k steps then run in two
 * loops: the STEADY STATE, whose step kt loads tile kt+S-1, which is known
 * to lie wholly inside K (no bounds work on k, invariant M/N edges only),
 * and the TAIL, whose steps load the partial last tile, if any, with
 * checks and otherwise only compute. One commit group per steady step
 * keeps "wait S-2" meaning "tile kt landed"; the tail waits for all. */
void gemmEmitRing(GemmGen *g, const GemmVec *va, const GemmVec *vb, const GemmLanes *ln, Val *acc) {
  int n = g->s->tm * g->s->tn;
  GemmLoad *la = calloc((size_t)(g->nA + g->nB), sizeof *la);
  if (!la)
    abort(); /* out of memory while emitting text */
  GemmLoad *lb = la + g->nA;
  Val grp = {{0}};
  bool split = g->split > 1;
  bool anyAsync = g->a->async[0] || g->a->async[1];
  for (int64_t t = 0; t < g->S - 1; ++t) {
    /* Without split-K the tile count is known: no loads of absent tiles.
     * A split's slice may end early; its extra loads fill stages never
     * read (zero-filled past K). */
    if (!split && t >= g->kTiles)
      break;
    Val k0 = split ? ktIxc(&g->kt, "addi", g->sk.kBase, t * g->bk) : ktIndex(&g->kt, t * g->bk);
    bool check = split || (g->needK && t == g->kTiles - 1);
    gemmTileLoads(g, va, vb, k0, check, la, lb);
    Val t0 = gemmEmitTile(g, va, vb, la, lb, ktIndex(&g->kt, t * g->SAB), check);
    if (t0.s[0])
      grp = t0;
  }
  /* Steady steps: the loaded tile kt+S-1 must be a whole one, i.e. below
   * the last tile when that one is partial. */
  int64_t less = g->S - 1 + (g->needK ? 1 : 0);
  Val nSteady;
  if (split)
    nSteady = ktIxc(&g->kt, "maxsi", ktIxc(&g->kt, "subi", g->sk.ub, less), 0);
  else
    nSteady = ktIndex(&g->kt, g->kTiles > less ? g->kTiles - less : 0);
  Val rd = ktIndex(&g->kt, 0), wr = ktIndex(&g->kt, (g->S - 1) * g->SAB), kt;
  if (split || g->kTiles > less) {
    Val loop = openLoop(g, n, acc, ktIndex(&g->kt, 0), nSteady, &kt, &rd, &wr);
    if (anyAsync)
      ktLine(&g->kt, "nvgpu.device_async_wait %s {numGroups = %lld : i32}", grp.s,
           (long long)(g->S - 2));
    ktLine(&g->kt, "gpu.barrier");
    Val k0 = ktIxc(&g->kt, "muli", ktIxc(&g->kt, "addi", kt, g->S - 1), g->bk);
    if (split)
      k0 = ktIx(&g->kt, "addi", g->sk.kBase, k0);
    gemmTileLoads(g, va, vb, k0, false, la, lb);
    gemmEmitTile(g, va, vb, la, lb, wr, false);
    gemmEmitCompute(g, ln, rd, NULL, acc);
    closeLoop(g, loop, n, acc, &rd, &wr);
  }
  Val loop = openLoop(g, n, acc, nSteady, g->sk.ub, &kt, &rd, &wr);
  if (anyAsync)
    ktLine(&g->kt, "nvgpu.device_async_wait %s {numGroups = 0 : i32}", grp.s);
  ktLine(&g->kt, "gpu.barrier");
  if (split || g->needK) { /* the tail still loads the partial tile */
    Val tn = ktIxc(&g->kt, "addi", kt, g->S - 1);
    ktLine(&g->kt, "scf.if %s {", ktUlt(&g->kt, tn, g->sk.ub).s);
    g->kt.indent++;
    Val k0 = ktIxc(&g->kt, "muli", tn, g->bk);
    if (split)
      k0 = ktIx(&g->kt, "addi", g->sk.kBase, k0);
    gemmTileLoads(g, va, vb, k0, true, la, lb);
    gemmEmitTile(g, va, vb, la, lb, wr, true);
    g->kt.indent--;
    ktLine(&g->kt, "}");
  }
  gemmEmitCompute(g, ln, rd, NULL, acc);
  closeLoop(g, loop, n, acc, &rd, &wr);
  if (anyAsync) /* a split's unused zero-fill groups may still be pending */
    ktLine(&g->kt, "nvgpu.device_async_wait %s {numGroups = 0 : i32}", grp.s);
  free(la);
}
