/*===-- hidet-c/Dialects.h - Loading the graph and tm dialects ----*- C -*-===*
 * The `graph` and `tm` dialects are IRDL definitions embedded in the library.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_C_DIALECTS_H
#define HIDET_C_DIALECTS_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Loads the `graph` and `tm` dialects into `ctx` (and the `irdl` dialect
 * they are defined with). Idempotent: a second call on the same context
 * succeeds without reloading. Fails, with a diagnostic, only if the embedded
 * definitions do not load, which is a build defect. */
MlirLogicalResult hidetRegisterDialects(MlirContext ctx);

/* Creates a context ready for hidet: every upstream dialect and pass
 * registered, LLVM translations registered, and the hidet dialects loaded.
 * Destroy it with mlirContextDestroy. Returns a null context (check with
 * mlirContextIsNull) if the hidet dialects fail to load. */
MlirContext hidetContextCreate(void);

/* Dialect handles for `graph` and `tm`, usable with the upstream handle
 * functions (mlirDialectHandleInsertDialect, ...RegisterDialect,
 * ...LoadDialect). Inserting one into a registry registers both dialects by
 * name: a context with that registry loads them (hidetRegisterDialects)
 * the first time it needs one of them, e.g. when the parser meets a
 * `graph.` op or a `#tm.` attribute, or when a pass manager loads the
 * dependent dialects of its passes (every hidet pass depends on both).
 * Loading either handle loads both and returns the one named. */
MlirDialectHandle hidetGetGraphDialectHandle(void);
MlirDialectHandle hidetGetTmDialectHandle(void);

/* Inserts both handles into `registry`: for a frontend that builds its own
 * registry (and the mlir-opt dialect plugin, docs/embedding.md). */
void hidetDialectRegistryInsertDialects(MlirDialectRegistry registry);

#ifdef __cplusplus
}
#endif

#endif /* HIDET_C_DIALECTS_H */
