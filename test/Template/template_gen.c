/*===-- template_gen.c - hidet-template-gen: matmul template test kernels ===*
 * hidet-template-gen SCHEDULE MODE BATCH M N K [--emit=inlined|hooks|raw]
 *   Instantiates the f32 SIMT matmul template (codegen/templates/matmul_simt.c)
 *   for C[b] = A[b] @ B[b] with A: memref<BxMxK>, B: memref<BxKxN>,
 *   C: memref<BxMxN> (the kernel's arguments, in that order) and prints a
 *   module runnable by `hidet-run --target=emulate --entry=main`:
 *     module attributes {gpu.container_module} {
 *       gpu.module @tmpl { <the template's kernel @matmul> }
 *       func.func @main(%A, %B, %C) { gpu.launch_func with the launch dims }
 *     }
 *   The template only declares its hooks; this tool defines them for plain
 *   memory (predicated loads, cp.async with zero fill, identity post, a
 *   plain store) and, by default, inlines them: upstream `mlir-opt --inline`
 *   does not inline calls inside a gpu.func (the gpu dialect does not allow
 *   inlining into its regions) nor nvgpu ops (no inliner interface), so the
 *   tool inlines through the C API itself.
 *     --emit=inlined  hooks defined and inlined (default)
 *     --emit=hooks    hooks defined as private functions, calls kept
 *     --emit=raw      the template's text as generated (no hook bodies)
 *   MODE is `register` or `async`; SCHEDULE is the text form
 *   ("w2x2-o2x2-l4x8-i4x4-k8-s2").
 * hidet-template-gen --ref BATCH M N K
 *   Prints the graph-dialect reference @main (f64 batch_matmul, cast back to
 *   f32) for hidet-run --compare.
 *===----------------------------------------------------------------------===*/
#include "hidet-c/Dialects.h"
#include "matmul_simt.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/IR.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int usage(void) {
  fprintf(stderr, "usage: hidet-template-gen SCHEDULE register|async BATCH M N K "
                  "[--emit=inlined|hooks|raw]\n"
                  "       hidet-template-gen --ref BATCH M N K\n");
  return 2;
}

static bool parseDim(const char *s, int64_t *out) {
  char *end;
  long long v = strtoll(s, &end, 10);
  if (*s == '\0' || *end != '\0' || v < 1)
    return false;
  *out = v;
  return true;
}

/* ---- Hook definitions for plain memory. --------------------------------- */
/* Every hook takes the kernel's arguments (A, B, C) after its own operands. */
#define ARGS "%%A: %s, %%B: %s, %%C: %s"

/* load_lhs / load_rhs: a 16-byte vector load when all 4 lanes are valid,
 * otherwise lane by lane under scf.if (zeros beyond nvalid). `src` names the
 * operand (%A or %B) and `i0`, `i1` the two indices before the vector dim
 * and the vector dim (e.g. "%m", "%k"). */
static void defineLoad(HidetStr *o, const char *name, const char *p0, const char *p1,
                       const char *src, const char *srcTy, bool aligned, const char *tA,
                       const char *tB, const char *tC) {
  hidetStrAppendf(o,
                  "func.func private @%s(%%b: index, %%%s: index, %%%s: index, %%nv: index, " ARGS
                  ") -> vector<4xf32> {\n",
                  name, p0, p1, tA, tB, tC);
  hidetStrAppendf(o, "  %%c4 = arith.constant 4 : index\n"
                     "  %%f0 = arith.constant 0.0 : f32\n"
                     "  %%full = arith.cmpi eq, %%nv, %%c4 : index\n"
                     "  %%r = scf.if %%full -> (vector<4xf32>) {\n");
  hidetStrAppendf(o, "    %%v = vector.load %s[%%b, %%%s, %%%s]%s : %s, vector<4xf32>\n", src, p0,
                  p1, aligned ? " {alignment = 16 : i64}" : "", srcTy);
  hidetStrAppendf(o, "    scf.yield %%v : vector<4xf32>\n  } else {\n"
                     "    %%z0 = arith.constant dense<0.0> : vector<4xf32>\n");
  for (int j = 0; j < 4; ++j) {
    hidetStrAppendf(o,
                    "    %%c%d_ = arith.constant %d : index\n"
                    "    %%ok%d = arith.cmpi ult, %%c%d_, %%nv : index\n"
                    "    %%i%d = arith.addi %%%s, %%c%d_ : index\n"
                    "    %%x%d = scf.if %%ok%d -> (f32) {\n"
                    "      %%l = memref.load %s[%%b, %%%s, %%i%d] : %s\n"
                    "      scf.yield %%l : f32\n"
                    "    } else {\n"
                    "      scf.yield %%f0 : f32\n"
                    "    }\n"
                    "    %%z%d = vector.insert %%x%d, %%z%d [%d] : f32 into vector<4xf32>\n",
                    j, j, j, j, j, p1, j, j, j, src, p0, j, srcTy, j + 1, j, j, j);
  }
  hidetStrAppendf(o, "    scf.yield %%z4 : vector<4xf32>\n  }\n  return %%r : vector<4xf32>\n}\n");
}

/* copy_lhs / copy_rhs: one 16-byte cp.async (zero fill beyond nvalid) when
 * the rows are 16-byte aligned (the vector dim a multiple of 4), else four
 * 4-byte copies with 1 or 0 source elements; source indices of lanes beyond
 * nvalid are clamped into the row so every address stays in bounds. */
static void defineCopy(HidetStr *o, const char *name, const char *dstTy, const char *p0,
                       const char *p1, const char *src, const char *srcTy, int64_t extent,
                       const char *tA, const char *tB, const char *tC) {
  hidetStrAppendf(o,
                  "func.func private @%s(%%dst: %s, %%s: index, %%r: index, %%c: index, %%b: index, "
                  "%%%s: index, %%%s: index, %%nv: index, " ARGS
                  ") -> !nvgpu.device.async.token {\n",
                  name, dstTy, p0, p1, tA, tB, tC);
  if (extent % 4 == 0) {
    hidetStrAppendf(o,
                    "  %%t = nvgpu.device_async_copy %s[%%b, %%%s, %%%s], %%dst[%%s, %%r, %%c], 4, "
                    "%%nv {bypassL1} : %s to %s\n  return %%t : !nvgpu.device.async.token\n}\n",
                    src, p0, p1, srcTy, dstTy);
    return;
  }
  hidetStrAppendf(o,
                  "  %%c0 = arith.constant 0 : index\n  %%c1 = arith.constant 1 : index\n"
                  "  %%last = arith.constant %lld : index\n",
                  (long long)(extent - 1));
  for (int j = 0; j < 4; ++j)
    hidetStrAppendf(o,
                    "  %%j%d = arith.constant %d : index\n"
                    "  %%u%d = arith.addi %%%s, %%j%d : index\n"
                    "  %%e%d = arith.minui %%u%d, %%last : index\n"
                    "  %%ok%d = arith.cmpi ult, %%j%d, %%nv : index\n"
                    "  %%n%d = arith.select %%ok%d, %%c1, %%c0 : index\n"
                    "  %%d%d = arith.addi %%c, %%j%d : index\n"
                    "  %%t%d = nvgpu.device_async_copy %s[%%b, %%%s, %%e%d], %%dst[%%s, %%r, %%d%d], "
                    "1, %%n%d : %s to %s\n",
                    j, j, j, p1, j, j, j, j, j, j, j, j, j, j, src, p0, j, j, j, srcTy, dstTy);
  hidetStrAppendf(o, "  return %%t3 : !nvgpu.device.async.token\n}\n");
}

/* Prints the function type's input `i` of a func.func declaration. */
static void inputType(MlirOperation func, intptr_t i, HidetStr *out) {
  MlirType ft = mlirTypeAttrGetValue(hidetOpAttr(func, "function_type"));
  *out = hidetPrintType(mlirFunctionTypeGetInput(ft, i));
}

static const char *symName(MlirOperation op, char *buf, size_t size) {
  MlirAttribute a = hidetOpAttr(op, "sym_name");
  buf[0] = '\0';
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAString(a))
    return buf;
  MlirStringRef s = mlirStringAttrGetValue(a);
  snprintf(buf, size, "%.*s", (int)s.length, s.data);
  return buf;
}

/* Replaces every hook declaration of `gpuModule` by its definition. */
static bool defineHooks(MlirContext ctx, MlirOperation gpuModule, const HidetMatmulProblem *p,
                        const char *tA, const char *tB, const char *tC) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(gpuModule, 0));
  MlirOperation op = mlirBlockGetFirstOperation(body);
  while (!mlirOperationIsNull(op)) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    char opName[64], name[128];
    hidetOpName(op, opName, sizeof opName);
    symName(op, name, sizeof name);
    if (strcmp(opName, "func.func") != 0 || strncmp(name, "__hidet_", 8) != 0) {
      op = next;
      continue;
    }
    HidetStr def;
    hidetStrInit(&def);
    if (strcmp(name, "__hidet_load4_in0") == 0) {
      defineLoad(&def, name, "m", "k", "%A", tA, p->k % 4 == 0, tA, tB, tC);
    } else if (strcmp(name, "__hidet_load4_in1") == 0) {
      defineLoad(&def, name, "k", "n", "%B", tB, p->n % 4 == 0, tA, tB, tC);
    } else if (strcmp(name, "__hidet_copy_in0") == 0 || strcmp(name, "__hidet_copy_in1") == 0) {
      bool lhs = strcmp(name, "__hidet_copy_in0") == 0;
      HidetStr dst;
      inputType(op, 0, &dst);
      defineCopy(&def, name, dst.data, lhs ? "m" : "k", lhs ? "k" : "n", lhs ? "%A" : "%B",
                 lhs ? tA : tB, lhs ? p->k : p->n, tA, tB, tC);
      hidetStrFree(&dst);
    } else if (strcmp(name, "__hidet_post_in0") == 0 || strcmp(name, "__hidet_post_in1") == 0) {
      hidetStrAppendf(&def,
                      "func.func private @%s(%%v: f32, %%b: index, %%i: index, %%j: index, " ARGS
                      ") -> f32 {\n  return %%v : f32\n}\n",
                      name, tA, tB, tC);
    } else if (strcmp(name, "__hidet_store_out0") == 0) {
      hidetStrAppendf(&def,
                      "func.func private @%s(%%v: f32, %%b: index, %%m: index, %%n: index, " ARGS
                      ") {\n  memref.store %%v, %%C[%%b, %%m, %%n] : %s\n  return\n}\n",
                      name, tA, tB, tC, tC);
    } else {
      fprintf(stderr, "hidet-template-gen: unknown hook @%s\n", name);
      hidetStrFree(&def);
      return false;
    }
    MlirOperation f = mlirOperationCreateParse(ctx, mlirStringRefCreate(def.data, def.len),
                                               mlirStringRefCreateFromCString(name));
    if (mlirOperationIsNull(f)) {
      fprintf(stderr, "hidet-template-gen: cannot parse the definition of @%s:\n%s", name,
              def.data);
      hidetStrFree(&def);
      return false;
    }
    hidetStrFree(&def);
    mlirBlockInsertOwnedOperationBefore(body, op, f);
    mlirOperationDestroy(op);
    op = next;
  }
  return true;
}

/* ---- Inlining. ------------------------------------------------------------ */
typedef struct {
  MlirOperation *ops;
  int n, cap;
} OpList;

static MlirWalkResult collectHookCalls(MlirOperation op, void *userData) {
  OpList *l = userData;
  char name[64];
  hidetOpName(op, name, sizeof name);
  if (strcmp(name, "func.call") != 0)
    return MlirWalkResultAdvance;
  MlirStringRef callee = mlirFlatSymbolRefAttrGetValue(hidetOpAttr(op, "callee"));
  if (callee.length < 8 || strncmp(callee.data, "__hidet_", 8) != 0)
    return MlirWalkResultAdvance;
  if (l->n == l->cap) {
    l->cap = l->cap ? 2 * l->cap : 256;
    l->ops = realloc(l->ops, (size_t)l->cap * sizeof *l->ops);
    if (!l->ops)
      abort();
  }
  l->ops[l->n++] = op;
  return MlirWalkResultAdvance;
}

/* Inlines a call of a single-block function: a clone's arguments are
 * replaced by the call's operands, its ops move before the call, and the
 * call's results by the operands of its return. */
static void inlineCall(MlirOperation call, MlirOperation callee) {
  MlirOperation clone = mlirOperationClone(callee);
  MlirBlock entry = mlirRegionGetFirstBlock(mlirOperationGetRegion(clone, 0));
  for (intptr_t i = 0; i < mlirBlockGetNumArguments(entry); ++i)
    mlirValueReplaceAllUsesOfWith(mlirBlockGetArgument(entry, i), mlirOperationGetOperand(call, i));
  MlirOperation op = mlirBlockGetFirstOperation(entry);
  while (!mlirOperationIsNull(op)) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    if (mlirOperationIsNull(next)) { /* func.return */
      for (intptr_t i = 0; i < mlirOperationGetNumResults(call); ++i)
        mlirValueReplaceAllUsesOfWith(mlirOperationGetResult(call, i),
                                      mlirOperationGetOperand(op, i));
      break;
    }
    mlirOperationMoveBefore(op, call);
    op = next;
  }
  mlirOperationDestroy(call);
  mlirOperationDestroy(clone);
}

static bool inlineHooks(MlirOperation gpuModule) {
  OpList calls = {0};
  mlirOperationWalk(gpuModule, collectHookCalls, &calls, MlirWalkPreOrder);
  MlirSymbolTable table = mlirSymbolTableCreate(gpuModule);
  bool ok = true;
  for (int i = 0; i < calls.n && ok; ++i) {
    MlirStringRef callee = mlirFlatSymbolRefAttrGetValue(hidetOpAttr(calls.ops[i], "callee"));
    MlirOperation f = mlirSymbolTableLookup(table, callee);
    if (mlirOperationIsNull(f) || mlirRegionIsNull(mlirOperationGetRegion(f, 0)) ||
        mlirBlockIsNull(mlirRegionGetFirstBlock(mlirOperationGetRegion(f, 0)))) {
      fprintf(stderr, "hidet-template-gen: hook @%.*s has no definition\n", (int)callee.length,
              callee.data);
      ok = false;
      break;
    }
    inlineCall(calls.ops[i], f);
  }
  mlirSymbolTableDestroy(table);
  free(calls.ops);
  if (!ok)
    return false;
  /* symbol-dce: the hooks are unused now. */
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(gpuModule, 0));
  MlirOperation op = mlirBlockGetFirstOperation(body);
  while (!mlirOperationIsNull(op)) {
    MlirOperation next = mlirOperationGetNextInBlock(op);
    char name[128];
    if (strncmp(symName(op, name, sizeof name), "__hidet_", 8) == 0)
      mlirOperationDestroy(op);
    op = next;
  }
  return true;
}

static void printToStdout(MlirStringRef s, void *userData) {
  (void)userData;
  fwrite(s.data, 1, s.length, stdout);
}

/* ---- Main. ---------------------------------------------------------------- */
static int emitReference(int64_t batch, int64_t m, int64_t n, int64_t k) {
  char a[64], b[64], c[64];
  snprintf(a, sizeof a, "%lldx%lldx%lld", (long long)batch, (long long)m, (long long)k);
  snprintf(b, sizeof b, "%lldx%lldx%lld", (long long)batch, (long long)k, (long long)n);
  snprintf(c, sizeof c, "%lldx%lldx%lld", (long long)batch, (long long)m, (long long)n);
  printf("// C = f64(A) @ f64(B) cast to f32 (hidet-template-gen --ref).\n"
         "func.func @main(%%a: tensor<%sxf32>, %%b: tensor<%sxf32>) -> tensor<%sxf32> {\n"
         "  %%a64 = \"graph.cast\"(%%a) : (tensor<%sxf32>) -> tensor<%sxf64>\n"
         "  %%b64 = \"graph.cast\"(%%b) : (tensor<%sxf32>) -> tensor<%sxf64>\n"
         "  %%p = \"graph.batch_matmul\"(%%a64, %%b64) : (tensor<%sxf64>, tensor<%sxf64>) -> "
         "tensor<%sxf64>\n"
         "  %%c = \"graph.cast\"(%%p) : (tensor<%sxf64>) -> tensor<%sxf32>\n"
         "  return %%c : tensor<%sxf32>\n}\n",
         a, b, c, a, a, b, b, a, b, c, c, c, c);
  return 0;
}

int main(int argc, char **argv) {
  if (argc == 6 && strcmp(argv[1], "--ref") == 0) {
    int64_t d[4];
    for (int i = 0; i < 4; ++i)
      if (!parseDim(argv[2 + i], &d[i]))
        return usage();
    return emitReference(d[0], d[1], d[2], d[3]);
  }
  if (argc != 7 && argc != 8)
    return usage();
  const char *emit = "inlined";
  if (argc == 8) {
    if (strncmp(argv[7], "--emit=", 7) != 0)
      return usage();
    emit = argv[7] + 7;
    if (strcmp(emit, "inlined") && strcmp(emit, "hooks") && strcmp(emit, "raw"))
      return usage();
  }
  HidetMatmulSchedule s;
  char why[256];
  if (!hidetMatmulScheduleParse(argv[1], &s, why, sizeof why)) {
    fprintf(stderr, "hidet-template-gen: %s\n", why);
    return 1;
  }
  HidetMatmulLoadMode mode;
  if (strcmp(argv[2], "register") == 0)
    mode = HIDET_MATMUL_LOAD_REGISTER;
  else if (strcmp(argv[2], "async") == 0)
    mode = HIDET_MATMUL_LOAD_ASYNC;
  else
    return usage();
  HidetMatmulProblem p = {0};
  if (!parseDim(argv[3], &p.batch) || !parseDim(argv[4], &p.m) || !parseDim(argv[5], &p.n) ||
      !parseDim(argv[6], &p.k))
    return usage();

  char tA[96], tB[96], tC[96];
  snprintf(tA, sizeof tA, "memref<%lldx%lldx%lldxf32>", (long long)p.batch, (long long)p.m,
           (long long)p.k);
  snprintf(tB, sizeof tB, "memref<%lldx%lldx%lldxf32>", (long long)p.batch, (long long)p.k,
           (long long)p.n);
  snprintf(tC, sizeof tC, "memref<%lldx%lldx%lldxf32>", (long long)p.batch, (long long)p.m,
           (long long)p.n);
  const char *const argTypes[3] = {tA, tB, tC};
  HidetStr text;
  hidetStrInit(&text);
  hidetStrAppendf(&text, "module attributes {gpu.container_module} {\n");
  HidetLaunchDims launch;
  if (!hidetMatmulTemplateEmit(&text, "tmpl", "matmul", &p, &s, mode, 3, argTypes, &launch, why,
                               sizeof why)) {
    fprintf(stderr, "hidet-template-gen: %s\n", why);
    hidetStrFree(&text);
    return 1;
  }
  hidetStrAppendf(&text,
                  "func.func @main(%%A: %s, %%B: %s, %%C: %s) {\n"
                  "  %%one = arith.constant 1 : index\n"
                  "  %%gx = arith.constant %lld : index\n"
                  "  %%gy = arith.constant %lld : index\n"
                  "  %%gz = arith.constant %lld : index\n"
                  "  %%t = arith.constant %lld : index\n"
                  "  gpu.launch_func @tmpl::@matmul blocks in (%%gx, %%gy, %%gz) threads in (%%t, "
                  "%%one, %%one) args(%%A : %s, %%B : %s, %%C : %s)\n"
                  "  return\n}\n}\n",
                  tA, tB, tC, (long long)launch.grid[0], (long long)launch.grid[1],
                  (long long)launch.grid[2], (long long)launch.block, tA, tB, tC);
  if (strcmp(emit, "raw") == 0) {
    fputs(text.data, stdout);
    hidetStrFree(&text);
    return 0;
  }

  MlirContext ctx = hidetContextCreate();
  if (mlirContextIsNull(ctx)) {
    hidetStrFree(&text);
    return 1;
  }
  int rc = 1;
  MlirModule module =
      mlirModuleCreateParse(ctx, mlirStringRefCreate(text.data, text.len));
  if (mlirModuleIsNull(module)) {
    fprintf(stderr, "hidet-template-gen: the template's text does not parse (see --emit=raw)\n");
    goto done;
  }
  MlirOperation top = mlirModuleGetOperation(module);
  MlirOperation gpuModule =
      mlirBlockGetFirstOperation(mlirRegionGetFirstBlock(mlirOperationGetRegion(top, 0)));
  if (!mlirOperationVerify(top)) {
    fprintf(stderr, "hidet-template-gen: the template's module does not verify\n");
  } else if (!defineHooks(ctx, gpuModule, &p, tA, tB, tC)) {
  } else if (strcmp(emit, "inlined") == 0 && !inlineHooks(gpuModule)) {
  } else if (!mlirOperationVerify(top)) {
    fprintf(stderr, "hidet-template-gen: the module with hook definitions does not verify\n");
  } else {
    mlirOperationPrint(top, printToStdout, NULL);
    printf("\n");
    rc = 0;
  }
  mlirModuleDestroy(module);
done:
  mlirContextDestroy(ctx);
  hidetStrFree(&text);
  return rc;
}
