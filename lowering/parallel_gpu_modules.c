/*===-- parallel_gpu_modules.c - hidet-parallel-gpu-modules ---------------===*
 * The parallel back end (issue 30): runs an upstream pipeline on each
 * gpu.module of the op on its own thread, so that hidet-gpu-to-ptx lowers
 * the unique kernel modules to NVVM and translates them to PTX on all cores.
 *
 * Why a pass of its own rather than MLIR's thread pool: in LLVM 22,
 * gpu-module-to-binary (transformGpuModulesToBinaries) translates the
 * modules one after the other in a plain loop, and it is 58-62% of
 * hidet-compile-to-ptx on BERT-base and ResNet-50 (--timing=passes); a
 * multithreaded context would run only the nested gpu.module(...) passes
 * in parallel (about 12%), would need every hidet pass to be safe to run
 * on several threads, and the C API cannot size its pool
 * (mlirLlvmThreadPoolCreate takes no thread count).
 *
 * How: the main thread writes each gpu.module as MLIR bytecode (which
 * keeps locations; on ResNet-50 a ninth of the generic text with
 * locations, and a third of its CPU time to write and read) and prints
 * the op's discardable attributes (e.g. gpu.container_module, a data
 * layout) while no other thread runs. Each
 * worker thread makes its own MLIR context (MLIR objects are not shared
 * between contexts, and a context created single-threaded takes no locks),
 * reads a module into a `module attributes {...} {}` wrapper like its
 * parent, runs the pipeline on the wrapper and writes the wrapper back as
 * bytecode.
 * Workers take modules in turn from an atomic counter; module i's result
 * goes to slot i, so the output does not depend on which thread did what.
 * After the join, the main thread reads every result and puts the
 * wrapper's ops (a gpu.binary for hidet-gpu-to-ptx) where the gpu.module
 * was, in the original order: the IR is what the serial pipeline makes,
 * byte for byte (test/PTX/parallel-backend.mlir).
 *
 * Errors: when the pipeline fails on a module, or says anything at all
 * (any diagnostic), or a result does not parse back, the pass changes
 * nothing and succeeds. hidet-gpu-to-ptx runs the same pipeline serially
 * right after it, which then finds the gpu.modules still there and reports
 * exactly what a serial build reports, with locations. threads=1, or a
 * single module, also leaves the work to those serial passes.
 *===----------------------------------------------------------------------===*/
#define _GNU_SOURCE /* sched_getaffinity, CPU_COUNT */
#include "hidet-c/Passes.h"
#include "hidet_internal.h"
#include "pass_util.h"

#include "mlir-c/Diagnostics.h"
#include "mlir-c/Pass.h"

#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct {
  int threads;
  /* Upstream passes on a builtin.module holding one gpu.module; braces
   * around it (`pipeline={...}`, which keeps its commas and spaces in one
   * option value) are dropped. */
  char pipeline[2048];
} ParallelOptions;

static const HidetPassOption kOptions[] = {
    {.key = "threads",
     .type = {.kind = HIDET_OPTION_INT, .min = 0, .max = 1024},
     HIDET_OPTION_FIELD(ParallelOptions, threads),
     .defaultValue = "0",
     .syntax = "0..1024",
     .help = "worker threads (0: one per core this process may run on; 1: leave the modules to "
             "the serial passes after this one); never more than there are gpu.modules"},
    {.key = "pipeline",
     .type = {.kind = HIDET_OPTION_STRING},
     HIDET_OPTION_FIELD(ParallelOptions, pipeline),
     .syntax = "{PIPELINE}",
     .help = "the upstream passes to run on each gpu.module, as on a builtin.module that holds "
             "only it (e.g. {gpu.module(convert-gpu-to-nvvm),nvvm-attach-target,"
             "gpu-module-to-binary})"},
};

/* The cores this process may run on (its affinity mask: what nproc says). */
static int coreCount(void) {
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof set, &set) == 0 && CPU_COUNT(&set) > 0)
    return CPU_COUNT(&set);
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n > 0 ? (int)n : 1;
}

/* The work shared by the threads. Read-only while they run, except `next`
 * and `failed` (atomics) and output slot i (written only by the worker
 * that took module i). */
typedef struct {
  MlirStringRef pipeline;
  const char *wrapper; /* `module attributes {...} {}` */
  const HidetStr *inputs;
  HidetStr *outputs;
  size_t count;
  atomic_size_t next;
  atomic_bool failed;
} Job;

static MlirLogicalResult countDiagnostic(MlirDiagnostic diag, void *userData) {
  (void)diag;
  ++*(unsigned *)userData;
  return mlirLogicalResultSuccess(); /* handled: nothing reaches stderr */
}

static void ignorePiece(MlirStringRef piece, void *userData) {
  (void)piece;
  (void)userData;
}

/* Module i in the worker's context: wrap, run, write into outputs[i].
 * (mlirOperationCreateParse and mlirModuleCreateParse read bytecode as
 * well as text.) */
static bool runOne(MlirContext ctx, MlirPassManager pm, Job *job, size_t i) {
  MlirModule wrapper = mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(job->wrapper));
  if (mlirModuleIsNull(wrapper))
    return false;
  MlirOperation module = mlirOperationCreateParse(
      ctx, mlirStringRefCreate(job->inputs[i].data, job->inputs[i].len),
      mlirStringRefCreateFromCString("gpu.module"));
  bool ok = !mlirOperationIsNull(module);
  if (ok) {
    mlirBlockAppendOwnedOperation(mlirModuleGetBody(wrapper), module);
    MlirOperation root = mlirModuleGetOperation(wrapper);
    ok = mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(pm, root));
    if (ok)
      mlirOperationWriteBytecode(root, hidetStrCallback, &job->outputs[i]);
  }
  mlirModuleDestroy(wrapper);
  return ok;
}

static void *worker(void *arg) {
  Job *job = arg;
  MlirContext ctx = hidetContextCreateNoPassRegistration();
  if (mlirContextIsNull(ctx)) {
    atomic_store(&job->failed, true);
    return NULL;
  }
  unsigned diagnostics = 0;
  MlirDiagnosticHandlerID handler =
      mlirContextAttachDiagnosticHandler(ctx, countDiagnostic, &diagnostics, NULL);
  MlirPassManager pm =
      mlirPassManagerCreateOnOperation(ctx, mlirStringRefCreateFromCString("builtin.module"));
  bool ok = mlirLogicalResultIsSuccess(mlirOpPassManagerAddPipeline(
      mlirPassManagerGetAsOpPassManager(pm), job->pipeline, ignorePiece, NULL));
  while (ok && !atomic_load(&job->failed)) {
    size_t i = atomic_fetch_add(&job->next, 1);
    if (i >= job->count)
      break;
    ok = runOne(ctx, pm, job, i) && diagnostics == 0;
  }
  if (!ok)
    atomic_store(&job->failed, true);
  mlirPassManagerDestroy(pm);
  mlirContextDetachDiagnosticHandler(ctx, handler);
  mlirContextDestroy(ctx);
  return NULL;
}

/* The pipeline text without the braces of `pipeline={...}`. */
static MlirStringRef pipelineText(const ParallelOptions *o) {
  const char *p = o->pipeline;
  size_t n = strlen(p);
  if (n >= 2 && p[0] == '{' && p[n - 1] == '}')
    return mlirStringRefCreate(p + 1, n - 2);
  return mlirStringRefCreate(p, n);
}

typedef struct {
  char message[400];
} PipelineError;

static void keepPiece(MlirStringRef piece, void *userData) {
  PipelineError *e = userData;
  size_t used = strlen(e->message), room = sizeof e->message - used - 1;
  size_t n = piece.length < room ? piece.length : room;
  memcpy(e->message + used, piece.data, n);
  e->message[used + n] = '\0';
}

/* A bad pipeline is the user's error whatever the thread count: parse it
 * once on this thread into a pass manager that is not run. */
static MlirLogicalResult checkPipeline(MlirOperation op, MlirStringRef text) {
  MlirContext ctx = mlirOperationGetContext(op);
  if (text.length == 0)
    return hidetEmitOpError(op, "hidet-parallel-gpu-modules needs pipeline={...}: the passes to "
                                "run on each gpu.module");
  MlirPassManager pm =
      mlirPassManagerCreateOnOperation(ctx, mlirStringRefCreateFromCString("builtin.module"));
  PipelineError e = {""};
  MlirLogicalResult r =
      mlirOpPassManagerAddPipeline(mlirPassManagerGetAsOpPassManager(pm), text, keepPiece, &e);
  mlirPassManagerDestroy(pm);
  if (mlirLogicalResultIsSuccess(r))
    return r;
  /* Keep the first line of upstream's message (a source snippet follows),
   * without its "<parser>:1:N: error: " prefix. */
  char *nl = strchr(e.message, '\n');
  if (nl)
    *nl = '\0';
  const char *why = strstr(e.message, ": error: ");
  why = why ? why + strlen(": error: ") : e.message;
  return hidetEmitOpError(op, "hidet-parallel-gpu-modules: bad pipeline '%.*s': %s",
                          (int)text.length, text.data, why);
}

/* `module attributes {"name" = value, ...} {}` with the discardable
 * attributes of `op`, so that a wrapped gpu.module sees what its parent
 * says (a data layout, gpu.container_module). */
static void wrapperText(MlirOperation op, HidetStr *out) {
  hidetStrAppendf(out, "module");
  intptr_t n = mlirOperationGetNumDiscardableAttributes(op);
  for (intptr_t i = 0; i < n; ++i) {
    MlirNamedAttribute a = mlirOperationGetDiscardableAttribute(op, i);
    MlirStringRef name = mlirIdentifierStr(a.name);
    HidetStr value = hidetPrintAttribute(a.attribute);
    hidetStrAppendf(out, "%s\"%.*s\" = %s", i ? ", " : " attributes {", (int)name.length,
                    name.data, value.data);
    hidetStrFree(&value);
  }
  hidetStrAppendf(out, "%s {\n}\n", n ? "}" : "");
}

/* Direct children of `op` named gpu.module, in order (as upstream's
 * gpu-module-to-binary finds them). Caller frees. */
static MlirOperation *collectModules(MlirOperation op, size_t *count) {
  size_t n = 0, cap = 0;
  MlirOperation *mods = NULL;
  for (intptr_t r = 0; r < mlirOperationGetNumRegions(op); ++r)
    for (MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r));
         !mlirBlockIsNull(b); b = mlirBlockGetNextInRegion(b))
      for (MlirOperation c = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(c);
           c = mlirOperationGetNextInBlock(c)) {
        if (!hidetOpIs(c, "gpu.module"))
          continue;
        if (n == cap) {
          cap = cap ? 2 * cap : 16;
          mods = realloc(mods, cap * sizeof *mods);
          if (!mods)
            abort(); /* out of memory */
        }
        mods[n++] = c;
      }
  *count = n;
  return mods;
}

/* Runs the job on `threads` threads; false if a module failed. */
static bool runThreads(Job *job, int threads) {
  pthread_t *ids = calloc((size_t)threads, sizeof *ids);
  if (!ids)
    abort();
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  /* LLVM's code generator recurses; give each worker the stack a main
   * thread usually has, whatever the process's default for threads. */
  pthread_attr_setstacksize(&attr, (size_t)8 << 20);
  int started = 0;
  for (; started < threads; ++started)
    if (pthread_create(&ids[started], &attr, worker, job) != 0)
      break;
  pthread_attr_destroy(&attr);
  /* No thread at all: nothing was done, which the serial passes cover. */
  if (started == 0)
    atomic_store(&job->failed, true);
  for (int t = 0; t < started; ++t)
    pthread_join(ids[t], NULL);
  free(ids);
  return !atomic_load(&job->failed);
}

/* Reads every result in the main context (quietly: a result that does
 * not read back means "leave it to the serial passes", not an error), then
 * swaps each gpu.module for its wrapper's ops. The handler is attached to
 * the caller's context only for these reads, on this thread. */
static void splice(MlirContext ctx, MlirOperation *mods, const HidetStr *outputs, size_t count) {
  MlirModule *parsed = calloc(count, sizeof *parsed);
  if (!parsed)
    abort();
  unsigned diagnostics = 0;
  MlirDiagnosticHandlerID handler =
      mlirContextAttachDiagnosticHandler(ctx, countDiagnostic, &diagnostics, NULL);
  bool ok = true;
  for (size_t i = 0; i < count && ok; ++i) {
    parsed[i] = mlirModuleCreateParse(ctx, mlirStringRefCreate(outputs[i].data, outputs[i].len));
    ok = !mlirModuleIsNull(parsed[i]) && diagnostics == 0;
  }
  mlirContextDetachDiagnosticHandler(ctx, handler);
  for (size_t i = 0; i < count && ok; ++i) {
    MlirOperation op = mlirBlockGetFirstOperation(mlirModuleGetBody(parsed[i]));
    while (!mlirOperationIsNull(op)) {
      MlirOperation next = mlirOperationGetNextInBlock(op);
      mlirOperationMoveBefore(op, mods[i]);
      op = next;
    }
    mlirOperationDestroy(mods[i]);
  }
  for (size_t i = 0; i < count; ++i)
    if (!mlirModuleIsNull(parsed[i]))
      mlirModuleDestroy(parsed[i]);
  free(parsed);
}

static MlirLogicalResult runParallelGpuModules(MlirOperation op, const void *opts) {
  const ParallelOptions *o = opts;
  MlirStringRef pipeline = pipelineText(o);
  if (mlirLogicalResultIsFailure(checkPipeline(op, pipeline)))
    return mlirLogicalResultFailure();
  size_t count = 0;
  MlirOperation *mods = collectModules(op, &count);
  int threads = o->threads > 0 ? o->threads : coreCount();
  if ((size_t)threads > count)
    threads = (int)count;
  if (threads <= 1) {
    free(mods);
    return mlirLogicalResultSuccess();
  }
  HidetStr wrapper;
  hidetStrInit(&wrapper);
  wrapperText(op, &wrapper);
  HidetStr *inputs = calloc(count, sizeof *inputs), *outputs = calloc(count, sizeof *outputs);
  if (!inputs || !outputs)
    abort();
  for (size_t i = 0; i < count; ++i) {
    hidetStrInit(&inputs[i]);
    hidetStrInit(&outputs[i]);
    mlirOperationWriteBytecode(mods[i], hidetStrCallback, &inputs[i]);
  }
  Job job = {pipeline, wrapper.data, inputs, outputs, count, 0, false};
  if (runThreads(&job, threads))
    splice(mlirOperationGetContext(op), mods, outputs, count);
  for (size_t i = 0; i < count; ++i) {
    hidetStrFree(&inputs[i]);
    hidetStrFree(&outputs[i]);
  }
  free(inputs);
  free(outputs);
  hidetStrFree(&wrapper);
  free(mods);
  return mlirLogicalResultSuccess();
}

const HidetPassDef hidetParallelGpuModulesPassDef = {
    .name = "HidetParallelGpuModules",
    .argument = "hidet-parallel-gpu-modules",
    .summary = "Run a pipeline on each gpu.module on its own thread (the parallel back end)",
    .description =
        "Runs `pipeline` (upstream passes) on every gpu.module directly inside the op, each "
        "wrapped in a builtin.module with the op's discardable attributes, on `threads` worker "
        "threads, each with its own MLIR context, and puts what each wrapper holds afterwards "
        "(for hidet-gpu-to-ptx: a gpu.binary) where the gpu.module was, in order. The result is "
        "the same IR as running the pipeline serially. If the pipeline fails on any module or "
        "emits any diagnostic, nothing is changed, so that the same pipeline run serially after "
        "this pass reports it (hidet-gpu-to-ptx does so); threads=1 or a single module also "
        "change nothing. A pipeline that does not parse is an error.",
    HIDET_PASS_OPTIONS(kOptions),
    .optionsSize = sizeof(ParallelOptions),
    .run = runParallelGpuModules,
};
