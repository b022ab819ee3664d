@testable import AlbumsCore
import Testing

/// `ArtistRecord.names(like:)`: the kept artists a name that matched nobody may have meant.
@Suite struct ArtistNamesTests {
    static func history(_ chart: String, _ artists: [String]) -> ChartHistory {
        var history = ChartHistory(chart: chart)
        _ = history.record(updated: 1_794_571_200, albums: artists.enumerated().map { offset, artist in
            Album(rank: offset + 1, id: "\(chart)-\(offset)", name: "Album \(offset)", artist: artist, releaseDate: nil, genres: [],
                  url: "", artworkURL: nil, explicit: false)
        })
        return history
    }

    @Test func everyWordCaseAndAccentsAsideMostAlbumsFirst() {
        let histories = [
            Self.history("gb", ["Velvet Static", "Velvet Underground Revue", "Static Velvet", "Silk"]),
            Self.history("us", ["VELVET STATIC", "velvet static", "Vëlvet Static", "Static Velvet", "Velvet Underground Revue", "Velvet Underground Revue"]),
        ]
        // Velvet Static: 1 + 3 albums (one spelling, the first seen); Velvet Underground Revue 3; Static Velvet 2.
        #expect(ArtistRecord.names(like: "velvet", in: histories) == ["Velvet Static", "Velvet Underground Revue", "Static Velvet"])
        #expect(ArtistRecord.names(like: "velvet", in: histories, limit: 1) == ["Velvet Static"])
        #expect(ArtistRecord.names(like: "STATIC vel", in: histories) == ["Velvet Static", "Static Velvet"], "every word, in any order")
        #expect(ArtistRecord.names(like: "velvet silk", in: histories) == [])
        #expect(ArtistRecord.names(like: "   ", in: histories) == [])
    }

    /// Three names at most unless asked for more: of four that match, the three with most albums.
    @Test func threeNamesAtMostByDefault() {
        let histories = [Self.history("gb", ["Ada Velvet", "Bo Velvet", "Cy Velvet", "Di Velvet", "Ada Velvet", "Bo Velvet", "Cy Velvet"])]
        #expect(ArtistRecord.names(like: "velvet", in: histories) == ["Ada Velvet", "Bo Velvet", "Cy Velvet"])
        #expect(ArtistRecord.names(like: "velvet", in: histories, limit: 4) == ["Ada Velvet", "Bo Velvet", "Cy Velvet", "Di Velvet"])
    }

    @Test func equalCountsGoByName() {
        let histories = [Self.history("gb", ["Zed Velvet", "Ada Velvet", "Mo Velvet"])]
        #expect(ArtistRecord.names(like: "velvet", in: histories) == ["Ada Velvet", "Mo Velvet", "Zed Velvet"])
    }
}
