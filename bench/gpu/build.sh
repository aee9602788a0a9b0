#!/usr/bin/env bash
# GPU benchmark suite, part 1 of 2: builds the artifacts (on the machine that
# has the compiler; no GPU needed). Part 2, bench/gpu/run.py, times them on a
# GPU machine that has PyTorch but no MLIR (see bench/gpu/README.md).
#
# For every case it writes a graph-dialect module with one func @forward into
# OUT/src (the BERT-base models are taken from test/Models/Inputs as torch-mlir
# TOSA exports) and compiles it with
#
#   hidet-compile-model SRC --arch=ARCH --name=NAME -o OUT/NAME [--cubin]
#                       [--import=tosa --canonicalize] [--opts="..."]
#
# into OUT/NAME/libNAME.so (the ABI: docs/runtime.md, "Compiled model
# libraries"). Cases:
#   the six BERT-base matmuls (bench/lib/bert_graphs.sh) at batch 1 and 16,
#   in f32 (NAME_bB) and in f16 (NAME_f16_bB: operands, bias and result f16,
#   so the registry picks the tensor-core template matmul_tc),
#   softmax over [batch,12,128,128] (last axis) and layer norm over
#   [128*batch,768] (eps 1e-12) at batch 1 and 16, bert_layer and bert_base
#   (batch 1, sequence 128), and the ResNet-50 convolutions of
#   shared/BENCHMARKS.md at batch 1 and 16 (no artifact: this suite
#   does not build the conv templates conv2d_simt/conv2d_tc yet; run.py
#   times only cuDNN for them).
# OUT/manifest.json describes every case: artifact, kind, shapes, the
# @forward signature read from the source (run.py checks it against the
# artifact's NAME_arg_info and against its own inputs), FLOPs and bytes, and
# the parameters run.py builds the PyTorch reference from. OUT/selfcheck gets
# the small BERT models' transformers outputs (for run.py --selfcheck).
# No weights are written: run.py generates every input from a seed.
# With a cubin build, each matmul case also keeps its kernels' cubins as
# OUT/NAME/*.cubin (hidet-compile-model --keep; ~10-40 KiB each) for
# bench/gpu/sass_report.sh (cuobjdump or nvdisasm, e.g. from pip; no GPU needed).
#
# Usage: bench/gpu/build.sh [--out DIR] [--arch sm_90] [--cases REGEX]
#                           [--opts "K=V ..."] [--no-cubin] [--graphs-only]
#   --out DIR      output directory (default bench/gpu/out; it is .gitignored)
#   --cases REGEX  only the cases whose name matches (grep -E)
#   --opts S       passed as --opts="S" to hidet-compile-model
#   --no-cubin     ship PTX only (the driver JITs it at the first call);
#                  default: --cubin when ptxas is found, so the SASS comes from
#                  a known ptxas rather than whatever driver the GPU has
#   --attention-sweep K  also build each fused attention case with the cost
#                  model's K best schedules (cases NAME__<schedule>), and
#                  with the measured best of bench/attention/schedules.h200.txt
#                  for its problem when that is not among them (the baseline
#                  a new schedule is timed against in the same run), and for
#                  an attention_tc one its cp.async ring twin (<best>-s2)
#   --graphs-only  write the sources and the manifest, compile nothing (for
#                  checking the suite where hidet-compile-model is missing)
# Tools come from $HIDET_BUILD/bin, else <repo>/build/bin. Exit status 1 if
# any compile fails (the others are still built) or OUT exceeds 20 MiB.
set -u -o pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build="${HIDET_BUILD:-$root/build}"
hcm="$build/bin/hidet-compile-model"
inputs="$root/test/Models/Inputs"
. "$root/bench/lib/bert_graphs.sh"

usage() {
  echo "usage: $0 [--out DIR] [--arch sm_90] [--cases REGEX] [--opts \"K=V ...\"] [--no-cubin] [--attention-sweep K] [--graphs-only]" >&2
  exit 2
}
out="$root/bench/gpu/out"
arch=sm_90
filter=""
opts=""
cubin=auto
graphs_only=0
sweep=0
while [ $# -gt 0 ]; do
  case $1 in
    --out) [ $# -ge 2 ] || usage; out=$2; shift 2 ;;
    --arch) [ $# -ge 2 ] || usage; arch=$2; shift 2 ;;
    --cases) [ $# -ge 2 ] || usage; filter=$2; shift 2 ;;
    --opts) [ $# -ge 2 ] || usage; opts=$2; shift 2 ;;
    --no-cubin) cubin=no; shift ;;
    --attention-sweep) [ $# -ge 2 ] || usage; sweep=$2; shift 2 ;;
    --graphs-only) graphs_only=1; shift ;;
    -h|--help) sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "build: unknown argument '$1'" >&2; usage ;;
  esac
done
case $arch in sm_80|sm_90|sm_90a) ;; *) echo "build: arch '$arch' not supported (sm_80, sm_90, sm_90a)" >&2; exit 2 ;; esac

if [ "$graphs_only" = 0 ]; then
  [ -x "$hcm" ] || { echo "build: $hcm not built (set HIDET_BUILD, or use --graphs-only)" >&2; exit 1; }
  if [ "$cubin" = auto ]; then
    cubin=no
    for d in ${PATH//:/ } "${CUDA_HOME:-}/bin" /usr/local/cuda/bin; do
      if [ -n "$d" ] && [ -x "$d/ptxas" ]; then cubin=yes; break; fi
    done
    [ "$cubin" = yes ] || echo "build: no ptxas: shipping PTX only (JIT-compiled by the driver)" >&2
  fi
fi

mkdir -p "$out/src" "$out/logs" "$out/selfcheck" || exit 1
out=$(cd "$out" && pwd)

# The @forward signature of an MLIR file, one "in<i>|out<i> DTYPE DIMS" per
# line (the format of NAME_arg_info). Reads the custom form
# `func.func @forward(%x: tensor<..>, ..) -> tensor<..>` and the generic form
# torch-mlir's exports use (`function_type = (..) -> .., sym_name = "forward"`).
signature() { # file
  local line ins res t i=0 j=0
  line=$(grep -m1 -E 'func\.func @forward\(|function_type = \(.*sym_name = "forward"' "$1") ||
    { echo "build: no @forward in $1" >&2; return 1; }
  ins=${line%%) ->*}
  res=${line#*) ->}
  res=${res%%sym_name*}
  for t in $(grep -o 'tensor<[^>]*>' <<< "$ins"); do
    t=${t#tensor<}; t=${t%>}
    echo "in$i ${t##*x} ${t%x*}"; i=$((i + 1))
  done
  for t in $(grep -o 'tensor<[^>]*>' <<< "$res"); do
    t=${t#tensor<}; t=${t%>}
    echo "out$j ${t##*x} ${t%x*}"; j=$((j + 1))
  done
}

# ---- Cases -----------------------------------------------------------------
# Each case_* function writes its source (if it has one) and adds one JSON
# object to `records`. JSON is written by hand: every string here is ours and
# has no quote or backslash.
records=()
fail=0
problems=()

json_list() { # "a" "b" ... -> ["a", "b"]
  local s="" x
  for x in "$@"; do s+="${s:+, }\"$x\""; done
  echo "[$s]"
}

# compile NAME SRC [extra hidet-compile-model args]: sets `artifact` and
# `compile_s` ("null" for each when nothing was built) and `build_failed`.
# With keep_cubin=1 (and a cubin build) it keeps only the .so, the header and
# the kernels' .cubin files of --keep's output.
keep_cubin=0
compile() {
  local name=$1 src=$2
  shift 2
  artifact=null compile_s=null build_failed=false
  [ "$graphs_only" = 1 ] && return 0
  local args=("$src" --arch="$arch" --name="$name" -o "$out/$name" "$@")
  [ "$cubin" = yes ] && args+=(--cubin)
  [ "$cubin" = yes ] && [ "$keep_cubin" = 1 ] && args+=(--keep)
  [ -n "$opts" ] && args+=(--opts="$opts")
  echo "build: $name: hidet-compile-model ${args[*]}" >&2
  rm -rf "${out:?}/$name" && mkdir -p "$out/$name"
  local t0=${EPOCHREALTIME/[^0-9]/} t1
  if ! "$hcm" "${args[@]}" < /dev/null > "$out/logs/$name.log" 2>&1 || [ ! -f "$out/$name/lib$name.so" ]; then
    echo "build: error: $name failed (log: $out/logs/$name.log):" >&2
    tail -20 "$out/logs/$name.log" | sed 's/^/  /' >&2
    problems+=("$name")
    fail=1
    build_failed=true
    return 0
  fi
  t1=${EPOCHREALTIME/[^0-9]/}
  if [[ " ${args[*]} " == *" --keep "* ]]; then
    find "$out/$name" -maxdepth 1 -type f ! -name "lib$name.so" ! -name "$name.h" ! -name '*.cubin' -delete
  fi
  artifact="\"$name/lib$name.so\""
  compile_s=$(awk -v us=$((t1 - t0)) 'BEGIN { printf "%.3f", us / 1e6 }')
}

# record NAME KIND SHAPE SRC(repo- or out-relative) FLOPS BYTES PARAMS(JSON) REF
# (the case's element type is $dtype: f32 unless a loop sets it)
dtype=f32
record() {
  local name=$1 kind=$2 shape=$3 src=$4 flops=$5 bytes=$6 params=$7 ref=$8 sig=()
  if [ "$src" != null ]; then
    mapfile -t sig < <(signature "$([ -f "$out/$src" ] && echo "$out/$src" || echo "$root/$src")")
    [ ${#sig[@]} -gt 0 ] || { problems+=("$name: no signature"); fail=1; }
    src="\"$src\""
  fi
  records+=("{\"name\": \"$name\", \"kind\": \"$kind\", \"shape\": \"$shape\", \"dtype\": \"$dtype\", \
\"artifact\": $artifact, \"build_failed\": $build_failed, \"source\": $src, \"compile_s\": $compile_s, \"args\": $(json_list "${sig[@]}"), \
\"flops\": $flops, \"bytes\": $bytes, \"params\": $params, \"ref\": \"$ref\"}")
}

want() { [ -z "$filter" ] || grep -qE -- "$filter" <<< "$1"; }

for batch in 1 16; do
  keep_cubin=1
  for dtype in f32 f16; do
  # bytes per element, and the name's infix (f32 names are unchanged)
  eb=$([ "$dtype" = f32 ] && echo 4 || echo 2)
  infix=$([ "$dtype" = f32 ] || echo "_$dtype")
  while IFS="|" read -r label kind d k n epi; do
    name="$(echo "${label%% *}" | tr -c 'a-z0-9\n' '_')${infix}_b$batch"
    want "$name" || continue
    src="src/$name.mlir"
    if [ "$kind" = lin ]; then
      bert_linear "$out/$src" "$d" "$k" "$n" "$epi" forward "$dtype"
      compile "$name" "$out/$src"
      gelu=$([ "$epi" = 1 ] && echo ", gelu (erf)")
      record "$name" linear "x[$d,$k] @ W[$k,$n] + b$gelu${infix:+, $dtype}" "$src" $((2 * d * k * n)) \
        $((eb * (d * k + k * n + n + d * n))) "{\"M\": $d, \"K\": $k, \"N\": $n, \"gelu\": $epi}" \
        "torch.addmm(b, x, W)${gelu:+ then torch.nn.functional.gelu}"
    else
      bert_bmm "$out/$src" "$d" 128 "$k" "$n" "$epi" forward "$dtype"
      compile "$name" "$out/$src"
      record "$name" bmm "[$d,128,$k] @ [$d,$k,$n]${epi:+ * $epi}${infix:+, $dtype}" "$src" $((2 * d * 128 * k * n)) \
        $((eb * d * (128 * k + k * n + 128 * n))) \
        "{\"B\": $d, \"M\": 128, \"K\": $k, \"N\": $n, \"scale\": ${epi:-null}}" \
        "torch.baddbmm(out, a, b, beta=0, alpha=scale): one cuBLAS call"
    fi
  done < <(bert_matmul_shapes "$batch")
  done
  keep_cubin=0 dtype=f32

  # softmax over the attention scores [batch,12,128,128], last axis.
  name="softmax_b$batch"
  if want "$name"; then
    T="tensor<${batch}x12x128x128xf32>"
    printf 'func.func @forward(%%x: %s) -> %s {\n  %%y = "graph.softmax"(%%x) {axis = 3 : i64} : (%s) -> %s\n  return %%y : %s\n}\n' \
      "$T" "$T" "$T" "$T" "$T" > "$out/src/$name.mlir"
    compile "$name" "$out/src/$name.mlir"
    numel=$((batch * 12 * 128 * 128))
    record "$name" softmax "[$batch,12,128,128], last axis" "src/$name.mlir" null $((8 * numel)) \
      "{\"shape\": [$batch, 12, 128, 128], \"axis\": 3}" "torch.softmax(x, -1)"
  fi

  # layer norm over [128*batch, 768], BERT's epsilon.
  name="layer_norm_b$batch"
  if want "$name"; then
    r=$((128 * batch))
    X="tensor<${r}x768xf32>" G="tensor<768xf32>"
    printf 'func.func @forward(%%x: %s, %%g: %s, %%b: %s) -> %s {\n  %%y = "graph.layer_norm"(%%x, %%g, %%b) {axis = -1 : i64, epsilon = 1.0e-12 : f32} : (%s, %s, %s) -> %s\n  return %%y : %s\n}\n' \
      "$X" "$G" "$G" "$X" "$X" "$G" "$G" "$X" "$X" > "$out/src/$name.mlir"
    compile "$name" "$out/src/$name.mlir"
    record "$name" layer_norm "[$r,768] over 768, eps 1e-12" "src/$name.mlir" null \
      $((4 * (2 * r * 768 + 2 * 768))) "{\"rows\": $r, \"cols\": 768, \"eps\": 1e-12}" \
      "torch.nn.functional.layer_norm(x, (768,), g, b, 1e-12)"
  fi
done

# Fused attention (graph.attention: the attention templates, one kernel; two
# with split-KV) at BERT/GPT shapes (batch 16, 12 heads, seq 128 and 512,
# head dim 64, causal and not) in f16 (peer: torch's SDPA, flash) and f32,
# our own unfused chain in f32 beside it (batch_matmul, scale, softmax,
# batch_matmul: three kernels and the score tensor in memory; causal through
# an additive [L,L] mask argument, since the graph has no iota to build one),
# and a grouped decode step (8 x 32 query heads on 8 K/V heads, 1 query, 4096
# keys, head dim 128, f16: split-KV and packing). FLOPs 4*B*H*Lq*Lk*D, halved
# for causal (the masked half is not computed), as FlashAttention counts.
attention_graph() { # file B H Hkv Lq Lk D dtype causal unfused
  local f=$1 b=$2 h=$3 hk=$4 lq=$5 lk=$6 d=$7 dt=$8 causal=$9 unfused=${10}
  local Q="tensor<${b}x${h}x${lq}x${d}x${dt}>" K="tensor<${b}x${hk}x${lk}x${d}x${dt}>" M="tensor<${lq}x${lk}x${dt}>"
  local bh=$((b * h))
  if [ "$unfused" = 0 ]; then
    local attrs="scale = 1.250000e-01 : f64${causal:+, causal = true}"
    [ "$d" = 128 ] && attrs="scale = 0.088388347648318441 : f64${causal:+, causal = true}"
    printf 'func.func @forward(%%q: %s, %%k: %s, %%v: %s) -> %s {\n  %%o = "graph.attention"(%%q, %%k, %%v) {%s} : (%s, %s, %s) -> %s\n  return %%o : %s\n}\n' \
      "$Q" "$K" "$K" "$Q" "$attrs" "$Q" "$K" "$K" "$Q" "$Q" > "$f"
    return
  fi
  local Q3="tensor<${bh}x${lq}x${d}x${dt}>" KT="tensor<${b}x${h}x${d}x${lk}x${dt}>" KT3="tensor<${bh}x${d}x${lk}x${dt}>"
  local S3="tensor<${bh}x${lq}x${lk}x${dt}>" S="tensor<${b}x${h}x${lq}x${lk}x${dt}>" V3="tensor<${bh}x${lk}x${d}x${dt}>"
  {
    printf 'func.func @forward(%%q: %s, %%k: %s, %%v: %s%s) -> %s {\n' "$Q" "$K" "$K" "${causal:+, %m: $M}" "$Q"
    printf '  %%c = "graph.constant"() {value = dense<0.125> : tensor<%s>} : () -> tensor<%s>\n' "$dt" "$dt"
    printf '  %%kt = "graph.transpose"(%%k) {perm = array<i64: 0, 1, 3, 2>} : (%s) -> %s\n' "$K" "$KT"
    printf '  %%q3 = "graph.reshape"(%%q) : (%s) -> %s\n' "$Q" "$Q3"
    printf '  %%k3 = "graph.reshape"(%%kt) : (%s) -> %s\n' "$KT" "$KT3"
    printf '  %%s3 = "graph.batch_matmul"(%%q3, %%k3) : (%s, %s) -> %s\n' "$Q3" "$KT3" "$S3"
    printf '  %%s4 = "graph.reshape"(%%s3) : (%s) -> %s\n' "$S3" "$S"
    printf '  %%s%s = "graph.mul"(%%s4, %%c) : (%s, tensor<%s>) -> %s\n' "${causal:+5}" "$S" "$dt" "$S"
    [ -z "$causal" ] || printf '  %%s = "graph.add"(%%s5, %%m) : (%s, %s) -> %s\n' "$S" "$M" "$S"
    printf '  %%p = "graph.softmax"(%%s) {axis = 3 : i64} : (%s) -> %s\n' "$S" "$S"
    printf '  %%p3 = "graph.reshape"(%%p) : (%s) -> %s\n' "$S" "$S3"
    printf '  %%v3 = "graph.reshape"(%%v) : (%s) -> %s\n' "$K" "$V3"
    printf '  %%o3 = "graph.batch_matmul"(%%p3, %%v3) : (%s, %s) -> %s\n' "$S3" "$V3" "$Q3"
    printf '  %%o = "graph.reshape"(%%o3) : (%s) -> %s\n' "$Q3" "$Q"
    printf '  return %%o : %s\n}\n' "$Q"
  } > "$f"
}
attention_case() { # name B H Hkv Lq Lk D causal(""|1) unfused(0|1)
  local name=$1 b=$2 h=$3 hk=$4 lq=$5 lk=$6 d=$7 causal=$8 unfused=$9
  want "$name" || return 0
  local eb=$([ "$dtype" = f32 ] && echo 4 || echo 2)
  local scale=0.125
  [ "$d" = 128 ] && scale=0.088388347648318441
  attention_graph "$out/src/$name.mlir" "$b" "$h" "$hk" "$lq" "$lk" "$d" "$dtype" "$causal" "$unfused"
  compile "$name" "$out/src/$name.mlir"
  local fl=$((4 * b * h * lq * lk * d))
  [ -n "$causal" ] && fl=$((fl / 2))
  local what=$([ "$unfused" = 1 ] && echo "unfused chain" || echo "graph.attention")
  attention_record "$name" "$what"
  # --attention-sweep K: the cost model's K best schedules, each as its own
  # case NAME__<schedule> (tune=fixed), to rank them by measurement.
  [ "$unfused" = 0 ] && [ "$sweep" -gt 0 ] && [ "$graphs_only" = 0 ] || return 0
  local s saved=$opts
  "$build/bin/hidet-opt" "$out/src/$name.mlir" -o /dev/null \
    -p "builtin.module(hidet-compile-to-gpu{arch=$arch list-top=$out/logs/$name.top top=$sweep})" ||
    { problems+=("$name: list-top"); fail=1; return 0; }
  local key best
  key=$(awk 'NR > 1 { print $2, $4; exit }' "$out/logs/$name.top")
  best=$(awk -v t="${key% *}" -v k="${key#* }" -v a="$arch" '$1 == t && $2 == a && $3 == k { print $4 }' \
    "$root/bench/attention/schedules.h200.txt")
  # and an attention_tc best's 2-stage cp.async ring twin (-s2): the A/B of
  # the ring on the schedule that measured best without it
  local twin=
  [[ $best =~ ^w[0-9]+-m[0-9]+-k[0-9]+$ ]] && twin=$best-s2
  for s in $(awk '$7 < 1e29 { print $6 }' "$out/logs/$name.top") \
    $(for b in $best $twin; do
      awk -v b="$b" '$6 == b { f = 1 } END { if (!f) print b }' "$out/logs/$name.top"; done); do
    opts="tune=fixed schedule=$s${saved:+ $saved}"
    compile "${name}__${s//-/_}" "$out/src/$name.mlir"
    attention_record "${name}__${s//-/_}" "$what, schedule $s"
  done
  opts=$saved
}
attention_record() { # name what (the rest from attention_case's locals)
  record "$1" attention "q[$b,$h,$lq,$d] k,v[$b,$hk,$lk,$d]${causal:+ causal}, $2, $dtype" "src/$name.mlir" $fl \
    $((eb * (2 * b * h * lq * d + 2 * b * hk * lk * d))) \
    "{\"B\": $b, \"H\": $h, \"Hkv\": $hk, \"Lq\": $lq, \"Lk\": $lk, \"D\": $d, \"scale\": $scale, \"causal\": $([ -n "$causal" ] && echo true || echo false), \"unfused\": $([ "$unfused" = 1 ] && echo true || echo false)}" \
    "torch.nn.functional.scaled_dot_product_attention"
}
for seq in 128 512; do
  for causal in "" 1; do
    sfx="_s$seq${causal:+_causal}"
    dtype=f16; attention_case "attn${sfx}_f16" 16 12 12 $seq $seq 64 "$causal" 0
    dtype=f32; attention_case "attn${sfx}_f32" 16 12 12 $seq $seq 64 "$causal" 0
    attention_case "attn_unfused${sfx}_f32" 16 12 12 $seq $seq 64 "$causal" 1
  done
done
dtype=f16; attention_case attn_decode_gqa_f16 8 32 8 1 4096 128 "" 0
dtype=f32; attention_case attn_decode_f32 8 32 32 1 4096 128 "" 0
dtype=f32

# The models, batch 1, sequence 128 (BERT-base sizes in params: torch_bert.py
# derives the @forward argument list from them, which run.py checks against
# the signature). FLOPs: the matmuls only (per layer
# 2*128*768*(4*768 + 2*3072) for the linears, 2 * 2*12*128*128*64 for scores
# and context); the elementwise work and the embeddings are left out.
layer_flops=$((2 * 128 * 768 * (4 * 768 + 2 * 3072) + 4 * 12 * 128 * 128 * 64))
for m in bert_layer bert_base; do
  want "$m" || continue
  src="test/Models/Inputs/$m.tosa.mlir"
  compile "$m" "$root/$src" --import=tosa --canonicalize
  if [ "$m" = bert_layer ]; then
    record "$m" bert_layer "BertLayer, [1,128,768], 12 heads" "$src" $layer_flops null \
      "{\"heads\": 12, \"layers\": 1, \"hidden\": 768, \"inter\": 3072, \"batch\": 1, \"seq\": 128, \"eps\": 1e-12}" \
      "bench/gpu/torch_bert.py: bert_layer"
  else
    record "$m" bert_model "BertModel, 12 layers, ids [1,128]" "$src" $((12 * layer_flops)) null \
      "{\"heads\": 12, \"layers\": 12, \"hidden\": 768, \"inter\": 3072, \"vocab\": 30522, \"max_pos\": 512, \"seq\": 128, \"eps\": 1e-12}" \
      "bench/gpu/torch_bert.py: bert_model"
  fi
done

# ResNet-50 convolutions (H, W, Cin, Cout, kernel, stride, pad), NCHW; no
# artifact (build.sh does not compile the conv templates yet). FLOPs
# 2*N*Cout*Ho*Wo*Cin*k*k.
artifact=null compile_s=null build_failed=false
for batch in 1 16; do
  for c in 224,224,3,64,7,2,3 56,56,64,64,1,1,0 56,56,64,64,3,1,1 56,56,64,256,1,1,0 \
           28,28,128,128,3,1,1 28,28,256,256,3,2,1 14,14,256,256,3,1,1 14,14,256,1024,1,1,0 \
           7,7,512,512,3,1,1 7,7,512,2048,1,1,0; do
    IFS=, read -r h w ci co k s p <<< "$c"
    name="conv_${h}x${w}_${ci}to${co}_k${k}s${s}_b$batch"
    want "$name" || continue
    ho=$(((h + 2 * p - k) / s + 1)) wo=$(((w + 2 * p - k) / s + 1))
    record "$name" conv2d "[$batch,$ci,$h,$w] * [$co,$ci,$k,$k] s$s p$p" null \
      $((2 * batch * co * ho * wo * ci * k * k)) $((4 * (batch * ci * h * w + co * ci * k * k + batch * co * ho * wo))) \
      "{\"N\": $batch, \"H\": $h, \"W\": $w, \"Cin\": $ci, \"Cout\": $co, \"k\": $k, \"stride\": $s, \"pad\": $p}" \
      "torch.nn.functional.conv2d (cuDNN), no bias"
  done
done

# The small models' inputs and transformers' float64 outputs, for
# bench/gpu/check_torch_bert.py on the GPU machine (672 KiB).
cp "$inputs"/bert_layer_small.in*.npy "$inputs"/bert_layer_small.out0.npy \
   "$inputs"/bert_tiny.in*.npy "$inputs"/bert_tiny.out0.npy "$out/selfcheck/" || fail=1

{
  printf '{"version": 1, "arch": "%s", "built": %s, "date": "%s", "commit": "%s", "opts": "%s",\n "cases": [\n' \
    "$arch" "$([ "$graphs_only" = 1 ] && echo false || echo true)" "$(date -u +%FT%TZ)" \
    "$(git -C "$root" rev-parse --short HEAD 2>/dev/null)" "$opts"
  for ((i = 0; i < ${#records[@]}; i++)); do
    printf '  %s%s\n' "${records[$i]}" "$([ $((i + 1)) -lt ${#records[@]} ] && echo ,)"
  done
  printf ' ]\n}\n'
} > "$out/manifest.json"
if command -v python3 > /dev/null && ! python3 -m json.tool "$out/manifest.json" > /dev/null; then
  echo "build: error: $out/manifest.json is not valid JSON" >&2
  fail=1
fi

# out/tune (tune_build.sh's candidates, ~10 MiB) is not this script's: only
# what build.sh wrote counts against its limit (both fit the 64 MiB carry).
size=$(du -sk --exclude=tune "$out" | cut -f1)
echo "build: $out: ${#records[@]} cases, $((size / 1024)) MiB" >&2
if [ "$size" -gt $((20 * 1024)) ]; then
  echo "build: error: $out is over 20 MiB (${size} KiB): too big to carry to the GPU machine" >&2
  fail=1
fi
if [ "$fail" -ne 0 ]; then
  echo "build: FAILED: ${problems[*]:-see above}" >&2
  exit 1
fi
exit 0
