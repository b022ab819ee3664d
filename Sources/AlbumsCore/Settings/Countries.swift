import AlbumsEssentials
/// ISO 3166-1 alpha-2 codes.
public enum Countries {
    /// Every code, in alphabetical order.
    public static let alphabetical: [String] = [
        "ad", "ae", "af", "ag", "ai", "al", "am", "ao", "aq", "ar", "as", "at", "au", "aw", "ax", "az", "ba", "bb", "bd", "be", "bf", "bg",
        "bh", "bi", "bj", "bl", "bm", "bn", "bo", "bq", "br", "bs", "bt", "bv", "bw", "by", "bz", "ca", "cc", "cd", "cf", "cg", "ch", "ci",
        "ck", "cl", "cm", "cn", "co", "cr", "cu", "cv", "cw", "cx", "cy", "cz", "de", "dj", "dk", "dm", "do", "dz", "ec", "ee", "eg", "eh",
        "er", "es", "et", "fi", "fj", "fk", "fm", "fo", "fr", "ga", "gb", "gd", "ge", "gf", "gg", "gh", "gi", "gl", "gm", "gn", "gp", "gq",
        "gr", "gs", "gt", "gu", "gw", "gy", "hk", "hm", "hn", "hr", "ht", "hu", "id", "ie", "il", "im", "in", "io", "iq", "ir", "is", "it",
        "je", "jm", "jo", "jp", "ke", "kg", "kh", "ki", "km", "kn", "kp", "kr", "kw", "ky", "kz", "la", "lb", "lc", "li", "lk", "lr", "ls",
        "lt", "lu", "lv", "ly", "ma", "mc", "md", "me", "mf", "mg", "mh", "mk", "ml", "mm", "mn", "mo", "mp", "mq", "mr", "ms", "mt", "mu",
        "mv", "mw", "mx", "my", "mz", "na", "nc", "ne", "nf", "ng", "ni", "nl", "no", "np", "nr", "nu", "nz", "om", "pa", "pe", "pf", "pg",
        "ph", "pk", "pl", "pm", "pn", "pr", "ps", "pt", "pw", "py", "qa", "re", "ro", "rs", "ru", "rw", "sa", "sb", "sc", "sd", "se", "sg",
        "sh", "si", "sj", "sk", "sl", "sm", "sn", "so", "sr", "ss", "st", "sv", "sx", "sy", "sz", "tc", "td", "tf", "tg", "th", "tj", "tk",
        "tl", "tm", "tn", "to", "tr", "tt", "tv", "tw", "tz", "ua", "ug", "um", "us", "uy", "uz", "va", "vc", "ve", "vg", "vi", "vn", "vu",
        "wf", "ws", "ye", "yt", "za", "zm", "zw"
    ]
    /// Built on first use: most runs never check a country.
    public static let codes = Set(alphabetical)

    /// Common mistakes, with the code that was meant.
    public static let aliases = ["uk": "gb"]

    /// How many stores a list of countries holds (compare's side by side).
    public static let listSizes = 2...20

    /// "us, gb jp": each code normalised, in order, each once; nil when any is
    /// not a code, or there are fewer than 2 or more than 20.
    public static func list(_ text: String) -> [String]? {
        var codes: [String] = []
        for word in text.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }) {
            guard let code = normalize(String(word)) else { return nil }
            if !codes.contains(code) { codes.append(code) }
        }
        return listSizes.contains(codes.count) ? codes : nil
    }

    public static func normalize(_ text: String) -> String? {
        let code = text.lowercased()
        return codes.contains(code) ? code : nil
    }

    /// Each word a store's code (`GB`, `uk` refused with "did you mean gb?"), each once, in order.
    public static func storeCodes(_ words: [String], example: String) throws(UsageError) -> [String] {
        var codes: [String] = []
        for word in words {
            guard let code = Countries.normalize(word) else {
                let hint = Countries.aliases[word.lowercased()].map { ["did you mean \($0)?"] } ?? []
                throw UsageError("\"\(word.clipped)\" is not a store country", hints: hint + ["use ISO 3166 alpha-2 codes, e.g. \(example)"])
            }
            if !codes.contains(code) { codes.append(code) }
        }
        return codes
    }
}
