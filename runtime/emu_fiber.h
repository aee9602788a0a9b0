/*===-- emu_fiber.h - Fibers for the GPU emulator --------------------------===*
 * A fiber is a function running on its own stack that can suspend itself
 * (emuFiberYield) and be resumed (emuFiberResume) by the one scheduler
 * context (the thread that called emuFiberResume). Stacks are mmap'ed with a
 * PROT_NONE guard page below each. On x86-64 the switch is a few
 * instructions (callee-saved registers, MXCSR and the x87 control word); on
 * other targets, or with -DHIDET_EMU_UCONTEXT, it uses ucontext. Under
 * AddressSanitizer every switch is announced with
 * __sanitizer_{start,finish}_switch_fiber.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_EMU_FIBER_H
#define HIDET_EMU_FIBER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#if !defined(__x86_64__) || defined(HIDET_EMU_UCONTEXT)
#define HIDET_EMU_FIBER_UCONTEXT 1
#include <ucontext.h>
#endif

typedef struct EmuFiber {
  char *stackLo;     /* lowest usable byte (just above the guard page) */
  size_t stackBytes; /* usable bytes */
#ifdef HIDET_EMU_FIBER_UCONTEXT
  ucontext_t uc;
#else
  void *sp; /* saved stack pointer while suspended */
#endif
  void *asanFake; /* AddressSanitizer fake-stack handle while suspended */
  void (*fn)(void *);
  void *arg;
} EmuFiber;

/* A set of fibers whose stacks live in one mapping: n stacks of
 * `stackBytes` (rounded up to pages), each with a guard page below it. */
typedef struct {
  char *map;
  size_t mapBytes;
  size_t stride;
  size_t stackBytes;
  int n;
} EmuStackPool;

/* Maps the stacks. Returns false (errno set) when mmap/mprotect fail. */
bool emuStackPoolCreate(EmuStackPool *pool, int n, size_t stackBytes);
void emuStackPoolDestroy(EmuStackPool *pool);
/* Binds fiber `f` to stack i of the pool and prepares it to run fn(arg) from
 * the start when next resumed. fn must not return: it ends with
 * emuFiberExit. Whatever the fiber was doing before is abandoned. */
void emuFiberReset(EmuFiber *f, const EmuStackPool *pool, int i, void (*fn)(void *), void *arg);

/* Scheduler side: runs `f` until it yields or exits. */
void emuFiberResume(EmuFiber *f);
/* Fiber side: suspends the running fiber `self` and returns to the
 * scheduler; returns when the scheduler resumes it. */
void emuFiberYield(EmuFiber *self);
/* Fiber side: leaves the running fiber `self` for good. */
_Noreturn void emuFiberExit(EmuFiber *self);

/* The guard page of stack i, for recognizing stack overflows. */
static inline bool emuStackPoolGuardHit(const EmuStackPool *pool, const void *addr, int *which) {
  uintptr_t a = (uintptr_t)addr, base = (uintptr_t)pool->map;
  if (!pool->map || a < base || a >= base + pool->mapBytes)
    return false;
  size_t off = (size_t)(a - base);
  if (off % pool->stride >= pool->stride - pool->stackBytes)
    return false; /* in the usable part */
  *which = (int)(off / pool->stride);
  return true;
}

#endif /* HIDET_EMU_FIBER_H */
