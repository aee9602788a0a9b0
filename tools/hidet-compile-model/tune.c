/*===-- tune.c - hidet-compile-model --tune=measure: the loop --------------===*
 * 1. The model (a clone) is partitioned and outlined as hidet-compile-to-gpu
 *    does; hidet-schedule-anchors{top=K list-top=FILE} on a second clone
 *    lists each kernel function's K best schedules by the cost model.
 * 2. The lines are grouped by (template, arch, problem key): one unique
 *    kernel each. A key whose line in the tune cache has a measurement is
 *    done already; the others are measured, in listing order, until the
 *    budget is spent.
 * 3. A kernel's bench is its kernel function as a module of its own
 *    (@forward); every candidate is compiled, run, checked and timed on it
 *    (tune_run.c). The fastest correct candidate is appended to the cache
 *    as `<template> <arch> <key> <schedule> <us> measured`, and the cache
 *    is saved after each kernel, so a run that is cut short keeps what it
 *    measured.
 * 4. The model is then compiled with cache=<the tune cache>; kernels
 *    without a line keep the cost model's pick.
 * Progress goes to stderr, one line per kernel.
 *===----------------------------------------------------------------------===*/
#define _XOPEN_SOURCE 700 /* mkstemp */
#include "tune.h"

#include "model.h"

#include "hidet-c/Diagnostics.h"
#include "hidet-c/Passes.h"
#include "hidet_internal.h"
#include "schedule_cache.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Pass.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

void modelTuneDefaults(ModelTuneOptions *t) {
  memset(t, 0, sizeof *t);
  t->top = 8;
  t->budgetS = 600;
  t->device = TUNE_DEVICE_CUDA;
  t->warmup = 3;
  t->runs = 20;
}

void modelTuneUsage(FILE *f) {
  fputs("measured tuning (docs/schedules.md, \"Measured tuning in hidet-compile-model\"):\n"
        "  --tune=measure         before compiling, time the cost model's top schedules of each\n"
        "                         unique kernel on the GPU (also: --opts=tune=measure), keep the\n"
        "                         fastest correct one in the schedule cache and compile with it\n"
        "  --tune-top=K           candidates per kernel (default 8)\n"
        "  --tune-budget=SECONDS  stop measuring after this long (default 600); the kernels left\n"
        "                         keep the cost model's pick\n"
        "  --tune-cache=FILE      the schedule cache read (measured keys are not measured again)\n"
        "                         and appended to (default: DIR/NAME.schedules)\n"
        "  --tune-device=cuda|emulate  where candidates run (default cuda; emulate: the CPU\n"
        "                         emulator, for tests: its times say nothing about a GPU)\n"
        "  --tune-runs=N          timed runs per candidate on CUDA, after 3 warm-up runs; the\n"
        "                         median counts (default 20)\n"
        "  --tune-timings=FILE    append every correct candidate's time as `<template> <arch>\n"
        "                         <problem-key> <schedule> <measured_us> <estimated_us>` (the\n"
        "                         input of bench/gpu/fit_cost_model.py)\n",
        f);
}

static int bad(const char *option, const char *what, const char *value) {
  fprintf(stderr, "hidet-compile-model: error: %s takes %s, got '%s'\n", option, what, value);
  return -1;
}

int modelTuneParseOption(ModelTuneOptions *t, int argc, char **argv, int *i) {
  const char *v, *arg = argv[*i];
  char *end;
  if ((v = modelOptValue(argc, argv, i, "--tune-top"))) {
    long n = strtol(v, &end, 10);
    if (!isdigit((unsigned char)v[0]) || *end || n < 1 || n > 100)
      return bad("--tune-top", "1..100", v);
    t->top = (int)n;
  } else if ((v = modelOptValue(argc, argv, i, "--tune-budget"))) {
    double s = strtod(v, &end);
    if (!(isdigit((unsigned char)v[0]) || v[0] == '.') || *end || !(s >= 0))
      return bad("--tune-budget", "a number of seconds >= 0", v);
    t->budgetS = s;
  } else if ((v = modelOptValue(argc, argv, i, "--tune-cache"))) {
    if (!v[0])
      return bad("--tune-cache", "a file", v);
    t->cache = v;
  } else if ((v = modelOptValue(argc, argv, i, "--tune-timings"))) {
    if (!v[0])
      return bad("--tune-timings", "a file", v);
    t->timings = v;
  } else if ((v = modelOptValue(argc, argv, i, "--tune-device"))) {
    if (strcmp(v, "cuda") == 0)
      t->device = TUNE_DEVICE_CUDA;
    else if (strcmp(v, "emulate") == 0)
      t->device = TUNE_DEVICE_EMULATE;
    else
      return bad("--tune-device", "cuda or emulate", v);
  } else if ((v = modelOptValue(argc, argv, i, "--tune-runs"))) {
    long n = strtol(v, &end, 10);
    if (!isdigit((unsigned char)v[0]) || *end || n < 1 || n > 10000)
      return bad("--tune-runs", "1..10000", v);
    t->runs = (int)n;
  } else if ((v = modelOptValue(argc, argv, i, "--tune"))) {
    if (strcmp(v, "measure") != 0)
      return bad("--tune", "measure (the other tune modes go in --opts)", v);
    t->enabled = true;
    return 1;
  } else {
    return 0;
  }
  if (!t->given)
    t->given = arg;
  return 1;
}

/* Appends `word` (n bytes) to `out` with a separating space. */
static bool appendWord(char *out, size_t size, const char *word, size_t n) {
  size_t len = strlen(out);
  if (len + n + 2 > size)
    return false;
  if (len)
    out[len++] = ' ';
  memcpy(out + len, word, n);
  out[len + n] = '\0';
  return true;
}

bool modelTuneTakeOpts(ModelTuneOptions *t, const char *opts, char *rest, size_t restSize) {
  rest[0] = '\0';
  static char cacheFromOpts[1024];
  /* Whether tune=measure is on, wherever its word stands. */
  for (const char *w = strstr(opts, "tune=measure"); w && !t->enabled; w = strstr(w + 1, "tune=measure"))
    t->enabled = (w == opts || isspace((unsigned char)w[-1])) && (!w[12] || isspace((unsigned char)w[12]));
  const char *p = opts;
  bool ok = true;
  while (ok && *p) {
    while (isspace((unsigned char)*p))
      ++p;
    size_t n = 0;
    while (p[n] && !isspace((unsigned char)p[n]))
      ++n;
    if (!n)
      break;
    if (n == 12 && strncmp(p, "tune=measure", 12) == 0) {
      /* taken: the tool's, not the pipeline's */
    } else if (n > 5 && strncmp(p, "tune=", 5) == 0 && t->enabled) {
      fprintf(stderr, "hidet-compile-model: error: --opts=%.*s contradicts tune=measure\n", (int)n, p);
      return false;
    } else if (n > 6 && strncmp(p, "cache=", 6) == 0 && n - 6 < sizeof cacheFromOpts) {
      /* Under tune=measure, cache= is the tune cache (unless --tune-cache
       * names one); otherwise it stays an option of the pipeline. */
      memcpy(cacheFromOpts, p + 6, n - 6);
      cacheFromOpts[n - 6] = '\0';
      ok = appendWord(rest, restSize, p, n);
    } else if ((n > 9 && strncmp(p, "list-top=", 9) == 0) || (n > 4 && strncmp(p, "top=", 4) == 0)) {
      ok = appendWord(rest, restSize, p, n);
      if (t->enabled) {
        fprintf(stderr, "hidet-compile-model: error: --opts=%.*s does not go with tune=measure "
                        "(its candidates are --tune-top)\n",
                (int)n, p);
        return false;
      }
    } else {
      ok = appendWord(rest, restSize, p, n);
    }
    p += n;
  }
  if (!ok) {
    fprintf(stderr, "hidet-compile-model: error: --opts is too long\n");
    return false;
  }
  if (!t->enabled) {
    if (t->given) {
      fprintf(stderr, "hidet-compile-model: error: %s needs --tune=measure\n", t->given);
      return false;
    }
    return true;
  }
  if (cacheFromOpts[0]) {
    if (t->cache && strcmp(t->cache, cacheFromOpts) != 0) {
      fprintf(stderr, "hidet-compile-model: error: --opts=cache=%s and --tune-cache=%s: name one "
                      "schedule cache\n",
              cacheFromOpts, t->cache);
      return false;
    }
    t->cache = cacheFromOpts;
    /* taken out of `rest` again: modelTuneRun adds cache=<the tune cache> */
    char copy[4096];
    snprintf(copy, sizeof copy, "%s", rest);
    rest[0] = '\0';
    for (char *w = strtok(copy, " "); w; w = strtok(NULL, " "))
      if (strncmp(w, "cache=", 6) != 0)
        appendWord(rest, restSize, w, strlen(w));
  }
  return true;
}

/* ---- The listing. ---- */
typedef struct {
  int rank;
  char schedule[64];
  double estimatedUs;
} Candidate;

typedef struct {
  char tmpl[64], arch[16], key[128], fn[256];
  int numKernelFns; /* kernel functions of the model with this key */
  Candidate *cands;
  int numCands;
} Kernel;

typedef struct {
  Kernel *kernels;
  int numKernels;
} Listing;

static void freeListing(Listing *l) {
  for (int i = 0; i < l->numKernels; ++i)
    free(l->kernels[i].cands);
  free(l->kernels);
}

static bool readListing(const char *path, Listing *l) {
  FILE *f = fopen(path, "r");
  if (!f)
    return false;
  char line[1024];
  while (fgets(line, sizeof line, f)) {
    char fn[256], tmpl[64], arch[16], key[128], sched[64];
    int rank;
    double est;
    if (sscanf(line, "%255s %63s %15s %127s %d %63s %lf", fn, tmpl, arch, key, &rank, sched, &est) != 7)
      continue;
    Kernel *k = NULL;
    for (int i = 0; i < l->numKernels && !k; ++i)
      if (!strcmp(l->kernels[i].tmpl, tmpl) && !strcmp(l->kernels[i].arch, arch) &&
          !strcmp(l->kernels[i].key, key))
        k = &l->kernels[i];
    if (!k) {
      Kernel *grown = realloc(l->kernels, (size_t)(l->numKernels + 1) * sizeof *grown);
      if (!grown)
        abort(); /* out of memory */
      l->kernels = grown;
      k = &l->kernels[l->numKernels++];
      memset(k, 0, sizeof *k);
      snprintf(k->tmpl, sizeof k->tmpl, "%s", tmpl);
      snprintf(k->arch, sizeof k->arch, "%s", arch);
      snprintf(k->key, sizeof k->key, "%s", key);
      snprintf(k->fn, sizeof k->fn, "%s", fn);
    }
    if (rank == 1)
      k->numKernelFns++;
    if (strcmp(k->fn, fn) != 0)
      continue; /* another kernel function of the same key: the same candidates */
    Candidate *grown = realloc(k->cands, (size_t)(k->numCands + 1) * sizeof *grown);
    if (!grown)
      abort(); /* out of memory */
    k->cands = grown;
    Candidate *c = &k->cands[k->numCands++];
    c->rank = rank;
    snprintf(c->schedule, sizeof c->schedule, "%s", sched);
    c->estimatedUs = est;
  }
  fclose(f);
  return true;
}

static bool runPipeline(MlirContext ctx, MlirModule module, const char *text) {
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  HidetPipelineError err;
  bool ok = mlirLogicalResultIsSuccess(
      hidetPassManagerAddPipeline(pm, mlirStringRefCreateFromCString(text), &err));
  if (!ok)
    fprintf(stderr, "hidet-compile-model: error: in pipeline '%s' at offset %zu: %s\n", text,
            err.offset, err.message);
  else
    ok = mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module)));
  mlirPassManagerDestroy(pm);
  return ok;
}

static MlirModule cloneModule(MlirModule m) {
  return mlirModuleFromOperation(mlirOperationClone(mlirModuleGetOperation(m)));
}

/* The words of `opts` that shape a kernel (precision=, stages=): the
 * listing and the candidates get them too. */
static void kernelOpts(const char *opts, char *out, size_t size, bool withStages) {
  out[0] = '\0';
  char copy[4096];
  snprintf(copy, sizeof copy, "%s", opts);
  for (char *w = strtok(copy, " \t"); w; w = strtok(NULL, " \t"))
    if (strncmp(w, "precision=", 10) == 0 || (withStages && strncmp(w, "stages=", 7) == 0))
      appendWord(out, size, w, strlen(w));
}

/* ---- The standalone module of one kernel function. ---- */
static MlirWalkResult dropRoles(MlirOperation op, void *userData) {
  (void)userData;
  /* the roles of hidet-partition, and a schedule of the user's that would
   * override the candidate's */
  mlirOperationRemoveAttributeByName(op, mlirStringRefCreateFromCString("hidet.role"));
  mlirOperationRemoveAttributeByName(op, mlirStringRefCreateFromCString("hidet.schedule"));
  return MlirWalkResultAdvance;
}

static MlirModule standaloneOf(MlirModule base, const char *fnName) {
  for (MlirOperation op = mlirBlockGetFirstOperation(mlirModuleGetBody(base));
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    MlirAttribute sym = hidetOpAttr(op, "sym_name");
    if (!hidetOpIs(op, "func.func") || mlirAttributeIsNull(sym) ||
        !mlirStringRefEqual(mlirStringAttrGetValue(sym), mlirStringRefCreateFromCString(fnName)))
      continue;
    MlirModule m = mlirModuleCreateEmpty(mlirOperationGetLocation(op));
    MlirOperation fn = mlirOperationClone(op);
    mlirBlockAppendOwnedOperation(mlirModuleGetBody(m), fn);
    MlirContext ctx = mlirOperationGetContext(fn);
    mlirOperationSetAttributeByName(fn, mlirStringRefCreateFromCString("sym_name"),
                                    mlirStringAttrGet(ctx, mlirStringRefCreateFromCString("forward")));
    static const char *const kDrop[] = {"sym_visibility", "hidet.kernel", "hidet.anchor",
                                        "hidet.prologue", "hidet.epilogue"};
    for (size_t i = 0; i < sizeof kDrop / sizeof kDrop[0]; ++i)
      mlirOperationRemoveAttributeByName(fn, mlirStringRefCreateFromCString(kDrop[i]));
    mlirOperationWalk(fn, dropRoles, NULL, MlirWalkPreOrder);
    return m;
  }
  return (MlirModule){NULL};
}

static double seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* A stable seed per kernel: the inputs of a key are the same every run. */
static uint64_t seedOf(const Kernel *k) {
  uint64_t h = 1469598103934665603ull;
  for (const char *s = k->key; *s; ++s)
    h = (h ^ (unsigned char)*s) * 1099511628211ull;
  for (const char *s = k->tmpl; *s; ++s)
    h = (h ^ (unsigned char)*s) * 1099511628211ull;
  return h;
}

typedef struct {
  const ModelTuneOptions *t;
  MlirContext ctx;
  MlirModule base; /* partitioned and outlined: the kernel functions */
  const char *arch, *candidateOpts;
  HidetScheduleCache *cache;
  FILE *timings; /* --tune-timings, opened when the device starts */
  double start;
  bool deviceStarted;
  int measured, cached, fellBack, failed;
} Tuner;

/* --tune-timings: opened for appending, with a header naming the device
 * and the protocol (the format of bench/gpu/tune.py's timings file). */
static bool openTimings(Tuner *tu) {
  tu->timings = fopen(tu->t->timings, "a");
  if (!tu->timings) {
    fprintf(stderr, "hidet-compile-model: error: cannot open --tune-timings=%s\n", tu->t->timings);
    return false;
  }
  char device[320];
  modelTuneDeviceName(tu->t->device, device, sizeof device);
  time_t now = time(NULL);
  char date[32];
  strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%SZ", gmtime(&now));
  fprintf(tu->timings, "# measured by hidet-compile-model --tune=measure on %s, %s, arch %s\n", device,
          date, tu->arch);
  if (tu->t->device == TUNE_DEVICE_CUDA)
    fprintf(tu->timings, "# times: median of %d runs after %d warm-up, CUDA events around each launch, "
                         "L2 flushed before each\n",
            tu->t->runs, tu->t->warmup);
  else
    fprintf(tu->timings, "# times: the emulator's time inside its launches, one run\n");
  fprintf(tu->timings, "# <template> <arch> <problem-key> <schedule> <measured_us> <estimated_us>\n");
  return true;
}

static bool budgetSpent(const Tuner *tu) {
  return tu->t->budgetS >= 0 && seconds() - tu->start >= tu->t->budgetS;
}

/* Measures one kernel's candidates; false only on a fatal error (no
 * device). */
static bool tuneKernel(Tuner *tu, const Kernel *k, int index, int total) {
  const HidetTemplate *tmpl = hidetTemplateLookup(k->tmpl);
  const HidetCacheEntry *hit = tmpl ? hidetScheduleCacheFind(tu->cache, tmpl, k->arch, k->key) : NULL;
  /* A line cut short by the budget (`measured-partial`) is used by the
   * compile but measured again here. */
  if (hit && hit->measuredUs >= 0 && strcmp(hit->source, "measured-partial") != 0) {
    fprintf(stderr, "tune: kernel %d/%d %s %s: cached %s %.1f us (%s:%d)\n", index, total, k->tmpl,
            k->key, hit->schedule, hit->measuredUs, tu->cache->path, hit->line);
    tu->cached++;
    return true;
  }
  if (budgetSpent(tu)) {
    tu->fellBack++;
    return true;
  }
  char why[1024];
  if (!tu->deviceStarted) {
    if (!modelTuneStartDevice(tu->t->device, tu->arch, why, sizeof why)) {
      fprintf(stderr,
              "hidet-compile-model: error: tune=measure needs a CUDA device to time candidates "
              "(%s): run it on a GPU machine, compile with a measured schedule cache "
              "(--tune-cache=FILE; bench/gpu/tune.py writes one), or pass --tune-device=emulate "
              "to exercise the tuner on the CPU (its times say nothing about a GPU)\n",
              why);
      return false;
    }
    tu->deviceStarted = true;
    if (tu->t->timings && !openTimings(tu))
      return false;
  }
  MlirModule standalone = standaloneOf(tu->base, k->fn);
  if (mlirModuleIsNull(standalone) || !tmpl) {
    fprintf(stderr, "tune: kernel %d/%d %s %s: no kernel function @%s to measure; keeping the cost "
                    "model's pick\n",
            index, total, k->tmpl, k->key, k->fn);
    tu->failed++;
    if (!mlirModuleIsNull(standalone))
      mlirModuleDestroy(standalone);
    return true;
  }
  ModelTuneBench *b = modelTuneBenchCreate(tu->ctx, standalone, tu->t->device, tu->arch,
                                           tu->candidateOpts, seedOf(k), tu->t);
  int best = -1, done = 0, rejected = 0;
  double bestUs = 0, pickUs = -1;
  for (int c = 0; c < k->numCands; ++c) {
    if (budgetSpent(tu))
      break;
    char line[512];
    snprintf(line, sizeof line, "%s %s %s %s", k->tmpl, k->arch, k->key, k->cands[c].schedule);
    double us;
    done++;
    if (!modelTuneBenchMeasure(b, line, k->cands[c].rank, &us, why, sizeof why)) {
      fprintf(stderr, "tune:   rejected #%d %s: %s\n", k->cands[c].rank, k->cands[c].schedule, why);
      rejected++;
      continue;
    }
    if (tu->timings)
      fprintf(tu->timings, "%s %s %s %s %.6g %.6g\n", k->tmpl, k->arch, k->key, k->cands[c].schedule,
              us, k->cands[c].estimatedUs);
    if (k->cands[c].rank == 1)
      pickUs = us;
    if (best < 0 || us < bestUs) {
      best = c;
      bestUs = us;
    }
  }
  modelTuneBenchFree(b);
  if (done == 0) { /* the budget ran out between the two checks */
    tu->fellBack++;
    return true;
  }
  char pick[64] = "";
  if (pickUs >= 0)
    snprintf(pick, sizeof pick, " (cost model's pick %.1f us)", pickUs);
  else
    snprintf(pick, sizeof pick, " (cost model's pick not measured)");
  char cut[96] = "";
  if (done < k->numCands)
    snprintf(cut, sizeof cut, " [budget spent after %d of %d]", done, k->numCands);
  char rej[48] = "";
  if (rejected)
    snprintf(rej, sizeof rej, ", %d rejected", rejected);
  if (best < 0) {
    fprintf(stderr, "tune: kernel %d/%d %s %s: %d candidate%s%s%s, none correct and timed; keeping the "
                    "cost model's pick\n",
            index, total, k->tmpl, k->key, k->numCands, k->numCands == 1 ? "" : "s", rej, cut);
    tu->failed++;
    return true;
  }
  fprintf(stderr, "tune: kernel %d/%d %s %s: %d candidate%s%s%s, best #%d %s %.1f us%s\n", index, total,
          k->tmpl, k->key, k->numCands, k->numCands == 1 ? "" : "s", rej, cut, k->cands[best].rank,
          k->cands[best].schedule, bestUs, pick);
  HidetCacheEntry e;
  memset(&e, 0, sizeof e);
  e.tmpl = tmpl;
  snprintf(e.arch, sizeof e.arch, "%s", k->arch);
  snprintf(e.key, sizeof e.key, "%s", k->key);
  snprintf(e.schedule, sizeof e.schedule, "%s", k->cands[best].schedule);
  if (!tmpl->sched->parse(tmpl, e.schedule, &e.parsed, why, sizeof why)) {
    fprintf(stderr, "hidet-compile-model: error: schedule '%s': %s\n", e.schedule, why);
    return false;
  }
  e.measuredUs = bestUs;
  snprintf(e.source, sizeof e.source, "%s", done < k->numCands ? "measured-partial" : "measured");
  hidetScheduleCacheAppend(tu->cache, &e);
  if (!hidetScheduleCacheSave(tu->cache, why, sizeof why)) {
    fprintf(stderr, "hidet-compile-model: error: %s\n", why);
    return false;
  }
  tu->measured++;
  return true;
}

static void dropRemark(MlirLocation loc, const char *message, void *userData) {
  (void)loc;
  (void)message;
  (void)userData;
}

static bool tune(const ModelTuneOptions *t, MlirContext ctx, MlirModule module, const char *arch,
                 const char *opts, const char *outDir, const char *name, char *compileOpts,
                 size_t compileOptsSize);

bool modelTuneRun(const ModelTuneOptions *t, MlirContext ctx, MlirModule module, const char *arch,
                  const char *opts, const char *outDir, const char *name, char *compileOpts,
                  size_t compileOptsSize) {
  /* The listing and the candidates' compiles are trials: their remarks
   * (schedules, fusion, pipelining) would bury the progress lines; the
   * model's compile afterwards reports as usual. */
  HidetRemarkHandler handler;
  void *userData;
  hidetContextGetRemarkHandler(ctx, &handler, &userData);
  hidetContextSetRemarkHandler(ctx, dropRemark, NULL);
  bool ok = tune(t, ctx, module, arch, opts, outDir, name, compileOpts, compileOptsSize);
  hidetContextSetRemarkHandler(ctx, handler, userData);
  return ok;
}

static bool tune(const ModelTuneOptions *t, MlirContext ctx, MlirModule module, const char *arch,
                 const char *opts, const char *outDir, const char *name, char *compileOpts,
                 size_t compileOptsSize) {
  Tuner tu;
  memset(&tu, 0, sizeof tu);
  tu.t = t;
  tu.ctx = ctx;
  tu.arch = arch;
  tu.start = seconds();
  char cachePath[4096], listPath[1024];
  modelTempTemplate(listPath, sizeof listPath, "hidet-tune-list");
  if (t->cache)
    snprintf(cachePath, sizeof cachePath, "%s", t->cache);
  else
    snprintf(cachePath, sizeof cachePath, "%s/%s.schedules", outDir, name);
  HidetScheduleCache cache;
  char why[1024];
  if (!hidetScheduleCacheLoad(&cache, cachePath, /*missingOk=*/true, why, sizeof why)) {
    fprintf(stderr, "hidet-compile-model: error: %s\n", why);
    hidetScheduleCacheFree(&cache);
    return false;
  }
  tu.cache = &cache;
  int fd = mkstemp(listPath);
  if (fd < 0) {
    fprintf(stderr, "hidet-compile-model: error: cannot create the temporary file %s: %s\n", listPath,
            strerror(errno));
    hidetScheduleCacheFree(&cache);
    return false;
  }
  close(fd);
  /* 1. the kernel functions, and their candidates */
  char pipeline[4096], precision[256], candidateOpts[512];
  kernelOpts(opts, precision, sizeof precision, false);
  kernelOpts(opts, candidateOpts, sizeof candidateOpts, true);
  tu.candidateOpts = candidateOpts;
  tu.base = cloneModule(module);
  bool ok = runPipeline(ctx, tu.base,
                        "builtin.module(hidet-partition,hidet-outline-kernels,hidet-dedup-kernels)");
  MlirModule listed = ok ? cloneModule(tu.base) : (MlirModule){NULL};
  snprintf(pipeline, sizeof pipeline,
           "builtin.module(hidet-schedule-anchors{arch=%s unsupported=host top=%d list-top=%s %s})",
           arch, t->top, listPath, precision);
  ok = ok && runPipeline(ctx, listed, pipeline);
  if (!mlirModuleIsNull(listed))
    mlirModuleDestroy(listed);
  Listing l = {NULL, 0};
  if (ok && !readListing(listPath, &l)) {
    fprintf(stderr, "hidet-compile-model: error: cannot read the candidate list %s\n", listPath);
    ok = false;
  }
  remove(listPath);
  if (ok)
    fprintf(stderr, "tune: %d unique kernel%s with a schedule to tune, top %d on %s (%s), budget %s\n",
            l.numKernels, l.numKernels == 1 ? "" : "s", t->top, arch,
            t->device == TUNE_DEVICE_CUDA ? "CUDA" : "emulator: times are CPU times", 
            t->budgetS < 0 ? "none" : (snprintf(why, sizeof why, "%g s", t->budgetS), why));
  /* 2-3. each unique kernel */
  for (int i = 0; ok && i < l.numKernels; ++i)
    ok = tuneKernel(&tu, &l.kernels[i], i + 1, l.numKernels);
  if (ok && tu.fellBack)
    fprintf(stderr, "tune: the budget of %g s was spent: %d kernel%s keep the cost model's pick "
                    "(not written to %s; a later run measures them)\n",
            t->budgetS, tu.fellBack, tu.fellBack == 1 ? "" : "s", cachePath);
  if (ok)
    fprintf(stderr, "tune: %d measured, %d cached, %d by the cost model; %.1f s; schedule cache %s\n",
            tu.measured, tu.cached, tu.fellBack + tu.failed, seconds() - tu.start, cachePath);
  /* 4. the model's compile reads the cache (even an empty one: it is then
   * written, so that the option names a file that exists) */
  if (ok && cache.numEntries == 0 && !hidetScheduleCacheSave(&cache, why, sizeof why)) {
    fprintf(stderr, "hidet-compile-model: error: %s\n", why);
    ok = false;
  }
  if (ok && (size_t)snprintf(compileOpts, compileOptsSize, "%s%scache=%s", opts, opts[0] ? " " : "",
                             cachePath) >= compileOptsSize) {
    fprintf(stderr, "hidet-compile-model: error: --opts is too long\n");
    ok = false;
  }
  if (tu.timings && fclose(tu.timings) != 0 && ok) {
    fprintf(stderr, "hidet-compile-model: error: cannot write --tune-timings=%s\n", t->timings);
    ok = false;
  }
  freeListing(&l);
  mlirModuleDestroy(tu.base);
  hidetScheduleCacheFree(&cache);
  return ok;
}
