#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Sort keys of many strings in one contiguous buffer, and their order: what
/// ``CollationRules/sorted(_:)`` and `icufmt sort` sort with. Memory is the
/// keys' bytes and about 24 bytes per string, with no object per key.
@_spi(CLI)
public struct SortKeyTable {
    private let rules: CollationRules
    /// Every key, one after the other, each with its terminating zero byte.
    private var keys: [UInt8] = []
    /// Where each key starts in `keys`, and where the last one ends.
    private var starts: [Int] = [0]

    /// An empty table for keys of `rules`, with room for `capacity` of them.
    public init(rules: CollationRules, capacity: Int = 0) {
        self.rules = rules
        starts.reserveCapacity(capacity + 1)
    }

    /// How many keys the table holds.
    public var count: Int { starts.count - 1 }

    /// Bytes the keys take.
    public var keyBytes: Int { keys.count }

    /// Appends the key of a string.
    public mutating func append(_ text: String) {
        rules.appendSortKey(of: text, to: &keys)
        starts.append(keys.count)
    }

    /// Appends the key of UTF-8 bytes.
    ///
    /// - Throws: ``ICUError`` for bytes that are not UTF-8; the table is unchanged.
    public mutating func append(utf8 text: UnsafeBufferPointer<UInt8>) throws(ICUError) {
        try rules.appendSortKey(utf8: text, to: &keys)
        starts.append(keys.count)
    }

    /// Whether the keys at two positions are equal: their strings compare equal.
    public func keysEqual(_ i: Int, _ j: Int) -> Bool {
        keys[starts[i]..<starts[i + 1]].elementsEqual(keys[starts[j]..<starts[j + 1]])
    }

    /// The positions of the keys in the rules' order; equal keys keep the order
    /// they were appended in.
    public func sortedIndices() -> [Int] {
        // The first eight bytes of each key as one integer decide most comparisons
        // without reading the buffer; memcmp of the rest decides the others.
        let starts = self.starts
        var entries = [(prefix: UInt64, index: Int)]()
        entries.reserveCapacity(count)
        keys.withUnsafeBufferPointer { bytes in
            for i in 0..<count {
                var prefix: UInt64 = 0
                let start = starts[i]
                let end = min(starts[i + 1], start + 8)
                for k in start..<end { prefix |= UInt64(bytes[k]) << (56 - 8 * (k - start)) }
                entries.append((prefix, i))
            }
        }
        keys.withUnsafeBufferPointer { bytes in
            starts.withUnsafeBufferPointer { starts in
                let base = bytes.baseAddress!
                entries.sort { a, b in
                    if a.prefix != b.prefix { return a.prefix < b.prefix }
                    let aStart = starts[a.index] + 8, aEnd = starts[a.index + 1]
                    let bStart = starts[b.index] + 8, bEnd = starts[b.index + 1]
                    // Equal prefixes: a key shorter than eight bytes ended (in its zero byte) within them.
                    if aEnd > aStart && bEnd > bStart {
                        let common = min(aEnd - aStart, bEnd - bStart)
                        let order = memcmp(base + aStart, base + bStart, common)
                        if order != 0 { return order < 0 }
                        if aEnd - aStart != bEnd - bStart { return aEnd - aStart < bEnd - bStart }
                    }
                    return a.index < b.index
                }
            }
        }
        return entries.map(\.index)
    }
}
