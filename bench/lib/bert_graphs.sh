# bench/lib/bert_graphs.sh: graph-dialect generators for BERT-base's matmuls,
# sourced by bench/bert_matmul/run.sh and bench/gpu/build.sh (bash).
#
#   bert_linear FILE M K N GELU [FUNC]       x[M,K] @ W[K,N] + b[N] (+ graph.gelu if GELU=1)
#   bert_bmm    FILE B M K N SCALE [FUNC]    a[B,M,K] @ b[B,K,N] (* SCALE unless SCALE is "")
#   bert_matmul_shapes BATCH                 one "name|kind|M-or-B|K|N|extra" line per shape
#
# FUNC is the function's name (default f). The scale is a splat
# graph.constant multiplied in, as the TOSA import of BERT writes it.

bert_linear() { # file M K N gelu(0|1) [func]
  local f=$1 m=$2 k=$3 n=$4 gelu=$5 fn=${6:-f} out="%hb"
  {
    echo "func.func @${fn}(%x: tensor<${m}x${k}xf32>, %w: tensor<${k}x${n}xf32>, %b: tensor<${n}xf32>) -> tensor<${m}x${n}xf32> {"
    echo "  %h = \"graph.matmul\"(%x, %w) : (tensor<${m}x${k}xf32>, tensor<${k}x${n}xf32>) -> tensor<${m}x${n}xf32>"
    echo "  %hb = \"graph.add\"(%h, %b) : (tensor<${m}x${n}xf32>, tensor<${n}xf32>) -> tensor<${m}x${n}xf32>"
    if [ "$gelu" = 1 ]; then
      echo "  %a = \"graph.gelu\"(%hb) : (tensor<${m}x${n}xf32>) -> tensor<${m}x${n}xf32>"
      out="%a"
    fi
    echo "  return $out : tensor<${m}x${n}xf32>"
    echo "}"
  } > "$f"
}

bert_bmm() { # file B M K N scale("" for none) [func]
  local f=$1 b=$2 m=$3 k=$4 n=$5 scale=$6 fn=${7:-f} out="%s"
  local C="tensor<${b}x${m}x${n}xf32>"
  {
    echo "func.func @${fn}(%a: tensor<${b}x${m}x${k}xf32>, %bt: tensor<${b}x${k}x${n}xf32>) -> $C {"
    echo "  %s = \"graph.batch_matmul\"(%a, %bt) : (tensor<${b}x${m}x${k}xf32>, tensor<${b}x${k}x${n}xf32>) -> $C"
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
