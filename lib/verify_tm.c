/*===-- verify_tm.c - Verifier rules for tm ops ---------------------------===*
 * IRDL already checks operand/result types (index, i1) and the presence of
 * the `mapping` attribute; this checks that the mapping is well formed and
 * that tm.task has one result per task dimension.
 *===----------------------------------------------------------------------===*/
#include "hidet-c/TaskMapping.h"
#include "hidet_internal.h"

#include <string.h>

MlirLogicalResult hidetVerifyTmOp(MlirOperation op) {
  char name[64];
  hidetOpName(op, name, sizeof name);
  MlirAttribute attr = hidetOpAttr(op, "mapping");
  if (mlirAttributeIsNull(attr))
    return hidetEmitOpError(op, "requires a 'mapping' attribute");
  HidetTaskMapping mapping;
  char error[160];
  if (!hidetTaskMappingFromAttribute(attr, &mapping, error, sizeof error))
    return hidetEmitOpError(op, "has an invalid 'mapping': %s", error);
  if (strcmp(name, "tm.task") == 0) {
    intptr_t results = mlirOperationGetNumResults(op);
    if (results != mapping.rank)
      return hidetEmitOpError(op,
                              "must have one result per task dimension: the mapping has rank %d, "
                              "the op has %ld results",
                              mapping.rank, (long)results);
  }
  return mlirLogicalResultSuccess();
}
