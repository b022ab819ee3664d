/// The `follow` setting's names: each folded once (case and accents aside),
/// the first spelling of each kept, in order, and at most `limit` of them.
/// Linear: a list of thousands is read in microseconds, not pair by pair.
public enum FollowedArtists {
    /// The most names the setting holds.
    public static let limit = 1_000

    /// The names in `text` (separated by `;`); nil when there are more than `limit`.
    public static func parse(_ text: String) -> [String]? {
        var names: [String] = [], seen: Set<String> = []
        for part in text.split(separator: ";") {
            let name = String(part).trimmingWhitespace
            guard !name.isEmpty, seen.insert(WatchRules.folded(name)).inserted else { continue }
            names.append(name)
            if names.count > limit { return nil }
        }
        return names
    }
}
