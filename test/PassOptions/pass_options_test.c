/*===-- pass_options_test.c - Tests of the pass-option parser -------------===*
 * Parses option texts against a table with an option of every kind and
 * prints the resulting fields or the error message; pass-options.test
 * checks them. The messages are the ones every hidet pass gives.
 *===----------------------------------------------------------------------===*/
#include "pass_util.h"

#include <stdio.h>
#include <string.h>

typedef enum { MODE_ALPHA, MODE_BETA, MODE_DELTA } Mode;

typedef struct {
  bool flag;
  int stages;
  int count;
  Mode mode;
  char name[8];
  int unset;
} Options;

static const char *const kModes[] = {"alpha", "beta", "delta", NULL};

static bool noX(const char *key, const char *value, char *error, size_t errorSize) {
  if (!strchr(value, 'x'))
    return true;
  snprintf(error, errorSize, "%s: '%s' has an x", key, value);
  return false;
}

static const HidetPassOption kOptions[] = {
    {.key = "flag",
     .type = {.kind = HIDET_OPTION_BOOL},
     HIDET_OPTION_FIELD(Options, flag),
     .defaultValue = "true",
     .help = "a bool"},
    {.key = "stages",
     .type = {.kind = HIDET_OPTION_INT, .min = 2, .max = 4},
     HIDET_OPTION_FIELD(Options, stages),
     .defaultValue = "3"},
    {.key = "count",
     .type = {.kind = HIDET_OPTION_INT, .min = 1, .max = 64},
     HIDET_OPTION_FIELD(Options, count),
     .defaultValue = "8",
     .help = "a wide int"},
    {.key = "mode",
     .type = {.kind = HIDET_OPTION_ENUM, .choices = kModes},
     HIDET_OPTION_FIELD(Options, mode),
     .defaultValue = "beta",
     .help = "an enum"},
    {.key = "name",
     .type = {.kind = HIDET_OPTION_STRING},
     HIDET_OPTION_FIELD(Options, name),
     .defaultValue = "ab",
     .syntax = "<word>",
     .help = "a string without x",
     .validate = noX},
    {.key = "unset",
     .type = {.kind = HIDET_OPTION_INT, .min = 1, .max = 2},
     HIDET_OPTION_FIELD(Options, unset),
     .help = "no default: stays 0"},
};

static const HidetPassDef kDef = {
    .argument = "test-pass",
    HIDET_PASS_OPTIONS(kOptions),
    .optionsSize = sizeof(Options),
};

static const HidetPassDef kNoOptions = {.argument = "test-bare"};

static void parse(const HidetPassDef *def, const char *text) {
  Options o;
  memset(&o, 0, sizeof o);
  hidetPassOptionsSetDefaults(def, &o);
  char error[256] = "";
  if (!hidetPassOptionsParse(def, &o, text, error, sizeof error)) {
    printf("[%s] error: %s\n", text, error);
    return;
  }
  printf("[%s] flag=%d stages=%d count=%d mode=%d name=%s unset=%d\n", text, o.flag, o.stages,
         o.count, (int)o.mode, o.name, o.unset);
}

int main(void) {
  parse(&kDef, "");
  parse(&kDef, "flag=false stages=4 count=64 mode=delta name=cd unset=2");
  parse(&kDef, "  flag=0   mode=alpha  ");
  parse(&kDef, "flag=1 flag=false");
  parse(&kDef, "name='q r'");
  parse(&kDef, "name=\"zz\"");
  parse(&kDef, "flag=maybe");
  parse(&kDef, "flag");
  parse(&kDef, "stages=5");
  parse(&kDef, "stages=3x");
  parse(&kDef, "stages=");
  parse(&kDef, "count=0");
  parse(&kDef, "count=99999999999999999999");
  parse(&kDef, "mode=gamma");
  parse(&kDef, "name=toolonger");
  parse(&kDef, "name=axe");
  parse(&kDef, "nope=1");
  parse(&kDef, "=1");
  parse(&kNoOptions, "k=v");
  parse(&kNoOptions, "");

  char help[512];
  printf("help:\n%s\n", hidetPassOptionsHelp(&kDef, help, sizeof help));
  printf("bare help: '%s'\n", hidetPassOptionsHelp(&kNoOptions, help, sizeof help));

  /* The type checks alone, as the named pipelines use them. */
  int v = -1;
  char expected[64];
  const HidetOptionType boolType = {.kind = HIDET_OPTION_BOOL};
  const HidetOptionType modeType = {.kind = HIDET_OPTION_ENUM, .choices = kModes};
  bool ok = hidetOptionTypeParse(&boolType, "true", &v, expected, sizeof expected);
  printf("type bool 'true': %d %d\n", ok, v);
  ok = hidetOptionTypeParse(&boolType, "yes", &v, expected, sizeof expected);
  printf("type bool 'yes': %d %s\n", ok, expected);
  ok = hidetOptionTypeParse(&modeType, "delta", &v, expected, sizeof expected);
  printf("type enum 'delta': %d %d\n", ok, v);
  ok = hidetOptionTypeParse(&modeType, "x", NULL, expected, sizeof expected);
  printf("type enum 'x': %d %s\n", ok, expected);

  /* The registered passes' tables, as the named pipelines find them. */
  const HidetPassOption *tune = hidetPassFindOption("hidet-schedule-anchors", "tune");
  printf("find tune: %s\n", tune ? tune->key : "(none)");
  printf("find missing: %d %d\n", hidetPassFindOption("hidet-schedule-anchors", "nope") == NULL,
         hidetPassFindOption("hidet-nope", "tune") == NULL);
  return 0;
}
