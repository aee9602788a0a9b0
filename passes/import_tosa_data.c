/*===-- import_tosa_data.c - Constants and data movement ------------------===*
 * const, reshape, transpose, slice, concat, tile, pad, gather, identity.
 * Shape operands (!tosa.shape) must come from tosa.const_shape; they are
 * read at compile time and the const_shape ops erased by the driver.
 *===----------------------------------------------------------------------===*/
#include "import_tosa.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdlib.h>
#include <string.h>

static intptr_t rankOf(MlirValue v) { return mlirShapedTypeGetRank(mlirValueGetType(v)); }

/* ---- const / const_shape / identity. ---------------------------------- */

bool tiCheckConst(MlirOperation op) {
  MlirAttribute v = hidetOpAttr(op, "values");
  if (mlirAttributeIsNull(v) || !mlirAttributeIsAElements(v) ||
      !mlirTypeEqual(mlirAttributeGetType(v), tiResultType(op))) {
    hidetEmitOpError(op, "must hold an elements attribute 'values' of the result type");
    return false;
  }
  return true;
}

MlirValue tiConvertConst(ImBuilder *b, MlirOperation op) {
  return imConstant(b, hidetOpAttr(op, "values"));
}

/* The driver erases const_shape ops once their users are converted, so
 * every user must be a TOSA op (which the import replaces). */
bool tiCheckConstShape(MlirOperation op) {
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

MlirValue tiConvertIdentity(ImBuilder *b, MlirOperation op) {
  (void)b;
  return tiOperand(op, 0);
}

/* ---- reshape / transpose. --------------------------------------------- */

/* The new shape is the result type's; the operand must still be constant. */
bool tiCheckReshape(MlirOperation op) {
  int64_t shape[2 * HIDET_MAX_RANK];
  return tiShapeOperand(op, 1, "shape", shape, HIDET_MAX_RANK) >= 0;
}

MlirValue tiConvertReshape(ImBuilder *b, MlirOperation op) {
  int64_t shape[HIDET_MAX_RANK];
  intptr_t r = imShape(mlirOperationGetResult(op, 0), shape);
  MlirValue x = tiOperand(op, 0);
  return imOp(b, "reshape", 1, &x, imTensorType(r, shape, imElementType(x)), 0, NULL);
}

MlirValue tiConvertTranspose(ImBuilder *b, MlirOperation op) {
  MlirAttribute perms = hidetOpAttr(op, "perms");
  int64_t perm[HIDET_MAX_RANK];
  intptr_t r = mlirDenseArrayGetNumElements(perms);
  for (intptr_t i = 0; i < r && i < HIDET_MAX_RANK; ++i)
    perm[i] = mlirDenseI32ArrayGetElement(perms, i);
  MlirValue x = tiOperand(op, 0);
  MlirNamedAttribute a = imNamed(b->ctx, "perm", imI64Array(b->ctx, r, perm));
  return imOp(b, "transpose", 1, &x, tiResultType(op), 1, &a);
}

/* ---- slice. ----------------------------------------------------------- */

bool tiCheckSlice(MlirOperation op) {
  int64_t start[2 * HIDET_MAX_RANK], size[2 * HIDET_MAX_RANK], in[HIDET_MAX_RANK],
      out[HIDET_MAX_RANK];
  intptr_t r = imShape(tiOperand(op, 0), in);
  imShape(mlirOperationGetResult(op, 0), out);
  intptr_t ns = tiShapeOperand(op, 1, "start", start, HIDET_MAX_RANK);
  intptr_t nz = tiShapeOperand(op, 2, "size", size, HIDET_MAX_RANK);
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
MlirValue tiConvertSlice(ImBuilder *b, MlirOperation op) {
  int64_t start[2 * HIDET_MAX_RANK], end[HIDET_MAX_RANK], steps[HIDET_MAX_RANK],
      out[HIDET_MAX_RANK];
  intptr_t r = imShape(mlirOperationGetResult(op, 0), out);
  tiShapeOperand(op, 1, "start", start, HIDET_MAX_RANK);
  for (intptr_t i = 0; i < r; ++i) {
    end[i] = start[i] + out[i];
    steps[i] = 1;
  }
  MlirNamedAttribute attrs[3] = {
      imNamed(b->ctx, "starts", imI64Array(b->ctx, r, start)),
      imNamed(b->ctx, "ends", imI64Array(b->ctx, r, end)),
      imNamed(b->ctx, "steps", imI64Array(b->ctx, r, steps)),
  };
  MlirValue x = tiOperand(op, 0);
  return imOp(b, "slice", 1, &x, tiResultType(op), 3, attrs);
}

/* ---- concat. ---------------------------------------------------------- */

/* IRDL binds inputs 2..N of graph.concat to one type: with differing types
 * the inputs are joined by a chain of binary concats. */
MlirValue tiConvertConcat(ImBuilder *b, MlirOperation op) {
  intptr_t n = mlirOperationGetNumOperands(op);
  int64_t axis = mlirIntegerAttrGetValueInt(hidetOpAttr(op, "axis"));
  MlirNamedAttribute a = imNamed(b->ctx, "axis", imI64(b->ctx, axis));
  if (n == 1)
    return tiOperand(op, 0);
  bool uniform = true;
  for (intptr_t i = 2; i < n; ++i)
    uniform = uniform && mlirTypeEqual(mlirValueGetType(tiOperand(op, i)),
                                       mlirValueGetType(tiOperand(op, 1)));
  if (uniform) {
    MlirValue ins[256];
    if (n <= 256) {
      for (intptr_t i = 0; i < n; ++i)
        ins[i] = tiOperand(op, i);
      return imOp(b, "concat", n, ins, tiResultType(op), 1, &a);
    }
  }
  MlirValue acc = tiOperand(op, 0);
  for (intptr_t i = 1; i < n; ++i) {
    int64_t s[HIDET_MAX_RANK], t[HIDET_MAX_RANK];
    intptr_t r = imShape(acc, s);
    imShape(tiOperand(op, i), t);
    s[axis] += t[axis];
    MlirValue ins[2] = {acc, tiOperand(op, i)};
    acc = imOp(b, "concat", 2, ins, imTensorType(r, s, imElementType(acc)), 1, &a);
  }
  return acc;
}

/* ---- tile. ------------------------------------------------------------ */

bool tiCheckTile(MlirOperation op) {
  int64_t m[2 * HIDET_MAX_RANK], in[HIDET_MAX_RANK], out[HIDET_MAX_RANK];
  intptr_t r = imShape(tiOperand(op, 0), in);
  imShape(mlirOperationGetResult(op, 0), out);
  intptr_t n = tiShapeOperand(op, 1, "multiples", m, HIDET_MAX_RANK);
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
MlirValue tiConvertTile(ImBuilder *b, MlirOperation op) {
  int64_t m[2 * HIDET_MAX_RANK], in[HIDET_MAX_RANK], out[HIDET_MAX_RANK];
  int64_t unit[HIDET_MAX_RANK], wide[HIDET_MAX_RANK];
  intptr_t r = imShape(tiOperand(op, 0), in), k = 0;
  imShape(mlirOperationGetResult(op, 0), out);
  tiShapeOperand(op, 1, "multiples", m, HIDET_MAX_RANK);
  for (intptr_t i = 0; i < r; ++i) {
    if (m[i] != 1 && in[i] != 1) {
      unit[k] = 1;
      wide[k++] = m[i];
    }
    unit[k] = in[i];
    wide[k++] = in[i] == 1 ? m[i] : in[i];
  }
  MlirValue x = imReshape(b, tiOperand(op, 0), k, unit);
  x = imBroadcast(b, x, k, wide);
  return imReshape(b, x, r, out);
}

/* ---- pad. ------------------------------------------------------------- */

bool tiCheckPad(MlirOperation op) {
  int64_t pad[2 * HIDET_MAX_RANK];
  double value[1];
  intptr_t r = rankOf(tiOperand(op, 0));
  intptr_t n = tiShapeOperand(op, 1, "padding", pad, 2 * HIDET_MAX_RANK);
  bool ok = tiConstOperand(op, 2, "pad_const", value, 1) == 1;
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

MlirValue tiConvertPad(ImBuilder *b, MlirOperation op) {
  int64_t pad[2 * HIDET_MAX_RANK];
  double value[1] = {0};
  intptr_t n = tiShapeOperand(op, 1, "padding", pad, 2 * HIDET_MAX_RANK);
  tiConstOperand(op, 2, "pad_const", value, 1);
  MlirNamedAttribute attrs[2] = {
      imNamed(b->ctx, "padding", imI64Array(b->ctx, n, pad)),
      imNamed(b->ctx, "value", mlirFloatAttrDoubleGet(b->ctx, mlirF64TypeGet(b->ctx), value[0])),
  };
  MlirValue x = tiOperand(op, 0);
  return imOp(b, "pad", 1, &x, tiResultType(op), 2, attrs);
}

/* ---- gather: values [N,K,C], indices [N,W] -> [N,W,C]. ---------------- */

bool tiCheckGather(MlirOperation op) {
  MlirType it = imElementType(tiOperand(op, 1));
  if (!mlirTypeIsAInteger(it) || mlirIntegerTypeGetWidth(it) < 8) {
    hidetEmitOpError(op, "indices must be integers");
    return false;
  }
  return true;
}

/* graph.gather on axis 0 of values flattened to [N*K, C], with the flat
 * row n*K + idx[n, w]. For N > 1 the offsets n*K are added in f64 (exact
 * below 2^53) and cast back to the index type. */
MlirValue tiConvertGather(ImBuilder *b, MlirOperation op) {
  int64_t v[HIDET_MAX_RANK], ix[HIDET_MAX_RANK];
  imShape(tiOperand(op, 0), v);
  imShape(tiOperand(op, 1), ix);
  int64_t n = v[0], k = v[1], c = v[2], w = ix[1];
  int64_t rows[2] = {n * k, c}, flat[1] = {n * w}, gathered[2] = {n * w, c};
  MlirValue values = imReshape(b, tiOperand(op, 0), 2, rows);
  MlirValue idx = tiOperand(op, 1);
  if (n > 1) {
    MlirType f64 = mlirF64TypeGet(b->ctx), it = imElementType(idx);
    int64_t offShape[2] = {n, 1};
    MlirAttribute *offs = malloc((size_t)n * sizeof *offs);
    if (!offs)
      abort();
    for (int64_t i = 0; i < n; ++i)
      offs[i] = mlirFloatAttrDoubleGet(b->ctx, f64, (double)(i * k));
    MlirValue off = imConstant(
        b, mlirDenseElementsAttrGet(imTensorType(2, offShape, f64), (intptr_t)n, offs));
    free(offs);
    idx = imCast(b, imBinary(b, "add", imCast(b, idx, f64), off, f64), it);
  }
  idx = imReshape(b, idx, 1, flat);
  MlirNamedAttribute a = imNamed(b->ctx, "axis", imI64(b->ctx, 0));
  MlirValue ins[2] = {values, idx};
  MlirValue g = imOp(b, "gather", 2, ins, imTensorType(2, gathered, imElementType(values)), 1, &a);
  return imReshape(b, g, 3, (int64_t[3]){n, w, c});
}
