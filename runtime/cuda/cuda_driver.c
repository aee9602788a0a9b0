/* cuda_driver.c - loading the CUDA driver at run time (dlopen + dlsym) and
 * initialization: cuInit, the device, its primary context. */
#include "cuda_internal.h"

#include <dlfcn.h>
#include <limits.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

HcudaDriver hcudaDrv;

/* Initialization runs once per process; its outcome (status and message) is
 * kept so that every later call fails the same way without retrying: a
 * missing driver or device does not appear while the process runs. */
enum { INIT_NOT_TRIED, INIT_OK, INIT_FAILED };
static atomic_int initState = INIT_NOT_TRIED;
static int initStatus;
static char initMessage[1024];
static pthread_mutex_t initLock = PTHREAD_MUTEX_INITIALIZER;
static CUdevice device;
static CUcontext primaryCtx;
/* Contexts are current per thread: each thread that calls in must make the
 * primary context current once (the same context PyTorch uses). */
static _Thread_local int ctxCurrentHere;

/* Stores dlsym(name) (or, if absent, dlsym(alt)) into the function pointer
 * at slot. memcpy: converting void * to a function pointer is not ISO C. */
static int bindSymbol(void *lib, void *slot, const char *name, const char *alt) {
  void *sym = dlsym(lib, name);
  if (!sym && alt)
    sym = dlsym(lib, alt);
  if (!sym)
    return 0;
  memcpy(slot, &sym, sizeof sym);
  return 1;
}

/* dlopen + dlsym of every entry point; a status with the message set. */
static int loadDriver(void) {
  const char *path = getenv("HIDET_CUDA_DRIVER");
  if (!path || !*path)
    path = "libcuda.so.1";
  void *lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!lib)
    return hcudaFail(HIDET_CUDA_ERROR_NO_DRIVER, "no CUDA device: the CUDA driver (%s) is not installed (%s)", path,
                     dlerror());
  /* Versioned names first: the unversioned ones are the old ABI kept for
   * binaries built against old headers (32-bit sizes, legacy semantics). */
  struct {
    void *slot;
    const char *name, *alt;
  } syms[] = {
      {&hcudaDrv.Init, "cuInit", NULL},
      {&hcudaDrv.DriverGetVersion, "cuDriverGetVersion", NULL},
      {&hcudaDrv.GetErrorName, "cuGetErrorName", NULL},
      {&hcudaDrv.GetErrorString, "cuGetErrorString", NULL},
      {&hcudaDrv.DeviceGet, "cuDeviceGet", NULL},
      {&hcudaDrv.DeviceGetCount, "cuDeviceGetCount", NULL},
      {&hcudaDrv.DeviceGetName, "cuDeviceGetName", NULL},
      {&hcudaDrv.DeviceGetAttribute, "cuDeviceGetAttribute", NULL},
      {&hcudaDrv.DevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain", NULL},
      {&hcudaDrv.CtxSetCurrent, "cuCtxSetCurrent", NULL},
      {&hcudaDrv.CtxSynchronize, "cuCtxSynchronize", NULL},
      {&hcudaDrv.MemAlloc, "cuMemAlloc_v2", NULL},
      {&hcudaDrv.MemFree, "cuMemFree_v2", NULL},
      {&hcudaDrv.MemcpyHtoD, "cuMemcpyHtoD_v2", NULL},
      {&hcudaDrv.MemcpyDtoH, "cuMemcpyDtoH_v2", NULL},
      {&hcudaDrv.MemcpyHtoDAsync, "cuMemcpyHtoDAsync_v2", NULL},
      {&hcudaDrv.MemsetD8, "cuMemsetD8_v2", NULL},
      {&hcudaDrv.MemcpyAsync, "cuMemcpyAsync", NULL},
      {&hcudaDrv.MemsetD8Async, "cuMemsetD8Async", NULL},
      {&hcudaDrv.MemsetD16Async, "cuMemsetD16Async", NULL},
      {&hcudaDrv.MemsetD32Async, "cuMemsetD32Async", NULL},
      {&hcudaDrv.ModuleLoadDataEx, "cuModuleLoadDataEx", NULL},
      {&hcudaDrv.ModuleUnload, "cuModuleUnload", NULL},
      {&hcudaDrv.ModuleGetFunction, "cuModuleGetFunction", NULL},
      {&hcudaDrv.FuncSetAttribute, "cuFuncSetAttribute", NULL},
      {&hcudaDrv.LaunchKernel, "cuLaunchKernel", NULL},
      {&hcudaDrv.StreamCreate, "cuStreamCreate", NULL},
      {&hcudaDrv.StreamSynchronize, "cuStreamSynchronize", NULL},
      {&hcudaDrv.StreamDestroy, "cuStreamDestroy_v2", NULL},
      {&hcudaDrv.EventCreate, "cuEventCreate", NULL},
      {&hcudaDrv.EventRecord, "cuEventRecord", NULL},
      {&hcudaDrv.EventSynchronize, "cuEventSynchronize", NULL},
      /* _v2 since CUDA 12.8 (cuda.h maps the name to it); older drivers
       * export only the original, which has the same signature. */
      {&hcudaDrv.EventElapsedTime, "cuEventElapsedTime_v2", "cuEventElapsedTime"},
      {&hcudaDrv.EventDestroy, "cuEventDestroy_v2", NULL},
  };
  for (size_t i = 0; i < sizeof syms / sizeof syms[0]; ++i)
    if (!bindSymbol(lib, syms[i].slot, syms[i].name, syms[i].alt))
      return hcudaFail(HIDET_CUDA_ERROR_DRIVER_TOO_OLD, "the CUDA driver (%s) lacks %s: it is too old", path,
                       syms[i].name);
  /* Optional: only TMA tensor maps need it, so an older driver still runs
   * everything else. */
  bindSymbol(lib, &hcudaDrv.TensorMapEncodeTiled, "cuTensorMapEncodeTiled", NULL);
  /* Optional: a function's static shared memory (cuda_modules.c); without
   * it, kernels are taken to have none. */
  bindSymbol(lib, &hcudaDrv.FuncGetAttribute, "cuFuncGetAttribute", NULL);
  /* The library stays loaded for the life of the process (never dlclose'd):
   * modules and memory handed out refer to it. */
  return HIDET_CUDA_SUCCESS;
}

/* cuInit, the device of $HIDET_CUDA_DEVICE, its primary context. */
static int initDevice(void) {
  CUresult r = hcudaDrv.Init(0);
  if (r != HCUDA_SUCCESS) {
    char desc[512];
    hcudaDescribe(r, desc, sizeof desc);
    /* Whatever cuInit says, there is no usable device; keep the specific
     * status where there is one (e.g. out of memory). */
    return hcudaFail(hcudaStatusOf(r, HIDET_CUDA_ERROR_NO_DEVICE), "no CUDA device: cuInit failed: %s", desc);
  }
  int ordinal = 0;
  const char *env = getenv("HIDET_CUDA_DEVICE");
  if (env && *env) {
    char *end;
    long v = strtol(env, &end, 10);
    if (*end || v < 0 || v > INT_MAX)
      return hcudaFail(HIDET_CUDA_ERROR_INVALID, "HIDET_CUDA_DEVICE=%s is not a device number", env);
    ordinal = (int)v;
  }
  int count = 0;
  if (hcudaDrv.DeviceGetCount(&count) != HCUDA_SUCCESS || count == 0)
    return hcudaFail(HIDET_CUDA_ERROR_NO_DEVICE, "no CUDA device: the driver found none");
  if (ordinal >= count)
    return hcudaFail(HIDET_CUDA_ERROR_NO_DEVICE, "no CUDA device %d (HIDET_CUDA_DEVICE): the driver found %d", ordinal,
                     count);
  int s = hcudaCheck(hcudaDrv.DeviceGet(&device, ordinal), HIDET_CUDA_ERROR_NO_DEVICE, "cuDeviceGet");
  if (s)
    return s;
  return hcudaCheck(hcudaDrv.DevicePrimaryCtxRetain(&primaryCtx, device), HIDET_CUDA_ERROR_OTHER,
                    "cuDevicePrimaryCtxRetain");
}

int hcudaEnsure(void) {
  int state = atomic_load(&initState);
  if (state == INIT_NOT_TRIED) {
    pthread_mutex_lock(&initLock);
    if (atomic_load(&initState) == INIT_NOT_TRIED) {
      int s = loadDriver();
      if (!s)
        s = initDevice();
      initStatus = s;
      if (s)
        snprintf(initMessage, sizeof initMessage, "%s", hidetCudaLastError());
      atomic_store(&initState, s ? INIT_FAILED : INIT_OK);
    }
    pthread_mutex_unlock(&initLock);
    state = atomic_load(&initState);
  }
  if (state == INIT_FAILED)
    return hcudaFail(initStatus, "%s", initMessage);
  if (!ctxCurrentHere) {
    int s = hcudaCheck(hcudaDrv.CtxSetCurrent(primaryCtx), HIDET_CUDA_ERROR_OTHER, "cuCtxSetCurrent");
    if (s)
      return s;
    ctxCurrentHere = 1;
  }
  return HIDET_CUDA_SUCCESS;
}

int hidetCudaInit(void) { return hcudaEnsure(); }

void hcudaDriverVersion(char *buf, size_t size) {
  int v = 0;
  if (hcudaDrv.DriverGetVersion && hcudaDrv.DriverGetVersion(&v) == HCUDA_SUCCESS)
    snprintf(buf, size, "%d.%d", v / 1000, v % 1000 / 10);
  else
    snprintf(buf, size, "(unknown version)");
}

CUdevice hcudaDevice(void) { return device; }

int hidetCudaGetDevice(char *name, size_t nameSize, int *ccMajor, int *ccMinor) {
  int s = hcudaEnsure();
  if (s)
    return s;
  if (name && nameSize) {
    int len = nameSize > INT_MAX ? INT_MAX : (int)nameSize;
    if ((s = hcudaCheck(hcudaDrv.DeviceGetName(name, len, device), HIDET_CUDA_ERROR_OTHER, "cuDeviceGetName")))
      return s;
    name[nameSize - 1] = '\0';
  }
  if (ccMajor && (s = hcudaCheck(hcudaDrv.DeviceGetAttribute(ccMajor, HCUDA_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR,
                                                             device),
                                 HIDET_CUDA_ERROR_OTHER, "cuDeviceGetAttribute")))
    return s;
  if (ccMinor && (s = hcudaCheck(hcudaDrv.DeviceGetAttribute(ccMinor, HCUDA_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR,
                                                             device),
                                 HIDET_CUDA_ERROR_OTHER, "cuDeviceGetAttribute")))
    return s;
  return HIDET_CUDA_SUCCESS;
}
