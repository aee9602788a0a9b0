/*===-- op_list.c - A growable array of operations ------------------------===*/
#include "hidet_internal.h"

#include <stdlib.h>
#include <string.h>

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

/* The walk state of hidetCollectOps. */
typedef struct {
  MlirOperation root;
  const char *const *prefixes;
  HidetOpList found;
} Collector;

static MlirWalkResult collect(MlirOperation op, void *userData) {
  Collector *c = userData;
  if (mlirOperationEqual(op, c->root))
    return MlirWalkResultAdvance;
  char name[128];
  hidetOpName(op, name, sizeof name);
  for (const char *const *p = c->prefixes; *p; ++p) {
    if (strncmp(name, *p, strlen(*p)) == 0) {
      hidetOpListPush(&c->found, op);
      break;
    }
  }
  return MlirWalkResultAdvance;
}

int hidetCollectOps(MlirOperation root, const char *const *prefixes, MlirOperation **out) {
  Collector c = {root, prefixes, {NULL, 0, 0}};
  mlirOperationWalk(root, collect, &c, MlirWalkPreOrder);
  *out = c.found.ops;
  return (int)c.found.len;
}
