// Target `time-zone`: a zone ID, a Windows zone ID and region, or a region code, with an instant.
//
// Input: byte 0 picks the mode (0 a zone ID, 1 a Windows zone ID, 2 a region code),
// byte 1 the locale of the names (fuzzLocales), byte 2 the instant (below 240: the
// next 8 bytes as big-endian Int64 milliseconds; from 240 on, NaN, ±∞ or one of
// `instants`); the rest is the text (in mode 1, a region code, a newline, then the
// Windows ID).
//
// Properties: bad text is an ICUError of kind `.badInput`, never a crash; for a zone:
// the canonical zone's canonical zone is itself, and every alias has the zone's canonical
// ID; an instant beyond ICU's calendar range, NaN and ±∞ throw U_ILLEGAL_ARGUMENT_ERROR,
// any other gives offsets within ±24 h and transitions strictly ordered (the previous one
// before the instant, the next one after it, and the first after the previous one is the
// instant or the next one); every style of name is non-empty, valid text, the same twice
// and from a pool as fresh; a Windows ID comes back from its zone; a region is two
// capital letters or three digits. A Windows ID's zone has that Windows ID; a region's
// zones have that region.
// fuzz: dict=time-zone
import FoundationEssentials
import ICU

let pool = FormatterPool(capacity: 1024, currentLocale: "en_US")

let instants: [Double] = [.nan, .infinity, -.infinity, 0, 1_710_064_800_000, 1_712_415_600_000, -1e17, 1.8e17,
                          1_293_840_000_000, 253_402_300_800_000, -62_135_596_800_000, 4_102_444_800_000,
                          1_719_792_000_000, -2_208_988_800_000, 1_728_142_200_000, 1e15]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let mode = input.byte() % 3
    let localeName = input.pick(fuzzLocales)
    let selector = input.byte()
    let millis = selector < 240 ? Double(input.int64()) : instants[Int(selector - 240)]
    let date = Date(timeIntervalSince1970: millis / 1000)
    switch mode {
    case 0:
        let raw = text(input.rest())
        trace("zone \(quoted(raw)) at \(millis) in \(localeName)")
        guard let zone = accepted({ () throws(ICUError) in try TimeZoneID(raw) }) else { return 0 }
        checkZone(zone, at: date, millis: millis, locale: LocaleID(stringLiteral: localeName))
    case 1:
        let region = text(input.field())
        let windows = text(input.rest())
        trace("Windows zone \(quoted(windows)) in region \(quoted(region))")
        let zone = accepted { () throws(ICUError) in
            try TimeZoneID(windowsID: windows, region: region.isEmpty ? nil : region)
        }
        if let zone {
            require(zone.windowsID != nil, "\(zone), the zone of Windows zone \(quoted(windows)), has no Windows ID")
            checkZone(zone, at: date, millis: millis, locale: LocaleID(stringLiteral: localeName))
        }
    default:
        let region = text(input.rest())
        trace("zones of region \(quoted(region))")
        guard let zones = accepted({ () throws(ICUError) in try TimeZoneID.zones(inRegion: region) }) else { return 0 }
        for zone in zones {
            require(zone.region == region.uppercased(), "\(zone), a zone of \(quoted(region)), has region \(String(describing: zone.region))")
        }
    }
    return 0
}

/// The value, or nil after checking that the failure is the input's fault.
func accepted<T>(_ body: () throws(ICUError) -> T) -> T? {
    do {
        return try body()
    } catch {
        trace("refused: \(error)")
        require(error.kind == .badInput, "failed with \(error), not bad input")
        return nil
    }
}

func checkZone(_ zone: TimeZoneID, at date: Date, millis: Double, locale: LocaleID) {
    let canonical = zone.canonical
    require(canonical.canonical == canonical, "the canonical zone of \(zone), \(canonical), is not its own canonical zone")
    for alias in zone.aliases {
        require(alias.canonicalIdentifier == zone.canonicalIdentifier, "alias \(alias) of \(zone) is another zone")
    }
    if let region = zone.region {
        let bytes = Array(region.utf8)
        require((bytes.count == 2 && bytes.allSatisfy { (0x41...0x5A).contains($0) })
                || (bytes.count == 3 && bytes.allSatisfy { (0x30...0x39).contains($0) }), "region \(quoted(region)) of \(zone)")
    }
    if let windows = zone.windowsID {
        let back = Result { () throws(ICUError) in try TimeZoneID(windowsID: windows, region: zone.region) }
        require((try? back.get())?.windowsID == windows, "Windows zone \(quoted(windows)) of \(zone) comes back as \(back)")
    }

    let reachable = millis >= -184_303_902_528_000_000 && millis <= 183_882_168_921_600_000
    let offsets = Result { () throws(ICUError) in try zone.offsets(at: date) }
    let previous = Result { () throws(ICUError) in try zone.previousTransition(before: date) }
    let next = Result { () throws(ICUError) in try zone.nextTransition(after: date) }
    guard reachable else {
        for error in [offsets.error, previous.error, next.error] {
            require(error?.code == .illegalArgument, "\(zone) at \(millis), beyond ICU's calendars, gives \(String(describing: error))")
        }
        return
    }
    guard case .success(let o) = offsets, case .success(let p) = previous, case .success(let n) = next else {
        require(false, "\(zone) at \(millis): offsets \(offsets), previous \(previous), next \(next)")
        return
    }
    require(abs(o.total) < 86_400 && abs(o.daylight) < 86_400, "\(zone) at \(millis): offsets \(o)")
    if let p { require(p < date, "\(zone): previous transition \(p) is not before \(millis)") }
    if let n { require(n > date, "\(zone): next transition \(n) is not after \(millis)") }
    if let p {
        let after = try? zone.nextTransition(after: p)
        require(after == date || after == n, "\(zone): the transition after \(p) is \(String(describing: after)), not \(millis) or \(String(describing: n))")
    }

    let names = Result { () throws(ICUError) in try TimeZoneDisplayNames(locale: locale) }
    let pooled = Result { () throws(ICUError) in try pool.timeZoneDisplayNames(locale: locale) }
    guard case .success(let fresh) = names, case .success(let shared) = pooled else {
        require(false, "names in \(locale): \(names), pooled \(pooled)")
        return
    }
    for style in TimeZoneDisplayNames.Style.allCases {
        let name = Result { () throws(ICUError) in try fresh.name(of: zone, at: date, style: style) }
        let again = Result { () throws(ICUError) in try fresh.name(of: zone, at: date, style: style) }
        let fromPool = Result { () throws(ICUError) in try shared.name(of: zone, at: date, style: style) }
        guard case .success(let a) = name, case .success(let b) = again, case .success(let c) = fromPool else {
            require(false, "\(style) name of \(zone) at \(millis) in \(locale): \(name), \(again), pooled \(fromPool)")
            return
        }
        require(!a.isEmpty && !a.unicodeScalars.contains("\u{FFFD}"), "\(style) name of \(zone) in \(locale): \(quoted(a))")
        require(a == b && a == c, "\(style) name of \(zone) at \(millis) in \(locale): \(quoted(a)), then \(quoted(b)), pooled \(quoted(c))")
    }
}

extension Result {
    var error: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
