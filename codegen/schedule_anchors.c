/*===-- schedule_anchors.c - hidet-schedule-anchors -----------------------===*
 * Hidet's anchor scheduling, for every kernel function: ask the template
 * registry (template.h) for the templates that take it on the arch (by its
 * anchor op; anchor-less groups go to the element-wise template), ranked
 * by the cost of their best schedule; take the cheapest unless the user
 * chose explicitly (below), pick a schedule
 * from the template's hardware-centric space for the arch, and instantiate
 * the template as `gpu.module @<fn>_gpu`. Templates read and write the
 * graph's tensors only through hook calls, which
 * hidet-fuse-prologue-epilogue resolves; the host function keeps its graph
 * ops until then. Kernels start register-staged; hidet-pipeline may turn
 * them into cp.async pipelines. An anchor that no template takes is an
 * error at the anchor that names the templates.
 *
 * Where several templates take a kernel function, an explicit choice beats
 * the ranking: the best ranked one whose text form takes the anchor's
 * hidet.schedule attribute or tune=fixed's schedule=, else the best ranked
 * one with a line in the schedule cache. Then the schedule, first match
 * wins:
 *   1. a `hidet.schedule = "<text>"` attribute on the anchor op;
 *   2. tune=fixed: the `schedule=<text>` option;
 *   3. cache=FILE: the line of (template, arch, problem key) in the
 *      schedule cache (schedule_cache.h);
 *   4. tune=measure: an error (a pass cannot time kernels; they are
 *      measured by hidet-compile-model --tune=measure or offline, and come
 *      back as a cache file);
 *   5. the cheapest candidate under the analytic model.
 * Rules 1-4 apply to templates with a schedule text form only; the others
 * always use their cost model. The chosen schedule must fit the arch. The
 * space is independent of the shapes, so its size is reported per arch
 * (report=true). cache-write=FILE merges the choices into a cache file;
 * list-top=FILE lists the cost model's top=K candidates of each kernel
 * function for an offline benchmark.
 *===----------------------------------------------------------------------===*/
#include "gemm_templates.h"
#include "kernel_attrs.h"
#include "kernel_functions.h"
#include "kernel_ir.h"
#include "runtime_extents.h"
#include "schedule_buckets.h"
#include "pass_util.h"
#include "schedule_cache.h"

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

typedef enum { TUNE_FIXED, TUNE_COST_MODEL, TUNE_MEASURE } Tune;

typedef enum { UNSUPPORTED_ERROR, UNSUPPORTED_HOST } Unsupported;

typedef enum { PRECISION_F32, PRECISION_TF32 } Precision;

typedef struct {
  char arch[16];
  Tune tune;
  char schedule[64];
  bool report;
  Unsupported unsupported;
  char cache[512], cacheWrite[512], listTop[512];
  int top;
  Precision precision;
} Options;

static const char *const kTuneChoices[] = {"fixed", "cost-model", "measure", NULL}; /* as Tune */
static const char *const kUnsupportedChoices[] = {"error", "host", NULL}; /* as Unsupported */
static const char *const kPrecisionChoices[] = {"f32", "tf32", NULL};      /* as Precision */

/* A schedule text must be the text form of some template's schedule (each
 * anchor's template parses it again when it is used); otherwise the first
 * template's complaint is the message. */
static bool checkSchedule(const char *key, const char *value, char *error, size_t errorSize) {
  char why[256] = "", first[256] = "";
  for (size_t i = 0; i < hidetTemplateCount(); ++i) {
    const HidetTemplate *t = hidetTemplateAt(i);
    HidetSchedule s;
    if (!t->sched->parse)
      continue;
    if (t->sched->parse(t, value, &s, why, sizeof why))
      return true;
    if (!first[0])
      snprintf(first, sizeof first, "%s", why);
  }
  snprintf(error, errorSize, "%s: %s", key, first);
  return false;
}

static const HidetPassOption kOptions[] = {
    HIDET_OPTION_SCHEDULED_ARCH(Options, arch, "the GPU whose schedule space is searched"),
    {.key = "tune",
     .type = {.kind = HIDET_OPTION_ENUM, .choices = kTuneChoices},
     HIDET_OPTION_FIELD(Options, tune),
     .defaultValue = "cost-model",
     .help = "how each anchor's schedule is picked (fixed: the schedule option, cost-model: "
             "the cheapest of the space, measure: the cache's measured schedule, an error "
             "without one)"},
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
    {.key = "cache",
     .type = {.kind = HIDET_OPTION_STRING},
     HIDET_OPTION_FIELD(Options, cache),
     .syntax = "FILE",
     .help = "a schedule cache to take schedules from, after the anchor's attribute and "
             "tune=fixed, before the cost model (docs/schedules.md; empty: none)"},
    {.key = "cache-write",
     .type = {.kind = HIDET_OPTION_STRING},
     HIDET_OPTION_FIELD(Options, cacheWrite),
     .syntax = "FILE",
     .help = "merge one line per (template, arch, problem) with the chosen schedule into this "
             "schedule cache (created if missing; empty: none)"},
    {.key = "top",
     .type = {.kind = HIDET_OPTION_INT, .min = 1, .max = 100},
     HIDET_OPTION_FIELD(Options, top),
     .defaultValue = "1",
     .help = "how many of the cost model's best schedules report=true and list-top= show"},
    {.key = "list-top",
     .type = {.kind = HIDET_OPTION_STRING},
     HIDET_OPTION_FIELD(Options, listTop),
     .syntax = "FILE",
     .help = "write the cost model's top schedules of every kernel function to this file, for "
             "timing them on a GPU (empty: none)"},
    {.key = "precision",
     .type = {.kind = HIDET_OPTION_ENUM, .choices = kPrecisionChoices},
     HIDET_OPTION_FIELD(Options, precision),
     .defaultValue = "f32",
     .help = "f32 matmuls: f32 (CUDA cores, exact f32 products) or tf32 (tensor cores, "
             "operands rounded to 10 mantissa bits, f32 accumulation; every f32 "
             "matmul/batch_matmul without its own hidet.precision gets hidet.precision = "
             "\"tf32\")"},
};

/* How a schedule was chosen: the words of the report ("tune=fixed
 * chose"), and the source word of a cache line written for it. */
typedef struct {
  char how[600];
  const char *source;
  const HidetCacheEntry *hit; /* the cache line, for a cache hit */
} Choice;

/* A schedule that fits the arch may still not fit this instance: its
 * template's cost model says so with exactly HIDET_COST_UNFIT (template.h;
 * other costs, infinity included, leave the verdict to the template's own
 * checks at instantiation, which say more). */
static bool fitsInstance(const HidetTemplate *t, MlirOperation at, const HidetSchedule *s,
                         const HidetProblem *p, const HidetArch *arch, const char *text) {
  if (t->sched->cost(t, s, p, arch) != HIDET_COST_UNFIT)
    return true;
  char problem[160], desc[256];
  t->formatProblem(t, p, problem, sizeof problem);
  t->sched->describe(t, s, p, arch, desc, sizeof desc);
  hidetEmitOpError(at,
                   "schedule '%s' fits %s but not this %s: its resources with this kernel's "
                   "operand load forms exceed the arch's (%s); choose a smaller tile",
                   text, arch->name, problem, desc);
  return false;
}

/* Picks the schedule of one kernel function (rules in the header comment).
 * Only templates with a text form (anchor templates) take a schedule from
 * the user or a cache; the others always use their cost model. */
static bool chooseSchedule(const HidetTemplate *t, MlirOperation at, MlirOperation anchor,
                           const Options *o, const HidetArch *arch, const HidetSchedule *space,
                           size_t n, const HidetProblem *p, const HidetScheduleCache *cache,
                           const char *key, HidetSchedule *s, Choice *c) {
  char text[128], why[256];
  text[0] = '\0';
  const HidetCacheEntry *hit =
      cache && t->sched->parse ? hidetScheduleCacheFind(cache, t, arch->name, key) : NULL;
  if (!mlirOperationIsNull(anchor))
    kernelIrStringAttr(anchor, "hidet.schedule", text, sizeof text);
  if (text[0] && t->sched->parse) {
    snprintf(c->how, sizeof c->how, "the anchor's hidet.schedule attribute chose");
    c->source = "attribute";
    if (!t->sched->parse(t, text, s, why, sizeof why)) {
      hidetEmitOpError(at, "hidet.schedule: %s", why);
      return false;
    }
  } else if (o->tune == TUNE_FIXED && t->sched->parse) {
    snprintf(c->how, sizeof c->how, "tune=fixed chose");
    c->source = "fixed";
    if (!o->schedule[0]) {
      hidetEmitOpError(at, "tune=fixed needs a schedule: give the pass option "
                           "schedule=<text> or a hidet.schedule attribute on the anchor");
      return false;
    }
    if (!t->sched->parse(t, o->schedule, s, why, sizeof why)) {
      hidetEmitOpError(at, "schedule=%s: %s", o->schedule, why);
      return false;
    }
    snprintf(text, sizeof text, "%s", o->schedule);
  } else if (hit) {
    /* The line was parsed when the file was read; whether it fits is a
     * question of this arch, asked here so the error is at the anchor. */
    snprintf(c->how, sizeof c->how, "schedule from cache %s:%d:", cache->path, hit->line);
    c->source = "cache";
    c->hit = hit;
    *s = hit->parsed;
    if (!t->sched->fits(t, s, arch, why, sizeof why)) {
      hidetEmitOpError(at, "%s:%d: cached schedule '%s' does not fit %s: %s", cache->path,
                       hit->line, hit->schedule, arch->name, why);
      return false;
    }
    return fitsInstance(t, at, s, p, arch, hit->schedule);
  } else if (o->tune == TUNE_MEASURE && t->sched->parse) {
    /* A pass cannot time kernels (that needs the whole pipeline and a
     * device: hidet-compile-model --tune=measure does it, then passes its
     * cache here); say where measurements come from instead. */
    char miss[800] = "";
    if (cache)
      snprintf(miss, sizeof miss, " (the schedule cache %s has no line for '%s %s %s')",
               cache->path, t->name, arch->name, key);
    hidetEmitOpError(at,
                     "tune=measure needs a CUDA device to time candidates (this pass does not "
                     "run kernels): measure with hidet-compile-model --tune=measure or "
                     "bench/gpu/tune.py on a GPU machine and pass the schedule cache as "
                     "cache=FILE%s",
                     miss);
    return false;
  } else {
    snprintf(c->how, sizeof c->how, "the cost model chose");
    c->source = "cost-model";
    if (n == 0) {
      hidetEmitOpError(at, "the %s template has no schedule that fits %s", t->name, arch->name);
      return false;
    }
    size_t best;
    hidetTemplateRank(t, space, n, p, arch, 1, &best, NULL);
    *s = space[best];
    return true;
  }
  if (!t->sched->fits(t, s, arch, why, sizeof why)) {
    hidetEmitOpError(at, "schedule '%s' does not fit %s: %s", text, arch->name, why);
    return false;
  }
  return fitsInstance(t, at, s, p, arch, text);
}

/* What one run shares across kernel functions: each template's space for
 * the arch, enumerated on first use. */
typedef struct {
  const Options *o;
  const HidetArch *arch;
  HidetSchedule **spaces;
  size_t *spaceSizes;
  const HidetScheduleCache *cache; /* cache=, or NULL */
  HidetScheduleCache *written;     /* cache-write=: this run's choices, or NULL */
  HidetStr *listTop;               /* list-top=: its lines, or NULL */
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

/* BucketCachedFn (schedule_buckets.h): the cache's line for t on this run's
 * arch and p's key, when it fits. */
static bool cachedSchedule(const HidetTemplate *t, const HidetProblem *p, HidetSchedule *s,
                           const void *state) {
  const RunState *st = state;
  if (!st->cache || !t->sched->parse)
    return false;
  char key[128], why[256];
  hidetProblemKey(t, p, key, sizeof key);
  const HidetCacheEntry *hit = hidetScheduleCacheFind(st->cache, t, st->arch->name, key);
  if (!hit || !t->sched->fits(t, &hit->parsed, st->arch, why, sizeof why) ||
      t->sched->cost(t, &hit->parsed, p, st->arch) >= HIDET_COST_UNFIT)
    return false;
  *s = hit->parsed;
  return true;
}

/* Schedules and instantiates one kernel function. */
/* The cost model's top=K of one kernel function: a remark (report=true,
 * K > 1) and the lines of list-top= (templates with a text form only, as
 * only those can be compiled with tune=fixed). */
static void listTop(const RunState *st, const HidetTemplate *t, MlirOperation at,
                    const char *fname, const HidetSchedule *space, size_t n,
                    const HidetProblem *p, const char *key) {
  const Options *o = st->o;
  bool remark = o->report && o->top > 1, lines = st->listTop && t->sched->parse;
  if (!remark && !lines)
    return;
  size_t k = (size_t)o->top, *best = malloc(k * sizeof *best);
  double *costs = malloc(k * sizeof *costs);
  if (!best || !costs)
    abort(); /* out of memory */
  size_t got = hidetTemplateRank(t, space, n, p, st->arch, k, best, costs);
  HidetStr r;
  hidetStrInit(&r);
  for (size_t i = 0; i < got; ++i) {
    char text[64];
    t->sched->format(t, &space[best[i]], text, sizeof text);
    hidetStrAppendf(&r, "%s%zu. %s (%.4g us)", i ? ", " : "", i + 1, text, costs[i]);
    if (lines)
      hidetStrAppendf(st->listTop, "%s %s %s %s %zu %s %.6g\n", fname, t->name, st->arch->name,
                      key, i + 1, text, costs[i]);
  }
  if (remark)
    hidetEmitRemark(mlirOperationGetLocation(at), "@%s: the cost model's top %zu: %s", fname, got,
                    r.data ? r.data : "");
  hidetStrFree(&r);
  free(best);
  free(costs);
}

/* cache-write=: remembers this kernel function's choice (a later kernel
 * function of the same key replaces it). */
static void remember(const RunState *st, const HidetTemplate *t, const char *key,
                     const HidetSchedule *s, const Choice *c) {
  if (!st->written || !t->sched->parse)
    return;
  HidetCacheEntry e;
  memset(&e, 0, sizeof e);
  e.tmpl = t;
  snprintf(e.arch, sizeof e.arch, "%s", st->arch->name);
  snprintf(e.key, sizeof e.key, "%s", key);
  t->sched->format(t, s, e.schedule, sizeof e.schedule);
  e.parsed = *s;
  /* a cache hit carries its measurement over */
  e.measuredUs = c->hit ? c->hit->measuredUs : -1.0;
  snprintf(e.source, sizeof e.source, "%s", c->source);
  hidetScheduleCachePut(st->written, &e);
}

/* precision=: checks an anchor's own hidet.precision ("f32" or "tf32", on a
 * matmul/batch_matmul with f32 operands) and gives precision=tf32 to the
 * f32 matmuls without one. False after an error at the anchor. */
static bool applyPrecision(MlirOperation anchor, const Options *o) {
  if (mlirOperationIsNull(anchor))
    return true;
  MlirStringRef name = mlirStringRefCreateFromCString("hidet.precision");
  MlirAttribute a = mlirOperationGetAttributeByName(anchor, name);
  bool matmul = hidetOpIs(anchor, "graph.matmul") || hidetOpIs(anchor, "graph.batch_matmul");
  bool f32 = matmul && mlirTypeIsAF32(mlirShapedTypeGetElementType(
                           mlirValueGetType(mlirOperationGetOperand(anchor, 0))));
  if (!mlirAttributeIsNull(a)) {
    MlirStringRef v = mlirAttributeIsAString(a) ? mlirStringAttrGetValue(a)
                                                : mlirStringRefCreateFromCString("");
    bool known = (v.length == 3 && !strncmp(v.data, "f32", 3)) ||
                 (v.length == 4 && !strncmp(v.data, "tf32", 4));
    if (!known) {
      hidetEmitOpError(anchor, "hidet.precision must be \"f32\" or \"tf32\"");
      return false;
    }
    if (!f32) {
      hidetEmitOpError(anchor, "hidet.precision applies to graph.matmul and graph.batch_matmul "
                               "with f32 operands");
      return false;
    }
    return true;
  }
  if (o->precision == PRECISION_TF32 && f32)
    mlirOperationSetAttributeByName(
        anchor, name,
        mlirStringAttrGet(mlirOperationGetContext(anchor), mlirStringRefCreateFromCString("tf32")));
  return true;
}

/* Several templates take the kernel function (ranked best first): the
 * user's explicit choice (header comment), else the best ranked. */
static const HidetTemplate *explicitChoice(const RunState *st, MlirOperation anchor,
                                           MlirOperation fn, const HidetTemplate *const *ranked,
                                           size_t n) {
  char text[128] = "", why[256], key[128];
  if (!mlirOperationIsNull(anchor))
    kernelIrStringAttr(anchor, "hidet.schedule", text, sizeof text);
  if (!text[0] && st->o->tune == TUNE_FIXED)
    snprintf(text, sizeof text, "%s", st->o->schedule);
  HidetSchedule s;
  HidetProblem p;
  for (size_t i = 0; text[0] && i < n; ++i)
    if (ranked[i]->sched->parse && ranked[i]->sched->parse(ranked[i], text, &s, why, sizeof why))
      return ranked[i];
  for (size_t i = 0; st->cache && i < n; ++i) {
    const HidetTemplate *t = ranked[i];
    if (!t->sched->parse || !t->problem(t, fn, anchor, &p, why, sizeof why))
      continue;
    hidetProblemKey(t, &p, key, sizeof key);
    if (hidetScheduleCacheFind(st->cache, t, st->arch->name, key))
      return t;
  }
  return ranked[0];
}

/* A schedule the user gave (the anchor's hidet.schedule, or tune=fixed's)
 * that only matmul_wgmma parses, on a matmul it does not take (sm_90), is
 * an error that says so, rather than the matching templates' complaints
 * about the text; a text no template parses gets the complaint of the
 * first matching template that recognized its form. False after an
 * error. */
static bool explicitTemplateMatches(const RunState *st, MlirOperation anchor, MlirOperation fn,
                                    MlirOperation at, const HidetTemplate *const *ranked, size_t n) {
  char text[128] = "", why[256];
  if (!mlirOperationIsNull(anchor))
    kernelIrStringAttr(anchor, "hidet.schedule", text, sizeof text);
  bool fromOption = !text[0];
  if (!text[0] && st->o->tune == TUNE_FIXED)
    snprintf(text, sizeof text, "%s", st->o->schedule);
  if (!text[0])
    return true;
  HidetSchedule s;
  const HidetTemplate *other = NULL;
  for (size_t i = 0; i < n; ++i)
    if (ranked[i]->sched->parse && ranked[i]->sched->parse(ranked[i], text, &s, why, sizeof why))
      return true;
  for (size_t i = 0; !other && i < hidetTemplateCount(); ++i) {
    const HidetTemplate *t = hidetTemplateAt(i);
    if (t->sched->parse && t->sched->parse(t, text, &s, why, sizeof why))
      other = t;
  }
  if (!other) {
    /* No template parses it: the complaint of the first matching template
     * that recognized its form (a field out of range, rather than "is not
     * a ... schedule") says the most; else the matching templates report
     * the malformed text themselves. */
    for (size_t i = 0; i < n; ++i) {
      if (!ranked[i]->sched->parse)
        continue;
      ranked[i]->sched->parse(ranked[i], text, &s, why, sizeof why);
      if (!strstr(why, "is not a") && strncmp(why, "expected", 8) != 0) {
        hidetEmitOpError(at, "%s%s: %s", fromOption ? "schedule=" : "hidet.schedule",
                         fromOption ? text : "", why);
        return false;
      }
    }
    return true;
  }
  /* Only the arch-dependent template says so; another template's text on
   * the wrong anchor gets the matching template's complaint. */
  if (!strcmp(other->name, "matmul_wgmma") && hidetWgmmaDeclines(fn, anchor, st->arch, why, sizeof why)) {
    hidetEmitOpError(at, "schedule '%s' is a matmul_wgmma schedule, but matmul_wgmma does not take "
                         "this matmul: %s",
                     text, why);
    return false;
  }
  return true;
}

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
  if (!applyPrecision(anchor, o))
    return false;
  const HidetTemplate *ranked[64];
  size_t nr = hidetTemplatesFor(fn, anchor, arch, ranked, 64);
  if (!nr && rtKernelFnIsDynamic(fn)) {
    /* dynamic shapes: name the templates that read extents at run time;
     * an error under unsupported=host too, since a host function cannot
     * return a buffer whose size is known only at run time (host_launch.c) */
    char list[512] = "";
    size_t used = 0;
    for (size_t i = 0; i < hidetTemplateCount(); ++i)
      if (hidetTemplateAt(i)->runtimeDims && used < sizeof list)
        used += (size_t)snprintf(list + used, sizeof list - used, "%s%s", used ? ", " : "",
                                 hidetTemplateAt(i)->name);
    HidetStr ft = hidetPrintType(mlirTypeAttrGetValue(hidetOpAttr(fn, "function_type")));
    hidetEmitOpError(at,
                     "has no GPU template that takes run-time extents: @%s has type %s, and only "
                     "%s read a `?` dim at run time (docs/dynamic-shapes.md)",
                     fname, ft.data, list);
    hidetStrFree(&ft);
    return false;
  }
  if (!nr && o->unsupported == UNSUPPORTED_HOST)
    return keepOnHost(fn, at, fname, "has no GPU template");
  if (!nr) {
    char list[2048];
    hidetTemplateListText(list, sizeof list);
    hidetEmitOpError(at, "has no GPU template (the templates are: %s)", list);
    return false;
  }
  if (!explicitTemplateMatches(st, anchor, fn, at, ranked, nr < 64 ? nr : 64))
    return false;
  const HidetTemplate *t = nr > 1 ? explicitChoice(st, anchor, fn, ranked, nr < 64 ? nr : 64)
                                  : ranked[0];
  /* dynamic shapes on sm_90a: matmul_wgmma reads no run-time extent, so
   * the `?` M goes to the mma.sync template; say so, as a remark */
  if (o->report && hidetWgmmaDeclinesDynamic(fn, anchor, arch))
    hidetEmitRemark(mlirOperationGetLocation(at),
                    "@%s: matmul_wgmma reads no run-time extent; %s takes this kernel's `?` M "
                    "(docs/dynamic-shapes.md)",
                    fname, t->name);
  char staged[256];
  for (int k = 0; k < 2 && o->report && t == hidetTemplateLookup("matmul_wgmma"); ++k)
    if (hidetWgmmaStaged(fn, anchor, k, staged, sizeof staged))
      hidetEmitRemark(mlirOperationGetLocation(at),
                      "@%s: matmul_wgmma stages the %s through its producer warpgroup's registers "
                      "(load hooks) instead of TMA: %s",
                      fname, k ? "rhs" : "lhs", staged);
  size_t ti = 0;
  while (hidetTemplateAt(ti) != t)
    ti++;
  if (!spaces[ti])
    spaceSizes[ti] = t->sched->space(t, arch, &spaces[ti]);
  HidetProblem p;
  if (!t->problem(t, fn, anchor, &p, why, sizeof why)) {
    /* a dynamic kernel function cannot stay on the host (above) */
    if (o->unsupported == UNSUPPORTED_HOST && !rtKernelFnIsDynamic(fn)) {
      char because[600];
      snprintf(because, sizeof because, "cannot use the %s template (%s)", t->name, why);
      return keepOnHost(fn, at, fname, because);
    }
    hidetEmitOpError(at, "%s", why);
    return false;
  }
  char key[128];
  hidetProblemKey(t, &p, key, sizeof key);
  HidetSchedule s;
  Choice choice = {.how = "", .source = "", .hit = NULL};
  if (!chooseSchedule(t, at, anchor, o, arch, spaces[ti], spaceSizes[ti], &p, st->cache, key, &s,
                      &choice))
    return false;
  /* A kernel starts register-staged (double buffered where the template
   * has shared tiles); hidet-pipeline may choose the async form. */
  if (!kernelFnInstantiate(module, fn, anchor, t, &p, &s, HIDET_LOAD_REGISTER))
    return false;
  kernelAttrSetString(fn, KERNEL_ATTR_TEMPLATE, t->name);
  kernelAttrSetSchedule(fn, t, &s);
  if (o->report) {
    char text[64], problem[160], desc[256];
    t->sched->format(t, &s, text, sizeof text);
    t->formatProblem(t, &p, problem, sizeof problem);
    t->sched->describe(t, &s, &p, arch, desc, sizeof desc);
    hidetEmitRemark(mlirOperationGetLocation(at), "@%s: %s: %zu schedules fit %s; %s %s (%s)",
                    fname, problem, spaceSizes[ti], arch->name, choice.how, text, desc);
  }
  listTop(st, t, at, fname, spaces[ti], spaceSizes[ti], &p, key);
  remember(st, t, key, &s, &choice);
  /* dynamic shapes: schedules per size bucket, where the cost model or the
   * cache chose (a user's schedule serves the whole range); each bucket's
   * own cache line wins, else the cost model (not under tune=measure) */
  if (p.runtimeDims &&
      (strcmp(choice.source, "cost-model") == 0 || strcmp(choice.source, "cache") == 0))
    return scheduleBuckets(module, fn, t, &s, arch, o->report, o->tune != TUNE_MEASURE,
                           scheduleOne, cachedSchedule, state);
  return true;
}

/* Checks options that only make sense together; false after an error. */
static bool checkCombination(MlirOperation module, const Options *o) {
  MlirLocation loc = mlirOperationGetLocation(module);
  if (o->schedule[0] && o->tune != TUNE_FIXED) {
    /* silently ignoring a schedule the user asked for would be worse */
    hidetEmitErrorAt(loc,
                     "hidet-schedule-anchors: schedule=%s is used only with tune=fixed (tune is "
                     "%s)",
                     o->schedule, kTuneChoices[o->tune]);
    return false;
  }
  if (o->top > 1 && !o->report && !o->listTop[0]) {
    hidetEmitErrorAt(loc, "hidet-schedule-anchors: top=%d is used only with report=true or "
                          "list-top=FILE",
                     o->top);
    return false;
  }
  return true;
}

/* Writes the outputs of a run that succeeded: merges the choices into
 * cache-write's file (re-read now, so entries written meanwhile by another
 * compile stay), and writes list-top's file. */
static bool writeOutputs(MlirOperation module, const Options *o, const HidetScheduleCache *written,
                         const HidetStr *top) {
  MlirLocation loc = mlirOperationGetLocation(module);
  char why[1024];
  if (written) {
    HidetScheduleCache merged;
    bool ok = hidetScheduleCacheLoad(&merged, o->cacheWrite, true, why, sizeof why);
    for (size_t i = 0; ok && i < written->numEntries; ++i)
      hidetScheduleCachePut(&merged, &written->entries[i]);
    ok = ok && hidetScheduleCacheSave(&merged, why, sizeof why);
    hidetScheduleCacheFree(&merged);
    if (!ok) {
      hidetEmitErrorAt(loc, "hidet-schedule-anchors: cache-write: %s", why);
      return false;
    }
  }
  if (top) {
    FILE *f = fopen(o->listTop, "w");
    bool ok = f && fprintf(f,
                           "# hidet-schedule-anchors list-top (docs/schedules.md): <kernel-fn> "
                           "<template> <arch> <problem-key> <rank> <schedule> <estimated_us>\n%s",
                           top->data ? top->data : "") >= 0;
    ok = f && fclose(f) == 0 && ok;
    if (!ok) {
      hidetEmitErrorAt(loc, "hidet-schedule-anchors: cannot write list-top file '%s'",
                       o->listTop);
      return false;
    }
  }
  return true;
}

static MlirLogicalResult run(MlirOperation module, const void *options) {
  const Options *o = options;
  if (!checkCombination(module, o))
    return mlirLogicalResultFailure();
  HidetScheduleCache cache, written;
  char why[1024];
  if (o->cache[0] && !hidetScheduleCacheLoad(&cache, o->cache, false, why, sizeof why)) {
    hidetEmitErrorAt(mlirOperationGetLocation(module), "%s", why);
    hidetScheduleCacheFree(&cache);
    return mlirLogicalResultFailure();
  }
  /* this run's choices; merged into the file only if the run succeeds */
  memset(&written, 0, sizeof written);
  HidetStr top;
  hidetStrInit(&top);
  const HidetArch *arch = hidetArchLookup(o->arch);
  size_t nt = hidetTemplateCount();
  HidetSchedule **spaces = calloc(nt, sizeof *spaces);
  size_t *spaceSizes = calloc(nt, sizeof *spaceSizes);
  RunState st = {o,
                 arch,
                 spaces,
                 spaceSizes,
                 o->cache[0] ? &cache : NULL,
                 o->cacheWrite[0] ? &written : NULL,
                 o->listTop[0] ? &top : NULL};
  MlirLogicalResult result = kernelFnForEach(module, scheduleOne, &st);
  if (mlirLogicalResultIsSuccess(result) && !writeOutputs(module, o, st.written, st.listTop))
    result = mlirLogicalResultFailure();
  for (size_t i = 0; i < nt; ++i)
    free(spaces[i]);
  free(spaces);
  free(spaceSizes);
  if (o->cache[0])
    hidetScheduleCacheFree(&cache);
  hidetScheduleCacheFree(&written);
  hidetStrFree(&top);
  return result;
}

const HidetPassDef hidetScheduleAnchorsPassDef = {
    .name = "HidetScheduleAnchors",
    .argument = "hidet-schedule-anchors",
    .summary = "Pick a template and a schedule for each kernel function and instantiate it",
    .description =
        "For every kernel function (hidet-outline-kernels), asks the template registry for the "
        "templates that take it on the arch, ranked by the cost of their best schedule (an "
        "explicit hidet.schedule, schedule= or cache line picks among several), and takes the "
        "first (matmul_f32_simt: graph.matmul and graph.batch_matmul with f32 "
        "operands; matmul_tc: those with f16/bf16 operands; matmul_tf32: f32 ones marked "
        "hidet.precision = \"tf32\", which precision=tf32 gives every f32 matmul without one; reduce, softmax, layer_norm: those anchors; attention_simt: graph.attention; elementwise: kernel functions "
        "without an anchor), picks a schedule from the "
        "template's schedule space for the arch and instantiates the template as gpu.module "
        "@<fn>_gpu. Inputs are read and outputs written only through hook calls resolved by "
        "hidet-fuse-prologue-epilogue. The kernels and the kernel function carry "
        "hidet.template and hidet.schedule (a dictionary of the template's parameters). A "
        "hidet.schedule text attribute on an anchor overrides the choice; tune=fixed applies "
        "schedule= to anchors (kernels without one keep their cost model). An anchor that no "
        "template takes is an error at the anchor (unsupported=error), or stays a host function "
        "of graph ops, marked hidet.host_fallback (unsupported=host). cache=FILE takes schedules from a schedule cache "
        "(after the anchor's attribute and tune=fixed, before the cost model); tune=measure "
        "requires a cache line for every anchor (no timing path in this build); "
        "cache-write=FILE merges the choices into a cache; list-top=FILE lists the cost "
        "model's top=K schedules of each kernel function.",
    HIDET_PASS_OPTIONS(kOptions),
    .optionsSize = sizeof(Options),
    .dependentDialects = kernelFnKernelDialects,
    .run = run,
};
