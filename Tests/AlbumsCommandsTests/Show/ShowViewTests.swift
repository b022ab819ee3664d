@testable import AlbumsCommands
import AlbumsCore
import AlbumsEssentials
import AlbumsTerminal
import Testing

/// show's rows fit an 80-column terminal (the README's blocks are 80-column output): the chart line with the
/// widest numbers a kept history gives (ranks to 200, 400 editions), whatever the movement.
@Suite struct ShowViewTests {
    static let movements: [Movement] = [.new, .reentry, .same, .up(199), .down(199)]

    @Test(arguments: movements)
    func theChartRowFits80ColumnsWithTheWidestNumbers(movement: Movement) throws {
        var album = Album(rank: 200, id: "1", name: "A", artist: "B", releaseDate: nil, genres: [], url: Album.storeURL("1"),
                          artworkURL: nil, explicit: false)
        album.history = AlbumHistory(previousRank: 200, peakRank: 200, editions: 400, movement: movement,
                                     debut: 1_795_003_200, debutRank: 200, days: 400)
        let text = ShowView.render(album, tracks: "100 tracks, 300 min", options: .init(hyperlinks: false, locale: .english, style: .plain))
        let row = try #require(text.split(separator: "\n").first { $0.hasPrefix("  Chart ") })
        #expect(DisplayWidth.of(String(row)) <= 80, "\(DisplayWidth.of(String(row))): \(row)")
        #expect(row.contains(" · debut #200 on 2026-11-18"), "the widest row has its debut: \(row)")
    }
}
