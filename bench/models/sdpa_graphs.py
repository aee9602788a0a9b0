#!/usr/bin/env python3
"""Writes a bare scaled_dot_product_attention (no mask) as torch-mlir exports it.

    python3 bench/models/sdpa_graphs.py B H L D OUT_PREFIX

writes OUT_PREFIX.tosa.mlir and OUT_PREFIX.linalg.mlir: @forward(q, k, v), each
[B, H, L, D] f32, computing softmax(q k^T / sqrt(D)) v the way torch's math
decomposition does (q and k^T each scaled by D^-1/4, _safe_softmax's guard:
reduce_all(scores == -inf) selects zeros). No PyTorch needed: the text is
test/Models/Inputs/masked_attention_small.{tosa,linalg}.mlir (exported by
bench/models/export.py) with the mask taken out and the shapes replaced, so the
ops are the ones torch-mlir emits. The spill regressions of issue 24
(test/PTX/spill-regressions.test) use [2, 3, 50, 40] and [2, 3, 77, 40].
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
MASKED = os.path.join(HERE, "..", "..", "test", "Models", "Inputs", "masked_attention_small.linalg.mlir")


def tosa(B, H, L, D):
    BH = B * H
    s = (1.0 / D ** 0.5) ** 0.5
    q = f"{B}x{H}x{L}x{D}"
    kt = f"{B}x{H}x{D}x{L}"
    sc = f"{B}x{H}x{L}x{L}"
    r = f"{B}x{H}x{L}x1"
    return f'''// sdpa {B}x{H}x{L}x{D}: written by bench/models/sdpa_graphs.py (torch-mlir's tosa form).
"builtin.module"() ({{
  "func.func"() <{{function_type = (tensor<{q}xf32>, tensor<{q}xf32>, tensor<{q}xf32>) -> tensor<{q}xf32>, sym_name = "forward"}}> ({{
  ^bb0(%arg0: tensor<{q}xf32>, %arg1: tensor<{q}xf32>, %arg2: tensor<{q}xf32>):
    %0 = "tosa.const"() <{{values = dense<0.000000e+00> : tensor<{sc}xf32>}}> : () -> tensor<{sc}xf32>
    %1 = "tosa.const"() <{{values = dense<0> : tensor<1xi8>}}> : () -> tensor<1xi8>
    %2 = "tosa.const_shape"() <{{values = dense<[{BH}, {L}, {D}]> : tensor<3xindex>}}> : () -> !tosa.shape<3>
    %3 = "tosa.const_shape"() <{{values = dense<[{BH}, {D}, {L}]> : tensor<3xindex>}}> : () -> !tosa.shape<3>
    %4 = "tosa.const"() <{{values = dense<0.000000e+00> : tensor<1xf32>}}> : () -> tensor<1xf32>
    %5 = "tosa.const_shape"() <{{values = dense<[{B}, {H}, {L}, {L}]> : tensor<4xindex>}}> : () -> !tosa.shape<4>
    %6 = "tosa.const_shape"() <{{values = dense<[{BH}, {L}, {L}]> : tensor<3xindex>}}> : () -> !tosa.shape<3>
    %7 = "tosa.const_shape"() <{{values = dense<[{B}, {H}, {L}, {D}]> : tensor<4xindex>}}> : () -> !tosa.shape<4>
    %10 = "tosa.const"() <{{values = dense<{s!r}> : tensor<1x1x1x1xf32>}}> : () -> tensor<1x1x1x1xf32>
    %11 = "tosa.const"() <{{values = dense<0xFFF0000000000000> : tensor<1x1x1x1xf64>}}> : () -> tensor<1x1x1x1xf64>
    %13 = "tosa.mul"(%arg0, %10, %1) : (tensor<{q}xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<{q}xf32>
    %14 = "tosa.transpose"(%arg1) <{{perms = array<i32: 0, 1, 3, 2>}}> : (tensor<{q}xf32>) -> tensor<{kt}xf32>
    %15 = "tosa.mul"(%14, %10, %1) : (tensor<{kt}xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<{kt}xf32>
    %16 = "tosa.reshape"(%13, %2) : (tensor<{q}xf32>, !tosa.shape<3>) -> tensor<{BH}x{L}x{D}xf32>
    %17 = "tosa.reshape"(%15, %3) : (tensor<{kt}xf32>, !tosa.shape<3>) -> tensor<{BH}x{D}x{L}xf32>
    %18 = "tosa.matmul"(%16, %17, %4, %4) : (tensor<{BH}x{L}x{D}xf32>, tensor<{BH}x{D}x{L}xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<{BH}x{L}x{L}xf32>
    %20 = "tosa.reshape"(%18, %5) : (tensor<{BH}x{L}x{L}xf32>, !tosa.shape<4>) -> tensor<{sc}xf32>
    %21 = "tosa.reduce_max"(%20) <{{axis = 3 : i32, nan_mode = #tosa.nan_mode<PROPAGATE>}}> : (tensor<{sc}xf32>) -> tensor<{r}xf32>
    %22 = "tosa.sub"(%20, %21) : (tensor<{sc}xf32>, tensor<{r}xf32>) -> tensor<{sc}xf32>
    %23 = "tosa.exp"(%22) : (tensor<{sc}xf32>) -> tensor<{sc}xf32>
    %24 = "tosa.reduce_sum"(%23) <{{axis = 3 : i32}}> : (tensor<{sc}xf32>) -> tensor<{r}xf32>
    %25 = "tosa.reciprocal"(%24) : (tensor<{r}xf32>) -> tensor<{r}xf32>
    %26 = "tosa.mul"(%23, %25, %1) : (tensor<{sc}xf32>, tensor<{r}xf32>, tensor<1xi8>) -> tensor<{sc}xf32>
    %27 = "tosa.cast"(%20) : (tensor<{sc}xf32>) -> tensor<{sc}xf64>
    %28 = "tosa.equal"(%27, %11) : (tensor<{sc}xf64>, tensor<1x1x1x1xf64>) -> tensor<{sc}xi1>
    %29 = "tosa.reduce_all"(%28) <{{axis = 3 : i32}}> : (tensor<{sc}xi1>) -> tensor<{r}xi1>
    %30 = "tosa.select"(%29, %0, %26) : (tensor<{r}xi1>, tensor<{sc}xf32>, tensor<{sc}xf32>) -> tensor<{sc}xf32>
    %31 = "tosa.reshape"(%30, %6) : (tensor<{sc}xf32>, !tosa.shape<3>) -> tensor<{BH}x{L}x{L}xf32>
    %32 = "tosa.reshape"(%arg2, %2) : (tensor<{q}xf32>, !tosa.shape<3>) -> tensor<{BH}x{L}x{D}xf32>
    %33 = "tosa.matmul"(%31, %32, %4, %4) : (tensor<{BH}x{L}x{L}xf32>, tensor<{BH}x{L}x{D}xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<{BH}x{L}x{D}xf32>
    %34 = "tosa.reshape"(%33, %7) : (tensor<{BH}x{L}x{D}xf32>, !tosa.shape<4>) -> tensor<{q}xf32>
    "func.return"(%34) : (tensor<{q}xf32>) -> ()
  }}) : () -> ()
}}) : () -> ()'''


def linalg(B, H, L, D):
    src = open(MASKED).read()
    # drop the mask: %9/%10 (the select of the mask) and %23 (scores + mask)
    out, skip = [], False
    for ln in src.split("\n"):
        if re.match(r"\s*%(9|10|23) = ", ln):
            skip = '"linalg.generic"' in ln
            continue
        if skip:
            if re.match(r"\s*\}\) : ", ln):
                skip = False
            continue
        out.append(ln)
    s = "\n".join(out)
    s = re.sub(r"%23\b", "%21", s)
    s = s.replace(", tensor<1x1x6x6xi1>) -> tensor<1x2x6x8xf32>, sym_name", ") -> tensor<1x2x6x8xf32>, sym_name")
    s = s.replace(", %arg3: tensor<1x1x6x6xi1>):", "):")
    m = {(1, 2, 6, 8): (B, H, L, D), (1, 2, 8, 6): (B, H, D, L), (2, 6, 8): (B * H, L, D),
         (2, 8, 6): (B * H, D, L), (2, 6, 6): (B * H, L, L), (1, 2, 6, 6): (B, H, L, L),
         (1, 2, 6, 1): (B, H, L, 1), (1, 2, 6): (B, H, L)}

    def shape(mo):
        dims = tuple(int(x) for x in mo.group(1).split("x"))
        if dims not in m:
            return mo.group(0)
        return "tensor<%sx%s" % ("x".join(map(str, m[dims])), mo.group(2))

    s = re.sub(r"tensor<((?:\d+x)+?\d+)x([a-z]\w*)", shape, s)
    s = s.replace("array<i64: 1, 2, 6, 6>", "array<i64: %d, %d, %d, %d>" % (B, H, L, L))
    s = s.replace("array<i64: 1, 2, 6, 1>", "array<i64: %d, %d, %d, 1>" % (B, H, L))
    s = s.replace("array<i64: 1, 2, 6, 8>", "array<i64: %d, %d, %d, %d>" % (B, H, L, D))
    s = s.replace("0.59460355750136051 : f64", "%r : f64" % ((1.0 / D ** 0.5) ** 0.5))
    s = re.sub(r"^// masked_attention_small.*\n// Arguments.*\n", "", s)
    return ("// sdpa %dx%dx%dx%d: written by bench/models/sdpa_graphs.py (torch-mlir's linalg form).\n"
            % (B, H, L, D)) + s


def main():
    if len(sys.argv) != 6:
        sys.exit("usage: sdpa_graphs.py B H L D OUT_PREFIX")
    B, H, L, D = (int(x) for x in sys.argv[1:5])
    with open(sys.argv[5] + ".tosa.mlir", "w") as f:
        f.write(tosa(B, H, L, D) + "\n")
    with open(sys.argv[5] + ".linalg.mlir", "w") as f:
        f.write(linalg(B, H, L, D).rstrip("\n") + "\n")


if __name__ == "__main__":
    main()
