#!/usr/bin/env bash
# The SASS instruction mix of the matmul cases' main loops, on the GPU
# machine (it has cuobjdump; this one does not):
#
#   bench/gpu/sass_report.sh [--out DIR] [--cases REGEX]
#
# build.sh (with ptxas, so with cubins) leaves each matmul case's kernel
# cubins as DIR/NAME/*.cubin (DIR default bench/gpu/out). For every such case
# whose name matches REGEX (grep -E) this runs bench/gpu/sass_mix.py over its
# cubins and prints one markdown table, a row per kernel with the case's name
# in front: the loop's HMMA, FFMA, LDSM, LDS, LDGSTS, ... counts and the two
# ratios that say whether it is fed, HMMA/(LDSM+LDS) for the f16 cases
# (tensor-core template) and FFMA/LDS for the f32 ones (SIMT template).
# A DIR/NAME/*.sass file (a saved `cuobjdump -sass` listing) is read as is.
# Exit status 1 if no case has a cubin or sass_mix.py fails on one.
set -u -o pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="$here/out"
filter=""
while [ $# -gt 0 ]; do
  case $1 in
    --out) [ $# -ge 2 ] || { echo "usage: $0 [--out DIR] [--cases REGEX]" >&2; exit 2; }; out=$2; shift 2 ;;
    --cases) [ $# -ge 2 ] || { echo "usage: $0 [--out DIR] [--cases REGEX]" >&2; exit 2; }; filter=$2; shift 2 ;;
    -h|--help) sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "sass_report: unknown argument '$1'" >&2; exit 2 ;;
  esac
done

fail=0
n=0
for dir in "$out"/*/; do
  name=$(basename "$dir")
  [ -z "$filter" ] || grep -qE -- "$filter" <<< "$name" || continue
  # .sass: a listing saved elsewhere (cuobjdump -sass), read as is
  cubins=()
  for f in "$dir"*.cubin "$dir"*.sass; do [ -f "$f" ] && cubins+=("$f"); done
  [ ${#cubins[@]} -gt 0 ] || continue
  if ! table=$(python3 "$here/sass_mix.py" --markdown "${cubins[@]}"); then
    echo "sass_report: sass_mix.py failed on $name" >&2
    fail=1
    continue
  fi
  # sass_mix.py's header (2 lines) once, with a case column in front.
  [ "$n" -gt 0 ] || head -2 <<< "$table" | sed '1s/^| /| case | /; 2s/^|/|---|/'
  tail -n +3 <<< "$table" | sed "s/^| /| $name | /"
  n=$((n + 1))
done
if [ "$n" -eq 0 ]; then
  echo "sass_report: no DIR/NAME/*.cubin under $out${filter:+ matching '$filter'} (build.sh keeps them only when ptxas was found)" >&2
  exit 1
fi
exit "$fail"
