/*===-- options.c - hidet-run's command line ------------------------------===*
 * Flags are accepted with one or two dashes; a flag's value follows '=' or
 * comes as the next argument. Repeatable: --arg, --out, --shared-lib.
 *===----------------------------------------------------------------------===*/
#include "run.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#ifndef HIDET_VERSION
#define HIDET_VERSION "unknown"
#endif

static const char kUsage1[] =
    "OVERVIEW: hidet-run - run a function of an MLIR module on the CPU (or its GPU kernels on the "
    "CPU emulator)\n"
    "\n"
    "Reads a module (func/arith/scf/memref/index/math/tm ops), lowers it to the\n"
    "LLVM dialect, JIT-compiles it and calls one function with the arguments\n"
    "given on the command line; prints its scalar results and, on request, its\n"
    "memref arguments after the call.\n"
    "\n"
    "USAGE: hidet-run [options] [input file, default '-' (stdin)]\n"
    "\n"
    "OPTIONS:\n"
    "  --entry=<name>            Function to call (default: main); a func.func at the\n"
    "                            top of the module, with or without the '@'\n"
    "  --arg=<spec>              One per function argument, in order (see ARGUMENTS)\n"
    "  --seed=<n>                Seed of 'rand' arguments (default 0); argument i\n"
    "                            draws from its own stream derived from (seed, i)\n"
    "  --print-args              After the call, print every memref argument\n"
    "  --out=<i>:<file.npy>      After the call, write memref argument i (0-based) to\n"
    "                            a .npy file (v1.0, little-endian, C order);\n"
    "                            repeatable\n"
    "  --target=<target>         Where to run:\n"
    "                              cpu        lower the module as it is (default)\n"
    "                              reference  graph functions on the reference path\n"
    "                                         (graph -> linalg -> loops, pipeline\n"
    "                                         hidet-reference); each tensor result\n"
    "                                         becomes a trailing output memref\n"
    "                                         argument (give --arg=poison for it)\n"
    "                              emulate    gpu.module kernels launched with\n"
    "                                         gpu.launch_func, run thread by thread\n"
    "                                         on the CPU emulator (docs/emulator.md)\n"
    "                              cuda       the same host function on a GPU: kernels\n"
    "                                         compiled to PTX for the device, launched\n"
    "                                         through runtime/cuda (docs/runtime.md)\n"
    "  --compare[=<file>]        After the run, run <file> (default: the input) on\n"
    "                            the reference path with the same arguments, and\n"
    "                            compare every memref argument; prints one line per\n"
    "                            argument and 'compare: PASS' or 'compare: FAIL'\n"
    "                            (exit 1)\n"
    "  --expect=<i>:<file.npy>   After the call, compare memref argument i with the\n"
    "                            array in the file (same shape and dtype, or any of\n"
    "                            '<f2', '<f4', '<f8' for a float argument: values\n"
    "                            compare as double); prints\n"
    "                            'expect: arg #i ...' and 'expect: PASS' or\n"
    "                            'expect: FAIL' (exit 1); repeatable\n"
    "  --atol=<x> --rtol=<x>     Tolerance of --compare and --expect: |got - ref|\n"
    "                            <= atol + rtol * |ref| (defaults 1e-5 and 1e-4);\n"
    "                            NaN matches only NaN\n"
    "  --emu-schedule=<order>    Order the emulator runs a block's threads in:\n"
    "                            forward (default), reverse, random (seeded),\n"
    "                            lockstep (forward, a turn at every load/store)\n"
    "  --emu-seed=<n>            Seed of the random schedule and early cp.async\n"
    "  --emu-async=<policy>      When cp.async copies land: wait (at their\n"
    "                            wait_group; default) or early (seeded, sometimes\n"
    "                            sooner)\n"
    "  --emu-shared-init=<fill>  Shared memory at each block's start: poison\n"
    "                            (0xFF bytes, NaN; default) or zero\n"
    "  --emu-stack=<KiB>         Stack of each emulated thread (default 64)\n"
    "  --emu-bounds-check=<b>    true (default) or false: check every load and store\n"
    "  --emu-stats               Print launches, blocks, threads, context switches\n"
    "                            and time after the run\n"
    "  --emu-trace               Print one line per launch to stderr: the kernel,\n"
    "                            its grid, block and dynamic shared memory (which\n"
    "                            size bucket's copy of a dynamic kernel ran)\n"
    "  -O0 -O1 -O2 -O3           LLVM optimization level of the JIT (default -O2)\n"
    "  --opt-level=<n>           same as -O<n>\n"
    "  --lower-pipeline=<p>      Pass pipeline lowering the module to the LLVM dialect,\n"
    "                            in hidet-opt's syntax (hidet and upstream passes);\n"
    "                            replaces the default pipeline below\n"
    "  --print-llvm-dialect      Print the lowered module (to stdout) before running\n"
    "  --shared-lib=<file.so>    Load a shared library into the JIT, e.g.\n"
    "                            /usr/lib/llvm-22/lib/libmlir_c_runner_utils.so for\n"
    "                            memref.copy; repeatable\n"
    "  --help, -h                Show this help\n"
    "  --version                 Show the version\n"
    "\n"
    "ARGUMENTS (--arg):\n"
    "  Scalars (index, i1, i8, i16, i32, i64, f16, bf16, f32, f64; si*/ui*) take a\n"
    "  number: 42, -7, 0x2a, 1.5e-3, nan, inf; i1 takes 0, 1, true or false.\n"
    "  Memrefs must have a static shape, the identity (row-major) layout, no\n"
    "  memory space and elements i1, i8, i16, i32, i64, index, f16, bf16, f32, f64.\n"
    "  They take one of:\n"
    "    rand          uniform random: floats in [-1, 1), integers in [-8, 8)\n"
    "                  ([0, 16) for unsigned, {0, 1} for i1), from --seed\n"
    "    zeros         all zero\n"
    "    fill:<v>      every element v\n"
    "    poison        NaN for floats, bytes 0x7f for integers (0x7f7f7f7f for\n"
    "                  i32), 1 for i1: marks elements the function should write\n"
    "    @<file.npy>   loaded from a .npy file whose dtype and shape match the\n"
    "                  memref type exactly (e.g. '<f4' and (4, 5) for\n"
    "                  memref<4x5xf32>); bf16 files hold the raw bits as '<u2'\n"
    "                  ('<i2' and ml_dtypes' '<V2' read too)\n"
    "  The function must return scalars only (printed as 'result #i: value');\n"
    "  to get a memref out, pass it as an argument and write into it.\n"
    "\n"
    "DEFAULT LOWERING PIPELINE:\n"
    "  ";

static const char kUsage2[] =
    "\n"
    "  The entry function gets the llvm.emit_c_interface attribute first.\n"
    "\n"
    "EXAMPLES:\n"
    "  hidet-run mul.mlir --arg=6 --arg=7\n"
    "      calls @main(%a: i64, %b: i64) -> i64 (returning a * b + 3) and prints\n"
    "      'result #0: 45'\n"
    "  hidet-run kernel.mlir --arg=rand --arg=@b.npy --arg=poison --out=2:c.npy\n"
    "      a random, b loaded, c poisoned; after the call c is written to c.npy\n"
    "  hidet-run kernel.mlir --entry=axpy --arg=2.5 --arg=fill:1 --arg=zeros --print-args\n"
    "  hidet-run tm.mlir --print-llvm-dialect --arg=9 --arg=1\n"
    "      shows the lowered module (tm ops become index arithmetic), then runs\n"
    "\n"
    "Errors print as 'hidet-run: error: ...' (or 'file:line:col: error: ...' for\n"
    "errors in the input). Exit status: 0 on success, 1 on any error.\n";

void runnerPrintUsage(FILE *out) {
  fputs(kUsage1, out);
  /* Break the pipeline after each top-level comma, for reading. */
  int depth = 0;
  for (const char *p = kRunnerDefaultPipeline; *p; ++p) {
    fputc(*p, out);
    if (*p == '(')
      depth++;
    else if (*p == ')')
      depth--;
    else if (*p == ',' && depth == 1)
      fputs("\n    ", out);
  }
  fputc('\n', out);
  fputs(kUsage2, out);
}

/* Matches `flag` (given with one dash) in -flag=V, --flag=V, -flag V or
 * --flag V. Sets *value; reports a missing value as an error. */
static bool takeValue(int argc, char **argv, int *i, const char *flag, const char **value,
                      bool *bad) {
  const char *a = argv[*i];
  if (a[0] == '-' && a[1] == '-')
    a++;
  size_t n = strlen(flag);
  if (strncmp(a, flag, n) != 0)
    return false;
  if (a[n] == '=') {
    *value = a + n + 1;
    return true;
  }
  if (a[n] != '\0')
    return false;
  if (*i + 1 >= argc) {
    runnerError("option '%s' needs a value", argv[*i]);
    *bad = true;
    return true;
  }
  *value = argv[++*i];
  return true;
}

static bool parseInt64(const char *s, int64_t lo, int64_t hi, int64_t *out) {
  if (!*s)
    return false;
  char *end;
  errno = 0;
  long long v = strtoll(s, &end, 10);
  if (errno || *end || v < lo || v > hi)
    return false;
  *out = v;
  return true;
}

static void push(void **array, int *count, size_t elemSize, const void *elem) {
  /* Grows by one each time: command lines are short. */
  void *grown = realloc(*array, elemSize * (size_t)(*count + 1));
  if (!grown) {
    runnerError("out of memory");
    exit(1);
  }
  memcpy((char *)grown + elemSize * (size_t)*count, elem, elemSize);
  *array = grown;
  ++*count;
}

static bool parseTarget(const char *v, RunnerOptions *o) {
  static const struct {
    const char *name;
    RunnerTarget target;
  } kTargets[] = {{"cpu", RunnerTargetCpu},
                  {"reference", RunnerTargetReference},
                  {"emulate", RunnerTargetEmulate},
                  {"cuda", RunnerTargetCuda}};
  for (size_t k = 0; k < sizeof kTargets / sizeof kTargets[0]; ++k)
    if (strcmp(v, kTargets[k].name) == 0) {
      o->target = kTargets[k].target;
      o->targetName = kTargets[k].name;
      return true;
    }
  runnerError("unknown target '%s' (targets: cpu, reference, emulate, cuda)", v);
  return false;
}

bool runnerParseOptions(int argc, char **argv, RunnerOptions *o, int *exitCode) {
  memset(o, 0, sizeof *o);
  o->input = "-";
  o->entry = "main";
  o->target = RunnerTargetCpu;
  o->targetName = "cpu";
  o->optLevel = 2;
  o->atol = 1e-5;
  o->rtol = 1e-4;
  o->emuBoundsCheck = true;
  o->emuStackKiB = 64;
  bool haveInput = false, onlyInputs = false, bad = false;
  *exitCode = 1;
  for (int i = 1; i < argc && !bad; ++i) {
    const char *a = argv[i];
    const char *f = (a[0] == '-' && a[1] == '-') ? a + 1 : a; /* one dash */
    const char *v = NULL;
    bool expect = false; /* --expect (vs --out): set by the test below */
    if (onlyInputs || a[0] != '-' || a[1] == '\0') {
      if (haveInput) {
        runnerError("more than one input file ('%s' and '%s')", o->input, a);
        return false;
      }
      o->input = a;
      haveInput = true;
    } else if (strcmp(a, "--") == 0) {
      onlyInputs = true;
    } else if (strcmp(f, "-help") == 0 || strcmp(a, "-h") == 0) {
      runnerPrintUsage(stdout);
      *exitCode = 0;
      return false;
    } else if (strcmp(f, "-version") == 0) {
      printf("hidet-run (hidet-mlir) %s\n  built on MLIR/LLVM %d\n", HIDET_VERSION, 22);
      *exitCode = 0;
      return false;
    } else if (strcmp(f, "-print-args") == 0) {
      o->printArgs = true;
    } else if (strcmp(f, "-print-llvm-dialect") == 0) {
      o->printLLVM = true;
    } else if (f[1] == 'O' && f[2] >= '0' && f[2] <= '3' && f[3] == '\0') {
      o->optLevel = f[2] - '0';
    } else if (takeValue(argc, argv, &i, "-opt-level", &v, &bad)) {
      int64_t n;
      if (!bad && !parseInt64(v, 0, 3, &n)) {
        runnerError("--opt-level must be 0, 1, 2 or 3, not '%s'", v);
        return false;
      }
      o->optLevel = (int)n;
    } else if (takeValue(argc, argv, &i, "-entry", &v, &bad)) {
      if (!bad) {
        if (v[0] == '@')
          v++;
        if (!*v) {
          runnerError("--entry needs a function name");
          return false;
        }
        o->entry = v;
      }
    } else if (takeValue(argc, argv, &i, "-arg", &v, &bad)) {
      if (!bad)
        push((void **)&o->args, &o->numArgs, sizeof *o->args, &v);
    } else if (takeValue(argc, argv, &i, "-seed", &v, &bad)) {
      if (bad)
        break;
      char *end;
      errno = 0;
      int base = (v[0] == '0' && (v[1] == 'x' || v[1] == 'X')) ? 16 : 10;
      unsigned long long s = strtoull(v, &end, base);
      if (!*v || *v == '-' || *v == '+' || *end || errno) {
        runnerError("--seed must be a non-negative integer below 2^64, not '%s'", v);
        return false;
      }
      o->seed = (uint64_t)s;
    } else if (takeValue(argc, argv, &i, "-out", &v, &bad) ||
               (expect = takeValue(argc, argv, &i, "-expect", &v, &bad))) {
      if (bad)
        break;
      const char *flag = expect ? "--expect" : "--out";
      const char *colon = strchr(v, ':');
      RunnerOutSpec spec = {0, NULL};
      char num[32];
      size_t n = colon ? (size_t)(colon - v) : 0;
      int64_t index;
      if (!colon || n == 0 || n >= sizeof num || !colon[1]) {
        runnerError("%s needs <argument index>:<file.npy>, not '%s'", flag, v);
        return false;
      }
      memcpy(num, v, n);
      num[n] = '\0';
      if (!parseInt64(num, 0, 1 << 20, &index)) {
        runnerError("%s: '%s' is not an argument index", flag, num);
        return false;
      }
      spec.index = (int)index;
      spec.path = colon + 1;
      if (expect)
        push((void **)&o->expects, &o->numExpects, sizeof *o->expects, &spec);
      else
        push((void **)&o->outs, &o->numOuts, sizeof *o->outs, &spec);
    } else if (takeValue(argc, argv, &i, "-lower-pipeline", &v, &bad)) {
      if (!bad)
        o->pipeline = v;
    } else if (takeValue(argc, argv, &i, "-target", &v, &bad)) {
      if (!bad && !parseTarget(v, o))
        return false;
    } else if (strcmp(f, "-compare") == 0) {
      o->compare = true;
    } else if (strncmp(f, "-compare=", 9) == 0) {
      o->compare = true;
      o->compareFile = f + 9;
      if (!*o->compareFile) {
        runnerError("--compare= needs a file name");
        return false;
      }
    } else if (strcmp(f, "-emu-stats") == 0) {
      o->emuStats = true;
    } else if (strcmp(f, "-emu-trace") == 0) {
      o->emuTrace = true;
    } else if (takeValue(argc, argv, &i, "-atol", &v, &bad) ||
               takeValue(argc, argv, &i, "-rtol", &v, &bad)) {
      if (bad)
        break;
      char *end;
      errno = 0;
      double x = strtod(v, &end);
      if (!*v || *end || errno || !(x >= 0) || x > 1e300) {
        runnerError("%s must be a non-negative number, not '%s'",
                strstr(a, "atol") ? "--atol" : "--rtol", v);
        return false;
      }
      if (strstr(a, "atol"))
        o->atol = x;
      else
        o->rtol = x;
    } else if (takeValue(argc, argv, &i, "-emu-schedule", &v, &bad)) {
      if (bad)
        break;
      if (strcmp(v, "forward") == 0)
        o->emuSchedule = 0;
      else if (strcmp(v, "reverse") == 0)
        o->emuSchedule = 1;
      else if (strcmp(v, "random") == 0)
        o->emuSchedule = 2;
      else if (strcmp(v, "lockstep") == 0)
        o->emuSchedule = 3;
      else {
        runnerError("--emu-schedule must be forward, reverse, random or lockstep, not '%s'", v);
        return false;
      }
    } else if (takeValue(argc, argv, &i, "-emu-async", &v, &bad)) {
      if (bad)
        break;
      if (strcmp(v, "wait") == 0)
        o->emuAsync = 0;
      else if (strcmp(v, "early") == 0)
        o->emuAsync = 1;
      else {
        runnerError("--emu-async must be wait or early, not '%s'", v);
        return false;
      }
    } else if (takeValue(argc, argv, &i, "-emu-shared-init", &v, &bad)) {
      if (bad)
        break;
      if (strcmp(v, "poison") == 0 || strcmp(v, "zero") == 0) {
        o->emuZeroShared = strcmp(v, "zero") == 0;
      } else {
        runnerError("--emu-shared-init must be poison or zero, not '%s'", v);
        return false;
      }
    } else if (takeValue(argc, argv, &i, "-emu-seed", &v, &bad)) {
      if (bad)
        break;
      char *end;
      errno = 0;
      unsigned long long s = strtoull(v, &end, 10);
      if (!*v || *v == '-' || *v == '+' || *end || errno) {
        runnerError("--emu-seed must be a non-negative integer below 2^64, not '%s'", v);
        return false;
      }
      o->emuSeed = (uint64_t)s;
    } else if (takeValue(argc, argv, &i, "-emu-stack", &v, &bad)) {
      int64_t n;
      if (!bad && !parseInt64(v, 16, 1 << 20, &n)) {
        runnerError("--emu-stack must be a size in KiB from 16 to 1048576, not '%s'", v);
        return false;
      }
      o->emuStackKiB = n;
    } else if (takeValue(argc, argv, &i, "-emu-bounds-check", &v, &bad)) {
      if (bad)
        break;
      if (strcmp(v, "true") == 0)
        o->emuBoundsCheck = true;
      else if (strcmp(v, "false") == 0)
        o->emuBoundsCheck = false;
      else {
        runnerError("--emu-bounds-check must be true or false, not '%s'", v);
        return false;
      }
    } else if (takeValue(argc, argv, &i, "-shared-lib", &v, &bad)) {
      if (!bad)
        push((void **)&o->sharedLibs, &o->numSharedLibs, sizeof *o->sharedLibs, &v);
    } else {
      runnerError("unknown option '%s' (see --help)", a);
      return false;
    }
  }
  if (bad)
    return false;
  *exitCode = 0;
  return true;
}

void runnerFreeOptions(RunnerOptions *o) {
  free(o->args);
  free(o->outs);
  free(o->expects);
  free(o->sharedLibs);
  memset(o, 0, sizeof *o);
}
