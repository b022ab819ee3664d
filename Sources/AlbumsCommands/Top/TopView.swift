import AlbumsCore
import AlbumsEssentials
import AlbumsShape
import AlbumsTerminal

/// The render half of `albums top`.
package enum TopView {
    package static func render(_ state: TopCommand.State, json: Bool, plain: Bool, screen: RenderContext) -> Output {
        switch state {
        case .empty(let chart, let period, let kept):
            let message = if let first = kept.first, let last = kept.last {
                "no kept edition of the \(Sanitizer.line(chart)) chart dates \(period.dates): \(kept.count) \(kept.count == 1 ? "is" : "are") kept, from \(FeedDate.day(first)) to \(FeedDate.day(last))"
            } else {
                "no edition of the \(Sanitizer.line(chart)) chart is kept yet (history on keeps one each time the chart loads)"
            }
            return json ? Output(stdout: "[]\n", stderr: Warning.line(message, style: screen.err)) : Output(stderr: Warning.line(message, style: screen.err))
        case .albums(let rows, let chart, let period, let editions):
            if json { return Output(stdout: JSON.array(rows.map(albumJSON)).rendered()) }
            if plain {
                return Output(stdout: rows.map { row in
                    Sanitizer.fields([String(row.rank), row.id, row.name, row.artist, String(row.points), String(row.editions), String(row.peak),
                                      FeedDate.iso(row.peakOn), String(row.days)]) + "\n"
                }.joined())
            }
            let table = Table(columns: [.init("#", rightAligned: true), .init("Album", flexible: true, minWidth: 12), .init("Artist", flexible: true, minWidth: 10),
                                        .init("Points", rightAligned: true), .init("Editions", rightAligned: true), .init("Peak", dropPriority: 1),
                                        .init("Days", rightAligned: true, dropPriority: 2)],
                              rows: rows.map { row in
                                  [String(row.rank), Sanitizer.line(row.name), Sanitizer.line(row.artist), String(row.points), String(row.editions),
                                   "#\(row.peak) \(FeedDate.day(row.peakOn))", String(row.days)]
                              })
            return Output(stdout: heading(chart, period, editions) + table.render(maxWidth: screen.columns, style: screen.out))
        case .artists(let rows, let chart, let period, let editions):
            if json {
                return Output(stdout: JSON.array(rows.map { row in
                    .object([.init("rank", .int(row.rank)), .init("artist", .string(row.artist)), .init("points", .int(row.points)),
                             .init("albums", .int(row.albums)), .init("editions", .int(row.editions)), .init("peak", .int(row.peak))])
                }).rendered())
            }
            if plain {
                return Output(stdout: rows.map { row in
                    Sanitizer.fields([String(row.rank), row.artist, String(row.points), String(row.albums), String(row.editions), String(row.peak)]) + "\n"
                }.joined())
            }
            let table = Table(columns: [.init("#", rightAligned: true), .init("Artist", flexible: true, minWidth: 10), .init("Points", rightAligned: true),
                                        .init("Albums", rightAligned: true), .init("Editions", rightAligned: true), .init("Peak", rightAligned: true)],
                              rows: rows.map { [String($0.rank), Sanitizer.line($0.artist), String($0.points), String($0.albums), String($0.editions), "#\($0.peak)"] })
            return Output(stdout: heading(chart, period, editions) + table.render(maxWidth: screen.columns, style: screen.out))
        }
    }

    package static func heading(_ chart: String, _ period: TopCommand.Period, _ editions: Int) -> String {
        "Top of \(Sanitizer.line(chart)) · \(period.words) · \(editions) \(editions == 1 ? "edition" : "editions")\n"
    }

    static func albumJSON(_ row: PeriodChart.Row) -> JSON {
        .object([.init("rank", .int(row.rank)), .init("id", .string(row.id)), .init("name", .string(row.name)), .init("artist", .string(row.artist)),
                 .init("points", .int(row.points)), .init("editions", .int(row.editions)), .init("peak", .int(row.peak)),
                 .init("peakOn", .string(FeedDate.iso(row.peakOn))), .init("first", .string(FeedDate.iso(row.first))),
                 .init("last", .string(FeedDate.iso(row.last))), .init("days", .int(row.days))])
    }
}
