#!/usr/bin/env bash
# The slowest test suites of a `swift test` log, from Swift Testing's "Suite … passed
# after N seconds." lines (failed ones too), and how many waits went on past their
# deadline (PollingDeadline's note). A suite's time runs from its first test's start to
# its last test's end, waits for the shared test index included.
#
#   Scripts/slowest-suites.sh LOG [COUNT]     (COUNT defaults to 10)
set -euo pipefail
log=${1:?usage: Scripts/slowest-suites.sh LOG [COUNT]}
count=${2:-10}
echo "--- the $count slowest suites of $log"
grep -a -E '^. Suite .* (passed|failed) after [0-9.]+ seconds' "$log" \
  | sed -E 's/^. Suite (.*) (passed|failed) after ([0-9.]+) seconds.*/\3 \1/' \
  | sort -rn | head -n "$count" | awk '{ printf "%8.1f s  %s\n", $1, substr($0, index($0, " ") + 1) }'
total=$(grep -a -E '^. Test run with [0-9]+ tests? .* after [0-9.]+ seconds' "$log" | tail -1 || true)
[ -n "$total" ] && echo "${total#* }"
past=$(grep -a -c 'PollingDeadline: past its deadline' "$log" || true)
echo "waits that went on past their deadline: $past"
