/*===-- half.c - f16 and bf16 <-> f32 conversions ------------------------===*
 * hidet-run's own conversions (round to nearest even, NaN kept quiet), so
 * that the tool does not depend on the host compiler's _Float16/__bf16
 * support or on compiler-rt helpers being linked.
 *===----------------------------------------------------------------------===*/
#include "run.h"

#include <string.h>

/* ---- f16. ---------------------------------------------------------- */

uint16_t runnerF32ToF16(float f) {
  uint32_t x;
  memcpy(&x, &f, 4);
  uint32_t sign = (x >> 16) & 0x8000u;
  uint32_t exp = (x >> 23) & 0xffu;
  uint32_t mant = x & 0x7fffffu;
  if (exp == 0xff) /* inf, nan (kept quiet) */
    return (uint16_t)(sign | 0x7c00u | (mant ? 0x200u | (mant >> 13) : 0));
  int32_t e = (int32_t)exp - 127 + 15;
  if (e >= 0x1f)
    return (uint16_t)(sign | 0x7c00u);
  if (e <= 0) {
    if (e < -10)
      return (uint16_t)sign;
    mant |= 0x800000u;
    uint32_t shift = (uint32_t)(14 - e);
    uint32_t h = mant >> shift;
    uint32_t rem = mant & ((1u << shift) - 1), half = 1u << (shift - 1);
    if (rem > half || (rem == half && (h & 1u)))
      h++;
    return (uint16_t)(sign | h);
  }
  uint32_t h = ((uint32_t)e << 10) | (mant >> 13);
  uint32_t rem = mant & 0x1fffu;
  if (rem > 0x1000u || (rem == 0x1000u && (h & 1u)))
    h++; /* may carry into the exponent, up to inf: correct */
  return (uint16_t)(sign | h);
}

float runnerF16ToF32(uint16_t h) {
  uint32_t sign = (uint32_t)(h & 0x8000u) << 16;
  uint32_t exp = (h >> 10) & 0x1fu;
  uint32_t mant = h & 0x3ffu;
  uint32_t x;
  if (exp == 0x1f) {
    x = sign | 0x7f800000u | (mant << 13);
  } else if (exp == 0) {
    if (mant == 0) {
      x = sign;
    } else {
      int e = -1;
      do {
        e++;
        mant <<= 1;
      } while (!(mant & 0x400u));
      x = sign | ((uint32_t)(127 - 15 - e) << 23) | ((mant & 0x3ffu) << 13);
    }
  } else {
    x = sign | ((exp - 15 + 127) << 23) | (mant << 13);
  }
  float f;
  memcpy(&f, &x, 4);
  return f;
}

/* ---- bf16: the top half of an f32. ------------------------------- */

uint16_t runnerF32ToBF16(float f) {
  uint32_t x;
  memcpy(&x, &f, 4);
  if ((x & 0x7fffffffu) > 0x7f800000u) /* nan: keep the sign, make it quiet */
    return (uint16_t)((x >> 16) | 0x40u);
  /* Round to nearest even on the low 16 bits; a carry into the exponent
   * is the correct rounding (up to inf). */
  uint32_t bias = 0x7fffu + ((x >> 16) & 1u);
  return (uint16_t)((x + bias) >> 16);
}

float runnerBF16ToF32(uint16_t b) {
  uint32_t x = (uint32_t)b << 16;
  float f;
  memcpy(&f, &x, 4);
  return f;
}
