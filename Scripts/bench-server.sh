#!/usr/bin/env bash
# Load test of `placesearch serve`: what a user gets, against this machine's HTTP ceiling.
#
# In one run, on 127.0.0.1 with ephemeral ports, wrk replays a keystroke stream (every
# prefix of the 24 names below, Latin and Korean, as a search box sends them) against:
#   nginx       one worker answering a fixed 200: the ceiling of these cores
#   status      serve's /status, which asks the engine nothing
#   cached      /api with the answer cache (each request seen before), near / without a location
#   uncached    /api with `--cached-answers 0`, near / without a location
# at 64 and 256 connections, pinned (wrk on core 0, the server on core 1, `taskset`)
# and unpinned. Each row: requests/s, its share of nginx's in the same mode, p50 and
# p99 latency, errors, the server's CPU microseconds per request, its RSS before and
# after. BASELINE=path/to/an/older/placesearch runs every serve row with that binary
# too, alternately, and prints the ratios (new / old) of req/s and CPU per request.
#
# Needs wrk and nginx: `apt-get install wrk nginx-light`. Not run by CI (timing belongs
# in benchmarks).
# Usage: Scripts/bench-server.sh
#   env: DURATION=5s CONNECTIONS="64 256" MODES="pinned unpinned" SCRATCH=.build
#        BIN=… (skips the build) BASELINE=… SERVE_FLAGS=…
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/nginx-local.sh
PATH=$PATH:/usr/sbin # nginx, for a user whose PATH leaves it out

DURATION=${DURATION:-5s}
CONNECTIONS=${CONNECTIONS:-64 256}
MODES=${MODES:-pinned unpinned}
for tool in wrk nginx taskset curl python3; do
  command -v "$tool" > /dev/null || { echo "bench-server: $tool is missing (apt-get install wrk nginx-light)" >&2; exit 2; }
done
[ "$(nproc)" -ge 2 ] || { echo "bench-server: pinning needs two cores" >&2; exit 2; }

SCRATCH=${SCRATCH:-.build}
if [ -z "${BIN:-}" ]; then
  swift build -c release --static-swift-stdlib --product placesearch --scratch-path "$SCRATCH" > /dev/null
  BIN=$SCRATCH/release/placesearch
fi
BASELINE=${BASELINE:-}
WORK=$(mktemp -d)
PIDS=()
cleanup() {
  for pid in "${PIDS[@]}"; do kill -TERM "$pid" 2> /dev/null || true; done
  for pid in "${PIDS[@]}"; do wait "$pid" 2> /dev/null || true; done
  rm -rf "$WORK"
}
trap cleanup EXIT
"$BIN" complete seoul > /dev/null # builds the index cache once if missing

# The keystroke streams (Scripts/keystroke_streams.py): every prefix of 24 names.
python3 Scripts/keystroke_streams.py "$WORK"

free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
TICKS=$(getconf CLK_TCK)
rss_mib() { awk '/VmRSS/ { printf "%d", $2 / 1024 }' "/proc/$1/status"; }
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }

# Starts `serve` (binary $1, extra flags $2…); sets SERVER_PID and SERVER_URL.
start_serve() {
  local binary=$1 out="$WORK/serve-${#PIDS[@]}"
  shift
  "$binary" serve --port 0 --lang en "$@" ${SERVE_FLAGS:-} > "$out" 2> /dev/null &
  SERVER_PID=$!
  PIDS+=("$SERVER_PID")
  for _ in $(seq 1 300); do
    grep -q "listening on" "$out" 2> /dev/null && break
    kill -0 "$SERVER_PID" 2> /dev/null || { echo "bench-server: serve exited" >&2; exit 1; }
    sleep 0.1
  done
  SERVER_URL=$(sed -n 's/^listening on //p' "$out")
  [ -n "$SERVER_URL" ] || { echo "bench-server: serve did not start in 30 s" >&2; exit 1; }
}

# nginx: one worker, a fixed 200 on a free port; sets NGINX_PID (the worker's) and NGINX_URL.
start_nginx() {
  local port
  port=$(free_port)
  mkdir -p "$WORK/nginx"
  nginx_config "$WORK/nginx" 1 "  server {
    listen 127.0.0.1:$port;
    location / { default_type application/json; return 200 '{\"status\":\"Ok\"}'; }
  }" > "$WORK/nginx/nginx.conf"
  nginx -c "$WORK/nginx/nginx.conf" -p "$WORK/nginx" &
  PIDS+=($!)
  for _ in $(seq 1 100); do
    curl -sf "http://127.0.0.1:$port/" > /dev/null && break
    kill -0 "${PIDS[-1]}" 2> /dev/null || { echo "bench-server: nginx exited: $(tail -1 "$WORK/nginx/error.log")" >&2; exit 1; }
    sleep 0.1
  done
  NGINX_PID=$(pgrep -P "$(cat "$WORK/nginx/nginx.pid")" | head -1)
  NGINX_URL="http://127.0.0.1:$port"
}

# Pins (or unpins) every thread of process $1 for mode $2.
place() { taskset -a -p -c "$([ "$2" = pinned ] && echo 1 || echo 0-1)" "$1" > /dev/null; }

# One wrk run: process $1 serving $2, stream $3, $4 connections, mode $5. Prints one
# tab-separated row: req/s p50 p99 errors cpu_us_per_request rss_before rss_after.
measure() {
  local pid=$1 url=$2 stream=$3 connections=$4 mode=$5 wrk=(wrk) result before after rss_before
  [ "$mode" = pinned ] && wrk=(taskset -c 0 wrk -t1) || wrk=(wrk -t2)
  place "$pid" "$mode"
  rss_before=$(rss_mib "$pid")
  before=$(cpu_ticks "$pid")
  result=$("${wrk[@]}" -c"$connections" -d"$DURATION" --timeout 5s -s "$WORK/$stream.lua" "$url" | grep '^RESULT')
  after=$(cpu_ticks "$pid")
  local requests seconds p50_ms p99_ms errors non2xx
  eval "${result#RESULT }"
  awk -v r="$requests" -v s="$seconds" -v p50="$p50_ms" -v p99="$p99_ms" -v e="$((errors + non2xx))" \
    -v t="$((after - before))" -v hz="$TICKS" -v b="$rss_before" -v a="$(rss_mib "$pid")" \
    'BEGIN { printf "%.0f\t%.2f\t%.2f\t%d\t%.1f\t%d\t%d\n", r / s, p50, p99, e, (r > 0 ? t / hz * 1e6 / r : 0), b, a }'
}

start_nginx
start_serve "$BIN"
CACHED_PID=$SERVER_PID CACHED_URL=$SERVER_URL
start_serve "$BIN" --cached-answers 0
UNCACHED_PID=$SERVER_PID UNCACHED_URL=$SERVER_URL
if [ -n "$BASELINE" ]; then
  start_serve "$BASELINE"
  OLD_CACHED_PID=$SERVER_PID OLD_CACHED_URL=$SERVER_URL
  start_serve "$BASELINE" --cached-answers 0
  OLD_UNCACHED_PID=$SERVER_PID OLD_UNCACHED_URL=$SERVER_URL
fi
# Warm-up: every answer of the cached servers is in their cache before they are measured.
for stream in near far; do
  wrk -t2 -c16 -d2s -s "$WORK/$stream.lua" "$CACHED_URL" > /dev/null
  [ -z "$BASELINE" ] || wrk -t2 -c16 -d2s -s "$WORK/$stream.lua" "$OLD_CACHED_URL" > /dev/null
done

echo "placesearch serve under wrk, $DURATION per row, $(nproc) cores; $(wc -l < "$WORK/near.queries") keystrokes per stream"
echo "pinned: wrk -t1 on core 0, the server on core 1; unpinned: wrk -t2 and the server on both"
printf '%-9s %-15s %5s %9s %7s %8s %8s %7s %10s %11s' mode target conns 'req/s' share 'p50 ms' 'p99 ms' errors 'CPU µs/req' 'RSS MiB'
[ -z "$BASELINE" ] && echo || printf ' %16s\n' 'new/old req/s, CPU'
for mode in $MODES; do
  for connections in $CONNECTIONS; do
    IFS=$'\t' read -r ceiling p50 p99 errors cpu rss_before rss_after \
      < <(measure "$NGINX_PID" "$NGINX_URL" fixed "$connections" "$mode")
    printf '%-9s %-15s %5d %9d %7s %8s %8s %7d %10s %5d→%-5d\n' "$mode" "nginx fixed 200" "$connections" \
      "$ceiling" "1.00" "$p50" "$p99" "$errors" "$cpu" "$rss_before" "$rss_after"
    for target in status cached-near cached-far uncached-near uncached-far; do
      case $target in
        status) pid=$CACHED_PID url=$CACHED_URL old=${OLD_CACHED_PID:-} old_url=${OLD_CACHED_URL:-} stream=status ;;
        cached-*) pid=$CACHED_PID url=$CACHED_URL old=${OLD_CACHED_PID:-} old_url=${OLD_CACHED_URL:-} stream=${target#*-} ;;
        uncached-*) pid=$UNCACHED_PID url=$UNCACHED_URL old=${OLD_UNCACHED_PID:-} old_url=${OLD_UNCACHED_URL:-} stream=${target#*-} ;;
      esac
      IFS=$'\t' read -r rate p50 p99 errors cpu rss_before rss_after \
        < <(measure "$pid" "$url" "$stream" "$connections" "$mode")
      printf '%-9s %-15s %5d %9d %7.2f %8s %8s %7d %10s %5d→%-5d' "$mode" "$target" "$connections" "$rate" \
        "$(awk -v r="$rate" -v c="$ceiling" 'BEGIN { print r / c }')" "$p50" "$p99" "$errors" "$cpu" \
        "$rss_before" "$rss_after"
      if [ -n "$BASELINE" ]; then
        IFS=$'\t' read -r old_rate _ _ _ old_cpu _ _ < <(measure "$old" "$old_url" "$stream" "$connections" "$mode")
        awk -v r="$rate" -v o="$old_rate" -v c="$cpu" -v oc="$old_cpu" \
          'BEGIN { printf "  %6.2fx, %5.2fx", (o > 0 ? r / o : 0), (oc > 0 ? c / oc : 0) }'
      fi
      echo
    done
  done
done
echo "answer cache: $(curl -s "$CACHED_URL/status" | sed -n 's/.*"cache":\({[^}]*}\).*/\1/p')"

# The engine alone: the same keystrokes through `complete --stdin` in one process.
for _ in $(seq 1 20); do cat "$WORK/near.queries"; done > "$WORK/stream.txt"
count=$(wc -l < "$WORK/stream.txt")
start=$(awk '{ print $14 + $15 + $16 + $17 }' /proc/$$/stat)
"$BIN" complete --stdin --json --near 37.57,126.98 < "$WORK/stream.txt" > /dev/null
end=$(awk '{ print $14 + $15 + $16 + $17 }' /proc/$$/stat)
awk -v t="$((end - start))" -v hz="$TICKS" -v n="$count" 'BEGIN {
  printf "engine alone: %d keystrokes in %.2f CPU-s (with process start and index load): %.0f µs CPU per keystroke\n",
    n, t / hz, t / hz * 1e6 / n }'
