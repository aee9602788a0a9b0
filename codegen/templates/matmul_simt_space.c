/*===-- matmul_schedule.c - The f32 CUDA-core matmul schedule space -------===*
 * The derived sizes of a schedule (block tile, threads,
 * shared memory, a register estimate), the resource check, the text form,
 * the enumeration of the hardware-centric space and the analytic cost model
 * that picks one schedule of the space for a problem.
 *
 * Every field of a schedule is kept in 1..SCHED_MAX_FIELD by Parse and Fits,
 * so derived sizes are computed in int64 without overflow; the derived-size
 * functions clamp fields into that range first, so that they stay defined
 * (if meaningless) on a struct that Fits would reject.
 *===----------------------------------------------------------------------===*/
#include "matmul_simt_space.h"

#include "hidet_internal.h"
#include "matmul_splitk.h"

#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SCHED_MAX_FIELD 256

/* ---- Derived sizes. ---------------------------------------------------- */

static int64_t clampField(int v) {
  return v < 1 ? 1 : v > SCHED_MAX_FIELD ? SCHED_MAX_FIELD : v;
}

static int64_t blockM64(const HidetMatmulSchedule *s) {
  return clampField(s->wm) * clampField(s->om) * clampField(s->lm) * clampField(s->im);
}
static int64_t blockN64(const HidetMatmulSchedule *s) {
  return clampField(s->wn) * clampField(s->on) * clampField(s->ln) * clampField(s->in);
}
static int64_t threads64(const HidetMatmulSchedule *s) {
  return 32 * clampField(s->wm) * clampField(s->wn);
}
static int saturate(int64_t v) { return v > INT_MAX ? INT_MAX : (int)v; }

int hidetMatmulScheduleSplitK(const HidetMatmulSchedule *s) { return s->splitk < 1 ? 1 : s->splitk; }
int hidetMatmulScheduleBlockM(const HidetMatmulSchedule *s) { return saturate(blockM64(s)); }
int hidetMatmulScheduleBlockN(const HidetMatmulSchedule *s) { return saturate(blockN64(s)); }
int hidetMatmulScheduleThreads(const HidetMatmulSchedule *s) { return saturate(threads64(s)); }

/* Every stage holds an A tile and a B tile, each padded by 4 floats per row
 * (bank-conflict padding that keeps 16-byte alignment): A as [bm][bk+4]
 * (or [bk][bm+4]; the template counts it as bm*(bk+4) either way) and B as
 * [bk][bn+4]. The template computes its own buffer sizes and never exceeds this. */
int64_t hidetMatmulScheduleSmemBytes(const HidetMatmulSchedule *s) {
  int64_t bk = clampField(s->bk);
  return clampField(s->stages) * (blockM64(s) * (bk + 4) + bk * (blockN64(s) + 4)) * 4;
}

/* An estimate, not what ptxas allocates: accumulators (om*im x on*in),
 * double-buffered A/B fragments read from shared memory, the registers that
 * stage one global tile on its way to shared memory ((bm*bk + bk*bn) /
 * threads floats per thread), and 32 for addresses, loop counters and
 * predicates. */
static int64_t regs64(const HidetMatmulSchedule *s) {
  int64_t a = clampField(s->om) * clampField(s->im);
  int64_t b = clampField(s->on) * clampField(s->in);
  int64_t bk = clampField(s->bk);
  int64_t staging = (blockM64(s) * bk + bk * blockN64(s)) / threads64(s);
  return a * b + 2 * (a + b) + staging + 32;
}

int hidetMatmulScheduleRegs(const HidetMatmulSchedule *s) { return saturate(regs64(s)); }

/* Registers of one block as the hardware allocates them: per thread,
 * rounded up to a multiple of 8. */
static int64_t blockRegs(const HidetMatmulSchedule *s) {
  return (regs64(s) + 7) / 8 * 8 * threads64(s);
}

/* ---- Well-formedness and fit. ------------------------------------------ */


/* Arch-independent checks shared by Parse and Fits. */
static bool wellFormed(const HidetMatmulSchedule *s, char *why, size_t whySize) {
  const struct {
    const char *name;
    int value;
  } fields[] = {{"wm", s->wm}, {"wn", s->wn}, {"om", s->om}, {"on", s->on},
                {"lm", s->lm}, {"ln", s->ln}, {"im", s->im}, {"in", s->in},
                {"bk", s->bk}, {"stages", s->stages}};
  for (size_t i = 0; i < sizeof(fields) / sizeof(fields[0]); ++i)
    if (fields[i].value < 1 || fields[i].value > SCHED_MAX_FIELD)
      return hidetFailWhy(why, whySize, "%s = %d is out of range 1..%d", fields[i].name, fields[i].value,
                  SCHED_MAX_FIELD);
  if (s->lm * s->ln != 32)
    return hidetFailWhy(why, whySize, "lane layout l%dx%d has %d lanes; a warp has 32", s->lm, s->ln,
                s->lm * s->ln);
  /* The template keeps at least a double buffer. */
  if (s->stages < 2)
    return hidetFailWhy(why, whySize, "stages = %d; at least 2 are needed", s->stages);
  int split = hidetMatmulScheduleSplitK(s);
  if (split > HIDET_SPLITK_MAX || (split & (split - 1)))
    return hidetFailWhy(why, whySize, "splitk = %d must be 1, 2, 4 or 8", s->splitk);
  return true;
}

bool hidetMatmulScheduleFits(const HidetMatmulSchedule *s, const HidetArch *arch, char *why,
                             size_t whySize) {
  if (!wellFormed(s, why, whySize))
    return false;
  int64_t bm = blockM64(s), bn = blockN64(s), threads = threads64(s);
  if (threads > arch->maxThreadsPerBlock)
    return hidetFailWhy(why, whySize, "needs %lld threads per block, %s allows %d", (long long)threads,
                arch->name, arch->maxThreadsPerBlock);
  /* Global -> shared copies move 4 floats per thread and step, and every
   * thread does the same number of them: A along k, B along n. */
  if (s->bk % 4 != 0)
    return hidetFailWhy(why, whySize, "bk = %d must be a multiple of 4 (vector loads of A along k)",
                s->bk);
  if (bn % 4 != 0)
    return hidetFailWhy(why, whySize, "bn = %lld must be a multiple of 4 (vector loads of B along n)",
                (long long)bn);
  if ((bm * s->bk / 4) % threads != 0)
    return hidetFailWhy(why, whySize, "the %lldx%d A tile is %lld vectors of 4, not a multiple of %lld threads",
                (long long)bm, s->bk, (long long)(bm * s->bk / 4), (long long)threads);
  if ((s->bk * bn / 4) % threads != 0)
    return hidetFailWhy(why, whySize, "the %dx%lld B tile is %lld vectors of 4, not a multiple of %lld threads",
                s->bk, (long long)bn, (long long)(s->bk * bn / 4), (long long)threads);
  int64_t smem = hidetMatmulScheduleSmemBytes(s);
  if (smem > arch->maxSmemPerBlock)
    return hidetFailWhy(why, whySize,
                "needs %lld bytes (%.1f KiB) of shared memory, %s has %lld KiB per block",
                (long long)smem, smem / 1024.0, arch->name,
                (long long)(arch->maxSmemPerBlock / 1024));
  int64_t regs = regs64(s);
  if (regs > arch->maxRegsPerThread)
    return hidetFailWhy(why, whySize, "needs about %lld registers per thread, %s allows %d",
                (long long)regs, arch->name, arch->maxRegsPerThread);
  if (blockRegs(s) > arch->regsPerSm)
    return hidetFailWhy(why, whySize, "needs about %lld registers per block, an SM of %s has %d",
                (long long)blockRegs(s), arch->name, arch->regsPerSm);
  return true;
}

/* ---- Text form. -------------------------------------------------------- */

int hidetMatmulScheduleFormat(const HidetMatmulSchedule *s, char *buf, size_t size) {
  int split = hidetMatmulScheduleSplitK(s);
  if (split > 1)
    return snprintf(buf, size, "w%dx%d-o%dx%d-l%dx%d-i%dx%d-k%d-s%d-split%d", s->wm, s->wn, s->om,
                    s->on, s->lm, s->ln, s->im, s->in, s->bk, s->stages, split);
  return snprintf(buf, size, "w%dx%d-o%dx%d-l%dx%d-i%dx%d-k%d-s%d", s->wm, s->wn, s->om, s->on,
                  s->lm, s->ln, s->im, s->in, s->bk, s->stages);
}

#define SCHED_SHAPE "w<M>x<N>-o<M>x<N>-l<M>x<N>-i<M>x<N>-k<K>-s<S>[-split<S>]"

/* A decimal number without sign or leading zeros (so that the text form is
 * canonical and round-trips); 0 is read here and rejected as out of range
 * by wellFormed. Returns false if there is no number or it is too large. */
static bool parseInt(const char **p, int *out) {
  const char *q = *p;
  if (*q < '0' || *q > '9')
    return false;
  if (*q == '0' && q[1] >= '0' && q[1] <= '9')
    return false;
  long v = 0;
  for (; *q >= '0' && *q <= '9'; ++q) {
    v = v * 10 + (*q - '0');
    if (v > 1000000)
      return false;
  }
  *out = (int)v;
  *p = q;
  return true;
}

bool hidetMatmulScheduleParse(const char *text, HidetMatmulSchedule *s, char *why,
                              size_t whySize) {
  if (!text)
    return hidetFailWhy(why, whySize, "expected '" SCHED_SHAPE "', got no text");
  /* The text, literally: a letter, then one or two numbers ('x' between),
   * groups separated by '-'. */
  static const struct {
    char letter;
    int count;
  } groups[] = {{'w', 2}, {'o', 2}, {'l', 2}, {'i', 2}, {'k', 1}, {'s', 1}};
  int v[10];
  int nv = 0;
  const char *p = text;
  bool ok = true;
  for (size_t g = 0; ok && g < sizeof(groups) / sizeof(groups[0]); ++g) {
    if (g > 0 && *p++ != '-') {
      ok = false;
      break;
    }
    if (*p++ != groups[g].letter) {
      ok = false;
      break;
    }
    for (int j = 0; ok && j < groups[g].count; ++j) {
      if (j > 0 && *p++ != 'x')
        ok = false;
      else if (!parseInt(&p, &v[nv++]))
        ok = false;
    }
  }
  int split = 1;
  if (ok && *p != '\0')
    ok = strncmp(p, "-split", 6) == 0 && (p += 6, parseInt(&p, &split));
  if (!ok || *p != '\0')
    return hidetFailWhy(why, whySize, "expected '" SCHED_SHAPE "', got '%s'", text);
  if (split < 1) /* 0 would read as "no split" in the struct: not a text form */
    return hidetFailWhy(why, whySize, "invalid matmul schedule '%s': splitk = %d must be 1, 2, 4 "
                        "or 8", text, split);
  HidetMatmulSchedule r = {v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9], split};
  char inner[160];
  if (!wellFormed(&r, inner, sizeof(inner)))
    return hidetFailWhy(why, whySize, "invalid matmul schedule '%s': %s", text, inner);
  *s = r;
  return true;
}

/* ---- The space. -------------------------------------------------------- */

size_t hidetMatmulScheduleSpace(const HidetArch *arch, HidetMatmulSchedule **out) {
  static const int warps[] = {1, 2, 4};
  static const int lanes[][2] = {{4, 8}, {8, 4}};
  static const int outer[] = {1, 2};
  static const int inner[] = {2, 4};
  static const int bks[] = {8, 16, 32};
  static const int stages[] = {2, 3, 4};
  static const int splits[] = {1, 2, 4, 8};
  /* 3*3 warp shapes (at most; wm*wn in {1,2,4,8}) * 2 * 2*2 * 2*2 * 3 * 3 * 4. */
  size_t cap = 9 * 2 * 4 * 4 * 3 * 3 * 4, n = 0;
  HidetMatmulSchedule *v = malloc(cap * sizeof(*v));
  if (!v) {
    *out = NULL;
    return 0;
  }
  /* Outermost first: warps, lane layout, repeats, thread tile, bk, stages. */
  for (int a = 0; a < 3; ++a)
    for (int b = 0; b < 3; ++b) {
      int wm = warps[a], wn = warps[b];
      if (wm * wn > 8)
        continue;
      for (int l = 0; l < 2; ++l)
        for (int c = 0; c < 2; ++c)
          for (int d = 0; d < 2; ++d)
            for (int e = 0; e < 2; ++e)
              for (int f = 0; f < 2; ++f)
                for (int k = 0; k < 3; ++k)
                  for (int st = 0; st < 3; ++st)
                    for (int sp = 0; sp < 4; ++sp) {
                      HidetMatmulSchedule s = {wm,       wn,          outer[c],
                                               outer[d], lanes[l][0], lanes[l][1],
                                               inner[e], inner[f],    bks[k],
                                               stages[st], splits[sp]};
                      if (hidetMatmulScheduleFits(&s, arch, NULL, 0))
                        v[n++] = s;
                    }
    }
  *out = v;
  return n;
}

/* ---- Cost model. ------------------------------------------------------- */

static int64_t ceilDiv(int64_t a, int64_t b) { return a <= 0 ? 0 : (a - 1) / b + 1; }
/* ceil(a / b) for block counts held in double (batch*tiles may exceed
 * int64 for absurd problems); no libm. */
static double ceilDivF(double a, double b) {
  double q = a / b;
  if (q >= 9e15)
    return q; /* already integral at this magnitude */
  double t = (double)(int64_t)q;
  return t < q ? t + 1 : t;
}
static int64_t min64(int64_t a, int64_t b) { return a < b ? a : b; }

/* Fixed cycles per wave that no overlap hides: the first global tile's
 * latency before the main loop and the epilogue's stores draining. */
#define WAVE_LATENCY_CYCLES 1000.0

double hidetMatmulScheduleCost(const HidetMatmulSchedule *s, const HidetMatmulProblem *p,
                               const HidetArch *arch) {
  if (p->batch <= 0 || p->m <= 0 || p->n <= 0)
    return 0.0;
  const HidetArch *e = arch;
  int64_t bm = blockM64(s), bn = blockN64(s), bk = clampField(s->bk), threads = threads64(s);
  /* Split-K: S times the blocks, each over a slice of the k tiles, and
   * then the combine kernel's pass over the partials. */
  int64_t split = hidetMatmulScheduleSplitK(s);
  int64_t kPadded = hidetSplitKSliceTiles(ceilDiv(p->k, bk), split) * bk;
  double blocks = (double)p->batch * (double)ceilDiv(p->m, bm) * (double)ceilDiv(p->n, bn) *
                  (double)split;

  /* Occupancy: blocks resident on one SM, limited by threads, registers,
   * shared memory and the hardware's block slots (at least 1: Fits). */
  int64_t perSm = arch->maxBlocksPerSm;
  perSm = min64(perSm, arch->maxThreadsPerSm / threads);
  perSm = min64(perSm, arch->regsPerSm / blockRegs(s));
  perSm = min64(perSm, arch->smemPerSm / hidetMatmulScheduleSmemBytes(s));
  if (perSm < 1)
    perSm = 1;
  /* Waves: every wave but the last is full; the last costs a full wave too
   * (wave quantization). A single partial wave has fewer blocks per SM. */
  double slots = (double)arch->smCount * (double)perSm;
  double waves = ceilDivF(blocks, slots);
  double resident = (double)perSm;
  if (waves <= 1.0) {
    double spread = ceilDivF(blocks, (double)arch->smCount);
    resident = spread < resident ? spread : resident;
  }

  /* Cycles of one wave on one SM, the `resident` blocks sharing it:
   * compute: every FMA of the padded tile (edge tiles do full work) over
   *   the SM's FMA lanes;
   * memory: the A and B tiles of the whole padded k loop plus the C tile
   *   stored, over the SM's share of the chip's bandwidth. */
  const HidetCostFit *fit = hidetArchFit(arch);
  double fmas = (double)bm * (double)bn * (double)kPadded;
  double compute = resident * fmas / e->fmaPerClkPerSm;
  double bytes = ((double)(bm + bn) * (double)kPadded + (double)bm * (double)bn) * 4.0;
  /* Where one product's A and B fit in L2 (hidetArchFit), the blocks'
   * re-reads of them mostly hit it: the tiles stream at simtTileBwScale
   * times DRAM's rate. Per product, not per batch, so that a wave's cost
   * does not depend on how many waves follow; a step up in cost where
   * they stop fitting keeps it monotone in m, n and k. */
  double operandBytes = ((double)p->m + (double)p->n) * (double)p->k * 4.0;
  double bwScale = operandBytes <= fit->simtL2Bytes ? fit->simtTileBwScale : 1.0;
  double bytesPerClk = bwScale * e->bytesPerSec / (double)arch->smCount / (e->clockGhz * 1e9);
  double memory = resident * bytes / bytesPerClk;
  double cycles = compute > memory ? compute : memory;

  /* Latency hiding: few resident warps leave load and FMA latency exposed
   * (with simtWarpsHalf warps an SM runs at half speed). As resident warps
   * grow with `resident`, cycles*(1 + c/warps) still grows, so the cost
   * stays monotone in the problem size. */
  double warps = resident * (double)threads / 32.0;
  cycles *= 1.0 + fit->simtWarpsHalf / warps;
  double tile = (double)(clampField(s->om) * clampField(s->im) * clampField(s->on) *
                         clampField(s->in));
  /* Measured on sm_90 (hidetArchFit): 8-warp blocks, more so with 32
   * accumulators a thread, a staging of 16 floats a thread per k tile and
   * block tiles wider than tall run slower than the model above says. */
  if (threads >= 256)
    cycles *= fit->simtWarps8Factor * (tile >= 32.0 ? fit->simtBigTileFactor : 1.0);
  if ((bm * bk + bk * bn) / threads >= 16)
    cycles *= fit->simtStagingFactor;
  if (bn > bm)
    cycles *= fit->simtWideTileFactor;
  /* ILP: a small thread tile issues many shared loads per FMA (the
   * threshold and weight: hidetArchFit). */
  if (tile < fit->simtIlpTile)
    cycles *= 1.0 + fit->simtIlpWeight * (fit->simtIlpTile - tile) / fit->simtIlpTile;
  /* Register blocking (hidetArchFit): the floats a thread reads from
   * shared memory per FMA, (om*im + on*in) / tile. The LSU's 32 floats a
   * clock per SM against 128 FMA lanes makes those reads cost time the FMA
   * count misses; a lopsided tile (o2x1-i4x2: 10 floats for 16 FMAs)
   * reads more per FMA than a square one (o1x1-i4x4: 8 for 16). */
  {
    double reads = (double)(clampField(s->om) * clampField(s->im) + clampField(s->on) * clampField(s->in));
    cycles *= 1.0 + fit->simtSmemReadWeight * reads / tile;
  }
  /* Deeper pipelines hide more global latency (the factors:
   * hidetArchFit). The hand-set rule applies them only with enough k steps
   * to fill them (4 tiles of bk; counted in tiles so that the cost stays
   * monotone in k: 4 tiles with its 3-6% bonus still cost more than 3
   * without); the H100 fit applies them always (measured: 3 stages beat 2
   * even on 2 tiles of k). Their shared-memory cost already shows in the
   * occupancy. Without a bonus, stages > 2 ties with 2 and loses the tie
   * (it comes later in the space). */
  if (s->stages >= 2 && s->stages <= 4 && kPadded >= fit->simtStageMinTiles * bk)
    cycles *= fit->simtStageFactor[s->stages - 2];
  /* Measured (hidetArchFit): the 8x4 lane layout reads its shared
   * fragments slower than 4x8. */
  if (s->lm == 8 && s->ln == 4)
    cycles *= fit->simtLanes8x4;

  double waveUs = (cycles + WAVE_LATENCY_CYCLES) / (e->clockGhz * 1e3);
  return waves * waveUs + hidetSplitKCombineCost(split, p->batch, p->m, p->n, 4, e->bytesPerSec);
}

size_t hidetMatmulSchedulePick(const HidetMatmulSchedule *space, size_t n,
                               const HidetMatmulProblem *p, const HidetArch *arch) {
  size_t best = 0;
  double bestCost = 0.0;
  for (size_t i = 0; i < n; ++i) {
    double c = hidetMatmulScheduleCost(&space[i], p, arch);
    if (i == 0 || c < bestCost) {
      best = i;
      bestCost = c;
    }
  }
  return best;
}
