/*===-- partition.h - Shared by hidet-partition and hidet-outline-kernels -===*/
#ifndef HIDET_PARTITION_H
#define HIDET_PARTITION_H

#include "mlir-c/IR.h"

#include <stdbool.h>

#define PART_GROUP_ATTR "hidet.group"
#define PART_ROLE_ATTR "hidet.role"
/* The role of the op that broadcasts a reduce's row statistic back over
 * the row (hidet-outline-kernels keeps roles on the moved ops). */
#define PART_ROLE_REGIONAL "regional"

/* How hidet-partition treats an op (docs/passes.md has the table). */
typedef enum {
  PART_NOT_GRAPH,   /* not a graph op: never grouped */
  PART_ANCHOR,      /* opens a group */
  PART_EPILOGUE_OK, /* injective and may also be an epilogue */
  PART_INJECTIVE,   /* injective, prologue or leftover only */
  PART_HOST_CONSTANT, /* a non-splat graph.constant: never grouped; the
                         kernels that read it take it as an input */
} PartKind;

PartKind partClassify(MlirOperation op);

/* A graph.constant whose value is not a splat dense elements attribute
 * (dense non-splat, dense_resource, sparse): its data lives on the host and
 * kernels read it from memory. Splat constants are folded into kernels. */
bool partIsHostConstant(MlirOperation op);

/* Whether `op` has hidet.role "regional": the op that broadcasts a
 * reduce's row statistic back over the row (hidet-partition sets the role,
 * hidet-outline-kernels keeps it). */
bool partIsRegional(MlirOperation op);

/* Collects the func.func ops nested in `root` (caller frees *funcs);
 * reports every graph op outside the entry block of a func.func and returns
 * false if there is one. */
bool partCollectFuncs(MlirOperation root, MlirOperation **funcs, int *numFuncs);

#endif /* HIDET_PARTITION_H */
