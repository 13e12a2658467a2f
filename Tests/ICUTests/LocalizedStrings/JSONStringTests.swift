import FoundationEssentials
@_spi(CLI) import ICU
import Testing

/// The one JSON escaper: what it escapes, what it leaves as UTF-8, and that
/// JSONDecoder reads every output back as the text.
@Suite("JSON strings")
struct JSONStringTests {
    func written(_ bytes: [UInt8]) -> String {
        var buffer: [UInt8] = []
        bytes.withUnsafeBufferPointer { JSONString.append(utf8: $0, to: &buffer) }
        return String(decoding: buffer, as: UTF8.self)
    }

    @Test func quotesAndBackslashes() {
        #expect(JSONString.quoted(#"a"b\c/d"#) == #""a\"b\\c/d""#)
        #expect(JSONString.quoted("") == #""""#)
    }

    @Test func controlCharacters() {
        #expect(JSONString.quoted("\u{8}\u{C}\n\r\t") == #""\b\f\n\r\t""#)
        #expect(JSONString.quoted("\u{0}\u{1}\u{1B}[2J\u{1F}") == #""\u0000\u0001\u001b[2J\u001f""#)
        // DEL and the C1 controls, in text that is otherwise ASCII and in text that is not.
        #expect(JSONString.quoted("\u{7F}") == #""\u007f""#)
        #expect(JSONString.quoted("\u{80}\u{85}\u{9B}\u{9F}") == #""\u0080\u0085\u009b\u009f""#)
        #expect(JSONString.quoted("é\u{7F}") == "\"é\\u007f\"")
    }

    @Test func lineSeparatorsAreEscaped() {
        #expect(JSONString.quoted("a\u{2028}b\u{2029}c") == #""a\u2028b\u2029c""#)
    }

    @Test func otherTextStaysUTF8() {
        // Outside the Basic Multilingual Plane: UTF-8, not a surrogate pair.
        #expect(JSONString.quoted("😀 \u{10FFFF}") == "\"😀 \u{10FFFF}\"")
        #expect(JSONString.quoted("Größe: ١٬٢٣٤\u{A0}€\u{200F}") == "\"Größe: ١٬٢٣٤\u{A0}€\u{200F}\"")
    }

    @Test func invalidUTF8IsWrittenAsReplacementCharacters() {
        #expect(written([0x61, 0xFF, 0x62]) == "\"a\u{FFFD}b\"")
        #expect(written([0xE2, 0x80]) == "\"\u{FFFD}\"")        // a sequence cut short
        #expect(written([0xED, 0xA0, 0x80]) == "\"\u{FFFD}\u{FFFD}\u{FFFD}\"")  // a UTF-8 surrogate
        #expect(written(Array("\"x\"".utf8)) == #""\"x\"""#)
    }

    @Test func jsonDecoderReadsEveryOutputBack() throws {
        var texts = ["", "plain", #"a"b\c"#, "\u{2028}\u{2029}", "😀é", "\u{7F}\u{85}\u{9F}\u{A0}"]
        texts.append(String(decoding: (0..<0x20).map { UInt8($0) }, as: UTF8.self))
        for text in texts {
            let json = JSONString.quoted(text)
            #expect(try JSONDecoder().decode(String.self, from: Data(json.utf8)) == text, "\(json)")
        }
    }
}
