#!/usr/bin/env python3
"""Estimate vs measurement of the analytic cost model, per template
(issue 28; docs/benchmarks.md, "Calibrating the cost model").

Reads the committed GPU measurements:
  - bench/gpu/timings.sm_90.txt (H100, bench/gpu/tune.py: matmul_f32_simt,
    matmul_tc, softmax, layer_norm; each case's cost-model top 16),
  - the attention sweeps of bench/attention/results (H200, bench/gpu/run.py
    over build.sh --attention-sweep: attention_tc in f16, attention_simt in
    f32 and the f16 decode step),
asks the cost model of THIS build for the estimate of every measured
schedule (hidet-opt ... hidet-compile-to-gpu{tune=fixed schedule=S
report=true}: the remark's "estimated X us"), and prints per template the
number of cases and points and the median over cases of the within-case
Spearman correlation of estimate and measurement (ties averaged). With
--before FILE it also prints the medians of an earlier run (--save FILE of
that run) next to this one's, and --holdout prints them over the held-out
cases only (the cases the constants were not fitted on; see HOLDOUT).

It also checks the cost model's pick on every measured case: the template
and schedule that hidet-compile-to-gpu chooses with no schedule given
(rank 1 of the cost model across templates), and, among the measured
schedules, whether the one the model ranks first is the fastest measured
(the "pick/best" ratio: measured time of the model's favourite among the
measured schedules over the measured best).

--timings FILE (repeatable) adds measurements in hidet-compile-model
--tune=measure's format (`<template> <arch> <problem-key> <schedule>
<measured_us> <estimated_us>`, e.g. bench/gpu/results/*-tune-*.timings):
each problem key is matched to the build.sh case whose kernel has it (the
case's list-top line), every schedule is re-estimated by this build, and
each (file, key) is one case, named CASE@TAG (TAG: the file name less its
date/GPU prefix and .timings). Keys of no case (e.g. batch-1 attention,
reduce) are skipped and counted. The summary then prints the medians over
the committed cases and over the new ones apart, and over both.

Needs the case sources of bench/gpu/build.sh (--graphs-only; made in a
temporary folder when --src is not given) and build/bin/hidet-opt.
Usage: calibrate.py [--build DIR] [--src DIR] [--save FILE] [--before FILE] [--timings FILE]...
Plain python3.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import fit_cost_model  # noqa: E402: ranks/pearson

TIMINGS = "bench/gpu/timings.sm_90.txt"
# The attention sweeps used (the newest measurement of each case; an older
# run of another build only where the newest has no sweep of that case).
ATTN_FILES = [
    "bench/attention/results/2026-11-27-h200-run2-attention-f16-sweep.md",  # attention_tc, c57039a
    "bench/attention/results/2026-11-27-h200-run5-attention-f32.md",  # attention_simt, 9cc1453
    "bench/attention/results/2026-11-27-h200-run5-decode-f16.md",  # attention_simt decode, 9cc1453
    # attention_tc's K/V ring and 128-key tiles (issue 26): run 6, with the
    # 8-warp ring rows that failed to launch there from run 7 (d55dd7e /
    # 99628e7); replaces run 2 for the f16 cases it has
    "bench/attention/results/2026-11-27-h200-run6+7-ring-f16-sweep.md",
]
# timings.sm_90.txt's problem key -> build.sh case (the f16 cases share the
# f32 cases' keys, so the template picks which).
MATMUL_CASES = {
    "1x128x768x768": "attn_out", "1x128x2304x768": "qkv", "1x128x3072x768": "ffn_up",
    "1x128x768x3072": "ffn_down", "12x128x128x64": "scores", "12x128x64x128": "context",
    "1x2048x768x768": "attn_out", "1x2048x2304x768": "qkv", "1x2048x3072x768": "ffn_up",
    "1x2048x768x3072": "ffn_down", "192x128x128x64": "scores", "192x128x64x128": "context",
}
RED_CASES = {"1536x128x1-e4": "softmax_b1", "24576x128x1-e4": "softmax_b16",
             "128x768x1-e4": "layer_norm_b1", "2048x768x1-e4": "layer_norm_b16"}
# Cases whose measurements no constant was fitted on (reported apart).
# The element type of a matmul template's cases: a matmul key has no
# element size (the f32 and f16 cases share it), and the cost model's pick
# on a case (list-top) may be another template of the same element type
# (e.g. matmul_tf32 or split-K variants when their estimates win), so a
# timing of matmul_f32_simt must still find the f32 case of its key.
ELT_OF = {"matmul_f32_simt": "f32", "matmul_tf32": "f32", "matmul_tc": "f16",
          "matmul_wgmma": "f16"}
HOLDOUT = {"qkv_b16", "context_b1", "qkv_f16_b16", "context_f16_b1", "attn_s512_causal_f16"}
# --timings cases also held out: every case of a file whose TAG has one of
# these (bert_base's top 32: the same shapes as bert_layer's, another run).
HOLDOUT_TAGS = ("bert_base",)


def is_heldout(case):
    base, _, tag = case.partition("@")
    return base in HOLDOUT or any(t in tag for t in HOLDOUT_TAGS)


def tag_of(path):
    name = os.path.basename(path)
    name = re.sub(r"\.timings$", "", name)
    return re.sub(r"^\d{4}-\d\d-\d\d-[a-z0-9]+-(tune-)?", "", name)


def read_measured(path, keymap, skipped):
    """Rows of a --tune=measure timings file; the case CASE@TAG of each key."""
    rows = []
    tag = tag_of(path)
    for line in open(path):
        f = line.split("#", 1)[0].split()
        if len(f) != 6:
            continue
        src = keymap.get((f[0], f[2]), keymap.get(f[2], keymap.get((ELT_OF.get(f[0]), f[2]))))
        if src is None:
            skipped[f"{f[0]} {f[2]}"] = skipped.get(f"{f[0]} {f[2]}", 0) + 1
            continue
        rows.append({"template": f[0], "case": f"{src}@{tag}", "src": src, "schedule": f[3],
                     "measured": float(f[4]), "source": path, "new": True})
    return rows


def case_of(template, key):
    if template in ("softmax", "layer_norm"):
        return RED_CASES[key]
    base = MATMUL_CASES[key]
    batch = "b16" if key.split("x")[1] == "2048" or key.startswith("192x") else "b1"
    return f"{base}_f16_{batch}" if template == "matmul_tc" else f"{base}_{batch}"


def read_timings(path):
    rows = []
    for line in open(os.path.join(ROOT, path)):
        f = line.split("#", 1)[0].split()
        if len(f) == 6:
            rows.append({"template": f[0], "case": case_of(f[0], f[2]), "schedule": f[3],
                         "measured": float(f[4]), "source": path})
    return rows


def read_attention(path):
    """Rows `| NAME__sched | ... schedule S, ... | MEDIAN (p10-p90) | ...` of a run.py table."""
    rows = []
    for line in open(os.path.join(ROOT, path)):
        m = re.match(r"\| (attn_\w+?)__\w+ \| [^|]*schedule ([\w-]+),[^|]*\| ([0-9.]+) ", line)
        if m:
            rows.append({"template": None, "case": m.group(1), "schedule": m.group(2),
                         "measured": float(m.group(3)), "source": path})
    return rows


def hopt(build, src, case, opts):
    cmd = [os.path.join(build, "bin", "hidet-opt"), os.path.join(src, "src", case + ".mlir"), "-p",
           f"builtin.module(hidet-compile-to-gpu{{arch=sm_90 report=true {opts}}})", "-o",
           os.devnull]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"calibrate: {' '.join(cmd)} failed:\n{r.stderr}")
    return r.stderr


def estimate(build, src, row):
    err = hopt(build, src, row.get("src", row["case"]), f"tune=fixed schedule={row['schedule']}")
    m = re.search(r"tune=fixed chose \S+ \(.*?estimated ([0-9.]+) us", err)
    if not m:
        sys.exit(f"calibrate: no estimate for {row['case']} {row['schedule']}:\n{err}")
    return float(m.group(1))


def pick(build, src, case):
    """The template and schedule the cost model picks for the case (no schedule given)."""
    with tempfile.NamedTemporaryFile("r", suffix=".top") as t:
        hopt(build, src, case, f"top=1 list-top={t.name}")
        for line in open(t.name):
            f = line.split()
            if f and not line.startswith("#"):
                return f[1], f[5], float(f[6])
    return None


def keys_of(build, src, case):
    """(template, problem key) of the case's kernel functions (list-top: the
    cost model's pick; the f32 and f16 matmuls share their keys)."""
    with tempfile.NamedTemporaryFile("r", suffix=".top") as t:
        hopt(build, src, case, f"top=1 list-top={t.name}")
        return [(line.split()[1], line.split()[3]) for line in open(t.name)
                if line.split() and not line.startswith("#")]


def template_of(sched):
    if re.match(r"w\d+-m\d+-k\d+", sched):
        return "attention_tc"
    if re.match(r"r\d+-k\d+-g\d+", sched):
        return "attention_simt"
    return None


def spearman(rows):
    est = [r["estimated"] for r in rows]
    meas = [r["measured"] for r in rows]
    return fit_cost_model.pearson(fit_cost_model.ranks(est), fit_cost_model.ranks(meas))


def median(xs):
    xs = [x for x in xs if x == x]
    return fit_cost_model.median(xs) if xs else float("nan")


def summarize(rows, picks):
    """{template: {cases, points, median, heldout, per-case rho, pick/best}}."""
    by = {}
    for r in rows:
        by.setdefault(r["template"], {}).setdefault(r["case"], []).append(r)
    out = {}
    for t, cases in sorted(by.items()):
        rhos = {c: spearman(rs) for c, rs in cases.items()}
        new = {c for c, rs in cases.items() if rs[0].get("new")}
        old = [v for c, v in rhos.items() if c not in new]
        fresh = [v for c, v in rhos.items() if c in new]
        ratios = {}
        for c, rs in cases.items():
            fav = min(rs, key=lambda r: r["estimated"])  # first on ties: file order
            ratios[c] = fav["measured"] / min(r["measured"] for r in rs)
        out[t] = {"cases": len(cases), "points": sum(len(rs) for rs in cases.values()),
                  "median": median(list(rhos.values())),
                  "heldout": median([v for c, v in rhos.items() if is_heldout(c)]),
                  "fitted": median([v for c, v in rhos.items() if not is_heldout(c)]),
                  "committed": median(old), "ncommitted": len(old),
                  "new": median(fresh), "nnew": len(fresh),
                  "heldout_committed": median([v for c, v in rhos.items()
                                               if c not in new and is_heldout(c)]),
                  "heldout_new": median([v for c, v in rhos.items() if c in new and is_heldout(c)]),
                  "fitted_new": median([v for c, v in rhos.items()
                                        if c in new and not is_heldout(c)]),
                  "rho": rhos, "pickratio": ratios,
                  "picks": {c: picks.get(c.partition("@")[0]) for c in cases}}
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--src", help="bench/gpu/build.sh --graphs-only output")
    ap.add_argument("--save", help="write the estimates and the summary as JSON")
    ap.add_argument("--before", help="a --save file of an earlier build to compare against")
    ap.add_argument("--cases", action="store_true", help="also print the per-case table")
    ap.add_argument("--templates", default="", help="only the templates matching REGEX")
    ap.add_argument("--timings", action="append", default=[],
                    help="a hidet-compile-model --tune=measure timings file (repeatable)")
    ap.add_argument("--only-timings", action="store_true",
                    help="only the --timings files, not the committed measurements")
    ap.add_argument("-j", "--jobs", type=int, default=2, help="hidet-opt processes (2)")
    a = ap.parse_args()
    tmp = None
    if not a.src:
        tmp = tempfile.TemporaryDirectory()
        a.src = tmp.name
        subprocess.run([os.path.join(HERE, "build.sh"), "--graphs-only", "--out", a.src, "--arch",
                        "sm_90"], check=True, stdout=subprocess.DEVNULL,
                       env=dict(os.environ, HIDET_BUILD=a.build))
    rows = [] if a.only_timings else read_timings(TIMINGS)
    attn = {}
    for f in [] if a.only_timings else ATTN_FILES:  # a case's rows from the last file that has it
        for r in read_attention(f):
            attn.setdefault(r["case"], {}).setdefault(f, []).append(r)
    for files in attn.values():
        rows += files[max(files, key=ATTN_FILES.index)]
    for r in rows:
        r["template"] = r["template"] or template_of(r["schedule"])
    skipped = {}
    if a.timings:
        srcs = sorted(f[:-5] for f in os.listdir(os.path.join(a.src, "src")) if f.endswith(".mlir"))
        with ThreadPoolExecutor(max_workers=a.jobs) as ex:
            keys = dict(zip(srcs, ex.map(lambda c: keys_of(a.build, a.src, c), srcs)))
        keymap = {}
        for c in sorted(srcs, key=lambda c: (len(keys[c]) > 1, c)):  # one-kernel sources first
            for t, k in keys[c]:
                keymap.setdefault((t, k), c)
                if "-e" in k:  # the element size is in the key: any template's kernel of it
                    keymap.setdefault(k, c)
                else:  # a matmul key: the case's element type picks f32 or f16 templates
                    keymap.setdefault(("f16" if "_f16" in c else "f32", k), c)
        for f in a.timings:
            rows += read_measured(f, keymap, skipped)
    rows = [r for r in rows if re.search(a.templates, r["template"])]
    uniq = sorted({(r.get("src", r["case"]), r["schedule"]) for r in rows})
    with ThreadPoolExecutor(max_workers=a.jobs) as ex:
        est = dict(zip(uniq, ex.map(lambda u: estimate(a.build, a.src,
                                                       {"case": u[0], "schedule": u[1]}), uniq)))
        ests = [est[(r.get("src", r["case"]), r["schedule"])] for r in rows]
        cases = sorted({r.get("src", r["case"]) for r in rows})
        picks = dict(zip(cases, ex.map(lambda c: pick(a.build, a.src, c), cases)))
    for r, e in zip(rows, ests):
        r["estimated"] = e
    summary = summarize(rows, picks)
    before = json.load(open(a.before))["summary"] if a.before else None

    if a.timings:
        for k, n in sorted(skipped.items()):
            if re.search(a.templates, k.split()[0]):
                print(f"skipped (no build.sh case has this key): {k} ({n} rows)")
        print("| template | committed cases | median Spearman committed (held out) | "
              "new cases | median Spearman new (held out) | all cases: median | "
              "favourite / best committed, new (geomean) |")
        print("|---|---|---|---|---|---|---|")
        for t, s in summary.items():
            def gm(f):
                v = [x for c, x in s["pickratio"].items() if f(c)]
                if not v:
                    return float("nan")
                p = 1.0
                for x in v:
                    p *= x
                return p ** (1.0 / len(v))
            print(f"| {t} | {s['ncommitted']} | {s['committed']:.2f} ({s['heldout_committed']:.2f}) "
                  f"| {s['nnew']} | {s['new']:.2f} ({s['heldout_new']:.2f}) | {s['median']:.2f} | "
                  f"{gm(lambda c: '@' not in c):.3f}, {gm(lambda c: '@' in c):.3f} |")
        print()
    print("| template | cases | points | median Spearman" +
          (" before | median Spearman after" if before else "") +
          " | held-out cases: median" + (" before → after" if before else "") +
          " | model's favourite / measured best (geomean) |")
    print("|---|---|---|---|" + ("---|" if before else "") + "---|---|")
    for t, s in summary.items():
        gm = 1.0
        for v in s["pickratio"].values():
            gm *= v
        gm **= 1.0 / len(s["pickratio"])
        b = before.get(t) if before else None
        if before:
            bgm = 1.0
            for v in b["pickratio"].values():
                bgm *= v
            bgm **= 1.0 / len(b["pickratio"])
        print(f"| {t} | {s['cases']} | {s['points']} | " +
              (f"{b['median']:.2f} | " if before else "") + f"{s['median']:.2f} | " +
              (f"{b['heldout']:.2f} → " if before else "") + f"{s['heldout']:.2f} | " +
              (f"{bgm:.3f} → " if before else "") + f"{gm:.3f} |")
    if a.cases:
        print("\n| case | template | points | Spearman" + (" before → after" if before else "") +
              " | favourite/best" + (" before → after" if before else "") +
              " | cost-model pick" + (" before → after" if before else "") + " |")
        print("|---|---|---|---|---|---|")
        for t, s in summary.items():
            for c in sorted(s["rho"]):
                b = before[t] if before else None
                pk = s["picks"][c]
                pks = f"{pk[0]} {pk[1]}" if pk else "-"
                bpk = (b["picks"].get(c) if b and c in b["picks"] else None)
                bpks = f"{bpk[0]} {bpk[1]} → " if bpk else ""
                print(f"| {c}{' (held out)' if is_heldout(c) else ''} | {t} | "
                      f"{sum(1 for r in rows if r['case'] == c and r['template'] == t)} | " +
                      (f"{b['rho'].get(c, float('nan')):.2f} → " if b else "") + f"{s['rho'][c]:.2f} | " +
                      (f"{b['pickratio'].get(c, float('nan')):.3f} → " if b else "") +
                      f"{s['pickratio'][c]:.3f} | " + bpks + pks + " |")
    if a.save:
        json.dump({"rows": rows, "summary": summary}, open(a.save, "w"), indent=1)


if __name__ == "__main__":
    main()
