/*===-- matmul_splitk.h - Split-K for the matmul templates -----------------===*
 * A matmul schedule's `splitk` field S >= 1 splits the reduction over K
 * between S blocks per output tile, for problems whose M x N tiles are too
 * few to fill the GPU (K = 3072 at M = 128 leaves most SMs idle). With
 * S > 1 the template's gpu.module has two kernels, launched in order:
 *
 *   <kernel>_partial  grid (n tiles, m tiles, batch * S); block z = b*S + s
 *                     runs the template's k loop over the k tiles
 *                     [s*T, min((s+1)*T, kTiles)), T = ceil(kTiles / S)
 *                     (possibly none: its partials are 0), and writes its
 *                     f32 partial sums of the in-range elements into the
 *                     global workspace viewed as [S][batch][M][N] f32;
 *   <kernel>_combine  one thread per element of C (grid x over M*N, z over
 *                     the batch): the sum of its S partials in the fixed
 *                     order s = 0, 1, ..., S-1, converted to the result type
 *                     and handed to the store hook (the fused epilogue).
 *
 * With a run-time M (dynamic shapes) the workspace is sized on the host
 * from M (hidet.workspace_dynamic), the view's M dim is `?`, and the
 * combine's grid x covers the run-time M x N.
 *
 * The reduction is deterministic: the same bits on every run whatever the
 * order in which blocks run, since every partial is a whole k range summed
 * by one thread and the partials are added in one order. The workspace is
 * S*batch*M*N*4 bytes (HidetTemplate.workspaceBytes); the host allocates it
 * (host_launch.c) and every element the combine reads was written by the
 * partial kernel, so its initial contents do not matter.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_MATMUL_SPLITK_H
#define HIDET_MATMUL_SPLITK_H

#include "hidet_internal.h"
#include "kernel_text.h"
#include "matmul_rtm.h"

#include <stdint.h>

/* The split factors the schedule spaces enumerate. */
#define HIDET_SPLITK_MAX 8

/* k tiles per slice: ceil(kTiles / S). */
int64_t hidetSplitKSliceTiles(int64_t kTiles, int64_t S);
/* Bytes of the workspace: S*batch*m*n f32 partials; 0 when S <= 1. */
int64_t hidetSplitKWorkspaceBytes(int64_t S, int64_t batch, int64_t m, int64_t n);
/* False, with why, when a split of S over batch x m x n cannot be
 * launched: batch*S blocks along z (at most 65535), a workspace over 2^40
 * bytes. */
bool hidetSplitKCheck(int64_t S, int64_t batch, int64_t m, int64_t n, char *why, size_t whySize);
/* The type text of the workspace argument, "memref<Nxi8>". */
void hidetSplitKWorkspaceType(int64_t S, int64_t batch, int64_t m, int64_t n, char *buf,
                              size_t size);
/* The type text of its f32 view, "memref<SxBxMxNxf32>". */
void hidetSplitKViewType(int64_t S, int64_t batch, int64_t m, int64_t n, char *buf, size_t size);
/* Estimated microseconds of the combine kernel on an arch moving
 * `bytesPerSec` (reads S partials and writes one result per element, plus
 * a launch). */
double hidetSplitKCombineCost(int64_t S, int64_t batch, int64_t m, int64_t n, int resBytes,
                              double bytesPerSec);

/* Appends `gpu.func @<kernelName>_combine(args..., %ws)` (the header
 * comment) to a gpu.module whose store hook
 * `@__hidet_store_out0(resType, index, index, index, args...)` is already
 * declared. argTypes are the call's nArgs memref type texts. */
/* With a run-time M (rt non-NULL and on; m then is the representative
 * size) the combine reads M at entry, covers M x N elements and its grid x
 * is computed on the host (hidet.grid_dynamic). */
void hidetSplitKEmitCombine(HidetStr *out, const char *kernelName, const char *templateName,
                            int64_t S, int64_t batch, int64_t m, int64_t n, int64_t k,
                            const char *resType, int nArgs, const char *const *argTypes,
                            const HidetMatmulRtM *rt);

/* The partial kernel's block, decoded from block z = b*S + s: the batch
 * index b, the slice s, the slice's first k (kBase = s*T*bk), its number
 * of k tiles (ub = clamp(kTiles - s*T, 0, T), uniform in the block), and
 * the workspace %ws viewed as [S][batch][M][N] f32 (wsv; types wsTy and
 * viewTy). Shared by the SIMT and tensor-core matmul emitters. */
typedef struct {
  KtVal b, slice, kBase, ub, wsv;
  char wsTy[64], viewTy[96];
} HidetSplitKBlock;
/* With a run-time M (rt non-NULL and on, its value mRun read at entry) the
 * workspace is a memref<?xi8> and its view's M dim is `?`, sized mRun. */
void hidetSplitKEmitBlock(KernelText *kt, int64_t S, int64_t batch, int64_t m, int64_t n,
                          int64_t kTiles, int64_t bk, const HidetMatmulRtM *rt, KtVal mRun,
                          HidetSplitKBlock *blk);
/* `, hidet.workspace_dynamic = ...` (runtime_extents.h) for the partial
 * kernel of a split over a run-time M: S*batch*N*4 bytes times M, which the
 * host computes from the same dims as the grid; nothing for a static M. */
void hidetSplitKWorkspaceAttr(HidetStr *out, int64_t S, int64_t batch, int64_t n,
                              const HidetMatmulRtM *rt);

/* One element v (type vTy) of C at (b, row, col) out of a matmul kernel:
 * under split-K (sk non-NULL) the f32 partial sum into the workspace view,
 * else through the store hook `@__hidet_store_out0` with the kernel's
 * arguments (argVals ", %arg0, ...", argTys ", T0, ..."). */
void hidetMatmulStoreElement(KernelText *kt, const HidetSplitKBlock *sk, KtVal b, KtVal row,
                             KtVal col, KtVal v, const char *vTy, const char *argVals,
                             const char *argTys);

#endif /* HIDET_MATMUL_SPLITK_H */
