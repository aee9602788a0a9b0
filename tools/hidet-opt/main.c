/*===-- main.c - hidet-opt: the mlir-opt of hidet -------------------------===*
 * Reads MLIR (a file or stdin), loads upstream and hidet dialects, verifies
 * (upstream verifier, then the hidet verifier), runs a pipeline that mixes
 * hidet and upstream passes, and prints the result. Diagnostics print as
 * `file:line:col: error: message`; any failure exits 1.
 *===----------------------------------------------------------------------===*/
#include "hidet-c/Dialects.h"
#include "hidet-c/Passes.h"
#include "hidet-c/Verifier.h"
#include "hidet_internal.h"
#include "opt.h"

#include "llvm-c/ErrorHandling.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"

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
  bool splitInputFile;
  bool verifyDiagnostics;
  bool printIRAfterAll;
  bool printIRBeforeAll;
  bool printGeneric;
  bool printDebugInfo;
  bool verifyEach;
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
    "  --mlir-print-ir-after-all     Print the IR after every pass (to stderr)\n"
    "  --mlir-print-ir-before-all    Print the IR before every pass (to stderr)\n"
    "  --mlir-print-op-generic       Print operations in generic form\n"
    "  --mlir-print-debuginfo        Print locations\n"
    "  --no-verify-each              Skip upstream verification after each pass\n"
    "  --list-passes                 List the hidet passes and their options\n"
    "  --help, -h                    Show this help\n"
    "  --version                     Show the version\n"
    "\n"
    "Upstream passes are named as in mlir-opt (see mlir-opt-22 --help).\n"
    "Exit status: 0 on success, 1 on any error.\n";

static void listPasses(void) {
  printf("hidet passes (usable in --pass-pipeline next to any upstream MLIR pass):\n");
  for (size_t i = 0; i < hidetGetNumPasses(); ++i) {
    const HidetPassInfo *info = hidetGetPassInfo(i);
    printf("  %s\n    %s\n    %s\n", info->argument, info->summary, info->description);
    if (info->options[0])
      printf("    options:\n%s", info->options);
  }
}

/* The LLVM fatal-error path would otherwise abort (a crash). Turn it into
 * an error message; LLVM exits with status 1 after the handler returns. */
static void onFatalError(const char *reason) {
  fprintf(stderr, "hidet-opt: error: %s\n", reason);
  fflush(stderr);
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
    } else if (strcmp(a, "-p") == 0 && i + 1 < argc) {
      o->pipeline = argv[++i];
    } else if (takeValue(argc, argv, &i, "--pass-pipeline", &v) ||
               takeValue(argc, argv, &i, "-pass-pipeline", &v)) {
      if (o->pipeline) {
        fprintf(stderr, "hidet-opt: error: --pass-pipeline given more than once\n");
        exit(1);
      }
      o->pipeline = v;
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
    } else if (a[0] == '-' && a[1] != '\0') {
      fprintf(stderr, "hidet-opt: error: unknown option '%s' (see --help)\n", a);
      exit(1);
    } else {
      if (haveInput) {
        fprintf(stderr, "hidet-opt: error: more than one input file ('%s' and '%s')\n", o->input, a);
        exit(1);
      }
      o->input = a;
      haveInput = true;
    }
  }
}

/* Reads a whole file (or stdin for "-"). Returns false with errno set. */
static bool readInput(const char *path, HidetStr *out) {
  FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
  if (!f)
    return false;
  char buf[65536];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, f)) > 0)
    hidetStrAppend(out, buf, n);
  bool ok = !ferror(f);
  if (f != stdin)
    fclose(f);
  if (!ok && errno == 0)
    errno = EIO;
  return ok;
}

/* Builds the pass manager for `pipeline`; prints a pipeline error with a
 * caret under the offending column. */
static bool buildPassManager(MlirContext ctx, const Options *o, MlirPassManager *out) {
  MlirPassManager pm = mlirPassManagerCreateOnOperation(ctx, mlirStringRefCreateFromCString("builtin.module"));
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
    mlirPassManagerEnableIRPrinting(pm, o->printIRBeforeAll, o->printIRAfterAll,
                                    /*printModuleScope=*/false, /*onlyOnChange=*/false,
                                    /*onlyOnFailure=*/false, flags, mlirStringRefCreate(NULL, 0));
    mlirOpPrintingFlagsDestroy(flags);
  }
  *out = pm;
  return true;
}

static MlirContext createContext(void) {
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  mlirRegisterAllDialects(registry);
  MlirContext ctx = mlirContextCreateWithRegistry(registry, /*threadingEnabled=*/false);
  mlirDialectRegistryDestroy(registry);
  mlirRegisterAllLLVMTranslations(ctx);
  return ctx;
}

/* Parses, verifies and transforms one chunk; appends its printed result to
 * `output`. Returns true on success (or, with --verify-diagnostics, when
 * the diagnostics matched the expectations). */
static bool processChunk(const Options *o, const char *displayName, const char *text, size_t len,
                         HidetStr *output) {
  MlirContext ctx = createContext();
  OptDiagSink sink;
  optDiagSinkInit(&sink, displayName, text, len, o->verifyDiagnostics);
  MlirDiagnosticHandlerID handler = mlirContextAttachDiagnosticHandler(ctx, optDiagHandler, &sink, NULL);

  bool ok = mlirLogicalResultIsSuccess(hidetRegisterDialects(ctx));
  MlirModule module = {NULL};
  if (ok) {
    module = mlirModuleCreateParse(ctx, mlirStringRefCreate(text, len));
    ok = !mlirModuleIsNull(module);
  }
  /* The parser already ran the upstream (and IRDL) verifier. */
  if (ok)
    ok = mlirLogicalResultIsSuccess(hidetVerify(mlirModuleGetOperation(module)));
  if (ok) {
    MlirPassManager pm;
    ok = buildPassManager(ctx, o, &pm);
    if (ok) {
      int errorsBefore = sink.numErrors;
      ok = mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module)));
      if (!ok && sink.numErrors == errorsBefore)
        optPrintDiag(&sink, NULL, 0, 0, "error", "pass pipeline failed without a diagnostic");
      mlirPassManagerDestroy(pm);
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

  HidetStr input;
  hidetStrInit(&input);
  errno = 0;
  if (!readInput(o.input, &input)) {
    fprintf(stderr, "%s: error: could not open input file: %s\n", o.input, strerror(errno));
    hidetStrFree(&input);
    return 1;
  }
  const char *displayName = strcmp(o.input, "-") == 0 ? "<stdin>" : o.input;

  /* Check the pipeline once, before any input is processed. */
  {
    MlirContext ctx = createContext();
    (void)hidetRegisterDialects(ctx);
    MlirPassManager pm;
    bool ok = buildPassManager(ctx, &o, &pm);
    if (ok)
      mlirPassManagerDestroy(pm);
    mlirContextDestroy(ctx);
    if (!ok) {
      hidetStrFree(&input);
      return 1;
    }
  }

  HidetStr output;
  hidetStrInit(&output);
  bool ok = true;
  if (!o.splitInputFile) {
    ok = processChunk(&o, displayName, input.data, input.len, &output);
  } else {
    /* Each chunk is padded with the newlines before it, so that its line
     * numbers (in diagnostics and expected-* offsets) are the file's. */
    const char *p = input.data, *end = input.data + input.len, *chunkStart = p;
    int line = 1, chunkLine = 1, chunks = 0;
    for (;;) {
      const char *nl = memchr(p, '\n', (size_t)(end - p));
      const char *lineEnd = nl ? nl : end;
      bool marker = p < end && isSplitMarker(p, lineEnd);
      if (marker || p >= end) {
        HidetStr chunk;
        hidetStrInit(&chunk);
        for (int i = 1; i < chunkLine; ++i)
          hidetStrAppend(&chunk, "\n", 1);
        hidetStrAppend(&chunk, chunkStart, (size_t)(p - chunkStart));
        if (chunks++)
          hidetStrAppend(&output, "// -----\n", 9);
        if (!processChunk(&o, displayName, chunk.data, chunk.len, &output))
          ok = false;
        hidetStrFree(&chunk);
        if (p >= end)
          break;
        chunkStart = nl ? nl + 1 : end;
        chunkLine = line + 1;
      }
      if (!nl)
        p = end;
      else
        p = nl + 1;
      line++;
    }
  }

  if (ok || o.verifyDiagnostics || output.len) {
    FILE *out = strcmp(o.output, "-") == 0 ? stdout : fopen(o.output, "wb");
    if (!out) {
      fprintf(stderr, "%s: error: could not open output file: %s\n", o.output, strerror(errno));
      ok = false;
    } else {
      /* With --verify-diagnostics the output is beside the point. */
      if (!o.verifyDiagnostics)
        fwrite(output.data, 1, output.len, out);
      if (out != stdout)
        fclose(out);
    }
  }
  hidetStrFree(&output);
  hidetStrFree(&input);
  return ok ? 0 : 1;
}
