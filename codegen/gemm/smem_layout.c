/*===-- smem_layout.c - The GEMM's shared-memory tile layout --------------===*
 * Tiles in the ring are not padded; rows are split into 16-byte chunks
 * (epc elements) and chunk c of row r is stored at chunk c ^ x(r), with
 * x(r) = r % 8 when a row has C >= 8 chunks and (r / (8/C)) % C when it
 * has C = 2 or 4. A row whose chunk count is not a power of two (the
 * attention tiles: head dims like 40 or 96 padded to 48 or 96 elements, 6
 * or 12 chunks) swizzles within aligned groups of P chunks, P the largest
 * power of two dividing C, at most 8: x(r) = (r / (8/P)) % P, so c ^ x(r)
 * stays inside the row, and the 8 rows still fall in 8 distinct bank
 * groups (every even C checked). The 8 rows that one ldmatrix 8x8 matrix
 * reads (8 consecutive rows, one chunk each) then cover the 8 distinct
 * 16-byte bank groups of a 128-byte window: a conflict-free read. The term repeats
 * every 8 rows, which lets rows 8k apart share an address base (the copy
 * and fragment offsets are hoisted bases plus constants).
 *===----------------------------------------------------------------------===*/
#include "gemm_gen.h"

int64_t gemmSwzGroup(int64_t chunks) {
  int64_t p = 1;
  while (p < 8 && chunks % (2 * p) == 0)
    p *= 2;
  return p;
}

Val gemmSwz(GemmGen *g, Val r, int64_t chunks) {
  int64_t p = gemmSwzGroup(chunks);
  if (p == 8)
    return ktIxc(&g->kt, "remui", r, 8);
  return ktIxc(&g->kt, "remui", ktIxc(&g->kt, "divui", r, 8 / p), p);
}

Val gemmSwzCol(GemmGen *g, Val chunk, Val x) {
  return ktIxc(&g->kt, "muli", ktIx(&g->kt, "xori", chunk, x), g->epc);
}

void gemmSwzRun(GemmGen *g, Val base, Val c0, Val x, int64_t chunks, int64_t n, Val *off) {
  int64_t per = gemmSwzGroup(chunks) / 2; /* chunk steps of 2 before the term repeats */
  if (per < 1)
    per = 1;
  for (int64_t i = 0; i < n; ++i)
    off[i] = i < per ? ktIx(&g->kt, "addi", base,
                            gemmSwzCol(g, ktIxc(&g->kt, "addi", c0, 2 * i), x))
                     : ktIxc(&g->kt, "addi", off[i % per], (i - i % per) * 2 * g->epc);
}

GemmOff gemmOff(Val base, int64_t c) {
  GemmOff o = {base, c};
  return o;
}

Val gemmRingAt(GemmGen *g, Val stage, GemmOff o) {
  Val v = stage;
  if (o.base.s[0])
    v = ktIx(&g->kt, "addi", v, o.base);
  return o.c ? ktIxc(&g->kt, "addi", v, o.c) : v;
}
