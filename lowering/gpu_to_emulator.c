/*===-- gpu_to_emulator.c - hidet-gpu-to-emulator -------------------------===*
 * Turns a module whose gpu.modules hold kernels at the NVVM level (the IR
 * that would become PTX: llvm.func with nvvm ops, after convert-nvgpu-to-nvvm
 * and convert-gpu-to-nvvm) into CPU code that runs them on the emulator
 * runtime (runtime/emulator.h):
 *  1. every symbol of a gpu.module moves to the top-level module, renamed
 *     `__hidet_emu_<module>_<name>` (declarations such as libdevice's
 *     __nv_* keep their names: the runtime provides them); the external
 *     functions a kernel may call are an allow-list (libdevice functions
 *     the runtime has, vprintf, __assertfail): calling anything else is an
 *     error at the call, so no kernel binds to a host function of the same
 *     name (the C library's vprintf takes a va_list); shared-memory
 *     globals (address space 3) disappear, replaced by runtime buffers;
 *  2. the moved functions are rewritten (emu_kernel.c);
 *  3. each kernel gets a trampoline and each gpu.launch_func becomes runtime
 *     calls (emu_launch.c); the gpu.modules are erased.
 * Option: bounds-check=true|false (default true) guards every load, store
 * and atomic with hidet_emu_check.
 *===----------------------------------------------------------------------===*/
#include "emu_lowering.h"
#include "gpu_host_ops.h"
#include "emulator.h"

#include "hidet_internal.h"
#include "pass_util.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/LLVM.h"
#include "mlir-c/Dialect/MemRef.h"
#include "mlir-c/Dialect/SCF.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- The allow-list of external functions. ----------------------------- */
static const char *const kLibdevice[] = {
#define HIDET_EMU_LIBDEVICE(f) #f,
#include "emu_libdevice_names.def"
#undef HIDET_EMU_LIBDEVICE
    NULL};

/* Device runtime functions that the kernel lowering rewrites into runtime
 * calls (emu_kernel.c), with the signature upstream's lowering declares. */
static const struct {
  const char *name, *type;
} kDeviceCalls[] = {
    {"vprintf", "!llvm.func<i32 (ptr, ptr)>"},
    {"__assertfail", "!llvm.func<void (ptr, ptr, i32, ptr, i64)>"},
};

/* Checks an external declaration `decl` of gpu.module `gm`. Returns 1 if
 * it is a libdevice function (it moves to the top level), 2 if it is a
 * device call the kernel lowering rewrites or an unused declaration (it is
 * erased), 0 after an error. */
static int checkExternal(MlirOperation gm, MlirOperation decl, const char *gmName, const char *name) {
  for (const char *const *p = kLibdevice; *p; ++p)
    if (strcmp(*p, name) == 0)
      return 1;
  for (size_t i = 0; i < sizeof kDeviceCalls / sizeof kDeviceCalls[0]; ++i) {
    if (strcmp(kDeviceCalls[i].name, name) != 0)
      continue;
    HidetStr ts = hidetPrintType(mlirTypeAttrGetValue(hidetOpAttr(decl, "function_type")));
    bool same = strcmp(ts.data, kDeviceCalls[i].type) == 0;
    if (!same)
      hidetEmitOpError(decl, "declares the device function @%s with type %s; the emulator "
                             "provides it as %s",
                       name, ts.data, kDeviceCalls[i].type);
    hidetStrFree(&ts);
    return same ? 2 : 0;
  }
  /* A declaration's own llvm.func is no use of it. */
  MlirOperation user = hidetFindSymbolUser(gm, mlirStringRefCreateFromCString(name), "llvm.func");
  if (mlirOperationIsNull(user))
    return 2;
  hidetEmitOpError(user, "calls @%s, an external function of gpu.module @%s that the emulator "
                             "does not provide; kernels may call libdevice's __nv_* math functions "
                             "(docs/emulator.md), vprintf (gpu.printf) and __assertfail (cf.assert)",
                   name, gmName);
  return 0;
}

/* Marks a declaration that kernels call: the JIT (hidet-run) resolves such a
 * symbol only from the emulator runtime, never from the process. */
static void markDeviceExtern(MlirOperation decl) {
  mlirOperationSetAttributeByName(decl, mlirStringRefCreateFromCString(HIDET_EMU_DEVICE_EXTERN_ATTR),
                                  mlirUnitAttrGet(mlirOperationGetContext(decl)));
}

/* ---- Options. ---------------------------------------------------------- */
static const HidetPassOption kOptions[] = {
    {.key = "bounds-check",
     .type = {.kind = HIDET_OPTION_BOOL},
     HIDET_OPTION_FIELD(EmuOptions, boundsCheck),
     .defaultValue = "true",
     .help = "check every load, store and atomic against the launch's buffers, the block's "
             "shared memory and the thread's stack"},
};

/* ---- The pass. --------------------------------------------------------- */
static bool hasBody(MlirOperation fn) {
  return !mlirBlockIsNull(mlirRegionGetFirstBlock(mlirOperationGetRegion(fn, 0)));
}

static bool isSharedGlobal(MlirOperation op) {
  MlirAttribute as = hidetOpAttr(op, "addr_space");
  return !mlirAttributeIsNull(as) && mlirIntegerAttrGetValueInt(as) == 3;
}

typedef struct {
  EmuModule m;
  EmuKernel *kernels;
  int numKernels, capKernels;
  const EmuOptions *o;
} EmuPass;

static EmuKernel *addKernel(EmuPass *p) {
  if (p->numKernels == p->capKernels) {
    p->capKernels = p->capKernels ? 2 * p->capKernels : 8;
    p->kernels = realloc(p->kernels, (size_t)p->capKernels * sizeof *p->kernels);
    if (!p->kernels)
      abort(); /* out of memory */
  }
  EmuKernel *k = &p->kernels[p->numKernels++];
  memset(k, 0, sizeof *k);
  return k;
}

/* Lowers one gpu.module: rename, move, rewrite, then erase it. */
static bool lowerGpuModule(EmuPass *p, MlirOperation gm) {
  EmuModule *m = &p->m;
  char gmName[128];
  emuStringAttr(gm, "sym_name", gmName, sizeof gmName);
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(gm, 0));
  int count = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    count++;
  MlirOperation *ops = calloc((size_t)count + 1, sizeof *ops);
  EmuShared *shared = calloc((size_t)count + 1, sizeof *shared);
  MlirOperation *moved = calloc((size_t)count + 1, sizeof *moved);
  bool *isKernel = calloc((size_t)count + 1, sizeof *isKernel);
  if (!ops || !shared || !moved || !isKernel)
    abort(); /* out of memory */
  int n = 0, numShared = 0, numMoved = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    ops[n++] = op;

  bool ok = true;
  /* 1. Classify and rename, while every use is still inside the gpu.module. */
  for (int i = 0; i < n && ok; ++i) {
    MlirOperation op = ops[i];
    char name[128];
    emuStringAttr(op, "sym_name", name, sizeof name);
    if (hidetOpIs(op, "gpu.func")) {
      hidetEmitOpError(op, "@%s::@%s is not lowered to the NVVM level; run convert-gpu-to-nvvm "
                           "on the gpu.module first (the hidet-emulator-lowering pipeline does)",
                       gmName, name);
      ok = false;
    } else if (hidetOpIs(op, "llvm.mlir.global") && isSharedGlobal(op)) {
      EmuShared *s = &shared[numShared++];
      snprintf(s->name, sizeof s->name, "%s", name);
      s->type = mlirTypeAttrGetValue(hidetOpAttr(op, "global_type"));
      /* gpu.dynamic_shared_memory lowers to a zero-sized array global. */
      HidetStr ts = hidetPrintType(s->type);
      s->dynamic = strncmp(ts.data, "!llvm.array<0 x", 15) == 0;
      hidetStrFree(&ts);
      ops[i] = (MlirOperation){NULL}; /* erased after the rewrite */
      moved[numMoved++] = op;
    } else if (hidetOpIs(op, "llvm.module_flags")) {
      /* Flags for the NVPTX backend (the attention modules' nvvm-reflect-ftz:
       * libdevice's flushing variants); the emulator's libdevice stand-ins
       * (runtime/emu_libdevice.c) have no variants, so the flags go. */
      ops[i] = (MlirOperation){NULL};
      moved[numMoved++] = op;
    } else if (hidetOpIs(op, "llvm.func") && !hasBody(op)) {
      /* An external function (libdevice): keep its name. */
      int kind = checkExternal(gm, op, gmName, name);
      MlirOperation existing = emuLookup(m, name);
      if (kind != 1) {
        ok = ok && kind != 0;
        if (kind == 2)
          moved[numMoved++] = op; /* erased with the module's shared globals */
      } else if (!mlirOperationIsNull(existing)) {
        MlirAttribute t1 = hidetOpAttr(op, "function_type"), t2 = hidetOpAttr(existing, "function_type");
        if (mlirAttributeIsNull(t2) || !mlirAttributeEqual(t1, t2)) {
          hidetEmitOpError(op, "declares @%s, which the host module defines differently", name);
          ok = false;
        } else if (hasBody(existing)) {
          /* The kernel would call the host's function of that name. */
          hidetEmitOpError(op, "declares @%s, a libdevice function the emulator provides, which "
                               "the host module defines itself",
                           name);
          ok = false;
        }
        markDeviceExtern(existing);
        mlirOperationDestroy(op);
      } else {
        markDeviceExtern(op);
        mlirOperationMoveBefore(op, gm);
      }
      ops[i] = (MlirOperation){NULL};
    } else if (hidetOpIs(op, "llvm.func") || hidetOpIs(op, "llvm.mlir.global")) {
      char base[300], fresh[300];
      snprintf(base, sizeof base, "__hidet_emu_%s_%s", gmName, name);
      emuUniqueName(m, base, fresh, sizeof fresh);
      if (mlirLogicalResultIsFailure(mlirSymbolTableReplaceAllSymbolUses(
              mlirStringRefCreateFromCString(name), mlirStringRefCreateFromCString(fresh), gm))) {
        hidetEmitOpError(op, "could not rename the uses of @%s", name);
        ok = false;
      }
      mlirOperationSetAttributeByName(op, mlirSymbolTableGetSymbolAttributeName(),
                                      mlirStringAttrGet(m->ctx, mlirStringRefCreateFromCString(fresh)));
      isKernel[i] = hidetOpIs(op, "llvm.func") && (hidetOpAttr(op, "nvvm.kernel").ptr ||
                                              hidetOpAttr(op, "gpu.kernel").ptr);
      if (isKernel[i]) {
        EmuKernel *k = addKernel(p);
        snprintf(k->module, sizeof k->module, "%s", gmName);
        snprintf(k->kernel, sizeof k->kernel, "%s", name);
        snprintf(k->function, sizeof k->function, "%.200s", fresh);
        k->fnType = mlirTypeAttrGetValue(hidetOpAttr(op, "function_type"));
      }
      /* Moved below, once every symbol is renamed inside the gpu.module. */
    } else {
      char opName[128];
      hidetEmitOpError(op, "cannot be emulated: expected only llvm.func and llvm.mlir.global in "
                           "gpu.module @%s (found '%s')",
                       gmName, hidetOpName(op, opName, sizeof opName));
      ok = false;
    }
  }
  for (int i = 0; i < n && ok; ++i)
    if (!mlirOperationIsNull(ops[i]))
      mlirOperationMoveBefore(ops[i], gm);
  /* 2. Rewrite the moved functions. */
  for (int i = 0; i < n && ok; ++i) {
    if (mlirOperationIsNull(ops[i]) || !hidetOpIs(ops[i], "llvm.func") || !hasBody(ops[i]))
      continue;
    ok = emuRewriteFunction(m, ops[i], shared, numShared, p->o) && ok;
    if (isKernel[i]) {
      mlirOperationRemoveAttributeByName(ops[i], mlirStringRefCreateFromCString("nvvm.kernel"));
      mlirOperationRemoveAttributeByName(ops[i], mlirStringRefCreateFromCString("gpu.kernel"));
    }
  }
  /* 3. Trampolines for this module's kernels. */
  for (int i = 0; i < p->numKernels && ok; ++i)
    if (strcmp(p->kernels[i].module, gmName) == 0 && p->kernels[i].trampoline[0] == '\0')
      ok = emuBuildTrampoline(m, &p->kernels[i], mlirOperationGetLocation(gm));
  if (ok) {
    for (int i = 0; i < numMoved; ++i)
      mlirOperationDestroy(moved[i]);
    mlirOperationDestroy(gm);
  }
  free(ops);
  free(shared);
  free(moved);
  free(isKernel);
  return ok;
}

static bool rewriteLaunch(void *ctx, MlirOperation launch) {
  EmuPass *p = ctx;
  return emuRewriteLaunch(&p->m, launch, p->kernels, p->numKernels);
}

static MlirLogicalResult runGpuToEmulator(MlirOperation op, const void *options) {
  EmuPass p;
  memset(&p, 0, sizeof p);
  p.o = options;
  emuModuleInit(&p.m, op);
  static const char *const kPrefixes[] = {"gpu.module", NULL};
  MlirOperation *gms = NULL;
  int n = hidetCollectOps(op, kPrefixes, &gms);
  bool ok = true;
  for (int i = 0; i < n && ok; ++i) {
    if (!mlirOperationEqual(mlirOperationGetParentOperation(gms[i]), op)) {
      hidetEmitOpError(gms[i], "must be at the top level of the module to be emulated");
      ok = false;
      break;
    }
    ok = lowerGpuModule(&p, gms[i]);
  }
  free(gms);
  if (ok) {
    HostOpsTarget t = {"the emulator", true, rewriteLaunch, &p};
    ok = hostOpsRewrite(&p.m, &t);
  }
  free(p.kernels);
  emuModuleFree(&p.m);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

/* Host code gets memref/arith ops; kernels get llvm ops. */
static MlirDialectHandle (*const kDependentDialects[])(void) = {
    mlirGetDialectHandle__llvm__, mlirGetDialectHandle__memref__, mlirGetDialectHandle__arith__,
    mlirGetDialectHandle__scf__, NULL};

const HidetPassDef hidetGpuToEmulatorPassDef = {
    .name = "HidetGpuToEmulator",
    .argument = "hidet-gpu-to-emulator",
    .summary = "Turn NVVM-level gpu.module kernels and their launches into CPU code for the "
               "emulator runtime",
    .description =
        "Moves the kernels of every gpu.module (lowered to the NVVM level by "
        "convert-nvgpu-to-nvvm and convert-gpu-to-nvvm) into the host module and rewrites NVVM "
        "special registers, barriers, shuffles, votes, redux.sync, ldmatrix, mma.sync, "
        "wmma.load/mma/store, cp.async, mbarriers, TMA tile loads/stores, wgmma, elect.sync and shared memory into calls of the emulator runtime "
        "(runtime/emulator.h); device printf and assert into hidet_emu_printf/"
        "hidet_emu_assertfail (other external calls of a kernel are errors); each "
        "gpu.launch_func becomes a call of hidet_emu_launch, and host-side "
        "gpu.alloc/dealloc/memcpy/memset/wait/host_register and async tokens become runtime "
        "calls in program order. Ops the emulator cannot run are errors with their location. "
        "See docs/emulator.md.",
    HIDET_PASS_OPTIONS(kOptions),
    .optionsSize = sizeof(EmuOptions),
    .dependentDialects = kDependentDialects,
    .run = runGpuToEmulator,
};
