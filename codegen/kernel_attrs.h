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

#endif /* HIDET_KERNEL_ATTRS_H */
