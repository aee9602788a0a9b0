/*===-- emu_kernel.c - Kernel side of hidet-gpu-to-emulator ---------------===*
 * Rewrites one llvm.func (moved out of a gpu.module) into CPU code:
 *   nvvm.read.ptx.sreg.*        -> hidet_emu_sreg(code)
 *   nvvm.barrier0 / barrier     -> hidet_emu_barrier(id, site)
 *   nvvm.bar.warp.sync          -> a vote over the mask (a warp rendezvous)
 *   nvvm.shfl.sync / vote.sync  -> hidet_emu_shfl / hidet_emu_vote
 *   nvvm.ldmatrix / mma.sync    -> hidet_emu_ldmatrix / hidet_emu_mma, with
 *                                  fragments passed through stack arrays
 *   nvvm.wmma.load/mma/store    -> hidet_emu_wmma_{load,mma,store}, likewise
 *   nvvm.redux.sync             -> hidet_emu_redux
 *   nvvm.cp.async.*             -> hidet_emu_cp_async{,_commit,_wait}
 *   mbarrier, TMA, bulk groups,
 *   elect.sync, setmaxregister  -> emu_kernel_hopper.c
 *   addressof a shared global   -> hidet_emu_shared(id, size) or
 *                                  hidet_emu_dynamic_shared()
 *   llvm.load/store/atomics     -> preceded by hidet_emu_check (optional)
 *   nvvm.fence*, nvvm.membar    -> dropped: the emulator runs one thread at
 *                                  a time, so memory is always coherent
 *   llvm.call @vprintf          -> hidet_emu_printf(format, args, bytes, site)
 *                                  (gpu.printf; its argument struct laid out
 *                                  as the device packs it, padding zeroed)
 *   llvm.call @__assertfail     -> hidet_emu_assertfail (cf.assert)
 * Every runtime call that can block or report passes a site string. Any
 * other nvvm op, inline asm or NVVM intrinsic call is an error naming it.
 *===----------------------------------------------------------------------===*/
#include "emu_lowering.h"

#include "hidet_internal.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/LLVM.h"
#include "emulator.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  EmuModule *m;
  const EmuShared *shared;
  int numShared;
  const EmuOptions *o;
} KernelRewrite;

static bool startsWith(const char *s, const char *prefix) {
  return strncmp(s, prefix, strlen(prefix)) == 0;
}

/* Replaces the single result of `op` with `v` and erases `op`. */
static void replaceAndErase(MlirOperation op, MlirValue v) {
  if (mlirOperationGetNumResults(op) == 1)
    mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(op, 0), v);
  mlirOperationDestroy(op);
}

static MlirValue i32c(EmuBuilder *b, int64_t v) { return emuConstInt(b, emuI(b->m, 32), v); }

/* Converts a runtime call's i32 result to `type` (i32, i64, i1). */
static MlirValue fromI32(EmuBuilder *b, MlirValue v, MlirType type) {
  if (mlirTypeEqual(type, emuI(b->m, 32)))
    return v;
  if (mlirTypeIsAInteger(type) && mlirIntegerTypeGetWidth(type) > 32)
    return emuCast(b, "llvm.zext", v, type);
  return emuCast(b, "llvm.trunc", v, type);
}

/* ---- Special registers. ------------------------------------------------ */
static const struct {
  const char *suffix;
  int code;
} kSregs[] = {
    {"tid.x", HIDET_EMU_TID_X},       {"tid.y", HIDET_EMU_TID_Y},
    {"tid.z", HIDET_EMU_TID_Z},       {"ntid.x", HIDET_EMU_NTID_X},
    {"ntid.y", HIDET_EMU_NTID_Y},     {"ntid.z", HIDET_EMU_NTID_Z},
    {"ctaid.x", HIDET_EMU_CTAID_X},   {"ctaid.y", HIDET_EMU_CTAID_Y},
    {"ctaid.z", HIDET_EMU_CTAID_Z},   {"nctaid.x", HIDET_EMU_NCTAID_X},
    {"nctaid.y", HIDET_EMU_NCTAID_Y}, {"nctaid.z", HIDET_EMU_NCTAID_Z},
    {"laneid", HIDET_EMU_LANEID},     {"warpid", HIDET_EMU_WARPID},
    {"nwarpid", HIDET_EMU_NWARPID},   {"warpsize", HIDET_EMU_WARPSIZE},
    {"lanemask.eq", HIDET_EMU_LANEMASK_EQ}, {"lanemask.lt", HIDET_EMU_LANEMASK_LT},
    {"lanemask.le", HIDET_EMU_LANEMASK_LE}, {"lanemask.gt", HIDET_EMU_LANEMASK_GT},
    {"lanemask.ge", HIDET_EMU_LANEMASK_GE}, {"clock", HIDET_EMU_CLOCK},
    {"clock64", HIDET_EMU_CLOCK},
};

static bool rewriteSreg(KernelRewrite *r, MlirOperation op, const char *suffix) {
  for (size_t i = 0; i < sizeof kSregs / sizeof kSregs[0]; ++i) {
    if (strcmp(kSregs[i].suffix, suffix) != 0)
      continue;
    EmuBuilder b = emuBuilderBefore(r->m, op);
    bool ok = true;
    MlirValue code = i32c(&b, kSregs[i].code);
    MlirValue v = emuCallRuntime(&b, "hidet_emu_sreg", emuI(r->m, 32), 1, &code, &ok);
    if (!ok)
      return false;
    replaceAndErase(op, fromI32(&b, v, mlirValueGetType(mlirOperationGetResult(op, 0))));
    return true;
  }
  hidetEmitOpError(op, "special register '%%%s' is not emulated", suffix);
  return false;
}

/* ---- Barriers and warp collectives. ------------------------------------ */
static bool rewriteBarrier(KernelRewrite *r, MlirOperation op, bool isBarrier0) {
  EmuBuilder b = emuBuilderBefore(r->m, op);
  MlirValue id;
  if (isBarrier0) {
    id = i32c(&b, 0);
  } else {
    MlirAttribute seg = hidetOpAttr(op, "operandSegmentSizes");
    if (!mlirAttributeIsNull(seg) && mlirDenseArrayGetNumElements(seg) >= 2 &&
        (mlirDenseI32ArrayGetElement(seg, 1) != 0 ||
         (mlirDenseArrayGetNumElements(seg) >= 3 && mlirDenseI32ArrayGetElement(seg, 2) != 0))) {
      hidetEmitOpError(op, "barriers with a thread count or a reduction are not emulated");
      return false;
    }
    id = mlirOperationGetNumOperands(op) >= 1 ? mlirOperationGetOperand(op, 0) : i32c(&b, 0);
  }
  bool ok = true;
  MlirValue args[2] = {id, emuSiteString(&b, "barrier")};
  emuCallRuntime(&b, "hidet_emu_barrier", emuVoid(r->m), 2, args, &ok);
  if (ok)
    mlirOperationDestroy(op);
  return ok;
}

/* Reads the keyword out of an enum attribute printed like
 * `#nvvm<shfl_kind bfly>` or `#nvvm.mma_layout<row>`. */
static const char *enumWord(MlirOperation op, const char *attr, char *buf, size_t size) {
  return hidetEnumKeyword(hidetOpAttr(op, attr), buf, size);
}

static bool rewriteShfl(KernelRewrite *r, MlirOperation op) {
  char kind[32];
  enumWord(op, "kind", kind, sizeof kind);
  int k = strcmp(kind, "idx") == 0    ? HIDET_EMU_SHFL_IDX
          : strcmp(kind, "up") == 0   ? HIDET_EMU_SHFL_UP
          : strcmp(kind, "down") == 0 ? HIDET_EMU_SHFL_DOWN
          : strcmp(kind, "bfly") == 0 ? HIDET_EMU_SHFL_BFLY
                                      : -1;
  MlirValue val = mlirOperationGetOperand(op, 1);
  MlirType t = mlirValueGetType(val);
  EmuModule *m = r->m;
  bool isF32 = mlirTypeIsAF32(t), isI32 = mlirTypeEqual(t, emuI(m, 32));
  if (k < 0 || (!isF32 && !isI32)) {
    hidetEmitOpError(op, "shuffles of kind '%s' on this type are not emulated (32-bit i32/f32 "
                         "values only)", kind);
    return false;
  }
  EmuBuilder b = emuBuilderBefore(m, op);
  MlirValue bits = isF32 ? emuCast(&b, "llvm.bitcast", val, emuI(m, 32)) : val;
  MlirValue validSlot = emuAlloca(&b, emuI(m, 32), 1);
  MlirValue args[7] = {i32c(&b, k),
                       mlirOperationGetOperand(op, 0),
                       bits,
                       mlirOperationGetOperand(op, 2),
                       mlirOperationGetOperand(op, 3),
                       validSlot,
                       emuSiteString(&b, "shfl.sync")};
  bool ok = true;
  MlirValue res = emuCallRuntime(&b, "hidet_emu_shfl", emuI(m, 32), 7, args, &ok);
  if (!ok)
    return false;
  if (isF32)
    res = emuCast(&b, "llvm.bitcast", res, t);
  MlirType resultType = mlirValueGetType(mlirOperationGetResult(op, 0));
  if (mlirTypeIsALLVMStructType(resultType)) {
    MlirValue valid = emuCast(&b, "llvm.trunc", emuLoad(&b, emuI(m, 32), validSlot), emuI(m, 1));
    MlirValue s = emuInsertValue(&b, emuPoison(&b, resultType), res, 0);
    res = emuInsertValue(&b, s, valid, 1);
  }
  replaceAndErase(op, res);
  return true;
}

/* vote.sync and bar.warp.sync (a vote whose result nobody reads). */
static bool rewriteVote(KernelRewrite *r, MlirOperation op, bool isWarpSync) {
  EmuModule *m = r->m;
  EmuBuilder b = emuBuilderBefore(m, op);
  int k = HIDET_EMU_VOTE_ALL;
  MlirValue pred;
  if (isWarpSync) {
    pred = i32c(&b, 1);
  } else {
    char kind[32];
    enumWord(op, "kind", kind, sizeof kind);
    k = strcmp(kind, "all") == 0      ? HIDET_EMU_VOTE_ALL
        : strcmp(kind, "any") == 0    ? HIDET_EMU_VOTE_ANY
        : strcmp(kind, "uni") == 0    ? HIDET_EMU_VOTE_UNI
        : strcmp(kind, "ballot") == 0 ? HIDET_EMU_VOTE_BALLOT
                                      : -1;
    if (k < 0) {
      hidetEmitOpError(op, "vote kind '%s' is not emulated", kind);
      return false;
    }
    pred = emuCast(&b, "llvm.zext", mlirOperationGetOperand(op, 1), emuI(m, 32));
  }
  MlirValue args[4] = {i32c(&b, k), mlirOperationGetOperand(op, 0), pred,
                       emuSiteString(&b, isWarpSync ? "bar.warp.sync" : "vote.sync")};
  bool ok = true;
  MlirValue res = emuCallRuntime(&b, "hidet_emu_vote", emuI(m, 32), 4, args, &ok);
  if (!ok)
    return false;
  if (isWarpSync) {
    mlirOperationDestroy(op);
    return true;
  }
  replaceAndErase(op, fromI32(&b, res, mlirValueGetType(mlirOperationGetResult(op, 0))));
  return true;
}

/* Builds `resultType` (a scalar or a literal struct of scalars) from
 * consecutive words of `base`, each field `stride` bytes apart. */
static MlirValue loadFields(EmuBuilder *b, MlirValue base, MlirType resultType, int64_t stride) {
  if (!mlirTypeIsALLVMStructType(resultType))
    return emuLoad(b, resultType, base);
  MlirValue s = emuPoison(b, resultType);
  intptr_t n = mlirLLVMStructTypeGetNumElementTypes(resultType);
  for (intptr_t i = 0; i < n; ++i) {
    MlirType ft = mlirLLVMStructTypeGetElementType(resultType, i);
    s = emuInsertValue(b, s, emuLoad(b, ft, emuBytePtr(b, base, i * stride)), i);
  }
  return s;
}

static bool rewriteLdmatrix(KernelRewrite *r, MlirOperation op) {
  EmuModule *m = r->m;
  char layout[32], shape[96], elt[64];
  enumWord(op, "layout", layout, sizeof layout);
  emuPrintAttr(hidetOpAttr(op, "shape"), shape, sizeof shape);
  enumWord(op, "eltType", elt, sizeof elt);
  MlirAttribute numAttr = hidetOpAttr(op, "num");
  int64_t num = mlirAttributeIsNull(numAttr) ? 0 : mlirIntegerAttrGetValueInt(numAttr);
  bool shapeOk = shape[0] == '\0' || strstr(shape, "m = 8, n = 8") != NULL;
  bool eltOk = elt[0] == '\0' || strcmp(elt, "b16") == 0;
  if (!shapeOk || !eltOk || (num != 1 && num != 2 && num != 4)) {
    hidetEmitOpError(op, "only ldmatrix m8n8 .b16 with 1, 2 or 4 matrices is emulated");
    return false;
  }
  EmuBuilder b = emuBuilderBefore(m, op);
  MlirValue out = emuAlloca(&b, emuI(m, 32), 4);
  MlirValue args[5] = {mlirOperationGetOperand(op, 0), i32c(&b, num),
                       i32c(&b, strcmp(layout, "col") == 0), out, emuSiteString(&b, "ldmatrix")};
  bool ok = true;
  emuCallRuntime(&b, "hidet_emu_ldmatrix", emuVoid(m), 5, args, &ok);
  if (!ok)
    return false;
  MlirType rt = mlirValueGetType(mlirOperationGetResult(op, 0));
  replaceAndErase(op, loadFields(&b, out, rt, 4));
  return true;
}

/* The runtime's type code of an mma operand, from the PTX type attribute
 * when present, else from the MLIR type of the operand. */
static int mmaTypeCode(MlirOperation op, const char *attr, MlirType t) {
  char word[32];
  enumWord(op, attr, word, sizeof word);
  if (word[0]) {
    if (strcmp(word, "f16") == 0)
      return HIDET_EMU_F16;
    if (strcmp(word, "bf16") == 0)
      return HIDET_EMU_BF16;
    if (strcmp(word, "tf32") == 0)
      return HIDET_EMU_TF32;
    if (strcmp(word, "f32") == 0)
      return HIDET_EMU_F32;
    if (strcmp(word, "f64") == 0)
      return HIDET_EMU_F64;
    return -1;
  }
  if (mlirTypeIsAVector(t) && mlirTypeIsAF16(mlirShapedTypeGetElementType(t)))
    return HIDET_EMU_F16;
  if (mlirTypeIsAVector(t) && mlirTypeIsABF16(mlirShapedTypeGetElementType(t)))
    return HIDET_EMU_BF16;
  if (mlirTypeIsAF32(t))
    return HIDET_EMU_F32;
  if (mlirTypeIsAF64(t))
    return HIDET_EMU_F64;
  return -1;
}

/* Stores operands [first, first+n) of `op` into a new word array. */
static MlirValue storeWords(EmuBuilder *b, MlirOperation op, intptr_t first, intptr_t n,
                            int64_t stride) {
  MlirValue arr = emuAlloca(b, emuI(b->m, 32), n * (stride / 4) + 1);
  for (intptr_t i = 0; i < n; ++i)
    emuStore(b, mlirOperationGetOperand(op, first + i), emuBytePtr(b, arr, i * stride));
  return arr;
}

static bool rewriteMma(KernelRewrite *r, MlirOperation op) {
  EmuModule *m = r->m;
  char la[32], lb[32], shape[96];
  enumWord(op, "layoutA", la, sizeof la);
  enumWord(op, "layoutB", lb, sizeof lb);
  emuPrintAttr(hidetOpAttr(op, "shape"), shape, sizeof shape);
  int mm = 0, nn = 0, kk = 0;
  const char *sp = strstr(shape, "m = ");
  if (!sp || sscanf(sp, "m = %d, n = %d, k = %d", &mm, &nn, &kk) != 3) {
    hidetEmitOpError(op, "cannot read the mma shape '%s'", shape);
    return false;
  }
  MlirAttribute seg = hidetOpAttr(op, "operandSegmentSizes");
  if (mlirAttributeIsNull(seg) || mlirDenseArrayGetNumElements(seg) != 3) {
    hidetEmitOpError(op, "expected three operand groups (A, B, C)");
    return false;
  }
  intptr_t na = mlirDenseI32ArrayGetElement(seg, 0), nb = mlirDenseI32ArrayGetElement(seg, 1),
           nc = mlirDenseI32ArrayGetElement(seg, 2);
  if (na == 0 || nb == 0 || nc == 0) {
    hidetEmitOpError(op, "mma.sync without A, B or C operands");
    return false;
  }
  MlirType ta = mlirValueGetType(mlirOperationGetOperand(op, 0));
  MlirType tc = mlirValueGetType(mlirOperationGetOperand(op, na + nb));
  int ab = mmaTypeCode(op, "multiplicandAPtxType", ta);
  int cd = mmaTypeCode(op, "__none__", tc);
  bool rowCol = strcmp(la, "row") == 0 && strcmp(lb, "col") == 0;
  /* The shapes and types the runtime computes (runtime/emulator.h). */
  bool f16ish = ab == HIDET_EMU_F16 || ab == HIDET_EMU_BF16;
  bool shapeOk = (mm == 16 && nn == 8 && kk == 16 && f16ish) ||
                 (mm == 16 && nn == 8 && kk == 8 && (f16ish || ab == HIDET_EMU_TF32)) ||
                 (mm == 16 && nn == 8 && kk == 4 && ab == HIDET_EMU_TF32) ||
                 (mm == 8 && nn == 8 && kk == 4 && ab == HIDET_EMU_F64 && cd == HIDET_EMU_F64);
  bool accOk = cd == HIDET_EMU_F32 || (cd == HIDET_EMU_F16 && ab == HIDET_EMU_F16) ||
               (cd == HIDET_EMU_F64 && ab == HIDET_EMU_F64);
  if (ab < 0 || cd < 0 || !rowCol || !shapeOk || !accOk || hidetOpAttr(op, "b1Op").ptr ||
      hidetOpAttr(op, "intOverflowBehavior").ptr) {
    hidetEmitOpError(op, "this mma.sync (shape m%dn%dk%d, layouts %s.%s) is not emulated: "
                         "supported are row.col f16/bf16/tf32/f64 shapes (see docs/emulator.md)",
                     mm, nn, kk, la, lb);
    return false;
  }
  int64_t abStride = ab == HIDET_EMU_F64 ? 8 : 4, cdStride = cd == HIDET_EMU_F64 ? 8 : 4;
  EmuBuilder b = emuBuilderBefore(m, op);
  MlirValue a = storeWords(&b, op, 0, na, abStride);
  MlirValue bb = storeWords(&b, op, na, nb, abStride);
  MlirValue c = storeWords(&b, op, na + nb, nc, cdStride);
  MlirValue d = emuAlloca(&b, emuI(m, 32), 8 + 1);
  MlirValue args[10] = {i32c(&b, mm), i32c(&b, nn), i32c(&b, kk), i32c(&b, ab), i32c(&b, cd),
                        a, bb, c, d, emuSiteString(&b, "mma.sync")};
  bool ok = true;
  emuCallRuntime(&b, "hidet_emu_mma", emuVoid(m), 10, args, &ok);
  if (!ok)
    return false;
  MlirType rt = mlirValueGetType(mlirOperationGetResult(op, 0));
  replaceAndErase(op, loadFields(&b, d, rt, cdStride));
  return true;
}

/* ---- wmma fragments (runtime/emu_wmma.c). ------------------------------ */
static int64_t intAttr(MlirOperation op, const char *name) {
  MlirAttribute a = hidetOpAttr(op, name);
  return mlirAttributeIsNull(a) || !mlirAttributeIsAInteger(a) ? 0 : mlirIntegerAttrGetValueInt(a);
}

/* Reads m, n, k of a wmma op and the element type in attribute `typeAttr`
 * (a #nvvm.mma_type). Returns the runtime's type code, or -1 for a type
 * the runtime does not take; *supported tells whether the shape is one of
 * m16n16k16, m32n8k16, m8n32k16. */
static int wmmaOperands(MlirOperation op, const char *typeAttr, int *m, int *n, int *k, char *type,
                        size_t typeSize, bool *shapeOk) {
  *m = (int)intAttr(op, "m");
  *n = (int)intAttr(op, "n");
  *k = (int)intAttr(op, "k");
  *shapeOk = *k == 16 && ((*m == 16 && *n == 16) || (*m == 32 && *n == 8) || (*m == 8 && *n == 32));
  enumWord(op, typeAttr, type, typeSize);
  return strcmp(type, "f16") == 0 ? HIDET_EMU_F16 : strcmp(type, "f32") == 0 ? HIDET_EMU_F32 : -1;
}

static const char kWmmaSupported[] = "supported are f16 a/b and f16 or f32 c/d fragments of m16n16k16, m32n8k16 "
                                     "and m8n32k16 (docs/emulator.md)";

/* 32-bit words of a fragment: a/b f16 8, c/d f32 8, c/d f16 4. */
static intptr_t wmmaWords(int frag, int type) {
  return frag == HIDET_EMU_WMMA_C && type == HIDET_EMU_F16 ? 4 : 8;
}

/* A struct result of `words` 32-bit fields (f32 or vector<2xf16>). */
static bool wmmaResultOk(MlirType t, intptr_t words) {
  return mlirTypeIsALLVMStructType(t) && mlirLLVMStructTypeGetNumElementTypes(t) == words;
}

static bool rewriteWmmaLoad(KernelRewrite *r, MlirOperation op) {
  EmuModule *m = r->m;
  char fragWord[16], layout[16], type[16];
  int mm, nn, kk;
  bool shapeOk;
  int ty = wmmaOperands(op, "eltype", &mm, &nn, &kk, type, sizeof type, &shapeOk);
  enumWord(op, "frag", fragWord, sizeof fragWord);
  enumWord(op, "layout", layout, sizeof layout);
  int frag = strcmp(fragWord, "a") == 0   ? HIDET_EMU_WMMA_A
             : strcmp(fragWord, "b") == 0 ? HIDET_EMU_WMMA_B
             : strcmp(fragWord, "c") == 0 ? HIDET_EMU_WMMA_C
                                          : -1;
  bool typeOk = frag == HIDET_EMU_WMMA_C ? ty >= 0 : ty == HIDET_EMU_F16;
  MlirType rt = mlirValueGetType(mlirOperationGetResult(op, 0));
  if (frag < 0 || !shapeOk || !typeOk || !wmmaResultOk(rt, wmmaWords(frag, ty)) ||
      mlirOperationGetNumOperands(op) != 2) {
    hidetEmitOpError(op, "this wmma.load (%s fragment, m%dn%dk%d, %s) is not emulated: %s", fragWord, mm, nn, kk,
                     type, kWmmaSupported);
    return false;
  }
  EmuBuilder b = emuBuilderBefore(m, op);
  MlirValue out = emuAlloca(&b, emuI(m, 32), 8);
  MlirValue args[10] = {i32c(&b, frag),         i32c(&b, mm), i32c(&b, nn), i32c(&b, kk), i32c(&b, ty),
                        i32c(&b, strcmp(layout, "col") == 0), mlirOperationGetOperand(op, 0),
                        mlirOperationGetOperand(op, 1), out, emuSiteString(&b, "wmma.load")};
  bool ok = true;
  emuCallRuntime(&b, "hidet_emu_wmma_load", emuVoid(m), 10, args, &ok);
  if (!ok)
    return false;
  replaceAndErase(op, loadFields(&b, out, rt, 4));
  return true;
}

static bool rewriteWmmaMma(KernelRewrite *r, MlirOperation op) {
  EmuModule *m = r->m;
  char typeAB[16], typeCD[16];
  int mm, nn, kk;
  bool shapeOk;
  int ab = wmmaOperands(op, "eltypeA", &mm, &nn, &kk, typeAB, sizeof typeAB, &shapeOk);
  enumWord(op, "eltypeB", typeCD, sizeof typeCD); /* NVVM names the C/D type eltypeB */
  int cd = strcmp(typeCD, "f16") == 0 ? HIDET_EMU_F16 : strcmp(typeCD, "f32") == 0 ? HIDET_EMU_F32 : -1;
  intptr_t nc = cd < 0 ? 0 : wmmaWords(HIDET_EMU_WMMA_C, cd);
  MlirType rt = mlirValueGetType(mlirOperationGetResult(op, 0));
  if (!shapeOk || ab != HIDET_EMU_F16 || cd < 0 || mlirOperationGetNumOperands(op) != 16 + nc ||
      !wmmaResultOk(rt, nc)) {
    hidetEmitOpError(op, "this wmma.mma (m%dn%dk%d, %s inputs, %s accumulators) is not emulated: %s", mm, nn, kk,
                     typeAB, typeCD, kWmmaSupported);
    return false;
  }
  EmuBuilder b = emuBuilderBefore(m, op);
  MlirValue a = storeWords(&b, op, 0, 8, 4);
  MlirValue bb = storeWords(&b, op, 8, 8, 4);
  MlirValue c = storeWords(&b, op, 16, nc, 4);
  MlirValue d = emuAlloca(&b, emuI(m, 32), 8);
  MlirValue args[10] = {i32c(&b, mm), i32c(&b, nn), i32c(&b, kk), i32c(&b, ab), i32c(&b, cd),
                        a, bb, c, d, emuSiteString(&b, "wmma.mma")};
  bool ok = true;
  emuCallRuntime(&b, "hidet_emu_wmma_mma", emuVoid(m), 10, args, &ok);
  if (!ok)
    return false;
  replaceAndErase(op, loadFields(&b, d, rt, 4));
  return true;
}

/* nvvm.wmma.store operands: pointer, the fragment's words, stride. */
static bool rewriteWmmaStore(KernelRewrite *r, MlirOperation op) {
  EmuModule *m = r->m;
  char layout[16], type[16];
  int mm, nn, kk;
  bool shapeOk;
  int ty = wmmaOperands(op, "eltype", &mm, &nn, &kk, type, sizeof type, &shapeOk);
  enumWord(op, "layout", layout, sizeof layout);
  intptr_t nw = ty < 0 ? 0 : wmmaWords(HIDET_EMU_WMMA_C, ty);
  if (!shapeOk || ty < 0 || mlirOperationGetNumOperands(op) != nw + 2) {
    hidetEmitOpError(op, "this wmma.store (m%dn%dk%d, %s) is not emulated: %s", mm, nn, kk, type, kWmmaSupported);
    return false;
  }
  EmuBuilder b = emuBuilderBefore(m, op);
  MlirValue in = storeWords(&b, op, 1, nw, 4);
  MlirValue args[9] = {i32c(&b, mm), i32c(&b, nn), i32c(&b, kk), i32c(&b, ty),
                       i32c(&b, strcmp(layout, "col") == 0), mlirOperationGetOperand(op, 0),
                       mlirOperationGetOperand(op, nw + 1), in, emuSiteString(&b, "wmma.store")};
  bool ok = true;
  emuCallRuntime(&b, "hidet_emu_wmma_store", emuVoid(m), 9, args, &ok);
  if (ok)
    mlirOperationDestroy(op);
  return ok;
}

/* ---- redux.sync (convert-gpu-to-nvvm{has-redux} makes it of uniform i32
 * gpu.subgroup_reduce add/minsi/maxsi/and/or/xor). ----------------------- */
static bool rewriteRedux(KernelRewrite *r, MlirOperation op) {
  EmuModule *m = r->m;
  char kind[32];
  enumWord(op, "kind", kind, sizeof kind);
  static const char *const kKinds[] = {"add", "min", "max", "umin", "umax", "and", "or", "xor"};
  int k = -1;
  for (int i = 0; i < 8; ++i)
    if (strcmp(kind, kKinds[i]) == 0)
      k = i;
  MlirValue val = mlirOperationGetOperand(op, 0);
  if (k < 0 || !mlirTypeEqual(mlirValueGetType(val), emuI(m, 32))) {
    hidetEmitOpError(op, "redux.sync '%s' on this type is not emulated (i32 add, min, max, umin, umax, and, or, "
                         "xor)", kind);
    return false;
  }
  EmuBuilder b = emuBuilderBefore(m, op);
  MlirValue args[4] = {i32c(&b, k), mlirOperationGetOperand(op, 1), val, emuSiteString(&b, "redux.sync")};
  bool ok = true;
  MlirValue res = emuCallRuntime(&b, "hidet_emu_redux", emuI(m, 32), 4, args, &ok);
  if (!ok)
    return false;
  replaceAndErase(op, res);
  return true;
}

/* ---- cp.async. --------------------------------------------------------- */
static bool rewriteCpAsync(KernelRewrite *r, MlirOperation op) {
  EmuModule *m = r->m;
  EmuBuilder b = emuBuilderBefore(m, op);
  MlirAttribute size = hidetOpAttr(op, "size");
  intptr_t n = mlirOperationGetNumOperands(op);
  MlirValue srcSize = n >= 3 ? mlirOperationGetOperand(op, 2) : i32c(&b, -1);
  MlirValue args[5] = {mlirOperationGetOperand(op, 0), mlirOperationGetOperand(op, 1),
                       i32c(&b, mlirAttributeIsNull(size) ? 0 : mlirIntegerAttrGetValueInt(size)),
                       srcSize, emuSiteString(&b, "cp.async")};
  bool ok = true;
  emuCallRuntime(&b, "hidet_emu_cp_async", emuVoid(m), 5, args, &ok);
  if (ok)
    mlirOperationDestroy(op);
  return ok;
}

static bool rewriteCpAsyncGroup(KernelRewrite *r, MlirOperation op, bool isWait) {
  EmuModule *m = r->m;
  EmuBuilder b = emuBuilderBefore(m, op);
  bool ok = true;
  if (isWait) {
    MlirAttribute n = hidetOpAttr(op, "n");
    MlirValue arg = i32c(&b, mlirAttributeIsNull(n) ? 0 : mlirIntegerAttrGetValueInt(n));
    emuCallRuntime(&b, "hidet_emu_cp_async_wait", emuVoid(m), 1, &arg, &ok);
  } else {
    emuCallRuntime(&b, "hidet_emu_cp_async_commit", emuVoid(m), 0, NULL, &ok);
  }
  if (ok)
    mlirOperationDestroy(op);
  return ok;
}

/* ---- Memory. ----------------------------------------------------------- */
static bool rewriteAddressOf(KernelRewrite *r, MlirOperation op) {
  char name[256];
  MlirAttribute g = hidetOpAttr(op, "global_name");
  MlirStringRef s = mlirFlatSymbolRefAttrGetValue(g);
  snprintf(name, sizeof name, "%.*s", (int)s.length, s.data);
  for (int i = 0; i < r->numShared; ++i) {
    if (strcmp(r->shared[i].name, name) != 0)
      continue;
    EmuBuilder b = emuBuilderBefore(r->m, op);
    MlirType pt = mlirValueGetType(mlirOperationGetResult(op, 0));
    bool ok = true;
    MlirValue v;
    if (r->shared[i].dynamic) {
      v = emuCallRuntime(&b, "hidet_emu_dynamic_shared", pt, 0, NULL, &ok);
    } else {
      MlirValue args[2] = {i32c(&b, i), emuSizeOf(&b, r->shared[i].type)};
      v = emuCallRuntime(&b, "hidet_emu_shared", pt, 2, args, &ok);
    }
    if (!ok)
      return false;
    replaceAndErase(op, v);
    return true;
  }
  return true; /* another global: its symbol moved along with the kernel */
}

static bool insertCheck(KernelRewrite *r, MlirOperation op, MlirValue ptr, MlirType accessType,
                        int kind, const char *what) {
  EmuModule *m = r->m;
  EmuBuilder b = emuBuilderBefore(m, op);
  MlirValue args[4] = {ptr, emuSizeOf(&b, accessType), i32c(&b, kind), emuSiteString(&b, what)};
  bool ok = true;
  emuCallRuntime(&b, "hidet_emu_check", emuVoid(m), 4, args, &ok);
  return ok;
}

/* ---- Device printf and assert. ----------------------------------------- */
/* Bytes of a printf argument as the device packs it (a power of two), or 0
 * for a type gpu.printf does not pass. */
static int64_t printfFieldBytes(MlirType t) {
  int64_t bits = mlirTypeIsAInteger(t) ? mlirIntegerTypeGetWidth(t)
                 : mlirTypeIsAFloat(t) ? mlirFloatTypeGetWidth(t)
                 : mlirTypeIsALLVMPointerType(t) ? 64
                                                 : 0;
  int64_t bytes = 1;
  while (bytes * 8 < bits)
    bytes *= 2;
  return bits > 0 && bytes <= 8 ? bytes : 0;
}

/* gpu.printf packs its arguments into an alloca of a literal struct, which
 * the host lays out with its own data layout (the JIT's puts an i64 after an
 * i32 at offset 4). The device buffer puts each argument at the next offset
 * aligned to its own size. So the struct is replaced by a packed one with
 * explicit padding at the device's offsets, and the GEPs into it are
 * renumbered; the buffer is zeroed (an i8 read by %d then prints its
 * zero-extended value rather than stack bytes). Returns the buffer's byte
 * count, or a null value when `v` is not such an alloca (the runtime then
 * reads the buffer unchecked). */
static MlirValue printfBufferBytes(KernelRewrite *r, MlirValue v, MlirOperation call) {
  if (!mlirValueIsAOpResult(v))
    return (MlirValue){NULL};
  MlirOperation def = mlirOpResultGetOwner(v);
  if (!hidetOpIs(def, "llvm.alloca") || mlirOperationGetNumOperands(def) != 1)
    return (MlirValue){NULL};
  MlirValue count = mlirOperationGetOperand(def, 0);
  if (!mlirValueIsAOpResult(count) || !hidetOpIs(mlirOpResultGetOwner(count), "llvm.mlir.constant"))
    return (MlirValue){NULL};
  MlirAttribute c = hidetOpAttr(mlirOpResultGetOwner(count), "value");
  MlirAttribute elemAttr = hidetOpAttr(def, "elem_type");
  if (mlirAttributeIsNull(c) || !mlirAttributeIsAInteger(c) || mlirIntegerAttrGetValueInt(c) != 1 ||
      mlirAttributeIsNull(elemAttr))
    return (MlirValue){NULL};
  MlirType st = mlirTypeAttrGetValue(elemAttr);
  if (!mlirTypeIsALLVMStructType(st) ||
      mlirLLVMStructTypeIsPacked(st) || !mlirLLVMStructTypeIsLiteral(st))
    return (MlirValue){NULL};
  intptr_t n = mlirLLVMStructTypeGetNumElementTypes(st);
  if (n > 64)
    return (MlirValue){NULL};
  /* Every use must be a constant GEP [0, k] into the struct, or the call. */
  for (MlirOpOperand u = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(u);
       u = mlirOpOperandGetNextUse(u)) {
    MlirOperation user = mlirOpOperandGetOwner(u);
    if (mlirOperationEqual(user, call))
      continue;
    MlirAttribute idx = hidetOpAttr(user, "rawConstantIndices");
    MlirAttribute et = hidetOpAttr(user, "elem_type");
    if (!hidetOpIs(user, "llvm.getelementptr") || mlirOperationGetNumOperands(user) != 1 ||
        mlirAttributeIsNull(idx) || mlirDenseArrayGetNumElements(idx) != 2 ||
        mlirDenseI32ArrayGetElement(idx, 0) != 0 || mlirAttributeIsNull(et) ||
        !mlirTypeEqual(mlirTypeAttrGetValue(et), st))
      return (MlirValue){NULL};
  }
  /* The device layout: each field at the next multiple of its size. */
  EmuModule *m = r->m;
  MlirType fields[2 * 64 + 1];
  int32_t index[64];
  intptr_t nf = 0;
  int64_t offset = 0;
  for (intptr_t i = 0; i < n; ++i) {
    MlirType ft = mlirLLVMStructTypeGetElementType(st, i);
    int64_t size = printfFieldBytes(ft);
    if (size == 0)
      return (MlirValue){NULL};
    int64_t at = (offset + size - 1) / size * size;
    if (at > offset)
      fields[nf++] = mlirLLVMArrayTypeGet(emuI(m, 8), (unsigned)(at - offset));
    index[i] = (int32_t)nf;
    fields[nf++] = ft;
    offset = at + size;
  }
  MlirType packed = mlirLLVMStructTypeLiteralGet(m->ctx, nf, fields, true);
  for (MlirOpOperand u = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(u);
       u = mlirOpOperandGetNextUse(u)) {
    MlirOperation user = mlirOpOperandGetOwner(u);
    if (mlirOperationEqual(user, call))
      continue;
    int32_t k = mlirDenseI32ArrayGetElement(hidetOpAttr(user, "rawConstantIndices"), 1);
    if (k < 0 || k >= n)
      return (MlirValue){NULL};
    int32_t newIdx[2] = {0, index[k]};
    mlirOperationSetAttributeByName(user, mlirStringRefCreateFromCString("rawConstantIndices"),
                                    mlirDenseI32ArrayGet(m->ctx, 2, newIdx));
    mlirOperationSetAttributeByName(user, mlirStringRefCreateFromCString("elem_type"),
                                    mlirTypeAttrGet(packed));
  }
  mlirOperationSetAttributeByName(def, mlirStringRefCreateFromCString("elem_type"),
                                  mlirTypeAttrGet(packed));
  EmuBuilder after = emuBuilderBefore(m, mlirOperationGetNextInBlock(def));
  MlirValue bytes = emuConstInt(&after, emuI(m, 64), offset);
  MlirValue ops[3] = {v, emuConstInt(&after, emuI(m, 8), 0), bytes};
  MlirNamedAttribute vol = emuAttr(m, "isVolatile", mlirBoolAttrGet(m->ctx, 0));
  emuOp(&after, "llvm.intr.memset", 3, ops, 0, NULL, 1, &vol);
  return bytes;
}

static bool rewriteCall(KernelRewrite *r, MlirOperation op) {
  MlirAttribute callee = hidetOpAttr(op, "callee");
  if (mlirAttributeIsNull(callee) || !mlirAttributeIsAFlatSymbolRef(callee))
    return true;
  MlirStringRef name = mlirFlatSymbolRefAttrGetValue(callee);
  bool isPrintf = name.length == 7 && strncmp(name.data, "vprintf", 7) == 0;
  bool isAssert = name.length == 12 && strncmp(name.data, "__assertfail", 12) == 0;
  if (!isPrintf && !isAssert)
    return true;
  EmuModule *m = r->m;
  EmuBuilder b = emuBuilderBefore(m, op);
  bool ok = true;
  if (isPrintf) {
    if (mlirOperationGetNumOperands(op) != 2) {
      hidetEmitOpError(op, "calls vprintf with %d operands; the device vprintf takes (format, "
                           "argument buffer)",
                       (int)mlirOperationGetNumOperands(op));
      return false;
    }
    MlirValue buf = mlirOperationGetOperand(op, 1);
    MlirValue bytes = printfBufferBytes(r, buf, op);
    MlirValue args[4] = {mlirOperationGetOperand(op, 0), buf,
                         bytes.ptr ? bytes : emuConstInt(&b, emuI(m, 64), -1),
                         emuSiteString(&b, "printf")};
    MlirValue res = emuCallRuntime(&b, "hidet_emu_printf", emuI(m, 32), 4, args, &ok);
    if (!ok)
      return false;
    replaceAndErase(op, res);
    return true;
  }
  if (mlirOperationGetNumOperands(op) != 5) {
    hidetEmitOpError(op, "calls __assertfail with %d operands; it takes (message, file, line, "
                         "function, char size)",
                     (int)mlirOperationGetNumOperands(op));
    return false;
  }
  MlirValue args[5];
  for (int i = 0; i < 5; ++i)
    args[i] = mlirOperationGetOperand(op, i);
  emuCallRuntime(&b, "hidet_emu_assertfail", emuVoid(m), 5, args, &ok);
  if (ok)
    mlirOperationDestroy(op);
  return ok;
}

/* ---- Driver. ----------------------------------------------------------- */
static bool rewriteOne(KernelRewrite *r, MlirOperation op) {
  char name[128];
  hidetOpName(op, name, sizeof name);
  if (startsWith(name, "nvvm.read.ptx.sreg."))
    return rewriteSreg(r, op, name + strlen("nvvm.read.ptx.sreg."));
  if (strcmp(name, "nvvm.barrier0") == 0 || strcmp(name, "nvvm.barrier") == 0)
    return rewriteBarrier(r, op, strcmp(name, "nvvm.barrier0") == 0);
  if (strcmp(name, "nvvm.bar.warp.sync") == 0)
    return rewriteVote(r, op, true);
  if (strcmp(name, "nvvm.vote.sync") == 0)
    return rewriteVote(r, op, false);
  if (strcmp(name, "nvvm.shfl.sync") == 0)
    return rewriteShfl(r, op);
  if (strcmp(name, "nvvm.ldmatrix") == 0)
    return rewriteLdmatrix(r, op);
  if (strcmp(name, "nvvm.mma.sync") == 0)
    return rewriteMma(r, op);
  if (strcmp(name, "nvvm.wmma.load") == 0)
    return rewriteWmmaLoad(r, op);
  if (strcmp(name, "nvvm.wmma.mma") == 0)
    return rewriteWmmaMma(r, op);
  if (strcmp(name, "nvvm.wmma.store") == 0)
    return rewriteWmmaStore(r, op);
  if (strcmp(name, "nvvm.redux.sync") == 0)
    return rewriteRedux(r, op);
  if (strcmp(name, "nvvm.cp.async.shared.global") == 0)
    return rewriteCpAsync(r, op);
  if (strcmp(name, "nvvm.cp.async.commit.group") == 0)
    return rewriteCpAsyncGroup(r, op, false);
  if (strcmp(name, "nvvm.cp.async.wait.group") == 0)
    return rewriteCpAsyncGroup(r, op, true);
  int hopper = emuRewriteHopperOp(r->m, op, name);
  if (hopper >= 0)
    return hopper == 1;
  if (startsWith(name, "nvvm.fence") || startsWith(name, "nvvm.membar")) {
    mlirOperationDestroy(op);
    return true;
  }
  if (strcmp(name, "llvm.mlir.addressof") == 0)
    return rewriteAddressOf(r, op);
  if (strcmp(name, "llvm.call") == 0)
    return rewriteCall(r, op);
  if (startsWith(name, "nvvm.")) {
    hidetEmitOpError(op, "is not emulated (docs/emulator.md lists the NVVM ops the emulator "
                         "supports)");
    return false;
  }
  if (strcmp(name, "llvm.inline_asm") == 0) {
    hidetEmitOpError(op, "inline PTX cannot be emulated");
    return false;
  }
  if (strcmp(name, "llvm.call_intrinsic") == 0) {
    char intrin[128];
    emuStringAttr(op, "intrin", intrin, sizeof intrin);
    if (startsWith(intrin, "llvm.nvvm.")) {
      hidetEmitOpError(op, "the NVVM intrinsic '%s' is not emulated", intrin);
      return false;
    }
    return true;
  }
  if (!r->o->boundsCheck)
    return true;
  if (strcmp(name, "llvm.load") == 0)
    return insertCheck(r, op, mlirOperationGetOperand(op, 0),
                       mlirValueGetType(mlirOperationGetResult(op, 0)), HIDET_EMU_LOAD, "load");
  if (strcmp(name, "llvm.store") == 0)
    return insertCheck(r, op, mlirOperationGetOperand(op, 1),
                       mlirValueGetType(mlirOperationGetOperand(op, 0)), HIDET_EMU_STORE, "store");
  if (strcmp(name, "llvm.atomicrmw") == 0)
    return insertCheck(r, op, mlirOperationGetOperand(op, 0),
                       mlirValueGetType(mlirOperationGetOperand(op, 1)), HIDET_EMU_ATOMIC,
                       "atomic");
  if (strcmp(name, "llvm.cmpxchg") == 0)
    return insertCheck(r, op, mlirOperationGetOperand(op, 0),
                       mlirValueGetType(mlirOperationGetOperand(op, 1)), HIDET_EMU_ATOMIC,
                       "atomic");
  return true;
}

bool emuRewriteFunction(EmuModule *m, MlirOperation fn, const EmuShared *shared, int numShared,
                        const EmuOptions *o) {
  static const char *const kPrefixes[] = {"nvvm.", "llvm.", NULL};
  MlirOperation *ops = NULL;
  int n = hidetCollectOps(fn, kPrefixes, &ops);
  KernelRewrite r = {m, shared, numShared, o};
  bool ok = true;
  bool track = false;
  char name[128];
  for (int i = 0; i < n && !track; ++i)
    track = emuHopperNeedsProxyTracking(hidetOpName(ops[i], name, sizeof name));
  if (track && o->boundsCheck) { /* the writes are seen by hidet_emu_check */
    MlirBlock entry = mlirRegionGetFirstBlock(mlirOperationGetRegion(fn, 0));
    EmuBuilder b = emuBuilderBefore(m, mlirBlockGetFirstOperation(entry));
    emuCallRuntime(&b, "hidet_emu_proxy_track", emuVoid(m), 0, NULL, &ok);
  }
  for (int i = 0; i < n; ++i)
    ok = rewriteOne(&r, ops[i]) && ok;
  free(ops);
  return ok;
}
