/*===-- fuzz_parse_verify.c - libFuzzer: MLIR parser + hidet verifier -----===*
 * The input is MLIR text, parsed with every upstream dialect and the graph
 * and tm dialects loaded (as hidet-opt does), then checked by the hidet C
 * verifier. Findings: crashes, sanitizer reports, and a parse or verify
 * failure without an error diagnostic. Only hidet's code is instrumented
 * for coverage; the parser itself is libMLIR's.
 *===----------------------------------------------------------------------===*/
#include "fuzz_common.h"

#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  char *text = fuzzCopyInput(data, size);
  MlirModule module = fuzzParseAndVerify(text, size);
  if (!mlirModuleIsNull(module))
    mlirModuleDestroy(module);
  free(text);
  return 0;
}
