/*===-- emu_libdevice.c - libdevice math functions for emulated kernels ------===*
 * convert-gpu-to-nvvm lowers math ops (and arith.remf) to calls of CUDA's
 * libdevice (__nv_expf, __nv_exp, ...). Emulated kernels call these C
 * versions instead, built on libm; results can differ from the GPU's in
 * the last ulp. The names are those the LLVM 22 GPU-to-NVVM lowering emits
 * (including the __nv_fast_* approximations, implemented exactly here),
 * with libdevice's signatures.
 *===----------------------------------------------------------------------===*/
#include "emu_libdevice.h"

#include <math.h>
#include <stdlib.h>

/* ---- One argument. ---- */
float __nv_acosf(float x) { return acosf(x); }
double __nv_acos(double x) { return acos(x); }
float __nv_acoshf(float x) { return acoshf(x); }
double __nv_acosh(double x) { return acosh(x); }
float __nv_asinf(float x) { return asinf(x); }
double __nv_asin(double x) { return asin(x); }
float __nv_asinhf(float x) { return asinhf(x); }
double __nv_asinh(double x) { return asinh(x); }
float __nv_atanf(float x) { return atanf(x); }
double __nv_atan(double x) { return atan(x); }
float __nv_atanhf(float x) { return atanhf(x); }
double __nv_atanh(double x) { return atanh(x); }
float __nv_cbrtf(float x) { return cbrtf(x); }
double __nv_cbrt(double x) { return cbrt(x); }
float __nv_ceilf(float x) { return ceilf(x); }
double __nv_ceil(double x) { return ceil(x); }
float __nv_cosf(float x) { return cosf(x); }
double __nv_cos(double x) { return cos(x); }
float __nv_coshf(float x) { return coshf(x); }
double __nv_cosh(double x) { return cosh(x); }
float __nv_erff(float x) { return erff(x); }
double __nv_erf(double x) { return erf(x); }
float __nv_erfcf(float x) { return erfcf(x); }
double __nv_erfc(double x) { return erfc(x); }
float __nv_expf(float x) { return expf(x); }
double __nv_exp(double x) { return exp(x); }
float __nv_exp2f(float x) { return exp2f(x); }
double __nv_exp2(double x) { return exp2(x); }
float __nv_expm1f(float x) { return expm1f(x); }
double __nv_expm1(double x) { return expm1(x); }
float __nv_fabsf(float x) { return fabsf(x); }
double __nv_fabs(double x) { return fabs(x); }
float __nv_floorf(float x) { return floorf(x); }
double __nv_floor(double x) { return floor(x); }
float __nv_logf(float x) { return logf(x); }
double __nv_log(double x) { return log(x); }
float __nv_log10f(float x) { return log10f(x); }
double __nv_log10(double x) { return log10(x); }
float __nv_log1pf(float x) { return log1pf(x); }
double __nv_log1p(double x) { return log1p(x); }
float __nv_log2f(float x) { return log2f(x); }
double __nv_log2(double x) { return log2(x); }
float __nv_rintf(float x) { return rintf(x); }
double __nv_rint(double x) { return rint(x); }
float __nv_roundf(float x) { return roundf(x); }
double __nv_round(double x) { return round(x); }
float __nv_sinf(float x) { return sinf(x); }
double __nv_sin(double x) { return sin(x); }
float __nv_sinhf(float x) { return sinhf(x); }
double __nv_sinh(double x) { return sinh(x); }
float __nv_sqrtf(float x) { return sqrtf(x); }
double __nv_sqrt(double x) { return sqrt(x); }
float __nv_tanf(float x) { return tanf(x); }
double __nv_tan(double x) { return tan(x); }
float __nv_tanhf(float x) { return tanhf(x); }
double __nv_tanh(double x) { return tanh(x); }
float __nv_rsqrtf(float x) { return 1.0f / sqrtf(x); }
double __nv_rsqrt(double x) { return 1.0 / sqrt(x); }
/* ---- Two arguments. ---- */
float __nv_atan2f(float x, float y) { return atan2f(x, y); }
double __nv_atan2(double x, double y) { return atan2(x, y); }
float __nv_copysignf(float x, float y) { return copysignf(x, y); }
double __nv_copysign(double x, double y) { return copysign(x, y); }
float __nv_fmaxf(float x, float y) { return fmaxf(x, y); }
double __nv_fmax(double x, double y) { return fmax(x, y); }
float __nv_fminf(float x, float y) { return fminf(x, y); }
double __nv_fmin(double x, double y) { return fmin(x, y); }
float __nv_fmodf(float x, float y) { return fmodf(x, y); }
double __nv_fmod(double x, double y) { return fmod(x, y); }
float __nv_powf(float x, float y) { return powf(x, y); }
double __nv_pow(double x, double y) { return pow(x, y); }
float __nv_fmaf(float x, float y, float z) { return fmaf(x, y, z); }
double __nv_fma(double x, double y, double z) { return fma(x, y, z); }
float __nv_powif(float x, int n) { return powf(x, (float)n); }
double __nv_powi(double x, int n) { return pow(x, (double)n); }
int __nv_abs(int x) { return x < 0 ? (int)(0u - (unsigned)x) : x; }

/* ---- Classification (libdevice returns int). ---- */
int __nv_isnanf(float x) { return isnan(x) != 0; }
int __nv_isnand(double x) { return isnan(x) != 0; }
int __nv_isinff(float x) { return isinf(x) != 0; }
int __nv_isinfd(double x) { return isinf(x) != 0; }
int __nv_finitef(float x) { return isfinite(x) != 0; }
int __nv_isfinited(double x) { return isfinite(x) != 0; }

/* ---- sincos. ---- */
void __nv_sincosf(float x, float *s, float *c) {
  *s = sinf(x);
  *c = cosf(x);
}
void __nv_sincos(double x, double *s, double *c) {
  *s = sin(x);
  *c = cos(x);
}

/* ---- Fast approximations (exact here). ---- */
float __nv_fast_cosf(float x) { return cosf(x); }
float __nv_fast_sinf(float x) { return sinf(x); }
float __nv_fast_tanf(float x) { return tanf(x); }
float __nv_fast_expf(float x) { return expf(x); }
float __nv_fast_logf(float x) { return logf(x); }
float __nv_fast_log2f(float x) { return log2f(x); }
float __nv_fast_log10f(float x) { return log10f(x); }
float __nv_fast_powf(float x, float y) { return powf(x, y); }
void __nv_fast_sincosf(float x, float *s, float *c) {
  *s = sinf(x);
  *c = cosf(x);
}
