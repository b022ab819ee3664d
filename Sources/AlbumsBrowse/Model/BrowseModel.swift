import AlbumsCommands
import AlbumsCore
import AlbumsPictures
import Foundation

/// Everything `albums browse` shows, as a value. `BrowseModel.update` is the
/// only way it changes (an event in, the new model and the effects to run out),
/// and `BrowseView.frame` the only way it is drawn: both pure, as in Bubble Tea
/// and ratatui apps. The runner owns the terminal and runs the effects.
///
/// The root holds what every page shares: the size, the run's settings (one
/// copy: the sort, the status line, how covers are drawn and the world page's
/// stores are read from it), the chart (the browser's home, whose albums the
/// other pages open), the status line (what plays, warnings, the spinner).
/// Each page holds its own state, keys, view and effects in its own file.
public struct BrowseModel: Equatable, Sendable {
    public enum Page: Equatable, Sendable { case chart, detail, search, settings, world, news, worldwide, artist }

    /// The album whose artist the artist page shows, and how its detail was opened: Esc goes back to it.
    public struct ArtistOrigin: Equatable, Sendable {
        public var album: Album
        public var opened: Bool
        public var detailReturn: Page
    }

    /// One album's cover, decoded for a box of `columns`×`rows` cells and for
    /// the way covers were drawn when it was asked for (`target`): a cover
    /// decoded for another way is never drawn. The model holds no cells.
    public struct Cover: Equatable, Sendable {
        public var albumID: String
        public var columns: Int
        public var rows: Int
        public var target: PictureTarget
        public var image: CoverImage

        public init(albumID: String, columns: Int, rows: Int, target: PictureTarget, image: CoverImage) {
            self.albumID = albumID
            self.columns = columns
            self.rows = rows
            self.target = target
            self.image = image
        }
    }

    /// What the status line says of the chart: read from the settings.
    public struct Status: Equatable, Sendable {
        public var feed: String
        public var country: String
        public var session: String
        /// `browse --mock`: preview's mock albums.
        public var mock: Bool

        public init(feed: String, country: String, session: String, mock: Bool = false) {
            self.feed = feed
            self.country = country
            self.session = session
            self.mock = mock
        }

        /// The stub session's albums, or preview's: "mock data" in the status line.
        public var isMock: Bool { mock || session == Session.stub.rawValue }
    }

    /// The terminal as the run found it, for drawing covers: with the art and
    /// dither settings it gives how covers are drawn (`pictureTarget`).
    public struct Drawing: Equatable, Sendable {
        public var screen: RenderContext
        public var environment: [String: String]

        public init(screen: RenderContext, environment: [String: String]) {
            self.screen = screen
            self.environment = environment
        }

        /// A terminal that draws whatever mode the art setting names (`auto`: 256 colours).
        public static let anyMode = Drawing(screen: RenderContext(outIsTerminal: true), environment: ["TERM": "xterm-256color"])

        public func target(_ configuration: Configuration) -> PictureTarget {
            screen.pictureTarget(dither: configuration.dither, mode: screen.resolved(configuration.art, environment: environment))
        }
    }

    /// What plays now (`p`, or a track's Enter): one play at a time, each
    /// numbered, so that the end of one that was replaced says nothing of the next.
    public struct Playing: Equatable, Sendable {
        /// Which play this is (the model counts them).
        public var play: Int
        public var albumID: String
        /// The track's number, when one track of the album plays.
        public var track: Int?
        /// "▶ 3/12  Song — Artist"; nil until the player has started.
        public var line: String?
        /// When it started, for the time played ("0:12 / 0:30").
        public var started: Date?
        /// Asked to stop, and not yet ended.
        public var stopping = false

        public init(play: Int, albumID: String, track: Int? = nil, line: String? = nil, started: Date? = nil) {
            self.play = play
            self.albumID = albumID
            self.track = track
            self.line = line
            self.started = started
        }
    }

    public var columns: Int
    public var rows: Int
    public var page: Page = .chart
    /// Where the detail goes back to.
    public var detailReturn: Page = .chart
    public var help = false
    /// The warnings box (`!`): every warning of the run.
    public var showsWarnings = false

    /// The run's settings: the one copy. Saving one in the browser replaces it.
    public var configuration: Configuration
    public var drawing: Drawing
    /// `browse --mock`: preview's mock albums, no I/O.
    public var mock: Bool

    /// The last settled state of the chart; `.loading` until the first load ends.
    public var chart: ChartState = .loading
    /// The albums shown, sorted; kept on screen while the chart reloads.
    public var albums: [Album] = []
    public var loading = true
    public var spinnerShown = false
    public var spinnerFrame = 0
    public var selection = 0
    public var top = 0
    public var loadedAt: Date?
    public var now: Date
    public var cover: Cover?
    /// An album opened from another page that isn't the highlighted one of
    /// the chart (not in it, or found by a search); the detail shows it.
    public var opened: Album?

    /// The pages' own models.
    public var search = SearchPage()
    public var settings = SettingsPage()
    public var detail = DetailPage()
    public var news = NewsPage()
    public var world = WorldPage()
    public var worldwide = TablePage()
    public var artist = TablePage()
    public var artistOrigin: ArtistOrigin?

    /// A line for the status bar, until the next key.
    public var message: String?
    /// Every warning of the run (the chart's notices, any effect's), newest last, each once.
    public var warnings: [String] = []
    public var playing: Playing?
    /// How many plays were started.
    public var plays = 0

    public init(columns: Int, rows: Int, configuration: Configuration = .defaults, drawing: Drawing = .anyMode, now: Date, mock: Bool = false) {
        self.columns = columns
        self.rows = rows
        self.configuration = configuration
        self.drawing = drawing
        self.now = now
        self.mock = mock
    }

    /// The order of the list: the sort setting.
    public var sort: AlbumsCore.SortOrder { configuration.sort }
    public var status: Status {
        Status(feed: mock ? "mock" : configuration.text(Settings.feed.any), country: configuration.country, session: configuration.session.rawValue, mock: mock)
    }
    /// How covers are drawn (mode `none`: not at all), from the art and dither settings.
    public var pictureTarget: PictureTarget { drawing.target(configuration) }
    /// Whether covers are drawn.
    public var pictures: Bool { pictureTarget.mode.draws }
    /// The stores the world page compares.
    public var countries: [String] { configuration.countries }

    /// The chart's kept editions, when the chart loaded with them (history on).
    public var history: ChartHistory? {
        if case .loaded(let chart) = chart { return chart.history }
        return nil
    }
    /// The album under the highlight (or opened from another page).
    public var selected: Album? { opened ?? (albums.indices.contains(selection) ? albums[selection] : nil) }
    /// Whether something the status line's spinner stands for is loading.
    public var busy: Bool { loading || search.searching || world.loading || worldwide.loading || artist.loading }
    /// Rows of the grid on the world page: all but its title, header, status and key lines.
    public var worldRows: Int { max(1, rows - 4) }
}
