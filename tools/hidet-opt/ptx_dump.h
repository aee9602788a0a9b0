/*===-- ptx_dump.h - hidet-opt --ptx-dir: write gpu.binary PTX to files ---===*/
#ifndef HIDET_OPT_PTX_DUMP_H
#define HIDET_OPT_PTX_DUMP_H

#include "mlir-c/IR.h"

#include <stdbool.h>
#include <stddef.h>

/* The files written so far in this run (over all --split-input-file
 * chunks), so that two binaries never silently share a file. */
typedef struct {
  char **names;
  size_t count, cap;
} PtxDumpState;

void ptxDumpStateFree(PtxDumpState *state);

/* Writes the PTX of every gpu.binary nested in `root` to
 * `dir`/<symbol>.ptx (`dir`/<symbol>.<chip>.ptx for a binary with several
 * objects), creating `dir` if needed, and prints
 * `ptx: wrote DIR/NAME.ptx (N kernels)` per file to stderr. Fails, with
 * the reason in `error`, if there is no gpu.binary, an object is not PTX
 * (not format=isa on an NVVM target), or a file cannot be written. */
bool ptxDumpModule(MlirOperation root, const char *dir, PtxDumpState *state, char *error,
                   size_t errorSize);

#endif /* HIDET_OPT_PTX_DUMP_H */
