import AlbumsEssentials
/// The `follow` setting's names: each folded once (case and accents aside),
/// the first spelling of each kept, in order, and at most `limit` of them.
/// Linear: a list of thousands is read in microseconds, not pair by pair.
public enum FollowedArtists {
    /// The most names the setting holds.
    public static let limit = 1_000

    /// The first `limit` names in `text` (separated by `;`): a longer list is
    /// read up to the cap (`remark` says so), never thrown away whole.
    public static func parse(_ text: String) -> [String]? {
        Array(names(text).prefix(limit))
    }

    /// Every name in `text`, however many: what `follow` changes, so that a
    /// change keeps what was there beyond the cap.
    public static func names(_ text: String) -> [String] {
        var names: [String] = [], seen: Set<String> = []
        for part in text.split(separator: ";") {
            let name = String(part).trimmingWhitespace
            guard !name.isEmpty, seen.insert(TextFolding.folded(name)).inserted else { continue }
            names.append(name)
        }
        return names
    }

    /// What to warn of a list over the cap.
    public static func remark(_ text: String) -> String? {
        let count = names(text).count
        guard count > limit else { return nil }
        return "\(count) artists are followed; albums reads the first \(limit) (albums follow remove NAME for the rest)"
    }
}
