/*===-- hidet-c/Verifier.h - Checks IRDL cannot express -----------*- C -*-===*
 * Shape, type and attribute rules of graph ops and tm mappings.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_C_VERIFIER_H
#define HIDET_C_VERIFIER_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Runs the hidet verifier on every graph and tm op nested in `root` (root
 * included). Each violated rule is reported as an error diagnostic at the
 * op's location through the context's diagnostic handlers. Every op is
 * checked, so one call reports all errors. Returns failure if any. */
MlirLogicalResult hidetVerify(MlirOperation root);

#ifdef __cplusplus
}
#endif

#endif /* HIDET_C_VERIFIER_H */
