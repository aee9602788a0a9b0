/*===-- op_list.c - A growable array of operations ------------------------===*/
#include "hidet_internal.h"

#include <stdlib.h>

void hidetOpListPush(HidetOpList *l, MlirOperation op) {
  if (l->len == l->cap) {
    l->cap = l->cap ? 2 * l->cap : 64;
    l->ops = realloc(l->ops, l->cap * sizeof *l->ops);
    if (!l->ops)
      abort();
  }
  l->ops[l->len++] = op;
}

bool hidetOpListContains(const HidetOpList *l, MlirOperation op) {
  for (size_t i = 0; i < l->len; ++i)
    if (mlirOperationEqual(l->ops[i], op))
      return true;
  return false;
}

void hidetOpListFree(HidetOpList *l) {
  free(l->ops);
  *l = (HidetOpList){NULL, 0, 0};
}

HidetOpList hidetOpListOfBlock(MlirBlock block) {
  HidetOpList l = {NULL, 0, 0};
  for (MlirOperation op = mlirBlockGetFirstOperation(block); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    hidetOpListPush(&l, op);
  return l;
}
