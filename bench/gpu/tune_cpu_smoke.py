#!/usr/bin/env python3
"""Runs bench/gpu/tune.py's measuring path on the CPU, for changing tune.py
without a GPU.

    tune_cpu_smoke.py [--out DIR] [--cases REGEX]

Copies tune_build.sh's output DIR (default bench/gpu/out/tune) to a
temporary directory and replaces every candidate of the chosen cases with a
fake libCASE_rRANK.so from cpu_smoke.py (naive f32 C loops with the artifact
ABI); rank 2's fake leaves its last row unwritten, so it must fail its check
through the NaN poison and must not be chosen. Then tune.py's main() runs with
torch on the CPU (cpu_smoke.use_cpu: wall-clock timer, no stream) and writes a
cache and timings. Checks: tune.py exits 1 (rank 2 is wrong), every case's
rank 2 is reported wrong and every other candidate measured, the cache has
one line per case and never rank 2's schedule. Needs torch (CPU) and cc.
"""
import argparse
import json
import os
import shutil
import sys
import tempfile
import types

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import cpu_smoke  # noqa: E402
import run  # noqa: E402
import tune  # noqa: E402


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--out", default=os.path.join(HERE, "out", "tune"))
    p.add_argument("--cases", default="^(softmax|layer_norm|scores)_b1$")  # the naive loops are slow on big cases
    a = p.parse_args()
    tmp = tempfile.mkdtemp(prefix="gpu-tune-cpu-")
    out = os.path.join(tmp, "tune")
    shutil.copytree(a.out, out, ignore=shutil.ignore_patterns("*.so"))  # every .so is replaced or unused
    man = json.load(open(os.path.join(out, "tune_manifest.json")))
    man["cases"] = [c for c in man["cases"] if run.re.search(a.cases, c["case"])]
    if not man["cases"]:
        sys.exit("tune_cpu_smoke: no case matches %s" % a.cases)
    for case in man["cases"]:
        for cand in case["candidates"]:
            # cpu_smoke.fake names the symbols and the folder after c["name"].
            c = dict(case["entry"], name=cand["name"])
            bad = types.SimpleNamespace(skip_row=int(cand["rank"] == 2), break_signature=False)
            cand["artifact"], cand["built"] = cpu_smoke.fake(c, out, bad), True
    with open(os.path.join(out, "tune_manifest.json"), "w") as f:
        json.dump(man, f)

    cpu_smoke.use_cpu()
    cache, timings = os.path.join(tmp, "cache.txt"), os.path.join(tmp, "timings.txt")
    sys.argv = ["tune.py", "--out", out, "--runs", "3", "--warmup", "1", "--flush-mib", "1",
                "--cache", cache, "--timings", timings]
    rc = tune.main()

    problems = []
    if rc != 1:
        problems.append("tune.py exit %d, expected 1 (rank 2 is wrong)" % rc)
    lines = [l.split() for l in open(cache) if not l.startswith("#")]
    if len(lines) != len(man["cases"]):
        problems.append("%d cache lines for %d cases" % (len(lines), len(man["cases"])))
    timed = [l.split() for l in open(timings) if not l.startswith("#")]
    for case in man["cases"]:
        r2 = next(c for c in case["candidates"] if c["rank"] == 2)
        key = (r2["template"], r2["arch"], r2["problem_key"])
        if any(tuple(l[:3]) == key and l[3] == r2["schedule"] for l in lines):
            problems.append("%s: the wrong rank 2 was chosen" % case["case"])
        n = sum(1 for l in timed if tuple(l[:3]) == key)
        if n != len(case["candidates"]) - 1:
            problems.append("%s: %d timings, expected %d" % (case["case"], n, len(case["candidates"]) - 1))
    for msg in problems:
        print("tune_cpu_smoke: error: %s" % msg, file=sys.stderr)
    print("tune_cpu_smoke: %s; files in %s" % ("FAILED" if problems else "ok", tmp))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
