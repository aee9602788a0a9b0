/*===-- reshape_rule.h - graph.reshape with dynamic dims ------------------===*
 * The sizes a graph.reshape gives its result's `?` dims (issue 27, dynamic
 * shapes; docs/dialects.md, "Dynamic shapes"). A graph type says `?`, not
 * which symbol, so the rule fixes them from the input's sizes:
 *   - input and result have the same number k of `?` dims;
 *   - the static dims before the first `?` have the same product on both
 *     sides;
 *   - the jth `?` of the result is the jth `?` of the input times P_j / Q_j,
 *     where P_j (Q_j) is the product of the input's (result's) static dims
 *     between its jth `?` and the next one (or the end);
 *   - except with one `?` on each side: then the prefixes may differ, and
 *     the result's `?` is the input's times the product of all the input's
 *     static dims over that of the result's ([?, 32] -> [12, ?, 32]: the
 *     `?` is divided by 12).
 * Element counts then always agree; P_j / Q_j need not be an integer (an
 * expand [?] -> [?, 4] divides by 4), the size must be at run time.
 * Examples: [?,?,64] -> [?,?,4,16] (B, S kept), [?,4,?,16] -> [?,?,16] (the
 * first ? is 4B), [?,?,16] -> [?,4,?,16] (B, S from 4B, S). Merging two `?`
 * dims ([?,?,64] -> [?,64]) has no form.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_RESHAPE_RULE_H
#define HIDET_RESHAPE_RULE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct {
  int64_t k;                     /* number of `?` dims on each side */
  int64_t inDim[16], outDim[16]; /* the jth `?` dim of the input / result */
  int64_t num[16], den[16];      /* result ?_j = input ?_j * num[j] / den[j] */
  /* The static dims pair up segment by segment (equal static prefixes; the
   * segment from the jth `?` to the next has num[j] / den[j] as its static
   * ratio): false for the one-`?` form whose prefixes differ, where the
   * index map crosses the `?` (the GPU path takes only segmented ones). */
  bool segmented;
} HidetDynReshape;

/* Fills `plan` for a reshape from `in` to `out` (sizes, `?` as MLIR's
 * dynamic size); false with a reason in `why` when the rule has no form
 * for it. Ranks are at most 16. */
bool hidetDynReshapePlan(int64_t inRank, const int64_t *in, int64_t outRank, const int64_t *out,
                         HidetDynReshape *plan, char *why, size_t whySize);

#endif
