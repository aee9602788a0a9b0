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
 *   - hidet_emu_launch(name, @trampoline, grid, block, dynamic smem, slots),
 * which runs the kernel to completion: an asynchronous launch is done when
 * the call returns, so its token orders nothing more (gpu_host_ops.c erases
 * the launch with the other host-side gpu ops).
 *===----------------------------------------------------------------------===*/
#include "emu_lowering.h"
#include "launch_operands.h"

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
  for (intptr_t i = 0; i < n; ++i) {
    /* An aggregate parameter's slot holds its address (launchFlatten). */
    MlirType t = mlirLLVMFunctionTypeGetInput(k->fnType, i);
    bool aggregate = mlirTypeIsALLVMStructType(t) || mlirTypeIsAVector(t);
    MlirValue slot = emuBytePtr(&b, slots, 8 * i);
    args[i] = aggregate ? emuLoad(&b, t, emuLoad(&b, ptr, slot)) : emuLoad(&b, t, slot);
  }
  emuCall(&b, k->function, n, args, emuVoid(m));
  free(args);
  return true;
}

/* ---- Host launches. ---------------------------------------------------- */
/* Whether the flattened operands fit the kernel's parameter types. */
static bool matches(const LaunchValues *l, MlirType fnType) {
  if (l->n != mlirLLVMFunctionTypeGetNumInputs(fnType))
    return false;
  for (int i = 0; i < l->n; ++i) {
    MlirType p = mlirLLVMFunctionTypeGetInput(fnType, i);
    bool ok = l->kind[i] == LAUNCH_POINTER     ? mlirTypeIsALLVMPointerType(p)
              : l->kind[i] == LAUNCH_AGGREGATE ? mlirTypeIsALLVMStructType(p) || mlirTypeIsAVector(p)
                                               : mlirTypeEqual(p, mlirValueGetType(l->v[i]));
    if (!ok)
      return false;
  }
  return true;
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

bool emuRewriteLaunch(EmuModule *m, MlirOperation launch, const EmuKernel *ks, int nk) {
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
  static const char kTarget[] = "the emulator";
  LaunchLayout layout;
  if (!launchReadLayout(launch, kTarget, &layout))
    return false;
  EmuBuilder b = emuBuilderBefore(m, launch);
  LaunchValues full = {0}, bare = {0};
  LaunchBuffers bufs = {0};
  bool ok = launchFlatten(&b, launch, &layout, kTarget, &full, &bare, &bufs, true);
  intptr_t numParams = mlirLLVMFunctionTypeGetNumInputs(k->fnType);
  const LaunchValues *flat = !ok                         ? NULL
                             : matches(&full, k->fnType) ? &full
                             : matches(&bare, k->fnType) ? &bare
                                                         : NULL;
  if (ok && !flat) {
    HidetStr ts = hidetPrintType(k->fnType);
    hidetEmitOpError(launch, "passes %d operands that flatten to %d values (%d with bare "
                             "pointers), which do not fit kernel @%s::@%s of type %s (%d "
                             "parameters)",
                     layout.numOperands, full.n, bare.n, k->module, k->kernel, ts.data,
                     (int)numParams);
    hidetStrFree(&ts);
    ok = false;
  }
  if (ok) {
    MlirValue slots = launchStoreSlots(&b, launch, flat);
    MlirType regTypes[3] = {emuPtr(m, 0), emuI(m, 64), emuI(m, 32)};
    ok = emuDeclareFunction(m, b.loc, "hidet_emu_register_buffer", emuVoid(m), 3, regTypes);
    for (int i = 0; ok && i < bufs.base.n; ++i) {
      MlirValue args[3] = {bufs.base.v[i], bufs.bytes.v[i], bufs.operand.v[i]};
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
      for (int i = 0; i < 3; ++i) {
        args[2 + i] = launchToI64(&b, layout.grid[i]);
        args[5 + i] = launchToI64(&b, layout.block[i]);
      }
      args[8] = layout.dynamicSmem.ptr ? layout.dynamicSmem : emuConstInt(&b, emuI(m, 32), 0);
      args[9] = slots;
      emuCall(&b, "hidet_emu_launch", 10, args, emuVoid(m));
    }
  }
  launchValuesFree(&full);
  launchValuesFree(&bare);
  launchBuffersFree(&bufs);
  return ok;
}
