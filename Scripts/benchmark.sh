#!/usr/bin/env bash
# Prints the README's performance and relevance figures: the engine, then the SQLite
# FTS5 peer on the same query stream, in one run.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product placesearch
swift build -c release --product placesearch-bench
.build/release/placesearch-bench --out bench-out "$@"
if [ -f bench-out/engine-latency.json ]; then python3 Scripts/fts5_bench.py bench-out; fi
