/*===-- verify_pass.c - hidet-verify --------------------------------------===*
 * Runs the hidet verifier as a pass, so that pipelines can check the graph
 * and tm invariants at any point (hidet-opt also runs it after parsing).
 *===----------------------------------------------------------------------===*/
#include "hidet-c/Passes.h"
#include "hidet-c/Verifier.h"
#include "pass_util.h"

static MlirLogicalResult runVerify(MlirOperation op, const void *options) {
  (void)options;
  return hidetVerify(op);
}

const HidetPassDef hidetVerifyPassDef = {
    .name = "HidetVerify",
    .argument = "hidet-verify",
    .summary = "Check graph and tm ops against the hidet verifier",
    .description = "Checks every graph and tm op nested in the operation against the rules IRDL "
                   "cannot express: result shapes and element types follow from operands and "
                   "attributes, attribute values are in range, task mappings are well formed. "
                   "Reports every violation with the op's location and fails if any.",
    .options = NULL,
    .optionsSize = 0,
    .run = runVerify,
};

MlirPass hidetCreateVerifyPass(void) {
  char error[8];
  return hidetPassCreate(&hidetVerifyPassDef, "", error, sizeof error);
}
