import AlbumsClients
import AlbumsCommands
import AlbumsCore
import AlbumsPictures
import AlbumsShape
import AlbumsTerminal
import Synchronization

/// `albums browse` running: the model, updated by each event; its effects
/// started (or cancelled, by kind) against the run's one context; its frame
/// drawn on the terminal (`BrowseTerminal`). The work carries itself: the
/// runner knows no kind of work by name. A change of the settings is an
/// effect too (`configure`), carried out in order with the others, so the
/// work always runs with the settings the model shows.
package final class BrowseRunner: Sendable {
    /// The context as the browser started (the real console).
    private let base: CommandContext
    /// The run's one context for the work: the model's settings, a console
    /// that turns warnings into events, the run's covers.
    private let context: Mutex<CommandContext>
    /// Covers replaced by a setting that loads them differently: swept at the end with the run's own.
    private let retired = Mutex<[Covers]>([])
    private let terminal: BrowseTerminal
    private let tasks = EffectTasks()
    private let events: AsyncStream<BrowseEvent>
    private let sink: AsyncStream<BrowseEvent>.Continuation
    private let spinning = Mutex(false)
    /// What the view keeps between frames.
    private let cache = BrowseView.Cache()
    /// The kitty image last sent through tmux (its cover and box), not to send it twice.
    private let uploaded = Mutex<String?>(nil)
    /// Told of each model, after each event (tests watch the run through it).
    private let observe: @Sendable (BrowseModel) -> Void

    init(_ context: CommandContext, observe: @escaping @Sendable (BrowseModel) -> Void = { _ in }) {
        (events, sink) = AsyncStream<BrowseEvent>.makeStream()
        base = context
        self.observe = observe
        terminal = BrowseTerminal(context.world, events: sink)
        var world = context.world
        world.console = StatusConsole.console(columns: context.world.console.columns) { [sink] in sink.yield(.warned($0)) }
        var screen = context.screen
        // No spinner, no colour: what the work would write becomes words for the status line.
        screen.errIsTerminal = false
        screen.err = .plain
        self.context = Mutex(context.with(world: world, screen: screen))
    }

    /// Runs until the user quits; returns once every piece of work has ended (every player gone) and the covers are swept.
    package func run() async {
        let size = terminal.size
        var model = BrowseModel(columns: size.columns, rows: size.rows, configuration: base.configuration,
                                drawing: BrowseModel.Drawing(screen: base.screen, environment: base.world.environment),
                                now: base.world.clock.now(), mockWorld: base.world.kind == .mock)
        guard terminal.start() else { return }
        let clock = base.world.clock
        let ticker = Task { [self] in
            while !Task.isCancelled {
                // On the World's clock; a sleep cut short ends the ticker.
                guard (try? await clock.sleep(spinning.withLock { $0 } ? .milliseconds(100) : .seconds(1))) != nil else { break }
                sink.yield(.tick(clock.now()))
            }
        }
        var previous: Frame?
        var placed: BrowseImages.Placed?
        draw(model, over: &previous, placed: &placed)
        observe(model)
        perform(model.reload(refresh: false))
        loop: for await event in events {
            let (next, started) = BrowseModel.update(model, event)
            model = next
            spinning.withLock { $0 = model.spinnerShown }
            observe(model)
            if started.contains(.quit) { break loop }
            if started.contains(.suspend) {
                terminal.suspend(before: Self.deleteImages(model.pictureTarget))
                previous = nil
            }
            perform(started)
            if case .resized = event { previous = nil }
            draw(model, over: &previous, placed: &placed)
        }
        ticker.cancel()
        terminal.finish(before: Self.deleteImages(model.pictureTarget))
        await tasks.finish()
        // Every set of covers the run had, swept to the cache limit it ends with.
        let last = context.withLock { $0 }
        for covers in retired.withLock({ $0 }) + [last.covers] { await covers.finish(within: last.configuration.cacheSize) }
    }

    /// Starts each piece of work (one of a kind at a time, the newest winning), or cancels a kind.
    private func perform(_ effects: [BrowseEffect]) {
        for effect in effects {
            switch effect {
            case .run(let work):
                tasks.start(work.kind) { [self] in
                    let context = context.withLock { $0 }
                    if let event = await work.work(BrowseWork.Context(context, send: { [sink] in sink.yield($0) })) {
                        // A work a newer one of its kind replaced while it finished: its result is dropped, not shown over the newer one's.
                        tasks.deliver(work.kind) { sink.yield(event) }
                    }
                }
            case .cancel(let kind):
                tasks.cancel(kind)
            case .configure(let configuration, let target):
                configure(configuration, target: target)
            case .quit, .suspend:
                break
            }
        }
    }

    /// The work's context takes the run's new settings (a setting saved, the
    /// sort changed): covers drawn as they now are, and new covers when the
    /// settings they load through changed (the old ones swept at the end).
    private func configure(_ configuration: Configuration, target: PictureTarget) {
        context.withLock { context in
            guard context.configuration != configuration else { return }
            var screen = context.screen
            screen.pictures = target.mode
            let old = context.covers
            context = context.with(configuration: configuration, screen: screen)
            if !context.covers.isSame(as: old) { retired.withLock { $0.append(old) } }
        }
    }

    /// What deletes the kitty images albums placed (through tmux when inside it); nothing for other modes.
    static func deleteImages(_ target: PictureTarget) -> String {
        guard target.pixelMode == .kitty else { return "" }
        return target.throughTmux ? KittyPlaceholders.passthrough(BrowseImages.deleteAll) : BrowseImages.deleteAll
    }

    /// Writes what changed since `previous`, then puts the kitty, iTerm2 or sixel image in place, as the model says covers are drawn.
    private func draw(_ model: BrowseModel, over previous: inout Frame?, placed: inout BrowseImages.Placed?) {
        let colors = base.screen.out.enabled
        let frame = BrowseView.frame(model, locale: base.screen.locale, cache: cache)
        let whole = previous == nil || previous?.columns != frame.columns || previous?.rows != frame.rows
        var bytes = FrameWriter.write(frame, over: previous, colors: colors)
        let target = model.pictureTarget
        if target.placesImage {
            let shown = BrowseImages.shown(model, cache: cache)
            var step = BrowseImages.transition(from: placed, to: shown, kitty: target.placesKittyImage, framedWhole: whole)
            if step.redraw {
                bytes = FrameWriter.write(frame, over: nil, colors: colors)
                step = BrowseImages.transition(from: nil, to: shown, kitty: target.placesKittyImage, framedWhole: true)
            }
            bytes += step.bytes
            placed = shown?.0
        } else if placed != nil {
            // The art setting changed away from an image: it goes, and every cell is written again.
            bytes = BrowseImages.deleteAll + FrameWriter.write(frame, over: nil, colors: colors)
            placed = nil
        }
        // kitty's image inside tmux goes first, once; its placeholder cells in the frame show it.
        if let upload = BrowseImages.upload(model, cache: cache), uploaded.withLock({ $0 }) != upload.key {
            uploaded.withLock { $0 = upload.key }
            bytes = upload.bytes + bytes
        }
        if !bytes.isEmpty { terminal.write(BrowseTerminal.beginFrame + bytes + BrowseTerminal.endFrame) }
        previous = frame
    }
}
