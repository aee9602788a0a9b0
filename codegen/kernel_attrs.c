/*===-- kernel_attrs.c - The typed attributes passes hand each other ------===*/
#include "kernel_attrs.h"

#include "kernel_ir.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>
#include <string.h>

static MlirStringRef ref(const char *s) { return mlirStringRefCreateFromCString(s); }

void kernelAttrSetString(MlirOperation op, const char *name, const char *value) {
  MlirContext ctx = mlirOperationGetContext(op);
  mlirOperationSetAttributeByName(op, ref(name), mlirStringAttrGet(ctx, ref(value)));
}

int kernelAttrI64Array(MlirOperation op, const char *name, int cap, int64_t *values) {
  MlirAttribute a = hidetOpAttr(op, name);
  if (mlirAttributeIsNull(a) || !mlirAttributeIsADenseI64Array(a))
    return -1;
  intptr_t n = mlirDenseArrayGetNumElements(a);
  if (n > cap)
    return -1;
  for (intptr_t i = 0; i < n; ++i)
    values[i] = mlirDenseI64ArrayGetElement(a, i);
  return (int)n;
}

const HidetTemplate *kernelAttrTemplate(MlirOperation op) {
  char name[64];
  kernelIrStringAttr(op, KERNEL_ATTR_TEMPLATE, name, sizeof name);
  return name[0] ? hidetTemplateLookup(name) : NULL;
}

void kernelAttrSetSchedule(MlirOperation op, const HidetTemplate *t, const HidetSchedule *s) {
  MlirContext ctx = mlirOperationGetContext(op);
  MlirNamedAttribute entries[HIDET_MAX_SCHEDULE_PARAMS];
  MlirType i64 = mlirIntegerTypeGet(ctx, 64);
  for (int i = 0; i < t->sched->numParams; ++i)
    entries[i] = mlirNamedAttributeGet(mlirIdentifierGet(ctx, ref(t->sched->paramNames[i])),
                                       mlirIntegerAttrGet(i64, s->v[i]));
  mlirOperationSetAttributeByName(op, ref(KERNEL_ATTR_SCHEDULE),
                                  mlirDictionaryAttrGet(ctx, t->sched->numParams, entries));
}

bool kernelAttrSchedule(MlirOperation op, const HidetTemplate *t, HidetSchedule *s, char *why,
                        size_t whySize) {
  MlirAttribute d = hidetOpAttr(op, KERNEL_ATTR_SCHEDULE);
  if (mlirAttributeIsNull(d) || !mlirAttributeIsADictionary(d))
    return hidetFailWhy(why, whySize, "%s is not a dictionary of %s's parameters",
                        KERNEL_ATTR_SCHEDULE, t->name);
  memset(s, 0, sizeof *s);
  for (int i = 0; i < t->sched->numParams; ++i) {
    MlirAttribute v = mlirDictionaryAttrGetElementByName(d, ref(t->sched->paramNames[i]));
    if (mlirAttributeIsNull(v) || !mlirAttributeIsAInteger(v))
      return hidetFailWhy(why, whySize, "%s has no integer '%s' (template %s)",
                          KERNEL_ATTR_SCHEDULE, t->sched->paramNames[i], t->name);
    s->v[i] = mlirIntegerAttrGetValueInt(v);
  }
  return true;
}

static const char *const kLoadModes[] = {"register", "async"};

const char *kernelAttrLoadModeName(HidetLoadMode mode) {
  return kLoadModes[mode == HIDET_LOAD_ASYNC];
}

void kernelAttrSetLoadMode(MlirOperation op, HidetLoadMode mode) {
  kernelAttrSetString(op, KERNEL_ATTR_LOAD_MODE, kernelAttrLoadModeName(mode));
}

bool kernelAttrLoadMode(MlirOperation op, HidetLoadMode *mode) {
  char name[32];
  kernelIrStringAttr(op, KERNEL_ATTR_LOAD_MODE, name, sizeof name);
  for (int i = 0; i < 2; ++i)
    if (strcmp(name, kLoadModes[i]) == 0) {
      *mode = (HidetLoadMode)i;
      return true;
    }
  return false;
}

int kernelAttrTensorMaps(MlirOperation op, KernelTensorMap *maps, int cap) {
  MlirAttribute a = hidetOpAttr(op, KERNEL_ATTR_TENSOR_MAPS);
  if (mlirAttributeIsNull(a))
    return 0;
  if (!mlirAttributeIsAArray(a) || mlirArrayAttrGetNumElements(a) > cap)
    return -1;
  int n = (int)mlirArrayAttrGetNumElements(a);
  for (int i = 0; i < n; ++i) {
    MlirAttribute e = mlirArrayAttrGetElement(a, i);
    if (!mlirAttributeIsADenseI64Array(e) || mlirDenseArrayGetNumElements(e) < 2)
      return -1;
    KernelTensorMap *m = &maps[i];
    m->arg = (int)mlirDenseI64ArrayGetElement(e, 0);
    m->rank = (int)mlirDenseI64ArrayGetElement(e, 1);
    if (m->arg < 0 || m->rank < 1 || m->rank > 5 ||
        mlirDenseArrayGetNumElements(e) != 2 + 2 * m->rank)
      return -1;
    for (int d = 0; d < m->rank; ++d) {
      m->dims[d] = mlirDenseI64ArrayGetElement(e, 2 + d);
      m->box[d] = mlirDenseI64ArrayGetElement(e, 2 + m->rank + d);
      if (m->dims[d] < 1 || m->box[d] < 1 || m->box[d] > 256)
        return -1;
    }
  }
  return n;
}

void kernelTensorMapType(char *buf, size_t size, int rank, const int64_t *box, const char *elem) {
  int at = snprintf(buf, size, "!nvgpu.tensormap.descriptor<tensor = memref<");
  for (int d = 0; d < rank && at > 0 && (size_t)at < size; ++d)
    at += snprintf(buf + at, size - (size_t)at, "%lldx", (long long)box[d]);
  if (at > 0 && (size_t)at < size)
    snprintf(buf + at, size - (size_t)at,
             "%s, 3>, swizzle = swizzle_128b, l2promo = l2promo_256b, oob = zero, interleave = none>",
             elem);
}
