/*===-- pass_util.c - hidet passes on top of mlirCreateExternalPass -------===*/
#include "pass_util.h"

#include "hidet-c/Dialects.h"
#include "hidet-c/Verifier.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Per-instance state handed to the external-pass callbacks. */
typedef struct {
  const HidetPassDef *def;
  void *options;
} PassInstance;

static PassInstance *instanceCreate(const HidetPassDef *def) {
  PassInstance *inst = calloc(1, sizeof *inst);
  if (!inst)
    abort();
  inst->def = def;
  inst->options = calloc(1, def->optionsSize ? def->optionsSize : 1);
  if (!inst->options)
    abort();
  return inst;
}

static void passConstruct(void *userData) { (void)userData; }

static void passDestruct(void *userData) {
  PassInstance *inst = userData;
  free(inst->options);
  free(inst);
}

static void *passClone(void *userData) {
  PassInstance *src = userData;
  PassInstance *dst = instanceCreate(src->def);
  if (src->def->optionsSize)
    memcpy(dst->options, src->options, src->def->optionsSize);
  return dst;
}

static void passRun(MlirOperation op, MlirExternalPass pass, void *userData) {
  PassInstance *inst = userData;
  if (mlirLogicalResultIsFailure(inst->def->run(op, inst->options)) ||
      mlirLogicalResultIsFailure(hidetVerify(op)))
    mlirExternalPassSignalFailure(pass);
}

MlirPass hidetPassCreate(const HidetPassDef *def, const char *optionsText, char *error,
                         size_t errorSize) {
  PassInstance *inst = instanceCreate(def);
  hidetPassOptionsSetDefaults(def, inst->options);
  if (optionsText && !hidetPassOptionsParse(def, inst->options, optionsText, error, errorSize)) {
    passDestruct(inst);
    return (MlirPass){NULL};
  }
  MlirExternalPassCallbacks callbacks = {passConstruct, passDestruct, NULL, passClone, passRun};
  /* The definition's address is unique per pass and suitably aligned, so it
   * serves as the pass's TypeID. */
  /* Every hidet pass depends on graph and tm: a pass manager then loads
   * them before running, in any context (mlir-opt's through the plugin
   * too), even when the input holds none of their ops. */
  MlirDialectHandle deps[18] = {hidetGetGraphDialectHandle(), hidetGetTmDialectHandle()};
  intptr_t numDeps = 2;
  for (int i = 0; def->dependentDialects && def->dependentDialects[i] && numDeps < 18; ++i)
    deps[numDeps++] = def->dependentDialects[i]();
  return mlirCreateExternalPass(mlirTypeIDCreate(def), mlirStringRefCreateFromCString(def->name),
                                mlirStringRefCreateFromCString(def->argument),
                                mlirStringRefCreateFromCString(def->description),
                                mlirStringRefCreateFromCString(""), numDeps, deps, callbacks, inst);
}
