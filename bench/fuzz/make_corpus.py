#!/usr/bin/env python3
"""Seed corpus for the libFuzzer targets (docs/fuzzing.md), from the lit tests.

usage: bench/fuzz/make_corpus.py OUTDIR [TARGET...]
Writes OUTDIR/<target>/<hash> for the targets named (default: all):
  parse_verify  every .mlir under test/, split at `// -----` lines (each
                split-input-file chunk is its own seed);
  import        the chunks that hold tosa.* or linalg.* ops (the importers'
                input);
  pipeline      every pipeline string passed in a RUN line with
                --pass-pipeline / -p, plus the named pipelines;
  npy           every .npy under test/, each prefixed with the memref type
                its header describes (and once more as an --expect file:
                "expect TYPE"), plus a few hand-made headers (v2, bf16, bool).
Seeds larger than 64 KiB are skipped (the committed whole models), which keeps
the runs fast; their op kinds are in the smaller tests too. Prints counts."""
import ast
import hashlib
import os
import re
import struct
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TEST = os.path.join(ROOT, "test")
MAX_SEED = 64 * 1024
TARGETS = ("parse_verify", "import", "pipeline", "npy")


def test_files(suffix):
    for d, _, files in os.walk(TEST):
        for f in sorted(files):
            if f.endswith(suffix):
                yield os.path.join(d, f)


def split_chunks(text):
    """The chunks of a --split-input-file run: split at lines `// -----`."""
    chunks, cur = [], []
    for line in text.splitlines(keepends=True):
        if line.strip() == "// -----":
            chunks.append("".join(cur))
            cur = []
        else:
            cur.append(line)
    chunks.append("".join(cur))
    return [c for c in chunks if c.strip()]


def run_lines(text):
    """RUN lines of a test, continuation lines (trailing backslash) joined."""
    out, cur = [], ""
    for line in text.splitlines():
        m = re.match(r"\s*(?://|#|;)\s*RUN:\s?(.*)$", line)
        if not m:
            continue
        part = m.group(1)
        if part.endswith("\\"):
            cur += part[:-1] + " "
        else:
            out.append(cur + part)
            cur = ""
    return out


PIPE_RE = re.compile(r"""(?:--?pass-pipeline|(?<![\w-])-p)(?:=|\s+)('[^']*'|"[^"]*"|[^\s'"]+)""")
NAMED = ["hidet-reference", "hidet-emulator-lowering", "hidet-cpu-lowering",
         "hidet-compile-to-gpu{arch=sm_90 tune=fixed}", "hidet-compile-to-ptx{arch=sm_80 report=true}",
         "hidet-gpu-to-ptx{arch=sm_80 toolkit=auto}", "hidet-cuda-host-lowering",
         "builtin.module(hidet-import-tosa,hidet-graph-canonicalize,func.func(canonicalize,cse))",
         "hidet-schedule-anchors{arch=sm_80 tune=exhaustive},hidet-pipeline{stages=3}"]


def pipelines():
    seen = set(NAMED)
    for path in test_files(".mlir"):
        for run in run_lines(open(path, errors="replace").read()):
            for m in PIPE_RE.finditer(run):
                p = m.group(1)
                if p[0] in "'\"":
                    p = p[1:-1]
                if p and "%" not in p and "$" not in p:
                    seen.add(p)
    return sorted(seen)


NPY_ELEM = {"b1": "i1", "i1": "i8", "u1": "ui8", "i2": "i16", "u2": "ui16", "i4": "i32",
            "u4": "ui32", "i8": "i64", "u8": "ui64", "f2": "f16", "f4": "f32", "f8": "f64"}


def npy_type(data):
    """The memref type that a .npy file's header describes, or None."""
    if not data.startswith(b"\x93NUMPY"):
        return None
    if data[6] == 1:
        n, start = struct.unpack("<H", data[8:10])[0], 10
    else:
        n, start = struct.unpack("<I", data[8:12])[0], 12
    try:
        h = ast.literal_eval(data[start:start + n].decode("latin-1").strip())
    except (ValueError, SyntaxError):
        return None
    elem = NPY_ELEM.get(h["descr"][1:])
    if not elem:
        return None
    return "memref<%s>" % "x".join([str(d) for d in h["shape"]] + [elem])


def npy_bytes(descr, shape, payload, version=1):
    header = "{'descr': '%s', 'fortran_order': False, 'shape': (%s), }" % (
        descr, "".join("%d, " % d for d in shape) if len(shape) != 1 else "%d," % shape[0])
    header = header.encode() + b"\n"
    if version == 1:
        return b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header + payload
    return b"\x93NUMPY\x02\x00" + struct.pack("<I", len(header)) + header + payload


def npy_seeds():
    seeds = []
    for path in test_files(".npy"):
        data = open(path, "rb").read()
        t = npy_type(data)
        if t and len(data) <= MAX_SEED:
            seeds.append(t.encode() + b"\n" + data)
            if t.endswith(("f16>", "f32>", "f64>")):
                seeds.append(b"expect " + t.encode() + b"\n" + data)
    seeds += [
        b"memref<2x3xf32>\n" + npy_bytes("<f4", (2, 3), struct.pack("<6f", *range(6)), version=2),
        b"memref<4xbf16>\n" + npy_bytes("<u2", (4,), struct.pack("<4H", 0x3f80, 0, 0x4000, 0xbf80)),
        b"memref<4xbf16>\n" + npy_bytes("<V2", (4,), b"\0" * 8),
        b"expect memref<3xf16>\n" + npy_bytes("<f8", (3,), struct.pack("<3d", 1, 2, 3)),
        b"memref<2x2xi1>\n" + npy_bytes("|b1", (2, 2), b"\1\0\2\1"),
        b"memref<index>\n" + npy_bytes("<i8", (), struct.pack("<q", 7)),
        b"memref<0x5xi32>\n" + npy_bytes("<i4", (0, 5), b""),
    ]
    return seeds


def write(outdir, name, seeds):
    d = os.path.join(outdir, name)
    os.makedirs(d, exist_ok=True)
    n = 0
    for s in seeds:
        if isinstance(s, str):
            s = s.encode()
        if len(s) > MAX_SEED:
            continue
        p = os.path.join(d, hashlib.sha1(s).hexdigest())
        if not os.path.exists(p):
            open(p, "wb").write(s)
        n += 1
    print("%-13s %5d seeds in %s" % (name, len(os.listdir(d)), d))


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    outdir = sys.argv[1]
    wanted = sys.argv[2:] or TARGETS
    for t in wanted:
        if t not in TARGETS:
            sys.exit("make_corpus.py: unknown target '%s' (targets: %s)" % (t, " ".join(TARGETS)))
    chunks = []
    if "parse_verify" in wanted or "import" in wanted:
        for path in test_files(".mlir"):
            chunks += split_chunks(open(path, errors="replace").read())
    if "parse_verify" in wanted:
        write(outdir, "parse_verify", chunks)
    if "import" in wanted:
        write(outdir, "import", [c for c in chunks if re.search(r"\b(tosa|linalg)\.", c)])
    if "pipeline" in wanted:
        write(outdir, "pipeline", pipelines())
    if "npy" in wanted:
        write(outdir, "npy", npy_seeds())


if __name__ == "__main__":
    main()
