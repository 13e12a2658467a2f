extension CollationSearch {
    /// What a ``CollationSearch`` shares between its copies: the needle, the
    /// rules, and ICU searches for it.
    ///
    /// Sendable notes: a `UStringSearch` holds the text and position of the
    /// search under way, so each call takes one from `searches`
    /// (``ExclusiveHandles``: the primary one, else an idle spare opened on the
    /// same collator), which no other thread uses meanwhile.
    final class Storage: @unchecked Sendable {
        let needle: String
        let rules: CollationRules
        private let searches: ExclusiveHandles<USearchHandle>

        init(needle: String, rules: CollationRules) throws(ICUError) {
            searches = ExclusiveHandles(primary: try USearchHandle(pattern: needle, collator: rules.storage.collator))
            self.needle = needle
            self.rules = rules
        }

        /// Runs `body` on a search no other thread uses meanwhile.
        @inline(__always)
        func withSearch<R>(_ body: (USearchHandle) throws(ICUError) -> R) throws(ICUError) -> R {
            try searches.withHandle(make: { () throws(ICUError) in
                try USearchHandle(pattern: needle, collator: rules.storage.collator)
            }, body)
        }
    }
}
