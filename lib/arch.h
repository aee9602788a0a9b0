/*===-- arch.h - The one table of GPU architectures -----------------------===*
 * Everything the compiler assumes about a GPU lives here, read by the
 * templates' schedule spaces and cost models, by the pipeline options
 * (which archs exist, which PTX ISA each needs) and by the PTX target.
 * Limits are the public per-arch figures; the cost-model constants
 * (clock, FMA lanes, bandwidth) are rough peaks of one reference part per
 * arch, meant for ranking schedules, not for predicting times.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_ARCH_H
#define HIDET_ARCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Tensor-core instructions an arch has (each implies the ones before). */
typedef enum {
  HIDET_TC_NONE = 0,
  HIDET_TC_MMA_SYNC = 1, /* mma.sync + ldmatrix (sm_80+) */
  HIDET_TC_WGMMA = 2,    /* wgmma + TMA (sm_90a only) */
} HidetTensorCoreGen;

/* Constants of the cost models fitted on measurements (issue 28;
 * bench/gpu/calibrate.py, docs/benchmarks.md "Calibrating the cost
 * model"). Each arch's table names the GPU, date and data file they were
 * fitted on; an arch without measurements keeps the hand-set values
 * (kHidetCostFitDefault) that the models used before calibration. */
typedef struct {
  const char *provenance; /* GPU, date and data file of the fit, or "not calibrated" */
  /* reduce/softmax/layer_norm: the fixed time of one kernel (launch, the
   * first DRAM round trip, the tail) in microseconds, and the cycles one
   * instruction of a thread's per-element work (a scalar chunk's, for
   * every element of -v4 chunks too) adds to that thread's critical path
   * (issue latency a few resident warps cannot hide: a thread with more
   * elements finishes later). */
  double redKernelUs;
  double redChainClk;
  /* reduce/softmax/layer_norm: 1: the issue bound counts the busiest SM's
   * blocks (ceil(blocks / SMs)), not the average; 0: the average (the
   * hand-set model). */
  double redTailIssue;
  /* reduce/softmax/layer_norm: instructions per element of a 128-bit
   * (-v4) chunk besides its arithmetic: the lane's extract and mask (2,
   * the hand-set model; a 128-bit load fills four registers, so the
   * extract costs nothing after ptxas). */
  double redVecLaneInsns;
  /* softmax/layer_norm: what a byte of a sector that a store instruction
   * touches but does not fill costs against a stored byte (the -v4
   * forms store scalars 16 bytes apart: a quarter of each sector; L2
   * merges the partial writes before DRAM, so less than a byte; 0: the
   * stores at the loads' sector efficiency, the hand-set model). */
  double redStoreSectorCost;
  /* softmax/layer_norm/reduce: cycles an SM takes to launch one block; in
   * a kernel of one wave its last block starts (blocks - 1) launches late
   * (0: none, the hand-set model). */
  double redLaunchClk;
  /* softmax/layer_norm/reduce: the share of a multi-wave kernel's time
   * that the early-finishing warps of a block hold idle until its last
   * warp retires the block, reached as the block's warps W grow: a factor
   * 1 + redBlockHold * (1 - 1/W) (0: none, the hand-set model). */
  double redBlockHold;
  /* layer_norm: cycles a thread waits, per chunk of its writing pass,
   * for the per-position parameters (gamma, beta) it loads there: the
   * loads follow the previous chunk's stores, which may alias them, so
   * each chunk is one dependent L2 round trip (0: none, the hand-set
   * model). */
  double redParamTripClk;
  /* softmax/layer_norm (and reduce's row-writing form): cycles of an
   * SM's load/store unit per 128-byte line that one warp store
   * instruction touches (a warp over several rows, or -v4's
   * 16-byte-strided scalar stores, touches more lines per byte): a bound
   * beside the issue bound (0: none, the hand-set model). */
  double redLineClk;
  /* matmul_f32_simt: the factor on a wave's cycles of a 2-, 3- and
   * 4-stage pipeline (stages 2 is the reference, 1.0) */
  double simtStageFactor[3];
  /* ... applied when the k loop has at least this many tiles (the
   * hand-set rule: 4, with factors so close to 1 that the cost stays
   * monotone in k; 0: always, which keeps it monotone in k too). */
  int simtStageMinTiles;
  /* matmul_f32_simt: the factor on a wave's cycles of the 8x4 lane
   * layout (8 lanes along M, 4 along N) against 4x8. */
  double simtLanes8x4;
  /* matmul_f32_simt: a thread tile of fewer accumulators than
   * simtIlpTile costs 1 + simtIlpWeight * (simtIlpTile - tile) /
   * simtIlpTile times the cycles (too few independent FMAs per shared
   * load). */
  double simtIlpTile;
  double simtIlpWeight;
  /* matmul_f32_simt: the latency-hiding factor 1 + simtWarpsHalf /
   * resident warps per SM (the hand-set 4: half speed at 4 warps). */
  double simtWarpsHalf;
  /* matmul_f32_simt: the bandwidth of the A/B/C tile traffic as a multiple
   * of the chip's DRAM bandwidth (the tiles of a GEMM are re-read by many
   * blocks and mostly hit L2; 1: the hand-set DRAM-only bound), where
   * one product's A and B together fit in simtL2Bytes (0: never). */
  double simtTileBwScale;
  double simtL2Bytes;
  /* matmul_f32_simt: factors on a wave's cycles of 8-warp (256-thread)
   * blocks (their k-tile barrier waits for twice the warps), of 8-warp
   * blocks with 32 or more accumulators per thread (register pressure),
   * and of a global-to-shared staging of 16 or more floats per thread
   * and k tile (1: the hand-set model). */
  double simtWarps8Factor;
  double simtBigTileFactor;
  double simtStagingFactor;
  /* matmul_f32_simt: the factor on a wave's cycles of a block tile wider
   * than tall (bn > bm; measured at M = 128 on sm_90: 64x32 tiles beat
   * 32x64 ones of the same warps by 25-50%, which the model tied). */
  double simtWideTileFactor;
  /* matmul_f32_simt: register blocking. Per k step a thread reads
   * om*im + on*in floats from shared memory for om*im*on*in FMAs; the
   * SM's shared memory returns 32 floats a clock against 128 FMA lanes,
   * so a wave's cycles are multiplied by 1 + simtSmemReadWeight *
   * (om*im + on*in) / (om*im*on*in) (0: the hand-set model). */
  double simtSmemReadWeight;
  /* matmul_tc: the cycles one warp takes per instruction of its k loop
   * (hidetMatmulTcLoopInsns) when it issues alone on its scheduler: the
   * loop's dependent chains (ldmatrix -> HMMA, address -> cp.async, the
   * barrier and cp.async wait of each k tile) keep a lone warp from
   * issuing every clock. The floor of a k tile of an SM with few warps
   * (small problems) is this many cycles per instruction; 1.0 is the
   * hand-set "one instruction a clock". */
  double tcWarpCpi;
  /* matmul_tc: as simtTileBwScale/simtL2Bytes, the bandwidth of the A/B
   * tile traffic as a multiple of DRAM's where one product's A and B fit
   * in tcL2Bytes (the blocks' re-reads of the same tiles hit L2; 1, 0:
   * every tile byte from DRAM, the hand-set model). */
  double tcTileBwScale;
  double tcL2Bytes;
  /* matmul_tc: 1: the lesser of compute and memory is hidden behind the
   * stages - 1 tiles in flight of every resident block of the SM, not of
   * one block (0: of one block, the hand-set model). */
  double tcBlocksOverlap;
  /* matmul_tc: 1: a partial last wave costs its share (the busiest SM's
   * ceil(blocks / SMs) blocks over the resident ones, at least one wave);
   * 0: every wave counts whole (the hand-set model). */
  double tcTailWaves;
  /* matmul_tc: registers a thread that ptxas is expected to leave unused
   * of hidetMatmulTcRegsFor's estimate; occupancy counts the estimate less
   * this (at least 32; 0: the estimate, the hand-set model). The no-spill
   * check still uses the estimate. */
  double tcRegSlack;
  /* matmul_tc: cycles a block loses per k tile to its cp.async wait and
   * barrier, not hidden by its own warps (0: none, the hand-set model). */
  double tcKTileClk;
  /* matmul_tc: the share of one k tile's shorter side (compute or
   * memory) that the pipeline's fill and drain leave unhidden (0: none,
   * the hand-set model). */
  double tcFillDrain;
  /* matmul_tc: the round trip (cycles) of one ldmatrix that a warp's
   * HMMAs wait for. ptxas keeps the fragments of the operand with fewer
   * per k step and streams the other's through one register buffer
   * (SASS of the lean loop, docs/benchmarks.md "Cost-model calibration
   * 7"), so every k step has max(tm, tn/2) dependent ldmatrix -> HMMA
   * links; a link whose HMMAs (tm*tn / links of them) issue in fewer
   * cycles than this leaves the rest exposed in the warp's chain (0:
   * none, the hand-set model). */
  double tcLdsmClk;
  /* attention_tc: the cycles one block's key tile takes end to end (the
   * K/V loads and their barrier, the S = QK^T chain, the softmax's
   * shuffles and exponentials, the P.V chain), attnTcTileClk plus
   * attnTcStepClk per 16 keys, which the SM's other resident blocks hide:
   * a key tile of an SM costs at least 1/blocks-per-SM of it more (0, 0:
   * the hand-set model, the issue work only). */
  double attnTcTileClk;
  double attnTcStepClk;
  /* attention_tc: registers a thread that ptxas is expected to leave
   * unused of the no-spill budget (hidetAttentionTcRegs), for mt = 1;
   * half of it at mt = 2. Occupancy counts the budget less this slack
   * (0: the budget itself, the hand-set model). */
  double attnTcRegSlack;
  /* attention_tc: cycles added to a key tile's chain per warp of a block
   * beyond 4 when the K/V ring (stages > 1) synchronizes the block once a
   * tile: every warp waits for the slowest one's copies (0: none, the
   * hand-set model). */
  double attnTcRingSyncClk;
  /* attention_tc: cycles added to a key tile's chain without the K/V ring
   * (stages 1): the tile's global loads and their stores to shared memory
   * (with the register prefetch, the stores of the vectors loaded during
   * the previous tile) between the tile's two barriers, where the ring's
   * cp.async lands a tile ahead behind one barrier (0: none, the hand-set
   * model). */
  double attnTcInPlaceClk;
  /* attention_simt: the same latency chain of a key tile (K/V tile
   * through shared memory, the scores, the row's shuffles, P.V),
   * attnSimtTileClk plus attnSimtStepClk per 16 keys, once per key tile
   * and wave (the resident blocks overlap theirs). Fitted jointly with
   * attention_tc's, so that the two templates' estimates stay comparable
   * (the template with the cheaper best schedule wins). */
  double attnSimtTileClk;
  double attnSimtStepClk;
} HidetCostFit;

/* The values the cost models used before any fit (every arch without
 * measurements). */
extern const HidetCostFit kHidetCostFitDefault;

typedef struct {
  const char *name;          /* "sm_80": the chip of nvvm-attach-target */
  const char *ptxFeatures;   /* PTX ISA the chip needs: "+ptx80" */
  /* The arch whose calibrated schedule spaces, cost models and schedule
   * choices this one uses: its own name (sm_80, sm_90), another arch's
   * for a variant of the same chip (sm_90a: "sm_90"), NULL for a PTX-only
   * target with no schedule space (sm_86, sm_89). Read it through
   * hidetArchCalibration. */
  const char *calibratedAs;
  const char *referencePart; /* the part the cost constants describe */
  int smCount;               /* SMs of the reference part (A100: 108, H100 SXM: 132) */
  int maxThreadsPerBlock;    /* 1024 */
  int maxThreadsPerSm;       /* 2048 */
  int maxRegsPerThread;      /* 255 */
  int regsPerSm;             /* 65536 */
  int64_t maxSmemPerBlock;   /* static shared memory: 48 KiB */
  int64_t smemPerSm;         /* shared memory per SM usable by blocks */
  int maxBlocksPerSm;        /* 32 */
  HidetTensorCoreGen tensorCores;
  double clockGhz;           /* SM clock */
  double fmaPerClkPerSm;     /* f32 FMA lanes per SM: 64 on A100 (GA100), 128 on H100 */
  double bytesPerSec;        /* effective DRAM/L2 bandwidth of the whole chip */
  /* Dense f16/bf16 tensor-core flops (mma.sync, f32 accumulation) per SM
   * per clock: A100 1024 FMA = 2048 (312 TFLOPS), H100 SXM 4096 (989
   * TFLOPS at boost), GA102/AD102 512 (f32 accumulation runs at half rate
   * on consumer parts). */
  double tcFlopsPerClkPerSm;
  /* Shared memory a block may have when its kernel opts in to dynamic
   * shared memory above 48 KiB (cuFuncSetAttribute): A100 163 KiB, H100
   * 227 KiB, GA102/AD102 99 KiB. */
  int64_t maxDynSmemPerBlock;
  const HidetCostFit *fit;   /* fitted cost constants (never NULL) */
} HidetArch;

/* The fitted cost constants of arch (kHidetCostFitDefault for a
 * hand-made HidetArch without them). */
static inline const HidetCostFit *hidetArchFit(const HidetArch *arch) {
  return arch && arch->fit ? arch->fit : &kHidetCostFitDefault;
}

/* The arch named `name`, or NULL for an unknown name (or NULL). */
const HidetArch *hidetArchLookup(const char *name);
/* The arch whose calibration (schedule spaces, cost models) `arch` uses:
 * itself, sm_90 for sm_90a, or NULL when it has none (or arch is NULL).
 * The one place that says sm_90a schedules as sm_90 does. */
const HidetArch *hidetArchCalibration(const HidetArch *arch);
/* The arch named `name` when it has a calibration (hidetArchCalibration),
 * else NULL. The arch itself is returned, not its calibration: sm_90a
 * keeps its name (cache keys, remarks) and its wgmma/TMA. */
const HidetArch *hidetArchLookupScheduled(const char *name);
/* Every arch, in table order: the count, and the i-th (NULL past the end). */
size_t hidetArchCount(void);
const HidetArch *hidetArchAt(size_t i);
/* "sm_80, sm_86, ..." of every arch (scheduledOnly: those with a
 * calibration), joined with `sep`, the last two with `lastSep`
 * ("sm_80, sm_90 or sm_90a"), into buf. */
void hidetArchList(bool scheduledOnly, const char *sep, const char *lastSep, char *buf,
                   size_t size);

#endif /* HIDET_ARCH_H */
