// Target `machine-dates`: the fuzzer's bytes as an ISO 8601 or RFC 3339 timestamp, a time of
// day, an HTTP date or a strptime-style pattern and its text; or as a random instant and offset.
//
// Input: byte 0 picks the mode (0 ISO 8601, 1 RFC 3339, 2 ISO 8601 time of day, 3 HTTP date,
// 4 pattern and text, 5 instant); the rest is the text (mode 4: the pattern, a newline, then
// the text; mode 5: 8 bytes of seconds, 4 of nanoseconds and 2 of offset minutes, big-endian).
//
// Properties: parsing never crashes, and gives the same answer twice; a failure is U_PARSE_ERROR
// of kind `.badInput` with an offset inside the text; a timestamp that parses, written by
// `ISO8601Format.rfc3339` at its own offset with its annotations (and, without annotations, in
// the basic form at its offset), parses to the same instant, offset and annotations; an HTTP
// date that parses is written as IMF-fixdate, which parses to the same instant; a parsed time of
// day has its fields in range; parsing a buffer that holds no annotations, and writing into one,
// allocate nothing; the one-pass reading of the common shapes (`@_spi(Testing)`) answers as the
// scanner and a pattern's steps alone do, value or error. Mode 5: an instant of 0001…9999 to the nanosecond at an offset within ±23:59
// round-trips through RFC 3339, the basic form, IMF-fixdate (to the second) and the pattern
// `%a %Y-%m-%d %j %T %z` (to the second).
// fuzz: dict=machine-dates max_len=128
import FoundationEssentials
@_spi(Testing) import ICU

let iso8601 = ISO8601Format.iso8601
let rfc3339 = ISO8601Format.rfc3339
let basic = try! ISO8601Format(representation: .basic)
let http = HTTPDateFormat()
let pattern = try! POSIXDatePattern("%a %Y-%m-%d %j %T %z")
/// RFC 850's years are read against a fixed instant, 2026-01-01T00:00:00Z, so that an input means the same every run.
let now = ExactInstant(secondsSince1970: 1_767_225_600)
/// Where the writers write: allocated once, outside the blocks whose allocations are counted.
let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 256)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let mode = input.byte() % 6
    switch mode {
    case 0, 1: timestamp(input.rest(), mode == 0 ? iso8601 : rfc3339)
    case 2: time(input.rest())
    case 3: httpDate(input.rest())
    case 4: patterned(input.field(), input.rest())
    default: roundTrip(&input)
    }
    return 0
}

/// Parses `bytes` twice the same way, checking the error's shape.
func parsed<T: Equatable>(_ bytes: [UInt8], _ what: String, _ parse: (UnsafeBufferPointer<UInt8>) throws(ICUError) -> T) -> T? {
    let first = bytes.withUnsafeBufferPointer { bytes in Result { () throws(ICUError) in try parse(bytes) } }
    let second = bytes.withUnsafeBufferPointer { bytes in Result { () throws(ICUError) in try parse(bytes) } }
    trace("\(what) \(quoted(text(bytes))) -> \(first)")
    switch (first, second) {
    case (.success(let a), .success(let b)):
        require(a == b, "\(what) \(quoted(text(bytes))): \(a), then \(b)")
        return a
    case (.failure(let a), .failure(let b)):
        require(a == b, "\(what) \(quoted(text(bytes))): \(a), then \(b)")
        require(a.code == .parseError && a.kind == .badInput, "\(what) \(quoted(text(bytes))): \(a)")
        require(a.utf8Offset.map { (0...bytes.count).contains($0) } ?? false, "\(what) \(quoted(text(bytes))): offset of \(a)")
        return nil
    default:
        require(false, "\(what) \(quoted(text(bytes))): \(first), then \(second)")
        return nil
    }
}

func timestamp(_ bytes: [UInt8], _ format: ISO8601Format) {
    bytes.withUnsafeBufferPointer { bytes in
        let either = Result { () throws(ICUError) in try format.parseTimestamp(utf8: bytes) }
        let scanned = Result { () throws(ICUError) in try format.parseTimestampByScanner(utf8: bytes) }
        require(same(either, scanned), "\(format.syntax) \(quoted(text(Array(bytes)))): \(either), by the scanner \(scanned)")
    }
    guard let stamp = parsed(bytes, "\(format.syntax)", format.parseTimestamp(utf8:)) else { return }
    let written = rfc3339.format(stamp)
    let again = Result { () throws(ICUError) in try iso8601.parseTimestamp(written) }
    require((try? again.get()) == stamp, "\(quoted(text(bytes))) is \(stamp), written \(quoted(written)), read as \(again)")
    guard stamp.timeZone == nil, stamp.calendar == nil else { return }
    let noAllocation = allocations {
        bytes.withUnsafeBufferPointer { bytes in try? format.parse(utf8: bytes) }
    }
    require(noAllocation.bytes == 0, "parsing \(quoted(text(bytes))) allocated \(noAllocation.bytes) bytes")
    let target = buffer  // a global's first use initializes it, which allocates
    let count = allocations { basic.format(stamp.instant, utcOffset: stamp.utcOffset, into: target) }
    require(count.bytes == 0, "writing \(stamp) allocated \(count.bytes) bytes")
    guard let length = count.result else { return require(false, "no room to write \(stamp)") }
    let basicText = Array(buffer[..<length])
    let reread = Result { () throws(ICUError) in try basicText.withUnsafeBufferPointer { bytes throws(ICUError) in try iso8601.parse(utf8: bytes) } }
    require((try? reread.get()) == stamp.instant, "\(stamp) in the basic form \(quoted(text(basicText))) reads as \(reread)")
}

/// Two answers alike: equal values, or equal errors.
func same<T: Equatable>(_ a: Result<T, ICUError>, _ b: Result<T, ICUError>) -> Bool {
    switch (a, b) {
    case (.success(let x), .success(let y)): x == y
    case (.failure(let x), .failure(let y)): x == y
    default: false
    }
}

func time(_ bytes: [UInt8]) {
    guard let time = parsed(bytes, "time", iso8601.parseTime(utf8:)) else { return }
    require((0...24).contains(time.hour) && (0...59).contains(time.minute) && (0...60).contains(time.second)
            && (0..<1_000_000_000).contains(time.nanosecond), "\(quoted(text(bytes))) reads as \(time)")
    require(time.hour < 24 || (time.minute == 0 && time.second == 0 && time.nanosecond == 0), "\(quoted(text(bytes))) reads as \(time)")
}

func httpDate(_ bytes: [UInt8]) {
    guard let instant = parsed(bytes, "HTTP date", { bytes throws(ICUError) in try http.parse(utf8: bytes, now: now) }) else { return }
    let noAllocation = allocations { bytes.withUnsafeBufferPointer { bytes in try? http.parse(utf8: bytes, now: now) } }
    require(noAllocation.bytes == 0, "parsing \(quoted(text(bytes))) allocated \(noAllocation.bytes) bytes")
    let written = Result { () throws(ICUError) in try http.format(instant) }
    let again = written.flatMap { text in Result { () throws(ICUError) in try http.parse(text, now: now) } }
    require((try? again.get()) == instant, "\(quoted(text(bytes))) is \(instant), written \(written), read as \(again)")
}

func patterned(_ patternBytes: [UInt8], _ bytes: [UInt8]) {
    guard let compiled = try? POSIXDatePattern(text(patternBytes)) else { return }
    bytes.withUnsafeBufferPointer { bytes in
        let either = Result { () throws(ICUError) in try compiled.parse(utf8: bytes) }
        let steps = Result { () throws(ICUError) in try compiled.parseByStepsAlone(utf8: bytes) }
        require(same(either, steps), "pattern \(quoted(compiled.pattern)) on \(quoted(text(Array(bytes)))): \(either), by steps \(steps)")
    }
    guard let instant = parsed(bytes, "pattern \(quoted(compiled.pattern))", compiled.parse(utf8:)) else { return }
    let written = compiled.format(instant)
    require(written.utf8.count <= compiled.maximumLength, "\(quoted(compiled.pattern)) wrote \(quoted(written)), beyond its maximum")
}

func roundTrip(_ input: inout FuzzInput) {
    // 0001-01-01T00:00:00Z … 9999-12-31T23:59:59Z.
    let seconds = -62_135_596_800 + Int64(input.int64().magnitude % 315_537_897_600)
    var nanoseconds: Int64 = 0
    for _ in 0..<4 { nanoseconds = nanoseconds << 8 | Int64(input.byte()) }
    let instant = ExactInstant(secondsSince1970: seconds, nanoseconds: nanoseconds % 1_000_000_000)
    let minutes = (Int(input.byte()) << 8 | Int(input.byte())) % 2879 - 1439
    guard let offset = try? UTCOffset(seconds: minutes * 60) else { return require(false, "offset \(minutes) min refused") }
    trace("instant \(instant) at \(offset)")
    for format in [rfc3339, basic] {
        let written = format.format(instant, utcOffset: offset)
        let read = Result { () throws(ICUError) in try iso8601.parse(written) }
        require((try? read.get()) == instant, "\(instant) at \(offset) written \(quoted(written)) reads as \(read)")
    }
    let whole = ExactInstant(secondsSince1970: instant.secondsSince1970)
    let imf = Result { () throws(ICUError) in try http.format(instant) }
    let imfRead = imf.flatMap { text in Result { () throws(ICUError) in try http.parse(text) } }
    require((try? imfRead.get()) == whole, "\(instant) written \(imf) reads as \(imfRead)")
    let patternText = pattern.format(instant, utcOffset: offset)
    let patternRead = Result { () throws(ICUError) in try pattern.parse(patternText) }
    require((try? patternRead.get()) == whole, "\(instant) written \(quoted(patternText)) reads as \(patternRead)")
}
