/*===-- attention_tc_template.c - attention_tc under the template interface ===*
 * The tensor-core attention template (kernel: attention_tc.c): f16/bf16
 * graph.attention on archs with mma.sync; attention.h's problem and
 * operand map. Schedule w<warps>-m<mt>-k<keys>[-s<stages>]: warps {2, 4,
 * 8}, mt {1, 2} 16-row query tiles a warp, keys {16, 32, 64, 128} a key
 * tile, stages {1, 2, 3} of the cp.async K/V ring (1: K/V through
 * registers; the space below).
 *
 * REGISTERS (no schedule the cost model picks may spill): the f32
 * accumulators of O (mt * Dvp/8 tiles of 4) and of S (mt * keys/8 tiles of
 * 4, counted twice: the probabilities and their packed A fragments live
 * beside them), the Q A fragments when kept (mt * Dp/16 fragments of 4
 * packed registers) and ~40 for addresses, the softmax state and the B
 * fragments in flight (S past 64 keys counts half: P reuses S's registers;
 * the ring +8). Q stays in registers when the total is at most 168,
 * else it is reloaded by ldmatrix every key tile; a schedule over 192
 * costs HIDET_COST_UNFIT (ptxas then needs ~255 and may spill: D = 96 with
 * mt 2 x 32 keys, D = 256 with 32 keys; D = 256 fits with 16 keys), as
 * does one whose shared memory (Q [BR][Dp], stages x (K [keys][Dp],
 * V [keys][Dvp]) in E) exceeds arch->maxDynSmemPerBlock.
 *
 * COST MODEL (one term fitted on an H200 sweep, issue 28: the key tile's
 * latency chain, HidetCostFit attnTcTileClk/attnTcStepClk, hidden by the
 * SM's other resident blocks; the rest hand-set). Per block and key
 * tile: the two GEMMs' tensor-core flops 2*BR*keys*(Dp+Dvp) at
 * arch->tcFlopsPerClkPerSm, plus the CUDA-core work at 128 lanes a clock:
 * ~16 instructions a score (scale, masks, exp, max, sum, conversion;
 * +8 with a mask hook), ~3 per element of the K and V tiles loaded through
 * registers (~0.5 by cp.async), the Q fragment reloads when Q is not kept;
 * the two added, as they share the issue slots. Blocks over the SMs by
 * occupancy (shared memory, threads, and the registers ptxas is expected
 * to allocate: the budget less HidetCostFit.attnTcRegSlack / mt), wave
 * quantization, stretched when fewer than
 * 8 warps an SM hide latency; a causal problem runs about half the tiles.
 * Against the global bytes (q and the output once, K and V once per block).
 *===----------------------------------------------------------------------===*/
#include "attention.h"

#include "mlir-c/BuiltinTypes.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const kParams[] = {"warps", "mt", "keys", "stages"};
#define NUM_PARAMS 4
static const char *const kInputNames[] = {"q", "k", "v", "mask"};

static HidetAttentionTcSchedule fromGeneric(const HidetSchedule *s) {
  HidetAttentionTcSchedule a = {(int)(s->v[0] > 0 && s->v[0] < 4096 ? s->v[0] : -1),
                                (int)(s->v[1] > 0 && s->v[1] < 4096 ? s->v[1] : -1),
                                (int)(s->v[2] > 0 && s->v[2] < 4096 ? s->v[2] : -1),
                                /* 0: a schedule of the three-knob space, one stage */
                                (int)(s->v[3] == 0                      ? 1
                                      : s->v[3] > 0 && s->v[3] < 4096 ? s->v[3]
                                                                      : -1)};
  return a;
}

static void toGeneric(const HidetAttentionTcSchedule *a, HidetSchedule *s) {
  memset(s, 0, sizeof *s);
  s->v[0] = a->warps;
  s->v[1] = a->mt;
  s->v[2] = a->keys;
  s->v[3] = a->stages;
}

int64_t hidetAttentionTcPad(int64_t d) { return (d + 15) / 16 * 16; }

int64_t hidetAttentionTcSmemBytes(const HidetAttentionTcSchedule *s, const HidetProblem *p) {
  int64_t Dp = hidetAttentionTcPad(p->dims[ATTN_D]), Dvp = hidetAttentionTcPad(p->dims[ATTN_DV]);
  int64_t rows = 16 * (int64_t)s->mt * s->warps;
  return 2 * (rows * Dp + (int64_t)s->stages * s->keys * (Dp + Dvp));
}

/* Register prefetch: when every thread holds a whole number of the K and
 * V tiles' 4-element vectors and they are few (at most 8, 16 registers),
 * the next key tile's vectors are loaded into registers before the current
 * tile's GEMMs and stored into shared memory at the top of the next step,
 * so their global latency hides behind the math. Returns the vectors a
 * thread carries (K's and V's), 0 when the template loads each tile in
 * place (its loop over vectors keeps no register across the step). */
int hidetAttentionTcPrefetchVecs(const HidetAttentionTcSchedule *s, const HidetProblem *p) {
  int64_t T = 32 * (int64_t)s->warps;
  if (s->stages > 1)
    return 0; /* the ring: cp.async, or loads in place */
  int64_t nk = (int64_t)s->keys * hidetAttentionTcPad(p->dims[ATTN_D]) / 4;
  int64_t nv = (int64_t)s->keys * hidetAttentionTcPad(p->dims[ATTN_DV]) / 4;
  if (T <= 0 || nk % T || nv % T || (nk + nv) / T > 8)
    return 0;
  return (int)((nk + nv) / T);
}

/* Registers without and with the Q fragments (fitted to ptxas 13.0 on
 * sm_80/sm_90 over the space at D = 64, 128: the S accumulators count
 * twice, as the probabilities and their packed A fragments live next to
 * them). */
static int regsBase(const HidetAttentionTcSchedule *s, const HidetProblem *p) {
  int64_t Dvp = hidetAttentionTcPad(p->dims[ATTN_DV]);
  /* S: mt*keys up to 64 keys, half that for keys past 64 (ptxas reuses
   * S's registers for P: 128 keys at D = 64 took 163-168 registers with Q
   * reloaded, D = 128 130-138; the fit at <= 64 keys stays as it was);
   * the ring: +8 (stage offsets, copy addresses: +8..13 measured). */
  int64_t sRegs = s->keys <= 64 ? s->mt * s->keys : s->mt * (64 + (s->keys - 64) / 2);
  return (int)(s->mt * Dvp / 2 + sRegs + 40 + 2 * hidetAttentionTcPrefetchVecs(s, p) +
               (s->stages > 1 ? 8 : 0));
}

static int regsQ(const HidetAttentionTcSchedule *s, const HidetProblem *p) {
  return (int)(s->mt * hidetAttentionTcPad(p->dims[ATTN_D]) / 4);
}

bool hidetAttentionTcKeepQ(const HidetAttentionTcSchedule *s, const HidetProblem *p) {
  return regsBase(s, p) + regsQ(s, p) <= 168;
}

int hidetAttentionTcRegs(const HidetAttentionTcSchedule *s, const HidetProblem *p) {
  return regsBase(s, p) + (hidetAttentionTcKeepQ(s, p) ? regsQ(s, p) : 0);
}

static bool isPow2(int x) { return x > 0 && (x & (x - 1)) == 0; }

static bool fits(const HidetTemplate *self, const HidetSchedule *sg, const HidetArch *arch,
                 char *why, size_t whySize) {
  (void)self;
  HidetAttentionTcSchedule s = fromGeneric(sg);
  if (!isPow2(s.warps) || s.warps > 16 || (s.mt != 1 && s.mt != 2 && s.mt != 4) ||
      (s.keys != 16 && s.keys != 32 && s.keys != 64 && s.keys != 128) || s.stages < 1 ||
      s.stages > 3)
    return hidetFailWhy(why, whySize,
                        "warps must be a power of two up to 16, mt 1, 2 or 4, keys 16, 32, 64 or "
                        "128, stages 1, 2 or 3");
  if (arch->tensorCores == HIDET_TC_NONE)
    return hidetFailWhy(why, whySize, "%s has no tensor cores (mma.sync)", arch->name);
  if (32 * s.warps > arch->maxThreadsPerBlock)
    return hidetFailWhy(why, whySize, "%d threads exceed %d a block", 32 * s.warps,
                        arch->maxThreadsPerBlock);
  return true;
}

/* The space: warps {2, 4, 8} x mt {1, 2} x keys {16, 32, 64, 128} x
 * stages {1, 2, 3}, less what cannot pay: 128-key tiles only with mt 1
 * (mt 2 x 128 keys needs ~300 registers), the ring (stages > 1) only with
 * 32 keys or more (a 16-key tile's copies are too few to hide anything
 * behind), and 3 stages only at 64 and 128 keys with 4 warps (the shape the
 * H200 sweep favoured; each stage more is a K/V tile more of shared
 * memory). 39 schedules. */
static size_t space(const HidetTemplate *self, const HidetArch *arch, HidetSchedule **out) {
  static const int warps[] = {2, 4, 8}, mts[] = {1, 2}, keys[] = {16, 32, 64, 128};
  *out = calloc(3 * 2 * 4 * 3, sizeof **out);
  if (!*out)
    abort(); /* out of memory */
  size_t n = 0;
  for (int a = 0; a < 3; ++a)
    for (int b = 0; b < 2; ++b)
      for (int c = 0; c < 4; ++c)
        for (int st = 1; st <= 3; ++st) {
          if ((keys[c] == 128 && mts[b] != 1) || (st > 1 && keys[c] < 32) ||
              (st == 3 && (keys[c] < 64 || warps[a] != 4)))
            continue;
          HidetAttentionTcSchedule s = {warps[a], mts[b], keys[c], st};
          HidetSchedule g;
          char why[8];
          toGeneric(&s, &g);
          if (fits(self, &g, arch, why, sizeof why))
            (*out)[n++] = g;
        }
  return n;
}

static double cost(const HidetTemplate *self, const HidetSchedule *sg, const HidetProblem *p,
                   const HidetArch *arch) {
  (void)self;
  HidetAttentionTcSchedule s = fromGeneric(sg);
  int64_t smem = hidetAttentionTcSmemBytes(&s, p);
  int regs = hidetAttentionTcRegs(&s, p);
  int64_t T = 32 * (int64_t)s.warps;
  if (smem > arch->maxDynSmemPerBlock || regs > 192 || regs * T > arch->regsPerSm)
    return HIDET_COST_UNFIT;
  const HidetCostFit *fit = hidetArchFit(arch);
  /* occupancy by the registers ptxas is expected to allocate (the budget
   * less the fitted slack), not the no-spill budget */
  int64_t occRegs = (int64_t)(regs - fit->attnTcRegSlack / s.mt);
  if (occRegs < 32)
    occRegs = 32;
  int64_t bps = arch->maxBlocksPerSm;
  bps = bps < arch->smemPerSm / smem ? bps : arch->smemPerSm / smem;
  bps = bps < arch->maxThreadsPerSm / T ? bps : arch->maxThreadsPerSm / T;
  bps = bps < arch->regsPerSm / (occRegs * T) ? bps : arch->regsPerSm / (occRegs * T);
  if (bps < 1)
    return HIDET_COST_UNFIT;
  double Dp = (double)hidetAttentionTcPad(p->dims[ATTN_D]);
  double Dvp = (double)hidetAttentionTcPad(p->dims[ATTN_DV]);
  double rows = 16.0 * s.mt * s.warps, keys = s.keys;
  double tiles = ceil((double)p->dims[ATTN_LK] / keys);
  double qBlocks = ceil((double)p->dims[ATTN_LQ] / rows);
  if (p->variant & ATTN_CAUSAL) {
    /* the mean over the query blocks of the key tiles up to each block's
     * last query: a larger key tile wastes more of the diagonal (measured
     * on the H200: 64-key rings beat 128-key ones only when causal) */
    tiles = hidetAttentionCausalMeanTiles((int64_t)qBlocks, rows, p->dims[ATTN_LQ], s.keys,
                                          tiles, 1);
  }
  double blocks = (double)p->dims[ATTN_Z] * qBlocks;
  double tc = 2 * rows * keys * (Dp + Dvp) / arch->tcFlopsPerClkPerSm;
  double perScore = 16 + (p->variant & (ATTN_BOOL_MASK | ATTN_ADD_MASK) ? 8 : 0);
  /* K/V: ~3 instructions an element through registers; by cp.async
   * (the ring where both are copyable, HidetProblem.facts) one copy of 4-8
   * elements and its address, ~0.5 an element, and one barrier a tile
   * instead of two. A ring loading through registers stores each vector
   * right after its load: the global latency joins the tile's chain (~1000
   * cycles). The ring's terms are modelled, not yet measured. */
  bool copied = s.stages > 1 && (p->facts & 3u) == 3u;
  double lanes = rows * keys * perScore + (copied ? 0.5 : 3.0) * keys * (Dp + Dvp) +
                 (hidetAttentionTcKeepQ(&s, p) ? 0 : rows * Dp / 2);
  double tileClk = tc + lanes / 128.0 + (s.stages > 1 ? 100.0 : 200.0) / bps; /* barriers */
  /* A key tile's latency chain, hidden by the SM's other blocks
   * (HidetCostFit; 0 before the H100/H200 fit). */
  double chain = fit->attnTcTileClk + fit->attnTcStepClk * keys / 16.0;
  if (s.stages > 1 && !copied)
    chain += 1000.0;
  /* Without the ring the tile's loads (or, with the register prefetch,
   * the stores of the vectors loaded during the previous tile) sit
   * between the tile's two barriers: on the chain (HidetCostFit). */
  if (s.stages == 1)
    chain += fit->attnTcInPlaceClk;
  if (s.stages > 1 && s.warps > 4)
    chain += fit->attnTcRingSyncClk * (s.warps - 4);
  tileClk += chain / (double)bps;
  double slots = (double)arch->smCount * (double)bps;
  double waves = ceil(blocks / slots);
  double warpsPerSm = (double)bps * s.warps;
  double hide = warpsPerSm >= 8 ? 1.0 : 8.0 / warpsPerSm;
  double clk = waves * bps * (tiles * tileClk + 3 * rows * Dp / 128.0) * hide;
  double compute = clk / (arch->clockGhz * 1e3);
  /* K and V: the key tiles each block reads (causal: up to its diagonal) */
  double kvRows = fmin(tiles * keys, (double)p->dims[ATTN_LK]);
  double bytes = p->eltBytes * ((double)p->dims[ATTN_Z] * p->dims[ATTN_LQ] * (Dp + Dvp) +
                                blocks * kvRows * (Dp + Dvp));
  double memory = hidetAttentionMemoryUs(bytes, blocks, bps, s.warps, arch);
  return (compute > memory ? compute : memory) + 2.0;
}

static bool parse(const HidetTemplate *self, const char *text, HidetSchedule *sg, char *why,
                  size_t whySize) {
  (void)self;
  int w, m, k, st = 1, n = 0, n2 = 0;
  if (sscanf(text, "w%d-m%d-k%d%n", &w, &m, &k, &n) != 3 ||
      (text[n] != '\0' && (sscanf(text + n, "-s%d%n", &st, &n2) != 1 || text[n + n2] != '\0')))
    return hidetFailWhy(why, whySize,
                        "an attention_tc schedule reads w<warps>-m<mt>-k<keys>[-s<stages>] "
                        "(w4-m1-k64, w4-m1-k128-s2), not '%s'",
                        text);
  HidetAttentionTcSchedule s = {w, m, k, st};
  toGeneric(&s, sg);
  return true;
}

/* One stage keeps the three-knob text (w4-m1-k64): the schedule caches and
 * measurements name them so. */
static int format(const HidetTemplate *self, const HidetSchedule *sg, char *buf, size_t size) {
  (void)self;
  HidetAttentionTcSchedule s = fromGeneric(sg);
  if (s.stages == 1)
    return snprintf(buf, size, "w%d-m%d-k%d", s.warps, s.mt, s.keys);
  return snprintf(buf, size, "w%d-m%d-k%d-s%d", s.warps, s.mt, s.keys, s.stages);
}

static void describe(const HidetTemplate *self, const HidetSchedule *sg, const HidetProblem *p,
                     const HidetArch *arch, char *buf, size_t size) {
  HidetAttentionTcSchedule s = fromGeneric(sg);
  double us = cost(self, sg, p, arch);
  char est[64];
  if (us >= HIDET_COST_UNFIT)
    snprintf(est, sizeof est, "does not fit (shared memory or registers)");
  else
    snprintf(est, sizeof est, "estimated %.2f us", us);
  snprintf(buf, size,
           "%d warps x %d query rows, %d keys a tile, %s, Q %s, %lld bytes shared memory, ~%d "
           "registers, %s",
           s.warps, 16 * s.mt, s.keys,
           s.stages == 1   ? "K/V through registers"
           : s.stages == 2 ? "2-stage cp.async K/V ring"
                           : "3-stage cp.async K/V ring",
           hidetAttentionTcKeepQ(&s, p) ? "in registers" : "reloaded per key tile",
           (long long)hidetAttentionTcSmemBytes(&s, p), hidetAttentionTcRegs(&s, p), est);
}

static int64_t smemBytes(const HidetTemplate *self, const HidetSchedule *sg, HidetLoadMode mode) {
  (void)self;
  (void)mode;
  (void)sg;
  return 0; /* dynamic shared memory, sized per problem (hidet.dynamic_smem) */
}

static bool matches(const HidetTemplate *self, MlirOperation fn, MlirOperation anchor,
                    const HidetArch *arch) {
  (void)self;
  (void)fn;
  if (mlirOperationIsNull(anchor) || !hidetOpIs(anchor, "graph.attention") ||
      arch->tensorCores == HIDET_TC_NONE)
    return false;
  return hidetTypeIsHalf(hidetValueElementType(mlirOperationGetOperand(anchor, 0)));
}

/* HidetProblem.facts: bit 0 (1) K, bit 1 (2) V can be copied by cp.async
 * in 4-element runs, bit 2 (4) K, bit 3 (8) V in 8-element (16-byte)
 * runs (hidetReshapedInputChain: a kernel input, or reshapes of one, rows
 * a multiple of 4 / 8). The ring (stages > 1) copies them so; others
 * through the load hooks. */
static bool problem(const HidetTemplate *self, MlirOperation fn, MlirOperation anchor,
                    HidetProblem *out, char *why, size_t whySize) {
  (void)self;
  if (!hidetAttentionProblem(anchor, out, why, whySize))
    return false;
  out->facts = 0;
  for (int k = 0; k < 2; ++k) {
    MlirValue x = mlirOperationGetOperand(anchor, k + 1);
    out->facts |= (hidetReshapedInputChain(fn, x, 4) ? 1u << k : 0u) |
                  (hidetReshapedInputChain(fn, x, 8) ? 4u << k : 0u);
  }
  return true;
}

static bool emit(const HidetTemplate *self, const HidetTemplateCall *c, HidetStr *out, char *why,
                 size_t whySize) {
  (void)self;
  HidetAttentionTcSchedule s = fromGeneric(c->schedule);
  const char *et =
      hidetAttentionTypeName(hidetValueElementType(mlirOperationGetOperand(c->anchor, 0)));
  const char *mt =
      mlirOperationGetNumOperands(c->anchor) > 3
          ? hidetAttentionTypeName(hidetValueElementType(mlirOperationGetOperand(c->anchor, 3)))
          : "";
  if (!et || !mt)
    return hidetFailWhy(why, whySize, "unsupported element types");
  return hidetAttentionTcEmit(c, &s, hidetAttentionScale(c->anchor), et, mt, out, why, whySize);
}

static const HidetScheduleSpaceOps kTcSchedule = {
    .paramNames = kParams,
    .numParams = NUM_PARAMS,
    .space = space,
    .fits = fits,
    .cost = cost,
    .parse = parse,
    .format = format,
    .describe = describe,
    .smemBytes = smemBytes,
};

const HidetTemplate hidetAttentionTcTemplate = {
    .name = "attention_tc",
    .summary = "fused attention on tensor cores (mma.sync m16n8k16): per warp 16-row query tiles "
               "with Q fragments in registers, a loop over swizzled K/V tiles in shared memory, "
               "S = QK^T and O += PV by mma.sync, the online softmax on the C fragments, P "
               "re-packed as A fragments in registers",
    .takes = "graph.attention with f16 or bf16 elements",
    .inputNames = kInputNames,
    .sched = &kTcSchedule,
    .operands = &hidetAttentionOperands,
    .matches = matches,
    .problem = problem,
    .formatProblem = hidetAttentionFormatProblem,
    .emit = emit,
    /* the batch dims and the query and key lengths (docs/dynamic-shapes.md) */
    .runtimeDims = 1u << ATTN_Z | 1u << ATTN_LQ | 1u << ATTN_LK,
};
