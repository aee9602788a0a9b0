/* cuda_internal.h - what the files of the CUDA runtime share: the few driver
 * API types we declare ourselves (no cuda.h: the runtime must build without a
 * toolkit), the table of driver entry points, and the error helpers. Internal
 * names start with `hcuda` and are hidden, so a model .so does not export them. */
#ifndef HIDET_CUDA_INTERNAL_H
#define HIDET_CUDA_INTERNAL_H

#include "hidet_cuda.h"

#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>

#define HCUDA_INTERNAL __attribute__((visibility("hidden")))

/* Driver API types and constants, with the values of cuda.h (stable ABI). */
typedef int CUresult;
typedef int CUdevice;
typedef unsigned long long CUdeviceptr; /* 64-bit on every platform we build for */
typedef struct CUctx_st *CUcontext;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;
typedef struct CUstream_st *CUstream;
typedef struct CUevent_st *CUevent;
typedef int CUjit_option;

enum {
  HCUDA_SUCCESS = 0,
  HCUDA_ERROR_INVALID_VALUE = 1,
  HCUDA_ERROR_OUT_OF_MEMORY = 2,
  HCUDA_ERROR_NO_DEVICE = 100,
  HCUDA_ERROR_NO_BINARY_FOR_GPU = 209,
  HCUDA_ERROR_UNSUPPORTED_PTX_VERSION = 222,
  HCUDA_ERROR_INVALID_HANDLE = 400,
  HCUDA_JIT_ERROR_LOG_BUFFER = 5,
  HCUDA_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6,
  HCUDA_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES = 1,
  HCUDA_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8,
  HCUDA_DEVICE_ATTRIBUTE_L2_CACHE_SIZE = 38,
  HCUDA_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75,
  HCUDA_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76,
};

/* The driver entry points the runtime uses, filled by hcudaDriverLoad. */
typedef struct {
  CUresult (*Init)(unsigned flags);
  CUresult (*DriverGetVersion)(int *version);
  CUresult (*GetErrorName)(CUresult r, const char **s);
  CUresult (*GetErrorString)(CUresult r, const char **s);
  CUresult (*DeviceGet)(CUdevice *d, int ordinal);
  CUresult (*DeviceGetCount)(int *n);
  CUresult (*DeviceGetName)(char *name, int len, CUdevice d);
  CUresult (*DeviceGetAttribute)(int *v, int attr, CUdevice d);
  CUresult (*DevicePrimaryCtxRetain)(CUcontext *c, CUdevice d);
  CUresult (*CtxSetCurrent)(CUcontext c);
  CUresult (*CtxSynchronize)(void);
  CUresult (*MemAlloc)(CUdeviceptr *p, size_t bytes);
  CUresult (*MemFree)(CUdeviceptr p);
  CUresult (*MemcpyHtoD)(CUdeviceptr dst, const void *src, size_t n);
  CUresult (*MemcpyDtoH)(void *dst, CUdeviceptr src, size_t n);
  CUresult (*MemcpyHtoDAsync)(CUdeviceptr dst, const void *src, size_t n, CUstream s);
  CUresult (*MemsetD8)(CUdeviceptr dst, unsigned char v, size_t n);
  CUresult (*MemcpyAsync)(CUdeviceptr dst, CUdeviceptr src, size_t n, CUstream s);
  CUresult (*MemsetD8Async)(CUdeviceptr dst, unsigned char v, size_t n, CUstream s);
  CUresult (*MemsetD16Async)(CUdeviceptr dst, unsigned short v, size_t n, CUstream s);
  CUresult (*MemsetD32Async)(CUdeviceptr dst, unsigned v, size_t n, CUstream s);
  CUresult (*ModuleLoadDataEx)(CUmodule *m, const void *image, unsigned n, CUjit_option *opts, void **vals);
  CUresult (*ModuleUnload)(CUmodule m);
  CUresult (*ModuleGetFunction)(CUfunction *f, CUmodule m, const char *name);
  CUresult (*FuncSetAttribute)(CUfunction f, int attr, int value);
  CUresult (*FuncGetAttribute)(int *value, int attr, CUfunction f); /* optional (NULL: not exported) */
  CUresult (*LaunchKernel)(CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by,
                           unsigned bz, unsigned smem, CUstream s, void **params, void **extra);
  CUresult (*StreamCreate)(CUstream *s, unsigned flags);
  CUresult (*StreamSynchronize)(CUstream s);
  CUresult (*StreamDestroy)(CUstream s);
  CUresult (*EventCreate)(CUevent *e, unsigned flags);
  CUresult (*EventRecord)(CUevent e, CUstream s);
  CUresult (*EventSynchronize)(CUevent e);
  CUresult (*EventElapsedTime)(float *ms, CUevent start, CUevent end);
  CUresult (*EventDestroy)(CUevent e);
  /* Optional (CUDA 12.0+ drivers; NULL when absent): cuda_tensor_map.c
   * casts it to its signature. */
  void (*TensorMapEncodeTiled)(void);
} HcudaDriver;

/* Valid once hidetCudaInit succeeded (hcudaEnsure returns 0). */
HCUDA_INTERNAL extern HcudaDriver hcudaDrv;
/* cuda_errors.c: guards the module/function caches, the memory pool and
 * the host registrations. */
HCUDA_INTERNAL extern pthread_mutex_t hcudaCacheLock;

/* cuda_driver.c: hidetCudaInit's work without re-setting a message on the
 * fast path; returns a HidetCudaStatus. */
HCUDA_INTERNAL int hcudaEnsure(void);
/* The driver version as "major.minor" into buf (for messages). */
HCUDA_INTERNAL void hcudaDriverVersion(char *buf, size_t size);

/* cuda_errors.c: set the thread's message (printf-style) and return status. */
HCUDA_INTERNAL int hcudaFail(int status, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Map a failed driver result to a status, using `fallback` for results with
 * no specific meaning, and set the message "<what>: CUDA_ERROR_X (text)". */
HCUDA_INTERNAL int hcudaCheck(CUresult r, int fallback, const char *what);
/* "CUDA_ERROR_X (text)" for r into buf. */
HCUDA_INTERNAL void hcudaDescribe(CUresult r, char *buf, size_t size);
/* The status a driver result maps to (fallback when it has no specific one). */
HCUDA_INTERNAL int hcudaStatusOf(CUresult r, int fallback);
HCUDA_INTERNAL void hcudaClearError(void);

/* cuda_errors.c: record the first error of the current call (sticky). */
HCUDA_INTERNAL void hcudaSticky(int status);
HCUDA_INTERNAL int hcudaStickyStatus(void);

/* cuda_timing.c: while kernel timing is on (hidetCudaTimeKernels), records
 * an event on `stream`; hidet_cuda_launch calls it before and after each
 * launch. A no-op otherwise. */
HCUDA_INTERNAL void hcudaTimingMark(CUstream stream);
/* cuda_driver.c: the device in use (valid after hcudaEnsure). */
HCUDA_INTERNAL CUdevice hcudaDevice(void);

/* cuda_launch.c */
HCUDA_INTERNAL CUstream hcudaCurrentStream(void);

/* cuda_modules.c: the function `name` of the module for ptx/cubin, loaded
 * and cached on first use, with its dynamic shared memory limit raised to
 * smemBytes if that is above 48 KiB. Status; *f set on success. */
HCUDA_INTERNAL int hcudaGetFunction(const char *ptx, const void *cubin, int64_t cubinBytes, const char *name,
                                    int64_t smemBytes, CUfunction *f);
HCUDA_INTERNAL void hcudaModulesRelease(void);

/* cuda_memory.c */
HCUDA_INTERNAL void hcudaPoolRelease(void);

/* cuda_tensor_map.c: frees the cached device copies of tensor maps. */
HCUDA_INTERNAL void hcudaTensorMapsRelease(void);

#endif /* HIDET_CUDA_INTERNAL_H */
