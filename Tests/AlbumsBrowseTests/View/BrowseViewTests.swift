@testable import AlbumsBrowse
@testable import AlbumsCommands
@testable import AlbumsCore
import AlbumsImaging
@testable import AlbumsPictures
@testable import AlbumsTerminal
import Foundation
import Testing

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

    /// The detail page's first lines for Beta, as `albums show` prints them: every test of that page starts so.
    static let betaDetail = """
            «b,fg:cyan»Beta
            by Bob

              «d»Rank     «»  2
              «d»Genre    «»  Rock
              «d»Released «»  May 6, 2025
              «d»Explicit «»  no
              «d»Copyright«»  unknown

            """

    static let status80 = "«r» standard · us · sort rank · session shared · updated just now" + String(repeating: " ", count: 18)

    @Test func theDetailIsWhatShowPrints() {
        let model = BrowseUpdateTests.run(BrowseUpdateTests.loaded(columns: 80, rows: 10), BrowseUpdateTests.keys(.down, .enter)).0
        #expect(Self.frame(model).markup() == Self.betaDetail + """
            \(Self.status80)
             «b»Esc«d» back«»  «b»Tab«d» tracks«»  «b»p«d» play previews«»  «b»o«d» open«»  «b»↑↓«d» previous/next«»  «b»?«d» help

            """)
    }

    @Test func theSettingsPageIsSettingsListWithWhatEnterDoes() {
        let model = BrowseUpdateTests.run(BrowseUpdateTests.loaded(columns: 80, rows: 10), BrowseUpdateTests.keys(.character(","))).0
        let lines = Self.frame(model).markup().everyLine
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
        let lines = Self.frame(model).text().everyLine
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
        let lines = Self.frame(model).text().everyLine
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
                let lines = frame.text().everyLine.dropLast()
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

    /// The pane's rule runs down every row above the status and key lines, and
    /// a cover not yet drawn is a "…" at the middle of the cover's box.
    @Test func thePanesRuleEndsAboveTheStatusLineAndAWaitingCoverIsAnEllipsisAtItsMiddle() {
        let model = BrowseUpdateTests.loaded(columns: 120, rows: 30, pictures: true)
        let frame = Self.frame(model)
        let rule = 120 - BrowseModel.coverPaneWidth - 1 // a blank column, then the rule, right of the table
        #expect((0..<28).allSatisfy { frame[$0, rule].text == "│" }, "rows 0 to 27")
        #expect(frame[28, rule].text != "│" && frame[29, rule].text != "│", "the status and key lines")
        let box = (row: 1, column: rule + 2, size: model.paneCoverSize)
        #expect(box.size == (34, 17))
        let waiting = frame.text().everyLine.enumerated().filter { $0.element.contains("…") }.map(\.offset)
        #expect(waiting == [box.row + box.size.rows / 2])
        #expect(frame[box.row + box.size.rows / 2, box.column + box.size.columns / 2].text == "…")
    }

    /// Under the pane's cover, the name and the artist are cut to the cover's
    /// width (the pane's less its two margins: 34 columns): 33 and 34 whole,
    /// 35 cut with "…".
    @Test(arguments: [33, 34, 35])
    func thePanesNameAndArtistAreCutToTheCoversWidth(length: Int) {
        let name = String(repeating: "n", count: length), artist = String(repeating: "a", count: length)
        let album = Album(rank: 1, id: "11", name: name, artist: artist, releaseDate: nil, genres: [], url: "https://music.test/11", artworkURL: nil, explicit: false)
        let model = BrowseUpdateTests.loaded([album], columns: 120, rows: 30, pictures: true)
        let lines = Self.frame(model).text().everyLine
        let below = 1 + model.paneCoverSize.rows + 1
        func shown(_ text: String) -> String { "│ " + (length <= 34 ? text : String(text.prefix(33)) + "…") }
        #expect(lines.element(below)?.hasSuffix(shown(name)) == true, "\(lines.element(below) ?? "")")
        #expect(lines.element(below + 1)?.hasSuffix(shown(artist)) == true, "\(lines.element(below + 1) ?? "")")
    }

    /// The search's key line says what Enter does: search, until an answer
    /// comes for the line as it is; open, while it is; search again once the
    /// line is edited.
    @Test func theSearchKeysSayWhatEnterDoes() {
        let typed = BrowseUpdateTests.run(BrowseUpdateTests.loaded(columns: 80, rows: 10), BrowseUpdateTests.keys(.character("/"), .character("n"), .enter)).0
        let answered = BrowseModel.update(typed, .searched(term: "n", .found([SearchResult(kind: .album, id: "9", name: "Neon", artist: "Vera")], notice: nil))).0
        let edited = BrowseUpdateTests.run(answered, BrowseUpdateTests.keys(.character("e"))).0
        func keys(_ model: BrowseModel) -> String { Self.frame(model).text().everyLine.element(9) ?? "" }
        #expect(keys(typed).hasPrefix(" type a search  Enter search"), "\(keys(typed))")
        #expect(keys(answered).hasPrefix(" ↑↓ choose  Enter open"), "\(keys(answered))")
        #expect(keys(edited).hasPrefix(" type a search  Enter search"), "\(keys(edited))")
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
