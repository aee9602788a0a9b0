/*===-- emu_mbarrier.c - mbarriers, TMA copies in flight, bulk groups -------===*
 * mbarriers: a per-block table keyed by the shared address holds each
 * one's expected and pending arrivals, tx-count and phase number (the 8
 * bytes in shared memory are not read: the table is the object, so a
 * barrier used before init or after inval is an error, not garbage).
 *
 * TMA copies are asynchronous here as on a GPU. A load is queued when it
 * is issued and lands (reads global memory, writes the shared tile,
 * completes its bytes on the mbarrier) only when no thread of the block
 * can run any more, i.e. when every live thread waits, or, under the
 * "early" async policy, at a seeded random switch. So a thread that reads
 * the tile without waiting on the mbarrier sees old bytes; and because a
 * tile in flight is registered, any thread's load or store to it before it
 * lands is reported as a race (hidet_emu_check). A store joins its
 * thread's bulk group and lands at the cp.async.bulk.wait_group that
 * retires the group (or at the thread's exit); a write to its shared
 * source before then is a race.
 *
 * A wait on a phase that never completes shows up as a round in which no
 * thread can run and nothing is in flight: reported as a deadlock naming
 * the mbarrier, its site and its counts. A failed test.wait (a poll, often
 * in a spin loop) lands the loads in flight and ends the thread's turn.
 *===----------------------------------------------------------------------===*/
#include "emu_tma.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  uintptr_t addr;
  int32_t expected, pending;
  int64_t tx;    /* bytes expected and not yet completed */
  int64_t phase; /* completed phases */
  const char *initSite;
} Mbarrier;

typedef struct {
  bool store;
  const EmuTensorMap *map;
  int32_t coords[EMU_TMA_MAX_RANK];
  char *smem;
  uintptr_t lo, hi; /* shared bytes the tile covers */
  uintptr_t bar;    /* load: the mbarrier its bytes complete on */
  EmuThread *by;
  int64_t group; /* store: the issuing thread's bulk group */
  const char *site;
} BulkOp;

static Mbarrier *gBars;
static int32_t gNumBars, gCapBars;
static BulkOp *gOps;
static int32_t gCapOps;
int32_t emuBulkPending;

static const char *siteOr(const char *s) { return s ? s : "<unknown>"; }

static void *grow(void *p, int32_t *cap, size_t elem) {
  int32_t c = *cap ? 2 * *cap : 16;
  void *n = realloc(p, (size_t)c * elem);
  if (!n)
    emuFail("out of memory in the mbarrier/TMA emulation");
  *cap = c;
  return n;
}

/* ---- The mbarrier table. ------------------------------------------------- */
static Mbarrier *findBar(uintptr_t a) {
  for (int32_t i = 0; i < gNumBars; ++i)
    if (gBars[i].addr == a)
      return &gBars[i];
  return NULL;
}

static void checkBarAddress(EmuThread *t, const void *bar, const char *op, const char *site) {
  if ((uintptr_t)bar % 8 != 0 || !emuInShared(bar, 8))
    emuFail("%s: %s at %s on %p: an mbarrier is 8 bytes of shared memory, 8-byte aligned", emuWho(t), op,
            siteOr(site), bar);
}

static Mbarrier *liveBar(EmuThread *t, const void *bar, const char *op, const char *site) {
  checkBarAddress(t, bar, op, site);
  Mbarrier *b = findBar((uintptr_t)bar);
  if (!b)
    emuFail("%s: %s at %s on the mbarrier at %p, which was not initialized (mbarrier.init) in this block", emuWho(t),
            op, siteOr(site), bar);
  return b;
}

/* Whether a TMA load in flight completes on the mbarrier at a. */
static bool inFlight(uintptr_t a) {
  for (int32_t i = 0; i < emuBulkPending; ++i)
    if (!gOps[i].store && gOps[i].bar == a)
      return true;
  return false;
}

/* Wakes the threads whose wait on b is now satisfied. */
static bool satisfied(const EmuThread *t, const Mbarrier *b) {
  return t->mbarParity ? (b->phase & 1) != t->mbarState : b->phase > t->mbarState;
}

static void wake(const Mbarrier *b) {
  for (int32_t i = 0; i < emuL.nThreads; ++i) {
    EmuThread *w = &emuL.threads[i];
    if (w->state == EMU_AT_MBARRIER && (uintptr_t)w->mbar == b->addr && satisfied(w, b))
      w->state = EMU_RUNNABLE;
  }
}

static void maybeComplete(Mbarrier *b) {
  if (b->pending == 0 && b->tx == 0) {
    b->phase++;
    b->pending = b->expected;
    wake(b);
  }
}

void hidet_emu_mbarrier_init(void *bar, int32_t count, int32_t pred, const char *site) {
  EmuThread *t = emuCur;
  if (!t || !pred)
    return;
  checkBarAddress(t, bar, "mbarrier.init", site);
  if (count < 1 || count > (1 << 20) - 1)
    emuFail("%s: mbarrier.init at %s with count %d (1..2^20-1)", emuWho(t), siteOr(site), count);
  Mbarrier *b = findBar((uintptr_t)bar);
  if (b && (b->pending != b->expected || b->tx != 0 || b->phase != 0 || inFlight(b->addr)))
    emuFail("%s: mbarrier.init at %s re-initializes the mbarrier at %p (initialized at %s) while it is in use: "
            "phase %lld, %d of %d arrivals pending, %lld tx bytes outstanding%s",
            emuWho(t), siteOr(site), bar, siteOr(b->initSite), (long long)b->phase, b->pending, b->expected,
            (long long)b->tx, inFlight(b->addr) ? ", a TMA load in flight completes on it" : "");
  if (!b) {
    if (gNumBars == gCapBars)
      gBars = grow(gBars, &gCapBars, sizeof *gBars);
    b = &gBars[gNumBars++];
  }
  *b = (Mbarrier){(uintptr_t)bar, count, count, 0, 0, site};
  /* The init ends the thread's turn: warps of a block start together on a
   * GPU, so every thread's init of a shared barrier precedes the first
   * arrive on it, which programs that init from every thread rely on. */
  emuBlock(t);
}

void hidet_emu_mbarrier_inval(void *bar, const char *site) {
  EmuThread *t = emuCur;
  if (!t)
    return;
  Mbarrier *b = liveBar(t, bar, "mbarrier.inval", site);
  *b = gBars[--gNumBars];
}

static int64_t arrive(EmuThread *t, Mbarrier *b, int32_t count, bool nocomplete, const char *op, const char *site) {
  if (count < 1 || count > b->pending)
    emuFail("%s: %s at %s on the mbarrier at %p arrives %d times, but %d of its %d arrivals are pending in phase "
            "%lld",
            emuWho(t), op, siteOr(site), (void *)b->addr, count, b->pending, b->expected, (long long)b->phase);
  int64_t token = b->phase;
  b->pending -= count;
  if (nocomplete && b->pending == 0 && b->tx == 0)
    emuFail("%s: %s at %s completes the phase of the mbarrier at %p, which .noComplete forbids", emuWho(t), op,
            siteOr(site), (void *)b->addr);
  maybeComplete(b);
  return token;
}

int64_t hidet_emu_mbarrier_arrive(void *bar, int32_t count, int32_t nocomplete, const char *site) {
  EmuThread *t = emuCur;
  if (!t)
    return 0;
  const char *op = nocomplete ? "mbarrier.arrive.noComplete" : "mbarrier.arrive";
  return arrive(t, liveBar(t, bar, op, site), count, nocomplete != 0, op, site);
}

static void addTx(EmuThread *t, Mbarrier *b, int64_t tx, const char *op, const char *site) {
  int64_t limit = ((int64_t)1 << 20) - 1;
  if (tx < 0 || tx > limit || b->tx + tx > limit)
    emuFail("%s: %s at %s on the mbarrier at %p takes its tx-count to %lld (at most 2^20-1)", emuWho(t), op,
            siteOr(site), (void *)b->addr, (long long)(b->tx + tx));
  b->tx += tx;
}

int64_t hidet_emu_mbarrier_arrive_expect_tx(void *bar, int32_t tx, int32_t pred, const char *site) {
  EmuThread *t = emuCur;
  if (!t || !pred)
    return 0;
  Mbarrier *b = liveBar(t, bar, "mbarrier.arrive.expect_tx", site);
  addTx(t, b, tx, "mbarrier.arrive.expect_tx", site);
  return arrive(t, b, 1, false, "mbarrier.arrive.expect_tx", site);
}

void hidet_emu_mbarrier_expect_tx(void *bar, int32_t tx, const char *site) {
  EmuThread *t = emuCur;
  if (t)
    addTx(t, liveBar(t, bar, "mbarrier.expect_tx", site), tx, "mbarrier.expect_tx", site);
}

static void completeTx(Mbarrier *b, int64_t tx) {
  b->tx -= tx;
  maybeComplete(b);
}

void hidet_emu_mbarrier_complete_tx(void *bar, int32_t tx, const char *site) {
  EmuThread *t = emuCur;
  if (!t)
    return;
  Mbarrier *b = liveBar(t, bar, "mbarrier.complete_tx", site);
  if (tx < 0)
    emuFail("%s: mbarrier.complete_tx at %s with %d bytes", emuWho(t), siteOr(site), tx);
  completeTx(b, tx);
}

int32_t hidet_emu_mbarrier_wait(void *bar, int64_t state, int32_t isParity, int32_t block, const char *site) {
  EmuThread *t = emuCur;
  if (!t)
    return 1;
  const char *op = isParity ? "mbarrier.try_wait.parity" : "mbarrier.try_wait";
  Mbarrier *b = liveBar(t, bar, op, site);
  if (isParity && state != 0 && state != 1)
    emuFail("%s: %s at %s waits for parity %lld (0 or 1)", emuWho(t), op, siteOr(site), (long long)state);
  if (!isParity && (state < 0 || state > b->phase))
    emuFail("%s: %s at %s with the token %lld, which no arrive on the mbarrier at %p returned (it is in phase "
            "%lld)",
            emuWho(t), op, siteOr(site), (long long)state, bar, (long long)b->phase);
  t->mbar = bar;
  t->mbarState = state;
  t->mbarParity = isParity != 0;
  t->mbarSite = site;
  if (satisfied(t, b))
    return 1;
  if (!block) {
    /* A poll (test.wait) that fails is usually a spin loop: the copies in
     * flight land now (a legal moment), and the thread yields so that the
     * others can arrive (fibers are not preempted). */
    emuBulkLandLoads();
    if (satisfied(t, b))
      return 1;
    emuBlock(t);
    return satisfied(t, b);
  }
  t->state = EMU_AT_MBARRIER;
  while (t->state == EMU_AT_MBARRIER)
    emuBlock(t);
  return 1;
}

/* ---- TMA copies in flight. ------------------------------------------------ */
static const EmuTensorMap *mapOf(EmuThread *t, const void *map, const char *op, const char *site) {
  const EmuTensorMap *m = emuTensorMapCheck(map);
  if (!m)
    emuFail("%s: %s at %s with %p, which is not a tensor map made by mgpuTensorMapEncodeTiledMemref", emuWho(t), op,
            siteOr(site), map);
  return m;
}

static BulkOp *newOp(EmuThread *t, const EmuTensorMap *m, void *smem, int32_t rank, const int32_t *coords,
                     const char *op, const char *site) {
  if (rank != m->rank)
    emuFail("%s: %s at %s gives %d coordinates for a rank-%d tensor map", emuWho(t), op, siteOr(site), rank,
            m->rank);
  int64_t bytes = emuTmaBoxBytes(m);
  if ((uintptr_t)smem % 128 != 0)
    emuFail("%s: %s at %s: the shared tile at %p is not 128-byte aligned", emuWho(t), op, siteOr(site), smem);
  if (!emuInShared(smem, bytes))
    emuFail("%s: %s at %s: the %lld-byte tile at %p is not inside the block's shared memory", emuWho(t), op,
            siteOr(site), (long long)bytes, smem);
  const char *lo, *hi;
  if (emuTmaGlobalExtent(m, coords, &lo, &hi) && !emuDeviceRange(lo, hi))
    emuFail("%s: %s at %s: the box reaches global memory [%p, %p), outside every device buffer", emuWho(t), op,
            siteOr(site), (const void *)lo, (const void *)hi);
  if (emuBulkPending == gCapOps)
    gOps = grow(gOps, &gCapOps, sizeof *gOps);
  BulkOp *o = &gOps[emuBulkPending++];
  emuCheckExtrasUpdate();
  memset(o, 0, sizeof *o);
  o->map = m;
  for (int32_t d = 0; d < rank; ++d)
    o->coords[d] = coords[d];
  o->smem = smem;
  o->lo = (uintptr_t)smem;
  o->hi = (uintptr_t)smem + (uintptr_t)bytes;
  o->by = t;
  o->site = site;
  return o;
}

/* Lands op i and removes it (order of the rest is kept: it is issue order). */
static void land(int32_t i) {
  BulkOp o = gOps[i];
  memmove(&gOps[i], &gOps[i + 1], (size_t)(emuBulkPending - i - 1) * sizeof *gOps);
  emuBulkPending--;
  emuCheckExtrasUpdate();
  emuTmaCopy(o.map, o.smem, o.coords, o.store);
  if (!o.store) {
    emuProxyAsyncWrite(o.lo, o.hi);
    Mbarrier *b = findBar(o.bar);
    if (b) /* an inval'd barrier: the bytes complete on nothing */
      completeTx(b, emuTmaBoxBytes(o.map));
  }
}

void hidet_emu_tma_load(void *dst, const void *map, void *bar, int32_t rank, const int32_t *coords, int32_t pred,
                        const char *site) {
  EmuThread *t = emuCur;
  if (!t || !pred)
    return;
  const char *op = "cp.async.bulk.tensor (load)";
  const EmuTensorMap *m = mapOf(t, map, op, site);
  liveBar(t, bar, op, site);
  BulkOp *o = newOp(t, m, dst, rank, coords, op, site);
  o->bar = (uintptr_t)bar;
}

void hidet_emu_tma_store(const void *map, const void *src, int32_t rank, const int32_t *coords, int32_t pred,
                         const char *site) {
  EmuThread *t = emuCur;
  if (!t || !pred)
    return;
  const char *op = "cp.async.bulk.tensor (store)";
  BulkOp *o = newOp(t, mapOf(t, map, op, site), (void *)(uintptr_t)src, rank, coords, op, site);
  /* The async proxy reads the tile from now on. */
  emuProxyCheckRead(t, o->lo, o->hi, op, site);
  o->store = true;
  o->group = t->bulkCommits;
}

void hidet_emu_bulk_commit(void) {
  if (emuCur)
    emuCur->bulkCommits++;
}

void hidet_emu_bulk_wait(int32_t n, const char *site) {
  EmuThread *t = emuCur;
  if (!t)
    return;
  if (n < 0)
    emuFail("%s: cp.async.bulk.wait_group %d at %s", emuWho(t), n, siteOr(site));
  int64_t limit = t->bulkCommits - n;
  for (int32_t i = 0; i < emuBulkPending;)
    if (gOps[i].store && gOps[i].by == t && gOps[i].group < limit)
      land(i);
    else
      ++i;
}

bool emuBulkLandLoads(void) {
  bool any = false;
  for (int32_t i = 0; i < emuBulkPending;)
    if (!gOps[i].store) {
      land(i);
      any = true;
    } else {
      ++i;
    }
  return any;
}

void emuBulkOnSwitch(EmuThread *t) {
  if (emuBulkPending == 0)
    return;
  /* Land the oldest k loads, k seeded-random in 0..pending. */
  int32_t k = (int32_t)(emuSplitMix(&t->rng) % (uint64_t)(emuBulkPending + 1));
  for (int32_t i = 0; i < emuBulkPending && k > 0;)
    if (!gOps[i].store) {
      land(i);
      --k;
    } else {
      ++i;
    }
}

void emuBulkThreadExit(EmuThread *t) {
  for (int32_t i = 0; i < emuBulkPending;)
    if (gOps[i].store && gOps[i].by == t)
      land(i);
    else
      ++i;
}

void emuBulkCheckAccess(EmuThread *t, uintptr_t a, uintptr_t e, int32_t kind, const char *site) {
  for (int32_t i = 0; i < emuBulkPending; ++i) {
    const BulkOp *o = &gOps[i];
    if (a >= o->hi || e <= o->lo || (o->store && kind == HIDET_EMU_LOAD))
      continue;
    if (o->store)
      emuFail("race: %s writes shared memory at %p at %s, which the TMA store issued at %s still reads (wait on "
              "its bulk group first: cp.async.bulk.wait_group.read)",
              emuWho(t), (void *)a, siteOr(site), siteOr(o->site));
    emuFail("race: %s %s shared memory at %p at %s, which the TMA load issued by thread %s at %s is still writing "
            "(wait on its mbarrier first)",
            emuWho(t), kind == HIDET_EMU_LOAD ? "reads" : "writes", (void *)a, siteOr(site), emuTidStr(o->by),
            siteOr(o->site));
  }
}

bool emuMbarrierDescribeStuck(char *buf, size_t n) {
  for (int32_t i = 0; i < emuL.nThreads; ++i) {
    const EmuThread *w = &emuL.threads[i];
    if (w->state != EMU_AT_MBARRIER)
      continue;
    const Mbarrier *b = findBar((uintptr_t)w->mbar);
    int waiting = 0;
    for (int32_t j = 0; j < emuL.nThreads; ++j)
      waiting += emuL.threads[j].state == EMU_AT_MBARRIER;
    char what[64];
    if (w->mbarParity)
      snprintf(what, sizeof what, "the phase of parity %lld", (long long)w->mbarState);
    else
      snprintf(what, sizeof what, "phase %lld", (long long)w->mbarState);
    if (!b)
      snprintf(buf, n, "%s waits at %s on the mbarrier at %p, which was invalidated", emuWho(w),
               siteOr(w->mbarSite), w->mbar);
    else
      snprintf(buf, n,
               "%s waits at %s on the mbarrier at %p (initialized at %s) for %s, which never completes: %d of its "
               "%d arrivals and %lld tx bytes are pending in phase %lld, no thread can arrive and no TMA copy is "
               "in flight (%d threads wait on mbarriers)",
               emuWho(w), siteOr(w->mbarSite), w->mbar, siteOr(b->initSite), what, b->pending, b->expected,
               (long long)b->tx, (long long)b->phase, waiting);
    return true;
  }
  return false;
}

void emuHopperBlockBegin(void) {
  gNumBars = 0;
  emuBulkPending = 0;
  emuCheckExtrasUpdate();
}

void emuHopperLaunchEnd(void) {
  free(gBars);
  free(gOps);
  gBars = NULL;
  gOps = NULL;
  gNumBars = gCapBars = gCapOps = 0;
  emuBulkPending = 0;
  emuCheckExtrasUpdate();
}
