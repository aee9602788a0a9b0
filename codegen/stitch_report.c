/*===-- stitch_report.c - hidet-stitch-report ------------------------------===*
 * An analysis pass (it changes nothing): after hidet-schedule-anchors, one
 * remark per kernel function, at its location, saying what the fused
 * kernel is, AStitch style:
 *   - its kernels (gpu.func of @<fn>_gpu: grid blocks x threads), the
 *     template, the schedule's text and the template's description of it
 *     (the thread mapping: "warp per row", "block tile 64x128");
 *   - the dominant op (the anchor; none for an anchor-less group) and every
 *     graph op of the group with its role and stitch scheme (kSchemes: the
 *     role decides, a template's `scheme` callback may refine; an anchor
 *     whose rows the template splits across blocks is "global");
 *   - the bytes its kernels move against the minimum (codegen/traffic.h;
 *     the template's `traffic` callback, "unknown" without one).
 * Host functions (hidet.host_fallback) get a remark too, with their
 * minimum. At the end one summary remark at the module: kernels
 * (launches), host functions, total bytes against the minimum, and what
 * one kernel per graph op would move (each op reads its operands and
 * writes its result; graph.reshape, a view, and splat graph.constant,
 * folded into its users, are not counted).
 *
 * Option report=false makes the pass do nothing, so that the compile
 * pipelines can always run it with their own report option.
 *===----------------------------------------------------------------------===*/
#include "kernel_attrs.h"
#include "kernel_functions.h"
#include "kernel_ir.h"
#include "partition.h"
#include "pass_util.h"
#include "traffic.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  char arch[16];
  bool report;
} Options;

static const HidetPassOption kOptions[] = {
    HIDET_OPTION_SCHEDULED_ARCH(Options, arch,
                                "the GPU the schedules were chosen for (the templates' "
                                "descriptions use it)"),
    {.key = "report",
     .type = {.kind = HIDET_OPTION_BOOL},
     HIDET_OPTION_FIELD(Options, report),
     .defaultValue = "true",
     .help = "print the report (false: do nothing; the compile pipelines pass their own report "
             "option)"},
};

/* ---- Roles and schemes. --------------------------------------------------
 * The one table: the stitch scheme of a graph op by its hidet.role, and
 * what the scheme means. "global" is never a role's default: the report
 * gives it to the anchor of a kernel function whose template splits rows
 * across blocks (several kernels, or a description that says "global"),
 * and a template's `scheme` callback may give it. */
typedef struct {
  const char *role;   /* hidet.role, or NULL for a scheme only refinement gives */
  const char *scheme; /* AStitch's name */
  const char *how;
} SchemeRow;

static const SchemeRow kSchemes[] = {
    {"anchor", "dominant", "the template's schedule computes it"},
    {"prologue", "local", "one-to-one, in registers, fused into the dominant op's loads"},
    {"epilogue", "local", "one-to-one, in registers, fused into the dominant op's stores"},
    {"regional", "regional",
     "the dominant op's per-row statistic broadcast back over its row inside a block"},
    {"injective", "independent", "no dominant op: each output element computed on its own"},
    {NULL, "global", "its reduction split across blocks (rows, or split-K): partial results meet in global memory"},
};
#define NUM_SCHEMES (sizeof kSchemes / sizeof kSchemes[0])

static const SchemeRow *schemeByRole(const char *role) {
  for (size_t i = 0; i < NUM_SCHEMES; ++i)
    if (kSchemes[i].role && strcmp(kSchemes[i].role, role) == 0)
      return &kSchemes[i];
  return NULL;
}

/* The row of `scheme`, preferring the one of `role`. */
static const SchemeRow *schemeRow(const char *scheme, const char *role) {
  const SchemeRow *first = NULL;
  for (size_t i = 0; i < NUM_SCHEMES; ++i) {
    if (strcmp(kSchemes[i].scheme, scheme) != 0)
      continue;
    if (kSchemes[i].role && strcmp(kSchemes[i].role, role) == 0)
      return &kSchemes[i];
    if (!first)
      first = &kSchemes[i];
  }
  return first;
}

static bool isGraphOp(MlirOperation op) {
  char name[128];
  return strncmp(hidetOpName(op, name, sizeof name), "graph.", 6) == 0;
}

/* Whether `op` (transitively, inside fn's body) feeds `target`. */
static bool feeds(MlirOperation op, MlirOperation target, HidetOpList *seen) {
  if (mlirOperationEqual(op, target))
    return true;
  if (hidetOpListContains(seen, target))
    return false;
  hidetOpListPush(seen, target);
  for (intptr_t k = 0; k < mlirOperationGetNumOperands(target); ++k) {
    MlirValue v = mlirOperationGetOperand(target, k);
    if (mlirValueIsAOpResult(v) && feeds(op, mlirOpResultGetOwner(v), seen))
      return true;
  }
  return false;
}

/* The op's role in its kernel function: its hidet.role (hidet-outline-kernels
 * keeps it), else from the structure: the anchor; in an anchor-less group
 * injective; an op that feeds the anchor prologue; any other epilogue. */
static void opRole(MlirOperation op, MlirOperation anchor, char *buf, size_t size) {
  kernelIrStringAttr(op, PART_ROLE_ATTR, buf, size);
  if (buf[0])
    return;
  if (mlirOperationIsNull(anchor)) {
    snprintf(buf, size, "injective");
    return;
  }
  if (mlirOperationEqual(op, anchor)) {
    snprintf(buf, size, "anchor");
    return;
  }
  HidetOpList seen = {NULL, 0, 0};
  bool pro = feeds(op, anchor, &seen);
  hidetOpListFree(&seen);
  snprintf(buf, size, "%s", pro ? "prologue" : "epilogue");
}


/* ---- One kernel per op. -------------------------------------------------- */
static bool isSplatConstant(MlirOperation op) {
  return hidetOpIs(op, "graph.constant") && !partIsHostConstant(op);
}

/* Totals over the graph ops of the GPU kernel functions. */
typedef struct {
  int64_t bytes;
  int ops, reshapes, splats;
} PerOp;

static void perOpAdd(PerOp *t, MlirOperation fn) {
  for (MlirOperation op = mlirBlockGetFirstOperation(kernelIrBody(fn)); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (!isGraphOp(op))
      continue;
    if (hidetOpIs(op, "graph.reshape")) {
      t->reshapes++;
      continue;
    }
    if (isSplatConstant(op)) {
      t->splats++;
      continue;
    }
    t->ops++;
    for (intptr_t k = 0; k < mlirOperationGetNumOperands(op); ++k) {
      MlirValue v = mlirOperationGetOperand(op, k);
      if (mlirValueIsAOpResult(v) && isSplatConstant(mlirOpResultGetOwner(v)))
        continue;
      t->bytes += trafficTypeBytes(mlirValueGetType(v));
    }
    for (intptr_t r = 0; r < mlirOperationGetNumResults(op); ++r)
      t->bytes += trafficTypeBytes(mlirValueGetType(mlirOperationGetResult(op, r)));
  }
}

/* ---- The report. --------------------------------------------------------- */
typedef struct {
  const HidetArch *arch;
  int gpuFns, hostFns, kernels, unknownFns;
  int64_t read, written, minRead, minWritten;
  PerOp perOp;
  /* One kernel per op with the templates' re-reads: over the kernel
   * functions with a traffic model, actual + (one kernel per op - minimum). */
  int64_t perOpRereads;
} Totals;

static double ratio(int64_t a, int64_t b) { return b > 0 ? (double)a / (double)b : 0.0; }

static void appendBytes(HidetStr *s, const char *what, int64_t r, int64_t w) {
  hidetStrAppendf(s, "%s %lld read + %lld written = %lld", what, (long long)r, (long long)w,
                  (long long)(r + w));
}

static void appendOps(HidetStr *s, MlirOperation fn, MlirOperation anchor, const HidetTemplate *t,
                      const HidetSchedule *sch, const HidetProblem *p, bool split) {
  for (MlirOperation op = mlirBlockGetFirstOperation(kernelIrBody(fn)); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (!isGraphOp(op))
      continue;
    char role[32], where[300];
    opRole(op, anchor, role, sizeof role);
    hidetOpWhere(op, where, sizeof where);
    if (!t) {
      hidetStrAppendf(s, "\n  %s: %s -> host (computed on the CPU like the reference path)",
                      where, role);
      continue;
    }
    const SchemeRow *byRole = schemeByRole(role);
    const char *scheme = byRole ? byRole->scheme : "independent";
    if (split && strcmp(role, "anchor") == 0)
      scheme = "global";
    if (t->scheme) {
      const char *refined = t->scheme(t, sch, p, fn, anchor, op, scheme);
      if (refined && schemeRow(refined, role))
        scheme = refined;
    }
    const SchemeRow *row = schemeRow(scheme, role);
    hidetStrAppendf(s, "\n  %s: %s -> %s (%s)", where, role, scheme, row ? row->how : "");
  }
}

static bool reportHost(MlirOperation fn, Totals *tot) {
  char fname[200];
  kernelIrStringAttr(fn, "sym_name", fname, sizeof fname);
  MlirOperation anchor = kernelFnAnchor(fn);
  HidetStr s;
  hidetStrInit(&s);
  hidetStrAppendf(&s, "stitch @%s: on the host (hidet.host_fallback), no GPU kernel", fname);
  appendOps(&s, fn, anchor, NULL, NULL, NULL, false);
  int64_t r, w;
  trafficMinimum(fn, &r, &w);
  hidetStrAppendf(&s, "\n  bytes: ");
  appendBytes(&s, "minimum", r, w);
  hidetStrAppendf(&s, " (not in the totals)");
  hidetEmitRemark(mlirOperationGetLocation(fn), "%s", s.data);
  hidetStrFree(&s);
  tot->hostFns++;
  return true;
}

static bool reportKernel(MlirOperation module, MlirOperation fn, Totals *tot) {
  char fname[200], why[512];
  kernelIrStringAttr(fn, "sym_name", fname, sizeof fname);
  MlirOperation anchor = kernelFnAnchor(fn);
  const HidetTemplate *t = kernelAttrTemplate(fn);
  if (!t) {
    char name[64];
    kernelIrStringAttr(fn, KERNEL_ATTR_TEMPLATE, name, sizeof name);
    if (!name[0]) {
      hidetEmitOpError(fn, "kernel function @%s has no %s: run hidet-schedule-anchors before "
                           "hidet-stitch-report",
                       fname, KERNEL_ATTR_TEMPLATE);
    } else {
      char list[2048];
      hidetTemplateListText(list, sizeof list);
      hidetEmitOpError(fn, "%s '%s' of @%s is not a template (the templates are: %s)",
                       KERNEL_ATTR_TEMPLATE, name, fname, list);
    }
    return false;
  }
  HidetSchedule sch;
  if (!kernelAttrSchedule(fn, t, &sch, why, sizeof why)) {
    hidetEmitOpError(fn, "@%s: %s", fname, why);
    return false;
  }
  HidetProblem p;
  if (!t->problem(t, fn, anchor, &p, why, sizeof why)) {
    hidetEmitOpError(fn, "@%s: %s", fname, why);
    return false;
  }
  MlirOperation gmod = kernelFnGpuModule(module, fn);
  if (mlirOperationIsNull(gmod)) {
    char gname[256];
    kernelFnGpuModuleName(fn, gname, sizeof gname);
    hidetEmitOpError(fn, "kernel function @%s has no gpu.module @%s: run hidet-schedule-anchors "
                         "before hidet-stitch-report",
                     fname, gname);
    return false;
  }
  char text[128], problem[200], desc[400];
  t->sched->format(t, &sch, text, sizeof text);
  t->formatProblem(t, &p, problem, sizeof problem);
  t->sched->describe(t, &sch, &p, tot->arch, desc, sizeof desc);

  HidetStr kern;
  hidetStrInit(&kern);
  int numKernels = 0;
  for (MlirOperation k = kernelFnFirstKernel(gmod); !mlirOperationIsNull(k);
       k = kernelFnNextKernel(k), ++numKernels) {
    char kname[200];
    int64_t grid[3] = {0, 0, 0};
    kernelIrStringAttr(k, "sym_name", kname, sizeof kname);
    int ng = kernelAttrI64Array(k, KERNEL_ATTR_GRID, 3, grid);
    MlirAttribute block = hidetOpAttr(k, "gpu.known_block_size");
    int64_t threads = !mlirAttributeIsNull(block) && mlirAttributeIsADenseI32Array(block) &&
                              mlirDenseArrayGetNumElements(block) == 3
                          ? (int64_t)mlirDenseI32ArrayGetElement(block, 0) *
                                mlirDenseI32ArrayGetElement(block, 1) *
                                mlirDenseI32ArrayGetElement(block, 2)
                          : 0;
    if (ng == 3)
      hidetStrAppendf(&kern, "\n  kernel @%s: grid %lldx%lldx%lld blocks x %lld threads", kname,
                      (long long)grid[0], (long long)grid[1], (long long)grid[2],
                      (long long)threads);
    else
      hidetStrAppendf(&kern, "\n  kernel @%s: %lld threads per block", kname, (long long)threads);
  }
  bool split = !mlirOperationIsNull(anchor) && (numKernels > 1 || strstr(desc, "global"));

  HidetStr s;
  hidetStrInit(&s);
  hidetStrAppendf(&s, "stitch @%s: %d kernel%s, template %s, schedule %s%s", fname, numKernels,
                  numKernels == 1 ? "" : "s", t->name, text, kern.data);
  hidetStrFree(&kern);
  hidetStrAppendf(&s, "\n  %s: %s", problem, desc);
  if (mlirOperationIsNull(anchor)) {
    hidetStrAppendf(&s, "\n  dominant op: none (scheme independent)");
  } else {
    char where[300];
    hidetOpWhere(anchor, where, sizeof where);
    hidetStrAppendf(&s, "\n  dominant op: %s", where);
  }
  appendOps(&s, fn, anchor, t, &sch, &p, split);

  int64_t minR, minW;
  trafficMinimum(fn, &minR, &minW);
  PerOp perOp;
  memset(&perOp, 0, sizeof perOp);
  perOpAdd(&perOp, fn);
  hidetStrAppendf(&s, "\n  bytes: ");
  if (t->traffic) {
    int64_t r = 0, w = 0;
    char how[400] = "";
    t->traffic(t, &sch, &p, fn, anchor, &r, &w, how, sizeof how);
    appendBytes(&s, "actual", r, w);
    hidetStrAppendf(&s, ", ");
    appendBytes(&s, "minimum", minR, minW);
    hidetStrAppendf(&s, " (%.2fx)%s%s", ratio(r + w, minR + minW), how[0] ? "; " : "", how);
    tot->read += r;
    tot->written += w;
    tot->perOpRereads += r + w + perOp.bytes - (minR + minW);
  } else {
    hidetStrAppendf(&s, "actual unknown (the %s template has no traffic model), ", t->name);
    appendBytes(&s, "minimum", minR, minW);
    tot->unknownFns++;
  }
  tot->minRead += minR;
  tot->minWritten += minW;
  tot->gpuFns++;
  tot->kernels += numKernels;
  tot->perOp.bytes += perOp.bytes;
  tot->perOp.ops += perOp.ops;
  tot->perOp.reshapes += perOp.reshapes;
  tot->perOp.splats += perOp.splats;
  hidetEmitRemark(mlirOperationGetLocation(fn), "%s", s.data);
  hidetStrFree(&s);
  return true;
}

static void reportSummary(MlirOperation module, const Totals *t) {
  HidetStr s;
  hidetStrInit(&s);
  int64_t actual = t->read + t->written, minimum = t->minRead + t->minWritten;
  hidetStrAppendf(&s,
                  "stitch summary: %d kernel function%s on the GPU, %d kernel%s (launches), %d "
                  "kernel function%s on the host (hidet.host_fallback)",
                  t->gpuFns, t->gpuFns == 1 ? "" : "s", t->kernels, t->kernels == 1 ? "" : "s",
                  t->hostFns, t->hostFns == 1 ? "" : "s");
  hidetStrAppendf(&s, "\n  bytes: ");
  appendBytes(&s, "actual", t->read, t->written);
  if (t->unknownFns)
    hidetStrAppendf(&s, " (and unknown for %d kernel function%s)", t->unknownFns,
                    t->unknownFns == 1 ? "" : "s");
  hidetStrAppendf(&s, ", ");
  appendBytes(&s, "minimum", t->minRead, t->minWritten);
  hidetStrAppendf(&s, " (%.2fx)", ratio(actual, minimum));
  hidetStrAppendf(&s,
                  "\n  one kernel per op: %d kernels, %lld bytes with each op reading its "
                  "operands once (%.2fx the minimum); with the templates' re-reads as in "
                  "actual, %lld bytes (%.2fx the actual)%s; not counted: %d graph.reshape "
                  "(views), %d splat graph.constant (folded into their users)",
                  t->perOp.ops, (long long)t->perOp.bytes, ratio(t->perOp.bytes, minimum),
                  (long long)t->perOpRereads, ratio(t->perOpRereads, actual),
                  t->unknownFns ? " (kernel functions with a traffic model only)" : "",
                  t->perOp.reshapes, t->perOp.splats);
  hidetEmitRemark(mlirOperationGetLocation(module), "%s", s.data);
  hidetStrFree(&s);
}

static MlirLogicalResult run(MlirOperation module, const void *options) {
  const Options *o = options;
  if (!o->report)
    return mlirLogicalResultSuccess();
  Totals tot;
  memset(&tot, 0, sizeof tot);
  tot.arch = hidetArchLookup(o->arch);
  bool ok = true;
  for (MlirOperation op = mlirBlockGetFirstOperation(kernelIrBody(module));
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (!hidetOpIs(op, "func.func") || mlirBlockIsNull(kernelIrBody(op)))
      continue;
    if (!mlirAttributeIsNull(hidetOpAttr(op, "hidet.kernel")))
      ok = reportKernel(module, op, &tot) && ok;
    else if (!mlirAttributeIsNull(hidetOpAttr(op, "hidet.host_fallback")))
      ok = reportHost(op, &tot) && ok;
  }
  if (!ok)
    return mlirLogicalResultFailure();
  reportSummary(module, &tot);
  return mlirLogicalResultSuccess();
}

const HidetPassDef hidetStitchReportPassDef = {
    .name = "HidetStitchReport",
    .argument = "hidet-stitch-report",
    .summary = "Report each fused kernel: its ops' stitch schemes and the bytes it moves",
    .description =
        "After hidet-schedule-anchors, prints (as remarks; the IR is unchanged) one block per "
        "kernel function at its location: its kernels (grid blocks x threads), template, "
        "schedule and the template's description of it, the dominant op (the anchor, or none), "
        "every graph op with its role and stitch scheme (anchor: dominant, or global when the "
        "template splits rows across blocks; prologue and epilogue: local; regional: regional; "
        "ops of anchor-less groups: independent), and the bytes its kernels read and write "
        "(the template's traffic model) against the minimum (each input read once, each result "
        "written once). Host functions (hidet.host_fallback) get their ops and minimum. A "
        "summary at the module: kernels, host functions, total bytes against the minimum and "
        "what one kernel per graph op would move (graph.reshape and splat graph.constant not "
        "counted). Fails at a kernel function that has no template, schedule or gpu.module.",
    HIDET_PASS_OPTIONS(kOptions),
    .optionsSize = sizeof(Options),
    .dependentDialects = NULL,
    .run = run,
};
