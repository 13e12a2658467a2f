/// What tests and fuzz targets outside the module compare: whether a message
/// renders without ICU (compiled at its first call, see ``MessageFormat``), and what
/// ICU writes for the same arguments. Not part of the API.
///
/// ```swift
/// @_spi(Testing) import ICU
///
/// let message = try MessageFormat("{n, plural, one {# item} other {# items}}", locale: "en", timeZone: .utc)
/// if message.isCompiled {
///     let written = try message.format(["n": 3])
///     let icu = try message.formatThroughICU(["n": 3])
///     assert(written == icu)
/// }
/// ```
@_spi(Testing)
extension MessageFormat {
    /// Whether the message is compiled to render integers and text without ICU
    /// (compiling it now if no call has).
    public var isCompiled: Bool { storage.compiled != nil }

    /// The message as ICU writes it, whichever path `format(_:)` takes.
    ///
    /// The corresponding C++ function is `icu::MessageFormat::format(argumentNames, arguments, count, appendTo, status)`.
    public func formatThroughICU(_ arguments: [String: MessageArgument]) throws(ICUError) -> String {
        try storage.format(throughICU: true) { parameter in arguments[parameter.name] }
    }

    /// The message with numbered arguments as ICU writes it, whichever path `format(_:)` takes.
    ///
    /// The corresponding C++ function is `icu::MessageFormat::format`.
    public func formatThroughICU(_ arguments: [MessageArgument]) throws(ICUError) -> String {
        try storage.format(throughICU: true) { parameter throws(ICUError) in
            guard let number = parameter.number else {
                throw storage.failure("the pattern names the argument '\(parameter.name)'; give arguments by name")
            }
            return number < arguments.count ? arguments[number] : nil
        }
    }
}
