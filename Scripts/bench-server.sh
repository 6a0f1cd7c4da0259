#!/usr/bin/env bash
# Load test of `placesearch serve` (issue 14): a release build on 127.0.0.1, an
# ephemeral port, and wrk replaying a keystroke stream (every prefix of a few city
# names, each with a location, as a search box sends them) against Photon's /api, at
# 64 and 256 connections for DURATION each. Prints requests/s, p50/p99 latency, errors,
# the server's RSS before and after, and requests per CPU-second of the server (per busy
# core) beside the engine's own CPU time per keystroke (`complete --stdin`, no HTTP).
#
# Needs wrk: `apt-get install wrk`. Not run by CI (timing belongs in benchmarks).
# Usage: Scripts/bench-server.sh   (env: DURATION=10s CONNECTIONS="64 256" THREADS=2 SCRATCH=.build)
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION=${DURATION:-10s}
CONNECTIONS=${CONNECTIONS:-64 256}
THREADS=${THREADS:-2}
command -v wrk > /dev/null || { echo "bench-server: wrk is missing (apt-get install wrk)" >&2; exit 2; }

# SCRATCH: the build folder (another one lets a debug build run meanwhile).
SCRATCH=${SCRATCH:-.build}
swift build -c release --static-swift-stdlib --product placesearch --scratch-path "$SCRATCH" > /dev/null
BIN=$SCRATCH/release/placesearch
WORK=$(mktemp -d)
"$BIN" complete seoul > /dev/null  # builds the index cache once if missing

# The keystroke stream: (name, lat, lon), every prefix of each name.
cat > "$WORK/cities.txt" << 'CITIES'
seoul 37.57 126.98
busan 35.18 129.08
gwangju 35.16 126.85
paris 48.86 2.35
london 51.51 -0.13
tokyo 35.69 139.69
new york 40.71 -74.01
berlin 52.52 13.40
springfield 39.80 -89.64
madrid 40.42 -3.70
san francisco 37.77 -122.42
sao paulo -23.55 -46.63
CITIES
{
  echo "paths = {"
  while read -r line; do
    name=${line% * *}
    coordinates=${line#"$name" }
    lat=${coordinates% *}
    lon=${coordinates#* }
    for ((i = 1; i <= ${#name}; i++)); do
      prefix=${name:0:i}
      echo "  \"/api?q=${prefix// /%20}&lat=$lat&lon=$lon&limit=10\","
    done
  done < "$WORK/cities.txt"
  echo "}"
  cat << 'LUA'
local index = 0
init = function(args) index = math.random(#paths) end
request = function()
  index = index % #paths + 1
  return wrk.format("GET", paths[index])
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("RESULT requests=%d seconds=%.2f p50_ms=%.2f p99_ms=%.2f errors=%d\n",
    summary.requests, summary.duration / 1e6, latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    e.connect + e.read + e.write + e.status + e.timeout))
end
LUA
} > "$WORK/keystrokes.lua"

# SERVE_FLAGS adds flags, e.g. SERVE_FLAGS="--cached-answers 0" to measure without the cache.
"$BIN" serve --port 0 --lang en ${SERVE_FLAGS:-} > "$WORK/stdout" 2> "$WORK/access.log" &
PID=$!
cleanup() {
  kill -TERM "$PID" 2> /dev/null || true
  wait "$PID" 2> /dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT
for _ in $(seq 1 600); do
  grep -q "listening on" "$WORK/stdout" 2> /dev/null && break
  sleep 0.1
done
URL=$(sed -n 's/^listening on //p' "$WORK/stdout")
[ -n "$URL" ] || { echo "bench-server: the server did not start" >&2; exit 1; }

TICKS=$(getconf CLK_TCK)
rss_kb() { awk '/VmRSS/ {print $2}' "/proc/$PID/status"; }
cpu_ticks() { awk '{print $14 + $15}' "/proc/$PID/stat"; }

echo "server: $URL (pid $PID), wrk -t$THREADS, $DURATION per run, $(nproc) cores shared by wrk and the server"
wrk -t"$THREADS" -c16 -d2s -s "$WORK/keystrokes.lua" "$URL" > /dev/null  # warm-up
echo "RSS before: $(( $(rss_kb) / 1024 )) MiB"
for connections in $CONNECTIONS; do
  before=$(cpu_ticks)
  result=$(wrk -t"$THREADS" -c"$connections" -d"$DURATION" --timeout 5s -s "$WORK/keystrokes.lua" "$URL" | grep '^RESULT')
  after=$(cpu_ticks)
  eval "${result#RESULT }"
  cpu_seconds=$(awk -v t="$((after - before))" -v hz="$TICKS" 'BEGIN {printf "%.2f", t / hz}')
  awk -v c="$connections" -v r="$requests" -v s="$seconds" -v p50="$p50_ms" -v p99="$p99_ms" -v e="$errors" \
    -v cpu="$cpu_seconds" -v rss="$(( $(rss_kb) / 1024 ))" 'BEGIN {
      printf "%4d connections: %7.0f req/s  p50 %6.2f ms  p99 %6.2f ms  errors %d  server CPU %.2f s (%.2f cores busy)  %.0f req per CPU-second  RSS %d MiB\n",
        c, r / s, p50, p99, e, cpu, cpu / s, (cpu > 0 ? r / cpu : 0), rss }'
done
echo "RSS after: $(( $(rss_kb) / 1024 )) MiB"
echo "answer cache: $(curl -s "$URL/status" | sed -n 's/.*"cache":\({[^}]*}\).*/\1/p')"

# The engine alone: the same keystrokes through `complete --stdin` in one process.
sed -n 's/^  "\/api?q=\([^&]*\)&.*/\1/p' "$WORK/keystrokes.lua" | sed 's/%20/ /g' > "$WORK/queries.txt"
for _ in $(seq 1 20); do cat "$WORK/queries.txt"; done > "$WORK/stream.txt"
count=$(wc -l < "$WORK/stream.txt")
start=$(awk '{print $14 + $15 + $16 + $17}' /proc/$$/stat)
"$BIN" complete --stdin --json --near 37.57,126.98 < "$WORK/stream.txt" > /dev/null
end=$(awk '{print $14 + $15 + $16 + $17}' /proc/$$/stat)
awk -v t="$((end - start))" -v hz="$TICKS" -v n="$count" 'BEGIN {
  printf "engine alone: %d keystrokes in %.2f CPU-s (with process start and index load): %.3f ms CPU per keystroke\n",
    n, t / hz, t / hz * 1000 / n }'
