/*===-- import_tosa.c - hidet-import-tosa (being written) ---------------------===*/
#include "hidet_internal.h"
#include "pass_util.h"

static MlirLogicalResult runImportTosa(MlirOperation root, const void *options) {
  (void)options;
  hidetEmitErrorAt(mlirOperationGetLocation(root), "hidet-import-tosa is not built yet");
  return mlirLogicalResultFailure();
}

const HidetPassDef hidetImportTosaPassDef = {
    .name = "HidetImportTosa",
    .argument = "hidet-import-tosa",
    .summary = "Import tosa ops into graph ops",
    .description = "",
    .optionsHelp = "",
    .optionsSize = 0,
    .dependentDialects = NULL,
    .run = runImportTosa,
};
