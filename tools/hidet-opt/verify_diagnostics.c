/*===-- verify_diagnostics.c - --verify-diagnostics -----------------------===*
 * Matches diagnostics against comments in the input, as upstream does:
 *   // expected-error {{substring}}          on this line
 *   // expected-error @+1 {{substring}}      N lines below (@-N above)
 *   // expected-error @above / @below        the previous / next line
 *   // expected-error @unknown {{...}}       a diagnostic without a file position
 * Kinds: error, warning, note, remark. Every diagnostic must be expected and
 * every expectation produced; each expectation matches one diagnostic.
 *===----------------------------------------------------------------------===*/
#include "opt.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  MlirDiagnosticSeverity severity;
  int line;        /* 0 for @unknown */
  int commentLine; /* where the comment is, for reporting */
  int commentCol;
  char *text;
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

/* Parses one `expected-...` at `p` on line `line`. Returns false (and
 * reports) if the comment is malformed. */
static bool parseExpectation(OptDiagSink *sink, const char *p, const char *lineEnd, int line,
                             int col, Expectation *e) {
  const char *start = p;
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
  e->severity = kKinds[k].severity;
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
      long v = 0;
      while (p < lineEnd && isdigit((unsigned char)*p) && v < 100000000)
        v = v * 10 + (*p++ - '0');
      e->line = sign == '+' ? line + (int)v : sign == '-' ? line - (int)v : (int)v;
    } else {
      optPrintDiag(sink, sink->displayName, line, col + (int)(p - start), "error",
                   "expected '@+N', '@-N', '@N', '@above', '@below' or '@unknown' after '@'");
      return false;
    }
  }
  while (p < lineEnd && *p == ' ')
    p++;
  if (lineEnd - p < 2 || strncmp(p, "{{", 2) != 0) {
    optPrintDiag(sink, sink->displayName, line, col + (int)(p - start), "error",
                 "expected '{{' after the expected-* designator");
    return false;
  }
  p += 2;
  /* The message ends at the last "}}" of the line. */
  const char *close = NULL;
  for (const char *q = p; q + 1 < lineEnd; ++q)
    if (q[0] == '}' && q[1] == '}')
      close = q;
  if (!close) {
    optPrintDiag(sink, sink->displayName, line, col + (int)(p - start), "error",
                 "expected '}}' to end the expected message");
    return false;
  }
  size_t n = (size_t)(close - p);
  e->text = malloc(n + 1);
  if (!e->text)
    abort();
  memcpy(e->text, p, n);
  e->text[n] = '\0';
  return true;
}

bool optVerifyDiagnostics(OptDiagSink *sink) {
  Expectation *exps = NULL;
  size_t numExps = 0, capExps = 0;
  bool ok = true;
  const char *p = sink->buffer, *end = sink->buffer + sink->bufferLen;
  for (int line = 1; p < end; ++line) {
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    const char *lineEnd = nl ? nl : end;
    for (const char *q = p; q < lineEnd;) {
      const char *hit = NULL;
      for (const char *r = q; r + 9 <= lineEnd; ++r)
        if (strncmp(r, "expected-", 9) == 0) {
          hit = r;
          break;
        }
      if (!hit)
        break;
      Expectation e = {0};
      if (!parseExpectation(sink, hit, lineEnd, line, (int)(hit - p) + 1, &e))
        ok = false;
      else if (e.text) {
        if (numExps == capExps) {
          capExps = capExps ? 2 * capExps : 16;
          exps = realloc(exps, sizeof *exps * capExps);
          if (!exps)
            abort();
        }
        exps[numExps++] = e;
      }
      q = hit + 9;
    }
    p = nl ? nl + 1 : end;
  }

  for (size_t i = 0; i < sink->numDiags; ++i) {
    OptDiag *d = &sink->diags[i];
    int line = d->file ? d->line : 0;
    bool found = false;
    for (size_t j = 0; j < numExps && !found; ++j) {
      Expectation *e = &exps[j];
      if (!e->matched && e->severity == d->severity && e->line == line &&
          strstr(d->message, e->text)) {
        e->matched = true;
        found = true;
      }
    }
    if (!found) {
      ok = false;
      char msg[2048];
      snprintf(msg, sizeof msg, "unexpected %s: %s", kindWord(d->severity), d->message);
      optPrintDiag(sink, d->file, d->line, d->col, "error", msg);
    }
  }
  for (size_t j = 0; j < numExps; ++j) {
    if (!exps[j].matched) {
      ok = false;
      char msg[2048];
      snprintf(msg, sizeof msg, "expected %s \"%s\" was not produced", kindWord(exps[j].severity),
               exps[j].text);
      optPrintDiag(sink, sink->displayName, exps[j].commentLine, exps[j].commentCol, "error", msg);
    }
    free(exps[j].text);
  }
  free(exps);
  return ok;
}
