/*===-- conv2d_gemm.h - graph.conv2d as an implicit GEMM ------------------===*
 * The GEMM view of a groups == 1 graph.conv2d shared by the conv templates
 * (conv2d_simt_template.c, conv2d_tc_template.c), which reuse the matmul
 * emitters unchanged: only the operand index map differs.
 *
 * With input [N, C, H, W] (NCHW) or [N, H, W, C] (NHWC), filter R x S,
 * output P x Q:
 *   M = N*P*Q   (m -> (n, p, q), q fastest)
 *   N_gemm = F  (the output channels)
 *   K_gemm = R*S*C, ordered so that k walks the filter's contiguous dim:
 *     NHWC, filter [R, S, C, F]: k -> (r, s, c), c fastest; B[k, f] is the
 *       filter itself read as [R*S*C, F] (row-major, f contiguous), and 4
 *       consecutive k of A are 4 consecutive channels of one input pixel
 *       when C % 4 == 0: both operands load 4-wide vectors / cp.async.
 *     NCHW, filter [F, C, R, S]: k -> (c, r, s), s fastest; neither operand
 *       is contiguous along the GEMM's vector dims, so loads go element by
 *       element (correct, slower; NHWC is what hidet-import-tosa gives).
 * The im2col matrix is never built: input slot 0's index map computes
 *   h = p*stride_h + r*dilation_h - pad_top, w = q*stride_w + s*dilation_w
 *   - pad_left
 * and the validity map (template.h) is false where (h, w) lies in the
 * implicit zero padding; the index is then clamped into the input.
 * A 1x1, stride-1, pad-0 conv (the POINTWISE fast path) is a plain GEMM:
 * A is the input read as [N*H*W, C], no division by S or C, no predicate.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_CONV2D_GEMM_H
#define HIDET_CONV2D_GEMM_H

#include "template.h"

typedef struct {
  bool nhwc;
  int64_t n, c, h, w;          /* input */
  int64_t f, r, s;             /* filter: count (output channels), window */
  int64_t p, q;                /* output height, width */
  int64_t stride[2], pad[4], dil[2], groups; /* pad: top, bottom, left, right */
} HidetConvGemm;

/* True for a graph.conv2d anchor. */
bool hidetConvIsConv(MlirOperation anchor);
/* Reads the conv's shapes and attributes (the verifier checked them). */
void hidetConvGemmRead(MlirOperation anchor, HidetConvGemm *cv);
/* Whether an implicit-GEMM conv template may take `anchor` (a graph.conv2d
 * with groups == 1), with how many of its input and filter are f16/bf16 in
 * *numHalf: conv2d_simt takes those with none, conv2d_tc the others. */
bool hidetConvGemmTakes(MlirOperation anchor, int *numHalf);
/* 1x1, stride 1, no padding: a plain GEMM over [N*H*W, C] x [C, F]. */
bool hidetConvGemmPointwise(const HidetConvGemm *cv);
/* The problem {1, M, N_gemm, K_gemm} (the matmul emitters' batch, m, n,
 * k), then C, R*S and stride_h*16 + stride_w, which only tell convs with
 * the same GEMM apart in schedule caches; false for an empty conv or
 * groups > 1 (with why). */
bool hidetConvGemmProblem(MlirOperation anchor, HidetProblem *p, char *why, size_t whySize);
void hidetConvGemmFormatProblem(const HidetTemplate *self, const HidetProblem *p, char *buf,
                                size_t size);

/* The operand index map of the implicit GEMM (template.h), the same for
 * every conv template: input 0 the image with coordinates (b, m, k),
 * input 1 the filter with (b, k, n), output 0 the result with (b, m, n);
 * b is always 0. It binds the conv's HidetConvGemm once per anchor. */
extern const HidetOperandMap hidetConvOperands;
/* NHWC with C % 4 == 0 (the image), NHWC (the filter): the last coordinate
 * of slot k walks the tensor's contiguous dim (lastCoordContiguous). */
bool hidetConvSlotContiguous(const HidetConvGemm *cv, int k);

#endif /* HIDET_CONV2D_GEMM_H */
