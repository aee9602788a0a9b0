/*===-- host_buffers.c - hidet-host-buffers -------------------------------===*
 * Tidies the bufferized host code of hidet-compile-to-gpu. Upstream's
 * buffer-deallocation-pipeline rejects gpu.launch_func ("ops with unknown
 * memory side effects"), and buffer-results-to-out-params leaves an
 * allocation plus a copy into the out-param for every result. Host code
 * here is straight-line (kernel launches are synchronous calls), so two
 * local rewrites suffice, in each func.func outside gpu.module:
 *  1. `%a = memref.alloc; ...; memref.copy %a, %out; return` where %out is a
 *     block argument used only by that copy and the copy is %a's last use:
 *     %a is replaced by %out, the copy and the allocation disappear;
 *  2. every other memref.alloc of the entry block whose uses are all inside
 *     the function (none returned; uses nested in loops, as in the groups
 *     computed on the host under unsupported=host, count) gets a
 *     memref.dealloc before the return, unless it has one already (a
 *     template's global workspace, freed by host_launch.c).
 *  3. an scf.if of the entry block whose memref result is, on every branch,
 *     that branch's own allocation (the size-bucket dispatch of a dynamic
 *     kernel, codegen/schedule_buckets.c) is freed as in 2; or, when its
 *     last use copies it into an out-parameter as in 1, every branch's
 *     allocation is replaced by the out-parameter (so a dynamic model's
 *     output kernel writes the caller's buffer: the CUDA host may not copy).
 * Other allocations inside nested regions are left alone.
 *===----------------------------------------------------------------------===*/
#include "hidet_internal.h"
#include "kernel_ir.h"
#include "pass_util.h"

#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/MemRef.h"

#include <stdio.h>
#include <string.h>

/* The op of `block` that holds `op` (op itself, or the top-level op whose
 * regions contain it), or null when op is not inside block. */
static MlirOperation topLevelAncestor(MlirOperation op, MlirBlock block) {
  while (!mlirOperationIsNull(op) && !mlirBlockEqual(mlirOperationGetBlock(op), block))
    op = mlirOperationGetParentOperation(op);
  return op;
}

/* The op of `block` after which v is no longer used: a use nested in a
 * region (the loops of a host-computed group) counts at the top-level op
 * that holds it. *escapes when v is returned or used outside the block. */
static MlirOperation lastUse(MlirValue v, MlirBlock block, bool *escapes) {
  MlirOperation last = {NULL};
  *escapes = false;
  for (MlirOpOperand u = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(u);
       u = mlirOpOperandGetNextUse(u)) {
    MlirOperation owner = topLevelAncestor(mlirOpOperandGetOwner(u), block);
    if (mlirOperationIsNull(owner) || hidetOpIs(owner, "func.return")) {
      *escapes = true;
      continue;
    }
    if (mlirOperationIsNull(last) || mlirOperationIsBeforeInBlock(last, owner))
      last = owner;
  }
  return last;
}

static bool singleUse(MlirValue v) {
  MlirOpOperand u = mlirValueGetFirstUse(v);
  return !mlirOpOperandIsNull(u) && mlirOpOperandIsNull(mlirOpOperandGetNextUse(u));
}

static bool hasDealloc(MlirValue v) {
  for (MlirOpOperand u = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(u);
       u = mlirOpOperandGetNextUse(u))
    if (hidetOpIs(mlirOpOperandGetOwner(u), "memref.dealloc"))
      return true;
  return false;
}

/* Whether result j of `ifOp` (an scf.if) is, on every branch, a buffer the
 * branch allocated itself (a memref.alloc of the branch, or the same kind
 * of scf.if): the size-bucket dispatch of a dynamic kernel
 * (codegen/schedule_buckets.c), where each branch launches one bucket's
 * kernels into its own allocation. */
static bool branchesAllocate(MlirOperation ifOp, intptr_t j, int depth) {
  if (depth > 16 || mlirOperationGetNumRegions(ifOp) != 2)
    return false;
  for (intptr_t r = 0; r < 2; ++r) {
    MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(ifOp, r));
    if (mlirBlockIsNull(b))
      return false;
    MlirOperation y = mlirBlockGetTerminator(b);
    if (mlirOperationIsNull(y) || j >= mlirOperationGetNumOperands(y))
      return false;
    MlirValue v = mlirOperationGetOperand(y, j);
    if (!mlirValueIsAOpResult(v))
      return false;
    MlirOperation def = mlirOpResultGetOwner(v);
    if (!mlirBlockEqual(mlirOperationGetBlock(def), b))
      return false;
    if (hidetOpIs(def, "memref.alloc"))
      continue;
    if (!hidetOpIs(def, "scf.if") ||
        !branchesAllocate(def, mlirOpResultGetResultNumber(v), depth + 1))
      return false;
  }
  return true;
}

/* The allocations behind result j of a dispatch (branchesAllocate holds):
 * each one's type equal to `type` (check), or each replaced by `out` and
 * erased (!check). */
static bool branchAllocs(MlirOperation ifOp, intptr_t j, MlirType type, MlirValue out, bool check,
                         int depth) {
  for (intptr_t r = 0; r < 2; ++r) {
    MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(ifOp, r));
    MlirValue v = mlirOperationGetOperand(mlirBlockGetTerminator(b), j);
    MlirOperation def = mlirOpResultGetOwner(v);
    if (hidetOpIs(def, "scf.if")) {
      if (!branchAllocs(def, mlirOpResultGetResultNumber(v), type, out, check, depth + 1))
        return false;
      if (!check)
        mlirValueReplaceAllUsesOfWith(v, out);
    } else if (check) {
      if (!mlirTypeEqual(mlirValueGetType(v), type))
        return false;
    } else {
      mlirValueReplaceAllUsesOfWith(v, out);
      mlirOperationDestroy(def);
    }
  }
  return true;
}

static void insertDealloc(MlirBlock block, MlirOperation before, MlirValue a, MlirLocation loc) {
  MlirOperationState st = mlirOperationStateGet(mlirStringRefCreateFromCString("memref.dealloc"),
                                                loc);
  mlirOperationStateAddOperands(&st, 1, &a);
  mlirBlockInsertOwnedOperationBefore(block, before, mlirOperationCreate(&st));
}

static void tidyFunction(MlirOperation fn) {
  MlirBlock block = kernelIrBody(fn);
  if (mlirBlockIsNull(block))
    return;
  MlirOperation term = mlirBlockGetTerminator(block);
  MlirOperation op = mlirBlockGetFirstOperation(block);
  while (!mlirOperationIsNull(op)) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    if (hidetOpIs(op, "scf.if")) { /* rule 2 for a dispatch's buffers */
      for (intptr_t j = 0; j < mlirOperationGetNumResults(op); ++j) {
        MlirValue a = mlirOperationGetResult(op, j);
        bool escapes;
        if (!mlirTypeIsAMemRef(mlirValueGetType(a)) || !branchesAllocate(op, j, 0))
          continue;
        MlirOperation last = lastUse(a, block, &escapes);
        MlirValue out = !escapes && !mlirOperationIsNull(last) && hidetOpIs(last, "memref.copy") &&
                                mlirValueEqual(mlirOperationGetOperand(last, 0), a)
                            ? mlirOperationGetOperand(last, 1)
                            : (MlirValue){NULL};
        if (!mlirValueIsNull(out) && mlirValueIsABlockArgument(out) &&
            mlirBlockEqual(mlirBlockArgumentGetOwner(out), block) && singleUse(out) &&
            branchAllocs(op, j, mlirValueGetType(out), out, true, 0)) {
          if (mlirOperationEqual(next, last))
            next = mlirOperationGetNextInBlock(last);
          mlirOperationDestroy(last);
          branchAllocs(op, j, mlirValueGetType(out), out, false, 0);
          mlirValueReplaceAllUsesOfWith(a, out);
          continue;
        }
        if (!escapes && !mlirOperationIsNull(last) && !hasDealloc(a))
          insertDealloc(block, term, a, mlirOperationGetLocation(op));
      }
    }
    if (hidetOpIs(op, "memref.alloc")) {
      MlirValue a = mlirOperationGetResult(op, 0);
      bool escapes;
      MlirOperation last = lastUse(a, block, &escapes);
      if (!escapes && !mlirOperationIsNull(last) && hidetOpIs(last, "memref.copy") &&
          mlirValueEqual(mlirOperationGetOperand(last, 0), a)) {
        MlirValue out = mlirOperationGetOperand(last, 1);
        if (mlirValueIsABlockArgument(out) &&
            mlirBlockEqual(mlirBlockArgumentGetOwner(out), block) && singleUse(out) &&
            mlirTypeEqual(mlirValueGetType(out), mlirValueGetType(a))) {
          if (mlirOperationEqual(next, last))
            next = mlirOperationGetNextInBlock(last);
          mlirOperationDestroy(last);
          mlirValueReplaceAllUsesOfWith(a, out);
          mlirOperationDestroy(op);
          op = next;
          continue;
        }
      }
      if (!escapes && !hasDealloc(a))
        insertDealloc(block, term, a, mlirOperationGetLocation(op));
    }
    op = next;
  }
}

static MlirLogicalResult run(MlirOperation module, const void *options) {
  (void)options;
  for (MlirOperation op = mlirBlockGetFirstOperation(kernelIrBody(module)); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (hidetOpIs(op, "func.func"))
      tidyFunction(op);
  return mlirLogicalResultSuccess();
}

static MlirDialectHandle (*const kDependentDialects[])(void) = {mlirGetDialectHandle__memref__,
                                                               NULL};

const HidetPassDef hidetHostBuffersPassDef = {
    .name = "HidetHostBuffers",
    .argument = "hidet-host-buffers",
    .summary = "Free host allocations and drop result copies in bufferized host code",
    .description =
        "For each top-level func.func: an allocation whose last use copies it into an "
        "otherwise unused out-parameter is replaced by that parameter; every other entry-block "
        "allocation that is not returned is freed before the return. (Upstream's "
        "buffer-deallocation-pipeline rejects gpu.launch_func.)",
    .options = NULL,
    .optionsSize = 0,
    .dependentDialects = kDependentDialects,
    .run = run,
};
