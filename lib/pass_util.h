/*===-- pass_util.h - Defining hidet passes over the external-pass API ----===*/
#ifndef HIDET_PASS_UTIL_H
#define HIDET_PASS_UTIL_H

#include "mlir-c/Pass.h"

#include <stdbool.h>
#include <stddef.h>

/* ---- Pass options ------------------------------------------------------
 * Every pass declares its options as a table of HidetPassOption; one
 * parser (pass_options.c) sets the defaults, reads `key=value` pairs from
 * the pipeline text, checks the values and writes the error messages, and
 * the help that --list-passes prints is generated from the same table. */

/* What values an option takes. The checks are shared with the options of
 * the named pipelines (registry/pipeline.c). */
typedef enum {
  HIDET_OPTION_BOOL,   /* true|false (also 1|0); the field is a bool */
  HIDET_OPTION_INT,    /* a decimal integer in [min, max]; the field is an int */
  HIDET_OPTION_ENUM,   /* one of `choices`; the field is an int-sized enum and
                          gets the index of the choice */
  HIDET_OPTION_STRING, /* any text (a validator may restrict it); the field is
                          a char array */
} HidetOptionKind;

typedef struct {
  HidetOptionKind kind;
  int min, max;               /* HIDET_OPTION_INT */
  const char *const *choices; /* HIDET_OPTION_ENUM: NULL-terminated */
} HidetOptionType;

/* Checks `value` against `type`. On success stores the value in `*out` (if
 * non-null: 0/1 for a bool, the integer, the enum's index; 0 for a string)
 * and returns true; otherwise writes what the type accepts into `expected`
 * ("true or false", "fixed or cost-model", "2, 3 or 4") and returns false. */
bool hidetOptionTypeParse(const HidetOptionType *type, const char *value, int *out,
                          char *expected, size_t expectedSize);

/* One option of a pass. */
typedef struct {
  const char *key;
  HidetOptionType type;
  size_t offset; /* of the field in the pass's options struct */
  size_t size;   /* of the field; for a string, its capacity with the NUL */
  /* Set, like a given value, when the pass is created; NULL leaves the
   * field zero (the help then says what that means). */
  const char *defaultValue;
  /* The values in the help, for strings ("sm_80|sm_90|sm_90a"); NULL: from the
   * type ("true|false", "fixed|cost-model", "2|3|4"). */
  const char *syntax;
  const char *help; /* what the option does, one phrase */
  /* A check after the type's, for what a table cannot say (the text of a
   * schedule must parse, the arch must be in the arch table); false with
   * the whole message in `error`. NULL: none. */
  bool (*validate)(const char *key, const char *value, char *error, size_t errorSize);
} HidetPassOption;

/* `.offset` and `.size` of HidetPassOption for `field` of `Struct`. */
#define HIDET_OPTION_FIELD(Struct, field)                                                     \
  .offset = offsetof(Struct, field), .size = sizeof(((Struct *)0)->field)

/* Shared validators. */
/* An arch with a schedule space (hidetArchLookupScheduled): otherwise
 * "<key> expects sm_80, sm_90 or sm_90a, got '<value>'". */
bool hidetOptionValidateScheduledArch(const char *key, const char *value, char *error,
                                      size_t errorSize);
/* The `arch` option of the passes that read the schedule space (a char
 * array `field` of `Struct`, sm_80 by default), with its own help text. */
#define HIDET_OPTION_SCHEDULED_ARCH(Struct, field, helpText)                                  \
  {.key = "arch", .type = {.kind = HIDET_OPTION_STRING}, HIDET_OPTION_FIELD(Struct, field),   \
   .defaultValue = "sm_80", .syntax = "sm_80|sm_90|sm_90a", .help = (helpText),               \
   .validate = hidetOptionValidateScheduledArch}

/* A hidet pass: static description plus callbacks. `options` is an opaque
 * per-instance struct of `optionsSize` bytes (copied on clone), described
 * by the `options` table: set to the defaults, then from pipeline text. */
typedef struct HidetPassDef {
  const char *name;     /* C-ish name, e.g. "HidetVerify" */
  const char *argument; /* pipeline name, e.g. "hidet-verify" */
  const char *summary;
  const char *description;
  const HidetPassOption *options; /* NULL if the pass has no options */
  size_t numOptions;
  size_t optionsSize;
  /* Dialects whose ops the pass creates (loaded before the pass manager
   * runs, as MLIR requires); NULL-terminated handle getters, or NULL. */
  MlirDialectHandle (*const *dependentDialects)(void);
  /* The pass body. Report problems as diagnostics and return failure. */
  MlirLogicalResult (*run)(MlirOperation op, const void *options);
} HidetPassDef;

/* `.options` and `.numOptions` of HidetPassDef for a static table. */
#define HIDET_PASS_OPTIONS(table) .options = (table), .numOptions = sizeof(table) / sizeof((table)[0])

/* Creates the pass. `optionsText` is the text between the braces of
 * `name{...}` (may be empty). Every hidet pass runs the hidet verifier on
 * its op after its body succeeds, so a pass that breaks the IR's graph/tm
 * invariants fails at the pass that did it. */
MlirPass hidetPassCreate(const HidetPassDef *def, const char *optionsText, char *error,
                         size_t errorSize);

/* The option parser (pass_options.c), used by hidetPassCreate. */
/* Sets every option of `def` in `options` to its default. */
void hidetPassOptionsSetDefaults(const HidetPassDef *def, void *options);
/* Sets the options given in `text` ("k1=v1 k2=v2", values may be quoted or
 * braced; a later key wins). Returns false with the message in `error`:
 *   pass 'hidet-x' takes no options, got 'k'
 *   unknown option 'k' (hidet-x takes a, b)
 *   k expects true or false, got 'v'   (and the like for ints and enums)
 *   or the option's validator's message. */
bool hidetPassOptionsParse(const HidetPassDef *def, void *options, const char *text, char *error,
                           size_t errorSize);
/* The options' help, one line per option, "key=VALUES (default D): help"
 * (lines joined by '\n', none at the end), or "" for a pass without
 * options; truncated to `size`. Returns `buf`. */
const char *hidetPassOptionsHelp(const HidetPassDef *def, char *buf, size_t size);
/* The option `key` of the registered pass `pass` (pass_registry.c), or
 * NULL: lets a named pipeline check a value that it passes on to a pass
 * with that pass's own rules. */
const HidetPassOption *hidetPassFindOption(const char *pass, const char *key);

#endif /* HIDET_PASS_UTIL_H */
