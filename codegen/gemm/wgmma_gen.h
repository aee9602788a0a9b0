/*===-- wgmma_gen.h - The parts of the sm_90a (wgmma + TMA) GEMM kernels --===*
 * The Hopper GEMM kernels are built from these parts (codegen/gemm/
 * wgmma.c) and from the epilogue of the mma.sync parts (gemm_gen.h), whose
 * accumulator layout a wgmma shares: the f32 accumulators of an m64nNk16
 * wgmma, per warp w of the warpgroup, are N/8 m16n8 C fragments of rows
 * 16w..16w+15, register 4j + 2h + e holding row 16w + lane/4 + 8h, column
 * 8j + 2(lane%4) + e, exactly the fragments epilogue.c stores.
 *
 *   - the ring: S stages in dynamic shared memory from a 1024-byte aligned
 *     base (the 128-byte swizzle repeats every 8 rows of 128 bytes, and a
 *     wgmma descriptor assumes that phase): stage s holds the A tile
 *     [bm][64] at s*stageBytes, then B: k-major [bn][64], or n-major as
 *     bn/64 boxes of [64 k][64 n], each as TMA writes it with the 128-byte
 *     swizzle (16-byte chunk c of row r at chunk c ^ (r % 8));
 *   - mbarriers: full[s] (the producer's arrive.expect_tx + the TMA bytes,
 *     and the producer threads' arrivals after staging an operand) and
 *     empty[s] (every consumer thread's arrive once the wgmmas that read
 *     the stage completed), phases from a k-step counter that runs on
 *     across the tiles of a persistent block;
 *   - shared-memory descriptors (PTX "matrix descriptor"): start address
 *     >> 4 in bits 0-13, leading byte offset >> 4 in 16-29, stride byte
 *     offset >> 4 in 32-45, swizzle mode 1 (128 B) in 62-63. K-major tiles
 *     (A, a k-major B): stride 1024 (8 rows of 128 bytes), a k16 step is 32
 *     bytes further. An n-major B: leading offset 8192 (the next 64-column
 *     box), stride 1024 (8 k rows), a k16 step is 16 rows (2048 bytes).
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_WGMMA_GEN_H
#define HIDET_WGMMA_GEN_H

#include "kernel_text.h"

#include <stdbool.h>
#include <stdint.h>

typedef struct {
  KernelText *kt;
  const char *elem; /* "f16" | "bf16" */
  /* Per operand: read by TMA from its tensor map (true), or STAGED: the
   * producer warpgroup's 128 threads read it through the load hooks
   * (which apply any prologue) and store it in the layout TMA would have
   * written, then fence the async proxy and arrive on the stage's full
   * barrier (wgmmaEmitStaged). */
  bool tma[2];
  int64_t M, N, K;        /* the problem, for the staged loads' bounds */
  const char *argVals, *argTys; /* the kernel arguments the hooks take */
  int64_t bm, bn, mt, wg, S;
  int64_t stageBytes, aBytes;
  bool bKMajor;
  int rankA, rankB;          /* tensor-map ranks: 3 with a batch coordinate */
  char descA[256], descB[256]; /* !nvgpu.tensormap.descriptor types */
  char boxA[96], boxB[96];     /* the shared-memory memref types of one box */
  char bar[128];             /* the mbarrier group type */
  char accTy[1024];          /* !llvm.struct<(f32, ...)>: bn/2 f32 */
  KtVal dsm, pad, bars, tmA, tmB;
} WgmmaGen;

/* The types of g (descA.., accTy) from its sizes. */
void wgmmaInitTypes(WgmmaGen *g);
/* Work item `item` of the persistent walk: batch b, k slice (of `split`;
 * 0 without split-K), m0 and n0 (elements), for a problem of mT x nT tiles
 * a batch, `group` m-tile rows per L2 group. Items run batch-major, then
 * slice-major, so the slices of a tile are `tiles` items apart. */
void wgmmaTileCoords(WgmmaGen *g, KtVal item, int64_t mT, int64_t nT, int group, int64_t split,
                     KtVal *b, KtVal *slice, KtVal *m0, KtVal *n0);
/* The stage (j % S) and phase parity (i1, (j / S) % 2) of k step j. */
void wgmmaStagePhase(WgmmaGen *g, KtVal j, KtVal *stage, KtVal *phase);
/* The arrivals a stage's full barrier counts per phase: 1 for the TMA
 * issuer's arrive.expect_tx when an operand comes by TMA, 128 for the
 * producer threads when one is staged. */
int64_t wgmmaFullArrivals(const WgmmaGen *g);
/* The producer's k step j of a tile: wait until the stage is free; then
 * the TMA issuer (`leader`, an i1, or none when only it runs the loop)
 * expects the TMA bytes and issues the TMA loads of A at (b, m0, k0) and
 * of B; then each producer thread (`ptid`, 0..127) stages its share of the
 * staged operands and arrives. */
void wgmmaEmitProduce(WgmmaGen *g, KtVal j, KtVal b, KtVal m0, KtVal n0, KtVal k0, KtVal leader,
                      KtVal ptid);
/* The descriptors (i64) of stage 0 for A's m tile 0 of warpgroup `wgi`
 * and for B. */
void wgmmaDescBases(WgmmaGen *g, KtVal wgi, KtVal *da, KtVal *db);
/* The consumer's k step j: wait for the stage, its 4*mt wgmmas into
 * acc[mt] (the item's `first` step starts each m tile from scale-d zero,
 * so acc may be undefined then), commit, wait for them, release the
 * stage. */
void wgmmaEmitConsume(WgmmaGen *g, KtVal j, KtVal da, KtVal db, KtVal *acc, bool first);
/* Release the stage of k step j (every consumer thread arrives). */
void wgmmaEmitRelease(WgmmaGen *g, KtVal j);
/* The accumulators of m tile acc as bn/8 vector<2x2xf32> C fragments. */
void wgmmaFragments(WgmmaGen *g, KtVal acc, KtVal *frag);

#endif /* HIDET_WGMMA_GEN_H */
