import Foundation

/// Reads any generation of Apple's top-albums feed. One bad entry is skipped and
/// counted; a feed where nothing decodes is an error.
public enum FeedDecoder {
    public static func decode(_ data: Data) throws -> DecodedFeed {
        try JSONBody.check(data)
        let body: FeedBody
        do {
            body = try JSONDecoder().decode(FeedEnvelope.self, from: data).feed
        } catch DecodingError.dataCorrupted {
            throw FeedDecodingError.invalidJSON
        } catch {
            throw FeedDecodingError.notAFeed
        }
        let feed = try body.decoded()
        if feed.albums.isEmpty && feed.skipped > 0 {
            throw FeedDecodingError.noAlbumDecoded(skipped: feed.skipped)
        }
        return feed
    }
}

private struct FeedEnvelope: Decodable {
    let feed: FeedBody
}

private struct FeedBody: Decodable {
    let results: LossyList<ChartEntry>?
    let entry: OneOrMany<LegacyEntry>?
    /// Legacy feeds wrap even their title: `{"label": "iTunes Store: Top Albums"}`.
    let hasLegacyTitle: Bool

    enum CodingKeys: String, CodingKey { case results, entry, title }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        results = try container.decodeIfPresent(LossyList<ChartEntry>.self, forKey: .results)
        entry = try container.decodeIfPresent(OneOrMany<LegacyEntry>.self, forKey: .entry)
        hasLegacyTitle = (try? container.decode(LegacyLabel.self, forKey: .title)) != nil
    }

    func decoded() throws -> DecodedFeed {
        if let results {
            let generation: FeedGeneration = results.elements.contains { $0.kind == "album" } ? .v1 : .v2
            let albums = results.elements.enumerated().map { $0.element.album(rank: $0.offset + 1) }
            return DecodedFeed(albums: albums, skipped: results.failures, generation: generation)
        }
        if let entry {
            let albums = entry.list.elements.enumerated().map { $0.element.album(rank: $0.offset + 1) }
            return DecodedFeed(albums: albums, skipped: entry.list.failures, generation: .legacy)
        }
        // A legacy feed with no entries has no `entry` key at all; its title is still wrapped in a label.
        if hasLegacyTitle {
            return DecodedFeed(albums: [], skipped: 0, generation: .legacy)
        }
        throw FeedDecodingError.notAFeed
    }
}

/// An entry of the v1 and v2 feeds, which share their shape.
private struct ChartEntry: Decodable {
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

private struct LegacyLabel: Decodable {
    let label: String
}

private struct LegacyEntry: Decodable {
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

/// A string that some answers give as a number.
struct FlexibleString: Decodable {
    let value: String

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            value = text
        } else {
            value = String(try container.decode(Int64.self))
        }
    }
}

/// An array whose bad elements are skipped and counted instead of failing the whole.
struct LossyList<Element: Decodable>: Decodable {
    var elements: [Element] = []
    var failures = 0

    init(elements: [Element] = [], failures: Int = 0) {
        self.elements = elements
        self.failures = failures
    }

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        while !container.isAtEnd {
            if let element = try? container.decode(Element.self) {
                elements.append(element)
            } else {
                failures += 1
                // A failed decode leaves the cursor where it was; step over the element.
                guard (try? container.decode(Skipped.self)) != nil else { break }
            }
        }
    }

    private struct Skipped: Decodable {
        init(from decoder: any Decoder) throws {}
    }
}

/// Atom-as-JSON gives a single element as an object and several as an array.
struct OneOrMany<Element: Decodable>: Decodable {
    let list: LossyList<Element>

    init(from decoder: any Decoder) throws {
        if (try? decoder.unkeyedContainer()) != nil {
            list = try LossyList(from: decoder)
        } else if let single = try? Element(from: decoder) {
            list = LossyList(elements: [single])
        } else {
            list = LossyList(failures: 1)
        }
    }
}
