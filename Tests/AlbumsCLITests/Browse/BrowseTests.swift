@testable import AlbumsCore
@testable import AlbumsCLI
import Foundation
import AlbumsImaging
import Testing

/// The browser's pure parts: key sequences through `update`, frames from `view`.
@Suite struct BrowseUpdateTests {
    static let albums = [
        Album(rank: 1, id: "11", name: "Alpha", artist: "Ann", releaseDate: "2026-01-02", genres: ["Pop"], url: "https://music.test/11", artworkURL: "https://art.test/11/100x100bb.jpg", explicit: true),
        Album(rank: 2, id: "22", name: "Beta", artist: "Bob", releaseDate: "2025-05-06", genres: ["Rock"], url: "https://music.test/22", artworkURL: "https://art.test/22/100x100bb.jpg", explicit: false),
        Album(rank: 3, id: "33", name: "Gamma", artist: "Cy", releaseDate: "2024-12-31", genres: ["Jazz"], url: "https://music.test/33", artworkURL: nil, explicit: false),
    ]
    static let date = Date(timeIntervalSince1970: 1_790_000_000)
    /// `albums` as a store's chart: ranked 1, 2, … in the order given.
    static func ranked(_ albums: [Album]) -> [Album] {
        albums.enumerated().map { offset, album in
            var album = album
            album.rank = offset + 1
            return album
        }
    }
    /// Covers in half blocks, as `pictures` models draw them.
    static let target = PictureTarget(mode: .blocks)

    /// The settings at their defaults, covers drawn in half blocks (`pictures`) or not at all.
    static func configuration(pictures: Bool = false) -> Configuration {
        Configuration.defaults.setting(Settings.art, to: pictures ? .blocks : PictureMode.none)
    }

    /// A model with nothing loaded yet, at a size.
    static func empty(columns: Int = 80, rows: Int = 24, pictures: Bool = false) -> BrowseModel {
        BrowseModel(columns: columns, rows: rows, configuration: configuration(pictures: pictures), now: date)
    }

    /// A model with `albums` loaded, at a size.
    static func loaded(_ albums: [Album] = albums, columns: Int = 80, rows: Int = 24, pictures: Bool = false) -> BrowseModel {
        BrowseModel.update(empty(columns: columns, rows: rows, pictures: pictures), .chartLoaded(.loaded(Chart(albums: albums)), at: date)).0
    }

    /// The model after each event in turn, and every effect asked for.
    static func run(_ model: BrowseModel, _ events: [BrowseEvent]) -> (BrowseModel, [BrowseEffect]) {
        events.reduce((model, [BrowseEffect]())) { state, event in
            let (next, effects) = BrowseModel.update(state.0, event)
            return (next, state.1 + effects)
        }
    }

    static func keys(_ keys: KeyParser.Key...) -> [BrowseEvent] { keys.map { .input(.key($0)) } }

    @Test func movingStopsAtBothEnds() {
        let (model, _) = Self.run(Self.loaded(), Self.keys(.character("k"), .down, .character("j"), .character("j"), .down))
        #expect(model.selection == 2)
        #expect(Self.run(model, Self.keys(.home)).0.selection == 0)
        #expect(Self.run(model, Self.keys(.character("g"))).0.selection == 0)
        #expect(Self.run(Self.loaded(), Self.keys(.end)).0.selection == 2)
        #expect(Self.run(Self.loaded(), Self.keys(.character("G"))).0.selection == 2)
        #expect(Self.run(Self.loaded(), Self.keys(.up)).0.selection == 0)
    }

    @Test func pagesMoveByTheRowsShownAndScroll() {
        let many = (1...100).map { rank in
            Album(rank: rank, id: "\(rank)", name: "A\(rank)", artist: "B", releaseDate: nil, genres: [], url: "u", artworkURL: nil, explicit: false)
        }
        let model = Self.loaded(many, rows: 24)
        #expect(model.visibleRows == 21)
        let paged = Self.run(model, Self.keys(.pageDown)).0
        #expect(paged.selection == 21)
        #expect(paged.top == 1, "the highlight is on the last row shown")
        let end = Self.run(model, Self.keys(.end)).0
        #expect(end.selection == 99 && end.top == 79)
        #expect(Self.run(end, Self.keys(.pageUp)).0.selection == 78)
    }

    @Test func aCoverIsAskedForOnlyWhenThePaneShowsAndOnlyTheNewest() {
        let narrow = Self.run(Self.loaded(pictures: true), Self.keys(.down)).1
        #expect(narrow.isEmpty, "80 columns: no cover pane")
        let wide = Self.loaded(columns: 120, rows: 30, pictures: true)
        let (moved, effects) = Self.run(wide, Self.keys(.down, .down))
        let size = moved.paneCoverSize
        #expect(effects == [.run(.cover(Self.albums[1], columns: size.columns, rows: size.rows, target: Self.target, mock: false)), .run(.cover(Self.albums[2], columns: size.columns, rows: size.rows, target: Self.target, mock: false))])
        // Its cover already at hand: nothing to load.
        var withCover = moved
        withCover.cover = BrowseModel.Cover(albumID: "22", columns: size.columns, rows: size.rows, target: Self.target,
                                            image: CoverImage(image: RGBAImage(width: 2, height: 2), box: PictureSize(columns: 1, rows: 1)))
        #expect(Self.run(withCover, Self.keys(.up)).1 == [])
        #expect(Self.run(Self.loaded(columns: 120, rows: 30, pictures: false), Self.keys(.down)).1 == [], "no pictures, no covers")
    }

    /// A cover still loading when `art` changes comes back decoded for the old
    /// way: it is never drawn, and is asked for again, the new way.
    @Test func aCoverDecodedForTheOldArtIsNeverDrawn() {
        let wide = Self.loaded(columns: 120, rows: 30, pictures: true)
        let size = wide.paneCoverSize
        let sextants = wide.configuration.setting(Settings.art, to: .sextant, from: .file)
        let (changed, effects) = Self.run(wide, [.settingSaved(.saved(sextants, message: "saved art = sextant"))])
        let now = changed.pictureTarget
        #expect(now.mode == .sextant)
        #expect(effects == [.run(.cover(Self.albums[0], columns: size.columns, rows: size.rows, target: now, mock: false))], "the cover, the new way")
        let image = CoverImage(image: RGBAImage(width: 2, height: 2), box: PictureSize(columns: 1, rows: 1))
        let old = BrowseModel.Cover(albumID: "11", columns: size.columns, rows: size.rows, target: Self.target, image: image)
        let (late, again) = Self.run(changed, [.coverLoaded(old)])
        #expect(late.cover == nil, "decoded for half blocks: not drawn")
        #expect(again == effects, "and asked for again")
        let fresh = BrowseModel.Cover(albumID: "11", columns: size.columns, rows: size.rows, target: now, image: image)
        #expect(Self.run(late, [.coverLoaded(fresh)]).0.cover == fresh)
        #expect(Self.run(late, [.coverLoaded(fresh)]).1 == [])
    }

    @Test func enterOpensTheDetailWithItsLargeCoverAndEscGoesBack() {
        let (detail, effects) = Self.run(Self.loaded(columns: 120, rows: 30, pictures: true), Self.keys(.down, .enter))
        #expect(detail.page == .detail)
        #expect(Array(effects.suffix(3)) == [.run(.cover(Self.albums[1], columns: 40, rows: 20, target: Self.target, mock: false)), .run(.copyright(Self.albums[1], mock: false)), .run(.tracks(Self.albums[1], mock: false))])
        let filled = Self.run(detail, [.copyrightLoaded(albumID: "22", copyright: "℗ 2025 Bob")]).0
        #expect(filled.selected?.copyright == "℗ 2025 Bob")
        #expect(BrowseView.frame(filled).text().contains("Copyright  ℗ 2025 Bob"), "the same line as albums show")
        #expect(Self.run(filled, Self.keys(.down, .up)).1.contains(.run(.copyright(Self.albums[1], mock: false))) == false, "known now: not asked again")
        #expect(Self.run(detail, Self.keys(.character("o"))).1 == [.run(.open("https://music.test/22"))])
        for back in [KeyParser.Key.escape, .backspace, .character("q")] {
            #expect(Self.run(detail, [.input(.key(back))]).0.page == .chart)
        }
        #expect(Self.run(detail, Self.keys(.down)).0.selection == 2, "the next album, still in the detail")
    }

    @Test func sCyclesTheSortKeepingTheHighlightedAlbum() {
        let (sorted, _) = Self.run(Self.loaded(), Self.keys(.down, .character("s")))
        #expect(sorted.sort == .name)
        #expect(sorted.albums.map(\.name) == ["Alpha", "Beta", "Gamma"])
        #expect(sorted.selected?.id == "22")
        let (byArtist, _) = Self.run(sorted, Self.keys(.character("s")))
        #expect(byArtist.sort == .artist)
        let all = AlbumsCore.SortOrder.allCases
        let (round, _) = Self.run(Self.loaded(), Array(repeating: BrowseEvent.input(.key(.character("s"))), count: all.count))
        #expect(round.sort == .rank, "back to the first after every order")
        #expect(round.message == "sorted by rank")
    }

    @Test func refreshKeepsTheAlbumsOnScreenAndShowsTheSpinnerOnlyAfterItsDelay() {
        let (loading, effects) = Self.run(Self.loaded(), Self.keys(.character("r")))
        #expect(effects == [.run(.chart(refresh: true, mock: false)), .run(.spinner)])
        #expect(loading.loading && !loading.spinnerShown)
        #expect(loading.albums.count == 3, "the previous data stays")
        let spinning = Self.run(loading, [.spinnerDue]).0
        #expect(spinning.spinnerShown)
        let done = Self.run(spinning, [.chartLoaded(.loaded(Chart(albums: Array(Self.albums.prefix(2)))), at: Self.date)]).0
        #expect(!done.loading && !done.spinnerShown)
        #expect(Self.run(Self.loaded(), [.spinnerDue]).0.spinnerShown == false, "too late: the load had ended")
    }

    @Test func aReloadKeepsTheSameAlbumHighlighted() {
        let model = Self.run(Self.loaded(), Self.keys(.down, .down)).0
        let reordered = [Self.albums[2], Self.albums[0], Self.albums[1]]
        let reloaded = Self.run(model, [.chartLoaded(.loaded(Chart(albums: reordered)), at: Self.date)]).0
        #expect(reloaded.selected?.id == "33")
        let failed = Self.run(model, [.chartLoaded(.failed(Failure("x", why: "y")), at: Self.date)]).0
        #expect(failed.albums.isEmpty && failed.selection == 0)
    }

    @Test func qQuitsFromTheChartAndCtrlCFromAnywhere() {
        #expect(Self.run(Self.loaded(), Self.keys(.character("q"))).1 == [.quit])
        for page in [BrowseModel.Page.chart, .detail, .search, .settings] {
            var model = Self.loaded()
            model.page = page
            #expect(Self.run(model, Self.keys(.control("c"))).1 == [.quit])
            #expect(Self.run(model, Self.keys(.control("z"))).1 == [.suspend])
        }
    }

    @Test func searchTypesRunsAndGoesBack() {
        let (typing, effects) = Self.run(Self.loaded(), Self.keys(.character("/"), .character("n"), .character("q"), .backspace, .character("e")))
        #expect(effects == [.run(.recentSearches)])
        #expect(typing.page == .search)
        #expect(typing.search.query == "ne", "q is a letter here, not quit")
        let (searching, more) = Self.run(typing, [.input(.paste("on\tx\n")), .input(.key(.enter))])
        #expect(searching.search.query == "neon x")
        #expect(more == [.run(.search("neon x", mock: false)), .run(.spinner)])
        let results = [SearchResult(kind: .album, id: "9", name: "Neon", artist: "Vera")]
        let found = Self.run(searching, [.searched(term: "neon x", .found(results, notice: nil))]).0
        #expect(!found.search.searching)
        #expect(found.search.state == .found(results, notice: nil))
        #expect(found.search.recent.first == "neon x")
        #expect(Self.run(found, [.searched(term: "other", .noResults(term: "other", kind: .album))]).0.search.state == .found(results, notice: nil),
                "an answer to an older search is ignored")
        #expect(Self.run(found, Self.keys(.escape)).0.page == .chart)
    }

    /// Enter on a highlighted result opens its detail (the chart's own album
    /// when it charts); Esc comes back to the results, query and highlight kept;
    /// a query edited since is searched again.
    @Test func searchResultsOpenAndEscComesBack() throws {
        let results = [SearchResult(kind: .album, id: "9", name: "Neon", artist: "Vera", releaseDate: "2026-01-01", genre: "Pop",
                                    url: "https://music.test/9", artworkURL: "https://art.test/9/100x100bb.jpg"),
                       SearchResult(kind: .album, id: "22", name: "Beta", artist: "Bob")]
        try #require(results.count == 2)
        let typed = Self.run(Self.loaded(), Self.keys(.character("/"), .character("n"), .character("e"), .enter)).0
        let found = Self.run(typed, [.searched(term: "ne", .found(results, notice: nil))]).0
        let (neon, effects) = Self.run(found, Self.keys(.enter))
        #expect(neon.page == .detail && neon.selected?.name == "Neon" && neon.selected?.rank == 0, "the catalog's album, not on the chart")
        #expect(effects == [.run(.copyright(Album(searched: results[0]), mock: false)), .run(.tracks(Album(searched: results[0]), mock: false))])
        #expect(BrowseView.frame(neon).text().contains("Rank       not on the chart"))
        let back = Self.run(neon, Self.keys(.escape)).0
        #expect(back.page == .search && back.search.query == "ne" && back.search.state == found.search.state && back.opened == nil)
        // Beta is on the chart: its own album, highlighted, rank and all; Esc back to the second result.
        let beta = Self.run(back, Self.keys(.down, .enter)).0
        #expect(beta.page == .detail && beta.selected == Self.albums[1] && beta.opened == nil && beta.selection == 1)
        #expect(Self.run(beta, Self.keys(.escape)).0.search.selection == 1)
        // The query edited: Enter searches it.
        #expect(Self.run(back, Self.keys(.character("o"), .enter)).1 == [.run(.search("neo", mock: false)), .run(.spinner)])
    }

    @Test func anEmptySearchLineOffersTheRecentSearches() {
        var model = Self.run(Self.loaded(), Self.keys(.character("/"))).0
        model = Self.run(model, [.recentLoaded(["neon", "midnight"])]).0
        let (chosen, effects) = Self.run(model, Self.keys(.down, .enter))
        #expect(chosen.search.query == "midnight")
        #expect(effects == [.run(.search("midnight", mock: false)), .run(.spinner)])
        #expect(Self.run(model, Self.keys(.enter)).1 == [.run(.search("neon", mock: false)), .run(.spinner)])
    }

    @Test func aFoundSearchGoesToTheTopOfTheRecentListOnce() {
        var model = Self.run(Self.loaded(), Self.keys(.character("/"))).0
        model = Self.run(model, [.recentLoaded(["neon", "midnight"])]).0
        model = Self.run(model, Self.keys(.character("M"), .character("i"), .character("d"), .character("n"), .character("i"), .character("g"), .character("h"), .character("t"), .enter)).0
        let results = [SearchResult(kind: .album, id: "9", name: "Midnight", artist: "Vera")]
        model = Self.run(model, [.searched(term: "Midnight", .found(results, notice: nil))]).0
        #expect(model.search.recent == ["midnight", "neon"], "as the recent-searches file keeps them")
    }

    @Test func pasteGoesOnlyIntoTheSearchLine() {
        let model = Self.run(Self.loaded(), [.input(.paste("jjj"))]).0
        #expect(model.selection == 0 && model.search.query == "")
    }

    /// Keys that move the settings page's highlight to the row of `key`.
    static func toSetting(_ key: String) -> [BrowseEvent] {
        let row = Settings.all.firstIndex { $0.key == key } ?? 0
        return Array(repeating: .input(.key(.down)), count: row)
    }

    @Test func settingsCycleAChoiceAndSaveIt() {
        let (model, effects) = Self.run(Self.loaded(), Self.keys(.character(",")))
        #expect(effects == [], "the rows are the run's settings, at hand")
        #expect(model.page == .settings)
        let next = AlbumsCore.SortOrder.allCases[1].rawValue
        #expect(Self.run(model, Self.toSetting("sort") + Self.keys(.enter)).1 == [.run(.save(Settings.sort.any, next))], "rank's next")
        // A setting with no short list of values: Enter opens an edit line with its value.
        let open = Self.run(model, Self.toSetting("limit") + Self.keys(.enter))
        #expect(open.1 == [])
        #expect(open.0.settings.editing == "100")
        let typed = Self.run(open.0, Self.keys(.backspace, .backspace, .backspace, .character("2"), .character("5"), .enter))
        #expect(typed.1 == [.run(.save(Settings.limit.any, "25"))])
        #expect(Self.run(open.0, Self.keys(.character("?"))).0.help == false, "? is typed into the edit line")
        #expect(Self.run(open.0, Self.keys(.escape)).0.settings.editing == nil, "Esc cancels")
        #expect(Self.run(open.0, Self.keys(.escape)).0.page == .settings, "and stays on the page")
        // Refused (the status line says why, as settings set does): the line stays to be mended; taken: it closes.
        let refused = Self.run(typed.0, [.settingSaved(.refused("invalid value \"0\" for limit: limit must be 1…100"))]).0
        #expect(refused.settings.editing == "25" && refused.message?.hasPrefix("invalid value") == true)
        let limited = typed.0.configuration.setting(Settings.limit, to: 25, from: .file)
        let taken = Self.run(typed.0, [.settingSaved(.saved(limited, message: "saved limit = 25"))])
        #expect(taken.0.settings.editing == nil && taken.1 == [.run(.chart(refresh: false, mock: false)), .run(.spinner)], "limit: the chart again")
        #expect(taken.0.configuration.limit == 25 && taken.0.loading)
        let byName = model.configuration.setting(Settings.sort, to: .name, from: .file)
        let saved = Self.run(model, [.settingSaved(.saved(byName, message: "saved sort = name"))])
        #expect(saved.0.sort == .name && saved.0.message == "saved sort = name")
        #expect(saved.0.albums.map(\.name) == ["Alpha", "Beta", "Gamma"] && saved.1 == [], "sort: the list in its order, nothing loaded")
        let stub = model.configuration.setting(Settings.session, to: .stub, from: .file)
        let reloading = Self.run(model, [.settingSaved(.saved(stub, message: "saved session = stub"))])
        #expect(reloading.1 == [.run(.chart(refresh: false, mock: false)), .run(.spinner)])
        #expect(reloading.0.status.isMock)
        let kept = Self.run(typed.0, [.settingSaved(.kept("saved limit = 25; --limit still wins for this run"))]).0
        #expect(kept.settings.editing == nil && kept.configuration == typed.0.configuration, "a flag wins: the run's settings stay")
    }

    @Test func theMouseScrollsAndAClickSelects() {
        let many = (1...30).map { rank in
            Album(rank: rank, id: "\(rank)", name: "A\(rank)", artist: "B", releaseDate: nil, genres: [], url: "u", artworkURL: nil, explicit: false)
        }
        let model = Self.loaded(many)
        #expect(Self.run(model, [.input(.mouse(.init(action: .wheelDown, button: 1, column: 5, row: 5)))]).0.selection == 3)
        #expect(Self.run(model, [.input(.mouse(.init(action: .press, button: 0, column: 5, row: 4)))]).0.selection == 3, "row 4 is the fourth album")
        #expect(Self.run(model, [.input(.mouse(.init(action: .press, button: 0, column: 5, row: 0)))]).0.selection == 0, "the header")
        #expect(Self.run(model, [.input(.mouse(.init(action: .press, button: 0, column: 5, row: 23)))]).0.selection == 0, "the key line")
    }

    @Test func pPlaysTheHighlightedAlbumAndPAgainStops() {
        let (model, effects) = Self.run(Self.loaded(), Self.keys(.down, .character("p")))
        #expect(effects == [.run(.album(Self.albums[1], play: 1, mock: false))])
        #expect(BrowseView.frame(model).text().contains("\n ▶ starting…  · standard · us"), "what plays is known from the key on")
        let playing = Self.run(model, [.nowPlaying(play: 1, line: "▶ 2/9  Song — Bob  0:30")]).0
        #expect(BrowseView.frame(playing).text().contains("\n ▶ 2/9  Song — Bob  0:30  · standard · us"))
        let stopping = Self.run(playing, Self.keys(.character("p")))
        #expect(stopping.1 == [.cancel(.play)])
        #expect(BrowseView.frame(stopping.0).text().contains("\n ■ stopping…  · standard"), "not stopped until the player has ended")
        #expect(Self.run(playing, Self.keys(.up, .character("p"))).1 == [.run(.album(Self.albums[0], play: 2, mock: false))], "another album: play it instead")
        let ended = Self.run(playing, [.playEnded(play: 1, message: "played 9 previews with mpv")]).0
        #expect(ended.playing == nil && ended.message == "played 9 previews with mpv")
        let detail = Self.run(Self.loaded(), Self.keys(.enter, .character("p"))).1
        #expect(detail.last == .run(.album(Self.albums[0], play: 1, mock: false)), "from the detail too")
    }

    /// The end of album A's play, coming after album B's has started, says nothing of B's.
    @Test func theNowPlayingLineBelongsToWhatPlaysNow() {
        var model = Self.run(Self.loaded(), Self.keys(.character("p")) + [.nowPlaying(play: 1, line: "▶ 1/9  A1 — Ann")]).0
        model = Self.run(model, Self.keys(.down, .character("p")) + [.nowPlaying(play: 2, line: "▶ 1/9  B1 — Bob")]).0
        let late = Self.run(model, [.playEnded(play: 1, message: "stopped"), .nowPlaying(play: 1, line: "▶ 2/9  A2 — Ann")]).0
        #expect(late.playing?.albumID == "22" && late.playing?.line == "▶ 1/9  B1 — Bob", "A's end and A's late line are A's")
        #expect(late.message == nil, "and A's \"stopped\" isn't said of B")
        #expect(Self.run(late, Self.keys(.character("p"))).1 == [.cancel(.play)], "p stops B, what plays")
        #expect(Self.run(late, [.playEnded(play: 2, message: "played 9 previews with test")]).0.playing == nil)
    }

    /// The view keeps the table between frames and makes it again only when the albums, their order or the width change.
    @Test func theTableIsMadeAgainOnlyWhenAlbumsOrderOrWidthChange() {
        let cache = BrowseView.Cache()
        let model = Self.loaded()
        #expect(cache.table(model) == ListView.table(Self.albums).render(maxWidth: 80, style: BrowseView.colours).split(separator: "\n").map(String.init),
                "list's table, with list's colours")
        _ = BrowseView.frame(model, cache: cache)
        let moved = Self.run(model, Self.keys(.down)).0
        _ = BrowseView.frame(moved, cache: cache)
        #expect(cache.table(moved) == cache.table(model))
        #expect(cache.made.tables == 1, "moving the highlight, or another frame, makes no table")
        let fewer = Self.run(model, [.chartLoaded(.loaded(Chart(albums: Array(Self.albums.suffix(2)))), at: Self.date)]).0
        let fewerTable = cache.table(fewer)
        #expect(fewerTable.count == 3 && fewerTable.element(1)?.hasPrefix("2 ") == true, "the new albums")
        #expect(cache.made.tables == 2)
        let narrow = Self.run(model, [.resized(columns: 30, rows: 24)]).0
        let narrowTable = cache.table(narrow)
        #expect(narrowTable.allSatisfy { DisplayWidth.of($0.withoutANSI) <= 30 })
        #expect(narrowTable != cache.table(model))
        #expect(BrowseModel.update(model, .input(.key(.down))).0 != model, "the model changed, and it holds no table to compare")
    }

    @Test func theEndOfInputQuits() {
        #expect(Self.run(Self.loaded(), [.inputEnded]).1 == [.quit])
    }

    @Test func helpOpensWithQuestionMarkAndAnyKeyClosesIt() {
        let shown = Self.run(Self.loaded(), Self.keys(.character("?"))).0
        #expect(shown.help)
        let closed = Self.run(shown, Self.keys(.character("q")))
        #expect(!closed.0.help && closed.1.isEmpty, "q closes the help, it doesn't quit")
        // Every line of it fits 80×24, the status and key lines below: the last is there, and its box closes.
        let lines = BrowseView.frame(shown).text().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.contains { $0.contains("│ mouse           wheel scrolls, a click selects") }, "\(lines.joined(separator: "\n"))")
        #expect(lines.contains { $0.contains("└────") })
    }

    @Test func resizingKeepsTheHighlightOnScreen() {
        let many = (1...50).map { rank in
            Album(rank: rank, id: "\(rank)", name: "A\(rank)", artist: "B", releaseDate: nil, genres: [], url: "u", artworkURL: nil, explicit: false)
        }
        let model = Self.run(Self.loaded(many, rows: 40), Self.keys(.character("G"))).0
        let smaller = Self.run(model, [.resized(columns: 80, rows: 12)]).0
        #expect(smaller.selection == 49)
        #expect(smaller.top == 49 - smaller.visibleRows + 1)
        #expect(Self.run(model, [.resized(columns: 39, rows: 12)]).0.isTooSmall)
    }
}

@Suite struct BrowseViewTests {
    static func frame(_ model: BrowseModel) -> Frame { BrowseView.frame(model) }

    @Test func theChartAt40By10() {
        #expect(Self.frame(BrowseUpdateTests.loaded(columns: 40, rows: 10)).markup() == """
            «b,fg:cyan»#     Album  Artist  Released    Genre
            «s»1  E  Alpha  Ann     2026-01-02  Pop   \u{20}
            2     Beta   Bob     2025-05-06  Rock
            3     Gamma  Cy      2024-12-31  Jazz




            «r» standard · us · sort rank · session sha
             «b»↑↓«d» move«»  «b»Enter«d» open«»  «b»/«d» search«»  «b»?«d» help

            """)
    }

    static let status80 = "«r» standard · us · sort rank · session shared · updated just now" + String(repeating: " ", count: 18)

    @Test func theDetailIsWhatShowPrints() {
        let model = BrowseUpdateTests.run(BrowseUpdateTests.loaded(columns: 80, rows: 10), BrowseUpdateTests.keys(.down, .enter)).0
        #expect(Self.frame(model).markup() == """
            «b,fg:cyan»Beta
            by Bob

              «d»Rank     «»  2
              «d»Genre    «»  Rock
              «d»Released «»  May 6, 2025
              «d»Explicit «»  no
              «d»Copyright«»  unknown
            \(Self.status80)
             «b»Esc«d» back«»  «b»Tab«d» tracks«»  «b»p«d» play previews«»  «b»o«d» open«»  «b»↑↓«d» previous/next«»  «b»?«d» help

            """)
    }

    @Test func theSettingsPageIsSettingsListWithWhatEnterDoes() {
        let model = BrowseUpdateTests.run(BrowseUpdateTests.loaded(columns: 80, rows: 10), BrowseUpdateTests.keys(.character(","))).0
        let lines = Self.frame(model).markup().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.element(0)?.hasPrefix("«b,fg:cyan»Key") == true, "the header")
        // 10 rows: the header, 7 settings, the status and key lines.
        for (row, setting) in Settings.all.prefix(7).enumerated() {
            let line = (lines.element(row + 1) ?? "").replacingOccurrences(of: "«s»", with: "")
            #expect(line.hasPrefix(setting.key + " "), "row \(row + 1): \(setting.key)")
            let allowed = setting.choices.isEmpty ? "Enter: edit" : "Enter: " + setting.choices.joined(separator: ", ")
            #expect(line.contains(String(allowed.prefix(12))), "what Enter does: \(allowed)")
        }
        #expect(lines.element(1)?.hasPrefix("«s»feed ") == true, "the first highlighted")
        #expect(lines.element(8) == Self.status80)
        // Scrolled with the highlight: the last setting's row shows.
        let last = BrowseUpdateTests.run(model, BrowseUpdateTests.keys(.end) + Array(repeating: .input(.key(.down)), count: Settings.all.count)).0
        #expect(Self.frame(last).text().split(separator: "\n").element(7)?.hasPrefix(Settings.all.last?.key ?? "?") == true)
    }

    @Test func searchResultsAreGroupedByArtistWithTheFirstHighlighted() {
        var model = BrowseUpdateTests.run(BrowseUpdateTests.loaded(columns: 80, rows: 10),
                                          BrowseUpdateTests.keys(.character("/"), .character("n"), .character("e"), .character("o"), .character("n"), .enter)).0
        model = BrowseModel.update(model, .searched(term: "neon", .found([
            SearchResult(kind: .album, id: "9", name: "Neon", artist: "Vera", releaseDate: "2026-01-01", genre: "Pop"),
            SearchResult(kind: .album, id: "8", name: "Neon Two", artist: "Vera", releaseDate: "2025-01-01", genre: "Jazz"),
        ], notice: nil))).0
        #expect(Self.frame(model).markup() == """
            «b,fg:cyan»Search: «»neon▏

            «b,fg:cyan»Vera
            «s»  Neon      2026  Pop   9\(String(repeating: " ", count: 55))
              Neon Two  2025  Jazz  8



            \(Self.status80)
             «b»↑↓«d» choose«»  «b»Enter«d» open«»  «b»Esc«d» back«»  «b»type«d» a new search

            """)
    }

    @Test func loadingIsCentredWithTheSameWordsAsList() throws {
        let model = BrowseUpdateTests.empty(columns: 40, rows: 10)
        let lines = Self.frame(model).text().split(separator: "\n", omittingEmptySubsequences: false)
        try #require(lines.count > 3, "long enough to index")
        #expect(lines[3] == "     Loading the top albums chart…")
        var spinning = model
        spinning.spinnerShown = true
        spinning.spinnerFrame = 1
        #expect(Self.frame(spinning).text().contains("\n ⠙ loading… standard · us"))
    }

    @Test func anErrorSaysWhatWhyWhatToTryAndHowToRetry() {
        let model = BrowseModel.update(
            BrowseUpdateTests.empty(columns: 40, rows: 10),
            .chartLoaded(.failed(Failure("no chart", why: "offline", suggestion: "use stub")), at: BrowseUpdateTests.date)
        ).0
        #expect(Self.frame(model).markup() == """

                        «b,fg:red»error: no chart
                        why: offline
                        try: use stub

                        «d»r: retry


            «r» standard · us · sort rank · session sha
             «b»r«d» retry«»  «b»,«d» settings«»  «b»q«d» quit«»  «b»?«d» help

            """)
    }

    @Test func noDataIsTheFriendlyMessageCentred() throws {
        let model = BrowseModel.update(
            BrowseUpdateTests.empty(columns: 80, rows: 24),
            .chartLoaded(.noData, at: BrowseUpdateTests.date)
        ).0
        let lines = Self.frame(model).text().split(separator: "\n", omittingEmptySubsequences: false)
        try #require(lines.count > 10, "long enough to index")
        // 59 columns of message in 80: 10 to its left; one line in the 22 above the status line: row 10.
        #expect(lines[10] == String(repeating: " ", count: 10) + ListView.emptyMessage)
    }

    @Test func aWindowTooSmallAsksForMore() {
        let model = BrowseUpdateTests.loaded(columns: 39, rows: 30)
        #expect(Self.frame(model).text() == "Make the window at least 40×10 (it is 3\n" + String(repeating: "\n", count: 29))
        #expect(Self.frame(BrowseUpdateTests.loaded(columns: 60, rows: 9)).text().hasPrefix("Make the window at least 40×10 (it is 60×9)\n"))
    }

    @Test(arguments: [(40, 10), (80, 24), (200, 60)])
    func everyPageFitsEverySize(columns: Int, rows: Int) {
        var model = BrowseUpdateTests.loaded(columns: columns, rows: rows, pictures: true)
        model.search.recent = ["neon"]
        for page in [BrowseModel.Page.chart, .detail, .search, .settings, .world, .news] {
            model.page = page
            for help in [false, true] {
                model.help = help
                let frame = Self.frame(model)
                let lines = frame.text().split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                #expect(lines.count == rows)
                #expect(lines.allSatisfy { DisplayWidth.of(String($0)) <= columns }, "\(page) at \(columns)×\(rows)")
                #expect(lines[rows - 2].hasPrefix(" standard · us · sort rank"), "the status line, second to last")
                if help { #expect(frame.text().contains("Keys")) }
            }
        }
    }

    /// 2×2 pixels, red over blue: two half-block cells, red on blue.
    static let redOverBlue = CoverImage(image: RGBAImage(width: 2, height: 2, pixels: [255, 0, 0, 255, 255, 0, 0, 255, 0, 0, 255, 255, 0, 0, 255, 255]),
                                        box: PictureSize(columns: 2, rows: 1))

    @Test func theCoverPaneComesWithRoomAndShowsTheHighlightedAlbum() {
        var model = BrowseUpdateTests.loaded(columns: 120, rows: 30, pictures: true)
        let red = Frame.Cell(text: "▀", style: .init(foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255)))
        model.cover = BrowseModel.Cover(albumID: "11", columns: 2, rows: 1, target: BrowseUpdateTests.target, image: Self.redOverBlue)
        let frame = Self.frame(model)
        let column = 120 - BrowseModel.coverPaneWidth // the pane: after the table, a blank column and the rule
        #expect(frame[1, column + 1] == red && frame[1, column + 2] == red)
        #expect(frame.text().split(separator: "\n")[1 + model.paneCoverSize.rows + 1].hasSuffix("Alpha"))
        // Another album highlighted: its cover isn't that one.
        model = BrowseModel.update(model, .input(.key(.down))).0
        #expect(Self.frame(model)[1, column + 1] != red)
        #expect(Self.frame(BrowseUpdateTests.loaded(columns: 99, rows: 30, pictures: true)).text().contains("│") == false)
    }

    @Test func widthsFollowDisplayWidthSoColumnsNeverShift() {
        let wide = [
            Album(rank: 1, id: "1", name: "東京ナイトドライブ", artist: "星野ミナ", releaseDate: "2026-05-07", genres: ["J-Pop"], url: "u", artworkURL: nil, explicit: false),
            Album(rank: 2, id: "2", name: "Sunflower 🌻", artist: "Lola", releaseDate: "2026-03-20", genres: ["Pop"], url: "u", artworkURL: nil, explicit: false),
            Album(rank: 3, id: "3", name: "Cafe\u{301} de Minuit", artist: "Zoe\u{301}", releaseDate: "2026-10-03", genres: ["Pop"], url: "u", artworkURL: nil, explicit: false),
        ]
        let lines = Self.frame(BrowseUpdateTests.loaded(wide, columns: 80, rows: 10)).text().split(separator: "\n")
        // The display width of what comes before each date.
        let releasedColumn = { (line: Substring) -> Int in
            guard let range = line.range(of: "2026-") else { return -1 }
            return DisplayWidth.of(String(line[..<range.lowerBound]))
        }
        let columns = lines[1...3].map(releasedColumn)
        #expect(columns.allSatisfy { $0 > 0 })
        #expect(Set(columns).count == 1, "the dates start in the same column: \(columns)")
    }

    @Test func untrustedTextIsSanitised() {
        let hostile = [Album(rank: 1, id: "1", name: "Evil\u{1B}[2J\u{07}", artist: "Mirror \u{202E}x", releaseDate: nil, genres: [], url: "u",
                             artworkURL: nil, explicit: false)]
        for page in [BrowseModel.Page.chart, .detail] {
            var model = BrowseUpdateTests.loaded(hostile)
            model.page = page
            let text = Self.frame(model).text()
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x202E }, "\(page)")
        }
    }

    @Test func theSelectionHasItsOwnColourAndIsReverseVideoWithout() {
        let frame = Self.frame(BrowseUpdateTests.loaded())
        #expect(frame[1, 0].style.selected)
        #expect(frame[2, 0].style == .plain)
        #expect(FrameWriter.write(frame, over: nil, colors: false).contains("\u{1B}[0;7m1"), "NO_COLOR: reverse video")
        #expect(FrameWriter.write(frame, over: nil, colors: true).contains("\u{1B}[0;48;5;24m1"), "colour: its own background")
        #expect(!FrameWriter.write(frame, over: nil, colors: true).contains("\u{1B}[0;7m1"))
    }

    /// Colour as `list` has it: ▲ green, ▼ red, in the table and on the selected row; headers cyan; none under NO_COLOR.
    @Test func movementIsColouredAsListColoursIt() throws {
        // Alpha was 2nd and is 1st; Beta was 1st and is 2nd.
        let was = { (rank: Int) in ChartHistory.Standing(previousRank: rank, peakRank: rank, editions: 1, debut: 1, debutRank: rank) }
        let albums = [BrowseUpdateTests.albums[0].marked(was(2), at: 2), BrowseUpdateTests.albums[1].marked(was(1), at: 2), BrowseUpdateTests.albums[2]]
        let model = BrowseModel.update(BrowseUpdateTests.empty(), .chartLoaded(.loaded(Chart(albums: albums)), at: BrowseUpdateTests.date)).0
        let frame = Self.frame(model)
        let row = { (line: Int) in (0..<80).map { frame[line, $0] } }
        let up = try #require(row(1).first { $0.text == "▲" }), down = try #require(row(2).first { $0.text == "▼" })
        #expect(up.style.foreground == .green && up.style.selected, "Alpha climbed, and is highlighted")
        #expect(down.style.foreground == .red && !down.style.selected, "Beta fell")
        #expect(frame[0, 0].style == BrowseView.header)
        let plain = FrameWriter.write(frame, over: nil, colors: false)
        #expect(plain.contains("▲") && !plain.contains("32m") && !plain.contains("31m") && !plain.contains("36m"), "no colour under NO_COLOR")
        let coloured = FrameWriter.write(frame, over: nil, colors: true)
        #expect(coloured.contains("\u{1B}[0;32;48;5;24m▲") && coloured.contains("\u{1B}[0;31m▼"), "green on the highlight, red")
    }
}

@Suite struct FrameTests {
    @Test func wideGraphemesTakeTwoCellsAndAreNeverSplit() {
        var frame = Frame(columns: 6, rows: 1)
        #expect(frame.put("a東京b", row: 0, column: 0) == 6)
        #expect(frame[0, 1].text == "東" && frame[0, 2].text == "" && frame[0, 3].text == "京")
        var cut = Frame(columns: 6, rows: 1)
        #expect(cut.put("ab東京", row: 0, column: 0, limit: 5) == 4, "京 would cross the limit")
        #expect(cut.text() == "ab東\n")
        cut.put("x", row: 0, column: 3)
        #expect(cut.text() == "ab x\n", "writing over half of 東 clears the other half")
        #expect(cut.put("e\u{301}", row: 0, column: 5) == 1, "a combining mark stays with its letter")
        #expect(cut[0, 5].text == "e\u{301}")
    }

    @Test func markupShowsEachStyleChange() {
        var frame = Frame(columns: 10, rows: 2)
        frame.put("ab", row: 0, column: 0, style: .init(bold: true))
        frame.put("cd", row: 0, column: 2, style: .init(dim: true, foreground: .green))
        frame.put("e", row: 0, column: 5)
        frame.fill(row: 1, column: 1, count: 2, style: .init(reverse: true, background: .rgb(1, 2, 255)))
        #expect(frame.markup() == "«b»ab«d,fg:green»cd«» e\n «r,bg:#0102ff»  \n")
    }

    @Test func theWriterSendsOnlyTheChangedSpan() {
        var before = Frame(columns: 10, rows: 3)
        before.put("hello", row: 1, column: 0)
        var after = before
        after.put("J", row: 1, column: 1, style: .init(bold: true))
        after.put("y", row: 1, column: 3)
        #expect(FrameWriter.write(after, over: before, colors: true) == "\u{1B}[2;2H\u{1B}[0;1mJ\u{1B}[0mly\u{1B}[0m")
        #expect(FrameWriter.write(after, over: after, colors: true) == "", "nothing changed, nothing sent")
    }

    @Test func theFirstFrameAndANewSizeAreWrittenWhole() {
        var frame = Frame(columns: 3, rows: 2)
        frame.put("ab", row: 0, column: 0)
        let whole = FrameWriter.write(frame, over: nil, colors: true)
        #expect(whole == "\u{1B}[0m\u{1B}[2J\u{1B}[1;1H\u{1B}[0mab \u{1B}[2;1H\u{1B}[0m   \u{1B}[0m")
        #expect(FrameWriter.write(frame, over: Frame(columns: 4, rows: 2), colors: true) == whole)
    }

    @Test func aChangeInsideAWideGraphemeRewritesAllOfIt() {
        var before = Frame(columns: 4, rows: 1)
        before.put("東a", row: 0, column: 0)
        var after = before
        after.put("東", row: 0, column: 0, style: .init(reverse: true))
        #expect(FrameWriter.write(after, over: before, colors: true) == "\u{1B}[1;1H\u{1B}[0;7m東\u{1B}[0m")
    }

    @Test func coloursAreLeftOutUnderNoColorButReverseStays() {
        var frame = Frame(columns: 2, rows: 1)
        frame.put("x", row: 0, column: 0, style: .init(reverse: true, foreground: .rgb(1, 2, 3), background: .palette(200)))
        #expect(FrameWriter.write(frame, over: Frame(columns: 2, rows: 1), colors: false) == "\u{1B}[1;1H\u{1B}[0;7mx\u{1B}[0m")
        #expect(FrameWriter.write(frame, over: Frame(columns: 2, rows: 1), colors: true) == "\u{1B}[1;1H\u{1B}[0;7;38;2;1;2;3;48;5;200mx\u{1B}[0m")
    }
}


/// kitty and iTerm2 covers: placed after the frame, taken away when they no longer show.
@Suite struct BrowseImagesTests {
    static let here = BrowseImages.Placed(albumID: "11", row: 1, column: 85, columns: 34, rows: 17)
    static let there = BrowseImages.Placed(albumID: "22", row: 1, column: 85, columns: 34, rows: 17)

    @Test func kittyDeletesTheOldImageAndPlacesTheNew() {
        let step = BrowseImages.transition(from: Self.here, to: (Self.there, "<image 22>"), kitty: true, framedWhole: false)
        #expect(step.bytes == "\u{1B}_Ga=d,q=2\u{1B}\\\u{1B}[2;86H<image 22>")
        #expect(!step.redraw)
        #expect(BrowseImages.transition(from: Self.here, to: nil, kitty: true, framedWhole: false).bytes == "\u{1B}_Ga=d,q=2\u{1B}\\")
        #expect(BrowseImages.transition(from: Self.here, to: (Self.here, "<image 11>"), kitty: true, framedWhole: false).bytes == "", "still there")
        #expect(BrowseImages.transition(from: Self.here, to: (Self.here, "<image 11>"), kitty: true, framedWhole: true).bytes
            == "\u{1B}_Ga=d,q=2\u{1B}\\\u{1B}[2;86H<image 11>", "a whole new frame: placed again")
    }

    @Test func iTermRedrawsTheCellsToTakeAnImageAway() {
        #expect(BrowseImages.transition(from: Self.here, to: (Self.there, "<image 22>"), kitty: false, framedWhole: false) == ("", true))
        #expect(BrowseImages.transition(from: nil, to: (Self.there, "<image 22>"), kitty: false, framedWhole: true) == ("\u{1B}[2;86H<image 22>", false))
        #expect(BrowseImages.transition(from: nil, to: nil, kitty: false, framedWhole: false) == ("", false))
    }

    @Test func theModelShowsAnImageOnlyWhereItsCoverIs() {
        let cache = BrowseView.Cache()
        var model = BrowseModel(columns: 120, rows: 30, configuration: Configuration.defaults.setting(Settings.art, to: .iterm), now: BrowseUpdateTests.date)
        model = BrowseModel.update(model, .chartLoaded(.loaded(Chart(albums: BrowseUpdateTests.albums)), at: BrowseUpdateTests.date)).0
        let size = model.paneCoverSize
        model.cover = BrowseModel.Cover(albumID: "11", columns: size.columns, rows: size.rows, target: model.pictureTarget,
                                        image: CoverImage(image: RGBAImage(width: 2, height: 2), original: Data("abc".utf8), box: PictureSize(columns: 2, rows: 1)))
        let shown = BrowseImages.shown(model, cache: cache)
        #expect(shown?.0 == BrowseImages.Placed(albumID: "11", row: 1, column: 85, columns: size.columns, rows: size.rows))
        #expect(shown?.1 == "\u{1B}]1337;File=inline=1;size=3;width=2;height=1;preserveAspectRatio=1:YWJj\u{07}", "iTerm2's image of the file's bytes")
        #expect(BrowseImages.shown(BrowseModel.update(model, .input(.key(.down))).0, cache: cache) == nil, "another album highlighted")
        #expect(BrowseImages.shown(BrowseModel.update(model, .input(.key(.character("?")))).0, cache: cache) == nil, "under the help")
        #expect(BrowseImages.shown(BrowseModel.update(model, .input(.key(.character("/")))).0, cache: cache) == nil, "the search page")
        model.configuration = model.configuration.setting(Settings.art, to: .blocks)
        #expect(BrowseImages.shown(model, cache: cache) == nil, "half blocks are cells")
        #expect(cache.made.pictures == 2, "each way of drawing it once")
    }
}
