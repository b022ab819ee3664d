import Foundation

/// An entry of the v1 and v2 feeds, which share their shape.
struct ChartEntry: Decodable {
    let id: FlexibleString
    let name: String
    let artistName: String
    let artistUrl: String?
    let releaseDate: String?
    let url: String
    let artworkUrl100: String?
    let contentAdvisoryRating: String?
    let genres: LossyList<Genre>?
    let copyright: String?
    let kind: String?

    struct Genre: Decodable {
        let name: String
    }

    func album(rank: Int) -> Album {
        Album(
            rank: rank, id: id.value, name: name, artist: artistName, artistURL: artistUrl,
            releaseDate: releaseDate.flatMap(ReleaseDate.day), genres: genres?.elements.map(\.name) ?? [],
            url: url, artworkURL: artworkUrl100,
            // v2 spells it "Explict"; v1 "Explicit"; clean albums have no rating at all.
            explicit: contentAdvisoryRating?.lowercased().hasPrefix("expl") ?? false,
            copyright: copyright
        )
    }
}
