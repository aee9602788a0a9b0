/*===-- emu_sched.c - Launches, the block scheduler, barriers, sregs -------===*
 * hidet_emu_launch runs the blocks of a grid one after another (x fastest,
 * then y, then z). A block's threads are fibers. The scheduler runs in
 * rounds: each round visits the threads in the configured order (ascending
 * linear id, descending, or a fresh seeded permutation) and resumes every
 * runnable one until it blocks (barrier, warp collective) or exits. A round
 * in which no thread could run while some are live is a deadlock.
 *
 * Barriers wait for every thread of the block: bar.sync / barrier0 are
 * .aligned in PTX, all threads of the CTA must execute them. The arrival
 * count is kept as a counter; the last arrival releases the waiters.
 * Reported as deadlocks: arriving at another barrier (id or site) than the
 * threads already waiting; exiting while threads wait; arriving at a
 * barrier after a thread of the block exited (which it never reaches). The
 * last two make an exit before a barrier an error in every schedule.
 *===----------------------------------------------------------------------===*/
#define _GNU_SOURCE 1
#include "emu_internal.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

EmuLaunch emuL;
EmuThread *emuCur;

#define EMU_DEFAULT_STACK (64 * 1024)
#define EMU_MIN_STACK (16 * 1024)

static double nowSeconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* ---- Special registers. ------------------------------------------------- */
int32_t hidet_emu_sreg(int32_t which) {
  EmuThread *t = emuCur;
  if (!t)
    return 0;
  uint32_t lane = (uint32_t)t->lane;
  switch (which) {
  case HIDET_EMU_TID_X: return t->tid[0];
  case HIDET_EMU_TID_Y: return t->tid[1];
  case HIDET_EMU_TID_Z: return t->tid[2];
  case HIDET_EMU_NTID_X: return emuL.block[0];
  case HIDET_EMU_NTID_Y: return emuL.block[1];
  case HIDET_EMU_NTID_Z: return emuL.block[2];
  case HIDET_EMU_CTAID_X: return (int32_t)emuL.blockId[0];
  case HIDET_EMU_CTAID_Y: return (int32_t)emuL.blockId[1];
  case HIDET_EMU_CTAID_Z: return (int32_t)emuL.blockId[2];
  case HIDET_EMU_NCTAID_X: return (int32_t)emuL.grid[0];
  case HIDET_EMU_NCTAID_Y: return (int32_t)emuL.grid[1];
  case HIDET_EMU_NCTAID_Z: return (int32_t)emuL.grid[2];
  case HIDET_EMU_LANEID: return t->lane;
  case HIDET_EMU_WARPID: return t->warp;
  case HIDET_EMU_NWARPID: return emuL.nWarps;
  case HIDET_EMU_WARPSIZE: return EMU_WARP;
  case HIDET_EMU_LANEMASK_EQ: return (int32_t)(1u << lane);
  case HIDET_EMU_LANEMASK_LT: return (int32_t)((1u << lane) - 1u);
  case HIDET_EMU_LANEMASK_LE: return (int32_t)((2u << lane) - 1u);
  case HIDET_EMU_LANEMASK_GT: return (int32_t) ~((2u << lane) - 1u);
  case HIDET_EMU_LANEMASK_GE: return (int32_t) ~((1u << lane) - 1u);
  case HIDET_EMU_CLOCK: return (int32_t)(uint32_t)++t->clock;
  default: emuFail("%s reads unknown special register %d", emuWho(t), which);
  }
}

/* ---- Blocking. ---------------------------------------------------------- */
void emuBlock(EmuThread *t) {
  if (emuConfig.async == HIDET_EMU_ASYNC_EARLY) {
    emuAsyncOnSwitch(t);
    emuBulkOnSwitch(t);
  }
  emuFiberYield(&t->fiber);
}

static bool sameSite(const char *a, const char *b) { return a == b || (a && b && strcmp(a, b) == 0); }
static const char *siteOr(const char *s) { return s ? s : "<unknown>"; }

void hidet_emu_barrier(int32_t id, const char *site) {
  EmuThread *t = emuCur;
  if (!t)
    return;
  if (id < 0 || id > 15)
    emuFail("%s: barrier id %d at %s is out of range (0..15)", emuWho(t), id, siteOr(site));
  if (emuL.firstExited)
    emuFail("deadlock: %s waits at the barrier at %s (barrier %d), which thread %s never reaches: it has exited",
            emuWho(t), siteOr(site), id, emuTidStr(emuL.firstExited));
  if (emuL.barArrived > 0) {
    EmuThread *w = emuL.barWaiters[0];
    if (w->barId != id || !sameSite(w->barSite, site))
      emuFail("deadlock: threads wait at different barriers: thread %s at barrier %d at %s and thread %s at "
              "barrier %d at %s, in block (%lld,%lld,%lld) of kernel '%s'",
              emuTidStr(t), id, siteOr(site), emuTidStr(w), w->barId, siteOr(w->barSite), (long long)emuL.blockId[0],
              (long long)emuL.blockId[1], (long long)emuL.blockId[2], emuL.name);
  }
  t->barId = id;
  t->barSite = site;
  t->state = EMU_AT_BARRIER;
  emuL.barWaiters[emuL.barArrived++] = t;
  if (emuL.barArrived == emuL.live) {
    for (int32_t i = 0; i < emuL.barArrived; ++i)
      emuL.barWaiters[i]->state = EMU_RUNNABLE;
    emuL.barArrived = 0;
  }
  /* Always give the scheduler the turn, so that the threads leave the
   * barrier in the configured order. */
  emuBlock(t);
}

/* ---- Threads. ----------------------------------------------------------- */
static _Noreturn void threadExit(EmuThread *t) {
  emuAsyncLandAll(t);
  emuBulkThreadExit(t);
  if (emuL.barArrived > 0) {
    EmuThread *w = emuL.barWaiters[0];
    emuFail("deadlock: %s exited while %d threads wait at the barrier at %s (barrier %d)", emuWho(t), emuL.barArrived,
            siteOr(w->barSite), w->barId);
  }
  emuWarpOnExit(t);
  emuWgmmaOnExit(t);
  t->state = EMU_EXITED;
  emuL.live--;
  if (!emuL.firstExited)
    emuL.firstExited = t;
  emuFiberExit(&t->fiber);
}

static void threadMain(void *arg) {
  EmuThread *t = arg;
  emuL.kernel(emuL.args);
  threadExit(t);
}

/* ---- The scheduler. ----------------------------------------------------- */
static void reportStuck(void) {
  char desc[1024];
  if (emuWarpDescribeStuck(desc, sizeof desc) || emuMbarrierDescribeStuck(desc, sizeof desc) ||
      emuWgmmaDescribeStuck(desc, sizeof desc)) {
    emuReport("deadlock: %s", desc);
    return;
  }
  /* Only barrier waiters are left, yet the barrier did not complete:
   * cannot happen while the counters are right; say what is known. */
  const char *site = emuL.barArrived ? emuL.barWaiters[0]->barSite : NULL;
  emuReport("deadlock in block (%lld,%lld,%lld) of kernel '%s': %d threads wait at the barrier at %s, %d threads "
            "are live, none can run",
            (long long)emuL.blockId[0], (long long)emuL.blockId[1], (long long)emuL.blockId[2], emuL.name,
            emuL.barArrived, siteOr(site), emuL.live);
}

static void buildOrder(void) {
  int32_t n = emuL.nThreads;
  int32_t *o = emuL.order;
  switch (emuConfig.schedule) {
  case HIDET_EMU_REVERSE:
    for (int32_t i = 0; i < n; ++i)
      o[i] = n - 1 - i;
    break;
  case HIDET_EMU_RANDOM:
    for (int32_t i = 0; i < n; ++i)
      o[i] = i;
    for (int32_t i = n - 1; i > 0; --i) {
      int32_t j = (int32_t)(emuSplitMix(&emuL.rng) % (uint64_t)(i + 1));
      int32_t tmp = o[i];
      o[i] = o[j];
      o[j] = tmp;
    }
    break;
  default:
    for (int32_t i = 0; i < n; ++i)
      o[i] = i;
    break;
  }
}

static void runBlock(int64_t bx, int64_t by, int64_t bz) {
  emuL.blockId[0] = bx;
  emuL.blockId[1] = by;
  emuL.blockId[2] = bz;
  int64_t linearBlock = bx + emuL.grid[0] * (by + emuL.grid[1] * bz);
  uint64_t seed = emuConfig.seed ^ ((uint64_t)linearBlock * 0xD1B54A32D192ED03ull);
  emuL.rng = seed;
  (void)emuSplitMix(&emuL.rng);
  emuMemoryBlockBegin();
  int32_t n = emuL.nThreads;
  for (int32_t w = 0; w < emuL.nWarps; ++w) {
    EmuWarp *wp = &emuL.warps[w];
    int32_t lanes = n - w * EMU_WARP;
    wp->exists = lanes >= EMU_WARP ? 0xFFFFFFFFu : ((1u << lanes) - 1u);
    wp->exited = 0;
    wp->nGroups = 0;
  }
  for (int32_t i = 0; i < n; ++i) {
    EmuThread *t = &emuL.threads[i];
    t->state = EMU_RUNNABLE;
    t->clock = 0;
    t->coll = NULL;
    t->barSite = NULL;
    t->okLo = t->okHi = 0;
    t->mbar = NULL;
    t->bulkCommits = 0;
    t->proxyFences = 0;
    emuAsyncReset(t);
    uint64_t s = seed ^ ((uint64_t)(i + 1) * 0x9E3779B97F4A7C15ull);
    t->rng = emuSplitMix(&s);
    emuFiberReset(&t->fiber, &emuL.stacks, i, threadMain, t);
  }
  emuL.live = n;
  emuL.firstExited = NULL;
  emuL.barArrived = 0;
  emuHopperBlockBegin();
  emuWgmmaBlockEnd(); /* rendezvous state of the previous block */
  while (emuL.live > 0) {
    buildOrder();
    int32_t ran = 0;
    for (int32_t k = 0; k < n; ++k) {
      EmuThread *t = &emuL.threads[emuL.order[k]];
      if (t->state != EMU_RUNNABLE)
        continue;
      emuCur = t;
      emuFiberResume(&t->fiber);
      emuCur = NULL;
      ++emuL.switches;
      ++ran;
      if (emuL.error)
        return;
    }
    /* A failed assertion ends the launch once the round is over. */
    if (emuL.asserted) {
      emuL.error = true;
      return;
    }
    /* No thread can run: TMA loads in flight land now (they are what
     * mbarrier waiters wait for); with none, it is a deadlock. */
    if (ran == 0 && !emuBulkLandLoads()) {
      reportStuck();
      return;
    }
  }
}

/* ---- Launch. ------------------------------------------------------------ */
static void freeLaunch(void) {
  emuSignalsRemove();
  emuStackPoolDestroy(&emuL.stacks);
  if (emuL.threads)
    for (int32_t i = 0; i < emuL.nThreads; ++i)
      emuAsyncFree(&emuL.threads[i]);
  free(emuL.threads);
  free(emuL.warps);
  free(emuL.barWaiters);
  free(emuL.order);
  emuHopperLaunchEnd();
  emuWgmmaBlockEnd();
  emuMemoryLaunchEnd();
  emuL.threads = NULL;
  emuL.warps = NULL;
  emuL.barWaiters = NULL;
  emuL.order = NULL;
  emuL.active = false;
}

static bool validLaunch(const char *name, void (*kernel)(void *), const int64_t g[3], const int64_t b[3],
                        int32_t dynamicSmem) {
  if (!kernel) {
    emuReport("launch of kernel '%s': the kernel function is null", name);
    return false;
  }
  static const int64_t gridMax[3] = {2147483647, 65535, 65535}, blockMax[3] = {1024, 1024, 64};
  for (int d = 0; d < 3; ++d) {
    if (g[d] < 1 || g[d] > gridMax[d] || b[d] < 1 || b[d] > blockMax[d]) {
      emuReport("launch of kernel '%s': invalid grid (%lld,%lld,%lld) or block (%lld,%lld,%lld) (grid dims 1.."
                "2^31-1, 65535, 65535; block dims 1..1024, 1024, 64)",
                name, (long long)g[0], (long long)g[1], (long long)g[2], (long long)b[0], (long long)b[1],
                (long long)b[2]);
      return false;
    }
  }
  if (b[0] * b[1] * b[2] > EMU_MAX_THREADS) {
    emuReport("launch of kernel '%s': block (%lld,%lld,%lld) has %lld threads, more than %d", name, (long long)b[0],
              (long long)b[1], (long long)b[2], (long long)(b[0] * b[1] * b[2]), EMU_MAX_THREADS);
    return false;
  }
  if (dynamicSmem < 0 || dynamicSmem > EMU_MAX_SMEM) {
    emuReport("launch of kernel '%s': dynamic shared memory of %d bytes is out of range (0..%d)", name, dynamicSmem,
              EMU_MAX_SMEM);
    return false;
  }
  return true;
}

void hidet_emu_launch(const char *name, void (*kernel)(void *args), int64_t gx, int64_t gy, int64_t gz, int64_t bx,
                      int64_t by, int64_t bz, int32_t dynamic_smem, void *args) {
  if (emuL.active) {
    if (emuCur)
      emuFail("%s calls hidet_emu_launch: launches from kernels are not supported", emuWho(emuCur));
    return;
  }
  if (emuFailedFlag) {
    emuMemoryClearBuffers();
    return;
  }
  double t0 = nowSeconds();
  memset(&emuL, 0, sizeof emuL);
  emuL.name = name ? name : "?";
  const int64_t g[3] = {gx, gy, gz}, b[3] = {bx, by, bz};
  if (!validLaunch(emuL.name, kernel, g, b, dynamic_smem)) {
    emuMemoryClearBuffers();
    return;
  }
  emuL.active = true;
  emuL.kernel = kernel;
  emuL.args = args;
  for (int d = 0; d < 3; ++d) {
    emuL.grid[d] = g[d];
    emuL.block[d] = (int32_t)b[d];
  }
  int32_t n = (int32_t)(bx * by * bz);
  emuL.nThreads = n;
  emuL.nWarps = (n + EMU_WARP - 1) / EMU_WARP;
  emuL.dynamicSmem = dynamic_smem;
  emuL.threads = calloc((size_t)n, sizeof *emuL.threads);
  emuL.warps = calloc((size_t)emuL.nWarps, sizeof *emuL.warps);
  emuL.barWaiters = calloc((size_t)n, sizeof *emuL.barWaiters);
  emuL.order = calloc((size_t)n, sizeof *emuL.order);
  if (!emuL.threads || !emuL.warps || !emuL.barWaiters || !emuL.order) {
    emuReport("launch of kernel '%s': out of memory", emuL.name);
    freeLaunch();
    emuMemoryClearBuffers();
    return;
  }
  int64_t stackBytes = emuConfig.stackBytes > 0 ? emuConfig.stackBytes : EMU_DEFAULT_STACK;
  if (stackBytes < EMU_MIN_STACK)
    stackBytes = EMU_MIN_STACK;
  if (!emuStackPoolCreate(&emuL.stacks, n, (size_t)stackBytes)) {
    emuReport("launch of kernel '%s': cannot map %d thread stacks of %lld bytes: %s", emuL.name, n,
              (long long)stackBytes, strerror(errno));
    freeLaunch();
    emuMemoryClearBuffers();
    return;
  }
  for (int32_t i = 0; i < n; ++i) {
    EmuThread *t = &emuL.threads[i];
    t->linear = i;
    t->tid[0] = (int32_t)(i % bx);
    t->tid[1] = (int32_t)(i / bx % by);
    t->tid[2] = (int32_t)(i / (bx * by));
    t->lane = i % EMU_WARP;
    t->warp = i / EMU_WARP;
  }
  emuMemoryLaunchBegin(dynamic_smem);
  emuSignalsInstall();
  int64_t blocks = 0;
  for (int64_t z = 0; z < gz && !emuL.error; ++z)
    for (int64_t y = 0; y < gy && !emuL.error; ++y)
      for (int64_t x = 0; x < gx && !emuL.error; ++x) {
        runBlock(x, y, z);
        ++blocks;
      }
  int64_t switches = emuL.switches;
  emuPrintfFlush();
  freeLaunch();
  emuMemoryClearBuffers();
  double dt = nowSeconds() - t0;
  emuStats.launches += 1;
  emuStats.blocks += blocks;
  emuStats.threads += blocks * n;
  emuStats.switches += switches;
  emuStats.seconds += dt;
  if (emuConfig.verbose)
    fprintf(stderr,
            "hidet-emu: launch '%s' grid (%lld,%lld,%lld) block (%lld,%lld,%lld) dynamic smem %d: %lld blocks, "
            "%lld switches, %.3f s%s\n",
            emuL.name, (long long)gx, (long long)gy, (long long)gz, (long long)bx, (long long)by, (long long)bz,
            dynamic_smem, (long long)blocks, (long long)switches, dt, emuFailedFlag ? " (failed)" : "");
}
