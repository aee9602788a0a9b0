/*===-- attention_tc_template.c - attention_tc under the template interface ===*
 * The tensor-core attention template (kernel: attention_tc.c): f16/bf16
 * graph.attention on archs with mma.sync; attention.h's problem and
 * operand map. Schedule w<warps>-m<mt>-k<keys>: warps {2, 4, 8}, mt {1, 2}
 * 16-row query tiles a warp, keys {16, 32, 64} a key tile.
 *
 * REGISTERS (no schedule the cost model picks may spill): the f32
 * accumulators of O (mt * Dvp/8 tiles of 4) and of S (mt * keys/8 tiles of
 * 4, counted twice: the probabilities and their packed A fragments live
 * beside them), the Q A fragments when kept (mt * Dp/16 fragments of 4
 * packed registers) and ~40 for addresses, the softmax state and the B
 * fragments in flight. Q stays in registers when the total is at most 168,
 * else it is reloaded by ldmatrix every key tile; a schedule over 192
 * costs HIDET_COST_UNFIT (ptxas then needs ~255 and may spill: D = 96 with
 * mt 2 x 32 keys, D = 256 with 32 keys; D = 256 fits with 16 keys), as
 * does one whose shared memory (Q [BR][Dp], K [keys][Dp], V [keys][Dvp]
 * in E) exceeds arch->maxDynSmemPerBlock.
 *
 * COST MODEL (one term fitted on an H200 sweep, issue 28: the key tile's
 * latency chain, HidetCostFit attnTcTileClk/attnTcStepClk, hidden by the
 * SM's other resident blocks; the rest hand-set). Per block and key
 * tile: the two GEMMs' tensor-core flops 2*BR*keys*(Dp+Dvp) at
 * arch->tcFlopsPerClkPerSm, plus the CUDA-core work at 128 lanes a clock:
 * ~16 instructions a score (scale, masks, exp, max, sum, conversion;
 * +8 with a mask hook), ~3 per element of the K and V tiles loaded through
 * registers, the Q fragment reloads when Q is not kept; the two added, as
 * they share the issue slots. Blocks over the SMs by occupancy (shared
 * memory, registers, threads), wave quantization, stretched when fewer than
 * 8 warps an SM hide latency; a causal problem runs about half the tiles.
 * Against the global bytes (q and the output once, K and V once per block).
 *===----------------------------------------------------------------------===*/
#include "attention.h"

#include "mlir-c/BuiltinTypes.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const kParams[] = {"warps", "mt", "keys"};
#define NUM_PARAMS 3
static const char *const kInputNames[] = {"q", "k", "v", "mask"};

static HidetAttentionTcSchedule fromGeneric(const HidetSchedule *s) {
  HidetAttentionTcSchedule a = {(int)(s->v[0] > 0 && s->v[0] < 4096 ? s->v[0] : -1),
                                (int)(s->v[1] > 0 && s->v[1] < 4096 ? s->v[1] : -1),
                                (int)(s->v[2] > 0 && s->v[2] < 4096 ? s->v[2] : -1)};
  return a;
}

static void toGeneric(const HidetAttentionTcSchedule *a, HidetSchedule *s) {
  memset(s, 0, sizeof *s);
  s->v[0] = a->warps;
  s->v[1] = a->mt;
  s->v[2] = a->keys;
}

int64_t hidetAttentionTcPad(int64_t d) { return (d + 15) / 16 * 16; }

int64_t hidetAttentionTcSmemBytes(const HidetAttentionTcSchedule *s, const HidetProblem *p) {
  int64_t Dp = hidetAttentionTcPad(p->dims[ATTN_D]), Dvp = hidetAttentionTcPad(p->dims[ATTN_DV]);
  int64_t rows = 16 * (int64_t)s->mt * s->warps;
  return 2 * (rows * Dp + (int64_t)s->keys * (Dp + Dvp));
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
  return (int)(s->mt * Dvp / 2 + s->mt * s->keys + 40 + 2 * hidetAttentionTcPrefetchVecs(s, p));
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
      (s.keys != 16 && s.keys != 32 && s.keys != 64 && s.keys != 128))
    return hidetFailWhy(why, whySize,
                        "warps must be a power of two up to 16, mt 1, 2 or 4, keys 16, 32, 64 or "
                        "128");
  if (arch->tensorCores == HIDET_TC_NONE)
    return hidetFailWhy(why, whySize, "%s has no tensor cores (mma.sync)", arch->name);
  if (32 * s.warps > arch->maxThreadsPerBlock)
    return hidetFailWhy(why, whySize, "%d threads exceed %d a block", 32 * s.warps,
                        arch->maxThreadsPerBlock);
  return true;
}

static size_t space(const HidetTemplate *self, const HidetArch *arch, HidetSchedule **out) {
  static const int warps[] = {2, 4, 8}, mts[] = {1, 2}, keys[] = {16, 32, 64};
  *out = calloc(3 * 2 * 3, sizeof **out);
  if (!*out)
    abort(); /* out of memory */
  size_t n = 0;
  for (int a = 0; a < 3; ++a)
    for (int b = 0; b < 2; ++b)
      for (int c = 0; c < 3; ++c) {
        HidetAttentionTcSchedule s = {warps[a], mts[b], keys[c]};
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
  int64_t bps = arch->maxBlocksPerSm;
  bps = bps < arch->smemPerSm / smem ? bps : arch->smemPerSm / smem;
  bps = bps < arch->maxThreadsPerSm / T ? bps : arch->maxThreadsPerSm / T;
  bps = bps < arch->regsPerSm / (regs * T) ? bps : arch->regsPerSm / (regs * T);
  if (bps < 1)
    return HIDET_COST_UNFIT;
  double Dp = (double)hidetAttentionTcPad(p->dims[ATTN_D]);
  double Dvp = (double)hidetAttentionTcPad(p->dims[ATTN_DV]);
  double rows = 16.0 * s.mt * s.warps, keys = s.keys;
  double tiles = ceil((double)p->dims[ATTN_LK] / keys);
  if (p->variant & ATTN_CAUSAL)
    tiles = (tiles + 1) / 2;
  double blocks = (double)p->dims[ATTN_Z] * ceil((double)p->dims[ATTN_LQ] / rows);
  double tc = 2 * rows * keys * (Dp + Dvp) / arch->tcFlopsPerClkPerSm;
  double perScore = 16 + (p->variant & (ATTN_BOOL_MASK | ATTN_ADD_MASK) ? 8 : 0);
  double lanes = rows * keys * perScore + 3 * keys * (Dp + Dvp) +
                 (hidetAttentionTcKeepQ(&s, p) ? 0 : rows * Dp / 2);
  double tileClk = tc + lanes / 128.0 + 200.0 / bps; /* two barriers' latency, shared */
  /* A key tile's latency chain, hidden by the SM's other blocks
   * (HidetCostFit; 0 before the H100/H200 fit). */
  const HidetCostFit *fit = hidetArchFit(arch);
  tileClk += (fit->attnTcTileClk + fit->attnTcStepClk * keys / 16.0) / (double)bps;
  double slots = (double)arch->smCount * (double)bps;
  double waves = ceil(blocks / slots);
  double warpsPerSm = (double)bps * s.warps;
  double hide = warpsPerSm >= 8 ? 1.0 : 8.0 / warpsPerSm;
  double clk = waves * bps * (tiles * tileClk + 3 * rows * Dp / 128.0) * hide;
  double compute = clk / (arch->clockGhz * 1e3);
  double bytes = p->eltBytes * ((double)p->dims[ATTN_Z] * p->dims[ATTN_LQ] * (Dp + Dvp) +
                                blocks * p->dims[ATTN_LK] * (Dp + Dvp));
  double memory = hidetAttentionMemoryUs(bytes, blocks, bps, s.warps, arch);
  return (compute > memory ? compute : memory) + 2.0;
}

static bool parse(const HidetTemplate *self, const char *text, HidetSchedule *sg, char *why,
                  size_t whySize) {
  (void)self;
  int w, m, k, n = 0;
  if (sscanf(text, "w%d-m%d-k%d%n", &w, &m, &k, &n) != 3 || text[n] != '\0')
    return hidetFailWhy(why, whySize,
                        "an attention_tc schedule reads w<warps>-m<mt>-k<keys> (w4-m1-k64), not "
                        "'%s'",
                        text);
  HidetAttentionTcSchedule s = {w, m, k};
  toGeneric(&s, sg);
  return true;
}

static int format(const HidetTemplate *self, const HidetSchedule *sg, char *buf, size_t size) {
  (void)self;
  HidetAttentionTcSchedule s = fromGeneric(sg);
  return snprintf(buf, size, "w%d-m%d-k%d", s.warps, s.mt, s.keys);
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
           "%d warps x %d query rows, %d keys a tile, Q %s, %lld bytes shared memory, ~%d "
           "registers, %s",
           s.warps, 16 * s.mt, s.keys,
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

static bool problem(const HidetTemplate *self, MlirOperation fn, MlirOperation anchor,
                    HidetProblem *out, char *why, size_t whySize) {
  (void)self;
  (void)fn;
  return hidetAttentionProblem(anchor, out, why, whySize);
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
