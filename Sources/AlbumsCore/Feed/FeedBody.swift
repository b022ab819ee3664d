import Foundation

struct FeedBody: Decodable {
    let results: LossyList<ChartEntry>?
    let entry: OneOrMany<LegacyEntry>?
    /// Legacy feeds wrap even their title: `{"label": "iTunes Store: Top Albums"}`.
    let hasLegacyTitle: Bool
    /// v2 and v1: "Sat, 17 Aug 2024 05:18:26 +0000" or an ISO 8601 date; legacy: the same in a label.
    let updated: Int64?

    enum CodingKeys: String, CodingKey { case results, entry, title, updated }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        results = try container.decodeIfPresent(LossyList<ChartEntry>.self, forKey: .results)
        entry = try container.decodeIfPresent(OneOrMany<LegacyEntry>.self, forKey: .entry)
        hasLegacyTitle = (try? container.decode(LegacyLabel.self, forKey: .title)) != nil
        let updatedText = (try? container.decode(String.self, forKey: .updated)) ?? (try? container.decode(LegacyLabel.self, forKey: .updated))?.label
        updated = updatedText.flatMap(FeedDate.parse)
    }

    func decoded() throws -> DecodedFeed {
        if let results {
            let generation: FeedGeneration = results.elements.contains { $0.kind == "album" } ? .v1 : .v2
            let albums = results.elements.enumerated().map { $0.element.album(rank: $0.offset + 1) }
            return DecodedFeed(albums: albums, skipped: results.failures, generation: generation, updated: updated)
        }
        if let entry {
            let albums = entry.list.elements.enumerated().map { $0.element.album(rank: $0.offset + 1) }
            return DecodedFeed(albums: albums, skipped: entry.list.failures, generation: .legacy, updated: updated)
        }
        // A legacy feed with no entries has no `entry` key at all; its title is still wrapped in a label.
        if hasLegacyTitle {
            return DecodedFeed(albums: [], skipped: 0, generation: .legacy, updated: updated)
        }
        throw FeedDecodingError.notAFeed
    }
}
