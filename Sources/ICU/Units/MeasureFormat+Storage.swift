import FoundationEssentials

extension MeasureFormat {
    /// What ``MeasureFormat``s share between their copies: the unit, width,
    /// usage, locale and options, and ICU's formatters, which every thread reads at once.
    final class Storage: Sendable {
        let unit: UnitID
        let width: NumberFormat.Width
        let usage: Usage?
        let locale: LocaleID
        let options: NumberFormat.Options
        let skeleton: String
        let maximumMagnitude: Double
        /// The C formatter of every `format` call: each thread formats into its own result object.
        private let handle: UNumberFormatterHandle
        /// With a usage, the formatter that tells which unit each result is in;
        /// without one, a result is in ``unit``.
        private let converting: UNumberFormatterUnitsHandle?
        /// With a usage or a mixed unit, the format's own unit (a mixed unit's
        /// largest) without the usage, which writes the values no conversion
        /// applies to: NaN, the infinities, magnitudes beyond ``maximumMagnitude``.
        private let unconverted: (unit: UnitID, skeleton: String)?
        /// The formatter of `unconverted`'s skeleton, opened at the first value
        /// that needs it (most formats never meet one): nil where ICU could not
        /// open it, and the format's own formatter writes such values.
        private let unconvertedHandle = CompiledOnce<UNumberFormatterHandle>()
        /// With a usage or a mixed unit, the conversions and parts compiled once,
        /// where they write ICU's text (``Compiled``); nil where ICU writes every value.
        let compiled: Compiled?

        init(unit: UnitID, width: NumberFormat.Width, usage: Usage?, locale: LocaleID,
             options: NumberFormat.Options) throws(ICUError) {
            // The options are checked before a handle reads the locale: an
            // invalid literal's error first, through the handles' accessor.
            _ = try locale.icuName
            self.unit = unit
            self.width = width
            self.usage = usage
            self.locale = locale
            self.options = options
            let opening = "opening a measure format (\(unit), \(width)\(usage.map { ", usage \($0)" } ?? "")) for \(locale)"
            func refuse(_ reason: String) -> ICUError { ICUError(code: .illegalArgument, operation: opening, reason: reason) }
            guard options.unit == nil, options.width == nil, options.currencyDisplay == nil else {
                throw refuse("the options set a unit, a unit width or a currency display; a measure format's unit and width are its own")
            }
            var numberOptions = options
            numberOptions.unit = unit.numberUnit
            numberOptions.width = width
            try numberOptions.check(opening)
            var skeleton = numberOptions.skeleton
            var mayWriteMixed = unit.isMixed
            var preferences: (usage: Usage, quantity: String, name: String)?
            if let usage {
                let checked = try Self.check(usage, of: unit, refuse)
                mayWriteMixed = checked.mayWriteMixed
                preferences = checked.preferences.map { (usage, $0.quantity, $0.name) }
                skeleton += " usage/\(usage.identifier)"
            }
            self.skeleton = skeleton
            let handle = try UNumberFormatterHandle(skeleton: skeleton, locale: locale)
            // ICU finds a usage's preferences for the locale's region only when it
            // formats: a failure there is the format's, found once, here.
            let converting = try usage.map { _ throws(ICUError) in try UNumberFormatterUnitsHandle(skeleton: skeleton, locale: locale) }
            _ = try converting?.format(.int(1), opening)
            _ = try handle.output(.int(1), opening) { _ in () }
            let maximumMagnitude = mayWriteMixed
                ? try Self.largestMixedMagnitude(unit: unit, usage: usage, scale: options.scale, locale: locale, opening)
                : .greatestFiniteMagnitude
            self.handle = handle
            self.converting = converting
            self.maximumMagnitude = maximumMagnitude
            if usage != nil || unit.isMixed {
                let plainUnit = UnitID(checked: Compiled.parts(of: unit.identifier)[0])
                var plain = numberOptions
                plain.unit = plainUnit.numberUnit
                unconverted = (plainUnit, plain.skeleton)
            } else {
                unconverted = nil
            }
            compiled = usage == nil && !unit.isMixed || usage != nil && preferences == nil ? nil
                : Compiled.make(unit: unit, width: width, usage: preferences, locale: locale, options: options,
                                maximumMagnitude: maximumMagnitude) { value in
                    if let converting { return try? converting.format(.double(value), "") }
                    return (try? handle.output(.double(value), "") { String(decoding: $0, as: UTF8.self) }).map { ($0, "") }
                }
        }

        /// Throws unless `usage` is a CLDR usage that the quantity of `unit` has;
        /// returns whether one of the units it converts to is mixed, and the
        /// quantity and usage name whose preferences ICU applies where only one
        /// quantity has the unit.
        private static func check(_ usage: Usage, of unit: UnitID, _ refuse: (String) -> ICUError) throws(ICUError)
            -> (mayWriteMixed: Bool, preferences: (quantity: String, name: String)?) {
            let name = usage.identifier
            guard !name.isEmpty, name.utf8.count <= 64, name.utf8.allSatisfy(NumberFormat.Options.isIdentifierByte) else {
                throw refuse("'\(name.prefix(32))' is no usage name (lowercase letters, digits and '-', such as person-height)")
            }
            guard !unit.isMixed else {
                throw refuse("'\(unit)' is a mixed unit, which a usage cannot convert; give the unit the values are in, such as meter")
            }
            let preferences = try UnitPreferences.shared.get()
            // The quantity ICU finds for the unit: its default preferences in the
            // world's region convert to a unit of that quantity.
            let noPreferences = refuse("CLDR has no usage preferences for '\(unit)'")
            let converted: String
            do {
                converted = try UNumberFormatterUnitsHandle(skeleton: "unit/\(unit.identifier) usage/default", locale: .undetermined)
                    .format(.int(1), "finding the quantity of \(unit)").unit
            } catch { throw noPreferences }
            let quantities = preferences.quantities(convertingTo: converted)
            guard !quantities.isEmpty else { throw noPreferences }
            let resolved = quantities.compactMap { quantity in
                UnitPreferences.resolved(name, in: quantity).map { quantity.usages[$0] ?? [] }
            }
            guard !resolved.isEmpty else {
                let names = quantities.map(\.name).joined(separator: " or ")
                let theirs = Set(quantities.flatMap(\.usages.keys)).sorted().joined(separator: ", ")
                let known = preferences.quantities.contains { UnitPreferences.resolved(name, in: $0) != nil }
                throw refuse(known ? "the usage '\(name)' does not apply to \(names) ('\(unit)'), whose usages are \(theirs)"
                                   : "unknown usage '\(name)'; the usages of \(names) ('\(unit)') are \(theirs)")
            }
            let mayWriteMixed = resolved.contains { $0.contains { UnitID(checked: $0).isMixed } }
            let only = quantities.count == 1 ? UnitPreferences.resolved(name, in: quantities[0]).map { (quantities[0].name, $0) } : nil
            return (mayWriteMixed, only)
        }

        /// The largest magnitude whose mixed output ICU writes correctly. ICU
        /// holds each larger part of a mixed unit in an Int64, which overflows for
        /// huge values ("-9,223,372,036,854,775,808 ft"), and the smallest part
        /// then takes the whole value (1e20 ft is "…, 1,310,680,464,442,257,300,000 in",
        /// 1e308 ft "…, ∞ in"),
        /// where it is otherwise less than one of the next larger unit (12 in,
        /// 100 cm, 60 s). Found by bisecting the doubles, on a formatter with
        /// Latin digits and, of the options, only the scale, which changes the value converted.
        /// With a usage, only a value the locale's preferences write as a mixed unit
        /// can overflow: a usage whose preferences are mixed in some region only
        /// (`person`, `person-height`) writes one unit elsewhere (`it`: kilograms),
        /// and any number of digits is then that unit's.
        private static func largestMixedMagnitude(unit: UnitID, usage: Usage?, scale: Decimal?, locale: LocaleID,
                                                  _ operation: @autoclosure () -> String) throws(ICUError) -> Double {
            let skeleton = "unit/\(unit.identifier)" + (usage.map { " usage/\($0.identifier)" } ?? "")
                + (scale.map { " scale/\($0)" } ?? "") + " numbering-system/latn"
            let probe = try UNumberFormatterHandle(skeleton: skeleton, locale: locale)
            let converting = try usage.map { _ throws(ICUError) in
                try UNumberFormatterUnitsHandle(skeleton: skeleton, locale: locale)
            }
            func overflows(_ value: Double) -> Bool {
                if let converting, let converted = try? converting.format(.double(value), operation()).unit,
                   !converted.isEmpty, !UnitID(checked: converted).isMixed {
                    return false
                }
                guard let output = try? probe.fields(.double(value), operation()) else { return true }
                // The smallest part is the last integer field: "∞", without digits, past the doubles' range.
                guard let last = output.spans.last(where: { $0.code == .integer }) else { return true }
                let digits = Array(output.text.utf8)[last.utf8].count { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
                return digits == 0 || digits > 6
            }
            if !overflows(.greatestFiniteMagnitude) { return .greatestFiniteMagnitude }
            var low = (1.0).bitPattern, high = Double.greatestFiniteMagnitude.bitPattern
            guard !overflows(1) else { return 0 }
            while high - low > 1 {
                let middle = low + (high - low) / 2
                if overflows(Double(bitPattern: middle)) { high = middle } else { low = middle }
            }
            return Double(bitPattern: low)
        }

        private var operation: String { "formatting a measure (\(unit)) in \(locale)" }

        /// Throws for a decimal string that is too long, or no finite number
        /// within ``maximumMagnitude``.
        private func check(decimal text: String) throws(ICUError) {
            _ = try NumberFormat.checkDecimal(text, "formatting the measure '\(text.prefix(64))' (\(unit)) in \(locale)")
            // Text that is no number is ICU's to refuse.
            guard let magnitude = Double(text)?.magnitude else { return }
            let shown = "'\(text.prefix(64))'"
            guard magnitude.isFinite else {
                throw ICUError(code: .illegalArgument, operation: operation, reason: "a measure is a finite number, not \(shown)")
            }
            guard magnitude <= maximumMagnitude else {
                throw ICUError(code: .illegalArgument, operation: operation,
                               reason: "\(shown) is beyond \(maximumMagnitude), the largest magnitude this format's mixed unit writes")
            }
        }

        /// The double the compiled form converts for `value`: ICU's for a double
        /// or an integer it holds exactly; nil for a decimal string, which ICU writes.
        private static func compilable(_ value: NumberInput) -> Double? {
            switch value {
            case .double(let double): double
            case .int(let integer): integer.magnitude <= 1 << 53 ? Double(integer) : nil
            case .decimal: nil
            }
        }

        /// The text and unit of an integer or a double that no conversion
        /// applies to: NaN, the infinities and magnitudes beyond
        /// ``maximumMagnitude``, written in the format's own unit (a mixed
        /// unit's largest) without the usage; nil for every other value.
        private func unconvertible(_ value: NumberInput) -> (text: String, unit: UnitID)? {
            let magnitude: Double
            switch value {
            case .int(let integer): magnitude = Double(integer).magnitude
            case .double(let double): magnitude = double.magnitude
            case .decimal: return nil
            }
            // NaN is not within the magnitude either.
            guard !(magnitude <= maximumMagnitude) else { return nil }
            var (handle, unit) = (self.handle, self.unit)
            if let unconverted, let plain = unconvertedHandle.value({
                try? UNumberFormatterHandle(skeleton: unconverted.skeleton, locale: locale)
            }) {
                (handle, unit) = (plain, unconverted.unit)
            }
            let text = infallible { () throws(ICUError) in
                try handle.output(value, operation) { String(decoding: $0, as: UTF8.self) }
            }
            return (text, unit)
        }

        /// The skeleton and unit of the values no conversion applies to.
        var unconvertedSkeletonAndUnit: (skeleton: String, unit: UnitID) {
            unconverted.map { ($0.skeleton, $0.unit) } ?? (skeleton, unit)
        }

        /// An integer's or a double's measure (``NumberInput/int(_:)``, ``NumberInput/double(_:)``).
        func format(_ value: NumberInput) -> String {
            if let written = unconvertible(value) { return written.text }
            if let compiled, let double = Self.compilable(value), let written = compiled.write(double) { return written.text }
            return infallible { () throws(ICUError) in try handle.output(value, operation) { String(decoding: $0, as: UTF8.self) } }
        }

        /// An integer's or a double's measure and the unit it is written in.
        func formatWithUnit(_ value: NumberInput) -> (text: String, unit: UnitID) {
            if let written = unconvertible(value) { return written }
            if let compiled, let double = Self.compilable(value), let written = compiled.write(double) { return written }
            return infallible { () throws(ICUError) in try formatWithUnitThroughICU(value) }
        }

        /// A decimal string's measure.
        func format(decimal text: String) throws(ICUError) -> String {
            try check(decimal: text)
            return try handle.output(.decimal(text), operation) { String(decoding: $0, as: UTF8.self) }
        }

        /// A decimal string's measure and the unit it is written in.
        func formatWithUnit(decimal text: String) throws(ICUError) -> (text: String, unit: UnitID) {
            try check(decimal: text)
            return try formatWithUnitThroughICU(.decimal(text))
        }

        /// ``formatWithUnit(_:)`` without the compiled form.
        func formatWithUnitThroughICU(_ value: NumberInput) throws(ICUError) -> (text: String, unit: UnitID) {
            guard let converting else {
                return (try handle.output(value, operation) { String(decoding: $0, as: UTF8.self) }, unit)
            }
            let (text, converted) = try converting.format(value, operation)
            return (text, converted.isEmpty ? unit : UnitID(checked: converted))
        }
    }
}
