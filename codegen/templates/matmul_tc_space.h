/*===-- matmul_tc_space.h - The tensor-core matmul schedule space ---------===*
 * The hardware-centric space of the f16/bf16 tensor-core (mma.sync
 * m16n8k16) matmul: it depends on the arch only, never on the shape.
 *
 *   block tile = spatial(wm, wn) warps, each a warp tile of tm x tn MMA
 *   tiles of 16x8:  bm = 16*wm*tm,  bn = 8*wn*tn,  threads = 32*wm*wn
 *
 * plus the k tile bk (a multiple of 16: one ldmatrix/mma k-step per 16)
 * the cp.async ring depth `stages` (2..5), and the split-K factor `splitk`
 * (1, 2, 4 or 8 blocks per output tile sharing the k loop; matmul_splitk.h).
 * The same space serves tf32 (matmul_tf32: f32 operands, m16n8k8 MMAs, two
 * of them per k16 step): the functions below take the operand element
 * bytes `eb`, 2 (f16/bf16) or 4 (tf32), which sizes the shared tiles.
 * Text form: "w2x2-mma2x4-k32-s3" (wm x wn, tm x tn, bk, stages), with
 * "-split<S>" appended when splitk > 1: "w2x2-mma2x4-k32-s3-split4".
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_MATMUL_TC_SPACE_H
#define HIDET_MATMUL_TC_SPACE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "arch.h"
#include "matmul_rtm.h"

typedef struct {
  int wm, wn; /* warps per block along m, n */
  int tm, tn; /* m16n8k16 tiles per warp along m, n (tn even: one ldmatrix.x4 loads two) */
  int bk;     /* k tile of one shared-memory stage, a multiple of 16 */
  int stages; /* cp.async ring depth, 2..5 */
  int splitk; /* split-K factor 1, 2, 4 or 8 (0 reads as 1: no split) */
} HidetMatmulTcSchedule;

/* The split-K factor of s (1 when unset). */
int hidetMatmulTcSplitK(const HidetMatmulTcSchedule *s);

/* C[b] = A[b] (m x k) @ B[b] (k x n), b < batch. `copied`: bit k set when
 * operand k is copied with cp.async, clear when it is staged through
 * registers (the conservative default); staging costs registers. Bit k + 2:
 * operand k's copies may move 16 bytes (copy8: 16-bit rows of a multiple
 * of 8 elements), half as many per tile. */
typedef struct {
  int64_t batch, m, n, k;
  unsigned copied;
  /* A run-time M (matmul_rtm.h; m: the representative size the schedule
   * was chosen for); rt.on false: M is m. */
  HidetMatmulRtM rt;
} HidetMatmulTcProblem;

int64_t hidetMatmulTcBlockM(const HidetMatmulTcSchedule *s);
int64_t hidetMatmulTcBlockN(const HidetMatmulTcSchedule *s);
int64_t hidetMatmulTcThreads(const HidetMatmulTcSchedule *s);
/* Shared memory of the ring: stages * (bm*bk + bk*bn) eb-byte elements
 * (swizzled, unpadded). */
int64_t hidetMatmulTcSmemBytes(const HidetMatmulTcSchedule *s, int eb);
/* Estimated registers per thread when the operands in `copied` (bit k:
 * operand k) are copied with cp.async and the others staged through
 * registers; hidetMatmulTcRegs is the least of them (both copied), which
 * is what Fits checks: a staged operand's budget is the cost model's. */
int64_t hidetMatmulTcRegsFor(const HidetMatmulTcSchedule *s, unsigned copied);
int64_t hidetMatmulTcRegs(const HidetMatmulTcSchedule *s);
/* The register budget of a thread on the arch (what ptxas reaches without
 * spilling, with a margin for the estimate). */
int64_t hidetMatmulTcRegBudget(const HidetArch *arch);
/* Estimated SASS instructions a warp issues per k tile of the steady-state
 * loop: MMAs, fragment loads, their address adds, the copies of its share
 * of the next tile, barrier, waits and loop control. */
double hidetMatmulTcLoopInsns(const HidetMatmulTcSchedule *s, unsigned copied, int eb);

bool hidetMatmulTcFits(const HidetMatmulTcSchedule *s, const HidetArch *arch, int eb, char *why,
                       size_t whySize);
int hidetMatmulTcFormat(const HidetMatmulTcSchedule *s, char *buf, size_t size);
bool hidetMatmulTcParse(const char *text, HidetMatmulTcSchedule *s, char *why, size_t whySize);
/* Every candidate that fits the arch, in a fixed order; *out is malloc'ed. */
size_t hidetMatmulTcSpace(const HidetArch *arch, int eb, HidetMatmulTcSchedule **out);
/* Whether the steady-state loop issues at most 4 instructions per MMA
 * (estimated: hidetMatmulTcLoopInsns); a schedule that does not ranks
 * after every one that does (the cost model adds HIDET_MATMUL_TC_NOT_LEAN). */
bool hidetMatmulTcLean(const HidetMatmulTcSchedule *s, unsigned copied, int eb);
#define HIDET_MATMUL_TC_NOT_LEAN 1e6
/* Estimated microseconds on the arch's reference part (ranking only). */
double hidetMatmulTcCost(const HidetMatmulTcSchedule *s, const HidetMatmulTcProblem *p,
                         const HidetArch *arch, int eb);

#endif /* HIDET_MATMUL_TC_SPACE_H */
