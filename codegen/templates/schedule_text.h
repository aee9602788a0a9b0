/*===-- schedule_text.h - Reading a schedule's text form ------------------===*
 * The two scanners the GEMM templates' schedule parsers share
 * ("w2x2-mma2x4-k32-s3", "wg2-mt1-n256-g8-s4"): a field and a literal at a
 * cursor that advances past what matched.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_SCHEDULE_TEXT_H
#define HIDET_SCHEDULE_TEXT_H

#include <stdbool.h>
#include <string.h>

/* A decimal in 1..max without sign or leading zeros at *p. */
static inline bool schedTextField(const char **p, int max, int *out) {
  const char *q = *p;
  if (*q < '1' || *q > '9')
    return false;
  int v = 0;
  while (*q >= '0' && *q <= '9' && v <= max)
    v = v * 10 + (*q++ - '0');
  if (v > max)
    return false;
  *out = v;
  *p = q;
  return true;
}

/* The literal s at *p. */
static inline bool schedTextLit(const char **p, const char *s) {
  size_t n = strlen(s);
  if (strncmp(*p, s, n))
    return false;
  *p += n;
  return true;
}

#endif /* HIDET_SCHEDULE_TEXT_H */
