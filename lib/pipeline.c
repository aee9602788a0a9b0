/*===-- pipeline.c - Parse pipelines that mix hidet and upstream passes ---===*
 * Upstream's textual pipeline parser only knows registered passes, and the C
 * API cannot register external ones. So this parser walks the pipeline text
 * itself: it nests pass managers for `op(...)`, creates hidet passes by name,
 * and hands each run of consecutive upstream passes to
 * mlirOpPassManagerAddPipeline as one fragment.
 *===----------------------------------------------------------------------===*/
#include "hidet-c/Passes.h"
#include "hidet_internal.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

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

/* Convenience pipelines: a hidet-* name that stands for a fixed pipeline,
 * expanded in place (so it may be nested like a pass). */
static const struct {
  const char *name;
  const char *text;
} kNamedPipelines[] = {
    {"hidet-reference", HIDET_REFERENCE_PIPELINE},
    {"hidet-cpu-lowering", HIDET_CPU_LOWERING_PIPELINE},
    {"hidet-emulator-lowering", HIDET_EMULATOR_PIPELINE},
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

/* Parses a named pipeline's text into `pm`. Its own errors are reported at
 * the name's offset (the text is not the user's). */
static MlirLogicalResult expandNamed(PipelineParser *pp, MlirOpPassManager pm, int depth,
                                     size_t nameStart, const char *text) {
  HidetPipelineError inner = {0, ""};
  PipelineParser sub = {text, strlen(text), 0, &inner, {0}, 0};
  hidetStrInit(&sub.pending);
  MlirLogicalResult r = parseList(&sub, pm, depth + 1);
  hidetStrFree(&sub.pending);
  if (mlirLogicalResultIsFailure(r))
    return failAt(pp, nameStart, "in the pipeline '%.*s' stands for: %s",
                  (int)(pp->pos - nameStart), pp->text + nameStart, inner.message);
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
      if (optEnd > optStart)
        return failAt(pp, optStart, "the pipeline '%.*s' takes no options", (int)nameLen, name);
      return expandNamed(pp, pm, depth, nameStart, kNamedPipelines[i].text);
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

MlirLogicalResult hidetPassManagerAddPipeline(MlirPassManager pm, MlirStringRef pipeline,
                                              HidetPipelineError *error) {
  PipelineParser pp = {pipeline.data, pipeline.length, 0, error, {0}, 0};
  hidetStrInit(&pp.pending);
  MlirLogicalResult r = parseList(&pp, mlirPassManagerGetAsOpPassManager(pm), 0);
  if (mlirLogicalResultIsSuccess(r)) {
    skipSpace(&pp);
    if (pp.pos < pp.len)
      r = failAt(&pp, pp.pos, "unexpected '%c' in pass pipeline", pp.text[pp.pos]);
  }
  hidetStrFree(&pp.pending);
  return r;
}
