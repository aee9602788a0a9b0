#!/usr/bin/env python3
"""Fits the analytic cost model to GPU measurements (docs/schedules.md,
"Schedule cache and measured tuning").

Input: a measurement file, one line per timed schedule, `#` comments,
whitespace-separated fields:

    <template> <arch> <problem-key> <schedule> <measured_us> <estimated_us>

(estimated_us is what hidet-schedule-anchors{list-top=FILE} printed for the
candidate). For every (template, arch) it fits measured ~= a * estimated + b
by least squares and prints one line:

    <template> <arch> n=N a=A b=B spearman=RHO median_rel_err=BEFORE->AFTER

spearman is the rank correlation of estimate and measurement (what matters
for ranking); the median relative errors |pred - measured| / measured are
those of the raw estimate (before) and of the fitted line (after).

Plain python3 (no numpy): the GPU machines that produce the file and the
build machines that read it need nothing installed.
Usage: fit_cost_model.py FILE   (or - for stdin)
"""
import sys


def ranks(xs):
    """1-based ranks, ties getting the average of their positions."""
    order = sorted(range(len(xs)), key=lambda i: xs[i])
    r = [0.0] * len(xs)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and xs[order[j + 1]] == xs[order[i]]:
            j += 1
        for k in range(i, j + 1):
            r[order[k]] = (i + j) / 2.0 + 1.0
        i = j + 1
    return r


def pearson(xs, ys):
    n = len(xs)
    mx, my = sum(xs) / n, sum(ys) / n
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    sxx = sum((x - mx) ** 2 for x in xs)
    syy = sum((y - my) ** 2 for y in ys)
    # a constant side has no ranking to agree with
    return sxy / (sxx * syy) ** 0.5 if sxx > 0 and syy > 0 else float("nan")


def fit(est, meas):
    """Least squares meas ~= a*est + b; a constant estimate fits b alone."""
    n = len(est)
    me, mm = sum(est) / n, sum(meas) / n
    see = sum((e - me) ** 2 for e in est)
    if see == 0:
        return 0.0, mm
    a = sum((e - me) * (m - mm) for e, m in zip(est, meas)) / see
    return a, mm - a * me


def median(xs):
    s = sorted(xs)
    h = len(s) // 2
    return s[h] if len(s) % 2 else (s[h - 1] + s[h]) / 2.0


def read(path):
    groups = {}
    text = sys.stdin.read() if path == "-" else open(path).read()
    for no, line in enumerate(text.splitlines(), 1):
        fields = line.split("#", 1)[0].split()
        if not fields:
            continue
        if len(fields) != 6:
            sys.exit(f"{path}:{no}: expected '<template> <arch> <problem-key> <schedule> "
                     f"<measured_us> <estimated_us>', got {len(fields)} fields")
        try:
            measured, estimated = float(fields[4]), float(fields[5])
        except ValueError:
            sys.exit(f"{path}:{no}: measured_us and estimated_us must be numbers")
        if measured <= 0 or estimated < 0:
            sys.exit(f"{path}:{no}: measured_us must be positive, estimated_us non-negative")
        groups.setdefault((fields[0], fields[1]), []).append((estimated, measured))
    return groups


def main(argv):
    if len(argv) != 2:
        sys.exit("usage: fit_cost_model.py FILE (or - for stdin)")
    groups = read(argv[1])
    if not groups:
        sys.exit(f"{argv[1]}: no measurements")
    for (template, arch), rows in sorted(groups.items()):
        est = [e for e, _ in rows]
        meas = [m for _, m in rows]
        a, b = fit(est, meas)
        rho = pearson(ranks(est), ranks(meas))
        before = median([abs(e - m) / m for e, m in rows])
        after = median([abs(a * e + b - m) / m for e, m in rows])
        print(f"{template} {arch} n={len(rows)} a={a:.4g} b={b:.4g} spearman={rho:.3f} "
              f"median_rel_err={before:.3f}->{after:.3f}")


if __name__ == "__main__":
    main(sys.argv)
