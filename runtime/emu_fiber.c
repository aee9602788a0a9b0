/*===-- emu_fiber.c - Fibers for the GPU emulator --------------------------===*
 * See emu_fiber.h. One scheduler context (the caller of emuFiberResume)
 * switches into fibers and fibers switch back to it; fibers never switch to
 * each other.
 *===----------------------------------------------------------------------===*/
#define _GNU_SOURCE 1
#include "emu_fiber.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#if defined(__SANITIZE_ADDRESS__)
#define EMU_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define EMU_ASAN 1
#endif
#endif

#ifdef EMU_ASAN
#include <sanitizer/asan_interface.h>
#include <sanitizer/common_interface_defs.h>
#endif

/* ---- Stacks. ------------------------------------------------------------ */
static size_t pageBytes(void) {
  long p = sysconf(_SC_PAGESIZE);
  return p > 0 ? (size_t)p : 4096;
}

bool emuStackPoolCreate(EmuStackPool *pool, int n, size_t stackBytes) {
  memset(pool, 0, sizeof *pool);
  size_t page = pageBytes();
  stackBytes = (stackBytes + page - 1) / page * page;
  size_t stride = stackBytes + page;
  size_t total = stride * (size_t)n;
  void *m = mmap(NULL, total, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (m == MAP_FAILED)
    return false;
  for (int i = 0; i < n; ++i) {
    if (mprotect((char *)m + (size_t)i * stride + page, stackBytes, PROT_READ | PROT_WRITE) != 0) {
      munmap(m, total);
      return false;
    }
  }
  pool->map = m;
  pool->mapBytes = total;
  pool->stride = stride;
  pool->stackBytes = stackBytes;
  pool->n = n;
  return true;
}

void emuStackPoolDestroy(EmuStackPool *pool) {
  if (!pool->map)
    return;
#ifdef EMU_ASAN
  /* Abandoned fibers leave poisoned redzones in the shadow of their
   * frames; clear them so that later mappings at these addresses start
   * clean. */
  for (int i = 0; i < pool->n; ++i)
    ASAN_UNPOISON_MEMORY_REGION(pool->map + (size_t)i * pool->stride + (pool->stride - pool->stackBytes),
                                pool->stackBytes);
#endif
  munmap(pool->map, pool->mapBytes);
  memset(pool, 0, sizeof *pool);
}

/* ---- The scheduler's side of the switch. -------------------------------- */
#ifdef HIDET_EMU_FIBER_UCONTEXT
static ucontext_t gSchedUc;
#else
static void *gSchedSp;
#endif
#ifdef EMU_ASAN
static void *gSchedFake;
static const void *gSchedBottom;
static size_t gSchedSize;
#endif

static void fiberEntry(EmuFiber *f) {
#ifdef EMU_ASAN
  __sanitizer_finish_switch_fiber(NULL, &gSchedBottom, &gSchedSize);
#endif
  f->fn(f->arg);
  emuFiberExit(f);
}

#ifndef HIDET_EMU_FIBER_UCONTEXT
/* hidetEmuFiberSwitch(save, load): pushes the callee-saved registers and
 * the floating-point control state, stores the stack pointer to *save,
 * loads `load` as the stack pointer and pops the same state from there.
 * hidetEmuFiberStart is where a fresh fiber's first switch "returns" to:
 * it calls r13(r12) on a 16-byte aligned stack. */
void hidetEmuFiberSwitch(void **save, void *load);
void hidetEmuFiberStart(void);
__asm__(".text\n"
        ".p2align 4\n"
        ".globl hidetEmuFiberSwitch\n"
        ".hidden hidetEmuFiberSwitch\n"
        ".type hidetEmuFiberSwitch,@function\n"
        "hidetEmuFiberSwitch:\n"
        "  pushq %rbp\n"
        "  pushq %rbx\n"
        "  pushq %r12\n"
        "  pushq %r13\n"
        "  pushq %r14\n"
        "  pushq %r15\n"
        "  subq $8, %rsp\n"
        "  stmxcsr (%rsp)\n"
        "  fnstcw 4(%rsp)\n"
        "  movq %rsp, (%rdi)\n"
        "  movq %rsi, %rsp\n"
        "  ldmxcsr (%rsp)\n"
        "  fldcw 4(%rsp)\n"
        "  addq $8, %rsp\n"
        "  popq %r15\n"
        "  popq %r14\n"
        "  popq %r13\n"
        "  popq %r12\n"
        "  popq %rbx\n"
        "  popq %rbp\n"
        "  ret\n"
        ".size hidetEmuFiberSwitch, .-hidetEmuFiberSwitch\n"
        ".p2align 4\n"
        ".globl hidetEmuFiberStart\n"
        ".hidden hidetEmuFiberStart\n"
        ".type hidetEmuFiberStart,@function\n"
        "hidetEmuFiberStart:\n"
        "  movq %r12, %rdi\n"
        "  callq *%r13\n"
        "  ud2\n"
        ".size hidetEmuFiberStart, .-hidetEmuFiberStart\n");
#else
static void ucEntry(unsigned lo, unsigned hi) { fiberEntry((EmuFiber *)(((uintptr_t)hi << 16 << 16) | (uintptr_t)lo)); }
#endif

void emuFiberReset(EmuFiber *f, const EmuStackPool *pool, int i, void (*fn)(void *), void *arg) {
  f->stackLo = pool->map + (size_t)i * pool->stride + (pool->stride - pool->stackBytes);
  f->stackBytes = pool->stackBytes;
  f->fn = fn;
  f->arg = arg;
  f->asanFake = NULL;
#ifdef EMU_ASAN
  ASAN_UNPOISON_MEMORY_REGION(f->stackLo, f->stackBytes);
#endif
#ifdef HIDET_EMU_FIBER_UCONTEXT
  getcontext(&f->uc);
  f->uc.uc_stack.ss_sp = f->stackLo;
  f->uc.uc_stack.ss_size = f->stackBytes;
  f->uc.uc_link = NULL;
  uintptr_t p = (uintptr_t)f;
  makecontext(&f->uc, (void (*)(void))ucEntry, 2, (unsigned)(p & 0xFFFFFFFFu), (unsigned)(p >> 16 >> 16));
#else
  /* Frame popped by the first switch into the fiber, lowest address
   * first: FP control, r15, r14, r13, r12, rbx, rbp, return address.
   * After the `ret` the stack pointer must be 16-byte aligned. */
  uintptr_t top = ((uintptr_t)f->stackLo + f->stackBytes) & ~(uintptr_t)15;
  uint64_t *frame = (uint64_t *)(top - 16 - 64);
  uint32_t mxcsr;
  uint16_t fcw;
  __asm__ volatile("stmxcsr %0" : "=m"(mxcsr));
  __asm__ volatile("fnstcw %0" : "=m"(fcw));
  frame[0] = (uint64_t)mxcsr | ((uint64_t)fcw << 32);
  frame[1] = 0;                               /* r15 */
  frame[2] = 0;                               /* r14 */
  frame[3] = (uint64_t)(uintptr_t)fiberEntry; /* r13: the function */
  frame[4] = (uint64_t)(uintptr_t)f;          /* r12: its argument */
  frame[5] = 0;                               /* rbx */
  frame[6] = 0;                               /* rbp: ends frame-pointer walks */
  frame[7] = (uint64_t)(uintptr_t)hidetEmuFiberStart;
  f->sp = frame;
#endif
}

void emuFiberResume(EmuFiber *f) {
#ifdef EMU_ASAN
  __sanitizer_start_switch_fiber(&gSchedFake, f->stackLo, f->stackBytes);
#endif
#ifdef HIDET_EMU_FIBER_UCONTEXT
  swapcontext(&gSchedUc, &f->uc);
#else
  hidetEmuFiberSwitch(&gSchedSp, f->sp);
#endif
#ifdef EMU_ASAN
  __sanitizer_finish_switch_fiber(gSchedFake, NULL, NULL);
#endif
}

void emuFiberYield(EmuFiber *self) {
#ifdef EMU_ASAN
  __sanitizer_start_switch_fiber(&self->asanFake, gSchedBottom, gSchedSize);
#endif
#ifdef HIDET_EMU_FIBER_UCONTEXT
  swapcontext(&self->uc, &gSchedUc);
#else
  hidetEmuFiberSwitch(&self->sp, gSchedSp);
#endif
#ifdef EMU_ASAN
  __sanitizer_finish_switch_fiber(self->asanFake, &gSchedBottom, &gSchedSize);
#endif
}

_Noreturn void emuFiberExit(EmuFiber *self) {
#ifdef EMU_ASAN
  /* NULL: this fiber's fake stack (if any) is destroyed. */
  __sanitizer_start_switch_fiber(NULL, gSchedBottom, gSchedSize);
#endif
#ifdef HIDET_EMU_FIBER_UCONTEXT
  swapcontext(&self->uc, &gSchedUc);
#else
  hidetEmuFiberSwitch(&self->sp, gSchedSp);
#endif
  abort(); /* an exited fiber is never resumed */
}
