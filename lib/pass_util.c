/*===-- pass_util.c - hidet passes on top of mlirCreateExternalPass -------===*/
#include "pass_util.h"

#include "hidet-c/Verifier.h"

#include <ctype.h>
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

/* Splits "k1=v1 k2=v2" (values may be quoted or braced) and feeds setOption. */
static bool parseOptions(const HidetPassDef *def, void *options, const char *text, char *error,
                         size_t errorSize) {
  const char *p = text;
  while (*p) {
    while (isspace((unsigned char)*p))
      p++;
    if (!*p)
      break;
    const char *keyStart = p;
    while (*p && *p != '=' && !isspace((unsigned char)*p))
      p++;
    char key[64];
    size_t keyLen = (size_t)(p - keyStart);
    if (keyLen == 0 || keyLen >= sizeof key) {
      snprintf(error, errorSize, "malformed option list '%s'", text);
      return false;
    }
    memcpy(key, keyStart, keyLen);
    key[keyLen] = '\0';
    char value[256] = "";
    if (*p == '=') {
      p++;
      const char *valueStart = p;
      int depth = 0;
      char quote = 0;
      while (*p && (quote || depth > 0 || !isspace((unsigned char)*p))) {
        if (quote) {
          if (*p == quote)
            quote = 0;
        } else if (*p == '"' || *p == '\'') {
          quote = *p;
        } else if (*p == '{' || *p == '[') {
          depth++;
        } else if (*p == '}' || *p == ']') {
          depth--;
        }
        p++;
      }
      size_t valueLen = (size_t)(p - valueStart);
      if (valueLen >= sizeof value) {
        snprintf(error, errorSize, "value of option '%s' is too long", key);
        return false;
      }
      memcpy(value, valueStart, valueLen);
      value[valueLen] = '\0';
    }
    if (!def->setOption) {
      snprintf(error, errorSize, "pass '%s' takes no options, got '%s'", def->argument, key);
      return false;
    }
    if (!def->setOption(options, key, value, error, errorSize))
      return false;
  }
  return true;
}

MlirPass hidetPassCreate(const HidetPassDef *def, const char *optionsText, char *error,
                         size_t errorSize) {
  PassInstance *inst = instanceCreate(def);
  if (def->defaults)
    def->defaults(inst->options);
  if (optionsText && !parseOptions(def, inst->options, optionsText, error, errorSize)) {
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

bool hidetPassParseBool(const char *key, const char *value, bool *out, char *error,
                        size_t errorSize) {
  if (strcmp(value, "true") == 0 || strcmp(value, "1") == 0) {
    *out = true;
    return true;
  }
  if (strcmp(value, "false") == 0 || strcmp(value, "0") == 0) {
    *out = false;
    return true;
  }
  snprintf(error, errorSize, "%s expects true or false, got '%s'", key, value);
  return false;
}
