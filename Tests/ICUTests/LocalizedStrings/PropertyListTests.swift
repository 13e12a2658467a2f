@_spi(Testing) import ICU
@testable import ICU
import Testing

/// The `.stringsdict` reader's property lists: what real files hold, in XML
/// and binary, and the files that nested, shared or cyclic structure would
/// make crash, hang or fill memory, refused promptly with a located error.
@Suite("Localized strings: property lists")
struct PropertyListTests {
    func root(_ bytes: [UInt8]) throws(ICUError) -> [String: PropertyListValue] {
        try StringTable.propertyListRoot(bytes, path: "t.stringsdict")
    }

    func error(_ bytes: [UInt8]) throws -> ICUError {
        try #require(throws: ICUError.self) { _ = try StringTable(stringsdictFile: bytes, path: "t.stringsdict") }
    }

    /// Every construct of Apple's writer and of hand-written files.
    @Test func whatXMLFilesHold() throws {
        let text = "\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-8\"?>\r\n"
            + "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\" [ <!ENTITY x \"y\"> ]>\r\n"
            + "<!-- a comment with <dict> in it -->\r\n"
            + "<plist version='1.0 > 0'>\r\n<dict >\r\n"
            + "\t<key>entities</key><string>&amp;&lt;&gt;&quot;&apos; &#0;&#x1B;&#X1f600;&#233;</string>\r\n"
            + "\t<key>cdata</key><string>a<![CDATA[<b>&amp;]]>c<!-- gone --><?pi gone?>d</string>\r\n"
            + "\t<key>empty</key><string/>\r\n"
            + "\t<key>  spaced\r\n</key><string>  kept \r\n</string>\r\n"
            + "\t<key>others</key><array><true/><false/><true></true><integer>-12</integer><integer> 0x1F </integer>"
            + "<real>1.5e3</real><real>nan</real><date>2024-05-01T12:00:00Z</date><data>\r\n\tAAEC\r\n</data><data/></array>\r\n"
            + "\t<key>nested</key><dict><key>a</key><array/><key>b</key><dict/></dict>\r\n"
            + "\t<key>twice</key><string>first</string><key>twice</key><string>last</string>\r\n"
            + "</dict>\r\n</plist>\r\n<!-- after -->\r\n"
        let read = try root(Array(text.utf8))
        #expect(read == [
            "entities": .string("&<>\"' \u{0}\u{1B}😀é"),
            "cdata": .string("a<b>&amp;cd"),
            "empty": .string(""),
            "  spaced\r\n": .string("  kept \r\n"),
            "others": .array(Array(repeating: .other, count: 10)),
            "nested": .dictionary(["a": .array([]), "b": .dictionary([:])]),
            "twice": .string("last"),
        ])
        // The same in UTF-16, either byte order, with a byte order mark.
        let units = Array(text.utf16)
        let big = units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let little = units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(try root(big) == read)
        #expect(try root(little) == read)
    }

    /// An entry is located at its first `<key>`, lines ending at `\n`, `\r` or `\r\n`.
    @Test(arguments: ["\n", "\r", "\r\n"])
    func keyLocations(_ lineBreak: String) throws {
        let lines = ["<?xml version=\"1.0\"?>", "<plist>", "<dict>", "<key>a</key><string>x</string>",
                     "\t<!-- <key>b</key> --> <key>b</key><string>é</string>", "<key>é</key><string>y</string> <key>c</key>",
                     "<string>z</string>", "</dict>", "</plist>"]
        let table = try StringTable(stringsdictFile: Array(lines.joined(separator: lineBreak).utf8), path: "t.stringsdict")
        #expect(table.locations == [
            "a": FileLocation(file: "t.stringsdict", line: 4, column: 1),
            "b": FileLocation(file: "t.stringsdict", line: 5, column: 24),
            "é": FileLocation(file: "t.stringsdict", line: 6, column: 1),
            "c": FileLocation(file: "t.stringsdict", line: 6, column: 32),
        ])
    }

    @Test(arguments: [
        ("<plist><dict><key>a</key></dict></plist>", 1, 26, "the key 'a' has no value"),
        ("<plist><dict><string>a</string></dict></plist>", 1, 14, "<string> where a dictionary's <key> belongs"),
        ("<plist><array></dict></plist>", 1, 15, "</dict> closes <array>"),
        ("<plist><dict/>", 1, 15, "the file ends before </plist>"),
        ("<plist><dict/></dict>", 1, 15, "</plist> expected"),
        ("<plist><dict>\n<key>a</key><string>x", 2, 13, "the file ends inside <string>"),
        ("<dict><key>a</key><string>&bogus;</string></dict>", 1, 27, "the unknown entity &bogus;"),
        ("<dict><key>a</key><string>&#xD800;</string></dict>", 1, 27, "&#xD800; is no Unicode scalar"),
        ("<dict><key>a</key><string>a & b</string></dict>", 1, 29, "an & that begins no reference (write &amp;)"),
        ("<dict><key>a</key><integer>1.5</integer></dict>", 1, 19, "<integer> of '1.5'"),
        ("<dict><key>a</key><data>!!</data></dict>", 1, 19, "<data> that is not base 64"),
        ("<dict><key>a</key><string><b/></string></dict>", 1, 27, "an element inside <string>"),
        ("<dict><key>a</key><set/></dict>", 1, 19, "<set> is not a property list element"),
        ("<dict></dict><dict></dict>", 1, 14, "text after the property list's value"),
        ("<array></array>", 1, 1, "the root is an array, not a dictionary"),
        ("\r\r\r<!-- never closed", 4, 1, "a comment without its -->"),
        ("", 1, 1, "no value"),
    ])
    func xmlFaultsAreLocated(_ text: String, _ line: Int, _ column: Int, _ reason: String) throws {
        let error = try error(Array(text.utf8))
        #expect(error.kind == .badInput)
        #expect(error.code == .parseError)
        #expect(error.reason == reason)
        #expect(error.location == FileLocation(file: "t.stringsdict", line: line, column: column))
    }

    @Test func textThatIsNotUTF8() throws {
        let error = try error(Array("<dict>\n<key>a</key><string>".utf8) + [0xC3, 0x28] + Array("</string></dict>".utf8))
        #expect(error.reason == "the text of <string> is not UTF-8")
        #expect(error.location?.line == 2)
    }

    /// A tree with every kind of value reads the same from XML, in every
    /// style of writing, and from binary, shared strings or not.
    @Test func xmlAndBinaryReadAlike() throws {
        let entry = PropertyListNode.dictionary([
            (key: "NSStringLocalizedFormatKey", value: .string("%#@n@")),
            (key: "n", value: .dictionary([
                (key: "NSStringFormatSpecTypeKey", value: .string("NSStringPluralRuleType")),
                (key: "one", value: .string("ein & <eins> 😀 \u{0}\u{1B}\r\n")),
                (key: "other", value: .string(String(repeating: "x", count: 300))),
            ])),
        ])
        let tree = PropertyListNode.dictionary([
            (key: "k", value: entry),
            (key: "ü", value: .array([.integer(-5), .integer(70_000), .real(0.25), .boolean(true), .boolean(false), .date,
                                      .data([0, 1, 2, 3, 255]), .data(Array(repeating: 7, count: 20)), .string(""), .array([])])),
            (key: "", value: .dictionary([])),
            (key: "dup", value: .string("first")),
            (key: "dup", value: .string("last")),
        ])
        for style in 0..<16 {
            #expect(try root(Array(tree.xml(style: style).utf8)) == tree.expected.entries, "style \(style)")
        }
        for sharing in [true, false] {
            var writer = BinaryPropertyListWriter()
            let top = writer.add(tree, sharing: sharing)
            for referenceSize in [nil, 2, 8] {
                #expect(try root(writer.bytes(top: top, referenceSize: referenceSize)) == tree.expected.entries)
            }
        }
        // The entry reads as the same format from either file.
        let file = PropertyListNode.dictionary([(key: "k", value: entry)])
        var writer = BinaryPropertyListWriter()
        let top = writer.add(file)
        let binary = try StringTable(stringsdictFile: writer.bytes(top: top), path: "t.stringsdict")
        let xml = try StringTable(stringsdictFile: Array(file.xml().utf8), path: "t.stringsdict")
        #expect(binary.entries == xml.entries)
        #expect(try binary["k"]?.render([1], locale: "de") == "ein & <eins> 😀 \u{0}\u{1B}\r\n")
    }

    // MARK: Nesting

    /// 10,000 nested arrays (or dictionaries) overflowed the stack of
    /// FoundationEssentials' reader; 1,000 took seconds.
    @Test(arguments: [false, true], [10_000, 1_000, 65])
    func deepNestingIsRefusedAtItsLine(_ dictionaries: Bool, _ levels: Int) throws {
        let open = dictionaries ? "<dict><key>k</key>" : "<array>"
        let close = dictionaries ? "</dict>" : "</array>"
        let text = "<plist><dict><key>k</key>\n" + String(repeating: open + "\n", count: levels - 1)
            + String(repeating: close, count: levels - 1) + "</dict></plist>"
        let error = try error(Array(text.utf8))
        #expect(error.kind == .badInput)
        #expect(error.reason == "arrays and dictionaries nested more than 64 deep")
        // The root is level 1: the 65th level opens on line 65.
        #expect(error.location == FileLocation(file: "t.stringsdict", line: 65, column: 1))
    }

    @Test func sixtyFourLevelsAreRead() throws {
        var node = PropertyListNode.string("deep")
        for _ in 0..<63 { node = .array([node]) }
        let tree = PropertyListNode.dictionary([(key: "k", value: node)])
        #expect(tree.depth == StringTable.propertyListDepthLimit)
        #expect(try root(Array(tree.xml().utf8)) == tree.expected.entries)
        var writer = BinaryPropertyListWriter()
        let top = writer.add(tree)
        #expect(try root(writer.bytes(top: top)) == tree.expected.entries)
        // One more level, in binary.
        var deeper = BinaryPropertyListWriter()
        let deeperTop = deeper.add(.dictionary([(key: "k", value: .array([node]))]))
        #expect(try error(deeper.bytes(top: deeperTop)).reason?.hasSuffix(": arrays and dictionaries nested more than 64 deep") == true)
    }

    /// Every value counts, dictionary keys not: the root, an array and
    /// `limit - 2` booleans are the most a file may hold; one more is
    /// refused where it completes. (With a small limit: 2^20 values take a
    /// 7 MiB file, which the fuzz target `plist-xml` writes.)
    @Test func xmlValuesAreCounted() throws {
        func read(_ booleans: Int) throws(PropertyList.Failure) -> PropertyListValue {
            var reader = XMLPropertyListReader(Array(("<plist><dict><key>k</key><array>"
                + String(repeating: "<true/>", count: booleans) + "</array></dict></plist>").utf8), valueLimit: 100)
            return try reader.read()
        }
        #expect(try read(98) == .dictionary(["k": .array(Array(repeating: .other, count: 98))]))
        let failure = try #require(throws: PropertyList.Failure.self) { try read(99) }
        #expect(failure.reason == "more than 100 values")
        // The root's end tag makes the one value too many.
        #expect(failure.offset == 32 + 7 * 99 + 8)
    }

    // MARK: Binary: cycles and shared objects

    /// A 59-byte file whose root dictionary contains itself ran forever.
    @Test func aDictionaryThatContainsItself() throws {
        let error = try #require(throws: ICUError.self) {
            _ = try StringTable(contentsOf: StringFixtures.path("Bad/cycle.stringsdict"))
        }
        #expect(error.kind == .badInput)
        #expect(error.reason == "at byte 8: object 0 refers to itself (a reference cycle)")
        #expect(error.location?.line == 1)
        #expect(error.location?.file.hasSuffix("Bad/cycle.stringsdict") == true)
    }

    @Test func cyclesThroughOtherObjectsAndKeys() throws {
        // root → array 1 → array 2 → array 1
        var writer = BinaryPropertyListWriter()
        writer.add(.dictionary([(key: 3, value: 1)]))
        writer.add(.array([2]))
        writer.add(.array([4, 1]))
        writer.add(.string("k"))
        writer.add(.string("v"))
        #expect(try error(writer.bytes(top: 0)).reason == "at byte 11: object 1 refers to itself (a reference cycle)")
        // A dictionary whose key is itself.
        var keyed = BinaryPropertyListWriter()
        keyed.add(.dictionary([(key: 0, value: 1)]))
        keyed.add(.string("v"))
        #expect(try error(keyed.bytes(top: 0)).reason?.contains("refers to itself") == true)
    }

    /// A 585-byte file whose 41 levels of arrays each refer to the next twice
    /// (2^41 values as a tree) ran forever with growing memory.
    @Test func sharedObjectsCountAtEachUse() throws {
        let error = try #require(throws: ICUError.self) {
            _ = try StringTable(contentsOf: StringFixtures.path("Bad/shared.stringsdict"))
        }
        #expect(error.kind == .badInput)
        #expect(error.reason?.hasSuffix(": more than 1048576 values, counting each use of a shared one") == true)

        // Each level twice the one below: 2^(n+1) values under the key, and the root.
        func doubling(_ levels: Int) -> [UInt8] {
            var writer = BinaryPropertyListWriter()
            writer.add(.dictionary([(key: 1, value: 2)]))
            writer.add(.string("k"))
            for level in 0..<levels { writer.add(.array([3 + level, 3 + level])) }
            writer.add(.string("leaf"))
            return writer.bytes(top: 0)
        }
        var expected = PropertyListValue.string("leaf")
        for _ in 0..<10 { expected = .array([expected, expected]) }
        #expect(try root(doubling(10)) == ["k": expected])
        // 19 levels: 2^20 - 1 values under the key and the root, exactly the limit; one level more is 2^21.
        #expect(StringTable.propertyListValueLimit == 1 << 20)
        #expect(try root(doubling(19)).count == 1)
        #expect(throws: ICUError.self) { try root(doubling(20)) }
    }

    /// Every prefix of a binary file, and every byte of it changed, reads or
    /// fails with an error: offsets, lengths and references are all checked.
    @Test func damagedBinaryFilesFail() throws {
        var writer = BinaryPropertyListWriter()
        let tree = PropertyListNode.dictionary([
            (key: "a", value: .array([.string("x"), .string("ü"), .integer(300), .real(1), .data([1, 2]), .date])),
            (key: "b", value: .dictionary([(key: "c", value: .string(String(repeating: "y", count: 20)))])),
        ])
        writer.add(.uid(5))
        writer.add(.set([0]))
        let top = writer.add(tree)
        let bytes = writer.bytes(top: top)
        #expect(try root(bytes) == tree.expected.entries)
        for count in 0..<bytes.count {
            #expect(throws: ICUError.self) { try root(Array(bytes.prefix(count))) }
        }
        for index in bytes.indices {
            for value: UInt8 in [0x00, 0x0F, 0x7F, 0xFF, bytes[index] ^ 0x01] {
                var damaged = bytes
                damaged[index] = value
                do {
                    _ = try root(damaged)
                } catch {
                    #expect(error.kind == .badInput)
                    #expect(error.location?.line == 1)
                }
            }
        }
    }
}

extension PropertyListValue {
    var entries: [String: PropertyListValue]? {
        if case .dictionary(let entries) = self { return entries }
        return nil
    }
}
