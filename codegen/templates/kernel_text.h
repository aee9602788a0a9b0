/*===-- kernel_text.h - The text builder of the template emitters ---------===*
 * Every template emitter writes its gpu.func body as MLIR text through this
 * one builder: lines at an indent, fresh SSA names, index constants that
 * are declared once at the top of the kernel, and the index arithmetic the
 * emitters share (binary ops, unsigned compares, selects, clamps). The
 * names it hands out are `KtVal`s: "%v12", a constant "%c64", or result i
 * of a multi-result op "%v3#1".
 *
 * Out of memory while emitting text aborts (the emitters have no way to
 * recover a half-written kernel).
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_KERNEL_TEXT_H
#define HIDET_KERNEL_TEXT_H

#include "hidet_internal.h"

#include <stdbool.h>
#include <stdint.h>

typedef struct {
  char s[48];
} KtVal;

typedef struct {
  HidetStr body;    /* the lines written so far */
  int next;         /* fresh-name counter */
  int indent;       /* two spaces per level */
  int64_t *consts;  /* index constants used, in first-use order */
  int numConsts, capConsts;
} KernelText;

void ktInit(KernelText *t, int indent);
void ktFree(KernelText *t);

/* One line of text at the current indent. */
void ktLine(KernelText *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
KtVal ktFresh(KernelText *t);
/* Result i of the multi-result op named v ("%v3" -> "%v3#1"). */
KtVal ktResult(KtVal v, int i);
/* The index constant c ("%c64"), declared by ktEmitConstants. */
KtVal ktIndex(KernelText *t, int64_t c);
/* Whether v is the index constant c. */
bool ktIsIndex(KernelText *t, KtVal v, int64_t c);
/* `arith.<op> a, b : index`, and the same with a constant right operand. */
KtVal ktIx(KernelText *t, const char *op, KtVal a, KtVal b);
KtVal ktIxc(KernelText *t, const char *op, KtVal a, int64_t c);
/* a < b, unsigned (i1). */
KtVal ktUlt(KernelText *t, KtVal a, KtVal b);
/* cond ? a : b on index values. */
KtVal ktSelect(KernelText *t, KtVal cond, KtVal a, KtVal b);
/* x clamped into [lo, hi], signed (x may be negative). */
KtVal ktClamp(KernelText *t, KtVal x, int64_t lo, int64_t hi);
/* When `need`: opens `scf.if a < bound {` (unsigned) and returns true;
 * else emits nothing and returns false. ktEndIf closes what it opened. */
bool ktIfUlt(KernelText *t, bool need, KtVal a, int64_t bound);
void ktEndIf(KernelText *t, bool opened);
/* ktIfUlt with a bound that is a value (a run-time extent). */
bool ktIfUltV(KernelText *t, bool need, KtVal a, KtVal bound);
/* `<indent>%cN = arith.constant N : index` for every constant used. */
void ktEmitConstants(const KernelText *t, HidetStr *out, const char *indent);

#endif /* HIDET_KERNEL_TEXT_H */
