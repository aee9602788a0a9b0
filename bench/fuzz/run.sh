#!/usr/bin/env bash
# Fuzzes one libFuzzer target for a given time (docs/fuzzing.md).
# Usage: bench/fuzz/run.sh TARGET SECONDS [libFuzzer flags...]
#   TARGET: parse_verify | pipeline | npy | import
# Installs clang when missing (scripts/setup.sh --fuzz) and builds the
# targets (scripts/build.sh --fuzz). Seeds come from the lit tests
# (make_corpus.py); the corpus a run grows stays in build-fuzz/fuzz/corpus/
# TARGET, so runs add up. A finding stops libFuzzer: its input is saved in
# build-fuzz/fuzz/findings/TARGET/, replayed with diagnostics into the log
# (build-fuzz/fuzz/TARGET.log), and fuzzing goes on from the same corpus
# until the time is spent. Prints executions, exec/s, coverage (cov: edges,
# ft: features), corpus size and findings; exits 1 on a finding. Runs at
# nice 19 (HIDET_FUZZ_NICE); HIDET_FUZZ_NO_BUILD=1 skips setup and build.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
if [ $# -lt 2 ]; then
  sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
fi
target=$1 seconds=$2
shift 2
case "$target" in
parse_verify | pipeline | npy | import) ;;
*)
  echo "run.sh: unknown target '$target' (parse_verify, pipeline, npy, import)" >&2
  exit 2
  ;;
esac
if [ "${HIDET_FUZZ_NO_BUILD:-}" != 1 ]; then
  scripts/setup.sh --fuzz >/dev/null
  scripts/build.sh --fuzz >/dev/null
fi
bin="$root/build-fuzz/bin/fuzz_$target"
work="$root/build-fuzz/fuzz"
mkdir -p "$work/corpus/$target" "$work/findings/$target" "$work/scratch/$target"
rm -rf "$work/seeds/$target"
python3 bench/fuzz/make_corpus.py "$work/seeds" "$target" >/dev/null
log="$work/$target.log"
: >"$log"

# libFuzzer stops at the first crash; restart it (the corpus is kept) until
# the time is spent. Its own output (stats, crash reports) goes to the log;
# the targets' stdout/stderr are closed (-close_fd_mask=3).
start=$(date +%s)
execs=0 segments=0
while :; do
  left=$((start + seconds - $(date +%s)))
  [ "$left" -gt 0 ] || break
  segments=$((segments + 1))
  # The scratch folder is the working directory: pipeline options that
  # name files (cache-write=, list-top=) write there.
  (cd "$work/scratch/$target" &&
    nice -n "${HIDET_FUZZ_NICE:-19}" "$bin" -max_total_time="$left" -close_fd_mask=3 \
      -print_final_stats=1 -timeout=30 -rss_limit_mb=4096 \
      -artifact_prefix="$work/findings/$target/" "$@" \
      "$work/corpus/$target" "$work/seeds/$target") >>"$log" 2>&1 || true
  n=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
  execs=$((execs + ${n:-0}))
  # A segment that ends without a finding ran out of time.
  # (grep reads all of tail's output: under pipefail, grep -q could make
  # tail die of SIGPIPE and the test fail.)
  tail -n 40 "$log" | grep -E '^SUMMARY|==ERROR|deadly signal' >/dev/null || break
  # Replay the finding with diagnostics shown (the run closes the target's
  # stderr), so that the log says why it failed.
  artifact=$(sed -n 's/.*Test unit written to //p' "$log" | tail -n 1)
  # The same finding twice in a row: an input of the corpus fails (a build
  # that changed since it was added), so restarting cannot make progress.
  if [ -n "$artifact" ] && [ "$artifact" = "${previous:-}" ]; then
    echo "run.sh: $artifact fails again at the start; stopping" | tee -a "$log" >&2
    break
  fi
  previous=$artifact
  if [ -n "$artifact" ]; then
    echo "== replay of $artifact" >>"$log"
    (cd "$work/scratch/$target" && HIDET_FUZZ_VERBOSE=1 "$bin" "$artifact") 2>&1 |
      grep -v '^INFO' | head -n 60 >>"$log" || true
  fi
done
elapsed=$(($(date +%s) - start))
last=$(grep -E '^#[0-9]+.*cov: ' "$log" | tail -n 1 || true)
cov=$(sed -n 's/.*cov: \([0-9]*\).*/\1/p' <<<"$last")
ft=$(sed -n 's/.* ft: \([0-9]*\).*/\1/p' <<<"$last")
corpus=$(find "$work/corpus/$target" -type f | wc -l)
findings=$(find "$work/findings/$target" -type f | wc -l)
echo "fuzz_$target: ${elapsed}s, $segments segment(s), $execs execs," \
  "$((execs / (elapsed > 0 ? elapsed : 1))) exec/s, cov ${cov:-?} ft ${ft:-?}," \
  "corpus $corpus files, findings $findings"
if [ "$findings" -gt 0 ]; then
  find "$work/findings/$target" -type f | sed 's/^/  /'
  exit 1
fi
