import ICUBridge

/// ICU's status codes as the bridge pins them (utypes.c), and the checks every
/// bridge call ends with. Only values > 0 are failures; ICU's warnings (< 0,
/// such as `U_USING_DEFAULT_WARNING`) are not.
enum ICUStatus {
    static let illegalArgument = Int32(ICUB_ILLEGAL_ARGUMENT_ERROR)
    static let missingResource = Int32(ICUB_MISSING_RESOURCE_ERROR)
    static let invalidFormat = Int32(ICUB_INVALID_FORMAT_ERROR)
    static let memoryAllocation = Int32(ICUB_MEMORY_ALLOCATION_ERROR)
    static let parseError = Int32(ICUB_PARSE_ERROR)
    static let bufferOverflow = Int32(ICUB_BUFFER_OVERFLOW_ERROR)
    static let unsupported = Int32(ICUB_UNSUPPORTED_ERROR)
    static let decimalNumberSyntax = Int32(ICUB_DECIMAL_NUMBER_SYNTAX_ERROR)
    static let numberSkeletonSyntax = Int32(ICUB_NUMBER_SKELETON_SYNTAX_ERROR)

    /// ICU's name for a status code (`u_errorName`).
    static func name(_ status: Int32) -> String {
        String(cString: icub_u_error_name(status))
    }

    /// Whether a failure is the input's fault rather than ICU's (`icub_u_is_input_error`).
    static func isInputError(_ status: Int32) -> Bool { icub_u_is_input_error(status) != 0 }

    /// Throws the error for a failed status.
    @inline(__always)
    static func check(_ status: Int32, _ operation: @autoclosure () -> String,
                      reason: String? = nil, utf8Offset: Int32 = -1) throws(ICUError) {
        if status > 0 {
            throw ICUError(code: .init(rawValue: status), operation: operation(), reason: reason,
                           utf8Offset: utf8Offset >= 0 ? Int(utf8Offset) : nil)
        }
    }
}

/// Opens an ICU handle through a bridge `…_open` call, which returns NULL
/// (having closed what it opened) when ICU fails. `open` gets a fresh status
/// and an error offset, which bridge calls that compile text (skeletons) set to
/// the UTF-8 offset of a syntax error; a failure, or a NULL handle with no
/// failure, becomes an ``ICUError``.
@inline(__always)
func openHandle<Handle>(_ operation: @autoclosure () -> String,
                        _ open: (_ status: inout Int32, _ errorOffset: inout Int32) throws(ICUError) -> Handle?)
    throws(ICUError) -> Handle {
    var status: Int32 = 0
    var offset: Int32 = -1
    let handle = try open(&status, &offset)
    try ICUStatus.check(status, operation(), utf8Offset: offset)
    guard let handle else {
        throw ICUError(code: .init(rawValue: ICUStatus.illegalArgument), operation: operation(),
                       reason: "ICU opened nothing")
    }
    return handle
}

/// Runs a call on valid input, such as a format call of a valid format, which ICU can fail only when it cannot
/// allocate memory: Swift treats running out of memory as fatal, and so does
/// this. Every other failure is found when the format is created (its locale,
/// currency, skeleton, pattern and zone are validated there) or handled before
/// ICU is called (values an algorithmic numbering system cannot write), so the
/// public `format` of an `Int`, a `Double` or a `Date` does not throw.
@inline(__always)
func infallible<R>(_ call: () throws(ICUError) -> R) -> R {
    do {
        return try call()
    } catch {
        fatalError("ICU failed formatting with a valid format: \(error)")
    }
}
