/*===-- anchor_kernel.h - Scheduled anchor kernels of kernel functions ----===*
 * Shared by hidet-schedule-anchors, hidet-pipeline and
 * hidet-fuse-prologue-epilogue. A kernel function @f (func.func with
 * hidet.kernel, made by hidet-outline-kernels) gets its GPU code in
 * `gpu.module @f_gpu`; each gpu.func there carries `hidet.host = "f"`,
 * `hidet.grid = array<i64: x, y, z>` and `gpu.known_block_size`.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_ANCHOR_KERNEL_H
#define HIDET_ANCHOR_KERNEL_H

#include "hidet_internal.h"
#include "matmul_simt_space.h"
#include "matmul_simt.h"

#include "mlir-c/IR.h"

/* The kernel functions of a module: top-level func.func with hidet.kernel
 * and a body. *out is malloc'ed. */
int kernelFnList(MlirOperation module, MlirOperation **out);

/* The anchor op of kernel function `fn` (the op named by hidet.anchor), or
 * null when the function has no anchor (a leftover injective group). */
MlirOperation kernelFnAnchor(MlirOperation fn);

/* True for graph.matmul / graph.batch_matmul. */
bool kernelFnIsMatmul(MlirOperation anchor);

/* The matmul problem of a matmul anchor; false with a message when the
 * f32 CUDA-core template cannot take it (element types, empty dims). */
bool kernelFnMatmulProblem(MlirOperation anchor, HidetMatmulProblem *p, char *why, size_t whySize);

/* "<fn>_gpu". */
void kernelFnGpuModuleName(MlirOperation fn, char *buf, size_t size);

/* The gpu.module of `fn` in `module`, or null. */
MlirOperation kernelFnGpuModule(MlirOperation module, MlirOperation fn);

/* Instantiates the matmul template for `fn` into `module`, replacing an
 * existing gpu.module of `fn`. Errors are reported at the anchor. */
bool kernelFnInstantiateMatmul(MlirOperation module, MlirOperation fn, MlirOperation anchor,
                         const HidetMatmulSchedule *s, HidetMatmulLoadMode mode);

/* Reports a remark at `loc` through hidetEmitRemark (the context's remark
 * handler, else "<file>:<line>:<col>: remark: <message>" on stderr). */
void kernelFnRemark(MlirLocation loc, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

#endif /* HIDET_ANCHOR_KERNEL_H */
