/*===-- main.c - hidet-compile-model: a model as a GPU shared library -----===*
 *   hidet-compile-model IN.mlir -o DIR [--name=NAME] [--arch=sm_80|sm_90|sm_90a]
 *       [--import=none|tosa|linalg] [--canonicalize] [--opts="K=V ..."]
 *       [--entry=forward] [--cubin] [--keep] [--cc=CC] [--runtime=LIB.a]
 *       [--cache-dir=DIR] [--no-cache] [--timing] [--threads=N | -j N]
 *       [--tune=measure --tune-*=...]
 * Steps: (import,) with --tune=measure the measuring of tune.c (whose
 * schedule cache the compile then reads), hidet-compile-to-ptx{unsupported=error}, optionally
 * ptxas -> cubin per kernel module, hidet-cuda-host-lowering, LLVM IR ->
 * host object, generated C entry points, `cc -shared` with the CUDA runtime
 * archive -> DIR/libNAME.so and DIR/NAME.h. See docs/runtime.md.
 * A persistent cache (cache.c) serves a rebuild of the same input with the
 * same options and compiler without compiling; --timing reports the phases.
 *===----------------------------------------------------------------------===*/
#define _XOPEN_SOURCE 700 /* readlink */
#include "model.h"
#include "tune.h"

#include "arch.h"
#include "diag_print.h"
#include "hidet-c/Diagnostics.h"
#include "hidet-c/Dialects.h"
#include "hidet-c/Passes.h"
#include "hidet-c/Verifier.h"
#include "hidet_internal.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "llvm/Config/llvm-config.h"

#ifndef HIDET_CUDA_RUNTIME_ARCHIVE
#define HIDET_CUDA_RUNTIME_ARCHIVE ""
#endif

typedef struct {
  const char *input, *outDir, *name, *arch, *import, *opts, *entry, *cc, *runtime, *cacheDir;
  int threads; /* hidet-compile-to-ptx's threads= (0: one per core) */
  bool canonicalize, cubin, keep, noCache, timing, passTiming;
  ModelTuneOptions tune; /* --tune=measure (tune.c) */
  ModelSymbol ranges[MODEL_MAX_SYMBOLS]; /* --symbol-range (symbols.c) */
  int numRanges;
} Options;

static void usage(FILE *f) {
  fputs("usage: hidet-compile-model IN.mlir -o DIR [options]\n"
        "Compiles the graph function @forward of IN.mlir (a graph-dialect module, or a TOSA or\n"
        "linalg export with --import) into DIR/libNAME.so, which runs it on a GPU through the\n"
        "CUDA runtime (no MLIR at run time), and DIR/NAME.h, which declares its entry points.\n"
        "options:\n"
        "  -o DIR                 output directory (created if missing)\n"
        "  --name=NAME            prefix of the exported symbols (default: model)\n"
        "  --arch=ARCH            GPU architecture of the kernels: sm_80 (default), sm_90 or\n"
        "                         sm_90a (cc 9.0 only: H100, H200; schedules as sm_90)\n"
        "  --import=none|tosa|linalg  run hidet-import-tosa / hidet-import-linalg first\n"
        "  --canonicalize         run hidet-graph-canonicalize before compiling\n"
        "  --opts=\"K=V ...\"       more options of hidet-compile-to-ptx (e.g. tune=fixed "
        "schedule=S)\n"
        "  --entry=NAME           the graph function to export (default: forward)\n"
        "  --symbol-range=NAME=LO:HI  the range of the symbolic dim NAME (repeatable): a `?`\n"
        "                         argument dim without a symbol is named argI.D; a symbol\n"
        "                         without a declared range gets [1, 4096] (with a note)\n"
        "  --cubin                also embed ptxas' cubin for the arch (the PTX stays as the\n"
        "                         fallback the driver compiles)\n"
        "  --keep                 keep DIR/NAME.host.mlir (the lowered host code), the PTX,\n"
        "                         cubin, object and generated C file\n"
        "  --cc=CC                C compiler for the link step (default: $CC, else cc)\n"
        "  --runtime=LIB.a        the CUDA runtime archive (default: PREFIX/lib's when installed, else the one of this build)\n"
        "  --cache-dir=DIR        the compile cache (default: $HIDET_CACHE_DIR, else\n"
        "                         $XDG_CACHE_HOME/hidet-mlir, else ~/.cache/hidet-mlir); a rebuild\n"
        "                         of the same input, options and compiler copies its outputs\n"
        "  --no-cache             neither read nor write the cache (also: HIDET_CACHE=0, unless\n"
        "                         --cache-dir is given); --keep never uses it\n"
        "  --threads=N, -j N      threads of the back end (NVVM -> PTX per kernel module;\n"
        "                         default 0: one per core, 1: serial; the output is the same)\n"
        "  --timing[=passes]      print the wall and CPU time of each phase (stderr); =passes\n"
        "                         adds MLIR's per-pass timing of the compile pipeline\n"
        "  --help, --version\n",
        f);
  modelTuneUsage(f);
}

static bool isIdentifier(const char *s) {
  if (!s[0] || !(isalpha((unsigned char)s[0]) || s[0] == '_'))
    return false;
  for (; *s; ++s)
    if (!(isalnum((unsigned char)*s) || *s == '_'))
      return false;
  return true;
}

const char *modelOptValue(int argc, char **argv, int *i, const char *key) {
  size_t n = strlen(key);
  if (strncmp(argv[*i], key, n) != 0)
    return NULL;
  if (argv[*i][n] == '=')
    return argv[*i] + n + 1;
  if (argv[*i][n] == '\0' && *i + 1 < argc)
    return argv[++*i];
  return NULL;
}

/* --arch names an arch with a schedule space (lib/arch.c), checked here so
 * that the message names the tool's option, not the pipeline's. -1: ok. */
static int checkArch(const char *arch) {
  if (hidetArchLookupScheduled(arch))
    return -1;
  char known[128];
  hidetArchList(true, ", ", " or ", known, sizeof known);
  fprintf(stderr, "hidet-compile-model: error: --arch takes %s, got '%s'\n", known, arch);
  usage(stderr);
  return 2;
}

/* The runtime archive next to an installed copy of this tool
 * (<prefix>/bin/../lib, cmake/install.cmake), when there is one; else the
 * one of the build tree this tool was built in. */
static const char *defaultRuntime(void) {
  static char path[4096];
  ssize_t n = readlink("/proc/self/exe", path, sizeof path - 64);
  if (n > 0) {
    path[n] = '\0';
    char *slash = strrchr(path, '/');
    if (slash) {
      strcpy(slash, "/../lib/libhidet_cuda_runtime_model.a");
      struct stat st;
      if (stat(path, &st) == 0 && S_ISREG(st.st_mode))
        return path;
    }
  }
  return HIDET_CUDA_RUNTIME_ARCHIVE;
}

static int parseOptions(int argc, char **argv, Options *o) {
  memset(o, 0, sizeof *o);
  o->name = "model";
  o->arch = "sm_80";
  o->import = "none";
  o->opts = "";
  o->entry = "forward";
  o->cc = getenv("CC") && getenv("CC")[0] ? getenv("CC") : "cc";
  o->runtime = getenv("HIDET_CUDA_RUNTIME") ? getenv("HIDET_CUDA_RUNTIME") : defaultRuntime();
  modelTuneDefaults(&o->tune);
  for (int i = 1; i < argc; ++i) {
    const char *v;
    int taken = modelTuneParseOption(&o->tune, argc, argv, &i);
    if (taken < 0)
      return 2;
    if (taken)
      continue;
    if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
      usage(stdout);
      return 0;
    } else if (strcmp(argv[i], "--version") == 0) {
      printf("hidet-compile-model %s\n", HIDET_VERSION);
      return 0;
    } else if (strcmp(argv[i], "-o") == 0 && i + 1 < argc) {
      o->outDir = argv[++i];
    } else if ((v = modelOptValue(argc, argv, &i, "--name"))) {
      o->name = v;
    } else if ((v = modelOptValue(argc, argv, &i, "--arch"))) {
      o->arch = v;
    } else if ((v = modelOptValue(argc, argv, &i, "--import"))) {
      o->import = v;
    } else if ((v = modelOptValue(argc, argv, &i, "--opts"))) {
      o->opts = v;
    } else if ((v = modelOptValue(argc, argv, &i, "--entry"))) {
      o->entry = v;
    } else if ((v = modelOptValue(argc, argv, &i, "--symbol-range"))) {
      /* The parser and the checks are hidet-set-symbol-ranges' too
       * (lib/symbol_ranges.h). */
      char error[256];
      ModelSymbol r;
      if (!hidetSymbolRangeParse(v, strlen(v), &r)) {
        fprintf(stderr, "hidet-compile-model: error: --symbol-range takes " HIDET_SYMBOL_RANGE_RULE
                        ", got '%s'\n", v);
        return 2;
      }
      if (!hidetSymbolRangeAppend(o->ranges, &o->numRanges, &r, "--symbol-range", error,
                                  sizeof error)) {
        fprintf(stderr, "hidet-compile-model: error: %s\n", error);
        return 2;
      }
    } else if ((v = modelOptValue(argc, argv, &i, "--cc"))) {
      o->cc = v;
    } else if ((v = modelOptValue(argc, argv, &i, "--runtime"))) {
      o->runtime = v;
    } else if (strcmp(argv[i], "--canonicalize") == 0) {
      o->canonicalize = true;
    } else if (strcmp(argv[i], "--cubin") == 0) {
      o->cubin = true;
    } else if (strcmp(argv[i], "--keep") == 0) {
      o->keep = true;
    } else if ((v = modelOptValue(argc, argv, &i, "--cache-dir"))) {
      o->cacheDir = v;
    } else if (strcmp(argv[i], "--no-cache") == 0) {
      o->noCache = true;
    } else if ((v = modelOptValue(argc, argv, &i, "--threads")) ||
               (v = modelOptValue(argc, argv, &i, "-j"))) {
      char *end;
      long n = strtol(v, &end, 10);
      if (!isdigit((unsigned char)v[0]) || *end || n > 1024) {
        fprintf(stderr, "hidet-compile-model: error: --threads takes 0..1024 (0: one per core), "
                        "got '%s'\n", v);
        return 2;
      }
      o->threads = (int)n;
    } else if (strcmp(argv[i], "--timing") == 0) {
      o->timing = true;
    } else if (strcmp(argv[i], "--timing=passes") == 0) {
      o->timing = o->passTiming = true;
    } else if (argv[i][0] == '-' && argv[i][1]) {
      fprintf(stderr, "hidet-compile-model: error: unknown option '%s' (see --help)\n", argv[i]);
      return 2;
    } else if (!o->input) {
      o->input = argv[i];
    } else {
      fprintf(stderr, "hidet-compile-model: error: more than one input ('%s', '%s')\n", o->input,
              argv[i]);
      return 2;
    }
  }
  const char *why = !o->input                                ? "no input file"
                    : !o->outDir                             ? "no output directory (-o DIR)"
                    : !isIdentifier(o->name)                 ? "--name must be a C identifier"
                    : strcmp(o->import, "none") != 0 && strcmp(o->import, "tosa") != 0 &&
                            strcmp(o->import, "linalg") != 0 ? "--import takes none, tosa or linalg"
                    : strpbrk(o->opts, "{}")                 ? "--opts cannot hold braces"
                    : o->cacheDir && !o->cacheDir[0]         ? "--cache-dir needs a directory"
                                                             : NULL;
  if (why) {
    fprintf(stderr, "hidet-compile-model: error: %s\n", why);
    usage(stderr);
    return 2;
  }
  /* tune=measure is the tool's, not the pipeline's: taken out of --opts */
  static char opts[4096];
  if (!modelTuneTakeOpts(&o->tune, o->opts, opts, sizeof opts))
    return 2;
  o->opts = opts;
  return checkArch(o->arch);
}

/* ---- Diagnostics. ------------------------------------------------------- */
static int gNumErrors;

static MlirLogicalResult onDiagnostic(MlirDiagnostic diag, void *userData) {
  if (mlirDiagnosticGetSeverity(diag) == MlirDiagnosticError)
    gNumErrors++;
  hidetDiagPrintDiagnostic(userData, diag);
  return mlirLogicalResultSuccess();
}

/* Rejects input that would crash or hang the MLIR parser, and explains a
 * parse failure that came without a diagnostic (lib/input_limits.c). */
static bool parseInput(MlirContext ctx, HidetDiagPrinter *printer, const char *path,
                       const HidetStr *input, MlirModule *module) {
  HidetInputLimitError why;
  bool ok = hidetCheckInputLimits("hidet-compile-model", input->data, input->len, &why);
  if (ok) {
    *module = mlirModuleCreateParse(ctx, mlirStringRefCreate(input->data, input->len));
    ok = !mlirModuleIsNull(*module);
    if (ok || gNumErrors)
      return ok;
    hidetExplainSilentParseFailure(ctx, input->data, input->len, &why);
  }
  MlirLocation loc = mlirLocationFileLineColGet(ctx, mlirStringRefCreateFromCString(path),
                                                (unsigned)why.line, (unsigned)why.col);
  hidetDiagPrintAt(printer, loc, "error", why.message, true);
  return false;
}

static void fail(const char *fmt, const char *message) {
  fprintf(stderr, "hidet-compile-model: error: ");
  fprintf(stderr, fmt, message);
  fputc('\n', stderr);
}

/* ---- Phase timing (--timing). ------------------------------------------- */
typedef struct {
  bool enabled, passes;
  double wall0, cpu0, total[2];
} Timer;
static Timer gTimer;

static double now(clockid_t clock) {
  struct timespec ts;
  clock_gettime(clock, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* CPU time of this process and of its waited-for children (cc, ptxas). */
static double cpuNow(void) {
  struct rusage self, kids;
  getrusage(RUSAGE_SELF, &self);
  getrusage(RUSAGE_CHILDREN, &kids);
  return (double)(self.ru_utime.tv_sec + self.ru_stime.tv_sec + kids.ru_utime.tv_sec +
                  kids.ru_stime.tv_sec) +
         1e-6 * (double)(self.ru_utime.tv_usec + self.ru_stime.tv_usec + kids.ru_utime.tv_usec +
                         kids.ru_stime.tv_usec);
}

static void timerStart(void) {
  gTimer.wall0 = now(CLOCK_MONOTONIC);
  gTimer.cpu0 = cpuNow();
}

/* Ends the phase begun at the last timerStart/timerPhase and starts the next. */
static void timerPhase(const char *phase) {
  double wall = now(CLOCK_MONOTONIC), cpu = cpuNow();
  if (gTimer.enabled) {
    fprintf(stderr, "hidet-compile-model: timing: %-22s %8.3f s wall %8.3f s cpu\n", phase,
            wall - gTimer.wall0, cpu - gTimer.cpu0);
    gTimer.total[0] += wall - gTimer.wall0;
    gTimer.total[1] += cpu - gTimer.cpu0;
  }
  gTimer.wall0 = wall;
  gTimer.cpu0 = cpu;
}

static bool runPipeline(MlirContext ctx, MlirModule module, const char *text) {
  MlirPassManager pm = mlirPassManagerCreate(ctx);
  if (gTimer.passes)
    mlirPassManagerEnableTiming(pm);
  HidetPipelineError err;
  bool ok = mlirLogicalResultIsSuccess(
      hidetPassManagerAddPipeline(pm, mlirStringRefCreateFromCString(text), &err));
  if (!ok) {
    fprintf(stderr, "hidet-compile-model: error: in pipeline '%s' at offset %zu: %s\n", text,
            err.offset, err.message);
  } else {
    ok = mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module)));
  }
  mlirPassManagerDestroy(pm);
  return ok;
}

/* ---- The entry's signature. ---------------------------------------------- */
static MlirOperation findFunc(MlirModule module, const char *name) {
  for (MlirOperation op = mlirBlockGetFirstOperation(mlirModuleGetBody(module));
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    MlirAttribute sym = hidetOpAttr(op, "sym_name");
    if (!hidetOpIs(op, "func.func") || mlirAttributeIsNull(sym))
      continue;
    MlirStringRef s = mlirStringAttrGetValue(sym);
    if (s.length == strlen(name) && strncmp(s.data, name, s.length) == 0)
      return op;
  }
  return (MlirOperation){NULL};
}

static bool dtypeOf(MlirType t, char *out, size_t size, int64_t *bytes) {
  struct {
    bool (*is)(MlirType);
    const char *name;
    int64_t bytes;
  } kFloats[] = {{mlirTypeIsAF32, "f32", 4},
                 {mlirTypeIsAF16, "f16", 2},
                 {mlirTypeIsABF16, "bf16", 2},
                 {mlirTypeIsAF64, "f64", 8}};
  for (size_t i = 0; i < sizeof kFloats / sizeof kFloats[0]; ++i)
    if (kFloats[i].is(t)) {
      snprintf(out, size, "%s", kFloats[i].name);
      *bytes = kFloats[i].bytes;
      return true;
    }
  if (mlirTypeIsAInteger(t)) {
    unsigned w = mlirIntegerTypeGetWidth(t);
    if (w == 1 || w == 8 || w == 16 || w == 32 || w == 64) {
      snprintf(out, size, "i%u", w);
      *bytes = w == 1 ? 1 : w / 8;
      return true;
    }
  }
  return false;
}

/* Dynamic shapes: the symbol of dim d of entry argument i (its
 * `hidet.symbols`), added to s->symbols with its declared range
 * (`hidet.symbol_ranges`); false when it has none or no range. */
static bool symbolOf(MlirOperation fn, int i, int d, ModelSignature *s, int *out) {
  MlirAttribute all = hidetOpAttr(fn, "arg_attrs");
  if (mlirAttributeIsNull(all) || !mlirAttributeIsAArray(all) ||
      i >= mlirArrayAttrGetNumElements(all))
    return false;
  MlirAttribute dict = mlirArrayAttrGetElement(all, i);
  MlirAttribute syms = mlirAttributeIsADictionary(dict)
                           ? mlirDictionaryAttrGetElementByName(
                                 dict, mlirStringRefCreateFromCString("hidet.symbols"))
                           : (MlirAttribute){NULL};
  if (mlirAttributeIsNull(syms) || !mlirAttributeIsAArray(syms) ||
      d >= mlirArrayAttrGetNumElements(syms) ||
      !mlirAttributeIsAString(mlirArrayAttrGetElement(syms, d)))
    return false;
  MlirStringRef name = mlirStringAttrGetValue(mlirArrayAttrGetElement(syms, d));
  char buf[sizeof s->symbols[0].name];
  int64_t lo, hi;
  if (name.length == 0 || name.length >= sizeof buf)
    return false;
  snprintf(buf, sizeof buf, "%.*s", (int)name.length, name.data);
  if (!hidetFuncSymbolRange(fn, buf, &lo, &hi) || lo < 0 || hi < lo) /* lib/symbol_ranges.h */
    return false;
  for (int k = 0; k < s->numSymbols; ++k)
    if (strcmp(s->symbols[k].name, buf) == 0) {
      *out = k;
      return true;
    }
  if (s->numSymbols == MODEL_MAX_SYMBOLS)
    return false;
  for (size_t k = 0; k < name.length; ++k) /* it becomes a C string literal */
    if (!(isalnum((unsigned char)buf[k]) || buf[k] == '_' || buf[k] == '.'))
      return false;
  ModelSymbol *m = &s->symbols[s->numSymbols];
  memcpy(m->name, buf, sizeof m->name);
  m->lo = lo;
  m->hi = hi;
  *out = s->numSymbols++;
  return true;
}

/* Reads the compiled entry's memref arguments (inputs, then the outputs
 * buffer-results-to-out-params appended). */
static bool readSignature(MlirOperation fn, int numOutputs, ModelSignature *s) {
  MlirType type = mlirTypeAttrGetValue(hidetOpAttr(fn, "function_type"));
  s->numArgs = (int)mlirFunctionTypeGetNumInputs(type);
  s->numOutputs = numOutputs;
  if (mlirFunctionTypeGetNumResults(type) != 0 || s->numArgs < numOutputs) {
    hidetEmitOpError(fn, "the compiled entry should take its %d results as trailing output "
                         "arguments",
                     numOutputs);
    return false;
  }
  s->args = calloc((size_t)s->numArgs + 1, sizeof *s->args);
  if (!s->args)
    abort(); /* out of memory */
  for (int i = 0; i < s->numArgs; ++i) {
    MlirType t = mlirFunctionTypeGetInput(type, i);
    ModelArg *a = &s->args[i];
    a->isOutput = i >= s->numArgs - numOutputs;
    bool ok = mlirTypeIsAMemRef(t) && mlirShapedTypeGetRank(t) <= 16 &&
              dtypeOf(mlirShapedTypeGetElementType(t), a->dtype, sizeof a->dtype,
                      &a->elementBytes);
    if (ok) {
      a->rank = (int)mlirShapedTypeGetRank(t);
      for (int d = 0; d < a->rank && ok; ++d) {
        a->shape[d] = mlirShapedTypeGetDimSize(t, d);
        if (mlirShapedTypeIsDynamicDim(t, d)) {
          a->shape[d] = -1;
          ok = symbolOf(fn, i, d, s, &a->sym[d]);
        }
      }
      ok = ok && (mlirAttributeIsNull(mlirMemRefTypeGetLayout(t)) ||
           mlirAffineMapIsIdentity(mlirMemRefTypeGetAffineMap(t)));
    }
    if (!ok) {
      HidetStr ts = hidetPrintType(t);
      hidetEmitOpError(fn, "argument #%d has type '%s'; a model library takes static shapes or "
                           "`?` dims named by a symbol with a declared range (hidet.symbols, "
                           "hidet.symbol_ranges), of f32, f16, bf16, f64 or integer elements, "
                           "row-major",
                       i, ts.data);
      hidetStrFree(&ts);
      return false;
    }
  }
  return true;
}

static int countOps(MlirOperation root, const char *name) {
  int n = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(
           mlirRegionGetFirstBlock(mlirOperationGetRegion(root, 0)));
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    n += hidetOpIs(op, name);
  return n;
}

static bool writeModule(MlirModule module, const char *path) {
  FILE *f = fopen(path, "w");
  if (!f)
    return false;
  HidetStr text;
  hidetStrInit(&text);
  mlirOperationPrint(mlirModuleGetOperation(module), hidetStrCallback, &text);
  bool ok = fwrite(text.data, 1, text.len, f) == text.len;
  hidetStrFree(&text);
  return fclose(f) == 0 && ok;
}

/* The dialect of the first frontend op (tosa, linalg) in `fn`, or NULL:
 * such ops mean the file is an export that needs --import. */
static MlirWalkResult findFrontendOp(MlirOperation op, void *userData) {
  const char **found = userData;
  static const char *const kFrontends[] = {"tosa", "linalg", NULL};
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  for (const char *const *f = kFrontends; *f; ++f)
    if (n.length > strlen(*f) && strncmp(n.data, *f, strlen(*f)) == 0 &&
        n.data[strlen(*f)] == '.') {
      *found = *f;
      return MlirWalkResultInterrupt;
    }
  return MlirWalkResultAdvance;
}

/* ---- The steps. ------------------------------------------------------------ */
static bool compile(const Options *o, MlirContext ctx, MlirModule module, char *summary,
                    size_t summarySize) {
  char pipeline[8192], error[1024] = "";
  if (strcmp(o->import, "none") != 0 || o->canonicalize) {
    snprintf(pipeline, sizeof pipeline, "builtin.module(%s%s%s%s)",
             strcmp(o->import, "none") != 0 ? "hidet-import-" : "",
             strcmp(o->import, "none") != 0 ? o->import : "",
             strcmp(o->import, "none") != 0 && o->canonicalize ? "," : "",
             o->canonicalize ? "hidet-graph-canonicalize" : "");
    if (!runPipeline(ctx, module, pipeline))
      return false;
    timerPhase("import");
  }
  MlirOperation fn = findFunc(module, o->entry);
  if (mlirOperationIsNull(fn)) {
    fprintf(stderr, "hidet-compile-model: error: %s has no function @%s (see --entry)\n",
            o->input, o->entry);
    return false;
  }
  const char *frontend = NULL;
  mlirOperationWalk(fn, findFrontendOp, &frontend, MlirWalkPreOrder);
  if (frontend) {
    fprintf(stderr, "hidet-compile-model: error: @%s holds %s ops; import them with --import=%s\n",
            o->entry, frontend, frontend);
    return false;
  }
  if (!modelDeclareSymbols(fn, o->ranges, o->numRanges, o->entry))
    return false;
  int numOutputs =
      (int)mlirFunctionTypeGetNumResults(mlirTypeAttrGetValue(hidetOpAttr(fn, "function_type")));
  /* --tune=measure: the measured schedules come back as cache=FILE. */
  char tunedOpts[4096];
  const char *opts = o->opts;
  if (o->tune.enabled) {
    if (!modelTuneRun(&o->tune, ctx, module, o->arch, o->opts, o->outDir, o->name, tunedOpts,
                      sizeof tunedOpts))
      return false;
    opts = tunedOpts;
    timerPhase("tune (measure)");
  }
  /* threads= in --opts wins over --threads (a key may be given once). */
  char threads[32] = "";
  if (!strstr(opts, "threads="))
    snprintf(threads, sizeof threads, "threads=%d", o->threads);
  snprintf(pipeline, sizeof pipeline, "builtin.module(hidet-compile-to-ptx{arch=%s %s %s %s})",
           o->arch, threads, strstr(opts, "unsupported=") ? "" : "unsupported=error", opts);
  if (!runPipeline(ctx, module, pipeline))
    return false;
  timerPhase("compile-to-ptx");
  int kernels = countOps(mlirModuleGetOperation(module), "gpu.binary");
  if (o->cubin && !modelAttachCubins(mlirModuleGetOperation(module), o->arch, o->outDir, o->keep,
                                     error, sizeof error)) {
    fail("%s", error);
    return false;
  }
  if (o->cubin)
    timerPhase("ptxas (cubin)");
  fn = findFunc(module, o->entry);
  ModelSignature s = {.name = o->name};
  char entry[256];
  snprintf(entry, sizeof entry, "__hidet_%s_entry", o->name);
  s.entry = entry;
  bool ok = !mlirOperationIsNull(fn) && readSignature(fn, numOutputs, &s);
  if (ok)
    mlirOperationSetAttributeByName(fn, mlirStringRefCreateFromCString("sym_name"),
                                    mlirStringAttrGet(ctx, mlirStringRefCreateFromCString(entry)));
  ok = ok && runPipeline(ctx, module, "builtin.module(hidet-cuda-host-lowering)");
  timerPhase("host lowering");
  char path[4096];
  if (ok && o->keep) {
    snprintf(path, sizeof path, "%s/%s.host.mlir", o->outDir, o->name);
    if (!writeModule(module, path))
      fprintf(stderr, "hidet-compile-model: warning: cannot write %s\n", path);
  }
  snprintf(path, sizeof path, "%s/%s.o", o->outDir, o->name);
  if (ok && !modelEmitObject(mlirModuleGetOperation(module), path, error, sizeof error)) {
    fail("%s", error);
    ok = false;
  }
  timerPhase("host object (LLVM)");
  if (ok && !modelWriteWrapper(&s, o->outDir, error, sizeof error)) {
    fail("%s", error);
    ok = false;
  }
  if (ok && !o->runtime[0]) {
    fail("%s", "no CUDA runtime archive: pass --runtime=LIB.a (libhidet_cuda_runtime.a)");
    ok = false;
  }
  if (ok && !modelLink(&s, o->outDir, o->cc, o->runtime, error, sizeof error)) {
    fail("%s", error);
    ok = false;
  }
  timerPhase("wrapper + link (cc)");
  /* The object, C file and version script only feed the link. */
  if (ok && !o->keep) {
    const char *const kIntermediates[] = {"%s/%s.o", "%s/%s_api.c", "%s/%s.map"};
    for (size_t i = 0; i < sizeof kIntermediates / sizeof kIntermediates[0]; ++i) {
      snprintf(path, sizeof path, kIntermediates[i], o->outDir, o->name);
      remove(path);
    }
  }
  if (ok)
    snprintf(summary, summarySize,
             "%d kernel module%s, %d arguments, %d output%s, %s%s", kernels,
             kernels == 1 ? "" : "s", s.numArgs, s.numOutputs, s.numOutputs == 1 ? "" : "s",
             o->arch, o->cubin ? ", PTX + cubin" : ", PTX");
  free(s.args);
  return ok;
}

/* ---- The compile cache. -------------------------------------------------- */
/* The cache directory, or NULL when the cache is off. */
static const char *cacheDirOf(const Options *o, char *buf, size_t size) {
  /* A tuned build depends on measurements, which the key cannot see. */
  if (o->noCache || o->keep || o->tune.enabled)
    return NULL;
  if (o->cacheDir)
    return o->cacheDir;
  const char *off = getenv("HIDET_CACHE");
  if (off && strcmp(off, "0") == 0)
    return NULL;
  const char *dir = getenv("HIDET_CACHE_DIR"), *xdg = getenv("XDG_CACHE_HOME"),
             *home = getenv("HOME");
  if (dir && dir[0])
    snprintf(buf, size, "%s", dir);
  else if (xdg && xdg[0])
    snprintf(buf, size, "%s/hidet-mlir", xdg);
  else if (home && home[0])
    snprintf(buf, size, "%s/.cache/hidet-mlir", home);
  else
    return NULL;
  return buf;
}

/* The key of this build: the input's text, the options that shape the
 * outputs, the runtime archive and the compiler's identity. False when a
 * part cannot be read (the cache is then skipped). */
static bool cacheKey(const Options *o, const HidetStr *input, char key[33]) {
  ModelHash h;
  modelHashInit(&h);
  modelHashString(&h, "hidet-compile-model cache v1");
  modelHashString(&h, HIDET_VERSION);
  modelHashString(&h, LLVM_VERSION_STRING);
  /* For tests: stands for a different build of the compiler. */
  modelHashString(&h, getenv("HIDET_COMPILER_ID"));
  bool ok = modelHashFile(&h, "/proc/self/exe");
  modelHashBytes(&h, input->data, input->len);
  /* Not --threads: the output is the same for every thread count. */
  const char *const parts[] = {o->name, o->arch, o->import, o->opts, o->entry, o->cc,
                               o->runtime, o->canonicalize ? "canonicalize" : "",
                               o->cubin ? "cubin" : ""};
  for (size_t i = 0; i < sizeof parts / sizeof parts[0]; ++i)
    modelHashString(&h, parts[i]);
  for (int k = 0; k < o->numRanges; ++k) {
    char r[80];
    snprintf(r, sizeof r, "%s=%lld:%lld", o->ranges[k].name, (long long)o->ranges[k].lo,
             (long long)o->ranges[k].hi);
    modelHashString(&h, r);
  }
  /* The toolkit the pipeline links libdevice from, and the ptxas of --cubin. */
  modelHashString(&h, getenv("CUDA_HOME"));
  modelHashString(&h, getenv("PATH"));
  ok = ok && modelHashFile(&h, o->runtime);
  modelHashHex(&h, key);
  return ok;
}

int main(int argc, char **argv) {
  Options o;
  int rc = parseOptions(argc, argv, &o);
  if (rc >= 0)
    return rc;
  if (!modelMakeDirs(o.outDir)) {
    fprintf(stderr, "hidet-compile-model: error: cannot create %s: %s\n", o.outDir,
            strerror(errno));
    return 1;
  }
  HidetStr input;
  hidetStrInit(&input);
  const char *step = NULL;
  if (!hidetReadFile(o.input, &input, &step)) {
    fprintf(stderr, "hidet-compile-model: error: cannot %s %s: %s\n", step ? step : "read",
            o.input, strerror(errno));
    hidetStrFree(&input);
    return 1;
  }
  gTimer.enabled = o.timing;
  gTimer.passes = o.passTiming;
  timerStart();
  char cacheBuf[4096], key[33] = "", summary[512] = "";
  const char *cacheDir = cacheDirOf(&o, cacheBuf, sizeof cacheBuf);
  if (cacheDir && !cacheKey(&o, &input, key))
    cacheDir = NULL;
  if (cacheDir && modelCacheLookup(cacheDir, key, o.outDir, o.name, summary, sizeof summary)) {
    timerPhase("cache hit");
    if (gTimer.enabled)
      fprintf(stderr, "hidet-compile-model: timing: %-22s %8.3f s wall %8.3f s cpu\n", "total",
              gTimer.total[0], gTimer.total[1]);
    printf("hidet-compile-model: wrote %s/lib%s.so and %s/%s.h (%s, cached)\n", o.outDir, o.name,
           o.outDir, o.name, summary);
    hidetStrFree(&input);
    return 0;
  }
  if (cacheDir)
    timerPhase("cache lookup");
  mlirRegisterAllPasses();
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  MlirContext ctx = mlirContextCreateWithRegistry(registry, /*threadingEnabled=*/false);
  mlirDialectRegistryDestroy(registry);
  mlirRegisterAllLLVMTranslations(ctx);
  /* torch-mlir's linalg exports hold tm_tensor ops (aten.cumsum's
   * tm_tensor.scan), a dialect MLIR does not load: they parse in generic
   * form, and hidet-import-linalg converts the scan or names the op it
   * cannot. */
  if (strcmp(o.import, "linalg") == 0)
    mlirContextSetAllowUnregisteredDialects(ctx, true);
  HidetDiagPrinter printer;
  hidetDiagPrinterInit(&printer, stderr, o.input, input.data, input.len, 0);
  MlirDiagnosticHandlerID handler = mlirContextAttachDiagnosticHandler(ctx, onDiagnostic, &printer,
                                                                      NULL);
  hidetContextSetRemarkHandler(ctx, hidetDiagPrintRemark, &printer);
  bool ok = mlirLogicalResultIsSuccess(hidetRegisterDialects(ctx));
  MlirModule module = {NULL};
  if (ok) {
    ok = parseInput(ctx, &printer, o.input, &input, &module) &&
         mlirLogicalResultIsSuccess(hidetVerify(mlirModuleGetOperation(module)));
  }
  timerPhase("parse");
  ok = ok && compile(&o, ctx, module, summary, sizeof summary);
  if (ok) {
    printf("hidet-compile-model: wrote %s/lib%s.so and %s/%s.h (%s)\n", o.outDir, o.name,
           o.outDir, o.name, summary);
    if (cacheDir && !modelCacheStore(cacheDir, key, o.outDir, o.name, summary))
      fprintf(stderr, "hidet-compile-model: warning: cannot store the build in the cache %s\n",
              cacheDir);
    if (cacheDir)
      timerPhase("cache store");
  }
  if (!mlirModuleIsNull(module))
    mlirModuleDestroy(module);
  hidetContextSetRemarkHandler(ctx, NULL, NULL);
  mlirContextDetachDiagnosticHandler(ctx, handler);
  hidetDiagPrinterFree(&printer);
  mlirContextDestroy(ctx);
  hidetStrFree(&input);
  if (gTimer.enabled) {
    timerPhase("teardown");
    fprintf(stderr, "hidet-compile-model: timing: %-22s %8.3f s wall %8.3f s cpu\n", "total",
            gTimer.total[0], gTimer.total[1]);
  }
  return ok ? 0 : 1;
}
