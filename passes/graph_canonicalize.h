/*===-- graph_canonicalize.h - hidet-graph-canonicalize, private parts ----===*
 * graph_canonicalize.c is the pass (simplifications, dead-op removal, the
 * driver); graph_fold.c holds exact local rewrites; graph_raise.c raises
 * decomposed softmax, layer_norm, GELU and mean.
 * The matchers below read graph ops as the importers build them.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_GRAPH_CANONICALIZE_H
#define HIDET_GRAPH_CANONICALIZE_H

#include "hidet_internal.h"

#include "mlir-c/IR.h"

#include <stdbool.h>
#include <stdint.h>

/* Whether op is graph.<name>. */
bool canonIs(MlirOperation op, const char *name);
/* The op defining v if it is graph.<name>, else null. */
MlirOperation canonDef(MlirValue v, const char *name);
/* Whether v is a float splat constant (possibly reshaped, broadcast or cast
 * between float types, which keeps the value up to rounding). */
bool canonSplat(MlirValue v, double *out);
/* |x - want| within 1e-6 relative (constants printed by frontends are
 * rounded to f32). */
bool canonNear(double x, double want);
/* kind, axes (normalised to >= 0) and keepdims of a graph.reduce. */
bool canonReduceAttrs(MlirOperation op, char *kind, size_t kindSize, int64_t *axes, intptr_t *n,
                   bool *keepdims);

/* Whether mask m (broadcast to scores [.., lq, lk]) is torch's causal mask
 * built on graph.tri_mask (graph_causal_mask.c): 0 / -inf, or true /
 * false, on / off the lower triangle. */
bool canonIsDynamicCausalMask(MlirValue m, int64_t lq, int64_t lk);

/* Exact local rewrites of graph_fold.c (pow(x, 2), compares of widened
 * floats, zero pads feeding conv2d); returns whether it changed anything
 * (`op` may be erased). */
bool canonFold(MlirOperation op);

/* reshape -> transpose -> reshape whose first reshape merges groups of
 * dims that move through the transpose as units and that the second splits
 * back the same way -> a reshape that only splits, then a transpose
 * (graph_fold_regroup.c; exact). `op` is the second reshape; returns
 * whether it was replaced (and erased). */
bool canonFoldRegroup(MlirOperation op);

/* A reshape that scales a `?` (torch's flattened rows, [B, 6, K] ->
 * [6B, K]) moved below the row-wise ops that use it: matmuls by a 2-D
 * rhs and elementwise ops whose other operands broadcast along the kept
 * trailing dims (graph_sink_rows.c; exact). `op` is the reshape; returns
 * whether a user was rewritten (`op` stays for dead-op removal). */
bool canonSinkRows(MlirOperation op);

/* Batch norm folded into constant conv filters (graph_fold_bn.c): constant
 * folding of f32 element-wise ops, multiplications by constants moved
 * towards a constant-filter conv2d, and into its filter. Not exact
 * (reassociated products); returns whether it changed anything. */
bool canonFoldBatchNorm(MlirOperation op);

/* Replaces `op`'s result by a raised op when `op` is the root of a
 * decomposed softmax, layer_norm or GELU, or (with `attention`) of an
 * attention chain; returns whether it did (the matched ops stay for
 * dead-op removal). */
bool canonRaise(MlirOperation op, bool attention);

/* Replaces an attention chain ending in the batch_matmul `op` (softmax
 * already raised) by graph.attention (graph_raise_attention.c); returns
 * whether it did. */
bool canonRaiseAttention(MlirOperation op);
/* cast_T(attention(cast_f32(q), cast_f32(k), cast_f32(v))), T f16/bf16, to
 * attention in T (exact: the op computes in f32 and rounds once). */
bool canonNarrowAttention(MlirOperation op);

#endif /* HIDET_GRAPH_CANONICALIZE_H */
