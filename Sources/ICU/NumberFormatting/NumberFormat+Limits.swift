extension NumberFormat {
    /// The most digits a decimal string may write, counting those its exponent
    /// adds: 1,048,576 (2^20). `"1e999999999"` would make ICU write a billion
    /// digits; ``format(decimal:)``, ``PluralRules/category(forDecimal:)`` and
    /// ``parse(_:lenient:)`` (for what it returns) refuse such numbers with an
    /// ``ICUError`` (`U_ILLEGAL_ARGUMENT_ERROR`) instead.
    public static let decimalDigitLimit = 1 << 20

    /// The most digits a number in a skeleton (`scale/…`, `precision-increment/…`)
    /// may write, counting those its exponent adds: 1,000. A larger one makes
    /// every output at least that long (and `scale/1e999999999` takes ICU
    /// minutes to compile).
    public static let skeletonNumberDigitLimit = 1_000

    /// Throws when a decimal string writes more than ``decimalDigitLimit``
    /// digits; returns its measure, or `nil` for text that is no plain decimal
    /// number (ICU judges that).
    @discardableResult
    static func checkDecimal(_ text: String, _ operation: @autoclosure () -> String) throws(ICUError) -> DecimalNumberText? {
        guard let measured = DecimalNumberText(text) else { return nil }
        guard measured.writtenDigits <= decimalDigitLimit else {
            throw ICUError(code: .illegalArgument, operation: operation(),
                           reason: "a number of \(measured.writtenDigits) digits; a decimal string may write at most \(decimalDigitLimit)")
        }
        return measured
    }

    /// Unicode's Pattern_White_Space, which separates a skeleton's tokens
    /// (ICU's `PatternProps::isWhiteSpace`).
    static func isPatternWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0x200E, 0x200F, 0x2028, 0x2029: true
        default: false
        }
    }

    /// Throws for a `scale/` or `precision-increment/` number beyond ``skeletonNumberDigitLimit`` digits.
    static func checkSkeletonNumbers(_ skeleton: String, locale: LocaleID) throws(ICUError) {
        // ICU separates a skeleton's tokens by any Pattern_White_Space, not only spaces.
        for token in skeleton.unicodeScalars.split(whereSeparator: isPatternWhiteSpace).map(String.init) {
            for stem in ["scale/", "precision-increment/"] where token.hasPrefix(stem) {
                let number = String(token.dropFirst(stem.count))
                if let measured = DecimalNumberText(number), measured.writtenDigits > skeletonNumberDigitLimit {
                    throw ICUError(code: .numberSkeletonSyntax,
                                   operation: "compiling number skeleton '\(skeleton.prefix(64))' for \(locale)",
                                   reason: "\(stem)\(number.prefix(32)) writes \(measured.writtenDigits) digits; a skeleton number may write at most \(skeletonNumberDigitLimit)")
                }
            }
        }
    }
}
