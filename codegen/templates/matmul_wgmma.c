/*===-- matmul_wgmma.c - The sm_90a matmul: TMA ring, wgmma, warp roles ---===*
 * Emits the MLIR text of the Hopper matmul (matmul_wgmma.h) for one
 * schedule and a problem whose sizes are compile-time constants, from the
 * wgmma parts (codegen/gemm/wgmma_gen.h) and the mma.sync parts' element
 * epilogue (gemm_gen.h).
 *
 * Layout of the kernel (T = 128*(wg + 1) threads):
 *  - a PERSISTENT grid of min(tiles, SMs) blocks; block x takes tiles x,
 *    x + grid, ... of the walk (wgmmaTileCoords: batch-major, `group`
 *    m-tile rows per L2 group);
 *  - WARP ROLES: warpgroup wg (the last) is the producer: it gives
 *    registers back (setmaxnreg.dec 40) and one of its threads issues, per
 *    k step of each of its tiles, the wait for a free stage, the stage's
 *    arrive.expect_tx and its TMA loads (A at (k0, m0[, b]); B at (k0, n0)
 *    when k-major, else bn/64 boxes at (n0 + 64q, k0)); warpgroups 0..wg-1
 *    are consumers (setmaxnreg.inc 232): warp w of consumer g computes rows
 *    64*mt*g + 64i + 16w (i < mt) of the tile, as tm.task of spatial(wg, 4)
 *    over the consumer warps says; per k step each waits for the stage's
 *    full barrier, issues 4*mt wgmma m64nBNk16 on the stage's descriptors,
 *    commits, waits for them and releases the stage (every consumer
 *    thread arrives on its empty barrier: 128*wg arrivals a phase); an
 *    item's first step is peeled (scale-d zero, no zero fill);
 *  - the k step counter j runs on across a block's tiles, so stage j % S
 *    and phase (j / S) % 2 agree between the roles without any block
 *    barrier after the barriers' init;
 *  - epilogue: the accumulators of m tile i, as m16n8 C fragments, through
 *    the element epilogue (store hook per element where row < M and column
 *    < N): nothing shared is touched, so the producer is already filling
 *    the ring with the next tile's k steps.
 * Rows past M, k past K and columns past N read as zeros (the tensor maps'
 * out-of-bounds fill); stores past M or N are skipped.
 *  - split-K (splitk = S > 1, matmul_splitk.h): the walk's items are (tile,
 *    k slice); an item runs the k steps of its slice (possibly none: its
 *    partials are 0) and its epilogue stores the f32 sums into the
 *    workspace; the module's second kernel combines them.
 *
 * Hooks: @__hidet_store_out0(v: R, b, m, n, args...). The operands are read
 * by TMA from the kernel arguments the tensor maps describe (the template
 * takes an operand only when it is a kernel input read whole, without a
 * prologue: matmul_wgmma_template.c), so there are no input hooks.
 *===----------------------------------------------------------------------===*/
#include "matmul_wgmma.h"

#include "gemm_gen.h"
#include "matmul_splitk.h"
#include "wgmma_gen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool checkInputs(const HidetWgmmaEmitArgs *a, const HidetWgmmaProblem *p,
                        const HidetWgmmaSchedule *s, const HidetArch *arch, char *why,
                        size_t whySize) {
  if (p->batch < 1 || p->m < 1 || p->n < 1 || p->k < 1)
    return hidetFailWhy(why, whySize, "problem dims must be positive");
  if (p->batch > 65535 || p->m > (INT64_C(1) << 31) || p->n > (INT64_C(1) << 31) ||
      p->k > (INT64_C(1) << 31))
    return hidetFailWhy(why, whySize, "problem too large (batch at most 65535, dims at most 2^31)");
  if (strcmp(a->elemType, "f16") && strcmp(a->elemType, "bf16"))
    return hidetFailWhy(why, whySize, "wgmma operands must be f16 or bf16, not %s", a->elemType);
  if (strcmp(a->resType, "f16") && strcmp(a->resType, "bf16") && strcmp(a->resType, "f32"))
    return hidetFailWhy(why, whySize, "the result must be f16, bf16 or f32, not %s", a->resType);
  if (!hidetWgmmaFits(s, arch, why, whySize) ||
      !hidetSplitKCheck(hidetWgmmaSplitK(s), p->batch, p->m, p->n, why, whySize))
    return false;
  const HidetWgmmaOperand *ops[2] = {&a->a, &a->b};
  for (int k = 0; k < 2; ++k)
    if (!a->staged[k] && (ops[k]->arg < 0 || ops[k]->arg >= a->nArgs || (ops[k]->rank != 2 && ops[k]->rank != 3)))
      return hidetFailWhy(why, whySize, "operand %d has no tensor map (argument %d, rank %d)", k,
                          ops[k]->arg, ops[k]->rank);
  for (int i = 0; i < a->nArgs; ++i)
    if (!a->argTypes || !a->argTypes[i] || !*a->argTypes[i])
      return hidetFailWhy(why, whySize, "argument %d has no type", i);
  return true;
}

/* `array<i64: arg, rank, dims..., box...>`: what host_launch.c needs to
 * build the tensor map of an operand (the box outermost first). */
static void mapAttr(HidetStr *out, const HidetWgmmaOperand *o, int64_t rows) {
  hidetStrAppendf(out, "array<i64: %d, %d", o->arg, o->rank);
  for (int d = 0; d < o->rank; ++d)
    hidetStrAppendf(out, ", %lld", (long long)o->dims[d]);
  if (o->rank == 3)
    hidetStrAppendf(out, ", 1");
  hidetStrAppendf(out, ", %lld, 64>", (long long)rows);
}

/* A work item's k steps: from k tile kBase, cnt of them (the k tiles of
 * its slice, none past K; all of them without split-K). */
static void sliceSteps(KernelText *kt, Val slice, int64_t kTiles, int64_t split, Val *kBase,
                       Val *cnt) {
  if (split <= 1) {
    *kBase = ktIndex(kt, 0);
    *cnt = ktIndex(kt, kTiles);
    return;
  }
  int64_t T = hidetSplitKSliceTiles(kTiles, split);
  *kBase = ktIxc(kt, "muli", slice, T);
  *cnt = ktIxc(kt, "minsi", ktIxc(kt, "maxsi", ktIx(kt, "subi", ktIndex(kt, kTiles), *kBase), 0), T);
}

/* The walk's sizes both roles' item loops share. */
typedef struct {
  int64_t items, grid, mT, nT, kTiles, split;
  int group;
} ItemWalk;

/* Opens `scf.for %tile = bid to items step grid iter_args(%j0 = 0)`, the
 * persistent item loop both roles run (the k-step counter j carried), and
 * decodes the item: batch, k slice, tile origin, its k steps. */
static void openItemLoop(WgmmaGen *w, Val bid, const ItemWalk *it, Val *j0, Val *b, Val *slice,
                         Val *m0, Val *n0, Val *kBase, Val *cnt) {
  KernelText *kt = w->kt;
  Val loop = ktFresh(kt), tile = ktFresh(kt);
  *j0 = ktFresh(kt);
  ktLine(kt, "%s = scf.for %s = %s to %s step %s iter_args(%s = %s) -> (index) {", loop.s, tile.s,
         bid.s, ktIndex(kt, it->items).s, ktIndex(kt, it->grid).s, j0->s, ktIndex(kt, 0).s);
  kt->indent++;
  wgmmaTileCoords(w, tile, it->mT, it->nT, it->group, it->split, b, slice, m0, n0);
  sliceSteps(kt, *slice, it->kTiles, it->split, kBase, cnt);
}

bool hidetWgmmaEmit(HidetStr *out, const HidetWgmmaEmitArgs *a, const HidetWgmmaProblem *p,
                    const HidetWgmmaSchedule *s, const HidetArch *arch, char *why,
                    size_t whySize) {
  if (!checkInputs(a, p, s, arch, why, whySize))
    return false;
  KernelText kt;
  ktInit(&kt, 2);
  WgmmaGen w;
  memset(&w, 0, sizeof w);
  w.kt = &kt;
  w.elem = a->elemType;
  w.bm = hidetWgmmaBlockM(s);
  w.bn = s->bn;
  w.mt = s->mt;
  w.wg = s->wg;
  w.S = s->stages;
  w.stageBytes = hidetWgmmaStageBytes(s);
  w.aBytes = w.bm * 128;
  w.bKMajor = p->bKMajor;
  w.rankA = a->staged[0] ? 2 : a->a.rank;
  w.rankB = a->staged[1] ? 2 : a->b.rank;
  w.tma[0] = !a->staged[0];
  w.tma[1] = !a->staged[1];
  w.M = p->m;
  w.N = p->n;
  w.K = p->k;
  wgmmaInitTypes(&w);
  bool allTma = w.tma[0] && w.tma[1];
  int64_t mT = (p->m + w.bm - 1) / w.bm, nT = (p->n + w.bn - 1) / w.bn;
  int64_t tiles = hidetWgmmaTiles(s, p), grid = hidetWgmmaGrid(s, p, arch);
  int64_t kTiles = (p->k + HIDET_WGMMA_BK - 1) / HIDET_WGMMA_BK;
  int64_t T = hidetWgmmaThreads(s), split = hidetWgmmaSplitK(s);
  const ItemWalk walk = {tiles, grid, mT, nT, kTiles, split, s->group};

  HidetStr argVals, argTys;
  hidetStrInit(&argVals);
  hidetStrInit(&argTys);
  for (int i = 0; i < a->nArgs; ++i) {
    hidetStrAppendf(&argVals, ", %%arg%d", i);
    hidetStrAppendf(&argTys, ", %s", a->argTypes[i]);
  }
  w.argVals = argVals.data;
  w.argTys = argTys.data;

  /* ---- Set-up: the aligned ring, the tensor maps, the barriers. */
  w.dsm = (KtVal){"%dsm"};
  ktLine(&kt, "%%dsm = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>");
  Val ap = ktFresh(&kt);
  ktLine(&kt, "%s = memref.extract_aligned_pointer_as_index %%dsm : memref<?xi8, "
              "#gpu.address_space<workgroup>> -> index",
         ap.s);
  /* bytes to the next 1024-byte boundary (the launch reserves 1 KiB) */
  w.pad = ktIxc(&kt, "remui", ktIx(&kt, "subi", ktIndex(&kt, 1024), ktIxc(&kt, "remui", ap, 1024)),
                1024);
  w.tmA = (KtVal){"%tmA"};
  w.tmB = (KtVal){"%tmB"};
  if (w.tma[0])
    ktLine(&kt, "%%tmA = builtin.unrealized_conversion_cast %%tmapA : !llvm.ptr to %s", w.descA);
  if (w.tma[1])
    ktLine(&kt, "%%tmB = builtin.unrealized_conversion_cast %%tmapB : !llvm.ptr to %s", w.descB);
  ktLine(&kt, "%%bars = nvgpu.mbarrier.create -> %s", w.bar);
  Val tid = ktFresh(&kt), bid = ktFresh(&kt);
  ktLine(&kt, "%s = gpu.thread_id x", tid.s);
  ktLine(&kt, "%s = gpu.block_id x", bid.s);
  Val t0 = ktFresh(&kt);
  ktLine(&kt, "%s = arith.cmpi eq, %s, %s : index", t0.s, tid.s, ktIndex(&kt, 0).s);
  ktLine(&kt, "scf.if %s {", t0.s);
  kt.indent++;
  for (int64_t i = 0; i < w.S; ++i) {
    ktLine(&kt, "nvgpu.mbarrier.init %%bars[%s], %s : %s", ktIndex(&kt, i).s,
           ktIndex(&kt, wgmmaFullArrivals(&w)).s, w.bar);
    ktLine(&kt, "nvgpu.mbarrier.init %%bars[%s], %s : %s", ktIndex(&kt, w.S + i).s,
           ktIndex(&kt, 128 * w.wg).s, w.bar);
  }
  kt.indent--;
  ktLine(&kt, "}");
  ktLine(&kt, "gpu.barrier");
  Val warp = ktIxc(&kt, "divui", tid, 32), wgi = ktIxc(&kt, "divui", tid, 128);
  Val isProd = ktFresh(&kt);
  ktLine(&kt, "%s = arith.cmpi eq, %s, %s : index", isProd.s, wgi.s, ktIndex(&kt, w.wg).s);
  ktLine(&kt, "scf.if %s {", isProd.s);
  kt.indent++;

  /* ---- The producer warpgroup. With two consumer warpgroups the kernel
   * is compiled for 168 registers a thread (nvvm.maxnreg: 384 threads
   * share the SM's 64K); the producer gives 128 of its registers back and
   * each consumer takes 64 more, so 232 hold a 128x256 tile's
   * accumulators. With one, 248 are there from the start. setmaxnreg.inc
   * blocks until the registers are free, so the two must balance. A
   * producer that stages an operand through registers keeps its 168, and
   * so do the consumers (a 128x256 tile's 154 fit).
   * Only the TMA issuer (thread 0 of the warpgroup) runs the loop when
   * both operands come by TMA; all 128 threads do when one is staged. */
  bool regRoles = w.wg == 2 && allTma;
  if (regRoles)
    ktLine(&kt, "nvvm.setmaxregister decrease 40");
  Val ptid = ktIxc(&kt, "remui", tid, 128), lead = ktFresh(&kt), noVal = {{0}};
  ktLine(&kt, "%s = arith.cmpi eq, %s, %s : index", lead.s, ptid.s, ktIndex(&kt, 0).s);
  if (allTma) {
    ktLine(&kt, "scf.if %s {", lead.s);
    kt.indent++;
  }
  {
    Val j0, b, slice, m0, n0, kBase, cnt;
    openItemLoop(&w, bid, &walk, &j0, &b, &slice, &m0, &n0, &kBase, &cnt);
    Val kl = ktFresh(&kt), kk = ktFresh(&kt), j = ktFresh(&kt);
    ktLine(&kt, "%s = scf.for %s = %s to %s step %s iter_args(%s = %s) -> (index) {", kl.s, kk.s,
           ktIndex(&kt, 0).s, cnt.s, ktIndex(&kt, 1).s, j.s, j0.s);
    kt.indent++;
    wgmmaEmitProduce(&w, j, b, m0, n0,
                     ktIxc(&kt, "muli", ktIx(&kt, "addi", kBase, kk), HIDET_WGMMA_BK),
                     allTma ? noVal : lead, ptid);
    ktLine(&kt, "scf.yield %s : index", ktIxc(&kt, "addi", j, 1).s);
    kt.indent--;
    ktLine(&kt, "}");
    ktLine(&kt, "scf.yield %s : index", kl.s);
    kt.indent--;
    ktLine(&kt, "}");
  }
  if (allTma) {
    kt.indent--;
    ktLine(&kt, "}");
  }
  kt.indent--;
  ktLine(&kt, "} else {");
  kt.indent++;

  /* ---- The consumer warpgroups. */
  if (regRoles)
    ktLine(&kt, "nvvm.setmaxregister increase 232");
  Val wt = ktFresh(&kt);
  ktLine(&kt,
         "%s:2 = \"tm.task\"(%s, %s) {mapping = #tm.compose<[#tm.spatial<array<i64: %lld, 4>>]>} : "
         "(index, index) -> (index, index)",
         wt.s, warp.s, ktIndex(&kt, 0).s, (long long)w.wg);
  Val cg = ktResult(wt, 0), cw = ktResult(wt, 1);
  Val rowW = ktIx(&kt, "addi", ktIxc(&kt, "muli", cg, w.mt * 64), ktIxc(&kt, "muli", cw, 16));
  Val da, db;
  wgmmaDescBases(&w, cg, &da, &db);
  /* The element epilogue of the mma.sync parts, on one m16n8 row of
   * fragments per warp and m tile. */
  HidetMatmulTcSchedule es = {.wm = 4 * (int)w.wg, .wn = 1, .tm = 1, .tn = (int)(w.bn / 8),
                              .bk = HIDET_WGMMA_BK, .stages = (int)w.S, .splitk = 1};
  HidetMatmulTcProblem ep = {.batch = p->batch, .m = p->m, .n = p->n, .k = p->k};
  HidetMatmulTcEmitArgs ea = {.resType = a->resType, .nArgs = a->nArgs, .argTypes = a->argTypes};
  GemmGen eg;
  memset(&eg, 0, sizeof eg);
  eg.p = &ep;
  eg.s = &es;
  eg.a = &ea;
  eg.split = split;
  if (split > 1) { /* the workspace as [S][batch][M][N] f32 partials */
    hidetSplitKWorkspaceType(split, p->batch, p->m, p->n, eg.sk.wsTy, sizeof eg.sk.wsTy);
    hidetSplitKViewType(split, p->batch, p->m, p->n, eg.sk.viewTy, sizeof eg.sk.viewTy);
    eg.sk.wsv = ktFresh(&kt);
    ktLine(&kt, "%s = memref.view %%ws[%s][] : %s to %s", eg.sk.wsv.s, ktIndex(&kt, 0).s,
           eg.sk.wsTy, eg.sk.viewTy);
  }
  eg.needM = p->m % w.bm != 0;
  eg.needN = p->n % w.bn != 0;
  eg.lane = ktIxc(&kt, "remui", tid, 32);
  {
    Val j0, b, slice, m0, n0, kBase, cnt;
    openItemLoop(&w, bid, &walk, &j0, &b, &slice, &m0, &n0, &kBase, &cnt);
    /* The first k step is peeled: its wgmmas start from scale-d zero on
     * an undefined accumulator, so no instruction writes the accumulator
     * registers (a zero fill) inside a wgmma pipeline stage, which makes
     * ptxas serialize every wgmma (C7514). Without split-K an item has at
     * least one step; a split-K slice may have none (its partials are 0). */
    HidetStr tys;
    hidetStrInit(&tys);
    for (int64_t i = 0; i < w.mt; ++i)
      hidetStrAppendf(&tys, "%s, ", w.accTy);
    Val acc[2], first = ktFresh(&kt);
    if (split > 1) {
      Val any = ktFresh(&kt);
      ktLine(&kt, "%s = arith.cmpi ne, %s, %s : index", any.s, cnt.s, ktIndex(&kt, 0).s);
      ktLine(&kt, "%s:%lld = scf.if %s -> (%sindex) {", first.s, (long long)(w.mt + 1), any.s,
             tys.data);
      kt.indent++;
    }
    for (int64_t i = 0; i < w.mt; ++i)
      acc[i] = (KtVal){"%accu"};
    wgmmaEmitConsume(&w, j0, da, db, acc, true);
    Val j1 = ktIxc(&kt, "addi", j0, 1);
    HidetStr ys;
    hidetStrInit(&ys);
    for (int64_t i = 0; i < w.mt; ++i)
      hidetStrAppendf(&ys, "%s, ", acc[i].s);
    if (split > 1) {
      ktLine(&kt, "scf.yield %s%s : %sindex", ys.data, j1.s, tys.data);
      kt.indent--;
      ktLine(&kt, "} else {");
      kt.indent++;
      HidetStr zs;
      hidetStrInit(&zs);
      for (int64_t i = 0; i < w.mt; ++i)
        hidetStrAppendf(&zs, "%%accz, ");
      ktLine(&kt, "scf.yield %s%s : %sindex", zs.data, j0.s, tys.data);
      hidetStrFree(&zs);
      kt.indent--;
      ktLine(&kt, "}");
      for (int64_t i = 0; i < w.mt; ++i)
        acc[i] = ktResult(first, (int)i);
      j1 = ktResult(first, (int)w.mt);
    }
    hidetStrFree(&ys);
    /* steps 1.. of the item */
    Val kl = ktFresh(&kt), kk = ktFresh(&kt), j = ktFresh(&kt), it[2];
    HidetStr iters;
    hidetStrInit(&iters);
    for (int64_t i = 0; i < w.mt; ++i) {
      it[i] = ktFresh(&kt);
      hidetStrAppendf(&iters, "%s = %s, ", it[i].s, acc[i].s);
      acc[i] = it[i];
    }
    ktLine(&kt, "%s:%lld = scf.for %s = %s to %s step %s iter_args(%s%s = %s) -> (%sindex) {", kl.s,
           (long long)(w.mt + 1), kk.s, ktIndex(&kt, 1).s, cnt.s, ktIndex(&kt, 1).s, iters.data, j.s,
           j1.s, tys.data);
    kt.indent++;
    wgmmaEmitConsume(&w, j, da, db, acc, false);
    hidetStrInit(&ys);
    for (int64_t i = 0; i < w.mt; ++i)
      hidetStrAppendf(&ys, "%s, ", acc[i].s);
    ktLine(&kt, "scf.yield %s%s : %sindex", ys.data, ktIxc(&kt, "addi", j, 1).s, tys.data);
    hidetStrFree(&ys);
    hidetStrFree(&iters);
    hidetStrFree(&tys);
    kt.indent--;
    ktLine(&kt, "}");
    Val jEnd = ktResult(kl, (int)w.mt);
    eg.b = b;
    eg.sk.b = b;
    eg.sk.slice = slice;
    eg.argVals = argVals;
    eg.argTys = argTys;
    Val *frag = gemmVals((size_t)(w.bn / 8));
    for (int64_t i = 0; i < w.mt; ++i) {
      wgmmaFragments(&w, ktResult(kl, (int)i), frag);
      Val rowG = ktIx(&kt, "addi", m0, ktIxc(&kt, "addi", rowW, 64 * i));
      eg.kt = kt; /* the epilogue writes through its own copy of the builder */
      gemmEmitElementEpilogue(&eg, rowG, n0, frag);
      kt = eg.kt;
    }
    free(frag);
    ktLine(&kt, "scf.yield %s : index", jEnd.s);
    kt.indent--;
    ktLine(&kt, "}");
  }
  kt.indent--;
  ktLine(&kt, "}");
  ktLine(&kt, "gpu.return");

  /* ---- Module text. */
  hidetStrAppendf(out, "gpu.module @%s {\n", a->moduleName);
  hidetStrAppendf(out, "  func.func private @__hidet_store_out0(%s, index, index, index%s)\n",
                  a->resType, argTys.data);
  for (int k = 0; k < 2; ++k)
    if (a->staged[k])
      hidetStrAppendf(out, "  func.func private @__hidet_load_in%d(index, index, index%s) -> %s\n",
                      k, argTys.data, a->elemType);
  hidetStrAppendf(out, "  gpu.func @%s%s(", a->kernelName, split > 1 ? "_partial" : "");
  for (int i = 0; i < a->nArgs; ++i)
    hidetStrAppendf(out, "%%arg%d: %s, ", i, a->argTypes[i]);
  if (split > 1)
    hidetStrAppendf(out, "%%ws: %s, ", eg.sk.wsTy);
  if (w.tma[0])
    hidetStrAppendf(out, "%%tmapA: !llvm.ptr, ");
  if (w.tma[1])
    hidetStrAppendf(out, "%%tmapB: !llvm.ptr, ");
  out->len -= 2; /* the last ", " */
  out->data[out->len] = 0;
  hidetStrAppendf(out, ")\n      kernel attributes {"
                       "hidet.template = \"matmul_wgmma\", hidet.dynamic_smem = %lld : i64, "
                       "hidet.problem = array<i64: %lld, %lld, %lld, %lld>, "
                       "hidet.grid = array<i64: %lld, 1, 1>, "
                       "gpu.known_block_size = array<i32: %lld, 1, 1>, nvvm.maxnreg = %d : i32",
                  (long long)(1024 + w.S * w.stageBytes), (long long)p->batch, (long long)p->m,
                  (long long)p->n, (long long)p->k, (long long)grid, (long long)T,
                  T > 256 ? 168 : 248);
  if (!allTma && !w.tma[0] && !w.tma[1]) {
    hidetStrAppendf(out, "} {\n");
  } else {
    hidetStrAppendf(out, ", hidet.tensor_maps = [");
    if (w.tma[0])
      mapAttr(out, &a->a, w.bm);
    if (w.tma[1]) {
      if (w.tma[0])
        hidetStrAppendf(out, ", ");
      mapAttr(out, &a->b, w.bKMajor ? w.bn : 64);
    }
    hidetStrAppendf(out, "]} {\n");
  }
  ktEmitConstants(&kt, out, "    ");
  hidetStrAppendf(out, "    %%true = arith.constant true\n");
  hidetStrAppendf(out, "    %%accz = llvm.mlir.zero : %s\n", w.accTy);
  hidetStrAppendf(out, "    %%accu = llvm.mlir.undef : %s\n", w.accTy);
  hidetStrAppend(out, kt.body.data, kt.body.len);
  hidetStrAppendf(out, "  }\n");
  if (split > 1)
    hidetSplitKEmitCombine(out, a->kernelName, "matmul_wgmma", split, p->batch, p->m, p->n, p->k,
                           a->resType, a->nArgs, a->argTypes, NULL);
  hidetStrAppendf(out, "}\n");
  ktFree(&kt);
  hidetStrFree(&argVals);
  hidetStrFree(&argTys);
  return true;
}
