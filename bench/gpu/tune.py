#!/usr/bin/env python3
"""Measured tuning, part 2 of 2: times every candidate schedule that
bench/gpu/tune_build.sh built and writes the schedule cache (python3 + torch
+ numpy on the GPU machine; docs/schedules.md, "Schedule cache and measured
tuning").

    tune.py [--out DIR] [--cases REGEX] [--runs N] [--warmup N] [--seed S]
            [--cache FILE] [--timings FILE] [--dry-run | --fake [--fake-wrong REGEX]]

For every case of DIR/tune_manifest.json (default bench/gpu/out/tune), with
run.py's own functions: inputs and the float64 reference from the case's
manifest entry (make_case, the same seed: the same values as run.py), each
candidate libCASE_rRANK.so on torch's stream, outputs poisoned with NaN and
checked against the reference (tolerance, max_err) before and after the timed
runs, timed like run.py times hidet (time_gpu: --warmup calls, then --runs
calls between CUDA events, L2 flushed before each; the median is kept).
A candidate that fails its check or its call is reported and never chosen.

--cache FILE: per (template, arch, problem key) the fastest correct
  candidate, `<template> <arch> <problem-key> <schedule> <measured_us>
  measured` (hidet's schedule cache format; pass it as cache=FILE);
--timings FILE: every correct candidate, `<template> <arch> <problem-key>
  <schedule> <measured_us> <estimated_us>` (fit_cost_model.py's input);
stdout: a markdown table per case: the cost model's pick (rank 1), the best
  measured candidate, the speedup and the Spearman correlation of estimate
  and measurement.
Both files get a `#` header (device, driver, date, command) and are rewritten
after every case, so a run cut short keeps what it measured.
--dry-run prints the plan from the manifest (no torch, no GPU). --fake does
everything but the GPU work: the times are a deterministic function of the
estimate and the schedule, and candidates matching --fake-wrong fail their
check (for testing this script anywhere). Exit status 1 if any candidate
failed (its check, its call or its build) or a case has no correct one.
"""
import argparse
import ctypes
import json
import math
import os
import re
import sys
import time
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import fit_cost_model  # noqa: E402: ranks/pearson for the Spearman correlation
import run  # noqa: E402: make_case, tolerance, time_gpu, Artifact, ... (torch is imported lazily)


# ---- Measuring (torch and a GPU) ---------------------------------------------
def measure_case(case, a, out_dir, flush):
    """Fills every candidate of case with "us" (median) or "error"."""
    torch = run.torch
    c = case["entry"]
    ins, f = run.make_case(c, a.seed)
    with torch.no_grad():
        ref = f(*[t.double() if t.is_floating_point() else t for t in ins])
        torch.cuda.synchronize()
        atol, rtol, _ = run.tolerance(c)
        outs = []
        for s in c["args"]:
            kind, _, dt, dims = run.parse_arg(s)
            if kind == "out":
                outs.append(torch.empty(dims, dtype=getattr(torch, run.DTYPES[dt]), device=run.DEVICE))
        mine = [run.describe("in", i, t) for i, t in enumerate(ins)] + \
               [run.describe("out", i, t) for i, t in enumerate(outs)]
        if mine != c["args"]:
            raise RuntimeError("signature mismatch: manifest %s, tune.py %s" % (c["args"], mine))
        for cand in case["candidates"]:
            if not cand["built"]:
                cand["error"] = "not built (tune_build.sh's log: logs/%s.log)" % cand["name"]
                continue
            try:
                measure_candidate(cand, out_dir, ins, outs, ref, atol, rtol, a, flush)
            except Exception as e:  # noqa: BLE001: one broken candidate must not end the case
                cand["error"] = " ".join(str(e).split())[:300]
            if "error" in cand:
                print("tune: %s (%s): %s" % (cand["name"], cand["schedule"], cand["error"]), file=sys.stderr)
            torch.cuda.synchronize()


def measure_candidate(cand, out_dir, ins, outs, ref, atol, rtol, a, flush):
    art = run.Artifact(os.path.join(out_dir, cand["artifact"]), cand["name"])
    art.check(art.set_stream(ctypes.c_void_p(run.stream_ptr())), "set_stream")
    mine = [run.describe("in", i, t) for i, t in enumerate(ins)] + \
           [run.describe("out", i, t) for i, t in enumerate(outs)]
    if art.info() != mine:
        raise RuntimeError("signature mismatch: artifact %s, tune.py %s" % (art.info(), mine))
    art.bind(ins + outs)

    def checked():
        for o in outs:  # poison: an element the kernel does not write fails the check
            o.fill_(float("nan") if o.is_floating_point() else -1)
        art()
        art.check(art.synchronize(), "synchronize")
        return run.max_err(outs[0], ref, atol, rtol)
    e1, ok1 = checked()
    if not ok1:  # a wrong kernel is not worth timing
        cand["err"] = e1
        cand["error"] = "wrong result: max abs err %.3g (atol %.2g rtol %.2g)" % (e1, atol, rtol)
        return
    t = run.time_gpu(art, a.runs, a.warmup, flush)
    e2, ok2 = checked()  # the timed runs left the same result
    cand["err"] = max(e1, e2)
    cand["p10"], cand["p90"] = t["p10"], t["p90"]
    if not ok2:
        cand["error"] = "wrong result after the timed runs: max abs err %.3g" % e2
        return
    cand["us"] = t["median"]


def fake_case(case, a):
    """--fake: no GPU; a time that depends on the estimate and (by a fixed
    hash) on the schedule, so rankings differ from the cost model's."""
    for cand in case["candidates"]:
        if not cand["built"]:
            cand["error"] = "not built"
        elif a.fake_wrong and re.search(a.fake_wrong, cand["name"]):
            cand["error"] = "wrong result (--fake-wrong)"
        else:
            h = zlib.crc32(cand["schedule"].encode()) % 1000 / 1000.0  # in [0, 1)
            cand["us"] = round(cand["estimated_us"] * (1.5 + h), 3)


# ---- Results: pure functions of the measured manifest (tested with --fake) ----
def best_per_key(cases):
    """{(template, arch, key): fastest correct candidate}. Two cases may share
    a key (same problem, other epilogue): the fastest over both is taken, and
    a schedule wrong in either is excluded for the key."""
    wrong, best = set(), {}
    for case in cases:
        for cand in case["candidates"]:
            k = (cand["template"], cand["arch"], cand["problem_key"])
            if "error" in cand and cand["built"]:
                wrong.add(k + (cand["schedule"],))
    for case in cases:
        for cand in case["candidates"]:
            k = (cand["template"], cand["arch"], cand["problem_key"])
            if "us" in cand and k + (cand["schedule"],) not in wrong:
                if k not in best or cand["us"] < best[k]["us"]:
                    best[k] = cand
    return best


def cache_lines(cases):
    return ["%s %s %s %s %.3f measured" % (k + (c["schedule"], c["us"]))
            for k, c in sorted(best_per_key(cases).items())]


def timing_lines(cases):
    lines = []
    for case in cases:
        for c in case["candidates"]:
            fields = (c["template"], c["arch"], c["problem_key"], c["schedule"])
            if "us" in c:
                lines.append("%s %s %s %s %.3f %g" % (fields + (c["us"], c["estimated_us"])))
            elif "error" in c:  # kept for people, invisible to fit_cost_model.py
                lines.append("# %s %s %s %s failed: %s" % (fields + (c["error"],)))
    return lines


def spearman(cands):
    ok = [c for c in cands if "us" in c]
    if len(ok) < 2:
        return float("nan")
    return fit_cost_model.pearson(fit_cost_model.ranks([c["estimated_us"] for c in ok]),
                                  fit_cost_model.ranks([c["us"] for c in ok]))


def table_row(case):
    cands = case["candidates"]
    ok = [c for c in cands if "us" in c]
    r1 = next((c for c in cands if c["rank"] == 1), None)
    pick = "%.1f" % r1["us"] if r1 and "us" in r1 else ("FAILED" if r1 else "-")
    if not ok:
        return "| %s | 0/%d correct | %s | - | - | - |" % (case["case"], len(cands), pick)
    b = min(ok, key=lambda c: c["us"])
    speed = "%.2fx" % (r1["us"] / b["us"]) if r1 and "us" in r1 else "-"
    rho = spearman(cands)
    return "| %s | %d/%d correct | %s | %.1f (r%d %s) | %s | %s |" % (
        case["case"], len(ok), len(cands), pick, b["us"], b["rank"], b["schedule"], speed,
        "-" if math.isnan(rho) else "%.2f" % rho)


def write_file(path, header, lines):
    tmp = path + ".tmp"  # written whole, then renamed: a reader never sees half a file
    with open(tmp, "w") as fh:
        fh.write("".join("# %s\n" % h for h in header) + "".join(l + "\n" for l in lines))
    os.replace(tmp, path)


def dry_run(man, cases, out_dir):
    print("tune manifest: %s (arch %s, top %d, commit %s, %s)"
          % (os.path.join(out_dir, "tune_manifest.json"), man["arch"], man["top"], man["commit"], man["date"]))
    print("| case | kind | template | problem key | candidates | schedules | rank 1 (est µs) | tolerance |")
    print("|---|---|---|---|---|---|---|---|")
    bad = 0
    for case in cases:
        cands, c = case["candidates"], case["entry"]
        present = sum(1 for x in cands if x["built"] and os.path.exists(os.path.join(out_dir, x["artifact"])))
        bad += present != len(cands)
        r1 = next((x for x in cands if x["rank"] == 1), None)
        atol, rtol, _ = run.tolerance(c)
        print("| %s | %s | %s | %s | %d/%d present | %d distinct | %s | atol %.2g rtol %.2g |" % (
            case["case"], c["kind"], cands[0]["template"], cands[0]["problem_key"], present, len(cands),
            len({x["schedule"] for x in cands}), "%s (%g)" % (r1["schedule"], r1["estimated_us"]) if r1 else "-",
            atol, rtol))
    print("%d cases, %d candidates planned" % (len(cases), sum(len(x["candidates"]) for x in cases)))
    return 1 if bad else 0


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    # runs=50: ~128 candidates must fit a 10-minute command
    run.timing_args(p, os.path.join(HERE, "out", "tune"), "tune_build.sh's output directory", runs=50)
    p.add_argument("--cache", help="write the fastest correct schedule per key here")
    p.add_argument("--timings", help="write every candidate's time here (fit_cost_model.py's input)")
    p.add_argument("--fake", action="store_true", help="no GPU: deterministic fake times (for testing)")
    p.add_argument("--fake-wrong", default="", help="with --fake: candidates (name regex) that fail their check")
    a = p.parse_args()
    run.check_timing_args(p, a)
    man = json.load(open(os.path.join(a.out, "tune_manifest.json")))
    cases = [c for c in man["cases"] if re.search(a.cases, c["case"])]
    if a.dry_run:
        return dry_run(man, cases, a.out)

    if a.fake:
        env = {"device": "fake (tune.py --fake)", "cc": "-", "driver": "-", "driver_cuda": "-", "torch": "-"}
        flush = None
    else:
        run.setup_torch()
        env = run.env_info()
        flush = run.torch.empty(max(a.flush_mib << 20, 4 * env["l2_bytes"]) // 4,
                                dtype=run.torch.float32, device=run.DEVICE)
    header = ["measured by bench/gpu/tune.py on %s (cc %s), driver %s (CUDA %s), torch %s"
              % (env["device"], env["cc"], env["driver"], env["driver_cuda"], env["torch"]),
              "date %s; artifacts: %s, commit %s, built %s, top %d"
              % (time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), man["arch"], man["commit"], man["date"], man["top"]),
              "command: %s" % " ".join(sys.argv),
              "times: median of %d runs after %d warm-up, CUDA events, L2 flushed before each" % (a.runs, a.warmup)]
    done = []

    def save():
        if a.cache:
            write_file(a.cache, header + ["<template> <arch> <problem-key> <schedule> <measured_us> <source>"],
                       cache_lines(done))
        if a.timings:
            write_file(a.timings, header + ["<template> <arch> <problem-key> <schedule> <measured_us> <estimated_us>"],
                       timing_lines(done))
    for case in cases:
        print("tune: %s (%d candidates) ..." % (case["case"], len(case["candidates"])), file=sys.stderr, flush=True)
        try:
            if a.fake:
                fake_case(case, a)
            else:
                measure_case(case, a, a.out, flush)
        except Exception as e:  # noqa: BLE001: e.g. a signature mismatch: the whole case fails
            print("tune: %s: %s" % (case["case"], e), file=sys.stderr)
            for cand in case["candidates"]:
                cand.setdefault("error", "case failed: %s" % " ".join(str(e).split())[:200])
        done.append(case)
        save()
        if not a.fake:
            run.torch.cuda.empty_cache()

    print("\n".join("%s" % h for h in header[:2]) + "\n")
    print("| case | candidates | cost-model pick (rank 1) µs | best µs (rank, schedule) | best vs rank 1 | Spearman(est, measured) |")
    print("|---|---|---|---|---|---|")
    for case in done:
        print(table_row(case))
    failed = ["%s (%s): %s" % (c["name"], c["schedule"], c["error"])
              for case in done for c in case["candidates"] if "error" in c]
    failed += ["%s: no correct candidate" % case["case"] for case in done
               if not any("us" in c for c in case["candidates"])]
    if failed:
        print("\nFAILED:\n  " + "\n  ".join(failed), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
