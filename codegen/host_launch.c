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
 * passed last to every kernel, and freed (memref.dealloc) after the last;
 * a memref<?xi8> of the size the first kernel's hidet.workspace_dynamic
 * computes from run-time extents (runtime_extents.h) where it has one.
 * A kernel with `hidet.dynamic_smem = N` (its shared memory is
 * gpu.dynamic_shared_memory) is launched with dynamic_shared_memory_size N.
 * A kernel with hidet.tensor_maps (kernel_attrs.h: matmul_wgmma's TMA
 * operands) gets each map built right before its launch: the argument
 * reinterpreted as the map's row-major view, cast to an unranked memref,
 * nvgpu.tma.create.descriptor (the runtimes' tensor-map encoders: cached
 * per buffer and shape, so a model's weights are encoded once), passed as
 * an !llvm.ptr after the other arguments.
 *===----------------------------------------------------------------------===*/
#include "host_launch.h"

#include "kernel_attrs.h"
#include "kernel_functions.h"
#include "kernel_ir.h"
#include "runtime_extents.h"
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

/* The host text that builds tensor map q of kernel k (kernel_attrs.h) as
 * %tmp<k>_<q>: !llvm.ptr; false after an error at the kernel. */
static bool tensorMapText(HidetStr *t, MlirOperation fn, MlirOperation kernel,
                          const KernelTensorMap *m, int k, int q, const HidetStr *mt,
                          intptr_t nArgs) {
  if (m->arg >= nArgs) {
    hidetEmitOpError(kernel, "tensor map %d names argument %d of %ld", q, m->arg, (long)nArgs);
    return false;
  }
  MlirType fnType = mlirTypeAttrGetValue(hidetOpAttr(fn, "function_type"));
  intptr_t nIn = mlirFunctionTypeGetNumInputs(fnType);
  MlirType ty = m->arg < nIn ? mlirFunctionTypeGetInput(fnType, m->arg)
                             : mlirFunctionTypeGetResult(fnType, m->arg - nIn);
  int64_t elems = 1, view = 1;
  int64_t d[HIDET_MAX_RANK], r = 0;
  hidetTensorShape(ty, &r, d);
  for (int64_t i = 0; i < r; ++i)
    elems *= d[i];
  for (int i = 0; i < m->rank; ++i)
    view *= m->dims[i];
  if (elems != view) {
    hidetEmitOpError(kernel, "tensor map %d views %lld elements of argument %d, which has %lld",
                     q, (long long)view, m->arg, (long long)elems);
    return false;
  }
  HidetStr et = hidetPrintType(mlirShapedTypeGetElementType(ty));
  char vt[256], desc[512];
  int at = snprintf(vt, sizeof vt, "memref<");
  for (int i = 0; i < m->rank; ++i)
    at += snprintf(vt + at, sizeof vt - (size_t)at, "%lldx", (long long)m->dims[i]);
  snprintf(vt + at, sizeof vt - (size_t)at, "%s>", et.data);
  kernelTensorMapType(desc, sizeof desc, m->rank, m->box, et.data);
  hidetStrAppendf(t, "    %%tmv%d_%d = memref.reinterpret_cast %%arg%d to offset: [0], sizes: [", k,
                  q, m->arg);
  for (int i = 0; i < m->rank; ++i)
    hidetStrAppendf(t, "%s%lld", i ? ", " : "", (long long)m->dims[i]);
  hidetStrAppendf(t, "], strides: [");
  int64_t stride = 1, strides[5];
  for (int i = m->rank - 1; i >= 0; --i) {
    strides[i] = stride;
    stride *= m->dims[i];
  }
  for (int i = 0; i < m->rank; ++i)
    hidetStrAppendf(t, "%s%lld", i ? ", " : "", (long long)strides[i]);
  hidetStrAppendf(t, "] : %s to %s\n", mt[m->arg].data, vt);
  hidetStrAppendf(t, "    %%tmu%d_%d = memref.cast %%tmv%d_%d : %s to memref<*x%s>\n", k, q, k, q,
                  vt, et.data);
  for (int i = 0; i < m->rank; ++i)
    hidetStrAppendf(t, "    %%tmb%d_%d_%d = arith.constant %lld : index\n", k, q, i,
                    (long long)m->box[i]);
  hidetStrAppendf(t, "    %%tmd%d_%d = nvgpu.tma.create.descriptor %%tmu%d_%d box[", k, q, k, q);
  for (int i = 0; i < m->rank; ++i)
    hidetStrAppendf(t, "%s%%tmb%d_%d_%d", i ? ", " : "", k, q, i);
  hidetStrAppendf(t, "] : memref<*x%s> -> %s\n", et.data, desc);
  hidetStrAppendf(t, "    %%tmp%d_%d = builtin.unrealized_conversion_cast %%tmd%d_%d : %s to !llvm.ptr\n",
                  k, q, k, q, desc);
  hidetStrFree(&et);
  return true;
}

/* Dynamic shapes (runtime_extents.h): output j (kernel argument j) is
 * allocated with each `?` dim read from the kernel input whose extent it
 * is (rtDimSource through the kernel function's graph ops); an error at
 * fn when a `?` dim has no such input. */
static bool allocOutput(HidetStr *t, MlirOperation fn, intptr_t j, intptr_t nIn,
                        const HidetStr *mt) {
  MlirValue v = mlirOperationGetOperand(mlirBlockGetTerminator(kernelIrBody(fn)), j - nIn);
  MlirType ty = mlirValueGetType(v);
  int64_t rank = mlirShapedTypeGetRank(ty);
  HidetStr sizes;
  hidetStrInit(&sizes);
  for (int64_t d = 0; d < rank; ++d) {
    if (!mlirShapedTypeIsDynamicDim(ty, d))
      continue;
    int arg;
    int64_t argDim;
    if (!rtDimSource(v, d, &arg, &argDim)) {
      hidetEmitOpError(fn, "result %ld dim %lld is dynamic and not the extent of an input: the "
                           "host cannot size it",
                       (long)(j - nIn), (long long)d);
      hidetStrFree(&sizes);
      return false;
    }
    hidetStrAppendf(t, "    %%od%ld_%lld_i = arith.constant %lld : index\n", (long)j, (long long)d,
                    (long long)argDim);
    hidetStrAppendf(t, "    %%od%ld_%lld = memref.dim %%arg%d, %%od%ld_%lld_i : %s\n", (long)j,
                    (long long)d, arg, (long)j, (long long)d, mt[arg].data);
    hidetStrAppendf(&sizes, "%s%%od%ld_%lld", sizes.len ? ", " : "", (long)j, (long long)d);
  }
  hidetStrAppendf(t, "    %%arg%ld = memref.alloc(%s) {alignment = 64 : i64} : %s\n", (long)j,
                  sizes.len ? sizes.data : "", mt[j].data);
  hidetStrFree(&sizes);
  return true;
}

/* Grid axis `name`<k> of kernel k from run-time extents (a
 * hidet.grid_dynamic record): ceildiv(mul * prod(memref.dim), div). */
static bool dynamicGridText(HidetStr *t, MlirOperation kernel, const RtGridAxis *a,
                            const char *name, int k, int q, intptr_t nArgs, const HidetStr *mt) {
  hidetStrAppendf(t, "    %%gd%d_%d_p = arith.constant %lld : index\n", k, q, (long long)a->mul);
  char prod[48];
  snprintf(prod, sizeof prod, "%%gd%d_%d_p", k, q);
  for (int f = 0; f < a->n; ++f) {
    if (a->arg[f] < 0 || a->arg[f] >= nArgs) {
      hidetEmitOpError(kernel, "%s names argument %d of %ld", RT_GRID_ATTR, a->arg[f],
                       (long)nArgs);
      return false;
    }
    hidetStrAppendf(t,
                    "    %%gd%d_%d_%d_i = arith.constant %lld : index\n"
                    "    %%gd%d_%d_%d_d = memref.dim %%arg%d, %%gd%d_%d_%d_i : %s\n"
                    "    %%gd%d_%d_%d = arith.muli %s, %%gd%d_%d_%d_d : index\n",
                    k, q, f, (long long)a->dim[f], k, q, f, a->arg[f], k, q, f,
                    mt[a->arg[f]].data, k, q, f, prod, k, q, f);
    snprintf(prod, sizeof prod, "%%gd%d_%d_%d", k, q, f);
  }
  /* at least one block: an empty launch is an error on CUDA */
  hidetStrAppendf(t,
                  "    %%gd%d_%d_v = arith.constant %lld : index\n"
                  "    %%gd%d_%d_c = arith.ceildivui %s, %%gd%d_%d_v : index\n"
                  "    %%%s%d = arith.maxui %%gd%d_%d_c, %%one : index\n",
                  k, q, (long long)a->div, k, q, prod, k, q, name, k, k, q);
  return true;
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
  bool ok = true;
  for (intptr_t j = fc->nIn; j < nArgs && ok; ++j)
    ok = allocOutput(&t, fc->fn, j, fc->nIn, mt);
  /* a workspace sized by run-time extents (runtime_extents.h):
   * mul * prod(memref.dim) bytes */
  RtGridAxis wsDyn;
  int nWsDyn = wsBytes > 0 ? rtWorkspaceAttrRead(kernelFnFirstKernel(gmod), &wsDyn) : 0;
  if (nWsDyn < 0) {
    hidetEmitOpError(kernelFnFirstKernel(gmod), "malformed %s", RT_WORKSPACE_ATTR);
    ok = false;
  }
  for (int f = 0; ok && nWsDyn > 0 && f < wsDyn.n; ++f)
    if (wsDyn.arg[f] < 0 || wsDyn.arg[f] >= nArgs) {
      hidetEmitOpError(kernelFnFirstKernel(gmod), "%s names argument %d of %ld",
                       RT_WORKSPACE_ATTR, wsDyn.arg[f], (long)nArgs);
      ok = false;
    }
  if (ok && nWsDyn > 0) {
    snprintf(wsType, sizeof wsType, "memref<?xi8>");
    hidetStrAppendf(&t, "    %%wsb = arith.constant %lld : index\n", (long long)wsDyn.mul);
    char prod[32] = "%wsb";
    for (int f = 0; f < wsDyn.n; ++f) {
      hidetStrAppendf(&t,
                      "    %%wsb%d_i = arith.constant %lld : index\n"
                      "    %%wsb%d_d = memref.dim %%arg%d, %%wsb%d_i : %s\n"
                      "    %%wsb%d = arith.muli %s, %%wsb%d_d : index\n",
                      f, (long long)wsDyn.dim[f], f, wsDyn.arg[f], f, mt[wsDyn.arg[f]].data, f,
                      prod, f);
      snprintf(prod, sizeof prod, "%%wsb%d", f);
    }
    hidetStrAppendf(&t, "    %%ws = memref.alloc(%s) {alignment = 64 : i64} : %s\n", prod,
                    wsType);
  } else if (ok && wsBytes > 0) {
    hidetStrAppendf(&t, "    %%ws = memref.alloc() {alignment = 64 : i64} : %s\n", wsType);
  }
  int k = 0;
  for (MlirOperation op = kernelFnFirstKernel(gmod); ok && !mlirOperationIsNull(op);
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
    KernelTensorMap maps[KERNEL_MAX_TENSOR_MAPS];
    int nMaps = kernelAttrTensorMaps(op, maps, KERNEL_MAX_TENSOR_MAPS);
    if (nMaps < 0) {
      hidetEmitOpError(op, "malformed %s", KERNEL_ATTR_TENSOR_MAPS);
      ok = false;
      break;
    }
    for (int q = 0; q < nMaps && ok; ++q)
      ok = tensorMapText(&t, fc->fn, op, &maps[q], k, q, mt, nArgs);
    if (!ok)
      break;
    RtGridAxis dynGrid[3];
    int nDyn = rtGridAttrRead(op, dynGrid, 3);
    if (nDyn < 0) {
      hidetEmitOpError(op, "malformed %s", RT_GRID_ATTR);
      ok = false;
      break;
    }
    const char *axisNames[3] = {"gx", "gy", "gz"};
    bool isDyn[3] = {false, false, false};
    for (int q = 0; q < nDyn && ok; ++q) {
      ok = dynamicGridText(&t, op, &dynGrid[q], axisNames[dynGrid[q].axis], k, q, nArgs, mt);
      isDyn[dynGrid[q].axis] = true;
    }
    if (!ok)
      break;
    for (int a = 0; a < 3; ++a)
      if (!isDyn[a])
        hidetStrAppendf(&t, "    %%%s%d = arith.constant %lld : index\n", axisNames[a], k,
                        (long long)mlirDenseI64ArrayGetElement(grid, a));
    hidetStrAppendf(&t,
                    "    %%bx%d = arith.constant %d : index\n"
                    "    gpu.launch_func @%s::@%s blocks in (%%gx%d, %%gy%d, %%gz%d) threads in "
                    "(%%bx%d, %%one, %%one)%s args(",
                    k, mlirDenseI32ArrayGetElement(block, 0), modName, kname, k, k, k, k, dynText);
    for (intptr_t i = 0; i < nArgs; ++i)
      hidetStrAppendf(&t, "%s%%arg%ld : %s", i ? ", " : "", (long)i, mt[i].data);
    if (wsBytes > 0)
      hidetStrAppendf(&t, "%s%%ws : %s", nArgs ? ", " : "", wsType);
    for (int q = 0; q < nMaps; ++q)
      hidetStrAppendf(&t, ", %%tmp%d_%d : !llvm.ptr", k, q);
    hidetStrAppendf(&t, ")\n");
    k++;
  }
  if (!ok) {
    for (intptr_t i = 0; i < nArgs; ++i) {
      hidetStrFree(&mt[i]);
      hidetStrFree(&tt[i]);
    }
    free(mt);
    free(tt);
    hidetStrFree(&t);
    return false;
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
    KernelTensorMap maps[KERNEL_MAX_TENSOR_MAPS];
    int nMaps = kernelAttrTensorMaps(op, maps, KERNEL_MAX_TENSOR_MAPS);
    for (int q = 0; q < nMaps; ++q)
      hidetStrAppendf(&t, ", %%tm%d: !llvm.ptr", q);
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
  if (rtKernelFnIsDynamic(fc->fn)) {
    /* A host function with a `?` result cannot stay a function: upstream's
     * buffer-results-to-out-params makes out-params only of results whose
     * sizes the caller can compute, which memref.dim of an argument is not.
     * So the launches of a dynamic kernel function are inlined at each of its
     * call sites (in the graph function, still on tensors): a copy of `host`
     * per call, its arguments replaced by the call's operands and the call's
     * results by what it returns (kernelIrInlineAtCalls). */
    kernelIrInlineAtCalls(module, fname, nf);
    mlirOperationDestroy(nf);
  } else {
    mlirBlockInsertOwnedOperationAfter(kernelIrBody(module), fc->fn, nf);
  }
  mlirOperationDestroy(fc->fn);
  mlirModuleDestroy(parsed);
  return true;
}

