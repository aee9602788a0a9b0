"""The schedule-sampling harness shared by test/Fusion/run_graph.py,
test/Stitch/run_stitch.py and test/Window/run_window.py.

Each of those scripts compiles one graph file through hidet-compile-to-gpu
and runs it on the CUDA emulator against the reference path (hidet-run
--compare: seeded random inputs, poisoned outputs, random thread order,
--atol/--rtol), first with the cost model's schedules, then with a seeded
sample of schedules from a template's space for the arch. What differs
between them is only how a sample is drawn (the strata), how a schedule is
forced on the kernels (a pass option or a `hidet.schedule` attribute) and
the summary line; the rest lives here:

  add_common_args   the options every driver takes
  Harness.cost_model  the cost model's schedules: compile, compare, PTX on
                    sm_80 and sm_90 (ptxas, no spills)
  Harness.samples   the sampled schedules: compile (redrawing one the
                    instance rejects), compare, optionally PTX
  Harness.summary   the closing `sampled N ...: P passed, F failed` line
  list_space        the schedules of a template's space (hidet-schedule-test)
  reported_choice, Harness.force_by_attribute
                    for drivers that force a schedule with a
                    `hidet.schedule` attribute rather than a pass option

Every failure is printed with the tool's output and counted; the drivers
exit 1 if Harness.failures is not 0. Tools come from PATH (lit puts the
build's bin/ first).
"""
import os
import re
import subprocess
import sys

SCRIPTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts")


def add_common_args(ap, samples):
    """The options of every driver; `samples` is the default sample size."""
    ap.add_argument("graph")
    ap.add_argument("--args", required=True,
                    help="hidet-run arguments: --entry=f --arg=rand ... --arg=poison")
    ap.add_argument("--samples", type=int, default=samples)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--arch", default="sm_80")
    ap.add_argument("--atol", default="1e-5")
    ap.add_argument("--rtol", default="1e-4")
    ap.add_argument("--tmp", default="/tmp")
    ap.add_argument("--ptx-samples", action="store_true",
                    help="also compile every sampled schedule to PTX and run ptxas")
    ap.add_argument("--ptx-contains", action="append", default=[],
                    help="a string every checked PTX must contain (repeatable)")


def list_space(arch, template=None):
    """The text forms of the schedules in a template's space for `arch`
    (`hidet-schedule-test list-template NAME ARCH`); without a template, the
    SIMT matmul's (`hidet-schedule-test list ARCH`)."""
    lister = (["list-template", template] if template else ["list"]) + [arch]
    out = subprocess.run(["hidet-schedule-test"] + lister, capture_output=True, text=True,
                         check=True).stdout
    return [l.split()[0] for l in out.splitlines() if l.strip()]


def reported_choice(out, err):
    """The cost model's choices, from the remarks of a compile with
    report=true (a Harness.cost_model describe callback)."""
    return " ".join(re.findall(r"the cost model chose (\S+)", err))


def emulate_count(n):
    """How many of n samples run on the emulator (and through ptxas): all
    of them, except in the ASan pass (lit.cfg.py sets
    HIDET_TEST_SANITIZED=1), where the first max(2, ceil(n / 4)) do and the
    rest are only compiled. Emulation is most of a sample's time (~10x the
    compile) and mostly JIT-compiled kernel code that ASan does not
    instrument, whereas every sample's compile runs the instrumented
    compiler on its own schedule; the emulator's own instrumented runtime
    is exercised by the cost model's run and the first draws. (It was
    max(4, ceil(n / 3)) until CI's 45-minute budget ran short; the plain
    suite still emulates every draw.) The drivers order their strata so
    that the first draws cover the strata in turn."""
    if os.environ.get("HIDET_TEST_SANITIZED") != "1":
        return n
    return min(n, max(2, -(-n // 4)))


def _opts(*parts):
    return " ".join(p for p in parts if p)


class Harness:
    """Runs the tools for one driver invocation and counts failures."""

    def __init__(self, args):
        self.args = args
        self.tmp = args.tmp.rstrip("/")
        os.makedirs(self.tmp, exist_ok=True)
        self.failures = 0

    def compile(self, graph, out, opts=""):
        """hidet-compile-to-gpu{arch=ARCH OPTS} of `graph` into `out`;
        returns (ok, stderr)."""
        pipe = f"builtin.module(hidet-compile-to-gpu{{{_opts('arch=' + self.args.arch, opts)}}})"
        r = subprocess.run(["hidet-opt", graph, "--pass-pipeline=" + pipe, "-o", out],
                           capture_output=True, text=True)
        return r.returncode == 0, r.stderr

    def compare(self, compiled, seed, opt=None):
        """Runs `compiled` on the emulator (random thread order, inputs drawn
        with `seed`, outputs poisoned by the --args) and compares it with
        the reference path of the original graph; `opt` is the JIT's -O
        level (None: hidet-run's default, -O2). Passes only when hidet-run
        exits 0 and its last line is `compare: PASS`."""
        a = self.args
        cmd = (["hidet-run", "--target=emulate", compiled] + a.args.split() +
               [f"--compare={a.graph}", f"--atol={a.atol}", f"--rtol={a.rtol}",
                "--emu-schedule=random", f"--emu-seed={seed}", f"--seed={seed}"] +
               ([f"-O{opt}"] if opt is not None else []))
        r = subprocess.run(cmd, capture_output=True, text=True)
        last = (r.stdout.strip().splitlines() or [""])[-1]
        return r.returncode == 0 and last.startswith("compare: PASS"), r.stdout + r.stderr

    def ptx_archs(self):
        """The archs the PTX checks assemble for: sm_80 and sm_90, or only
        sm_90a when the graph is compiled for it (its wgmma kernels run
        nowhere else)."""
        return ("sm_90a",) if self.args.arch == "sm_90a" else ("sm_80", "sm_90")

    def ptx(self, graph, arch, opts, tag, what):
        """Compiles `graph` to PTX for `arch` (hidet-compile-to-ptx{arch=ARCH
        OPTS}), then ptxas through scripts/ptx_report.sh --no-spills: every
        module must assemble with no spills, and the PTX must contain every
        --ptx-contains string. Returns (ok, rows); `what` names the schedule
        in the message about a missing string."""
        d = f"{self.tmp}/ptx-{tag}-{arch}"
        pipe = f"builtin.module(hidet-compile-to-ptx{{{_opts('arch=' + arch, opts)}}})"
        r = subprocess.run(["hidet-opt", graph, "--pass-pipeline=" + pipe, f"--ptx-dir={d}",
                            "-o", os.devnull], capture_output=True, text=True)
        if r.returncode != 0:
            return False, r.stderr
        if self.args.ptx_contains:
            ptx = "".join(open(os.path.join(d, f)).read() for f in sorted(os.listdir(d))
                          if f.endswith(".ptx"))
            missing = [w for w in self.args.ptx_contains if w not in ptx]
            if missing:
                return False, f"{what} on {arch}: the PTX lacks {', '.join(missing)}"
        r = subprocess.run([os.path.join(SCRIPTS, "ptx_report.sh"), "--no-spills", d, arch],
                           capture_output=True, text=True)
        return r.returncode == 0, (r.stdout + r.stderr).strip()

    def cost_model(self, compile_opts, ptx_opts, describe):
        """The cost model's schedules: compiles the graph with `compile_opts`,
        prints `cost-model: <describe(out, stderr)> PASS|FAIL` from one
        comparison at -O2, then `ptx ARCH: OK|SKIP|FAIL` and ptxas's rows
        (indented) for sm_80 and sm_90 (sm_90a only for --arch sm_90a). Returns False when the graph does not
        compile (nothing else can run then)."""
        out = f"{self.tmp}/cost-model.mlir"
        ok, err = self.compile(self.args.graph, out, compile_opts)
        if not ok:
            print("cost-model: COMPILE FAIL\n" + err)
            self.failures += 1
            return False
        ok, log = self.compare(out, self.args.seed)
        print(f"cost-model: {describe(out, err)} {'PASS' if ok else 'FAIL'}")
        if not ok:
            print(log)
            self.failures += 1
        for arch in self.ptx_archs():
            ok, rows = self.ptx(self.args.graph, arch, ptx_opts, "cost", "the cost model")
            print(f"ptx {arch}: {'SKIP' if 'SKIP' in rows else ('OK' if ok else 'FAIL')}")
            for row in rows.splitlines():
                print("  " + row)
            if not ok:
                self.failures += 1
        return True

    def samples(self, picks, force, stratum, rng, o0_every=None):
        """Runs every schedule of `picks` (a list, updated in place when a
        schedule is redrawn). force(sched, i) returns (graph, opts): the
        graph file to compile and the pipeline options that force `sched` on
        its kernels. Sample i is compared with seed --seed + i; with
        `o0_every` = n every n-th sample runs the JIT at -O0, the others at
        -O2 (the emulator must agree at both levels). With --ptx-samples it
        also goes through ptxas, alternating sm_80 and sm_90 (sm_90a for
        --arch sm_90a).

        A schedule of the arch's space may not fit this instance (e.g.
        matmul_tc's registers with an operand staged through registers): the
        compiler says so ("fits ... but not this"). Such a schedule is
        replaced by another of stratum(sched) (its stratum, so the sample
        keeps its shape) drawn with `rng`, until one fits or the stratum is
        exhausted. Any other compile error is a failure. Returns (passed,
        redrawn)."""
        passed = redrawn = 0
        emulated = emulate_count(len(picks))
        if emulated < len(picks):
            print(f"asan pass: {emulated} of {len(picks)} samples emulated (and through ptxas); "
                  "the others compiled only")
        for i, sched in enumerate(picks):
            out = f"{self.tmp}/sample{i}.mlir"
            graph, opts = force(sched, i)
            ok, err = self.compile(graph, out, opts)
            tried = {sched}
            while not ok and "but not this" in err:
                pool = [x for x in stratum(sched) if x not in tried]
                if not pool:
                    break
                sched = rng.choice(pool)
                tried.add(sched)
                picks[i] = sched
                redrawn += 1
                graph, opts = force(sched, i)
                ok, err = self.compile(graph, out, opts)
            if ok and i < emulated:
                opt = None if o0_every is None else (0 if i % o0_every == o0_every - 1 else 2)
                ok, err = self.compare(out, self.args.seed + i, opt)
            if ok and self.args.ptx_samples and i < emulated:
                archs = self.ptx_archs()
                ok, err = self.ptx(graph, archs[i % len(archs)], opts, f"s{i}", sched)
            if ok:
                passed += 1
            else:
                self.failures += 1
                print(f"sample {sched}: FAIL\n{err}")
        return passed, redrawn

    def force_by_attribute(self, text, op, keep=lambda attrs: True):
        """A `force` for samples(): sample i's schedule goes into a copy of
        the graph text, as a hidet.schedule attribute on every `op` whose
        attribute dictionary `keep` accepts (annotate). Exits 1 when no op
        takes it: the sample would silently run the cost model's schedule."""
        def force(sched, i):
            g = f"{self.tmp}/sample{i}.graph.mlir"
            annotated, n = annotate(text, op, sched, keep)
            if n == 0:
                sys.exit(f"{os.path.basename(sys.argv[0])}: no {op} of the template with an "
                         "attribute dictionary in the graph")
            with open(g, "w") as f:
                f.write(annotated)
            return g, ""
        return force

    def summary(self, picks, passed, redrawn, what, strata=""):
        """Prints `sampled N <what> (<strata>; R redrawn: did not fit the
        instance): P passed, F failed` (the parenthesis only when there is
        something to say) and returns the exit status: 1 after any failure,
        the cost model's included."""
        notes = [n for n in (strata, f"{redrawn} redrawn: did not fit the instance" if redrawn
                             else "") if n]
        paren = f" ({'; '.join(notes)})" if notes else ""
        print(f"sampled {len(picks)} {what}{paren}: {passed} passed, "
              f"{len(picks) - passed} failed")
        return 1 if self.failures else 0


def annotate(text, op, schedule, keep=lambda attrs: True):
    """Adds hidet.schedule = "<schedule>" to every `op` in the graph text
    whose attribute dictionary `keep` accepts (the way users force a
    schedule). Returns the new text and how many ops got it."""
    pat = re.compile(r'("%s"\([^)]*\)\s*\{)([^}]*\})' % re.escape(op))
    n = 0

    def add(m):
        nonlocal n
        if not keep(m.group(2)):
            return m.group(0)
        n += 1
        return m.group(1) + f'hidet.schedule = "{schedule}", ' + m.group(2)
    return pat.sub(add, text), n
