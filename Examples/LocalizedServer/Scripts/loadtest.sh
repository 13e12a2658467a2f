#!/usr/bin/env bash
# Load test: each library route against its Foundation twin, in one server process
# on loopback. Builds the server in release, starts it on 127.0.0.1 on a free port,
# waits for /health, then for ROUNDS rounds runs wrk (with rotate.lua) on /quote,
# /foundation/quote, /orders, /foundation/orders in turn, DURATION each, and prints
# per route the median over rounds of requests/s, p50 and p99, and library ÷ Foundation.
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

# wrk from Debian, installed when missing (as .ci/run does for its packages).
if ! command -v wrk >/dev/null 2>&1; then
    echo "Installing wrk"
    SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq wrk
fi
command -v curl >/dev/null 2>&1 || { echo "error: curl is needed to wait for /health" >&2; exit 1; }

if [ "${SKIP_BUILD:-0}" != 1 ]; then
    echo "Building LocalizedServer (release)"
    swift build -c release --product LocalizedServer 2>&1 | tail -n 3
fi
server="$(swift build -c release --show-bin-path)/LocalizedServer"
[ -x "$server" ] || { echo "error: no release build at $server" >&2; exit 1; }

# A free loopback port: the kernel picks one, and it is released for the server.
free_port() {
    if command -v python3 >/dev/null 2>&1; then
        python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'
    else
        local port
        for _ in $(seq 1 50); do
            port=$(( 20000 + RANDOM % 40000 ))
            if ! (exec 3<>"/dev/tcp/$HOST/$port") 2>/dev/null; then echo "$port"; return; fi
        done
        echo "error: found no free port" >&2; return 1
    fi
}
PORT=${PORT:-$(free_port)}

work=$(mktemp -d)
server_pid=""
cleanup() {
    if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
        kill "$server_pid" 2>/dev/null || true
        for _ in $(seq 1 50); do kill -0 "$server_pid" 2>/dev/null || break; sleep 0.1; done
        kill -9 "$server_pid" 2>/dev/null || true
        wait "$server_pid" 2>/dev/null || true
    fi
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

"$server" --hostname "$HOST" --port "$PORT" >"$work/server.log" 2>&1 &
server_pid=$!

base="http://$HOST:$PORT"
for i in $(seq 1 $(( HEALTH_WAIT * 10 ))); do
    if ! kill -0 "$server_pid" 2>/dev/null; then
        echo "error: the server exited before answering /health:" >&2; cat "$work/server.log" >&2; exit 1
    fi
    curl -fsS --max-time 1 "$base/health" >/dev/null 2>&1 && break
    if [ "$i" -eq $(( HEALTH_WAIT * 10 )) ]; then
        echo "error: no answer from $base/health in ${HEALTH_WAIT}s" >&2; exit 1
    fi
    sleep 0.1
done
echo "Server PID $server_pid on $base; $ROUNDS rounds × $DURATION per route, wrk -t$THREADS -c$CONNECTIONS"

routes=()
for pair in $PAIRS; do routes+=("/$pair" "/foundation/$pair"); done

results="$work/results"
: >"$results"
for round in $(seq 1 "$ROUNDS"); do
    for route in "${routes[@]}"; do
        line=$(wrk -t"$THREADS" -c"$CONNECTIONS" -d"$DURATION" --timeout "$TIMEOUT" \
                   -s "$script_dir/rotate.lua" "$base" -- "$route" | grep '^LOADTEST ' || true)
        if [ -z "$line" ]; then
            echo "error: wrk gave no summary for $route" >&2; exit 1
        fi
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
    rps[r] = rps[r] " " f["rps"]; p50[r] = p50[r] " " f["p50_ms"]; p99[r] = p99[r] " " f["p99_ms"]
    bad[r] += f["non2xx"] + f["socket_errors"]; rounds[r]++
}
END {
    printf "%-22s %6s %12s %10s %10s %8s %14s\n", "route", "rounds", "req/s", "p50 ms", "p99 ms", "errors", "lib/Foundation"
    n = split(pairs, names, " ")
    for (k = 1; k <= n; k++) {
        lib = "/" names[k]; fnd = "/foundation/" names[k]
        lr = median(rps[lib]); fr = median(rps[fnd])
        printf "%-22s %6d %12.1f %10.3f %10.3f %8d %14s\n", lib, rounds[lib], lr, median(p50[lib]), median(p99[lib]), bad[lib], (fr > 0 ? sprintf("%.2f", lr / fr) : "-")
        printf "%-22s %6d %12.1f %10.3f %10.3f %8d %14s\n", fnd, rounds[fnd], fr, median(p50[fnd]), median(p99[fnd]), bad[fnd], ""
    }
}' "$results"
