import Foundation

/// Release dates written for people, in the user's locale: "October 23, 2020".
public enum HumanDate {
    public static func long(_ day: String, locale: DateLocale) -> String? {
        let parser = DateFormatter()
        parser.locale = Locale(identifier: "en_US_POSIX")
        parser.timeZone = TimeZone(identifier: "UTC")
        parser.dateFormat = "yyyy-MM-dd"
        guard let date = parser.date(from: day) else { return nil }
        let formatter = DateFormatter()
        formatter.locale = locale.resolved
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateStyle = .long
        formatter.timeStyle = .none
        return formatter.string(from: date)
    }
}

/// The locale dates are written in, as the environment names it (`LC_ALL`,
/// then `LC_TIME`, then `LANG`): only a name until a date is written, so that a
/// run that writes none never loads a locale (126,000 instructions).
public struct DateLocale: Equatable, Sendable {
    /// The name without its encoding or modifier ("de_DE" for "de_DE.UTF-8@euro"); empty when none is set.
    public var identifier: String

    public static let english = DateLocale(identifier: "en_US")

    public init(identifier: String) {
        self.identifier = identifier
    }

    public init(environment: [String: String]) {
        let name = ["LC_ALL", "LC_TIME", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        self.init(identifier: String(name.prefix { $0 != "." && $0 != "@" }))
    }

    /// The locale itself: US English for the C and POSIX locales, none at all,
    /// or one the system doesn't know (it would print dates as "2026 M05 7").
    public var resolved: Locale {
        guard !identifier.isEmpty, identifier != "C", identifier != "POSIX" else { return Locale(identifier: "en_US") }
        let known = Locale.availableIdentifiers
        guard known.contains(identifier) || known.contains(String(identifier.prefix { $0 != "_" })) else { return Locale(identifier: "en_US") }
        return Locale(identifier: identifier)
    }
}
