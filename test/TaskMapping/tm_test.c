/*===-- tm_test.c - Randomized checks of task-mapping semantics -----------===*
 * hidet-tm-test unit  --seed S --count N   library semantics vs brute force
 * hidet-tm-test gen   --seed S --count N   MLIR evaluating every (w, k) of N
 *                                           random mappings into memref arg 0
 * hidet-tm-test check --seed S --count N F  compare F (.npy from hidet-run)
 *                                           with the library's semantics
 * The same seed gives the same mappings in every mode.
 *===----------------------------------------------------------------------===*/
#include "hidet-c/Dialects.h"
#include "hidet-c/TaskMapping.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- Deterministic random numbers (splitmix64). ------------------------ */
static uint64_t gState;
static uint64_t next64(void) {
  uint64_t z = (gState += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}
static int64_t randIn(int64_t lo, int64_t hi) { return lo + (int64_t)(next64() % (uint64_t)(hi - lo + 1)); }

/* Keeps every mapping small enough to enumerate: workers * tasks <= 4096. */
#define MAX_CELLS 4096

/* A random mapping of 1..4 atoms (random kinds), rank 1..3, dims 1..4. */
static void randomMapping(HidetTaskMapping *m) {
  for (;;) {
    int rank = (int)randIn(1, 3), atoms = (int)randIn(1, 4);
    memset(m, 0, sizeof *m);
    m->rank = rank;
    m->numAtoms = atoms;
    int64_t cells = 1;
    for (int i = 0; i < atoms; ++i) {
      m->atoms[i].kind = (HidetTaskMappingAtomKind)randIn(0, 3);
      for (int d = 0; d < rank; ++d) {
        m->atoms[i].dims[d] = randIn(1, 4);
        cells *= m->atoms[i].dims[d];
      }
    }
    if (cells <= MAX_CELLS)
      return;
  }
}

/* ---- The brute-force oracle, independent of the library. -------------- *
 * An atom's k-th cell is found by counting through its cells in order; a
 * composition is evaluated by the definition compose(A, B) recursively:
 * wa = w / nB, wb = w % nB, ka = k / tB, kb = k % tB, coord = ta*shape(B)+tb. */
static bool spatialKind(HidetTaskMappingAtomKind k) {
  return k == HidetTaskMappingSpatial || k == HidetTaskMappingColSpatial;
}

static void nthCell(const int64_t *dims, int rank, bool colMajor, int64_t n, int64_t *out) {
  int64_t cur[HIDET_TM_MAX_RANK] = {0};
  for (int64_t i = 0; i < n; ++i) { /* increment an odometer n times */
    for (int j = 0; j < rank; ++j) {
      int d = colMajor ? j : rank - 1 - j;
      if (++cur[d] < dims[d])
        break;
      cur[d] = 0;
    }
  }
  memcpy(out, cur, sizeof(int64_t) * (size_t)rank);
}

static int64_t prodDims(const int64_t *dims, int rank) {
  int64_t p = 1;
  for (int d = 0; d < rank; ++d)
    p *= dims[d];
  return p;
}

static void oracleShape(const HidetTaskMapping *m, int from, int64_t *shape, int64_t *workers,
                        int64_t *tasks) {
  *workers = *tasks = 1;
  for (int d = 0; d < m->rank; ++d)
    shape[d] = 1;
  for (int i = from; i < m->numAtoms; ++i) {
    int64_t v = prodDims(m->atoms[i].dims, m->rank);
    if (spatialKind(m->atoms[i].kind))
      *workers *= v;
    else
      *tasks *= v;
    for (int d = 0; d < m->rank; ++d)
      shape[d] *= m->atoms[i].dims[d];
  }
}

static void oracleTask(const HidetTaskMapping *m, int from, int64_t w, int64_t k, int64_t *out) {
  const HidetTaskMappingAtom *a = &m->atoms[from];
  bool col = a->kind == HidetTaskMappingColSpatial || a->kind == HidetTaskMappingColRepeat;
  if (from == m->numAtoms - 1) {
    nthCell(a->dims, m->rank, col, spatialKind(a->kind) ? w : k, out);
    return;
  }
  int64_t shapeB[HIDET_TM_MAX_RANK], nB, tB;
  oracleShape(m, from + 1, shapeB, &nB, &tB);
  int64_t nA = spatialKind(a->kind) ? prodDims(a->dims, m->rank) : 1;
  int64_t tA = spatialKind(a->kind) ? 1 : prodDims(a->dims, m->rank);
  (void)nA, (void)tA;
  int64_t ta[HIDET_TM_MAX_RANK], tb[HIDET_TM_MAX_RANK];
  nthCell(a->dims, m->rank, col, spatialKind(a->kind) ? w / nB : k / tB, ta);
  oracleTask(m, from + 1, w % nB, k % tB, tb);
  for (int d = 0; d < m->rank; ++d)
    out[d] = ta[d] * shapeB[d] + tb[d];
}

/* ---- unit ------------------------------------------------------------- */
static int failures;
#define EXPECT(cond, ...)                                                                          \
  do {                                                                                             \
    if (!(cond)) {                                                                                 \
      if (failures++ < 20) {                                                                       \
        fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__);                                      \
        fprintf(stderr, __VA_ARGS__);                                                              \
        fprintf(stderr, "\n");                                                                     \
      }                                                                                            \
    }                                                                                              \
  } while (0)

/* Checks one mapping: counts, shape, every (w, k) against the oracle, and
 * that the tasks of all workers cover the grid exactly once. */
static long checkMapping(const HidetTaskMapping *m, int index) {
  int64_t shape[HIDET_TM_MAX_RANK], oShape[HIDET_TM_MAX_RANK], oW, oT;
  hidetTaskMappingTaskShape(m, shape);
  oracleShape(m, 0, oShape, &oW, &oT);
  int64_t W = hidetTaskMappingNumWorkers(m), T = hidetTaskMappingNumTasks(m);
  EXPECT(W == oW && T == oT, "mapping %d: workers/tasks %lld/%lld, oracle %lld/%lld", index,
         (long long)W, (long long)T, (long long)oW, (long long)oT);
  EXPECT(memcmp(shape, oShape, sizeof(int64_t) * (size_t)m->rank) == 0, "mapping %d: shape", index);
  int64_t cells = prodDims(shape, m->rank);
  EXPECT(W * T == cells, "mapping %d: %lld workers x %lld tasks != %lld cells", index,
         (long long)W, (long long)T, (long long)cells);
  unsigned char *seen = calloc((size_t)cells, 1);
  long pairs = 0;
  for (int64_t w = 0; w < W; ++w)
    for (int64_t k = 0; k < T; ++k, ++pairs) {
      int64_t got[HIDET_TM_MAX_RANK], want[HIDET_TM_MAX_RANK];
      hidetTaskMappingTask(m, w, k, got);
      oracleTask(m, 0, w, k, want);
      EXPECT(memcmp(got, want, sizeof(int64_t) * (size_t)m->rank) == 0,
             "mapping %d: task (w=%lld, k=%lld) differs from the oracle", index, (long long)w,
             (long long)k);
      int64_t linear = 0;
      bool inside = true;
      for (int d = 0; d < m->rank; ++d) {
        inside &= got[d] >= 0 && got[d] < shape[d];
        linear = linear * shape[d] + got[d];
      }
      EXPECT(inside, "mapping %d: task outside the grid", index);
      if (inside)
        seen[linear]++;
    }
  for (int64_t c = 0; c < cells; ++c)
    EXPECT(seen[c] == 1, "mapping %d: cell %lld covered %d times", index, (long long)c, seen[c]);
  free(seen);
  return pairs;
}

static int runUnit(uint64_t seed, int count) {
  gState = seed;
  MlirContext ctx = hidetContextCreate();
  long pairs = 0;
  int depthHist[5] = {0};
  for (int i = 0; i < count; ++i) {
    HidetTaskMapping m;
    randomMapping(&m);
    depthHist[m.numAtoms]++;
    pairs += checkMapping(&m, i);
    /* The attribute form round-trips. */
    HidetTaskMapping back;
    char error[160];
    MlirAttribute attr = hidetTaskMappingToAttribute(ctx, &m);
    bool same = !mlirAttributeIsNull(attr) &&
                hidetTaskMappingFromAttribute(attr, &back, error, sizeof error) &&
                back.numAtoms == m.numAtoms && back.rank == m.rank;
    for (int a = 0; same && a < m.numAtoms; ++a) {
      same = back.atoms[a].kind == m.atoms[a].kind;
      for (int d = 0; d < m.rank; ++d)
        same = same && back.atoms[a].dims[d] == m.atoms[a].dims[d];
    }
    EXPECT(same, "mapping %d: attribute round trip", i);
  }
  /* auto_map: random shapes and worker counts that divide the grid. */
  int autoMaps = 0, autoRejected = 0;
  for (int i = 0; i < count; ++i) {
    int rank = (int)randIn(1, 3);
    int64_t shape[3];
    for (int d = 0; d < rank; ++d)
      shape[d] = randIn(1, 16);
    /* Mostly a divisor of the grid (must map), sometimes anything. */
    int64_t cells = prodDims(shape, rank), workers = randIn(1, 64);
    if (randIn(0, 3) != 0)
      do
        workers = randIn(1, cells);
      while (cells % workers != 0);
    HidetTaskMapping m;
    char error[160];
    bool divides = prodDims(shape, rank) % workers == 0;
    bool ok = hidetTaskMappingAutoMap(rank, shape, workers, &m, error, sizeof error);
    if (ok) {
      autoMaps++;
      int64_t got[HIDET_TM_MAX_RANK];
      hidetTaskMappingTaskShape(&m, got);
      EXPECT(hidetTaskMappingNumWorkers(&m) == workers, "auto_map %d: workers", i);
      EXPECT(memcmp(got, shape, sizeof(int64_t) * (size_t)rank) == 0, "auto_map %d: shape", i);
      checkMapping(&m, 100000 + i);
    } else {
      autoRejected++;
      EXPECT(strstr(error, "left over") != NULL, "auto_map %d: %s", i, error);
    }
    /* The gcd split fills each prime factor independently, so it succeeds
     * exactly when the workers divide the grid. */
    EXPECT(ok == divides, "auto_map %d: %d workers on %lld cells: ok=%d", i, (int)workers,
           (long long)prodDims(shape, rank), ok);
  }
  mlirContextDestroy(ctx);
  printf("checked %d random mappings (atoms per mapping: 1:%d 2:%d 3:%d 4:%d), %ld (worker, task) "
         "pairs against the brute-force oracle\n",
         count, depthHist[1], depthHist[2], depthHist[3], depthHist[4], pairs);
  printf("auto_map: %d mapped and checked, %d rejected\n", autoMaps, autoRejected);
  printf("%d failures\n", failures);
  return failures ? 1 : 0;
}

/* ---- gen / check ------------------------------------------------------- */
static void printMappingAttr(const HidetTaskMapping *m) {
  static const char *names[] = {"spatial", "repeat", "col_spatial", "col_repeat"};
  if (m->numAtoms > 1)
    printf("#tm.compose<[");
  for (int i = 0; i < m->numAtoms; ++i) {
    printf("%s#tm.%s<array<i64: ", i ? ", " : "", names[m->atoms[i].kind]);
    for (int d = 0; d < m->rank; ++d)
      printf(d ? ", %lld" : "%lld", (long long)m->atoms[i].dims[d]);
    printf(">>");
  }
  if (m->numAtoms > 1)
    printf("]>");
}

/* Layout of the output vector for mapping i: W*T*rank coordinates, then
 * W+2 validity flags (workers W and W+1 must be invalid). */
static int64_t sectionSize(const HidetTaskMapping *m) {
  return hidetTaskMappingNumWorkers(m) * hidetTaskMappingNumTasks(m) * m->rank +
         hidetTaskMappingNumWorkers(m) + 2;
}

static int runGen(uint64_t seed, int count) {
  gState = seed;
  HidetTaskMapping *ms = malloc(sizeof *ms * (size_t)count);
  int64_t total = 0;
  for (int i = 0; i < count; ++i) {
    randomMapping(&ms[i]);
    total += sectionSize(&ms[i]);
  }
  printf("// Generated by hidet-tm-test gen --seed %llu --count %d\n", (unsigned long long)seed, count);
  printf("func.func @main(%%out: memref<%lldxi64>) {\n", (long long)total);
  printf("  %%c0 = arith.constant 0 : index\n  %%c1 = arith.constant 1 : index\n  %%c2 = arith.constant 2 : index\n");
  int64_t offset = 0;
  for (int i = 0; i < count; ++i) {
    const HidetTaskMapping *m = &ms[i];
    int R = m->rank;
    printf("  // mapping %d\n  %%W%d = \"tm.num_workers\"() {mapping = ", i, i);
    printMappingAttr(m);
    printf("} : () -> index\n  %%T%d = \"tm.num_tasks\"() {mapping = ", i);
    printMappingAttr(m);
    printf("} : () -> index\n  %%R%d = arith.constant %d : index\n  %%O%d = arith.constant %lld : index\n",
           i, R, i, (long long)offset);
    printf("  scf.for %%w = %%c0 to %%W%d step %%c1 {\n    scf.for %%k = %%c0 to %%T%d step %%c1 {\n", i, i);
    printf("      %%t:%d = \"tm.task\"(%%w, %%k) {mapping = ", R);
    printMappingAttr(m);
    printf("} : (index, index) -> (");
    for (int d = 0; d < R; ++d)
      printf(d ? ", index" : "index");
    printf(")\n      %%wt = arith.muli %%w, %%T%d : index\n      %%wk = arith.addi %%wt, %%k : index\n"
           "      %%wr = arith.muli %%wk, %%R%d : index\n      %%base = arith.addi %%wr, %%O%d : index\n",
           i, i, i);
    for (int d = 0; d < R; ++d)
      printf("      %%c%dd%d = arith.constant %d : index\n      %%i%d = arith.addi %%base, %%c%dd%d : index\n"
             "      %%v%d = arith.index_cast %%t#%d : index to i64\n      memref.store %%v%d, %%out[%%i%d] : memref<%lldxi64>\n",
             i, d, d, d, i, d, d, d, d, d, (long long)total);
    printf("    }\n  }\n");
    int64_t validOffset = offset + hidetTaskMappingNumWorkers(m) * hidetTaskMappingNumTasks(m) * R;
    printf("  %%VO%d = arith.constant %lld : index\n  %%W2_%d = arith.addi %%W%d, %%c2 : index\n", i,
           (long long)validOffset, i, i);
    printf("  scf.for %%w = %%c0 to %%W2_%d step %%c1 {\n    %%ok = \"tm.worker_valid\"(%%w) {mapping = ", i);
    printMappingAttr(m);
    printf("} : (index) -> i1\n    %%okx = arith.extui %%ok : i1 to i64\n    %%vi = arith.addi %%VO%d, %%w : index\n"
           "    memref.store %%okx, %%out[%%vi] : memref<%lldxi64>\n  }\n",
           i, (long long)total);
    offset += sectionSize(m);
  }
  printf("  return\n}\n");
  free(ms);
  return 0;
}

/* Reads a 1-D little-endian int64 .npy file. */
static int64_t *readNpyI64(const char *path, int64_t *n) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  unsigned char head[10];
  int64_t *data = NULL;
  if (fread(head, 1, 10, f) == 10 && memcmp(head, "\x93NUMPY", 6) == 0) {
    size_t hlen = head[8] | (head[9] << 8);
    char *h = calloc(hlen + 1, 1);
    if (fread(h, 1, hlen, f) == hlen && strstr(h, "'<i8'") && strstr(h, "'shape': (")) {
      *n = strtoll(strstr(h, "'shape': (") + 10, NULL, 10);
      data = malloc(sizeof(int64_t) * (size_t)(*n > 0 ? *n : 1));
      if (fread(data, sizeof(int64_t), (size_t)*n, f) != (size_t)*n) {
        free(data);
        data = NULL;
      }
    }
    free(h);
  }
  fclose(f);
  return data;
}

static int runCheck(uint64_t seed, int count, const char *path) {
  int64_t n = 0;
  int64_t *data = readNpyI64(path, &n);
  if (!data) {
    fprintf(stderr, "hidet-tm-test: cannot read int64 .npy '%s'\n", path);
    return 1;
  }
  gState = seed;
  int64_t offset = 0;
  long pairs = 0;
  for (int i = 0; i < count; ++i) {
    HidetTaskMapping m;
    randomMapping(&m);
    int64_t W = hidetTaskMappingNumWorkers(&m), T = hidetTaskMappingNumTasks(&m);
    if (offset + sectionSize(&m) > n) {
      fprintf(stderr, "hidet-tm-test: %s is too short\n", path);
      free(data);
      return 1;
    }
    for (int64_t w = 0; w < W; ++w)
      for (int64_t k = 0; k < T; ++k, ++pairs) {
        int64_t want[HIDET_TM_MAX_RANK];
        hidetTaskMappingTask(&m, w, k, want);
        for (int d = 0; d < m.rank; ++d)
          EXPECT(data[offset + (w * T + k) * m.rank + d] == want[d],
                 "mapping %d: JIT task (w=%lld, k=%lld) dim %d is %lld, semantics say %lld", i,
                 (long long)w, (long long)k, d, (long long)data[offset + (w * T + k) * m.rank + d],
                 (long long)want[d]);
      }
    int64_t vo = offset + W * T * m.rank;
    for (int64_t w = 0; w < W + 2; ++w)
      EXPECT(data[vo + w] == (w < W), "mapping %d: worker_valid(%lld) is %lld", i, (long long)w,
             (long long)data[vo + w]);
    offset += sectionSize(&m);
  }
  EXPECT(offset == n, "output has %lld elements, expected %lld", (long long)n, (long long)offset);
  free(data);
  printf("JIT agrees with the semantics on %d mappings, %ld (worker, task) pairs; %d failures\n", count,
         pairs, failures);
  return failures ? 1 : 0;
}

int main(int argc, char **argv) {
  uint64_t seed = 1;
  int count = 100;
  const char *mode = argc > 1 ? argv[1] : "", *file = NULL;
  for (int i = 2; i < argc; ++i) {
    if (!strcmp(argv[i], "--seed") && i + 1 < argc)
      seed = strtoull(argv[++i], NULL, 10);
    else if (!strcmp(argv[i], "--count") && i + 1 < argc)
      count = atoi(argv[++i]);
    else
      file = argv[i];
  }
  if (count < 1)
    count = 1;
  if (!strcmp(mode, "unit"))
    return runUnit(seed, count);
  if (!strcmp(mode, "gen"))
    return runGen(seed, count);
  if (!strcmp(mode, "check") && file)
    return runCheck(seed, count, file);
  fprintf(stderr, "usage: hidet-tm-test unit|gen|check [--seed S] [--count N] [file.npy]\n");
  return 2;
}
