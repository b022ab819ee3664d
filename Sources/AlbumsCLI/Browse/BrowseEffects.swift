import AlbumsClients
import AlbumsCore
import Foundation
import Synchronization

/// The browser's effects, run through the World: the chart, covers,
/// copyrights, search, settings, previews, the world page. It owns the run's
/// one context, and with it one set of covers, kept across settings saved in
/// the browser (new covers only when a setting's row says covers load
/// differently after it) and swept at the end like every command's. What an
/// effect finds comes back as an event.
final class BrowseEffects: Sendable {
    /// The context as it was when the browser started (the real console).
    let base: CommandContext
    private let context: Mutex<CommandContext>
    private let sink: AsyncStream<BrowseEvent>.Continuation
    private let tasks = EffectTasks()
    /// preview's mock albums instead of a chart: no I/O.
    let mock: Bool

    init(_ context: CommandContext, mock: Bool, events sink: AsyncStream<BrowseEvent>.Continuation) {
        base = context
        self.mock = mock
        self.sink = sink
        self.context = Mutex(Self.quiet(context))
    }

    /// The context effects run in: spinners and warnings must not write over the screen.
    static func quiet(_ context: CommandContext) -> CommandContext {
        var world = context.world
        world.console = ConsoleRecording().console(outIsTerminal: false, errIsTerminal: false)
        var screen = context.screen
        screen.errIsTerminal = false
        // The run's own covers: what the browser downloads is swept at exit like every command's.
        return context.with(world: world, screen: screen)
    }

    /// How covers are drawn now, as the art setting says.
    var target: PictureTarget { context.withLock { $0.pictureTarget() } }
    /// What deletes the kitty images albums placed (through tmux when inside it); nothing for other modes.
    var deleteImages: String {
        let target = target
        guard target.mode == .kitty else { return "" }
        return target.throughTmux ? KittyPlaceholders.passthrough(BrowseImages.deleteAll) : BrowseImages.deleteAll
    }

    func status(_ configuration: Configuration) -> BrowseModel.Status {
        BrowseModel.Status(feed: mock ? "mock" : configuration.text(Settings.feed.any), country: configuration.country,
                           session: configuration.session.rawValue, mock: mock)
    }

    /// Every effect stopped, and the disk cache back under its limit.
    func finish() async {
        tasks.cancelAll()
        await context.withLock { $0 }.covers.finish()
    }

    /// Starts each effect; one of each kind at a time, the newest winning.
    func perform(_ effects: [BrowseEffect]) {
        for effect in effects {
            switch effect {
            case .loadChart(let refresh):
                start("chart") { runner in
                    var context = runner.context.withLock { $0 }
                    if refresh {
                        context = CommandContext(world: context.world, configuration: context.configuration, screen: context.screen, fetchMode: .refresh)
                    }
                    let state = runner.mock ? ChartState.loaded(Chart(albums: Album.mocks)) : await ChartLoader.load(context)
                    guard !Task.isCancelled else { return }
                    if let event = state.event { await runner.base.world.notifier.notify(event, context.configuration.sound) }
                    runner.sink.yield(.chartLoaded(state, at: context.world.clock.now()))
                }
            case .startSpinner:
                start("spinner") { runner in
                    guard (try? await runner.base.world.clock.sleep(.milliseconds(100))) != nil, !Task.isCancelled else { return }
                    runner.sink.yield(.spinnerDue)
                }
            case .loadCover(let album, let columns, let rows):
                start("cover") { runner in
                    await runner.loadCover(album, columns: columns, rows: rows)
                }
            case .loadCopyright(let album):
                start("copyright") { runner in
                    guard !runner.mock else {
                        runner.sink.yield(.copyrightLoaded(albumID: album.id, copyright: "unknown"))
                        return
                    }
                    let context = runner.context.withLock { $0 }
                    let filled = try? await CopyrightLookup.fill([album], context).first?.copyright
                    guard !Task.isCancelled else { return }
                    runner.sink.yield(.copyrightLoaded(albumID: album.id, copyright: filled ?? "unknown"))
                }
            case .search(let term):
                start("search") { runner in
                    let context = runner.context.withLock { $0 }
                    let state = await SearchCommand.search(term, kind: .album, limit: SearchCommand.defaultLimit, context: context)
                    guard !Task.isCancelled else { return }
                    if case .found = state { _ = SearchCommand.remember(term, context) }
                    runner.sink.yield(.searched(term: term, state))
                }
            case .loadRecent:
                let terms = context.withLock { $0 }.world.recentSearches.load().terms
                sink.yield(.recentLoaded(terms))
            case .loadSettings:
                sink.yield(.settingsLoaded(Self.rows(context.withLock { $0 }.configuration)))
            case .saveSetting(let key, let value):
                save(key, value)
            case .open(let url):
                start("open") { runner in
                    guard let link = URL(string: url) else { return }
                    switch await runner.base.world.opener.open(link) {
                    case .opened(let program): runner.sink.yield(.opened("opened with \(program)"))
                    case .notOpened(let reason): runner.sink.yield(.opened("couldn't open it (\(reason)): \(url)"))
                    }
                }
            case .play(let album):
                start("play") { runner in await runner.play(album) }
            case .playTrack(let album, let list, let index):
                start("play") { runner in await runner.play(track: index, of: list, album: album) }
            case .loadTracks(let album):
                start("tracks") { runner in await runner.loadTracks(album) }
            case .stopPlaying:
                tasks.cancel("play")
            case .loadWorld:
                start("world") { runner in await runner.loadWorld() }
            case .quit, .suspend:
                break
            }
        }
    }

    private func start(_ kind: String, _ work: @escaping @Sendable (BrowseEffects) async -> Void) {
        tasks.start(kind) { [self] in await work(self) }
    }

    /// The countries setting's stores for the world page, as `albums compare` loads them.
    private func loadWorld() async {
        let context = context.withLock { $0 }
        let countries = context.configuration.countries
        let states = mock ? countries.map { _ in ChartState.loaded(Chart(albums: Album.mocks)) } : await CompareCommand.load(countries, context)
        guard !Task.isCancelled else { return }
        let state = CompareCommand.assemble(countries, states, order: .reach)
        sink.yield(.worldLoaded(WorldPage.Loaded(
            chart: state.chart, albums: state.albums, failures: state.failures.map { "\($0.country) (\($0.failure.why))" },
            failure: state.chart == nil ? state.failures.first?.failure : nil
        )))
    }

    /// The album's previews through the World's player, one after another; the
    /// status line says what plays. Cancelling the task stops the player.
    private func play(_ album: Album) async {
        guard !mock else {
            sink.yield(.nowPlaying(albumID: album.id, line: nil, message: "the mock albums have no previews"))
            return
        }
        let context = context.withLock { $0 }
        let tracks: [Track]
        do {
            guard case .album(let list) = try await TrackSource.lookup(album.id, context) else { return }
            tracks = list.tracks
        } catch {
            sink.yield(.nowPlaying(albumID: album.id, line: nil, message: "no previews: " + Failure(loading: .tracks(id: album.id), error).why))
            return
        }
        let player = TrackSource.player(context)
        if let missing = player.missing {
            sink.yield(.nowPlaying(albumID: album.id, line: nil, message: "no player found (looked for \(missing.joined(separator: ", ")))"))
            return
        }
        let loop = PreviewLoop(player: player)
        let outcomes = await loop.run(tracks.enumerated().map { ($0.offset + 1, $0.element) }) { number, track, previewing in
            guard previewing else { return true }
            let line = PlayView.line(number: number, of: tracks.count, track: track, previewing: true).trimmingCharacters(in: .newlines)
            sink.yield(.nowPlaying(albumID: album.id, line: line, message: nil))
            return true
        }
        let played = outcomes.filter { $0.outcome == .played }.count
        let how = Task.isCancelled ? "stopped" : "played \(played) \(played == 1 ? "preview" : "previews") with \(player.name)"
        sink.yield(.nowPlaying(albumID: album.id, line: nil, message: how))
    }

    /// The album's tracks through the cache, for the detail page.
    private func loadTracks(_ album: Album) async {
        guard !mock else {
            sink.yield(.tracksLoaded(albumID: album.id, .failed(Failure("no tracks", why: "the mock albums have none"))))
            return
        }
        let context = context.withLock { $0 }
        let tracks: DetailPage.Tracks
        do {
            switch try await TrackSource.lookup(album.id, context) {
            case .album(let list): tracks = .loaded(list)
            case .song: tracks = .failed(Failure("no tracks", why: "\(album.id) is a song, not an album"))
            }
        } catch {
            tracks = .failed(Failure(loading: .tracks(id: album.id), error))
        }
        guard !Task.isCancelled else { return }
        sink.yield(.tracksLoaded(albumID: album.id, tracks))
    }

    /// One track's preview; the status line says what plays, and for how long so far.
    private func play(track index: Int, of list: TrackList, album: Album) async {
        let context = context.withLock { $0 }
        let player = TrackSource.player(context)
        if let missing = player.missing {
            sink.yield(.nowPlaying(albumID: album.id, line: nil, message: "no player found (looked for \(missing.joined(separator: ", ")))"))
            return
        }
        let loop = PreviewLoop(player: player)
        let clock = base.world.clock
        let outcomes = await loop.run([(index + 1, list.tracks[index])]) { number, track, previewing in
            guard previewing else { return true }
            let line = PlayView.nowPlaying(number: number, of: list.tracks.count, track: track)
            sink.yield(.nowPlaying(albumID: album.id, line: line, message: nil, track: number, started: clock.now()))
            return true
        }
        let message: String
        switch outcomes.first?.outcome {
        case .noPreview?: message = "track \(index + 1) has no preview"
        case .failed(let why)?: message = "couldn't play track \(index + 1): \(why)"
        case .stopped?, .skipped?, .notReached?: message = "stopped"
        case .played?, nil: message = Task.isCancelled ? "stopped" : "played track \(index + 1) with \(player.name)"
        }
        sink.yield(.nowPlaying(albumID: album.id, line: nil, message: message))
    }

    private func loadCover(_ album: Album, columns: Int, rows: Int) async {
        guard !mock else { return } // no I/O: the mock albums have no covers to load
        let context = context.withLock { $0 }
        let size = rows * 2 > 100 || context.pictureTarget().placesImage ? Album.largeArtworkSize : 200
        guard let loaded = try? await context.covers.cover(of: album, size: size), !Task.isCancelled else { return }
        // Decoded here, off the screen's path, to the pixels its box needs; the view draws it.
        guard let image = try? CoverRenderer.decode(loaded.data, columns: columns, maxRows: rows, target: context.pictureTarget()) else { return }
        sink.yield(.coverLoaded(BrowseModel.Cover(albumID: album.id, columns: columns, rows: rows, image: image)))
    }

    /// `settings list`'s rows, with the values Enter cycles through.
    static func rows(_ configuration: Configuration) -> [BrowseModel.SettingRow] {
        zip(Settings.all, SettingsView.rows(configuration)).map { setting, row in
            BrowseModel.SettingRow(key: row.key, value: row.value, source: row.source, choices: setting.choices)
        }
    }

    /// Saves through the settings store; the run takes the new value unless a flag or the environment sets it.
    private func save(_ key: String, _ value: String) {
        var context = context.withLock { $0 }
        guard let setting = Settings.named(key) else { return }
        // Checked as `settings set` checks it, with its words, in the status line; the edit line stays to mend it.
        guard let value = setting.normalized(value) else {
            let refused = UsageError.invalidValue(value, for: setting, origin: key)
            sink.yield(.settingSaved(message: ([refused.message] + refused.hints).joined(separator: "; "), rows: Self.rows(context.configuration),
                                     sort: nil, status: nil, reload: false, saved: false))
            return
        }
        do {
            try SettingsFileChange.save(context, [key: value])
        } catch {
            sink.yield(.settingSaved(message: "couldn't save \(key): \(error.why)", rows: Self.rows(context.configuration), sort: nil, status: nil, reload: false))
            return
        }
        let source = context.configuration.source(setting)
        guard source != .flag && source != .environment else {
            let winner = source == .flag ? "--\(key)" : setting.environmentName
            sink.yield(.settingSaved(message: "saved \(key) = \(value); \(winner) still wins for this run", rows: Self.rows(context.configuration), sort: nil, status: nil, reload: false))
            return
        }
        guard let configuration = context.configuration.setting(setting, text: value, from: .file) else { return }
        // What the change affects is declared on the setting's row.
        let effects = setting.affects
        var screen = context.screen
        var pictures: PictureTarget?
        if effects.contains(.pictures) {
            screen.pictures = screen.resolved(configuration.art, environment: context.world.environment)
            pictures = screen.pictureTarget(dither: configuration.dither)
        }
        // The covers stay unless the setting changes how covers load; then the old ones' downloads are swept now.
        let old = context.covers
        context = context.with(configuration: configuration, screen: screen)
        if !context.covers.isSame(as: old) { Task { await old.finish() } }
        self.context.withLock { $0 = context }
        sink.yield(.settingSaved(message: "saved \(key) = \(configuration.text(setting))", rows: Self.rows(configuration),
                                 sort: effects.contains(.order) ? configuration.sort : nil, status: status(configuration),
                                 reload: effects.contains(.chart), pictures: pictures,
                                 countries: effects.contains(.world) ? configuration.countries : nil))
    }
}
