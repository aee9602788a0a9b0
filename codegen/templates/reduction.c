/*===-- reduction.c - The space, cost model and emitter of the reductions --===*
 * Shared by the reduce, softmax and layer_norm templates (reduction.h has
 * the schedule, the view and the kernel's structure).
 *
 * The cost model (lower is better, microseconds, for ranking only) takes
 * the largest of three times and adds a quarter of the other two, so that
 * schedules that tie on the bound still rank by what they waste:
 *  - bandwidth: bytes read (once per pass over a row for the part not held
 *    in registers) and written, divided by the fraction of each 32-byte
 *    sector a warp's load uses (simulated for the layout on the problem),
 *    over the arch's bandwidth scaled by the share of SMs that have a
 *    block (a few blocks cannot pull the whole chip's bandwidth);
 *  - latency: waves of blocks (blocks resident per SM from threads,
 *    registers and shared memory) times one block's critical path: a
 *    global round trip per U loads (the uncached loops issue U = 4 loads
 *    before using them; a cached pass issues all of its loads at once),
 *    plus the row combines (shuffles; a barrier and nw shared reads when a
 *    row spans warps);
 *  - issue: every thread of a block executes J steps per pass whether its
 *    lanes are in range or not (G much larger than R wastes lanes), at 128
 *    thread-instructions per clock per SM.
 * With `vec` 4 (128-bit loads) the bytes are the same and J counts chunks
 * of 4 elements: a quarter of the steps and round trips, a step issuing
 * one load for 4 elements (plus an extract and a mask each; rows whose
 * length is not a multiple of 4 are read by load4's four-scalar path and
 * get no fewer instructions); the sector simulation gives each lane 4
 * consecutive elements. Where V = 4 does not
 * apply (redVecWhyNot: f64/f16/bf16 rows, inner > 1) the cost is INFINITY.
 *===----------------------------------------------------------------------===*/
#include "reduction.h"
#include "runtime_extents.h"

#include "mlir-c/BuiltinTypes.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *const redParamNames[] = {"layout", "group", "rows", "cache", "vec"};
const char *const redSplitParamNames[] = {"layout", "group", "rows", "split", "vec"};
const char *const redCacheSplitParamNames[] = {"layout", "group", "rows", "cache", "vec",
                                                "split"};

int64_t redVec(const HidetSchedule *s) { return s->v[RED_P_VEC] == 4 ? 4 : 1; }

bool redVecWhyNot(const HidetSchedule *s, const HidetProblem *p, char *why, size_t whySize) {
  if (redVec(s) == 1)
    return false;
  if (p->dims[RED_D_INNER] != 1) {
    hidetFailWhy(why, whySize,
                 "vector loads (-v4) need contiguous rows, and this reduction's rows are "
                 "strided (%lld x %lld x %lld, inner %lld > 1): use a schedule without -v4",
                 (long long)p->dims[RED_D_OUTER], (long long)p->dims[RED_D_R],
                 (long long)p->dims[RED_D_INNER], (long long)p->dims[RED_D_INNER]);
    return true;
  }
  if (p->eltBytes != 4) {
    hidetFailWhy(why, whySize,
                 "vector loads (-v4) read f32 rows only (the load4 hook returns f32 lanes; its "
                 "one-vector fast path is a vector<4xf32> load), and these rows have %lld-byte "
                 "elements: use a schedule without -v4",
                 (long long)p->eltBytes);
    return true;
  }
  return false;
}

int64_t redSplit(const RedKind *k, const HidetSchedule *s) {
  int i = redSplitSlot(k);
  return k->hasSplit && s->v[i] > 1 ? s->v[i] : 1;
}

int64_t redWorkspaceBytes(const RedKind *k, const HidetSchedule *s, const HidetProblem *p) {
  int64_t S = redSplit(k, s);
  /* partials in the compute type: f64 for f64 rows, else f32 */
  int64_t cb = p->eltBytes == 8 ? 8 : 4;
  /* the cached kinds (softmax, layer_norm) keep a pair per slice */
  int64_t per = k->hasCache ? 2 : 1;
  return S > 1 ? p->dims[RED_D_OUTER] * p->dims[RED_D_INNER] * S * per * cb : 0;
}

static const int64_t kCaches[] = {0, 1, 2, 4, 8, 16, 32};
#define NUM_CACHES ((int)(sizeof kCaches / sizeof kCaches[0]))
#define RED_UNROLL 4 /* loads in flight per thread in the uncached loops (fewer in big blocks) */
#define RED_MAX_CACHE 32
/* The kernels' loops are unrolled by hand (U loads, 4 partials); left to
 * themselves LLVM and ptxas unroll them again, which took up to 160
 * registers and made ptxas spill under .reqntid. convert-scf-to-cf carries
 * the annotation to the branch; PTX gets `.pragma "nounroll"`. */
static const char kNoUnroll[] =
    "loop_annotation = #llvm.loop_annotation<unroll = #llvm.loop_unroll<disable = true>>";
#define RED_LATENCY_S 0.5e-6 /* one dependent global-memory round trip */
#define RED_SHUFFLE_CLK 30.0 /* one shuffle + combine step */
#define RED_BARRIER_CLK 80.0
#define RED_SMEM_CLK 30.0
#define RED_LAUNCH_GAP_S 2.0e-6 /* a second, dependent kernel: launch and drain */

static int64_t ceilDiv(int64_t a, int64_t b) { return b > 0 ? (a + b - 1) / b : 0; }

/* Instructions per element of a -v4 chunk besides its arithmetic (the
 * lane's extract and mask): hidetArchFit's redVecLaneInsns, 2 hand-set. */
static double redVecLaneInsns(const HidetArch *arch) {
  return hidetArchFit(arch)->redVecLaneInsns;
}

/* The busiest SM's share of the blocks over the average share (>= 1;
 * hidetArchFit's redTailIssue, else 1): an SM that gets one block more
 * than others issues that block's instructions after they finish, so
 * 192 blocks on 132 SMs issue like 264. */
static double redBusiestSm(int64_t blocks, const HidetArch *arch) {
  if (hidetArchFit(arch)->redTailIssue == 0.0 || blocks <= 0)
    return 1.0;
  int64_t sms = arch->smCount;
  return (double)(ceilDiv(blocks, sms) * sms) / (double)blocks;
}

static bool isPow2(int64_t x) { return x > 0 && (x & (x - 1)) == 0; }
static int64_t log2i(int64_t x) {
  int64_t k = 0;
  while (x > 1) {
    x >>= 1;
    ++k;
  }
  return k;
}

/* ---- Derived sizes. ------------------------------------------------------ */

/* The uncached loops' unroll: 4 loads in flight per thread, 2 in blocks
 * of 512 threads and 1 in blocks of 1024, whose threads have 128 and 64
 * registers (and enough warps to hide the latency without it). f64 rows
 * (`wide` = 2: a value takes two registers) keep half as many loads in
 * flight, the same bytes and registers; so do V = 4 rows (chunks of 4
 * elements: twice the bytes in flight). */
static int64_t unrollForVec(int64_t T, int64_t wide, int64_t V) {
  int64_t u = (T >= 1024 ? 1 : T >= 512 ? 2 : RED_UNROLL) / wide / (V > 1 ? 2 : 1);
  return u < 1 ? 1 : u;
}

/* Lanes of one row inside one warp, and the warps (partials) of a row. */

static int64_t lanesPerWarp(int layout, int64_t G, int64_t P) {
  if (layout == RED_LAYOUT_ROW)
    return G < 32 ? G : 32;
  int64_t perWarp = P >= 32 ? 1 : 32 / P;
  return G < perWarp ? G : perWarp;
}

/* The register budget of a thread: 44 plus the C cache registers,
 * rounded up to 8 (48 .. 80); 48 + C for f64 rows (`wide` = 2: 48 .. 80
 * too, so every schedule that fits an arch fits it for f64). The kernel
 * asks ptxas for it with .reqntid T and .minnctapersm n, n = the blocks of
 * T threads that leave every thread the budget (so ptxas has at least the
 * budget and never more than the launch allows); with .reqntid alone ptxas
 * aims at full occupancy and spills. Calibrated on every schedule of the
 * three spaces on rows of 30000 elements (unconstrained ptxas used at most
 * 32 + the cache, 72 for C = 32; f64 layer_norm, whose pass 3 holds x,
 * gamma and beta, 48 for C <= 1, 54 for C = 4, 80 for C = 32, and spilled
 * at C = 4 under 44 + C) and checked there with ptxas for sm_80 and sm_90:
 * no spills (docs/schedules.md). */
int redRegs(const RedKind *k, const HidetSchedule *s, int64_t wide) {
  int64_t c = k->hasCache ? s->v[RED_P_CACHE] : 0;
  if (c < 0 || c > RED_MAX_CACHE)
    c = RED_MAX_CACHE;
  /* The split of softmax / layer_norm: in kernel 1 every cached chunk may
   * lie past R (its slice may be the last), so each keeps a clamped index
   * and an in-range bit across the passes (2C: with C + 16, a fused
   * prologue's second load per element spilled at C = 32); kernel 2 (no
   * cache) holds the combines' loop state as well (8 more: it spilled 4
   * registers under 48 with a residual epilogue on sm_90). */
  if (k->hasCache && redSplit(k, s) > 1)
    c = 2 * c + 8;
  /* V = 4: 8 more for the two 4-element loads in flight (added to the
   * split's terms when both apply) */
  return (int)(((wide > 1 ? 48 : 44) + c + (redVec(s) > 1 ? 8 : 0) + 7) / 8 * 8);
}

/* Bytes of the compute type for rows of eb-byte elements. */
static int64_t computeBytes(int64_t eb) { return eb == 8 ? 8 : 4; }

/* Registers per in-flight element of an indexed instance, past redRegs:
 * its own 64-bit address (the loads of a thread's cached chunks are issued
 * together, each address computed in full) and its value (two registers
 * for f64). Calibrated with bench/gpu/spill_sweep.sh on softmax over a
 * reshaped [6, 77, 77] -> [2, 3, 77, 77] (the attention scores of a
 * [2, 3, 77, 40] scaled_dot_product_attention): row-g4-p8-c32-v4 keeps 20
 * elements in flight and took 140 registers with no budget (128 on sm_90);
 * under the schedule's 88 (44 + 32 + 8) ptxas was held to 96 and spilled
 * 160 bytes (docs/schedules.md). */
#define RED_INDEXED_REGS_PER_ELEM 2

unsigned redFacts(MlirOperation fn) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(fn, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (hidetOpIs(op, "graph.reshape") || hidetOpIs(op, "graph.gather"))
      return RED_FACT_INDEXED;
  return 0;
}

int64_t redInflightElems(const RedKind *k, const HidetSchedule *s, const HidetProblem *p) {
  int64_t R = p->dims[RED_D_R], wide = computeBytes(p->eltBytes) / 4;
  int64_t G = s->v[RED_P_GROUP] < 1 ? 1 : s->v[RED_P_GROUP],
          T = G * (s->v[RED_P_ROWS] < 1 ? 1 : s->v[RED_P_ROWS]);
  int64_t V = redVec(s), S = redSplit(k, s);
  /* as redGenInit derives them: chunks per slice, cached chunks, unroll */
  int64_t C = (k->hasCache ? s->v[RED_P_CACHE] : 0) / wide, J = ceilDiv(R, G * S * V);
  int64_t cached = C / V < J ? C / V : J, U = unrollForVec(T, wide, V);
  int64_t loop = J - cached < U ? J - cached : U;
  return (cached > loop ? cached : loop) * V;
}

int redRegsFor(const RedKind *k, const HidetSchedule *s, const HidetProblem *p) {
  int64_t wide = computeBytes(p->eltBytes) / 4;
  int64_t regs = redRegs(k, s, wide);
  if (p->facts & RED_FACT_INDEXED)
    regs += (RED_INDEXED_REGS_PER_ELEM + wide) * redInflightElems(k, s, p);
  return (int)((regs + 7) / 8 * 8);
}

/* Whether T threads can all have `regs` registers on arch (the fit rule's
 * test, per instance). */
static bool regsFit(int64_t regs, int64_t T, const HidetArch *arch) {
  return regs <= arch->maxRegsPerThread && (regs + 7) / 8 * 8 * T <= arch->regsPerSm;
}

/* Blocks of T threads per SM whose threads all get `regs` registers:
 * ptxas allocates per warp on each of the SM's 4 sub-partitions (a
 * quarter of the register file each), in units of 8 registers a thread,
 * so n blocks leave each thread floor8(regsPerSm / 4 / 32 / ceil(n * T /
 * 32 / 4)) registers. Also bounded by the SM's threads and block slots. */
static int64_t blocksPerSmFor(int regs, int64_t T, int64_t regsPerSm, int64_t threadsPerSm,
                              int64_t blockSlots) {
  int64_t warps = (T + 31) / 32;
  int64_t n = threadsPerSm / T < blockSlots ? threadsPerSm / T : blockSlots;
  for (; n > 1; --n) {
    int64_t perSub = (n * warps + 3) / 4;
    if (regsPerSm / 4 / 32 / perSub / 8 * 8 >= regs)
      break;
  }
  return n < 1 ? 1 : n;
}

/* .minnctapersm for the kernel: regs per SM, threads per SM and block
 * slots are the same (65536, 2048, 32) on every arch with a schedule
 * space (the emitter does not see the arch). */
static int64_t minBlocksPerSm(int regs, int64_t T) {
  return blocksPerSmFor(regs, T, 65536, 2048, 32);
}

/* The workgroup buffers of partials: `reductions` buffers of [nw][P]
 * values of the compute type (4 bytes for f32, 8 for f64). */
static int64_t smemBytesFor(const RedKind *k, const HidetSchedule *s, int64_t valueBytes) {
  int64_t G = s->v[RED_P_GROUP], P = s->v[RED_P_ROWS];
  if (G < 1 || P < 1)
    return 0;
  int64_t nw = G / lanesPerWarp((int)s->v[RED_P_LAYOUT], G, P);
  return nw > 1 ? (int64_t)k->reductions * nw * P * valueBytes : 0;
}

/* The f32-computing kernel's (f64 rows take twice: at most 512 bytes). */
int64_t redSmemBytes(const RedKind *k, const HidetSchedule *s) { return smemBytesFor(k, s, 4); }


/* ---- The space. ---------------------------------------------------------- */

/* The split S: blocks per row of kernel 1 (grid y, so at most 65535 by the
 * launch; the space and the fit rule stop at RED_MAX_SPLIT, past which
 * kernel 2's warp would combine more than 8 partials a lane). */
static bool splitFits(int64_t S, char *why, size_t whySize) {
  if (!isPow2(S) || S > RED_MAX_SPLIT)
    return hidetFailWhy(why, whySize,
                        "split s%lld is not a power of two in 1..%d (blocks per row of the "
                        "global two-kernel scheme)",
                        (long long)S, RED_MAX_SPLIT);
  return true;
}

bool redFits(const RedKind *k, const HidetSchedule *s, const HidetArch *arch, char *why,
             size_t whySize) {
  int64_t layout = s->v[RED_P_LAYOUT], G = s->v[RED_P_GROUP], P = s->v[RED_P_ROWS],
          C = k->hasCache ? s->v[RED_P_CACHE] : 0;
  if (layout != RED_LAYOUT_ROW && layout != RED_LAYOUT_COL)
    return hidetFailWhy(why, whySize, "layout %lld is neither row (0) nor col (1)",
                        (long long)layout);
  if (!isPow2(G) || G > 1024)
    return hidetFailWhy(why, whySize, "group g%lld is not a power of two in 1..1024",
                        (long long)G);
  if (!isPow2(P) || P > 1024)
    return hidetFailWhy(why, whySize, "rows p%lld is not a power of two in 1..1024",
                        (long long)P);
  int64_t T = G * P;
  if (T < 32)
    return hidetFailWhy(why, whySize,
                        "g%lld x p%lld is %lld threads per block, less than a warp (32)",
                        (long long)G, (long long)P, (long long)T);
  if (T > arch->maxThreadsPerBlock)
    return hidetFailWhy(why, whySize,
                        "g%lld x p%lld is %lld threads per block, %s allows %d", (long long)G,
                        (long long)P, (long long)T, arch->name, arch->maxThreadsPerBlock);
  if (C < 0 || C > RED_MAX_CACHE || (C && !isPow2(C)))
    return hidetFailWhy(why, whySize, "cache c%lld is not 0 or a power of two up to %d",
                        (long long)C, RED_MAX_CACHE);
  if (k->hasSplit && !splitFits(s->v[redSplitSlot(k)], why, whySize))
    return false;
  if (s->v[RED_P_VEC] != 1 && s->v[RED_P_VEC] != 4)
    return hidetFailWhy(why, whySize, "vec v%lld is neither 1 nor 4 (elements per load)",
                        (long long)s->v[RED_P_VEC]);
  if (s->v[RED_P_VEC] == 4 && layout != RED_LAYOUT_ROW)
    return hidetFailWhy(why, whySize,
                        "vector loads (-v4) need the row layout (a row's lanes on consecutive "
                        "threads over contiguous elements); col is for strided rows");
  for (int64_t wide = 1; wide <= 2; ++wide) { /* f32 rows, then f64 rows */
    int regs = redRegs(k, s, wide);
    if (regs > arch->maxRegsPerThread || (int64_t)(regs + 7) / 8 * 8 * T > arch->regsPerSm)
      return hidetFailWhy(why, whySize,
                          "needs about %d registers per thread for %lld threads (cache c%lld%s%s), "
                          "%s has %d per SM",
                          regs, (long long)T, (long long)C, wide > 1 ? ", f64 rows" : "",
                          k->hasCache && redSplit(k, s) > 1 ? ", split kernel 1" : "", arch->name,
                          arch->regsPerSm);
  }
  /* f64 partials: a schedule that fits fits every element type */
  if (smemBytesFor(k, s, 8) > arch->maxSmemPerBlock)
    return hidetFailWhy(why, whySize, "needs %lld bytes of shared memory, %s has %lld per block",
                        (long long)smemBytesFor(k, s, 8), arch->name,
                        (long long)arch->maxSmemPerBlock);
  return true;
}

size_t redSpace(const HidetTemplate *self, const HidetArch *arch, HidetSchedule **out) {
  const RedKind *k = self->data;
  size_t cap = 2 * 11 * 11 * NUM_CACHES, n = 0;
  *out = calloc(cap, sizeof **out);
  if (!*out)
    abort(); /* out of memory */
  for (int layout = 0; layout < 2; ++layout)
    for (int64_t G = 1; G <= 1024; G *= 2)
      for (int64_t P = 1; P <= 1024; P *= 2) {
        /* col with one lane or one row per block is the row kernel */
        if (layout == RED_LAYOUT_COL && (G == 1 || P == 1))
          continue;
        for (int c = 0; c < (k->hasCache ? NUM_CACHES : 1); ++c)
          for (int64_t S = 1; S <= (k->hasSplit ? RED_MAX_SPLIT : 1); S *= 2)
            for (int64_t V = 1; V <= 4; V *= 4) {
              /* V = 4 caches whole chunks of 4: c1 and c2 would cache none */
              if (V == 4 && (layout != RED_LAYOUT_ROW || (kCaches[c] && kCaches[c] < 4)))
                continue;
              HidetSchedule s;
              memset(&s, 0, sizeof s);
              s.v[RED_P_LAYOUT] = layout;
              s.v[RED_P_GROUP] = G;
              s.v[RED_P_ROWS] = P;
              s.v[RED_P_CACHE] = kCaches[c];
              if (k->hasSplit)
                s.v[redSplitSlot(k)] = S;
              s.v[RED_P_VEC] = V;
              if (n == cap) {
                *out = realloc(*out, (cap *= 2) * sizeof **out);
                if (!*out)
                  abort(); /* out of memory */
              }
              if (redFits(k, &s, arch, NULL, 0))
                (*out)[n++] = s;
            }
      }
  return n;
}

/* ---- Text form. ---------------------------------------------------------- */

static const char *formHelp(const RedKind *k) {
  if (k->hasSplit && k->hasCache)
    return "<row|col>-g<G>-p<P>-c<C>[-s<S>][-v4], e.g. row-g128-p1-c8, row-g256-p1-c8-s16 for "
           "16 blocks per row, row-g128-p1-c8-v4 for 128-bit loads";
  if (k->hasSplit)
    return "<row|col>-g<G>-p<P>[-s<S>][-v4], e.g. row-g32-p8, row-g256-p1-s16 for 16 blocks "
           "per row, row-g32-p8-v4 for 128-bit loads";
  return k->hasCache ? "<row|col>-g<G>-p<P>-c<C>[-v4], e.g. row-g128-p1-c8, or row-g128-p1-c8-v4 "
                       "for 128-bit loads"
                     : "<row|col>-g<G>-p<P>[-v4], e.g. row-g32-p8";
}

static bool number(const char **p, char letter, int64_t *v) {
  if (**p != '-' || (*p)[1] != letter || (*p)[2] < '0' || (*p)[2] > '9')
    return false;
  char *end;
  long long x = strtoll(*p + 2, &end, 10);
  if (x > 1 << 20)
    return false;
  *v = x;
  *p = end;
  return true;
}

bool redParse(const HidetTemplate *self, const char *text, HidetSchedule *s, char *why,
              size_t whySize) {
  const RedKind *k = self->data;
  memset(s, 0, sizeof *s);
  if (!text)
    return hidetFailWhy(why, whySize, "no schedule text");
  const char *p = text;
  if (strncmp(p, "row", 3) == 0)
    s->v[RED_P_LAYOUT] = RED_LAYOUT_ROW;
  else if (strncmp(p, "col", 3) == 0)
    s->v[RED_P_LAYOUT] = RED_LAYOUT_COL;
  else
    return hidetFailWhy(why, whySize, "'%s' is not a %s schedule (%s)", text, k->name,
                        formHelp(k));
  p += 3;
  if (k->hasSplit)
    s->v[redSplitSlot(k)] = 1; /* no -s<S>: one block per row */
  s->v[RED_P_VEC] = 1; /* no -v<V>: scalar loads */
  if (!number(&p, 'g', &s->v[RED_P_GROUP]) || !number(&p, 'p', &s->v[RED_P_ROWS]) ||
      (k->hasCache && !number(&p, 'c', &s->v[RED_P_CACHE])) ||
      (k->hasSplit && *p && p[1] == 's' && !number(&p, 's', &s->v[redSplitSlot(k)])) ||
      (*p && !number(&p, 'v', &s->v[RED_P_VEC])) || *p)
    return hidetFailWhy(why, whySize, "'%s' is not a %s schedule (%s)", text, k->name,
                        formHelp(k));
  return true;
}

int redFormat(const HidetTemplate *self, const HidetSchedule *s, char *buf, size_t size) {
  const RedKind *k = self->data;
  const char *layout = s->v[RED_P_LAYOUT] == RED_LAYOUT_COL ? "col" : "row";
  char v[24] = "";
  if (s->v[RED_P_VEC] != 1 && s->v[RED_P_VEC] != 0) /* 0: a schedule from before `vec` */
    snprintf(v, sizeof v, "-v%lld", (long long)s->v[RED_P_VEC]);
  if (k->hasCache && redSplit(k, s) > 1)
    return snprintf(buf, size, "%s-g%lld-p%lld-c%lld-s%lld%s", layout,
                    (long long)s->v[RED_P_GROUP], (long long)s->v[RED_P_ROWS],
                    (long long)s->v[RED_P_CACHE], (long long)redSplit(k, s), v);
  if (k->hasCache)
    return snprintf(buf, size, "%s-g%lld-p%lld-c%lld%s", layout, (long long)s->v[RED_P_GROUP],
                    (long long)s->v[RED_P_ROWS], (long long)s->v[RED_P_CACHE], v);
  if (redSplit(k, s) > 1)
    return snprintf(buf, size, "%s-g%lld-p%lld-s%lld%s", layout, (long long)s->v[RED_P_GROUP],
                    (long long)s->v[RED_P_ROWS], (long long)s->v[RED_P_SPLIT], v);
  return snprintf(buf, size, "%s-g%lld-p%lld%s", layout, (long long)s->v[RED_P_GROUP],
                  (long long)s->v[RED_P_ROWS], v);
}

/* ---- Cost model. --------------------------------------------------------- */

/* The 32-byte sector that element q of warp thread t's chunk lies in, or -1
 * when the thread has no such element (its row past the last, its lane
 * past R); V elements a lane, G lanes a row (row layout) or P rows a lane
 * group (column layout), as the kernel assigns them. */
static int64_t redThreadSector(const HidetSchedule *s, const HidetProblem *p, int64_t t,
                               int64_t q, int64_t V) {
  int64_t R = p->dims[RED_D_R], inner = p->dims[RED_D_INNER], eb = p->eltBytes;
  int64_t G = s->v[RED_P_GROUP], P = s->v[RED_P_ROWS], rows = p->dims[RED_D_OUTER] * inner;
  int64_t row = s->v[RED_P_LAYOUT] == RED_LAYOUT_COL ? t % P : t / G;
  int64_t lane = (s->v[RED_P_LAYOUT] == RED_LAYOUT_COL ? t / P : t % G) * V + q;
  if (row >= rows || lane >= R)
    return -1;
  int64_t o = row / inner, i = row % inner;
  return ((o * R + lane) * inner + i) * eb / 32;
}

/* Adds `sector` to the set sectors[0 .. *ns) unless it is there. */
static void redAddSector(int64_t *sectors, int *ns, int64_t sector) {
  for (int k = 0; k < *ns; ++k)
    if (sectors[k] == sector)
      return;
  sectors[(*ns)++] = sector;
}

double redSectorEfficiency(const HidetSchedule *s, const HidetProblem *p) {
  int64_t outer = p->dims[RED_D_OUTER], R = p->dims[RED_D_R], inner = p->dims[RED_D_INNER],
          eb = p->eltBytes;
  int64_t G = s->v[RED_P_GROUP], P = s->v[RED_P_ROWS], rows = outer * inner;
  if (R <= 0 || rows <= 0 || G < 1 || P < 1)
    return 1.0;
  /* V = 4: a lane reads elements 4 * lane .. 4 * lane + 3 of its row */
  int64_t V = redVec(s);
  int64_t sectors[32 * 4];
  int ns = 0, used = 0;
  for (int64_t t = 0; t < 32 && t < G * P; ++t)
    for (int64_t q = 0; q < V; ++q) {
      int64_t sector = redThreadSector(s, p, t, q, V);
      if (sector < 0)
        continue;
      ++used;
      redAddSector(sectors, &ns, sector);
    }
  return ns ? (double)(used * eb) / (double)(ns * 32) : 1.0;
}

/* The row-writing kinds store each element with its own scalar store
 * (redStore), also with V = 4: one warp store instruction covers element
 * q of each lane's chunk, lanes V elements apart, so a 32-byte sector
 * takes 32 / (V * eb) of its lanes' bytes (f32, V = 4: a quarter; the PTX
 * of softmax's row-g16-p2-c16-v4 has 2 ld.global.v4.b32 and 8
 * st.global.b32). The fraction of the sectors its store instructions touch
 * that they fill, simulated as redSectorEfficiency does for the loads. */
static double redStoreSectorEfficiency(const HidetSchedule *s, const HidetProblem *p) {
  int64_t V = redVec(s);
  if (V == 1)
    return redSectorEfficiency(s, p);
  int64_t outer = p->dims[RED_D_OUTER], R = p->dims[RED_D_R], inner = p->dims[RED_D_INNER],
          eb = p->eltBytes;
  int64_t G = s->v[RED_P_GROUP], P = s->v[RED_P_ROWS], rows = outer * inner;
  if (R <= 0 || rows <= 0 || G < 1 || P < 1)
    return 1.0;
  int64_t used = 0, touched = 0;
  for (int64_t q = 0; q < V; ++q) { /* one store instruction per q */
    int64_t sectors[32];
    int ns = 0;
    for (int64_t t = 0; t < 32 && t < G * P; ++t) {
      int64_t sector = redThreadSector(s, p, t, q, V);
      if (sector < 0)
        continue;
      ++used;
      redAddSector(sectors, &ns, sector);
    }
    touched += ns;
  }
  return touched ? (double)(used * eb) / (double)(touched * 32) : 1.0;
}

/* The bytes a row-writing kernel's stores cost for `written` bytes
 * stored: the sectors they touch but do not fill cost hidetArchFit's
 * redStoreSectorCost of a byte each (L2 merges a sector's partial writes
 * before DRAM, so not a full byte; 0, the hand-set model: the stores cost
 * what the loads' sector efficiency says). */
static double redStoreBytes(double written, const HidetSchedule *s, const HidetProblem *p,
                            const HidetArch *arch) {
  double w = hidetArchFit(arch)->redStoreSectorCost;
  if (w == 0.0)
    return written / redSectorEfficiency(s, p);
  double eff = redStoreSectorEfficiency(s, p);
  return written * (1.0 + w * (1.0 / eff - 1.0));
}

/* The 128-byte lines that the warp store instruction of element q of each
 * lane's chunk touches (redStore: one scalar store per element), simulated
 * on the first warp as redSectorEfficiency does. */
static int64_t redStoreLines(const HidetSchedule *s, const HidetProblem *p, int64_t q) {
  int64_t V = redVec(s), G = s->v[RED_P_GROUP], P = s->v[RED_P_ROWS];
  int64_t lines[32];
  int nl = 0;
  for (int64_t t = 0; t < 32 && t < G * P; ++t) {
    int64_t sector = redThreadSector(s, p, t, q, V);
    if (sector >= 0)
      redAddSector(lines, &nl, sector / 4);
  }
  return nl;
}

/* Measured (hidetArchFit's redLineClk): the seconds of the SMs' load/store
 * units for `storeChunks` chunks stored (V scalar stores each) by warps
 * of this mapping, redLineClk cycles per 128-byte line a store
 * instruction touches: a warp over 8 rows of 4 lanes (row-g4) writes 8
 * lines per instruction, over 4 rows of 8 lanes 4, at the same bytes.
 * Only the stores: counting the loads' lines too ranked the H100's
 * measured schedules worse (docs/benchmarks.md, calibration 8r). */
static double redStoreLsuSeconds(double storeChunks, const HidetSchedule *s,
                                 const HidetProblem *p, const HidetArch *arch) {
  double clk = hidetArchFit(arch)->redLineClk;
  if (clk == 0.0)
    return 0.0;
  int64_t lines = 0;
  for (int64_t q = 0; q < redVec(s); ++q)
    lines += redStoreLines(s, p, q);
  return storeChunks * (double)lines * clk / ((double)arch->smCount * arch->clockGhz * 1e9);
}

/* Kernel 2 of the split scheme (microseconds): the gap of a second,
 * dependent launch, the waves of its warps-per-row blocks times one global
 * round trip per 4 loads of partials (plus the shuffles), and the bytes of
 * the partials and results over the bandwidth of the SMs it occupies. */
static double splitCombineCost(const HidetProblem *p, int64_t S, const HidetArch *arch) {
  int64_t rows = p->dims[RED_D_OUTER] * p->dims[RED_D_INNER], eb = p->eltBytes;
  int64_t T = RED_COMBINE_G * RED_COMBINE_P, blocks = ceilDiv(rows, RED_COMBINE_P);
  int64_t bps = blocksPerSmFor(48, T, arch->regsPerSm, arch->maxThreadsPerSm,
                               arch->maxBlocksPerSm);
  double waves = (double)ceilDiv(blocks, (int64_t)arch->smCount * bps);
  double trips = (double)ceilDiv(ceilDiv(S, RED_COMBINE_G), RED_UNROLL);
  double tLatency = waves * (trips * RED_LATENCY_S +
                             log2i(RED_COMBINE_G) * RED_SHUFFLE_CLK / (arch->clockGhz * 1e9));
  double activeSms = (double)(blocks < arch->smCount ? blocks : arch->smCount);
  double share = 2.0 * activeSms / arch->smCount;
  double tBandwidth = (double)rows * (double)(4 * S + eb) /
                      (arch->bytesPerSec * (share < 1.0 ? share : 1.0));
  double mx = tBandwidth > tLatency ? tBandwidth : tLatency;
  /* The fitted per-kernel floor (hidetArchFit's redKernelUs) is measured
   * per kernel, so the second kernel pays it too; the hand-set model
   * (kHidetCostFitDefault, 1 us, charged once in redCost) charged a second
   * kernel only its launch gap, which the difference keeps exact. */
  double floorUs = hidetArchFit(arch)->redKernelUs - kHidetCostFitDefault.redKernelUs;
  return 1e6 * (RED_LAUNCH_GAP_S + mx + 0.25 * (tBandwidth + tLatency - mx)) + floorUs;
}

/* The split of the row-writing kinds (softmax, layer_norm): two kernels
 * of the schedule's mapping on grid [row blocks, S], each costed as
 * redCost costs one (the largest of bandwidth, latency and issue plus a
 * quarter of the others) and added, plus the gap of the second launch.
 * Kernel 1 reads its slice in readPasses - 1 passes (the cached part once)
 * and writes a pair per slice; kernel 2 reads the row's S pairs (L2) in
 * two round trips per ceil(S / G) of them, then reads its slice once and
 * writes it. */
static double splitRowsKernelUs(double bytes, double storeExtra, double tBlock, double waves,
                                double instrs, int64_t blocks, const HidetArch *arch) {
  double activeSms = (double)(blocks < arch->smCount ? blocks : arch->smCount);
  double share = 2.0 * activeSms / arch->smCount;
  double bw = arch->bytesPerSec * (share < 1.0 ? share : 1.0);
  double tBandwidth = bytes / bw, tStores = (bytes + storeExtra) / bw;
  double tLatency = waves * tBlock;
  double tIssue = instrs * redBusiestSm(blocks, arch) /
                  ((double)arch->smCount * 128.0 * arch->clockGhz * 1e9);
  double mx = tBandwidth > tLatency ? tBandwidth : tLatency;
  mx = mx > tIssue ? mx : tIssue;
  double rest = tBandwidth + tLatency + tIssue - mx;
  if (tStores > mx) { /* as redCost: the stores' partial sectors bind */
    rest = tLatency + tIssue;
    mx = tStores;
  }
  return 1e6 * (mx + 0.25 * rest);
}

static double redSplitRowsCost(const RedKind *k, const HidetSchedule *s, const HidetProblem *p,
                               const HidetArch *arch) {
  int64_t outer = p->dims[RED_D_OUTER], R = p->dims[RED_D_R], inner = p->dims[RED_D_INNER],
          eb = p->eltBytes;
  int64_t G = s->v[RED_P_GROUP] < 1 ? 1 : s->v[RED_P_GROUP],
          P = s->v[RED_P_ROWS] < 1 ? 1 : s->v[RED_P_ROWS];
  int64_t T = G * P, rows = outer * inner, S = redSplit(k, s), V = redVec(s);
  /* J chunks of V elements per slice; the cache holds C / V chunks */
  int64_t J = ceilDiv(R, G * S * V), blocks = ceilDiv(rows, P) * S;
  int64_t cb = computeBytes(eb), wide = cb / 4, C = s->v[RED_P_CACHE] / (wide * V);
  int64_t cached = C < J ? C : J, uncached = J - cached, passes1 = k->readPasses - 1;
  int64_t smem = smemBytesFor(k, s, cb);
  int regs = redRegsFor(k, s, p);
  if (!regsFit(regs, T, arch))
    return HIDET_COST_UNFIT; /* an indexed instance's addresses exceed the arch's registers */
  int64_t bps = blocksPerSmFor(regs, T, arch->regsPerSm, arch->maxThreadsPerSm,
                               arch->maxBlocksPerSm);
  if (smem > 0 && arch->smemPerSm / smem < bps)
    bps = arch->smemPerSm / smem;
  if (bps < 1)
    bps = 1;
  double waves = (double)ceilDiv(blocks, (int64_t)arch->smCount * bps);
  double eff = redSectorEfficiency(s, p), elems = (double)rows * (double)R;
  double ws = (double)redWorkspaceBytes(k, s, p);
  int64_t Gw = lanesPerWarp((int)s->v[RED_P_LAYOUT], G, P), nw = G / Gw;
  int64_t U = unrollForVec(T, wide, V);
  double combineClk = (double)log2i(Gw) * RED_SHUFFLE_CLK * (double)wide +
                      (nw > 1 ? RED_BARRIER_CLK + (double)nw * RED_SMEM_CLK : 0.0);
  double clk = arch->clockGhz * 1e9;
  /* per chunk and pass: as redCost (one load4 and V extracts and masks
   * for V = 4; four guarded scalar loads when R is not a multiple of 4) */
  double flops = (double)k->flopsPerElem * (double)wide / (double)k->readPasses;
  double perElem = V == 1 ? 6.0 + flops : 6.0 + (double)V * (redVecLaneInsns(arch) + flops);
  if (V > 1 && R % 4 != 0)
    perElem += (double)V * 6.0;
  /* kernel 1 */
  double rf1 = J ? ((double)cached + (double)uncached * passes1) / (double)J : 1.0;
  double bytes1 = elems * (double)eb * rf1 / eff + ws;
  double trips1 = (cached ? 1.0 : 0.0) + (double)passes1 * (double)ceilDiv(uncached, U);
  /* a thread's chain per chunk and pass, per element (hidetArchFit; as in
   * redCost) */
  double chainClk = hidetArchFit(arch)->redChainClk * (double)V * (6.0 + flops);
  double t1 = splitRowsKernelUs(
      bytes1, 0.0,
      trips1 * RED_LATENCY_S + (k->reductions * combineClk +
                                (double)J * (double)passes1 * chainClk) / clk,
      waves,
      (double)blocks * (double)T * (double)J * (double)passes1 * perElem, blocks, arch);
  /* kernel 2 */
  double bytes2 = 2.0 * elems * (double)eb / eff + ws * (double)S;
  double storeExtra2 = redStoreBytes(elems * (double)eb, s, p, arch) - elems * (double)eb / eff;
  double trips2 = 2.0 * (double)ceilDiv(ceilDiv(S, G), U) + (cached ? 1.0 : 0.0) +
                  (double)ceilDiv(uncached, U);
  double t2 = splitRowsKernelUs(
      bytes2, storeExtra2,
      trips2 * RED_LATENCY_S +
          (k->reductions * combineClk + (double)J * chainClk +
           (k->paramLoads > 0 ? (double)J * hidetArchFit(arch)->redParamTripClk : 0.0)) /
              clk,
      waves,
      (double)blocks * (double)T * ((double)J * perElem + 2.0 * (double)ceilDiv(S, G) * 8.0),
      blocks, arch);
  /* each kernel pays the fitted floor (as splitCombineCost) */
  return t1 + t2 + 2.0 * hidetArchFit(arch)->redKernelUs - kHidetCostFitDefault.redKernelUs +
         1e6 * RED_LAUNCH_GAP_S;
}

double redCost(const RedKind *k, const HidetSchedule *s, const HidetProblem *p,
               const HidetArch *arch) {
  /* a run-time row count: no split (its workspace is sized from the rows) */
  if (p->runtimeDims && redSplit(k, s) > 1)
    return HIDET_COST_UNFIT;
  int64_t outer = p->dims[RED_D_OUTER], R = p->dims[RED_D_R], inner = p->dims[RED_D_INNER],
          eb = p->eltBytes;
  int64_t G = s->v[RED_P_GROUP] < 1 ? 1 : s->v[RED_P_GROUP],
          P = s->v[RED_P_ROWS] < 1 ? 1 : s->v[RED_P_ROWS];
  int64_t C = k->hasCache ? s->v[RED_P_CACHE] : 0, T = G * P, rows = outer * inner;
  if (rows <= 0)
    return 0.0;
  if (redVecWhyNot(s, p, NULL, 0))
    return INFINITY;
  /* split S: kernel 1 has S blocks per row, each over a slice of J * G
   * chunks of V elements */
  int64_t S = redSplit(k, s), V = redVec(s);
  if (S > 1 && k->writesRows)
    return redSplitRowsCost(k, s, p, arch);
  int64_t J = ceilDiv(R, G * S * V), blocks = ceilDiv(rows, P) * S;
  /* an f64 element takes two of the C cache registers, two shuffles per
   * butterfly step, two FP32 issue slots per operation (sm_80/sm_90 run
   * FP64 at half the FP32 rate); the cache holds C / V chunks */
  int64_t cb = computeBytes(eb), wide = cb / 4;
  C /= wide * V;
  int64_t cached = C < J ? C : J, uncached = J - cached;
  /* occupancy */
  int64_t smem = smemBytesFor(k, s, cb);
  int regs = redRegsFor(k, s, p);
  if (!regsFit(regs, T, arch))
    return HIDET_COST_UNFIT; /* an indexed instance's addresses exceed the arch's registers */
  int64_t bps = blocksPerSmFor(regs, T, arch->regsPerSm, arch->maxThreadsPerSm,
                               arch->maxBlocksPerSm);
  if (smem > 0 && arch->smemPerSm / smem < bps)
    bps = arch->smemPerSm / smem;
  if (bps < 1)
    bps = 1;
  int64_t concurrent = (int64_t)arch->smCount * bps;
  double waves = (double)ceilDiv(blocks, concurrent);
  /* bandwidth */
  double eff = redSectorEfficiency(s, p);
  double readFactor = J ? ((double)cached + (double)uncached * k->readPasses) / (double)J : 1.0;
  double elems = (double)rows * (double)R;
  double bytes = elems * (double)eb * readFactor / eff +
                 (k->writesRows ? elems * (double)eb / eff
                                : (double)rows * (double)(S > 1 ? 4 * S : eb));
  /* the partial sectors of the stores (redStoreBytes): bandwidth they
   * take when the kernel is bound by it; posted stores add nothing to a
   * latency- or issue-bound kernel's time, so not to `rest` below */
  double storeExtra =
      k->writesRows ? redStoreBytes(elems * (double)eb, s, p, arch) - elems * (double)eb / eff
                    : 0.0;
  double activeSms = (double)(blocks < arch->smCount ? blocks : arch->smCount);
  double share = 2.0 * activeSms / arch->smCount;
  double bw = arch->bytesPerSec * (share < 1.0 ? share : 1.0);
  double tBandwidth = bytes / bw, tStores = (bytes + storeExtra) / bw;
  /* latency of one block */
  int64_t Gw = lanesPerWarp((int)s->v[RED_P_LAYOUT], G, P), nw = G / Gw;
  double trips = (cached ? 1.0 : 0.0) +
                 (double)k->readPasses * (double)ceilDiv(uncached, unrollForVec(T, wide, V));
  double combineClk = (double)log2i(Gw) * RED_SHUFFLE_CLK * (double)wide +
                      (nw > 1 ? RED_BARRIER_CLK + (double)nw * RED_SMEM_CLK : 0.0);
  /* issue: per chunk and pass, 6 for its index, clamp and load (one
   * load4 for V = 4) and per element its arithmetic (and, for V = 4, the
   * lane's extract and mask) */
  double perElem = (double)k->flopsPerElem * (double)wide;
  double perChunk =
      V == 1 ? 6.0 + perElem : 6.0 + (double)V * (redVecLaneInsns(arch) + perElem);
  /* rows whose length is not a multiple of 4 are not 16-byte aligned:
   * the load4 hook reads them as 4 guarded scalar loads (its slow path),
   * no fewer instructions than V = 1 */
  if (V > 1 && R % 4 != 0)
    perChunk += (double)V * 6.0;
  /* Measured (hidetArchFit): a thread's J * V elements per pass are a
   * chain of dependent instructions (the fold of max / sum runs element
   * by element, whether they came in scalar or 128-bit loads) that a
   * block's critical path waits for; fewer lanes per row (more elements
   * each) finish later even at equal bytes. Counted as a scalar chunk's
   * instructions per element (calibration 8r: at 1536 rows of 128 the
   * H100 measured row-g8's -v4 and plain forms alike, 5.95-6.21 us, which
   * a chain of the -v4 chunk's fewer instructions ranked apart). */
  double chain = (double)J * (double)V * (double)k->readPasses * (6.0 + perElem) *
                 hidetArchFit(arch)->redChainClk;
  /* Measured (hidetArchFit's redParamTripClk): the writing pass loads
   * the per-position parameters (layer_norm's gamma and beta) behind the
   * previous chunk's stores, one dependent round trip per chunk. */
  if (k->paramLoads > 0)
    chain += (double)J * hidetArchFit(arch)->redParamTripClk;
  double tBlock = trips * RED_LATENCY_S + (k->reductions * combineClk + chain) /
                                              (arch->clockGhz * 1e9);
  double tLatency = waves * tBlock;
  /* Measured (hidetArchFit's redLaunchClk): in a single wave an SM's
   * blocks are launched one after another at the kernel's start, so its
   * last block starts (n - 1) launches late (n: the busiest SM's resident
   * blocks); in more waves the slots are refilled while the other
   * resident blocks run, which hides the launches. */
  if (waves <= 1.0) {
    int64_t n = ceilDiv(blocks, arch->smCount);
    n = n < bps ? n : bps;
    tLatency += (double)(n - 1) * hidetArchFit(arch)->redLaunchClk / (arch->clockGhz * 1e9);
  }
  double instrs = (double)blocks * (double)T * (double)J * (double)k->readPasses * perChunk;
  double tIssue = instrs * redBusiestSm(blocks, arch) /
                  ((double)arch->smCount * 128.0 * arch->clockGhz * 1e9);
  /* the load/store units' lines of the stores (redStoreLsuSeconds), the
   * busiest SM's share as for the issue bound: a second issue-side
   * bound, the larger counts */
  double tLsu = k->writesRows ? redStoreLsuSeconds((double)blocks * (double)ceilDiv(T, 32) *
                                                       (double)J,
                                                   s, p, arch) *
                                    redBusiestSm(blocks, arch)
                              : 0.0;
  tIssue = tIssue > tLsu ? tIssue : tLsu;
  double mx = tBandwidth > tLatency ? tBandwidth : tLatency;
  mx = mx > tIssue ? mx : tIssue;
  double rest = tBandwidth + tLatency + tIssue - mx;
  if (tStores > mx) { /* bound by the stores' sectors: the other two are the rest */
    rest = tLatency + tIssue;
    mx = tStores;
  }
  /* Measured (hidetArchFit's redBlockHold): a block's slot is freed when
   * its last warp finishes, so in a kernel of more than one wave the warps
   * of a W-warp block that finish early leave their share of the SM idle
   * until the block retires; the lost share grows with W and saturates,
   * (1 - 1/W) of redBlockHold (none for one-warp blocks). In one wave the
   * kernel ends with its last warp anyway. */
  double hold = 1.0;
  if (waves > 1.0)
    hold += hidetArchFit(arch)->redBlockHold * (1.0 - 1.0 / (double)ceilDiv(T, 32));
  return 1e6 * (mx + 0.25 * rest) * hold + hidetArchFit(arch)->redKernelUs +
         (S > 1 ? splitCombineCost(p, S, arch) : 0.0);
}

void redDescribe(const RedKind *k, const HidetSchedule *s, const HidetProblem *p,
                 const HidetArch *arch, char *buf, size_t size) {
  int64_t G = s->v[RED_P_GROUP], P = s->v[RED_P_ROWS];
  int64_t rows = p->dims[RED_D_OUTER] * p->dims[RED_D_INNER];
  const char *how = G == 1 ? "thread per row"
                    : G < 32 && s->v[RED_P_LAYOUT] == RED_LAYOUT_ROW ? "sub-warp rows"
                    : G == 32 && s->v[RED_P_LAYOUT] == RED_LAYOUT_ROW ? "warp per row"
                    : s->v[RED_P_LAYOUT] == RED_LAYOUT_COL            ? "threads over rows"
                                                                      : "block-wide rows";
  int64_t S = redSplit(k, s);
  /* the cost, or, for a schedule the instance rejects (HIDET_COST_UNFIT),
   * why: the registers its per-element addresses take */
  char est[160];
  double c = redCost(k, s, p, arch);
  if (c >= HIDET_COST_UNFIT)
    snprintf(est, sizeof est,
             "about %d registers a thread with this instance's per-element addresses, more "
             "than %lld threads can have",
             redRegsFor(k, s, p), (long long)(G * P));
  else
    snprintf(est, sizeof est, "estimated %.2f us", c);
  if (S > 1 && k->writesRows) {
    snprintf(buf, size,
             "global (two-kernel split), %s%s: %lld lanes x %lld rows = %lld threads, %lld x "
             "%lld blocks (%lld per row) in each kernel, %lld bytes shared memory, sector "
             "efficiency %.2f, %lld-byte workspace; kernel 1 writes each slice's statistics, "
             "kernel 2 combines a row's %lld and writes its slice; %s",
             how, redVec(s) > 1 ? ", 128-bit loads" : "", (long long)G, (long long)P,
             (long long)(G * P), (long long)ceilDiv(rows, P), (long long)S, (long long)S,
             (long long)redSmemBytes(k, s), redSectorEfficiency(s, p),
             (long long)redWorkspaceBytes(k, s, p), (long long)S, est);
    return;
  }
  if (S > 1) {
    snprintf(buf, size,
             "global (two-kernel split), %s%s: %lld lanes x %lld rows = %lld threads, %lld x %lld "
             "blocks (%lld per row), %lld bytes shared memory, sector efficiency %.2f, "
             "%lld-byte workspace; then a warp per row combines, %lld blocks; %s",
             how, redVec(s) > 1 ? ", 128-bit loads" : "", (long long)G, (long long)P,
             (long long)(G * P), (long long)ceilDiv(rows, P), (long long)S, (long long)S,
             (long long)redSmemBytes(k, s), redSectorEfficiency(s, p),
             (long long)redWorkspaceBytes(k, s, p), (long long)ceilDiv(rows, RED_COMBINE_P),
             est);
    return;
  }
  snprintf(buf, size,
           "%s: %lld lanes x %lld rows = %lld threads,%s %lld blocks, %lld bytes shared memory, "
           "sector efficiency %.2f, %s",
           how, (long long)G, (long long)P, (long long)(G * P),
           redVec(s) > 1 ? " 128-bit loads," : "", (long long)ceilDiv(rows, P),
           (long long)smemBytesFor(k, s, computeBytes(p->eltBytes)),
           redSectorEfficiency(s, p), est);
}

/* ---- The schedule side over self->data. ------------------------------- */

bool redFitsOf(const HidetTemplate *self, const HidetSchedule *s, const HidetArch *arch,
               char *why, size_t whySize) {
  return redFits(self->data, s, arch, why, whySize);
}

int64_t redSmemOf(const HidetTemplate *self, const HidetSchedule *s, HidetLoadMode mode) {
  (void)mode;
  return redSmemBytes(self->data, s);
}

int64_t redWorkspaceOf(const HidetTemplate *self, const HidetSchedule *s, const HidetProblem *p) {
  return redWorkspaceBytes(self->data, s, p);
}

static double costOf(const HidetTemplate *self, const HidetSchedule *s, const HidetProblem *p,
                     const HidetArch *arch) {
  return redCost(self->data, s, p, arch);
}

static void describeOf(const HidetTemplate *self, const HidetSchedule *s, const HidetProblem *p,
                       const HidetArch *arch, char *buf, size_t size) {
  redDescribe(self->data, s, p, arch, buf, size);
}

const HidetScheduleSpaceOps redCachedSchedule = {
    .paramNames = redCacheSplitParamNames,
    .numParams = RED_NUM_CACHED_PARAMS,
    .space = redSpace,
    .fits = redFitsOf,
    .cost = costOf,
    .parse = redParse,
    .format = redFormat,
    .describe = describeOf,
    .smemBytes = redSmemOf,
    .workspaceBytes = redWorkspaceOf,
};

/* ---- Problems. ----------------------------------------------------------- */

bool redElementType(MlirValue v, const char *what, int64_t *bytes, char *why, size_t whySize) {
  MlirType t = mlirShapedTypeGetElementType(mlirValueGetType(v));
  if (mlirTypeIsAF64(t))
    *bytes = 8;
  else if (mlirTypeIsAF32(t))
    *bytes = 4;
  else if (mlirTypeIsAF16(t) || mlirTypeIsABF16(t))
    *bytes = 2;
  else {
    HidetStr ts = hidetPrintType(t);
    bool ok = hidetFailWhy(why, whySize,
                           "the %s template computes f32, f16 and bf16 tensors (in f32) and f64 "
                           "tensors (in f64), not integers; this one has element type %s (cast "
                           "it in the graph)",
                           what, ts.data);
    hidetStrFree(&ts);
    return ok;
  }
  return true;
}

/* ---- The view. ----------------------------------------------------------- */

void redViewInit(RedView *v, MlirType tensorType, const bool *reduced) {
  memset(v, 0, sizeof *v);
  if (!hidetTensorShape(tensorType, &v->rank, v->dims) && mlirTypeIsARankedTensor(tensorType) &&
      mlirShapedTypeGetRank(tensorType) <= HIDET_MAX_RANK) {
    /* `?` dims (outer only, hidet-partition): counted as 1 here */
    v->rank = mlirShapedTypeGetRank(tensorType);
    v->dynamic = true;
    for (int64_t d = 0; d < v->rank; ++d)
      v->dims[d] = mlirShapedTypeIsDynamicDim(tensorType, d) ? HIDET_DIM_DYNAMIC
                                                              : mlirShapedTypeGetDimSize(tensorType, d);
  }
  v->lastReduced = -1;
  v->outer = v->R = v->inner = 1;
  for (int64_t d = 0; d < v->rank; ++d) {
    v->reduced[d] = reduced[d];
    if (reduced[d])
      v->lastReduced = d;
  }
  for (int64_t d = 0; d < v->rank; ++d) {
    int64_t n = v->dims[d] == HIDET_DIM_DYNAMIC ? 1 : v->dims[d];
    if (v->reduced[d])
      v->R *= n;
    else if (d < v->lastReduced)
      v->outer *= n;
    else
      v->inner *= n;
  }
}

bool redRuntimeOuter(MlirOperation fn, MlirOperation anchor, const RedView *v, HidetProblem *p,
                     char *why, size_t whySize) {
  if (!v->dynamic)
    return true;
  MlirValue x = mlirOperationGetOperand(anchor, 0);
  int64_t outer = 1;
  for (int64_t d = 0; d < v->rank; ++d) {
    bool isOuter = !v->reduced[d] && d < v->lastReduced;
    if (v->dims[d] != HIDET_DIM_DYNAMIC) {
      outer *= isOuter ? v->dims[d] : 1;
      continue;
    }
    int arg;
    int64_t argDim;
    if (!isOuter)
      return hidetFailWhy(why, whySize, "dim %lld is dynamic and not a row dim", (long long)d);
    if (!rtDimSource(x, d, &arg, &argDim))
      return hidetFailWhy(why, whySize, "the dynamic dim %lld is not the extent of a kernel input",
                          (long long)d);
    outer = hidetSizeMul(outer, rtRepresentative(fn, arg, argDim));
  }
  p->dims[RED_D_OUTER] = outer;
  p->runtimeDims = 1u << RED_D_OUTER;
  return true;
}

/* Unflattens `flat` over the dims of v selected by `pick`, into idx at
 * their positions. */
static void unflattenInto(ScalarEmitter *e, const RedView *v, int which, ScalarName flat,
                          ScalarName *idx) {
  int64_t pos[HIDET_MAX_RANK] = {0}, dims[HIDET_MAX_RANK] = {0}, n = 0;
  for (int64_t d = 0; d < v->rank; ++d) {
    int kind = v->reduced[d] ? 1 : d < v->lastReduced ? 0 : 2;
    if (kind == which) {
      pos[n] = d;
      dims[n++] = v->dims[d];
    }
  }
  ScalarName part[HIDET_MAX_RANK];
  if (v->dynamic) { /* `?` outer dims: their extents at run time */
    ScalarName ext[HIDET_MAX_RANK];
    for (int64_t j = 1; j < n; ++j)
      if (dims[j] == HIDET_DIM_DYNAMIC)
        scalarRuntimeExtent(e, v->x, pos[j], &ext[j]); /* problem() checked the source */
    scalarUnflattenExt(e, flat, n, dims, ext, part);
  } else {
    scalarUnflatten(e, flat, n, dims, part);
  }
  for (int64_t j = 0; j < n; ++j)
    idx[pos[j]] = part[j];
}

void redViewIndex(ScalarEmitter *e, const RedView *v, ScalarName o, ScalarName r, ScalarName i,
                  ScalarName *idx) {
  unflattenInto(e, v, 0, o, idx);
  unflattenInto(e, v, 1, r, idx);
  unflattenInto(e, v, 2, i, idx);
}

void redViewResultIndex(ScalarEmitter *e, const RedView *v, bool keepdims, ScalarName o,
                        ScalarName i, ScalarName *idx) {
  ScalarName full[HIDET_MAX_RANK];
  unflattenInto(e, v, 0, o, full);
  unflattenInto(e, v, 2, i, full);
  int64_t n = 0;
  ScalarName zero = {{0}};
  for (int64_t d = 0; d < v->rank; ++d) {
    if (!v->reduced[d])
      idx[n++] = full[d];
    else if (keepdims) {
      if (!zero.s[0])
        zero = scalarIndexConst(e, 0);
      idx[n++] = zero;
    }
  }
}

/* ---- The operand map. ----------------------------------------------------- */

static const RedView *boundView(const HidetOperands *o) {
  return (const RedView *)o->state.bytes;
}

static void bindView(HidetOperands *o) {
  _Static_assert(sizeof(RedView) <= sizeof o->state, "RedView fits HidetOperands.state");
  ((const RedKind *)o->self->data)->view(o->anchor, (RedView *)o->state.bytes);
  ((RedView *)o->state.bytes)->x = mlirOperationGetOperand(o->anchor, 0);
}

static void indexMap(const HidetOperands *o, ScalarEmitter *e, bool output, int k,
                     const ScalarName *coords, int numCoords, ScalarName *idx) {
  (void)numCoords;
  const RedView *v = boundView(o);
  if (!output && k > 0) { /* gamma, beta: r over the normalised shape */
    int64_t rank = 0, dims[HIDET_MAX_RANK];
    hidetTensorShape(mlirValueGetType(mlirOperationGetOperand(o->anchor, k)), &rank, dims);
    scalarUnflatten(e, coords[0], rank, dims, idx);
  } else if (output && !((const RedKind *)o->self->data)->writesRows) {
    /* (o, i), or a regional store's (o, i, r): the row's result */
    redViewResultIndex(e, v, v->keepdims, coords[0], coords[1], idx);
  } else { /* input 0 and a row-writing result (the operand's shape) at (o, i, r) */
    redViewIndex(e, v, coords[0], coords[2], coords[1], idx);
  }
}

static int coordExtents(const HidetOperands *o, int k, int64_t *extents) {
  const RedView *v = boundView(o);
  if (k > 0) {
    extents[0] = v->R;
    return 1;
  }
  extents[0] = v->outer;
  extents[1] = v->inner;
  extents[2] = v->R;
  return 3;
}

/* slot 0 at (o, i, r): with no inner dims, r + j is the element j after r
 * in memory (the reduced dims are the last ones, or r walks them row-major
 * and the load4 hook's fast path needs the last dim a multiple of 4) */
static bool lastCoordContiguous(const HidetOperands *o, int k) {
  return k == 0 && boundView(o)->inner == 1;
}

const HidetOperandMap redOperands = {
    .bind = bindView,
    .slotValue = hidetAnchorOperand,
    .outputValue = hidetAnchorResult,
    .indexMap = indexMap,
    .coordExtents = coordExtents,
    .lastCoordContiguous = lastCoordContiguous,
};

/* ---- Emission. ----------------------------------------------------------- */

static RedVal none(void) {
  RedVal v = {{0}};
  return v;
}

static bool isNone(RedVal v) { return v.s[0] == '\0'; }

RedVal redFloat(RedGen *g, double c) {
  RedVal v = ktFresh(&g->kt);
  bool f64 = g->f64;
  if (isinf(c))
    ktLine(&g->kt, "%s = arith.constant %s : %s", v.s,
            c > 0 ? (f64 ? "0x7FF0000000000000" : "0x7F800000")
                  : (f64 ? "0xFFF0000000000000" : "0xFF800000"),
            g->ct);
  else /* enough digits to round-trip the type */
    ktLine(&g->kt, "%s = arith.constant %.*e : %s", v.s, f64 ? 17 : 9, c, g->ct);
  return v;
}

RedVal redBin(RedGen *g, const char *op, RedVal a, RedVal b) {
  RedVal v = ktFresh(&g->kt);
  ktLine(&g->kt, "%s = arith.%s %s, %s : %s", v.s, op, a.s, b.s, g->ct);
  return v;
}

RedVal redSelect(RedGen *g, RedVal c, RedVal a, RedVal b) {
  if (isNone(c))
    return a;
  RedVal v = ktFresh(&g->kt);
  ktLine(&g->kt, "%s = arith.select %s, %s, %s : %s", v.s, c.s, a.s, b.s, g->ct);
  return v;
}

RedVal redAnd(RedGen *g, RedVal a, RedVal b) {
  if (isNone(a))
    return b;
  if (isNone(b))
    return a;
  RedVal v = ktFresh(&g->kt);
  ktLine(&g->kt, "%s = arith.andi %s, %s : i1", v.s, a.s, b.s);
  return v;
}

static void layoutMapping(const RedGen *g, char *buf, size_t size) {
  snprintf(buf, size, "#tm.%s<array<i64: %lld, %lld>>",
           g->layout == RED_LAYOUT_COL ? "col_spatial" : "spatial", (long long)g->P,
           (long long)g->G);
}

bool redGenInit(RedGen *g, const RedKind *kind, const HidetTemplateCall *call, char *why,
                size_t whySize) {
  memset(g, 0, sizeof *g);
  g->kind = kind;
  g->call = call;
  const HidetProblem *p = call->problem;
  const HidetSchedule *s = call->schedule;
  g->outer = p->dims[RED_D_OUTER];
  g->R = p->dims[RED_D_R];
  g->inner = p->dims[RED_D_INNER];
  g->rows = g->outer * g->inner;
  g->layout = (int)s->v[RED_P_LAYOUT];
  g->G = s->v[RED_P_GROUP];
  g->P = s->v[RED_P_ROWS];
  g->T = g->G * g->P;
  MlirValue x = mlirOperationGetOperand(call->anchor, 0);
  HidetStr et = scalarElementTypeText(mlirValueGetType(x));
  snprintf(g->elt, sizeof g->elt, "%s", et.data);
  hidetStrFree(&et);
  g->f64 = strcmp(g->elt, "f64") == 0;
  snprintf(g->ct, sizeof g->ct, "%s", g->f64 ? "f64" : "f32");
  /* `cache` is in 32-bit registers: an f64 element takes two. */
  g->C = (kind->hasCache ? s->v[RED_P_CACHE] : 0) / (g->f64 ? 2 : 1);
  g->S = redSplit(kind, s);
  g->V = redVec(s);
  if (redVecWhyNot(s, p, why, whySize))
    return false;
  g->J = ceilDiv(g->R, g->G * g->S * g->V); /* chunks, per slice of R when split */
  g->cached = g->C / g->V < g->J ? g->C / g->V : g->J;
  g->U = unrollForVec(g->T, g->f64 ? 2 : 1, g->V);
  g->Gw = lanesPerWarp(g->layout, g->G, g->P);
  g->nw = g->G / g->Gw;
  g->blocks = ceilDiv(g->rows, g->P);
  if (p->runtimeDims & (1u << RED_D_OUTER)) {
    /* the rows at run time: the `?` outer dims of input 0 */
    RedView v;
    kind->view(call->anchor, &v);
    MlirValue x = mlirOperationGetOperand(call->anchor, 0);
    g->dynRows = true;
    g->rowsMul = g->inner;
    if (g->S > 1)
      return hidetFailWhy(why, whySize, "the split scheme takes no run-time row count");
    for (int64_t d = 0; d < v.rank; ++d) {
      if (v.reduced[d] || d > v.lastReduced)
        continue;
      if (v.dims[d] != HIDET_DIM_DYNAMIC) {
        g->rowsMul *= v.dims[d];
      } else if (g->nDyn == 8 || !rtDimSource(x, d, &g->dynArg[g->nDyn], &g->dynDim[g->nDyn])) {
        return hidetFailWhy(why, whySize, "the rows are not the extents of kernel inputs");
      } else {
        g->nDyn++;
      }
    }
  }
  if (g->blocks > INT32_MAX)
    return hidetFailWhy(why, whySize, "%lld blocks exceed the grid's 2^31-1",
                        (long long)g->blocks);
  ktInit(&g->kt, 0);
  hidetStrInit(&g->argVals);
  hidetStrInit(&g->argTys);
  for (int i = 0; i < call->nArgs; ++i) {
    hidetStrAppendf(&g->argVals, ", %%arg%d", i);
    hidetStrAppendf(&g->argTys, ", %s", call->argTypes[i]);
  }
  char lm[128];
  layoutMapping(g, lm, sizeof lm);
  /* The mapping's task grid covers the uncached loop's padding (chunks
   * J .. Jpad-1, all past R): a task index past the grid would wrap into
   * the row dim. */
  int64_t n = g->J - g->cached, u = n < g->U ? n : g->U;
  g->Jpad = n > 0 ? g->cached + ceilDiv(n, u) * u : g->J;
  if (g->Jpad > 0)
    snprintf(g->map, sizeof g->map, "#tm.compose<[#tm.repeat<array<i64: 1, %lld>>, %s]>",
             (long long)g->Jpad, lm);
  g->cache = calloc((size_t)(g->C + 1), sizeof *g->cache);
  if (!g->cache)
    abort(); /* out of memory */
  g->kt.indent = 2;
  return true;
}

void redGenFree(RedGen *g) {
  ktFree(&g->kt);
  hidetStrFree(&g->argVals);
  hidetStrFree(&g->argTys);
  free(g->cache);
}

void redEmitPrologue(RedGen *g) {
  /* The worker index of the task mappings is the thread id passed through
   * an identity shuffle (each lane reads its own value): LLVM then knows
   * nothing of its range. Knowing tid < 2G, it rewrites lane + j*G of odd
   * chunks into tid | j*G, which cannot fold into a base address plus a
   * constant, and keeps one 64-bit address per cached element and tensor
   * live across the passes (layer_norm with two rows per block spilled). */
  RedVal tid = ktFresh(&g->kt), ti = ktFresh(&g->kt), lid = ktFresh(&g->kt), li = ktFresh(&g->kt),
         w = ktFresh(&g->kt), sh = ktFresh(&g->kt), ok = ktFresh(&g->kt);
  ktLine(&g->kt, "%s = gpu.thread_id x", tid.s);
  ktLine(&g->kt, "%s = arith.index_cast %s : index to i32", ti.s, tid.s);
  ktLine(&g->kt, "%s = gpu.lane_id", lid.s);
  ktLine(&g->kt, "%s = arith.index_cast %s : index to i32", li.s, lid.s);
  ktLine(&g->kt, "%s = arith.constant 32 : i32", w.s);
  ktLine(&g->kt, "%s, %s = gpu.shuffle idx %s, %s, %s : i32", sh.s, ok.s, ti.s, li.s, w.s);
  g->tid = ktFresh(&g->kt);
  ktLine(&g->kt, "%s = arith.index_cast %s : i32 to index", g->tid.s, sh.s);
  RedVal bid = ktFresh(&g->kt);
  ktLine(&g->kt, "%s = gpu.block_id x", bid.s);
  char lm[128];
  layoutMapping(g, lm, sizeof lm);
  RedVal t = ktFresh(&g->kt);
  ktLine(&g->kt, "%s:2 = \"tm.task\"(%s, %s) {mapping = %s} : (index, index) -> (index, index)",
         t.s, g->tid.s, ktIndex(&g->kt, 0).s, lm);
  snprintf(g->rowLocal.s, sizeof g->rowLocal.s, "%.40s#0", t.s);
  snprintf(g->lane.s, sizeof g->lane.s, "%.40s#1", t.s);
  g->row = ktIx(&g->kt, "addi", ktIx(&g->kt, "muli", bid, ktIndex(&g->kt, g->P)), g->rowLocal);
  RedVal row = g->row;
  g->rowValid = none();
  if (g->dynRows) {
    /* the row count from the extents; rows past it are masked and read the
     * last row (the declared range keeps it >= 1) */
    RedVal rows = ktIndex(&g->kt, g->rowsMul);
    for (int i = 0; i < g->nDyn; ++i) {
      RedVal d = ktFresh(&g->kt);
      ktLine(&g->kt, "%s = memref.dim %%arg%d, %s : %s", d.s, g->dynArg[i],
             ktIndex(&g->kt, g->dynDim[i]).s, g->call->argTypes[g->dynArg[i]]);
      rows = ktIx(&g->kt, "muli", rows, d);
    }
    g->rowsRun = rows;
    g->rowValid = ktUlt(&g->kt, g->row, rows);
    row = ktIx(&g->kt, "minui", g->row, ktIx(&g->kt, "subi", rows, ktIndex(&g->kt, 1)));
  } else if (g->rows % g->P) {
    g->rowValid = ktUlt(&g->kt, g->row, ktIndex(&g->kt, g->rows));
    row = ktIx(&g->kt, "minui", g->row, ktIndex(&g->kt, g->rows - 1));
  }
  if (g->inner > 1) {
    g->o = ktIx(&g->kt, "divui", row, ktIndex(&g->kt, g->inner));
    g->i = ktIx(&g->kt, "remui", row, ktIndex(&g->kt, g->inner));
  } else {
    g->o = row;
    g->i = ktIndex(&g->kt, 0);
  }
}

/* Chunk j (a value or constant name) of this thread: its V elements
 * (r = chunk * V + q, q < V) into es, each with whether it can be out of
 * range (`mayExceed`). */
static void chunk(RedGen *g, RedVal j, bool mayExceed, RedElem *es) {
  RedVal t = ktFresh(&g->kt);
  ktLine(&g->kt, "%s:2 = \"tm.task\"(%s, %s) {mapping = %s} : (index, index) -> (index, index)",
         t.s, g->tid.s, j.s, g->map);
  RedVal r0;
  snprintf(r0.s, sizeof r0.s, "%.40s#1", t.s);
  if (g->V > 1)
    r0 = ktIx(&g->kt, "muli", r0, ktIndex(&g->kt, g->V));
  if (!isNone(g->rBase))
    r0 = ktIx(&g->kt, "addi", r0, g->rBase);
  for (int64_t q = 0; q < g->V; ++q) {
    RedElem *e = &es[q];
    memset(e, 0, sizeof *e);
    e->r = q ? ktIx(&g->kt, "addi", r0, ktIndex(&g->kt, q)) : r0;
    /* when V divides R a chunk is wholly in range or wholly past it */
    e->ok = !mayExceed              ? none()
            : q && g->R % g->V == 0 ? es[0].ok
                                    : ktUlt(&g->kt, e->r, ktIndex(&g->kt, g->R));
    e->slot = -1;
  }
}

/* Loads chunk es of input slot 0 into es[q].x: one load (V = 1), or one
 * load4 of the chunk's 4 elements (nv = min(4, R - r); a chunk wholly
 * past R loads the row's last chunk, which its masks ignore). */
static void loadChunk(RedGen *g, RedElem *es) {
  if (g->V == 1) {
    es[0].x = redLoad(g, 0, &es[0]);
    return;
  }
  RedVal r = es[0].r, nv = ktIndex(&g->kt, 4);
  if (!isNone(es[0].ok)) {
    r = ktIx(&g->kt, "minui", r, ktIndex(&g->kt, (g->R - 1) / 4 * 4));
    nv = ktIx(&g->kt, "minui", ktIx(&g->kt, "subi", ktIndex(&g->kt, g->R), r), ktIndex(&g->kt, 4));
  }
  RedVal v = ktFresh(&g->kt);
  ktLine(&g->kt,
         "%s = func.call @__hidet_load4_in0(%s, %s, %s, %s%s) : (index, index, index, index%s) "
         "-> vector<4xf32>",
         v.s, g->o.s, g->i.s, r.s, nv.s, g->argVals.data, g->argTys.data);
  for (int64_t q = 0; q < 4; ++q) {
    es[q].x = ktFresh(&g->kt);
    ktLine(&g->kt, "%s = vector.extract %s[%lld] : f32 from vector<4xf32>", es[q].x.s, v.s,
            (long long)q);
  }
}

RedVal redLoad(RedGen *g, int slot, const RedElem *e) {
  RedVal r = isNone(e->ok) ? e->r : ktIx(&g->kt, "minui", e->r, ktIndex(&g->kt, g->R - 1));
  RedVal x = ktFresh(&g->kt);
  if (slot == 0)
    ktLine(&g->kt, "%s = func.call @__hidet_load_in0(%s, %s, %s%s) : (index, index, index%s) -> %s",
            x.s, g->o.s, g->i.s, r.s, g->argVals.data, g->argTys.data, g->elt);
  else
    ktLine(&g->kt, "%s = func.call @__hidet_load_in%d(%s%s) : (index%s) -> %s", x.s, slot, r.s,
            g->argVals.data, g->argTys.data, g->elt);
  if (strcmp(g->elt, g->ct) == 0)
    return x;
  RedVal y = ktFresh(&g->kt);
  ktLine(&g->kt, "%s = arith.extf %s : %s to %s", y.s, x.s, g->elt, g->ct);
  return y;
}

void redStore(RedGen *g, RedVal v, RedVal r, bool rowsOut, RedVal pred) {
  if (!isNone(pred)) {
    ktLine(&g->kt, "scf.if %s {", pred.s);
    g->kt.indent++;
  }
  if (strcmp(g->elt, g->ct) != 0) {
    RedVal t = ktFresh(&g->kt);
    ktLine(&g->kt, "%s = arith.truncf %s : %s to %s", t.s, v.s, g->ct, g->elt);
    v = t;
  }
  if (rowsOut)
    ktLine(&g->kt,
           "func.call @__hidet_store_out0(%s, %s, %s, %s%s) : (%s, index, index, index%s) -> ()",
           v.s, g->o.s, g->i.s, r.s, g->argVals.data, g->elt, g->argTys.data);
  else
    ktLine(&g->kt, "func.call @__hidet_store_out0(%s, %s, %s%s) : (%s, index, index%s) -> ()", v.s,
            g->o.s, g->i.s, g->argVals.data, g->elt, g->argTys.data);
  if (!isNone(pred)) {
    g->kt.indent--;
    ktLine(&g->kt, "}");
  }
}

RedVal redPass(RedGen *g, bool read, bool fill, RedVal acc0, RedElemFn fn, void *ud) {
  RedVal acc = acc0;
  bool accumulate = !isNone(acc0);
  int64_t V = g->V;
  /* the last chunk has elements past R (split: the slices of Jpad * G
   * chunks cover S * Jpad * G * V, and the last slices' chunks may all be
   * past R) */
  bool tail = g->S > 1 ? g->S * g->Jpad * g->G * V != g->R : g->R % (g->G * V) != 0;
  /* Cached chunks: unrolled, loads first; element j * V + q is cache slot
   * j * V + q. */
  RedElem es[RED_MAX_CACHE];
  for (int64_t j = 0; j < g->cached; ++j) {
    chunk(g, ktIndex(&g->kt, j), tail && (g->S > 1 || j == g->J - 1), &es[j * V]);
    for (int64_t q = 0; q < V; ++q)
      es[j * V + q].slot = (int)(j * V + q);
  }
  for (int64_t j = 0; j < g->cached && read; ++j) {
    if (fill)
      loadChunk(g, &es[j * V]);
    for (int64_t q = 0; q < V; ++q) {
      if (fill)
        g->cache[j * V + q] = es[j * V + q].x;
      es[j * V + q].x = g->cache[j * V + q];
    }
  }
  for (int64_t e = 0; e < g->cached * V; ++e) {
    RedVal keep = none();
    acc = fn(g, &es[e], acc, &keep, ud);
    if (!isNone(keep))
      g->cache[e] = keep;
  }
  /* The others: a loop unrolled by U (loads first), or straight-line code
   * when it would run once. */
  int64_t n = g->J - g->cached;
  if (n <= 0)
    return acc;
  int64_t u = n < g->U ? n : g->U, steps = ceilDiv(n, u);
  bool mayExceed = tail || steps * u != n;
  RedVal j0 = ktIndex(&g->kt, g->cached), res = none();
  bool loop = steps > 1;
  if (loop) {
    j0 = ktFresh(&g->kt);
    if (accumulate) {
      res = ktFresh(&g->kt);
      RedVal a = ktFresh(&g->kt);
      ktLine(&g->kt, "%s = scf.for %s = %s to %s step %s iter_args(%s = %s) -> (%s) {", res.s, j0.s,
             ktIndex(&g->kt, g->cached).s, ktIndex(&g->kt, g->cached + steps * u).s,
             ktIndex(&g->kt, u).s, a.s, acc.s, g->ct);
      acc = a;
    } else {
      ktLine(&g->kt, "scf.for %s = %s to %s step %s {", j0.s, ktIndex(&g->kt, g->cached).s,
              ktIndex(&g->kt, g->cached + steps * u).s, ktIndex(&g->kt, u).s);
    }
    g->kt.indent++;
  }
  RedElem le[RED_UNROLL * 4];
  for (int64_t k = 0; k < u; ++k) {
    RedVal j = k ? ktIx(&g->kt, "addi", j0, ktIndex(&g->kt, k)) : j0;
    chunk(g, j, mayExceed, &le[k * V]);
  }
  for (int64_t k = 0; k < u && read; ++k)
    loadChunk(g, &le[k * V]);
  for (int64_t e = 0; e < u * V; ++e) {
    RedVal keep = none();
    acc = fn(g, &le[e], acc, &keep, ud);
  }
  if (loop) {
    if (accumulate)
      ktLine(&g->kt, "scf.yield %s : %s", acc.s, g->ct);
    g->kt.indent--;
    ktLine(&g->kt, "} {%s}", kNoUnroll);
    if (accumulate)
      acc = res;
  }
  return acc;
}

RedVal redGroupCombine(RedGen *g, RedVal v, const char *op) {
  int64_t stride = g->layout == RED_LAYOUT_COL ? g->P : 1;
  if (g->Gw > 1) {
    RedVal width = ktFresh(&g->kt);
    ktLine(&g->kt, "%s = arith.constant 32 : i32", width.s);
    for (int64_t off = g->Gw / 2; off >= 1; off /= 2) {
      RedVal o = ktFresh(&g->kt), sh = ktFresh(&g->kt), ok = ktFresh(&g->kt);
      ktLine(&g->kt, "%s = arith.constant %lld : i32", o.s, (long long)(off * stride));
      ktLine(&g->kt, "%s, %s = gpu.shuffle xor %s, %s, %s : %s", sh.s, ok.s, v.s, o.s, width.s,
              g->ct);
      v = redBin(g, op, v, sh);
    }
  }
  if (g->nw == 1)
    return v;
  /* Across warps: one partial per warp of the row, combined in order. */
  int b = g->numBufs++;
  char buf[32], ty[128];
  snprintf(buf, sizeof buf, "%%red%d", b);
  snprintf(ty, sizeof ty, "memref<%lldx%lldx%s, #gpu.address_space<workgroup>>",
           (long long)g->nw, (long long)g->P, g->ct);
  RedVal q = g->Gw > 1 ? ktIx(&g->kt, "divui", g->lane, ktIndex(&g->kt, g->Gw)) : g->lane;
  if (g->Gw > 1) {
    RedVal m = ktIx(&g->kt, "remui", g->lane, ktIndex(&g->kt, g->Gw)), rep = ktFresh(&g->kt);
    ktLine(&g->kt, "%s = arith.cmpi eq, %s, %s : index", rep.s, m.s, ktIndex(&g->kt, 0).s);
    ktLine(&g->kt, "scf.if %s {", rep.s);
    ktLine(&g->kt, "  memref.store %s, %s[%s, %s] : %s", v.s, buf, q.s, g->rowLocal.s, ty);
    ktLine(&g->kt, "}");
  } else {
    ktLine(&g->kt, "memref.store %s, %s[%s, %s] : %s", v.s, buf, q.s, g->rowLocal.s, ty);
  }
  ktLine(&g->kt, "gpu.barrier");
  /* In order q = 0, 1, ..., 4 loads at a time (a loop past the first 4),
   * so that every lane gets the same bits without holding nw values. */
  int64_t first = g->nw < 4 ? g->nw : 4;
  RedVal acc = none();
  for (int64_t w = 0; w < first; ++w) {
    RedVal x = ktFresh(&g->kt);
    ktLine(&g->kt, "%s = memref.load %s[%s, %s] : %s", x.s, buf, ktIndex(&g->kt, w).s,
           g->rowLocal.s, ty);
    acc = w ? redBin(g, op, acc, x) : x;
  }
  if (g->nw > first) {
    RedVal res = ktFresh(&g->kt), q0 = ktFresh(&g->kt), a = ktFresh(&g->kt);
    ktLine(&g->kt, "%s = scf.for %s = %s to %s step %s iter_args(%s = %s) -> (%s) {", res.s, q0.s,
           ktIndex(&g->kt, first).s, ktIndex(&g->kt, g->nw).s, ktIndex(&g->kt, 4).s, a.s, acc.s,
           g->ct);
    g->kt.indent++;
    RedVal xs[4];
    for (int w = 0; w < 4; ++w) {
      RedVal qw = w ? ktIx(&g->kt, "addi", q0, ktIndex(&g->kt, w)) : q0;
      xs[w] = ktFresh(&g->kt);
      ktLine(&g->kt, "%s = memref.load %s[%s, %s] : %s", xs[w].s, buf, qw.s, g->rowLocal.s, ty);
    }
    for (int w = 0; w < 4; ++w)
      a = redBin(g, op, a, xs[w]);
    ktLine(&g->kt, "scf.yield %s : %s", a.s, g->ct);
    g->kt.indent--;
    ktLine(&g->kt, "} {%s}", kNoUnroll);
    acc = res;
  }
  return acc;
}

/* The budget a kernel asks ptxas for: .minnctapersm for redRegsFor, or,
 * for an indexed instance (RED_FACT_INDEXED), .minnctapersm 1: every
 * register the launch allows (255, at most 65536 / T). Its per-element
 * addresses are data dependent (a gather: BERT's embedding lookups before
 * its first layer_norm) or divisions per element (a reshape), and ptxas
 * was erratic with them: under a budget from the estimate it spilled
 * kernels at budgets above their need (kernel 1 of row-g1-p64-c8-s8 on the
 * reshaped attention scores of [2, 3, 77, 40]: 24 bytes at 96, 32
 * registers left alone, 116 under the launch's limit; a gather's
 * layer_norm at 80 and 128, 70 left alone); left alone (.reqntid only) it
 * aimed at occupancy and spilled 512- and 1024-thread blocks on sm_90
 * (col-g2-p512-c0: 16 bytes at 32 registers) and f64 ones of 64 threads;
 * given the launch's limit it spilled none of them (it may take more
 * registers than it needs: 254 for row-g2-p16-c32, 74 left alone, a cost
 * in occupancy, not in spills). The cost model still checks redRegsFor
 * against the arch (bench/gpu/spill_sweep.sh, docs/benchmarks.md). */
static void budgetAttr(const RedGen *g, const HidetSchedule *s, char *buf, size_t size) {
  int64_t n = g->call->problem->facts & RED_FACT_INDEXED
                  ? 1
                  : minBlocksPerSm(redRegsFor(g->kind, s, g->call->problem), g->T);
  snprintf(buf, size, "nvvm.minctasm = %lld : i32, ", (long long)n);
}

/* The declaration of input slot 0's hook: load (V = 1) or load4. */
static void emitLoad0Decl(const RedGen *g, HidetStr *out) {
  if (g->V > 1)
    hidetStrAppendf(out,
                    "  func.func private @__hidet_load4_in0(index, index, index, index%s) -> "
                    "vector<4xf32>\n",
                    g->argTys.data);
  else
    hidetStrAppendf(out, "  func.func private @__hidet_load_in0(index, index, index%s) -> %s\n",
                    g->argTys.data, g->elt);
}

void redEmitModule(RedGen *g, HidetStr *out, int numInputs, bool rowsOut) {
  const HidetTemplateCall *c = g->call;
  const char *tys = g->argTys.data;
  hidetStrAppendf(out, "gpu.module @%s {\n", c->moduleName);
  emitLoad0Decl(g, out);
  for (int k = 1; k < numInputs; ++k)
    hidetStrAppendf(out, "  func.func private @__hidet_load_in%d(index%s) -> %s\n", k, tys, g->elt);
  hidetStrAppendf(out, "  func.func private @__hidet_store_out0(%s, index, index%s%s)\n", g->elt,
                  rowsOut ? ", index" : "", tys);
  hidetStrAppendf(out, "  gpu.func @%s(", c->kernelName);
  for (int i = 0; i < c->nArgs; ++i)
    hidetStrAppendf(out, "%s%%arg%d: %s", i ? ", " : "", i, c->argTypes[i]);
  hidetStrAppendf(out, ")");
  for (int b = 0; b < g->numBufs; ++b)
    hidetStrAppendf(out,
                    "%s%%red%d: memref<%lldx%lldx%s, #gpu.address_space<workgroup>>%s",
                    b ? ", " : "\n      workgroup(", b, (long long)g->nw, (long long)g->P, g->ct,
                    b + 1 == g->numBufs ? ")" : "");
  char budget[48];
  budgetAttr(g, g->call->schedule, budget, sizeof budget);
  hidetStrAppendf(out,
                  "\n      kernel attributes {gpu.known_block_size = array<i32: %lld, 1, 1>, "
                  "nvvm.reqntid = array<i32: %lld, 1, 1>, %shidet.grid = array<i64: %lld, 1, 1>, "
                  "hidet.problem = array<i64: %lld, %lld, %lld>",
                  (long long)g->T, (long long)g->T, budget, (long long)g->blocks,
                  (long long)g->outer, (long long)g->R, (long long)g->inner);
  if (g->dynRows) { /* grid x: ceil(rows / P), the rows read on the host */
    RtGridAxis x = {.axis = 0, .mul = g->rowsMul, .div = g->P, .n = g->nDyn};
    for (int i = 0; i < g->nDyn; ++i) {
      x.arg[i] = g->dynArg[i];
      x.dim[i] = g->dynDim[i];
    }
    rtGridAttrText(out, &x, 1);
  }
  hidetStrAppendf(out, "} {\n");
  ktEmitConstants(&g->kt, out, "    ");
  hidetStrAppend(out, g->kt.body.data, g->kt.body.len);
  hidetStrAppendf(out, "    gpu.return\n  }\n}\n");
}

/* ---- The global (two-kernel) split. ---------------------------------------- */

void redEmitSliceBase(RedGen *g) {
  RedVal by = ktFresh(&g->kt);
  ktLine(&g->kt, "%s = gpu.block_id y", by.s);
  g->rBase = ktIx(&g->kt, "muli", by, ktIndex(&g->kt, g->Jpad * g->G * g->V));
}

RedVal redWorkspaceView(RedGen *g, int64_t S, char *type, size_t typeSize) {
  snprintf(type, typeSize, "memref<%lldx%lldx%s>", (long long)g->rows, (long long)S, g->ct);
  RedVal v = ktFresh(&g->kt);
  ktLine(&g->kt, "%s = memref.view %%ws[%s][] : memref<%lldxi8> to %s", v.s, ktIndex(&g->kt, 0).s,
          (long long)(g->rows * S * (g->f64 ? 8 : 4)), type);
  return v;
}

/* One gpu.func of the split module: g's body, the call's arguments plus
 * the workspace %ws, grid [g->blocks, gridY, 1]; hidet.problem is the
 * reduction's (kernel 1's), also on kernel 2. */
static void emitSplitKernel(RedGen *g, const RedGen *g1, HidetStr *out, const char *suffix,
                            int64_t gridY, int64_t wsBytes) {
  const HidetTemplateCall *c = g->call;
  hidetStrAppendf(out, "  gpu.func @%s_%s(", c->kernelName, suffix);
  for (int i = 0; i < c->nArgs; ++i)
    hidetStrAppendf(out, "%%arg%d: %s, ", i, c->argTypes[i]);
  hidetStrAppendf(out, "%%ws: memref<%lldxi8>)", (long long)wsBytes);
  for (int b = 0; b < g->numBufs; ++b)
    hidetStrAppendf(out, "%s%%red%d: memref<%lldx%lldx%s, #gpu.address_space<workgroup>>%s",
                    b ? ", " : "\n      workgroup(", b, (long long)g->nw, (long long)g->P,
                    g->ct, b + 1 == g->numBufs ? ")" : "");
  char budget[48];
  budgetAttr(g, c->schedule, budget, sizeof budget);
  hidetStrAppendf(out,
                  "\n      kernel attributes {gpu.known_block_size = array<i32: %lld, 1, 1>, "
                  "nvvm.reqntid = array<i32: %lld, 1, 1>, %shidet.grid = array<i64: %lld, %lld, "
                  "1>, hidet.problem = array<i64: %lld, %lld, %lld>} {\n",
                  (long long)g->T, (long long)g->T, budget, (long long)g->blocks,
                  (long long)gridY, (long long)g1->outer, (long long)g1->R, (long long)g1->inner);
  ktEmitConstants(&g->kt, out, "    ");
  hidetStrAppend(out, g->kt.body.data, g->kt.body.len);
  hidetStrAppendf(out, "    gpu.return\n  }\n");
}

void redEmitSplitModule(RedGen *g1, RedGen *g2, HidetStr *out, int numInputs, bool rowsOut,
                        int64_t wsBytes) {
  const HidetTemplateCall *c = g1->call;
  const char *tys = g1->argTys.data;
  hidetStrAppendf(out, "gpu.module @%s {\n", c->moduleName);
  emitLoad0Decl(g1, out);
  for (int k = 1; k < numInputs; ++k)
    hidetStrAppendf(out, "  func.func private @__hidet_load_in%d(index%s) -> %s\n", k, tys,
                    g1->elt);
  hidetStrAppendf(out, "  func.func private @__hidet_store_out0(%s, index, index%s%s)\n", g1->elt,
                  rowsOut ? ", index" : "", tys);
  emitSplitKernel(g1, g1, out, "partial", g1->S, wsBytes);
  emitSplitKernel(g2, g1, out, "combine", 1, wsBytes);
  hidetStrAppendf(out, "}\n");
}

/* ---- The split of the row-writing kinds (softmax, layer_norm). -------- */

RedVal redPairWorkspaceView(RedGen *g, int64_t S, char *type, size_t typeSize) {
  snprintf(type, typeSize, "memref<%lldx%lldx2x%s>", (long long)g->rows, (long long)S, g->ct);
  RedVal v = ktFresh(&g->kt);
  ktLine(&g->kt, "%s = memref.view %%ws[%s][] : memref<%lldxi8> to %s", v.s, ktIndex(&g->kt, 0).s,
          (long long)(g->rows * S * 2 * (g->f64 ? 8 : 4)), type);
  return v;
}

RedVal redSliceCount(RedGen *g, RedVal y, int64_t sliceLen) {
  RedVal base = ktIx(&g->kt, "muli", y, ktIndex(&g->kt, sliceLen));
  RedVal rest = ktIx(&g->kt, "subi", ktIndex(&g->kt, g->R),
                     ktIx(&g->kt, "minui", base, ktIndex(&g->kt, g->R)));
  return ktIx(&g->kt, "minui", rest, ktIndex(&g->kt, sliceLen));
}

RedVal redIndexToFloat(RedGen *g, RedVal v) {
  RedVal i = ktFresh(&g->kt), f = ktFresh(&g->kt);
  ktLine(&g->kt, "%s = arith.index_cast %s : index to i64", i.s, v.s);
  ktLine(&g->kt, "%s = arith.uitofp %s : i64 to %s", f.s, i.s, g->ct);
  return f;
}

RedVal redRowClamped(RedGen *g) {
  if (g->rows % g->P == 0)
    return g->row;
  return ktIx(&g->kt, "minui", g->row, ktIndex(&g->kt, g->rows - 1));
}

RedVal redFirstLanePredicate(RedGen *g) {
  RedVal pred = g->rowValid;
  if (g->G > 1) {
    RedVal first = ktFresh(&g->kt);
    ktLine(&g->kt, "%s = arith.cmpi eq, %s, %s : index", first.s, g->lane.s, ktIndex(&g->kt, 0).s);
    pred = redAnd(g, pred, first);
  }
  return pred;
}

RedVal redBeginPartialsLoop(RedGen *g, int64_t S, RedVal init, RedVal *acc, RedVal *result) {
  RedVal q = ktFresh(&g->kt);
  *result = ktFresh(&g->kt);
  *acc = ktFresh(&g->kt);
  ktLine(&g->kt, "%s = scf.for %s = %s to %s step %s iter_args(%s = %s) -> (%s) {", result->s, q.s,
          g->lane.s, ktIndex(&g->kt, S).s, ktIndex(&g->kt, g->G).s, acc->s, init.s, g->ct);
  g->kt.indent++;
  return q;
}

RedVal redEndPartialsLoop(RedGen *g, RedVal next, RedVal result) {
  ktLine(&g->kt, "scf.yield %s : %s", next.s, g->ct);
  g->kt.indent--;
  ktLine(&g->kt, "} {%s}", kNoUnroll);
  return result;
}

void redEmitSplitRowsModule(RedGen *g1, RedGen *g2, HidetStr *out, int numInputs,
                            int64_t wsBytes) {
  const HidetTemplateCall *c = g1->call;
  const char *tys = g1->argTys.data;
  hidetStrAppendf(out, "gpu.module @%s {\n", c->moduleName);
  emitLoad0Decl(g1, out);
  for (int k = 1; k < numInputs; ++k)
    hidetStrAppendf(out, "  func.func private @__hidet_load_in%d(index%s) -> %s\n", k, tys,
                    g1->elt);
  hidetStrAppendf(out, "  func.func private @__hidet_store_out0(%s, index, index, index%s)\n",
                  g1->elt, tys);
  emitSplitKernel(g1, g1, out, "partial", g1->S, wsBytes);
  emitSplitKernel(g2, g1, out, "write", g2->S, wsBytes);
  hidetStrAppendf(out, "}\n");
}

bool redGenInitSplit(RedGen *g1, RedGen *g2, RedUncachedCall *c2, const RedKind *kind,
                     const HidetTemplateCall *call, char *why, size_t whySize) {
  c2->schedule = *call->schedule;
  c2->schedule.v[RED_P_CACHE] = 0;
  c2->call = *call;
  c2->call.schedule = &c2->schedule;
  bool ok1 = redGenInit(g1, kind, call, why, whySize);
  bool ok2 = ok1 && redGenInit(g2, kind, &c2->call, why, whySize);
  if (ok2)
    return true;
  redGenFree(g1);
  if (ok1)
    redGenFree(g2);
  return false;
}
