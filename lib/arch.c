/*===-- arch.c - The one table of GPU architectures -----------------------===*/
#include "arch.h"

#include <stdio.h>
#include <string.h>

/* The limits and cost constants of an H100 SXM, shared by sm_90 and sm_90a
 * (the same chip), so that the two rank schedules alike by construction. */
#define H100_SXM_LIMITS "H100 SXM", 132, 1024, 2048, 255, 65536, 48 * 1024, 228 * 1024, 32
#define H100_SXM_COSTS 1.7, 128.0, 3.0e12, 4096.0, 227 * 1024, &kH100Fit

const HidetCostFit kHidetCostFitDefault = {
    .provenance = "not calibrated (hand-set values)",
    .redKernelUs = 1.0,
    .redChainClk = 0.0,
    .redTailIssue = 0.0,
    .redVecLaneInsns = 2.0,
    .redStoreSectorCost = 0.0,
    .redLaunchClk = 0.0,
    .redBlockHold = 0.0,
    .redParamTripClk = 0.0,
    .redLineClk = 0.0,
    /* the hand-set rule: 3% less time per stage above 2 */
    .simtStageFactor = {1.0, 0.97, 0.94},
    .simtStageMinTiles = 4,
    .simtLanes8x4 = 1.0,
    .simtIlpTile = 16.0,
    .simtIlpWeight = 0.5,
    .simtWarpsHalf = 4.0,
    .simtTileBwScale = 1.0,
    .simtL2Bytes = 0.0,
    .simtWarps8Factor = 1.0,
    .simtBigTileFactor = 1.0,
    .simtStagingFactor = 1.0,
    .simtWideTileFactor = 1.0,
    .simtSmemReadWeight = 0.0,
    .tcWarpCpi = 1.0,
    .tcTileBwScale = 1.0,
    .tcL2Bytes = 0.0,
    .tcBlocksOverlap = 0.0,
    .tcTailWaves = 0.0,
    .tcRegSlack = 0.0,
    .tcKTileClk = 0.0,
    .tcFillDrain = 0.0,
    .tcLdsmClk = 0.0,
    .attnTcTileClk = 0.0,
    .attnTcStepClk = 0.0,
    .attnTcRegSlack = 0.0,
    .attnTcRingSyncClk = 0.0,
    .attnTcInPlaceClk = 0.0,
    .attnSimtTileClk = 0.0,
    .attnSimtStepClk = 0.0,
};

/* Fitted by bench/gpu/calibrate.py (docs/benchmarks.md, "Calibrating the
 * cost model") on an H100 80GB HBM3 (SXM): bench/gpu/timings.sm_90.txt
 * (bench/gpu/tune.py, 2026-11-25: each case's cost-model top 16, median of
 * 50 runs, L2 flushed; 192 matmul_f32_simt and 64 softmax/layer_norm
 * timings), chosen 2026-11-27 by the median within-case Spearman
 * correlation of estimate and measurement. */
static const HidetCostFit kH100Fit = {
    .provenance = "H100 80GB HBM3, 2026-11-25 timings, fitted 2026-11-27, "
                  "bench/gpu/timings.sm_90.txt; matmul_f32_simt also H200 2026-11-27, "
                  "bench/gpu/results/2026-11-27-h200-tune-{cases-top16,top32-bert_layer}.timings; "
                  "reductions and matmul_tc refitted 2026-11-27 (calibration 3) with H200 "
                  "bench/gpu/results/2026-11-27-h200-tune-cases-top16.timings; "
                  "matmul_tc tcLdsmClk (calibration 7, 2026-11-28) and attention_tc "
                  "H200 2026-11-27 bench/gpu/results/2026-11-27-h200-s3-tune-cases-top12.timings",
    .redKernelUs = 4.0,
    /* Calibration 3 (2026-11-27; docs/benchmarks.md "Cost-model
     * calibration 3"): refitted with the H200 timings of
     * bench/gpu/results/2026-11-27-h200-tune-cases-top16.timings (softmax
     * and layer_norm, 4 cases x 16) together with timings.sm_90.txt.
     * redTailIssue: 192 blocks of 8 rows on 132 SMs measured 3-4% slower
     * than 384 of 4 or 768 of 2 (softmax, 1536 rows of 128), which the
     * average issue bound tied. redChainClk 6 -> 10: 2048 rows of 768
     * measured 128 lanes a row faster than 64 and 64 than 32 (8.9, 10.5,
     * 13.2 us); the committed medians are the same at 6-16. redVecLaneInsns
     * 2 -> 1: at 128 rows of 768 the -v4 form measured 5-8% faster than the
     * plain one on the H200 (1.45x on the H100), which the model ranked
     * after it; 0 ranks that case right (0.93) but puts 2048-row -v4
     * schedules first, the slowest measured. Tried and not taken:
     * redBlockClk 100-1000 (every median lower: softmax at 24576 rows of
     * 128 is fastest with the smallest blocks). */
    .redChainClk = 3.0, /* 10 (per instruction) until calibration 8r (below) */
    .redTailIssue = 1.0,
    .redVecLaneInsns = 1.0,
    /* Calibration 5 (issue 28; NVIDIA H200, 2026-11-27:
     * bench/gpu/results/2026-11-27-h200-s3-tune-cases-top12.timings and
     * 2026-11-27-h200-tune-cases-top16.timings, checked on the H100's
     * timings.sm_90.txt; docs/benchmarks.md "Cost-model calibration 5"):
     * - redStoreSectorCost: the -v4 forms store scalars 16 bytes apart (a
     *   quarter of each sector; PTX: ld.global.v4 but st.global.b32). At
     *   24576 rows of 128 (softmax) row-g16-p2-c16 measured 11.8 us and its
     *   -v4 form 17.2; at 2048 rows of 768 (layer_norm) row-g128-p2-c8 8.85
     *   and -v4 13.0: both say a -v4 row's stores cost 1.93x a coalesced
     *   row's bytes, 1 + 3w, w = 0.31 (0.25-0.31 give the same medians;
     *   0.4-0.5 drop the H100 layer_norm_b16, where -v4 row-g32 measured
     *   slightly faster than the plain form).
     * - redLaunchClk 30: one wave of 1536 rows of 128 in 1-warp blocks
     *   (12 an SM) measured 4.70 us, in 2- or 4-warp blocks (6 or 3)
     *   4.40-4.42; 2048 rows of 768 in 64-lane rows, 1 to 8 rows a block
     *   (15.5 to 1.9 blocks an SM, one wave) 11.23, 10.77, 10.51, 10.46 us
     *   (H100: 13.07 .. 12.13). Tried 10-100: 20-30 best; charged in every
     *   wave (not only one), softmax_b16 falls (12288 1-warp blocks are
     *   the fastest measured).
     * - redBlockHold 0.05: at 24576 rows of 128 (three waves) 1-warp
     *   blocks measured 17.2-17.8 us, 2-32-warp ones 18.8-21.1 (H100:
     *   20.2-21.0 against 22.0-22.6); tried 0.03 (new softmax 0.56), 0.07
     *   and 0.1 (new 0.75, 0.83, but the H100 softmax_b16 0.58, 0.60: its
     *   4-lane rows, the slowest measured, are 1-warp blocks). */
    .redStoreSectorCost = 0.31,
    .redLaunchClk = 30.0,
    .redBlockHold = 0.05,
    /* Calibration 8r (2026-11-28; the same H100 and H200 files, checked on
     * the H200's other tune files; docs/benchmarks.md "Cost-model
     * calibration 8r"):
     * - redChainClk 10 -> 3, the chain now counted per element (a -v4
     *   chunk as 4 scalar ones): at 1536 rows of 128 the H100 measured
     *   row-g8's -v4 and plain forms alike (5.95-6.21 us);
     * - redParamTripClk 400: layer_norm loads gamma and beta behind each
     *   chunk's stores, one dependent L2 round trip a chunk: at 128 rows
     *   of 768 (H100) -v4 (3 chunks a thread) 6.9 us against plain (12
     *   chunks) 9.9 at the same 12 elements a thread, row-g32 -v4 (6) 8.7
     *   against plain (24) 14.3 (0.2-0.35 us a chunk); 300 drops the
     *   H100's layer_norm_b16 0.99 -> 0.50, 500-600 the same medians;
     * - redLineClk 8: 24576 rows of 128 in 4-lane rows (8 rows, 8 lines a
     *   warp store instruction) measured 27.7 us against 21.0-22.5 in
     *   8-lane rows (4 lines) on the H100; 4-6 rank the H200's 2048-row
     *   layer_norm worse (0.17-0.32), 9-10 the H100's (0.99 -> 0.60). */
    .redParamTripClk = 400.0,
    .redLineClk = 8.0,
    .simtStageFactor = {1.0, 0.8, 0.75},
    .simtStageMinTiles = 0,
    .simtLanes8x4 = 1.4,
    /* tried 32 and 64: the same median, but a split-K pick for a 4096^3
     * matmul (unmeasured) */
    .simtIlpTile = 16.0,
    .simtIlpWeight = 0.5,
    /* Refitted on the H200 (the H100's chip) tune=measure timings of
     * 2026-11-27 (bench/gpu/results/2026-11-27-h200-tune-cases-top16.timings
     * and -top32-bert_{layer,base}.timings: this model's top 16/32 of every
     * f32 matmul of build.sh's cases and the f32 BERT models) together with
     * timings.sm_90.txt: the median within-case Spearman on the new
     * timings 0.15 -> 0.56 (held-out: the bert_base file and the committed
     * hold-outs' shapes, 0.39 -> 0.53), on the committed ones 0.59 -> 0.58
     * (with simtWideTileFactor; docs/benchmarks.md). The measured winners at
     * M = 128 are 4-warp blocks (w2x2, w4x1): 8-warp blocks lose 10-35%,
     * most with 32 accumulators a thread, which the old model, bound by
     * DRAM bandwidth on tiles that live in L2, preferred. */
    .simtWarpsHalf = 2.0,
    .simtTileBwScale = 2.0,
    .simtL2Bytes = 50e6, /* the H100's 50 MB L2 */
    .simtWarps8Factor = 1.1,
    .simtBigTileFactor = 1.1,
    .simtStagingFactor = 1.1,
    /* breaks the ties of the 4-warp layouts (tried 1.05-1.2: the same
     * medians; favourite/best on the new timings 1.149 -> 1.051) */
    .simtWideTileFactor = 1.1,
    /* Register blocking (calibration 6, docs/benchmarks.md), fitted on the
     * H200 tune=measure timings of 2026-11-27
     * (bench/gpu/results/2026-11-27-h200-s3-tune-cases-top12.timings) with
     * timings.sm_90.txt (H100) and the earlier H200 top16 file as checks:
     * the model's picks were lopsided o2x1-i4x2 thread tiles (10 shared
     * floats for 16 FMAs), measured up to 1.16x slower than o1x1-i4x4
     * (8 for 16) and o2x1-i4x4 (12 for 32). Median within-case Spearman
     * 0.26 -> 0.42 (new), 0.58 -> 0.63 (committed), 0.63 -> 0.68 (top16);
     * tried 0.1-2: 0.1-0.5 better on all three, 1-2 drop the top16 set
     * to 0.31-0.34. */
    .simtSmemReadWeight = 0.25,
    /* Fitted on the f16 timings (192, 12 cases): 1 -> 5 takes the median
     * within-case Spearman from 0.64 to 0.82 (tried 2, 4, 5, 6, 8, 12:
     * 0.73, 0.77, 0.82, 0.82, 0.75, 0.73). Those timings ran the loop
     * before the lean main loop (~100 SASS instructions per k16 tile, ~3x
     * what hidetMatmulTcLoopInsns counts for the lean loop of the same
     * schedule), so 5 cycles per counted instruction is ~2 per executed
     * one then; a rerun on the lean loop should refit it (likely lower). */
    .tcWarpCpi = 5.0,
    /* Calibration 3 (2026-11-27; docs/benchmarks.md "Cost-model
     * calibration 3"): with the H200's matmul_tc timings of the lean loop
     * (2026-11-27-h200-tune-cases-top16.timings, 12 cases x 12-16) next to
     * timings.sm_90.txt; median within-case Spearman new 0.23 -> 0.53,
     * committed 0.82 -> 0.83. At 2048 rows, 128x128 tiles of 2-3 stages
     * measured up to 1.3x faster than 5 stages (qkv: s2 30.3 us, s5
     * 34.3), which the model ranked last:
     * - tcRegSlack: ptxas 13.0 allocates 123-128 registers where the
     *   estimate says 138-146 (256-thread 128x128 tiles; 64 for ~98 at
     *   w2x2-mma2x4), so two such blocks share an SM, not one (checked
     *   with ptxas -v on ffn_up_f16_b16's schedules);
     * - tcBlocksOverlap: the resident blocks overlap each other's loads,
     *   as the stages of one block do;
     * - tcTailWaves: the last, partial wave costs its share (384 blocks on
     *   264 slots: 1.45 waves of 2 blocks an SM, not 2);
     * - tcTileBwScale 3 in the 50 MB L2 (as matmul_simt's 2): the
     *   estimates at 2048 rows were ~2.5x the measured times, bound by
     *   DRAM on tile re-reads (2: new 0.46, 4: 0.55 but committed 0.82).
     * tcWarpCpi stays 5 (4: 0.51, 6: 0.54 new, committed 0.84 / 0.81). */
    .tcTileBwScale = 3.0,
    .tcL2Bytes = 50e6,
    .tcBlocksOverlap = 1.0,
    .tcTailWaves = 1.0,
    .tcRegSlack = 16.0,
    /* Calibration 4 (issue 28; NVIDIA H200, 2026-11-27,
     * bench/gpu/results/2026-11-27-h200-s3-tune-cases-top12.timings: the
     * cost model's top 12 of 71aed1a, 20 runs, the lean loop): at 2048
     * rows k64 tiles measured 1.1-1.25x faster than k16/k32 ones of the
     * same block (ffn_down_f16_b16 39.3 against 48.6-49.7 us), which the
     * issue and bandwidth bounds tied. 150 cycles a k tile: median
     * Spearman on those timings 0.11 -> 0.33, committed H100 0.83 -> 0.84
     * (held out 0.81 -> 0.76); 300, 600, 1200 give the same new median
     * and held out 0.72; a per-warp chain term instead (300 cycles a k
     * tile in tcWarpCpi's chain): 0.15. */
    .tcKTileClk = 150.0,
    /* With tcKTileClk alone, scores_f16_b16 (k = 64) moved to one k64
     * tile, which the earlier H200 file (2026-11-27-h200-tune-cases-
     * top16.timings) measured at 10.8-11.4 us against 8.1-8.8 for k16/k32
     * tiles: the pipeline's fill and drain. 0.5 of one k tile's shorter
     * side keeps k32 there and k64 at 2048 rows; 0.25 and 0.5 give the
     * same medians (1: ffn_up_f16_b16 back to k32, measured 1.11x
     * slower). Same provenance as tcKTileClk. */
    .tcFillDrain = 0.5,
    /* Calibration 7 (issue 28; NVIDIA H200, 2026-11-27 timings,
     * bench/gpu/results/2026-11-27-h200-s3-tune-cases-top12.timings, with
     * timings.sm_90.txt (H100) and 2026-11-27-h200-tune-cases-top16.timings
     * as checks; chosen 2026-11-28): ldmatrix round trip of the lean loop.
     * At batch 1 (1-2 blocks an SM) tall warp tiles measured 1.1-1.2x
     * slower than mma2x4 of the same block (qkv_f16_b1: w1x4-mma4x2
     * 11.06-11.30 us, w2x2-mma2x4 9.28-9.73): their SASS streams the 4 A
     * fragments through one register buffer, 2 HMMAs a link. Tried 12, 15,
     * 20, 25, 30, 40, 60 cycles: median Spearman over the fitted (not
     * held-out) cases new 0.31, 0.48, 0.56, 0.47, 0.47, 0.41, 0.41
     * (0: 0.27), committed 0.84, 0.84, 0.84, 0.82, 0.81, 0.76, 0.75 (0:
     * 0.84); 20 taken (about an ldmatrix's shared-memory latency). */
    .tcLdsmClk = 20.0,
    /* Fitted on the H200's attention sweeps (bench/attention/results,
     * 2026-11-27: run 2, attention_tc, 4 f16 cases x 15 schedules; run 5,
     * attention_simt, 6 cases x 3-4; the H200 is the H100's chip with
     * faster memory, and these kernels are not memory-bound): median
     * within-case Spearman attention_tc 0.09 -> 0.76, attention_simt 0.68
     * -> 0.75. Tried (tc tile/step) 3000/0 0.68, 4000/100 0.68, 6000/100
     * 0.71, 2000/1000 0.76, 3000/1500 0.79 (not taken: its held-out case
     * gains nothing, 0.22); with the latency as a floor
     * instead of a sum, or hidden by warps instead of blocks: lower. Fitted
     * jointly: with tc's constants alone (simt 0), or simt's lower than
     * tc's, the cost model moved tiny f16 attentions (test/Attention's
     * sampling cases: 1-4 heads, 1-129 queries) to attention_simt, which
     * no measurement supports; simt's f32 estimates are 2-3x under their
     * measurements without a term of their own. Every committed f16 case
     * keeps attention_tc, at 2.8x or more below attention_simt's estimate. */
    .attnTcTileClk = 2000.0,
    .attnTcStepClk = 500.0,
    /* Refitted with attnTcRegSlack (issue 26, the same run-2 sweep): ptxas
     * 13.0 leaves 25-36 registers of the no-spill budget unused at mt = 1
     * (w4-m1-k64: 152 estimated, 127 allocated) and 2-16 at mt = 2, so
     * the budget undercounted the resident blocks of 4-warp schedules.
     * Slack 32 with 2000/500: median Spearman 0.76 -> 0.80, the held-out
     * 512-token causal case 0.19 -> 0.46, and the pick among the measured
     * schedules a 4-warp one in every case (the best at 128 tokens and at
     * 512 non-causal, 1.07x the best at 512 causal, was 1.16x); tried
     * slack 0/8/16/24/32/40 x tile 1000-4000 x step 500-2000
     * (bench/gpu/calibrate.py; docs/benchmarks.md). */
    .attnTcRegSlack = 32.0,
    /* The ring's block-wide wait (issue 26; H200 runs 6 and 7 of
     * 2026-11-27, bench/attention/results/2026-11-27-h200-run6+7-ring-f16-
     * sweep.md): 8-warp rings measured 1.04-1.31x slower than the 4-warp
     * ring of the same key tile at every shape (w8-m1-k64-s2 86 us against
     * w4-m1-k64-s2 72 at 512 tokens). With the causal problems' exact key
     * tiles per query block (attention_tc_template.c), 100 cycles a warp:
     * median Spearman over the 4 f16 cases 0.13 -> 0.70 (250: 0.66, 500:
     * 0.60, 2000: 0.55), and the pick the measured best at 512 tokens,
     * causal or not (was 1.31x and 1.16x of it). */
    .attnTcRingSyncClk = 100.0,
    /* Calibration 7 (issue 28; NVIDIA H200, 2026-11-27,
     * bench/gpu/results/2026-11-27-h200-s3-tune-cases-top12.timings, with
     * the committed sweeps as the check; chosen 2026-11-28): without the
     * ring (stages 1) every measured schedule was 1.1-1.35x slower than
     * the same w/m/k with the 2-stage ring (512 tokens: w4-m1-k64 94.5
     * against 70.1 us; 128: w4-m1-k128 21.5 against 16.0), which the
     * model put within 1.07-1.10x. Tried 500-6000 (only where the register
     * prefetch is off, and everywhere): 2000 everywhere gives the fitted
     * (not held-out) cases' median new 0.47 -> 0.76, committed 0.67 ->
     * 0.67 (1000: 0.57 / 0.67, 1500: 0.71, 2500-3000: 0.74); only without
     * the prefetch, 2000: 0.74. */
    .attnTcInPlaceClk = 2000.0,
    .attnSimtTileClk = 3000.0,
    /* Refitted (issue 28, calibration 4) on an NVIDIA H200, 2026-11-27:
     * bench/gpu/results/2026-11-27-h200-s3-tune-cases-top12.timings (the
     * cost model's top 12 of 71aed1a, 20 runs). The split-KV decode steps
     * (1 query row, 4096 keys) measured 64-key tiles 1.5-1.6x slower than
     * 32-key ones at equal waves x tiles (r4-k64-g32-split8 602 us,
     * r2-k32-g32-split8 369): a key tile's chain grows with its keys
     * faster than 1000 cycles per 16. Step 2000: median Spearman on those
     * timings 0.17 -> 0.57, the committed sweeps unchanged (0.75); tried
     * tile x step 2000-8000 x 1000-6000 (step 4000+: 0.53-0.56 but the
     * committed favourite/best 1.034 -> 1.10) and a partial-wave charge
     * of the memory bound (lower at every setting: not taken). */
    .attnSimtStepClk = 2000.0,
};

/* sm_86/sm_89 describe consumer parts (RTX 3090 / RTX 4090): 1536 threads
 * and 100 KiB of shared memory per SM. Only sm_80 and sm_90 have
 * calibrated schedule spaces; the others are PTX targets. sm_90a is sm_90
 * plus the arch-specific wgmma/TMA/setmaxnreg instructions: it schedules
 * with sm_90's calibration, but its PTX runs only on cc 9.0. */
static const HidetArch kArchs[] = {
    {"sm_80", "+ptx80", "sm_80", "A100 SXM", 108, 1024, 2048, 255, 65536, 48 * 1024, 164 * 1024,
     32, HIDET_TC_MMA_SYNC, 1.4, 64.0, 1.5e12, 2048.0, 163 * 1024, &kHidetCostFitDefault},
    {"sm_86", "+ptx80", NULL, "RTX 3090", 82, 1024, 1536, 255, 65536, 48 * 1024, 100 * 1024, 16,
     HIDET_TC_MMA_SYNC, 1.7, 128.0, 0.9e12, 512.0, 99 * 1024, &kHidetCostFitDefault},
    {"sm_89", "+ptx80", NULL, "RTX 4090", 128, 1024, 1536, 255, 65536, 48 * 1024, 100 * 1024, 24,
     HIDET_TC_MMA_SYNC, 2.5, 128.0, 1.0e12, 512.0, 99 * 1024, &kHidetCostFitDefault},
    {"sm_90", "+ptx80", "sm_90", H100_SXM_LIMITS, HIDET_TC_MMA_SYNC, H100_SXM_COSTS},
    {"sm_90a", "+ptx80", "sm_90", H100_SXM_LIMITS, HIDET_TC_WGMMA, H100_SXM_COSTS},
};
#define ARCH_COUNT (sizeof kArchs / sizeof kArchs[0])

const HidetArch *hidetArchLookup(const char *name) {
  if (!name)
    return NULL;
  for (size_t i = 0; i < ARCH_COUNT; ++i)
    if (strcmp(kArchs[i].name, name) == 0)
      return &kArchs[i];
  return NULL;
}

const HidetArch *hidetArchCalibration(const HidetArch *arch) {
  return arch && arch->calibratedAs ? hidetArchLookup(arch->calibratedAs) : NULL;
}

const HidetArch *hidetArchLookupScheduled(const char *name) {
  const HidetArch *a = hidetArchLookup(name);
  return hidetArchCalibration(a) ? a : NULL;
}

size_t hidetArchCount(void) { return ARCH_COUNT; }

const HidetArch *hidetArchAt(size_t i) { return i < ARCH_COUNT ? &kArchs[i] : NULL; }

void hidetArchList(bool scheduledOnly, const char *sep, const char *lastSep, char *buf,
                   size_t size) {
  const HidetArch *pick[ARCH_COUNT];
  size_t k = 0, n = 0;
  for (size_t i = 0; i < ARCH_COUNT; ++i)
    if (!scheduledOnly || hidetArchCalibration(&kArchs[i]))
      pick[k++] = &kArchs[i];
  if (size)
    buf[0] = '\0';
  for (size_t i = 0; i < k && n < size; ++i)
    n += (size_t)snprintf(buf + n, size - n, "%s%s", i == 0 ? "" : i + 1 == k ? lastSep : sep,
                          pick[i]->name);
}

