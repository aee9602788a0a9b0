/*===-- dedup_kernels.c - hidet-dedup-kernels ------------------------------===*
 * Kernel deduplication. A model made of repeated layers (BERT's 12 encoder
 * layers) yields many kernel functions that are scheduled alike and fuse
 * alike, so their gpu.modules differ only in their names. This pass keeps
 * the first gpu.module of each structure, points every gpu.launch_func of a
 * duplicate at it, and erases the duplicates: the back end (NVVM, LLVM
 * NVPTX, ptxas) then compiles each distinct kernel once. Kernel functions
 * (func.func with hidet.kernel) are merged alike, every use of a later
 * one's symbol renamed to the first one's: run right after outlining,
 * scheduling and fusion then run once per distinct kernel.
 *
 * Structure: the gpu.module's printed form (no locations) after its own
 * name, the names of the gpu.funcs in it (by position) and their hidet.host
 * attribute (the kernel function that launched it, informational only) are
 * replaced by fixed ones. Everything else, the schedule and template
 * attributes, the target arch (when nvvm-attach-target already ran), the
 * body, must match exactly, so a difference anywhere keeps both modules:
 * a missed duplicate costs compile time, never correctness.
 *===----------------------------------------------------------------------===*/
#include "hidet_internal.h"
#include "kernel_attrs.h"
#include "kernel_ir.h"
#include "pass_util.h"

#include "mlir-c/BuiltinAttributes.h"

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  bool dedup;
} DedupOptions;

typedef struct {
  MlirOperation op;
  HidetStr key;   /* the structure's text */
  uint64_t hash;  /* FNV-1a of key */
  int canonical;  /* index of the module this one duplicates, or its own */
} ModuleEntry;

static uint64_t fnv1a(const char *data, size_t len) {
  uint64_t h = 1469598103934665603ull;
  for (size_t i = 0; i < len; ++i) {
    h ^= (unsigned char)data[i];
    h *= 1099511628211ull;
  }
  return h;
}

static void setName(MlirContext ctx, MlirOperation op, const char *name) {
  mlirOperationSetAttributeByName(op, mlirStringRefCreateFromCString("sym_name"),
                                  mlirStringAttrGet(ctx, mlirStringRefCreateFromCString(name)));
}

/* The structure text of gpu.module or kernel function `m`, printed from a
 * renamed clone. */
static void structureKey(MlirOperation m, HidetStr *out) {
  MlirContext ctx = mlirOperationGetContext(m);
  MlirOperation clone = mlirOperationClone(m);
  setName(ctx, clone, "__hidet_dedup");
  if (hidetOpIs(m, "func.func"))
    goto print;
  int index = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(kernelIrBody(clone));
       !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (!hidetOpIs(op, "gpu.func"))
      continue;
    char name[32];
    snprintf(name, sizeof name, "__hidet_dedup_f%d", index++);
    setName(ctx, op, name);
    mlirOperationRemoveAttributeByName(op, mlirStringRefCreateFromCString(KERNEL_ATTR_HOST));
  }
print:
  hidetStrInit(out);
  /* The clone has no parent: the printer's verification would ask ops such
   * as vector.bitcast for the enclosing module's data layout and crash. */
  MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
  mlirOpPrintingFlagsAssumeVerified(flags);
  mlirOperationPrintWithFlags(clone, flags, hidetStrCallback, out);
  mlirOpPrintingFlagsDestroy(flags);
  mlirOperationDestroy(clone);
}

/* The name of the gpu.func at `index` among those of gpu.module `m`. */
static MlirStringRef funcAt(MlirOperation m, int index) {
  int i = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(kernelIrBody(m)); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (!hidetOpIs(op, "gpu.func"))
      continue;
    if (i++ == index)
      return mlirStringAttrGetValue(hidetOpAttr(op, "sym_name"));
  }
  return mlirStringRefCreate(NULL, 0);
}

/* The position of gpu.func `name` in gpu.module `m`, or -1. */
static int funcIndex(MlirOperation m, MlirStringRef name) {
  int i = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(kernelIrBody(m)); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (!hidetOpIs(op, "gpu.func"))
      continue;
    if (mlirStringRefEqual(mlirStringAttrGetValue(hidetOpAttr(op, "sym_name")), name))
      return i;
    ++i;
  }
  return -1;
}

typedef struct {
  ModuleEntry *modules;
  int count;
  bool failed;
} Rewrite;

static int findModule(const Rewrite *r, MlirStringRef name) {
  for (int i = 0; i < r->count; ++i)
    if (mlirStringRefEqual(mlirStringAttrGetValue(hidetOpAttr(r->modules[i].op, "sym_name")), name))
      return i;
  return -1;
}

/* Points a gpu.launch_func of a duplicate at its canonical module. */
static MlirWalkResult retarget(MlirOperation op, void *userData) {
  Rewrite *r = userData;
  if (hidetOpIs(op, "gpu.module"))
    return MlirWalkResultSkip;
  if (!hidetOpIs(op, "gpu.launch_func"))
    return MlirWalkResultAdvance;
  MlirAttribute kernel = hidetOpAttr(op, "kernel");
  if (mlirAttributeIsNull(kernel) || !mlirAttributeIsASymbolRef(kernel) ||
      mlirSymbolRefAttrGetNumNestedReferences(kernel) != 1)
    return MlirWalkResultAdvance;
  int m = findModule(r, mlirSymbolRefAttrGetRootReference(kernel));
  if (m < 0 || r->modules[m].canonical == m)
    return MlirWalkResultAdvance;
  int f = funcIndex(r->modules[m].op, mlirSymbolRefAttrGetLeafReference(kernel));
  const ModuleEntry *c = &r->modules[r->modules[m].canonical];
  MlirStringRef leaf = f < 0 ? mlirStringRefCreate(NULL, 0) : funcAt(c->op, f);
  if (!leaf.data) {
    hidetEmitOpError(op, "hidet-dedup-kernels: the kernel this launch names is not in its module");
    r->failed = true;
    return MlirWalkResultInterrupt;
  }
  MlirContext ctx = mlirOperationGetContext(op);
  MlirAttribute nested = mlirFlatSymbolRefAttrGet(ctx, leaf);
  MlirAttribute ref = mlirSymbolRefAttrGet(
      ctx, mlirStringAttrGetValue(hidetOpAttr(c->op, "sym_name")), 1, &nested);
  mlirOperationSetAttributeByName(op, mlirStringRefCreateFromCString("kernel"), ref);
  return MlirWalkResultAdvance;
}

/* Kernel functions (func.func with hidet.kernel) that are alike, before or
 * after scheduling: every use of a later one's symbol is renamed to the
 * first one's, and the later one is erased. */
static MlirLogicalResult dedupKernelFunctions(MlirOperation module) {
  ModuleEntry *fns = NULL;
  int count = 0, cap = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(kernelIrBody(module)); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (!hidetOpIs(op, "func.func") || mlirAttributeIsNull(hidetOpAttr(op, "hidet.kernel")) ||
        mlirBlockIsNull(kernelIrBody(op)))
      continue;
    if (count == cap) {
      cap = cap ? cap * 2 : 16;
      fns = realloc(fns, sizeof *fns * (size_t)cap);
      if (!fns)
        abort(); /* out of memory */
    }
    ModuleEntry *e = &fns[count];
    e->op = op;
    structureKey(op, &e->key);
    e->hash = fnv1a(e->key.data, e->key.len);
    e->canonical = count;
    for (int j = 0; j < count; ++j) {
      const ModuleEntry *p = &fns[j];
      if (p->canonical == j && p->hash == e->hash && p->key.len == e->key.len &&
          memcmp(p->key.data, e->key.data, e->key.len) == 0) {
        e->canonical = j;
        break;
      }
    }
    ++count;
  }
  bool failed = false;
  for (int i = 0; i < count; ++i) {
    if (!failed && fns[i].canonical != i) {
      MlirStringRef from = mlirStringAttrGetValue(hidetOpAttr(fns[i].op, "sym_name"));
      MlirStringRef to = mlirStringAttrGetValue(hidetOpAttr(fns[fns[i].canonical].op, "sym_name"));
      if (mlirLogicalResultIsFailure(mlirSymbolTableReplaceAllSymbolUses(from, to, module))) {
        hidetEmitOpError(fns[i].op, "hidet-dedup-kernels: cannot rename the uses of this kernel "
                                    "function");
        failed = true;
      } else {
        mlirOperationDestroy(fns[i].op);
      }
    }
    hidetStrFree(&fns[i].key);
  }
  free(fns);
  return failed ? mlirLogicalResultFailure() : mlirLogicalResultSuccess();
}

static MlirLogicalResult run(MlirOperation module, const void *options) {
  const DedupOptions *o = options;
  if (!o->dedup)
    return mlirLogicalResultSuccess();

  Rewrite r = {NULL, 0, false};
  int cap = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(kernelIrBody(module)); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (!hidetOpIs(op, "gpu.module"))
      continue;
    if (r.count == cap) {
      cap = cap ? cap * 2 : 16;
      r.modules = realloc(r.modules, sizeof *r.modules * (size_t)cap);
      if (!r.modules)
        abort(); /* out of memory */
    }
    ModuleEntry *e = &r.modules[r.count];
    e->op = op;
    structureKey(op, &e->key);
    e->hash = fnv1a(e->key.data, e->key.len);
    e->canonical = r.count;
    for (int j = 0; j < r.count; ++j) {
      const ModuleEntry *p = &r.modules[j];
      if (p->canonical == j && p->hash == e->hash && p->key.len == e->key.len &&
          memcmp(p->key.data, e->key.data, e->key.len) == 0) {
        e->canonical = j;
        break;
      }
    }
    ++r.count;
  }
  mlirOperationWalk(module, retarget, &r, MlirWalkPreOrder);
  for (int i = 0; i < r.count; ++i) {
    if (!r.failed && r.modules[i].canonical != i)
      mlirOperationDestroy(r.modules[i].op);
    hidetStrFree(&r.modules[i].key);
  }
  free(r.modules);
  /* After the launches are retargeted, kernel functions that launched
   * duplicates are alike too. */
  if (r.failed)
    return mlirLogicalResultFailure();
  return dedupKernelFunctions(module);
}

static const HidetPassOption kOptions[] = {
    {.key = "dedup",
     .type = {HIDET_OPTION_BOOL, 0, 0, NULL},
     HIDET_OPTION_FIELD(DedupOptions, dedup),
     .defaultValue = "true",
     .help = "merge structurally identical gpu.modules (false: leave every module, e.g. to "
             "compare builds)"},
};

const HidetPassDef hidetDedupKernelsPassDef = {
    .name = "HidetDedupKernels",
    .argument = "hidet-dedup-kernels",
    .summary = "Compile structurally identical kernels once: merge duplicate gpu.modules",
    .description =
        "Top-level gpu.modules whose printed form (without locations) is the same once their "
        "own name, their gpu.funcs' names and the gpu.funcs' hidet.host attribute are set aside "
        "are merged: the first one stays, every gpu.launch_func of a later one is pointed at "
        "it, and the later ones are erased. Kernel functions (func.func with hidet.kernel) that "
        "are alike but for their name are merged too, every use of a later one's symbol "
        "renamed to the first one's. The back end then compiles each distinct kernel once. "
        "hidet-gpu-to-ptx runs it first, hidet-compile-to-ptx also right after "
        "hidet-outline-kernels (their dedup= option).",
    HIDET_PASS_OPTIONS(kOptions),
    .optionsSize = sizeof(DedupOptions),
    .dependentDialects = NULL,
    .run = run,
};
