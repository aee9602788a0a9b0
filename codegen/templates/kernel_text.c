/*===-- kernel_text.c - The text builder of the template emitters ---------===*/
#include "kernel_text.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void ktInit(KernelText *t, int indent) {
  memset(t, 0, sizeof *t);
  hidetStrInit(&t->body);
  t->indent = indent;
}

void ktFree(KernelText *t) {
  hidetStrFree(&t->body);
  free(t->consts);
  t->consts = NULL;
  t->numConsts = t->capConsts = 0;
}

void ktLine(KernelText *t, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  char *buf = malloc((size_t)n + 1);
  if (!buf)
    abort(); /* out of memory while emitting text */
  va_start(ap, fmt);
  vsnprintf(buf, (size_t)n + 1, fmt, ap);
  va_end(ap);
  for (int i = 0; i < t->indent; ++i)
    hidetStrAppend(&t->body, "  ", 2);
  hidetStrAppend(&t->body, buf, (size_t)n);
  hidetStrAppend(&t->body, "\n", 1);
  free(buf);
}

KtVal ktFresh(KernelText *t) {
  KtVal v;
  snprintf(v.s, sizeof v.s, "%%v%d", t->next++);
  return v;
}

KtVal ktResult(KtVal v, int i) {
  KtVal r;
  snprintf(r.s, sizeof r.s, "%.30s#%d", v.s, i);
  return r;
}

KtVal ktIndex(KernelText *t, int64_t c) {
  bool seen = false;
  for (int i = 0; i < t->numConsts && !seen; ++i)
    seen = t->consts[i] == c;
  if (!seen) {
    if (t->numConsts == t->capConsts) {
      t->capConsts = t->capConsts ? 2 * t->capConsts : 32;
      t->consts = realloc(t->consts, (size_t)t->capConsts * sizeof *t->consts);
      if (!t->consts)
        abort(); /* out of memory while emitting text */
    }
    t->consts[t->numConsts++] = c;
  }
  KtVal v;
  snprintf(v.s, sizeof v.s, "%%c%lld", (long long)c);
  return v;
}

bool ktIsIndex(KernelText *t, KtVal v, int64_t c) { return !strcmp(v.s, ktIndex(t, c).s); }

KtVal ktIx(KernelText *t, const char *op, KtVal a, KtVal b) {
  KtVal r = ktFresh(t);
  ktLine(t, "%s = arith.%s %s, %s : index", r.s, op, a.s, b.s);
  return r;
}

KtVal ktIxc(KernelText *t, const char *op, KtVal a, int64_t c) {
  return ktIx(t, op, a, ktIndex(t, c));
}

KtVal ktUlt(KernelText *t, KtVal a, KtVal b) {
  KtVal r = ktFresh(t);
  ktLine(t, "%s = arith.cmpi ult, %s, %s : index", r.s, a.s, b.s);
  return r;
}

KtVal ktSelect(KernelText *t, KtVal cond, KtVal a, KtVal b) {
  KtVal r = ktFresh(t);
  ktLine(t, "%s = arith.select %s, %s, %s : index", r.s, cond.s, a.s, b.s);
  return r;
}

KtVal ktClamp(KernelText *t, KtVal x, int64_t lo, int64_t hi) {
  return ktIxc(t, "minsi", ktIxc(t, "maxsi", x, lo), hi);
}

bool ktIfUlt(KernelText *t, bool need, KtVal a, int64_t bound) {
  if (!need)
    return false;
  ktLine(t, "scf.if %s {", ktUlt(t, a, ktIndex(t, bound)).s);
  t->indent++;
  return true;
}

bool ktIfUltV(KernelText *t, bool need, KtVal a, KtVal bound) {
  if (!need)
    return false;
  ktLine(t, "scf.if %s {", ktUlt(t, a, bound).s);
  t->indent++;
  return true;
}

void ktEndIf(KernelText *t, bool opened) {
  if (!opened)
    return;
  t->indent--;
  ktLine(t, "}");
}

void ktEmitConstants(const KernelText *t, HidetStr *out, const char *indent) {
  for (int i = 0; i < t->numConsts; ++i)
    hidetStrAppendf(out, "%s%%c%lld = arith.constant %lld : index\n", indent,
                    (long long)t->consts[i], (long long)t->consts[i]);
}
