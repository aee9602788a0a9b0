/*===-- host_launch.h - Kernel functions become their kernels' launches --===*/
#ifndef HIDET_HOST_LAUNCH_H
#define HIDET_HOST_LAUNCH_H

#include "mlir-c/IR.h"

#include <stdbool.h>

/* Replaces kernel function `fn` of `module` by a function of the same name
 * and type that launches every gpu.func of `gmod` (its gpu.module) on
 * memrefs of its tensors; the hidet.* attributes of fn are kept. Errors
 * (internal: the launch text does not parse) are reported at fn. */
bool hostLaunchRewrite(MlirOperation module, MlirOperation fn, MlirOperation gmod);

#endif /* HIDET_HOST_LAUNCH_H */
