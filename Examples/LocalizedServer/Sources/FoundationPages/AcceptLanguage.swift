import Foundation

/// A hand-written `Accept-Language` match (RFC 9110 §12.5.4 with RFC 4647
/// lookup): the ranges by weight, highest first and in header order among
/// equals; each tried whole, then by its language alone (`de-AT` → `de`); `*`
/// and a header with nothing usable give the default.
struct AcceptLanguage: Sendable {
    /// The supported languages, lowercased.
    let supported: [String]
    let defaultLanguage: String

    /// The supported language for `header`, or the default.
    func match(_ header: String) -> String {
        bestMatch(header) ?? defaultLanguage
    }

    /// The supported language for `header`, or `nil` when it names none.
    func bestMatch(_ header: String) -> String? {
        var ranges: [(tag: String, weight: Double, order: Int)] = []
        for (order, item) in header.split(separator: ",").enumerated() {
            let fields = item.split(separator: ";")
            guard let first = fields.first else { continue }
            let tag = first.trimmingCharacters(in: .whitespaces)
            guard !tag.isEmpty else { continue }
            var weight = 1.0
            for parameter in fields.dropFirst() {
                let parameter = parameter.trimmingCharacters(in: .whitespaces)
                if parameter.lowercased().hasPrefix("q="), let value = Double(parameter.dropFirst(2)) {
                    weight = min(max(value, 0), 1)
                }
            }
            if weight > 0 { ranges.append((tag, weight, order)) }
        }
        ranges.sort { $0.weight != $1.weight ? $0.weight > $1.weight : $0.order < $1.order }
        for range in ranges {
            let tag = range.tag.lowercased().replacingOccurrences(of: "_", with: "-")
            if tag == "*" { return defaultLanguage }
            if let exact = supported.first(where: { $0 == tag }) { return exact }
            let language = tag.prefix { $0 != "-" }
            if let primary = supported.first(where: { $0 == language }) { return primary }
        }
        return nil
    }
}
