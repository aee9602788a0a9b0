/*===-- matmul_simt_template.c - The f32 SIMT matmul as a template --------===*
 * Registers Hidet's f32 CUDA-core matmul (emitter: matmul_simt.c, schedule
 * space and cost model: matmul_simt_space.c) under the template interface
 * (template.h). It takes graph.matmul and graph.batch_matmul anchors.
 *
 * Slots and coordinates: input 0 is A with coordinates (b, m, k), input 1
 * is B with (b, k, n), output 0 is the anchor's result with (b, m, n); b is
 * the batch index flattened over the RESULT's batch dims, which the index
 * map unflattens and broadcasts (numpy rules) to the operand's own batch
 * dims. The last coordinate is the operand's last dim, so 4-wide loads
 * along it are contiguous. This operand map (hidetMatmulOperands) is also
 * the tensor-core matmul templates', which may take B k-major
 * (matmul_tc_template.c); this schedule side is also conv2d_simt's.
 *===----------------------------------------------------------------------===*/
#include "gemm_templates.h"
#include "matmul_simt.h"
#include "matmul_splitk.h"
#include "template.h"
#include "matmul_runtime_m.h"

#include "kernel_ir.h"
#include "traffic.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const kParams[] = {"wm", "wn", "om", "on", "lm", "ln",
                                      "im", "in", "bk", "stages", "splitk"};
#define NUM_PARAMS ((int)(sizeof kParams / sizeof kParams[0]))
static const char *const kInputNames[] = {"lhs", "rhs"};

static void toGeneric(const HidetMatmulSchedule *m, HidetSchedule *s) {
  memset(s, 0, sizeof *s);
  const int f[NUM_PARAMS] = {m->wm, m->wn, m->om, m->on, m->lm, m->ln,
                             m->im, m->in, m->bk, m->stages, hidetMatmulScheduleSplitK(m)};
  for (int i = 0; i < NUM_PARAMS; ++i)
    s->v[i] = f[i];
}

/* Values outside int are clamped to -1 so that Fits rejects them. */
static int field(int64_t v) { return v < 0 || v > 1 << 20 ? -1 : (int)v; }

static HidetMatmulSchedule fromGeneric(const HidetSchedule *s) {
  HidetMatmulSchedule m = {field(s->v[0]), field(s->v[1]), field(s->v[2]), field(s->v[3]),
                           field(s->v[4]), field(s->v[5]), field(s->v[6]), field(s->v[7]),
                           field(s->v[8]), field(s->v[9]), field(s->v[10])};
  return m;
}

static HidetMatmulProblem matmulProblem(const HidetProblem *p) {
  HidetMatmulProblem m = {.batch = p->dims[0], .m = p->dims[1], .n = p->dims[2], .k = p->dims[3]};
  return m;
}

static bool isMatmul(MlirOperation anchor) {
  return !mlirOperationIsNull(anchor) &&
         (hidetOpIs(anchor, "graph.matmul") || hidetOpIs(anchor, "graph.batch_matmul"));
}

/* Every matmul but those with a 16-bit float operand, which go to
 * matmul_tc; other non-f32 ones get problem()'s message. */
static bool matches(const HidetTemplate *self, MlirOperation fn, MlirOperation anchor,
                    const HidetArch *arch) {
  (void)fn;
  if (!isMatmul(anchor))
    return false;
  MlirType lt = hidetValueElementType(mlirOperationGetOperand(anchor, 0)),
           rt = hidetValueElementType(mlirOperationGetOperand(anchor, 1));
  return !hidetTypeIsHalf(lt) && !hidetTypeIsHalf(rt) && !hidetMatmulWantsTf32(anchor);
}

static bool isF32Tensor(MlirValue v) {
  return mlirTypeIsAF32(mlirShapedTypeGetElementType(mlirValueGetType(v)));
}


/* ---- Instance facts: indexed operands (HidetProblem.facts). ----------
 * An operand whose prologue reaches a graph.reshape or graph.gather gets
 * each staged element's address computed on its own (a reshape's
 * linearize / unflatten, a gather's index load), for every tensor that
 * prologue reads. With split-K the k slice starts at a runtime offset and
 * ptxas kept those addresses live across the staging: on the second
 * matmul of a [2, 3, 77, 40] attention (the probabilities guarded by a
 * per-row select, both through reshapes, @ v through a reshape) 9 of 102
 * sampled schedules spilled, all split-K, at 255 registers (up to 320
 * bytes); the same tiles without split-K, or with only the reshapes, or
 * only the select, did not (bench/gpu/spill_sweep.sh, docs/schedules.md).
 * facts: bits 0-7 the tensors an indexed lhs reads, bits 8-15 the rhs's
 * (0: not indexed). */
enum { SIMT_MAX_SLICE = 64 };

/* The kernel inputs the prologue of v reads (block arguments of the
 * kernel function, each once), and whether it holds a reshape or gather.
 * seen[0..*nSeen) are the ops already walked (a DAG). */
static void sliceLeaves(MlirValue v, MlirOperation *seen, int *nSeen, int *leaves,
                        bool *indexed, MlirValue *args, int *nArgs) {
  if (mlirValueIsABlockArgument(v)) {
    for (int i = 0; i < *nArgs; ++i)
      if (mlirValueEqual(args[i], v))
        return;
    if (*nArgs < SIMT_MAX_SLICE)
      args[(*nArgs)++] = v;
    ++*leaves;
    return;
  }
  MlirOperation op = mlirOpResultGetOwner(v);
  for (int i = 0; i < *nSeen; ++i)
    if (mlirOperationEqual(seen[i], op))
      return;
  if (*nSeen == SIMT_MAX_SLICE) { /* a prologue this large: count it indexed */
    *indexed = true;
    return;
  }
  seen[(*nSeen)++] = op;
  if (hidetOpIs(op, "graph.reshape") || hidetOpIs(op, "graph.gather"))
    *indexed = true;
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); ++i)
    sliceLeaves(mlirOperationGetOperand(op, i), seen, nSeen, leaves, indexed, args, nArgs);
}

/* The tensors operand v's indexed prologue reads, 0 if it is not indexed. */
static unsigned indexedLeaves(MlirValue v) {
  MlirOperation seen[SIMT_MAX_SLICE];
  MlirValue args[SIMT_MAX_SLICE];
  int nSeen = 0, leaves = 0, nArgs = 0;
  bool indexed = false;
  sliceLeaves(v, seen, &nSeen, &leaves, &indexed, args, &nArgs);
  return indexed ? (unsigned)(leaves < 1 ? 1 : leaves > 255 ? 255 : leaves) : 0u;
}

/* Registers per staged element of an indexed operand, per tensor its
 * prologue reads, that a split-K kernel adds to the estimate: its 64-bit
 * address and the value. */
#define SIMT_SPLIT_INDEXED_REGS 3

static bool problem(const HidetTemplate *self, MlirOperation fn, MlirOperation anchor,
                    HidetProblem *out, char *why, size_t whySize) {
  (void)fn;
  MlirValue lhs = mlirOperationGetOperand(anchor, 0), rhs = mlirOperationGetOperand(anchor, 1),
            res = mlirOperationGetResult(anchor, 0);
  if (!isF32Tensor(lhs) || !isF32Tensor(rhs) || !isF32Tensor(res)) {
    HidetStr t = hidetPrintType(mlirValueGetType(lhs));
    snprintf(why, whySize,
             "the CUDA-core matmul template computes f32 only; this one has operands of type %s "
             "(cast them to f32 in the graph)",
             t.data);
    hidetStrFree(&t);
    return false;
  }
  if (!hidetMatmulProblem(lhs, res, out, why, whySize))
    return false;
  out->facts = indexedLeaves(lhs) | indexedLeaves(rhs) << 8;
  return true;
}

static size_t space(const HidetTemplate *self, const HidetArch *arch, HidetSchedule **out) {
  HidetMatmulSchedule *m = NULL;
  size_t n = hidetMatmulScheduleSpace(arch, &m);
  *out = calloc(n ? n : 1, sizeof **out);
  if (!*out)
    abort(); /* out of memory */
  for (size_t i = 0; i < n; ++i)
    toGeneric(&m[i], &(*out)[i]);
  free(m);
  return n;
}

static bool fits(const HidetTemplate *self, const HidetSchedule *s, const HidetArch *arch,
                 char *why, size_t whySize) {
  HidetMatmulSchedule m = fromGeneric(s);
  return hidetMatmulScheduleFits(&m, arch, why, whySize);
}

static double cost(const HidetTemplate *self, const HidetSchedule *s, const HidetProblem *p,
                   const HidetArch *arch) {
  HidetMatmulSchedule m = fromGeneric(s);
  HidetMatmulProblem mp = matmulProblem(p);
  if (hidetMatmulScheduleSplitK(&m) > 1 && p->facts) {
    /* split-K on indexed operands: their staged elements' addresses */
    int64_t t = hidetMatmulScheduleThreads(&m), bk = m.bk < 1 ? 1 : m.bk;
    int64_t stageA = (int64_t)hidetMatmulScheduleBlockM(&m) * bk / (t < 1 ? 1 : t),
            stageB = bk * (int64_t)hidetMatmulScheduleBlockN(&m) / (t < 1 ? 1 : t);
    int64_t regs = hidetMatmulScheduleRegs(&m) +
                   SIMT_SPLIT_INDEXED_REGS * ((int64_t)(p->facts & 255u) * stageA +
                                              (int64_t)(p->facts >> 8 & 255u) * stageB);
    /* within 7/8 of the arch's registers, as matmul_tc's estimate: at 3
     * per element w1x2-o1x2-l4x8-i4x2-k32-s4-split2 (248) still spilled */
    if (regs > (int64_t)arch->maxRegsPerThread * 7 / 8)
      return HIDET_COST_UNFIT;
  }
  return hidetMatmulScheduleCost(&m, &mp, arch);
}

static bool parse(const HidetTemplate *self, const char *text, HidetSchedule *s, char *why,
                  size_t whySize) {
  HidetMatmulSchedule m;
  if (!hidetMatmulScheduleParse(text, &m, why, whySize))
    return false;
  toGeneric(&m, s);
  return true;
}

static int format(const HidetTemplate *self, const HidetSchedule *s, char *buf, size_t size) {
  HidetMatmulSchedule m = fromGeneric(s);
  return hidetMatmulScheduleFormat(&m, buf, size);
}

static int64_t workspaceBytes(const HidetTemplate *self, const HidetSchedule *s,
                              const HidetProblem *p) {
  HidetMatmulSchedule m = fromGeneric(s);
  return hidetSplitKWorkspaceBytes(hidetMatmulScheduleSplitK(&m), p->dims[0], p->dims[1],
                                   p->dims[2]);
}

static void describe(const HidetTemplate *self, const HidetSchedule *s, const HidetProblem *p,
                     const HidetArch *arch, char *buf, size_t size) {
  HidetMatmulSchedule m = fromGeneric(s);
  char split[96] = "";
  int S = hidetMatmulScheduleSplitK(&m);
  if (S > 1)
    snprintf(split, sizeof split, ", split-K %d (%lld-byte workspace, then a combine kernel)", S,
             (long long)workspaceBytes(self, s, p));
  /* the cost, or why the instance rejects s (HIDET_COST_UNFIT) */
  char est[128];
  double c = cost(self, s, p, arch);
  if (c >= HIDET_COST_UNFIT)
    snprintf(est, sizeof est,
             "more with split-K on operands whose reshape or gather prologue computes every "
             "staged element's address");
  else
    snprintf(est, sizeof est, "estimated %.2f us", c);
  snprintf(buf, size,
           "block tile %dx%d, %d threads, %lld bytes shared memory, ~%d registers%s, %s",
           hidetMatmulScheduleBlockM(&m), hidetMatmulScheduleBlockN(&m),
           hidetMatmulScheduleThreads(&m), (long long)hidetMatmulScheduleSmemBytes(&m),
           hidetMatmulScheduleRegs(&m), split, est);
}

static int64_t smemBytes(const HidetTemplate *self, const HidetSchedule *s, HidetLoadMode mode) {
  HidetMatmulSchedule m = fromGeneric(s);
  if (mode == HIDET_LOAD_REGISTER)
    m.stages = 2;
  return hidetMatmulScheduleSmemBytes(&m);
}

bool hidetMatmulSimtEmit(const HidetTemplate *self, const HidetTemplateCall *c, HidetStr *out,
                         char *why, size_t whySize) {
  HidetMatmulSchedule m = fromGeneric(c->schedule);
  HidetMatmulProblem p = matmulProblem(c->problem);
  if ((c->problem->runtimeDims & (1u << 1)) &&
      !hidetMatmulRtMFind(c->anchor, &p.rt, why, whySize))
    return false;
  return hidetMatmulTemplateEmit(out, c->moduleName, c->kernelName, &p, &m,
                                 c->mode == HIDET_LOAD_ASYNC ? HIDET_MATMUL_LOAD_ASYNC
                                                             : HIDET_MATMUL_LOAD_REGISTER,
                                 c->nArgs, c->argTypes, NULL, why, whySize);
}

/* What hidetMatmulOperands binds: the problem (extents) and whether B is
 * taken k-major. */
typedef struct {
  HidetProblem p;
  bool swapB;
  bool flat; /* hidetMatmulFlatM: M spans the lhs's and the result's leading dims */
} Bound;

static const Bound *bound(const HidetOperands *o) { return (const Bound *)o->state.bytes; }

static void bind(HidetOperands *o) {
  _Static_assert(sizeof(Bound) <= sizeof o->state, "Bound fits HidetOperands.state");
  Bound *b = (Bound *)o->state.bytes;
  char why[8];
  if (!hidetMatmulProblem(mlirOperationGetOperand(o->anchor, 0),
                          mlirOperationGetResult(o->anchor, 0), &b->p, why, sizeof why))
    b->p.numDims = 0;
  const HidetGemmVariant *v = o->self->data;
  b->flat = hidetMatmulFlatM(o->anchor);
  b->swapB = v && v->kMajorB &&
             hidetTransposedInputChain(o->fn, mlirOperationGetOperand(o->anchor, 1));
}

/* A flattened M (hidetMatmulFlatM; batch coordinate 0): the lhs's and
 * the result's leading dims are M unflattened over their extents, read at
 * run time where they are `?` (memref.dim of the kernel input that
 * rtDimSource names); the rhs's batch dims are broadcast 1s. */
static void flatIndexMap(const HidetOperands *o, ScalarEmitter *e, bool output, int k,
                         MlirValue x, int64_t ro, const ScalarName *coords, ScalarName *idx) {
  bool swap = !output && k == 1 && bound(o)->swapB;
  if (!output && k == 1) {
    for (int64_t d = 0; d + 2 < ro; ++d)
      idx[d] = scalarIndexConst(e, 0);
    idx[ro - 2] = swap ? coords[2] : coords[1];
    idx[ro - 1] = swap ? coords[1] : coords[2];
    return;
  }
  /* the leading dims [0, ro - 1) of x, M unflattened over them */
  int64_t dims[HIDET_MAX_RANK];
  ScalarName ext[HIDET_MAX_RANK];
  hidetValueShape(x, dims);
  for (int64_t d = 1; d < ro - 1; ++d)
    if (dims[d] == HIDET_DIM_DYNAMIC)
      scalarRuntimeExtent(e, x, d, &ext[d]); /* hidetMatmulProblem checked the source */
  scalarUnflattenExt(e, coords[1], ro - 1, dims, ext, idx);
  idx[ro - 1] = coords[2];
}

/* (b, r, c) -> the operand's index: b unflattened over the result's batch
 * dims and broadcast to the operand's, then r and c; a k-major B in
 * swapped coordinates (b, n, k) is the operand's (.., k, n). */
static void indexMap(const HidetOperands *o, ScalarEmitter *e, bool output, int k,
                     const ScalarName *coords, int numCoords, ScalarName *idx) {
  (void)numCoords;
  int64_t rd[HIDET_MAX_RANK], od[HIDET_MAX_RANK];
  int64_t rr = hidetValueShape(mlirOperationGetResult(o->anchor, 0), rd);
  MlirValue x =
      output ? mlirOperationGetResult(o->anchor, k) : mlirOperationGetOperand(o->anchor, k);
  int64_t ro = hidetValueShape(x, od);
  if (bound(o)->flat) {
    flatIndexMap(o, e, output, k, x, ro, coords, idx);
    return;
  }
  if (ro > 2) {
    ScalarName bi[HIDET_MAX_RANK];
    scalarUnflatten(e, coords[0], rr - 2, rd, bi);
    scalarBroadcastIndex(e, ro - 2, od, rr - 2, rd, bi, idx);
  }
  bool swap = !output && k == 1 && bound(o)->swapB;
  idx[ro - 2] = swap ? coords[2] : coords[1];
  idx[ro - 1] = swap ? coords[1] : coords[2];
}

/* A: (batch, M, K); B: (batch, K, N), or k-major (batch, N, K). */
static int coordExtents(const HidetOperands *o, int k, int64_t *extents) {
  const HidetProblem *p = &bound(o)->p;
  if (!p->numDims)
    return 0;
  bool swap = k == 1 && bound(o)->swapB;
  extents[0] = p->dims[0];
  extents[1] = k == 0 ? p->dims[1] : swap ? p->dims[2] : p->dims[3];
  extents[2] = k == 0 || swap ? p->dims[3] : p->dims[2];
  return 3;
}

/* The operand's own last dim is walked by the last coordinate, except for
 * a k-major B, whose last coordinate walks the operand's k (the input's
 * row, through the transpose: lastTwoSwapped). */
static bool lastCoordContiguous(const HidetOperands *o, int k) {
  return !(k == 1 && bound(o)->swapB);
}

static bool lastTwoSwapped(const HidetOperands *o, int k) { return k == 1 && bound(o)->swapB; }

/* The result's n is its last dim (indexMap). */
static bool outLastCoordContiguous(const HidetOperands *o, int k) {
  (void)o;
  (void)k;
  return true;
}

const HidetOperandMap hidetMatmulOperands = {
    .bind = bind,
    .slotValue = hidetAnchorOperand,
    .outputValue = hidetAnchorResult,
    .indexMap = indexMap,
    .coordExtents = coordExtents,
    .lastCoordContiguous = lastCoordContiguous,
    .lastTwoSwapped = lastTwoSwapped,
    .outLastCoordContiguous = outLastCoordContiguous,
};

/* The slot's coordinate space over its value's elements: > 1 when the
 * operand's batch dims broadcast to the result's, whose blocks each read
 * their own copy. */
static double broadcastFactor(const HidetOperands *o, int k) {
  int64_t ext[HIDET_MAX_PROBLEM_DIMS];
  int n = coordExtents(o, k, ext);
  double coords = 1.0;
  for (int i = 0; i < n; ++i)
    coords *= (double)ext[i];
  int64_t elems = trafficTypeElements(mlirValueGetType(hidetAnchorOperand(o, k)));
  return elems > 0 && coords > (double)elems ? coords / (double)elems : 1.0;
}

/* Every block streams its row panel of A and its column panel of B: A is
 * read once per block column of the grid, B once per block row. L2 serves
 * many of these re-reads on a real GPU, so this is an upper bound of the
 * DRAM traffic. */
static void traffic(const HidetTemplate *self, const HidetSchedule *s, const HidetProblem *p,
                    MlirOperation fn, MlirOperation anchor, int64_t *readBytes,
                    int64_t *writeBytes, char *how, size_t howSize) {
  HidetMatmulSchedule m = fromGeneric(s);
  int64_t bm = hidetMatmulScheduleBlockM(&m), bn = hidetMatmulScheduleBlockN(&m);
  int64_t cols = bm > 0 && bn > 0 ? (p->dims[2] + bn - 1) / bn : 1,
          rows = bm > 0 && bn > 0 ? (p->dims[1] + bm - 1) / bm : 1;
  HidetOperands o;
  hidetOperandsBind(self, fn, anchor, &o);
  double fa = broadcastFactor(&o, 0), fb = broadcastFactor(&o, 1);
  double passes[2] = {(double)cols * fa, (double)rows * fb};
  trafficFromTemplateSlots(&o, passes, readBytes, writeBytes);
  /* Split-K: the partials are written once and read back once. */
  int64_t ws = workspaceBytes(self, s, p);
  *readBytes += ws;
  *writeBytes += ws;
  char split[80] = "";
  if (ws > 0)
    snprintf(split, sizeof split, "; split-K partials %lld bytes written and read back",
             (long long)ws);
  snprintf(how, howSize,
           "lhs read once per block column (%lld%s), rhs once per block row (%lld%s): an upper "
           "bound of DRAM traffic, L2 hits not counted%s",
           (long long)cols, fa > 1.0 ? ", per broadcast batch" : "", (long long)rows,
           fb > 1.0 ? ", per broadcast batch" : "", split);
}

const HidetScheduleSpaceOps hidetMatmulSimtSchedule = {
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

const HidetTemplate hidetMatmulSimtTemplate = {
    .name = "matmul_f32_simt",
    .summary = "Hidet's f32 CUDA-core matmul: warp/lane task mappings, register tiles, "
               "double-buffered or cp.async-pipelined shared tiles",
    .takes = "graph.matmul, graph.batch_matmul",
    .inputNames = kInputNames,
    .pipelines = true,
    .runtimeDims = 1u << 1, /* M (runtime_extents.h) */
    .sched = &hidetMatmulSimtSchedule,
    .operands = &hidetMatmulOperands,
    .matches = matches,
    .problem = problem,
    .formatProblem = hidetMatmulFormatProblem,
    .emit = hidetMatmulSimtEmit,
    .traffic = traffic,
};
