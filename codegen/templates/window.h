/*===-- window.h - Direct sliding-window kernels (depthwise conv, pooling) -===*
 * Depthwise / grouped convolutions and 2-D pooling read, for every output
 * element, a small window of one input image and (for a convolution) the
 * few filter taps of its channel: little arithmetic per byte, so they are
 * memory-bound and get a direct kernel instead of a GEMM. The two
 * templates (depthwise.c, pool.c) share this geometry, schedule space,
 * cost model and emitter; they differ in what they take and combine.
 *
 * The schedule is three numbers, text form `b<block>-w<ow>-c<vec>`:
 *   block  threads per block (64, 128, 256; 512 spilled, window.c)
 *   ow     consecutive output columns per thread (1, 2, 4): a filter tap
 *          loaded once serves ow outputs, the input row segment is shared
 *   vec    consecutive output channels per thread (1, 2, 4): independent
 *          accumulator chains; along NHWC's contiguous channel dim
 * One thread computes ow x vec outputs of one (image, output row). Threads
 * are ordered with the output's contiguous dim fastest (channels for NHWC,
 * columns for NCHW), so a warp's loads and stores coalesce.
 *
 * Slots: input 0 is the conv/pool input, input 1 (conv) the filter, output
 * 0 the anchor's result; each slot's template coordinates are its tensor's
 * own 4-d index (identity index map). The kernel clamps the input index
 * into range and replaces out-of-range (padding) elements after the load
 * hook: by 0 for a convolution and an avg pool (so padding is zero AFTER
 * any fused prologue op, as PyTorch pads the prologue's result), and a max
 * pool skips them.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_WINDOW_H
#define HIDET_WINDOW_H

#include "template.h"

typedef enum { WIN_CONV = 0, WIN_MAX = 1, WIN_AVG = 2 } WinKind;

/* The geometry of one conv2d / pool2d anchor. */
typedef struct {
  WinKind kind;
  bool nhwc;
  int64_t n, c, h, w;             /* input: images, channels, height, width */
  int64_t f, oh, ow;              /* output channels and extents */
  int64_t kh, kw, sh, sw, dh, dw; /* window, strides, dilations */
  int64_t pt, pl;                 /* top and left padding (bottom/right follow from oh/ow) */
  int64_t groups, cinPerGroup, coutPerGroup; /* pool: groups = c, one channel each */
} WinGeom;

/* Problem dims (HidetProblem) of a window anchor, the cost model's view. */
enum {
  WIN_D_N, WIN_D_F, WIN_D_OH, WIN_D_OW, WIN_D_WINDOW, /* kh * kw */
  WIN_D_CPG,                                          /* input channels per group */
  WIN_D_IN,                                           /* input elements per image */
  WIN_NUM_DIMS /* the WinKind is the problem's variant */
};

enum { WIN_P_BLOCK, WIN_P_OW, WIN_P_VEC, WIN_NUM_PARAMS };

/* Reads the anchor's shapes and attributes (the verifier has checked
 * them). */
void winGeometry(MlirOperation anchor, WinGeom *g);
/* The problem of a window anchor (HidetTemplate.problem of both window
 * templates): false (why) for an operand or result that is not f32, f16 or
 * bf16 (computed in f32), or an empty output. */
bool winProblem(const HidetTemplate *self, MlirOperation fn, MlirOperation anchor,
                HidetProblem *p, char *why, size_t whySize);

/* What the two templates share (window.c): the schedule side, the
 * identity operand map and the emitter. */
extern const char *const winParamNames[WIN_NUM_PARAMS];
extern const HidetScheduleSpaceOps winSchedule;
extern const HidetOperandMap winOperands;
bool winEmit(const HidetTemplate *self, const HidetTemplateCall *c, HidetStr *out, char *why,
             size_t whySize);
/* Estimated registers per thread of a schedule (reports and fits). */
int winRegs(const HidetSchedule *s);

#endif /* HIDET_WINDOW_H */
