import AlbumsClients
import AlbumsCore
import Synchronization

/// `albums browse` running: the model, updated by each event, its effects
/// started, its frame drawn. The terminal (`BrowseTerminal`) and the effects
/// (`BrowseEffects`, which own the run's context and covers) are its two
/// parts; this only joins them: events in, frames and effects out.
final class BrowseRunner: Sendable {
    private let effects: BrowseEffects
    private let terminal: BrowseTerminal
    private let events: AsyncStream<BrowseEvent>
    private let sink: AsyncStream<BrowseEvent>.Continuation
    private let spinning = Mutex(false)
    /// What the view keeps between frames.
    private let cache = BrowseView.Cache()
    /// The kitty image last sent through tmux (its cover and box), not to send it twice.
    private let uploaded = Mutex<String?>(nil)

    init(_ context: CommandContext, mock: Bool = false) {
        (events, sink) = AsyncStream<BrowseEvent>.makeStream()
        effects = BrowseEffects(context, mock: mock, events: sink)
        terminal = BrowseTerminal(context.world, events: sink)
    }

    /// Runs until the user quits.
    func run() async {
        let base = effects.base
        let size = terminal.size
        var model = BrowseModel(columns: size.columns, rows: size.rows, sort: base.configuration.sort, status: effects.status(base.configuration),
                                now: base.world.clock.now(), pictures: effects.target.mode.draws, target: effects.target)
        model.countries = base.configuration.countries
        guard terminal.start() else { return }
        let ticker = Task { [self] in
            while !Task.isCancelled {
                // On the World's clock; a sleep cut short ends the ticker.
                guard (try? await base.world.clock.sleep(spinning.withLock { $0 } ? .milliseconds(100) : .seconds(1))) != nil else { break }
                sink.yield(.tick(base.world.clock.now()))
            }
        }
        var previous: Frame?
        var placed: BrowseImages.Placed?
        draw(model, over: &previous, placed: &placed)
        effects.perform([.loadChart(refresh: false), .startSpinner])
        loop: for await event in events {
            let (next, started) = BrowseModel.update(model, event)
            model = next
            spinning.withLock { $0 = model.spinnerShown }
            if started.contains(.quit) { break loop }
            if started.contains(.suspend) {
                terminal.suspend(before: effects.deleteImages)
                previous = nil
            }
            effects.perform(started.filter { $0 != .suspend })
            if case .resized = event { previous = nil }
            draw(model, over: &previous, placed: &placed)
        }
        ticker.cancel()
        terminal.finish(before: effects.deleteImages)
        await effects.finish()
    }

    /// Writes what changed since `previous`, then puts the kitty, iTerm2 or sixel image in place, as the model says covers are drawn.
    private func draw(_ model: BrowseModel, over previous: inout Frame?, placed: inout BrowseImages.Placed?) {
        let frame = BrowseView.frame(model, locale: effects.base.screen.locale, cache: cache)
        let whole = previous == nil || previous?.columns != frame.columns || previous?.rows != frame.rows
        var bytes = FrameWriter.write(frame, over: previous, colors: effects.base.screen.out.enabled)
        let target = model.pictureTarget
        if target.placesImage {
            let shown = BrowseImages.shown(model, cache: cache)
            var step = BrowseImages.transition(from: placed, to: shown, kitty: target.placesKittyImage, framedWhole: whole)
            if step.redraw {
                bytes = FrameWriter.write(frame, over: nil, colors: effects.base.screen.out.enabled)
                step = BrowseImages.transition(from: nil, to: shown, kitty: target.placesKittyImage, framedWhole: true)
            }
            bytes += step.bytes
            placed = shown?.0
        } else if placed != nil {
            // The art setting changed away from an image: it goes, and every cell is written again.
            bytes = BrowseImages.deleteAll + FrameWriter.write(frame, over: nil, colors: effects.base.screen.out.enabled)
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
