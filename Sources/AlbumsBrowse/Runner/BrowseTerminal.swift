import AlbumsClients
import AlbumsPlatform
import AlbumsTerminal
import Dispatch
import Synchronization

/// The terminal while `albums browse` holds it: raw mode, the alternate
/// screen, mouse and paste reporting, the crash guard, and the way back on
/// every way out (`q`, Ctrl-C, SIGTERM, SIGHUP, and Ctrl-Z: put back while
/// suspended, taken again on `fg`). SIGTSTP sent as a signal (`kill -TSTP`) is
/// the Ctrl-Z key; after a stop nothing can catch (SIGSTOP), SIGCONT takes the
/// terminal again (raw mode, the alternate screen, the mouse) and redraws.
/// Turns what is typed, and the window's changes of size, into events. It
/// knows nothing of albums, charts or covers.
package final class BrowseTerminal: Sendable {
    /// Alternate screen, cursor hidden, mouse (SGR 1006), bracketed paste.
    package static let enter = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?2004h"
    package static let leave = "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
    /// Synchronized output: the terminal shows a frame whole, or not yet.
    static let beginFrame = "\u{1B}[?2026h", endFrame = "\u{1B}[?2026l"

    private let world: World
    private let sink: AsyncStream<BrowseEvent>.Continuation
    private let keys = Mutex<KeyStream?>(nil)
    /// What the key reader gets: bytes, and the pauses after the bytes it numbers.
    package enum Input: Sendable { case bytes([UInt8]), pause(Int), longPause(Int) }
    /// After this long, a lone Esc is the Esc key.
    static let escapePause: Duration = .milliseconds(30)
    /// After this long, a sequence under way will never end.
    static let sequencePause: Duration = .seconds(1)

    private let bytes: AsyncStream<Input>
    private let bytesSink: AsyncStream<Input>.Continuation
    private let running = Mutex<(input: Task<Void, Never>?, signals: [DispatchSourceSignal], cleanup: SignalCleanup.Token?)>((nil, [], nil))
    /// albums stopped itself (Ctrl-Z): the SIGCONT that follows takes the terminal back for `suspend`.
    private let stoppedItself = Mutex(false)
    /// Where SIGCONT is answered, one at a time: never on the signal thread, which must stay free to read SIGTERM
    /// while albums, continued in the background, waits for `fg`.
    private let resuming = DispatchQueue(label: "albums.browse.resuming")
    /// Signalled once the terminal is taken again after albums' own stop: `suspend` waits for it.
    private let retaken = DispatchSemaphore(value: 0)
    /// SIGCONTs come (numbered from 1), and the last of them answered.
    private let resumes = Mutex((arrived: 0, settled: 0))

    /// Events go to `sink`: keys, the mouse, pastes, sizes, and the input's end.
    init(_ world: World, events sink: AsyncStream<BrowseEvent>.Continuation) {
        self.world = world
        self.sink = sink
        (bytes, bytesSink) = AsyncStream<Input>.makeStream()
    }

    /// The terminal's size now; 80×24 when it won't say.
    package var size: (columns: Int, rows: Int) {
        (world.console.columns() ?? 80, world.console.lines() ?? 24)
    }

    var resized: BrowseEvent { .resized(columns: size.columns, rows: size.rows) }

    /// Takes the terminal; false when stdin can't be read as keys.
    package func start() -> Bool {
        let console = world.console
        // In place before the screen changes: no signal can come between.
        let cleanup = SignalCleanup.register { console.out.write(Self.leave) }
        guard take() else {
            SignalCleanup.remove(cleanup)
            return false
        }
        let signals = [Self.watch(SIGWINCH) { [self] in sink.yield(resized) }]
        SignalCleanup.interceptJobControl { [self] number in
            // SIGTSTP the key's way: the terminal put back first, then stopped.
            if number == SIGTSTP { sink.yield(.input(.key(.control("z")))) } else { continued() }
        }
        let clock = world.clock
        let input = Task { [bytes, bytesSink, sink] in
            var parser = KeyParser()
            // Each pause's number: a pause timed from bytes that more bytes have followed is not a pause.
            var latest = 0
            for await item in bytes {
                let found: [KeyParser.Event]
                switch item {
                case .bytes(let chunk):
                    found = parser.feed(chunk)
                    latest += 1
                case .pause(let number) where number == latest:
                    found = parser.flush()
                case .longPause(let number) where number == latest:
                    found = parser.expire()
                case .pause, .longPause:
                    found = []
                }
                for event in found { sink.yield(.input(event)) }
                guard parser.hasPending else { continue }
                switch item {
                case .bytes:
                    // A lone Esc, or half a sequence: Esc if nothing follows within 30 ms.
                    let number = latest
                    Task {
                        guard (try? await clock.sleep(Self.escapePause)) != nil else { return }
                        bytesSink.yield(.pause(number))
                    }
                case .pause(let number) where number == latest:
                    // A sequence or string under way (a terminal's answer in pieces): dropped if the rest never comes.
                    Task {
                        guard (try? await clock.sleep(Self.sequencePause)) != nil else { return }
                        bytesSink.yield(.longPause(number))
                    }
                case .pause, .longPause:
                    break
                }
            }
        }
        running.withLock { $0 = (input, signals, cleanup) }
        return true
    }

    /// `signal` delivered to `handler` (on a queue, not in a signal handler),
    /// and no longer acting as it would by default.
    private static func watch(_ number: Int32, _ handler: @escaping @Sendable () -> Void) -> DispatchSourceSignal {
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        signal(number, SIG_IGN)
        source.setEventHandler(handler: handler)
        source.resume()
        return source
    }

    /// Continued after a stop: one albums made (the terminal, given back
    /// before it, is taken again for `suspend`, which waits), or one nothing
    /// can catch, after which whatever the shell did to the terminal meanwhile
    /// is undone. Either way, continued in the background, it waits for `fg`,
    /// on a queue of its own: the signal thread stays free for SIGTERM. `done`
    /// once it is answered, or found to need no answer.
    func continued(done: @escaping @Sendable () -> Void = {}) {
        let number = resumes.withLock { resumes in
            resumes.arrived += 1
            return resumes.arrived
        }
        resuming.async { [self] in
            defer { done() }
            // Come while an earlier one waited for `fg` (`bg`, then `fg`): answered with it.
            guard resumes.withLock({ number > $0.settled }) else { return }
            let own = stoppedItself.withLock { stopped in defer { stopped = false }; return stopped }
            guard own || keys.withLock({ $0 != nil }) else { return }
            // Continued in the background (`bg`): the shell's terminal left alone until `fg`.
            world.keyboard.waitForForeground()
            resumes.withLock { $0.settled = $0.arrived }
            if !own { giveBack(before: "") }
            _ = take()
            sink.yield(resized)
            if own { retaken.signal() }
        }
    }

    /// Writes bytes to the terminal.
    package func write(_ text: String) {
        world.console.out.write(text)
    }

    /// Ctrl-Z: the terminal put back (after `before`, such as images to delete), albums stopped; on `fg`, taken again.
    func suspend(before: String = "") {
        giveBack(before: before)
        stoppedItself.withLock { $0 = true }
        // To this thread, so that it stops here and now, not a moment later.
        raise(SIGSTOP)
        // SIGCONT's answer takes the terminal again (on `bg`, once brought to the front) and redraws: the window
        // may have changed while albums was stopped.
        retaken.wait()
    }

    /// Gives the terminal back for good, after writing `before`.
    package func finish(before: String = "") {
        let cleanup = running.withLock { running -> SignalCleanup.Token? in
            running.input?.cancel()
            for source in running.signals { source.cancel() }
            defer { running = (nil, [], nil) }
            return running.cleanup
        }
        // Stopping and continuing act as they do by default again.
        SignalCleanup.interceptJobControl(nil)
        giveBack(before: before)
        if let cleanup { SignalCleanup.remove(cleanup) }
    }

    /// Raw mode and the alternate screen, once albums is the terminal's foreground job.
    private func take() -> Bool {
        world.keyboard.waitForForeground()
        guard let stream = world.keyboard.open(.raw) else { return false }
        keys.withLock { $0 = stream }
        world.console.out.write(Self.enter)
        Platform.writeOnCrash(Self.leave)
        Task { [self] in
            for await chunk in stream.bytes { bytesSink.yield(.bytes(chunk)) }
            // Ended, and not by us (quitting, or suspended): the terminal is gone.
            if keys.withLock({ $0 === stream }) { sink.yield(.inputEnded) }
        }
        return true
    }

    private func giveBack(before: String) {
        world.console.out.write(before + Self.leave)
        Platform.writeOnCrash(nil)
        keys.withLock { keys in
            keys?.stop()
            keys = nil
        }
    }
}
