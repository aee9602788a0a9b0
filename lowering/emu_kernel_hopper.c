/*===-- emu_kernel_hopper.c - sm_90 NVVM ops -> emulator runtime calls -----===*
 * The kernel-side rewrites of hidet-gpu-to-emulator for what Hopper adds
 * (runtime/emu_mbarrier.c, runtime/emu_tma.c):
 *   nvvm.mbarrier.init / inval / arrive[.nocomplete] / arrive.expect_tx /
 *     expect_tx / complete_tx        -> hidet_emu_mbarrier_*
 *   nvvm.mbarrier.try_wait.parity / try_wait / test.wait
 *                                    -> hidet_emu_mbarrier_wait (blocking or
 *                                       not)
 *   nvvm.cp.async.bulk.tensor.shared.cluster.global (tile mode)
 *                                    -> hidet_emu_tma_load
 *   nvvm.cp.async.bulk.tensor.global.shared.cta (tile mode)
 *                                    -> hidet_emu_tma_store
 *   nvvm.cp.async.bulk.commit.group / wait_group
 *                                    -> hidet_emu_bulk_commit / _wait
 *   nvvm.elect.sync                  -> hidet_emu_elect
 *   nvvm.wgmma.mma_async             -> hidet_emu_wgmma, the accumulator
 *                                       struct through a stack array
 *   nvvm.wgmma.fence/commit/wait     -> dropped: the emulator completes a
 *                                       wgmma when it issues
 *   nvvm.fence.proxy (async kinds)   -> hidet_emu_fence_proxy_async; a kernel
 *                                       with wgmma or TMA stores calls
 *                                       hidet_emu_proxy_track at its entry
 *   nvvm.setmaxregister              -> dropped: registers are not a
 *                                       resource on the CPU (the NVVM
 *                                       verifier checks the count)
 *   nvvm.prefetch (tensormap), nvvm.cp.async.bulk.tensor.prefetch
 *                                    -> dropped (cache hints)
 * Coordinates go to the runtime through a stack array of i32; PTX
 * predicates (the optional `predicate` operand) as an i32 argument.
 *===----------------------------------------------------------------------===*/
#include "emu_lowering.h"
#include "emulator.h"

#include "hidet_internal.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/LLVM.h"

#include <stdio.h>
#include <string.h>

static MlirValue i32c(EmuBuilder *b, int64_t v) { return emuConstInt(b, emuI(b->m, 32), v); }

static void replaceAndErase(MlirOperation op, MlirValue v) {
  if (mlirOperationGetNumResults(op) == 1 && v.ptr)
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, 0), v);
  mlirOperationDestroy(op);
}

/* An i1 predicate as the runtime's i32 flag; 1 when absent. */
static MlirValue predArg(EmuBuilder *b, MlirValue pred) {
  return pred.ptr ? emuCast(b, "llvm.zext", pred, emuI(b->m, 32)) : i32c(b, 1);
}

/* Operand segment k of an op with operandSegmentSizes: its first operand
 * index and count. */
static intptr_t segment(MlirOperation op, int k, intptr_t *count) {
  MlirAttribute seg = hidetOpAttr(op, "operandSegmentSizes");
  intptr_t start = 0;
  for (int i = 0; i < k; ++i)
    start += mlirDenseI32ArrayGetElement(seg, i);
  *count = mlirDenseI32ArrayGetElement(seg, k);
  return start;
}

static MlirValue segmentValue(MlirOperation op, int k) {
  intptr_t n, at = segment(op, k, &n);
  return n ? mlirOperationGetOperand(op, at) : (MlirValue){NULL};
}

/* Stores `n` i32 operands starting at operand `at` into a stack array. */
static MlirValue coordArray(EmuBuilder *b, MlirOperation op, intptr_t at, intptr_t n) {
  MlirValue arr = emuAlloca(b, emuI(b->m, 32), n > 0 ? n : 1);
  for (intptr_t i = 0; i < n; ++i)
    emuStore(b, mlirOperationGetOperand(op, at + i), emuBytePtr(b, arr, 4 * i));
  return arr;
}

static bool finish(MlirOperation op, MlirValue result, bool ok) {
  if (ok)
    replaceAndErase(op, result);
  return ok;
}

/* Whether the op's `mode` attribute (#nvvm.tma_load_mode / store_mode) is
 * the tile mode, the only one emulated. */
static bool tileMode(MlirOperation op) {
  char buf[64];
  MlirAttribute a = hidetOpAttr(op, "mode");
  return mlirAttributeIsNull(a) || strstr(emuPrintAttr(a, buf, sizeof buf), "tile") != NULL;
}

static bool rewriteMbarrier(EmuModule *m, MlirOperation op, const char *what) {
  EmuBuilder b = emuBuilderBefore(m, op);
  intptr_t n = mlirOperationGetNumOperands(op);
  MlirValue bar = mlirOperationGetOperand(op, 0);
  MlirValue site = emuSiteString(&b, what);
  bool ok = true;
  MlirValue res = {NULL};
  if (!strcmp(what, "mbarrier.init")) {
    MlirValue args[4] = {bar, mlirOperationGetOperand(op, 1),
                         predArg(&b, n > 2 ? mlirOperationGetOperand(op, 2) : (MlirValue){NULL}), site};
    emuCallRuntime(&b, "hidet_emu_mbarrier_init", emuVoid(m), 4, args, &ok);
  } else if (!strcmp(what, "mbarrier.inval")) {
    MlirValue args[2] = {bar, site};
    emuCallRuntime(&b, "hidet_emu_mbarrier_inval", emuVoid(m), 2, args, &ok);
  } else if (!strcmp(what, "mbarrier.arrive") || !strcmp(what, "mbarrier.arrive.nocomplete")) {
    bool nocomplete = strcmp(what, "mbarrier.arrive") != 0;
    MlirValue args[4] = {bar, n > 1 ? mlirOperationGetOperand(op, 1) : i32c(&b, 1), i32c(&b, nocomplete), site};
    res = emuCallRuntime(&b, "hidet_emu_mbarrier_arrive", emuI(m, 64), 4, args, &ok);
  } else if (!strcmp(what, "mbarrier.arrive.expect_tx")) {
    MlirValue args[4] = {bar, mlirOperationGetOperand(op, 1),
                         predArg(&b, n > 2 ? mlirOperationGetOperand(op, 2) : (MlirValue){NULL}), site};
    res = emuCallRuntime(&b, "hidet_emu_mbarrier_arrive_expect_tx", emuI(m, 64), 4, args, &ok);
  } else if (!strcmp(what, "mbarrier.expect_tx") || !strcmp(what, "mbarrier.complete_tx")) {
    MlirValue args[3] = {bar, mlirOperationGetOperand(op, 1), site};
    emuCallRuntime(&b, what[9] == 'e' ? "hidet_emu_mbarrier_expect_tx" : "hidet_emu_mbarrier_complete_tx",
                   emuVoid(m), 3, args, &ok);
  } else {
    /* The waits. try_wait.parity (phase i32, ticks) blocks until done, as
     * the PTX loop it stands for; try_wait blocks, test.wait does not. An
     * i32 state is a phase parity, an i64 one an arrive token. */
    bool parity = !strcmp(what, "mbarrier.try_wait.parity");
    MlirValue state = mlirOperationGetOperand(op, 1);
    bool isParity = parity || mlirTypeEqual(mlirValueGetType(state), emuI(m, 32));
    MlirValue state64 = mlirTypeEqual(mlirValueGetType(state), emuI(m, 64))
                            ? state
                            : emuCast(&b, "llvm.zext", state, emuI(m, 64));
    MlirValue args[5] = {bar, state64, i32c(&b, isParity), i32c(&b, strcmp(what, "mbarrier.test.wait") != 0),
                         site};
    res = emuCallRuntime(&b, "hidet_emu_mbarrier_wait", emuI(m, 32), 5, args, &ok);
    if (ok && mlirOperationGetNumResults(op) == 1)
      res = emuCast(&b, "llvm.trunc", res, emuI(m, 1));
  }
  if (ok && mlirOperationGetNumResults(op) == 1 && !res.ptr) {
    hidetEmitOpError(op, "has a result the emulator does not produce");
    return false;
  }
  return finish(op, res, ok);
}

static bool rewriteTmaLoad(EmuModule *m, MlirOperation op) {
  intptr_t nIm2col, nMcast;
  segment(op, 4, &nIm2col);
  segment(op, 5, &nMcast);
  if (!tileMode(op) || nIm2col || nMcast) {
    hidetEmitOpError(op, "is emulated in tile mode without multicast only (im2col and cluster multicast are "
                         "not)");
    return false;
  }
  EmuBuilder b = emuBuilderBefore(m, op);
  intptr_t nc, at = segment(op, 2, &nc);
  MlirValue args[7] = {segmentValue(op, 0),
                       segmentValue(op, 1),
                       segmentValue(op, 3),
                       i32c(&b, nc),
                       coordArray(&b, op, at, nc),
                       predArg(&b, segmentValue(op, 7)),
                       emuSiteString(&b, "cp.async.bulk.tensor load")};
  bool ok = true;
  emuCallRuntime(&b, "hidet_emu_tma_load", emuVoid(m), 7, args, &ok);
  return finish(op, (MlirValue){NULL}, ok);
}

static bool rewriteTmaStore(EmuModule *m, MlirOperation op) {
  if (!tileMode(op)) {
    hidetEmitOpError(op, "is emulated in tile mode only");
    return false;
  }
  EmuBuilder b = emuBuilderBefore(m, op);
  intptr_t nc, at = segment(op, 2, &nc);
  MlirValue args[6] = {segmentValue(op, 0),         segmentValue(op, 1),
                       i32c(&b, nc),                coordArray(&b, op, at, nc),
                       predArg(&b, segmentValue(op, 4)), emuSiteString(&b, "cp.async.bulk.tensor store")};
  bool ok = true;
  emuCallRuntime(&b, "hidet_emu_tma_store", emuVoid(m), 6, args, &ok);
  return finish(op, (MlirValue){NULL}, ok);
}

static bool rewriteBulkGroup(EmuModule *m, MlirOperation op, bool isWait) {
  EmuBuilder b = emuBuilderBefore(m, op);
  bool ok = true;
  if (isWait) {
    MlirAttribute g = hidetOpAttr(op, "group");
    MlirValue args[2] = {i32c(&b, mlirAttributeIsNull(g) ? 0 : mlirIntegerAttrGetValueInt(g)),
                         emuSiteString(&b, "cp.async.bulk.wait_group")};
    emuCallRuntime(&b, "hidet_emu_bulk_wait", emuVoid(m), 2, args, &ok);
  } else {
    emuCallRuntime(&b, "hidet_emu_bulk_commit", emuVoid(m), 0, NULL, &ok);
  }
  return finish(op, (MlirValue){NULL}, ok);
}

static bool rewriteElect(EmuModule *m, MlirOperation op) {
  EmuBuilder b = emuBuilderBefore(m, op);
  MlirValue mask = mlirOperationGetNumOperands(op) ? mlirOperationGetOperand(op, 0) : i32c(&b, -1);
  MlirValue args[2] = {mask, emuSiteString(&b, "elect.sync")};
  bool ok = true;
  MlirValue r = emuCallRuntime(&b, "hidet_emu_elect", emuI(m, 32), 2, args, &ok);
  if (!ok)
    return false;
  return finish(op, emuCast(&b, "llvm.trunc", r, emuI(m, 1)), true);
}

/* The keyword of an enum attribute such as #nvvm.wgmma_type<f16>. */
static const char *word(MlirOperation op, const char *attr, char *buf, size_t size) {
  return hidetEnumKeyword(hidetOpAttr(op, attr), buf, size);
}

static int wgmmaType(const char *w) {
  return !strcmp(w, "f16")    ? HIDET_EMU_F16
         : !strcmp(w, "bf16") ? HIDET_EMU_BF16
         : !strcmp(w, "tf32") ? HIDET_EMU_TF32
         : !strcmp(w, "f32")  ? HIDET_EMU_F32
                              : -1;
}

static bool rewriteWgmma(EmuModule *m, MlirOperation op) {
  char shape[96], ta[16], tb[16], td[16], sd[16], sa[16], sb[16], la[16], lb[16], sat[16];
  emuPrintAttr(hidetOpAttr(op, "shape"), shape, sizeof shape);
  int mm = 0, nn = 0, kk = 0;
  const char *at = strstr(shape, "m = ");
  if (!at || sscanf(at, "m = %d, n = %d, k = %d", &mm, &nn, &kk) != 3) {
    hidetEmitOpError(op, "cannot read the wgmma shape '%s'", shape);
    return false;
  }
  word(op, "typeA", ta, sizeof ta);
  word(op, "typeB", tb, sizeof tb);
  word(op, "typeD", td, sizeof td);
  word(op, "scaleD", sd, sizeof sd);
  word(op, "scaleA", sa, sizeof sa);
  word(op, "scaleB", sb, sizeof sb);
  word(op, "layoutA", la, sizeof la);
  word(op, "layoutB", lb, sizeof lb);
  int ab = wgmmaType(ta), d = wgmmaType(td);
  MlirValue inouts = mlirOperationGetOperand(op, 0);
  MlirType st = mlirValueGetType(inouts);
  intptr_t nf = mlirTypeIsALLVMStructType(st) ? mlirLLVMStructTypeGetNumElementTypes(st) : 0;
  intptr_t want = d == HIDET_EMU_F16 ? nn / 4 : nn / 2;
  if (mm != 64 || ab < 0 || strcmp(ta, tb) != 0 || (d != HIDET_EMU_F32 && d != HIDET_EMU_F16) || nf != want ||
      strcmp(word(op, "satfinite", sat, sizeof sat), "satfinite") == 0) {
    hidetEmitOpError(op, "this wgmma.mma_async (m%dn%dk%d, A %s, B %s, D %s, %d accumulator registers) is not "
                         "emulated: f16/bf16/tf32 inputs of one type, f32 or f16 accumulators, no satfinite",
                     mm, nn, kk, ta, tb, td, (int)nf);
    return false;
  }
  EmuBuilder b = emuBuilderBefore(m, op);
  MlirValue buf = emuAlloca(&b, emuI(m, 32), nf);
  for (intptr_t i = 0; i < nf; ++i) {
    MlirType ft = mlirLLVMStructTypeGetElementType(st, i);
    emuStore(&b, emuExtractValue(&b, inouts, i, ft), emuBytePtr(&b, buf, 4 * i));
  }
  MlirValue args[13] = {i32c(&b, nn),
                        i32c(&b, kk),
                        i32c(&b, ab),
                        i32c(&b, d),
                        i32c(&b, strcmp(sd, "zero") != 0),
                        i32c(&b, strcmp(sa, "neg") == 0),
                        i32c(&b, strcmp(sb, "neg") == 0),
                        i32c(&b, strcmp(la, "col") == 0),
                        i32c(&b, strcmp(lb, "row") == 0),
                        mlirOperationGetOperand(op, 1),
                        mlirOperationGetOperand(op, 2),
                        buf,
                        emuSiteString(&b, "wgmma.mma_async")};
  bool ok = true;
  emuCallRuntime(&b, "hidet_emu_wgmma", emuVoid(m), 13, args, &ok);
  if (!ok)
    return false;
  MlirValue r = emuPoison(&b, st);
  for (intptr_t i = 0; i < nf; ++i) {
    MlirType ft = mlirLLVMStructTypeGetElementType(st, i);
    r = emuInsertValue(&b, r, emuLoad(&b, ft, emuBytePtr(&b, buf, 4 * i)), i);
  }
  return finish(op, r, true);
}

/* fence.proxy.async[.shared::cta]: counted (the async-proxy check);
 * other proxy kinds (alias, tensormap) order nothing the emulator sees. */
static bool rewriteFenceProxy(EmuModule *m, MlirOperation op) {
  char kind[32];
  word(op, "kind", kind, sizeof kind);
  if (strncmp(kind, "async", 5) == 0) {
    EmuBuilder b = emuBuilderBefore(m, op);
    bool ok = true;
    emuCallRuntime(&b, "hidet_emu_fence_proxy_async", emuVoid(m), 0, NULL, &ok);
    if (!ok)
      return false;
  }
  mlirOperationDestroy(op);
  return true;
}

bool emuHopperNeedsProxyTracking(const char *name) {
  return !strcmp(name, "nvvm.wgmma.mma_async") || !strcmp(name, "nvvm.cp.async.bulk.tensor.global.shared.cta");
}

int emuRewriteHopperOp(EmuModule *m, MlirOperation op, const char *name) {
  static const char *const kMbarrier[] = {
      "mbarrier.init",      "mbarrier.inval",       "mbarrier.arrive",          "mbarrier.arrive.nocomplete",
      "mbarrier.expect_tx", "mbarrier.complete_tx", "mbarrier.arrive.expect_tx", "mbarrier.try_wait.parity",
      "mbarrier.try_wait",  "mbarrier.test.wait",   NULL};
  if (strncmp(name, "nvvm.", 5) != 0)
    return -1;
  const char *n = name + 5;
  for (const char *const *k = kMbarrier; *k; ++k)
    if (!strcmp(n, *k))
      return rewriteMbarrier(m, op, *k);
  if (!strcmp(n, "cp.async.bulk.tensor.shared.cluster.global"))
    return rewriteTmaLoad(m, op);
  if (!strcmp(n, "cp.async.bulk.tensor.global.shared.cta"))
    return rewriteTmaStore(m, op);
  if (!strcmp(n, "cp.async.bulk.commit.group"))
    return rewriteBulkGroup(m, op, false);
  if (!strcmp(n, "cp.async.bulk.wait_group"))
    return rewriteBulkGroup(m, op, true);
  if (!strcmp(n, "elect.sync"))
    return rewriteElect(m, op);
  if (!strcmp(n, "wgmma.mma_async"))
    return rewriteWgmma(m, op);
  if (!strcmp(n, "fence.proxy"))
    return rewriteFenceProxy(m, op);
  if (!strcmp(n, "setmaxregister") || !strcmp(n, "prefetch") || !strcmp(n, "wgmma.fence.aligned") ||
      !strcmp(n, "wgmma.commit.group.sync.aligned") || !strcmp(n, "wgmma.wait.group.sync.aligned") || !strcmp(n, "cp.async.bulk.tensor.prefetch")) {
    mlirOperationDestroy(op);
    return 1;
  }
  return -1;
}
