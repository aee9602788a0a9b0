#!/usr/bin/env bash
# Any template's register estimate against ptxas over its space: every
# schedule of TEMPLATE's space for each arch (its own space: the list of
# `hidet-schedule-test list-template TEMPLATE ARCH`) whose text matches
# REGEX, compiled with `hidet-compile-to-ptx{arch=A tune=fixed schedule=S}`
# on each GRAPH (a graph-dialect .mlir file whose kernels of TEMPLATE take
# the schedule; other kernels are chosen by their cost models) and
# assembled with `ptxas -arch=A -v`. A kernel that spills (spill stores or
# loads, or a stack frame: a per-thread local array is a spill as well) is
# printed as SPILL with its registers; a schedule the cost model rejects on
# the instance ("fits ... but not this": HIDET_COST_UNFIT; or "cannot
# instantiate": a cost of INFINITY, e.g. -v4 on f64 rows) is counted, not
# compiled further, since no cost model can pick it. Runs on the CPU
# machine (no GPU).
#
#   bench/gpu/spill_sweep.sh [options] TEMPLATE REGEX GRAPH...
#     --archs "A B"   archs to compile for (default "sm_80 sm_90")
#     --where ERE     keep only schedules whose list line (text, parameters,
#                     shared memory) matches ERE (e.g. ' splitk=1 ')
#     --every K       a sample: every K-th matching schedule (default 1: all),
#                     starting with the first
#     --jobs J        compiles in parallel (default 1)
#     --label NAME    the name in the summary line (default spill_sweep)
#     --auto          no schedule forced: each GRAPH once per arch with the
#                     cost models' own picks (for the elementwise template,
#                     which takes no schedule text: its schedules are block
#                     sizes without launch bounds, so its registers do not
#                     depend on them; and for whole model graphs); REGEX is
#                     then ignored
#     --table         also print one markdown row per arch:
#                     | TEMPLATE | GRAPH names | arch | compiles | unfit |
#                     assembled | spilled or failed |
#
# The summary line: "NAME 'REGEX': N compiles, U did not fit the instance,
# B spilled or failed". Exit status 1 if anything spilled or failed to
# compile for another reason. Tools come from $HIDET_BUILD/bin, else
# <repo>/build/bin; ptxas from PATH, $CUDA_HOME/bin or /usr/local/cuda/bin.
# A compile and its ptxas take about 0.3 s on the 2-core CPU machine.
set -u -o pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build="${HIDET_BUILD:-$root/build}"
export PATH="$PATH:${CUDA_HOME:-/usr/local/cuda}/bin:/usr/local/cuda/bin"
usage() { sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//'; }
archs="sm_80 sm_90" where="" every=1 jobs=1 label=spill_sweep table=0 auto=0
while [ $# -gt 0 ]; do
  case "$1" in
    -h|--help) usage; exit 0 ;;
    --archs) archs="${2:?--archs needs a value}"; shift 2 ;;
    --where) where="${2?--where needs a value}"; shift 2 ;;
    --every) every="${2:?--every needs a value}"; shift 2 ;;
    --jobs) jobs="${2:?--jobs needs a value}"; shift 2 ;;
    --label) label="${2:?--label needs a value}"; shift 2 ;;
    --table) table=1; shift ;;
    --auto) auto=1; shift ;;
    --) shift; break ;;
    -*) echo "spill_sweep: unknown option '$1' (see --help)" >&2; exit 2 ;;
    *) break ;;
  esac
done
if [ $# -lt 3 ]; then
  echo "spill_sweep: usage: spill_sweep.sh [options] TEMPLATE REGEX GRAPH... (see --help)" >&2
  exit 2
fi
template=$1 filter=$2
shift 2
case "$every$jobs" in *[!0-9]*) echo "spill_sweep: --every and --jobs take positive integers" >&2; exit 2 ;; esac
[ "$every" -ge 1 ] && [ "$jobs" -ge 1 ] || { echo "spill_sweep: --every and --jobs take positive integers" >&2; exit 2; }
for g in "$@"; do
  [ -r "$g" ] || { echo "spill_sweep: cannot read graph '$g'" >&2; exit 2; }
done
command -v ptxas >/dev/null || { echo "spill_sweep: ptxas not found" >&2; exit 1; }
for t in hidet-opt hidet-schedule-test; do
  [ -x "$build/bin/$t" ] || { echo "spill_sweep: $build/bin/$t not found (build first)" >&2; exit 1; }
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# One job: schedule S of graph G for arch A, one result line on stdout:
#   OK A | UNFIT A | SPILL A S G: ... | FAILED A S G: ...
one() {
  local s=$1 g=$2 a=$3 d opts
  opts="arch=$a"
  [ "$s" = "(auto)" ] || opts="$opts tune=fixed schedule=$s"
  d=$(mktemp -d "$tmp/k.XXXXXX")
  if ! "$build/bin/hidet-opt" "$g" --ptx-dir="$d" -o /dev/null \
      --pass-pipeline="builtin.module(hidet-compile-to-ptx{$opts})" 2> "$d/err"; then
    # the instance check (HIDET_COST_UNFIT), or a schedule the template
    # cannot instantiate on it (its cost model says INFINITY: -v4 on f64
    # rows): neither is ever picked
    if grep -q "but not this\|cannot instantiate the" "$d/err"; then
      echo "UNFIT $a"
    else
      echo "FAILED $a $s $(basename "$g"): $(grep -m1 error "$d/err")"
    fi
    rm -rf "$d"
    return
  fi
  local f out bad="" regs=""
  for f in "$d"/*.ptx; do
    if ! out=$(ptxas -arch="$a" -v "$f" -o /dev/null 2>&1); then
      echo "FAILED $a $s $(basename "$g"): ptxas: $(grep -m1 -i error <<< "$out")"
      rm -rf "$d"
      return
    fi
    # per kernel: "N bytes stack frame, N bytes spill stores, N bytes spill loads"
    if grep -q '[1-9][0-9]* bytes \(stack frame\|spill stores\|spill loads\)' <<< "$out"; then
      bad="$bad $(basename "$f" .ptx): $(grep -o '[0-9]* bytes stack frame, [0-9]* bytes spill stores, [0-9]* bytes spill loads' <<< "$out" | tr '\n' ';')"
    fi
    regs="$regs $(grep -o 'Used [0-9]* registers' <<< "$out" | awk '{print $2}' | tr '\n' ' ')"
  done
  if [ -n "$bad" ]; then
    echo "SPILL $a $s $(basename "$g"): registers$regs;$bad"
  else
    echo "OK $a"
  fi
  rm -rf "$d"
}
export -f one
export build tmp

: > "$tmp/jobs"
for a in $archs; do
  if ! "$build/bin/hidet-schedule-test" list-template "$template" "$a" > "$tmp/space.$a" 2> "$tmp/err"; then
    echo "spill_sweep: $(cat "$tmp/err")" >&2
    exit 2
  fi
  if [ "$auto" = 1 ]; then
    echo "(auto)" > "$tmp/sched.$a"
  else
    awk -v w="$where" 'w == "" || $0 ~ w {print $1}' "$tmp/space.$a" | grep -E -- "$filter" |
      awk -v k="$every" '(NR - 1) % k == 0' > "$tmp/sched.$a"
  fi
  for g in "$@"; do
    while read -r s; do
      printf '%s\t%s\t%s\n' "$s" "$g" "$a" >> "$tmp/jobs"
    done < "$tmp/sched.$a"
  done
done
tr '\t' '\n' < "$tmp/jobs" | xargs -d '\n' -n 3 -P "$jobs" bash -c 'one "$0" "$1" "$2"' > "$tmp/results"

grep -E '^(SPILL|FAILED) ' "$tmp/results" | sort
n=$(wc -l < "$tmp/results")
unfit=$(grep -c '^UNFIT ' "$tmp/results")
bad=$(grep -cE '^(SPILL|FAILED) ' "$tmp/results")
if [ "$table" = 1 ]; then
  names=$(for g in "$@"; do basename "$g" .mlir; done | paste -sd, -)
  for a in $archs; do
    awk -v a="$a" -v t="$template" -v g="$names" '$2 == a {n++} $2 == a && $1 == "UNFIT" {u++}
      $2 == a && ($1 == "SPILL" || $1 == "FAILED") {b++}
      END {printf "| %s | %s | %s | %d | %d | %d | %d |\n", t, g, a, n, u, n - u, b}' "$tmp/results"
  done
fi
echo "$label '$filter': $n compiles, $unfit did not fit the instance, $bad spilled or failed"
[ "$bad" = 0 ]
