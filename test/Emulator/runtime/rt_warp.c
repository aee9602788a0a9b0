/*===-- rt_warp.c - Warp collectives: shfl, vote, ldmatrix -----------------===*/
#include "rt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ========================================================================= *
 * shfl: every mode, CUDA-style segments (width < 32) and upstream's
 * gpu.shuffle style (partial mask, c = width-1 or 32-width), against a
 * reference written from the CUDA programming guide's description of
 * __shfl*_sync(mask, var, lane/delta, width).
 * ========================================================================= */
typedef struct {
  int32_t kind, offset, clamp;
  uint32_t mask;
} ShflCase;

static void kShfl(void *args) {
  const ShflCase *cases = SLOT_PTR(args, 0, const ShflCase *);
  int32_t nCases = (int32_t)SLOT_I64(args, 1);
  int32_t *out = SLOT_PTR(args, 2, int32_t *);
  int32_t n = hidet_emu_sreg(HIDET_EMU_NTID_X), t = tidLinear(), lane = hidet_emu_sreg(HIDET_EMU_LANEID);
  for (int32_t c = 0; c < nCases; ++c) {
    if (!((cases[c].mask >> lane) & 1u))
      continue;
    int32_t valid = -1;
    int32_t r = hidet_emu_shfl(cases[c].kind, (int32_t)cases[c].mask, t * 7 + 100, cases[c].offset, cases[c].clamp,
                               &valid, "shfl.c:1");
    sti(&out[(c * n + t) * 2], r, "shfl.c:2");
    sti(&out[(c * n + t) * 2 + 1], valid, "shfl.c:3");
  }
}

/* CUDA semantics: the warp splits into groups of `width` lanes; lane and
 * delta are taken within the group. */
static void shflRefCuda(int kind, int lane, int width, int b, int *src, int *valid) {
  int base = lane / width * width, pos = lane - base;
  *valid = 1;
  switch (kind) {
  case HIDET_EMU_SHFL_IDX: *src = base + (b % width); break;
  case HIDET_EMU_SHFL_UP:
    *valid = pos >= b;
    *src = *valid ? lane - b : lane;
    break;
  case HIDET_EMU_SHFL_DOWN:
    *valid = pos + b < width;
    *src = *valid ? lane + b : lane;
    break;
  default:
    *src = lane ^ b;
    *valid = *src < base + width; /* later groups: own value */
    if (!*valid)
      *src = lane;
    break;
  }
}

/* upstream gpu.shuffle: lanes 0..width-1 take part, c = width-1 (up:
 * 32-width), no segment mask: the source lane must be <= c (up: >= c). */
static void shflRefUpstream(int kind, int lane, int width, int b, int *src, int *valid) {
  int j;
  switch (kind) {
  case HIDET_EMU_SHFL_IDX:
    j = b & 31;
    *valid = j <= width - 1;
    break;
  case HIDET_EMU_SHFL_UP:
    j = lane - b;
    *valid = j >= 32 - width;
    break;
  case HIDET_EMU_SHFL_DOWN:
    j = lane + b;
    *valid = j <= width - 1;
    break;
  default:
    j = lane ^ b;
    *valid = j <= width - 1;
    break;
  }
  *src = *valid ? j : lane;
}

int modeShfl(void) {
  enum { N = 64, MAXC = 256 };
  ShflCase cases[MAXC];
  int style[MAXC], width[MAXC], nc = 0;
  static const int widths[] = {32, 16, 8, 4, 2, 1};
  gRng = 12345;
  for (int kind = 0; kind < 4; ++kind)
    for (int wi = 0; wi < 6; ++wi) {
      int w = widths[wi];
      int offsets[6] = {0, 1, w / 2, w - 1, (int)(rnd64() % 32), kind == HIDET_EMU_SHFL_IDX ? 37 : 31};
      for (int oi = 0; oi < 6; ++oi) {
        ShflCase c = {kind, offsets[oi], ((32 - w) << 8) | (kind == HIDET_EMU_SHFL_UP ? 0 : w - 1), 0xFFFFFFFFu};
        style[nc] = 0;
        width[nc] = w;
        cases[nc++] = c;
        if (w >= 8 && oi < 5 && !(kind == HIDET_EMU_SHFL_IDX && offsets[oi] >= w)) {
          /* upstream style; idx sources beyond the mask would be undefined */
          ShflCase u = {kind, offsets[oi], kind == HIDET_EMU_SHFL_UP ? 32 - w : w - 1,
                        w == 32 ? 0xFFFFFFFFu : (1u << w) - 1u};
          style[nc] = 1;
          width[nc] = w;
          cases[nc++] = u;
        }
      }
    }
  int32_t *out = malloc(sizeof(int32_t) * 2 * N * nc);
  memset(out, 0xEE, sizeof(int32_t) * 2 * N * nc);
  configure();
  uint64_t slots[3] = {P(cases), (uint64_t)nc, P(out)};
  hidet_emu_register_buffer(cases, (int64_t)sizeof(ShflCase) * nc, 0);
  hidet_emu_register_buffer(out, (int64_t)sizeof(int32_t) * 2 * N * nc, 2);
  hidet_emu_launch("shfl", kShfl, 1, 1, 1, N, 1, 1, 0, slots);
  int bad = 0, checked = 0, perKind[4] = {0};
  for (int c = 0; c < nc; ++c)
    for (int t = 0; t < N; ++t) {
      int lane = t % 32, warpBase = t - lane, src, valid;
      if (!((cases[c].mask >> lane) & 1u))
        continue;
      if (style[c] == 0)
        shflRefCuda(cases[c].kind, lane, width[c], cases[c].offset, &src, &valid);
      else
        shflRefUpstream(cases[c].kind, lane, width[c], cases[c].offset, &src, &valid);
      int32_t want = (warpBase + src) * 7 + 100;
      const int32_t *got = &out[(c * N + t) * 2];
      ++checked;
      ++perKind[cases[c].kind];
      if (got[0] != want || got[1] != valid) {
        if (bad < 8)
          printf("mismatch: case %d (kind %d offset %d clamp 0x%x mask 0x%08x) thread %d: got %d/%d, want %d/%d\n", c,
                 cases[c].kind, cases[c].offset, cases[c].clamp, cases[c].mask, t, got[0], got[1], want, valid);
        ++bad;
      }
    }
  printf("shfl (%s): %d cases, %d lane results (idx %d, up %d, down %d, bfly %d), %d mismatches\n", scheduleName(), nc,
         checked, perKind[0], perKind[1], perKind[2], perKind[3], bad);
  gFailures += bad != 0;
  free(out);
  return finish();
}

/* shfl misuse: a source lane outside the mask; a mask naming lanes beyond
 * the block; a partial warp using only its lanes is fine. */
static void kShflBad(void *args) {
  int32_t which = (int32_t)SLOT_I64(args, 0);
  int32_t *out = SLOT_PTR(args, 1, int32_t *);
  int32_t t = tidLinear(), lane = hidet_emu_sreg(HIDET_EMU_LANEID), warp = hidet_emu_sreg(HIDET_EMU_WARPID);
  if (which == 0 && warp == 0 && lane < 16) /* idx from lane 20 with mask 0xffff */
    (void)hidet_emu_shfl(HIDET_EMU_SHFL_IDX, 0xFFFF, t, 20, 31, NULL, "bad.mlir:1:1");
  if (which == 1 && warp == 1) /* the block has 48 threads: warp 1 has lanes 0..15 */
    (void)hidet_emu_shfl(HIDET_EMU_SHFL_DOWN, -1, t, 1, 31, NULL, "bad.mlir:2:1");
  if (which == 2 && warp == 1)
    sti(&out[t], hidet_emu_shfl(HIDET_EMU_SHFL_DOWN, 0xFFFF, t, 1, 15, NULL, "bad.mlir:3:1"), "bad.mlir:3:2");
  if (which == 3 && warp == 0) /* lane not in its own mask */
    (void)hidet_emu_shfl(HIDET_EMU_SHFL_IDX, 0x1, t, 0, 31, NULL, "bad.mlir:4:1");
}

int modeShflBad(const char *which) {
  static const char *const names[] = {"outside-mask", "missing-lanes", "partial-ok", "own-lane"};
  int c = 0;
  while (c < 4 && strcmp(names[c], which))
    ++c;
  if (c == 4)
    return 2;
  int32_t out[48];
  memset(out, 0xFF, sizeof out);
  configure();
  uint64_t slots[2] = {(uint64_t)c, P(out)};
  hidet_emu_register_buffer(out, sizeof out, 1);
  hidet_emu_launch("shfl_bad", kShflBad, 1, 1, 1, 48, 1, 1, 0, slots);
  if (c == 2) {
    int bad = 0;
    for (int t = 32; t < 48; ++t)
      bad += out[t] != (t < 47 ? t + 1 : t);
    printf("partial warp shfl.down: %d mismatches\n", bad);
    gFailures += bad != 0;
  }
  return finish();
}

/* ========================================================================= *
 * vote: all/any/uni/ballot over several masks and predicate patterns, in a
 * 48-thread block (partial second warp); then divergent halves of a warp
 * using a shfl and a vote at the same time.
 * ========================================================================= */
typedef struct {
  int32_t kind;
  uint32_t mask;
  uint32_t preds[2]; /* predicate bits per warp */
} VoteCase;

static void kVote(void *args) {
  const VoteCase *cases = SLOT_PTR(args, 0, const VoteCase *);
  int32_t nCases = (int32_t)SLOT_I64(args, 1);
  int32_t *out = SLOT_PTR(args, 2, int32_t *);
  int32_t n = hidet_emu_sreg(HIDET_EMU_NTID_X), t = tidLinear();
  int32_t lane = hidet_emu_sreg(HIDET_EMU_LANEID), warp = hidet_emu_sreg(HIDET_EMU_WARPID);
  for (int32_t c = 0; c < nCases; ++c) {
    uint32_t mask = cases[c].mask;
    if (warp == 1)
      mask &= 0xFFFF; /* lanes 16..31 of warp 1 do not exist */
    if (!((mask >> lane) & 1u))
      continue;
    int32_t pred = (int32_t)((cases[c].preds[warp] >> lane) & 1u);
    sti(&out[c * n + t], hidet_emu_vote(cases[c].kind, (int32_t)mask, pred, "vote.c:1"), "vote.c:2");
  }
  /* Divergent halves of warp 0 at once: a shfl over lanes 0..15 and a
   * ballot over lanes 16..31. */
  if (warp == 0) {
    int32_t r;
    if (lane < 16)
      r = hidet_emu_shfl(HIDET_EMU_SHFL_BFLY, 0xFFFF, lane, 1, 31, NULL, "vote.c:3");
    else
      r = hidet_emu_vote(HIDET_EMU_VOTE_BALLOT, (int32_t)0xFFFF0000u, lane % 3 == 0, "vote.c:4");
    sti(&out[nCases * n + t], r, "vote.c:5");
  }
}

int modeVote(void) {
  enum { N = 48, MAXC = 64 };
  VoteCase cases[MAXC];
  int nc = 0;
  static const uint32_t masks[] = {0xFFFFFFFFu, 0x0000FFFFu, 0xAAAAAAAAu, 0x00000001u, 0x80000001u};
  gRng = 777;
  for (int kind = 0; kind < 4; ++kind)
    for (int mi = 0; mi < 5; ++mi)
      for (int pat = 0; pat < 3; ++pat) {
        VoteCase c = {kind, masks[mi], {0, 0}};
        for (int w = 0; w < 2; ++w)
          c.preds[w] = pat == 0 ? 0xFFFFFFFFu : pat == 1 ? 0u : (uint32_t)rnd64();
        cases[nc++] = c;
      }
  int32_t *out = malloc(sizeof(int32_t) * N * (nc + 1));
  memset(out, 0xEE, sizeof(int32_t) * N * (nc + 1));
  configure();
  uint64_t slots[3] = {P(cases), (uint64_t)nc, P(out)};
  hidet_emu_register_buffer(cases, (int64_t)sizeof cases, 0);
  hidet_emu_register_buffer(out, (int64_t)sizeof(int32_t) * N * (nc + 1), 2);
  hidet_emu_launch("vote", kVote, 1, 1, 1, N, 1, 1, 0, slots);
  int bad = 0, checked = 0;
  for (int c = 0; c < nc; ++c)
    for (int t = 0; t < N; ++t) {
      int lane = t % 32, warp = t / 32;
      uint32_t mask = cases[c].mask & (warp == 1 ? 0xFFFFu : 0xFFFFFFFFu);
      if (!((mask >> lane) & 1u))
        continue;
      int all = 1, any = 0, ones = 0, members = 0;
      uint32_t ballot = 0;
      for (int l = 0; l < 32; ++l)
        if ((mask >> l) & 1u) {
          int p = (cases[c].preds[warp] >> l) & 1u;
          all &= p;
          any |= p;
          ones += p;
          ++members;
          ballot |= (uint32_t)p << l;
        }
      int32_t want = cases[c].kind == HIDET_EMU_VOTE_ALL   ? all
                     : cases[c].kind == HIDET_EMU_VOTE_ANY ? any
                     : cases[c].kind == HIDET_EMU_VOTE_UNI ? (ones == 0 || ones == members)
                                                           : (int32_t)ballot;
      ++checked;
      if (out[c * N + t] != want) {
        if (bad < 8)
          printf("mismatch: case %d (kind %d mask 0x%08x) thread %d: got 0x%x want 0x%x\n", c, cases[c].kind,
                 cases[c].mask, t, out[c * N + t], want);
        ++bad;
      }
    }
  int divBad = 0;
  uint32_t ballot = 0;
  for (int l = 16; l < 32; ++l)
    if (l % 3 == 0)
      ballot |= 1u << l;
  for (int t = 0; t < 32; ++t)
    divBad += out[nc * N + t] != (t < 16 ? (t ^ 1) : (int32_t)ballot);
  printf("vote (%s): %d cases, %d lane results, %d mismatches; divergent halves: %d mismatches\n", scheduleName(), nc,
         checked, bad, divBad);
  gFailures += bad != 0 || divBad != 0;
  free(out);
  return finish();
}

/* ========================================================================= *
 * ldmatrix: 4 matrices of 8x8 b16 with element (i, r, c) = i<<8 | r<<4 | c,
 * rows scattered over shared memory (row stride 48 bytes, permuted), for
 * .x1/.x2/.x4 with and without .trans. Lanes beyond 8*num pass bogus
 * addresses, which must be ignored.
 * ========================================================================= */
static void kLdmatrix(void *args) {
  int32_t num = (int32_t)SLOT_I64(args, 0), trans = (int32_t)SLOT_I64(args, 1);
  int32_t *out = SLOT_PTR(args, 2, int32_t *);
  const int32_t *perm = SLOT_PTR(args, 3, const int32_t *);
  int32_t which = (int32_t)SLOT_I64(args, 4); /* 0 fine, 1 misaligned, 2 global row, 3 row past the end */
  const uint16_t *src = SLOT_PTR(args, 5, const uint16_t *);
  int32_t lane = hidet_emu_sreg(HIDET_EMU_LANEID);
  enum { STRIDE = 24 }; /* halves per shared row */
  uint16_t *sh = hidet_emu_shared(0, 32 * STRIDE * 2);
  /* Each lane stores row `lane` of the 32 rows (matrix lane/8, row lane%8)
   * at its permuted place. */
  for (int c = 0; c < 8; ++c) {
    hidet_emu_check(&sh[perm[lane] * STRIDE + c], 2, HIDET_EMU_STORE, "ldm.c:1");
    sh[perm[lane] * STRIDE + c] = (uint16_t)(((lane / 8) << 8) | ((lane % 8) << 4) | c);
  }
  hidet_emu_barrier(0, "ldm.c:2");
  const void *row = lane < 8 * num ? (const void *)&sh[perm[lane] * STRIDE] : (const void *)(uintptr_t)0x10;
  if (which == 1 && lane == 5)
    row = (const char *)row + 4;
  if (which == 2 && lane == 6)
    row = src;
  if (which == 3 && lane == 7)
    row = &sh[32 * STRIDE]; /* just past the end */
  int32_t r[4] = {-1, -1, -1, -1};
  hidet_emu_ldmatrix(row, num, trans, r, "ldm.mlir:9:9");
  for (int i = 0; i < 4; ++i)
    sti(&out[lane * 4 + i], r[i], "ldm.c:3");
}

int modeLdmatrix(const char *which) {
  int errCase = !strcmp(which, "misaligned") ? 1 : !strcmp(which, "global") ? 2 : !strcmp(which, "past-end") ? 3 : 0;
  int32_t perm[32];
  gRng = 99;
  for (int i = 0; i < 32; ++i)
    perm[i] = i;
  for (int i = 31; i > 0; --i) {
    int j = (int)(rnd64() % (uint64_t)(i + 1)), tmp = perm[i];
    perm[i] = perm[j];
    perm[j] = tmp;
  }
  _Alignas(16) uint16_t global[64] = {0};
  int bad = 0, total = 0;
  configure();
  static const int nums[] = {1, 2, 4};
  for (int ni = 0; ni < 3; ++ni)
    for (int trans = 0; trans < 2; ++trans) {
      if (errCase && (ni != 2 || trans))
        continue;
      int32_t out[32 * 4];
      memset(out, 0xEE, sizeof out);
      uint64_t slots[6] = {(uint64_t)nums[ni], (uint64_t)trans, P(out), P(perm), (uint64_t)errCase, P(global)};
      hidet_emu_register_buffer(out, sizeof out, 2);
      hidet_emu_register_buffer(perm, sizeof perm, 3);
      hidet_emu_register_buffer(global, sizeof global, 5);
      hidet_emu_launch("ldmatrix", kLdmatrix, 1, 1, 1, 32, 1, 1, 0, slots);
      if (errCase)
        break;
      for (int t = 0; t < 32; ++t)
        for (int i = 0; i < 4; ++i) {
          uint32_t want = 0xFFFFFFFFu; /* untouched registers */
          if (i < nums[ni]) {
            /* PTX ISA figure "ldmatrix fragment": thread t holds row t/4,
             * columns 2(t%4) and 2(t%4)+1; with .trans the element at
             * (row, col) of the transposed matrix, i.e. (col, row). */
            int row = t / 4, c0 = 2 * (t % 4);
            uint32_t e0, e1;
            if (!trans) {
              e0 = (uint32_t)(i << 8 | row << 4 | c0);
              e1 = (uint32_t)(i << 8 | row << 4 | (c0 + 1));
            } else {
              e0 = (uint32_t)(i << 8 | c0 << 4 | row);
              e1 = (uint32_t)(i << 8 | (c0 + 1) << 4 | row);
            }
            want = e0 | e1 << 16;
          }
          ++total;
          if ((uint32_t)out[t * 4 + i] != want) {
            if (bad < 8)
              printf("mismatch: x%d%s lane %d reg %d: got 0x%08x want 0x%08x\n", nums[ni], trans ? ".trans" : "", t, i,
                     (uint32_t)out[t * 4 + i], want);
            ++bad;
          }
        }
    }
  if (!errCase) {
    printf("ldmatrix (%s): x1 x2 x4, with and without trans: %d registers, %d mismatches\n", scheduleName(), total,
           bad);
    gFailures += bad != 0;
  }
  return finish();
}
