/* cuda_runtime_test.c - hidet-cuda-runtime-test: the CUDA runtime (runtime/cuda)
 * against the fake driver libfakecuda.so (fake_cuda.c), no GPU needed.
 * Usage: hidet-cuda-runtime-test SCENARIO. cuda-runtime.test runs each
 * scenario in its own process (initialization happens once per process) and
 * checks the output against the CHECK lines beside the code that prints it. */
#define _POSIX_C_SOURCE 200809L /* setenv */
#include "fake_cuda.h"
#include "hidet_cuda.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures;
static FakeCudaStats *fake;

/* Counts and reports a failed expectation; the run goes on. */
#define EXPECT(cond)                                                                                                   \
  do {                                                                                                                 \
    if (!(cond)) {                                                                                                     \
      printf("FAILED line %d: %s\n", __LINE__, #cond);                                                                 \
      ++failures;                                                                                                      \
    }                                                                                                                  \
  } while (0)

/* Points the runtime at the fake driver in `mode` and finds its statistics.
 * dlopen of the same path gives the object the runtime will load. */
static void useFake(const char *mode) {
  setenv("HIDET_CUDA_DRIVER", FAKE_CUDA_PATH, 1);
  setenv("FAKE_CUDA_MODE", mode, 1);
  void *lib = dlopen(FAKE_CUDA_PATH, RTLD_NOW | RTLD_LOCAL);
  if (!lib) {
    printf("cannot load the fake driver: %s\n", dlerror());
    exit(2);
  }
  FakeCudaStats *(*get)(void);
  void *sym = dlsym(lib, "fakeCudaStats");
  memcpy(&get, &sym, sizeof sym);
  fake = get();
}

/* Two modules: the runtime caches by the address of the PTX text. */
static const char ptxA[] = "// fake PTX module A";
static const char ptxB[] = "// fake PTX module B";

// NODRIVER: init: status 1: no CUDA device: the CUDA driver (/nonexistent/libcuda.so.1) is not installed (
// NODRIVER-NEXT: malloc: (nil)
// NODRIVER-NEXT: call: begin 1, end 1
// NODRIVER: nodriver: 0 failures
static void testNoDriver(void) {
  setenv("HIDET_CUDA_DRIVER", "/nonexistent/libcuda.so.1", 1);
  printf("init: status %d: %s\n", hidetCudaInit(), hidetCudaLastError());
  void *p = hidetCudaMalloc(16);
  printf("malloc: %s\n", p ? "pointer" : "(nil)");
  EXPECT(strstr(hidetCudaLastError(), "no CUDA device"));
  int begin = hidetCudaCallBegin();
  hidet_cuda_launch(ptxA, NULL, 0, "k_p0", 1, 1, 1, 1, 1, 1, 0, NULL, 0, 0);
  EXPECT(_mlir_memref_to_llvm_alloc(64) == NULL);
  printf("call: begin %d, end %d\n", begin, hidetCudaCallEnd());
  EXPECT(hidetCudaEventCreate(&p) == HIDET_CUDA_ERROR_NO_DRIVER);
  hidetCudaReleaseCaches(); /* nothing to release; must not touch the missing driver */
}

// NODEVICE: init: status 2: no CUDA device: cuInit failed: CUDA_ERROR_NO_DEVICE (no CUDA-capable device is detected)
// NODEVICE-NEXT: again: status 2: no CUDA device: cuInit failed: CUDA_ERROR_NO_DEVICE
// NODEVICE: nodevice: 0 failures
static void testNoDevice(void) {
  useFake("nodevice");
  printf("init: status %d: %s\n", hidetCudaInit(), hidetCudaLastError());
  /* The outcome is kept: the second call does not run cuInit again. */
  printf("again: status %d: %s\n", hidetCudaGetDevice(NULL, 0, NULL, NULL), hidetCudaLastError());
  EXPECT(fake->inits == 1);
}

// DEVICE: device: Fake GPU, sm_90
// DEVICE-NEXT: copies: 1 2 3 4, memset 0x7f7f7f7f
// DEVICE: device: 0 failures
static void testDevice(void) {
  useFake("ok");
  EXPECT(hidetCudaInit() == 0);
  EXPECT(!strcmp(hidetCudaLastError(), ""));
  char name[64];
  int major = 0, minor = 0;
  EXPECT(hidetCudaGetDevice(name, sizeof name, &major, &minor) == 0);
  printf("device: %s, sm_%d%d\n", name, major, minor);
  int host[4] = {1, 2, 3, 4}, back[4] = {0}, filled = 0;
  void *d = hidetCudaMalloc(sizeof host);
  EXPECT(d != NULL);
  EXPECT(hidetCudaMemcpyHtoD(d, host, sizeof host) == 0);
  EXPECT(hidetCudaMemcpyDtoH(back, d, sizeof back) == 0);
  EXPECT(hidetCudaMemset(d, 0x7f, sizeof host) == 0);
  EXPECT(hidetCudaMemcpyDtoH(&filled, d, sizeof filled) == 0);
  printf("copies: %d %d %d %d, memset 0x%08x\n", back[0], back[1], back[2], back[3], (unsigned)filled);
  EXPECT(hidetCudaFree(d) == 0);
  EXPECT(hidetCudaFree(NULL) == 0);
  EXPECT(fake->allocs == 1 && fake->frees == 1);
}

// LAUNCH: launch: matmul_p6 grid 4x2x1 block 128x1x1 smem 0 params 6
// LAUNCH-NEXT: slots: params[i] == &slots[i] for all 6; scalar 2.5
// LAUNCH-NEXT: byref: param 0 the slot, param 1 the aggregate (first float 1.5)
// LAUNCH-NEXT: launch: big_p1 grid 1x1x1 block 256x1x1 smem 65536 params 1
// LAUNCH-NEXT: attribute: 1 set, max dynamic shared memory 65536
// LAUNCH-NEXT: 48 KiB dynamic: 0 more set without static shared memory, 1 with 1 byte of it (max 49152)
// LAUNCH-NEXT: modules: 2 loaded (2 PTX, 0 cubin), 6 function lookups, 8 launches
// LAUNCH-NEXT: missing kernel: status 6: kernel missing_p0 not found in its module: CUDA_ERROR_NOT_FOUND
// LAUNCH-NEXT: released: 2 modules unloaded
// LAUNCH: launch: 0 failures
static void testLaunch(void) {
  useFake("ok");
  EXPECT(hidetCudaCallBegin() == 0);
  /* Slots of a memref<4x8xf32> (allocated, aligned, offset, 2 sizes would
   * follow; shortened here) and an f32 scalar in the low 4 bytes of its slot. */
  float *buf = _mlir_memref_to_llvm_alloc(32 * sizeof(float));
  EXPECT(buf != NULL);
  int64_t slots[6] = {(int64_t)(intptr_t)buf, (int64_t)(intptr_t)buf, 0, 4, 8, 0};
  float scalar = 2.5f;
  memcpy(&slots[5], &scalar, sizeof scalar);
  hidet_cuda_launch(ptxA, NULL, 0, "matmul_p6", 4, 2, 1, 128, 1, 1, 0, slots, 6, 0);
  printf("launch: %s grid %ux%ux%u block %ux%ux%u smem %u params %d\n", fake->lastKernel, fake->grid[0],
         fake->grid[1], fake->grid[2], fake->block[0], fake->block[1], fake->block[2], fake->smem, fake->numParams);
  int same = 0;
  for (int i = 0; i < 6; ++i)
    same += fake->paramPtrs[i] == (void *)&slots[i] && fake->paramValues[i] == (uint64_t)slots[i];
  float seen;
  memcpy(&seen, &fake->paramValues[5], sizeof seen);
  printf("slots: params[i] == &slots[i] for all %d; scalar %g\n", same, seen);
  /* Slot 1 by reference (byRef bit 1): the parameter is the aggregate's
   * address, not the slot's. */
  struct {
    float x[4];
  } agg = {{1.5f, 2.5f, 3.5f, 4.5f}};
  int64_t refSlots[2] = {7, (int64_t)(intptr_t)&agg};
  hidet_cuda_launch(ptxA, NULL, 0, "k_p2", 1, 1, 1, 1, 1, 1, 0, refSlots, 2, 2);
  float first;
  memcpy(&first, &fake->paramValues[1], sizeof first);
  printf("byref: param 0 %s, param 1 %s (first float %g)\n",
         fake->paramPtrs[0] == (void *)&refSlots[0] ? "the slot" : "elsewhere",
         fake->paramPtrs[1] == (void *)&agg ? "the aggregate" : "elsewhere", first);
  /* Same module again, second kernel with 64 KiB of dynamic shared memory:
   * the attribute is set once for it, not again on the next launch. */
  hidet_cuda_launch(ptxA, NULL, 0, "matmul_p6", 4, 2, 1, 128, 1, 1, 0, slots, 6, 0);
  hidet_cuda_launch(ptxA, NULL, 0, "big_p1", 1, 1, 1, 256, 1, 1, 65536, slots, 1, 0);
  hidet_cuda_launch(ptxA, NULL, 0, "big_p1", 1, 1, 1, 256, 1, 1, 65536, slots, 1, 0);
  printf("launch: %s grid %ux%ux%u block %ux%ux%u smem %u params %d\n", fake->lastKernel, fake->grid[0],
         fake->grid[1], fake->grid[2], fake->block[0], fake->block[1], fake->block[2], fake->smem, fake->numParams);
  printf("attribute: %d set, max dynamic shared memory %d\n", fake->attributeSets, fake->lastAttributeValue);
  /* Exactly 48 KiB of dynamic shared memory: no opt-in for a kernel with
   * no static shared memory, an opt-in for one with 1 byte of it (the
   * 48 KiB limit counts both). */
  int before = fake->attributeSets;
  hidet_cuda_launch(ptxA, NULL, 0, "edge_p1", 1, 1, 1, 256, 1, 1, 49152, slots, 1, 0);
  int plain = fake->attributeSets - before;
  hidet_cuda_launch(ptxA, NULL, 0, "edge_static1_p1", 1, 1, 1, 256, 1, 1, 49152, slots, 1, 0);
  printf("48 KiB dynamic: %d more set without static shared memory, %d with 1 byte of it (max %d)\n", plain,
         fake->attributeSets - before - plain, fake->lastAttributeValue);
  /* A second module, with the same kernel name as in the first. */
  hidet_cuda_launch(ptxB, NULL, 0, "matmul_p6", 1, 1, 1, 32, 1, 1, 0, slots, 6, 0);
  printf("modules: %d loaded (%d PTX, %d cubin), %d function lookups, %d launches\n", fake->moduleLoads,
         fake->ptxLoads, fake->cubinLoads, fake->functionLookups, fake->launches);
  EXPECT(hidetCudaCallEnd() == 0);
  /* A bad launch sets the sticky status; a launch with 0 threads too. */
  hidet_cuda_launch(ptxB, NULL, 0, "missing_p0", 1, 1, 1, 32, 1, 1, 0, NULL, 0, 0);
  int s = hidetCudaCallEnd();
  printf("missing kernel: status %d: %s\n", s, hidetCudaLastError());
  EXPECT(hidetCudaCallBegin() == 0);
  hidet_cuda_launch(ptxB, NULL, 0, "matmul_p6", 1, 1, 1, 0, 1, 1, 0, slots, 6, 0);
  EXPECT(hidetCudaCallEnd() == HIDET_CUDA_ERROR_INVALID);
  _mlir_memref_to_llvm_free(buf);
  hidetCudaReleaseCaches();
  printf("released: %d modules unloaded\n", fake->moduleUnloads);
  EXPECT(fake->allocs == fake->frees);
}

// PREFERCUBIN: cubin: 1 cubin load, 0 PTX loads
// PREFERCUBIN-NEXT: wrong-arch cubin: 1 cubin load, 1 PTX load
// PREFERCUBIN: cubin: 0 failures
static void testCubin(void) {
  useFake("ok");
  static const char cubin[] = "CUBIN:sm_90", wrongArch[] = "CUBIN:wrongarch";
  EXPECT(hidetCudaCallBegin() == 0);
  hidet_cuda_launch(ptxA, cubin, sizeof cubin, "k_p0", 1, 1, 1, 1, 1, 1, 0, NULL, 0, 0);
  hidet_cuda_launch(ptxA, cubin, sizeof cubin, "k_p0", 1, 1, 1, 1, 1, 1, 0, NULL, 0, 0);
  printf("cubin: %d cubin load, %d PTX loads\n", fake->cubinLoads, fake->ptxLoads);
  /* A cubin for another GPU does not load: the PTX is JIT-compiled instead. */
  hidet_cuda_launch(ptxB, wrongArch, sizeof wrongArch, "k_p0", 1, 1, 1, 1, 1, 1, 0, NULL, 0, 0);
  printf("wrong-arch cubin: %d cubin load, %d PTX load\n", fake->cubinLoads, fake->ptxLoads);
  EXPECT(hidetCudaCallEnd() == 0);
  EXPECT(fake->launches == 3);
  hidetCudaReleaseCaches();
}

// STICKY: alloc: (nil), status 4: out of device memory: cuMemAlloc of 1000 bytes failed: CUDA_ERROR_OUT_OF_MEMORY (out of memory)
// STICKY-NEXT: skipped: 0 launches, 0 copies, alloc (nil), end 4
// STICKY-NEXT: next call: begin 0, 1 launch, 1 copy, end 0
// STICKY: sticky: 0 failures
static void testSticky(void) {
  useFake("ok");
  EXPECT(hidetCudaCallBegin() == 0);
  setenv("FAKE_CUDA_MODE", "oom", 1);
  void *p = _mlir_memref_to_llvm_alloc(1000);
  printf("alloc: %s, status %d: %s\n", p ? "pointer" : "(nil)", hidetCudaCallEnd(), hidetCudaLastError());
  setenv("FAKE_CUDA_MODE", "ok", 1);
  /* Everything after the first error is skipped, even if it would work. */
  int64_t slot = 0, value = 42;
  hidet_cuda_launch(ptxA, NULL, 0, "k_p1", 1, 1, 1, 1, 1, 1, 0, &slot, 1, 0);
  hidet_cuda_upload(&slot, &value, sizeof value);
  p = _mlir_memref_to_llvm_alloc(8);
  printf("skipped: %d launches, %d copies, alloc %s, end %d\n", fake->launches, fake->asyncCopies,
         p ? "pointer" : "(nil)", hidetCudaCallEnd());
  /* The next call starts clean. */
  int begin = hidetCudaCallBegin();
  void *dev = _mlir_memref_to_llvm_alloc(8);
  hidet_cuda_upload(dev, &value, sizeof value);
  hidet_cuda_launch(ptxA, NULL, 0, "k_p1", 1, 1, 1, 1, 1, 1, 0, &slot, 1, 0);
  printf("next call: begin %d, %d launch, %d copy, end %d\n", begin, fake->launches, fake->asyncCopies,
         hidetCudaCallEnd());
  int64_t back = 0;
  EXPECT(hidetCudaMemcpyDtoH(&back, dev, sizeof back) == 0 && back == 42);
  _mlir_memref_to_llvm_free(dev);
  hidetCudaReleaseCaches();
  EXPECT(fake->allocs == fake->frees);
}

// POOL: pool: reused 1, 3 cuMemAlloc, 0 cuMemFree before release, 3 after
// POOL-NEXT: aligned 512: (nil), status 6: device allocation with alignment 512: at most 256 is supported
// POOL-NEXT: bad free: status 6
// POOL: pool: 0 failures
static void testPool(void) {
  useFake("ok");
  EXPECT(hidetCudaCallBegin() == 0);
  void *a = _mlir_memref_to_llvm_alloc(1000);
  void *b = _mlir_memref_to_llvm_aligned_alloc(64, 2000);
  _mlir_memref_to_llvm_free(a);
  void *c = _mlir_memref_to_llvm_alloc(1000); /* the block of a */
  void *d = _mlir_memref_to_llvm_alloc(1000); /* a new one: c is in use */
  EXPECT(a && b && c && d && c != d && b != d);
  _mlir_memref_to_llvm_free(b);
  _mlir_memref_to_llvm_free(c);
  _mlir_memref_to_llvm_free(d);
  EXPECT(hidetCudaCallEnd() == 0);
  int freesBefore = fake->frees;
  hidetCudaReleaseCaches();
  printf("pool: reused %d, %d cuMemAlloc, %d cuMemFree before release, %d after\n", c == a, fake->allocs,
         freesBefore, fake->frees);
  EXPECT(hidetCudaCallBegin() == 0);
  void *e = _mlir_memref_to_llvm_aligned_alloc(512, 16);
  printf("aligned 512: %s, status %d: %s\n", e ? "pointer" : "(nil)", hidetCudaCallEnd(), hidetCudaLastError());
  EXPECT(hidetCudaCallBegin() == 0);
  int local;
  _mlir_memref_to_llvm_free(&local);
  printf("bad free: status %d\n", hidetCudaCallEnd());
}

// OLDPTX: status 3: cannot load kernel module (PTX JIT) with CUDA driver 12.4: CUDA_ERROR_UNSUPPORTED_PTX_VERSION
// OLDPTX-SAME: update the driver
// OLDPTX-SAME: ; JIT log: ptxas application ptx input, line 5; fatal   : Unsupported .version 8.7; current version is '8.4'{{$}}
// OLDPTX-NEXT: launches: 0
// OLDPTX: oldptx: 0 failures
static void testOldPtx(void) {
  useFake("oldptx");
  EXPECT(hidetCudaCallBegin() == 0);
  hidet_cuda_launch(ptxA, NULL, 0, "k_p0", 1, 1, 1, 1, 1, 1, 0, NULL, 0, 0);
  printf("status %d: %s\n", hidetCudaCallEnd(), hidetCudaLastError());
  printf("launches: %d\n", fake->launches);
}

// STREAMS: stream: current is the new one 1, launch on it 1, upload on it 1
// STREAMS-NEXT: synchronize: 1 stream sync, 0 context syncs
// STREAMS-NEXT: events: elapsed 1.5 ms, 2 created, 2 destroyed
// STREAMS-NEXT: destroyed: current stream (nil), then 1 context sync
// STREAMS: streams: 0 failures
static void testStreams(void) {
  useFake("ok");
  void *s = NULL, *start = NULL, *end = NULL;
  EXPECT(hidetCudaGetStream() == NULL);
  EXPECT(hidetCudaStreamCreate(&s) == 0 && s);
  EXPECT(hidetCudaSetStream(s) == 0);
  EXPECT(hidetCudaCallBegin() == 0);
  int64_t slot = 0, value = 7;
  hidet_cuda_launch(ptxA, NULL, 0, "k_p1", 1, 1, 1, 1, 1, 1, 0, &slot, 1, 0);
  int launchOnIt = fake->stream == s;
  hidet_cuda_upload(&slot, &value, sizeof value);
  EXPECT(hidetCudaCallEnd() == 0);
  printf("stream: current is the new one %d, launch on it %d, upload on it %d\n", hidetCudaGetStream() == s,
         launchOnIt, fake->lastCopyStream == s);
  EXPECT(hidetCudaSynchronize() == 0);
  EXPECT(hidetCudaStreamSynchronize(s) == 0);
  printf("synchronize: %d stream sync, %d context syncs\n", fake->streamSyncs - 1, fake->ctxSyncs);
  EXPECT(hidetCudaEventCreate(&start) == 0 && hidetCudaEventCreate(&end) == 0);
  EXPECT(hidetCudaEventRecord(start, s) == 0 && hidetCudaEventRecord(end, s) == 0);
  float ms = 0;
  EXPECT(hidetCudaEventElapsedMs(start, end, &ms) == 0);
  EXPECT(hidetCudaEventDestroy(start) == 0 && hidetCudaEventDestroy(end) == 0);
  printf("events: elapsed %g ms, %d created, %d destroyed\n", ms, fake->eventsCreated, fake->eventsDestroyed);
  /* Destroying the current stream falls back to the default stream, where
   * synchronize waits for the whole context. */
  EXPECT(hidetCudaStreamDestroy(s) == 0);
  void *now = hidetCudaGetStream();
  EXPECT(hidetCudaSynchronize() == 0);
  printf("destroyed: current stream %s, then %d context sync\n", now ? "set" : "(nil)", fake->ctxSyncs);
  hidetCudaReleaseCaches();
}

// ORDINAL: init: status 2: no CUDA device 3 (HIDET_CUDA_DEVICE): the driver found 1
// ORDINAL: ordinal: 0 failures
static void testOrdinal(void) {
  useFake("ok");
  setenv("HIDET_CUDA_DEVICE", "3", 1);
  printf("init: status %d: %s\n", hidetCudaInit(), hidetCudaLastError());
}

// BADORDINAL: bad: status 6: HIDET_CUDA_DEVICE=x is not a device number
static void testBadOrdinal(void) {
  useFake("ok");
  setenv("HIDET_CUDA_DEVICE", "x", 1);
  printf("bad: status %d: %s\n", hidetCudaInit(), hidetCudaLastError());
}

/* Each thread runs calls that allocate, launch on both modules and free. */
enum { THREADS = 4, CALLS = 50 };
static void *threadCalls(void *arg) {
  intptr_t bad = 0;
  for (int i = 0; i < CALLS; ++i) {
    bad += hidetCudaCallBegin() != 0;
    int64_t *buf = _mlir_memref_to_llvm_alloc(64 + 64 * (size_t)(i % 3));
    int64_t slots[2] = {(int64_t)(intptr_t)buf, i};
    hidet_cuda_launch(i % 2 ? ptxA : ptxB, NULL, 0, i % 2 ? "even_p2" : "odd_p2", 1, 1, 1, 32, 1, 1, 0, slots, 2, 0);
    hidet_cuda_upload(buf, &slots[1], 8);
    _mlir_memref_to_llvm_free(buf);
    bad += hidetCudaCallEnd() != 0;
  }
  return (void *)bad;
}

// THREADS: threads: 200 launches, 2 module loads, 2 function lookups, 0 bad calls
// THREADS: threads: 0 failures
static void testThreads(void) {
  useFake("ok");
  pthread_t threads[THREADS];
  for (int t = 0; t < THREADS; ++t)
    EXPECT(pthread_create(&threads[t], NULL, threadCalls, NULL) == 0);
  intptr_t bad = 0;
  for (int t = 0; t < THREADS; ++t) {
    void *r = NULL;
    pthread_join(threads[t], &r);
    bad += (intptr_t)r;
  }
  /* Modules and functions are loaded once whichever thread comes first. */
  printf("threads: %d launches, %d module loads, %d function lookups, %d bad calls\n", fake->launches,
         fake->moduleLoads, fake->functionLookups, (int)bad);
  /* At most one block per size per thread is in use at a time. */
  EXPECT(fake->allocs <= 3 * THREADS);
  hidetCudaReleaseCaches();
  EXPECT(fake->allocs == fake->frees);
}

// TENSORMAP: map: type 7 rank 2 dims 64,40 strides 256 box 32,16 swizzle 3 oob 0
// TENSORMAP-NEXT: again: same map, 1 encodes
// TENSORMAP-NEXT: bad box: (nil): mgpuTensorMapEncodeTiledMemref: cuTensorMapEncodeTiled of a rank-2 map (innermost dim 64 elements, box 300 x 16, swizzle 3): CUDA_ERROR_INVALID_VALUE
// TENSORMAP-NEXT: 1100 maps: 1 flush, 1 synchronize
// TENSORMAP: tensormap: 0 failures
static void testTensorMap(void) {
  useFake("ok");
  /* A 40x64 f32 memref descriptor: allocated, aligned, offset, sizes,
   * strides (outermost first, in elements); the box is 16 x 32. */
  void *dev = hidetCudaMalloc(40 * 64 * 4);
  struct {
    void *allocated, *aligned;
    int64_t offset, sizes[2], strides[2];
  } d = {dev, dev, 0, {40, 64}, {64, 1}};
  int64_t box[2] = {16, 32};
  void *m = hidet_cuda_tensor_map_encode(2, &d, 7, 0, 3, 0, 0, box);
  char text[128] = "";
  EXPECT(m && hidetCudaMemcpyDtoH(text, m, sizeof text) == HIDET_CUDA_SUCCESS);
  printf("map: %s\n", text);
  void *again = hidet_cuda_tensor_map_encode(2, &d, 7, 0, 3, 0, 0, box);
  printf("again: %s, %d encodes\n", again == m ? "same map" : "another map", fake->tensorMaps);
  int64_t bad[2] = {16, 300};
  EXPECT(hidetCudaCallBegin() == HIDET_CUDA_SUCCESS);
  void *none = hidet_cuda_tensor_map_encode(2, &d, 7, 0, 3, 0, 0, bad);
  printf("bad box: %s: %s\n", none ? "pointer" : "(nil)", hidetCudaLastError());
  EXPECT(hidetCudaCallEnd() != HIDET_CUDA_SUCCESS);
  /* 1100 maps of distinct boxes fill the cache (1024): it is flushed once,
   * its maps freed after a synchronize, and no map leaks. */
  EXPECT(hidetCudaCallBegin() == HIDET_CUDA_SUCCESS);
  int syncs = fake->ctxSyncs;
  for (int64_t i = 0; i < 1100; ++i) {
    int64_t b[2] = {1 + i / 64, 1 + i % 64};
    EXPECT(hidet_cuda_tensor_map_encode(2, &d, 7, 0, 0, 0, 0, b) != NULL);
  }
  EXPECT(hidetCudaCallEnd() == HIDET_CUDA_SUCCESS);
  printf("1100 maps: %d flush, %d synchronize\n", hidetCudaTensorMapFlushes(), fake->ctxSyncs - syncs);
  hidetCudaFree(dev);
  hidetCudaReleaseCaches();
  EXPECT(fake->allocs == fake->frees);
}

/* hidetCudaTimeKernels: the fake's events are 1.5 ms apart per record in
 * between, so a run of two launches takes 2 x 1.5 ms; warm-up runs record
 * nothing, the events are reused, a function without a launch or with a
 * failing one is an error. */
static int timedLaunches;
static int launchTwice(void *arg) {
  int64_t slots[1] = {0};
  hidet_cuda_launch(ptxA, NULL, 0, "k_p1", 1, 1, 1, 32, 1, 1, 0, slots, 1, 0);
  hidet_cuda_launch(ptxA, NULL, 0, arg ? (const char *)arg : "k_p1", 1, 1, 1, 32, 1, 1, 0, slots, 1, 0);
  timedLaunches += 2;
  return 0;
}
static int launchNothing(void *arg) {
  (void)arg;
  return 0;
}

// TIMING: timed: status 0, median 3000 us, 10 calls, 32 event records, 4 events
// TIMING-NEXT: untimed launches: 0 event records
// TIMING-NEXT: no launch: status 6: kernel timing: the timed function launched no kernel
// TIMING-NEXT: failing launch: status 6: kernel missing_p0 not found in its module: CUDA_ERROR_NOT_FOUND
// TIMING-NEXT: bad arguments: status 6
// TIMING: timing: 0 failures
// TIMING-NODRIVER: no driver: status 1: no CUDA device: the CUDA driver
static void testTiming(void) {
  useFake("ok");
  double us = -1;
  int s = hidetCudaTimeKernels(launchTwice, NULL, 2, 8, &us);
  printf("timed: status %d, median %g us, %d calls, %d event records, %d events\n", s, us, timedLaunches / 2,
         fake->eventRecords, fake->eventsCreated);
  int records = fake->eventRecords;
  launchTwice(NULL);
  printf("untimed launches: %d event records\n", fake->eventRecords - records);
  s = hidetCudaTimeKernels(launchNothing, NULL, 0, 3, &us);
  printf("no launch: status %d: %s\n", s, hidetCudaLastError());
  s = hidetCudaTimeKernels(launchTwice, (void *)"missing_p0", 0, 3, &us);
  printf("failing launch: status %d: %s\n", s, hidetCudaLastError());
  printf("bad arguments: status %d\n", hidetCudaTimeKernels(launchTwice, NULL, 0, 0, &us));
}

static void testTimingNoDriver(void) {
  setenv("HIDET_CUDA_DRIVER", "/nonexistent/libcuda.so.1", 1);
  double us;
  printf("no driver: status %d: %s\n", hidetCudaTimeKernels(launchNothing, NULL, 0, 1, &us),
         hidetCudaLastError());
}

int main(int argc, char **argv) {
  static const struct {
    const char *name;
    void (*run)(void);
  } scenarios[] = {
      {"nodriver", testNoDriver}, {"nodevice", testNoDevice}, {"device", testDevice},   {"launch", testLaunch},
      {"cubin", testCubin},       {"sticky", testSticky},     {"pool", testPool},       {"oldptx", testOldPtx},
      {"streams", testStreams},   {"ordinal", testOrdinal},   {"badordinal", testBadOrdinal},
      {"threads", testThreads},   {"tensormap", testTensorMap}, {"timing", testTiming},
      {"timingnodriver", testTimingNoDriver},
  };
  for (size_t i = 0; argc == 2 && i < sizeof scenarios / sizeof scenarios[0]; ++i)
    if (!strcmp(argv[1], scenarios[i].name)) {
      scenarios[i].run();
      printf("%s: %d failures\n", argv[1], failures);
      return failures != 0;
    }
  fprintf(stderr, "usage: hidet-cuda-runtime-test nodriver|nodevice|device|launch|cubin|sticky|pool|oldptx|streams|ordinal|badordinal|threads|tensormap|timing|timingnodriver\n");
  return 2;
}
