/* cuda_tensor_map.c - TMA tensor maps on a GPU: mgpuTensorMapEncodeTiledMemref,
 * the entry point upstream MLIR's nvgpu.tma.create.descriptor lowering
 * calls (the emulator has its own, runtime/emu_tma.c). The map is encoded
 * with the driver's cuTensorMapEncodeTiled (bound when present: drivers
 * of CUDA 12.0 and later), copied to device memory, and its device address
 * returned: kernels take the map as a pointer parameter, as upstream's
 * lowering passes it.
 *
 * Maps are cached by everything that defines them (address, element type,
 * dims, strides, box, swizzle, fills), so a loop or a model library that
 * asks for the same map again gets the same device copy; the cache lives
 * until hidetCudaReleaseCaches. A full cache is flushed before the next
 * map goes in: the context is synchronized (no launched kernel still reads
 * a map), every cached map freed. Errors become the call's sticky status
 * and return NULL. */
#include "cuda_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_RANK 5
/* A model's weights and its pooled activation buffers keep their
 * addresses from call to call, so a few hundred maps cover a large model;
 * when the cache is full it is flushed (below). */
#define MAX_MAPS 1024

typedef struct {
  void *base;
  int64_t type, rank, interleave, swizzle, l2, oob;
  uint64_t dims[MAX_RANK], strides[MAX_RANK];
  uint32_t box[MAX_RANK];
} MapKey;

typedef struct {
  MapKey key;
  CUdeviceptr map;
} MapEntry;

/* Guarded by hcudaCacheLock. */
static MapEntry maps[MAX_MAPS];
static int numMaps, mapFlushes;

/* CUtensorMapDataType element bytes (0..12). */
static const int kElemBytes[] = {1, 2, 4, 4, 8, 8, 2, 4, 8, 2, 4, 4, 4};

typedef CUresult (*EncodeTiled)(void *map, int type, uint32_t rank, void *base, const uint64_t *dims,
                                const uint64_t *strides, const uint32_t *box, const uint32_t *elemStrides,
                                int interleave, int swizzle, int l2, int oob);

static bool sameKey(const MapKey *a, const MapKey *b) { return memcmp(a, b, sizeof *a) == 0; }

void *hidet_cuda_tensor_map_encode(int64_t rank, void *memref, int64_t type, int64_t interleave, int64_t swizzle,
                                     int64_t l2, int64_t oob, const int64_t *box) {
  if (hcudaStickyStatus() || hcudaEnsure() != HIDET_CUDA_SUCCESS)
    return NULL;
  if (rank < 1 || rank > MAX_RANK || type < 0 || type > 12 || !memref || !box) {
    hcudaSticky(hcudaFail(HIDET_CUDA_ERROR_INVALID,
                          "mgpuTensorMapEncodeTiledMemref: rank %lld (1..%d) or data type %lld (0..12) out of "
                          "range, or a null descriptor or box",
                          (long long)rank, MAX_RANK, (long long)type));
    return NULL;
  }
  /* A ranked memref descriptor: allocated, aligned, offset, sizes[rank],
   * strides[rank]; the driver takes dims innermost first, the strides of
   * dims 1.. in bytes. */
  const struct {
    char *allocated, *aligned;
    int64_t offset, rest[2 * MAX_RANK];
  } *d = memref;
  MapKey k;
  memset(&k, 0, sizeof k);
  k.base = d->aligned + d->offset * kElemBytes[type];
  k.type = type;
  k.rank = rank;
  k.interleave = interleave;
  k.swizzle = swizzle;
  k.l2 = l2;
  k.oob = oob;
  for (int64_t i = 0; i < rank; ++i) {
    int64_t r = rank - 1 - i;
    k.dims[i] = (uint64_t)d->rest[r];
    k.strides[i] = (uint64_t)(d->rest[rank + r] * kElemBytes[type]);
    k.box[i] = (uint32_t)box[r];
  }
  pthread_mutex_lock(&hcudaCacheLock);
  CUdeviceptr found = 0;
  for (int i = 0; i < numMaps && !found; ++i)
    if (sameKey(&maps[i].key, &k))
      found = maps[i].map;
  pthread_mutex_unlock(&hcudaCacheLock);
  if (found)
    return (void *)(uintptr_t)found;
  EncodeTiled encode = (EncodeTiled)hcudaDrv.TensorMapEncodeTiled;
  if (!encode) {
    hcudaSticky(hcudaFail(HIDET_CUDA_ERROR_DRIVER_TOO_OLD,
                          "mgpuTensorMapEncodeTiledMemref: the CUDA driver lacks cuTensorMapEncodeTiled (TMA "
                          "needs a CUDA 12 driver)"));
    return NULL;
  }
  /* CUtensorMap: 128 bytes, 64-byte aligned. */
  _Alignas(64) uint64_t map[16];
  uint32_t elemStrides[MAX_RANK] = {1, 1, 1, 1, 1};
  CUresult r = encode(map, (int)type, (uint32_t)rank, k.base, k.dims, k.strides + 1, k.box, elemStrides,
                      (int)interleave, (int)swizzle, (int)l2, (int)oob);
  if (r != HCUDA_SUCCESS) {
    char what[256];
    snprintf(what, sizeof what,
             "mgpuTensorMapEncodeTiledMemref: cuTensorMapEncodeTiled of a rank-%lld map (innermost dim %llu "
             "elements, box %u x %u, swizzle %lld)",
             (long long)rank, (unsigned long long)k.dims[0], k.box[0], rank > 1 ? k.box[1] : 1u,
             (long long)swizzle);
    hcudaSticky(hcudaCheck(r, HIDET_CUDA_ERROR_INVALID, what));
    return NULL;
  }
  CUdeviceptr dev = 0;
  r = hcudaDrv.MemAlloc(&dev, sizeof map);
  if (r == HCUDA_SUCCESS)
    r = hcudaDrv.MemcpyHtoD(dev, map, sizeof map);
  if (r != HCUDA_SUCCESS) {
    hcudaSticky(hcudaCheck(r, HIDET_CUDA_ERROR_LAUNCH, "mgpuTensorMapEncodeTiledMemref: copying the map"));
    return NULL;
  }
  pthread_mutex_lock(&hcudaCacheLock);
  if (numMaps == MAX_MAPS) {
    r = hcudaDrv.CtxSynchronize();
    if (r != HCUDA_SUCCESS) {
      pthread_mutex_unlock(&hcudaCacheLock);
      hcudaDrv.MemFree(dev);
      hcudaSticky(hcudaCheck(r, HIDET_CUDA_ERROR_LAUNCH,
                             "mgpuTensorMapEncodeTiledMemref: synchronizing to flush the full map cache"));
      return NULL;
    }
    for (int i = 0; i < numMaps; ++i)
      hcudaDrv.MemFree(maps[i].map);
    numMaps = 0;
    mapFlushes++;
  }
  maps[numMaps].key = k;
  maps[numMaps++].map = dev;
  pthread_mutex_unlock(&hcudaCacheLock);
  return (void *)(uintptr_t)dev;
}

int hidetCudaTensorMapFlushes(void) {
  pthread_mutex_lock(&hcudaCacheLock);
  int n = mapFlushes;
  pthread_mutex_unlock(&hcudaCacheLock);
  return n;
}

void hcudaTensorMapsRelease(void) {
  pthread_mutex_lock(&hcudaCacheLock);
  for (int i = 0; i < numMaps; ++i)
    hcudaDrv.MemFree(maps[i].map);
  numMaps = 0;
  pthread_mutex_unlock(&hcudaCacheLock);
}
