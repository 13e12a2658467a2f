#!/usr/bin/env bash
# Memory test: the server's resident size stays flat while it is fed requests
# whose Accept-Language header and `locale` parameter no other request has,
# most of them junk (Scripts/junk.lua), on every route of both implementations.
# Builds the server in release, starts it on 127.0.0.1 on a free port, warms it
# up with the load test's requests on every route (rotate.lua, so every cache
# holds what normal traffic puts there), takes its resident size (VmRSS) as the
# baseline, then runs junk.lua for DURATION seconds, reading VmRSS every second.
# Passes (exit 0) when at least MIN_REQUESTS requests were made and every
# reading stays within LIMIT_PERCENT of the baseline; exit 1 otherwise. The
# server is stopped by its PID on exit. Traffic goes to 127.0.0.1 only.
#
#   Scripts/memorytest.sh                     # 60 s, wrk -t2 -c16, within 10%, ≥ 100,000 requests
#
# Environment: DURATION (60, seconds), THREADS (2), CONNECTIONS (16), WARMUP
# (2, seconds per route), LIMIT_PERCENT (10), MIN_REQUESTS (100000), PORT,
# SKIP_BUILD (1: use the existing release build), HEALTH_WAIT (60).
set -euo pipefail

DURATION=${DURATION:-60}
THREADS=${THREADS:-2}
CONNECTIONS=${CONNECTIONS:-16}
WARMUP=${WARMUP:-2}
LIMIT_PERCENT=${LIMIT_PERCENT:-10}
MIN_REQUESTS=${MIN_REQUESTS:-100000}
HEALTH_WAIT=${HEALTH_WAIT:-60}
HOST=127.0.0.1

script_dir=$(cd "$(dirname "$0")" && pwd)
package_dir=$(dirname "$script_dir")
cd "$package_dir"

for name in DURATION WARMUP LIMIT_PERCENT MIN_REQUESTS; do
    case "${!name}" in ''|*[!0-9]*|0) echo "error: $name must be a whole number above 0; got '${!name}'" >&2; exit 2 ;; esac
done

source "$script_dir/server.sh"

rss_kb() {
    awk '/^VmRSS:/ { print $2 }' "/proc/$server_pid/status"
}

echo "Server PID $server_pid on $base; warm-up ${WARMUP}s per route, then ${DURATION}s of junk, wrk -t$THREADS -c$CONNECTIONS"
echo "resident after start: $(rss_kb) kB"
for route in /quote /orders /orders.html /foundation/quote /foundation/orders /foundation/orders.html; do
    wrk -t"$THREADS" -c"$CONNECTIONS" -d"${WARMUP}s" -s "$script_dir/rotate.lua" "$base" -- "$route" | grep '^LOADTEST ' || {
        echo "error: the warm-up of $route gave no summary" >&2; exit 1; }
done
baseline=$(rss_kb)
echo "baseline, after the warm-up: $baseline kB"

wrk -t"$THREADS" -c"$CONNECTIONS" -d"${DURATION}s" --timeout 2s -s "$script_dir/junk.lua" "$base" >"$work/junk.out" 2>&1 &
wrk_pid=$!
readings="$work/readings"
: >"$readings"
second=0
while kill -0 "$wrk_pid" 2>/dev/null; do
    sleep 1
    second=$(( second + 1 ))
    kill -0 "$server_pid" 2>/dev/null || { echo "error: the server died under the junk:" >&2; cat "$work/server.log" >&2; exit 1; }
    kill -0 "$wrk_pid" 2>/dev/null || break
    echo "$second $(rss_kb)" >>"$readings"
done
wait "$wrk_pid" || { echo "error: wrk failed:" >&2; cat "$work/junk.out" >&2; exit 1; }
summary=$(grep '^JUNK ' "$work/junk.out" || true)
[ -n "$summary" ] || { echo "error: wrk gave no summary:" >&2; cat "$work/junk.out" >&2; exit 1; }
echo "$summary"
requests=$(echo "$summary" | sed -n 's/.*requests=\([0-9]*\).*/\1/p')
final=$(rss_kb)
echo "$second $final" >>"$readings"

awk -v base="$baseline" -v limit="$LIMIT_PERCENT" -v requests="$requests" -v least="$MIN_REQUESTS" '
{ t[NR] = $1; kb[NR] = $2; if (NR == 1 || $2 < low) low = $2; if ($2 > high) high = $2 }
END {
    printf "resident over the run (kB): baseline %d, lowest %d, highest %d, at 10 s %d, at the end %d\n", base, low, high, kb[10 <= NR ? 10 : NR], kb[NR]
    printf "highest %+.1f%%, lowest %+.1f%%, end %+.1f%% of the baseline (limit ±%d%%); growth from 10 s to the end %+.1f%%\n",
        (high - base) * 100 / base, (low - base) * 100 / base, (kb[NR] - base) * 100 / base, limit,
        (kb[NR] - kb[10 <= NR ? 10 : NR]) * 100 / kb[10 <= NR ? 10 : NR]
    ok = high <= base * (1 + limit / 100) && low >= base * (1 - limit / 100) && requests + 0 >= least + 0
    if (requests + 0 < least + 0) printf "only %d requests, fewer than %d\n", requests, least
    print (ok ? "PASS" : "FAIL") ": resident size flat within " limit "% over " requests " distinct junk requests"
    exit ok ? 0 : 1
}' "$readings"
