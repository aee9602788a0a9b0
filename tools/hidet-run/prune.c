/*===-- prune.c - hidet-run: drop what the entry cannot reach -------------===*
 * A test module often holds many entries (one per shape or case) and a
 * compiled one their host functions and kernel modules; hidet-run calls one.
 * Lowering and JIT-compiling the others is most of a run's time (the
 * emulated kernels themselves take milliseconds), so before lowering, the
 * top-level functions and kernel modules that the entry does not reach
 * through symbol references (calls, launches, nested references in array
 * and dictionary attributes) are erased. Anything else at the top level
 * (globals, declarations) stays: it is cheap and may be named by lowering.
 *===----------------------------------------------------------------------===*/
#include "run.h"

#include "mlir-c/BuiltinAttributes.h"

#include <stdlib.h>
#include <string.h>

/* The names reached so far (top-level symbols only). */
typedef struct {
  MlirStringRef *names;
  int num, cap;
  bool oom;
} Reached;

static bool reachedHas(const Reached *r, MlirStringRef n) {
  for (int i = 0; i < r->num; ++i)
    if (mlirStringRefEqual(r->names[i], n))
      return true;
  return false;
}

static void reachedAdd(Reached *r, MlirStringRef n) {
  if (reachedHas(r, n))
    return;
  if (r->num == r->cap) {
    int cap = r->cap ? 2 * r->cap : 32;
    MlirStringRef *grown = realloc(r->names, (size_t)cap * sizeof *grown);
    if (!grown) {
      r->oom = true;
      return;
    }
    r->names = grown;
    r->cap = cap;
  }
  r->names[r->num++] = n;
}

/* The root of every symbol reference in `a` (through arrays and
 * dictionaries). The string refs point into the context's uniqued
 * attributes, which outlive the pruning. */
static void collectRefs(MlirAttribute a, Reached *r) {
  if (mlirAttributeIsNull(a))
    return;
  if (mlirAttributeIsAFlatSymbolRef(a)) {
    reachedAdd(r, mlirFlatSymbolRefAttrGetValue(a));
  } else if (mlirAttributeIsASymbolRef(a)) {
    reachedAdd(r, mlirSymbolRefAttrGetRootReference(a));
  } else if (mlirAttributeIsAArray(a)) {
    for (intptr_t i = 0; i < mlirArrayAttrGetNumElements(a); ++i)
      collectRefs(mlirArrayAttrGetElement(a, i), r);
  } else if (mlirAttributeIsADictionary(a)) {
    for (intptr_t i = 0; i < mlirDictionaryAttrGetNumElements(a); ++i)
      collectRefs(mlirDictionaryAttrGetElement(a, i).attribute, r);
  }
}

static MlirWalkResult collectOp(MlirOperation op, void *user) {
  for (intptr_t i = 0; i < mlirOperationGetNumAttributes(op); ++i)
    collectRefs(mlirOperationGetAttribute(op, i).attribute, (Reached *)user);
  return MlirWalkResultAdvance;
}

static MlirStringRef symName(MlirOperation op) {
  MlirAttribute a = mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("sym_name"));
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAString(a))
    return mlirStringRefCreate(NULL, 0);
  return mlirStringAttrGetValue(a);
}

/* Only these top-level ops are pruned: they are what costs lowering time. */
static bool prunable(MlirOperation op) {
  MlirStringRef k = mlirIdentifierStr(mlirOperationGetName(op));
  return mlirStringRefEqual(k, mlirStringRefCreateFromCString("func.func")) ||
         mlirStringRefEqual(k, mlirStringRefCreateFromCString("gpu.module")) ||
         mlirStringRefEqual(k, mlirStringRefCreateFromCString("llvm.func"));
}

void runnerPruneToEntry(MlirModule module, MlirOperation entry) {
  MlirBlock body = mlirModuleGetBody(module);
  Reached r = {NULL, 0, 0, false};
  reachedAdd(&r, symName(entry));
  /* Worklist over the reached names: each newly reached top-level op is
   * walked once, in the order its name was reached. */
  for (int next = 0; next < r.num && !r.oom; ++next) {
    for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
         op = mlirOperationGetNextInBlock(op)) {
      if (mlirStringRefEqual(symName(op), r.names[next])) {
        mlirOperationWalk(op, collectOp, &r, MlirWalkPreOrder);
        break;
      }
    }
  }
  /* Out of memory: keep everything (pruning only saves time). */
  if (!r.oom) {
    MlirOperation op = mlirBlockGetFirstOperation(body);
    while (!mlirOperationIsNull(op)) {
      MlirOperation after = mlirOperationGetNextInBlock(op);
      MlirStringRef n = symName(op);
      /* An llvm.func declaration (no body) stays: the JIT resolves it
       * only if something calls it, and it costs nothing to lower. */
      if (n.data && prunable(op) && !reachedHas(&r, n) &&
          !mlirBlockIsNull(mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0))))
        mlirOperationDestroy(op);
      op = after;
    }
  }
  free(r.names);
}
