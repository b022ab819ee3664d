import AlbumsClients
import AlbumsCore
import AlbumsEssentials
import AlbumsShape
import AlbumsTerminal

/// `albums artist NAME`: an artist's whole chart life in every kept chart.
package enum ArtistCommand: Command {
    package struct Options: Sendable {
        package var name: String
        package var json: Bool
        package var plain: Bool
    }

    package struct State: Sendable {
        package var lives: [ArtistRecord.Life]
        /// The charts searched.
        package var charts: [String]
        /// The chart whose newest edition "Now" is from.
        package var main: String
        /// Kept artists whose names hold the words given, when none is called so exactly.
        package var namesLike: [String]

        package init(lives: [ArtistRecord.Life], charts: [String], main: String, namesLike: [String] = []) {
            self.lives = lives
            self.charts = charts
            self.main = main
            self.namesLike = namesLike
        }
    }

    package static let name: Argument<[String]> = .many("NAME", help: "the artist's name, matched as follow matches it: case and accents aside")
    package static let json = Option<Bool>.flag("json", help: "Print JSON: an array of albums {id, name, artist, now, peak, peakIn, peakOn, debut, days, stores, charts: [{chart, now, peak, peakOn, debut, days, editions}]}")

    package static let spec = CommandSpec(
        "artist", summary: "An artist's whole chart life, from every kept chart",
        discussion: "Every album by the artist in any chart albums has kept (each store's chart, the worldwide chart, a feed of your own), once: its rank now in the newest kept edition of your chart (– when it isn't in it), its best rank in any kept chart, where and when, its debut (its first kept edition anywhere), its days from debut to its last kept edition, and how many stores list it in their newest kept edition (albums world keeps every store's). --json gives each chart's record too. Names are matched as follow matches them: case and accents aside, the whole name. No network. With no match, says which charts were searched (exit 0). Piped, or with --plain, one tab-separated line per album: id, name, artist, now, peak, where, peak date, debut, days, stores.",
        options: [OptionSpec.setting(Settings.feed, short: "f"), SharedOptions.country, json, SharedOptions.plain],
        positionals: [name],
        examples: [
            .init("albums artist \"Ivy Holloway\"", "Her albums in every kept chart"),
            .init("albums artist ivy holloway --json", "The same, as JSON (the words are joined)"),
        ]
    )

    package static func options(_ parsed: ParsedArguments) throws(UsageError) -> Options {
        let words = parsed[name].joined(separator: " ").trimmed(lineBreaks: false)
        guard !words.isEmpty else { throw UsageError("which artist? give a name", hints: ["e.g. albums artist \"Ivy Holloway\""]) }
        return Options(name: words, json: try parsed[json], plain: try parsed[SharedOptions.plain])
    }

    package static func fetch(_ options: Options, in context: CommandContext) async throws -> State {
        lives(options.name, context)
    }

    /// The artist's albums over every kept chart: the fetch half, which the browser's artist page runs too.
    package static func lives(_ name: String, _ context: CommandContext) -> State {
        let histories = context.world.history.all()
        let main = ChartKeeper.key(context)
        let lives = ArtistRecord.lives(for: name, in: histories, main: main, isStore: ArtistRecord.isStoreChart)
        return State(lives: lives, charts: histories.map(\.chart), main: main,
                     namesLike: lives.isEmpty ? ArtistRecord.names(like: name, in: histories) : [])
    }

    /// A chart as a column shows it: "US" for a store's standard chart, "world", a feed as given.
    static func shortName(_ chart: String) -> String {
        let kept = chart.hasPrefix("stub ") ? String(chart.dropFirst(5)) : chart
        if kept.hasPrefix("standard "), kept.count <= 11 { return kept.dropFirst(9).uppercased() }
        return kept
    }

    package static func render(_ state: State, _ options: Options, on screen: RenderContext) -> Output {
        var said = Output()
        if state.lives.isEmpty {
            let searched = state.charts.isEmpty ? "no chart is kept yet" : "searched \(state.charts.count) kept \(state.charts.count == 1 ? "chart" : "charts"): "
                + state.charts.prefix(8).joined(separator: ", ") + (state.charts.count > 8 ? ", and \(state.charts.count - 8) more" : "")
            let like = state.namesLike.map { "albums artist " + ShellWords.quoted(Sanitizer.line($0)) }
            said = .warning("no album by \(options.name.clipped) in the kept charts (\(searched))")
                + Output(stderr: like.isEmpty ? "" : "  did you mean: " + like.joined(separator: ", or ") + "\n")
        }
        if options.json {
            return said + Output(stdout: JSON.array(state.lives.map { life in
                .object([.init("id", .string(life.id)), .init("name", .string(life.name)), .init("artist", .string(life.artist)),
                         .init("now", life.now.map(JSON.int) ?? .null), .init("peak", .int(life.peak)), .init("peakIn", .string(life.peakIn)),
                         .init("peakOn", .string(FeedDate.iso(life.peakOn))), .init("debut", .string(FeedDate.iso(life.debut))), .init("days", .int(life.days)),
                         .init("stores", .int(life.stores)),
                         .init("charts", .array(life.charts.map { row in
                             .object([.init("chart", .string(row.chart)), .init("now", row.now.map(JSON.int) ?? .null), .init("peak", .int(row.peak)),
                                      .init("peakOn", .string(FeedDate.iso(row.peakOn))), .init("debut", .string(FeedDate.iso(row.debut))),
                                      .init("days", .int(row.days)), .init("editions", .int(row.editions))])
                         }))])
            }).rendered())
        }
        if options.plain || !screen.outIsTerminal {
            return said + Output(stdout: state.lives.map { life in
                Sanitizer.fields([life.id, life.name, life.artist, life.now.map(String.init) ?? "", String(life.peak), life.peakIn, FeedDate.iso(life.peakOn),
                                  FeedDate.iso(life.debut), String(life.days), String(life.stores)]) + "\n"
            }.joined())
        }
        guard !state.lives.isEmpty else { return said }
        let title = title(state) + "\n"
        return said + Output(stdout: title + table(state.lives).render(maxWidth: screen.columns, style: screen.out))
    }

    /// "Ivy Holloway · 2 albums · now: standard us"
    package static func title(_ state: State) -> String {
        guard let first = state.lives.first else { return "" }
        return Sanitizer.line(first.artist) + " · \(state.lives.count) \(state.lives.count == 1 ? "album" : "albums") · now: \(Sanitizer.line(state.main))"
    }

    package static func table(_ lives: [ArtistRecord.Life]) -> Table {
        Table(columns: [.init("Album", flexible: true, minWidth: 12), .init("Now", rightAligned: true), .init("Peak", rightAligned: true),
                        .init("In", flexible: true, minWidth: 5, dropPriority: 3), .init("On", dropPriority: 2), .init("Debut", dropPriority: 1),
                        .init("Days", rightAligned: true), .init("Stores", rightAligned: true, dropPriority: 4)],
              rows: lives.map { life in
                  [Sanitizer.line(life.name), life.now.map { "\($0)" } ?? "–", "#\(life.peak)", Sanitizer.line(shortName(life.peakIn)),
                   FeedDate.day(life.peakOn), FeedDate.day(life.debut), String(life.days), String(life.stores)]
              })
    }
}
