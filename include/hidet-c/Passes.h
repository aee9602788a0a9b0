/*===-- hidet-c/Passes.h - hidet passes and mixed pipelines -------*- C -*-===*
 * hidet passes are C external passes. The C API cannot register an external
 * pass by name, so upstream pipeline parsing never sees them; this header
 * offers a parser for pipelines that mix hidet and upstream passes.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_C_PASSES_H
#define HIDET_C_PASSES_H

#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* What --list-passes and docs/passes.md show for a pass. */
typedef struct {
  const char *argument;    /* pipeline name, e.g. "hidet-verify" */
  const char *summary;     /* one line */
  const char *description; /* one paragraph */
  const char *options;     /* one "name=<type>  meaning" line per option, or "" */
} HidetPassInfo;

/* The registered hidet passes, in a fixed order. */
size_t hidetGetNumPasses(void);
const HidetPassInfo *hidetGetPassInfo(size_t index);

/* Creates the hidet pass named `argument` with `options` in pipeline syntax
 * (space-separated key=value, may be empty). On an unknown pass or a bad
 * option returns a null pass and writes the reason into `error`. */
MlirPass hidetCreatePassByName(MlirStringRef argument, MlirStringRef options, char *error,
                               size_t errorSize);

/* hidet-verify: runs the hidet verifier (hidetVerify) on the op. */
MlirPass hidetCreateVerifyPass(void);

/* hidet-lower-task-mappings: tm ops to arith index arithmetic. */
MlirPass hidetCreateLowerTaskMappingsPass(void);

/* A pipeline parse error: the 0-based byte offset into the pipeline text
 * where the problem is, and a one-line message. */
typedef struct {
  size_t offset;
  char message[512];
} HidetPipelineError;

/* Parses `pipeline` and adds its passes to `pm`, which must be anchored on
 * `builtin.module`. Grammar, as upstream's textual pipelines:
 *   pipeline := element (',' element)*
 *   element  := name '(' pipeline ')'     nest under ops named `name`
 *             | name ('{' options '}')?   a pass, hidet or upstream
 * A top-level `builtin.module(...)` names the root itself; a bare list is
 * taken as if wrapped in it. Names starting with "hidet-" are hidet passes;
 * everything else is handed to upstream MLIR in runs of consecutive passes.
 * On failure fills `error` (if non-null). */
MlirLogicalResult hidetPassManagerAddPipeline(MlirPassManager pm, MlirStringRef pipeline,
                                              HidetPipelineError *error);

#ifdef __cplusplus
}
#endif

#endif /* HIDET_C_PASSES_H */
