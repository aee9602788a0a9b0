/*===-- epilogue_dag.c - Epilogues shaped as a small DAG -------------------===*
 * See epilogue_dag.h.
 *===----------------------------------------------------------------------===*/
#include "epilogue_dag.h"

#include "graph_ops.h"
#include "hidet_internal.h"

#include "mlir-c/BuiltinTypes.h"

bool epiSameShape(MlirType a, MlirType b) {
  if (!mlirTypeIsARankedTensor(a) || !mlirTypeIsARankedTensor(b) ||
      mlirShapedTypeGetRank(a) != mlirShapedTypeGetRank(b) ||
      mlirShapedTypeGetRank(a) > HIDET_MAX_RANK)
    return false;
  for (int64_t d = 0; d < mlirShapedTypeGetRank(a); ++d)
    if (mlirShapedTypeIsDynamicDim(a, d) != mlirShapedTypeIsDynamicDim(b, d) ||
        (!mlirShapedTypeIsDynamicDim(a, d) &&
         mlirShapedTypeGetDimSize(a, d) != mlirShapedTypeGetDimSize(b, d)))
      return false;
  return true;
}

static bool isFloatTensor(MlirValue v) {
  MlirType t = mlirValueGetType(v);
  return mlirTypeIsAShaped(t) && mlirTypeIsAFloat(mlirShapedTypeGetElementType(t));
}

bool epiDagOpOk(MlirOperation op, MlirType vType) {
  const HidetGraphOpTraits *t = hidetGraphOpTraits(op);
  if (!t || mlirOperationGetNumResults(op) != 1)
    return false;
  MlirValue r = mlirOperationGetResult(op, 0);
  if (!epiSameShape(mlirValueGetType(r), vType))
    return false;
  switch (t->elementwise) {
  case HIDET_EW_UNARY:
  case HIDET_EW_BINARY:
  case HIDET_EW_SELECT: return isFloatTensor(r); /* the scalar emitter's float ops */
  case HIDET_EW_CAST: return true;
  case HIDET_EW_COMPARE: return isFloatTensor(mlirOperationGetOperand(op, 0));
  default: return false;
  }
}

bool epiDagReadsLive(MlirOperation op, const MlirValue *live, int numLive) {
  for (intptr_t k = 0; k < mlirOperationGetNumOperands(op); ++k)
    for (int i = 0; i < numLive; ++i)
      if (mlirValueEqual(mlirOperationGetOperand(op, k), live[i]))
        return true;
  return false;
}

int epiNumUses(MlirValue v) {
  int k = 0;
  for (MlirOpOperand u = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(u);
       u = mlirOpOperandGetNextUse(u))
    ++k;
  return k;
}

int epiDagConsume(MlirOperation op, MlirValue *live, int *left, int numLive) {
  for (intptr_t k = 0; k < mlirOperationGetNumOperands(op); ++k)
    for (int i = 0; i < numLive; ++i)
      if (mlirValueEqual(mlirOperationGetOperand(op, k), live[i])) {
        --left[i];
        break;
      }
  int kept = 0;
  for (int i = 0; i < numLive; ++i)
    if (left[i] > 0) {
      live[kept] = live[i];
      left[kept++] = left[i];
    }
  return kept;
}

bool epiDagFind(MlirValue v, EpiDag *dag) {
  dag->n = 0;
  dag->tail = (MlirValue){NULL};
  dag->failOp = (MlirOperation){NULL};
  if (!mlirValueIsAOpResult(v))
    return false;
  MlirType vt = mlirValueGetType(v);
  /* the values whose uses are not all seen yet, with how many are left */
  MlirValue live[EPI_DAG_MAX_OPS + 1];
  int left[EPI_DAG_MAX_OPS + 1], numLive = 1;
  live[0] = v;
  left[0] = epiNumUses(v);
  for (MlirOperation op = mlirOperationGetNextInBlock(mlirOpResultGetOwner(v));
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (!epiDagReadsLive(op, live, numLive))
      continue;
    if (dag->n == EPI_DAG_MAX_OPS || !epiDagOpOk(op, vt)) {
      dag->failOp = op;
      return false;
    }
    numLive = epiDagConsume(op, live, left, numLive);
    dag->ops[dag->n++] = op;
    MlirValue r = mlirOperationGetResult(op, 0);
    if (epiNumUses(r) == 0)
      return false; /* a dead end: the DAG ends in no value */
    live[numLive] = r;
    left[numLive++] = epiNumUses(r);
    if (numLive == 1) {
      dag->tail = r;
      return true;
    }
  }
  return false;
}
