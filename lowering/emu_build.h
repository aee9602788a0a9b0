/*===-- emu_build.h - LLVM-dialect building for hidet-gpu-to-emulator -----===*
 * The emulator lowering rewrites NVVM-level code (and host launches) into
 * calls of the runtime's C ABI (runtime/emulator.h). These helpers create
 * LLVM-dialect ops through the generic OperationState, inserted before an
 * anchor op, plus the module-level symbols they need: runtime function
 * declarations and "file:line:col" site strings, each made once.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_EMU_BUILD_H
#define HIDET_EMU_BUILD_H

#include "mlir-c/IR.h"

#include <stdbool.h>
#include <stdint.h>

/* Module-level state of one pass run. */
typedef struct {
  MlirContext ctx;
  MlirOperation module; /* the top-level builtin.module */
  MlirBlock body;       /* its block; new symbols go at its end */
  /* Site strings made so far (text -> global), so each is made once. */
  char **siteTexts;
  char **siteNames;
  int numSites, capSites;
  int numNames; /* counter for unique names */
} EmuModule;

void emuModuleInit(EmuModule *m, MlirOperation module);
void emuModuleFree(EmuModule *m);

/* Inserts new ops before `anchor`, at location `loc`. */
typedef struct {
  EmuModule *m;
  MlirOperation anchor;
  MlirLocation loc;
} EmuBuilder;

EmuBuilder emuBuilderBefore(EmuModule *m, MlirOperation anchor);

/* Types. */
MlirType emuI(EmuModule *m, unsigned bits);
MlirType emuPtr(EmuModule *m, unsigned addressSpace);
MlirType emuVoid(EmuModule *m);

/* A generic op: `name` with operands, results and attributes (given as
 * name/value pairs; attribute values as MLIR text, parsed). Returns the new
 * op, inserted before the anchor. */
MlirOperation emuOp(EmuBuilder *b, const char *name, intptr_t nOperands, const MlirValue *operands,
                    intptr_t nResults, const MlirType *results, intptr_t nAttrs,
                    const MlirNamedAttribute *attrs);
MlirNamedAttribute emuAttr(EmuModule *m, const char *name, MlirAttribute value);
MlirNamedAttribute emuAttrText(EmuModule *m, const char *name, const char *text);

MlirValue emuConstInt(EmuBuilder *b, MlirType type, int64_t value);
/* llvm.call @callee(args); `result` may be the void type (returns a null
 * value then). */
MlirValue emuCall(EmuBuilder *b, const char *callee, intptr_t nArgs, const MlirValue *args,
                  MlirType result);
MlirValue emuAlloca(EmuBuilder *b, MlirType elemType, int64_t count);
void emuStore(EmuBuilder *b, MlirValue value, MlirValue ptr);
MlirValue emuLoad(EmuBuilder *b, MlirType type, MlirValue ptr);
/* getelementptr i8, ptr, byteOffset (constant). */
MlirValue emuBytePtr(EmuBuilder *b, MlirValue ptr, int64_t byteOffset);
/* sizeof(type) in bytes as an i64 value (the null-GEP idiom; folds once
 * LLVM knows the data layout). */
MlirValue emuSizeOf(EmuBuilder *b, MlirType type);
/* A one-operand, one-result op such as llvm.bitcast, llvm.zext, llvm.trunc. */
MlirValue emuCast(EmuBuilder *b, const char *name, MlirValue v, MlirType to);
MlirValue emuBinary(EmuBuilder *b, const char *name, MlirValue x, MlirValue y);
MlirValue emuExtractValue(EmuBuilder *b, MlirValue aggregate, int64_t index, MlirType type);
MlirValue emuInsertValue(EmuBuilder *b, MlirValue aggregate, MlirValue v, int64_t index);
MlirValue emuPoison(EmuBuilder *b, MlirType type);
MlirValue emuAddressOf(EmuBuilder *b, const char *symbol, MlirType ptrType);

/* The address of a NUL-terminated constant string naming the anchor's
 * location ("file:line:col"), plus `what` (e.g. the op name). */
MlirValue emuSiteString(EmuBuilder *b, const char *what);
/* A constant string global with the given contents; returns its address. */
MlirValue emuStringConstant(EmuBuilder *b, const char *text);

/* Declares `llvm.func @name(args) -> result` in the module unless a symbol
 * of that name exists. Returns false (after an error at `loc`) when a
 * symbol of that name exists with another type or kind. */
/* Declares a runtime function (once) and calls it. Pointer arguments are
 * cast to generic pointers; a pointer result is cast to `result`'s space.
 * Sets *ok to false (after an error) when the declaration clashes. */
MlirValue emuCallRuntime(EmuBuilder *b, const char *name, MlirType result, intptr_t n,
                         const MlirValue *args, bool *ok);
bool emuDeclareFunction(EmuModule *m, MlirLocation loc, const char *name, MlirType result,
                        intptr_t nArgs, const MlirType *args);

/* The top-level symbol named `name`, or a null op. */
MlirOperation emuLookup(EmuModule *m, const char *name);
/* A name not yet used at the top level, starting with `base`. */
void emuUniqueName(EmuModule *m, const char *base, char *out, size_t outSize);

/* The string value of `op`'s attribute `name`, copied into `buf`; "" if it
 * is absent or not a string. */
const char *emuStringAttr(MlirOperation op, const char *name, char *buf, size_t size);
/* The printed form of an attribute, into `buf` (truncated). */
const char *emuPrintAttr(MlirAttribute attr, char *buf, size_t size);

#endif /* HIDET_EMU_BUILD_H */
