/// Release dates written for people: "October 23, 2020" in US English (and
/// the C locale, or none), "23 October 2020" in every other English, and
/// 2020-10-23 in any other language. Month names in every language are ICU's
/// data, 34 MB that albums leaves out (docs/PERFORMANCE.md); ISO 8601 reads
/// the same everywhere.
package enum HumanDate {
    public static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

    package static func long(_ day: String, locale: DateLocale) -> String? {
        let parts = day.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let year = NumberText.whole(String(parts[0])), let month = NumberText.whole(String(parts[1])),
              let date = NumberText.whole(String(parts[2])), CivilDate.isDate(year: year, month: month, day: date) else { return nil }
        switch locale.language {
        case .usEnglish: return "\(months[month - 1]) \(date), \(year)"
        case .english: return "\(date) \(months[month - 1]) \(year)"
        case .other: return day
        }
    }
}

/// The locale dates are written in, as the environment names it (`LC_ALL`,
/// then `LC_TIME`, then `LANG`).
package struct DateLocale: Equatable, Sendable {
    /// The name without its encoding or modifier ("de_DE" for "de_DE.UTF-8@euro"); empty when none is set.
    package var identifier: String

    package static let english = DateLocale(identifier: "en_US")

    package init(identifier: String) {
        self.identifier = identifier
    }

    package init(environment: [String: String]) {
        let name = ["LC_ALL", "LC_TIME", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        self.init(identifier: String(name.prefix { $0 != "." && $0 != "@" }))
    }

    enum Language { case usEnglish, english, other }

    /// US English for the C and POSIX locales, none at all, and en_US; English
    /// for any other en_…; else another language.
    var language: Language {
        if identifier.isEmpty || identifier == "C" || identifier == "POSIX" || identifier == "en_US" || identifier == "en" { return .usEnglish }
        return identifier.hasPrefix("en_") ? .english : .other
    }
}
