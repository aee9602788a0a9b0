/*===-- emu_lowering.h - Parts of hidet-gpu-to-emulator -------------------===*
 *   gpu_to_emulator.c  the pass: moves gpu.module contents to the top level,
 *                      drives the two rewrites below
 *   emu_kernel.c       kernel side: NVVM ops -> runtime calls, bounds checks,
 *                      shared memory, one trampoline per kernel
 *   emu_kernel_hopper.c  kernel side: mbarrier, TMA, bulk groups (sm_90)
 *   emu_launch.c       host side: gpu.launch_func -> register buffers + launch
 *   gpu_host_ops.c     host side: the other gpu ops (host_register, alloc,
 *                      memcpy, memset, wait, async tokens) -> runtime calls
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_EMU_LOWERING_H
#define HIDET_EMU_LOWERING_H

#include "emu_build.h"

/* A static shared-memory global of a gpu.module: each is replaced by a
 * per-block buffer the runtime hands out by id. */
typedef struct {
  char name[128]; /* the symbol inside the gpu.module */
  MlirType type;  /* its global_type */
  bool dynamic;   /* a zero-sized array: gpu.dynamic_shared_memory */
} EmuShared;

/* A kernel after the move: where it went and how hosts launch it. */
typedef struct {
  char module[128];     /* the gpu.module's name */
  char kernel[128];     /* the kernel's name inside it */
  char function[256];   /* its llvm.func at the top level */
  char trampoline[256]; /* llvm.func @...(ptr slots) that calls it */
  MlirType fnType;      /* the kernel's !llvm.func type */
} EmuKernel;

typedef struct {
  bool boundsCheck;
} EmuOptions;

/* Rewrites the body of `fn` (an llvm.func moved out of a gpu.module whose
 * shared globals are `shared`). Emits errors; returns false on failure. */
bool emuRewriteFunction(EmuModule *m, MlirOperation fn, const EmuShared *shared, int numShared,
                        const EmuOptions *o);

/* The sm_90 ops (emu_kernel_hopper.c): rewrites `op`, named `name`, and
 * returns 1, or 0 after an error; -1 when it is not one of them. */
int emuRewriteHopperOp(EmuModule *m, MlirOperation op, const char *name);
/* Whether op `name` reads shared memory through the async proxy (wgmma,
 * TMA stores), so that the kernel turns the fence check on. */
bool emuHopperNeedsProxyTracking(const char *name);

/* Builds the trampoline of a kernel (fills k->trampoline). */
bool emuBuildTrampoline(EmuModule *m, EmuKernel *k, MlirLocation loc);

/* Puts the runtime calls of one gpu.launch_func before it (emu_launch.c);
 * the caller erases the launch. */
bool emuRewriteLaunch(EmuModule *m, MlirOperation launch, const EmuKernel *kernels, int numKernels);



#endif /* HIDET_EMU_LOWERING_H */
