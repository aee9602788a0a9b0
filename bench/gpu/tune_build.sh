#!/usr/bin/env bash
# Measured tuning, part 1 of 2 (docs/schedules.md, "Schedule cache and
# measured tuning"): builds one artifact per cost-model candidate schedule
# (here: the build machine, no GPU). Part 2, bench/gpu/tune.py, times them on
# the GPU machine and writes the schedule cache (bench/gpu/README.md).
#
# For every case of SRC/manifest.json (bench/gpu/build.sh's; made with
# --graphs-only when missing) whose kind is linear, bmm, softmax or layer_norm
# (one anchor each):
#   1. hidet-opt SRC.mlir -p 'builtin.module(hidet-compile-to-gpu{arch=ARCH
#      top=K list-top=FILE})' lists the cost model's K best schedules;
#   2. each candidate is compiled with
#      hidet-compile-model SRC.mlir --arch=ARCH --name=CASE_rRANK
#          -o OUT/CASE_rRANK [--cubin] --opts="tune=fixed schedule=SCHEDULE"
#   3. OUT/tune_manifest.json lists per case its manifest entry (tune.py
#      builds inputs and the reference from it exactly like run.py) and its
#      candidates (artifact, template, arch, problem key, rank, schedule,
#      estimated_us).
#
# Usage: bench/gpu/tune_build.sh [--src DIR] [--out DIR] [--arch sm_90]
#                                [--cases REGEX] [--top K] [--no-cubin]
#   --src DIR      build.sh's output (default bench/gpu/out)
#   --out DIR      where the candidates go (default SRC/tune, so carrying
#                  bench/gpu/out carries both)
#   --cases REGEX  only the cases whose name matches (grep -E)
#   --top K        candidates per case (default 8)
#   --no-cubin     PTX only; default: --cubin when ptxas is found (as build.sh)
# Tools come from $HIDET_BUILD/bin, else <repo>/build/bin. Exit status 1 if a
# candidate fails to compile (the others are still built; the failures are
# listed and marked in the manifest) or a case lists no candidate.
set -u -o pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build="${HIDET_BUILD:-$root/build}"
hcm="$build/bin/hidet-compile-model"
hopt="$build/bin/hidet-opt"

usage() {
  echo "usage: $0 [--src DIR] [--out DIR] [--arch sm_90] [--cases REGEX] [--top K] [--no-cubin]" >&2
  exit 2
}
src="$root/bench/gpu/out"
out=""
arch=sm_90
filter=""
top=8
cubin=auto
while [ $# -gt 0 ]; do
  case $1 in
    --src) [ $# -ge 2 ] || usage; src=$2; shift 2 ;;
    --out) [ $# -ge 2 ] || usage; out=$2; shift 2 ;;
    --arch) [ $# -ge 2 ] || usage; arch=$2; shift 2 ;;
    --cases) [ $# -ge 2 ] || usage; filter=$2; shift 2 ;;
    --top) [ $# -ge 2 ] || usage; top=$2; shift 2 ;;
    --no-cubin) cubin=no; shift ;;
    -h|--help) sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "tune_build: unknown argument '$1'" >&2; usage ;;
  esac
done
case $top in ''|*[!0-9]*) echo "tune_build: --top must be a number (1..100)" >&2; exit 2 ;; esac
[ "$top" -ge 1 ] && [ "$top" -le 100 ] || { echo "tune_build: --top must be 1..100" >&2; exit 2; }
[ -x "$hcm" ] && [ -x "$hopt" ] || { echo "tune_build: $hcm or $hopt not built (set HIDET_BUILD)" >&2; exit 1; }
command -v python3 > /dev/null || { echo "tune_build: python3 is needed to write the manifest" >&2; exit 1; }

if [ ! -f "$src/manifest.json" ]; then
  # Only the sources and the case descriptions are needed, not build.sh's artifacts.
  echo "tune_build: no $src/manifest.json: running build.sh --graphs-only" >&2
  "$root/bench/gpu/build.sh" --graphs-only --out "$src" --arch "$arch" ${filter:+--cases "$filter"} || exit 1
fi
src=$(cd "$src" && pwd)
out=${out:-$src/tune}
mkdir -p "$out/logs" || exit 1
out=$(cd "$out" && pwd)

if [ "$cubin" = auto ]; then
  cubin=no
  for d in ${PATH//:/ } "${CUDA_HOME:-}/bin" /usr/local/cuda/bin; do
    if [ -n "$d" ] && [ -x "$d/ptxas" ]; then cubin=yes; break; fi
  done
  [ "$cubin" = yes ] || echo "tune_build: no ptxas: shipping PTX only (JIT-compiled by the driver)" >&2
fi

# The tunable cases: name and source (out-relative), one per line.
mapfile -t cases < <(python3 - "$src/manifest.json" "$filter" <<'EOF'
import json, re, sys
man = json.load(open(sys.argv[1]))
for c in man["cases"]:
    if c["kind"] in ("linear", "bmm", "softmax", "layer_norm") and re.search(sys.argv[2] or "", c["name"]):
        print(c["name"], c["source"])
EOF
)
[ ${#cases[@]} -gt 0 ] || { echo "tune_build: no tunable case in $src/manifest.json matches '$filter'" >&2; exit 1; }

fail=0
problems=()
cands="$out/candidates.txt"  # <case> <name> <ok> + list-top's fields; python3 turns it into JSON
: > "$cands"
for entry in "${cases[@]}"; do
  read -r name rel <<< "$entry"
  mlir="$src/$rel"
  list="$out/logs/$name.top.txt"
  if ! "$hopt" "$mlir" -p "builtin.module(hidet-compile-to-gpu{arch=$arch top=$top list-top=$list})" \
       -o /dev/null > "$out/logs/$name.top.log" 2>&1; then
    echo "tune_build: error: $name: listing the candidates failed (log: $out/logs/$name.top.log)" >&2
    problems+=("$name (list-top)"); fail=1; continue
  fi
  # tune=fixed gives every anchor of the module the same schedule, so a case
  # must have exactly one listed kernel function (build.sh's cases do).
  nfn=$(grep -v '^#' "$list" | awk '{print $1}' | sort -u | wc -l)
  if [ "$nfn" -ne 1 ]; then
    echo "tune_build: error: $name: $nfn tunable kernel functions (need exactly 1)" >&2
    problems+=("$name ($nfn kernel functions)"); fail=1; continue
  fi
  while read -r _fn tmpl larch key rank sched est; do
    cand="${name}_r$rank"
    rm -rf "${out:?}/$cand" && mkdir -p "$out/$cand"
    args=("$mlir" --arch="$arch" --name="$cand" -o "$out/$cand" --opts="tune=fixed schedule=$sched")
    [ "$cubin" = yes ] && args+=(--cubin)
    echo "tune_build: $cand: $tmpl $key $sched (est $est us)" >&2
    ok=1
    if ! "$hcm" "${args[@]}" < /dev/null > "$out/logs/$cand.log" 2>&1 || [ ! -f "$out/$cand/lib$cand.so" ]; then
      echo "tune_build: error: $cand ($sched) failed (log: $out/logs/$cand.log):" >&2
      tail -5 "$out/logs/$cand.log" | sed 's/^/  /' >&2
      problems+=("$cand ($sched)"); fail=1; ok=0
    else
      # Only the .so is loaded on the GPU machine; the object and the API
      # source are intermediates (the .o alone is ~40 KiB per candidate), and
      # the symbol table is not needed (ctypes uses the dynamic one): strip
      # roughly halves the .so.
      rm -f "$out/$cand/$cand.o" "$out/$cand/${cand}_api.c"
      command -v strip > /dev/null && strip --strip-unneeded "$out/$cand/lib$cand.so"
    fi
    echo "$name $cand $ok $tmpl $larch $key $rank $sched $est" >> "$cands"
  done < <(grep -v '^#' "$list")
done

python3 - "$src/manifest.json" "$cands" "$out/tune_manifest.json" "$arch" "$top" \
  "$(git -C "$root" rev-parse --short HEAD 2>/dev/null)" "$(date -u +%FT%TZ)" "$cubin" <<'EOF' || fail=1
import json, sys
man_path, cand_path, dst, arch, top, commit, date, cubin = sys.argv[1:]
entries = {c["name"]: c for c in json.load(open(man_path))["cases"]}
cases = {}
for line in open(cand_path):
    name, cand, ok, tmpl, larch, key, rank, sched, est = line.split()
    c = cases.setdefault(name, {"case": name, "entry": entries[name], "candidates": []})
    c["candidates"].append({"name": cand, "artifact": "%s/lib%s.so" % (cand, cand), "built": ok == "1",
                            "template": tmpl, "arch": larch, "problem_key": key, "rank": int(rank),
                            "schedule": sched, "estimated_us": float(est)})
json.dump({"version": 1, "arch": arch, "top": int(top), "date": date, "commit": commit,
           "cubin": cubin == "yes", "cases": list(cases.values())}, open(dst, "w"), indent=1)
EOF
rm -f "$cands"

size=$(du -sk "$out" | cut -f1)
echo "tune_build: $out: $(grep -c '"rank"' "$out/tune_manifest.json" 2>/dev/null) candidates, $((size / 1024)) MiB" >&2
if [ "$fail" -ne 0 ]; then
  echo "tune_build: FAILED: ${problems[*]:-see above}" >&2
  exit 1
fi
exit 0
