/* cuda_host_ops.c - the host-side gpu ops of upstream programs (gpu.memcpy,
 * gpu.memset, gpu.wait, gpu.host_register/unregister), as generated host
 * code calls them (lowering/gpu_host_ops.c). Copies and sets go on the
 * current stream, after the launches before them and before those after:
 * the ops run in program order, which every !gpu.async.token order allows.
 * Errors become the call's sticky status, their message naming the op's
 * site ("file:line:col (gpu.memcpy)"), as hidet_cuda_launch's do.
 *
 * gpu.host_register pins host memory so kernels can read it. On this target
 * host code never touches memory (its memref.alloc is device memory,
 * docs/runtime.md), so there is nothing to pin: registration is recorded and
 * checked only (null, registered twice, unregistered without registration). */
#include "cuda_internal.h"

#include <stdlib.h>

static const char *siteOr(const char *site) { return site ? site : "<unknown>"; }

/* Registered ranges, guarded by hcudaCacheLock. */
typedef struct {
  uintptr_t lo, hi;
} Range;
static Range *registered;
static int numRegistered, capRegistered;

static int findRegistered(uintptr_t p, bool containing) {
  for (int i = 0; i < numRegistered; ++i)
    if (containing ? (registered[i].lo <= p && p < registered[i].hi) : registered[i].lo == p)
      return i;
  return -1;
}

void hidet_cuda_host_register(const void *p, int64_t bytes, const char *site) {
  if (hcudaStickyStatus())
    return;
  int s = HIDET_CUDA_SUCCESS;
  pthread_mutex_lock(&hcudaCacheLock);
  uintptr_t lo = (uintptr_t)p;
  if (!p) {
    s = hcudaFail(HIDET_CUDA_ERROR_INVALID, "%s: gpu.host_register of a null pointer", siteOr(site));
  } else if (findRegistered(lo, true) >= 0) {
    s = hcudaFail(HIDET_CUDA_ERROR_INVALID, "%s: gpu.host_register: the memory at %p is already registered",
                  siteOr(site), p);
  } else {
    if (numRegistered == capRegistered) {
      int cap = capRegistered ? 2 * capRegistered : 16;
      Range *r = realloc(registered, (size_t)cap * sizeof *r);
      if (!r)
        s = hcudaFail(HIDET_CUDA_ERROR_OUT_OF_MEMORY, "%s: gpu.host_register: out of host memory", siteOr(site));
      else
        registered = r, capRegistered = cap;
    }
    if (!s)
      registered[numRegistered++] = (Range){lo, lo + (uintptr_t)(bytes > 0 ? bytes : 1)};
  }
  pthread_mutex_unlock(&hcudaCacheLock);
  hcudaSticky(s);
}

void hidet_cuda_host_unregister(const void *p, const char *site) {
  if (hcudaStickyStatus())
    return;
  int s = HIDET_CUDA_SUCCESS;
  pthread_mutex_lock(&hcudaCacheLock);
  int i = findRegistered((uintptr_t)p, false);
  if (i < 0) {
    s = hcudaFail(HIDET_CUDA_ERROR_INVALID,
                  "%s: gpu.host_unregister: the memory at %p was not registered with gpu.host_register",
                  siteOr(site), p);
  } else {
    registered[i] = registered[--numRegistered];
    if (numRegistered == 0) {
      free(registered);
      registered = NULL;
      capRegistered = 0;
    }
  }
  pthread_mutex_unlock(&hcudaCacheLock);
  hcudaSticky(s);
}

void hidet_cuda_memcpy(void *dst, int64_t dstBytes, const void *src, int64_t srcBytes, const char *site) {
  if (hcudaStickyStatus())
    return;
  int s = hcudaEnsure();
  uintptr_t d = (uintptr_t)dst, r = (uintptr_t)src, n = (uintptr_t)dstBytes;
  if (!s && dstBytes != srcBytes)
    s = hcudaFail(HIDET_CUDA_ERROR_INVALID, "%s: gpu.memcpy: the destination has %lld bytes but the source %lld",
                  siteOr(site), (long long)dstBytes, (long long)srcBytes);
  else if (!s && dstBytes > 0 && d < r + n && r < d + n)
    s = hcudaFail(HIDET_CUDA_ERROR_INVALID, "%s: gpu.memcpy: the source and destination ranges (%lld bytes at %p "
                  "and %p) overlap", siteOr(site), (long long)dstBytes, src, dst);
  else if (!s && dstBytes > 0) {
    char what[300];
    snprintf(what, sizeof what, "%s: gpu.memcpy: cuMemcpyAsync", siteOr(site));
    s = hcudaCheck(hcudaDrv.MemcpyAsync((CUdeviceptr)d, (CUdeviceptr)r, (size_t)n, hcudaCurrentStream()),
                   HIDET_CUDA_ERROR_OTHER, what);
  }
  hcudaSticky(s);
}

void hidet_cuda_memset(void *dst, int64_t count, int32_t elemBytes, int64_t bits, const char *site) {
  if (hcudaStickyStatus() || count <= 0)
    return;
  int s = hcudaEnsure();
  if (s) {
    hcudaSticky(s);
    return;
  }
  char what[300];
  snprintf(what, sizeof what, "%s: gpu.memset: cuMemsetD%dAsync", siteOr(site), 8 * elemBytes);
  CUdeviceptr d = (CUdeviceptr)(uintptr_t)dst;
  CUstream stream = hcudaCurrentStream();
  CUresult r;
  switch (elemBytes) {
  case 1:
    r = hcudaDrv.MemsetD8Async(d, (unsigned char)bits, (size_t)count, stream);
    break;
  case 2:
    r = hcudaDrv.MemsetD16Async(d, (unsigned short)bits, (size_t)count, stream);
    break;
  case 4:
    r = hcudaDrv.MemsetD32Async(d, (unsigned)bits, (size_t)count, stream);
    break;
  default:
    hcudaSticky(hcudaFail(HIDET_CUDA_ERROR_INVALID, "%s: gpu.memset of %d-byte elements (1, 2 or 4 are supported)",
                          siteOr(site), elemBytes));
    return;
  }
  hcudaSticky(hcudaCheck(r, HIDET_CUDA_ERROR_OTHER, what));
}

void hidet_cuda_wait(const char *site) {
  if (hcudaStickyStatus())
    return;
  int s = hcudaEnsure();
  if (!s) {
    char what[300];
    snprintf(what, sizeof what, "%s: gpu.wait: cuStreamSynchronize", siteOr(site));
    s = hcudaCheck(hcudaDrv.StreamSynchronize(hcudaCurrentStream()), HIDET_CUDA_ERROR_LAUNCH, what);
  }
  hcudaSticky(s);
}

const HidetCudaSymbol *hidetCudaHostSymbols(void) {
  static const HidetCudaSymbol kSymbols[] = {
      {"hidet_cuda_launch", (void *)hidet_cuda_launch},
      {"hidet_cuda_upload", (void *)hidet_cuda_upload},
      {"hidet_cuda_host_register", (void *)hidet_cuda_host_register},
      {"hidet_cuda_host_unregister", (void *)hidet_cuda_host_unregister},
      {"hidet_cuda_memcpy", (void *)hidet_cuda_memcpy},
      {"hidet_cuda_memset", (void *)hidet_cuda_memset},
      {"hidet_cuda_wait", (void *)hidet_cuda_wait},
      {"hidet_cuda_tensor_map_encode", (void *)hidet_cuda_tensor_map_encode},
      {"_mlir_memref_to_llvm_alloc", (void *)_mlir_memref_to_llvm_alloc},
      {"_mlir_memref_to_llvm_aligned_alloc", (void *)_mlir_memref_to_llvm_aligned_alloc},
      {"_mlir_memref_to_llvm_free", (void *)_mlir_memref_to_llvm_free},
      {NULL, NULL},
  };
  return kSymbols;
}
