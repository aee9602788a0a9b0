/*===-- attention.h - The fused attention templates, shared parts --*- C -*-===*
 * graph.attention (docs/dialects.md) as ONE kernel: scores, mask, online
 * softmax and the weighted sum of V, tile by tile over the keys, never
 * writing the [.., Lq, Lk] scores to memory (FlashAttention-2's loop).
 *
 * SLOTS AND COORDINATES (attention_template.c's operand map):
 *   input 0  q     (z, i, d)    z flattened over q's leading dims [B.., Hq]
 *   input 1  k     (zk, j, d)   zk flattened over k's [B.., Hkv]
 *   input 2  v     (zk, j, c)
 *   input 3  mask  (z, i, j)    broadcast (numpy) from the scores' shape
 *   output 0       (z, i, c)
 * The kernel maps query head z to its K/V head: zk = (z / Hq) * Hkv +
 * (z % Hq) / g with g = Hq / Hkv, so grouped heads cost nothing but the
 * index arithmetic, and the head-split transposes/reshapes that feed q, k
 * and v (and the head merge after the output) are prologue/epilogue ops
 * of the usual hooks.
 *
 * PROBLEM: dims {Z = B*Hq, Lq, Lk, D, Dv, g, Hq}; variant bits: 1 causal,
 * 2 boolean mask, 4 additive mask; eltBytes the element bytes.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_ATTENTION_H
#define HIDET_ATTENTION_H

#include "kernel_text.h"
#include "runtime_extents.h"
#include "template.h"

enum {
  ATTN_Z = 0,
  ATTN_LQ,
  ATTN_LK,
  ATTN_D,
  ATTN_DV,
  ATTN_G,
  ATTN_HQ,
  ATTN_NUM_DIMS
};
enum { ATTN_CAUSAL = 1, ATTN_BOOL_MASK = 2, ATTN_ADD_MASK = 4 };

/* The problem of a graph.attention anchor (f16, bf16, f32 elements); false
 * with why otherwise. */
bool hidetAttentionProblem(MlirOperation anchor, HidetProblem *p, char *why, size_t whySize);
/* DYNAMIC SHAPES (docs/dynamic-shapes.md): q's batch dims (those before
 * the heads) and the query and key lengths may be `?`. The problem then
 * holds their representative sizes (rtRepresentative: the declared upper
 * bounds) and runtimeDims bits ATTN_Z, ATTN_LQ, ATTN_LK; the kernel reads
 * the real ones, and the host computes the grid, from the kernel inputs
 * that carry them (rtDimSource through the prologue): */
typedef struct {
  bool lq, lk;          /* the query / key length is a run-time extent */
  int lqArg, lkArg;     /* kernel argument and dim holding it */
  int64_t lqDim, lkDim;
  int nz;               /* `?` batch dims of q, each one grid factor of Z */
  int zArg[RT_MAX_GRID_FACTORS];
  int64_t zDim[RT_MAX_GRID_FACTORS];
  int64_t zStatic;      /* the product of q's static dims before [Lq, D] */
} HidetAttentionRuntime;
/* The run-time extents of c's anchor (all false / 0 for a static one);
 * false with why when one is not the extent of a kernel input. */
bool hidetAttentionRuntime(const HidetTemplateCall *c, HidetAttentionRuntime *rt, char *why,
                           size_t whySize);
/* At kernel entry, a run-time length: `name` = memref.dim of argument arg
 * (of type argType) at dim, and name - 1 (the last query or key, the
 * clamps' bound) into *last. Both attention templates read Lq and Lk so. */
void hidetAttentionEmitLength(KernelText *kt, KtVal name, int arg, int64_t dim,
                              const char *argType, KtVal *last);
/* The kernel attribute `hidet.grid_dynamic` (rtGridAttrText) of the
 * run-time extents in rt, appended to out (nothing for a static kernel):
 * grid x = ceil(Lq / queriesPerBlock), y = zPerFactor x the `?` batch
 * dims (zPerFactor: q's static dims before Lq, over the packed heads). */
void hidetAttentionGridAttr(HidetStr *out, const HidetAttentionRuntime *rt,
                            int64_t queriesPerBlock, int64_t zPerFactor);
/* The attention's scale (the `scale` attribute, or 1/sqrt(D)). */
double hidetAttentionScale(MlirOperation anchor);
/* "attention ZxLqxLkxD (heads x queries x keys x head dim)...". */
void hidetAttentionFormatProblem(const HidetTemplate *self, const HidetProblem *p, char *buf,
                                 size_t size);
extern const HidetOperandMap hidetAttentionOperands;
/* Microseconds to move `bytes` of global memory with `blocks` blocks of
 * `warpsPerBlock` warps, at most `blocksPerSm` resident an SM: the chip's
 * bandwidth needs about 8 warps an SM with loads in flight; fewer (a
 * decode step: a few heads of one query row, one block each) stretch the
 * time by 8 / warps. Shared by both templates' cost models, so that
 * split-KV's extra blocks count the same way in both. */
double hidetAttentionMemoryUs(double bytes, double blocks, int64_t blocksPerSm,
                              double warpsPerBlock, const HidetArch *arch);
/* The mean over `qTiles` query tiles of `rows` queries (Lq in all) of the
 * key tiles of `keys` a causal block runs: query tile b stops after the
 * tile of its last query, ceil(min(Lq, (b + 1) rows) / keys), at most
 * allTiles, of which a split-KV slice runs its even share (splits; 1
 * without). Exact up to 4096 query tiles, a stratified sample of 4096
 * beyond (a run-time length's range can reach 2^30). Shared by both
 * templates' cost models. */
double hidetAttentionCausalMeanTiles(int64_t qTiles, double rows, int64_t Lq, int keys,
                                     double allTiles, int splits);
/* "gpu.module @<name> {" and the hook declarations both kernels take:
 * loads of q, k, v (element type E; slot k's load4 hook too, 4
 * consecutive elements of the head dim as f32, where bit k of load4Slots
 * is set) and, with a mask type M
 * (not ""), the mask; the store of the output; argTys ", T0, ..." the
 * call's argument types. */
void hidetAttentionEmitModuleHead(HidetStr *out, const char *moduleName, const char *E,
                                  const char *M, const char *argTys, unsigned load4Slots);
/* "f16", "bf16", "f32", "i1" (the element and mask types the kernels
 * take), or NULL. */
const char *hidetAttentionTypeName(MlirType t);

/* ---- attention_simt.c: the SIMT kernel ---------------------------------- */
/* Schedule: `rows` query rows per block, `keys` keys per tile, `group`
 * threads per query row (a power of two <= 32, so a row's threads are
 * lanes of one warp and reduce with shuffles), `splits` slices of the key
 * tiles (split-KV, below; 1: none), `pack` (GQA packing: a block's rows are
 * the g query heads of ONE K/V head times rows / g queries, so the group
 * reads each K/V tile once instead of g times; needs g > 1 dividing rows).
 * REGISTER TILE: `tr` query rows a thread (rows r * tr + t of the block):
 * each K vector of the score loop and each V vector of the value loop,
 * loaded once from shared memory, serves the tr rows' FMAs (tr times the
 * FMAs a load of today's one-row thread), at tr times the accumulators.
 * Text: r32-k64-g8, r4-k64-g32-split8, r8-k64-g32-pack-split4, r64-k64-g4-t2
 * (-t<tr> after -g, before -pack; absent for tr = 1). */
typedef struct {
  int rows, keys, group, splits, pack;
  int tr; /* query rows a thread (the register tile, 1, 2 or 4; 0 reads as
           * 1): the block has rows / tr x group threads */
} HidetAttentionSimtSchedule;
#define HIDET_ATTENTION_MAX_TR 4

/* The shared-memory row stride (f32 words) of attention_simt's Q and K
 * tiles for head dim D: D + 4 when D % 4 == 0 (rows stay 16-byte aligned,
 * so the score loop reads 4 d values at a time, and 4 words of padding
 * still put the rows a group reads in distinct banks), else D + 1. */
int64_t hidetAttentionSimtRowStride(int64_t D);
int64_t hidetAttentionSimtSmemBytes(const HidetAttentionSimtSchedule *s, const HidetProblem *p);

/* SPLIT-KV (the global scheme for decode shapes: a few query rows against a
 * long K/V give too few blocks to fill the GPU). With S = splits > 1 the
 * module has two kernels, launched in order:
 *   <kernel>_partial  grid (query tiles, Z, S): block slice s runs the key
 *                     tiles [s*T, min((s+1)*T, last)), T = ceil(tiles / S),
 *                     last = the tile count (causal: up to the block's last
 *                     query), possibly none; it writes its unnormalised
 *                     state (o[c], the running max m, the sum l) of every
 *                     in-range row to the workspace viewed as
 *                     [Z][Lq][S][Dv + 2] f32 (o at c < Dv, m at Dv, l at
 *                     Dv + 1; Z outermost, so that with run-time extents
 *                     only the view's sizes change);
 *   <kernel>_combine  one thread per output element (z, i, c): M = max_s
 *                     m_s, w_s = 2^(m_s - M) (the maxima are base 2; 0 where m_s = -inf), the
 *                     result sum_s w_s o_s / sum_s w_s l_s (0 when nothing
 *                     was attended), in the fixed order s = 0..S-1, handed
 *                     to the store hook (the fused epilogue).
 * Deterministic: every partial is one block's whole key range and the
 * combine adds them in one order. The workspace is written before it is
 * read, so its initial contents do not matter. With run-time extents
 * (Z, Lq, Lk) the slices divide the run-time key tiles, the host sizes the
 * workspace from the extents (hidet.workspace_dynamic, runtime_extents.h)
 * and computes both grids. */
#define HIDET_ATTENTION_MAX_SPLITS 16
int64_t hidetAttentionSplitWorkspaceBytes(int64_t splits, const HidetProblem *p);
bool hidetAttentionSimtEmit(const HidetTemplateCall *c, const HidetAttentionSimtSchedule *s,
                            double scale, const char *elemType, const char *maskType,
                            HidetStr *out, char *why, size_t whySize);

/* ---- attention_tc.c: the tensor-core (mma.sync m16n8k16) kernel -------- */
/* Schedule: `warps` warps a block, `mt` 16-row tiles of queries a warp
 * (16 * mt * warps query rows a block), `keys` keys a tile (a multiple of
 * 16), `stages` the K/V ring's stages (1: one K/V tile, loaded through
 * registers each step; 2-4: a ring of that many tiles filled by cp.async,
 * attention_tc.c). Text: w4-m1-k64 (1 stage), w4-m1-k128-s2. f16 and bf16
 * only. */
typedef struct {
  int warps, mt, keys, stages;
} HidetAttentionTcSchedule;

/* The head dims padded to the MMA's k (16). */
int64_t hidetAttentionTcPad(int64_t d);
int64_t hidetAttentionTcSmemBytes(const HidetAttentionTcSchedule *s, const HidetProblem *p);
/* Whether the warp keeps its Q fragments in registers across the key loop
 * (else it reloads them by ldmatrix every key tile), and the estimated
 * registers a thread (attention_tc_template.c's budget). */
bool hidetAttentionTcKeepQ(const HidetAttentionTcSchedule *s, const HidetProblem *p);
/* The K and V vectors (4 elements each) a thread prefetches into registers
 * for the next key tile, 0 without the prefetch. */
int hidetAttentionTcPrefetchVecs(const HidetAttentionTcSchedule *s, const HidetProblem *p);
int hidetAttentionTcRegs(const HidetAttentionTcSchedule *s, const HidetProblem *p);
bool hidetAttentionTcEmit(const HidetTemplateCall *c, const HidetAttentionTcSchedule *s,
                          double scale, const char *elemType, const char *maskType, HidetStr *out,
                          char *why, size_t whySize);

#endif /* HIDET_ATTENTION_H */
