/*===-- fuzz_npy.c - libFuzzer: hidet-run's .npy reader ------------------===*
 * The input is one line with the argument's MLIR type, optionally preceded
 * by "expect " (an --expect file, which may hold another float type), then
 * the bytes of a .npy file:
 *     memref<2x3xf32>\n\x93NUMPY\x01\x00...
 * The type goes through runnerTypeFromMlir as hidet-run's arguments do; the
 * bytes are written to a file that runnerNpyLoad / runnerNpyLoadForCompare
 * (tools/hidet-run/npy.c) read. Findings: crashes and sanitizer reports;
 * on success the buffer must be as large as the type says (ASan checks the
 * reads below).
 *===----------------------------------------------------------------------===*/
#define _XOPEN_SOURCE 700 /* mkstemp */
#include "fuzz_common.h"

#include "run.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char gPath[64];

/* One scratch file for the whole run, removed at exit. */
static void removeScratch(void) { unlink(gPath); }

static const char *scratchPath(void) {
  if (!gPath[0]) {
    const char *dir = getenv("TMPDIR");
    if (!dir || strlen(dir) >= 32) /* gPath's room */
      dir = "/tmp";
    snprintf(gPath, sizeof gPath, "%s/hidet-fuzz-npy-XXXXXX", dir);
    int fd = mkstemp(gPath);
    if (fd < 0)
      abort();
    close(fd);
    atexit(removeScratch);
  }
  return gPath;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  const uint8_t *nl = memchr(data, '\n', size);
  if (!nl)
    return 0;
  char *line = fuzzCopyInput(data, (size_t)(nl - data));
  bool forCompare = strncmp(line, "expect ", 7) == 0;
  const char *typeText = line + (forCompare ? 7 : 0);
  MlirContext ctx = fuzzContext();
  MlirType type = mlirTypeParseGet(ctx, mlirStringRefCreateFromCString(typeText));
  RunnerType t;
  char why[512];
  if (mlirTypeIsNull(type) || !runnerTypeFromMlir(type, &t, why, sizeof why) || !t.isMemref) {
    if (!mlirTypeIsNull(type))
      runnerTypeFree(&t);
    free(line);
    return 0;
  }
  FILE *f = fopen(scratchPath(), "wb");
  size_t bytes = size - (size_t)(nl + 1 - data);
  if (!f || fwrite(nl + 1, 1, bytes, f) != bytes || fclose(f) != 0)
    abort();
  RunnerElemType fileElem = t.elem;
  void *buf = forCompare ? runnerNpyLoadForCompare(gPath, &t, 0, &fileElem)
                         : runnerNpyLoad(gPath, &t, 0);
  if (buf) {
    /* Touch every byte the caller will read. */
    size_t n = (size_t)t.numElements * runnerElemSize(fileElem);
    volatile unsigned char sum = 0;
    for (size_t i = 0; i < n; ++i)
      sum ^= ((unsigned char *)buf)[i];
    (void)sum;
    free(buf);
  }
  runnerTypeFree(&t);
  free(line);
  return 0;
}
