#!/usr/bin/env bash
# `placesearch serve` scaled out by replicas behind nginx, on 127.0.0.1 (docs/server.md,
# "More than one process"): the nginx configuration there, tested here.
#
# 1. Throughput through nginx with 1, 2 and 3 replicas: wrk replays every prefix of 24
#    names (near their places, `--cached-answers 0`, so every request reaches an engine)
#    for DURATION each, and the same straight at one replica without nginx.
# 2. Failover: 3 replicas, wrk through nginx for 12 s; one replica is killed (SIGKILL)
#    at 3 s and started again at 6 s on its port. Passes when no request failed (nginx
#    retries the next replica: `proxy_next_upstream`) and the restarted replica answers
#    again.
#
# Needs wrk and nginx: `apt-get install wrk nginx-light`. Not run by CI (timing belongs
# in benchmarks). Exit 1 when a request failed.
# Usage: Scripts/bench-replicas.sh   (env: DURATION=5s CONNECTIONS=64 SCRATCH=.build BIN=…)
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/nginx-local.sh
PATH=$PATH:/usr/sbin # nginx, for a user whose PATH leaves it out

DURATION=${DURATION:-5s}
CONNECTIONS=${CONNECTIONS:-64}
for tool in wrk nginx curl python3; do
  command -v "$tool" > /dev/null || { echo "bench-replicas: $tool is missing (apt-get install wrk nginx-light)" >&2; exit 2; }
done
SCRATCH=${SCRATCH:-.build}
if [ -z "${BIN:-}" ]; then
  swift build -c release --static-swift-stdlib --product placesearch --scratch-path "$SCRATCH" > /dev/null
  BIN=$SCRATCH/release/placesearch
fi
WORK=$(mktemp -d)
declare -A REPLICA_PID
NGINX_MASTER=
cleanup() {
  for pid in "${REPLICA_PID[@]}"; do kill -TERM "$pid" 2> /dev/null || true; done
  [ -z "$NGINX_MASTER" ] || kill -TERM "$NGINX_MASTER" 2> /dev/null || true
  wait 2> /dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT
"$BIN" complete seoul > /dev/null # builds the index cache once if missing

# The keystroke stream (Scripts/keystroke_streams.py): every prefix of 24 names, near their places.
python3 Scripts/keystroke_streams.py "$WORK"

free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

# Starts replica $1 on its port (REPLICA_PORT[$1]) and waits until it answers.
start_replica() {
  local number=$1 port=${REPLICA_PORT[$1]}
  "$BIN" serve --port "$port" --cached-answers 0 > "$WORK/replica-$number.out" 2> /dev/null &
  REPLICA_PID[$number]=$!
  for _ in $(seq 1 300); do
    grep -q "listening on" "$WORK/replica-$number.out" 2> /dev/null && return 0
    kill -0 "${REPLICA_PID[$number]}" 2> /dev/null || { echo "bench-replicas: replica $number exited" >&2; exit 1; }
    sleep 0.1
  done
  echo "bench-replicas: replica $number did not start in 30 s" >&2
  exit 1
}

# Writes nginx.conf for the first $1 replicas and (re)starts nginx with it.
NGINX_PORT=$(free_port)
start_nginx() {
  local count=$1 servers=""
  for number in $(seq 1 "$count"); do
    servers+="    server 127.0.0.1:${REPLICA_PORT[$number]} max_fails=1 fail_timeout=2s;"$'\n'
  done
  mkdir -p "$WORK/nginx"
  # The configuration docs/server.md gives, with this run's ports and paths.
  nginx_config "$WORK/nginx" auto "  upstream placesearch {
$servers    keepalive 64;
  }
  server {
    listen 127.0.0.1:$NGINX_PORT;
    location / {
      proxy_pass http://placesearch;
      proxy_http_version 1.1;
      proxy_set_header Connection \"\";
      proxy_set_header Host \$host;
      proxy_connect_timeout 1s;
      proxy_read_timeout 15s;
      proxy_next_upstream error timeout http_502;
      proxy_next_upstream_tries 3;
    }
  }" > "$WORK/nginx/nginx.conf"
  if [ -n "$NGINX_MASTER" ]; then
    kill -TERM "$NGINX_MASTER" 2> /dev/null || true
    while kill -0 "$NGINX_MASTER" 2> /dev/null; do sleep 0.05; done
  fi
  nginx -c "$WORK/nginx/nginx.conf" -p "$WORK/nginx" &
  NGINX_MASTER=$!
  for _ in $(seq 1 100); do curl -sf "http://127.0.0.1:$NGINX_PORT/status" > /dev/null && return 0; sleep 0.1; done
  echo "bench-replicas: nginx did not answer" >&2
  exit 1
}

# One wrk run against $1 for $2: prints "req/s p50 p99 failed".
run_wrk() {
  local result requests seconds p50_ms p99_ms errors non2xx
  result=$(wrk -t2 -c"$CONNECTIONS" -d"$2" --timeout 5s -s "$WORK/near.lua" "$1" | grep '^RESULT')
  eval "${result#RESULT }"
  awk -v r="$requests" -v s="$seconds" -v p50="$p50_ms" -v p99="$p99_ms" -v f="$((errors + non2xx))" \
    'BEGIN { printf "%.0f %.2f %.2f %d\n", r / s, p50, p99, f }'
}

declare -A REPLICA_PORT
for number in 1 2 3; do
  REPLICA_PORT[$number]=$(free_port)
  start_replica "$number"
done

echo "placesearch serve replicas behind nginx (worker_processes auto), $(nproc) cores, wrk -t2 -c$CONNECTIONS, $DURATION per row"
printf '%-26s %9s %8s %8s %7s\n' setup 'req/s' 'p50 ms' 'p99 ms' failed
read -r rate p50 p99 failed < <(run_wrk "http://127.0.0.1:${REPLICA_PORT[1]}" "$DURATION")
printf '%-26s %9s %8s %8s %7s\n' "1 replica, no nginx" "$rate" "$p50" "$p99" "$failed"
for count in 1 2 3; do
  start_nginx "$count"
  read -r rate p50 p99 failed < <(run_wrk "http://127.0.0.1:$NGINX_PORT" "$DURATION")
  printf '%-26s %9s %8s %8s %7s\n' "$count replica(s) behind nginx" "$rate" "$p50" "$p99" "$failed"
done

# Failover: replica 2 killed at 3 s, back at 6 s, during a 12 s run through nginx.
run_wrk "http://127.0.0.1:$NGINX_PORT" 12s > "$WORK/failover" &
WRK=$!
sleep 3
kill -KILL "${REPLICA_PID[2]}"
wait "${REPLICA_PID[2]}" 2> /dev/null || true
sleep 3
start_replica 2
wait "$WRK"
read -r rate p50 p99 failed < "$WORK/failover"
printf '%-26s %9s %8s %8s %7s\n' "failover (kill -9 at 3 s)" "$rate" "$p50" "$p99" "$failed"
back=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:${REPLICA_PORT[2]}/status")
echo "replica 2 after its restart: HTTP $back; nginx errors logged: $(grep -c 'upstream' "$WORK/nginx/error.log" || true) (retried)"
[ "$failed" -eq 0 ] || { echo "bench-replicas: $failed requests failed during the failover" >&2; exit 1; }
[ "$back" = 200 ] || { echo "bench-replicas: the restarted replica answered HTTP $back" >&2; exit 1; }
