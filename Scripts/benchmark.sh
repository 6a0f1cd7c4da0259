#!/usr/bin/env bash
# Prints the performance and relevance figures of docs/performance.md: the engine, then the SQLite
# FTS5 peer on the same query stream, then the counts of duplicate rows and of rows
# titled by names no reader uses, in one run.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --static-swift-stdlib --product placesearch
swift build -c release --static-swift-stdlib --product placesearch-bench
.build/release/placesearch-bench --out bench-out "$@"
if [ -f bench-out/engine-latency.json ]; then python3 Scripts/fts5_bench.py bench-out; fi
# Rows that repeat a place above them, judged by Scripts/known-same-places.tsv (with no
# --only, or --only duplicates).
only=""
arguments=("$@")
for index in "${!arguments[@]}"; do
  if [ "${arguments[$index]}" = "--only" ]; then only="${arguments[$((index + 1))]:-}"; fi
done
if [ -z "$only" ] || [ "$only" = "duplicates" ]; then
  PLACESEARCH_CACHE_DIR="${TMPDIR:-/tmp}/bench-cache" python3 Scripts/duplicate_rows.py .build/release/placesearch
fi
# Rows titled by a name no reader uses, judged by Scripts/junk_titles.py's own rule
# (with no --only, or --only titles).
if [ -z "$only" ] || [ "$only" = "titles" ]; then
  PLACESEARCH_CACHE_DIR="${TMPDIR:-/tmp}/bench-cache" python3 Scripts/junk_titles.py .build/release/placesearch
fi
