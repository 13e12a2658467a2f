/// The system ICU the library runs on: the versions of ICU itself and of the
/// Unicode and CLDR data it carries, and the ICU major version the library was
/// compiled against.
///
/// The library formats with the system's ICU, so its output follows that
/// ICU's CLDR data; these versions say which data that is.
///
/// ```swift
/// print(SystemICU.current)        // ICU 72.1, Unicode 15.0, CLDR 42.0
/// SystemICU.current.icu.major     // 72
/// ```
///
/// The corresponding C functions are `u_getVersion`, `u_getUnicodeVersion`
/// and `ulocdata_getCLDRVersion`, and the macro `U_ICU_VERSION_MAJOR_NUM`.
// Not `ICUVersion`: `swift-symbolgraph-extract` leaves out a type whose name is
// the module's name followed by `Version` (and any name starting so), and DocC
// would not show it.
public struct SystemICU: Sendable, Hashable, CustomStringConvertible {
    /// A version number as ICU writes one: up to four parts, major first.
    ///
    /// Its description drops trailing zero parts after the second, as
    /// `u_versionToString` does: `72.1`, `15.0`, `42.0`, `4.8.1.1`.
    public struct Version: Sendable, Hashable, Comparable, CustomStringConvertible {
        /// The first part: 72 of ICU 72.1, 42 of CLDR 42.0.
        public var major: Int
        /// The second part: 1 of ICU 72.1.
        public var minor: Int
        /// The third part, 0 in ICU's releases.
        public var milli: Int
        /// The fourth part, 0 in ICU's releases.
        public var micro: Int

        /// A version number from its parts.
        public init(_ major: Int, _ minor: Int = 0, _ milli: Int = 0, _ micro: Int = 0) {
            self.major = major
            self.minor = minor
            self.milli = milli
            self.micro = micro
        }

        init(_ parts: [UInt8]) {
            func part(_ i: Int) -> Int { i < parts.count ? Int(parts[i]) : 0 }
            self.init(part(0), part(1), part(2), part(3))
        }

        private var parts: [Int] { [major, minor, milli, micro] }

        /// Whether `lhs` is an older version than `rhs`, comparing part by part.
        public static func < (lhs: Version, rhs: Version) -> Bool {
            lhs.parts.lexicographicallyPrecedes(rhs.parts)
        }

        /// The version as ICU writes it, such as `72.1`.
        public var description: String {
            var parts = parts
            while parts.count > 2, parts.last == 0 { parts.removeLast() }
            return parts.map(String.init).joined(separator: ".")
        }
    }

    /// The version of the ICU library loaded at run time, such as 72.1 (`u_getVersion`).
    public let icu: Version
    /// The version of the Unicode data ICU carries, such as 15.0 (`u_getUnicodeVersion`).
    public let unicode: Version
    /// The version of the CLDR data ICU carries, such as 42.0, which decides the
    /// text of every format (`ulocdata_getCLDRVersion`); 0.0 when ICU's data
    /// does not say.
    public let cldr: Version
    /// The major version of the ICU headers the library was compiled against
    /// (`U_ICU_VERSION_MAJOR_NUM`): the ICU functions it calls are those that
    /// version offers.
    public let compiledMajor: Int

    /// The versions of the ICU this process runs on.
    public static let current = SystemICU(
        icu: Version(UVersion.icu()), unicode: Version(UVersion.unicode()),
        cldr: Version(UVersion.cldr() ?? []), compiledMajor: UVersion.compiledMajor())

    private init(icu: Version, unicode: Version, cldr: Version, compiledMajor: Int) {
        self.icu = icu
        self.unicode = unicode
        self.cldr = cldr
        self.compiledMajor = compiledMajor
    }

    /// `ICU 72.1, Unicode 15.0, CLDR 42.0`.
    public var description: String { "ICU \(icu), Unicode \(unicode), CLDR \(cldr)" }
}
