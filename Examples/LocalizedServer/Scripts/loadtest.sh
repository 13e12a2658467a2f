#!/usr/bin/env bash
# Load test: each library route against its Foundation twin, in one server process
# on loopback. Builds the server in release, starts it on 127.0.0.1 on a free port,
# waits for /health, then for ROUNDS rounds runs wrk (with rotate.lua) on /quote,
# /foundation/quote, /orders, /foundation/orders in turn, DURATION each, and prints
# per route the median over rounds of requests/s, p50 and p99, the server's CPU time
# per request (from /proc/PID/stat), and library ÷ Foundation requests/s.
# The server is stopped by its PID on exit. Traffic goes to 127.0.0.1 only.
#
#   Scripts/loadtest.sh                       # 3 rounds × 10 s per route, -t2 -c16
#   ROUNDS=5 DURATION=30s CONNECTIONS=64 Scripts/loadtest.sh
#
# Environment: ROUNDS (3), DURATION (10s, any wrk duration), THREADS (2),
# CONNECTIONS (16), TIMEOUT (2s, wrk's per-request timeout), PAIRS ("quote orders";
# also orders.html), PORT (a free port unless given), SKIP_BUILD (1: use the existing
# release build), HEALTH_WAIT (60, seconds to wait for /health).
set -euo pipefail

ROUNDS=${ROUNDS:-3}
DURATION=${DURATION:-10s}
THREADS=${THREADS:-2}
CONNECTIONS=${CONNECTIONS:-16}
TIMEOUT=${TIMEOUT:-2s}
PAIRS=${PAIRS:-quote orders}
HEALTH_WAIT=${HEALTH_WAIT:-60}
HOST=127.0.0.1

script_dir=$(cd "$(dirname "$0")" && pwd)
package_dir=$(dirname "$script_dir")
cd "$package_dir"

case "$ROUNDS" in ''|*[!0-9]*|0) echo "error: ROUNDS must be a whole number above 0; got '$ROUNDS'" >&2; exit 2 ;; esac

source "$script_dir/server.sh"
echo "Server PID $server_pid on $base; $ROUNDS rounds × $DURATION per route, wrk -t$THREADS -c$CONNECTIONS"

routes=()
for pair in $PAIRS; do routes+=("/$pair" "/foundation/$pair"); done

clk_tck=$(getconf CLK_TCK)
results="$work/results"
: >"$results"
for round in $(seq 1 "$ROUNDS"); do
    for route in "${routes[@]}"; do
        ticks_before=$(server_cpu_ticks)
        line=$(wrk -t"$THREADS" -c"$CONNECTIONS" -d"$DURATION" --timeout "$TIMEOUT" \
                   -s "$script_dir/rotate.lua" "$base" -- "$route" | grep '^LOADTEST ' || true)
        if [ -z "$line" ]; then
            echo "error: wrk gave no summary for $route" >&2; exit 1
        fi
        # The server's CPU time per request in this run: what the handler's share is measured against.
        ticks=$(( $(server_cpu_ticks) - ticks_before ))
        requests=$(echo "$line" | sed -n 's/.* requests=\([0-9]*\).*/\1/p')
        line="$line cpu_us=$(awk -v t="$ticks" -v hz="$clk_tck" -v n="$requests" 'BEGIN { printf "%.1f", (n > 0 ? t * 1e6 / hz / n : 0) }')"
        echo "round $round: $line"
        echo "$line" >>"$results"
    done
done
kill -0 "$server_pid" 2>/dev/null || { echo "error: the server died during the test:" >&2; cat "$work/server.log" >&2; exit 1; }

# The table: medians over rounds per route, then library ÷ Foundation requests/s.
echo
awk -v pairs="$PAIRS" '
function median(list,    n, v, i, j, t) {
    n = split(list, v, " ")
    for (i = 2; i <= n; i++) { t = v[i] + 0; for (j = i - 1; j >= 1 && v[j] + 0 > t; j--) v[j + 1] = v[j]; v[j + 1] = t }
    return n % 2 ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2
}
{
    delete f
    for (i = 2; i <= NF; i++) { split($i, kv, "="); f[kv[1]] = kv[2] }
    r = f["route"]
    rps[r] = rps[r] " " f["rps"]; p50[r] = p50[r] " " f["p50_ms"]; p99[r] = p99[r] " " f["p99_ms"]; cpu[r] = cpu[r] " " f["cpu_us"]
    bad[r] += f["non2xx"] + f["socket_errors"]; rounds[r]++
}
END {
    printf "%-22s %6s %12s %10s %10s %12s %8s %14s\n", "route", "rounds", "req/s", "p50 ms", "p99 ms", "CPU µs/req", "errors", "lib/Foundation"
    n = split(pairs, names, " ")
    for (k = 1; k <= n; k++) {
        lib = "/" names[k]; fnd = "/foundation/" names[k]
        lr = median(rps[lib]); fr = median(rps[fnd])
        printf "%-22s %6d %12.1f %10.3f %10.3f %12.1f %8d %14s\n", lib, rounds[lib], lr, median(p50[lib]), median(p99[lib]), median(cpu[lib]), bad[lib], (fr > 0 ? sprintf("%.2f", lr / fr) : "-")
        printf "%-22s %6d %12.1f %10.3f %10.3f %12.1f %8d %14s\n", fnd, rounds[fnd], fr, median(p50[fnd]), median(p99[fnd]), median(cpu[fnd]), bad[fnd], ""
    }
}' "$results"
