extension StringBundle {
    /// The same bundle, pseudo-localized: every lookup
    /// (``string(_:table:localization:default:)``,
    /// ``format(_:table:localization:arguments:locale:default:)``,
    /// ``message(_:table:localization:syntax:locale:timeZone:default:)``) takes
    /// the development region's entry, whatever localization is asked for, and
    /// rewrites its text as `mode` says (``PseudoLocalization``) before it is
    /// rendered; arguments are formatted as usual, in the locale given or the
    /// development region's, and plural forms are chosen by the development
    /// region's rules.
    ///
    /// ```swift
    /// let strings = try StringBundle(resourcesAt: "Resources").pseudoLocalized(.accents)
    /// try strings.format("%lu files", localization: "de", arguments: [3])   // "[3 ƒîļéš ··]"
    /// ```
    ///
    /// A key no table has keeps its default value or the key as written, so
    /// that text which never went through a table stands out among the
    /// rewritten strings; the bundle's ``MissingStringPolicy`` and its hook
    /// still see it. Text is rewritten at each lookup: a bundle for testing
    /// layouts, not for serving. ``entry(_:table:localization:)`` looks up as
    /// before, without rewriting.
    public func pseudoLocalized(_ mode: PseudoLocalization.Mode) -> StringBundle {
        var copy = self
        copy.pseudo = PseudoLocalization(mode)
        return copy
    }

    /// How lookups rewrite text, or `nil` for a bundle that is not pseudo-localized (``pseudoLocalized(_:)``).
    public var pseudoLocalization: PseudoLocalization? { pseudo }

    /// `entry` with its text rewritten by `pseudo`, read in `syntax`. When not
    /// `throwing` (a lookup of text alone), only the format's own text is rewritten.
    func pseudoLocalized(_ entry: Entry, _ pseudo: PseudoLocalization, syntax: LocalizedMessage.Syntax,
                         throwing: Bool) throws(ICUError) -> Entry {
        let format: LocalizedStringFormat
        switch syntax {
        case .apple where throwing:
            format = try pseudo.format(entry.format)
        case .apple:
            format = LocalizedStringFormat(lenient: pseudo.format(entry.format.text))
        case .icu, .messageFormat2:
            format = LocalizedStringFormat(lenient: try pseudo.message(entry.format.text, syntax: syntax))
        }
        return Entry(format: format, localization: entry.localization, location: entry.location, formats: entry.formats)
    }
}
