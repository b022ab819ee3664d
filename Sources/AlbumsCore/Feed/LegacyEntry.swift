import Foundation

struct LegacyEntry: Decodable {
    let name: LegacyLabel
    let artist: Artist
    let images: [LegacyLabel]?
    let rights: LegacyLabel?
    let category: Category?
    let releaseDate: LegacyLabel?
    let id: Identifier
    let link: OneOrMany<Link>

    enum CodingKeys: String, CodingKey {
        case name = "im:name", artist = "im:artist", images = "im:image", rights, category
        case releaseDate = "im:releaseDate", id, link
    }

    struct Artist: Decodable {
        let label: String
        let attributes: Attributes?
        struct Attributes: Decodable { let href: String? }
    }

    struct Category: Decodable {
        let attributes: Attributes
        struct Attributes: Decodable { let label: String }
    }

    struct Identifier: Decodable {
        let attributes: Attributes
        struct Attributes: Decodable {
            let id: FlexibleString
            enum CodingKeys: String, CodingKey { case id = "im:id" }
        }
    }

    struct Link: Decodable {
        let attributes: Attributes
        struct Attributes: Decodable {
            let href: String
            let rel: String?
        }
    }

    func album(rank: Int) -> Album {
        let links = link.list.elements
        let page = links.first { $0.attributes.rel == "alternate" } ?? links.first
        return Album(
            rank: rank, id: id.attributes.id.value, name: name.label, artist: artist.label,
            artistURL: artist.attributes?.href, releaseDate: releaseDate.flatMap { ReleaseDate.day($0.label) },
            genres: category.map { [$0.attributes.label] } ?? [], url: page?.attributes.href ?? "",
            // The images come smallest first (55, 60, 170 px).
            artworkURL: images?.last?.label, explicit: false, copyright: rights?.label
        )
    }
}
