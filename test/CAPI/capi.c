/*===-- capi.c - Tests of the public hidet C API ---------------------------===*/
// RUN: hidet-capi-test 2>&1 | FileCheck %s

#include "hidet-c/Diagnostics.h"
#include "hidet-c/Dialects.h"
#include "hidet-c/Passes.h"
#include "hidet-c/TaskMapping.h"
#include "hidet-c/Verifier.h"

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"

#include <stdio.h>
#include <string.h>

static void printToStderr(MlirStringRef s, void *userData) {
  (void)userData;
  fwrite(s.data, 1, s.length, stderr);
}

/* Prints every diagnostic as "diag: <message>" so CHECK lines can see them. */
static MlirLogicalResult printDiag(MlirDiagnostic d, void *userData) {
  (void)userData;
  fprintf(stderr, "diag: ");
  mlirDiagnosticPrint(d, printToStderr, NULL);
  fprintf(stderr, "\n");
  return mlirLogicalResultSuccess();
}

static MlirModule parse(MlirContext ctx, const char *text) {
  return mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(text));
}

static void testDialects(void) {
  fprintf(stderr, "@dialects\n");
  MlirContext ctx = hidetContextCreate();
  fprintf(stderr, "context: %d\n", !mlirContextIsNull(ctx));
  // CHECK-LABEL: @dialects
  // CHECK-NEXT: context: 1
  // Loading again is a no-op, not a second definition.
  MlirLogicalResult again = hidetRegisterDialects(ctx);
  fprintf(stderr, "again: %d\n", mlirLogicalResultIsSuccess(again));
  // CHECK-NEXT: again: 1
  fprintf(stderr, "graph.matmul: %d, tm.task: %d, graph.nope: %d\n",
          mlirContextIsRegisteredOperation(ctx, mlirStringRefCreateFromCString("graph.matmul")),
          mlirContextIsRegisteredOperation(ctx, mlirStringRefCreateFromCString("tm.task")),
          mlirContextIsRegisteredOperation(ctx, mlirStringRefCreateFromCString("graph.nope")));
  // CHECK: graph.matmul: 1, tm.task: 1, graph.nope: 0
  mlirContextDestroy(ctx);
}

static void testVerifier(void) {
  fprintf(stderr, "@verifier\n");
  MlirContext ctx = hidetContextCreate();
  MlirDiagnosticHandlerID h = mlirContextAttachDiagnosticHandler(ctx, printDiag, NULL, NULL);
  MlirModule good = parse(ctx,
      "func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x3xf32>) -> tensor<4x3xf32> {\n"
      "  %0 = \"graph.matmul\"(%a, %b) : (tensor<4x8xf32>, tensor<8x3xf32>) -> tensor<4x3xf32>\n"
      "  return %0 : tensor<4x3xf32>\n}\n");
  fprintf(stderr, "good: %d\n", mlirLogicalResultIsSuccess(hidetVerify(mlirModuleGetOperation(good))));
  // CHECK-LABEL: @verifier
  // CHECK: good: 1
  // IRDL accepts this (two ranked tensors in, one out); the C verifier does not.
  MlirModule bad = parse(ctx,
      "func.func @f(%a: tensor<4x8xf32>, %b: tensor<7x3xf32>) -> tensor<4x3xf32> {\n"
      "  %0 = \"graph.matmul\"(%a, %b) : (tensor<4x8xf32>, tensor<7x3xf32>) -> tensor<4x3xf32>\n"
      "  return %0 : tensor<4x3xf32>\n}\n");
  fprintf(stderr, "bad parsed: %d\n", !mlirModuleIsNull(bad));
  fprintf(stderr, "bad: %d\n", mlirLogicalResultIsSuccess(hidetVerify(mlirModuleGetOperation(bad))));
  // CHECK: bad parsed: 1
  // CHECK-NEXT: diag: 'graph.matmul' op
  // CHECK: bad: 0
  mlirModuleDestroy(good);
  mlirModuleDestroy(bad);
  mlirContextDetachDiagnosticHandler(ctx, h);
  mlirContextDestroy(ctx);
}

static void printMapping(const HidetTaskMapping *m) {
  int64_t shape[HIDET_TM_MAX_RANK];
  hidetTaskMappingTaskShape(m, shape);
  fprintf(stderr, "workers %lld tasks %lld shape", (long long)hidetTaskMappingNumWorkers(m),
          (long long)hidetTaskMappingNumTasks(m));
  for (int d = 0; d < m->rank; ++d)
    fprintf(stderr, " %lld", (long long)shape[d]);
  fprintf(stderr, "\n");
}

static void testTaskMapping(void) {
  fprintf(stderr, "@taskmapping\n");
  MlirContext ctx = hidetContextCreate();
  MlirAttribute attr = mlirAttributeParseGet(
      ctx, mlirStringRefCreateFromCString(
               "#tm.compose<[#tm.repeat<array<i64: 2, 1>>, #tm.spatial<array<i64: 4, 8>>]>"));
  HidetTaskMapping m;
  char error[128];
  bool ok = hidetTaskMappingFromAttribute(attr, &m, error, sizeof error);
  fprintf(stderr, "parsed: %d atoms %d rank %d\n", ok, m.numAtoms, m.rank);
  printMapping(&m);
  // CHECK-LABEL: @taskmapping
  // CHECK: parsed: 1 atoms 2 rank 2
  // CHECK-NEXT: workers 32 tasks 2 shape 8 8
  // DESIGN.md's worked example: worker 9 does (1,1) then (5,1).
  for (int k = 0; k < 2; ++k) {
    int64_t c[2];
    hidetTaskMappingTask(&m, 9, k, c);
    fprintf(stderr, "w9 k%d: (%lld, %lld)\n", k, (long long)c[0], (long long)c[1]);
  }
  // CHECK-NEXT: w9 k0: (1, 1)
  // CHECK-NEXT: w9 k1: (5, 1)
  MlirAttribute back = hidetTaskMappingToAttribute(ctx, &m);
  fprintf(stderr, "round trip equal: %d\n", mlirAttributeEqual(attr, back));
  // CHECK-NEXT: round trip equal: 1

  // Column-major spatial: worker 1 is (1, 0), not (0, 1).
  int64_t dims[2] = {4, 8};
  HidetTaskMapping col;
  hidetTaskMappingAtomCreate(HidetTaskMappingColSpatial, 2, dims, &col);
  int64_t c[2];
  hidetTaskMappingTask(&col, 1, 0, c);
  fprintf(stderr, "col w1: (%lld, %lld)\n", (long long)c[0], (long long)c[1]);
  // CHECK-NEXT: col w1: (1, 0)

  // Order matters: spatial(4,8).repeat(2,1) gives worker 9 two vertically
  // adjacent cells.
  int64_t d48[2] = {4, 8}, d21[2] = {2, 1};
  HidetTaskMapping sp, rp, sr;
  hidetTaskMappingAtomCreate(HidetTaskMappingSpatial, 2, d48, &sp);
  hidetTaskMappingAtomCreate(HidetTaskMappingRepeat, 2, d21, &rp);
  hidetTaskMappingCompose(&sp, &rp, &sr);
  for (int k = 0; k < 2; ++k) {
    hidetTaskMappingTask(&sr, 9, k, c);
    fprintf(stderr, "sr w9 k%d: (%lld, %lld)\n", k, (long long)c[0], (long long)c[1]);
  }
  // CHECK-NEXT: sr w9 k0: (2, 1)
  // CHECK-NEXT: sr w9 k1: (3, 1)

  // auto_map([64, 32], 128) = repeat(16,1).spatial(4,32).
  int64_t shape[2] = {64, 32};
  HidetTaskMapping am;
  ok = hidetTaskMappingAutoMap(2, shape, 128, &am, error, sizeof error);
  MlirAttribute amAttr = hidetTaskMappingToAttribute(ctx, &am);
  fprintf(stderr, "auto_map: %d ", ok);
  mlirAttributePrint(amAttr, printToStderr, NULL);
  fprintf(stderr, "\n");
  // CHECK-NEXT: auto_map: 1 #tm.compose<[#tm.repeat<array<i64: 16, 1>>, #tm.spatial<array<i64: 4, 32>>]>
  ok = hidetTaskMappingAutoMap(2, shape, 96, &am, error, sizeof error);
  fprintf(stderr, "auto_map 96: %d %s\n", ok, error);
  // CHECK-NEXT: auto_map 96: 0 auto_map cannot use all 96 workers: 3 are left over
  ok = hidetTaskMappingAutoMap(2, shape, 32, &am, error, sizeof error);
  amAttr = hidetTaskMappingToAttribute(ctx, &am);
  fprintf(stderr, "auto_map 32: ");
  mlirAttributePrint(amAttr, printToStderr, NULL);
  fprintf(stderr, "\n");
  // CHECK-NEXT: auto_map 32: #tm.compose<[#tm.repeat<array<i64: 64, 1>>, #tm.spatial<array<i64: 1, 32>>]>

  const char *bad[] = {
      "#tm.spatial<array<i64: 0, 8>>",
      "#tm.spatial<array<i32: 4>>",
      "#tm.compose<[#tm.spatial<array<i64: 4>>, #tm.repeat<array<i64: 2, 2>>]>",
      "#tm.compose<[]>",
      "#tm.repeat<array<i64>>",
      "#tm.compose<[1 : i64]>",
      "\"not a mapping\"",
  };
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; ++i) {
    MlirAttribute a = mlirAttributeParseGet(ctx, mlirStringRefCreateFromCString(bad[i]));
    if (mlirAttributeIsNull(a)) {
      fprintf(stderr, "bad %zu: rejected by the parser\n", i);
      continue;
    }
    ok = hidetTaskMappingFromAttribute(a, &m, error, sizeof error);
    fprintf(stderr, "bad %zu: %d %s\n", i, ok, error);
  }
  // CHECK-NEXT: bad 0: 0 task mapping dims must be positive, got 0
  // CHECK-NEXT: bad 1: 0 task mapping dims must have i64 elements
  // CHECK-NEXT: bad 2: 0 composed task mappings must have equal ranks, got 1 and 2
  // CHECK-NEXT: bad 3: 0 #tm.compose needs at least one task mapping
  // CHECK-NEXT: bad 4: 0 task mapping must have at least one dimension
  // CHECK-NEXT: bad 5: 0 expected a task mapping
  // CHECK-NEXT: bad 6: 0 expected a task mapping
  mlirContextDestroy(ctx);
}

static void testPasses(void) {
  fprintf(stderr, "@passes\n");
  for (size_t i = 0; i < hidetGetNumPasses(); ++i)
    fprintf(stderr, "pass: %s\n", hidetGetPassInfo(i)->argument);
  // CHECK-LABEL: @passes
  // CHECK: pass: hidet-verify
  MlirContext ctx = hidetContextCreate();
  MlirModule module = parse(ctx,
      "func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
      "  %0 = \"graph.relu\"(%a) : (tensor<4xf32>) -> tensor<4xf32>\n"
      "  %1 = arith.constant 1 : index\n"
      "  %2 = \"graph.exp\"(%a) : (tensor<4xf32>) -> tensor<4xf32>\n"
      "  return %0 : tensor<4xf32>\n}\n");
  MlirPassManager pm = mlirPassManagerCreateOnOperation(ctx, mlirStringRefCreateFromCString("builtin.module"));
  HidetPipelineError err;
  MlirLogicalResult r = hidetPassManagerAddPipeline(
      pm, mlirStringRefCreateFromCString("builtin.module(hidet-verify,func.func(canonicalize),cse)"), &err);
  fprintf(stderr, "pipeline: %d\n", mlirLogicalResultIsSuccess(r));
  fprintf(stderr, "run: %d\n", mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module))));
  // CHECK: pipeline: 1
  // CHECK: run: 1
  mlirOperationPrint(mlirModuleGetOperation(module), printToStderr, NULL);
  fprintf(stderr, "\n");
  // canonicalize removed the unused constant; the IRDL op stays (no
  // side-effect information, so it is never treated as dead).
  // CHECK: "graph.relu"
  // CHECK-NOT: arith.constant
  // CHECK: "graph.exp"
  // CHECK: return
  mlirPassManagerDestroy(pm);

  const char *bad[] = {"hidet-nope", "builtin.module(func.func(cse)", "hidet-verify{x=1}", "cse,,cse",
                       "nest(cse)"};
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; ++i) {
    pm = mlirPassManagerCreateOnOperation(ctx, mlirStringRefCreateFromCString("builtin.module"));
    r = hidetPassManagerAddPipeline(pm, mlirStringRefCreateFromCString(bad[i]), &err);
    fprintf(stderr, "bad %zu: %d at %zu: %s\n", i, mlirLogicalResultIsSuccess(r), err.offset, err.message);
    mlirPassManagerDestroy(pm);
  }
  // CHECK: bad 0: 0 at 0: 'hidet-nope' is not a hidet pass
  // CHECK-NEXT: bad 1: 0 at 14: unbalanced '('
  // CHECK-NEXT: bad 2: 0 at 0: pass 'hidet-verify' takes no options, got 'x'
  // CHECK-NEXT: bad 3: 0 at 4: expected a pass or operation name, found ','
  // CHECK-NEXT: bad 4: 0 at 0: 'nest(' nests passes under an operation, but 'nest' is not an operation name

  // A pass created directly runs too.
  pm = mlirPassManagerCreateOnOperation(ctx, mlirStringRefCreateFromCString("builtin.module"));
  mlirPassManagerAddOwnedPass(pm, hidetCreateVerifyPass());
  fprintf(stderr, "direct: %d\n", mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module))));
  // CHECK-NEXT: direct: 1
  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
}

/* A remark handler that says whose it is and where the remark is. */
static void printRemark(MlirLocation loc, const char *message, void *userData) {
  fprintf(stderr, "handler %s: ", (const char *)userData);
  mlirLocationPrint(loc, printToStderr, NULL);
  fprintf(stderr, ": %s\n", message);
}

/* Runs hidet-partition{report=true} on a fresh module of `ctx`. */
static void runPartitionReport(MlirContext ctx) {
  MlirModule module = parse(ctx,
      "func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x3xf32>) -> tensor<4x3xf32> {\n"
      "  %0 = \"graph.matmul\"(%a, %b) : (tensor<4x8xf32>, tensor<8x3xf32>) -> tensor<4x3xf32>\n"
      "  return %0 : tensor<4x3xf32>\n}\n");
  MlirPassManager pm = mlirPassManagerCreateOnOperation(ctx, mlirStringRefCreateFromCString("builtin.module"));
  HidetPipelineError err;
  hidetPassManagerAddPipeline(pm, mlirStringRefCreateFromCString("hidet-partition{report=true}"), &err);
  MlirLogicalResult r = mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module));
  fprintf(stderr, "run: %d\n", mlirLogicalResultIsSuccess(r));
  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(module);
}

static void testRemarks(void) {
  fprintf(stderr, "@remarks\n");
  // CHECK-LABEL: @remarks
  MlirContext ctx = hidetContextCreate();
  MlirContext other = hidetContextCreate();
  // A handler gets the remarks of its context only.
  hidetContextSetRemarkHandler(ctx, printRemark, "one");
  runPartitionReport(ctx);
  // CHECK-NEXT: handler one: loc("-":2:8): group 0: graph.matmul at 2:8 (anchor)
  // CHECK-NEXT: handler one: loc("-":2:8): argument #0 (operand #0 of graph.matmul at 2:8) not fused into group 0: it is a function argument
  // CHECK: run: 1
  runPartitionReport(other);
  // CHECK-NEXT: -:2:8: remark: group 0: graph.matmul at 2:8 (anchor)
  // CHECK: run: 1
  // Setting again replaces it; NULL removes it, and remarks go to stderr.
  hidetContextSetRemarkHandler(ctx, printRemark, "two");
  runPartitionReport(ctx);
  // CHECK-NEXT: handler two: loc("-":2:8): group 0:
  // CHECK: run: 1
  hidetContextSetRemarkHandler(ctx, NULL, NULL);
  runPartitionReport(ctx);
  // CHECK-NEXT: -:2:8: remark: group 0: graph.matmul at 2:8 (anchor)
  // CHECK: run: 1
  // Removing what is not there is harmless.
  hidetContextSetRemarkHandler(other, NULL, NULL);
  mlirContextDestroy(other);
  mlirContextDestroy(ctx);
}

/* graph and tm as registry entries: a context whose registry holds them
 * loads them on first use (parsing, a pass manager's dependent dialects). */
static void testRegistry(void) {
  fprintf(stderr, "@registry\n");
  // CHECK-LABEL: @registry
  MlirStringRef graphName = mlirDialectHandleGetNamespace(hidetGetGraphDialectHandle());
  MlirStringRef tmName = mlirDialectHandleGetNamespace(hidetGetTmDialectHandle());
  fprintf(stderr, "handles: %.*s %.*s\n", (int)graphName.length, graphName.data, (int)tmName.length,
          tmName.data);
  // CHECK-NEXT: handles: graph tm
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  hidetDialectRegistryInsertDialects(registry);
  MlirContext ctx = mlirContextCreateWithRegistry(registry, /*threadingEnabled=*/false);
  mlirDialectRegistryDestroy(registry);
  MlirStringRef matmul = mlirStringRefCreateFromCString("graph.matmul");
  fprintf(stderr, "before parse: %d\n", mlirContextIsRegisteredOperation(ctx, matmul));
  // CHECK-NEXT: before parse: 0
  MlirModule module = parse(ctx,
      "func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
      "  %0 = \"graph.relu\"(%a) : (tensor<4xf32>) -> tensor<4xf32>\n"
      "  return %0 : tensor<4xf32>\n}\n");
  fprintf(stderr, "parsed: %d, after parse: %d\n", !mlirModuleIsNull(module),
          mlirContextIsRegisteredOperation(ctx, matmul));
  // CHECK-NEXT: parsed: 1, after parse: 1
  MlirDialect tm = mlirDialectHandleLoadDialect(hidetGetTmDialectHandle(), ctx);
  MlirStringRef ns = mlirDialectGetNamespace(tm);
  fprintf(stderr, "loaded: %.*s\n", (int)ns.length, ns.data);
  // CHECK-NEXT: loaded: tm
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);

  // No hidet in the registry at all: running a hidet pass loads the
  // dialects, as its dependent dialects.
  registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  ctx = mlirContextCreateWithRegistry(registry, /*threadingEnabled=*/false);
  mlirDialectRegistryDestroy(registry);
  module = parse(ctx, "func.func @g() {\n  return\n}\n");
  MlirPassManager pm = mlirPassManagerCreateOnOperation(ctx, mlirStringRefCreateFromCString("builtin.module"));
  HidetPipelineError err;
  hidetPassManagerAddPipeline(pm, mlirStringRefCreateFromCString("hidet-verify"), &err);
  fprintf(stderr, "before run: %d\n", mlirContextIsRegisteredOperation(ctx, matmul));
  MlirLogicalResult r = mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module));
  fprintf(stderr, "run: %d, after run: %d\n", mlirLogicalResultIsSuccess(r),
          mlirContextIsRegisteredOperation(ctx, matmul));
  // CHECK-NEXT: before run: 0
  // CHECK-NEXT: run: 1, after run: 1
  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
}

/* hidetOpPassManagerAddPipeline: into a nested pass manager, as is. */
static void testOpPassManager(void) {
  fprintf(stderr, "@op-pass-manager\n");
  // CHECK-LABEL: @op-pass-manager
  MlirContext ctx = hidetContextCreate();
  MlirPassManager pm = mlirPassManagerCreateOnOperation(ctx, mlirStringRefCreateFromCString("builtin.module"));
  MlirOpPassManager funcPm = mlirPassManagerGetNestedUnder(pm, mlirStringRefCreateFromCString("func.func"));
  HidetPipelineError err;
  MlirLogicalResult r = hidetOpPassManagerAddPipeline(
      funcPm, mlirStringRefCreateFromCString("hidet-verify,canonicalize"), &err);
  fprintf(stderr, "nested: %d\n", mlirLogicalResultIsSuccess(r));
  mlirPrintPassPipeline(mlirPassManagerGetAsOpPassManager(pm), printToStderr, NULL);
  fprintf(stderr, "\n");
  // CHECK-NEXT: nested: 1
  // CHECK-NEXT: builtin.module(func.func(hidet-verify,canonicalize{
  MlirModule module = parse(ctx,
      "func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
      "  %0 = \"graph.relu\"(%a) : (tensor<4xf32>) -> tensor<4xf32>\n"
      "  return %0 : tensor<4xf32>\n}\n");
  fprintf(stderr, "run: %d\n", mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module))));
  // CHECK-NEXT: run: 1
  r = hidetOpPassManagerAddPipeline(funcPm, mlirStringRefCreateFromCString("cse,hidet-compile-to-ptx{arch=sm_12}"), &err);
  fprintf(stderr, "bad: %d at %zu: %s\n", mlirLogicalResultIsSuccess(r), err.offset, err.message);
  // CHECK-NEXT: bad: 0 at 25: bad value for option 'arch' of the pipeline 'hidet-compile-to-ptx': 'sm_12' is not supported
  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(module);
  mlirContextDestroy(ctx);
}

int main(void) {
  testDialects();
  testVerifier();
  testTaskMapping();
  testPasses();
  testRemarks();
  testRegistry();
  testOpPassManager();
  return 0;
}
