/// The last successful searches, as suggestions: trimmed, lower-cased, no
/// duplicates, newest first, at most ten.
public enum RecentSearchList {
    public static let capacity = 10

    public static func normalize(_ term: String) -> String {
        term.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()
    }

    public static func recording(_ term: String, in list: [String]) -> [String] {
        let normalized = normalize(term)
        guard !normalized.isEmpty else { return list }
        return Array(([normalized] + list.filter { $0 != normalized }).prefix(capacity))
    }
}
