/*===-- import_linalg_rows.c - torch's flattened rows over two `?` dims ----===*
 * torch's `x.view(S*B, E)` (MHA's out_proj, the FFN's linears in a raw
 * TransformerEncoderLayer export) merges two dynamic dims into one. torch-
 * mlir lowers it as `tensor.cast` of one `?` to 1 + `collapse_shape` that
 * puts the 1 with the static dims (right only at B = 1), the linears on the
 * [?, E] rows, then `tensor.reshape` [?, E] -> [?, ?, E] back. graph.reshape
 * cannot merge or split `?` dims, so the import keeps PyTorch's semantics
 * by not flattening at all ("lazy flatten"): the collapse yields the held
 * [S, B, E] (the `?` the cast made 1 moved to the dynamic result dim's
 * group), the row-wise consumers (matmul with a 2-D rhs, generics: see
 * import_linalg_generic.c) apply to it directly, and the reshape that
 * splits the rows back into the same symbols in the same order becomes the
 * identity. Any other consumer is an error (never a wrong result: a view of
 * the rows as [B, S] where they are held as [S, B] is not a transpose).
 * docs/import-linalg.md, "Dynamic shapes".
 *===----------------------------------------------------------------------===*/
#include "import_linalg.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define HELD_ATTR "hidet.import_held"
#define SPLIT_ATTR "hidet.import_split"

/* ---- The table of held rows (one pass run at a time per thread). ------- */

typedef struct {
  MlirValue held;
  IlRows rows;
} RowsEntry;

static _Thread_local RowsEntry *gRows;
static _Thread_local size_t gRowsLen, gRowsCap;

void importLinalgRowsReset(void) {
  free(gRows);
  gRows = NULL;
  gRowsLen = gRowsCap = 0;
}

static const IlRows *lookup(MlirValue v) {
  for (size_t i = gRowsLen; i-- > 0;)
    if (mlirValueEqual(gRows[i].held, v))
      return &gRows[i].rows;
  return NULL;
}

bool importLinalgRowsLazy(MlirOperation op, intptr_t i, IlRows *rows) {
  MlirValue x = mlirOperationGetOperand(op, i);
  const IlRows *r = lookup(x);
  if (!r || !mlirTypeIsARankedTensor(mlirValueGetType(x)))
    return false;
  intptr_t orig = importLinalgOrigRank(op, i);
  if (orig < 1 || mlirShapedTypeGetRank(mlirValueGetType(x)) != orig + r->k - 1)
    return false;
  if (rows)
    *rows = *r;
  return true;
}

static void rowsText(const IlRows *r, char *buf, size_t size) {
  size_t len = (size_t)snprintf(buf, size, "[");
  for (int i = 0; i < r->k && len < size; ++i)
    len += (size_t)snprintf(buf + len, size - len, "%s%s", i ? ", " : "", r->sym[i]);
  if (len < size)
    snprintf(buf + len, size - len, "]");
}

/* The program's consumers that take flattened rows. */
static bool takesRows(MlirOpOperand use) {
  MlirOperation user = mlirOpOperandGetOwner(use);
  intptr_t n = mlirOpOperandGetOperandNumber(use);
  return hidetOpIs(user, "linalg.generic") || (hidetOpIs(user, "linalg.matmul") && n == 0) ||
         ((hidetOpIs(user, "tensor.reshape") || hidetOpIs(user, "tensor.expand_shape")) && n == 0);
}

bool importLinalgRowsSet(MlirValue result, MlirValue held, const IlRows *rows) {
  bool ok = true;
  char rt[160];
  rowsText(rows, rt, sizeof rt);
  for (MlirOpOperand u = mlirValueGetFirstUse(result); !mlirOpOperandIsNull(u);
       u = mlirOpOperandGetNextUse(u)) {
    if (takesRows(u))
      continue;
    MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(mlirOpOperandGetOwner(u)));
    hidetEmitOpError(mlirOpOperandGetOwner(u),
                     "operand #%ld is the rows of a value held as %s, flattened (torch's view of "
                     "several dynamic dims as one): hidet-import-linalg takes such rows only in "
                     "linalg.generic, linalg.matmul (as the lhs, with a 2-D rhs) and a "
                     "tensor.reshape/expand_shape that splits them back, not in %.*s "
                     "(docs/import-linalg.md, \"Dynamic shapes\")",
                     (long)mlirOpOperandGetOperandNumber(u), rt, (int)name.length, name.data);
    ok = false;
  }
  if (!ok)
    return false;
  if (gRowsLen == gRowsCap) {
    gRowsCap = gRowsCap ? 2 * gRowsCap : 16;
    gRows = realloc(gRows, gRowsCap * sizeof *gRows);
    if (!gRows)
      abort();
  }
  gRows[gRowsLen++] = (RowsEntry){held, *rows};
  return true;
}

/* ---- Recording sizes before the conversion. ---------------------------- */

static intptr_t rankOf(MlirValue v) {
  MlirType t = mlirValueGetType(v);
  return mlirTypeIsARankedTensor(t) ? mlirShapedTypeGetRank(t) : -1;
}

/* Whether dims [from, rank) of t are static, and their product. */
static bool staticTail(MlirType t, intptr_t from, int64_t *prod) {
  *prod = 1;
  for (intptr_t j = from; j < mlirShapedTypeGetRank(t); ++j)
    if (mlirShapedTypeIsDynamicDim(t, j) ||
        __builtin_mul_overflow(*prod, mlirShapedTypeGetDimSize(t, j), prod))
      return false;
  return true;
}

/* The number m of leading dims of y = reshape(x) that x's dim 0 (the rows)
 * splits into, or 0: x [R, t..] -> y [r_0 .. r_m-1, t..] (the trailing dims
 * kept), or, a sequence-first MHA's in_proj, -> y [r_0 .. r_m-1, u..] with
 * t.. and u.. static of one product (`?x96 -> ?x?x3x32`: the rows split
 * and 96 regrouped as 3 x 32; m ends at y's last `?`). */
static intptr_t splitLead(MlirType tx, MlirType ty) {
  intptr_t ri = mlirShapedTypeGetRank(tx), ro = mlirShapedTypeGetRank(ty);
  if (ri < 1 || ro <= ri || !mlirShapedTypeIsDynamicDim(tx, 0))
    return 0;
  intptr_t m = ro - ri + 1;
  bool kept = true;
  for (intptr_t j = 1; j < ri; ++j)
    kept = kept && !mlirShapedTypeIsDynamicDim(tx, j) &&
           mlirShapedTypeGetDimSize(tx, j) == mlirShapedTypeGetDimSize(ty, j + m - 1);
  if (!kept) {
    int64_t px, py;
    m = 0;
    for (intptr_t j = 0; j < ro; ++j)
      if (mlirShapedTypeIsDynamicDim(ty, j))
        m = j + 1;
    if (!staticTail(tx, 1, &px) || !staticTail(ty, m, &py) || px != py)
      return 0;
  }
  intptr_t dyn = 0;
  for (intptr_t j = 0; j < m; ++j)
    dyn += mlirShapedTypeIsDynamicDim(ty, j);
  return dyn >= 2 ? m : 0;
}

bool importLinalgRowsIsSplit(MlirOperation op) {
  if (!hidetOpIs(op, "tensor.reshape") && !hidetOpIs(op, "tensor.expand_shape"))
    return false;
  MlirValue x = mlirOperationGetOperand(op, 0), y = mlirOperationGetResult(op, 0);
  if (rankOf(x) < 1 || rankOf(y) < 1)
    return false;
  return splitLead(mlirValueGetType(x), mlirValueGetType(y)) > 0;
}

static void setTexts(MlirOperation op, const char *name, intptr_t n, char (*texts)[IL_SYM_TEXT]) {
  MlirContext ctx = mlirOperationGetContext(op);
  MlirAttribute as[HIDET_MAX_RANK];
  for (intptr_t i = 0; i < n; ++i)
    as[i] = mlirStringAttrGet(ctx, mlirStringRefCreateFromCString(texts[i]));
  mlirOperationSetAttributeByName(op, mlirStringRefCreateFromCString(name),
                                  mlirArrayAttrGet(ctx, n, as));
}

static bool getText(MlirOperation op, const char *name, intptr_t i, char *buf) {
  MlirAttribute a = hidetOpAttr(op, name);
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAArray(a) || i >= mlirArrayAttrGetNumElements(a))
    return false;
  MlirStringRef s = mlirStringAttrGetValue(mlirArrayAttrGetElement(a, i));
  if (s.length == 0 || s.length >= IL_SYM_TEXT)
    return false;
  memcpy(buf, s.data, s.length);
  buf[s.length] = 0;
  return true;
}

/* The symbolic sizes are worked out on the program before any op is
 * converted (the conversion redirects uses, which breaks the chains). */
void importLinalgRowsRecord(MlirOperation op) {
  char texts[HIDET_MAX_RANK][IL_SYM_TEXT];
  MlirValue x = mlirOperationGetOperand(op, 0);
  if (hidetOpIs(op, "tensor.collapse_shape")) {
    intptr_t r = rankOf(x);
    if (r < 1 || r > HIDET_MAX_RANK || mlirShapedTypeHasStaticShape(mlirValueGetType(x)))
      return;
    for (intptr_t j = 0; j < r; ++j)
      if (!importLinalgSymHeldDimText(x, j, texts[j], IL_SYM_TEXT))
        texts[j][0] = 0;
    setTexts(op, HELD_ATTR, r, texts);
  } else if (importLinalgRowsIsSplit(op)) {
    MlirValue y = mlirOperationGetResult(op, 0);
    intptr_t m = splitLead(mlirValueGetType(x), mlirValueGetType(y));
    if (m > HIDET_MAX_RANK)
      return;
    for (intptr_t j = 0; j < m; ++j)
      if (!importLinalgSymDimText(y, j, texts[j], IL_SYM_TEXT))
        texts[j][0] = 0;
    setTexts(op, SPLIT_ATTR, m, texts);
  }
}

/* ---- Conversion. -------------------------------------------------------- */

static bool isConstText(const char *s) {
  char *end;
  strtoll(s, &end, 10);
  return end != s && *end == 0;
}

/* tensor.collapse_shape of a value held with a `?` where the program has 1
 * (moved to the neighbouring group whose result dim is dynamic). */
static bool convertCollapse(MlirOperation op, bool *done) {
  MlirValue x = mlirOperationGetOperand(op, 0);
  int64_t hs[HIDET_MAX_RANK], ps[HIDET_MAX_RANK], out[HIDET_MAX_RANK];
  intptr_t rh = importerShape(x, hs), rp = importLinalgOrigRank(op, 0);
  /* (rows held un-flattened never reach a collapse: importLinalgRowsSet) */
  if (rh != rp || rh > HIDET_MAX_RANK)
    return true; /* not ours */
  bool differs = false;
  for (intptr_t j = 0; j < rh; ++j) {
    ps[j] = importLinalgOrigDim(op, 0, j);
    if (hs[j] == ps[j])
      continue;
    if (!(mlirShapedTypeIsDynamicSize(hs[j]) && ps[j] == 1))
      return true; /* a kept broadcast: keptShape reports it */
    differs = true;
  }
  if (!differs)
    return true;
  MlirValue y = mlirOperationGetResult(op, 0);
  MlirType ty = mlirValueGetType(y);
  intptr_t ro = mlirShapedTypeGetRank(ty);
  intptr_t grp[HIDET_MAX_RANK];
  MlirAttribute re = hidetOpAttr(op, "reassociation");
  for (intptr_t g = 0; g < ro; ++g) {
    MlirAttribute ga = mlirArrayAttrGetElement(re, g);
    for (intptr_t i = 0; i < mlirArrayAttrGetNumElements(ga); ++i)
      grp[mlirIntegerAttrGetValueInt(mlirArrayAttrGetElement(ga, i))] = g;
  }
  /* a `?` the program has as 1 must join a dynamic result dim: static
   * result dims keep their sizes */
  for (intptr_t j = 0; j < rh; ++j) {
    if (!(mlirShapedTypeIsDynamicSize(hs[j]) && ps[j] == 1) ||
        mlirShapedTypeIsDynamicDim(ty, grp[j]))
      continue;
    bool first = j == 0 || grp[j - 1] != grp[j], last = j == rh - 1 || grp[j + 1] != grp[j];
    if (first && grp[j] > 0 && mlirShapedTypeIsDynamicDim(ty, grp[j] - 1))
      --grp[j];
    else if (last && grp[j] + 1 < ro && mlirShapedTypeIsDynamicDim(ty, grp[j] + 1))
      ++grp[j];
    else {
      HidetStr t = hidetPrintType(mlirValueGetType(x));
      hidetEmitOpError(op,
                       "collapses dim %ld, which the import holds as ? (%s) where the program has "
                       "1 (a tensor.cast of a dynamic dim), into static result dim %ld, and no "
                       "neighbouring result dim is dynamic: not supported (docs/import-linalg.md, "
                       "\"Dynamic shapes\")",
                       (long)j, t.data, (long)grp[j]);
      hidetStrFree(&t);
      return false;
    }
  }
  /* the held result: group 0 kept un-flattened when it has several `?` */
  intptr_t nd[HIDET_MAX_RANK] = {0}, k = 0, r = 0;
  for (intptr_t j = 0; j < rh; ++j) {
    nd[grp[j]] += mlirShapedTypeIsDynamicSize(hs[j]);
    k += grp[j] == 0;
  }
  for (intptr_t g = 1; g < ro; ++g)
    if (nd[g] > 1) {
      hidetEmitOpError(op,
                       "merges %ld dynamic dims into result dim %ld: only the leading result dim "
                       "(torch's rows) can be held un-flattened (docs/import-linalg.md, "
                       "\"Dynamic shapes\")",
                       (long)nd[g], (long)g);
      return false;
    }
  bool lazy = nd[0] > 1;
  IlRows rows;
  memset(&rows, 0, sizeof rows);
  if (lazy && k > IL_ROWS_MAX) {
    hidetEmitOpError(op, "merges %ld dims into its rows, more than %d", (long)k, IL_ROWS_MAX);
    return false;
  }
  for (intptr_t g = 0; g < ro; ++g) {
    if (g == 0 && lazy) {
      for (intptr_t j = 0; j < k; ++j) {
        out[r++] = hs[j];
        if (!mlirShapedTypeIsDynamicSize(hs[j])) {
          snprintf(rows.sym[j], IL_SYM_TEXT, "%lld", (long long)hs[j]);
        } else if (!getText(op, HELD_ATTR, j, rows.sym[j]) || isConstText(rows.sym[j])) {
          hidetEmitOpError(op,
                           "merges dim %ld into its rows, whose size is computed by code "
                           "hidet-import-linalg cannot evaluate symbolically "
                           "(docs/import-linalg.md, \"Dynamic shapes\")",
                           (long)j);
          return false;
        }
      }
      rows.k = (int)k;
      continue;
    }
    int64_t p = 1;
    for (intptr_t j = 0; j < rh; ++j)
      if (grp[j] == g)
        p = mlirShapedTypeIsDynamicSize(hs[j]) || mlirShapedTypeIsDynamicSize(p)
                ? mlirShapedTypeGetDynamicSize()
                : p * hs[j];
    out[r++] = p;
  }
  ImBuilder b = importerBuilderBefore(op);
  MlirValue v = importLinalgReshape(&b, x, r, out);
  if (lazy && !importLinalgRowsSet(y, v, &rows))
    return false;
  mlirValueReplaceAllUsesOfWith(y, v);
  *done = true;
  return true;
}

/* A reshape of rows held un-flattened that splits them back. */
static bool convertSplit(MlirOperation op, const IlRows *rows, bool *done) {
  *done = true;
  MlirValue x = mlirOperationGetOperand(op, 0), y = mlirOperationGetResult(op, 0);
  int64_t hs[HIDET_MAX_RANK];
  intptr_t rh = importerShape(x, hs), ro = rankOf(y);
  MlirType ty = mlirValueGetType(y);
  intptr_t m = ro - (rh - rows->k + 1) + 1;
  char want[IL_ROWS_MAX][IL_SYM_TEXT], have[200], got[200];
  /* (the split was recognised on the program: the operand is held now) */
  bool ok = !mlirAttributeIsNull(hidetOpAttr(op, SPLIT_ATTR));
  bool kept = m == rows->k;
  for (intptr_t j = m; kept && j < ro; ++j) /* the trailing dims are the held ones */
    kept = mlirShapedTypeGetDimSize(ty, j) == hs[j - m + rows->k];
  bool regroup = false; /* or the held static tail regrouped (`?x96 -> ?x?x3x32`) */
  if (!kept) {
    int64_t ph = 1, py;
    for (intptr_t j = rows->k; j < rh; ++j)
      ok = ok && !mlirShapedTypeIsDynamicSize(hs[j]) && !__builtin_mul_overflow(ph, hs[j], &ph);
    m = rows->k;
    regroup = ok && staticTail(ty, m, &py) && py == ph;
    ok = regroup;
  }
  for (intptr_t j = 0; ok && j < m; ++j)
    ok = getText(op, SPLIT_ATTR, j, want[j]);
  /* the same dims in the same order: a view of the flat rows into other
   * sizes (or the same sizes in another order, which is not a transpose)
   * would need a reshape that merges `?` dims */
  for (intptr_t j = 0; ok && j < m; ++j)
    ok = strcmp(want[j], rows->sym[j]) == 0;
  rowsText(rows, have, sizeof have);
  if (!ok) {
    IlRows w;
    memset(&w, 0, sizeof w);
    w.k = (int)(m < IL_ROWS_MAX ? m : IL_ROWS_MAX);
    for (int j = 0; j < w.k; ++j)
      if (!getText(op, SPLIT_ATTR, j, w.sym[j]))
        snprintf(w.sym[j], IL_SYM_TEXT, "?");
    rowsText(&w, got, sizeof got);
    HidetStr t = hidetPrintType(ty);
    hidetEmitOpError(op,
                     "reshapes rows held un-flattened as %s (torch's view of several dynamic "
                     "dims as one) to %s, whose leading dims %s are not those rows in that "
                     "order: not supported (docs/import-linalg.md, \"Dynamic shapes\")",
                     have, t.data, got);
    hidetStrFree(&t);
    return false;
  }
  MlirValue v = x; /* the identity on the held value */
  if (regroup) { /* [rows.., t..] -> [rows.., u..]: each `?` keeps its extent */
    int64_t shape[HIDET_MAX_RANK];
    memcpy(shape, hs, (size_t)m * sizeof *shape);
    for (intptr_t j = m; j < ro; ++j)
      shape[j] = mlirShapedTypeGetDimSize(ty, j);
    ImBuilder ib = importerBuilderBefore(op);
    v = importerReshape(&ib, x, ro, shape);
  }
  mlirValueReplaceAllUsesOfWith(y, v);
  return true;
}

bool importLinalgRowsConvertReshape(MlirOperation op, bool *done) {
  *done = false;
  IlRows rows;
  if (importLinalgRowsLazy(op, 0, &rows)) {
    if (hidetOpIs(op, "tensor.collapse_shape"))
      return convertCollapse(op, done);
    return convertSplit(op, &rows, done);
  }
  if (importLinalgRowsIsSplit(op)) {
    *done = true;
    HidetStr t = hidetPrintType(mlirValueGetType(mlirOperationGetOperand(op, 0)));
    HidetStr u = hidetPrintType(mlirValueGetType(mlirOperationGetResult(op, 0)));
    hidetEmitOpError(op,
                     "reshapes %s to %s, which graph.reshape cannot express (it splits one dynamic "
                     "dim into several): hidet-import-linalg does this only for rows it holds "
                     "un-flattened, from a collapse_shape of the same dims "
                     "(docs/import-linalg.md, \"Dynamic shapes\")",
                     t.data, u.data);
    hidetStrFree(&t);
    hidetStrFree(&u);
    return false;
  }
  if (hidetOpIs(op, "tensor.collapse_shape"))
    return convertCollapse(op, done);
  return true;
}

/* linalg.matmul [R, K] x [K, N] with the rows held as [h..., K]:
 * graph.batch_matmul with the 2-D rhs broadcast over the held rows. */
bool importLinalgRowsConvertMatmul(MlirOperation op, const int64_t perms[3][4], bool *done) {
  IlRows rows;
  *done = false;
  if (!importLinalgRowsLazy(op, 0, &rows))
    return true;
  *done = true;
  MlirValue w = mlirOperationGetOperand(op, 1);
  if (perms[0][0] != 0 || perms[2][0] != 0 || rankOf(w) != 2 || importLinalgRowsLazy(op, 1, NULL)) {
    hidetEmitOpError(op, "multiplies rows held un-flattened (torch's view of several dynamic "
                         "dims as one) other than as an untransposed lhs times a 2-D rhs: not "
                         "supported (docs/import-linalg.md, \"Dynamic shapes\")");
    return false;
  }
  ImBuilder b = importerBuilderBefore(op);
  MlirValue res = mlirOperationGetResult(op, 0);
  MlirType elt = importerElementType(res);
  MlirValue x = importerCast(&b, importLinalgData(&b, mlirOperationGetOperand(op, 0)), elt);
  MlirValue y = importerCast(&b, importerTranspose(&b, importLinalgData(&b, w), perms[1]), elt);
  int64_t sx[HIDET_MAX_RANK], sy[2]; /* (linalg's verifier checked K) */
  intptr_t r = importerShape(x, sx);
  importerShape(y, sy);
  sx[r - 1] = sy[1];
  MlirValue ops[2] = {x, y};
  MlirValue mm = importerOp(&b, "batch_matmul", 2, ops, importerTensorType(r, sx, elt), 0, NULL);
  mm = importLinalgCombineInit(&b, mm, mlirOperationGetOperand(op, 2), "add", 0.0);
  if (!importLinalgRowsSet(res, mm, &rows))
    return false;
  mlirValueReplaceAllUsesOfWith(res, mm);
  return true;
}
