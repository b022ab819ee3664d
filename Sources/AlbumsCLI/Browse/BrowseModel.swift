import AlbumsCore
import Foundation

/// Everything `albums browse` shows, as a value. `BrowseModel.update` is the
/// only way it changes (an event in, the new model and the effects to run out),
/// and `BrowseView.frame` the only way it is drawn: both pure, as in Bubble Tea
/// and ratatui apps. The runner owns the terminal and runs the effects through
/// the World.
public struct BrowseModel: Equatable, Sendable {
    public enum Page: Equatable, Sendable { case chart, detail, search, settings, world }

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

    public struct SettingRow: Equatable, Sendable {
        public var key: String
        public var value: String
        public var source: String
        /// The values Enter cycles through; empty for open-ended settings.
        public var choices: [String]

        public init(key: String, value: String, source: String, choices: [String]) {
            self.key = key
            self.value = value
            self.source = source
            self.choices = choices
        }
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
    public var query = ""
    public var searching = false
    public var searchState: SearchState?
    public var searchSelection = 0
    public var recent: [String] = []
    public var settings: [SettingRow] = []
    public var settingsSelection = 0
    /// A line for the status bar, until the next key.
    public var message: String?
    /// The album whose previews `p` is playing, and what plays now ("▶ 3/12  Song — Artist").
    public var playing: Playing?

    public struct Playing: Equatable, Sendable {
        public var albumID: String
        public var line: String
    }
    /// How covers are drawn (mode `none`: not at all).
    public var pictureTarget: PictureTarget
    /// Whether covers are drawn.
    public var pictures: Bool { pictureTarget.mode != .none && pictureTarget.mode != .auto }
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

    /// The album under the highlight (or opened from the world page).
    public var selected: Album? { opened ?? (albums.indices.contains(selection) ? albums[selection] : nil) }
    /// Rows of the grid on the world page: all but its title, header, status and key lines.
    public var worldRows: Int { max(1, rows - 4) }
}

/// What happens to the model.
public enum BrowseEvent: Equatable, Sendable {
    case input(KeyParser.Event)
    /// The terminal is gone (end of input): nothing more can be typed.
    case inputEnded
    case resized(columns: Int, rows: Int)
    case chartLoaded(ChartState, at: Date)
    /// 100 ms into a load that hasn't ended.
    case spinnerDue
    /// Every 100 ms while loading (the spinner), and every second (the age).
    case tick(Date)
    case coverLoaded(BrowseModel.Cover)
    /// The detail's copyright, from the Lookup API ("unknown" when it has none).
    case copyrightLoaded(albumID: String, copyright: String)
    case searched(term: String, SearchState)
    case recentLoaded([String])
    case settingsLoaded([BrowseModel.SettingRow])
    /// A setting was saved (or wasn't: `message` says); `sort` changed the order; `reload` the chart.
    /// A setting saved; what it affects (its row declares it): the order, the status line, the chart, the pictures, the world page's stores.
    case settingSaved(message: String, rows: [BrowseModel.SettingRow], sort: AlbumsCore.SortOrder?, status: BrowseModel.Status?, reload: Bool,
                      pictures: PictureTarget? = nil, countries: [String]? = nil)
    case opened(String)
    /// What `p` plays now; nil when it has ended (`message` then says how).
    case nowPlaying(albumID: String, line: String?, message: String?)
    /// The world page's stores, loaded.
    case worldLoaded(WorldPage.Loaded)
}

/// What the runner does for the model, through the World.
public enum BrowseEffect: Equatable, Sendable {
    case loadChart(refresh: Bool)
    /// Sends `spinnerDue` after 100 ms, then ticks while loading.
    case startSpinner
    /// Replaces any cover load still running: moving fast never queues covers.
    case loadCover(Album, columns: Int, rows: Int)
    case loadCopyright(Album)
    case search(String)
    case loadRecent
    case loadSettings
    case saveSetting(key: String, value: String)
    case open(String)
    /// The album's previews, one after another, through the World's player.
    case play(Album)
    case stopPlaying
    /// The `countries` setting's stores, for the world page.
    case loadWorld
    case quit
    case suspend
}

extension BrowseModel {
    /// Below this, a single line asks for a bigger window.
    public static let minimumSize = (columns: 40, rows: 10)
    /// With this many columns, the chart has a cover pane on its right.
    public static let coverPaneColumns = 100
    public static let coverPaneWidth = 36

    public var isTooSmall: Bool { columns < Self.minimumSize.columns || rows < Self.minimumSize.rows }
    /// Rows of albums on the chart page: all but the header, status and key lines.
    public var visibleRows: Int { max(1, rows - 3) }
    public var hasCoverPane: Bool { pictures && columns >= Self.coverPaneColumns }
    /// The chart's table: all the columns, or those left of a blank column, the pane's rule and the pane.
    public var tableWidth: Int { hasCoverPane ? columns - Self.coverPaneWidth - 2 : columns }

    /// The cover the chart's pane shows: square-ish, within the pane.
    public var paneCoverSize: (columns: Int, rows: Int) { (Self.coverPaneWidth - 2, min((Self.coverPaneWidth - 2) / 2, max(1, rows - 4))) }
    /// The large cover of the detail page.
    public var detailCoverSize: (columns: Int, rows: Int) {
        let width = min(40, columns / 2 - 2)
        return (max(1, width), max(1, min(width / 2, rows - 3)))
    }

    /// The new model, and what to do for it.
    public static func update(_ model: BrowseModel, _ event: BrowseEvent) -> (BrowseModel, [BrowseEffect]) {
        var model = model
        var effects: [BrowseEffect] = []
        switch event {
        case .input(let input):
            model.message = nil
            effects = model.handle(input)
        case .inputEnded:
            effects = [.quit]
        case .resized(let columns, let rows):
            model.columns = columns
            model.rows = rows
            model.clampSelection()
            effects = model.coverEffects()
        case .chartLoaded(let state, let date):
            model.loading = false
            model.spinnerShown = false
            model.chart = state
            let previous = model.selected?.id
            if case .loaded(let chart) = state {
                model.albums = model.sort.sorted(chart.albums)
                model.loadedAt = date
                model.now = date
                model.selection = previous.flatMap { id in model.albums.firstIndex { $0.id == id } } ?? min(model.selection, max(0, model.albums.count - 1))
            } else {
                model.albums = []
                model.selection = 0
            }
            model.clampSelection()
            effects = model.coverEffects()
        case .spinnerDue:
            if model.loading || model.searching || model.world.loading { model.spinnerShown = true }
        case .tick(let date):
            model.now = date
            if model.spinnerShown { model.spinnerFrame += 1 }
        case .coverLoaded(let cover):
            model.cover = cover
        case .copyrightLoaded(let id, let copyright):
            if let index = model.albums.firstIndex(where: { $0.id == id }) { model.albums[index].copyright = copyright }
            if model.opened?.id == id { model.opened?.copyright = copyright }
        case .searched(let term, let state):
            guard model.searching, term == model.query.trimmingCharacters(in: .whitespaces) else { break }
            model.searching = false
            model.spinnerShown = model.loading && model.spinnerShown
            model.searchState = state
            model.searchSelection = 0
            if case .found = state { model.recent = RecentSearchList.recording(term, in: model.recent) }
        case .recentLoaded(let terms):
            model.recent = terms
        case .settingsLoaded(let rows):
            model.settings = rows
            model.settingsSelection = min(model.settingsSelection, max(0, rows.count - 1))
        case .settingSaved(let message, let rows, let sort, let status, let reload, let pictures, let countries):
            if let countries { model.countries = countries }
            model.message = message
            model.settings = rows
            // How covers are drawn changed (art, dither): the one at hand goes, and comes back drawn the new way.
            if let pictures {
                model.pictureTarget = pictures
                model.cover = nil
            }
            if let sort, sort != model.sort { model.resort(sort) }
            if let status { model.status = status }
            if reload {
                model.loading = true
                effects = [.loadChart(refresh: false), .startSpinner]
            }
        case .opened(let message):
            model.message = message
        case .nowPlaying(let id, let line, let message):
            if let line { model.playing = Playing(albumID: id, line: line) } else if model.playing?.albumID == id { model.playing = nil }
            if let message { model.message = message }
        case .worldLoaded(let loaded):
            model.world.received(loaded, visible: model.worldRows)
            model.spinnerShown = (model.loading || model.searching) && model.spinnerShown
        }
        return (model, effects)
    }

    private mutating func handle(_ input: KeyParser.Event) -> [BrowseEffect] {
        switch input {
        case .key(.control("c")): return [.quit]
        case .key(.control("z")): return [.suspend]
        case .paste(let text):
            guard page == .search else { return [] }
            // One line: a pasted line's ending dropped, tabs and line breaks inside as spaces.
            let line = text.trimmingCharacters(in: .newlines).map { $0.isNewline || $0 == "\t" ? " " : String($0) }.joined()
            query += Sanitizer.line(line)
            return []
        case .mouse(let mouse):
            return handle(mouse)
        case .key(let key):
            if help {
                help = false
                return []
            }
            if key == .character("?") && page != .search {
                help = true
                return []
            }
            switch page {
            case .chart: return chartKey(key)
            case .detail: return detailKey(key)
            case .search: return searchKey(key)
            case .settings: return settingsKey(key)
            case .world: return worldKey(key)
            }
        }
    }

    private mutating func chartKey(_ key: KeyParser.Key) -> [BrowseEffect] {
        switch key {
        case .character("q"): return [.quit]
        case .up, .character("k"): return move(to: selection - 1)
        case .down, .character("j"): return move(to: selection + 1)
        case .pageUp: return move(to: selection - visibleRows)
        case .pageDown: return move(to: selection + visibleRows)
        case .home, .character("g"): return move(to: 0)
        case .end, .character("G"): return move(to: albums.count - 1)
        case .enter:
            guard selected != nil else { return [] }
            page = .detail
            return coverEffects() + copyrightEffects()
        case .character("s"):
            let all = AlbumsCore.SortOrder.allCases
            let next = all[((all.firstIndex(of: sort) ?? 0) + 1) % all.count]
            resort(next)
            message = "sorted by \(next.rawValue)"
            return []
        case .character("r"):
            return reload()
        case .character("/"):
            page = .search
            return [.loadRecent]
        case .character("p"):
            return playEffects()
        case .character(","):
            page = .settings
            return [.loadSettings]
        case .character("w"):
            page = .world
            guard world.loaded == nil, !world.loading else { return [] }
            world.loading = true
            return [.loadWorld, .startSpinner]
        default:
            return []
        }
    }

    /// The world page's keys; Enter opens the album's detail, Esc comes back to the chart.
    private mutating func worldKey(_ key: KeyParser.Key) -> [BrowseEffect] {
        switch world.key(key, visible: worldRows) {
        case .none:
            return []
        case .back:
            page = .chart
            return coverEffects()
        case .reload:
            world.loading = true
            return [.loadWorld, .startSpinner]
        case .open(let album):
            if let index = albums.firstIndex(where: { $0.id == album.id }) {
                selection = index
                opened = nil
                clampSelection()
            } else {
                opened = album
            }
            page = .detail
            detailReturn = .world
            return coverEffects() + copyrightEffects()
        }
    }

    private mutating func detailKey(_ key: KeyParser.Key) -> [BrowseEffect] {
        switch key {
        case .escape, .backspace, .character("q"), .left, .character("h"):
            page = detailReturn
            detailReturn = .chart
            opened = nil
            return coverEffects()
        case .character("o"):
            return selected.map { [.open($0.url)] } ?? []
        case .character("p"):
            return playEffects()
        case .up, .character("k"):
            opened = nil
            return move(to: selection - 1) + copyrightEffects()
        case .down, .character("j"):
            opened = nil
            return move(to: selection + 1) + copyrightEffects()
        case .character("r"): return reload()
        default: return []
        }
    }

    /// `p`: the highlighted album's previews, or stop them if they are what plays.
    func playEffects() -> [BrowseEffect] {
        guard let album = selected else { return [] }
        return playing?.albumID == album.id ? [.stopPlaying] : [.play(album)]
    }

    /// The detail shows the copyright as `show` does: from the feed, else looked up.
    func copyrightEffects() -> [BrowseEffect] {
        guard page == .detail, let album = selected, album.copyright == nil else { return [] }
        return [.loadCopyright(album)]
    }

    private mutating func searchKey(_ key: KeyParser.Key) -> [BrowseEffect] {
        switch key {
        case .escape:
            page = .chart
            return coverEffects()
        case .enter:
            var term = query.trimmingCharacters(in: .whitespaces)
            if term.isEmpty, searchState == nil, recent.indices.contains(searchSelection) {
                term = recent[searchSelection]
                query = term
            }
            guard !term.isEmpty else { return [] }
            searching = true
            return [.search(term), .startSpinner]
        case .backspace:
            if !query.isEmpty { query.removeLast() }
            if query.isEmpty { searchState = nil; searchSelection = 0 }
            return []
        case .up:
            searchSelection = max(0, searchSelection - 1)
            return []
        case .down:
            searchSelection = min(max(0, searchListCount - 1), searchSelection + 1)
            return []
        case .character(let character):
            query.append(character)
            return []
        default:
            return []
        }
    }

    private mutating func settingsKey(_ key: KeyParser.Key) -> [BrowseEffect] {
        switch key {
        case .escape, .backspace, .character("q"):
            page = .chart
            return coverEffects()
        case .up, .character("k"):
            settingsSelection = max(0, settingsSelection - 1)
            return []
        case .down, .character("j"):
            settingsSelection = min(max(0, settings.count - 1), settingsSelection + 1)
            return []
        case .enter, .character(" "):
            guard settings.indices.contains(settingsSelection) else { return [] }
            let row = settings[settingsSelection]
            guard !row.choices.isEmpty else {
                message = "\(row.key) is not a choice: albums settings set \(row.key) VALUE"
                return []
            }
            let next = row.choices[((row.choices.firstIndex(of: row.value) ?? -1) + 1) % row.choices.count]
            return [.saveSetting(key: row.key, value: next)]
        default:
            return []
        }
    }

    private mutating func handle(_ mouse: KeyParser.Mouse) -> [BrowseEffect] {
        switch (mouse.action, page) {
        case (.wheelUp, .chart), (.wheelUp, .detail): return move(to: selection - 3)
        case (.wheelDown, .chart), (.wheelDown, .detail): return move(to: selection + 3)
        case (.wheelUp, .search):
            searchSelection = max(0, searchSelection - 3)
            return []
        case (.wheelDown, .search):
            searchSelection = min(max(0, searchListCount - 1), searchSelection + 3)
            return []
        case (.press, .chart) where mouse.button == 0:
            // Row 0 is the table's header; a click on an album selects it.
            let index = top + mouse.row - 1
            guard mouse.row >= 1, mouse.row <= visibleRows, albums.indices.contains(index) else { return [] }
            if index == selection { return [] }
            return move(to: index)
        case (.press, .settings) where mouse.button == 0:
            let index = mouse.row - 1
            if settings.indices.contains(index) { settingsSelection = index }
            return []
        default:
            return []
        }
    }

    /// How many rows the search page lists: results, else recent searches.
    var searchListCount: Int {
        if case .found(let results, _) = searchState { return results.count }
        return searchState == nil ? recent.count : 0
    }

    private mutating func reload() -> [BrowseEffect] {
        loading = true
        return [.loadChart(refresh: true), .startSpinner]
    }

    private mutating func move(to index: Int) -> [BrowseEffect] {
        guard !albums.isEmpty else { return [] }
        let before = selection
        selection = min(max(0, index), albums.count - 1)
        clampSelection()
        return selection == before ? [] : coverEffects()
    }

    private mutating func resort(_ order: AlbumsCore.SortOrder) {
        let id = selected?.id
        sort = order
        albums = order.sorted(albums)
        selection = id.flatMap { id in albums.firstIndex { $0.id == id } } ?? 0
        clampSelection()
    }

    /// Keeps the highlight on screen.
    mutating func clampSelection() {
        Self.keepInView(&selection, top: &top, count: albums.count, visible: visibleRows)
    }

    /// A highlight within `count` rows, and the first row shown moved so that
    /// `visible` rows from it hold the highlight (every scrolling page's rule).
    static func keepInView(_ selection: inout Int, top: inout Int, count: Int, visible: Int) {
        selection = count == 0 ? 0 : min(max(0, selection), count - 1)
        if selection < top { top = selection }
        if selection >= top + visible { top = selection - visible + 1 }
        top = max(0, min(top, max(0, count - visible)))
    }

    /// The cover the page now shows, when it isn't the one at hand.
    func coverEffects() -> [BrowseEffect] {
        guard pictures, !isTooSmall, let album = selected else { return [] }
        let size: (columns: Int, rows: Int)
        switch page {
        case .chart:
            guard hasCoverPane else { return [] }
            size = paneCoverSize
        case .detail:
            size = detailCoverSize
        case .search, .settings, .world:
            return []
        }
        if let cover, cover.albumID == album.id, cover.columns == size.columns, cover.rows == size.rows { return [] }
        return [.loadCover(album, columns: size.columns, rows: size.rows)]
    }
}
