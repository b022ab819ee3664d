/// Which kept charts are one store's chart, and of which store: Apple's
/// ("standard us", "stub standard us"), or a feed of the user's own made for
/// each store from one URL with `{country}` in it (kept under the URL as
/// loaded: "https://charts.example/us/top.json", "…/gb/top.json"), found by
/// what the URLs share. What counts as a store wherever stores are counted
/// (`albums artist`, the site), and what a worldwide chart is made of.
public struct KeptStores: Sendable {
    /// Each store chart's key, and its store's code.
    public let codes: [String: String]
    /// The keys of a feed of one's own, by the URL with `{country}` where the code was (and "stub " when the fixtures answer).
    private let templates: [String: [String: String]]

    public init(keys: some Sequence<String>) {
        var codes: [String: String] = [:]
        var templates: [String: [String: String]] = [:]
        for key in keys {
            let stub = key.hasPrefix("stub ")
            let bare = stub ? String(key.dropFirst(5)) : key
            if bare.hasPrefix("standard "), let code = Countries.normalize(String(bare.dropFirst(9))), AppleMusicStores.name(code) != nil {
                codes[key] = code
                continue
            }
            guard bare.contains("://") else { continue }
            for (template, code) in Self.templates(of: bare) {
                templates[(stub ? "stub " : "") + template, default: [:]][code] = key
            }
        }
        // A template is a feed's when two stores or more were kept from it: each of its keys is that store's chart.
        var found: [String: [String: String]] = [:]
        for (template, keys) in templates where keys.count >= 2 {
            found[template] = keys
            for (code, key) in keys where codes[key] == nil { codes[key] = code }
        }
        self.codes = codes
        self.templates = found
    }

    /// Whether a kept chart is one store's chart.
    public func isStore(_ key: String) -> Bool { codes[key] != nil }

    /// The kept chart of each of `stores` from which the worldwide chart `world` ("world gb,us", "stub world") was made:
    /// Apple's chart of each store, else the feed of one's own that kept the most of them.
    public func charts(of stores: [String], world: String) -> [String: String] {
        let stub = world.hasPrefix("stub ")
        var apple: [String: String] = [:]
        for code in stores where codes[(stub ? "stub " : "") + "standard " + code] != nil {
            apple[code] = (stub ? "stub " : "") + "standard " + code
        }
        let own = templates.filter { $0.key.hasPrefix("stub ") == stub }.values
            .map { keys in keys.filter { stores.contains($0.key) } }
            .max { ($0.count, $0.values.sorted().first ?? "") < ($1.count, $1.values.sorted().first ?? "") } ?? [:]
        return own.count > apple.count ? own : apple
    }

    /// The URL with one store code at a time put back as `{country}`: a code between
    /// separators (/us/, ?cc=us, -us.json), in any case.
    static func templates(of url: String) -> [(template: String, code: String)] {
        let scalars = Array(url.unicodeScalars)
        let separators: Set<Unicode.Scalar> = ["/", "?", "&", "=", ".", "-", "_", "#", ":"]
        var found: [(String, String)] = []
        // Each word runs from just after a separator (or the start) to the next separator (or the end).
        var start = 0
        for end in 0...scalars.count where end == scalars.count || separators.contains(scalars[end]) {
            if end - start == 2, start > 0 {
                let word = String(String.UnicodeScalarView(scalars[start..<end])).lowercased()
                if AppleMusicStores.name(word) != nil {
                    let before = String(String.UnicodeScalarView(scalars[..<start])), after = String(String.UnicodeScalarView(scalars[end...]))
                    found.append((before + "{country}" + after, word))
                }
            }
            start = end + 1
        }
        return found
    }
}
