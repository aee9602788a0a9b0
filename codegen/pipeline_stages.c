/*===-- pipeline_stages.c - hidet-pipeline --------------------------------===*
 * Turns the double-buffered, register-staged reduction loop of each
 * scheduled matmul kernel into an N-stage cp.async software pipeline:
 * global tiles are copied straight into an N-deep ring of shared buffers
 * (nvgpu.device_async_copy, one commit group per tile, wait_group N-2
 * before each step), so N-1 tiles are in flight while one is computed.
 *
 * The loop is re-instantiated from the template in its async form rather
 * than rewritten op by op: the template owns the loop structure, and both
 * forms are generated from the same schedule.
 *
 * Going beyond Hidet, whose cp.async templates give up prologue fusion, an
 * operand keeps its prologue when the prologue is a chain of index-only ops
 * (transpose, reshape, broadcast, slice: folded into the copy's source
 * address) and f32 unary elementwise ops (applied after the shared-memory
 * load) ending at an f32 tensor. Anything else (binary ops reading a second
 * tensor, casts that change the element type, concat, constants) needs the
 * register-staged form: the kernel keeps it, with a remark.
 *===----------------------------------------------------------------------===*/
#include "kernel_functions.h"
#include "kernel_ir.h"
#include "scalar_emit.h"
#include "pass_util.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/Dialect/GPU.h"
#include "mlir-c/Dialect/MemRef.h"
#include "mlir-c/Dialect/NVGPU.h"
#include "mlir-c/Dialect/SCF.h"
#include "mlir-c/Dialect/Vector.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  int stages; /* 0: the schedule's own */
  bool report;
} Options;

static const HidetPassOption kOptions[] = {
    {.key = "stages",
     .type = {.kind = HIDET_OPTION_INT, .min = 2, .max = 4},
     HIDET_OPTION_FIELD(Options, stages),
     .help = "cp.async stages of every kernel (unset: each schedule's own)"},
    {.key = "report",
     .type = {.kind = HIDET_OPTION_BOOL},
     HIDET_OPTION_FIELD(Options, report),
     .defaultValue = "false",
     .help = "print a remark per kernel"},
};

static bool isF32(MlirValue v) {
  return mlirTypeIsAF32(mlirShapedTypeGetElementType(mlirValueGetType(v)));
}

/* Can the operand's prologue ride on cp.async? Writes why not. */
static bool asyncEligible(MlirOperation fn, MlirValue v, char *why, size_t size) {
  MlirBlock body = kernelIrBody(fn);
  while (!mlirValueIsABlockArgument(v)) {
    MlirOperation op = mlirOpResultGetOwner(v);
    char nb[64];
    const char *name = hidetOpName(op, nb, sizeof nb);
    MlirValue in = mlirOperationGetNumOperands(op) == 1 ? mlirOperationGetOperand(op, 0)
                                                         : (MlirValue){NULL};
    if (!in.ptr || !(scalarIsIndexOnly(op) || scalarIsUnaryElementwise(op))) {
      snprintf(why, size, "its prologue op '%s' is not a unary elementwise or index-only op",
               name);
      return false;
    }
    if (!isF32(in) || !isF32(mlirOperationGetResult(op, 0))) {
      snprintf(why, size, "its prologue op '%s' works on a non-f32 tensor (shared tiles hold f32)",
               name);
      return false;
    }
    v = in;
  }
  if (!mlirBlockEqual(mlirBlockArgumentGetOwner(v), body) || !isF32(v)) {
    snprintf(why, size, "it does not read an f32 input of the kernel");
    return false;
  }
  return true;
}

static MlirLogicalResult run(MlirOperation module, const void *options) {
  const Options *o = options;
  MlirOperation *fns;
  int nf = kernelFnList(module, &fns);
  bool ok = true;
  for (int i = 0; i < nf && ok; ++i) {
    MlirOperation gmod = kernelFnGpuModule(module, fns[i]);
    MlirOperation anchor = kernelFnAnchor(fns[i]);
    if (mlirOperationIsNull(gmod) || mlirOperationIsNull(anchor) || !kernelFnIsMatmul(anchor))
      continue;
    char fname[200], text[128], mode[32], why[256];
    kernelIrStringAttr(fns[i], "sym_name", fname, sizeof fname);
    MlirOperation gfunc = kernelIrLookup(kernelIrBody(gmod), fname);
    if (mlirOperationIsNull(gfunc))
      continue;
    kernelIrStringAttr(gfunc, "hidet.load_mode", mode, sizeof mode);
    if (strcmp(mode, "register") != 0)
      continue; /* already pipelined */
    kernelIrStringAttr(gfunc, "hidet.schedule", text, sizeof text);
    HidetMatmulSchedule s;
    if (!hidetMatmulScheduleParse(text, &s, why, sizeof why)) {
      hidetEmitOpError(gfunc, "hidet.schedule: %s", why);
      ok = false;
      break;
    }
    if (o->stages)
      s.stages = o->stages;
    if (hidetMatmulScheduleSmemBytes(&s) > 48 * 1024) {
      hidetEmitOpError(anchor,
                       "stages=%d needs %lld bytes of shared memory with schedule '%s', over the "
                       "48 KiB of static shared memory a block can have",
                       s.stages, (long long)hidetMatmulScheduleSmemBytes(&s), text);
      ok = false;
      break;
    }
    static const char *const side[2] = {"lhs", "rhs"};
    bool eligible = true;
    for (int k = 0; k < 2 && eligible; ++k) {
      if (!asyncEligible(fns[i], mlirOperationGetOperand(anchor, k), why, sizeof why)) {
        eligible = false;
        kernelFnRemark(mlirOperationGetLocation(anchor),
                 "@%s: kept register-staged double buffering: the %s operand cannot be loaded "
                 "with cp.async because %s",
                 fname, side[k], why);
      }
    }
    if (!eligible)
      continue;
    if (!kernelFnInstantiateMatmul(module, fns[i], anchor, &s, HIDET_MATMUL_LOAD_ASYNC)) {
      ok = false;
      break;
    }
    if (o->report) {
      char st[64];
      hidetMatmulScheduleFormat(&s, st, sizeof st);
      kernelFnRemark(mlirOperationGetLocation(anchor),
               "@%s: %d-stage cp.async pipeline (schedule %s, %lld bytes shared memory)", fname,
               s.stages, st, (long long)hidetMatmulScheduleSmemBytes(&s));
    }
  }
  free(fns);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

static MlirDialectHandle (*const kDependentDialects[])(void) = {
    mlirGetDialectHandle__gpu__,  mlirGetDialectHandle__nvgpu__, mlirGetDialectHandle__memref__,
    mlirGetDialectHandle__vector__, mlirGetDialectHandle__scf__,  mlirGetDialectHandle__arith__,
    mlirGetDialectHandle__func__, NULL};

const HidetPassDef hidetPipelinePassDef = {
    .name = "HidetPipeline",
    .argument = "hidet-pipeline",
    .summary = "Turn scheduled matmul kernels into N-stage cp.async pipelines",
    .description =
        "Re-instantiates each register-staged matmul kernel of hidet-schedule-anchors with "
        "an N-stage cp.async ring of shared buffers (nvgpu.device_async_copy, one group per "
        "tile, wait_group N-2). Index-only prologue ops stay on the copy's source address and "
        "f32 unary elementwise prologue ops run after the shared-memory load; any other "
        "prologue keeps the register-staged form (with a remark).",
    HIDET_PASS_OPTIONS(kOptions),
    .optionsSize = sizeof(Options),
    .dependentDialects = kDependentDialects,
    .run = run,
};
