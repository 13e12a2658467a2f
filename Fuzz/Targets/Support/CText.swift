// Shared by every fuzz target (fuzz.sh compiles this folder into each one).

/// Runs `body` with a string's UTF-8, a NUL after it, and its length without
/// the NUL: the text argument of a bridge call, for targets that compare with raw ICU.
func withCText<R>(_ text: String, _ body: (UnsafePointer<CChar>, Int32) -> R) -> R {
    text.utf8CString.withUnsafeBufferPointer { body($0.baseAddress!, Int32($0.count - 1)) }
}
