/*===-- matmul_wgmma_space.c - The Hopper wgmma matmul schedule space -----===*
 * Derived sizes, the resource check, the text form, the enumeration and the
 * cost model of the sm_90a matmul (matmul_wgmma_space.h). Fits keeps every
 * field in its small set, so derived sizes never overflow.
 *===----------------------------------------------------------------------===*/
#include "matmul_wgmma_space.h"

#include "hidet_internal.h"
#include "schedule_text.h"
#include "matmul_splitk.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define WG_MAX_FIELD 1024

static int64_t ceilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }
static int64_t clampField(int v) { return v < 1 ? 1 : v > WG_MAX_FIELD ? WG_MAX_FIELD : v; }

int hidetWgmmaSplitK(const HidetWgmmaSchedule *s) { return s->splitk < 1 ? 1 : s->splitk; }

int64_t hidetWgmmaBlockM(const HidetWgmmaSchedule *s) {
  return 64 * clampField(s->wg) * clampField(s->mt);
}
int64_t hidetWgmmaThreads(const HidetWgmmaSchedule *s) { return 128 * (clampField(s->wg) + 1); }

int64_t hidetWgmmaStageBytes(const HidetWgmmaSchedule *s) {
  return (hidetWgmmaBlockM(s) + clampField(s->bn)) * HIDET_WGMMA_BK * 2;
}

int64_t hidetWgmmaSmemBytes(const HidetWgmmaSchedule *s) {
  return 1024 + clampField(s->stages) * hidetWgmmaStageBytes(s) + 16 * clampField(s->stages);
}

int64_t hidetWgmmaAccRegs(const HidetWgmmaSchedule *s) {
  return clampField(s->mt) * clampField(s->bn) / 2;
}

int64_t hidetWgmmaTiles(const HidetWgmmaSchedule *s, const HidetWgmmaProblem *p) {
  return p->batch * ceilDiv(p->m, hidetWgmmaBlockM(s)) * ceilDiv(p->n, clampField(s->bn)) *
         hidetWgmmaSplitK(s);
}

int64_t hidetWgmmaGrid(const HidetWgmmaSchedule *s, const HidetWgmmaProblem *p,
                       const HidetArch *arch) {
  int64_t t = hidetWgmmaTiles(s, p);
  return t < arch->smCount ? t : arch->smCount;
}

bool hidetWgmmaFits(const HidetWgmmaSchedule *s, const HidetArch *arch, char *why,
                    size_t whySize) {
  if (arch->tensorCores < HIDET_TC_WGMMA)
    return hidetFailWhy(why, whySize,
                        "the wgmma matmul needs wgmma and TMA: arch sm_90a, not %s", arch->name);
  if (s->wg != 1 && s->wg != 2)
    return hidetFailWhy(why, whySize, "wg = %d consumer warpgroups: must be 1 or 2", s->wg);
  if (s->mt != 1 && s->mt != 2)
    return hidetFailWhy(why, whySize, "mt = %d m64 tiles per warpgroup: must be 1 or 2", s->mt);
  if (s->bn < 64 || s->bn > 256 || s->bn % 64)
    return hidetFailWhy(why, whySize, "n tile %d: must be 64, 128, 192 or 256", s->bn);
  if (s->group != 1 && s->group != 8)
    return hidetFailWhy(why, whySize, "group = %d: must be 1 or 8", s->group);
  if (s->stages < 2 || s->stages > 8)
    return hidetFailWhy(why, whySize, "stages = %d: must be 2..8", s->stages);
  int S = hidetWgmmaSplitK(s);
  if (S != 1 && S != 2 && S != 4 && S != 8)
    return hidetFailWhy(why, whySize, "split-K %d: must be 1, 2, 4 or 8", S);
  /* The accumulators of one consumer thread, with the addresses and the
   * epilogue's values, stay below the 232 registers setmaxnreg gives it:
   * 128 is what a 128x256 CUTLASS-class tile holds per thread. */
  if (hidetWgmmaAccRegs(s) > 128)
    return hidetFailWhy(why, whySize,
                        "%lld accumulator registers per thread (mt*bn/2) exceed 128: it would spill",
                        (long long)hidetWgmmaAccRegs(s));
  if (hidetWgmmaBlockM(s) > 256)
    return hidetFailWhy(why, whySize, "block tile m %lld exceeds a TMA box's 256 rows",
                        (long long)hidetWgmmaBlockM(s));
  if (hidetWgmmaThreads(s) > arch->maxThreadsPerBlock)
    return hidetFailWhy(why, whySize, "%lld threads exceed %d", (long long)hidetWgmmaThreads(s),
                        arch->maxThreadsPerBlock);
  if (hidetWgmmaSmemBytes(s) > arch->maxDynSmemPerBlock)
    return hidetFailWhy(why, whySize, "%lld bytes of shared memory exceed the %lld a block may have",
                        (long long)hidetWgmmaSmemBytes(s), (long long)arch->maxDynSmemPerBlock);
  return true;
}

int hidetWgmmaFormat(const HidetWgmmaSchedule *s, char *buf, size_t size) {
  int S = hidetWgmmaSplitK(s);
  if (S > 1)
    return snprintf(buf, size, "wg%d-mt%d-n%d-g%d-s%d-split%d", s->wg, s->mt, s->bn, s->group,
                    s->stages, S);
  return snprintf(buf, size, "wg%d-mt%d-n%d-g%d-s%d", s->wg, s->mt, s->bn, s->group, s->stages);
}

static bool field(const char **p, int *out) { return schedTextField(p, WG_MAX_FIELD, out); }
static bool lit(const char **p, const char *s) { return schedTextLit(p, s); }

bool hidetWgmmaParse(const char *text, HidetWgmmaSchedule *s, char *why, size_t whySize) {
  HidetWgmmaSchedule r;
  const char *p = text;
  bool ok = lit(&p, "wg") && field(&p, &r.wg) && lit(&p, "-mt") && field(&p, &r.mt) &&
            lit(&p, "-n") && field(&p, &r.bn) && lit(&p, "-g") && field(&p, &r.group) &&
            lit(&p, "-s") && field(&p, &r.stages);
  r.splitk = 1;
  if (ok && *p)
    ok = lit(&p, "-split") && field(&p, &r.splitk);
  ok = ok && !*p;
  if (!ok)
    return hidetFailWhy(why, whySize,
                        "'%s' is not a wgmma matmul schedule 'wg<1|2>-mt<1|2>-n<64|128|192|256>-"
                        "g<1|8>-s<2..8>[-split<2|4|8>]'",
                        text);
  /* The arch-independent rules (a permissive sm_90a-like arch). */
  HidetArch any = {.name = "any", .maxThreadsPerBlock = 1024, .maxDynSmemPerBlock = INT64_C(1) << 30,
                   .tensorCores = HIDET_TC_WGMMA};
  if (!hidetWgmmaFits(&r, &any, why, whySize))
    return false;
  *s = r;
  return true;
}

size_t hidetWgmmaSpace(const HidetArch *arch, HidetWgmmaSchedule **out) {
  static const int kBn[] = {64, 128, 192, 256}, kGroup[] = {8, 1}, kSplit[] = {1, 2, 4, 8};
  size_t cap = 2 * 2 * 4 * 2 * 7 * 4, n = 0;
  *out = malloc(cap * sizeof **out);
  if (!*out)
    abort(); /* out of memory */
  char why[8];
  for (int wg = 1; wg <= 2; ++wg)
    for (int mt = 1; mt <= 2; ++mt)
      for (int b = 0; b < 4; ++b)
        for (int g = 0; g < 2; ++g)
          for (int st = 2; st <= 8; ++st)
            for (int f = 0; f < 4; ++f) {
              HidetWgmmaSchedule s = {wg, mt, kBn[b], kGroup[g], st, kSplit[f]};
              if (hidetWgmmaFits(&s, arch, why, sizeof why))
                (*out)[n++] = s;
            }
  return n;
}

/* The persistent grid runs ceil(items / grid) rounds of work items (a
 * tile, or a tile's k slice under split-K). An item's k loop is bound by
 * the tensor cores (wgmma at the arch's dense rate: the producer
 * warpgroup's TMA and the consumers' wgmma overlap, and a wgmma costs one
 * issue slot per m64nNk16, so there is no issue bound as in mma.sync's
 * loop), by the bytes its TMA loads bring in from L2/DRAM, or by latency
 * (below), or by the producer warpgroup's instructions when it stages an
 * operand. The
 * element epilogue's stores follow the k loop (with one consumer
 * warpgroup the producer's prefetch of the next item overlaps them).
 * Split-K adds the combine kernel's pass over the partials. */
double hidetWgmmaCost(const HidetWgmmaSchedule *s, const HidetWgmmaProblem *p,
                      const HidetArch *arch) {
  if (p->batch < 1 || p->m < 1 || p->n < 1 || p->k < 1)
    return 0.0;
  int64_t bm = hidetWgmmaBlockM(s), bn = clampField(s->bn), split = hidetWgmmaSplitK(s);
  int64_t items = hidetWgmmaTiles(s, p), grid = hidetWgmmaGrid(s, p, arch);
  int64_t rounds = ceilDiv(items, grid);
  int64_t kTiles = hidetSplitKSliceTiles(ceilDiv(p->k, HIDET_WGMMA_BK), split);
  double clk = arch->clockGhz * 1e3; /* cycles per microsecond */
  /* One consumer warpgroup leaves the tensor cores idle while it waits on
   * a wgmma group before releasing a stage: ~85% of the rate (CUTLASS's
   * cooperative kernels use two). */
  double rate = arch->tcFlopsPerClkPerSm * (s->wg == 2 ? 1.0 : 0.85);
  double tensor = 2.0 * (double)(bm * bn * HIDET_WGMMA_BK) / rate / clk;
  int64_t rows = p->m < bm ? p->m : bm, cols = p->n < bn ? p->n : bn;
  double perSmBw = arch->bytesPerSec / (double)arch->smCount;
  /* Tiles re-read across the grid come mostly from L2 (~2.5x DRAM). */
  double load = (double)((rows + cols) * HIDET_WGMMA_BK * 2) / (2.5 * perSmBw) * 1e6;
  /* The ring keeps S - 1 loads in flight, so a step takes at least ~1500
   * cycles (a load's latency under load) over S - 1, no more loads in
   * flight than the item has k steps. (The first load's wait is not
   * counted, as matmul_tc's model does not count its own: the two are
   * ranked against each other.) */
  int64_t inFlight = s->stages - 1 < kTiles ? s->stages - 1 : kTiles;
  double latency = 1500.0 / clk / (double)(inFlight > 1 ? inFlight : 1);
  /* A staged operand: each producer thread issues ~6 instructions per
   * element a k step (the hook's load and address, the bounds, the
   * conversion into the 16-byte store), one warp per scheduler. */
  int64_t staged = ((p->staged[0] ? bm : 0) + (p->staged[1] ? bn : 0)) * HIDET_WGMMA_BK / 128;
  double produce = 6.0 * (double)staged / clk;
  double step = tensor > load ? tensor : load;
  step = step > latency ? step : latency;
  step = step > produce ? step : produce;
  double stores = (double)(rows * cols * (split > 1 ? 4 : 2)) / perSmBw * 1e6;
  /* Grouping only matters when several m-tile rows share B's tiles. */
  double l2 = s->group == 1 && ceilDiv(p->m, bm) > 8 ? 1.1 : 1.0;
  return (double)rounds * ((double)kTiles * step * l2 + stores) + 2.0 +
         hidetSplitKCombineCost(split, p->batch, p->m, p->n, 4, arch->bytesPerSec);
}
