/*===-- runtime_extents.h - Run-time extents of dynamic kernels ----------===*
 * Dynamic shapes on the GPU path (issue 27, docs/dynamic-shapes.md). A
 * kernel function may have `?` dims where hidet-partition lets them
 * through (a matmul's M, or its batch dims flattened into M with a
 * broadcast rhs; the rows of layer_norm and softmax; element-wise, cast,
 * compare, select, transpose, broadcast, slices that take each `?` whole,
 * concats along a static axis, pads of static dims,
 * reshapes that keep each `?`'s
 * extent; an attention's batch dims and lengths). Such a kernel is
 * compiled once and reads its extents at run
 * time:
 *  - in the kernel: `memref.dim` of a kernel argument at entry (the
 *    template knows which argument holds an extent: rtDimSource traces a
 *    `?` dim of a value of the kernel function back to one of its inputs);
 *  - on the host: the outputs are allocated with the same memref.dim of the
 *    inputs, and the launch grid is computed from the extents as the
 *    template's `hidet.grid_dynamic` attribute says (rtGridText).
 * Templates declare which of their problem dims may be run-time extents
 * (HidetTemplate.runtimeDims); selection skips the others for a kernel
 * function with a `?` dim. The schedule is chosen for a REPRESENTATIVE
 * size of the extent (rtRepresentative): the upper bound of the range
 * declared for its symbol.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_RUNTIME_EXTENTS_H
#define HIDET_RUNTIME_EXTENTS_H

#include "hidet_internal.h"
#include "reshape_rule.h"

#include "mlir-c/IR.h"

#include <stdbool.h>
#include <stdint.h>

/* The size a schedule is chosen for when the symbol of a `?` dim declares
 * no range. */
#define RT_DEFAULT_REPRESENTATIVE 1024

/* At most this many run-time extents multiply into one grid axis (or one
 * flattened matmul M). */
#define RT_MAX_GRID_FACTORS 8

/* Whether fn's type has a `?` dim. */
bool rtKernelFnIsDynamic(MlirOperation fn);

/* Dim `dim` of tensor value v, a value of the body of function fn: the
 * input argument of fn and its dim that has the same extent (through
 * matmuls, element-wise ops, transposes, broadcasts, slices, concats, pads,
 * reshapes that keep
 * the extent, layer_norm, softmax and attentions). False if none is found. */
bool rtDimSource(MlirValue v, int64_t dim, int *arg, int64_t *argDim);

/* The plan (lib/reshape_rule.h) of a graph.reshape from its operand to its
 * result; false when the op is not one or the rule has no form for it. A
 * reshape whose every `?` keeps its extent (plan->num[j] == den[j]) passes
 * `?` dims through: hidet-partition lets only those reach the GPU path. */
bool rtReshapePlan(MlirOperation reshape, HidetDynReshape *plan);
/* Whether every `?` of the reshape keeps its extent (false when there is
 * no plan). */
bool rtReshapeKeepsExtents(MlirOperation reshape);

/* The product of dims [from, to) of tensor value v (a value of the body of
 * a kernel function) at run time: the product of its static dims into
 * *mul, and each `?` dim's source (rtDimSource) into arg[i], dim[i], i <
 * *n. False if a `?` has no source or there are more than
 * RT_MAX_GRID_FACTORS of them. */
bool rtDimProduct(MlirValue v, int64_t from, int64_t to, int64_t *mul, int *n, int *arg,
                  int64_t *dim);

/* The declared range [lo, hi] of input `arg`'s dim `dim` of kernel
 * function fn, through its call sites in the module up to an argument of a
 * graph function with `hidet.symbols` and `hidet.symbol_ranges`; the
 * symbol's name into sym. False if none is found. */
bool rtDimRange(MlirOperation fn, int arg, int64_t dim, int64_t *lo, int64_t *hi, char *sym,
                size_t symSize);

/* The size to choose a schedule for: the record of input `arg`'s dim `dim`
 * in fn's `hidet.extent_hint` (array<i64: arg, dim, size, ...>: a size
 * bucket's upper bound per `?` input dim, schedule_buckets.c), else the
 * declared upper bound of its symbol, else RT_DEFAULT_REPRESENTATIVE. */
#define RT_HINT_ATTR "hidet.extent_hint"
int64_t rtRepresentative(MlirOperation fn, int arg, int64_t dim);

/* hidet.grid_dynamic, on a gpu.func whose grid depends on run-time
 * extents: records of `axis, mul, div, n, arg_1, dim_1, .., arg_n, dim_n`;
 * grid[axis] = ceildiv(mul * prod(dim(arg_i, dim_i)), div) (the other
 * axes: hidet.grid's constants). */
#define RT_GRID_ATTR "hidet.grid_dynamic"
typedef struct {
  int axis;
  int64_t mul, div;
  int n;
  /* one more than a grid axis takes: a workspace's size (below) may be a
   * grid axis's factors times one more extent */
  int arg[RT_MAX_GRID_FACTORS + 1];
  int64_t dim[RT_MAX_GRID_FACTORS + 1];
} RtGridAxis;

/* `, hidet.grid_dynamic = array<i64: ...>` for axes[0..n) into out. */
void rtGridAttrText(HidetStr *out, const RtGridAxis *axes, int n);
/* Reads a kernel's hidet.grid_dynamic; the number of axes, 0 when it has
 * none, -1 when it is malformed. */
int rtGridAttrRead(MlirOperation kernel, RtGridAxis *axes, int max);

/* hidet.workspace_dynamic, on the first gpu.func of a kernel function whose
 * global workspace (HidetTemplate.workspaceBytes) depends on run-time
 * extents: `mul, n, arg_1, dim_1, .., arg_n, dim_n`; the host allocates
 * mul * prod(dim(arg_i, dim_i)) bytes as a memref<?xi8> (host_launch.c),
 * which every kernel takes last. The fields of RtGridAxis used: mul, n,
 * arg, dim (at most RT_MAX_GRID_FACTORS + 1 factors). */
#define RT_WORKSPACE_ATTR "hidet.workspace_dynamic"
/* `, hidet.workspace_dynamic = array<i64: ...>` into out. */
void rtWorkspaceAttrText(HidetStr *out, const RtGridAxis *size);
/* Reads a kernel's hidet.workspace_dynamic into *size: 1, 0 when it has
 * none, -1 when it is malformed. */
int rtWorkspaceAttrRead(MlirOperation kernel, RtGridAxis *size);

#endif /* HIDET_RUNTIME_EXTENTS_H */
