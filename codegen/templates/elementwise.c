/*===-- elementwise.c - The element-wise (injective) kernel template -------===*
 * Kernel functions without an anchor (groups of injective ops left over by
 * hidet-partition) become one kernel per result: one thread per element,
 * `block` threads per block, over the result's elements in row-major
 * order. The kernel only calls hooks: `__hidet_load_in<j>(idx...)` for the
 * value of result j at its index (hidet-fuse-prologue-epilogue computes it
 * from the kernel function's inputs through the whole group) and
 * `__hidet_store_out<j>(v, idx...)`.
 *
 * Slots: input slot j is the j-th returned value, output slot j is result
 * j; the template coordinates are the tensor's own index (identity map).
 *
 * The space is the block size. The cost model counts waves: blocks
 * resident per SM are limited by the SM's threads and block slots, so a
 * block size that leaves an SM's threads unused (sm_86: 1536 threads and
 * 16 blocks per SM, so 64-thread blocks fill two thirds) costs more waves.
 * Every wave moves the same bytes, so ties are common: they go to the
 * first in the space, 256.
 *===----------------------------------------------------------------------===*/
#include "template.h"
#include "runtime_extents.h"

#include "kernel_ir.h"
#include "scalar_emit.h"
#include "traffic.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const kParams[] = {"block"};
static const int64_t kBlocks[] = {256, 128, 512, 1024, 64};
#define NUM_BLOCKS (sizeof kBlocks / sizeof kBlocks[0])

static MlirType fnType(MlirOperation fn) {
  return mlirTypeAttrGetValue(hidetOpAttr(fn, "function_type"));
}

static bool matches(const HidetTemplate *self, MlirOperation fn, MlirOperation anchor,
                    const HidetArch *arch) {
  (void)fn;
  return mlirOperationIsNull(anchor);
}

static int64_t elements(MlirType tensorType) {
  int64_t dims[HIDET_MAX_RANK], rank = 0, total = 1;
  hidetTensorShape(tensorType, &rank, dims);
  for (int64_t d = 0; d < rank; ++d)
    total *= dims[d];
  return total;
}

/* Dynamic shapes (runtime_extents.h): the elements of result j of fn with
 * each `?` dim at its representative size; false (why) when a `?` dim is
 * not the extent of a kernel input (the host could not size it). */
static bool dynElements(MlirOperation fn, intptr_t j, int64_t *total, char *why, size_t whySize) {
  MlirValue v = mlirOperationGetOperand(mlirBlockGetTerminator(kernelIrBody(fn)), j);
  int64_t dims[HIDET_MAX_RANK], rank = hidetValueShape(v, dims);
  *total = 1;
  int dynamic = 0;
  for (int64_t d = 0; d < rank; ++d)
    dynamic += dims[d] == HIDET_DIM_DYNAMIC;
  if (dynamic > RT_MAX_GRID_FACTORS) /* hidet.grid_dynamic's factors */
    return hidetFailWhy(why, whySize, "result %ld has %d dynamic dims; the run-time grid takes at "
                        "most %d", (long)j, dynamic, RT_MAX_GRID_FACTORS);
  for (int64_t d = 0; d < rank; ++d) {
    int arg;
    int64_t argDim;
    if (dims[d] == HIDET_DIM_DYNAMIC && !rtDimSource(v, d, &arg, &argDim))
      return hidetFailWhy(why, whySize, "dim %lld of result %ld is dynamic and not the extent of "
                          "a kernel input", (long long)d, (long)j);
    int64_t n = dims[d] == HIDET_DIM_DYNAMIC ? rtRepresentative(fn, arg, argDim) : dims[d];
    /* saturate: only the cost model reads it (2^40 elements is far past
     * any wave count that matters) */
    *total = n > 0 && *total > (INT64_C(1) << 40) / n ? INT64_C(1) << 40 : *total * n;
  }
  return true;
}

/* dims[0]: elements of the largest result. */
static bool problem(const HidetTemplate *self, MlirOperation fn, MlirOperation anchor,
                    HidetProblem *p, char *why, size_t whySize) {
  (void)anchor;
  (void)why;
  (void)whySize;
  MlirType t = fnType(fn);
  int64_t most = 0;
  unsigned runtime = 0;
  for (intptr_t j = 0; j < mlirFunctionTypeGetNumResults(t); ++j) {
    MlirType rt = mlirFunctionTypeGetResult(t, j);
    int64_t n = 0;
    if (mlirShapedTypeHasStaticShape(rt))
      n = elements(rt);
    else if (!dynElements(fn, j, &n, why, whySize))
      return false;
    else
      runtime = 1;
    most = n > most ? n : most;
  }
  *p = (HidetProblem){.dims = {most}, .numDims = 1, .runtimeDims = runtime};
  return true;
}

static size_t space(const HidetTemplate *self, const HidetArch *arch, HidetSchedule **out) {
  *out = calloc(NUM_BLOCKS, sizeof **out);
  if (!*out)
    abort(); /* out of memory */
  size_t n = 0;
  for (size_t i = 0; i < NUM_BLOCKS; ++i)
    if (kBlocks[i] <= arch->maxThreadsPerBlock)
      (*out)[n++].v[0] = kBlocks[i];
  return n;
}

static bool fits(const HidetTemplate *self, const HidetSchedule *s, const HidetArch *arch,
                 char *why, size_t whySize) {
  if (s->v[0] < 32 || s->v[0] % 32 || s->v[0] > arch->maxThreadsPerBlock)
    return hidetFailWhy(why, whySize, "block %lld is not a multiple of 32 in 32..%d",
                        (long long)s->v[0], arch->maxThreadsPerBlock);
  return true;
}

static int64_t ceilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }

static double cost(const HidetTemplate *self, const HidetSchedule *s, const HidetProblem *p,
                   const HidetArch *arch) {
  int64_t block = s->v[0] < 32 ? 32 : s->v[0];
  int64_t perSm = arch->maxThreadsPerSm / block;
  if (perSm > arch->maxBlocksPerSm)
    perSm = arch->maxBlocksPerSm;
  if (perSm < 1)
    perSm = 1;
  int64_t blocks = ceilDiv(p->dims[0], block);
  double waves = (double)ceilDiv(blocks, (int64_t)arch->smCount * perSm);
  /* one wave: every resident thread reads and writes about 8 bytes */
  double waveBytes = (double)arch->smCount * (double)(perSm * block) * 8.0;
  return waves * (waveBytes / arch->bytesPerSec * 1e6 + 2.0);
}

static int format(const HidetTemplate *self, const HidetSchedule *s, char *buf, size_t size) {
  return snprintf(buf, size, "b%lld", (long long)s->v[0]);
}

static void formatProblem(const HidetTemplate *self, const HidetProblem *p, char *buf,
                          size_t size) {
  snprintf(buf, size, "elementwise, %lld elements", (long long)p->dims[0]);
}

static void describe(const HidetTemplate *self, const HidetSchedule *s, const HidetProblem *p,
                     const HidetArch *arch, char *buf, size_t size) {
  snprintf(buf, size, "%lld threads per block, %lld blocks, estimated %.2f us", (long long)s->v[0],
           (long long)ceilDiv(p->dims[0], s->v[0] > 0 ? s->v[0] : 1), cost(self, s, p, arch));
}

static int64_t smemBytes(const HidetTemplate *self, const HidetSchedule *s, HidetLoadMode mode) {
  (void)s;
  (void)mode;
  return 0;
}

/* Dynamic shapes: the kernel attributes (hidet.grid for the
 * representative size `repTotal`, hidet.grid_dynamic from the output
 * argument's extents) and the prologue of a result with `?` dims, whose
 * extents %ext<d> are read from the output argument `arg` (the host
 * allocated it at the run-time size): %total is their product. */
static void emitDynamicHeader(HidetStr *out, const HidetTemplateCall *c, intptr_t arg, MlirType rt,
                              int64_t block, int64_t repTotal) {
  int64_t rank = mlirShapedTypeGetRank(rt), mul = 1;
  RtGridAxis x = {.axis = 0, .div = block};
  for (int64_t d = 0; d < rank; ++d) {
    if (!mlirShapedTypeIsDynamicDim(rt, d)) {
      mul *= mlirShapedTypeGetDimSize(rt, d);
    } else if (x.n < RT_MAX_GRID_FACTORS) {
      x.arg[x.n] = (int)arg;
      x.dim[x.n++] = d;
    }
  }
  x.mul = mul;
  hidetStrAppendf(out,
                  ") kernel attributes {gpu.known_block_size = array<i32: %lld, 1, 1>, "
                  "hidet.grid = array<i64: %lld, 1, 1>, hidet.template = \"elementwise\"",
                  (long long)block, (long long)ceilDiv(repTotal, block));
  rtGridAttrText(out, &x, 1);
  hidetStrAppendf(out, "} {\n    %%bid = gpu.block_id x\n    %%tid = gpu.thread_id x\n"
                       "    %%bsz = arith.constant %lld : index\n"
                       "    %%base = arith.muli %%bid, %%bsz : index\n"
                       "    %%lin = arith.addi %%base, %%tid : index\n",
                  (long long)block);
  for (int64_t d = 0; d < rank; ++d) {
    if (mlirShapedTypeIsDynamicDim(rt, d)) {
      hidetStrAppendf(out, "    %%dn%lld = arith.constant %lld : index\n", (long long)d,
                      (long long)d);
      hidetStrAppendf(out, "    %%ext%lld = memref.dim %%arg%ld, %%dn%lld : %s\n", (long long)d,
                      (long)arg, (long long)d, c->argTypes[arg]);
    } else {
      hidetStrAppendf(out, "    %%ext%lld = arith.constant %lld : index\n", (long long)d,
                      (long long)mlirShapedTypeGetDimSize(rt, d));
    }
  }
  hidetStrAppendf(out, "    %%total0 = arith.constant 1 : index\n");
  for (int64_t d = 0; d < rank; ++d)
    hidetStrAppendf(out, "    %%total%lld = arith.muli %%total%lld, %%ext%lld : index\n",
                    (long long)d + 1, (long long)d, (long long)d);
  hidetStrAppendf(out,
                  "    %%ok = arith.cmpi ult, %%lin, %%total%lld : index\n    scf.if %%ok {\n",
                  (long long)rank);
}

/* Row-major unflatten of %lin over the extents %ext<d> (emitDynamicHeader)
 * into idx. */
static void dynamicUnflatten(HidetStr *out, int64_t rank, ScalarName *idx) {
  ScalarName rest;
  snprintf(rest.s, sizeof rest.s, "%%lin");
  for (int64_t d = rank - 1; d > 0; --d) {
    snprintf(idx[d].s, sizeof idx[d].s, "%%ix%lld", (long long)d);
    hidetStrAppendf(out, "    %%ix%lld = arith.remui %s, %%ext%lld : index\n", (long long)d, rest.s,
                    (long long)d);
    hidetStrAppendf(out, "    %%q%lld = arith.divui %s, %%ext%lld : index\n", (long long)d, rest.s,
                    (long long)d);
    snprintf(rest.s, sizeof rest.s, "%%q%lld", (long long)d);
  }
  if (rank > 0)
    idx[0] = rest;
}

/* One gpu.func per non-empty result. */
static bool emit(const HidetTemplate *self, const HidetTemplateCall *c, HidetStr *out,
                 char *why, size_t whySize) {
  (void)why;
  (void)whySize;
  MlirType ft = fnType(c->fn);
  intptr_t nIn = mlirFunctionTypeGetNumInputs(ft), nOut = mlirFunctionTypeGetNumResults(ft);
  int64_t block = c->schedule->v[0];
  HidetStr argTys, argVals;
  hidetStrInit(&argTys);
  hidetStrInit(&argVals);
  for (int i = 0; i < c->nArgs; ++i) {
    hidetStrAppendf(&argTys, ", %s", c->argTypes[i]);
    hidetStrAppendf(&argVals, ", %%arg%d", i);
  }
  hidetStrAppendf(out, "gpu.module @%s {\n", c->moduleName);
  for (intptr_t j = 0; j < nOut; ++j) {
    MlirType rt = mlirFunctionTypeGetResult(ft, j);
    int64_t dims[HIDET_MAX_RANK], rank = 0;
    bool dyn = !mlirShapedTypeHasStaticShape(rt);
    hidetTensorShape(rt, &rank, dims);
    int64_t total = elements(rt);
    if (dyn) /* run-time extents: of the output argument itself */
      rank = mlirShapedTypeGetRank(rt);
    if (total == 0 && !dyn)
      continue; /* nothing to compute; the host still allocates the result */
    HidetStr et = scalarElementTypeText(rt), idxTys;
    hidetStrInit(&idxTys);
    for (int64_t d = 0; d < rank; ++d)
      hidetStrAppendf(&idxTys, "%sindex", d ? ", " : "");
    const char *sep = rank ? ", " : "";
    hidetStrAppendf(out, "  func.func private @__hidet_load_in%ld(%s%s) -> %s\n", (long)j,
                    idxTys.data, rank ? argTys.data : argTys.data + (argTys.len ? 2 : 0), et.data);
    hidetStrAppendf(out, "  func.func private @__hidet_store_out%ld(%s%s%s%s)\n", (long)j, et.data,
                    sep, idxTys.data, argTys.data);
    hidetStrAppendf(out, "  gpu.func @%s_r%ld(", c->kernelName, (long)j);
    for (int i = 0; i < c->nArgs; ++i)
      hidetStrAppendf(out, "%s%%arg%d: %s", i ? ", " : "", i, c->argTypes[i]);
    if (dyn) {
      emitDynamicHeader(out, c, nIn + j, rt, block, c->problem->dims[0]);
    } else {
      hidetStrAppendf(out,
                      ") kernel attributes {gpu.known_block_size = array<i32: %lld, 1, 1>, "
                      "hidet.grid = array<i64: %lld, 1, 1>, hidet.template = \"elementwise\"} {\n"
                      "    %%bid = gpu.block_id x\n    %%tid = gpu.thread_id x\n"
                      "    %%bsz = arith.constant %lld : index\n"
                      "    %%base = arith.muli %%bid, %%bsz : index\n"
                      "    %%lin = arith.addi %%base, %%tid : index\n"
                      "    %%total = arith.constant %lld : index\n"
                      "    %%ok = arith.cmpi ult, %%lin, %%total : index\n    scf.if %%ok {\n",
                      (long long)block, (long long)ceilDiv(total, block), (long long)block,
                      (long long)total);
    }
    int counter = 0;
    ScalarEmitter e;
    memset(&e, 0, sizeof e);
    e.out = out;
    e.counter = &counter;
    ScalarName lin, idx[HIDET_MAX_RANK];
    snprintf(lin.s, sizeof lin.s, "%%lin");
    if (dyn)
      dynamicUnflatten(out, rank, idx);
    else
      scalarUnflatten(&e, lin, rank, dims, idx);
    HidetStr idxVals;
    hidetStrInit(&idxVals);
    for (int64_t d = 0; d < rank; ++d)
      hidetStrAppendf(&idxVals, "%s%s", d ? ", " : "", idx[d].s);
    hidetStrAppendf(out, "    %%val = func.call @__hidet_load_in%ld(%s%s) : (%s%s) -> %s\n",
                    (long)j, idxVals.data, rank ? argVals.data : argVals.data + (argVals.len ? 2 : 0),
                    idxTys.data, rank ? argTys.data : argTys.data + (argTys.len ? 2 : 0), et.data);
    hidetStrAppendf(out, "    func.call @__hidet_store_out%ld(%%val%s%s%s) : (%s%s%s%s) -> ()\n",
                    (long)j, sep, idxVals.data, argVals.data, et.data, sep, idxTys.data,
                    argTys.data);
    hidetStrAppendf(out, "    }\n    gpu.return\n  }\n");
    hidetStrFree(&idxVals);
    hidetStrFree(&idxTys);
    hidetStrFree(&et);
  }
  hidetStrAppendf(out, "}\n");
  (void)nIn;
  hidetStrFree(&argTys);
  hidetStrFree(&argVals);
  return true;
}

/* Input slot k is fn's k-th returned value; output slot k writes it. */
static MlirValue slotValue(const HidetOperands *o, int k) {
  return mlirOperationGetOperand(mlirBlockGetTerminator(kernelIrBody(o->fn)), k);
}

static MlirValue outputValue(const HidetOperands *o, int k, bool *anchorResult) {
  *anchorResult = false;
  return slotValue(o, k);
}

static const HidetOperandMap kOperands = {
    .slotValue = slotValue,
    .outputValue = outputValue,
    .indexMap = hidetIdentityIndexMap,
    .coordExtents = hidetSlotShapeExtents,
    .lastCoordContiguous = hidetSlotContiguous,
};

/* One kernel per (non-empty) result, each computing its result from the
 * kernel function's inputs through the whole group: an input is read once
 * by every kernel whose result depends on it. */
static void traffic(const HidetTemplate *self, const HidetSchedule *s, const HidetProblem *p,
                    MlirOperation fn, MlirOperation anchor, int64_t *readBytes,
                    int64_t *writeBytes, char *how, size_t howSize) {
  (void)s;
  (void)p;
  HidetOperands o;
  hidetOperandsBind(self, fn, anchor, &o);
  int kernels = 0;
  double *passes = calloc((size_t)o.numInputs + 1, sizeof *passes);
  if (!passes)
    abort();
  for (int k = 0; k < o.numInputs; ++k) {
    passes[k] = elements(mlirValueGetType(slotValue(&o, k))) > 0 ? 1.0 : 0.0;
    kernels += passes[k] > 0.0;
  }
  trafficFromTemplateSlots(&o, passes, readBytes, writeBytes);
  free(passes);
  snprintf(how, howSize, "%s",
           kernels > 1 ? "one kernel per result, each reading the inputs its result depends on"
                       : "");
}

static const HidetScheduleSpaceOps kSchedule = {
    .paramNames = kParams,
    .numParams = 1,
    .space = space,
    .fits = fits,
    .cost = cost,
    .parse = NULL,
    .format = format,
    .describe = describe,
    .smemBytes = smemBytes,
};

const HidetTemplate hidetElementwiseTemplate = {
    .name = "elementwise",
    .summary = "one thread per element of each result of an anchor-less group",
    .takes = "kernel functions without an anchor",
    .pipelines = false,
    .runtimeDims = 1u << 0, /* the element count (runtime_extents.h) */
    .sched = &kSchedule,
    .operands = &kOperands,
    .matches = matches,
    .problem = problem,
    .formatProblem = formatProblem,
    .emit = emit,
    .traffic = traffic,
};
