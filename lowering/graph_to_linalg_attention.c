/*===-- graph_to_linalg_attention.c - graph.attention on the reference path ===*
 * The textbook form of scaled dot-product attention, one linalg.generic per
 * step, everything in the compute type (f32 for f16/bf16):
 *   s[b.., h, i, j] = scale * sum_d q[b.., h, i, d] * k[b.., h / g, j, d]
 *                     (+ mask, or -inf where an i1 mask is false or where
 *                     causal and j > i)
 *   m = max_j s;  e = exp(s - m), 0 where m = -inf;  l = sum_j e
 *   out[b.., h, i, c] = sum_j (l == 0 ? 0 : e / l) * v[b.., h / g, j, c]
 * with g = Hq / Hkv (grouped K/V heads). A row whose scores are all -inf
 * gives 0 (torch's _safe_softmax guard). No online softmax, no tiling: it
 * shares nothing with the attention templates.
 *===----------------------------------------------------------------------===*/
#include "graph_to_linalg.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <math.h>

#define CMPF_OEQ 1
#define CMPI_UGT 8

typedef struct {
  MlirType at;       /* compute type */
  double scale;
  int maskKind;      /* 0 none, 1 additive (float), 2 boolean (i1) */
  bool causal;
  int64_t iLoop, jLoop;
} AttnData;

static MlirValue loopIndex(GlBuilder *b, int64_t dim) {
  MlirNamedAttribute a = toLinalgNamedAttr(b->ctx, "dim", mlirIntegerAttrGet(mlirIntegerTypeGet(b->ctx, 64), dim));
  return toLinalgOp(b, "linalg.index", 0, NULL, mlirIndexTypeGet(b->ctx), 1, &a);
}

/* The masked, scaled score: args = (raw score, [mask], out). */
static MlirValue logitBody(GlBuilder *b, const MlirValue *args, void *userData) {
  const AttnData *d = userData;
  MlirValue s = toLinalgBin(b, "arith.mulf", args[0], toLinalgFloatConst(b, d->at, d->scale));
  MlirValue ninf = toLinalgFloatConst(b, d->at, -INFINITY);
  if (d->maskKind == 1)
    s = toLinalgBin(b, "arith.addf", s, toLinalgConvert(b, args[1], d->at));
  if (d->maskKind == 2) {
    MlirValue ops[3] = {args[1], s, ninf};
    s = toLinalgOp(b, "arith.select", 3, ops, d->at, 0, NULL);
  }
  if (d->causal) {
    MlirValue j = loopIndex(b, d->jLoop);
    MlirValue i = loopIndex(b, d->iLoop);
    MlirValue after = toLinalgCmp(b, "arith.cmpi", CMPI_UGT, j, i);
    MlirValue ops[3] = {after, ninf, s};
    s = toLinalgOp(b, "arith.select", 3, ops, d->at, 0, NULL);
  }
  return s;
}

static MlirValue maxBody(GlBuilder *b, const MlirValue *args, void *userData) {
  (void)userData;
  return toLinalgBin(b, "arith.maximumf", args[1], args[0]);
}

static MlirValue sumBody(GlBuilder *b, const MlirValue *args, void *userData) {
  (void)userData;
  return toLinalgBin(b, "arith.addf", args[1], args[0]);
}

/* exp(s - m), 0 where the row maximum is -inf: args = (s, m, out). */
static MlirValue expBody(GlBuilder *b, const MlirValue *args, void *userData) {
  const AttnData *d = userData;
  MlirValue dead = toLinalgCmp(b, "arith.cmpf", CMPF_OEQ, args[1], toLinalgFloatConst(b, d->at, -INFINITY));
  MlirValue e = toLinalgUn(b, "math.exp", toLinalgBin(b, "arith.subf", args[0], args[1]));
  MlirValue ops[3] = {dead, toLinalgFloatConst(b, d->at, 0.0), e};
  return toLinalgOp(b, "arith.select", 3, ops, d->at, 0, NULL);
}

/* acc + (l == 0 ? 0 : e / l) * v: args = (e, l, v, acc). */
static MlirValue contextBody(GlBuilder *b, const MlirValue *args, void *userData) {
  const AttnData *d = userData;
  MlirValue zero = toLinalgFloatConst(b, d->at, 0.0);
  MlirValue empty = toLinalgCmp(b, "arith.cmpf", CMPF_OEQ, args[1], zero);
  MlirValue p = toLinalgBin(b, "arith.divf", args[0], args[1]);
  MlirValue ops[3] = {empty, zero, p};
  p = toLinalgOp(b, "arith.select", 3, ops, d->at, 0, NULL);
  MlirValue pv = toLinalgBin(b, "arith.mulf", p, toLinalgConvert(b, args[2], d->at));
  return toLinalgBin(b, "arith.addf", args[3], pv);
}

/* The map of q (kv false) or k/v (kv true) inside loops whose first r - 3
 * are the batch dims, then h, `row`, `col`: k and v read head h / g. */
static MlirAffineMap operandMap(GlBuilder *b, int64_t nLoops, int64_t r, int64_t g, bool kv,
                                int64_t row, int64_t col) {
  MlirAffineExpr e[HIDET_MAX_RANK];
  for (int64_t i = 0; i < r - 3; ++i)
    e[i] = toLinalgDim(b, i);
  e[r - 3] = kv ? toLinalgFloorDivC(b, toLinalgDim(b, r - 3), g) : toLinalgDim(b, r - 3);
  e[r - 2] = toLinalgDim(b, row);
  e[r - 1] = toLinalgDim(b, col);
  return toLinalgMap(b, nLoops, r, e);
}

MlirValue toLinalgLowerAttention(GlBuilder *b, MlirOperation op) {
  MlirValue q = mlirOperationGetOperand(op, 0), k = mlirOperationGetOperand(op, 1),
            v = mlirOperationGetOperand(op, 2);
  GlShape qs = toLinalgShapeOf(mlirValueGetType(q)), ks = toLinalgShapeOf(mlirValueGetType(k)),
          vs = toLinalgShapeOf(mlirValueGetType(v));
  int64_t r = qs.rank, D = qs.d[r - 1], g = qs.d[r - 3] / (ks.d[r - 3] ? ks.d[r - 3] : 1);
  MlirType elt = toLinalgElementType(q), at = toLinalgComputeType(b->ctx, elt);
  MlirAttribute scaleAttr = hidetOpAttr(op, "scale"), causalAttr = hidetOpAttr(op, "causal");
  AttnData d = {at,
                mlirAttributeIsNull(scaleAttr) ? 1.0 / sqrt((double)(D ? D : 1))
                                               : mlirFloatAttrGetValueDouble(scaleAttr),
                0, !mlirAttributeIsNull(causalAttr) && mlirBoolAttrGetValue(causalAttr), r - 2, r - 1};
  MlirValue mask = mlirOperationGetNumOperands(op) > 3 ? mlirOperationGetOperand(op, 3) : (MlirValue){NULL};
  if (!mlirValueIsNull(mask))
    d.maskKind = mlirTypeIsAInteger(toLinalgElementType(mask)) ? 2 : 1;

  /* Raw scores: loops (b.., h, i, j, d). */
  GlShape ss = qs, rows = qs;
  ss.d[r - 1] = ks.d[r - 2];
  rows.rank = r - 1;
  int64_t n5 = r + 1, scoreLoops[HIDET_MAX_RANK + 1];
  for (int64_t i = 0; i < r; ++i)
    scoreLoops[i] = i;
  bool red5[GL_MAX_LOOPS] = {false};
  red5[r] = true;
  MlirValue ins[3] = {q, k};
  MlirAffineMap maps[3] = {operandMap(b, n5, r, g, false, r - 2, r), operandMap(b, n5, r, g, true, r - 1, r)};
  MlirValue s = toLinalgGeneric(b, n5, red5, 2, ins, maps, toLinalgFill(b, &ss, at, 0.0),
                                toLinalgSelectMap(b, n5, r, scoreLoops), toLinalgMacBody, &at);

  /* Scale and mask: loops (b.., h, i, j). */
  MlirAffineMap id = toLinalgIdentityMap(b, r);
  ins[0] = s;
  maps[0] = id;
  intptr_t nIns = 1;
  if (d.maskKind) {
    GlShape ms = toLinalgShapeOf(mlirValueGetType(mask));
    ins[1] = mask;
    maps[1] = toLinalgBroadcastMap(b, &ms, &ss);
    nIns = 2;
  }
  s = toLinalgGeneric(b, r, NULL, nIns, ins, maps, toLinalgEmpty(b, &ss, at), id, logitBody, &d);

  /* Row maximum and sum of exponentials: j reduced. */
  bool redJ[GL_MAX_LOOPS] = {false};
  redJ[r - 1] = true;
  MlirAffineMap rowMap = toLinalgSelectMap(b, r, r - 1, scoreLoops);
  MlirValue m = toLinalgGeneric(b, r, redJ, 1, &s, &id, toLinalgFill(b, &rows, at, -INFINITY), rowMap,
                                maxBody, &d);
  ins[0] = s;
  ins[1] = m;
  maps[0] = id;
  maps[1] = rowMap;
  MlirValue e = toLinalgGeneric(b, r, NULL, 2, ins, maps, toLinalgEmpty(b, &ss, at), id, expBody, &d);
  MlirValue l = toLinalgGeneric(b, r, redJ, 1, &e, &id, toLinalgFill(b, &rows, at, 0.0), rowMap, sumBody, &d);

  /* Context: loops (b.., h, i, c, j), j reduced. */
  GlShape os = qs;
  os.d[r - 1] = vs.d[r - 1];
  int64_t eLoops[HIDET_MAX_RANK], outLoops[HIDET_MAX_RANK];
  for (int64_t i = 0; i < r - 1; ++i)
    eLoops[i] = outLoops[i] = i;
  eLoops[r - 1] = r;
  outLoops[r - 1] = r - 1;
  MlirValue cins[3] = {e, l, v};
  MlirAffineMap cmaps[3] = {toLinalgSelectMap(b, n5, r, eLoops), toLinalgSelectMap(b, n5, r - 1, eLoops),
                            operandMap(b, n5, r, g, true, r, r - 1)};
  MlirValue out = toLinalgGeneric(b, n5, red5, 3, cins, cmaps, toLinalgFill(b, &os, at, 0.0),
                                  toLinalgSelectMap(b, n5, r, outLoops), contextBody, &d);
  return toLinalgConvertTensor(b, out, elt);
}
