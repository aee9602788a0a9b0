/*===-- matmul_rtm.h - The run-time M of a matmul problem -----------------===*
 * The description of a matmul's M that is read at run time, part of the
 * matmul templates' problems (HidetMatmulProblem, HidetMatmulTcProblem);
 * without MLIR types, so the schedule spaces' headers stay MLIR-free. What
 * reads and fills it: matmul_runtime_m.h.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_MATMUL_RTM_H
#define HIDET_MATMUL_RTM_H

#include <stdbool.h>
#include <stdint.h>

/* M = dim(%arg<arg>, dim) * prod(dim(%arg<args[i]>, dims[i]), i < more)
 * * mul (mul 0 or 1: no static factor). `on` false: M is static. */
typedef struct {
  bool on;
  int arg;
  int64_t dim;
  int more;
  int args[7];
  int64_t dims[7];
  int64_t mul;
} HidetMatmulRtM;

#endif /* HIDET_MATMUL_RTM_H */
