/*===-- import_linalg_tensor.c - tensor ops and constants -> graph ops ----===*
 * tensor.empty (nothing: only used as `outs`), tensor.expand_shape /
 * collapse_shape (graph.reshape), tensor.extract_slice (graph.slice, plus a
 * reshape when rank-reducing), tensor.pad (folded into the padding of the
 * convs / pools that read it, else graph.pad), arith.constant of tensor
 * type (graph.constant; scalar constants stay for the bodies that use them),
 * tensor.concat (graph.concat; its operands seen through tensor.casts to a
 * less static type, which torch.roll's slices get), tensor.insert_slice (unit strides: the
 * destination's slices around the box concatenated with the source, one
 * dim at a time).
 *===----------------------------------------------------------------------===*/
#include "import_linalg.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const kTensorOps[] = {
    "tensor.empty",  "tensor.expand_shape",  "tensor.collapse_shape", "tensor.extract_slice",
    "tensor.pad",    "arith.constant",       "tensor.concat",         "tensor.insert_slice",
    "tensor.dim",    "tensor.cast",          "tensor.reshape",        "tensor.from_elements"};

bool importLinalgIsTensor(MlirOperation op) {
  for (size_t i = 0; i < sizeof kTensorOps / sizeof kTensorOps[0]; ++i)
    if (hidetOpIs(op, kTensorOps[i]))
      return true;
  return false;
}

/* ---- tensor.pad. ----------------------------------------------------------- */

/* The pad's low/high amounts and its constant value. */
static bool padInfo(MlirOperation pad, int64_t *lo, int64_t *hi, double *value) {
  MlirValue src = mlirOperationGetOperand(pad, 0);
  int64_t s[HIDET_MAX_RANK];
  intptr_t r = importerShape(src, s);
  if (mlirOperationGetNumOperands(pad) != 1 || !importLinalgIntList(hidetOpAttr(pad, "static_low"), r, lo) ||
      !importLinalgIntList(hidetOpAttr(pad, "static_high"), r, hi))
    return false;
  for (intptr_t i = 0; i < r; ++i)
    if (lo[i] < 0 || hi[i] < 0)
      return false;
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(pad, 0));
  if (mlirBlockIsNull(body))
    return false;
  MlirOperation yield = mlirBlockGetTerminator(body);
  return mlirOperationGetNumOperands(yield) == 1 &&
         importLinalgScalarConst(mlirOperationGetOperand(yield, 0), value);
}

static bool isConv(MlirOperation op, bool *nhwc) {
  *nhwc = hidetOpIs(op, "linalg.conv_2d_nhwc_hwcf") || hidetOpIs(op, "linalg.depthwise_conv_2d_nhwc_hwc") ||
          hidetOpIs(op, "linalg.depthwise_conv_2d_nhwc_hwcm");
  return *nhwc || hidetOpIs(op, "linalg.conv_2d_nchw_fchw") ||
         hidetOpIs(op, "linalg.depthwise_conv_2d_nchw_chw");
}

/* Max pools take a -inf pad, sum pools a 0 pad (graph.pool2d's avg counts
 * padded taps, so avg * window == the sum over the zero-padded input). */
static bool isPool(MlirOperation op, bool *nhwc, bool *isMax) {
  *isMax = hidetOpIs(op, "linalg.pooling_nhwc_max") || hidetOpIs(op, "linalg.pooling_nchw_max");
  *nhwc = hidetOpIs(op, "linalg.pooling_nhwc_max") || hidetOpIs(op, "linalg.pooling_nhwc_sum");
  return *isMax || hidetOpIs(op, "linalg.pooling_nchw_sum") || hidetOpIs(op, "linalg.pooling_nhwc_sum");
}

/* Whether `user` can take the pad as its padding attribute. */
static bool userFolds(MlirOperation user, MlirValue padded, const int64_t *lo, const int64_t *hi,
                      double value) {
  bool nhwc, isMax = false, conv = isConv(user, &nhwc);
  if (!conv && !isPool(user, &nhwc, &isMax))
    return false;
  if (!mlirValueEqual(mlirOperationGetOperand(user, 0), padded) ||
      mlirValueEqual(mlirOperationGetOperand(user, 1), padded))
    return false;
  if (isMax ? !(isinf(value) && value < 0) : value != 0.0)
    return false;
  int h = nhwc ? 1 : 2, w = h + 1, c = nhwc ? 3 : 1;
  if (lo[0] || hi[0] || lo[c] || hi[c])
    return false;
  if (conv)
    return true;
  int64_t win[2]; /* graph.pool2d wants each pad below the kernel extent */
  importerShape(mlirOperationGetOperand(user, 1), win);
  return lo[h] < win[0] && hi[h] < win[0] && lo[w] < win[1] && hi[w] < win[1];
}

bool importLinalgPadFoldable(MlirOperation pad) {
  int64_t lo[HIDET_MAX_RANK], hi[HIDET_MAX_RANK];
  double value;
  MlirValue res = mlirOperationGetResult(pad, 0);
  if (!importerIsStaticTensor(res) || mlirShapedTypeGetRank(mlirValueGetType(res)) != 4 ||
      !padInfo(pad, lo, hi, &value))
    return false;
  MlirOpOperand u = mlirValueGetFirstUse(res);
  if (mlirOpOperandIsNull(u))
    return false;
  for (; !mlirOpOperandIsNull(u); u = mlirOpOperandGetNextUse(u))
    if (!userFolds(mlirOpOperandGetOwner(u), res, lo, hi, value))
      return false;
  return true;
}

MlirValue importLinalgUnfoldPad(MlirValue input, bool nhwc, int64_t pad[4]) {
  memset(pad, 0, 4 * sizeof *pad);
  MlirOperation def = importLinalgDefOp(input);
  if (!hidetOpIs(def, "tensor.pad") || !importLinalgPadFoldable(def))
    return input;
  int64_t lo[4], hi[4];
  double value;
  padInfo(def, lo, hi, &value);
  int h = nhwc ? 1 : 2;
  pad[0] = lo[h];
  pad[1] = hi[h];
  pad[2] = lo[h + 1];
  pad[3] = hi[h + 1];
  return mlirOperationGetOperand(def, 0);
}

/* ---- Checks. ----------------------------------------------------------------- */

/* The static value behind a tensor.cast (v itself otherwise). */
static MlirValue throughCast(MlirValue v) {
  MlirOperation def = importLinalgDefOp(v);
  return hidetOpIs(def, "tensor.cast") ? mlirOperationGetOperand(def, 0) : v;
}

/* tensor.concat: a static result; operands static or cast from static
 * (the casts go through importLinalgCheckStatic, which takes ? dims). */
static bool checkConcat(MlirOperation op) {
  MlirValue res = mlirOperationGetResult(op, 0);
  bool ok = importerIsStaticTensor(res);
  for (intptr_t i = 0; ok && i < mlirOperationGetNumOperands(op); ++i)
    ok = importerIsStaticTensor(throughCast(mlirOperationGetOperand(op, i)));
  return ok || importLinalgCheckStatic(op);
}

/* Dynamic shapes: a dynamic size of a tensor.extract_slice is accepted
 * where it takes a `?` dim of the source whole: offset 0, stride 1, the size
 * provably that dim (torch-mlir's q/k/v split of in_proj along a static dim:
 * sizes tensor.dim of the source). graph.slice takes such a dim whole. */
static bool checkDynSlice(MlirOperation op, intptr_t r, const int64_t *off, const int64_t *size,
                          const int64_t *step) {
  MlirAttribute seg = hidetOpAttr(op, "operandSegmentSizes");
  MlirValue src = mlirOperationGetOperand(op, 0);
  MlirType rt = mlirValueGetType(mlirOperationGetResult(op, 0));
  if (mlirAttributeIsNull(seg) || !mlirAttributeIsADenseI32Array(seg) ||
      mlirDenseArrayGetNumElements(seg) != 4 || mlirDenseI32ArrayGetElement(seg, 1) != 0 ||
      mlirDenseI32ArrayGetElement(seg, 3) != 0 || !mlirTypeIsARankedTensor(rt) ||
      mlirShapedTypeGetRank(rt) != r)
    return false;
  intptr_t k = 1; /* the next size operand */
  for (intptr_t i = 0; i < r; ++i) {
    if (!mlirShapedTypeIsDynamicSize(size[i])) {
      if (mlirShapedTypeIsDynamicDim(mlirValueGetType(src), i) || off[i] < 0 || size[i] < 0 ||
          step[i] < 1)
        return false; /* part of a `?` dim, or bad */
      continue;
    }
    if (off[i] != 0 || step[i] != 1 || k >= mlirOperationGetNumOperands(op) ||
        !mlirShapedTypeIsDynamicDim(mlirValueGetType(src), i) ||
        !importLinalgSymScalarIsDim(mlirOperationGetOperand(op, k), src, i))
      return false;
    ++k;
  }
  return k == mlirOperationGetNumOperands(op);
}

static bool checkSlice(MlirOperation op) {
  int64_t s[HIDET_MAX_RANK], off[HIDET_MAX_RANK], size[HIDET_MAX_RANK], step[HIDET_MAX_RANK];
  intptr_t r = importerShape(mlirOperationGetOperand(op, 0), s);
  bool attrs = importLinalgIntList(hidetOpAttr(op, "static_offsets"), r, off) &&
               importLinalgIntList(hidetOpAttr(op, "static_sizes"), r, size) &&
               importLinalgIntList(hidetOpAttr(op, "static_strides"), r, step);
  if (attrs && mlirOperationGetNumOperands(op) > 1 && checkDynSlice(op, r, off, size, step))
    return true;
  if (!attrs || mlirOperationGetNumOperands(op) != 1) {
    hidetEmitOpError(op, "has dynamic offsets, sizes or strides: hidet-import-linalg needs static "
                         "ones, or a dynamic dim taken whole (offset 0, size the source's size "
                         "there, stride 1)");
    return false;
  }
  if (!importLinalgCheckStatic(op))
    return false;
  for (intptr_t i = 0; i < r; ++i)
    if (off[i] < 0 || size[i] < 0 || step[i] < 1) {
      hidetEmitOpError(op, "has dynamic or negative offsets/sizes/strides (dim %ld)", (long)i);
      return false;
    }
  return true;
}

/* tensor.insert_slice: static offsets and sizes, unit strides (MLIR's
 * verifier has checked that the box lies inside the destination and that
 * the source has its shape, up to the unit dims a rank-reducing insert
 * drops). */
static bool checkInsert(MlirOperation op) {
  int64_t s[HIDET_MAX_RANK], off[HIDET_MAX_RANK], size[HIDET_MAX_RANK], step[HIDET_MAX_RANK];
  intptr_t r = importerShape(mlirOperationGetOperand(op, 1), s);
  if (mlirOperationGetNumOperands(op) != 2 || !importLinalgIntList(hidetOpAttr(op, "static_offsets"), r, off) ||
      !importLinalgIntList(hidetOpAttr(op, "static_sizes"), r, size) ||
      !importLinalgIntList(hidetOpAttr(op, "static_strides"), r, step)) {
    hidetEmitOpError(op, "has dynamic offsets, sizes or strides: hidet-import-linalg needs static ones");
    return false;
  }
  for (intptr_t i = 0; i < r; ++i)
    if (step[i] != 1) {
      hidetEmitOpError(op, "has stride %lld in dim %ld: hidet-import-linalg inserts with unit strides only",
                       (long long)step[i], (long)i);
      return false;
    }
  return true;
}

static bool checkPad(MlirOperation op) {
  int64_t lo[HIDET_MAX_RANK], hi[HIDET_MAX_RANK];
  double value;
  if (!padInfo(op, lo, hi, &value)) {
    hidetEmitOpError(op, "must pad by static non-negative amounts with a scalar arith.constant "
                         "defined outside its region");
    return false;
  }
  return true;
}

static bool checkConstant(MlirOperation op) {
  MlirValue res = mlirOperationGetResult(op, 0);
  if (!mlirTypeIsAShaped(mlirValueGetType(res)))
    return true; /* scalars are read by bodies and fills */
  if (!mlirTypeIsARankedTensor(mlirValueGetType(res)) ||
      !mlirAttributeIsAElements(hidetOpAttr(op, "value"))) {
    hidetEmitOpError(op, "of a non-tensor shaped type is not supported by hidet-import-linalg");
    return false;
  }
  return true;
}

/* The shape operand of torch-mlir's tensor.reshape (aten.view with dynamic
 * dims): read by the symbolic evaluation, never as data. */
static bool checkFromElements(MlirOperation op) {
  MlirValue r = mlirOperationGetResult(op, 0);
  for (MlirOpOperand u = mlirValueGetFirstUse(r); !mlirOpOperandIsNull(u);
       u = mlirOpOperandGetNextUse(u)) {
    MlirOperation user = mlirOpOperandGetOwner(u);
    if (!hidetOpIs(user, "tensor.reshape") || mlirOpOperandGetOperandNumber(u) != 1) {
      hidetEmitOpError(op, "is used other than as the shape of a tensor.reshape");
      return false;
    }
  }
  return true;
}

bool importLinalgCheckTensor(MlirOperation op) {
  if (hidetOpIs(op, "tensor.concat"))
    return checkConcat(op);
  if (hidetOpIs(op, "tensor.extract_slice"))
    return checkSlice(op); /* checks static types itself */
  if (!importLinalgCheckStatic(op))
    return false;
  if (hidetOpIs(op, "tensor.pad"))
    return checkPad(op);
  if (hidetOpIs(op, "tensor.insert_slice"))
    return checkInsert(op);
  if (hidetOpIs(op, "arith.constant"))
    return checkConstant(op);
  if (hidetOpIs(op, "tensor.from_elements"))
    return checkFromElements(op);
  if (hidetOpIs(op, "tensor.reshape") &&
      !hidetOpIs(importLinalgDefOp(mlirOperationGetOperand(op, 1)), "tensor.from_elements")) {
    hidetEmitOpError(op, "takes its shape from something other than tensor.from_elements");
    return false;
  }
  if (importLinalgRowsIsSplit(op))
    return true; /* checked at conversion: rows held un-flattened, split back */
  if (hidetOpIs(op, "tensor.expand_shape") || hidetOpIs(op, "tensor.collapse_shape") ||
      hidetOpIs(op, "tensor.reshape"))
    return importLinalgCheckDynReshape(op);
  return true;
}

/* ---- Conversion. ------------------------------------------------------------- */

static MlirValue convertSlice(ImBuilder *b, MlirOperation op) {
  MlirValue x = importLinalgData(b, mlirOperationGetOperand(op, 0));
  int64_t s[HIDET_MAX_RANK], off[HIDET_MAX_RANK], size[HIDET_MAX_RANK], step[HIDET_MAX_RANK];
  int64_t end[HIDET_MAX_RANK], so[HIDET_MAX_RANK];
  intptr_t r = importerShape(x, s);
  importLinalgIntList(hidetOpAttr(op, "static_offsets"), r, off);
  importLinalgIntList(hidetOpAttr(op, "static_sizes"), r, size);
  importLinalgIntList(hidetOpAttr(op, "static_strides"), r, step);
  bool identity = true, dyn = false;
  for (intptr_t i = 0; i < r; ++i) {
    if (mlirShapedTypeIsDynamicSize(size[i])) {
      /* a dim taken whole (checkDynSlice): as the import holds it (`?`, or
       * the 1 of a kept broadcast) */
      dyn = true;
      off[i] = 0;
      end[i] = INT64_MAX;
      size[i] = s[i];
      continue;
    }
    end[i] = size[i] ? off[i] + (size[i] - 1) * step[i] + 1 : off[i];
    identity = identity && off[i] == 0 && size[i] == s[i] && step[i] == 1;
  }
  MlirValue v = x;
  if (!identity) {
    MlirContext c = b->ctx;
    MlirNamedAttribute a[3] = {importerNamed(c, "starts", importerI64Array(c, r, off)),
                               importerNamed(c, "ends", importerI64Array(c, r, end)),
                               importerNamed(c, "steps", importerI64Array(c, r, step))};
    v = importerOp(b, "slice", 1, &x, importerTensorType(r, size, importerElementType(x)), 3, a);
  }
  if (dyn)
    return v; /* never rank-reducing (checkDynSlice) */
  intptr_t ro = importerShape(mlirOperationGetResult(op, 0), so);
  return importLinalgReshape(b, v, ro, so); /* rank-reducing slices */
}

/* graph.slice of x along dim d to [lo, hi), the other dims whole. */
static MlirValue sliceDim(ImBuilder *b, MlirValue x, intptr_t d, int64_t lo, int64_t hi) {
  int64_t s[HIDET_MAX_RANK], st[HIDET_MAX_RANK], en[HIDET_MAX_RANK];
  intptr_t r = importerShape(x, s);
  if (lo == 0 && hi == s[d])
    return x;
  for (intptr_t i = 0; i < r; ++i) {
    st[i] = i == d ? lo : 0;
    en[i] = i == d ? hi : s[i];
  }
  s[d] = hi - lo;
  MlirContext c = b->ctx;
  MlirNamedAttribute a[2] = {importerNamed(c, "starts", importerI64Array(c, r, st)),
                             importerNamed(c, "ends", importerI64Array(c, r, en))};
  return importerOp(b, "slice", 1, &x, importerTensorType(r, s, importerElementType(x)), 2, a);
}

/* dst (the destination restricted to the box in dims < d) with the box in
 * dims >= d replaced by src: along dim d, the slice before the box, the
 * box (recursively) and the slice after it, concatenated. */
static MlirValue insertFrom(ImBuilder *b, MlirValue dst, MlirValue src, intptr_t d, intptr_t r,
                            const int64_t *off, const int64_t *size) {
  if (d == r)
    return src;
  int64_t s[HIDET_MAX_RANK];
  importerShape(dst, s);
  MlirValue parts[3];
  intptr_t n = 0;
  if (off[d] > 0)
    parts[n++] = sliceDim(b, dst, d, 0, off[d]);
  parts[n++] = insertFrom(b, sliceDim(b, dst, d, off[d], off[d] + size[d]), src, d + 1, r, off, size);
  if (off[d] + size[d] < s[d])
    parts[n++] = sliceDim(b, dst, d, off[d] + size[d], s[d]);
  return n == 1 ? parts[0] : importerConcat(b, n, parts, d);
}

static MlirValue convertInsert(ImBuilder *b, MlirOperation op) {
  MlirValue dst = importLinalgData(b, mlirOperationGetOperand(op, 1));
  int64_t s[HIDET_MAX_RANK], off[HIDET_MAX_RANK], size[HIDET_MAX_RANK];
  intptr_t r = importerShape(dst, s);
  importLinalgIntList(hidetOpAttr(op, "static_offsets"), r, off);
  importLinalgIntList(hidetOpAttr(op, "static_sizes"), r, size);
  for (intptr_t i = 0; i < r; ++i)
    if (size[i] == 0)
      return dst; /* an empty box */
  MlirValue src = importLinalgData(b, mlirOperationGetOperand(op, 0));
  src = importLinalgReshape(b, src, r, size); /* rank-reducing inserts */
  return insertFrom(b, dst, src, 0, r, off, size);
}

static MlirValue convertPad(ImBuilder *b, MlirOperation op) {
  int64_t lo[HIDET_MAX_RANK], hi[HIDET_MAX_RANK];
  double value;
  padInfo(op, lo, hi, &value);
  return importLinalgPad(b, importLinalgData(b, mlirOperationGetOperand(op, 0)), lo, hi, value);
}

/* Dynamic shapes: a reshape's operand must still have its linalg type's
 * sizes, `?` and static (not a 1 from a broadcast to a `?` size kept
 * unexpanded, nor a `?` where a tensor.cast made the dim static). */
static bool keptShape(MlirOperation op) {
  MlirValue x = mlirOperationGetOperand(op, 0);
  intptr_t r = mlirShapedTypeGetRank(mlirValueGetType(x));
  for (intptr_t j = 0; j < r; ++j) {
    int64_t have = mlirShapedTypeGetDimSize(mlirValueGetType(x), j);
    int64_t want = importLinalgOrigDim(op, 0, j);
    if (have == want)
      continue;
    /* a `?` held as 1 (a broadcast kept unexpanded), or a 1 the program
     * has from a tensor.cast of a `?` (the import keeps the cast's source):
     * the reshape would read other sizes than the program's */
    char hs[24] = "?", ws[24] = "?";
    if (!mlirShapedTypeIsDynamicSize(have))
      snprintf(hs, sizeof hs, "%lld", (long long)have);
    if (!mlirShapedTypeIsDynamicSize(want))
      snprintf(ws, sizeof ws, "%lld", (long long)want);
    HidetStr t = hidetPrintType(mlirValueGetType(x));
    hidetEmitOpError(op,
                     "reshapes a value the import holds as %s, with %s in dim %ld where the "
                     "program has %s (%s): not supported (docs/import-linalg.md, "
                     "\"Dynamic shapes\")",
                     t.data, hs, (long)j, ws,
                     mlirShapedTypeIsDynamicSize(want)
                         ? "a broadcast to a dynamic size kept unexpanded"
                         : "a tensor.cast between static and dynamic dims");
    hidetStrFree(&t);
    return false;
  }
  return true;
}

bool importLinalgConvertTensor(MlirOperation op) {
  ImBuilder b = importerBuilderBefore(op);
  MlirValue v = {NULL};
  if (hidetOpIs(op, "tensor.from_elements"))
    return true; /* a reshape's shape: dropped with it */
  if (hidetOpIs(op, "tensor.expand_shape") || hidetOpIs(op, "tensor.collapse_shape") ||
      hidetOpIs(op, "tensor.reshape")) {
    bool done = false; /* rows held un-flattened (import_linalg_rows.c) */
    if (!importLinalgRowsConvertReshape(op, &done))
      return false;
    if (done)
      return true;
    if (!keptShape(op))
      return false;
    int64_t s[HIDET_MAX_RANK];
    intptr_t r = importerShape(mlirOperationGetResult(op, 0), s);
    v = importLinalgReshape(&b, importLinalgData(&b, mlirOperationGetOperand(op, 0)), r, s);
  } else if (hidetOpIs(op, "tensor.extract_slice")) {
    v = convertSlice(&b, op);
  } else if (hidetOpIs(op, "tensor.concat")) {
    intptr_t n = mlirOperationGetNumOperands(op);
    MlirValue *ins = malloc((size_t)n * sizeof *ins);
    if (!ins)
      abort();
    for (intptr_t i = 0; i < n; ++i)
      ins[i] = importLinalgData(&b, throughCast(mlirOperationGetOperand(op, i)));
    v = importerConcat(&b, n, ins, mlirIntegerAttrGetValueInt(hidetOpAttr(op, "dim")));
    free(ins);
  } else if (hidetOpIs(op, "tensor.insert_slice")) {
    v = convertInsert(&b, op);
  } else if (hidetOpIs(op, "tensor.cast")) {
    /* static <-> dynamic: the value itself (a `?` matches any size; a
     * concat also reads through the cast) */
    v = importLinalgData(&b, mlirOperationGetOperand(op, 0));
  } else if (hidetOpIs(op, "tensor.pad")) {
    if (!importLinalgPadFoldable(op))
      v = convertPad(&b, op);
  } else if (hidetOpIs(op, "arith.constant") &&
             mlirTypeIsAShaped(mlirValueGetType(mlirOperationGetResult(op, 0)))) {
    v = importerConstant(&b, hidetOpAttr(op, "value"));
  }
  if (!mlirValueIsNull(v))
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, 0), v);
  return true;
}
