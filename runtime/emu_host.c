/*===-- emu_host.c - Host-side gpu ops: registration, allocation, copies ---===*
 * The emulator's device memory is host memory, so gpu.alloc, gpu.memcpy and
 * gpu.memset are ordinary memory operations; what this file adds is CUDA's
 * checks, which a program that is wrong on a GPU must fail here too:
 *  - gpu.host_register of memory already registered, or of a null pointer,
 *    and gpu.host_unregister of memory that is not registered (CUDA:
 *    HostMemoryAlreadyRegistered / HostMemoryNotRegistered);
 *  - gpu.dealloc of a pointer that is not a live gpu.alloc (double free,
 *    host memory): reported, and the memory is not freed;
 *  - gpu.memcpy with different byte counts, overlapping ranges, or a range
 *    that leaves the gpu.alloc it starts in; gpu.memset likewise.
 * New device allocations are filled with 0xFF bytes (NaN as floats, -1 as
 * integers), as shared memory is, so a kernel reading memory nobody wrote
 * shows it. Every op runs at once, in program order: asynchronous ops and
 * their tokens need nothing more (docs/emulator.md).
 * Errors print "hidet-emu: error: <site>: <message>" and set the failed
 * flag, so hidet-run exits 1; later launches are skipped.
 *===----------------------------------------------------------------------===*/
#include "emu_internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  uintptr_t lo, hi;
  bool hostShared;
} HostRange;

typedef struct {
  HostRange *r;
  int32_t n, cap;
} RangeList;

static RangeList gRegistered; /* gpu.host_register */
static RangeList gAllocs;     /* live gpu.alloc */

void emuHostError(const char *site, const char *fmt, ...) {
  char msg[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  fprintf(stderr, "hidet-emu: error: %s: %s\n", site ? site : "<unknown>", msg);
  fflush(stderr);
  emuFailedFlag = true;
}

static void add(RangeList *l, HostRange r) {
  if (l->n == l->cap) {
    l->cap = l->cap ? 2 * l->cap : 16;
    l->r = realloc(l->r, (size_t)l->cap * sizeof *l->r);
    if (!l->r)
      abort(); /* out of memory */
  }
  l->r[l->n++] = r;
}

static void removeAt(RangeList *l, int32_t i) {
  l->r[i] = l->r[--l->n];
  if (l->n == 0) {
    free(l->r);
    l->r = NULL;
    l->cap = 0;
  }
}

/* The entry starting at p, or -1. */
static int32_t findStart(const RangeList *l, uintptr_t p) {
  for (int32_t i = 0; i < l->n; ++i)
    if (l->r[i].lo == p)
      return i;
  return -1;
}

/* The entry containing p, or -1. */
static int32_t findContaining(const RangeList *l, uintptr_t p) {
  for (int32_t i = 0; i < l->n; ++i)
    if (l->r[i].lo <= p && p < l->r[i].hi)
      return i;
  return -1;
}

bool emuHostDeviceRange(uintptr_t lo, uintptr_t hi) {
  const RangeList *lists[2] = {&gAllocs, &gRegistered};
  for (int k = 0; k < 2; ++k) {
    int32_t i = findContaining(lists[k], lo);
    if (i >= 0 && hi <= lists[k]->r[i].hi)
      return true;
  }
  return false;
}

static bool inKernel(const char *what, const char *site) {
  if (!emuCur)
    return false;
  emuFail("%s at %s is a host operation; %s calls it", what, site ? site : "<unknown>",
          emuWho(emuCur));
}

void hidet_emu_host_register(const void *p, int64_t bytes, const char *site) {
  if (inKernel("gpu.host_register", site))
    return;
  uintptr_t lo = (uintptr_t)p;
  if (!p) {
    emuHostError(site, "gpu.host_register of a null pointer");
    return;
  }
  int32_t i = findContaining(&gRegistered, lo);
  if (i >= 0) {
    emuHostError(site, "gpu.host_register: the memory at %p is already registered (%lld bytes at %p)",
                 p, (long long)(gRegistered.r[i].hi - gRegistered.r[i].lo), (void *)gRegistered.r[i].lo);
    return;
  }
  add(&gRegistered, (HostRange){lo, lo + (uintptr_t)(bytes > 0 ? bytes : 1), false});
}

void hidet_emu_host_unregister(const void *p, const char *site) {
  if (inKernel("gpu.host_unregister", site))
    return;
  int32_t i = findStart(&gRegistered, (uintptr_t)p);
  if (i < 0) {
    emuHostError(site, "gpu.host_unregister: the memory at %p was not registered with gpu.host_register", p);
    return;
  }
  removeAt(&gRegistered, i);
}

void hidet_emu_device_alloc(void *p, int64_t bytes, int32_t hostShared, const char *site) {
  if (inKernel("gpu.alloc", site))
    return;
  if (!p && bytes > 0) {
    emuHostError(site, "gpu.alloc of %lld bytes failed (out of memory)", (long long)bytes);
    return;
  }
  if (bytes <= 0)
    return;
  memset(p, 0xFF, (size_t)bytes);
  add(&gAllocs, (HostRange){(uintptr_t)p, (uintptr_t)p + (uintptr_t)bytes, hostShared != 0});
}

int32_t hidet_emu_device_free(const void *p, const char *site) {
  if (inKernel("gpu.dealloc", site))
    return 0;
  int32_t i = findStart(&gAllocs, (uintptr_t)p);
  if (i < 0) {
    int32_t inside = findContaining(&gAllocs, (uintptr_t)p);
    if (inside >= 0)
      emuHostError(site, "gpu.dealloc of %p, which is %lld bytes into a gpu.alloc buffer, not its start", p,
                   (long long)((uintptr_t)p - gAllocs.r[inside].lo));
    else
      emuHostError(site, "gpu.dealloc of %p, which is not a live gpu.alloc buffer (freed twice, or host memory)",
                   p);
    return 0;
  }
  removeAt(&gAllocs, i);
  return 1;
}

/* Checks that [p, p+bytes) does not leave the gpu.alloc buffer it starts
 * in; `what` names the side ("destination", "source"). */
static bool withinAlloc(const char *op, const char *what, const void *p, int64_t bytes, const char *site) {
  int32_t i = findContaining(&gAllocs, (uintptr_t)p);
  if (i < 0 || (uintptr_t)p + (uintptr_t)bytes <= gAllocs.r[i].hi)
    return true;
  emuHostError(site, "%s: the %s (%lld bytes at %p) runs %lld bytes past the end of its gpu.alloc buffer (%lld bytes)",
               op, what, (long long)bytes, p, (long long)((uintptr_t)p + (uintptr_t)bytes - gAllocs.r[i].hi),
               (long long)(gAllocs.r[i].hi - gAllocs.r[i].lo));
  return false;
}

void hidet_emu_memcpy(void *dst, int64_t dstBytes, const void *src, int64_t srcBytes, const char *site) {
  if (inKernel("gpu.memcpy", site))
    return;
  if (dstBytes != srcBytes) {
    emuHostError(site, "gpu.memcpy: the destination has %lld bytes but the source %lld", (long long)dstBytes,
                 (long long)srcBytes);
    return;
  }
  if (dstBytes <= 0)
    return;
  uintptr_t d = (uintptr_t)dst, s = (uintptr_t)src, n = (uintptr_t)dstBytes;
  if (d < s + n && s < d + n) {
    emuHostError(site, "gpu.memcpy: the source and destination ranges (%lld bytes at %p and %p) overlap",
                 (long long)dstBytes, src, dst);
    return;
  }
  if (!withinAlloc("gpu.memcpy", "destination", dst, dstBytes, site) ||
      !withinAlloc("gpu.memcpy", "source", src, srcBytes, site))
    return;
  memcpy(dst, src, (size_t)dstBytes);
}

void hidet_emu_memset(void *dst, int64_t count, int32_t elemBytes, int64_t bits, const char *site) {
  if (inKernel("gpu.memset", site))
    return;
  if (elemBytes != 1 && elemBytes != 2 && elemBytes != 4 && elemBytes != 8) {
    emuHostError(site, "gpu.memset of %d-byte elements (1, 2, 4 or 8 are supported)", elemBytes);
    return;
  }
  if (count <= 0 || !withinAlloc("gpu.memset", "destination", dst, count * elemBytes, site))
    return;
  unsigned char *d = dst;
  for (int64_t i = 0; i < count; ++i)
    memcpy(d + i * elemBytes, &bits, (size_t)elemBytes); /* little-endian: the low bytes */
}
