/* fake_cuda.c - a fake CUDA driver (libfakecuda.so) for testing the runtime
 * without a GPU. It exports the cu* entry points the runtime looks up;
 * $FAKE_CUDA_MODE, read at each call, picks the behaviour:
 *   ok (default)  memory is host memory, copies are memcpy, launches are
 *                 recorded (fakeCudaStats) and run nothing
 *   nodevice      cuInit fails with CUDA_ERROR_NO_DEVICE
 *   oldptx        JIT of PTX fails with CUDA_ERROR_UNSUPPORTED_PTX_VERSION
 *                 and a log text, as on a driver older than the PTX ISA
 *   oom           cuMemAlloc fails with CUDA_ERROR_OUT_OF_MEMORY
 *   zerolaunch    as ok, but every launch sets all live allocations to
 *                 zero: "kernels" then overwrite their (poisoned) outputs,
 *                 so hidet-compile-model --tune=measure gets through its
 *                 check to the timing (test/CUDA/tune-measure-fake.test)
 * A "cubin" is an image starting with "CUBIN:"; "CUBIN:wrongarch" does not
 * load (CUDA_ERROR_NO_BINARY_FOR_GPU). Any other image is PTX. */
#include "fake_cuda.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
enum {
  OK = 0,
  INVALID_VALUE = 1,
  OUT_OF_MEMORY = 2,
  NO_DEVICE = 100,
  NO_BINARY_FOR_GPU = 209,
  UNSUPPORTED_PTX_VERSION = 222,
  NOT_FOUND = 500,
};

static FakeCudaStats stats;
/* The runtime calls memory, copy and launch functions outside its own lock,
 * from several threads in the threads test: their records are guarded. */
static pthread_mutex_t statsLock = PTHREAD_MUTEX_INITIALIZER;
#define LOCKED(...)                                                                                                    \
  do {                                                                                                                 \
    pthread_mutex_lock(&statsLock);                                                                                    \
    __VA_ARGS__;                                                                                                       \
    pthread_mutex_unlock(&statsLock);                                                                                  \
  } while (0)

FakeCudaStats *fakeCudaStats(void) { return &stats; }

static int mode(const char *m) {
  const char *v = getenv("FAKE_CUDA_MODE");
  return !strcmp(v && *v ? v : "ok", m);
}

CUresult cuInit(unsigned flags) {
  ++stats.inits;
  return mode("nodevice") ? NO_DEVICE : OK;
}

CUresult cuDriverGetVersion(int *v) {
  *v = 12040;
  return OK;
}

static const struct {
  CUresult r;
  const char *name, *text;
} errors[] = {
    {INVALID_VALUE, "CUDA_ERROR_INVALID_VALUE", "invalid argument"},
    {OUT_OF_MEMORY, "CUDA_ERROR_OUT_OF_MEMORY", "out of memory"},
    {NO_DEVICE, "CUDA_ERROR_NO_DEVICE", "no CUDA-capable device is detected"},
    {NO_BINARY_FOR_GPU, "CUDA_ERROR_NO_BINARY_FOR_GPU", "no kernel image is available for execution on the device"},
    {UNSUPPORTED_PTX_VERSION, "CUDA_ERROR_UNSUPPORTED_PTX_VERSION", "the provided PTX was compiled with an "
                                                                    "unsupported toolchain."},
    {NOT_FOUND, "CUDA_ERROR_NOT_FOUND", "named symbol not found"},
};

static CUresult errorField(CUresult r, const char **out, int text) {
  for (size_t i = 0; i < sizeof errors / sizeof errors[0]; ++i)
    if (errors[i].r == r) {
      *out = text ? errors[i].text : errors[i].name;
      return OK;
    }
  *out = NULL;
  return INVALID_VALUE;
}

CUresult cuGetErrorName(CUresult r, const char **s) { return errorField(r, s, 0); }
CUresult cuGetErrorString(CUresult r, const char **s) { return errorField(r, s, 1); }

CUresult cuDeviceGetCount(int *n) {
  *n = 1;
  return OK;
}

CUresult cuDeviceGet(int *d, int ordinal) {
  if (ordinal != 0)
    return INVALID_VALUE;
  *d = 0;
  return OK;
}

CUresult cuDeviceGetName(char *name, int len, int d) {
  snprintf(name, (size_t)len, "Fake GPU");
  return OK;
}

/* Compute capability 9.0, or FAKE_CUDA_CC=<major>.<minor> (the arch a
 * tool picks from the device). */
CUresult cuDeviceGetAttribute(int *v, int attr, int d) {
  int major = 9, minor = 0;
  const char *cc = getenv("FAKE_CUDA_CC");
  if (cc && sscanf(cc, "%d.%d", &major, &minor) != 2)
    major = 9, minor = 0;
  *v = attr == 75 ? major : attr == 76 ? minor : 1;
  return OK;
}

static int primaryCtx;
CUresult cuDevicePrimaryCtxRetain(void **c, int d) {
  *c = &primaryCtx;
  return OK;
}

CUresult cuCtxSetCurrent(void *c) { return c == &primaryCtx ? OK : INVALID_VALUE; }

CUresult cuCtxSynchronize(void) {
  ++stats.ctxSyncs;
  return OK;
}

/* The live allocations, for zerolaunch (guarded by statsLock). */
enum { FAKE_MAX_LIVE = 4096 };
static struct {
  void *p;
  size_t n;
} live[FAKE_MAX_LIVE];
static int numLive;

CUresult cuMemAlloc_v2(unsigned long long *p, size_t bytes) {
  if (mode("oom"))
    return OUT_OF_MEMORY;
  void *m = malloc(bytes);
  if (!m)
    return OUT_OF_MEMORY;
  LOCKED(++stats.allocs; if (numLive < FAKE_MAX_LIVE) live[numLive].p = m, live[numLive++].n = bytes);
  *p = (unsigned long long)(uintptr_t)m;
  return OK;
}

CUresult cuMemFree_v2(unsigned long long p) {
  pthread_mutex_lock(&statsLock);
  ++stats.frees;
  for (int i = 0; i < numLive; ++i)
    if (live[i].p == (void *)(uintptr_t)p) {
      live[i] = live[--numLive];
      break;
    }
  pthread_mutex_unlock(&statsLock);
  free((void *)(uintptr_t)p);
  return OK;
}

CUresult cuMemcpyHtoD_v2(unsigned long long dst, const void *src, size_t n) {
  memcpy((void *)(uintptr_t)dst, src, n);
  return OK;
}

CUresult cuMemcpyDtoH_v2(void *dst, unsigned long long src, size_t n) {
  memcpy(dst, (const void *)(uintptr_t)src, n);
  return OK;
}

CUresult cuMemcpyHtoDAsync_v2(unsigned long long dst, const void *src, size_t n, void *stream) {
  LOCKED(++stats.asyncCopies; stats.lastCopyStream = stream);
  memcpy((void *)(uintptr_t)dst, src, n);
  return OK;
}

CUresult cuMemsetD8_v2(unsigned long long dst, unsigned char v, size_t n) {
  memset((void *)(uintptr_t)dst, v, n);
  return OK;
}

/* FAKE_CUDA_TRACE=1: a line on stdout per traced call. */
static void trace(const char *fmt, ...) {
  const char *t = getenv("FAKE_CUDA_TRACE");
  if (!t || t[0] != '1')
    return;
  va_list ap;
  va_start(ap, fmt);
  vprintf(fmt, ap);
  va_end(ap);
  fflush(stdout);
}

CUresult cuMemcpyAsync(unsigned long long dst, unsigned long long src, size_t n, void *stream) {
  LOCKED(++stats.asyncCopies; stats.lastCopyStream = stream);
  trace("fake-cuda: memcpy %zu bytes\n", n);
  memmove((void *)(uintptr_t)dst, (const void *)(uintptr_t)src, n);
  return OK;
}

CUresult cuMemsetD8Async(unsigned long long dst, unsigned char v, size_t n, void *stream) {
  trace("fake-cuda: memset8 %zu x 0x%02x\n", n, v);
  memset((void *)(uintptr_t)dst, v, n);
  return OK;
}

CUresult cuMemsetD16Async(unsigned long long dst, unsigned short v, size_t n, void *stream) {
  trace("fake-cuda: memset16 %zu x 0x%04x\n", n, v);
  for (size_t i = 0; i < n; ++i)
    memcpy((char *)(uintptr_t)dst + 2 * i, &v, 2);
  return OK;
}

CUresult cuMemsetD32Async(unsigned long long dst, unsigned v, size_t n, void *stream) {
  trace("fake-cuda: memset32 %zu x 0x%08x\n", n, v);
  for (size_t i = 0; i < n; ++i)
    memcpy((char *)(uintptr_t)dst + 4 * i, &v, 4);
  return OK;
}

/* A module: a malloc'd object owning its functions' names. */
typedef struct {
  char names[8][64];
  int count;
} FakeModule;

CUresult cuModuleLoadDataEx(void **m, const void *image, unsigned n, int *opts, void **vals) {
  const char *text = image;
  int cubin = !strncmp(text, "CUBIN:", 6);
  if (cubin && !strcmp(text, "CUBIN:wrongarch"))
    return NO_BINARY_FOR_GPU;
  if (!cubin && mode("oldptx")) {
    /* Fill the error log as the JIT would (option 5: buffer, 6: its size). */
    char *log = NULL;
    size_t size = 0;
    for (unsigned i = 0; i < n; ++i) {
      if (opts[i] == 5)
        log = vals[i];
      if (opts[i] == 6)
        size = (size_t)(uintptr_t)vals[i];
    }
    if (log && size)
      snprintf(log, size, "ptxas application ptx input, line 5; fatal   : Unsupported .version 8.7; current "
                          "version is '8.4'\n");
    return UNSUPPORTED_PTX_VERSION;
  }
  FakeModule *fm = calloc(1, sizeof *fm);
  if (!fm)
    return OUT_OF_MEMORY;
  ++stats.moduleLoads;
  ++*(cubin ? &stats.cubinLoads : &stats.ptxLoads);
  *m = fm;
  return OK;
}

CUresult cuModuleUnload(void *m) {
  ++stats.moduleUnloads;
  free(m);
  return OK;
}

/* Every name exists except those starting with "missing"; the handle points
 * at the name. */
CUresult cuModuleGetFunction(void **f, void *m, const char *name) {
  FakeModule *fm = m;
  if (!strncmp(name, "missing", 7))
    return NOT_FOUND;
  if (fm->count == 8)
    return OUT_OF_MEMORY;
  ++stats.functionLookups;
  snprintf(fm->names[fm->count], sizeof fm->names[0], "%s", name);
  *f = fm->names[fm->count++];
  return OK;
}

/* Static shared memory: 1 byte for a kernel whose name contains "_static1"
 * (what LLVM's declaration of the dynamic shared memory symbol costs), else
 * none. */
CUresult cuFuncGetAttribute(int *value, int attr, void *f) {
  if (attr != 1 || !value)
    return INVALID_VALUE;
  *value = strstr((const char *)f, "_static1") ? 1 : 0;
  return OK;
}

CUresult cuFuncSetAttribute(void *f, int attr, int value) {
  if (attr != 8)
    return INVALID_VALUE;
  ++stats.attributeSets;
  stats.lastAttributeValue = value;
  return OK;
}

CUresult cuLaunchKernel(void *f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz,
                        unsigned smem, void *stream, void **params, void **extra) {
  pthread_mutex_lock(&statsLock);
  ++stats.launches;
  snprintf(stats.lastKernel, sizeof stats.lastKernel, "%s", (const char *)f);
  stats.grid[0] = gx, stats.grid[1] = gy, stats.grid[2] = gz;
  stats.block[0] = bx, stats.block[1] = by, stats.block[2] = bz;
  stats.smem = smem;
  stats.stream = stream;
  /* A real driver knows the parameter count from the PTX; the fake takes it
   * from the kernel name's suffix "_p<N>" (none: 0 parameters). */
  const char *suffix = strrchr((const char *)f, '_');
  int n = suffix && suffix[1] == 'p' ? atoi(suffix + 2) : 0;
  stats.numParams = n < FAKE_CUDA_MAX_PARAMS ? n : FAKE_CUDA_MAX_PARAMS;
  for (int i = 0; i < stats.numParams; ++i) {
    stats.paramPtrs[i] = params[i];
    memcpy(&stats.paramValues[i], params[i], 8);
  }
  if (mode("zerolaunch"))
    for (int i = 0; i < numLive; ++i)
      memset(live[i].p, 0, live[i].n);
  pthread_mutex_unlock(&statsLock);
  /* FAKE_CUDA_TRACE=1: one line per launch on stdout, for lit tests of
   * generated host code (which kernels, in which order, with which grid). */
  const char *trace = getenv("FAKE_CUDA_TRACE");
  if (trace && trace[0] == '1') {
    printf("fake-cuda: launch %s grid %u,%u,%u block %u,%u,%u smem %u\n", (const char *)f, gx, gy,
           gz, bx, by, bz, smem);
    fflush(stdout);
  }
  return OK;
}

CUresult cuStreamCreate(void **s, unsigned flags) {
  ++stats.streamsCreated;
  *s = malloc(1);
  return *s ? OK : OUT_OF_MEMORY;
}

CUresult cuStreamSynchronize(void *s) {
  ++stats.streamSyncs;
  trace("fake-cuda: stream synchronize\n");
  return OK;
}

CUresult cuStreamDestroy_v2(void *s) {
  ++stats.streamsDestroyed;
  free(s);
  return OK;
}

/* An event holds the sequence number of its last record; elapsed time is
 * 1.5 ms per record in between. */
CUresult cuEventCreate(void **e, unsigned flags) {
  ++stats.eventsCreated;
  *e = calloc(1, sizeof(int));
  return *e ? OK : OUT_OF_MEMORY;
}

CUresult cuEventRecord(void *e, void *stream) {
  *(int *)e = ++stats.eventRecords;
  return OK;
}

CUresult cuEventSynchronize(void *e) { return OK; }

CUresult cuEventElapsedTime(float *ms, void *start, void *end) {
  *ms = 1.5f * (float)(*(int *)end - *(int *)start);
  return OK;
}

CUresult cuEventDestroy_v2(void *e) {
  ++stats.eventsDestroyed;
  free(e);
  return OK;
}

/* Writes what it was given, as text, into the 128-byte map (dims, strides
 * and box innermost first, as the driver takes them); rejects a box dim
 * over 256 as the driver does. */
CUresult cuTensorMapEncodeTiled(void *map, int type, unsigned rank, void *base, const unsigned long long *dims,
                                const unsigned long long *strides, const unsigned *box, const unsigned *elemStrides,
                                int interleave, int swizzle, int l2, int oob) {
  (void)base;
  (void)elemStrides;
  (void)interleave;
  (void)l2;
  for (unsigned i = 0; i < rank; ++i)
    if (box[i] < 1 || box[i] > 256)
      return INVALID_VALUE;
  snprintf(map, 128, "type %d rank %u dims %llu,%llu strides %llu box %u,%u swizzle %d oob %d", type, rank, dims[0],
           rank > 1 ? dims[1] : 1ull, rank > 1 ? strides[0] : 0ull, box[0], rank > 1 ? box[1] : 1u, swizzle, oob);
  LOCKED(stats.tensorMaps++);
  trace("fake-cuda: tensor map %s\n", (const char *)map);
  return OK;
}
