/*===-- matmul_tc_space.c - The tensor-core matmul schedule space ---------===*
 * Derived sizes, the resource check, the text form, the enumeration and the
 * cost model of the mma.sync matmul (matmul_tc_space.h). Fields are kept in
 * 1..64 by Parse and Fits, so derived sizes never overflow.
 *===----------------------------------------------------------------------===*/
#include "matmul_tc_space.h"

#include "hidet_internal.h"
#include "schedule_text.h"
#include "matmul_splitk.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TC_MAX_FIELD 64

static int64_t clampField(int v) { return v < 1 ? 1 : v > TC_MAX_FIELD ? TC_MAX_FIELD : v; }

int hidetMatmulTcSplitK(const HidetMatmulTcSchedule *s) { return s->splitk < 1 ? 1 : s->splitk; }

int64_t hidetMatmulTcBlockM(const HidetMatmulTcSchedule *s) {
  return 16 * clampField(s->wm) * clampField(s->tm);
}
int64_t hidetMatmulTcBlockN(const HidetMatmulTcSchedule *s) {
  return 8 * clampField(s->wn) * clampField(s->tn);
}
int64_t hidetMatmulTcThreads(const HidetMatmulTcSchedule *s) {
  return 32 * clampField(s->wm) * clampField(s->wn);
}

int64_t hidetMatmulTcSmemBytes(const HidetMatmulTcSchedule *s, int eb) {
  int64_t bk = clampField(s->bk);
  return clampField(s->stages) * (hidetMatmulTcBlockM(s) + hidetMatmulTcBlockN(s)) * bk * eb;
}

/* Accumulators (4 f32 per MMA tile), one k-step's A fragments (4 regs per
 * m tile) and B fragments (2 per n tile), 4 per element of a k tile that a
 * thread stages through registers (the value, and the loop-invariant
 * address, clamp and predicate terms that LLVM hoists out of the k loop
 * for every load hook: measured, ptxas needed 255 registers and spilled
 * for 24 staged elements of a bf16 257x129x72 matmul whose async f16 twin
 * needed 128), the lean loop's hoisted addresses (a swizzled fragment base
 * per k step for A and B, one per n-tile pair of a row-major B, a 64-bit
 * source pointer per copy of a thread's share of a tile) and 24 for the
 * rest. Calibrated on 64x64 warp tiles, which sit at ptxas's 255 (and are
 * out of the space: Fits). */
/* A thread's copies of operand k's tile: 8-element vectors when the
 * operand's copies are 16-byte ones (bit k + 2 of `copied`, copy8) and the
 * tile splits evenly into them (the emitter's rule, matmul_tc.c), else
 * 4-element ones. */
static int64_t copiesOf(int64_t tile, int64_t t, unsigned copied, int k) {
  bool wide = (copied & (4u << k)) && (tile / 8) % t == 0;
  return tile / (wide ? 8 : 4) / t;
}

int64_t hidetMatmulTcRegsFor(const HidetMatmulTcSchedule *s, unsigned copied) {
  int64_t tm = clampField(s->tm), tn = clampField(s->tn), bk = clampField(s->bk);
  int64_t t = hidetMatmulTcThreads(s);
  int64_t tileA = hidetMatmulTcBlockM(s) * bk, tileB = hidetMatmulTcBlockN(s) * bk;
  int64_t staged = (((copied & 1u) ? 0 : tileA) + ((copied & 2u) ? 0 : tileB)) / t;
  int64_t copies = ((copied & 1u) ? copiesOf(tileA, t, copied, 0) : 0) +
                   ((copied & 2u) ? copiesOf(tileB, t, copied, 1) : 0);
  return 4 * tm * tn + 4 * tm + 2 * tn + 4 * staged + 2 * (bk / 16) + tn / 2 + 2 * copies + 24;
}

int64_t hidetMatmulTcRegs(const HidetMatmulTcSchedule *s) { return hidetMatmulTcRegsFor(s, 3u); }

/* 7/8 of the arch's registers: the lean loop keeps few addresses live, and
 * the budget was checked against ptxas over the space (no spills at
 * sm_80/sm_90 for the schedules it admits; bench/gpu/sass_report.sh). */
int64_t hidetMatmulTcRegBudget(const HidetArch *arch) { return arch->maxRegsPerThread * 7 / 8; }

double hidetMatmulTcLoopInsns(const HidetMatmulTcSchedule *s, unsigned copied, int eb) {
  int64_t tm = clampField(s->tm), tn = clampField(s->tn), bk = clampField(s->bk);
  int64_t t = hidetMatmulTcThreads(s);
  int64_t kSteps = eb == 4 ? bk / 8 : bk / 16;
  double mma = (double)(tm * tn * kSteps);
  /* ldmatrix: tm for A and tn/2 for B per k step (tf32: 2 scalar loads per
   * n tile for B); one add per k step for A's swizzled base and tn/2 for
   * B's (constants fold into the addresses). */
  double frag = (double)(kSteps * (tm + (eb == 4 ? 2 * tn : tn / 2)) + kSteps + tn / 2);
  /* A thread's 4-element vectors of the next tile: a copy is the LDGSTS,
   * ptxas's padding before it and the 64-bit increment of its source
   * pointer; a staged vector is 4 loads, 4 selects, a store and the
   * address work. Calibrated on the SASS of the lean loop (sm_80/sm_90,
   * bench/gpu/sass_report.sh): within 5% for the f16 BERT and 1000^3
   * picks. */
  int64_t tileA = hidetMatmulTcBlockM(s) * bk, tileB = hidetMatmulTcBlockN(s) * bk;
  double copy = (copied & 1u) ? 4.0 * (double)copiesOf(tileA, t, copied, 0)
                              : 12.0 * (double)(tileA / 4) / (double)t;
  copy += (copied & 2u) ? 4.0 * (double)copiesOf(tileB, t, copied, 1)
                        : 12.0 * (double)(tileB / 4) / (double)t;
  return mma + frag + copy + 20.0; /* wait, barrier, commit, 64-bit stage offsets, loop */
}

/* The ldmatrix round trips a warp's HMMAs wait for in one k tile. In the
 * lean loop's SASS (ptxas 13.0, sm_90) the fragments of the operand with
 * fewer ldmatrix.x4 per k step are loaded once and the other operand's
 * go through one register buffer: max(tm, tn/2) dependent ldmatrix ->
 * HMMA links a k step (w1x4-mma4x2: LDSM R40; 2 HMMAs; LDSM R40; ...),
 * each feeding tm*tn / links HMMAs, which cover ldsmClk of the round
 * trip at cpi cycles each (the chain's cycles per instruction). What
 * they do not cover is exposed. f16/bf16 only (tf32 loads B by scalar
 * loads, and has no measurements). */
static double ldsmExposedClk(const HidetMatmulTcSchedule *s, int eb, double ldsmClk,
                             double cpi) {
  if (eb != 2 || ldsmClk <= 0.0)
    return 0.0;
  int64_t tm = clampField(s->tm), tn = clampField(s->tn), kSteps = clampField(s->bk) / 16;
  int64_t links = tm > tn / 2 ? tm : tn / 2;
  double perLink = (double)(tm * tn) / (double)links;
  double exposed = ldsmClk - perLink * cpi;
  return exposed > 0.0 ? (double)(kSteps * links) * exposed : 0.0;
}

static bool pow2(int64_t v) { return v > 0 && (v & (v - 1)) == 0; }

static bool wellFormed(const HidetMatmulTcSchedule *s, char *why, size_t whySize) {
  const struct {
    const char *name;
    int value;
  } f[] = {{"wm", s->wm}, {"wn", s->wn}, {"tm", s->tm},
           {"tn", s->tn}, {"bk", s->bk}, {"stages", s->stages}};
  for (size_t i = 0; i < sizeof f / sizeof f[0]; ++i)
    if (f[i].value < 1 || f[i].value > TC_MAX_FIELD)
      return hidetFailWhy(why, whySize, "%s = %d is out of range 1..%d", f[i].name, f[i].value,
                          TC_MAX_FIELD);
  if (s->tn % 2)
    return hidetFailWhy(why, whySize,
                        "tn = %d must be even (one transposed ldmatrix.x4 loads two n8 tiles of B)",
                        s->tn);
  if (s->bk % 16 || !pow2(s->bk / 16) || s->bk > 64)
    return hidetFailWhy(why, whySize, "bk = %d must be 16, 32 or 64 (k16 MMA steps, swizzle of "
                        "16-byte chunks)", s->bk);
  if (s->stages < 2 || s->stages > 5)
    return hidetFailWhy(why, whySize, "stages = %d is outside the ring depths 2..5", s->stages);
  int split = hidetMatmulTcSplitK(s);
  if (!pow2(split) || split > HIDET_SPLITK_MAX)
    return hidetFailWhy(why, whySize, "splitk = %d must be 1, 2, 4 or 8", s->splitk);
  /* The B rows hold bn/8 16-byte chunks; the XOR swizzle needs a power of
   * two below 8 or a multiple of 8 (matmul_tc.c). */
  int64_t chunks = hidetMatmulTcBlockN(s) / 8;
  if (!pow2(chunks) && chunks % 8)
    return hidetFailWhy(why, whySize,
                        "bn = %lld is %lld 16-byte chunks; the swizzle needs a power of two or a "
                        "multiple of 8",
                        (long long)hidetMatmulTcBlockN(s), (long long)chunks);
  return true;
}

bool hidetMatmulTcFits(const HidetMatmulTcSchedule *s, const HidetArch *arch, int eb, char *why,
                       size_t whySize) {
  if (!wellFormed(s, why, whySize))
    return false;
  if (arch->tensorCores < HIDET_TC_MMA_SYNC)
    return hidetFailWhy(why, whySize, "%s has no mma.sync tensor cores", arch->name);
  int64_t bm = hidetMatmulTcBlockM(s), bn = hidetMatmulTcBlockN(s), t = hidetMatmulTcThreads(s);
  if (t > arch->maxThreadsPerBlock)
    return hidetFailWhy(why, whySize, "needs %lld threads per block, %s allows %d", (long long)t,
                        arch->name, arch->maxThreadsPerBlock);
  /* Global -> shared copies move 4 elements per thread and step, evenly. */
  if ((bm * s->bk / 4) % t || (s->bk * bn / 4) % t)
    return hidetFailWhy(why, whySize,
                        "the %lldx%d A tile and %dx%lld B tile do not split into 4-element "
                        "vectors evenly over %lld threads",
                        (long long)bm, s->bk, s->bk, (long long)bn, (long long)t);
  /* The ring is dynamic shared memory (matmul_tc.c): up to the arch's
   * opt-in limit per block, above the 48 KiB of static shared memory. */
  int64_t smem = hidetMatmulTcSmemBytes(s, eb);
  if (smem > arch->maxDynSmemPerBlock)
    return hidetFailWhy(why, whySize,
                        "needs %lld bytes (%.1f KiB) of shared memory, over the %lld KiB of "
                        "dynamic shared memory a block of %s can have",
                        (long long)smem, smem / 1024.0,
                        (long long)(arch->maxDynSmemPerBlock / 1024), arch->name);
  /* Accumulators beyond 64 registers leave too little for the rest. A
   * sweep of every 64x64 warp tile (128 accumulators) through ptxas
   * (4096^3 f16, sm_80 and sm_90) found 15 of 104 kernels at 255
   * registers spilling 4-48 bytes, with no rule in the tile, k tile or
   * stage count that the register estimate could follow; no 64x32 or
   * 32x64 warp tile (64 accumulators) spilled. */
  if (4LL * s->tm * s->tn > 64)
    return hidetFailWhy(why, whySize,
                        "a warp tile of %dx%d MMA tiles needs %d accumulator registers per "
                        "thread (at most 64)",
                        s->tm, s->tn, 4 * s->tm * s->tn);
  int64_t regs = hidetMatmulTcRegs(s), budget = hidetMatmulTcRegBudget(arch);
  if (regs > budget || (regs + 7) / 8 * 8 * t > arch->regsPerSm)
    return hidetFailWhy(why, whySize,
                        "needs about %lld registers per thread (the budget is %lld of %s's %d, "
                        "and %d per SM)",
                        (long long)regs, (long long)budget, arch->name, arch->maxRegsPerThread,
                        arch->regsPerSm);
  return true;
}

int hidetMatmulTcFormat(const HidetMatmulTcSchedule *s, char *buf, size_t size) {
  int split = hidetMatmulTcSplitK(s);
  if (split > 1)
    return snprintf(buf, size, "w%dx%d-mma%dx%d-k%d-s%d-split%d", s->wm, s->wn, s->tm, s->tn,
                    s->bk, s->stages, split);
  return snprintf(buf, size, "w%dx%d-mma%dx%d-k%d-s%d", s->wm, s->wn, s->tm, s->tn, s->bk,
                  s->stages);
}

static bool field(const char **p, int *out) { return schedTextField(p, TC_MAX_FIELD, out); }
static bool lit(const char **p, const char *s) { return schedTextLit(p, s); }

bool hidetMatmulTcParse(const char *text, HidetMatmulTcSchedule *s, char *why, size_t whySize) {
  HidetMatmulTcSchedule r;
  const char *p = text;
  bool ok = lit(&p, "w") && field(&p, &r.wm) && lit(&p, "x") && field(&p, &r.wn) &&
            lit(&p, "-mma") && field(&p, &r.tm) && lit(&p, "x") && field(&p, &r.tn) &&
            lit(&p, "-k") && field(&p, &r.bk) && lit(&p, "-s") && field(&p, &r.stages);
  r.splitk = 1;
  if (ok && *p)
    ok = lit(&p, "-split") && field(&p, &r.splitk);
  ok = ok && !*p;
  if (!ok)
    return hidetFailWhy(why, whySize,
                        "'%s' is not a tensor-core matmul schedule 'w<wm>x<wn>-mma<tm>x<tn>-k<bk>-"
                        "s<stages>[-split<S>]' (fields 1..%d)",
                        text, TC_MAX_FIELD);
  if (!wellFormed(&r, why, whySize))
    return false;
  *s = r;
  return true;
}

size_t hidetMatmulTcSpace(const HidetArch *arch, int eb, HidetMatmulTcSchedule **out) {
  static const int kW[] = {1, 2, 4}, kTm[] = {1, 2, 4}, kTn[] = {2, 4, 8}, kBk[] = {16, 32, 64},
                   kSplit[] = {1, 2, 4, 8};
  size_t cap = 3 * 3 * 3 * 3 * 3 * 4 * 4, n = 0;
  *out = malloc(cap * sizeof **out);
  if (!*out)
    abort(); /* out of memory */
  char why[8];
  for (int a = 0; a < 3; ++a)
    for (int b = 0; b < 3; ++b)
      for (int c = 0; c < 3; ++c)
        for (int d = 0; d < 3; ++d)
          for (int e = 0; e < 3; ++e)
            for (int st = 2; st <= 5; ++st)
              for (int f = 0; f < 4; ++f) {
                HidetMatmulTcSchedule s = {kW[a], kW[b], kTm[c], kTn[d], kBk[e], st, kSplit[f]};
                if (s.wm * s.wn <= 8 && hidetMatmulTcFits(&s, arch, eb, why, sizeof why))
                  (*out)[n++] = s;
              }
  return n;
}

static int64_t ceilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }

/* Waves of blocks over the SMs (occupancy from threads, registers and
 * shared memory), each wave as long as its slower side: tensor-core flops
 * of the padded tiles at the arch's mma rate, raised by the ldmatrix work
 * per MMA of small warp tiles, or the global bytes of the tiles at the
 * SM's share of bandwidth; a deeper ring hides more of the shorter side.
 * Padding to whole tiles is what makes odd shapes prefer smaller tiles. */
double hidetMatmulTcCost(const HidetMatmulTcSchedule *s, const HidetMatmulTcProblem *p,
                         const HidetArch *arch, int eb) {
  if (p->batch < 1 || p->m < 1 || p->n < 1 || p->k < 1)
    return 0.0;
  int64_t bm = hidetMatmulTcBlockM(s), bn = hidetMatmulTcBlockN(s), t = hidetMatmulTcThreads(s);
  /* Split-K: S times the blocks, each over a slice of the k tiles, then
   * the combine kernel's pass over the partials. */
  int64_t split = hidetMatmulTcSplitK(s);
  int64_t blocks = p->batch * ceilDiv(p->m, bm) * ceilDiv(p->n, bn) * split;
  int64_t kpad = hidetSplitKSliceTiles(ceilDiv(p->k, s->bk), split) * s->bk;
  /* A schedule whose staged operands would take more registers than the
   * budget spills: never the cost model's pick. */
  int64_t need = hidetMatmulTcRegsFor(s, p->copied);
  if (need > hidetMatmulTcRegBudget(arch))
    return HIDET_COST_UNFIT;
  /* Occupancy counts the estimate less the registers ptxas is expected to
   * leave unused (hidetArchFit's tcRegSlack; 0 hand-set): ptxas 13.0
   * allocates 123-128 where the estimate says 138-146 for 256-thread
   * 128x128 tiles, so two of those blocks share an SM, not one. */
  int64_t occ = need - (int64_t)hidetArchFit(arch)->tcRegSlack;
  occ = occ < 32 ? 32 : occ;
  int64_t regs = (occ + 7) / 8 * 8;
  int64_t perSm = arch->maxBlocksPerSm;
  int64_t byThreads = arch->maxThreadsPerSm / t, byRegs = arch->regsPerSm / (regs * t),
          bySmem = arch->smemPerSm / hidetMatmulTcSmemBytes(s, eb);
  perSm = perSm < byThreads ? perSm : byThreads;
  perSm = perSm < byRegs ? perSm : byRegs;
  perSm = perSm < bySmem ? perSm : bySmem;
  if (perSm < 1)
    perSm = 1;
  int64_t resident = perSm * arch->smCount;
  int64_t waves = ceilDiv(blocks, resident);
  int64_t onSm = blocks < resident ? ceilDiv(blocks, arch->smCount) : perSm;
  double clk = arch->clockGhz * 1e3; /* cycles per microsecond */
  const HidetCostFit *fit = hidetArchFit(arch);
  /* The SM's k loop is bound by the tensor cores or by instruction issue,
   * whichever is slower: 4 schedulers issue one instruction a clock each,
   * and every warp issues hidetMatmulTcLoopInsns per k tile. A loop of
   * ~12 instructions per MMA caps mma.sync near a third of an H100's rate;
   * large warp tiles and k tiles amortize the fixed work. tf32 (4-byte
   * operands) runs at half the f16 rate on A100 and H100. */
  double rate = eb == 4 ? arch->tcFlopsPerClkPerSm / 2.0 : arch->tcFlopsPerClkPerSm;
  int64_t kTiles = kpad / s->bk;
  double warps = (double)(onSm * (t / 32));
  double tensorClk = (double)onSm * 2.0 * (double)(bm * bn * kpad) / rate;
  /* ...and no warp issues faster than one instruction per tcWarpCpi
   * clocks (HidetCostFit: 1 hand-set, fitted on the H100's timings): with
   * few warps on an SM (small problems), the k loop of one warp is the
   * bound, so its instructions per k tile count directly, and so do the
   * ldmatrix round trips its HMMAs wait for (tcLdsmClk: tall warp tiles
   * stream more fragments through one register buffer). */
  double perWarp = (double)kTiles * hidetMatmulTcLoopInsns(s, p->copied, eb);
  double chain = perWarp * fit->tcWarpCpi +
                 (double)kTiles * ldsmExposedClk(s, eb, fit->tcLdsmClk, fit->tcWarpCpi);
  double issueClk = warps * perWarp / 4.0 > chain ? warps * perWarp / 4.0 : chain;
  double compute = (tensorClk > issueClk ? tensorClk : issueClk) / clk;
  /* Where one product's A and B fit in L2 (hidetArchFit's tcL2Bytes), the
   * blocks' re-reads of the same tiles mostly hit it: the A/B tiles stream
   * at tcTileBwScale times DRAM's rate (per product, as matmul_simt's, so
   * the cost stays monotone in m, n and k). */
  double operandBytes = ((double)p->m + (double)p->n) * (double)p->k * (double)eb;
  double bwScale = operandBytes <= fit->tcL2Bytes ? fit->tcTileBwScale : 1.0;
  double bytes = (double)onSm * ((double)((bm + bn) * kpad * eb) / bwScale + (double)(bm * bn * 4));
  double memory = bytes / (arch->bytesPerSec / arch->smCount) * 1e6;
  double hi = compute > memory ? compute : memory, lo = compute > memory ? memory : compute;
  /* The slower of compute and memory hides the other behind the k loop's
   * stages - 1 tiles in flight; with tcBlocksOverlap (hidetArchFit) the
   * SM's other resident blocks overlap it too (their loads and MMAs
   * interleave), so a block of fewer stages that leaves room for more
   * blocks hides as much. */
  double depth = (double)(s->stages - 1) * (fit->tcBlocksOverlap != 0.0 ? (double)onSm : 1.0);
  /* With tcTailWaves (hidetArchFit) a partial last wave costs its share:
   * the busiest SM runs ceil(blocks / SMs) blocks, onSm at a time. */
  double wavesCost = fit->tcTailWaves != 0.0
                         ? (double)ceilDiv(blocks, arch->smCount) / (double)onSm
                         : (double)waves;
  if (wavesCost < 1.0)
    wavesCost = 1.0;
  /* Each k tile ends in the block's wait for its cp.async group and a
   * barrier: tcKTileClk cycles a k tile that the block's warps cannot
   * issue through (hidetArchFit; 0 hand-set), so short k tiles pay it
   * more often (at 2048 rows k64 tiles measured 1.1-1.25x faster than
   * k16/k32 ones of equal work on the H200). The pipeline's fill (the
   * first tile's loads before any MMA) and drain (the last tile's MMAs
   * after the last load) leave the shorter side of one k tile unhidden:
   * tcFillDrain of it (0 hand-set), which long k tiles over a short k pay
   * most (k = 64 in one k64 tile measured 1.3x slower than two k32 ones). */
  double us = wavesCost * (hi + lo / depth + fit->tcFillDrain * lo / (double)kTiles +
                           (double)kTiles * fit->tcKTileClk / clk) +
              2.0 +
              hidetSplitKCombineCost(split, p->batch, p->m, p->n, 4, arch->bytesPerSec);
  /* Issue efficiency floor: a loop estimated at more than 4 instructions
   * per MMA (small warp tiles, short k tiles, many copies per thread) ranks
   * after every leaner one, whatever the estimate says about latency or
   * parallelism on a small problem: such loops cap an H100 far below its
   * mma.sync rate and take issue slots from concurrent work. They stay
   * valid schedules (tune=fixed), and keep their order among themselves
   * when nothing leaner exists (tf32, staged operands). */
  return hidetMatmulTcLean(s, p->copied, eb) ? us : us + HIDET_MATMUL_TC_NOT_LEAN;
}

bool hidetMatmulTcLean(const HidetMatmulTcSchedule *s, unsigned copied, int eb) {
  int64_t kSteps = eb == 4 ? clampField(s->bk) / 8 : clampField(s->bk) / 16;
  double mmas = (double)(clampField(s->tm) * clampField(s->tn) * kSteps);
  return hidetMatmulTcLoopInsns(s, copied, eb) <= 4.0 * mmas;
}
