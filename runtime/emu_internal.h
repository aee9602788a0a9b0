/*===-- emu_internal.h - State shared by the emulator runtime's files ------===*
 * The emulator is single-threaded: one launch at a time, its blocks one
 * after another, the threads of a block as fibers switched by the
 * scheduler (emu_sched.c). This header holds the launch state that the
 * parts share (emu_memory.c, emu_warp.c, emu_mma.c, emu_async.c) and the
 * error reporting helpers.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_EMU_INTERNAL_H
#define HIDET_EMU_INTERNAL_H

#include "emu_fiber.h"
#include "emulator.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define EMU_WARP 32
#define EMU_MAX_THREADS 1024
/* Largest shared memory of a block (static + dynamic), as on sm_90. */
#define EMU_MAX_SMEM (227 * 1024)

typedef enum {
  EMU_RUNNABLE = 0,
  EMU_AT_BARRIER,
  EMU_AT_WARP,      /* waiting for the other lanes of a warp collective */
  EMU_AT_MBARRIER,  /* waiting for an mbarrier phase (emu_mbarrier.c) */
  EMU_AT_WARPGROUP, /* waiting for its warpgroup at a wgmma (emu_wgmma.c) */
  EMU_EXITED
} EmuThreadState;

/* A queued cp.async copy. `group` is the commit-group number: the number
 * of commits the thread had made when it queued the copy. */
typedef struct {
  void *dst;
  const void *src;
  int32_t size, srcSize;
  int64_t group;
} EmuCopy;

typedef struct EmuThread {
  EmuFiber fiber;
  int32_t tid[3];
  int32_t linear; /* x + bx*(y + by*z) */
  int32_t lane, warp;
  EmuThreadState state;
  /* At a barrier: its id and site. */
  int32_t barId;
  const char *barSite;
  /* At a warp collective: the operands and result slots this lane
   * deposited (a struct on its own stack, valid while it waits). */
  void *coll;
  uint64_t clock;
  /* cp.async: copies[head..n) are pending, in issue order. */
  EmuCopy *copies;
  int32_t copyHead, copyN, copyCap;
  int64_t commits;
  uint64_t rng; /* for the early-landing policy */
  /* At an mbarrier wait: the barrier, the token or parity, the site. */
  void *mbar;
  int64_t mbarState;
  bool mbarParity;
  const char *mbarSite;
  int64_t bulkCommits; /* cp.async.bulk.commit_group count */
  uint32_t proxyFences; /* fence.proxy.async count (emu_memory.c) */
  /* The memory range that satisfied this thread's last bounds check. */
  uintptr_t okLo, okHi;
} EmuThread;

/* Lanes of one warp waiting at a collective. */
typedef struct {
  uint32_t mask;     /* lanes that take part */
  uint32_t arrived;  /* lanes that are here */
  int32_t kind, sub; /* collective and its variant (shfl mode, mma shape...) */
  const char *site;
  EmuThread *first; /* the lane that arrived first */
} EmuGroup;

typedef struct {
  uint32_t exists; /* lanes inside the block (the last warp may be partial) */
  uint32_t exited;
  int32_t nGroups;
  EmuGroup groups[EMU_WARP];
} EmuWarp;

/* Memory the launch may touch: registered global buffers and the block's
 * shared memory. */
typedef enum { EMU_REGION_GLOBAL = 0, EMU_REGION_SHARED, EMU_REGION_DYNAMIC } EmuRegionKind;
typedef struct {
  uintptr_t lo, hi;
  EmuRegionKind kind;
  int32_t index; /* registration number (global) or shared id */
  int32_t arg;   /* kernel operand (global) */
} EmuRegion;

typedef struct {
  bool active; /* inside hidet_emu_launch */
  bool error;  /* the launch hit an error and is being stopped */
  bool asserted; /* a thread failed a device assertion: stop after this round */
  const char *name;
  void (*kernel)(void *);
  void *args;
  int64_t grid[3];
  int32_t block[3];
  int64_t blockId[3];
  int32_t nThreads, nWarps;
  int32_t dynamicSmem;
  EmuThread *threads;
  EmuWarp *warps;
  EmuStackPool stacks;
  /* Barrier: threads that arrived at the current barrier. */
  int32_t live;
  EmuThread *firstExited; /* of the running block */
  int32_t barArrived;
  EmuThread **barWaiters;
  /* Scheduling. */
  int32_t *order;
  uint64_t rng;
  int64_t switches;
} EmuLaunch;

extern EmuLaunch emuL;
extern EmuThread *emuCur; /* the running thread; NULL in the scheduler */
extern HidetEmuConfig emuConfig;
extern bool emuFailedFlag; /* hidetEmuFailed() */
extern HidetEmuStats emuStats;

/* ---- Errors (emu_sched.c). ---------------------------------------------- */
/* "thread (x,y,z) of block (x,y,z) in kernel 'k'" into a rotating buffer. */
const char *emuWho(const EmuThread *t);
/* "(x,y,z)" of a thread. */
const char *emuTidStr(const EmuThread *t);
/* Prints "hidet-emu: error: <message>" and marks the launch as failed. */
void emuReport(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* emuReport, then abandons the running fiber (does not return). */
_Noreturn void emuFail(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* Suspends the running thread (it has set its state) until the scheduler
 * resumes it. */
void emuBlock(EmuThread *t);

/* ---- Memory (emu_memory.c). --------------------------------------------- */
void emuMemoryLaunchBegin(int32_t dynamicSmem);
void emuMemoryBlockBegin(void);
void emuMemoryLaunchEnd(void);
/* Drops the registered buffers (after every launch, also skipped ones). */
void emuMemoryClearBuffers(void);
/* Checks an access by thread `t` (which may be another lane than the
 * running one, e.g. an ldmatrix row); reports and does not return when it
 * is out of bounds. `what` names the access ("store", "cp.async source
 * read"...). */
void emuCheckAccess(EmuThread *t, const void *p, int64_t size, const char *what, const char *site);
/* Whether hidet_emu_check has more to do than the bounds check: the
 * lockstep schedule, TMA copies in flight, async-proxy tracking. Kept
 * current by emuCheckExtrasUpdate wherever one of those changes. */
extern bool emuCheckExtras;
void emuCheckExtrasUpdate(void);
/* The async proxy (emu_memory.c): a TMA landing in [a, e) (async writes
 * need no fence); an async-proxy read of [a, e) by `what` at `site`,
 * reported (does not return) when a byte of it was written by an ordinary
 * store its writer has not fenced since. No-ops unless the kernel called
 * hidet_emu_proxy_track. */
void emuProxyAsyncWrite(uintptr_t a, uintptr_t e);
void emuProxyCheckRead(EmuThread *t, uintptr_t a, uintptr_t e, const char *what, const char *site);
/* The address of the block's 2^18-byte shared window (emu_memory.c). */
uintptr_t emuSharedWindowBase(void);
/* True if [p, p+size) is inside the block's shared memory. */
bool emuInShared(const void *p, int64_t size);

/* ---- Warp collectives (emu_warp.c). ------------------------------------- */
typedef void (*EmuCollectFn)(EmuThread **lanes, uint32_t mask, void *ctx);
enum { EMU_COLL_SHFL = 0, EMU_COLL_VOTE, EMU_COLL_LDMATRIX, EMU_COLL_MMA, EMU_COLL_WMMA, EMU_COLL_REDUX, EMU_COLL_ELECT };
/* The sub-kind of an EMU_COLL_WMMA group: the op in bits 24.., its variant
 * (shape, types, layout) below. */
enum { EMU_WMMA_LOAD = 0, EMU_WMMA_MMA, EMU_WMMA_STORE };
/* Lane arrives at a collective over `mask` with its `deposit`; the last
 * lane to arrive runs fn over all lanes (lanes[l] is NULL for lanes outside
 * the mask) and releases the others. Returns when fn has run. */
void emuCollect(EmuThread *t, uint32_t mask, int32_t kind, int32_t sub, const char *site, void *deposit,
                EmuCollectFn fn, void *ctx);
/* The lanes a lane's exit leaves waiting: reported as a deadlock. */
void emuWarpOnExit(EmuThread *t);
/* Describes what blocks a warp collective, for deadlock reports; returns
 * false if no lane waits at one. */
bool emuWarpDescribeStuck(char *buf, size_t n);
const char *emuCollName(int32_t kind, int32_t sub);

/* ---- Number formats of mma operands (emu_mma.c). ------------------------ */
/* Element i of a fragment held in 32-bit words `w`, as a double (f16/bf16:
 * two a word, low half first; tf32: low 13 bits ignored; f64: two words). */
double emuLoadElem(int32_t type, const int32_t *w, int i);
/* Rounds v (to nearest even) to the type and stores it as element i. */
void emuStoreElem(int32_t type, int32_t *w, int i, double v);
const char *emuTypeName(int32_t type); /* "f16", "bf16", "tf32", "f32", "f64" */

/* ---- cp.async (emu_async.c). -------------------------------------------- */
void emuAsyncOnSwitch(EmuThread *t); /* ASYNC_EARLY: maybe land some copies */
void emuAsyncLandAll(EmuThread *t);
void emuAsyncReset(EmuThread *t); /* drop pending copies */
void emuAsyncFree(EmuThread *t);

/* ---- mbarriers and TMA copies in flight (emu_mbarrier.c). ----------------- */
extern int32_t emuBulkPending; /* TMA copies of the running block not landed */
void emuHopperBlockBegin(void);
void emuHopperLaunchEnd(void);
/* Lands every TMA load in flight; true if there was one. */
bool emuBulkLandLoads(void);
void emuBulkOnSwitch(EmuThread *t);   /* ASYNC_EARLY: maybe land some loads */
void emuBulkThreadExit(EmuThread *t); /* lands the thread's TMA stores */
/* Reports (does not return) an access of [a, e) that races a TMA copy in
 * flight; kind is HIDET_EMU_LOAD/STORE/ATOMIC. */
void emuBulkCheckAccess(EmuThread *t, uintptr_t a, uintptr_t e, int32_t kind, const char *site);
bool emuMbarrierDescribeStuck(char *buf, size_t n);
/* wgmma warpgroup rendezvous (emu_wgmma.c). */
void emuWgmmaOnExit(EmuThread *t);
bool emuWgmmaDescribeStuck(char *buf, size_t size);
void emuWgmmaBlockEnd(void);
/* True if [lo, hi) is inside one buffer registered for the launch, one
 * live gpu.alloc or one gpu.host_register range (emu_memory.c). */
bool emuDeviceRange(const void *lo, const void *hi);

/* ---- Device printf (emu_printf.c). -------------------------------------- */
/* Writes the launch's printf output to stdout, by block, thread and call. */
void emuPrintfFlush(void);

/* ---- Host-side gpu ops (emu_host.c). ------------------------------------ */
/* Reports an error of a host-side op (no kernel thread runs): prints it,
 * sets the failed flag. */
void emuHostError(const char *site, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* True if [lo, hi) is inside one live gpu.alloc or gpu.host_register range. */
bool emuHostDeviceRange(uintptr_t lo, uintptr_t hi);

/* ---- Faults in kernels (emu_signal.c). ---------------------------------- */
void emuSignalsInstall(void);
void emuSignalsRemove(void);

/* ---- Random numbers. ----------------------------------------------------- */
static inline uint64_t emuSplitMix(uint64_t *s) {
  uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

#endif /* HIDET_EMU_INTERNAL_H */
