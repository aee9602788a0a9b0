/*===-- window.c - Direct sliding-window kernels: space, cost, emitter -----===*
 * What depthwise.c and pool.c share (window.h): the anchor's geometry, the
 * schedule space (block x outputs per thread x channels per thread), the
 * cost model and the kernel text.
 *===----------------------------------------------------------------------===*/
#include "window.h"

#include "kernel_ir.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *const winParamNames[WIN_NUM_PARAMS] = {"block", "ow", "vec"};

/* No 512: under .minnctapersm 1 (see winEmit) blocks of 512 threads have
 * 128 registers and ptxas spent them all and spilled (pool2d b512-w2-c4: 8
 * bytes at 128, 143 unbounded); left at .reqntid alone they spilled at 64
 * (depthwise b512-w1-c4, -w2-c4, -w4-c2 under a SiLU prologue and a
 * batch-norm epilogue). Blocks up to 256 keep 255 registers a thread. */
static const int64_t kBlocks[] = {256, 128, 64};
static const int64_t kPerThread[] = {1, 2, 4};
#define NUM_BLOCKS (sizeof kBlocks / sizeof kBlocks[0])
#define NUM_PER_THREAD (sizeof kPerThread / sizeof kPerThread[0])

static int64_t ceilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }

/* ---- Geometry. -------------------------------------------------------------- */

/* A dense i64 array attribute of n elements into out, when present. */
static void arrayAttr(MlirOperation op, const char *name, int n, int64_t *out) {
  MlirAttribute a = hidetOpAttr(op, name);
  if (mlirAttributeIsNull(a) || !mlirAttributeIsADenseI64Array(a) ||
      mlirDenseArrayGetNumElements(a) != n)
    return;
  for (int i = 0; i < n; ++i)
    out[i] = mlirDenseI64ArrayGetElement(a, i);
}

static bool isNhwc(MlirOperation op) {
  MlirAttribute a = hidetOpAttr(op, "layout");
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAString(a))
    return false;
  MlirStringRef s = mlirStringAttrGetValue(a);
  return s.length == 4 && strncmp(s.data, "NHWC", 4) == 0;
}

void winGeometry(MlirOperation anchor, WinGeom *g) {
  memset(g, 0, sizeof *g);
  bool conv = hidetOpIs(anchor, "graph.conv2d");
  g->nhwc = isNhwc(anchor);
  int64_t xd[HIDET_MAX_RANK], yd[HIDET_MAX_RANK], r = 0;
  hidetTensorShape(mlirValueGetType(mlirOperationGetOperand(anchor, 0)), &r, xd);
  hidetTensorShape(mlirValueGetType(mlirOperationGetResult(anchor, 0)), &r, yd);
  int ci = g->nhwc ? 3 : 1, hi = g->nhwc ? 1 : 2, wi = g->nhwc ? 2 : 3;
  g->n = xd[0];
  g->c = xd[ci];
  g->h = xd[hi];
  g->w = xd[wi];
  g->f = yd[ci];
  g->oh = yd[hi];
  g->ow = yd[wi];
  int64_t strides[2] = {1, 1}, pad[4] = {0, 0, 0, 0}, dil[2] = {1, 1};
  if (conv) {
    int64_t wd[HIDET_MAX_RANK];
    hidetTensorShape(mlirValueGetType(mlirOperationGetOperand(anchor, 1)), &r, wd);
    g->kind = WIN_CONV;
    g->kh = wd[g->nhwc ? 0 : 2];
    g->kw = wd[g->nhwc ? 1 : 3];
    g->groups = 1;
    MlirAttribute ga = hidetOpAttr(anchor, "groups");
    if (!mlirAttributeIsNull(ga) && mlirAttributeIsAInteger(ga))
      g->groups = mlirIntegerAttrGetValueInt(ga);
    arrayAttr(anchor, "dilations", 2, dil);
  } else {
    MlirStringRef k = mlirStringAttrGetValue(hidetOpAttr(anchor, "kind"));
    g->kind = k.length == 3 && strncmp(k.data, "max", 3) == 0 ? WIN_MAX : WIN_AVG;
    int64_t kernel[2] = {1, 1};
    arrayAttr(anchor, "kernel", 2, kernel);
    g->kh = kernel[0];
    g->kw = kernel[1];
    strides[0] = kernel[0];
    strides[1] = kernel[1];
    g->groups = g->c;
  }
  arrayAttr(anchor, "strides", 2, strides);
  arrayAttr(anchor, "padding", 4, pad);
  g->sh = strides[0];
  g->sw = strides[1];
  g->dh = dil[0];
  g->dw = dil[1];
  g->pt = pad[0];
  g->pl = pad[2];
  g->cinPerGroup = g->groups > 0 ? g->c / g->groups : 1;
  g->coutPerGroup = g->groups > 0 ? g->f / g->groups : 1;
}

/* f32, f16 or bf16: loaded as such, computed in f32. */
static bool isComputable(MlirValue v) {
  MlirType t = mlirShapedTypeGetElementType(mlirValueGetType(v));
  return mlirTypeIsAF32(t) || mlirTypeIsAF16(t) || mlirTypeIsABF16(t);
}

bool winProblem(const HidetTemplate *self, MlirOperation fn, MlirOperation anchor,
                HidetProblem *p, char *why, size_t whySize) {
  (void)self;
  (void)fn;
  intptr_t n = mlirOperationGetNumOperands(anchor);
  for (intptr_t i = 0; i <= n; ++i) {
    MlirValue v = i < n ? mlirOperationGetOperand(anchor, i) : mlirOperationGetResult(anchor, 0);
    if (!isComputable(v)) {
      HidetStr t = hidetPrintType(mlirValueGetType(v));
      bool ok = hidetFailWhy(why, whySize,
                             "the direct window kernels compute f32, f16 and bf16 (in f32) only; "
                             "this one has %s of type %s (cast it to f32 in the graph)",
                             i < n ? "an operand" : "a result", t.data);
      hidetStrFree(&t);
      return ok;
    }
  }
  WinGeom g;
  winGeometry(anchor, &g);
  if (g.n * g.f * g.oh * g.ow == 0)
    return hidetFailWhy(why, whySize, "empty output (%lldx%lldx%lldx%lld) has no kernel",
                        (long long)g.n, (long long)g.f, (long long)g.oh, (long long)g.ow);
  *p = (HidetProblem){.dims = {g.n, g.f, g.oh, g.ow, g.kh * g.kw, g.cinPerGroup, g.c * g.h * g.w},
                      .numDims = WIN_NUM_DIMS,
                      .variant = (int)g.kind};
  return true;
}

/* ---- Space, fits, cost. ------------------------------------------------------- */

static bool fits(const HidetTemplate *self, const HidetSchedule *s, const HidetArch *arch,
                 char *why, size_t whySize);

static size_t space(const HidetTemplate *self, const HidetArch *arch, HidetSchedule **out) {
  *out = calloc(NUM_BLOCKS * NUM_PER_THREAD * NUM_PER_THREAD, sizeof **out);
  if (!*out)
    abort(); /* out of memory */
  size_t n = 0;
  for (size_t b = 0; b < NUM_BLOCKS; ++b)
    for (size_t o = 0; o < NUM_PER_THREAD; ++o)
      for (size_t v = 0; v < NUM_PER_THREAD; ++v) {
        HidetSchedule s = {{kBlocks[b], kPerThread[o], kPerThread[v]}};
        if (fits(self, &s, arch, NULL, 0))
          (*out)[n++] = s;
      }
  return n;
}

/* Accumulators and their columns' indices and validity, the channels'
 * weights and indices, and a fixed part for the thread's coordinates. */
int winRegs(const HidetSchedule *s) {
  int64_t ow = s->v[WIN_P_OW], vec = s->v[WIN_P_VEC];
  return (int)(24 + 2 * ow * vec + 3 * ow + 3 * vec);
}

static bool fits(const HidetTemplate *self, const HidetSchedule *s, const HidetArch *arch,
                 char *why, size_t whySize) {
  int64_t b = s->v[WIN_P_BLOCK], ow = s->v[WIN_P_OW], vec = s->v[WIN_P_VEC];
  if (b < 32 || b % 32 || b > arch->maxThreadsPerBlock)
    return hidetFailWhy(why, whySize, "block %lld is not a multiple of 32 in 32..%d",
                        (long long)b, arch->maxThreadsPerBlock);
  if (ow < 1 || ow > 8 || vec < 1 || vec > 8)
    return hidetFailWhy(why, whySize,
                        "outputs per thread w%lld and channels per thread c%lld must be in 1..8",
                        (long long)ow, (long long)vec);
  /* ow, vec <= 8 keep winRegs under 255: no register check needed */
  return true;
}

/* A ranking of schedules on a problem, in microseconds: the larger of the
 * DRAM time (every input, filter and output byte once: neighbouring
 * windows overlap and hit L1/L2) and the issue time of the threads'
 * instructions over the waves of blocks, plus a latency penalty when too
 * few warps (times their independent accumulator chains) are resident to
 * cover DRAM latency, plus a launch overhead. Rounding the outputs up to
 * ow and vec costs wasted threads; a larger ow reuses each filter tap over
 * ow outputs. */
static double cost(const HidetTemplate *self, const HidetSchedule *s, const HidetProblem *p,
                   const HidetArch *arch) {
  int64_t block = s->v[WIN_P_BLOCK] < 32 ? 32 : s->v[WIN_P_BLOCK];
  int64_t owpt = s->v[WIN_P_OW] < 1 ? 1 : s->v[WIN_P_OW];
  int64_t vec = s->v[WIN_P_VEC] < 1 ? 1 : s->v[WIN_P_VEC];
  const int64_t *d = p->dims;
  int64_t tasks = d[WIN_D_N] * d[WIN_D_OH] * ceilDiv(d[WIN_D_OW], owpt) * ceilDiv(d[WIN_D_F], vec);
  int64_t regs = (winRegs(s) + 7) / 8 * 8;
  int64_t perSm = arch->maxThreadsPerSm / block;
  if (perSm > arch->maxBlocksPerSm)
    perSm = arch->maxBlocksPerSm;
  if (perSm > arch->regsPerSm / (block * regs))
    perSm = arch->regsPerSm / (block * regs);
  if (perSm < 1)
    perSm = 1;
  int64_t blocks = ceilDiv(tasks, block);
  double waves = (double)ceilDiv(blocks, (int64_t)arch->smCount * perSm);
  double taps = (double)d[WIN_D_WINDOW] * (double)d[WIN_D_CPG];
  bool conv = p->variant == WIN_CONV;
  /* per tap: per output a load, a select and an fma (or max/add), the
   * columns' index and bounds math; per channel a filter load */
  double instr = taps * ((double)(owpt * vec) * 3.0 + (double)owpt * 2.0 +
                         (conv ? (double)vec * 2.0 : 0.0)) +
                 30.0;
  double threadsPerWave = (double)(perSm * block);
  double computeUs = waves * threadsPerWave * instr / arch->fmaPerClkPerSm / (arch->clockGhz * 1e3);
  double bytes = 4.0 * ((double)d[WIN_D_N] * (double)d[WIN_D_IN] +
                        (double)(d[WIN_D_N] * d[WIN_D_F] * d[WIN_D_OH] * d[WIN_D_OW]) +
                        (conv ? (double)d[WIN_D_F] * taps : 0.0));
  double memUs = bytes / arch->bytesPerSec * 1e6;
  double resident = (double)tasks / arch->smCount;
  if (resident > threadsPerWave)
    resident = threadsPerWave;
  /* only useful outputs are independent chains: a thread past the row's
   * end or the last channel has fewer */
  int64_t useOw = owpt < d[WIN_D_OW] ? owpt : d[WIN_D_OW], useVec = vec < d[WIN_D_F] ? vec : d[WIN_D_F];
  double chains = 1.0 + 0.25 * (double)(useOw * useVec - 1);
  double warps = resident / 32.0 * (chains > 2.0 ? 2.0 : chains);
  double latency = warps < 24.0 ? 24.0 / (warps > 0.5 ? warps : 0.5) : 1.0;
  double t = memUs * latency;
  return (t > computeUs ? t : computeUs) + 2.0;
}

static bool parse(const HidetTemplate *self, const char *text, HidetSchedule *s, char *why,
                  size_t whySize) {
  long long b = 0, o = 0, v = 0;
  int used = 0;
  if (sscanf(text, "b%lld-w%lld-c%lld%n", &b, &o, &v, &used) != 3 || text[used] != '\0')
    return hidetFailWhy(why, whySize,
                        "'%s' is not a window schedule: expected b<block>-w<ow>-c<vec>, e.g. "
                        "b256-w2-c1",
                        text);
  memset(s, 0, sizeof *s);
  s->v[WIN_P_BLOCK] = b;
  s->v[WIN_P_OW] = o;
  s->v[WIN_P_VEC] = v;
  return true;
}

static int format(const HidetTemplate *self, const HidetSchedule *s, char *buf, size_t size) {
  return snprintf(buf, size, "b%lld-w%lld-c%lld", (long long)s->v[WIN_P_BLOCK],
                  (long long)s->v[WIN_P_OW], (long long)s->v[WIN_P_VEC]);
}

static void describe(const HidetTemplate *self, const HidetSchedule *s, const HidetProblem *p,
                     const HidetArch *arch, char *buf, size_t size) {
  int64_t tasks = p->dims[WIN_D_N] * p->dims[WIN_D_OH] *
                  ceilDiv(p->dims[WIN_D_OW], s->v[WIN_P_OW] > 0 ? s->v[WIN_P_OW] : 1) *
                  ceilDiv(p->dims[WIN_D_F], s->v[WIN_P_VEC] > 0 ? s->v[WIN_P_VEC] : 1);
  snprintf(buf, size,
           "%lld threads per block, %lld blocks, %lld outputs per thread, 0 bytes shared memory, "
           "~%d registers, estimated %.2f us",
           (long long)s->v[WIN_P_BLOCK],
           (long long)ceilDiv(tasks, s->v[WIN_P_BLOCK] > 0 ? s->v[WIN_P_BLOCK] : 1),
           (long long)(s->v[WIN_P_OW] * s->v[WIN_P_VEC]), winRegs(s), cost(self, s, p, arch));
}

static int64_t smemBytes(const HidetTemplate *self, const HidetSchedule *s, HidetLoadMode mode) {
  (void)s;
  (void)mode;
  return 0;
}

const HidetScheduleSpaceOps winSchedule = {
    .paramNames = winParamNames,
    .numParams = WIN_NUM_PARAMS,
    .space = space,
    .fits = fits,
    .cost = cost,
    .parse = parse,
    .format = format,
    .describe = describe,
    .smemBytes = smemBytes,
};

/* ---- Slots: identity index maps. ---------------------------------------------- */

const HidetOperandMap winOperands = {
    .slotValue = hidetAnchorOperand,
    .outputValue = hidetAnchorResult,
    .indexMap = hidetIdentityIndexMap,
    .coordExtents = hidetSlotShapeExtents,
    .lastCoordContiguous = hidetSlotContiguous,
};

/* ---- The emitter. ---------------------------------------------------------------- */

typedef struct {
  char s[32];
} Nm;

typedef struct {
  HidetStr *out;
  int counter;
  const char *argVals, *argTys; /* ", %arg0, ..." and ", memref<...>, ..." */
  const char *inT[2];           /* element types of input slots 0 and 1 ("f32", "f16", "bf16") */
} Em;

static Nm fresh(Em *m);

/* `%r = call load_in<k>(...)` and its value widened to f32. */
static Nm loadF32(Em *m, int k, const char *ix) {
  Nm x = fresh(m);
  hidetStrAppendf(m->out,
                  "      %s = func.call @__hidet_load_in%d(%s%s) : (index, index, index, "
                  "index%s) -> %s\n",
                  x.s, k, ix, m->argVals, m->argTys, m->inT[k]);
  if (strcmp(m->inT[k], "f32") == 0)
    return x;
  Nm w = fresh(m);
  hidetStrAppendf(m->out, "      %s = arith.extf %s : %s to f32\n", w.s, x.s, m->inT[k]);
  return w;
}

static Nm fresh(Em *m) {
  Nm n;
  snprintf(n.s, sizeof n.s, "%%w%d", m->counter++);
  return n;
}

static Nm cidx(Em *m, int64_t v) {
  Nm n = fresh(m);
  hidetStrAppendf(m->out, "      %s = arith.constant %lld : index\n", n.s, (long long)v);
  return n;
}

/* `r = arith.<op> a, b : index`. */
static Nm ibin(Em *m, const char *op, Nm a, Nm b) {
  Nm n = fresh(m);
  hidetStrAppendf(m->out, "      %s = arith.%s %s, %s : index\n", n.s, op, a.s, b.s);
  return n;
}

/* a * c + d with constants c, d (d may be negative). */
static Nm affine(Em *m, Nm a, int64_t c, int64_t d) {
  Nm r = c == 1 ? a : ibin(m, "muli", a, cidx(m, c));
  return d == 0 ? r : ibin(m, "addi", r, cidx(m, d));
}

/* i1: 0 <= v < hi (v signed). */
static Nm inRange(Em *m, Nm v, int64_t hi) {
  Nm a = fresh(m), b = fresh(m), r = fresh(m), z = cidx(m, 0), h = cidx(m, hi);
  hidetStrAppendf(m->out,
                  "      %s = arith.cmpi sge, %s, %s : index\n"
                  "      %s = arith.cmpi slt, %s, %s : index\n"
                  "      %s = arith.andi %s, %s : i1\n",
                  a.s, v.s, z.s, b.s, v.s, h.s, r.s, a.s, b.s);
  return r;
}

/* v clamped into [0, hi). */
static Nm clampIdx(Em *m, Nm v, int64_t hi) {
  return ibin(m, "minsi", ibin(m, "maxsi", v, cidx(m, 0)), cidx(m, hi - 1));
}

/* The 4-d index text of an NCHW/NHWC tensor from (n, channel, row, col). */
static void index4(char *buf, size_t size, bool nhwc, Nm n, Nm c, Nm h, Nm w) {
  if (nhwc)
    snprintf(buf, size, "%s, %s, %s, %s", n.s, h.s, w.s, c.s);
  else
    snprintf(buf, size, "%s, %s, %s, %s", n.s, c.s, h.s, w.s);
}

/* The filter's index from (out channel, in channel within the group, kr, ks). */
static void filterIndex(char *buf, size_t size, bool nhwc, Nm f, Nm c, Nm r, Nm s) {
  if (nhwc)
    snprintf(buf, size, "%s, %s, %s, %s", r.s, s.s, c.s, f.s);
  else
    snprintf(buf, size, "%s, %s, %s, %s", f.s, c.s, r.s, s.s);
}

static void typeList(HidetStr *t, int n) {
  for (int i = 0; i < n; ++i)
    hidetStrAppendf(t, "%sf32", i ? ", " : "");
}

/* What one thread's taps share: its image, its channels (vec of them,
 * clamped so that loads stay in range; the stores check the real ones), the
 * first input column of each of its ow outputs, and the current tap row
 * (its validity and its clamped index). Accumulator a = v * ow + t is
 * output column t of channel v. */
typedef struct {
  const WinGeom *g;
  int owpt, vec;
  Nm n, fch[8];       /* clamped output channel per v */
  Nm cbase[8];        /* conv: first input channel of v's group; pool: v's channel */
  Nm iwBase[8];       /* per column t: its first input column (signed) */
  Nm ih, okRow, ihc;  /* the tap's row */
} Tap;

/* Emits the combination of one (kr, ks, ci) tap into the accumulators
 * `acc` (names), writing the new names into `next`. */
static void emitTap(Em *m, const Tap *tp, Nm ks, Nm ci, Nm kr, const Nm *acc, Nm *next) {
  const WinGeom *g = tp->g;
  Nm iwc[8], ok[8];
  for (int t = 0; t < tp->owpt; ++t) {
    Nm iw = g->dw == 1 ? ibin(m, "addi", tp->iwBase[t], ks)
                       : ibin(m, "addi", tp->iwBase[t], affine(m, ks, g->dw, 0));
    Nm okc = inRange(m, iw, g->w);
    ok[t] = fresh(m);
    hidetStrAppendf(m->out, "      %s = arith.andi %s, %s : i1\n", ok[t].s, okc.s, tp->okRow.s);
    iwc[t] = clampIdx(m, iw, g->w);
  }
  char ix[160];
  for (int v = 0; v < tp->vec; ++v) {
    Nm ch = g->kind == WIN_CONV ? ibin(m, "addi", tp->cbase[v], ci) : tp->cbase[v];
    Nm wv = {{0}};
    if (g->kind == WIN_CONV) {
      filterIndex(ix, sizeof ix, g->nhwc, tp->fch[v], ci, kr, ks);
      wv = loadF32(m, 1, ix);
    }
    for (int t = 0; t < tp->owpt; ++t) {
      int a = v * tp->owpt + t;
      index4(ix, sizeof ix, g->nhwc, tp->n, ch, tp->ihc, iwc[t]);
      Nm x = loadF32(m, 0, ix), r = fresh(m);
      if (g->kind == WIN_MAX) {
        /* padding never wins: keep the accumulator there */
        Nm mx = fresh(m);
        hidetStrAppendf(m->out,
                        "      %s = arith.maximumf %s, %s : f32\n"
                        "      %s = arith.select %s, %s, %s : f32\n",
                        mx.s, acc[a].s, x.s, r.s, ok[t].s, mx.s, acc[a].s);
      } else {
        /* zero padding, applied to the (prologue-computed) loaded value */
        Nm xz = fresh(m), zero = fresh(m);
        hidetStrAppendf(m->out,
                        "      %s = arith.constant 0.000000e+00 : f32\n"
                        "      %s = arith.select %s, %s, %s : f32\n",
                        zero.s, xz.s, ok[t].s, x.s, zero.s);
        if (g->kind == WIN_CONV)
          hidetStrAppendf(m->out, "      %s = math.fma %s, %s, %s : f32\n", r.s, xz.s, wv.s,
                          acc[a].s);
        else
          hidetStrAppendf(m->out, "      %s = arith.addf %s, %s : f32\n", r.s, acc[a].s, xz.s);
      }
      next[a] = r;
    }
  }
}

/* scf.for over [0, n) carrying the accumulators `acc` (na of them): emits
 * the header, returns the induction variable, renames acc to the
 * iteration's arguments. The loop's results are named `res#i`. */
static Nm forOpen(Em *m, int64_t n, Nm *acc, int na, Nm *res) {
  Nm iv = fresh(m), r = fresh(m), lo = cidx(m, 0), hi = cidx(m, n), one = cidx(m, 1);
  hidetStrAppendf(m->out, "      %s:%d = scf.for %s = %s to %s step %s iter_args(", r.s, na, iv.s,
                  lo.s, hi.s, one.s);
  Nm args[64];
  for (int i = 0; i < na; ++i) {
    args[i] = fresh(m);
    hidetStrAppendf(m->out, "%s%s = %s", i ? ", " : "", args[i].s, acc[i].s);
  }
  hidetStrAppendf(m->out, ") -> (");
  typeList(m->out, na);
  hidetStrAppendf(m->out, ") {\n");
  for (int i = 0; i < na; ++i) {
    acc[i] = args[i];
    snprintf(res[i].s, sizeof res[i].s, "%.24s#%u", r.s, (unsigned)(unsigned char)i); /* i < 64 */
  }
  return iv;
}

static void forClose(Em *m, const Nm *vals, int na) {
  hidetStrAppendf(m->out, "      scf.yield ");
  for (int i = 0; i < na; ++i)
    hidetStrAppendf(m->out, "%s%s", i ? ", " : "", vals[i].s);
  hidetStrAppendf(m->out, " : ");
  typeList(m->out, na);
  hidetStrAppendf(m->out, "\n      }\n");
}

bool winEmit(const HidetTemplate *self, const HidetTemplateCall *c, HidetStr *out, char *why,
             size_t whySize) {
  WinGeom g;
  winGeometry(c->anchor, &g);
  int64_t block = c->schedule->v[WIN_P_BLOCK];
  int owpt = (int)c->schedule->v[WIN_P_OW], vec = (int)c->schedule->v[WIN_P_VEC];
  (void)why; /* fits (ow, vec <= 8) bounds every array below */
  (void)whySize;
  int na = owpt * vec;
  int64_t owT = ceilDiv(g.ow, owpt), fT = ceilDiv(g.f, vec);
  int64_t tasks = g.n * g.oh * owT * fT, blocks = ceilDiv(tasks, block);
  HidetStr argTys, argVals;
  hidetStrInit(&argTys);
  hidetStrInit(&argVals);
  for (int i = 0; i < c->nArgs; ++i) {
    hidetStrAppendf(&argTys, ", %s", c->argTypes[i]);
    hidetStrAppendf(&argVals, ", %%arg%d", i);
  }
  HidetStr inT0 = scalarElementTypeText(mlirValueGetType(mlirOperationGetOperand(c->anchor, 0)));
  HidetStr inT1 = scalarElementTypeText(
      mlirValueGetType(mlirOperationGetOperand(c->anchor, g.kind == WIN_CONV ? 1 : 0)));
  HidetStr outT = scalarElementTypeText(mlirValueGetType(mlirOperationGetResult(c->anchor, 0)));
  Em m = {out, 0, argVals.data, argTys.data, {inT0.data, inT1.data}};
  hidetStrAppendf(out, "gpu.module @%s {\n", c->moduleName);
  hidetStrAppendf(out, "  func.func private @__hidet_load_in0(index, index, index, index%s) -> %s\n",
                  argTys.data, inT0.data);
  if (g.kind == WIN_CONV)
    hidetStrAppendf(out,
                    "  func.func private @__hidet_load_in1(index, index, index, index%s) -> %s\n",
                    argTys.data, inT1.data);
  hidetStrAppendf(out, "  func.func private @__hidet_store_out0(%s, index, index, index, index%s)\n",
                  outT.data, argTys.data);
  hidetStrAppendf(out, "  gpu.func @%s(", c->kernelName);
  for (int i = 0; i < c->nArgs; ++i)
    hidetStrAppendf(out, "%s%%arg%d: %s", i ? ", " : "", i, c->argTypes[i]);
  /* .minnctapersm 1: ptxas may take every register the launch allows (255
   * for the space's blocks of up to 256 threads). With .reqntid alone it
   * aimed at full occupancy (32 registers for 256 threads) whatever the
   * fused prologue and epilogue need: EfficientNet-B0's depthwise 3x3 under
   * a SiLU prologue and a batch-norm epilogue (b256-w1-c1, winRegs 32)
   * spilled 8 bytes on sm_80 and takes 40 given the room. winRegs counts the
   * template's own registers, not the fused ops', so no budget from it
   * holds; the cost model's occupancy still uses it (bench/gpu/
   * spill_sweep.sh over the depthwise and pool2d spaces, docs/schedules.md). */
  hidetStrAppendf(out,
                  ") kernel attributes {gpu.known_block_size = array<i32: %lld, 1, 1>, "
                  "nvvm.reqntid = array<i32: %lld, 1, 1>, nvvm.minctasm = 1 : i32, "
                  "hidet.grid = array<i64: %lld, 1, 1>} {\n"
                  "      %%bid = gpu.block_id x\n      %%tid = gpu.thread_id x\n",
                  (long long)block, (long long)block, (long long)blocks);
  Nm bid = {"%bid"}, tid = {"%tid"};
  Nm task = ibin(&m, "addi", ibin(&m, "muli", bid, cidx(&m, block)), tid);
  Nm okTask = fresh(&m);
  hidetStrAppendf(out, "      %s = arith.cmpi ult, %s, %s : index\n      scf.if %s {\n", okTask.s,
                  task.s, cidx(&m, tasks).s, okTask.s);
  /* Unflatten the task: the output's contiguous dim fastest. */
  Nm n, oh, owb, fb;
  {
    Nm rest = task;
    Nm fastExt = cidx(&m, g.nhwc ? fT : owT), midExt = cidx(&m, g.nhwc ? owT : g.oh),
       slowExt = cidx(&m, g.nhwc ? g.oh : fT);
    Nm fast = ibin(&m, "remui", rest, fastExt);
    rest = ibin(&m, "divui", rest, fastExt);
    Nm mid = ibin(&m, "remui", rest, midExt);
    rest = ibin(&m, "divui", rest, midExt);
    Nm slow = ibin(&m, "remui", rest, slowExt);
    n = ibin(&m, "divui", rest, slowExt);
    if (g.nhwc) {
      fb = fast;
      owb = mid;
      oh = slow;
    } else {
      owb = fast;
      oh = mid;
      fb = slow;
    }
  }
  Tap tp;
  memset(&tp, 0, sizeof tp);
  tp.g = &g;
  tp.owpt = owpt;
  tp.vec = vec;
  tp.n = n;
  Nm f0 = affine(&m, fb, vec, 0), ow0 = affine(&m, owb, owpt, 0), fv[8], owv[8];
  for (int v = 0; v < vec; ++v) {
    fv[v] = v ? ibin(&m, "addi", f0, cidx(&m, v)) : f0;
    tp.fch[v] = ibin(&m, "minui", fv[v], cidx(&m, g.f - 1));
    tp.cbase[v] = g.kind == WIN_CONV
                      ? affine(&m, ibin(&m, "divui", tp.fch[v], cidx(&m, g.coutPerGroup)),
                               g.cinPerGroup, 0)
                      : tp.fch[v];
  }
  for (int t = 0; t < owpt; ++t) {
    owv[t] = t ? ibin(&m, "addi", ow0, cidx(&m, t)) : ow0;
    tp.iwBase[t] = affine(&m, owv[t], g.sw, -g.pl);
  }
  Nm ihBase = affine(&m, oh, g.sh, -g.pt);
  Nm acc[64], res[64], next[64];
  for (int i = 0; i < na; ++i) {
    acc[i] = fresh(&m);
    hidetStrAppendf(out, "      %s = arith.constant %s : f32\n", acc[i].s,
                    g.kind == WIN_MAX ? "0xFF800000" : "0.000000e+00");
  }
  /* for kr: for ks: [for ci:] tap */
  Nm outer[64];
  Nm kr = forOpen(&m, g.kh, acc, na, outer);
  tp.ih = g.dh == 1 ? ibin(&m, "addi", ihBase, kr) : ibin(&m, "addi", ihBase, affine(&m, kr, g.dh, 0));
  tp.okRow = inRange(&m, tp.ih, g.h);
  tp.ihc = clampIdx(&m, tp.ih, g.h);
  Nm mid[64];
  Nm ks = forOpen(&m, g.kw, acc, na, mid);
  if (g.kind == WIN_CONV && g.cinPerGroup > 1) {
    Nm inner[64];
    Nm ci = forOpen(&m, g.cinPerGroup, acc, na, inner);
    emitTap(&m, &tp, ks, ci, kr, acc, next);
    forClose(&m, next, na);
    forClose(&m, inner, na);
  } else {
    Nm zero = cidx(&m, 0);
    emitTap(&m, &tp, ks, zero, kr, acc, next);
    forClose(&m, next, na);
  }
  forClose(&m, mid, na);
  for (int i = 0; i < na; ++i)
    res[i] = outer[i];
  /* avg: the sum over the window, padding included, over kh * kw (the
   * graph's avg pool counts padding; importers rescale otherwise) */
  if (g.kind == WIN_AVG) {
    Nm div = fresh(&m);
    hidetStrAppendf(out, "      %s = arith.constant %lld.0 : f32\n", div.s,
                    (long long)(g.kh * g.kw));
    for (int i = 0; i < na; ++i) {
      Nm q = fresh(&m);
      hidetStrAppendf(out, "      %s = arith.divf %s, %s : f32\n", q.s, res[i].s, div.s);
      res[i] = q;
    }
  }
  char ix[160];
  for (int v = 0; v < vec; ++v)
    for (int t = 0; t < owpt; ++t) {
      Nm okf = fresh(&m), oko = fresh(&m), ok = fresh(&m);
      hidetStrAppendf(out,
                      "      %s = arith.cmpi ult, %s, %s : index\n"
                      "      %s = arith.cmpi ult, %s, %s : index\n"
                      "      %s = arith.andi %s, %s : i1\n      scf.if %s {\n",
                      okf.s, fv[v].s, cidx(&m, g.f).s, oko.s, owv[t].s, cidx(&m, g.ow).s, ok.s,
                      okf.s, oko.s, ok.s);
      index4(ix, sizeof ix, g.nhwc, n, fv[v], oh, owv[t]);
      Nm val = res[v * owpt + t];
      if (strcmp(outT.data, "f32") != 0) {
        Nm nv = fresh(&m);
        hidetStrAppendf(out, "      %s = arith.truncf %s : f32 to %s\n", nv.s, val.s, outT.data);
        val = nv;
      }
      hidetStrAppendf(out,
                      "      func.call @__hidet_store_out0(%s, %s%s) : (%s, index, index, index, "
                      "index%s) -> ()\n      }\n",
                      val.s, ix, argVals.data, outT.data, argTys.data);
    }
  hidetStrAppendf(out, "      }\n      gpu.return\n  }\n}\n");
  hidetStrFree(&inT0);
  hidetStrFree(&inT1);
  hidetStrFree(&outT);
  hidetStrFree(&argTys);
  hidetStrFree(&argVals);
  return true;
}
