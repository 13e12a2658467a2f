// Writing: a date's text (or its text and fields) from its calendar fields, on
// every call, with no ICU call but for a zone text not seen before.

extension CompiledDatePattern {
    /// Appends the date's UTF-8 text to `buffer`.
    ///
    /// - Parameters:
    ///   - fields: The calendar fields of the instant in the format's zone.
    ///   - millis: The instant, for the zone fields' texts.
    func append(_ fields: DateFields, millis: Double, to buffer: inout [UInt8]) {
        var sink = ArraySink(buffer: buffer)
        buffer = []
        write(fields, millis: millis, to: &sink)
        buffer = sink.buffer
    }

    /// The date's text: written into a stack buffer, then one `String` of
    /// its length (the only allocation, and none for up to 15 bytes); a text
    /// longer than the buffer is written again into an array.
    func string(_ fields: DateFields, millis: Double) -> String {
        let text = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.stackCapacity) { buffer -> String? in
            var sink = BufferSink(buffer: buffer)
            write(fields, millis: millis, to: &sink)
            return sink.overflowed ? nil : String(decoding: buffer[..<sink.count], as: UTF8.self)
        }
        if let text { return text }
        var sink = ArraySink(buffer: [])
        write(fields, millis: millis, to: &sink)
        return String(decoding: sink.buffer, as: UTF8.self)
    }

    /// The bytes of a date's text written on the stack before it becomes a `String`.
    static var stackCapacity: Int { 256 }

    /// Where the writers put bytes.
    protocol Sink {
        mutating func put(_ byte: UInt8)
        mutating func put(_ bytes: [UInt8])
    }

    struct ArraySink: Sink {
        var buffer: [UInt8]
        @inline(__always) mutating func put(_ byte: UInt8) { buffer.append(byte) }
        @inline(__always) mutating func put(_ bytes: [UInt8]) { buffer.append(contentsOf: bytes) }
    }

    /// A fixed buffer that notes, instead of writing, what does not fit.
    struct BufferSink: Sink {
        let buffer: UnsafeMutableBufferPointer<UInt8>
        var count = 0
        var overflowed = false

        @inline(__always) mutating func put(_ byte: UInt8) {
            guard count < buffer.count else { overflowed = true; return }
            buffer[count] = byte
            count += 1
        }

        @inline(__always) mutating func put(_ bytes: [UInt8]) {
            guard bytes.count <= buffer.count - count else { overflowed = true; return }
            for byte in bytes {
                buffer[count] = byte
                count += 1
            }
        }
    }

    private static let powersOfTen: [UInt32] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000,
                                                100_000_000, 1_000_000_000]

    /// The date's text with its fields, as `udat_formatCalendarForFields` reports
    /// them: each field that writes text, in pattern order, with its UTF-8 range.
    /// A field that writes nothing (a symbol out of range) is not reported: ICU's
    /// `FieldPositionIteratorHandler` drops empty ranges.
    ///
    /// - Parameters:
    ///   - fields: The calendar fields of the instant in the format's zone.
    ///   - millis: The instant, for the zone fields' texts.
    func fieldOutput(_ fields: DateFields, millis: Double) -> FieldOutput<UDatField> {
        var sink = ArraySink(buffer: [])
        var spans: [(code: UDatField, utf8: Range<Int>)] = []
        spans.reserveCapacity(elements.count)
        var zoneTexts: ZoneTextCache.Entry? = nil
        for index in elements.indices {
            let start = sink.buffer.count
            write(elements[index], fields, millis: millis, zoneTexts: &zoneTexts, to: &sink)
            if let code = fieldCodes[index], sink.buffer.count > start {
                spans.append((code: code, utf8: start..<sink.buffer.count))
            }
        }
        return FieldOutput(text: String(decoding: sink.buffer, as: UTF8.self), spans: spans)
    }

    func write<S: Sink>(_ f: DateFields, millis: Double, to sink: inout S) {
        var zoneTexts: ZoneTextCache.Entry? = nil
        for element in elements {
            write(element, f, millis: millis, zoneTexts: &zoneTexts, to: &sink)
        }
    }

    /// One element's text; `zoneTexts` holds the zone texts once the first zone field has read them.
    @inline(__always)  // the loops of `write` and `fieldOutput` keep the single loop's code
    private func write<S: Sink>(_ element: Element, _ f: DateFields, millis: Double,
                                zoneTexts: inout ZoneTextCache.Entry?, to sink: inout S) {
        switch element {
        case .literal(let bytes):
            sink.put(bytes)
        case .number(let source, let min, let max):
            writeNumber(value(source, f), min: min, max: max, to: &sink)
        case .namedYears(let min, let max, let table):
            if let named = yearNames[table].first(where: { $0.year == f.year }) {
                sink.put(named.text)
            } else {
                writeNumber(f.year, min: min, max: max, to: &sink)
            }
        case .fraction(let width):
            // ICU: 1 digit of tenths, 2 of hundredths, else the three millisecond digits, then zeros.
            let ms = f.millisecond
            switch width {
            case 1: writeNumber(ms / 100, min: 1, max: 10, to: &sink)
            case 2: writeNumber(ms / 10, min: 2, max: 10, to: &sink)
            default:
                writeNumber(ms, min: 3, max: 10, to: &sink)
                if width > 3 { writeNumber(0, min: width - 3, max: 10, to: &sink) }
            }
        case .text(let source, let table):
            let symbols = tables[table]
            let index: Int32
            switch source {
            case .era: index = f.era
            case .month: index = f.month
            case .dayOfWeek: index = f.dayOfWeek
            case .amPm: index = f.hourOfDay >= 12 ? 1 : 0
            case .quarter: index = f.month / 3
            case .dayPeriod(let minute, let second):
                let exact = (!minute || f.minute == 0) && (!second || f.second == 0)
                index = exact && f.hourOfDay % 12 == 0 ? 24 + f.hourOfDay / 12 : f.hourOfDay
            }
            if index >= 0, index < symbols.count { sink.put(symbols[Int(index)]) }
        case .zone(let index):
            if zoneTexts == nil, let zones { zoneTexts = zones.entry(millis: millis) }
            if let zoneTexts { sink.put(zoneTexts.texts[index]) }
        }
    }

    @inline(__always)
    private func value(_ source: NumberSource, _ f: DateFields) -> Int32 {
        switch source {
        case .year: f.year
        case .yearForWeekOfYear: f.yearForWeekOfYear
        case .extendedYear: f.extendedYear
        case .month: f.month + 1
        case .dayOfMonth: f.dayOfMonth
        case .dayOfYear: f.dayOfYear
        case .dayOfWeekInMonth: f.dayOfWeekInMonth
        case .weekOfYear: f.weekOfYear
        case .weekOfMonth: f.weekOfMonth
        case .hourOfDay: f.hourOfDay
        case .hourOfDay1To24: f.hourOfDay == 0 ? 24 : f.hourOfDay
        case .hour0To11: f.hourOfDay % 12
        case .hour1To12: f.hourOfDay % 12 == 0 ? 12 : f.hourOfDay % 12
        case .minute: f.minute
        case .second: f.second
        case .millisecondsInDay: f.millisecondsInDay
        case .julianDay: f.julianDay
        case .localDayOfWeek: (f.dayOfWeek - firstWeekday + 7) % 7 + 1
        case .quarter: f.month / 3 + 1
        }
    }

    /// An integer as ICU's DecimalFormat writes it with these integer digit
    /// counts: the lowest `max` digits, zero-padded to `min` (a `min` above
    /// `max` is `max`), after the minus sign when negative.
    @inline(__always)
    private func writeNumber<S: Sink>(_ value: Int32, min: Int32, max: Int32, to sink: inout S) {
        if value < 0 { sink.put(minus) }
        var magnitude = value.magnitude
        if max < 10 { magnitude %= Self.powersOfTen[Int(max)] }
        var count: Int32 = 1
        while count < 10, magnitude >= Self.powersOfTen[Int(count)] { count += 1 }
        let width = Swift.max(count, Swift.min(min, max))
        var position = width
        while position > 0 {
            position -= 1
            let digit = position >= 10 ? 0 : Int((magnitude / Self.powersOfTen[Int(position)]) % 10)
            if let asciiZero { sink.put(asciiZero &+ UInt8(digit)) } else { sink.put(digits[digit]) }
        }
    }
}
