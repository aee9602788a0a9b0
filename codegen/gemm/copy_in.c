/*===-- copy_in.c - The GEMM's global -> shared copies --------------------===*
 * Each k tile of A ([bm][bk]) and B ([bk][bn], or [bn][bk] k-major) is
 * moved as vectors of vw elements: vector q of thread t is the (q*T + t)-th
 * of the tile in row-major order. Per operand, either one cp.async copy
 * hook per vector (the operand is a kernel input; zero fill past K by the
 * source size): `copy` moves 4 elements, `copy8` 8 16-bit elements, one
 * whole 16-byte chunk (cp.async.cg, which bypasses L1; the template asks
 * for it when the rows allow, HidetMatmulTcEmitArgs.wide); or four load
 * hooks and one vector store (register form, always 4 elements: in-range
 * coordinates, zero selected past K). Everything that does not
 * depend on k (rows, columns, swizzled places, the M/N edge clamps) is
 * hoisted before the k loop; a tile known to lie inside K (the steady
 * state) needs no bounds work at all.
 *===----------------------------------------------------------------------===*/
#include "gemm_gen.h"

#include <string.h>

/* Rows of A past M and columns of B past N are NOT zero-filled: they are
 * read at clamped coordinates (real elements of the operand) and feed only
 * accumulators of outputs past M or N, which are never stored. Only the
 * reduction dim k needs zeros past K. So the M/N edge costs a clamp
 * hoisted out of the k loop and nothing inside it. */

/* Vector q of a tile of `rowLen` elements per row (4-element vectors,
 * vector q of thread t the (q*T + t)-th in row-major order) placed at
 * `at` within the stage: row r, column c, and its swizzled offset. When
 * the T threads cover whole rows, later vectors keep the column and move
 * by a fixed number of rows; the swizzle term repeats every 8 rows, so
 * their offsets then differ by constants only from the first vector whose
 * rows are theirs modulo 8 (v0 is the operand's vector array). */
void gemmPlaceVec(GemmGen *g, GemmVec *v, const GemmVec *v0, int64_t q, int64_t rowLen,
                  int64_t vw, int64_t at) {
  int64_t perRow = rowLen / vw, chunks = rowLen / g->epc;
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
    v->c = ktIxc(&g->kt, "muli", ktIxc(&g->kt, "remui", i, perRow), vw);
  }
  Val col = gemmSwzCol(g, ktIxc(&g->kt, "divui", v->c, g->epc), gemmSwz(g, v->r, chunks));
  Val cs = ktIx(&g->kt, "addi", col, ktIxc(&g->kt, "remui", v->c, g->epc));
  v->d.base = ktIx(&g->kt, "addi", ktIxc(&g->kt, "muli", v->r, rowLen), cs);
  v->d.c = at;
}

/* Vector q of a tile whose rows are k-contiguous (A, or a k-major B):
 * row r (global row base + r, clamped below `extent` when `need`; at the
 * run-time `*last` = extent - 1 when it is not NULL), 4 k values starting
 * at column c. */
static void hoistKVec(GemmGen *g, GemmVec *v, const GemmVec *v0, int64_t q, Val base, bool need,
                      int64_t extent, const Val *last, int64_t vw, int64_t at) {
  gemmPlaceVec(g, v, v0, q, g->bk, vw, at);
  v->g = ktIx(&g->kt, "addi", base, v->r);
  v->gc = !need ? v->g
          : last ? ktIx(&g->kt, "minui", v->g, *last)
                 : ktIxc(&g->kt, "minui", v->g, extent - 1);
}

void gemmHoistVecs(GemmGen *g, GemmVec *va, GemmVec *vb) {
  const HidetMatmulTcProblem *p = g->p;
  /* a run-time M: rows of A past it are clamped to M - 1, read at entry */
  const Val *mLast = p->rt.on ? &g->mLast : NULL;
  for (int64_t q = 0; q < g->nA; ++q)
    hoistKVec(g, &va[q], &va[0], q, g->m0, g->needM, p->m, mLast, g->vw[0], 0);
  for (int64_t q = 0; q < g->nB && g->bt; ++q) /* k-major B: rows n, like A */
    hoistKVec(g, &vb[q], &vb[0], q, g->n0, g->needN, p->n, NULL, g->vw[1], g->SA);
  for (int64_t q = 0; q < g->nB && !g->bt; ++q) {
    gemmPlaceVec(g, &vb[q], &vb[0], q, g->bn, g->vw[1], g->SA);
    vb[q].g = ktIx(&g->kt, "addi", g->n0, vb[q].c);
    vb[q].gc = vb[q].g;
    if (g->needN)
      vb[q].gc = ktIxc(&g->kt, "minui", vb[q].g, (p->n - 1) / g->vw[1] * g->vw[1]);
  }
}

/* The hook operands of a k-contiguous vector (hoistKVec) of the k tile at
 * k0: its row (clamped), k start (clamped: a vector wholly outside gets
 * the nearest in-range start), raw k start, and nvalid (the elements
 * before K). Without kCheck the tile is known to lie wholly inside K (the
 * steady state of the k loop): nothing along k is clamped or checked, and
 * what remains (the M/N edge clamps) is loop-invariant. */
static void kVecLoad(GemmGen *g, const GemmVec *v, int64_t vw, Val k0, bool kCheck,
                     GemmLoad *l) {
  const HidetMatmulTcProblem *p = g->p;
  Val gk = ktIx(&g->kt, "addi", k0, v->c), nv = ktIndex(&g->kt, vw);
  l->raw = gk;
  l->r1 = gk;
  if (kCheck) {
    nv = ktClamp(&g->kt, ktIx(&g->kt, "subi", ktIndex(&g->kt, p->k), gk), 0, vw);
    l->r1 = ktIxc(&g->kt, "minui", gk, (p->k - 1) / vw * vw);
  }
  l->r0 = v->gc;
  l->nv = nv;
}

void gemmTileLoads(GemmGen *g, const GemmVec *va, const GemmVec *vb, Val k0, bool kCheck, GemmLoad *la,
                      GemmLoad *lb) {
  const HidetMatmulTcProblem *p = g->p;
  for (int64_t q = 0; q < g->nA; ++q)
    kVecLoad(g, &va[q], g->vw[0], k0, kCheck, &la[q]);
  for (int64_t q = 0; q < g->nB && g->bt; ++q) /* k-major B: along k, like A */
    kVecLoad(g, &vb[q], g->vw[1], k0, kCheck, &lb[q]);
  for (int64_t q = 0; q < g->nB && !g->bt; ++q) {
    Val gk = ktIx(&g->kt, "addi", k0, vb[q].r), nv = ktIndex(&g->kt, g->vw[1]);
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

Val gemmLoadVec4Value(GemmGen *g, int slot, Val b, Val row, Val col0, int64_t colLast, Val nv) {
  const char *E = g->atom->elem;
  Val zero = ktFresh(&g->kt), el[4];
  ktLine(&g->kt, "%s = arith.constant 0.0 : %s", zero.s, E);
  bool all = ktIsIndex(&g->kt, nv, 4);
  for (int j = 0; j < 4; ++j) {
    Val at = ktIxc(&g->kt, "addi", col0, j);
    if (colLast >= 0)
      at = ktIxc(&g->kt, "minui", at, colLast);
    Val v = ktFresh(&g->kt);
    ktLine(&g->kt,
           "%s = func.call @__hidet_load_in%d(%s, %s, %s%s) : (index, index, index%s) -> %s", v.s,
           slot, b.s, row.s, at.s, g->argVals.data, g->argTys.data, E);
    if (all) {
      el[j] = v;
      continue;
    }
    Val ok = ktUlt(&g->kt, ktIndex(&g->kt, j), nv);
    el[j] = ktFresh(&g->kt);
    ktLine(&g->kt, "%s = arith.select %s, %s, %s : %s", el[j].s, ok.s, v.s, zero.s, E);
  }
  Val vec = ktFresh(&g->kt);
  ktLine(&g->kt, "%s = vector.from_elements %s, %s, %s, %s : vector<4x%s>", vec.s, el[0].s, el[1].s,
       el[2].s, el[3].s, E);
  return vec;
}

void gemmStoreVec4(GemmGen *g, Val vec, Val dst) {
  ktLine(&g->kt, "vector.store %s, %%R[%s] : %s, vector<4x%s>", vec.s, dst.s, g->rTy,
         g->atom->elem);
}

void gemmLoadVec4(GemmGen *g, int slot, Val b, Val row, Val col0, int64_t colLast, Val nv,
                  Val dst) {
  gemmStoreVec4(g, gemmLoadVec4Value(g, slot, b, row, col0, colLast, nv), dst);
}

/* Register form of one vector: element j is the load hook at the vector's
 * start + j where j < nvalid, else 0; one vector store into the ring at
 * `dst`. `slot` 0 (and a k-major B): the vector runs along k, clamped into
 * K only under kCheck; 1: along n, clamped at the N edge. */
static void regVector(GemmGen *g, int slot, const GemmLoad *l, Val dst, bool kCheck) {
  const HidetMatmulTcProblem *p = g->p;
  bool alongK = slot == 0 || g->bt;
  bool clamp = alongK ? kCheck : g->needN;
  int64_t last = alongK ? p->k - 1 : p->n - 1;
  gemmLoadVec4(g, slot, g->b, l->r0, l->raw, clamp ? last : -1, l->nv, dst);
}

Val gemmEmitCopy(GemmGen *g, const char *hook, int slot, Val b, Val r0, Val r1, Val nv, Val dst) {
  Val t = ktFresh(&g->kt), c0 = ktIndex(&g->kt, 0);
  ktLine(&g->kt,
         "%s = func.call @__hidet_%s_in%d(%%R, %s, %s, %s, %s, %s, %s, %s%s) : (%s, index, "
         "index, index, index, index, index, index%s) -> !nvgpu.device.async.token",
         t.s, hook, slot, c0.s, c0.s, dst.s, b.s, r0.s, r1.s, nv.s, g->argVals.data, g->rTy,
         g->argTys.data);
  return t;
}

/* Loads of one k tile into the stage at offset `stage`, per operand by
 * cp.async or through registers. Returns the tile's commit group, or a
 * null Val when neither operand is copied. */
Val gemmEmitTile(GemmGen *g, const GemmVec *va, const GemmVec *vb, const GemmLoad *la, const GemmLoad *lb, Val stage,
                    bool kCheck) {
  HidetStr toks;
  hidetStrInit(&toks);
  for (int slot = 0; slot < 2; ++slot) {
    const GemmVec *v = slot ? vb : va;
    const GemmLoad *l = slot ? lb : la;
    for (int64_t q = 0; q < (slot ? g->nB : g->nA); ++q) {
      Val dst = gemmRingAt(g, stage, v[q].d);
      if (!g->a->async[slot]) {
        regVector(g, slot, &l[q], dst, kCheck);
        continue;
      }
      Val t = gemmEmitCopy(g, gemmCopyHook(g, slot), slot, g->b, l[q].r0, l[q].r1, l[q].nv, dst);
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

const char *gemmCopyHook(const GemmGen *g, int slot) { return g->vw[slot] == 8 ? "copy8" : "copy"; }
