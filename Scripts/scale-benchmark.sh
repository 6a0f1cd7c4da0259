#!/usr/bin/env bash
# How the cost of a GeoNames dump grows with its size: generates files of 1×, 3× and 10×
# 1.3 million rows (Scripts/generate-geonames.py; kept in $SCALE_DIR between runs) and
# prints, for each, the index build (time and peak RSS of the first `complete`), the index
# size, the warm start (median and worst of 11 `complete seoul`) and its RSS, and the
# per-keystroke latency (placesearch-bench --only latency on the same index); then the
# growth exponent of each figure (the slope of log cost against log rows). Beside the
# build, in the same run: `LC_ALL=C sort -S 1G --parallel=2 -k2,2` of the same file,
# the floor a build that sorts the names cannot go under. After each size, the
# multi-word check (Scripts/multiword_check.py): names whose first word thousands of
# others share are found by all their words.
#
#   swift build -c release && Scripts/scale-benchmark.sh [MULTIPLES...]   (default: 1 3 10)
#   (BIN_DIR=… for binaries built elsewhere)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${BIN_DIR:-.build/release}
scale_dir=${SCALE_DIR:-/tmp/placesearch-scale}
mkdir -p "$scale_dir"
multiples=("$@")
[ ${#multiples[@]} -eq 0 ] && multiples=(1 3 10)
results="$scale_dir/results.tsv"
: >"$results"
missed=0

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

for multiple in "${multiples[@]}"; do
  rows=$((1300000 * multiple))
  data="$scale_dir/allCountries-$rows.txt"
  [ -s "$data" ] || python3 Scripts/generate-geonames.py --rows "$rows" --output "$data"
  cache="$scale_dir/cache-$rows"
  rm -rf "$cache"
  # First run: the index build, with its peak RSS.
  start=$(date +%s%N)
  PLACESEARCH_CACHE_DIR="$cache" /usr/bin/time -f %M -o "$scale_dir/build-rss" \
    "$bin/placesearch" complete seoul --data "$data" >/dev/null 2>"$scale_dir/build-stderr"
  build_s=$(( ($(date +%s%N) - start) / 1000000 ))
  build_rss=$(tail -1 "$scale_dir/build-rss")
  start=$(date +%s%N)
  LC_ALL=C sort -S 1G --parallel=2 -k2,2 "$data" > /dev/null
  sort_s=$(( ($(date +%s%N) - start) / 1000000 ))
  index_bytes=$(du -b "$cache"/index-*.bin | awk '{ s += $1 } END { print s }')
  # Warm starts: the whole process, the index found by the file's identity and mapped.
  : >"$scale_dir/warm"
  for _ in $(seq 11); do
    start=$(date +%s%N)
    PLACESEARCH_CACHE_DIR="$cache" /usr/bin/time -f %M -o "$scale_dir/warm-rss" \
      "$bin/placesearch" complete seoul --data "$data" >/dev/null
    echo "$(( ($(date +%s%N) - start) / 1000 ))" >>"$scale_dir/warm"
  done
  warm_ms=$(median <"$scale_dir/warm" | awk '{ printf "%.1f", $1 / 1000 }')
  warm_max=$(sort -n "$scale_dir/warm" | tail -1 | awk '{ printf "%.1f", $1 / 1000 }')
  warm_rss=$(tail -1 "$scale_dir/warm-rss")
  latency=$("$bin/placesearch-bench" --only latency --data "$data" --cache "$cache" --out "$scale_dir/bench" \
    | grep "no location" | sed -E 's/.*p50 ([0-9.]+) ms, p99 ([0-9.]+) ms.*/\1 \2/')
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$rows" "$build_s" "$build_rss" "$index_bytes" "$warm_ms" "$warm_max" \
    "$warm_rss" "$latency" "$sort_s" | tr ' ' '\t' >>"$results"
  python3 Scripts/multiword_check.py "$data" "$bin/placesearch" --cache "$cache" >"$scale_dir/multiword" || missed=1
  sed "s/^/$rows rows: /" "$scale_dir/multiword"
done

python3 - "$results" <<'PY'
import math, sys
rows = [list(map(float, line.split("\t"))) for line in open(sys.argv[1]) if line.strip()]
head = ["rows", "build s (× sort)", "build RSS MiB", "index MiB", "warm start ms (median / max)", "query RSS MiB", "keystroke p50 / p99 ms"]
print("| " + " | ".join(head) + " |")
print("|" + "---|" * len(head))
for r in rows:
    print(f"| {int(r[0]):,} | {r[1] / 1000:.1f} ({r[1] / r[9]:.1f}×) | {r[2] / 1024:.0f} | {r[3] / 2**20:.0f} | {r[4]:.1f} / {r[5]:.1f} | {r[6] / 1024:.0f} | {r[7]:.2f} / {r[8]:.2f} |")
if len(rows) > 1:
    def slope(column):
        xs = [math.log(r[0]) for r in rows]; ys = [math.log(max(r[column], 1e-9)) for r in rows]
        mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
        return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sum((x - mx) ** 2 for x in xs)
    cells = [slope(1), slope(2), slope(3), slope(4), slope(6), slope(7), slope(8)]
    print("| growth exponent | " + " | ".join(f"{c:.2f}" for c in cells[:4]) + f" | {cells[4]:.2f} | {cells[5]:.2f} / {cells[6]:.2f} |")
PY
# A multi-word name not found fails the run, after the table.
exit "$missed"
