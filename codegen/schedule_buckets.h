/*===-- schedule_buckets.h - Per-size schedules of dynamic kernels -------===*
 * Dynamic shapes (docs/dynamic-shapes.md): a kernel function whose `?`
 * input dims carry up to three symbols, each with a declared range
 * [lo, hi], is scheduled (by the cost model) for a GRID of size buckets:
 * per symbol the upper bounds hi, hi/4, hi/16, ... (those >= lo) and lo
 * itself (5 levels with one symbol, 4 with two, 3 with three), and every
 * combination of the symbols' levels (at most 27) ranked at its upper
 * bounds. Each distinct best schedule other than fn's own (chosen at
 * every symbol's hi) gets one copy of the kernel function
 * (`<fn>_le<U>`, `<fn>_le<U0>x<U1>...`: the bounds of the largest
 * combination using it; `hidet.extent_hint` records those sizes per `?`
 * input dim, `hidet.bucket` marks it as not to be bucketed again), and
 * every call of fn becomes a host-side dispatch on the run-time extents
 * (tensor.dim of one input dim per symbol, then nested scf.if chains,
 * symbol 0 outermost, smallest bound first, levels whose sub-grids call
 * the same functions merged). fn keeps `hidet.extent_hint` at every hi.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_SCHEDULE_BUCKETS_H
#define HIDET_SCHEDULE_BUCKETS_H

#include "template.h"

#include "mlir-c/IR.h"

#include <stdbool.h>

typedef bool (*BucketScheduleFn)(MlirOperation module, MlirOperation fn, const void *state);
/* The schedule cache's line for (t, arch, p's key) into *s, if there is
 * one that fits; false otherwise. */
typedef bool (*BucketCachedFn)(const HidetTemplate *t, const HidetProblem *p, HidetSchedule *s,
                               const void *state);

/* The attribute a bucket's copy carries (its upper bound): it is not
 * bucketed again. */
#define BUCKET_ATTR "hidet.bucket"

/* fn was just scheduled with template t and schedule `chosen` for its
 * upper bound; builds the buckets as above, scheduling each copy with
 * `schedule(module, copy, state)`. A combination's schedule is the schedule
 * cache's line for its problem key where `cached` finds one (the cache keys
 * on buckets: hidet-schedule-anchors' cache-write writes a line per copy),
 * else the cost model's best where `rank` (false under tune=measure: a
 * combination without a measured line keeps fn's schedule). With `report`,
 * a remark per dispatch. False after an error. */
bool scheduleBuckets(MlirOperation module, MlirOperation fn, const HidetTemplate *t,
                     const HidetSchedule *chosen, const HidetArch *arch, bool report, bool rank,
                     BucketScheduleFn schedule, BucketCachedFn cached, const void *state);

#endif /* HIDET_SCHEDULE_BUCKETS_H */
