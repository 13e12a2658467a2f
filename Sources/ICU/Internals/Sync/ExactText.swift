#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Text that equals other text only when their UTF-8 bytes are the same: the
/// type of every cache key, and every part of a key, that holds a caller's text.
///
/// Swift's `String` compares and hashes by canonical equivalence: `"\u{212A}o"`
/// (KELVIN SIGN) equals `"Ko"`, and U+037E GREEK QUESTION MARK equals `;`. To
/// ICU they are different inputs with different answers — the Kelvin form is
/// no locale ID, and in a date pattern it is literal text where `K` is an
/// hour — so a cache keyed on `String` would hand one input the answer made
/// for another.
struct ExactText: Hashable, Sendable, CustomStringConvertible {
    let text: String

    @inline(__always)
    init(_ text: String) { self.text = text }

    var description: String { text }

    @inline(__always)
    static func == (lhs: ExactText, rhs: ExactText) -> Bool { sameBytes(lhs.text, rhs.text) }

    func hash(into hasher: inout Hasher) {
        let hashed: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        }
        if hashed == nil { Array(text.utf8).withUnsafeBytes { hasher.combine(bytes: $0) } }
    }

    /// Whether `a` and `b` have the same UTF-8 bytes.
    @inline(__always)
    static func sameBytes(_ a: String, _ b: String) -> Bool {
        // The same two words are the same text (one storage object, or one
        // small string's bytes): a caller that makes an ID from a text it keeps
        // (a zone in its configuration) compares no bytes.
        if unsafeBitCast(a, to: (UInt, UInt).self) == unsafeBitCast(b, to: (UInt, UInt).self) { return true }
        let (x, y) = (a.utf8, b.utf8)
        guard x.count == y.count else { return false }
        if x.isEmpty { return true }
        let compared: Bool?? = x.withContiguousStorageIfAvailable { p in
            y.withContiguousStorageIfAvailable { q in memcmp(p.baseAddress!, q.baseAddress!, p.count) == 0 }
        }
        if let compared, let compared { return compared }
        return x.elementsEqual(y)
    }

    /// Whether two optional texts are both absent or have the same bytes.
    @inline(__always)
    static func sameBytes(_ a: String?, _ b: String?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (a?, b?): sameBytes(a, b)
        default: false
        }
    }
}
