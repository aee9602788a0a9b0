#!/usr/bin/env python3
"""Checks the remarks of hidet-stitch-report (read from stdin): for every
kernel function, the bytes its kernels move are at least the minimum (read,
written and total), and the summary's totals are the sums of the kernel
functions' numbers. Prints one line per kernel function and a verdict;
exits 1 on any violation."""
import re
import sys

BYTES = re.compile(r"bytes: actual (\d+) read \+ (\d+) written = (\d+), "
                   r"minimum (\d+) read \+ (\d+) written = (\d+)")
HOST = re.compile(r"bytes: minimum (\d+) read \+ (\d+) written = (\d+)")


def blocks(lines):
    """(header, [continuation lines]) for each stitch remark."""
    cur = None
    for line in lines:
        if "remark: stitch " in line:
            if cur:
                yield cur
            cur = (line.split("remark: ", 1)[1], [])
        elif line.startswith("  ") and cur:
            cur[1].append(line.strip())
        elif cur:
            yield cur
            cur = None
    if cur:
        yield cur


def main():
    errors, sums, summary, n = [], [0] * 6, None, 0
    for header, body in blocks(sys.stdin.read().splitlines()):
        name = header.split(":", 1)[0].replace("stitch ", "")
        found = [BYTES.search(l) for l in body]
        found = [m for m in found if m]
        if header.startswith("stitch summary"):
            summary = [int(x) for x in found[0].groups()] if found else None
            continue
        if "hidet.host_fallback" in header:
            print(f"{name}: on the host")
            continue
        if not found:
            if any("actual unknown" in l for l in body):
                print(f"{name}: actual unknown")
                continue
            errors.append(f"{name}: no bytes line")
            continue
        v = [int(x) for x in found[0].groups()]
        n += 1
        sums = [a + b for a, b in zip(sums, v)]
        ok = v[0] >= v[3] and v[1] >= v[4] and v[2] >= v[5]
        print(f"{name}: actual {v[2]} >= minimum {v[5]}: {'yes' if ok else 'NO'}")
        if not ok:
            errors.append(f"{name}: actual {v[:3]} below the minimum {v[3:]}")
        if v[0] + v[1] != v[2] or v[3] + v[4] != v[5]:
            errors.append(f"{name}: read + written != total")
    if summary is None:
        errors.append("no stitch summary")
    elif summary != sums:
        errors.append(f"the summary {summary} is not the sum {sums} of the kernel functions")
    if n == 0:
        errors.append("no kernel function reported")
    for e in errors:
        print("error: " + e)
    print(f"checked {n} kernel functions: {'FAIL' if errors else 'PASS'}")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
