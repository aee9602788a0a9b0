/* Loads a library written by hidet-compile-model, lists its arguments and
 * calls NAME_forward_host once on seeded inputs (outputs poisoned with NaN),
 * printing the status and message. Usage: call_model LIB.so NAME */
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int (*NumFn)(void);
typedef const char *(*InfoFn)(int);
typedef size_t (*BytesFn)(int);
typedef int (*ForwardFn)(void *const *);
typedef const char *(*ErrorFn)(void);

static void *sym(void *lib, const char *name, const char *suffix) {
  char full[256];
  snprintf(full, sizeof full, "%s_%s", name, suffix);
  void *p = dlsym(lib, full);
  if (!p) {
    fprintf(stderr, "call_model: %s is not exported\n", full);
    exit(2);
  }
  return p;
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: call_model LIB.so NAME\n");
    return 2;
  }
  void *lib = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
  if (!lib) {
    fprintf(stderr, "call_model: %s\n", dlerror());
    return 2;
  }
  const char *n = argv[2];
  int numArgs = ((NumFn)sym(lib, n, "num_args"))();
  int numOutputs = ((NumFn)sym(lib, n, "num_outputs"))();
  InfoFn info = (InfoFn)sym(lib, n, "arg_info");
  BytesFn bytes = (BytesFn)sym(lib, n, "arg_bytes");
  printf("args: %d (%d output%s)\n", numArgs, numOutputs, numOutputs == 1 ? "" : "s");
  void **args = calloc((size_t)numArgs + 1, sizeof *args);
  uint32_t seed = 12345;
  for (int i = 0; i < numArgs; ++i) {
    size_t b = bytes(i);
    printf("arg %d: %s (%zu bytes)\n", i, info(i), b);
    args[i] = malloc(b ? b : 1);
    unsigned char *p = args[i];
    for (size_t k = 0; k < b; ++k) {
      seed = seed * 1664525u + 1013904223u;
      p[k] = i >= numArgs - numOutputs ? 0xff : (unsigned char)(seed >> 24);
    }
  }
  if (info(numArgs) != NULL) {
    fprintf(stderr, "call_model: arg_info past the end is not NULL\n");
    return 1;
  }
  int st = ((ForwardFn)sym(lib, n, "forward_host"))(args);
  printf("forward_host: status %d: %s\n", st, ((ErrorFn)sym(lib, n, "last_error"))());
  /* A NULL argument is refused before anything runs. */
  void *saved = args[0];
  args[0] = NULL;
  st = ((ForwardFn)sym(lib, n, "forward"))(args);
  printf("forward(NULL arg): status %d: %s\n", st, ((ErrorFn)sym(lib, n, "last_error"))());
  args[0] = saved;
  for (int i = 0; i < numArgs; ++i)
    free(args[i]);
  free(args);
  dlclose(lib);
  return 0;
}
