/*===-- matmul_wgmma.h - The sm_90a wgmma + TMA matmul kernel emitter -----===*
 * Emits the gpu.module of the Hopper matmul for one schedule and problem
 * (layout: matmul_wgmma.c; space: matmul_wgmma_space.h). Operands are f16
 * or bf16 (both the same), brought into shared memory by TMA from tensor
 * maps the host builds (host_launch.c, from the kernel attribute
 * hidet.tensor_maps), or, for an operand TMA cannot read (a prologue,
 * unaligned rows), staged through the load hooks by the producer
 * warpgroup; products accumulate in f32 and the result is converted to
 * `resType` before the store hook.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_MATMUL_WGMMA_H
#define HIDET_MATMUL_WGMMA_H

#include "hidet_internal.h"
#include "matmul_wgmma_space.h"

/* The global view a tensor map describes: kernel argument `arg` read as a
 * row-major [dims[0], ..., dims[rank-1]] array of the operand's elements
 * (rank 3: [batch, rows, cols]; rank 2 when the operand is shared by every
 * batch). The tile box is [1,] rows x 64 elements (one 128-byte swizzle
 * row), whose rows are bm for A, bn for a k-major B, 64 (k) for an n-major
 * B (which takes bn/64 boxes a stage). */
typedef struct {
  int arg;
  int rank;
  int64_t dims[3];
} HidetWgmmaOperand;

typedef struct {
  const char *moduleName, *kernelName;
  const char *elemType; /* "f16" | "bf16": both operands */
  const char *resType;  /* "f16" | "bf16" | "f32": the anchor's result */
  /* Per operand: read by TMA from the tensor map a / b, or staged through
   * the load hooks by the producer warpgroup (its map unused). */
  bool staged[2];
  HidetWgmmaOperand a, b;
  int nArgs;
  const char *const *argTypes;
} HidetWgmmaEmitArgs;

bool hidetWgmmaEmit(HidetStr *out, const HidetWgmmaEmitArgs *a, const HidetWgmmaProblem *p,
                    const HidetWgmmaSchedule *s, const HidetArch *arch, char *why,
                    size_t whySize);

#endif /* HIDET_MATMUL_WGMMA_H */
