@testable import AlbumsClients
@testable import AlbumsCore
@testable import AlbumsTerminal
import AlbumsTestSupport
import Testing

@Suite struct TableTests {
    let table = Table(
        columns: [.init("#", rightAligned: true), .init("Album", flexible: true, minWidth: 5), .init("Artist", flexible: true, minWidth: 5)],
        rows: [["1", "東京ナイトドライブ", "星野ミナ"], ["10", "Short", "A Very Long Artist Name"]]
    )

    @Test func alignsByDisplayWidth() {
        #expect(table.render(maxWidth: nil) == """
             #  Album               Artist
             1  東京ナイトドライブ  星野ミナ
            10  Short               A Very Long Artist Name

            """)
    }

    @Test func shrinksTheWidestFlexibleColumnFirst() {
        let text = table.render(maxWidth: 30)
        #expect(text == """
             #  Album         Artist
             1  東京ナイト…   星野ミナ
            10  Short         A Very Long…

            """)
        #expect(text.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 30 })
    }

    @Test func stopsAtMinimumWidths() {
        let text = table.render(maxWidth: 5)
        #expect(text.split(separator: "\n").map { DisplayWidth.of(String($0)) }.max() == 2 + 2 + 5 + 2 + 5)
    }

    @Test func dropsColumnsThatCantFitHighestPriorityFirst() {
        let table = Table(
            columns: [.init("Name", flexible: true, minWidth: 4), .init("Date", dropPriority: 1), .init("Genre", dropPriority: 2)],
            rows: [["Alpha Beta", "2026-01-01", "Pop"]]
        )
        // Names keep their width first (up to `comfortable`): Genre goes before the name is cut, then Date.
        #expect(table.render(maxWidth: 29) == "Name        Date        Genre\nAlpha Beta  2026-01-01  Pop\n")
        #expect(table.render(maxWidth: 28) == "Name        Date\nAlpha Beta  2026-01-01\n")
        #expect(table.render(maxWidth: 21) == "Name\nAlpha Beta\n")
        #expect(table.render(maxWidth: 8) == "Name\nAlpha B…\n", "then cut")
        let long = Table(columns: [.init("Name", flexible: true, minWidth: 4), .init("Date", dropPriority: 1)], rows: [["A name longer than twenty", "2026-01-01"]])
        #expect(long.render(maxWidth: 32) == "Name                  Date\nA name longer than…   2026-01-01\n", "cut to twenty (no space before the …) before a column goes")
        #expect(long.render(maxWidth: 31) == "Name\nA name longer than twenty\n")
    }

    /// A column is fixed and left-aligned unless it says otherwise: when the
    /// table is too wide only a flexible column shrinks, however much wider a
    /// fixed one is.
    @Test func aColumnIsFixedAndLeftAlignedByDefault() {
        let table = Table(columns: [.init("Edition"), .init("Album", flexible: true, minWidth: 5)],
                          rows: [["2026-11-28 05:00 UTC", "Midnights"], ["1999-01-01", "Up"]])
        #expect(table.render(maxWidth: 24) == "Edition" + String(repeating: " ", count: 13) + "  Album\n"
            + "2026-11-28 05:00 UTC  Midn…\n" + "1999-01-01" + String(repeating: " ", count: 10) + "  Up\n")
    }

    @Test func boldHeaderOnlyWhenStyled() {
        let styled = table.render(maxWidth: nil, style: Style(enabled: true))
        #expect(styled.hasPrefix("\u{1B}[1m #\u{1B}[0m"))
        #expect(!table.render(maxWidth: nil).contains("\u{1B}"))
    }
}

@Suite struct TableTintTests {
    static let table = Table(
        columns: [.init("#", rightAligned: true), .movement, .init("Album", flexible: true), .init("Note")],
        rows: [["1", "▲3", "A", "x"], ["2", "▼12", "B", ""], ["3", "=", "C", ""], ["4", "NEW", "D", ""]]
    )

    /// A tint colours the fitted cell (padding included), so the columns still line up; no colour, no codes.
    @Test func movementCellsAreGreenRedAndDim() {
        #expect(Self.table.render(maxWidth: nil, style: Style(enabled: true)) == """
            \u{1B}[1m#\u{1B}[0m  \u{1B}[1m   \u{1B}[0m  \u{1B}[1mAlbum\u{1B}[0m  \u{1B}[1mNote\u{1B}[0m
            1  \u{1B}[32m▲3 \u{1B}[0m  A      x
            2  \u{1B}[31m▼12\u{1B}[0m  B
            3  \u{1B}[2m=  \u{1B}[0m  C
            4  NEW  D

            """)
        #expect(Self.table.render(maxWidth: nil) == "#       Album  Note\n1  ▲3   A      x\n2  ▼12  B\n3  =    C\n4  NEW  D\n")
    }
}

@Suite struct RankChartTests {
    @Test func bestAtTheTopAndAGapWhereItWasOff() {
        // 10, 1, off, 4 over two rows (16 eighths): heights 1, 16, –, 11 (8 + 3).
        #expect(RankChart.render([10, 1, nil, 4], rows: 2, width: 11) == (lines: [" #1 ┤  █ ▃", "#10 ┤ ▁█·█"], editions: 4))
    }

    @Test func theLatestEditionsThatFitAndWiderBarsWhenFew() {
        // 12 columns less "#20 ┤ " leave six: ranks 15 to 20, scaled to themselves
        // in one row of eight eighths: 8, 6, 5, 3, 2, 1.
        let chart = RankChart.render(Array(1...20).map { Optional($0) }, rows: 1, width: 12)
        #expect(chart.editions == 6)
        #expect(chart.lines == ["#15 ┤ █▆▅▃▂▁"])
        #expect(RankChart.render([3, 3], rows: 1, width: 40).lines == ["#3 ┤ ██████"], "one rank: full bars, three columns each")
        #expect(RankChart.render([nil, nil], rows: 2, width: 40).lines.isEmpty)
        #expect(RankChart.render([5], rows: 2, width: 40).lines == ["#5 ┤ ███", "   ┤ ███"], "one rank is labelled once")
    }
}
