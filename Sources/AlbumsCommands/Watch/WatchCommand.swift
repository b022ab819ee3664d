import AlbumsClients
import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform
import AlbumsShape
import AlbumsTerminal

/// `albums watch`: keeps an eye on the chart and tells of what the rules
/// select, as it happens: a line per item on stdout, a notification per check.
/// A streaming command: its loop emits events, its render half says each, and
/// the runner writes them and stops the loop on Ctrl-C or SIGTERM.
package enum WatchCommand: StreamingCommand {
    package struct Options: Sendable {
        package var every: Duration?
        package var once: Bool
        package var checks: Int?
        package var json: [String]?
        /// The rules given on the command line (they replace the settings' rules); nil: the settings'.
        package var rules: WatchRules?
        package var artists: [String]
    }

    package struct State: Sendable {
        package let summary: WatchLoop.Summary
        package let once: Bool
    }

    package static let every: Option<Duration?> = Option(OptionSpec("every", .value("DURATION"), help: "Check this often: 90s, 10m, 1h (whole seconds, at least 1 s); default: the watch-every setting, else as long as the feed stays fresh, else hourly")) { text throws(UsageError) in
        guard let text else { return nil }
        guard let duration = WatchSchedule.parse(text) else {
            throw UsageError("invalid value \"\(text.clipped)\" for --every", hints: ["a duration in whole seconds, at least 1 s: 90s, 10m, 1h, 1h30m"])
        }
        return duration
    }
    package static let once: Option<Bool> = .flag("once", help: "Check once and exit 0, news or not (for cron, systemd timers and launchd)")
    package static let checks: Option<Int?> = .number("checks", in: 1...1_000_000, help: "Stop after N checks")
    package static let json = SharedOptions.json(ChangesView.jsonFields, help: "With --once: print the check's news as changes --json does; only FIELDS if given")
    package static let new: Option<Bool> = .flag("new", help: "Report new entries and re-entries (the default rule)")
    package static let moves: Option<Int?> = .number("moves", in: 1...99, help: "Report climbs and falls of at least N places")
    package static let top: Option<Int?> = .number("top", in: 1...100, help: "Report albums entering the top N (--top 10)")
    package static let left: Option<Bool> = .flag("left", help: "Report albums that left the chart")
    package static let artist: Option<[String]> = Option({
        var spec = OptionSpec("artist", .value("NAME"), help: "Report any album by NAME whenever it charts (repeatable; as well as the follow setting's artists)")
        spec.repeatable = true
        return spec
    }()) { text in
        (text ?? "").split(separator: OptionSpec.separator).map { String($0).trimmed() }.filter { !$0.isEmpty }
    }

    package static let spec = CommandSpec(
        "watch", summary: "Keep an eye on the chart and tell of news as it happens",
        discussion: "Each check loads the chart as list does (an unchanged feed costs a conditional request and a 304), keeps the edition, and compares a new edition with the one before it. What the rules select is printed, a line per item with the time (12:00  NEW  #7  Album — Artist), and summed up in one notification per check (setting notify: terminal, desktop, auto, none; sound still rings as set). Rules given as flags replace the watch-new, watch-moves, watch-top and watch-left settings; followed artists (albums follow add NAME) are always reported. After a failure it tries again sooner, then less often (doubling, at most 30 minutes apart), says so once and again when the chart answers; it never exits on a network error. Ctrl-C or SIGTERM stops it with a summary on stderr, exit 0. In the stub session the stub chart's kept editions (6, 13 and 20 November) arrive one per check; --once brings the stub feed's own, 20 November, and its news.",
        options: [OptionSpec.setting(Settings.feed, short: "f"), SharedOptions.country, OptionSpec.setting(Settings.limit, short: "n"),
                  every, once, checks, json, new, moves, top, left, artist, OptionSpec.setting(Settings.notify)],
        examples: [
            .init("albums watch", "New entries and re-entries, as the feed publishes them"),
            .init("albums watch --top 10 --moves 15 --every 10m", "Albums entering the top 10, and big moves, checked every 10 minutes"),
            .init("albums watch --once --json", "One check, for cron: the news as JSON"),
            .init("albums watch --session stub --every 1s", "A demonstration offline: three editions, one per second"),
        ]
    )

    package static func options(_ parsed: ParsedArguments) throws(UsageError) -> Options {
        let (isNew, moves, top, left) = (try parsed[new], try parsed[moves], try parsed[top], try parsed[left])
        let given = isNew || moves != nil || top != nil || left
        let options = Options(every: try parsed[every], once: try parsed[once], checks: try parsed[checks], json: try parsed[json],
                              rules: given ? WatchRules(new: isNew, moves: moves, top: top, left: left) : nil, artists: try FollowCommand.refusingControlCharacters(parsed[artist]))
        if options.json != nil && !options.once {
            throw UsageError("--json needs --once", hints: ["watching prints a line per item as it happens; albums watch --once --json prints one check's news"])
        }
        if options.once && options.checks != nil {
            throw UsageError("give --once or --checks N, not both")
        }
        return options
    }

    /// The rules of this run: the flags', else the settings'; followed artists and `--artist` always.
    package static func rules(_ options: Options, _ configuration: Configuration) -> WatchRules {
        var rules = options.rules ?? WatchRules(
            new: configuration.watchNew.isOn, moves: configuration.watchMoves > 0 ? configuration.watchMoves : nil,
            top: configuration.watchTop > 0 ? configuration.watchTop : nil, left: configuration.watchLeft.isOn
        )
        rules.artists = configuration.follow + options.artists
        return rules
    }

    package static func run(_ options: Options, in context: CommandContext, emit: @escaping @Sendable (WatchLoop.Event) -> Void) async throws -> State {
        guard context.configuration.history == .on else {
            throw Failure("albums watch needs the chart history", why: "history is off, so no edition is kept to compare with",
                          suggestion: "albums settings set history on")
        }
        let rules = rules(options, context.configuration)
        let stub = context.world.transport(for: context.configuration.session).servesFixtures && context.configuration.feed == .standard
        let check = stub ? WatchCheck.stubWalk(context, rules: rules, first: options.once ? HistorySeeds.stub.count : 0) : WatchCheck.chart(context, rules: rules)
        let loop = WatchLoop(context: context, check: check, every: options.every ?? context.configuration.watchEvery,
                             maxChecks: options.once ? 1 : options.checks)
        return State(summary: await loop.run(emit: emit), once: options.once)
    }

    package static func render(_ event: WatchLoop.Event, _ options: Options, on screen: RenderContext) -> Output {
        // --once --json: the news is the JSON at the end, not lines before it.
        if case .news = event, options.json != nil { return Output() }
        return WatchView.render(event, on: screen)
    }

    package static func render(_ state: State, _ options: Options, on screen: RenderContext) -> Output {
        let summary = state.summary
        guard state.once else {
            // Every check failed: the summary says so, then why the last one did, and the exit is 1.
            guard summary.allFailed, let failure = summary.failure else { return Output(stderr: WatchView.summary(summary)) }
            return Output(stderr: WatchView.summary(summary)) + .failure(failure)
        }
        // --once: a failed check is the usual error; news or not, exit 0.
        if let failure = summary.failure { return .failure(failure) }
        guard let fields = options.json else { return Output() }
        guard let (from, to) = summary.lastEditions else { return Output(stdout: ChangesView.emptyJSON(to: nil).selecting(fields).rendered()) }
        return Output(stdout: ChangesView.json(WatchRules.changes(summary.lastNews, from: from, to: to)).selecting(fields).rendered())
    }
}
