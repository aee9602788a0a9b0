/*===-- import_linalg_dynbcast.c - torch-mlir's dynamic broadcast generic ---===*
 * torch-mlir lowers a broadcast (or a copy) to `?` sizes as a linalg.generic
 * with no inputs whose body reads the source with
 *   tensor.extract %T[i_0, ..., i_r-1]
 * each index `linalg.index k` or
 *   arith.select (arith.cmpi eq, %size, 1), 0, linalg.index k
 * with %size the extent of loop k. When that extent is 1 the loop index is 0,
 * so the select IS the loop index. Where that is proven (the symbolic sizes
 * of import_linalg_sym.c: %size and dim j of T both equal the size of the
 * output dim that loop k runs over), the extract reads T with the projected
 * permutation (d...) -> (d_k0, ..., d_kr-1) over the whole of T, and the
 * generic is rewritten, before the checks, into the same generic with T as
 * an input of that map: the rest of the import then treats it like any
 * copy/transpose/broadcast generic. Anything not proven is left as it is
 * (the body check then reports the extract).
 *===----------------------------------------------------------------------===*/
#include "import_linalg.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <string.h>

static int64_t intAttrOf(MlirOperation op, const char *name) {
  MlirAttribute a = hidetOpAttr(op, name);
  return mlirAttributeIsAInteger(a) ? mlirIntegerAttrGetValueInt(a) : -1;
}

static bool isIntConst(MlirValue v, int64_t c) {
  MlirOperation d = importLinalgDefOp(v);
  if (!hidetOpIs(d, "arith.constant"))
    return false;
  MlirAttribute a = hidetOpAttr(d, "value");
  return mlirAttributeIsAInteger(a) && mlirIntegerAttrGetValueInt(a) == c;
}

/* v is defined outside `body` (a value of the enclosing function). */
static bool isOutside(MlirValue v, MlirBlock body) {
  if (mlirValueIsNull(v))
    return false;
  if (mlirValueIsABlockArgument(v))
    return !mlirBlockEqual(mlirBlockArgumentGetOwner(v), body);
  return !mlirBlockEqual(mlirOperationGetBlock(mlirOpResultGetOwner(v)), body);
}

/* linalg.index k in `body`: k, else -1. */
static int64_t loopIndex(MlirValue v, MlirBlock body) {
  MlirOperation d = importLinalgDefOp(v);
  if (!hidetOpIs(d, "linalg.index") || !mlirBlockEqual(mlirOperationGetBlock(d), body))
    return -1;
  return intAttrOf(d, "dim");
}

typedef struct {
  MlirOperation op;
  MlirBlock body;
  intptr_t nIn, nOut, nLoops;
  MlirAttribute maps;
} Gen;

/* The output operand and dim loop k runs over (a dim expr of an output
 * map): the size that proves extents equal. */
static bool loopExtentDim(const Gen *g, int64_t k, MlirValue *init, int64_t *dim) {
  for (intptr_t o = 0; o < g->nOut; ++o) {
    MlirAffineMap m = mlirAffineMapAttrGetValue(mlirArrayAttrGetElement(g->maps, g->nIn + o));
    for (intptr_t r = 0; r < mlirAffineMapGetNumResults(m); ++r) {
      MlirAffineExpr e = mlirAffineMapGetResult(m, r);
      if (mlirAffineExprIsADim(e) && mlirAffineDimExprGetPosition(e) == k) {
        *init = mlirOperationGetOperand(g->op, g->nIn + o);
        *dim = r;
        return true;
      }
    }
  }
  return false;
}

/* Index v of the extract: the loop it provably equals, else -1. */
static int64_t provenLoop(const Gen *g, MlirValue v) {
  int64_t k = loopIndex(v, g->body);
  if (k >= 0)
    return k;
  MlirOperation sel = importLinalgDefOp(v);
  if (!hidetOpIs(sel, "arith.select") || !isIntConst(mlirOperationGetOperand(sel, 1), 0))
    return -1;
  k = loopIndex(mlirOperationGetOperand(sel, 2), g->body);
  MlirOperation cmp = importLinalgDefOp(mlirOperationGetOperand(sel, 0));
  if (k < 0 || !hidetOpIs(cmp, "arith.cmpi") || intAttrOf(cmp, "predicate") != 0 /* eq */)
    return -1;
  MlirValue a = mlirOperationGetOperand(cmp, 0), b = mlirOperationGetOperand(cmp, 1);
  MlirValue size = isIntConst(b, 1) ? a : isIntConst(a, 1) ? b : (MlirValue){NULL};
  MlirValue init;
  int64_t dim;
  /* %size may be computed in the body (torch-mlir casts the i64 size of a
   * tensor.reshape to index there): the symbolic evaluation follows only
   * values of the function (a block argument or linalg.index has no
   * symbol), so anything it evaluates is loop-invariant. */
  if (mlirValueIsNull(size) || !loopExtentDim(g, k, &init, &dim) ||
      !importLinalgSymScalarIsDim(size, init, dim))
    return -1;
  return k;
}

/* Index 0 of T's dim j, which the program has as 1 but the import holds
 * as a `?` (an init of 1 where the data has a `?`: torch-mlir's
 * mis-lowered [B, S, E] -> [B*S, E] view, whose 1 then flows through a
 * transpose into the next layer of an nn.TransformerEncoder): the program
 * broadcasts that 1 to the loop's extent, PyTorch's tensor has the extent
 * there already, so the read is the loop index. That loop is loop j when
 * it runs over an output dim of the same symbol; else -1. */
static int64_t heldUnitLoop(const Gen *g, MlirValue t, intptr_t j, MlirValue idx) {
  char held[IL_SYM_TEXT], ext[IL_SYM_TEXT];
  MlirValue init;
  int64_t dim;
  if (!isIntConst(idx, 0) || mlirShapedTypeIsDynamicDim(mlirValueGetType(t), j) ||
      mlirShapedTypeGetDimSize(mlirValueGetType(t), j) != 1 || j >= g->nLoops ||
      !importLinalgSymHeldDimText(t, j, held, sizeof held) || strcmp(held, "1") == 0 ||
      !loopExtentDim(g, j, &init, &dim) ||
      !importLinalgSymDimText(init, dim, ext, sizeof ext) || strcmp(held, ext) != 0)
    return -1;
  return j;
}

/* The map T is read with by `ex`, into `loops` (one loop per T dim), when
 * proven: distinct loops, T's dims equal to their extents (or held equal:
 * heldUnitLoop). */
static bool extractMap(const Gen *g, MlirOperation ex, int64_t *loops) {
  MlirValue t = mlirOperationGetOperand(ex, 0);
  MlirType type = mlirValueGetType(t);
  if (!isOutside(t, g->body) || !mlirTypeIsARankedTensor(type))
    return false;
  intptr_t rank = mlirShapedTypeGetRank(type);
  if (rank < 1 || rank > HIDET_MAX_RANK || mlirOperationGetNumOperands(ex) != rank + 1)
    return false;
  for (intptr_t j = 0; j < rank; ++j) {
    MlirValue idx = mlirOperationGetOperand(ex, j + 1);
    int64_t held = heldUnitLoop(g, t, j, idx);
    loops[j] = held >= 0 ? held : provenLoop(g, idx);
    MlirValue init;
    int64_t dim;
    if (loops[j] < 0 || loops[j] >= g->nLoops || !loopExtentDim(g, loops[j], &init, &dim) ||
        (held < 0 && !importLinalgSymDimsEqual(t, j, init, dim)))
      return false;
    for (intptr_t i = 0; i < j; ++i)
      if (loops[i] == loops[j])
        return false;
  }
  return true;
}

static bool isDeadIndexOp(MlirOperation op) {
  if (!hidetOpIs(op, "linalg.index") && !hidetOpIs(op, "arith.select") &&
      !hidetOpIs(op, "arith.cmpi") && !hidetOpIs(op, "arith.constant") &&
      !hidetOpIs(op, "arith.index_cast") && !hidetOpIs(op, "arith.index_castui"))
    return false;
  return mlirOpOperandIsNull(mlirValueGetFirstUse(mlirOperationGetResult(op, 0)));
}

/* Moves T of `ex` into the generic's inputs with the map of `loops`. */
static void rewrite(Gen *g, MlirOperation ex, const int64_t *loops) {
  MlirContext ctx = mlirOperationGetContext(g->op);
  MlirValue t = mlirOperationGetOperand(ex, 0);
  intptr_t rank = mlirShapedTypeGetRank(mlirValueGetType(t));
  MlirAffineExpr exprs[HIDET_MAX_RANK];
  for (intptr_t j = 0; j < rank; ++j)
    exprs[j] = mlirAffineDimExprGet(ctx, loops[j]);
  MlirAttribute newMap =
      mlirAffineMapAttrGet(mlirAffineMapGet(ctx, g->nLoops, 0, rank, exprs));
  intptr_t n = g->nIn + g->nOut;
  MlirAttribute maps[IL_MAX_OPERANDS];
  MlirValue operands[IL_MAX_OPERANDS];
  for (intptr_t i = 0, w = 0; i <= n; ++i, ++w) {
    if (i == g->nIn) {
      maps[w] = newMap;
      operands[w++] = t;
    }
    if (i < n) {
      maps[w] = mlirArrayAttrGetElement(g->maps, i);
      operands[w] = mlirOperationGetOperand(g->op, i);
    }
  }
  mlirOperationSetOperands(g->op, n + 1, operands);
  g->maps = mlirArrayAttrGet(ctx, n + 1, maps);
  mlirOperationSetAttributeByName(g->op, mlirStringRefCreateFromCString("indexing_maps"), g->maps);
  int32_t seg[2] = {(int32_t)(g->nIn + 1), (int32_t)g->nOut};
  mlirOperationSetAttributeByName(g->op, mlirStringRefCreateFromCString("operandSegmentSizes"),
                                  mlirDenseI32ArrayGet(ctx, 2, seg));
  MlirValue arg = mlirBlockInsertArgument(g->body, (unsigned)g->nIn,
                                          mlirShapedTypeGetElementType(mlirValueGetType(t)),
                                          mlirOperationGetLocation(ex));
  ++g->nIn;
  mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(ex, 0), arg);
  mlirOperationDestroy(ex);
  /* The index arithmetic that fed it, now dead. */
  for (bool again = true; again;) {
    again = false;
    for (MlirOperation op = mlirBlockGetFirstOperation(g->body); !mlirOperationIsNull(op);) {
      MlirOperation next = mlirOperationGetNextInBlock(op);
      if (isDeadIndexOp(op)) {
        mlirOperationDestroy(op);
        again = true;
      }
      op = next;
    }
  }
}

void importLinalgNormalizeExtracts(MlirOperation generic) {
  Gen g;
  g.op = generic;
  g.maps = hidetOpAttr(generic, "indexing_maps");
  MlirAttribute seg = hidetOpAttr(generic, "operandSegmentSizes");
  MlirAttribute iters = hidetOpAttr(generic, "iterator_types");
  if (mlirAttributeIsNull(g.maps) || !mlirAttributeIsAArray(g.maps) || mlirAttributeIsNull(seg) ||
      !mlirAttributeIsADenseI32Array(seg) || mlirDenseArrayGetNumElements(seg) != 2 ||
      mlirAttributeIsNull(iters) || !mlirAttributeIsAArray(iters))
    return;
  g.nIn = mlirDenseI32ArrayGetElement(seg, 0);
  g.nOut = mlirDenseI32ArrayGetElement(seg, 1);
  g.nLoops = mlirArrayAttrGetNumElements(iters);
  g.body = mlirRegionGetFirstBlock(mlirOperationGetRegion(generic, 0));
  if (mlirBlockIsNull(g.body) || g.nLoops > HIDET_MAX_RANK ||
      mlirArrayAttrGetNumElements(g.maps) != g.nIn + g.nOut)
    return;
  for (MlirOperation op = mlirBlockGetFirstOperation(g.body); !mlirOperationIsNull(op);) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    int64_t loops[HIDET_MAX_RANK];
    if (hidetOpIs(op, "tensor.extract") && g.nIn + g.nOut < IL_MAX_OPERANDS &&
        extractMap(&g, op, loops)) {
      rewrite(&g, op, loops);
      next = mlirBlockGetFirstOperation(g.body); /* dead ops were erased: start again */
    }
    op = next;
  }
}
