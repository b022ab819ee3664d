import AlbumsCommandsTestSupport
@testable import AlbumsClients
@testable import AlbumsCommands
@testable import AlbumsCore
import Foundation
import Testing

/// The stub session's walk: the stub chart's kept editions arrive one a
/// check, then the stub feed's own edition, then nothing new.
@Suite struct WatchCheckTests {
    /// What each of `checks` checks of a walk starting at seed `first` brings: "from→to" for an edition, or "unchanged".
    static func walk(first: Int, checks: Int) async throws -> [String] {
        let context = try await TestHarness().world.context(["watch", "--session", "stub"])
        let check = WatchCheck.stubWalk(context, rules: WatchRules(), first: first)
        var said: [String] = []
        for _ in 0..<checks {
            switch await check.run() {
            case .edition(_, let from, let to, _): said.append("\(from)→\(to)")
            case .unchanged: said.append("unchanged")
            case .stale(let served, let newest, _): said.append("stale \(served) \(newest)")
            case .failed(let failure): said.append("failed \(failure.what)")
            }
        }
        return said
    }

    @Test func eachSeedArrivesInTurnThenTheFeedsEdition() async throws {
        let seeds = HistorySeeds.stub.map(\.updated), feed = Int64(Clock.fixtureDate.timeIntervalSince1970)
        try #require(seeds.count == 2 && seeds[0] < seeds[1] && seeds[1] < feed)
        let whole = ["unchanged", "\(seeds[0])→\(seeds[1])", "\(seeds[1])→\(feed)", "unchanged"]
        #expect(try await Self.walk(first: 0, checks: 4) == whole, "the first kept is no news; the feed's edition comes last")
        #expect(try await Self.walk(first: 1, checks: 2) == Array(whole[1...2]), "from the second seed, the first kept already")
        #expect(try await Self.walk(first: 2, checks: 2) == Array(whole[2...3]), "past the seeds (--once): the feed's edition")
        #expect(try await Self.walk(first: 3, checks: 2) == Array(whole[2...3]), "a start past them is held to them")
    }
}
