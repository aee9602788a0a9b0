/*===-- matmul_runtime_m.c - A matmul's M read at run time ----------------===*
 * See matmul_runtime_m.h. One copy of the run-time M for every matmul
 * template that takes it.
 *===----------------------------------------------------------------------===*/
#include "matmul_runtime_m.h"
#include "runtime_extents.h"
#include "template.h"

#include "mlir-c/BuiltinTypes.h"

bool hidetMatmulRtMFind(MlirOperation anchor, HidetMatmulRtM *m, char *why, size_t whySize) {
  MlirValue res = mlirOperationGetResult(anchor, 0);
  int64_t rr = mlirShapedTypeGetRank(mlirValueGetType(res));
  *m = (HidetMatmulRtM){.on = true, .mul = 1};
  if (hidetMatmulFlatM(anchor)) {
    /* M = the product of the result's leading dims */
    int n, args[RT_MAX_GRID_FACTORS];
    int64_t dims[RT_MAX_GRID_FACTORS];
    if (!rtDimProduct(res, 0, rr - 1, &m->mul, &n, args, dims) || n < 1)
      return hidetFailWhy(why, whySize, "the dynamic M is not the extent of a kernel input");
    m->arg = args[0];
    m->dim = dims[0];
    m->more = n - 1;
    for (int i = 1; i < n; ++i) {
      m->args[i - 1] = args[i];
      m->dims[i - 1] = dims[i];
    }
    return true;
  }
  if (!rtDimSource(res, rr - 2, &m->arg, &m->dim))
    return hidetFailWhy(why, whySize, "the dynamic M is not the extent of a kernel input");
  return true;
}

bool hidetMatmulRtMCheck(const HidetMatmulRtM *m, int64_t split, int nArgs, char *why,
                         size_t whySize) {
  if (!m->on)
    return true;
  (void)split; /* split-K takes a run-time M: the host sizes its workspace */
  if (m->arg < 0 || m->arg >= nArgs || m->dim < 0)
    return hidetFailWhy(why, whySize, "the run-time M names no kernel argument");
  if (m->more < 0 || m->more > 7 || m->mul < 0)
    return hidetFailWhy(why, whySize, "a flattened M of more than 8 run-time factors");
  for (int i = 0; i < m->more; ++i)
    if (m->args[i] < 0 || m->args[i] >= nArgs || m->dims[i] < 0)
      return hidetFailWhy(why, whySize, "the run-time M names no kernel argument");
  return true;
}

KtVal hidetMatmulRtMRead(KernelText *kt, const HidetMatmulRtM *m, const char *const *argTypes) {
  KtVal v = ktFresh(kt);
  ktLine(kt, "%s = memref.dim %%arg%d, %s : %s", v.s, m->arg, ktIndex(kt, m->dim).s,
         argTypes[m->arg]);
  /* a flattened M: the other leading dims of the lhs multiply in */
  for (int i = 0; i < m->more; ++i) {
    KtVal d = ktFresh(kt);
    ktLine(kt, "%s = memref.dim %%arg%d, %s : %s", d.s, m->args[i], ktIndex(kt, m->dims[i]).s,
           argTypes[m->args[i]]);
    v = ktIx(kt, "muli", v, d);
  }
  if (m->mul > 1)
    v = ktIx(kt, "muli", v, ktIndex(kt, m->mul));
  return v;
}

int64_t hidetMatmulRtMFactors(const HidetMatmulRtM *m, RtGridAxis *a) {
  a->n = 1 + m->more;
  a->arg[0] = m->arg;
  a->dim[0] = m->dim;
  for (int i = 0; i < m->more; ++i) {
    a->arg[1 + i] = m->args[i];
    a->dim[1 + i] = m->dims[i];
  }
  return m->mul > 1 ? m->mul : 1;
}

void hidetMatmulRtMGridAttr(HidetStr *out, const HidetMatmulRtM *m, int64_t bm) {
  RtGridAxis y = {.axis = 1, .div = bm};
  y.mul = hidetMatmulRtMFactors(m, &y);
  rtGridAttrText(out, &y, 1);
}
