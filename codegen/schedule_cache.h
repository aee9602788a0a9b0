/*===-- schedule_cache.h - The schedule cache file ------------------------===*
 * A schedule cache is a text file of chosen (or measured) schedules, one
 * entry per line, `#` to the end of a line is a comment, fields separated
 * by whitespace:
 *
 *   <template> <arch> <problem-key> <schedule> [measured_us] [source]
 *
 * problem-key is hidetProblemKey's text (template.h); measured_us is a
 * non-negative number or `-` (none); source is one free word (`cost-model`,
 * `fixed`, `attribute`, `cache`, `measured`...). (template, arch,
 * problem-key) is the key; when a file holds a key twice the LATER line
 * wins, so results can be appended to a file. Only templates with a
 * schedule text form (a `parse` callback) can be cached.
 *
 * hidet-schedule-anchors reads one with cache=FILE and writes one with
 * cache-write=FILE (docs/schedules.md, "Schedule cache and measured
 * tuning"). Nothing here touches MLIR: errors are returned as text
 * ("FILE:LINE: ...") for the pass to emit at a location.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_SCHEDULE_CACHE_H
#define HIDET_SCHEDULE_CACHE_H

#include "template.h"

#include <stdbool.h>
#include <stddef.h>

typedef struct {
  const HidetTemplate *tmpl;
  char arch[16];
  char key[128];
  char schedule[64]; /* the text as written */
  HidetSchedule parsed;
  double measuredUs; /* < 0: none */
  char source[32];   /* "" when the line has none */
  int line;          /* 1-based line in the file; 0: not from the file */
} HidetCacheEntry;

typedef struct {
  char *path;
  /* The file's lines as read (comments kept), so that a merge rewrites
   * only the lines whose entry changed. */
  char **lines;
  size_t numLines;
  /* One per entry line, in file order; lineIndex ties an entry to lines[]
   * (SIZE_MAX: appended, not in the file yet). */
  HidetCacheEntry *entries;
  size_t *lineIndex;
  size_t numEntries, capEntries;
} HidetScheduleCache;

/* Reads `path`. A missing file is an error unless `missingOk` (then the
 * cache is empty). False with "FILE:LINE: what is wrong" (or "cannot read
 * schedule cache 'FILE': why") in `why`; the cache is then empty but must
 * still be freed. */
bool hidetScheduleCacheLoad(HidetScheduleCache *c, const char *path, bool missingOk, char *why,
                            size_t whySize);
void hidetScheduleCacheFree(HidetScheduleCache *c);

/* The entry of (template, arch, key): the last one in the file, or NULL. */
const HidetCacheEntry *hidetScheduleCacheFind(const HidetScheduleCache *c,
                                              const HidetTemplate *t, const char *arch,
                                              const char *key);

/* Sets the entry of e's key: a key that is absent is appended; a present
 * key whose last entry has another schedule is replaced in place (its line
 * is rewritten); the same schedule leaves the entry and its line as they
 * are (so a merge keeps the measurements and sources of lines it agrees
 * with). */
void hidetScheduleCachePut(HidetScheduleCache *c, const HidetCacheEntry *e);

/* Appends e as a new line even when its key is present: the later line
 * wins when the file is read, and the earlier ones stay as history
 * (hidet-compile-model --tune=measure appends its measurements). */
void hidetScheduleCacheAppend(HidetScheduleCache *c, const HidetCacheEntry *e);

/* Writes the cache to c->path: the lines read (comments included, changed
 * entries rewritten), then the appended entries; a new file starts with a
 * comment naming the format. False with why. */
bool hidetScheduleCacheSave(const HidetScheduleCache *c, char *why, size_t whySize);

#endif /* HIDET_SCHEDULE_CACHE_H */
