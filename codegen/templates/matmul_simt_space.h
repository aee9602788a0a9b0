/*===-- matmul_schedule.h - The f32 CUDA-core matmul schedule space -------===*
 * Hidet's hardware-centric schedule space for (batch_)matmul on CUDA cores:
 * the space depends on the arch only, never on the input shape. A schedule
 * names the block's warps, each warp's outer repeats, the lane layout and
 * each thread's inner register tile; the block tile follows from them:
 *
 *   thread tile of C in a block = compose(spatial(wm, wn), repeat(om, on),
 *                                         spatial(lm, ln), repeat(im, in))
 *   bm = wm*om*lm*im,  bn = wn*on*ln*in,  threads = 32*wm*wn (lm*ln == 32)
 *
 * plus the reduction step bk, the number of shared-memory stages and the
 * split-K factor (1, 2, 4 or 8 blocks per output tile sharing the k loop;
 * matmul_splitk.h). Text form (pass options, attributes, reports), e.g.
 * "w2x2-o2x2-l4x8-i4x4-k8-s2", with "-split<S>" appended when S > 1.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_MATMUL_SCHEDULE_H
#define HIDET_MATMUL_SCHEDULE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "arch.h"
#include "matmul_rtm.h"

typedef struct {
  int wm, wn; /* warps per block along m, n */
  int om, on; /* warp-level repeats */
  int lm, ln; /* lane layout inside a warp, lm*ln == 32 */
  int im, in; /* per-thread register tile (contiguous) */
  int bk;     /* reduction step of one shared-memory tile */
  int stages; /* shared-memory stages: 2 = double buffering */
  int splitk; /* split-K factor 1, 2, 4 or 8 (0 reads as 1: no split) */
} HidetMatmulSchedule;

/* The split-K factor of s (1 when unset). */
int hidetMatmulScheduleSplitK(const HidetMatmulSchedule *s);

/* Problem: C[b] = A[b] (m x k) @ B[b] (k x n), b < batch (flattened). */
typedef struct {
  int64_t batch, m, n, k;
  /* Dynamic shapes (codegen/runtime_extents.h): M read at kernel entry
   * (matmul_rtm.h; m: the representative size the schedule was chosen
   * for). rt.on false: M is m. */
  HidetMatmulRtM rt;
} HidetMatmulProblem;

/* Derived sizes. */
int hidetMatmulScheduleBlockM(const HidetMatmulSchedule *s);
int hidetMatmulScheduleBlockN(const HidetMatmulSchedule *s);
int hidetMatmulScheduleThreads(const HidetMatmulSchedule *s);
/* Shared memory bytes of the kernel the template emits for `stages`. */
int64_t hidetMatmulScheduleSmemBytes(const HidetMatmulSchedule *s);
/* Estimated registers per thread (accumulators, fragments, staging, overhead). */
int hidetMatmulScheduleRegs(const HidetMatmulSchedule *s);

/* Checks that the schedule is well formed and fits the arch; on failure
 * writes why ("needs 64 KiB of shared memory, sm_80 has 48 KiB") to `why`. */
bool hidetMatmulScheduleFits(const HidetMatmulSchedule *s, const HidetArch *arch, char *why,
                             size_t whySize);

/* "w2x2-o2x2-l4x8-i4x4-k8-s2". Returns the length written (snprintf rules). */
int hidetMatmulScheduleFormat(const HidetMatmulSchedule *s, char *buf, size_t size);
/* Parses the text form; false with a message in `why` on malformed text
 * (well-formedness only: the exact shape of the text, every field a
 * decimal in 1..256 without sign or leading zeros, lm*ln == 32,
 * stages >= 2; use ...Fits for the arch). `*s` is left alone on failure. */
bool hidetMatmulScheduleParse(const char *text, HidetMatmulSchedule *s, char *why,
                              size_t whySize);

/* The space for an arch: every enumerated candidate that fits, in a fixed
 * deterministic order. Returns the count; *out is malloc'ed (caller frees). */
size_t hidetMatmulScheduleSpace(const HidetArch *arch, HidetMatmulSchedule **out);

/* Analytic cost (lower is better, in estimated microseconds on the arch's
 * reference part) of running the schedule on the problem: tile efficiency
 * (wasted work on edge tiles), waves of blocks over the SMs, occupancy
 * (threads, registers, shared memory per SM), global bytes moved per block
 * and FMA throughput. Non-decreasing in batch, m, n and k; 0 for an empty
 * problem. Meant for ranking schedules, not for predicting times. */
double hidetMatmulScheduleCost(const HidetMatmulSchedule *s, const HidetMatmulProblem *p,
                               const HidetArch *arch);
/* Index in `space` of the cheapest schedule (ties: the earlier one; 0 when
 * n == 0). */
size_t hidetMatmulSchedulePick(const HidetMatmulSchedule *space, size_t n,
                               const HidetMatmulProblem *p, const HidetArch *arch);

#endif /* HIDET_MATMUL_SCHEDULE_H */
