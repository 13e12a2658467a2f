// Why a locator: the property list is read into values first, and values
// carry no place in the file, so an error found later, in an entry's format
// or its plural variables, would otherwise only name the entry. The property
// list reader records where each root `<key>` is written; a failure takes the
// line and column of its entry from there, so a translator is sent to the
// entry among hundreds in the file, as the `.strings` and `.xcstrings`
// readers do.
extension StringsdictReader {
    /// An error about the entry `key`, at the place in the file where the entry starts.
    func failure(_ key: String, _ reason: String, code: ICUError.Code = .invalidFormat) -> ICUError {
        ICUError(code: code, operation: "reading the entry '\(CompiledFormat.quoted(key))' of \(file)", reason: reason,
                 location: location(of: key))
    }

    /// Where the entry `key` starts, or the file's start when its `<key>` was
    /// not found (a binary property list has no lines).
    func location(of key: String) -> FileLocation {
        locations[key] ?? FileLocation(file: file, line: 1, column: 1)
    }
}
