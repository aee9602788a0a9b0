/*===-- anchor_kernel.c - Scheduled anchor kernels of kernel functions ----===*/
#include "kernel_functions.h"

#include "kernel_ir.h"
#include "scalar_emit.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdarg.h>
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

bool kernelFnIsMatmul(MlirOperation anchor) {
  return hidetOpIs(anchor, "graph.matmul") || hidetOpIs(anchor, "graph.batch_matmul");
}

static bool isF32Tensor(MlirValue v) {
  return mlirTypeIsAF32(mlirShapedTypeGetElementType(mlirValueGetType(v)));
}

bool kernelFnMatmulProblem(MlirOperation anchor, HidetMatmulProblem *p, char *why, size_t whySize) {
  MlirValue lhs = mlirOperationGetOperand(anchor, 0), rhs = mlirOperationGetOperand(anchor, 1),
            res = mlirOperationGetResult(anchor, 0);
  if (!isF32Tensor(lhs) || !isF32Tensor(rhs) || !isF32Tensor(res)) {
    HidetStr t = hidetPrintType(mlirValueGetType(lhs));
    snprintf(why, whySize,
             "the CUDA-core matmul template computes f32 only; this one has operands of type %s "
             "(cast them to f32 in the graph)",
             t.data);
    hidetStrFree(&t);
    return false;
  }
  int64_t ld[HIDET_MAX_RANK], rd[HIDET_MAX_RANK];
  int64_t lr = 0, rr = 0;
  hidetTensorShape(mlirValueGetType(lhs), &lr, ld);
  hidetTensorShape(mlirValueGetType(res), &rr, rd);
  p->m = rd[rr - 2];
  p->n = rd[rr - 1];
  p->k = ld[lr - 1];
  p->batch = 1;
  for (int64_t i = 0; i + 2 < rr; ++i)
    p->batch *= rd[i];
  if (p->m == 0 || p->n == 0 || p->k == 0 || p->batch == 0) {
    snprintf(why, whySize, "empty matmul (batch %lld, m %lld, n %lld, k %lld) has no kernel",
             (long long)p->batch, (long long)p->m, (long long)p->n, (long long)p->k);
    return false;
  }
  return true;
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

bool kernelFnInstantiateMatmul(MlirOperation module, MlirOperation fn, MlirOperation anchor,
                         const HidetMatmulSchedule *s, HidetMatmulLoadMode mode) {
  MlirContext ctx = mlirOperationGetContext(fn);
  MlirLocation loc = mlirOperationGetLocation(anchor);
  HidetMatmulProblem p;
  char why[512];
  if (!kernelFnMatmulProblem(anchor, &p, why, sizeof why)) {
    hidetEmitOpError(anchor, "%s", why);
    return false;
  }
  /* Kernel arguments: the function's inputs, then its results (outputs). */
  MlirType fnType = mlirTypeAttrGetValue(hidetOpAttr(fn, "function_type"));
  intptr_t nIn = mlirFunctionTypeGetNumInputs(fnType), nOut = mlirFunctionTypeGetNumResults(fnType);
  int nArgs = (int)(nIn + nOut);
  HidetStr *types = calloc((size_t)nArgs, sizeof(HidetStr));
  const char **typeText = calloc((size_t)nArgs, sizeof(char *));
  for (int i = 0; i < nArgs; ++i) {
    MlirType t = i < nIn ? mlirFunctionTypeGetInput(fnType, i)
                         : mlirFunctionTypeGetResult(fnType, i - nIn);
    types[i] = scalarMemrefTypeText(t);
    typeText[i] = types[i].data;
  }
  char modName[256], kernName[200];
  kernelFnGpuModuleName(fn, modName, sizeof modName);
  symName(fn, kernName, sizeof kernName);
  HidetStr text;
  hidetStrInit(&text);
  hidetStrAppendf(&text, "module {\n");
  HidetLaunchDims launch;
  bool ok = hidetMatmulTemplateEmit(&text, modName, kernName, &p, s, mode, nArgs, typeText,
                                    &launch, why, sizeof why);
  for (int i = 0; i < nArgs; ++i)
    hidetStrFree(&types[i]);
  free(types);
  free(typeText);
  if (!ok) {
    hidetStrFree(&text);
    hidetEmitOpError(anchor, "cannot instantiate the matmul template: %s", why);
    return false;
  }
  hidetStrAppendf(&text, "}\n");
  MlirModule parsed = kernelIrParse(ctx, &text, loc, "matmul kernel");
  hidetStrFree(&text);
  if (mlirModuleIsNull(parsed))
    return false;
  MlirOperation gmod = mlirBlockGetFirstOperation(mlirModuleGetBody(parsed));
  MlirOperation gfunc = kernelIrLookup(kernelIrBody(gmod), kernName);
  mlirOperationSetAttributeByName(gfunc, mlirStringRefCreateFromCString("hidet.host"),
                                  mlirStringAttrGet(ctx, mlirStringRefCreateFromCString(kernName)));
  mlirOperationSetAttributeByName(gfunc, mlirStringRefCreateFromCString("hidet.grid"),
                                  mlirDenseI64ArrayGet(ctx, 3, launch.grid));
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

void kernelFnRemark(MlirLocation loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  hidetEmitRemarkV(loc, fmt, ap);
  va_end(ap);
}
