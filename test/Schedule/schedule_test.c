/*===-- schedule_test.c - Tests of the matmul schedule space --------------===*
 * hidet-schedule-test                     unit tests; "N passed, M failed",
 *                                         exit 1 on any failure
 * hidet-schedule-test list ARCH           every schedule of the space, one a
 *                                         line, with its derived sizes
 * hidet-schedule-test pick ARCH B M N K   the schedule the cost model picks
 * hidet-schedule-test list-template NAME ARCH
 *                                         any registered template's space, one
 *                                         schedule a line: its text form, its
 *                                         parameters and shared memory
 * hidet-schedule-test pick-template NAME ARCH D0 D1 ... [facts=F]
 *                     [elt=B] [variant=V] the schedule that template's cost
 *                                         model picks for the problem dims
 *                                         D0.. (template-specific, as
 *                                         hidet.problem shows them), the
 *                                         element bytes B and variant V
 *                                         (HidetProblem.eltBytes/variant,
 *                                         default 0; the reductions need
 *                                         elt=) and the instance facts F
 *                                         (HidetProblem.facts, default 0;
 *                                         matmul_tc: 3 = both operands
 *                                         copied with cp.async)
 * hidet-schedule-test select              template selection
 *                                         (hidetTemplateRankAmong) over fake
 *                                         templates: the ranking per arch
 *
 * The unit tests restate the space's rules here (the enumeration domain,
 * the shared-memory and register formulas, the fit conditions, the
 * occupancy of the cost model) instead of calling the library for them, so
 * that the space is checked against its specification, not against itself.
 *===----------------------------------------------------------------------===*/
#include "matmul_simt_space.h"
#include "template.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int passed, failed;

static void check(bool ok, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void check(bool ok, const char *fmt, ...) {
  if (ok) {
    ++passed;
    return;
  }
  ++failed;
  va_list ap;
  va_start(ap, fmt);
  printf("FAIL: ");
  vprintf(fmt, ap);
  printf("\n");
  va_end(ap);
}

static const char *text(const HidetMatmulSchedule *s) {
  static char buf[4][96];
  static int next;
  char *b = buf[next++ % 4];
  hidetMatmulScheduleFormat(s, b, sizeof(buf[0]));
  return b;
}

/* ---- The specification, restated. ------------------------------------- */

static int64_t specBm(const HidetMatmulSchedule *s) { return (int64_t)s->wm * s->om * s->lm * s->im; }
static int64_t specBn(const HidetMatmulSchedule *s) { return (int64_t)s->wn * s->on * s->ln * s->in; }
static int64_t specThreads(const HidetMatmulSchedule *s) { return 32 * (int64_t)s->wm * s->wn; }
static int64_t specSmem(const HidetMatmulSchedule *s) {
  return (int64_t)s->stages * (specBm(s) * (s->bk + 4) + s->bk * (specBn(s) + 4)) * 4;
}
static int64_t specRegs(const HidetMatmulSchedule *s) {
  int64_t acc = (int64_t)s->om * s->im * s->on * s->in;
  int64_t frag = 2 * ((int64_t)s->om * s->im + (int64_t)s->on * s->in);
  int64_t staging = (specBm(s) * s->bk + s->bk * specBn(s)) / specThreads(s);
  return acc + frag + staging + 32;
}
static bool specFits(const HidetMatmulSchedule *s, const HidetArch *a) {
  int64_t t = specThreads(s);
  return s->lm * s->ln == 32 && t <= a->maxThreadsPerBlock && (specBm(s) * s->bk / 4) % t == 0 &&
         (s->bk * specBn(s) / 4) % t == 0 && specSmem(s) <= a->maxSmemPerBlock &&
         specRegs(s) <= a->maxRegsPerThread && (specRegs(s) + 7) / 8 * 8 * t <= a->regsPerSm;
}
/* Blocks per SM, as the cost model's occupancy term states it. */
static int64_t specBlocksPerSm(const HidetMatmulSchedule *s, const HidetArch *a) {
  int64_t t = specThreads(s), n = a->maxBlocksPerSm;
  int64_t byT = a->maxThreadsPerSm / t, byR = a->regsPerSm / ((specRegs(s) + 7) / 8 * 8 * t),
          byS = a->smemPerSm / specSmem(s);
  n = byT < n ? byT : n;
  n = byR < n ? byR : n;
  n = byS < n ? byS : n;
  return n < 1 ? 1 : n;
}

/* Every member of the enumeration domain, in any order. */
static size_t specDomain(HidetMatmulSchedule *out) {
  static const int w[] = {1, 2, 4}, o[] = {1, 2}, i2[] = {2, 4}, bk[] = {8, 16, 32},
                   st[] = {2, 3, 4}, l[][2] = {{4, 8}, {8, 4}};
  size_t n = 0;
  for (int a = 0; a < 3; ++a)
    for (int b = 0; b < 3; ++b)
      for (int c = 0; c < 2; ++c)
        for (int d = 0; d < 2; ++d)
          for (int e = 0; e < 2; ++e)
            for (int f = 0; f < 2; ++f)
              for (int g = 0; g < 2; ++g)
                for (int h = 0; h < 3; ++h)
                  for (int j = 0; j < 3; ++j)
                    for (int sk = 1; sk <= 8; sk *= 2) {
                      int p = w[a] * w[b];
                      if (p != 1 && p != 2 && p != 4 && p != 8)
                        continue;
                      HidetMatmulSchedule s = {w[a],    w[b],  o[c],  o[d],  l[g][0], l[g][1],
                                               i2[e],   i2[f], bk[h], st[j], sk};
                      out[n++] = s;
                    }
  return n;
}

static bool sameSchedule(const HidetMatmulSchedule *a, const HidetMatmulSchedule *b) {
  return a->wm == b->wm && a->wn == b->wn && a->om == b->om && a->on == b->on && a->lm == b->lm &&
         a->ln == b->ln && a->im == b->im && a->in == b->in && a->bk == b->bk &&
         a->stages == b->stages &&
         hidetMatmulScheduleSplitK(a) == hidetMatmulScheduleSplitK(b);
}

/* ---- Tests. ------------------------------------------------------------ */

/* sm_90a schedules with sm_90's calibration: same limits and cost
 * constants, only its name and tensor-core generation differ. */
static void testArchCalibration(const HidetArch *sm90) {
  const HidetArch *x = hidetArchLookup("sm_90a");
  check(x && hidetArchCalibration(x) == sm90 && hidetArchCalibration(sm90) == sm90,
        "sm_90a and sm_90 use sm_90's calibration");
  check(hidetArchLookupScheduled("sm_90a") == x && !hidetArchLookupScheduled("sm_86") &&
            !hidetArchCalibration(hidetArchLookup("sm_89")) && !hidetArchCalibration(NULL),
        "sm_90a is scheduled, sm_86/sm_89 are not");
  if (!x)
    return;
  const HidetArch *h = sm90;
  check(!strcmp(x->ptxFeatures, h->ptxFeatures) && !strcmp(x->referencePart, h->referencePart) &&
            x->smCount == h->smCount && x->maxThreadsPerBlock == h->maxThreadsPerBlock &&
            x->maxThreadsPerSm == h->maxThreadsPerSm &&
            x->maxRegsPerThread == h->maxRegsPerThread && x->regsPerSm == h->regsPerSm &&
            x->maxSmemPerBlock == h->maxSmemPerBlock && x->smemPerSm == h->smemPerSm &&
            x->maxBlocksPerSm == h->maxBlocksPerSm && x->clockGhz == h->clockGhz &&
            x->fmaPerClkPerSm == h->fmaPerClkPerSm && x->bytesPerSec == h->bytesPerSec &&
            x->tcFlopsPerClkPerSm == h->tcFlopsPerClkPerSm &&
            x->maxDynSmemPerBlock == h->maxDynSmemPerBlock && x->tensorCores == HIDET_TC_WGMMA,
        "sm_90a has sm_90's limits and cost constants, plus wgmma");
  char list[128];
  hidetArchList(true, ", ", " or ", list, sizeof list);
  check(!strcmp(list, "sm_80, sm_90 or sm_90a"), "the scheduled archs are listed");
}

static void testArchTable(void) {
  const HidetArch *a = hidetArchLookup("sm_80"), *h = hidetArchLookup("sm_90");
  check(a && h, "sm_80 and sm_90 are known");
  check(!hidetArchLookup("sm_70") && !hidetArchLookup("") && !hidetArchLookup(NULL),
        "unknown arch names give NULL");
  if (!a || !h)
    return;
  check(a->smCount == 108 && a->maxThreadsPerBlock == 1024 && a->maxThreadsPerSm == 2048 &&
            a->maxRegsPerThread == 255 && a->regsPerSm == 65536 && a->maxSmemPerBlock == 48 * 1024 &&
            a->smemPerSm == 164 * 1024 && a->maxBlocksPerSm == 32 && !strcmp(a->name, "sm_80"),
        "sm_80 limits");
  check(h->smCount == 132 && h->maxThreadsPerBlock == 1024 && h->maxThreadsPerSm == 2048 &&
            h->maxRegsPerThread == 255 && h->regsPerSm == 65536 && h->maxSmemPerBlock == 48 * 1024 &&
            h->smemPerSm == 228 * 1024 && h->maxBlocksPerSm == 32 && !strcmp(h->name, "sm_90"),
        "sm_90 limits");
  testArchCalibration(h);
}

static void testDerived(void) {
  HidetMatmulSchedule s = {2, 2, 2, 2, 4, 8, 4, 4, 8, 2, 1};
  check(hidetMatmulScheduleBlockM(&s) == 64 && hidetMatmulScheduleBlockN(&s) == 128 &&
            hidetMatmulScheduleThreads(&s) == 128,
        "w2x2-o2x2-l4x8-i4x4: bm 64, bn 128, 128 threads (got %d, %d, %d)",
        hidetMatmulScheduleBlockM(&s), hidetMatmulScheduleBlockN(&s),
        hidetMatmulScheduleThreads(&s));
  /* 2 * (64*12 + 8*132) * 4 = 14592; 64 + 2*16 + (512+1024)/128 + 32 = 140. */
  check(hidetMatmulScheduleSmemBytes(&s) == 14592, "smem of w2x2-o2x2-l4x8-i4x4-k8-s2: %" PRId64,
        hidetMatmulScheduleSmemBytes(&s));
  check(hidetMatmulScheduleRegs(&s) == 140, "regs of w2x2-o2x2-l4x8-i4x4-k8-s2: %d",
        hidetMatmulScheduleRegs(&s));
}

static void testFormat(void) {
  HidetMatmulSchedule s = {2, 2, 2, 2, 4, 8, 4, 4, 8, 2, 1};
  char buf[64];
  int n = hidetMatmulScheduleFormat(&s, buf, sizeof(buf));
  check(!strcmp(buf, "w2x2-o2x2-l4x8-i4x4-k8-s2") && n == (int)strlen(buf), "format: '%s' (%d)",
        buf, n);
  char small[6];
  n = hidetMatmulScheduleFormat(&s, small, sizeof(small));
  check(n == 25 && !strcmp(small, "w2x2-"), "format truncates like snprintf: '%s' (%d)", small, n);
  check(hidetMatmulScheduleFormat(&s, NULL, 0) == 25, "format with no buffer gives the length");
}

static void testParseRejects(void) {
  static const struct {
    const char *text, *message;
  } bad[] = {
      {"", "expected 'w<M>x<N>-o<M>x<N>-l<M>x<N>-i<M>x<N>-k<K>-s<S>[-split<S>]', got ''"},
      {"w2x2-o2x2-l4x8-i4x4-k8", "got 'w2x2-o2x2-l4x8-i4x4-k8'"},         /* no stages */
      {"w2x2-o2x2-l4x8-k8-s2", "expected 'w<M>x<N>"},                    /* no thread tile */
      {"w2-o2x2-l4x8-i4x4-k8-s2", "expected 'w<M>x<N>"},                 /* one warp number */
      {"wx2-o2x2-l4x8-i4x4-k8-s2", "expected 'w<M>x<N>"},                /* missing number */
      {"w2x2-o2x2-l4x8-i4x4-k8-s2x", "got 'w2x2-o2x2-l4x8-i4x4-k8-s2x'"}, /* trailing junk */
      {"w2x2-o2x2-l4x8-i4x4-k8-s2 ", "expected 'w<M>x<N>"},              /* trailing space */
      {" w2x2-o2x2-l4x8-i4x4-k8-s2", "expected 'w<M>x<N>"},              /* leading space */
      {"w2x2-o2x2-l4x8-i4x4-k8-s2-", "expected 'w<M>x<N>"},              /* trailing dash */
      {"w-2x2-o2x2-l4x8-i4x4-k8-s2", "expected 'w<M>x<N>"},              /* negative */
      {"w+2x2-o2x2-l4x8-i4x4-k8-s2", "expected 'w<M>x<N>"},              /* sign */
      {"w02x2-o2x2-l4x8-i4x4-k8-s2", "expected 'w<M>x<N>"},              /* leading zero */
      {"W2x2-o2x2-l4x8-i4x4-k8-s2", "expected 'w<M>x<N>"},               /* wrong letter */
      {"o2x2-w2x2-l4x8-i4x4-k8-s2", "expected 'w<M>x<N>"},               /* wrong order */
      {"w2x2-o2x2-l4x8-i4x4-k8-s99999999999", "expected 'w<M>x<N>"},     /* overflows int */
      {"w2x2_o2x2_l4x8_i4x4_k8_s2", "expected 'w<M>x<N>"},               /* wrong separator */
      {"w0x2-o2x2-l4x8-i4x4-k8-s2", "wm = 0 is out of range"},           /* zero */
      {"w2x2-o2x2-l4x8-i4x4-k8-s2-split3", "splitk = 3 must be 1, 2, 4 or 8"},
      {"w2x2-o2x2-l4x8-i4x4-k8-s2-split16", "splitk = 16 must be 1, 2, 4 or 8"},
      {"w2x2-o2x2-l4x8-i4x4-k8-s2-split0", "splitk = 0 must be 1, 2, 4 or 8"},
      {"w2x2-o2x2-l4x8-i4x4-k8-s2-split", "expected 'w<M>x<N>"},
      {"w2x2-o2x2-l4x8-i4x4-k8-s2-sk2", "expected 'w<M>x<N>"},
      {"w2x2-o2x2-l4x8-i4x4-k0-s2", "bk = 0 is out of range"},           /* zero */
      {"w2x2-o2x2-l4x8-i4x4-k8-s1", "at least 2"},                       /* single stage */
      {"w2x2-o2x2-l4x4-i4x4-k8-s2", "l4x4 has 16 lanes; a warp has 32"}, /* lm*ln != 32 */
      {"w2x2-o2x2-l8x8-i4x4-k8-s2", "l8x8 has 64 lanes"},                /* lm*ln != 32 */
      {"w2x2-o2x2-l4x8-i4x4-k100000-s2", "out of range"},                /* too large */
  };
  for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); ++i) {
    HidetMatmulSchedule s = {7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7}, orig = s;
    char why[256] = "";
    bool ok = hidetMatmulScheduleParse(bad[i].text, &s, why, sizeof(why));
    check(!ok && strstr(why, bad[i].message) && sameSchedule(&s, &orig),
          "parse '%s' must fail with '%s', leaving the output alone; got %s: '%s'", bad[i].text,
          bad[i].message, ok ? "success" : "failure", why);
  }
  char why[256] = "";
  check(!hidetMatmulScheduleParse(NULL, &(HidetMatmulSchedule){0}, why, sizeof(why)),
        "parse NULL fails");
  /* A message that does not fit is truncated, not overflowed. */
  char tiny[8];
  memset(tiny, 'z', sizeof(tiny));
  hidetMatmulScheduleParse("junk", &(HidetMatmulSchedule){0}, tiny, sizeof(tiny));
  check(tiny[7] == '\0', "parse message truncated to the buffer");
  check(!hidetMatmulScheduleParse("junk", &(HidetMatmulSchedule){0}, NULL, 0),
        "parse without a message buffer");
}

static void testSpace(const HidetArch *arch, size_t *count) {
  HidetMatmulSchedule *space = NULL, *again = NULL;
  size_t n = hidetMatmulScheduleSpace(arch, &space);
  size_t n2 = hidetMatmulScheduleSpace(arch, &again);
  *count = n;
  check(n > 0 && space, "%s: the space is not empty", arch->name);
  check(n == n2 && (n == 0 || !memcmp(space, again, n * sizeof(*space))),
        "%s: the space is deterministic", arch->name);

  /* Members: fit, relations, round trip, inside the domain, no duplicates. */
  static HidetMatmulSchedule domain[16384]; /* 8 warp shapes * 288 * 4 split-K factors */
  size_t nd = specDomain(domain);
  for (size_t i = 0; i < n; ++i) {
    const HidetMatmulSchedule *s = &space[i];
    char why[256] = "";
    check(hidetMatmulScheduleFits(s, arch, why, sizeof(why)), "%s: %s fits (%s)", arch->name,
          text(s), why);
    int bm = hidetMatmulScheduleBlockM(s), bn = hidetMatmulScheduleBlockN(s),
        t = hidetMatmulScheduleThreads(s);
    check(bm == specBm(s) && bn == specBn(s) && t == specThreads(s) && s->lm * s->ln == 32 &&
              hidetMatmulScheduleSmemBytes(s) == specSmem(s) &&
              hidetMatmulScheduleRegs(s) == specRegs(s),
          "%s: derived sizes of %s", arch->name, text(s));
    check(t <= arch->maxThreadsPerBlock && (bm * s->bk / 4) % t == 0 && (s->bk * bn / 4) % t == 0 &&
              hidetMatmulScheduleSmemBytes(s) <= arch->maxSmemPerBlock &&
              hidetMatmulScheduleRegs(s) <= arch->maxRegsPerThread,
          "%s: %s within limits", arch->name, text(s));
    char buf[96];
    int len = hidetMatmulScheduleFormat(s, buf, sizeof(buf));
    HidetMatmulSchedule back;
    char pwhy[256] = "";
    bool ok = hidetMatmulScheduleParse(buf, &back, pwhy, sizeof(pwhy));
    check(len == (int)strlen(buf) && ok && sameSchedule(s, &back), "%s: round trip of %s (%s)",
          arch->name, buf, pwhy);
    bool inDomain = false;
    for (size_t j = 0; j < nd && !inDomain; ++j)
      inDomain = sameSchedule(s, &domain[j]);
    check(inDomain, "%s: %s is in the enumeration domain", arch->name, text(s));
    bool dup = false;
    for (size_t j = 0; j < i && !dup; ++j)
      dup = sameSchedule(s, &space[j]);
    check(!dup, "%s: %s appears once", arch->name, text(s));
  }
  /* Completeness: every domain member that fits by the restated rules is in
   * the space, and the library's Fits agrees with the rules on all of them. */
  size_t expected = 0;
  for (size_t j = 0; j < nd; ++j) {
    bool fits = specFits(&domain[j], arch);
    expected += fits;
    check(hidetMatmulScheduleFits(&domain[j], arch, NULL, 0) == fits, "%s: Fits(%s) == %d",
          arch->name, text(&domain[j]), fits);
  }
  check(n == expected, "%s: space has %zu schedules, the rules give %zu", arch->name, n, expected);
  free(space);
  free(again);
}

static void expectUnfit(const char *textForm, const HidetArch *arch, const char *message) {
  HidetMatmulSchedule s;
  char why[256] = "";
  if (!hidetMatmulScheduleParse(textForm, &s, why, sizeof(why))) {
    check(false, "parse %s: %s", textForm, why);
    return;
  }
  bool ok = hidetMatmulScheduleFits(&s, arch, why, sizeof(why));
  check(!ok && strstr(why, message), "%s on %s must not fit ('%s'); got %s: '%s'", textForm,
        arch->name, message, ok ? "fits" : "no fit", why);
  printf("rejected %s on %s: %s\n", textForm, arch->name, why);
}

static void testFits(const HidetArch *arch) {
  /* 4 * (128*36 + 32*132) * 4 = 141312 bytes. */
  expectUnfit("w2x4-o2x2-l8x4-i4x4-k32-s4", arch, "shared memory");
  expectUnfit("w8x8-o1x1-l4x8-i2x2-k8-s2", arch, "threads");
  expectUnfit("w1x1-o2x2-l4x8-i8x8-k8-s2", arch, "registers"); /* 256 accumulators */
  expectUnfit("w4x4-o1x1-l4x8-i2x2-k8-s2", arch, "not a multiple of 512 threads"); /* A tile */
  expectUnfit("w1x1-o1x1-l32x1-i1x3-k8-s2", arch, "bn = 3 must be a multiple of 4");
  expectUnfit("w1x1-o1x1-l4x8-i4x4-k6-s2", arch, "bk = 6 must be a multiple of 4");
  HidetMatmulSchedule bad = {2, 2, 2, 2, 4, 4, 4, 4, 8, 2, 1};
  char why[256] = "";
  check(!hidetMatmulScheduleFits(&bad, arch, why, sizeof(why)) && strstr(why, "32"),
        "Fits rejects lm*ln != 32: '%s'", why);
  HidetMatmulSchedule neg = {2, -2, 2, 2, 4, 8, 4, 4, 8, 2, 1};
  check(!hidetMatmulScheduleFits(&neg, arch, why, sizeof(why)) && strstr(why, "wn = -2"),
        "Fits rejects a negative field: '%s'", why);
}

static double cost(const HidetMatmulSchedule *s, const HidetArch *a, int64_t b, int64_t m,
                   int64_t n, int64_t k) {
  HidetMatmulProblem p = {.batch = b, .m = m, .n = n, .k = k};
  return hidetMatmulScheduleCost(s, &p, a);
}

static const HidetMatmulSchedule *pick(const HidetMatmulSchedule *space, size_t n,
                                       const HidetArch *a, int64_t b, int64_t m, int64_t nn,
                                       int64_t k) {
  HidetMatmulProblem p = {.batch = b, .m = m, .n = nn, .k = k};
  size_t i = hidetMatmulSchedulePick(space, n, &p, a);
  /* The pick is the argmin, and the first of equals. */
  double c = hidetMatmulScheduleCost(&space[i], &p, a);
  bool argmin = i < n;
  for (size_t j = 0; j < n && argmin; ++j) {
    double cj = hidetMatmulScheduleCost(&space[j], &p, a);
    argmin = j < i ? cj > c : cj >= c;
  }
  check(argmin, "%s: pick for (%lld,%lld,%lld,%lld) is the first argmin", a->name, (long long)b,
        (long long)m, (long long)nn, (long long)k);
  return &space[i < n ? i : 0];
}

static void testCost(const HidetArch *arch) {
  HidetMatmulSchedule *space = NULL;
  size_t n = hidetMatmulScheduleSpace(arch, &space);
  if (!n) {
    check(false, "%s: empty space", arch->name);
    return;
  }
  const HidetMatmulSchedule *big = pick(space, n, arch, 1, 4096, 4096, 4096);
  const HidetMatmulSchedule *gemv = pick(space, n, arch, 1, 1, 3072, 768);
  printf("%s pick (1, 4096, 4096, 4096): %s (bm %d, bn %d)\n", arch->name, text(big),
         hidetMatmulScheduleBlockM(big), hidetMatmulScheduleBlockN(big));
  printf("%s pick (1, 1, 3072, 768): %s (bm %d, bn %d)\n", arch->name, text(gemv),
         hidetMatmulScheduleBlockM(gemv), hidetMatmulScheduleBlockN(gemv));
  check(hidetMatmulScheduleBlockM(big) * hidetMatmulScheduleBlockN(big) >= 64 * 64,
        "%s: the 4096^3 pick %s has a tile of at least 64x64", arch->name, text(big));
  check(!sameSchedule(big, gemv), "%s: m=1 picks something else than 4096^3 (%s)", arch->name,
        text(gemv));

  /* Positive, finite; monotone in every dimension for every schedule. */
  bool positive = true, monoM = true, monoN = true, monoK = true, monoB = true;
  for (size_t i = 0; i < n; ++i) {
    const HidetMatmulSchedule *s = &space[i];
    double prev = 0;
    for (int64_t m = 1; m <= 6000; m += 37) {
      double c = cost(s, arch, 1, m, 1024, 512);
      positive &= c > 0 && c < 1e12;
      monoM &= c >= prev;
      prev = c;
    }
    prev = 0;
    for (int64_t nn = 1; nn <= 6000; nn += 41) {
      double c = cost(s, arch, 2, 256, nn, 300);
      monoN &= c >= prev;
      prev = c;
    }
    prev = 0;
    for (int64_t k = 1; k <= 2000; k += 3) {
      double c = cost(s, arch, 1, 512, 512, k);
      monoK &= c >= prev;
      prev = c;
    }
    prev = 0;
    for (int64_t b = 1; b <= 300; ++b) {
      double c = cost(s, arch, b, 64, 64, 64);
      monoB &= c >= prev;
      prev = c;
    }
  }
  check(positive, "%s: costs are positive and finite", arch->name);
  check(monoM, "%s: cost is non-decreasing in m", arch->name);
  check(monoN, "%s: cost is non-decreasing in n", arch->name);
  check(monoK, "%s: cost is non-decreasing in k", arch->name);
  check(monoB, "%s: cost is non-decreasing in batch", arch->name);

  /* Waves: one block more than a full wave costs a second wave. Only
   * schedules without split-K: with S blocks per output tile a full wave
   * is not a whole number of tiles. */
  for (size_t i = 0; i < n; i += 17) {
    const HidetMatmulSchedule *s = &space[i];
    if (hidetMatmulScheduleSplitK(s) > 1)
      continue;
    int64_t bm = hidetMatmulScheduleBlockM(s), bn = hidetMatmulScheduleBlockN(s);
    int64_t full = arch->smCount * specBlocksPerSm(s, arch);
    double one = cost(s, arch, full, bm, bn, 256), over = cost(s, arch, full + 1, bm, bn, 256),
           two = cost(s, arch, 2 * full, bm, bn, 256);
    check(over > one * 1.5 && over == two,
          "%s: %s: %lld blocks (a full wave) cost %g, one more %g, two waves %g", arch->name,
          text(s), (long long)full, one, over, two);
    /* Edge tiles: m = bm + 1 costs as much as 2*bm. */
    check(cost(s, arch, 1, bm + 1, 1000, 256) == cost(s, arch, 1, 2 * bm, 1000, 256),
          "%s: %s: a partial tile costs a full one", arch->name, text(s));
  }
  /* Nothing to do costs nothing. */
  check(cost(&space[0], arch, 0, 64, 64, 64) == 0 && cost(&space[0], arch, 1, 0, 64, 64) == 0,
        "%s: empty problems cost 0", arch->name);

  /* Ties go to the earlier index. */
  HidetMatmulSchedule twice[3] = {space[n - 1], space[0], space[0]};
  HidetMatmulProblem p = {.batch = 1, .m = 128, .n = 128, .k = 128};
  size_t i = hidetMatmulSchedulePick(twice + 1, 2, &p, arch);
  check(i == 0, "%s: a tie picks the earlier index (got %zu)", arch->name, i);
  free(space);
}

/* hidetTemplateRank: the top k are the k cheapest in order, the first is
 * the single pick, and equal costs keep the space's order; hidetProblemKey
 * joins the dims with 'x'. */
static void testRank(const HidetArch *a) {
  const HidetTemplate *t = hidetTemplateLookup("matmul_f32_simt");
  HidetSchedule *space = NULL;
  size_t n = t->sched->space(t, a, &space);
  HidetProblem p = {.dims = {1, 100, 72, 40}, .numDims = 4};
  size_t one, top[8];
  double costs[8];
  hidetTemplateRank(t, space, n, &p, a, 1, &one, NULL);
  size_t got = hidetTemplateRank(t, space, n, &p, a, 8, top, costs);
  bool sorted = got == 8 && top[0] == one;
  for (size_t i = 1; i < got; ++i)
    sorted &= costs[i - 1] < costs[i] || (costs[i - 1] == costs[i] && top[i - 1] < top[i]);
  size_t cheaper = 0; /* schedules strictly cheaper than the 8th */
  for (size_t i = 0; i < n; ++i)
    cheaper += t->sched->cost(t, &space[i], &p, a) < costs[7];
  check(sorted && cheaper <= 7, "%s: rank: top 8 sorted, first is the pick, none missed",
        a->name);
  check(hidetTemplateRank(t, space, 3, &p, a, 8, top, costs) == 3, "%s: rank: k > n gives n",
        a->name);
  free(space);
  char key[64];
  hidetProblemKey(t, &p, key, sizeof key);
  check(strcmp(key, "1x100x72x40") == 0, "problem key '%s'", key);
}

static int runUnit(void) {
  testArchTable();
  testDerived();
  testFormat();
  testParseRejects();
  const char *names[] = {"sm_80", "sm_90"};
  for (int i = 0; i < 2; ++i) {
    const HidetArch *a = hidetArchLookup(names[i]);
    if (!a)
      continue;
    size_t count = 0;
    testSpace(a, &count);
    printf("space %s: %zu schedules\n", a->name, count);
    testFits(a);
    testCost(a);
    testRank(a);
  }
  printf("%d passed, %d failed\n", passed, failed);
  return failed ? 1 : 0;
}

/* ---- Subcommands. ------------------------------------------------------ */

static const HidetArch *archArg(const char *name) {
  const HidetArch *a = hidetArchLookup(name);
  if (!a) {
    char known[128];
    hidetArchList(false, ", ", ", ", known, sizeof known);
    fprintf(stderr, "hidet-schedule-test: unknown arch '%s' (%s)\n", name, known);
  }
  return a;
}

static bool int64Arg(const char *s, int64_t *out) {
  char *end;
  long long v = strtoll(s, &end, 10);
  if (!*s || *end || v < 0) {
    fprintf(stderr, "hidet-schedule-test: '%s' is not a non-negative integer\n", s);
    return false;
  }
  *out = v;
  return true;
}

static int runList(const HidetArch *a) {
  HidetMatmulSchedule *space = NULL;
  size_t n = hidetMatmulScheduleSpace(a, &space);
  for (size_t i = 0; i < n; ++i) {
    const HidetMatmulSchedule *s = &space[i];
    printf("%s bm=%d bn=%d threads=%d smem=%" PRId64 " regs=%d\n", text(s),
           hidetMatmulScheduleBlockM(s), hidetMatmulScheduleBlockN(s),
           hidetMatmulScheduleThreads(s), hidetMatmulScheduleSmemBytes(s),
           hidetMatmulScheduleRegs(s));
  }
  free(space);
  return 0;
}

static int runPick(const HidetArch *a, const HidetMatmulProblem *p) {
  HidetMatmulSchedule *space = NULL;
  size_t n = hidetMatmulScheduleSpace(a, &space);
  if (!n) {
    fprintf(stderr, "hidet-schedule-test: empty space for %s\n", a->name);
    free(space);
    return 1;
  }
  size_t i = hidetMatmulSchedulePick(space, n, p, a);
  printf("%s\n", text(&space[i]));
  free(space);
  return 0;
}

static const HidetTemplate *templateArg(const char *name) {
  const HidetTemplate *t = hidetTemplateLookup(name);
  if (!t) {
    char list[1024];
    hidetTemplateListText(list, sizeof list);
    fprintf(stderr, "hidet-schedule-test: unknown template '%s' (the templates are: %s)\n", name,
            list);
  }
  return t;
}

/* Every schedule of template t's space for a: text form (or the parameter
 * list when the template has no text form to read back), parameters,
 * shared memory of its register-staged kernel. */
static int runListTemplate(const HidetTemplate *t, const HidetArch *a) {
  HidetSchedule *space = NULL;
  size_t n = t->sched->space(t, a, &space);
  for (size_t i = 0; i < n; ++i) {
    char buf[128];
    t->sched->format(t, &space[i], buf, sizeof buf);
    printf("%s", buf);
    for (int k = 0; k < t->sched->numParams; ++k)
      printf(" %s=%" PRId64, t->sched->paramNames[k], space[i].v[k]);
    printf(" smem=%" PRId64 "\n", t->sched->smemBytes(t, &space[i], HIDET_LOAD_REGISTER));
  }
  free(space);
  return 0;
}

static int runPickTemplate(const HidetTemplate *t, const HidetArch *a, int n, char **dims) {
  HidetProblem p;
  memset(&p, 0, sizeof p);
  /* Trailing key=value options, in any order. */
  for (; n > 0 && strchr(dims[n - 1], '='); --n) {
    const char *o = dims[n - 1], *v = strchr(o, '=') + 1;
    int64_t x;
    if (!int64Arg(v, &x))
      return 1;
    if (!strncmp(o, "facts=", 6))
      p.facts = (unsigned)x;
    else if (!strncmp(o, "elt=", 4))
      p.eltBytes = (int)x;
    else if (!strncmp(o, "variant=", 8))
      p.variant = (int)x;
    else {
      fprintf(stderr, "hidet-schedule-test: unknown option '%s' (facts=, elt=, variant=)\n", o);
      return 1;
    }
  }
  if (n > HIDET_MAX_PROBLEM_DIMS) {
    fprintf(stderr, "hidet-schedule-test: at most %d problem dims\n", HIDET_MAX_PROBLEM_DIMS);
    return 1;
  }
  for (int i = 0; i < n; ++i)
    if (!int64Arg(dims[i], &p.dims[i]))
      return 1;
  p.numDims = n;
  HidetSchedule *space = NULL;
  size_t ns = t->sched->space(t, a, &space);
  if (!ns) {
    fprintf(stderr, "hidet-schedule-test: empty space for %s on %s\n", t->name, a->name);
    free(space);
    return 1;
  }
  size_t best;
  hidetTemplateRank(t, space, ns, &p, a, 1, &best, NULL);
  char buf[128], desc[512];
  t->sched->format(t, &space[best], buf, sizeof buf);
  t->sched->describe(t, &space[best], &p, a, desc, sizeof desc);
  printf("%s (%s)\n", buf, desc);
  free(space);
  return 0;
}

/* ---- Selection over fake templates. ------------------------------------ */

/* A fake template takes every kernel function (or only those on `arch`);
 * its space is two schedules costing cost and 2 * cost; problem() fails
 * when cost < 0. */
typedef struct {
  double cost;
  const char *arch;
} Fake;

static int fakeCosted; /* cost calls, to show a single match is not costed */

static bool fakeMatches(const HidetTemplate *self, MlirOperation fn, MlirOperation anchor,
                        const HidetArch *arch) {
  const Fake *f = self->data;
  return !f->arch || !strcmp(f->arch, arch->name);
}

static bool fakeProblem(const HidetTemplate *self, MlirOperation fn, MlirOperation anchor,
                        HidetProblem *p, char *why, size_t whySize) {
  *p = (HidetProblem){.dims = {1}, .numDims = 1};
  return ((const Fake *)self->data)->cost >= 0 || hidetFailWhy(why, whySize, "no problem");
}

static size_t fakeSpace(const HidetTemplate *self, const HidetArch *arch, HidetSchedule **out) {
  *out = calloc(2, sizeof **out);
  if (!*out)
    abort();
  (*out)[0].v[0] = 2;
  (*out)[1].v[0] = 1;
  return 2;
}

static double fakeCost(const HidetTemplate *self, const HidetSchedule *s, const HidetProblem *p,
                       const HidetArch *arch) {
  ++fakeCosted;
  return ((const Fake *)self->data)->cost * (double)s->v[0];
}

static const HidetScheduleSpaceOps kFakeSchedule = {.space = fakeSpace, .cost = fakeCost};

#define FAKE(n, c, a)                                                                              \
  {.name = n, .data = &(const Fake){c, a}, .sched = &kFakeSchedule, .matches = fakeMatches,        \
   .problem = fakeProblem}
static const HidetTemplate kFakes[] = {
    FAKE("slow", 5.0, NULL),     FAKE("fast", 2.0, NULL),   FAKE("tie", 2.0, NULL),
    FAKE("sm90only", 1.0, "sm_90"), FAKE("noproblem", -1.0, NULL),
};

/* Ranks list[0..n) on arch: "sm_80: fast tie slow noproblem (costed 8)". */
static void printRanking(const HidetTemplate *const *list, size_t n, const char *arch) {
  const HidetTemplate *out[8];
  fakeCosted = 0;
  MlirOperation none = {NULL};
  size_t got = hidetTemplateRankAmong(list, n, none, none, hidetArchLookup(arch), out, 8);
  printf("%s:", arch);
  for (size_t i = 0; i < got; ++i)
    printf(" %s", out[i]->name);
  printf("%s (costed %d)\n", got ? "" : " none", fakeCosted);
}

static int runSelect(void) {
  const HidetTemplate *all[5], *slow[1] = {&kFakes[0]}, *sm90[1] = {&kFakes[3]};
  for (size_t i = 0; i < 5; ++i)
    all[i] = &kFakes[i];
  printRanking(all, 5, "sm_80");
  printRanking(all, 5, "sm_90");
  printRanking(slow, 1, "sm_80");
  printRanking(sm90, 1, "sm_80");
  return 0;
}

int main(int argc, char **argv) {
  if (argc == 1)
    return runUnit();
  if (!strcmp(argv[1], "select") && argc == 2)
    return runSelect();
  if (!strcmp(argv[1], "list") && argc == 3) {
    const HidetArch *a = archArg(argv[2]);
    return a ? runList(a) : 1;
  }
  if (!strcmp(argv[1], "pick") && argc == 7) {
    const HidetArch *a = archArg(argv[2]);
    HidetMatmulProblem p = {0};
    if (!a || !int64Arg(argv[3], &p.batch) || !int64Arg(argv[4], &p.m) ||
        !int64Arg(argv[5], &p.n) || !int64Arg(argv[6], &p.k))
      return 1;
    return runPick(a, &p);
  }
  if (!strcmp(argv[1], "list-template") && argc == 4) {
    const HidetTemplate *t = templateArg(argv[2]);
    const HidetArch *a = t ? archArg(argv[3]) : NULL;
    return a ? runListTemplate(t, a) : 1;
  }
  if (!strcmp(argv[1], "pick-template") && argc >= 5) {
    const HidetTemplate *t = templateArg(argv[2]);
    const HidetArch *a = t ? archArg(argv[3]) : NULL;
    return a ? runPickTemplate(t, a, argc - 4, argv + 4) : 1;
  }
  fprintf(stderr, "usage: hidet-schedule-test [list ARCH | pick ARCH BATCH M N K | list-template "
                  "NAME ARCH | pick-template NAME ARCH D0 D1 ... [facts=F] [elt=B] [variant=V] | select]\n");
  return 1;
}
