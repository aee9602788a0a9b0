#!/usr/bin/env bash
# Measured tuning on a lent GPU machine, in one command (the device tool's
# 10-minute limit): from a portable toolchain tarball (scripts/bundle.sh;
# --tools=hidet-compile-model is enough), with no LLVM/MLIR on the machine,
#   1. build bert_layer and bert_base with the cost model's schedules
#      (bench/gpu/build.sh with the toolchain's hidet-compile-model),
#   2. build them again with --tune=measure (bench/gpu/tune_model.sh
#      --suffix _tuned: every unique kernel's top K timed in process),
#   3. time both builds and torch eager in one run.py process (the same
#      clocks for all), then the cost-model builds against torch.compile
#      (default mode) in a second one.
# Results (7 files, what the device tool brings back) go to RES:
#   env.txt        GPU, driver, torch; the toolchain's MANIFEST head; step times
#   log.txt        build.sh, tune_model.sh and run.py's stderr
#   models.md/json hidet (cost model), hidet (tuned), torch eager
#   compile.md/json hidet (cost model) against torch.compile
#   tune.tgz       tune_model.sh's per-model log, schedule cache and timings
#
# Usage (there): bench/gpu/tune_gpu_run.sh TARBALL [RES] [--budget S] [--top K]
#                  [--device emulate]   (a CPU check of steps 1-2; run.py then
#                                        fails without a GPU)
# Here, with the toolchain in bench/gpu/tc (git-ignored: carry it):
#   scripts/bundle.sh --tools=hidet-compile-model --no-libdevice bench/gpu/tc
set -u -o pipefail

tarball=
res=tune-results
budget=240
top=8
device=cuda
while [ $# -gt 0 ]; do
  case "$1" in
    --budget) budget="$2"; shift 2 ;;
    --top) top="$2"; shift 2 ;;
    --device) device="$2"; shift 2 ;;
    -*) echo "usage: $0 TARBALL [RES] [--budget S] [--top K] [--device cuda|emulate]" >&2; exit 2 ;;
    *) if [ -z "$tarball" ]; then tarball="$1"; else res="$1"; fi; shift ;;
  esac
done
[ -f "$tarball" ] || { echo "tune_gpu_run: no toolchain tarball '$tarball'" >&2; exit 2; }
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
mkdir -p "$res"
res="$(cd "$res" && pwd)"
tarball="$(cd "$(dirname "$tarball")" && pwd)/$(basename "$tarball")"
work="$(mktemp -d "${TMPDIR:-/tmp}/tune-gpu.XXXXXX")"
log="$res/log.txt"
export PYTHONUNBUFFERED=1
rc=0
t0=$(date +%s)
step() { echo "step: $1 at $(($(date +%s) - t0)) s" | tee -a "$res/env.txt"; }

{
  nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv
  python3 -c 'import torch; print("torch", torch.__version__)'
  command -v cc ptxas
} > "$res/env.txt" 2>&1
tar -C "$work" -xJf "$tarball" || { echo "tune_gpu_run: cannot unpack $tarball" >&2; exit 1; }
tc="$(echo "$work"/hidet-toolchain-*)"
head -4 "$tc/MANIFEST.txt" >> "$res/env.txt"
step unpacked

out="$work/out"
HIDET_BUILD="$tc" bash "$root/bench/gpu/build.sh" --out "$out" --cases '^bert_(layer|base)$' >> "$log" 2>&1 || rc=1
step "cost-model builds"
bash "$root/bench/gpu/tune_model.sh" --tools "$tc/bin" --out "$out/tuned" --budget "$budget" --top "$top" \
  --device "$device" \
  --suffix _tuned 2>&1 | tee -a "$log" || rc=1
step "tuned builds"

# The tuned libraries as cases NAME_tuned of the same manifest (same kind
# and reference; run.py seeds inputs per case name).
python3 - "$out" <<'EOF' >> "$log" 2>&1 || rc=1
import json, os, sys
d = sys.argv[1]
m = json.load(open(os.path.join(d, "manifest.json")))
extra = []
for c in m["cases"]:
    n = c["name"] + "_tuned"
    lib = os.path.join("tuned", n, "lib%s.so" % n)
    if os.path.exists(os.path.join(d, lib)):
        t = dict(c, name=n, artifact=lib)
        extra.append(t)
m["cases"] += extra
json.dump(m, open(os.path.join(d, "manifest.json"), "w"), indent=1)
print("tune_gpu_run: %d tuned cases added to the manifest" % len(extra))
EOF

cd "$root/bench/gpu" || exit 1
python3 run.py --out "$out" --cases '^bert_(layer|base)(_tuned)?$' --no-compile --no-tf32 \
  --json "$res/models.json" > "$res/models.md" 2>> "$log" || rc=1
cat "$res/models.md"
step "timed (no torch.compile)"
python3 run.py --out "$out" --cases '^bert_(layer|base)$' --compile-mode default --no-tf32 \
  --json "$res/compile.json" > "$res/compile.md" 2>> "$log" || rc=1
cat "$res/compile.md"
step "timed against torch.compile"
tar -C "$out/tuned" -czf "$res/tune.tgz" --exclude='*.so' --exclude='*.cubin' . || rc=1
rm -rf "$work"
exit $rc
