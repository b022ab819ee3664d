import Foundation

/// Release dates written for people, in the user's locale: "October 23, 2020".
public enum HumanDate {
    public static func long(_ day: String, locale: Locale) -> String? {
        let parser = DateFormatter()
        parser.locale = Locale(identifier: "en_US_POSIX")
        parser.timeZone = TimeZone(identifier: "UTC")
        parser.dateFormat = "yyyy-MM-dd"
        guard let date = parser.date(from: day) else { return nil }
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateStyle = .long
        formatter.timeStyle = .none
        return formatter.string(from: date)
    }

    /// The locale the environment asks for (`LC_ALL`, then `LC_TIME`, then `LANG`);
    /// US English for the C and POSIX locales or none at all.
    public static func locale(_ environment: [String: String]) -> Locale {
        let name = ["LC_ALL", "LC_TIME", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let identifier = String(name.prefix { $0 != "." && $0 != "@" })
        guard !identifier.isEmpty, identifier != "C", identifier != "POSIX" else { return Locale(identifier: "en_US") }
        // A locale the system doesn't know would print dates as "2026 M05 7": English instead.
        let known = Locale.availableIdentifiers
        guard known.contains(identifier) || known.contains(String(identifier.prefix { $0 != "_" })) else { return Locale(identifier: "en_US") }
        return Locale(identifier: identifier)
    }
}
