/*===-- hidet-c/Diagnostics.h - Where hidet's remarks go ----------*- C -*-===*
 * hidet passes report errors as MLIR diagnostics (a handler attached with
 * mlirContextAttachDiagnosticHandler sees them). Their remarks (the reports
 * of `report=true`: fusion groups, chosen schedules, what was fused) cannot
 * take that path: the MLIR C API emits errors only. They go to a remark
 * handler set per context instead.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_C_DIAGNOSTICS_H
#define HIDET_C_DIAGNOSTICS_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Receives one remark: where it is and its text (one line, no trailing
 * newline; valid only during the call). */
typedef void (*HidetRemarkHandler)(MlirLocation loc, const char *message, void *userData);

/* Sends the remarks of hidet passes running in `ctx` to `handler`, with
 * `userData`, replacing any handler set before for `ctx`. A NULL `handler`
 * removes it. Without a handler a remark is printed to stderr as
 * `file:line:col: remark: message` (or `<unknown>: remark: message`).
 * The handler is kept in a table keyed by the context, not in the context
 * itself: remove it before destroying the context. Thread-safe; the handler
 * may be called from any thread that runs a pass on `ctx`. */
void hidetContextSetRemarkHandler(MlirContext ctx, HidetRemarkHandler handler, void *userData);
/* The handler set for `ctx` and its userData (NULL, NULL: none), e.g. to
 * restore it after silencing the remarks of a trial compile. */
void hidetContextGetRemarkHandler(MlirContext ctx, HidetRemarkHandler *handler, void **userData);

#ifdef __cplusplus
}
#endif

#endif /* HIDET_C_DIAGNOSTICS_H */
