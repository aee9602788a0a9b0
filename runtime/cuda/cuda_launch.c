/* cuda_launch.c - what generated host code calls per forward pass
 * (hidet_cuda_launch, hidet_cuda_upload), the current stream, streams and
 * events. The sticky status they record is cuda_errors.c's. */
#include "cuda_internal.h"

#include <string.h>

#include <limits.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

/* Process-wide: a framework sets it once (e.g. from Python), possibly on a
 * thread other than the one that later runs the model. */
static _Atomic(CUstream) currentStream;

CUstream hcudaCurrentStream(void) { return atomic_load(&currentStream); }

/* Launch results: anything the driver refuses at launch time (bad block
 * size, too many resources) is a launch failure, except running out of memory. */
static int launchFailed(CUresult r, const char *kernelName, const int64_t *dims, int64_t smem) {
  char what[400];
  snprintf(what, sizeof what, "launch of kernel %.200s (grid %lldx%lldx%lld, block %lldx%lldx%lld, %lld bytes of "
           "dynamic shared memory) failed", kernelName, (long long)dims[0], (long long)dims[1], (long long)dims[2],
           (long long)dims[3], (long long)dims[4], (long long)dims[5], (long long)smem);
  int s = hcudaCheck(r, HIDET_CUDA_ERROR_LAUNCH, what);
  return s == HIDET_CUDA_ERROR_INVALID ? HIDET_CUDA_ERROR_LAUNCH : s;
}

/* Launch arguments out of what the driver can take; a status. */
static int checkLaunch(const char *kernelName, const int64_t *dims, int64_t smem, const void *slots,
                       int64_t numSlots) {
  for (int i = 0; i < 6; ++i)
    if (dims[i] < 1 || dims[i] > UINT_MAX)
      return hcudaFail(HIDET_CUDA_ERROR_INVALID, "hidet_cuda_launch of %s: grid/block size %lld out of range",
                       kernelName ? kernelName : "(null)", (long long)dims[i]);
  if (smem < 0 || smem > INT_MAX)
    return hcudaFail(HIDET_CUDA_ERROR_INVALID, "hidet_cuda_launch of %s: dynamic shared memory %lld out of range",
                     kernelName ? kernelName : "(null)", (long long)smem);
  if (numSlots < 0 || (numSlots > 0 && !slots))
    return hcudaFail(HIDET_CUDA_ERROR_INVALID, "hidet_cuda_launch of %s: bad parameter slots",
                     kernelName ? kernelName : "(null)");
  return HIDET_CUDA_SUCCESS;
}

void hidet_cuda_launch(const char *ptx, const void *cubin, int64_t cubinBytes, const char *kernelName,
                       int64_t gridX, int64_t gridY, int64_t gridZ, int64_t blockX, int64_t blockY,
                       int64_t blockZ, int64_t dynamicSmemBytes, void *slots, int64_t numSlots, int64_t byRef) {
  if (hcudaStickyStatus())
    return;
  const int64_t dims[6] = {gridX, gridY, gridZ, blockX, blockY, blockZ};
  int s = hcudaEnsure();
  if (!s)
    s = checkLaunch(kernelName, dims, dynamicSmemBytes, slots, numSlots);
  CUfunction fn = NULL;
  if (!s)
    s = hcudaGetFunction(ptx, cubin, cubinBytes, kernelName, dynamicSmemBytes, &fn);
  if (s) {
    hcudaSticky(s);
    return;
  }
  /* cuLaunchKernel wants params[i] to point at the value of parameter i:
   * here slot i. Kernels rarely have more than a few dozen parameters. */
  void *onStack[64];
  void **params = onStack;
  if (numSlots > 64 && !(params = malloc((size_t)numSlots * sizeof *params))) {
    hcudaSticky(hcudaFail(HIDET_CUDA_ERROR_OUT_OF_MEMORY, "out of host memory for %lld kernel parameters",
                          (long long)numSlots));
    return;
  }
  /* A by-reference slot (bit i of byRef, i < 64) holds the address of an
   * aggregate parameter's bytes, which is what cuLaunchKernel wants. */
  for (int64_t i = 0; i < numSlots; ++i) {
    params[i] = (char *)slots + 8 * i;
    if (i < 64 && ((uint64_t)byRef >> i & 1))
      memcpy(&params[i], params[i], sizeof params[i]);
  }
  /* Kernel timing (cuda_timing.c): events right before and after the
   * launch, so that only the kernels are timed. */
  hcudaTimingMark(hcudaCurrentStream());
  CUresult r = hcudaDrv.LaunchKernel(fn, (unsigned)gridX, (unsigned)gridY, (unsigned)gridZ, (unsigned)blockX,
                                     (unsigned)blockY, (unsigned)blockZ, (unsigned)dynamicSmemBytes,
                                     hcudaCurrentStream(), params, NULL);
  hcudaTimingMark(hcudaCurrentStream());
  if (params != onStack)
    free(params);
  if (r != HCUDA_SUCCESS)
    hcudaSticky(launchFailed(r, kernelName, dims, dynamicSmemBytes));
}

void hidet_cuda_upload(void *dstDevice, const void *srcHost, int64_t bytes) {
  if (hcudaStickyStatus() || bytes == 0)
    return;
  int s = hcudaEnsure();
  if (!s && (bytes < 0 || !dstDevice || !srcHost))
    s = hcudaFail(HIDET_CUDA_ERROR_INVALID, "hidet_cuda_upload: bad arguments (%lld bytes)", (long long)bytes);
  if (!s)
    s = hcudaCheck(hcudaDrv.MemcpyHtoDAsync((CUdeviceptr)(uintptr_t)dstDevice, srcHost, (size_t)bytes,
                                            hcudaCurrentStream()),
                   HIDET_CUDA_ERROR_OTHER, "hidet_cuda_upload: cuMemcpyHtoDAsync");
  hcudaSticky(s);
}

/* ---- Streams and events: thin wrappers with statuses ---- */

int hidetCudaSetStream(void *cuStream) {
  atomic_store(&currentStream, (CUstream)cuStream);
  return HIDET_CUDA_SUCCESS;
}

void *hidetCudaGetStream(void) { return hcudaCurrentStream(); }

int hidetCudaStreamCreate(void **s) {
  int st = hcudaEnsure();
  if (st)
    return st;
  if (!s)
    return hcudaFail(HIDET_CUDA_ERROR_INVALID, "hidetCudaStreamCreate: NULL output");
  CUstream stream = NULL;
  /* Flags 0: a blocking stream, ordered with the legacy default stream as
   * frameworks expect of a plain stream. */
  st = hcudaCheck(hcudaDrv.StreamCreate(&stream, 0), HIDET_CUDA_ERROR_OTHER, "cuStreamCreate");
  *s = st ? NULL : stream;
  return st;
}

int hidetCudaStreamDestroy(void *s) {
  int st = hcudaEnsure();
  if (st)
    return st;
  /* Do not leave a dangling current stream behind. */
  CUstream expected = (CUstream)s;
  atomic_compare_exchange_strong(&currentStream, &expected, NULL);
  return hcudaCheck(hcudaDrv.StreamDestroy((CUstream)s), HIDET_CUDA_ERROR_INVALID, "cuStreamDestroy");
}

int hidetCudaStreamSynchronize(void *s) {
  int st = hcudaEnsure();
  return st ? st : hcudaCheck(hcudaDrv.StreamSynchronize((CUstream)s), HIDET_CUDA_ERROR_OTHER, "cuStreamSynchronize");
}

int hidetCudaSynchronize(void) {
  int st = hcudaEnsure();
  if (st)
    return st;
  CUstream s = hcudaCurrentStream();
  /* On the default stream, wait for the whole context: that is what "the
   * device is done" means to a caller who never chose a stream. */
  if (!s)
    return hcudaCheck(hcudaDrv.CtxSynchronize(), HIDET_CUDA_ERROR_OTHER, "cuCtxSynchronize");
  return hcudaCheck(hcudaDrv.StreamSynchronize(s), HIDET_CUDA_ERROR_OTHER, "cuStreamSynchronize");
}

int hidetCudaEventCreate(void **e) {
  int st = hcudaEnsure();
  if (st)
    return st;
  if (!e)
    return hcudaFail(HIDET_CUDA_ERROR_INVALID, "hidetCudaEventCreate: NULL output");
  CUevent ev = NULL;
  st = hcudaCheck(hcudaDrv.EventCreate(&ev, 0), HIDET_CUDA_ERROR_OTHER, "cuEventCreate"); /* 0: with timing */
  *e = st ? NULL : ev;
  return st;
}

int hidetCudaEventRecord(void *e, void *stream) {
  int st = hcudaEnsure();
  return st ? st : hcudaCheck(hcudaDrv.EventRecord((CUevent)e, (CUstream)stream), HIDET_CUDA_ERROR_INVALID,
                              "cuEventRecord");
}

int hidetCudaEventElapsedMs(void *start, void *end, float *ms) {
  int st = hcudaEnsure();
  if (st)
    return st;
  if (!ms)
    return hcudaFail(HIDET_CUDA_ERROR_INVALID, "hidetCudaEventElapsedMs: NULL output");
  /* Waits for `end` so the caller need not (cuEventElapsedTime would
   * otherwise report "not ready"). */
  st = hcudaCheck(hcudaDrv.EventSynchronize((CUevent)end), HIDET_CUDA_ERROR_OTHER, "cuEventSynchronize");
  return st ? st : hcudaCheck(hcudaDrv.EventElapsedTime(ms, (CUevent)start, (CUevent)end), HIDET_CUDA_ERROR_INVALID,
                              "cuEventElapsedTime");
}

int hidetCudaEventDestroy(void *e) {
  int st = hcudaEnsure();
  return st ? st : hcudaCheck(hcudaDrv.EventDestroy((CUevent)e), HIDET_CUDA_ERROR_INVALID, "cuEventDestroy");
}

void hidetCudaReleaseCaches(void) {
  hcudaTensorMapsRelease();
  hcudaModulesRelease();
  hcudaPoolRelease();
}
