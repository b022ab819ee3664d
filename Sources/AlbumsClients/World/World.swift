import AlbumsCore
import AlbumsPlatform

/// Every dependency of `albums`, as values. Code reaches them through `Current`;
/// nothing else reaches for a global. A world is chosen once, at launch, from
/// its four faces (`device`, `stub`, `mock`, or a test's own `test`), and tests
/// swap in their own with `withValue`.
public struct World: Sendable {
    public enum Kind: String, CaseIterable, Sendable {
        /// The real machine: network, files under the XDG folders, sounds.
        case device
        /// Embedded fixtures for every request, no network, a frozen clock, no sound.
        /// Settings still live in a file, so scripts can `settings set` and then list.
        case stub
        /// Everything in memory, every effect recorded.
        case test
        /// Preview's mock albums for every chart, everything in memory (`World.mock(from:)`).
        case mock
    }

    public var kind: Kind
    public var environment: [String: String]
    public var directories: Directories
    public var settings: SettingsStore
    /// What the `shared` session talks to.
    public var network: HTTPTransport
    /// What the `stub` session and the demo feeds talk to.
    public var fixtures: HTTPTransport
    public var httpCache: @Sendable (CacheMode) -> HTTPCacheStore
    public var notifier: Notifier
    /// What plays previews, for the `player` setting; `download` fetches a
    /// preview for a player that only plays files.
    public var player: @Sendable (_ choice: PlayerChoice, _ download: @escaping @Sendable (URL) async throws -> Data) -> Player
    /// Keys typed at the terminal.
    public var keyboard: Keyboard
    public var imageLoader: ImageLoader
    public var opener: Opener
    public var recentSearches: RecentSearchStore
    /// Every edition of each chart that has loaded, for movement and `albums changes`.
    public var history: HistoryStore
    public var clock: Clock
    public var console: Console
    /// What each terminal session answered when asked what it can draw.
    public var terminals: TerminalMemory

    public init(
        kind: Kind, environment: [String: String], directories: Directories, settings: SettingsStore,
        network: HTTPTransport, fixtures: HTTPTransport, httpCache: @escaping @Sendable (CacheMode) -> HTTPCacheStore,
        notifier: Notifier,
        player: @escaping @Sendable (PlayerChoice, @escaping @Sendable (URL) async throws -> Data) -> Player, keyboard: Keyboard,
        imageLoader: ImageLoader, opener: Opener, recentSearches: RecentSearchStore,
        history: HistoryStore, clock: Clock, console: Console, terminals: TerminalMemory = .none
    ) {
        self.kind = kind
        self.environment = environment
        self.directories = directories
        self.settings = settings
        self.network = network
        self.fixtures = fixtures
        self.httpCache = httpCache
        self.notifier = notifier
        self.player = player
        self.keyboard = keyboard
        self.imageLoader = imageLoader
        self.opener = opener
        self.recentSearches = recentSearches
        self.history = history
        self.clock = clock
        self.console = console
        self.terminals = terminals
    }

    /// The world chosen for this task: by the executable at launch, by each test for itself.
    @TaskLocal public static var chosen: World?

    /// The chosen world. Reading it where none was chosen is a programming
    /// error, and stops the program at once rather than quietly using a default.
    public static var current: World {
        guard let chosen else {
            fatalError("Current was read outside World.$chosen.withValue: choose a world (device, stub, test or mock) first")
        }
        return chosen
    }
}

/// The world everything runs in.
public var Current: World { World.current }
