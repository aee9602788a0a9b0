/*===-- launch_operands.c - gpu.launch_func operands as flat values -------===*
 * See launch_operands.h.
 *===----------------------------------------------------------------------===*/
#include "launch_operands.h"

#include "hidet_internal.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/LLVM.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void pushKind(LaunchValues *l, MlirValue v, LaunchKind kind) {
  if (l->n == l->cap) {
    l->cap = l->cap ? 2 * l->cap : 16;
    l->v = realloc(l->v, (size_t)l->cap * sizeof *l->v);
    l->kind = realloc(l->kind, (size_t)l->cap * sizeof *l->kind);
    if (!l->v || !l->kind)
      abort(); /* out of memory while building IR */
  }
  l->kind[l->n] = kind;
  l->v[l->n++] = v;
}

static void push(LaunchValues *l, MlirValue v) { pushKind(l, v, LAUNCH_SCALAR); }

void launchValuesFree(LaunchValues *l) {
  free(l->v);
  free(l->kind);
  memset(l, 0, sizeof *l);
}

void launchBuffersFree(LaunchBuffers *b) {
  launchValuesFree(&b->base);
  launchValuesFree(&b->bytes);
  launchValuesFree(&b->operand);
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

MlirValue launchToI64(EmuBuilder *b, MlirValue index) {
  MlirType t = emuI(b->m, 64);
  return mlirOperationGetResult(emuOp(b, "arith.index_cast", 1, &index, 1, &t, 0, NULL), 0);
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

/* The bytes a memref can reach: elements offset .. offset +
 * sum((size-1)*stride), none if any size is 0. `base` is an !llvm.ptr,
 * `bytes` an i64. */
static void spanOf(EmuBuilder *b, const MemrefParts *p, int64_t es, MlirValue *base,
                   MlirValue *bytesOut) {
  EmuModule *m = b->m;
  MlirValue one = indexConst(b, 1), zero = indexConst(b, 0), esz = indexConst(b, es);
  MlirValue extent = one, count = one;
  for (int d = 0; d < p->rank; ++d) {
    MlirValue sm1 = arith(b, "arith.subi", p->sizes[d], one);
    extent = arith(b, "arith.addi", extent, arith(b, "arith.muli", sm1, p->strides[d]));
    count = arith(b, "arith.muli", count, p->sizes[d]);
  }
  MlirType i1 = emuI(m, 1);
  MlirValue cmpOps[2] = {count, zero};
  MlirNamedAttribute pred = emuAttr(m, "predicate", mlirIntegerAttrGet(emuI(m, 64), 0));
  MlirValue empty = mlirOperationGetResult(emuOp(b, "arith.cmpi", 2, cmpOps, 1, &i1, 1, &pred), 0);
  MlirValue bytes = arith(b, "arith.muli", extent, esz);
  MlirValue selOps[3] = {empty, zero, bytes};
  MlirType idx = mlirIndexTypeGet(m->ctx);
  bytes = mlirOperationGetResult(emuOp(b, "arith.select", 3, selOps, 1, &idx, 0, NULL), 0);
  MlirValue start = arith(b, "arith.addi", p->aligned, arith(b, "arith.muli", p->offset, esz));
  *base = emuCast(b, "llvm.inttoptr", launchToI64(b, start), emuPtr(m, 0));
  *bytesOut = launchToI64(b, bytes);
}

bool launchMemrefSpan(EmuBuilder *b, MlirValue memref, MlirValue *base, MlirValue *bytes) {
  MlirType t = mlirValueGetType(memref);
  if (!mlirTypeIsAMemRef(t))
    return false;
  int64_t es = hidetElementBytes(mlirShapedTypeGetElementType(t));
  if (es == 0 || mlirShapedTypeGetRank(t) > 16)
    return false;
  MemrefParts p;
  memrefParts(b, memref, &p);
  spanOf(b, &p, es, base, bytes);
  return true;
}

bool launchReadLayout(MlirOperation launch, const char *target, LaunchLayout *l) {
  memset(l, 0, sizeof *l);
  MlirAttribute seg = hidetOpAttr(launch, "operandSegmentSizes");
  if (mlirAttributeIsNull(seg) || mlirDenseArrayGetNumElements(seg) != 13) {
    hidetEmitOpError(launch, "has an operand layout %s does not know", target);
    return false;
  }
  int32_t s[13];
  for (int i = 0; i < 13; ++i)
    s[i] = mlirDenseI32ArrayGetElement(seg, i);
  if (s[12] != 0) {
    hidetEmitOpError(launch, "launches on a stream object; %s runs launches in program order, "
                             "ordered by !gpu.async.token dependencies only",
                     target);
    return false;
  }
  l->numAsyncDeps = s[0];
  if (s[7] || s[8] || s[9]) {
    hidetEmitOpError(launch, "uses thread-block clusters, which %s does not run", target);
    return false;
  }
  for (int i = 0; i < 3; ++i) {
    l->grid[i] = mlirOperationGetOperand(launch, s[0] + i);
    l->block[i] = mlirOperationGetOperand(launch, s[0] + 3 + i);
  }
  l->dynamicSmem = s[10] ? mlirOperationGetOperand(launch, s[0] + 6) : (MlirValue){NULL};
  /* async dependencies, grid (3), block (3), dynamic shared memory */
  l->first = s[0] + 6 + s[10];
  l->numOperands = s[11];
  return true;
}

static void operandTypeError(MlirOperation launch, int i, MlirType t, const char *target,
                             const char *what) {
  HidetStr ts = hidetPrintType(t);
  hidetEmitOpError(launch, "kernel operand #%d has type '%s', which %s cannot pass%s", i, ts.data,
                   target, what);
  hidetStrFree(&ts);
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

/* An alloca of `count` elements of `type` at the start of the host
 * function around `launch` (once per launch, not per loop iteration). */
static MlirValue entryAllocaN(EmuBuilder *b, MlirOperation launch, MlirType type, int64_t count) {
  EmuModule *m = b->m;
  MlirOperation host = topLevelAncestor(m, launch);
  MlirBlock entry = mlirRegionGetFirstBlock(mlirOperationGetRegion(host, 0));
  EmuBuilder eb = emuBuilderBefore(m, mlirBlockGetFirstOperation(entry));
  eb.loc = b->loc;
  return emuAlloca(&eb, type, count);
}

static MlirValue entryAlloca(EmuBuilder *b, MlirOperation launch, MlirType type) {
  return entryAllocaN(b, launch, type, 1);
}

bool launchFlatten(EmuBuilder *b, MlirOperation launch, const LaunchLayout *l, const char *target,
                   LaunchValues *full, LaunchValues *bare, LaunchBuffers *buffers, bool aggregates) {
  EmuModule *m = b->m;
  for (int i = 0; i < l->numOperands; ++i) {
    MlirValue v = mlirOperationGetOperand(launch, l->first + i);
    MlirType t = mlirValueGetType(v);
    if (mlirTypeIsAMemRef(t)) {
      int64_t es = hidetElementBytes(mlirShapedTypeGetElementType(t));
      if (es == 0 || mlirShapedTypeGetRank(t) > 16) {
        operandTypeError(launch, i, t, target, " (scalar element types, rank <= 16)");
        return false;
      }
      MemrefParts p;
      memrefParts(b, v, &p);
      MlirValue aligned = launchToI64(b, p.aligned);
      pushKind(full, aligned, LAUNCH_POINTER);
      pushKind(full, aligned, LAUNCH_POINTER);
      push(full, launchToI64(b, p.offset));
      for (int d = 0; d < p.rank; ++d)
        push(full, launchToI64(b, p.sizes[d]));
      for (int d = 0; d < p.rank; ++d)
        push(full, launchToI64(b, p.strides[d]));
      pushKind(bare, aligned, LAUNCH_POINTER);
      if (!buffers)
        continue;
      MlirValue base, bytes;
      spanOf(b, &p, es, &base, &bytes);
      push(&buffers->base, base);
      push(&buffers->bytes, bytes);
      push(&buffers->operand, emuConstInt(b, emuI(m, 32), i));
    } else if (mlirTypeIsAIndex(t)) {
      MlirValue x = launchToI64(b, v);
      push(full, x);
      push(bare, x);
    } else if (mlirTypeIsAInteger(t) || mlirTypeIsAFloat(t)) {
      push(full, v);
      push(bare, v);
    } else if (mlirTypeIsALLVMPointerType(t)) {
      /* An opaque pointer (a TMA tensor map the host made) passes as its
       * 8 bytes, as a CUDA kernel parameter of pointer type does. */
      MlirValue x = emuCast(b, "llvm.ptrtoint", v, emuI(m, 64));
      pushKind(full, x, LAUNCH_POINTER);
      pushKind(bare, x, LAUNCH_POINTER);
    } else if (aggregates && (mlirTypeIsALLVMStructType(t) || mlirTypeIsAVector(t))) {
      /* An aggregate (a kernel outlined after nvgpu's lowering takes e.g.
       * a wgmma accumulator's initial struct): stored in a slot of the host
       * function's frame, its address passed. */
      MlirValue slot = entryAlloca(b, launch, t);
      emuStore(b, v, slot);
      MlirValue x = emuCast(b, "llvm.ptrtoint", slot, emuI(m, 64));
      pushKind(full, x, LAUNCH_AGGREGATE);
      pushKind(bare, x, LAUNCH_AGGREGATE);
    } else {
      operandTypeError(launch, i, t, target, "");
      return false;
    }
  }
  return true;
}

MlirValue launchStoreSlots(EmuBuilder *b, MlirOperation launch, const LaunchValues *flat) {
  EmuModule *m = b->m;
  MlirValue slots = entryAllocaN(b, launch, emuI(m, 64), flat->n > 0 ? flat->n : 1);
  for (int i = 0; i < flat->n; ++i)
    emuStore(b, flat->v[i], emuBytePtr(b, slots, 8 * (int64_t)i));
  return slots;
}
