/* hidet_cuda.h - the CUDA runtime of hidet-mlir: a small C layer over the
 * CUDA driver API, which it loads at run time (dlopen), so neither this header
 * nor the library needs the CUDA toolkit. See docs/runtime.md.
 *
 * Every function returns a HidetCudaStatus (0 on success) or, for pointers,
 * NULL on failure; a failure never aborts or prints, it leaves a message for
 * hidetCudaLastError (per thread). */
#ifndef HIDET_CUDA_H
#define HIDET_CUDA_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
  HIDET_CUDA_SUCCESS = 0,
  HIDET_CUDA_ERROR_NO_DRIVER = 1,      /* libcuda.so.1 missing: message says "no CUDA device" too */
  HIDET_CUDA_ERROR_NO_DEVICE = 2,      /* "no CUDA device" */
  HIDET_CUDA_ERROR_DRIVER_TOO_OLD = 3, /* PTX ISA / arch newer than the driver */
  HIDET_CUDA_ERROR_OUT_OF_MEMORY = 4,
  HIDET_CUDA_ERROR_LAUNCH = 5,         /* launch or kernel execution failed */
  HIDET_CUDA_ERROR_INVALID = 6,        /* bad argument */
  HIDET_CUDA_ERROR_OTHER = 7
} HidetCudaStatus;

/* Loads the driver ($HIDET_CUDA_DRIVER, default libcuda.so.1), runs cuInit,
 * picks device $HIDET_CUDA_DEVICE (default 0) and makes its primary context
 * current on the calling thread. Idempotent; cheap after the first call. */
int hidetCudaInit(void);
/* The message of the calling thread's last failure ("" if none). */
const char *hidetCudaLastError(void);
/* Name (NUL-terminated, truncated to nameSize) and compute capability of the
 * device in use; any output pointer may be NULL. */
int hidetCudaGetDevice(char *name, size_t nameSize, int *ccMajor, int *ccMinor);

/* Brackets one call of a compiled model: CallBegin initializes if needed and
 * clears the calling thread's sticky status; CallEnd returns it (the first
 * error of hidet_cuda_launch/hidet_cuda_upload/device allocs since). */
int hidetCudaCallBegin(void);
int hidetCudaCallEnd(void);

/* Device memory (cuMemAlloc, not pooled) and synchronous copies. */
void *hidetCudaMalloc(size_t bytes);
int hidetCudaFree(void *p);
int hidetCudaMemcpyHtoD(void *dst, const void *src, size_t n);
int hidetCudaMemcpyDtoH(void *dst, const void *src, size_t n);
int hidetCudaMemset(void *dst, unsigned char value, size_t n);

/* The current stream (a CUstream; NULL = the legacy default stream), where
 * launches and uploads go. Process-wide. */
int hidetCudaSetStream(void *cuStream);
void *hidetCudaGetStream(void);
int hidetCudaStreamCreate(void **s);
int hidetCudaStreamDestroy(void *s);
int hidetCudaStreamSynchronize(void *s);
/* Waits for the current stream. */
int hidetCudaSynchronize(void);

/* Events (CUevent), e.g. for timing: record two, synchronize, elapsed ms. */
int hidetCudaEventCreate(void **e);
int hidetCudaEventRecord(void *e, void *stream);
int hidetCudaEventElapsedMs(void *start, void *end, float *ms);
int hidetCudaEventDestroy(void *e);

/* Kernel timing, for the measured tuner (hidet-compile-model
 * --tune=measure; cuda_timing.c). Calls fn(arg) `warmup` times untimed,
 * then `runs` times, each run preceded by a write of a device buffer twice
 * the size of the L2 cache (CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE), so that no
 * run finds its operands in L2. A run's time is the sum, over the kernels
 * fn launches through hidet_cuda_launch, of the time between events
 * recorded on the stream right before and right after each launch (host
 * work in fn is not timed). fn returns a HidetCudaStatus; each call is
 * bracketed by hidetCudaCallBegin/End, so a launch error fails the timing.
 * *medianUs: the median run in microseconds. Runs on the current stream;
 * at most 64 launches per call of fn. */
typedef int (*HidetCudaTimedFn)(void *arg);
int hidetCudaTimeKernels(HidetCudaTimedFn fn, void *arg, int warmup, int runs, double *medianUs);

/* Unloads the cached modules and frees the pooled device memory (blocks
 * still in use stay allocated). */
void hidetCudaReleaseCaches(void);

/* ---- Called by generated host code (see docs/runtime.md, "ABI") ---- */

/* The functions host code lowered for CUDA (hidet-cuda-host-lowering)
 * calls, with their addresses in this runtime, NULL-terminated: what a JIT
 * that runs such host code registers (hidet-run --target=cuda,
 * hidet-compile-model --tune=measure). */
typedef struct {
  const char *name;
  void *address;
} HidetCudaSymbol;
const HidetCudaSymbol *hidetCudaHostSymbols(void);

/* Launches kernelName of the module whose PTX text is `ptx` (cubin, if not
 * NULL, is tried first) on the current stream, asynchronously. slots holds
 * numSlots 8-byte kernel parameters in order; a slot whose bit is set in
 * byRef (slots 0..63) holds instead the address of an aggregate parameter
 * (a struct passed by value). Skipped if the sticky status is set; an error
 * becomes the sticky status. */
void hidet_cuda_launch(const char *ptx, const void *cubin, int64_t cubinBytes, const char *kernelName,
                       int64_t gridX, int64_t gridY, int64_t gridZ, int64_t blockX, int64_t blockY,
                       int64_t blockZ, int64_t dynamicSmemBytes, void *slots, int64_t numSlots, int64_t byRef);
/* Asynchronous host-to-device copy on the current stream (sticky, as above). */
void hidet_cuda_upload(void *dstDevice, const void *srcHost, int64_t bytes);
/* Host-side gpu ops of upstream programs (lowering/gpu_host_ops.c), on the
 * current stream, in program order; `site` ("file:line:col (op)") starts
 * the message of an error, which becomes the sticky status (as above).
 * host_register/unregister only record and check (null, twice, not
 * registered): host code here never touches memory, so nothing is pinned.
 * memcpy: byte counts must agree, ranges must not overlap (cuMemcpyAsync).
 * memset: count elements of elemBytes (1, 2, 4) set to the low bits of
 * `bits` (cuMemsetD8/16/32Async). wait: synchronizes the current stream. */
void hidet_cuda_host_register(const void *p, int64_t bytes, const char *site);
void hidet_cuda_host_unregister(const void *p, const char *site);
void hidet_cuda_memcpy(void *dst, int64_t dstBytes, const void *src, int64_t srcBytes, const char *site);
void hidet_cuda_memset(void *dst, int64_t count, int32_t elemBytes, int64_t bits, const char *site);
void hidet_cuda_wait(const char *site);
/* Device allocations from a pool keyed by size (finalize-memref-to-llvm's
 * generic allocation functions). NULL and sticky status on failure. */
/* A TMA tensor map in device memory (cuTensorMapEncodeTiled), for host code
 * lowered from nvgpu.tma.create.descriptor: the signature of
 * mgpuTensorMapEncodeTiledMemref, which upstream's lowering calls and
 * hidet-gpu-to-cuda renames to this (cuda_tensor_map.c). NULL and a sticky
 * error on failure. */
void *hidet_cuda_tensor_map_encode(int64_t rank, void *memref, int64_t data_type, int64_t interleave,
                                     int64_t swizzle, int64_t l2_promotion, int64_t oob_fill, const int64_t *box);
/* How many times the tensor-map cache was flushed because it was full
 * (1024 maps): a synchronize and a re-encode of the maps in use. */
int hidetCudaTensorMapFlushes(void);
void *_mlir_memref_to_llvm_alloc(size_t bytes);
void *_mlir_memref_to_llvm_aligned_alloc(size_t alignment, size_t bytes);
void _mlir_memref_to_llvm_free(void *ptr);

#ifdef __cplusplus
}
#endif

#endif /* HIDET_CUDA_H */
