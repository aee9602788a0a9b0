/*===-- hidet_internal.h - Helpers shared inside libhidet ---------*- C -*-===*
 * Not part of the public API. Prefixes: hidetStr* (growable strings),
 * hidetEmit* (diagnostics and remarks), hidetOp* and hidetTensor* (IR
 * queries), hidetVerify*Op (per-dialect verifiers).
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_INTERNAL_H
#define HIDET_INTERNAL_H

#include "mlir-c/IR.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* ---- Growable, always NUL-terminated string. -------------------------- */
typedef struct {
  char *data;
  size_t len, cap;
} HidetStr;

void hidetStrInit(HidetStr *s);
void hidetStrFree(HidetStr *s);
void hidetStrAppend(HidetStr *s, const char *data, size_t len);
void hidetStrAppendf(HidetStr *s, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* The same with a va_list (ap is consumed). */
void hidetStrAppendv(HidetStr *s, const char *fmt, va_list ap);
/* An MlirStringCallback that appends to the HidetStr passed as userData. */
void hidetStrCallback(MlirStringRef piece, void *userData);

/* Printed forms (caller frees with hidetStrFree). */
HidetStr hidetPrintAttribute(MlirAttribute attr);
HidetStr hidetPrintType(MlirType type);
/* The keyword of an enum attribute, printed like `#gpu<all_reduce_op add>`
 * or `#nvvm.mma_type<f16>` ("add", "f16"), into `buf`; "" for a null or
 * other attribute. */
const char *hidetEnumKeyword(MlirAttribute attr, char *buf, size_t size);

/* hidetContextCreate without registering the upstream passes, which
 * writes process-wide tables and is not thread safe: for the contexts that
 * worker threads create (hidet-parallel-gpu-modules) while the main thread's
 * context, made by hidetContextCreate, has registered them already. */
MlirContext hidetContextCreateNoPassRegistration(void);

/* ---- Diagnostics. ----------------------------------------------------- */
/* Emits "'<op name>' op <message>" as an error at the op's location, the
 * form upstream verifiers use. Always returns failure, so that callers can
 * `return hidetEmitOpError(...)`. */
MlirLogicalResult hidetEmitOpError(MlirOperation op, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* Emits an error at `loc` with a printf-formatted message. */
void hidetEmitErrorAt(MlirLocation loc, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* Reports a remark at `loc` (the C API cannot emit remarks as MLIR
 * diagnostics): to the remark handler of the location's context
 * (hidetContextSetRemarkHandler, hidet-c/Diagnostics.h) when one is set,
 * else to stderr as `file:line:col: remark: message`. Every hidet remark
 * goes through here. */
void hidetEmitRemark(MlirLocation loc, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
void hidetEmitRemarkV(MlirLocation loc, const char *fmt, va_list ap)
    __attribute__((format(printf, 2, 0)));

/* Writes a printf-formatted reason into `why` (if non-null and sized) and
 * returns false, so that checks can `return hidetFailWhy(why, size, ...)`. */
bool hidetFailWhy(char *why, size_t whySize, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Greatest common divisor of non-negative values (gcd(a, 0) = a). */
int64_t hidetGcd64(int64_t a, int64_t b);

/* ---- Shared by the tools. --------------------------------------------- */
/* Finds the first file position inside `loc`, looking through name,
 * call-site (callee first, as upstream does) and fused locations; copies
 * the file name into `file` (truncated to `fileSize`). */
bool hidetLocationResolve(MlirLocation loc, char *file, size_t fileSize, int *line, int *col);
/* "error", "warning", "note" or "remark". */
const char *hidetSeverityName(int severity);
/* Reads a whole file, or stdin for "-". Returns false with errno set and
 * `*step` (if non-null) naming what failed: "open" or "read". */
bool hidetReadFile(const char *path, HidetStr *out, const char **step);
/* Input that the MLIR parser would crash or hang on (input_limits.c):
 * bracket nesting, huge result numbers, very long number literals. Returns
 * false with the 1-based position in `text` and a message naming `tool`
 * ("hidet-opt") when `text` exceeds a limit. */
typedef struct {
  int line, col;
  char message[320];
} HidetInputLimitError;
bool hidetCheckInputLimits(const char *tool, const char *text, size_t len,
                           HidetInputLimitError *err);
/* For a parse of `text` that failed without an error diagnostic: finds the
 * cause the MLIR parser is known to keep quiet about (a graph or tm op in
 * custom syntax) and returns true with its position and a message; returns
 * false with a generic message at 1:1 when it finds none. */
bool hidetExplainSilentParseFailure(MlirContext ctx, const char *text, size_t len,
                                    HidetInputLimitError *err);

/* ---- Op, attribute and type queries. ---------------------------------- */
/* The op name as a NUL-terminated string in `buf` (truncated to `size`). */
const char *hidetOpName(MlirOperation op, char *buf, size_t size);
/* Whether `op` (may be null) is named `name` in full, e.g. "tosa.add". */
bool hidetOpIs(MlirOperation op, const char *name);
/* The named attribute, or a null attribute when absent. */
MlirAttribute hidetOpAttr(MlirOperation op, const char *name);

/* A growable array of ops (passes collect ops before rewriting, and walk
 * blocks backwards through it: the C API has no mlirOperationGetPrevInBlock).
 * Zero-initialise; push aborts when out of memory. */
typedef struct {
  MlirOperation *ops;
  size_t len, cap;
} HidetOpList;

void hidetOpListPush(HidetOpList *l, MlirOperation op);
bool hidetOpListContains(const HidetOpList *l, MlirOperation op);
void hidetOpListFree(HidetOpList *l);
/* The ops of `block`, in order. */
HidetOpList hidetOpListOfBlock(MlirBlock block);
/* Collects the ops nested in `root` (pre-order, `root` excluded) whose name
 * starts with one of `prefixes` (NULL-terminated); returns their number,
 * the caller frees *out. Passes collect before they rewrite, since a walk
 * must not erase what it walks. */
int hidetCollectOps(MlirOperation root, const char *const *prefixes, MlirOperation **out);
/* The first op nested in `root` (pre-order, `root` included) with a flat
 * symbol reference attribute to `name`, skipping ops named `except` (NULL:
 * none); a null op when nothing refers to it. */
MlirOperation hidetFindSymbolUser(MlirOperation root, MlirStringRef name, const char *except);

/* Maximum tensor rank the verifier and passes handle. */
#define HIDET_MAX_RANK 16

/* If `type` is a ranked tensor with static shape, stores rank and dims and
 * returns true. */
bool hidetTensorShape(MlirType type, int64_t *rank, int64_t dims[HIDET_MAX_RANK]);
/* A `?` dim as hidetValueShape reports it (never a real size). */
#define HIDET_DIM_DYNAMIC (-1)
/* The rank of `v`'s type and its dims into `dims` when it is a ranked
 * tensor (a `?` dim as HIDET_DIM_DYNAMIC: dynamic shapes, issue 27; the
 * GPU codegen, its only user, lets them reach only the ops and templates
 * that take run-time extents, codegen/runtime_extents.h); 0 otherwise. */
int64_t hidetValueShape(MlirValue v, int64_t dims[HIDET_MAX_RANK]);
/* The element type of a shaped value (tensor, memref, vector). */
MlirType hidetValueElementType(MlirValue v);
/* f16 or bf16: the 16-bit floats that compute in f32. */
bool hidetTypeIsHalf(MlirType t);
/* Bytes of one element of type `t` in memory: index is 8, integers and
 * floats their width rounded up to bytes (i1 is 1); 0 for anything else
 * (the caller's "cannot be stored" case). */
int64_t hidetElementBytes(MlirType t);
/* "graph.add at 12:9" (line and column of the op's file location), or just
 * the op name when it has none; for messages that name an op. */
void hidetOpWhere(MlirOperation op, char *buf, size_t size);

/* ---- Per-dialect verifiers, dispatched by hidetVerify (verify.c). ----- */
/* Each checks one op and reports every violated rule it finds with
 * hidetEmitOpError; returns failure if any. */
MlirLogicalResult hidetVerifyGraphOp(MlirOperation op);
MlirLogicalResult hidetVerifyTmOp(MlirOperation op);

/* The cost a template's cost model gives a schedule that fits the arch
 * but not this instance of its problem (HidetTemplate.cost in
 * codegen/template.h: e.g. matmul_tc's registers with an operand staged
 * through registers). Never picked by cost; a schedule given by the user
 * or a cache that costs this much is an error. */
#define HIDET_COST_UNFIT 1e30

#endif /* HIDET_INTERNAL_H */
