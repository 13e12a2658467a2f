// Target `resources`: a resources directory — `<language>.lproj` folders of
// `.strings` and `.stringsdict` tables and `.xcstrings` catalogs — written
// from the input, then loaded into a `StringBundle`.
//
// Input: byte 0 the first argument value of the renders; the rest is files
// separated by byte 0x1E, each a selector byte then its contents. The selector
// picks the folder (its value modulo 8: en, de, de-CH, ru, ar, Base, zh-Hant,
// or the directory itself for a catalog), the kind in a folder (bit 3:
// `.strings` or `.stringsdict`) and the table (bit 4: `Localizable` or `Other`).
//
// Properties: loading throws an `ICUError` of kind `.badInput` located in one
// of the files written (line ≥ 1 and at most one past its line breaks, column
// ≥ 1), or gives a bundle; loading again gives the same error, or a bundle that
// finds the same entries. What a loaded bundle keeps is at most 64 bytes per
// byte of input, 4 MiB more, 256 KiB per localization (the heap measured before and after, under
// AddressSanitizer); `fuzz.sh` runs this target with a tighter time and memory
// limit than the others. Every key of the development region's tables is
// found from every localization (its fallback), and renders as the format
// does, or throws `.badInput`, the same twice; a catalog alone falls back the
// same way as `StringBundle(catalog:)`.
//
// Its inputs are a bundle's files, and its memory budget is the point: 1 GiB.
// fuzz: dict=strings max_len=4096 timeout=5 rss=1024
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import ICU

let folders = ["en", "de", "de-CH", "ru", "ar", "Base", "zh-Hant", ""]
let tableNames = ["Localizable", "Other"]
/// In memory where there is a tmpfs: creating files on a disk took a tenth of the time.
let directory = (access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp") + "/fuzz-resources-\(getpid())"

/// The heap in use, as AddressSanitizer counts it.
@_silgen_name("__sanitizer_get_current_allocated_bytes")
func allocatedBytes() -> Int

/// A file the input writes: its path under `directory` and its contents.
struct ResourceFile {
    let path: String
    let bytes: [UInt8]
}

func files(_ input: inout FuzzInput) -> [ResourceFile] {
    var files: [String: [UInt8]] = [:]
    while input.offset < input.bytes.count {
        let part = input.field(until: 0x1E)
        guard let selector = part.first else { continue }
        let folder = folders[Int(selector) % folders.count]
        let table = tableNames[Int(selector >> 4) % tableNames.count]
        let path = folder.isEmpty ? "\(table).xcstrings"
            : "\(folder).lproj/\(table).\(selector & 8 == 0 ? "strings" : "stringsdict")"
        files[path] = Array(part.dropFirst())
    }
    return files.keys.sorted().map { ResourceFile(path: $0, bytes: files[$0]!) }
}

/// Every file an input may write, under `directory`.
let allPaths = folders.flatMap { folder in
    tableNames.flatMap { table in
        folder.isEmpty ? ["\(table).xcstrings"] : ["strings", "stringsdict"].map { "\(folder).lproj/\(table).\($0)" }
    }
}

/// Empties `directory` and writes `files` into it. The folders stay: a folder
/// without tables adds no localization.
func write(_ files: [ResourceFile]) {
    for path in allPaths { unlink("\(directory)/\(path)") }
    for file in files {
        let descriptor = open("\(directory)/\(file.path)", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        require(descriptor >= 0, "cannot write \(file.path)")
        let written = file.bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        require(written == file.bytes.count, "cannot write \(file.path)")
        close(descriptor)
    }
}

func lineBreaks(_ bytes: [UInt8]) -> Int {
    bytes.reduce(0) { $0 + ($1 == 0x0A || $1 == 0x0D ? 1 : 0) }
}

func checkFailure(_ error: ICUError, _ files: [ResourceFile]) {
    trace("-> \(error)")
    require(error.kind == .badInput, "an error of kind \(error.kind): \(error)")
    guard let location = error.location else { return require(false, "an error without a location: \(error)") }
    require(location.line >= 1 && location.column >= 1, "location \(location.line):\(location.column): \(error)")
    guard let file = files.first(where: { "\(directory)/\($0.path)" == location.file }) else {
        return require(location.file.hasPrefix(directory), "the location names \(location.file): \(error)")
    }
    require(location.line <= lineBreaks(file.bytes) + 1,
            "line \(location.line) in a file of \(lineBreaks(file.bytes)) line breaks: \(error)")
}

/// The keys of every table of `localization` in `bundle`, read from the files again.
func keys(of files: [ResourceFile], localization: String) -> Set<String> {
    var keys = Set<String>()
    for file in files {
        let path = "\(directory)/\(file.path)"
        if file.path.hasPrefix("\(localization).lproj/"), let table = try? StringTable(contentsOf: path) {
            keys.formUnion(table.keys)
        } else if file.path.hasSuffix(".xcstrings"), let catalog = try? StringCatalog(contentsOf: path) {
            keys.formUnion(catalog.tables[localization]?.keys ?? [])
        }
    }
    return keys
}

/// The same entries, key by key, in every table and localization.
func requireSameEntries(_ a: StringBundle, _ b: StringBundle, _ keys: Set<String>) {
    require(a.localizations == b.localizations && a.tableNames == b.tableNames && a.developmentRegion == b.developmentRegion,
            "loaded twice, different localizations or tables")
    for table in a.tableNames {
        for localization in a.localizations + [a.developmentRegion] {
            for key in keys {
                require(a.entry(key, table: table, localization: localization)
                            == b.entry(key, table: table, localization: localization),
                        "loaded twice, \(table) \(localization) \(quoted(key)) differs")
            }
        }
    }
}

/// Every key of the development region is found from every localization.
func checkFallback(_ bundle: StringBundle, _ keys: Set<String>, table: String, start: Int) {
    for key in keys.sorted() {
        guard let entry = bundle.entry(key, table: table, localization: bundle.developmentRegion) else { continue }
        for localization in bundle.localizations + ["fr-FR", "ja"] {
            require(bundle.entry(key, table: table, localization: localization) != nil,
                    "\(table) \(quoted(key)) is in \(bundle.developmentRegion) but not found from \(localization)")
        }
        let format = entry.format
        guard format.isValid, format.argumentCount <= 8 else { continue }
        let arguments = (0..<format.argumentCount).map { MessageArgument.integer(start + $0) }
        requireRendersAlike(format, arguments, in: "en", "\(table) \(quoted(key))")
    }
}

/// A catalog alone: its source language's keys are found from each of its languages and from others.
func checkCatalog(_ file: ResourceFile) {
    guard let catalog = try? StringCatalog(contentsOf: "\(directory)/\(file.path)"),
          catalog.languages.count <= 8, catalog.sourceLanguage != "Base" else { return }
    let bundle: StringBundle
    do {
        bundle = try StringBundle(catalog: catalog)
    } catch {
        return require(error.kind == .badInput, "\(file.path): a bundle of the catalog fails with \(error)")
    }
    let source = catalog.tables[catalog.sourceLanguage]?.keys ?? []
    for key in source {
        for localization in catalog.languages + ["fr-FR", "ja"] {
            require(bundle.entry(key, localization: localization) != nil,
                    "\(file.path): \(quoted(key)) of \(catalog.sourceLanguage) not found from \(localization)")
        }
    }
}

/// What a loaded bundle may keep: 64 bytes per byte of input, 4 MiB more, and 256 KiB for
/// each localization (its locale's plural rules and number formats, made once and kept).
func budget(_ size: Int, localizations: Int) -> Int { 64 * size + (4 << 20) + localizations * (256 << 10) }

var warmedUp = false

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if !warmedUp {
        mkdir(directory, 0o700)
        for folder in folders where !folder.isEmpty { mkdir("\(directory)/\(folder).lproj", 0o700) }
        // Each locale's plural rules and number formats are made once and kept:
        // made here, they are not counted against the first input that names them.
        for folder in folders where !folder.isEmpty && folder != "Base" {
            _ = try? LocalizedStringFormat("%d").render([1], locale: LocaleID(folder))
        }
        warmedUp = true
    }
    var input = FuzzInput(data, size)
    let start = Int(input.byte())
    let files = files(&input)
    trace("\(files.map { "\($0.path) (\($0.bytes.count) bytes)" })")
    write(files)

    let before = allocatedBytes()
    let first = Result { () throws(ICUError) in try StringBundle(resourcesAt: directory) }
    let kept = allocatedBytes() - before
    let localizations = (try? first.get())?.localizations.count ?? 0
    require(kept <= budget(size, localizations: localizations),
            "the bundle keeps \(kept) bytes for \(size) bytes of input, over \(budget(size, localizations: localizations))")
    let second = Result { () throws(ICUError) in try StringBundle(resourcesAt: directory) }
    switch (first, second) {
    case (.success(let bundle), .success(let again)):
        trace("-> \(bundle.localizations), tables \(bundle.tableNames)")
        let development = keys(of: files, localization: bundle.developmentRegion)
        requireSameEntries(bundle, again, development)
        for table in bundle.tableNames { checkFallback(bundle, development, table: table, start: start) }
        for file in files where file.path.hasSuffix(".xcstrings") { checkCatalog(file) }
    case (.failure(let error), .failure(let again)):
        require(error.description == again.description, "\(error), then \(again)")
        checkFailure(error, files)
    default:
        require(false, "\(first), then \(second)")
    }
    return 0
}
