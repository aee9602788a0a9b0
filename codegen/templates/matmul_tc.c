/*===-- matmul_tc.c - The tensor-core matmul kernel, composed from parts --===*
 * Emits the MLIR text of the mma.sync matmul (matmul_tc.h) for one schedule
 * and a problem whose sizes are compile-time constants, or whose M is read
 * at kernel entry (p->rt, matmul_runtime_m.h: the rows of A clamp to and
 * the stores are guarded by that value, grid y comes from the host), by
 * composing the GEMM parts of codegen/gemm/ (gemm_gen.h): the MMA atom of
 * the operand type (f16, bf16, tf32), the copies, the ring, the epilogue.
 * matmul_tc, matmul_tf32 and conv2d_tc (with the conv's operand maps) all
 * come here.
 *
 * Layout of the kernel (T = 32*wm*wn threads; warp w, lane l):
 *  - warps: tm.task of spatial(wm, wn) gives warp w its (wi, wj); the warp
 *    computes rows wi*16*tm .. +16*tm and columns wj*8*tn .. +8*tn of the
 *    block tile as tm x tn m16n8k16 MMA tiles (f32 accumulators, one
 *    vector<2x2xf32> per tile carried through the k loop);
 *  - shared memory, S stages in one flat view %R of the kernel's dynamic
 *    shared memory (the launch passes the size, hidet.dynamic_smem, which
 *    may exceed the 48 KiB of static shared memory): stage s starts at
 *    element s*(bm*bk + bk*bn) with its A tile [bm][bk] (k contiguous),
 *    then its B tile [bk][bn] (n contiguous, i.e. k-major for the MMA's
 *    "col" B operand, so B is read with ldmatrix .trans; a k-major B is
 *    [bn][bk]). Neither is padded:
 *    rows are split into 16-byte chunks of 8 elements and chunk c of row r
 *    is stored at chunk c ^ x(r), with x(r) = r % 8 when a row has C >= 8
 *    chunks and (r / (8/C)) % C when it has C = 2 or 4. The 8 rows that one
 *    ldmatrix 8x8 matrix reads (8 consecutive rows, one chunk each) then
 *    cover the 8 distinct 16-byte bank groups of a 128-byte window: a
 *    conflict-free read. Writes (4 elements, half a chunk) move with their
 *    chunk;
 *  - ldmatrix: A x4 at (row 16*mi + l%16, chunk 2*kk + l/16) gives the A
 *    fragment of m tile mi; B x4 .trans at (k row 16*kk + l%16, column of n
 *    tile pair p + 8*(l/16)) gives registers 0-1 = B fragment of n tile 2p,
 *    2-3 = of n tile 2p+1;
 *  - global -> shared: 4-element vectors (8 for 16-byte copies, copy8),
 *    vector q of thread t is the (q*T + t)-th of the tile in row-major
 *    order. Async: one copy hook per vector (cp.async, zero fill past K),
 *    every k tile one commit group;
 *    register: four load hooks (in-range coordinates, zero selected past
 *    K) and a vector store; the form is chosen per operand. Rows past M and
 *    columns past N are read at clamped coordinates, not zeroed (Vec).
 *    Both fill the same S-stage ring (emitRing): tiles 0..S-2 before the
 *    loop; in the steady state, step kt waits until tile kt landed
 *    (wait_group S-2: one group is committed per step), barriers (every
 *    thread's copies are visible and the oldest stage is free), copies tile
 *    kt+S-1 into the oldest stage and computes the current one; the tail
 *    loads the partial last tile, if any, with checks;
 *  - epilogue: accumulator element (h, e) of tile (mi, nj) is C row
 *    16*mi + l/4 + 8h, column 8*nj + 2*(l%4) + e; converted to the result
 *    type and stored through the store hook where row < M and column < N;
 *  - split-K (splitk = S > 1, matmul_splitk.h): block z = b*S + s runs the
 *    ring over its slice of the k tiles (a loop bound uniform in the block;
 *    every load is k-checked, and loads past the slice only fill stages
 *    that are never computed) and its epilogue stores the f32 sums into the
 *    workspace instead; the module's second kernel combines them.
 *
 * Hooks (b = flattened batch index; coordinates are always in range):
 *   @__hidet_copy_in0(R, 0, 0, off, b, m, k, nvalid, args...) -> token
 *   @__hidet_copy_in1(R, 0, 0, off, b, k, n, nvalid, args...) -> token
 *     (copy8_in0/in1 where the operand's copies move 8 elements, 16 bytes)
 *     (R flat: the destination is R[off], the element offset in the ring)
 *   @__hidet_load_in0(b, m, k, args...) -> E     (register form)
 *   @__hidet_load_in1(b, k, n, args...) -> E
 *   @__hidet_store_out0(v: R, b, m, n, args...)
 *   @__hidet_storev_out0(v: vector<w x R>, b, m, n, args...)  (staged)
 *===----------------------------------------------------------------------===*/
#include "gemm_gen.h"
#include "matmul_runtime_m.h"
#include "matmul_splitk.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool checkInputs(const HidetMatmulTcEmitArgs *a, const HidetMatmulTcProblem *p,
                        const HidetMatmulTcSchedule *s, char *why, size_t whySize) {
  if (p->batch < 1 || p->m < 1 || p->n < 1 || p->k < 1)
    return hidetFailWhy(why, whySize, "problem dims must be positive");
  if (p->batch > 65535 || p->m > (INT64_C(1) << 40) || p->n > (INT64_C(1) << 40) ||
      p->k > (INT64_C(1) << 40))
    return hidetFailWhy(why, whySize,
                        "problem too large (batch is at most 65535, dims at most 2^40)");
  if (strcmp(a->elemType, "f16") && strcmp(a->elemType, "bf16") && strcmp(a->elemType, "f32"))
    return hidetFailWhy(why, whySize, "operands must be f16, bf16 or f32 (tf32), not %s",
                        a->elemType);
  if (strcmp(a->resType, "f16") && strcmp(a->resType, "bf16") && strcmp(a->resType, "f32"))
    return hidetFailWhy(why, whySize, "the result must be f16, bf16 or f32, not %s", a->resType);
  /* Fits' arch-independent part, against a permissive arch. */
  HidetArch any = {.name = "any", .maxThreadsPerBlock = 1024, .maxRegsPerThread = 255,
                   .regsPerSm = 65536, .maxSmemPerBlock = INT64_C(1) << 30,
                   .maxDynSmemPerBlock = INT64_C(1) << 30,
                   .tensorCores = HIDET_TC_MMA_SYNC};
  if (!hidetMatmulTcFits(s, &any, strcmp(a->elemType, "f32") ? 2 : 4, why, whySize))
    return false;
  if (gemmCeilDiv(p->m, hidetMatmulTcBlockM(s)) > 65535)
    return hidetFailWhy(why, whySize, "%lld m tiles exceed the grid's y limit 65535",
                        (long long)gemmCeilDiv(p->m, hidetMatmulTcBlockM(s)));
  int64_t split = hidetMatmulTcSplitK(s);
  if (!hidetSplitKCheck(split, p->batch, p->m, p->n, why, whySize))
    return false;
  if (!hidetMatmulRtMCheck(&p->rt, split, a->nArgs, why, whySize))
    return false;
  for (int i = 0; i < a->nArgs; ++i)
    if (!a->argTypes || !a->argTypes[i] || !*a->argTypes[i])
      return hidetFailWhy(why, whySize, "argument %d has no type", i);
  return true;
}

bool hidetMatmulTcEmit(HidetStr *out, const HidetMatmulTcEmitArgs *a, const HidetMatmulTcProblem *p,
                       const HidetMatmulTcSchedule *s, char *why, size_t whySize) {
  if (!checkInputs(a, p, s, why, whySize))
    return false;
  GemmGen g;
  memset(&g, 0, sizeof g);
  g.atom = gemmAtomFor(a->elemType); /* checkInputs: f16, bf16 or f32 */
  g.p = p;
  g.s = s;
  g.a = a;
  g.bm = hidetMatmulTcBlockM(s);
  g.bn = hidetMatmulTcBlockN(s);
  g.bk = s->bk;
  g.T = hidetMatmulTcThreads(s);
  g.S = s->stages;
  g.kTiles = gemmCeilDiv(p->k, g.bk);
  /* 16-byte copies where the operand allows them and a tile's 8-wide
   * vectors split evenly over the threads; Fits guarantees 4-wide. */
  int64_t tileElems[2] = {g.bm * g.bk, g.bk * g.bn};
  for (int k = 0; k < 2; ++k)
    g.vw[k] = a->async[k] && a->wide[k] && (tileElems[k] / 8) % g.T == 0 ? 8 : 4;
  g.nA = tileElems[0] / g.vw[0] / g.T;
  g.nB = tileElems[1] / g.vw[1] / g.T;
  g.needM = p->m % g.bm != 0 || p->rt.on; /* a run-time M: every M tile guarded */
  g.needN = p->n % g.bn != 0;
  g.needK = p->k % g.bk != 0;
  g.bt = a->bKMajor;
  g.eb = g.atom->eltBytes;
  g.epc = 16 / g.eb;
  const char *E = a->elemType;
  ktInit(&g.kt, 2);
  hidetStrInit(&g.argVals);
  hidetStrInit(&g.argTys);
  for (int i = 0; i < a->nArgs; ++i) {
    hidetStrAppendf(&g.argVals, ", %%arg%d", i);
    hidetStrAppendf(&g.argTys, ", %s", a->argTypes[i]);
  }
  g.SA = g.bm * g.bk;
  g.SB = g.bk * g.bn;
  g.SAB = g.SA + g.SB;
  snprintf(g.rTy, sizeof g.rTy, "memref<%lldx%s, #gpu.address_space<workgroup>>",
           (long long)(g.S * g.SAB), E);

  g.kt.indent = 2;
  /* The ring in dynamic shared memory, one flat view (stage st at element
   * st*SAB: its A tile, then its B tile at +SA). Both tiles are multiples
   * of 16 bytes, so every 16-byte chunk stays aligned for ldmatrix and
   * cp.async, and of 128 bytes, so the swizzle sees the same banks. */
  ktLine(&g.kt, "%%dsm = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>");
  ktLine(&g.kt, "%%R = memref.view %%dsm[%s][] : memref<?xi8, #gpu.address_space<workgroup>> to %s",
       ktIndex(&g.kt, 0).s, g.rTy);
  g.tid = ktFresh(&g.kt);
  ktLine(&g.kt, "%s = gpu.thread_id x", g.tid.s);
  if (p->rt.on) { /* M at entry (matmul_runtime_m.h), and M - 1 for A's row clamps */
    g.mRun = hidetMatmulRtMRead(&g.kt, &p->rt, a->argTypes);
    g.mLast = ktIx(&g.kt, "subi", g.mRun, ktIndex(&g.kt, 1));
  }
  Val bx = ktFresh(&g.kt), by = ktFresh(&g.kt);
  ktLine(&g.kt, "%s = gpu.block_id x", bx.s);
  ktLine(&g.kt, "%s = gpu.block_id y", by.s);
  g.split = hidetMatmulTcSplitK(s);
  g.sliceTiles = g.split > 1 ? hidetSplitKSliceTiles(g.kTiles, g.split) : g.kTiles;
  if (g.split > 1) {
    hidetSplitKEmitBlock(&g.kt, g.split, p->batch, p->m, p->n, g.kTiles, g.bk, &p->rt, g.mRun,
                         &g.sk);
    g.b = g.sk.b;
  } else if (p->batch > 1) {
    g.b = ktFresh(&g.kt);
    ktLine(&g.kt, "%s = gpu.block_id z", g.b.s);
  } else {
    g.b = ktIndex(&g.kt, 0);
  }
  if (g.split <= 1)
    g.sk.ub = ktIndex(&g.kt, g.kTiles);
  g.m0 = ktIxc(&g.kt, "muli", by, g.bm);
  g.n0 = ktIxc(&g.kt, "muli", bx, g.bn);
  g.lane = ktIxc(&g.kt, "remui", g.tid, 32);
  Val warp = ktIxc(&g.kt, "divui", g.tid, 32), w = ktFresh(&g.kt);
  /* The block's warps as a task mapping: warp w computes warp tile (wi, wj). */
  ktLine(&g.kt,
         "%s:2 = \"tm.task\"(%s, %s) {mapping = #tm.compose<[#tm.spatial<array<i64: %d, %d>>]>} : "
         "(index, index) -> (index, index)",
         w.s, warp.s, ktIndex(&g.kt, 0).s, s->wm, s->wn);
  Val wi = ktResult(w, 0), wj = ktResult(w, 1);
  Val rowW = ktIxc(&g.kt, "muli", wi, 16 * s->tm), colW = ktIxc(&g.kt, "muli", wj, 8 * s->tn);

  GemmLanes ln;
  gemmHoistLanes(&g, &ln, rowW, colW, wj);
  GemmVec *va = calloc((size_t)(g.nA + g.nB), sizeof *va);
  if (!va)
    abort(); /* out of memory while emitting text */
  gemmHoistVecs(&g, va, va + g.nA);
  int nAcc = s->tm * s->tn;
  Val *acc = gemmVals((size_t)nAcc);
  for (int i = 0; i < nAcc; ++i)
    snprintf(acc[i].s, sizeof acc[i].s, "%%accz");
  gemmEmitRing(&g, va, va + g.nA, &ln, acc);
  bool staged = gemmEmitStagedEpilogue(&g, warp, rowW, colW, acc);
  if (!staged)
    gemmEmitElementEpilogue(&g, ktIx(&g.kt, "addi", g.m0, rowW), ktIx(&g.kt, "addi", g.n0, colW), acc);
  ktLine(&g.kt, "gpu.return");

  /* ---- Module text. */
  const char *tys = g.argTys.data;
  hidetStrAppendf(out, "gpu.module @%s {\n", a->moduleName);
  for (int k = 0; k < 2; ++k) {
    if (a->async[k])
      hidetStrAppendf(out,
                      "  func.func private @__hidet_%s_in%d(%s, index, index, index, index, "
                      "index, index, index%s) -> !nvgpu.device.async.token\n",
                      gemmCopyHook(&g, k), k, g.rTy, tys);
    else
      hidetStrAppendf(out, "  func.func private @__hidet_load_in%d(index, index, index%s) -> %s\n",
                      k, tys, E);
  }
  if (staged)
    hidetStrAppendf(out, "  func.func private @__hidet_storev_out0(vector<%dx%s>, index, index, index%s)\n",
                    gemmStagedRun(a->resType), a->resType, tys);
  else
    hidetStrAppendf(out, "  func.func private @__hidet_store_out0(%s, index, index, index%s)\n",
                    a->resType, tys);
  bool split = g.split > 1;
  hidetStrAppendf(out, "  gpu.func @%s%s(", a->kernelName, split ? "_partial" : "");
  for (int i = 0; i < a->nArgs; ++i)
    hidetStrAppendf(out, "%s%%arg%d: %s", i ? ", " : "", i, a->argTypes[i]);
  if (split)
    hidetStrAppendf(out, "%s%%ws: %s", a->nArgs ? ", " : "", g.sk.wsTy);
  hidetStrAppendf(out,
                  ")\n      kernel attributes {hidet.template = \"%s\", "
                  "hidet.dynamic_smem = %lld : i64, "
                  "hidet.problem = array<i64: %lld, %lld, %lld, %lld>, hidet.grid = array<i64: "
                  "%lld, %lld, %lld>, gpu.known_block_size = array<i32: %lld, 1, 1>",
                  g.atom->tmpl, (long long)hidetMatmulTcSmemBytes(s, g.eb),
                  (long long)p->batch, (long long)p->m,
                  (long long)p->n,
                  (long long)p->k, (long long)gemmCeilDiv(p->n, g.bn), (long long)gemmCeilDiv(p->m, g.bm),
                  (long long)(p->batch * g.split), (long long)g.T);
  if (p->rt.on) /* grid y: ceil(M / bm), M read on the host */
    hidetMatmulRtMGridAttr(out, &p->rt, g.bm);
  if (split) /* a run-time M: the host sizes the workspace */
    hidetSplitKWorkspaceAttr(out, g.split, p->batch, p->n, &p->rt);
  hidetStrAppendf(out, "} {\n");
  ktEmitConstants(&g.kt, out, "    ");
  hidetStrAppendf(out, "    %%accz = arith.constant dense<0.0> : vector<2x2xf32>\n");
  if (g.atom->eltBytes == 2) /* the 16-bit B fragments are assembled from it */
    hidetStrAppendf(out, "    %%bz = arith.constant dense<0.0> : vector<2x2x%s>\n", E);
  hidetStrAppend(out, g.kt.body.data, g.kt.body.len);
  hidetStrAppendf(out, "  }\n");
  if (split)
    hidetSplitKEmitCombine(out, a->kernelName, g.atom->tmpl, g.split,
                           p->batch, p->m, p->n, p->k, a->resType, a->nArgs, a->argTypes,
                           &p->rt);
  hidetStrAppendf(out, "}\n");

  ktFree(&g.kt);
  hidetStrFree(&g.argVals);
  hidetStrFree(&g.argTys);
  free(ln.aOff);
  free(ln.bOff);
  free(va);
  free(acc);
  return true;
}
