-- wrk script for LocalizedServer: every request to the route given after `--`
-- (such as /quote or /foundation/orders), rotating 20 browser Accept-Language
-- headers, 5 time zones and 7 currencies. The zone moves on after every 20 headers,
-- so every pairing of header and zone comes up, and with the currencies the
-- combinations cycle every 700 requests; every thread starts at its own
-- offset, and the library and its Foundation twin get the same sequence.
--
--   wrk -t2 -c16 -d10s -s rotate.lua http://127.0.0.1:8080 -- /quote
--
-- done() prints one line:
--   LOADTEST route=/quote requests=… duration_s=… rps=… p50_ms=… p99_ms=… non2xx=… socket_errors=…

local languages = {
  "en-US,en;q=0.9",
  "en-GB,en;q=0.9",
  "de-DE,de;q=0.9,en-US;q=0.8,en;q=0.7",
  "de-AT,de;q=0.9,en;q=0.8",
  "de-CH,de;q=0.9,fr;q=0.8,en;q=0.7",
  "fr-FR,fr;q=0.9,en;q=0.8",
  "fr-CA,fr;q=0.9,en-CA;q=0.8,en;q=0.7",
  "ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7",
  "ru,en;q=0.9",
  "uk-UA,uk;q=0.9,ru;q=0.8,en-US;q=0.7,en;q=0.6",
  "ja,en-US;q=0.9,en;q=0.8",
  "ja-JP,ja;q=0.9",
  "ar-EG,ar;q=0.9,en;q=0.8",
  "ar-SA,ar;q=0.9,en-US;q=0.8,en;q=0.7",
  "pl-PL,pl;q=0.9",
  "pl,en-US;q=0.9,en;q=0.8",
  "es-ES,es;q=0.9,en;q=0.8",
  "pt-BR,pt;q=0.9,en-US;q=0.8,en;q=0.7",
  "zh-CN,zh;q=0.9,en;q=0.8",
  "nl-NL,nl;q=0.9,en-US;q=0.8,en;q=0.7,de;q=0.6",
}

local zones = {
  "Europe/Berlin",
  "Europe/Moscow",
  "Asia/Tokyo",
  "Africa/Cairo",
  "America/New_York",
}

local currencies = { "EUR", "USD", "RUB", "JPY", "PLN", "EGP", "GBP" }

route = "/quote"  -- global: done() reads it with thread:get
local counter = 0
local threads = {}

-- setup() and done() run in wrk's main Lua state, init() and request() in each
-- thread's; done() reads the route back from a thread.
setup = function(thread)
  thread:set("thread_number", #threads)
  table.insert(threads, thread)
end

init = function(args)
  if args[1] ~= nil and args[1] ~= "" then
    route = args[1]
  end
  counter = (thread_number or 0) * 97
  wrk.headers["Accept"] = "*/*"
end

request = function()
  local language = languages[counter % #languages + 1]
  local zone = zones[math.floor(counter / #languages) % #zones + 1]
  local currency = currencies[counter % #currencies + 1]
  counter = counter + 1
  -- Zone identifiers contain only letters, '_' and '/', which need no escaping in a query.
  local path = route .. "?currency=" .. currency .. "&tz=" .. zone
  return wrk.format("GET", path, { ["Accept-Language"] = language })
end

done = function(summary, latency, requests)
  local seconds = summary.duration / 1e6
  local errors = summary.errors
  if threads[1] ~= nil then
    route = threads[1]:get("route") or route
  end
  io.write(string.format(
    "LOADTEST route=%s requests=%d duration_s=%.2f rps=%.1f p50_ms=%.3f p99_ms=%.3f non2xx=%d socket_errors=%d\n",
    route, summary.requests, seconds, summary.requests / seconds,
    latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    errors.status, errors.connect + errors.read + errors.write + errors.timeout))
end
