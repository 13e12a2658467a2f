-- wrk script for LocalizedServer's memory test: every request carries an
-- Accept-Language header and a `locale` query parameter no other request has,
-- most of them junk (ranges no site has, garbage text, too many entries, too
-- long, broken weights, bytes outside ASCII, parameters of the wrong shape),
-- some a supported language with a private-use tag that makes them distinct.
-- Requests go to all six routes (see `routes`), with the 5 zones and 7
-- currencies of rotate.lua. Each thread draws from its own seed and numbers its requests
-- from its own offset, so no two requests of a run are alike.
--
--   wrk -t2 -c16 -d60s -s junk.lua http://127.0.0.1:8080
--
-- done() prints one line:
--   JUNK requests=… duration_s=… rps=… non2xx=… socket_errors=…

-- The library's routes six times each, the Foundation twins' once: the twins'
-- list pages are eight times as slow, and an even mix would spend most of the
-- minute in them.
local routes = {}
for i = 1, 6 do
  for _, route in ipairs({ "/quote", "/orders", "/orders.html" }) do table.insert(routes, route) end
end
for _, route in ipairs({ "/foundation/quote", "/foundation/orders", "/foundation/orders.html" }) do
  table.insert(routes, route)
end
local zones = { "Europe/Berlin", "Europe/Moscow", "Asia/Tokyo", "Africa/Cairo", "America/New_York" }
local currencies = { "EUR", "USD", "RUB", "JPY", "PLN", "EGP", "GBP" }
local languages = { "en", "de", "fr", "ru", "ar", "ja", "pl" }

local counter = 0
local threads = {}

setup = function(thread)
  thread:set("thread_number", #threads)
  table.insert(threads, thread)
end

init = function(args)
  math.randomseed(1000 + (thread_number or 0))
  counter = (thread_number or 0) * 1000000000
end

local letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
local alnum = letters .. "0123456789"

local function pick(set, count)
  local out = {}
  for i = 1, count do
    local k = math.random(#set)
    out[i] = set:sub(k, k)
  end
  return table.concat(out)
end

-- Printable ASCII without the characters that would end a header.
local function garbage(count)
  local out = {}
  for i = 1, count do out[i] = string.char(math.random(32, 126)) end
  return table.concat(out)
end

local function header(n)
  local id = string.format("%x", n)
  local kind = n % 6
  if kind == 0 then
    return pick(letters, math.random(2, 8)) .. "-" .. pick(alnum, math.random(1, 8)) .. "-x-" .. id
      .. "," .. pick(letters, math.random(2, 3)) .. ";q=0." .. math.random(0, 9)
  elseif kind == 1 then
    return garbage(math.random(1, 200)) .. id
  elseif kind == 2 then
    local entries = {}
    for i = 1, 70 do entries[i] = pick(letters, 2) .. "-" .. id end
    return table.concat(entries, ",")
  elseif kind == 3 then
    return pick(letters, 2) .. "-" .. pick(alnum, 8) .. "-" .. id .. ";q=0.5," .. string.rep(pick(alnum, 7) .. "-", 80)
  elseif kind == 4 then
    return "en;q=" .. pick(letters, 3) .. ", de;q=2, fr;q=-1, x-" .. id .. ";q=0.0001, *;q=0.5;q=0.1"
  else
    -- Bytes from 0x80 up: "obs-text" to HTTP, not UTF-8 here.
    local high = {}
    for i = 1, math.random(1, 20) do high[i] = string.char(math.random(128, 255)) end
    return table.concat(high) .. "-" .. id
  end
end

-- A locale parameter: a query holds it without escaping only when it is
-- letters, digits, '-' and '_'; the rest is escaped as %XX.
local function escaped(text)
  return (text:gsub("[^%w%-_]", function(c) return string.format("%%%02X", string.byte(c)) end))
end

local function locale(n)
  local id = string.format("%x", n)
  local kind = n % 4
  if kind == 0 then
    return "x" .. pick(letters, 2) .. "-" .. id
  elseif kind == 1 then
    return languages[n % #languages + 1] .. "-" .. pick(letters, 2) .. "-x-" .. id
  elseif kind == 2 then
    return escaped(garbage(math.random(1, 30)) .. id)
  else
    return pick(alnum .. "-_", math.random(1, 60)) .. id
  end
end

request = function()
  local n = counter
  counter = counter + 1
  -- Every route meets every currency, and every pairing of them every zone.
  local currency = currencies[math.floor(n / #routes) % #currencies + 1]
  local zone = zones[math.floor(n / (#routes * #currencies)) % #zones + 1]
  local path = routes[n % #routes + 1] .. "?currency=" .. currency .. "&tz=" .. zone .. "&locale=" .. locale(n)
  return wrk.format("GET", path, { ["Accept-Language"] = header(n) })
end

done = function(summary, latency, requests)
  local seconds = summary.duration / 1e6
  local errors = summary.errors
  io.write(string.format("JUNK requests=%d duration_s=%.2f rps=%.1f non2xx=%d socket_errors=%d\n",
    summary.requests, seconds, summary.requests / seconds, errors.status,
    errors.connect + errors.read + errors.write + errors.timeout))
end
