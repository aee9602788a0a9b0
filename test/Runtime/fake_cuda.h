/* fake_cuda.h - what the fake CUDA driver (libfakecuda.so) records for the
 * runtime's tests; the test reads it through dlsym("fakeCudaStats"). */
#ifndef HIDET_FAKE_CUDA_H
#define HIDET_FAKE_CUDA_H

#include <stdint.h>

enum { FAKE_CUDA_MAX_PARAMS = 16 };

typedef struct {
  int inits, moduleLoads, cubinLoads, ptxLoads, moduleUnloads, functionLookups;
  int attributeSets, lastAttributeValue;
  int allocs, frees, launches, asyncCopies, ctxSyncs, streamSyncs;
  int streamsCreated, streamsDestroyed, eventsCreated, eventsDestroyed, eventRecords;
  int tensorMaps; /* cuTensorMapEncodeTiled calls that succeeded */
  /* The last cuLaunchKernel: its arguments, and the first parameter
   * pointers and the 8 bytes each pointed at (the array is the caller's). */
  char lastKernel[64];
  unsigned grid[3], block[3], smem;
  void *stream;
  int numParams;
  void *paramPtrs[FAKE_CUDA_MAX_PARAMS];
  uint64_t paramValues[FAKE_CUDA_MAX_PARAMS];
  void *lastCopyStream; /* of the last cuMemcpyHtoDAsync */
} FakeCudaStats;

/* Exported by the fake. */
FakeCudaStats *fakeCudaStats(void);

#endif /* HIDET_FAKE_CUDA_H */
