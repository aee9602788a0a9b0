/*===-- traffic.c - Global-memory bytes of a kernel function --------------===*/
#include "traffic.h"

#include "kernel_ir.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <math.h>
#include <stdlib.h>

int64_t trafficTypeElements(MlirType t) {
  if (!mlirTypeIsAShaped(t) || !mlirShapedTypeHasRank(t) || !mlirShapedTypeHasStaticShape(t))
    return 0;
  int64_t n = 1;
  for (intptr_t d = 0; d < mlirShapedTypeGetRank(t); ++d)
    n *= mlirShapedTypeGetDimSize(t, d);
  return n;
}

int64_t trafficTypeBytes(MlirType t) {
  int64_t n = trafficTypeElements(t);
  return n ? n * hidetElementBytes(mlirShapedTypeGetElementType(t)) : 0;
}

static MlirType fnType(MlirOperation fn) {
  return mlirTypeAttrGetValue(hidetOpAttr(fn, "function_type"));
}

void trafficMinimum(MlirOperation fn, int64_t *readBytes, int64_t *writeBytes) {
  MlirType ft = fnType(fn);
  *readBytes = *writeBytes = 0;
  for (intptr_t i = 0; i < mlirFunctionTypeGetNumInputs(ft); ++i)
    *readBytes += trafficTypeBytes(mlirFunctionTypeGetInput(ft, i));
  for (intptr_t i = 0; i < mlirFunctionTypeGetNumResults(ft); ++i)
    *writeBytes += trafficTypeBytes(mlirFunctionTypeGetResult(ft, i));
}

/* One backward walk through fn's body: which inputs a value depends on. */
typedef struct {
  MlirBlock body;
  MlirOperation anchor;      /* the walk stops at its results (may be null) */
  const MlirValue *stops;    /* ...and at these values */
  int numStops;
  bool *hit;                 /* per input of fn */
  int numInputs;
  HidetOpList seen;
} Walk;

static void walkValue(Walk *w, MlirValue v) {
  for (int i = 0; i < w->numStops; ++i)
    if (mlirValueEqual(v, w->stops[i]))
      return;
  if (mlirValueIsABlockArgument(v)) {
    intptr_t k = mlirBlockArgumentGetArgNumber(v);
    if (mlirBlockEqual(mlirBlockArgumentGetOwner(v), w->body) && k < w->numInputs)
      w->hit[k] = true;
    return;
  }
  MlirOperation def = mlirOpResultGetOwner(v);
  if ((!mlirOperationIsNull(w->anchor) && mlirOperationEqual(def, w->anchor)) ||
      hidetOpListContains(&w->seen, def))
    return;
  hidetOpListPush(&w->seen, def);
  for (intptr_t k = 0; k < mlirOperationGetNumOperands(def); ++k)
    walkValue(w, mlirOperationGetOperand(def, k));
}

static void walkReset(Walk *w) {
  for (int i = 0; i < w->numInputs; ++i)
    w->hit[i] = false;
  w->seen.len = 0;
}

/* Bytes of the inputs the last walk reached. */
static double walkBytes(const Walk *w, MlirType ft) {
  double bytes = 0.0;
  for (int i = 0; i < w->numInputs; ++i)
    if (w->hit[i])
      bytes += (double)trafficTypeBytes(mlirFunctionTypeGetInput(ft, i));
  return bytes;
}

void trafficFromSlots(MlirOperation fn, MlirOperation anchor, int numSlots,
                      const MlirValue *slots, const double *passes, int64_t *readBytes,
                      int64_t *writeBytes) {
  MlirType ft = fnType(fn);
  Walk w = {kernelIrBody(fn), anchor, NULL, 0, NULL, (int)mlirFunctionTypeGetNumInputs(ft),
            {NULL, 0, 0}};
  w.hit = calloc((size_t)w.numInputs + 1, sizeof *w.hit);
  if (!w.hit)
    abort();
  double read = 0.0;
  for (int k = 0; k < numSlots; ++k) {
    walkReset(&w);
    walkValue(&w, slots[k]);
    read += passes[k] * walkBytes(&w, ft);
  }
  /* The stores: what the returned values read besides the anchor and the
   * slots (epilogue operands). */
  w.stops = slots;
  w.numStops = numSlots;
  walkReset(&w);
  MlirOperation ret = mlirBlockGetTerminator(w.body);
  for (intptr_t k = 0; k < mlirOperationGetNumOperands(ret); ++k)
    walkValue(&w, mlirOperationGetOperand(ret, k));
  read += walkBytes(&w, ft);
  hidetOpListFree(&w.seen);
  free(w.hit);
  int64_t minRead;
  trafficMinimum(fn, &minRead, writeBytes);
  *readBytes = (int64_t)llround(read);
}

void trafficFromTemplateSlots(const HidetOperands *o, const double *passes, int64_t *readBytes,
                              int64_t *writeBytes) {
  int n = o->numInputs;
  MlirValue *slots = calloc((size_t)n + 1, sizeof *slots);
  if (!slots)
    abort();
  for (int k = 0; k < n; ++k)
    slots[k] = o->self->operands->slotValue(o, k);
  trafficFromSlots(o->fn, o->anchor, n, slots, passes, readBytes, writeBytes);
  free(slots);
}
