# bench/lib/bert_graphs.sh: graph-dialect generators for BERT-base's matmuls,
# sourced by bench/bert_matmul/run.sh and bench/gpu/build.sh (bash).
#
#   bert_linear FILE M K N GELU [FUNC [DT]]     x[M,K] @ W[K,N] + b[N] (+ graph.gelu if GELU=1)
#   bert_bmm    FILE B M K N SCALE [FUNC [DT]]  a[B,M,K] @ b[B,K,N] (* SCALE unless SCALE is "")
#   bert_matmul_shapes BATCH                    one "name|kind|M-or-B|K|N|extra" line per shape
#
# FUNC is the function's name (default f). The scale is a splat
# graph.constant multiplied in, as the TOSA import of BERT writes it.
# DT is the element type of every tensor (f32, the default, f16 or bf16):
# with f16/bf16 the operands, bias, constant and result are all 16-bit, so
# the matmul is f16 x f16 -> f16 (the kernel accumulates in f32 inside).

bert_linear() { # file M K N gelu(0|1) [func [dtype]]
  local f=$1 m=$2 k=$3 n=$4 gelu=$5 fn=${6:-f} t=${7:-f32} out="%hb"
  {
    echo "func.func @${fn}(%x: tensor<${m}x${k}x${t}>, %w: tensor<${k}x${n}x${t}>, %b: tensor<${n}x${t}>) -> tensor<${m}x${n}x${t}> {"
    echo "  %h = \"graph.matmul\"(%x, %w) : (tensor<${m}x${k}x${t}>, tensor<${k}x${n}x${t}>) -> tensor<${m}x${n}x${t}>"
    echo "  %hb = \"graph.add\"(%h, %b) : (tensor<${m}x${n}x${t}>, tensor<${n}x${t}>) -> tensor<${m}x${n}x${t}>"
    if [ "$gelu" = 1 ]; then
      echo "  %a = \"graph.gelu\"(%hb) : (tensor<${m}x${n}x${t}>) -> tensor<${m}x${n}x${t}>"
      out="%a"
    fi
    echo "  return $out : tensor<${m}x${n}x${t}>"
    echo "}"
  } > "$f"
}

bert_bmm() { # file B M K N scale("" for none) [func [dtype]]
  local f=$1 b=$2 m=$3 k=$4 n=$5 scale=$6 fn=${7:-f} t=${8:-f32} out="%s"
  local C="tensor<${b}x${m}x${n}x$t>"
  {
    echo "func.func @${fn}(%a: tensor<${b}x${m}x${k}x${t}>, %bt: tensor<${b}x${k}x${n}x${t}>) -> $C {"
    echo "  %s = \"graph.batch_matmul\"(%a, %bt) : (tensor<${b}x${m}x${k}x${t}>, tensor<${b}x${k}x${n}x${t}>) -> $C"
    if [ -n "$scale" ]; then
      echo "  %c = \"graph.constant\"() {value = dense<${scale}> : $C} : () -> $C"
      echo "  %r = \"graph.mul\"(%s, %c) : ($C, $C) -> $C"
      out="%r"
    fi
    echo "  return $out : $C"
    echo "}"
  } > "$f"
}

# name|kind|M-or-B|K|N|extra: lin rows are M = 128*batch tokens and extra is
# gelu (0|1); bmm rows are B = 12*batch heads, M = 128, and extra the scale.
bert_matmul_shapes() { # batch
  local m=$((128 * $1)) h=$((12 * $1))
  echo "attn-out (768->768, +bias)|lin|$m|768|768|0"
  echo "qkv (768->2304, +bias)|lin|$m|768|2304|0"
  echo "ffn-up (768->3072, +bias, gelu)|lin|$m|768|3072|1"
  echo "ffn-down (3072->768, +bias)|lin|$m|3072|768|0"
  echo "scores (q@kT, *0.125)|bmm|$h|64|128|0.125"
  echo "context (p@v)|bmm|$h|128|64|"
}
