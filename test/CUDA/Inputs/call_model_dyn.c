/* Loads a library of a model with symbolic dims (hidet-compile-model,
 * docs/dynamic-shapes.md), lists its arguments and symbols, and calls
 * NAME_forward_host_dims at each size given (seeded inputs, outputs
 * poisoned), then with a size outside the range and NAME_forward (which a
 * dynamic model refuses). Usage: call_model_dyn LIB.so NAME SIZE... (one
 * value of symbol 0 per call; any other symbols at their lower bounds). */
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int (*NumFn)(void);
typedef const char *(*InfoFn)(int);
typedef size_t (*BytesFn)(int, const int64_t *);
typedef int (*ForwardDimsFn)(void *const *, const int64_t *);
typedef int (*ForwardFn)(void *const *);
typedef const char *(*ErrorFn)(void);

static void *sym(void *lib, const char *name, const char *suffix) {
  char full[256];
  snprintf(full, sizeof full, "%s_%s", name, suffix);
  void *p = dlsym(lib, full);
  if (!p) {
    fprintf(stderr, "call_model_dyn: %s is not exported\n", full);
    exit(2);
  }
  return p;
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: call_model_dyn LIB.so NAME SIZE...\n");
    return 2;
  }
  void *lib = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
  if (!lib) {
    fprintf(stderr, "call_model_dyn: %s\n", dlerror());
    return 2;
  }
  const char *n = argv[2];
  int numArgs = ((NumFn)sym(lib, n, "num_args"))();
  int numOutputs = ((NumFn)sym(lib, n, "num_outputs"))();
  int numSyms = ((NumFn)sym(lib, n, "num_symbols"))();
  InfoFn info = (InfoFn)sym(lib, n, "arg_info"), symInfo = (InfoFn)sym(lib, n, "symbol_info");
  BytesFn bytes = (BytesFn)sym(lib, n, "arg_bytes_dims");
  ForwardDimsFn fwd = (ForwardDimsFn)sym(lib, n, "forward_host_dims");
  ErrorFn err = (ErrorFn)sym(lib, n, "last_error");
  printf("args: %d (%d output%s), symbols: %d\n", numArgs, numOutputs,
         numOutputs == 1 ? "" : "s", numSyms);
  for (int k = 0; k <= numSyms; ++k)
    printf("symbol %d: %s\n", k, symInfo(k) ? symInfo(k) : "(null)");
  int64_t dims[8] = {0};
  for (int k = 0; k < numSyms && k < 8; ++k)
    dims[k] = strtoll(strchr(symInfo(k), ' ') + 1, NULL, 10);
  void **args = calloc((size_t)numArgs + 1, sizeof *args);
  uint32_t seed = 12345;
  for (int c = 3; c < argc; ++c) {
    dims[0] = strtoll(argv[c], NULL, 10);
    printf("call at %s = %lld\n", numSyms ? "symbol 0" : "(none)", (long long)dims[0]);
    for (int i = 0; i < numArgs; ++i) {
      size_t b = bytes(i, dims);
      printf("arg %d: %s (%zu bytes)\n", i, info(i), b);
      free(args[i]);
      args[i] = malloc(b ? b : 1);
      unsigned char *p = args[i];
      for (size_t q = 0; q < b; ++q) {
        seed = seed * 1664525u + 1013904223u;
        p[q] = i >= numArgs - numOutputs ? 0xff : (unsigned char)(seed >> 24);
      }
    }
    int st = fwd(args, dims);
    printf("forward_host_dims: status %d: %s\n", st, err());
  }
  int64_t out[8];
  memcpy(out, dims, sizeof out);
  out[0] = strtoll(strchr(symInfo(0), ' ') + 1, NULL, 10) - 1; /* below the range */
  int st = fwd(args, out);
  printf("forward_host_dims (out of range): status %d: %s\n", st, err());
  st = ((ForwardFn)sym(lib, n, "forward"))(args);
  printf("forward: status %d: %s\n", st, err());
  for (int i = 0; i < numArgs; ++i)
    free(args[i]);
  free(args);
  dlclose(lib);
  return 0;
}
