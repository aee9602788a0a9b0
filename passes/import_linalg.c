/*===-- import_linalg.c - hidet-import-linalg (being written) ---------------------===*/
#include "hidet_internal.h"
#include "pass_util.h"

static MlirLogicalResult runImportLinalg(MlirOperation root, const void *options) {
  (void)options;
  hidetEmitErrorAt(mlirOperationGetLocation(root), "hidet-import-linalg is not built yet");
  return mlirLogicalResultFailure();
}

const HidetPassDef hidetImportLinalgPassDef = {
    .name = "HidetImportLinalg",
    .argument = "hidet-import-linalg",
    .summary = "Import linalg ops into graph ops",
    .description = "",
    .optionsHelp = "",
    .optionsSize = 0,
    .dependentDialects = NULL,
    .run = runImportLinalg,
};
