import AlbumsClients
import AlbumsCore
import AlbumsPlatform
import Dispatch
import Foundation
import Synchronization

/// Owns the terminal while `albums browse` runs: raw mode, the alternate
/// screen, mouse and paste reporting; turns bytes into events, runs the
/// model's effects through the World, and writes only the cells that changed.
/// Everything is put back on every way out: `q`, Ctrl-C, SIGTERM, SIGHUP, and
/// Ctrl-Z (put back while suspended, taken again on `fg`).
final class BrowseRunner: Sendable {
    /// Alternate screen, cursor hidden, mouse (SGR 1006), bracketed paste.
    static let enter = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?2004h"
    static let leave = "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
    /// Synchronized output: the terminal shows a frame whole, or not yet.
    static let beginFrame = "\u{1B}[?2026h", endFrame = "\u{1B}[?2026l"

    private let base: CommandContext
    private let context: Mutex<CommandContext>
    private let events: AsyncStream<BrowseEvent>
    private let sink: AsyncStream<BrowseEvent>.Continuation
    private let tasks = EffectTasks()
    private let keys = Mutex<KeyStream?>(nil)
    private let bytes: AsyncStream<[UInt8]?>
    private let bytesSink: AsyncStream<[UInt8]?>.Continuation
    private let spinning = Mutex(false)
    /// preview's mock albums instead of a chart: no I/O.
    private let mock: Bool

    init(_ context: CommandContext, mock: Bool = false) {
        base = context
        self.mock = mock
        self.context = Mutex(Self.quiet(context))
        (events, sink) = AsyncStream<BrowseEvent>.makeStream()
        (bytes, bytesSink) = AsyncStream<[UInt8]?>.makeStream()
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

    func status(_ configuration: Configuration) -> BrowseModel.Status {
        BrowseModel.Status(feed: mock ? "mock" : configuration.text(Settings.feed.any), country: configuration.country,
                           session: configuration.session.rawValue, mock: mock)
    }

    /// The terminal's size now; 80×24 when it won't say.
    static func size(_ console: Console) -> (columns: Int, rows: Int) {
        (console.columns() ?? 80, console.lines() ?? 24)
    }

    static func resized(_ console: Console) -> BrowseEvent {
        let size = size(console)
        return .resized(columns: size.columns, rows: size.rows)
    }

    /// Runs until the user quits.
    func run() async {
        let console = base.world.console
        let size = Self.size(console)
        var model = BrowseModel(columns: size.columns, rows: size.rows, sort: base.configuration.sort, status: status(base.configuration),
                                now: base.world.clock.now(), pictures: Self.drawsPictures(base.screen.pictures))
        model.countries = base.configuration.countries
        // In place before the screen changes: no signal can come between.
        let cleanup = SignalCleanup.register { console.out.write(Self.leave) }
        guard takeTerminal() else {
            SignalCleanup.remove(cleanup)
            return
        }
        let resize = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .global())
        signal(SIGWINCH, SIG_IGN)
        resize.setEventHandler { [sink] in sink.yield(Self.resized(console)) }
        resize.resume()
        let input = Task { [bytes, sink] in
            var parser = KeyParser()
            for await chunk in bytes {
                let found = chunk.map { parser.feed($0) } ?? parser.flush()
                for event in found { sink.yield(.input(event)) }
                if chunk != nil, parser.hasPending {
                    // A lone Esc, or half a sequence: Esc if nothing follows within 30 ms.
                    Task { [bytesSink] in
                        try? await Task.sleep(for: .milliseconds(30))
                        bytesSink.yield(nil)
                    }
                }
            }
        }
        let ticker = Task { [self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: spinning.withLock { $0 } ? .milliseconds(100) : .seconds(1))
                sink.yield(.tick(base.world.clock.now()))
            }
        }
        var previous: Frame?
        var placed: BrowseImages.Placed?
        draw(model, over: &previous, placed: &placed)
        perform([.loadChart(refresh: false), .startSpinner])
        loop: for await event in events {
            let (next, effects) = BrowseModel.update(model, event)
            model = next
            spinning.withLock { $0 = model.spinnerShown }
            if effects.contains(.quit) { break loop }
            if effects.contains(.suspend) {
                suspend()
                previous = nil
                // The window may have changed while albums was stopped.
                sink.yield(Self.resized(console))
            }
            perform(effects.filter { $0 != .suspend })
            if case .resized = event { previous = nil }
            draw(model, over: &previous, placed: &placed)
        }
        input.cancel()
        ticker.cancel()
        resize.cancel()
        tasks.cancelAll()
        giveTerminalBack()
        SignalCleanup.remove(cleanup)
        // The disk cache back under its limit (covers made after a setting changed how they load).
        await context.withLock { $0 }.covers.finish()
    }

    /// Covers as kitty, iTerm2 or sixel images placed over blank cells, as the
    /// art setting now says. Inside tmux kitty's are cells (Unicode placeholders).
    private var target: PictureTarget { context.withLock { $0.pictureTarget() } }
    private var kitty: Bool { target.mode == .kitty && !target.throughTmux }
    private var images: Bool { kitty || target.mode == .iterm || target.mode == .sixel }

    /// Writes what changed since `previous`, then puts the kitty or iTerm2 image in place.
    private func draw(_ model: BrowseModel, over previous: inout Frame?, placed: inout BrowseImages.Placed?) {
        let frame = BrowseView.frame(model, locale: base.screen.locale)
        let whole = previous == nil || previous?.columns != frame.columns || previous?.rows != frame.rows
        var bytes = FrameWriter.write(frame, over: previous, colors: base.screen.out.enabled)
        if images {
            let shown = BrowseImages.shown(model)
            var step = BrowseImages.transition(from: placed, to: shown, kitty: kitty, framedWhole: whole)
            if step.redraw {
                bytes = FrameWriter.write(frame, over: nil, colors: base.screen.out.enabled)
                step = BrowseImages.transition(from: nil, to: shown, kitty: kitty, framedWhole: true)
            }
            bytes += step.bytes
            placed = shown?.0
        } else if placed != nil {
            // The art setting changed away from kitty or iTerm2: the image goes, and every cell is written again.
            bytes = BrowseImages.deleteAll + FrameWriter.write(frame, over: nil, colors: base.screen.out.enabled)
            placed = nil
        }
        if !bytes.isEmpty { base.world.console.out.write(Self.beginFrame + bytes + Self.endFrame) }
        previous = frame
    }

    /// Raw mode and the alternate screen; false when stdin can't be read as keys.
    private func takeTerminal() -> Bool {
        guard let stream = base.world.keyboard.open(.raw) else { return false }
        keys.withLock { $0 = stream }
        base.world.console.out.write(Self.enter)
        Platform.writeOnCrash(Self.leave)
        Task { [self] in
            for await chunk in stream.bytes { bytesSink.yield(chunk) }
            // Ended, and not by us (quitting, or suspended): the terminal is gone.
            if keys.withLock({ $0 === stream }) { sink.yield(.inputEnded) }
        }
        return true
    }

    private func giveTerminalBack() {
        let target = target
        let delete = target.mode == .kitty ? (target.throughTmux ? KittyPlaceholders.passthrough(BrowseImages.deleteAll) : BrowseImages.deleteAll) : ""
        base.world.console.out.write(delete + Self.leave)
        Platform.writeOnCrash(nil)
        keys.withLock { keys in
            keys?.stop()
            keys = nil
        }
    }

    /// Ctrl-Z: the terminal put back, albums stopped; on `fg`, taken again.
    private func suspend() {
        giveTerminalBack()
        // To this thread, so that it stops here and now, not a moment later.
        raise(SIGSTOP)
        _ = takeTerminal()
    }

    /// Starts each effect; one of each kind at a time, the newest winning.
    private func perform(_ effects: [BrowseEffect]) {
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
                    try? await Task.sleep(for: .milliseconds(100))
                    guard !Task.isCancelled else { return }
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
            case .stopPlaying:
                tasks.cancel("play")
            case .loadWorld:
                start("world") { runner in await runner.loadWorld() }
            case .quit, .suspend:
                break
            }
        }
    }

    private func start(_ kind: String, _ work: @escaping @Sendable (BrowseRunner) async -> Void) {
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
        var played = 0
        for (index, track) in tracks.enumerated() {
            guard !Task.isCancelled else { break }
            guard let preview = track.previewURL.flatMap(WebURL.parse) else { continue }
            let line = PlayView.line(number: index + 1, of: tracks.count, track: track, previewing: true).trimmingCharacters(in: .newlines)
            sink.yield(.nowPlaying(albumID: album.id, line: line, message: nil))
            if await player.play(preview) == .played { played += 1 }
        }
        let how = Task.isCancelled ? "stopped" : "played \(played) \(played == 1 ? "preview" : "previews") with \(player.name)"
        sink.yield(.nowPlaying(albumID: album.id, line: nil, message: how))
    }

    private func loadCover(_ album: Album, columns: Int, rows: Int) async {
        guard !mock else { return } // no I/O: the mock albums have no covers to load
        let context = context.withLock { $0 }
        let size = rows * 2 > 100 || images ? Album.largeArtworkSize : 200
        guard let loaded = try? await context.covers.cover(of: album, size: size), !Task.isCancelled else { return }
        guard let picture = try? CoverRenderer.draw(loaded.data, columns: columns, maxRows: rows, target: context.pictureTarget()) else { return }
        // kitty's image inside tmux goes now; its placeholder cells show it when the frame is written.
        if let upload = picture.upload { base.world.console.out.write(upload) }
        // An image goes over blank cells; the runner places it.
        sink.yield(.coverLoaded(BrowseModel.Cover(albumID: album.id, columns: columns, rows: rows, cells: picture.cells, placement: picture.image)))
    }

    /// Whether covers are drawn: any mode but none (half blocks in cells, or kitty and iTerm2 images over blank cells).
    static func drawsPictures(_ mode: PictureMode) -> Bool {
        mode != .none && mode != .auto
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
        guard let setting = Settings.all.first(where: { $0.key == key }) else { return }
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
        // Valid: SettingsFileChange.save validated it the way settings set does.
        guard let configuration = context.configuration.setting(setting, text: value, from: .file) else { return }
        // What the change affects is declared on the setting's row.
        let effects = setting.affects
        var screen = context.screen
        var pictures: Bool?
        if effects.contains(.pictures) {
            screen.pictures = configuration.art.resolved(environment: context.world.environment, isTerminal: base.world.console.out.isTerminal,
                                                         answers: screen.answers, tmux: screen.tmux)
            pictures = Self.drawsPictures(screen.pictures)
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
