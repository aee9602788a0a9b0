/*===-- lower_task_mappings.c - hidet-lower-task-mappings -----------------===*
 * Rewrites tm ops into arith index arithmetic:
 *   tm.num_workers / tm.num_tasks  -> arith.constant
 *   tm.task(w, k)                  -> div/rem per spatial or repeat atom,
 *                                     coords as outer * inner_shape + inner
 *   tm.worker_valid(w)             -> arith.cmpi ult, w, num_workers
 * Constant operands fold to constants. Rewrite patterns rooted on the IRDL
 * op names, applied by the greedy driver; IRDL ops carry no side-effect
 * information, so each pattern replaces (and so erases) its op itself.
 *===----------------------------------------------------------------------===*/
#include "hidet-c/Passes.h"
#include "hidet-c/TaskMapping.h"
#include "hidet_internal.h"
#include "ir_build.h"
#include "pass_util.h"
#include "tm_internal.h"

#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Rewrite.h"

#include <string.h>

/* Prepares a builder that inserts before `op`; reads its mapping. */
static bool begin(MlirOperation op, MlirPatternRewriter rewriter, HidetBuilder *b,
                  HidetTaskMapping *m) {
  char error[160];
  if (!hidetTaskMappingFromAttribute(hidetOpAttr(op, "mapping"), m, error, sizeof error))
    return false; /* the verifier reports it; leave the op for the final check */
  b->rewriter = mlirPatternRewriterAsBase(rewriter);
  b->ctx = mlirOperationGetContext(op);
  b->loc = mlirOperationGetLocation(op);
  mlirRewriterBaseSetInsertionPointBefore(b->rewriter, op);
  return true;
}

/* tm.num_workers and tm.num_tasks: `userData` is the count to take from
 * the mapping (hidetTaskMappingNumWorkers or hidetTaskMappingNumTasks). */
typedef int64_t (*MappingCount)(const HidetTaskMapping *);

static MlirLogicalResult lowerCount(MlirRewritePattern p, MlirOperation op,
                                    MlirPatternRewriter rewriter, void *userData) {
  (void)p;
  HidetBuilder b;
  HidetTaskMapping m;
  if (!begin(op, rewriter, &b, &m))
    return mlirLogicalResultFailure();
  MappingCount count = *(const MappingCount *)userData;
  MlirValue c = hidetBuildIntConstant(&b, mlirIndexTypeGet(b.ctx), count(&m));
  mlirRewriterBaseReplaceOpWithValues(b.rewriter, op, 1, &c);
  return mlirLogicalResultSuccess();
}

static const MappingCount kNumWorkers = hidetTaskMappingNumWorkers;
static const MappingCount kNumTasks = hidetTaskMappingNumTasks;

static MlirLogicalResult lowerTask(MlirRewritePattern p, MlirOperation op,
                                   MlirPatternRewriter rewriter, void *userData) {
  (void)p, (void)userData;
  HidetBuilder b;
  HidetTaskMapping m;
  if (!begin(op, rewriter, &b, &m) || mlirOperationGetNumResults(op) != m.rank ||
      mlirOperationGetNumOperands(op) != 2)
    return mlirLogicalResultFailure();
  IndexExpr coords[HIDET_TM_MAX_RANK];
  hidetTaskMappingTaskExpr(&b, &m, hidetIndexValue(mlirOperationGetOperand(op, 0)),
                           hidetIndexValue(mlirOperationGetOperand(op, 1)), coords);
  MlirValue values[HIDET_TM_MAX_RANK];
  for (int d = 0; d < m.rank; ++d)
    values[d] = hidetIndexMaterialize(&b, coords[d]);
  mlirRewriterBaseReplaceOpWithValues(b.rewriter, op, m.rank, values);
  return mlirLogicalResultSuccess();
}

static MlirLogicalResult lowerWorkerValid(MlirRewritePattern p, MlirOperation op,
                                          MlirPatternRewriter rewriter, void *userData) {
  (void)p, (void)userData;
  HidetBuilder b;
  HidetTaskMapping m;
  if (!begin(op, rewriter, &b, &m) || mlirOperationGetNumOperands(op) != 1)
    return mlirLogicalResultFailure();
  int64_t workers = hidetTaskMappingNumWorkers(&m);
  IndexExpr w = hidetIndexValue(mlirOperationGetOperand(op, 0));
  MlirValue valid;
  if (w.isConst)
    valid = hidetBuildIntConstant(&b, mlirIntegerTypeGet(b.ctx, 1), (uint64_t)w.c < (uint64_t)workers);
  else
    valid = hidetBuildCmpI(&b, /*ult=*/6, w.v, hidetIndexMaterialize(&b, hidetIndexConst(workers)));
  mlirRewriterBaseReplaceOpWithValues(b.rewriter, op, 1, &valid);
  return mlirLogicalResultSuccess();
}

static void addPattern(MlirRewritePatternSet set, MlirContext ctx, const char *root,
                       MlirLogicalResult (*fn)(MlirRewritePattern, MlirOperation,
                                               MlirPatternRewriter, void *),
                       const void *userData) {
  MlirRewritePatternCallbacks callbacks = {NULL, NULL, fn};
  MlirStringRef generated[] = {mlirStringRefCreateFromCString("arith.constant"),
                               mlirStringRefCreateFromCString("arith.addi"),
                               mlirStringRefCreateFromCString("arith.muli"),
                               mlirStringRefCreateFromCString("arith.divui"),
                               mlirStringRefCreateFromCString("arith.remui"),
                               mlirStringRefCreateFromCString("arith.cmpi")};
  mlirRewritePatternSetAdd(set, mlirOpRewritePatternCreate(mlirStringRefCreateFromCString(root), 1,
                                                           ctx, callbacks, (void *)userData, 6, generated));
}

typedef struct {
  bool failed;
} LeftoverState;

static MlirWalkResult reportLeftover(MlirOperation op, void *userData) {
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  if (name.length > 3 && strncmp(name.data, "tm.", 3) == 0) {
    hidetEmitOpError(op, "could not be lowered to index arithmetic");
    ((LeftoverState *)userData)->failed = true;
  }
  return MlirWalkResultAdvance;
}

static MlirLogicalResult runLowerTaskMappings(MlirOperation op, const void *options) {
  (void)options;
  MlirContext ctx = mlirOperationGetContext(op);
  MlirRewritePatternSet set = mlirRewritePatternSetCreate(ctx);
  addPattern(set, ctx, "tm.num_workers", lowerCount, &kNumWorkers);
  addPattern(set, ctx, "tm.num_tasks", lowerCount, &kNumTasks);
  addPattern(set, ctx, "tm.task", lowerTask, NULL);
  addPattern(set, ctx, "tm.worker_valid", lowerWorkerValid, NULL);
  MlirFrozenRewritePatternSet frozen = mlirFreezeRewritePattern(set);
  /* Freezing moves the patterns out but leaves the (now empty) set object
   * allocated: the C API takes it by value and cannot free it. */
  mlirRewritePatternSetDestroy(set);
  MlirGreedyRewriteDriverConfig config = mlirGreedyRewriteDriverConfigCreate();
  /* Whether the driver converged is beside the point; what matters is that
   * no tm op is left, checked below. */
  (void)mlirApplyPatternsAndFoldGreedilyWithOp(op, frozen, config);
  mlirGreedyRewriteDriverConfigDestroy(config);
  mlirFrozenRewritePatternSetDestroy(frozen);
  LeftoverState state = {false};
  mlirOperationWalk(op, reportLeftover, &state, MlirWalkPreOrder);
  return state.failed ? mlirLogicalResultFailure() : mlirLogicalResultSuccess();
}

const HidetPassDef hidetLowerTaskMappingsPassDef = {
    .name = "HidetLowerTaskMappings",
    .argument = "hidet-lower-task-mappings",
    .summary = "Lower tm ops to arith index arithmetic",
    .description = "Rewrites tm.num_workers and tm.num_tasks into constants, tm.task into the "
                   "div/rem arithmetic of its mapping (spatial atoms split the worker id, repeat "
                   "atoms the task index, composition adds outer * inner_shape + inner) and "
                   "tm.worker_valid into an unsigned compare with the worker count. Constant "
                   "operands fold to constants. Fails if any tm op is left.",
    .options = NULL,
    .optionsSize = 0,
    .run = runLowerTaskMappings,
};

MlirPass hidetCreateLowerTaskMappingsPass(void) {
  char error[8];
  return hidetPassCreate(&hidetLowerTaskMappingsPassDef, "", error, sizeof error);
}
