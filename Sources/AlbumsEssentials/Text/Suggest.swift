/// "Did you mean …?": the candidate nearest to a mistyped word, if one is near enough.
public enum Suggest {
    public static func closest(to input: String, among candidates: [String]) -> String? {
        let typed = input.lowercased()
        guard !typed.isEmpty else { return nil }
        let prefixed = candidates.filter { $0.lowercased().hasPrefix(typed) }
        if prefixed.count == 1 { return prefixed[0] }
        // "sorting" for "sort": the typed word runs on past a known one.
        if let stem = candidates.filter({ $0.count >= 3 && typed.hasPrefix($0.lowercased()) }).max(by: { $0.count < $1.count }) {
            return stem
        }
        let scored = measured(typed, among: candidates).map { (candidate: $0, distance: distance(typed, $0.lowercased())) }
        guard let best = scored.min(by: { $0.distance < $1.distance }) else { return nil }
        let allowed = max(1, min(2, best.candidate.count / 3))
        return best.distance <= allowed ? best.candidate : nil
    }

    /// The candidates worth an edit distance: at most 2 edits are ever
    /// accepted, and the lengths alone set a distance's floor, so only those
    /// within 2 of the typed length (a 10,000-character value measures none,
    /// where it once cost seconds of quadratic work).
    static func measured(_ typed: String, among candidates: [String]) -> [String] {
        let length = typed.count
        return candidates.filter { abs($0.count - length) <= 2 }
    }

    /// "did you mean sort?" as a hint, or no hint when nothing is near enough.
    /// `prefix` goes before the guess: "--" for options.
    public static func hint(for input: String, among candidates: [String], prefix: String = "") -> [String] {
        closest(to: input, among: candidates).map { ["did you mean \(prefix)\($0)?"] } ?? []
    }

    /// Edit distance counting a swap of two neighbours as one edit (optimal string alignment).
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
