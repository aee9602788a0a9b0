/*===-- schedule_anchors.c - hidet-schedule-anchors -----------------------===*
 * Hidet's anchor scheduling: for each kernel function whose anchor is a
 * matmul or batch_matmul, pick a schedule from the hardware-centric space
 * (lib/matmul_schedule.c) and instantiate the f32 CUDA-core template
 * (lowering/matmul_template.c) as `gpu.module @<fn>_gpu`. The template reads
 * and writes the graph's tensors only through hook calls, which
 * hidet-fuse-prologue-epilogue resolves; the host function keeps its graph
 * ops until then. The kernel starts register-staged and double buffered;
 * hidet-pipeline turns it into a cp.async pipeline.
 *
 * Schedule choice, first match wins:
 *   1. a `hidet.schedule = "<text>"` attribute on the anchor op;
 *   2. tune=fixed: the `schedule=<text>` option;
 *   3. tune=cost-model: the cheapest candidate under the analytic model.
 * The chosen schedule must fit the arch. The space is independent of the
 * shapes, so its size is reported per arch (report=true).
 *===----------------------------------------------------------------------===*/
#include "kernel_functions.h"
#include "kernel_ir.h"
#include "pass_util.h"

#include "mlir-c/BuiltinAttributes.h"
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

typedef enum { TUNE_FIXED, TUNE_COST_MODEL } Tune;

typedef struct {
  char arch[16];
  Tune tune;
  char schedule[64];
  bool report;
} Options;

static const char *const kTuneChoices[] = {"fixed", "cost-model", NULL}; /* as Tune */

static bool checkSchedule(const char *key, const char *value, char *error, size_t errorSize) {
  HidetMatmulSchedule s;
  char why[256];
  if (hidetMatmulScheduleParse(value, &s, why, sizeof why))
    return true;
  snprintf(error, errorSize, "%s: %s", key, why);
  return false;
}

static const HidetPassOption kOptions[] = {
    {.key = "arch",
     .type = {.kind = HIDET_OPTION_STRING},
     HIDET_OPTION_FIELD(Options, arch),
     .defaultValue = "sm_80",
     .syntax = "sm_80|sm_90",
     .help = "the GPU whose schedule space is searched",
     .validate = hidetOptionValidateScheduledArch},
    {.key = "tune",
     .type = {.kind = HIDET_OPTION_ENUM, .choices = kTuneChoices},
     HIDET_OPTION_FIELD(Options, tune),
     .defaultValue = "cost-model",
     .help = "how each anchor's schedule is picked (fixed: the schedule option, cost-model: "
             "the cheapest of the space)"},
    {.key = "schedule",
     .type = {.kind = HIDET_OPTION_STRING},
     HIDET_OPTION_FIELD(Options, schedule),
     .syntax = "<w..-o..-l..-i..-k..-s..>",
     .help = "the schedule of every anchor under tune=fixed",
     .validate = checkSchedule},
    {.key = "report",
     .type = {.kind = HIDET_OPTION_BOOL},
     HIDET_OPTION_FIELD(Options, report),
     .defaultValue = "false",
     .help = "print the space size and the chosen schedule"},
};

static bool chooseSchedule(MlirOperation fn, MlirOperation anchor, const Options *o,
                           const HidetArch *arch, const HidetMatmulSchedule *space, size_t n,
                           const HidetMatmulProblem *p, HidetMatmulSchedule *s, const char **how) {
  char text[128], why[256];
  kernelIrStringAttr(anchor, "hidet.schedule", text, sizeof text);
  if (text[0]) {
    *how = "the anchor's hidet.schedule attribute";
    if (!hidetMatmulScheduleParse(text, s, why, sizeof why)) {
      hidetEmitOpError(anchor, "hidet.schedule: %s", why);
      return false;
    }
  } else if (o->tune == TUNE_FIXED) {
    *how = "tune=fixed";
    if (!o->schedule[0]) {
      hidetEmitOpError(anchor, "tune=fixed needs a schedule: give the pass option "
                               "schedule=<text> or a hidet.schedule attribute on the anchor");
      return false;
    }
    hidetMatmulScheduleParse(o->schedule, s, why, sizeof why);
  } else {
    *how = "the cost model";
    *s = space[hidetMatmulSchedulePick(space, n, p, arch)];
    return true;
  }
  if (!hidetMatmulScheduleFits(s, arch, why, sizeof why)) {
    hidetEmitOpError(anchor, "schedule '%s' does not fit %s: %s", text[0] ? text : o->schedule,
                     arch->name, why);
    return false;
  }
  (void)fn;
  return true;
}

static MlirLogicalResult run(MlirOperation module, const void *options) {
  const Options *o = options;
  if (o->schedule[0] && o->tune != TUNE_FIXED) {
    /* silently ignoring a schedule the user asked for would be worse */
    hidetEmitErrorAt(mlirOperationGetLocation(module),
                     "hidet-schedule-anchors: schedule=%s is used only with tune=fixed (tune is "
                     "cost-model)",
                     o->schedule);
    return mlirLogicalResultFailure();
  }
  const HidetArch *arch = hidetArchLookup(o->arch);
  HidetMatmulSchedule *space = NULL;
  size_t n = hidetMatmulScheduleSpace(arch, &space);
  MlirOperation *fns;
  int nf = kernelFnList(module, &fns);
  bool ok = true;
  MlirContext ctx = mlirOperationGetContext(module);
  for (int i = 0; i < nf && ok; ++i) {
    MlirOperation anchor = kernelFnAnchor(fns[i]);
    char fname[200];
    kernelIrStringAttr(fns[i], "sym_name", fname, sizeof fname);
    if (mlirOperationIsNull(anchor))
      continue; /* leftover injective group: hidet-fuse-prologue-epilogue builds its kernel */
    if (!kernelFnIsMatmul(anchor)) {
      if (o->report) {
        char nb[64];
        kernelFnRemark(mlirOperationGetLocation(anchor),
                 "@%s: not scheduled: no GPU template for '%s' yet (supported anchors: "
                 "graph.matmul, graph.batch_matmul)",
                 fname, hidetOpName(anchor, nb, sizeof nb));
      }
      continue;
    }
    HidetMatmulProblem p;
    char why[512];
    if (!kernelFnMatmulProblem(anchor, &p, why, sizeof why)) {
      hidetEmitOpError(anchor, "%s", why);
      ok = false;
      break;
    }
    HidetMatmulSchedule s;
    const char *how = "";
    if (!chooseSchedule(fns[i], anchor, o, arch, space, n, &p, &s, &how)) {
      ok = false;
      break;
    }
    /* The kernel starts register-staged and double buffered; the
     * schedule's stages are kept for hidet-pipeline. */
    if (!kernelFnInstantiateMatmul(module, fns[i], anchor, &s, HIDET_MATMUL_LOAD_REGISTER)) {
      ok = false;
      break;
    }
    char text[64];
    hidetMatmulScheduleFormat(&s, text, sizeof text);
    mlirOperationSetAttributeByName(fns[i], mlirStringRefCreateFromCString("hidet.schedule"),
                                    mlirStringAttrGet(ctx, mlirStringRefCreateFromCString(text)));
    if (o->report) {
      kernelFnRemark(mlirOperationGetLocation(anchor),
               "@%s: %s %lldx%lldx%lldx%lld (batch x m x n x k): %zu schedules fit %s; %s chose "
               "%s (block tile %dx%d, %d threads, %lld bytes shared memory, ~%d registers, "
               "estimated %.2f us)",
               fname, kernelFnIsMatmul(anchor) ? "matmul" : "", (long long)p.batch, (long long)p.m,
               (long long)p.n, (long long)p.k, n, arch->name, how, text,
               hidetMatmulScheduleBlockM(&s), hidetMatmulScheduleBlockN(&s),
               hidetMatmulScheduleThreads(&s), (long long)hidetMatmulScheduleSmemBytes(&s),
               hidetMatmulScheduleRegs(&s), hidetMatmulScheduleCost(&s, &p, arch));
    }
  }
  free(fns);
  free(space);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

static MlirDialectHandle (*const kDependentDialects[])(void) = {
    mlirGetDialectHandle__gpu__,  mlirGetDialectHandle__nvgpu__, mlirGetDialectHandle__memref__,
    mlirGetDialectHandle__vector__, mlirGetDialectHandle__scf__,  mlirGetDialectHandle__arith__,
    mlirGetDialectHandle__func__, NULL};

const HidetPassDef hidetScheduleAnchorsPassDef = {
    .name = "HidetScheduleAnchors",
    .argument = "hidet-schedule-anchors",
    .summary = "Pick a schedule for each matmul anchor and instantiate the CUDA-core template",
    .description =
        "For every kernel function (hidet-outline-kernels) whose anchor is graph.matmul or "
        "graph.batch_matmul with f32 operands, picks a schedule from the arch's schedule space "
        "and instantiates the f32 CUDA-core template as gpu.module @<fn>_gpu: task mappings "
        "over warps and lanes, shared-memory tiles as workgroup attributions, a register tile "
        "per thread, a double-buffered reduction loop, 16-byte loads where possible and "
        "predicates at the edges. Operand reads and the result store are hook calls resolved by "
        "hidet-fuse-prologue-epilogue. A hidet.schedule attribute on the anchor overrides the "
        "choice. Other anchors are left for later passes (report=true says so).",
    HIDET_PASS_OPTIONS(kOptions),
    .optionsSize = sizeof(Options),
    .dependentDialects = kDependentDialects,
    .run = run,
};
