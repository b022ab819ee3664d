@testable import AlbumsCommands
import AlbumsCore
import AlbumsTerminal
import Testing

@Suite struct ChangesViewTests {
    /// On a narrow terminal both names give way: the album and the artist are
    /// each cut (with "…"), neither keeps its whole width at the other's cost,
    /// and no line is wider than the terminal.
    @Test func aNarrowTableCutsBothTheAlbumAndTheArtist() throws {
        let album = "An Album Name Long Enough To Be Cut Somewhere", artist = "An Artist Name Long Enough To Be Cut As Well"
        let changes = [ChartChanges.Change(id: "1", name: album, artist: artist, previousRank: 3, rank: 1)]
        let lines = ChangesView.tables([(changes, .new)], maxWidth: 60, style: .plain).flatMap { $0 }
        let row = try #require(lines.last { $0.hasPrefix("1") })
        #expect(!row.contains(album) && row.contains("An Album Name"), "the album cut: \(row)")
        #expect(!row.contains(artist) && row.contains("An Artist Name"), "the artist cut: \(row)")
        #expect(row.components(separatedBy: "…").count == 3, "both end in …: \(row)")
        #expect(lines.allSatisfy { $0.count <= 60 }, "\(lines)")
    }

    /// Narrower still, each name keeps its least width: the album 12
    /// columns, the artist 10, each cut with "…".
    @Test func theNamesKeepTheirLeastWidths() throws {
        let changes = [ChartChanges.Change(id: "1", name: "An Album Name Long Enough", artist: "TheArtistsName Long Enough", previousRank: 3, rank: 1)]
        for width in [20, 30] {
            let lines = ChangesView.tables([(changes, .new)], maxWidth: width, style: .plain).flatMap { $0 }
            let row = try #require(lines.last { $0.hasPrefix("1") })
            #expect(row.hasSuffix("An Album Na…  TheArtist…"), "\(width): \(row)")
        }
    }
}
