/*===-- verify_diagnostics.c - --verify-diagnostics -----------------------===*
 * Matches diagnostics against comments in the input, as upstream does:
 *   // expected-error {{substring}}          on this line
 *   // expected-error @+1 {{substring}}      N lines below (@-N above)
 *   // expected-error @N {{substring}}       on file line N
 *   // expected-error @above / @below        the previous / next line
 *   // expected-error @unknown {{...}}       a diagnostic without a position
 *                                            in this file
 *   // expected-error-re {{a {{[0-9]+}} b}}  literal text with {{regex}} parts
 * Kinds: error, warning, note, remark. Every diagnostic must be expected and
 * every expectation produced; each expectation matches one diagnostic. The
 * message runs to the last "}}" of the line, so one expectation per line.
 * All line numbers are file lines (a --split-input-file chunk starts
 * sink->printer.lineOffset lines into the file).
 *===----------------------------------------------------------------------===*/
#include "opt.h"

#include <ctype.h>
#include <regex.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  MlirDiagnosticSeverity severity;
  int line;        /* file line; 0 for @unknown */
  int commentLine; /* where the comment is, for reporting */
  int commentCol;
  char *text;
  bool isRegex;
  regex_t regex; /* compiled `text` when isRegex */
  bool matched;
} Expectation;

static const struct {
  const char *word;
  MlirDiagnosticSeverity severity;
} kKinds[] = {{"error", MlirDiagnosticError},
              {"warning", MlirDiagnosticWarning},
              {"note", MlirDiagnosticNote},
              {"remark", MlirDiagnosticRemark}};

static const char *kindWord(MlirDiagnosticSeverity s) {
  for (size_t i = 0; i < 4; ++i)
    if (kKinds[i].severity == s)
      return kKinds[i].word;
  return "error";
}

static void report(OptDiagSink *sink, int line, int col, const char *message) {
  hidetDiagPrint(&sink->printer, sink->printer.displayName, line, col, "error", message, true);
}

/* Turns the body of an expected-*-re comment into a POSIX extended regex:
 * text outside {{...}} is matched literally. Returns NULL (and reports) on
 * an unterminated {{. */
static char *buildRegex(OptDiagSink *sink, const char *body, int line, int col) {
  size_t n = strlen(body);
  char *out = malloc(2 * n + 3 * (n / 2) + 1);
  if (!out)
    abort();
  size_t o = 0;
  for (const char *p = body; *p;) {
    if (p[0] == '{' && p[1] == '{') {
      const char *end = strstr(p + 2, "}}");
      if (!end) {
        report(sink, line, col, "found the start of a regex '{{' with no end '}}'");
        free(out);
        return NULL;
      }
      out[o++] = '(';
      memcpy(out + o, p + 2, (size_t)(end - p - 2));
      o += (size_t)(end - p - 2);
      out[o++] = ')';
      p = end + 2;
    } else {
      if (strchr(".[]{}()\\*+?|^$", *p))
        out[o++] = '\\';
      out[o++] = *p++;
    }
  }
  out[o] = '\0';
  return out;
}

/* Parses one `expected-...` at `p` (column `col` of file line `line`).
 * Returns false (and reports) if the comment is malformed; leaves e->text
 * NULL if `p` is not an expectation at all (e.g. "expected-errors"). Sets
 * *next to where scanning of the line should go on. */
static bool parseExpectation(OptDiagSink *sink, const char *p, const char *lineEnd, int line,
                             int col, Expectation *e, const char **next) {
  const char *start = p;
  *next = p + strlen("expected-");
  p += strlen("expected-");
  size_t k;
  for (k = 0; k < 4; ++k) {
    size_t n = strlen(kKinds[k].word);
    if ((size_t)(lineEnd - p) >= n && strncmp(p, kKinds[k].word, n) == 0) {
      p += n;
      break;
    }
  }
  if (k == 4)
    return true; /* "expected-" followed by something else: not ours */
  bool isRegex = false;
  if (lineEnd - p >= 3 && strncmp(p, "-re", 3) == 0 &&
      (lineEnd - p == 3 || p[3] == ' ' || p[3] == '@' || p[3] == '{')) {
    isRegex = true;
    p += 3;
  }
  /* "expected-errors", "expected-error:" and the like are prose. */
  if (p < lineEnd && *p != ' ' && *p != '@' && *p != '{')
    return true;
  e->severity = kKinds[k].severity;
  e->isRegex = isRegex;
  e->line = line;
  e->commentLine = line;
  e->commentCol = col;
  while (p < lineEnd && *p == ' ')
    p++;
  if (p < lineEnd && *p == '@') {
    p++;
    if (lineEnd - p >= 5 && strncmp(p, "above", 5) == 0) {
      e->line = line - 1;
      p += 5;
    } else if (lineEnd - p >= 5 && strncmp(p, "below", 5) == 0) {
      e->line = line + 1;
      p += 5;
    } else if (lineEnd - p >= 7 && strncmp(p, "unknown", 7) == 0) {
      e->line = 0;
      p += 7;
    } else if (p < lineEnd && (*p == '+' || *p == '-' || isdigit((unsigned char)*p))) {
      char sign = *p;
      if (sign == '+' || sign == '-')
        p++;
      if (p >= lineEnd || !isdigit((unsigned char)*p)) {
        report(sink, line, col + (int)(p - start), "expected a line count after '@+' or '@-'");
        return false;
      }
      /* Cap the value: anything this large is out of range anyway, and
       * the cap keeps the arithmetic below from overflowing. */
      long v = 0;
      while (p < lineEnd && isdigit((unsigned char)*p)) {
        if (v < 100000000)
          v = v * 10 + (*p - '0');
        p++;
      }
      long target = sign == '+' ? line + v : sign == '-' ? line - v : v;
      if (target < 1) {
        report(sink, line, col, "the expected diagnostic's line is before the start of the file");
        return false;
      }
      e->line = (int)target;
    } else {
      report(sink, line, col + (int)(p - start),
             "expected '@+N', '@-N', '@N', '@above', '@below' or '@unknown' after '@'");
      return false;
    }
  }
  while (p < lineEnd && *p == ' ')
    p++;
  if (lineEnd - p < 2 || strncmp(p, "{{", 2) != 0) {
    report(sink, line, col + (int)(p - start), "expected '{{' after the expected-* designator");
    return false;
  }
  p += 2;
  /* The message ends at the last "}}" of the line. */
  const char *close = NULL;
  for (const char *q = p; q + 1 < lineEnd; ++q)
    if (q[0] == '}' && q[1] == '}')
      close = q;
  if (!close) {
    report(sink, line, col + (int)(p - start), "expected '}}' to end the expected message");
    return false;
  }
  size_t n = (size_t)(close - p);
  e->text = malloc(n + 1);
  if (!e->text)
    abort();
  memcpy(e->text, p, n);
  e->text[n] = '\0';
  *next = close + 2;
  if (isRegex) {
    char *re = buildRegex(sink, e->text, line, col);
    int rc = re ? regcomp(&e->regex, re, REG_EXTENDED | REG_NOSUB) : -1;
    if (rc > 0) {
      char why[200], msg[400];
      regerror(rc, &e->regex, why, sizeof why);
      snprintf(msg, sizeof msg, "invalid regex in expected-%s-re: %s", kindWord(e->severity), why);
      report(sink, line, col, msg);
    }
    free(re);
    if (rc != 0) {
      free(e->text);
      e->text = NULL;
      return false;
    }
  }
  return true;
}

static bool matches(const Expectation *e, const char *message) {
  if (e->isRegex)
    return regexec(&e->regex, message, 0, NULL, 0) == 0;
  return strstr(message, e->text) != NULL;
}

typedef struct {
  int line;
  size_t index;
} LineRef;

static int compareLineRef(const void *a, const void *b) {
  const LineRef *x = a, *y = b;
  if (x->line != y->line)
    return x->line < y->line ? -1 : 1;
  return x->index < y->index ? -1 : x->index > y->index;
}

bool optVerifyDiagnostics(OptDiagSink *sink) {
  Expectation *exps = NULL;
  size_t numExps = 0, capExps = 0;
  bool ok = true;
  const char *p = sink->printer.buffer, *end = sink->printer.buffer + sink->printer.bufferLen;
  for (int line = 1 + sink->printer.lineOffset; p < end; ++line) {
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    const char *lineEnd = nl ? nl : end;
    for (const char *q = p; q < lineEnd;) {
      const char *hit = NULL;
      for (const char *r = q; r + 9 <= lineEnd; ++r)
        if (memcmp(r, "expected-", 9) == 0) {
          hit = r;
          break;
        }
      if (!hit)
        break;
      Expectation e = {0};
      if (!parseExpectation(sink, hit, lineEnd, line, (int)(hit - p) + 1, &e, &q)) {
        /* One report per line: a line of many broken comments must not
         * print itself (with a caret) once per comment. */
        ok = false;
        break;
      } else if (e.text) {
        if (numExps == capExps) {
          capExps = capExps ? 2 * capExps : 16;
          exps = realloc(exps, sizeof *exps * capExps);
          if (!exps)
            abort();
        }
        exps[numExps++] = e;
      }
    }
    p = nl ? nl + 1 : end;
  }

  /* Expectations by line, so that matching stays fast on big inputs. */
  LineRef *byLine = malloc(sizeof *byLine * (numExps ? numExps : 1));
  if (!byLine)
    abort();
  for (size_t j = 0; j < numExps; ++j)
    byLine[j] = (LineRef){exps[j].line, j};
  qsort(byLine, numExps, sizeof *byLine, compareLineRef);

  for (size_t i = 0; i < sink->numDiags; ++i) {
    OptDiag *d = &sink->diags[i];
    /* A position in another file cannot be pointed at by a comment here;
     * such diagnostics match @unknown, as unknown locations do. */
    int line = d->file && strcmp(d->file, sink->printer.displayName) == 0 ? d->line : 0;
    size_t lo = 0, hi = numExps;
    while (lo < hi) {
      size_t mid = lo + (hi - lo) / 2;
      if (byLine[mid].line < line)
        lo = mid + 1;
      else
        hi = mid;
    }
    bool found = false;
    /* The first unmatched one in file order, as byLine keeps that order. */
    for (size_t k = lo; k < numExps && byLine[k].line == line && !found; ++k) {
      Expectation *e = &exps[byLine[k].index];
      if (!e->matched && e->severity == d->severity && matches(e, d->message)) {
        e->matched = true;
        found = true;
      }
    }
    if (!found) {
      ok = false;
      char msg[2048];
      snprintf(msg, sizeof msg, "unexpected %s: %s", kindWord(d->severity), d->message);
      hidetDiagPrint(&sink->printer, d->file, d->line, d->col, "error", msg, true);
    }
  }
  for (size_t j = 0; j < numExps; ++j) {
    if (!exps[j].matched) {
      ok = false;
      char msg[2048];
      snprintf(msg, sizeof msg, "expected %s \"%s\" was not produced", kindWord(exps[j].severity),
               exps[j].text);
      report(sink, exps[j].commentLine, exps[j].commentCol, msg);
    }
    if (exps[j].isRegex)
      regfree(&exps[j].regex);
    free(exps[j].text);
  }
  free(byLine);
  free(exps);
  return ok;
}
