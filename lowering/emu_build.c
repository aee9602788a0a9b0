/*===-- emu_build.c - LLVM-dialect building for hidet-gpu-to-emulator -----===*/
#include "emu_build.h"

#include "hidet_internal.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/LLVM.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *copyString(const char *s) {
  size_t n = strlen(s) + 1;
  char *c = malloc(n);
  if (!c)
    abort(); /* out of memory while building IR */
  return memcpy(c, s, n);
}

void emuModuleInit(EmuModule *m, MlirOperation module) {
  memset(m, 0, sizeof *m);
  m->ctx = mlirOperationGetContext(module);
  m->module = module;
  m->body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
}

void emuModuleFree(EmuModule *m) {
  for (int i = 0; i < m->numSites; ++i) {
    free(m->siteTexts[i]);
    free(m->siteNames[i]);
  }
  free(m->siteTexts);
  free(m->siteNames);
  m->siteTexts = m->siteNames = NULL;
  m->numSites = m->capSites = 0;
}

EmuBuilder emuBuilderBefore(EmuModule *m, MlirOperation anchor) {
  return (EmuBuilder){m, anchor, mlirOperationGetLocation(anchor)};
}

MlirType emuI(EmuModule *m, unsigned bits) { return mlirIntegerTypeGet(m->ctx, bits); }
MlirType emuPtr(EmuModule *m, unsigned addressSpace) {
  return mlirLLVMPointerTypeGet(m->ctx, addressSpace);
}
MlirType emuVoid(EmuModule *m) { return mlirLLVMVoidTypeGet(m->ctx); }

MlirNamedAttribute emuAttr(EmuModule *m, const char *name, MlirAttribute value) {
  return mlirNamedAttributeGet(
      mlirIdentifierGet(m->ctx, mlirStringRefCreateFromCString(name)), value);
}

MlirNamedAttribute emuAttrText(EmuModule *m, const char *name, const char *text) {
  return emuAttr(m, name, mlirAttributeParseGet(m->ctx, mlirStringRefCreateFromCString(text)));
}

static void insert(EmuBuilder *b, MlirOperation op) {
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(b->anchor), b->anchor, op);
}

MlirOperation emuOp(EmuBuilder *b, const char *name, intptr_t nOperands, const MlirValue *operands,
                    intptr_t nResults, const MlirType *results, intptr_t nAttrs,
                    const MlirNamedAttribute *attrs) {
  MlirOperationState st = mlirOperationStateGet(mlirStringRefCreateFromCString(name), b->loc);
  if (nOperands)
    mlirOperationStateAddOperands(&st, nOperands, operands);
  if (nResults)
    mlirOperationStateAddResults(&st, nResults, results);
  if (nAttrs)
    mlirOperationStateAddAttributes(&st, nAttrs, attrs);
  MlirOperation op = mlirOperationCreate(&st);
  insert(b, op);
  return op;
}

static MlirValue op1(EmuBuilder *b, const char *name, intptr_t nOperands, const MlirValue *operands,
                     MlirType result, intptr_t nAttrs, const MlirNamedAttribute *attrs) {
  return mlirOperationGetResult(emuOp(b, name, nOperands, operands, 1, &result, nAttrs, attrs), 0);
}

MlirValue emuConstInt(EmuBuilder *b, MlirType type, int64_t value) {
  MlirNamedAttribute a = emuAttr(b->m, "value", mlirIntegerAttrGet(type, value));
  return op1(b, "llvm.mlir.constant", 0, NULL, type, 1, &a);
}

MlirValue emuCall(EmuBuilder *b, const char *callee, intptr_t nArgs, const MlirValue *args,
                  MlirType result) {
  EmuModule *m = b->m;
  int32_t segments[2] = {(int32_t)nArgs, 0};
  MlirNamedAttribute attrs[3] = {
      emuAttr(m, "callee",
              mlirFlatSymbolRefAttrGet(m->ctx, mlirStringRefCreateFromCString(callee))),
      emuAttr(m, "operandSegmentSizes", mlirDenseI32ArrayGet(m->ctx, 2, segments)),
      emuAttr(m, "op_bundle_sizes", mlirDenseI32ArrayGet(m->ctx, 0, NULL)),
  };
  bool isVoid = mlirTypeEqual(result, mlirLLVMVoidTypeGet(m->ctx));
  MlirOperation op = emuOp(b, "llvm.call", nArgs, args, isVoid ? 0 : 1, &result, 3, attrs);
  return isVoid ? (MlirValue){NULL} : mlirOperationGetResult(op, 0);
}

MlirValue emuAlloca(EmuBuilder *b, MlirType elemType, int64_t count) {
  MlirValue n = emuConstInt(b, emuI(b->m, 64), count);
  MlirNamedAttribute attrs[2] = {emuAttr(b->m, "elem_type", mlirTypeAttrGet(elemType)),
                                 emuAttr(b->m, "alignment",
                                         mlirIntegerAttrGet(emuI(b->m, 64), 16))};
  return op1(b, "llvm.alloca", 1, &n, emuPtr(b->m, 0), 2, attrs);
}

void emuStore(EmuBuilder *b, MlirValue value, MlirValue ptr) {
  MlirValue ops[2] = {value, ptr};
  emuOp(b, "llvm.store", 2, ops, 0, NULL, 0, NULL);
}

MlirValue emuLoad(EmuBuilder *b, MlirType type, MlirValue ptr) {
  return op1(b, "llvm.load", 1, &ptr, type, 0, NULL);
}

MlirValue emuBytePtr(EmuBuilder *b, MlirValue ptr, int64_t byteOffset) {
  if (byteOffset == 0)
    return ptr;
  int32_t idx = (int32_t)byteOffset;
  MlirNamedAttribute attrs[2] = {
      emuAttr(b->m, "elem_type", mlirTypeAttrGet(emuI(b->m, 8))),
      emuAttr(b->m, "rawConstantIndices", mlirDenseI32ArrayGet(b->m->ctx, 1, &idx))};
  return op1(b, "llvm.getelementptr", 1, &ptr, mlirValueGetType(ptr), 2, attrs);
}

MlirValue emuSizeOf(EmuBuilder *b, MlirType type) {
  MlirType ptr = emuPtr(b->m, 0);
  MlirValue null = op1(b, "llvm.mlir.zero", 0, NULL, ptr, 0, NULL);
  int32_t one = 1;
  MlirNamedAttribute attrs[2] = {
      emuAttr(b->m, "elem_type", mlirTypeAttrGet(type)),
      emuAttr(b->m, "rawConstantIndices", mlirDenseI32ArrayGet(b->m->ctx, 1, &one))};
  MlirValue end = op1(b, "llvm.getelementptr", 1, &null, ptr, 2, attrs);
  return emuCast(b, "llvm.ptrtoint", end, emuI(b->m, 64));
}

MlirValue emuCast(EmuBuilder *b, const char *name, MlirValue v, MlirType to) {
  return op1(b, name, 1, &v, to, 0, NULL);
}

MlirValue emuBinary(EmuBuilder *b, const char *name, MlirValue x, MlirValue y) {
  MlirValue ops[2] = {x, y};
  return op1(b, name, 2, ops, mlirValueGetType(x), 0, NULL);
}

MlirValue emuExtractValue(EmuBuilder *b, MlirValue aggregate, int64_t index, MlirType type) {
  MlirNamedAttribute a =
      emuAttr(b->m, "position", mlirDenseI64ArrayGet(b->m->ctx, 1, &index));
  return op1(b, "llvm.extractvalue", 1, &aggregate, type, 1, &a);
}

MlirValue emuInsertValue(EmuBuilder *b, MlirValue aggregate, MlirValue v, int64_t index) {
  MlirValue ops[2] = {aggregate, v};
  MlirNamedAttribute a =
      emuAttr(b->m, "position", mlirDenseI64ArrayGet(b->m->ctx, 1, &index));
  return op1(b, "llvm.insertvalue", 2, ops, mlirValueGetType(aggregate), 1, &a);
}

MlirValue emuPoison(EmuBuilder *b, MlirType type) {
  return op1(b, "llvm.mlir.poison", 0, NULL, type, 0, NULL);
}

MlirValue emuAddressOf(EmuBuilder *b, const char *symbol, MlirType ptrType) {
  MlirNamedAttribute a = emuAttr(
      b->m, "global_name", mlirFlatSymbolRefAttrGet(b->m->ctx, mlirStringRefCreateFromCString(symbol)));
  return op1(b, "llvm.mlir.addressof", 0, NULL, ptrType, 1, &a);
}

MlirOperation emuLookup(EmuModule *m, const char *name) {
  for (MlirOperation op = mlirBlockGetFirstOperation(m->body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    MlirAttribute n = mlirOperationGetAttributeByName(
        op, mlirSymbolTableGetSymbolAttributeName());
    if (!mlirAttributeIsNull(n) && mlirAttributeIsAString(n)) {
      MlirStringRef s = mlirStringAttrGetValue(n);
      if (s.length == strlen(name) && strncmp(s.data, name, s.length) == 0)
        return op;
    }
  }
  return (MlirOperation){NULL};
}

void emuUniqueName(EmuModule *m, const char *base, char *out, size_t outSize) {
  snprintf(out, outSize, "%s", base);
  while (!mlirOperationIsNull(emuLookup(m, out)))
    snprintf(out, outSize, "%s_%d", base, ++m->numNames);
}

/* Appends a new module-level op (before nothing: at the end of the body). */
static MlirOperation appendToModule(EmuModule *m, MlirOperationState *st) {
  MlirOperation op = mlirOperationCreate(st);
  mlirBlockAppendOwnedOperation(m->body, op);
  return op;
}

MlirValue emuStringConstant(EmuBuilder *b, const char *text) {
  EmuModule *m = b->m;
  for (int i = 0; i < m->numSites; ++i)
    if (strcmp(m->siteTexts[i], text) == 0)
      return emuAddressOf(b, m->siteNames[i], emuPtr(m, 0));
  char name[64];
  emuUniqueName(m, "__hidet_emu_str", name, sizeof name);
  size_t len = strlen(text);
  MlirLocation loc = mlirLocationUnknownGet(m->ctx);
  MlirOperationState st =
      mlirOperationStateGet(mlirStringRefCreateFromCString("llvm.mlir.global"), loc);
  MlirNamedAttribute attrs[5] = {
      emuAttr(m, "sym_name", mlirStringAttrGet(m->ctx, mlirStringRefCreateFromCString(name))),
      emuAttr(m, "global_type",
              mlirTypeAttrGet(mlirLLVMArrayTypeGet(emuI(m, 8), (unsigned)len + 1))),
      emuAttr(m, "value", mlirStringAttrGet(m->ctx, mlirStringRefCreate(text, len + 1))),
      emuAttrText(m, "linkage", "#llvm.linkage<internal>"),
      emuAttr(m, "constant", mlirUnitAttrGet(m->ctx)),
  };
  mlirOperationStateAddAttributes(&st, 5, attrs);
  MlirRegion region = mlirRegionCreate();
  mlirOperationStateAddOwnedRegions(&st, 1, &region);
  appendToModule(m, &st);
  if (m->numSites == m->capSites) {
    int cap = m->capSites ? 2 * m->capSites : 64;
    m->siteTexts = realloc(m->siteTexts, (size_t)cap * sizeof *m->siteTexts);
    m->siteNames = realloc(m->siteNames, (size_t)cap * sizeof *m->siteNames);
    if (!m->siteTexts || !m->siteNames)
      abort(); /* out of memory while building IR: nothing sensible to do */
    m->capSites = cap;
  }
  m->siteTexts[m->numSites] = copyString(text);
  m->siteNames[m->numSites] = copyString(name);
  m->numSites++;
  return emuAddressOf(b, name, emuPtr(m, 0));
}

MlirValue emuSiteString(EmuBuilder *b, const char *what) {
  char file[256], text[400];
  int line = 0, col = 0;
  if (hidetLocationResolve(b->loc, file, sizeof file, &line, &col))
    snprintf(text, sizeof text, "%s:%d:%d (%s)", file, line, col, what);
  else
    snprintf(text, sizeof text, "<unknown location> (%s)", what);
  return emuStringConstant(b, text);
}

bool emuDeclareFunction(EmuModule *m, MlirLocation loc, const char *name, MlirType result,
                        intptr_t nArgs, const MlirType *args) {
  MlirType fnType = mlirLLVMFunctionTypeGet(result, nArgs, args, false);
  MlirOperation existing = emuLookup(m, name);
  if (!mlirOperationIsNull(existing)) {
    char opName[64];
    MlirAttribute t = mlirOperationGetAttributeByName(
        existing, mlirStringRefCreateFromCString("function_type"));
    if (strcmp(hidetOpName(existing, opName, sizeof opName), "llvm.func") == 0 &&
        !mlirAttributeIsNull(t) && mlirTypeEqual(mlirTypeAttrGetValue(t), fnType))
      return true;
    hidetEmitErrorAt(mlirOperationGetLocation(existing),
                     "the symbol @%s is reserved for the emulator runtime but is defined here "
                     "with another type",
                     name);
    (void)loc;
    return false;
  }
  MlirOperationState st = mlirOperationStateGet(mlirStringRefCreateFromCString("llvm.func"),
                                                mlirLocationUnknownGet(m->ctx));
  MlirNamedAttribute attrs[3] = {
      emuAttr(m, "sym_name", mlirStringAttrGet(m->ctx, mlirStringRefCreateFromCString(name))),
      emuAttr(m, "function_type", mlirTypeAttrGet(fnType)),
      emuAttrText(m, "linkage", "#llvm.linkage<external>"),
  };
  mlirOperationStateAddAttributes(&st, 3, attrs);
  MlirRegion region = mlirRegionCreate();
  mlirOperationStateAddOwnedRegions(&st, 1, &region);
  appendToModule(m, &st);
  return true;
}

const char *emuStringAttr(MlirOperation op, const char *name, char *buf, size_t size) {
  MlirAttribute a = mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString(name));
  buf[0] = '\0';
  if (!mlirAttributeIsNull(a) && mlirAttributeIsAString(a)) {
    MlirStringRef s = mlirStringAttrGetValue(a);
    snprintf(buf, size, "%.*s", (int)s.length, s.data);
  }
  return buf;
}

const char *emuPrintAttr(MlirAttribute attr, char *buf, size_t size) {
  HidetStr s = hidetPrintAttribute(attr);
  snprintf(buf, size, "%s", s.data ? s.data : "");
  hidetStrFree(&s);
  return buf;
}

/* The runtime takes generic pointers; NVVM code has them in address spaces
 * 1 (global) and 3 (shared) as well. The x86 backend treats every address
 * space as plain memory, so the casts are no-ops there. */
static MlirValue generic(EmuBuilder *b, MlirValue v) {
  MlirType t = mlirValueGetType(v);
  if (!mlirTypeIsALLVMPointerType(t) || mlirLLVMPointerTypeGetAddressSpace(t) == 0)
    return v;
  return emuCast(b, "llvm.addrspacecast", v, emuPtr(b->m, 0));
}

/* Declares a runtime function (once) and calls it. Pointer arguments are
 * cast to generic pointers; a pointer result is cast to `result`'s space. */
MlirValue emuCallRuntime(EmuBuilder *b, const char *name, MlirType result, intptr_t n,
                             const MlirValue *args, bool *ok) {
  MlirType types[16];
  MlirValue cast[16];
  for (intptr_t i = 0; i < n; ++i) {
    cast[i] = generic(b, args[i]);
    types[i] = mlirValueGetType(cast[i]);
  }
  bool ptrResult = mlirTypeIsALLVMPointerType(result);
  MlirType declared = ptrResult ? emuPtr(b->m, 0) : result;
  if (!emuDeclareFunction(b->m, b->loc, name, declared, n, types)) {
    *ok = false;
    return (MlirValue){NULL};
  }
  MlirValue v = emuCall(b, name, n, cast, declared);
  if (ptrResult && !mlirTypeEqual(declared, result))
    v = emuCast(b, "llvm.addrspacecast", v, result);
  return v;
}
