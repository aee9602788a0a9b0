/*===-- graph_ops_test.c - The graph-op trait table against the dialect ---===*
 * hidet-graph-ops-test DIALECT.irdl.mlir
 * Parses the IRDL definition of the graph dialect and checks the trait table
 * (lib/graph_ops.c) against it: every IRDL op has exactly one row and every
 * row one IRDL op, with the same operand and result counts (a variadic
 * operand group: numOperands -1). Then: each row is at its id, the columns
 * agree with one another, every scalar op names a registered arith/math op,
 * the lookups work on parsed ops of the loaded dialect, and a few rows are
 * spot-checked; the compare predicates' arith keywords and numbers agree
 * with what arith parses. Prints one FAIL line per problem and a summary.
 *===----------------------------------------------------------------------===*/
#include "graph_ops.h"

#include "hidet-c/Dialects.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/Dialect/IRDL.h"
#include "mlir-c/Dialect/Math.h"
#include "mlir-c/IR.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int gFailures, gChecks;

static void check(bool ok, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void check(bool ok, const char *fmt, ...) {
  ++gChecks;
  if (ok)
    return;
  ++gFailures;
  va_list ap;
  va_start(ap, fmt);
  printf("FAIL: ");
  vprintf(fmt, ap);
  printf("\n");
  va_end(ap);
}

static bool nameIs(MlirOperation op, const char *name) {
  MlirStringRef s = mlirIdentifierStr(mlirOperationGetName(op));
  return s.length == strlen(name) && memcmp(s.data, name, s.length) == 0;
}

/* The sym_name of an IRDL op, as a NUL-terminated string in buf. */
static const char *symName(MlirOperation op, char *buf, size_t size) {
  MlirAttribute a = mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("sym_name"));
  buf[0] = '\0';
  if (!mlirAttributeIsNull(a) && mlirAttributeIsAString(a)) {
    MlirStringRef s = mlirStringAttrGetValue(a);
    snprintf(buf, size, "%.*s", (int)s.length, s.data);
  }
  return buf;
}

static void appendText(MlirStringRef piece, void *userData) {
  char *buf = userData;
  size_t n = strlen(buf);
  if (n + piece.length < 256) {
    memcpy(buf + n, piece.data, piece.length);
    buf[n + piece.length] = '\0';
  }
}

/* An IRDL op as the test sees it. */
typedef struct {
  char name[64]; /* "graph.<sym_name>" */
  int numOperands, numResults;
  bool variadic; /* some operand group is variadic (or optional) */
  int rows;      /* rows of the table with this name */
} IrdlOp;

/* Operand count and variadicity of an irdl.operands / irdl.results op. */
static int groupCount(MlirOperation op, bool *variadic) {
  MlirAttribute v =
      mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("variadicity"));
  if (!mlirAttributeIsNull(v)) {
    char text[256] = "";
    mlirAttributePrint(v, appendText, text);
    /* #irdl<variadicity_array[ single,  variadic]> */
    const char *list = strchr(text, '[');
    if (list && (strstr(list, "variadic") || strstr(list, "optional")))
      *variadic = true;
  }
  return (int)mlirOperationGetNumOperands(op);
}

static int readIrdl(MlirOperation dialectOp, IrdlOp *ops, int cap) {
  int n = 0;
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(dialectOp, 0));
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    if (!nameIs(op, "irdl.operation"))
      continue;
    if (n == cap) {
      check(false, "more than %d IRDL ops", cap);
      break;
    }
    IrdlOp *o = &ops[n++];
    char sym[48];
    memset(o, 0, sizeof *o);
    snprintf(o->name, sizeof o->name, "graph.%s", symName(op, sym, sizeof sym));
    MlirBlock ob = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
    for (MlirOperation c = mlirBlockGetFirstOperation(ob); !mlirOperationIsNull(c);
         c = mlirOperationGetNextInBlock(c)) {
      bool resultVariadic = false;
      if (nameIs(c, "irdl.operands"))
        o->numOperands = groupCount(c, &o->variadic);
      else if (nameIs(c, "irdl.results"))
        o->numResults = groupCount(c, &resultVariadic);
      check(!resultVariadic, "%s: variadic results (the table has fixed result counts)", o->name);
    }
  }
  return n;
}

/* Every IRDL op has one row, every row one IRDL op, with the same arity. */
static void checkAgainstIrdl(MlirContext ctx, const char *path) {
  MlirModule m = mlirModuleCreateParseFromFile(ctx, mlirStringRefCreateFromCString(path));
  if (mlirModuleIsNull(m)) {
    check(false, "cannot parse %s", path);
    return;
  }
  MlirOperation dialect = {NULL};
  MlirBlock top = mlirModuleGetBody(m);
  for (MlirOperation op = mlirBlockGetFirstOperation(top); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    char sym[48];
    if (nameIs(op, "irdl.dialect") && strcmp(symName(op, sym, sizeof sym), "graph") == 0)
      dialect = op;
  }
  check(!mlirOperationIsNull(dialect), "%s defines no irdl.dialect @graph", path);
  if (mlirOperationIsNull(dialect)) {
    mlirModuleDestroy(m);
    return;
  }
  IrdlOp ops[128];
  int n = readIrdl(dialect, ops, 128);
  printf("IRDL ops: %d, table rows: %zu\n", n, hidetGraphOpCount());
  for (size_t r = 0; r < hidetGraphOpCount(); ++r) {
    const HidetGraphOpTraits *t = hidetGraphOpAt(r);
    int found = 0;
    for (int i = 0; i < n; ++i) {
      if (strcmp(ops[i].name, t->name) != 0)
        continue;
      ++found;
      ops[i].rows++;
      int expect = ops[i].variadic ? -1 : ops[i].numOperands;
      check(t->numOperands == expect, "%s: %d operands in the table, IRDL says %d", t->name,
            t->numOperands, expect);
      check(t->numResults == ops[i].numResults, "%s: %d results in the table, IRDL says %d",
            t->name, t->numResults, ops[i].numResults);
    }
    check(found == 1, "%s: row matches %d IRDL ops, expected 1", t->name, found);
  }
  for (int i = 0; i < n; ++i)
    check(ops[i].rows == 1, "%s: defined in IRDL, %d rows in the table", ops[i].name, ops[i].rows);
  mlirModuleDestroy(m);
}

/* The columns agree with one another (the invariants graph_ops.h states and
 * the readers rely on). */
static void checkRows(MlirContext ctx) {
  for (size_t r = 0; r < hidetGraphOpCount(); ++r) {
    const HidetGraphOpTraits *t = hidetGraphOpAt(r);
    check(t->name != NULL, "row %zu has no name", r);
    if (!t->name)
      continue;
    check((size_t)t->id == r, "%s: id %d at row %zu", t->name, (int)t->id, r);
    check(hidetGraphOpTraitsById(t->id) == t, "%s: lookup by id", t->name);
    check(hidetGraphOpTraitsByName(t->name) == t, "%s: lookup by name", t->name);
    check(strncmp(t->name, "graph.", 6) == 0, "%s: not a graph op name", t->name);
    bool floatEw = t->elementwise == HIDET_EW_UNARY || t->elementwise == HIDET_EW_BINARY;
    check(floatEw == (t->formula != HIDET_SCALAR_NONE),
          "%s: a scalar formula exactly for unary and binary elementwise ops", t->name);
    check(!floatEw || t->elementTypes == HIDET_ELT_FLOAT, "%s: elementwise on floats only",
          t->name);
    check(t->elementwise != HIDET_EW_UNARY || t->numOperands == 1, "%s: unary arity", t->name);
    check(t->elementwise != HIDET_EW_BINARY || t->numOperands == 2, "%s: binary arity", t->name);
    check(t->elementwise != HIDET_EW_BINARY || t->formula == HIDET_SCALAR_OP,
          "%s: binary ops are one scalar op", t->name);
    bool needsOp = t->formula == HIDET_SCALAR_OP || t->formula == HIDET_SCALAR_OP_ZERO;
    check(needsOp == (t->scalarOp != NULL), "%s: scalarOp set exactly for OP and OP_ZERO",
          t->name);
    if (t->scalarOp)
      check(mlirContextIsRegisteredOperation(ctx, mlirStringRefCreateFromCString(t->scalarOp)),
            "%s: scalar op %s is not a registered op", t->name, t->scalarOp);
    check(!t->nanPropagates || (t->scalarOp && (strcmp(t->scalarOp, "arith.maximumf") == 0 ||
                                                strcmp(t->scalarOp, "arith.minimumf") == 0)),
          "%s: NaN-propagating, so arith.maximumf or arith.minimumf", t->name);
    check(!t->indexOnly || (t->numOperands == 1 && t->elementTypes == HIDET_ELT_MOVE &&
                            t->elementwise == HIDET_EW_NONE),
          "%s: index-only ops read one operand and move elements", t->name);
    check(t->fusion != HIDET_FUSION_ANCHOR || t->elementwise == HIDET_EW_NONE,
          "%s: anchors are not elementwise", t->name);
    /* what scalarEmitEpilogue can apply to the anchor's result */
    check(t->fusion != HIDET_FUSION_BIJECTIVE || floatEw || t->elementwise == HIDET_EW_CAST ||
              t->indexOnly,
          "%s: bijective ops are unary, binary, cast or index-only", t->name);
  }
  check(hidetGraphOpAt(hidetGraphOpCount()) == NULL, "past-the-end row");
  check(hidetGraphOpTraitsById(HIDET_GRAPH_NUM_OPS) == NULL, "past-the-end id");
  check(hidetGraphOpTraitsByName("graph.nope") == NULL, "unknown name");
  check(hidetGraphOpTraitsByName("add") == NULL, "name without the dialect");
  check(hidetGraphOpTraitsByName("graph.") == NULL, "dialect prefix only");
  check(hidetGraphOpTraitsByName("tosa.add") == NULL, "other dialect");
  check(hidetGraphOpTraitsByName(NULL) == NULL, "NULL name");
}

static const HidetGraphOpTraits *row(const char *name) {
  const HidetGraphOpTraits *t = hidetGraphOpTraitsByName(name);
  check(t != NULL, "no row for %s", name);
  if (!t) {
    printf("cannot continue\n");
    exit(1);
  }
  return t;
}

static void spotChecks(void) {
  const HidetGraphOpTraits *t;
  const char *anchors[] = {"graph.matmul",  "graph.batch_matmul", "graph.conv2d", "graph.reduce",
                           "graph.softmax", "graph.layer_norm",   "graph.pool2d", "graph.attention"};
  int numAnchors = 0, numOpaque = 0;
  for (size_t i = 0; i < sizeof anchors / sizeof anchors[0]; ++i)
    check(row(anchors[i])->fusion == HIDET_FUSION_ANCHOR, "%s is an anchor", anchors[i]);
  for (size_t r = 0; r < hidetGraphOpCount(); ++r) {
    numAnchors += hidetGraphOpAt(r)->fusion == HIDET_FUSION_ANCHOR;
    numOpaque += hidetGraphOpAt(r)->fusion == HIDET_FUSION_OPAQUE;
  }
  check(numAnchors == 8, "8 anchors, got %d", numAnchors);
  check(numOpaque == 0, "no opaque op, got %d", numOpaque);

  t = row("graph.add");
  check(t->id == HIDET_GRAPH_ADD && t->fusion == HIDET_FUSION_BIJECTIVE &&
            t->elementwise == HIDET_EW_BINARY && strcmp(t->scalarOp, "arith.addf") == 0,
        "graph.add: bijective binary arith.addf");
  t = row("graph.max");
  check(t->nanPropagates && strcmp(t->scalarOp, "arith.maximumf") == 0,
        "graph.max: NaN-propagating arith.maximumf");
  t = row("graph.relu");
  check(t->elementwise == HIDET_EW_UNARY && t->formula == HIDET_SCALAR_OP_ZERO &&
            t->nanPropagates && strcmp(t->scalarOp, "arith.maximumf") == 0,
        "graph.relu: arith.maximumf(x, 0)");
  t = row("graph.gelu");
  check(t->formula == HIDET_SCALAR_GELU_ERF && t->scalarOp == NULL, "graph.gelu: erf form");
  t = row("graph.log1p");
  check(t->formula == HIDET_SCALAR_LOG1P && t->scalarOp == NULL, "graph.log1p: Goldberg's form");
  t = row("graph.exp");
  check(t->formula == HIDET_SCALAR_OP && strcmp(t->scalarOp, "math.exp") == 0, "graph.exp");
  t = row("graph.cast");
  check(t->fusion == HIDET_FUSION_BIJECTIVE && t->elementwise == HIDET_EW_CAST &&
            t->elementTypes == HIDET_ELT_CAST,
        "graph.cast: bijective cast");
  t = row("graph.compare");
  check(t->fusion == HIDET_FUSION_INJECTIVE && t->elementwise == HIDET_EW_COMPARE &&
            t->elementTypes == HIDET_ELT_OWN,
        "graph.compare: elementwise but only injective");
  t = row("graph.select");
  check(t->fusion == HIDET_FUSION_INJECTIVE && t->elementwise == HIDET_EW_SELECT &&
            t->numOperands == 3,
        "graph.select: injective, three operands");
  t = row("graph.transpose");
  check(t->fusion == HIDET_FUSION_BIJECTIVE && t->indexOnly, "graph.transpose: bijective, index-only");
  t = row("graph.reshape");
  check(t->fusion == HIDET_FUSION_BIJECTIVE && t->indexOnly, "graph.reshape: bijective, index-only");
  t = row("graph.broadcast");
  check(t->fusion == HIDET_FUSION_INJECTIVE && t->indexOnly, "graph.broadcast: injective, index-only");
  t = row("graph.slice");
  check(t->fusion == HIDET_FUSION_INJECTIVE && t->indexOnly, "graph.slice: injective, index-only");
  /* codegen/scalar_emit.c's remapIndex writes out the index map of each
   * index-only op: a new one needs a case there first */
  int numIndexOnly = 0;
  for (size_t r = 0; r < hidetGraphOpCount(); ++r)
    numIndexOnly += hidetGraphOpAt(r)->indexOnly;
  check(numIndexOnly == 4, "4 index-only ops (transpose, reshape, broadcast, slice), got %d",
        numIndexOnly);
  t = row("graph.concat");
  check(t->numOperands == -1 && !t->indexOnly && t->fusion == HIDET_FUSION_INJECTIVE,
        "graph.concat: variadic, injective");
  t = row("graph.gather");
  check(t->fusion == HIDET_FUSION_INJECTIVE && !t->indexOnly && t->elementwise == HIDET_EW_NONE,
        "graph.gather: injective, reads its indices");
  t = row("graph.constant");
  check(t->numOperands == 0 && t->fusion == HIDET_FUSION_INJECTIVE && t->elementTypes == HIDET_ELT_ANY,
        "graph.constant: no operands, injective, any element type");
}

/* hidetGraphOpTraits on parsed ops of the loaded dialect. */
static void checkParsedOps(MlirContext ctx) {
  const char *text =
      "func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x3xf32>, %c: tensor<4x3xf32>) -> tensor<3x4xf32> {\n"
      "  %0 = \"graph.matmul\"(%a, %b) : (tensor<4x8xf32>, tensor<8x3xf32>) -> tensor<4x3xf32>\n"
      "  %1 = \"graph.add\"(%0, %c) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>\n"
      "  %2 = \"graph.relu\"(%1) : (tensor<4x3xf32>) -> tensor<4x3xf32>\n"
      "  %3 = \"graph.transpose\"(%2) {perm = array<i64: 1, 0>} : (tensor<4x3xf32>) -> tensor<3x4xf32>\n"
      "  return %3 : tensor<3x4xf32>\n"
      "}\n";
  static const char *const expect[] = {"graph.matmul", "graph.add", "graph.relu", "graph.transpose",
                                       NULL};
  MlirModule m = mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(text));
  check(!mlirModuleIsNull(m), "parse the graph module");
  if (mlirModuleIsNull(m))
    return;
  MlirOperation func = mlirBlockGetFirstOperation(mlirModuleGetBody(m));
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0));
  int i = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op), ++i) {
    const HidetGraphOpTraits *t = hidetGraphOpTraits(op);
    if (expect[i])
      check(t && strcmp(t->name, expect[i]) == 0, "parsed op %d is %s", i, expect[i]);
    else
      check(t == NULL, "func.return has no row");
  }
  check(i == 5, "5 ops in the function, got %d", i);
  check(hidetGraphOpTraits(func) == NULL, "func.func has no row");
  check(hidetGraphOpTraits((MlirOperation){NULL}) == NULL, "null op");
  mlirModuleDestroy(m);

  /* Every row names an op of the loaded (embedded) dialect. */
  for (size_t r = 0; r < hidetGraphOpCount(); ++r)
    check(mlirContextIsRegisteredOperation(ctx,
                                           mlirStringRefCreateFromCString(hidetGraphOpAt(r)->name)),
          "%s is not an op of the loaded graph dialect", hidetGraphOpAt(r)->name);
}

/* The predicate number of `arith.<cmp> <keyword>` as MLIR parses it. */
static long parsedPredicate(MlirContext ctx, const char *cmp, const char *keyword, const char *type) {
  char text[256];
  snprintf(text, sizeof text,
           "func.func @f(%%a: %s, %%b: %s) -> i1 {\n"
           "  %%0 = arith.%s %s, %%a, %%b : %s\n  return %%0 : i1\n}\n",
           type, type, cmp, keyword, type);
  MlirModule m = mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(text));
  if (mlirModuleIsNull(m))
    return -1;
  MlirOperation func = mlirBlockGetFirstOperation(mlirModuleGetBody(m));
  MlirOperation op =
      mlirBlockGetFirstOperation(mlirRegionGetFirstBlock(mlirOperationGetRegion(func, 0)));
  MlirAttribute a = mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("predicate"));
  long code = mlirAttributeIsAInteger(a) ? (long)mlirIntegerAttrGetValueInt(a) : -1;
  mlirModuleDestroy(m);
  return code;
}

/* The compare predicate table: six predicates, and each keyword/number
 * pair is what arith itself says. */
static void checkPredicates(MlirContext ctx) {
  static const char *const names[] = {"eq", "ne", "lt", "le", "gt", "ge"};
  check(hidetComparePredicateCount() == 6, "6 compare predicates, got %zu",
        hidetComparePredicateCount());
  for (size_t i = 0; i < sizeof names / sizeof names[0]; ++i) {
    const HidetComparePredicate *p = hidetComparePredicate(names[i], strlen(names[i]));
    check(p && p == hidetComparePredicateAt(i), "predicate %s at %zu", names[i], i);
    if (!p)
      continue;
    check(parsedPredicate(ctx, "cmpf", p->cmpf, "f32") == p->cmpfCode, "%s: arith.cmpf %s is %d",
          p->name, p->cmpf, p->cmpfCode);
    check(parsedPredicate(ctx, "cmpi", p->cmpi, "i32") == p->cmpiCode, "%s: arith.cmpi %s is %d",
          p->name, p->cmpi, p->cmpiCode);
    check(parsedPredicate(ctx, "cmpi", p->cmpu, "i1") == p->cmpuCode, "%s: arith.cmpi %s is %d",
          p->name, p->cmpu, p->cmpuCode);
    /* NaN: ordered (o...) except ne, unordered (u...) */
    check(p->cmpf[0] == (strcmp(p->name, "ne") == 0 ? 'u' : 'o'), "%s: cmpf %s NaN behaviour",
          p->name, p->cmpf);
  }
  check(hidetComparePredicate("less", 4) == NULL, "unknown predicate");
  check(hidetComparePredicate("e", 1) == NULL, "predicate prefix");
  check(hidetComparePredicateAt(6) == NULL, "past-the-end predicate");
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: hidet-graph-ops-test path/to/graph.irdl.mlir\n");
    return 2;
  }
  MlirContext ctx = mlirContextCreate();
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__irdl__(), ctx);
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__func__(), ctx);
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__arith__(), ctx);
  mlirDialectHandleLoadDialect(mlirGetDialectHandle__math__(), ctx);
  checkAgainstIrdl(ctx, argv[1]);
  checkRows(ctx);
  spotChecks();
  checkPredicates(ctx);
  if (mlirLogicalResultIsFailure(hidetRegisterDialects(ctx)))
    check(false, "hidetRegisterDialects failed");
  else
    checkParsedOps(ctx);
  mlirContextDestroy(ctx);
  printf("%d checks, %d failures\n", gChecks, gFailures);
  return gFailures ? 1 : 0;
}
