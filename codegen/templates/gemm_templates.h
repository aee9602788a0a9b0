/*===-- gemm_templates.h - What the GEMM templates share ------------------===*
 * matmul_f32_simt and conv2d_simt share the SIMT matmul's schedule side;
 * matmul_tc, matmul_tf32 and conv2d_tc share the tensor-core matmul's,
 * told apart by their HidetGemmVariant (HidetTemplate.data); the three
 * matmul templates share one operand map (hidetMatmulOperands), the conv
 * templates theirs (conv2d_gemm.h).
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_GEMM_TEMPLATES_H
#define HIDET_GEMM_TEMPLATES_H

#include "template.h"

/* The data of the tensor-core GEMM templates (NULL for the SIMT ones). */
typedef struct {
  int elemBytes; /* operand bytes in shared memory: 2 (f16, bf16) or 4 (tf32) */
  /* B may be taken k-major: a transposed kernel input gets swapped
   * coordinates (hidetMatmulOperands' lastTwoSwapped). */
  bool kMajorB;
} HidetGemmVariant;

extern const HidetScheduleSpaceOps hidetMatmulSimtSchedule;
extern const HidetScheduleSpaceOps hidetMatmulTcSchedule;
extern const HidetScheduleSpaceOps hidetMatmulWgmmaSchedule;
extern const HidetOperandMap hidetMatmulOperands;
/* The SIMT matmul's emitter (HidetTemplate.emit), which conv2d_simt uses as
 * it is: it reads only the call (problem dims batch, m, n, k), not self. */
bool hidetMatmulSimtEmit(const HidetTemplate *self, const HidetTemplateCall *c, HidetStr *out,
                         char *why, size_t whySize);
/* The tensor-core GEMM's emitter for a call (matmul_tc_template.c), which
 * matmul_tc, matmul_tf32 and conv2d_tc share: the schedule is matmul_tc's,
 * problem dims 0..3 are batch, m, n, k; `async[k]`: operand k is copied
 * with cp.async; `wide[k]`: in 16-byte copies (copy8) where the tile
 * allows; `bKMajor`: B is taken k-major (swapped coordinates); `vecStore`:
 * the result's n is its contiguous dim (the staged epilogue may apply). */
bool hidetMatmulTcEmitCall(const HidetTemplateCall *c, const bool async[2], const bool wide[2],
                           bool bKMajor, bool vecStore, HidetStr *out, char *why, size_t whySize);
/* Whether matmul_wgmma declines a matmul anchor on `arch` (false for other
 * anchors), with the reason in `why` ("sm_90 has no wgmma (sm_90a has)"):
 * the error for a wgmma schedule it cannot use. */
bool hidetWgmmaDeclines(MlirOperation fn, MlirOperation anchor, const HidetArch *arch, char *why,
                        size_t whySize);
/* Whether matmul_wgmma declines a matmul anchor on `arch` only because its
 * kernel function has a `?` dim (it reads no run-time extent): the remark
 * of hidet-schedule-anchors{report=true} when matmul_tc takes it instead. */
bool hidetWgmmaDeclinesDynamic(MlirOperation fn, MlirOperation anchor, const HidetArch *arch);
/* Whether matmul_wgmma stages operand k of a matmul anchor through its
 * producer's registers (TMA cannot read it), with why ("the rhs is not a
 * kernel input read whole (it has a prologue)"): the remark of
 * hidet-schedule-anchors{report=true}. */
bool hidetWgmmaStaged(MlirOperation fn, MlirOperation anchor, int k, char *why, size_t whySize);
/* The wgmma GEMM's emitter for a call (matmul_wgmma_template.c), which
 * matmul_wgmma and conv2d_wgmma share: the schedule is matmul_wgmma's,
 * problem dims 0..3 batch, m, n, k; `tma[k]`: operand k may be read by
 * TMA when it is a kernel input read whole (else, and when it is not, it
 * is staged through the load hooks); `bKMajor`: B's hook coordinates are
 * (b, n, k) and its tile k-major. */
bool hidetWgmmaEmitCall(const HidetTemplateCall *c, const bool tma[2], bool bKMajor, HidetStr *out,
                        char *why, size_t whySize);
/* "f16", "bf16", "f32", or NULL: the element types its kernels name. */
const char *hidetMatmulTcTypeName(MlirType t);

#endif /* HIDET_GEMM_TEMPLATES_H */
