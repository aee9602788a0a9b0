/*===-- matmul_splitk.c - Split-K for the matmul templates -----------------===*
 * The sizes and the combine kernel of a split-K matmul (matmul_splitk.h).
 * The partial kernel is the template's own emitter with a k range per
 * block and its epilogue aimed at the workspace (matmul_simt.c,
 * matmul_tc.c).
 *===----------------------------------------------------------------------===*/
#include "matmul_splitk.h"

#include "matmul_runtime_m.h"

#include <stdio.h>
#include <string.h>

/* Threads of a combine block: one element each. */
#define COMBINE_THREADS 256

int64_t hidetSplitKSliceTiles(int64_t kTiles, int64_t S) {
  if (S < 1)
    S = 1;
  return (kTiles + S - 1) / S;
}

int64_t hidetSplitKWorkspaceBytes(int64_t S, int64_t batch, int64_t m, int64_t n) {
  return S > 1 ? S * batch * m * n * 4 : 0;
}

void hidetSplitKWorkspaceType(int64_t S, int64_t batch, int64_t m, int64_t n, char *buf,
                              size_t size) {
  snprintf(buf, size, "memref<%lldxi8>", (long long)hidetSplitKWorkspaceBytes(S, batch, m, n));
}

void hidetSplitKViewType(int64_t S, int64_t batch, int64_t m, int64_t n, char *buf, size_t size) {
  snprintf(buf, size, "memref<%lldx%lldx%lldx%lldxf32>", (long long)S, (long long)batch,
           (long long)m, (long long)n);
}

double hidetSplitKCombineCost(int64_t S, int64_t batch, int64_t m, int64_t n, int resBytes,
                              double bytesPerSec) {
  if (S <= 1)
    return 0.0;
  double elems = (double)batch * (double)m * (double)n;
  /* 2 us: one more launch and its tail. */
  return elems * (4.0 * (double)S + (double)resBytes) / bytesPerSec * 1e6 + 2.0;
}

void hidetSplitKEmitCombine(HidetStr *out, const char *kernelName, const char *templateName,
                            int64_t S, int64_t batch, int64_t m, int64_t n, int64_t k,
                            const char *resType, int nArgs, const char *const *argTypes,
                            const HidetMatmulRtM *rt) {
  bool dyn = rt && rt->on;
  char wsTy[64], viewTy[96];
  hidetSplitKWorkspaceType(S, batch, m, n, wsTy, sizeof wsTy);
  hidetSplitKViewType(S, batch, m, n, viewTy, sizeof viewTy);
  if (dyn) {
    snprintf(wsTy, sizeof wsTy, "memref<?xi8>");
    snprintf(viewTy, sizeof viewTy, "memref<%lldx%lldx?x%lldxf32>", (long long)S,
             (long long)batch, (long long)n);
  }
  int64_t mn = m * n, blocks = (mn + COMBINE_THREADS - 1) / COMBINE_THREADS;
  hidetStrAppendf(out, "  gpu.func @%s_combine(", kernelName);
  for (int i = 0; i < nArgs; ++i)
    hidetStrAppendf(out, "%%arg%d: %s, ", i, argTypes[i]);
  hidetStrAppendf(out,
                  "%%ws: %s)\n      kernel attributes {hidet.template = \"%s\", hidet.problem = "
                  "array<i64: %lld, %lld, %lld, %lld>, hidet.grid = array<i64: %lld, 1, %lld>, "
                  "gpu.known_block_size = array<i32: %d, 1, 1>",
                  wsTy, templateName, (long long)batch, (long long)m, (long long)n, (long long)k,
                  (long long)blocks, (long long)batch, COMBINE_THREADS);
  if (dyn) { /* grid x = ceil(M x N / threads), M from the same dims */
    RtGridAxis x = {.axis = 0, .div = COMBINE_THREADS};
    x.mul = n * hidetMatmulRtMFactors(rt, &x);
    rtGridAttrText(out, &x, 1);
  }
  hidetStrAppendf(out, "} {\n");
  hidetStrAppendf(out,
                  "    %%c0 = arith.constant 0 : index\n"
                  "    %%cT = arith.constant %d : index\n"
                  "    %%cMN = arith.constant %lld : index\n"
                  "    %%cN = arith.constant %lld : index\n"
                  "    %%tid = gpu.thread_id x\n"
                  "    %%bx = gpu.block_id x\n",
                  COMBINE_THREADS, (long long)mn, (long long)n);
  /* a run-time M: read at entry (the product of its dims and static
   * factor), and M x N the element count */
  char mName[16] = "", mnName[16] = "%cMN";
  if (dyn) {
    snprintf(mName, sizeof mName, "%%mr");
    hidetStrAppendf(out, "    %%md = arith.constant %lld : index\n"
                         "    %%mr = memref.dim %%arg%d, %%md : %s\n",
                    (long long)rt->dim, rt->arg, argTypes[rt->arg]);
    for (int i = 0; i < rt->more; ++i) {
      hidetStrAppendf(out,
                      "    %%md%d = arith.constant %lld : index\n"
                      "    %%mf%d = memref.dim %%arg%d, %%md%d : %s\n"
                      "    %%mr%d = arith.muli %s, %%mf%d : index\n",
                      i, (long long)rt->dims[i], i, rt->args[i], i, argTypes[rt->args[i]], i,
                      mName, i);
      snprintf(mName, sizeof mName, "%%mr%d", i);
    }
    if (rt->mul > 1) {
      hidetStrAppendf(out, "    %%mk = arith.constant %lld : index\n"
                           "    %%mrk = arith.muli %s, %%mk : index\n",
                      (long long)rt->mul, mName);
      snprintf(mName, sizeof mName, "%%mrk");
    }
    hidetStrAppendf(out, "    %%mnr = arith.muli %s, %%cN : index\n", mName);
    snprintf(mnName, sizeof mnName, "%%mnr");
  }
  if (batch > 1)
    hidetStrAppendf(out, "    %%b = gpu.block_id z\n");
  else
    hidetStrAppendf(out, "    %%b = arith.constant 0 : index\n");
  hidetStrAppendf(out,
                  "    %%i0 = arith.muli %%bx, %%cT : index\n"
                  "    %%i = arith.addi %%i0, %%tid : index\n"
                  "    %%ok = arith.cmpi ult, %%i, %s : index\n"
                  "    scf.if %%ok {\n"
                  "      %%m = arith.divui %%i, %%cN : index\n"
                  "      %%n = arith.remui %%i, %%cN : index\n"
                  "      %%v = memref.view %%ws[%%c0][%s] : %s to %s\n",
                  mnName, mName, wsTy, viewTy);
  /* Partials in order s = 0 .. S-1: the one order of the sum. */
  for (int64_t s = 0; s < S; ++s) {
    hidetStrAppendf(out, "      %%s%lld = arith.constant %lld : index\n", (long long)s,
                    (long long)s);
    hidetStrAppendf(out, "      %%p%lld = memref.load %%v[%%s%lld, %%b, %%m, %%n] : %s\n",
                    (long long)s, (long long)s, viewTy);
  }
  hidetStrAppendf(out, "      %%a0 = arith.addf %%p0, %%p1 : f32\n");
  for (int64_t s = 2; s < S; ++s)
    hidetStrAppendf(out, "      %%a%lld = arith.addf %%a%lld, %%p%lld : f32\n", (long long)(s - 1),
                    (long long)(s - 2), (long long)s);
  char sum[32];
  snprintf(sum, sizeof sum, "%%a%lld", (long long)(S - 2));
  if (strcmp(resType, "f32")) {
    hidetStrAppendf(out, "      %%rt = arith.truncf %s : f32 to %s\n", sum, resType);
    snprintf(sum, sizeof sum, "%%rt");
  }
  hidetStrAppendf(out, "      func.call @__hidet_store_out0(%s, %%b, %%m, %%n", sum);
  for (int i = 0; i < nArgs; ++i)
    hidetStrAppendf(out, ", %%arg%d", i);
  hidetStrAppendf(out, ") : (%s, index, index, index", resType);
  for (int i = 0; i < nArgs; ++i)
    hidetStrAppendf(out, ", %s", argTypes[i]);
  hidetStrAppendf(out, ") -> ()\n    }\n    gpu.return\n  }\n");
}

void hidetSplitKEmitBlock(KernelText *kt, int64_t S, int64_t batch, int64_t m, int64_t n,
                          int64_t kTiles, int64_t bk, const HidetMatmulRtM *rt, KtVal mRun,
                          HidetSplitKBlock *blk) {
  int64_t T = hidetSplitKSliceTiles(kTiles, S);
  KtVal z = ktFresh(kt);
  ktLine(kt, "%s = gpu.block_id z", z.s);
  blk->b = batch > 1 ? ktIxc(kt, "divui", z, S) : ktIndex(kt, 0);
  blk->slice = batch > 1 ? ktIxc(kt, "remui", z, S) : z;
  blk->kBase = ktIxc(kt, "muli", blk->slice, T * bk);
  KtVal rest = ktIx(kt, "subi", ktIndex(kt, kTiles), ktIxc(kt, "muli", blk->slice, T));
  blk->ub = ktIxc(kt, "minsi", ktIxc(kt, "maxsi", rest, 0), T);
  hidetSplitKWorkspaceType(S, batch, m, n, blk->wsTy, sizeof blk->wsTy);
  hidetSplitKViewType(S, batch, m, n, blk->viewTy, sizeof blk->viewTy);
  bool dyn = rt && rt->on;
  if (dyn) { /* sized on the host from M (hidetSplitKWorkspaceAttr) */
    snprintf(blk->wsTy, sizeof blk->wsTy, "memref<?xi8>");
    snprintf(blk->viewTy, sizeof blk->viewTy, "memref<%lldx%lldx?x%lldxf32>", (long long)S,
             (long long)batch, (long long)n);
  }
  blk->wsv = ktFresh(kt);
  ktLine(kt, "%s = memref.view %%ws[%s][%s] : %s to %s", blk->wsv.s, ktIndex(kt, 0).s,
         dyn ? mRun.s : "", blk->wsTy, blk->viewTy);
}

void hidetSplitKWorkspaceAttr(HidetStr *out, int64_t S, int64_t batch, int64_t n,
                              const HidetMatmulRtM *rt) {
  if (!rt || !rt->on || S <= 1)
    return;
  RtGridAxis ws = {.div = 1};
  ws.mul = S * batch * n * 4 * hidetMatmulRtMFactors(rt, &ws);
  rtWorkspaceAttrText(out, &ws);
}

void hidetMatmulStoreElement(KernelText *kt, const HidetSplitKBlock *sk, KtVal b, KtVal row,
                             KtVal col, KtVal v, const char *vTy, const char *argVals,
                             const char *argTys) {
  if (sk)
    ktLine(kt, "memref.store %s, %s[%s, %s, %s, %s] : %s", v.s, sk->wsv.s, sk->slice.s, b.s, row.s,
           col.s, sk->viewTy);
  else
    ktLine(kt, "func.call @__hidet_store_out0(%s, %s, %s, %s%s) : (%s, index, index, index%s) -> ()",
           v.s, b.s, row.s, col.s, argVals, vTy, argTys);
}

bool hidetSplitKCheck(int64_t S, int64_t batch, int64_t m, int64_t n, char *why, size_t whySize) {
  if (S > 1 && batch * S > 65535)
    return hidetFailWhy(why, whySize,
                        "split-K %lld over a batch of %lld needs %lld blocks along z (at most "
                        "65535)",
                        (long long)S, (long long)batch, (long long)(batch * S));
  if (S > 1 && (double)S * (double)batch * (double)m * (double)n * 4.0 > (double)(INT64_C(1) << 40))
    return hidetFailWhy(why, whySize, "the split-K workspace would exceed 2^40 bytes");
  return true;
}
