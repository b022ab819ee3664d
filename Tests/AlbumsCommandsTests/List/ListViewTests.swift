@testable import AlbumsClients
@testable import AlbumsCommands
@testable import AlbumsCore
import AlbumsEssentials
import AlbumsShape
@testable import AlbumsTerminal
import AlbumsTestSupport
import Testing

/// The render half, compared exactly.
@Suite struct ListViewTests {
    let mocks = Chart(albums: Album.mocks)

    func render(_ state: ChartState, _ format: ListFormat, sort: SortOrder = .rank, style: Style = .plain) -> Output {
        ListView.render(state, format: format, sort: sort, out: style, err: style)
    }

    @Test func tableOnATerminal() {
        #expect(render(.loaded(mocks), .table(columns: 80)) == Output(stdout: """
            #     Album                 Artist                 Released    Genre
            1     Mock Turtle Soup      The Lobster Quadrille  2026-11-13  Alternative
            2  E  Curiouser             Alice Liddell          2026-10-30  Pop
            3  E  Off With Their Heads  Queen of Hearts        2025-05-04  Rock

            """))
    }

    /// `list --art`: each album's thumbnail, 6 columns by 3 rows, then a space
    /// and its row, on the thumbnail's first line; the header moved right to
    /// match; an album whose cover didn't load gets blanks as wide, and a
    /// picture short of 3 rows is filled out with them.
    @Test func thumbnailsAreSixColumnsByThreeRowsBeforeEachRow() throws {
        let albums = Album.mocks
        try #require(albums.count == 3)
        let thumbnails = [albums[0].id: ["aaaaaa", "bbbbbb", "cccccc"], albums[2].id: ["xxxxxx"]]
        let text = ListView.withThumbnails(albums, columns: 80, style: .plain, thumbnails: thumbnails)
        // The table as it is drawn beside the thumbnails: 80 columns less 6 and a space.
        let rows = ListView.table(albums).render(maxWidth: 73, style: .plain).split(separator: "\n").map(String.init)
        try #require(rows.count == 4)
        let blank = "      "
        #expect(text.everyLine == [
            "       " + rows[0],
            "aaaaaa " + rows[1], "bbbbbb ", "cccccc ",
            blank + " " + rows[2], blank + " ", blank + " ",
            "xxxxxx " + rows[3], blank + " ", blank + " ",
            "",
        ])
    }

    /// Names keep their width first: Genre, then Released go before an album or artist is cut.
    @Test func tableFitsANarrowTerminal() {
        let output = render(.loaded(mocks), .table(columns: 50))
        #expect(output.stdout == """
            #     Album                 Artist
            1     Mock Turtle Soup      The Lobster Quadrille
            2  E  Curiouser             Alice Liddell
            3  E  Off With Their Heads  Queen of Hearts

            """)
        #expect(render(.loaded(mocks), .table(columns: 30)).stdout.contains("Mock Turtle…"), "narrower still, cut")
    }

    /// The mocks carry no history, so the last field (movement) is empty.
    @Test func plainIsTabSeparatedWithoutHeader() {
        #expect(render(.loaded(mocks), .plain, sort: .name).stdout == """
            2\t1000000002\tCuriouser\tAlice Liddell\t2026-10-30\tPop\thttps://music.apple.com/us/album/curiouser/1000000002\t
            1\t1000000001\tMock Turtle Soup\tThe Lobster Quadrille\t2026-11-13\tAlternative\thttps://music.apple.com/us/album/mock-turtle-soup/1000000001\t
            3\t1000000003\tOff With Their Heads\tQueen of Hearts\t2025-05-04\tRock\thttps://music.apple.com/us/album/off-with-their-heads/1000000003\t

            """)
    }

    @Test func jsonHasExactlyTheDocumentedKeysAndKeepsRankWhateverTheSort() {
        let output = render(.loaded(mocks), .allJSON, sort: .releaseDate)
        #expect(output.stdout.hasPrefix("""
            [
              {
                "rank": 1,
                "id": "1000000001",
                "name": "Mock Turtle Soup",
                "artist": "The Lobster Quadrille",
                "releaseDate": "2026-11-13",
                "genres": [
                  "Alternative",
                  "Music"
                ],
                "url": "https://music.apple.com/us/album/mock-turtle-soup/1000000001",
                "artworkUrl": "https://is1-ssl.mzstatic.com/image/thumb/Music221/v4/stub/1000000001/cover-01.jpg/100x100bb.jpg",
                "explicit": false,
                "copyright": "℗ 2026 Looking-Glass Records",
                "previousRank": null,
                "peakRank": null,
                "editions": null,
                "movement": null,
                "debut": null,
                "days": null
              },
            """))
        #expect(output.stdout.contains("\"copyright\": null"))
        #expect(output.stderr == "")
    }

    @Test func noDataIsAFriendlyMessageAndExitZero() {
        #expect(render(.noData, .plain) == Output(stderr: "The chart is empty: the feed has no albums in it right now.\n"))
        #expect(render(.noData, .allJSON) == Output(stdout: "[]\n", stderr: "The chart is empty: the feed has no albums in it right now.\n"))
    }

    @Test func errorSaysWhatWhyAndWhatToTryAndExitsOne() {
        let failure = Failure("couldn't load the top albums chart", why: "no internet connection", suggestion: "albums --session stub")
        #expect(render(.failed(failure), .plain) == Output(
            stderr: "error: couldn't load the top albums chart\n  why: no internet connection\n  try: albums --session stub\n", exit: .failure))
    }

    @Test func loadingIsASpinnerFrameOnStderr() {
        #expect(render(.loading, .table(columns: 80)) == Output(stderr: "⠋ Loading the top albums chart…\n"))
    }

    @Test func noticesGoToStderrAsWarnings() {
        let chart = Chart(albums: [Album.mocks[0]], notices: ["skipped 2 entries of the feed that could not be read"])
        let output = render(.loaded(chart), .plain)
        #expect(output.stderr == "warning: skipped 2 entries of the feed that could not be read\n")
        #expect(output.stdout.hasPrefix("1\t1000000001\t"))
    }

    @Test func feedTextIsSanitisedForPeopleButExactInJSON() throws {
        let feed = try FeedDecoder.decode(Paths.testFixture("feeds/v2-hostile.json"))
        let chart = ChartState.loaded(Chart(albums: feed.albums))
        let table = render(chart, .table(columns: 200)).stdout
        let plain = render(chart, .plain).stdout
        for text in [table, plain] {
            #expect(!text.contains("\u{1B}"))
            #expect(!text.contains("\u{202E}"))
            #expect(!text.contains("\u{9B}"))
            #expect(text.contains("Red\\x1B[31m Alert\\x1B]0;pwned\\x07"))
        }
        #expect(plain.split(separator: "\n").count == 3, "an embedded newline doesn't make a fourth line")
        let json = render(chart, .allJSON).stdout
        #expect(json.contains(#""name": "Red\u001b[31m Alert\u001b]0;pwned\u0007""#))
        #expect(json.contains("\\u202egnirts") && !json.contains("\u{202E}"), "bidi overrides escaped, as JSON may be read on a terminal")
    }
}
