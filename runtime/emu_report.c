/*===-- emu_report.c - Error reports of the GPU emulator -------------------===*
 * Every error is one line on stderr, "hidet-emu: error: <message>", naming
 * the kernel, block and thread. The first error of a launch stops it; the
 * failed flag then skips later launches (hidet_emu_launch).
 *===----------------------------------------------------------------------===*/
#include "emu_internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

/* Several names may appear in one message: rotate over a few buffers. */
static char gWhoBuf[4][256];
static int gWhoNext;

static char *nextBuf(void) {
  char *b = gWhoBuf[gWhoNext];
  gWhoNext = (gWhoNext + 1) % 4;
  return b;
}

const char *emuTidStr(const EmuThread *t) {
  char *b = nextBuf();
  snprintf(b, sizeof gWhoBuf[0], "(%d,%d,%d)", t->tid[0], t->tid[1], t->tid[2]);
  return b;
}

const char *emuWho(const EmuThread *t) {
  char *b = nextBuf();
  snprintf(b, sizeof gWhoBuf[0], "thread (%d,%d,%d) of block (%lld,%lld,%lld) in kernel '%s'", t->tid[0], t->tid[1],
           t->tid[2], (long long)emuL.blockId[0], (long long)emuL.blockId[1], (long long)emuL.blockId[2],
           emuL.name ? emuL.name : "?");
  return b;
}

static void vreport(const char *fmt, va_list ap) {
  if (emuL.error || emuL.asserted)
    return; /* only the first error of a launch is reported */
  char msg[2048];
  vsnprintf(msg, sizeof msg, fmt, ap);
  fprintf(stderr, "hidet-emu: error: %s\n", msg);
  fflush(stderr);
  emuL.error = true;
  emuFailedFlag = true;
}

void emuReport(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vreport(fmt, ap);
  va_end(ap);
}

_Noreturn void emuFail(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vreport(fmt, ap);
  va_end(ap);
  EmuThread *t = emuCur;
  if (!t)
    abort(); /* emuFail is only called on a thread's fiber */
  /* The scheduler sees emuL.error and abandons the block. */
  emuFiberExit(&t->fiber);
}
