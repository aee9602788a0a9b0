/*===-- runtime_test.c - Tests of the GPU-emulator runtime, no MLIR --------===*
 * hidet-emu-runtime-test MODE [ARGS] [--schedule=forward|reverse|random]
 *                        [--seed=N] [--async=wait|early]
 * Kernels here are plain C functions `void k(void *args)` that read their
 * operands from 8-byte slots, like the trampolines hidet-gpu-to-emulator
 * builds, and call the runtime's ABI (emulator.h) directly. Each mode prints
 * lines for FileCheck; it exits 1 when the emulator reported an error or a
 * check of the mode failed. Numeric outputs are poisoned before launches.
 * The modes live in rt_block.c, rt_warp.c, rt_mma.c, rt_wmma.c, rt_async.c
 * and rt_host.c; the .test files next to them run them.
 *===----------------------------------------------------------------------===*/
#include "rt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- Shared helpers. ---------------------------------------------------- */
HidetEmuConfig gConfig;
int gFailures;
double gMaxSeconds;
uint64_t gRng;

uint64_t rnd64(void) {
  uint64_t z = (gRng += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}
double rndUnit(void) { return (double)(rnd64() >> 11) * 0x1p-53; }

int32_t tidLinear(void) {
  return hidet_emu_sreg(HIDET_EMU_TID_X) +
         hidet_emu_sreg(HIDET_EMU_NTID_X) *
             (hidet_emu_sreg(HIDET_EMU_TID_Y) + hidet_emu_sreg(HIDET_EMU_NTID_Y) * hidet_emu_sreg(HIDET_EMU_TID_Z));
}
int32_t blockLinear(void) {
  return hidet_emu_sreg(HIDET_EMU_CTAID_X) +
         hidet_emu_sreg(HIDET_EMU_NCTAID_X) * (hidet_emu_sreg(HIDET_EMU_CTAID_Y) +
                                               hidet_emu_sreg(HIDET_EMU_NCTAID_Y) * hidet_emu_sreg(HIDET_EMU_CTAID_Z));
}

float ldf(const float *p, const char *site) {
  hidet_emu_check(p, 4, HIDET_EMU_LOAD, site);
  return *p;
}
void stf(float *p, float v, const char *site) {
  hidet_emu_check(p, 4, HIDET_EMU_STORE, site);
  *p = v;
}
int32_t ldi(const int32_t *p, const char *site) {
  hidet_emu_check(p, 4, HIDET_EMU_LOAD, site);
  return *p;
}
void sti(int32_t *p, int32_t v, const char *site) {
  hidet_emu_check(p, 4, HIDET_EMU_STORE, site);
  *p = v;
}

void configure(void) { hidetEmuConfigure(&gConfig); }

const char *scheduleName(void) {
  static const char *const names[] = {"forward", "reverse", "random"};
  return names[gConfig.schedule];
}

int finish(void) { return hidetEmuFailed() || gFailures ? 1 : 0; }

/* ---- main. -------------------------------------------------------------- */
int main(int argc, char **argv) {
  const char *mode = NULL, *arg = "";
  int brk = 0;
  setvbuf(stdout, NULL, _IOLBF, 0); /* keep stdout and stderr lines in order */
  for (int i = 1; i < argc; ++i) {
    const char *a = argv[i];
    if (!strncmp(a, "--schedule=", 11)) {
      const char *v = a + 11;
      gConfig.schedule = !strcmp(v, "reverse")  ? HIDET_EMU_REVERSE
                         : !strcmp(v, "random") ? HIDET_EMU_RANDOM
                                                : HIDET_EMU_FORWARD;
    } else if (!strncmp(a, "--seed=", 7)) {
      gConfig.seed = strtoull(a + 7, NULL, 0);
    } else if (!strcmp(a, "--async=early")) {
      gConfig.async = HIDET_EMU_ASYNC_EARLY;
    } else if (!strncmp(a, "--max-seconds=", 14)) {
      gMaxSeconds = atof(a + 14);
    } else if (!strcmp(a, "--break")) {
      brk = 1;
    } else if (!mode) {
      mode = a;
    } else {
      arg = a;
    }
  }
  if (!mode) {
    fprintf(stderr, "usage: %s MODE [CASE] [--schedule=forward|reverse|random] [--seed=N] [--async=early]\n", argv[0]);
    return 2;
  }
  if (!strcmp(mode, "sreg"))
    return modeSreg();
  if (!strcmp(mode, "exchange"))
    return modeExchange();
  if (!strcmp(mode, "missing-barrier"))
    return modeMissingBarrier();
  if (!strcmp(mode, "deadlock"))
    return modeDeadlock(arg);
  if (!strcmp(mode, "oob"))
    return modeOob(arg);
  if (!strcmp(mode, "shfl"))
    return modeShfl();
  if (!strcmp(mode, "shfl-bad"))
    return modeShflBad(arg);
  if (!strcmp(mode, "vote"))
    return modeVote();
  if (!strcmp(mode, "ldmatrix"))
    return modeLdmatrix(arg);
  if (!strcmp(mode, "mma"))
    return modeMma(brk);
  if (!strcmp(mode, "mma-bad"))
    return modeMmaBad(arg);
  if (!strcmp(mode, "wmma"))
    return modeWmma(brk);
  if (!strcmp(mode, "wmma-frag"))
    return modeWmmaFrag();
  if (!strcmp(mode, "wmma-bad"))
    return modeWmmaBad(arg);
  if (!strcmp(mode, "redux"))
    return modeRedux();
  if (!strcmp(mode, "cp-async"))
    return modeCpAsync(arg);
  if (!strcmp(mode, "perf"))
    return modePerf();
  if (!strcmp(mode, "host"))
    return modeHost(arg);
  if (!strcmp(mode, "fault"))
    return modeFault(arg);
  fprintf(stderr, "unknown mode '%s'\n", mode);
  return 2;
}
