/*===-- tm_mapping.c - Task-mapping semantics and attribute I/O -----------===*
 * The C API has no accessor for the parameters of an IRDL-defined (dynamic)
 * attribute, so mappings are read from the attribute's printed form, which
 * MLIR prints canonically: #tm.spatial<array<i64: 4, 8>>,
 * #tm.compose<[#tm.repeat<array<i64: 2, 1>>, #tm.spatial<...>]>.
 *===----------------------------------------------------------------------===*/
#include "hidet-c/TaskMapping.h"

#include "hidet_internal.h"
#include "tm_internal.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  const char *p;
  char *error;
  size_t errorSize;
} Parser;

static bool fail(Parser *ps, const char *msg) {
  if (ps->error && ps->errorSize)
    snprintf(ps->error, ps->errorSize, "%s", msg);
  return false;
}

static void skipSpace(Parser *ps) {
  while (isspace((unsigned char)*ps->p))
    ps->p++;
}

static bool accept(Parser *ps, const char *tok) {
  skipSpace(ps);
  size_t n = strlen(tok);
  if (strncmp(ps->p, tok, n) != 0)
    return false;
  ps->p += n;
  return true;
}

static const struct {
  const char *name;
  HidetTaskMappingAtomKind kind;
} kAtomNames[] = {
    {"spatial", HidetTaskMappingSpatial},
    {"repeat", HidetTaskMappingRepeat},
    {"col_spatial", HidetTaskMappingColSpatial},
    {"col_repeat", HidetTaskMappingColRepeat},
};

static const char *atomName(HidetTaskMappingAtomKind kind) {
  for (size_t i = 0; i < sizeof kAtomNames / sizeof kAtomNames[0]; ++i)
    if (kAtomNames[i].kind == kind)
      return kAtomNames[i].name;
  return "?";
}

/* Parses `array<i64: d1, d2, ...>` into one atom of `kind`. */
static bool parseAtom(Parser *ps, HidetTaskMappingAtomKind kind, HidetTaskMapping *m) {
  if (!accept(ps, "<") || !accept(ps, "array<"))
    return fail(ps, "task mapping dims must be an array<i64: ...> attribute");
  if (!accept(ps, "i64"))
    return fail(ps, "task mapping dims must have i64 elements");
  int rank = 0;
  int64_t dims[HIDET_TM_MAX_RANK];
  if (accept(ps, ":")) {
    do {
      skipSpace(ps);
      char *end;
      long long v = strtoll(ps->p, &end, 10);
      if (end == ps->p)
        return fail(ps, "malformed task mapping dims");
      ps->p = end;
      if (rank == HIDET_TM_MAX_RANK)
        return fail(ps, "task mapping rank exceeds 8");
      dims[rank++] = v;
    } while (accept(ps, ","));
  }
  if (!accept(ps, ">") || !accept(ps, ">"))
    return fail(ps, "malformed task mapping dims");
  if (rank == 0)
    return fail(ps, "task mapping must have at least one dimension");
  for (int i = 0; i < rank; ++i)
    if (dims[i] <= 0) {
      char msg[96];
      snprintf(msg, sizeof msg, "task mapping dims must be positive, got %lld",
               (long long)dims[i]);
      return fail(ps, msg);
    }
  if (m->numAtoms == HIDET_TM_MAX_ATOMS)
    return fail(ps, "task mapping composes more than 16 atoms");
  if (m->numAtoms > 0 && m->rank != rank) {
    char msg[96];
    snprintf(msg, sizeof msg, "composed task mappings must have equal ranks, got %d and %d",
             m->rank, rank);
    return fail(ps, msg);
  }
  m->rank = rank;
  HidetTaskMappingAtom *a = &m->atoms[m->numAtoms++];
  a->kind = kind;
  memset(a->dims, 0, sizeof a->dims);
  memcpy(a->dims, dims, sizeof(int64_t) * (size_t)rank);
  return true;
}

/* mapping := '#tm.' (atom-name atom | 'compose' '<[' mapping (',' mapping)* ']>') */
static bool parseMapping(Parser *ps, HidetTaskMapping *m, int depth) {
  if (depth > 32)
    return fail(ps, "task mapping nests too deeply");
  if (!accept(ps, "#tm."))
    return fail(ps, "expected a task mapping (#tm.spatial, #tm.repeat, #tm.col_spatial, "
                    "#tm.col_repeat or #tm.compose)");
  if (accept(ps, "compose")) {
    if (!accept(ps, "<") || !accept(ps, "["))
      return fail(ps, "#tm.compose takes an array of task mappings");
    if (accept(ps, "]"))
      return fail(ps, "#tm.compose needs at least one task mapping");
    do {
      if (!parseMapping(ps, m, depth + 1))
        return false;
    } while (accept(ps, ","));
    if (!accept(ps, "]") || !accept(ps, ">"))
      return fail(ps, "malformed #tm.compose");
    return true;
  }
  /* Longest names first would matter only for prefixes; none of the atom
   * names is a prefix of another followed by '<'. */
  for (size_t i = 0; i < sizeof kAtomNames / sizeof kAtomNames[0]; ++i) {
    size_t n = strlen(kAtomNames[i].name);
    if (strncmp(ps->p, kAtomNames[i].name, n) == 0 && ps->p[n] == '<') {
      ps->p += n;
      return parseAtom(ps, kAtomNames[i].kind, m);
    }
  }
  return fail(ps, "unknown task mapping kind");
}

static bool countsInRange(const HidetTaskMapping *m) {
  int64_t workers = 1, tasks = 1;
  for (int i = 0; i < m->numAtoms; ++i)
    for (int d = 0; d < m->rank; ++d) {
      int64_t v = m->atoms[i].dims[d];
      bool spatial = m->atoms[i].kind == HidetTaskMappingSpatial ||
                     m->atoms[i].kind == HidetTaskMappingColSpatial;
      int64_t *acc = spatial ? &workers : &tasks;
      if (v > HIDET_TM_MAX_COUNT || *acc > HIDET_TM_MAX_COUNT / v)
        return false;
      *acc *= v;
    }
  return true;
}

bool hidetTaskMappingFromAttribute(MlirAttribute attr, HidetTaskMapping *mapping,
                                   char *error, size_t errorSize) {
  Parser ps = {NULL, error, errorSize};
  if (mlirAttributeIsNull(attr))
    return fail(&ps, "missing task mapping");
  HidetStr text = hidetPrintAttribute(attr);
  ps.p = text.data;
  /* Zeroed whole (padding included) so that mappings compare with memcmp. */
  memset(mapping, 0, sizeof *mapping);
  bool ok = parseMapping(&ps, mapping, 0);
  if (ok) {
    skipSpace(&ps);
    if (*ps.p != '\0')
      ok = fail(&ps, "trailing text after task mapping");
  }
  if (ok && !countsInRange(mapping))
    ok = fail(&ps, "task mapping has too many workers or tasks (limit 2^40)");
  hidetStrFree(&text);
  return ok;
}

static void printAtom(HidetStr *s, const HidetTaskMappingAtom *a, int rank) {
  hidetStrAppendf(s, "#tm.%s<array<i64: ", atomName(a->kind));
  for (int d = 0; d < rank; ++d)
    hidetStrAppendf(s, d ? ", %lld" : "%lld", (long long)a->dims[d]);
  hidetStrAppend(s, ">>", 2);
}

MlirAttribute hidetTaskMappingToAttribute(MlirContext ctx, const HidetTaskMapping *m) {
  HidetStr s;
  hidetStrInit(&s);
  if (m->numAtoms == 1) {
    printAtom(&s, &m->atoms[0], m->rank);
  } else {
    hidetStrAppendf(&s, "#tm.compose<[");
    for (int i = 0; i < m->numAtoms; ++i) {
      if (i)
        hidetStrAppend(&s, ", ", 2);
      printAtom(&s, &m->atoms[i], m->rank);
    }
    hidetStrAppend(&s, "]>", 2);
  }
  MlirAttribute attr = mlirAttributeParseGet(ctx, mlirStringRefCreate(s.data, s.len));
  hidetStrFree(&s);
  return attr;
}

bool hidetTaskMappingAtomCreate(HidetTaskMappingAtomKind kind, int rank, const int64_t *dims,
                                HidetTaskMapping *out) {
  if (rank < 1 || rank > HIDET_TM_MAX_RANK)
    return false;
  memset(out, 0, sizeof *out);
  out->rank = rank;
  out->numAtoms = 1;
  out->atoms[0].kind = kind;
  for (int d = 0; d < rank; ++d) {
    if (dims[d] <= 0)
      return false;
    out->atoms[0].dims[d] = dims[d];
  }
  return countsInRange(out);
}

bool hidetTaskMappingCompose(const HidetTaskMapping *outer, const HidetTaskMapping *inner,
                             HidetTaskMapping *out) {
  if (outer->rank != inner->rank || outer->numAtoms + inner->numAtoms > HIDET_TM_MAX_ATOMS)
    return false;
  HidetTaskMapping r;
  memset(&r, 0, sizeof r);
  r.rank = outer->rank;
  for (int i = 0; i < outer->numAtoms; ++i)
    r.atoms[r.numAtoms++] = outer->atoms[i];
  for (int i = 0; i < inner->numAtoms; ++i)
    r.atoms[r.numAtoms++] = inner->atoms[i];
  if (!countsInRange(&r))
    return false;
  *out = r;
  return true;
}

int64_t hidetGcd64(int64_t a, int64_t b) {
  while (b) {
    int64_t t = a % b;
    a = b;
    b = t;
  }
  return a;
}

bool hidetTaskMappingAutoMap(int rank, const int64_t *shape, int64_t workers,
                             HidetTaskMapping *out, char *error, size_t errorSize) {
  Parser ps = {NULL, error, errorSize};
  if (rank < 1 || rank > HIDET_TM_MAX_RANK)
    return fail(&ps, "auto_map needs a rank between 1 and 8");
  if (workers < 1)
    return fail(&ps, "auto_map needs at least one worker");
  int64_t spatial[HIDET_TM_MAX_RANK], repeat[HIDET_TM_MAX_RANK];
  int64_t remaining = workers;
  bool anySpatial = false, anyRepeat = false;
  for (int d = rank - 1; d >= 0; --d) {
    if (shape[d] < 1)
      return fail(&ps, "auto_map needs positive task dims");
    spatial[d] = hidetGcd64(remaining, shape[d]);
    remaining /= spatial[d];
    repeat[d] = shape[d] / spatial[d];
    anySpatial |= spatial[d] > 1;
    anyRepeat |= repeat[d] > 1;
  }
  if (remaining != 1) {
    char msg[160];
    snprintf(msg, sizeof msg, "auto_map cannot use all %lld workers: %lld are left over",
             (long long)workers, (long long)remaining);
    return fail(&ps, msg);
  }
  HidetTaskMapping r, s;
  if (!hidetTaskMappingAtomCreate(HidetTaskMappingRepeat, rank, repeat, &r) ||
      !hidetTaskMappingAtomCreate(HidetTaskMappingSpatial, rank, spatial, &s))
    return fail(&ps, "auto_map: task mapping too large");
  if (!anySpatial)
    *out = r;
  else if (!anyRepeat)
    *out = s;
  else
    hidetTaskMappingCompose(&r, &s, out);
  return true;
}

static bool isSpatial(const HidetTaskMappingAtom *a) {
  return a->kind == HidetTaskMappingSpatial || a->kind == HidetTaskMappingColSpatial;
}

static int64_t atomVolume(const HidetTaskMappingAtom *a, int rank) {
  int64_t v = 1;
  for (int d = 0; d < rank; ++d)
    v *= a->dims[d];
  return v;
}

int64_t hidetTaskMappingNumWorkers(const HidetTaskMapping *m) {
  int64_t n = 1;
  for (int i = 0; i < m->numAtoms; ++i)
    if (isSpatial(&m->atoms[i]))
      n *= atomVolume(&m->atoms[i], m->rank);
  return n;
}

int64_t hidetTaskMappingNumTasks(const HidetTaskMapping *m) {
  int64_t n = 1;
  for (int i = 0; i < m->numAtoms; ++i)
    if (!isSpatial(&m->atoms[i]))
      n *= atomVolume(&m->atoms[i], m->rank);
  return n;
}

void hidetTaskMappingTaskShape(const HidetTaskMapping *m, int64_t *shape) {
  for (int d = 0; d < m->rank; ++d) {
    shape[d] = 1;
    for (int i = 0; i < m->numAtoms; ++i)
      shape[d] *= m->atoms[i].dims[d];
  }
}

/* Unravels `index` over `dims`: row-major (last dim fastest) or
 * column-major (first dim fastest). The slowest dim takes the quotient
 * without a remainder: index < prod(dims) makes the remainder redundant. */
static void unravelExpr(HidetBuilder *b, IndexExpr index, const int64_t *dims, int rank,
                        bool colMajor, IndexExpr *out) {
  for (int i = 0; i < rank; ++i) {
    int d = colMajor ? i : rank - 1 - i;
    if (i == rank - 1) {
      out[d] = index;
      break;
    }
    out[d] = hidetIndexRem(b, index, hidetIndexConst(dims[d]));
    index = hidetIndexDiv(b, index, hidetIndexConst(dims[d]));
  }
}

void hidetTaskMappingTaskExpr(HidetBuilder *b, const HidetTaskMapping *m, IndexExpr worker,
                              IndexExpr k, IndexExpr *coords) {
  /* Peel atoms innermost first: the innermost atom owns the fastest-varying
   * part of both the worker id and the task index (mixed radix). The
   * outermost atom of each kind takes what is left without a remainder,
   * which is exact for in-range workers and tasks. */
  int outerSpatial = -1, outerRepeat = -1;
  for (int i = m->numAtoms - 1; i >= 0; --i) {
    if (isSpatial(&m->atoms[i]))
      outerSpatial = i;
    else
      outerRepeat = i;
  }
  int64_t scale[HIDET_TM_MAX_RANK];
  for (int d = 0; d < m->rank; ++d) {
    coords[d] = hidetIndexConst(0);
    scale[d] = 1;
  }
  for (int i = m->numAtoms - 1; i >= 0; --i) {
    const HidetTaskMappingAtom *a = &m->atoms[i];
    IndexExpr volume = hidetIndexConst(atomVolume(a, m->rank));
    IndexExpr *rest = isSpatial(a) ? &worker : &k;
    bool outermost = i == (isSpatial(a) ? outerSpatial : outerRepeat);
    IndexExpr local = outermost ? *rest : hidetIndexRem(b, *rest, volume);
    if (!outermost)
      *rest = hidetIndexDiv(b, *rest, volume);
    IndexExpr c[HIDET_TM_MAX_RANK];
    unravelExpr(b, local, a->dims, m->rank,
                a->kind == HidetTaskMappingColSpatial || a->kind == HidetTaskMappingColRepeat, c);
    for (int d = 0; d < m->rank; ++d) {
      coords[d] = hidetIndexAdd(b, coords[d], hidetIndexMul(b, c[d], hidetIndexConst(scale[d])));
      scale[d] *= a->dims[d];
    }
  }
}

void hidetTaskMappingTask(const HidetTaskMapping *m, int64_t worker, int64_t k, int64_t *coords) {
  /* Constant inputs fold completely, so no builder is needed. */
  IndexExpr c[HIDET_TM_MAX_RANK];
  hidetTaskMappingTaskExpr(NULL, m, hidetIndexConst(worker), hidetIndexConst(k), c);
  for (int d = 0; d < m->rank; ++d)
    coords[d] = c[d].c;
}
