/*===-- emu_wgmma.c - wgmma.mma_async on shared-memory descriptors ----------===*
 * D (64 x N) = A (64 x K) * B (K x N) + (scale-d ? D : 0) for one
 * warpgroup (4 consecutive warps, 128 threads). Each thread computes its
 * own accumulator registers, so no gathering is needed: warp w of the
 * warpgroup holds rows 16 w .. 16 w + 15, lane l the rows 16 w + l / 4
 * (+ 8) and, per 8 columns j, the columns 8 j + 2 (l % 4) (+ 1): f32
 * registers 4 j .. 4 j + 3 are (r, c), (r, c + 1), (r + 8, c), (r + 8,
 * c + 1); f16 ones pack two columns a register, row r in 2 j, r + 8 in
 * 2 j + 1.
 *
 * A matrix descriptor (64 bits): bits 0-13 the start address >> 4 (the
 * low 18 bits of a shared address: its offset in the block's window),
 * 16-29 the leading byte offset >> 4, 32-45 the stride byte offset >> 4,
 * 49-51 the base offset (0 only here), 62-63 the swizzle: 0 none, 1 128 B,
 * 2 64 B, 3 32 B. With T = 16 / element bytes and S the swizzle span, the
 * byte offset of element (mn, k) of an operand is
 *   K-major, no swizzle:  (mn % 8) 16 + (mn / 8) SBO + (k % T) eb + (k / T) LBO
 *   K-major, swizzled:    (mn % 8) S + (mn / 8) SBO + k eb
 *   MN-major, no swizzle: (mn % T) eb + (mn / T) SBO + (k % 8) 16 + (k / 8) LBO
 *   MN-major, swizzled:   (mn % W) eb + (mn / W) LBO + (k % 8) S + (k / 8) SBO,
 *                         W = S / eb
 * (8-row "core matrices" of 16-byte rows; the swizzled forms are 8 rows of
 * S bytes), and a swizzled address then has bits [4, 4 + B) XORed with
 * bits [7, 7 + B), B = log2(S / 16), as TMA writes them. A is K-major
 * unless transposed (layout col), B K-major unless transposed (layout
 * row). The products are summed in double and added to D once per
 * instruction, rounded to D's type.
 *
 * The 128 threads of the warpgroup meet (the instruction is .sync.aligned)
 * and the last to arrive computes everyone's registers: the shared-memory
 * reads happen at one moment, checked against TMA copies in flight. The
 * result is complete when the threads go on (wgmma.wait_group has nothing
 * left to wait for).
 *===----------------------------------------------------------------------===*/
#include "emu_internal.h"

#include <stdio.h>
#include <stdlib.h>

static const char *siteOr(const char *s) { return s ? s : "<unknown>"; }

typedef struct {
  uintptr_t start;
  int64_t lbo, sbo;
  int32_t span; /* swizzle bytes: 0, 32, 64, 128 */
  bool kMajor;
  int32_t eb; /* element bytes */
} Operand;

static void decode(EmuThread *t, int64_t desc, bool kMajor, int32_t eb, const char *which, const char *site,
                   Operand *o) {
  uint64_t d = (uint64_t)desc;
  static const int32_t spans[4] = {0, 128, 64, 32};
  o->start = emuSharedWindowBase() + ((d & 0x3FFFu) << 4);
  o->lbo = (int64_t)(((d >> 16) & 0x3FFFu) << 4);
  o->sbo = (int64_t)(((d >> 32) & 0x3FFFu) << 4);
  o->span = spans[(d >> 62) & 3];
  o->kMajor = kMajor;
  o->eb = eb;
  if ((d >> 49) & 7)
    emuFail("%s: wgmma.mma_async at %s: the %s descriptor has base offset %d; only 0 is emulated (start the "
            "matrix at a multiple of the swizzle pattern's repeat)",
            emuWho(t), siteOr(site), which, (int)((d >> 49) & 7));
}

/* The shared address of element (mn, k) of an operand. */
static uintptr_t elemAddr(const Operand *o, int64_t mn, int64_t k) {
  int64_t T = 16 / o->eb, off;
  if (o->kMajor)
    off = o->span ? (mn % 8) * o->span + (mn / 8) * o->sbo + k * o->eb
                  : (mn % 8) * 16 + (mn / 8) * o->sbo + (k % T) * o->eb + (k / T) * o->lbo;
  else if (o->span) {
    int64_t W = o->span / o->eb;
    off = (mn % W) * o->eb + (mn / W) * o->lbo + (k % 8) * o->span + (k / 8) * o->sbo;
  } else {
    off = (mn % T) * o->eb + (mn / T) * o->sbo + (k % 8) * 16 + (k / 8) * o->lbo;
  }
  uintptr_t a = o->start + (uintptr_t)off;
  if (o->span) {
    uintptr_t mask = (uintptr_t)(o->span / 16 - 1);
    a ^= ((a >> 7) & mask) << 4;
  }
  return a;
}

static double readElem(EmuThread *t, const Operand *o, int32_t type, int64_t mn, int64_t k, const char *which,
                       const char *site) {
  uintptr_t a = elemAddr(o, mn, k);
  if (!emuInShared((const void *)a, o->eb))
    emuFail("%s: wgmma.mma_async at %s reads %s element (%lld, %lld) at %p, outside the block's shared memory "
            "(check the descriptor's start, leading and stride byte offsets)",
            emuWho(t), siteOr(site), which, (long long)mn, (long long)k, (void *)a);
  if (emuBulkPending)
    emuBulkCheckAccess(t, a, a + (uintptr_t)o->eb, HIDET_EMU_LOAD, site);
  emuProxyCheckRead(t, a, a + (uintptr_t)o->eb, "wgmma.mma_async", site);
  if (o->eb == 2)
    return emuLoadElem(type, (const int32_t *)(a & ~(uintptr_t)3), (int)((a >> 1) & 1));
  return emuLoadElem(type, (const int32_t *)a, 0);
}

/* One thread's instruction, deposited at the warpgroup's rendezvous. */
typedef struct {
  int32_t n, k, typeAB, typeD, scaleD, negA, negB, transA, transB;
  int64_t descA, descB;
  int32_t *acc;
  const char *site;
} Deposit;

/* Warpgroup rendezvous: wgmma is .sync.aligned, so the 128 threads issue
 * it together and read shared memory at one moment; a thread that ran
 * ahead alone could overwrite (e.g. with its epilogue) what another still
 * reads. The last of the 128 to arrive computes for all. */
typedef struct {
  int32_t arrived;
  EmuThread *first;
  Deposit *deposits[128];
} Rendezvous;

static Rendezvous *gGroups;
static int32_t gNumGroups;

/* Computes thread t's registers from its deposit. */
static void compute(EmuThread *t, const Deposit *d) {
  int32_t eb = d->typeAB == HIDET_EMU_TF32 ? 4 : 2;
  Operand A, B;
  decode(t, d->descA, !d->transA, eb, "A", d->site, &A);
  decode(t, d->descB, !d->transB, eb, "B", d->site, &B);
  int32_t w = t->warp % 4, g = t->lane / 4, q = t->lane % 4;
  double sa = d->negA ? -1.0 : 1.0, sb = d->negB ? -1.0 : 1.0;
  bool dF32 = d->typeD == HIDET_EMU_F32;
  for (int32_t j = 0; j < d->n / 8; ++j)
    for (int32_t e = 0; e < 4; ++e) {
      int32_t row = 16 * w + g + (e >= 2 ? 8 : 0), col = 8 * j + 2 * q + (e & 1);
      double sum = 0.0;
      for (int32_t kk = 0; kk < d->k; ++kk)
        sum += sa * readElem(t, &A, d->typeAB, row, kk, "A", d->site) *
               (sb * readElem(t, &B, d->typeAB, col, kk, "B", d->site));
      /* f32: register 4 j + e; f16: element e of registers 2 j, 2 j + 1
       * (element index 4 j + e of the packed halves). */
      int32_t idx = 4 * j + e;
      double old = d->scaleD ? emuLoadElem(d->typeD, d->acc, idx) : 0.0;
      emuStoreElem(d->typeD, d->acc, idx, dF32 ? (double)(float)(old + sum) : old + sum);
    }
}

static bool sameInstruction(const Deposit *a, const Deposit *b) {
  return a->site == b->site && a->n == b->n && a->k == b->k && a->typeAB == b->typeAB && a->typeD == b->typeD &&
         a->scaleD == b->scaleD && a->negA == b->negA && a->negB == b->negB && a->transA == b->transA &&
         a->transB == b->transB && a->descA == b->descA && a->descB == b->descB;
}

void hidet_emu_wgmma(int32_t n, int32_t k, int32_t typeAB, int32_t typeD, int32_t scaleD, int32_t negA,
                     int32_t negB, int32_t transA, int32_t transB, int64_t descA, int64_t descB, int32_t *acc,
                     const char *site) {
  EmuThread *t = emuCur;
  if (!t)
    return;
  int32_t eb = typeAB == HIDET_EMU_TF32 ? 4 : 2;
  if (n < 8 || n > 256 || n % 8 != 0 || k * eb != 32 || (typeD != HIDET_EMU_F32 && typeD != HIDET_EMU_F16) ||
      (typeD == HIDET_EMU_F16 && typeAB != HIDET_EMU_F16) || (typeAB == HIDET_EMU_TF32 && (transA || transB)))
    emuFail("%s: wgmma.mma_async at %s: m64n%dk%d with %s inputs and %s accumulators is not emulated (f16/bf16 "
            "k16 and tf32 k8, K-major tf32, f32 or f16 accumulators)",
            emuWho(t), siteOr(site), n, k, emuTypeName(typeAB), emuTypeName(typeD));
  if (emuL.nThreads % 128 != 0)
    emuFail("%s: wgmma.mma_async at %s in a block of %d threads, not whole warpgroups of 128", emuWho(t),
            siteOr(site), emuL.nThreads);
  if (!gGroups) {
    gNumGroups = emuL.nThreads / 128;
    gGroups = calloc((size_t)gNumGroups, sizeof *gGroups);
    if (!gGroups)
      emuFail("out of memory in the wgmma emulation");
  }
  Deposit d = {n, k, typeAB, typeD, scaleD, negA, negB, transA, transB, descA, descB, acc, site};
  Rendezvous *r = &gGroups[t->linear / 128];
  if (r->arrived > 0 && !sameInstruction(r->deposits[r->first->linear % 128], &d))
    emuFail("%s: wgmma.mma_async at %s, while thread %s of its warpgroup waits at the wgmma.mma_async at %s (or "
            "one with other operands): the 128 threads of a warpgroup must issue the same wgmma together",
            emuWho(t), siteOr(site), emuTidStr(r->first), siteOr(r->deposits[r->first->linear % 128]->site));
  if (r->arrived == 0)
    r->first = t;
  r->deposits[t->linear % 128] = &d;
  if (++r->arrived < 128) {
    t->state = EMU_AT_WARPGROUP;
    while (t->state == EMU_AT_WARPGROUP)
      emuBlock(t);
    return;
  }
  /* The last arrival: every thread reads shared memory now. */
  int32_t base = t->linear / 128 * 128;
  for (int32_t i = 0; i < 128; ++i)
    compute(&emuL.threads[base + i], r->deposits[i]);
  for (int32_t i = 0; i < 128; ++i)
    if (emuL.threads[base + i].state == EMU_AT_WARPGROUP)
      emuL.threads[base + i].state = EMU_RUNNABLE;
  r->arrived = 0;
  r->first = NULL;
}

void emuWgmmaOnExit(EmuThread *t) {
  if (!gGroups)
    return;
  Rendezvous *r = &gGroups[t->linear / 128];
  if (r->arrived > 0)
    emuFail("deadlock: %s exited while %d threads of its warpgroup wait at the wgmma.mma_async at %s (a warpgroup "
            "issues a wgmma with all 128 threads)",
            emuWho(t), r->arrived, siteOr(r->deposits[r->first->linear % 128]->site));
}

bool emuWgmmaDescribeStuck(char *buf, size_t size) {
  for (int32_t g = 0; gGroups && g < gNumGroups; ++g) {
    const Rendezvous *r = &gGroups[g];
    if (r->arrived == 0)
      continue;
    snprintf(buf, size,
             "%d of the 128 threads of warpgroup %d (first %s) wait at the wgmma.mma_async at %s; the others never "
             "arrive",
             r->arrived, g, emuWho(r->first), siteOr(r->deposits[r->first->linear % 128]->site));
    return true;
  }
  return false;
}

void emuWgmmaBlockEnd(void) {
  free(gGroups);
  gGroups = NULL;
  gNumGroups = 0;
}
