import AlbumsCore
import Foundation

/// Everything `albums browse` shows, as a value. `BrowseModel.update` is the
/// only way it changes (an event in, the new model and the effects to run out),
/// and `BrowseView.frame` the only way it is drawn: both pure, as in Bubble Tea
/// and ratatui apps. The runner owns the terminal and runs the effects through
/// the World.
public struct BrowseModel: Equatable, Sendable {
    public enum Page: Equatable, Sendable { case chart, detail, search, settings, world, news }

    /// One album's cover, decoded for a box of `columns`×`rows` cells. The
    /// view draws it (and keeps what it drew); the model holds no cells.
    public struct Cover: Equatable, Sendable {
        public var albumID: String
        public var columns: Int
        public var rows: Int
        public var image: CoverImage

        public init(albumID: String, columns: Int, rows: Int, image: CoverImage) {
            self.albumID = albumID
            self.columns = columns
            self.rows = rows
            self.image = image
        }
    }

    /// What the status line says of the chart.
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

    public var columns: Int
    public var rows: Int
    public var page: Page = .chart
    public var help = false
    /// The last settled state of the chart; `.loading` until the first load ends.
    public var chart: ChartState = .loading
    /// The albums shown, sorted; kept on screen while the chart reloads.
    public var albums: [Album] = []
    public var loading = true
    public var spinnerShown = false
    public var spinnerFrame = 0
    public var sort: AlbumsCore.SortOrder
    public var selection = 0
    public var top = 0
    public var status: Status
    public var loadedAt: Date?
    public var now: Date
    public var cover: Cover?
    /// The pages' own models.
    public var search = SearchPage()
    public var settings = SettingsPage()
    public var detail = DetailPage()
    public var news = NewsPage()
    /// A line for the status bar, until the next key.
    public var message: String?
    /// What `p` (or a track's Enter) is playing now.
    public var playing: Playing?

    public struct Playing: Equatable, Sendable {
        public var albumID: String
        /// "▶ 3/12  Song — Artist"
        public var line: String
        /// The track's number, when one track of the album plays.
        public var track: Int?
        /// When it started, for the time played ("0:12 / 0:30"), updated by each second's tick.
        public var started: Date?

        public init(albumID: String, line: String, track: Int? = nil, started: Date? = nil) {
            self.albumID = albumID
            self.line = line
            self.track = track
            self.started = started
        }
    }
    /// How covers are drawn (mode `none`: not at all).
    public var pictureTarget: PictureTarget
    /// Whether covers are drawn.
    public var pictures: Bool { pictureTarget.mode.draws }
    /// The world page's own model (`w`).
    public var world = WorldPage()
    /// The stores the world page compares (the countries setting).
    public var countries: [String] = Settings.countries.defaultValue
    /// An album opened from the world page that isn't in this store's chart;
    /// the detail shows it instead of the highlighted one.
    public var opened: Album?
    /// Where the detail goes back to.
    public var detailReturn: Page = .chart
    /// `pictures`: covers are drawn, as `target` says.
    public init(columns: Int, rows: Int, sort: AlbumsCore.SortOrder, status: Status, now: Date, pictures: Bool,
                target: PictureTarget = PictureTarget(mode: .blocks)) {
        self.columns = columns
        self.rows = rows
        self.sort = sort
        self.status = status
        self.now = now
        pictureTarget = pictures ? target : PictureTarget(mode: .none)
    }

    /// The chart's kept editions, when the chart loaded with them (history on).
    public var history: ChartHistory? {
        if case .loaded(let chart) = chart { return chart.history }
        return nil
    }
    /// The album under the highlight (or opened from the world page).
    public var selected: Album? { opened ?? (albums.indices.contains(selection) ? albums[selection] : nil) }
    /// Rows of the grid on the world page: all but its title, header, status and key lines.
    public var worldRows: Int { max(1, rows - 4) }
}
