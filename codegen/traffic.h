/*===-- traffic.h - Global-memory bytes of a kernel function --------------===*
 * What the stitch report (hidet-stitch-report) counts and the templates'
 * `traffic` callbacks (template.h) share.
 *
 * MINIMUM: each input of the kernel function read once, each result
 * written once (sizes from the function type, element bytes from the
 * element type).
 *
 * ACTUAL, the model the templates use: a kernel reads the tensors of the
 * group only through its input slots' load hooks (prologue ops folded in)
 * and the store hooks (epilogue ops folded in). A SWEEP of input slot k
 * reads every input of the kernel function that slot k's value depends on
 * (through the function's body) once in full: an element that the sweep
 * needs again, because a prologue op broadcasts it, is assumed to come
 * from a cache (a bias added to every row is read once per sweep, not once
 * per row). A template says how many sweeps each slot gets (the matmul
 * sweeps A once per block column of its grid, a softmax whose rows do not
 * fit its register cache sweeps the uncached part of each row three
 * times); the stores sweep every function input that the epilogue reads
 * once. Slots add up: an input that two slots read is read by both.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_TRAFFIC_H
#define HIDET_TRAFFIC_H

#include "template.h"

#include "mlir-c/IR.h"

/* Bytes of a statically shaped tensor or memref; 0 when it is not one. */
int64_t trafficTypeBytes(MlirType shapedType);

/* Elements of a statically shaped type (1 for rank 0); 0 when not one. */
int64_t trafficTypeElements(MlirType shapedType);

/* The minimum: every input of kernel function fn read once, every result
 * written once. */
void trafficMinimum(MlirOperation fn, int64_t *readBytes, int64_t *writeBytes);

/* The actual bytes under the model above: input slot k (slots[k], a value
 * of fn's body) swept passes[k] times; the stores read each input that the
 * returned values depend on other than through the anchor's results or
 * the slot values once; each result written once. */
void trafficFromSlots(MlirOperation fn, MlirOperation anchor, int numSlots,
                      const MlirValue *slots, const double *passes, int64_t *readBytes,
                      int64_t *writeBytes);

/* The same with a bound operand map's slots (HidetOperands: numInputs,
 * slotValue); passes has o->numInputs entries. */
void trafficFromTemplateSlots(const HidetOperands *o, const double *passes, int64_t *readBytes,
                              int64_t *writeBytes);

#endif /* HIDET_TRAFFIC_H */
