/*===-- matmul_runtime_m.h - A matmul's M read at run time ----------------===*
 * Dynamic shapes (issue 27, docs/dynamic-shapes.md): the matmul templates
 * that take a `?` M (matmul_f32_simt, matmul_tc, matmul_tf32) share how
 * they find it, read it in the kernel and size the grid on the host:
 *  - hidetMatmulRtMFind: which kernel arguments' dims M is (one dim, or,
 *    for a flattened M, hidetMatmulFlatM, the product of the result's
 *    leading dims: up to RT_MAX_GRID_FACTORS `?` dims times a static
 *    factor), through rtDimSource / rtDimProduct;
 *  - hidetMatmulRtMRead: `memref.dim` of each at kernel entry, multiplied;
 *  - hidetMatmulRtMGridAttr: `hidet.grid_dynamic` for grid y = ceil(M /
 *    bm), which hostLaunchRewrite computes from the same dims.
 * The problem's m (HidetProblem.dims[1]) stays the representative size the
 * schedule was chosen for (rtRepresentative); the kernel guards its M
 * tiles against the value read at entry.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_MATMUL_RUNTIME_M_H
#define HIDET_MATMUL_RUNTIME_M_H

#include "hidet_internal.h"
#include "kernel_text.h"
#include "matmul_rtm.h"
#include "runtime_extents.h"

#include "mlir-c/IR.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Fills m for the matmul `anchor` whose M is a run-time extent (the
 * problem's runtimeDims bit 1); false with a message in why when it is not
 * the extent of kernel inputs. */
bool hidetMatmulRtMFind(MlirOperation anchor, HidetMatmulRtM *m, char *why, size_t whySize);
/* Checks m against a kernel of nArgs arguments and a split-K factor
 * `split` (an emitter's input check: a run-time M takes no split-K, whose
 * workspace and combine grid are sized from M; true when m->on is false). */
bool hidetMatmulRtMCheck(const HidetMatmulRtM *m, int64_t split, int nArgs, char *why,
                         size_t whySize);
/* Emits the reads of M at the current point of kt (the kernel's entry) and
 * returns the index value; argTypes are the kernel arguments' types. */
KtVal hidetMatmulRtMRead(KernelText *kt, const HidetMatmulRtM *m, const char *const *argTypes);
/* M's dims as the factors of a host record (runtime_extents.h): a->n,
 * a->arg, a->dim; returns M's static factor (1 when none). */
int64_t hidetMatmulRtMFactors(const HidetMatmulRtM *m, RtGridAxis *a);
/* Appends `, hidet.grid_dynamic = ...` for grid y = ceil(M / bm). */
void hidetMatmulRtMGridAttr(HidetStr *out, const HidetMatmulRtM *m, int64_t bm);

#endif /* HIDET_MATMUL_RUNTIME_M_H */
