/*===-- matmul_tc.h - The f16/bf16 tensor-core matmul kernel emitter ------===*
 * Emits the gpu.module of the mma.sync matmul for one schedule and problem
 * (layout and hooks: matmul_tc.c; space: matmul_tc_space.h). Operands are
 * f16 or bf16 (both the same), products accumulate in f32, and the result is
 * converted to `resType` ("f16", "bf16" or "f32") before the store hook.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_MATMUL_TC_H
#define HIDET_MATMUL_TC_H

#include "hidet_internal.h"
#include "matmul_tc_space.h"

typedef struct {
  const char *moduleName, *kernelName;
  const char *elemType; /* "f16" | "bf16": both operands */
  const char *resType;  /* "f16" | "bf16" | "f32": the anchor's result */
  /* Per operand (A, B): true: cp.async copy hooks (the operand is a kernel
   * input without a prologue, rows a multiple of 4 elements); false: load
   * hooks, staged through registers into the same ring. */
  bool async[2];
  /* B is taken k-major: its hooks take (b, n, k) and the shared tile is
   * Bs[n][k] (a transposed input, matmul_tc_template.c). */
  bool bKMajor;
  /* Per copied operand: its rows (the kernel input's and the operand's)
   * are a multiple of 8 16-bit elements, so its copies may move whole
   * 16-byte chunks (copy8 hooks); the emitter does when the tile's 8-wide
   * vectors split evenly over the threads. */
  bool wide[2];
  /* The result's n coordinate is its contiguous dim (a matmul's, not a
   * convolution's channel): the epilogue is staged through shared memory
   * and stored in 16-byte runs (storev hooks) where N allows. */
  bool vecStore;
  int nArgs;
  const char *const *argTypes;
} HidetMatmulTcEmitArgs;

bool hidetMatmulTcEmit(HidetStr *out, const HidetMatmulTcEmitArgs *a, const HidetMatmulTcProblem *p,
                       const HidetMatmulTcSchedule *s, char *why, size_t whySize);

#endif /* HIDET_MATMUL_TC_H */
