import ICU
import Testing

/// What each argument of a format takes, as its specifiers and plural variables say.
@Suite struct LocalizedStringFormatArgumentKindTests {
    @Test func eachSpecifiersKind() throws {
        #expect(try LocalizedStringFormat("%@ %s %d %lu %llx %X %o %f %.2e %G").argumentKinds
                == [.object, .text, .integer, .integer, .integer, .integer, .integer, .number, .number, .number])
        #expect(try LocalizedStringFormat("no arguments, 100%%").argumentKinds == [])
    }

    @Test func pluralVariablesTakeTheirValueType() throws {
        let km = PluralVariable(valueType: "g", forms: [.one: "%g kilometer", .other: "%g kilometers"])
        #expect(try LocalizedStringFormat("%@ ran %#@km@", variables: ["km": km]).argumentKinds == [.object, .number])
        let runs = PluralVariable(valueType: "lu", forms: [.one: "%lu run", .other: "%lu runs"])
        #expect(try LocalizedStringFormat("%lu out of %#@runs@", variables: ["runs": runs]).argumentKinds
                == [.integer, .integer])
        // No value type: any number, unless a form's own specifier asks for an integer.
        let any = PluralVariable(forms: [.one: "one", .other: "many"])
        #expect(try LocalizedStringFormat("%#@n@", variables: ["n": any]).argumentKinds == [.number])
        let counted = PluralVariable(forms: [.one: "one", .other: "%d of them"])
        #expect(try LocalizedStringFormat("%#@n@", variables: ["n": counted]).argumentKinds == [.integer])
    }

    /// The seed's entry: the total is read only inside the completed runs' forms.
    @Test func argumentsReadOnlyInsideForms() throws {
        let table = try StringTable(contentsOf: StringFixtures.path("Runs/Folders/en.lproj/Localizable.stringsdict"))
        #expect(table["scope.%lu out of %lu runs"]?.argumentKinds == [.integer, .integer])
    }

    @Test func positionsNoSpecifierReadsAreUnused() throws {
        #expect(try LocalizedStringFormat("%3$@ %1$d").argumentKinds == [.integer, .unused, .object])
    }

    @Test func theMostDemandingSpecifierWins() throws {
        #expect(try LocalizedStringFormat("%1$@ %1$f").argumentKinds == [.number])
        #expect(try LocalizedStringFormat("%1$f %1$d %1$@").argumentKinds == [.integer])
    }

    @Test func textThatIsNoFormatTakesNothing() throws {
        let table = try StringTable(stringsFile: Array(#""all" = "100%";"#.utf8), path: "all.strings")
        #expect(table["all"]?.isValid == false)
        #expect(table["all"]?.argumentKinds == [])
    }
}
