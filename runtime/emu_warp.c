/*===-- emu_warp.c - Warp collectives: gathering, shfl, vote, redux, ldmatrix =*
 * A warp is linear thread ids 32w..32w+31 of the block; in the last warp
 * the lanes beyond the block do not exist. A collective over a lane mask
 * gathers its lanes: each lane deposits a pointer to its operands (on its
 * own stack), and waits; the last lane to arrive computes the results for
 * all of them and releases the others. Lanes of a warp may gather in
 * several groups (different masks) at the same time; lanes of one group
 * (same mask) calling different collectives is an error.
 *===----------------------------------------------------------------------===*/
#include "emu_internal.h"

#include <stdio.h>
#include <string.h>

static const char *siteOr(const char *s) { return s ? s : "<unknown>"; }

static const char *const kShflNames[] = {"shfl.sync.idx", "shfl.sync.up", "shfl.sync.down", "shfl.sync.bfly"};
static const char *const kVoteNames[] = {"vote.sync.all", "vote.sync.any", "vote.sync.uni", "vote.sync.ballot"};

const char *emuCollName(int32_t kind, int32_t sub) {
  switch (kind) {
  case EMU_COLL_SHFL: return sub >= 0 && sub < 4 ? kShflNames[sub] : "shfl.sync";
  case EMU_COLL_VOTE: return sub >= 0 && sub < 4 ? kVoteNames[sub] : "vote.sync";
  case EMU_COLL_LDMATRIX: return "ldmatrix";
  case EMU_COLL_MMA: return "mma.sync";
  case EMU_COLL_WMMA: {
    static const char *const ops[] = {"wmma.load", "wmma.mma", "wmma.store"};
    int op = sub >> 24;
    return op >= 0 && op < 3 ? ops[op] : "wmma";
  }
  case EMU_COLL_REDUX: return "redux.sync";
  case EMU_COLL_ELECT: return "elect.sync";
  default: return "a warp collective";
  }
}

static EmuThread *laneThread(int32_t warp, int32_t lane) { return &emuL.threads[warp * EMU_WARP + lane]; }

static int lowestLane(uint32_t m) { return __builtin_ctz(m); }

static void removeGroup(EmuWarp *w, int32_t g) {
  w->groups[g] = w->groups[w->nGroups - 1];
  w->nGroups--;
}

void emuCollect(EmuThread *t, uint32_t mask, int32_t kind, int32_t sub, const char *site, void *deposit,
                EmuCollectFn fn, void *ctx) {
  EmuWarp *w = &emuL.warps[t->warp];
  uint32_t me = 1u << t->lane;
  const char *name = emuCollName(kind, sub);
  if (!(mask & me))
    emuFail("%s: %s at %s with mask 0x%08x, which does not name the thread's own lane %d", emuWho(t), name,
            siteOr(site), mask, t->lane);
  if (mask & ~w->exists)
    emuFail("%s: %s at %s with mask 0x%08x names lane %d, which does not exist (warp %d has %d lanes)", emuWho(t), name,
            siteOr(site), mask, lowestLane(mask & ~w->exists), t->warp, __builtin_popcount(w->exists));
  if (mask & w->exited) {
    int l = lowestLane(mask & w->exited);
    emuFail("deadlock: %s waits at %s at %s for lane %d (thread %s), which has exited", emuWho(t), name, siteOr(site),
            l, emuTidStr(laneThread(t->warp, l)));
  }
  /* Lanes join the pending group with the same mask. Groups with other
   * masks may be pending at the same time, overlapping ones too: lanes
   * that skipped a collective may wait at the next one while the lanes of
   * the first complete it (independent thread scheduling). If they never
   * can, the scheduler finds the deadlock. */
  int32_t gi = -1;
  for (int32_t i = 0; i < w->nGroups; ++i)
    if (w->groups[i].mask == mask) {
      gi = i;
      break;
    }
  EmuGroup *g;
  if (gi < 0) {
    gi = w->nGroups++;
    g = &w->groups[gi];
    g->mask = mask;
    g->arrived = 0;
    g->kind = kind;
    g->sub = sub;
    g->site = site;
    g->first = t;
  } else {
    g = &w->groups[gi];
    if (g->kind != kind || g->sub != sub)
      emuFail("%s: lanes of warp %d call different collectives: this thread %s at %s, thread %s %s at %s", emuWho(t),
              t->warp, name, siteOr(site), emuTidStr(g->first), emuCollName(g->kind, g->sub), siteOr(g->site));
    if (g->arrived & me)
      emuFail("%s arrives twice at %s", emuWho(t), name); /* cannot happen: it waited */
  }
  t->coll = deposit;
  g->arrived |= me;
  if (g->arrived != g->mask) {
    t->state = EMU_AT_WARP;
    emuBlock(t);
    return; /* the last lane computed this lane's results */
  }
  EmuThread *lanes[EMU_WARP];
  for (int l = 0; l < EMU_WARP; ++l)
    lanes[l] = (mask >> l) & 1u ? laneThread(t->warp, l) : NULL;
  removeGroup(w, gi);
  fn(lanes, mask, ctx);
  for (int l = 0; l < EMU_WARP; ++l)
    if (lanes[l] && lanes[l] != t)
      lanes[l]->state = EMU_RUNNABLE;
}

void emuWarpOnExit(EmuThread *t) {
  EmuWarp *w = &emuL.warps[t->warp];
  uint32_t me = 1u << t->lane;
  w->exited |= me;
  for (int32_t i = 0; i < w->nGroups; ++i) {
    EmuGroup *g = &w->groups[i];
    if (g->mask & me)
      emuFail("deadlock: %s exited while %d lane(s) of its warp wait for it at %s at %s", emuWho(t),
              __builtin_popcount(g->arrived), emuCollName(g->kind, g->sub), siteOr(g->site));
  }
}

bool emuWarpDescribeStuck(char *buf, size_t n) {
  for (int32_t wi = 0; wi < emuL.nWarps; ++wi) {
    EmuWarp *w = &emuL.warps[wi];
    if (w->nGroups == 0)
      continue;
    EmuGroup *g = &w->groups[0];
    uint32_t missing = g->mask & ~g->arrived;
    int l = lowestLane(missing);
    EmuThread *m = laneThread(wi, l);
    char state[384];
    switch (m->state) {
    case EMU_AT_BARRIER: snprintf(state, sizeof state, "which waits at the barrier at %s", siteOr(m->barSite)); break;
    case EMU_AT_WARP: {
      const EmuGroup *og = NULL;
      for (int32_t i = 0; i < w->nGroups; ++i)
        if (w->groups[i].arrived & (1u << l))
          og = &w->groups[i];
      if (og)
        snprintf(state, sizeof state, "which waits at %s at %s with mask 0x%08x", emuCollName(og->kind, og->sub),
                 siteOr(og->site), og->mask);
      else
        snprintf(state, sizeof state, "which waits at a warp collective");
      break;
    }
    case EMU_EXITED: snprintf(state, sizeof state, "which has exited"); break;
    default: snprintf(state, sizeof state, "which is runnable"); break;
    }
    snprintf(buf, n, "%s waits at %s at %s (mask 0x%08x) for lane %d (thread %s), %s", emuWho(g->first),
             emuCollName(g->kind, g->sub), siteOr(g->site), g->mask, l, emuTidStr(m), state);
    return true;
  }
  return false;
}

/* ---- shfl.sync ---------------------------------------------------------- */
typedef struct {
  int32_t value, offset, clamp;
  int32_t result, valid;
} ShflDeposit;

/* PTX ISA, shfl.sync "Semantics":
 *   lane = laneid; bval = b[4:0]; cval = c[4:0]; segmask = c[12:8];
 *   maxLane = (lane & segmask) | (cval & ~segmask); minLane = lane & segmask;
 *   up:   j = lane - bval;                     pval = (j >= maxLane)
 *   down: j = lane + bval;                     pval = (j <= maxLane)
 *   bfly: j = lane ^ bval;                     pval = (j <= maxLane)
 *   idx:  j = minLane | (bval[4:0] & ~segmask); pval = (j <= maxLane)
 *   if (!pval) j = lane;  d = a of lane j;  p = pval */
typedef struct {
  int32_t kind;
  const char *site;
} ShflCtx;

static void shflCompute(EmuThread **lanes, uint32_t mask, void *ctx) {
  int32_t kind = ((const ShflCtx *)ctx)->kind;
  const char *site = ((const ShflCtx *)ctx)->site;
  for (int lane = 0; lane < EMU_WARP; ++lane) {
    if (!lanes[lane])
      continue;
    ShflDeposit *d = lanes[lane]->coll;
    int32_t bval = d->offset & 31, cval = d->clamp & 31, seg = (d->clamp >> 8) & 31;
    int32_t maxLane = (lane & seg) | (cval & ~seg), minLane = lane & seg;
    int32_t j;
    bool pval;
    switch (kind) {
    case HIDET_EMU_SHFL_UP:
      j = lane - bval;
      pval = j >= maxLane;
      break;
    case HIDET_EMU_SHFL_DOWN:
      j = lane + bval;
      pval = j <= maxLane;
      break;
    case HIDET_EMU_SHFL_BFLY:
      j = lane ^ bval;
      pval = j <= maxLane;
      break;
    default:
      j = minLane | (bval & ~seg);
      pval = j <= maxLane;
      break;
    }
    if (!pval)
      j = lane;
    if (!((mask >> j) & 1u))
      emuFail("%s: %s at %s reads lane %d, which is not in the mask 0x%08x (the value would be undefined)",
              emuWho(lanes[lane]), kShflNames[kind], siteOr(site), j, mask);
    const ShflDeposit *src = lanes[j]->coll;
    d->result = src->value;
    d->valid = pval;
  }
}

int32_t hidet_emu_shfl(int32_t kind, int32_t mask, int32_t value, int32_t offset, int32_t clamp, int32_t *valid,
                       const char *site) {
  EmuThread *t = emuCur;
  if (!t)
    return value;
  if (kind < 0 || kind > 3)
    emuFail("%s: shfl.sync at %s with unknown mode %d", emuWho(t), siteOr(site), kind);
  ShflDeposit d = {value, offset, clamp, 0, 0};
  ShflCtx c = {kind, site};
  emuCollect(t, (uint32_t)mask, EMU_COLL_SHFL, kind, site, &d, shflCompute, &c);
  if (valid)
    *valid = d.valid;
  return d.result;
}

/* ---- vote.sync ---------------------------------------------------------- */
typedef struct {
  int32_t pred, result;
} VoteDeposit;

static void voteCompute(EmuThread **lanes, uint32_t mask, void *ctx) {
  int32_t kind = *(const int32_t *)ctx;
  uint32_t ballot = 0;
  for (int l = 0; l < EMU_WARP; ++l)
    if (lanes[l] && ((VoteDeposit *)lanes[l]->coll)->pred)
      ballot |= 1u << l;
  int32_t r;
  switch (kind) {
  case HIDET_EMU_VOTE_ALL: r = ballot == mask; break;
  case HIDET_EMU_VOTE_ANY: r = ballot != 0; break;
  case HIDET_EMU_VOTE_UNI: r = ballot == mask || ballot == 0; break;
  default: r = (int32_t)ballot; break;
  }
  for (int l = 0; l < EMU_WARP; ++l)
    if (lanes[l])
      ((VoteDeposit *)lanes[l]->coll)->result = r;
}

int32_t hidet_emu_vote(int32_t kind, int32_t mask, int32_t pred, const char *site) {
  EmuThread *t = emuCur;
  if (!t)
    return 0;
  if (kind < 0 || kind > 3)
    emuFail("%s: vote.sync at %s with unknown mode %d", emuWho(t), siteOr(site), kind);
  VoteDeposit d = {pred != 0, 0};
  emuCollect(t, (uint32_t)mask, EMU_COLL_VOTE, kind, site, &d, voteCompute, &kind);
  return d.result;
}

/* ---- elect.sync ---------------------------------------------------------- */
static void electCompute(EmuThread **lanes, uint32_t mask, void *ctx) {
  (void)mask;
  (void)ctx;
  bool first = true;
  for (int l = 0; l < EMU_WARP; ++l)
    if (lanes[l]) {
      *(int32_t *)lanes[l]->coll = first;
      first = false;
    }
}

int32_t hidet_emu_elect(int32_t mask, const char *site) {
  EmuThread *t = emuCur;
  if (!t)
    return 1;
  int32_t elected = 0;
  emuCollect(t, (uint32_t)mask, EMU_COLL_ELECT, 0, site, &elected, electCompute, NULL);
  return elected;
}

/* ---- redux.sync --------------------------------------------------------- */
typedef struct {
  int32_t value, result;
} ReduxDeposit;

static void reduxCompute(EmuThread **lanes, uint32_t mask, void *ctx) {
  (void)mask;
  int32_t kind = *(const int32_t *)ctx;
  bool first = true;
  uint32_t acc = 0;
  for (int l = 0; l < EMU_WARP; ++l) {
    if (!lanes[l])
      continue;
    uint32_t v = (uint32_t)((ReduxDeposit *)lanes[l]->coll)->value;
    if (first) {
      acc = v;
      first = false;
      continue;
    }
    switch (kind) {
    case HIDET_EMU_REDUX_ADD: acc += v; break; /* wraps, as .u32/.s32 add does */
    case HIDET_EMU_REDUX_MIN: acc = (int32_t)v < (int32_t)acc ? v : acc; break;
    case HIDET_EMU_REDUX_MAX: acc = (int32_t)v > (int32_t)acc ? v : acc; break;
    case HIDET_EMU_REDUX_UMIN: acc = v < acc ? v : acc; break;
    case HIDET_EMU_REDUX_UMAX: acc = v > acc ? v : acc; break;
    case HIDET_EMU_REDUX_AND: acc &= v; break;
    case HIDET_EMU_REDUX_OR: acc |= v; break;
    default: acc ^= v; break;
    }
  }
  for (int l = 0; l < EMU_WARP; ++l)
    if (lanes[l])
      ((ReduxDeposit *)lanes[l]->coll)->result = (int32_t)acc;
}

int32_t hidet_emu_redux(int32_t kind, int32_t mask, int32_t value, const char *site) {
  EmuThread *t = emuCur;
  if (!t)
    return value;
  if (kind < HIDET_EMU_REDUX_ADD || kind > HIDET_EMU_REDUX_XOR)
    emuFail("%s: redux.sync at %s with unknown operation %d", emuWho(t), siteOr(site), kind);
  ReduxDeposit d = {value, 0};
  emuCollect(t, (uint32_t)mask, EMU_COLL_REDUX, kind, site, &d, reduxCompute, &kind);
  return d.result;
}

/* ---- ldmatrix ----------------------------------------------------------- */
typedef struct {
  const void *row;
  int32_t *out;
} LdmDeposit;

typedef struct {
  int32_t num, trans;
  const char *site;
} LdmCtx;

/* PTX ISA, ldmatrix: lanes 8i..8i+7 give the row addresses of matrix i;
 * lane t receives from matrix i row t/4, elements 2*(t%4) and 2*(t%4)+1
 * (.trans: the same positions of the transposed matrix). Rows are 16
 * bytes, 16-byte aligned, in shared memory. */
static void ldmatrixCompute(EmuThread **lanes, uint32_t mask, void *ctx) {
  (void)mask;
  const LdmCtx *c = ctx;
  for (int r = 0; r < 8 * c->num; ++r) {
    const LdmDeposit *d = lanes[r]->coll;
    if ((uintptr_t)d->row % 16 != 0)
      emuFail("%s: ldmatrix at %s: row address %p is not 16-byte aligned", emuWho(lanes[r]), siteOr(c->site), d->row);
    emuCheckAccess(lanes[r], d->row, 16, "ldmatrix row read", c->site);
    if (!emuInShared(d->row, 16))
      emuFail("%s: ldmatrix at %s: row address %p is not in shared memory", emuWho(lanes[r]), siteOr(c->site), d->row);
  }
  for (int t = 0; t < EMU_WARP; ++t) {
    LdmDeposit *d = lanes[t]->coll;
    for (int i = 0; i < c->num; ++i) {
      uint16_t e[2];
      for (int k = 0; k < 2; ++k) {
        int row = t / 4, col = 2 * (t % 4) + k;
        const uint16_t *src;
        if (c->trans)
          src = (const uint16_t *)((const LdmDeposit *)lanes[8 * i + col]->coll)->row + row;
        else
          src = (const uint16_t *)((const LdmDeposit *)lanes[8 * i + row]->coll)->row + col;
        memcpy(&e[k], src, 2);
      }
      d->out[i] = (int32_t)((uint32_t)e[0] | ((uint32_t)e[1] << 16));
    }
  }
}

void hidet_emu_ldmatrix(const void *row_addr, int32_t num, int32_t trans, int32_t *out, const char *site) {
  EmuThread *t = emuCur;
  if (!t)
    return;
  if (num != 1 && num != 2 && num != 4)
    emuFail("%s: ldmatrix at %s with .x%d (expected 1, 2 or 4)", emuWho(t), siteOr(site), num);
  EmuWarp *w = &emuL.warps[t->warp];
  if (w->exists != 0xFFFFFFFFu)
    emuFail("%s: ldmatrix at %s needs all 32 lanes, but warp %d has %d", emuWho(t), siteOr(site), t->warp,
            __builtin_popcount(w->exists));
  LdmDeposit d = {row_addr, out};
  LdmCtx c = {num, trans != 0, site};
  emuCollect(t, 0xFFFFFFFFu, EMU_COLL_LDMATRIX, num * 2 + (trans != 0), site, &d, ldmatrixCompute, &c);
}
