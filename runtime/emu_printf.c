/*===-- emu_printf.c - Device printf and assert ----------------------------===*
 * printf: CUDA's device printf is vprintf(format, buffer), the buffer holding
 * the arguments packed one after another, each aligned to its own size (ints
 * 4 bytes, `l`/`ll`/`z`/`j`/`t` integers, doubles and pointers 8; floats are
 * promoted to double by the caller). hidet_emu_printf reads the buffer the
 * way the format says, as the device does, and checks that the format reads
 * no more bytes than the kernel packed.
 * Output order: the text of each call is kept with the block's and thread's
 * linear ids and a sequence number; at the end of the launch (also a failed
 * one) the records are sorted by block, then thread, then call, and written
 * to stdout. So a launch's output is the same under every scheduling order.
 * Outside a launch the text goes to stdout at once.
 *
 * assert: __assertfail prints CUDA's message (file, line, function, block,
 * thread, message) on stderr and ends the thread. The launch then stops: the
 * threads of the block that the current scheduling round has not yet run
 * still run until they block, exit or fail an assertion themselves (as the
 * lanes of a warp reach the trap together), then no further rounds or
 * blocks run, and the failed flag is set.
 *===----------------------------------------------------------------------===*/
#include "emu_internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  int64_t block;
  int32_t thread;
  int64_t seq;
  char *text;
} PrintRecord;

static PrintRecord *gRecords;
static int64_t gNumRecords, gCapRecords;

/* A growing string. */
typedef struct {
  char *data;
  size_t len, cap;
} Text;

static void textAppend(Text *t, const char *s, size_t n) {
  if (t->len + n + 1 > t->cap) {
    size_t cap = t->cap ? t->cap : 128;
    while (cap < t->len + n + 1)
      cap *= 2;
    char *d = realloc(t->data, cap);
    if (!d)
      abort(); /* out of memory while formatting */
    t->data = d;
    t->cap = cap;
  }
  memcpy(t->data + t->len, s, n);
  t->len += n;
  t->data[t->len] = '\0';
}

/* Appends what snprintf(spec, ...) writes. */
static void appendf(Text *t, const char *spec, ...) {
  va_list ap, again;
  va_start(ap, spec);
  va_copy(again, ap);
  char small[256];
  int n = vsnprintf(small, sizeof small, spec, ap);
  if (n > 0 && (size_t)n < sizeof small) {
    textAppend(t, small, (size_t)n);
  } else if (n > 0) {
    char *big = malloc((size_t)n + 1);
    if (!big)
      abort(); /* out of memory while formatting */
    vsnprintf(big, (size_t)n + 1, spec, again);
    textAppend(t, big, (size_t)n);
    free(big);
  }
  va_end(again);
  va_end(ap);
}

static int cmpRecord(const void *pa, const void *pb) {
  const PrintRecord *a = pa, *b = pb;
  if (a->block != b->block)
    return a->block < b->block ? -1 : 1;
  if (a->thread != b->thread)
    return a->thread < b->thread ? -1 : 1;
  return a->seq < b->seq ? -1 : a->seq > b->seq;
}

void emuPrintfFlush(void) {
  if (gNumRecords == 0)
    return;
  qsort(gRecords, (size_t)gNumRecords, sizeof *gRecords, cmpRecord);
  for (int64_t i = 0; i < gNumRecords; ++i) {
    fputs(gRecords[i].text, stdout);
    free(gRecords[i].text);
  }
  fflush(stdout);
  free(gRecords);
  gRecords = NULL;
  gNumRecords = gCapRecords = 0;
}

static void record(Text *t) {
  if (!emuCur) {
    fputs(t->data ? t->data : "", stdout);
    free(t->data);
    return;
  }
  if (gNumRecords == gCapRecords) {
    gCapRecords = gCapRecords ? 2 * gCapRecords : 64;
    gRecords = realloc(gRecords, (size_t)gCapRecords * sizeof *gRecords);
    if (!gRecords)
      abort(); /* out of memory */
  }
  PrintRecord *r = &gRecords[gNumRecords];
  r->block = emuL.blockId[0] + emuL.grid[0] * (emuL.blockId[1] + emuL.grid[1] * emuL.blockId[2]);
  r->thread = emuCur->linear;
  r->seq = gNumRecords++;
  r->text = t->data ? t->data : calloc(1, 1);
}

/* Reports a printf misuse: in a kernel thread it stops the launch. */
static int32_t printfError(Text *t, const char *fmt, const char *site, const char *why) {
  free(t->data);
  if (emuCur)
    emuFail("printf at %s by %s: %s (format \"%s\")", site ? site : "<unknown>", emuWho(emuCur), why,
            fmt);
  emuReport("printf at %s: %s (format \"%s\")", site ? site : "<unknown>", why, fmt);
  return -1;
}

/* Reads an argument of `size` bytes at the next offset aligned to `size`. */
static bool takeArg(const unsigned char *args, int64_t argBytes, int64_t *offset, int size,
                    void *out) {
  int64_t at = (*offset + size - 1) / size * size;
  if (argBytes >= 0 && at + size > argBytes)
    return false;
  if (!args)
    return false;
  memcpy(out, args + at, (size_t)size);
  *offset = at + size;
  return true;
}

int32_t hidet_emu_printf(const char *fmt, const void *argsPtr, int64_t argBytes, const char *site) {
  const unsigned char *args = argsPtr;
  Text out = {NULL, 0, 0};
  if (!fmt)
    return printfError(&out, "(null)", site, "the format is a null pointer");
  int64_t offset = 0;
  int32_t count = 0;
  char why[160];
  for (const char *p = fmt; *p;) {
    if (*p != '%') {
      const char *q = strchr(p, '%');
      size_t n = q ? (size_t)(q - p) : strlen(p);
      textAppend(&out, p, n);
      p += n;
      continue;
    }
    if (p[1] == '%') {
      textAppend(&out, "%", 1);
      p += 2;
      continue;
    }
    /* %[flags][width][.precision][length]conversion */
    char spec[64];
    size_t sl = 0;
    const char *start = p++;
    spec[sl++] = '%';
    while (*p && strchr("-+ #0", *p) && sl < 20)
      spec[sl++] = *p++;
    int stars[2], numStars = 0;
    for (int part = 0; part < 2; ++part) {
      if (part == 1) {
        if (*p != '.')
          break;
        spec[sl++] = *p++;
      }
      if (*p == '*') {
        int32_t v;
        if (!takeArg(args, argBytes, &offset, 4, &v)) {
          snprintf(why, sizeof why, "the '*' of conversion #%d reads past the %lld bytes of arguments",
                   count + 1, (long long)argBytes);
          return printfError(&out, fmt, site, why);
        }
        stars[numStars++] = v;
        spec[sl++] = *p++;
        ++count;
      } else {
        while (*p >= '0' && *p <= '9' && sl < 40)
          spec[sl++] = *p++;
      }
    }
    int longs = 0, shorts = 0;
    bool wide = false; /* z, j, t: 8 bytes */
    while (*p && strchr("hlzjtL", *p)) {
      if (*p == 'h')
        ++shorts;
      else if (*p == 'l')
        ++longs;
      else if (*p == 'L') {
        snprintf(why, sizeof why, "'%.*s': long double is not supported on the device",
                 (int)(p - start + 2), start);
        return printfError(&out, fmt, site, why);
      } else
        wide = true;
      ++p;
    }
    char conv = *p;
    if (!conv || !strchr("diouxXcsfFeEgGaAp", conv) || longs > 2 || shorts > 2) {
      snprintf(why, sizeof why, "'%.*s' is not a valid conversion", (int)(p - start + (conv ? 1 : 0)),
               start);
      return printfError(&out, fmt, site, why);
    }
    ++p;
    int size = strchr("fFeEgGaAsp", conv) || longs || wide ? 8 : 4;
    unsigned char raw[8] = {0};
    if (!takeArg(args, argBytes, &offset, size, raw)) {
      snprintf(why, sizeof why,
               "conversion #%d ('%.*s') reads %d bytes past the %lld bytes of arguments the kernel "
               "passed",
               count + 1, (int)(p - start), start, size, (long long)argBytes);
      return printfError(&out, fmt, site, why);
    }
    ++count;
    /* Rebuild the conversion for the host's snprintf: h/hh stay (they
     * narrow an int), 8-byte integers use ll. */
    for (int i = 0; i < shorts; ++i)
      spec[sl++] = 'h';
    if (size == 8 && strchr("diouxXc", conv)) {
      spec[sl++] = 'l';
      spec[sl++] = 'l';
    }
    spec[sl++] = conv;
    spec[sl] = '\0';
#define EMU_FORMAT(value)                                                                           \
  (numStars == 2   ? appendf(&out, spec, stars[0], stars[1], value)                                  \
   : numStars == 1 ? appendf(&out, spec, stars[0], value)                                            \
                   : appendf(&out, spec, value))
    if (strchr("fFeEgGaA", conv)) {
      double d;
      memcpy(&d, raw, 8);
      EMU_FORMAT(d);
    } else if (conv == 's') {
      const char *s;
      memcpy(&s, raw, 8);
      EMU_FORMAT(s ? s : "(null)");
    } else if (conv == 'p') {
      void *v;
      memcpy(&v, raw, 8);
      EMU_FORMAT(v);
    } else if (size == 8) {
      long long v;
      memcpy(&v, raw, 8);
      EMU_FORMAT(v);
    } else {
      int v;
      memcpy(&v, raw, 4);
      EMU_FORMAT(v);
    }
#undef EMU_FORMAT
  }
  record(&out);
  return count;
}

void hidet_emu_assertfail(const char *message, const char *file, int32_t line, const char *function,
                          int64_t charSize) {
  (void)charSize;
  EmuThread *t = emuCur;
  if (!t) {
    emuReport("%s:%d: %s: Assertion `%s` failed (outside a kernel)", file ? file : "?", line,
              function ? function : "?", message ? message : "?");
    return;
  }
  /* Every failing thread prints its line, as on the device; other reports
   * of the launch are suppressed from now on. */
  fprintf(stderr,
          "hidet-emu: error: in kernel '%s': %s:%d: %s: block: [%lld,%lld,%lld], thread: [%d,%d,%d] "
          "Assertion `%s` failed.\n",
          emuL.name ? emuL.name : "?", file ? file : "?", line, function ? function : "?", (long long)emuL.blockId[0],
          (long long)emuL.blockId[1], (long long)emuL.blockId[2], t->tid[0], t->tid[1], t->tid[2],
          message ? message : "?");
  fflush(stderr);
  emuL.asserted = true;
  emuFailedFlag = true;
  t->state = EMU_EXITED;
  emuFiberExit(&t->fiber);
}
