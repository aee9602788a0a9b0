/*===-- rt.h - What the parts of hidet-emu-runtime-test share -------------===*/
#ifndef HIDET_EMU_RT_H
#define HIDET_EMU_RT_H

#include "emulator.h"

#include <stdint.h>

/* Options (runtime_test.c). */
extern HidetEmuConfig gConfig;
extern int gFailures;      /* checks of this program that failed */
extern double gMaxSeconds; /* perf: fail when the launch takes longer */
extern uint64_t gRng;      /* the test data's random numbers */

/* Kernel operands: 8-byte slots, as the trampolines of emitted code get them. */
#define SLOT_PTR(args, i, T) ((T)(uintptr_t)((const uint64_t *)(args))[i])
#define SLOT_I64(args, i) ((int64_t)((const uint64_t *)(args))[i])
#define P(x) ((uint64_t)(uintptr_t)(x))

uint64_t rnd64(void); /* splitmix64 over gRng */
double rndUnit(void); /* [0, 1) */

/* In kernels: linear thread and block ids. */
int32_t tidLinear(void);
int32_t blockLinear(void);

/* In kernels: checked accesses, as emitted code does them. */
float ldf(const float *p, const char *site);
void stf(float *p, float v, const char *site);
int32_t ldi(const int32_t *p, const char *site);
void sti(int32_t *p, int32_t v, const char *site);

void configure(void);           /* hidetEmuConfigure(&gConfig) */
const char *scheduleName(void); /* of gConfig */
int finish(void);               /* the exit status of a mode */

/* The modes. */
int modeSreg(void);
int modeExchange(void);
int modeMissingBarrier(void);
int modeDeadlock(const char *which);
int modeOob(const char *which);
int modeFault(const char *which);
int modeShfl(void);
int modeShflBad(const char *which);
int modeVote(void);
int modeLdmatrix(const char *which);
int modeMma(int brk);
int modeMmaBad(const char *which);
int modeWmma(int brk);
int modeWmmaFrag(void);
int modeWmmaBad(const char *which);
int modeRedux(void);
int modeCpAsync(const char *which);
int modePerf(void);
int modeHost(const char *which);

#endif /* HIDET_EMU_RT_H */
