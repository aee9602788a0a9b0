/* cuda_modules.c - the module cache (one CUmodule per PTX global of the
 * generated code) and the function cache per (module, kernel name). */
#include "cuda_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct HcudaFunction {
  struct HcudaFunction *next;
  char *name;
  CUfunction fn;
  int64_t smemLimit; /* dynamic shared memory allowed so far (48 KiB less its static by default) */
} HcudaFunction;

typedef struct HcudaModule {
  struct HcudaModule *next;
  /* The key: generated code passes the same global for every launch of a
   * module, so the pointer identifies it without hashing the text. */
  const char *ptx;
  CUmodule mod;
  HcudaFunction *functions;
} HcudaModule;

/* A model has a handful of modules with a few kernels each: lists suffice.
 * Guarded by hcudaCacheLock. */
static HcudaModule *modules;

enum { DEFAULT_SMEM_LIMIT = 48 * 1024 };

/* Drops trailing newlines/spaces of a JIT log so it ends a message cleanly. */
static void trimLog(char *log) {
  size_t n = strlen(log);
  while (n && (log[n - 1] == '\n' || log[n - 1] == '\r' || log[n - 1] == ' '))
    log[--n] = '\0';
}

/* Loads the cubin if there is one and the driver accepts it (right arch),
 * otherwise JIT-compiles the PTX. On failure the message carries the driver
 * version and the JIT error log, which say what the driver could not handle. */
static int loadModule(const char *ptx, const void *cubin, int64_t cubinBytes, CUmodule *out) {
  char cubinDesc[512] = "";
  if (cubin && cubinBytes > 0) {
    CUresult r = hcudaDrv.ModuleLoadDataEx(out, cubin, 0, NULL, NULL);
    if (r == HCUDA_SUCCESS)
      return HIDET_CUDA_SUCCESS;
    hcudaDescribe(r, cubinDesc, sizeof cubinDesc);
    if (!ptx) {
      char version[32];
      hcudaDriverVersion(version, sizeof version);
      return hcudaFail(hcudaStatusOf(r, HIDET_CUDA_ERROR_OTHER),
                       "cannot load kernel module (cubin) with CUDA driver %s: %s", version, cubinDesc);
    }
  }
  if (!ptx)
    return hcudaFail(HIDET_CUDA_ERROR_INVALID, "hidet_cuda_launch: neither PTX nor cubin given");
  char log[2048] = "";
  CUjit_option opts[2] = {HCUDA_JIT_ERROR_LOG_BUFFER, HCUDA_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
  void *vals[2] = {log, (void *)(uintptr_t)sizeof log}; /* option values are passed as pointers */
  CUresult r = hcudaDrv.ModuleLoadDataEx(out, ptx, 2, opts, vals);
  if (r == HCUDA_SUCCESS)
    return HIDET_CUDA_SUCCESS;
  log[sizeof log - 1] = '\0';
  trimLog(log);
  char desc[512], version[32];
  hcudaDescribe(r, desc, sizeof desc);
  hcudaDriverVersion(version, sizeof version);
  int status = hcudaStatusOf(r, HIDET_CUDA_ERROR_OTHER);
  return hcudaFail(status, "cannot load kernel module (PTX JIT) with CUDA driver %s: %s%s%s%s%s%s", version, desc,
                   status == HIDET_CUDA_ERROR_DRIVER_TOO_OLD
                       ? "; the PTX ISA or GPU architecture is newer than this driver supports: update the driver"
                       : "",
                   cubinDesc[0] ? "; the cubin did not load either: " : "", cubinDesc, log[0] ? "; JIT log: " : "",
                   log);
}

/* The cached module for ptx, loading it on first use. Caller holds the lock. */
static int findModule(const char *ptx, const void *cubin, int64_t cubinBytes, HcudaModule **out) {
  /* Without PTX the cubin pointer is the key (same reasoning). */
  const char *key = ptx ? ptx : (const char *)cubin;
  for (HcudaModule *m = modules; m; m = m->next)
    if (m->ptx == key) {
      *out = m;
      return HIDET_CUDA_SUCCESS;
    }
  CUmodule mod;
  int s = loadModule(ptx, cubin, cubinBytes, &mod);
  if (s)
    return s;
  HcudaModule *m = calloc(1, sizeof *m);
  if (!m) {
    hcudaDrv.ModuleUnload(mod);
    return hcudaFail(HIDET_CUDA_ERROR_OUT_OF_MEMORY, "out of host memory for the module cache");
  }
  m->ptx = key;
  m->mod = mod;
  m->next = modules;
  modules = m;
  *out = m;
  return HIDET_CUDA_SUCCESS;
}

/* The cached function `name` of m, looked up on first use. Caller holds the lock. */
static int findFunction(HcudaModule *m, const char *name, HcudaFunction **out) {
  for (HcudaFunction *f = m->functions; f; f = f->next)
    if (!strcmp(f->name, name)) {
      *out = f;
      return HIDET_CUDA_SUCCESS;
    }
  CUfunction fn;
  CUresult r = hcudaDrv.ModuleGetFunction(&fn, m->mod, name);
  if (r != HCUDA_SUCCESS) {
    char what[256];
    snprintf(what, sizeof what, "kernel %.200s not found in its module", name);
    return hcudaCheck(r, HIDET_CUDA_ERROR_INVALID, what);
  }
  HcudaFunction *f = calloc(1, sizeof *f);
  char *copy = strdup(name);
  if (!f || !copy) {
    free(f);
    free(copy);
    return hcudaFail(HIDET_CUDA_ERROR_OUT_OF_MEMORY, "out of host memory for the function cache");
  }
  f->name = copy;
  f->fn = fn;
  /* The 48 KiB a block gets without opting in is for static and dynamic
   * shared memory together. A kernel whose PTX declares its dynamic shared
   * memory as a plain `.shared .b8 sym;` (LLVM's NVPTX backend does) has 1
   * byte of static shared memory, so a launch with exactly 48 KiB of
   * dynamic shared memory must opt in too (on an H200 it otherwise fails
   * with CUDA_ERROR_INVALID_VALUE). */
  int staticSmem = 0;
  if (hcudaDrv.FuncGetAttribute &&
      hcudaDrv.FuncGetAttribute(&staticSmem, HCUDA_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, fn) != HCUDA_SUCCESS)
    staticSmem = 0;
  f->smemLimit = DEFAULT_SMEM_LIMIT - (staticSmem > 0 ? staticSmem : 0);
  f->next = m->functions;
  m->functions = f;
  *out = f;
  return HIDET_CUDA_SUCCESS;
}

int hcudaGetFunction(const char *ptx, const void *cubin, int64_t cubinBytes, const char *name, int64_t smemBytes,
                     CUfunction *out) {
  if (!name)
    return hcudaFail(HIDET_CUDA_ERROR_INVALID, "hidet_cuda_launch: no kernel name");
  pthread_mutex_lock(&hcudaCacheLock);
  HcudaModule *m = NULL;
  HcudaFunction *f = NULL;
  int s = findModule(ptx, cubin, cubinBytes, &m);
  if (!s)
    s = findFunction(m, name, &f);
  /* Above 48 KiB a kernel must opt in to dynamic shared memory; do it once
   * per function, raising the limit when a larger launch comes. */
  if (!s && smemBytes > f->smemLimit) {
    CUresult r = hcudaDrv.FuncSetAttribute(f->fn, HCUDA_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, (int)smemBytes);
    if (r != HCUDA_SUCCESS) {
      char what[320];
      snprintf(what, sizeof what, "kernel %.200s: cannot allow %lld bytes of dynamic shared memory", name,
               (long long)smemBytes);
      s = hcudaCheck(r, HIDET_CUDA_ERROR_LAUNCH, what);
    } else {
      f->smemLimit = smemBytes;
    }
  }
  if (!s)
    *out = f->fn;
  pthread_mutex_unlock(&hcudaCacheLock);
  return s;
}

void hcudaModulesRelease(void) {
  pthread_mutex_lock(&hcudaCacheLock);
  while (modules) {
    HcudaModule *m = modules;
    modules = m->next;
    while (m->functions) {
      HcudaFunction *f = m->functions;
      m->functions = f->next;
      free(f->name);
      free(f);
    }
    /* Errors ignored: this is cleanup, and the module is gone either way. */
    hcudaDrv.ModuleUnload(m->mod);
    free(m);
  }
  pthread_mutex_unlock(&hcudaCacheLock);
}
