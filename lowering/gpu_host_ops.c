/*===-- gpu_host_ops.c - Host-side gpu ops for the emulator and CUDA ------===*
 * Besides their launches, upstream programs' host code holds gpu ops that
 * register, allocate, copy, set and wait. Both host lowerings (the
 * emulator's and the CUDA target's) turn them, still at the memref level,
 * into calls of their runtime, `<rt>` being hidet_emu or hidet_cuda:
 *   gpu.launch_func [async]     -> the target's launch rewrite
 *   gpu.host_register %m        -> <rt>_host_register(base, bytes, site)
 *                                  (bytes -1 for an unranked memref whose
 *                                  ranked source is not in sight)
 *   gpu.host_unregister %m      -> <rt>_host_unregister(base, site)
 *   gpu.alloc [host_shared]     -> memref.alloc; on the emulator also
 *                                  hidet_emu_device_alloc (poisons the
 *                                  buffer and records it). On CUDA the
 *                                  target's memref.alloc is device memory.
 *   gpu.dealloc %m              -> memref.dealloc; on the emulator inside
 *                                  scf.if (hidet_emu_device_free(..) != 0)
 *   gpu.memcpy %dst, %src       -> <rt>_memcpy(dst, bytes, src, bytes, site)
 *   gpu.memset %dst, %v         -> <rt>_memset(dst, count, size, bits, site)
 *   gpu.wait [%deps]            -> nothing on the emulator; on CUDA
 *                                  hidet_cuda_wait(site) (synchronizes)
 *   gpu.wait async [%deps]      -> nothing
 * Both targets run the ops in program order (the emulator each to
 * completion, CUDA on one stream), which every token order allows, so the
 * asynchronous forms need no more than the synchronous ones. Tokens may
 * only flow into these ops (as dependencies); a token that reaches anything
 * else (a function result, a loop-carried value) is an error at that user.
 * Any other gpu op on the host is an error naming it.
 *===----------------------------------------------------------------------===*/
#include "gpu_host_ops.h"
#include "emu_lowering.h"
#include "launch_operands.h"

#include "hidet_internal.h"

#include "mlir-c/AffineMap.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/GPU.h"
#include "mlir-c/Dialect/LLVM.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const kHostOps[] = {"gpu.launch_func", "gpu.host_register", "gpu.host_unregister",
                                       "gpu.alloc", "gpu.dealloc", "gpu.memcpy", "gpu.memset",
                                       "gpu.wait", NULL};

/* "<rt>_<what>" for the target's runtime. */
static const char *rtName(const HostOpsTarget *t, const char *what) {
  static char buf[4][64];
  static int next;
  char *b = buf[next];
  next = (next + 1) % 4;
  snprintf(b, sizeof buf[0], "%s_%s", t->isEmulator ? "hidet_emu" : "hidet_cuda", what);
  return b;
}


/* Declares (once) and calls a runtime function of runtime/emulator.h. */
static MlirValue call(EmuBuilder *b, const char *name, MlirType result, intptr_t n,
                      const MlirValue *args, bool *ok) {
  MlirType types[8];
  for (intptr_t i = 0; i < n; ++i)
    types[i] = mlirValueGetType(args[i]);
  if (!emuDeclareFunction(b->m, b->loc, name, result, n, types)) {
    *ok = false;
    return (MlirValue){NULL};
  }
  return emuCall(b, name, n, args, result);
}

/* The memref operand as a ranked memref: an unranked one is traced back
 * through memref.cast to its ranked source, when there is one. */
static MlirValue rankedSource(MlirValue v) {
  while (!mlirTypeIsAMemRef(mlirValueGetType(v)) && mlirValueIsAOpResult(v) &&
         hidetOpIs(mlirOpResultGetOwner(v), "memref.cast"))
    v = mlirOperationGetOperand(mlirOpResultGetOwner(v), 0);
  return v;
}

/* Base pointer and byte count of a memref operand; bytes is -1 for an
 * unranked memref without a ranked source. */
static bool span(EmuBuilder *b, MlirOperation op, MlirValue v, MlirValue *base, MlirValue *bytes) {
  MlirValue ranked = rankedSource(v);
  if (mlirTypeIsAMemRef(mlirValueGetType(ranked))) {
    if (launchMemrefSpan(b, ranked, base, bytes))
      return true;
    HidetStr ts = hidetPrintType(mlirValueGetType(ranked));
    hidetEmitOpError(op, "has a memref operand of type '%s', which the host lowering cannot "
                         "handle (scalar element types, rank <= 16)",
                     ts.data);
    hidetStrFree(&ts);
    return false;
  }
  MlirType index = mlirIndexTypeGet(b->m->ctx);
  MlirValue p = mlirOperationGetResult(
      emuOp(b, "memref.extract_aligned_pointer_as_index", 1, &v, 1, &index, 0, NULL), 0);
  *base = emuCast(b, "llvm.inttoptr", launchToI64(b, p), emuPtr(b->m, 0));
  *bytes = emuConstInt(b, emuI(b->m, 64), -1);
  return true;
}

/* memref.alloc with the same type and operands as a gpu.alloc. */
static MlirValue allocLike(EmuBuilder *b, MlirOperation alloc, int32_t numDeps, int32_t numDyn,
                           int32_t numSym) {
  EmuModule *m = b->m;
  MlirValue operands[64];
  int32_t n = numDyn + numSym;
  for (int32_t i = 0; i < n && i < 64; ++i)
    operands[i] = mlirOperationGetOperand(alloc, numDeps + i);
  int32_t seg[2] = {numDyn, numSym};
  MlirNamedAttribute attr = emuAttr(m, "operandSegmentSizes", mlirDenseI32ArrayGet(m->ctx, 2, seg));
  MlirType t = mlirValueGetType(mlirOperationGetResult(alloc, 0));
  return mlirOperationGetResult(emuOp(b, "memref.alloc", n, operands, 1, &t, 1, &attr), 0);
}

static bool rewriteAlloc(EmuBuilder *b, MlirOperation op, const HostOpsTarget *t) {
  EmuModule *m = b->m;
  MlirAttribute segAttr = hidetOpAttr(op, "operandSegmentSizes");
  if (mlirAttributeIsNull(segAttr) || mlirDenseArrayGetNumElements(segAttr) != 3) {
    hidetEmitOpError(op, "has an operand layout the host lowering does not know");
    return false;
  }
  int32_t deps = mlirDenseI32ArrayGetElement(segAttr, 0), dyn = mlirDenseI32ArrayGetElement(segAttr, 1),
          sym = mlirDenseI32ArrayGetElement(segAttr, 2);
  if (dyn + sym > 64) {
    hidetEmitOpError(op, "has too many size operands");
    return false;
  }
  MlirValue mem = allocLike(b, op, deps, dyn, sym);
  mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, 0), mem);
  if (!t->isEmulator)
    return true;
  MlirValue base, bytes;
  if (!span(b, op, mem, &base, &bytes))
    return false;
  bool ok = true;
  MlirValue args[4] = {base, bytes, emuConstInt(b, emuI(m, 32), hidetOpAttr(op, "hostShared").ptr != NULL),
                       emuSiteString(b, "gpu.alloc")};
  call(b, "hidet_emu_device_alloc", emuVoid(m), 4, args, &ok);
  return ok;
}

/* scf.if %cond { memref.dealloc %mem } before b's anchor. */
static void deallocIf(EmuBuilder *b, MlirValue cond, MlirValue mem) {
  MlirRegion thenRegion = mlirRegionCreate(), elseRegion = mlirRegionCreate();
  MlirBlock block = mlirBlockCreate(0, NULL, NULL);
  mlirRegionAppendOwnedBlock(thenRegion, block);
  MlirOperationState ds = mlirOperationStateGet(mlirStringRefCreateFromCString("memref.dealloc"), b->loc);
  mlirOperationStateAddOperands(&ds, 1, &mem);
  mlirBlockAppendOwnedOperation(block, mlirOperationCreate(&ds));
  MlirOperationState ys = mlirOperationStateGet(mlirStringRefCreateFromCString("scf.yield"), b->loc);
  mlirBlockAppendOwnedOperation(block, mlirOperationCreate(&ys));
  MlirOperationState is = mlirOperationStateGet(mlirStringRefCreateFromCString("scf.if"), b->loc);
  mlirOperationStateAddOperands(&is, 1, &cond);
  MlirRegion regions[2] = {thenRegion, elseRegion};
  mlirOperationStateAddOwnedRegions(&is, 2, regions);
  MlirOperation ifOp = mlirOperationCreate(&is);
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(b->anchor), b->anchor, ifOp);
}

static bool rewriteDealloc(EmuBuilder *b, MlirOperation op, const HostOpsTarget *t) {
  EmuModule *m = b->m;
  intptr_t n = mlirOperationGetNumOperands(op);
  MlirValue mem = mlirOperationGetOperand(op, n - 1);
  if (!t->isEmulator) {
    emuOp(b, "memref.dealloc", 1, &mem, 0, NULL, 0, NULL);
    return true;
  }
  MlirValue base, bytes;
  if (!span(b, op, mem, &base, &bytes))
    return false;
  bool ok = true;
  MlirValue args[2] = {base, emuSiteString(b, "gpu.dealloc")};
  MlirValue freed = call(b, "hidet_emu_device_free", emuI(m, 32), 2, args, &ok);
  if (!ok)
    return false;
  MlirValue cmp[2] = {freed, emuConstInt(b, emuI(m, 32), 0)};
  MlirType i1 = emuI(m, 1);
  MlirNamedAttribute ne = emuAttr(m, "predicate", mlirIntegerAttrGet(emuI(m, 64), 1));
  MlirValue cond = mlirOperationGetResult(emuOp(b, "arith.cmpi", 2, cmp, 1, &i1, 1, &ne), 0);
  deallocIf(b, cond, mem);
  return true;
}

/* gpu.memcpy and gpu.memset need contiguous memrefs, as on CUDA. */
static bool contiguous(MlirOperation op, MlirValue v, const char *what) {
  MlirType t = mlirValueGetType(v);
  if (mlirTypeIsAMemRef(t) && mlirAffineMapIsIdentity(mlirMemRefTypeGetAffineMap(t)))
    return true;
  HidetStr ts = hidetPrintType(t);
  hidetEmitOpError(op, "%s has type '%s'; gpu.memcpy and gpu.memset take only ranked memrefs "
                       "with the identity layout (contiguous)",
                   what, ts.data);
  hidetStrFree(&ts);
  return false;
}

static bool rewriteMemcpy(EmuBuilder *b, MlirOperation op, const HostOpsTarget *t) {
  intptr_t n = mlirOperationGetNumOperands(op);
  MlirValue dst = mlirOperationGetOperand(op, n - 2), src = mlirOperationGetOperand(op, n - 1);
  if (!contiguous(op, dst, "the destination") || !contiguous(op, src, "the source"))
    return false;
  MlirValue db, dn, sb, sn;
  if (!span(b, op, dst, &db, &dn) || !span(b, op, src, &sb, &sn))
    return false;
  bool ok = true;
  MlirValue args[5] = {db, dn, sb, sn, emuSiteString(b, "gpu.memcpy")};
  call(b, rtName(t, "memcpy"), emuVoid(b->m), 5, args, &ok);
  return ok;
}

static bool rewriteMemset(EmuBuilder *b, MlirOperation op, const HostOpsTarget *t) {
  EmuModule *m = b->m;
  intptr_t n = mlirOperationGetNumOperands(op);
  MlirValue dst = mlirOperationGetOperand(op, n - 2), value = mlirOperationGetOperand(op, n - 1);
  if (!contiguous(op, dst, "the destination"))
    return false;
  MlirType vt = mlirValueGetType(value);
  int64_t es = hidetElementBytes(vt);
  /* The driver sets 8-, 16- and 32-bit patterns (cuMemsetD8/16/32). */
  if (es != 1 && es != 2 && es != 4 && (es != 8 || !t->isEmulator)) {
    HidetStr ts = hidetPrintType(vt);
    hidetEmitOpError(op, "sets elements of type '%s'; %s sets %s elements", ts.data, t->name,
                     t->isEmulator ? "8-, 16-, 32- and 64-bit" : "8-, 16- and 32-bit");
    hidetStrFree(&ts);
    return false;
  }
  MlirValue db, dn;
  if (!span(b, op, dst, &db, &dn))
    return false;
  /* The value's bits, zero-extended to i64. */
  MlirType i64 = emuI(m, 64), iN = emuI(m, (unsigned)(8 * es));
  MlirValue bits = value;
  if (mlirTypeIsAIndex(vt))
    bits = mlirOperationGetResult(emuOp(b, "arith.index_cast", 1, &value, 1, &i64, 0, NULL), 0);
  else if (mlirTypeIsAFloat(vt))
    bits = mlirOperationGetResult(emuOp(b, "arith.bitcast", 1, &value, 1, &iN, 0, NULL), 0);
  if (es < 8)
    bits = mlirOperationGetResult(emuOp(b, "arith.extui", 1, &bits, 1, &i64, 0, NULL), 0);
  MlirValue count = emuBinary(b, "llvm.udiv", dn, emuConstInt(b, i64, es));
  bool ok = true;
  MlirValue args[5] = {db, count, emuConstInt(b, emuI(m, 32), es), bits, emuSiteString(b, "gpu.memset")};
  call(b, rtName(t, "memset"), emuVoid(m), 5, args, &ok);
  return ok;
}

static bool rewriteRegister(EmuBuilder *b, MlirOperation op, bool unregister,
                            const HostOpsTarget *t) {
  MlirValue base, bytes;
  if (!span(b, op, mlirOperationGetOperand(op, 0), &base, &bytes))
    return false;
  bool ok = true;
  if (unregister) {
    MlirValue args[2] = {base, emuSiteString(b, "gpu.host_unregister")};
    call(b, rtName(t, "host_unregister"), emuVoid(b->m), 2, args, &ok);
  } else {
    MlirValue args[3] = {base, bytes, emuSiteString(b, "gpu.host_register")};
    call(b, rtName(t, "host_register"), emuVoid(b->m), 3, args, &ok);
  }
  return ok;
}

/* A synchronous gpu.wait waits for the device on CUDA; the emulator has
 * nothing to wait for. */
static bool rewriteWait(EmuBuilder *b, MlirOperation op, const HostOpsTarget *t) {
  if (t->isEmulator || mlirOperationGetNumResults(op) != 0)
    return true;
  bool ok = true;
  MlirValue site = emuSiteString(b, "gpu.wait");
  call(b, "hidet_cuda_wait", emuVoid(b->m), 1, &site, &ok);
  return ok;
}

static bool isHostOp(MlirOperation op) {
  for (const char *const *p = kHostOps; *p; ++p)
    if (hidetOpIs(op, *p))
      return true;
  return false;
}

bool hostOpIsRewritten(MlirOperation op) { return isHostOp(op); }

/* Every use of a token result must be one of the ops being erased. */
static bool checkTokens(MlirOperation op, const HostOpsTarget *t) {
  for (intptr_t r = 0; r < mlirOperationGetNumResults(op); ++r) {
    MlirValue v = mlirOperationGetResult(op, r);
    if (!mlirTypeIsAGPUAsyncTokenType(mlirValueGetType(v)))
      continue;
    for (MlirOpOperand u = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(u); u = mlirOpOperandGetNextUse(u)) {
      MlirOperation user = mlirOpOperandGetOwner(u);
      if (isHostOp(user))
        continue;
      char name[128];
      hidetEmitOpError(user, "uses a !gpu.async.token; %s runs gpu ops in program order and "
                             "takes tokens only as dependencies of gpu.launch_func, gpu.wait, "
                             "gpu.alloc, gpu.dealloc, gpu.memcpy and gpu.memset (not of '%s')",
                       t->name, hidetOpName(user, name, sizeof name));
      return false;
    }
  }
  return true;
}

/* Upstream's nvgpu.tma.create.descriptor lowering calls
 * mgpuTensorMapEncodeTiledMemref; each runtime defines it under its own
 * name (both runtimes link into hidet-run), so the declaration and its calls
 * are renamed to the target's. */
static void renameTensorMapEncode(EmuModule *m, const HostOpsTarget *t) {
  const char *to = t->isEmulator ? "hidet_emu_tensor_map_encode" : "hidet_cuda_tensor_map_encode";
  MlirOperation decl = emuLookup(m, "mgpuTensorMapEncodeTiledMemref");
  if (mlirOperationIsNull(decl))
    return;
  MlirStringRef toRef = mlirStringRefCreateFromCString(to);
  mlirOperationSetAttributeByName(decl, mlirSymbolTableGetSymbolAttributeName(), mlirStringAttrGet(m->ctx, toRef));
  static const char *const kCalls[] = {"llvm.call", NULL};
  MlirOperation *calls = NULL;
  int n = hidetCollectOps(m->module, kCalls, &calls);
  for (int i = 0; i < n; ++i) {
    MlirAttribute callee = hidetOpAttr(calls[i], "callee");
    if (mlirAttributeIsNull(callee) || !mlirAttributeIsAFlatSymbolRef(callee))
      continue;
    MlirStringRef c = mlirFlatSymbolRefAttrGetValue(callee);
    if (c.length == strlen("mgpuTensorMapEncodeTiledMemref") &&
        strncmp(c.data, "mgpuTensorMapEncodeTiledMemref", c.length) == 0)
      mlirOperationSetAttributeByName(calls[i], mlirStringRefCreateFromCString("callee"),
                                      mlirFlatSymbolRefAttrGet(m->ctx, toRef));
  }
  free(calls);
}

bool hostOpsRewrite(EmuModule *m, const HostOpsTarget *t) {
  renameTensorMapEncode(m, t);
  static const char *const kPrefixes[] = {"gpu.", NULL};
  MlirOperation *ops = NULL;
  int n = hidetCollectOps(m->module, kPrefixes, &ops);
  bool ok = true;
  for (int i = 0; i < n; ++i) {
    MlirOperation op = ops[i];
    EmuBuilder b = emuBuilderBefore(m, op);
    char name[128];
    hidetOpName(op, name, sizeof name);
    bool one;
    if (strcmp(name, "gpu.launch_func") == 0)
      one = t->rewriteLaunch(t->ctx, op);
    else if (strcmp(name, "gpu.host_register") == 0)
      one = rewriteRegister(&b, op, false, t);
    else if (strcmp(name, "gpu.host_unregister") == 0)
      one = rewriteRegister(&b, op, true, t);
    else if (strcmp(name, "gpu.alloc") == 0)
      one = rewriteAlloc(&b, op, t);
    else if (strcmp(name, "gpu.dealloc") == 0)
      one = rewriteDealloc(&b, op, t);
    else if (strcmp(name, "gpu.memcpy") == 0)
      one = rewriteMemcpy(&b, op, t);
    else if (strcmp(name, "gpu.memset") == 0)
      one = rewriteMemset(&b, op, t);
    else if (strcmp(name, "gpu.wait") == 0)
      one = rewriteWait(&b, op, t);
    else {
      hidetEmitOpError(op, "is not supported on the host by %s (it runs gpu.launch_func, "
                           "gpu.host_register/unregister, gpu.alloc, gpu.dealloc, gpu.memcpy, "
                           "gpu.memset and gpu.wait)",
                       t->name);
      one = false;
    }
    ok = one && ok;
  }
  for (int i = 0; ok && i < n; ++i)
    ok = checkTokens(ops[i], t);
  /* Users before producers: a token's users are erased before it is. */
  for (int i = n - 1; ok && i >= 0; --i)
    mlirOperationDestroy(ops[i]);
  free(ops);
  return ok;
}
