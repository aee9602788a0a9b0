/*===-- mma_atoms.c - The GEMM's MMA atoms and one k tile's compute -------===*
 * Three atoms, all warp-level mma.sync with f32 accumulators (one
 * vector<2x2xf32> per 16x8 tile: row l/4 + 8h, columns 2*(l%4) + e):
 *
 *   f16   nvgpu.mma.sync m16n8k16; A by ldmatrix x4, a row-major B by
 *         ldmatrix x4 .trans (two n tiles per load)
 *   bf16  the same fragments; the MMA is nvvm.mma.sync on packed i32
 *         registers, because MLIR 22's nvgpu-to-nvvm conversion rejects
 *         bf16 operands ("failed to deduce operand PTX types")
 *   tf32  nvgpu.mma.sync m16n8k8 tf32Enabled on f32 tiles: A by ldmatrix
 *         x4 on the 32-bit elements as pairs of 16-bit halves (matrix i of
 *         lane l is row l/4 of an 8x4 block: the tf32 A fragment a0..a3);
 *         a row-major B by two scalar shared loads per lane and n tile,
 *         since ldmatrix .trans moves 16-bit elements only
 *
 * A k-major B ([bn][bk]) is read by ldmatrix x4 without .trans for every
 * atom: matrix 0 is n rows 16p..+7 at the k step's first chunk, 1 the same
 * rows at its second chunk, 2 and 3 rows 16p+8..+15; registers 0-1 are the
 * "col" B fragment of n tile 2p, 2-3 of tile 2p+1.
 *
 * Lane offsets are computed once before the k loop: a lane's rows for
 * different m tiles (16 rows apart) and different k steps of a k-major B
 * have the same swizzle term, so they differ by constants; the k steps of
 * A (and the n-tile pairs of a row-major B) XOR different chunks and each
 * get a base.
 *===----------------------------------------------------------------------===*/
#include "gemm_gen.h"

#include <stdio.h>
#include <string.h>

/* An ldmatrix x4 at ring element `at` into the atom's register type. */
static Val ldmatrix4(GemmGen *g, Val at, bool trans, const char *ty) {
  Val r = ktFresh(&g->kt);
  ktLine(&g->kt, "%s = nvgpu.ldmatrix %%R[%s] {numTiles = 4 : i32, transpose = %s} : %s -> %s",
         r.s, at.s, trans ? "true" : "false", g->rTy, ty);
  return r;
}

/* ---- Shared by the 16-bit atoms. ----------------------------------------- */

/* B x4 .trans at (k row 16*kk + l%16, chunk wj*tn + 2p + l/16). */
static void hoistBRow16(GemmGen *g, GemmLanes *ln, Val colW, Val wj, Val l16, Val lc) {
  (void)colW;
  Val bX = gemmSwz(g, l16, g->bn / g->epc), bBase = ktIxc(&g->kt, "muli", l16, g->bn);
  Val chunk0 = ktIx(&g->kt, "addi", ktIxc(&g->kt, "muli", wj, g->s->tn), lc);
  gemmSwzRun(g, bBase, chunk0, bX, g->bn / g->epc, g->s->tn / 2, ln->bOff);
}

/* An ldmatrix x4 `r` as two B fragments: registers 0-1 and 2-3 as
 * vector<2x2xE>, by per-row extract/insert, since a 2-D
 * extract_strided_slice does not convert to NVVM. */
static void split16(GemmGen *g, Val r, Val *fb) {
  const char *E = g->atom->elem;
  for (int h = 0; h < 2; ++h) {
    Val r0 = ktFresh(&g->kt), r1 = ktFresh(&g->kt), x = ktFresh(&g->kt);
    ktLine(&g->kt, "%s = vector.extract %s[%d] : vector<2x%s> from vector<4x2x%s>", r0.s, r.s,
           2 * h, E, E);
    ktLine(&g->kt, "%s = vector.extract %s[%d] : vector<2x%s> from vector<4x2x%s>", r1.s, r.s,
           2 * h + 1, E, E);
    ktLine(&g->kt, "%s = vector.insert %s, %%bz [0] : vector<2x%s> into vector<2x2x%s>", x.s, r0.s,
           E, E);
    fb[h] = ktFresh(&g->kt);
    ktLine(&g->kt, "%s = vector.insert %s, %s [1] : vector<2x%s> into vector<2x2x%s>", fb[h].s,
           r1.s, x.s, E, E);
  }
}

static void loadBRow16(GemmGen *g, const GemmLanes *ln, Val stage, int64_t kk, Val *fb) {
  for (int pq = 0; pq < g->s->tn / 2; ++pq) {
    Val at = gemmRingAt(g, stage, gemmOff(ln->bOff[pq], g->SA + 16 * kk * g->bn));
    split16(g, ldmatrix4(g, at, true, g->atom->aTy), fb + 2 * pq);
  }
}

static Val mmaF16(GemmGen *g, Val a, Val b, Val c) {
  Val d = ktFresh(&g->kt);
  ktLine(&g->kt,
         "%s = nvgpu.mma.sync (%s, %s, %s) {mmaShape = [16, 8, 16]} : (%s, %s, vector<2x2xf32>) -> "
         "vector<2x2xf32>",
         d.s, a.s, b.s, c.s, g->atom->aTy, g->atom->bTy);
  return d;
}

/* Register i of a fragment vector<Rx2xbf16> as the i32 that holds it. */
static Val packedReg(GemmGen *g, Val frag, int rows, int i) {
  Val h = ktFresh(&g->kt), w = ktFresh(&g->kt), r = ktFresh(&g->kt);
  ktLine(&g->kt, "%s = vector.extract %s[%d] : vector<2xbf16> from vector<%dx2xbf16>", h.s, frag.s,
         i, rows);
  ktLine(&g->kt, "%s = vector.bitcast %s : vector<2xbf16> to vector<1xi32>", w.s, h.s);
  ktLine(&g->kt, "%s = vector.extract %s[0] : i32 from vector<1xi32>", r.s, w.s);
  return r;
}

/* bf16: A as 4 and B as 2 packed i32 registers, C and D as 4 f32 (row g:
 * elements 0-1, row g+8: 2-3). */
static Val mmaBf16(GemmGen *g, Val a, Val b, Val c) {
  Val ar[4], br[2], cr[4];
  for (int i = 0; i < 4; ++i)
    ar[i] = packedReg(g, a, 4, i);
  for (int i = 0; i < 2; ++i)
    br[i] = packedReg(g, b, 2, i);
  for (int i = 0; i < 4; ++i) {
    cr[i] = ktFresh(&g->kt);
    ktLine(&g->kt, "%s = vector.extract %s[%d, %d] : f32 from vector<2x2xf32>", cr[i].s, c.s,
           i / 2, i % 2);
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

/* ---- tf32. ---------------------------------------------------------------- */

/* B by scalar loads: k rows t and t+4 (t = l%4) of column colW + 8*nj +
 * l/4; bOff[2*nj + h]. */
static void hoistBRowTf32(GemmGen *g, GemmLanes *ln, Val colW, Val wj, Val l16, Val lc) {
  (void)wj;
  (void)l16;
  (void)lc;
  Val t4 = ktIxc(&g->kt, "remui", g->lane, 4);
  Val nCol0 = ktIx(&g->kt, "addi", colW, ktIxc(&g->kt, "divui", g->lane, 4));
  for (int h = 0; h < 2; ++h) {
    Val row = ktIxc(&g->kt, "addi", t4, 4 * h), x = gemmSwz(g, row, g->bn / 4);
    Val rowBase = ktIxc(&g->kt, "muli", row, g->bn);
    for (int nj = 0; nj < g->s->tn; ++nj) {
      Val n = ktIxc(&g->kt, "addi", nCol0, 8 * nj);
      Val col = ktIx(&g->kt, "addi", gemmSwzCol(g, ktIxc(&g->kt, "divui", n, 4), x),
                     ktIxc(&g->kt, "remui", n, 4));
      ln->bOff[2 * nj + h] = ktIx(&g->kt, "addi", rowBase, col);
    }
  }
}

static void loadBRowTf32(GemmGen *g, const GemmLanes *ln, Val stage, int64_t kk, Val *fb) {
  for (int nj = 0; nj < g->s->tn; ++nj) {
    Val e[2];
    for (int h = 0; h < 2; ++h) {
      Val at = gemmRingAt(g, stage, gemmOff(ln->bOff[2 * nj + h], g->SA + 8 * kk * g->bn));
      e[h] = ktFresh(&g->kt);
      ktLine(&g->kt, "%s = memref.load %%R[%s] : %s", e[h].s, at.s, g->rTy);
    }
    fb[nj] = ktFresh(&g->kt);
    ktLine(&g->kt, "%s = vector.from_elements %s, %s : vector<2x1xf32>", fb[nj].s, e[0].s, e[1].s);
  }
}

static void splitTf32(GemmGen *g, Val r, Val *fb) {
  for (int h = 0; h < 2; ++h) {
    Val e0 = ktFresh(&g->kt), e1 = ktFresh(&g->kt);
    ktLine(&g->kt, "%s = vector.extract %s[%d, 0] : f32 from vector<4x1xf32>", e0.s, r.s, 2 * h);
    ktLine(&g->kt, "%s = vector.extract %s[%d, 0] : f32 from vector<4x1xf32>", e1.s, r.s,
           2 * h + 1);
    fb[h] = ktFresh(&g->kt);
    ktLine(&g->kt, "%s = vector.from_elements %s, %s : vector<2x1xf32>", fb[h].s, e0.s, e1.s);
  }
}

static Val mmaTf32(GemmGen *g, Val a, Val b, Val c) {
  Val d = ktFresh(&g->kt);
  ktLine(&g->kt,
         "%s = nvgpu.mma.sync (%s, %s, %s) {mmaShape = [16, 8, 8], tf32Enabled} : "
         "(vector<4x1xf32>, vector<2x1xf32>, vector<2x2xf32>) -> vector<2x2xf32>",
         d.s, a.s, b.s, c.s);
  return d;
}

/* ---- The atoms. ----------------------------------------------------------- */

static const GemmAtom kAtoms[] = {
    {.elem = "f16", .eltBytes = 2, .kStep = 16, .tmpl = "matmul_tc",
     .aTy = "vector<4x2xf16>", .bTy = "vector<2x2xf16>",
     .hoistBRow = hoistBRow16, .loadBRow = loadBRow16, .splitKMajor = split16, .mma = mmaF16},
    {.elem = "bf16", .eltBytes = 2, .kStep = 16, .tmpl = "matmul_tc",
     .aTy = "vector<4x2xbf16>", .bTy = "vector<2x2xbf16>",
     .hoistBRow = hoistBRow16, .loadBRow = loadBRow16, .splitKMajor = split16, .mma = mmaBf16},
    {.elem = "f32", .eltBytes = 4, .kStep = 8, .tmpl = "matmul_tf32",
     .aTy = "vector<4x1xf32>", .bTy = "vector<2x1xf32>",
     .hoistBRow = hoistBRowTf32, .loadBRow = loadBRowTf32, .splitKMajor = splitTf32,
     .mma = mmaTf32},
};

const GemmAtom *gemmAtomFor(const char *elem) {
  for (size_t i = 0; i < sizeof kAtoms / sizeof kAtoms[0]; ++i)
    if (!strcmp(kAtoms[i].elem, elem))
      return &kAtoms[i];
  return NULL;
}

/* ---- Lanes and one k tile. ------------------------------------------------ */

void gemmHoistLanes(GemmGen *g, GemmLanes *ln, Val rowW, Val colW, Val wj) {
  ln->kSteps = (int)(g->bk / g->atom->kStep);
  ln->aOff = gemmVals((size_t)ln->kSteps);
  ln->bOff = gemmVals((size_t)(2 * g->s->tn + ln->kSteps));
  Val lc = ktIxc(&g->kt, "divui", g->lane, 16), l16 = ktIxc(&g->kt, "remui", g->lane, 16);
  /* A x4 at (row 16*mi + l%16, chunk 2*kk + l/16). */
  Val aRow = ktIx(&g->kt, "addi", rowW, l16), aX = gemmSwz(g, aRow, g->bk / g->epc);
  Val aBase = ktIxc(&g->kt, "muli", aRow, g->bk);
  gemmSwzRun(g, aBase, lc, aX, g->bk / g->epc, ln->kSteps, ln->aOff);
  if (!g->bt) {
    g->atom->hoistBRow(g, ln, colW, wj, l16, lc);
    return;
  }
  /* k-major B (Bs[n][k]): lane l addresses row 16p + l%8 + 8*(l/16), chunk
   * 2kk + (l/8)%2. */
  Val bc = ktIxc(&g->kt, "remui", ktIxc(&g->kt, "divui", g->lane, 8), 2);
  Val lr = ktIx(&g->kt, "addi", ktIxc(&g->kt, "remui", g->lane, 8),
                ktIxc(&g->kt, "muli", ktIxc(&g->kt, "divui", g->lane, 16), 8));
  Val bRow = ktIx(&g->kt, "addi", colW, lr), bX = gemmSwz(g, bRow, g->bk / g->epc);
  Val bBase = ktIxc(&g->kt, "muli", bRow, g->bk);
  gemmSwzRun(g, bBase, bc, bX, g->bk / g->epc, ln->kSteps, ln->bOff);
}

/* A k-major B's fragments of k step kk: one ldmatrix x4 per n-tile pair. */
static void loadBKMajor(GemmGen *g, const GemmLanes *ln, Val stage, int64_t kk, Val *fb) {
  for (int pq = 0; pq < g->s->tn / 2; ++pq) {
    Val at = gemmRingAt(g, stage, gemmOff(ln->bOff[kk], g->SA + 16 * pq * g->bk));
    g->atom->splitKMajor(g, ldmatrix4(g, at, false, g->atom->aTy), fb + 2 * pq);
  }
}

void gemmLoadA(GemmGen *g, const GemmLanes *ln, Val stage, int64_t kk, Val *fa) {
  for (int mi = 0; mi < g->s->tm; ++mi) {
    Val at = gemmRingAt(g, stage, gemmOff(ln->aOff[kk], 16 * mi * g->bk));
    fa[mi] = ldmatrix4(g, at, false, g->atom->aTy);
  }
}

void gemmEmitCompute(GemmGen *g, const GemmLanes *ln, Val stage, const Val *fa, Val *acc) {
  const HidetMatmulTcSchedule *s = g->s;
  Val *la = gemmVals((size_t)s->tm), *fb = gemmVals((size_t)s->tn);
  for (int64_t kk = 0; kk < ln->kSteps; ++kk) {
    const Val *a = la;
    if (fa)
      a = fa + kk * s->tm;
    else
      gemmLoadA(g, ln, stage, kk, la);
    if (g->bt)
      loadBKMajor(g, ln, stage, kk, fb);
    else
      g->atom->loadBRow(g, ln, stage, kk, fb);
    for (int mi = 0; mi < s->tm; ++mi)
      for (int nj = 0; nj < s->tn; ++nj)
        acc[mi * s->tn + nj] = g->atom->mma(g, a[mi], fb[nj], acc[mi * s->tn + nj]);
  }
  free(la);
  free(fb);
}
