/*===-- graph_sink_rows.c - flattened `?` rows sunk through row-wise ops --===*
 * torch-mlir lowers nn.Linear on a [B, 6, K] input (B a `?`) as
 *
 *   R = reshape(X) [B, 6, K] -> [?, K]        (the `?` is 6B)
 *   Y = matmul(R, W) [?, N];  Z = add(Y, bias [1, N])
 *   U = reshape(Z) [?, N] -> [B, 6, N]
 *
 * R and U scale a `?` (lib/reshape_rule.h: the result's `?` is the
 * input's times a static ratio), which the GPU path has no kernel for. The
 * ops between them work row by row on the kept trailing dims, so R moves
 * below each of them:
 *
 *   matmul(R, W)            -> reshape(batch_matmul(X, W))
 *   ew(R, c) (c [1, N], [N]) -> reshape(ew(X, c'))       (c' drops c's 1s)
 *   ew(R, R2), R2 = reshape(X2) of X's type and R's -> reshape(ew(X, X2))
 *
 * until it meets U, and reshape(reshape) folds into one that keeps every
 * `?` (here the identity). Each rewrite is exact: row r of R is row r of X
 * in row-major order, and the moved op computes each row from that row
 * alone. Only a reshape that scales a `?` (or moves static dims across it)
 * is moved, so static graphs and the reshapes the GPU path takes stay as
 * they are; one with a consumer that is not row-wise stays in front of it.
 * Called from hidet-graph-canonicalize's sweep on each graph.reshape.
 *===----------------------------------------------------------------------===*/
#include "graph_canonicalize.h"

#include "graph_ops.h"
#include "import_util.h"
#include "reshape_rule.h"

#include "mlir-c/BuiltinTypes.h"

#include <string.h>

#define SINK_MAX_USERS 64

static bool isDyn(int64_t d) { return mlirShapedTypeIsDynamicSize(d); }

/* Whether reshape `op` scales a `?` or moves static dims across one. */
static bool scalesDynamic(intptr_t rx, const int64_t *xs, intptr_t rr, const int64_t *rs) {
  HidetDynReshape plan;
  char why[160];
  if (!hidetDynReshapePlan(rx, xs, rr, rs, &plan, why, sizeof why) || plan.k == 0)
    return false;
  if (!plan.segmented)
    return true;
  for (int64_t j = 0; j < plan.k; ++j)
    if (plan.num[j] != plan.den[j])
      return true;
  return false;
}

/* The number t of trailing dims the reshape keeps (static and equal on
 * both sides); every `?` lies before them. */
static intptr_t keptTail(intptr_t rx, const int64_t *xs, intptr_t rr, const int64_t *rs) {
  intptr_t t = 0;
  while (t < rx && t < rr && !isDyn(xs[rx - 1 - t]) && xs[rx - 1 - t] == rs[rr - 1 - t])
    ++t;
  return t;
}

typedef struct {
  MlirOperation reshape; /* R */
  MlirValue x;           /* its input */
  intptr_t rx, rr, t;    /* ranks of X and R, kept trailing dims */
  intptr_t orx;          /* X's own rank and dims (xs: regrouped, regroupTail) */
  int64_t oxs[HIDET_MAX_RANK];
  int64_t xs[HIDET_MAX_RANK], rs[HIDET_MAX_RANK];
} Rows;

/* X's static trailing dims regrouped as R's last one ([12, ?, 2, 16] with
 * R [?, 32]: X' = [12, ?, 32], a reshape that keeps the `?`); false when
 * no static suffix of X has that product. Only the shape changes here:
 * asRows makes the reshape when a user is rewritten. */
static bool regroupTail(Rows *s) {
  int64_t k = s->rs[s->rr - 1], p = 1;
  if (isDyn(k))
    return false;
  for (intptr_t j = s->rx - 1; j >= 1; --j) {
    if (isDyn(s->xs[j]) || __builtin_mul_overflow(p, s->xs[j], &p) || p > k)
      return false;
    if (p == k) {
      s->xs[j] = k;
      s->rx = j + 1;
      s->t = keptTail(s->rx, s->xs, s->rr, s->rs);
      return s->t >= 1;
    }
  }
  return false;
}

/* v (X, or an input of X's original shape) in the shape the rewrite
 * uses: regrouped when regroupTail said so (a reshape that keeps the `?`;
 * repeated ones are merged by the CSE of the sweep). */
static MlirValue asRows(const Rows *s, ImBuilder *b, MlirValue v) {
  return importerReshape(b, v, s->rx, s->xs);
}

static bool shapeIs(MlirValue v, intptr_t rank, const int64_t *dims) {
  int64_t vs[HIDET_MAX_RANK];
  return importerShape(v, vs) == rank && memcmp(vs, dims, (size_t)rank * sizeof *vs) == 0;
}

/* Another reshape of the same form (R2 = reshape(X2), X2 of X's shape, R2
 * of R's; the element types may differ: a compare's i1): its input, else
 * null. Equal `?` in R and R2 (the op's operands agree) then means equal
 * `?` in X and X2, the rule's ratio being the same. */
static MlirValue sameFormInput(const Rows *s, MlirValue v) {
  MlirOperation d = canonDef(v, "reshape");
  if (mlirOperationIsNull(d))
    return (MlirValue){NULL};
  MlirValue x2 = mlirOperationGetOperand(d, 0);
  if (!shapeIs(x2, s->orx, s->oxs) || !shapeIs(v, s->rr, s->rs))
    return (MlirValue){NULL};
  return x2;
}

/* Whether operand c numpy-broadcasts against R only along the kept
 * trailing dims (static, every dim of c before them 1). */
static bool broadcastsAlongRows(const Rows *s, MlirValue c) {
  int64_t cs[HIDET_MAX_RANK];
  intptr_t rc = importerShape(c, cs);
  if (rc < 0 || rc > s->rr)
    return false;
  for (intptr_t i = 0; i < rc; ++i)
    if (isDyn(cs[i]) || (i < rc - s->t && cs[i] != 1))
      return false;
  return true;
}

/* Such an operand with its leading 1s dropped, which broadcasts the same
 * way against X. */
static MlirValue rowBroadcast(const Rows *s, ImBuilder *b, MlirValue c) {
  int64_t cs[HIDET_MAX_RANK];
  intptr_t lead = importerShape(c, cs) - s->t; /* c's dims before the kept ones */
  if (lead <= 0)
    return c;
  return importerReshape(b, c, s->t, cs + lead);
}

/* The user's result, computed on X's shape, reshaped back to its type. */
static void replaceWithRows(ImBuilder *b, MlirOperation user, MlirValue v) {
  MlirValue res = mlirOperationGetResult(user, 0);
  int64_t us[HIDET_MAX_RANK];
  intptr_t ru = importerShape(res, us);
  mlirValueReplaceAllUsesOfWith(res, importerReshape(b, v, ru, us));
}

/* matmul(R, W) or batch_matmul(R, W), W 2-D: batch_matmul(X, W). (Not a
 * batch_matmul of two reshapes that merge batch dims, attention's
 * [B*H, L, D]: the attention raise reads that form.) */
static bool sinkMatmul(const Rows *s, MlirOperation user) {
  MlirValue r = mlirOperationGetResult(s->reshape, 0);
  MlirValue w = mlirOperationGetOperand(user, 1);
  int64_t ws[HIDET_MAX_RANK];
  if (!mlirValueEqual(mlirOperationGetOperand(user, 0), r) || mlirValueEqual(w, r) ||
      importerShape(w, ws) != 2 || s->t < 1 || s->rx < 2)
    return false;
  ImBuilder b = importerBuilderBefore(user);
  MlirValue res = mlirOperationGetResult(user, 0);
  int64_t shape[HIDET_MAX_RANK];
  memcpy(shape, s->xs, (size_t)s->rx * sizeof *shape);
  shape[s->rx - 1] = ws[1];
  MlirValue ops[2] = {asRows(s, &b, s->x), w};
  MlirValue mm = importerOp(&b, "batch_matmul", 2, ops,
                            importerTensorType(s->rx, shape, importerElementType(res)), 0, NULL);
  replaceWithRows(&b, user, mm);
  return true;
}

/* An elementwise op with R among its operands, its result of R's shape. */
static bool sinkElementwise(const Rows *s, MlirOperation user) {
  MlirValue r = mlirOperationGetResult(s->reshape, 0), res = mlirOperationGetResult(user, 0);
  if (!shapeIs(res, s->rr, s->rs))
    return false; /* R itself broadcast up: not row by row */
  intptr_t n = mlirOperationGetNumOperands(user);
  if (n < 1 || n > 3)
    return false;
  ImBuilder b = importerBuilderBefore(user);
  MlirValue ops[3];
  /* Check every operand before creating anything. */
  for (intptr_t i = 0; i < n; ++i) {
    MlirValue c = mlirOperationGetOperand(user, i);
    if (!mlirValueEqual(c, r) && mlirValueIsNull(sameFormInput(s, c)) &&
        !broadcastsAlongRows(s, c))
      return false;
  }
  for (intptr_t i = 0; i < n; ++i) {
    MlirValue c = mlirOperationGetOperand(user, i), x2 = sameFormInput(s, c);
    ops[i] = mlirValueEqual(c, r)         ? asRows(s, &b, s->x)
             : !mlirValueIsNull(x2) ? asRows(s, &b, x2)
                                    : rowBroadcast(s, &b, c);
  }
  MlirOperationState st =
      mlirOperationStateGet(mlirIdentifierStr(mlirOperationGetName(user)), b.loc);
  mlirOperationStateAddOperands(&st, n, ops);
  MlirType t = importerTensorType(s->rx, s->xs, importerElementType(res));
  mlirOperationStateAddResults(&st, 1, &t);
  intptr_t na = mlirOperationGetNumAttributes(user);
  for (intptr_t i = 0; i < na; ++i) {
    MlirNamedAttribute a = mlirOperationGetAttribute(user, i);
    mlirOperationStateAddAttributes(&st, 1, &a);
  }
  MlirOperation op = mlirOperationCreate(&st);
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(user), user, op);
  replaceWithRows(&b, user, mlirOperationGetResult(op, 0));
  return true;
}

bool canonSinkRows(MlirOperation op) {
  if (!canonIs(op, "reshape"))
    return false;
  Rows s;
  s.reshape = op;
  s.x = mlirOperationGetOperand(op, 0);
  MlirValue r = mlirOperationGetResult(op, 0);
  s.rx = s.orx = importerShape(s.x, s.xs);
  memcpy(s.oxs, s.xs, sizeof s.xs);
  s.rr = importerShape(r, s.rs);
  if (s.rx < 1 || s.rr < 1 || !scalesDynamic(s.rx, s.xs, s.rr, s.rs))
    return false;
  s.t = keptTail(s.rx, s.xs, s.rr, s.rs);
  if (s.t < 1 && !regroupTail(&s))
    return false;
  /* The users first: rewriting one redirects uses of R. */
  MlirOperation users[SINK_MAX_USERS];
  intptr_t nu = 0;
  for (MlirOpOperand u = mlirValueGetFirstUse(r); !mlirOpOperandIsNull(u) && nu < SINK_MAX_USERS;
       u = mlirOpOperandGetNextUse(u)) {
    MlirOperation user = mlirOpOperandGetOwner(u);
    bool seen = false;
    for (intptr_t i = 0; i < nu && !seen; ++i)
      seen = mlirOperationEqual(users[i], user);
    if (!seen)
      users[nu++] = user;
  }
  bool changed = false;
  for (intptr_t i = 0; i < nu; ++i) {
    MlirOperation user = users[i];
    const HidetGraphOpTraits *tr = hidetGraphOpTraits(user);
    if (!tr || mlirOperationGetNumResults(user) != 1 ||
        !mlirBlockEqual(mlirOperationGetBlock(user), mlirOperationGetBlock(op)) ||
        mlirOpOperandIsNull(mlirValueGetFirstUse(mlirOperationGetResult(user, 0))))
      continue;
    if (tr->id == HIDET_GRAPH_MATMUL || tr->id == HIDET_GRAPH_BATCH_MATMUL)
      changed = sinkMatmul(&s, user) || changed;
    else if (tr->elementwise != HIDET_EW_NONE)
      changed = sinkElementwise(&s, user) || changed;
  }
  return changed;
}
