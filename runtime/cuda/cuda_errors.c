/* cuda_errors.c - how the runtime's entry points fail and serialize: status
 * mapping of driver results, the per-thread message behind
 * hidetCudaLastError, the sticky status of a call (hidetCudaCallBegin/End)
 * and the lock of the shared caches. */
#include "cuda_internal.h"

#include <stdarg.h>
#include <stdio.h>

/* Per thread, so concurrent callers do not see each other's failures. Large
 * enough for a JIT error log excerpt (cuda_modules.c bounds the log). */
static _Thread_local char lastError[4096];

/* Guards the module/function caches, the memory pool and the host
 * registrations (cuda_modules.c, cuda_memory.c, cuda_host_ops.c). */
pthread_mutex_t hcudaCacheLock = PTHREAD_MUTEX_INITIALIZER;

/* The first error since hidetCudaCallBegin on this thread. Generated code
 * cannot check results, so every entry point it calls records its error here
 * and does nothing while one is recorded; the model's forward function reads
 * it with hidetCudaCallEnd. */
static _Thread_local int sticky;

const char *hidetCudaLastError(void) { return lastError; }

void hcudaClearError(void) { lastError[0] = '\0'; }

int hcudaFail(int status, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(lastError, sizeof lastError, fmt, ap);
  va_end(ap);
  return status;
}

void hcudaDescribe(CUresult r, char *buf, size_t size) {
  const char *name = NULL, *text = NULL;
  /* The driver may be half-loaded when this runs (a failing cuInit): use the
   * name functions only if they were found. */
  if (hcudaDrv.GetErrorName && hcudaDrv.GetErrorName(r, &name) != HCUDA_SUCCESS)
    name = NULL;
  if (hcudaDrv.GetErrorString && hcudaDrv.GetErrorString(r, &text) != HCUDA_SUCCESS)
    text = NULL;
  if (name && text)
    snprintf(buf, size, "%s (%s)", name, text);
  else if (name)
    snprintf(buf, size, "%s", name);
  else
    snprintf(buf, size, "CUDA error %d", r);
}

int hcudaStatusOf(CUresult r, int fallback) {
  switch (r) {
  case HCUDA_SUCCESS:
    return HIDET_CUDA_SUCCESS;
  case HCUDA_ERROR_OUT_OF_MEMORY:
    return HIDET_CUDA_ERROR_OUT_OF_MEMORY;
  case HCUDA_ERROR_NO_DEVICE:
    return HIDET_CUDA_ERROR_NO_DEVICE;
  case HCUDA_ERROR_NO_BINARY_FOR_GPU:
  case HCUDA_ERROR_UNSUPPORTED_PTX_VERSION:
    return HIDET_CUDA_ERROR_DRIVER_TOO_OLD;
  case HCUDA_ERROR_INVALID_VALUE:
  case HCUDA_ERROR_INVALID_HANDLE:
    return HIDET_CUDA_ERROR_INVALID;
  default:
    /* 700..799 are the errors of a launch or of a kernel that ran (illegal
     * address, out of resources, trap, ...); they also surface at a later
     * synchronize, hence mapped here and not only in the launch path. */
    if (r >= 700 && r < 800)
      return HIDET_CUDA_ERROR_LAUNCH;
    return fallback;
  }
}

int hcudaCheck(CUresult r, int fallback, const char *what) {
  if (r == HCUDA_SUCCESS)
    return HIDET_CUDA_SUCCESS;
  char desc[512];
  hcudaDescribe(r, desc, sizeof desc);
  return hcudaFail(hcudaStatusOf(r, fallback), "%s: %s", what, desc);
}

void hcudaSticky(int status) {
  if (!sticky)
    sticky = status;
}

int hcudaStickyStatus(void) { return sticky; }

int hidetCudaCallBegin(void) {
  sticky = HIDET_CUDA_SUCCESS;
  hcudaClearError();
  sticky = hcudaEnsure();
  return sticky;
}

int hidetCudaCallEnd(void) { return sticky; }
