#!/usr/bin/env bash
# Prints the performance and relevance figures of docs/performance.md in one run: the
# engine (its world-wide check runs the counting scripts of Scripts/: airports by code,
# duplicate rows, junk titles), then the SQLite FTS5 peer on the same query stream.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --static-swift-stdlib --product placesearch
swift build -c release --static-swift-stdlib --product placesearch-bench
.build/release/placesearch-bench --out bench-out "$@"
if [ -f bench-out/engine-latency.json ]; then python3 Scripts/fts5_bench.py bench-out; fi
