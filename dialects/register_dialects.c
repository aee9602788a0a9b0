/*===-- register_dialects.c - Load the embedded IRDL dialects -------------===*/
#include "hidet-c/Dialects.h"

#include "mlir-c/Dialect/IRDL.h"
#include "mlir-c/Diagnostics.h"

/* Defined in the generated *_irdl_embedded.c files. */
extern const char hidet_graph_irdl[];
extern const unsigned long hidet_graph_irdl_size;
extern const char hidet_tm_irdl[];
extern const unsigned long hidet_tm_irdl_size;

static MlirLogicalResult loadOne(MlirContext ctx, const char *text,
                                 unsigned long size) {
  MlirModule module =
      mlirModuleCreateParse(ctx, mlirStringRefCreate(text, size));
  if (mlirModuleIsNull(module))
    return mlirLogicalResultFailure();
  MlirLogicalResult result = mlirLoadIRDLDialects(module);
  /* The loaded dialects keep their own constraint objects: the IRDL module
   * is not referenced after loading (checked under ASan). */
  mlirModuleDestroy(module);
  return result;
}

MlirLogicalResult hidetRegisterDialects(MlirContext ctx) {
  /* Loading twice would define the dialects twice; dynamic dialects cannot
   * be queried by name, so probe for one of their ops instead. */
  if (mlirContextIsRegisteredOperation(ctx, mlirStringRefCreateFromCString("graph.matmul")) &&
      mlirContextIsRegisteredOperation(ctx, mlirStringRefCreateFromCString("tm.task")))
    return mlirLogicalResultSuccess();
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__irdl__(), ctx);
  if (mlirLogicalResultIsFailure(loadOne(ctx, hidet_tm_irdl, hidet_tm_irdl_size)))
    return mlirLogicalResultFailure();
  return loadOne(ctx, hidet_graph_irdl, hidet_graph_irdl_size);
}
