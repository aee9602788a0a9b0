/*===-- reduction.h - What the reduction templates share ------------------===*
 * graph.reduce, graph.softmax and graph.layer_norm are memory-bound
 * reductions along rows. Each template (reduce.c, softmax.c, layer_norm.c)
 * sees its input as a view [outer, R, inner]: `rows = outer * inner`
 * independent rows of R elements each, row (o, i) holding the elements
 * (o, r, i) for r < R. inner == 1 is a row reduction (contiguous rows);
 * inner > 1 a column / middle-axis reduction (the elements of a row lie
 * `inner` apart, neighbouring rows are neighbours in memory).
 *
 * THE SCHEDULE (AStitch's adaptive thread mapping), one space for the
 * three templates:
 *   layout  how a block's threads split into (row, lane):
 *           row: #tm.spatial<P, G>, lanes of a row are consecutive threads
 *                (warp-per-row, block-per-row, sub-warp rows packed into a
 *                warp: coalesced for inner == 1);
 *           col: #tm.col_spatial<P, G>, rows are consecutive threads, a
 *                row's lanes P threads apart (threads over `inner`, a loop
 *                over R: coalesced for inner > 1);
 *   group G threads reduce one row (1 .. 1024, a power of two);
 *   rows  P rows per block (horizontal packing); G * P threads per block,
 *         a multiple of 32, at most the arch's limit;
 *   cache C (softmax, layer_norm) registers per thread holding elements
 *         between the passes over a row: C elements of f32, f16 and bf16
 *         (held in f32), C / 2 of f64, so that a schedule has the same
 *         register budget whatever the element type; the rest is read again
 *         through the load hook in each pass.
 * f32, f16 and bf16 rows are computed in f32, f64 rows in f64 (the
 * accumulators, shuffles, workgroup partials and constants).
 *   vec   V elements per load: 1 (scalar loads through the load hook) or
 *         4 (`row` layout only: 128-bit loads through the load4 hook, f32
 *         rows with inner == 1 only; the cost model returns INFINITY and
 *         emit fails elsewhere).
 *   split S blocks per row (1 .. 256, a power of two): S > 1 is AStitch's
 *         global scheme, two kernels and a workspace (reduce.c, softmax.c,
 *         layer_norm.c say what each kernel computes).
 * Lane l of a row handles the chunks c = j * G + l, j = 0 .. J-1 with
 * J = ceil(R / (G * V)): the task mapping compose(repeat(1, Jpad),
 * <layout>(P, G)) over the block's [P, Jpad * G] tile, used literally in
 * the kernel (Jpad >= J rounds the loop part up to its unroll factor; those
 * chunks are past R and masked). Chunk c is the elements r = c * V + q,
 * q < V: with V = 4 one `__hidet_load4_in0(o, i, r, nv)` with nv = min(4,
 * R - r) (a chunk wholly past R loads the row's last chunk and is masked).
 * The cache keeps its unit, registers per thread (elements): with V = 4
 * the first floor(C / 4) chunks (4 elements each) are cached.
 * Text form: `row-g32-p8` (reduce), `col-g4-p64-c0` (softmax, layer_norm),
 * `-s<S>` appended for S > 1 (`row-g256-p1-s16`, `row-g128-p1-c32-s16`),
 * then `-v4` (always last) for V = 4 (`row-g32-p8-v4`, `row-g128-p1-c8-v4`,
 * `row-g256-p1-s16-v4`, `row-g128-p1-c32-s16-v4`); without it V = 1.
 *
 * Input slot 0's template coordinates are (o, i, r): r last, so that the
 * load4 hook's `last coordinate + j` walks the row, and with inner == 1 it
 * is the tensor's contiguous dims (lastCoordContiguous). Row outputs
 * (softmax, layer_norm, a regional reduce) use the same coordinates: the
 * fusion pass indexes a regional epilogue's row operands through input
 * slot 0's index map at the store's coordinates.
 *
 * The row's combine: butterfly `gpu.shuffle xor` among the lanes of a row
 * inside one warp (offsets 1, 2, .. for `row`; P, 2P, .. for `col`); when a
 * row spans warps, one lane per warp writes its partial to a workgroup
 * buffer [nw][P], a barrier, and every lane combines the nw partials in the
 * same order, so every lane of a row holds the same bits.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_TEMPLATES_REDUCTION_H
#define HIDET_TEMPLATES_REDUCTION_H

#include "kernel_text.h"
#include "template.h"

enum { RED_LAYOUT_ROW = 0, RED_LAYOUT_COL = 1 };
/* Schedule parameter indices (HidetSchedule.v). Slot 3 is `cache` in the
 * templates with a cache (softmax, layer_norm) and `split` in reduce,
 * which has no cache; slot 4 is `vec` in every reduction template: 1
 * (scalar loads) or 4 (128-bit loads through the load4 hook; `row` layout
 * only, and on the problem only for f32 rows with inner == 1:
 * redVecWhyNot); the cached templates keep their split in slot 5
 * (RED_P_CACHED_SPLIT). redSplitSlot says which. */
enum {
  RED_P_LAYOUT = 0,
  RED_P_GROUP = 1,
  RED_P_ROWS = 2,
  RED_P_CACHE = 3,
  RED_P_SPLIT = 3,
  RED_P_VEC = 4,
  RED_P_CACHED_SPLIT = 5
};
/* Parameters of reduce (layout, group, rows, split, vec) and of the
 * cached templates (layout, group, rows, cache, vec, split). */
enum { RED_NUM_PARAMS = 5, RED_NUM_CACHED_PARAMS = 6 };
/* The largest split (blocks per row) of the space, and the combine
 * kernel's mapping: a warp per row (G = 32 lanes), 4 rows per block. */
#define RED_MAX_SPLIT 256
#define RED_COMBINE_G 32
#define RED_COMBINE_P 4
/* Problem dims (HidetProblem.dims); the element bytes are the problem's
 * eltBytes, and reduce's regional epilogue its variant
 * RED_VARIANT_REGIONAL. */
enum { RED_D_OUTER = 0, RED_D_R = 1, RED_D_INNER = 2, RED_NUM_DIMS = 3 };
enum { RED_VARIANT_REGIONAL = 1 };

struct RedView;

/* What a template does per row, for the cost model and the space; each
 * reduction template's HidetTemplate.data, which the shared callbacks
 * below read through `self`. */
typedef struct {
  const char *name;  /* template name, for messages */
  bool hasCache;     /* the schedule has `cache` (multi-pass templates) */
  int readPasses;    /* passes that read the row (reduce 1, softmax and layer_norm 3) */
  int reductions;    /* row combines (workgroup buffers) per kernel */
  bool writesRows;   /* the result has a row of R elements (softmax, layer_norm) */
  int flopsPerElem;  /* rough arithmetic per element, all passes */
  bool hasSplit;     /* the schedule has `split` (global two-kernel scheme) */
  /* The anchor's [outer, R, inner] view of its input 0. */
  void (*view)(MlirOperation anchor, struct RedView *v);
  /* per-position parameters loaded per element in the writing pass
   * (layer_norm's gamma and beta: 2); where > 0 the cost model charges
   * one redParamTripClk round trip a chunk, whatever the count (the
   * loads of one chunk are issued together) */
  int paramLoads;
} RedKind;

extern const char *const redParamNames[]; /* layout, group, rows, cache, vec */
extern const char *const redSplitParamNames[]; /* layout, group, rows, split, vec */
/* layout, group, rows, cache, vec, split */
extern const char *const redCacheSplitParamNames[];

/* Elements per load of schedule s: 4 when its `vec` is 4, else 1. */
int64_t redVec(const HidetSchedule *s);
/* Why vector width redVec(s) cannot apply to problem p (false: it can).
 * V = 4 needs contiguous rows (inner == 1) of f32 elements: the load4 hook
 * returns f32 lanes and its one-vector fast path is a vector<4xf32> load,
 * so f64 rows would be rounded and 16-bit rows would always take its
 * four-scalar path. */
bool redVecWhyNot(const HidetSchedule *s, const HidetProblem *p, char *why, size_t whySize);

/* The schedule slot of `split` for kind k (3 without a cache, else 5). */
static inline int redSplitSlot(const RedKind *k) {
  return k->hasCache ? RED_P_CACHED_SPLIT : RED_P_SPLIT;
}
/* Blocks per row of schedule s: its `split` for kinds with one, else 1. */
int64_t redSplit(const RedKind *k, const HidetSchedule *s);
/* Bytes of the global workspace of the split scheme, 0 when split is 1:
 * reduce's partials [rows][split] in the compute type; the cached kinds'
 * (softmax, layer_norm) pairs [rows][split][2]. */
int64_t redWorkspaceBytes(const RedKind *k, const HidetSchedule *s, const HidetProblem *p);

/* ---- The space, its text form and its cost model. -------------------- */
bool redFits(const RedKind *k, const HidetSchedule *s, const HidetArch *arch, char *why,
             size_t whySize);
/* The schedule side of softmax and layer_norm (cached, split), and the
 * callbacks that reduce's own table shares (template.h; the kind is
 * self->data). */
extern const HidetScheduleSpaceOps redCachedSchedule;
size_t redSpace(const HidetTemplate *self, const HidetArch *arch, HidetSchedule **out);
bool redFitsOf(const HidetTemplate *self, const HidetSchedule *s, const HidetArch *arch,
               char *why, size_t whySize);
bool redParse(const HidetTemplate *self, const char *text, HidetSchedule *s, char *why,
              size_t whySize);
int redFormat(const HidetTemplate *self, const HidetSchedule *s, char *buf, size_t size);
int64_t redSmemOf(const HidetTemplate *self, const HidetSchedule *s, HidetLoadMode mode);
int64_t redWorkspaceOf(const HidetTemplate *self, const HidetSchedule *s, const HidetProblem *p);
double redCost(const RedKind *k, const HidetSchedule *s, const HidetProblem *p,
               const HidetArch *arch);
int64_t redSmemBytes(const RedKind *k, const HidetSchedule *s);
/* Registers per thread the fit rule assumes, for values of `wide` 32-bit
 * registers (1: f32 compute, 2: f64): the schedule's own need, whatever
 * the instance. */
int redRegs(const RedKind *k, const HidetSchedule *s, int64_t wide);
/* Instance facts of the reduction templates (HidetProblem.facts, set by
 * each template's problem() from redFacts). RED_FACT_INDEXED: the kernel
 * function holds a graph.reshape or graph.gather, whose fused index maps
 * give every element its own address (a reshape's linearize/unflatten
 * divides and takes remainders per element; a gather reads its index
 * first), not a constant offset from its row's base. */
enum { RED_FACT_INDEXED = 1u };
unsigned redFacts(MlirOperation fn);
/* Elements whose loads one thread has in flight at once: the cached
 * chunks (filled in one unrolled block) or an unrolled step of the
 * uncached loop, whichever holds more, times V. */
int64_t redInflightElems(const RedKind *k, const HidetSchedule *s, const HidetProblem *p);
/* The registers a kernel of s needs on instance p (redRegs plus the
 * per-element addresses of an indexed instance), rounded up to 8: what the
 * cost model checks against the arch (HIDET_COST_UNFIT when T threads
 * cannot all have it) and ranks occupancy by, and the budget the kernel
 * asks ptxas for (.minnctapersm) unless the instance is indexed (then it
 * asks for .minnctapersm 1, every register the launch allows: reduction.c,
 * budgetAttr). */
int redRegsFor(const RedKind *k, const HidetSchedule *s, const HidetProblem *p);
void redDescribe(const RedKind *k, const HidetSchedule *s, const HidetProblem *p,
                 const HidetArch *arch, char *buf, size_t size);
/* Fraction of the bytes of the 32-byte sectors one warp's load touches
 * that the warp uses (1 = coalesced), for the schedule's layout on p. */
double redSectorEfficiency(const HidetSchedule *s, const HidetProblem *p);

/* ---- Problems. -------------------------------------------------------- */
/* Dynamic shapes (codegen/runtime_extents.h): when the anchor's view v
 * has `?` outer dims (hidet-partition lets `?` through only there), sets
 * p's outer to their representative product (times the static outer
 * dims) and marks it a run-time extent (runtimeDims bit RED_D_OUTER); a
 * no-op for a static view. False with why when a `?` is not the extent of
 * a kernel input. The templates that call it (softmax, layer_norm) declare
 * runtimeDims; their split scheme is not taken (its workspace is sized
 * from the rows). */
bool redRuntimeOuter(MlirOperation fn, MlirOperation anchor, const struct RedView *v, HidetProblem *p,
                     char *why, size_t whySize);

/* Element type check shared by the templates: f32, f16 and bf16 are
 * computed in f32, f64 in f64; anything else (integers, which the graph
 * verifier already rejects) is a located reason. *bytes is the element's
 * size in memory. */
bool redElementType(MlirValue v, const char *what, int64_t *bytes, char *why, size_t whySize);

/* ---- Emission. -------------------------------------------------------- */
/* Names in the emitted text: the shared builder's (kernel_text.h). */
typedef KtVal RedVal;

typedef struct RedGen RedGen;

/* What one element of this thread's part of a row is, inside a pass. */
typedef struct {
  RedVal r;   /* its index along R (always < R when `ok` is empty) */
  RedVal ok;  /* i1: r < R, or "" when every r of the pass is in range */
  RedVal x;   /* value in the compute type (cached or loaded), or "" for passes that do
                 not read */
  int slot;   /* cache slot of this element, or -1 (not cached) */
} RedElem;

/* The per-element code of a pass: reads e, returns the new accumulator
 * (or acc unchanged / "" when the pass does not accumulate). It may set
 * *cacheOut to the value to keep in the element's cache slot. */
typedef RedVal (*RedElemFn)(RedGen *g, const RedElem *e, RedVal acc, RedVal *cacheOut, void *ud);

struct RedGen {
  const RedKind *kind;
  const HidetTemplateCall *call;
  KernelText kt; /* the kernel body; index constants go before it */
  int64_t outer, R, inner, rows;
  int layout;
  int64_t G, P, T, C, J, Jpad, U, Gw, nw, blocks, cached; /* C: cache slots, in elements */
  /* Elements per load (`vec`): a chunk of the task mapping is V
   * consecutive elements; J, Jpad and `cached` count chunks (cached * V
   * <= C elements). */
  int64_t V;
  char elt[16];      /* element type text of input 0 and the result */
  char ct[8];        /* the compute type: f64 for f64 elements, else f32 */
  bool f64;          /* elt (and ct) is f64 */
  HidetStr argVals;  /* ", %arg0, ..." */
  HidetStr argTys;   /* ", memref<...>, ..." */
  char map[256];     /* element task mapping */
  RedVal tid, rowLocal, lane, row, rowValid, o, i;
  RedVal *cache;     /* C slots of ct values (valid after a pass that fills them) */
  int numBufs;       /* workgroup buffers used so far */
  /* The global (two-kernel) split, kernel 1: S blocks per row (grid y),
   * block y reading the slice [y * Jpad * G * V, (y + 1) * Jpad * G * V)
   * of R (J = ceil(R / (S * G * V)) chunks per slice, padded to the loop's
   * unroll: the
   * padding must not reach into the next slice); rBase is the slice's
   * first r (set after the prologue; "" when S is 1). */
  int64_t S;
  RedVal rBase;
  /* Dynamic shapes: the row count is read at run time (problem
   * runtimeDims bit RED_D_OUTER; g->outer and g->rows are then the
   * representative sizes): rows = rowsMul * prod(memref.dim(%arg<dynArg[i]>,
   * dynDim[i])), into rowsRun by redEmitPrologue; the grid's x from the host. */
  bool dynRows;
  int64_t rowsMul;
  int nDyn;
  int dynArg[8];
  int64_t dynDim[8];
  RedVal rowsRun;
};

/* Sets up g for the call (problem and schedule); false with why when the
 * schedule cannot be instantiated (grid too large). */
bool redGenInit(RedGen *g, const RedKind *kind, const HidetTemplateCall *call, char *why,
                size_t whySize);
void redGenFree(RedGen *g);

RedVal redFloat(RedGen *g, double c);   /* a ct constant at the current point */
RedVal redBin(RedGen *g, const char *op, RedVal a, RedVal b); /* ct arith.<op> */
RedVal redSelect(RedGen *g, RedVal c, RedVal a, RedVal b);   /* ct select; a if c is "" */
RedVal redAnd(RedGen *g, RedVal a, RedVal b);                /* i1 and; "" is true */

/* Emits the thread's row/lane coordinates (call first). */
void redEmitPrologue(RedGen *g);
/* Input slot `slot` at the element's r (clamped into range when e->ok is
 * set), converted to ct: slot 0 reads (o, i, r), other slots (r). */
RedVal redLoad(RedGen *g, int slot, const RedElem *e);
/* Output slot 0 at (o, i, r) (rowsOut: input slot 0's coordinates) or
 * (o, i) gets v (ct, converted to
 * the element type), under predicate `pred` ("" = always). */
void redStore(RedGen *g, RedVal v, RedVal r, bool rowsOut, RedVal pred);
/* One pass over this thread's elements: cached chunks unrolled (their
 * values from g->cache, or loaded into it when `fill`), the others in an
 * scf.for unrolled by U with every load issued before the element code.
 * `read`: elements carry x. Returns the accumulator ("" when acc0 is ""). */
RedVal redPass(RedGen *g, bool read, bool fill, RedVal acc0, RedElemFn fn, void *ud);
/* Combines v over the lanes of the row (`op`: arith.addf, arith.maximumf,
 * arith.minimumf); every lane gets the result. An f64 gpu.shuffle is
 * split into two 32-bit shfl.sync by convert-gpu-to-nvvm, which is what
 * PTX and the emulator run. */
RedVal redGroupCombine(RedGen *g, RedVal v, const char *op);
/* The whole gpu.module text: hook declarations (loads of numInputs slots,
 * the store with rowsOut coordinates), the kernel with g->numBufs
 * workgroup buffers, and the body. */
void redEmitModule(RedGen *g, HidetStr *out, int numInputs, bool rowsOut);

/* ---- The global (two-kernel) split. ----------------------------------- */
/* Kernel 1's slice: g->rBase = block_id.y * Jpad * G * V (call after
 * redEmitPrologue when g->S > 1). */
void redEmitSliceBase(RedGen *g);
/* The split softmax/layer_norm kernels' generators: g1 for kernel 1 with
 * the call's schedule, g2 for kernel 2 with the same schedule but no
 * cache (c2 holds that call and must outlive g2). On failure both are
 * freed and false is returned with `why`. */
typedef struct {
  HidetSchedule schedule;
  HidetTemplateCall call;
} RedUncachedCall;
bool redGenInitSplit(RedGen *g1, RedGen *g2, RedUncachedCall *c2, const RedKind *kind,
                     const HidetTemplateCall *call, char *why, size_t whySize);
/* The f32 view of the workspace argument (%ws, memref<Nxi8>) as [rows][S]
 * partials: a value name of type memref<rows x S x f32>, and its type. */
RedVal redWorkspaceView(RedGen *g, int64_t S, char *type, size_t typeSize);
/* The gpu.module of the split scheme: hook declarations, then kernel 1
 * (g1: grid [blocks, S], its partials into the workspace) and kernel 2 (g2:
 * the combine and the stores) as `<kernel>_partial` and `<kernel>_combine`,
 * both taking the workspace (wsBytes) as their last argument %ws. */
void redEmitSplitModule(RedGen *g1, RedGen *g2, HidetStr *out, int numInputs, bool rowsOut,
                        int64_t wsBytes);
/* ---- The split of the row-writing kinds (softmax, layer_norm). ---- */
/* Kernel 1 and kernel 2 have the same mapping (grid [row blocks, S], block
 * y on slice y); kernel 2 has no cache (one pass), so its slices may be
 * longer (its own Jpad). The workspace as pairs [rows][S][2] of
 * the compute type: a value of type memref<rows x S x 2 x ct>. */
RedVal redPairWorkspaceView(RedGen *g, int64_t S, char *type, size_t typeSize);
/* Elements of slice `y` (an index value) of the row when slices hold
 * sliceLen elements (kernel 1's Jpad * G * V): min(R - min(y * sliceLen, R),
 * sliceLen), as an index value. */
RedVal redSliceCount(RedGen *g, RedVal y, int64_t sliceLen);
/* An index value converted to the compute type. */
RedVal redIndexToFloat(RedGen *g, RedVal v);
/* The row index clamped into range (rows past the end of the last block
 * read the last row's partials). */
RedVal redRowClamped(RedGen *g);
/* The predicate of one store per row: a valid row, lane 0. */
RedVal redFirstLanePredicate(RedGen *g);
/* Opens `scf.for %q = lane to S step G iter_args(acc = init)`: the
 * partials this lane combines (G lanes share a row's S partials); returns
 * the loop's q and sets *acc to the iteration's accumulator; close with
 * redEndPartialsLoop, which yields `next` and returns the loop's result. */
RedVal redBeginPartialsLoop(RedGen *g, int64_t S, RedVal init, RedVal *acc, RedVal *result);
RedVal redEndPartialsLoop(RedGen *g, RedVal next, RedVal result);
/* The module: hook declarations, then `<kernel>_partial` (g1: the slice
 * statistics into the workspace) and `<kernel>_write` (g2: combine the
 * row's S pairs, write its slice through the store hook), both on grid
 * [blocks, S] and taking the workspace (wsBytes) as their last argument. */
void redEmitSplitRowsModule(RedGen *g1, RedGen *g2, HidetStr *out, int numInputs,
                            int64_t wsBytes);

/* ---- The operand index map, shared. ---------------------------------- */
/* The view of a tensor of `rank` dims as [outer, R, inner]: reduced[d]
 * marks the reduced dims; outer dims are the kept dims before the last
 * reduced one, inner the kept dims after it. */
typedef struct RedView {
  int64_t rank;
  int64_t dims[HIDET_MAX_RANK];
  bool reduced[HIDET_MAX_RANK];
  int64_t outer, R, inner;
  int64_t lastReduced;
  bool keepdims; /* a reduce's result keeps the reduced dims (as 1) */
  /* Dynamic shapes: some outer dims are `?` (dims[d] HIDET_DIM_DYNAMIC,
   * counted as 1 in outer); x is the viewed value, whose `?` extents the
   * index map reads at run time (set by the operand map's bind). */
  bool dynamic;
  MlirValue x;
} RedView;

/* The reductions' operand map: input 0 at (o, i, r) through the kind's
 * view (bound once per anchor), layer_norm's gamma and beta at (r) over
 * their own shape; output 0 at input 0's coordinates for the row-writing
 * kinds, at (o, i) (the reduced result) for reduce. */
extern const HidetOperandMap redOperands;

void redViewInit(RedView *v, MlirType tensorType, const bool *reduced);
/* Index of the viewed tensor at (o, r, i). */
void redViewIndex(ScalarEmitter *e, const RedView *v, ScalarName o, ScalarName r, ScalarName i,
                  ScalarName *idx);
/* Index of the reduced result at (o, i): with keepdims the reduced dims
 * are 0, else they are dropped. */
void redViewResultIndex(ScalarEmitter *e, const RedView *v, bool keepdims, ScalarName o,
                        ScalarName i, ScalarName *idx);

/* ---- Reports (reduction_traffic.c). --------------------------------- */
/* The `traffic` callback of the reduction templates (template.h,
 * traffic.h). */
void redTraffic(const HidetTemplate *self, const HidetSchedule *s, const HidetProblem *p,
                MlirOperation fn, MlirOperation anchor, int64_t *readBytes, int64_t *writeBytes,
                char *how, size_t howSize);

#endif /* HIDET_TEMPLATES_REDUCTION_H */
