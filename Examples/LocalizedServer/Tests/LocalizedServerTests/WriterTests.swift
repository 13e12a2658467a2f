import Foundation
import OrderPages
import Testing

/// The JSON and HTML writers both implementations share: what they escape,
/// and text around it kept whole.
@Suite struct WriterTests {
    static let samples = [
        "", "plain", "Sie haben 3 neue Nachrichten", "1\u{202F}234,50\u{A0}€", "a\"b\\c", "\"\u{301}x", "line\nbreak\r\ttab",
        "\u{1}\u{1F}\u{7F}", "<b>&amp;</b>", "١٬٢٣٤٫٥٠\u{A0}ج.م.\u{200F}", "👩🏽‍💻\"", "\\",
    ]

    @Test(arguments: samples)
    func jsonStringsReadBack(_ text: String) throws {
        var out = ""
        JSONText.appendString(text, to: &out)
        #expect(try JSONDecoder().decode(String.self, from: Data(out.utf8)) == text)
        var fromSubstring = "x"
        JSONText.appendString(("y" + text + "z").dropFirst().dropLast(), to: &fromSubstring)
        #expect(fromSubstring == "x" + out)
    }

    @Test func jsonEscapesOnlyWhatItMust() {
        var out = ""
        JSONText.appendString("a\"b\\c\n\u{1}\u{1F}\u{7F}é\"\u{301}", to: &out)
        #expect(out == #""a\"b\\c\n\u0001\u001f"# + "\u{7F}é\\\"\u{301}\"")
    }

    @Test func htmlEscapes() {
        var out = ""
        HTMLText.appendEscaped("<a href=\"x\">T&C</a> \"\u{301}", to: &out)
        #expect(out == "&lt;a href=&quot;x&quot;&gt;T&amp;C&lt;/a&gt; &quot;\u{301}")
    }
}
