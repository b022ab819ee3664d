import AlbumsCommands
import AlbumsCore
import AlbumsPictures
import AlbumsPlatform
import AlbumsShape

/// Everything `albums browse` shows, as a value. `BrowseModel.update` is the
/// only way it changes (an event in, the new model and the effects to run out),
/// and `BrowseView.frame` the only way it is drawn: both pure, as in Bubble Tea
/// and ratatui apps. The runner owns the terminal and runs the effects.
///
/// The root holds what every page shares: the size, the run's settings (one
/// copy: the sort, the status line, how covers are drawn and the world page's
/// stores are read from it), the chart (the browser's home, whose albums the
/// other pages open), the status line (what plays, warnings, the spinner).
/// Each page holds its own state, keys, view and effects in its own file
/// (`BrowsePage`), and the root reads the one list of them (`BrowsePages.all`).
package struct BrowseModel: Equatable, Sendable {
    /// One album's cover, decoded for a box of `columns`×`rows` cells and for
    /// the way covers were drawn when it was asked for (`target`): a cover
    /// decoded for another way is never drawn. The model holds no cells.
    package struct Cover: Equatable, Sendable {
        package var albumID: String
        package var columns: Int
        package var rows: Int
        package var target: PictureTarget
        package var image: CoverImage

        package init(albumID: String, columns: Int, rows: Int, target: PictureTarget, image: CoverImage) {
            self.albumID = albumID
            self.columns = columns
            self.rows = rows
            self.target = target
            self.image = image
        }
    }

    /// What the status line says of the chart: read from the settings.
    package struct Status: Equatable, Sendable {
        package var feed: String
        package var country: String
        package var session: String
        /// `browse --mock`: preview's mock albums.
        package var mock: Bool

        package init(feed: String, country: String, session: String, mock: Bool = false) {
            self.feed = feed
            self.country = country
            self.session = session
            self.mock = mock
        }

        /// The stub session's albums, or preview's: "mock data" in the status line.
        package var isMock: Bool { mock || session == Session.stub.rawValue }
    }

    /// The terminal as the run found it, for drawing covers: with the art and
    /// dither settings it gives how covers are drawn (`pictureTarget`).
    package struct Drawing: Equatable, Sendable {
        package var screen: RenderContext
        package var environment: [String: String]

        package init(screen: RenderContext, environment: [String: String]) {
            self.screen = screen
            self.environment = environment
        }

        /// A terminal that draws whatever mode the art setting names (`auto`: 256 colours).
        package static let anyMode = Drawing(screen: RenderContext(outIsTerminal: true), environment: ["TERM": "xterm-256color"])

        package func target(_ configuration: Configuration) -> PictureTarget {
            screen.pictureTarget(dither: configuration.dither, mode: screen.resolved(configuration.art, environment: environment))
        }
    }

    /// What plays now (`p`, or a track's Enter): one play at a time, each
    /// numbered, so that the end of one that was replaced says nothing of the next.
    package struct Playing: Equatable, Sendable {
        /// Which play this is (the model counts them).
        package var play: Int
        package var albumID: String
        /// The track's number, when one track of the album plays.
        package var track: Int?
        /// "▶ 3/12  Song — Artist"; nil until the player has started.
        package var line: String?
        /// When it started, for the time played ("0:12 / 0:30").
        package var started: Date?
        /// Asked to stop, and not yet ended.
        package var stopping = false

        package init(play: Int, albumID: String, track: Int? = nil, line: String? = nil, started: Date? = nil) {
            self.play = play
            self.albumID = albumID
            self.track = track
            self.line = line
            self.started = started
        }
    }

    package var columns: Int
    package var rows: Int
    package var page: Page = .chart
    /// Where the detail goes back to.
    package var detailReturn: Page = .chart
    package var help = false
    /// The warnings box (`!`): every warning of the run.
    package var showsWarnings = false

    /// The run's settings: the one copy. Saving one in the browser replaces it.
    package var configuration: Configuration
    package var drawing: Drawing
    /// The World is its mock face (`browse --mock`): the status line says "mock data".
    package var mockWorld: Bool

    package var spinnerShown = false
    package var spinnerFrame = 0
    package var now: Date
    package var cover: Cover?
    /// An album opened from another page that isn't the highlighted one of
    /// the chart (not in it, or found by a search); the detail shows it.
    package var opened: Album?

    /// Each page's own state (`model[NewsPage.self]`).
    package var pages = PageStates()

    /// A line for the status bar, until the next key.
    package var message: String?
    /// Every warning of the run (the chart's notices, any effect's), newest last, each once.
    package var warnings: [String] = []
    package var playing: Playing?
    /// How many plays were started.
    package var plays = 0

    package init(columns: Int, rows: Int, configuration: Configuration = .defaults, drawing: Drawing = .anyMode, now: Date, mockWorld: Bool = false) {
        self.columns = columns
        self.rows = rows
        self.configuration = configuration
        self.drawing = drawing
        self.now = now
        self.mockWorld = mockWorld
    }

    /// The chart page's state, which the other pages read (they open its albums).
    package var chart: ChartState {
        get { self[ChartPage.self].chart }
        set { self[ChartPage.self].chart = newValue }
    }
    package var albums: [Album] {
        get { self[ChartPage.self].albums }
        set { self[ChartPage.self].albums = newValue }
    }
    package var loading: Bool {
        get { self[ChartPage.self].loading }
        set { self[ChartPage.self].loading = newValue }
    }
    package var selection: Int {
        get { self[ChartPage.self].selection }
        set { self[ChartPage.self].selection = newValue }
    }
    package var top: Int {
        get { self[ChartPage.self].top }
        set { self[ChartPage.self].top = newValue }
    }
    package var loadedAt: Date? {
        get { self[ChartPage.self].loadedAt }
        set { self[ChartPage.self].loadedAt = newValue }
    }

    /// The order of the list: the sort setting.
    package var sort: AlbumsCore.SortOrder { configuration.sort }
    package var status: Status {
        Status(feed: mockWorld ? "mock" : configuration.text(Settings.feed.any), country: configuration.country, session: configuration.session.rawValue, mock: mockWorld)
    }
    /// How covers are drawn (mode `none`: not at all), from the art and dither settings.
    package var pictureTarget: PictureTarget { drawing.target(configuration) }
    /// Whether covers are drawn.
    package var pictures: Bool { pictureTarget.mode.draws }
    /// The stores the world page compares.
    package var countries: [String] { configuration.countries }

    /// The chart's kept editions, when the chart loaded with them (history on).
    package var history: ChartHistory? {
        if case .loaded(let chart) = chart { return chart.history }
        return nil
    }
    /// The album under the highlight (or opened from another page).
    package var selected: Album? { opened ?? (albums.indices.contains(selection) ? albums[selection] : nil) }
    /// Whether something the status line's spinner stands for is loading: the chart, or what a page shows.
    package var busy: Bool { loading || BrowsePages.all.contains { $0.isLoading(self) } }
}
