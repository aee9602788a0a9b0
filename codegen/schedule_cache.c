/*===-- schedule_cache.c - Reading, merging and writing cache files -------===*
 * The format is in schedule_cache.h. A file is read whole and kept line by
 * line, so that merging new entries into it (cache-write=) rewrites only
 * the entries that changed and keeps comments and hand edits.
 *===----------------------------------------------------------------------===*/
#include "schedule_cache.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_FIELDS 6

static char *copyText(const char *s, size_t n) {
  char *d = malloc(n + 1);
  if (!d)
    abort(); /* out of memory */
  memcpy(d, s, n);
  d[n] = '\0';
  return d;
}

static void addLine(HidetScheduleCache *c, const char *s, size_t n) {
  char **grown = realloc(c->lines, (c->numLines + 1) * sizeof *grown);
  if (!grown)
    abort();
  c->lines = grown;
  c->lines[c->numLines++] = copyText(s, n);
}

static void addEntry(HidetScheduleCache *c, const HidetCacheEntry *e, size_t lineIndex) {
  if (c->numEntries == c->capEntries) {
    c->capEntries = c->capEntries ? 2 * c->capEntries : 16;
    c->entries = realloc(c->entries, c->capEntries * sizeof *c->entries);
    c->lineIndex = realloc(c->lineIndex, c->capEntries * sizeof *c->lineIndex);
    if (!c->entries || !c->lineIndex)
      abort();
  }
  c->entries[c->numEntries] = *e;
  c->lineIndex[c->numEntries++] = lineIndex;
}

/* A problem key (hidetProblemKey): decimal integers joined by 'x' (0 is
 * allowed: a template may count something that can be absent), then at
 * most one "-e<digits>" and one "-v<digits>", in that order. */
static bool digitsAt(const char **k) {
  if (!isdigit((unsigned char)**k))
    return false;
  while (isdigit((unsigned char)**k))
    ++*k;
  return true;
}

static bool wellFormedKey(const char *k) {
  if (!digitsAt(&k))
    return false;
  while (*k == 'x') {
    ++k;
    if (!digitsAt(&k))
      return false;
  }
  if (k[0] == '-' && k[1] == 'e') {
    k += 2;
    if (!digitsAt(&k))
      return false;
  }
  if (k[0] == '-' && k[1] == 'v') {
    k += 2;
    if (!digitsAt(&k))
      return false;
  }
  return *k == '\0';
}

static bool copyField(char *dst, size_t size, const char *src, const char *what, const char *path,
                      int line, char *why, size_t whySize) {
  if (strlen(src) >= size)
    return hidetFailWhy(why, whySize, "%s:%d: the %s '%s' is too long (at most %zu characters)",
                        path, line, what, src, size - 1);
  snprintf(dst, size, "%s", src);
  return true;
}

/* Parses one line (comment already cut) into *e; false with why. A blank
 * line gives *blank. */
static bool parseLine(char *text, const char *path, int line, HidetCacheEntry *e, bool *blank,
                      char *why, size_t whySize) {
  char *f[MAX_FIELDS + 1];
  int n = 0;
  for (char *p = text; *p;) {
    while (*p && isspace((unsigned char)*p))
      *p++ = '\0';
    if (!*p)
      break;
    if (n <= MAX_FIELDS)
      f[n] = p;
    n++;
    while (*p && !isspace((unsigned char)*p))
      p++;
  }
  *blank = n == 0;
  if (n == 0)
    return true;
  if (n < 4 || n > MAX_FIELDS)
    return hidetFailWhy(why, whySize,
                        "%s:%d: expected '<template> <arch> <problem-key> <schedule> "
                        "[measured_us] [source]', got %d field%s",
                        path, line, n, n == 1 ? "" : "s");
  memset(e, 0, sizeof *e);
  e->line = line;
  e->tmpl = hidetTemplateLookup(f[0]);
  if (!e->tmpl) {
    char list[2048];
    hidetTemplateListText(list, sizeof list);
    return hidetFailWhy(why, whySize, "%s:%d: unknown template '%s' (the templates are: %s)", path,
                        line, f[0], list);
  }
  if (!e->tmpl->sched->parse)
    return hidetFailWhy(why, whySize,
                        "%s:%d: the %s template takes no schedule text (its schedule is always "
                        "its cost model's); it cannot be cached",
                        path, line, f[0]);
  if (!hidetArchLookupScheduled(f[1])) {
    char known[128];
    hidetArchList(true, ", ", " or ", known, sizeof known);
    return hidetFailWhy(why, whySize, "%s:%d: unknown arch '%s' (expected %s)", path, line, f[1],
                        known);
  }
  snprintf(e->arch, sizeof e->arch, "%s", f[1]);
  if (!wellFormedKey(f[2]))
    return hidetFailWhy(why, whySize,
                        "%s:%d: the problem key '%s' is not the problem's dims joined by 'x', then "
                        "an optional -e<bytes> and -v<variant> (e.g. 1x128x768x768, "
                        "4096x768x1-e4)",
                        path, line, f[2]);
  if (!copyField(e->key, sizeof e->key, f[2], "problem key", path, line, why, whySize) ||
      !copyField(e->schedule, sizeof e->schedule, f[3], "schedule", path, line, why, whySize))
    return false;
  char bad[256];
  if (!e->tmpl->sched->parse(e->tmpl, f[3], &e->parsed, bad, sizeof bad))
    return hidetFailWhy(why, whySize, "%s:%d: schedule '%s' of the %s template: %s", path, line,
                        f[3], f[0], bad);
  e->measuredUs = -1.0;
  if (n >= 5 && strcmp(f[4], "-") != 0) {
    char *end;
    errno = 0;
    double us = strtod(f[4], &end);
    if (*end || errno || !isfinite(us) || us < 0)
      return hidetFailWhy(why, whySize,
                          "%s:%d: measured_us '%s' is not a non-negative number or '-'", path,
                          line, f[4]);
    e->measuredUs = us;
  }
  if (n == 6 &&
      !copyField(e->source, sizeof e->source, f[5], "source", path, line, why, whySize))
    return false;
  return true;
}

bool hidetScheduleCacheLoad(HidetScheduleCache *c, const char *path, bool missingOk, char *why,
                            size_t whySize) {
  memset(c, 0, sizeof *c);
  c->path = copyText(path, strlen(path));
  FILE *f = fopen(path, "rb");
  if (!f) {
    if (missingOk && errno == ENOENT)
      return true;
    return hidetFailWhy(why, whySize, "cannot read schedule cache '%s': %s", path,
                        strerror(errno));
  }
  HidetStr all;
  hidetStrInit(&all);
  char buf[4096];
  size_t got;
  while ((got = fread(buf, 1, sizeof buf, f)) > 0)
    hidetStrAppend(&all, buf, got);
  bool readError = ferror(f);
  fclose(f);
  if (readError) {
    hidetStrFree(&all);
    return hidetFailWhy(why, whySize, "cannot read schedule cache '%s'", path);
  }
  bool ok = true;
  const char *p = all.data ? all.data : "";
  for (int line = 1; ok && *p; ++line) {
    const char *nl = strchr(p, '\n');
    size_t len = nl ? (size_t)(nl - p) : strlen(p);
    addLine(c, p, len);
    char *text = copyText(p, len);
    char *hash = strchr(text, '#');
    if (hash)
      *hash = '\0';
    HidetCacheEntry e;
    bool blank;
    ok = parseLine(text, path, line, &e, &blank, why, whySize);
    if (ok && !blank)
      addEntry(c, &e, c->numLines - 1);
    free(text);
    p = nl ? nl + 1 : p + len;
  }
  hidetStrFree(&all);
  return ok;
}

void hidetScheduleCacheFree(HidetScheduleCache *c) {
  for (size_t i = 0; i < c->numLines; ++i)
    free(c->lines[i]);
  free(c->lines);
  free(c->entries);
  free(c->lineIndex);
  free(c->path);
  memset(c, 0, sizeof *c);
}

static bool sameKey(const HidetCacheEntry *e, const HidetTemplate *t, const char *arch,
                    const char *key) {
  return e->tmpl == t && strcmp(e->arch, arch) == 0 && strcmp(e->key, key) == 0;
}

/* The index of the last entry of the key, or SIZE_MAX. */
static size_t findLast(const HidetScheduleCache *c, const HidetTemplate *t, const char *arch,
                       const char *key) {
  for (size_t i = c->numEntries; i-- > 0;)
    if (sameKey(&c->entries[i], t, arch, key))
      return i;
  return SIZE_MAX;
}

const HidetCacheEntry *hidetScheduleCacheFind(const HidetScheduleCache *c,
                                              const HidetTemplate *t, const char *arch,
                                              const char *key) {
  size_t i = findLast(c, t, arch, key);
  return i == SIZE_MAX ? NULL : &c->entries[i];
}

void hidetScheduleCachePut(HidetScheduleCache *c, const HidetCacheEntry *e) {
  size_t i = findLast(c, e->tmpl, e->arch, e->key);
  if (i == SIZE_MAX) {
    addEntry(c, e, SIZE_MAX);
    return;
  }
  if (strcmp(c->entries[i].schedule, e->schedule) == 0)
    return;
  size_t li = c->lineIndex[i];
  c->entries[i] = *e;
  c->entries[i].line = li == SIZE_MAX ? 0 : (int)li + 1;
  if (li != SIZE_MAX) {
    /* rewritten when saved */
    free(c->lines[li]);
    c->lines[li] = NULL;
  }
}

void hidetScheduleCacheAppend(HidetScheduleCache *c, const HidetCacheEntry *e) {
  addEntry(c, e, SIZE_MAX);
}

static void formatEntry(FILE *f, const HidetCacheEntry *e) {
  fprintf(f, "%s %s %s %s ", e->tmpl->name, e->arch, e->key, e->schedule);
  if (e->measuredUs >= 0)
    fprintf(f, "%.6g", e->measuredUs);
  else
    fputc('-', f);
  fprintf(f, " %s\n", e->source[0] ? e->source : "-");
}

bool hidetScheduleCacheSave(const HidetScheduleCache *c, char *why, size_t whySize) {
  /* Written next to the file and renamed over it, so that a failed write
   * never leaves half a cache behind. */
  size_t n = strlen(c->path) + 8;
  char *tmp = malloc(n);
  if (!tmp)
    abort();
  snprintf(tmp, n, "%s.tmp", c->path);
  FILE *f = fopen(tmp, "w");
  if (!f) {
    hidetFailWhy(why, whySize, "cannot write schedule cache '%s': %s", tmp, strerror(errno));
    free(tmp);
    return false;
  }
  if (c->numLines == 0)
    fprintf(f, "# hidet schedule cache (docs/schedules.md): <template> <arch> <problem-key> "
               "<schedule> [measured_us] [source]; a later line wins\n");
  for (size_t li = 0; li < c->numLines; ++li) {
    if (c->lines[li]) {
      fprintf(f, "%s\n", c->lines[li]);
      continue;
    }
    for (size_t i = 0; i < c->numEntries; ++i)
      if (c->lineIndex[i] == li)
        formatEntry(f, &c->entries[i]);
  }
  for (size_t i = 0; i < c->numEntries; ++i)
    if (c->lineIndex[i] == SIZE_MAX)
      formatEntry(f, &c->entries[i]);
  bool ok = !ferror(f);
  ok = fclose(f) == 0 && ok;
  if (ok && rename(tmp, c->path) != 0)
    ok = hidetFailWhy(why, whySize, "cannot write schedule cache '%s': %s", c->path,
                      strerror(errno));
  else if (!ok)
    hidetFailWhy(why, whySize, "cannot write schedule cache '%s'", tmp);
  if (!ok)
    remove(tmp);
  free(tmp);
  return ok;
}
