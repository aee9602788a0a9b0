/*===-- graph_raise.c - Raising softmax, layer_norm, GELU, sigmoid, mean ---===*
 * Frontends decompose these operators before hidet sees them (torch-mlir
 * does it at the torch level, so TOSA and linalg exports show the same
 * shapes of graph after import). Each matcher starts at the op computing
 * the operator's result and walks up through operands; an intermediate
 * value may have other users (they keep the old ops, so the raise stays
 * correct), and the old ops die when it has none. The forms recognised:
 *
 *   softmax    y = e * (1 / s)  or  e / s,  s = reduce_sum(e, [a], keepdims),
 *              e = exp(x - reduce_max(x, [a], keepdims))
 *   layer_norm y = n [* gamma] [+ beta],  n = (x - MEAN(x)) * rsqrt(VAR + eps),
 *              MEAN(t) = reduce_sum(t) * (1/N) | reduce_sum(t) / N | reduce_mean(t)
 *              over the trailing axes [axis, rank); VAR = [cast] MEAN(d * d) or
 *              MEAN(d ^ 2) with d = X - MEAN(X) and X = x or cast(x) (torch
 *              computes the variance in f64: the raised op computes it in the
 *              input's type, two-pass, so results differ by rounding only)
 *   gelu       y = x * (0.5 * (1 + erf(x * 1/sqrt(2))))  (any operand order,
 *              also (x * 0.5) * (...), and x / sqrt(2)); the tanh
 *              approximation is a different function and is left alone.
 *   sigmoid    y = 1 / (exp(-x) + 1), either add order (f32 / f64: exact)
 *   mean       y = reduce_sum(t) / N  or  reduce_sum(t) * (1/N), N the number
 *              of elements reduced (torch's mean, also inside RMS norm and
 *              variance decompositions): reduce{kind = "mean"} with the sum's
 *              axes and keepdims. Exact for / N in f32 and f64 (the mean
 *              divides the sum by N); * (1/N) differs by the rounding of 1/N
 *              unless N is a power of two.
 *===----------------------------------------------------------------------===*/
#include "graph_canonicalize.h"

#include "import_util.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <string.h>

/* 1/sqrt(2) and sqrt(2) (RAISE_SQRT1_2 is not C11). */
#define RAISE_SQRT1_2 0.70710678118654752440
#define RAISE_SQRT2 1.41421356237309504880

static bool operands2(MlirValue v, const char *name, MlirValue *x, MlirValue *y) {
  MlirOperation op = canonDef(v, name);
  if (mlirOperationIsNull(op) || mlirOperationGetNumOperands(op) != 2)
    return false;
  *x = mlirOperationGetOperand(op, 0);
  *y = mlirOperationGetOperand(op, 1);
  return true;
}

static bool operand1(MlirValue v, const char *name, MlirValue *x) {
  MlirOperation op = canonDef(v, name);
  if (mlirOperationIsNull(op) || mlirOperationGetNumOperands(op) != 1)
    return false;
  *x = mlirOperationGetOperand(op, 0);
  return true;
}

static bool splatIs(MlirValue v, double want) {
  double c;
  return canonSplat(v, &c) && canonNear(c, want);
}

/* v = reduce{kind, axes, keepdims=true}(x). */
static bool reduceOf(MlirValue v, const char *kind, MlirValue *x, int64_t *axes, intptr_t *n) {
  MlirOperation op = canonDef(v, "reduce");
  char k[16];
  bool keep;
  if (mlirOperationIsNull(op) || !canonReduceAttrs(op, k, sizeof k, axes, n, &keep) || !keep ||
      strcmp(k, kind) != 0)
    return false;
  *x = mlirOperationGetOperand(op, 0);
  return true;
}

/* v = reduce{kind, axes}(x), keepdims either way. */
static bool reduceOf2(MlirValue v, const char *kind, MlirValue *x, int64_t *axes, intptr_t *n) {
  MlirOperation op = canonDef(v, "reduce");
  char k[16];
  bool keep;
  if (mlirOperationIsNull(op) || !canonReduceAttrs(op, k, sizeof k, axes, n, &keep) ||
      strcmp(k, kind) != 0)
    return false;
  *x = mlirOperationGetOperand(op, 0);
  return true;
}

/* The number of elements a reduction over `axes` of x combines. */
static double reducedCount(MlirValue x, const int64_t *axes, intptr_t n) {
  int64_t dims[HIDET_MAX_RANK];
  importerShape(x, dims);
  double c = 1;
  for (intptr_t i = 0; i < n; ++i)
    c *= (double)dims[axes[i]];
  return c;
}

/* MEAN(t) over axes, in its three spellings. */
static bool meanOf(MlirValue v, MlirValue *t, int64_t *axes, intptr_t *n) {
  if (reduceOf(v, "mean", t, axes, n))
    return true;
  MlirValue a, b;
  if (operands2(v, "mul", &a, &b)) {
    for (int k = 0; k < 2; ++k) {
      MlirValue s = k ? b : a, c = k ? a : b;
      if (reduceOf(s, "sum", t, axes, n) && splatIs(c, 1.0 / reducedCount(*t, axes, *n)))
        return true;
    }
    return false;
  }
  return operands2(v, "div", &a, &b) && reduceOf(a, "sum", t, axes, n) &&
         splatIs(b, reducedCount(*t, axes, *n));
}

static bool sameAxes(const int64_t *a, intptr_t na, const int64_t *b, intptr_t nb) {
  return na == nb && memcmp(a, b, (size_t)na * sizeof *a) == 0;
}

/* ---- softmax ---------------------------------------------------------- */
static bool raiseSoftmax(MlirOperation op) {
  MlirValue y = mlirOperationGetResult(op, 0), e = {NULL}, s = {NULL}, a, b;
  if (operands2(y, "div", &a, &b)) {
    e = a;
    s = b;
  } else if (operands2(y, "mul", &a, &b)) {
    MlirValue one, den;
    if (operands2(b, "div", &one, &den) && splatIs(one, 1.0)) {
      e = a;
      s = den;
    } else if (operands2(a, "div", &one, &den) && splatIs(one, 1.0)) {
      e = b;
      s = den;
    }
  }
  if (mlirValueIsNull(e))
    return false;
  MlirValue e2, d, x, m, x2;
  int64_t axS[HIDET_MAX_RANK], axM[HIDET_MAX_RANK];
  intptr_t nS, nM;
  if (!reduceOf(s, "sum", &e2, axS, &nS) || !mlirValueEqual(e2, e) || nS != 1 ||
      !operand1(e, "exp", &d) || !operands2(d, "sub", &x, &m) ||
      !reduceOf(m, "max", &x2, axM, &nM) || !mlirValueEqual(x2, x) || !sameAxes(axS, nS, axM, nM) ||
      !mlirTypeEqual(mlirValueGetType(x), mlirValueGetType(y)))
    return false;
  ImBuilder ib = importerBuilderBefore(op);
  MlirNamedAttribute attr = importerNamed(ib.ctx, "axis", importerI64(ib.ctx, axS[0]));
  MlirValue r = importerOp(&ib, "softmax", 1, &x, mlirValueGetType(y), 1, &attr);
  mlirValueReplaceAllUsesOfWith(y, r);
  mlirOperationDestroy(op);
  return true;
}

/* ---- layer_norm ------------------------------------------------------- */
typedef struct {
  MlirValue x;
  int64_t axes[HIDET_MAX_RANK];
  intptr_t n;
  double eps;
} Norm;

static MlirValue stripCast(MlirValue v) {
  MlirValue in;
  return operand1(v, "cast", &in) ? in : v;
}

/* VAR of x over axes (see the file comment). */
static bool varianceOf(MlirValue v, MlirValue x, const int64_t *axes, intptr_t n) {
  MlirValue sq, d, d2, big, mean, big2;
  int64_t ax[HIDET_MAX_RANK], ax2[HIDET_MAX_RANK];
  intptr_t na, na2;
  if (!meanOf(stripCast(v), &sq, ax, &na) || !sameAxes(ax, na, axes, n))
    return false;
  if (operands2(sq, "mul", &d, &d2)) {
    if (!mlirValueEqual(d, d2))
      return false;
  } else if (!(operands2(sq, "pow", &d, &d2) && splatIs(d2, 2.0))) {
    return false;
  }
  if (!operands2(d, "sub", &big, &mean) || !meanOf(mean, &big2, ax2, &na2) ||
      !mlirValueEqual(big, big2) || !sameAxes(ax2, na2, axes, n))
    return false;
  return mlirValueEqual(big, x) || mlirValueEqual(stripCast(big), x);
}

/* n = (x - MEAN(x)) * rsqrt(VAR(x) + eps). */
static bool normOf(MlirValue v, Norm *out) {
  MlirValue a, b;
  if (!operands2(v, "mul", &a, &b))
    return false;
  for (int k = 0; k < 2; ++k) {
    MlirValue d = k ? b : a, r = k ? a : b, x, mean, x2, sum, p, q;
    if (!operands2(d, "sub", &x, &mean) || !meanOf(mean, &x2, out->axes, &out->n) ||
        !mlirValueEqual(x, x2) || !operand1(r, "rsqrt", &sum) || !operands2(sum, "add", &p, &q))
      continue;
    for (int j = 0; j < 2; ++j) {
      MlirValue var = j ? q : p, eps = j ? p : q;
      if (canonSplat(eps, &out->eps) && varianceOf(var, x, out->axes, out->n)) {
        out->x = x;
        return true;
      }
    }
  }
  return false;
}

/* The layer_norm axis if axes are exactly the trailing dims; else -1. */
static int64_t trailingAxis(const Norm *nm) {
  int64_t rank = mlirShapedTypeGetRank(mlirValueGetType(nm->x));
  int64_t first = rank - nm->n;
  for (intptr_t i = 0; i < nm->n; ++i)
    if (nm->axes[i] != first + i)
      return -1;
  return first;
}

/* gamma or beta as a tensor of the normalised shape x.shape[axis:], when
 * its shape is that shape with leading 1s; null otherwise. */
static MlirValue perFeature(ImBuilder *ib, MlirValue p, MlirValue x, int64_t axis) {
  int64_t xs[HIDET_MAX_RANK], ps[HIDET_MAX_RANK];
  intptr_t rx = importerShape(x, xs), rp = importerShape(p, ps);
  intptr_t nf = rx - axis;
  if (!mlirTypeEqual(importerElementType(p), importerElementType(x)) || rp < nf || rp > rx)
    return (MlirValue){NULL};
  for (intptr_t i = 0; i < rp; ++i) {
    intptr_t xd = rx - rp + i; /* the x dim this one aligns with */
    if (xd < axis ? ps[i] != 1 : ps[i] != xs[xd])
      return (MlirValue){NULL};
  }
  return importerReshape(ib, p, nf, xs + axis);
}

static bool raiseLayerNorm(MlirOperation op) {
  MlirValue y = mlirOperationGetResult(op, 0), scaled = y, beta = {NULL}, gamma = {NULL}, a, b;
  Norm nm;
  bool found = false;
  /* y = n * gamma + beta, n * gamma, or n. */
  if (operands2(y, "add", &a, &b)) {
    for (int k = 0; k < 2 && !found; ++k) {
      MlirValue p = k ? b : a, q = k ? a : b, u, w;
      if (operands2(p, "mul", &u, &w))
        for (int j = 0; j < 2 && !found; ++j)
          if (normOf(j ? w : u, &nm)) {
            gamma = j ? u : w;
            beta = q;
            found = true;
          }
    }
  }
  if (!found && operands2(scaled, "mul", &a, &b)) {
    for (int j = 0; j < 2 && !found; ++j)
      if (normOf(j ? b : a, &nm)) {
        gamma = j ? a : b;
        found = true;
      }
    if (!found && normOf(y, &nm))
      found = true;
  }
  if (!found || !mlirTypeEqual(mlirValueGetType(nm.x), mlirValueGetType(y)) || !(nm.eps > 0) ||
      nm.eps > 1.0)
    return false;
  int64_t axis = trailingAxis(&nm);
  if (axis < 0)
    return false;
  ImBuilder ib = importerBuilderBefore(op);
  int64_t xs[HIDET_MAX_RANK];
  intptr_t rx = importerShape(nm.x, xs);
  MlirType featType = importerTensorType(rx - axis, xs + axis, importerElementType(nm.x));
  MlirValue g =
      mlirValueIsNull(gamma) ? importerSplat(&ib, featType, 1.0) : perFeature(&ib, gamma, nm.x, axis);
  MlirValue bt =
      mlirValueIsNull(beta) ? importerSplat(&ib, featType, 0.0) : perFeature(&ib, beta, nm.x, axis);
  if (mlirValueIsNull(g) || mlirValueIsNull(bt))
    return false; /* any reshape built stays unused: dead-op removal takes it */
  MlirValue ops[3] = {nm.x, g, bt};
  MlirNamedAttribute attrs[2] = {
      importerNamed(ib.ctx, "axis", importerI64(ib.ctx, axis)),
      importerNamed(ib.ctx, "epsilon", mlirFloatAttrDoubleGet(ib.ctx, mlirF32TypeGet(ib.ctx), nm.eps))};
  MlirValue r = importerOp(&ib, "layer_norm", 3, ops, mlirValueGetType(y), 2, attrs);
  mlirValueReplaceAllUsesOfWith(y, r);
  mlirOperationDestroy(op);
  return true;
}

/* ---- gelu ------------------------------------------------------------- */
/* v = 1 + erf(x * 1/sqrt(2)) (or x / sqrt(2)); sets x. */
static bool onePlusErf(MlirValue v, MlirValue *x) {
  MlirValue a, b;
  if (!operands2(v, "add", &a, &b))
    return false;
  for (int k = 0; k < 2; ++k) {
    MlirValue one = k ? a : b, e = k ? b : a, z, p, q;
    if (!splatIs(one, 1.0) || !operand1(e, "erf", &z))
      continue;
    if (operands2(z, "mul", &p, &q)) {
      if (splatIs(q, RAISE_SQRT1_2)) {
        *x = p;
        return true;
      }
      if (splatIs(p, RAISE_SQRT1_2)) {
        *x = q;
        return true;
      }
    } else if (operands2(z, "div", &p, &q) && splatIs(q, RAISE_SQRT2)) {
      *x = p;
      return true;
    }
  }
  return false;
}

/* v = h * k with {h, k} = {want, 0.5}; or, when want is null, {ADD, 0.5}
 * with ADD = 1 + erf(..), setting *x. */
static bool halfTimes(MlirValue v, MlirValue want, MlirValue *x) {
  MlirValue a, b;
  if (!operands2(v, "mul", &a, &b))
    return false;
  for (int k = 0; k < 2; ++k) {
    MlirValue h = k ? b : a, other = k ? a : b;
    if (!splatIs(h, 0.5))
      continue;
    if (!mlirValueIsNull(want) ? mlirValueEqual(other, want) : onePlusErf(other, x))
      return true;
  }
  return false;
}

static bool raiseGelu(MlirOperation op) {
  MlirValue y = mlirOperationGetResult(op, 0), a, b, x = {NULL};
  if (!operands2(y, "mul", &a, &b))
    return false;
  bool found = false;
  for (int k = 0; k < 2 && !found; ++k) {
    MlirValue p = k ? b : a, q = k ? a : b, cand;
    /* p = x, q = 0.5 * (1 + erf(..x..)) */
    if (halfTimes(q, (MlirValue){NULL}, &cand) && mlirValueEqual(cand, p)) {
      x = p;
      found = true;
    }
    /* p = x * 0.5, q = 1 + erf(..x..) */
    else if (onePlusErf(q, &cand) && halfTimes(p, cand, &cand)) {
      x = cand;
      found = true;
    }
  }
  if (!found || !mlirTypeEqual(mlirValueGetType(x), mlirValueGetType(y)))
    return false;
  ImBuilder ib = importerBuilderBefore(op);
  MlirValue r = importerUnary(&ib, "gelu", x);
  mlirValueReplaceAllUsesOfWith(y, r);
  mlirOperationDestroy(op);
  return true;
}

/* ---- sigmoid --------------------------------------------------------- */
/* y = 1 / (exp(-x) + 1) (either add order; torch-mlir's linalg spelling of
 * sigmoid and SiLU) -> sigmoid(x), whose formula is exactly that; f32 and
 * f64 only (in f16/bf16 the raised op would round once, not per step). */
static bool raiseSigmoid(MlirOperation op) {
  MlirValue y = mlirOperationGetResult(op, 0), one, den, a, b, e, nx, x;
  MlirType elt = importerElementType(y);
  if (!(mlirTypeIsAF32(elt) || mlirTypeIsAF64(elt)) || !operands2(y, "div", &one, &den) ||
      !splatIs(one, 1.0) || !operands2(den, "add", &a, &b))
    return false;
  bool found = false;
  for (int k = 0; k < 2 && !found; ++k) {
    e = k ? b : a;
    found = splatIs(k ? a : b, 1.0) && operand1(e, "exp", &nx) && operand1(nx, "neg", &x) &&
            mlirTypeEqual(mlirValueGetType(x), mlirValueGetType(y));
  }
  if (!found)
    return false;
  ImBuilder ib = importerBuilderBefore(op);
  MlirValue r = importerUnary(&ib, "sigmoid", x);
  mlirValueReplaceAllUsesOfWith(y, r);
  mlirOperationDestroy(op);
  return true;
}

/* ---- mean ------------------------------------------------------------ */
/* y = reduce_sum(t) / N -> reduce_mean(t) (the reference lowering's mean is
 * that division, in the compute type); y = reduce_sum(t) * c with c = 1/N
 * (up to the constant's rounding) -> reduce_mean(t). The sum keeps its other
 * users. */
static bool raiseMean(MlirOperation op) {
  MlirValue y = mlirOperationGetResult(op, 0), s = {NULL}, a, b;
  int64_t axes[HIDET_MAX_RANK];
  intptr_t n;
  MlirValue t;
  if (operands2(y, "div", &a, &b)) {
    if (reduceOf2(a, "sum", &t, axes, &n) && splatIs(b, reducedCount(t, axes, n)))
      s = a;
  } else if (operands2(y, "mul", &a, &b)) {
    for (int k = 0; k < 2 && mlirValueIsNull(s); ++k) {
      MlirValue sum = k ? b : a, c = k ? a : b;
      if (reduceOf2(sum, "sum", &t, axes, &n) && splatIs(c, 1.0 / reducedCount(t, axes, n)))
        s = sum;
    }
  }
  if (mlirValueIsNull(s) || !mlirTypeEqual(mlirValueGetType(s), mlirValueGetType(y)))
    return false;
  MlirOperation mean = mlirOperationClone(mlirOpResultGetOwner(s));
  mlirOperationSetAttributeByName(mean, mlirStringRefCreateFromCString("kind"),
                                  importerStr(mlirOperationGetContext(op), "mean"));
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(op), op, mean);
  mlirValueReplaceAllUsesOfWith(y, mlirOperationGetResult(mean, 0));
  mlirOperationDestroy(op);
  return true;
}

bool canonRaise(MlirOperation op, bool attention) {
  if (canonIs(op, "batch_matmul"))
    return attention && canonRaiseAttention(op);
  if (canonIs(op, "cast") && attention && canonNarrowAttention(op))
    return true;
  if (canonIs(op, "add") || canonIs(op, "mul"))
    if (raiseLayerNorm(op))
      return true;
  if ((canonIs(op, "mul") || canonIs(op, "div")) && raiseMean(op))
    return true;
  if (canonIs(op, "div") && raiseSigmoid(op))
    return true;
  if (canonIs(op, "mul") && raiseGelu(op))
    return true;
  return (canonIs(op, "mul") || canonIs(op, "div")) && raiseSoftmax(op);
}
