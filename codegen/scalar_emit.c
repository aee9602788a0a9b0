/*===-- kernel_scalar.c - Graph ops as scalar code at one index -----------===*
 * See kernel_scalar.h. Everything is written as MLIR text: the fusion pass
 * parses the hook functions it builds from these pieces and inlines them
 * into the scheduled kernel. Index arithmetic is emitted naively (constants
 * re-materialised, identity multiplications kept); canonicalize/CSE in the
 * GPU pipeline and LLVM clean it up.
 *===----------------------------------------------------------------------===*/
#include "scalar_emit.h"

#include "partition.h"

#include "graph_ops.h"
#include "runtime_extents.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>
#include <string.h>

#define EMIT(...) hidetStrAppendf(e->out, __VA_ARGS__)

static bool fail(ScalarEmitter *e, MlirOperation op, const char *fmt, const char *arg) {
  snprintf(e->why, sizeof e->why, fmt, arg);
  e->failOp = op;
  return false;
}

ScalarName scalarFresh(ScalarEmitter *e) {
  ScalarName n;
  snprintf(n.s, sizeof n.s, "%%k%d", (*e->counter)++);
  return n;
}

ScalarName scalarIndexConst(ScalarEmitter *e, int64_t c) {
  ScalarName n = scalarFresh(e);
  EMIT("    %s = arith.constant %lld : index\n", n.s, (long long)c);
  return n;
}



HidetStr scalarElementTypeText(MlirType tensorType) {
  return hidetPrintType(mlirShapedTypeGetElementType(tensorType));
}

HidetStr scalarMemrefTypeText(MlirType tensorType) {
  HidetStr t = hidetPrintType(tensorType), m;
  hidetStrInit(&m);
  /* ranked static tensors print as tensor<...>; the memref has the same body */
  const char *body = strncmp(t.data, "tensor<", 7) == 0 ? t.data + 7 : t.data;
  hidetStrAppendf(&m, "memref<%s", body);
  hidetStrFree(&t);
  return m;
}


/* The type arithmetic is done in: f32 for f16/bf16, else the type itself. */
static MlirType computeType(MlirType t) {
  return hidetTypeIsHalf(t) ? mlirF32TypeGet(mlirTypeGetContext(t)) : t;
}

static ScalarName typedConst(ScalarEmitter *e, double c, MlirType t) {
  ScalarName n = scalarFresh(e);
  HidetStr ts = hidetPrintType(t);
  EMIT("    %s = arith.constant %.17e : %s\n", n.s, c, ts.data);
  hidetStrFree(&ts);
  return n;
}

static ScalarName un(ScalarEmitter *e, const char *op, ScalarName x, MlirType t) {
  ScalarName n = scalarFresh(e);
  HidetStr ts = hidetPrintType(t);
  EMIT("    %s = %s %s : %s\n", n.s, op, x.s, ts.data);
  hidetStrFree(&ts);
  return n;
}

static ScalarName bin(ScalarEmitter *e, const char *op, ScalarName x, ScalarName y, MlirType t) {
  ScalarName n = scalarFresh(e);
  HidetStr ts = hidetPrintType(t);
  EMIT("    %s = %s %s, %s : %s\n", n.s, op, x.s, y.s, ts.data);
  hidetStrFree(&ts);
  return n;
}

static ScalarName conv(ScalarEmitter *e, const char *op, ScalarName x, MlirType from, MlirType to) {
  ScalarName n = scalarFresh(e);
  HidetStr fs = hidetPrintType(from), ts = hidetPrintType(to);
  EMIT("    %s = %s %s : %s to %s\n", n.s, op, x.s, fs.data, ts.data);
  hidetStrFree(&fs);
  hidetStrFree(&ts);
  return n;
}

static unsigned floatWidth(MlirType t) { return mlirFloatTypeGetWidth(t); }

static ScalarName floatToFloat(ScalarEmitter *e, ScalarName x, MlirType from, MlirType to) {
  if (mlirTypeEqual(from, to))
    return x;
  MlirType f32 = mlirF32TypeGet(mlirTypeGetContext(from));
  if (hidetTypeIsHalf(from) && hidetTypeIsHalf(to)) /* f16 <-> bf16 through f32 */
    return conv(e, "arith.truncf", conv(e, "arith.extf", x, from, f32), f32, to);
  return floatWidth(to) > floatWidth(from) ? conv(e, "arith.extf", x, from, to)
                                           : conv(e, "arith.truncf", x, from, to);
}

/* Float x (f32/f64) to the wider-than-i1 integer type `to`, rounded to
 * nearest even and saturated (graph.cast {rounding = "nearest_even"}, see
 * hidetCastSaturationBounds); NaN gives the minimum (maxnumf drops it). */
static ScalarName roundToInt(ScalarEmitter *e, ScalarName x, MlirType from, MlirType to) {
  unsigned w = mlirIntegerTypeGetWidth(to);
  double lo, hi, limit;
  hidetCastSaturationBounds(floatWidth(from), w, &lo, &hi, &limit);
  ScalarName r = un(e, "math.roundeven", x, from);
  ScalarName c = bin(e, "arith.maxnumf", r, typedConst(e, lo, from), from);
  c = bin(e, "arith.minimumf", c, typedConst(e, hi, from), from);
  ScalarName i = conv(e, "arith.fptosi", c, from, to);
  ScalarName lim = typedConst(e, limit, from), over = scalarFresh(e), mx = scalarFresh(e),
             n = scalarFresh(e);
  HidetStr fs = hidetPrintType(from), ts = hidetPrintType(to);
  EMIT("    %s = arith.cmpf oge, %s, %s : %s\n", over.s, r.s, lim.s, fs.data);
  EMIT("    %s = arith.constant %lld : %s\n", mx.s, (long long)(((unsigned long long)1 << (w - 1)) - 1),
       ts.data);
  EMIT("    %s = arith.select %s, %s, %s : %s\n", n.s, over.s, mx.s, i.s, ts.data);
  hidetStrFree(&fs);
  hidetStrFree(&ts);
  return n;
}

ScalarName scalarEmitCastOp(ScalarEmitter *e, MlirOperation cast, ScalarName x, MlirType from,
                            MlirType to) {
  if (!hidetCastRoundsNearestEven(cast) || !mlirTypeIsAFloat(from) || mlirTypeIsAFloat(to) ||
      mlirIntegerTypeGetWidth(to) == 1)
    return scalarEmitConvert(e, x, from, to);
  if (hidetTypeIsHalf(from)) {
    MlirType f32 = mlirF32TypeGet(mlirTypeGetContext(from));
    x = conv(e, "arith.extf", x, from, f32);
    from = f32;
  }
  return roundToInt(e, x, from, to);
}

ScalarName scalarEmitConvert(ScalarEmitter *e, ScalarName x, MlirType from, MlirType to) {
  if (mlirTypeEqual(from, to))
    return x;
  MlirType f32 = mlirF32TypeGet(mlirTypeGetContext(from));
  bool fromF = mlirTypeIsAFloat(from), toF = mlirTypeIsAFloat(to);
  if (fromF && toF)
    return floatToFloat(e, x, from, to);
  if (!fromF && toF) { /* i1 is a bool, wider ints are signed */
    MlirType mid = hidetTypeIsHalf(to) ? f32 : to;
    unsigned w = mlirIntegerTypeGetWidth(from);
    ScalarName y = conv(e, w == 1 ? "arith.uitofp" : "arith.sitofp", x, from, mid);
    return floatToFloat(e, y, mid, to);
  }
  if (fromF && !toF) {
    if (hidetTypeIsHalf(from)) {
      x = conv(e, "arith.extf", x, from, f32);
      from = f32;
    }
    if (mlirIntegerTypeGetWidth(to) == 1) { /* x != 0, NaN is true */
      ScalarName z = typedConst(e, 0.0, from), n = scalarFresh(e);
      HidetStr ts = hidetPrintType(from);
      EMIT("    %s = arith.cmpf une, %s, %s : %s\n", n.s, x.s, z.s, ts.data);
      hidetStrFree(&ts);
      return n;
    }
    return conv(e, "arith.fptosi", x, from, to);
  }
  unsigned wf = mlirIntegerTypeGetWidth(from), wt = mlirIntegerTypeGetWidth(to);
  if (wt == 1) {
    ScalarName z = scalarFresh(e), n = scalarFresh(e);
    HidetStr ts = hidetPrintType(from);
    EMIT("    %s = arith.constant 0 : %s\n", z.s, ts.data);
    EMIT("    %s = arith.cmpi ne, %s, %s : %s\n", n.s, x.s, z.s, ts.data);
    hidetStrFree(&ts);
    return n;
  }
  if (wt > wf)
    return conv(e, wf == 1 ? "arith.extui" : "arith.extsi", x, from, to);
  return conv(e, "arith.trunci", x, from, to);
}

/* ---- Elementwise ops. -------------------------------------------------- */

/* Which ops are elementwise, and how each computes, is in the graph-op
 * trait table (lib/graph_ops.c). */

/* The row of `op` if it is a graph op of elementwise kind `kind`, else NULL. */
static const HidetGraphOpTraits *elementwise(MlirOperation op, HidetElementwiseKind kind) {
  const HidetGraphOpTraits *t = hidetGraphOpTraits(op);
  return t && t->elementwise == kind ? t : NULL;
}

bool scalarIsUnaryElementwise(MlirOperation op) {
  return elementwise(op, HIDET_EW_UNARY) || elementwise(op, HIDET_EW_CAST);
}

bool scalarIsIndexOnly(MlirOperation op) {
  const HidetGraphOpTraits *t = hidetGraphOpTraits(op);
  return t && t->indexOnly;
}

/* Unary op `op` (its row) on x of float type t (computed in computeType(t)). */
static ScalarName unaryScalar(ScalarEmitter *e, const HidetGraphOpTraits *op, ScalarName x,
                              MlirType t) {
  MlirType ct = computeType(t);
  x = floatToFloat(e, x, t, ct);
  ScalarName y;
  switch (op->formula) {
  case HIDET_SCALAR_RSQRT:
    y = bin(e, "arith.divf", typedConst(e, 1.0, ct), un(e, "math.sqrt", x, ct), ct);
    break;
  case HIDET_SCALAR_SIGMOID: { /* 1 / (1 + exp(-x)) */
    ScalarName one = typedConst(e, 1.0, ct);
    ScalarName ex = un(e, "math.exp", un(e, "arith.negf", x, ct), ct);
    y = bin(e, "arith.divf", one, bin(e, "arith.addf", one, ex, ct), ct);
    break;
  }
  case HIDET_SCALAR_OP_ZERO: y = bin(e, op->scalarOp, x, typedConst(e, 0.0, ct), ct); break;
  case HIDET_SCALAR_GELU_ERF: { /* 0.5 * x * (1 + erf(x / sqrt(2))) */
    ScalarName s = bin(e, "arith.mulf", x, typedConst(e, 0.70710678118654752440, ct), ct);
    ScalarName one = typedConst(e, 1.0, ct);
    ScalarName er = bin(e, "arith.addf", one, un(e, "math.erf", s, ct), ct);
    y = bin(e, "arith.mulf", bin(e, "arith.mulf", typedConst(e, 0.5, ct), x, ct), er, ct);
    break;
  }
  case HIDET_SCALAR_LOG1P: { /* lib/graph_ops.h: u = 1 + x, d = u - 1 */
    ScalarName one = typedConst(e, 1.0, ct), zero = typedConst(e, 0.0, ct);
    ScalarName u = bin(e, "arith.addf", one, x, ct), d = bin(e, "arith.subf", u, one, ct);
    ScalarName l = un(e, "math.log", u, ct);
    ScalarName scaled = bin(e, "arith.mulf", l, bin(e, "arith.divf", x, d, ct), ct);
    ScalarName huge = scalarFresh(e), tiny = scalarFresh(e), w = scalarFresh(e);
    y = scalarFresh(e);
    HidetStr ts = hidetPrintType(ct);
    EMIT("    %s = arith.cmpf oeq, %s, %s : %s\n", huge.s, d.s, u.s, ts.data);
    EMIT("    %s = arith.select %s, %s, %s : %s\n", w.s, huge.s, l.s, scaled.s, ts.data);
    EMIT("    %s = arith.cmpf oeq, %s, %s : %s\n", tiny.s, d.s, zero.s, ts.data);
    EMIT("    %s = arith.select %s, %s, %s : %s\n", y.s, tiny.s, x.s, w.s, ts.data);
    hidetStrFree(&ts);
    break;
  }
  default: y = un(e, op->scalarOp, x, ct); break; /* HIDET_SCALAR_OP */
  }
  return floatToFloat(e, y, ct, t);
}

static ScalarName binaryScalar(ScalarEmitter *e, const HidetGraphOpTraits *op, ScalarName x,
                               ScalarName y, MlirType t) {
  MlirType ct = computeType(t);
  x = floatToFloat(e, x, t, ct);
  y = floatToFloat(e, y, t, ct);
  return floatToFloat(e, bin(e, op->scalarOp, x, y, ct), ct, t);
}

/* ---- compare and select. ------------------------------------------------ */

/* The arith predicate of graph.compare's `predicate` for element type t,
 * as the reference lowering chooses it: floats ordered except ne
 * (unordered), integers signed, i1 unsigned. NULL for an unknown one. */
static const char *comparePredicate(MlirOperation op, MlirType t) {
  MlirAttribute a = hidetOpAttr(op, "predicate");
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAString(a))
    return NULL;
  MlirStringRef s = mlirStringAttrGetValue(a);
  const HidetComparePredicate *p = hidetComparePredicate(s.data, s.length);
  if (!p)
    return NULL;
  return mlirTypeIsAFloat(t) ? p->cmpf : mlirIntegerTypeGetWidth(t) == 1 ? p->cmpu : p->cmpi;
}

/* Whether compare handles element type t (as the reference lowering). */
static bool compareTypeOk(MlirType t) {
  return (mlirTypeIsAInteger(t) && mlirIntegerTypeIsSignless(t)) || hidetTypeIsHalf(t) ||
         mlirTypeIsAF32(t) || mlirTypeIsAF64(t);
}

/* The values of op's operands at result index `idx` (numpy broadcasting). */
static bool emitOperands(ScalarEmitter *e, MlirOperation op, const ScalarName *idx, ScalarName *vals) {
  int64_t dims[HIDET_MAX_RANK];
  int64_t rank = hidetValueShape(mlirOperationGetResult(op, 0), dims);
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); ++i) {
    MlirValue x = mlirOperationGetOperand(op, i);
    int64_t xd[HIDET_MAX_RANK];
    int64_t xr = hidetValueShape(x, xd);
    ScalarName xi[HIDET_MAX_RANK];
    scalarBroadcastIndex(e, xr, xd, rank, dims, idx, xi);
    if (!scalarEmitValue(e, x, xi, &vals[i]))
      return false;
  }
  return true;
}

static bool emitCompare(ScalarEmitter *e, MlirOperation op, const ScalarName *idx, ScalarName *result) {
  MlirType t = hidetValueElementType(mlirOperationGetOperand(op, 0)), ct = computeType(t);
  const char *pred = comparePredicate(op, t);
  ScalarName xs[2];
  if (!pred || !compareTypeOk(t))
    return fail(e, op, "%s", "'graph.compare' of this element type cannot be fused");
  if (!emitOperands(e, op, idx, xs))
    return false;
  /* f16/bf16 -> f32 is exact, so the comparison is too */
  ScalarName x = mlirTypeIsAFloat(t) ? floatToFloat(e, xs[0], t, ct) : xs[0];
  ScalarName y = mlirTypeIsAFloat(t) ? floatToFloat(e, xs[1], t, ct) : xs[1];
  HidetStr ts = hidetPrintType(ct);
  *result = scalarFresh(e);
  EMIT("    %s = %s %s, %s, %s : %s\n", result->s,
       mlirTypeIsAFloat(t) ? "arith.cmpf" : "arith.cmpi", pred, x.s, y.s, ts.data);
  hidetStrFree(&ts);
  return true;
}

static bool emitSelect(ScalarEmitter *e, MlirOperation op, const ScalarName *idx, ScalarName *result) {
  ScalarName xs[3];
  if (!emitOperands(e, op, idx, xs))
    return false;
  HidetStr ts = hidetPrintType(hidetValueElementType(mlirOperationGetResult(op, 0)));
  *result = scalarFresh(e);
  EMIT("    %s = arith.select %s, %s, %s : %s\n", result->s, xs[0].s, xs[1].s, xs[2].s, ts.data);
  hidetStrFree(&ts);
  return true;
}

/* ---- Index helpers. ----------------------------------------------------- */

void scalarBroadcastIndex(ScalarEmitter *e, int64_t opRank, const int64_t *opDims, int64_t resRank,
                      const int64_t *resDims, const ScalarName *resIdx, ScalarName *opIdx) {
  ScalarName zero = {""};
  for (int64_t d = 0; d < opRank; ++d) {
    int64_t rd = d + (resRank - opRank);
    if (opDims[d] == 1 && resDims[rd] != 1) {
      if (!zero.s[0])
        zero = scalarIndexConst(e, 0);
      opIdx[d] = zero;
    } else {
      opIdx[d] = resIdx[rd];
    }
  }
}

static ScalarName ibin(ScalarEmitter *e, const char *op, ScalarName x, ScalarName y) {
  ScalarName n = scalarFresh(e);
  EMIT("    %s = %s %s, %s : index\n", n.s, op, x.s, y.s);
  return n;
}

void scalarUnflatten(ScalarEmitter *e, ScalarName flat, int64_t rank, const int64_t *dims, ScalarName *idx) {
  ScalarName rest = flat;
  for (int64_t d = rank - 1; d >= 0; --d) {
    if (d == 0) {
      idx[d] = rest;
      break;
    }
    ScalarName c = scalarIndexConst(e, dims[d]);
    idx[d] = ibin(e, "arith.remui", rest, c);
    rest = ibin(e, "arith.divui", rest, c);
  }
}

bool scalarRuntimeExtent(ScalarEmitter *e, MlirValue v, int64_t d, ScalarName *ext) {
  int arg;
  int64_t argDim;
  MlirOperation owner = mlirValueIsABlockArgument(v) ? (MlirOperation){NULL} : mlirOpResultGetOwner(v);
  if (!rtDimSource(v, d, &arg, &argDim) || arg >= mlirBlockGetNumArguments(e->body))
    return fail(e, owner, "%s", "a run-time extent that is not one of a kernel input");
  HidetStr mt = scalarMemrefTypeText(mlirValueGetType(mlirBlockGetArgument(e->body, arg)));
  ScalarName dn = scalarIndexConst(e, argDim);
  *ext = scalarFresh(e);
  EMIT("    %s = memref.dim %s, %s : %s\n", ext->s, e->argNames[arg].s, dn.s, mt.data);
  hidetStrFree(&mt);
  return true;
}

void scalarUnflattenExt(ScalarEmitter *e, ScalarName flat, int64_t rank, const int64_t *dims,
                        const ScalarName *ext, ScalarName *idx) {
  ScalarName rest = flat;
  for (int64_t d = rank - 1; d >= 0; --d) {
    if (d == 0) {
      idx[d] = rest;
      break;
    }
    ScalarName c = dims[d] == HIDET_DIM_DYNAMIC ? ext[d] : scalarIndexConst(e, dims[d]);
    idx[d] = ibin(e, "arith.remui", rest, c);
    rest = ibin(e, "arith.divui", rest, c);
  }
}

static ScalarName linearize(ScalarEmitter *e, int64_t rank, const int64_t *dims, const ScalarName *idx) {
  if (rank == 0)
    return scalarIndexConst(e, 0);
  ScalarName acc = idx[0];
  for (int64_t d = 1; d < rank; ++d)
    acc = ibin(e, "arith.addi", ibin(e, "arith.muli", acc, scalarIndexConst(e, dims[d])), idx[d]);
  return acc;
}

/* A reshape's index map from one side (rank fr, dims fd, index fi; the
 * operand when fromOperand, else the result) to the other (tr, td, ti):
 * row-major linearize then unflatten. With `?` dims the rule of
 * lib/reshape_rule.h cuts both shapes at their `?` dims into segments of
 * the same element count, each starting with its `?` (and a static prefix
 * before the first), so the map is done per segment and multiplies or
 * divides by static dims only: no run-time extent is read. */
static void reshapeIndex(ScalarEmitter *e, MlirOperation reshape, bool fromOperand, int64_t fr,
                         const int64_t *fd, const ScalarName *fi, int64_t tr, const int64_t *td,
                         ScalarName *ti) {
  HidetDynReshape plan;
  bool dynamic = false;
  for (int64_t d = 0; d < fr; ++d)
    dynamic = dynamic || fd[d] == HIDET_DIM_DYNAMIC;
  /* (hidet-partition refuses an unsegmented plan) */
  if (!dynamic || !rtReshapePlan(reshape, &plan) || !plan.segmented) {
    scalarUnflatten(e, linearize(e, fr, fd, fi), tr, td, ti);
    return;
  }
  const int64_t *fpos = fromOperand ? plan.inDim : plan.outDim,
                *tpos = fromOperand ? plan.outDim : plan.inDim;
  for (int64_t j = -1; j < plan.k; ++j) {
    int64_t f0 = j < 0 ? 0 : fpos[j], f1 = j + 1 < plan.k ? fpos[j + 1] : fr;
    int64_t t0 = j < 0 ? 0 : tpos[j], t1 = j + 1 < plan.k ? tpos[j + 1] : tr;
    if (t1 == t0)
      continue; /* an empty static prefix: its linear index is 0 */
    ScalarName flat = linearize(e, f1 - f0, fd + f0, fi + f0);
    scalarUnflatten(e, flat, t1 - t0, td + t0, ti + t0);
  }
}

static void typeText(MlirType t, char *buf, size_t size) {
  HidetStr s = hidetPrintType(t);
  snprintf(buf, size, "%s", s.data);
  hidetStrFree(&s);
}

static void emitLoad(ScalarEmitter *e, ScalarName dst, ScalarName mem, MlirType tensorType, int64_t rank,
                     const ScalarName *idx) {
  HidetStr mt = scalarMemrefTypeText(tensorType);
  EMIT("    %s = memref.load %s[", dst.s, mem.s);
  for (int64_t d = 0; d < rank; ++d)
    EMIT("%s%s", d ? ", " : "", idx[d].s);
  EMIT("] : %s\n", mt.data);
  hidetStrFree(&mt);
}

/* The operand index of index-only op `op` (transpose, reshape, broadcast,
 * slice) read for result index `idx`. */
static void remapIndex(ScalarEmitter *e, MlirOperation op, const ScalarName *idx, ScalarName *ii) {
  char nameBuf[64];
  const char *name = hidetOpName(op, nameBuf, sizeof nameBuf);
  MlirValue in = mlirOperationGetOperand(op, 0);
  int64_t dims[HIDET_MAX_RANK], id[HIDET_MAX_RANK];
  int64_t rank = hidetValueShape(mlirOperationGetResult(op, 0), dims), ir = hidetValueShape(in, id);
  if (strcmp(name, "graph.transpose") == 0) {
    MlirAttribute perm = hidetOpAttr(op, "perm");
    for (int64_t d = 0; d < rank; ++d)
      ii[mlirDenseI64ArrayGetElement(perm, d)] = idx[d];
  } else if (strcmp(name, "graph.reshape") == 0) {
    reshapeIndex(e, op, false, rank, dims, idx, ir, id, ii);
  } else if (strcmp(name, "graph.broadcast") == 0) {
    scalarBroadcastIndex(e, ir, id, rank, dims, idx, ii);
  } else { /* graph.slice */
    MlirAttribute starts = hidetOpAttr(op, "starts"), steps = hidetOpAttr(op, "steps");
    for (int64_t d = 0; d < ir; ++d) {
      if (id[d] == HIDET_DIM_DYNAMIC) { /* taken whole (the verifier): no clamp to a run-time extent */
        ii[d] = idx[d];
        continue;
      }
      int64_t s = mlirDenseI64ArrayGetElement(starts, d);
      s = s < 0 ? s + id[d] : s;
      s = s < 0 ? 0 : s > id[d] ? id[d] : s;
      int64_t step = mlirAttributeIsNull(steps) ? 1 : mlirDenseI64ArrayGetElement(steps, d);
      ScalarName t = idx[d];
      if (step != 1)
        t = ibin(e, "arith.muli", t, scalarIndexConst(e, step));
      ii[d] = s ? ibin(e, "arith.addi", t, scalarIndexConst(e, s)) : t;
    }
  }
}

bool scalarEmitLeafIndex(ScalarEmitter *e, MlirValue v, const ScalarName *idx, int *argNo, ScalarName *leafIdx) {
  int64_t dims[HIDET_MAX_RANK];
  int64_t rank = hidetValueShape(v, dims);
  ScalarName cur[HIDET_MAX_RANK], next[HIDET_MAX_RANK];
  memcpy(cur, idx, sizeof(ScalarName) * (size_t)rank);
  while (!mlirValueIsABlockArgument(v)) {
    MlirOperation op = mlirOpResultGetOwner(v);
    if (scalarIsIndexOnly(op)) {
      remapIndex(e, op, cur, next);
      v = mlirOperationGetOperand(op, 0);
      rank = hidetValueShape(v, dims);
      memcpy(cur, next, sizeof(ScalarName) * (size_t)rank);
    } else if (scalarIsUnaryElementwise(op)) {
      v = mlirOperationGetOperand(op, 0);
    } else {
      return fail(e, op, "%s", "not a chain of unary and index-only ops");
    }
  }
  if (!mlirBlockEqual(mlirBlockArgumentGetOwner(v), e->body))
    return fail(e, mlirBlockGetParentOperation(mlirBlockArgumentGetOwner(v)), "%s",
                "a value defined outside the kernel function");
  *argNo = (int)mlirBlockArgumentGetArgNumber(v);
  memcpy(leafIdx, cur, sizeof(ScalarName) * (size_t)rank);
  return true;
}

bool scalarEmitUnaryChain(ScalarEmitter *e, MlirValue v, ScalarName leafVal, ScalarName *result) {
  /* collect the elementwise ops from v down to the leaf, apply leaf first */
  MlirOperation ops[64];
  int n = 0;
  while (!mlirValueIsABlockArgument(v)) {
    MlirOperation op = mlirOpResultGetOwner(v);
    if (scalarIsUnaryElementwise(op)) {
      if (n == 64)
        return fail(e, op, "%s", "prologue chain too long to fuse");
      ops[n++] = op;
    } else if (!scalarIsIndexOnly(op)) {
      return fail(e, op, "%s", "not a chain of unary and index-only ops");
    }
    v = mlirOperationGetOperand(op, 0);
  }
  ScalarName val = leafVal;
  for (int i = n - 1; i >= 0; --i) {
    MlirValue in = mlirOperationGetOperand(ops[i], 0);
    MlirType elt = hidetValueElementType(in),
             relt = hidetValueElementType(mlirOperationGetResult(ops[i], 0));
    if (hidetOpIs(ops[i], "graph.cast")) {
      val = scalarEmitCastOp(e, ops[i], val, elt, relt);
      continue;
    }
    if (!mlirTypeIsAFloat(elt))
      return fail(e, ops[i], "%s", "elementwise op on a non-float tensor cannot be fused");
    val = unaryScalar(e, elementwise(ops[i], HIDET_EW_UNARY), val, elt);
  }
  *result = val;
  return true;
}

/* ---- gather and pad. ----------------------------------------------------- */

/* The pad value of an integer type t as its low bits, zero-extended (what
 * mlirIntegerAttrGet expects of a signless type): negative values signed,
 * others unsigned, as the verifier allows both. */
static int64_t integralBits(double v, MlirType t) {
  unsigned w = mlirIntegerTypeGetWidth(t);
  uint64_t bits = v < 0 ? (uint64_t)(int64_t)v : (uint64_t)v;
  return (int64_t)(w < 64 ? bits & ((UINT64_C(1) << w) - 1) : bits);
}

/* `%n = arith.constant <attr>` (the attribute prints with its type). */
static ScalarName attrConst(ScalarEmitter *e, MlirAttribute a) {
  HidetStr s = hidetPrintAttribute(a);
  ScalarName n = scalarFresh(e);
  EMIT("    %s = arith.constant %s\n", n.s, s.data);
  hidetStrFree(&s);
  return n;
}

/* input[idx[:axis], clamp(indices[idx[axis:axis+k]]), idx[axis+k:]], as the
 * reference lowering: i1 indices zero-extended, others sign-extended, then
 * clamped into [0, dim). */
static bool emitGather(ScalarEmitter *e, MlirOperation op, const ScalarName *idx, ScalarName *result) {
  MlirValue x = mlirOperationGetOperand(op, 0), ind = mlirOperationGetOperand(op, 1);
  int64_t xd[HIDET_MAX_RANK], id[HIDET_MAX_RANK];
  int64_t xr = hidetValueShape(x, xd), ir = hidetValueShape(ind, id);
  int64_t axis = mlirIntegerAttrGetValueInt(hidetOpAttr(op, "axis"));
  axis = axis < 0 ? axis + xr : axis;
  MlirType it = hidetValueElementType(ind), i64 = mlirIntegerTypeGet(mlirTypeGetContext(it), 64);
  unsigned w = mlirIntegerTypeGetWidth(it);
  ScalarName k, ii[HIDET_MAX_RANK];
  if (!scalarEmitValue(e, ind, idx + axis, &k))
    return false;
  if (w < 64)
    k = conv(e, w == 1 ? "arith.extui" : "arith.extsi", k, it, i64);
  ScalarName lo = attrConst(e, mlirIntegerAttrGet(i64, 0));
  ScalarName hi = attrConst(e, mlirIntegerAttrGet(i64, xd[axis] - 1));
  k = bin(e, "arith.minsi", bin(e, "arith.maxsi", k, lo, i64), hi, i64);
  k = conv(e, "arith.index_cast", k, i64, mlirIndexTypeGet(mlirTypeGetContext(it)));
  for (int64_t d = 0; d < xr; ++d)
    ii[d] = d < axis ? idx[d] : d == axis ? k : idx[d - 1 + ir];
  return scalarEmitValue(e, x, ii, result);
}

/* scf.if (every idx[d] - lo[d] < dim[d], unsigned: below lo wraps) reads
 * the input there, else yields the pad value. */
static bool emitPad(ScalarEmitter *e, MlirOperation op, const ScalarName *idx, ScalarName *result) {
  MlirValue x = mlirOperationGetOperand(op, 0);
  MlirType t = hidetValueElementType(x);
  MlirContext ctx = mlirTypeGetContext(t);
  int64_t xd[HIDET_MAX_RANK];
  int64_t xr = hidetValueShape(x, xd);
  MlirAttribute pads = hidetOpAttr(op, "padding"), va = hidetOpAttr(op, "value");
  double v = mlirAttributeIsNull(va) ? 0.0 : mlirFloatAttrGetValueDouble(va);
  if (mlirTypeIsAInteger(t) && !mlirIntegerTypeIsSignless(t))
    return fail(e, op, "%s", "'graph.pad' of a signed or unsigned integer type cannot be fused");
  ScalarName ii[HIDET_MAX_RANK], inside = {""};
  for (int64_t d = 0; d < xr; ++d) {
    if (xd[d] == HIDET_DIM_DYNAMIC) { /* not padded (the verifier): always inside */
      ii[d] = idx[d];
      continue;
    }
    int64_t lo = mlirDenseI64ArrayGetElement(pads, 2 * d);
    ii[d] = lo ? ibin(e, "arith.subi", idx[d], scalarIndexConst(e, lo)) : idx[d];
    ScalarName c = ibin(e, "arith.cmpi ult,", ii[d], scalarIndexConst(e, xd[d]));
    inside = inside.s[0] ? bin(e, "arith.andi", inside, c, mlirIntegerTypeGet(ctx, 1)) : c;
  }
  if (!inside.s[0]) /* rank 0: nothing to pad */
    return scalarEmitValue(e, x, ii, result);
  MlirAttribute pv = mlirTypeIsAInteger(t) ? mlirIntegerAttrGet(t, integralBits(v, t))
                                           : mlirFloatAttrDoubleGet(ctx, t, v);
  char ts[64];
  typeText(t, ts, sizeof ts);
  *result = scalarFresh(e);
  EMIT("    %s = scf.if %s -> (%s) {\n", result->s, inside.s, ts);
  ScalarName in;
  if (!scalarEmitValue(e, x, ii, &in))
    return false;
  EMIT("    scf.yield %s : %s\n    } else {\n", in.s, ts);
  ScalarName c = attrConst(e, pv);
  EMIT("    scf.yield %s : %s\n    }\n", c.s, ts);
  return true;
}

/* graph.tri_mask: (j - i <= diagonal) at result index (i, j); its operand
 * is only a size source, never read. */
static bool emitTriMask(ScalarEmitter *e, MlirOperation op, const ScalarName *idx,
                        ScalarName *result) {
  MlirAttribute d = hidetOpAttr(op, "diagonal");
  int64_t diagonal = mlirAttributeIsNull(d) ? 0 : mlirIntegerAttrGetValueInt(d);
  ScalarName diff = ibin(e, "arith.subi", idx[1], idx[0]);
  *result = ibin(e, "arith.cmpi sle,", diff, scalarIndexConst(e, diagonal));
  return true;
}

/* ---- Producers. --------------------------------------------------------- */

static bool emitConcat(ScalarEmitter *e, MlirOperation op, const ScalarName *idx, int64_t rank,
                       ScalarName *result) {
  int64_t axis = mlirIntegerAttrGetValueInt(hidetOpAttr(op, "axis"));
  if (axis < 0)
    axis += rank;
  intptr_t n = mlirOperationGetNumOperands(op);
  /* if i < s0 { first } else { i -= s0; if i < s1 { second } ... } */
  ScalarName cur[HIDET_MAX_RANK];
  memcpy(cur, idx, sizeof(ScalarName) * (size_t)rank);
  char elt[64];
  typeText(hidetValueElementType(mlirOperationGetResult(op, 0)), elt, sizeof elt);
  ScalarName names[64];
  int depth = 0;
  for (intptr_t i = 0; i < n; ++i) {
    MlirValue x = mlirOperationGetOperand(op, i);
    int64_t dims[HIDET_MAX_RANK];
    hidetValueShape(x, dims);
    if (i == n - 1) {
      if (!scalarEmitValue(e, x, cur, &names[depth]))
        return false;
      break;
    }
    if (depth >= 63)
      return fail(e, op, "%s: too many concat inputs to fuse", "graph.concat");
    ScalarName c = scalarIndexConst(e, dims[axis]);
    ScalarName p = ibin(e, "arith.cmpi ult,", cur[axis], c);
    names[depth] = scalarFresh(e);
    EMIT("    %s = scf.if %s -> (%s) {\n", names[depth].s, p.s, elt);
    ScalarName v;
    if (!scalarEmitValue(e, x, cur, &v))
      return false;
    EMIT("    scf.yield %s : %s\n    } else {\n", v.s, elt);
    cur[axis] = ibin(e, "arith.subi", cur[axis], c);
    depth++;
  }
  /* close the nested ifs: each else yields the value of the level below */
  for (int d = depth - 1; d >= 0; --d)
    EMIT("    scf.yield %s : %s\n    }\n", names[d + 1].s, elt);
  *result = names[0];
  return true;
}

bool scalarEmitValue(ScalarEmitter *e, MlirValue v, const ScalarName *idx, ScalarName *result) {
  for (int i = 0; i < e->numBound; ++i)
    if (mlirValueEqual(v, e->bound[i])) {
      *result = e->boundName[i];
      return true;
    }
  int64_t dims[HIDET_MAX_RANK];
  int64_t rank = hidetValueShape(v, dims);
  MlirType elt = hidetValueElementType(v);
  if (mlirValueIsABlockArgument(v)) {
    if (!mlirBlockEqual(mlirBlockArgumentGetOwner(v), e->body))
      return fail(e, mlirBlockGetParentOperation(mlirBlockArgumentGetOwner(v)),
                  "%s", "a value defined outside the kernel function");
    *result = scalarFresh(e);
    emitLoad(e, *result, e->argNames[mlirBlockArgumentGetArgNumber(v)], mlirValueGetType(v), rank,
             idx);
    return true;
  }
  MlirOperation op = mlirOpResultGetOwner(v);
  char nameBuf[64];
  const char *name = hidetOpName(op, nameBuf, sizeof nameBuf);
  const HidetGraphOpTraits *k;
  if ((k = elementwise(op, HIDET_EW_UNARY))) {
    if (!mlirTypeIsAFloat(elt))
      return fail(e, op, "'%s' on a non-float tensor cannot be fused", name);
    ScalarName x;
    if (!scalarEmitValue(e, mlirOperationGetOperand(op, 0), idx, &x))
      return false;
    *result = unaryScalar(e, k, x, elt);
    return true;
  }
  if ((k = elementwise(op, HIDET_EW_BINARY))) {
    if (!mlirTypeIsAFloat(elt))
      return fail(e, op, "'%s' on a non-float tensor cannot be fused", name);
    ScalarName xs[2];
    for (int i = 0; i < 2; ++i) {
      MlirValue x = mlirOperationGetOperand(op, i);
      int64_t xd[HIDET_MAX_RANK];
      int64_t xr = hidetValueShape(x, xd);
      ScalarName xi[HIDET_MAX_RANK];
      scalarBroadcastIndex(e, xr, xd, rank, dims, idx, xi);
      if (!scalarEmitValue(e, x, xi, &xs[i]))
        return false;
    }
    *result = binaryScalar(e, k, xs[0], xs[1], elt);
    return true;
  }
  MlirValue in = mlirOperationGetNumOperands(op) > 0 ? mlirOperationGetOperand(op, 0)
                                                      : (MlirValue){NULL};
  ScalarName ii[HIDET_MAX_RANK];
  if (strcmp(name, "graph.cast") == 0) {
    ScalarName x;
    if (!scalarEmitValue(e, in, idx, &x))
      return false;
    *result = scalarEmitCastOp(e, op, x, hidetValueElementType(in), elt);
    return true;
  }
  if (scalarIsIndexOnly(op)) {
    remapIndex(e, op, idx, ii);
    return scalarEmitValue(e, in, ii, result);
  }
  if (strcmp(name, "graph.concat") == 0)
    return emitConcat(e, op, idx, rank, result);
  if (strcmp(name, "graph.compare") == 0)
    return emitCompare(e, op, idx, result);
  if (strcmp(name, "graph.select") == 0)
    return emitSelect(e, op, idx, result);
  if (strcmp(name, "graph.gather") == 0)
    return emitGather(e, op, idx, result);
  if (strcmp(name, "graph.pad") == 0)
    return emitPad(e, op, idx, result);
  if (strcmp(name, "graph.tri_mask") == 0)
    return emitTriMask(e, op, idx, result);
  if (strcmp(name, "graph.constant") == 0) {
    MlirAttribute value = hidetOpAttr(op, "value");
    if (!mlirAttributeIsADenseElements(value) || !mlirDenseElementsAttrIsSplat(value))
      return fail(e, op, "%s",
                  "a non-splat constant cannot be read inside a kernel (only splat constants are "
                  "fused; hidet-outline-kernels passes non-splat ones to the kernel as inputs)");
    HidetStr s = hidetPrintAttribute(mlirDenseElementsAttrGetSplatValue(value));
    *result = scalarFresh(e);
    EMIT("    %s = arith.constant %s\n", result->s, s.data);
    hidetStrFree(&s);
    return true;
  }
  return fail(e, op, "'%s' is not an injective op that can be fused into a kernel", name);
}

/* ---- Epilogue. ---------------------------------------------------------- */

/* The DAG that starts at *v (several uses; epilogue_dag.h), whose element
 * at idx is *val: each member, in program order, computed once at idx
 * (members have *v's shape, so the index is theirs too; side operands are
 * read at it broadcast), the earlier ones answered from e->bound. On
 * return *v and *val are the tail's. */
static bool emitDag(ScalarEmitter *e, MlirValue *v, const ScalarName *idx, ScalarName *val) {
  EpiDag dag;
  if (!epiDagFind(*v, &dag))
    return fail(e, mlirOperationIsNull(dag.failOp) ? mlirOpResultGetOwner(*v) : dag.failOp, "%s",
                "an epilogue value has several uses that do not close into one value through "
                "elementwise ops of its shape (only chains and such DAGs are fused)");
  e->numBound = 1;
  e->bound[0] = *v;
  e->boundName[0] = *val;
  bool ok = true;
  for (int i = 0; ok && i < dag.n; ++i) {
    MlirValue r = mlirOperationGetResult(dag.ops[i], 0);
    ScalarName x;
    ok = scalarEmitValue(e, r, idx, &x);
    e->bound[e->numBound] = r;
    e->boundName[e->numBound++] = x;
  }
  e->numBound = 0;
  if (!ok)
    return false;
  *v = dag.tail;
  *val = e->boundName[dag.n];
  return true;
}

bool scalarEmitEpilogueEnd(ScalarEmitter *e, MlirValue v, const ScalarName *idxIn, ScalarName val,
                           const ScalarName *rowIdx, ScalarEpilogueEnd *end) {
  ScalarName *idx = end->idx;
  int64_t dims[HIDET_MAX_RANK];
  int64_t rank = hidetValueShape(v, dims);
  memcpy(idx, idxIn, sizeof(ScalarName) * (size_t)rank);
  for (;;) {
    MlirOpOperand use = mlirValueGetFirstUse(v);
    if (mlirOpOperandIsNull(use))
      return fail(e, mlirOpResultGetOwner(v), "%s", "the anchor's result is never returned");
    if (!mlirOpOperandIsNull(mlirOpOperandGetNextUse(use))) {
      if (!emitDag(e, &v, idx, &val))
        return false;
      continue;
    }
    MlirOperation u = mlirOpOperandGetOwner(use);
    unsigned pos = mlirOpOperandGetOperandNumber(use);
    char nameBuf[64];
    const char *name = hidetOpName(u, nameBuf, sizeof nameBuf);
    if (strcmp(name, "func.return") == 0) {
      end->result = pos;
      end->value = v;
      end->rank = rank;
      end->val = val;
      return true;
    }
    MlirValue r = mlirOperationGetResult(u, 0);
    int64_t rd[HIDET_MAX_RANK];
    int64_t rr = hidetValueShape(r, rd);
    MlirType elt = hidetValueElementType(v), relt = hidetValueElementType(r);
    const HidetGraphOpTraits *k;
    if ((k = elementwise(u, HIDET_EW_UNARY))) {
      if (!mlirTypeIsAFloat(elt))
        return fail(e, u, "'%s' on a non-float tensor cannot be fused", name);
      val = unaryScalar(e, k, val, elt);
    } else if ((k = elementwise(u, HIDET_EW_BINARY))) {
      if (!mlirTypeIsAFloat(elt))
        return fail(e, u, "'%s' on a non-float tensor cannot be fused", name);
      if (rr != rank || memcmp(rd, dims, sizeof(int64_t) * (size_t)rank) != 0) {
        /* the regional op (hidet-partition checked that it broadcasts
         * along the reduced axes only): from here on the chain is at the
         * row element's index, which the template passed */
        if (!rowIdx || !partIsRegional(u))
          return fail(e, u, "'%s' broadcasts the anchor's result (not bijective)", name);
        rank = rr;
        memcpy(dims, rd, sizeof(int64_t) * (size_t)rr);
        memcpy(idx, rowIdx, sizeof(ScalarName) * (size_t)rr);
        rowIdx = NULL;
      }
      MlirValue other = mlirOperationGetOperand(u, 1 - pos);
      int64_t od[HIDET_MAX_RANK];
      int64_t orank = hidetValueShape(other, od);
      ScalarName oi[HIDET_MAX_RANK], ov;
      scalarBroadcastIndex(e, orank, od, rank, dims, idx, oi);
      if (!scalarEmitValue(e, other, oi, &ov))
        return false;
      val = pos == 0 ? binaryScalar(e, k, val, ov, elt) : binaryScalar(e, k, ov, val, elt);
    } else if (strcmp(name, "graph.cast") == 0) {
      val = scalarEmitCastOp(e, u, val, elt, relt);
    } else if (strcmp(name, "graph.transpose") == 0) {
      MlirAttribute perm = hidetOpAttr(u, "perm");
      ScalarName ni[HIDET_MAX_RANK];
      for (int64_t d = 0; d < rr; ++d)
        ni[d] = idx[mlirDenseI64ArrayGetElement(perm, d)];
      memcpy(idx, ni, sizeof(ScalarName) * (size_t)rr);
    } else if (strcmp(name, "graph.reshape") == 0) {
      ScalarName ni[HIDET_MAX_RANK];
      reshapeIndex(e, u, true, rank, dims, idx, rr, rd, ni);
      memcpy(idx, ni, sizeof(ScalarName) * (size_t)rr);
    } else {
      return fail(e, u, "'%s' is not a bijective op that can be fused as an epilogue", name);
    }
    v = r;
    rank = rr;
    memcpy(dims, rd, sizeof(int64_t) * (size_t)rr);
  }
}

bool scalarEmitEpilogue(ScalarEmitter *e, MlirValue v, const ScalarName *idx, ScalarName val,
                        const ScalarName *outNames, const ScalarName *rowIdx) {
  ScalarEpilogueEnd end;
  if (!scalarEmitEpilogueEnd(e, v, idx, val, rowIdx, &end))
    return false;
  HidetStr mt = scalarMemrefTypeText(mlirValueGetType(end.value));
  EMIT("    memref.store %s, %s[", end.val.s, outNames[end.result].s);
  for (int64_t d = 0; d < end.rank; ++d)
    EMIT("%s%s", d ? ", " : "", end.idx[d].s);
  EMIT("] : %s\n", mt.data);
  hidetStrFree(&mt);
  return true;
}

/* Follows the same single-use chain as scalarEmitEpilogueEnd without
 * emitting anything. A run of w elements along v's last dim starting at a
 * multiple of w stays such a run of the returned tensor when v's last dim
 * is a multiple of w and every op keeps it: elementwise ops and casts (same
 * shape), a transpose that leaves the last dim in place, a reshape whose
 * result's last dim is a multiple of w (the run's linear offset is a
 * multiple of w, so it cannot straddle a row of the result). */
bool scalarEpilogueKeepsRuns(MlirValue v, int64_t w) {
  int64_t dims[HIDET_MAX_RANK];
  int64_t rank = hidetValueShape(v, dims);
  if (rank < 1 || dims[rank - 1] % w)
    return false;
  for (;;) {
    MlirOpOperand use = mlirValueGetFirstUse(v);
    if (mlirOpOperandIsNull(use))
      return false;
    EpiDag dag;
    if (!mlirOpOperandIsNull(mlirOpOperandGetNextUse(use))) {
      /* a DAG's members keep v's shape: elementwise, so the run stays */
      if (!epiDagFind(v, &dag))
        return false;
      v = dag.tail;
      continue;
    }
    MlirOperation u = mlirOpOperandGetOwner(use);
    char nameBuf[64];
    const char *name = hidetOpName(u, nameBuf, sizeof nameBuf);
    if (strcmp(name, "func.return") == 0)
      return true;
    MlirValue r = mlirOperationGetResult(u, 0);
    int64_t rd[HIDET_MAX_RANK];
    int64_t rr = hidetValueShape(r, rd);
    if (elementwise(u, HIDET_EW_UNARY) || elementwise(u, HIDET_EW_BINARY) ||
        strcmp(name, "graph.cast") == 0) {
      if (rr != rank || memcmp(rd, dims, sizeof(int64_t) * (size_t)rank) != 0)
        return false; /* a regional broadcast: the run is a row statistic's */
    } else if (strcmp(name, "graph.transpose") == 0) {
      if (mlirDenseI64ArrayGetElement(hidetOpAttr(u, "perm"), rr - 1) != rr - 1)
        return false;
    } else if (strcmp(name, "graph.reshape") == 0) {
      if (rr < 1 || rd[rr - 1] % w)
        return false;
    } else {
      return false;
    }
    v = r;
    rank = rr;
    memcpy(dims, rd, sizeof(int64_t) * (size_t)rr);
  }
}
