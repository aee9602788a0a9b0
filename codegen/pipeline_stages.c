/*===-- pipeline_stages.c - hidet-pipeline --------------------------------===*
 * Turns the double-buffered, register-staged reduction loop of each
 * scheduled kernel whose template has an async form (template.h:
 * `pipelines`; today the SIMT matmul) into an N-stage cp.async software
 * pipeline:
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
#include "kernel_attrs.h"
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

/* Whether gmod declares a function named `name` (a hook the kernel calls). */
static bool declares(MlirOperation gmod, const char *name) {
  MlirBlock b = kernelIrBody(gmod);
  for (MlirOperation op = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    char n[128];
    if (hidetOpIs(op, "func.func")) {
      kernelIrStringAttr(op, "sym_name", n, sizeof n);
      if (!strcmp(n, name))
        return true;
    }
  }
  return false;
}

/* Why a template that picks the load form per operand (matmul_tc,
 * matmul_tf32: cp.async copies need a kernel input seen through index-only
 * ops, with rows of a multiple of 4 elements) staged operand v through
 * registers: the first op of its prologue that is not index-only, else the
 * rows. */
static void stagedWhy(MlirValue v, char *why, size_t size) {
  while (!mlirValueIsABlockArgument(v)) {
    MlirOperation op = mlirOpResultGetOwner(v);
    char nb[64];
    if (!scalarIsIndexOnly(op) || mlirOperationGetNumOperands(op) != 1) {
      snprintf(why, size,
               "its prologue computes '%s' (cp.async copies stored elements: only index-only "
               "ops of a kernel input ride on it)",
               hidetOpName(op, nb, sizeof nb));
      return;
    }
    v = mlirOperationGetOperand(op, 0);
  }
  snprintf(why, size,
           "the copy would not be 4 consecutive, aligned elements of the input (a row length "
           "that is not a multiple of 4, or an index remap such as a transpose that the "
           "template does not take in swapped coordinates)");
}

/* report=true, templates without an async form of their own (they choose
 * per operand when they are instantiated): a remark for each operand
 * that loads through registers (a load hook) instead of cp.async. */
static void remarkStaged(MlirOperation fn, MlirOperation gmod, const HidetTemplate *t) {
  MlirOperation anchor = kernelFnAnchor(fn);
  if (mlirOperationIsNull(anchor))
    return;
  char fname[200];
  kernelIrStringAttr(fn, "sym_name", fname, sizeof fname);
  HidetOperands ops;
  hidetOperandsBind(t, fn, anchor, &ops);
  for (int k = 0; k < ops.numInputs; ++k) {
    char hook[48], why[320], slot[32];
    snprintf(hook, sizeof hook, "__hidet_load_in%d", k);
    if (!declares(gmod, hook))
      continue;
    stagedWhy(t->operands->slotValue(&ops, k), why, sizeof why);
    if (t->inputNames)
      snprintf(slot, sizeof slot, "%s", t->inputNames[k]);
    else
      snprintf(slot, sizeof slot, "input %d", k);
    hidetEmitRemark(mlirOperationGetLocation(anchor),
                    "@%s: %s: the %s operand is staged through registers, not cp.async: %s",
                    fname, t->name, slot, why);
  }
}

/* Re-instantiates one kernel function's kernel in its async form, or
 * leaves it (with a remark) when an input cannot ride on cp.async. */
static bool pipelineOne(MlirOperation module, MlirOperation fn, const void *options) {
  const Options *o = options;
  MlirOperation gmod = kernelFnGpuModule(module, fn);
  MlirOperation gfunc = mlirOperationIsNull(gmod) ? gmod : kernelFnFirstKernel(gmod);
  if (mlirOperationIsNull(gfunc))
    return true;
  const HidetTemplate *t = kernelAttrTemplate(gfunc);
  HidetLoadMode mode;
  if (t && t->copiesPerOperand && o->report)
    remarkStaged(fn, gmod, t);
  if (!t || !t->pipelines || !kernelAttrLoadMode(gfunc, &mode) || mode != HIDET_LOAD_REGISTER)
    return true; /* no async form, or already pipelined */
  MlirOperation anchor = kernelFnAnchor(fn);
  MlirOperation at = mlirOperationIsNull(anchor) ? fn : anchor;
  char fname[200], text[64], why[256];
  kernelIrStringAttr(fn, "sym_name", fname, sizeof fname);
  HidetSchedule s;
  if (!kernelAttrSchedule(gfunc, t, &s, why, sizeof why)) {
    hidetEmitOpError(gfunc, "%s", why);
    return false;
  }
  t->sched->format(t, &s, text, sizeof text);
  int stagesParam = hidetTemplateParamIndex(t, "stages");
  if (o->stages && stagesParam >= 0)
    s.v[stagesParam] = o->stages;
  int64_t smem = t->sched->smemBytes(t, &s, HIDET_LOAD_ASYNC);
  if (smem > 48 * 1024) {
    hidetEmitOpError(at,
                     "stages=%lld needs %lld bytes of shared memory with schedule '%s', over the "
                     "48 KiB of static shared memory a block can have",
                     stagesParam >= 0 ? (long long)s.v[stagesParam] : 0LL, (long long)smem, text);
    return false;
  }
  HidetOperands ops;
  hidetOperandsBind(t, fn, anchor, &ops);
  for (int k = 0; k < ops.numInputs; ++k) {
    if (!asyncEligible(fn, t->operands->slotValue(&ops, k), why, sizeof why)) {
      char slot[32];
      if (t->inputNames)
        snprintf(slot, sizeof slot, "%s", t->inputNames[k]);
      else
        snprintf(slot, sizeof slot, "input %d", k);
      hidetEmitRemark(mlirOperationGetLocation(at),
                     "@%s: kept register-staged double buffering: the %s operand cannot be "
                     "loaded with cp.async because %s",
                     fname, slot, why);
      return true;
    }
  }
  HidetProblem p;
  if (!t->problem(t, fn, anchor, &p, why, sizeof why)) {
    hidetEmitOpError(at, "%s", why);
    return false;
  }
  if (!kernelFnInstantiate(module, fn, anchor, t, &p, &s, HIDET_LOAD_ASYNC))
    return false;
  kernelAttrSetSchedule(fn, t, &s);
  if (o->report) {
    t->sched->format(t, &s, text, sizeof text);
    hidetEmitRemark(mlirOperationGetLocation(at),
                   "@%s: %lld-stage cp.async pipeline (schedule %s, %lld bytes shared memory)",
                   fname, stagesParam >= 0 ? (long long)s.v[stagesParam] : 0LL, text,
                   (long long)smem);
  }
  return true;
}

static MlirLogicalResult run(MlirOperation module, const void *options) {
  return kernelFnForEach(module, pipelineOne, options);
}

const HidetPassDef hidetPipelinePassDef = {
    .name = "HidetPipeline",
    .argument = "hidet-pipeline",
    .summary = "Turn scheduled kernels into N-stage cp.async pipelines",
    .description =
        "Re-instantiates each register-staged kernel of hidet-schedule-anchors whose template "
        "has an async form (matmul_f32_simt) with "
        "an N-stage cp.async ring of shared buffers (nvgpu.device_async_copy, one group per "
        "tile, wait_group N-2). Index-only prologue ops stay on the copy's source address and "
        "f32 unary elementwise prologue ops run after the shared-memory load; any other "
        "prologue keeps the register-staged form (with a remark).",
    HIDET_PASS_OPTIONS(kOptions),
    .optionsSize = sizeof(Options),
    .dependentDialects = kernelFnKernelDialects,
    .run = run,
};
