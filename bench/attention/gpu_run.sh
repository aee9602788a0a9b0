#!/usr/bin/env bash
# The attention benchmark on a lent GPU machine, in one command (the device
# tool's 10-minute limit): run.py over the attention cases of build.sh's
# output (fused f16/f32, unfused f32, decode; with --attention-sweep, the
# cost model's top schedules as NAME__<schedule>), the two BERT models
# against torch.compile (default mode), and compute-sanitizer memcheck and
# racecheck on the fused kernels. Results go to $1 (default ./attn-results).
#
# Here:  bench/gpu/build.sh --cases '^attn_(s|unf|dec)\S*f32$|^bert_(layer|base)$' --attention-sweep 4
#        bench/gpu/build.sh --cases '^attn_\S*f16$' --attention-sweep 15 --out bench/gpu/out/f16
# There: bench/attention/gpu_run.sh "$OUT"    (carry bench/gpu/out)
set -u -o pipefail
res=${1:-attn-results}
mkdir -p "$res"
cd "$(dirname "$0")/../gpu" || exit 1
export PYTHONUNBUFFERED=1
rc=0
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > "$res/env.txt" 2>&1
python3 -c 'import torch, triton; print("torch", torch.__version__, "triton", triton.__version__)' >> "$res/env.txt" 2>&1
for d in out out/f16; do
  [ -f $d/manifest.json ] || continue
  n=$(basename $d)
  python3 run.py --out $d --cases '^attn_' --no-compile --no-tf32 --runs 50 --warmup 5 \
    --json "$res/attn-$n.json" > "$res/attn-$n.md" 2> "$res/attn-$n.err" || rc=1
  cat "$res/attn-$n.md"
done
python3 run.py --out out --cases '^bert_(layer|base)$' --compile-mode default --no-tf32 \
  --json "$res/models.json" > "$res/models.md" 2> "$res/models.err" || rc=1
cat "$res/models.md"
for tool in memcheck racecheck; do
  for d in out out/f16; do
    [ -f $d/manifest.json ] || continue
    timeout 100 compute-sanitizer --tool $tool --kernel-name kns=forward_kernel --error-exitcode 9 \
      python3 run.py --out $d --cases '^attn_(s128(_causal)?_f(16|32)|decode_gqa_f16|decode_f32)$' \
      --runs 1 --warmup 0 --no-compile --no-tf32 >> "$res/sanitizer-$tool.txt" 2>&1
    echo "compute-sanitizer $tool $d: exit $?" | tee -a "$res/sanitizer-$tool.txt"
  done
  grep -E "ERROR SUMMARY|RACECHECK SUMMARY" "$res/sanitizer-$tool.txt"
done
tail -n 3 "$res"/*.err
exit $rc
