/* STUB: replaced by the real pass. */
#include "pass_util.h"
static MlirLogicalResult runStub(MlirOperation op, const void *options) {
  (void)op;
  (void)options;
  return mlirLogicalResultFailure();
}
const HidetPassDef hidetLowerGraphToLinalgPassDef = {
    .name = "HidetLowerGraphToLinalg",
    .argument = "hidet-lower-graph-to-linalg",
    .summary = "not built yet",
    .description = "not built yet",
    .optionsHelp = "",
    .optionsSize = 0,
    .run = runStub,
};
