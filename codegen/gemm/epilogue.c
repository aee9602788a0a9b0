/*===-- epilogue.c - The GEMM's accumulators out ---------------------------===*
 * Accumulator element (h, e) of MMA tile (mi, nj) is row 16*mi + l/4 + 8h,
 * column 8*nj + 2*(l%4) + e of the warp tile (every atom's C fragment).
 * Three ways out: the staged epilogue (16-byte runs through storev hooks),
 * element stores through the store hook where row < M and column < N, or,
 * under split-K, the f32 partial sums into the workspace (the module's
 * second kernel combines them, matmul_splitk.h).
 *===----------------------------------------------------------------------===*/
#include "gemm_gen.h"

#include <stdio.h>
#include <string.h>

int gemmStagedRun(const char *res) { return strcmp(res, "f32") ? 8 : 4; }

void gemmEmitElementEpilogue(GemmGen *g, Val rowG, Val colG, const Val *acc) {
  const HidetMatmulTcSchedule *s = g->s;
  const HidetMatmulTcProblem *p = g->p;
  const char *R = g->a->resType;
  Val gq = ktIxc(&g->kt, "divui", g->lane, 4),
      t2 = ktIxc(&g->kt, "muli", ktIxc(&g->kt, "remui", g->lane, 4), 2);
  Val row0 = ktIx(&g->kt, "addi", rowG, gq), col0 = ktIx(&g->kt, "addi", colG, t2);
  for (int mi = 0; mi < s->tm; ++mi)
    for (int nj = 0; nj < s->tn; ++nj)
      for (int h = 0; h < 2; ++h) {
        Val row = ktIxc(&g->kt, "addi", row0, 16 * mi + 8 * h), half = ktFresh(&g->kt);
        ktLine(&g->kt, "%s = vector.extract %s[%d] : vector<2xf32> from vector<2x2xf32>", half.s,
             acc[mi * s->tn + nj].s, h);
        bool inM = p->rt.on ? ktIfUltV(&g->kt, true, row, g->mRun)
                            : ktIfUlt(&g->kt, g->needM, row, p->m);
        for (int e = 0; e < 2; ++e) {
          Val col = ktIxc(&g->kt, "addi", col0, 8 * nj + e), v = ktFresh(&g->kt);
          ktLine(&g->kt, "%s = vector.extract %s[%d] : f32 from vector<2xf32>", v.s, half.s, e);
          bool split = g->split > 1; /* the partial sum, in f32, to the workspace */
          if (!split && strcmp(R, "f32")) {
            Val c = ktFresh(&g->kt);
            ktLine(&g->kt, "%s = arith.truncf %s : f32 to %s", c.s, v.s, R);
            v = c;
          }
          bool inN = ktIfUlt(&g->kt, g->needN, col, p->n);
          hidetMatmulStoreElement(&g->kt, split ? &g->sk : NULL, g->b, row, col, v, R,
                                  g->argVals.data, g->argTys.data);
          ktEndIf(&g->kt, inN);
        }
        ktEndIf(&g->kt, inM);
      }
}

/* ---- Staged epilogue. ----------------------------------------------------- */
/* Rows of the warp tile staged per round, in units of 8 (the rows one half
 * of an MMA tile's accumulators cover): the most that divide the warp
 * tile's 2*tm units and whose staging area, every warp's rows at pitch
 * 8*tn + w elements of rb bytes, fits in the ring's shared memory; 0 when
 * not even 8 rows fit. */
static int stagedUnits(const GemmGen *g, int64_t rb, int64_t w) {
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
bool gemmEmitStagedEpilogue(GemmGen *g, Val warp, Val rowW, Val colW, const Val *acc) {
  const HidetMatmulTcSchedule *s = g->s;
  const char *R = g->a->resType;
  int64_t w = gemmStagedRun(R), rb = 16 / w;
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
                            g->needM ? ktUlt(&g->kt, row, gemmM(g)) : ok,
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
