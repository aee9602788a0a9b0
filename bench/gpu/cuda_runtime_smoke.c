/* cuda_runtime_smoke.c - the CUDA runtime (runtime/cuda) on a real GPU: hand-
 * written PTX kernels launched through hidet_cuda_launch with parameter slots
 * as generated code passes them, the >48 KiB dynamic shared memory opt-in,
 * the cubin path, pool, upload, events, and the real driver's messages for
 * PTX it cannot take and for a kernel that faults. Build and run with
 * cuda_runtime_smoke.sh on a machine with a GPU (no CUDA toolkit needed).
 * Prints one line per check and "smoke: N failures". */
#include "hidet_cuda.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures;
#define EXPECT(cond)                                                                                                   \
  do {                                                                                                                 \
    if (!(cond)) {                                                                                                     \
      printf("FAILED line %d: %s (last error: %s)\n", __LINE__, #cond, hidetCudaLastError());                          \
      ++failures;                                                                                                      \
    }                                                                                                                  \
  } while (0)

/* fill_p6(memref<?xf32> as allocated, aligned, offset, size, stride; f32 s):
 * y[offset + i] = i * s for i < size. big_p2(u32 *out, u64 bytes): stores a
 * value at the last word of `bytes` of dynamic shared memory, reads it back
 * into *out (fails to launch above 48 KiB without the attribute). */
static const char ptx[] = ".version 7.0\n"
                          ".target sm_80\n"
                          ".address_size 64\n"
                          ".extern .shared .align 16 .b8 dsmem[];\n"
                          ".visible .entry fill_p6(.param .u64 a, .param .u64 b, .param .u64 off, .param .u64 n,\n"
                          "    .param .u64 st, .param .f32 s)\n"
                          "{\n"
                          "  .reg .pred %p<2>; .reg .b32 %r<5>; .reg .b64 %rd<10>; .reg .f32 %f<4>;\n"
                          "  ld.param.u64 %rd1, [b]; ld.param.u64 %rd2, [off]; ld.param.u64 %rd3, [n];\n"
                          "  ld.param.f32 %f1, [s];\n"
                          "  mov.u32 %r1, %ctaid.x; mov.u32 %r2, %ntid.x; mov.u32 %r3, %tid.x;\n"
                          "  mad.lo.s32 %r4, %r1, %r2, %r3; cvt.u64.u32 %rd4, %r4;\n"
                          "  setp.ge.u64 %p1, %rd4, %rd3; @%p1 bra DONE;\n"
                          "  cvt.rn.f32.u32 %f2, %r4; mul.f32 %f3, %f2, %f1;\n"
                          "  add.u64 %rd5, %rd4, %rd2; shl.b64 %rd6, %rd5, 2; cvta.to.global.u64 %rd7, %rd1;\n"
                          "  add.u64 %rd8, %rd7, %rd6; st.global.f32 [%rd8], %f3;\n"
                          "DONE:\n"
                          "  ret;\n"
                          "}\n"
                          ".visible .entry big_p2(.param .u64 out, .param .u64 bytes)\n"
                          "{\n"
                          "  .reg .b32 %r<3>; .reg .b64 %rd<6>;\n"
                          "  ld.param.u64 %rd1, [out]; ld.param.u64 %rd2, [bytes];\n"
                          "  mov.u32 %r1, 12345; mov.u64 %rd3, dsmem; add.u64 %rd4, %rd3, %rd2;\n"
                          "  sub.u64 %rd4, %rd4, 4; st.shared.u32 [%rd4], %r1; ld.shared.u32 %r2, [%rd4];\n"
                          "  cvta.to.global.u64 %rd5, %rd1; st.global.u32 [%rd5], %r2;\n"
                          "  ret;\n"
                          "}\n";

/* A PTX ISA version no driver knows. */
static const char futurePtx[] = ".version 99.0\n.target sm_80\n.address_size 64\n"
                                ".visible .entry k_p0()\n{\n  ret;\n}\n";

/* Reads a whole file (the cubin, if the script made one); NULL if absent. */
static void *readFile(const char *path, long *size) {
  FILE *f = path ? fopen(path, "rb") : NULL;
  if (!f)
    return NULL;
  fseek(f, 0, SEEK_END);
  *size = ftell(f);
  fseek(f, 0, SEEK_SET);
  void *buf = malloc((size_t)*size);
  if (buf && fread(buf, 1, (size_t)*size, f) != (size_t)*size) {
    free(buf);
    buf = NULL;
  }
  fclose(f);
  return buf;
}

/* Runs fill_p6 over n floats into a pooled buffer and checks the values. */
static void fill(const char *ptxText, const void *cubin, long cubinBytes, int n, float s) {
  float *y = _mlir_memref_to_llvm_alloc((size_t)n * sizeof(float));
  EXPECT(y != NULL);
  int64_t slots[6] = {(int64_t)(intptr_t)y, (int64_t)(intptr_t)y, 0, n, 1, 0};
  memcpy(&slots[5], &s, sizeof s);
  hidet_cuda_launch(ptxText, cubin, cubinBytes, "fill_p6", (n + 127) / 128, 1, 1, 128, 1, 1, 0, slots, 6);
  EXPECT(hidetCudaSynchronize() == 0);
  float *host = malloc((size_t)n * sizeof(float));
  EXPECT(hidetCudaMemcpyDtoH(host, y, (size_t)n * sizeof(float)) == 0);
  int bad = 0;
  for (int i = 0; i < n; ++i)
    bad += host[i] != (float)i * s;
  printf("fill %d x %g%s: %d wrong, y[%d] = %g\n", n, s, cubin ? " (cubin)" : "", bad, n - 1, host[n - 1]);
  EXPECT(bad == 0);
  free(host);
  _mlir_memref_to_llvm_free(y);
}

int main(int argc, char **argv) {
  char name[128];
  int major = 0, minor = 0;
  int s = hidetCudaGetDevice(name, sizeof name, &major, &minor);
  printf("device: status %d: %s sm_%d%d %s\n", s, s ? "" : name, major, minor, hidetCudaLastError());
  if (s)
    return 1;
  EXPECT(hidetCudaCallBegin() == 0);
  fill(ptx, NULL, 0, 1000, 0.5f);
  fill(ptx, NULL, 0, 1000, 2.0f); /* cached module and function, pooled buffer */
  long cubinBytes = 0;
  void *cubin = readFile(argc > 1 ? argv[1] : NULL, &cubinBytes);
  if (cubin) {
    static const char cubinKey[] = "another module"; /* a new cache key: the cubin is loaded, not the cached PTX */
    fill(cubinKey, cubin, cubinBytes, 777, 3.0f);
  }

  /* 100 KiB of dynamic shared memory: needs the attribute. */
  unsigned *out = _mlir_memref_to_llvm_alloc(4);
  int64_t slots[2] = {(int64_t)(intptr_t)out, 100 * 1024};
  hidet_cuda_launch(ptx, NULL, 0, "big_p2", 1, 1, 1, 1, 1, 1, 100 * 1024, slots, 2);
  unsigned value = 0;
  EXPECT(hidetCudaSynchronize() == 0);
  EXPECT(hidetCudaMemcpyDtoH(&value, out, 4) == 0);
  printf("big smem: %u, call status %d %s\n", value, hidetCudaCallEnd(), hidetCudaLastError());
  EXPECT(value == 12345);

  /* Upload on a stream, timed with events. */
  void *stream = NULL, *start = NULL, *end = NULL;
  EXPECT(hidetCudaStreamCreate(&stream) == 0);
  EXPECT(hidetCudaSetStream(stream) == 0);
  EXPECT(hidetCudaEventCreate(&start) == 0 && hidetCudaEventCreate(&end) == 0);
  static float constants[1 << 20];
  for (int i = 0; i < 1 << 20; ++i)
    constants[i] = (float)i;
  float *dev = _mlir_memref_to_llvm_alloc(sizeof constants);
  EXPECT(hidetCudaEventRecord(start, stream) == 0);
  hidet_cuda_upload(dev, constants, sizeof constants);
  EXPECT(hidetCudaEventRecord(end, stream) == 0);
  float ms = -1, last = 0;
  EXPECT(hidetCudaEventElapsedMs(start, end, &ms) == 0);
  EXPECT(hidetCudaMemcpyDtoH(&last, dev + (1 << 20) - 1, 4) == 0);
  printf("upload 4 MiB: %s, last %g, call status %d\n", ms >= 0 ? "timed" : "not timed", last, hidetCudaCallEnd());
  EXPECT(last == (float)((1 << 20) - 1));
  _mlir_memref_to_llvm_free(dev);
  _mlir_memref_to_llvm_free(out);
  EXPECT(hidetCudaSetStream(NULL) == 0);
  EXPECT(hidetCudaEventDestroy(start) == 0 && hidetCudaEventDestroy(end) == 0);
  EXPECT(hidetCudaStreamDestroy(stream) == 0);

  /* PTX the driver cannot take: the message has the JIT log. */
  EXPECT(hidetCudaCallBegin() == 0);
  hidet_cuda_launch(futurePtx, NULL, 0, "k_p0", 1, 1, 1, 1, 1, 1, 0, NULL, 0);
  printf("future PTX: status %d: %s\n", hidetCudaCallEnd(), hidetCudaLastError());

  /* Out of memory: more than the GPU has. */
  EXPECT(hidetCudaCallBegin() == 0);
  void *huge = _mlir_memref_to_llvm_alloc((size_t)1 << 42);
  printf("4 TiB alloc: %s, status %d: %s\n", huge ? "pointer" : "(nil)", hidetCudaCallEnd(), hidetCudaLastError());

  /* Last, since it breaks the context: a kernel writing to address 0x100. */
  hidetCudaReleaseCaches();
  EXPECT(hidetCudaCallBegin() == 0);
  int64_t wild[6] = {0x100, 0x100, 0, 1, 1, 0};
  hidet_cuda_launch(ptx, NULL, 0, "fill_p6", 1, 1, 1, 1, 1, 1, 0, wild, 6);
  int launched = hidetCudaCallEnd();
  int sync = hidetCudaSynchronize();
  printf("faulting kernel: launch %d, synchronize %d: %s\n", launched, sync, hidetCudaLastError());
  free(cubin);
  printf("smoke: %d failures\n", failures);
  return failures != 0;
}
