/*===-- import_tosa_data.c - Constants and data movement ------------------===*
 * const, reshape, transpose, slice, concat, tile, pad, gather, scatter,
 * identity.
 * Shape operands (!tosa.shape) must come from tosa.const_shape; they are
 * read at compile time and the const_shape ops erased by the driver.
 *===----------------------------------------------------------------------===*/
#include "import_tosa.h"
#include "reshape_rule.h"

#include <stdio.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static intptr_t rankOf(MlirValue v) { return mlirShapedTypeGetRank(mlirValueGetType(v)); }

/* ---- const / const_shape / identity. ---------------------------------- */

bool importTosaCheckConst(MlirOperation op) {
  MlirAttribute v = hidetOpAttr(op, "values");
  if (mlirAttributeIsNull(v) || !mlirAttributeIsAElements(v) ||
      !mlirTypeEqual(mlirAttributeGetType(v), importTosaResultType(op))) {
    hidetEmitOpError(op, "must hold an elements attribute 'values' of the result type");
    return false;
  }
  return true;
}

MlirValue importTosaConvertConst(ImBuilder *b, MlirOperation op) {
  return importerConstant(b, hidetOpAttr(op, "values"));
}

/* The driver erases const_shape ops once their users are converted, so
 * every user must be a TOSA op (which the import replaces). */
bool importTosaCheckConstShape(MlirOperation op) {
  for (MlirOpOperand u = mlirValueGetFirstUse(mlirOperationGetResult(op, 0));
       !mlirOpOperandIsNull(u); u = mlirOpOperandGetNextUse(u)) {
    char name[64];
    hidetOpName(mlirOpOperandGetOwner(u), name, sizeof name);
    if (strncmp(name, "tosa.", 5) != 0) {
      hidetEmitOpError(op, "is used by '%s'; a shape can only be used by TOSA ops", name);
      return false;
    }
  }
  return true;
}

MlirValue importTosaConvertIdentity(ImBuilder *b, MlirOperation op) {
  (void)b;
  return importTosaOperand(op, 0);
}

/* ---- reshape / transpose. --------------------------------------------- */

/* The new shape is the result type's; the operand must still be constant. */
bool importTosaCheckReshape(MlirOperation op) {
  int64_t shape[2 * HIDET_MAX_RANK];
  if (importTosaShapeOperand(op, 1, "shape", shape, HIDET_MAX_RANK) < 0)
    return false;
  /* Dynamic shapes: TOSA infers at most one -1 from the element count;
   * with the static dims before it equal on both sides that is exactly
   * graph.reshape's rule (lib/reshape_rule.h) for one `?`. */
  int64_t in[HIDET_MAX_RANK], out[HIDET_MAX_RANK];
  intptr_t ri = importerShape(mlirOperationGetOperand(op, 0), in);
  intptr_t ro = importerShape(mlirOperationGetResult(op, 0), out);
  if (mlirShapedTypeHasStaticShape(mlirValueGetType(mlirOperationGetOperand(op, 0))) &&
      mlirShapedTypeHasStaticShape(mlirValueGetType(mlirOperationGetResult(op, 0))))
    return true;
  HidetDynReshape plan;
  char why[256];
  bool ok = hidetDynReshapePlan(ri, in, ro, out, &plan, why, sizeof why);
  if (ok && plan.k > 1) {
    snprintf(why, sizeof why, "more than one dynamic dim (TOSA infers one -1)");
    ok = false;
  }
  if (!ok) {
    HidetStr a = hidetPrintType(mlirValueGetType(mlirOperationGetOperand(op, 0)));
    HidetStr b = hidetPrintType(mlirValueGetType(mlirOperationGetResult(op, 0)));
    hidetEmitOpError(op,
                     "reshapes %s to %s, which graph.reshape cannot express: %s "
                     "(docs/import-tosa.md, \"Dynamic shapes\")",
                     a.data, b.data, why);
    hidetStrFree(&a);
    hidetStrFree(&b);
  }
  return ok;
}

MlirValue importTosaConvertReshape(ImBuilder *b, MlirOperation op) {
  int64_t shape[HIDET_MAX_RANK];
  intptr_t r = importerShape(mlirOperationGetResult(op, 0), shape);
  MlirValue x = importTosaOperand(op, 0);
  return importerOp(b, "reshape", 1, &x, importerTensorType(r, shape, importerElementType(x)), 0, NULL);
}

MlirValue importTosaConvertTranspose(ImBuilder *b, MlirOperation op) {
  MlirAttribute perms = hidetOpAttr(op, "perms");
  int64_t perm[HIDET_MAX_RANK];
  intptr_t r = mlirDenseArrayGetNumElements(perms);
  for (intptr_t i = 0; i < r && i < HIDET_MAX_RANK; ++i)
    perm[i] = mlirDenseI32ArrayGetElement(perms, i);
  MlirValue x = importTosaOperand(op, 0);
  MlirNamedAttribute a = importerNamed(b->ctx, "perm", importerI64Array(b->ctx, r, perm));
  return importerOp(b, "transpose", 1, &x, importTosaResultType(op), 1, &a);
}

/* ---- slice. ----------------------------------------------------------- */

bool importTosaCheckSlice(MlirOperation op) {
  int64_t start[2 * HIDET_MAX_RANK], size[2 * HIDET_MAX_RANK], in[HIDET_MAX_RANK],
      out[HIDET_MAX_RANK];
  intptr_t r = importerShape(importTosaOperand(op, 0), in);
  importerShape(mlirOperationGetResult(op, 0), out);
  intptr_t ns = importTosaShapeOperand(op, 1, "start", start, HIDET_MAX_RANK);
  intptr_t nz = importTosaShapeOperand(op, 2, "size", size, HIDET_MAX_RANK);
  if (ns < 0 || nz < 0)
    return false;
  if (ns != r) {
    hidetEmitOpError(op, "start has %ld entries, expected %ld", (long)ns, (long)r);
    return false;
  }
  for (intptr_t i = 0; i < r; ++i)
    if (start[i] < 0 || start[i] + out[i] > in[i]) {
      hidetEmitOpError(op, "dim %ld: slice [%lld, %lld) is outside [0, %lld)", (long)i,
                       (long long)start[i], (long long)(start[i] + out[i]), (long long)in[i]);
      return false;
    }
  return true;
}

/* The sizes are the result type's dims (a TOSA size of -1 means "to the
 * end"; the result type has it resolved). */
MlirValue importTosaConvertSlice(ImBuilder *b, MlirOperation op) {
  int64_t start[2 * HIDET_MAX_RANK], end[HIDET_MAX_RANK], steps[HIDET_MAX_RANK],
      out[HIDET_MAX_RANK];
  intptr_t r = importerShape(mlirOperationGetResult(op, 0), out);
  importTosaShapeOperand(op, 1, "start", start, HIDET_MAX_RANK);
  for (intptr_t i = 0; i < r; ++i) {
    end[i] = start[i] + out[i];
    steps[i] = 1;
  }
  MlirNamedAttribute attrs[3] = {
      importerNamed(b->ctx, "starts", importerI64Array(b->ctx, r, start)),
      importerNamed(b->ctx, "ends", importerI64Array(b->ctx, r, end)),
      importerNamed(b->ctx, "steps", importerI64Array(b->ctx, r, steps)),
  };
  MlirValue x = importTosaOperand(op, 0);
  return importerOp(b, "slice", 1, &x, importTosaResultType(op), 3, attrs);
}

/* ---- concat. ---------------------------------------------------------- */

MlirValue importTosaConvertConcat(ImBuilder *b, MlirOperation op) {
  intptr_t n = mlirOperationGetNumOperands(op);
  int64_t axis = mlirIntegerAttrGetValueInt(hidetOpAttr(op, "axis"));
  MlirValue *ins = malloc((size_t)n * sizeof *ins);
  if (!ins)
    abort();
  for (intptr_t i = 0; i < n; ++i)
    ins[i] = importTosaOperand(op, i);
  MlirValue v = importerConcat(b, n, ins, axis);
  free(ins);
  return v;
}

/* ---- tile. ------------------------------------------------------------ */

bool importTosaCheckTile(MlirOperation op) {
  int64_t m[2 * HIDET_MAX_RANK], in[HIDET_MAX_RANK], out[HIDET_MAX_RANK];
  intptr_t r = importerShape(importTosaOperand(op, 0), in);
  importerShape(mlirOperationGetResult(op, 0), out);
  intptr_t n = importTosaShapeOperand(op, 1, "multiples", m, HIDET_MAX_RANK);
  if (n < 0)
    return false;
  if (n != r) {
    hidetEmitOpError(op, "multiples has %ld entries, expected %ld", (long)n, (long)r);
    return false;
  }
  intptr_t tiled = 0;
  for (intptr_t i = 0; i < r; ++i) {
    if (m[i] < 1 || in[i] * m[i] != out[i]) {
      hidetEmitOpError(op, "multiple %lld of dim %ld does not give the result dim %lld",
                       (long long)m[i], (long)i, (long long)out[i]);
      return false;
    }
    tiled += m[i] != 1 && in[i] != 1;
  }
  if (r + tiled > HIDET_MAX_RANK) {
    hidetEmitOpError(op, "needs a rank-%ld intermediate, more than %d", (long)(r + tiled),
                     HIDET_MAX_RANK);
    return false;
  }
  return true;
}

/* x[d] tiled m times is the broadcast of [1, d] to [m, d] reshaped to
 * [m*d]: each tiled dim gets a new unit dim in front of it. A dim of size
 * 1 needs no new dim (broadcast [1] to [m] directly). */
MlirValue importTosaConvertTile(ImBuilder *b, MlirOperation op) {
  int64_t m[2 * HIDET_MAX_RANK], in[HIDET_MAX_RANK], out[HIDET_MAX_RANK];
  int64_t unit[HIDET_MAX_RANK], wide[HIDET_MAX_RANK];
  intptr_t r = importerShape(importTosaOperand(op, 0), in), k = 0;
  importerShape(mlirOperationGetResult(op, 0), out);
  importTosaShapeOperand(op, 1, "multiples", m, HIDET_MAX_RANK);
  for (intptr_t i = 0; i < r; ++i) {
    if (m[i] != 1 && in[i] != 1) {
      unit[k] = 1;
      wide[k++] = m[i];
    }
    unit[k] = in[i];
    wide[k++] = in[i] == 1 ? m[i] : in[i];
  }
  MlirValue x = importerReshape(b, importTosaOperand(op, 0), k, unit);
  x = importerBroadcast(b, x, k, wide);
  return importerReshape(b, x, r, out);
}

/* ---- pad. ------------------------------------------------------------- */

bool importTosaCheckPad(MlirOperation op) {
  int64_t pad[2 * HIDET_MAX_RANK];
  double value[1];
  intptr_t r = rankOf(importTosaOperand(op, 0));
  intptr_t n = importTosaShapeOperand(op, 1, "padding", pad, 2 * HIDET_MAX_RANK);
  bool ok = importTosaConstOperand(op, 2, "pad_const", value, 1) == 1;
  if (n < 0)
    return false;
  if (n != 2 * r) {
    hidetEmitOpError(op, "padding has %ld entries, expected %ld", (long)n, (long)(2 * r));
    return false;
  }
  for (intptr_t i = 0; i < n; ++i)
    if (pad[i] < 0) {
      hidetEmitOpError(op, "negative padding (%lld) is not supported", (long long)pad[i]);
      return false;
    }
  return ok;
}

MlirValue importTosaConvertPad(ImBuilder *b, MlirOperation op) {
  int64_t pad[2 * HIDET_MAX_RANK];
  double value[1] = {0};
  intptr_t n = importTosaShapeOperand(op, 1, "padding", pad, 2 * HIDET_MAX_RANK);
  importTosaConstOperand(op, 2, "pad_const", value, 1);
  MlirNamedAttribute attrs[2] = {
      importerNamed(b->ctx, "padding", importerI64Array(b->ctx, n, pad)),
      importerNamed(b->ctx, "value", mlirFloatAttrDoubleGet(b->ctx, mlirF64TypeGet(b->ctx), value[0])),
  };
  MlirValue x = importTosaOperand(op, 0);
  return importerOp(b, "pad", 1, &x, importTosaResultType(op), 2, attrs);
}

/* ---- gather: values [N,K,C], indices [N,W] -> [N,W,C]. ---------------- */

bool importTosaCheckGather(MlirOperation op) {
  MlirType it = importerElementType(importTosaOperand(op, 1));
  if (!mlirTypeIsAInteger(it) || mlirIntegerTypeGetWidth(it) < 8) {
    hidetEmitOpError(op, "indices must be integers");
    return false;
  }
  return true;
}

/* graph.gather on axis 0 of values flattened to [N*K, C], with the flat
 * row n*K + idx[n, w]. For N > 1 the offsets n*K are added in f64 (exact
 * below 2^53) and cast back to the index type. */
MlirValue importTosaConvertGather(ImBuilder *b, MlirOperation op) {
  int64_t v[HIDET_MAX_RANK], ix[HIDET_MAX_RANK];
  importerShape(importTosaOperand(op, 0), v);
  importerShape(importTosaOperand(op, 1), ix);
  int64_t n = v[0], k = v[1], c = v[2], w = ix[1];
  int64_t rows[2] = {n * k, c}, flat[1] = {n * w}, gathered[2] = {n * w, c};
  MlirValue values = importerReshape(b, importTosaOperand(op, 0), 2, rows);
  MlirValue idx = importTosaOperand(op, 1);
  if (n > 1) {
    MlirType f64 = mlirF64TypeGet(b->ctx), it = importerElementType(idx);
    int64_t offShape[2] = {n, 1};
    MlirAttribute *offs = malloc((size_t)n * sizeof *offs);
    if (!offs)
      abort();
    for (int64_t i = 0; i < n; ++i)
      offs[i] = mlirFloatAttrDoubleGet(b->ctx, f64, (double)(i * k));
    MlirValue off = importerConstant(
        b, mlirDenseElementsAttrGet(importerTensorType(2, offShape, f64), (intptr_t)n, offs));
    free(offs);
    idx = importerCast(b, importerBinary(b, "add", importerCast(b, idx, f64), off, f64), it);
  }
  idx = importerReshape(b, idx, 1, flat);
  MlirNamedAttribute a = importerNamed(b->ctx, "axis", importerI64(b->ctx, 0));
  MlirValue ins[2] = {values, idx};
  MlirValue g = importerOp(b, "gather", 2, ins, importerTensorType(2, gathered, importerElementType(values)), 1, &a);
  return importerReshape(b, g, 3, (int64_t[3]){n, w, c});
}

/* ---- scatter: values_in [N,K,C], indices [N,W], input [N,W,C] -> [N,K,C]. */

/* out[n, k, :] = input[n, w, :] where indices[n, w] == k, else
 * values_in[n, k, :]. Over [N, K, W, C]: hit = (indices[n, w] == k), the
 * written row is max over w of select(hit, input, -inf) (one w at most
 * hits: TOSA requires the indices of an n to be unique, so the max is the
 * one value, -0.0 and NaN included), taken where any w hits. (TOSA's
 * verifier has checked that the indices are i32 or i64.) Values and
 * indices in f64 (graph arithmetic is float-only), exact for every float
 * type the graph has and integers below 2^53; cast back. N*K*W*C work. */
MlirValue importTosaConvertScatter(ImBuilder *b, MlirOperation op) {
  MlirContext ctx = b->ctx;
  int64_t v[HIDET_MAX_RANK], ix[HIDET_MAX_RANK];
  importerShape(importTosaOperand(op, 0), v);
  importerShape(importTosaOperand(op, 1), ix);
  int64_t n = v[0], k = v[1], c = v[2], w = ix[1];
  MlirType f64 = mlirF64TypeGet(ctx), f32 = mlirF32TypeGet(ctx), i1 = mlirIntegerTypeGet(ctx, 1);
  MlirValue values = importTosaOperand(op, 0);
  MlirType elt = importerElementType(values);
  MlirValue idx = importerReshape(b, importerCast(b, importTosaOperand(op, 1), f64), 4, (int64_t[4]){n, 1, w, 1});
  MlirAttribute *ks = malloc((size_t)k * sizeof *ks);
  if (!ks)
    abort();
  for (int64_t i = 0; i < k; ++i)
    ks[i] = mlirFloatAttrDoubleGet(ctx, f64, (double)i);
  MlirValue iota = importerConstant(
      b, mlirDenseElementsAttrGet(importerTensorType(4, (int64_t[4]){1, k, 1, 1}, f64), (intptr_t)k, ks));
  free(ks);
  MlirNamedAttribute eqAttr = importerNamed(ctx, "predicate", importerStr(ctx, "eq"));
  MlirValue cmp[2] = {idx, iota};
  MlirValue hit = importerOp(b, "compare", 2, cmp, importerTensorType(4, (int64_t[4]){n, k, w, 1}, i1), 1, &eqAttr);
  MlirValue in = importerReshape(b, importerCast(b, importTosaOperand(op, 2), f64), 4, (int64_t[4]){n, 1, w, c});
  MlirValue sel[3] = {hit, in, importTosaScalar(b, f64, 0, -INFINITY)};
  MlirValue picked = importerOp(b, "select", 3, sel, importerTensorType(4, (int64_t[4]){n, k, w, c}, f64), 0, NULL);
  int64_t axis = 2;
  MlirNamedAttribute maxAttrs[3] = {importerNamed(ctx, "kind", importerStr(ctx, "max")),
                                    importerNamed(ctx, "axes", importerI64Array(ctx, 1, &axis)),
                                    importerNamed(ctx, "keepdims", mlirBoolAttrGet(ctx, 1))};
  MlirValue row = importerOp(b, "reduce", 1, &picked, importerTensorType(4, (int64_t[4]){n, k, 1, c}, f64), 3,
                             maxAttrs);
  row = importerCast(b, importerReshape(b, row, 3, (int64_t[3]){n, k, c}), elt);
  MlirValue hitF = importerCast(b, hit, f32);
  MlirValue any = importerOp(b, "reduce", 1, &hitF, importerTensorType(4, (int64_t[4]){n, k, 1, 1}, f32), 3,
                             maxAttrs);
  MlirNamedAttribute gtAttr = importerNamed(ctx, "predicate", importerStr(ctx, "gt"));
  MlirValue gt[2] = {any, importTosaScalar(b, f32, 0, 0.5)};
  MlirValue written = importerOp(b, "compare", 2, gt, importerTensorType(4, (int64_t[4]){n, k, 1, 1}, i1), 1, &gtAttr);
  written = importerReshape(b, written, 3, (int64_t[3]){n, k, 1});
  MlirValue out[3] = {written, row, values};
  return importerOp(b, "select", 3, out, importTosaResultType(op), 0, NULL);
}
