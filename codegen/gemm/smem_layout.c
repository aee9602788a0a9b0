/*===-- smem_layout.c - The GEMM's shared-memory tile layout --------------===*
 * Tiles in the ring are not padded; rows are split into 16-byte chunks
 * (epc elements) and chunk c of row r is stored at chunk c ^ x(r), with
 * x(r) = r % 8 when a row has C >= 8 chunks and (r / (8/C)) % C when it
 * has C = 2 or 4. The 8 rows that one ldmatrix 8x8 matrix reads (8
 * consecutive rows, one chunk each) then cover the 8 distinct 16-byte bank
 * groups of a 128-byte window: a conflict-free read. The term repeats
 * every 8 rows, which lets rows 8k apart share an address base (the copy
 * and fragment offsets are hoisted bases plus constants).
 *===----------------------------------------------------------------------===*/
#include "gemm_gen.h"

Val gemmSwz(GemmGen *g, Val r, int64_t chunks) {
  if (chunks >= 8)
    return ktIxc(&g->kt, "remui", r, 8);
  return ktIxc(&g->kt, "remui", ktIxc(&g->kt, "divui", r, 8 / chunks), chunks);
}

Val gemmSwzCol(GemmGen *g, Val chunk, Val x) {
  return ktIxc(&g->kt, "muli", ktIx(&g->kt, "xori", chunk, x), g->epc);
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
