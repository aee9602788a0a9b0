/*===-- cache.c - hidet-compile-model's persistent compile cache ----------===*
 * An entry is a directory CACHE/<key>/ holding the two outputs (libNAME.so,
 * NAME.h) and the summary line the tool printed. The key is a 128-bit hash
 * of everything the outputs depend on: the input's text, every option that
 * reaches the compiler or the link, the runtime archive's bytes, and the
 * compiler's identity (its version, the LLVM it was built against and the
 * bytes of the running executable, so a rebuilt compiler never reuses an
 * older one's entries). Entries are written to a temporary directory and
 * renamed into place, so a reader never sees a half-written one.
 *===----------------------------------------------------------------------===*/
#define _XOPEN_SOURCE 700
#include "model.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Two FNV-1a streams with different seeds: 128 bits of key. */
void modelHashInit(ModelHash *h) {
  h->a = 1469598103934665603ull;
  h->b = 0x6c62272e07bb0142ull;
}

void modelHashBytes(ModelHash *h, const void *data, size_t len) {
  const unsigned char *p = data;
  for (size_t i = 0; i < len; ++i) {
    h->a = (h->a ^ p[i]) * 1099511628211ull;
    h->b = (h->b ^ p[i]) * 0x100000001b3ull + 0x9e3779b97f4a7c15ull;
  }
  /* A separator, so that ("ab", "c") and ("a", "bc") differ. */
  unsigned char end[9] = {0xff};
  for (int i = 0; i < 8; ++i)
    end[1 + i] = (unsigned char)(len >> (8 * i));
  for (size_t i = 0; i < sizeof end; ++i) {
    h->a = (h->a ^ end[i]) * 1099511628211ull;
    h->b = (h->b ^ end[i]) * 0x100000001b3ull + 0x9e3779b97f4a7c15ull;
  }
}

void modelHashString(ModelHash *h, const char *s) { modelHashBytes(h, s ? s : "", s ? strlen(s) : 0); }

bool modelHashFile(ModelHash *h, const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return false;
  char buf[1 << 16];
  ModelHash file;
  modelHashInit(&file);
  size_t n, total = 0;
  while ((n = fread(buf, 1, sizeof buf, f)) > 0) {
    for (size_t i = 0; i < n; ++i) {
      file.a = (file.a ^ (unsigned char)buf[i]) * 1099511628211ull;
      file.b = (file.b ^ (unsigned char)buf[i]) * 0x100000001b3ull + 0x9e3779b97f4a7c15ull;
    }
    total += n;
  }
  bool ok = !ferror(f);
  fclose(f);
  uint64_t digest[3] = {file.a, file.b, (uint64_t)total};
  modelHashBytes(h, digest, sizeof digest);
  return ok;
}

void modelHashHex(const ModelHash *h, char out[33]) {
  snprintf(out, 33, "%016llx%016llx", (unsigned long long)h->a, (unsigned long long)h->b);
}

static bool copyFile(const char *from, const char *to) {
  FILE *in = fopen(from, "rb");
  if (!in)
    return false;
  FILE *out = fopen(to, "wb");
  if (!out) {
    fclose(in);
    return false;
  }
  char buf[1 << 16];
  size_t n;
  bool ok = true;
  while (ok && (n = fread(buf, 1, sizeof buf, in)) > 0)
    ok = fwrite(buf, 1, n, out) == n;
  ok = ok && !ferror(in);
  fclose(in);
  return fclose(out) == 0 && ok;
}

static const char *const kFiles[] = {"lib%s.so", "%s.h"};
#define NUM_FILES (sizeof kFiles / sizeof kFiles[0])

bool modelCacheLookup(const char *cacheDir, const char *key, const char *outDir, const char *name,
                      char *summary, size_t summarySize) {
  char entry[2048], from[4096], to[4096], file[256];
  snprintf(entry, sizeof entry, "%s/%s", cacheDir, key);
  snprintf(from, sizeof from, "%s/summary.txt", entry);
  FILE *f = fopen(from, "r");
  if (!f)
    return false;
  bool ok = fgets(summary, (int)summarySize, f) != NULL;
  fclose(f);
  for (size_t i = 0; ok && i < NUM_FILES; ++i) {
    snprintf(file, sizeof file, kFiles[i], name);
    snprintf(from, sizeof from, "%s/%s", entry, file);
    snprintf(to, sizeof to, "%s/%s", outDir, file);
    ok = copyFile(from, to);
  }
  if (ok) {
    /* The library is loaded with dlopen: keep it executable like cc's. */
    snprintf(file, sizeof file, kFiles[0], name);
    snprintf(to, sizeof to, "%s/%s", outDir, file);
    chmod(to, 0755);
  }
  return ok;
}

/* mkdir -p of `dir` (its last component included): the tool's output
 * directory and the cache's (model.h). */
void modelTempTemplate(char *buf, size_t size, const char *stem) {
  const char *dir = getenv("TMPDIR");
  snprintf(buf, size, "%s/%s-XXXXXX", dir && dir[0] ? dir : "/tmp", stem);
}

bool modelMakeDirs(const char *dir) {
  char path[4096];
  if (snprintf(path, sizeof path, "%s", dir) >= (int)sizeof path) {
    errno = ENAMETOOLONG;
    return false;
  }
  for (char *p = path + 1; *p; ++p) {
    if (*p != '/')
      continue;
    *p = '\0';
    if (mkdir(path, 0777) != 0 && errno != EEXIST)
      return false;
    *p = '/';
  }
  return mkdir(path, 0777) == 0 || errno == EEXIST;
}

bool modelCacheStore(const char *cacheDir, const char *key, const char *outDir, const char *name,
                     const char *summary) {
  char tmp[2048], entry[2048], from[4096], to[4096], file[256];
  if (!modelMakeDirs(cacheDir))
    return false;
  snprintf(tmp, sizeof tmp, "%s/.tmp-%s-%ld", cacheDir, key, (long)getpid());
  snprintf(entry, sizeof entry, "%s/%s", cacheDir, key);
  if (mkdir(tmp, 0777) != 0)
    return false;
  bool ok = true;
  for (size_t i = 0; ok && i < NUM_FILES; ++i) {
    snprintf(file, sizeof file, kFiles[i], name);
    snprintf(from, sizeof from, "%s/%s", outDir, file);
    snprintf(to, sizeof to, "%s/%s", tmp, file);
    ok = copyFile(from, to);
  }
  if (ok) {
    snprintf(to, sizeof to, "%s/summary.txt", tmp);
    FILE *f = fopen(to, "w");
    ok = f && fputs(summary, f) >= 0;
    if (f)
      ok = fclose(f) == 0 && ok;
  }
  /* Another process may have stored the same entry meanwhile: keep theirs. */
  if (ok && rename(tmp, entry) == 0)
    return true;
  for (size_t i = 0; i < NUM_FILES; ++i) {
    snprintf(file, sizeof file, kFiles[i], name);
    snprintf(to, sizeof to, "%s/%s", tmp, file);
    remove(to);
  }
  snprintf(to, sizeof to, "%s/summary.txt", tmp);
  remove(to);
  rmdir(tmp);
  return ok;
}
