#!/usr/bin/env bash
# Builds QuickServer, starts it on a free loopback port, asks /cart in three
# languages and compares each answer with the text the README shows. Exits
# non-zero on any difference. Run from anywhere; needs curl and python3.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build 2>&1 | tail -n 3
server="$(swift build --show-bin-path)/QuickServer"
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')
log=$(mktemp)
"$server" "$port" >"$log" 2>&1 &
pid=$!
trap 'kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -f "$log"' EXIT

for _ in $(seq 1 100); do
    curl -fsS --max-time 1 "http://127.0.0.1:$port/health" >/dev/null 2>&1 && break
    kill -0 "$pid" 2>/dev/null || { echo "error: the server exited:" >&2; cat "$log" >&2; exit 1; }
    sleep 0.1
done

status=0
# ICU's no-break spaces (U+00A0, U+202F) are compared as the spaces written here.
check() {  # check ACCEPT_LANGUAGE QUERY EXPECTED
    local got
    got=$(curl -fsS --max-time 5 -H "Accept-Language: $1" "http://127.0.0.1:$port/cart?$2" \
        | sed 's/\xc2\xa0/ /g; s/\xe2\x80\xaf/ /g')
    if [ "$got" = "$3" ]; then echo "ok: $1 $2"; else
        echo "error: $1 $2 gave:" >&2; echo "$got" >&2; echo "expected:" >&2; echo "$3" >&2; status=1
    fi
}
check "de-AT,de;q=0.9,en;q=0.5" "count=3" $'3 Artikel im Warenkorb\nSumme: € 1.234,50\nLieferung: 5. Jänner 2014'
check "en-GB" "count=1" $'1 item in your cart\nTotal: €1,234.50\nDelivery: 5 January 2014'
check "ru" "count=22" $'22 товара в корзине\nИтого: 1 234,50 €\nДоставка: 5 января 2014 г.'
exit $status
