/*===-- mma_elementwise.c - hidet-legalize-mma-elementwise -----------------===*
 * LLVM 22's convert-gpu-to-nvvm crashes (llvm_unreachable, or a segfault)
 * on gpu.subgroup_mma_elementwise with subf, negatef or any integer kind
 * (addi, muli, subi, divs, divu, negates): its WMMA lowering has scalar ops
 * for addf, mulf, divf, maxf, minf and extf only. Run before it, this pass
 *   subf(a, b)  -> addf(a, mulf(b, constant_matrix(-1)))
 *   negatef(a)  -> mulf(a, constant_matrix(-1))
 * which compute the same values (a - b is a + (-b) in IEEE arithmetic, and
 * x * -1 is -x, up to the sign of a NaN), and reports the integer kinds as
 * errors at the op instead of crashing. (convert-vector-to-gpu makes these
 * ops from arith.subf/negf on the results of a vector.contract.)
 *===----------------------------------------------------------------------===*/
#include "hidet-c/Passes.h"
#include "hidet_internal.h"
#include "pass_util.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/GPU.h"
#include "mlir-c/Rewrite.h"

#include <stdio.h>
#include <string.h>

static MlirOperation create(MlirRewriterBase rw, MlirLocation loc, const char *name, intptr_t n,
                            const MlirValue *operands, MlirType result, const char *kind) {
  MlirContext ctx = mlirLocationGetContext(loc);
  MlirOperationState st = mlirOperationStateGet(mlirStringRefCreateFromCString(name), loc);
  mlirOperationStateAddOperands(&st, n, operands);
  mlirOperationStateAddResults(&st, 1, &result);
  if (kind) {
    char text[64];
    snprintf(text, sizeof text, "#gpu<mma_element_wise %s>", kind);
    MlirNamedAttribute a =
        mlirNamedAttributeGet(mlirIdentifierGet(ctx, mlirStringRefCreateFromCString("opType")),
                              mlirAttributeParseGet(ctx, mlirStringRefCreateFromCString(text)));
    mlirOperationStateAddAttributes(&st, 1, &a);
  }
  MlirOperation op = mlirOperationCreate(&st);
  mlirRewriterBaseInsert(rw, op);
  return op;
}

/* The element type of a !gpu.mma_matrix<RxCxT, "..."> (the C API has no
 * accessor): T, parsed from the printed type. Null if it does not read. */
static MlirType fragmentElementType(MlirType t) {
  HidetStr s = hidetPrintType(t);
  MlirType elem = {NULL};
  const char *lt = s.data ? strchr(s.data, '<') : NULL, *comma = lt ? strchr(lt, ',') : NULL;
  if (comma) {
    const char *x = comma;
    while (x > lt && x[-1] != 'x')
      x--;
    char text[32];
    snprintf(text, sizeof text, "%.*s", (int)(comma - x), x);
    elem = mlirTypeParseGet(mlirTypeGetContext(t), mlirStringRefCreateFromCString(text));
  }
  hidetStrFree(&s);
  return elem;
}

static MlirValue result0(MlirOperation op) { return mlirOperationGetResult(op, 0); }

/* Rewrites or reports one op; false after an error. */
static bool legalizeOne(MlirOperation op) {
  char kind[32];
  hidetEnumKeyword(hidetOpAttr(op, "opType"), kind, sizeof kind);
  bool sub = strcmp(kind, "subf") == 0, neg = strcmp(kind, "negatef") == 0;
  static const char *const kCrashing[] = {"addi", "muli", "subi", "divs", "divu", "negates"};
  for (size_t i = 0; i < sizeof kCrashing / sizeof kCrashing[0]; ++i)
    if (strcmp(kind, kCrashing[i]) == 0) {
      hidetEmitOpError(op, "'%s' on integer fragments cannot be lowered to NVVM (LLVM 22's convert-gpu-to-nvvm "
                           "has no lowering for it)",
                       kind);
      return false;
    }
  if (!sub && !neg)
    return true;
  MlirType t = mlirValueGetType(mlirOperationGetResult(op, 0));
  MlirType elem = fragmentElementType(t);
  if (mlirTypeIsNull(elem) || !mlirTypeIsAFloat(elem)) {
    hidetEmitOpError(op, "'%s' on fragments of an unexpected type", kind);
    return false;
  }
  MlirRewriterBase rw = mlirIRRewriterCreateFromOp(op);
  MlirLocation loc = mlirOperationGetLocation(op);
  mlirRewriterBaseSetInsertionPointBefore(rw, op);
  MlirAttribute minusOne = mlirFloatAttrDoubleGet(mlirLocationGetContext(loc), elem, -1.0);
  MlirOperationState cst = mlirOperationStateGet(mlirStringRefCreateFromCString("arith.constant"), loc);
  MlirNamedAttribute value = mlirNamedAttributeGet(
      mlirIdentifierGet(mlirLocationGetContext(loc), mlirStringRefCreateFromCString("value")), minusOne);
  mlirOperationStateAddAttributes(&cst, 1, &value);
  mlirOperationStateAddResults(&cst, 1, &elem);
  MlirOperation c = mlirOperationCreate(&cst);
  mlirRewriterBaseInsert(rw, c);
  MlirValue scalar = result0(c);
  MlirValue m1 = result0(create(rw, loc, "gpu.subgroup_mma_constant_matrix", 1, &scalar, t, NULL));
  MlirValue x = mlirOperationGetOperand(op, sub ? 1 : 0);
  MlirValue negOps[2] = {x, m1};
  MlirValue r = result0(create(rw, loc, "gpu.subgroup_mma_elementwise", 2, negOps, t, "mulf"));
  if (sub) {
    MlirValue addOps[2] = {mlirOperationGetOperand(op, 0), r};
    r = result0(create(rw, loc, "gpu.subgroup_mma_elementwise", 2, addOps, t, "addf"));
  }
  mlirRewriterBaseReplaceOpWithValues(rw, op, 1, &r);
  mlirIRRewriterDestroy(rw);
  return true;
}

static MlirWalkResult collect(MlirOperation op, void *userData) {
  if (hidetOpIs(op, "gpu.subgroup_mma_elementwise"))
    hidetOpListPush(userData, op);
  return MlirWalkResultAdvance;
}

static MlirLogicalResult runLegalizeMmaElementwise(MlirOperation op, const void *options) {
  (void)options;
  HidetOpList ops = {0};
  mlirOperationWalk(op, collect, &ops, MlirWalkPostOrder);
  bool ok = true;
  for (size_t i = 0; i < ops.len; ++i)
    ok = legalizeOne(ops.ops[i]) && ok;
  hidetOpListFree(&ops);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

static MlirDialectHandle (*const kDependentDialects[])(void) = {mlirGetDialectHandle__gpu__,
                                                                 mlirGetDialectHandle__arith__, NULL};

const HidetPassDef hidetLegalizeMmaElementwisePassDef = {
    .name = "HidetLegalizeMmaElementwise",
    .argument = "hidet-legalize-mma-elementwise",
    .summary = "Rewrite the gpu.subgroup_mma_elementwise kinds convert-gpu-to-nvvm crashes on",
    .description =
        "LLVM 22's convert-gpu-to-nvvm crashes on gpu.subgroup_mma_elementwise subf, negatef and "
        "the integer kinds. This pass rewrites subf(a, b) into addf(a, mulf(b, -1)) and "
        "negatef(a) into mulf(a, -1) (constant matrices of -1; the same values), and reports "
        "addi, muli, subi, divs, divu and negates as errors at the op.",
    .dependentDialects = kDependentDialects,
    .run = runLegalizeMmaElementwise,
};
