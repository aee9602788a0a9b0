/*===-- emu_async.c - cp.async: per-thread copy queues -----------------------===*
 * Each thread queues its cp.async copies in issue order. A copy belongs to
 * the commit group the thread's next commit closes. wait_group n lands (in
 * order) every copy of all but the n most recent committed groups; n = 0
 * lands the uncommitted ones too. Landing reads the source then and writes
 * the destination: a source changed before the landing is seen changed, and
 * the destination keeps its old contents until then. Under the early
 * policy each switch away from a thread lands a seeded random number of its
 * oldest pending copies. Copies still pending when a thread exits land
 * then. Source and destination are bounds-checked when the copy is queued.
 *===----------------------------------------------------------------------===*/
#include "emu_internal.h"

#include <stdlib.h>
#include <string.h>

static const char *siteOr(const char *s) { return s ? s : "<unknown>"; }

static void land(const EmuCopy *c) {
  int32_t n = c->srcSize;
  if (n > 0)
    memmove(c->dst, c->src, (size_t)n);
  if (n < c->size)
    memset((char *)c->dst + n, 0, (size_t)(c->size - n));
}

void hidet_emu_cp_async(void *dst, const void *src, int32_t size, int32_t src_size, const char *site) {
  EmuThread *t = emuCur;
  if (!t)
    return;
  if (size != 4 && size != 8 && size != 16)
    emuFail("%s: cp.async at %s copies %d bytes (expected 4, 8 or 16)", emuWho(t), siteOr(site), size);
  if (src_size > size)
    emuFail("%s: cp.async at %s reads %d source bytes, more than its %d bytes", emuWho(t), siteOr(site), src_size,
            size);
  int32_t srcSize = src_size < 0 ? size : src_size;
  if ((uintptr_t)dst % (uintptr_t)size != 0 || (srcSize > 0 && (uintptr_t)src % (uintptr_t)size != 0))
    emuFail("%s: cp.async at %s of %d bytes from %p to %p: addresses must be %d-byte aligned", emuWho(t), siteOr(site),
            size, src, dst, size);
  emuCheckAccess(t, src, srcSize, "cp.async source read", site);
  emuCheckAccess(t, dst, size, "cp.async destination write", site);
  if (!emuInShared(dst, size))
    emuFail("%s: cp.async at %s writes to %p, which is not in shared memory", emuWho(t), siteOr(site), dst);
  if (t->copyN == t->copyCap) {
    if (t->copyHead > 0) { /* slide the pending copies down */
      memmove(t->copies, t->copies + t->copyHead, (size_t)(t->copyN - t->copyHead) * sizeof *t->copies);
      t->copyN -= t->copyHead;
      t->copyHead = 0;
    }
    if (t->copyN == t->copyCap) {
      int32_t cap = t->copyCap ? 2 * t->copyCap : 16;
      EmuCopy *nc = realloc(t->copies, (size_t)cap * sizeof *nc);
      if (!nc)
        emuFail("out of memory queueing a cp.async");
      t->copies = nc;
      t->copyCap = cap;
    }
  }
  EmuCopy c = {dst, src, size, srcSize, t->commits};
  t->copies[t->copyN++] = c;
}

void hidet_emu_cp_async_commit(void) {
  EmuThread *t = emuCur;
  if (t)
    t->commits++;
}

void hidet_emu_cp_async_wait(int32_t n) {
  EmuThread *t = emuCur;
  if (!t)
    return;
  if (n < 0)
    emuFail("%s: cp.async.wait_group %d", emuWho(t), n);
  /* Groups numbered below `limit` must have landed. */
  int64_t limit = n == 0 ? INT64_MAX : t->commits - n;
  while (t->copyHead < t->copyN && t->copies[t->copyHead].group < limit)
    land(&t->copies[t->copyHead++]);
  if (t->copyHead == t->copyN)
    t->copyHead = t->copyN = 0;
}

void emuAsyncOnSwitch(EmuThread *t) {
  int32_t pending = t->copyN - t->copyHead;
  if (pending <= 0)
    return;
  int32_t k = (int32_t)(emuSplitMix(&t->rng) % (uint64_t)(pending + 1));
  for (int32_t i = 0; i < k; ++i)
    land(&t->copies[t->copyHead++]);
  if (t->copyHead == t->copyN)
    t->copyHead = t->copyN = 0;
}

void emuAsyncLandAll(EmuThread *t) {
  while (t->copyHead < t->copyN)
    land(&t->copies[t->copyHead++]);
  t->copyHead = t->copyN = 0;
}

void emuAsyncReset(EmuThread *t) {
  t->copyHead = t->copyN = 0;
  t->commits = 0;
}

void emuAsyncFree(EmuThread *t) {
  free(t->copies);
  t->copies = NULL;
  t->copyHead = t->copyN = t->copyCap = 0;
}
