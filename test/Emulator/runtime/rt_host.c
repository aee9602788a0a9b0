/*===-- rt_host.c - Host API: statistics, invalid launches, symbols; the timed matmul ===*/
#include "rt.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ========================================================================= *
 * perf: 256x256x256 f32 matmul, 64x64 tiles per block (16 blocks), 256
 * threads computing 4x4 each, k-tiles of 8 through shared memory (64
 * barriers per thread), every access bounds-checked.
 * ========================================================================= */
enum { MM = 256, TILE = 64, KT = 8 };

static void kMatmul(void *args) {
  const float *A = SLOT_PTR(args, 0, const float *), *B = SLOT_PTR(args, 1, const float *);
  float *C = SLOT_PTR(args, 2, float *);
  int32_t t = tidLinear(), bx = hidet_emu_sreg(HIDET_EMU_CTAID_X), by = hidet_emu_sreg(HIDET_EMU_CTAID_Y);
  float *sa = hidet_emu_shared(0, TILE * KT * 4); /* [TILE][KT] */
  float *sb = hidet_emu_shared(1, KT * TILE * 4); /* [KT][TILE] */
  int32_t ty = t / 16, tx = t % 16;
  float acc[4][4] = {{0}};
  for (int32_t k0 = 0; k0 < MM; k0 += KT) {
    for (int32_t e = t; e < TILE * KT; e += 256) {
      int32_t r = e / KT, c = e % KT;
      stf(&sa[e], ldf(&A[(by * TILE + r) * MM + k0 + c], "mm.c:1"), "mm.c:2");
      int32_t rb = e / TILE, cb = e % TILE;
      stf(&sb[e], ldf(&B[(k0 + rb) * MM + bx * TILE + cb], "mm.c:3"), "mm.c:4");
    }
    hidet_emu_barrier(0, "mm.c:5");
    for (int32_t k = 0; k < KT; ++k) {
      float a[4], b[4];
      for (int i = 0; i < 4; ++i) {
        a[i] = ldf(&sa[(ty * 4 + i) * KT + k], "mm.c:6");
        b[i] = ldf(&sb[k * TILE + tx * 4 + i], "mm.c:7");
      }
      for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 4; ++j)
          acc[i][j] += a[i] * b[j];
    }
    hidet_emu_barrier(0, "mm.c:8");
  }
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j)
      stf(&C[(by * TILE + ty * 4 + i) * MM + bx * TILE + tx * 4 + j], acc[i][j], "mm.c:9");
}

int modePerf(void) {
  float *A = malloc(sizeof(float) * MM * MM), *B = malloc(sizeof(float) * MM * MM),
        *C = malloc(sizeof(float) * MM * MM);
  gRng = 2024;
  for (int i = 0; i < MM * MM; ++i) {
    A[i] = (float)(rndUnit() - 0.5);
    B[i] = (float)(rndUnit() - 0.5);
  }
  memset(C, 0xFF, sizeof(float) * MM * MM);
  configure();
  uint64_t slots[3] = {P(A), P(B), P(C)};
  hidet_emu_register_buffer(A, (int64_t)sizeof(float) * MM * MM, 0);
  hidet_emu_register_buffer(B, (int64_t)sizeof(float) * MM * MM, 1);
  hidet_emu_register_buffer(C, (int64_t)sizeof(float) * MM * MM, 2);
  hidet_emu_launch("matmul", kMatmul, MM / TILE, MM / TILE, 1, 256, 1, 1, 0, slots);
  int bad = 0;
  for (int i = 0; i < MM; ++i)
    for (int j = 0; j < MM; ++j) {
      double ref = 0, S = 0;
      for (int k = 0; k < MM; ++k) {
        ref += (double)A[i * MM + k] * B[k * MM + j];
        S += fabs((double)A[i * MM + k] * B[k * MM + j]);
      }
      bad += !(fabs(C[i * MM + j] - ref) <= 1e-5 * S);
    }
  HidetEmuStats st;
  hidetEmuGetStats(&st);
  printf("perf (%s): matmul %dx%dx%d: %d mismatches; %lld blocks, %lld threads, %lld switches\n", scheduleName(), MM,
         MM, MM, bad, (long long)st.blocks, (long long)st.threads, (long long)st.switches);
  fprintf(stderr, "perf: %.3f s in the emulator\n", st.seconds);
  if (gMaxSeconds > 0 && st.seconds > gMaxSeconds) {
    printf("perf: too slow: %.3f s, more than %.3f s\n", st.seconds, gMaxSeconds);
    ++gFailures;
  }
  gFailures += bad != 0;
  free(A);
  free(B);
  free(C);
  return finish();
}

/* ========================================================================= *
 * host: stats, verbose, invalid launches, the symbol table, libdevice.
 * ========================================================================= */
static void kCount(void *args) {
  int32_t *out = SLOT_PTR(args, 0, int32_t *);
  sti(&out[blockLinear() * 32 + tidLinear()], 1, "count.c:1");
}

int modeHost(const char *which) {
  if (!strcmp(which, "stats")) {
    gConfig.verbose = true;
    configure();
    int32_t out[64] = {0};
    uint64_t slots[1] = {P(out)};
    for (int i = 0; i < 2; ++i) {
      hidet_emu_register_buffer(out, sizeof out, 0);
      hidet_emu_launch("count", kCount, 2, 1, 1, 32, 1, 1, 0, slots);
    }
    HidetEmuStats st;
    hidetEmuGetStats(&st);
    printf("stats: launches %lld blocks %lld threads %lld switches %lld\n", (long long)st.launches,
           (long long)st.blocks, (long long)st.threads, (long long)st.switches);
    /* Buffers are dropped after a launch: a launch without registering
     * them again fails. */
    hidet_emu_launch("unregistered", kCount, 1, 1, 1, 1, 1, 1, 0, slots);
  } else if (!strcmp(which, "invalid")) {
    configure();
    hidet_emu_launch("big", kCount, 1, 1, 1, 64, 32, 1, 0, NULL);
    printf("failed after invalid launch: %d\n", hidetEmuFailed());
    configure();
    printf("failed after configure: %d\n", hidetEmuFailed());
    hidet_emu_launch("smem", kCount, 1, 1, 1, 1, 1, 1, 300000, NULL);
  } else if (!strcmp(which, "symbols")) {
    const HidetEmuSymbol *s = hidetEmuSymbols();
    int n = 0, abi = 0, nv = 0, dup = 0, null = 0;
    for (; s[n].name; ++n) {
      null += s[n].address == NULL;
      abi += !strncmp(s[n].name, "hidet_emu_", 10);
      nv += !strncmp(s[n].name, "__nv_", 5);
      for (int j = 0; j < n; ++j)
        dup += !strcmp(s[j].name, s[n].name);
    }
    float (*expf_)(float) = NULL;
    void (*launch)(void) = NULL;
    for (int i = 0; i < n; ++i) {
      if (!strcmp(s[i].name, "__nv_expf"))
        memcpy(&expf_, &s[i].address, sizeof expf_);
      if (!strcmp(s[i].name, "hidet_emu_launch"))
        memcpy(&launch, &s[i].address, sizeof launch);
    }
    printf("symbols: %d entries, %d ABI, %d libdevice, %d duplicates, %d null\n", n, abi, nv, dup, null);
    printf("__nv_expf(1) via the table: %.6f; hidet_emu_launch found: %d\n", expf_ ? expf_(1.0f) : -1.0,
           launch == (void (*)(void))(uintptr_t)&hidet_emu_launch);
    /* The ABI of emulator.h: keep in step with emu_symbols.c. */
    gFailures += dup != 0 || null != 0 || abi != 42;
  } else {
    return 2;
  }
  return finish();
}
