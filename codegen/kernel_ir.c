/*===-- kernel_ir.c - Splicing text-built IR into a module ----------------===*/
#include "kernel_ir.h"

#include "mlir-c/BuiltinAttributes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

MlirModule kernelIrParse(MlirContext ctx, const HidetStr *text, MlirLocation loc, const char *what) {
  MlirModule m = mlirModuleCreateParse(ctx, mlirStringRefCreate(text->data, text->len));
  if (mlirModuleIsNull(m)) {
    const char *dbg = getenv("HIDET_DEBUG_KERNELS");
    if (dbg && dbg[0] == '1')
      fprintf(stderr, "---- %s ----\n%s\n---- end ----\n", what, text->data);
    hidetEmitErrorAt(loc,
                     "internal error: the generated %s does not parse (set HIDET_DEBUG_KERNELS=1 "
                     "to print it)",
                     what);
  }
  return m;
}

MlirBlock kernelIrBody(MlirOperation op) {
  return mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
}

void kernelIrMoveAll(MlirModule from, MlirBlock dest) {
  MlirBlock src = mlirModuleGetBody(from);
  MlirOperation op = mlirBlockGetFirstOperation(src);
  while (!mlirOperationIsNull(op)) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    mlirOperationRemoveFromParent(op);
    mlirBlockAppendOwnedOperation(dest, op);
    op = next;
  }
}

MlirOperation kernelIrLookup(MlirBlock block, const char *name) {
  for (MlirOperation op = mlirBlockGetFirstOperation(block); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    MlirAttribute a = hidetOpAttr(op, "sym_name");
    if (!mlirAttributeIsNull(a) && mlirAttributeIsAString(a)) {
      MlirStringRef s = mlirStringAttrGetValue(a);
      if (s.length == strlen(name) && strncmp(s.data, name, s.length) == 0)
        return op;
    }
  }
  return (MlirOperation){NULL};
}

void kernelIrInlineCall(MlirOperation call, MlirOperation callee) {
  MlirOperation clone = mlirOperationClone(callee);
  MlirBlock body = kernelIrBody(clone);
  intptr_t nArgs = mlirBlockGetNumArguments(body);
  for (intptr_t i = 0; i < nArgs; ++i)
    mlirValueReplaceAllUsesOfWith(mlirBlockGetArgument(body, i), mlirOperationGetOperand(call, i));
  MlirOperation op = mlirBlockGetFirstOperation(body);
  while (!mlirOperationIsNull(op)) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    if (mlirOperationIsNull(next)) { /* the func.return */
      for (intptr_t r = 0; r < mlirOperationGetNumResults(call); ++r)
        mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(call, r),
                                      mlirOperationGetOperand(op, r));
      break;
    }
    mlirOperationRemoveFromParent(op);
    mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(call), call, op);
    op = next;
  }
  mlirOperationDestroy(call);
  mlirOperationDestroy(clone);
}

const char *kernelIrStringAttr(MlirOperation op, const char *name, char *buf, size_t size) {
  MlirAttribute a = hidetOpAttr(op, name);
  buf[0] = '\0';
  if (!mlirAttributeIsNull(a) && mlirAttributeIsAString(a)) {
    MlirStringRef s = mlirStringAttrGetValue(a);
    snprintf(buf, size, "%.*s", (int)s.length, s.data);
  }
  return buf;
}

static MlirWalkResult setLoc(MlirOperation op, void *userData) {
  mlirOperationSetLocation(op, *(MlirLocation *)userData);
  return MlirWalkResultAdvance;
}

void kernelIrSetLocations(MlirOperation op, MlirLocation loc) {
  mlirOperationWalk(op, setLoc, &loc, MlirWalkPreOrder);
}

void kernelIrInlineAt(MlirOperation call, MlirOperation fn) {
  MlirOperation copy = mlirOperationClone(fn);
  MlirBlock body = kernelIrBody(copy);
  for (intptr_t i = 0; i < mlirBlockGetNumArguments(body); ++i)
    mlirValueReplaceAllUsesOfWith(mlirBlockGetArgument(body, i), mlirOperationGetOperand(call, i));
  MlirOperation ret = mlirBlockGetTerminator(body);
  for (intptr_t j = 0; j < mlirOperationGetNumResults(call); ++j)
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(call, j),
                                  mlirOperationGetOperand(ret, j));
  for (MlirOperation b = mlirBlockGetFirstOperation(body);
       !mlirOperationIsNull(b) && !mlirOperationEqual(b, ret);) {
    MlirOperation next = mlirOperationGetNextInBlock(b);
    mlirOperationMoveBefore(b, call);
    b = next;
  }
  mlirOperationDestroy(call);
  mlirOperationDestroy(copy);
}

typedef struct {
  MlirStringRef name;
  MlirOperation *calls;
  int n, cap;
} CallSites;

static MlirWalkResult collectCall(MlirOperation op, void *data) {
  CallSites *c = data;
  MlirAttribute callee = hidetOpAttr(op, "callee");
  if (hidetOpIs(op, "func.call") && !mlirAttributeIsNull(callee) &&
      mlirAttributeIsAFlatSymbolRef(callee) &&
      mlirStringRefEqual(mlirFlatSymbolRefAttrGetValue(callee), c->name)) {
    if (c->n == c->cap) {
      c->cap = c->cap ? 2 * c->cap : 8;
      c->calls = realloc(c->calls, (size_t)c->cap * sizeof *c->calls);
      if (!c->calls)
        abort(); /* out of memory */
    }
    c->calls[c->n++] = op;
  }
  return MlirWalkResultAdvance;
}

void kernelIrInlineAtCalls(MlirOperation module, const char *callee, MlirOperation fn) {
  /* collected first: inlining erases the calls the walk would visit */
  CallSites sites = {mlirStringRefCreateFromCString(callee), NULL, 0, 0};
  mlirOperationWalk(module, collectCall, &sites, MlirWalkPreOrder);
  for (int i = 0; i < sites.n; ++i)
    kernelIrInlineAt(sites.calls[i], fn);
  free(sites.calls);
}
