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
    /// Every key, one after the other, each with its terminating zero byte,
    /// in the first `used` bytes; the rest is room for the next keys, so that
    /// a key is written in place.
    private var keys = [UInt8](repeating: 0, count: 4096)
    private var used = 0
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
    public var keyBytes: Int { used }

    /// Appends the key of a string.
    public mutating func append(_ text: String) {
        infallible { () throws(ICUError) in
            try BridgeText.withUTF8(text, "making a sort key") { bytes, count throws(ICUError) in
                try append(utf8: UCollatorHandle.buffer(bytes, count))
            }
        }
    }

    /// Appends the key of UTF-8 bytes.
    ///
    /// - Throws: ``ICUError`` for bytes that are not UTF-8; the table is unchanged.
    public mutating func append(utf8 text: UnsafeBufferPointer<UInt8>) throws(ICUError) {
        let collator = rules.storage.collator
        while true {
            let room = keys.count - used, used = self.used
            let written: Result<Int, ICUError> = keys.withUnsafeMutableBufferPointer { buffer in
                Result { () throws(ICUError) in
                    try collator.sortKey(utf8: text, into: buffer.baseAddress! + used, capacity: room)
                }
            }
            let length = try written.get()
            if length <= room {
                self.used += length
                starts.append(self.used)
                return
            }
            // Twice the room, at least the key's: amortized, as an array grows.
            keys.append(contentsOf: repeatElement(0, count: max(keys.count, length, 4096)))
        }
    }

    /// Whether the keys at two positions are equal: their strings compare equal.
    public func keysEqual(_ i: Int, _ j: Int) -> Bool {
        keys[starts[i]..<starts[i + 1]].elementsEqual(keys[starts[j]..<starts[j + 1]])
    }

    /// The positions of the keys in the rules' order; equal keys keep the order
    /// they were appended in.
    public func sortedIndices() -> [Int] {
        guard count > 1 else { return Array(0..<count) }
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
        // A stable radix sort by the prefixes, least significant byte first, leaves
        // equal prefixes in input order; only those runs need the rest of their keys.
        Self.radixSort(&entries)
        keys.withUnsafeBufferPointer { bytes in
            starts.withUnsafeBufferPointer { starts in
                let base = bytes.baseAddress!
                var runStart = 0
                for i in 1...entries.count where i == entries.count || entries[i].prefix != entries[runStart].prefix {
                    if i - runStart > 1 {
                        entries[runStart..<i].sort { a, b in
                            let aStart = starts[a.index] + 8, aEnd = starts[a.index + 1]
                            let bStart = starts[b.index] + 8, bEnd = starts[b.index + 1]
                            // A key shorter than eight bytes ended (in its zero byte) within the equal prefixes.
                            if aEnd > aStart && bEnd > bStart {
                                let common = min(aEnd - aStart, bEnd - bStart)
                                let order = memcmp(base + aStart, base + bStart, common)
                                if order != 0 { return order < 0 }
                                if aEnd - aStart != bEnd - bStart { return aEnd - aStart < bEnd - bStart }
                            }
                            return a.index < b.index
                        }
                    }
                    runStart = i
                }
            }
        }
        return entries.map(\.index)
    }

    /// Sorts entries by prefix, stably: eight passes of a counting sort, one per
    /// byte from the least significant, each skipped when every entry has the same byte there.
    private static func radixSort(_ entries: inout [(prefix: UInt64, index: Int)]) {
        guard entries.count > 1 else { return }
        var other = entries
        for pass in 0..<8 {
            let shift = UInt64(8 * pass)
            var counts = [Int](repeating: 0, count: 257)
            for entry in entries { counts[Int((entry.prefix >> shift) & 0xFF) + 1] += 1 }
            if counts.contains(entries.count) { continue }
            for b in 1...256 { counts[b] += counts[b - 1] }
            entries.withUnsafeBufferPointer { source in
                other.withUnsafeMutableBufferPointer { target in
                    for entry in source {
                        let b = Int((entry.prefix >> shift) & 0xFF)
                        target[counts[b]] = entry
                        counts[b] += 1
                    }
                }
            }
            swap(&entries, &other)
        }
    }
}
