#!/usr/bin/env bash
# One lent-GPU session's checks in one command (the device tool allows
# 15 minutes of device time in all, 10 a command), each step under its own
# time limit so that a slow step cannot eat the others, most important first:
#   1. dyn       bench/gpu/dyn_run.sh: dynamic builds against static ones
#                (issue 27's 1.1x bar for the BERT layer at [1, 128])
#   2. attn-f16  run.py over the fused f16 attention cases and their
#                --attention-sweep schedules against torch's SDPA (issue 26)
#   3. tune      bench/gpu/tune_cases_gpu.sh: the cost model's top K timed in
#                process with the portable toolchain, for the calibration
#                (issue 28; skipped without a toolchain tarball)
#   4. attn-f32  run.py over the f32 fused/unfused/decode attention cases
#   5. memcheck  compute-sanitizer memcheck on the cost model's f16 picks
# Here (the development machine), into bench/gpu/out (git-ignored):
#   bench/gpu/dyn_build.sh
#   bench/gpu/build.sh --cases '^attn_\S*f16$' --attention-sweep 8 --out bench/gpu/out/f16
#   bench/gpu/build.sh --cases '^attn_(s|unf|dec)\S*f32$' --attention-sweep 3 --out bench/gpu/out/f32
#   scripts/bundle.sh bench/gpu/out/tc
#   tar -C bench/gpu/out -cJf bench/gpu/out/arts.tar.xz dyn f16 f32
#   (then carry bench/gpu/out/arts.tar.xz and bench/gpu/out/tc: the 64 MiB
#   carry limit does not take the unpacked libraries beside the toolchain)
# There: bench/gpu/session_gpu_run.sh RES [--tune-top K]
# RES ends up as one archive, RES.tgz, and the folder is removed: the device
# tool brings back at most 8 files of $OUT (so: `... $OUT/res`).
set -u -o pipefail
res="${1:-session-results}"
top=16
[ "${2:-}" = --tune-top ] && top="$3"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
mkdir -p "$res"
res="$(cd "$res" && pwd)"
out="$root/bench/gpu/out"
export PYTHONUNBUFFERED=1
t0=$SECONDS
step() { echo "== $1 at $((SECONDS - t0)) s" | tee -a "$res/steps.txt"; }
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > "$res/env.txt" 2>&1
python3 -c 'import torch, triton; print("torch", torch.__version__, "triton", triton.__version__)' >> "$res/env.txt" 2>&1
[ -f "$out/arts.tar.xz" ] && tar -C "$out" -xJf "$out/arts.tar.xz"

step dyn
timeout 90 bash "$root/bench/gpu/dyn_run.sh" --dir "$out/dyn" "$res/dyn" > "$res/dyn.txt" 2>&1
echo "dyn exit $?" >> "$res/steps.txt"

cd "$root/bench/gpu" || exit 1
step attn-f16
timeout 120 python3 run.py --out "$out/f16" --cases '^attn_' --no-compile --no-tf32 --runs 50 --warmup 5 \
  --json "$res/attn-f16.json" > "$res/attn-f16.md" 2> "$res/attn-f16.err"
echo "attn-f16 exit $?" >> "$res/steps.txt"

step tune
tarball="$(ls "$out"/tc/hidet-toolchain-*.tar.xz 2>/dev/null | head -1)"
if [ -n "$tarball" ]; then
  timeout 180 bash "$root/bench/gpu/tune_cases_gpu.sh" "$tarball" "$res/tune" --top "$top" --budget 15 \
    > "$res/tune.txt" 2>&1
  echo "tune exit $?" >> "$res/steps.txt"
else
  echo "tune: no toolchain tarball in $out/tc" >> "$res/steps.txt"
fi

step attn-f32
timeout 80 python3 run.py --out "$out/f32" --cases '^attn_' --no-compile --no-tf32 --runs 30 --warmup 5 \
  --json "$res/attn-f32.json" > "$res/attn-f32.md" 2> "$res/attn-f32.err"
echo "attn-f32 exit $?" >> "$res/steps.txt"

step memcheck
timeout 50 compute-sanitizer --tool memcheck --kernel-name kns=forward_kernel --error-exitcode 9 \
  python3 run.py --out "$out/f16" --cases '^attn_(s128|s512_causal|decode_gqa)_f16$' \
  --runs 1 --warmup 0 --no-compile --no-tf32 > "$res/memcheck.txt" 2>&1
echo "memcheck exit $?" >> "$res/steps.txt"
step done
cat "$res/steps.txt"
tar -C "$(dirname "$res")" -czf "$res.tgz" "$(basename "$res")" && rm -rf "$res"
