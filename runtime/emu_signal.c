/*===-- emu_signal.c - Stack overflows and wild accesses in kernels ---------===*
 * During a launch a SIGSEGV/SIGBUS handler runs on its own stack. A fault
 * while a kernel thread runs is reported like other errors ("stack
 * overflow" when the address is in the guard page below a thread's stack,
 * "invalid memory access" otherwise), and the handler leaves the fiber for
 * the scheduler, which stops the launch. A fault in the scheduler itself
 * restores the previous handler and re-raises. Not installed under
 * AddressSanitizer, whose own handler reports such faults.
 *===----------------------------------------------------------------------===*/
#define _GNU_SOURCE 1
#include "emu_internal.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#if defined(__SANITIZE_ADDRESS__)
#define EMU_NO_HANDLER 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define EMU_NO_HANDLER 1
#endif
#endif

#ifndef EMU_NO_HANDLER
static struct sigaction gOldSegv, gOldBus;
static stack_t gOldAlt;
static void *gAltMem;
static bool gInstalled;

static void onFault(int sig, siginfo_t *info, void *uctx) {
  (void)uctx;
  EmuThread *t = emuCur;
  if (!t || !emuL.active) {
    /* Not in a kernel: not ours. With the previous handlers back, the
     * faulting instruction runs again and faults into them. */
    sigaction(SIGSEGV, &gOldSegv, NULL);
    sigaction(SIGBUS, &gOldBus, NULL);
    return;
  }
  char msg[512];
  int which;
  void *addr = info ? info->si_addr : NULL;
  if (emuStackPoolGuardHit(&emuL.stacks, addr, &which))
    snprintf(msg, sizeof msg,
             "hidet-emu: error: stack overflow in %s (its stack has %zu bytes; raise HidetEmuConfig.stackBytes)\n",
             emuWho(&emuL.threads[which]), emuL.stacks.stackBytes);
  else
    snprintf(msg, sizeof msg, "hidet-emu: error: invalid memory access (%s) at address %p by %s\n",
             sig == SIGBUS ? "bus error" : "segmentation fault", addr, emuWho(t));
  if (!emuL.error) {
    ssize_t w = write(2, msg, strlen(msg));
    (void)w;
  }
  emuL.error = true;
  emuFailedFlag = true;
  /* Leave the fiber for good; SA_NODEFER keeps the signal unblocked. */
  emuFiberExit(&t->fiber);
}
#endif

void emuSignalsInstall(void) {
#ifndef EMU_NO_HANDLER
  size_t altBytes = 64 * 1024;
  gAltMem = malloc(altBytes);
  if (!gAltMem)
    return;
  stack_t alt = {.ss_sp = gAltMem, .ss_flags = 0, .ss_size = altBytes};
  if (sigaltstack(&alt, &gOldAlt) != 0) {
    free(gAltMem);
    gAltMem = NULL;
    return;
  }
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = onFault;
  sa.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_NODEFER;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGSEGV, &sa, &gOldSegv);
  sigaction(SIGBUS, &sa, &gOldBus);
  gInstalled = true;
#endif
}

void emuSignalsRemove(void) {
#ifndef EMU_NO_HANDLER
  if (!gInstalled)
    return;
  sigaction(SIGSEGV, &gOldSegv, NULL);
  sigaction(SIGBUS, &gOldBus, NULL);
  sigaltstack(&gOldAlt, NULL);
  free(gAltMem);
  gAltMem = NULL;
  gInstalled = false;
#endif
}
