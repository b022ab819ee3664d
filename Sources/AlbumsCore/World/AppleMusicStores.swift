/// The stores whose Apple Music charts the marketing feed serves, by ISO 3166
/// alpha-2 code: what `albums world` loads when no `--countries` are given.
/// Embedded, not fetched: Apple publishes no list of them (kept from its
/// storefronts list; a store Apple drops fails as any store can, named in a
/// warning).
public enum AppleMusicStores {
    public static let codes: [String] = [
        "ae", "ag", "ai", "am", "ao", "ar", "at", "au", "az", "ba", "bb", "be", "bf", "bg", "bh", "bj", "bm", "bn", "bo", "br",
        "bs", "bt", "bw", "by", "bz", "ca", "cd", "cg", "ch", "ci", "cl", "cm", "cn", "co", "cr", "cv", "cy", "cz", "de", "dk",
        "dm", "do", "dz", "ec", "ee", "eg", "es", "fi", "fj", "fm", "fr", "ga", "gb", "gd", "ge", "gh", "gm", "gr", "gt", "gw",
        "gy", "hk", "hn", "hr", "hu", "id", "ie", "il", "in", "iq", "is", "it", "jm", "jo", "jp", "ke", "kg", "kh", "kn", "kr",
        "kw", "ky", "kz", "la", "lb", "lc", "lk", "lr", "lt", "lu", "lv", "ly", "ma", "md", "me", "mg", "mk", "ml", "mm", "mn",
        "mo", "mr", "ms", "mt", "mu", "mv", "mw", "mx", "my", "mz", "na", "ne", "ng", "ni", "nl", "no", "np", "nr", "nz", "om",
        "pa", "pe", "pg", "ph", "pl", "pt", "pw", "py", "qa", "ro", "rs", "ru", "rw", "sa", "sb", "sc", "se", "sg", "si", "sk",
        "sl", "sn", "sr", "st", "sv", "sz", "tc", "td", "th", "tj", "tm", "tn", "to", "tr", "tt", "tw", "tz", "ua", "ug", "us",
        "uy", "uz", "vc", "ve", "vg", "vn", "vu", "ye", "za", "zm", "zw",
    ]
}
