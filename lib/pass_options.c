/*===-- pass_options.c - The one parser of hidet pass options -------------===*
 * Each pass declares its options as a table (HidetPassOption, pass_util.h);
 * everything else lives here: defaults, the `key=value` syntax, the checks
 * of bools, ints and enums with their messages, and the generated help.
 *===----------------------------------------------------------------------===*/
#include "pass_util.h"

#include "arch.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Ranges this small are listed value by value ("2, 3 or 4"). */
enum { kListedRange = 8 };

static size_t numChoices(const HidetOptionType *t) {
  size_t n = 0;
  while (t->choices && t->choices[n])
    n++;
  return n;
}

/* Appends to buf[*used..size), keeping it NUL-terminated when truncated. */
static void append(char *buf, size_t size, size_t *used, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static void append(char *buf, size_t size, size_t *used, const char *fmt, ...) {
  if (*used >= size)
    return;
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(buf + *used, size - *used, fmt, ap);
  va_end(ap);
  if (n > 0)
    *used = *used + (size_t)n < size ? *used + (size_t)n : size;
}

/* The values of a type joined as "a<sep>b<last>c" ("a, b or c", "a|b|c"). */
static void listValues(const HidetOptionType *t, const char *sep, const char *last, char *buf,
                       size_t size) {
  size_t used = 0;
  if (size)
    buf[0] = '\0';
  switch (t->kind) {
  case HIDET_OPTION_BOOL:
    append(buf, size, &used, "true%sfalse", last);
    break;
  case HIDET_OPTION_INT:
    if ((long)t->max - t->min < kListedRange) {
      for (int v = t->min; v <= t->max; ++v)
        append(buf, size, &used, "%s%d", v == t->min ? "" : v == t->max ? last : sep, v);
    } else {
      append(buf, size, &used, "%d..%d", t->min, t->max);
    }
    break;
  case HIDET_OPTION_ENUM: {
    size_t n = numChoices(t);
    for (size_t i = 0; i < n; ++i)
      append(buf, size, &used, "%s%s", i == 0 ? "" : i + 1 == n ? last : sep, t->choices[i]);
    break;
  }
  case HIDET_OPTION_STRING:
    append(buf, size, &used, "<text>");
    break;
  }
}

bool hidetOptionTypeParse(const HidetOptionType *type, const char *value, int *out,
                          char *expected, size_t expectedSize) {
  int v = 0;
  bool ok = false;
  switch (type->kind) {
  case HIDET_OPTION_BOOL:
    ok = true;
    if (strcmp(value, "true") == 0 || strcmp(value, "1") == 0)
      v = 1;
    else if (strcmp(value, "false") == 0 || strcmp(value, "0") == 0)
      v = 0;
    else
      ok = false;
    break;
  case HIDET_OPTION_INT: {
    char *end;
    errno = 0;
    long l = strtol(value, &end, 10);
    ok = value[0] && !isspace((unsigned char)value[0]) && *end == '\0' && errno == 0 &&
         l >= type->min && l <= type->max;
    v = ok ? (int)l : 0;
    break;
  }
  case HIDET_OPTION_ENUM:
    for (size_t i = 0; i < numChoices(type) && !ok; ++i)
      if (strcmp(value, type->choices[i]) == 0) {
        ok = true;
        v = (int)i;
      }
    break;
  case HIDET_OPTION_STRING:
    ok = true;
    break;
  }
  if (ok) {
    if (out)
      *out = v;
    return true;
  }
  if (type->kind == HIDET_OPTION_INT && (long)type->max - type->min >= kListedRange)
    snprintf(expected, expectedSize, "an integer from %d to %d", type->min, type->max);
  else
    listValues(type, ", ", " or ", expected, expectedSize);
  return false;
}

bool hidetOptionValidateScheduledArch(const char *key, const char *value, char *error,
                                      size_t errorSize) {
  if (hidetArchLookupScheduled(value))
    return true;
  char known[128];
  hidetArchList(true, ", ", " or ", known, sizeof known);
  snprintf(error, errorSize, "%s expects %s, got '%s'", key, known, value);
  return false;
}

/* ---- Setting options. --------------------------------------------------- */
static const HidetPassOption *findOption(const HidetPassDef *def, const char *key) {
  for (size_t i = 0; i < def->numOptions; ++i)
    if (strcmp(def->options[i].key, key) == 0)
      return &def->options[i];
  return NULL;
}

/* A table entry whose field does not fit its kind is a bug in the pass. */
static void checkField(const HidetPassDef *def, const HidetPassOption *o, size_t want) {
  if (o->size != want) {
    fprintf(stderr, "hidet: option '%s' of %s: the field has %zu bytes, its kind needs %zu\n",
            o->key, def->argument, o->size, want);
    abort();
  }
}

static bool setOption(const HidetPassDef *def, void *options, const char *key, const char *value,
                      char *error, size_t errorSize) {
  const HidetPassOption *o = findOption(def, key);
  if (!o) {
    if (def->numOptions == 0) {
      snprintf(error, errorSize, "pass '%s' takes no options, got '%s'", def->argument, key);
      return false;
    }
    size_t used = 0;
    append(error, errorSize, &used, "unknown option '%s' (%s takes ", key, def->argument);
    for (size_t i = 0; i < def->numOptions; ++i)
      append(error, errorSize, &used, "%s%s", i ? ", " : "", def->options[i].key);
    append(error, errorSize, &used, ")");
    return false;
  }
  int parsed;
  char expected[256];
  if (!hidetOptionTypeParse(&o->type, value, &parsed, expected, sizeof expected)) {
    snprintf(error, errorSize, "%s expects %s, got '%s'", key, expected, value);
    return false;
  }
  if (o->validate && !o->validate(key, value, error, errorSize))
    return false;
  char *field = (char *)options + o->offset;
  switch (o->type.kind) {
  case HIDET_OPTION_BOOL: {
    checkField(def, o, sizeof(bool));
    bool b = parsed != 0;
    memcpy(field, &b, sizeof b);
    break;
  }
  case HIDET_OPTION_INT:
  case HIDET_OPTION_ENUM:
    /* An enum field has the size of an int in the ABIs hidet builds for,
     * and a representation that agrees with int for small indexes. */
    checkField(def, o, sizeof(int));
    memcpy(field, &parsed, sizeof parsed);
    break;
  case HIDET_OPTION_STRING:
    if (strlen(value) >= o->size) {
      snprintf(error, errorSize, "value of option '%s' is too long", key);
      return false;
    }
    memcpy(field, value, strlen(value) + 1);
    break;
  }
  return true;
}

void hidetPassOptionsSetDefaults(const HidetPassDef *def, void *options) {
  for (size_t i = 0; i < def->numOptions; ++i) {
    const HidetPassOption *o = &def->options[i];
    if (!o->defaultValue)
      continue;
    char error[256];
    if (!setOption(def, options, o->key, o->defaultValue, error, sizeof error)) {
      fprintf(stderr, "hidet: bad default of %s: %s\n", def->argument, error);
      abort();
    }
  }
}

/* Splits "k1=v1 k2=v2" (values may be quoted or braced). A value wholly in
 * matching quotes loses them: `schedule="w2x2-..."`. */
bool hidetPassOptionsParse(const HidetPassDef *def, void *options, const char *text, char *error,
                           size_t errorSize) {
  const char *p = text;
  while (*p) {
    while (isspace((unsigned char)*p))
      p++;
    if (!*p)
      break;
    const char *keyStart = p;
    while (*p && *p != '=' && !isspace((unsigned char)*p))
      p++;
    char key[64];
    size_t keyLen = (size_t)(p - keyStart);
    if (keyLen == 0 || keyLen >= sizeof key) {
      snprintf(error, errorSize, "malformed option list '%s'", text);
      return false;
    }
    memcpy(key, keyStart, keyLen);
    key[keyLen] = '\0';
    /* Long enough for a pipeline (hidet-parallel-gpu-modules' pipeline=). */
    char value[2048] = "";
    if (*p == '=') {
      p++;
      const char *valueStart = p;
      int depth = 0;
      char quote = 0;
      while (*p && (quote || depth > 0 || !isspace((unsigned char)*p))) {
        if (quote) {
          if (*p == quote)
            quote = 0;
        } else if (*p == '"' || *p == '\'') {
          quote = *p;
        } else if (*p == '{' || *p == '[') {
          depth++;
        } else if (*p == '}' || *p == ']') {
          depth--;
        }
        p++;
      }
      size_t valueLen = (size_t)(p - valueStart);
      if (valueLen >= 2 && (*valueStart == '"' || *valueStart == '\'') &&
          valueStart[valueLen - 1] == *valueStart) {
        valueStart++;
        valueLen -= 2;
      }
      if (valueLen >= sizeof value) {
        snprintf(error, errorSize, "value of option '%s' is too long", key);
        return false;
      }
      memcpy(value, valueStart, valueLen);
      value[valueLen] = '\0';
    }
    if (!setOption(def, options, key, value, error, errorSize))
      return false;
  }
  return true;
}

const char *hidetPassOptionsHelp(const HidetPassDef *def, char *buf, size_t size) {
  size_t used = 0;
  if (size)
    buf[0] = '\0';
  for (size_t i = 0; i < def->numOptions; ++i) {
    const HidetPassOption *o = &def->options[i];
    char values[256];
    if (o->syntax)
      snprintf(values, sizeof values, "%s", o->syntax);
    else
      listValues(&o->type, "|", "|", values, sizeof values);
    append(buf, size, &used, "%s%s=%s", i ? "\n" : "", o->key, values);
    if (o->defaultValue && o->defaultValue[0])
      append(buf, size, &used, " (default %s)", o->defaultValue);
    if (o->help && o->help[0])
      append(buf, size, &used, ": %s", o->help);
  }
  return buf;
}
