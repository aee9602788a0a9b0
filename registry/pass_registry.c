/*===-- pass_registry.c - The table of hidet passes -----------------------===*
 * One entry per pass; each pass file defines its HidetPassDef.
 *===----------------------------------------------------------------------===*/
#include "hidet-c/Passes.h"
#include "pass_util.h"

#include <stdio.h>
#include <string.h>

extern const HidetPassDef hidetVerifyPassDef;
extern const HidetPassDef hidetLowerTaskMappingsPassDef;
extern const HidetPassDef hidetLowerGraphToLinalgPassDef;
extern const HidetPassDef hidetGpuToEmulatorPassDef;
extern const HidetPassDef hidetLowerSubgroupReducePassDef;
extern const HidetPassDef hidetLegalizeMmaElementwisePassDef;
extern const HidetPassDef hidetGpuToCudaPassDef;
extern const HidetPassDef hidetPartitionPassDef;
extern const HidetPassDef hidetOutlineKernelsPassDef;
extern const HidetPassDef hidetScheduleAnchorsPassDef;
extern const HidetPassDef hidetStitchReportPassDef;
extern const HidetPassDef hidetPipelinePassDef;
extern const HidetPassDef hidetFusePrologueEpiloguePassDef;
extern const HidetPassDef hidetHostBuffersPassDef;
extern const HidetPassDef hidetDedupKernelsPassDef;
extern const HidetPassDef hidetParallelGpuModulesPassDef;
extern const HidetPassDef hidetImportTosaPassDef;
extern const HidetPassDef hidetImportLinalgPassDef;
extern const HidetPassDef hidetGraphCanonicalizePassDef;
extern const HidetPassDef hidetSetSymbolRangesPassDef;

static const HidetPassDef *const kPasses[] = {
    &hidetVerifyPassDef,
    &hidetLowerTaskMappingsPassDef,
    &hidetLowerGraphToLinalgPassDef,
    &hidetGpuToEmulatorPassDef,
    &hidetLowerSubgroupReducePassDef,
    &hidetLegalizeMmaElementwisePassDef,
    &hidetGpuToCudaPassDef,
    &hidetPartitionPassDef,
    &hidetOutlineKernelsPassDef,
    &hidetScheduleAnchorsPassDef,
    &hidetStitchReportPassDef,
    &hidetPipelinePassDef,
    &hidetFusePrologueEpiloguePassDef,
    &hidetHostBuffersPassDef,
    &hidetDedupKernelsPassDef,
    &hidetParallelGpuModulesPassDef,
    &hidetImportTosaPassDef,
    &hidetImportLinalgPassDef,
    &hidetGraphCanonicalizePassDef,
    &hidetSetSymbolRangesPassDef,
};
#define NUM_PASSES (sizeof kPasses / sizeof kPasses[0])

static HidetPassInfo gInfos[NUM_PASSES];
/* The options' help, generated from each pass's table on first use
 * (hidet-schedule-anchors' is the longest, about 1.3 KB). */
static char gOptionsHelp[NUM_PASSES][2048];

size_t hidetGetNumPasses(void) { return NUM_PASSES; }

const HidetPassInfo *hidetGetPassInfo(size_t index) {
  if (index >= NUM_PASSES)
    return NULL;
  const HidetPassDef *d = kPasses[index];
  if (!gOptionsHelp[index][0])
    hidetPassOptionsHelp(d, gOptionsHelp[index], sizeof gOptionsHelp[index]);
  gInfos[index] = (HidetPassInfo){d->argument, d->summary, d->description, gOptionsHelp[index]};
  return &gInfos[index];
}

const HidetPassOption *hidetPassFindOption(const char *pass, const char *key) {
  for (size_t i = 0; i < NUM_PASSES; ++i) {
    if (strcmp(kPasses[i]->argument, pass) != 0)
      continue;
    for (size_t j = 0; j < kPasses[i]->numOptions; ++j)
      if (strcmp(kPasses[i]->options[j].key, key) == 0)
        return &kPasses[i]->options[j];
  }
  return NULL;
}

MlirPass hidetCreatePassByName(MlirStringRef argument, MlirStringRef options, char *error,
                               size_t errorSize) {
  for (size_t i = 0; i < NUM_PASSES; ++i) {
    const char *name = kPasses[i]->argument;
    if (strlen(name) == argument.length && strncmp(name, argument.data, argument.length) == 0) {
      /* hidet-parallel-gpu-modules' pipeline= holds a pipeline with a
       * toolkit path (up to 1 KB, registry/pipeline.c's kMaxValue). */
      char text[4096];
      if (options.length >= sizeof text) {
        snprintf(error, errorSize, "options of '%s' are too long", name);
        return (MlirPass){NULL};
      }
      memcpy(text, options.data, options.length);
      text[options.length] = '\0';
      return hidetPassCreate(kPasses[i], text, error, errorSize);
    }
  }
  snprintf(error, errorSize, "'%.*s' is not a hidet pass (see --list-passes)", (int)argument.length,
           argument.data);
  return (MlirPass){NULL};
}
