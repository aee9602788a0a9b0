/*===-- pipeline.c - Parse pipelines that mix hidet and upstream passes ---===*
 * Upstream's textual pipeline parser only knows registered passes, and the C
 * API cannot register external ones. So this parser walks the pipeline text
 * itself: it nests pass managers for `op(...)`, creates hidet passes by name,
 * and hands each run of consecutive upstream passes to
 * mlirOpPassManagerAddPipeline as one fragment.
 *===----------------------------------------------------------------------===*/
#define _XOPEN_SOURCE 700 /* stat, access, realpath */
#include "hidet-c/Passes.h"
#include "arch.h"
#include "hidet_internal.h"
#include "pass_util.h"

#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

typedef struct {
  const char *text;
  size_t len;
  size_t pos;
  HidetPipelineError *error;
  /* The run of upstream passes not yet handed over: its text and where it
   * started in the pipeline (for error offsets). */
  HidetStr pending;
  size_t pendingOffset;
} PipelineParser;

static MlirLogicalResult failAt(PipelineParser *pp, size_t offset, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static MlirLogicalResult failAt(PipelineParser *pp, size_t offset, const char *fmt, ...) {
  if (pp->error) {
    pp->error->offset = offset;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(pp->error->message, sizeof pp->error->message, fmt, ap);
    va_end(ap);
  }
  return mlirLogicalResultFailure();
}

static void skipSpace(PipelineParser *pp) {
  while (pp->pos < pp->len && isspace((unsigned char)pp->text[pp->pos]))
    pp->pos++;
}

static char peek(PipelineParser *pp) { return pp->pos < pp->len ? pp->text[pp->pos] : '\0'; }

static bool isNameChar(char c) {
  return isalnum((unsigned char)c) || c == '_' || c == '-' || c == '.' || c == '$';
}

/* Scans a `{...}` option block starting at '{' (nested braces, quotes);
 * leaves pos after the closing brace. */
static MlirLogicalResult scanOptions(PipelineParser *pp) {
  size_t open = pp->pos;
  int depth = 0;
  char quote = 0;
  for (; pp->pos < pp->len; pp->pos++) {
    char c = pp->text[pp->pos];
    if (quote) {
      if (c == quote)
        quote = 0;
    } else if (c == '"' || c == '\'') {
      quote = c;
    } else if (c == '{') {
      depth++;
    } else if (c == '}' && --depth == 0) {
      pp->pos++;
      return mlirLogicalResultSuccess();
    }
  }
  return failAt(pp, open, "unbalanced '{' in pass options");
}

typedef struct {
  char message[480];
} UpstreamError;

static void collectUpstreamError(MlirStringRef piece, void *userData) {
  UpstreamError *e = userData;
  size_t used = strlen(e->message);
  size_t room = sizeof e->message - used - 1;
  size_t n = piece.length < room ? piece.length : room;
  memcpy(e->message + used, piece.data, n);
  e->message[used + n] = '\0';
}

/* Hands the pending run of upstream passes to MLIR's own parser. */
static MlirLogicalResult flushUpstream(PipelineParser *pp, MlirOpPassManager pm) {
  if (pp->pending.len == 0)
    return mlirLogicalResultSuccess();
  UpstreamError e = {""};
  MlirLogicalResult r = mlirOpPassManagerAddPipeline(
      pm, mlirStringRefCreate(pp->pending.data, pp->pending.len), collectUpstreamError, &e);
  size_t offset = pp->pendingOffset;
  pp->pending.len = 0;
  pp->pending.data[0] = '\0';
  if (mlirLogicalResultIsFailure(r)) {
    /* Upstream messages can span lines (source snippet); keep the first. */
    char *nl = strchr(e.message, '\n');
    if (nl)
      *nl = '\0';
    /* ...and drop upstream's own "<parser>:1:N: error: " position prefix:
     * the offset reported here already points at the fragment. */
    const char *text = e.message;
    const char *tag = strstr(text, ": error: ");
    if (tag)
      text = tag + strlen(": error: ");
    return failAt(pp, offset, "%s", text[0] ? text : "invalid upstream pass pipeline");
  }
  return mlirLogicalResultSuccess();
}

static MlirLogicalResult parseList(PipelineParser *pp, MlirOpPassManager pm, int depth);

/* ---- Named pipelines ----------------------------------------------------
 * Convenience pipelines: a hidet-* name that stands for a fixed pipeline,
 * expanded in place (so it may be nested like a pass). A named pipeline may
 * declare options; its text then holds `${name}` placeholders, replaced
 * before the text is parsed by the options' values (the user's, else the
 * defaults) and by values the pipeline derives from them (its `resolve`
 * hook). Substitution rules: a value with whitespace or any of {}(),' is
 * put in double quotes (values never hold '"'); an empty value drops the
 * `key=` right before the placeholder, so `toolkit=${toolkit}` disappears
 * when no toolkit is known. */

/* hidet-compile-to-ptx binds 15 names (its 14 options and ${features}). */
enum { kMaxBindings = 16, kMaxValue = 1024 };

typedef struct {
  const char *name;
  char value[kMaxValue];
} Binding;

typedef struct {
  Binding items[kMaxBindings];
  size_t count;
} Bindings;

static Binding *bindingFind(Bindings *b, const char *name, size_t nameLen) {
  for (size_t i = 0; i < b->count; ++i)
    if (strlen(b->items[i].name) == nameLen && strncmp(b->items[i].name, name, nameLen) == 0)
      return &b->items[i];
  return NULL;
}

static void bindingSet(Bindings *b, const char *name, const char *value) {
  Binding *slot = bindingFind(b, name, strlen(name));
  if (!slot && b->count < kMaxBindings) {
    slot = &b->items[b->count++];
    slot->name = name;
  }
  if (slot)
    snprintf(slot->value, sizeof slot->value, "%s", value);
}

typedef struct {
  HidetNamedPipelineOption info;
  /* The pass that the value goes to as its option of the same name, or
   * NULL: the value is checked against that option's type (pass_options.c)
   * before the pipeline expands, so that a bad one is reported at the key. */
  const char *pass;
  /* What an empty value means, or NULL when empty is checked like any
   * other value. */
  const char *emptyMeans;
  /* A check of the pipeline's own (also after the pass's type check); false
   * with the reason in `why`. */
  bool (*check)(const char *value, char *why, size_t whySize);
} NamedOptionDef;

typedef struct {
  const char *name;
  const char *text;
  const NamedOptionDef *options;
  size_t numOptions;
  /* Fills computed defaults and derived placeholders once the options are
   * set; false with the reason in `why`. */
  bool (*resolve)(Bindings *b, char *why, size_t whySize);
} NamedPipelineDef;

/* hidet-gpu-to-ptx: the chips it accepts and the PTX ISA version each
 * needs (LLVM aborts on a PTX version too old for the chip). PTX 8.0 is the
 * first with sm_90a and what CUDA 12.0+ ptxas accept. */
static bool checkArch(const char *value, char *why, size_t whySize) {
  const char *p = value;
  bool wellFormed = strncmp(p, "sm_", 3) == 0 && isdigit((unsigned char)p[3]);
  if (wellFormed) {
    p += 3;
    while (isdigit((unsigned char)*p))
      p++;
    if (*p == 'a')
      p++;
    wellFormed = *p == '\0';
  }
  if (wellFormed && hidetArchLookup(value))
    return true;
  char known[128];
  hidetArchList(false, ", ", ", ", known, sizeof known);
  snprintf(why, whySize, "'%s' %s (supported: %s)", value,
           wellFormed ? "is not supported" : "is not of the form sm_<digits>", known);
  return false;
}

/* A CUDA toolkit is usable when it holds libdevice: gpu-module-to-binary
 * fails on every module (not only those calling __nv_* functions) when
 * given a toolkit without it. */
static bool isToolkit(const char *dir) {
  char path[kMaxValue + 64];
  struct stat st;
  /* Upstream's pipeline parser cannot take braces or '"' in an option
   * value, even quoted. */
  if (!dir[0] || strlen(dir) >= kMaxValue || strpbrk(dir, "\"{}"))
    return false;
  snprintf(path, sizeof path, "%s/nvvm/libdevice/libdevice.10.bc", dir);
  return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

static bool checkToolkit(const char *value, char *why, size_t whySize) {
  /* An explicit empty value leaves the toolkit option out. */
  if (!value[0] || strcmp(value, "auto") == 0 || isToolkit(value))
    return true;
  if (strpbrk(value, "\"{}")) {
    snprintf(why, whySize, "'toolkit=%s': a toolkit path cannot hold '{', '}' or '\"'", value);
    return false;
  }
  snprintf(why, whySize,
           "'toolkit=%s' is not a CUDA toolkit (no nvvm/libdevice/libdevice.10.bc under it)",
           value);
  return false;
}

/* TOOLKIT of TOOLKIT/bin/ptxas (the directory above the one holding
 * `exe`) into `dir`; false when there is none. */
static bool toolkitAbove(const char *exe, char *dir, size_t dirSize) {
  if (snprintf(dir, dirSize, "%s", exe) >= (int)dirSize)
    return false;
  for (int up = 0; up < 2; ++up) {
    size_t len = strlen(dir);
    while (len > 1 && dir[len - 1] == '/')
      dir[--len] = '\0';
    char *slash = strrchr(dir, '/');
    if (!slash)
      return false;
    if (slash == dir)
      slash[1] = '\0';
    else
      *slash = '\0';
  }
  return true;
}

/* Copies `src` into out[outSize], cut if longer. (snprintf "%s" draws
 * gcc's format-truncation warning here in the sanitizer build, where the
 * position-independent code inlines differently.) */
static void copyPath(char *out, size_t outSize, const char *src) {
  size_t n = strnlen(src, outSize - 1);
  memcpy(out, src, n);
  out[n] = '\0';
}

/* PREFIX/cuda for the running executable PREFIX/bin/TOOL, when it holds
 * libdevice: the part of the CUDA toolkit a relocatable toolchain carries
 * (scripts/bundle.sh, docs/toolchain.md). In a build tree or an installed
 * prefix there is none. */
static bool toolkitNextToExe(char *out, size_t outSize) {
  char exe[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (n <= 0)
    return false;
  exe[n] = '\0';
  char dir[PATH_MAX + 16];
  if (!toolkitAbove(exe, dir, sizeof dir - 8))
    return false;
  strcat(dir, strcmp(dir, "/") == 0 ? "cuda" : "/cuda");
  if (!isToolkit(dir))
    return false;
  copyPath(out, outSize, dir);
  return true;
}

/* $CUDA_HOME, else the toolchain's own cuda/ (toolkitNextToExe), else the
 * directory above the `ptxas` found on PATH, else /usr/local/cuda; each
 * only if it holds libdevice. "" if none does. */
static void discoverToolkit(char *out, size_t outSize) {
  out[0] = '\0';
  const char *home = getenv("CUDA_HOME");
  if (home && isToolkit(home)) {
    snprintf(out, outSize, "%s", home);
    return;
  }
  if (toolkitNextToExe(out, outSize))
    return;
  const char *path = getenv("PATH");
  while (path && *path) {
    const char *colon = strchr(path, ':');
    size_t n = colon ? (size_t)(colon - path) : strlen(path);
    if (n > 0 && n < kMaxValue) {
      char exe[kMaxValue + 16];
      snprintf(exe, sizeof exe, "%.*s/ptxas", (int)n, path);
      if (access(exe, X_OK) == 0) {
        /* Only the first ptxas on PATH counts, as for a shell: the
         * directory above the one it is in, or, for a symbolic link, above
         * the one it points into. */
        char dir[PATH_MAX + 16];
        if (toolkitAbove(exe, dir, sizeof dir) && isToolkit(dir)) {
          copyPath(out, outSize, dir);
          return;
        }
        char *real = realpath(exe, NULL);
        bool found = real && toolkitAbove(real, dir, sizeof dir) && isToolkit(dir);
        free(real);
        if (found) {
          copyPath(out, outSize, dir);
          return;
        }
        break;
      }
    }
    path = colon ? colon + 1 : NULL;
  }
  if (isToolkit("/usr/local/cuda"))
    snprintf(out, outSize, "%s", "/usr/local/cuda");
}

static bool resolveGpuToPtx(Bindings *b, char *why, size_t whySize) {
  Binding *arch = bindingFind(b, "arch", 4);
  const HidetArch *known = arch ? hidetArchLookup(arch->value) : NULL;
  const char *features = known ? known->ptxFeatures : NULL;
  if (!features) {
    snprintf(why, whySize, "no PTX version known for the arch");
    return false;
  }
  bindingSet(b, "features", features);
  /* "auto" (the default) means: look for the toolkit now. */
  Binding *toolkit = bindingFind(b, "toolkit", 7);
  if (toolkit && strcmp(toolkit->value, "auto") == 0)
    discoverToolkit(toolkit->value, sizeof toolkit->value);
  return true;
}

#define DEDUP_OPTION                                                                           \
  {{"dedup", "true|false", "true",                                                             \
    "compile structurally identical gpu.modules once (hidet-dedup-kernels)"},                  \
   "hidet-dedup-kernels", NULL, NULL}
#define THREADS_OPTION                                                                         \
  {{"threads", "0..1024", "0",                                                                 \
    "threads that lower and translate the gpu.modules to PTX, each module on one "             \
    "(hidet-parallel-gpu-modules; 0: one per core, 1: serial); the output is the same"},       \
   "hidet-parallel-gpu-modules", NULL, NULL}

static const NamedOptionDef kGpuToPtxOptions[] = {
    {{"arch", "sm_80|sm_86|sm_89|sm_90|sm_90a", "sm_80",
      "the GPU to compile for (chip of nvvm-attach-target; its PTX ISA version, ${features}, "
      "follows: +ptx80)"},
     NULL, NULL, checkArch},
    {{"toolkit", "DIR", "auto",
      "the CUDA toolkit whose nvvm/libdevice/libdevice.10.bc is linked (auto: $CUDA_HOME, else "
      "a bundled toolchain's cuda/, else the directory above ptxas on PATH, else "
      "/usr/local/cuda; empty or none found: left out, "
      "and math functions then fail at ptxas)"},
     NULL, NULL, checkToolkit},
    DEDUP_OPTION,
    THREADS_OPTION,
};

/* hidet-compile-to-gpu / -ptx: the schedule space exists for sm_80 and
 * sm_90 only (and sm_90a, which uses sm_90's: hidetArchCalibration). */
static bool checkScheduleArch(const char *value, char *why, size_t whySize) {
  if (hidetArchLookupScheduled(value))
    return true;
  char known[128];
  hidetArchList(true, ", ", " and ", known, sizeof known);
  snprintf(why, whySize, "'%s' is not supported (the schedule space exists for %s)", value, known);
  return false;
}

#define COMPILE_OPTIONS                                                                        \
  {{"arch", "sm_80|sm_90|sm_90a", "sm_80",                                                     \
    "the GPU the schedules are chosen for (and compiled for; sm_90a schedules as sm_90)"},     \
   NULL, NULL, checkScheduleArch},                                                             \
      {{"tune", "fixed|cost-model|measure", "cost-model",                                      \
        "how hidet-schedule-anchors picks each anchor's schedule"},                            \
       "hidet-schedule-anchors", NULL, NULL},                                                  \
      {{"schedule", "w..-o..-l..-i..-k..-s..", "",                                             \
        "the schedule of every anchor under tune=fixed (docs/schedules.md)"},                  \
       NULL, NULL, NULL},                                                                      \
      {{"stages", "2|3|4", "", "cp.async stages for every kernel (empty: each schedule's own)"}, \
       "hidet-pipeline", "the schedule's own", NULL},                                          \
      {{"report", "true|false", "false",                                                       \
        "print the fusion groups, the schedules, the stitch report and what was fused "        \
        "(remarks on stderr)"},                                                                \
       "hidet-partition", NULL, NULL},                                                         \
      {{"unsupported", "error|host", "error",                                                  \
        "a group whose anchor no template takes: an error, or computed on the host by the "    \
        "reference lowering (remark)"},                                                        \
       "hidet-schedule-anchors", NULL, NULL},                                                  \
      {{"cache", "FILE", "", "a schedule cache to take schedules from (docs/schedules.md)"},   \
       "hidet-schedule-anchors", NULL, NULL},                                                  \
      {{"cache-write", "FILE", "", "merge the chosen schedules into this schedule cache"},     \
       "hidet-schedule-anchors", NULL, NULL},                                                  \
      {{"top", "1..100", "1", "how many of the cost model's best schedules to list"},          \
       "hidet-schedule-anchors", NULL, NULL},                                                  \
      {{"list-top", "FILE", "", "write each kernel function's top schedules to this file"},    \
       "hidet-schedule-anchors", NULL, NULL},                                                  \
      {{"precision", "f32|tf32", "f32",                                                        \
        "f32 matmuls on CUDA cores (f32) or on tf32 tensor cores (tf32, opt-in)"},             \
       "hidet-schedule-anchors", NULL, NULL}

static const NamedOptionDef kCompileToGpuOptions[] = {COMPILE_OPTIONS};
static const NamedOptionDef kCompileToPtxOptions[] = {
    COMPILE_OPTIONS,
    {{"toolkit", "DIR", "auto", "as for hidet-gpu-to-ptx"}, NULL, NULL, checkToolkit},
    DEDUP_OPTION,
    THREADS_OPTION,
};

static const NamedPipelineDef kNamedPipelines[] = {
    {"hidet-reference", HIDET_REFERENCE_PIPELINE, NULL, 0, NULL},
    {"hidet-cpu-lowering", HIDET_CPU_LOWERING_PIPELINE, NULL, 0, NULL},
    {"hidet-emulator-lowering", HIDET_EMULATOR_PIPELINE, NULL, 0, NULL},
    {"hidet-cuda-host-lowering", HIDET_CUDA_HOST_PIPELINE, NULL, 0, NULL},
    {"hidet-gpu-to-ptx", HIDET_GPU_TO_PTX_PIPELINE, kGpuToPtxOptions,
     sizeof kGpuToPtxOptions / sizeof kGpuToPtxOptions[0], resolveGpuToPtx},
    {"hidet-compile-to-gpu", HIDET_COMPILE_TO_GPU_PIPELINE, kCompileToGpuOptions,
     sizeof kCompileToGpuOptions / sizeof kCompileToGpuOptions[0], NULL},
    {"hidet-compile-to-ptx", HIDET_COMPILE_TO_PTX_PIPELINE, kCompileToPtxOptions,
     sizeof kCompileToPtxOptions / sizeof kCompileToPtxOptions[0], resolveGpuToPtx},
};

size_t hidetGetNumNamedPipelines(void) {
  return sizeof kNamedPipelines / sizeof kNamedPipelines[0];
}

const char *hidetGetNamedPipeline(size_t index, const char **text) {
  if (index >= hidetGetNumNamedPipelines())
    return NULL;
  if (text)
    *text = kNamedPipelines[index].text;
  return kNamedPipelines[index].name;
}

size_t hidetGetNumNamedPipelineOptions(size_t pipeline) {
  return pipeline < hidetGetNumNamedPipelines() ? kNamedPipelines[pipeline].numOptions : 0;
}

const HidetNamedPipelineOption *hidetGetNamedPipelineOption(size_t pipeline, size_t option) {
  if (option >= hidetGetNumNamedPipelineOptions(pipeline))
    return NULL;
  return &kNamedPipelines[pipeline].options[option].info;
}

/* Checks a value the user gave a named pipeline's option; false with the
 * reason in `why`: "'5' is not 2, 3 or 4 (empty: the schedule's own)". */
static bool checkNamedValue(const NamedOptionDef *o, const char *value, char *why,
                            size_t whySize) {
  if (o->emptyMeans && !value[0])
    return true;
  const HidetPassOption *target = o->pass ? hidetPassFindOption(o->pass, o->info.name) : NULL;
  if (o->pass && !target) {
    fprintf(stderr, "hidet: the pass '%s' has no option '%s' for a named pipeline to set\n",
            o->pass, o->info.name);
    abort();
  }
  char expected[256];
  if (target && !hidetOptionTypeParse(&target->type, value, NULL, expected, sizeof expected)) {
    HidetStr reason;
    hidetStrInit(&reason);
    hidetStrAppendf(&reason, "'%s' is not %s", value, expected);
    if (o->emptyMeans)
      hidetStrAppendf(&reason, " (empty: %s)", o->emptyMeans);
    snprintf(why, whySize, "%s", reason.data);
    hidetStrFree(&reason);
    return false;
  }
  return !o->check || o->check(value, why, whySize);
}

/* Parses the user's `{key=value ...}` of a named pipeline (the text between
 * the braces starts at `start`) into `b`; errors point at the key. */
static MlirLogicalResult parseNamedOptions(PipelineParser *pp, const NamedPipelineDef *def,
                                           size_t start, size_t end, Bindings *b) {
  bool given[kMaxBindings] = {false};
  size_t p = start;
  while (p < end) {
    while (p < end && isspace((unsigned char)pp->text[p]))
      p++;
    if (p >= end)
      break;
    size_t keyStart = p;
    while (p < end && pp->text[p] != '=' && !isspace((unsigned char)pp->text[p]))
      p++;
    size_t keyLen = p - keyStart;
    const char *key = pp->text + keyStart;
    size_t which = def->numOptions;
    for (size_t i = 0; i < def->numOptions; ++i)
      if (strlen(def->options[i].info.name) == keyLen &&
          strncmp(def->options[i].info.name, key, keyLen) == 0)
        which = i;
    if (which == def->numOptions) {
      HidetStr names;
      hidetStrInit(&names);
      for (size_t i = 0; i < def->numOptions; ++i)
        hidetStrAppendf(&names, "%s%s", i ? ", " : "", def->options[i].info.name);
      failAt(pp, keyStart, "unknown option '%.*s' for the pipeline '%s' (options: %s)",
             (int)keyLen, key, def->name, names.data);
      hidetStrFree(&names);
      return mlirLogicalResultFailure();
    }
    if (p >= end || pp->text[p] != '=')
      return failAt(pp, keyStart, "option '%.*s' of the pipeline '%s' needs a value (%.*s=...)",
                    (int)keyLen, key, def->name, (int)keyLen, key);
    if (given[which])
      return failAt(pp, keyStart, "option '%.*s' of the pipeline '%s' given more than once",
                    (int)keyLen, key, def->name);
    given[which] = true;
    p++;
    /* The value: up to whitespace, or quoted (quotes dropped). */
    char value[kMaxValue];
    size_t n = 0;
    char quote = 0;
    if (p < end && (pp->text[p] == '"' || pp->text[p] == '\''))
      quote = pp->text[p++];
    while (p < end && (quote ? pp->text[p] != quote : !isspace((unsigned char)pp->text[p]))) {
      if (n + 1 >= sizeof value)
        return failAt(pp, keyStart, "the value of option '%.*s' is too long", (int)keyLen, key);
      value[n++] = pp->text[p++];
    }
    if (quote) {
      if (p >= end)
        return failAt(pp, keyStart, "unterminated quote in option '%.*s'", (int)keyLen, key);
      p++;
    }
    value[n] = '\0';
    char why[400];
    if (!checkNamedValue(&def->options[which], value, why, sizeof why))
      return failAt(pp, keyStart, "bad value for option '%.*s' of the pipeline '%s': %s",
                    (int)keyLen, key, def->name, why);
    bindingSet(b, def->options[which].info.name, value);
  }
  return mlirLogicalResultSuccess();
}

/* Replaces the `${name}` placeholders of `text` (rules above). */
static bool substitute(const char *text, Bindings *b, HidetStr *out, char *why, size_t whySize) {
  const char *p = text;
  for (;;) {
    const char *open = strstr(p, "${");
    if (!open) {
      hidetStrAppend(out, p, strlen(p));
      return true;
    }
    hidetStrAppend(out, p, (size_t)(open - p));
    const char *close = strchr(open, '}');
    Binding *v = close ? bindingFind(b, open + 2, (size_t)(close - open - 2)) : NULL;
    if (!v) {
      snprintf(why, whySize, "placeholder '%.*s' has no value", close ? (int)(close - open + 1) : 2,
               open);
      return false;
    }
    if (!v->value[0]) {
      /* Drop the `key=` in front, and the space before it. */
      size_t len = out->len;
      if (len > 0 && out->data[len - 1] == '=') {
        len--;
        while (len > 0 && (isalnum((unsigned char)out->data[len - 1]) ||
                           out->data[len - 1] == '-' || out->data[len - 1] == '_'))
          len--;
        if (len > 0 && out->data[len - 1] == ' ')
          len--;
        out->len = len;
        out->data[len] = '\0';
      }
    } else {
      bool quote = false;
      for (const char *c = v->value; *c; ++c)
        quote |= isspace((unsigned char)*c) || strchr("{}(),'", *c) != NULL;
      if (quote)
        hidetStrAppendf(out, "\"%s\"", v->value);
      else
        hidetStrAppend(out, v->value, strlen(v->value));
    }
    p = close + 1;
  }
}

/* Parses a named pipeline's text into `pm`. Its own errors are reported at
 * the name's offset (the text is not the user's). */
static MlirLogicalResult expandNamed(PipelineParser *pp, MlirOpPassManager pm, int depth,
                                     size_t nameStart, const NamedPipelineDef *def,
                                     size_t optStart, size_t optEnd) {
  size_t nameLen = strlen(def->name);
  if (def->numOptions == 0) {
    for (size_t i = optStart + 1; i + 1 < optEnd; ++i)
      if (!isspace((unsigned char)pp->text[i]))
        return failAt(pp, optStart, "the pipeline '%s' takes no options", def->name);
  }
  Bindings b;
  memset(&b, 0, sizeof b);
  for (size_t i = 0; i < def->numOptions; ++i)
    bindingSet(&b, def->options[i].info.name, def->options[i].info.defaultValue);
  if (optEnd > optStart &&
      mlirLogicalResultIsFailure(parseNamedOptions(pp, def, optStart + 1, optEnd - 1, &b)))
    return mlirLogicalResultFailure();
  char why[400];
  if (def->resolve && !def->resolve(&b, why, sizeof why))
    return failAt(pp, nameStart, "cannot expand the pipeline '%s': %s", def->name, why);
  HidetStr text;
  hidetStrInit(&text);
  if (!substitute(def->text, &b, &text, why, sizeof why)) {
    hidetStrFree(&text);
    return failAt(pp, nameStart, "cannot expand the pipeline '%s': %s", def->name, why);
  }
  HidetPipelineError inner = {0, ""};
  PipelineParser sub = {text.data, text.len, 0, &inner, {0}, 0};
  hidetStrInit(&sub.pending);
  MlirLogicalResult r = parseList(&sub, pm, depth + 1);
  hidetStrFree(&sub.pending);
  hidetStrFree(&text);
  if (mlirLogicalResultIsFailure(r))
    return failAt(pp, nameStart, "in the pipeline '%.*s' stands for: %s", (int)nameLen,
                  pp->text + nameStart, inner.message);
  return mlirLogicalResultSuccess();
}

/* One element: `name(...)`, `name{...}` or `name`. */
static MlirLogicalResult parseElement(PipelineParser *pp, MlirOpPassManager pm, int depth) {
  skipSpace(pp);
  size_t nameStart = pp->pos;
  while (pp->pos < pp->len && isNameChar(pp->text[pp->pos]))
    pp->pos++;
  size_t nameLen = pp->pos - nameStart;
  if (nameLen == 0) {
    char c = peek(pp);
    if (c == '\0')
      return failAt(pp, nameStart, "expected a pass or operation name at the end of the pipeline");
    return failAt(pp, nameStart, "expected a pass or operation name, found '%c'", c);
  }
  const char *name = pp->text + nameStart;
  skipSpace(pp);
  if (peek(pp) == '(') {
    if (mlirLogicalResultIsFailure(flushUpstream(pp, pm)))
      return mlirLogicalResultFailure();
    size_t open = pp->pos++;
    MlirOpPassManager nested = pm;
    /* At the top, `builtin.module(...)` names the root pass manager itself. */
    bool isRoot = depth == 0 && nameLen == strlen("builtin.module") &&
                  strncmp(name, "builtin.module", nameLen) == 0;
    if (!isRoot) {
      /* `any(...)` is upstream's op-agnostic nesting; anything else must
       * name an op (dialect.op). */
      bool isAny = nameLen == 3 && strncmp(name, "any", 3) == 0;
      if (!isAny && memchr(name, '.', nameLen) == NULL)
        return failAt(pp, nameStart,
                      "'%.*s(' nests passes under an operation, but '%.*s' is not an operation "
                      "name (expected dialect.op)",
                      (int)nameLen, name, (int)nameLen, name);
      nested = mlirOpPassManagerGetNestedUnder(pm, mlirStringRefCreate(name, nameLen));
    }
    if (mlirLogicalResultIsFailure(parseList(pp, nested, depth + 1)))
      return mlirLogicalResultFailure();
    skipSpace(pp);
    if (peek(pp) != ')')
      return failAt(pp, open, "unbalanced '(' in pass pipeline");
    pp->pos++;
    return mlirLogicalResultSuccess();
  }
  size_t optStart = pp->pos, optEnd = pp->pos;
  if (peek(pp) == '{') {
    if (mlirLogicalResultIsFailure(scanOptions(pp)))
      return mlirLogicalResultFailure();
    optEnd = pp->pos;
  }
  bool isHidet = nameLen > 6 && strncmp(name, "hidet-", 6) == 0;
  if (isHidet) {
    if (mlirLogicalResultIsFailure(flushUpstream(pp, pm)))
      return mlirLogicalResultFailure();
    for (size_t i = 0; i < sizeof kNamedPipelines / sizeof kNamedPipelines[0]; ++i) {
      if (strlen(kNamedPipelines[i].name) != nameLen ||
          strncmp(kNamedPipelines[i].name, name, nameLen) != 0)
        continue;
      return expandNamed(pp, pm, depth, nameStart, &kNamedPipelines[i], optStart, optEnd);
    }
    MlirStringRef options = optEnd > optStart
                                ? mlirStringRefCreate(pp->text + optStart + 1, optEnd - optStart - 2)
                                : mlirStringRefCreate("", 0);
    char message[400];
    MlirPass pass = hidetCreatePassByName(mlirStringRefCreate(name, nameLen), options, message,
                                          sizeof message);
    if (!pass.ptr)
      return failAt(pp, nameStart, "%s", message);
    mlirOpPassManagerAddOwnedPass(pm, pass);
    return mlirLogicalResultSuccess();
  }
  if (pp->pending.len == 0)
    pp->pendingOffset = nameStart;
  else
    hidetStrAppend(&pp->pending, ",", 1);
  hidetStrAppend(&pp->pending, name, (optEnd > optStart ? optEnd : nameStart + nameLen) - nameStart);
  return mlirLogicalResultSuccess();
}

/* element (',' element)*, possibly empty before ')' or the end. */
static MlirLogicalResult parseList(PipelineParser *pp, MlirOpPassManager pm, int depth) {
  if (depth > 64)
    return failAt(pp, pp->pos, "pass pipeline nests too deeply");
  skipSpace(pp);
  if (peek(pp) == ')' || peek(pp) == '\0')
    return mlirLogicalResultSuccess();
  for (;;) {
    if (mlirLogicalResultIsFailure(parseElement(pp, pm, depth)))
      return mlirLogicalResultFailure();
    skipSpace(pp);
    if (peek(pp) != ',')
      break;
    pp->pos++;
  }
  return flushUpstream(pp, pm);
}

/* Depth 0 takes a leading `builtin.module(...)` as the root itself; depth 1
 * adds every element to `pm` as it is. */
static MlirLogicalResult addPipeline(MlirOpPassManager pm, MlirStringRef pipeline, int depth,
                                     HidetPipelineError *error) {
  PipelineParser pp = {pipeline.data, pipeline.length, 0, error, {0}, 0};
  hidetStrInit(&pp.pending);
  MlirLogicalResult r = parseList(&pp, pm, depth);
  if (mlirLogicalResultIsSuccess(r)) {
    skipSpace(&pp);
    if (pp.pos < pp.len)
      r = failAt(&pp, pp.pos, "unexpected '%c' in pass pipeline", pp.text[pp.pos]);
  }
  hidetStrFree(&pp.pending);
  return r;
}

MlirLogicalResult hidetPassManagerAddPipeline(MlirPassManager pm, MlirStringRef pipeline,
                                              HidetPipelineError *error) {
  return addPipeline(mlirPassManagerGetAsOpPassManager(pm), pipeline, 0, error);
}

MlirLogicalResult hidetOpPassManagerAddPipeline(MlirOpPassManager pm, MlirStringRef pipeline,
                                                HidetPipelineError *error) {
  return addPipeline(pm, pipeline, 1, error);
}
