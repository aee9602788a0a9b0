/* cuda_memory.c - device memory: the public malloc/free/copy/memset calls and
 * the pool behind the generated code's memref allocation functions. */
#include "cuda_internal.h"

#include <stdio.h>
#include <stdlib.h>

static CUdeviceptr devPtr(const void *p) { return (CUdeviceptr)(uintptr_t)p; }

/* One cuMemAlloc; the message names the byte count on failure. */
static int allocDevice(size_t bytes, void **out) {
  CUdeviceptr p = 0;
  CUresult r = hcudaDrv.MemAlloc(&p, bytes);
  if (r != HCUDA_SUCCESS) {
    char what[128];
    snprintf(what, sizeof what, "%scuMemAlloc of %zu bytes failed",
             r == HCUDA_ERROR_OUT_OF_MEMORY ? "out of device memory: " : "", bytes);
    return hcudaCheck(r, HIDET_CUDA_ERROR_OTHER, what);
  }
  *out = (void *)(uintptr_t)p;
  return HIDET_CUDA_SUCCESS;
}

void *hidetCudaMalloc(size_t bytes) {
  void *p = NULL;
  if (hcudaEnsure() || allocDevice(bytes ? bytes : 1, &p))
    return NULL;
  return p;
}

int hidetCudaFree(void *p) {
  if (!p)
    return HIDET_CUDA_SUCCESS;
  int s = hcudaEnsure();
  return s ? s : hcudaCheck(hcudaDrv.MemFree(devPtr(p)), HIDET_CUDA_ERROR_INVALID, "cuMemFree");
}

int hidetCudaMemcpyHtoD(void *dst, const void *src, size_t n) {
  if (!n)
    return HIDET_CUDA_SUCCESS;
  int s = hcudaEnsure();
  return s ? s : hcudaCheck(hcudaDrv.MemcpyHtoD(devPtr(dst), src, n), HIDET_CUDA_ERROR_OTHER, "cuMemcpyHtoD");
}

int hidetCudaMemcpyDtoH(void *dst, const void *src, size_t n) {
  if (!n)
    return HIDET_CUDA_SUCCESS;
  int s = hcudaEnsure();
  return s ? s : hcudaCheck(hcudaDrv.MemcpyDtoH(dst, devPtr(src), n), HIDET_CUDA_ERROR_OTHER, "cuMemcpyDtoH");
}

int hidetCudaMemset(void *dst, unsigned char value, size_t n) {
  if (!n)
    return HIDET_CUDA_SUCCESS;
  int s = hcudaEnsure();
  return s ? s : hcudaCheck(hcudaDrv.MemsetD8(devPtr(dst), value, n), HIDET_CUDA_ERROR_OTHER, "cuMemsetD8");
}

/* ---- The pool ----
 * Every forward call allocates the same intermediate buffers again, so
 * freed blocks are kept per exact size and handed out to the next request of
 * that size; cuMemAlloc/cuMemFree (which synchronize the device) then run only
 * on the first call. A block is in exactly one of two tables: `live` (handed
 * out, keyed by address, so free can find its size) or `idle` (keyed by
 * size). Reusing a block whose last kernels may still run is safe because a
 * call's launches all go onto one stream, in order. Guarded by hcudaCacheLock. */
typedef struct Block {
  struct Block *next;
  void *ptr;
  size_t bytes;
} Block;

enum { NBUCKETS = 256 };
static Block *live[NBUCKETS], *idle[NBUCKETS];

static size_t ptrBucket(const void *p) { return ((uintptr_t)p >> 8) % NBUCKETS; } /* cuMemAlloc aligns to 256 */
static size_t sizeBucket(size_t bytes) { return (bytes * 0x9E3779B97F4A7C15ull >> 56) % NBUCKETS; }

/* Unlinks and returns the first block of list *head that matches. */
static Block *takeBlock(Block **head, const void *ptr, size_t bytes) {
  for (Block **b = head; *b; b = &(*b)->next)
    if (ptr ? (*b)->ptr == ptr : (*b)->bytes == bytes) {
      Block *found = *b;
      *b = found->next;
      return found;
    }
  return NULL;
}

/* cuMemFree of every idle block. Caller holds the lock. */
static void freeIdleLocked(void) {
  for (size_t i = 0; i < NBUCKETS; ++i)
    while (idle[i]) {
      Block *b = idle[i];
      idle[i] = b->next;
      hcudaDrv.MemFree(devPtr(b->ptr)); /* cleanup: nothing to do about an error */
      free(b);
    }
}

void hcudaPoolRelease(void) {
  pthread_mutex_lock(&hcudaCacheLock);
  freeIdleLocked();
  pthread_mutex_unlock(&hcudaCacheLock);
}

void *_mlir_memref_to_llvm_alloc(size_t bytes) {
  if (hcudaStickyStatus())
    return NULL;
  int s = hcudaEnsure();
  if (s) {
    hcudaSticky(s);
    return NULL;
  }
  if (!bytes)
    bytes = 1; /* cuMemAlloc rejects 0; a 1-byte block keeps pointers distinct */
  pthread_mutex_lock(&hcudaCacheLock);
  Block *b = takeBlock(&idle[sizeBucket(bytes)], NULL, bytes);
  pthread_mutex_unlock(&hcudaCacheLock);
  if (!b) {
    b = malloc(sizeof *b);
    if (!b) {
      hcudaSticky(hcudaFail(HIDET_CUDA_ERROR_OUT_OF_MEMORY, "out of host memory for the device memory pool"));
      return NULL;
    }
    b->bytes = bytes;
    s = allocDevice(bytes, &b->ptr);
    if (s == HIDET_CUDA_ERROR_OUT_OF_MEMORY) {
      /* Idle blocks of other sizes may be what fills the device: give them
       * back and try once more. */
      hcudaPoolRelease();
      s = allocDevice(bytes, &b->ptr);
    }
    if (s) {
      free(b);
      hcudaSticky(s);
      return NULL;
    }
  }
  pthread_mutex_lock(&hcudaCacheLock);
  size_t i = ptrBucket(b->ptr);
  b->next = live[i];
  live[i] = b;
  pthread_mutex_unlock(&hcudaCacheLock);
  return b->ptr;
}

void *_mlir_memref_to_llvm_aligned_alloc(size_t alignment, size_t bytes) {
  /* cuMemAlloc returns 256-byte aligned memory; more cannot be promised. */
  if (alignment > 256) {
    if (!hcudaStickyStatus())
      hcudaSticky(hcudaFail(HIDET_CUDA_ERROR_INVALID, "device allocation with alignment %zu: at most 256 is supported",
                            alignment));
    return NULL;
  }
  return _mlir_memref_to_llvm_alloc(bytes);
}

void _mlir_memref_to_llvm_free(void *ptr) {
  if (!ptr)
    return;
  pthread_mutex_lock(&hcudaCacheLock);
  Block *b = takeBlock(&live[ptrBucket(ptr)], ptr, 0);
  if (b) {
    size_t i = sizeBucket(b->bytes);
    b->next = idle[i];
    idle[i] = b;
  }
  pthread_mutex_unlock(&hcudaCacheLock);
  if (!b && !hcudaStickyStatus())
    hcudaSticky(hcudaFail(HIDET_CUDA_ERROR_INVALID, "_mlir_memref_to_llvm_free: %p is not a pooled device block", ptr));
}
