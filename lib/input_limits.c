/*===-- input_limits.c - Input the MLIR parser would crash or hang on -----===*
 * Checked on the raw text before it reaches mlirModuleCreateParse, by every
 * tool that parses user input and by the fuzz targets (bench/fuzz). All
 * limits were found by fuzzing; real IR never comes close to them:
 * - bracket nesting: the recursive-descent parser overflows the stack
 *   somewhere between 2000 and 5000 nested regions or attributes;
 * - result numbers (`%0#N`): the parser allocates a slot for every number
 *   up to N, per value name, so %0#4000000000 aborts with "LLVM ERROR: out
 *   of memory", and so would many %a#1000000, %b#1000000, ... uses. Hence
 *   a cap on each number and on their sum (which grows with the input,
 *   far beyond what real IR spends);
 * - long decimal literals: the parser's APInt conversion takes time cubic
 *   in the digits (10000 digits: 1.4 s, 30000: 30 s). 1000 digits take
 *   milliseconds and exceed any integer type anyone writes (i3300).
 *===----------------------------------------------------------------------===*/
#include "hidet_internal.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* Where a // comment ends: MLIR's lexer stops it at '\r' as well as '\n'
 * (so `//\rgraph.add` holds an op; found by fuzzing). */
static bool isLineEnd(char c) { return c == '\n' || c == '\r'; }

enum { kMaxNesting = 1000, kMaxResultNumber = 1 << 20, kMaxDigits = 1000 };

/* Sets err's message (printf-style) and its position, `at` on line `line`
 * that starts at `lineStart`; returns false, for `return fail(...)`. */
static bool fail(HidetInputLimitError *err, int line, const char *at, const char *lineStart,
                 const char *fmt, ...) __attribute__((format(printf, 5, 6)));

static bool fail(HidetInputLimitError *err, int line, const char *at, const char *lineStart,
                 const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(err->message, sizeof err->message, fmt, ap);
  va_end(ap);
  err->line = line;
  err->col = (int)(at - lineStart) + 1;
  return false;
}

/* The lexing both checks share. Steps over what starts at text[*i] and is
 * not code: a newline (counted in *line, *lineStart moved past it), a //
 * comment, a string literal. Leaves *i on its last character and returns
 * true, or returns false when text[*i] starts none of them. */
static bool skipNonCode(const char *text, size_t len, size_t *i, int *line,
                        const char **lineStart) {
  char c = text[*i];
  if (c == '\n') {
    (*line)++;
    *lineStart = text + *i + 1;
  } else if (c == '/' && *i + 1 < len && text[*i + 1] == '/') {
    while (*i + 1 < len && !isLineEnd(text[*i + 1]))
      (*i)++;
  } else if (c == '"') {
    /* A string ends at its closing quote or, unterminated, at the line's
     * end (as in MLIR's lexer); a backslash escapes the next character. */
    while (*i + 1 < len && text[*i + 1] != '"' && text[*i + 1] != '\n')
      *i += (text[*i + 1] == '\\' && *i + 2 < len && text[*i + 2] != '\n') ? 2 : 1;
    if (*i + 1 < len && text[*i + 1] == '"')
      (*i)++;
  } else {
    return false;
  }
  return true;
}

/* +1 for an opening bracket at text[i], -1 for a closing one, 0 otherwise:
 * brackets are '(' '[' '{' '<'; the '>' of '->' and '>=' is no bracket. */
static int bracketAt(const char *text, size_t len, size_t i) {
  char c = text[i];
  if (c == '(' || c == '[' || c == '{' || c == '<')
    return 1;
  if (c == '>' && ((i > 0 && text[i - 1] == '-') || (i + 1 < len && text[i + 1] == '=')))
    return 0;
  return c == ')' || c == ']' || c == '}' || c == '>' ? -1 : 0;
}

/* Brackets are '(' '[' '{' '<' outside strings and comments; the '>' of
 * '->' and '>=' is no bracket. Result numbers are '#' and digits, which
 * only result numbers spell. Closers only lower the depth, so a miscount
 * can only make the check more lenient, never reject shallow IR. */
static bool checkLimits(const char *tool, const char *text, size_t len,
                        HidetInputLimitError *err) {
  int depth = 0, line = 1;
  unsigned long long resultNumberSum = 0, resultNumberBudget = (1ull << 22) + 16ull * len;
  const char *lineStart = text;
  for (size_t i = 0; i < len; ++i) {
    if (skipNonCode(text, len, &i, &line, &lineStart))
      continue;
    char c = text[i];
    int bracket = bracketAt(text, len, i);
    if (bracket > 0) {
      if (++depth > kMaxNesting) {
        return fail(err, line, text + i, lineStart,
                    "brackets nest more than %d deep; %s rejects such input to keep the MLIR "
                    "parser from overflowing its stack",
                    kMaxNesting, tool);
      }
    } else if (bracket < 0) {
      if (depth > 0)
        depth--;
    } else if (isdigit((unsigned char)c)) {
      size_t j = i;
      while (j < len && isdigit((unsigned char)text[j]))
        j++;
      if (j - i > kMaxDigits) {
        return fail(err, line, text + i, lineStart,
                    "number with more than %d digits; %s rejects such input because the "
                    "MLIR parser takes time cubic in the digits",
                    kMaxDigits, tool);
      }
      i = j - 1;
    } else if (c == '#' && i + 1 < len && isdigit((unsigned char)text[i + 1])) {
      size_t j = i + 1;
      long long n = 0;
      while (j < len && isdigit((unsigned char)text[j])) {
        if (n <= kMaxResultNumber)
          n = n * 10 + (text[j] - '0');
        j++;
      }
      resultNumberSum += (unsigned long long)n;
      if (n > kMaxResultNumber) {
        return fail(err, line, text + i, lineStart,
                    "result number '%.*s' is too large (%s accepts at most %d)",
                    (int)(j - i - 1 < 40 ? j - i - 1 : 40), text + i + 1, tool, kMaxResultNumber);
      }
      if (resultNumberSum > resultNumberBudget) {
        return fail(err, line, text + i, lineStart,
                    "result numbers add up to more than %llu; %s rejects such input to keep "
                    "the MLIR parser from running out of memory",
                    resultNumberBudget, tool);
      }
      i = j - 1;
    }
  }
  return true;
}

/* Characters of SSA, symbol and block names (which may hold '-'), and of
 * bare identifiers such as op names (which may not: `tm.task-1` is the op
 * name `tm.task`, then `-1`). */
static bool isIdentChar(char c) {
  return isalnum((unsigned char)c) || c == '_' || c == '.' || c == '$' || c == '-';
}
static bool isBareIdChar(char c) { return c != '-' && isIdentChar(c); }

/* Skips blanks, NULs (which MLIR's lexer skips too) and // comments. */
static const char *skipBlanks(const char *p, const char *end) {
  for (;;) {
    while (p < end && (isspace((unsigned char)*p) || *p == '\0'))
      p++;
    if (end - p < 2 || p[0] != '/' || p[1] != '/')
      return p;
    while (p < end && !isLineEnd(*p))
      p++;
  }
}

/* Checks `[i, j, ...]` (possibly empty) after a '=': every element a
 * decimal or hex integer that fits in 64 bits. Returns NULL when it is
 * one, else where it goes wrong. */
static const char *badIntegerList(const char *p, const char *end) {
  p = skipBlanks(p, end);
  if (p >= end || *p != '[')
    return p;
  p = skipBlanks(p + 1, end);
  if (p < end && *p == ']')
    return NULL;
  for (;;) {
    if (p < end && *p == '-')
      p++;
    bool hex = end - p > 2 && p[0] == '0' && (p[1] == 'x' || p[1] == 'X');
    const char *digits = hex ? p + 2 : p;
    const char *q = digits;
    while (q < end && (hex ? isxdigit((unsigned char)*q) : isdigit((unsigned char)*q)))
      q++;
    /* 18 decimal or 15 hex digits always fit in an i64. */
    if (q == digits || q - digits > (hex ? 15 : 18))
      return p;
    p = skipBlanks(q, end);
    if (p < end && *p == ']')
      return NULL;
    if (p >= end || *p != ',')
      return p;
    p = skipBlanks(p + 1, end);
  }
}

/* MLIR 22's parsers of linalg.broadcast, linalg.transpose and linalg.reduce
 * (custom form) add their `dimensions = [...]` / `permutation = [...]`
 * attribute even when parsing it failed: anything but a well-formed list of
 * integers after the '=' (no '[', a stray token, a missing ']', a number
 * too large) makes them dereference a null attribute (SIGSEGV, in
 * mlir-opt-22 too; found by fuzzing). The keyword belongs to the op when
 * it follows the op name at the same bracket depth, before the next op
 * name. */
static bool checkLinalgArrayKeywords(const char *tool, const char *text, size_t len,
                                     HidetInputLimitError *err) {
  int depth = 0, line = 1, opDepth = -1;
  const char *lineStart = text, *op = NULL;
  size_t opLen = 0;
  for (size_t i = 0; i < len; ++i) {
    if (skipNonCode(text, len, &i, &line, &lineStart))
      continue;
    char c = text[i];
    int bracket = bracketAt(text, len, i);
    if (bracket > 0) {
      depth++;
    } else if (bracket < 0) {
      if (--depth < opDepth)
        op = NULL;
    } else if ((isalpha((unsigned char)c) || c == '_') &&
               (i == 0 || (!isIdentChar(text[i - 1]) && !strchr("#!@%^", text[i - 1])) ||
                text[i - 1] == '\0')) {
      size_t j = i;
      while (j < len && isBareIdChar(text[j]))
        j++;
      size_t n = j - i;
      const char *id = text + i;
      if ((n == 16 && strncmp(id, "linalg.broadcast", n) == 0) ||
          (n == 16 && strncmp(id, "linalg.transpose", n) == 0) ||
          (n == 13 && strncmp(id, "linalg.reduce", n) == 0)) {
        op = id;
        opLen = n;
        opDepth = depth;
      } else if (op && depth == opDepth && memchr(id, '.', n)) {
        op = NULL; /* the next op */
      } else if (op && depth == opDepth &&
                 ((n == 10 && strncmp(id, "dimensions", n) == 0) ||
                  (n == 11 && strncmp(id, "permutation", n) == 0))) {
        size_t k = j;
        while (k < len && (isspace((unsigned char)text[k]) || text[k] == '\0'))
          k++;
        if (k < len && text[k] == '=') {
          const char *bad = badIntegerList(text + k + 1, text + len);
          if (bad) {
            return fail(err, line, id, lineStart,
                        "'%.*s' of '%.*s' must be a list of 64-bit integers in brackets, "
                        "'%.*s = [...]'; %s rejects anything else because the MLIR parser of "
                        "'%.*s' crashes on it",
                        (int)n, id, (int)opLen, op, (int)n, id, tool, (int)opLen, op);
          }
        }
        op = NULL;
      }
      i = j - 1;
    }
  }
  return true;
}

bool hidetCheckInputLimits(const char *tool, const char *text, size_t len,
                           HidetInputLimitError *err) {
  return checkLimits(tool, text, len, err) && checkLinalgArrayKeywords(tool, text, len, err);
}

/* ---- Parse failures without a diagnostic. ----------------------------- */

static bool explainCustomSyntax(HidetInputLimitError *err, const char *name, size_t n, int line,
                                const char *lineStart) {
  fail(err, line, name, lineStart,
       "'%.*s' is written in custom syntax, which the graph and tm ops do not have (they are "
       "defined in IRDL); write it in the generic form, \"%.*s\"(...) : (...) -> ...",
       (int)(n < 64 ? n : 64), name, (int)(n < 64 ? n : 64), name);
  return true;
}

/* The custom (pretty) form of a graph or tm op, `%0 = graph.add %a, %b`,
 * makes the MLIR parser fail without a diagnostic (found by fuzzing): IRDL
 * ops have no custom syntax, and the hook that stands in for it reports
 * nothing. Such an op name is a bare identifier (not part of a `#alias`,
 * `!type`, `@symbol`, `%value`, `^block` or string) that names a graph or
 * tm op. It may stand anywhere after another op, even without a blank
 * (`func.func @f()graph.add`), and be followed by anything, even a comma
 * or '='; one followed by '=' is taken only when no other is found, as it
 * is more likely an attribute key (`{graph.add = 1}`). A unit attribute
 * named like a graph op ({graph.add}) would be taken for one, which only
 * matters here, after a parse failure without a diagnostic. */
bool hidetExplainSilentParseFailure(MlirContext ctx, const char *text, size_t len,
                                    HidetInputLimitError *err) {
  int line = 1, weakLine = 0;
  const char *lineStart = text, *weak = NULL, *weakLineStart = NULL;
  size_t weakLen = 0;
  for (size_t i = 0; i < len; ++i) {
    char c = text[i];
    if (c == '\n') {
      line++;
      lineStart = text + i + 1;
    } else if (c == '/' && i + 1 < len && text[i + 1] == '/') {
      while (i + 1 < len && !isLineEnd(text[i + 1]))
        i++;
    } else if (c == '"') {
      while (i + 1 < len && text[i + 1] != '"' && text[i + 1] != '\n')
        i += (text[i + 1] == '\\' && i + 2 < len && text[i + 2] != '\n') ? 2 : 1;
      if (i + 1 < len && text[i + 1] == '"')
        i++;
    } else if (isdigit((unsigned char)c)) {
      /* A number ends where MLIR's lexer ends it: `0x8graph.add` is the
       * hex number 0x8, then the op name (found by fuzzing). */
      size_t j = i + 1;
      if (c == '0' && j + 1 < len && text[j] == 'x' && isxdigit((unsigned char)text[j + 1]))
        for (j++; j < len && isxdigit((unsigned char)text[j]);)
          j++;
      else
        while (j < len && (isdigit((unsigned char)text[j]) || text[j] == '.'))
          j++;
      i = j - 1;
    } else if (isalpha((unsigned char)c) || c == '_') {
      char before = i > 0 ? text[i - 1] : ' ';
      bool sigil = strchr("#!@%^", before) != NULL && before != '\0';
      size_t j = i;
      while (j < len && (sigil ? isIdentChar(text[j]) : isBareIdChar(text[j])))
        j++;
      /* MLIR's lexer skips a NUL inside the buffer like a blank. */
      size_t k = j;
      while (k < len && (isspace((unsigned char)text[k]) || text[k] == '\0'))
        k++;
      size_t n = j - i;
      if (!sigil && n < 128 &&
          (strncmp(text + i, "graph.", 6) == 0 || strncmp(text + i, "tm.", 3) == 0) &&
          mlirContextIsRegisteredOperation(ctx, mlirStringRefCreate(text + i, n))) {
        if (k >= len || text[k] != '=')
          return explainCustomSyntax(err, text + i, n, line, lineStart);
        /* Likely an attribute key; the op if nothing else is found. */
        if (!weak) {
          weak = text + i;
          weakLen = n;
          weakLine = line;
          weakLineStart = lineStart;
        }
      }
      i = j - 1;
    }
  }
  if (weak)
    return explainCustomSyntax(err, weak, weakLen, weakLine, weakLineStart);
  snprintf(err->message, sizeof err->message,
           "the MLIR parser rejected the input without saying why");
  err->line = 1;
  err->col = 1;
  return false;
}
