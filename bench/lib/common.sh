# bench/lib/common.sh: what the graph -> PTX benchmark drivers
# (bench/bert_matmul/run.sh, bench/resnet_conv/run.sh, bench/depthwise/run.sh)
# share. Source it after setting `root` to the repository:
#
#   root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
#   . "$root/bench/lib/common.sh"
#
# It sets `build` ($HIDET_BUILD, else <repo>/build), `opt` (its hidet-opt)
# and `report` (scripts/ptx_report.sh), the defaults of the options every
# driver has (archs="sm_80 sm_90", batches="1 16", keep=""), and defines:
#   bench_option "$@"           takes $1 if it is one of those options:
#                               --arch L, --batch L, --keep DIR (or --arch=L,
#                               ...), -h/--help (prints bench_help, exits 0);
#                               sets the variable and bench_shift (the words
#                               it took), or returns 1 for any other word. A
#                               missing value calls the driver's `usage`.
#   bench_help SCRIPT           SCRIPT's header comment (down to `set -u`) as
#                               its --help, on stdout
#   bench_check_archs LIST      exit 2 unless every arch is sm_80, sm_90 or sm_90a
#   bench_check_batches LIST    exit 2 unless every batch is a positive integer
#   bench_check_dtypes LIST T.. exit 2 unless every dtype is one of T..
#   bench_find_ptxas            sets `ptxas` to the first ptxas on PATH, in
#                               $CUDA_HOME/bin or /usr/local/cuda/bin, or ""
#   bench_workdir KEEP NAME     sets `tmp` to KEEP (created; absolute) or, when
#                               KEEP is empty, to a new temporary directory
#                               NAME.XXXXXX removed at exit
# Messages start with "bench:" and go to stderr, as the drivers' own do.

build="${HIDET_BUILD:-$root/build}"
opt="$build/bin/hidet-opt"
report="$root/scripts/ptx_report.sh"
archs="sm_80 sm_90"
batches="1 16"
keep=""

bench_option() {
  local name value
  bench_shift=1
  case $1 in
    --arch|--batch|--keep) [ $# -ge 2 ] || usage; name=${1#--} value=$2 bench_shift=2 ;;
    --arch=*|--batch=*|--keep=*) name=${1%%=*} value=${1#*=}; name=${name#--} ;;
    -h|--help) bench_help "$0"; exit 0 ;;
    *) return 1 ;;
  esac
  case $name in
    arch) archs=$value ;;
    batch) batches=$value ;;
    keep) keep=$value ;;
  esac
}

bench_help() {
  sed -n '2,/^set -u/p' "$1" | sed '$d; s/^# \{0,1\}//'
}

bench_check_archs() {
  local a
  for a in $1; do
    case $a in sm_80|sm_90|sm_90a) ;; *) echo "bench: arch '$a' not supported (sm_80, sm_90, sm_90a)" >&2; exit 2 ;; esac
  done
}

bench_check_batches() {
  local b
  for b in $1; do
    case $b in ''|*[!0-9]*|0*) echo "bench: batch '$b' is not a positive integer" >&2; exit 2 ;; esac
  done
}

bench_check_dtypes() {
  local list=$1 t a ok
  shift
  for t in $list; do
    ok=0
    for a in "$@"; do [ "$t" = "$a" ] && ok=1; done
    # the allowed list as the message shows it: "f32, f16, bf16"
    [ $ok = 1 ] || { echo "bench: dtype '$t' not supported ($(IFS=,; echo "$*" | sed 's/,/, /g'))" >&2; exit 2; }
  done
}

bench_find_ptxas() {
  local d
  ptxas=""
  for d in ${PATH//:/ } "${CUDA_HOME:-}/bin" /usr/local/cuda/bin; do
    if [ -n "$d" ] && [ -f "$d/ptxas" ] && [ -x "$d/ptxas" ]; then ptxas="$d/ptxas"; return; fi
  done
}

bench_workdir() {
  if [ -n "$1" ]; then
    mkdir -p "$1" || exit 1
    tmp=$(cd "$1" && pwd)
  else
    tmp=$(mktemp -d "${TMPDIR:-/tmp}/$2.XXXXXX") || exit 1
    # $tmp is expanded when the trap runs, at exit
    trap 'rm -rf "$tmp"' EXIT
  fi
}
