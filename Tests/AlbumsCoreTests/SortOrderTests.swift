@testable import AlbumsCore
import AlbumsTestSupport
import Testing

@Suite struct SortOrderTests {
    static func album(_ rank: Int, _ name: String, _ artist: String, _ date: String?) -> Album {
        Album(rank: rank, id: "\(rank)", name: name, artist: artist, releaseDate: date, genres: [], url: "", artworkURL: nil, explicit: false)
    }

    let albums = [
        album(1, "zebra", "Beta", "2024-01-01"),
        album(2, "Échos", "alpha", "2025-06-01"),
        album(3, "apple", "Gamma", nil),
        album(4, "Apple", "beta", "2025-06-01"),
        album(5, "Album 10", "Delta", "2020-01-01"),
        album(6, "Album 9", "Delta", "2023-01-01"),
    ]

    @Test func rankKeepsFeedOrder() {
        #expect(SortOrder.rank.sorted(albums.reversed()).map(\.rank) == [1, 2, 3, 4, 5, 6])
        // Already in order (the usual case, taken without sorting), or out of order in one place anywhere.
        #expect(SortOrder.rank.sorted(albums).map(\.rank) == [1, 2, 3, 4, 5, 6])
        for index in 0..<(albums.count - 1) {
            var swapped = albums
            swapped.swapAt(index, index + 1)
            #expect(SortOrder.rank.sorted(swapped).map(\.rank) == [1, 2, 3, 4, 5, 6], "swapped at \(index)")
        }
        #expect(SortOrder.rank.sorted([]).isEmpty)
        #expect(SortOrder.rank.sorted([albums[2]]).map(\.rank) == [3])
    }

    @Test func nameIgnoresCaseAndAccentsComparesNumbersAndBreaksTiesByRank() {
        #expect(SortOrder.name.sorted(albums).map(\.rank) == [6, 5, 3, 4, 2, 1])
    }

    @Test func artistIgnoresCase() {
        #expect(SortOrder.artist.sorted(albums).map(\.rank) == [2, 1, 4, 5, 6, 3])
    }

    @Test func releaseDateIsNewestFirstWithUndatedLast() {
        #expect(SortOrder.releaseDate.sorted(albums).map(\.rank) == [2, 4, 1, 6, 5, 3])
    }
}
