import FoundationEssentials
@_spi(Testing) @testable import ICU
import Testing

/// MessageFormat 2 messages of any depth and size: declarations chained a
/// hundred thousand deep resolve without recursion, and every operation's work
/// (``MessageFormat2/WorkCount``, counted, not timed) grows linearly with the
/// message: twice the keys, declarations, selectors, text or markup, at most
/// 2.2 times the steps.
@Suite("MessageFormat 2: depth and linear work")
struct MessageFormat2DepthTests {
    /// `.local $v0 = {$x}`, `.local $v1 = {$v0}`, …, then `{{{$vN}}}`.
    static func chainedLocals(_ count: Int, function: String = "") -> String {
        var source = ".local $v0 = {$x\(function)}\n"
        for i in 1..<count { source += ".local $v\(i) = {$v\(i - 1)\(function)}\n" }
        return source + "{{{$v\(count - 1)}}}"
    }

    /// 3,000 chained `.local`s overflowed the stack (each resolved inside the
    /// next); 100,000 are resolved in a loop, each once.
    @Test(arguments: [3_000, 100_000])
    func chainedLocalsResolveWithoutRecursion(_ count: Int) throws {
        let message = try MessageFormat2(Self.chainedLocals(count), locale: "en_US", options: .init(bidiIsolation: .none))
        let (output, errors) = message.formatWithErrors(["x": 5])
        #expect(output == "5")
        #expect(errors.isEmpty)
        #expect(message.formatByResolution(["x": "text"]).output == "text")
        // Without the argument, the one error is the chain's root, once.
        #expect(message.formatWithErrors([:]) == ("{$v\(count - 1)}", [MessageFormat2.Error(.unresolvedVariable, detail: "$x")]))
    }

    @Test func chainedNumberLocalsKeepTheirOptions() throws {
        let source = ".local $v0 = {$x :number minimumFractionDigits=2}\n"
            + (1..<20_000).map { ".local $v\($0) = {$v\($0 - 1) :number}\n" }.joined() + "{{{$v19999}}}"
        let message = try MessageFormat2(source, locale: "en_US", options: .init(bidiIsolation: .none))
        #expect(message.formatWithErrors(["x": 5]) == ("5.00", []))
    }

    /// Declarations are resolved when first used, depth first, in the order
    /// their variables are read: the errors come in that order.
    @Test func errorsComeInTheOrderDeclarationsAreUsed() throws {
        let message = try MessageFormat2("""
            .local $a = {$u1}
            .local $b = {$u2}
            .local $c = {$b :string}
            .local $d = {$a :unknown opt=$b}
            .local $unused = {$u3}
            {{{$c} {$a} {$d}}}
            """, locale: "en_US", options: .init(bidiIsolation: .none))
        let (output, errors) = message.formatWithErrors([:])
        #expect(output == "{$u2} {$a} {$d}")
        #expect(errors == [MessageFormat2.Error(.unresolvedVariable, detail: "$u2"),
                           MessageFormat2.Error(.unresolvedVariable, detail: "$u1"),
                           MessageFormat2.Error(.unknownFunction, detail: ":unknown")])
    }

    /// `.input {$x …}` reads the argument `$x` at any depth of a chain.
    @Test func anInputInAChainReadsItsArgument() throws {
        let message = try MessageFormat2("""
            .input {$x :number}
            .local $y = {$x :number minimumFractionDigits=1}
            .input {$z :number maximumFractionDigits=$y}
            {{{$y} {$z}}}
            """, locale: "en_US", options: .init(bidiIsolation: .none))
        #expect(message.formatWithErrors(["x": 2, "z": 1.234]) == ("2.0 1.23", []))
    }

    /// Markup does not nest in the data model: 100,000 opened elements are 100,000 parts.
    @Test func deepMarkupIsFlat() throws {
        let levels = 100_000
        let source = String(repeating: "{#b}", count: levels) + "{$x}" + String(repeating: "{/b}", count: levels)
        let message = try MessageFormat2(source, locale: "en_US", options: .init(bidiIsolation: .none))
        #expect(message.formatWithErrors(["x": "deep"]) == ("deep", []))
        let (parts, errors) = message.formatToParts(["x": "deep"])
        #expect(errors.isEmpty)
        #expect(parts.count == 2 * levels + 1)
    }

    /// Messages whose argument is written `X`.
    static let samples = [
        "Hello {X}!",
        "{X :number minimumFractionDigits=1} and {X :integer}",
        ".local $n = {X :number}\n.match $n\n1 {{one {$n}}}\n5 {{five}}\none {{cat one}}\n* {{other {X}}}",
        ".local $s = {X :string}\n.local $t = {$s}\n.match $s\na {{a {$t}}}\n* {{other {$t} {X :number}}}",
        "{#b opt=X}{X :number u:dir=rtl}{/b}",
    ]

    /// Property: reading the argument through 10,000 chained `.local`s changes
    /// no output and no error, for each sample and argument, but the name a
    /// fallback shows.
    @Test(arguments: samples)
    func deepeningAMessageChangesNothing(_ sample: String) throws {
        let depth = 10_000
        let chain = ".local $d0 = {$x}\n" + (1..<depth).map { ".local $d\($0) = {$d\($0 - 1)}\n" }.joined()
        let body = sample.hasPrefix(".") ? sample : "{{" + sample + "}}"
        let shallow = try MessageFormat2(sample.replacing("X", with: "$x"), locale: "en_US")
        let deep = try MessageFormat2(chain + body.replacing("X", with: "$d\(depth - 1)"), locale: "en_US")
        for argument: MessageArgument in [1, 5, "a", .decimal("2.50")] {
            let (expected, deepened) = (shallow.formatWithErrors(["x": argument]), deep.formatWithErrors(["x": argument]))
            // A fallback names the variable the placeholder reads.
            let renamed = { (text: String) in text.replacing("$d\(depth - 1)", with: "$x") }
            #expect(renamed(deepened.output) == expected.output, "\(sample) with \(argument)")
            #expect(deepened.errors.map { renamed($0.description) } == expected.errors.map(\.description))
        }
    }

    // MARK: Linear work

    /// The steps that creating `source(n)` and formatting it take, plan made, then formatted by resolution.
    static func steps(_ source: String, _ arguments: [String: MessageArgument]) throws -> Int {
        let work = MessageFormat2.WorkCount()
        try MessageFormat2.WorkCount.$current.withValue(work) {
            let message = try MessageFormat2(source, locale: "en_US")
            _ = message.format(arguments)
            _ = message.format(arguments)
            _ = message.formatByResolution(arguments)
            _ = message.formatToParts(arguments)
        }
        return work.steps
    }

    /// Messages that grow with n, and their arguments.
    static let shapes: [(name: String, source: @Sendable (Int) -> String, arguments: [String: MessageArgument])] = [
        ("numeric keys", { n in
            ".input {$x :number}\n.match $x\n" + (0..<n).map { "\($0) {{v\($0)}}\n" }.joined() + "* {{other}}"
        }, ["x": 5]),
        ("numeric keys, no match", { n in
            ".input {$x :integer}\n.match $x\n" + (0..<n).map { "\($0 * 7) {{v\($0)}}\n" }.joined() + "one {{1}} * {{other}}"
        }, ["x": 3]),
        ("string keys", { n in
            ".input {$x :string}\n.match $x\n" + (0..<n).map { "k\($0) {{v\($0)}}\n" }.joined() + "* {{other}}"
        }, ["x": "k5"]),
        ("declarations", { n in chainedLocals(n) }, ["x": 5]),
        ("declarations with functions", { n in chainedLocals(n, function: " :number") }, ["x": 5]),
        ("selectors", { n in
            (0..<n).map { ".input {$x\($0) :number}\n" }.joined() + ".match " + (0..<n).map { "$x\($0)" }.joined(separator: " ")
                + "\n" + Array(repeating: "1", count: n).joined(separator: " ") + " {{ones}}\n"
                + Array(repeating: "*", count: n).joined(separator: " ") + " {{other}}"
        }, [:]),
        ("long text", { n in (0..<n).map { "word \($0) {$x} " }.joined() }, ["x": 5]),
        ("number placeholders", { n in (0..<n).map { "{$x :number} {$y\($0) :integer} " }.joined() }, ["x": 5]),
        ("deep markup", { n in String(repeating: "{#b}", count: n) + "{$x}" + String(repeating: "{/b}", count: n) }, ["x": 5]),
    ]

    @Test(arguments: shapes.indices)
    func workIsLinearInTheMessage(_ shape: Int) throws {
        let (name, source, given) = Self.shapes[shape]
        var arguments = given
        if name == "selectors" { for i in 0..<1_000 { arguments["x\(i)"] = 1 } }
        let (small, large) = (try Self.steps(source(500), arguments), try Self.steps(source(1_000), arguments))
        #expect(small > 500)
        #expect(Double(large) <= 2.2 * Double(small), "\(name): \(small) steps for n = 500, \(large) for 1,000")
    }
}
