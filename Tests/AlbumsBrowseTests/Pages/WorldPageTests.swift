@testable import AlbumsBrowse
@testable import AlbumsCore
import Foundation
import Testing

/// The browser's world page: `w`, the grid, Enter into an album's detail and back.
@Suite struct WorldPageTests {
    typealias Browse = BrowseUpdateTests

    /// "22" charts here and in gb; "44" only in gb, so opening it opens an album this chart lacks.
    static let elsewhere = Album(rank: 1, id: "44", name: "Delta", artist: "Dee", releaseDate: nil, genres: [], url: "https://music.test/44",
                                 artworkURL: nil, explicit: false)
    static var loaded: WorldPage.Loaded {
        let us = Browse.albums
        var gb = [elsewhere, Browse.albums[1]]
        gb[1].rank = 2
        let chart = WorldChart([("us", us), ("gb", gb)])
        return WorldPage.Loaded(countries: ["us", "gb", "kr"], chart: chart, albums: ["11": us[0], "22": us[1], "33": us[2], "44": elsewhere], failures: ["kr (kr.test answered HTTP 404 Not Found)"], failure: nil)
    }

    static func world(columns: Int = 60, rows: Int = 10) -> BrowseModel {
        var model = Browse.loaded(columns: columns, rows: rows)
        model.configuration = model.configuration.setting(Settings.countries, to: ["us", "gb", "kr"])
        return Browse.run(model, Browse.keys(.character("w")) + [.worldLoaded(loaded)]).0
    }

    @Test func wLoadsTheStoresOnceAndShowsTheGrid() {
        let (model, effects) = Browse.run(Browse.loaded(), Browse.keys(.character("w")))
        #expect(model.page == .world)
        #expect(effects == [.run(.world(Settings.countries.defaultValue)), .run(.spinner)])
        #expect(model.world.loading)
        let shown = Self.world()
        #expect(Browse.run(Browse.run(shown, Browse.keys(.escape)).0, Browse.keys(.character("w"))).1 == [], "loaded: not asked again")
        #expect(Browse.run(shown, Browse.keys(.character("r"))).1 == [.run(.world(["us", "gb", "kr"])), .run(.spinner)], "r asks again")
        #expect(shown.world.albums.map(\.id) == ["22", "11", "44", "33"])
    }

    /// A reload keeps the highlight on its album, wherever the new grid puts
    /// it; when the album is gone, the highlight goes to the first row.
    @Test func aReloadKeepsTheHighlightOnItsAlbum() throws {
        var page = Self.world().world
        try #require(page.albums.map(\.id) == ["22", "11", "44", "33"])
        _ = page.key(.down, visible: 8)
        _ = page.key(.down, visible: 8)
        try #require(page.selection == 2, "on Delta (44)")
        // gb alone, Beta 1 and Delta 2: Delta is the second row now.
        let gb = Browse.ranked(Browse.albums.filter { $0.id == "22" } + [Self.elsewhere])
        page.received(WorldPage.Loaded(countries: ["gb"], chart: WorldChart([("gb", gb)]), albums: [:], failures: [], failure: nil), visible: 8)
        try #require(page.albums.map(\.id) == ["22", "44"])
        #expect(page.selection == 1, "still on Delta")
        // us alone: no Delta.
        page.received(WorldPage.Loaded(countries: ["us"], chart: WorldChart([("us", Browse.albums)]), albums: [:], failures: [], failure: nil), visible: 8)
        #expect(page.selection == 0, "Delta is gone: the first row")
    }

    /// `r` after every store failed: "Loading…" while the stores are asked again, not the old failure;
    /// the failure again if they fail again.
    @Test func retryingAfterAFailureSaysLoading() {
        var model = Browse.loaded(columns: 60, rows: 10)
        model.configuration = model.configuration.setting(Settings.countries, to: ["us", "gb", "kr"])
        let failed = WorldPage.Loaded(countries: ["us", "gb", "kr"], chart: nil, albums: [:], failures: [],
                                      failure: Failure("couldn't load any store's chart", why: "no internet connection"))
        let shown = Browse.run(model, Browse.keys(.character("w")) + [.worldLoaded(failed)]).0
        #expect(BrowseView.frame(shown).markup().contains("couldn't load any store's chart"))
        let retrying = Browse.run(shown, Browse.keys(.character("r"))).0
        let frame = BrowseView.frame(retrying).markup()
        #expect(retrying.world.loading && frame.contains("Loading 3 charts…") && !frame.contains("couldn't load"), "\(frame)")
    }

    @Test func theWorldPageAt60By10() {
        #expect(BrowseView.frame(Self.world()).markup() == """
            «b,fg:cyan»World chart · US GB KR · failed: kr (kr.test answered HTTP 4
            «b,fg:cyan»Album  Artist  US  GB
            «s»Beta   Bob      2   2\(String(repeating: " ", count: 39))
            Alpha  Ann      1   –
            Delta  Dee      –   1
            Gamma  Cy       3   –


            «r» standard · us · sort rank · session shared · updated just n
             «b»↑↓«d» move«»  «b»Enter«d» open«»  «b»Esc«d» back«»  «b»Tab«d» worldwide«»  «b»?«d» help

            """)
    }

    /// Enter opens the detail: the chart's own album when it has it, else the
    /// store's; Esc comes back to the world page, then to the chart.
    @Test func enterOpensTheAlbumAndEscComesBack() {
        let (detail, effects) = Browse.run(Self.world(), Browse.keys(.enter))
        #expect(detail.page == .detail)
        #expect(detail.selected?.id == "22" && detail.opened == nil && detail.selection == 1, "the chart's own album, highlighted")
        #expect(effects.contains(.run(.copyright(Browse.albums[1]))))
        let (other, _) = Browse.run(Self.world(), Browse.keys(.down, .down, .enter))
        #expect(other.selected == Self.elsewhere, "an album only another store charts")
        #expect(BrowseView.frame(other).text().contains("Delta"))
        let back = Browse.run(other, Browse.keys(.escape)).0
        #expect(back.page == .world && back.opened == nil && back.world.selection == 2)
        #expect(Browse.run(back, Browse.keys(.escape)).0.page == .chart)
    }

    @Test func allStoresFailingShowsWhyAndRetries() {
        var model = Browse.loaded(columns: 60, rows: 10)
        model.configuration = model.configuration.setting(Settings.countries, to: ["fr", "kr"])
        let failure = Failure("couldn't load the top albums chart", why: "fr.test answered HTTP 404 Not Found", suggestion: "check the feed")
        let failed = Browse.run(model, Browse.keys(.character("w")) + [.worldLoaded(.init(countries: ["fr", "kr"], chart: nil, albums: [:], failures: ["fr", "kr"], failure: failure))]).0
        let text = BrowseView.frame(failed).text()
        #expect(text.contains("error: couldn't load the top albums chart") && text.contains("r: retry"))
        #expect(Browse.run(failed, Browse.keys(.enter)).0.page == .world, "nothing to open")
    }
}
