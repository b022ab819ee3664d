#if canImport(FoundationEssentials)
import AlbumsEssentials
import FoundationEssentials
#else
import Foundation
#endif

/// `{"resultCount": N, "results": [...]}`, the envelope of both APIs.
public struct CatalogAnswer: Decodable, Equatable, Sendable {
    public var items: [CatalogItem]
    public var skipped: Int

    enum CodingKeys: String, CodingKey { case results }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let results = try container.decode(LossyList<CatalogItem>.self, forKey: .results)
        items = results.elements
        skipped = results.failures
    }

    /// Decodes an answer; the blank lines Apple puts before the JSON are fine.
    public static func decode(_ data: Data) throws -> CatalogAnswer {
        do {
            return try JSONDecoder().decode(CatalogAnswer.self, from: data)
        } catch {
            throw CatalogAnswerError.notAnAnswer
        }
    }
}
