/*===-- emu_memory.c - Buffers, shared memory and bounds checks ------------===*
 * Global memory: the host registers each kernel operand buffer before a
 * launch (hidet_emu_register_buffer); the list is dropped after the launch.
 * Shared memory: static buffers are created by the first hidet_emu_shared
 * call for their id and live for the launch; the dynamic area is made at
 * launch start. All are 1024-byte aligned (the span of the TMA/wgmma 128-byte
 * swizzle pattern) and filled with 0xFF bytes (zero bytes with
 * HidetEmuConfig.zeroShared) at the
 * start of every block.
 * hidet_emu_check accepts an access inside one registered buffer, one shared
 * buffer or the calling thread's stack. The last range that satisfied a
 * thread's check is cached in the thread, so the common case is two
 * compares.
 *===----------------------------------------------------------------------===*/
#include "emu_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  EmuRegion *r;
  int32_t n, cap;
} RegionList;

static RegionList gBuffers; /* registered global buffers */
static RegionList gShared;  /* static shared buffers (index = id), then dynamic */
static void **gSharedMem;   /* allocation of each shared region */
static void *gDynamic;
static int32_t gDynamicBytes;

static bool push(RegionList *l, EmuRegion r) {
  if (l->n == l->cap) {
    int32_t cap = l->cap ? 2 * l->cap : 16;
    EmuRegion *nr = realloc(l->r, (size_t)cap * sizeof *nr);
    if (!nr)
      return false;
    l->r = nr;
    l->cap = cap;
  }
  l->r[l->n++] = r;
  return true;
}

void hidet_emu_register_buffer(const void *base, int64_t bytes, int32_t arg) {
  if (bytes < 0)
    bytes = 0;
  EmuRegion r = {(uintptr_t)base, (uintptr_t)base + (uintptr_t)bytes, EMU_REGION_GLOBAL, gBuffers.n, arg};
  if (!push(&gBuffers, r)) {
    fprintf(stderr, "hidet-emu: error: out of memory registering a buffer\n");
    emuFailedFlag = true;
  }
}

void emuMemoryClearBuffers(void) {
  free(gBuffers.r);
  memset(&gBuffers, 0, sizeof gBuffers);
}

/* ---- Shared memory. ----------------------------------------------------- */
static int sharedFill(void) { return emuConfig.zeroShared ? 0 : 0xFF; }

/* The block's shared memory is one arena: a 2^18-byte window aligned to
 * its size, as the shared state space is on a GPU, so that the low 18 bits
 * of a shared address are its offset in the window (what a wgmma matrix
 * descriptor keeps of it: emu_wgmma.c). The dynamic area starts it; each
 * static buffer follows, 1024-byte aligned (the span of the 128-byte
 * swizzle pattern of TMA and wgmma). */
#define ARENA_BYTES ((size_t)1 << 18)
static char *gArena;
static size_t gArenaUsed;

static size_t roundUp1024(int64_t n) { return (size_t)((n + 1023) / 1024 * 1024); }

void emuMemoryLaunchBegin(int32_t dynamicSmem) {
  gDynamicBytes = dynamicSmem;
  emuCheckExtrasUpdate(); /* the schedule may be lockstep */
  gArena = aligned_alloc(ARENA_BYTES, ARENA_BYTES);
  if (!gArena) {
    emuReport("out of memory allocating the shared-memory arena");
    return;
  }
  /* Even an empty dynamic area gets an address, so that accesses to it are
   * reported as out of bounds rather than as null pointers. */
  gDynamic = gArena;
  gArenaUsed = roundUp1024(dynamicSmem > 0 ? dynamicSmem : 1);
}

uintptr_t emuSharedWindowBase(void) { return (uintptr_t)gArena; }

/* ---- The async proxy. ---------------------------------------------------- *
 * For kernels with async-proxy readers of shared memory (wgmma, TMA
 * stores: the lowering calls hidet_emu_proxy_track at their entry), one
 * 64-bit word per byte of the window records the last ordinary store to
 * it: the block's generation (bits 40..63, so a new block needs no
 * clearing), the writer's linear id + 1 (bits 28..39) and the writer's
 * fence.proxy.async count at the time (bits 0..27). The byte is unfenced
 * while the writer's count has not moved since. */
static uint64_t *gProxy;
static uint64_t gProxyGen;
bool emuCheckExtras;

void emuCheckExtrasUpdate(void) {
  emuCheckExtras = emuConfig.schedule == HIDET_EMU_LOCKSTEP || emuBulkPending > 0 || gProxy != NULL;
}

void hidet_emu_proxy_track(void) {
  if (gProxy || !gArena)
    return;
  gProxy = calloc(ARENA_BYTES, sizeof *gProxy);
  if (!gProxy)
    emuFail("out of memory tracking the async proxy");
  gProxyGen = 1;
  emuCheckExtrasUpdate();
}

void hidet_emu_fence_proxy_async(void) {
  if (emuCur)
    emuCur->proxyFences++;
}

static bool inWindow(uintptr_t a, uintptr_t e) {
  return gArena && a >= (uintptr_t)gArena && e <= (uintptr_t)gArena + ARENA_BYTES && a <= e;
}

static void proxyWrite(const EmuThread *t, uintptr_t a, uintptr_t e) {
  if (!gProxy || !inWindow(a, e))
    return;
  uint64_t v = (gProxyGen << 40) | ((uint64_t)(t->linear + 1) << 28) | (t->proxyFences & 0xFFFFFFFu);
  for (uintptr_t b = a; b < e; ++b)
    gProxy[b - (uintptr_t)gArena] = v;
}

void emuProxyAsyncWrite(uintptr_t a, uintptr_t e) {
  if (!gProxy || !inWindow(a, e))
    return;
  memset(&gProxy[a - (uintptr_t)gArena], 0, (size_t)(e - a) * sizeof *gProxy);
}

void emuProxyCheckRead(EmuThread *t, uintptr_t a, uintptr_t e, const char *what, const char *site) {
  if (!gProxy || !inWindow(a, e))
    return;
  for (uintptr_t b = a; b < e; ++b) {
    uint64_t v = gProxy[b - (uintptr_t)gArena];
    int32_t writer = (int32_t)((v >> 28) & 0xFFFu) - 1;
    if ((v >> 40) != gProxyGen || writer < 0 || writer >= emuL.nThreads)
      continue;
    const EmuThread *w = &emuL.threads[writer];
    if ((w->proxyFences & 0xFFFFFFFu) == (v & 0xFFFFFFFu))
      emuFail("race: %s at %s by %s reads shared memory at %p through the async proxy, which thread %s wrote with "
              "an ordinary store and has not fenced since (fence.proxy.async after the stores, then a barrier, "
              "before the async read)",
              what, site ? site : "<unknown>", emuWho(t), (void *)b, emuTidStr(w));
  }
}

void emuMemoryBlockBegin(void) {
  gProxyGen++; /* every byte's record is of an older block now */
  for (int32_t i = 0; i < gShared.n; ++i)
    if (gSharedMem[i])
      memset(gSharedMem[i], sharedFill(), (size_t)(gShared.r[i].hi - gShared.r[i].lo));
  if (gDynamic && gDynamicBytes > 0)
    memset(gDynamic, sharedFill(), (size_t)gDynamicBytes);
}

void emuMemoryLaunchEnd(void) {
  free(gSharedMem);
  gSharedMem = NULL;
  free(gShared.r);
  memset(&gShared, 0, sizeof gShared);
  free(gProxy);
  gProxy = NULL;
  emuCheckExtrasUpdate();
  free(gArena);
  gArena = NULL;
  gArenaUsed = 0;
  gDynamic = NULL;
  gDynamicBytes = 0;
}

static int64_t sharedTotal(void) {
  int64_t total = gDynamicBytes;
  for (int32_t i = 0; i < gShared.n; ++i)
    total += (int64_t)(gShared.r[i].hi - gShared.r[i].lo);
  return total;
}

void *hidet_emu_shared(int32_t id, int64_t size) {
  EmuThread *t = emuCur;
  if (!t || !emuL.active)
    return NULL;
  if (id < 0 || id > 65535)
    emuFail("%s asks for static shared buffer %d: ids are 0..65535", emuWho(t), id);
  if (size < 0)
    emuFail("%s asks for static shared buffer %d of %lld bytes", emuWho(t), id, (long long)size);
  if (id < gShared.n && gSharedMem[id]) {
    int64_t have = (int64_t)(gShared.r[id].hi - gShared.r[id].lo);
    if (have != size)
      emuFail("%s asks for static shared buffer %d with %lld bytes, but it was created with %lld bytes", emuWho(t), id,
              (long long)size, (long long)have);
    return gSharedMem[id];
  }
  if (sharedTotal() + size > EMU_MAX_SMEM)
    emuFail("%s: static shared buffer %d of %lld bytes takes the block's shared memory to %lld bytes, more than %d",
            emuWho(t), id, (long long)size, (long long)(sharedTotal() + size), EMU_MAX_SMEM);
  while (gShared.n <= id) {
    EmuRegion empty = {0, 0, EMU_REGION_SHARED, gShared.n, -1};
    int32_t oldCap = gShared.cap;
    if (!push(&gShared, empty))
      emuFail("out of memory");
    if (gShared.cap != oldCap) {
      void **nm = realloc(gSharedMem, (size_t)gShared.cap * sizeof *nm);
      if (!nm)
        emuFail("out of memory");
      gSharedMem = nm;
    }
    gSharedMem[gShared.n - 1] = NULL;
  }
  size_t at = gArenaUsed, span = roundUp1024(size > 0 ? size : 1);
  if (!gArena || at + span > ARENA_BYTES)
    emuFail("%s: static shared buffer %d of %lld bytes does not fit the block's 256 KiB shared window after %zu "
            "bytes of 1024-aligned buffers",
            emuWho(t), id, (long long)size, at);
  char *mem = gArena + at;
  gArenaUsed = at + span;
  memset(mem, sharedFill(), (size_t)size);
  gSharedMem[id] = mem;
  gShared.r[id].lo = (uintptr_t)mem;
  gShared.r[id].hi = (uintptr_t)mem + (uintptr_t)size;
  return mem;
}

void *hidet_emu_dynamic_shared(void) { return emuL.active ? gDynamic : NULL; }

/* ---- Bounds checks. ----------------------------------------------------- */
static inline bool inside(uintptr_t a, uintptr_t e, uintptr_t lo, uintptr_t hi) { return a >= lo && e <= hi && a <= e; }

bool emuDeviceRange(const void *lo, const void *hi) {
  uintptr_t a = (uintptr_t)lo, e = (uintptr_t)hi;
  for (int32_t i = 0; i < gBuffers.n; ++i)
    if (inside(a, e, gBuffers.r[i].lo, gBuffers.r[i].hi))
      return true;
  return emuHostDeviceRange(a, e);
}

bool emuInShared(const void *p, int64_t size) {
  uintptr_t a = (uintptr_t)p, e = a + (uintptr_t)size;
  for (int32_t i = 0; i < gShared.n; ++i)
    if (gSharedMem[i] && inside(a, e, gShared.r[i].lo, gShared.r[i].hi))
      return true;
  return gDynamic && inside(a, e, (uintptr_t)gDynamic, (uintptr_t)gDynamic + (uintptr_t)gDynamicBytes);
}

/* Describes region r, e.g. "buffer #1 (kernel operand 1, 256 bytes)". */
static void describeRegion(const EmuRegion *r, char *buf, size_t n) {
  long long bytes = (long long)(r->hi - r->lo);
  switch (r->kind) {
  case EMU_REGION_GLOBAL:
    snprintf(buf, n, "buffer #%d (kernel operand %d, %lld bytes)", r->index, r->arg, bytes);
    break;
  case EMU_REGION_SHARED: snprintf(buf, n, "static shared buffer %d (%lld bytes)", r->index, bytes); break;
  case EMU_REGION_DYNAMIC: snprintf(buf, n, "the dynamic shared memory (%lld bytes)", bytes); break;
  }
}

/* How far [a, e) is from r: 0 if it overlaps. */
static uintptr_t gap(uintptr_t a, uintptr_t e, const EmuRegion *r) {
  if (e <= r->lo)
    return r->lo - e;
  if (a >= r->hi)
    return a - r->hi;
  return 0;
}

static void describeMiss(EmuThread *t, uintptr_t a, uintptr_t e, char *buf, size_t n) {
  const EmuRegion *best = NULL;
  uintptr_t bestGap = 0;
  EmuRegion dyn = {(uintptr_t)gDynamic, (uintptr_t)gDynamic + (uintptr_t)gDynamicBytes, EMU_REGION_DYNAMIC, 0, -1};
  for (int32_t pass = 0; pass < 3; ++pass) {
    const EmuRegion *list = pass == 0 ? gBuffers.r : pass == 1 ? gShared.r : &dyn;
    int32_t count = pass == 0 ? gBuffers.n : pass == 1 ? gShared.n : (gDynamic && gDynamicBytes > 0 ? 1 : 0);
    for (int32_t i = 0; i < count; ++i) {
      if (pass == 1 && !gSharedMem[i])
        continue;
      uintptr_t g = gap(a, e, &list[i]);
      if (!best || g < bestGap) {
        best = &list[i];
        bestGap = g;
      }
    }
  }
  /* Another thread's stack (its local memory)? */
  for (int32_t i = 0; i < emuL.nThreads; ++i) {
    const EmuThread *o = &emuL.threads[i];
    uintptr_t lo = (uintptr_t)o->fiber.stackLo, hi = lo + o->fiber.stackBytes;
    if (o != t && a < hi && e > lo) {
      snprintf(buf, n, "address %p is in the stack (local memory) of thread %s", (void *)a, emuTidStr(o));
      return;
    }
  }
  {
    uintptr_t lo = (uintptr_t)t->fiber.stackLo, hi = lo + t->fiber.stackBytes;
    if (a < hi && e > lo) {
      snprintf(buf, n, "access at %p straddles the end of the thread's own stack", (void *)a);
      return;
    }
  }
  if (a < 4096) {
    snprintf(buf, n, "address %p is a null pointer", (void *)a);
    return;
  }
  if (!best) {
    snprintf(buf, n,
             "address %p is not in any buffer of the launch (none is registered, and the block has no "
             "shared memory)",
             (void *)a);
    return;
  }
  char what[160];
  describeRegion(best, what, sizeof what);
  if (bestGap >= ((uintptr_t)1 << 20)) {
    snprintf(buf, n,
             "address %p is not in any registered buffer, the block's shared memory or the thread's stack "
             "(the nearest is %s)",
             (void *)a, what);
    return;
  }
  if (e <= best->lo)
    snprintf(buf, n, "address is %llu bytes before the start of %s", (unsigned long long)(best->lo - a), what);
  else if (a == best->hi)
    snprintf(buf, n, "address is just past the end of %s", what);
  else if (a > best->hi)
    snprintf(buf, n, "address is %llu bytes past the end of %s", (unsigned long long)(a - best->hi), what);
  else if (a < best->lo)
    snprintf(buf, n, "access starts %llu bytes before the start of %s", (unsigned long long)(best->lo - a), what);
  else
    snprintf(buf, n, "access at offset %llu straddles the end of %s", (unsigned long long)(a - best->lo), what);
}

static bool findRegion(EmuThread *t, uintptr_t a, uintptr_t e) {
  for (int32_t i = 0; i < gBuffers.n; ++i)
    if (inside(a, e, gBuffers.r[i].lo, gBuffers.r[i].hi)) {
      t->okLo = gBuffers.r[i].lo;
      t->okHi = gBuffers.r[i].hi;
      return true;
    }
  for (int32_t i = 0; i < gShared.n; ++i)
    if (gSharedMem[i] && inside(a, e, gShared.r[i].lo, gShared.r[i].hi)) {
      t->okLo = gShared.r[i].lo;
      t->okHi = gShared.r[i].hi;
      return true;
    }
  uintptr_t dlo = (uintptr_t)gDynamic, dhi = dlo + (uintptr_t)gDynamicBytes;
  if (gDynamic && inside(a, e, dlo, dhi)) {
    t->okLo = dlo;
    t->okHi = dhi;
    return true;
  }
  uintptr_t slo = (uintptr_t)t->fiber.stackLo, shi = slo + t->fiber.stackBytes;
  if (inside(a, e, slo, shi)) {
    t->okLo = slo;
    t->okHi = shi;
    return true;
  }
  return false;
}

void emuCheckAccess(EmuThread *t, const void *p, int64_t size, const char *what, const char *site) {
  uintptr_t a = (uintptr_t)p, e = a + (uintptr_t)size;
  if (size <= 0) {
    if (size == 0)
      return;
    emuFail("%s of %lld bytes at %s by %s: negative size", what, (long long)size, site ? site : "<unknown>", emuWho(t));
  }
  if (inside(a, e, t->okLo, t->okHi) || findRegion(t, a, e))
    return;
  char why[512];
  describeMiss(t, a, e, why, sizeof why);
  emuFail("out-of-bounds %s of %lld bytes at %s by %s: %s", what, (long long)size, site ? site : "<unknown>", emuWho(t),
          why);
}

void hidet_emu_check(const void *p, int64_t size, int32_t kind, const char *site) {
  EmuThread *t = emuCur;
  if (!t)
    return;
  uintptr_t a = (uintptr_t)p, e = a + (uintptr_t)size;
  /* One flag guards the rare extras, so that the common access costs what
   * it did before them (tests spend most of their time here). */
  if (__builtin_expect(emuCheckExtras, 0)) {
    if (emuConfig.schedule == HIDET_EMU_LOCKSTEP)
      emuBlock(t); /* the next thread takes its turn (t stays runnable) */
    if (emuBulkPending)
      emuBulkCheckAccess(t, a, e, kind, site);
    if (gProxy && kind != HIDET_EMU_LOAD)
      proxyWrite(t, a, e);
  }
  if (a >= t->okLo && e <= t->okHi && a <= e)
    return;
  static const char *const kinds[] = {"load", "store", "atomic access"};
  emuCheckAccess(t, p, size, kind >= 0 && kind <= 2 ? kinds[kind] : "access", site);
}
