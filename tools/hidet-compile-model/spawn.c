/*===-- spawn.c - Child processes: ptxas and the C compiler ---------------===*/
#include "model.h"

#include "hidet_internal.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Dialect/GPU.h"

#include <errno.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

bool modelRun(char *const argv[], char *error, size_t errorSize) {
  pid_t pid;
  int rc = posix_spawnp(&pid, argv[0], NULL, NULL, argv, environ);
  if (rc != 0) {
    snprintf(error, errorSize, "cannot run %s: %s", argv[0], strerror(rc));
    return false;
  }
  int status = 0;
  while (waitpid(pid, &status, 0) < 0)
    if (errno != EINTR) {
      snprintf(error, errorSize, "waiting for %s: %s", argv[0], strerror(errno));
      return false;
    }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    snprintf(error, errorSize, "%s failed (%s %d); its messages are above", argv[0],
             WIFEXITED(status) ? "exit status" : "signal",
             WIFEXITED(status) ? WEXITSTATUS(status) : WTERMSIG(status));
    return false;
  }
  return true;
}

/* $CUDA_HOME/bin/ptxas, else `ptxas` on PATH, else /usr/local/cuda/bin. */
static void findPtxas(char *out, size_t size) {
  const char *home = getenv("CUDA_HOME");
  if (home) {
    snprintf(out, size, "%s/bin/ptxas", home);
    if (access(out, X_OK) == 0)
      return;
  }
  const char *path = getenv("PATH");
  while (path && *path) {
    const char *colon = strchr(path, ':');
    int n = colon ? (int)(colon - path) : (int)strlen(path);
    snprintf(out, size, "%.*s/ptxas", n, path);
    if (n > 0 && access(out, X_OK) == 0)
      return;
    path = colon ? colon + 1 : NULL;
  }
  snprintf(out, size, "/usr/local/cuda/bin/ptxas");
}

static bool writeFile(const char *path, const char *data, size_t len, char *error,
                      size_t errorSize) {
  FILE *f = fopen(path, "wb");
  bool ok = f && fwrite(data, 1, len, f) == len;
  if (f && fclose(f) != 0)
    ok = false;
  if (!ok)
    snprintf(error, errorSize, "cannot write %s: %s", path, strerror(errno));
  return ok;
}

typedef struct {
  MlirOperation *ops;
  int n, cap;
} Binaries;

static MlirWalkResult collectBinary(MlirOperation op, void *userData) {
  Binaries *b = userData;
  if (!hidetOpIs(op, "gpu.binary"))
    return MlirWalkResultAdvance;
  if (b->n == b->cap) {
    b->cap = b->cap ? 2 * b->cap : 16;
    b->ops = realloc(b->ops, (size_t)b->cap * sizeof *b->ops);
    if (!b->ops)
      abort(); /* out of memory */
  }
  b->ops[b->n++] = op;
  return MlirWalkResultSkip;
}

bool modelAttachCubins(MlirOperation module, const char *arch, const char *tmpDir, bool keep,
                       char *error, size_t errorSize) {
  char ptxas[4096];
  findPtxas(ptxas, sizeof ptxas);
  if (access(ptxas, X_OK) != 0) {
    snprintf(error, errorSize, "--cubin needs ptxas (CUDA toolkit): none found in $CUDA_HOME/bin, "
                               "on PATH or in /usr/local/cuda/bin");
    return false;
  }
  Binaries bins = {0};
  mlirOperationWalk(module, collectBinary, &bins, MlirWalkPreOrder);
  bool ok = true;
  for (int i = 0; i < bins.n && ok; ++i) {
    MlirAttribute objects = hidetOpAttr(bins.ops[i], "objects");
    MlirAttribute name = hidetOpAttr(bins.ops[i], "sym_name");
    if (mlirAttributeIsNull(objects) || mlirArrayAttrGetNumElements(objects) != 1 ||
        !mlirAttributeIsAGPUObjectAttr(mlirArrayAttrGetElement(objects, 0)))
      continue; /* hidet-gpu-to-cuda reports it */
    MlirStringRef ptx = mlirGPUObjectAttrGetObject(mlirArrayAttrGetElement(objects, 0));
    MlirStringRef n = mlirStringAttrGetValue(name);
    char ptxPath[4096], cubinPath[4096];
    snprintf(ptxPath, sizeof ptxPath, "%s/%.*s.ptx", tmpDir, (int)n.length, n.data);
    snprintf(cubinPath, sizeof cubinPath, "%s/%.*s.cubin", tmpDir, (int)n.length, n.data);
    ok = writeFile(ptxPath, ptx.data, ptx.length, error, errorSize);
    char archFlag[64];
    snprintf(archFlag, sizeof archFlag, "-arch=%s", arch);
    char *argv[] = {ptxas, archFlag, "-o", cubinPath, ptxPath, NULL};
    ok = ok && modelRun(argv, error, errorSize);
    HidetStr cubin;
    hidetStrInit(&cubin);
    const char *step = NULL;
    if (ok && !hidetReadFile(cubinPath, &cubin, &step)) {
      snprintf(error, errorSize, "cannot read %s (%s)", cubinPath, step ? step : "?");
      ok = false;
    }
    if (ok)
      mlirOperationSetAttributeByName(
          bins.ops[i], mlirStringRefCreateFromCString("hidet.cubin"),
          mlirStringAttrGet(mlirOperationGetContext(module),
                            mlirStringRefCreate(cubin.data, cubin.len)));
    hidetStrFree(&cubin);
    if (!keep) {
      remove(ptxPath);
      remove(cubinPath);
    }
  }
  free(bins.ops);
  return ok;
}
