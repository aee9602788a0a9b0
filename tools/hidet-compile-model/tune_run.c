/*===-- tune_run.c - One tuning candidate: compile, run, compare, time ----===*
 * A bench is one kernel's standalone graph module (@forward: the kernel
 * function's graph ops) with seeded inputs. A candidate is that module
 * compiled with a one-line schedule cache and tune=measure (so a kernel
 * whose key the line does not match is an error, never silently the cost
 * model's pick), lowered for the device (the CUDA host lowering, or the
 * emulator's), JIT-compiled in process and called through its C interface
 * on memref descriptors over the bench's buffers: device buffers on CUDA,
 * host buffers for the emulator.
 *===----------------------------------------------------------------------===*/
#define _XOPEN_SOURCE 700 /* mkstemp */
#include "tune.h"

#include "model.h"

#include "emulator.h"
#include "hidet-c/Passes.h"
#include "hidet_cuda.h"
#include "hidet_internal.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/ExecutionEngine.h"
#include "mlir-c/Pass.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef enum { EL_F32, EL_F16, EL_BF16, EL_F64, EL_INT } ElemKind;

typedef struct {
  ElemKind kind;
  int64_t elemBytes, numElements;
  int rank;
  int64_t shape[16];
} TuneArg;

struct ModelTuneBench {
  MlirContext ctx;
  MlirModule standalone;
  ModelTuneDevice device;
  const char *arch;
  const char *extraOpts;
  const ModelTuneOptions *opts;
  uint64_t seed;
  int numOutputs;
  /* Known once a candidate compiled: the entry's memref arguments. */
  int numArgs;
  TuneArg *args;
  void **host;       /* inputs: the seeded values; outputs: the last run's */
  void **dev;        /* where the kernels read and write (== host for the emulator) */
  int64_t **descs;   /* memref descriptors over dev */
  void ***packed;    /* packed-call slots: &descs[i] */
  void **reference;  /* the first candidate's outputs (NULL until then) */
  char cachePath[64];
  char diag[512];    /* the first error diagnostic of the current candidate */
};

/* ---- Element conversions (for inputs and the comparison). ---- */
static uint16_t floatToHalf(float f) {
  uint32_t x;
  memcpy(&x, &f, 4);
  uint32_t sign = (x >> 16) & 0x8000, e = (x >> 23) & 0xff, m = x & 0x7fffff;
  if (e == 0xff)
    return (uint16_t)(sign | 0x7c00 | (m ? 0x200 : 0));
  int32_t he = (int32_t)e - 127 + 15;
  if (he >= 31)
    return (uint16_t)(sign | 0x7c00);
  if (he <= 0) { /* subnormal or zero: inputs here are in [-1, 1), rounding to 0 is fine */
    if (he < -10)
      return (uint16_t)sign;
    m |= 0x800000;
    uint32_t shift = (uint32_t)(14 - he);
    uint32_t hm = m >> shift, rem = m & ((1u << shift) - 1), half = 1u << (shift - 1);
    if (rem > half || (rem == half && (hm & 1)))
      hm++;
    return (uint16_t)(sign | hm);
  }
  uint32_t hm = m >> 13, rem = m & 0x1fff;
  uint32_t h = sign | ((uint32_t)he << 10) | hm;
  if (rem > 0x1000 || (rem == 0x1000 && (hm & 1)))
    h++; /* may carry into the exponent: still the right rounding */
  return (uint16_t)h;
}

static float halfToFloat(uint16_t h) {
  uint32_t sign = (uint32_t)(h & 0x8000) << 16, e = (h >> 10) & 0x1f, m = h & 0x3ff;
  float f;
  if (e == 0)
    f = ldexpf((float)m, -24);
  else if (e == 31)
    f = m ? NAN : INFINITY;
  else
    f = ldexpf((float)(m | 0x400), (int)e - 25);
  uint32_t x;
  memcpy(&x, &f, 4);
  x |= sign;
  memcpy(&f, &x, 4);
  return f;
}

static uint16_t floatToBf16(float f) {
  uint32_t x;
  memcpy(&x, &f, 4);
  x += 0x7fff + ((x >> 16) & 1); /* round to nearest even (inputs are finite) */
  return (uint16_t)(x >> 16);
}

static float bf16ToFloat(uint16_t h) {
  uint32_t x = (uint32_t)h << 16;
  float f;
  memcpy(&f, &x, 4);
  return f;
}

static double elementAt(const TuneArg *a, const void *buf, int64_t i) {
  const char *p = (const char *)buf + i * a->elemBytes;
  switch (a->kind) {
  case EL_F32: {
    float f;
    memcpy(&f, p, 4);
    return f;
  }
  case EL_F64: {
    double d;
    memcpy(&d, p, 8);
    return d;
  }
  case EL_F16:
  case EL_BF16: {
    uint16_t h;
    memcpy(&h, p, 2);
    return a->kind == EL_F16 ? halfToFloat(h) : bf16ToFloat(h);
  }
  case EL_INT: {
    int64_t v = 0;
    memcpy(&v, p, (size_t)a->elemBytes); /* little-endian; sign ignored: compared exactly */
    return (double)v;
  }
  }
  return 0;
}

static void setElement(const TuneArg *a, void *buf, int64_t i, double v) {
  char *p = (char *)buf + i * a->elemBytes;
  switch (a->kind) {
  case EL_F32: {
    float f = (float)v;
    memcpy(p, &f, 4);
    break;
  }
  case EL_F64:
    memcpy(p, &v, 8);
    break;
  case EL_F16:
  case EL_BF16: {
    uint16_t h = a->kind == EL_F16 ? floatToHalf((float)v) : floatToBf16((float)v);
    memcpy(p, &h, 2);
    break;
  }
  case EL_INT: {
    int64_t x = (int64_t)v;
    memcpy(p, &x, (size_t)a->elemBytes);
    break;
  }
  }
}

/* splitmix64: the seeded inputs. */
static uint64_t nextRandom(uint64_t *state) {
  uint64_t z = (*state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* Floats: uniform in [-1, 1). Integers stay 0: a kernel may use them as
 * indices (gather, masks), and 0 is in range for any of them. */
static void fillInput(const TuneArg *a, void *buf, uint64_t *state) {
  memset(buf, 0, (size_t)(a->numElements * a->elemBytes));
  if (a->kind == EL_INT)
    return;
  for (int64_t i = 0; i < a->numElements; ++i)
    setElement(a, buf, i, (double)(nextRandom(state) >> 11) * 0x1p-52 - 1.0);
}

/* Tolerances of the comparison with the first candidate: candidates differ
 * in summation order (tiles, split-k), not in what they compute. */
static void tolerance(ElemKind k, double *atol, double *rtol) {
  *atol = *rtol = k == EL_F16 ? 2e-2 : k == EL_BF16 ? 6e-2 : k == EL_INT ? 0 : 1e-3;
}

/* ---- Diagnostics of a candidate's compile: kept, not printed. ---- */
static void appendText(MlirStringRef s, void *userData) {
  char *buf = userData;
  size_t n = strlen(buf), room = 511 - n;
  size_t k = s.length < room ? s.length : room;
  memcpy(buf + n, s.data, k);
  buf[n + k] = '\0';
}

static MlirLogicalResult captureDiagnostic(MlirDiagnostic d, void *userData) {
  ModelTuneBench *b = userData;
  if (mlirDiagnosticGetSeverity(d) == MlirDiagnosticError && !b->diag[0])
    mlirDiagnosticPrint(d, appendText, b->diag);
  return mlirLogicalResultSuccess(); /* handled: a rejected candidate is not the model's error */
}

static bool runPipeline(ModelTuneBench *b, MlirModule m, const char *text, char *why, size_t whySize) {
  MlirPassManager pm = mlirPassManagerCreate(b->ctx);
  HidetPipelineError err;
  bool ok = mlirLogicalResultIsSuccess(
      hidetPassManagerAddPipeline(pm, mlirStringRefCreateFromCString(text), &err));
  if (!ok)
    snprintf(why, whySize, "bad pipeline at offset %zu: %s", err.offset, err.message);
  else if (!(ok = mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(m)))))
    snprintf(why, whySize, "does not compile: %s", b->diag[0] ? b->diag : "(no diagnostic)");
  mlirPassManagerDestroy(pm);
  return ok;
}

static MlirOperation findForward(MlirModule m) {
  for (MlirOperation op = mlirBlockGetFirstOperation(mlirModuleGetBody(m)); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    MlirAttribute sym = hidetOpAttr(op, "sym_name");
    if (hidetOpIs(op, "func.func") && !mlirAttributeIsNull(sym) &&
        mlirStringRefEqual(mlirStringAttrGetValue(sym), mlirStringRefCreateFromCString("forward")))
      return op;
  }
  return (MlirOperation){NULL};
}

/* The compiled entry's memref arguments (static shapes, row-major). */
static bool readArgs(MlirOperation fn, int *numArgs, TuneArg **out, char *why, size_t whySize) {
  MlirType type = mlirTypeAttrGetValue(hidetOpAttr(fn, "function_type"));
  int n = (int)mlirFunctionTypeGetNumInputs(type);
  TuneArg *args = calloc((size_t)n + 1, sizeof *args);
  if (!args)
    abort(); /* out of memory */
  for (int i = 0; i < n; ++i) {
    MlirType t = mlirFunctionTypeGetInput(type, i);
    TuneArg *a = &args[i];
    if (!mlirTypeIsAMemRef(t) || !mlirShapedTypeHasStaticShape(t) || mlirShapedTypeGetRank(t) > 16) {
      snprintf(why, whySize, "argument #%d of the compiled kernel is not a static memref", i);
      free(args);
      return false;
    }
    MlirType e = mlirShapedTypeGetElementType(t);
    if (mlirTypeIsAF32(e))
      a->kind = EL_F32, a->elemBytes = 4;
    else if (mlirTypeIsAF16(e))
      a->kind = EL_F16, a->elemBytes = 2;
    else if (mlirTypeIsABF16(e))
      a->kind = EL_BF16, a->elemBytes = 2;
    else if (mlirTypeIsAF64(e))
      a->kind = EL_F64, a->elemBytes = 8;
    else if (mlirTypeIsAInteger(e) && mlirIntegerTypeGetWidth(e) <= 64)
      a->kind = EL_INT, a->elemBytes = mlirIntegerTypeGetWidth(e) <= 8 ? 1 : mlirIntegerTypeGetWidth(e) / 8;
    else {
      snprintf(why, whySize, "argument #%d of the compiled kernel has an element type the tuner "
                             "cannot fill", i);
      free(args);
      return false;
    }
    a->rank = (int)mlirShapedTypeGetRank(t);
    a->numElements = 1;
    for (int d = 0; d < a->rank; ++d)
      a->numElements *= (a->shape[d] = mlirShapedTypeGetDimSize(t, d));
  }
  *numArgs = n;
  *out = args;
  return true;
}

/* ---- Devices. ---- */
bool modelTuneStartDevice(ModelTuneDevice device, const char *arch, char *why, size_t whySize) {
  if (device == TUNE_DEVICE_EMULATE)
    return true;
  if (hidetCudaInit() != HIDET_CUDA_SUCCESS) {
    snprintf(why, whySize, "%s", hidetCudaLastError());
    return false;
  }
  char name[256];
  int major = 0, minor = 0;
  if (hidetCudaGetDevice(name, sizeof name, &major, &minor) != HIDET_CUDA_SUCCESS) {
    snprintf(why, whySize, "%s", hidetCudaLastError());
    return false;
  }
  /* sm_90 and sm_90a code (wgmma, TMA) needs cc 9.0; sm_80 PTX runs on any
   * later device through the driver's JIT. */
  int need = strncmp(arch, "sm_90", 5) == 0 ? 90 : 80;
  if (major * 10 + minor < need || (strcmp(arch, "sm_90a") == 0 && !(major == 9 && minor == 0))) {
    snprintf(why, whySize, "the CUDA device %s is sm_%d%d, which cannot run --arch=%s kernels", name,
             major, minor, arch);
    return false;
  }
  return true;
}

void modelTuneDeviceName(ModelTuneDevice device, char *out, size_t size) {
  char name[256] = "";
  int major = 0, minor = 0;
  if (device == TUNE_DEVICE_EMULATE)
    snprintf(out, size, "the CPU emulator (CPU times, not a GPU's)");
  else if (hidetCudaGetDevice(name, sizeof name, &major, &minor) == HIDET_CUDA_SUCCESS)
    snprintf(out, size, "%s (cc %d.%d)", name, major, minor);
  else
    snprintf(out, size, "an unknown CUDA device");
}

static size_t bytesOf(const TuneArg *a) { return (size_t)(a->numElements * a->elemBytes); }

static void freeBuffers(ModelTuneBench *b) {
  for (int i = 0; i < b->numArgs; ++i) {
    if (b->dev && b->dev[i] && b->device == TUNE_DEVICE_CUDA)
      hidetCudaFree(b->dev[i]);
    if (b->host)
      free(b->host[i]);
    if (b->descs)
      free(b->descs[i]);
    if (b->reference)
      free(b->reference[i]);
  }
  free(b->host);
  free(b->dev);
  free(b->descs);
  free(b->packed);
  free(b->reference);
  free(b->args);
  b->host = b->dev = b->reference = NULL;
  b->descs = NULL;
  b->packed = NULL;
  b->args = NULL;
  b->numArgs = 0;
}

/* The bench's buffers for the signature of the first compiled candidate:
 * seeded inputs, and on CUDA their device copies. */
static bool makeBuffers(ModelTuneBench *b, char *why, size_t whySize) {
  int n = b->numArgs;
  b->host = calloc((size_t)n + 1, sizeof *b->host);
  b->dev = calloc((size_t)n + 1, sizeof *b->dev);
  b->descs = calloc((size_t)n + 1, sizeof *b->descs);
  b->packed = calloc((size_t)n + 1, sizeof *b->packed);
  if (!b->host || !b->dev || !b->descs || !b->packed)
    abort(); /* out of memory */
  uint64_t state = b->seed;
  for (int i = 0; i < n; ++i) {
    const TuneArg *a = &b->args[i];
    size_t bytes = bytesOf(a) ? bytesOf(a) : 1;
    if (!(b->host[i] = malloc(bytes)))
      abort(); /* out of memory */
    fillInput(a, b->host[i], &state);
    if (b->device == TUNE_DEVICE_CUDA) {
      if (!(b->dev[i] = hidetCudaMalloc(bytes)) ||
          hidetCudaMemcpyHtoD(b->dev[i], b->host[i], bytesOf(a)) != HIDET_CUDA_SUCCESS) {
        snprintf(why, whySize, "%s", hidetCudaLastError());
        return false;
      }
    } else {
      b->dev[i] = b->host[i];
    }
    /* allocated, aligned, offset, sizes, strides */
    if (!(b->descs[i] = calloc((size_t)(3 + 2 * a->rank), sizeof(int64_t))))
      abort(); /* out of memory */
    memcpy(&b->descs[i][0], &b->dev[i], sizeof(void *));
    memcpy(&b->descs[i][1], &b->dev[i], sizeof(void *));
    int64_t stride = 1;
    for (int d = a->rank - 1; d >= 0; --d) {
      b->descs[i][3 + d] = a->shape[d];
      b->descs[i][3 + a->rank + d] = stride;
      stride *= a->shape[d] ? a->shape[d] : 1;
    }
    b->packed[i] = (void **)&b->descs[i];
  }
  return true;
}

ModelTuneBench *modelTuneBenchCreate(MlirContext ctx, MlirModule standalone, ModelTuneDevice device,
                                     const char *arch, const char *extraOpts, uint64_t seed,
                                     const ModelTuneOptions *t) {
  ModelTuneBench *b = calloc(1, sizeof *b);
  if (!b)
    abort(); /* out of memory */
  b->ctx = ctx;
  b->standalone = standalone;
  b->device = device;
  b->arch = arch;
  b->extraOpts = extraOpts;
  b->seed = seed;
  b->opts = t;
  MlirOperation fn = findForward(standalone);
  b->numOutputs = mlirOperationIsNull(fn) ? 0
                                          : (int)mlirFunctionTypeGetNumResults(
                                                mlirTypeAttrGetValue(hidetOpAttr(fn, "function_type")));
  modelTempTemplate(b->cachePath, sizeof b->cachePath, "hidet-tune");
  int fd = mkstemp(b->cachePath);
  if (fd >= 0)
    close(fd);
  else
    b->cachePath[0] = '\0';
  return b;
}

void modelTuneBenchFree(ModelTuneBench *b) {
  if (!b)
    return;
  freeBuffers(b);
  if (b->cachePath[0])
    remove(b->cachePath);
  mlirModuleDestroy(b->standalone);
  free(b);
}

/* Compiles a clone of the standalone module with the one-line cache down to
 * the LLVM dialect for the device. */
static bool compileCandidate(ModelTuneBench *b, const char *cacheLine, MlirModule *out, char *why,
                             size_t whySize) {
  FILE *f = b->cachePath[0] ? fopen(b->cachePath, "w") : NULL;
  if (!f || fprintf(f, "%s\n", cacheLine) < 0 || fclose(f) != 0) {
    snprintf(why, whySize, "cannot write a temporary schedule cache");
    return false;
  }
  MlirModule m = mlirModuleFromOperation(mlirOperationClone(mlirModuleGetOperation(b->standalone)));
  char pipeline[4096];
  bool cuda = b->device == TUNE_DEVICE_CUDA;
  /* tune=measure: a kernel of the module that the line does not cover is
   * an error, so a candidate is always the schedule it claims to be. */
  snprintf(pipeline, sizeof pipeline,
           "builtin.module(hidet-compile-to-%s{arch=%s unsupported=error tune=measure cache=%s%s %s})",
           cuda ? "ptx" : "gpu", b->arch, b->cachePath, cuda ? " threads=1" : "", b->extraOpts);
  b->diag[0] = '\0';
  bool ok = runPipeline(b, m, pipeline, why, whySize);
  MlirOperation fn = ok ? findForward(m) : (MlirOperation){NULL};
  if (ok && mlirOperationIsNull(fn)) {
    snprintf(why, whySize, "the compiled kernel module has no @forward");
    ok = false;
  }
  int numArgs = 0;
  TuneArg *args = NULL;
  ok = ok && readArgs(fn, &numArgs, &args, why, whySize);
  if (ok && b->args) {
    /* Every candidate computes the same function: the same arguments. */
    bool same = numArgs == b->numArgs;
    for (int i = 0; same && i < numArgs; ++i)
      same = args[i].kind == b->args[i].kind && args[i].numElements == b->args[i].numElements;
    free(args);
    if (!same) {
      snprintf(why, whySize, "its compiled entry takes other arguments than the first candidate's");
      ok = false;
    }
  } else if (ok) {
    b->args = args;
    b->numArgs = numArgs;
    ok = b->numOutputs <= numArgs && makeBuffers(b, why, whySize);
    if (b->numOutputs > numArgs)
      snprintf(why, whySize, "its compiled entry has fewer arguments than outputs");
  }
  if (ok) {
    mlirOperationSetAttributeByName(fn, mlirStringRefCreateFromCString("llvm.emit_c_interface"),
                                    mlirUnitAttrGet(b->ctx));
    if (cuda)
      snprintf(pipeline, sizeof pipeline, "builtin.module(%s)", HIDET_CUDA_HOST_PIPELINE);
    else
      snprintf(pipeline, sizeof pipeline,
               "builtin.module(%s,func.func(convert-vector-to-scf),convert-vector-to-llvm,%s)",
               HIDET_EMULATOR_PIPELINE, HIDET_CPU_LOWERING_PIPELINE);
    ok = runPipeline(b, m, pipeline, why, whySize);
  }
  if (!ok) {
    mlirModuleDestroy(m);
    return false;
  }
  *out = m;
  return true;
}

typedef struct {
  MlirExecutionEngine jit;
  void **packed;
} JitCall;

static int callEntry(void *arg) {
  JitCall *c = arg;
  if (mlirLogicalResultIsFailure(mlirExecutionEngineInvokePacked(
          c->jit, mlirStringRefCreateFromCString("forward"), c->packed)))
    return HIDET_CUDA_ERROR_INVALID;
  return HIDET_CUDA_SUCCESS;
}

static void registerSymbols(MlirExecutionEngine jit, ModelTuneDevice device) {
  if (device == TUNE_DEVICE_EMULATE) {
    for (const HidetEmuSymbol *s = hidetEmuSymbols(); s->name; ++s)
      mlirExecutionEngineRegisterSymbol(jit, mlirStringRefCreateFromCString(s->name), s->address);
    return;
  }
  for (const HidetCudaSymbol *s = hidetCudaHostSymbols(); s->name; ++s)
    mlirExecutionEngineRegisterSymbol(jit, mlirStringRefCreateFromCString(s->name), s->address);
}

/* The checked run: poisoned outputs (all bits set: NaN in every float
 * type), one call, the outputs back in b->host. */
static bool checkedRun(ModelTuneBench *b, JitCall *call, double *emuUs, char *why, size_t whySize) {
  int first = b->numArgs - b->numOutputs;
  bool cuda = b->device == TUNE_DEVICE_CUDA;
  for (int i = first; i < b->numArgs; ++i) {
    if (cuda && hidetCudaMemset(b->dev[i], 0xff, bytesOf(&b->args[i])) != HIDET_CUDA_SUCCESS) {
      snprintf(why, whySize, "%s", hidetCudaLastError());
      return false;
    }
    if (!cuda)
      memset(b->host[i], 0xff, bytesOf(&b->args[i]));
  }
  if (!cuda) {
    hidetEmuConfigure(NULL); /* clears the failed flag and the statistics */
    callEntry(call);
    if (hidetEmuFailed()) {
      snprintf(why, whySize, "the emulated kernel failed (see the emulator's report above)");
      return false;
    }
    HidetEmuStats st;
    hidetEmuGetStats(&st);
    *emuUs = 1e6 * st.seconds;
    return true;
  }
  int s = hidetCudaCallBegin();
  if (!s)
    s = callEntry(call);
  int end = hidetCudaCallEnd();
  s = s ? s : end;
  s = s ? s : hidetCudaSynchronize();
  for (int i = first; !s && i < b->numArgs; ++i)
    s = hidetCudaMemcpyDtoH(b->host[i], b->dev[i], bytesOf(&b->args[i]));
  if (s) {
    snprintf(why, whySize, "fails on the device: %s", hidetCudaLastError());
    return false;
  }
  return true;
}

/* Float output elements that still hold the poison (all bits set: a NaN
 * with the sign bit and the whole payload set, which no arithmetic
 * produces): the kernel never wrote them. */
static int64_t countUnwritten(const TuneArg *a, const void *buf) {
  if (a->kind == EL_INT)
    return 0; /* all bits set is -1, a value */
  int64_t n = 0;
  for (int64_t k = 0; k < a->numElements; ++k) {
    const unsigned char *p = (const unsigned char *)buf + k * a->elemBytes;
    int64_t ones = 0;
    for (int64_t j = 0; j < a->elemBytes; ++j)
      ones += p[j] == 0xff;
    n += ones == a->elemBytes;
  }
  return n;
}

/* The outputs against the first candidate's; the first one's become the
 * reference. */
static bool compareOutputs(ModelTuneBench *b, char *why, size_t whySize) {
  int first = b->numArgs - b->numOutputs;
  for (int i = first; i < b->numArgs; ++i) {
    int64_t unwritten = countUnwritten(&b->args[i], b->host[i]);
    if (unwritten) {
      snprintf(why, whySize, "wrong: it left %lld of the %lld elements of output #%d unwritten",
               (long long)unwritten, (long long)b->args[i].numElements, i - first);
      return false;
    }
  }
  if (!b->reference) {
    if (!(b->reference = calloc((size_t)b->numArgs + 1, sizeof *b->reference)))
      abort(); /* out of memory */
    for (int i = first; i < b->numArgs; ++i) {
      if (!(b->reference[i] = malloc(bytesOf(&b->args[i]) + 1)))
        abort(); /* out of memory */
      memcpy(b->reference[i], b->host[i], bytesOf(&b->args[i]));
    }
    return true;
  }
  for (int i = first; i < b->numArgs; ++i) {
    const TuneArg *a = &b->args[i];
    double atol, rtol;
    tolerance(a->kind, &atol, &rtol);
    int64_t bad = 0, firstBad = -1;
    double badGot = 0, badWant = 0;
    for (int64_t k = 0; k < a->numElements; ++k) {
      double got = elementAt(a, b->host[i], k), want = elementAt(a, b->reference[i], k);
      bool ok = (isnan(got) && isnan(want)) || fabs(got - want) <= atol + rtol * fabs(want);
      if (!ok && bad++ == 0) {
        firstBad = k;
        badGot = got;
        badWant = want;
      }
    }
    if (bad) {
      snprintf(why, whySize,
               "wrong: output #%d differs from the first candidate's in %lld of %lld elements "
               "(first at flat index %lld: %g, expected %g)",
               i - first, (long long)bad, (long long)a->numElements, (long long)firstBad, badGot,
               badWant);
      return false;
    }
  }
  return true;
}

/* For tests only (docs/schedules.md): HIDET_TUNE_CORRUPT_RANK=N makes the
 * outputs of the candidate of rank N look wrong (1 added to the first
 * element of the first output), to show that a wrong candidate is
 * rejected. */
static void corruptForTest(ModelTuneBench *b, int rank) {
  const char *env = getenv("HIDET_TUNE_CORRUPT_RANK");
  if (!env || atoi(env) != rank || b->numOutputs == 0)
    return;
  const TuneArg *a = &b->args[b->numArgs - b->numOutputs];
  void *buf = b->host[b->numArgs - b->numOutputs];
  if (a->numElements > 0)
    setElement(a, buf, 0, elementAt(a, buf, 0) + 1.0);
}

bool modelTuneBenchMeasure(ModelTuneBench *b, const char *cacheLine, int rank, double *us, char *why,
                           size_t whySize) {
  MlirDiagnosticHandlerID handler = mlirContextAttachDiagnosticHandler(b->ctx, captureDiagnostic, b, NULL);
  MlirModule m;
  bool ok = compileCandidate(b, cacheLine, &m, why, whySize);
  mlirContextDetachDiagnosticHandler(b->ctx, handler);
  if (!ok)
    return false;
  MlirExecutionEngine jit = mlirExecutionEngineCreate(m, 2, 0, NULL, false, false);
  if (mlirExecutionEngineIsNull(jit)) {
    snprintf(why, whySize, "JIT compilation failed");
    mlirModuleDestroy(m);
    return false;
  }
  registerSymbols(jit, b->device);
  JitCall call = {jit, (void **)b->packed};
  double emuUs = 0;
  ok = checkedRun(b, &call, &emuUs, why, whySize);
  if (ok) {
    corruptForTest(b, rank);
    ok = compareOutputs(b, why, whySize);
  }
  if (ok && b->device == TUNE_DEVICE_EMULATE) {
    /* The emulator's time inside its launches: real work, but CPU work;
     * it stands in for a GPU time only to exercise the loop. */
    *us = emuUs;
  } else if (ok && hidetCudaTimeKernels(callEntry, &call, b->opts->warmup, b->opts->runs, us) !=
                       HIDET_CUDA_SUCCESS) {
    snprintf(why, whySize, "cannot be timed: %s", hidetCudaLastError());
    ok = false;
  }
  mlirExecutionEngineDestroy(jit);
  /* The runtime caches a CUmodule per PTX global address; the next JIT may
   * put its PTX at the same address, so the cache must not outlive this
   * candidate's code. */
  if (b->device == TUNE_DEVICE_CUDA)
    hidetCudaReleaseCaches();
  mlirModuleDestroy(m);
  return ok;
}
