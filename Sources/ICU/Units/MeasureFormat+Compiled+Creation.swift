extension MeasureFormat.Compiled {
    /// The compiled form of a format, or nil where it is not ICU's for every probe.
    ///
    /// - Parameters:
    ///   - usage: The usage, and the quantity and usage name whose CLDR
    ///     preferences ICU applies; nil for a mixed unit without usage.
    ///   - maximumMagnitude: The format's; no probe goes beyond it.
    ///   - icu: ICU's text and output unit for a value (the unit empty where ICU names none).
    static func make(unit: UnitID, width: NumberFormat.Width,
                     usage: (usage: MeasureFormat.Usage, quantity: String, name: String)?,
                     locale: LocaleID, options: NumberFormat.Options, maximumMagnitude: Double,
                     icu: (Double) -> (text: String, unit: String)?) -> MeasureFormat.Compiled? {
        guard options.notation == nil || options.notation == .standard, options.scale == nil,
              !locale.identifier.contains("@") else { return nil }
        switch options.roundingMode {
        case nil, .halfEven?, .halfUp?, .halfDown?, .up?, .down?: break
        default: return nil   // ICU rounds the magnitude, then restores the sign
        }
        let region = locale.regionCode ?? "001"
        let probeLocale = region == "001" ? LocaleID.undetermined : LocaleID(probe: "und_\(region)")
        let preferences: [UnitPreferences.Preference]
        var probeSkeleton = "unit/\(unit.identifier)"
        if let usage {
            guard let found = UnitPreferences.preferences(quantity: usage.quantity, usage: usage.name, region: region) else { return nil }
            preferences = found
            probeSkeleton += " usage/\(usage.usage.identifier)"
        } else {
            preferences = [UnitPreferences.Preference(unit: unit.identifier, geq: 0, skeleton: "")]
        }
        probeSkeleton += " precision-unlimited group-off numbering-system/latn"
        guard let probe = try? UNumberFormatterUnitsHandle(skeleton: probeSkeleton, locale: probeLocale) else { return nil }

        // ICU's output at full precision for powers of two, by the unit it chose.
        var observed: [String: [(power: Double, numbers: [Double])]] = [:]
        for exponent in -40...100 {
            let power = Double(sign: .plus, exponent: exponent, significand: 1)
            guard power <= maximumMagnitude else { break }
            guard let output = try? probe.format(NumberInput.double(power), "probing \(probeSkeleton)"),
                  let numbers = numbers(in: output.text) else { continue }
            observed[output.unit.isEmpty ? unit.identifier : output.unit, default: []].append((power, numbers))
        }

        var routes: [Route] = []
        for preference in preferences {
            let units = parts(of: preference.unit)
            guard units.count <= Mixed.mostParts else { return nil }
            var factors: [Double] = []
            for index in units.indices.dropFirst() {
                guard let factor = factor(from: units[index - 1], to: units[index]) else { return nil }
                factors.append(factor)
            }
            let first: Double
            if usage == nil {
                first = 1
            } else if let found = factor(to: preference.unit, factors, observed[preference.unit] ?? []) {
                first = found
            } else {
                return nil
            }
            let precision = options.precision == nil && usage != nil
                ? (preference.skeleton.isEmpty ? "precision-integer/@@*" : preference.skeleton) : nil
            func skeleton(_ unit: String) -> String {
                var written = options
                written.unit = UnitID(checked: unit).numberUnit
                written.width = width
                return written.skeleton + (precision.map { " " + $0 } ?? "")
            }
            let writer: Writer
            do {
                if units.count == 1 {
                    writer = .single(try UNumberFormatterHandle(skeleton: skeleton(units[0]), locale: locale))
                } else {
                    let listWidth: ListFormat.Width = switch width {
                    case .short: .short
                    case .narrow: .narrow
                    case .wide: .wide
                    }
                    guard let joins = try ListFormat(locale: locale, options: .init(type: .unit, width: listWidth)).storage.joins else { return nil }
                    let between = (1..<units.count).map { index in
                        units.count == 2 ? joins.two : index == 1 ? joins.start : index == units.count - 1 ? joins.end : joins.middle
                    }
                    let rounding = [precision ?? options.precision?.token, options.roundingMode?.token, "group-off", "numbering-system/latn"]
                        .compactMap { $0 }.joined(separator: " ")
                    writer = .mixed(Mixed(
                        integers: try units.dropLast().map { unit throws(ICUError) in
                            try UNumberFormatterHandle(skeleton: "unit/\(unit) \(width.token)", locale: locale)
                        },
                        last: try UNumberFormatterHandle(skeleton: skeleton(units[units.count - 1]), locale: locale),
                        rounding: try UNumberFormatterHandle(skeleton: rounding, locale: .undetermined),
                        factors: factors, joins: between,
                        roundsFrom: options.precision == nil && preference.skeleton.isEmpty ? factors[factors.count - 1] - 1 : 0))
                }
            } catch {
                return nil
            }
            routes.append(Route(factor: first, geq: preference.geq, unit: UnitID(checked: preference.unit), writer: writer))
        }
        guard !routes.isEmpty else { return nil }
        let compiled = MeasureFormat.Compiled(routes: routes)
        let values = probes(routes, maximumMagnitude: maximumMagnitude)
        var expected: [String] = []
        for value in values {
            guard let ours = compiled.write(value), let theirs = icu(value),
                  ours.text == theirs.text, ours.unit.identifier == (theirs.unit.isEmpty ? unit.identifier : theirs.unit) else { return nil }
            expected.append(theirs.text)
        }
        // Options that change how a part's number is written, beyond its rounding, keep `unumf`.
        guard options.grouping == nil, options.integerWidth == nil, options.numberingSystem == nil, options.signDisplay == nil,
              options.decimalSeparator == nil, options.roundingMode == nil || options.roundingMode == .halfEven else { return compiled }
        return spelled(routes, width: width, locale: locale, values: values, expected: expected) ?? compiled
    }

    /// The routes with each mixed unit's parts written without ICU
    /// (``Spelled``), by the first rounding whose text is ICU's (`expected`) for
    /// every probe value; nil where no mixed unit's parts are.
    private static func spelled(_ routes: [Route], width: NumberFormat.Width, locale: LocaleID,
                                values: [Double], expected: [String]) -> MeasureFormat.Compiled? {
        var routes = routes, found = false
        for index in routes.indices {
            let route = routes[index]
            guard var mixed = route.writer.mixed,
                  let texts = Spelled(units: parts(of: route.unit.identifier), width: width, locale: locale,
                                      rounding: Spelled.Rounding.candidates[0]) else { continue }
            for rounding in Spelled.Rounding.candidates {
                mixed.spelled = texts.with(rounding)
                var trial = routes
                trial[index] = Route(factor: route.factor, geq: route.geq, unit: route.unit, writer: .mixed(mixed))
                let compiled = MeasureFormat.Compiled(routes: trial)
                guard zip(values, expected).allSatisfy({ compiled.write($0)?.text == $1 }) else { continue }
                routes = trial
                found = true
                break
            }
        }
        return found ? MeasureFormat.Compiled(routes: routes) : nil
    }

    /// The units of a mixed unit, largest first as CLDR names them; the unit alone otherwise.
    static func parts(of unit: String) -> [String] {
        var parts: [String] = []
        var rest = Substring(unit)
        while let range = rest.firstRange(of: "-and-") {
            parts.append(String(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        parts.append(String(rest))
        return parts
    }

    /// The numbers in ICU's text at full precision in the root locale:
    /// "3.280839895013123 ft", "1,679 ft, 9.480314960627766 in".
    static func numbers(in text: String) -> [Double]? {
        var numbers: [Double] = []
        var current = ""
        let bytes = Array(text.utf8) + [0]
        let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
        for (index, byte) in bytes.enumerated() {
            // A mixed unit's larger parts are grouped whatever the options say.
            if byte == UInt8(ascii: ","), !current.isEmpty, digits.contains(bytes[index + 1]) { continue }
            if digits.contains(byte) || byte == UInt8(ascii: ".")
                || (byte == UInt8(ascii: "-") && current.isEmpty) {
                current.unicodeScalars.append(Unicode.Scalar(byte))
            } else if !current.isEmpty {
                guard let number = Double(current) else { return nil }
                numbers.append(number)
                current = ""
            }
        }
        return numbers.isEmpty ? nil : numbers
    }

    /// ICU's factor from `larger` to `smaller`, the converter between two parts
    /// of a mixed unit: the smaller part of 1 + 2⁻¹⁰ of the larger, which the
    /// factor multiplies exactly, checked with 1 + 2⁻⁶.
    private static func factor(from larger: String, to smaller: String) -> Double? {
        guard let probe = try? UNumberFormatterUnitsHandle(
            skeleton: "unit/\(larger)-and-\(smaller) precision-unlimited group-off numbering-system/latn", locale: .undetermined) else { return nil }
        func smallerPart(_ fraction: Double) -> Double? {
            guard let output = try? probe.format(NumberInput.double(1 + fraction), "probing \(larger)-and-\(smaller)"),
                  let numbers = numbers(in: output.text), numbers.count == 2, numbers[0] == 1 else { return nil }
            return numbers[1]
        }
        guard let rest = smallerPart(0x1p-10), let check = smallerPart(0x1p-6) else { return nil }
        let factor = rest * 0x1p10
        return check == convert(0x1p-6, factor) ? factor : nil
    }

    /// ICU's factor from the format's unit to the largest unit of `unit`,
    /// from ICU's output for powers of two: their product with a single unit's
    /// factor is exact; a mixed unit's factor is the one double near the
    /// quotient whose split gives ICU's parts for every power.
    private static func factor(to unit: String, _ factors: [Double], _ observed: [(power: Double, numbers: [Double])]) -> Double? {
        guard let some = observed.last else { return nil }
        if factors.isEmpty {
            let factor = some.numbers[0] / some.power
            for (power, numbers) in observed {
                guard numbers.count == 1, convert(power, factor) == numbers[0] else { return nil }
            }
            return factor
        }
        guard some.numbers.count == factors.count + 1 else { return nil }
        var inLargest = some.numbers[some.numbers.count - 1]
        for index in stride(from: factors.count - 1, through: 0, by: -1) {
            inLargest = some.numbers[index] + inLargest / factors[index]
        }
        var candidate = inLargest / some.power
        for _ in 0..<40 { candidate = candidate.nextDown }
        var found: Double?
        for _ in 0...80 {
            defer { candidate = candidate.nextUp }
            let fits = observed.allSatisfy { power, numbers in
                numbers.count == factors.count + 1 && withUnsafeTemporaryAllocation(of: Int64.self, capacity: numbers.count) { parts in
                    guard let last = Mixed.split(convert(power, candidate), factors, into: parts) else { return false }
                    return (0..<factors.count).allSatisfy { Double(parts[$0]) == numbers[$0] } && last == numbers[factors.count]
                }
            }
            guard fits else { continue }
            guard found == nil else { return nil }
            found = candidate
        }
        return found
    }

    /// Values that try every case the compiled form distinguishes: each
    /// threshold and its neighbours, whole larger units and the values just
    /// below them, signs, zeros, tiny and huge magnitudes, and spread values.
    private static func probes(_ routes: [Route], maximumMagnitude: Double) -> [Double] {
        var values: [Double] = [0, -0.0, 1, 0.5, 1e-300, .leastNonzeroMagnitude, 0.1, 0.3048, 1.8, 12.5, 1234.5678, 1e6, 1e9, 1e12, 1e15]
        for route in routes {
            let threshold = route.geq / route.factor
            values += [threshold, threshold.nextUp, threshold.nextDown, threshold.nextDown.nextDown,
                       threshold * (1 - 1e-15), threshold * (1 + 1e-15), threshold * (1 - 1e-9), threshold * (1 + 1e-9),
                       threshold * 0.999, threshold * 1.001, threshold * 2.5]
            guard let mixed = route.writer.mixed else { continue }
            let smallest = mixed.factors.reduce(1, *)
            for whole in [1.0, 2, 3, 5, 6, 11, 12, 59, 100] {
                for below in [0, 0.5, 1e-3, 1e-6, 1e-9, 1e-12] {
                    // Just below whole larger units, in the smallest unit's terms.
                    let inLargest = whole - below / smallest
                    values += [inLargest / route.factor, (inLargest / route.factor).nextUp, (whole + below / smallest) / route.factor]
                }
                // The last part's digits: rounded to each precision a format may have.
                for fraction in [0.25, 0.5, 0.75, 0.999, 0.9999999, 0.1234567, 1.0 / 3, 0.0417, 0.004, 0.96, 0.99995, 0.00051] {
                    values.append((whole + fraction) / route.factor)
                }
            }
        }
        // Spread magnitudes from a fixed generator: the same probes every run.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<120 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let exponent = Double(Int(state >> 58) - 20)          // 1e-20 … 1e43
            let mantissa = 1 + Double(state >> 11 & 0xFFFF) / 65_536
            values.append(mantissa * Double.pow10(exponent))
        }
        return values.flatMap { [$0, -$0] }.filter { $0.isFinite && $0.magnitude <= maximumMagnitude }
    }
}

private extension Double {
    /// 10 to an integral power, by repeated multiplication: probes need no exactness.
    static func pow10(_ exponent: Double) -> Double {
        var result = 1.0
        for _ in 0..<Int(exponent.magnitude) { result *= 10 }
        return exponent < 0 ? 1 / result : result
    }
}
