/*===-- pass_util.h - Defining hidet passes over the external-pass API ----===*/
#ifndef HIDET_PASS_UTIL_H
#define HIDET_PASS_UTIL_H

#include "mlir-c/Pass.h"

#include <stdbool.h>
#include <stddef.h>

/* A hidet pass: static description plus callbacks. `options` is an opaque
 * per-instance struct of `optionsSize` bytes (copied on clone), filled by
 * `setOption` from pipeline text and initialised by `defaults`. */
typedef struct HidetPassDef {
  const char *name;     /* C-ish name, e.g. "HidetVerify" */
  const char *argument; /* pipeline name, e.g. "hidet-verify" */
  const char *summary;
  const char *description;
  const char *optionsHelp; /* "" if the pass has no options */
  size_t optionsSize;
  void (*defaults)(void *options);
  /* Returns false and writes `error` for an unknown key or a bad value. */
  bool (*setOption)(void *options, const char *key, const char *value, char *error,
                    size_t errorSize);
  /* Dialects whose ops the pass creates (loaded before the pass manager
   * runs, as MLIR requires); NULL-terminated handle getters, or NULL. */
  MlirDialectHandle (*const *dependentDialects)(void);
  /* The pass body. Report problems as diagnostics and return failure. */
  MlirLogicalResult (*run)(MlirOperation op, const void *options);
} HidetPassDef;

/* Creates the pass. `optionsText` is the text between the braces of
 * `name{...}` (may be empty). Every hidet pass runs the hidet verifier on
 * its op after its body succeeds, so a pass that breaks the IR's graph/tm
 * invariants fails at the pass that did it. */
MlirPass hidetPassCreate(const HidetPassDef *def, const char *optionsText, char *error,
                         size_t errorSize);

/* Reads a boolean option value (true/false/1/0) into *out; otherwise
 * writes "<key> expects true or false, got '<value>'" and returns false. */
bool hidetPassParseBool(const char *key, const char *value, bool *out, char *error,
                        size_t errorSize);

#endif /* HIDET_PASS_UTIL_H */
