/*===-- tm_internal.h - Task-mapping semantics over IR values -------------===*/
#ifndef HIDET_TM_INTERNAL_H
#define HIDET_TM_INTERNAL_H

#include "hidet-c/TaskMapping.h"
#include "ir_build.h"

/* The one implementation of "coordinates of task k of worker w": over
 * IndexExpr, so that the same code computes numbers (constant inputs, `b`
 * may be NULL) and emits index arithmetic (SSA inputs) for the lowering. */
void hidetTaskMappingTaskExpr(HidetBuilder *b, const HidetTaskMapping *m, IndexExpr worker,
                              IndexExpr k, IndexExpr *coords);

#endif /* HIDET_TM_INTERNAL_H */
