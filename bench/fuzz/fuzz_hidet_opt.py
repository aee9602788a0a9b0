#!/usr/bin/env python3
"""Mutation fuzzer for hidet-opt (run by hand, not in CI).

usage: bench/fuzz/fuzz_hidet_opt.py [BIN] [CASES] [SEED] [OUTDIR]
Mutates the .mlir files under test/ (byte flips, truncation, splicing,
tokens, random dims and mapping attributes, deep nesting, huge numbers) and
runs BIN (default build/bin/hidet-opt) on each with one of several option
sets. Any exit other than 0 or 1, a timeout, or an exit 1 that printed no
error is a finding: the input is saved under OUTDIR (default
/tmp/hidet-fuzz-findings). Prints counts. It complements the libFuzzer
targets next to it (docs/fuzzing.md): it drives the whole tool with its
flags (--split-input-file, --verify-diagnostics, pipelines), blind to
coverage; HIDET_FUZZ_SEEDS=DIR adds the files of DIR (e.g. the corpus a
libFuzzer run grew, build-fuzz/fuzz/corpus/parse_verify) to its seeds."""
import os, random, subprocess, sys, time, hashlib

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

BIN = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "build", "bin", "hidet-opt")
N = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
SEED = int(sys.argv[3]) if len(sys.argv) > 3 else 1
OUTDIR = sys.argv[4] if len(sys.argv) > 4 else "/tmp/hidet-fuzz-findings"
rng = random.Random(SEED)
os.makedirs(OUTDIR, exist_ok=True)
seeds = []
for d in [os.path.join(ROOT, "test", sub) for sub in ("hidet-opt", "hidet-opt/Inputs", "Dialect", "TaskMapping")]:
    if os.path.isdir(d):
        for f in sorted(os.listdir(d)):
            p = os.path.join(d, f)
            if os.path.isfile(p) and f.endswith(".mlir"):
                seeds.append(open(p, "rb").read())

extra = os.environ.get("HIDET_FUZZ_SEEDS")
if extra and os.path.isdir(extra):
    for f in sorted(os.listdir(extra)):
        p = os.path.join(extra, f)
        if os.path.isfile(p):
            seeds.append(open(p, "rb").read())

TOKENS = [b"(", b")", b"[", b"]", b"{", b"}", b"<", b">", b",", b":", b"%0", b"%a", b"^bb0",
          b"tensor<", b"x", b"?", b"-1", b"0", b"99999999999999999999999999999999", b"-9223372036854775808",
          b"9223372036854775807", b"18446744073709551616", b"0x", b"\"", b"//", b"// -----\n", b"\n",
          b"#tm.spatial<array<i64: ", b"#tm.compose<[", b"#tm.repeat<", b"array<i64: ", b"array<i32: ",
          b"dense<", b"loc(", b"loc(fused[", b"loc(callsite(", b"#loc", b"!llvm.ptr", b"f32", b"i64", b"index",
          b"\"graph.matmul\"", b"\"tm.task\"", b"\"graph.conv2d\"", b"func.func", b"return", b"module {",
          b"{-#", b"#-}", b"dense_resource<", b"@", b"expected-error", b"expected-error @+1 {{",
          b"}}", b"@above", b"@below", b"@-99999999999", b"@+2147483647", b"\x00", b"\xff", b"\t"]
ATTRS = [b"#tm.spatial<array<i64: %s>>", b"#tm.repeat<array<i64: %s>>", b"#tm.col_spatial<array<i64: %s>>",
         b"array<i64: %s>", b"#tm.compose<[#tm.spatial<array<i64: %s>>, #tm.repeat<array<i64: %s>>]>"]
NUMS = [b"0", b"-1", b"1", b"2", b"3", b"4", b"8", b"1024", b"2147483647", b"2147483648", b"4294967296",
        b"9223372036854775807", b"-9223372036854775808", b"9223372036854775808", b"99999999999999999999999"]


def rnum():
    return rng.choice(NUMS)


def dims():
    return b", ".join(rnum() for _ in range(rng.randint(0, 6)))


def mutate(data):
    data = bytearray(data)
    for _ in range(rng.randint(1, 6)):
        m = rng.randint(0, 12)
        n = len(data)
        if m == 0 and n:  # byte flip
            i = rng.randrange(n)
            data[i] ^= 1 << rng.randrange(8)
        elif m == 1 and n:  # random byte
            data[rng.randrange(n)] = rng.randrange(256)
        elif m == 2 and n:  # truncate
            del data[rng.randrange(n):]
        elif m == 3:  # insert token
            i = rng.randint(0, n)
            data[i:i] = rng.choice(TOKENS)
        elif m == 4 and n:  # delete range
            i = rng.randrange(n)
            del data[i:i + rng.randint(1, 40)]
        elif m == 5 and n:  # duplicate range
            i = rng.randrange(n)
            j = min(n, i + rng.randint(1, 200))
            k = rng.randint(0, n)
            data[k:k] = data[i:j]
        elif m == 6:  # splice with another seed
            o = rng.choice(seeds)
            i = rng.randint(0, n)
            a = rng.randrange(len(o) + 1)
            data[i:i] = o[a:a + rng.randint(1, 300)]
        elif m == 7:  # replace a number
            s = bytes(data)
            idx = [i for i in range(len(s)) if s[i:i + 1].isdigit() and (i == 0 or not s[i - 1:i].isdigit())]
            if idx:
                i = rng.choice(idx)
                j = i
                while j < len(s) and s[j:j + 1].isdigit():
                    j += 1
                data[i:j] = rnum()
        elif m == 8:  # replace a mapping/dims attribute
            s = bytes(data)
            for key in (b"array<i64: ", b"tensor<"):
                i = s.find(key, rng.randrange(len(s) + 1) if s else 0)
                if i >= 0:
                    j = s.find(b">", i)
                    if j > 0:
                        if key == b"tensor<":
                            shape = b"x".join(rng.choice([b"?", b"0", b"1", b"4", b"8", b"3", b"99999999999"]) for _ in range(rng.randint(0, 5)))
                            data[i:j] = key + shape + (b"x" if shape else b"") + rng.choice([b"f32", b"i64", b"f16", b"index", b"i1", b"!llvm.ptr", b"complex<f32>"])
                        else:
                            data[i:j] = key + dims()
                    break
        elif m == 9:  # replace an attribute with a random tm one
            s = bytes(data)
            i = s.find(b"mapping = ")
            if i >= 0:
                j = s.find(b"}", i)
                if j > 0:
                    t = rng.choice(ATTRS)
                    t = t.replace(b"%s", dims(), 1).replace(b"%s", dims(), 1)
                    data[i + 10:j] = t
        elif m == 10:  # deep nesting
            i = rng.randint(0, n)
            d = rng.choice([100, 1000, 10000, 50000])
            o, c = rng.choice([(b"(", b")"), (b"[", b"]"), (b"{", b"}"), (b"<", b">"), (b"tensor<", b">"),
                               (b"#tm.compose<[", b"]>"), (b"array<", b">"), (b"loc(fused[", b"])"),
                               (b"!llvm.ptr<", b">"), (b"tuple<", b">"), (b"\"", b"\"")])
            data[i:i] = o * d + (c * d if rng.random() < 0.5 else b"")
        elif m == 11:  # huge line / many chunks
            i = rng.randint(0, n)
            data[i:i] = rng.choice(TOKENS) * rng.randint(1, 5000)
        elif m == 12:  # garbage
            i = rng.randint(0, n)
            data[i:i] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 64)))
    return bytes(data)


SPECIAL = [b"", b"\x00", b"\x00" * 100, b"\n" * 1000, b"// -----\n" * 100, bytes(range(256)) * 4,
           b"(" * 10000, b"[" * 10000, b"{" * 10000, b"<" * 10000, b"module {" * 10000,
           b"func.func @f() {\n" * 3000, b"#tm.compose<[" * 10000, b"\"" * 3, b"%0 = ",
           b"// expected-error @above {{x}}\n", b"// expected-error @-1 {{x}}", b"// expected-error @+99999999999 {{x}}",
           b"// expected-error {{", b"// expected-", b"{-#", b"#-}"]

ARGS = [[], ["--split-input-file"], ["--verify-diagnostics"], ["--split-input-file", "--verify-diagnostics"],
        ["-p", "hidet-verify,func.func(canonicalize),cse"], ["-p", "builtin.module(func.func(cse),hidet-verify)"],
        ["--mlir-print-op-generic", "--mlir-print-debuginfo"], ["-p", "canonicalize", "--mlir-print-ir-after-all"],
        ["-p", "one-shot-bufferize"], ["-p", "convert-to-llvm"], ["-p", "inline,symbol-dce,sccp"],
        ["-p", "hidet-verify", "--no-verify-each"], ["--allow-unregistered-dialect"]]

stats = {"cases": 0, "rc0": 0, "rc1": 0, "bad": 0, "silent": 0, "timeout": 0}
t0 = time.time()
cases = [(s, []) for s in SPECIAL]
for s in SPECIAL:
    cases.append((s, ["--split-input-file", "--verify-diagnostics"]))
while len(cases) < N:
    cases.append((mutate(rng.choice(seeds)), rng.choice(ARGS)))
for data, args in cases:
    stats["cases"] += 1
    try:
        r = subprocess.run([BIN] + args + ["-"], input=data, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                           timeout=10)
        rc = r.returncode
    except subprocess.TimeoutExpired:
        rc = "timeout"
    # An exit 1 must say why (found by the libFuzzer targets: the parser
    # failed silently on graph/tm ops in custom syntax).
    silent = rc == 1 and b"error" not in r.stderr
    if rc == 0:
        stats["rc0"] += 1
    elif rc == 1 and not silent:
        stats["rc1"] += 1
    else:
        key = "timeout" if rc == "timeout" else "silent" if silent else "bad"
        stats[key] += 1
        h = hashlib.sha1(data).hexdigest()[:12]
        with open(os.path.join(OUTDIR, f"{h}.in"), "wb") as f:
            f.write(data)
        with open(os.path.join(OUTDIR, f"{h}.info"), "w") as f:
            f.write(f"rc={rc} args={args}\n")
            if rc != "timeout":
                f.write(r.stderr[-3000:].decode("latin1"))
        print(f"FINDING rc={rc} args={args} -> {h}", flush=True)
print(stats, f"{time.time() - t0:.0f}s", flush=True)
