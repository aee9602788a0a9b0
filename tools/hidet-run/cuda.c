/*===-- cuda.c - hidet-run --target=cuda ----------------------------------===*
 * The module (a host function launching gpu.module kernels, as for
 * --target=emulate, or already compiled to gpu.binary PTX) is compiled for
 * the device's arch and its host code lowered with the CUDA host pipeline:
 * launches call runtime/cuda, host allocations are device allocations.
 * Memref arguments are copied to device buffers before the call and back
 * after it; the descriptors the JIT passes point at the device copies
 * meanwhile. The JIT resolves the runtime's symbols from this tool.
 *===----------------------------------------------------------------------===*/
#include "run.h"

#include "hidet-c/Passes.h"

#include "hidet_cuda.h"

#include <stdio.h>
#include <string.h>

bool runnerCudaStart(char *arch, size_t archSize) {
  int st = hidetCudaInit();
  if (st != HIDET_CUDA_SUCCESS) {
    runnerError("--target=cuda: %s", hidetCudaLastError());
    return false;
  }
  char name[256];
  int major = 0, minor = 0;
  if (hidetCudaGetDevice(name, sizeof name, &major, &minor) != HIDET_CUDA_SUCCESS) {
    runnerError("--target=cuda: %s", hidetCudaLastError());
    return false;
  }
  if (major < 8) {
    runnerError("--target=cuda: %s is sm_%d%d; hidet's kernels need sm_80 or newer", name, major,
                minor);
    return false;
  }
  snprintf(arch, archSize, "%s", runnerCudaArchFor(major, minor));
  return true;
}

/* hidet's scheduled archs are sm_80, sm_90 and sm_90a; PTX for the nearest
 * one below runs on newer devices through the driver's JIT. sm_90a code
 * (wgmma, TMA) runs on cc 9.0 only, the one Hopper, so it is picked
 * exactly there; a later 9.x or 10+ device gets portable sm_90 PTX. */
const char *runnerCudaArchFor(int major, int minor) {
  if (major == 9 && minor == 0)
    return "sm_90a";
  return major >= 9 ? "sm_90" : "sm_80";
}

const char *runnerCudaPipeline(const char *arch, char *buf, size_t size) {
  /* nvgpu ops of host code and gpu.launch bodies (TMA descriptors) first,
   * as the emulate pipeline does. */
  snprintf(buf, size, "builtin.module(func.func(convert-nvgpu-to-nvvm),gpu-kernel-outlining,hidet-gpu-to-ptx{arch=%s},%s)", arch,
           HIDET_CUDA_HOST_PIPELINE);
  return buf;
}

static size_t bytesOf(const RunnerValue *v) {
  return (size_t)v->type.numElements * runnerElemSize(v->type.elem);
}

bool runnerCudaToDevice(RunnerValue *args, int numArgs) {
  /* The call's sticky status starts clean: a failed launch or allocation
   * in the generated code is reported by runnerCudaFromDevice. */
  if (hidetCudaCallBegin() != HIDET_CUDA_SUCCESS) {
    runnerError("--target=cuda: %s", hidetCudaLastError());
    return false;
  }
  for (int i = 0; i < numArgs; ++i) {
    RunnerValue *v = &args[i];
    if (!v->type.isMemref)
      continue;
    size_t n = bytesOf(v);
    void *dev = hidetCudaMalloc(n ? n : 1);
    if (!dev || (n && hidetCudaMemcpyHtoD(dev, v->data, n) != HIDET_CUDA_SUCCESS)) {
      runnerError("--target=cuda: argument #%d: %s", i, hidetCudaLastError());
      if (dev)
        hidetCudaFree(dev);
      runnerCudaFromDevice(args, i, false);
      return false;
    }
    memcpy(&v->descriptor[0], &dev, sizeof dev);
    memcpy(&v->descriptor[1], &dev, sizeof dev);
  }
  return true;
}

bool runnerCudaFromDevice(RunnerValue *args, int numArgs, bool copyBack) {
  bool ok = true;
  if (copyBack && (hidetCudaCallEnd() != HIDET_CUDA_SUCCESS ||
                   hidetCudaSynchronize() != HIDET_CUDA_SUCCESS)) {
    runnerError("--target=cuda: the kernels failed: %s", hidetCudaLastError());
    ok = copyBack = false;
  }
  for (int i = 0; i < numArgs; ++i) {
    RunnerValue *v = &args[i];
    if (!v->type.isMemref)
      continue;
    void *dev;
    memcpy(&dev, &v->descriptor[1], sizeof dev);
    if (dev == v->data)
      continue;
    size_t n = bytesOf(v);
    if (copyBack && n && hidetCudaMemcpyDtoH(v->data, dev, n) != HIDET_CUDA_SUCCESS) {
      runnerError("--target=cuda: argument #%d: %s", i, hidetCudaLastError());
      ok = copyBack = false;
    }
    hidetCudaFree(dev);
    memcpy(&v->descriptor[0], &v->data, sizeof v->data);
    memcpy(&v->descriptor[1], &v->data, sizeof v->data);
  }
  return ok;
}

