/*===-- attention_template.c - graph.attention under the template interface ===*
 * The attention problem and operand map (attention.h), and the SIMT
 * attention template: its schedule space, fit rule, cost model and text
 * form; the kernel is attention_simt.c's.
 *
 * COST MODEL (the latency term fitted on the H200, issue 28; the register
 * tile's terms not yet measured). The kernel is bound by its instruction
 * issue: per key tile each thread does tr * nj * D score FMAs and tr * nc *
 * keys value FMAs (nj = keys / group, nc = ceil(Dv / group), tr rows a
 * thread), one shared-memory load slot per K and V word (each serving the
 * tr rows), plus its share of the tile loads and three barriers. Thread
 * instructions over all blocks, issued at 128 lanes per SM per clock,
 * stretched by wave quantization and by occupancy under 8 warps per SM;
 * against the global bytes (q, the output, and K and V once per block,
 * from L2 mostly). A causal block skips the tiles past its last query
 * (counted exactly per query tile), and a causal grid of one wave costs
 * the instructions of its busiest SM (round-robin dealing,
 * rrWorstSmTiles). Schedules whose shared memory or registers do not fit
 * cost HIDET_COST_UNFIT: the estimate nj + 2 nc + 28 (accumulators,
 * value-column addresses, the rest) must stay <= 96 (tr > 1: regsOf's
 * fit, <= 160). A ptxas sweep of the whole space at D = 64, 128 and 256
 * (f32/f16, sm_80 and sm_90) found one spilling schedule (r16-k32-g4 at
 * D = 256: estimate 164, 255 registers + spills) and several at 255
 * registers, all with estimates over 96; the largest kept schedules use
 * 128-168.
 *===----------------------------------------------------------------------===*/
#include "attention.h"
#include "kernel_text.h"
#include "runtime_extents.h"
#include "schedule_text.h"
#include "traffic.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- The problem. ------------------------------------------------------- */

static bool isAttention(MlirOperation anchor) {
  return !mlirOperationIsNull(anchor) && hidetOpIs(anchor, "graph.attention");
}

double hidetAttentionScale(MlirOperation anchor) {
  MlirAttribute a = hidetOpAttr(anchor, "scale");
  if (!mlirAttributeIsNull(a) && mlirAttributeIsAFloat(a))
    return mlirFloatAttrGetValueDouble(a);
  int64_t d[HIDET_MAX_RANK];
  int64_t r = hidetValueShape(mlirOperationGetOperand(anchor, 0), d);
  return 1.0 / sqrt((double)(d[r - 1] > 0 ? d[r - 1] : 1));
}

/* Dim d of anchor operand k, a `?`: the kernel input and dim holding its
 * extent (false: none). */
static bool dimSource(MlirOperation anchor, int k, int64_t d, int *arg, int64_t *argDim) {
  return rtDimSource(mlirOperationGetOperand(anchor, k), d, arg, argDim);
}

/* A `?` dim d of anchor operand k: the size the schedule is chosen for
 * (rtRepresentative), or -1 when its extent is no kernel input's. */
static int64_t representative(MlirOperation anchor, int k, int64_t d) {
  int arg;
  int64_t argDim;
  MlirBlock b = mlirOperationGetBlock(anchor);
  if (mlirBlockIsNull(b) || !dimSource(anchor, k, d, &arg, &argDim))
    return -1;
  return rtRepresentative(mlirBlockGetParentOperation(b), arg, argDim);
}

bool hidetAttentionProblem(MlirOperation anchor, HidetProblem *p, char *why, size_t whySize) {
  memset(p, 0, sizeof *p);
  MlirType et = hidetValueElementType(mlirOperationGetOperand(anchor, 0));
  if (!hidetTypeIsHalf(et) && !mlirTypeIsAF32(et))
    return hidetFailWhy(why, whySize,
                        "the attention templates take f16, bf16 or f32 elements; cast an f64 "
                        "attention to f32 in the graph, or run it on the reference path");
  int64_t q[HIDET_MAX_RANK], k[HIDET_MAX_RANK], v[HIDET_MAX_RANK];
  int64_t r = hidetValueShape(mlirOperationGetOperand(anchor, 0), q);
  hidetValueShape(mlirOperationGetOperand(anchor, 1), k);
  hidetValueShape(mlirOperationGetOperand(anchor, 2), v);
  /* `?` batch dims and lengths (the verifier keeps heads and head dims
   * static, and k's and v's batch dims and v's length equal to q's and
   * k's): their representative sizes */
  unsigned runtime = 0;
  for (int64_t i = 0; i < r - 1; ++i) {
    /* q's dims up to Lq; at i = r - 2 also k's Lk */
    for (int src = 0; src < (i == r - 2 ? 2 : 1); ++src) {
      int64_t *x = src ? &k[i] : &q[i];
      if (*x != HIDET_DIM_DYNAMIC)
        continue;
      *x = representative(anchor, src, i);
      if (*x < 0)
        return hidetFailWhy(why, whySize, "dim %lld of %s is `?` and not the extent of a "
                                          "kernel input", (long long)i, src ? "k" : "q");
      runtime |= 1u << (i < r - 2 ? ATTN_Z : src ? ATTN_LK : ATTN_LQ);
    }
  }
  /* representative batch dims (1024 each without a declared range) may
   * multiply past any real size: the cost model needs only a large Z, so
   * the product saturates at INT32_MAX before it can overflow (signed
   * overflow is undefined; UBSan caught it with 9 `?` batch dims) */
  int64_t z = 1;
  for (int64_t i = 0; i < r - 2; ++i)
    z = q[i] > 0 && z > INT32_MAX / q[i] ? (int64_t)INT32_MAX + 1 : z * q[i];
  if ((runtime & (1u << ATTN_Z)) && (z < 1 || z > INT32_MAX))
    z = INT32_MAX;
  p->numDims = ATTN_NUM_DIMS;
  p->dims[ATTN_Z] = z;
  p->dims[ATTN_LQ] = q[r - 2];
  p->dims[ATTN_LK] = k[r - 2];
  p->dims[ATTN_D] = q[r - 1];
  p->dims[ATTN_DV] = v[r - 1];
  p->dims[ATTN_HQ] = q[r - 3];
  p->dims[ATTN_G] = k[r - 3] ? q[r - 3] / k[r - 3] : 1;
  for (int i = 0; i < ATTN_NUM_DIMS; ++i)
    if (p->dims[i] < 1)
      return hidetFailWhy(why, whySize, "an empty attention has no kernel");
  MlirAttribute causal = hidetOpAttr(anchor, "causal");
  if (!mlirAttributeIsNull(causal) && mlirBoolAttrGetValue(causal))
    p->variant |= ATTN_CAUSAL;
  if (mlirOperationGetNumOperands(anchor) > 3)
    p->variant |= mlirTypeIsAInteger(hidetValueElementType(mlirOperationGetOperand(anchor, 3)))
                      ? ATTN_BOOL_MASK
                      : ATTN_ADD_MASK;
  p->eltBytes = hidetTypeIsHalf(et) ? 2 : 4;
  p->runtimeDims = runtime;
  return true;
}

void hidetAttentionEmitLength(KernelText *kt, KtVal name, int arg, int64_t dim,
                              const char *argType, KtVal *last) {
  ktLine(kt, "%s = memref.dim %%arg%d, %s : %s", name.s, arg, ktIndex(kt, dim).s, argType);
  *last = ktIxc(kt, "subi", name, 1);
}

void hidetAttentionGridAttr(HidetStr *out, const HidetAttentionRuntime *rt,
                            int64_t queriesPerBlock, int64_t zPerFactor) {
  RtGridAxis axes[2];
  int nAxes = 0;
  if (rt->lq)
    axes[nAxes++] = (RtGridAxis){.axis = 0, .mul = 1, .div = queriesPerBlock, .n = 1,
                                 .arg = {rt->lqArg}, .dim = {rt->lqDim}};
  if (rt->nz) {
    RtGridAxis y = {.axis = 1, .mul = zPerFactor, .div = 1, .n = rt->nz};
    for (int i = 0; i < rt->nz; ++i) {
      y.arg[i] = rt->zArg[i];
      y.dim[i] = rt->zDim[i];
    }
    axes[nAxes++] = y;
  }
  rtGridAttrText(out, axes, nAxes);
}

bool hidetAttentionRuntime(const HidetTemplateCall *c, HidetAttentionRuntime *rt, char *why,
                           size_t whySize) {
  memset(rt, 0, sizeof *rt);
  rt->zStatic = 1;
  int64_t q[HIDET_MAX_RANK], k[HIDET_MAX_RANK];
  int64_t r = hidetValueShape(mlirOperationGetOperand(c->anchor, 0), q);
  hidetValueShape(mlirOperationGetOperand(c->anchor, 1), k);
  bool ok = true;
  for (int64_t i = 0; i < r - 2; ++i) {
    if (q[i] != HIDET_DIM_DYNAMIC) {
      rt->zStatic *= q[i];
    } else if (rt->nz == RT_MAX_GRID_FACTORS) { /* the host grid's factors */
      return hidetFailWhy(why, whySize, "more than %d `?` batch dims", RT_MAX_GRID_FACTORS);
    } else {
      ok = ok && dimSource(c->anchor, 0, i, &rt->zArg[rt->nz], &rt->zDim[rt->nz]);
      rt->nz++;
    }
  }
  if (q[r - 2] == HIDET_DIM_DYNAMIC)
    ok = ok && (rt->lq = dimSource(c->anchor, 0, r - 2, &rt->lqArg, &rt->lqDim));
  if (k[r - 2] == HIDET_DIM_DYNAMIC)
    ok = ok && (rt->lk = dimSource(c->anchor, 1, r - 2, &rt->lkArg, &rt->lkDim));
  if (!ok)
    return hidetFailWhy(why, whySize, "a `?` dim of this attention is not the extent of a "
                                      "kernel input");
  /* the kernel's arguments are fn's inputs first: the sources index them */
  for (int i = 0; i < rt->nz; ++i)
    ok = ok && rt->zArg[i] < c->nArgs;
  if (!ok || (rt->lq && rt->lqArg >= c->nArgs) || (rt->lk && rt->lkArg >= c->nArgs))
    return hidetFailWhy(why, whySize, "a run-time extent names no kernel argument");
  return true;
}

void hidetAttentionFormatProblem(const HidetTemplate *self, const HidetProblem *p, char *buf,
                                 size_t size) {
  (void)self;
  snprintf(buf, size,
           "attention %lldx%lldx%lldx%lldx%lld (heads x queries x keys x head dim x value dim), "
           "%lld query heads per kv head%s%s%s",
           (long long)p->dims[ATTN_Z], (long long)p->dims[ATTN_LQ], (long long)p->dims[ATTN_LK],
           (long long)p->dims[ATTN_D], (long long)p->dims[ATTN_DV], (long long)p->dims[ATTN_G],
           p->variant & ATTN_CAUSAL ? ", causal" : "",
           p->variant & ATTN_BOOL_MASK ? ", boolean mask" : "",
           p->variant & ATTN_ADD_MASK ? ", additive mask" : "");
}

double hidetAttentionMemoryUs(double bytes, double blocks, int64_t blocksPerSm,
                              double warpsPerBlock, const HidetArch *arch) {
  double perSm = blocks / arch->smCount;
  if (perSm > (double)blocksPerSm)
    perSm = (double)blocksPerSm;
  double warps = perSm * warpsPerBlock;
  double stretch = warps >= 8.0 ? 1.0 : 8.0 / (warps > 0.25 ? warps : 0.25);
  return bytes / arch->bytesPerSec * 1e6 * stretch;
}

void hidetAttentionEmitModuleHead(HidetStr *out, const char *moduleName, const char *E,
                                  const char *M, const char *argTys, unsigned load4Slots) {
  hidetStrAppendf(out, "gpu.module @%s {\n", moduleName);
  /* libdevice's f32 math flushes denormals in this module (NVVMReflect's
   * __CUDA_FTZ): the scores' exponentials (__nv_exp2f) become one
   * ex2.approx.ftz, a MUFU.EX2, instead of ex2.approx, around which ptxas
   * adds an FSETP and two FMULs to produce denormal results: 505 -> 403
   * SASS instructions in attention_tc's key-tile loop at GPT-2's causal f16
   * shape on sm_90 (docs/benchmarks.md, "Flushed exponentials"). Only
   * probabilities under 2^-126 change (to 0), far below what an f16/bf16 P
   * or an f32 row sum keeps. The emulator computes exp2f unflushed. */
  hidetStrAppendf(out, "  llvm.module_flags [#llvm.mlir.module_flag<override, "
                       "\"nvvm-reflect-ftz\", 1 : i32>]\n");
  for (int k = 0; k < 3; ++k) {
    hidetStrAppendf(out, "  func.func private @__hidet_load_in%d(index, index, index%s) -> %s\n", k,
                    argTys, E);
    if (load4Slots & (1u << k))
      hidetStrAppendf(out,
                      "  func.func private @__hidet_load4_in%d(index, index, index, index%s) -> "
                      "vector<4xf32>\n",
                      k, argTys);
  }
  if (M[0])
    hidetStrAppendf(out, "  func.func private @__hidet_load_in3(index, index, index%s) -> %s\n",
                    argTys, M);
  hidetStrAppendf(out, "  func.func private @__hidet_store_out0(%s, index, index, index%s)\n", E,
                  argTys);
}

/* ---- The operand map (attention.h). ------------------------------------ */

static void indexMap(const HidetOperands *o, ScalarEmitter *e, bool output, int k,
                     const ScalarName *coords, int numCoords, ScalarName *idx) {
  (void)numCoords;
  int64_t d[HIDET_MAX_RANK];
  if (output || k < 3) {
    MlirValue x =
        output ? mlirOperationGetResult(o->anchor, 0) : mlirOperationGetOperand(o->anchor, k);
    int64_t r = hidetValueShape(x, d);
    scalarUnflatten(e, coords[0], r - 2, d, idx);
    idx[r - 2] = coords[1];
    idx[r - 1] = coords[2];
    return;
  }
  /* the mask: the scores' index, broadcast to the mask's shape */
  int64_t s[HIDET_MAX_RANK], kd[HIDET_MAX_RANK];
  int64_t r = hidetValueShape(mlirOperationGetOperand(o->anchor, 0), s);
  hidetValueShape(mlirOperationGetOperand(o->anchor, 1), kd);
  s[r - 1] = kd[r - 2];
  ScalarName si[HIDET_MAX_RANK];
  scalarUnflatten(e, coords[0], r - 2, s, si);
  si[r - 2] = coords[1];
  si[r - 1] = coords[2];
  int64_t mr = hidetValueShape(mlirOperationGetOperand(o->anchor, 3), d);
  scalarBroadcastIndex(e, mr, d, r, s, si, idx);
}

static int coordExtents(const HidetOperands *o, int k, int64_t *extents) {
  HidetProblem p;
  char why[8];
  if (!hidetAttentionProblem(o->anchor, &p, why, sizeof why))
    return 0;
  int64_t zk = p.dims[ATTN_Z] / p.dims[ATTN_G];
  const int64_t ext[4][3] = {{p.dims[ATTN_Z], p.dims[ATTN_LQ], p.dims[ATTN_D]},
                             {zk, p.dims[ATTN_LK], p.dims[ATTN_D]},
                             {zk, p.dims[ATTN_LK], p.dims[ATTN_DV]},
                             {p.dims[ATTN_Z], p.dims[ATTN_LQ], p.dims[ATTN_LK]}};
  if (k < 0 || k > 3)
    return 0;
  memcpy(extents, ext[k], sizeof ext[k]);
  return 3;
}

/* q, k, v: the last coordinate is the tensor's last dim; the mask's only
 * when it is not broadcast along the keys. */
static bool lastCoordContiguous(const HidetOperands *o, int k) {
  if (k < 3)
    return true;
  int64_t m[HIDET_MAX_RANK], kd[HIDET_MAX_RANK];
  int64_t mr = hidetValueShape(mlirOperationGetOperand(o->anchor, 3), m);
  int64_t r = hidetValueShape(mlirOperationGetOperand(o->anchor, 1), kd);
  return mr >= 1 && m[mr - 1] == kd[r - 2] && kd[r - 2] > 1;
}

static bool outLastCoordContiguous(const HidetOperands *o, int k) {
  (void)o;
  (void)k;
  return true;
}

const HidetOperandMap hidetAttentionOperands = {
    .slotValue = hidetAnchorOperand,
    .outputValue = hidetAnchorResult,
    .indexMap = indexMap,
    .coordExtents = coordExtents,
    .lastCoordContiguous = lastCoordContiguous,
    .outLastCoordContiguous = outLastCoordContiguous,
};

/* ---- The SIMT template's schedule side. -------------------------------- */

static const char *const kParams[] = {"rows", "keys", "group", "splits", "pack", "tr"};
#define NUM_PARAMS 6
static const char *const kInputNames[] = {"q", "k", "v", "mask"};

static HidetAttentionSimtSchedule fromGeneric(const HidetSchedule *s) {
  HidetAttentionSimtSchedule a = {(int)(s->v[0] > 0 && s->v[0] < 4096 ? s->v[0] : -1),
                                  (int)(s->v[1] > 0 && s->v[1] < 4096 ? s->v[1] : -1),
                                  (int)(s->v[2] > 0 && s->v[2] < 4096 ? s->v[2] : -1),
                                  /* 0 (a schedule from before split-KV) is no split */
                                  (int)(s->v[3] == 0 ? 1 : s->v[3] > 0 && s->v[3] < 4096 ? s->v[3] : -1),
                                  (int)(s->v[4] == 0 || s->v[4] == 1 ? s->v[4] : -1),
                                  /* 0 (a schedule from before the register tile) is 1 row */
                                  (int)(s->v[5] == 0 ? 1 : s->v[5] > 0 && s->v[5] < 4096 ? s->v[5] : -1)};
  return a;
}

static void toGeneric(const HidetAttentionSimtSchedule *a, HidetSchedule *s) {
  memset(s, 0, sizeof *s);
  s->v[0] = a->rows;
  s->v[1] = a->keys;
  s->v[2] = a->group;
  s->v[3] = a->splits;
  s->v[4] = a->pack;
  s->v[5] = a->tr;
}

static bool isPow2(int x) { return x > 0 && (x & (x - 1)) == 0; }

static bool fits(const HidetTemplate *self, const HidetSchedule *sg, const HidetArch *arch,
                 char *why, size_t whySize) {
  (void)self;
  HidetAttentionSimtSchedule s = fromGeneric(sg);
  if (!isPow2(s.rows) || !isPow2(s.keys) || !isPow2(s.group) || s.group > 32 || s.rows > 128 ||
      s.keys > 128)
    return hidetFailWhy(why, whySize,
                        "rows and keys must be powers of two up to 128, group a power of two up "
                        "to 32");
  if (s.pack != 0 && s.pack != 1)
    return hidetFailWhy(why, whySize, "pack is 0 or 1");
  if (!isPow2(s.splits) || s.splits > HIDET_ATTENTION_MAX_SPLITS)
    return hidetFailWhy(why, whySize, "splits must be a power of two up to %d",
                        HIDET_ATTENTION_MAX_SPLITS);
  if (s.tr != 1 && s.tr != 2 && s.tr != 4)
    return hidetFailWhy(why, whySize, "rows a thread (-t) must be 1, 2 or 4");
  if (s.rows % s.tr)
    return hidetFailWhy(why, whySize, "rows must be a multiple of the rows a thread");
  if (s.keys % s.group || s.keys / s.group > 16)
    return hidetFailWhy(why, whySize,
                        "keys must be a multiple of group, at most 16 keys per thread");
  int64_t t = (int64_t)s.rows / s.tr * s.group;
  if (t < 32 || t > arch->maxThreadsPerBlock)
    return hidetFailWhy(why, whySize, "rows / tr x group = %lld threads, not in [32, %d]",
                        (long long)t, arch->maxThreadsPerBlock);
  return true;
}

/* The space: rows 2..64 x keys 16..64 x group 4..32 with at least 64
 * threads; split-KV (2..16 slices) only with at most 16 rows a block, the
 * decode shapes it is for (many query rows already give many blocks).
 * Rows under 16 come with 32 or 64 keys only: a block of few rows is for
 * a long K/V. The register tile (tr = 2 or 4 rows a thread) is for many
 * query rows (BERT/GPT shapes): 16..128 rows, 32 or 64 keys, neither
 * split-KV nor packing (the kernel does both with tr > 1, but a decode
 * step's few rows leave a block too few threads). */
static size_t space(const HidetTemplate *self, const HidetArch *arch, HidetSchedule **out) {
  static const int rows[] = {2, 4, 8, 16, 32, 64, 128}, keys[] = {16, 32, 64},
                   groups[] = {4, 8, 16, 32}, splits[] = {1, 2, 4, 8, 16}, trs[] = {1, 2, 4};
  *out = calloc(7 * 3 * 4 * 5 * 2 * 3, sizeof **out);
  if (!*out)
    abort(); /* out of memory */
  size_t n = 0;
  for (int a = 0; a < 7; ++a)
    for (int b = 0; b < 3; ++b)
      for (int c = 0; c < 4; ++c)
        for (int d = 0; d < 5; ++d)
          for (int pk = 0; pk < 2; ++pk)
            for (int e = 0; e < 3; ++e) {
              HidetAttentionSimtSchedule s = {rows[a], keys[b], groups[c], splits[d], pk, trs[e]};
              HidetSchedule g;
              char why[8];
              toGeneric(&s, &g);
              bool one = s.tr == 1 && s.rows <= 64 && (int64_t)s.rows * s.group >= 64 &&
                         ((s.splits == 1 && !s.pack) || s.rows <= 16) &&
                         (s.rows >= 16 || s.keys >= 32);
              bool tile = s.tr > 1 && s.rows >= 16 && s.keys >= 32 && s.splits == 1 && !s.pack &&
                          (int64_t)s.rows / s.tr * s.group >= 64;
              if ((one || tile) && fits(self, &g, arch, why, sizeof why))
                (*out)[n++] = g;
            }
  return n;
}

int64_t hidetAttentionSplitWorkspaceBytes(int64_t splits, const HidetProblem *p) {
  if (splits <= 1)
    return 0;
  return splits * p->dims[ATTN_Z] * p->dims[ATTN_LQ] * (p->dims[ATTN_DV] + 2) * 4;
}

static int64_t workspaceBytes(const HidetTemplate *self, const HidetSchedule *sg,
                              const HidetProblem *p) {
  (void)self;
  HidetAttentionSimtSchedule s = fromGeneric(sg);
  return hidetAttentionSplitWorkspaceBytes(s.splits, p);
}

int64_t hidetAttentionSimtRowStride(int64_t D) { return D % 4 == 0 ? D + 4 : D + 1; }

int64_t hidetAttentionSimtSmemBytes(const HidetAttentionSimtSchedule *s, const HidetProblem *p) {
  int64_t Dq = hidetAttentionSimtRowStride(p->dims[ATTN_D]), Dv = p->dims[ATTN_DV];
  /* f32 tiles: q [rows][Dq], k [keys][Dq], v [keys][Dv], p [rows][keys+1] */
  return 4 * ((int64_t)s->rows * Dq + (int64_t)s->keys * Dq + (int64_t)s->keys * Dv +
              (int64_t)s->rows * (s->keys + 1));
}

static int regsOf(const HidetAttentionSimtSchedule *s, const HidetProblem *p) {
  int64_t nj = s->keys / s->group, nc = (p->dims[ATTN_DV] + s->group - 1) / s->group;
  if (s->tr <= 1) /* the accumulators and, hoisted out of the value loop,
                   * one address per value column */
    return (int)(nj + 2 * nc + 28);
  /* The register tile: tr x (nj + nc) accumulators, but ptxas holds ~1.5
   * registers an accumulator (the scores' masked and scaled copies live
   * across the group reductions; the tr q vectors and p values), in steps
   * of 8: a least-squares fit to ptxas's counts over the tr = 2, 4
   * schedules at D = 64, 96 and 256 (sm_80, sm_90), mean error -3, from
   * 16 over to 32 under (r128-k64-g8-t2 at D = 96 on sm_80: 96 vs 128,
   * where 512 threads allow ptxas 128). */
  int64_t tr = s->tr, est = (3 * tr * (nj + nc) + 1) / 2 + 3 * tr + 30;
  return (int)((est + 7) / 8 * 8);
}

/* The register estimate a schedule may reach: 96 with one row a thread
 * (the space calibrated on the H200 sweep), 160 with the register tile,
 * whose blocks have tr times fewer threads for the same rows (ptxas
 * assembles every such fit schedule without spills, up to 156 registers:
 * test/PTX/attention_simt-ptx-sweep.test). */
static int regCap(const HidetAttentionSimtSchedule *s) { return s->tr > 1 ? 160 : 96; }

/* Key tiles a causal block of query tile b runs: up to the tile of its
 * last query, ceil(min(Lq, (b + 1) qPer) / keys) of allTiles; with
 * split-KV a slice's even share of them. */
static double causalTiles(int64_t b, double qPer, int64_t Lq, int keys, double allTiles,
                          int splits) {
  double last = (double)(b + 1) * qPer;
  if (last > (double)Lq)
    last = (double)Lq;
  double t = ceil(last / keys);
  if (t > allTiles)
    t = allTiles;
  return ceil(t / splits);
}

/* hidetAttentionCausalMeanTiles (attention.h): exact up to
 * CAUSAL_EXACT_TILES query tiles; beyond, the mean of that many evenly
 * spaced ones (the middle of each stratum), so that a run-time length's
 * range (`seq = array<i64: 1, 1073741824>`: half a billion query tiles)
 * costs a bounded loop per estimate, not minutes of compile time. The
 * count does not decrease with b, so the stratified mean is within
 * (max - min) / CAUSAL_EXACT_TILES of the exact one. */
enum { CAUSAL_EXACT_TILES = 4096 };

double hidetAttentionCausalMeanTiles(int64_t qTiles, double rows, int64_t Lq, int keys,
                                     double allTiles, int splits) {
  int64_t n = qTiles < CAUSAL_EXACT_TILES ? qTiles : CAUSAL_EXACT_TILES;
  double sum = 0.0;
  for (int64_t i = 0; i < n; ++i) {
    int64_t b = n == qTiles ? i : (int64_t)(((double)i + 0.5) * (double)qTiles / (double)n);
    sum += causalTiles(b, rows, Lq, keys, allTiles, splits);
  }
  return sum / (double)n;
}

/* The largest sum of causal key tiles over the blocks one SM gets when
 * `blocks` (one wave) are dealt round-robin, block i to SM i mod smCount,
 * block i of query tile i mod qTiles. Only the residues matter: SM m gets
 * blocks m, m + smCount, ...; O(blocks). */
static double rrWorstSmTiles(int64_t blocks, int64_t qTiles, int64_t smCount, double qPer,
                             int64_t Lq, int keys, double allTiles, int splits) {
  double worst = 0.0;
  for (int64_t m = 0; m < smCount && m < blocks; ++m) {
    double sum = 0.0;
    for (int64_t i = m; i < blocks; i += smCount)
      sum += causalTiles(i % qTiles, qPer, Lq, keys, allTiles, splits);
    if (sum > worst)
      worst = sum;
  }
  return worst;
}

static double cost(const HidetTemplate *self, const HidetSchedule *sg, const HidetProblem *p,
                   const HidetArch *arch) {
  (void)self;
  HidetAttentionSimtSchedule s = fromGeneric(sg);
  int64_t smem = hidetAttentionSimtSmemBytes(&s, p);
  int regs = regsOf(&s, p);
  int64_t T = (int64_t)s.rows / s.tr * s.group;
  if (smem > arch->maxDynSmemPerBlock || regs > regCap(&s) || regs * T > arch->regsPerSm)
    return HIDET_COST_UNFIT;
  /* split-KV: more slices than key tiles leave whole blocks idle */
  double allTiles = ceil((double)p->dims[ATTN_LK] / s.keys);
  if (s.splits > allTiles)
    return HIDET_COST_UNFIT;
  /* GQA packing: only with grouped heads, which must divide the rows */
  int64_t G = p->dims[ATTN_G];
  if (s.pack && (G < 2 || s.rows % G))
    return HIDET_COST_UNFIT;
  double qPer = s.pack ? (double)(s.rows / G) : (double)s.rows;
  double heads = s.pack ? (double)(p->dims[ATTN_Z] / G) : (double)p->dims[ATTN_Z];
  int64_t bps = arch->maxBlocksPerSm;
  bps = bps < arch->smemPerSm / smem ? bps : arch->smemPerSm / smem;
  bps = bps < arch->maxThreadsPerSm / T ? bps : arch->maxThreadsPerSm / T;
  bps = bps < arch->regsPerSm / (regs * T) ? bps : arch->regsPerSm / (regs * T);
  if (bps < 1)
    return HIDET_COST_UNFIT;
  double D = (double)p->dims[ATTN_D], Dv = (double)p->dims[ATTN_DV];
  double nj = s.keys / s.group, nc = ceil(Dv / s.group);
  double tiles = ceil(allTiles / s.splits);
  double qTiles = ceil((double)p->dims[ATTN_LQ] / qPer);
  double blocks = heads * qTiles * s.splits;
  double slots = (double)arch->smCount * (double)bps;
  /* Tiles a block runs, summed over the blocks of one SM's wave (bT):
   * every block runs `tiles`, and an SM holds bps blocks a wave. */
  double bT = ceil(blocks / slots) * (double)bps * tiles;
  if (p->variant & ATTN_CAUSAL) {
    /* A causal block stops after the tile of its last query (the kernel's
     * loop bound), so query tile b runs ceil(min(Lq, (b+1) qPer) / keys)
     * tiles (of its slice's share with split-KV): the exact mean over the
     * query tiles, not half (r64-k16 at 128 tokens runs 6 of 8, not 4.5). */
    tiles = hidetAttentionCausalMeanTiles((int64_t)qTiles, qPer, p->dims[ATTN_LQ], s.keys,
                                          allTiles, s.splits);
    bT = ceil(blocks / slots) * (double)bps * tiles;
    /* One wave: the block scheduler deals block i (query tile i mod
     * qTiles, grid x fastest) to SM i mod smCount, so with qTiles sharing
     * a factor with the SM count one SM gets only the longest query tiles
     * (r64 at 128 tokens, 2 query tiles on 132 SMs: SMs of 4-tile blocks
     * only) and the kernel lasts as long as that SM's sum. The H200
     * measured causal r64 at the non-causal time (67.3 against 67.2 us),
     * r16-k16 (8 query tiles dealt alternately) 12% faster. */
    if (blocks <= slots) {
      double worst = rrWorstSmTiles((int64_t)blocks, (int64_t)qTiles, arch->smCount, qPer,
                                    p->dims[ATTN_LQ], s.keys, allTiles, s.splits);
      if (worst > bT)
        bT = worst;
    }
  }
  /* A thread's lane instructions a key tile: its tr x (nj x D + nc x keys)
   * FMAs; one shared-memory load slot per K and V word it reads (vector
   * loads or not: the calibrated convention, which charges shared-memory
   * bandwidth, 4 bytes a word, as one issue slot), each serving the tr
   * rows; the further rows' q and P reads (broadcast within the group:
   * D / 4 and keys slots) and softmax (~10 instructions a score and the
   * two group reductions); its share of the tile loads; 60 for the rest.
   * With tr = 1 this is the one-row kernel's 2 (nj D + nc keys) + ... */
  double tr = s.tr, shuffles = 2 * log2((double)s.group);
  double perThread = tr * (nj * D + nc * s.keys) + (nj * D + nc * s.keys) +
                     (tr - 1) * (D / 4 + s.keys + 10 * nj + 2 * shuffles) +
                     6 * s.keys * (D + Dv) / (double)T + 60;
  double waves = ceil(blocks / slots);
  double laneInsns = (double)arch->smCount * T * bT * perThread;
  double warpsPerSm = (double)bps * T / 32;
  double hide = warpsPerSm >= 8 ? 1.0 : 8.0 / warpsPerSm;
  double compute = laneInsns / (128.0 * arch->smCount) / (arch->clockGhz * 1e3) * hide;
  /* A key tile's latency chain (HidetCostFit, as attention_tc's), which
   * the SM's resident blocks overlap: once per tile and wave. */
  const HidetCostFit *fit = hidetArchFit(arch);
  compute += waves * tiles * (fit->attnSimtTileClk + fit->attnSimtStepClk * s.keys / 16.0) /
             (arch->clockGhz * 1e3);
  double bytes = p->eltBytes * ((double)p->dims[ATTN_Z] * p->dims[ATTN_LQ] * (D + Dv) +
                                blocks / s.splits * p->dims[ATTN_LK] * (D + Dv));
  double memory = hidetAttentionMemoryUs(bytes, blocks, bps, T / 32.0, arch);
  /* split-KV: the partials written and read back, and the combine's launch */
  double combine = 0.0;
  if (s.splits > 1)
    combine = 2.0 * (double)hidetAttentionSplitWorkspaceBytes(s.splits, p) / arch->bytesPerSec *
                  1e6 +
              2.0;
  return (compute > memory ? compute : memory) + combine + 2.0;
}

static bool parse(const HidetTemplate *self, const char *text, HidetSchedule *sg, char *why,
                  size_t whySize) {
  (void)self;
  int r, k, g, sp = 1, pk = 0, tr = 1, n = 0, m = 0;
  bool ok = sscanf(text, "r%d-k%d-g%d%n", &r, &k, &g, &n) == 3;
  if (ok && strncmp(text + n, "-t", 2) == 0) {
    int nt = 0;
    ok = sscanf(text + n, "-t%d%n", &tr, &nt) == 1 && tr > 1;
    n += nt;
  }
  if (ok && strncmp(text + n, "-pack", 5) == 0 && (text[n + 5] == '\0' || text[n + 5] == '-')) {
    pk = 1;
    n += 5;
  }
  if (ok && text[n] == '-')
    ok = sscanf(text + n, "-split%d%n", &sp, &m) == 1 && sp > 1;
  if (!ok || text[n + m] != '\0')
    return hidetFailWhy(why, whySize,
                        "an attention_simt schedule reads "
                        "r<rows>-k<keys>-g<group>[-t<rows a thread>][-pack][-split<S>] (r32-k64-g8, "
                        "r64-k64-g4-t2, r4-k64-g32-split8, r8-k64-g32-pack-split4), not '%s'",
                        text);
  HidetAttentionSimtSchedule s = {r, k, g, sp, pk, tr};
  toGeneric(&s, sg);
  return true;
}

static int format(const HidetTemplate *self, const HidetSchedule *sg, char *buf, size_t size) {
  (void)self;
  HidetAttentionSimtSchedule s = fromGeneric(sg);
  char split[24] = "";
  if (s.splits > 1)
    snprintf(split, sizeof split, "-split%d", s.splits);
  char tr[16] = "";
  if (s.tr > 1)
    snprintf(tr, sizeof tr, "-t%d", s.tr);
  return snprintf(buf, size, "r%d-k%d-g%d%s%s%s", s.rows, s.keys, s.group, tr,
                  s.pack ? "-pack" : "", split);
}

static void describe(const HidetTemplate *self, const HidetSchedule *sg, const HidetProblem *p,
                     const HidetArch *arch, char *buf, size_t size) {
  HidetAttentionSimtSchedule s = fromGeneric(sg);
  double us = cost(self, sg, p, arch);
  char est[96];
  int64_t tiles = (p->dims[ATTN_LK] + s.keys - 1) / s.keys;
  int64_t G = p->dims[ATTN_G];
  if (us >= HIDET_COST_UNFIT && s.splits > tiles)
    snprintf(est, sizeof est, "does not fit: %d split-KV slices of %lld key tiles", s.splits,
             (long long)tiles);
  else if (us >= HIDET_COST_UNFIT && s.pack && G < 2)
    snprintf(est, sizeof est, "does not fit: -pack needs grouped K/V heads");
  else if (us >= HIDET_COST_UNFIT && s.pack && s.rows % G)
    snprintf(est, sizeof est, "does not fit: -pack of %lld heads in %d rows", (long long)G, s.rows);
  else if (us >= HIDET_COST_UNFIT)
    snprintf(est, sizeof est, "does not fit (shared memory or registers)");
  else
    snprintf(est, sizeof est, "estimated %.2f us", us);
  char split[160] = "";
  if (s.pack)
    snprintf(split, sizeof split, ", %lld query heads a block (GQA-packed)", (long long)G);
  if (s.splits > 1)
    snprintf(split + strlen(split), sizeof split - strlen(split),
             ", split-KV over %d slices (%lld bytes of workspace)", s.splits,
             (long long)hidetAttentionSplitWorkspaceBytes(s.splits, p));
  snprintf(buf, size,
           "%d query rows x %d keys a tile, %d threads a row, %d rows a thread (%d threads)%s, "
           "%lld bytes shared memory, ~%d registers, %s",
           s.rows, s.keys, s.group, s.tr, s.rows / s.tr * s.group, split,
           (long long)hidetAttentionSimtSmemBytes(&s, p), regsOf(&s, p), est);
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
  (void)arch;
  return isAttention(anchor);
}

static bool problem(const HidetTemplate *self, MlirOperation fn, MlirOperation anchor,
                    HidetProblem *out, char *why, size_t whySize) {
  (void)self;
  (void)fn;
  return hidetAttentionProblem(anchor, out, why, whySize);
}

const char *hidetAttentionTypeName(MlirType t) {
  return mlirTypeIsAF16(t)    ? "f16"
         : mlirTypeIsABF16(t) ? "bf16"
         : mlirTypeIsAF32(t)  ? "f32"
         : mlirTypeIsAInteger(t) && mlirIntegerTypeGetWidth(t) == 1 ? "i1"
                                                                     : NULL;
}

static bool emit(const HidetTemplate *self, const HidetTemplateCall *c, HidetStr *out, char *why,
                 size_t whySize) {
  (void)self;
  HidetAttentionSimtSchedule s = fromGeneric(c->schedule);
  const char *et =
      hidetAttentionTypeName(hidetValueElementType(mlirOperationGetOperand(c->anchor, 0)));
  const char *mt = mlirOperationGetNumOperands(c->anchor) > 3
                       ? hidetAttentionTypeName(
                             hidetValueElementType(mlirOperationGetOperand(c->anchor, 3)))
                       : "";
  if (!et || !mt)
    return hidetFailWhy(why, whySize, "unsupported element types");
  return hidetAttentionSimtEmit(c, &s, hidetAttentionScale(c->anchor), et, mt, out, why, whySize);
}

/* Sweeps (traffic.h): q once; K and V once per query tile of a head (a
 * causal block reads only the tiles up to its last query); the mask once
 * over the tiles read. */
static void traffic(const HidetTemplate *self, const HidetSchedule *sg, const HidetProblem *p,
                    MlirOperation fn, MlirOperation anchor, int64_t *readBytes,
                    int64_t *writeBytes, char *how, size_t howSize) {
  HidetAttentionSimtSchedule s = fromGeneric(sg);
  int64_t lq = p->dims[ATTN_LQ], lk = p->dims[ATTN_LK], G = p->dims[ATTN_G];
  bool pack = s.pack && G > 1 && s.rows % G == 0;
  int64_t qPer = pack ? s.rows / G : s.rows;
  int64_t qTiles = (lq + qPer - 1) / qPer, kTiles = (lk + s.keys - 1) / s.keys, read = 0;
  for (int64_t t = 0; t < qTiles; ++t) {
    int64_t last = (t + 1) * qPer - 1 < lq - 1 ? (t + 1) * qPer - 1 : lq - 1;
    int64_t n = p->variant & ATTN_CAUSAL ? last / s.keys + 1 : kTiles;
    read += n < kTiles ? n : kTiles;
  }
  /* each query head reads its K/V head's tiles; packed, a group reads
   * them once */
  double kvSweeps = (double)read / (double)kTiles * (double)(pack ? 1 : G);
  double passes[4] = {1.0, kvSweeps, kvSweeps, kvSweeps / (double)qTiles};
  HidetOperands o;
  hidetOperandsBind(self, fn, anchor, &o);
  trafficFromTemplateSlots(&o, passes, readBytes, writeBytes);
  /* split-KV: the partials go out and come back once */
  int64_t ws = hidetAttentionSplitWorkspaceBytes(s.splits, p);
  *readBytes += ws;
  *writeBytes += ws;
  snprintf(how, howSize, "K and V swept %.2f times (once per query tile of %lld queries%s%s)%s",
           kvSweeps, (long long)qPer, G > 1 ? (pack ? " and K/V head" : " and query head") : "",
           p->variant & ATTN_CAUSAL ? ", causal tiles skipped" : "",
           s.splits > 1 ? ", plus the split-KV partials" : "");
}

static const HidetScheduleSpaceOps kSimtSchedule = {
    .paramNames = kParams,
    .numParams = NUM_PARAMS,
    .space = space,
    .fits = fits,
    .cost = cost,
    .parse = parse,
    .format = format,
    .describe = describe,
    .smemBytes = smemBytes,
    .workspaceBytes = workspaceBytes,
};

const HidetTemplate hidetAttentionSimtTemplate = {
    .name = "attention_simt",
    .summary = "fused attention on CUDA cores: per block a tile of query rows, a loop over key "
               "tiles in shared memory with an online softmax in registers (f32), causal tiles "
               "past the block's queries skipped",
    .takes = "graph.attention with f16, bf16 or f32 elements",
    .inputNames = kInputNames,
    .sched = &kSimtSchedule,
    .operands = &hidetAttentionOperands,
    .matches = matches,
    .problem = problem,
    .formatProblem = hidetAttentionFormatProblem,
    .emit = emit,
    .traffic = traffic,
    /* the batch dims and the query and key lengths (docs/dynamic-shapes.md) */
    .runtimeDims = 1u << ATTN_Z | 1u << ATTN_LQ | 1u << ATTN_LK,
};
