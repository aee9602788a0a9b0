/*===-- matmul_template.h - The f32 CUDA-core matmul kernel template ------===*
 * Instantiates Hidet's SIMT matmul template for one schedule and problem as
 * the MLIR text of a gpu.module. The template never touches the tensors of
 * the graph: it reads its operands and writes its result only through *hook*
 * calls to private functions declared in the same gpu.module, which
 * hidet-fuse-prologue-epilogue later defines (prologue ops folded into the
 * loads, epilogue ops into the store) and inlines. Every hook receives, after
 * its own operands, all the kernel's arguments (`args...`), so a hook can read
 * any tensor of the fused group.
 *
 * Hooks (b = flattened batch index, 0 for a plain matmul; all indices are
 * global element coordinates of the anchor's operands / result; every
 * operand named here other than v and dst is an `index`). Indices given to
 * load, copy and post hooks are always inside the problem: a vector that
 * lies wholly outside it (nvalid 0) gets the nearest in-range start (m
 * clamped to M-1; the vector dim k or n to the last multiple of 4 below K or
 * N; the other dim to K-1 or N-1), so a hook may read at them without a
 * guard; only lanes < nvalid carry data.
 *
 *  register-staged loads (mode HIDET_MATMUL_LOAD_REGISTER):
 *   @__hidet_load4_in0(b, m, k, nvalid, args...) -> vector<4xf32>
 *       lanes j < nvalid hold A[b, m, k+j]; the others hold 0.0
 *   @__hidet_load4_in1(b, k, n, nvalid, args...) -> vector<4xf32>
 *       lanes j < nvalid hold B[b, k, n+j]; the others hold 0.0
 *   (nvalid in 0..4; it is 0 for rows/cols outside the problem.)
 *
 *  cp.async loads (mode HIDET_MATMUL_LOAD_ASYNC):
 *   @__hidet_copy_in0(dst, s, r, c, b, m, k, nvalid, args...) -> !nvgpu.device.async.token
 *       asynchronously copies the *stored* (pre-elementwise) values of
 *       A[b, m, k .. k+3] to dst[s, r, c .. c+3], zero-filling lanes >= nvalid
 *       (dst: the shared A tile buffer, as declared by the kernel)
 *   @__hidet_copy_in1(dst, s, r, c, b, k, n, nvalid, args...) -> !nvgpu.device.async.token
 *       dst[s, r, c] is 16-byte aligned; the source is only when the row
 *       length (K for A, N for B) is a multiple of 4, else the hook must use
 *       smaller copies. A hook may issue several copies and return any one
 *       of their tokens: the template commits each k tile as one group
 *       (device_async_create_group = commit_group, which closes every copy
 *       the thread issued since the previous commit).
 *   @__hidet_post_in0(v, b, m, k, args...) -> f32   elementwise prologue work applied
 *   @__hidet_post_in1(v, b, k, n, args...) -> f32   after the shared->register load
 *       (called for every fragment element, with in-range indices: rows /
 *       columns past M / N are clamped and reach only outputs that are never
 *       stored; the template replaces the result by 0.0 where k >= K, so
 *       post must be free of side effects)
 *
 *  store (both modes):
 *   @__hidet_store_out0(v: f32, b, m, n, args...)    called only for m < M, n < N
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_MATMUL_TEMPLATE_H
#define HIDET_MATMUL_TEMPLATE_H

#include "hidet_internal.h"
#include "matmul_simt_space.h"

typedef enum {
  HIDET_MATMUL_LOAD_REGISTER = 0, /* global -> registers -> shared, double buffered */
  HIDET_MATMUL_LOAD_ASYNC = 1,    /* cp.async global -> shared, `stages`-stage ring */
} HidetMatmulLoadMode;

typedef struct {
  int64_t grid[3]; /* x: n tiles, y: m tiles, z: batch */
  int64_t block;   /* threads (x only) */
} HidetLaunchDims;

/* Appends `gpu.module @<moduleName> { hook declarations; gpu.func
 * @<kernelName>(args) workgroup(...) kernel {...} }` to `out`. `argTypes`
 * are the MLIR type texts of the kernel's arguments (statically shaped
 * memrefs, in order); they are named %arg0.. in the emitted function.
 * In register mode `stages` of the schedule is ignored (always 2).
 * Shared memory never exceeds hidetMatmulScheduleSmemBytes (async: equal;
 * register mode: As is [2][bk][bm+4], unpadded when bk > bm, Bs
 * [2][bk][bn+4]).
 * The gpu.func carries `hidet.template = "matmul_f32_simt"`,
 * `hidet.schedule = "<text form>"`, `hidet.load_mode = "register"|"async"`,
 * `hidet.problem = array<i64: batch, m, n, k>`.
 * Returns false with a message in `why` if the schedule cannot be
 * instantiated (malformed: bk or bn not a multiple of 4, tiles that do not
 * split into 4-wide vectors evenly over the threads, async stages outside
 * 2..4, batch or m tiles beyond the grid's 65535). */
bool hidetMatmulTemplateEmit(HidetStr *out, const char *moduleName, const char *kernelName,
                             const HidetMatmulProblem *p, const HidetMatmulSchedule *s,
                             HidetMatmulLoadMode mode, int nArgs, const char *const *argTypes,
                             HidetLaunchDims *launch, char *why, size_t whySize);

#endif /* HIDET_MATMUL_TEMPLATE_H */
