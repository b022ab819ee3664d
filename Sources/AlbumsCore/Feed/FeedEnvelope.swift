import Foundation

struct FeedEnvelope: Decodable {
    let feed: FeedBody
}
