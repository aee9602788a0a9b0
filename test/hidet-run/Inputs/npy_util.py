#!/usr/bin/env python3
"""Writes and checks .npy files for the hidet-run tests, with the standard
library only (numpy may be missing). An independent reader and writer of the
format (numpy.lib.format), so that hidet-run's own is checked against it.

  npy_util.py write FILE DESCR SHAPE VALUES [--fortran] [--version=N]
                    [--magic=HEX] [--extra=N] [--truncate=N]
      SHAPE like 4x5 ('' or 'scalar' for rank 0); VALUES a Python expression
      in i (the flat index), e.g. 'i*0.25-2'.
  npy_util.py dump FILE            descr, shape and every value, one a line
  npy_util.py check-fma A B C TOL  C == A*B + 1 everywhere (abs+rel TOL), no NaN
  npy_util.py range FILE LO HI     every value in [LO, HI); prints distinct count
  npy_util.py same FILE1 FILE2     identical headers' dtype/shape and data bytes
  --bf16 (after dump/range's FILE): the 2-byte elements are bf16 bits, decoded
  to floats; VALUES of write may call bf16(x), the bits of x (x exact in bf16).
Exits 1 with a message on any mismatch.
"""
import ast
import math
import struct
import sys

FORMATS = {"f2": "e", "f4": "f", "f8": "d", "i1": "b", "i2": "h", "i4": "i", "i8": "q",
           "u1": "B", "u2": "H", "u4": "I", "u8": "Q", "b1": "?", "V2": "H"}


def bf16(x):
    """The bf16 bits of x, which must be exact in bf16 (the top half of its f32)."""
    (bits,) = struct.unpack("<I", struct.pack("<f", x))
    if bits & 0xFFFF:
        fail("%r is not exact in bf16" % x)
    return bits >> 16


def from_bf16(bits):
    return struct.unpack("<f", struct.pack("<I", bits << 16))[0]


def fail(msg):
    print("FAIL: " + msg)
    sys.exit(1)


def parse_shape(text):
    if text in ("", "scalar"):
        return ()
    return tuple(int(d) for d in text.split("x"))


def write(path, descr, shape, values, fortran=False, version=1, magic=None, extra=0,
          truncate=0):
    n = 1
    for d in shape:
        n *= d
    fmt = "<" + FORMATS[descr[1:]]
    data = b"".join(struct.pack(fmt, v) for v in values[:n])
    shape_text = "(" + ", ".join(str(d) for d in shape) + ("," if len(shape) == 1 else "") + ")"
    header = "{'descr': '%s', 'fortran_order': %s, 'shape': %s, }" % (
        descr, "True" if fortran else "False", shape_text)
    prefix_len = 10 if version == 1 else 12
    header += " " * ((64 - (prefix_len + len(header) + 1) % 64) % 64) + "\n"
    head = (bytes.fromhex(magic) if magic else b"\x93NUMPY") + bytes([version, 0])
    head += struct.pack("<H" if version == 1 else "<I", len(header))
    blob = head + header.encode("latin1") + data + b"\0" * extra
    if truncate:
        blob = blob[:-truncate]
    with open(path, "wb") as f:
        f.write(blob)


def read(path):
    with open(path, "rb") as f:
        blob = f.read()
    if blob[:6] != b"\x93NUMPY":
        fail("%s: bad magic" % path)
    major = blob[6]
    if major == 1:
        (hlen,) = struct.unpack("<H", blob[8:10])
        start = 10
    else:
        (hlen,) = struct.unpack("<I", blob[8:12])
        start = 12
    if (start + hlen) % 64 != 0:
        fail("%s: data does not start at a multiple of 64" % path)
    header = ast.literal_eval(blob[start:start + hlen].decode("latin1"))
    descr, shape = header["descr"], tuple(header["shape"])
    if header["fortran_order"]:
        fail("%s: fortran order" % path)
    n = 1
    for d in shape:
        n *= d
    size = int(descr[2:])
    data = blob[start + hlen:]
    if len(data) != n * size:
        fail("%s: %d data bytes, expected %d" % (path, len(data), n * size))
    fmt = "<%d%s" % (n, FORMATS[descr[1:]])
    return descr, shape, list(struct.unpack(fmt, data)), data


def main(argv):
    cmd = argv[1]
    if cmd == "write":
        path, descr, shape, expr = argv[2], argv[3], parse_shape(argv[4]), argv[5]
        opts = dict(a[2:].split("=", 1) if "=" in a else (a[2:], "1") for a in argv[6:])
        n = 1
        for d in shape:
            n *= d
        values = [eval(expr, {"math": math, "bf16": bf16}, {"i": i}) for i in range(n)]
        write(path, descr, shape, values, fortran="fortran" in opts,
              version=int(opts.get("version", 1)), magic=opts.get("magic"),
              extra=int(opts.get("extra", 0)), truncate=int(opts.get("truncate", 0)))
    elif cmd == "dump":
        descr, shape, values, _ = read(argv[2])
        if "--bf16" in argv[3:]:
            values = [from_bf16(v & 0xFFFF) for v in values]
        print("descr %s shape %s" % (descr, shape))
        for v in values:
            print(repr(v))
    elif cmd == "check-fma":
        _, sa, a, _ = read(argv[2])
        _, sb, b, _ = read(argv[3])
        _, sc, c, _ = read(argv[4])
        tol = float(argv[5])
        if not (sa == sb == sc):
            fail("shapes differ: %s %s %s" % (sa, sb, sc))
        for i, (x, y, z) in enumerate(zip(a, b, c)):
            want = x * y + 1.0
            if math.isnan(z):
                fail("element %d is NaN: never written" % i)
            if abs(z - want) > tol * (1.0 + abs(want)):
                fail("element %d: got %r, want %r" % (i, z, want))
        print("OK %d elements" % len(c))
    elif cmd == "range":
        _, _, values, _ = read(argv[2])
        if "--bf16" in argv[5:]:
            values = [from_bf16(v & 0xFFFF) for v in values]
        lo, hi = float(argv[3]), float(argv[4])
        for i, v in enumerate(values):
            if not (lo <= v < hi):
                fail("element %d = %r is outside [%r, %r)" % (i, v, lo, hi))
        print("OK %d values in range, %d distinct" % (len(values), len(set(values))))
    elif cmd == "same":
        d1, s1, _, b1 = read(argv[2])
        d2, s2, _, b2 = read(argv[3])
        if (d1, s1) != (d2, s2) or b1 != b2:
            fail("%s and %s differ" % (argv[2], argv[3]))
        print("SAME")
    else:
        fail("unknown command " + cmd)


if __name__ == "__main__":
    main(sys.argv)
