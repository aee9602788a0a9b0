#!/usr/bin/env bash
# The SASS main-loop mix of the attention templates at BERT / GPT-2 /
# LLaMA / decode shapes, the cost model's template and schedule per arch:
# each case's graph (one graph.attention; written here, no data) through
# hidet-compile-to-ptx, ptxas -v (registers, spills), bench/gpu/sass_mix.py.
#
#   bench/attention/sass_table.sh BUILD_DIR [TMP_DIR]
#
# Needs ptxas and cuobjdump/nvdisasm on PATH (sass_mix.py --which). Prints
# one markdown row per case, arch and kernel (a split-KV schedule has a
# partial and a combine kernel).
set -u
here=$(cd "$(dirname "$0")" && pwd)
build=$(cd "${1:?usage: sass_table.sh BUILD_DIR [TMP_DIR]}" && pwd)
tmp=${2:-$(mktemp -d)}
mkdir -p "$tmp"
export PATH=$build/bin:$PATH
# name  batch heads kv-heads queries keys head-dim type causal
cases="bert 16 12 12 128 128 64 f32 false
bert 16 12 12 128 128 64 f16 false
gpt 16 12 12 512 512 64 f32 true
gpt 16 12 12 512 512 64 f16 true
llama 2 32 8 128 128 128 bf16 true
decode 1 32 8 1 4096 128 f16 false
decode 1 32 32 1 2048 128 f32 false"
# graph NAME B H HKV LQ LK D T CAUSAL > file
graph() {
  local q="tensor<$2x$3x$5x$7x$8>" k="tensor<$2x$4x$6x$7x$8>"
  echo "func.func @f(%q: $q, %k: $k, %v: $k) -> $q {"
  echo "  %o = \"graph.attention\"(%q, %k, %v) {causal = $9} : ($q, $k, $k) -> $q"
  echo "  return %o : $q"
  echo "}"
}
echo "| case | arch | template | schedule | kernel | regs | spill stores | loop insns | HMMA | HGMMA | FFMA | LDSM | LDS | LDGSTS | LDG | STS | BAR | DEPBAR | UTMALDG | SYNCS | insns/HMMA | LDSM/HMMA | LDGSTS/HMMA | HMMA/(LDSM+LDS) | FFMA/LDS | loop/kernel math |"
echo "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"
echo "$cases" | while read -r name b h hkv lq lk dd t causal; do
  c="$name ${b}x${h}x${lq}x${lk}x${dd} $t"
  if [ "$h" != "$hkv" ]; then c="$c gqa$((h / hkv))"; fi
  if [ "$causal" = true ]; then c="$c causal"; fi
  f=$tmp/$name-$b-$h-$hkv-$lq-$lk-$dd-$t-$causal
  graph "$name" "$b" "$h" "$hkv" "$lq" "$lk" "$dd" "$t" "$causal" >"$f.mlir"
  for arch in sm_80 sm_90; do
    d=$f-$arch
    rm -rf "$d"
    hidet-opt "$f.mlir" -o /dev/null --ptx-dir="$d" \
      -p "builtin.module(hidet-compile-to-ptx{arch=$arch report=true})" 2>"$d.remarks"
    read -r tmpl sched < <(sed -n 's/.*stitch @f_kernel0: .* template \([a-z_]*\), schedule \([^ ]*\).*/\1 \2/p' "$d.remarks")
    ptxas -arch="$arch" -v "$d/f_kernel0_gpu.ptx" -o "$d.cubin" 2>"$d.ptxas"
    python3 "$here/../gpu/sass_mix.py" "$d.cubin" --markdown 2>/dev/null | tail -n +3 | while IFS= read -r row; do
      k=$(echo "$row" | cut -d'|' -f2 | tr -d ' ')
      regs=$(grep -A3 "Compiling entry function '$k'" "$d.ptxas" | sed -n 's/.*Used \([0-9]*\) registers.*/\1/p' | head -1)
      spill=$(grep -A3 "Compiling entry function '$k'" "$d.ptxas" | sed -n "s/.*frame, \([0-9]*\) bytes spill stores.*/\1/p" | head -1)
      mix=$(echo "$row" | cut -d'|' -f3-)
      echo "| $c | $arch | $tmpl | $sched | $k | $regs | ${spill:-0} |$mix"
    done
  done
done
