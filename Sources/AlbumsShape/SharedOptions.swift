import AlbumsCore
import AlbumsEssentials
import AlbumsPictures
import AlbumsTerminal

/// Options more than one command takes, declared once.
package enum SharedOptions {
    /// `--feed`, `--country`, `--limit`, `--no-history`: which chart, how much of it, and whether it is kept.
    package static let chart: [any OptionDeclaration] = [
        OptionSpec.setting(Settings.feed, short: "f"), OptionSpec.setting(Settings.country, short: "c"), OptionSpec.setting(Settings.limit, short: "n"),
        noHistory,
    ]
    package static let noHistory = OptionSpec.setting(
        Settings.history, flag: "no-history", to: .off, help: "Don't keep this chart in the history, and show no movement (setting history off)"
    )
    package static let sort = OptionSpec.setting(Settings.sort, short: "s")
    package static let api = OptionSpec.setting(Settings.api)
    package static let art = OptionSpec.setting(Settings.art)
    package static let dither = OptionSpec.setting(Settings.dither)
    package static let country = OptionSpec.setting(Settings.country, short: "c")

    package static let plain: Option<Bool> = .flag("plain", help: "Print tab-separated lines with no header, as when piped")

    /// A day given as YYYY-MM-DD (UTC) for `--option`: its first second. A day in that form that doesn't exist is
    /// said to be none ("February 2026 has 28 days"), not asked for in the form it was given in.
    package static func day(_ text: String, option: String) throws(UsageError) -> Int64 {
        if let start = FeedDate.startOfDay(text) { return start }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        if parts.count == 3, parts.map(\.count) == [4, 2, 2], let year = NumberText.whole(parts[0]), let month = NumberText.whole(parts[1]),
           let day = NumberText.whole(parts[2]) {
            let why = (1...12).contains(month)
                ? "\(HumanDate.months[month - 1]) \(year) has \(CivilDate.days(inMonth: month, of: year)) days"
                : "a year has 12 months"
            throw UsageError("there is no day \(text) for --\(option): \(why)", hints: day == 0 ? ["days are numbered from 01"] : [])
        }
        throw UsageError("invalid date \"\(text.clipped)\" for --\(option)", hints: ["use YYYY-MM-DD, e.g. 2026-11-13"])
    }

    /// `--world [LIST]`: the worldwide chart's kept editions instead of the
    /// chart's: nil when not given, `[]` for every store's, else the stores of
    /// `albums world --countries LIST` (in any order).
    package static let world = Option<[String]?>(
        OptionSpec("world", .optionalValue("LIST"), help: "The worldwide chart's kept editions (albums world keeps them), instead of the chart; with LIST, those of albums world --countries LIST",
                   takesNextWord: { word in !word.isEmpty && word.split(separator: ",").allSatisfy { Countries.normalize(String($0)) != nil } })
    ) { text throws(UsageError) in
        guard let text else { return nil }
        return text.isEmpty ? [] : try Countries.storeCodes(text.split(separator: ",").map(String.init), example: "us,gb,jp")
    }

    /// `--json [FIELDS]`: nil when not given; the fields asked for, in order, else every field.
    package static func json(_ fields: [String], help: String = "Print JSON; only FIELDS (comma-separated) if given") -> Option<[String]?> {
        Option(OptionSpec("json", .optionalValue("FIELDS"), help: help, completion: .values(fields))) { text throws(UsageError) in
            try text.map { text throws(UsageError) in try JSONFields.parse(text, available: fields) }
        }
    }

    package static let artWidth: Option<Int?> = .number(
        "art-width", in: 1...400, help: "Draw the cover N columns wide (default: the terminal's width, at most 40)"
    )
    package static let size: Option<Int> = .number(
        "size", in: 1...3000, default: ArtworkSize.large, help: "Ask for the artwork at N×N pixels (1–3000; default 600)"
    )
    package static let album: Argument<String> = .one("rank|id", help: "the album's rank in the chart (1–100) or its Apple id")
}
