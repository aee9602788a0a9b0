/* STUB: replaced by the real pass. */
#include "pass_util.h"
static MlirLogicalResult runStub(MlirOperation op, const void *options) {
  (void)op;
  (void)options;
  return mlirLogicalResultFailure();
}
const HidetPassDef hidetGpuToEmulatorPassDef = {
    .name = "HidetGpuToEmulator",
    .argument = "hidet-gpu-to-emulator",
    .summary = "not built yet",
    .description = "not built yet",
    .optionsHelp = "",
    .optionsSize = 0,
    .run = runStub,
};
