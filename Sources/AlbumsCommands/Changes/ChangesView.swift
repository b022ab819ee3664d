import AlbumsCore
import AlbumsEssentials
import AlbumsTerminal

/// The render half of `albums changes`.
package enum ChangesView {
    package static let jsonFields = ["from", "to", "entered", "reentered", "left", "climbed", "fell", "highestDebut"]

    /// The sections, in the order of the JSON: their names for people and for `--plain`.
    package static func sections(_ changes: ChartChanges) -> [(title: String, plain: String, changes: [ChartChanges.Change])] {
        [("New entries", Movement.new.plain, changes.entered), ("Back on the chart", Movement.reentry.plain, changes.reentered),
         ("Left the chart", "left", changes.left), ("Climbed", "up", changes.climbed), ("Fell", "down", changes.fell)]
    }

    package static func json(_ changes: ChartChanges) -> JSON {
        let album = { (change: ChartChanges.Change) -> JSON in
            .object([
                .init("id", .string(change.id)), .init("name", .string(change.name)), .init("artist", .string(change.artist)),
                .init("previousRank", change.previousRank.map(JSON.int) ?? .null), .init("rank", change.rank.map(JSON.int) ?? .null),
            ])
        }
        return .object([
            .init("from", .string(FeedDate.iso(changes.from))), .init("to", .string(FeedDate.iso(changes.to))),
            .init("entered", .array(changes.entered.map(album))), .init("reentered", .array(changes.reentered.map(album))),
            .init("left", .array(changes.left.map(album))), .init("climbed", .array(changes.climbed.map(album))),
            .init("fell", .array(changes.fell.map(album))),
            // The best new entry when it is in the top 10; null otherwise.
            .init("highestDebut", changes.highestDebut.map(album) ?? .null),
        ])
    }

    /// The same shape with nothing in it, for scripts, when there is nothing to compare.
    static func emptyJSON(to: Int64?) -> JSON {
        .object([.init("from", .null), .init("to", .string(to.map(FeedDate.iso)))] + jsonFields.dropFirst(2).dropLast().map { .init($0, .array([])) }
                + [.init("highestDebut", .null)])
    }

    /// change, rank, previous rank, id, name, artist: tab-separated, one line per album.
    package static func plain(_ changes: ChartChanges) -> String {
        sections(changes).flatMap { section in
            section.changes.map { change in
                Sanitizer.fields([section.plain, change.rank.map(String.init) ?? "", change.previousRank.map(String.init) ?? "", change.id, change.name, change.artist]) + "\n"
            }
        }.joined()
    }

    /// A summary line, then a table per kind of change that has any.
    package static func text(_ changes: ChartChanges, chart: String, columns: Int, style: Style) -> String {
        let counts = [(changes.entered.count, "new"), (changes.reentered.count, "back"), (changes.left.count, "left"),
                      (changes.climbed.count, "up"), (changes.fell.count, "down")]
        var text = style.bold("Changes since \(FeedDate.readable(changes.from))") + " (this edition: \(FeedDate.readable(changes.to)); "
            + Sanitizer.line(chart) + ")\n"
        text += counts.map { "\($0.0) \($0.1)" }.joined(separator: " · ") + "\n"
        if let debut = changes.highestDebut, let rank = debut.rank {
            text += "Highest debut: #\(rank) " + Sanitizer.line(debut.name) + " — " + Sanitizer.line(debut.artist) + "\n"
        }
        if changes.isEmpty { return text + "\nThe two editions list the same albums in the same order.\n" }
        let shown = sections(changes).filter { !$0.changes.isEmpty }
        for (section, lines) in zip(shown, tables(shown.map { ($0.changes, arrival(of: $0.plain)) }, maxWidth: columns, style: style)) {
            text += "\n" + style.bold(section.title) + "\n" + lines.map { $0 + "\n" }.joined()
        }
        return text
    }

    /// What an album with no previous rank is in a section: back, in the re-entries; else new.
    package static func arrival(of plain: String) -> Movement {
        plain == Movement.reentry.plain ? .reentry : .new
    }

    /// Each section's table (its header, then its rows), every section's columns at the same widths.
    package static func tables(_ sections: [(changes: [ChartChanges.Change], arrival: Movement)], maxWidth: Int?, style: Style) -> [[String]] {
        let tables = sections.map { table($0.changes, arrival: $0.arrival) }
        guard let first = tables.first else { return [] }
        return first.renderSections(tables.map(\.rows), maxWidth: maxWidth, style: style)
    }

    /// `arrival`: what an album with no previous rank is (new, or back).
    package static func table(_ changes: [ChartChanges.Change], arrival: Movement = .new) -> Table {
        Table(
            columns: [
                .init("#", rightAligned: true, minWidth: 1), .init("Was", rightAligned: true, minWidth: 1),
                .movement, .init("Album", flexible: true, minWidth: 12), .init("Artist", flexible: true, minWidth: 10),
            ],
            rows: changes.map { change in
                let movement: String
                switch (change.previousRank, change.rank) {
                case let (previous?, rank?): movement = Movement.from(previous, to: rank).symbol
                case (nil, _?): movement = arrival.symbol
                default: movement = "OUT"
                }
                return [change.rank.map(String.init) ?? "—", change.previousRank.map(String.init) ?? "—", movement, change.name, change.artist]
                    .map(Sanitizer.line)
            }
        )
    }
}
