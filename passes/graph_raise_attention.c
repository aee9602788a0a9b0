/*===-- graph_raise_attention.c - Raising attention chains to graph.attention ===*
 * torch's scaled_dot_product_attention (its math decomposition) and eager
 * attention (GPT-2) arrive, after the importers and the softmax raising,
 * as rank-3 batch_matmuls between reshapes of rank >= 4 tensors:
 *
 *   S3  = batch_matmul(reshape(Q'), reshape(KT'))      [N, Lq, Lk]
 *   S   = reshape(S3) [* c | / c]                     [B.., Hq, Lq, Lk]
 *   S   = S + M  |  select(Mb, S, fill)  |  select(Mb', fill, S)
 *                                                     (optional mask; fill
 *                                                      -inf or <= -1e4)
 *   P   = softmax(S, axis = last)
 *   P   = select(all(S == -inf), 0, P)                 (torch's _safe_softmax guard, optional)
 *   O3  = batch_matmul(reshape(P), reshape(V'))        [N, Lq, Dv]
 *   O   = reshape(O3)                                 [B.., Hq, Lq, Dv]
 *
 * with Q' = Q [* c1], KT' = transpose(K [* c2]) [* c2] (the last two dims
 * swapped, possibly together with a head-split permutation), and K, V
 * either [B.., Hq, L, D] or a GQA expansion reshape(broadcast(reshape(X)))
 * of X = [B.., Hkv, L, D] to Hq = g * Hkv heads (repeat_interleave). The
 * rank-3 form without the outer reshapes is recognised too (B.. empty).
 *
 * The chain becomes graph.attention(Q, K, V [, mask]) {scale = c1 * c2 * c
 * (or / c), causal}: a constant mask that is exactly the causal triangle
 * (additive 0 / -inf, or a boolean true on and below the diagonal, the same
 * for every batch and head) becomes causal = true; any other mask is
 * passed as the mask operand (additive float, or boolean; masked_fill's
 * form marks the keys dropped, so its mask is negated: not(not(x)) is x).
 * A finite fill (GPT-2's finfo.min) is taken as -inf only with a causal or
 * a constant mask that leaves every row a key. Layout ops
 * outside the chain (head split transposes) stay graph ops; a transpose
 * of K that also permuted heads becomes a transpose of K alone.
 *
 * Exactness: the raised op computes the same function, except that the
 * scale is applied once to the scores instead of to q and k separately
 * (rounding), and an unguarded softmax of a row of -inf scores gives 0
 * instead of NaN (a row can only be all -inf from a mask; the unguarded
 * forms come with finite or causal masks, which leave every row a key).
 *===----------------------------------------------------------------------===*/
#include "graph_canonicalize.h"

#include "import_util.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define ATT_MAX_EVAL ((int64_t)1 << 22)

static MlirValue operand(MlirOperation op, intptr_t i) { return mlirOperationGetOperand(op, i); }

static intptr_t shapeOf(MlirValue v, int64_t *s) { return importerShape(v, s); }

static bool shapeIs(MlirValue v, intptr_t r, const int64_t *s) {
  int64_t t[HIDET_MAX_RANK];
  return shapeOf(v, t) == r && memcmp(t, s, (size_t)r * sizeof *s) == 0;
}

/* The element count, or -1 when a dim is dynamic (`?`) or it overflows. */
static int64_t product(intptr_t n, const int64_t *s) {
  int64_t p = 1;
  for (intptr_t i = 0; i < n; ++i)
    if (mlirShapedTypeIsDynamicSize(s[i]) || s[i] < 0 || __builtin_mul_overflow(p, s[i], &p))
      return -1;
  return p;
}

/* Whether merging the dims `lead` gives a dim of size n. With dynamic
 * shapes, a reshape between [lead.., r, c] and [n, r, c] (the same r and c)
 * merges exactly the lead dims under graph.reshape's rule
 * (lib/reshape_rule.h) when n is `?` and lead has one `?`, with no static
 * dim other than 1 before it. */
static bool leadIs(intptr_t nLead, const int64_t *lead, int64_t n) {
  if (!mlirShapedTypeIsDynamicSize(n))
    return product(nLead, lead) == n;
  intptr_t dyn = -1;
  for (intptr_t i = 0; i < nLead; ++i)
    if (mlirShapedTypeIsDynamicSize(lead[i])) {
      if (dyn >= 0)
        return false;
      dyn = i;
    }
  return dyn >= 0 && product(dyn, lead) == 1;
}

/* v = x * c or c * x (or x / c when div is allowed) with c a float splat:
 * *x and *factor (1/c for a division). */
static bool scaledBy(MlirValue v, bool div, MlirValue *x, double *factor) {
  MlirOperation op = canonDef(v, "mul");
  double c, other;
  if (!mlirOperationIsNull(op)) {
    for (int k = 0; k < 2; ++k) /* exactly one operand a splat */
      if (canonSplat(operand(op, 1 - k), &c) && !canonSplat(operand(op, k), &other)) {
        *x = operand(op, k);
        *factor = c;
        return true;
      }
    return false;
  }
  op = canonDef(v, "div");
  if (div && !mlirOperationIsNull(op) && canonSplat(operand(op, 1), &c) && c != 0) {
    *x = operand(op, 0);
    *factor = 1.0 / c;
    return true;
  }
  return false;
}

/* v's operand when v is a reshape, else v. */
static MlirValue unreshape(MlirValue v) {
  MlirOperation op = canonDef(v, "reshape");
  return mlirOperationIsNull(op) ? v : operand(op, 0);
}

/* A cast between float types: its operand (half-precision chains round
 * the scores and the probabilities to f16/bf16 between the f32 steps;
 * graph.attention keeps them in f32). */
static MlirValue uncast(MlirValue v) {
  MlirOperation op = canonDef(v, "cast");
  if (mlirOperationIsNull(op) || !mlirTypeIsAFloat(importerElementType(v)) ||
      !mlirTypeIsAFloat(importerElementType(operand(op, 0))))
    return v;
  return operand(op, 0);
}

/* ---- Constant evaluation (masks). ------------------------------------------ */

static int64_t eltCount(MlirValue v, int64_t *s, intptr_t *r) {
  *r = shapeOf(v, s);
  return product(*r, s);
}

static double roundTo(MlirType t, double x) {
  if (mlirTypeIsAF32(t))
    return (double)(float)x;
  if (mlirTypeIsAInteger(t)) {
    if (mlirIntegerTypeGetWidth(t) == 1)
      return x != 0;
    return isfinite(x) ? trunc(x) : x;
  }
  return x;
}

static bool readDense(MlirAttribute a, int64_t n, double *out) {
  if (mlirAttributeIsADenseResourceElements(a)) {
    /* frontends' blobs: f32 data, and torch's bool / uint8 buffers (a
     * registered tril mask) as i1 or i8 */
    MlirType e = mlirShapedTypeGetElementType(mlirAttributeGetType(a));
    bool f32 = mlirTypeIsAF32(e), i1 = mlirTypeIsAInteger(e) && mlirIntegerTypeGetWidth(e) == 1,
         u8 = mlirTypeIsAInteger(e) && mlirIntegerTypeGetWidth(e) == 8 && !mlirIntegerTypeIsSigned(e);
    if (!f32 && !i1 && !u8)
      return false;
    for (int64_t p = 0; p < n; ++p)
      out[p] = f32  ? mlirDenseFloatResourceElementsAttrGetValue(a, (intptr_t)p)
               : i1 ? (double)mlirDenseBoolResourceElementsAttrGetValue(a, (intptr_t)p)
                    : (double)mlirDenseUInt8ResourceElementsAttrGetValue(a, (intptr_t)p);
    return true;
  }
  if (!mlirAttributeIsADenseElements(a))
    return false;
  MlirType e = mlirShapedTypeGetElementType(mlirAttributeGetType(a));
  bool splat = mlirDenseElementsAttrIsSplat(a);
  if (splat) {
    MlirAttribute s = mlirDenseElementsAttrGetSplatValue(a);
    double x = mlirAttributeIsAFloat(s)     ? mlirFloatAttrGetValueDouble(s)
               : mlirAttributeIsABool(s)    ? (double)mlirBoolAttrGetValue(s)
               : mlirAttributeIsAInteger(s) ? (double)mlirIntegerAttrGetValueInt(s)
                                            : NAN;
    if (isnan(x) && !mlirAttributeIsAFloat(s))
      return false;
    for (int64_t p = 0; p < n; ++p)
      out[p] = x;
    return true;
  }
  for (int64_t p = 0; p < n; ++p) {
    if (mlirTypeIsAF32(e))
      out[p] = mlirDenseElementsAttrGetFloatValue(a, (intptr_t)p);
    else if (mlirTypeIsAF64(e))
      out[p] = mlirDenseElementsAttrGetDoubleValue(a, (intptr_t)p);
    else if (mlirTypeIsAInteger(e) && mlirIntegerTypeGetWidth(e) == 1)
      out[p] = mlirDenseElementsAttrGetBoolValue(a, (intptr_t)p);
    else if (mlirTypeIsAInteger(e) && mlirIntegerTypeGetWidth(e) == 8)
      out[p] = mlirIntegerTypeIsUnsigned(e) ? mlirDenseElementsAttrGetUInt8Value(a, (intptr_t)p)
                                            : mlirDenseElementsAttrGetInt8Value(a, (intptr_t)p);
    else if (mlirTypeIsAInteger(e) && mlirIntegerTypeGetWidth(e) == 32)
      out[p] = mlirDenseElementsAttrGetInt32Value(a, (intptr_t)p);
    else if (mlirTypeIsAInteger(e) && mlirIntegerTypeGetWidth(e) == 64)
      out[p] = (double)mlirDenseElementsAttrGetInt64Value(a, (intptr_t)p);
    else
      return false;
  }
  return true;
}

/* Every element of v (row-major, as doubles) when v is computed from
 * constants by ops this knows; NULL otherwise. Depth-bounded. */
static double *evalConst(MlirValue v, int depth) {
  int64_t s[HIDET_MAX_RANK];
  intptr_t r;
  int64_t n = eltCount(v, s, &r);
  if (depth > 32 || n < 0 || n > ATT_MAX_EVAL || !mlirValueIsAOpResult(v))
    return NULL;
  MlirOperation op = mlirOpResultGetOwner(v);
  MlirType et = importerElementType(v);
  double *out = malloc((size_t)(n ? n : 1) * sizeof *out);
  if (!out)
    abort();
  if (canonIs(op, "constant")) {
    if (readDense(mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("value")), n,
                  out))
      return out;
    return free(out), NULL;
  }
  intptr_t k = mlirOperationGetNumOperands(op);
  bool known = canonIs(op, "reshape") || canonIs(op, "broadcast") || canonIs(op, "transpose") ||
               canonIs(op, "slice") ||
               canonIs(op, "cast") || canonIs(op, "compare") || canonIs(op, "select") ||
               canonIs(op, "add") || canonIs(op, "sub") || canonIs(op, "mul") ||
               canonIs(op, "neg");
  if (!known || k < 1 || k > 3)
    return free(out), NULL;
  double *in[3] = {NULL, NULL, NULL};
  int64_t si[3][HIDET_MAX_RANK];
  intptr_t ri[3];
  for (intptr_t i = 0; i < k; ++i) {
    eltCount(operand(op, i), si[i], &ri[i]);
    if (!(in[i] = evalConst(operand(op, i), depth + 1))) {
      for (intptr_t j = 0; j < i; ++j)
        free(in[j]);
      return free(out), NULL;
    }
  }
  if (canonIs(op, "reshape")) {
    memcpy(out, in[0], (size_t)n * sizeof *out);
  } else if (canonIs(op, "slice")) { /* HF GPT-2's causal buffer, cut to the length */
    MlirAttribute st = mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("starts"));
    MlirAttribute sp = mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("steps"));
    int64_t start[HIDET_MAX_RANK], step[HIDET_MAX_RANK];
    for (intptr_t d = 0; d < r; ++d) { /* graph.slice's rule (docs/dialects.md) */
      int64_t b = mlirDenseI64ArrayGetElement(st, d);
      b = b < 0 ? b + si[0][d] : b;
      start[d] = b < 0 ? 0 : b > si[0][d] ? si[0][d] : b;
      step[d] = mlirAttributeIsNull(sp) ? 1 : mlirDenseI64ArrayGetElement(sp, d);
    }
    for (int64_t p = 0; p < n; ++p) {
      int64_t rest = p, src = 0, stride = 1;
      for (intptr_t d = r - 1; d >= 0; --d) {
        src += (start[d] + (rest % s[d]) * step[d]) * stride;
        rest /= s[d];
        stride *= si[0][d];
      }
      out[p] = in[0][src];
    }
  } else if (canonIs(op, "transpose")) {
    MlirAttribute pa = mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("perm"));
    int64_t perm[HIDET_MAX_RANK];
    for (intptr_t d = 0; d < r; ++d)
      perm[d] = mlirDenseI64ArrayGetElement(pa, d);
    for (int64_t p = 0; p < n; ++p)
      out[p] = in[0][importerTransposeSource(p, r, s, si[0], perm)];
  } else {
    char pred[8] = "";
    if (canonIs(op, "compare")) {
      MlirStringRef ps = mlirStringAttrGetValue(
          mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("predicate")));
      memcpy(pred, ps.data, ps.length < 7 ? ps.length : 7);
    }
    for (int64_t p = 0; p < n; ++p) {
      double a = in[0][importerBroadcastSource(p, r, s, ri[0], si[0])];
      double b = k > 1 ? in[1][importerBroadcastSource(p, r, s, ri[1], si[1])] : 0;
      double c = k > 2 ? in[2][importerBroadcastSource(p, r, s, ri[2], si[2])] : 0;
      double y;
      if (canonIs(op, "compare"))
        y = !strcmp(pred, "eq")   ? a == b
            : !strcmp(pred, "ne") ? a != b
            : !strcmp(pred, "lt") ? a < b
            : !strcmp(pred, "le") ? a <= b
            : !strcmp(pred, "gt") ? a > b
                                  : a >= b;
      else if (canonIs(op, "select"))
        y = a != 0 ? b : c;
      else if (canonIs(op, "add"))
        y = a + b;
      else if (canonIs(op, "sub"))
        y = a - b;
      else if (canonIs(op, "mul"))
        y = a * b;
      else if (canonIs(op, "neg"))
        y = -a;
      else /* broadcast, cast */
        y = a;
      out[p] = roundTo(et, y);
    }
  }
  for (intptr_t i = 0; i < k; ++i)
    free(in[i]);
  return out;
}

/* Whether constant mask m (broadcastable to [.., Lq, Lk], every leading dim
 * 1) is exactly the causal triangle: for a float mask 0 where j <= i and
 * -inf where j > i; for a boolean one true where j <= i. */
static bool isCausalMask(MlirValue m, bool negated, int64_t lq, int64_t lk) {
  if (!negated && canonIsDynamicCausalMask(m, lq, lk)) /* `?` lengths: graph.tri_mask */
    return true;
  int64_t s[HIDET_MAX_RANK];
  intptr_t r = shapeOf(m, s);
  if (r < 2 || s[r - 2] != lq || s[r - 1] != lk || product(r - 2, s) != 1)
    return false;
  double *v = evalConst(m, 0);
  if (!v)
    return false;
  bool isBool = mlirTypeIsAInteger(importerElementType(m));
  bool ok = true;
  for (int64_t i = 0; i < lq && ok; ++i)
    for (int64_t j = 0; j < lk && ok; ++j) {
      double x = v[i * lk + j];
      ok = isBool ? ((x != 0) != negated) == (j <= i) : (j <= i ? x == 0 : isinf(x) && x < 0);
    }
  free(v);
  return ok;
}

/* Whether constant boolean mask m (true: attend; read inverted when
 * `negated`) leaves every query row at least one key: then no row of the
 * masked scores is all -inf (or all the fill value). */
static bool rowsKeepAKey(MlirValue m, bool negated) {
  int64_t s[HIDET_MAX_RANK];
  intptr_t r;
  int64_t n = eltCount(m, s, &r);
  if (r < 1 || n <= 0 || !mlirTypeIsAInteger(importerElementType(m)))
    return false;
  double *v = evalConst(m, 0);
  if (!v)
    return false;
  bool ok = true;
  for (int64_t row = 0; row < n / s[r - 1] && ok; ++row) {
    bool any = false;
    for (int64_t j = 0; j < s[r - 1] && !any; ++j)
      any = (v[row * s[r - 1] + j] != 0) != negated;
    ok = any;
  }
  free(v);
  return ok;
}

/* v = select(x, false, true) (torch's logical not of a bool): x. */
static bool notOf(MlirValue v, MlirValue *x) {
  MlirOperation sel = canonDef(v, "select");
  double t, f;
  if (mlirOperationIsNull(sel) || !canonSplat(operand(sel, 1), &f) ||
      !canonSplat(operand(sel, 2), &t) || f != 0 || t == 0 ||
      !mlirTypeIsAInteger(importerElementType(v)))
    return false;
  *x = operand(sel, 0);
  return true;
}

/* The fill of a boolean mask's select: -inf, or a finite value at most
 * kFillMax (GPT-2's finfo.min, masked_fill(-1e9)): exp(fill - row max)
 * underflows to 0 in f32 as for -inf, while the row max exceeds fill + 88,
 * i.e. for any scores a model produces. Only -inf and such fills are
 * masks; a row of fills only is another matter (match: rowsKeepAKey). */
#define ATT_FILL_MAX (-1e4)
static bool maskFill(MlirValue v, bool *finite) {
  double x;
  if (!canonSplat(v, &x) || !(x <= ATT_FILL_MAX))
    return false;
  *finite = !isinf(x);
  return true;
}

/* ---- The chain. --------------------------------------------------------------- */

/* Reshapes the check run (match without a builder) inserts to look at a
 * rank-3 operand as lead ++ [r, c]; destroyed after it. */
typedef struct {
  MlirOperation ops[4];
  int n;
} Temps;

typedef struct {
  ImBuilder *ib;  /* where logical() inserts its reshapes */
  Temps *tmp;     /* the check run's: records them for removal */
  intptr_t nLead;                 /* rank - 2: B.. and Hq */
  int64_t lead[HIDET_MAX_RANK];   /* [B.., Hq] */
  int64_t lq, lk, d, dv;
  int64_t hkv; /* the heads of K (found by keyOf) */
  double scale;
} Att;

/* x of shape lead ++ [l, w]: strips a GQA expansion reshape(broadcast(
 * reshape(X))) (X [B.., Hkv, l, w], expanded at a new dim after Hkv). */
static MlirValue kvHeads(const Att *a, MlirValue x) {
  MlirValue b = x;
  MlirOperation rs = canonDef(x, "reshape");
  if (!mlirOperationIsNull(rs))
    b = operand(rs, 0);
  MlirOperation bc = canonDef(b, "broadcast");
  if (mlirOperationIsNull(bc))
    return x;
  MlirValue u = operand(bc, 0);
  MlirOperation rs2 = canonDef(u, "reshape");
  if (mlirOperationIsNull(rs2))
    return x;
  MlirValue z = operand(rs2, 0);
  int64_t sb[HIDET_MAX_RANK], su[HIDET_MAX_RANK], sz[HIDET_MAX_RANK];
  intptr_t rb = shapeOf(b, sb), ru = shapeOf(u, su), rz = shapeOf(z, sz);
  intptr_t h = a->nLead - 1; /* the head dim */
  if (rz != a->nLead + 2 || ru != rz + 1 || rb != ru || sz[h] <= 0 || a->lead[h] <= 0 ||
      a->lead[h] % sz[h] != 0)
    return x;
  int64_t g = a->lead[h] / sz[h];
  for (intptr_t i = 0; i < rz; ++i) {
    intptr_t j = i < h + 1 ? i : i + 1;
    if (su[j] != sz[i] || sb[j] != sz[i])
      return x;
    if (i < h && sz[i] != a->lead[i])
      return x;
  }
  if (su[h + 1] != 1 || sb[h + 1] != g)
    return x;
  return z;
}

/* A rank-3 [N, r, c] operand of a batch_matmul as its logical tensor of
 * shape lead ++ [r, c]: through a reshape that only merges lead, or as it
 * is when lead is [N]. Null when neither. */
static MlirValue logical(const Att *a, MlirValue v3, int64_t r, int64_t c) {
  int64_t s[HIDET_MAX_RANK];
  memcpy(s, a->lead, (size_t)a->nLead * sizeof *s);
  s[a->nLead] = r;
  s[a->nLead + 1] = c;
  if (shapeIs(v3, a->nLead + 2, s))
    return v3;
  MlirValue x = unreshape(v3);
  if (!mlirValueEqual(x, v3) && shapeIs(x, a->nLead + 2, s))
    return x;
  /* V' reshaped straight from the 5-D GQA broadcast */
  MlirOperation bc = canonDef(x, "broadcast");
  if (!mlirOperationIsNull(bc) && !mlirValueEqual(x, v3)) {
    int64_t sb[HIDET_MAX_RANK];
    intptr_t rb = shapeOf(x, sb);
    intptr_t h = a->nLead - 1;
    if (rb == a->nLead + 3 && product(2, sb + h) == a->lead[h] && sb[rb - 2] == r &&
        sb[rb - 1] == c)
      return x; /* kvHeads checks the rest */
  }
  /* A rank-3 [N, r, c] whose N merges lead but that is no reshape of a
   * lead ++ [r, c] tensor: torch-mlir folds V's view [B*H, L, D] ->
   * [B, H, L, D] -> [B*H, L, D] away, so V enters the batch_matmul as the
   * head split's [B*H, L, D]. Viewed through a new reshape to lead ++
   * [r, c] (under lib/reshape_rule.h, N = B*H gives B = N / H: the
   * batch_matmul's batch n is (b, h) row-major). */
  int64_t s3[HIDET_MAX_RANK];
  if (a->ib && a->nLead > 1 && shapeOf(v3, s3) == 3 && s3[1] == r && s3[2] == c &&
      leadIs(a->nLead, a->lead, s3[0]) && (!a->tmp || a->tmp->n < 4)) {
    MlirValue y = importerReshape(a->ib, v3, a->nLead + 2, s);
    if (a->tmp)
      a->tmp->ops[a->tmp->n++] = mlirOpResultGetOwner(y);
    return y;
  }
  return (MlirValue){NULL};
}

/* K from KT' = [reshape](KT'') of logical shape lead ++ [D, Lk]. */
static bool keyOf(ImBuilder *ib, Att *a, MlirValue kt3, MlirValue *k) {
  MlirValue kt = logical(a, kt3, a->d, a->lk), x;
  double f;
  if (mlirValueIsNull(kt))
    return false;
  if (scaledBy(kt, false, &x, &f)) {
    a->scale *= f;
    kt = x;
  }
  MlirOperation tr = canonDef(kt, "transpose");
  if (mlirOperationIsNull(tr))
    return false;
  intptr_t r = a->nLead + 2;
  MlirAttribute pa = mlirOperationGetAttributeByName(tr, mlirStringRefCreateFromCString("perm"));
  int64_t perm[HIDET_MAX_RANK];
  bool identity = true;
  for (intptr_t i = 0; i < r; ++i)
    perm[i] = mlirDenseI64ArrayGetElement(pa, i);
  int64_t t = perm[r - 1]; /* K = x transposed by perm with its last two swapped */
  perm[r - 1] = perm[r - 2];
  perm[r - 2] = t;
  for (intptr_t i = 0; i < r; ++i)
    identity = identity && perm[i] == i;
  MlirValue kx = operand(tr, 0);
  if (scaledBy(kx, false, &x, &f) && identity) {
    a->scale *= f;
    kx = x;
  }
  if (!identity) { /* a head-split permutation: K is x permuted, all Hq heads */
    a->hkv = a->lead[a->nLead - 1];
    *k = ib ? importerTranspose(ib, kx, perm) : kx;
    return true;
  }
  *k = kvHeads(a, kx);
  int64_t sk[HIDET_MAX_RANK];
  intptr_t rk = shapeOf(*k, sk);
  a->hkv = sk[rk - 3];
  return rk == r && sk[r - 2] == a->lk && sk[r - 1] == a->d;
}

/* S [B.., Hq, Lq, Lk] back to Q and K through the scale and the first
 * batch_matmul. */
static bool scoresOf(ImBuilder *ib, Att *a, MlirValue s, MlirValue *q, MlirValue *k) {
  MlirValue x;
  double f;
  s = uncast(s);
  if (scaledBy(s, true, &x, &f)) {
    a->scale *= f;
    s = x;
  }
  MlirValue s3 = uncast(unreshape(s));
  MlirOperation mm = canonDef(s3, "batch_matmul");
  if (mlirOperationIsNull(mm))
    return false;
  int64_t sq[HIDET_MAX_RANK];
  if (shapeOf(operand(mm, 0), sq) != 3 || !leadIs(a->nLead, a->lead, sq[0]) || sq[1] != a->lq)
    return false;
  a->d = sq[2];
  MlirValue qq = logical(a, operand(mm, 0), a->lq, a->d);
  if (mlirValueIsNull(qq))
    return false;
  if (scaledBy(qq, false, &x, &f)) {
    a->scale *= f;
    qq = x;
  }
  *q = qq;
  return keyOf(ib, a, operand(mm, 1), k);
}

/* v = reshape(x) that keeps the last dim (regroups only the rows of a
 * row-wise guard: [B*H, L, L] <-> [B, H, L, L]): x; else v. */
static MlirValue rowsUnreshaped(MlirValue v) {
  MlirOperation r = canonDef(v, "reshape");
  int64_t sv[HIDET_MAX_RANK], sx[HIDET_MAX_RANK];
  if (mlirOperationIsNull(r))
    return v;
  intptr_t rv = shapeOf(v, sv), rx = shapeOf(operand(r, 0), sx);
  if (rv < 1 || rx < 1 || sv[rv - 1] != sx[rx - 1] || mlirShapedTypeIsDynamicSize(sv[rv - 1]))
    return v;
  return operand(r, 0);
}

/* The guard: v = select(c, 0, p) with c = reduce_min(cast(S == -inf)) > 0.5
 * over the last axis. */
static bool guardOf(MlirValue v, MlirValue *p, MlirValue *s) {
  MlirOperation sel = canonDef(v, "select");
  double z;
  if (mlirOperationIsNull(sel) || !canonSplat(operand(sel, 1), &z) || z != 0)
    return false;
  MlirOperation gt = canonDef(operand(sel, 0), "compare");
  double half;
  if (mlirOperationIsNull(gt) || !canonSplat(operand(gt, 1), &half) || half != 0.5)
    return false;
  MlirStringRef pr =
      mlirStringAttrGetValue(mlirOperationGetAttributeByName(gt, mlirStringRefCreateFromCString("predicate")));
  if (pr.length != 2 || strncmp(pr.data, "gt", 2) != 0)
    return false;
  MlirOperation red = canonDef(operand(gt, 0), "reduce");
  char kind[8];
  int64_t axes[HIDET_MAX_RANK];
  intptr_t n;
  bool keep;
  if (mlirOperationIsNull(red) || !canonReduceAttrs(red, kind, sizeof kind, axes, &n, &keep) ||
      strcmp(kind, "min") != 0 || n != 1 || !keep)
    return false;
  MlirValue rin = operand(red, 0);
  if (axes[0] != shapeOf(rin, (int64_t[HIDET_MAX_RANK]){0}) - 1)
    return false;
  /* (the guard may be computed on the [B*H, L, L] scores and viewed as
   * [B, H, L, L] for the reduce: a view that keeps the rows) */
  MlirOperation cast = canonDef(rowsUnreshaped(rin), "cast");
  MlirOperation eq = mlirOperationIsNull(cast) ? (MlirOperation){NULL} : canonDef(operand(cast, 0), "compare");
  double ninf;
  if (mlirOperationIsNull(eq) || !canonSplat(operand(eq, 1), &ninf) || !(isinf(ninf) && ninf < 0))
    return false;
  pr = mlirStringAttrGetValue(mlirOperationGetAttributeByName(eq, mlirStringRefCreateFromCString("predicate")));
  if (pr.length != 2 || strncmp(pr.data, "eq", 2) != 0)
    return false;
  *p = operand(sel, 2);
  *s = operand(eq, 0);
  return true;
}

/* Matches the chain ending in batch_matmul `mm`; with ib, also builds the
 * attention (returns it through *out). */
static bool match(MlirOperation mm, ImBuilder *ib, Temps *tmp, MlirValue *root, MlirValue *out) {
  MlirValue o3 = mlirOperationGetResult(mm, 0);
  int64_t so[HIDET_MAX_RANK], sp[HIDET_MAX_RANK];
  if (shapeOf(o3, so) != 3 || shapeOf(operand(mm, 0), sp) != 3)
    return false;
  ImBuilder check = importerBuilderBefore(mm);
  Att a = {.scale = 1.0, .ib = ib ? ib : &check, .tmp = ib ? NULL : tmp};
  /* The logical output: the single user reshaping o3 to [B.., Hq, Lq, Dv]. */
  *root = o3;
  MlirOpOperand use = mlirValueGetFirstUse(o3);
  if (!mlirOpOperandIsNull(use) && mlirOpOperandIsNull(mlirOpOperandGetNextUse(use)) &&
      canonIs(mlirOpOperandGetOwner(use), "cast")) { /* f32 accumulation rounded to f16/bf16 */
    MlirValue c = mlirOperationGetResult(mlirOpOperandGetOwner(use), 0);
    if (mlirValueEqual(uncast(c), o3)) {
      *root = c;
      use = mlirValueGetFirstUse(c);
    }
  }
  if (!mlirOpOperandIsNull(use) && mlirOpOperandIsNull(mlirOpOperandGetNextUse(use)) &&
      canonIs(mlirOpOperandGetOwner(use), "reshape")) {
    MlirValue r = mlirOperationGetResult(mlirOpOperandGetOwner(use), 0);
    int64_t sr[HIDET_MAX_RANK];
    intptr_t rr = shapeOf(r, sr);
    if (rr >= 4 && sr[rr - 2] == so[1] && sr[rr - 1] == so[2] && leadIs(rr - 2, sr, so[0]))
      *root = r;
  }
  int64_t sr[HIDET_MAX_RANK];
  intptr_t rr = shapeOf(*root, sr);
  a.nLead = rr - 2;
  memcpy(a.lead, sr, (size_t)a.nLead * sizeof *sr);
  a.lq = so[1];
  a.dv = so[2];
  a.lk = sp[2];
  MlirValue p = logical(&a, operand(mm, 0), a.lq, a.lk);
  MlirValue v = logical(&a, operand(mm, 1), a.lk, a.dv);
  if (mlirValueIsNull(p) || mlirValueIsNull(v))
    return false;
  v = kvHeads(&a, v);
  MlirValue sm = uncast(p), sGuard = {NULL};
  bool guarded = guardOf(sm, &sm, &sGuard);
  MlirOperation soft = canonDef(uncast(sm), "softmax");
  if (mlirOperationIsNull(soft))
    return false;
  MlirValue s = operand(soft, 0);
  int64_t axis = mlirIntegerAttrGetValueInt(
      mlirOperationGetAttributeByName(soft, mlirStringRefCreateFromCString("axis")));
  if (axis != rr - 1 && axis != -1)
    return false;
  if (guarded && !mlirValueEqual(sGuard, s) &&
      !mlirValueEqual(rowsUnreshaped(sGuard), rowsUnreshaped(s)))
    return false;
  /* The mask. */
  MlirValue mask = {NULL}, q, k;
  bool causal = false, negated = false, finiteFill = false;
  MlirOperation add = canonDef(s, "add"), sel = canonDef(s, "select");
  if (mlirOperationIsNull(add) && mlirOperationIsNull(sel) && !mlirValueEqual(uncast(s), s)) {
    /* f16 eager code masks the f16 scores, then softmax's input is cast
     * to f32 (the op keeps the scores in f32 throughout) */
    s = uncast(s);
    add = canonDef(s, "add");
    sel = canonDef(s, "select");
  }
  Att saved = a;
  if (!mlirOperationIsNull(add)) {
    bool found = false;
    for (int i = 0; i < 2 && !found; ++i) {
      a = saved;
      MlirValue s0 = operand(add, i), m = operand(add, 1 - i);
      if (!mlirTypeEqual(mlirValueGetType(s0), mlirValueGetType(s)) ||
          !mlirTypeIsAFloat(importerElementType(m)))
        continue;
      if (scoresOf(NULL, &a, s0, &q, &k)) {
        found = true;
        mask = m;
        a = saved;
        scoresOf(ib, &a, s0, &q, &k);
      }
    }
    if (!found)
      return false;
  } else if (!mlirOperationIsNull(sel)) {
    /* select(M, S, fill) (where(mask, w, min)), or select(M, fill, S)
     * (masked_fill(M, -inf): M marks the keys dropped) */
    int at = -1;
    for (int i = 1; i <= 2 && at < 0; ++i)
      if (maskFill(operand(sel, 3 - i), &finiteFill) &&
          mlirTypeEqual(mlirValueGetType(operand(sel, i)), mlirValueGetType(s)) &&
          scoresOf(NULL, &a, operand(sel, i), &q, &k))
        at = i;
    if (at < 0)
      return false;
    mask = operand(sel, 0);
    negated = at == 2;
    MlirValue x;
    if (negated && notOf(mask, &x)) { /* masked_fill(~keep, ...): keep */
      mask = x;
      negated = false;
    }
    a = saved;
    scoresOf(ib, &a, operand(sel, at), &q, &k);
  } else {
    if (!scoresOf(NULL, &a, s, &q, &k))
      return false;
    a = saved;
    scoresOf(ib, &a, s, &q, &k);
  }
  if (!mlirValueIsNull(mask) && isCausalMask(mask, negated, a.lq, a.lk)) {
    causal = true;
    negated = false;
    mask = (MlirValue){NULL};
  }
  /* A finite fill equals graph.attention's -inf only where every row keeps
   * a key (a row of fills only averages V in torch, gives 0 here). */
  bool keyInEveryRow = !mlirValueIsNull(mask) && rowsKeepAKey(mask, negated);
  if (finiteFill && !causal && !keyInEveryRow)
    return false;
  /* Types: q, k, v one float type, the result's. */
  MlirType t = importerElementType(*root);
  if (!mlirTypeEqual(importerElementType(q), t) || !mlirTypeEqual(importerElementType(k), t) ||
      !mlirTypeEqual(importerElementType(v), t) || !isfinite(a.scale))
    return false;
  int64_t sv[HIDET_MAX_RANK];
  /* dynamic shapes: graph.attention takes static heads and head dims */
  if (a.hkv <= 0 || a.lead[a.nLead - 1] <= 0 || a.d < 0 || a.dv < 0)
    return false;
  if (shapeOf(v, sv) != rr || a.hkv != sv[rr - 3] || a.lead[a.nLead - 1] % a.hkv != 0)
    return false;
  for (intptr_t i = 0; i + 1 < a.nLead; ++i)
    if (sv[i] != a.lead[i])
      return false;
  /* An unguarded softmax gives NaN for a row of -inf scores where the op
   * gives 0: only without a mask, with the causal one, or with a constant
   * float mask of finite values (GPT-2's -1e9) can no row be all -inf. */
  if (!guarded && !causal && !mlirValueIsNull(mask) && !keyInEveryRow) {
    double *mv = mlirTypeIsAFloat(importerElementType(mask)) ? evalConst(mask, 0) : NULL;
    int64_t sm[HIDET_MAX_RANK];
    intptr_t rm = shapeOf(mask, sm);
    bool finite = mv != NULL;
    for (int64_t i = 0; finite && i < product(rm, sm); ++i)
      finite = isfinite(mv[i]);
    free(mv);
    if (!finite)
      return false;
  }
  if (!ib)
    return true;
  /* torch applies D^-1/4 (rounded to the type) to q and to k: the product
   * is 1/sqrt(D) up to that rounding, and is taken as 1/sqrt(D). */
  if (canonNear(a.scale, 1.0 / sqrt((double)a.d)))
    a.scale = 1.0 / sqrt((double)a.d);
  MlirContext ctx = ib->ctx;
  MlirNamedAttribute attrs[2];
  intptr_t na = 0;
  attrs[na++] = importerNamed(ctx, "scale", mlirFloatAttrDoubleGet(ctx, mlirF64TypeGet(ctx), a.scale));
  if (causal)
    attrs[na++] = importerNamed(ctx, "causal", mlirBoolAttrGet(ctx, 1));
  if (negated) { /* the keys to keep: not M */
    MlirType bt = mlirRankedTensorTypeGet(0, NULL, importerElementType(mask), mlirAttributeGetNull());
    MlirValue nm[3] = {mask, importerSplat(ib, bt, 0), importerSplat(ib, bt, 1)};
    mask = importerOp(ib, "select", 3, nm, mlirValueGetType(mask), 0, NULL);
  }
  MlirValue ins[4] = {q, k, v, mask};
  *out = importerOp(ib, "attention", mlirValueIsNull(mask) ? 3 : 4, ins, mlirValueGetType(*root), na,
                    attrs);
  return true;
}

bool canonRaiseAttention(MlirOperation op) {
  if (!canonIs(op, "batch_matmul"))
    return false;
  MlirValue root, out;
  Temps tmp = {.n = 0};
  bool ok = match(op, NULL, &tmp, &root, &out);
  for (int i = tmp.n - 1; i >= 0; --i) /* unused: nothing was built on them */
    mlirOperationDestroy(tmp.ops[i]);
  if (!ok)
    return false;
  ImBuilder ib = importerBuilderBefore(op);
  if (!match(op, &ib, NULL, &root, &out))
    return false; /* not reached: both runs make the same checks */
  mlirValueReplaceAllUsesOfWith(root, out);
  if (mlirValueEqual(root, mlirOperationGetResult(op, 0)))
    mlirOperationDestroy(op);
  return true;
}

/* cast_T(attention(cast_f32(q), cast_f32(k), cast_f32(v))) with q, k, v of
 * type T = f16/bf16 (torch computes a half-precision SDPA on f32 casts and
 * rounds the result back) is attention(q, k, v) in T: graph.attention
 * computes f16/bf16 in f32 and rounds once, so this is exact. GQA
 * expansions of k and v done in T are stripped here. */
bool canonNarrowAttention(MlirOperation op) {
  if (!canonIs(op, "cast"))
    return false;
  MlirValue y = mlirOperationGetResult(op, 0), w = operand(op, 0);
  MlirOperation att = canonDef(w, "attention");
  MlirType t = importerElementType(y);
  if (mlirOperationIsNull(att) || !(mlirTypeIsAF16(t) || mlirTypeIsABF16(t)) ||
      !mlirTypeIsAF32(importerElementType(w)))
    return false;
  MlirOpOperand use = mlirValueGetFirstUse(w);
  if (mlirOpOperandIsNull(use) || !mlirOpOperandIsNull(mlirOpOperandGetNextUse(use)))
    return false;
  MlirValue ins[4];
  intptr_t n = mlirOperationGetNumOperands(att);
  for (intptr_t i = 0; i < n; ++i) {
    ins[i] = operand(att, i);
    if (i == 3)
      break; /* the mask keeps its type */
    MlirValue x = uncast(ins[i]);
    if (mlirValueEqual(x, ins[i]) || !mlirTypeEqual(importerElementType(x), t))
      return false;
    ins[i] = x;
  }
  Att a = {0};
  int64_t sq[HIDET_MAX_RANK];
  intptr_t r = shapeOf(ins[0], sq);
  a.nLead = r - 2;
  memcpy(a.lead, sq, (size_t)a.nLead * sizeof *sq);
  ins[1] = kvHeads(&a, ins[1]);
  ins[2] = kvHeads(&a, ins[2]);
  int64_t sk[HIDET_MAX_RANK], sv[HIDET_MAX_RANK];
  shapeOf(ins[1], sk);
  shapeOf(ins[2], sv);
  if (sk[r - 3] != sv[r - 3]) { /* only one was an expansion: keep both */
    ins[1] = uncast(operand(att, 1));
    ins[2] = uncast(operand(att, 2));
  }
  ImBuilder ib = importerBuilderBefore(op);
  intptr_t na = mlirOperationGetNumAttributes(att);
  MlirNamedAttribute attrs[8];
  for (intptr_t i = 0; i < na && i < 8; ++i)
    attrs[i] = mlirOperationGetAttribute(att, i);
  MlirValue r2 = importerOp(&ib, "attention", n, ins, mlirValueGetType(y), na < 8 ? na : 8, attrs);
  mlirValueReplaceAllUsesOfWith(y, r2);
  mlirOperationDestroy(op);
  return true;
}
