#!/usr/bin/env bash
# The whole test suite: installs what is missing, builds, runs lit on test/.
# Usage: scripts/test.sh [--sanitize] [extra lit arguments]
# Exits non-zero on any failure; prints lit's summary.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
mode=()
build=build
if [ "${1:-}" = "--sanitize" ]; then
  mode=(--sanitize)
  build=build-asan
  shift
  # LLVM's own globals are reachable at exit, not leaked; anything we leak
  # is reported and fails the test.
  export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:halt_on_error=1"
  export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
fi
scripts/build.sh "${mode[@]}"
if command -v ptxas >/dev/null 2>&1 || [ -x /usr/local/cuda/bin/ptxas ]; then
  export PATH="$PATH:/usr/local/cuda/bin"
fi
# lit's own summary, then the plain "N passed, N failed" closing line.
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
/usr/lib/llvm-22/bin/lit -sv --param build="$build" test/ "$@" 2>&1 | tee "$log" || status=$?
passed=$(sed -n 's/^ *Passed *: *\([0-9]*\).*/\1/p' "$log" | tail -n 1)
failed=$(awk -F: '/^ *(Failed|Unresolved|Timed Out) *:/ {n += $2 + 0} END {print n + 0}' "$log")
echo "${mode[0]:-test}: ${passed:-0} passed, ${failed:-0} failed"
if [ "${passed:-0}" = 0 ]; then echo "no test ran" >&2; exit 1; fi
exit "$status"
