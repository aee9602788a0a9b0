/*===-- emu_launch.c - Host side of hidet-gpu-to-emulator -----------------===*
 * A kernel's llvm.func takes its operands flattened the way
 * convert-gpu-to-nvvm lowers them: a memref becomes (allocated ptr, aligned
 * ptr, offset, sizes..., strides...), or one pointer under the bare-pointer
 * convention; index becomes i64. Each kernel gets a trampoline
 *   llvm.func @<kernel>__launch(%slots: !llvm.ptr)
 * that loads those values from 8-byte slots and calls the kernel; the
 * runtime runs the trampoline once per emulated thread.
 *
 * On the host, each gpu.launch_func becomes, still at the memref level:
 *   - slot stores of the flattened operands (memref metadata taken with
 *     memref.extract_strided_metadata / extract_aligned_pointer_as_index;
 *     the allocated pointer slot gets the aligned pointer, which is all a
 *     lowered kernel uses),
 *   - hidet_emu_register_buffer(base, bytes, operand) per memref operand,
 *     its bytes spanning the elements the layout can reach,
 *   - hidet_emu_launch(name, @trampoline, grid, block, dynamic smem, slots).
 *===----------------------------------------------------------------------===*/
#include "emu_lowering.h"

#include "hidet_internal.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/LLVM.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- Trampolines. ------------------------------------------------------ */
bool emuBuildTrampoline(EmuModule *m, EmuKernel *k, MlirLocation loc) {
  char base[300];
  snprintf(base, sizeof base, "%s__launch", k->function);
  emuUniqueName(m, base, k->trampoline, sizeof k->trampoline);
  intptr_t n = mlirLLVMFunctionTypeGetNumInputs(k->fnType);
  for (intptr_t i = 0; i < n; ++i) {
    MlirType t = mlirLLVMFunctionTypeGetInput(k->fnType, i);
    if (mlirTypeIsALLVMStructType(t) || mlirTypeIsAVector(t)) {
      hidetEmitErrorAt(loc, "kernel @%s::@%s: parameter #%d has an aggregate type, which the "
                            "emulator cannot pass",
                       k->module, k->kernel, (int)i);
      return false;
    }
  }
  MlirType ptr = emuPtr(m, 0);
  MlirType fnType = mlirLLVMFunctionTypeGet(emuVoid(m), 1, &ptr, false);
  MlirOperationState st = mlirOperationStateGet(mlirStringRefCreateFromCString("llvm.func"), loc);
  MlirNamedAttribute attrs[3] = {
      emuAttr(m, "sym_name", mlirStringAttrGet(m->ctx, mlirStringRefCreateFromCString(k->trampoline))),
      emuAttr(m, "function_type", mlirTypeAttrGet(fnType)),
      emuAttrText(m, "linkage", "#llvm.linkage<internal>"),
  };
  mlirOperationStateAddAttributes(&st, 3, attrs);
  MlirRegion region = mlirRegionCreate();
  MlirBlock block = mlirBlockCreate(1, &ptr, &loc);
  mlirRegionAppendOwnedBlock(region, block);
  mlirOperationStateAddOwnedRegions(&st, 1, &region);
  MlirOperation fn = mlirOperationCreate(&st);
  mlirBlockAppendOwnedOperation(m->body, fn);

  MlirOperationState rs = mlirOperationStateGet(mlirStringRefCreateFromCString("llvm.return"), loc);
  MlirOperation ret = mlirOperationCreate(&rs);
  mlirBlockAppendOwnedOperation(block, ret);
  EmuBuilder b = emuBuilderBefore(m, ret);
  MlirValue slots = mlirBlockGetArgument(block, 0);
  MlirValue *args = calloc((size_t)n + 1, sizeof *args);
  if (!args)
    return false;
  for (intptr_t i = 0; i < n; ++i)
    args[i] = emuLoad(&b, mlirLLVMFunctionTypeGetInput(k->fnType, i), emuBytePtr(&b, slots, 8 * i));
  emuCall(&b, k->function, n, args, emuVoid(m));
  free(args);
  return true;
}

/* ---- Host launches. ---------------------------------------------------- */
/* Values to store in slots; `isPtr` marks the ones (stored as i64) that
 * the kernel receives as pointers. */
typedef struct {
  MlirValue *v;
  bool *isPtr;
  int n, cap;
} ValueList;

static void pushKind(ValueList *l, MlirValue v, bool isPtr) {
  if (l->n == l->cap) {
    l->cap = l->cap ? 2 * l->cap : 16;
    l->v = realloc(l->v, (size_t)l->cap * sizeof *l->v);
    l->isPtr = realloc(l->isPtr, (size_t)l->cap * sizeof *l->isPtr);
    if (!l->v || !l->isPtr)
      abort(); /* out of memory while building IR */
  }
  l->isPtr[l->n] = isPtr;
  l->v[l->n++] = v;
}

static void push(ValueList *l, MlirValue v) { pushKind(l, v, false); }

/* Whether the flattened operands fit the kernel's parameter types. */
static bool matches(const ValueList *l, MlirType fnType) {
  if (l->n != mlirLLVMFunctionTypeGetNumInputs(fnType))
    return false;
  for (int i = 0; i < l->n; ++i) {
    MlirType p = mlirLLVMFunctionTypeGetInput(fnType, i);
    if (l->isPtr[i] ? !mlirTypeIsALLVMPointerType(p) : !mlirTypeEqual(p, mlirValueGetType(l->v[i])))
      return false;
  }
  return true;
}

static MlirValue arith(EmuBuilder *b, const char *name, MlirValue x, MlirValue y) {
  MlirValue ops[2] = {x, y};
  MlirType t = mlirValueGetType(x);
  return mlirOperationGetResult(emuOp(b, name, 2, ops, 1, &t, 0, NULL), 0);
}

static MlirValue indexConst(EmuBuilder *b, int64_t v) {
  MlirType t = mlirIndexTypeGet(b->m->ctx);
  MlirNamedAttribute a = emuAttr(b->m, "value", mlirIntegerAttrGet(t, v));
  return mlirOperationGetResult(emuOp(b, "arith.constant", 0, NULL, 1, &t, 1, &a), 0);
}

static MlirValue toI64(EmuBuilder *b, MlirValue index) {
  MlirType t = emuI(b->m, 64);
  return mlirOperationGetResult(emuOp(b, "arith.index_cast", 1, &index, 1, &t, 0, NULL), 0);
}

/* Bytes of one element of a memref, or 0 if the emulator cannot pass it. */
static int64_t elementBytes(MlirType t) {
  if (mlirTypeIsAIndex(t))
    return 8;
  if (mlirTypeIsAInteger(t))
    return (mlirIntegerTypeGetWidth(t) + 7) / 8;
  if (mlirTypeIsAFloat(t))
    return (mlirFloatTypeGetWidth(t) + 7) / 8;
  return 0;
}

typedef struct {
  MlirValue aligned, offset;
  MlirValue sizes[16], strides[16];
  int rank;
} MemrefParts;

static void memrefParts(EmuBuilder *b, MlirValue mr, MemrefParts *p) {
  MlirType t = mlirValueGetType(mr);
  MlirContext ctx = b->m->ctx;
  p->rank = (int)mlirShapedTypeGetRank(t);
  MlirType index = mlirIndexTypeGet(ctx);
  MlirType types[2 + 32];
  types[0] = mlirMemRefTypeContiguousGet(mlirShapedTypeGetElementType(t), 0, NULL,
                                         mlirMemRefTypeGetMemorySpace(t));
  for (int i = 0; i < 1 + 2 * p->rank; ++i)
    types[1 + i] = index;
  MlirOperation meta =
      emuOp(b, "memref.extract_strided_metadata", 1, &mr, 2 + 2 * p->rank, types, 0, NULL);
  p->offset = mlirOperationGetResult(meta, 1);
  for (int i = 0; i < p->rank; ++i) {
    p->sizes[i] = mlirOperationGetResult(meta, 2 + i);
    p->strides[i] = mlirOperationGetResult(meta, 2 + p->rank + i);
  }
  p->aligned = mlirOperationGetResult(
      emuOp(b, "memref.extract_aligned_pointer_as_index", 1, &mr, 1, &index, 0, NULL), 0);
}

/* The op whose parent is the module (the host function around `op`). */
static MlirOperation topLevelAncestor(EmuModule *m, MlirOperation op) {
  for (;;) {
    MlirOperation parent = mlirOperationGetParentOperation(op);
    if (mlirOperationIsNull(parent) || mlirOperationEqual(parent, m->module))
      return op;
    op = parent;
  }
}

static const EmuKernel *findKernel(const EmuKernel *ks, int n, MlirAttribute ref) {
  MlirStringRef root = mlirSymbolRefAttrGetRootReference(ref);
  if (mlirSymbolRefAttrGetNumNestedReferences(ref) != 1)
    return NULL;
  MlirStringRef leaf = mlirSymbolRefAttrGetLeafReference(ref);
  for (int i = 0; i < n; ++i)
    if (strlen(ks[i].module) == root.length && strncmp(ks[i].module, root.data, root.length) == 0 &&
        strlen(ks[i].kernel) == leaf.length && strncmp(ks[i].kernel, leaf.data, leaf.length) == 0)
      return &ks[i];
  return NULL;
}

static bool rewriteLaunch(EmuModule *m, MlirOperation launch, const EmuKernel *ks, int nk) {
  MlirAttribute ref = hidetOpAttr(launch, "kernel");
  if (mlirAttributeIsNull(ref) || !mlirAttributeIsASymbolRef(ref)) {
    hidetEmitOpError(launch, "has no kernel symbol");
    return false;
  }
  const EmuKernel *k = findKernel(ks, nk, ref);
  if (!k) {
    char text[256];
    hidetEmitOpError(launch, "launches %s, which is not a kernel of a gpu.module lowered to the "
                             "NVVM level in this module",
                     emuPrintAttr(ref, text, sizeof text));
    return false;
  }
  MlirAttribute seg = hidetOpAttr(launch, "operandSegmentSizes");
  if (mlirAttributeIsNull(seg) || mlirDenseArrayGetNumElements(seg) != 13) {
    hidetEmitOpError(launch, "has an operand layout this emulator does not know");
    return false;
  }
  int32_t s[13];
  for (int i = 0; i < 13; ++i)
    s[i] = mlirDenseI32ArrayGetElement(seg, i);
  if (s[0] != 0 || s[12] != 0 || mlirOperationGetNumResults(launch) != 0) {
    hidetEmitOpError(launch, "is asynchronous; the emulator runs only synchronous launches");
    return false;
  }
  if (s[7] || s[8] || s[9]) {
    hidetEmitOpError(launch, "uses thread-block clusters, which the emulator does not run");
    return false;
  }
  int first = 6 + s[10]; /* grid (3) + block (3) + dynamic shared memory */
  int numOperands = s[11];
  MlirValue dynSmem = s[10] ? mlirOperationGetOperand(launch, 6) : (MlirValue){NULL};

  EmuBuilder b = emuBuilderBefore(m, launch);
  /* Flatten the operands: the default convention, and the bare-pointer one. */
  ValueList full = {0}, bare = {0};
  ValueList bufBase = {0}, bufBytes = {0}, bufArg = {0};
  bool ok = true;
  for (int i = 0; i < numOperands && ok; ++i) {
    MlirValue v = mlirOperationGetOperand(launch, first + i);
    MlirType t = mlirValueGetType(v);
    if (mlirTypeIsAMemRef(t)) {
      int64_t es = elementBytes(mlirShapedTypeGetElementType(t));
      if (es == 0 || mlirShapedTypeGetRank(t) > 16) {
        char text[200];
        HidetStr ts = hidetPrintType(t);
        snprintf(text, sizeof text, "%s", ts.data);
        hidetStrFree(&ts);
        hidetEmitOpError(launch, "kernel operand #%d has type '%s', which the emulator cannot "
                                 "pass (scalar element types, rank <= 16)",
                         i, text);
        ok = false;
        break;
      }
      MemrefParts p;
      memrefParts(&b, v, &p);
      MlirValue aligned = toI64(&b, p.aligned);
      pushKind(&full, aligned, true);
      pushKind(&full, aligned, true);
      push(&full, toI64(&b, p.offset));
      for (int d = 0; d < p.rank; ++d)
        push(&full, toI64(&b, p.sizes[d]));
      for (int d = 0; d < p.rank; ++d)
        push(&full, toI64(&b, p.strides[d]));
      pushKind(&bare, aligned, true);
      /* Reachable span: elements offset .. offset + sum((size-1)*stride),
       * none if any size is 0. */
      MlirValue one = indexConst(&b, 1), zero = indexConst(&b, 0), esz = indexConst(&b, es);
      MlirValue extent = one, count = one;
      for (int d = 0; d < p.rank; ++d) {
        MlirValue sm1 = arith(&b, "arith.subi", p.sizes[d], one);
        extent = arith(&b, "arith.addi", extent, arith(&b, "arith.muli", sm1, p.strides[d]));
        count = arith(&b, "arith.muli", count, p.sizes[d]);
      }
      MlirType i1 = emuI(m, 1);
      MlirValue cmpOps[2] = {count, zero};
      MlirNamedAttribute pred = emuAttr(m, "predicate", mlirIntegerAttrGet(emuI(m, 64), 0));
      MlirValue empty = mlirOperationGetResult(emuOp(&b, "arith.cmpi", 2, cmpOps, 1, &i1, 1, &pred), 0);
      MlirValue bytes = arith(&b, "arith.muli", extent, esz);
      MlirValue selOps[3] = {empty, zero, bytes};
      MlirType idx = mlirIndexTypeGet(m->ctx);
      bytes = mlirOperationGetResult(emuOp(&b, "arith.select", 3, selOps, 1, &idx, 0, NULL), 0);
      MlirValue base = arith(&b, "arith.addi", p.aligned, arith(&b, "arith.muli", p.offset, esz));
      push(&bufBase, emuCast(&b, "llvm.inttoptr", toI64(&b, base), emuPtr(m, 0)));
      push(&bufBytes, toI64(&b, bytes));
      push(&bufArg, emuConstInt(&b, emuI(m, 32), i));
    } else if (mlirTypeIsAIndex(t)) {
      MlirValue x = toI64(&b, v);
      push(&full, x);
      push(&bare, x);
    } else if (mlirTypeIsAInteger(t) || mlirTypeIsAFloat(t)) {
      push(&full, v);
      push(&bare, v);
    } else {
      HidetStr ts = hidetPrintType(t);
      hidetEmitOpError(launch, "kernel operand #%d has type '%s', which the emulator cannot pass",
                       i, ts.data);
      hidetStrFree(&ts);
      ok = false;
    }
  }
  intptr_t numParams = mlirLLVMFunctionTypeGetNumInputs(k->fnType);
  const ValueList *flat = !ok                         ? NULL
                          : matches(&full, k->fnType) ? &full
                          : matches(&bare, k->fnType) ? &bare
                                                      : NULL;
  if (ok && !flat) {
    HidetStr ts = hidetPrintType(k->fnType);
    hidetEmitOpError(launch, "passes %d operands that flatten to %d values (%d with bare "
                             "pointers), which do not fit kernel @%s::@%s of type %s (%d "
                             "parameters)",
                     numOperands, full.n, bare.n, k->module, k->kernel, ts.data, (int)numParams);
    hidetStrFree(&ts);
    ok = false;
  }
  if (ok) {
    /* The slots live in the host function's entry block, so a launch in a
     * loop does not grow the stack. */
    MlirOperation host = topLevelAncestor(m, launch);
    MlirBlock entry = mlirRegionGetFirstBlock(mlirOperationGetRegion(host, 0));
    EmuBuilder eb = emuBuilderBefore(m, mlirBlockGetFirstOperation(entry));
    eb.loc = b.loc;
    MlirValue slots = emuAlloca(&eb, emuI(m, 64), flat->n > 0 ? flat->n : 1);
    for (int i = 0; i < flat->n; ++i)
      emuStore(&b, flat->v[i], emuBytePtr(&b, slots, 8 * (int64_t)i));
    MlirType regTypes[3] = {emuPtr(m, 0), emuI(m, 64), emuI(m, 32)};
    ok = emuDeclareFunction(m, b.loc, "hidet_emu_register_buffer", emuVoid(m), 3, regTypes);
    for (int i = 0; ok && i < bufBase.n; ++i) {
      MlirValue args[3] = {bufBase.v[i], bufBytes.v[i], bufArg.v[i]};
      emuCall(&b, "hidet_emu_register_buffer", 3, args, emuVoid(m));
    }
    MlirType launchTypes[10] = {emuPtr(m, 0), emuPtr(m, 0), emuI(m, 64), emuI(m, 64),
                                emuI(m, 64),  emuI(m, 64),  emuI(m, 64), emuI(m, 64),
                                emuI(m, 32),  emuPtr(m, 0)};
    ok = ok && emuDeclareFunction(m, b.loc, "hidet_emu_launch", emuVoid(m), 10, launchTypes);
    if (ok) {
      char name[300];
      snprintf(name, sizeof name, "%s::%s", k->module, k->kernel);
      MlirValue args[10];
      args[0] = emuStringConstant(&b, name);
      args[1] = emuAddressOf(&b, k->trampoline, emuPtr(m, 0));
      for (int i = 0; i < 6; ++i)
        args[2 + i] = toI64(&b, mlirOperationGetOperand(launch, i));
      args[8] = dynSmem.ptr ? dynSmem : emuConstInt(&b, emuI(m, 32), 0);
      args[9] = slots;
      emuCall(&b, "hidet_emu_launch", 10, args, emuVoid(m));
      mlirOperationDestroy(launch);
    }
  }
  ValueList *lists[5] = {&full, &bare, &bufBase, &bufBytes, &bufArg};
  for (int i = 0; i < 5; ++i) {
    free(lists[i]->v);
    free(lists[i]->isPtr);
  }
  return ok;
}

bool emuRewriteLaunches(EmuModule *m, const EmuKernel *kernels, int numKernels) {
  static const char *const kPrefixes[] = {"gpu.launch_func", NULL};
  MlirOperation *ops = NULL;
  int n = emuCollectOps(m->module, kPrefixes, &ops);
  bool ok = true;
  for (int i = 0; i < n; ++i)
    ok = rewriteLaunch(m, ops[i], kernels, numKernels) && ok;
  free(ops);
  return ok;
}
