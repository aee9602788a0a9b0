/*===-- op_list.c - Op arrays and the walks that find ops -----------------===*/
#include "hidet_internal.h"

#include "mlir-c/BuiltinAttributes.h"

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

/* The walk state of hidetFindSymbolUser. */
typedef struct {
  MlirStringRef name;
  const char *except;
  MlirOperation user;
} SymbolUse;

static MlirWalkResult findSymbolUser(MlirOperation op, void *userData) {
  SymbolUse *u = userData;
  if (u->except && hidetOpIs(op, u->except))
    return MlirWalkResultAdvance;
  intptr_t n = mlirOperationGetNumAttributes(op);
  for (intptr_t i = 0; i < n; ++i) {
    MlirAttribute a = mlirOperationGetAttribute(op, i).attribute;
    if (!mlirAttributeIsAFlatSymbolRef(a))
      continue;
    MlirStringRef v = mlirFlatSymbolRefAttrGetValue(a);
    if (v.length == u->name.length && strncmp(v.data, u->name.data, v.length) == 0) {
      u->user = op;
      return MlirWalkResultInterrupt;
    }
  }
  return MlirWalkResultAdvance;
}

MlirOperation hidetFindSymbolUser(MlirOperation root, MlirStringRef name, const char *except) {
  SymbolUse u = {name, except, {NULL}};
  mlirOperationWalk(root, findSymbolUser, &u, MlirWalkPreOrder);
  return u.user;
}
