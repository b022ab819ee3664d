@testable import AlbumsBrowse
@testable import AlbumsCommands
@testable import AlbumsCore
import AlbumsImaging
@testable import AlbumsPictures
@testable import AlbumsTerminal
import Foundation
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
        #expect(effects == [.run(.cover(Self.albums[1], columns: size.columns, rows: size.rows, target: Self.target)), .run(.cover(Self.albums[2], columns: size.columns, rows: size.rows, target: Self.target))])
        // Its cover already at hand: nothing to load.
        var withCover = moved
        withCover.cover = BrowseModel.Cover(albumID: "22", columns: size.columns, rows: size.rows, target: Self.target,
                                            image: CoverImage(image: RGBAImage(width: 2, height: 2), box: PictureSize(columns: 1, rows: 1)))
        #expect(Self.run(withCover, Self.keys(.up)).1 == [])
        #expect(Self.run(Self.loaded(columns: 120, rows: 30, pictures: false), Self.keys(.down)).1 == [], "no pictures, no covers")
    }

    /// A model made with no terminal of its own (the pure views', the tests')
    /// draws as a 256-colour terminal: `auto` is 256-colour half blocks, and a
    /// mode the art setting names is that mode, never none.
    @Test func aModelsOwnTerminalDrawsWhatTheArtSettingNames() {
        let model = BrowseModel(columns: 80, rows: 24, now: Self.date)
        #expect(model.configuration.art == .auto && model.pictureTarget.mode == .ansi256)
        let named = BrowseModel(columns: 80, rows: 24, configuration: Configuration.defaults.setting(Settings.art, to: .quadrant, from: .file), now: Self.date)
        #expect(named.pictureTarget.mode == .quadrant)
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
        #expect(effects == [.configure(sextants, target: now), .run(.cover(Self.albums[0], columns: size.columns, rows: size.rows, target: now))],
                "the work given the new settings, then the cover, the new way")
        let image = CoverImage(image: RGBAImage(width: 2, height: 2), box: PictureSize(columns: 1, rows: 1))
        let old = BrowseModel.Cover(albumID: "11", columns: size.columns, rows: size.rows, target: Self.target, image: image)
        let (late, again) = Self.run(changed, [.coverLoaded(old)])
        #expect(late.cover == nil, "decoded for half blocks: not drawn")
        #expect(again == Array(effects.dropFirst()), "and asked for again")
        let fresh = BrowseModel.Cover(albumID: "11", columns: size.columns, rows: size.rows, target: now, image: image)
        #expect(Self.run(late, [.coverLoaded(fresh)]).0.cover == fresh)
        #expect(Self.run(late, [.coverLoaded(fresh)]).1 == [])
    }

    @Test func enterOpensTheDetailWithItsLargeCoverAndEscGoesBack() {
        let (detail, effects) = Self.run(Self.loaded(columns: 120, rows: 30, pictures: true), Self.keys(.down, .enter))
        #expect(detail.page == .detail)
        #expect(Array(effects.suffix(3)) == [.run(.cover(Self.albums[1], columns: 40, rows: 20, target: Self.target)), .run(.copyright(Self.albums[1])), .run(.tracks(Self.albums[1]))])
        let filled = Self.run(detail, [.copyrightLoaded(albumID: "22", copyright: "℗ 2025 Bob")]).0
        #expect(filled.selected?.copyright == "℗ 2025 Bob")
        #expect(BrowseView.frame(filled).text().contains("Copyright  ℗ 2025 Bob"), "the same line as albums show")
        #expect(Self.run(filled, Self.keys(.down, .up)).1.contains(.run(.copyright(Self.albums[1]))) == false, "known now: not asked again")
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
        #expect(effects == [.run(.chart(refresh: true)), .run(.spinner)])
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
        #expect(more == [.run(.search("neon x")), .run(.spinner)])
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
        #expect(effects == [.run(.copyright(Album(searched: results[0]))), .run(.tracks(Album(searched: results[0])))])
        #expect(BrowseView.frame(neon).text().contains("Rank       not on the chart"))
        let back = Self.run(neon, Self.keys(.escape)).0
        #expect(back.page == .search && back.search.query == "ne" && back.search.state == found.search.state && back.opened == nil)
        // Beta is on the chart: its own album, highlighted, rank and all; Esc back to the second result.
        let beta = Self.run(back, Self.keys(.down, .enter)).0
        #expect(beta.page == .detail && beta.selected == Self.albums[1] && beta.opened == nil && beta.selection == 1)
        #expect(Self.run(beta, Self.keys(.escape)).0.search.selection == 1)
        // The query edited: Enter searches it.
        #expect(Self.run(back, Self.keys(.character("o"), .enter)).1 == [.run(.search("neo")), .run(.spinner)])
    }

    @Test func anEmptySearchLineOffersTheRecentSearches() {
        var model = Self.run(Self.loaded(), Self.keys(.character("/"))).0
        model = Self.run(model, [.recentLoaded(["neon", "midnight"])]).0
        let (chosen, effects) = Self.run(model, Self.keys(.down, .enter))
        #expect(chosen.search.query == "midnight")
        #expect(effects == [.run(.search("midnight")), .run(.spinner)])
        #expect(Self.run(model, Self.keys(.enter)).1 == [.run(.search("neon")), .run(.spinner)])
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
        #expect(taken.0.settings.editing == nil && taken.1 == [.configure(limited, target: taken.0.pictureTarget), .run(.chart(refresh: false)), .run(.spinner)],
                "limit: the work given the new settings, then the chart again")
        #expect(taken.0.configuration.limit == 25 && taken.0.loading)
        let byName = model.configuration.setting(Settings.sort, to: .name, from: .file)
        let saved = Self.run(model, [.settingSaved(.saved(byName, message: "saved sort = name"))])
        #expect(saved.0.sort == .name && saved.0.message == "saved sort = name")
        #expect(saved.0.albums.map(\.name) == ["Alpha", "Beta", "Gamma"] && saved.1 == [.configure(byName, target: saved.0.pictureTarget)],
                "sort: the list in its order, nothing loaded")
        let stub = model.configuration.setting(Settings.session, to: .stub, from: .file)
        let reloading = Self.run(model, [.settingSaved(.saved(stub, message: "saved session = stub"))])
        #expect(reloading.1 == [.configure(stub, target: reloading.0.pictureTarget), .run(.chart(refresh: false)), .run(.spinner)])
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
        // The edges: 24 rows show albums on rows 1 to 21 (the header above, the status and key lines below).
        #expect(model.visibleRows == 21)
        let click = { (from: BrowseModel, row: Int) in Self.run(from, [.input(.mouse(.init(action: .press, button: 0, column: 5, row: row)))]).0.selection }
        #expect(click(model, 21) == 20, "row 21, the last album shown")
        #expect(click(model, 22) == 0, "row 22, the status line")
        let fifth = Self.run(model, Self.keys(.down, .down, .down, .down)).0
        #expect(fifth.selection == 4 && click(fifth, 1) == 0, "row 1, the first album")
        let tenth = Self.run(model, Array(repeating: BrowseEvent.input(.key(.down)), count: 9)).0
        #expect(Self.run(tenth, [.input(.mouse(.init(action: .wheelUp, button: 0, column: 5, row: 5)))]).0.selection == 6, "the wheel up, 3 rows")
    }

    /// On the settings page a left click on a row highlights its setting (row 0
    /// is the header); a release, another button or the header changes nothing.
    @Test func aClickOnTheSettingsPageSelectsTheRowClicked() {
        let settings = Self.run(Self.loaded(), Self.keys(.character(","))).0
        #expect(settings.page == .settings && settings.settings.selection == 0)
        let click = { (action: KeyParser.Mouse.Action, button: Int, row: Int) in
            Self.run(settings, [.input(.mouse(.init(action: action, button: button, column: 3, row: row)))]).0.settings.selection
        }
        #expect(click(.press, 0, 3) == 2, "row 3 is the third setting")
        #expect(click(.release, 0, 3) == 0 && click(.press, 2, 3) == 0 && click(.press, 0, 0) == 0)
    }

    @Test func pPlaysTheHighlightedAlbumAndPAgainStops() {
        let (model, effects) = Self.run(Self.loaded(), Self.keys(.down, .character("p")))
        #expect(effects == [.run(.album(Self.albums[1], play: 1))])
        #expect(BrowseView.frame(model).text().contains("\n ▶ starting…  · standard · us"), "what plays is known from the key on")
        let playing = Self.run(model, [.nowPlaying(play: 1, line: "▶ 2/9  Song — Bob  0:30")]).0
        #expect(BrowseView.frame(playing).text().contains("\n ▶ 2/9  Song — Bob  0:30  · standard · us"))
        let stopping = Self.run(playing, Self.keys(.character("p")))
        #expect(stopping.1 == [.cancel(.play)])
        #expect(BrowseView.frame(stopping.0).text().contains("\n ■ stopping…  · standard"), "not stopped until the player has ended")
        #expect(Self.run(playing, Self.keys(.up, .character("p"))).1 == [.run(.album(Self.albums[0], play: 2))], "another album: play it instead")
        let ended = Self.run(playing, [.playEnded(play: 1, message: "played 9 previews with mpv")]).0
        #expect(ended.playing == nil && ended.message == "played 9 previews with mpv")
        let detail = Self.run(Self.loaded(), Self.keys(.enter, .character("p"))).1
        #expect(detail.last == .run(.album(Self.albums[0], play: 1)), "from the detail too")
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

    /// The same albums with their history now kept (history turned on): the table shows the Move column.
    @Test func theTableShowsMovementOnceTheSameAlbumsCarryIt() throws {
        let cache = BrowseView.Cache()
        let before = Self.loaded()
        #expect(!BrowseView.frame(before, cache: cache).text().contains("▲"))
        var marked = Self.albums
        try #require(marked.count > 1)
        marked[1].history = AlbumHistory(previousRank: 4, peakRank: 2, editions: 2, movement: .up(2), debut: 0, debutRank: 4, days: 1)
        let after = Self.run(before, [.chartLoaded(.loaded(Chart(albums: marked)), at: Self.date)]).0
        let frame = BrowseView.frame(after, cache: cache).text()
        #expect(frame.contains("▲2"), "the Move column, for the same ids as before:\n\(frame)")
    }

    /// A new edition with the same albums, sorted by name: the same order of ids, new ranks shown.
    @Test func aNewEditionSortedByNameShowsItsNewRanks() {
        let cache = BrowseView.Cache()
        var model = Self.loaded()
        model.resort(model.configuration.setting(Settings.sort, to: .name, from: .flag))
        let first = BrowseView.frame(model, cache: cache).text()
        #expect(first.contains("1  ") && first.split(separator: "\n").contains { $0.contains("Alpha") && $0.hasPrefix("1") })
        let reversed = Self.ranked(Self.albums.reversed())  // Gamma 1, Beta 2, Alpha 3
        let next = Self.run(model, [.chartLoaded(.loaded(Chart(albums: reversed)), at: Self.date)]).0
        #expect(next.albums.map(\.id) == model.albums.map(\.id), "by name: the same order of ids")
        let lines = BrowseView.frame(next, cache: cache).text().split(separator: "\n")
        #expect(lines.contains { $0.contains("Alpha") && $0.hasPrefix("3") }, "Alpha is now 3rd:\n\(lines.joined(separator: "\n"))")
        #expect(lines.contains { $0.contains("Gamma") && $0.hasPrefix("1") })
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
        let lines = BrowseView.frame(shown).text().everyLine
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

    /// The layout's limits: at least 40 columns by 10 rows (39 or 9 is too
    /// small); a cover pane from 100 columns (99: none), 36 wide and its rule
    /// beside the table; its cover 34 wide, 17 rows at most and 4 fewer than the screen's.
    @Test func theLayoutsLimits() {
        let model = Self.loaded(columns: 80, rows: 24, pictures: true)
        for (columns, rows, small) in [(39, 10, true), (40, 10, false), (40, 9, true), (41, 11, false)] {
            #expect(Self.run(model, [.resized(columns: columns, rows: rows)]).0.isTooSmall == small, "\(columns)×\(rows)")
        }
        for (columns, pane) in [(99, false), (100, true), (101, true)] {
            let resized = Self.run(model, [.resized(columns: columns, rows: 30)]).0
            #expect(resized.hasCoverPane == pane && resized.tableWidth == (pane ? columns - 38 : columns), "\(columns) columns")
        }
        let sizes = [20, 21, 22].map { rows in Self.run(model, [.resized(columns: 120, rows: rows)]).0.paneCoverSize }
        #expect(sizes.map(\.columns) == [34, 34, 34] && sizes.map(\.rows) == [16, 17, 17])
    }
}
