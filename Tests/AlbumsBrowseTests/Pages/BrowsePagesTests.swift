@testable import AlbumsBrowse
@testable import AlbumsCore
@testable import AlbumsTerminal
import Foundation
import Testing

/// The browser's second round: the detail's tracks and chart run, the news
/// page, and the settings edit line, as key sequences through `update` and as
/// exact frames.
@Suite struct BrowsePagesTests {
    typealias Base = BrowseUpdateTests
    static let beta = Base.albums[1]

    /// Three tracks of Beta: the first without a preview.
    static let tracks = TrackList(albumID: "22", albumName: "Beta", artist: "Bob", tracks: [
        Track(disc: 1, number: 1, id: "221", name: "Intro", artist: "Bob", duration: 62, explicit: false, previewURL: nil),
        Track(disc: 1, number: 2, id: "222", name: "Runaway", artist: "Bob", duration: 185, explicit: false, previewURL: "https://audio.test/222.m4a"),
        Track(disc: 1, number: 3, id: "223", name: "Outro", artist: "Bob", duration: 120, explicit: false, previewURL: "https://audio.test/223.m4a"),
    ])

    /// Beta's detail at `columns`×`rows`, its tracks loaded.
    static func detail(columns: Int = 80, rows: Int = 24) -> BrowseModel {
        let opened = Base.run(Base.loaded(columns: columns, rows: rows), Base.keys(.down, .enter)).0
        return Base.run(opened, [.tracksLoaded(albumID: "22", .loaded(tracks))]).0
    }

    @Test func openingAnAlbumLoadsItsTracksOnce() {
        let (opened, effects) = Base.run(Base.loaded(), Base.keys(.down, .enter))
        #expect(effects.last == .run(.tracks(Self.beta)))
        #expect(opened.detail.tracks == .loading)
        // Another key on the page, or the answer for another album, loads nothing again.
        #expect(Base.run(opened, Base.keys(.character("o"))).1 == [.run(.open("https://music.test/22"))])
        #expect(Base.run(opened, [.tracksLoaded(albumID: "11", .loaded(Self.tracks))]).0.detail.tracks == .loading)
        // The next album: its own tracks.
        #expect(Base.run(Self.detail(), Base.keys(.down)).1.last == .run(.tracks(Base.albums[2])))
    }

    @Test func tabGivesTheKeysToTheTracksAndEnterPlaysOne() {
        let model = Self.detail()
        let (focused, none) = Base.run(model, Base.keys(.tab))
        #expect(none == [] && focused.detail.focus == .tracks)
        let (chosen, played) = Base.run(focused, Base.keys(.down, .enter))
        #expect(chosen.detail.selection == 1)
        #expect(played == [.run(.track(1, of: Self.tracks, album: Self.beta, play: 1))])
        #expect(Base.run(focused, Base.keys(.down, .character("p"))).1 == [.run(.track(1, of: Self.tracks, album: Self.beta, play: 1))])
        // n and N: the next and previous track, played.
        #expect(Base.run(chosen, Base.keys(.character("n"))).1 == [.run(.track(2, of: Self.tracks, album: Self.beta, play: 2))])
        #expect(Base.run(chosen, Base.keys(.character("N"))).1 == [.run(.track(0, of: Self.tracks, album: Self.beta, play: 2))])
        // p on the track playing stops it.
        let playing = Base.run(chosen, [.nowPlaying(play: 1, line: "▶ 2/3  Runaway — Bob", started: Base.date)]).0
        #expect(Base.run(playing, Base.keys(.character("p"))).1 == [.cancel(.play)])
        // Tab again: the details have the keys, and ↓ is the next album.
        let back = Base.run(chosen, Base.keys(.tab)).0
        #expect(back.detail.focus == .details)
        #expect(Base.run(back, Base.keys(.down)).0.selected?.id == "33")
    }

    @Test func tabWaitsForTheTracks() {
        let loading = Base.run(Base.loaded(), Base.keys(.down, .enter, .tab)).0
        #expect(loading.detail.focus == .details)
    }

    @Test func tracksThatFailedAreTriedAgainWithR() {
        let opened = Base.run(Base.loaded(), Base.keys(.down, .enter)).0
        let failed = Base.run(opened, [.tracksLoaded(albumID: "22", .failed(Failure("no tracks", why: "the catalog didn't answer")))]).0
        let (again, effects) = Base.run(failed, Base.keys(.character("r")))
        #expect(effects == [.run(.tracks(Self.beta))])
        #expect(again.detail.tracks == .loading)
        #expect(Base.run(Self.detail(), Base.keys(.character("r"))).1 == [.run(.chart(refresh: true)), .run(.spinner)], "tracks at hand: r refreshes the chart")
    }

    @Test func theNowPlayingLineCountsTheSeconds() {
        let playing = Base.run(Self.detail(), Base.keys(.tab, .down, .enter) + [.nowPlaying(play: 1, line: "▶ 2/3  Runaway — Bob", started: Base.date)]).0
        let later = Base.run(playing, [.tick(Base.date.addingTimeInterval(12))]).0
        #expect(BrowseView.frame(later).text().contains("\n ▶ 2/3  Runaway — Bob 0:12 / 0:30  · standard · us"))
        let over = Base.run(later, [.tick(Base.date.addingTimeInterval(95))]).0
        #expect(BrowseView.frame(over).text().contains("Bob 0:30 / 0:30"), "never past the preview's length")
        let ended = Base.run(later, [.playEnded(play: 1, message: "played track 2 with mpv")]).0
        #expect(ended.playing == nil && ended.message == "played track 2 with mpv")
    }

    static let status80 = BrowseViewTests.status80

    @Test func theDetailWithItsTracksAt80By24() {
        let expected = BrowseViewTests.betaDetail + """
              «d»Album    «»  https://music.test/22
              «d»Artwork  «»  https://art.test/22/600x600bb.jpg

            «b,fg:cyan»Tracks · 3 tracks, 6 min (Tab)
            «b,fg:cyan»#  Title    Time
            1  Intro    1:02
            2  Runaway  3:05  ▶
            3  Outro    2:00  ▶






            \(Self.status80)
             «b»Esc«d» back«»  «b»Tab«d» tracks«»  «b»p«d» play previews«»  «b»o«d» open«»  «b»↑↓«d» previous/next«»  «b»?«d» help

            """
        #expect(BrowseView.frame(Self.detail()).markup() == expected)
    }

    @Test func theTrackListWithTheKeysAt80By24() {
        let focused = Base.run(Self.detail(), Base.keys(.tab, .down)).0
        let lines = BrowseView.frame(focused).markup().everyLine
        #expect(lines.element(11) == "«b,fg:cyan»Tracks · 3 tracks, 6 min")
        #expect(lines.element(13) == "1  Intro    1:02")
        #expect(lines.element(14) == "«s»2  Runaway  3:05  ▶" + String(repeating: " ", count: 80 - 19))
        // Nothing plays: p stops nothing, so the key line doesn't offer it.
        #expect(lines.element(23) == " «b»↑↓«d» choose«»  «b»Enter«d» play«»  «b»Esc«d» details«»  «b»n N«d» next/prev«»  «b»?«d» help")
        // Enter plays Runaway: now p stops it; p, and the offer and the bold row go at once, before the player is gone.
        let playing = Base.run(focused, Base.keys(.enter)).0
        let playingLines = BrowseView.frame(playing).markup().everyLine
        #expect(playingLines.element(23) == " «b»↑↓«d» choose«»  «b»Enter«d» play«»  «b»Esc«d» details«»  «b»p«d» stop«»  «b»n N«d» next/prev«»  «b»?«d» help")
        #expect(playingLines.element(14) == "«b,s»2  Runaway  3:05  ▶«s»" + String(repeating: " ", count: 80 - 19), "the track playing in bold: \(playingLines.element(14) ?? "")")
        let (stopped, effects) = Base.run(playing, Base.keys(.character("p")))
        #expect(effects == [.cancel(.play)])
        let stoppedLines = BrowseView.frame(stopped).markup().everyLine
        #expect(stoppedLines.element(23) == lines.element(23))
        #expect(stoppedLines.element(14) == lines.element(14), "not bold once stopped")
    }

    /// A short window leaves the album page one or two rows for its tracks:
    /// they start at the first track, not the second (80×24 with a real album's
    /// longer details showed track 2 alone).
    @Test(arguments: [(16, 1), (17, 2)])
    func theTracksStartAtTheFirst(rows: Int, shown: Int) {
        let text = BrowseView.frame(Self.detail(rows: rows)).text()
        let trackRows = text.split(separator: "\n").filter { $0.hasPrefix("1  ") || $0.hasPrefix("2  ") || $0.hasPrefix("3  ") }
        #expect(trackRows.map { String($0.prefix(3)) } == Array(["1  ", "2  ", "3  "].prefix(shown)), "\(text)")
    }

    /// The track list's header stays on screen while its rows scroll.
    @Test func theTracksHeaderStaysWhileTheRowsScroll() throws {
        let many = TrackList(albumID: "22", albumName: "Beta", artist: "Bob", tracks: (1...30).map { number in
            Track(disc: 1, number: number, id: "t\(number)", name: "Song \(number)", artist: "Bob", duration: 60, explicit: false, previewURL: nil)
        })
        let opened = Base.run(Base.loaded(), Base.keys(.down, .enter) + [.tracksLoaded(albumID: "22", .loaded(many))]).0
        let scrolled = Base.run(opened, Base.keys(.tab) + Array(repeating: .input(.key(.down)), count: 25)).0
        let lines = BrowseView.frame(scrolled).text().everyLine
        let title = try #require(lines.firstIndex { $0.hasPrefix("Tracks · 30 tracks") })
        #expect(lines.element(title + 1) == " #  Title    Time", "the header, under the title (# over two digits)")
        #expect(lines.contains { $0.hasPrefix("26  Song 26") } && !lines.contains { $0.hasPrefix(" 1  Song 1 ") }, "scrolled to track 26")
    }

    /// The key line fits any width: the most important keys first, "? help" always last.
    @Test(arguments: [40, 50, 60, 80, 100, 120])
    func theKeyLineFitsEveryWidth(columns: Int) {
        var model = Base.loaded(columns: columns, rows: 24)
        for page in [BrowseModel.Page.chart, .detail, .world, .news, .settings] {
            model.page = page
            let line = BrowseView.frame(model).text().everyLine.element(23) ?? ""
            #expect(DisplayWidth.of(line) <= columns && line.hasSuffix("? help"), "\(page) at \(columns): \(line)")
            #expect(line.hasPrefix(page == .chart || page == .world || page == .news ? " ↑↓ move" : page == .detail ? " Esc back" : " ↑↓ choose"))
        }
        model.page = .chart
        let wide = BrowseView.frame(Base.loaded(columns: 120, rows: 24)).text().everyLine.element(23) ?? ""
        #expect(wide == " ↑↓ move  Enter open  / search  p play  s sort  c news  w world  q quit  r refresh  , settings  ? help", "all of them at 120")
    }

    /// Two editions: Alpha, Beta, Delta, then Beta, Alpha, Gamma.
    static func withHistory(columns: Int = 80, rows: Int = 24) -> BrowseModel {
        var history = ChartHistory(chart: "test")
        let delta = Album(rank: 3, id: "44", name: "Delta", artist: "Dee", releaseDate: nil, genres: [], url: "https://music.test/44", artworkURL: nil, explicit: false)
        _ = history.record(updated: 1_794_571_200, albums: [Base.albums[0], Base.albums[1], delta])
        _ = history.record(updated: 1_795_176_000, albums: [Base.albums[1], Base.albums[0], Base.albums[2]])
        let model = Base.empty(columns: columns, rows: rows)
        return BrowseModel.update(model, .chartLoaded(.loaded(Chart(albums: Base.albums, history: history)), at: Base.date)).0
    }

    /// The sections' columns line up: one table, cut into sections (▲1 and ▼1 padded to NEW's width).
    @Test func theNewsPageAt80By24() {
        let news = Base.run(Self.withHistory(), Base.keys(.character("c"))).0
        #expect(news.page == .news)
        let expected = """
            «b,fg:cyan»News · 2026-11-13 12:00 UTC → 2026-11-20 12:00 UTC

            «b,fg:cyan»New entries (1)
            «s»3    —  NEW  Gamma  Cy\(String(repeating: " ", count: 58))

            «b,fg:cyan»Left the chart (1)
            —    3  OUT  Delta  Dee

            «b,fg:cyan»Climbed (1)
            1    2  «fg:green»▲1 «»  Beta   Bob

            «b,fg:cyan»Fell (1)
            2    1  «fg:red»▼1 «»  Alpha  Ann









            \(Self.status80)
             «b»↑↓«d» move«»  «b»Enter«d» open«»  «b»Esc«d» back«»  «b»[ ]«d» earlier/later edition«»  «b»?«d» help

            """
        #expect(BrowseView.frame(news).markup() == expected)
    }

    @Test func theNewsPageOpensAlbumsAndStepsThroughEditions() {
        let news = Base.run(Self.withHistory(), Base.keys(.character("c"))).0
        // Gamma is on the chart: its detail, and Esc comes back to the news.
        let (gamma, effects) = Base.run(news, Base.keys(.enter))
        #expect(gamma.page == .detail && gamma.selected?.id == "33" && gamma.opened == nil)
        #expect(effects.contains(.run(.tracks(Base.albums[2]))))
        #expect(Base.run(gamma, Base.keys(.escape)).0.page == .news)
        // Delta left: opened from the kept edition.
        let delta = Base.run(news, Base.keys(.down, .enter)).0
        #expect(delta.page == .detail && delta.selected?.id == "44" && delta.selected?.name == "Delta" && delta.selected?.artist == "Dee")
        // [ : the earlier edition has nothing before it; ] comes back.
        let earlier = Base.run(news, Base.keys(.character("["))).0
        #expect(earlier.news.edition == 1, "the first comparison is the oldest there is")
        #expect(Base.run(earlier, Base.keys(.character("]"))).0.news.edition == 1, "and the latest: two editions make one comparison")
        // Three editions: [ goes back one, ] comes forward again.
        var three = Self.withHistory()
        if case .loaded(var chart) = three.chart, var history = chart.history {
            _ = history.record(updated: 1_795_780_800, albums: [Base.albums[2], Base.albums[1], Base.albums[0]])
            chart.history = history
            three = BrowseModel.update(three, .chartLoaded(.loaded(chart), at: Base.date)).0
        }
        let latest = Base.run(three, Base.keys(.character("c"))).0
        #expect(BrowseView.frame(latest).text().hasPrefix("News · 2026-11-20 12:00 UTC → 2026-11-27 12:00 UTC"))
        let back = Base.run(latest, Base.keys(.character("["))).0
        #expect(BrowseView.frame(back).text().hasPrefix("News · 2026-11-13 12:00 UTC → 2026-11-20 12:00 UTC"))
        #expect(BrowseView.frame(Base.run(back, Base.keys(.character("]"))).0).text().hasPrefix("News · 2026-11-20 12:00 UTC → 2026-11-27 12:00 UTC"))
        #expect(Base.run(news, Base.keys(.escape)).0.page == .chart)
    }

    @Test func withOneEditionTheNewsPageSaysWhy() {
        let model = Base.run(Base.loaded(), Base.keys(.character("c"))).0
        #expect(BrowseView.frame(model).text().contains("No earlier edition of this chart is kept yet"))
        #expect(Base.run(model, Base.keys(.enter)).1 == [])
    }

    @Test func theChartRunShowsWithTwoEditions() {
        let model = Base.run(Self.withHistory(), Base.keys(.down, .enter)).0
        let text = BrowseView.frame(model).text()
        #expect(text.contains("\nChart run · peak #1 · 2 editions\n"), "Beta: #2, then #1")
        let gamma = Base.run(Self.withHistory(), Base.keys(.down, .down, .enter)).0
        #expect(!BrowseView.frame(gamma).text().contains("Chart run"), "one edition: no run to draw")
    }

    /// The chart run's 6 rows are drawn only where they leave the status
    /// lines' 2 free: from row 0, 9 rows or more. When the track list has the
    /// keys, only where they leave 6 rows more for the tracks: 15 or more.
    @Test func theChartRunIsDrawnOnlyWhereItLeavesRoom() throws {
        guard case .loaded(let chart) = Self.withHistory().chart, let history = chart.history else {
            Issue.record("no history")
            return
        }
        let beta = Base.albums[1]
        func drawn(_ focus: DetailPage.Focus, rows: Int) -> Bool {
            var page = DetailPage()
            page.focus = focus
            var frame = Frame(columns: 80, rows: rows)
            page.draw(beta, history: history, playing: nil, top: 0, columns: 80, rows: rows, into: &frame)
            return frame.text().contains("Chart run")
        }
        #expect(!drawn(.details, rows: 8) && drawn(.details, rows: 9) && drawn(.details, rows: 10))
        #expect(!drawn(.tracks, rows: 13) && !drawn(.tracks, rows: 14) && drawn(.tracks, rows: 15) && drawn(.tracks, rows: 16))
    }

    /// The chart run from its top: its title, its graph's 4 lines one below the
    /// other, a blank row (6 rows in all), then the tracks' title.
    @Test func theChartRunsLinesGoDownFromItsTitle() throws {
        guard case .loaded(let chart) = Self.withHistory().chart, let history = chart.history else {
            Issue.record("no history")
            return
        }
        let beta = Base.albums[1]
        var page = DetailPage()
        page.tracks = .loading
        var frame = Frame(columns: 80, rows: 20)
        page.draw(beta, history: history, playing: nil, top: 2, left: 4, columns: 80, rows: 20, into: &frame)
        let lines = frame.text().everyLine
        let graph = RankChart.render(history.ranks(of: beta.id).map(\.rank), width: 60).lines
        try #require(lines.count > 8 && graph.count == 4)
        #expect(lines[2] == "    Chart run · peak #1 · 2 editions")
        let bare = { (line: String) in String(line.reversed().drop { $0 == " " }.reversed()) }
        for (offset, line) in graph.enumerated() {
            #expect(bare(lines[3 + offset]) == bare("    " + line), "graph line \(offset + 1)")
        }
        #expect(lines[7].isEmpty && lines[8] == "    loading tracks…")
    }

    /// The tracks start where the details end, and never on the last two rows
    /// (the status lines'): starting 4 rows from the bottom, the title and
    /// the tracks' header are drawn; 3, the title; 2 or 1, nothing. Many tracks are scrolled above the status lines,
    /// and where only the title fits, only the title is drawn.
    @Test func theTracksLeaveTheStatusLinesAlone() throws {
        let many = TrackList(albumID: "22", albumName: "Beta", artist: "Bob", tracks: (1...40).map {
            Track(disc: 1, number: $0, id: "t\($0)", name: "Song \($0)", artist: "Bob", duration: 60, explicit: false, previewURL: nil)
        })
        for focus in [DetailPage.Focus.details, .tracks] {
            for (name, state) in [("loading", DetailPage.Tracks.loading), ("40 tracks", .loaded(many)), ("failed", .failed(Failure("couldn't load the tracks", why: "no answer")))] {
                func rows(from top: Int) -> [String] {
                    var page = DetailPage()
                    page.tracks = state
                    page.focus = focus
                    var frame = Frame(columns: 60, rows: 20)
                    page.draw(Self.beta, history: nil, playing: nil, top: top, columns: 60, rows: 20, into: &frame)
                    return frame.text().everyLine
                }
                let third = rows(from: 17)
                try #require(third.count > 19)
                #expect(third[17].isEmpty == false, "\(focus) \(name): 3 rows from the bottom")
                if name == "40 tracks" {
                    let fourth = rows(from: 16)
                    try #require(fourth.count > 19)
                    #expect(fourth[17].contains("Title") && fourth[17].contains("Time"), "\(focus): 4 rows from the bottom, the tracks' header under the title: \(fourth[17])")
                }
                for top in [0, 10, 17, 18, 19] {
                    let drawn = rows(from: top)
                    try #require(drawn.count > 19)
                    #expect(drawn[18].isEmpty && drawn[19].isEmpty, "\(focus) \(name) from \(top): \(drawn[18]) / \(drawn[19])")
                }
            }
        }
    }

    /// Several discs: a heading over each disc's tracks; one disc, none. The track
    /// playing (its place in the list, from 1) is in bold, the others plain.
    @Test func eachDiscHasAHeadingAndTheTrackPlayingIsBold() throws {
        func track(_ disc: Int, _ number: Int) -> Track {
            Track(disc: disc, number: number, id: "t\(disc)-\(number)", name: "Song \(disc)-\(number)", artist: "Bob", duration: 60, explicit: false, previewURL: nil)
        }
        func drawn(_ tracks: [Track], playing: Int?) -> Frame {
            var page = DetailPage()
            page.tracks = .loaded(TrackList(albumID: "22", albumName: "Beta", artist: "Bob", tracks: tracks))
            var frame = Frame(columns: 60, rows: 20)
            page.draw(Self.beta, history: nil, playing: playing, top: 0, columns: 60, rows: 20, into: &frame)
            return frame
        }
        // Row 0 the title, row 1 the table's header, then the list.
        let two = drawn([track(1, 1), track(1, 2), track(2, 1), track(2, 2)], playing: nil).text().everyLine
        try #require(two.count > 8)
        #expect(two[2].hasPrefix("Disc 1") && two[3].contains("Song 1-1") && two[4].contains("Song 1-2"), "\(two)")
        #expect(two[5].hasPrefix("Disc 2") && two[6].contains("Song 2-1") && two[7].contains("Song 2-2"), "\(two)")
        let one = drawn([track(1, 1), track(1, 2)], playing: nil).text().everyLine
        try #require(one.count > 4)
        #expect(one[2].contains("Song 1-1") && one[3].contains("Song 1-2") && !one.contains { $0.contains("Disc") }, "\(one)")

        let frame = drawn([track(1, 1), track(1, 2), track(1, 3)], playing: 2)
        let lines = frame.text().everyLine
        func bold(_ name: String) -> Bool? {
            guard let row = lines.firstIndex(where: { $0.contains(name) }), let column = lines[row].firstRange(of: name)?.lowerBound else { return nil }
            return frame[row, lines[row].distance(from: lines[row].startIndex, to: column)].style.bold
        }
        #expect(bold("Song 1-2") == true && bold("Song 1-1") == false && bold("Song 1-3") == false)
        #expect(bold("Song 1-1") == false, "nothing playing: \(String(describing: bold("Song 1-1")))")
    }

    /// With pictures, the detail page's cover sits top left, and the details
    /// start after it and a margin; a cover not yet drawn is a "…" at its middle.
    @Test func theDetailsStartRightOfTheCoverAndAWaitingCoverIsAnEllipsisAtItsMiddle() throws {
        let model = Base.run(Base.loaded(columns: 120, rows: 30, pictures: true), Base.keys(.enter)).0
        let size = model.detailCoverSize
        #expect(size == (40, 20), "the artwork's 40 columns (ArtworkSize.columns), half as many rows")
        // Narrower, the cover takes half the width less 2; shorter, the rows less 3.
        func sized(_ columns: Int, _ rows: Int) -> [Int] {
            let model = Base.loaded(columns: columns, rows: rows, pictures: true)
            return [model.detailCoverSize.columns, model.detailCoverSize.rows]
        }
        #expect(sized(84, 30) == [40, 20] && sized(83, 30) == [39, 19] && sized(80, 24) == [38, 19], "half the width less 2, at most 40")
        #expect(sized(120, 23) == [40, 20] && sized(120, 22) == [40, 19] && sized(80, 12) == [38, 9], "the rows less 3, at most half the columns")
        let lines = BrowseView.frame(model).text().everyLine
        try #require(lines.count > size.rows)
        #expect(lines[0].hasPrefix(String(repeating: " ", count: 1 + size.columns + 2) + Base.albums[0].name), "\(lines[0])")
        #expect(lines.enumerated().filter { $0.element.prefix(1 + size.columns).contains("…") }.map(\.offset) == [size.rows / 2], "in the cover's columns")
        #expect(lines[size.rows / 2].hasPrefix(String(repeating: " ", count: 1 + size.columns / 2) + "…"), "\(lines[size.rows / 2])")
    }

    @Test func longLinksAreCutWithAnEllipsisAndNothingShifts() throws {
        var model = Base.loaded(columns: 110, rows: 30)
        try #require(model.albums.count > 0)
        let long = "https://music.apple.com/us/artist/" + String(repeating: "a-very-long-artist-name-", count: 4) + "1"
        model.albums[0].artistURL = long
        let opened = Base.run(model, Base.keys(.enter)).0
        let lines = BrowseView.frame(opened).text().everyLine
        let artist = lines.first { $0.hasPrefix("  Artist") } ?? ""
        #expect(DisplayWidth.of(String(artist)) == 110 && artist.hasSuffix("…"), "cut at the edge, with …")
        let artwork = lines.first { $0.contains("Artwork") } ?? ""
        #expect(artwork.hasPrefix("  Artwork    https://"), "the row after starts where the others do")
    }
}

/// The one list of pages: every id once, every opening from a listed page,
/// and an id no page has stops albums (a page declared and not listed is a
/// programming error, not a chart shown instead).
@Suite struct BrowsePageListTests {
    @Test func everyPageIsListedOnceAndFoundByItsId() {
        let ids = BrowsePages.all.map { $0.id }
        #expect(Set(ids).count == ids.count, "\(ids)")
        for page in BrowsePages.all {
            let id = page.id, found = String(describing: BrowsePages.page(id)), name = String(describing: page)
            #expect(found == name, "\(id)")
            let from = page.openings.map { $0.from }
            #expect(from.allSatisfy(ids.contains), "\(id) is opened from \(from), not all of them listed pages")
        }
        // One page at most for a key on a page: which page a key opens never depends on the list's order.
        let openings = BrowsePages.all.flatMap { page in page.openings.map { "\($0.from) \($0.key)" } }
        #expect(Set(openings).count == openings.count, "\(openings)")
    }

    @Test func anIdNoPageHasStopsAlbums() async {
        await #expect(processExitsWith: .failure) {
            let page: BrowseModel.Page = BrowseModel.Page("no such page")
            let name = String(describing: BrowsePages.page(page))
            print(name)
        }
    }
}
