import ICUBridge
import Testing

/// A bridge function that writes UTF-8 into `dest` (at most `capacity` bytes)
/// and returns the full length, as icu_bridge.h promises for every text output.
typealias BridgeWriter = (_ dest: UnsafeMutablePointer<CChar>, _ capacity: Int32, _ status: inout Int32) -> Int32

/// One call of a ``BridgeWriter`` into a buffer of `capacity` bytes followed by
/// guard bytes, so that a write past the capacity shows.
struct BridgeCall {
    /// What the whole buffer holds before the call: no UTF-8 output contains 0xFF.
    static let guardByte: UInt8 = 0xFF
    static let guardCount = 8

    let capacity: Int
    /// What the call returned: the full length of the output.
    let length: Int32
    let status: Int32
    /// The buffer after the call: `capacity` bytes, then the guard bytes.
    let buffer: [UInt8]

    init(capacity: Int, _ write: BridgeWriter) {
        var buffer = [UInt8](repeating: Self.guardByte, count: capacity + Self.guardCount)
        var status: Int32 = 0
        length = buffer.withUnsafeMutableBytes { raw in
            write(raw.baseAddress!.assumingMemoryBound(to: CChar.self), Int32(capacity), &status)
        }
        self.capacity = capacity
        self.status = status
        self.buffer = buffer
    }

    /// The bytes written, as far as they fit.
    var bytes: ArraySlice<UInt8> { buffer.prefix(min(max(Int(length), 0), capacity)) }

    /// The output as text (meaningful when it fit).
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// ICU's name for the status, such as "U_PARSE_ERROR".
    var statusName: String { errorName(status) }

    /// Whether the buffer still holds the guard from `index` on.
    func untouched(from index: Int) -> Bool {
        buffer[index...].allSatisfy { $0 == Self.guardByte }
    }
}

/// ICU's name for a status code (`u_errorName`).
func errorName(_ status: Int32) -> String { String(cString: icub_u_error_name(status)) }

/// Expects `write` to follow ICU's preflighting convention with `expected` as its output:
/// - capacity 0 and 1 and length - 1: the full length, ICUB_BUFFER_OVERFLOW_ERROR,
///   and nothing written from the capacity on (at capacity 0, nothing at all);
/// - capacity exactly the length: no failure, the bytes exactly, and the byte
///   after them untouched (no NUL is promised, so none may be written there);
/// - room to spare: the same bytes.
func expectPreflighting(_ expected: String, sourceLocation: SourceLocation = #_sourceLocation, _ write: BridgeWriter) {
    let utf8 = Array(expected.utf8)
    let roomy = BridgeCall(capacity: utf8.count + 16, write)
    #expect(roomy.status <= 0, "\(roomy.statusName)", sourceLocation: sourceLocation)
    #expect(roomy.text == expected, sourceLocation: sourceLocation)
    for capacity in Set([0, 1, utf8.count - 1, utf8.count]).filter({ $0 >= 0 }).sorted() {
        let call = BridgeCall(capacity: capacity, write)
        #expect(call.length == Int32(utf8.count), "capacity \(capacity)", sourceLocation: sourceLocation)
        #expect(call.untouched(from: capacity), "capacity \(capacity): \(call.buffer)", sourceLocation: sourceLocation)
        if capacity < utf8.count {
            #expect(call.status == Int32(ICUB_BUFFER_OVERFLOW_ERROR), "capacity \(capacity): \(call.statusName)",
                    sourceLocation: sourceLocation)
        } else {
            #expect(call.status <= 0, "capacity \(capacity): \(call.statusName)", sourceLocation: sourceLocation)
            #expect(Array(call.bytes) == utf8, "capacity \(capacity)", sourceLocation: sourceLocation)
        }
    }
}

/// ``expectPreflighting(_:_:)`` for text that ICU's CLDR data decides: the text
/// must be `expected` on ICU 72 (``TestedICU``); on any other ICU the convention
/// is checked with the call's own output, so that the contract holds everywhere.
func expectPreflighting(cldr42 expected: String, sourceLocation: SourceLocation = #_sourceLocation, _ write: BridgeWriter) {
    let text = TestedICU.isPinned ? expected : BridgeCall(capacity: 4096, write).text
    expectPreflighting(text, sourceLocation: sourceLocation, write)
}

/// Runs `body` with `bytes` and their count as the bridge's text parameters
/// take them (embedded NULs included); a NUL follows them, which no call may need.
func withBridgeBytes<R>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>, Int32) -> R) -> R {
    (bytes + [0]).withUnsafeBytes { raw in
        body(raw.baseAddress!.assumingMemoryBound(to: CChar.self), Int32(bytes.count))
    }
}

/// ``withBridgeBytes(_:_:)`` with the UTF-8 of `text`.
func withBridgeText<R>(_ text: String, _ body: (UnsafePointer<CChar>, Int32) -> R) -> R {
    withBridgeBytes(Array(text.utf8), body)
}
