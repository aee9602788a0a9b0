/*===-- outline_kernels.c - hidet-outline-kernels --------------------------===*
 * After hidet-partition: moves each group of graph ops (hidet.group = N) of
 * a func.func @<fn> into `func.func private @<fn>_kernel<N>` and replaces
 * it by one func.call. The kernel's arguments are the values the group
 * reads but does not define, in order of first use (ops in program order,
 * operands in order); its results are the group's values used outside the
 * group, in program order. The kernel carries `hidet.kernel`,
 * `hidet.anchor = "<op name>"` (absent for an injective group) and
 * `hidet.prologue` / `hidet.epilogue` (arrays of op names in program
 * order); the moved ops lose their hidet.group attribute and keep
 * hidet.role (their role in the kernel function, which the stitch report
 * reads, and fusion for role "regional").
 * The call is placed where the group's first op was; ops between the
 * group's first and last op that produce values the group reads move above
 * it (graph functions are pure, so this keeps the meaning). Groups are
 * outlined in increasing number, which is the program order of their first
 * ops, so the calls come out in a topological order.
 *
 * Non-splat constants (partIsHostConstant: dense, dense_resource or sparse
 * data; hidet-partition leaves them ungrouped) are not moved into kernels:
 * before outlining, each becomes an `arith.constant` of the same value in
 * place in the caller (equal values share one), which bufferizes to a
 * memref.global, and the kernels that read it get it as an argument like
 * any other value they read. Splat constants stay graph ops in their group
 * and are folded into the kernel's code.
 *
 * Every other graph op must carry hidet.group and hidet.role; otherwise the
 * pass fails, unchanged, with an error at each such op.
 *===----------------------------------------------------------------------===*/
#include "partition.h"

#include "hidet_internal.h"
#include "pass_util.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/Func.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  MlirOperation *data;
  int n, cap;
} Ops;

static void opsPush(Ops *o, MlirOperation op) {
  if (o->n == o->cap) {
    o->cap = o->cap ? 2 * o->cap : 16;
    o->data = realloc(o->data, (size_t)o->cap * sizeof *o->data);
    if (!o->data)
      abort();
  }
  o->data[o->n++] = op;
}

static bool opsHas(const Ops *o, MlirOperation op) {
  for (int i = 0; i < o->n; ++i)
    if (mlirOperationEqual(o->data[i], op))
      return true;
  return false;
}

typedef struct {
  MlirValue *data;
  int n, cap;
} Values;

static void valuesAddUnique(Values *v, MlirValue x) {
  for (int i = 0; i < v->n; ++i)
    if (mlirValueEqual(v->data[i], x))
      return;
  if (v->n == v->cap) {
    v->cap = v->cap ? 2 * v->cap : 16;
    v->data = realloc(v->data, (size_t)v->cap * sizeof *v->data);
    if (!v->data)
      abort();
  }
  v->data[v->n++] = x;
}

/* The ancestor of `op` directly in `block`, or a null op. */
static MlirOperation ancestorIn(MlirOperation op, MlirBlock block) {
  while (!mlirOperationIsNull(op) && !mlirBlockEqual(mlirOperationGetBlock(op), block))
    op = mlirOperationGetParentOperation(op);
  return op;
}

static MlirOperation producerIn(MlirValue v, MlirBlock block) {
  if (!mlirValueIsAOpResult(v))
    return (MlirOperation){NULL};
  return ancestorIn(mlirOpResultGetOwner(v), block);
}

static bool isGraph(MlirOperation op) {
  char name[128];
  return strncmp(hidetOpName(op, name, sizeof name), "graph.", 6) == 0;
}

static int64_t groupOf(MlirOperation op) {
  MlirAttribute a = hidetOpAttr(op, PART_GROUP_ATTR);
  return mlirAttributeIsNull(a) ? -1 : mlirIntegerAttrGetValueInt(a);
}

static bool roleIs(MlirOperation op, const char *role) {
  MlirAttribute a = hidetOpAttr(op, PART_ROLE_ATTR);
  MlirStringRef s = mlirStringAttrGetValue(a);
  return s.length == strlen(role) && strncmp(s.data, role, s.length) == 0;
}

/* Every graph op has a well-formed hidet.group and hidet.role. */
static bool checkAttrs(MlirBlock block) {
  bool ok = true;
  for (MlirOperation op = mlirBlockGetFirstOperation(block); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (!isGraph(op) || partIsHostConstant(op))
      continue;
    MlirAttribute g = hidetOpAttr(op, PART_GROUP_ATTR), r = hidetOpAttr(op, PART_ROLE_ATTR);
    if (mlirAttributeIsNull(g) || mlirAttributeIsNull(r)) {
      hidetEmitOpError(op, "has no %s attribute; run hidet-partition before "
                           "hidet-outline-kernels",
                       mlirAttributeIsNull(g) ? PART_GROUP_ATTR : PART_ROLE_ATTR);
      ok = false;
    } else if (!mlirAttributeIsAInteger(g) || mlirIntegerAttrGetValueInt(g) < 0) {
      hidetEmitOpError(op, "has a %s that is not a non-negative integer", PART_GROUP_ATTR);
      ok = false;
    } else if (!mlirAttributeIsAString(r) ||
               !(roleIs(op, "anchor") || roleIs(op, "prologue") || roleIs(op, "epilogue") ||
                 roleIs(op, "regional") || roleIs(op, "injective"))) {
      hidetEmitOpError(op, "has a %s that is not \"anchor\", \"prologue\", \"epilogue\", "
                           "\"regional\" or \"injective\"",
                       PART_ROLE_ATTR);
      ok = false;
    }
  }
  return ok;
}

static MlirAttribute namesAttr(MlirContext ctx, const Ops *members, const char *role) {
  MlirAttribute names[256];
  int n = 0;
  for (int i = 0; i < members->n && n < 256; ++i)
    if (roleIs(members->data[i], role)) {
      MlirIdentifier id = mlirOperationGetName(members->data[i]);
      names[n++] = mlirStringAttrGet(ctx, mlirIdentifierStr(id));
    }
  return mlirArrayAttrGet(ctx, n, names);
}

static MlirNamedAttribute named(MlirContext ctx, const char *name, MlirAttribute a) {
  return mlirNamedAttributeGet(mlirIdentifierGet(ctx, mlirStringRefCreateFromCString(name)), a);
}

static bool symbolTaken(MlirBlock moduleBlock, const char *name) {
  for (MlirOperation op = mlirBlockGetFirstOperation(moduleBlock); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    MlirAttribute s = hidetOpAttr(op, "sym_name");
    if (!mlirAttributeIsNull(s) && mlirAttributeIsAString(s)) {
      MlirStringRef r = mlirStringAttrGetValue(s);
      if (r.length == strlen(name) && strncmp(r.data, name, r.length) == 0)
        return true;
    }
  }
  return false;
}

/* Replaces every non-splat graph.constant of `block` by an arith.constant
 * of the same value at the same place; a later constant of a value already
 * seen reads the earlier one instead (attributes are uniqued, so equal
 * values are equal handles). */
static void hostConstants(MlirBlock block) {
  Ops made = {0};
  MlirOperation op = mlirBlockGetFirstOperation(block);
  while (!mlirOperationIsNull(op)) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    if (partIsHostConstant(op)) {
      MlirAttribute value = hidetOpAttr(op, "value");
      MlirValue old = mlirOperationGetResult(op, 0), repl = {NULL};
      for (int i = 0; i < made.n && mlirValueIsNull(repl); ++i)
        if (mlirAttributeEqual(hidetOpAttr(made.data[i], "value"), value) &&
            mlirTypeEqual(mlirValueGetType(mlirOperationGetResult(made.data[i], 0)),
                          mlirValueGetType(old)))
          repl = mlirOperationGetResult(made.data[i], 0);
      if (mlirValueIsNull(repl)) {
        MlirContext ctx = mlirOperationGetContext(op);
        MlirNamedAttribute a = named(ctx, "value", value);
        MlirType t = mlirValueGetType(old);
        MlirOperationState st = mlirOperationStateGet(
            mlirStringRefCreateFromCString("arith.constant"), mlirOperationGetLocation(op));
        mlirOperationStateAddAttributes(&st, 1, &a);
        mlirOperationStateAddResults(&st, 1, &t);
        MlirOperation c = mlirOperationCreate(&st);
        mlirBlockInsertOwnedOperationBefore(block, op, c);
        opsPush(&made, c);
        repl = mlirOperationGetResult(c, 0);
      }
      mlirValueReplaceAllUsesOfWith(old, repl);
      mlirOperationDestroy(op);
    }
    op = next;
  }
  free(made.data);
}

/* Outlines group `g` of `fn`; `*after` is the module-level op the kernel
 * goes after (updated). Returns false (with an error) on failure. */
static bool outlineGroup(MlirOperation fn, MlirBlock block, int64_t g, MlirOperation *after) {
  MlirContext ctx = mlirOperationGetContext(fn);
  Ops members = {0}, moved = {0}, range = {0};
  Values inputs = {0}, outputs = {0};
  bool ok = true;
  for (MlirOperation op = mlirBlockGetFirstOperation(block); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    if (isGraph(op) && groupOf(op) == g)
      opsPush(&members, op);
  if (members.n == 0)
    goto done;
  for (int i = 0; i < members.n; ++i) {
    MlirOperation op = members.data[i];
    for (intptr_t k = 0; k < mlirOperationGetNumOperands(op); ++k) {
      MlirValue v = mlirOperationGetOperand(op, k);
      MlirOperation p = producerIn(v, block);
      if (mlirOperationIsNull(p) || !opsHas(&members, p))
        valuesAddUnique(&inputs, v);
    }
    for (intptr_t r = 0; r < mlirOperationGetNumResults(op); ++r) {
      MlirValue v = mlirOperationGetResult(op, r);
      for (MlirOpOperand u = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(u);
           u = mlirOpOperandGetNextUse(u)) {
        MlirOperation user = ancestorIn(mlirOpOperandGetOwner(u), block);
        if (mlirOperationIsNull(user) || !opsHas(&members, user)) {
          valuesAddUnique(&outputs, v);
          break;
        }
      }
    }
  }

  /* Ops between the first and last member that feed the group move above it. */
  MlirOperation first = members.data[0], last = members.data[members.n - 1];
  for (MlirOperation op = mlirOperationGetNextInBlock(first);
       !mlirOperationIsNull(op) && !mlirOperationEqual(op, last);
       op = mlirOperationGetNextInBlock(op))
    opsPush(&range, op);
  for (int ri = range.n - 1; ri >= 0; --ri) {
    MlirOperation op = range.data[ri];
    if (opsHas(&members, op))
      continue;
    bool feeds = false;
    for (intptr_t r = 0; r < mlirOperationGetNumResults(op) && !feeds; ++r)
      for (MlirOpOperand u = mlirValueGetFirstUse(mlirOperationGetResult(op, r));
           !mlirOpOperandIsNull(u) && !feeds; u = mlirOpOperandGetNextUse(u)) {
        MlirOperation user = ancestorIn(mlirOpOperandGetOwner(u), block);
        feeds = !mlirOperationIsNull(user) && (opsHas(&members, user) || opsHas(&moved, user));
      }
    if (!feeds)
      continue;
    for (intptr_t k = 0; k < mlirOperationGetNumOperands(op); ++k) {
      MlirOperation p = producerIn(mlirOperationGetOperand(op, k), block);
      if (!mlirOperationIsNull(p) && opsHas(&members, p)) {
        hidetEmitOpError(op, "both reads from and feeds group %lld, which therefore cannot be "
                             "outlined as one kernel",
                         (long long)g);
        ok = false;
        goto done;
      }
    }
    opsPush(&moved, op);
  }
  for (int i = moved.n - 1; i >= 0; --i)
    mlirOperationMoveBefore(moved.data[i], first);

  /* The kernel. */
  char fnName[256], kname[300];
  MlirStringRef fs = mlirStringAttrGetValue(hidetOpAttr(fn, "sym_name"));
  snprintf(fnName, sizeof fnName, "%.*s", (int)fs.length, fs.data);
  snprintf(kname, sizeof kname, "%s_kernel%lld", fnName, (long long)g);
  MlirBlock moduleBlock = mlirOperationGetBlock(fn);
  if (symbolTaken(moduleBlock, kname)) {
    hidetEmitErrorAt(mlirOperationGetLocation(first),
                     "cannot outline group %lld: the symbol @%s already exists", (long long)g,
                     kname);
    ok = false;
    goto done;
  }
  MlirType *inT = malloc(((size_t)inputs.n + 1) * sizeof *inT);
  MlirLocation *inL = malloc(((size_t)inputs.n + 1) * sizeof *inL);
  MlirType *outT = malloc(((size_t)outputs.n + 1) * sizeof *outT);
  if (!inT || !inL || !outT)
    abort();
  for (int i = 0; i < inputs.n; ++i) {
    inT[i] = mlirValueGetType(inputs.data[i]);
    inL[i] = mlirOperationGetLocation(first);
  }
  for (int i = 0; i < outputs.n; ++i)
    outT[i] = mlirValueGetType(outputs.data[i]);
  MlirLocation loc = mlirOperationGetLocation(first);
  MlirType fnType = mlirFunctionTypeGet(ctx, inputs.n, inT, outputs.n, outT);

  MlirNamedAttribute attrs[7];
  int na = 0;
  attrs[na++] = named(ctx, "sym_name", mlirStringAttrGet(ctx, mlirStringRefCreateFromCString(kname)));
  attrs[na++] = named(ctx, "function_type", mlirTypeAttrGet(fnType));
  attrs[na++] = named(ctx, "sym_visibility",
                      mlirStringAttrGet(ctx, mlirStringRefCreateFromCString("private")));
  attrs[na++] = named(ctx, "hidet.kernel", mlirUnitAttrGet(ctx));
  for (int i = 0; i < members.n; ++i)
    if (roleIs(members.data[i], "anchor")) {
      attrs[na++] = named(ctx, "hidet.anchor",
                          mlirStringAttrGet(ctx, mlirIdentifierStr(
                                                     mlirOperationGetName(members.data[i]))));
      break;
    }
  attrs[na++] = named(ctx, "hidet.prologue", namesAttr(ctx, &members, "prologue"));
  attrs[na++] = named(ctx, "hidet.epilogue", namesAttr(ctx, &members, "epilogue"));
  MlirRegion body = mlirRegionCreate();
  MlirBlock kb = mlirBlockCreate(inputs.n, inT, inL);
  mlirRegionAppendOwnedBlock(body, kb);
  MlirOperationState st = mlirOperationStateGet(mlirStringRefCreateFromCString("func.func"), loc);
  mlirOperationStateAddAttributes(&st, na, attrs);
  mlirOperationStateAddOwnedRegions(&st, 1, &body);
  MlirOperation kernel = mlirOperationCreate(&st);

  /* The call, where the group's first op is. */
  MlirNamedAttribute callee =
      named(ctx, "callee",
            mlirFlatSymbolRefAttrGet(ctx, mlirStringRefCreateFromCString(kname)));
  MlirOperationState cs = mlirOperationStateGet(mlirStringRefCreateFromCString("func.call"), loc);
  mlirOperationStateAddAttributes(&cs, 1, &callee);
  mlirOperationStateAddOperands(&cs, inputs.n, inputs.data);
  mlirOperationStateAddResults(&cs, outputs.n, outT);
  MlirOperation call = mlirOperationCreate(&cs);
  mlirBlockInsertOwnedOperationBefore(block, first, call);

  /* Move the members, reading inputs from the kernel's arguments. */
  MlirStringRef groupName = mlirStringRefCreateFromCString(PART_GROUP_ATTR);
  for (int i = 0; i < members.n; ++i) {
    MlirOperation op = members.data[i];
    for (intptr_t k = 0; k < mlirOperationGetNumOperands(op); ++k) {
      MlirValue v = mlirOperationGetOperand(op, k);
      for (int j = 0; j < inputs.n; ++j)
        if (mlirValueEqual(v, inputs.data[j])) {
          mlirOperationSetOperand(op, k, mlirBlockGetArgument(kb, j));
          break;
        }
    }
    mlirOperationRemoveFromParent(op);
    mlirBlockAppendOwnedOperation(kb, op);
    mlirOperationRemoveDiscardableAttributeByName(op, groupName);
  }
  MlirOperationState rs = mlirOperationStateGet(mlirStringRefCreateFromCString("func.return"), loc);
  mlirOperationStateAddOperands(&rs, outputs.n, outputs.data);
  mlirBlockAppendOwnedOperation(kb, mlirOperationCreate(&rs));

  /* Uses outside the kernel read the call's results. */
  for (int j = 0; j < outputs.n; ++j) {
    MlirOperation owners[1024];
    intptr_t nums[1024];
    int nu = 0;
    for (MlirOpOperand u = mlirValueGetFirstUse(outputs.data[j]); !mlirOpOperandIsNull(u);
         u = mlirOpOperandGetNextUse(u)) {
      MlirOperation owner = mlirOpOperandGetOwner(u);
      if (!mlirOperationIsNull(ancestorIn(owner, block)) && nu < 1024) {
        owners[nu] = owner;
        nums[nu++] = (intptr_t)mlirOpOperandGetOperandNumber(u);
      }
    }
    for (int u = 0; u < nu; ++u)
      mlirOperationSetOperand(owners[u], nums[u], mlirOperationGetResult(call, j));
  }
  mlirBlockInsertOwnedOperationAfter(moduleBlock, *after, kernel);
  *after = kernel;
  free(inT);
  free(inL);
  free(outT);
done:
  free(members.data);
  free(moved.data);
  free(range.data);
  free(inputs.data);
  free(outputs.data);
  return ok;
}

static MlirLogicalResult runOutline(MlirOperation root, const void *options) {
  (void)options;
  MlirOperation *funcs;
  int n;
  bool ok = partCollectFuncs(root, &funcs, &n);
  for (int i = 0; i < n; ++i) {
    MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(funcs[i], 0));
    if (!mlirBlockIsNull(b) && !checkAttrs(b))
      ok = false;
  }
  for (int i = 0; ok && i < n; ++i) {
    MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(funcs[i], 0));
    if (mlirBlockIsNull(b))
      continue;
    hostConstants(b);
    int64_t maxGroup = -1;
    for (MlirOperation op = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(op);
         op = mlirOperationGetNextInBlock(op))
      if (isGraph(op) && groupOf(op) > maxGroup)
        maxGroup = groupOf(op);
    if (maxGroup >= 0 && mlirOperationIsNull(mlirOperationGetParentOperation(funcs[i]))) {
      hidetEmitErrorAt(mlirOperationGetLocation(funcs[i]),
                       "hidet-outline-kernels needs the function inside a module");
      ok = false;
      break;
    }
    MlirOperation after = funcs[i];
    for (int64_t g = 0; ok && g <= maxGroup; ++g)
      ok = outlineGroup(funcs[i], b, g, &after);
  }
  free(funcs);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

static MlirDialectHandle (*const kDependentDialects[])(void) = {
    mlirGetDialectHandle__func__, mlirGetDialectHandle__arith__, NULL};

const HidetPassDef hidetOutlineKernelsPassDef = {
    .name = "HidetOutlineKernels",
    .argument = "hidet-outline-kernels",
    .summary = "Move each hidet-partition group into a private kernel function called in place",
    .description =
        "After hidet-partition: each group N of func.func @f becomes func.func private "
        "@f_kernelN (arguments: the values the group reads but does not define, in order of "
        "first use; results: its values used outside it) with attributes hidet.kernel, "
        "hidet.anchor (the anchor's op name; absent for injective groups), hidet.prologue and "
        "hidet.epilogue (op names), and is replaced by one func.call; the moved ops keep "
        "hidet.role. Non-splat "
        "graph.constant ops stay in the caller as arith.constant (one per value) and are "
        "passed to the kernels that read them. Fails, unchanged, if another graph op lacks "
        "hidet.group or hidet.role.",
    .options = NULL,
    .optionsSize = 0,
    .dependentDialects = kDependentDialects,
    .run = runOutline,
};
