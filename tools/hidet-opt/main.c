/*===-- main.c - hidet-opt: the mlir-opt of hidet -------------------------===*
 * Reads MLIR (a file or stdin), loads upstream and hidet dialects, verifies
 * (upstream verifier, then the hidet verifier), runs a pipeline that mixes
 * hidet and upstream passes, and prints the result. Diagnostics print as
 * `file:line:col: error: message`; any failure exits 1.
 *===----------------------------------------------------------------------===*/
#include "hidet-c/Diagnostics.h"
#include "hidet-c/Dialects.h"
#include "hidet-c/Passes.h"
#include "hidet-c/Verifier.h"
#include "hidet_internal.h"
#include "opt.h"
#include "ptx_dump.h"

#include "mlir-c/Diagnostics.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"
#include "llvm-c/ErrorHandling.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef HIDET_VERSION
#define HIDET_VERSION "unknown"
#endif

typedef struct {
  const char *input;
  const char *output;
  const char *pipeline;
  const char *ptxDir;
  bool splitInputFile;
  bool verifyDiagnostics;
  bool printIRAfterAll;
  bool printIRBeforeAll;
  bool printGeneric;
  bool printDebugInfo;
  bool verifyEach;
  bool allowUnregistered;
} Options;


static const char kUsage[] =
    "OVERVIEW: hidet-opt - run hidet and upstream MLIR passes on MLIR input\n"
    "\n"
    "USAGE: hidet-opt [options] [input file, default '-' (stdin)]\n"
    "\n"
    "OPTIONS:\n"
    "  -o <file>                     Write the output to <file> (default: stdout)\n"
    "  --pass-pipeline=<pipeline>    Passes to run, in MLIR's textual pipeline syntax,\n"
    "                                mixing hidet passes (hidet-*) and upstream passes, e.g.\n"
    "                                'builtin.module(hidet-verify,func.func(canonicalize))'.\n"
    "                                A bare list is run on the top-level module.\n"
    "  -p <pipeline>                 Same as --pass-pipeline\n"
    "  --split-input-file            Split the input at '// -----' lines and process each\n"
    "                                chunk on its own; outputs are joined by '// -----'\n"
    "  --verify-diagnostics          Check diagnostics against expected-error/-warning/\n"
    "                                -note/-remark comments instead of printing them\n"
    "  --allow-unregistered-dialect  Accept operations of dialects that are not loaded\n"
    "  --mlir-print-ir-after-all     Print the IR after every pass (to stderr)\n"
    "  --mlir-print-ir-before-all    Print the IR before every pass (to stderr)\n"
    "  --mlir-print-op-generic       Print operations in generic form\n"
    "  --mlir-print-debuginfo        Print locations\n"
    "  --no-verify-each              Skip upstream verification after each pass\n"
    "  --ptx-dir=<dir>               After the pipeline, write the PTX of every gpu.binary\n"
    "                                to <dir>/<name>.ptx (see hidet-gpu-to-ptx)\n"
    "  --list-passes                 List the hidet passes and their options\n"
    "  --help, -h                    Show this help\n"
    "  --version                     Show the version\n"
    "\n"
    "Upstream passes are named as in mlir-opt (see mlir-opt-22 --help).\n"
    "hidet-gpu-to-ptx and hidet-compile-to-ptx lower and translate the kernel modules\n"
    "on one thread per core; their option threads=N sets the count (1: serial), e.g.\n"
    "-p 'hidet-gpu-to-ptx{threads=1}'. The output is the same for every count.\n"
    "Exit status: 0 on success, 1 on any error.\n";

static void listPasses(void) {
  printf("hidet passes (usable in --pass-pipeline next to any upstream MLIR pass):\n");
  for (size_t i = 0; i < hidetGetNumPasses(); ++i) {
    const HidetPassInfo *info = hidetGetPassInfo(i);
    printf("  %s\n    %s\n    %s\n", info->argument, info->summary, info->description);
    /* One option a line, aligned as the named pipelines' below. */
    for (const char *line = info->options; *line;) {
      size_t len = strcspn(line, "\n");
      printf("    %s %.*s\n", line == info->options ? "options:" : "        ", (int)len, line);
      line += len + (line[len] == '\n');
    }
  }
  printf("named pipelines (usable like passes):\n");
  for (size_t i = 0; i < hidetGetNumNamedPipelines(); ++i) {
    const char *text;
    const char *name = hidetGetNamedPipeline(i, &text);
    printf("  %s\n    = %s\n", name, text);
    for (size_t j = 0; j < hidetGetNumNamedPipelineOptions(i); ++j) {
      const HidetNamedPipelineOption *opt = hidetGetNamedPipelineOption(i, j);
      printf("    %s %s=%s (default %s): %s\n", j ? "        " : "options:", opt->name,
             opt->syntax, opt->defaultValue, opt->help);
    }
  }
}

/* The LLVM fatal-error path would otherwise abort (a crash). Turn it into
 * an error message and exit 1 here: if the handler returned, LLVM would
 * still abort() for the (default) gen_crash_diag errors. _Exit, not exit:
 * the error may come from inside LLVM with locks held, where running
 * static destructors could hang. */
static void onFatalError(const char *reason) {
  fprintf(stderr, "hidet-opt: error: %s\n", reason);
  fflush(stderr);
  _Exit(1);
}

static bool takeValue(int argc, char **argv, int *i, const char *flag, const char **value) {
  size_t n = strlen(flag);
  if (strncmp(argv[*i], flag, n) == 0 && argv[*i][n] == '=') {
    *value = argv[*i] + n + 1;
    return true;
  }
  if (strcmp(argv[*i], flag) == 0) {
    if (*i + 1 >= argc) {
      fprintf(stderr, "hidet-opt: error: option '%s' needs a value\n", flag);
      exit(1);
    }
    *value = argv[++*i];
    return true;
  }
  return false;
}

/* Accepts both -flag and --flag, as LLVM's option parser does. */
static const char *normalizeFlag(const char *arg) {
  return (arg[0] == '-' && arg[1] == '-') ? arg + 1 : arg;
}

static void parseArgs(int argc, char **argv, Options *o) {
  memset(o, 0, sizeof *o);
  o->input = "-";
  o->output = "-";
  o->verifyEach = true;
  bool haveInput = false;
  for (int i = 1; i < argc; ++i) {
    const char *a = argv[i];
    const char *f = normalizeFlag(a);
    const char *v;
    if (strcmp(f, "-help") == 0 || strcmp(a, "-h") == 0) {
      fputs(kUsage, stdout);
      exit(0);
    } else if (strcmp(f, "-version") == 0) {
      printf("hidet-opt (hidet-mlir) %s\n  built on MLIR/LLVM %d\n", HIDET_VERSION, 22);
      exit(0);
    } else if (strcmp(f, "-list-passes") == 0) {
      listPasses();
      exit(0);
    } else if (takeValue(argc, argv, &i, "-o", &v)) {
      o->output = v;
    } else if (takeValue(argc, argv, &i, "-p", &v) ||
               takeValue(argc, argv, &i, "--pass-pipeline", &v) ||
               takeValue(argc, argv, &i, "-pass-pipeline", &v)) {
      /* -p and --pass-pipeline are one option: a second one would silently
       * replace the first. */
      if (o->pipeline) {
        fprintf(stderr, "hidet-opt: error: --pass-pipeline (or -p) given more than once\n");
        exit(1);
      }
      o->pipeline = v;
    } else if (takeValue(argc, argv, &i, "--ptx-dir", &v) ||
               takeValue(argc, argv, &i, "-ptx-dir", &v)) {
      if (!v[0]) {
        fprintf(stderr, "hidet-opt: error: option '--ptx-dir' needs a value\n");
        exit(1);
      }
      o->ptxDir = v;
    } else if (strcmp(f, "-split-input-file") == 0) {
      o->splitInputFile = true;
    } else if (strcmp(f, "-verify-diagnostics") == 0) {
      o->verifyDiagnostics = true;
    } else if (strcmp(f, "-mlir-print-ir-after-all") == 0) {
      o->printIRAfterAll = true;
    } else if (strcmp(f, "-mlir-print-ir-before-all") == 0) {
      o->printIRBeforeAll = true;
    } else if (strcmp(f, "-mlir-print-op-generic") == 0) {
      o->printGeneric = true;
    } else if (strcmp(f, "-mlir-print-debuginfo") == 0) {
      o->printDebugInfo = true;
    } else if (strcmp(f, "-no-verify-each") == 0) {
      o->verifyEach = false;
    } else if (strcmp(f, "-allow-unregistered-dialect") == 0) {
      o->allowUnregistered = true;
    } else if (a[0] == '-' && a[1] != '\0') {
      fprintf(stderr, "hidet-opt: error: unknown option '%s' (see --help)\n", a);
      exit(1);
    } else {
      if (haveInput) {
        fprintf(stderr, "hidet-opt: error: more than one input file ('%s' and '%s')\n", o->input,
                a);
        exit(1);
      }
      o->input = a;
      haveInput = true;
    }
  }
}

/* Builds the pass manager for `pipeline`; prints a pipeline error with a
 * caret under the offending column. */
static bool buildPassManager(MlirContext ctx, const Options *o, MlirPassManager *out) {
  MlirPassManager pm =
      mlirPassManagerCreateOnOperation(ctx, mlirStringRefCreateFromCString("builtin.module"));
  mlirPassManagerEnableVerifier(pm, o->verifyEach);
  if (o->pipeline) {
    HidetPipelineError err = {0, ""};
    if (mlirLogicalResultIsFailure(
            hidetPassManagerAddPipeline(pm, mlirStringRefCreateFromCString(o->pipeline), &err))) {
      fprintf(stderr, "<pass-pipeline>:1:%zu: error: %s\n%s\n%*s^\n", err.offset + 1, err.message,
              o->pipeline, (int)err.offset, "");
      mlirPassManagerDestroy(pm);
      return false;
    }
  }
  if (o->printIRAfterAll || o->printIRBeforeAll) {
    MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
    if (o->printGeneric)
      mlirOpPrintingFlagsPrintGenericOpForm(flags);
    if (o->printDebugInfo)
      mlirOpPrintingFlagsEnableDebugInfo(flags, /*enable=*/true, /*prettyForm=*/false);
    mlirPassManagerEnableIRPrinting(pm, o->printIRBeforeAll, o->printIRAfterAll,
                                    /*printModuleScope=*/false, /*onlyOnChange=*/false,
                                    /*onlyOnFailure=*/false, flags, mlirStringRefCreate(NULL, 0));
    mlirOpPrintingFlagsDestroy(flags);
  }
  *out = pm;
  return true;
}

static MlirContext createContext(const Options *o) {
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  MlirContext ctx = mlirContextCreateWithRegistry(registry, /*threadingEnabled=*/false);
  mlirDialectRegistryDestroy(registry);
  mlirRegisterAllLLVMTranslations(ctx);
  mlirContextSetAllowUnregisteredDialects(ctx, o->allowUnregistered);
  return ctx;
}

/* Rejects, before the parser sees it, input that the MLIR parser would
 * crash or hang on (lib/input_limits.c). */
static bool checkInputLimits(OptDiagSink *sink, const char *text, size_t len) {
  HidetInputLimitError err;
  if (hidetCheckInputLimits("hidet-opt", text, len, &err))
    return true;
  optEmit(sink, MlirDiagnosticError, err.line + sink->printer.lineOffset, err.col, err.message);
  return false;
}

/* Parses, verifies and transforms one chunk; appends its printed result to
 * `output`. Returns true on success (or, with --verify-diagnostics, when
 * the diagnostics matched the expectations). `text` must be NUL-terminated
 * (MLIR's lexer stops at a NUL, not at `len`); the chunk starts
 * `lineOffset` lines into the file. */
static bool processChunk(const Options *o, const char *displayName, const char *text, size_t len,
                         int lineOffset, HidetStr *output, PtxDumpState *ptx) {
  MlirContext ctx = createContext(o);
  OptDiagSink sink;
  optDiagSinkInit(&sink, displayName, text, len, lineOffset, o->verifyDiagnostics);
  MlirDiagnosticHandlerID handler =
      mlirContextAttachDiagnosticHandler(ctx, optDiagHandler, &sink, NULL);
  /* hidet's remarks take the same way as MLIR's diagnostics. */
  hidetContextSetRemarkHandler(ctx, optRemarkHandler, &sink);

  bool ok = mlirLogicalResultIsSuccess(hidetRegisterDialects(ctx));
  MlirModule module = {NULL};
  if (ok)
    ok = checkInputLimits(&sink, text, len);
  if (ok) {
    int errorsBefore = sink.numErrors;
    module = mlirModuleCreateParse(ctx, mlirStringRefCreate(text, len));
    ok = !mlirModuleIsNull(module);
    /* Some parse failures come without a diagnostic; say why. */
    HidetInputLimitError why;
    if (!ok && sink.numErrors == errorsBefore) {
      hidetExplainSilentParseFailure(ctx, text, len, &why);
      optEmit(&sink, MlirDiagnosticError, why.line + sink.printer.lineOffset, why.col, why.message);
    }
  }
  if (ok)
    optRenameLocations(&sink, ctx, mlirModuleGetOperation(module));
  /* The parser already ran the upstream (and IRDL) verifier. */
  if (ok)
    ok = mlirLogicalResultIsSuccess(hidetVerify(mlirModuleGetOperation(module)));
  if (ok) {
    MlirPassManager pm;
    ok = buildPassManager(ctx, o, &pm);
    if (ok) {
      int errorsBefore = sink.numErrors;
      ok = mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module)));
      /* Collected too under --verify-diagnostics, so that the failure
       * cannot go unnoticed there. */
      if (!ok && sink.numErrors == errorsBefore)
        optEmit(&sink, MlirDiagnosticError, 0, 0, "pass pipeline failed without a diagnostic");
      mlirPassManagerDestroy(pm);
    }
  }
  /* --ptx-dir: a chunk whose PTX cannot be written fails (and prints
   * nothing), as a failing pass would. */
  if (ok && o->ptxDir) {
    char message[600];
    if (!ptxDumpModule(mlirModuleGetOperation(module), o->ptxDir, ptx, message, sizeof message)) {
      optEmit(&sink, MlirDiagnosticError, 0, 0, message);
      ok = false;
    }
  }
  if (ok) {
    MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
    if (o->printGeneric)
      mlirOpPrintingFlagsPrintGenericOpForm(flags);
    if (o->printDebugInfo)
      mlirOpPrintingFlagsEnableDebugInfo(flags, /*enable=*/true, /*prettyForm=*/false);
    mlirOperationPrintWithFlags(mlirModuleGetOperation(module), flags, hidetStrCallback, output);
    mlirOpPrintingFlagsDestroy(flags);
    hidetStrAppend(output, "\n", 1);
  }
  if (o->verifyDiagnostics)
    ok = optVerifyDiagnostics(&sink);
  if (!mlirModuleIsNull(module))
    mlirModuleDestroy(module);
  hidetContextSetRemarkHandler(ctx, NULL, NULL);
  mlirContextDetachDiagnosticHandler(ctx, handler);
  optDiagSinkFree(&sink);
  mlirContextDestroy(ctx);
  return ok;
}

/* True if the line [p, end) is a split marker: "// -----" alone. */
static bool isSplitMarker(const char *p, const char *end) {
  while (p < end && (*p == ' ' || *p == '\t'))
    p++;
  if (end - p < 8 || strncmp(p, "// -----", 8) != 0)
    return false;
  p += 8;
  while (p < end && (*p == '-' || *p == ' ' || *p == '\t' || *p == '\r'))
    p++;
  return p == end;
}

int main(int argc, char **argv) {
  Options o;
  parseArgs(argc, argv, &o);
  LLVMInstallFatalErrorHandler(onFatalError);
  mlirRegisterAllPasses();

  /* Check the pipeline once, before reading (and waiting for) input. */
  {
    MlirContext ctx = createContext(&o);
    (void)hidetRegisterDialects(ctx);
    MlirPassManager pm;
    bool ok = buildPassManager(ctx, &o, &pm);
    if (ok)
      mlirPassManagerDestroy(pm);
    mlirContextDestroy(ctx);
    if (!ok)
      return 1;
  }

  HidetStr input;
  hidetStrInit(&input);
  errno = 0;
  const char *what;
  if (!hidetReadFile(o.input, &input, &what)) {
    fprintf(stderr, "%s: error: could not %s input file: %s\n", o.input, what, strerror(errno));
    hidetStrFree(&input);
    return 1;
  }
  const char *displayName = strcmp(o.input, "-") == 0 ? "<stdin>" : o.input;

  HidetStr output;
  hidetStrInit(&output);
  PtxDumpState ptx = {NULL, 0, 0};
  bool ok = true;
  if (!o.splitInputFile) {
    ok = processChunk(&o, displayName, input.data, input.len, 0, &output, &ptx);
  } else {
    /* Each chunk is copied (the lexer needs a NUL after it) and told how
     * many file lines precede it, so that diagnostics and expected-*
     * comments use the file's line numbers. */
    const char *p = input.data, *end = input.data + input.len, *chunkStart = p;
    int line = 1, chunkLine = 1, chunks = 0;
    for (;;) {
      const char *nl = memchr(p, '\n', (size_t)(end - p));
      const char *lineEnd = nl ? nl : end;
      bool marker = p < end && isSplitMarker(p, lineEnd);
      if (marker || p >= end) {
        HidetStr chunk;
        hidetStrInit(&chunk);
        hidetStrAppend(&chunk, chunkStart, (size_t)(p - chunkStart));
        if (chunks++)
          hidetStrAppend(&output, "// -----\n", 9);
        if (!processChunk(&o, displayName, chunk.data, chunk.len, chunkLine - 1, &output, &ptx))
          ok = false;
        hidetStrFree(&chunk);
        if (p >= end)
          break;
        chunkStart = nl ? nl + 1 : end;
        chunkLine = line + 1;
      }
      p = nl ? nl + 1 : end;
      line++;
    }
  }

  /* As mlir-opt, write what succeeded even when some chunk failed, and the
   * output of --verify-diagnostics runs too (tests FileCheck it). */
  if (ok || o.verifyDiagnostics || output.len) {
    errno = 0;
    FILE *out = strcmp(o.output, "-") == 0 ? stdout : fopen(o.output, "wb");
    if (!out) {
      fprintf(stderr, "%s: error: could not open output file: %s\n", o.output, strerror(errno));
      ok = false;
    } else {
      bool written = fwrite(output.data, 1, output.len, out) == output.len;
      written = fflush(out) == 0 && written && !ferror(out);
      if (out != stdout)
        written = fclose(out) == 0 && written;
      if (!written) {
        fprintf(stderr, "%s: error: could not write output file: %s\n",
                out == stdout ? "<stdout>" : o.output, strerror(errno ? errno : EIO));
        ok = false;
      }
    }
  }
  ptxDumpStateFree(&ptx);
  hidetStrFree(&output);
  hidetStrFree(&input);
  return ok ? 0 : 1;
}
