@testable import AlbumsBrowse
import AlbumsCommandsTestSupport
@testable import AlbumsCore
import Foundation
import Testing

/// The browser's worldwide chart (Tab on the world page) and artist page (`a`
/// on a detail): keys through `update`, frames from `view`, and their work run
/// in the test world.
@Suite struct TablePageTests {
    typealias U = BrowseUpdateTests

    /// Two stores: us Alpha Beta Gamma, gb Beta Alpha. Alpha 3 + 1 = 4, Beta 2 + 2 = 4 (tied in stores and best: by name), Gamma 1.
    static let rows = WorldwideChart([("us", U.albums), ("gb", U.ranked(U.albums.filter { $0.id != "33" }.reversed()))]).rows

    /// A reload keeps the highlight on its album, wherever the new table puts
    /// it; when the album is gone, the highlight goes to the first row.
    @Test func aReloadKeepsTheHighlightOnItsAlbum() throws {
        var page = TablePage<WorldwidePage.Content>()
        page.received(TablePage<WorldwidePage.Content>.Loaded(content: .init(rows: Self.rows, stores: 2, failed: nil)), visible: 8)
        try #require(page.albums.map(\.id) == ["11", "22", "33"])
        _ = page.key(.end, visible: 8)
        try #require(page.selection == 2, "on Gamma (33)")
        // One store, Alpha 1 and Gamma 2: Gamma is the second row now.
        let us = U.ranked(U.albums.filter { $0.id != "22" })
        page.received(TablePage<WorldwidePage.Content>.Loaded(content: .init(rows: WorldwideChart([("us", us)]).rows, stores: 1, failed: nil)), visible: 8)
        try #require(page.albums.map(\.id) == ["11", "33"])
        #expect(page.selection == 1, "still on Gamma")
        // Alpha and Beta, no Gamma.
        page.received(TablePage<WorldwidePage.Content>.Loaded(content: .init(rows: WorldwideChart([("us", Array(U.albums.prefix(2)))]).rows, stores: 1, failed: nil)), visible: 8)
        try #require(page.albums.map(\.id) == ["11", "22"])
        #expect(page.selection == 0, "Gamma is gone: the first row")
    }

    @Test func tabOnTheWorldPageShowsTheWorldwideChartLoadedOnce() throws {
        let (world, _) = U.run(U.loaded(), U.keys(.character("w")))
        let (worldwide, effects) = U.run(world, U.keys(.tab))
        #expect(worldwide.page == .worldwide && worldwide.worldwide.loading)
        #expect(effects == BrowseEffect.run(.worldwide(nil), .spinner))
        #expect(BrowseView.frame(worldwide).text().contains("Loading every store's chart…"))
        let loaded = U.run(worldwide, [.worldwideLoaded(TablePage<WorldwidePage.Content>.Loaded(content: .init(rows: Self.rows, stores: 2, failed: nil)))]).0
        let text = BrowseView.frame(loaded).text()
        #expect(text.contains("Worldwide chart · 2 stores · by points"))
        #expect(text.contains("1  Alpha  Ann          4       2    1  #1 in US"), "\(text)")
        #expect(text.contains("2  Beta   Bob          4       2    1  #1 in GB"))
        #expect(text.contains("3  Gamma  Cy           1       1    0  #3 in US"))
        // Enter opens the highlighted row's album; Esc comes back here; Tab to the stores side by side; Esc to the chart.
        let (opened, _) = U.run(loaded, U.keys(.down, .enter))
        #expect(opened.page == .detail && opened.selected?.id == "22")
        #expect(U.run(opened, U.keys(.escape)).0.page == .worldwide)
        let (back, again) = U.run(U.run(loaded, U.keys(.tab)).0, U.keys(.tab))
        #expect(back.page == .worldwide && again.isEmpty, "loaded already: not asked again")
        #expect(U.run(loaded, U.keys(.escape)).0.page == .chart)
        #expect(U.run(loaded, U.keys(.character("r"))).1 == BrowseEffect.run(.worldwide(nil), .spinner))
        // Back to the stores and here again while it still loads: the load under way is waited for, not asked again.
        let (stillLoading, twice) = U.run(U.run(worldwide, U.keys(.tab)).0, U.keys(.tab))
        #expect(stillLoading.page == .worldwide && stillLoading.worldwide.loading && twice.isEmpty, "loading already: not asked again")
    }

    /// An artist page opened from an album another artist page opened stacks
    /// on it, 32 deep at most: at 31 and 32 every way back is kept; at 33 the
    /// oldest goes, and the newest is the album `a` was pressed on.
    @Test func artistPagesStackThirtyTwoDeepAtMost() throws {
        let (detail, _) = U.run(U.loaded(), U.keys(.down, .enter))
        let selected = try #require(detail.selected)
        let oldest = ArtistPage.Origin(album: U.albums[0], opened: false, detailReturn: .chart)
        let later = ArtistPage.Origin(album: U.albums[2], opened: true, detailReturn: .artist)
        for (before, after) in [(30, 31), (31, 32), (32, 32)] {
            var model = detail
            model.detailReturn = ArtistPage.id
            model[ArtistPage.self].origins = [oldest] + Array(repeating: later, count: before - 1)
            _ = ArtistPage.open(&model)
            let origins = model[ArtistPage.self].origins
            #expect(origins.count == after, "\(before) stacked before")
            #expect(origins.last?.album == selected)
            #expect(origins.first == (after > before ? oldest : later), "\(before): the oldest kept while there is room")
        }
    }

    /// `a` on a chart album's detail: its artist's page; Esc back to that album's detail, still the chart's.
    @Test func aShowsTheArtistAndEscComesBackToTheAlbum() throws {
        let (detail, _) = U.run(U.loaded(), U.keys(.down, .enter))
        let (artist, effects) = U.run(detail, U.keys(.character("a")))
        #expect(artist.page == .artist && effects == [.run(.artist("Bob"))])
        // Seven daily editions of gb's chart from 13 November, #1 in the last: seven days.
        var run = ChartRun()
        for day in 0..<7 { run.count(rank: day == 6 ? 1 : 3, on: 1_794_571_200 + Int64(day) * 86_400) }
        let row = ArtistRecord.Row(chart: "stub standard gb", id: "22", name: "Beta", artist: "Bob", now: 2, run: run, stores: 2)
        let life = ArtistRecord.Life(id: "22", name: "Beta", artist: "Bob", now: 2, peak: 1, peakIn: "stub standard gb", peakOn: 1_795_089_600,
                                     debut: 1_794_571_200, last: 1_795_089_600, stores: 2, charts: [row])
        let other = ArtistRecord.Life(id: "99", name: "Delta", artist: "Bob", now: nil, peak: 40, peakIn: "world", peakOn: 1_795_176_000,
                                      debut: 1_795_176_000, last: 1_795_176_000, stores: 0, charts: [])
        let loaded = U.run(artist, [.artistLoaded(TablePage<ArtistPage.Content>.Loaded(content: .init(name: "Bob", lives: [life, other], main: "stub standard us", searched: 3)))]).0
        let text = BrowseView.frame(loaded).text()
        #expect(text.contains("Bob · 2 albums · now: stub standard us"))
        #expect(text.contains("Beta     2    #1  GB     2026-11-19  2026-11-13     7       2"), "\(text)")
        #expect(text.contains("Delta    –   #40  world  2026-11-20  2026-11-20     0       0"), "no chart's row: no day counted")
        // Delta isn't on the chart: it opens as itself, and Esc comes back to the artist.
        let (delta, _) = U.run(loaded, U.keys(.down, .enter))
        #expect(delta.page == .detail && delta.selected?.name == "Delta" && delta.opened != nil)
        let (artistAgain, _) = U.run(delta, U.keys(.escape))
        #expect(artistAgain.page == .artist)
        let (beta, _) = U.run(artistAgain, U.keys(.escape))
        #expect(beta.page == .detail && beta.selected?.id == "22" && beta.opened == nil && beta.selection == 1)
        #expect(U.run(beta, U.keys(.escape)).0.page == .chart, "and from there to the chart, as before")
    }

    @Test func anArtistInNoKeptChartSaysSo() {
        let (artist, _) = U.run(U.loaded(), U.keys(.enter, .character("a")))
        let empty = U.run(artist, [.artistLoaded(TablePage<ArtistPage.Content>.Loaded(content: .init(name: "Ann", lives: [], main: "us", searched: 0)))]).0
        let text = BrowseView.frame(empty).text()
        #expect(text.contains("Ann · no album in the 0 kept charts"))
        #expect(text.contains("this artist is in none yet"))
        #expect(U.run(empty, U.keys(.enter)).1 == [], "nothing to open")
    }

    /// The work, in the test world (its stub session): three stores' charts
    /// made one and kept (every store's is bench/world.sh's and the end-to-end
    /// test's: 171 loads would keep the cooperative pool busy for seconds);
    /// then the artist of its number one found in the kept charts.
    @Test func theWorkMakesAndKeepsTheWorldwideChartThenFindsTheArtist() async throws {
        let context = try await BrowseWorkTests.context(["--limit", "5"])
        let stores = ["us", "gb", "jp"]
        guard let loaded = await BrowseWork.worldwide(stores).run(in: context)?.result(TablePage<WorldwidePage.Content>.Loaded.self),
              let content = loaded.content else {
            Issue.record("no worldwide chart")
            return
        }
        #expect(content.stores == 3 && content.failed == nil && content.rows.count == 5)
        #expect(context.world.history.load("stub world gb,jp,us").history.editions.count == 1, "kept, as albums world keeps it")
        let first = try #require(content.rows.first)
        guard let found = await BrowseWork.artist(first.album.artist).run(in: context)?.result(TablePage<ArtistPage.Content>.Loaded.self),
              let record = found.content else {
            Issue.record("no artist")
            return
        }
        #expect(record.lives.contains { $0.id == first.album.id && $0.stores == 3 })
        #expect(record.searched == 4, "the three stores' charts and the worldwide one")
    }

    /// A worldwide chart that can't be made is a failure the page shows (as
    /// `albums world` says it), never nothing: a feed of the user's own
    /// without `{country}` would give every store the same chart.
    @Test func aWorldwideChartThatCantBeMadeIsTheFailureShown() async throws {
        let context = try await BrowseWorkTests.context(["--feed", "https://feeds.test/top.json"])
        guard let refused = await BrowseWork.worldwide(["us", "gb"]).run(in: context)?.result(TablePage<WorldwidePage.Content>.Loaded.self) else {
            Issue.record("the work ended with nothing to show")
            return
        }
        #expect(refused.content == nil)
        #expect(refused.failure?.why == "the feed URL has no {country} in it, so every store would get the same chart")
    }
}
