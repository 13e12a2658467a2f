// Target `catalog-document`: the bytes of a String Catalog or a `.strings`
// file, read as an editable document and written back, as `icufmt extract`
// reads and writes them.
//
// Input: byte 0 picks the reader (even: `StringCatalogDocument`, the JSON of
// an `.xcstrings` file; odd: `StringsFileDocument`, a `.strings` file); the
// rest is the file.
//
// Properties: reading throws an `ICUError` of kind `.badInput` with a location
// in the file (the path given, line ≥ 1 and at most one past the file's line
// breaks, column ≥ 1), or gives a document; reading the same bytes again gives
// an equal document, or the same error. A document's written bytes read back
// as an equal document (a `.strings` file: the same keys, values and
// comments), and writing that one gives the same bytes again.
// fuzz: dict=strings max_len=4096
@_spi(CLI) import ICU

func lineBreaks(_ bytes: [UInt8]) -> Int {
    bytes.reduce(0) { $0 + ($1 == 0x0A || $1 == 0x0D ? 1 : 0) }
}

func checkFailure(_ error: ICUError, _ path: String, _ bytes: [UInt8]) {
    trace("-> \(error)")
    require(error.kind == .badInput, "an error of kind \(error.kind): \(error)")
    guard let location = error.location else {
        require(false, "an error without a location: \(error)")
        return
    }
    require(location.file == path, "the location names \(location.file), not \(path): \(error)")
    require(location.line >= 1 && location.column >= 1, "location \(location.line):\(location.column): \(error)")
    require(location.line <= lineBreaks(bytes) + 1, "line \(location.line) in a file of \(lineBreaks(bytes)) line breaks: \(error)")
}

/// Reads `bytes` twice with `read`, checks the two agree, and gives the document.
func readTwice<Document: Equatable>(_ bytes: [UInt8], _ path: String,
                                    _ read: ([UInt8]) throws(ICUError) -> Document) -> Document? {
    let first = Result { () throws(ICUError) in try read(bytes) }
    let second = Result { () throws(ICUError) in try read(bytes) }
    switch (first, second) {
    case (.success(let a), .success(let b)):
        require(a == b, "two reads of the same bytes differ")
        return a
    case (.failure(let a), .failure(let b)):
        require(a == b, "two reads of the same bytes fail differently: \(a) / \(b)")
        checkFailure(a, path, bytes)
        return nil
    default:
        require(false, "one read of the same bytes failed, the other did not")
        return nil
    }
}

/// The document written and read back (which must not fail), and written again.
func checkRoundTrip<Document>(_ document: Document, _ path: String, write: (Document) -> [UInt8],
                              read: ([UInt8]) throws(ICUError) -> Document, same: (Document, Document) -> Bool) {
    let written = write(document)
    switch Result(catching: { () throws(ICUError) in try read(written) }) {
    case .success(let again):
        require(same(again, document), "the written document reads back as another: \(quoted(String(decoding: written, as: UTF8.self)))")
        require(write(again) == written, "a second write differs from the first")
    case .failure(let error):
        require(false, "the written document does not read back: \(error): \(quoted(String(decoding: written, as: UTF8.self)))")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let isCatalog = input.byte() & 1 == 0
    let bytes = input.rest()
    if isCatalog {
        let path = "fuzz.xcstrings"
        trace("\(path), \(bytes.count) bytes")
        let read = { (bytes: [UInt8]) throws(ICUError) in try StringCatalogDocument(json: bytes, path: path) }
        guard let document = readTwice(bytes, path, read) else { return 0 }
        checkRoundTrip(document, path, write: { $0.json() }, read: read, same: ==)
    } else {
        let path = "fuzz.strings"
        trace("\(path), \(bytes.count) bytes")
        let read = { (bytes: [UInt8]) throws(ICUError) in try StringsFileDocument(bytes: bytes, path: path) }
        guard let document = readTwice(bytes, path, read) else { return 0 }
        checkRoundTrip(document, path, write: { $0.bytes() }, read: read) { a, b in
            a.entries.map { [$0.key, $0.value, $0.comment ?? ""] } == b.entries.map { [$0.key, $0.value, $0.comment ?? ""] }
        }
    }
    return 0
}
