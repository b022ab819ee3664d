@testable import AlbumsCore
@testable import AlbumsClients
@testable import AlbumsCLI
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
        #expect(table.render(maxWidth: 25) == "Name    Date        Genre\nAlpha…  2026-01-01  Pop\n")
        #expect(table.render(maxWidth: 17) == "Name   Date\nAlph…  2026-01-01\n")
        #expect(table.render(maxWidth: 8) == "Name\nAlpha B…\n")
    }

    @Test func boldHeaderOnlyWhenStyled() {
        let styled = table.render(maxWidth: nil, style: Style(enabled: true))
        #expect(styled.hasPrefix("\u{1B}[1m #\u{1B}[0m"))
        #expect(!table.render(maxWidth: nil).contains("\u{1B}"))
    }
}
