#!/usr/bin/env python3
"""graph.attention test cases, shared by the attention tests: each case is a
graph function (text) with seeded random inputs and numpy's float64
reference, written as .npy files for `hidet-run ... --arg=@in.npy
--expect=i:out.npy`.

    attention_cases.py write CASE DIR   writes DIR/CASE.mlir, DIR/CASE.in<i>.npy,
                                        DIR/CASE.out.npy; prints the hidet-run
                                        arguments (--arg=... --expect=...)
    attention_cases.py run DIR [HIDET-RUN ARGS...] -- CASE...
                                        writes each case and runs hidet-run on
                                        it with the extra arguments (e.g.
                                        --target=reference --atol=1e-5); one
                                        line per case, exit 1 if any fails

A case name says what it covers: `b2h3_q37k37_d40` is batch 2, 3 heads,
37 queries, 37 keys, head dim 40; `_causal`, `_gqa2` (query heads per kv
head), `_bmask` (boolean mask, some rows fully masked), `_amask` (additive
float mask), `_f16` / `_bf16` element types (the reference reads the same
rounded inputs), `_scale` an explicit scale, `_dv24` a value dim unlike the
head dim.
"""
import math
import os
import random
import struct
import subprocess
import sys

TYPES = ("f32", "f16", "bf16", "f64")


def parse(name):
    c = {"b": 1, "h": 1, "q": 1, "k": 1, "d": 16, "dv": None, "causal": False, "gqa": 1, "mask": None,
         "t": "f32", "scale": None}
    for part in name.split("_"):
        if part.startswith("b") and "h" in part:
            b, h = part[1:].split("h")
            c["b"], c["h"] = int(b), int(h)
        elif part.startswith("q") and "k" in part:
            q, k = part[1:].split("k")
            c["q"], c["k"] = int(q), int(k)
        elif part.startswith("dv"):
            c["dv"] = int(part[2:])
        elif part.startswith("d"):
            c["d"] = int(part[1:])
        elif part == "causal":
            c["causal"] = True
        elif part.startswith("gqa"):
            c["gqa"] = int(part[3:])
        elif part in ("bmask", "amask"):
            c["mask"] = part
        elif part in TYPES:
            c["t"] = part
        elif part == "scale":
            c["scale"] = 0.3
        else:
            raise SystemExit(f"attention_cases.py: unknown part '{part}' in {name}")
    c["dv"] = c["dv"] or c["d"]
    return c


def rounded(x, t):
    """x rounded to element type t (nearest even), and the bits or value stored."""
    if t == "f16":
        (h,) = struct.unpack("<e", struct.pack("<e", x))
        return h, h
    if t == "bf16":
        (u,) = struct.unpack("<I", struct.pack("<f", x))
        u = (u + 0x7FFF + ((u >> 16) & 1)) >> 16
        return struct.unpack("<f", struct.pack("<I", u << 16))[0], u
    if t == "f32":
        (f,) = struct.unpack("<f", struct.pack("<f", x))
        return f, f
    return x, x


def save_npy(path, descr, shape, values):
    fmt = {"<f2": "e", "<f4": "f", "<f8": "d", "<u2": "H", "|b1": "?"}[descr]
    shape_text = "(" + ", ".join(str(d) for d in shape) + ("," if len(shape) == 1 else "") + ")"
    header = "{'descr': '%s', 'fortran_order': False, 'shape': %s, }" % (descr, shape_text)
    header += " " * ((64 - (10 + len(header) + 1) % 64) % 64) + "\n"
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode("latin1"))
        f.write(struct.pack("<%d%s" % (len(values), fmt), *values))


def reference(c, q, k, v, mask, scale):
    """out[b, h, i, :] in float64, flat, from flat inputs."""
    B, hq, hkv, L, S, D, DV, g = c["b"], c["h"] * c["gqa"], c["h"], c["q"], c["k"], c["d"], c["dv"], c["gqa"]
    out = []
    for b in range(B):
        for h in range(hq):
            kvh = h // g
            kb, vb = (b * hkv + kvh) * S, (b * hkv + kvh) * S
            for i in range(L):
                qi = ((b * hq + h) * L + i) * D
                qrow = q[qi:qi + D]
                s = []
                for j in range(S):
                    kj = (kb + j) * D
                    x = sum(a * bb for a, bb in zip(qrow, k[kj:kj + D])) * scale
                    if mask is not None:
                        m = mask[(h * L + i) * S + j]
                        x = (x if m else -math.inf) if isinstance(m, bool) else x + m
                    if c["causal"] and j > i:
                        x = -math.inf
                    s.append(x)
                mx = max(s)
                if mx == -math.inf:
                    out.extend([0.0] * DV)
                    continue
                e = [math.exp(x - mx) for x in s]
                tot = sum(e)
                acc = [0.0] * DV
                for j in range(S):
                    p = e[j] / tot
                    vj = (vb + j) * DV
                    for d in range(DV):
                        acc[d] += p * v[vj + d]
                out.extend(acc)
    return out


def write(name, out):
    c = parse(name)
    rng = random.Random(name)
    hq, hkv = c["h"] * c["gqa"], c["h"]
    shapes = [(c["b"], hq, c["q"], c["d"]), (c["b"], hkv, c["k"], c["d"]), (c["b"], hkv, c["k"], c["dv"])]
    os_ = (c["b"], hq, c["q"], c["dv"])
    descr = {"f16": "<f2", "bf16": "<u2", "f32": "<f4", "f64": "<f8"}[c["t"]]
    files, exact = [], []
    for shape in shapes:
        n = math.prod(shape)
        vals = [rounded(rng.uniform(-1.5, 1.5), c["t"]) for _ in range(n)]
        exact.append([x for x, _ in vals])
        files.append((descr, shape, [st for _, st in vals]))
    mask = None
    mshape = (1, hq, c["q"], c["k"])
    if c["mask"] == "bmask":
        mask = [rng.random() > 0.3 for _ in range(math.prod(mshape))]
        for h in range(hq):
            for j in range(c["k"]):
                mask[(h * c["q"]) * c["k"] + j] = False  # query 0 fully masked: zeros
        files.append(("|b1", mshape, mask))
    elif c["mask"] == "amask":
        mask = [rounded(rng.uniform(-2.0, 1.0), "f32")[0] for _ in range(math.prod(mshape))]
        for h in range(hq):
            for j in range(1, c["k"], 2):
                if c["q"] > 1:
                    mask[(h * c["q"] + 1) * c["k"] + j] = -math.inf
        files.append(("<f4", mshape, mask))
    scale = c["scale"] if c["scale"] is not None else 1.0 / math.sqrt(c["d"])
    ref = reference(c, exact[0], exact[1], exact[2], mask, scale)
    t = lambda s, e=c["t"]: "tensor<" + "x".join(map(str, s)) + "x" + e + ">"
    types = [t(s) for s in shapes]
    if mask is not None:
        types.append(t(mshape, "i1" if c["mask"] == "bmask" else "f32"))
    attrs = []
    if c["causal"]:
        attrs.append("causal = true")
    if c["scale"] is not None:
        attrs.append(f"scale = {c['scale']} : f64")
    attr = (" {" + ", ".join(attrs) + "}") if attrs else ""
    params = ", ".join(f"%a{i}: {ty}" for i, ty in enumerate(types))
    operands = ", ".join(f"%a{i}" for i in range(len(types)))
    text = (f"// graph.attention case {name} (test/Attention/attention_cases.py)\n"
            f"func.func @f({params}) -> {t(os_)} {{\n"
            f"  %o = \"graph.attention\"({operands}){attr} : ({', '.join(types)}) -> {t(os_)}\n"
            f"  return %o : {t(os_)}\n}}\n")
    with open(os.path.join(out, name + ".mlir"), "w") as f:
        f.write(text)
    args = []
    for i, (dsc, shape, vals) in enumerate(files):
        p = os.path.join(out, f"{name}.in{i}.npy")
        save_npy(p, dsc, shape, vals)
        args.append(f"--arg=@{p}")
    p = os.path.join(out, f"{name}.out.npy")
    save_npy(p, "<f8", os_, ref)
    args += ["--arg=poison", "--entry=f", f"--expect={len(files)}:{p}"]
    return args


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "write":
        print(" ".join(write(sys.argv[2], sys.argv[3])))
        return 0
    if len(sys.argv) >= 4 and sys.argv[1] == "run" and "--" in sys.argv:
        cut = sys.argv.index("--")
        out, extra, cases = sys.argv[2], sys.argv[3:cut], sys.argv[cut + 1:]
        failed = 0
        for name in cases:
            args = write(name, out)
            r = subprocess.run(["hidet-run", os.path.join(out, name + ".mlir")] + args + extra,
                               capture_output=True, text=True)
            last = (r.stdout.strip().splitlines() or ["(no output)"])[-1]
            print(f"{name}: {last}")
            if r.returncode:
                failed += 1
                print(r.stdout + r.stderr)
        return 1 if failed else 0
    raise SystemExit(__doc__)


if __name__ == "__main__":
    sys.exit(main())
