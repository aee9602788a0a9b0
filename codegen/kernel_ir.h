/*===-- kernel_ir.h - Splicing text-built IR into a module ----------------===*
 * The scheduling and fusion passes build kernels and hook bodies as MLIR
 * text (the C API has no builders for most ops). These helpers parse such
 * text, move its ops into the module being transformed, and inline a
 * func.call by hand (clone the callee's body before the call).
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_KERNEL_IR_H
#define HIDET_KERNEL_IR_H

#include "hidet_internal.h"

#include "mlir-c/IR.h"

/* Parses `text` as a module. On failure emits an internal error at `loc`
 * (what failed and, with HIDET_DEBUG_KERNELS=1 in the environment, the
 * text on stderr) and returns a null module. */
MlirModule kernelIrParse(MlirContext ctx, const HidetStr *text, MlirLocation loc, const char *what);

/* Moves every op of the parsed module's body to the end of `dest`. */
void kernelIrMoveAll(MlirModule from, MlirBlock dest);

/* The op defining symbol `name` directly in `block`, or null. */
MlirOperation kernelIrLookup(MlirBlock block, const char *name);

/* Inlines `call` (a func.call) with a clone of `callee`'s single-block
 * body; the call is erased. */
void kernelIrInlineCall(MlirOperation call, MlirOperation callee);

/* The string value of a StringAttr attribute, or "" if absent. */
const char *kernelIrStringAttr(MlirOperation op, const char *name, char *buf, size_t size);

/* The body block of a module-like op (region 0, first block). */
MlirBlock kernelIrBody(MlirOperation op);

/* Sets every op's location in `op` (recursively) to `loc`, so that later
 * diagnostics point at the graph op the kernel came from. */
void kernelIrSetLocations(MlirOperation op, MlirLocation loc);
/* Inlines a copy of function `fn`'s single-block body at `call` (an op
 * whose operands are fn's arguments and whose results are what fn
 * returns): the copy's arguments are replaced by the call's operands, the
 * call's results by the returned values, its ops moved before the call,
 * which is erased. fn itself is left as it was. */
void kernelIrInlineAt(MlirOperation call, MlirOperation fn);
/* kernelIrInlineAt on every func.call of @callee in `module`, nested ones
 * included (a size bucket's dispatch puts them in scf.if regions). */
void kernelIrInlineAtCalls(MlirOperation module, const char *callee, MlirOperation fn);

#endif /* HIDET_KERNEL_IR_H */
