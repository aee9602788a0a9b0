/*===-- ptx_dump.c - hidet-opt --ptx-dir: write gpu.binary PTX to files ---===*
 * After gpu-module-to-binary{format=isa} (the end of hidet-gpu-to-ptx), each
 * gpu.binary holds #gpu.object attributes whose object string is the PTX
 * text. This file writes them out so that ptxas (scripts/ptx_report.sh) can
 * assemble them and report registers and spills.
 *===----------------------------------------------------------------------===*/
#define _POSIX_C_SOURCE 200809L /* mkdir, stat */
#include "ptx_dump.h"
#include "hidet_internal.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Dialect/GPU.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>

/* gpu::CompilationTarget (GPUOpsEnums.h.inc): Offload 1, Assembly 2,
 * Binary 3, Fatbin 4. */
enum { kFormatAssembly = 2 };

static const char *formatName(uint32_t format) {
  switch (format) {
  case 1:
    return "offload (LLVM bitcode)";
  case 3:
    return "bin (cubin)";
  case 4:
    return "fatbin";
  default:
    return "unknown-format";
  }
}

void ptxDumpStateFree(PtxDumpState *state) {
  for (size_t i = 0; i < state->count; ++i)
    free(state->names[i]);
  free(state->names);
  state->names = NULL;
  state->count = state->cap = 0;
}

static bool alreadyWritten(const PtxDumpState *state, const char *path) {
  for (size_t i = 0; i < state->count; ++i)
    if (strcmp(state->names[i], path) == 0)
      return true;
  return false;
}

static void remember(PtxDumpState *state, const char *path) {
  if (state->count == state->cap) {
    size_t cap = state->cap ? 2 * state->cap : 8;
    char **names = realloc(state->names, cap * sizeof *names);
    if (!names)
      return;
    state->names = names;
    state->cap = cap;
  }
  size_t n = strlen(path) + 1;
  char *copy = malloc(n);
  if (!copy)
    return;
  memcpy(copy, path, n);
  state->names[state->count++] = copy;
}

/* mkdir -p. */
static bool makeDirs(const char *dir, char *error, size_t errorSize) {
  char path[4096];
  if (snprintf(path, sizeof path, "%s", dir) >= (int)sizeof path) {
    snprintf(error, errorSize, "--ptx-dir: directory name too long");
    return false;
  }
  for (char *p = path + 1;; ++p) {
    if (*p != '/' && *p != '\0')
      continue;
    char saved = *p;
    *p = '\0';
    struct stat st;
    if (stat(path, &st) != 0) {
      if (mkdir(path, 0777) != 0 && errno != EEXIST) {
        snprintf(error, errorSize, "--ptx-dir: could not create directory '%s': %s", path,
                 strerror(errno));
        return false;
      }
    } else if (!S_ISDIR(st.st_mode)) {
      snprintf(error, errorSize, "--ptx-dir: '%s' exists and is not a directory", path);
      return false;
    }
    *p = saved;
    if (saved == '\0')
      return true;
  }
}

/* A symbol name as a file name: characters other than [A-Za-z0-9_.$-]
 * become '_', and so does a leading '.'. */
static void fileStem(MlirStringRef name, char *out, size_t outSize) {
  size_t n = 0;
  for (size_t i = 0; i < name.length && n + 1 < outSize; ++i) {
    char c = name.data[i];
    bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
              c == '_' || c == '-' || c == '$' || (c == '.' && n > 0);
    out[n++] = ok ? c : '_';
  }
  if (n == 0 && outSize > 1)
    out[n++] = '_';
  out[n] = '\0';
}

/* Kernels in PTX text: `.entry` directives. */
static int countEntries(MlirStringRef ptx) {
  int n = 0;
  for (size_t i = 0; i + 7 <= ptx.length; ++i) {
    if (memcmp(ptx.data + i, ".entry", 6) != 0)
      continue;
    bool before =
        i == 0 || ptx.data[i - 1] == ' ' || ptx.data[i - 1] == '\t' || ptx.data[i - 1] == '\n';
    char after = ptx.data[i + 6];
    if (before && (after == ' ' || after == '\t'))
      n++;
  }
  return n;
}

/* Copies the `chip = "..."` of a printed #nvvm.target into `chip`; false
 * when the target is not NVVM. */
static bool nvvmChip(MlirAttribute target, char *chip, size_t chipSize) {
  HidetStr text = hidetPrintAttribute(target);
  bool isNvvm = strncmp(text.data, "#nvvm.target", 12) == 0;
  snprintf(chip, chipSize, "%s", "sm_unknown");
  const char *c = strstr(text.data, "chip = \"");
  if (isNvvm && c) {
    c += 8;
    const char *end = strchr(c, '"');
    if (end)
      snprintf(chip, chipSize, "%.*s", (int)(end - c), c);
  } else if (isNvvm) {
    snprintf(chip, chipSize, "%s", "sm_50"); /* #nvvm.target's default chip */
  }
  hidetStrFree(&text);
  return isNvvm;
}

typedef struct {
  MlirOperation ops[256];
  size_t count;
  bool tooMany;
} BinaryList;

static MlirWalkResult collectBinary(MlirOperation op, void *userData) {
  BinaryList *list = userData;
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  if (name.length == 10 && memcmp(name.data, "gpu.binary", 10) == 0) {
    if (list->count < sizeof list->ops / sizeof list->ops[0])
      list->ops[list->count++] = op;
    else
      list->tooMany = true;
    return MlirWalkResultSkip;
  }
  return MlirWalkResultAdvance;
}

static bool writeFile(const char *path, MlirStringRef data, char *error, size_t errorSize) {
  errno = 0;
  FILE *f = fopen(path, "wb");
  if (!f) {
    snprintf(error, errorSize, "--ptx-dir: could not open '%s' for writing: %s", path,
             strerror(errno));
    return false;
  }
  bool ok = fwrite(data.data, 1, data.length, f) == data.length;
  ok = fflush(f) == 0 && ok && !ferror(f);
  ok = fclose(f) == 0 && ok;
  if (!ok) {
    snprintf(error, errorSize, "--ptx-dir: could not write '%s': %s", path,
             strerror(errno ? errno : EIO));
    return false;
  }
  return true;
}

bool ptxDumpModule(MlirOperation root, const char *dir, PtxDumpState *state, char *error,
                   size_t errorSize) {
  BinaryList list;
  list.count = 0;
  list.tooMany = false;
  mlirOperationWalk(root, collectBinary, &list, MlirWalkPreOrder);
  if (list.count == 0) {
    snprintf(error, errorSize,
             "--ptx-dir: the output has no gpu.binary; run hidet-gpu-to-ptx (or "
             "gpu-module-to-binary{format=isa}) first");
    return false;
  }
  if (list.tooMany) {
    snprintf(error, errorSize, "--ptx-dir: more than %zu gpu.binary ops",
             sizeof list.ops / sizeof list.ops[0]);
    return false;
  }
  /* Check every object before writing anything. */
  for (size_t i = 0; i < list.count; ++i) {
    MlirOperation op = list.ops[i];
    MlirAttribute sym =
        mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("sym_name"));
    MlirAttribute objects =
        mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("objects"));
    MlirStringRef name = mlirStringAttrGetValue(sym);
    if (mlirAttributeIsNull(objects) || !mlirAttributeIsAArray(objects) ||
        mlirArrayAttrGetNumElements(objects) == 0) {
      snprintf(error, errorSize, "--ptx-dir: gpu.binary @%.*s has no objects", (int)name.length,
               name.data);
      return false;
    }
    for (intptr_t j = 0; j < mlirArrayAttrGetNumElements(objects); ++j) {
      MlirAttribute obj = mlirArrayAttrGetElement(objects, j);
      char chip[64];
      if (!mlirAttributeIsAGPUObjectAttr(obj) ||
          !nvvmChip(mlirGPUObjectAttrGetTarget(obj), chip, sizeof chip)) {
        snprintf(error, errorSize,
                 "--ptx-dir: object #%d of gpu.binary @%.*s is not for an NVVM target (no PTX)",
                 (int)j, (int)name.length, name.data);
        return false;
      }
      uint32_t format = mlirGPUObjectAttrGetFormat(obj);
      if (format != kFormatAssembly) {
        snprintf(error, errorSize,
                 "--ptx-dir: gpu.binary @%.*s holds a %s object, not PTX; use "
                 "gpu-module-to-binary{format=isa}",
                 (int)name.length, name.data, formatName(format));
        return false;
      }
    }
  }
  if (!makeDirs(dir, error, errorSize))
    return false;
  /* DIR/ with trailing slashes dropped ("/" stays). */
  size_t dirLen = strlen(dir);
  while (dirLen > 1 && dir[dirLen - 1] == '/')
    dirLen--;
  for (size_t i = 0; i < list.count; ++i) {
    MlirOperation op = list.ops[i];
    MlirStringRef name = mlirStringAttrGetValue(
        mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("sym_name")));
    MlirAttribute objects =
        mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("objects"));
    intptr_t numObjects = mlirArrayAttrGetNumElements(objects);
    char stem[256];
    fileStem(name, stem, sizeof stem);
    for (intptr_t j = 0; j < numObjects; ++j) {
      MlirAttribute obj = mlirArrayAttrGetElement(objects, j);
      char chip[64];
      nvvmChip(mlirGPUObjectAttrGetTarget(obj), chip, sizeof chip);
      char path[4096 + 512];
      if (numObjects == 1)
        snprintf(path, sizeof path, "%.*s%s%s.ptx", (int)dirLen, dir,
                 dir[dirLen - 1] == '/' ? "" : "/", stem);
      else
        snprintf(path, sizeof path, "%.*s%s%s.%s.ptx", (int)dirLen, dir,
                 dir[dirLen - 1] == '/' ? "" : "/", stem, chip);
      if (alreadyWritten(state, path)) {
        snprintf(error, errorSize,
                 "--ptx-dir: '%s' was already written in this run (two gpu.binary ops named "
                 "@%.*s?)",
                 path, (int)name.length, name.data);
        return false;
      }
      MlirStringRef ptx = mlirGPUObjectAttrGetObject(obj);
      if (!writeFile(path, ptx, error, errorSize))
        return false;
      remember(state, path);
      int kernels = countEntries(ptx);
      fprintf(stderr, "ptx: wrote %s (%d kernels)\n", path, kernels);
    }
  }
  return true;
}
