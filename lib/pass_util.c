/*===-- pass_util.c - hidet passes on top of mlirCreateExternalPass -------===*/
#include "pass_util.h"

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
  MlirDialectHandle deps[16];
  intptr_t numDeps = 0;
  for (int i = 0; def->dependentDialects && def->dependentDialects[i] && numDeps < 16; ++i)
    deps[numDeps++] = def->dependentDialects[i]();
  return mlirCreateExternalPass(mlirTypeIDCreate(def), mlirStringRefCreateFromCString(def->name),
                                mlirStringRefCreateFromCString(def->argument),
                                mlirStringRefCreateFromCString(def->description),
                                mlirStringRefCreateFromCString(""), numDeps, deps, callbacks, inst);
}
