/*===-- compare.c - Compare a run's outputs with the reference's ----------===*
 * Used by --compare: every memref argument of the run under test is
 * compared with the same argument after the reference run (inputs compare
 * equal trivially; outputs are what matters). Elements are read as double.
 * An element passes when |got - want| <= atol + rtol * |want|; a NaN passes
 * only against a NaN, so an output element the run never wrote (still
 * poison) fails against a written reference. --expect compares the same
 * way against an array read from a .npy file, which may hold another float
 * type than the argument (an f32 file checks an f16 or bf16 result).
 *===----------------------------------------------------------------------===*/
#include "run.h"

#include <math.h>
#include <string.h>

static double elementAt(RunnerElemType e, const void *data, int64_t i) {
  const unsigned char *p = (const unsigned char *)data + (size_t)i * runnerElemSize(e);
  switch (e.kind) {
  case RunnerElemI1:
    return p[0] ? 1.0 : 0.0;
  case RunnerElemF16: {
    uint16_t h;
    memcpy(&h, p, 2);
    return runnerF16ToF32(h);
  }
  case RunnerElemBF16: {
    uint16_t b;
    memcpy(&b, p, 2);
    return runnerBF16ToF32(b);
  }
  case RunnerElemF32: {
    float f;
    memcpy(&f, p, 4);
    return f;
  }
  case RunnerElemF64: {
    double d;
    memcpy(&d, p, 8);
    return d;
  }
  case RunnerElemInt:
    break;
  }
  uint64_t u = 0;
  memcpy(&u, p, (size_t)e.bits / 8);
  if (e.isUnsigned)
    return (double)u;
  /* Sign-extend from the element's width. */
  int shift = 64 - e.bits;
  return (double)((int64_t)(u << shift) >> shift);
}

static void printNumber(double x) {
  if (isnan(x))
    printf("nan");
  else
    printf("%.9g", x);
}

static void printIndex(const RunnerType *t, int64_t flat) {
  int64_t idx[RUNNER_MAX_RANK];
  for (int d = t->rank - 1; d >= 0; --d) {
    int64_t n = t->shape[d] ? t->shape[d] : 1;
    idx[d] = flat % n;
    flat /= n;
  }
  putchar('[');
  for (int d = 0; d < t->rank; ++d)
    printf("%s%lld", d ? ", " : "", (long long)idx[d]);
  putchar(']');
}

bool runnerCompareValues(int index, const RunnerValue *got, const RunnerValue *want, double atol,
                         double rtol) {
  return runnerCompareBuffer("compare", index, got, want->data, want->type.elem, atol, rtol);
}

bool runnerCompareBuffer(const char *label, int index, const RunnerValue *got, const void *wantData,
                         RunnerElemType wantElem, double atol, double rtol) {
  const RunnerType *t = &got->type;
  if (!t->isMemref)
    return true;
  double maxAbs = 0, maxRel = 0;
  int64_t bad = 0, firstBad = -1;
  for (int64_t i = 0; i < t->numElements; ++i) {
    double g = elementAt(t->elem, got->data, i), w = elementAt(wantElem, wantData, i);
    bool ok;
    if (isnan(w) || isnan(g)) {
      ok = isnan(w) && isnan(g);
    } else if (isinf(w) || isinf(g)) {
      ok = g == w;
    } else {
      double err = fabs(g - w);
      if (err > maxAbs)
        maxAbs = err;
      if (w != 0 && err / fabs(w) > maxRel)
        maxRel = err / fabs(w);
      ok = err <= atol + rtol * fabs(w);
    }
    if (!ok && bad++ == 0)
      firstBad = i;
  }
  printf("%s: arg #%d %s: max abs error %.3g, max rel error %.3g, %lld of %lld elements "
         "outside atol=%g rtol=%g",
         label, index, t->text, maxAbs, maxRel, (long long)bad, (long long)t->numElements, atol,
         rtol);
  if (bad) {
    printf("; first at ");
    printIndex(t, firstBad);
    printf(": got ");
    printNumber(elementAt(t->elem, got->data, firstBad));
    printf(", reference ");
    printNumber(elementAt(wantElem, wantData, firstBad));
  }
  putchar('\n');
  return bad == 0;
}
