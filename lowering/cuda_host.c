/*===-- cuda_host.c - hidet-gpu-to-cuda: host code for the CUDA runtime ---===*
 * Runs after hidet-compile-to-ptx (gpu.binary ops holding PTX, host
 * functions with gpu.launch_func) and turns the host side into calls of the
 * CUDA runtime's C ABI (runtime/cuda/hidet_cuda.h, docs/runtime.md):
 *  1. each gpu.binary becomes an internal constant global holding its PTX
 *     (NUL-terminated) and, if the binary carries a `hidet.cubin` string
 *     attribute (hidet-compile-model --cubin puts ptxas' output there), a
 *     second one with the cubin bytes;
 *  2. each gpu.launch_func becomes 8-byte parameter slots (the operands
 *     flattened as convert-gpu-to-nvvm does, launch_operands.c) and
 *       hidet_cuda_launch(ptx, cubin, cubinBytes, "kernel", grid, block,
 *                         dynamic smem, slots, numSlots);
 *     the other host-side gpu ops (gpu.alloc, gpu.memcpy, gpu.memset,
 *     gpu.wait, gpu.host_register, async tokens) become runtime calls too
 *     (gpu_host_ops.c), on the same stream, so in program order;
 *  3. each memref.get_global (a constant the kernels read) gets a device
 *     copy: memref.alloc + hidet_cuda_upload, freed before the function
 *     returns.
 * memref.alloc/dealloc stay: the CUDA host pipeline lowers them with
 * finalize-memref-to-llvm{use-generic-functions=true}, and the runtime's
 * _mlir_memref_to_llvm_alloc/free allocate device memory. So host code
 * must never touch memory itself: any op that could (a load, a copy, a
 * loop nest of a group left on the host) is an error with its location.
 *===----------------------------------------------------------------------===*/
#include "emu_lowering.h"
#include "gpu_host_ops.h"
#include "launch_operands.h"

#include "hidet_internal.h"
#include "pass_util.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/GPU.h"
#include "mlir-c/Dialect/LLVM.h"
#include "mlir-c/Dialect/MemRef.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char kTarget[] = "the CUDA target";

/* gpu::CompilationTarget::Assembly: the object holds PTX text. */
enum { kFormatAssembly = 2 };

typedef struct {
  char name[128];     /* the gpu.binary's symbol */
  char ptx[200];      /* the global holding its PTX */
  char cubin[200];    /* the global holding its cubin, or "" */
  int64_t cubinBytes; /* 0 without a cubin */
} CudaBinary;

typedef struct {
  EmuModule m;
  CudaBinary *binaries;
  int numBinaries;
} CudaPass;

static bool refIs(MlirStringRef r, const char *s) {
  return r.length == strlen(s) && strncmp(r.data, s, r.length) == 0;
}

/* ---- 0. Host code must not touch memory. -------------------------------- */
/* Whether v is a slot of the host function's own stack: an llvm.alloca,
 * or a getelementptr into one. */
static bool onHostStack(MlirValue v) {
  while (mlirValueIsAOpResult(v)) {
    MlirOperation def = mlirOpResultGetOwner(v);
    if (hidetOpIs(def, "llvm.alloca"))
      return true;
    if (!hidetOpIs(def, "llvm.getelementptr") || mlirOperationGetNumOperands(def) < 1)
      return false;
    v = mlirOperationGetOperand(def, 0);
  }
  return false;
}

/* The host side of a TMA tensor map, as convert-nvgpu-to-nvvm lowers
 * nvgpu.tma.create.descriptor (matmul_wgmma's maps, host_launch.c): the
 * box dims stored into a stack array, the memref descriptor passed by
 * address, the call to the runtime's encoder, and the casts between the
 * descriptor types. None of them touches a buffer's elements. */
static bool tensorMapHostOp(MlirOperation op) {
  if (hidetOpIs(op, "builtin.unrealized_conversion_cast") || hidetOpIs(op, "llvm.alloca") ||
      hidetOpIs(op, "llvm.getelementptr") || hidetOpIs(op, "llvm.extractvalue") ||
      hidetOpIs(op, "llvm.insertvalue") || hidetOpIs(op, "llvm.mlir.undef") ||
      hidetOpIs(op, "llvm.mlir.poison"))
    return true;
  if (hidetOpIs(op, "llvm.store") && mlirOperationGetNumOperands(op) == 2)
    return onHostStack(mlirOperationGetOperand(op, 1));
  if (hidetOpIs(op, "llvm.call")) {
    MlirAttribute callee = hidetOpAttr(op, "callee");
    if (mlirAttributeIsNull(callee) || !mlirAttributeIsAFlatSymbolRef(callee))
      return false;
    MlirStringRef n = mlirFlatSymbolRefAttrGetValue(callee);
    return refIs(n, "mgpuTensorMapEncodeTiledMemref") || refIs(n, "hidet_cuda_tensor_map_encode");
  }
  return false;
}

/* Ops that host code may hold: they compute scalars, allocate, make views
 * or launch, but never read or write a buffer's elements. */
static bool allowedOnHost(MlirOperation op) {
  static const char *const kPrefixes[] = {"func.", "arith.", "index.", "cf.", "math.", "ub.",
                                          "affine.apply", "scf.for", "scf.if", "scf.yield",
                                          "scf.execute_region", NULL};
  static const char *const kNames[] = {
      "gpu.launch_func", "memref.alloc", "memref.dealloc", "memref.get_global", "memref.cast",
      "memref.reinterpret_cast", "memref.subview", "memref.expand_shape",
      "memref.collapse_shape", "memref.extract_strided_metadata",
      "memref.extract_aligned_pointer_as_index", "memref.dim", "memref.view", "memref.transpose",
      "llvm.mlir.addressof", "llvm.mlir.constant", "llvm.mlir.zero", NULL};
  if (hostOpIsRewritten(op))
    return true; /* gpu_host_ops.c: runtime calls that copy on the device */
  if (tensorMapHostOp(op))
    return true;
  char name[128];
  hidetOpName(op, name, sizeof name);
  for (const char *const *p = kPrefixes; *p; ++p)
    if (strncmp(name, *p, strlen(*p)) == 0)
      return true;
  for (const char *const *p = kNames; *p; ++p)
    if (strcmp(name, *p) == 0)
      return true;
  return false;
}

typedef struct {
  MlirOperation fn;
  bool ok;
} HostCheck;

static MlirWalkResult checkHostOp(MlirOperation op, void *userData) {
  HostCheck *c = userData;
  if (mlirOperationEqual(op, c->fn) || allowedOnHost(op))
    return MlirWalkResultAdvance;
  char name[128], fnName[128] = "?";
  hidetOpName(op, name, sizeof name);
  MlirAttribute sym = hidetOpAttr(c->fn, "sym_name");
  if (!mlirAttributeIsNull(sym) && mlirAttributeIsAString(sym)) {
    MlirStringRef s = mlirStringAttrGetValue(sym);
    snprintf(fnName, sizeof fnName, "%.*s", (int)s.length, s.data);
  }
  if (!mlirAttributeIsNull(hidetOpAttr(c->fn, "hidet.host_fallback")))
    hidetEmitOpError(op, "'%s' in @%s, a group that no GPU template computes, would run on the "
                         "host against device memory; the CUDA target needs every group on the "
                         "GPU (compile with unsupported=error to see why this one is not)",
                     name, fnName);
  else
    hidetEmitOpError(op, "'%s' in host function @%s would access device memory on the host; "
                         "host code for the CUDA target may only allocate, make views and "
                         "launch kernels",
                     name, fnName);
  c->ok = false;
  return MlirWalkResultInterrupt;
}

static bool checkHostCode(MlirOperation module) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(module, 0));
  bool ok = true;
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (!hidetOpIs(op, "func.func"))
      continue;
    HostCheck c = {op, true};
    mlirOperationWalk(op, checkHostOp, &c, MlirWalkPreOrder);
    ok = ok && c.ok;
  }
  return ok;
}

/* ---- 1. Binaries become globals. ---------------------------------------- */
/* An internal constant global @name of `len` bytes. */
static void bytesGlobal(EmuModule *m, const char *name, const char *data, size_t len) {
  MlirLocation loc = mlirLocationUnknownGet(m->ctx);
  MlirOperationState st =
      mlirOperationStateGet(mlirStringRefCreateFromCString("llvm.mlir.global"), loc);
  MlirNamedAttribute attrs[5] = {
      emuAttr(m, "sym_name", mlirStringAttrGet(m->ctx, mlirStringRefCreateFromCString(name))),
      emuAttr(m, "global_type", mlirTypeAttrGet(mlirLLVMArrayTypeGet(emuI(m, 8), (unsigned)len))),
      emuAttr(m, "value", mlirStringAttrGet(m->ctx, mlirStringRefCreate(data, len))),
      emuAttrText(m, "linkage", "#llvm.linkage<internal>"),
      emuAttr(m, "constant", mlirUnitAttrGet(m->ctx)),
  };
  mlirOperationStateAddAttributes(&st, 5, attrs);
  MlirRegion region = mlirRegionCreate();
  mlirOperationStateAddOwnedRegions(&st, 1, &region);
  mlirBlockAppendOwnedOperation(m->body, mlirOperationCreate(&st));
}

static bool lowerBinary(CudaPass *p, MlirOperation bin, CudaBinary *out) {
  EmuModule *m = &p->m;
  emuStringAttr(bin, "sym_name", out->name, sizeof out->name);
  MlirAttribute objects = hidetOpAttr(bin, "objects");
  if (mlirAttributeIsNull(objects) || !mlirAttributeIsAArray(objects) ||
      mlirArrayAttrGetNumElements(objects) != 1) {
    hidetEmitOpError(bin, "gpu.binary @%s must hold exactly one object (the PTX of one arch) for "
                          "%s",
                     out->name, kTarget);
    return false;
  }
  MlirAttribute obj = mlirArrayAttrGetElement(objects, 0);
  if (!mlirAttributeIsAGPUObjectAttr(obj) || mlirGPUObjectAttrGetFormat(obj) != kFormatAssembly) {
    hidetEmitOpError(bin, "gpu.binary @%s does not hold PTX; %s needs "
                          "gpu-module-to-binary{format=isa} (hidet-compile-to-ptx does that)",
                     out->name, kTarget);
    return false;
  }
  MlirStringRef ptx = mlirGPUObjectAttrGetObject(obj);
  char *text = malloc(ptx.length + 1);
  if (!text)
    abort(); /* out of memory while building IR */
  memcpy(text, ptx.data, ptx.length);
  text[ptx.length] = '\0';
  char base[200];
  snprintf(base, sizeof base, "__hidet_cuda_ptx_%s", out->name);
  emuUniqueName(m, base, out->ptx, sizeof out->ptx);
  bytesGlobal(m, out->ptx, text, ptx.length + 1);
  free(text);
  MlirAttribute cubin = hidetOpAttr(bin, "hidet.cubin");
  if (!mlirAttributeIsNull(cubin)) {
    if (!mlirAttributeIsAString(cubin) || mlirStringAttrGetValue(cubin).length == 0) {
      hidetEmitOpError(bin, "gpu.binary @%s: hidet.cubin must be a non-empty string of cubin "
                            "bytes",
                       out->name);
      return false;
    }
    MlirStringRef bytes = mlirStringAttrGetValue(cubin);
    snprintf(base, sizeof base, "__hidet_cuda_cubin_%s", out->name);
    emuUniqueName(m, base, out->cubin, sizeof out->cubin);
    bytesGlobal(m, out->cubin, bytes.data, bytes.length);
    out->cubinBytes = (int64_t)bytes.length;
  }
  mlirOperationDestroy(bin);
  return true;
}

/* ---- 2. Launches become runtime calls. ---------------------------------- */
static const CudaBinary *findBinary(const CudaPass *p, MlirStringRef name) {
  for (int i = 0; i < p->numBinaries; ++i)
    if (refIs(name, p->binaries[i].name))
      return &p->binaries[i];
  return NULL;
}

static MlirValue nullPtr(EmuBuilder *b) {
  MlirType ptr = emuPtr(b->m, 0);
  return mlirOperationGetResult(emuOp(b, "llvm.mlir.zero", 0, NULL, 1, &ptr, 0, NULL), 0);
}

static bool rewriteLaunch(void *ctx, MlirOperation launch) {
  CudaPass *p = ctx;
  EmuModule *m = &p->m;
  MlirAttribute ref = hidetOpAttr(launch, "kernel");
  if (mlirAttributeIsNull(ref) || !mlirAttributeIsASymbolRef(ref) ||
      mlirSymbolRefAttrGetNumNestedReferences(ref) != 1) {
    hidetEmitOpError(launch, "has no @module::@kernel symbol");
    return false;
  }
  const CudaBinary *bin = findBinary(p, mlirSymbolRefAttrGetRootReference(ref));
  if (!bin) {
    char text[256];
    hidetEmitOpError(launch, "launches %s, which is not in a gpu.binary of this module (run "
                             "hidet-compile-to-ptx or hidet-gpu-to-ptx first)",
                     emuPrintAttr(ref, text, sizeof text));
    return false;
  }
  LaunchLayout layout;
  if (!launchReadLayout(launch, kTarget, &layout))
    return false;
  EmuBuilder b = emuBuilderBefore(m, launch);
  LaunchValues full = {0}, bare = {0};
  /* The PTX entry takes the default convention (convert-gpu-to-nvvm's
   * use-bare-ptr-memref-call-conv is off in hidet's pipelines). */
  bool ok = launchFlatten(&b, launch, &layout, kTarget, &full, &bare, NULL, true);
  /* Aggregates (struct parameters) go by reference: bit i of the mask. */
  int64_t byRef = 0;
  for (int i = 0; ok && i < full.n; ++i)
    if (full.kind[i] == LAUNCH_AGGREGATE) {
      if (i >= 64) {
        hidetEmitOpError(launch, "passes an aggregate as kernel parameter slot %d; %s passes them in the first 64 slots only", i, kTarget);
        ok = false;
      } else {
        byRef |= (int64_t)1 << i;
      }
    }
  if (ok) {
    MlirType ptr = emuPtr(m, 0), i64 = emuI(m, 64);
    MlirType types[14] = {ptr, ptr, i64, ptr, i64, i64, i64, i64, i64, i64, i64, ptr, i64, i64};
    ok = emuDeclareFunction(m, b.loc, "hidet_cuda_launch", emuVoid(m), 14, types);
  }
  if (ok) {
    MlirValue slots = launchStoreSlots(&b, launch, &full);
    MlirStringRef kernel = mlirSymbolRefAttrGetLeafReference(ref);
    char name[256];
    snprintf(name, sizeof name, "%.*s", (int)kernel.length, kernel.data);
    MlirValue args[14];
    args[0] = emuAddressOf(&b, bin->ptx, emuPtr(m, 0));
    args[1] = bin->cubin[0] ? emuAddressOf(&b, bin->cubin, emuPtr(m, 0)) : nullPtr(&b);
    args[2] = emuConstInt(&b, emuI(m, 64), bin->cubinBytes);
    args[3] = emuStringConstant(&b, name);
    for (int i = 0; i < 3; ++i) {
      args[4 + i] = launchToI64(&b, layout.grid[i]);
      args[7 + i] = launchToI64(&b, layout.block[i]);
    }
    if (layout.dynamicSmem.ptr) {
      MlirType i64 = emuI(m, 64);
      args[10] = mlirOperationGetResult(
          emuOp(&b, "arith.extui", 1, &layout.dynamicSmem, 1, &i64, 0, NULL), 0);
    } else {
      args[10] = emuConstInt(&b, emuI(m, 64), 0);
    }
    args[11] = slots;
    args[12] = emuConstInt(&b, emuI(m, 64), full.n);
    args[13] = emuConstInt(&b, emuI(m, 64), byRef);
    emuCall(&b, "hidet_cuda_launch", 14, args, emuVoid(m));
  }
  launchValuesFree(&full);
  launchValuesFree(&bare);
  return ok;
}

/* ---- 3. Constants get device copies. ------------------------------------ */

static MlirValue alignedPtr(EmuBuilder *b, MlirValue memref) {
  MlirType index = mlirIndexTypeGet(b->m->ctx);
  MlirValue i = mlirOperationGetResult(
      emuOp(b, "memref.extract_aligned_pointer_as_index", 1, &memref, 1, &index, 0, NULL), 0);
  return emuCast(b, "llvm.inttoptr", launchToI64(b, i), emuPtr(b->m, 0));
}

/* Inserts `memref.dealloc %v` before every func.return of `fn`. */
typedef struct {
  EmuModule *m;
  MlirValue value;
} DeallocAtReturns;

static MlirWalkResult deallocBeforeReturn(MlirOperation op, void *userData) {
  DeallocAtReturns *d = userData;
  if (hidetOpIs(op, "func.return")) {
    EmuBuilder b = emuBuilderBefore(d->m, op);
    emuOp(&b, "memref.dealloc", 1, &d->value, 0, NULL, 0, NULL);
  }
  return MlirWalkResultAdvance;
}

static bool uploadGlobal(CudaPass *p, MlirOperation get) {
  EmuModule *m = &p->m;
  MlirValue g = mlirOperationGetResult(get, 0);
  MlirType t = mlirValueGetType(g);
  int64_t es = hidetElementBytes(mlirShapedTypeGetElementType(t));
  if (!mlirShapedTypeHasStaticShape(t) || es == 0 || mlirShapedTypeGetRank(t) > 16) {
    HidetStr ts = hidetPrintType(t);
    hidetEmitOpError(get, "a constant of type '%s' cannot be copied to the device (static "
                          "shapes of scalar elements only)",
                     ts.data);
    hidetStrFree(&ts);
    return false;
  }
  int64_t bytes = es;
  for (intptr_t d = 0; d < mlirShapedTypeGetRank(t); ++d)
    bytes *= mlirShapedTypeGetDimSize(t, d);
  MlirOperation next = mlirOperationGetNextInBlock(get);
  EmuBuilder b = emuBuilderBefore(m, next);
  /* A device buffer of the same type, then every user reads that one. */
  intptr_t rank = mlirShapedTypeGetRank(t);
  int64_t shape[16];
  for (intptr_t d = 0; d < rank && d < 16; ++d)
    shape[d] = mlirShapedTypeGetDimSize(t, d);
  MlirType plain = mlirMemRefTypeContiguousGet(mlirShapedTypeGetElementType(t), rank, shape,
                                      mlirAttributeGetNull());
  if (!mlirTypeEqual(plain, t)) {
    HidetStr ts = hidetPrintType(t);
    hidetEmitOpError(get, "a constant of type '%s' (not an identity layout) cannot be copied "
                          "to the device",
                     ts.data);
    hidetStrFree(&ts);
    return false;
  }
  MlirNamedAttribute seg = emuAttrText(m, "operandSegmentSizes", "array<i32: 0, 0>");
  MlirValue dev = mlirOperationGetResult(emuOp(&b, "memref.alloc", 0, NULL, 1, &t, 1, &seg), 0);
  mlirValueReplaceAllUsesOfWith(g, dev);
  MlirType ptr = emuPtr(m, 0), i64 = emuI(m, 64);
  MlirType types[3] = {ptr, ptr, i64};
  if (!emuDeclareFunction(m, b.loc, "hidet_cuda_upload", emuVoid(m), 3, types))
    return false;
  MlirValue args[3] = {alignedPtr(&b, dev), alignedPtr(&b, g), emuConstInt(&b, i64, bytes)};
  emuCall(&b, "hidet_cuda_upload", 3, args, emuVoid(m));
  /* Freed (back to the runtime's pool) when the function returns. */
  MlirOperation fn = get;
  while (!hidetOpIs(fn, "func.func"))
    fn = mlirOperationGetParentOperation(fn);
  DeallocAtReturns d = {m, dev};
  mlirOperationWalk(fn, deallocBeforeReturn, &d, MlirWalkPostOrder);
  return true;
}

/* ---- The pass. ----------------------------------------------------------- */
static MlirLogicalResult runGpuToCuda(MlirOperation op, const void *options) {
  (void)options;
  if (!checkHostCode(op))
    return mlirLogicalResultFailure();
  CudaPass p;
  memset(&p, 0, sizeof p);
  emuModuleInit(&p.m, op);
  bool ok = true;
  static const char *const kModules[] = {"gpu.module", NULL};
  MlirOperation *ops = NULL;
  int n = hidetCollectOps(op, kModules, &ops);
  for (int i = 0; i < n && ok; ++i) {
    char name[128];
    hidetEmitOpError(ops[i], "gpu.module @%s is not compiled; %s takes gpu.binary ops (run "
                             "hidet-compile-to-ptx first)",
                     emuStringAttr(ops[i], "sym_name", name, sizeof name), kTarget);
    ok = false;
  }
  free(ops);
  static const char *const kBinaries[] = {"gpu.binary", NULL};
  n = ok ? hidetCollectOps(op, kBinaries, &ops) : 0;
  if (n > 0) {
    p.binaries = calloc((size_t)n, sizeof *p.binaries);
    if (!p.binaries)
      abort(); /* out of memory */
  }
  for (int i = 0; i < n && ok; ++i)
    ok = lowerBinary(&p, ops[i], &p.binaries[p.numBinaries++]);
  if (n > 0)
    free(ops);
  /* Launches and the other host-side gpu ops, all on the current stream:
   * in program order, whatever their tokens say. */
  if (ok) {
    HostOpsTarget t = {kTarget, false, rewriteLaunch, &p};
    ok = hostOpsRewrite(&p.m, &t);
  }
  static const char *const kGlobals[] = {"memref.get_global", NULL};
  n = ok ? hidetCollectOps(op, kGlobals, &ops) : 0;
  for (int i = 0; i < n && ok; ++i)
    ok = uploadGlobal(&p, ops[i]);
  if (n > 0)
    free(ops);
  /* Nothing launches kernels any more. */
  if (ok)
    mlirOperationRemoveAttributeByName(op, mlirStringRefCreateFromCString("gpu.container_module"));
  free(p.binaries);
  emuModuleFree(&p.m);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

static MlirDialectHandle (*const kDependentDialects[])(void) = {
    mlirGetDialectHandle__llvm__, mlirGetDialectHandle__memref__, mlirGetDialectHandle__arith__,
    NULL};

const HidetPassDef hidetGpuToCudaPassDef = {
    .name = "HidetGpuToCuda",
    .argument = "hidet-gpu-to-cuda",
    .summary = "Turn gpu.binary PTX and gpu.launch_func into calls of the CUDA runtime",
    .description =
        "After hidet-compile-to-ptx: every gpu.binary becomes a constant global holding its PTX "
        "(and the cubin of a hidet.cubin attribute), every gpu.launch_func a call of "
        "hidet_cuda_launch with the kernel's parameters in 8-byte slots, every "
        "memref.get_global a device copy (memref.alloc + hidet_cuda_upload). Host allocations "
        "become device allocations when the CPU lowering uses "
        "finalize-memref-to-llvm{use-generic-functions=true} (the hidet-cuda-host-lowering "
        "pipeline). Host code that would touch memory is an error. See docs/runtime.md.",
    .dependentDialects = kDependentDialects,
    .run = runGpuToCuda,
};
