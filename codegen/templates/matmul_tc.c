/*===-- matmul_tc.c - The f16/bf16 tensor-core matmul kernel emitter ------===*
 * Emits the MLIR text of the mma.sync matmul (matmul_tc.h) for one schedule
 * and a problem whose sizes are compile-time constants.
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
 *  - global -> shared: 4-element vectors, vector q of thread t is the
 *    (q*T + t)-th of the tile in row-major order. Async: one copy hook per
 *    vector (cp.async, zero fill past K), every k tile one commit group;
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
 *     (R flat: the destination is R[off], the element offset in the ring)
 *   @__hidet_load_in0(b, m, k, args...) -> E     (register form)
 *   @__hidet_load_in1(b, k, n, args...) -> E
 *   @__hidet_store_out0(v: R, b, m, n, args...)
 *===----------------------------------------------------------------------===*/
#include "kernel_text.h"
#include "matmul_splitk.h"
#include "matmul_tc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef KtVal Val;

typedef struct {
  const HidetMatmulTcProblem *p;
  const HidetMatmulTcSchedule *s;
  const HidetMatmulTcEmitArgs *a;
  int64_t bm, bn, bk, T, S, kTiles, nA, nB;
  bool needM, needN, needK;
  KernelText kt;
  HidetStr argVals, argTys;
  /* The ring is one flat view %R of the dynamic shared memory: stage st
   * holds the A tile (SA elements) then the B tile (SB), SAB = SA + SB
   * elements per stage, so one stage offset serves both operands. */
  int64_t SA, SB, SAB;
  char rTy[160];
  Val tid, lane, b, m0, n0;
  /* Split-K: S, k tiles per slice, this block's slice, its first k, its
   * number of k tiles (the loop bound), and the workspace view. */
  int64_t split, sliceTiles;
  Val slice, kBase, ub, wsv;
  char wsTy[64], viewTy[96];
  /* Operand element bytes (2, or 4 for tf32), elements per 16-byte
   * chunk of the swizzle, and whether the MMAs are tf32 m16n8k8. */
  int eb, epc;
  bool tf32;
  bool bt; /* B k-major: Bs[S][bn][bk], hooks at (b, n, k) */
} Gen;

static int64_t ceilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }

static Val *vals(size_t n) {
  Val *v = calloc(n ? n : 1, sizeof *v);
  if (!v)
    abort(); /* out of memory while emitting text */
  return v;
}

/* The swizzle term x(r) of a row with `chunks` 16-byte chunks (header). */
static Val swz(Gen *g, Val r, int64_t chunks) {
  if (chunks >= 8)
    return ktIxc(&g->kt, "remui", r, 8);
  return ktIxc(&g->kt, "remui", ktIxc(&g->kt, "divui", r, 8 / chunks), chunks);
}

/* The element column of chunk `chunk` of a row with swizzle term x. */
static Val swzCol(Gen *g, Val chunk, Val x) {
  return ktIxc(&g->kt, "muli", ktIx(&g->kt, "xori", chunk, x), g->epc);
}

/* ---- Ring offsets. ------------------------------------------------------- */
/* An element offset into the ring relative to a stage: base + c, with base
 * a loop-invariant value (or none) and c a constant. In the k loop it is
 * added to the stage's offset, carried by the loop, so each access costs at
 * most one add and its constant folds into the address (LDSM [R+imm]). */
typedef struct {
  Val base; /* empty: 0 */
  int64_t c;
} Off;

/* stage + o.base + o.c, as index. */
static Val ringAt(Gen *g, Val stage, Off o) {
  Val v = stage;
  if (o.base.s[0])
    v = ktIx(&g->kt, "addi", v, o.base);
  return o.c ? ktIxc(&g->kt, "addi", v, o.c) : v;
}

/* ---- Global -> shared. ---------------------------------------------------- */
/* One 4-element vector of a tile: tile-local row r and column c, its
 * offset in the stage (swizzled), and the global row/column coordinate it
 * does not share with the k tile (A: m, B: n), clamped into range.
 *
 * Rows of A past M and columns of B past N are NOT zero-filled: they are
 * read at clamped coordinates (real elements of the operand) and feed only
 * accumulators of outputs past M or N, which are never stored. Only the
 * reduction dim k needs zeros past K. So the M/N edge costs a clamp
 * hoisted out of the k loop and nothing inside it. */
typedef struct {
  Val r, c;
  Off d;     /* its place in a stage of the ring */
  Val g, gc; /* A: global m; B: global n; gc clamped into range */
} Vec;

/* Vector q of a tile of `rowLen` elements per row (4-element vectors,
 * vector q of thread t the (q*T + t)-th in row-major order) placed at
 * `at` within the stage: row r, column c, and its swizzled offset. When
 * the T threads cover whole rows, later vectors keep the column and move
 * by a fixed number of rows; the swizzle term repeats every 8 rows, so
 * their offsets then differ by constants only from the first vector whose
 * rows are theirs modulo 8 (v0 is the operand's vector array). */
static void placeVec(Gen *g, Vec *v, const Vec *v0, int64_t q, int64_t rowLen, int64_t at) {
  int64_t perRow = rowLen / 4, chunks = rowLen / g->epc;
  if (q > 0 && g->T % perRow == 0) {
    int64_t step = g->T / perRow, rows = q * step;
    v->r = ktIxc(&g->kt, "addi", v0->r, rows);
    v->c = v0->c;
    /* The first vector whose rows are this one's modulo 8 shares its
     * swizzled base: vector 0 when rows % 8 == 0. */
    for (int64_t e = 0; e < q; ++e)
      if ((rows - e * step) % 8 == 0) {
        v->d = v0[e].d;
        v->d.c += (rows - e * step) * rowLen;
        return;
      }
  } else {
    Val i = ktIxc(&g->kt, "addi", g->tid, q * g->T);
    v->r = ktIxc(&g->kt, "divui", i, perRow);
    v->c = ktIxc(&g->kt, "muli", ktIxc(&g->kt, "remui", i, perRow), 4);
  }
  Val col = swzCol(g, ktIxc(&g->kt, "divui", v->c, g->epc), swz(g, v->r, chunks));
  Val cs = ktIx(&g->kt, "addi", col, ktIxc(&g->kt, "remui", v->c, g->epc));
  v->d.base = ktIx(&g->kt, "addi", ktIxc(&g->kt, "muli", v->r, rowLen), cs);
  v->d.c = at;
}

/* Vector q of a tile whose rows are k-contiguous (A, or a k-major B):
 * row r (global row base + r, clamped below `extent` when `need`), 4 k
 * values starting at column c. */
static void hoistKVec(Gen *g, Vec *v, const Vec *v0, int64_t q, Val base, bool need,
                      int64_t extent, int64_t at) {
  placeVec(g, v, v0, q, g->bk, at);
  v->g = ktIx(&g->kt, "addi", base, v->r);
  v->gc = need ? ktIxc(&g->kt, "minui", v->g, extent - 1) : v->g;
}

static void hoistVecs(Gen *g, Vec *va, Vec *vb) {
  const HidetMatmulTcProblem *p = g->p;
  for (int64_t q = 0; q < g->nA; ++q)
    hoistKVec(g, &va[q], &va[0], q, g->m0, g->needM, p->m, 0);
  for (int64_t q = 0; q < g->nB && g->bt; ++q) /* k-major B: rows n, like A */
    hoistKVec(g, &vb[q], &vb[0], q, g->n0, g->needN, p->n, g->SA);
  for (int64_t q = 0; q < g->nB && !g->bt; ++q) {
    placeVec(g, &vb[q], &vb[0], q, g->bn, g->SA);
    vb[q].g = ktIx(&g->kt, "addi", g->n0, vb[q].c);
    vb[q].gc = vb[q].g;
    if (g->needN)
      vb[q].gc = ktIxc(&g->kt, "minui", vb[q].g, (p->n - 1) / 4 * 4);
  }
}

/* Hook coordinates of one vector of the k tile at global k `k0`: row,
 * column (clamped: a vector wholly outside gets the nearest in-range
 * start), the unclamped start along the vector (register form), nvalid.
 * Without kCheck the tile is known to lie wholly inside K (the steady
 * state of the k loop): nothing along k is clamped or checked, and what
 * remains (the M/N edge clamps) is loop-invariant. */
typedef struct {
  Val r0, r1, raw, nv;
} Load;

/* The hook operands of a k-contiguous vector (hoistKVec) of the k tile at
 * k0: its row (clamped), k start (clamped), raw k start, and nvalid (the
 * elements before K). */
static void kVecLoad(Gen *g, const Vec *v, Val k0, bool kCheck, Load *l) {
  const HidetMatmulTcProblem *p = g->p;
  Val gk = ktIx(&g->kt, "addi", k0, v->c), nv = ktIndex(&g->kt, 4);
  l->raw = gk;
  l->r1 = gk;
  if (kCheck) {
    nv = ktClamp(&g->kt, ktIx(&g->kt, "subi", ktIndex(&g->kt, p->k), gk), 0, 4);
    l->r1 = ktIxc(&g->kt, "minui", gk, (p->k - 1) / 4 * 4);
  }
  l->r0 = v->gc;
  l->nv = nv;
}

static void tileLoads(Gen *g, const Vec *va, const Vec *vb, Val k0, bool kCheck, Load *la,
                      Load *lb) {
  const HidetMatmulTcProblem *p = g->p;
  for (int64_t q = 0; q < g->nA; ++q)
    kVecLoad(g, &va[q], k0, kCheck, &la[q]);
  for (int64_t q = 0; q < g->nB && g->bt; ++q) /* k-major B: along k, like A */
    kVecLoad(g, &vb[q], k0, kCheck, &lb[q]);
  for (int64_t q = 0; q < g->nB && !g->bt; ++q) {
    Val gk = ktIx(&g->kt, "addi", k0, vb[q].r), nv = ktIndex(&g->kt, 4);
    lb[q].r0 = gk;
    if (kCheck) {
      nv = ktSelect(&g->kt, ktUlt(&g->kt, gk, ktIndex(&g->kt, p->k)), nv, ktIndex(&g->kt, 0));
      lb[q].r0 = ktIxc(&g->kt, "minui", gk, p->k - 1);
    }
    lb[q].r1 = vb[q].gc;
    lb[q].raw = vb[q].g;
    lb[q].nv = nv;
  }
}

/* Register form of one vector: element j is the load hook at the vector's
 * start + j where j < nvalid, else 0; one vector store into the ring at
 * `dst`. `slot` 0 (and a k-major B): the vector runs along k, clamped into
 * K only under kCheck; 1: along n, clamped at the N edge. */
static void regVector(Gen *g, int slot, const Load *l, Val dst, bool kCheck) {
  const HidetMatmulTcProblem *p = g->p;
  const char *E = g->a->elemType;
  Val zero = ktFresh(&g->kt), el[4];
  ktLine(&g->kt, "%s = arith.constant 0.0 : %s", zero.s, E);
  bool alongK = slot == 0 || g->bt;
  bool clamp = alongK ? kCheck : g->needN;
  int64_t last = alongK ? p->k - 1 : p->n - 1;
  bool all = ktIsIndex(&g->kt, l->nv, 4);
  for (int j = 0; j < 4; ++j) {
    Val at = ktIxc(&g->kt, "addi", l->raw, j);
    if (clamp)
      at = ktIxc(&g->kt, "minui", at, last);
    Val v = ktFresh(&g->kt);
    ktLine(&g->kt,
           "%s = func.call @__hidet_load_in%d(%s, %s, %s%s) : (index, index, index%s) -> %s", v.s,
           slot, g->b.s, l->r0.s, at.s, g->argVals.data, g->argTys.data, E);
    if (all) {
      el[j] = v;
      continue;
    }
    Val ok = ktUlt(&g->kt, ktIndex(&g->kt, j), l->nv);
    el[j] = ktFresh(&g->kt);
    ktLine(&g->kt, "%s = arith.select %s, %s, %s : %s", el[j].s, ok.s, v.s, zero.s, E);
  }
  Val vec = ktFresh(&g->kt);
  ktLine(&g->kt, "%s = vector.from_elements %s, %s, %s, %s : vector<4x%s>", vec.s, el[0].s, el[1].s,
       el[2].s, el[3].s, E);
  ktLine(&g->kt, "vector.store %s, %%R[%s] : %s, vector<4x%s>", vec.s, dst.s, g->rTy, E);
}

/* Loads of one k tile into the stage at offset `stage`, per operand by
 * cp.async or through registers. Returns the tile's commit group, or a
 * null Val when neither operand is copied. */
static Val emitTile(Gen *g, const Vec *va, const Vec *vb, const Load *la, const Load *lb, Val stage,
                    bool kCheck) {
  HidetStr toks;
  hidetStrInit(&toks);
  Val c0 = ktIndex(&g->kt, 0);
  for (int slot = 0; slot < 2; ++slot) {
    const Vec *v = slot ? vb : va;
    const Load *l = slot ? lb : la;
    for (int64_t q = 0; q < (slot ? g->nB : g->nA); ++q) {
      Val dst = ringAt(g, stage, v[q].d);
      if (!g->a->async[slot]) {
        regVector(g, slot, &l[q], dst, kCheck);
        continue;
      }
      Val t = ktFresh(&g->kt);
      ktLine(&g->kt,
             "%s = func.call @__hidet_copy_in%d(%%R, %s, %s, %s, %s, %s, %s, %s%s) : (%s, index, "
             "index, index, index, index, index, index%s) -> !nvgpu.device.async.token",
             t.s, slot, c0.s, c0.s, dst.s, g->b.s, l[q].r0.s, l[q].r1.s, l[q].nv.s, g->argVals.data,
             g->rTy, g->argTys.data);
      hidetStrAppendf(&toks, "%s%s", toks.len ? ", " : "", t.s);
    }
  }
  Val grp = {{0}};
  if (toks.len) {
    grp = ktFresh(&g->kt);
    ktLine(&g->kt, "%s = nvgpu.device_async_create_group %s", grp.s, toks.data);
  }
  hidetStrFree(&toks);
  return grp;
}

/* ---- Compute. ------------------------------------------------------------- */
/* Per-lane fragment offsets within a stage, computed once before the k
 * loop. A lane's rows for different m tiles (16 rows apart) and different
 * k steps of a k-major B have the same swizzle term (it repeats every 8
 * rows), so they differ by constants; the k steps of A (and the n-tile
 * pairs of a row-major B) XOR different chunks and each get a base. */
typedef struct {
  int kSteps;  /* bk / 16 (tf32: bk / 8) */
  Val *aOff;   /* [kSteps]: the lane's A ldmatrix address of m tile 0 */
  Val *bOff;   /* row-major B: [tn/2] per n-tile pair (tf32: [2*tn] per n tile
                * and half); k-major B: [kSteps] */
} Lanes;

static void hoistLanes(Gen *g, Lanes *ln, Val rowW, Val colW, Val wj) {
  const HidetMatmulTcSchedule *s = g->s;
  int kStep = g->tf32 ? 8 : 16;
  ln->kSteps = (int)(g->bk / kStep);
  ln->aOff = vals((size_t)ln->kSteps);
  ln->bOff = vals((size_t)(2 * s->tn + ln->kSteps));
  Val lc = ktIxc(&g->kt, "divui", g->lane, 16), l16 = ktIxc(&g->kt, "remui", g->lane, 16);
  /* A x4 at (row 16*mi + l%16, chunk 2*kk + l/16). */
  Val aRow = ktIx(&g->kt, "addi", rowW, l16), aX = swz(g, aRow, g->bk / g->epc);
  Val aBase = ktIxc(&g->kt, "muli", aRow, g->bk);
  for (int kk = 0; kk < ln->kSteps; ++kk)
    ln->aOff[kk] = ktIx(&g->kt, "addi", aBase, swzCol(g, ktIxc(&g->kt, "addi", lc, 2 * kk), aX));
  if (g->bt) {
    /* k-major B (Bs[n][k]): lane l addresses row 16p + l%8 + 8*(l/16),
     * chunk 2kk + (l/8)%2 (loadBKMajor). */
    Val bc = ktIxc(&g->kt, "remui", ktIxc(&g->kt, "divui", g->lane, 8), 2);
    Val lr = ktIx(&g->kt, "addi", ktIxc(&g->kt, "remui", g->lane, 8),
                ktIxc(&g->kt, "muli", ktIxc(&g->kt, "divui", g->lane, 16), 8));
    Val bRow = ktIx(&g->kt, "addi", colW, lr), bX = swz(g, bRow, g->bk / g->epc);
    Val bBase = ktIxc(&g->kt, "muli", bRow, g->bk);
    for (int kk = 0; kk < ln->kSteps; ++kk)
      ln->bOff[kk] = ktIx(&g->kt, "addi", bBase, swzCol(g, ktIxc(&g->kt, "addi", bc, 2 * kk), bX));
  } else if (g->tf32) {
    /* B by scalar loads: k rows t and t+4 (t = l%4) of column wj*8*tn +
     * 8*nj + l/4. */
    Val t4 = ktIxc(&g->kt, "remui", g->lane, 4);
    Val nCol0 = ktIx(&g->kt, "addi", colW, ktIxc(&g->kt, "divui", g->lane, 4));
    for (int h = 0; h < 2; ++h) {
      Val row = ktIxc(&g->kt, "addi", t4, 4 * h), x = swz(g, row, g->bn / 4);
      Val rowBase = ktIxc(&g->kt, "muli", row, g->bn);
      for (int nj = 0; nj < s->tn; ++nj) {
        Val n = ktIxc(&g->kt, "addi", nCol0, 8 * nj);
        Val col = ktIx(&g->kt, "addi", swzCol(g, ktIxc(&g->kt, "divui", n, 4), x),
                       ktIxc(&g->kt, "remui", n, 4));
        ln->bOff[2 * nj + h] = ktIx(&g->kt, "addi", rowBase, col);
      }
    }
  } else {
    /* B x4 .trans at (k row 16*kk + l%16, chunk wj*tn + 2p + l/16). */
    Val bX = swz(g, l16, g->bn / g->epc), bBase = ktIxc(&g->kt, "muli", l16, g->bn);
    Val chunk0 = ktIx(&g->kt, "addi", ktIxc(&g->kt, "muli", wj, s->tn), lc);
    for (int pq = 0; pq < s->tn / 2; ++pq)
      ln->bOff[pq] =
          ktIx(&g->kt, "addi", bBase, swzCol(g, ktIxc(&g->kt, "addi", chunk0, 2 * pq), bX));
  }
}

static Off offOf(Val base, int64_t c) {
  Off o = {base, c};
  return o;
}

/* Register i of a fragment vector<Rx2xbf16> as the i32 that holds it. */
static Val packedReg(Gen *g, Val frag, int rows, int i) {
  Val h = ktFresh(&g->kt), w = ktFresh(&g->kt), r = ktFresh(&g->kt);
  ktLine(&g->kt, "%s = vector.extract %s[%d] : vector<2xbf16> from vector<%dx2xbf16>", h.s, frag.s,
         i, rows);
  ktLine(&g->kt, "%s = vector.bitcast %s : vector<2xbf16> to vector<1xi32>", w.s, h.s);
  ktLine(&g->kt, "%s = vector.extract %s[0] : i32 from vector<1xi32>", r.s, w.s);
  return r;
}

/* d = a * b + c for bf16. nvgpu.mma.sync cannot lower bf16 operands to
 * NVVM in MLIR 22 ("failed to deduce operand PTX types"), so this is
 * nvvm.mma.sync itself: A as 4 and B as 2 packed i32 registers, C and D
 * as 4 f32 (row g: elements 0-1, row g+8: 2-3). */
static Val mmaBf16(Gen *g, Val a, Val b, Val c) {
  Val ar[4], br[2], cr[4];
  for (int i = 0; i < 4; ++i)
    ar[i] = packedReg(g, a, 4, i);
  for (int i = 0; i < 2; ++i)
    br[i] = packedReg(g, b, 2, i);
  for (int i = 0; i < 4; ++i) {
    cr[i] = ktFresh(&g->kt);
    ktLine(&g->kt, "%s = vector.extract %s[%d, %d] : f32 from vector<2x2xf32>", cr[i].s, c.s, i / 2,
         i % 2);
  }
  Val st = ktFresh(&g->kt);
  ktLine(&g->kt,
         "%s = nvvm.mma.sync A[%s, %s, %s, %s] B[%s, %s] C[%s, %s, %s, %s] {layoutA = "
         "#nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = "
         "#nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = "
         "#nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, "
         "f32)>",
         st.s, ar[0].s, ar[1].s, ar[2].s, ar[3].s, br[0].s, br[1].s, cr[0].s, cr[1].s, cr[2].s,
         cr[3].s);
  Val d = {{"%accz"}};
  for (int i = 0; i < 4; ++i) {
    Val e = ktFresh(&g->kt), n = ktFresh(&g->kt);
    ktLine(&g->kt, "%s = llvm.extractvalue %s[%d] : !llvm.struct<(f32, f32, f32, f32)>", e.s, st.s,
           i);
    ktLine(&g->kt, "%s = vector.insert %s, %s [%d, %d] : f32 into vector<2x2xf32>", n.s, e.s, d.s,
           i / 2, i % 2);
    d = n;
  }
  return d;
}

/* One stage's MMAs: acc[tm*tn] in, returns the updated values. */
/* k-major B (Bs[n][k]): the fragments of n tiles 2p and 2p+1 for k step kk
 * by one ldmatrix x4 without .trans: matrix 0 is n rows 16p..+7 at the
 * step's first chunk, 1 the same rows at its second chunk, 2 and 3 rows
 * 16p+8..+15; lane l addresses row 16p + l%8 + 8*(l/16), chunk 2kk +
 * (l/8)%2. Registers 0-1 are then the "col" B fragment of n tile 2p, 2-3
 * of tile 2p+1, for m16n8k16 (16-bit) and m16n8k8 tf32 (32-bit elements
 * as pairs of halves) alike. */
static void loadBKMajor(Gen *g, const Lanes *ln, Val cur, int64_t kk, Val *fb) {
  const HidetMatmulTcSchedule *s = g->s;
  const char *E = g->a->elemType;
  for (int pq = 0; pq < s->tn / 2; ++pq) {
    Val at = ringAt(g, cur, offOf(ln->bOff[kk], g->SA + 16 * pq * g->bk)), r = ktFresh(&g->kt);
    if (g->tf32) {
      ktLine(&g->kt,
             "%s = nvgpu.ldmatrix %%R[%s] {numTiles = 4 : i32, transpose = false} : %s -> "
             "vector<4x1xf32>",
             r.s, at.s, g->rTy);
      for (int h = 0; h < 2; ++h) {
        Val e0 = ktFresh(&g->kt), e1 = ktFresh(&g->kt);
        ktLine(&g->kt, "%s = vector.extract %s[%d, 0] : f32 from vector<4x1xf32>", e0.s, r.s,
               2 * h);
        ktLine(&g->kt, "%s = vector.extract %s[%d, 0] : f32 from vector<4x1xf32>", e1.s, r.s,
               2 * h + 1);
        fb[2 * pq + h] = ktFresh(&g->kt);
        ktLine(&g->kt, "%s = vector.from_elements %s, %s : vector<2x1xf32>", fb[2 * pq + h].s, e0.s,
             e1.s);
      }
      continue;
    }
    ktLine(&g->kt,
           "%s = nvgpu.ldmatrix %%R[%s] {numTiles = 4 : i32, transpose = false} : %s -> "
           "vector<4x2x%s>",
           r.s, at.s, g->rTy, E);
    for (int h = 0; h < 2; ++h) {
      Val r0 = ktFresh(&g->kt), r1 = ktFresh(&g->kt), x = ktFresh(&g->kt);
      ktLine(&g->kt, "%s = vector.extract %s[%d] : vector<2x%s> from vector<4x2x%s>", r0.s, r.s,
             2 * h, E, E);
      ktLine(&g->kt, "%s = vector.extract %s[%d] : vector<2x%s> from vector<4x2x%s>", r1.s, r.s,
           2 * h + 1, E, E);
      ktLine(&g->kt, "%s = vector.insert %s, %%bz [0] : vector<2x%s> into vector<2x2x%s>", x.s,
             r0.s, E, E);
      fb[2 * pq + h] = ktFresh(&g->kt);
      ktLine(&g->kt, "%s = vector.insert %s, %s [1] : vector<2x%s> into vector<2x2x%s>",
             fb[2 * pq + h].s, r1.s, x.s, E, E);
    }
  }
}

/* tf32: the m16n8k8 MMAs of one k step kk (8 k values, 2 chunks of 4):
 * A by ldmatrix x4 on the 32-bit elements as pairs of 16-bit halves
 * (matrix i of lane l is row l/4 of the 8x4 block (i%2: rows 8-15,
 * i/2: k 4-7), which is the tf32 A fragment a0..a3), B by two scalar
 * shared loads per lane (k = t, t+4 of column g): ldmatrix .trans moves
 * 16-bit elements and cannot transpose 32-bit ones. */
static void emitComputeTf32(Gen *g, const Lanes *ln, Val cur, Val *acc, Val *fa, Val *fb) {
  const HidetMatmulTcSchedule *s = g->s;
  for (int64_t kk = 0; kk < g->bk / 8; ++kk) {
    for (int mi = 0; mi < s->tm; ++mi) {
      Val at = ringAt(g, cur, offOf(ln->aOff[kk], 16 * mi * g->bk));
      fa[mi] = ktFresh(&g->kt);
      ktLine(&g->kt,
             "%s = nvgpu.ldmatrix %%R[%s] {numTiles = 4 : i32, transpose = false} : %s -> "
             "vector<4x1xf32>",
             fa[mi].s, at.s, g->rTy);
    }
    if (g->bt)
      loadBKMajor(g, ln, cur, kk, fb);
    for (int nj = 0; nj < s->tn && !g->bt; ++nj) {
      Val e[2];
      for (int h = 0; h < 2; ++h) {
        Val at = ringAt(g, cur, offOf(ln->bOff[2 * nj + h], g->SA + 8 * kk * g->bn));
        e[h] = ktFresh(&g->kt);
        ktLine(&g->kt, "%s = memref.load %%R[%s] : %s", e[h].s, at.s, g->rTy);
      }
      fb[nj] = ktFresh(&g->kt);
      ktLine(&g->kt, "%s = vector.from_elements %s, %s : vector<2x1xf32>", fb[nj].s, e[0].s,
             e[1].s);
    }
    for (int mi = 0; mi < s->tm; ++mi)
      for (int nj = 0; nj < s->tn; ++nj) {
        Val d = ktFresh(&g->kt);
        ktLine(&g->kt,
               "%s = nvgpu.mma.sync (%s, %s, %s) {mmaShape = [16, 8, 8], tf32Enabled} : "
               "(vector<4x1xf32>, vector<2x1xf32>, vector<2x2xf32>) -> vector<2x2xf32>",
               d.s, fa[mi].s, fb[nj].s, acc[mi * s->tn + nj].s);
        acc[mi * s->tn + nj] = d;
      }
  }
}

static void emitCompute(Gen *g, const Lanes *ln, Val cur, Val *acc) {
  const HidetMatmulTcSchedule *s = g->s;
  const char *E = g->a->elemType;
  Val *fa = vals((size_t)s->tm), *fb = vals((size_t)s->tn);
  if (g->tf32) {
    emitComputeTf32(g, ln, cur, acc, fa, fb);
    free(fa);
    free(fb);
    return;
  }
  for (int64_t kk = 0; kk < g->bk / 16; ++kk) {
    for (int mi = 0; mi < s->tm; ++mi) {
      Val at = ringAt(g, cur, offOf(ln->aOff[kk], 16 * mi * g->bk));
      fa[mi] = ktFresh(&g->kt);
      ktLine(&g->kt,
             "%s = nvgpu.ldmatrix %%R[%s] {numTiles = 4 : i32, transpose = false} : %s -> "
             "vector<4x2x%s>",
             fa[mi].s, at.s, g->rTy, E);
    }
    if (g->bt)
      loadBKMajor(g, ln, cur, kk, fb);
    for (int pq = 0; pq < s->tn / 2 && !g->bt; ++pq) {
      Val at = ringAt(g, cur, offOf(ln->bOff[pq], g->SA + 16 * kk * g->bn));
      Val r = ktFresh(&g->kt);
      ktLine(&g->kt,
             "%s = nvgpu.ldmatrix %%R[%s] {numTiles = 4 : i32, transpose = true} : %s -> "
             "vector<4x2x%s>",
             r.s, at.s, g->rTy, E);
      /* Registers 0-1 and 2-3 as two vector<2x2>: per-row extract/insert,
       * since a 2-D extract_strided_slice does not convert to NVVM. */
      for (int h = 0; h < 2; ++h) {
        Val r0 = ktFresh(&g->kt), r1 = ktFresh(&g->kt), x = ktFresh(&g->kt);
        ktLine(&g->kt, "%s = vector.extract %s[%d] : vector<2x%s> from vector<4x2x%s>", r0.s, r.s,
               2 * h, E, E);
        ktLine(&g->kt, "%s = vector.extract %s[%d] : vector<2x%s> from vector<4x2x%s>", r1.s, r.s,
             2 * h + 1, E, E);
        ktLine(&g->kt, "%s = vector.insert %s, %%bz [0] : vector<2x%s> into vector<2x2x%s>", x.s,
               r0.s, E, E);
        fb[2 * pq + h] = ktFresh(&g->kt);
        ktLine(&g->kt, "%s = vector.insert %s, %s [1] : vector<2x%s> into vector<2x2x%s>",
             fb[2 * pq + h].s, r1.s, x.s, E, E);
      }
    }
    for (int mi = 0; mi < s->tm; ++mi)
      for (int nj = 0; nj < s->tn; ++nj) {
        if (!strcmp(E, "bf16")) {
          acc[mi * s->tn + nj] = mmaBf16(g, fa[mi], fb[nj], acc[mi * s->tn + nj]);
          continue;
        }
        Val d = ktFresh(&g->kt);
        ktLine(&g->kt,
               "%s = nvgpu.mma.sync (%s, %s, %s) {mmaShape = [16, 8, 16]} : (vector<4x2x%s>, "
               "vector<2x2x%s>, vector<2x2xf32>) -> vector<2x2xf32>",
               d.s, fa[mi].s, fb[nj].s, acc[mi * s->tn + nj].s, E, E);
        acc[mi * s->tn + nj] = d;
      }
  }
  free(fa);
  free(fb);
}

/* ---- The ring. ------------------------------------------------------------ */
/* Opens `%L:n+2 = scf.for %iv = lb to ub step 1 iter_args(acc..., rd, wr)`
 * and renames acc, rd and wr to the iteration arguments; returns %L. */
static Val openLoop(Gen *g, int n, Val *acc, Val lb, Val ub, Val *iv, Val *rd, Val *wr) {
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
static void closeLoop(Gen *g, Val loop, int n, Val *acc, Val *rd, Val *wr) {
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
static void emitRing(Gen *g, const Vec *va, const Vec *vb, const Lanes *ln, Val *acc) {
  int n = g->s->tm * g->s->tn;
  Load *la = calloc((size_t)(g->nA + g->nB), sizeof *la);
  if (!la)
    abort(); /* out of memory while emitting text */
  Load *lb = la + g->nA;
  Val grp = {{0}};
  bool split = g->split > 1;
  bool anyAsync = g->a->async[0] || g->a->async[1];
  for (int64_t t = 0; t < g->S - 1; ++t) {
    /* Without split-K the tile count is known: no loads of absent tiles.
     * A split's slice may end early; its extra loads fill stages never
     * read (zero-filled past K). */
    if (!split && t >= g->kTiles)
      break;
    Val k0 = split ? ktIxc(&g->kt, "addi", g->kBase, t * g->bk) : ktIndex(&g->kt, t * g->bk);
    bool check = split || (g->needK && t == g->kTiles - 1);
    tileLoads(g, va, vb, k0, check, la, lb);
    Val t0 = emitTile(g, va, vb, la, lb, ktIndex(&g->kt, t * g->SAB), check);
    if (t0.s[0])
      grp = t0;
  }
  /* Steady steps: the loaded tile kt+S-1 must be a whole one, i.e. below
   * the last tile when that one is partial. */
  int64_t less = g->S - 1 + (g->needK ? 1 : 0);
  Val nSteady;
  if (split)
    nSteady = ktIxc(&g->kt, "maxsi", ktIxc(&g->kt, "subi", g->ub, less), 0);
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
      k0 = ktIx(&g->kt, "addi", g->kBase, k0);
    tileLoads(g, va, vb, k0, false, la, lb);
    emitTile(g, va, vb, la, lb, wr, false);
    emitCompute(g, ln, rd, acc);
    closeLoop(g, loop, n, acc, &rd, &wr);
  }
  Val loop = openLoop(g, n, acc, nSteady, g->ub, &kt, &rd, &wr);
  if (anyAsync)
    ktLine(&g->kt, "nvgpu.device_async_wait %s {numGroups = 0 : i32}", grp.s);
  ktLine(&g->kt, "gpu.barrier");
  if (split || g->needK) { /* the tail still loads the partial tile */
    Val tn = ktIxc(&g->kt, "addi", kt, g->S - 1);
    ktLine(&g->kt, "scf.if %s {", ktUlt(&g->kt, tn, g->ub).s);
    g->kt.indent++;
    Val k0 = ktIxc(&g->kt, "muli", tn, g->bk);
    if (split)
      k0 = ktIx(&g->kt, "addi", g->kBase, k0);
    tileLoads(g, va, vb, k0, true, la, lb);
    emitTile(g, va, vb, la, lb, wr, true);
    g->kt.indent--;
    ktLine(&g->kt, "}");
  }
  emitCompute(g, ln, rd, acc);
  closeLoop(g, loop, n, acc, &rd, &wr);
  if (anyAsync) /* a split's unused zero-fill groups may still be pending */
    ktLine(&g->kt, "nvgpu.device_async_wait %s {numGroups = 0 : i32}", grp.s);
  free(la);
}

/* ---- Epilogue. ------------------------------------------------------------ */
static void emitEpilogue(Gen *g, Val rowW, Val colW, const Val *acc) {
  const HidetMatmulTcSchedule *s = g->s;
  const HidetMatmulTcProblem *p = g->p;
  const char *R = g->a->resType;
  Val gq = ktIxc(&g->kt, "divui", g->lane, 4),
      t2 = ktIxc(&g->kt, "muli", ktIxc(&g->kt, "remui", g->lane, 4), 2);
  Val row0 = ktIx(&g->kt, "addi", rowW, gq), col0 = ktIx(&g->kt, "addi", colW, t2);
  for (int mi = 0; mi < s->tm; ++mi)
    for (int nj = 0; nj < s->tn; ++nj)
      for (int h = 0; h < 2; ++h) {
        Val row = ktIxc(&g->kt, "addi", row0, 16 * mi + 8 * h), half = ktFresh(&g->kt);
        ktLine(&g->kt, "%s = vector.extract %s[%d] : vector<2xf32> from vector<2x2xf32>", half.s,
             acc[mi * s->tn + nj].s, h);
        if (g->needM) {
          ktLine(&g->kt, "scf.if %s {", ktUlt(&g->kt, row, ktIndex(&g->kt, p->m)).s);
          g->kt.indent++;
        }
        for (int e = 0; e < 2; ++e) {
          Val col = ktIxc(&g->kt, "addi", col0, 8 * nj + e), v = ktFresh(&g->kt);
          ktLine(&g->kt, "%s = vector.extract %s[%d] : f32 from vector<2xf32>", v.s, half.s, e);
          if (g->split > 1) { /* the partial sum, in f32, to the workspace */
            if (g->needN) {
              ktLine(&g->kt, "scf.if %s {", ktUlt(&g->kt, col, ktIndex(&g->kt, p->n)).s);
              g->kt.indent++;
            }
            ktLine(&g->kt, "memref.store %s, %s[%s, %s, %s, %s] : %s", v.s, g->wsv.s, g->slice.s,
                   g->b.s, row.s, col.s, g->viewTy);
            if (g->needN) {
              g->kt.indent--;
              ktLine(&g->kt, "}");
            }
            continue;
          }
          if (strcmp(R, "f32")) {
            Val c = ktFresh(&g->kt);
            ktLine(&g->kt, "%s = arith.truncf %s : f32 to %s", c.s, v.s, R);
            v = c;
          }
          if (g->needN) {
            ktLine(&g->kt, "scf.if %s {", ktUlt(&g->kt, col, ktIndex(&g->kt, p->n)).s);
            g->kt.indent++;
          }
          ktLine(
              &g->kt,
              "func.call @__hidet_store_out0(%s, %s, %s, %s%s) : (%s, index, index, index%s) -> ()",
              v.s, g->b.s, row.s, col.s, g->argVals.data, R, g->argTys.data);
          if (g->needN) {
            g->kt.indent--;
            ktLine(&g->kt, "}");
          }
        }
        if (g->needM) {
          g->kt.indent--;
          ktLine(&g->kt, "}");
        }
      }
}

/* ---- Staged epilogue. ----------------------------------------------------- */
/* Rows of the warp tile staged per round, in units of 8 (the rows one half
 * of an MMA tile's accumulators cover): the most that divide the warp
 * tile's 2*tm units and whose staging area, every warp's rows at pitch
 * 8*tn + w elements of rb bytes, fits in the ring's shared memory; 0 when
 * not even 8 rows fit. */
static int stagedUnits(const Gen *g, int64_t rb, int64_t w) {
  int64_t ring = g->S * g->SAB * g->eb, warps = g->T / 32, pitch = 8 * g->s->tn + w;
  for (int u = 2 * g->s->tm; u >= 1; --u)
    if ((2 * g->s->tm) % u == 0 && warps * 8 * u * pitch * rb <= ring)
      return u;
  return 0;
}

/* The vectorized epilogue (docs/schedules.md "The epilogue"): once every
 * warp is done with the ring, each warp writes its accumulators (converted
 * to the result type) into its own rows of the ring's memory, and reads
 * them back as 16-byte runs of w = 16/rb consecutive columns, one run per
 * lane and step, so that a warp's stores cover whole 128-byte rows of C:
 * one `storev` hook per run, which the fusion makes one 16-byte store.
 * The row pitch is padded by one run, so the accumulator writes (8 rows x
 * 4 lanes) fall in distinct banks. Rounds of 8*u rows when the whole warp
 * tile does not fit. Taken when the template asks for it (matmul: the
 * result's n is its contiguous dim), without split-K, and when N is a
 * multiple of w (a run is then wholly inside or outside C); returns false
 * otherwise and emits nothing. */
static bool emitStagedEpilogue(Gen *g, Val warp, Val rowW, Val colW, const Val *acc) {
  const HidetMatmulTcSchedule *s = g->s;
  const char *R = g->a->resType;
  int64_t rb = strcmp(R, "f32") ? 2 : 4, w = 16 / rb;
  int u = stagedUnits(g, rb, w);
  if (!g->a->vecStore || g->split > 1 || g->p->n % w || u == 0)
    return false;
  int64_t pitch = 8 * s->tn + w, rows = 8 * u, perRow = 8 * s->tn / w, runs = rows * perRow;
  char cTy[96];
  snprintf(cTy, sizeof cTy, "memref<%lldx%s, #gpu.address_space<workgroup>>",
           (long long)((g->T / 32) * rows * pitch), R);
  Val cs = ktFresh(&g->kt);
  ktLine(&g->kt, "%s = memref.view %%dsm[%s][] : memref<?xi8, #gpu.address_space<workgroup>> to %s",
         cs.s, ktIndex(&g->kt, 0).s, cTy);
  /* This warp's rows, this lane's accumulator position in them. */
  Val base = ktIxc(&g->kt, "muli", warp, rows * pitch);
  Val accAt = ktIx(
      &g->kt, "addi", base,
      ktIx(&g->kt, "addi", ktIxc(&g->kt, "muli", ktIxc(&g->kt, "divui", g->lane, 4), pitch),
           ktIxc(&g->kt, "muli", ktIxc(&g->kt, "remui", g->lane, 4), 2)));
  Val rowG = ktIx(&g->kt, "addi", g->m0, rowW), colG = ktIx(&g->kt, "addi", g->n0, colW);
  char vTy[32], v2Ty[32];
  snprintf(vTy, sizeof vTy, "vector<%lldx%s>", (long long)w, R);
  snprintf(v2Ty, sizeof v2Ty, "vector<2x%s>", R);
  for (int r = 0; r < 2 * s->tm / u; ++r) {
    ktLine(&g->kt, "gpu.barrier"); /* the ring, or the last round's rows, are free */
    for (int i = 0; i < u; ++i) {
      int q = r * u + i, mi = q / 2, h = q % 2;
      for (int nj = 0; nj < s->tn; ++nj) {
        Val half = ktFresh(&g->kt);
        ktLine(&g->kt, "%s = vector.extract %s[%d] : vector<2xf32> from vector<2x2xf32>", half.s,
               acc[mi * s->tn + nj].s, h);
        if (rb == 2) {
          Val c = ktFresh(&g->kt);
          ktLine(&g->kt, "%s = arith.truncf %s : vector<2xf32> to %s", c.s, half.s, v2Ty);
          half = c;
        }
        ktLine(&g->kt, "vector.store %s, %s[%s] : %s, %s", half.s, cs.s,
               ktIxc(&g->kt, "addi", accAt, 8 * i * pitch + 8 * nj).s, cTy, v2Ty);
      }
    }
    ktLine(&g->kt, "gpu.barrier");
    for (int64_t it = 0; it * 32 < runs; ++it) {
      Val x = ktIxc(&g->kt, "addi", g->lane, 32 * it);
      Val sr = ktIxc(&g->kt, "divui", x, perRow), sc = ktIxc(&g->kt, "remui", x, perRow);
      Val row = ktIx(&g->kt, "addi", rowG, ktIxc(&g->kt, "addi", sr, 8 * r * u));
      Val col = ktIx(&g->kt, "addi", colG, ktIxc(&g->kt, "muli", sc, w));
      /* lanes past the last run, rows past M, runs past N store nothing */
      Val ok = {{0}};
      const Val conds[3] = {(it + 1) * 32 > runs ? ktUlt(&g->kt, x, ktIndex(&g->kt, runs)) : ok,
                            g->needM ? ktUlt(&g->kt, row, ktIndex(&g->kt, g->p->m)) : ok,
                            g->needN ? ktUlt(&g->kt, col, ktIndex(&g->kt, g->p->n)) : ok};
      for (int c = 0; c < 3; ++c) {
        if (!conds[c].s[0])
          continue;
        if (!ok.s[0]) {
          ok = conds[c];
          continue;
        }
        Val both = ktFresh(&g->kt);
        ktLine(&g->kt, "%s = arith.andi %s, %s : i1", both.s, ok.s, conds[c].s);
        ok = both;
      }
      if (ok.s[0]) {
        ktLine(&g->kt, "scf.if %s {", ok.s);
        g->kt.indent++;
      }
      Val v = ktFresh(&g->kt);
      ktLine(&g->kt, "%s = vector.load %s[%s] {alignment = 16 : i64} : %s, %s", v.s, cs.s,
             ktIx(&g->kt, "addi", base, ktIx(&g->kt, "addi", ktIxc(&g->kt, "muli", sr, pitch),
                                              ktIxc(&g->kt, "muli", sc, w))).s,
             cTy, vTy);
      ktLine(&g->kt,
             "func.call @__hidet_storev_out0(%s, %s, %s, %s%s) : (%s, index, index, index%s) -> ()",
             v.s, g->b.s, row.s, col.s, g->argVals.data, vTy, g->argTys.data);
      if (ok.s[0]) {
        g->kt.indent--;
        ktLine(&g->kt, "}");
      }
    }
  }
  return true;
}

/* ---- Entry point. --------------------------------------------------------- */
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
  if (ceilDiv(p->m, hidetMatmulTcBlockM(s)) > 65535)
    return hidetFailWhy(why, whySize, "%lld m tiles exceed the grid's y limit 65535",
                        (long long)ceilDiv(p->m, hidetMatmulTcBlockM(s)));
  int64_t split = hidetMatmulTcSplitK(s);
  if (split > 1 && p->batch * split > 65535)
    return hidetFailWhy(why, whySize,
                        "split-K %lld over a batch of %lld needs %lld blocks along z (at most "
                        "65535)",
                        (long long)split, (long long)p->batch, (long long)(p->batch * split));
  if (split > 1 && (double)split * (double)p->batch * (double)p->m * (double)p->n * 4.0 >
                       (double)(INT64_C(1) << 40))
    return hidetFailWhy(why, whySize, "the split-K workspace would exceed 2^40 bytes");
  for (int i = 0; i < a->nArgs; ++i)
    if (!a->argTypes || !a->argTypes[i] || !*a->argTypes[i])
      return hidetFailWhy(why, whySize, "argument %d has no type", i);
  return true;
}

bool hidetMatmulTcEmit(HidetStr *out, const HidetMatmulTcEmitArgs *a, const HidetMatmulTcProblem *p,
                       const HidetMatmulTcSchedule *s, char *why, size_t whySize) {
  if (!checkInputs(a, p, s, why, whySize))
    return false;
  Gen g;
  memset(&g, 0, sizeof g);
  g.p = p;
  g.s = s;
  g.a = a;
  g.bm = hidetMatmulTcBlockM(s);
  g.bn = hidetMatmulTcBlockN(s);
  g.bk = s->bk;
  g.T = hidetMatmulTcThreads(s);
  g.S = s->stages;
  g.kTiles = ceilDiv(p->k, g.bk);
  g.nA = g.bm * g.bk / 4 / g.T;
  g.nB = g.bk * g.bn / 4 / g.T;
  g.needM = p->m % g.bm != 0;
  g.needN = p->n % g.bn != 0;
  g.needK = p->k % g.bk != 0;
  g.tf32 = !strcmp(a->elemType, "f32");
  g.bt = a->bKMajor;
  g.eb = g.tf32 ? 4 : 2;
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
  Val bx = ktFresh(&g.kt), by = ktFresh(&g.kt);
  ktLine(&g.kt, "%s = gpu.block_id x", bx.s);
  ktLine(&g.kt, "%s = gpu.block_id y", by.s);
  g.split = hidetMatmulTcSplitK(s);
  g.sliceTiles = g.split > 1 ? hidetSplitKSliceTiles(g.kTiles, g.split) : g.kTiles;
  if (g.split > 1) {
    Val z = ktFresh(&g.kt);
    ktLine(&g.kt, "%s = gpu.block_id z", z.s);
    g.b = p->batch > 1 ? ktIxc(&g.kt, "divui", z, g.split) : ktIndex(&g.kt, 0);
    g.slice = p->batch > 1 ? ktIxc(&g.kt, "remui", z, g.split) : z;
    g.kBase = ktIxc(&g.kt, "muli", g.slice, g.sliceTiles * g.bk);
    /* This slice's k tiles: clamp(kTiles - slice*T, 0, T). */
    Val rest =
        ktIx(&g.kt, "subi", ktIndex(&g.kt, g.kTiles), ktIxc(&g.kt, "muli", g.slice, g.sliceTiles));
    g.ub = ktIxc(&g.kt, "minsi", ktIxc(&g.kt, "maxsi", rest, 0), g.sliceTiles);
    hidetSplitKWorkspaceType(g.split, p->batch, p->m, p->n, g.wsTy, sizeof g.wsTy);
    hidetSplitKViewType(g.split, p->batch, p->m, p->n, g.viewTy, sizeof g.viewTy);
    g.wsv = ktFresh(&g.kt);
    ktLine(&g.kt, "%s = memref.view %%ws[%s][] : %s to %s", g.wsv.s, ktIndex(&g.kt, 0).s, g.wsTy,
           g.viewTy);
  } else if (p->batch > 1) {
    g.b = ktFresh(&g.kt);
    ktLine(&g.kt, "%s = gpu.block_id z", g.b.s);
  } else {
    g.b = ktIndex(&g.kt, 0);
  }
  if (g.split <= 1)
    g.ub = ktIndex(&g.kt, g.kTiles);
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

  Lanes ln;
  hoistLanes(&g, &ln, rowW, colW, wj);
  Vec *va = calloc((size_t)(g.nA + g.nB), sizeof *va);
  if (!va)
    abort(); /* out of memory while emitting text */
  hoistVecs(&g, va, va + g.nA);
  int nAcc = s->tm * s->tn;
  Val *acc = vals((size_t)nAcc);
  for (int i = 0; i < nAcc; ++i)
    snprintf(acc[i].s, sizeof acc[i].s, "%%accz");
  emitRing(&g, va, va + g.nA, &ln, acc);
  bool staged = emitStagedEpilogue(&g, warp, rowW, colW, acc);
  if (!staged)
    emitEpilogue(&g, ktIx(&g.kt, "addi", g.m0, rowW), ktIx(&g.kt, "addi", g.n0, colW), acc);
  ktLine(&g.kt, "gpu.return");

  /* ---- Module text. */
  const char *tys = g.argTys.data;
  hidetStrAppendf(out, "gpu.module @%s {\n", a->moduleName);
  for (int k = 0; k < 2; ++k) {
    if (a->async[k])
      hidetStrAppendf(out,
                      "  func.func private @__hidet_copy_in%d(%s, index, index, index, index, "
                      "index, index, index%s) -> !nvgpu.device.async.token\n",
                      k, g.rTy, tys);
    else
      hidetStrAppendf(out, "  func.func private @__hidet_load_in%d(index, index, index%s) -> %s\n",
                      k, tys, E);
  }
  if (staged)
    hidetStrAppendf(out, "  func.func private @__hidet_storev_out0(vector<%dx%s>, index, index, index%s)\n",
                    strcmp(a->resType, "f32") ? 8 : 4, a->resType, tys);
  else
    hidetStrAppendf(out, "  func.func private @__hidet_store_out0(%s, index, index, index%s)\n",
                    a->resType, tys);
  bool split = g.split > 1;
  hidetStrAppendf(out, "  gpu.func @%s%s(", a->kernelName, split ? "_partial" : "");
  for (int i = 0; i < a->nArgs; ++i)
    hidetStrAppendf(out, "%s%%arg%d: %s", i ? ", " : "", i, a->argTypes[i]);
  if (split)
    hidetStrAppendf(out, "%s%%ws: %s", a->nArgs ? ", " : "", g.wsTy);
  hidetStrAppendf(out,
                  ")\n      kernel attributes {hidet.template = \"%s\", "
                  "hidet.dynamic_smem = %lld : i64, "
                  "hidet.problem = array<i64: %lld, %lld, %lld, %lld>, hidet.grid = array<i64: "
                  "%lld, %lld, %lld>, gpu.known_block_size = array<i32: %lld, 1, 1>} {\n",
                  g.tf32 ? "matmul_tf32" : "matmul_tc", (long long)hidetMatmulTcSmemBytes(s, g.eb),
                  (long long)p->batch, (long long)p->m,
                  (long long)p->n,
                  (long long)p->k, (long long)ceilDiv(p->n, g.bn), (long long)ceilDiv(p->m, g.bm),
                  (long long)(p->batch * g.split), (long long)g.T);
  ktEmitConstants(&g.kt, out, "    ");
  hidetStrAppendf(out, "    %%accz = arith.constant dense<0.0> : vector<2x2xf32>\n");
  if (!g.tf32) /* the 16-bit B fragments are assembled from it */
    hidetStrAppendf(out, "    %%bz = arith.constant dense<0.0> : vector<2x2x%s>\n", E);
  hidetStrAppend(out, g.kt.body.data, g.kt.body.len);
  hidetStrAppendf(out, "  }\n");
  if (split)
    hidetSplitKEmitCombine(out, a->kernelName, g.tf32 ? "matmul_tf32" : "matmul_tc", g.split,
                           p->batch, p->m, p->n, p->k, a->resType, a->nArgs, a->argTypes);
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
