/*===-- template.h - The kernel-template interface ------------------------===*
 * A template turns one kernel function (hidet-outline-kernels) into GPU
 * code. It says which kernel functions it takes (by their anchor op, or
 * the anchor-less ones), enumerates its hardware-centric schedule space
 * for an arch, costs a schedule on a problem, and emits the kernel text.
 *
 * A template never reads or writes the graph's tensors itself. It reads
 * its inputs and writes its outputs only through HOOKS: private functions
 * declared in the emitted gpu.module and called by the kernel, which
 * hidet-fuse-prologue-epilogue defines from the kernel function's graph ops
 * (prologue ops folded into loads, epilogue ops into stores) and inlines.
 * A hook is named `__hidet_<kind>_in<k>` (input slot k) or
 * `__hidet_store_out<k>` / `__hidet_storev_out<k>` (output slot k); its operands are the kind's fixed
 * operands, then the slot's TEMPLATE COORDINATES (index values, as many as
 * the template's coordinate space for that slot has), then every kernel
 * argument (`args...`), so a hook can read any tensor of the group:
 *
 *   load   (coords..., args...) -> T            the element of input k
 *   load4  (coords..., nvalid, args...) -> vector<4xf32>
 *          lanes j < nvalid: input k at coords with the last coordinate
 *          + j, as f32; other lanes 0.0
 *   copy   (dst, s, r, c, coords..., nvalid, args...) -> !nvgpu.device.async.token
 *          cp.async of the STORED (pre-elementwise) elements of input k at
 *          coords, last coordinate + 0..3, into dst[s, r, c..c+3] (a
 *          rank-1 dst: into dst[c..c+3], s and r unused); lanes >= nvalid
 *          zero-filled. The hook relies on in-range coordinates (below)
 *          and adds no clamps of its own.
 *   copy8  as copy, with 8 16-bit elements (one 16-byte cp.async, which
 *          bypasses L1): the slot's rows must be contiguous and a multiple
 *          of 8 elements, else the hook is an error
 *   post   (v, coords..., args...) -> f32       the elementwise prologue work
 *          of input k applied to a copied element
 *   store  (v, coords..., args...)              output k at coords is v
 *   storev (v: vector<w x T>, coords..., args...)
 *          output k at coords with the last coordinate + j is v[j], j < w;
 *          the last coordinate is a multiple of w and all w are in range.
 *          One vector store where the output map and the epilogue chain
 *          keep the run (outLastCoordContiguous), else w element stores
 *
 * Coordinates passed to load/load4/copy/post are always in range (the
 * template clamps them); a store is called only for in-range coordinates.
 *
 * IMPLICIT ZERO PADDING. In-range template coordinates may still name an
 * element outside the slot's tensor: a convolution's window hanging over
 * the image's border reads the zero padding. A template says so with its
 * optional VALIDITY MAP (`validMap`): an i1 that is false at such
 * coordinates; its index map must then still give an in-range index
 * (clamped), so the hooks may read there without a guard. The fusion code
 * applies the predicate in every input hook, AFTER the prologue ops, since
 * the padding is part of the anchor's operand, not of the tensors the
 * prologue reads (PyTorch pads conv's input, so relu(x) + 1 feeding a
 * padded conv reads 0, not 1, in the padding):
 *   load   select(valid, prologue(x[idx]), 0)
 *   load4  lane j: j < nvalid && valid(coords with last + j)
 *   copy   the source size is 0 (the lanes are zero-filled) where !valid
 *   post   select(valid, prologue(v), 0), so a zero-filled padded element
 *          stays 0 through the elementwise prologue
 * A 4-wide load4 / copy vector must then lie wholly inside or wholly
 * outside the tensor whenever lastCoordContiguous is true (the conv
 * templates promise this by claiming contiguity only when C % 4 == 0).
 * What a slot is, and how its template coordinates become the index of the
 * tensor it names, is the template's OPERAND INDEX MAP (HidetOperandMap:
 * `slotValue`, `indexMap`): the matmul maps (b, m, k) to A's index by unflattening b
 * over the batch dims and broadcasting; a convolution's implicit GEMM
 * (conv2d_gemm.h) maps (m, k) to an im2col window of the image. The
 * fusion code is the same for every template.
 *
 * The operand map is bound once per kernel function (HidetOperands,
 * hidetOperandsBind): the template computes there what its callbacks need
 * (the conv's geometry, a reduction's view), and the fusion code passes
 * the binding to every call.
 *
 * SELF AND SHARED TABLES. Every callback gets the template it is called
 * for (`self`, or the binding's `self`), and a template carries optional
 * variant `data`, so variants share code by data instead of forwarding
 * functions: the schedule side (HidetScheduleSpaceOps: parameters, space,
 * fit rule, cost model, text form) and the operand map (HidetOperandMap)
 * are tables that several templates point to (conv2d_simt uses
 * matmul_f32_simt's schedule side; matmul_tf32 and conv2d_tc matmul_tc's,
 * told apart by their operand bytes in `data`; softmax and layer_norm one
 * reduction table with their RedKind as `data`).
 *
 * SELECTION (hidetTemplatesFor): `matches` sees the arch (a template may
 * decline one); among the templates that match, the one whose best
 * schedule for the arch costs least wins (hidetTemplateRank over its
 * space, on its own problem), ties in registry order.
 * hidet-schedule-anchors lets an explicit choice (a schedule text that only
 * one of them parses, a schedule-cache line) pick among them.
 *
 * What passes hand each other about a kernel are typed attributes
 * (kernel_attrs.h): the template's name, the schedule as a dictionary of
 * named integers, the load mode, the problem and the launch grid.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_TEMPLATE_H
#define HIDET_TEMPLATE_H

#include "arch.h"
#include "hidet_internal.h"
#include "scalar_emit.h"

#include "mlir-c/IR.h"

#include <stddef.h>

#define HIDET_MAX_SCHEDULE_PARAMS 16
#define HIDET_MAX_PROBLEM_DIMS 8

/* a * b for a problem size (a, b >= 0), saturating at 2^40: the
 * representative extents of many `?` dims (1024 each where no range is
 * declared) multiply past int64_t, and only the cost model reads such a
 * product (signed overflow is undefined behaviour). */
static inline int64_t hidetSizeMul(int64_t a, int64_t b) {
  const int64_t cap = (int64_t)1 << 40;
  return b > 0 && a > cap / b ? cap : a * b;
}

/* A schedule: the template's named integer parameters, in the order of its
 * `paramNames`. */
typedef struct {
  int64_t v[HIDET_MAX_SCHEDULE_PARAMS];
} HidetSchedule;

/* The problem a kernel function poses to a template, in three kinds of
 * field so that none stands in for another:
 * - `dims`: sizes only, the extents the schedule space and the cost model
 *   scale with (matmul: batch, m, n, k; element-wise: elements of the
 *   largest output);
 * - `eltBytes` and `variant`: what else changes the kernel, part of the
 *   cache key (hidetProblemKey): the element bytes where the template's
 *   kernels differ by element type (the reductions: f64 rows compute in
 *   f64), and the template's own variant of the op (reduce: regional;
 *   the window templates: conv / max / avg); 0 where the template has
 *   none;
 * - `facts`: what the cost model may use but that is not part of the key. */
typedef struct {
  int64_t dims[HIDET_MAX_PROBLEM_DIMS];
  int numDims;
  int eltBytes;
  int variant;
  /* Bit i: dims[i] is a RUN-TIME extent (a `?` dim, issue 27,
   * codegen/runtime_extents.h): dims[i] holds the representative size the
   * schedule is chosen for, and the emitted kernel reads the real one at
   * run time. 0 for a static problem. */
  unsigned runtimeDims;
  /* matmul_tc/tf32: bit k set when operand k is copied with cp.async
   * rather than staged through registers (which costs registers); bit
   * k + 2 when its copies may be 16-byte ones (copy8 hooks). The
   * reductions: redFacts (per-element addresses). */
  unsigned facts;
} HidetProblem;

/* How a kernel reads its inputs. Register: plain loads (load / load4
 * hooks). Async: cp.async into a multi-stage shared-memory ring (copy +
 * post hooks), for templates with `pipelines`. */
typedef enum { HIDET_LOAD_REGISTER = 0, HIDET_LOAD_ASYNC = 1 } HidetLoadMode;

/* Everything an emitter needs for one kernel function. */
typedef struct {
  MlirOperation fn;     /* the kernel function */
  MlirOperation anchor; /* its anchor op, or null */
  const char *moduleName, *kernelName;
  int nArgs;                     /* the kernel's arguments: fn inputs, then fn results */
  const char *const *argTypes;   /* their memref type texts, named %arg0.. */
  const HidetProblem *problem;
  const HidetSchedule *schedule;
  HidetLoadMode mode;
} HidetTemplateCall;

typedef struct HidetTemplate HidetTemplate;

/* The schedule side of a template: its parameters, space, fit rule, cost
 * model and text form. Templates with one space share one table
 * (conv2d_simt uses matmul_f32_simt's; matmul_tf32 and conv2d_tc use
 * matmul_tc's); every callback gets the template it is called for, whose
 * `data` tells variants apart (matmul_tf32's 4-byte operands). */
typedef struct {
  const char *const *paramNames; /* schedule parameters, in HidetSchedule.v order */
  int numParams;
  /* The space for an arch, in a fixed deterministic order (ties in cost
   * go to the earlier schedule). *out is malloc'ed. */
  size_t (*space)(const HidetTemplate *self, const HidetArch *arch, HidetSchedule **out);
  /* Whether a schedule is well formed and fits the arch. */
  bool (*fits)(const HidetTemplate *self, const HidetSchedule *s, const HidetArch *arch,
               char *why, size_t whySize);
  /* Analytic cost (lower is better), for ranking only; HIDET_COST_UNFIT
   * (hidet_internal.h) when s fits the arch but not this instance (its
   * facts), which hidet-schedule-anchors reports for a user's or a cache's
   * schedule. */
  double (*cost)(const HidetTemplate *self, const HidetSchedule *s, const HidetProblem *p,
                 const HidetArch *arch);
  /* The user-facing text form: parse (well-formedness only) and format.
   * parse may be null: the template takes no schedule from the user. */
  bool (*parse)(const HidetTemplate *self, const char *text, HidetSchedule *s, char *why,
                size_t whySize);
  int (*format)(const HidetTemplate *self, const HidetSchedule *s, char *buf, size_t size);
  /* A one-line description of a chosen schedule on a problem (reports). */
  void (*describe)(const HidetTemplate *self, const HidetSchedule *s, const HidetProblem *p,
                   const HidetArch *arch, char *buf, size_t size);
  /* Shared memory in bytes of the kernel emitted for s in `mode`. */
  int64_t (*smemBytes)(const HidetTemplate *self, const HidetSchedule *s, HidetLoadMode mode);
  /* Optional (NULL: none): bytes of GLOBAL WORKSPACE the kernels of s on p
   * need, 0 for none. When positive, every gpu.func of the emitted module
   * takes one more argument after the call's nArgs: `memref<Nxi8>` with N
   * this many bytes, which the host allocates before the module's first
   * launch and frees after its last (host_launch.c); its contents are
   * undefined at the first launch. Kernels of one module run in order, so
   * a later kernel reads what an earlier one wrote there (the reduce
   * template's split: partials, then their combine). Hooks still take only
   * the nArgs arguments. */
  int64_t (*workspaceBytes)(const HidetTemplate *self, const HidetSchedule *s,
                            const HidetProblem *p);
} HidetScheduleSpaceOps;

/* A template's operand index map BOUND to one kernel function
 * (hidetOperandsBind): the template, the kernel function, its anchor, the
 * number of input slots (the anchor's operands; an anchor-less kernel
 * function's results) and whatever the map's optional `bind` computed
 * once for them in `state` (a conv's geometry, a reduction's view, whether
 * matmul_tc takes B k-major), so that the callbacks, called for every hook
 * and coordinate, do not recompute it. Plain data: nothing to free; valid
 * while fn and its anchor are unchanged. */
typedef struct HidetOperands {
  const HidetTemplate *self;
  MlirOperation fn, anchor;
  int numInputs;
  /* The map's own struct, stored by its bind (as sockaddr_storage holds
   * an address); zeroed before bind. */
  union {
    max_align_t align;
    unsigned char bytes[256];
  } state;
} HidetOperands;

/* The operand index map (header comment). Templates with one map share it
 * (the conv templates, the three matmul templates, the reductions). */
typedef struct {
  /* Optional: fills o->state (o->self, fn, anchor and numInputs are set). */
  void (*bind)(HidetOperands *o);
  /* The tensor value of the kernel function that input slot k reads (a
   * value of fn's body: an anchor operand, or a returned value). */
  MlirValue (*slotValue)(const HidetOperands *o, int k);
  /* Output slot k: the anchor's result whose epilogue chain ends in a
   * function result (anchorResult true), or fn's result k itself, which the
   * store hook writes directly (anchorResult false; *v is the returned
   * value). */
  MlirValue (*outputValue)(const HidetOperands *o, int k, bool *anchorResult);
  /* Index names of the tensor of slot k (output slot when `output`) at the
   * template coordinates `coords` (numCoords of them): idx gets
   * rank(tensor) names. */
  void (*indexMap)(const HidetOperands *o, ScalarEmitter *e, bool output, int k,
                   const ScalarName *coords, int numCoords, ScalarName *idx);
  /* The extent of each template coordinate of input slot k (coordinates
   * range over [0, extent)); returns their number. */
  int (*coordExtents)(const HidetOperands *o, int k, int64_t *extents);
  /* True if the last template coordinate of input slot k walks the
   * tensor's last (contiguous) dim one to one, so 4 consecutive elements
   * are one vector in memory when the tensor's row length allows. */
  bool (*lastCoordContiguous)(const HidetOperands *o, int k);
  /* Optional (NULL: never): true if input slot k's last two template
   * coordinates are its tensor's last two dims SWAPPED, which the template
   * does for an operand that is a transpose of a kernel input
   * (hidetTransposedInputChain): the last coordinate then walks the
   * input's contiguous dim, so the copy hook may copy 4 elements at once
   * through the transpose (matmul_tc's k-major B: PyTorch's x @ W^T). */
  bool (*lastTwoSwapped)(const HidetOperands *o, int k);
  /* Optional (NULL: never): true if the last template coordinate of output
   * slot k walks the output tensor's last dim one to one, so that a
   * `storev` hook's run of elements is a run in memory when the epilogue
   * chain keeps it (fuse_prologue_epilogue.c); else storev stores one
   * element at a time. */
  bool (*outLastCoordContiguous)(const HidetOperands *o, int k);
  /* Optional (NULL: every in-range coordinate names an element of the
   * tensor): the validity map of input slot k (header comment, IMPLICIT
   * ZERO PADDING). Emits an i1 into *valid that is false where the
   * coordinates fall into the implicit zero padding and returns true; or
   * emits nothing and returns false when slot k has no padding. */
  bool (*validMap)(const HidetOperands *o, ScalarEmitter *e, int k, const ScalarName *coords,
                   int numCoords, ScalarName *valid);
} HidetOperandMap;

struct HidetTemplate {
  const char *name;    /* "matmul_f32_simt": the value of hidet.template */
  const char *summary; /* one line for reports and docs */
  /* The anchors it takes, for diagnostics ("graph.matmul, graph.batch_matmul"),
   * or "kernel functions without an anchor". */
  const char *takes;
  /* Names of the input slots for messages ("lhs", "rhs"), or NULL
   * ("input <k>"). */
  const char *const *inputNames;
  bool pipelines; /* has an async (cp.async) form that hidet-pipeline can choose */
  /* Which problem dims may be run-time extents (HidetProblem.runtimeDims;
   * bit i: dims[i]); 0: the template takes static shapes only, and
   * selection skips it for a kernel function with a `?` dim. */
  unsigned runtimeDims;
  /* Chooses cp.async (copy hooks) or registers (load hooks) per input
   * operand itself when it is instantiated; hidet-pipeline{report=true}
   * then remarks on each operand it staged through registers. */
  bool copiesPerOperand;
  /* Variant data that shared callbacks read through `self` (the
   * reductions' RedKind, the tensor-core GEMMs' operand bytes), or NULL. */
  const void *data;
  const HidetScheduleSpaceOps *sched;
  const HidetOperandMap *operands;

  /* Whether the template takes this kernel function (anchor may be null)
   * on `arch`: a template may decline an arch. */
  bool (*matches)(const HidetTemplate *self, MlirOperation fn, MlirOperation anchor,
                  const HidetArch *arch);
  /* The problem, or false with why the template cannot compute this
   * instance (element types, empty dims...). */
  bool (*problem)(const HidetTemplate *self, MlirOperation fn, MlirOperation anchor,
                  HidetProblem *p, char *why, size_t whySize);
  /* The problem for reports: "matmul 1x100x72x40 (batch x m x n x k)". */
  void (*formatProblem)(const HidetTemplate *self, const HidetProblem *p, char *buf,
                        size_t size);
  /* Appends `gpu.module @<moduleName> { hook declarations; gpu.func ... }`:
   * each gpu.func carries gpu.known_block_size and hidet.grid. */
  bool (*emit)(const HidetTemplate *self, const HidetTemplateCall *call, HidetStr *out,
               char *why, size_t whySize);

  /* ---- Reports (hidet-stitch-report, codegen/stitch_report.c); both
   * optional. */
  /* The global-memory bytes that the kernel(s) of schedule s read and
   * write on problem p, counted as codegen/traffic.h describes (a tensor
   * that one sweep of a slot reads is read once per sweep; re-reads that
   * only L2 would serve are counted), and a short account of the count in
   * `how` ("" when there is nothing to say). NULL: the report says
   * "unknown". */
  void (*traffic)(const HidetTemplate *self, const HidetSchedule *s, const HidetProblem *p,
                  MlirOperation fn, MlirOperation anchor, int64_t *readBytes,
                  int64_t *writeBytes, char *how, size_t howSize);
  /* The stitch scheme of graph op `op` of fn, when the template knows
   * better than the report's role table (stitch_report.c): one of
   * "dominant", "local", "regional", "global", "independent"; NULL keeps
   * `byRole`, the table's. NULL callback: the table's for every op. */
  const char *(*scheme)(const HidetTemplate *self, const HidetSchedule *s, const HidetProblem *p,
                        MlirOperation fn, MlirOperation anchor, MlirOperation op,
                        const char *byRole);
};

/* ---- The registry (template_registry.c). */
size_t hidetTemplateCount(void);
const HidetTemplate *hidetTemplateAt(size_t i);
const HidetTemplate *hidetTemplateLookup(const char *name);
/* SELECTION: the templates of list[0..n) that take the kernel function
 * on arch (`matches`), best first, into out[0..max); returns how many
 * match. With two or more, each is ranked by the cost of its best
 * schedule (hidetTemplateRank over its space for arch, on its problem);
 * estimates within HIDET_TEMPLATE_COST_TIE times the cheapest one tie, and
 * ties keep list order; those that cannot be costed (problem() fails, or
 * no schedule fits the arch) follow in list order. A single match is not
 * costed. */
#define HIDET_TEMPLATE_COST_TIE 1.25
size_t hidetTemplateRankAmong(const HidetTemplate *const *list, size_t n, MlirOperation fn,
                              MlirOperation anchor, const HidetArch *arch,
                              const HidetTemplate **out, size_t max);
/* The same over the registry; out[0] is the template of the kernel
 * function (hidet-schedule-anchors lets an explicit choice of the user
 * pick a later one). */
size_t hidetTemplatesFor(MlirOperation fn, MlirOperation anchor, const HidetArch *arch,
                         const HidetTemplate **out, size_t max);
/* Binds t's operand map to a kernel function (HidetOperands). */
void hidetOperandsBind(const HidetTemplate *t, MlirOperation fn, MlirOperation anchor,
                       HidetOperands *o);
/* Operand-map callbacks that several maps share: slot k is the anchor's
 * operand k; output k the anchor's result k; the identity index map; the
 * slot's tensor shape as its coordinate extents; always contiguous. */
MlirValue hidetAnchorOperand(const HidetOperands *o, int k);
MlirValue hidetAnchorResult(const HidetOperands *o, int k, bool *anchorResult);
void hidetIdentityIndexMap(const HidetOperands *o, ScalarEmitter *e, bool output, int k,
                           const ScalarName *coords, int numCoords, ScalarName *idx);
int hidetSlotShapeExtents(const HidetOperands *o, int k, int64_t *extents);
bool hidetSlotContiguous(const HidetOperands *o, int k);
/* "matmul_f32_simt (graph.matmul, graph.batch_matmul); elementwise (...)". */
void hidetTemplateListText(char *buf, size_t size);
/* The index of parameter `name`, or -1. */
int hidetTemplateParamIndex(const HidetTemplate *t, const char *name);
/* The problem's canonical text, the key of schedule caches
 * (schedule_cache.h): its dims in order joined by 'x', then "-e<bytes>"
 * when it has eltBytes and "-v<variant>" when it has a variant
 * ("1x128x768x768", "4096x768x1-e4", "64x30000x1-e4-v1"). The template
 * name goes next to it in a cache line, so the key does not repeat it.
 * Returns what snprintf returns. */
int hidetProblemKey(const HidetTemplate *t, const HidetProblem *p, char *buf, size_t size);
/* The problem of a matmul/batch_matmul anchor, shared by the matmul
 * templates: dims {batch (product of the result's leading dims), m, n, k}
 * from the lhs and result shapes. False (reason in `why`) for an empty
 * matmul, which has no kernel. A `?` M is a run-time extent: runtimeDims
 * bit 1, dims[1] its representative size (rtRepresentative); so is a
 * flattened M (hidetMatmulFlatM). */
bool hidetMatmulProblem(MlirValue lhs, MlirValue result, HidetProblem *out, char *why,
                        size_t whySize);
/* Whether a matmul/batch_matmul anchor has a `?` batch dim (hidet-partition
 * lets it through only with the lhs's leading dims equal to the result's
 * and a broadcast rhs, batch 1): then the problem is ONE matmul, batch 1,
 * whose M is the product of the result's leading dims (a run-time extent),
 * and the operand map unflattens M over them (docs/dynamic-shapes.md). */
bool hidetMatmulFlatM(MlirOperation anchor);
/* Whether a matmul/batch_matmul anchor asks for tf32 tensor cores
 * (`hidet.precision = "tf32"`, set by hidet-schedule-anchors{precision=tf32}
 * or by hand): matmul_tf32 takes it, the SIMT template does not. */
bool hidetMatmulWantsTf32(MlirOperation anchor);
/* True if x is a kernel input of fn seen through one graph.transpose that
 * swaps the last two dims (identity on the others) and any graph.reshape
 * before or after it that keeps the last two dims (torch-mlir's
 * [K,N] -> [1,K,N] around a Linear's transposed weight), the input's rows
 * holding a multiple of 4 elements: then 4 elements that are consecutive
 * along the transposed tensor's second-to-last dim, starting at a multiple
 * of 4, are 4 consecutive, aligned elements of one row of the input. */
bool hidetTransposedInputChain(MlirOperation fn, MlirValue x);
/* True if x is a kernel input of fn, or a chain of graph.reshape of one,
 * whose last dim and the input's are multiples of w elements: then w
 * elements consecutive along x's last dim, starting at a multiple of w,
 * are w consecutive elements of one row of the input, aligned to w
 * elements (a reshape keeps the row-major order). The condition for
 * cp.async copy hooks of w elements (matmul_tc's operands, attention_tc's
 * K and V). */
bool hidetReshapedInputChain(MlirOperation fn, MlirValue x, int64_t w);
/* "matmul BxMxNxK (batch x m x n x k)" for such a problem. */
void hidetMatmulFormatProblem(const HidetTemplate *self, const HidetProblem *p, char *buf,
                              size_t size);
/* The cost model's ranking: the indices of the k cheapest schedules of
 * space[0..n) on p, cheapest first, into best[] (and their costs into
 * costs[], when non-null); ties go to the earlier schedule. Returns how
 * many were written (min(k, n)). Every choice by cost goes through it. */
size_t hidetTemplateRank(const HidetTemplate *t, const HidetSchedule *space, size_t n,
                         const HidetProblem *p, const HidetArch *arch, size_t k, size_t *best,
                         double *costs);

#endif /* HIDET_TEMPLATE_H */
