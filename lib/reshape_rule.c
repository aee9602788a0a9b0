/*===-- reshape_rule.c - graph.reshape with dynamic dims ------------------===*
 * See reshape_rule.h. Used by the graph verifier, the reference lowering and
 * hidet-import-linalg (which checks that the rule gives the sizes the
 * exported program computes).
 *===----------------------------------------------------------------------===*/
#include "reshape_rule.h"

#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>

/* Product of the static dims of s in [from, to); false on overflow. */
static bool staticProduct(const int64_t *s, int64_t from, int64_t to, int64_t *p) {
  *p = 1;
  for (int64_t i = from; i < to; ++i)
    if (__builtin_mul_overflow(*p, s[i], p))
      return false;
  return true;
}

/* The positions of the `?` dims of s, then rank as a sentinel. */
static int64_t dynDims(int64_t rank, const int64_t *s, int64_t *pos) {
  int64_t k = 0;
  for (int64_t i = 0; i < rank; ++i)
    if (mlirShapedTypeIsDynamicSize(s[i]))
      pos[k++] = i;
  pos[k] = rank;
  return k;
}

bool hidetDynReshapePlan(int64_t inRank, const int64_t *in, int64_t outRank, const int64_t *out,
                         HidetDynReshape *plan, char *why, size_t whySize) {
  int64_t ip[17], op[17];
  if (inRank > 16 || outRank > 16) {
    snprintf(why, whySize, "rank above 16");
    return false;
  }
  int64_t ki = dynDims(inRank, in, ip), ko = dynDims(outRank, out, op);
  if (ki != ko) {
    snprintf(why, whySize,
             "the input has %ld dynamic dims and the result %ld: a reshape with dynamic dims keeps "
             "their number (the jth ? of the result is the jth ? of the input times static dims)",
             (long)ki, (long)ko);
    return false;
  }
  plan->k = ki;
  int64_t a = 0, b = 0;
  bool prefixOk = staticProduct(in, 0, ip[0], &a) && staticProduct(out, 0, op[0], &b);
  if (prefixOk && a != b && ki == 1) {
    /* One `?` on each side: it takes all the static dims' ratio, wherever
     * they stand ([?, 32] -> [12, ?, 32]: the rows of a sequence-first
     * [12, B, 32] split back, B = rows / 12). */
    int64_t pi, po;
    if (!staticProduct(in, 0, ip[0], &a) || !staticProduct(in, ip[0] + 1, inRank, &pi) ||
        !staticProduct(out, 0, op[0], &b) || !staticProduct(out, op[0] + 1, outRank, &po) ||
        __builtin_mul_overflow(a, pi, &pi) || __builtin_mul_overflow(b, po, &po)) {
      snprintf(why, whySize, "static dims overflow int64");
      return false;
    }
    if (pi == 0 || po == 0) {
      snprintf(why, whySize, "a size-0 static dim next to a dynamic one");
      return false;
    }
    plan->inDim[0] = ip[0];
    plan->outDim[0] = op[0];
    plan->num[0] = pi;
    plan->den[0] = po;
    plan->segmented = false;
    return true;
  }
  if (!prefixOk || a != b) {
    snprintf(why, whySize,
             "the static dims before the first dynamic one differ in size (%ld in the input, %ld "
             "in the result)",
             (long)a, (long)b);
    return false;
  }
  plan->segmented = true;
  for (int64_t j = 0; j < ki; ++j) {
    plan->inDim[j] = ip[j];
    plan->outDim[j] = op[j];
    if (!staticProduct(in, ip[j] + 1, ip[j + 1], &plan->num[j]) ||
        !staticProduct(out, op[j] + 1, op[j + 1], &plan->den[j])) {
      snprintf(why, whySize, "static dims overflow int64");
      return false;
    }
    if (plan->num[j] == 0 || plan->den[j] == 0) {
      snprintf(why, whySize, "a size-0 static dim next to a dynamic one");
      return false;
    }
  }
  return true;
}
