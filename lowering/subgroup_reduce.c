/*===-- subgroup_reduce.c - hidet-lower-subgroup-reduce --------------------===*
 * LLVM 22's convert-gpu-to-nvvm cannot lower gpu.subgroup_reduce, except
 * with has-redux=true, and then only the uniform, unclustered i32 add,
 * minsi, maxsi, and, or, xor (to nvvm.redux.sync, sm_80+). Upstream's
 * expansion into shuffles (gpu-subgroup-reduce-lowering) is a set of C++
 * patterns with no registered pass, out of reach of the C API. This pass
 * does the same expansion: a butterfly of `gpu.shuffle xor` over the
 * 32-lane warp, offsets stride, 2 stride, ... below stride * size, each
 * step combining the lane's value with its partner's, so every lane of a
 * cluster ends with the cluster's reduction:
 *   - values narrower than 32 bits (i1, i8, i16, f16, bf16) travel as i32
 *     (zero-extended bits), 64-bit ones (i64, f64) as two i32 halves;
 *   - vectors are reduced element by element (upstream packs two f16 in a
 *     shuffle; the result is the same);
 *   - the combining op is the kind's arith op (addi/addf, muli/mulf,
 *     minsi, minui, maxsi, maxui, minnumf, maxnumf, minimumf, maximumf,
 *     andi, ori, xori).
 * With redux=true (default) the ops that convert-gpu-to-nvvm{has-redux=true}
 * turns into redux.sync are left for it. The shuffles name all 32 lanes,
 * as upstream's do: a subgroup_reduce that not all lanes of a full warp
 * reach is undefined on the GPU and a reported deadlock on the emulator.
 *===----------------------------------------------------------------------===*/
#include "hidet-c/Passes.h"
#include "hidet_internal.h"
#include "ir_build.h"
#include "pass_util.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/Arith.h"
#include "mlir-c/Dialect/GPU.h"
#include "mlir-c/Dialect/Vector.h"
#include "mlir-c/Rewrite.h"

#include <stddef.h>
#include <stdio.h>
#include <string.h>

typedef struct {
  bool redux;
} SubgroupReduceOptions;

static const HidetPassOption kOptions[] = {
    {.key = "redux",
     .type = {.kind = HIDET_OPTION_BOOL},
     HIDET_OPTION_FIELD(SubgroupReduceOptions, redux),
     .defaultValue = "true",
     .help = "leave uniform, unclustered i32 add/minsi/maxsi/and/or/xor reductions to "
             "convert-gpu-to-nvvm{has-redux=true} (redux.sync, sm_80+)"},
};

static MlirType intType(HidetBuilder *b, unsigned bits) { return mlirIntegerTypeGet(b->ctx, bits); }

static MlirValue cast(HidetBuilder *b, const char *name, MlirValue v, MlirType to) {
  return hidetBuildOp1(b, name, 1, &v, to);
}

static MlirValue binary(HidetBuilder *b, const char *name, MlirValue x, MlirValue y) {
  MlirValue xy[2] = {x, y};
  return hidetBuildOp1(b, name, 2, xy, mlirValueGetType(x));
}

static unsigned bitWidth(MlirType t) {
  return mlirTypeIsAInteger(t) ? mlirIntegerTypeGetWidth(t) : mlirFloatTypeGetWidth(t);
}

/* gpu.shuffle xor of an i32 over the whole warp (width 32). */
static MlirValue shuffleXor(HidetBuilder *b, MlirValue v, int offset) {
  MlirType i32 = intType(b, 32), types[2] = {i32, intType(b, 1)};
  MlirValue operands[3] = {v, hidetBuildIntConstant(b, i32, offset), hidetBuildIntConstant(b, i32, 32)};
  MlirOperationState st = mlirOperationStateGet(mlirStringRefCreateFromCString("gpu.shuffle"), b->loc);
  mlirOperationStateAddOperands(&st, 3, operands);
  mlirOperationStateAddResults(&st, 2, types);
  MlirNamedAttribute mode =
      mlirNamedAttributeGet(mlirIdentifierGet(b->ctx, mlirStringRefCreateFromCString("mode")),
                            mlirAttributeParseGet(b->ctx, mlirStringRefCreateFromCString("#gpu<shuffle_mode xor>")));
  mlirOperationStateAddAttributes(&st, 1, &mode);
  MlirOperation op = mlirOperationCreate(&st);
  mlirRewriterBaseInsert(b->rewriter, op);
  return mlirOperationGetResult(op, 0);
}

/* The partner's value of scalar v (type t, at most 64 bits) at `offset`. */
static MlirValue shuffleScalar(HidetBuilder *b, MlirValue v, MlirType t, int offset) {
  unsigned w = bitWidth(t);
  bool isFloat = !mlirTypeIsAInteger(t);
  MlirType i32 = intType(b, 32), iw = intType(b, w);
  MlirValue bits = isFloat ? cast(b, "arith.bitcast", v, iw) : v;
  if (w == 64) {
    MlirType i64 = iw;
    MlirValue c32 = hidetBuildIntConstant(b, i64, 32);
    MlirValue lo = shuffleXor(b, cast(b, "arith.trunci", bits, i32), offset);
    MlirValue hi = shuffleXor(b, cast(b, "arith.trunci", binary(b, "arith.shrui", bits, c32), i32), offset);
    MlirValue r = binary(b, "arith.ori", cast(b, "arith.extui", lo, i64),
                         binary(b, "arith.shli", cast(b, "arith.extui", hi, i64), c32));
    return isFloat ? cast(b, "arith.bitcast", r, t) : r;
  }
  MlirValue word = w == 32 ? bits : cast(b, "arith.extui", bits, i32);
  MlirValue r = shuffleXor(b, word, offset);
  if (w != 32)
    r = cast(b, "arith.trunci", r, iw);
  return isFloat ? cast(b, "arith.bitcast", r, t) : r;
}

/* The arith op that combines two values for reduction `kind`. */
static const char *combineOp(const char *kind, bool isFloat) {
  static const struct {
    const char *kind, *intOp, *floatOp;
  } kOps[] = {
      {"add", "arith.addi", "arith.addf"},           {"mul", "arith.muli", "arith.mulf"},
      {"minsi", "arith.minsi", NULL},                {"minui", "arith.minui", NULL},
      {"maxsi", "arith.maxsi", NULL},                {"maxui", "arith.maxui", NULL},
      {"minnumf", NULL, "arith.minnumf"},            {"maxnumf", NULL, "arith.maxnumf"},
      {"minimumf", NULL, "arith.minimumf"},          {"maximumf", NULL, "arith.maximumf"},
      {"and", "arith.andi", NULL},                   {"or", "arith.ori", NULL},
      {"xor", "arith.xori", NULL},
  };
  for (size_t i = 0; i < sizeof kOps / sizeof kOps[0]; ++i)
    if (strcmp(kOps[i].kind, kind) == 0)
      return isFloat ? kOps[i].floatOp : kOps[i].intOp;
  return NULL;
}

static bool scalarOk(MlirType t) {
  if (mlirTypeIsAInteger(t)) {
    unsigned w = mlirIntegerTypeGetWidth(t);
    return w == 1 || w == 8 || w == 16 || w == 32 || w == 64;
  }
  return mlirTypeIsAF16(t) || mlirTypeIsABF16(t) || mlirTypeIsAF32(t) || mlirTypeIsAF64(t);
}

static MlirValue reduceScalar(HidetBuilder *b, MlirValue v, const char *op, int stride, int size) {
  MlirType t = mlirValueGetType(v);
  for (int offset = stride; offset < stride * size; offset <<= 1)
    v = binary(b, op, v, shuffleScalar(b, v, t, offset));
  return v;
}

static MlirAttribute positionAttr(HidetBuilder *b, int64_t i) {
  return mlirDenseI64ArrayGet(b->ctx, 1, &i);
}

/* vector.extract / vector.insert at a static position. */
static MlirValue vectorAccess(HidetBuilder *b, bool insert, MlirValue value, MlirValue vec, int64_t i,
                              MlirType result) {
  MlirOperationState st =
      mlirOperationStateGet(mlirStringRefCreateFromCString(insert ? "vector.insert" : "vector.extract"), b->loc);
  MlirValue operands[2] = {value, vec};
  mlirOperationStateAddOperands(&st, insert ? 2 : 1, insert ? operands : &vec);
  mlirOperationStateAddResults(&st, 1, &result);
  MlirNamedAttribute pos = mlirNamedAttributeGet(
      mlirIdentifierGet(b->ctx, mlirStringRefCreateFromCString("static_position")), positionAttr(b, i));
  mlirOperationStateAddAttributes(&st, 1, &pos);
  MlirOperation op = mlirOperationCreate(&st);
  mlirRewriterBaseInsert(b->rewriter, op);
  return mlirOperationGetResult(op, 0);
}

static int64_t intAttrOr(MlirOperation op, const char *name, int64_t dflt) {
  MlirAttribute a = hidetOpAttr(op, name);
  return mlirAttributeIsNull(a) || !mlirAttributeIsAInteger(a) ? dflt : mlirIntegerAttrGetValueInt(a);
}

/* Expands one gpu.subgroup_reduce; false after an error at the op. */
static bool lowerOne(MlirOperation op, const SubgroupReduceOptions *o) {
  char kind[32];
  hidetEnumKeyword(hidetOpAttr(op, "op"), kind, sizeof kind);
  MlirValue v = mlirOperationGetOperand(op, 0);
  MlirType t = mlirValueGetType(v);
  bool isVector = mlirTypeIsAVector(t);
  MlirType elem = isVector ? mlirShapedTypeGetElementType(t) : t;
  int64_t size = intAttrOr(op, "cluster_size", 32), stride = intAttrOr(op, "cluster_stride", 1);
  bool clustered = !mlirAttributeIsNull(hidetOpAttr(op, "cluster_size"));
  bool uniform = !mlirAttributeIsNull(hidetOpAttr(op, "uniform"));
  if (o->redux && uniform && !clustered && mlirTypeIsAInteger(elem) && !isVector &&
      mlirIntegerTypeGetWidth(elem) == 32 &&
      (!strcmp(kind, "add") || !strcmp(kind, "minsi") || !strcmp(kind, "maxsi") || !strcmp(kind, "and") ||
       !strcmp(kind, "or") || !strcmp(kind, "xor")))
    return true; /* convert-gpu-to-nvvm{has-redux=true} makes it redux.sync */
  if (!scalarOk(elem) || (isVector && (mlirShapedTypeGetRank(t) != 1 || !mlirShapedTypeHasStaticShape(t)))) {
    HidetStr s = hidetPrintType(t);
    hidetEmitOpError(op, "cannot be lowered to shuffles: values of type %s are not supported (i1, i8, i16, i32, "
                         "i64, f16, bf16, f32, f64 and 1-D vectors of them are)",
                     s.data ? s.data : "?");
    hidetStrFree(&s);
    return false;
  }
  const char *combine = combineOp(kind, !mlirTypeIsAInteger(elem));
  if (!combine) {
    hidetEmitOpError(op, "cannot be lowered to shuffles: unknown reduction '%s' for this type", kind);
    return false;
  }
  if (size * stride > 32) {
    hidetEmitOpError(op, "cannot be lowered to shuffles: a cluster of %lld lanes with stride %lld does not fit in "
                         "a warp of 32 lanes",
                     (long long)size, (long long)stride);
    return false;
  }
  HidetBuilder b = {mlirIRRewriterCreateFromOp(op), mlirOperationGetContext(op), mlirOperationGetLocation(op)};
  mlirRewriterBaseSetInsertionPointBefore(b.rewriter, op);
  MlirValue result;
  if (isVector) {
    result = v;
    for (int64_t i = 0; i < mlirShapedTypeGetDimSize(t, 0); ++i) {
      MlirValue e = vectorAccess(&b, false, (MlirValue){NULL}, v, i, elem);
      e = reduceScalar(&b, e, combine, (int)stride, (int)size);
      result = vectorAccess(&b, true, e, result, i, t);
    }
  } else {
    result = reduceScalar(&b, v, combine, (int)stride, (int)size);
  }
  mlirRewriterBaseReplaceOpWithValues(b.rewriter, op, 1, &result);
  mlirIRRewriterDestroy(b.rewriter);
  return true;
}

static MlirWalkResult collect(MlirOperation op, void *userData) {
  if (hidetOpIs(op, "gpu.subgroup_reduce"))
    hidetOpListPush(userData, op);
  return MlirWalkResultAdvance;
}

static MlirLogicalResult runLowerSubgroupReduce(MlirOperation op, const void *options) {
  HidetOpList ops = {0};
  mlirOperationWalk(op, collect, &ops, MlirWalkPostOrder);
  bool ok = true;
  for (size_t i = 0; i < ops.len; ++i)
    ok = lowerOne(ops.ops[i], options) && ok;
  hidetOpListFree(&ops);
  return ok ? mlirLogicalResultSuccess() : mlirLogicalResultFailure();
}

static MlirDialectHandle (*const kDependentDialects[])(void) = {
    mlirGetDialectHandle__gpu__, mlirGetDialectHandle__arith__, mlirGetDialectHandle__vector__, NULL};

const HidetPassDef hidetLowerSubgroupReducePassDef = {
    .name = "HidetLowerSubgroupReduce",
    .argument = "hidet-lower-subgroup-reduce",
    .summary = "Expand gpu.subgroup_reduce into gpu.shuffle xor butterflies (all kinds, types and clusters)",
    .description =
        "Rewrites every gpu.subgroup_reduce (uniform or not, clustered with cluster(size = N) or "
        "cluster(size = N, stride = M) or not) into log2(size) steps of gpu.shuffle xor with offsets "
        "stride, 2*stride, ... over the 32-lane warp, each combining the lane's value with its "
        "partner's by the reduction's arith op, as upstream's gpu-subgroup-reduce-lowering does "
        "(convert-gpu-to-nvvm cannot lower the op by itself). Values narrower than 32 bits travel "
        "as i32, 64-bit ones as two halves, vectors element by element. With redux=true the "
        "uniform, unclustered i32 add/minsi/maxsi/and/or/xor reductions are left for "
        "convert-gpu-to-nvvm{has-redux=true} (redux.sync). Unsupported types and clusters wider "
        "than the warp are errors at the op.",
    HIDET_PASS_OPTIONS(kOptions),
    .optionsSize = sizeof(SubgroupReduceOptions),
    .dependentDialects = kDependentDialects,
    .run = runLowerSubgroupReduce,
};
