# Sourced by loadtest.sh and memorytest.sh, from the package folder: installs wrk
# when missing, builds the server in release (unless SKIP_BUILD=1), starts it on
# HOST (127.0.0.1) at PORT (a free port unless given), waits up to HEALTH_WAIT
# seconds for /health, and stops it by its PID when the script exits.
# Sets: server (the binary), server_pid, base (http://HOST:PORT), work (a
# temporary folder, removed on exit). Defines server_cpu_ticks.

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

# The server's CPU time so far, user and system, in clock ticks (getconf CLK_TCK a second).
server_cpu_ticks() {
    awk '{ print $14 + $15 }' "/proc/$server_pid/stat"
}
