import AlbumsClients
import AlbumsCommands
import AlbumsCore
import AlbumsPictures
import AlbumsPlatform
import AlbumsShape

/// What the browser's `update` asks for besides a new model, as Bubble Tea's
/// `Cmd`: a piece of work to run (carrying that work), a kind of work to stop,
/// the run's settings changed, or the runner's own two: quit, and suspend
/// (Ctrl-Z). The runner has no switch over what the work is: it starts it, or
/// cancels it by its kind.
package enum BrowseEffect: Equatable, Sendable, CustomStringConvertible {
    case run(BrowseWork)
    /// Stops the work of this kind still running (`p` on what plays).
    case cancel(BrowseWork.Kind)
    /// The run's settings are now these, covers drawn as `target` says: the
    /// work started after it runs with them (and new covers, when they load differently).
    case configure(Configuration, target: PictureTarget)
    case quit
    case suspend

    package var description: String {
        switch self {
        case .run(let work): return work.description
        case .cancel(let kind): return "cancel \(kind)"
        case .configure(_, let target): return "configure (covers: \(target.mode))"
        case .quit: return "quit"
        case .suspend: return "suspend"
        }
    }
}

/// One piece of the browser's work, as a value: its kind (one of a kind runs
/// at a time: starting one stops the one before), what it carries (everything
/// it was made with, which the work is handed and effects compare by, in
/// tests as anywhere), and the work itself.
/// The work runs against the run's one `CommandContext` (the World, the
/// settings the model holds, the run's covers) and returns the event it ends
/// with; on the way it may `send` others (what plays now). A page's file
/// makes its own: `BrowseWork.chart`, `.cover`, `.search`, `.save`, ….
package struct BrowseWork: Equatable, Sendable, CustomStringConvertible {
    /// A kind of work, by name: the root's (the spinner, a cover, a play, the
    /// opener) here, each page's in its own file (`BrowseWork.Kind.world`).
    package struct Kind: Hashable, Sendable, CustomStringConvertible {
        package let name: String
        /// A new one starts only once the one before it has ended: two players
        /// never play at once (a player that ignores SIGTERM has a second to go).
        package let waitsForThePrevious: Bool

        package init(_ name: String, waitsForThePrevious: Bool = false) {
            self.name = name
            self.waitsForThePrevious = waitsForThePrevious
        }

        package var description: String { name }

        package static let spinner = Self("spinner")
        package static let cover = Self("cover")
        package static let play = Self("play", waitsForThePrevious: true)
        package static let open = Self("open")
    }

    /// What the work has while it runs.
    package struct Context: Sendable {
        package var command: CommandContext
        /// Sends an event now, before the work ends.
        package var send: @Sendable (BrowseEvent) -> Void

        package init(_ command: CommandContext, send: @escaping @Sendable (BrowseEvent) -> Void = { _ in }) {
            self.command = command
            self.send = send
        }
    }

    /// What a piece of work that needs nothing carries.
    package struct Nothing: Hashable, Sendable {}

    package let kind: Kind
    /// Everything the work was made with: the work is handed it, so nothing it
    /// uses can be left out of what effects compare by.
    package let carried: any Hashable & Sendable
    /// The work; nil: nothing to say at its end (cancelled, or nothing found).
    package let work: @Sendable (Context) async -> BrowseEvent?

    package init<Carried: Hashable & Sendable>(_ kind: Kind, carrying carried: Carried,
                                                work: @escaping @Sendable (Carried, Context) async -> BrowseEvent?) {
        self.kind = kind
        self.carried = carried
        self.work = { context in await work(carried, context) }
    }

    package init(_ kind: Kind, work: @escaping @Sendable (Context) async -> BrowseEvent?) {
        self.init(kind, carrying: Nothing()) { _, context in await work(context) }
    }

    /// "cover Asked(album: 22, columns: 34, rows: 17, target: …)": the kind and all it carries.
    package var description: String {
        carried is Nothing ? kind.name : "\(kind.name) \(carried)"
    }

    /// Runs the work here and now (tests run a page's effects this way, against the test World).
    package func run(in context: CommandContext, send: @escaping @Sendable (BrowseEvent) -> Void = { _ in }) async -> BrowseEvent? {
        await work(Context(context, send: send))
    }

    package static func == (left: BrowseWork, right: BrowseWork) -> Bool {
        left.kind == right.kind && AnyHashable(left.carried) == AnyHashable(right.carried)
    }

    /// Sends `spinnerDue` after 100 ms on the World's clock, unless replaced first.
    package static let spinner = BrowseWork(.spinner) { context in
        guard (try? await context.command.world.clock.sleep(.milliseconds(100))) != nil, !Task.isCancelled else { return nil }
        return .spinnerDue
    }

    /// Opens `url` with the system's opener; the status line says how it went.
    package static func open(_ url: String) -> BrowseWork {
        BrowseWork(.open, carrying: url) { url, context in
            guard let link = URL(string: url) else { return .opened("couldn't open it (not a link): " + url) }
            switch await context.command.world.opener.open(link) {
            case .opened(let program): return .opened("opened with \(program)")
            case .notOpened(let reason): return .opened("couldn't open it (\(reason)): \(url)")
            }
        }
    }
}

extension BrowseEffect {
    package static func run(_ works: BrowseWork...) -> [BrowseEffect] { works.map(BrowseEffect.run) }
}
