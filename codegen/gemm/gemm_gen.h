/*===-- gemm_gen.h - The parts of the tensor-core GEMM kernels ------------===*
 * The mma.sync GEMM kernels (matmul_tc, matmul_tf32, conv2d_tc) are built
 * from these parts, each in its own file of codegen/gemm/:
 *
 *   smem_layout.c  the shared-memory tile layout: the XOR swizzle of
 *                  16-byte chunks and offsets into the flat ring
 *   copy_in.c      global -> shared: each thread's 4-element vectors of a
 *                  k tile, by cp.async copy hooks or load hooks through
 *                  registers, with the hook coordinates of the steady state
 *                  (no bounds work) and of checked tiles
 *   mma_atoms.c    the MMA atoms (f16, bf16: m16n8k16; tf32: m16n8k8):
 *                  fragment types, lane addresses, ldmatrix loads and the
 *                  MMA itself; one k tile's compute on top of them
 *   main_loop.c    the S-stage ring: prologue loads, the steady state and
 *                  the checked tail
 *   epilogue.c     the accumulators out: staged through shared memory in
 *                  16-byte runs (storev hooks), element stores, or the
 *                  split-K partial sums
 *
 * A template composes them (codegen/templates/matmul_tc.c): it fills a
 * GemmGen (problem, schedule, operand forms, the atom for its element
 * type) and calls the parts in order. The kernel's layout is described in
 * matmul_tc.c's header; each part's file describes its own piece.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_GEMM_GEN_H
#define HIDET_GEMM_GEN_H

#include "kernel_text.h"
#include "matmul_splitk.h"
#include "matmul_tc.h"

#include <stdlib.h>

typedef KtVal Val;
typedef struct GemmAtom GemmAtom;

/* One kernel being emitted: what every part reads. */
typedef struct {
  const HidetMatmulTcProblem *p;
  const HidetMatmulTcSchedule *s;
  const HidetMatmulTcEmitArgs *a;
  const GemmAtom *atom;
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
  /* A run-time M (p->rt.on): its value, read at kernel entry
   * (hidetMatmulRtMRead), and M - 1 (for the row clamps of A). */
  Val mRun, mLast;
  /* Split-K: S, k tiles per slice, and this block's slice (sk.ub, the
   * loop bound, is kTiles without split-K). */
  int64_t split, sliceTiles;
  HidetSplitKBlock sk;
  /* Operand element bytes in the ring (the atom's), elements per 16-byte
   * chunk of the swizzle. */
  int eb, epc;
  bool bt; /* B k-major: Bs[S][bn][bk], hooks at (b, n, k) */
  /* Elements per global -> shared vector, per operand: 8 for 16-byte
   * copies (copy8 hooks), else 4 (copy hooks, or the register form). */
  int64_t vw[2];
} GemmGen;

static inline int64_t gemmCeilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }
/* M as a value: the run-time extent, or the constant (created at its first
 * use, so a static kernel's text is what it was). */
static inline Val gemmM(GemmGen *g) { return g->p->rt.on ? g->mRun : ktIndex(&g->kt, g->p->m); }
/* n zeroed Vals (aborts when out of memory, like the text builder). */
static inline Val *gemmVals(size_t n) {
  Val *v = calloc(n ? n : 1, sizeof *v);
  if (!v)
    abort();
  return v;
}

/* ---- smem_layout.c ---------------------------------------------------- */
/* The swizzle term x(r) of row r of a tile with `chunks` 16-byte chunks a
 * row (any even count: non powers of two swizzle within aligned groups),
 * and the element column of chunk `chunk` of a row with term x. */
Val gemmSwz(GemmGen *g, Val r, int64_t chunks);
/* The group P of the swizzle (8, or the largest power of two dividing the
 * chunks): chunks c and c + P of a row land P chunks apart, so offsets of
 * chunks a multiple of P apart differ by a constant. */
int64_t gemmSwzGroup(int64_t chunks);
/* The lane offset of chunk c0 + 2*i of a row (i = 0..n-1) with swizzle
 * term x, from row base `base`: bases for the first P/2 of them, the rest
 * those plus constants (off[n]). */
void gemmSwzRun(GemmGen *g, Val base, Val c0, Val x, int64_t chunks, int64_t n, Val *off);
Val gemmSwzCol(GemmGen *g, Val chunk, Val x);

/* An element offset into the ring relative to a stage: base + c, with base
 * a loop-invariant value (or none) and c a constant. In the k loop it is
 * added to the stage's offset, carried by the loop, so each access costs at
 * most one add and its constant folds into the address (LDSM [R+imm]). */
typedef struct {
  Val base; /* empty: 0 */
  int64_t c;
} GemmOff;
GemmOff gemmOff(Val base, int64_t c);
/* stage + o.base + o.c, as index. */
Val gemmRingAt(GemmGen *g, Val stage, GemmOff o);

/* ---- copy_in.c -------------------------------------------------------- */
/* One 4-element vector of a tile: tile-local row r and column c, its place
 * in a stage of the ring, and the global row/column coordinate it does not
 * share with the k tile (A: m, B: n), gc clamped into range. */
typedef struct {
  Val r, c;
  GemmOff d;
  Val g, gc;
} GemmVec;

/* Hook coordinates of one vector of a k tile: row, column (clamped), the
 * unclamped start along the vector (register form), nvalid. */
typedef struct {
  Val r0, r1, raw, nv;
} GemmLoad;

/* Vector q of a tile of rows of `rowLen` elements (vectors of vw, vector
 * q of thread t the (q*T + t)-th in row-major order) placed at element
 * `at`: its row v->r, column v->c and swizzled offset v->d (v0: the
 * operand's vector array; later vectors reuse earlier bases when the
 * threads cover whole rows). v->g and v->gc are left to the caller. */
void gemmPlaceVec(GemmGen *g, GemmVec *v, const GemmVec *v0, int64_t q, int64_t rowLen,
                  int64_t vw, int64_t at);
/* Register form of one 4-element vector of input `slot`: load hooks at
 * (b, row, col0 + j), col0 + j clamped to `colLast` when it is >= 0,
 * element j zero unless j < nv; one vector store into the ring at dst. */
void gemmLoadVec4(GemmGen *g, int slot, Val b, Val row, Val col0, int64_t colLast, Val nv,
                  Val dst);
/* gemmLoadVec4 in two halves: the vector<4xE> value (the hooks and the
 * zero selects), and its store into the ring at dst. Apart, the loads of a
 * later tile can be issued before the work on the current one (attention's
 * register prefetch). */
Val gemmLoadVec4Value(GemmGen *g, int slot, Val b, Val row, Val col0, int64_t colLast, Val nv);
void gemmStoreVec4(GemmGen *g, Val vec, Val dst);
/* One cp.async copy hook call: @__hidet_<hook>_in<slot>(%R, 0, 0, dst, b,
 * r0, r1, nv, args...) ("copy": 4 elements, "copy8": 8), the vector at
 * (b, r0, r1..) into the ring at element dst, elements from nv on zero;
 * returns its token. The coordinates must be in range (template.h). */
Val gemmEmitCopy(GemmGen *g, const char *hook, int slot, Val b, Val r0, Val r1, Val nv, Val dst);
/* The copy hook kind of operand `slot`: "copy" or "copy8" (vw). */
const char *gemmCopyHook(const GemmGen *g, int slot);
/* Every thread's vectors of A (va[nA]) and B (vb[nB]), hoisted before the
 * k loop. */
void gemmHoistVecs(GemmGen *g, GemmVec *va, GemmVec *vb);
/* The hook coordinates of the k tile at global k `k0`; kCheck: the tile
 * may reach past K (zero fill), else it is known to lie inside K. */
void gemmTileLoads(GemmGen *g, const GemmVec *va, const GemmVec *vb, Val k0, bool kCheck,
                   GemmLoad *la, GemmLoad *lb);
/* The loads of one k tile into the stage at offset `stage`, per operand by
 * cp.async or through registers; returns the tile's commit group, or a
 * null Val when neither operand is copied. */
Val gemmEmitTile(GemmGen *g, const GemmVec *va, const GemmVec *vb, const GemmLoad *la,
                 const GemmLoad *lb, Val stage, bool kCheck);

/* ---- mma_atoms.c ------------------------------------------------------ */
/* Per-lane fragment offsets within a stage, computed once before the k
 * loop (mma_atoms.c). */
typedef struct {
  int kSteps; /* bk / the atom's k */
  Val *aOff;  /* [kSteps]: the lane's A ldmatrix address of m tile 0 */
  Val *bOff;  /* row-major B: the atom's per n tile (pair) offsets; k-major
               * B: [kSteps] */
} GemmLanes;

/* An MMA atom: the element type in the ring, the MMA's k, the fragment
 * types, and how a row-major B's fragments are addressed and loaded, how
 * a k-major B's ldmatrix x4 splits into fragments, and the MMA. */
struct GemmAtom {
  const char *elem;    /* "f16", "bf16", or "f32" (tf32 MMAs) */
  int eltBytes, kStep; /* 2 or 4; 16 or 8 */
  const char *tmpl;    /* hidet.template of the kernel */
  /* the A fragment, which is also the register type of every ldmatrix x4,
   * and the B fragment */
  char aTy[32], bTy[32];
  /* Row-major B ([bk][bn]): the lane offsets (from the warp's column
   * colW, its n index wj, l%16 and l/16), and the fragments fb[tn] of k
   * step kk. */
  void (*hoistBRow)(GemmGen *g, GemmLanes *ln, Val colW, Val wj, Val l16, Val lc);
  void (*loadBRow)(GemmGen *g, const GemmLanes *ln, Val stage, int64_t kk, Val *fb);
  /* A k-major B's ldmatrix x4 `r` (no .trans): fragments of n tiles 2p
   * (fb[0]) and 2p+1 (fb[1]). */
  void (*splitKMajor)(GemmGen *g, Val r, Val *fb);
  /* d = a * b + c. */
  Val (*mma)(GemmGen *g, Val a, Val b, Val c);
};

/* The atom for operands of element type `elem`, or NULL. */
const GemmAtom *gemmAtomFor(const char *elem);
/* The lane offsets (ln->aOff, ln->bOff; free both). */
void gemmHoistLanes(GemmGen *g, GemmLanes *ln, Val rowW, Val colW, Val wj);
/* The A fragments of k step kk (m tiles 0..tm-1) by ldmatrix, into fa. */
void gemmLoadA(GemmGen *g, const GemmLanes *ln, Val stage, int64_t kk, Val *fa);
/* One stage's MMAs: acc[tm*tn] in, the updated values out. A from the
 * ring, or, when fa is not NULL, from registers: fa[kk*tm + mi] the A
 * fragment of k step kk and m tile mi (attention's Q kept in registers,
 * or its probabilities P). */
void gemmEmitCompute(GemmGen *g, const GemmLanes *ln, Val stage, const Val *fa, Val *acc);

/* ---- main_loop.c ------------------------------------------------------ */
/* The S-stage ring over the k tiles; acc[] becomes the loops' results. */
void gemmEmitRing(GemmGen *g, const GemmVec *va, const GemmVec *vb, const GemmLanes *ln, Val *acc);

/* ---- epilogue.c ------------------------------------------------------- */
/* The staged epilogue, when it applies (epilogue.c); false, and nothing
 * emitted, otherwise. */
bool gemmEmitStagedEpilogue(GemmGen *g, Val warp, Val rowW, Val colW, const Val *acc);
/* Element stores through the store hook (or the split-K partial sums into
 * the workspace) from the accumulators of the warp tile at (rowG, colG). */
void gemmEmitElementEpilogue(GemmGen *g, Val rowG, Val colG, const Val *acc);
/* The vector width of the staged epilogue's runs for result type `res`. */
int gemmStagedRun(const char *res);

#endif /* HIDET_GEMM_GEN_H */
