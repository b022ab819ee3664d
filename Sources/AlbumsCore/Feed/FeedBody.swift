import Foundation

struct FeedBody: Decodable {
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
