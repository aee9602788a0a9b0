/*===-- verify.c - hidetVerify: walk and dispatch by dialect --------------===*/
#include "hidet-c/Verifier.h"
#include "hidet_internal.h"

#include <string.h>

typedef struct {
  bool failed;
} VerifyState;

static MlirWalkResult verifyOne(MlirOperation op, void *userData) {
  VerifyState *state = userData;
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  MlirLogicalResult r = mlirLogicalResultSuccess();
  if (name.length > 6 && strncmp(name.data, "graph.", 6) == 0)
    r = hidetVerifyGraphOp(op);
  else if (name.length > 3 && strncmp(name.data, "tm.", 3) == 0)
    r = hidetVerifyTmOp(op);
  if (mlirLogicalResultIsFailure(r))
    state->failed = true;
  /* Keep going: one run reports every error in the module. */
  return MlirWalkResultAdvance;
}

MlirLogicalResult hidetVerify(MlirOperation root) {
  VerifyState state = {false};
  mlirOperationWalk(root, verifyOne, &state, MlirWalkPreOrder);
  return state.failed ? mlirLogicalResultFailure() : mlirLogicalResultSuccess();
}
