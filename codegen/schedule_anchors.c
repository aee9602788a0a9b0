/*===-- schedule_anchors.c - hidet-schedule-anchors -----------------------===*
 * Hidet's anchor scheduling, for every kernel function: ask the template
 * registry (template.h) for the template that takes it (by its anchor op;
 * anchor-less groups go to the element-wise template), pick a schedule
 * from the template's hardware-centric space for the arch, and instantiate
 * the template as `gpu.module @<fn>_gpu`. Templates read and write the
 * graph's tensors only through hook calls, which
 * hidet-fuse-prologue-epilogue resolves; the host function keeps its graph
 * ops until then. Kernels start register-staged; hidet-pipeline may turn
 * them into cp.async pipelines. An anchor that no template takes is an
 * error at the anchor that names the templates. *
 * Schedule choice, first match wins:
 *   1. a `hidet.schedule = "<text>"` attribute on the anchor op;
 *   2. tune=fixed: the `schedule=<text>` option;
 *   3. tune=cost-model: the cheapest candidate under the analytic model.
 * The chosen schedule must fit the arch. The space is independent of the
 * shapes, so its size is reported per arch (report=true).
 *===----------------------------------------------------------------------===*/
#include "kernel_attrs.h"
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

typedef enum { UNSUPPORTED_ERROR, UNSUPPORTED_HOST } Unsupported;

typedef struct {
  char arch[16];
  Tune tune;
  char schedule[64];
  bool report;
  Unsupported unsupported;
} Options;

static const char *const kTuneChoices[] = {"fixed", "cost-model", NULL}; /* as Tune */
static const char *const kUnsupportedChoices[] = {"error", "host", NULL}; /* as Unsupported */

/* A schedule text must be the text form of some template's schedule (each
 * anchor's template parses it again when it is used); otherwise the first
 * template's complaint is the message. */
static bool checkSchedule(const char *key, const char *value, char *error, size_t errorSize) {
  char why[256] = "", first[256] = "";
  for (size_t i = 0; i < hidetTemplateCount(); ++i) {
    const HidetTemplate *t = hidetTemplateAt(i);
    HidetSchedule s;
    if (!t->parse)
      continue;
    if (t->parse(value, &s, why, sizeof why))
      return true;
    if (!first[0])
      snprintf(first, sizeof first, "%s", why);
  }
  snprintf(error, errorSize, "%s: %s", key, first);
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
    {.key = "unsupported",
     .type = {.kind = HIDET_OPTION_ENUM, .choices = kUnsupportedChoices},
     HIDET_OPTION_FIELD(Options, unsupported),
     .defaultValue = "error",
     .help = "a kernel function that no template takes, or whose template cannot compute it "
             "(e.g. f64): error (at its anchor), or host (it stays a host function of graph "
             "ops, for the reference lowering to compute on the CPU; a remark says so)"},
};

/* Picks the schedule of one kernel function; *how says which rule chose
 * it. Only templates with a text form (anchor templates) take a schedule
 * from the user; the others always use their cost model. */
static bool chooseSchedule(const HidetTemplate *t, MlirOperation at, MlirOperation anchor,
                           const Options *o, const HidetArch *arch, const HidetSchedule *space,
                           size_t n, const HidetProblem *p, HidetSchedule *s, const char **how) {
  char text[128], why[256];
  text[0] = '\0';
  if (!mlirOperationIsNull(anchor))
    kernelIrStringAttr(anchor, "hidet.schedule", text, sizeof text);
  if (text[0] && t->parse) {
    *how = "the anchor's hidet.schedule attribute";
    if (!t->parse(text, s, why, sizeof why)) {
      hidetEmitOpError(at, "hidet.schedule: %s", why);
      return false;
    }
  } else if (o->tune == TUNE_FIXED && t->parse) {
    *how = "tune=fixed";
    if (!o->schedule[0]) {
      hidetEmitOpError(at, "tune=fixed needs a schedule: give the pass option "
                           "schedule=<text> or a hidet.schedule attribute on the anchor");
      return false;
    }
    if (!t->parse(o->schedule, s, why, sizeof why)) {
      hidetEmitOpError(at, "schedule=%s: %s", o->schedule, why);
      return false;
    }
    snprintf(text, sizeof text, "%s", o->schedule);
  } else {
    *how = "the cost model";
    if (n == 0) {
      hidetEmitOpError(at, "the %s template has no schedule that fits %s", t->name, arch->name);
      return false;
    }
    size_t best = 0;
    double bestCost = 0.0;
    for (size_t i = 0; i < n; ++i) {
      double c = t->cost(&space[i], p, arch);
      if (i == 0 || c < bestCost) {
        best = i;
        bestCost = c;
      }
    }
    *s = space[best];
    return true;
  }
  if (!t->fits(s, arch, why, sizeof why)) {
    hidetEmitOpError(at, "schedule '%s' does not fit %s: %s", text, arch->name, why);
    return false;
  }
  return true;
}

/* What one run shares across kernel functions: each template's space for
 * the arch, enumerated on first use. */
typedef struct {
  const Options *o;
  const HidetArch *arch;
  HidetSchedule **spaces;
  size_t *spaceSizes;
} RunState;

/* unsupported=host: `fn` is no longer a kernel function; the later
 * codegen passes skip it and the compile pipelines lower its graph ops like
 * the reference path. */
static bool keepOnHost(MlirOperation fn, MlirOperation at, const char *fname, const char *why) {
  char nb[64];
  mlirOperationRemoveAttributeByName(fn, mlirStringRefCreateFromCString("hidet.kernel"));
  mlirOperationSetAttributeByName(fn, mlirStringRefCreateFromCString("hidet.host_fallback"),
                                  mlirUnitAttrGet(mlirOperationGetContext(fn)));
  hidetEmitRemark(mlirOperationGetLocation(at), "@%s: '%s' %s: computed on the host (unsupported=host)",
                  fname, hidetOpName(at, nb, sizeof nb), why);
  return true;
}

/* Schedules and instantiates one kernel function. */
static bool scheduleOne(MlirOperation module, MlirOperation fn, const void *state) {
  const RunState *st = state;
  const Options *o = st->o;
  const HidetArch *arch = st->arch;
  HidetSchedule **spaces = st->spaces;
  size_t *spaceSizes = st->spaceSizes;
  MlirOperation anchor = kernelFnAnchor(fn);
  MlirOperation at = mlirOperationIsNull(anchor) ? fn : anchor;
  char fname[200], why[512];
  kernelIrStringAttr(fn, "sym_name", fname, sizeof fname);
  const HidetTemplate *t = hidetTemplateFor(fn, anchor);
  if (!t && o->unsupported == UNSUPPORTED_HOST)
    return keepOnHost(fn, at, fname, "has no GPU template");
  if (!t) {
    char list[512];
    hidetTemplateListText(list, sizeof list);
    hidetEmitOpError(at, "has no GPU template (the templates are: %s)", list);
    return false;
  }
  size_t ti = 0;
  while (hidetTemplateAt(ti) != t)
    ti++;
  if (!spaces[ti])
    spaceSizes[ti] = t->space(arch, &spaces[ti]);
  HidetProblem p;
  if (!t->problem(fn, anchor, &p, why, sizeof why)) {
    if (o->unsupported == UNSUPPORTED_HOST) {
      char because[600];
      snprintf(because, sizeof because, "cannot use the %s template (%s)", t->name, why);
      return keepOnHost(fn, at, fname, because);
    }
    hidetEmitOpError(at, "%s", why);
    return false;
  }
  HidetSchedule s;
  const char *how = "";
  if (!chooseSchedule(t, at, anchor, o, arch, spaces[ti], spaceSizes[ti], &p, &s, &how))
    return false;
  /* A kernel starts register-staged (double buffered where the template
   * has shared tiles); hidet-pipeline may choose the async form. */
  if (!kernelFnInstantiate(module, fn, anchor, t, &p, &s, HIDET_LOAD_REGISTER))
    return false;
  kernelAttrSetString(fn, KERNEL_ATTR_TEMPLATE, t->name);
  kernelAttrSetSchedule(fn, t, &s);
  if (o->report) {
    char text[64], problem[160], desc[256];
    t->format(&s, text, sizeof text);
    t->formatProblem(&p, problem, sizeof problem);
    t->describe(&s, &p, arch, desc, sizeof desc);
    hidetEmitRemark(mlirOperationGetLocation(at),
                   "@%s: %s: %zu schedules fit %s; %s chose %s (%s)", fname, problem,
                   spaceSizes[ti], arch->name, how, text, desc);
  }
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
  size_t nt = hidetTemplateCount();
  HidetSchedule **spaces = calloc(nt, sizeof *spaces);
  size_t *spaceSizes = calloc(nt, sizeof *spaceSizes);
  RunState st = {o, arch, spaces, spaceSizes};
  MlirLogicalResult result = kernelFnForEach(module, scheduleOne, &st);
  for (size_t i = 0; i < nt; ++i)
    free(spaces[i]);
  free(spaces);
  free(spaceSizes);
  return result;
}

const HidetPassDef hidetScheduleAnchorsPassDef = {
    .name = "HidetScheduleAnchors",
    .argument = "hidet-schedule-anchors",
    .summary = "Pick a template and a schedule for each kernel function and instantiate it",
    .description =
        "For every kernel function (hidet-outline-kernels), asks the template registry for the "
        "template that takes it (matmul_f32_simt: graph.matmul and graph.batch_matmul with f32 "
        "operands; reduce, softmax, layer_norm: those anchors; elementwise: kernel functions "
        "without an anchor), picks a schedule from the "
        "template's schedule space for the arch and instantiates the template as gpu.module "
        "@<fn>_gpu. Inputs are read and outputs written only through hook calls resolved by "
        "hidet-fuse-prologue-epilogue. The kernels and the kernel function carry "
        "hidet.template and hidet.schedule (a dictionary of the template's parameters). A "
        "hidet.schedule text attribute on an anchor overrides the choice; tune=fixed applies "
        "schedule= to anchors (kernels without one keep their cost model). An anchor that no "
        "template takes is an error at the anchor (unsupported=error), or stays a host function "
        "of graph ops, marked hidet.host_fallback (unsupported=host).",
    HIDET_PASS_OPTIONS(kOptions),
    .optionsSize = sizeof(Options),
    .dependentDialects = kernelFnKernelDialects,
    .run = run,
};
