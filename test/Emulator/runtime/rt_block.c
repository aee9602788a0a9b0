/*===-- rt_block.c - Block-level behaviour: special registers, barriers, deadlocks, bounds checks, faults ===*/
#include "rt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ========================================================================= *
 * sreg: special registers over a 2-D grid and a 3-D block of 40 threads
 * (the second warp has 8 lanes).
 * ========================================================================= */
enum { SREG_N = HIDET_EMU_NUM_SREGS };

static void kSreg(void *args) {
  int32_t *out = SLOT_PTR(args, 0, int32_t *);
  int64_t perBlock = SLOT_I64(args, 1);
  int32_t t = tidLinear(), b = blockLinear();
  int32_t *o = out + ((int64_t)b * perBlock + t) * (SREG_N + 1);
  for (int r = 0; r < SREG_N; ++r)
    if (r != HIDET_EMU_CLOCK)
      sti(&o[r], hidet_emu_sreg(r), "sreg.c:1");
  int32_t c0 = hidet_emu_sreg(HIDET_EMU_CLOCK);
  hidet_emu_barrier(0, "sreg.c:2"); /* let other threads run in between */
  int32_t c1 = hidet_emu_sreg(HIDET_EMU_CLOCK);
  sti(&o[HIDET_EMU_CLOCK], c1 > c0, "sreg.c:3");
  sti(&o[SREG_N], 1, "sreg.c:4");
}

int modeSreg(void) {
  const int gx = 2, gy = 3, bx = 4, by = 2, bz = 5, nt = bx * by * bz, nb = gx * gy;
  size_t words = (size_t)nb * nt * (SREG_N + 1);
  int32_t *out = malloc(words * 4);
  memset(out, 0xAB, words * 4);
  configure();
  uint64_t slots[2] = {P(out), (uint64_t)nt};
  hidet_emu_register_buffer(out, (int64_t)(words * 4), 0);
  hidet_emu_launch("sreg", kSreg, gx, gy, 1, bx, by, bz, 0, slots);
  int bad = 0;
  for (int cz = 0; cz < 1; ++cz)
    for (int cy = 0; cy < gy; ++cy)
      for (int cx = 0; cx < gx; ++cx)
        for (int z = 0; z < bz; ++z)
          for (int y = 0; y < by; ++y)
            for (int x = 0; x < bx; ++x) {
              int lin = x + bx * (y + by * z), blk = cx + gx * cy;
              int lane = lin % 32;
              uint32_t eq = 1u << lane, lt = eq - 1u, le = lt | eq;
              int32_t want[SREG_N + 1] = {x,
                                          y,
                                          z,
                                          bx,
                                          by,
                                          bz,
                                          cx,
                                          cy,
                                          cz,
                                          gx,
                                          gy,
                                          1,
                                          lane,
                                          lin / 32,
                                          2,
                                          32,
                                          (int32_t)eq,
                                          (int32_t)lt,
                                          (int32_t)le,
                                          (int32_t)~le,
                                          (int32_t)~lt,
                                          1 /* clock increased */,
                                          1 /* finished */};
              const int32_t *got = out + ((size_t)blk * nt + (size_t)lin) * (SREG_N + 1);
              for (int r = 0; r <= SREG_N; ++r)
                if (got[r] != want[r]) {
                  if (bad < 5)
                    printf("mismatch: block (%d,%d) thread (%d,%d,%d) register %d: got %d, want %d\n", cx, cy, x, y, z,
                           r, got[r], want[r]);
                  ++bad;
                }
            }
  const int32_t *s = out + ((size_t)(1 + gx * 2) * nt + 39) * (SREG_N + 1);
  printf("block (1,2,0) thread (3,1,4): lane %d warp %d nwarps %d lanemask_lt 0x%08x\n", s[HIDET_EMU_LANEID],
         s[HIDET_EMU_WARPID], s[HIDET_EMU_NWARPID], (uint32_t)s[HIDET_EMU_LANEMASK_LT]);
  printf("sreg: %d threads, %d mismatches\n", nb * nt, bad);
  gFailures += bad != 0;
  free(out);
  return finish();
}

/* ========================================================================= *
 * exchange: threads of a 2-D block exchange values through static and
 * dynamic shared memory across barriers, for several rounds; a second
 * static buffer checks that shared memory is 0xFF-poisoned at every block
 * start.
 * ========================================================================= */
static void kExchange(void *args) {
  float *out = SLOT_PTR(args, 0, float *);
  int32_t *poisonOk = SLOT_PTR(args, 1, int32_t *);
  int32_t rounds = (int32_t)SLOT_I64(args, 2);
  int32_t n = hidet_emu_sreg(HIDET_EMU_NTID_X) * hidet_emu_sreg(HIDET_EMU_NTID_Y);
  int32_t t = tidLinear(), b = blockLinear();
  float *sh = hidet_emu_shared(0, (int64_t)n * 4);
  float *dyn = hidet_emu_dynamic_shared();
  int32_t *scratch = hidet_emu_shared(1, (int64_t)n * 4);
  /* Poisoned at block start: all bytes 0xFF. Then dirty it. */
  sti(&poisonOk[b * n + t], ldi(&scratch[t], "ex.c:1") == -1, "ex.c:2");
  sti(&scratch[t], b + 1, "ex.c:3");
  float v = (float)(t * 3 + b);
  for (int32_t r = 0; r < rounds; ++r) {
    /* Warp 0 blocks a few more times (shuffles adding 0) before it writes,
     * so the other warps reach the barrier rounds earlier: a barrier that
     * did not wait would let them read before warp 0 wrote. */
    if (t / 32 == 0)
      for (int32_t i = 1; i < 16; i *= 2)
        v += (float)(hidet_emu_shfl(HIDET_EMU_SHFL_BFLY, -1, t, i, 31, NULL, "ex.c:13") - (t ^ i));
    stf(&sh[t], v, "ex.c:4");
    hidet_emu_barrier(0, "ex.c:5");
    float left = ldf(&sh[(t + n - 1) % n], "ex.c:6"), right = ldf(&sh[(t + 1) % n], "ex.c:7");
    stf(&dyn[t], left + right, "ex.c:8");
    hidet_emu_barrier(0, "ex.c:9");
    v = ldf(&dyn[(t + r + 1) % n], "ex.c:10") * 0.5f;
    hidet_emu_barrier(0, "ex.c:11");
  }
  stf(&out[b * n + t], v, "ex.c:12");
}

int modeExchange(void) {
  const int bx = 16, by = 8, n = bx * by, blocks = 3, rounds = 4;
  float *out = malloc(sizeof(float) * n * blocks);
  int32_t *poison = malloc(sizeof(int32_t) * n * blocks);
  memset(out, 0xFF, sizeof(float) * n * blocks);
  memset(poison, 0, sizeof(int32_t) * n * blocks);
  configure();
  uint64_t slots[3] = {P(out), P(poison), (uint64_t)rounds};
  hidet_emu_register_buffer(out, (int64_t)sizeof(float) * n * blocks, 0);
  hidet_emu_register_buffer(poison, (int64_t)sizeof(int32_t) * n * blocks, 1);
  hidet_emu_launch("exchange", kExchange, blocks, 1, 1, bx, by, 1, n * 4, slots);
  int bad = 0, poisonBad = 0;
  for (int b = 0; b < blocks; ++b) {
    float v[128], sh[128], dyn[128];
    for (int t = 0; t < n; ++t)
      v[t] = (float)(t * 3 + b);
    for (int r = 0; r < rounds; ++r) {
      memcpy(sh, v, sizeof sh);
      for (int t = 0; t < n; ++t)
        dyn[t] = sh[(t + n - 1) % n] + sh[(t + 1) % n];
      for (int t = 0; t < n; ++t)
        v[t] = dyn[(t + r + 1) % n] * 0.5f;
    }
    for (int t = 0; t < n; ++t) {
      bad += out[b * n + t] != v[t];
      poisonBad += poison[b * n + t] != 1;
    }
  }
  printf("exchange (%s): %d blocks of %d threads, %d wrong values, %d unpoisoned shared reads\n", scheduleName(),
         blocks, n, bad, poisonBad);
  gFailures += bad != 0 || poisonBad != 0;
  free(out);
  free(poison);
  return finish();
}

/* ========================================================================= *
 * missing-barrier: thread t writes sh[t] and, without a barrier, reads
 * sh[t-1]. Correct only when thread t-1 happens to run first (forward).
 * ========================================================================= */
static void kMissingBarrier(void *args) {
  int32_t *out = SLOT_PTR(args, 0, int32_t *);
  int32_t n = hidet_emu_sreg(HIDET_EMU_NTID_X), t = tidLinear();
  int32_t *sh = hidet_emu_shared(0, (int64_t)n * 4);
  sti(&sh[t], t + 1, "mb.c:1");
  /* hidet_emu_barrier(0, ...) belongs here */
  sti(&out[t], ldi(&sh[t > 0 ? t - 1 : 0], "mb.c:2"), "mb.c:3");
}

int modeMissingBarrier(void) {
  enum { N = 64 };
  int32_t out[N];
  memset(out, 0xFF, sizeof out);
  configure();
  uint64_t slots[1] = {P(out)};
  hidet_emu_register_buffer(out, sizeof out, 0);
  hidet_emu_launch("missing_barrier", kMissingBarrier, 1, 1, 1, N, 1, 1, 0, slots);
  int wrong = 0;
  for (int t = 0; t < N; ++t)
    wrong += out[t] != (t > 0 ? t : 1);
  printf("missing-barrier (%s): %d wrong values of %d\n", scheduleName(), wrong, N);
  return finish();
}

/* ========================================================================= *
 * Deadlocks: barriers at different sites or ids, exit while others wait,
 * warp collectives waiting for lanes at a barrier or exited.
 * ========================================================================= */
static void kSites(void *args) {
  (void)args;
  if (tidLinear() % 2 == 0)
    hidet_emu_barrier(0, "k.mlir:10:3");
  else
    hidet_emu_barrier(0, "k.mlir:12:3");
}
static void kIds(void *args) {
  (void)args;
  hidet_emu_barrier(tidLinear() < 2 ? 0 : 1, "k.mlir:14:3");
}
static void kExitWaiting(void *args) {
  (void)args;
  if (tidLinear() == 5)
    return;
  hidet_emu_barrier(0, "k.mlir:20:5");
}
static void kWarpAtBarrier(void *args) {
  (void)args;
  int32_t t = tidLinear();
  if (t == 1)
    hidet_emu_barrier(0, "k.mlir:30:5");
  else
    (void)hidet_emu_shfl(HIDET_EMU_SHFL_IDX, -1, t, 0, 31, NULL, "k.mlir:31:9");
  hidet_emu_barrier(0, "k.mlir:30:5");
}
static void kWarpExit(void *args) {
  (void)args;
  int32_t t = tidLinear();
  if (t == 3)
    return;
  (void)hidet_emu_vote(HIDET_EMU_VOTE_ANY, -1, t & 1, "k.mlir:40:7");
}
static void kWarpMaskDisagree(void *args) {
  (void)args;
  int32_t t = tidLinear();
  /* Lanes 0..15 complete their own group; 16..31 wait for them in vain. */
  (void)hidet_emu_shfl(HIDET_EMU_SHFL_DOWN, t < 16 ? 0xFFFF : -1, t, 1, t < 16 ? 15 : 31, NULL, "k.mlir:50:7");
}
static void kWarpKindDisagree(void *args) {
  (void)args;
  int32_t t = tidLinear();
  if (t == 0)
    (void)hidet_emu_vote(HIDET_EMU_VOTE_ALL, -1, 1, "k.mlir:60:7");
  else
    (void)hidet_emu_shfl(HIDET_EMU_SHFL_BFLY, -1, t, 1, 31, NULL, "k.mlir:61:7");
}
/* Thread 0 returns before the barrier the others reach: an error whichever
 * runs first (bar.sync is .aligned: every thread must execute it). */
static void kEarlyExit(void *args) {
  int32_t *out = SLOT_PTR(args, 0, int32_t *);
  int32_t t = tidLinear();
  if (t == 0)
    return;
  hidet_emu_barrier(0, "k.mlir:70:5");
  sti(&out[t], 1, "k.mlir:71:5");
}

static void kCountMarker(void *args) {
  int32_t *marker = SLOT_PTR(args, 0, int32_t *);
  if (tidLinear() == 0)
    sti(marker, 1, "k.mlir:80:5");
}

int modeDeadlock(const char *which) {
  configure();
  int32_t out[64] = {0};
  uint64_t slots[1] = {P(out)};
  if (!strcmp(which, "sites"))
    hidet_emu_launch("sites", kSites, 1, 1, 1, 4, 1, 1, 0, NULL);
  else if (!strcmp(which, "ids"))
    hidet_emu_launch("ids", kIds, 1, 1, 1, 4, 1, 1, 0, NULL);
  else if (!strcmp(which, "exit"))
    hidet_emu_launch("exit", kExitWaiting, 1, 1, 1, 8, 1, 1, 0, NULL);
  else if (!strcmp(which, "warp-barrier"))
    hidet_emu_launch("wb", kWarpAtBarrier, 1, 1, 1, 32, 1, 1, 0, NULL);
  else if (!strcmp(which, "warp-exit"))
    hidet_emu_launch("we", kWarpExit, 1, 1, 1, 32, 1, 1, 0, NULL);
  else if (!strcmp(which, "warp-mask"))
    hidet_emu_launch("wm", kWarpMaskDisagree, 1, 1, 1, 32, 1, 1, 0, NULL);
  else if (!strcmp(which, "warp-kind"))
    hidet_emu_launch("wk", kWarpKindDisagree, 1, 1, 1, 32, 1, 1, 0, NULL);
  else if (!strcmp(which, "early-exit")) {
    hidet_emu_register_buffer(out, sizeof out, 0);
    hidet_emu_launch("early", kEarlyExit, 1, 1, 1, 64, 1, 1, 0, slots);
  } else {
    fprintf(stderr, "unknown deadlock case '%s'\n", which);
    return 2;
  }
  /* After a failure later launches are skipped silently. */
  if (hidetEmuFailed()) {
    int32_t marker[1] = {0};
    uint64_t ms[1] = {P(marker)};
    hidet_emu_register_buffer(marker, sizeof marker, 0);
    hidet_emu_launch("after", kCountMarker, 1, 1, 1, 2, 1, 1, 0, ms);
    HidetEmuStats st;
    hidetEmuGetStats(&st);
    printf("after the failure: marker %d, launches counted %lld\n", marker[0], (long long)st.launches);
  }
  return finish();
}

/* ========================================================================= *
 * Bounds checks.
 * ========================================================================= */
static void kOob(void *args) {
  float *small = SLOT_PTR(args, 0, float *);
  float *buf = SLOT_PTR(args, 1, float *);
  int32_t which = (int32_t)SLOT_I64(args, 2);
  int32_t t = tidLinear(), b = blockLinear();
  float local[8];
  for (int i = 0; i < 8; ++i)
    stf(&local[i], (float)i, "oob.c:1");                                 /* own stack: fine */
  stf(&buf[t * 4 + b], ldf(&small[t], "oob.c:2") + local[t], "oob.c:3"); /* in range */
  float **exchange = hidet_emu_shared(0, 8 * (int64_t)sizeof(float *));
  exchange[t] = local;
  hidet_emu_barrier(0, "oob.c:4");
  if (t != 3 || b != 1)
    return;
  switch (which) {
  case 0: stf(&buf[65], 1.0f, "k.mlir:12:7"); break;                                   /* 4 bytes past the end */
  case 1: (void)ldf(&buf[-2], "k.mlir:13:7"); break;                                   /* before the start */
  case 2: hidet_emu_check((char *)buf + 252, 8, HIDET_EMU_LOAD, "k.mlir:14:7"); break; /* straddles */
  case 3: { /* past the end of a static shared buffer */
    int32_t *sh = hidet_emu_shared(1, 64);
    sti(&sh[16], 0, "k.mlir:15:7");
    break;
  }
  case 4: stf(&exchange[0][2], 0.0f, "k.mlir:16:7"); break; /* thread 0's stack */
  case 5: hidet_emu_check(NULL, 4, HIDET_EMU_ATOMIC, "k.mlir:17:7"); break;
  case 6: stf((float *)hidet_emu_dynamic_shared() + 32, 0.0f, "k.mlir:18:7"); break;
  case 7: /* a later call with another size */
    (void)hidet_emu_shared(1, 64);
    (void)hidet_emu_shared(1, 128);
    break;
  default: break;
  }
}

int modeOob(const char *which) {
  static const char *const cases[] = {"past-end", "before-start", "straddle",    "shared", "stack",
                                      "null",     "dynamic",      "shared-size", "none"};
  int c = 0;
  while (c < 9 && strcmp(cases[c], which))
    ++c;
  if (c == 9) {
    fprintf(stderr, "unknown oob case '%s'\n", which);
    return 2;
  }
  float small[4] = {1, 2, 3, 4}, buf[64];
  memset(buf, 0, sizeof buf);
  configure();
  uint64_t slots[3] = {P(small), P(buf), (uint64_t)c};
  hidet_emu_register_buffer(small, sizeof small, 0);
  hidet_emu_register_buffer(buf, sizeof buf, 1);
  hidet_emu_launch("k", kOob, 2, 1, 1, 4, 1, 1, 128, slots);
  printf("oob %s: failed %d\n", which, hidetEmuFailed());
  return finish();
}

/* ========================================================================= *
 * fault: a stack overflow (deep recursion into the guard page) and a wild
 * unchecked store are reported, and the program goes on. AddressSanitizer
 * builds leave faults to AddressSanitizer's handler: skipped there.
 * ========================================================================= */
static int deep(volatile int n) {
  volatile char frame[512];
  frame[0] = (char)n;
  return n > 0 ? deep(n - 1) + frame[0] : 0;
}

static void kFault(void *args) {
  int32_t which = (int32_t)SLOT_I64(args, 0);
  if (tidLinear() != 2)
    return;
  if (which == 0)
    (void)deep(100000);
  else
    *SLOT_PTR(args, 1, volatile int32_t *) = 1; /* address 0x10, unchecked */
}

#if defined(__SANITIZE_ADDRESS__)
#define TEST_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TEST_ASAN 1
#endif
#endif

int modeFault(const char *which) {
#ifdef TEST_ASAN
  (void)which;
  (void)kFault;
  printf("fault: skipped under AddressSanitizer\n");
  return 1;
#else
  uint64_t slots[2] = {(uint64_t)!strcmp(which, "wild"), 0x10};
  configure();
  hidet_emu_launch("fault", kFault, 1, 1, 1, 4, 1, 1, 0, slots);
  printf("fault: the program goes on, failed %d\n", hidetEmuFailed());
  return finish();
#endif
}
