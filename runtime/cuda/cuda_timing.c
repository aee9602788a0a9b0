/* cuda_timing.c - kernel timing for the measured tuner (hidetCudaTimeKernels,
 * hidet_cuda.h): CUDA events around each launch, an L2 flush before each
 * timed run, the median of the runs. The protocol follows
 * bench/gpu/tune.py's, so that in-process and offline measurements agree:
 * warm-up, flush, events, median. */
#include "cuda_internal.h"

#include <stdint.h>
#include <stdlib.h>

/* At most this many launches are timed per call of the timed function; a
 * kernel function is one or two launches (split-k adds a reduction). */
#define HCUDA_TIMING_MAX_MARKS 128

/* The timing state of the calling thread: on between the start and the end
 * of one timed run. The events are created once and reused. */
static _Thread_local struct {
  int on, numMarks, numEvents, failed;
  CUevent events[HCUDA_TIMING_MAX_MARKS];
} timing;

void hcudaTimingMark(CUstream stream) {
  if (!timing.on)
    return;
  if (timing.numMarks >= HCUDA_TIMING_MAX_MARKS) {
    timing.failed = hcudaFail(HIDET_CUDA_ERROR_INVALID, "kernel timing: more than %d launches in one timed run",
                              HCUDA_TIMING_MAX_MARKS / 2);
    return;
  }
  int i = timing.numMarks;
  if (i >= timing.numEvents) {
    /* flags 0: an event with timing */
    int s = hcudaCheck(hcudaDrv.EventCreate(&timing.events[i], 0), HIDET_CUDA_ERROR_OTHER, "cuEventCreate");
    if (s) {
      timing.failed = s;
      return;
    }
    timing.numEvents = i + 1;
  }
  int s = hcudaCheck(hcudaDrv.EventRecord(timing.events[i], stream), HIDET_CUDA_ERROR_OTHER, "cuEventRecord");
  if (s) {
    timing.failed = s;
    return;
  }
  timing.numMarks = i + 1;
}

/* A device buffer twice the size of the L2 cache, allocated once. */
static int flushBuffer(CUdeviceptr *buf, size_t *bytes) {
  static CUdeviceptr flush;
  static size_t flushBytes;
  if (!flush) {
    int l2 = 0;
    int s = hcudaCheck(hcudaDrv.DeviceGetAttribute(&l2, HCUDA_DEVICE_ATTRIBUTE_L2_CACHE_SIZE, hcudaDevice()),
                       HIDET_CUDA_ERROR_OTHER, "cuDeviceGetAttribute(L2 cache size)");
    if (s)
      return s;
    /* A driver that reports no L2 size gets 64 MiB, more than any L2 so far. */
    flushBytes = l2 > 0 ? 2 * (size_t)l2 : (size_t)64 << 20;
    if ((s = hcudaCheck(hcudaDrv.MemAlloc(&flush, flushBytes), HIDET_CUDA_ERROR_OUT_OF_MEMORY,
                        "cuMemAlloc (L2 flush buffer)")))
      return s;
  }
  *buf = flush;
  *bytes = flushBytes;
  return HIDET_CUDA_SUCCESS;
}

static int compareDoubles(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/* One call of fn with its sticky status. */
static int callOnce(HidetCudaTimedFn fn, void *arg) {
  int s = hidetCudaCallBegin();
  if (s)
    return s;
  int r = fn(arg);
  s = hidetCudaCallEnd();
  return s ? s : r;
}

/* One timed run: flush, fn with the launches marked, synchronize, the sum
 * of the (before, after) pairs in microseconds. */
static int timedRun(HidetCudaTimedFn fn, void *arg, CUdeviceptr flush, size_t flushBytes, unsigned char fill,
                    double *us) {
  CUstream stream = hcudaCurrentStream();
  int s = hcudaCheck(hcudaDrv.MemsetD8Async(flush, fill, flushBytes, stream), HIDET_CUDA_ERROR_OTHER,
                     "cuMemsetD8Async (L2 flush)");
  if (s)
    return s;
  timing.on = 1;
  timing.numMarks = 0;
  timing.failed = 0;
  s = callOnce(fn, arg);
  timing.on = 0;
  if (!s)
    s = timing.failed;
  if (!s && timing.numMarks % 2)
    s = hcudaFail(HIDET_CUDA_ERROR_OTHER, "kernel timing: a launch without its end event");
  if (!s && timing.numMarks == 0)
    s = hcudaFail(HIDET_CUDA_ERROR_INVALID, "kernel timing: the timed function launched no kernel");
  if (s)
    return s;
  s = hidetCudaSynchronize();
  double total = 0;
  for (int i = 0; !s && i < timing.numMarks; i += 2) {
    float ms = 0;
    s = hcudaCheck(hcudaDrv.EventElapsedTime(&ms, timing.events[i], timing.events[i + 1]),
                   HIDET_CUDA_ERROR_OTHER, "cuEventElapsedTime");
    total += 1e3 * (double)ms;
  }
  *us = total;
  return s;
}

int hidetCudaTimeKernels(HidetCudaTimedFn fn, void *arg, int warmup, int runs, double *medianUs) {
  int s = hcudaEnsure();
  if (s)
    return s;
  if (!fn || !medianUs || runs < 1 || warmup < 0)
    return hcudaFail(HIDET_CUDA_ERROR_INVALID, "hidetCudaTimeKernels: bad arguments");
  CUdeviceptr flush;
  size_t flushBytes;
  if ((s = flushBuffer(&flush, &flushBytes)))
    return s;
  for (int i = 0; i < warmup; ++i)
    if ((s = callOnce(fn, arg)))
      return s;
  double *times = malloc((size_t)runs * sizeof *times);
  if (!times)
    return hcudaFail(HIDET_CUDA_ERROR_OUT_OF_MEMORY, "out of host memory");
  for (int i = 0; !s && i < runs; ++i)
    s = timedRun(fn, arg, flush, flushBytes, (unsigned char)i, &times[i]);
  if (!s) {
    qsort(times, (size_t)runs, sizeof *times, compareDoubles);
    *medianUs = runs % 2 ? times[runs / 2] : 0.5 * (times[runs / 2 - 1] + times[runs / 2]);
  }
  free(times);
  return s;
}
