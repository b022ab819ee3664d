import AlbumsCommandsTestSupport
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

    /// Stopping following someone not followed fails (exit 1, nothing changed) and points at who is.
    @Test func removingSomeoneNotFollowedPointsAtTheList() async throws {
        let none = TestHarness()
        #expect(await none.run("follow", "remove", "Nobody") == .failure)
        #expect(none.console.err == """
            error: couldn't stop following Nobody
              why: nobody is followed yet
              try: albums follow list shows who is followed

            """)
        let some = TestHarness(settings: ["follow": "Mara Osei"])
        #expect(await some.run("follow", "remove", "Nobody") == .failure)
        #expect(some.console.err.contains("  why: nobody of that name is followed\n  try: albums follow list shows who is followed\n"))
        #expect(try Self.followed(some) == ["Mara Osei"])
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
        #expect(harness.console.err.contains("why: 1000 artists are followed, and albums keeps at most 1000"))
        #expect(try Self.followed(harness).count == FollowedArtists.limit, "nothing lost, nothing added")
    }

    /// A list over the cap (an older albums had none) is read up to the cap
    /// with a warning, never thrown away: a change keeps what was there.
    @Test func aListOverTheCapIsReadUpToItAndKeptWhole() async throws {
        let names = (1...FollowedArtists.limit + 1).map { "Artist \($0)" }
        let over = names.joined(separator: "; ")
        let fromEnvironment = TestHarness(environment: ["ALBUMS_FOLLOW": over])
        #expect(await fromEnvironment.run("follow", "list") == .success)
        #expect(fromEnvironment.console.err.contains("ALBUMS_FOLLOW: 1001 artists are followed; albums reads the first 1000"))
        #expect(fromEnvironment.console.out.contains("Artist 1000\n"))
        #expect(!fromEnvironment.console.out.contains("Artist 1001"))

        let harness = TestHarness(settings: ["follow": over])
        #expect(await harness.run("follow", "add", "One More") == .failure)
        #expect(try harness.world.settings.load()["follow"] == over, "refused, and the list untouched")
        #expect(await harness.run("follow", "remove", "Artist 5") == .success)
        let kept = try harness.world.settings.load()["follow"].map(FollowedArtists.names) ?? []
        #expect(kept == names.filter { $0 != "Artist 5" }, "the 1,000 others kept, the one past the cap too")
    }

    /// Names are folded once each and kept in a set: 200,000 names are read in
    /// no time (the pairwise dedupe they replaced ran for minutes), and read up to the bound.
    @Test(.timeLimit(.minutes(1))) func aHugeListIsReadInLinearTime() {
        let distinct = (1...200_000).map { "Artist \($0)" }.joined(separator: ";")
        #expect(FollowedArtists.parse(distinct)?.count == FollowedArtists.limit)
        #expect(FollowedArtists.names(distinct).count == 200_000)
        let repeated = Array(repeating: "Beyoncé; beyonce; BEYONCE", count: 50_000).joined(separator: ";")
        #expect(FollowedArtists.parse(repeated) == ["Beyoncé"])
    }
}

/// The follow list's edges: 999 and one more is 1,000, within the cap; an empty name among others is refused and
/// nothing of the line is added.
@Suite struct FollowEdgesTests {
    @Test func theThousandthNameIsWithinTheCap() async throws {
        let harness = TestHarness(settings: ["follow": (1..<FollowedArtists.limit).map { "Artist \($0)" }.joined(separator: "; ")])
        #expect(await harness.run("follow", "add", "One More") == .success, "\(harness.console.err)")
        #expect(try FollowCommandTests.followed(harness).count == FollowedArtists.limit)
        #expect(await harness.run("follow", "add", "Two More") == .failure, "the 1,001st is over")
    }

    /// Spaces and line breaks around a name go (a name pasted with its line); a line break, tab or other control
    /// character inside one is refused, and nothing of the line is added.
    @Test func lineBreaksAroundANameGoAndInsideOneAreRefused() async throws {
        let harness = TestHarness()
        #expect(await harness.run("follow", "add", "Mara Osei\n", "\r\n Ivy Holloway \t") == .success, "\(harness.console.err)")
        #expect(try FollowCommandTests.followed(harness) == ["Mara Osei", "Ivy Holloway"])
        for bad in ["Mara\nOsei", "Mara\tOsei", "Mara\u{1B}[31mOsei", "Mara\u{85}Osei"] {
            harness.console.clear()
            #expect(await harness.run("follow", "add", "Cleo Vance", bad) == .usage, "\(bad)")
            #expect(harness.console.err.contains("an artist's name can't contain a line break or other control character"), "\(harness.console.err)")
            #expect(try FollowCommandTests.followed(harness) == ["Mara Osei", "Ivy Holloway"], "nothing of the line added")
        }
    }

    @Test(arguments: [["Mara Osei", ""], ["", "Mara Osei"], ["Mara Osei", "   "]])
    func anEmptyNameAmongOthersIsRefused(names: [String]) async throws {
        let harness = TestHarness()
        #expect(await harness.run(["follow", "add"] + names) == .usage, "\(names)")
        #expect(try FollowCommandTests.followed(harness).isEmpty, "nothing of the line added")
    }
}
