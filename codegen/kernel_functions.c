/*===-- kernel_functions.c - Kernel functions and their GPU modules -------===*/
#include "kernel_functions.h"

#include "kernel_attrs.h"
#include "kernel_ir.h"
#include "partition.h"
#include "scalar_emit.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/Bufferization.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/Dialect/GPU.h"
#include "mlir-c/Dialect/Math.h"
#include "mlir-c/Dialect/MemRef.h"
#include "mlir-c/Dialect/NVGPU.h"
#include "mlir-c/Dialect/SCF.h"
#include "mlir-c/Dialect/Vector.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int kernelFnList(MlirOperation module, MlirOperation **out) {
  int n = 0, cap = 8;
  *out = malloc(sizeof(MlirOperation) * (size_t)cap);
  MlirBlock body = kernelIrBody(module);
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (!hidetOpIs(op, "func.func") || mlirAttributeIsNull(hidetOpAttr(op, "hidet.kernel")) ||
        mlirBlockIsNull(kernelIrBody(op)))
      continue;
    if (n == cap)
      *out = realloc(*out, sizeof(MlirOperation) * (size_t)(cap *= 2));
    (*out)[n++] = op;
  }
  return n;
}

MlirOperation kernelFnAnchor(MlirOperation fn) {
  char anchor[64];
  kernelIrStringAttr(fn, "hidet.anchor", anchor, sizeof anchor);
  if (!anchor[0])
    return (MlirOperation){NULL};
  for (MlirOperation op = mlirBlockGetFirstOperation(kernelIrBody(fn)); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (hidetOpIs(op, anchor))
      return op;
  return (MlirOperation){NULL};
}

static void symName(MlirOperation op, char *buf, size_t size) {
  kernelIrStringAttr(op, "sym_name", buf, size);
}

void kernelFnGpuModuleName(MlirOperation fn, char *buf, size_t size) {
  char name[200];
  symName(fn, name, sizeof name);
  snprintf(buf, size, "%s_gpu", name);
}

MlirOperation kernelFnGpuModule(MlirOperation module, MlirOperation fn) {
  char name[256];
  kernelFnGpuModuleName(fn, name, sizeof name);
  MlirOperation m = kernelIrLookup(kernelIrBody(module), name);
  return !mlirOperationIsNull(m) && hidetOpIs(m, "gpu.module") ? m : (MlirOperation){NULL};
}

bool kernelFnInstantiate(MlirOperation module, MlirOperation fn, MlirOperation anchor,
                         const HidetTemplate *t, const HidetProblem *p, const HidetSchedule *s,
                         HidetLoadMode mode) {
  MlirLocation loc = mlirOperationGetLocation(mlirOperationIsNull(anchor) ? fn : anchor);
  MlirContext ctx = mlirOperationGetContext(fn);
  /* Kernel arguments: the function's inputs, then its results (outputs). */
  MlirType fnType = mlirTypeAttrGetValue(hidetOpAttr(fn, "function_type"));
  intptr_t nIn = mlirFunctionTypeGetNumInputs(fnType), nOut = mlirFunctionTypeGetNumResults(fnType);
  int nArgs = (int)(nIn + nOut);
  HidetStr *types = calloc((size_t)nArgs + 1, sizeof(HidetStr));
  const char **typeText = calloc((size_t)nArgs + 1, sizeof(char *));
  for (int i = 0; i < nArgs; ++i) {
    MlirType ty = i < nIn ? mlirFunctionTypeGetInput(fnType, i)
                          : mlirFunctionTypeGetResult(fnType, i - nIn);
    types[i] = scalarMemrefTypeText(ty);
    typeText[i] = types[i].data;
  }
  char modName[256], kernName[200], why[512];
  kernelFnGpuModuleName(fn, modName, sizeof modName);
  symName(fn, kernName, sizeof kernName);
  HidetTemplateCall call = {fn, anchor, modName, kernName, nArgs, typeText, p, s, mode};
  HidetStr text;
  hidetStrInit(&text);
  hidetStrAppendf(&text, "module {\n");
  bool ok = t->emit(t, &call, &text, why, sizeof why);
  for (int i = 0; i < nArgs; ++i)
    hidetStrFree(&types[i]);
  free(types);
  free(typeText);
  if (!ok) {
    hidetStrFree(&text);
    hidetEmitErrorAt(loc, "cannot instantiate the %s template: %s", t->name, why);
    return false;
  }
  hidetStrAppendf(&text, "}\n");
  MlirModule parsed = kernelIrParse(ctx, &text, loc, "kernel of template");
  hidetStrFree(&text);
  if (mlirModuleIsNull(parsed))
    return false;
  MlirOperation gmod = mlirBlockGetFirstOperation(mlirModuleGetBody(parsed));
  for (MlirOperation k = kernelFnFirstKernel(gmod); !mlirOperationIsNull(k);
       k = kernelFnNextKernel(k)) {
    kernelAttrSetString(k, KERNEL_ATTR_HOST, kernName);
    kernelAttrSetString(k, KERNEL_ATTR_TEMPLATE, t->name);
    kernelAttrSetSchedule(k, t, s);
    kernelAttrSetLoadMode(k, mode);
  }
  kernelIrSetLocations(gmod, loc);
  MlirOperation old = kernelFnGpuModule(module, fn);
  if (!mlirOperationIsNull(old))
    mlirOperationDestroy(old);
  kernelIrMoveAll(parsed, kernelIrBody(module));
  mlirModuleDestroy(parsed);
  mlirOperationSetAttributeByName(module, mlirStringRefCreateFromCString("gpu.container_module"),
                                  mlirUnitAttrGet(ctx));
  return true;
}

static MlirOperation kernelAtOrAfter(MlirOperation op) {
  while (!mlirOperationIsNull(op) && !hidetOpIs(op, "gpu.func"))
    op = mlirOperationGetNextInBlock(op);
  return op;
}

MlirOperation kernelFnFirstKernel(MlirOperation gmod) {
  return kernelAtOrAfter(mlirBlockGetFirstOperation(kernelIrBody(gmod)));
}

MlirOperation kernelFnNextKernel(MlirOperation k) {
  return kernelAtOrAfter(mlirOperationGetNextInBlock(k));
}

MlirLogicalResult kernelFnForEach(MlirOperation module,
                                  bool (*each)(MlirOperation module, MlirOperation fn,
                                               const void *options),
                                  const void *options) {
  MlirOperation *fns;
  int nf = kernelFnList(module, &fns);
  bool ok = true;
  for (int i = 0; i < nf && ok; ++i)
    ok = each(module, fns[i], options);
  free(fns);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

MlirDialectHandle (*const kernelFnKernelDialects[])(void) = {
    mlirGetDialectHandle__gpu__,    mlirGetDialectHandle__nvgpu__,
    mlirGetDialectHandle__memref__, mlirGetDialectHandle__vector__,
    mlirGetDialectHandle__scf__,    mlirGetDialectHandle__arith__,
    mlirGetDialectHandle__math__,   mlirGetDialectHandle__func__,
    mlirGetDialectHandle__bufferization__, NULL};

bool kernelFnRegionalOp(MlirOperation fn) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(fn, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (partIsRegional(op))
      return true;
  return false;
}
