import ICU
import Testing

/// Bad input never crashes and never loses a valid entry: each case is a
/// typed error, with the file, line and column where there is a file.
@Suite("Localized strings: bad input")
struct LocalizedStringErrorTests {
    func loadError(_ relative: String) throws -> ICUError {
        try #require(throws: ICUError.self) { _ = try StringTable(contentsOf: StringFixtures.path(relative)) }
    }

    @Test func aStringsSyntaxErrorNamesItsLineAndColumn() throws {
        let error = try loadError("Bad/syntax.strings")
        #expect(error.kind == .badInput)
        #expect(error.location?.file.hasSuffix("Bad/syntax.strings") == true)
        #expect(error.location?.line == 3)
        #expect(error.location?.column == 27)
        #expect(error.reason == "';' expected after the value")
        #expect(error.description.contains("syntax.strings:3:27: reading "))
    }

    @Test func anUnclosedStringNamesWhereItOpens() throws {
        let error = try loadError("Bad/unterminated.strings")
        #expect(error.kind == .badInput)
        #expect(error.location?.line == 3)
        #expect(error.location?.column == 10)
        #expect(error.reason == "a string is never closed")
    }

    @Test(arguments: [
        ("\"a\" = \"b\";\n/* never closed", 2, 1, "a '/*' comment is never closed"),
        ("\"a\" = \"\\Uxyz\";", 1, 8, "\\U without a hexadecimal digit"),
        ("\"a\" = \"\\UD800\";", 1, 14, "a \\U escape of a lone high surrogate"),
        ("\"a\" \"b\";", 1, 5, "'=' expected after the key"),
        ("\"a\" = ;", 1, 7, "a value was expected, not ';'"),
        ("{ \"a\" = \"b\";", 1, 13, "the '{' that opens the file is never closed"),
        ("\"a\" = \"b\"", 1, 10, "the file ends after a value; ';' expected"),
    ])
    func stringsSyntax(_ text: String, _ line: Int, _ column: Int, _ reason: String) throws {
        let error = try #require(throws: ICUError.self) { _ = try StringTable(stringsFile: Array(text.utf8), path: "t.strings") }
        #expect(error.kind == .badInput)
        #expect(error.location == FileLocation(file: "t.strings", line: line, column: column))
        #expect(error.reason == reason)
    }

    @Test func notUTF8() throws {
        let error = try #require(throws: ICUError.self) {
            _ = try StringTable(stringsFile: Array("\"a\" = \"".utf8) + [0xC3, 0x28] + Array("\";".utf8), path: "t.strings")
        }
        #expect(error.kind == .badInput)
        #expect(error.location == FileLocation(file: "t.strings", line: 1, column: 8))
    }

    @Test func theStringsSyntaxThatIsValid() throws {
        let text = """
        // a comment
        /* another */ "quoted" = "a \\"b\\" \\\\ \\n\\t\\r \\U00e9\\UD83D\\UDE00 \\101 \\U41x \\u \\q";
        unquoted_key.1 = value-2;
        'single' = 'quotes';
        "same";
        "twice" = "first"; "twice" = "second";
        """
        let table = try StringTable(stringsFile: Array(text.utf8), path: "t.strings")
        #expect(table["quoted"]?.text == "a \"b\" \\ \n\t\r é😀 A Ax u q")
        #expect(table["unquoted_key.1"]?.text == "value-2")
        #expect(table["single"]?.text == "quotes")
        #expect(table["same"]?.text == "same")
        #expect(table["twice"]?.text == "second")
        #expect(table.locations["unquoted_key.1"] == FileLocation(file: "t.strings", line: 3, column: 1))
        #expect(table.keys == ["quoted", "same", "single", "twice", "unquoted_key.1"])
        // Braces around it all, and UTF-16 big-endian with a BOM.
        let braced = try StringTable(stringsFile: Array("{ \"a\" = \"b\"; }".utf8), path: "t.strings")
        #expect(braced["a"]?.text == "b")
        let utf16: [UInt8] = [0xFE, 0xFF] + "\"k\" = \"ü\";".utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        #expect(try StringTable(stringsFile: utf16, path: "t.strings")["k"]?.text == "ü")
    }

    @Test func aTruncatedStringsdict() throws {
        let error = try loadError("Bad/truncated.stringsdict")
        #expect(error.kind == .badInput)
        #expect(error.code == .parseError)
        #expect(error.location?.line == 36)
        #expect(error.location?.column == 35)
        #expect(error.reason == "the end tag </s> is not closed")
    }

    @Test func aBinaryStringsdict() throws {
        let error = try loadError("Bad/binary.stringsdict")
        #expect(error.kind == .badInput)
        #expect(error.code == .parseError)
        #expect(error.location?.file.hasSuffix("binary.stringsdict") == true)
    }

    @Test func aTenMegabyteFile() throws {
        let big = [UInt8](repeating: UInt8(ascii: " "), count: 10_000_000)
        for read in [
            { _ = try StringTable(stringsFile: big, path: "big.strings") },
            { _ = try StringTable(stringsdictFile: big, path: "big.stringsdict") },
            { _ = try StringCatalog(json: big, path: "big.xcstrings") },
        ] as [() throws -> Void] {
            let error = try #require(throws: ICUError.self) { try read() }
            #expect(error.kind == .badInput)
            #expect(error.reason == "the file has 10000000 bytes; the limit is 8388608")
        }
        // From disk, refused before it is read.
        let path = "/tmp/swift-icu-big-\(getpid()).strings"
        let file = try #require(fopen(path, "wb"))
        _ = big.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
        fclose(file)
        defer { unlink(path) }
        let error = try #require(throws: ICUError.self) { _ = try StringTable(contentsOf: path) }
        #expect(error.reason == "the file has 10000000 bytes; the limit is 8388608")
        #expect(error.location == FileLocation(file: path, line: 1, column: 1))
    }

    @Test func invalidJSONInACatalog() throws {
        let error = try #require(throws: ICUError.self) { _ = try StringCatalog(contentsOf: StringFixtures.path("Bad/invalid.xcstrings")) }
        #expect(error.kind == .badInput)
        #expect(error.code == .parseError)
        #expect(error.location?.line == 4)
        #expect(error.location?.column == 116)
        #expect(error.reason == "not valid JSON: ',' or '}' expected")
    }

    @Test func aCatalogOfTheWrongShape() throws {
        let text = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "k" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : 3 } } } }
          }
        }
        """
        let error = try #require(throws: ICUError.self) { _ = try StringCatalog(json: Array(text.utf8), path: "c.xcstrings") }
        #expect(error.kind == .badInput)
        #expect(error.location?.line == 4)
        #expect(error.reason?.hasPrefix("at strings.k.localizations.de.stringUnit.value: ") == true)
        let missing = try #require(throws: ICUError.self) { _ = try StringCatalog(json: Array("{\"strings\":{}}".utf8), path: "c.xcstrings") }
        #expect(missing.reason == "no 'sourceLanguage'")
    }

    @Test func aCatalogPluralWithoutOther() throws {
        let text = """
        {"sourceLanguage":"en","strings":{"n":{"localizations":{"en":{"variations":{"plural":{
          "one":{"stringUnit":{"state":"translated","value":"%lld item"}}}}}}}}}
        """
        let error = try #require(throws: ICUError.self) { _ = try StringCatalog(json: Array(text.utf8), path: "c.xcstrings") }
        #expect(error.kind == .badInput)
        #expect(error.reason == "the string has no 'other' form")
        #expect(error.location == FileLocation(file: "c.xcstrings", line: 1, column: 35))
    }

    @Test func aCatalogDeviceVariationWithoutOther() throws {
        let text = """
        {"sourceLanguage":"en","strings":{"n":{"localizations":{"en":{"variations":{"device":{
          "iphone":{"stringUnit":{"state":"translated","value":"Tap"}}}}}}}}}
        """
        let error = try #require(throws: ICUError.self) { _ = try StringCatalog(json: Array(text.utf8), path: "c.xcstrings") }
        #expect(error.reason == "the string varies by device but has no 'other' device")
    }

    @Test func aPluralVariableWithoutOther() throws {
        let error = try loadError("Bad/no-other.stringsdict")
        #expect(error.kind == .badInput)
        #expect(error.reason?.contains("has no 'other' form") == true)
        #expect(error.location != nil)
        let direct = try #require(throws: ICUError.self) {
            _ = try LocalizedStringFormat("%#@n@", variables: ["n": PluralVariable(forms: [.one: "one"])])
        }
        #expect(direct.reason == "the plural variable 'n' has no 'other' form")
    }

    @Test func aVariableThatContainsItself() throws {
        let error = try loadError("Bad/loop.stringsdict")
        #expect(error.kind == .badInput)
        #expect(error.reason == "the variable 'a' contains itself (a → a)")
        #expect(error.location?.line == 5)
        let twoStep = try #require(throws: ICUError.self) {
            _ = try LocalizedStringFormat("%#@a@", variables: [
                "a": PluralVariable(forms: [.other: "%#@b@"]),
                "b": PluralVariable(forms: [.one: "x", .other: "%#@a@"]),
            ])
        }
        #expect(twoStep.reason == "the variable 'a' contains itself (a → b → a)")
    }

    /// Variables `v0` … `vN`, each named in the form of the one before: 20,000
    /// of them (a 4 MB `.stringsdict`) overflowed the stack of the recursive reader.
    static func chainedVariables(_ count: Int) -> [String: PluralVariable] {
        var variables: [String: PluralVariable] = [:]
        for i in 0..<count {
            variables["v\(i)"] = PluralVariable(valueType: "d", forms: [.other: i + 1 < count ? "%#@v\(i + 1)@" : "%d"])
        }
        return variables
    }

    @Test(arguments: [65, 20_000, 100_000])
    func variablesNestDeeperThanTheLimit(_ levels: Int) throws {
        let error = try #require(throws: ICUError.self) {
            _ = try LocalizedStringFormat("%#@v0@", variables: Self.chainedVariables(levels))
        }
        #expect(error.kind == .badInput)
        #expect(error.reason == "variables nested more than 64 deep ('v64')")
    }

    @Test func sixtyFourNestedVariablesAreRead() throws {
        #expect(LocalizedStringFormat.variableNestingLimit == 64)
        let format = try LocalizedStringFormat("%#@v0@", variables: Self.chainedVariables(64))
        #expect(try format.render([.integer(7)], locale: "en_US") == "7")
    }

    @Test func aVariableThatIsNotDefined() throws {
        let error = try loadError("Bad/missing-variable.stringsdict")
        #expect(error.reason == "no variable 'nope' is defined for '%#@nope@'")
    }

    /// Variables that name each other many times over expand past the limit.
    @Test func anExponentialExpansion() throws {
        var variables: [String: PluralVariable] = [:]
        for level in 0..<20 {
            variables["v\(level)"] = PluralVariable(forms: [.other: "%#@v\(level + 1)@ %#@v\(level + 1)@"])
        }
        variables["v20"] = PluralVariable(forms: [.other: "%d"])
        let error = try #require(throws: ICUError.self) { _ = try LocalizedStringFormat("%#@v0@", variables: variables) }
        #expect(error.reason == "it expands to more than 10000 pieces")
    }

    @Test func aPositionPastTheArguments() throws {
        let table = try StringTable(contentsOf: StringFixtures.path("Bad/positional.strings"))
        let format = try #require(table["positional"])
        #expect(format.argumentCount == 5)
        let error = try #require(throws: ICUError.self) { _ = try format.render(["a", "b"], locale: "en") }
        #expect(error.kind == .badInput)
        #expect(error.reason == "it needs 5 arguments, got 2")
        #expect(try format.render(["a", "b", "c", "d", "e"], locale: "en") == "a e")
    }

    @Test(arguments: [
        ("%d", MessageArgument.string("x"), "'%d' needs an integer; it is text"),
        ("%lu", MessageArgument.integer(-1), "'%lu' needs a number that is not negative; it is an integer"),
        ("%d", MessageArgument.double(1.5), "'%d' needs an integer; it is a floating-point number"),
        ("%f", MessageArgument.string("x"), "'%f' needs a number; it is text"),
        ("%s", MessageArgument.integer(1), "'%s' needs text; it is an integer"),
        ("%x", MessageArgument.integer(-1), "'%x' needs an integer that is not negative; it is an integer"),
    ])
    func aWrongArgumentType(_ text: String, _ argument: MessageArgument, _ reason: String) throws {
        let format = try LocalizedStringFormat(text)
        let error = try #require(throws: ICUError.self) { _ = try format.render([argument], locale: "en") }
        #expect(error.kind == .badInput)
        #expect(error.reason == reason)
        #expect(error.operation == "rendering argument 1 in en")
    }

    @Test func aPluralArgumentThatIsNotANumber() throws {
        let format = try LocalizedStringFormat("%#@n@", variables: ["n": PluralVariable(valueType: "lu", forms: [.other: "%lu"])])
        let text = try #require(throws: ICUError.self) { _ = try format.render(["three"], locale: "en") }
        #expect(text.reason == "the plural variable 'n' needs a number; it is text")
        let double = try #require(throws: ICUError.self) { _ = try format.render([1.5], locale: "en") }
        #expect(double.reason == "the plural variable 'n' counts integers (%lu); it is a floating-point number")
        let negative = try #require(throws: ICUError.self) { _ = try format.render([-1], locale: "en") }
        #expect(negative.reason == "the plural variable 'n' counts numbers that are not negative (%lu); it is an integer")
        let signed = try LocalizedStringFormat("%#@n@", variables: ["n": PluralVariable(valueType: "d", forms: [.one: "%d one", .other: "%d"])])
        #expect(try signed.render([-1], locale: "en") == "-1 one")
    }

    @Test(arguments: [
        ("100%", "a lone '%' ends the format"),
        ("%k", "'%k' is not a supported specifier"),
        ("%*d", "a width taken from the arguments ('*') is not supported"),
        ("%.*f", "a precision taken from the arguments ('.*') is not supported"),
        ("%0$d", "argument positions count from 1"),
        ("%#@open", "'%#@' without its closing '@'"),
        ("%l", "the specifier '%l' has no conversion"),
        ("%1001d", "a width above 1000"),
        ("%.101f", "a precision above 100"),
        ("%1001$d", "argument position 1001 is beyond 1000"),
        (String(repeating: "%d", count: 1001), "an unnumbered specifier would take argument 1001, beyond 1000"),
    ])
    func aMalformedFormat(_ text: String, _ reason: String) throws {
        let error = try #require(throws: ICUError.self) { _ = try LocalizedStringFormat(text) }
        #expect(error.kind == .badInput)
        #expect(error.code == .invalidFormat)
        #expect(error.reason == reason)
    }

    /// A variable's form counts its unnumbered specifiers on from the
    /// variable's argument: the second from argument 1000 is past the last
    /// one (fuzz finding F24).
    @Test func aFormCountsOnPastTheLastArgument() throws {
        let error = try #require(throws: ICUError.self) {
            _ = try LocalizedStringFormat("%#@v@", variables: ["v": PluralVariable(valueType: "lu", forms: [.other: "%lu x %X"], argument: 1000)])
        }
        #expect(error.reason == "an unnumbered specifier would take argument 1001, beyond 1000")
        let last = try LocalizedStringFormat("%#@v@", variables: ["v": PluralVariable(valueType: "lu", forms: [.other: "x %lu"], argument: 1000)])
        #expect(last.argumentCount == 1000)
    }

    @Test func aValueTypeThatIsNotANumber() throws {
        let error = try #require(throws: ICUError.self) {
            _ = try LocalizedStringFormat("%#@n@", variables: ["n": PluralVariable(valueType: "@", forms: [.other: "x"])])
        }
        #expect(error.reason == "the value type '@' of the variable 'n' is not a number's (such as lu, d, f or .1f)")
    }

    /// A `.strings` value that is not a format loads, reads as text, and
    /// throws only when rendered with arguments.
    @Test func aStringsValueThatIsNotAFormat() throws {
        let table = try StringTable(stringsFile: Array("\"sale\" = \"Save 50%\";".utf8), path: "t.strings")
        let format = try #require(table["sale"])
        #expect(!format.isValid)
        #expect(format.text == "Save 50%")
        #expect(try format.render([], locale: "en") == "Save 50%")
        let error = try #require(throws: ICUError.self) { try format.render([1], locale: "en") }
        #expect(error.reason == "a lone '%' ends the format")
        // "50% off" is a format: "% o" is octal with the space flag, as in C.
        let octal = try StringTable(stringsFile: Array("\"sale\" = \"50% off\";".utf8), path: "t.strings")
        #expect(octal["sale"]?.isValid == true)
        #expect(octal["sale"]?.argumentCount == 1)
    }

    /// A bundle with one bad file does not load: no entry is silently lost.
    @Test func aBundleWithABadFileFailsAsAWhole() throws {
        let error = try #require(throws: ICUError.self) { _ = try StringBundle(resourcesAt: StringFixtures.path("Bad")) }
        #expect(error.kind == .badInput)
        #expect(error.location != nil)
        let missing = try #require(throws: ICUError.self) { _ = try StringBundle(resourcesAt: "/no/such/directory") }
        #expect(missing.kind == .badInput)
        let notALanguage = try #require(throws: ICUError.self) {
            _ = try StringBundle(tables: ["Localizable": ["not a language!": StringTable([:])]])
        }
        #expect(notALanguage.kind == .badInput)
        #expect(notALanguage.operation.hasPrefix("reading the localization 'not a language!'"))
    }
}

#if canImport(Glibc)
import Glibc
#endif

/// Entries are located by where their key is written as an entry, found in
/// one pass over the file, not by the first place the key's text appears.
@Suite("Localized strings: entry locations")
struct LocalizedStringLocationTests {
    @Test func aCatalogEntryIsLocatedAtItsKeyNotAtAnEqualValue() throws {
        let text = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "a" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "b" } } } },
        "b" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "%#@x@" },
                  "substitutions" : { "x" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg item" } } } } } } } } }
          }
        }
        """
        let error = try #require(throws: ICUError.self) { _ = try StringCatalog(json: Array(text.utf8), path: "c.xcstrings") }
        #expect(error.location == FileLocation(file: "c.xcstrings", line: 5, column: 1))
        #expect(error.reason == "the substitution 'x' has no 'other' form")
    }

    @Test func aStringsdictEntryIsLocatedAtItsOwnKeyNotAtAVariableOfTheSameName() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
          <key>a</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>other</key><string>x</string></dict></dict>
        <key>n</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@missing@</string></dict>
        <!-- <key>c</key> --><key>a &amp; b</key><string>plain</string>
        </dict></plist>
        """
        let error = try #require(throws: ICUError.self) { _ = try StringTable(stringsdictFile: Array(text.utf8), path: "t.stringsdict") }
        #expect(error.location == FileLocation(file: "t.stringsdict", line: 5, column: 1))
        let fixed = text.replacingOccurrences(of: "%#@missing@", with: "plain")
        let table = try StringTable(stringsdictFile: Array(fixed.utf8), path: "t.stringsdict")
        #expect(table.locations["a & b"] == FileLocation(file: "t.stringsdict", line: 6, column: 22))
        #expect(table.locations["a"] == FileLocation(file: "t.stringsdict", line: 3, column: 3))
    }

    /// Thousands of entries load, each located (reading once looked every key up from the start of the file).
    @Test func thousandsOfEntries() throws {
        var json = "{\"sourceLanguage\":\"en\",\"strings\":{\n"
        var plist = "<plist version=\"1.0\"><dict>\n"
        for i in 0..<5000 {
            json += "\"key.\(i)\":{\"localizations\":{\"de\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"Wert \(i)\"}}}}"
            json += i == 4999 ? "\n" : ",\n"
            plist += "<key>key.\(i)</key><string>value \(i)</string>\n"
        }
        json += "}}"
        plist += "</dict></plist>"
        let catalog = try StringCatalog(json: Array(json.utf8), path: "big.xcstrings")
        #expect(catalog.tables["de"]?.entries.count == 5000)
        #expect(catalog.tables["de"]?.locations["key.4999"] == FileLocation(file: "big.xcstrings", line: 5001, column: 1))
        let table = try StringTable(stringsdictFile: Array(plist.utf8), path: "big.stringsdict")
        #expect(table.entries.count == 5000)
        #expect(table.locations["key.4999"] == FileLocation(file: "big.stringsdict", line: 5001, column: 1))
    }

    /// What Xcode writes for a catalog's device and width variations.
    @Test func deviceAndWidthVariationsInAStringsdict() throws {
        let text = """
        <plist version="1.0"><dict>
        <key>device</key><dict><key>NSStringDeviceSpecificRuleKey</key><dict>
          <key>iphone</key><string>Tap</string><key>other</key><string>Click</string></dict></dict>
        <key>width</key><dict><key>NSStringVariableWidthRuleType</key><dict>
          <key>20</key><string>Short</string><key>100</key><string>The longest</string><key>50</key><string>Longer</string></dict></dict>
        <key>nested</key><dict><key>NSStringDeviceSpecificRuleKey</key><dict><key>other</key><dict>
          <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
          <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
          <key>one</key><string>%d file</string><key>other</key><string>%d files</string></dict></dict></dict></dict>
        <key>bad</key><dict><key>NSStringDeviceSpecificRuleKey</key><dict><key>mac</key><string>x</string></dict></dict>
        </dict></plist>
        """
        let error = try #require(throws: ICUError.self) { _ = try StringTable(stringsdictFile: Array(text.utf8), path: "t.stringsdict") }
        #expect(error.reason == "its NSStringDeviceSpecificRuleKey has no 'other' device")
        #expect(error.location == FileLocation(file: "t.stringsdict", line: 10, column: 1))
        let good = text.split(separator: "\n").filter { !$0.contains("<key>bad</key>") }.joined(separator: "\n")
        let table = try StringTable(stringsdictFile: Array(good.utf8), path: "t.stringsdict")
        #expect(table["device"]?.text == "Click")
        #expect(table["width"]?.text == "The longest")
        #expect(try table["nested"]?.render([1], locale: "en") == "1 file")
    }

    /// `%arg` in a substitution's form is its own argument even after other specifiers.
    @Test func argInACatalogFormIsTheSubstitutionsArgument() throws {
        let text = """
        {"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{
          "stringUnit":{"state":"translated","value":"%@ has %#@n@"},
          "substitutions":{"n":{"argNum":2,"formatSpecifier":"lld","variations":{"plural":{
            "one":{"stringUnit":{"state":"translated","value":"%3$@: %arg item"}},
            "other":{"stringUnit":{"state":"translated","value":"%3$@: %arg items"}}}}}}}}}}}
        """
        let catalog = try StringCatalog(json: Array(text.utf8), path: "c.xcstrings")
        let format = try #require(catalog.tables["en"]?["k"])
        #expect(try format.render(["Anna", 1, "box"], locale: "en") == "Anna has box: 1 item")
        #expect(try format.render(["Anna", 1234, "box"], locale: "en") == "Anna has box: 1,234 items")
    }
}
