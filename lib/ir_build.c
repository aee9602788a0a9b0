/*===-- ir_build.c - Building index arithmetic through the C API ----------===*/
#include "ir_build.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <string.h>

IndexExpr hidetIndexConst(int64_t c) { return (IndexExpr){true, c, {NULL}}; }

IndexExpr hidetIndexValue(MlirValue v) {
  if (mlirValueIsAOpResult(v)) {
    MlirOperation def = mlirOpResultGetOwner(v);
    MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(def));
    if (name.length == 14 && strncmp(name.data, "arith.constant", 14) == 0) {
      MlirAttribute value = mlirOperationGetAttributeByName(def, mlirStringRefCreateFromCString("value"));
      if (!mlirAttributeIsNull(value) && mlirAttributeIsAInteger(value))
        return hidetIndexConst(mlirIntegerAttrGetValueInt(value));
    }
  }
  return (IndexExpr){false, 0, v};
}

MlirValue hidetBuildOp1(HidetBuilder *b, const char *name, intptr_t nOperands,
                        const MlirValue *operands, MlirType resultType) {
  MlirOperationState state = mlirOperationStateGet(mlirStringRefCreateFromCString(name), b->loc);
  mlirOperationStateAddOperands(&state, nOperands, operands);
  mlirOperationStateAddResults(&state, 1, &resultType);
  MlirOperation op = mlirOperationCreate(&state);
  mlirRewriterBaseInsert(b->rewriter, op);
  return mlirOperationGetResult(op, 0);
}

MlirValue hidetBuildIntConstant(HidetBuilder *b, MlirType type, int64_t value) {
  MlirOperationState state =
      mlirOperationStateGet(mlirStringRefCreateFromCString("arith.constant"), b->loc);
  MlirNamedAttribute attr = mlirNamedAttributeGet(
      mlirIdentifierGet(b->ctx, mlirStringRefCreateFromCString("value")),
      mlirIntegerAttrGet(type, value));
  mlirOperationStateAddAttributes(&state, 1, &attr);
  mlirOperationStateAddResults(&state, 1, &type);
  MlirOperation op = mlirOperationCreate(&state);
  mlirRewriterBaseInsert(b->rewriter, op);
  return mlirOperationGetResult(op, 0);
}

MlirValue hidetBuildCmpI(HidetBuilder *b, int predicate, MlirValue lhs, MlirValue rhs) {
  MlirOperationState state = mlirOperationStateGet(mlirStringRefCreateFromCString("arith.cmpi"), b->loc);
  MlirValue operands[2] = {lhs, rhs};
  mlirOperationStateAddOperands(&state, 2, operands);
  MlirNamedAttribute attr = mlirNamedAttributeGet(
      mlirIdentifierGet(b->ctx, mlirStringRefCreateFromCString("predicate")),
      mlirIntegerAttrGet(mlirIntegerTypeGet(b->ctx, 64), predicate));
  mlirOperationStateAddAttributes(&state, 1, &attr);
  MlirType i1 = mlirIntegerTypeGet(b->ctx, 1);
  mlirOperationStateAddResults(&state, 1, &i1);
  MlirOperation op = mlirOperationCreate(&state);
  mlirRewriterBaseInsert(b->rewriter, op);
  return mlirOperationGetResult(op, 0);
}

MlirValue hidetIndexMaterialize(HidetBuilder *b, IndexExpr x) {
  return x.isConst ? hidetBuildIntConstant(b, mlirIndexTypeGet(b->ctx), x.c) : x.v;
}

static IndexExpr binary(HidetBuilder *b, const char *name, IndexExpr x, IndexExpr y) {
  MlirValue operands[2] = {hidetIndexMaterialize(b, x), hidetIndexMaterialize(b, y)};
  return (IndexExpr){false, 0, hidetBuildOp1(b, name, 2, operands, mlirIndexTypeGet(b->ctx))};
}

IndexExpr hidetIndexAdd(HidetBuilder *b, IndexExpr x, IndexExpr y) {
  if (x.isConst && y.isConst)
    return hidetIndexConst(x.c + y.c);
  if (x.isConst && x.c == 0)
    return y;
  if (y.isConst && y.c == 0)
    return x;
  return binary(b, "arith.addi", x, y);
}

IndexExpr hidetIndexMul(HidetBuilder *b, IndexExpr x, IndexExpr y) {
  if (x.isConst && y.isConst)
    return hidetIndexConst(x.c * y.c);
  if ((x.isConst && x.c == 0) || (y.isConst && y.c == 0))
    return hidetIndexConst(0);
  if (x.isConst && x.c == 1)
    return y;
  if (y.isConst && y.c == 1)
    return x;
  return binary(b, "arith.muli", x, y);
}

/* Divisors are always positive constants from mapping dims. */
IndexExpr hidetIndexDiv(HidetBuilder *b, IndexExpr x, IndexExpr y) {
  if (x.isConst && y.isConst && y.c > 0)
    return hidetIndexConst((int64_t)((uint64_t)x.c / (uint64_t)y.c));
  if (y.isConst && y.c == 1)
    return x;
  return binary(b, "arith.divui", x, y);
}

IndexExpr hidetIndexRem(HidetBuilder *b, IndexExpr x, IndexExpr y) {
  if (x.isConst && y.isConst && y.c > 0)
    return hidetIndexConst((int64_t)((uint64_t)x.c % (uint64_t)y.c));
  if (y.isConst && y.c == 1)
    return hidetIndexConst(0);
  return binary(b, "arith.remui", x, y);
}
