/*===-- fuse_prologue_epilogue.c - hidet-fuse-prologue-epilogue -----------===*
 * Hidet's post-scheduling fusion, the same for every template. A
 * scheduled kernel (gpu.module @<fn>_gpu from hidet-schedule-anchors /
 * hidet-pipeline) reads its inputs and writes its outputs only through
 * hook calls keyed by slot and template coordinates (template.h). This
 * pass defines every hook from the kernel function's graph ops, through
 * the template's operand index map, and inlines it, so that:
 *  - prologue ops are folded into the global reads: the value of input
 *    slot k at its coordinates is computed from the kernel function's
 *    inputs by walking the slot's producers (scalar_emit.c); the scheduled
 *    loop never sees them;
 *  - epilogue ops are folded into the final store: elementwise ops apply to
 *    the computed value (reading their other operands at the same index),
 *    reshape/transpose move the store's index;
 *  - under cp.async, index-only prologue ops move the copy's source address
 *    and elementwise ones run after the shared-memory load.
 * Finally each kernel function's body becomes its kernels' launches
 * (host_launch.c).
 *
 * What cannot be fused is an error at the offending op, never a wrong
 * kernel: a non-splat constant, a graph op that is not injective, a kernel
 * function with no scheduled kernel, a hook that does not match its
 * template.
 *===----------------------------------------------------------------------===*/
#include "host_launch.h"
#include "kernel_attrs.h"
#include "kernel_functions.h"
#include "kernel_ir.h"
#include "scalar_emit.h"
#include "pass_util.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/Dialect/GPU.h"
#include "mlir-c/Dialect/Math.h"
#include "mlir-c/Dialect/MemRef.h"
#include "mlir-c/Dialect/NVGPU.h"
#include "mlir-c/Dialect/SCF.h"
#include "mlir-c/Dialect/Vector.h"
#include "mlir-c/Dialect/Bufferization.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  bool report;
} Options;

static const HidetPassOption kOptions[] = {
    {.key = "report",
     .type = {.kind = HIDET_OPTION_BOOL},
     HIDET_OPTION_FIELD(Options, report),
     .defaultValue = "false",
     .help = "print what was fused into each kernel"},
};

/* Per kernel function: its argument names and counts, and its template
 * with its operand map bound to fn (ops). */
typedef struct {
  MlirOperation fn, anchor;
  const HidetTemplate *tmpl;
  const HidetOperandMap *map;
  HidetOperands ops;
  MlirBlock body;
  intptr_t nIn, nOut;
  ScalarName *args; /* %arg0.. for inputs then outputs */
  int counter;
} FnCtx;

static void fnCtxInit(FnCtx *c, MlirOperation fn) {
  c->fn = fn;
  c->anchor = kernelFnAnchor(fn);
  c->tmpl = NULL;
  c->body = kernelIrBody(fn);
  MlirType t = mlirTypeAttrGetValue(hidetOpAttr(fn, "function_type"));
  c->nIn = mlirFunctionTypeGetNumInputs(t);
  c->nOut = mlirFunctionTypeGetNumResults(t);
  c->args = calloc((size_t)(c->nIn + c->nOut) + 1, sizeof(ScalarName));
  for (intptr_t i = 0; i < c->nIn + c->nOut; ++i)
    snprintf(c->args[i].s, sizeof c->args[i].s, "%%arg%ld", (long)i);
  c->counter = 0;
}

static ScalarEmitter emitter(FnCtx *c, HidetStr *out) {
  ScalarEmitter e;
  memset(&e, 0, sizeof e);
  e.out = out;
  e.counter = &c->counter;
  e.body = c->body;
  e.argNames = c->args;
  return e;
}

static MlirOperation reportAt(const FnCtx *fc) {
  return mlirOperationIsNull(fc->anchor) ? fc->fn : fc->anchor;
}

static bool reportFailure(ScalarEmitter *e, MlirOperation fallback) {
  MlirOperation at = mlirOperationIsNull(e->failOp) ? fallback : e->failOp;
  hidetEmitOpError(at, "cannot be fused into its kernel: %s", e->why);
  return false;
}


/* ---- Hooks: names, operands. --------------------------------------------- */

typedef enum {
  HOOK_LOAD,
  HOOK_LOAD4,
  HOOK_COPY,
  HOOK_COPY8,
  HOOK_POST,
  HOOK_STORE,
  HOOK_STOREV
} HookKind;

/* Each kind's fixed operands before the coordinates, and whether nvalid
 * follows them (template.h). */
static const struct {
  const char *name;
  const char *const *before;
  int numBefore;
  bool nvalid;
  bool output;
} kHookKinds[] = {
    [HOOK_LOAD] = {"load", NULL, 0, false, false},
    [HOOK_LOAD4] = {"load4", NULL, 0, true, false},
    [HOOK_COPY] = {"copy", (const char *const[]){"dst", "s", "dr", "dc"}, 4, true, false},
    [HOOK_COPY8] = {"copy8", (const char *const[]){"dst", "s", "dr", "dc"}, 4, true, false},
    [HOOK_POST] = {"post", (const char *const[]){"v"}, 1, false, false},
    [HOOK_STORE] = {"store", (const char *const[]){"v"}, 1, false, true},
    [HOOK_STOREV] = {"storev", (const char *const[]){"v"}, 1, false, true},
};
#define NUM_HOOK_KINDS ((int)(sizeof kHookKinds / sizeof kHookKinds[0]))

/* Splits `__hidet_<kind>_in<k>` / `__hidet_store_out<k>`. */
static bool parseHookName(const char *name, HookKind *kind, int *slot) {
  if (strncmp(name, "__hidet_", 8) != 0)
    return false;
  for (int i = 0; i < NUM_HOOK_KINDS; ++i) {
    size_t n = strlen(kHookKinds[i].name);
    const char *side = kHookKinds[i].output ? "_out" : "_in";
    if (strncmp(name + 8, kHookKinds[i].name, n) != 0 ||
        strncmp(name + 8 + n, side, strlen(side)) != 0)
      continue;
    const char *num = name + 8 + n + strlen(side);
    char *end;
    long k = strtol(num, &end, 10);
    if (*num < '0' || *num > '9' || *end || k > 1000)
      return false;
    *kind = (HookKind)i;
    *slot = (int)k;
    return true;
  }
  return false;
}

/* A hook's operand names: the kind's fixed ones, c0.. for the
 * coordinates, nv, then %arg0... */
typedef struct {
  const char *names[HIDET_MAX_RANK + 8];
  char coordNames[HIDET_MAX_RANK][16];
  int numNamed, numCoords;
  ScalarName coords[HIDET_MAX_RANK];
} HookParams;

/* Derives the coordinate count from the declaration; false if it does not
 * have the shape of its kind. */
static bool hookParams(FnCtx *fc, MlirOperation decl, HookKind kind, HookParams *hp) {
  MlirType ft = mlirTypeAttrGetValue(hidetOpAttr(decl, "function_type"));
  intptr_t n = mlirFunctionTypeGetNumInputs(ft) - (fc->nIn + fc->nOut);
  int fixed = kHookKinds[kind].numBefore + (kHookKinds[kind].nvalid ? 1 : 0);
  if (n - fixed < 0 || n - fixed > HIDET_MAX_RANK)
    return false;
  hp->numCoords = (int)(n - fixed);
  hp->numNamed = 0;
  for (int i = 0; i < kHookKinds[kind].numBefore; ++i)
    hp->names[hp->numNamed++] = kHookKinds[kind].before[i];
  for (int i = 0; i < hp->numCoords; ++i) {
    snprintf(hp->coordNames[i], sizeof hp->coordNames[i], "c%d", i);
    snprintf(hp->coords[i].s, sizeof hp->coords[i].s, "%%c%d", i);
    hp->names[hp->numNamed++] = hp->coordNames[i];
  }
  if (kHookKinds[kind].nvalid)
    hp->names[hp->numNamed++] = "nv";
  return true;
}

/* `func.func @<name>(%<p0>: T, ..., %arg0: T, ...) -> (R) {` from the
 * hook's declaration. */
static void hookHeader(HidetStr *t, MlirOperation decl, const HookParams *hp) {
  char name[128];
  kernelIrStringAttr(decl, "sym_name", name, sizeof name);
  MlirType ft = mlirTypeAttrGetValue(hidetOpAttr(decl, "function_type"));
  hidetStrAppendf(t, "  func.func @%s(", name);
  for (intptr_t i = 0; i < mlirFunctionTypeGetNumInputs(ft); ++i) {
    HidetStr ts = hidetPrintType(mlirFunctionTypeGetInput(ft, i));
    if (i < hp->numNamed)
      hidetStrAppendf(t, "%s%%%s: %s", i ? ", " : "", hp->names[i], ts.data);
    else
      hidetStrAppendf(t, "%s%%arg%ld: %s", i ? ", " : "", (long)(i - hp->numNamed), ts.data);
    hidetStrFree(&ts);
  }
  hidetStrAppendf(t, ")");
  if (mlirFunctionTypeGetNumResults(ft)) {
    HidetStr ts = hidetPrintType(mlirFunctionTypeGetResult(ft, 0));
    hidetStrAppendf(t, " -> %s", ts.data);
    hidetStrFree(&ts);
  }
  hidetStrAppendf(t, " {\n");
}

static ScalarName named(const char *s) {
  ScalarName n;
  snprintf(n.s, sizeof n.s, "%%%s", s);
  return n;
}

/* The index of input slot k's tensor at the coordinates `coords`. */
static void slotIndex(FnCtx *fc, ScalarEmitter *e, bool output, int k, const ScalarName *coords,
                      int numCoords, ScalarName *idx) {
  fc->map->indexMap(&fc->ops, e, output, k, coords, numCoords, idx);
}

/* Input slot k's validity at the coordinates (template.h, IMPLICIT ZERO
 * PADDING) into *valid; false when the slot has no padding. */
static bool slotValid(FnCtx *fc, ScalarEmitter *e, int k, const ScalarName *coords,
                      int numCoords, ScalarName *valid) {
  return fc->map->validMap && fc->map->validMap(&fc->ops, e, k, coords, numCoords, valid);
}

/* `valid ? v : 0` of float type `type` (text). */
static ScalarName selectValid(ScalarEmitter *e, ScalarName valid, ScalarName v, const char *type) {
  ScalarName zero = scalarFresh(e), r = scalarFresh(e);
  hidetStrAppendf(e->out,
                  "    %s = arith.constant 0.0 : %s\n"
                  "    %s = arith.select %s, %s, %s : %s\n",
                  zero.s, type, r.s, valid.s, v.s, zero.s, type);
  return r;
}

/* `a && b` of two i1. */
static ScalarName andI1(ScalarEmitter *e, ScalarName a, ScalarName b) {
  ScalarName r = scalarFresh(e);
  hidetStrAppendf(e->out, "    %s = arith.andi %s, %s : i1\n", r.s, a.s, b.s);
  return r;
}

/* ---- Hook definitions. ---------------------------------------------------- */

/* load: input k's element at the coordinates. */
static bool defineLoad(FnCtx *fc, HidetStr *t, MlirOperation decl, int k, HookParams *hp) {
  hookHeader(t, decl, hp);
  ScalarEmitter e = emitter(fc, t);
  MlirValue x = fc->map->slotValue(&fc->ops, k);
  ScalarName idx[HIDET_MAX_RANK], val;
  slotIndex(fc, &e, false, k, hp->coords, hp->numCoords, idx);
  if (!scalarEmitValue(&e, x, idx, &val))
    return reportFailure(&e, reportAt(fc));
  HidetStr et = scalarElementTypeText(mlirValueGetType(x));
  ScalarName valid;
  if (slotValid(fc, &e, k, hp->coords, hp->numCoords, &valid))
    val = selectValid(&e, valid, val, et.data);
  hidetStrAppendf(t, "    return %s : %s\n  }\n", val.s, et.data);
  hidetStrFree(&et);
  return true;
}

/* load4: vector<4xf32> of input k at the coordinates with the last one +j
 * (j < nv), else 0. */
static bool defineLoad4(FnCtx *fc, HidetStr *t, MlirOperation decl, int k, HookParams *hp) {
  hookHeader(t, decl, hp);
  ScalarEmitter e = emitter(fc, t);
  MlirValue x = fc->map->slotValue(&fc->ops, k);
  int64_t xd[HIDET_MAX_RANK];
  int64_t xr = hidetValueShape(x, xd);
  int nc = hp->numCoords;
  ScalarName idx[HIDET_MAX_RANK], coords[HIDET_MAX_RANK];
  memcpy(coords, hp->coords, sizeof(ScalarName) * (size_t)nc);
  hidetStrAppendf(t, "    %%zero = arith.constant 0.000000e+00 : f32\n"
                     "    %%vzero = arith.constant dense<0.000000e+00> : vector<4xf32>\n");
  /* Fast path: X is an input whose rows are multiples of 4 elements,
   * walked along its last dim, so a full vector is one aligned load: 16
   * bytes of f32, or 8 bytes of f16/bf16 widened to f32 after the load. */
  MlirType xe = mlirShapedTypeGetElementType(mlirValueGetType(x));
  bool half = hidetTypeIsHalf(xe);
  bool fast = mlirValueIsABlockArgument(x) && xd[xr - 1] % 4 == 0 &&
              (mlirTypeIsAF32(xe) || half) && fc->map->lastCoordContiguous(&fc->ops, k);
  if (fast) {
    HidetStr mt = scalarMemrefTypeText(mlirValueGetType(x));
    hidetStrAppendf(t, "    %%c4 = arith.constant 4 : index\n"
                       "    %%full4 = arith.cmpi eq, %%nv, %%c4 : index\n");
    /* a contiguous vector is wholly inside or wholly padding (template.h) */
    ScalarName valid, full = named("full4");
    if (slotValid(fc, &e, k, coords, nc, &valid))
      full = andI1(&e, full, valid);
    hidetStrAppendf(t, "    %%res = scf.if %s -> (vector<4xf32>) {\n", full.s);
    slotIndex(fc, &e, false, k, coords, nc, idx);
    hidetStrAppendf(t, "    %%vec = vector.load %s[", fc->args[mlirBlockArgumentGetArgNumber(x)].s);
    for (int64_t d = 0; d < xr; ++d)
      hidetStrAppendf(t, "%s%s", d ? ", " : "", idx[d].s);
    if (half) {
      HidetStr es = hidetPrintType(xe);
      hidetStrAppendf(t,
                      "] {alignment = 8 : i64} : %s, vector<4x%s>\n"
                      "    %%vecw = arith.extf %%vec : vector<4x%s> to vector<4xf32>\n"
                      "    scf.yield %%vecw : vector<4xf32>\n    } else {\n",
                      mt.data, es.data, es.data);
      hidetStrFree(&es);
    } else {
      hidetStrAppendf(t, "] {alignment = 16 : i64} : %s, vector<4xf32>\n"
                         "    scf.yield %%vec : vector<4xf32>\n    } else {\n",
                      mt.data);
    }
    hidetStrFree(&mt);
  }
  ScalarName acc = named("vzero");
  for (int j = 0; j < 4; ++j) {
    ScalarName cj = scalarIndexConst(&e, j), ok = scalarFresh(&e), col = scalarFresh(&e),
               v = scalarFresh(&e);
    hidetStrAppendf(t,
                    "    %s = arith.cmpi ult, %s, %%nv : index\n"
                    "    %s = arith.addi %s, %s : index\n",
                    ok.s, cj.s, col.s, hp->coords[nc - 1].s, cj.s);
    coords[nc - 1] = col;
    ScalarName valid;
    if (slotValid(fc, &e, k, coords, nc, &valid))
      ok = andI1(&e, ok, valid);
    hidetStrAppendf(t, "    %s = scf.if %s -> (f32) {\n", v.s, ok.s);
    slotIndex(fc, &e, false, k, coords, nc, idx);
    ScalarName val;
    if (!scalarEmitValue(&e, x, idx, &val))
      return reportFailure(&e, reportAt(fc));
    val = scalarEmitConvert(&e, val, mlirShapedTypeGetElementType(mlirValueGetType(x)),
                            mlirF32TypeGet(mlirOperationGetContext(fc->fn)));
    hidetStrAppendf(t, "    scf.yield %s : f32\n    } else {\n    scf.yield %%zero : f32\n    }\n",
                    val.s);
    ScalarName next = scalarFresh(&e);
    hidetStrAppendf(t, "    %s = vector.insert %s, %s [%d] : f32 into vector<4xf32>\n", next.s,
                    v.s, acc.s, j);
    acc = next;
  }
  if (fast)
    hidetStrAppendf(t, "    scf.yield %s : vector<4xf32>\n    }\n    return %%res : vector<4xf32>\n  }\n",
                    acc.s);
  else
    hidetStrAppendf(t, "    return %s : vector<4xf32>\n  }\n", acc.s);
  return true;
}

/* True if the chain from x to its input has no index-only op. */
static bool identityIndexChain(MlirValue x) {
  while (!mlirValueIsABlockArgument(x)) {
    MlirOperation op = mlirOpResultGetOwner(x);
    if (scalarIsIndexOnly(op))
      return false;
    x = mlirOperationGetOperand(op, 0);
  }
  return true;
}

/* True if the chain from x to its input is only graph.reshape ops, and the
 * input's rows hold a multiple of 4 elements: a reshape keeps the
 * row-major order, so 4 elements of x that start at a multiple of 4 along
 * x's last dim are 4 consecutive, aligned elements of one row of the input.
 * Used for 16-bit elements, whose cp.async cannot move a single element. */
static bool reshapeOnlyChain(MlirValue x) {
  while (!mlirValueIsABlockArgument(x)) {
    MlirOperation op = mlirOpResultGetOwner(x);
    if (!hidetOpIs(op, "graph.reshape"))
      return false;
    x = mlirOperationGetOperand(op, 0);
  }
  int64_t d[HIDET_MAX_RANK];
  int64_t r = hidetValueShape(x, d);
  return r >= 1 && d[r - 1] % 4 == 0;
}

static bool isSixteenBit(MlirValue x) {
  MlirType t = mlirShapedTypeGetElementType(mlirValueGetType(x));
  return mlirTypeIsAF16(t) || mlirTypeIsABF16(t);
}

/* One nvgpu.device_async_copy of `elements` floats of input k at
 * `coords`, its leaf address found through the prologue chain, into
 * dst[s, dr, dstCol], reading `srcElements` of them; the token is `tok`. */
static bool emitCopy(FnCtx *fc, ScalarEmitter *e, int k, const ScalarName *coords, int nc,
                     const char *dstCol, int elements, const char *srcElements, const char *dstT,
                     int64_t dstRank, ScalarName tok) {
  MlirValue x = fc->map->slotValue(&fc->ops, k);
  ScalarName idx[HIDET_MAX_RANK], leaf[HIDET_MAX_RANK];
  int argNo = 0;
  slotIndex(fc, e, false, k, coords, nc, idx);
  if (!scalarEmitLeafIndex(e, x, idx, &argNo, leaf))
    return reportFailure(e, reportAt(fc));
  MlirValue la = mlirBlockGetArgument(fc->body, argNo);
  HidetStr lt = scalarMemrefTypeText(mlirValueGetType(la));
  int64_t ld[HIDET_MAX_RANK];
  int64_t lr = hidetValueShape(la, ld);
  hidetStrAppendf(e->out, "    %s = nvgpu.device_async_copy %s[", tok.s, fc->args[argNo].s);
  for (int64_t d = 0; d < lr; ++d)
    hidetStrAppendf(e->out, "%s%s", d ? ", " : "", leaf[d].s);
  /* 16-byte copies bypass L1 (cp.async.cg); smaller ones (4 f16 = 8
   * bytes) cannot. */
  MlirType let = mlirShapedTypeGetElementType(mlirValueGetType(la));
  bool bypass = mlirTypeIsAFloat(let) && elements * (int)mlirFloatTypeGetWidth(let) == 128;
  /* A flat (rank-1) destination is addressed by dc alone (matmul_tc's
   * ring); otherwise dst[s, dr, dc]. */
  const char *dstIdx = dstRank == 1 ? "" : "%s, %dr, ";
  hidetStrAppendf(e->out, "], %%dst[%s%s], %d, %s%s : %s to %s\n", dstIdx, dstCol, elements,
                  srcElements, bypass ? " {bypassL1}" : "", lt.data, dstT);
  hidetStrFree(&lt);
  return true;
}

/* copy / copy8: cp.async of input k's stored elements at the coordinates,
 * last coordinate + 0..w-1 (w = 4 or 8), into dst[s, dr, dc..]. copy8 is
 * one 16-byte copy of 16-bit elements and needs rows that are a multiple
 * of 8 elements along a contiguous chain (the template checks the same
 * before it asks for it); copy falls back to element copies. */
static bool defineCopyW(FnCtx *fc, HidetStr *t, MlirOperation decl, int k, HookParams *hp, int w) {
  hookHeader(t, decl, hp);
  ScalarEmitter e = emitter(fc, t);
  MlirValue x = fc->map->slotValue(&fc->ops, k);
  int nc = hp->numCoords;
  int64_t ext[HIDET_MAX_RANK];
  if (nc < 1 || fc->map->coordExtents(&fc->ops, k, ext) != nc) {
    hidetEmitOpError(decl, "copy hook of input %d does not match the template's coordinates", k);
    return false;
  }
  MlirType ft = mlirTypeAttrGetValue(hidetOpAttr(decl, "function_type"));
  MlirType dstType = mlirFunctionTypeGetInput(ft, 0);
  HidetStr dstT = hidetPrintType(dstType);
  int64_t dstRank = mlirShapedTypeGetRank(dstType);
  /* Out-of-range lanes copy nothing (src-size 0) but still need an address
   * inside the tensor: the template passes in-range coordinates (the
   * interface's contract, template.h), a vector's start included, so the
   * hook adds no clamps of its own (they would sit in the k loop's steady
   * state). */
  ScalarName coords[HIDET_MAX_RANK];
  memcpy(coords, hp->coords, sizeof(ScalarName) * (size_t)nc);
  int64_t cols = ext[nc - 1];
  bool ok = true;
  ScalarName tok = scalarFresh(&e);
  /* A slot in swapped coordinates over a transposed input: the transpose
   * and the swap cancel, so the last coordinate is the input's row. */
  bool swapped = fc->map->lastTwoSwapped && fc->map->lastTwoSwapped(&fc->ops, k) &&
                 hidetTransposedInputChain(fc->fn, x);
  bool linear = identityIndexChain(x) || (isSixteenBit(x) && reshapeOnlyChain(x)) || swapped;
  bool run = linear && cols % w == 0 && (swapped || fc->map->lastCoordContiguous(&fc->ops, k));
  if (w == 8 && (!run || !isSixteenBit(x))) {
    hidetEmitOpError(decl,
                     "hook 'copy8' of input %d needs 16-bit elements in contiguous rows of a "
                     "multiple of 8",
                     k);
    hidetStrFree(&dstT);
    return false;
  }
  if (run) {
    /* one 16-byte copy: the row is contiguous and aligned; the start is
     * at most cols - 4 (in range and a multiple of 4) */
    /* padding: a contiguous vector is wholly inside or wholly padding */
    ScalarName valid, nv = named("nv");
    if (slotValid(fc, &e, k, coords, nc, &valid)) {
      ScalarName z = scalarIndexConst(&e, 0), sel = scalarFresh(&e);
      hidetStrAppendf(t, "    %s = arith.select %s, %%nv, %s : index\n", sel.s, valid.s, z.s);
      nv = sel;
    }
    ok = emitCopy(fc, &e, k, coords, nc, "%dc", w, nv.s, dstT.data, dstRank, tok);
  } else {
    /* element by element (4-byte copies): the index remap breaks contiguity */
    ScalarName cmax = scalarIndexConst(&e, cols - 1), one = scalarIndexConst(&e, 1),
               zero = scalarIndexConst(&e, 0);
    for (int j = 0; ok && j < 4; ++j) {
      ScalarName cj = scalarIndexConst(&e, j), col = scalarFresh(&e), colc = scalarFresh(&e),
                 in = scalarFresh(&e), n = scalarFresh(&e), dc = scalarFresh(&e);
      hidetStrAppendf(t,
                      "    %s = arith.addi %s, %s : index\n"
                      "    %s = arith.minui %s, %s : index\n"
                      "    %s = arith.cmpi ult, %s, %%nv : index\n",
                      col.s, hp->coords[nc - 1].s, cj.s, colc.s, col.s, cmax.s, in.s, cj.s);
      coords[nc - 1] = colc;
      ScalarName valid;
      if (slotValid(fc, &e, k, coords, nc, &valid))
        in = andI1(&e, in, valid);
      hidetStrAppendf(t,
                      "    %s = arith.select %s, %s, %s : index\n"
                      "    %s = arith.addi %%dc, %s : index\n",
                      n.s, in.s, one.s, zero.s, dc.s, cj.s);
      /* each tile is committed as one group: returning the last token is enough */
      if (j > 0)
        tok = scalarFresh(&e);
      ok = emitCopy(fc, &e, k, coords, nc, dc.s, 1, n.s, dstT.data, dstRank, tok);
    }
  }
  if (ok)
    hidetStrAppendf(t, "    return %s : !nvgpu.device.async.token\n  }\n", tok.s);
  hidetStrFree(&dstT);
  return ok;
}

/* post: input k's elementwise prologue work after the shared-memory load. */
static bool definePost(FnCtx *fc, HidetStr *t, MlirOperation decl, int k, HookParams *hp) {
  hookHeader(t, decl, hp);
  ScalarEmitter e = emitter(fc, t);
  ScalarName res;
  if (!scalarEmitUnaryChain(&e, fc->map->slotValue(&fc->ops, k), named("v"), &res))
    return reportFailure(&e, reportAt(fc));
  /* the zero-filled padding stays 0 through the prologue (template.h) */
  ScalarName valid;
  if (slotValid(fc, &e, k, hp->coords, hp->numCoords, &valid))
    res = selectValid(&e, valid, res, "f32");
  hidetStrAppendf(t, "    return %s : f32\n  }\n", res.s);
  return true;
}

/* store: output k at the coordinates is v, through the epilogue chain when
 * the slot is an anchor result, else straight into the function result. */
static bool defineStore(FnCtx *fc, HidetStr *t, MlirOperation decl, int k, HookParams *hp) {
  hookHeader(t, decl, hp);
  ScalarEmitter e = emitter(fc, t);
  bool anchorResult = false;
  MlirValue v = fc->map->outputValue(&fc->ops, k, &anchorResult);
  ScalarName idx[HIDET_MAX_RANK];
  slotIndex(fc, &e, true, k, hp->coords, hp->numCoords, idx);
  if (anchorResult) {
    /* A regional epilogue (a reduce's row statistic broadcast back over the
     * row): the template stores once per row element, at input slot 0's
     * coordinates, and the chain continues at that element's index. */
    ScalarName rowIdx[HIDET_MAX_RANK];
    bool regional = kernelFnRegionalOp(fc->fn);
    if (regional)
      slotIndex(fc, &e, false, 0, hp->coords, hp->numCoords, rowIdx);
    if (!scalarEmitEpilogue(&e, v, idx, named("v"), fc->args + fc->nIn, regional ? rowIdx : NULL))
      return reportFailure(&e, reportAt(fc));
  } else {
    int64_t dims[HIDET_MAX_RANK];
    int64_t rank = hidetValueShape(v, dims);
    HidetStr mt = scalarMemrefTypeText(mlirValueGetType(v));
    hidetStrAppendf(t, "    memref.store %%v, %s[", fc->args[fc->nIn + k].s);
    for (int64_t d = 0; d < rank; ++d)
      hidetStrAppendf(t, "%s%s", d ? ", " : "", idx[d].s);
    hidetStrAppendf(t, "] : %s\n", mt.data);
    hidetStrFree(&mt);
  }
  hidetStrAppendf(t, "    return\n  }\n");
  return true;
}

/* The byte width of a float element type, 0 for any other type. */
static int64_t floatBytes(MlirType t) {
  return mlirTypeIsAFloat(t) ? (int64_t)mlirFloatTypeGetWidth(t) / 8 : 0;
}

/* storev: w consecutive elements of output k along the last coordinate (v:
 * vector<w x R>; the coordinates are the first element's, the last one a
 * multiple of w). Each element goes through the epilogue chain as in
 * `store`; the w results are one aligned vector store when the template's
 * output map walks the output tensor's last dim with its last coordinate
 * (outLastCoordContiguous) and the chain keeps runs of w
 * (scalarEpilogueKeepsRuns), else w scalar stores. Kernel buffers are
 * 16-byte aligned (the load4 fast path relies on it too). */
static bool defineStorev(FnCtx *fc, HidetStr *t, MlirOperation decl, int k, HookParams *hp) {
  MlirType ft = mlirTypeAttrGetValue(hidetOpAttr(decl, "function_type"));
  MlirType vt = mlirFunctionTypeGetInput(ft, 0);
  int64_t w = mlirTypeIsAVector(vt) && mlirShapedTypeGetRank(vt) == 1
                  ? mlirShapedTypeGetDimSize(vt, 0)
                  : 0;
  if (w < 1 || w > 16 || hp->numCoords < 1) {
    hidetEmitOpError(decl, "hook 'storev' takes a vector of 1 to 16 elements and coordinates");
    return false;
  }
  hookHeader(t, decl, hp);
  ScalarEmitter e = emitter(fc, t);
  bool anchorResult = false;
  MlirValue v = fc->map->outputValue(&fc->ops, k, &anchorResult);
  bool regional = anchorResult && kernelFnRegionalOp(fc->fn);
  int64_t dims[HIDET_MAX_RANK];
  int64_t rank = hidetValueShape(v, dims);
  bool runs = fc->map->outLastCoordContiguous && fc->map->outLastCoordContiguous(&fc->ops, k) &&
              (anchorResult ? scalarEpilogueKeepsRuns(v, w) : dims[rank - 1] % w == 0);
  HidetStr rt = hidetPrintType(mlirShapedTypeGetElementType(vt));
  HidetStr vts = hidetPrintType(vt);
  ScalarEpilogueEnd ends[16];
  int nc = hp->numCoords;
  for (int64_t j = 0; j < w; ++j) {
    ScalarName coords[HIDET_MAX_RANK], idx[HIDET_MAX_RANK], el = scalarFresh(&e);
    memcpy(coords, hp->coords, sizeof(ScalarName) * (size_t)nc);
    if (j) {
      ScalarName cj = scalarIndexConst(&e, j), col = scalarFresh(&e);
      hidetStrAppendf(t, "    %s = arith.addi %s, %s : index\n", col.s, hp->coords[nc - 1].s,
                      cj.s);
      coords[nc - 1] = col;
    }
    hidetStrAppendf(t, "    %s = vector.extract %%v[%lld] : %s from %s\n", el.s, (long long)j,
                    rt.data, vts.data);
    slotIndex(fc, &e, true, k, coords, nc, idx);
    ScalarEpilogueEnd *end = &ends[j];
    if (anchorResult) {
      ScalarName rowIdx[HIDET_MAX_RANK];
      if (regional)
        slotIndex(fc, &e, false, 0, coords, nc, rowIdx);
      if (!scalarEmitEpilogueEnd(&e, v, idx, el, regional ? rowIdx : NULL, end)) {
        hidetStrFree(&rt);
        hidetStrFree(&vts);
        return reportFailure(&e, reportAt(fc));
      }
    } else {
      end->result = (unsigned)k;
      end->value = v;
      end->rank = rank;
      memcpy(end->idx, idx, sizeof(ScalarName) * (size_t)rank);
      end->val = el;
    }
  }
  /* a non-float result (a compare's i1) is stored one element at a time */
  MlirType et = mlirShapedTypeGetElementType(mlirValueGetType(ends[0].value));
  if (runs && floatBytes(et)) {
    HidetStr ets = hidetPrintType(et), mt = scalarMemrefTypeText(mlirValueGetType(ends[0].value));
    ScalarName vec = scalarFresh(&e);
    hidetStrAppendf(t, "    %s = vector.from_elements ", vec.s);
    for (int64_t j = 0; j < w; ++j)
      hidetStrAppendf(t, "%s%s", j ? ", " : "", ends[j].val.s);
    /* the run starts at a multiple of w elements of a 16-byte aligned
     * buffer: aligned to the run's bytes, up to 16 */
    int64_t align = w * floatBytes(et);
    while (align > 16 || (align & (align - 1)))
      align = align > 16 ? 16 : align & (align - 1);
    hidetStrAppendf(t, " : vector<%lldx%s>\n    vector.store %s, %s[", (long long)w, ets.data, vec.s,
                    fc->args[fc->nIn + ends[0].result].s);
    for (int64_t d = 0; d < ends[0].rank; ++d)
      hidetStrAppendf(t, "%s%s", d ? ", " : "", ends[0].idx[d].s);
    hidetStrAppendf(t, "] {alignment = %lld : i64} : %s, vector<%lldx%s>\n", (long long)align,
                    mt.data, (long long)w, ets.data);
    hidetStrFree(&ets);
    hidetStrFree(&mt);
  } else {
    for (int64_t j = 0; j < w; ++j) {
      HidetStr mt = scalarMemrefTypeText(mlirValueGetType(ends[j].value));
      hidetStrAppendf(t, "    memref.store %s, %s[", ends[j].val.s,
                      fc->args[fc->nIn + ends[j].result].s);
      for (int64_t d = 0; d < ends[j].rank; ++d)
        hidetStrAppendf(t, "%s%s", d ? ", " : "", ends[j].idx[d].s);
      hidetStrAppendf(t, "] : %s\n", mt.data);
      hidetStrFree(&mt);
    }
  }
  hidetStrFree(&rt);
  hidetStrFree(&vts);
  hidetStrAppendf(t, "    return\n  }\n");
  return true;
}

static bool defineCopy(FnCtx *fc, HidetStr *t, MlirOperation decl, int k, HookParams *hp) {
  return defineCopyW(fc, t, decl, k, hp, 4);
}

static bool defineCopy8(FnCtx *fc, HidetStr *t, MlirOperation decl, int k, HookParams *hp) {
  return defineCopyW(fc, t, decl, k, hp, 8);
}

typedef bool (*HookDefiner)(FnCtx *, HidetStr *, MlirOperation, int, HookParams *);
static const HookDefiner kDefiners[] = {
    [HOOK_LOAD] = defineLoad,   [HOOK_LOAD4] = defineLoad4, [HOOK_COPY] = defineCopy,
    [HOOK_COPY8] = defineCopy8,
    [HOOK_POST] = definePost,   [HOOK_STORE] = defineStore, [HOOK_STOREV] = defineStorev,
};

/* Defines one hook declaration of the kernel, checking its slot first. */
static bool defineHook(FnCtx *fc, HidetStr *t, MlirOperation decl) {
  char name[128];
  kernelIrStringAttr(decl, "sym_name", name, sizeof name);
  HookKind kind;
  int slot;
  HookParams hp;
  if (!parseHookName(name, &kind, &slot)) {
    hidetEmitOpError(decl, "unknown hook '%s' in a scheduled kernel", name);
    return false;
  }
  int slots = kHookKinds[kind].output ? (int)fc->nOut : fc->ops.numInputs;
  if (slot >= slots || !hookParams(fc, decl, kind, &hp)) {
    hidetEmitOpError(decl, "hook '%s' does not match template %s (%d %s slots)", name,
                     fc->tmpl->name, slots, kHookKinds[kind].output ? "output" : "input");
    return false;
  }
  return kDefiners[kind](fc, t, decl, slot, &hp);
}

static MlirWalkResult collectHookCalls(MlirOperation op, void *userData) {
  if (hidetOpIs(op, "func.call")) {
    MlirStringRef s = mlirFlatSymbolRefAttrGetValue(hidetOpAttr(op, "callee"));
    if (s.length > 8 && strncmp(s.data, "__hidet_", 8) == 0)
      hidetOpListPush(userData, op);
  }
  return MlirWalkResultAdvance;
}

/* Defines and inlines every hook of the kernel module. */
static bool fuseKernel(FnCtx *fc, MlirOperation gmod) {
  MlirContext ctx = mlirOperationGetContext(gmod);
  HidetStr t;
  hidetStrInit(&t);
  hidetStrAppendf(&t, "module {\n");
  HidetOpList decls = {0};
  bool ok = true;
  for (MlirOperation op = mlirBlockGetFirstOperation(kernelIrBody(gmod));
       ok && !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (!hidetOpIs(op, "func.func"))
      continue;
    hidetOpListPush(&decls, op);
    ok = defineHook(fc, &t, op);
  }
  hidetStrAppendf(&t, "}\n");
  MlirModule defs = {NULL};
  if (ok) {
    defs = kernelIrParse(ctx, &t, mlirOperationGetLocation(reportAt(fc)), "fused hook functions");
    ok = !mlirModuleIsNull(defs);
  }
  hidetStrFree(&t);
  if (ok) {
    HidetOpList calls = {0};
    mlirOperationWalk(gmod, collectHookCalls, &calls, MlirWalkPreOrder);
    for (size_t i = 0; i < calls.len; ++i) {
      MlirStringRef s = mlirFlatSymbolRefAttrGetValue(hidetOpAttr(calls.ops[i], "callee"));
      char name[128];
      snprintf(name, sizeof name, "%.*s", (int)s.length, s.data);
      MlirOperation def = kernelIrLookup(mlirModuleGetBody(defs), name);
      MlirLocation loc = mlirOperationGetLocation(calls.ops[i]);
      MlirOperation clone = mlirOperationClone(def);
      kernelIrSetLocations(clone, loc);
      kernelIrInlineCall(calls.ops[i], clone);
      mlirOperationDestroy(clone);
    }
    hidetOpListFree(&calls);
    for (size_t i = 0; i < decls.len; ++i)
      mlirOperationDestroy(decls.ops[i]);
  }
  if (!mlirModuleIsNull(defs))
    mlirModuleDestroy(defs);
  hidetOpListFree(&decls);
  return ok;
}

/* Fuses one kernel function's kernels and turns it into their launches. */
static bool fuseOne(MlirOperation module, MlirOperation fn, const void *options) {
  const Options *o = options;
  FnCtx fc;
  fnCtxInit(&fc, fn);
  char fname[200], nb[64];
  kernelIrStringAttr(fn, "sym_name", fname, sizeof fname);
  MlirOperation gmod = kernelFnGpuModule(module, fn);
  MlirOperation first = mlirOperationIsNull(gmod) ? gmod : kernelFnFirstKernel(gmod);
  bool ok = true;
  if (mlirOperationIsNull(gmod)) {
    hidetEmitOpError(reportAt(&fc),
                     "has no scheduled GPU kernel: run hidet-schedule-anchors before "
                     "hidet-fuse-prologue-epilogue");
    ok = false;
  } else if (!mlirOperationIsNull(first)) {
    fc.tmpl = kernelAttrTemplate(first);
    if (!fc.tmpl) {
      hidetEmitOpError(first, "has no known hidet.template");
      ok = false;
    } else {
      fc.map = fc.tmpl->operands;
      hidetOperandsBind(fc.tmpl, fn, fc.anchor, &fc.ops);
      ok = fuseKernel(&fc, gmod);
    }
  }
  if (ok && o->report) {
    MlirAttribute pro = hidetOpAttr(fn, "hidet.prologue"), epi = hidetOpAttr(fn, "hidet.epilogue");
    HidetStr ps = hidetPrintAttribute(pro), es = hidetPrintAttribute(epi);
    hidetEmitRemark(mlirOperationGetLocation(fn),
                   "@%s: %s%s fused: prologue %s into the global loads, epilogue %s into the stores",
                   fname, mlirOperationIsNull(fc.anchor) ? "elementwise kernel" : "anchor ",
                   mlirOperationIsNull(fc.anchor) ? "" : hidetOpName(fc.anchor, nb, sizeof nb),
                   mlirAttributeIsNull(pro) ? "[]" : ps.data,
                   mlirAttributeIsNull(epi) ? "[]" : es.data);
    hidetStrFree(&ps);
    hidetStrFree(&es);
  }
  if (ok)
    ok = hostLaunchRewrite(module, fn, gmod);
  free(fc.args);
  return ok;
}

static MlirLogicalResult run(MlirOperation module, const void *options) {
  return kernelFnForEach(module, fuseOne, options);
}

const HidetPassDef hidetFusePrologueEpiloguePassDef = {
    .name = "HidetFusePrologueEpilogue",
    .argument = "hidet-fuse-prologue-epilogue",
    .summary = "Fold prologue ops into scheduled kernels' loads and epilogue ops into their stores",
    .description =
        "Defines and inlines the load/load4/copy/post/store hooks of every scheduled kernel "
        "from its kernel function's graph ops, through its template's operand index map: "
        "prologue ops become index and scalar code in the "
        "global reads (or, under cp.async, on the copy's source address and after the "
        "shared-memory load), epilogue ops become scalar code before the final store, with "
        "reshape/transpose moving the store. Each kernel function then launches its kernels "
        "(bufferization.to_buffer, memref.alloc, gpu.launch_func, bufferization.to_tensor). "
        "Ops that cannot be fused (non-splat constants, kernel functions without a scheduled "
        "kernel) are errors at the op.",
    HIDET_PASS_OPTIONS(kOptions),
    .optionsSize = sizeof(Options),
    .dependentDialects = kernelFnKernelDialects,
    .run = run,
};
