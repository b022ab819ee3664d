@testable import AlbumsBrowse
@testable import AlbumsCommands
@testable import AlbumsCore
import AlbumsEssentials
@testable import AlbumsTerminal
import Foundation
import Testing

/// The browser's pages in their less common orders: answers that come after
/// the page moved on, settings that change what a page shows, pages opened
/// from pages opened from pages.
@Suite struct BrowseOrdersTests {
    /// An artist's record of two albums: Beta (Bob's, on the chart), Elsewhere (Eve's, on no chart shown).
    static let beta = ArtistRecord.Life(id: "22", name: "Beta", artist: "Bob", now: 2, peak: 2, peakIn: "standard us", peakOn: 1_790_000_000,
                                        debut: 1_790_000_000, last: 1_790_086_400, stores: 1, charts: [])
    static let elsewhere = ArtistRecord.Life(id: "99", name: "Elsewhere", artist: "Eve", now: nil, peak: 3, peakIn: "standard gb", peakOn: 1_790_000_000,
                                             debut: 1_790_000_000, last: 1_790_086_400, stores: 1, charts: [])

    typealias Base = BrowseUpdateTests

    static func typed(_ text: String) -> [BrowseEvent] { text.map { .input(.key(.character($0))) } }

    // MARK: Search

    /// The catalog answers Ann, Bob, Ann: the page lists Ann's two together,
    /// and Enter on the second row opens Ann's second album, not Bob's.
    @Test func enterOpensTheRowShownWhenTheAnswerInterleavesArtists() {
        let results = [SearchResult(kind: .album, id: "71", name: "First", artist: "Ann"),
                       SearchResult(kind: .album, id: "72", name: "Other", artist: "Bob"),
                       SearchResult(kind: .album, id: "73", name: "Second", artist: "Ann")]
        let asked = Base.run(Base.loaded(), Base.keys(.character("/")) + Self.typed("x") + Base.keys(.enter)).0
        let found = Base.run(asked, [.searched(term: "x", .found(results, notice: nil))]).0
        let (opened, _) = Base.run(found, Base.keys(.down, .enter))
        #expect(opened.page == .detail)
        #expect(opened.selected?.name == "Second")
        #expect(BrowseView.frame(found).text().contains("Second"))
    }

    /// An answer that comes after the query was edited is for a query no longer
    /// there: it is dropped, and the page doesn't say it is searching.
    @Test func anAnswerAfterTheQueryWasEditedIsDropped() {
        let asked = Base.run(Base.loaded(), Base.keys(.character("/")) + Self.typed("neo") + Base.keys(.enter)).0
        #expect(asked.search.searching)
        let edited = Base.run(asked, Self.typed("n")).0
        #expect(!edited.search.searching, "the search under way is abandoned")
        let late = Base.run(edited, [.searched(term: "neo", .found([SearchResult(kind: .album, id: "9", name: "Neo", artist: "Vera")], notice: nil))]).0
        #expect(late.search.state == nil && late.search.answered == nil, "not shown under \"neon\"")
        #expect(!BrowseView.frame(late).text().contains("Neo "))
        // "neon" asked in turn; the answer to "neo" comes first, and only "neon"'s is shown.
        let neon = Base.run(edited, Base.keys(.enter)).0
        #expect(neon.search.searching)
        let stale = Base.run(neon, [.searched(term: "neo", .found([SearchResult(kind: .album, id: "9", name: "Neo", artist: "Vera")], notice: nil))]).0
        #expect(stale.search.state == nil && stale.search.searching, "still waiting for neon's answer")
        let answered = Base.run(stale, [.searched(term: "neon", .noResults(term: "neon", kind: .album))]).0
        #expect(answered.search.state == .noResults(term: "neon", kind: .album) && answered.search.answered == "neon")
        // Edited back to the very query: still not the answer to this search (Enter asks again).
        let back = Base.run(Base.run(asked, Base.keys(.backspace) + Self.typed("o")).0,
                            [.searched(term: "neo", .noResults(term: "neo", kind: .album))]).0
        #expect(back.search.state == nil)
        #expect(Base.run(back, Base.keys(.enter)).1 == [.run(.search("neo")), .run(.spinner)])
    }

    /// The answer to the term Enter asked is shown, whatever the query's ends:
    /// spaces are trimmed from what is asked; a line or paragraph separator,
    /// or NEL, typed as a character, is part of it, and its answer is this query's.
    @Test func theAnswerToTheTermEnterAskedIsShownWhateverTheQuerysEnds() throws {
        for query in ["  neo ", "neo\u{2028}", "\u{2029}neo", "neo\u{85}", "\u{2028}"] {
            let (asked, effects) = Base.run(Base.loaded(), Base.keys(.character("/")) + Self.typed(query) + Base.keys(.enter))
            let term = query.trimmingWhitespace
            #expect(Array(effects.drop { $0 != .run(.search(term)) }) == [.run(.search(term)), .run(.spinner)], "\(query.debugDescription)")
            let answered = Base.run(asked, [.searched(term: term, .found([SearchResult(kind: .album, id: "9", name: "Neo", artist: "Vera")], notice: nil))]).0
            #expect(answered.search.answered == term && !answered.search.searching, "\(query.debugDescription)")
            #expect(answered.search.results.map(\.id) == ["9"], "\(query.debugDescription)")
        }
    }

    /// A new search starts on its first result, wherever the old highlight was.
    @Test func aNewSearchStartsOnItsFirstResult() {
        let first = (1...4).map { SearchResult(kind: .album, id: "8\($0)", name: "Old \($0)", artist: "Ann") }
        let second = (1...4).map { SearchResult(kind: .album, id: "9\($0)", name: "New \($0)", artist: "Bob") }
        var model = Base.run(Base.loaded(), Base.keys(.character("/")) + Self.typed("a") + Base.keys(.enter)).0
        model = Base.run(model, [.searched(term: "a", .found(first, notice: nil))] + Base.keys(.down, .down, .down)).0
        #expect(model.search.selection == 3)
        model = Base.run(model, Self.typed("b") + Base.keys(.enter)).0
        model = Base.run(model, [.searched(term: "ab", .found(second, notice: nil))]).0
        #expect(model.search.selection == 0)
        #expect(Base.run(model, Base.keys(.enter)).0.selected?.name == "New 1")
    }

    // MARK: Settings

    /// The world page's stores loaded for us and gb; countries saved as jp and
    /// kr while that load was under way: the late grid is not shown under the
    /// new stores, and the page loads jp and kr.
    @Test func savedCountriesReloadTheWorldPage() {
        var model = Base.loaded()
        model.configuration = model.configuration.setting(Settings.countries, to: ["us", "gb"])
        let (asked, effects) = Base.run(model, Base.keys(.character("w")))
        #expect(effects == [.run(.world(["us", "gb"])), .run(.spinner)])
        let saved = asked.configuration.setting(Settings.countries, to: ["jp", "kr"], from: .file)
        let (changed, reload) = Base.run(asked, [.settingSaved(.saved(saved, message: "saved countries = jp,kr"))])
        #expect(reload.contains(.run(.world(["jp", "kr"]))), "the page shows: the new stores asked at once")
        let grid = WorldChart([("us", Base.albums), ("gb", Base.albums)])
        let late = Base.run(changed, [.worldLoaded(WorldPage.Loaded(countries: ["us", "gb"], chart: grid, albums: [:], failures: [], failure: nil))]).0
        #expect(late.world.loaded == nil && late.world.loading, "the late us/gb grid is dropped")
        let right = WorldChart([("jp", Base.albums), ("kr", Base.albums)])
        let loaded = Base.run(late, [.worldLoaded(WorldPage.Loaded(countries: ["jp", "kr"], chart: right, albums: [:], failures: [], failure: nil))]).0
        #expect(loaded.world.albums.count == 3)
        #expect(BrowseView.frame(loaded).text().hasPrefix("World chart · JP KR"))
    }

    /// A saved setting that isn't the world page's (sort, limit) leaves its
    /// grid as loaded: nothing forgotten, no store asked again, on the page or
    /// away from it.
    @Test func aSettingThatIsNotTheWorldPagesKeepsItsGrid() throws {
        var model = Base.loaded()
        model.configuration = model.configuration.setting(Settings.countries, to: ["us", "gb"])
        let asked = Base.run(model, Base.keys(.character("w"))).0
        let grid = WorldChart([("us", Base.albums), ("gb", Base.albums)])
        let shown = Base.run(asked, [.worldLoaded(WorldPage.Loaded(countries: ["us", "gb"], chart: grid, albums: [:], failures: [], failure: nil))]).0
        #expect(shown.page == .world && shown.world.loaded != nil)
        for (name, saved) in [("sort", shown.configuration.setting(Settings.sort, to: .name, from: .file)),
                              ("limit", shown.configuration.setting(Settings.limit, to: 25, from: .file))] {
            for away in [false, true] {
                let before = away ? Base.run(shown, Base.keys(.escape)).0 : shown
                #expect(before.page == (away ? .chart : .world))
                let (after, effects) = Base.run(before, [.settingSaved(.saved(saved, message: "saved \(name)"))])
                #expect(after.world.loaded != nil && !after.world.loading, "\(name), away \(away): the grid is kept")
                #expect(!effects.contains(.run(.world(["us", "gb"]))), "\(name), away \(away): no store asked again")
            }
        }
        // The countries row is the world page's: the same save of it forgets the grid.
        let countries = shown.configuration.setting(Settings.countries, to: ["jp"], from: .file)
        let away = Base.run(Base.run(shown, Base.keys(.escape)).0, [.settingSaved(.saved(countries, message: "saved countries"))]).0
        #expect(away.world.loaded == nil)
    }

    /// A save the environment overrides: the page says the variable still
    /// wins, and the run's value stays (nothing reloads).
    @Test func aSaveTheEnvironmentOverridesKeepsTheRunsValue() {
        let model = Base.run(Base.loaded(), Base.keys(.character(",")) + BrowseUpdateTests.toSetting("limit")).0
        let (kept, effects) = Base.run(model, [.settingSaved(.kept("saved limit = 31; ALBUMS_LIMIT still wins for this run"))])
        #expect(kept.configuration == model.configuration)
        #expect(effects.isEmpty)
        #expect(kept.message == "saved limit = 31; ALBUMS_LIMIT still wins for this run")
    }

    /// Enter on the feed row cycles its choices; a feed URL is none of them, so it goes to the first.
    @Test func enterOnAFeedURLGoesToTheFirstChoice() {
        var model = Base.loaded()
        model.configuration = model.configuration.setting(Settings.feed, to: .custom(URL(string: "https://feeds.test/top.json") ?? WebURL.invalid))
        let (_, effects) = Base.run(model, Base.keys(.character(",")) + BrowseUpdateTests.toSetting("feed") + Base.keys(.enter))
        #expect(effects.last == .run(.save(Settings.feed.any, "standard")))
        // From standard, the next.
        let standard = Base.run(Base.loaded(), Base.keys(.character(",")) + BrowseUpdateTests.toSetting("feed") + Base.keys(.enter)).1
        #expect(standard.last == .run(.save(Settings.feed.any, "empty")))
    }

    // MARK: The artist page

    /// Esc from the artist page comes back to the album it was opened from,
    /// also after opening another of the artist's albums and coming back.
    @Test func escFromTheArtistComesBackToItsAlbum() {
        let detail = Base.run(Base.loaded(), Base.keys(.down, .enter)).0
        #expect(detail.selected?.id == "22")
        let (artist, asked) = Base.run(detail, Base.keys(.character("a")))
        #expect(artist.page == .artist && asked == [.run(.artist("Bob"))])
        var other = Self.elsewhere
        other.artist = "Bob"
        let loaded = Base.run(artist, [.artistLoaded(.init(content: .init(name: "Bob", lives: [Self.beta, other], main: "standard us", searched: 2)))]).0
        // Enter on Elsewhere (not on this chart): its detail; Esc back to the artist page; Esc again: Beta's detail.
        let elsewhere = Base.run(loaded, Base.keys(.down, .enter)).0
        #expect(elsewhere.page == .detail && elsewhere.selected?.id == "99")
        let backToArtist = Base.run(elsewhere, Base.keys(.escape)).0
        #expect(backToArtist.page == .artist)
        let backToBeta = Base.run(backToArtist, Base.keys(.escape)).0
        #expect(backToBeta.page == .detail && backToBeta.selected?.id == "22")
        #expect(Base.run(backToBeta, Base.keys(.escape)).0.page == .chart)
    }

    /// Chart → Beta (Bob) → Bob's page → Elsewhere → its artist's page (Eve):
    /// Esc after Esc goes back the whole way, Bob's page loaded again on the way.
    @Test func escGoesBackThroughTwoArtistPages() {
        var model = Base.run(Base.loaded(), Base.keys(.down, .enter, .character("a"))).0
        model = Base.run(model, [.artistLoaded(.init(content: .init(name: "Bob", lives: [Self.beta, Self.elsewhere], main: "standard us", searched: 2)))]).0
        let (eve, asked) = Base.run(model, Base.keys(.down, .enter, .character("a")))
        #expect(eve.page == .artist && asked.last == .run(.artist("Eve")))
        var back = Base.run(eve, [.artistLoaded(.init(content: .init(name: "Eve", lives: [Self.elsewhere], main: "standard us", searched: 2)))]).0
        back = Base.run(back, Base.keys(.escape)).0
        #expect(back.page == .detail && back.selected?.id == "99")
        let (bob, reload) = Base.run(back, Base.keys(.escape))
        #expect(bob.page == .artist && reload.contains(.run(.artist("Bob"))), "Bob's page, his albums asked for again")
        #expect(Base.run(bob, [.artistLoaded(.init(content: .init(name: "Eve", lives: [Self.elsewhere], main: "standard us", searched: 2)))]).0 == bob,
                "a late answer for Eve changes nothing")
        let betaAgain = Base.run(bob, Base.keys(.escape)).0
        #expect(betaAgain.page == .detail && betaAgain.selected?.id == "22")
        #expect(Base.run(betaAgain, Base.keys(.escape)).0.page == .chart)
    }

    /// The trail of artist pages opened one from another is 32 deep at most: the 33rd drops the oldest.
    @Test(arguments: [(29, 31), (30, 32), (31, 32)])
    func theTrailOfArtistPagesIs32DeepAtMost(again: Int, deep: Int) {
        let eve = BrowseEvent.artistLoaded(.init(content: .init(name: "Eve", lives: [Self.elsewhere], main: "standard us", searched: 1)))
        // Beta's artist (Bob), then Elsewhere's (Eve): two deep.
        var model = Base.run(Base.loaded(), Base.keys(.down, .enter, .character("a"))).0
        model = Base.run(model, [.artistLoaded(.init(content: .init(name: "Bob", lives: [Self.beta, Self.elsewhere], main: "standard us", searched: 2)))]
            + Base.keys(.down, .enter, .character("a"))).0
        #expect(model[ArtistPage.self].origins.map(\.album.id) == ["22", "99"])
        // Eve's page again from her album, `again` times.
        for _ in 0..<again { model = Base.run(model, [eve] + Base.keys(.enter, .character("a"))).0 }
        let origins = model[ArtistPage.self].origins
        #expect(model.page == .artist && origins.count == deep)
        #expect((origins.first?.album.id == "22") == (again + 2 <= 32), "Beta, the first opened from, is kept while there is room")
        #expect(origins.last?.album.id == "99")
    }
}
