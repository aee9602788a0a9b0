/*===-- hidet_embed.c - A frontend that embeds hidet ----------------------===*
 * What a frontend does to compile its model to GPU kernels with hidet, in
 * plain C over the MLIR C API, linked against the INSTALLED package
 * (find_package(HidetMLIR), HidetMLIR::hidet; docs/embedding.md):
 *
 *   hidet-embed [--arch=sm_80|sm_90|sm_90a] [--pipeline=TEXT] [MODEL.mlir] OUTDIR
 *
 * With MODEL.mlir (e.g. TOSA exported by torch-mlir) it parses it; without,
 * it builds a small model itself with the MLIR C API (graph.matmul,
 * graph.add, graph.relu in a func.func). It then runs
 *   hidet-import-tosa,hidet-graph-canonicalize,hidet-compile-to-ptx{arch=ARCH}
 * (or TEXT) through hidetPassManagerAddPipeline and writes
 *   OUTDIR/<gpu.binary symbol>.ptx   the PTX of each kernel module
 *   OUTDIR/launch_plan.txt           one line per gpu.launch_func of the
 *                                    host code, in program order:
 *     <host function> <module>::<kernel> grid=X,Y,Z block=X,Y,Z smem=BYTES args=N
 *   (a size that is not a constant prints as '?').
 * Diagnostics print as `file:line:col: error: message`; hidet's remarks
 * (report=true) go to stderr through the remark handler. Exit status: 0 on
 * success, 1 on a compile error, 2 on a usage error.
 *===----------------------------------------------------------------------===*/
#include "hidet-c/Diagnostics.h"
#include "hidet-c/Dialects.h"
#include "hidet-c/Passes.h"
#include "hidet-c/Verifier.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/GPU.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/Support.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>

/* ---- Diagnostics and remarks ------------------------------------------ */

static void printLocation(FILE *out, MlirLocation loc) {
  if (mlirLocationIsAFileLineColRange(loc)) {
    MlirStringRef file = mlirIdentifierStr(mlirLocationFileLineColRangeGetFilename(loc));
    fprintf(out, "%.*s:%d:%d: ", (int)file.length, file.data,
            mlirLocationFileLineColRangeGetStartLine(loc),
            mlirLocationFileLineColRangeGetStartColumn(loc));
  } else {
    fputs("<unknown>: ", out);
  }
}

static void printString(MlirStringRef s, void *userData) {
  fwrite(s.data, 1, s.length, (FILE *)userData);
}

/* Every diagnostic of the context (parser, verifier, hidet and upstream
 * passes) comes here; returning success marks it handled. */
static MlirLogicalResult onDiagnostic(MlirDiagnostic diag, void *userData) {
  int *numErrors = userData;
  static const char *const kSeverity[] = {"error", "warning", "note", "remark"};
  MlirDiagnosticSeverity severity = mlirDiagnosticGetSeverity(diag);
  if (severity == MlirDiagnosticError)
    ++*numErrors;
  printLocation(stderr, mlirDiagnosticGetLocation(diag));
  fprintf(stderr, "%s: ", kSeverity[severity]);
  mlirDiagnosticPrint(diag, printString, stderr);
  fputc('\n', stderr);
  return mlirLogicalResultSuccess();
}

static void onRemark(MlirLocation loc, const char *message, void *userData) {
  (void)userData;
  printLocation(stderr, loc);
  fprintf(stderr, "remark: %s\n", message);
}

/* ---- A model built with the MLIR C API ---------------------------------
 * func.func @mlp(%x: tensor<64x128xf32>, %w: tensor<128x256xf32>,
 *                %b: tensor<256xf32>) -> tensor<64x256xf32>
 *   relu(x @ w + b) */

static MlirOperation createOp(MlirLocation loc, const char *name, intptr_t numOperands,
                              const MlirValue *operands, MlirType result) {
  MlirOperationState state = mlirOperationStateGet(mlirStringRefCreateFromCString(name), loc);
  mlirOperationStateAddOperands(&state, numOperands, operands);
  if (!mlirTypeIsNull(result))
    mlirOperationStateAddResults(&state, 1, &result);
  return mlirOperationCreate(&state);
}

static MlirModule buildModel(MlirContext ctx) {
  /* Ops are created by name: their dialects must be loaded, not only
   * registered (graph is, by hidetContextCreate). */
  mlirContextGetOrLoadDialect(ctx, mlirStringRefCreateFromCString("func"));
  MlirLocation loc = mlirLocationFileLineColGet(ctx, mlirStringRefCreateFromCString("<built>"), 1, 1);
  MlirType f32 = mlirF32TypeGet(ctx);
  const int64_t xShape[] = {64, 128}, wShape[] = {128, 256}, bShape[] = {256}, yShape[] = {64, 256};
  MlirAttribute noEncoding = mlirAttributeGetNull();
  MlirType args[3] = {mlirRankedTensorTypeGet(2, xShape, f32, noEncoding),
                      mlirRankedTensorTypeGet(2, wShape, f32, noEncoding),
                      mlirRankedTensorTypeGet(1, bShape, f32, noEncoding)};
  MlirType y = mlirRankedTensorTypeGet(2, yShape, f32, noEncoding);
  MlirLocation argLocs[3] = {loc, loc, loc};

  MlirBlock body = mlirBlockCreate(3, args, argLocs);
  MlirValue x = mlirBlockGetArgument(body, 0), w = mlirBlockGetArgument(body, 1),
            b = mlirBlockGetArgument(body, 2);
  MlirValue mmOperands[2] = {x, w};
  MlirOperation mm = createOp(loc, "graph.matmul", 2, mmOperands, y);
  mlirBlockAppendOwnedOperation(body, mm);
  MlirValue addOperands[2] = {mlirOperationGetResult(mm, 0), b};
  MlirOperation add = createOp(loc, "graph.add", 2, addOperands, y);
  mlirBlockAppendOwnedOperation(body, add);
  MlirValue relu0 = mlirOperationGetResult(add, 0);
  MlirOperation relu = createOp(loc, "graph.relu", 1, &relu0, y);
  mlirBlockAppendOwnedOperation(body, relu);
  MlirValue ret = mlirOperationGetResult(relu, 0);
  mlirBlockAppendOwnedOperation(body, createOp(loc, "func.return", 1, &ret, (MlirType){NULL}));

  MlirRegion region = mlirRegionCreate();
  mlirRegionAppendOwnedBlock(region, body);
  MlirOperationState func = mlirOperationStateGet(mlirStringRefCreateFromCString("func.func"), loc);
  MlirNamedAttribute attrs[2] = {
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, mlirStringRefCreateFromCString("sym_name")),
                            mlirStringAttrGet(ctx, mlirStringRefCreateFromCString("mlp"))),
      mlirNamedAttributeGet(
          mlirIdentifierGet(ctx, mlirStringRefCreateFromCString("function_type")),
          mlirTypeAttrGet(mlirFunctionTypeGet(ctx, 3, args, 1, &y))),
  };
  mlirOperationStateAddAttributes(&func, 2, attrs);
  mlirOperationStateAddOwnedRegions(&func, 1, &region);

  MlirModule module = mlirModuleCreateEmpty(loc);
  mlirBlockAppendOwnedOperation(mlirModuleGetBody(module), mlirOperationCreate(&func));
  return module;
}

/* ---- Writing the PTX and the launch plan ------------------------------- */

typedef struct {
  const char *dir;
  FILE *plan;
  int numBinaries, numLaunches;
  bool failed;
} Output;

static MlirStringRef symbolName(MlirOperation op) {
  MlirAttribute name = mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("sym_name"));
  return mlirAttributeIsNull(name) ? mlirStringRefCreateFromCString("?") : mlirStringAttrGetValue(name);
}

static void writeBinary(MlirOperation binary, Output *out) {
  MlirAttribute objects =
      mlirOperationGetAttributeByName(binary, mlirStringRefCreateFromCString("objects"));
  if (mlirAttributeIsNull(objects) || mlirArrayAttrGetNumElements(objects) < 1 ||
      !mlirAttributeIsAGPUObjectAttr(mlirArrayAttrGetElement(objects, 0)))
    return;
  MlirStringRef ptx = mlirGPUObjectAttrGetObject(mlirArrayAttrGetElement(objects, 0));
  MlirStringRef name = symbolName(binary);
  char path[4096];
  snprintf(path, sizeof path, "%s/%.*s.ptx", out->dir, (int)name.length, name.data);
  FILE *f = fopen(path, "wb");
  if (!f || fwrite(ptx.data, 1, ptx.length, f) != ptx.length) {
    fprintf(stderr, "hidet-embed: error: cannot write '%s': %s\n", path, strerror(errno));
    out->failed = true;
  }
  if (f)
    fclose(f);
  out->numBinaries++;
}

/* The constant an index operand folds to, or -1. */
static long long constantOf(MlirValue v) {
  if (!mlirValueIsAOpResult(v))
    return -1;
  MlirOperation def = mlirOpResultGetOwner(v);
  MlirAttribute value = mlirOperationGetAttributeByName(def, mlirStringRefCreateFromCString("value"));
  if (mlirAttributeIsNull(value) || !mlirAttributeIsAInteger(value))
    return -1;
  return (long long)mlirIntegerAttrGetValueInt(value);
}

static void printSize(FILE *f, MlirValue v) {
  long long c = constantOf(v);
  if (c >= 0)
    fprintf(f, "%lld", c);
  else
    fputc('?', f);
}

/* gpu.launch_func's operand segments: async dependencies, grid x/y/z,
 * block x/y/z, cluster x/y/z (optional), dynamic shared memory
 * (optional), kernel operands, async object (optional). */
enum { kSegAsync, kSegGrid = 1, kSegBlock = 4, kSegCluster = 7, kSegSmem = 10, kSegArgs = 11,
       kNumSegs = 13 };

static void writeLaunch(MlirOperation launch, Output *out) {
  MlirAttribute segAttr =
      mlirOperationGetAttributeByName(launch, mlirStringRefCreateFromCString("operandSegmentSizes"));
  MlirAttribute kernel =
      mlirOperationGetAttributeByName(launch, mlirStringRefCreateFromCString("kernel"));
  if (mlirAttributeIsNull(segAttr) || !mlirAttributeIsADenseI32Array(segAttr) ||
      mlirDenseArrayGetNumElements(segAttr) != kNumSegs || mlirAttributeIsNull(kernel) ||
      !mlirAttributeIsASymbolRef(kernel) || mlirSymbolRefAttrGetNumNestedReferences(kernel) != 1)
    return;
  intptr_t start[kNumSegs], pos = 0;
  for (int i = 0; i < kNumSegs; ++i) {
    start[i] = pos;
    pos += mlirDenseI32ArrayGetElement(segAttr, i);
  }
  MlirOperation func = mlirOperationGetParentOperation(launch);
  while (!mlirOperationIsNull(func) &&
         mlirAttributeIsNull(mlirOperationGetAttributeByName(func, mlirStringRefCreateFromCString("sym_name"))))
    func = mlirOperationGetParentOperation(func);
  MlirStringRef host = mlirOperationIsNull(func) ? mlirStringRefCreateFromCString("?") : symbolName(func);
  MlirStringRef module = mlirSymbolRefAttrGetRootReference(kernel);
  MlirStringRef name = mlirFlatSymbolRefAttrGetValue(mlirSymbolRefAttrGetNestedReference(kernel, 0));
  fprintf(out->plan, "%.*s %.*s::%.*s grid=", (int)host.length, host.data, (int)module.length,
          module.data, (int)name.length, name.data);
  for (int i = 0; i < 3; ++i) {
    if (i)
      fputc(',', out->plan);
    printSize(out->plan, mlirOperationGetOperand(launch, start[kSegGrid + i]));
  }
  fputs(" block=", out->plan);
  for (int i = 0; i < 3; ++i) {
    if (i)
      fputc(',', out->plan);
    printSize(out->plan, mlirOperationGetOperand(launch, start[kSegBlock + i]));
  }
  fputs(" smem=", out->plan);
  if (mlirDenseI32ArrayGetElement(segAttr, kSegSmem) == 1)
    printSize(out->plan, mlirOperationGetOperand(launch, start[kSegSmem]));
  else
    fputc('0', out->plan);
  fprintf(out->plan, " args=%d\n", (int)mlirDenseI32ArrayGetElement(segAttr, kSegArgs));
  out->numLaunches++;
}

static MlirWalkResult visit(MlirOperation op, void *userData) {
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  if (name.length == 10 && memcmp(name.data, "gpu.binary", 10) == 0)
    writeBinary(op, userData);
  else if (name.length == 15 && memcmp(name.data, "gpu.launch_func", 15) == 0)
    writeLaunch(op, userData);
  return MlirWalkResultAdvance;
}

/* ---- The driver ---------------------------------------------------------- */

static int usage(void) {
  fputs("usage: hidet-embed [--arch=sm_80|sm_90|sm_90a] [--pipeline=TEXT] [MODEL.mlir] OUTDIR\n",
        stderr);
  return 2;
}

int main(int argc, char **argv) {
  const char *arch = "sm_80", *pipelineText = NULL, *paths[2] = {NULL, NULL};
  int numPaths = 0;
  for (int i = 1; i < argc; ++i) {
    if (strncmp(argv[i], "--arch=", 7) == 0)
      arch = argv[i] + 7;
    else if (strncmp(argv[i], "--pipeline=", 11) == 0)
      pipelineText = argv[i] + 11;
    else if (argv[i][0] == '-' || numPaths == 2)
      return usage();
    else
      paths[numPaths++] = argv[i];
  }
  if (numPaths == 0)
    return usage();
  const char *modelPath = numPaths == 2 ? paths[0] : NULL;
  const char *outDir = paths[numPaths - 1];
  char pipeline[1024];
  if (pipelineText)
    snprintf(pipeline, sizeof pipeline, "%s", pipelineText);
  else
    snprintf(pipeline, sizeof pipeline,
             "hidet-import-tosa,hidet-graph-canonicalize,hidet-compile-to-ptx{arch=%s}", arch);

  /* A context with every upstream dialect and pass, the LLVM translations
   * and the hidet dialects. A frontend with a context of its own calls
   * hidetRegisterDialects(ctx) on it instead (docs/embedding.md). */
  MlirContext ctx = hidetContextCreate();
  if (mlirContextIsNull(ctx)) {
    fputs("hidet-embed: error: the hidet dialects did not load\n", stderr);
    return 1;
  }
  int numErrors = 0;
  MlirDiagnosticHandlerID handler = mlirContextAttachDiagnosticHandler(ctx, onDiagnostic, &numErrors, NULL);
  hidetContextSetRemarkHandler(ctx, onRemark, NULL);

  MlirModule module = {NULL};
  bool ok = true;
  if (modelPath) {
    /* Locations name the file; a parse error has been reported. */
    module = mlirModuleCreateParseFromFile(ctx, mlirStringRefCreateFromCString(modelPath));
    ok = !mlirModuleIsNull(module);
  } else {
    module = buildModel(ctx);
    /* The upstream verifier (IRDL constraints included), then hidet's. */
    ok = mlirOperationVerify(mlirModuleGetOperation(module)) &&
         mlirLogicalResultIsSuccess(hidetVerify(mlirModuleGetOperation(module)));
  }

  if (ok) {
    MlirPassManager pm = mlirPassManagerCreateOnOperation(ctx, mlirStringRefCreateFromCString("builtin.module"));
    HidetPipelineError error = {0, ""};
    if (mlirLogicalResultIsFailure(
            hidetPassManagerAddPipeline(pm, mlirStringRefCreateFromCString(pipeline), &error))) {
      fprintf(stderr, "<pipeline>:1:%zu: error: %s\n%s\n%*s^\n", error.offset + 1, error.message,
              pipeline, (int)error.offset, "");
      ok = false;
    } else {
      ok = mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module)));
    }
    mlirPassManagerDestroy(pm);
  }

  if (ok) {
    if (mkdir(outDir, 0777) != 0 && errno != EEXIST) {
      fprintf(stderr, "hidet-embed: error: cannot create '%s': %s\n", outDir, strerror(errno));
      ok = false;
    }
  }
  if (ok) {
    char planPath[4096];
    snprintf(planPath, sizeof planPath, "%s/launch_plan.txt", outDir);
    Output out = {outDir, fopen(planPath, "w"), 0, 0, false};
    if (!out.plan) {
      fprintf(stderr, "hidet-embed: error: cannot write '%s': %s\n", planPath, strerror(errno));
      ok = false;
    } else {
      mlirOperationWalk(mlirModuleGetOperation(module), visit, &out, MlirWalkPreOrder);
      ok = fclose(out.plan) == 0 && !out.failed;
      if (ok && out.numBinaries == 0) {
        fputs("hidet-embed: error: the pipeline produced no gpu.binary\n", stderr);
        ok = false;
      }
      if (ok)
        printf("hidet-embed: %d PTX module(s) and a launch plan of %d launch(es) in %s\n",
               out.numBinaries, out.numLaunches, outDir);
    }
  }

  /* Everything that refers to the context goes before it. */
  if (!mlirModuleIsNull(module))
    mlirModuleDestroy(module);
  hidetContextSetRemarkHandler(ctx, NULL, NULL);
  mlirContextDetachDiagnosticHandler(ctx, handler);
  mlirContextDestroy(ctx);
  return ok ? 0 : 1;
}
