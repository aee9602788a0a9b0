/*===-- gpu_host_ops.h - Host-side gpu ops for the emulator and CUDA ------===*
 * The host lowerings of the emulator (gpu_to_emulator.c) and of the CUDA
 * target (cuda_host.c) share the rewrite of gpu.host_register/unregister,
 * gpu.alloc/dealloc, gpu.memcpy, gpu.memset, gpu.wait and async tokens;
 * each brings its own launch rewrite. See gpu_host_ops.c.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_GPU_HOST_OPS_H
#define HIDET_GPU_HOST_OPS_H

#include "emu_build.h"

typedef struct {
  const char *name; /* for diagnostics: "the emulator", "the CUDA target" */
  bool isEmulator;  /* hidet_emu_* calls and allocation tracking, else hidet_cuda_* */
  /* Puts the runtime calls of a gpu.launch_func before it; the launch is
   * erased afterwards with the other host ops. */
  bool (*rewriteLaunch)(void *ctx, MlirOperation launch);
  void *ctx;
} HostOpsTarget;

/* Rewrites every host-side gpu op of the module (m->module) for target `t`,
 * checks that async tokens only order such ops, and erases them. Emits
 * errors at the ops; returns false on failure. */
bool hostOpsRewrite(EmuModule *m, const HostOpsTarget *t);

/* Whether `op` is one of the gpu ops hostOpsRewrite handles. */
bool hostOpIsRewritten(MlirOperation op);

#endif /* HIDET_GPU_HOST_OPS_H */
