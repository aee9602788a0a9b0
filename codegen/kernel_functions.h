/*===-- kernel_functions.h - Kernel functions and their GPU modules -------===*
 * Shared by hidet-schedule-anchors, hidet-pipeline and
 * hidet-fuse-prologue-epilogue. A kernel function @f (func.func with
 * hidet.kernel, made by hidet-outline-kernels) gets its GPU code in
 * `gpu.module @f_gpu`; each gpu.func there carries `hidet.host = "f"`,
 * `hidet.grid = array<i64: x, y, z>` and `gpu.known_block_size`.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_KERNEL_FUNCTIONS_H
#define HIDET_KERNEL_FUNCTIONS_H

#include "hidet_internal.h"
#include "template.h"

#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"

/* The kernel functions of a module: top-level func.func with hidet.kernel
 * and a body. *out is malloc'ed. */
int kernelFnList(MlirOperation module, MlirOperation **out);

/* The anchor op of kernel function `fn` (the op named by hidet.anchor), or
 * null when the function has no anchor (a leftover injective group). */
MlirOperation kernelFnAnchor(MlirOperation fn);
/* Whether the kernel function has an op of hidet.role "regional" (a
 * reduce's row statistic broadcast back over the row: hidet-partition;
 * partIsRegional tells one op). */
bool kernelFnRegionalOp(MlirOperation fn);

/* "<fn>_gpu". */
void kernelFnGpuModuleName(MlirOperation fn, char *buf, size_t size);

/* The gpu.module of `fn` in `module`, or null. */
MlirOperation kernelFnGpuModule(MlirOperation module, MlirOperation fn);

/* Instantiates template `t` for `fn` (anchor may be null) into `module`
 * as gpu.module @<fn>_gpu, replacing an existing one. Each of its
 * gpu.func kernels gets the typed kernel attributes (kernel_attrs.h):
 * hidet.host, hidet.template, hidet.schedule, hidet.load_mode. Errors are
 * reported at the anchor (else at fn). */
bool kernelFnInstantiate(MlirOperation module, MlirOperation fn, MlirOperation anchor,
                         const HidetTemplate *t, const HidetProblem *p, const HidetSchedule *s,
                         HidetLoadMode mode);

/* The first gpu.func of a gpu.module, and the one after kernel `k`, or
 * null: `for (k = kernelFnFirstKernel(m); !null(k); k = kernelFnNextKernel(k))`. */
MlirOperation kernelFnFirstKernel(MlirOperation gmod);
MlirOperation kernelFnNextKernel(MlirOperation k);

/* Runs `each` on every kernel function of `module` in order, stopping at
 * the first that fails (it has reported why). */
MlirLogicalResult kernelFnForEach(MlirOperation module,
                                  bool (*each)(MlirOperation module, MlirOperation fn,
                                               const void *options),
                                  const void *options);

/* The dialects of the kernel text that templates emit and fusion parses
 * (gpu, nvgpu, memref, vector, scf, arith, math, func, bufferization):
 * the dependent dialects of every pass that builds kernels. */
extern MlirDialectHandle (*const kernelFnKernelDialects[])(void);

#endif /* HIDET_KERNEL_FUNCTIONS_H */
