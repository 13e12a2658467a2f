import FoundationEssentials
@_spi(CLI) import ICU
import Testing

/// The `.strings` writer: genstrings' layout, escapes the reader reads back,
/// and the comments above entries kept through a read.
@Suite("Strings file documents")
struct StringsFileDocumentTests {
    @Test func writesGenstringsLayout() {
        var file = StringsFileDocument()
        file.entries = [
            .init(key: "Cancel", value: "Abbrechen", comment: "A button."),
            .init(key: "say \"hi\"\n", value: "a\\b\tc\r\u{1}\u{7F}é😀"),
            .init(key: "odd", value: "x", comment: "ends */ early"),
        ]
        #expect(file.text() == #"""
            /* A button. */
            "Cancel" = "Abbrechen";

            /* No comment provided by engineer. */
            "say \"hi\"\n" = "a\\b\tc\r\U0001\U007fé😀";

            /* ends * / early */
            "odd" = "x";


            """#)
        #expect(StringsFileDocument().text() == "")
    }

    @Test func readsBackWhatItWrites() throws {
        var file = StringsFileDocument()
        file.entries = [
            .init(key: "Cancel", value: "Abbrechen", comment: "A button."),
            .init(key: "say \"hi\"\n", value: "a\\b\tc\r\u{1}\u{7F}é😀"),
            .init(key: "plain", value: "plain"),
        ]
        let again = try StringsFileDocument(bytes: file.bytes(), path: "x.strings")
        #expect(again.entries.map(\.key) == file.entries.map(\.key))
        #expect(again.entries.map(\.value) == file.entries.map(\.value))
        #expect(again.entries.map(\.comment) == ["A button.", nil, nil])
        #expect(again.entries.map(\.line) == [2, 5, 8])
        #expect(again.bytes() == file.bytes())
        // The table reader reads the same values.
        let table = try StringTable(stringsFile: file.bytes(), path: "x.strings")
        #expect(table.keys.sorted() == ["Cancel", "plain", "say \"hi\"\n"])
    }

    @Test func commentsAreTheLastBlockCommentBeforeTheKey() throws {
        let text = """
            // a line comment
            /* header */
            /*  the comment
                on two lines  */ "a" = "1";
            "b" = "2"; /* after b */
            "c" = "3";
            "a" = "4";
            """
        // UTF-16 with a byte order mark, as genstrings writes by default.
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let file = try StringsFileDocument(bytes: utf16, path: "x.strings")
        #expect(file.entries.map(\.key) == ["a", "b", "c"])
        #expect(file.entries.map(\.value) == ["4", "2", "3"])
        // The last `a` replaces the first, comment and all: it had none.
        #expect(file.entries.map(\.comment) == [nil, nil, "after b"])
    }

    @Test func badFilesAreTypedErrors() throws {
        let error = try #require(throws: ICUError.self) {
            try StringsFileDocument(bytes: Array("\"a\" = \"b\"\n\"c\" = ".utf8), path: "bad.strings")
        }
        #expect(error.kind == .badInput)
        #expect(error.location?.line == 2)
        #expect(try StringsFileDocument(bytes: [], path: "empty.strings").entries.isEmpty)
    }
}
