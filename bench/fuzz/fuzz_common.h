/*===-- fuzz_common.h - What the libFuzzer targets share -----------*- C -*-===*
 * The targets (fuzz_*.c, docs/fuzzing.md) each define
 * LLVMFuzzerTestOneInput. They share a context with every dialect hidet-opt
 * loads, diagnostics that are counted instead of printed, and the checks
 * that turn a silent failure into a finding: a step that fails must have
 * reported an error, and IR that a pass produced must verify.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_FUZZ_COMMON_H
#define HIDET_FUZZ_COMMON_H

#include "mlir-c/IR.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The context for this input: hidetContextCreate's, with diagnostics
 * counted by fuzzErrors(). It is reused for a number of inputs and then
 * replaced, so that what the context uniques (types, attributes,
 * locations) cannot grow without bound over a long run. */
MlirContext fuzzContext(void);
/* Error diagnostics since the last fuzzResetErrors(). */
int fuzzErrors(void);
void fuzzResetErrors(void);

/* A NUL-terminated copy of the input (MLIR's lexer stops at a NUL); free
 * with free(). */
char *fuzzCopyInput(const uint8_t *data, size_t size);

/* Aborts (a finding) with `what` when `failed` holds but no error
 * diagnostic was reported since the last reset: every failure must say why. */
void fuzzExpectDiagnostic(bool failed, const char *what);

/* Parses `text` as hidet-opt does: the input limits (lib/input_limits.c),
 * then the MLIR parser (which runs the upstream and IRDL verifiers), then
 * the hidet verifier. Returns the module, or a null module when any step
 * rejected the input (having checked that it said why). */
MlirModule fuzzParseAndVerify(const char *text, size_t len);

/* Aborts (a finding) when `op`, which a pass just produced, fails the
 * upstream or the hidet verifier. */
void fuzzExpectValid(MlirOperation op, const char *producer);

#endif /* HIDET_FUZZ_COMMON_H */
