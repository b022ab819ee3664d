@testable import AlbumsClients
@testable import AlbumsCore
@testable import AlbumsTerminal
import AlbumsTestSupport
import Testing

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("abc", 3), ("東京", 4), ("서울의 밤", 9), ("Cafe\u{301}", 4), ("🌻", 2), ("👩‍👩‍👧", 2), ("🇯🇵", 2),
        ("❤️", 2), ("ليالي", 5), ("", 0), ("a\u{200B}b", 2), ("ｆｕｌｌ", 8),
    ])
    func measuresColumns(text: String, columns: Int) {
        #expect(DisplayWidth.of(text) == columns)
    }

    @Test func truncatesByColumnsWithAnEllipsis() {
        #expect(DisplayWidth.truncate("Golden Rivers", to: 8) == "Golden…", "no space before the ellipsis")
        #expect(DisplayWidth.truncate("東京ナイトドライブ", to: 7) == "東京ナ…")
        #expect(DisplayWidth.truncate("東京ナイトドライブ", to: 8) == "東京ナ…")
        #expect(DisplayWidth.truncate("short", to: 5) == "short")
        #expect(DisplayWidth.truncate("anything", to: 0) == "")
    }

    @Test func neverSplitsAGraphemeCluster() {
        let family = "👩‍👩‍👧👩‍👩‍👧👩‍👩‍👧"
        let cut = DisplayWidth.truncate(family, to: 5)
        #expect(cut == "👩‍👩‍👧👩‍👩‍👧…")
        let accents = "e\u{301}e\u{301}e\u{301}e\u{301}"
        #expect(DisplayWidth.truncate(accents, to: 3) == "e\u{301}e\u{301}…")
    }

    @Test func padsToColumns() {
        #expect(DisplayWidth.pad("東京", to: 6) == "東京  ")
        #expect(DisplayWidth.pad("7", to: 3, rightAligned: true) == "  7")
    }
}
