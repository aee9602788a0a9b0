/*===-- matmul_wgmma_space.h - The Hopper wgmma matmul schedule space -----===*
 * The hardware-centric space of the sm_90a matmul (matmul_wgmma.h): it
 * depends on the arch only, never on the shape.
 *
 *   consumer warpgroups  wg (1 or 2), each computing mt (1 or 2) m64 x bn
 *                        wgmma tiles stacked along m:  bm = 64*wg*mt
 *   n tile               bn (64, 128, 192, 256): one wgmma m64nBNk16 per
 *                        k16 step and m tile
 *   k tile               64 elements (one 128-byte swizzle atom per row)
 *   stages               the TMA ring's depth, 2..8 (shared memory)
 *   group                tiles of `group` m-tile rows are walked before the
 *                        next n tile (L2 reuse of B), 1 or 8
 *   splitk               split-K factor 1, 2, 4 or 8 (matmul_splitk.h): the
 *                        walk's work items are (tile, k slice), partial
 *                        sums go to the workspace, a combine kernel adds
 *                        them (for problems with too few tiles to fill the
 *                        SMs)
 *
 * Threads: 128*(wg + 1): a producer warpgroup (one thread issues the TMA
 * loads) and the consumers. Text form: "wg2-mt1-n256-g8-s4", with
 * "-split<S>" appended when splitk > 1: "wg1-mt1-n64-g8-s4-split4".
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_MATMUL_WGMMA_SPACE_H
#define HIDET_MATMUL_WGMMA_SPACE_H

#include "arch.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct {
  int wg, mt, bn, group, stages;
  int splitk; /* 0 reads as 1 */
} HidetWgmmaSchedule;

/* The split-K factor of s (1 when unset). */
int hidetWgmmaSplitK(const HidetWgmmaSchedule *s);

/* C[b] = A[b] (m x k) @ B[b] (k x n); bKMajor: B is stored n x k;
 * staged[k]: operand k is staged through the producer's registers (load
 * hooks) rather than read by TMA. */
typedef struct {
  int64_t batch, m, n, k;
  bool bKMajor;
  bool staged[2];
} HidetWgmmaProblem;

#define HIDET_WGMMA_BK 64
int64_t hidetWgmmaBlockM(const HidetWgmmaSchedule *s);
int64_t hidetWgmmaThreads(const HidetWgmmaSchedule *s);
/* Bytes of one ring stage (the A tile, then the B tile), and of the
 * kernel's dynamic shared memory: 1 KiB of alignment slack (the swizzled
 * tiles must start on 1024-byte boundaries), the ring, the mbarriers. */
int64_t hidetWgmmaStageBytes(const HidetWgmmaSchedule *s);
int64_t hidetWgmmaSmemBytes(const HidetWgmmaSchedule *s);
/* f32 accumulator registers of a consumer thread: mt * bn / 2. */
int64_t hidetWgmmaAccRegs(const HidetWgmmaSchedule *s);
/* Work items of the problem (tiles times the split-K factor) and the
 * persistent grid (at most one block per SM). */
int64_t hidetWgmmaTiles(const HidetWgmmaSchedule *s, const HidetWgmmaProblem *p);
int64_t hidetWgmmaGrid(const HidetWgmmaSchedule *s, const HidetWgmmaProblem *p,
                       const HidetArch *arch);

bool hidetWgmmaFits(const HidetWgmmaSchedule *s, const HidetArch *arch, char *why,
                    size_t whySize);
int hidetWgmmaFormat(const HidetWgmmaSchedule *s, char *buf, size_t size);
bool hidetWgmmaParse(const char *text, HidetWgmmaSchedule *s, char *why, size_t whySize);
/* Every candidate that fits the arch, in a fixed order; *out is malloc'ed. */
size_t hidetWgmmaSpace(const HidetArch *arch, HidetWgmmaSchedule **out);
/* Estimated microseconds on the arch's reference part (ranking only). */
double hidetWgmmaCost(const HidetWgmmaSchedule *s, const HidetWgmmaProblem *p,
                      const HidetArch *arch);

#endif /* HIDET_MATMUL_WGMMA_SPACE_H */
