// Target `strings-file`: the bytes of a `.strings` file, a `.stringsdict`
// file or a String Catalog (`.xcstrings`), read into string tables.
//
// Input: byte 0 picks the reader (0 `.strings`, 1 `.stringsdict`, 2
// `.xcstrings`, by its value modulo 3), byte 1 the first argument value of the
// renders (see `renders`); the rest is the file.
//
// Properties: reading throws an `ICUError` of kind `.badInput` with a location
// in the file (the path given, line ≥ 1 and at most one past the file's line
// breaks, column ≥ 1), or gives a table; reading the same bytes again gives an
// equal table, or the same error. Every entry that `isValid` renders with
// `argumentCount` arguments, all integers, all doubles or all text, in en, ru
// and ar, or throws `.badInput`; the same twice. A catalog's tables make a
// `StringBundle` or throw `.badInput`, and the bundle finds every key of the
// source language with the text the catalog gives it.
// fuzz: dict=strings max_len=4096
import ICU

let kinds = ["strings", "stringsdict", "xcstrings"]
let renderLocales: [LocaleID] = ["en", "ru", "ar"]

/// The arguments a valid entry is rendered with: the same type throughout, values from `start`.
func renders(_ count: Int, start: Int) -> [[MessageArgument]] {
    let integers: [Int] = [0, 1, 2, 3, 5, 11, 21, 22, 101, 1_234_567]
    let doubles = [0, 1, 1.5, 2.25, 0.1, 1e21, -3.5]
    let texts = ["", "Anna", "ü", "%d", "a\nb"]
    if count == 0 { return [[]] }
    return [
        (0..<count).map { .integer(integers[(start + $0) % integers.count]) },
        (0..<count).map { .double(doubles[(start + $0) % doubles.count]) },
        (0..<count).map { .string(texts[(start + $0) % texts.count]) },
    ]
}

/// The line breaks in `bytes`, `\r` or `\n`: the most lines a location can be past the first.
func lineBreaks(_ bytes: [UInt8]) -> Int {
    bytes.reduce(0) { $0 + ($1 == 0x0A || $1 == 0x0D ? 1 : 0) }
}

func checkFailure(_ error: ICUError, _ what: String, _ path: String, _ bytes: [UInt8]) {
    trace("-> \(error)")
    require(error.kind == .badInput, "\(what): an error of kind \(error.kind): \(error)")
    guard let location = error.location else {
        require(false, "\(what): an error without a location: \(error)")
        return
    }
    require(location.file == path, "\(what): the location names \(location.file), not \(path): \(error)")
    require(location.line >= 1 && location.column >= 1, "\(what): location \(location.line):\(location.column): \(error)")
    require(location.line <= lineBreaks(bytes) + 1,
            "\(what): line \(location.line) in a file of \(lineBreaks(bytes)) line breaks: \(error)")
}

func checkRenders(_ table: StringTable, _ what: String, start: Int) {
    for key in table.keys {
        let format = table[key]!
        guard format.isValid else { continue }
        let count = format.argumentCount
        require((0...1000).contains(count), "\(what) \(quoted(key)): argumentCount \(count)")
        for arguments in renders(count, start: start) {
            for locale in renderLocales {
                requireRendersAlike(format, arguments, in: locale, "\(what) \(quoted(key))")
            }
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let kind = kinds[Int(input.byte()) % kinds.count]
    let start = Int(input.byte())
    let bytes = input.rest()
    let path = "fuzz.\(kind)"
    trace("\(path), \(bytes.count) bytes")

    switch kind {
    case "xcstrings":
        let first = Result { () throws(ICUError) in try StringCatalog(json: bytes, path: path) }
        let second = Result { () throws(ICUError) in try StringCatalog(json: bytes, path: path) }
        switch (first, second) {
        case (.success(let catalog), .success(let again)):
            require(catalog == again, "\(path): read twice, read differently")
            trace("-> \(catalog.languages), source \(quoted(catalog.sourceLanguage))")
            require(catalog.tables[catalog.sourceLanguage] != nil, "\(path): no table for the source language")
            for language in catalog.languages {
                checkRenders(catalog.tables[language]!, "\(path) [\(quoted(language))]", start: start)
            }
            checkBundle(catalog, path)
        case (.failure(let error), .failure(let again)):
            require(error.description == again.description, "\(path): \(error), then \(again)")
            checkFailure(error, path, path, bytes)
        default:
            require(false, "\(path): \(first), then \(second)")
        }
    default:
        let read = { () throws(ICUError) -> StringTable in
            kind == "strings" ? try StringTable(stringsFile: bytes, path: path) : try StringTable(stringsdictFile: bytes, path: path)
        }
        let first = Result(catching: read)
        let second = Result(catching: read)
        switch (first, second) {
        case (.success(let table), .success(let again)):
            require(table == again, "\(path): read twice, read differently")
            trace("-> \(table.keys.count) keys")
            for key in table.keys {
                if let location = table.locations[key] {
                    require(location.file == path && location.line >= 1 && location.column >= 1
                                && location.line <= lineBreaks(bytes) + 1,
                            "\(path) \(quoted(key)) at \(location)")
                }
            }
            checkRenders(table, path, start: start)
        case (.failure(let error), .failure(let again)):
            require(error.description == again.description, "\(path): \(error), then \(again)")
            checkFailure(error, path, path, bytes)
        default:
            require(false, "\(path): \(first), then \(second)")
        }
    }
    return 0
}

/// A bundle of the catalog's tables: made, or refused for a language that is
/// not one; every key of the source language found with the catalog's text.
func checkBundle(_ catalog: StringCatalog, _ path: String) {
    // `Base` is no language of its own: a bundle takes its tables as the last resort.
    guard catalog.languages.count <= 8, catalog.sourceLanguage != "Base" else { return }
    let bundle: StringBundle
    do {
        bundle = try StringBundle(tables: ["Localizable": catalog.tables], developmentRegion: LocaleID(catalog.sourceLanguage))
    } catch {
        trace("bundle -> \(error)")
        require(error.kind == .badInput, "\(path): a bundle of its tables fails with \(error)")
        return
    }
    let source = catalog.tables[catalog.sourceLanguage]!
    for key in source.keys {
        guard let entry = bundle.entry(key, localization: bundle.developmentRegion) else {
            require(false, "\(path): the bundle has no \(quoted(key)) in \(bundle.developmentRegion)")
            return
        }
        require(entry.format == source[key]!, "\(path): the bundle's \(quoted(key)) is \(quoted(entry.format.text))")
    }
}
