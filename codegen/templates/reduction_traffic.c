/*===-- reduction_traffic.c - Bytes the reduction templates move ----------===*
 * The `traffic` of reduce, softmax and layer_norm (traffic.h's model):
 * input slot 0, the rows, is swept once for the part of each row that the
 * schedule's register cache holds (the first C chunks of G elements, read
 * in the first pass and kept) and `readPasses` times for the rest, which
 * every pass reads again through the load hook (prologue ops recomputed);
 * the other slots (layer_norm's gamma and beta) are read in the last pass
 * only, once per sweep.
 *===----------------------------------------------------------------------===*/
#include "reduction.h"
#include "traffic.h"

#include <stdio.h>

void redTraffic(const HidetTemplate *self, const HidetSchedule *s, const HidetProblem *p,
                MlirOperation fn, MlirOperation anchor, int64_t *readBytes, int64_t *writeBytes,
                char *how, size_t howSize) {
  const RedKind *k = self->data;
  HidetOperands o;
  hidetOperandsBind(self, fn, anchor, &o);
  int64_t R = p->dims[RED_D_R], G = s->v[RED_P_GROUP] < 1 ? 1 : s->v[RED_P_GROUP];
  int64_t S = redSplit(k, s);
  if (S > 1 && k->writesRows) {
    /* The global scheme of softmax / layer_norm: kernel 1 reads each slice
     * of Jc chunks in readPasses - 1 passes (the cached chunks once),
     * kernel 2 reads it once more and writes it; the workspace's pairs are
     * written once and read by each of the row's S blocks. */
    int64_t Jc = (R + G * S - 1) / (G * S), C = s->v[RED_P_CACHE];
    int64_t cc = C < Jc ? C : Jc;
    double f1 = Jc ? ((double)cc + (double)(Jc - cc) * (k->readPasses - 1)) / (double)Jc : 1.0;
    double passes[3] = {f1 + 1.0, 1.0, 1.0}; /* slots: the rows, gamma, beta */
    trafficFromTemplateSlots(&o, passes, readBytes, writeBytes);
    int64_t ws = redWorkspaceBytes(k, s, p);
    *writeBytes += ws;
    *readBytes += ws * S;
    snprintf(how, howSize,
             "split s%lld (global two-kernel scheme): kernel 1 reads each row %.2f times (slices "
             "of %lld chunks of %lld, %lld of them held in registers by cache c%lld), kernel 2 "
             "once more; %lld bytes of slice statistics written, read back by each of a row's "
             "%lld blocks",
             (long long)S, f1, (long long)Jc, (long long)G, (long long)cc, (long long)C,
             (long long)ws, (long long)S);
    return;
  }
  int64_t C = k->hasCache ? s->v[RED_P_CACHE] : 0, J = (R + G - 1) / G;
  int64_t chunks = C < J ? C : J, cached = chunks * G < R ? chunks * G : R;
  double rowFactor =
      R > 0 ? ((double)cached + (double)(R - cached) * k->readPasses) / (double)R : 1.0;
  double passes[3] = {rowFactor, 1.0, 1.0};
  trafficFromTemplateSlots(&o, passes, readBytes, writeBytes);
  if (k->readPasses <= 1)
    snprintf(how, howSize, "one pass over the rows");
  else if (cached >= R)
    snprintf(how, howSize, "rows of %lld held in registers (cache c%lld x %lld lanes): read once",
             (long long)R, (long long)C, (long long)G);
  else
    snprintf(how, howSize,
             "of each row of %lld, %lld held in registers (cache c%lld x %lld lanes), the other "
             "%lld read in each of the %d passes",
             (long long)R, (long long)cached, (long long)C, (long long)G, (long long)(R - cached),
             k->readPasses);
}
