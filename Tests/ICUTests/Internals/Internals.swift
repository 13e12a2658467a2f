/// The tests of `Sources/ICU/Internals` and of the C bridge under it: one
/// namespace per folder, so that their names mirror the folders and
/// `swift test --filter Internals` runs them all.
enum Internals {
    enum Sync {}
    enum Bridge {}
    enum Date {}
    enum MachineDates {}
}
