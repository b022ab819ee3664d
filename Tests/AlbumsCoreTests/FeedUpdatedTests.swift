@testable import AlbumsCore
import AlbumsEssentials
import AlbumsTestSupport
import Foundation
import Testing

/// When each generation of the feed says it was published (the dates themselves: FeedDateTests, against Foundation).
@Suite struct FeedUpdatedTests {
    /// `feed.updated` in each generation; a feed without one has none.
    @Test func eachGenerationSaysWhenItWasPublished() throws {
        let v2 = try FeedDecoder.decode(Data(FeedText.v2(updated: "Fri, 13 Nov 2026 12:00:00 +0000", ids: ["1"]).utf8))
        #expect(v2.updated == FeedDate.parse("Fri, 13 Nov 2026 12:00:00 +0000"))
        let v1 = try FeedDecoder.decode(Data(FeedText.v1(updated: "2019-05-17T01:42:26.000-07:00", ids: ["1"]).utf8))
        #expect(v1.generation == .v1)
        #expect(v1.updated == FeedDate.parse("2019-05-17T01:42:26.000-07:00"))
        let legacy = try FeedDecoder.decode(Data(FeedText.legacy(updated: "2021-09-06T13:57:56-07:00", ids: ["1", "2"]).utf8))
        #expect(legacy.generation == .legacy)
        #expect(legacy.albums.map(\.id) == ["1", "2"])
        #expect(legacy.updated == FeedDate.parse("2021-09-06T13:57:56-07:00"))
        #expect(try FeedDecoder.decode(Data(FeedText.v2(updated: nil, ids: ["1"]).utf8)).updated == nil)
        #expect(try FeedDecoder.decode(Data(FeedText.v2(updated: "last Tuesday", ids: ["1"]).utf8)).updated == nil)
    }
}
