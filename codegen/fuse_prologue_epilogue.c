/*===-- fuse_prologue_epilogue.c - hidet-fuse-prologue-epilogue -----------===*
 * Hidet's post-scheduling fusion. A scheduled anchor kernel (gpu.module
 * @<fn>_gpu from hidet-schedule-anchors / hidet-pipeline) reads its operands
 * and writes its result only through hook calls (matmul_template.h). This
 * pass defines every hook from the kernel function's graph ops and inlines
 * it, so that:
 *  - prologue ops are folded into the global reads: the value of operand X
 *    at (b, m, k) is computed from the kernel function's inputs by walking
 *    X's producers (kernel_scalar.c); the scheduled loop never sees them;
 *  - epilogue ops are folded into the final store: elementwise ops apply to
 *    the accumulator (reading their other operands at the same index),
 *    reshape/transpose move the store's index;
 *  - under cp.async, index-only prologue ops move the copy's source address
 *    and elementwise ones run after the shared-memory load.
 * Kernel functions without an anchor (leftover injective groups) get a
 * one-thread-per-element kernel built from the same code. Finally each
 * kernel function's body becomes its launch: memrefs of its tensors, an
 * output allocation, gpu.launch_func, and the result as a tensor again (the
 * host is bufferized later by hidet-compile-to-gpu).
 *
 * What cannot be fused is an error at the offending op, never a wrong
 * kernel: a non-splat constant, a graph op that is not injective, an
 * anchor with no scheduled kernel.
 *===----------------------------------------------------------------------===*/
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

#define INJECTIVE_BLOCK 256

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

/* Per kernel function: its argument names and counts. */
typedef struct {
  MlirOperation fn;
  MlirBlock body;
  intptr_t nIn, nOut;
  ScalarName *args; /* %arg0.. for inputs then outputs */
  int counter;
} FnCtx;

static void fnCtxInit(FnCtx *c, MlirOperation fn) {
  c->fn = fn;
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

static bool reportFailure(ScalarEmitter *e, MlirOperation fallback) {
  MlirOperation at = mlirOperationIsNull(e->failOp) ? fallback : e->failOp;
  hidetEmitOpError(at, "cannot be fused into its kernel: %s", e->why);
  return false;
}

static int64_t shapeOf(MlirValue v, int64_t *dims) {
  int64_t rank = 0;
  hidetTensorShape(mlirValueGetType(v), &rank, dims);
  return rank;
}

/* ---- Hook functions. ----------------------------------------------------- */

/* `func.func @<name>(%<p0>: T, ..., %arg0: T, ...) -> (R) {` from the
 * hook's declaration. */
static void hookHeader(HidetStr *t, MlirOperation decl, const char *const *params, int nParams) {
  char name[128];
  kernelIrStringAttr(decl, "sym_name", name, sizeof name);
  MlirType ft = mlirTypeAttrGetValue(hidetOpAttr(decl, "function_type"));
  hidetStrAppendf(t, "  func.func @%s(", name);
  for (intptr_t i = 0; i < mlirFunctionTypeGetNumInputs(ft); ++i) {
    HidetStr ts = hidetPrintType(mlirFunctionTypeGetInput(ft, i));
    if (i < nParams)
      hidetStrAppendf(t, "%s%%%s: %s", i ? ", " : "", params[i], ts.data);
    else
      hidetStrAppendf(t, ", %%arg%ld: %s", (long)(i - nParams), ts.data);
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

/* Index of anchor operand `which` (0 lhs, 1 rhs; -1 the result) at
 * (b, r, c): b unflattened over the result's batch dims and broadcast to
 * the operand's. */
static void anchorIndex(ScalarEmitter *e, MlirOperation anchor, int which, ScalarName b, ScalarName r,
                        ScalarName c, ScalarName *idx) {
  int64_t rd[HIDET_MAX_RANK], od[HIDET_MAX_RANK];
  int64_t rr = shapeOf(mlirOperationGetResult(anchor, 0), rd);
  MlirValue x = which < 0 ? mlirOperationGetResult(anchor, 0) : mlirOperationGetOperand(anchor, which);
  int64_t ro = shapeOf(x, od);
  if (ro > 2) {
    ScalarName bi[HIDET_MAX_RANK];
    scalarUnflatten(e, b, rr - 2, rd, bi);
    scalarBroadcastIndex(e, ro - 2, od, rr - 2, rd, bi, idx);
  }
  idx[ro - 2] = r;
  idx[ro - 1] = c;
}

static MlirType f32Of(MlirContext ctx) { return mlirF32TypeGet(ctx); }

/* Register-staged load: vector<4xf32> of X[b, r, c+j] (j < nv) else 0. */
static bool defineLoad(FnCtx *fc, HidetStr *t, MlirOperation decl, MlirOperation anchor,
                       int which) {
  static const char *const params[] = {"b", "r", "c", "nv"};
  hookHeader(t, decl, params, 4);
  ScalarEmitter e = emitter(fc, t);
  MlirValue x = mlirOperationGetOperand(anchor, which);
  int64_t xd[HIDET_MAX_RANK];
  int64_t xr = shapeOf(x, xd);
  ScalarName idx[HIDET_MAX_RANK];
  hidetStrAppendf(t, "    %%zero = arith.constant 0.000000e+00 : f32\n"
                     "    %%vzero = arith.constant dense<0.000000e+00> : vector<4xf32>\n");
  /* Fast path: X is an input whose rows are 16-byte multiples, so a full
   * vector is one aligned 16-byte load. */
  bool fast = mlirValueIsABlockArgument(x) && xd[xr - 1] % 4 == 0;
  if (fast) {
    HidetStr mt = scalarMemrefTypeText(mlirValueGetType(x));
    hidetStrAppendf(t,
                    "    %%c4 = arith.constant 4 : index\n"
                    "    %%full = arith.cmpi eq, %%nv, %%c4 : index\n"
                    "    %%res = scf.if %%full -> (vector<4xf32>) {\n");
    anchorIndex(&e, anchor, which, named("b"), named("r"), named("c"), idx);
    hidetStrAppendf(t, "    %%vec = vector.load %s[", fc->args[mlirBlockArgumentGetArgNumber(x)].s);
    for (int64_t d = 0; d < xr; ++d)
      hidetStrAppendf(t, "%s%s", d ? ", " : "", idx[d].s);
    hidetStrAppendf(t, "] {alignment = 16 : i64} : %s, vector<4xf32>\n"
                       "    scf.yield %%vec : vector<4xf32>\n    } else {\n",
                    mt.data);
    hidetStrFree(&mt);
  }
  ScalarName acc = named("vzero");
  for (int j = 0; j < 4; ++j) {
    ScalarName cj = scalarIndexConst(&e, j), ok = scalarFresh(&e), col = scalarFresh(&e), v = scalarFresh(&e);
    hidetStrAppendf(t,
                    "    %s = arith.cmpi ult, %s, %%nv : index\n"
                    "    %s = arith.addi %%c, %s : index\n"
                    "    %s = scf.if %s -> (f32) {\n",
                    ok.s, cj.s, col.s, cj.s, v.s, ok.s);
    anchorIndex(&e, anchor, which, named("b"), named("r"), col, idx);
    ScalarName val;
    if (!scalarEmitValue(&e, x, idx, &val))
      return reportFailure(&e, anchor);
    val = scalarEmitConvert(&e, val, mlirShapedTypeGetElementType(mlirValueGetType(x)),
                        f32Of(mlirOperationGetContext(anchor)));
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

/* One nvgpu.device_async_copy of `elements` floats of operand `which` at
 * (b, row, col), its leaf address found through the prologue chain, into
 * dst[s, dr, dstCol], reading `srcElements` of them; the token is `tok`. */
static bool emitCopy(FnCtx *fc, ScalarEmitter *e, MlirOperation anchor, int which, ScalarName row,
                     ScalarName col, const char *dstCol, int elements, const char *srcElements,
                     const char *dstT, ScalarName tok) {
  MlirValue x = mlirOperationGetOperand(anchor, which);
  ScalarName idx[HIDET_MAX_RANK], leaf[HIDET_MAX_RANK];
  int argNo = 0;
  anchorIndex(e, anchor, which, named("b"), row, col, idx);
  if (!scalarEmitLeafIndex(e, x, idx, &argNo, leaf))
    return reportFailure(e, anchor);
  MlirValue la = mlirBlockGetArgument(fc->body, argNo);
  HidetStr lt = scalarMemrefTypeText(mlirValueGetType(la));
  int64_t ld[HIDET_MAX_RANK];
  int64_t lr = shapeOf(la, ld);
  hidetStrAppendf(e->out, "    %s = nvgpu.device_async_copy %s[", tok.s, fc->args[argNo].s);
  for (int64_t d = 0; d < lr; ++d)
    hidetStrAppendf(e->out, "%s%s", d ? ", " : "", leaf[d].s);
  /* 16-byte copies bypass L1 (cp.async.cg); 4-byte ones cannot. */
  hidetStrAppendf(e->out, "], %%dst[%%s, %%dr, %s], %d, %s%s : %s to %s\n", dstCol, elements,
                  srcElements, elements == 4 ? " {bypassL1}" : "", lt.data, dstT);
  hidetStrFree(&lt);
  return true;
}

/* cp.async of X's stored elements [b, r, c..c+3] into dst[s, dr, dc..]. */
static bool defineCopy(FnCtx *fc, HidetStr *t, MlirOperation decl, MlirOperation anchor,
                       int which) {
  static const char *const params[] = {"dst", "s", "dr", "dc", "b", "r", "c", "nv"};
  hookHeader(t, decl, params, 8);
  ScalarEmitter e = emitter(fc, t);
  MlirValue x = mlirOperationGetOperand(anchor, which);
  int64_t xd[HIDET_MAX_RANK];
  int64_t xr = shapeOf(x, xd);
  MlirType ft = mlirTypeAttrGetValue(hidetOpAttr(decl, "function_type"));
  HidetStr dstT = hidetPrintType(mlirFunctionTypeGetInput(ft, 0));
  /* Out-of-range lanes copy nothing (src-size 0) but still need an address
   * inside the tensor: clamp the coordinates. */
  int64_t rows = xd[xr - 2], cols = xd[xr - 1];
  ScalarName rmax = scalarIndexConst(&e, rows - 1), rc = scalarFresh(&e);
  hidetStrAppendf(t, "    %s = arith.minui %%r, %s : index\n", rc.s, rmax.s);
  bool ok = true;
  ScalarName tok = scalarFresh(&e);
  if (identityIndexChain(x) && cols % 4 == 0) {
    /* one 16-byte copy: the row is contiguous and aligned */
    ScalarName cmax = scalarIndexConst(&e, cols - 4), cc = scalarFresh(&e);
    hidetStrAppendf(t, "    %s = arith.minui %%c, %s : index\n", cc.s, cmax.s);
    ok = emitCopy(fc, &e, anchor, which, rc, cc, "%dc", 4, "%nv", dstT.data, tok);
  } else {
    /* element by element (4-byte copies): the index remap breaks contiguity */
    ScalarName cmax = scalarIndexConst(&e, cols - 1), one = scalarIndexConst(&e, 1),
           zero = scalarIndexConst(&e, 0);
    for (int j = 0; ok && j < 4; ++j) {
      ScalarName cj = scalarIndexConst(&e, j), col = scalarFresh(&e), colc = scalarFresh(&e), in = scalarFresh(&e),
             n = scalarFresh(&e), dc = scalarFresh(&e);
      hidetStrAppendf(t,
                      "    %s = arith.addi %%c, %s : index\n"
                      "    %s = arith.minui %s, %s : index\n"
                      "    %s = arith.cmpi ult, %s, %%nv : index\n"
                      "    %s = arith.select %s, %s, %s : index\n"
                      "    %s = arith.addi %%dc, %s : index\n",
                      col.s, cj.s, colc.s, col.s, cmax.s, in.s, cj.s, n.s, in.s, one.s, zero.s,
                      dc.s, cj.s);
      /* each tile is committed as one group: returning the last token is enough */
      if (j > 0)
        tok = scalarFresh(&e);
      ok = emitCopy(fc, &e, anchor, which, rc, colc, dc.s, 1, n.s, dstT.data, tok);
    }
  }
  if (ok)
    hidetStrAppendf(t, "    return %s : !nvgpu.device.async.token\n  }\n", tok.s);
  hidetStrFree(&dstT);
  return ok;
}

/* Elementwise prologue work after the shared-memory load. */
static bool definePost(FnCtx *fc, HidetStr *t, MlirOperation decl, MlirOperation anchor,
                       int which) {
  static const char *const params[] = {"v", "b", "r", "c"};
  hookHeader(t, decl, params, 4);
  ScalarEmitter e = emitter(fc, t);
  ScalarName res;
  if (!scalarEmitUnaryChain(&e, mlirOperationGetOperand(anchor, which), named("v"), &res))
    return reportFailure(&e, anchor);
  hidetStrAppendf(t, "    return %s : f32\n  }\n", res.s);
  return true;
}

/* The epilogue: the accumulator element (b, m, n) through the chain. */
static bool defineStore(FnCtx *fc, HidetStr *t, MlirOperation decl, MlirOperation anchor) {
  static const char *const params[] = {"v", "b", "m", "n"};
  hookHeader(t, decl, params, 4);
  ScalarEmitter e = emitter(fc, t);
  ScalarName idx[HIDET_MAX_RANK];
  anchorIndex(&e, anchor, -1, named("b"), named("m"), named("n"), idx);
  if (!scalarEmitEpilogue(&e, mlirOperationGetResult(anchor, 0), idx, named("v"),
                      fc->args + fc->nIn))
    return reportFailure(&e, anchor);
  hidetStrAppendf(t, "    return\n  }\n");
  return true;
}

typedef struct {
  MlirOperation *ops;
  int n, cap;
} OpList;

static void opListPush(OpList *l, MlirOperation op) {
  if (l->n == l->cap) {
    l->cap = l->cap ? 2 * l->cap : 16;
    l->ops = realloc(l->ops, sizeof(MlirOperation) * (size_t)l->cap);
  }
  l->ops[l->n++] = op;
}

static MlirWalkResult collectHookCalls(MlirOperation op, void *userData) {
  char nb[64];
  if (strcmp(hidetOpName(op, nb, sizeof nb), "func.call") == 0) {
    MlirAttribute callee = hidetOpAttr(op, "callee");
    MlirStringRef s = mlirFlatSymbolRefAttrGetValue(callee);
    if (s.length > 8 && strncmp(s.data, "__hidet_", 8) == 0)
      opListPush(userData, op);
  }
  return MlirWalkResultAdvance;
}

/* Defines and inlines every hook of the anchor kernel. */
static bool fuseAnchorKernel(FnCtx *fc, MlirOperation gmod, MlirOperation anchor) {
  MlirContext ctx = mlirOperationGetContext(gmod);
  HidetStr t;
  hidetStrInit(&t);
  hidetStrAppendf(&t, "module {\n");
  OpList decls = {NULL, 0, 0};
  bool ok = true;
  for (MlirOperation op = mlirBlockGetFirstOperation(kernelIrBody(gmod)); ok && !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    char name[128], nb[64];
    if (strcmp(hidetOpName(op, nb, sizeof nb), "func.func") != 0)
      continue;
    kernelIrStringAttr(op, "sym_name", name, sizeof name);
    opListPush(&decls, op);
    if (strcmp(name, "__hidet_load_lhs") == 0)
      ok = defineLoad(fc, &t, op, anchor, 0);
    else if (strcmp(name, "__hidet_load_rhs") == 0)
      ok = defineLoad(fc, &t, op, anchor, 1);
    else if (strcmp(name, "__hidet_copy_lhs") == 0)
      ok = defineCopy(fc, &t, op, anchor, 0);
    else if (strcmp(name, "__hidet_copy_rhs") == 0)
      ok = defineCopy(fc, &t, op, anchor, 1);
    else if (strcmp(name, "__hidet_post_lhs") == 0)
      ok = definePost(fc, &t, op, anchor, 0);
    else if (strcmp(name, "__hidet_post_rhs") == 0)
      ok = definePost(fc, &t, op, anchor, 1);
    else if (strcmp(name, "__hidet_store_out") == 0)
      ok = defineStore(fc, &t, op, anchor);
    else {
      hidetEmitOpError(op, "unknown hook '%s' in a scheduled kernel", name);
      ok = false;
    }
  }
  hidetStrAppendf(&t, "}\n");
  MlirModule defs = {NULL};
  if (ok) {
    defs = kernelIrParse(ctx, &t, mlirOperationGetLocation(anchor), "fused hook functions");
    ok = !mlirModuleIsNull(defs);
  }
  hidetStrFree(&t);
  if (ok) {
    OpList calls = {NULL, 0, 0};
    mlirOperationWalk(gmod, collectHookCalls, &calls, MlirWalkPreOrder);
    for (int i = 0; i < calls.n; ++i) {
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
    free(calls.ops);
    for (int i = 0; i < decls.n; ++i)
      mlirOperationDestroy(decls.ops[i]);
  }
  if (!mlirModuleIsNull(defs))
    mlirModuleDestroy(defs);
  free(decls.ops);
  return ok;
}

/* ---- Kernels of anchor-less (injective) groups. ---------------------------- */

static bool buildInjectiveKernels(FnCtx *fc, MlirOperation module) {
  MlirContext ctx = mlirOperationGetContext(module);
  char fname[200], modName[256];
  kernelIrStringAttr(fc->fn, "sym_name", fname, sizeof fname);
  kernelFnGpuModuleName(fc->fn, modName, sizeof modName);
  MlirOperation ret = mlirBlockGetTerminator(fc->body);
  HidetStr t;
  hidetStrInit(&t);
  hidetStrAppendf(&t, "module {\n gpu.module @%s {\n", modName);
  int64_t grids[64];
  int nk = 0;
  for (intptr_t j = 0; j < fc->nOut; ++j) {
    MlirValue v = mlirOperationGetOperand(ret, j);
    int64_t dims[HIDET_MAX_RANK];
    int64_t rank = shapeOf(v, dims), total = 1;
    for (int64_t d = 0; d < rank; ++d)
      total *= dims[d];
    if (total == 0 || nk == 64)
      continue; /* nothing to compute; the host still allocates the result */
    grids[nk++] = (total + INJECTIVE_BLOCK - 1) / INJECTIVE_BLOCK;
    hidetStrAppendf(&t, "  gpu.func @%s_r%ld(", fname, (long)j);
    MlirType ft = mlirTypeAttrGetValue(hidetOpAttr(fc->fn, "function_type"));
    for (intptr_t i = 0; i < fc->nIn + fc->nOut; ++i) {
      MlirType ty = i < fc->nIn ? mlirFunctionTypeGetInput(ft, i)
                                : mlirFunctionTypeGetResult(ft, i - fc->nIn);
      HidetStr mt = scalarMemrefTypeText(ty);
      hidetStrAppendf(&t, "%s%s: %s", i ? ", " : "", fc->args[i].s, mt.data);
      hidetStrFree(&mt);
    }
    hidetStrAppendf(&t,
                    ") kernel attributes {gpu.known_block_size = array<i32: %d, 1, 1>, "
                    "hidet.template = \"injective\"} {\n"
                    "    %%bid = gpu.block_id x\n    %%tid = gpu.thread_id x\n"
                    "    %%bsz = arith.constant %d : index\n"
                    "    %%base = arith.muli %%bid, %%bsz : index\n"
                    "    %%lin = arith.addi %%base, %%tid : index\n"
                    "    %%total = arith.constant %lld : index\n"
                    "    %%ok = arith.cmpi ult, %%lin, %%total : index\n    scf.if %%ok {\n",
                    INJECTIVE_BLOCK, INJECTIVE_BLOCK, (long long)total);
    ScalarEmitter e = emitter(fc, &t);
    ScalarName idx[HIDET_MAX_RANK], val;
    scalarUnflatten(&e, named("lin"), rank, dims, idx);
    if (!scalarEmitValue(&e, v, idx, &val)) {
      hidetStrFree(&t);
      return reportFailure(&e, fc->fn);
    }
    HidetStr mt = scalarMemrefTypeText(mlirValueGetType(v));
    hidetStrAppendf(&t, "    memref.store %s, %s[", val.s, fc->args[fc->nIn + j].s);
    for (int64_t d = 0; d < rank; ++d)
      hidetStrAppendf(&t, "%s%s", d ? ", " : "", idx[d].s);
    hidetStrAppendf(&t, "] : %s\n    }\n    gpu.return\n  }\n", mt.data);
    hidetStrFree(&mt);
  }
  hidetStrAppendf(&t, " }\n}\n");
  MlirModule parsed = kernelIrParse(ctx, &t, mlirOperationGetLocation(fc->fn), "elementwise kernel");
  hidetStrFree(&t);
  if (mlirModuleIsNull(parsed))
    return false;
  MlirOperation gmod = mlirBlockGetFirstOperation(mlirModuleGetBody(parsed));
  int k = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(kernelIrBody(gmod)); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op), ++k) {
    int64_t grid[3] = {grids[k], 1, 1};
    mlirOperationSetAttributeByName(op, mlirStringRefCreateFromCString("hidet.host"),
                                    mlirStringAttrGet(ctx, mlirStringRefCreateFromCString(fname)));
    mlirOperationSetAttributeByName(op, mlirStringRefCreateFromCString("hidet.grid"),
                                    mlirDenseI64ArrayGet(ctx, 3, grid));
  }
  kernelIrSetLocations(gmod, mlirOperationGetLocation(fc->fn));
  kernelIrMoveAll(parsed, kernelIrBody(module));
  mlirModuleDestroy(parsed);
  mlirOperationSetAttributeByName(module, mlirStringRefCreateFromCString("gpu.container_module"),
                                  mlirUnitAttrGet(ctx));
  return true;
}

/* ---- The host side: the kernel function launches its kernels. ---------- */

static bool rewriteHost(FnCtx *fc, MlirOperation module, MlirOperation gmod) {
  MlirContext ctx = mlirOperationGetContext(module);
  char fname[200], modName[256];
  kernelIrStringAttr(fc->fn, "sym_name", fname, sizeof fname);
  kernelFnGpuModuleName(fc->fn, modName, sizeof modName);
  MlirType ft = mlirTypeAttrGetValue(hidetOpAttr(fc->fn, "function_type"));
  intptr_t nArgs = fc->nIn + fc->nOut;
  HidetStr *mt = calloc((size_t)nArgs, sizeof(HidetStr)), *tt = calloc((size_t)nArgs, sizeof(HidetStr));
  for (intptr_t i = 0; i < nArgs; ++i) {
    MlirType ty = i < fc->nIn ? mlirFunctionTypeGetInput(ft, i)
                              : mlirFunctionTypeGetResult(ft, i - fc->nIn);
    mt[i] = scalarMemrefTypeText(ty);
    tt[i] = hidetPrintType(ty);
  }
  HidetStr t;
  hidetStrInit(&t);
  hidetStrAppendf(&t, "module attributes {gpu.container_module} {\n  func.func private @%s(", fname);
  for (intptr_t i = 0; i < fc->nIn; ++i)
    hidetStrAppendf(&t, "%s%%t%ld: %s", i ? ", " : "", (long)i, tt[i].data);
  hidetStrAppendf(&t, ") -> (");
  for (intptr_t j = 0; j < fc->nOut; ++j)
    hidetStrAppendf(&t, "%s%s", j ? ", " : "", tt[fc->nIn + j].data);
  hidetStrAppendf(&t, ") {\n    %%one = arith.constant 1 : index\n");
  for (intptr_t i = 0; i < fc->nIn; ++i)
    hidetStrAppendf(&t, "    %%arg%ld = bufferization.to_buffer %%t%ld read_only : %s to %s\n",
                    (long)i, (long)i, tt[i].data, mt[i].data);
  for (intptr_t j = fc->nIn; j < nArgs; ++j)
    hidetStrAppendf(&t, "    %%arg%ld = memref.alloc() {alignment = 64 : i64} : %s\n", (long)j,
                    mt[j].data);
  int k = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(kernelIrBody(gmod)); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    char nb[64], kname[200];
    if (strcmp(hidetOpName(op, nb, sizeof nb), "gpu.func") != 0)
      continue;
    kernelIrStringAttr(op, "sym_name", kname, sizeof kname);
    MlirAttribute grid = hidetOpAttr(op, "hidet.grid");
    MlirAttribute block = hidetOpAttr(op, "gpu.known_block_size");
    hidetStrAppendf(&t,
                    "    %%gx%d = arith.constant %lld : index\n"
                    "    %%gy%d = arith.constant %lld : index\n"
                    "    %%gz%d = arith.constant %lld : index\n"
                    "    %%bx%d = arith.constant %d : index\n"
                    "    gpu.launch_func @%s::@%s blocks in (%%gx%d, %%gy%d, %%gz%d) threads in "
                    "(%%bx%d, %%one, %%one) args(",
                    k, (long long)mlirDenseI64ArrayGetElement(grid, 0), k,
                    (long long)mlirDenseI64ArrayGetElement(grid, 1), k,
                    (long long)mlirDenseI64ArrayGetElement(grid, 2), k,
                    mlirDenseI32ArrayGetElement(block, 0), modName, kname, k, k, k, k);
    for (intptr_t i = 0; i < nArgs; ++i)
      hidetStrAppendf(&t, "%s%%arg%ld : %s", i ? ", " : "", (long)i, mt[i].data);
    hidetStrAppendf(&t, ")\n");
    k++;
  }
  for (intptr_t j = fc->nIn; j < nArgs; ++j)
    hidetStrAppendf(&t, "    %%r%ld = bufferization.to_tensor %%arg%ld restrict writable : %s to %s\n",
                    (long)j, (long)j, mt[j].data, tt[j].data);
  hidetStrAppendf(&t, "    return");
  for (intptr_t j = fc->nIn; j < nArgs; ++j)
    hidetStrAppendf(&t, "%s %%r%ld", j > fc->nIn ? "," : "", (long)j);
  if (fc->nOut) {
    hidetStrAppendf(&t, " :");
    for (intptr_t j = fc->nIn; j < nArgs; ++j)
      hidetStrAppendf(&t, "%s %s", j > fc->nIn ? "," : "", tt[j].data);
  }
  hidetStrAppendf(&t, "\n  }\n");
  /* The parser verifies gpu.launch_func against its kernel, so the text
   * also declares each kernel's signature (with an empty body); only the
   * function above is kept, the real kernels are already in the module. */
  hidetStrAppendf(&t, "  gpu.module @%s {\n", modName);
  for (MlirOperation op = mlirBlockGetFirstOperation(kernelIrBody(gmod)); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    char nb[64], kname[200];
    if (strcmp(hidetOpName(op, nb, sizeof nb), "gpu.func") != 0)
      continue;
    kernelIrStringAttr(op, "sym_name", kname, sizeof kname);
    hidetStrAppendf(&t, "    gpu.func @%s(", kname);
    for (intptr_t i = 0; i < nArgs; ++i)
      hidetStrAppendf(&t, "%s%%s%ld: %s", i ? ", " : "", (long)i, mt[i].data);
    hidetStrAppendf(&t, ") kernel {\n      gpu.return\n    }\n");
  }
  hidetStrAppendf(&t, "  }\n}\n");
  for (intptr_t i = 0; i < nArgs; ++i) {
    hidetStrFree(&mt[i]);
    hidetStrFree(&tt[i]);
  }
  free(mt);
  free(tt);
  MlirModule parsed = kernelIrParse(ctx, &t, mlirOperationGetLocation(fc->fn), "kernel launch");
  hidetStrFree(&t);
  if (mlirModuleIsNull(parsed))
    return false;
  MlirOperation nf = mlirBlockGetFirstOperation(mlirModuleGetBody(parsed));
  /* keep the kernel function's hidet.* attributes (what was fused, how) */
  for (intptr_t i = 0; i < mlirOperationGetNumAttributes(fc->fn); ++i) {
    MlirNamedAttribute a = mlirOperationGetAttribute(fc->fn, i);
    MlirStringRef n = mlirIdentifierStr(a.name);
    if (n.length > 6 && strncmp(n.data, "hidet.", 6) == 0)
      mlirOperationSetAttributeByName(nf, n, a.attribute);
  }
  kernelIrSetLocations(nf, mlirOperationGetLocation(fc->fn));
  mlirOperationRemoveFromParent(nf);
  mlirBlockInsertOwnedOperationAfter(kernelIrBody(module), fc->fn, nf);
  mlirOperationDestroy(fc->fn);
  mlirModuleDestroy(parsed);
  return true;
}

static MlirLogicalResult run(MlirOperation module, const void *options) {
  const Options *o = options;
  MlirOperation *fns;
  int nf = kernelFnList(module, &fns);
  bool ok = true;
  for (int i = 0; i < nf && ok; ++i) {
    FnCtx fc;
    fnCtxInit(&fc, fns[i]);
    char fname[200], nb[64];
    kernelIrStringAttr(fns[i], "sym_name", fname, sizeof fname);
    MlirOperation anchor = kernelFnAnchor(fns[i]);
    MlirOperation gmod = kernelFnGpuModule(module, fns[i]);
    if (!mlirOperationIsNull(anchor)) {
      if (mlirOperationIsNull(gmod)) {
        hidetEmitOpError(anchor,
                         "has no scheduled GPU kernel: hidet-schedule-anchors has a template for "
                         "graph.matmul and graph.batch_matmul only (this is %s)",
                         hidetOpName(anchor, nb, sizeof nb));
        ok = false;
      } else {
        ok = fuseAnchorKernel(&fc, gmod, anchor);
      }
    } else if (mlirOperationIsNull(gmod)) {
      ok = buildInjectiveKernels(&fc, module);
      gmod = kernelFnGpuModule(module, fns[i]);
    }
    if (ok && o->report) {
      MlirAttribute pro = hidetOpAttr(fns[i], "hidet.prologue"),
                    epi = hidetOpAttr(fns[i], "hidet.epilogue");
      HidetStr ps = hidetPrintAttribute(pro), es = hidetPrintAttribute(epi);
      kernelFnRemark(mlirOperationGetLocation(fns[i]),
               "@%s: %s%s fused: prologue %s into the global loads, epilogue %s into the stores",
               fname, mlirOperationIsNull(anchor) ? "elementwise kernel" : "anchor ",
               mlirOperationIsNull(anchor) ? "" : hidetOpName(anchor, nb, sizeof nb),
               mlirAttributeIsNull(pro) ? "[]" : ps.data, mlirAttributeIsNull(epi) ? "[]" : es.data);
      hidetStrFree(&ps);
      hidetStrFree(&es);
    }
    if (ok)
      ok = rewriteHost(&fc, module, gmod);
    free(fc.args);
  }
  free(fns);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

static MlirDialectHandle (*const kDependentDialects[])(void) = {
    mlirGetDialectHandle__gpu__,    mlirGetDialectHandle__nvgpu__,
    mlirGetDialectHandle__memref__, mlirGetDialectHandle__vector__,
    mlirGetDialectHandle__scf__,    mlirGetDialectHandle__arith__,
    mlirGetDialectHandle__math__,   mlirGetDialectHandle__func__,
    mlirGetDialectHandle__bufferization__, NULL};

const HidetPassDef hidetFusePrologueEpiloguePassDef = {
    .name = "HidetFusePrologueEpilogue",
    .argument = "hidet-fuse-prologue-epilogue",
    .summary = "Fold prologue ops into scheduled kernels' loads and epilogue ops into their stores",
    .description =
        "Defines and inlines the load/copy/post/store hooks of every scheduled anchor kernel "
        "from its kernel function's graph ops: prologue ops become index and scalar code in the "
        "global reads (or, under cp.async, on the copy's source address and after the "
        "shared-memory load), epilogue ops become scalar code before the final store, with "
        "reshape/transpose moving the store. Anchor-less kernel functions get a "
        "one-thread-per-element kernel. Each kernel function then launches its kernels "
        "(bufferization.to_buffer, memref.alloc, gpu.launch_func, bufferization.to_tensor). "
        "Ops that cannot be fused (non-splat constants, anchors without a scheduled kernel) "
        "are errors at the op.",
    HIDET_PASS_OPTIONS(kOptions),
    .optionsSize = sizeof(Options),
    .dependentDialects = kDependentDialects,
    .run = run,
};
