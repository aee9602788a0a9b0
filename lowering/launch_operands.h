/*===-- launch_operands.h - gpu.launch_func operands as flat values -------===*
 * Both host lowerings of gpu.launch_func (the emulator's, emu_launch.c, and
 * the CUDA target's, cuda_host.c) pass a kernel its operands the way
 * convert-gpu-to-nvvm flattens them: a memref becomes (allocated ptr,
 * aligned ptr, offset, sizes..., strides...), or one pointer under the
 * bare-pointer convention; index becomes i64. This file reads a launch's
 * operand layout, builds those values before the launch (still at the
 * memref level), and stores them into 8-byte slots.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_LAUNCH_OPERANDS_H
#define HIDET_LAUNCH_OPERANDS_H

#include "emu_build.h"

/* How the kernel receives a value: as itself, as a pointer (an i64 value
 * here), or as an aggregate (a struct or vector, passed by value on a GPU)
 * that the i64 value points to: the trampoline loads it. */
typedef enum { LAUNCH_SCALAR = 0, LAUNCH_POINTER, LAUNCH_AGGREGATE } LaunchKind;

/* Values to pass and how the kernel receives each. */
typedef struct {
  MlirValue *v;
  LaunchKind *kind;
  int n, cap;
} LaunchValues;

/* The bytes a memref operand can reach: base address (!llvm.ptr), byte
 * count (i64; 0 for an empty memref) and the operand number (i32), one
 * entry per memref operand. */
typedef struct {
  LaunchValues base, bytes, operand;
} LaunchBuffers;

typedef struct {
  MlirValue grid[3], block[3]; /* index values */
  MlirValue dynamicSmem;       /* i32, or a null value */
  int first;                   /* index of the first kernel operand */
  int numAsyncDeps;            /* leading !gpu.async.token operands */
  int numOperands;
} LaunchLayout;

/* Reads the operand layout of a cluster-less launch, synchronous or async
 * (its token dependencies are skipped: both targets run launches in program
 * order), not on a stream object; errors (at the launch) name `target`,
 * e.g. "the emulator". */
bool launchReadLayout(MlirOperation launch, const char *target, LaunchLayout *l);

/* The first byte a ranked memref can reach (!llvm.ptr) and how many bytes
 * (i64, 0 when empty), computed before `b`'s anchor. False if the memref's
 * element type is not a scalar or its rank exceeds 16. */
bool launchMemrefSpan(EmuBuilder *b, MlirValue memref, MlirValue *base, MlirValue *bytes);

/* Flattens the kernel operands before `b`'s anchor into `full` (the
 * default convention) and `bare` (bare pointers); fills `buffers` when it
 * is not NULL. Errors name `target`. */
bool launchFlatten(EmuBuilder *b, MlirOperation launch, const LaunchLayout *l, const char *target,
                   LaunchValues *full, LaunchValues *bare, LaunchBuffers *buffers, bool aggregates);

/* An array of `flat->n` 8-byte slots (an alloca in the entry block of the
 * host function around the launch, so a launch in a loop does not grow the
 * stack) holding the values, stored before `b`'s anchor. Integers and
 * floats narrower than 8 bytes sit in the low bytes of their slot. */
MlirValue launchStoreSlots(EmuBuilder *b, MlirOperation launch, const LaunchValues *flat);

/* `index` as i64, before `b`'s anchor. */
MlirValue launchToI64(EmuBuilder *b, MlirValue index);

void launchValuesFree(LaunchValues *l);
void launchBuffersFree(LaunchBuffers *b);

#endif /* HIDET_LAUNCH_OPERANDS_H */
