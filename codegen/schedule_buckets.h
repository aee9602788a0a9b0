/*===-- schedule_buckets.h - Per-size schedules of dynamic kernels -------===*
 * Dynamic shapes (docs/dynamic-shapes.md): a kernel function whose `?`
 * input dims all carry one symbol with a declared range [lo, hi] is
 * scheduled (by the cost model) for size BUCKETS of that range: upper
 * bounds hi, hi/4, hi/16, hi/64 (those >= lo). Adjacent buckets whose best
 * schedules agree merge; if more than one distinct schedule remains, each
 * smaller bucket gets a copy of the kernel function (`<fn>_le<U>`,
 * `hidet.extent_hint = U`, scheduled for U), and every call of fn becomes a
 * host-side dispatch on the run-time extent (tensor.dim, then an scf.if
 * chain: extent <= U of the smallest bucket first, fn itself for the
 * largest). fn keeps `hidet.extent_hint = hi`.
 *===----------------------------------------------------------------------===*/
#ifndef HIDET_SCHEDULE_BUCKETS_H
#define HIDET_SCHEDULE_BUCKETS_H

#include "template.h"

#include "mlir-c/IR.h"

#include <stdbool.h>

typedef bool (*BucketScheduleFn)(MlirOperation module, MlirOperation fn, const void *state);

/* The attribute a bucket's copy carries (its upper bound): it is not
 * bucketed again. */
#define BUCKET_ATTR "hidet.bucket"

/* fn was just scheduled with template t and schedule `chosen` for its
 * upper bound; builds the buckets as above, scheduling each copy with
 * `schedule(module, copy, state)`. With `report`, a remark per dispatch.
 * False after an error. */
bool scheduleBuckets(MlirOperation module, MlirOperation fn, const HidetTemplate *t,
                     const HidetSchedule *chosen, const HidetArch *arch, bool report,
                     BucketScheduleFn schedule, const void *state);

#endif /* HIDET_SCHEDULE_BUCKETS_H */
