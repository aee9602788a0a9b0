/*===-- host_launch.c - Kernel functions become their kernels' launches --===*
 * The last step of hidet-fuse-prologue-epilogue: once a kernel function's
 * GPU kernels are complete, its body (the group's graph ops) is replaced by
 * their launches: bufferization.to_buffer of each input, memref.alloc of
 * each output, one gpu.launch_func per gpu.func (grid from hidet.grid,
 * block from gpu.known_block_size), and bufferization.to_tensor of each
 * output (the host is bufferized later by hidet-compile-to-gpu). Kernels
 * launch in the order of the gpu.module; each takes every input and output
 * of the kernel function as its arguments. A template with a global
 * workspace (HidetTemplate.workspaceBytes > 0 for the kernels' schedule and
 * problem) gets one more: a memref<Nxi8> allocated before the first launch,
 * passed last to every kernel, and freed (memref.dealloc) after the last.
 * A kernel with `hidet.dynamic_smem = N` (its shared memory is
 * gpu.dynamic_shared_memory) is launched with dynamic_shared_memory_size N.
 *===----------------------------------------------------------------------===*/
#include "host_launch.h"

#include "kernel_attrs.h"
#include "kernel_functions.h"
#include "kernel_ir.h"
#include "scalar_emit.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The global workspace of gmod's kernels in bytes (0: none), or -1 after
 * an error at fn. */
static int64_t workspaceBytes(MlirOperation fn, MlirOperation gmod) {
  MlirOperation first = kernelFnFirstKernel(gmod);
  const HidetTemplate *t = mlirOperationIsNull(first) ? NULL : kernelAttrTemplate(first);
  if (!t || !t->sched->workspaceBytes)
    return 0;
  HidetSchedule s;
  HidetProblem p;
  char why[256];
  if (!kernelAttrSchedule(first, t, &s, why, sizeof why) ||
      !t->problem(t, fn, kernelFnAnchor(fn), &p, why, sizeof why)) {
    hidetEmitOpError(fn, "cannot size the %s template's workspace: %s", t->name, why);
    return -1;
  }
  return t->sched->workspaceBytes(t, &s, &p);
}

bool hostLaunchRewrite(MlirOperation module, MlirOperation fn, MlirOperation gmod) {
  int64_t wsBytes = workspaceBytes(fn, gmod);
  if (wsBytes < 0)
    return false;
  char wsType[48] = "";
  if (wsBytes > 0)
    snprintf(wsType, sizeof wsType, "memref<%lldxi8>", (long long)wsBytes);
  MlirType fnType = mlirTypeAttrGetValue(hidetOpAttr(fn, "function_type"));
  struct {
    MlirOperation fn;
    intptr_t nIn, nOut;
  } hf = {fn, mlirFunctionTypeGetNumInputs(fnType), mlirFunctionTypeGetNumResults(fnType)},
    *fc = &hf;
  MlirContext ctx = mlirOperationGetContext(module);
  char fname[200], modName[256];
  kernelIrStringAttr(fc->fn, "sym_name", fname, sizeof fname);
  kernelFnGpuModuleName(fc->fn, modName, sizeof modName);
  MlirType ft = mlirTypeAttrGetValue(hidetOpAttr(fc->fn, "function_type"));
  intptr_t nArgs = fc->nIn + fc->nOut;
  HidetStr *mt = calloc((size_t)nArgs, sizeof(HidetStr)), *tt = calloc((size_t)nArgs, sizeof(HidetStr));
  for (intptr_t i = 0; i < nArgs; ++i) {
    MlirType ty = i < fc->nIn ? mlirFunctionTypeGetInput(ft, i)
                              : mlirFunctionTypeGetResult(ft, i - fc->nIn);
    mt[i] = scalarMemrefTypeText(ty);
    tt[i] = hidetPrintType(ty);
  }
  HidetStr t;
  hidetStrInit(&t);
  hidetStrAppendf(&t, "module attributes {gpu.container_module} {\n  func.func private @%s(", fname);
  for (intptr_t i = 0; i < fc->nIn; ++i)
    hidetStrAppendf(&t, "%s%%t%ld: %s", i ? ", " : "", (long)i, tt[i].data);
  hidetStrAppendf(&t, ") -> (");
  for (intptr_t j = 0; j < fc->nOut; ++j)
    hidetStrAppendf(&t, "%s%s", j ? ", " : "", tt[fc->nIn + j].data);
  hidetStrAppendf(&t, ") {\n    %%one = arith.constant 1 : index\n");
  for (intptr_t i = 0; i < fc->nIn; ++i)
    hidetStrAppendf(&t, "    %%arg%ld = bufferization.to_buffer %%t%ld read_only : %s to %s\n",
                    (long)i, (long)i, tt[i].data, mt[i].data);
  for (intptr_t j = fc->nIn; j < nArgs; ++j)
    hidetStrAppendf(&t, "    %%arg%ld = memref.alloc() {alignment = 64 : i64} : %s\n", (long)j,
                    mt[j].data);
  if (wsBytes > 0)
    hidetStrAppendf(&t, "    %%ws = memref.alloc() {alignment = 64 : i64} : %s\n", wsType);
  int k = 0;
  for (MlirOperation op = kernelFnFirstKernel(gmod); !mlirOperationIsNull(op);
       op = kernelFnNextKernel(op)) {
    char kname[200];
    kernelIrStringAttr(op, "sym_name", kname, sizeof kname);
    MlirAttribute grid = hidetOpAttr(op, "hidet.grid");
    MlirAttribute block = hidetOpAttr(op, "gpu.known_block_size");
    /* A kernel whose shared memory is gpu.dynamic_shared_memory says how
     * much it needs in hidet.dynamic_smem; the launch passes it. */
    MlirAttribute dyn = hidetOpAttr(op, "hidet.dynamic_smem");
    char dynText[64] = "";
    if (!mlirAttributeIsNull(dyn) && mlirAttributeIsAInteger(dyn)) {
      hidetStrAppendf(&t, "    %%ds%d = arith.constant %lld : i32\n", k,
                      (long long)mlirIntegerAttrGetValueInt(dyn));
      snprintf(dynText, sizeof dynText, " dynamic_shared_memory_size %%ds%d", k);
    }
    hidetStrAppendf(&t,
                    "    %%gx%d = arith.constant %lld : index\n"
                    "    %%gy%d = arith.constant %lld : index\n"
                    "    %%gz%d = arith.constant %lld : index\n"
                    "    %%bx%d = arith.constant %d : index\n"
                    "    gpu.launch_func @%s::@%s blocks in (%%gx%d, %%gy%d, %%gz%d) threads in "
                    "(%%bx%d, %%one, %%one)%s args(",
                    k, (long long)mlirDenseI64ArrayGetElement(grid, 0), k,
                    (long long)mlirDenseI64ArrayGetElement(grid, 1), k,
                    (long long)mlirDenseI64ArrayGetElement(grid, 2), k,
                    mlirDenseI32ArrayGetElement(block, 0), modName, kname, k, k, k, k, dynText);
    for (intptr_t i = 0; i < nArgs; ++i)
      hidetStrAppendf(&t, "%s%%arg%ld : %s", i ? ", " : "", (long)i, mt[i].data);
    if (wsBytes > 0)
      hidetStrAppendf(&t, "%s%%ws : %s", nArgs ? ", " : "", wsType);
    hidetStrAppendf(&t, ")\n");
    k++;
  }
  if (wsBytes > 0)
    hidetStrAppendf(&t, "    memref.dealloc %%ws : %s\n", wsType);
  for (intptr_t j = fc->nIn; j < nArgs; ++j)
    hidetStrAppendf(&t, "    %%r%ld = bufferization.to_tensor %%arg%ld restrict writable : %s to %s\n",
                    (long)j, (long)j, mt[j].data, tt[j].data);
  hidetStrAppendf(&t, "    return");
  for (intptr_t j = fc->nIn; j < nArgs; ++j)
    hidetStrAppendf(&t, "%s %%r%ld", j > fc->nIn ? "," : "", (long)j);
  if (fc->nOut) {
    hidetStrAppendf(&t, " :");
    for (intptr_t j = fc->nIn; j < nArgs; ++j)
      hidetStrAppendf(&t, "%s %s", j > fc->nIn ? "," : "", tt[j].data);
  }
  hidetStrAppendf(&t, "\n  }\n");
  /* The parser verifies gpu.launch_func against its kernel, so the text
   * also declares each kernel's signature (with an empty body); only the
   * function above is kept, the real kernels are already in the module. */
  hidetStrAppendf(&t, "  gpu.module @%s {\n", modName);
  for (MlirOperation op = kernelFnFirstKernel(gmod); !mlirOperationIsNull(op);
       op = kernelFnNextKernel(op)) {
    char kname[200];
    kernelIrStringAttr(op, "sym_name", kname, sizeof kname);
    hidetStrAppendf(&t, "    gpu.func @%s(", kname);
    for (intptr_t i = 0; i < nArgs; ++i)
      hidetStrAppendf(&t, "%s%%s%ld: %s", i ? ", " : "", (long)i, mt[i].data);
    if (wsBytes > 0)
      hidetStrAppendf(&t, "%s%%ws: %s", nArgs ? ", " : "", wsType);
    hidetStrAppendf(&t, ") kernel {\n      gpu.return\n    }\n");
  }
  hidetStrAppendf(&t, "  }\n}\n");
  for (intptr_t i = 0; i < nArgs; ++i) {
    hidetStrFree(&mt[i]);
    hidetStrFree(&tt[i]);
  }
  free(mt);
  free(tt);
  MlirModule parsed = kernelIrParse(ctx, &t, mlirOperationGetLocation(fc->fn), "kernel launch");
  hidetStrFree(&t);
  if (mlirModuleIsNull(parsed))
    return false;
  MlirOperation nf = mlirBlockGetFirstOperation(mlirModuleGetBody(parsed));
  /* keep the kernel function's hidet.* attributes (what was fused, how) */
  for (intptr_t i = 0; i < mlirOperationGetNumAttributes(fc->fn); ++i) {
    MlirNamedAttribute a = mlirOperationGetAttribute(fc->fn, i);
    MlirStringRef n = mlirIdentifierStr(a.name);
    if (n.length > 6 && strncmp(n.data, "hidet.", 6) == 0)
      mlirOperationSetAttributeByName(nf, n, a.attribute);
  }
  kernelIrSetLocations(nf, mlirOperationGetLocation(fc->fn));
  mlirOperationRemoveFromParent(nf);
  mlirBlockInsertOwnedOperationAfter(kernelIrBody(module), fc->fn, nf);
  mlirOperationDestroy(fc->fn);
  mlirModuleDestroy(parsed);
  return true;
}

