import AlbumsCLITestSupport
@testable import AlbumsClients
@testable import AlbumsCore
import AlbumsTestSupport
import Foundation
import Testing

/// `albums follow`: each argument a name, the spelling first given kept, `;`
/// refused (it separates the names in the setting), and a bounded list.
@Suite struct FollowCommandTests {
    static func followed(_ harness: TestHarness) throws -> [String] {
        try harness.world.settings.load()[Settings.follow.key].flatMap(Settings.follow.parse) ?? []
    }

    @Test func eachArgumentIsOneArtist() async throws {
        let harness = TestHarness()
        #expect(await harness.run("follow", "add", "Ivy Holloway", "Otis Navarro") == .success)
        #expect(try Self.followed(harness) == ["Ivy Holloway", "Otis Navarro"])
        #expect(harness.console.err == "now following Ivy Holloway; now following Otis Navarro (2 followed)\n")
        #expect(await harness.run("follow", "remove", "ivy holloway", "OTIS NAVARRO") == .success)
        #expect(try Self.followed(harness) == [])
    }

    @Test func aNameWithASemicolonIsRefused() async throws {
        let harness = TestHarness()
        #expect(await harness.run("follow", "add", "A;B") == .usage)
        #expect(harness.console.err.hasPrefix("error: an artist's name can't contain ; (\"A;B\")"))
        #expect(try Self.followed(harness) == [], "nothing saved")
    }

    /// Case and accents aside, a name already followed is said in the spelling that was kept.
    @Test func alreadyFollowingSaysTheKeptSpelling() async throws {
        let harness = TestHarness(settings: ["follow": "Mara Osei"])
        #expect(await harness.run("follow", "add", "MARA OSÉI") == .success)
        #expect(harness.console.err == "already following Mara Osei (1 followed)\n")
        #expect(try Self.followed(harness) == ["Mara Osei"])
    }

    @Test func theListHoldsAtMostAThousand() async throws {
        let full = (1...FollowedArtists.limit).map { "Artist \($0)" }.joined(separator: "; ")
        let harness = TestHarness(settings: ["follow": full])
        #expect(await harness.run("follow", "add", "One More") == .failure)
        #expect(harness.console.err.contains("why: 1000 artists are followed, the most albums keeps"))
        #expect(try Self.followed(harness).count == FollowedArtists.limit, "nothing lost, nothing added")
        // Past the bound, the setting is not a value: a warning, and the default (nobody).
        let over = TestHarness(environment: ["ALBUMS_FOLLOW": full + "; Artist 1001"])
        #expect(await over.run("follow", "list") == .success)
        #expect(over.console.err.contains("ALBUMS_FOLLOW"))
    }

    /// Names are folded once each and kept in a set: 200,000 names are read in
    /// no time (the pairwise dedupe they replaced ran for minutes), and refused past the bound.
    @Test(.timeLimit(.minutes(1))) func aHugeListIsReadInLinearTime() {
        let distinct = (1...200_000).map { "Artist \($0)" }.joined(separator: ";")
        #expect(FollowedArtists.parse(distinct) == nil)
        let repeated = Array(repeating: "Beyoncé; beyonce; BEYONCE", count: 50_000).joined(separator: ";")
        #expect(FollowedArtists.parse(repeated) == ["Beyoncé"])
    }
}
