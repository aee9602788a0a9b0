/*===-- kernel_attrs.h - The typed attributes passes hand each other ------===*
 * The one place that names and types the attributes that codegen passes
 * put on kernel functions (func.func with hidet.kernel) and their gpu.func
 * kernels, and reads back. Every value is a builtin attribute read through
 * the C API's typed accessors, never printed text parsed back:
 *   hidet.template   StringAttr: the registry name of the template
 *   hidet.schedule   DictionaryAttr {param = <i64>, ...}: the template's
 *                    named parameters (template.h), all present
 *   hidet.load_mode  StringAttr "register" | "async" (HidetLoadMode)
 *   hidet.problem    DenseI64ArrayAttr: the template's problem dims (written
 *                    by the emitters' text for readers of the IR; no pass
 *                    reads it back)
 *   hidet.grid       DenseI64ArrayAttr <x, y, z>: the launch grid
 *   hidet.host       StringAttr: the kernel function that launches it
 *   hidet.tensor_maps ArrayAttr of DenseI64ArrayAttr, on a gpu.func whose
 *                    last parameters are TMA tensor maps (!llvm.ptr, one
 *                    per entry, after the kernel function's arguments and
 *                    any workspace): entry i is <arg, rank, dims...,
 *                    box...>, the map of kernel argument `arg` viewed as
 *                    a row-major [dims] array, tiles of [box] elements
 *                    (both outermost first), written with the 128-byte
 *                    swizzle (kernelTensorMapType); host_launch.c builds
 *                    the maps and passes them
 * (The graph/tm dialects are IRDL: the C API can parse an IRDL-defined
 * attribute but not read its parameters, so these are builtin attributes
 * with this header as their declaration.)
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_KERNEL_ATTRS_H
#define HIDET_KERNEL_ATTRS_H

#include "template.h"

#include "mlir-c/IR.h"

#define KERNEL_ATTR_TEMPLATE "hidet.template"
#define KERNEL_ATTR_SCHEDULE "hidet.schedule"
#define KERNEL_ATTR_LOAD_MODE "hidet.load_mode"
#define KERNEL_ATTR_GRID "hidet.grid"
#define KERNEL_ATTR_HOST "hidet.host"

void kernelAttrSetString(MlirOperation op, const char *name, const char *value);

/* The template named by op's hidet.template, or NULL (absent or unknown). */
const HidetTemplate *kernelAttrTemplate(MlirOperation op);

/* Writes hidet.schedule as a dictionary of t's parameters. */
void kernelAttrSetSchedule(MlirOperation op, const HidetTemplate *t, const HidetSchedule *s);
/* Reads hidet.schedule for template t; false with why when it is absent,
 * not a dictionary, or lacks an integer for one of t's parameters. */
bool kernelAttrSchedule(MlirOperation op, const HidetTemplate *t, HidetSchedule *s, char *why,
                        size_t whySize);

void kernelAttrSetLoadMode(MlirOperation op, HidetLoadMode mode);
/* false when absent or not one of the names. */
bool kernelAttrLoadMode(MlirOperation op, HidetLoadMode *mode);
const char *kernelAttrLoadModeName(HidetLoadMode mode);

/* Reads a DenseI64ArrayAttr of at most `cap` elements; returns its size, or
 * -1 when absent, of another kind or too long. */
int kernelAttrI64Array(MlirOperation op, const char *name, int cap, int64_t *values);

#define KERNEL_ATTR_TENSOR_MAPS "hidet.tensor_maps"
#define KERNEL_MAX_TENSOR_MAPS 4

typedef struct {
  int arg, rank;
  int64_t dims[5], box[5];
} KernelTensorMap;

/* Reads hidet.tensor_maps into maps[0..cap); returns their number (0 when
 * absent), or -1 when malformed (rank outside 1..5, a non-positive size). */
int kernelAttrTensorMaps(MlirOperation op, KernelTensorMap *maps, int cap);
/* The !nvgpu.tensormap.descriptor type of a map with box `box` (rank
 * dims) of `elem` elements: the 128-byte swizzle, zero fill out of
 * bounds, 256-byte L2 promotion. The one definition both the kernels and
 * the host use. */
void kernelTensorMapType(char *buf, size_t size, int rank, const int64_t *box, const char *elem);

#endif /* HIDET_KERNEL_ATTRS_H */
