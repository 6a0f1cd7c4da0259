#!/usr/bin/env bash
# Fuzzes the data-file parser, query normalization, the reads of a damaged index and the
# decoding of terminal input with libFuzzer for a bounded time.
#
#   Scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET...]     (default: 60, data query index terminal)
#
# Builds placesearch-fuzz with -sanitize=fuzzer,address into .build-fuzz, seeds each
# target from Tests/PlaceKitTests/FuzzCorpus/TARGET, and prints time and executions.
# A crash is copied into that corpus folder (the tests then replay it as a regression
# test) and the script exits 1. Leak detection is off: the engine keeps its index for
# the life of the process by design, and the soak benchmark watches memory instead.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(data query index terminal)

# lld: gold fails on libFuzzer's main next to the one SwiftPM renames.
build_log=$(mktemp)
if ! swift build -c release --product placesearch-fuzz --scratch-path .build-fuzz \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -use-ld=lld >"$build_log" 2>&1; then
  grep -v "Cannot export local symbol" "$build_log" >&2
  echo "fuzz.sh: the fuzz build failed" >&2
  exit 2
fi
rm -f "$build_log"
binary=.build-fuzz/release/placesearch-fuzz

status=0
for target in "${targets[@]}"; do
  seeds=Tests/PlaceKitTests/FuzzCorpus/$target
  work=.build-fuzz/corpus/$target
  findings=.build-fuzz/findings/$target
  rm -rf "$findings"
  mkdir -p "$work" "$findings"
  log=.build-fuzz/$target.log
  set +e
  PLACESEARCH_FUZZ_TARGET=$target ASAN_OPTIONS=detect_leaks=0 timeout $((seconds + 120)) "$binary" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=65536 \
    -print_final_stats=1 -artifact_prefix="$findings/" "$work" "$seeds" >"$log" 2>&1
  result=$?
  set -e
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
  echo "fuzz $target: ${seconds}s, $runs executions, corpus $(ls "$work" | wc -l) inputs, exit $result"
  if [ $result -ne 0 ]; then
    status=1
    tail -40 "$log" >&2
    for finding in "$findings"/*; do
      [ -f "$finding" ] && cp "$finding" "$seeds/" && echo "fuzz $target: finding saved as $seeds/$(basename "$finding")" >&2
    done
  fi
done
exit $status
