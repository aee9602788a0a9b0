/*===-- partition.c - hidet-partition --------------------------------------===*
 * Splits the graph ops of every func.func into fusion groups (hidet's
 * "anchor + prologue + epilogue" scheme, docs/passes.md#partitioning) and
 * records them as attributes: `hidet.group = <i64>` on every graph op (but
 * non-splat constants, below) and
 * `hidet.role = "anchor"|"prologue"|"epilogue"|"injective"`.
 *
 *  0. A splat constant or index-only op (reshape, transpose, broadcast,
 *     slice) read by several graph ops, and by nothing else, is copied
 *     once per reader (recomputing it is free), so no group is left that
 *     only materializes it.
 *  1. Every anchor (matmul, batch_matmul, conv2d, reduce, softmax,
 *     layer_norm, pool2d, attention), in program order, opens a group.
 *  2. Epilogue: starting at the anchor's result, while the current value has
 *     exactly one use, by an unassigned graph op that is elementwise (unary
 *     or binary), cast, reshape or transpose, whose result has the shape of
 *     the current value (no broadcasting the group's value up) and whose
 *     other operands do not depend on the group, that op joins and its
 *     result becomes the current value. Where the current value has several
 *     uses, the elementwise ops over it that close into one value again
 *     join as a DAG (growDag, epilogue_dag.h) and the chain goes on from
 *     that value.
 *     One exception, AStitch's regional scheme: after a graph.reduce, an
 *     elementwise binary op that broadcasts the row statistic back over
 *     the reduce's input shape (exactly along the reduced axes) joins with
 *     role "regional", once per group, and the epilogue goes on at the
 *     input's shape (broadcastsRowStatistic).
 *  3. Prologue (to a fixed point): an unassigned injective graph op that
 *     produces an operand of a group op joins when all uses of its result
 *     are by ops of the group.
 *  4. The remaining (injective) graph ops form "injective" groups: in
 *     program order, an op joins the group of its first operand produced by
 *     an injective-group op when its other operands do not depend on that
 *     group; otherwise it opens a new group. A group it joins takes in the
 *     other injective groups it reads whose values nothing else reads
 *     (mergeReadGroups). Splat constants come last and join the injective
 *     group that reads them.
 * A non-splat graph.constant (dense, dense_resource or sparse data) is never
 * grouped: it stays on the host and hidet-outline-kernels passes it to every
 * kernel that reads it as an input. Splat constants are injective ops like
 * the others (kernels fold them into an arith.constant).
 * Groups are numbered by the program order of their first op. Every group
 * is convex (no path leaves it and comes back), so hidet-outline-kernels
 * can replace it by one call.
 *
 * Only graph ops directly in the entry block of a func.func are grouped; a
 * graph op anywhere else is an error. Option report=true prints, on stderr,
 * one remark per group and one per neighbour that was not fused, with why
 * (through hidetEmitRemark: the context's remark handler, else stderr in
 * the diagnostic format `<file>:<line>:<col>: remark: <message>`).
 *===----------------------------------------------------------------------===*/
#include "partition.h"

#include "epilogue_dag.h"

#include "graph_ops.h"
#include "hidet_internal.h"
#include "pass_util.h"
#include "runtime_extents.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- Op classification. -------------------------------------------------- */
bool partIsHostConstant(MlirOperation op) {
  if (!hidetOpIs(op, "graph.constant"))
    return false;
  MlirAttribute value = hidetOpAttr(op, "value");
  return !(mlirAttributeIsADenseElements(value) && mlirDenseElementsAttrIsSplat(value));
}

bool partIsRegional(MlirOperation op) {
  MlirAttribute role = hidetOpAttr(op, PART_ROLE_ATTR);
  if (mlirAttributeIsNull(role) || !mlirAttributeIsAString(role))
    return false;
  MlirStringRef r = mlirStringAttrGetValue(role);
  return r.length == strlen(PART_ROLE_REGIONAL) && !strncmp(r.data, PART_ROLE_REGIONAL, r.length);
}

/* From the fusion class of the graph-op trait table (lib/graph_ops.c):
 * anchors open groups, bijective ops (elementwise unary and binary, cast,
 * reshape, transpose) may be epilogues. Everything else is injective:
 * broadcast, slice, concat, splat constant, gather, pad; and compare and select,
 * which are elementwise but not epilogues (compare changes the element type
 * to i1 and select reads three operands, neither of which the epilogue
 * emitter, scalarEmitEpilogue, handles). A graph op missing from the table
 * (the verifier rejects it) is injective too, and so would be an opaque op
 * (no graph op is opaque yet; PartKind has no class for one). */
PartKind partClassify(MlirOperation op) {
  char name[128];
  hidetOpName(op, name, sizeof name);
  if (strncmp(name, "graph.", 6) != 0)
    return PART_NOT_GRAPH;
  if (partIsHostConstant(op))
    return PART_HOST_CONSTANT;
  const HidetGraphOpTraits *t = hidetGraphOpTraits(op);
  if (t && t->fusion == HIDET_FUSION_ANCHOR)
    return PART_ANCHOR;
  if (t && t->fusion == HIDET_FUSION_BIJECTIVE)
    return PART_EPILOGUE_OK;
  return PART_INJECTIVE;
}

/* ---- Per-block state. ---------------------------------------------------- */
typedef struct {
  void *ptr;
  int idx;
} PtrIdx;

typedef struct {
  int op, group;
  /* For "it is already in group N": the other group's internal number,
   * printed after renumbering (-1 otherwise). */
  int inGroup;
  char what[400]; /* what was not fused; empty: the op */
  char text[700];
} Reason;

typedef struct {
  MlirBlock block;
  int n;
  MlirOperation *ops;
  PartKind *kind;
  int *group, *role, *stamp;
  int curStamp;
  PtrIdx *byPtr;
  int numGroups;
  Reason *reasons;
  int numReasons, capReasons;
} Part;

enum { ROLE_NONE, ROLE_ANCHOR, ROLE_PROLOGUE, ROLE_EPILOGUE, ROLE_INJECTIVE, ROLE_REGIONAL };
static const char *const kRoleNames[] = {"",          "anchor",    "prologue",
                                         "epilogue",  "injective", "regional"};

static int cmpPtr(const void *a, const void *b) {
  const PtrIdx *x = a, *y = b;
  return x->ptr < y->ptr ? -1 : x->ptr > y->ptr;
}

/* The index of the block-level ancestor of `op`, or -1. */
static int indexOf(Part *p, MlirOperation op) {
  while (!mlirOperationIsNull(op)) {
    PtrIdx key = {op.ptr, 0};
    PtrIdx *hit = bsearch(&key, p->byPtr, (size_t)p->n, sizeof key, cmpPtr);
    if (hit)
      return hit->idx;
    op = mlirOperationGetParentOperation(op);
  }
  return -1;
}

static int producer(Part *p, MlirValue v) {
  if (!mlirValueIsAOpResult(v))
    return -1;
  return indexOf(p, mlirOpResultGetOwner(v));
}

/* Whether op `i` (transitively through its operands, within the block)
 * reads a value produced by group `g`. */
static bool dependsRec(Part *p, int i, int g) {
  if (i < 0 || p->stamp[i] == p->curStamp)
    return false;
  p->stamp[i] = p->curStamp;
  if (p->group[i] == g)
    return true;
  MlirOperation op = p->ops[i];
  for (intptr_t k = 0; k < mlirOperationGetNumOperands(op); ++k)
    if (dependsRec(p, producer(p, mlirOperationGetOperand(op, k)), g))
      return true;
  return false;
}

static bool valueDependsOn(Part *p, MlirValue v, int g) {
  ++p->curStamp;
  return dependsRec(p, producer(p, v), g);
}


static void addReason(Part *p, int op, int group, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static void addReason(Part *p, int op, int group, const char *fmt, ...) {
  if (p->numReasons == p->capReasons) {
    p->capReasons = p->capReasons ? 2 * p->capReasons : 16;
    p->reasons = realloc(p->reasons, (size_t)p->capReasons * sizeof *p->reasons);
    if (!p->reasons)
      abort();
  }
  Reason *r = &p->reasons[p->numReasons++];
  r->op = op;
  r->group = group;
  r->inGroup = -1;
  r->what[0] = '\0';
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(r->text, sizeof r->text, fmt, ap);
  va_end(ap);
}

/* Op `op` was not fused into `group` because it is in another group. */
static void addAlreadyReason(Part *p, int op, int group) {
  addReason(p, op, group, "it is already in group");
  p->reasons[p->numReasons - 1].inGroup = p->group[op];
}

static void assign(Part *p, int i, int g, int role) {
  p->group[i] = g;
  p->role[i] = role;
}

/* AStitch's regional scheme: a graph.reduce's per-row statistic (its
 * result, through same-shape epilogue ops) combined element by element
 * with a tensor of the reduce's input shape, e.g. RMS norm's
 * x * rsqrt(mean(x * x) + eps) or x - max(x). The value `in` must have the
 * input's shape with the reduced axes of size 1 (keepdims, or a reshape
 * to it), and `user` (elementwise binary) the input's shape: then it
 * broadcasts exactly along the reduced axes, and the reduce template can
 * apply it in a second pass over the row it has just reduced. */
static bool broadcastsRowStatistic(MlirOperation anchor, MlirOperation user, MlirType in,
                                   MlirType out) {
  const HidetGraphOpTraits *t = hidetGraphOpTraits(user);
  if (!hidetOpIs(anchor, "graph.reduce") || !t || t->elementwise != HIDET_EW_BINARY)
    return false;
  int64_t rx, dx[HIDET_MAX_RANK], ri, di[HIDET_MAX_RANK], ro, dout[HIDET_MAX_RANK];
  if (!hidetTensorShape(mlirValueGetType(mlirOperationGetOperand(anchor, 0)), &rx, dx) ||
      !hidetTensorShape(in, &ri, di) || !hidetTensorShape(out, &ro, dout) || ri != rx ||
      ro != rx || memcmp(dx, dout, (size_t)rx * sizeof *dx) != 0)
    return false;
  MlirAttribute axes = hidetOpAttr(anchor, "axes");
  bool reduced[HIDET_MAX_RANK] = {false};
  for (intptr_t k = 0; k < mlirDenseArrayGetNumElements(axes); ++k) {
    int64_t a = mlirDenseI64ArrayGetElement(axes, k);
    a = a < 0 ? a + rx : a;
    if (a < 0 || a >= rx)
      return false;
    reduced[a] = true;
  }
  for (int64_t d = 0; d < rx; ++d)
    if (di[d] != (reduced[d] ? 1 : dx[d]))
      return false;
  return true;
}

/* Step 2's DAG rule (epilogue_dag.h): the value of op `cur` has several
 * uses. Ops that read it, directly or through each other, join group g in
 * program order while they are unassigned epiDagOpOk graph ops whose other
 * operands do not depend on the group, until one of their values is left
 * with uses outside the set: the new tail, whose index is returned. Every
 * other value of the set is then used only inside it, and the group stays
 * convex (a path out of it and back would pass through an operand that
 * depends on the group). Otherwise the joined ops leave again, `why` says
 * why, and -1 is returned. A side input (a splat constant, another tensor)
 * is read per element, as for a chain op. */
static int growDag(Part *p, int cur, int g, char *why, size_t whySize) {
  MlirValue v = mlirOperationGetResult(p->ops[cur], 0);
  MlirType vt = mlirValueGetType(v);
  MlirValue live[EPI_DAG_MAX_OPS + 1];
  int left[EPI_DAG_MAX_OPS + 1], numLive = 1, members[EPI_DAG_MAX_OPS], n = 0, tail = -1;
  live[0] = v;
  left[0] = epiNumUses(v);
  snprintf(why, whySize, "%s", "its users do not close into one value");
  for (int i = cur + 1; i < p->n && tail < 0; ++i) {
    MlirOperation op = p->ops[i];
    if (!epiDagReadsLive(op, live, numLive))
      continue;
    char w[200];
    hidetOpWhere(op, w, sizeof w);
    const char *bad = NULL;
    if (p->kind[i] == PART_NOT_GRAPH)
      bad = "reads a value of the DAG that is used outside it";
    else if (p->group[i] >= 0)
      bad = "is already in a group";
    else if (n == EPI_DAG_MAX_OPS)
      bad = "would make the DAG longer than its bound (EPI_DAG_MAX_OPS)";
    else if (!epiDagOpOk(op, vt))
      bad = "is not an elementwise op of the value's shape (float unary or binary, cast, "
            "compare or select)";
    for (intptr_t k = 0; !bad && k < mlirOperationGetNumOperands(op); ++k) {
      MlirValue o = mlirOperationGetOperand(op, k);
      bool inSet = false;
      for (int l = 0; l < numLive && !inSet; ++l)
        inSet = mlirValueEqual(o, live[l]);
      if (!inSet && valueDependsOn(p, o, g))
        bad = "has an operand that depends on the group outside the DAG";
    }
    if (bad) {
      snprintf(why, whySize, "%s %s", w, bad);
      break;
    }
    numLive = epiDagConsume(op, live, left, numLive);
    members[n++] = i;
    /* joined now, so that valueDependsOn sees the later members' reads */
    assign(p, i, g, ROLE_EPILOGUE);
    MlirValue r = mlirOperationGetResult(op, 0);
    int ru = epiNumUses(r);
    if (ru == 0) {
      snprintf(why, whySize, "%s has no uses (the DAG ends in no value)", w);
      break;
    }
    live[numLive] = r;
    left[numLive++] = ru;
    if (numLive == 1) {
      if (mlirTypeIsAInteger(mlirShapedTypeGetElementType(mlirValueGetType(r))))
        snprintf(why, whySize, "%s, the value the DAG ends in, is not a float tensor", w);
      else
        tail = i;
    }
  }
  if (tail < 0)
    for (int m = 0; m < n; ++m)
      assign(p, members[m], -1, ROLE_NONE);
  return tail;
}

/* Step 2. */
static void growEpilogue(Part *p, int anchor, int g, bool report) {
  int cur = anchor;
  bool haveRegional = false;
  for (;;) {
    MlirValue v = mlirOperationGetResult(p->ops[cur], 0);
    int uses = epiNumUses(v);
    if (uses == 0)
      return;
    if (uses > 1) {
      char why[512];
      int tail = growDag(p, cur, g, why, sizeof why);
      if (tail >= 0) {
        cur = tail;
        continue;
      }
      if (report)
        for (MlirOpOperand u = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(u);
             u = mlirOpOperandGetNextUse(u)) {
          int j = indexOf(p, mlirOpOperandGetOwner(u));
          if (j >= 0 && p->kind[j] == PART_EPILOGUE_OK && p->group[j] < 0) {
            char w[300];
            hidetOpWhere(p->ops[cur], w, sizeof w);
            addReason(p, j, g, "the value it reads (%s) has %d uses, and %s", w, uses, why);
          }
        }
      return;
    }
    MlirOperation user = mlirOpOperandGetOwner(mlirValueGetFirstUse(v));
    int j = indexOf(p, user);
    if (j < 0 || !mlirOperationEqual(p->ops[j], user) || p->kind[j] == PART_NOT_GRAPH)
      return; /* func.return or a non-graph op: the group's output */
    if (p->group[j] >= 0) {
      addAlreadyReason(p, j, g);
      return;
    }
    if (p->kind[j] != PART_EPILOGUE_OK) {
      addReason(p, j, g, "%s",
                p->kind[j] == PART_ANCHOR
                    ? "it is an anchor"
                    : "it is not an elementwise, cast, reshape or transpose op");
      return;
    }
    MlirType in = mlirValueGetType(v), out = mlirValueGetType(mlirOperationGetResult(user, 0));
    /* the index-only epilogue ops (reshape, transpose) change the shape */
    const HidetGraphOpTraits *ut = hidetGraphOpTraits(user);
    bool reshapes = ut && ut->indexOnly;
    bool regional = false;
    if (!reshapes && !epiSameShape(in, out)) {
      regional = !haveRegional && broadcastsRowStatistic(p->ops[anchor], user, in, out);
      if (!regional) {
        addReason(p, j, g, "%s",
                  haveRegional ? "it broadcasts the group's value to a larger shape, and the "
                                 "group already broadcasts its row statistic once"
                               : "it broadcasts the group's value to a larger shape");
        return;
      }
    }
    bool bad = false;
    for (intptr_t k = 0; k < mlirOperationGetNumOperands(user); ++k) {
      MlirValue o = mlirOperationGetOperand(user, k);
      if (!mlirValueEqual(o, v) && valueDependsOn(p, o, g)) {
        addReason(p, j, g, "it would read the group's own output (operand #%d depends on it)",
                  (int)k);
        bad = true;
        break;
      }
    }
    if (bad)
      return;
    assign(p, j, g, regional ? ROLE_REGIONAL : ROLE_EPILOGUE);
    haveRegional = haveRegional || regional;
    cur = j;
  }
}

/* Whether every use of op i's results is by an op of group g. */
static bool usedOnlyIn(Part *p, int i, int g, int *total, int *outside) {
  *total = *outside = 0;
  for (intptr_t r = 0; r < mlirOperationGetNumResults(p->ops[i]); ++r)
    for (MlirOpOperand u = mlirValueGetFirstUse(mlirOperationGetResult(p->ops[i], r));
         !mlirOpOperandIsNull(u); u = mlirOpOperandGetNextUse(u)) {
      int j = indexOf(p, mlirOpOperandGetOwner(u));
      ++*total;
      if (j < 0 || p->group[j] != g)
        ++*outside;
    }
  return *outside == 0;
}

/* Step 3. */
static void growPrologue(Part *p, int g, bool report) {
  bool changed = true;
  while (changed) {
    changed = false;
    for (int i = 0; i < p->n; ++i) {
      /* epilogue ops too: their other operands are computed per element
       * in the epilogue (scalarEmitValue), e.g. a splat scale */
      if (p->group[i] != g || p->role[i] == ROLE_NONE)
        continue;
      for (intptr_t k = 0; k < mlirOperationGetNumOperands(p->ops[i]); ++k) {
        int j = producer(p, mlirOperationGetOperand(p->ops[i], k));
        int total, outside;
        if (j < 0 || p->group[j] >= 0 || p->kind[j] == PART_NOT_GRAPH ||
            p->kind[j] == PART_HOST_CONSTANT || p->kind[j] == PART_ANCHOR ||
            !usedOnlyIn(p, j, g, &total, &outside))
          continue;
        assign(p, j, g, ROLE_PROLOGUE);
        changed = true;
      }
    }
  }
  if (!report)
    return;
  for (int i = 0; i < p->n; ++i) {
    if (p->group[i] != g || (p->role[i] != ROLE_ANCHOR && p->role[i] != ROLE_PROLOGUE))
      continue;
    for (intptr_t k = 0; k < mlirOperationGetNumOperands(p->ops[i]); ++k) {
      MlirValue v = mlirOperationGetOperand(p->ops[i], k);
      int j = producer(p, v);
      char w[300];
      hidetOpWhere(p->ops[i], w, sizeof w);
      if (j < 0) {
        if (mlirValueIsABlockArgument(v)) {
          addReason(p, i, g, "it is a function argument");
          snprintf(p->reasons[p->numReasons - 1].what, sizeof p->reasons[0].what,
                   "argument #%d (operand #%d of %s)", (int)mlirBlockArgumentGetArgNumber(v),
                   (int)k, w);
        }
        continue;
      }
      if (p->group[j] == g)
        continue;
      int total, outside;
      if (p->kind[j] == PART_NOT_GRAPH)
        addReason(p, j, g, "it is not a graph op");
      else if (p->kind[j] == PART_HOST_CONSTANT)
        addReason(p, j, g, "it is a non-splat constant (the kernel reads it as an input)");
      else if (p->group[j] >= 0)
        addAlreadyReason(p, j, g);
      else if (p->kind[j] == PART_ANCHOR)
        addReason(p, j, g, "it is an anchor");
      else if (!usedOnlyIn(p, j, g, &total, &outside))
        addReason(p, j, g, "its result has %d uses, %d outside the group", total, outside);
    }
  }
}

/* Whether an operand of a group-g op that neither g nor h produces depends
 * on group h: a path from h through other ops into g. */
static bool groupReadsFrom(Part *p, int g, int h) {
  for (int q = 0; q < p->n; ++q) {
    if (p->group[q] != g)
      continue;
    for (intptr_t k = 0; k < mlirOperationGetNumOperands(p->ops[q]); ++k) {
      MlirValue o = mlirOperationGetOperand(p->ops[q], k);
      int r = producer(p, o);
      if (!(r >= 0 && (p->group[r] == g || p->group[r] == h)) && valueDependsOn(p, o, h))
        return true;
    }
  }
  return false;
}

/* Step 4's DAG closure: op i has just joined injective group g (its first
 * injective operand's) and reads a value of another injective group h.
 * Group h merges into g when every use of h's values is by h or by i (so h
 * adds no output: the merged kernel writes what g and i write) and no path
 * leaves one of g, h and comes back into the other, so the merged group
 * stays convex. (Given the first condition no path leaves h, and a path
 * from g into h would make i's operand from h depend on g, which step 4's
 * rule already refused; the check keeps the merge safe on its own.)
 * A LeakyReLU on a function argument, select(x > 0, x, x * 0.01): the
 * compare and the mul open groups of their own (neither reads an injective
 * group), the select joins the compare's and then takes in the mul's. */
static void mergeReadGroups(Part *p, int i) {
  int g = p->group[i];
  for (intptr_t k = 0; k < mlirOperationGetNumOperands(p->ops[i]); ++k) {
    int j = producer(p, mlirOperationGetOperand(p->ops[i], k));
    if (j < 0 || p->role[j] != ROLE_INJECTIVE || p->group[j] == g)
      continue;
    int h = p->group[j];
    bool ok = !groupReadsFrom(p, g, h) && !groupReadsFrom(p, h, g);
    for (int q = 0; ok && q < p->n; ++q) {
      if (p->group[q] != h)
        continue;
      for (intptr_t r = 0; ok && r < mlirOperationGetNumResults(p->ops[q]); ++r)
        for (MlirOpOperand u = mlirValueGetFirstUse(mlirOperationGetResult(p->ops[q], r));
             ok && !mlirOpOperandIsNull(u); u = mlirOpOperandGetNextUse(u)) {
          int user = indexOf(p, mlirOpOperandGetOwner(u));
          ok = user == i || (user >= 0 && p->group[user] == h);
        }
    }
    if (!ok)
      continue;
    for (int q = 0; q < p->n; ++q)
      if (p->group[q] == h)
        p->group[q] = g;
  }
}

/* Op i joins the injective group of its first operand that has one (when
 * its other operands do not depend on that group), else opens a group. */
static void groupOne(Part *p, int i) {
  MlirOperation op = p->ops[i];
  int join = -1;
  for (intptr_t k = 0; k < mlirOperationGetNumOperands(op) && join < 0; ++k) {
    int j = producer(p, mlirOperationGetOperand(op, k));
    if (j < 0 || p->role[j] != ROLE_INJECTIVE)
      continue;
    int g = p->group[j];
    bool ok = true;
    for (intptr_t m = 0; m < mlirOperationGetNumOperands(op) && ok; ++m) {
      MlirValue o = mlirOperationGetOperand(op, m);
      int q = producer(p, o);
      if (!(q >= 0 && p->group[q] == g) && valueDependsOn(p, o, g))
        ok = false;
    }
    if (ok)
      join = g;
  }
  assign(p, i, join >= 0 ? join : p->numGroups++, ROLE_INJECTIVE);
  if (join >= 0)
    mergeReadGroups(p, i);
}

/* A splat constant (no operands): step 4 places it last, in the group of
 * its readers. */
static bool isSplat(Part *p, int i) {
  return hidetOpIs(p->ops[i], "graph.constant") && p->kind[i] == PART_INJECTIVE;
}

/* The one injective group that reads every result of op i, else -1 (an
 * anchor's group took its constants as prologue in step 3). */
static int onlyReaderGroup(Part *p, int i) {
  int g = -1;
  for (intptr_t r = 0; r < mlirOperationGetNumResults(p->ops[i]); ++r)
    for (MlirOpOperand u = mlirValueGetFirstUse(mlirOperationGetResult(p->ops[i], r));
         !mlirOpOperandIsNull(u); u = mlirOpOperandGetNextUse(u)) {
      int j = indexOf(p, mlirOpOperandGetOwner(u));
      if (j < 0 || p->group[j] < 0 || p->role[j] != ROLE_INJECTIVE ||
          (g >= 0 && p->group[j] != g))
        return -1;
      g = p->group[j];
    }
  return g;
}

/* Step 4. Splat constants wait until their readers are grouped and join
 * the group that reads them (step 0 gave each reader its own copy): opened
 * first, in program order, a copy read by a select's second operand would
 * be a group of its own, a kernel that writes one element for the select's
 * group to read back (a LeakyReLU's `select(x > 0, x, 0)`). A constant has
 * no operands, so the group stays convex. */
static void groupLeftovers(Part *p) {
  for (int pass = 0; pass < 2; ++pass)
    for (int i = 0; i < p->n; ++i) {
      if (p->kind[i] == PART_NOT_GRAPH || p->kind[i] == PART_HOST_CONSTANT || p->group[i] >= 0 ||
          (pass == 0 && isSplat(p, i)))
        continue;
      int reader = pass == 1 && isSplat(p, i) ? onlyReaderGroup(p, i) : -1;
      if (reader >= 0) {
        assign(p, i, reader, ROLE_INJECTIVE);
        continue;
      }
      groupOne(p, i);
    }
}

static void printRemark(MlirOperation op, const char *msg) {
  hidetEmitRemark(mlirOperationGetLocation(op), "%s", msg);
}

static void reportGroups(Part *p, const int *renum) {
  for (int g = 0; g < p->numGroups; ++g) {
    int first = -1, count = 0;
    HidetStr s;
    hidetStrInit(&s);
    for (int i = 0; i < p->n; ++i) {
      if (p->group[i] < 0 || renum[p->group[i]] != g)
        continue;
      char w[300];
      hidetOpWhere(p->ops[i], w, sizeof w);
      if (first < 0) {
        first = i;
        hidetStrAppendf(&s, "group %d:", g);
      }
      hidetStrAppendf(&s, "%s %s (%s)", count++ ? "," : "", w, kRoleNames[p->role[i]]);
    }
    if (first < 0) {
      hidetStrFree(&s);
      continue;
    }
    printRemark(p->ops[first], s.data);
    hidetStrFree(&s);
    for (int r = 0; r < p->numReasons; ++r) {
      Reason *rs = &p->reasons[r];
      if (renum[rs->group] != g)
        continue;
      char w[300], msg[1200];
      hidetOpWhere(p->ops[rs->op], w, sizeof w);
      if (rs->inGroup >= 0)
        snprintf(msg, sizeof msg, "%s not fused into group %d: %s %d", rs->what[0] ? rs->what : w,
                 g, rs->text, renum[rs->inGroup]);
      else
        snprintf(msg, sizeof msg, "%s not fused into group %d: %s", rs->what[0] ? rs->what : w, g,
                 rs->text);
      printRemark(p->ops[rs->op], msg);
    }
  }
}

/* Step 0: free producers are duplicated per consumer. A splat constant or
 * an index-only op (reshape, transpose, broadcast, slice) whose result is
 * read by several graph ops gets one copy per reading op, placed just
 * before it, so that each copy can join its reader's group as a prologue
 * (recomputing an index remap or a constant costs no memory traffic; left
 * shared, it would be a standalone kernel writing a copy that every reader
 * reads back: BERT's score scale and the linalg import's reshaped input).
 * Only when every use is by a graph op: a value that is also returned
 * must be materialized anyway, and keeping it whole lets it stay an
 * anchor's epilogue. Walking backwards duplicates whole chains
 * (reshape(transpose(x))): the copies of a later op add uses to the
 * earlier one. */
static bool isFreeProducer(MlirOperation op) {
  if (hidetOpIs(op, "graph.constant"))
    return !partIsHostConstant(op);
  const HidetGraphOpTraits *t = hidetGraphOpTraits(op);
  return t && t->indexOnly && mlirOperationGetNumResults(op) == 1;
}

static void duplicateFreeProducers(MlirBlock block) {
  int numOps = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(block); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    ++numOps;
  MlirOperation *ops = calloc((size_t)numOps + 1, sizeof *ops);
  if (!ops)
    abort();
  numOps = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(block); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    ops[numOps++] = op;
  for (int at = numOps - 1; at >= 0; --at) {
    MlirOperation op = ops[at];
    if (!isFreeProducer(op))
      continue;
    MlirValue v = mlirOperationGetResult(op, 0);
    int n = 0;
    bool allGraph = true;
    for (MlirOpOperand u = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(u);
         u = mlirOpOperandGetNextUse(u), ++n) {
      MlirOperation user = mlirOpOperandGetOwner(u);
      char name[128];
      hidetOpName(user, name, sizeof name);
      if (strncmp(name, "graph.", 6) != 0 || !mlirBlockEqual(mlirOperationGetBlock(user), block))
        allGraph = false;
    }
    if (n < 2 || !allGraph)
      continue;
    MlirOperation *users = calloc((size_t)n, sizeof *users);
    intptr_t *pos = calloc((size_t)n, sizeof *pos);
    if (!users || !pos)
      abort();
    int k = 0;
    for (MlirOpOperand u = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(u);
         u = mlirOpOperandGetNextUse(u), ++k) {
      users[k] = mlirOpOperandGetOwner(u);
      pos[k] = (intptr_t)mlirOpOperandGetOperandNumber(u);
    }
    /* the original keeps one use (the first in the list); the others get
     * copies */
    for (k = 1; k < n; ++k) {
      MlirOperation copy = mlirOperationClone(op);
      mlirBlockInsertOwnedOperationBefore(block, users[k], copy);
      mlirOperationSetOperand(users[k], pos[k], mlirOperationGetResult(copy, 0));
    }
    free(users);
    free(pos);
  }
  free(ops);
}

static MlirLogicalResult partitionBlock(MlirBlock block, bool report) {
  duplicateFreeProducers(block);
  Part p;
  memset(&p, 0, sizeof p);
  p.block = block;
  for (MlirOperation op = mlirBlockGetFirstOperation(block); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op))
    ++p.n;
  p.ops = calloc((size_t)p.n + 1, sizeof *p.ops);
  p.kind = calloc((size_t)p.n + 1, sizeof *p.kind);
  p.group = calloc((size_t)p.n + 1, sizeof *p.group);
  p.role = calloc((size_t)p.n + 1, sizeof *p.role);
  p.stamp = calloc((size_t)p.n + 1, sizeof *p.stamp);
  p.byPtr = calloc((size_t)p.n + 1, sizeof *p.byPtr);
  if (!p.ops || !p.kind || !p.group || !p.role || !p.stamp || !p.byPtr)
    abort();
  int i = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(block); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op), ++i) {
    p.ops[i] = op;
    p.kind[i] = partClassify(op);
    p.group[i] = -1;
    p.byPtr[i] = (PtrIdx){op.ptr, i};
  }
  qsort(p.byPtr, (size_t)p.n, sizeof *p.byPtr, cmpPtr);

  for (i = 0; i < p.n; ++i) {
    if (p.kind[i] != PART_ANCHOR)
      continue;
    int g = p.numGroups++;
    assign(&p, i, g, ROLE_ANCHOR);
    growEpilogue(&p, i, g, report);
    growPrologue(&p, g, report);
  }
  groupLeftovers(&p);

  /* Number groups by the program order of their first op. */
  int *renum = malloc(((size_t)p.numGroups + 1) * sizeof *renum);
  if (!renum)
    abort();
  for (int g = 0; g < p.numGroups; ++g)
    renum[g] = -1;
  int next = 0;
  for (i = 0; i < p.n; ++i)
    if (p.group[i] >= 0 && renum[p.group[i]] < 0)
      renum[p.group[i]] = next++;
  MlirContext ctx = mlirOperationGetContext(p.ops[0]);
  for (i = 0; i < p.n; ++i) {
    if (p.group[i] < 0)
      continue;
    mlirOperationSetDiscardableAttributeByName(
        p.ops[i], mlirStringRefCreateFromCString(PART_GROUP_ATTR),
        mlirIntegerAttrGet(mlirIntegerTypeGet(ctx, 64), renum[p.group[i]]));
    mlirOperationSetDiscardableAttributeByName(
        p.ops[i], mlirStringRefCreateFromCString(PART_ROLE_ATTR),
        mlirStringAttrGet(ctx, mlirStringRefCreateFromCString(kRoleNames[p.role[i]])));
  }
  if (report)
    reportGroups(&p, renum);
  free(renum);
  free(p.ops);
  free(p.kind);
  free(p.group);
  free(p.role);
  free(p.stamp);
  free(p.byPtr);
  free(p.reasons);
  return mlirLogicalResultSuccess();
}

/* ---- Collecting functions; checking where graph ops are. ---------------- */
typedef struct {
  MlirOperation *ops;
  int n, cap;
  bool ok;
} Funcs;

static MlirWalkResult collectFuncs(MlirOperation op, void *userData) {
  Funcs *f = userData;
  char name[128];
  hidetOpName(op, name, sizeof name);
  if (strcmp(name, "func.func") == 0) {
    if (f->n == f->cap) {
      f->cap = f->cap ? 2 * f->cap : 16;
      f->ops = realloc(f->ops, (size_t)f->cap * sizeof *f->ops);
      if (!f->ops)
        abort();
    }
    f->ops[f->n++] = op;
  } else if (strncmp(name, "graph.", 6) == 0) {
    MlirOperation parent = mlirOperationGetParentOperation(op);
    char pname[128];
    MlirBlock b = mlirOperationGetBlock(op);
    if (mlirOperationIsNull(parent) ||
        strcmp(hidetOpName(parent, pname, sizeof pname), "func.func") != 0 ||
        !mlirBlockEqual(b, mlirRegionGetFirstBlock(mlirOperationGetRegion(parent, 0)))) {
      hidetEmitOpError(op, "is not in the entry block of a func.func, so it cannot be "
                           "partitioned");
      f->ok = false;
    }
  }
  return MlirWalkResultAdvance;
}

bool partCollectFuncs(MlirOperation root, MlirOperation **funcs, int *numFuncs) {
  Funcs f = {NULL, 0, 0, true};
  mlirOperationWalk(root, collectFuncs, &f, MlirWalkPreOrder);
  *funcs = f.ops;
  *numFuncs = f.n;
  return f.ok;
}

/* ---- Options. ------------------------------------------------------------ */
typedef struct {
  bool report;
} PartitionOptions;

static const HidetPassOption kOptions[] = {
    {.key = "report",
     .type = {.kind = HIDET_OPTION_BOOL},
     HIDET_OPTION_FIELD(PartitionOptions, report),
     .defaultValue = "false",
     .help = "print the groups and why neighbours were not fused"},
};

/* Dynamic shapes (issue 27): the GPU path takes a `?` dim only where a
 * template reads the extent at run time (docs/dynamic-shapes.md): as the
 * M of a matmul (lhs dim rank-2, result dim rank-2; rhs static), and in
 * the index-preserving ops the fusion hooks and the elementwise template
 * walk with run-time extents (element-wise, cast, compare, select,
 * transpose, broadcast, a slice that takes each `?` dim whole, a concat
 * along a static axis, a pad of static dims), where a `?` must meet a `?`
 * of the same extent or a broadcast 1; and in graph.attention's batch dims and query and key
 * lengths (attention_simt). Everything else keeps a located error naming the op,
 * the operand or result and the dim. */
static bool dynPassThrough(const HidetGraphOpTraits *t) {
  /* graph.slice, concat and pad: the verifier makes a slice take each `?`
   * dim whole (start 0, step 1), a concat have `?` dims only off its axis
   * (the same in every input) and a pad leave its `?` dims unpadded, so
   * result dim d is input dim d with the same extent; their index maps
   * use static starts, steps, axis extents and pads only */
  return t && (t->elementwise != HIDET_EW_NONE || t->id == HIDET_GRAPH_TRANSPOSE ||
               t->id == HIDET_GRAPH_BROADCAST || t->id == HIDET_GRAPH_SLICE ||
               t->id == HIDET_GRAPH_CONCAT || t->id == HIDET_GRAPH_PAD);
}

/* The dim of operand x that result dim d reads (-1: none, broadcast). */
static int64_t dynAlignedDim(MlirOperation op, const HidetGraphOpTraits *t, int64_t xr,
                             int64_t rr, int64_t d) {
  if (t->id == HIDET_GRAPH_TRANSPOSE) {
    MlirAttribute perm = hidetOpAttr(op, "perm");
    return mlirAttributeIsNull(perm) || !mlirAttributeIsADenseI64Array(perm) ||
                   d >= mlirDenseArrayGetNumElements(perm)
               ? -1
               : mlirDenseI64ArrayGetElement(perm, d);
  }
  int64_t i = d - (rr - xr);
  return i >= 0 && i < xr ? i : -1;
}

/* Why op's `?` dims are not ones a GPU template takes, or NULL. *k and
 * *dim name the operand (*k < n) or result (*k - n) and its dim. */
static const char *dynUnsupported(MlirOperation op, intptr_t *k, int64_t *dim) {
  const HidetGraphOpTraits *t = hidetGraphOpTraits(op);
  intptr_t n = mlirOperationGetNumOperands(op);
  int64_t rd[HIDET_MAX_RANK], xd[HIDET_MAX_RANK];
  int64_t rr = mlirOperationGetNumResults(op) == 1
                   ? hidetValueShape(mlirOperationGetResult(op, 0), rd)
                   : 0;
  if (t && (t->id == HIDET_GRAPH_MATMUL || t->id == HIDET_GRAPH_BATCH_MATMUL)) {
    /* a `?` batch dim: the SIMT template flattens the batch dims into M
     * (hidetMatmulFlatM), which needs the lhs's leading dims to be the
     * result's and the rhs's batch to broadcast (all 1) */
    bool flat = false;
    for (int64_t d = 0; d + 2 < rr; ++d)
      flat = flat || rd[d] == HIDET_DIM_DYNAMIC;
    for (intptr_t i = 0; i <= n; ++i) {
      MlirValue v = i < n ? mlirOperationGetOperand(op, i) : mlirOperationGetResult(op, 0);
      int64_t r = hidetValueShape(v, xd);
      for (int64_t d = 0; d < r; ++d)
        if (xd[d] == HIDET_DIM_DYNAMIC && (i == 1 || (d != r - 2 && !(flat && d < r - 2)))) {
          *k = i;
          *dim = d;
          return "no GPU template takes a run-time extent there (a matmul takes `?` only as M, "
                 "dim rank-2 of the lhs and of the result, or in batch dims that the lhs and "
                 "the result share with a rhs of batch 1)";
        }
      if (flat && i == 0 && r != rr) {
        *k = 0;
        *dim = 0;
        return "a `?` batch dim needs an lhs of the result's rank (the batch dims flatten into M)";
      }
      for (int64_t d = 0; flat && i == 0 && d + 2 < r; ++d)
        if (xd[d] != rd[d]) {
          *k = 0;
          *dim = d;
          return "a `?` batch dim needs the lhs's batch dims to be the result's (the batch dims "
                 "flatten into M)";
        }
      for (int64_t d = 0; flat && i == 1 && d + 2 < r; ++d)
        if (xd[d] != 1) {
          *k = 1;
          *dim = d;
          return "a `?` batch dim of the result needs a rhs of batch 1 (broadcast: the batch "
                 "dims flatten into M)";
        }
    }
    return NULL;
  }
  if (t && t->id == HIDET_GRAPH_ATTENTION && rr >= 3) {
    /* attention_simt reads the batch dims and the query and key lengths at
     * run time (the verifier keeps the heads and head dims static and
     * makes q, k, v and the result agree); a mask's dim must be `?` where
     * the scores' dim is (the same extent) or a broadcast 1 */
    int64_t kd[HIDET_MAX_RANK];
    if (n < 4)
      return NULL;
    hidetValueShape(mlirOperationGetOperand(op, 1), kd);
    rd[rr - 1] = kd[rr - 2]; /* the scores' shape [B.., Hq, Lq, Lk] */
    int64_t mr = hidetValueShape(mlirOperationGetOperand(op, 3), xd);
    for (int64_t j = 0; j < mr; ++j) {
      int64_t sd = j + (rr - mr);
      if (sd < 0)
        continue;
      bool sdyn = rd[sd] == HIDET_DIM_DYNAMIC, mdyn = xd[j] == HIDET_DIM_DYNAMIC;
      if (sdyn != mdyn && xd[j] != 1) {
        *k = 3;
        *dim = j;
        return "its extent must meet a `?` of the scores' shape [batch.., heads, queries, keys] "
               "(or be a broadcast 1) for the GPU path, which reads extents at run time only from "
               "`?` dims";
      }
    }
    return NULL;
  }
  if (hidetOpIs(op, "graph.reduce") && n == 1) {
    /* graph.reduce reads its row count at run time: `?` only in the kept
     * dims before the last reduced one (not in the reduced or the inner
     * dims) */
    MlirAttribute axes = hidetOpAttr(op, "axes");
    int64_t xr = hidetValueShape(mlirOperationGetOperand(op, 0), xd), last = -1;
    bool reduced[HIDET_MAX_RANK] = {false};
    for (intptr_t j = 0; !mlirAttributeIsNull(axes) && mlirAttributeIsADenseI64Array(axes) &&
                         j < mlirDenseArrayGetNumElements(axes);
         ++j) {
      int64_t a = mlirDenseI64ArrayGetElement(axes, j);
      a = a < 0 ? a + xr : a;
      if (a >= 0 && a < xr)
        reduced[a] = true;
    }
    for (int64_t d = 0; d < xr; ++d)
      last = reduced[d] ? d : last;
    for (int64_t d = 0; d < xr; ++d)
      if (xd[d] == HIDET_DIM_DYNAMIC && (reduced[d] || d > last)) {
        *k = 0;
        *dim = d;
        return "no GPU template takes a run-time extent there (a reduce takes `?` only in the "
               "kept dims before its last reduced one: the row count)";
      }
    return NULL;
  }
  bool ln = hidetOpIs(op, "graph.layer_norm"), sm = hidetOpIs(op, "graph.softmax");
  if ((ln || sm) && rr > 0) {
    /* the row reductions that write rows (layer_norm, softmax templates)
     * read their row count at run time: `?` only in the dims before the
     * reduced ones (layer_norm: from axis to the end; softmax: axis) */
    MlirAttribute a = hidetOpAttr(op, "axis");
    int64_t axis = mlirAttributeIsNull(a) || !mlirAttributeIsAInteger(a)
                       ? -1
                       : mlirIntegerAttrGetValueInt(a);
    axis = axis < 0 ? axis + rr : axis;
    for (intptr_t i = 0; i <= n; ++i) {
      int64_t r = hidetValueShape(i < n ? mlirOperationGetOperand(op, i)
                                        : mlirOperationGetResult(op, 0),
                                  xd);
      for (int64_t d = 0; d < r; ++d)
        if (xd[d] == HIDET_DIM_DYNAMIC && (i != 0 && i != n ? true : d >= axis)) {
          *k = i;
          *dim = d;
          return "no GPU template takes a run-time extent there (a row-wise layer_norm or "
                 "softmax takes `?` only in the row dims, before the normalized axis)";
        }
    }
    return NULL;
  }
  if (hidetOpIs(op, "graph.reshape")) {
    /* a `?` passes through when the reshape keeps its extent (the jth `?`
     * of the result is the jth of the input, lib/reshape_rule.h): the
     * index maps then multiply and divide by static dims only, and the
     * host sizes a result from the input's extent */
    HidetDynReshape plan;
    if (!rtReshapePlan(op, &plan))
      return NULL; /* the verifier reports it */
    if (!plan.segmented) {
      *k = 0;
      *dim = plan.inDim[0];
      return "the reshape moves static dims across it (the static dims before and after the `?` "
             "differ on the two sides), and the GPU path takes only a reshape whose static dims "
             "pair up between the `?` dims";
    }
    for (int64_t j = 0; j < plan.k; ++j)
      if (plan.num[j] != plan.den[j]) {
        *k = 0;
        *dim = plan.inDim[j];
        return "the reshape scales its extent (the result's `?` is this one times a ratio of "
               "static dims), and the GPU path takes only a reshape that keeps each `?`'s "
               "extent";
      }
    return NULL;
  }
  if (t && t->id == HIDET_GRAPH_TRI_MASK) {
    /* its operand is only a size source: result dim d is operand dim
     * dims[d] (the verifier), read at run time where it is `?` (the
     * element-wise template's extents come from its output); the
     * operand's other `?` dims are never read */
    return NULL;
  }
  if (dynPassThrough(t) && rr > 0) {
    for (intptr_t i = 0; i < n; ++i) {
      int64_t xr = hidetValueShape(mlirOperationGetOperand(op, i), xd);
      bool hit[HIDET_MAX_RANK] = {false};
      for (int64_t d = 0; d < rr; ++d) {
        int64_t j = dynAlignedDim(op, t, xr, rr, d);
        if (j < 0 || j >= xr)
          continue;
        hit[j] = true;
        if ((rd[d] == HIDET_DIM_DYNAMIC) != (xd[j] == HIDET_DIM_DYNAMIC) && xd[j] != 1) {
          *k = i;
          *dim = j;
          return "its extent must meet a `?` of the result (or be a broadcast 1) for the GPU "
                 "path, which reads extents at run time only from `?` dims";
        }
      }
      for (int64_t j = 0; j < xr; ++j)
        if (!hit[j] && xd[j] == HIDET_DIM_DYNAMIC) {
          *k = i;
          *dim = j;
          return "no GPU template takes a run-time extent there";
        }
    }
    return NULL;
  }
  intptr_t m = mlirOperationGetNumResults(op);
  for (intptr_t i = 0; i < n + m; ++i) {
    MlirValue v = i < n ? mlirOperationGetOperand(op, i) : mlirOperationGetResult(op, i - n);
    int64_t r = hidetValueShape(v, xd);
    for (int64_t d = 0; d < r; ++d)
      if (xd[d] == HIDET_DIM_DYNAMIC) {
        *k = i;
        *dim = d;
        return "no GPU template of this op takes a run-time extent yet";
      }
  }
  return NULL;
}

/* Reports the first unsupported `?` of each graph op (dynUnsupported). */
static bool checkDynamicShapes(MlirBlock b) {
  bool ok = true;
  for (MlirOperation op = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
    if (name.length < 6 || strncmp(name.data, "graph.", 6) != 0)
      continue;
    intptr_t k = 0, n = mlirOperationGetNumOperands(op);
    int64_t d = 0;
    const char *why = dynUnsupported(op, &k, &d);
    if (!why)
      continue;
    MlirType t = mlirValueGetType(k < n ? mlirOperationGetOperand(op, k)
                                        : mlirOperationGetResult(op, k - n));
    HidetStr ts = hidetPrintType(t);
    hidetEmitOpError(op,
                     "%s #%ld has type %s: dim %ld is %s, and %s; run it on the reference path "
                     "(hidet-run --target=reference), docs/dynamic-shapes.md",
                     k < n ? "operand" : "result", (long)(k < n ? k : k - n), ts.data, (long)d,
                     mlirShapedTypeIsDynamicDim(t, d) ? "dynamic" : "static", why);
    hidetStrFree(&ts);
    ok = false;
  }
  return ok;
}

static MlirLogicalResult runPartition(MlirOperation root, const void *options) {
  const PartitionOptions *o = options;
  MlirOperation *funcs;
  int n;
  bool ok = partCollectFuncs(root, &funcs, &n);
  for (int i = 0; ok && i < n; ++i) {
    MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(funcs[i], 0));
    if (!mlirBlockIsNull(b))
      ok = checkDynamicShapes(b) && ok;
  }
  for (int i = 0; ok && i < n; ++i) {
    MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(funcs[i], 0));
    if (!mlirBlockIsNull(b) && !mlirOperationIsNull(mlirBlockGetFirstOperation(b)))
      ok = mlirLogicalResultIsSuccess(partitionBlock(b, o->report));
  }
  free(funcs);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

const HidetPassDef hidetPartitionPassDef = {
    .name = "HidetPartition",
    .argument = "hidet-partition",
    .summary = "Group graph ops into fusion groups (anchor + prologue + epilogue)",
    .description =
        "Marks every graph op in the entry block of each func.func (but non-splat "
        "graph.constant ops, which stay on the host as kernel inputs) with hidet.group = <i64> "
        "and hidet.role = \"anchor\"|\"prologue\"|\"epilogue\"|\"injective\". Each anchor "
        "(matmul, batch_matmul, conv2d, reduce, softmax, layer_norm, pool2d, attention) opens a group; "
        "its single-use result chain through elementwise, cast, reshape and transpose ops, "
        "and through DAGs of elementwise ops that close into one value again, "
        "becomes the epilogue; injective producers of its operands used only inside the "
        "group become the prologue; the remaining injective ops form chains of their own. "
        "report=true prints a remark per group and per neighbour not fused, with the reason.",
    HIDET_PASS_OPTIONS(kOptions),
    .optionsSize = sizeof(PartitionOptions),
    .dependentDialects = NULL,
    .run = runPartition,
};
