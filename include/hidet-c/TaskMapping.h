/*===-- hidet-c/TaskMapping.h - Task-mapping semantics ------------*- C -*-===*
 * The single source of truth for what a task mapping means (Hidet,
 * ASPLOS'23). A mapping is a composition of atoms, left (outer) to right:
 *   spatial(d)      prod(d) workers, one task each: worker w does unravel(w, d)
 *   repeat(d)       one worker doing prod(d) tasks: task k is unravel(k, d)
 *   col_spatial(d)  as spatial, unravelled column-major (first dim fastest)
 *   col_repeat(d)   as repeat, unravelled column-major
 * compose(A, B): task shape shape(A)*shape(B) elementwise; workers nA*nB;
 * worker w is (wa, wb) = (w / nB, w % nB); its tasks are, for each task ta of
 * A(wa) then each task tb of B(wb), ta*shape(B) + tb. Composition is
 * associative, so a mapping is stored as its flat list of atoms.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_C_TASKMAPPING_H
#define HIDET_C_TASKMAPPING_H

#include "mlir-c/IR.h"

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define HIDET_TM_MAX_RANK 8
#define HIDET_TM_MAX_ATOMS 16
/* Worker and task counts stay below this so that index math cannot
 * overflow a 64-bit index. */
#define HIDET_TM_MAX_COUNT (INT64_C(1) << 40)

typedef enum {
  HidetTaskMappingSpatial,
  HidetTaskMappingRepeat,
  HidetTaskMappingColSpatial,
  HidetTaskMappingColRepeat,
} HidetTaskMappingAtomKind;

typedef struct {
  HidetTaskMappingAtomKind kind;
  int64_t dims[HIDET_TM_MAX_RANK];
} HidetTaskMappingAtom;

typedef struct {
  int rank;
  int numAtoms;
  HidetTaskMappingAtom atoms[HIDET_TM_MAX_ATOMS];
} HidetTaskMapping;

/* Reads a #tm.spatial / #tm.repeat / #tm.col_spatial / #tm.col_repeat /
 * #tm.compose attribute. On failure returns false and writes a one-line
 * reason into `error` (if non-null). Checks: i64 dims, rank 1..8, dims
 * positive, compose parts of equal rank and non-empty, at most 16 atoms,
 * worker and task counts below HIDET_TM_MAX_COUNT. */
bool hidetTaskMappingFromAttribute(MlirAttribute attr, HidetTaskMapping *mapping,
                                   char *error, size_t errorSize);

/* Builds the attribute for `mapping` (a single atom, or a #tm.compose). */
MlirAttribute hidetTaskMappingToAttribute(MlirContext ctx, const HidetTaskMapping *mapping);

/* A mapping of one atom. Returns false if rank or dims are out of range. */
bool hidetTaskMappingAtomCreate(HidetTaskMappingAtomKind kind, int rank,
                                const int64_t *dims, HidetTaskMapping *out);
/* compose(outer, inner). Returns false on rank mismatch or too many atoms. */
bool hidetTaskMappingCompose(const HidetTaskMapping *outer, const HidetTaskMapping *inner,
                             HidetTaskMapping *out);

/* Hidet's auto_map(shape, workers): splits each task dimension into a
 * spatial part and a repeat part so that exactly `workers` workers are used,
 * giving workers to the innermost dims first (spatial = gcd(remaining
 * workers, dim)), so that neighbouring workers get neighbouring tasks. The
 * result is repeat(shape / spatial) . spatial(spatial), dropping a part that
 * is all ones. Fails (with a reason in `error`) when the workers cannot all
 * be used, i.e. `workers` does not divide prod(shape). */
bool hidetTaskMappingAutoMap(int rank, const int64_t *shape, int64_t workers,
                             HidetTaskMapping *out, char *error, size_t errorSize);

int64_t hidetTaskMappingNumWorkers(const HidetTaskMapping *mapping);
/* Tasks each worker performs (the same for every worker). */
int64_t hidetTaskMappingNumTasks(const HidetTaskMapping *mapping);
/* The task grid's shape (rank entries). */
void hidetTaskMappingTaskShape(const HidetTaskMapping *mapping, int64_t *shape);
/* Coordinates (rank entries) of task k of worker w; requires
 * 0 <= w < NumWorkers and 0 <= k < NumTasks. */
void hidetTaskMappingTask(const HidetTaskMapping *mapping, int64_t worker, int64_t k,
                          int64_t *coords);

#ifdef __cplusplus
}
#endif

#endif /* HIDET_C_TASKMAPPING_H */
