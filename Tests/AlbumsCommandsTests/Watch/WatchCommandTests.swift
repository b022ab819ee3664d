import AlbumsClientsTestSupport
import AlbumsCommandsTestSupport
@testable import AlbumsClients
@testable import AlbumsCore
@testable import AlbumsTerminal
import AlbumsTestSupport
import Foundation
import Synchronization
import Testing

/// `albums watch` in the test world: the loop's clock and sleep are the
/// World's, so many checks take milliseconds and every wait is recorded.
@Suite struct WatchCommandTests {
    /// Answers in turn: a feed (by ids, published on day N of November) or a failure; the last one repeats.
    enum Answer { case feed(day: Int, ids: [String]), fails }
    // A failure is a 404, which is not tried again within a check: one answer, one check.

    static func harness(_ answers: [Answer], clock: TestClock, settings: [String: String] = [:], outIsTerminal: Bool = false) -> TestHarness {
        // The lines' times in UTC, wherever the tests run.
        var harness = TestHarness(settings: settings, environment: ["TZ": "UTC"], outIsTerminal: outIsTerminal)
        let served = Mutex(0)
        harness.world.clock = clock.clock
        harness.world.network = HTTPTransport { request in
            let index = served.withLock { count in defer { count += 1 }; return min(count, answers.count - 1) }
            switch answers[index] {
            case .fails:
                return HTTPResponse(url: request.url, status: 404, body: Data())
            case .feed(let day, let ids):
                return HTTPResponse(url: request.url, status: 200, headers: ["Content-Type": "application/json"],
                                    body: Data(FeedText.v2(updated: "Fri, \(String(format: "%02d", day)) Nov 2026 12:00:00 +0000", ids: ids).utf8))
            }
        }
        return harness
    }

    static let feed = ["--feed", "https://feeds.test/top.json", "--cache", "none"]
    static func ids(_ numbers: ClosedRange<Int>) -> [String] { numbers.map { "10000000\(String(format: "%02d", $0))" } }

    @Test func newsAsItHappensThenASummary() async {
        let clock = TestClock(sleeping: .passingTime)
        let (notifier, recording) = Notifier.recording()
        var harness = Self.harness([.feed(day: 1, ids: Self.ids(1...5)), .feed(day: 1, ids: Self.ids(1...5)),
                                    .feed(day: 2, ids: Self.ids(1...4) + ["1000000099"])], clock: clock)
        harness.world.notifier = notifier
        #expect(await harness.run(["watch", "--every", "10m", "--checks", "4"] + Self.feed) == .success)
        // Day 1 is the first edition (nothing to compare), day 1 again is no news, day 2 brings one new entry.
        #expect(harness.console.out == "12:20  NEW  #5  Album 1000000099 — Artist 1000000099\n", "the third check, 20 minutes in")
        #expect(harness.console.err == "watched 30 m 0 s, 4 checks, 1 with news\n")
        #expect(clock.slept == [.seconds(600), .seconds(600), .seconds(600)], "--every, between checks")
        #expect(recording.posted == [Notice(title: "albums: the chart changed", body: "1 new: Album 1000000099 — Artist 1000000099, #5")])
        #expect(recording.postModes == [.auto])
    }

    /// Without --every, the next check comes when the feed says its answer goes stale (max-age, else Expires), else in an hour.
    @Test func theFeedsOwnFreshnessSetsTheInterval() async {
        for (headers, wait) in [(["Cache-Control": "max-age=300"], Duration.seconds(300)),
                                (["Date": "Fri, 20 Nov 2026 12:00:00 GMT", "Expires": "Fri, 20 Nov 2026 12:10:00 GMT"], .seconds(600)),
                                ([:], .seconds(3600))] {
            let clock = TestClock(sleeping: .passingTime)
            var harness = Self.harness([.feed(day: 1, ids: Self.ids(1...3))], clock: clock)
            harness.world.network = HTTPTransport { request in
                HTTPResponse(url: request.url, status: 200, headers: ["Content-Type": "application/json"].merging(headers) { $1 },
                             body: Data(FeedText.v2(updated: "Sun, 01 Nov 2026 12:00:00 +0000", ids: Self.ids(1...3)).utf8))
            }
            #expect(await harness.run(["watch", "--checks", "2"] + Self.feed) == .success)
            #expect(clock.slept == [wait], "\(headers)")
        }
    }

    @Test func eachRuleFromFlagsOrSettings() async {
        let day1 = Self.ids(1...12), day2 = ["1000000012"] + Self.ids(1...9) + ["1000000098"]
        let flags = Self.harness([.feed(day: 1, ids: day1), .feed(day: 2, ids: day2)], clock: TestClock(sleeping: .passingTime))
        #expect(await flags.run(["watch", "--checks", "2", "--top", "5", "--left"] + Self.feed) == .success)
        #expect(flags.console.out == """
            13:00  TOP5  #1  Album 1000000012 — Artist 1000000012
            13:00  LEFT  was #10  Album 1000000010 — Artist 1000000010
            13:00  LEFT  was #11  Album 1000000011 — Artist 1000000011

            """, "rules given as flags replace the settings' (no new entries here); the second check comes an hour on (no freshness given)")
        let settings = Self.harness([.feed(day: 1, ids: day1), .feed(day: 2, ids: day2)], clock: TestClock(sleeping: .passingTime),
                                    settings: ["watch-new": "off", "watch-moves": "10", "follow": "artist 1000000003"])
        #expect(await settings.run(["watch", "--checks", "2"] + Self.feed) == .success)
        #expect(settings.console.out == "13:00  ▲11  #1  Album 1000000012 — Artist 1000000012\n13:00  ARTIST  #4  Album 1000000003 — Artist 1000000003\n")
        let artist = Self.harness([.feed(day: 1, ids: day1), .feed(day: 2, ids: day2)], clock: TestClock(sleeping: .passingTime))
        #expect(await artist.run(["watch", "--checks", "2", "--artist", "ARTIST 1000000005", "--artist", "artist 1000000006"] + Self.feed) == .success)
        #expect(artist.console.out.split(separator: "\n").map { String($0.dropFirst(7).prefix(14)) } == ["NEW  #11  Albu", "ARTIST  #6  Al", "ARTIST  #7  Al"])
    }

    /// `--artist` takes a name as `follow add` does: a line break at an end (a
    /// name pasted with its line) goes; one inside is refused, a usage error.
    @Test func anArtistsNameIsTrimmedAndALineBreakInsideIsRefused() async {
        let day1 = Self.ids(1...12), day2 = ["1000000012"] + Self.ids(1...9) + ["1000000098"]
        let pasted = Self.harness([.feed(day: 1, ids: day1), .feed(day: 2, ids: day2)], clock: TestClock(sleeping: .passingTime))
        #expect(await pasted.run(["watch", "--checks", "2", "--artist", "artist 1000000005\n"] + Self.feed) == .success)
        #expect(pasted.console.out.contains("ARTIST  #6  Album 1000000005 — Artist 1000000005"), "\(pasted.console.out)")
        let inside = Self.harness([.feed(day: 1, ids: day1)], clock: TestClock(sleeping: .passingTime))
        #expect(await inside.run(["watch", "--checks", "1", "--artist", "artist\n1000000005"] + Self.feed) == .usage)
        #expect(inside.console.err.hasPrefix("error: an artist's name can't contain a line break or other control character"), "\(inside.console.err)")
        #expect(inside.console.out.isEmpty)
    }

    /// A failure is said once per streak, the waits double from the interval (at most a
    /// minute to start), a recovery is said once, and watching never stops for it.
    @Test func failuresBackOffAndRecover() async {
        let clock = TestClock(sleeping: .passingTime)
        let harness = Self.harness([.fails, .fails, .fails, .feed(day: 1, ids: Self.ids(1...3))], clock: clock)
        #expect(await harness.run(["watch", "--every", "1h", "--checks", "5"] + Self.feed) == .success)
        #expect(clock.slept == [.seconds(60), .seconds(120), .seconds(240), .seconds(3600)])
        let lines = harness.console.err.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines.first?.hasPrefix("warning: couldn't check the chart: feeds.test answered HTTP 404 Not Found") == true)
        #expect(lines.first?.hasSuffix("trying again in 1 m 0 s, then less often until it answers") == true)
        #expect(lines.element(1) == "The chart answers again (after 3 failed checks).")
        #expect(lines.element(2) == "watched 1 h 7 m, 5 checks, 0 with news")
    }

    /// A lagging cache serving an older edition (19 Nov, then 21 Nov, then 20 Nov):
    /// the 20th's differences from the 21st are not news; it is said once.
    @Test func anOlderEditionThanTheNewestKeptIsNotNews() async {
        let (day19, day21, day20) = (Self.ids(1...5), Self.ids(1...4) + ["1000000050"], Self.ids(2...5) + ["1000000060"])
        let harness = Self.harness([.feed(day: 19, ids: day19), .feed(day: 21, ids: day21), .feed(day: 20, ids: day20)], clock: TestClock(sleeping: .passingTime))
        #expect(await harness.run(["watch", "--every", "1m", "--checks", "4"] + Self.feed) == .success)
        #expect(harness.console.out == "12:01  NEW  #5  Album 1000000050 — Artist 1000000050\n", "only the 21st's news")
        #expect(harness.console.err == """
            warning: the feed served an older edition (20 Nov) than the one already kept (21 Nov); it is not news
            watched 3 m 0 s, 4 checks, 1 with news

            """, "said once for the two stale checks")
    }

    /// Stale, stale, then the newest again (unchanged), then stale: the second
    /// streak is warned again, each streak once.
    @Test func aSecondStreakOfStaleEditionsIsWarnedAgain() async {
        let (day19, day21, day20) = (Self.ids(1...5), Self.ids(1...4) + ["1000000050"], Self.ids(2...5) + ["1000000060"])
        let answers: [Answer] = [.feed(day: 19, ids: day19), .feed(day: 21, ids: day21), .feed(day: 20, ids: day20), .feed(day: 20, ids: day20),
                                 .feed(day: 21, ids: day21), .feed(day: 20, ids: day20)]
        let harness = Self.harness(answers, clock: TestClock(sleeping: .passingTime))
        #expect(await harness.run(["watch", "--every", "1m", "--checks", "6"] + Self.feed) == .success)
        let warning = "warning: the feed served an older edition (20 Nov) than the one already kept (21 Nov); it is not news\n"
        #expect(harness.console.err == warning + warning + "watched 5 m 0 s, 6 checks, 1 with news\n")
    }

    /// Every check failed: the summary says so, then why, and the exit is 1.
    @Test func aWatchWhereEveryCheckFailedSaysSoAndExitsOne() async {
        let harness = Self.harness([.fails], clock: TestClock(sleeping: .passingTime))
        #expect(await harness.run(["watch", "--every", "1m", "--checks", "3"] + Self.feed) == .failure)
        let lines = harness.console.err.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("warning: couldn't check the chart") == true)
        #expect(lines.element(1)?.hasSuffix(", 3 checks, all failed") == true, "\(lines)")
        #expect(lines.element(2) == "error: couldn't load the top albums chart")
        // One check that worked among them: the usual summary, exit 0.
        let once = Self.harness([.fails, .feed(day: 1, ids: Self.ids(1...3))], clock: TestClock(sleeping: .passingTime))
        #expect(await once.run(["watch", "--every", "1m", "--checks", "3"] + Self.feed) == .success)
        #expect(once.console.err.hasSuffix(", 3 checks, 0 with news\n"))
    }

    /// A notifier that fails is said once a streak: fails, fails (said once),
    /// works, fails (said again).
    @Test func aFailingNotifierIsSaidOnceAStreak() async {
        let posts = Mutex(0)
        var harness = Self.harness([.feed(day: 1, ids: Self.ids(1...3)), .feed(day: 2, ids: ["1000000091"] + Self.ids(1...2)),
                                    .feed(day: 3, ids: ["1000000092"] + Self.ids(1...2)), .feed(day: 4, ids: ["1000000093"] + Self.ids(1...2)),
                                    .feed(day: 5, ids: ["1000000094"] + Self.ids(1...2))], clock: TestClock(sleeping: .passingTime))
        harness.world.notifier = Notifier(notify: { _, _ in }, post: { _, _ in
            posts.withLock { $0 += 1; return $0 == 3 } ? .shown("a desktop") : .failed("no desktop session")
        })
        #expect(await harness.run(["watch", "--every", "1m", "--checks", "5"] + Self.feed) == .success)
        let said = harness.console.err.components(separatedBy: "couldn't show a notification (no desktop session)").count - 1
        #expect(posts.withLock { $0 } == 4, "four checks with news")
        #expect(said == 2, "once for checks 2 and 3, again for check 5: \(harness.console.err)")
    }

    /// On a terminal a line is cut to its width, as list cuts names; piped, it is whole.
    @Test func onATerminalALineIsCutToTheWidth() async {
        let long = String(repeating: "Very Long Album Name ", count: 500)
        let answers: (Bool) -> TestHarness = { terminal in
            var harness = TestHarness(environment: ["TZ": "UTC", "COLUMNS": "60"], outIsTerminal: terminal, columns: 60)
            let served = Mutex(0)
            harness.world.clock = TestClock(sleeping: .passingTime).clock
            harness.world.network = HTTPTransport { request in
                let day = served.withLock { count in defer { count += 1 }; return count + 1 }
                var text = FeedText.v2(updated: "Fri, 0\(min(day, 2)) Nov 2026 12:00:00 +0000", ids: day == 1 ? Self.ids(1...2) : ["1000000077"] + Self.ids(1...1))
                text = text.replacingOccurrences(of: "Album 1000000077", with: long)
                return HTTPResponse(url: request.url, status: 200, headers: ["Content-Type": "application/json"], body: Data(text.utf8))
            }
            return harness
        }
        let terminal = answers(true), piped = answers(false)
        #expect(await terminal.run(["watch", "--every", "1m", "--checks", "2"] + Self.feed) == .success)
        #expect(await piped.run(["watch", "--every", "1m", "--checks", "2"] + Self.feed) == .success)
        let line = terminal.console.out.split(separator: "\n").first.map(String.init) ?? ""
        #expect(DisplayWidth.of(line) <= 60 && line.hasSuffix("…"), "\(line)")
        #expect(piped.console.out.contains(long.trimmingCharacters(in: .whitespaces)), "whole when piped")
    }

    /// --once: one check, exit 0 with or without news; --json as changes --json; a failure is exit 1.
    @Test func onceForCron() async {
        let day1 = Self.ids(1...3), day2 = ["1000000050"] + Self.ids(1...2)
        let harness = Self.harness([.feed(day: 1, ids: day1), .feed(day: 2, ids: day2)], clock: TestClock(sleeping: .passingTime))
        #expect(await harness.run(["--feed", "https://feeds.test/top.json", "--cache", "none"]) == .success, "day 1 kept, as a list run keeps it")
        harness.console.clear()
        #expect(await harness.run(["watch", "--once", "--json", "entered,left"] + Self.feed) == .success)
        #expect(harness.console.out == ("""
            {
              "entered": [
                {
                  "id": "1000000050",
                  "name": "Album 1000000050",
                  "artist": "Artist 1000000050",
                  "previousRank": null,
                  "rank": 1
                }
              ],
              "left": []
            }

            """))
        let quiet = Self.harness([.feed(day: 1, ids: day1)], clock: TestClock(sleeping: .passingTime))
        #expect(await quiet.run(["watch", "--once"] + Self.feed) == .success)
        #expect(quiet.console.out == "" && quiet.console.err == "")
        let failing = Self.harness([.fails], clock: TestClock(sleeping: .passingTime))
        #expect(await failing.run(["watch", "--once"] + Self.feed) == .failure)
        #expect(failing.console.err.hasPrefix("error: couldn't load the top albums chart\n"))
    }

    /// The stub session's single check brings the newest stub edition (20 November), so it has news to say:
    /// the albums that entered since 13 November, worked out here from the fixtures.
    @Test func onceInTheStubSessionSaysWhatTheNewestEditionBrought() async throws {
        let seeds = HistorySeeds.stub
        try #require(seeds.count == 2, "6 and 13 November, before the stub feed's 20 November")
        let before = Set(seeds[1].albums.prefix(100).map(\.id))
        let list = TestHarness(settings: ["session": "stub", "history": "off"])
        #expect(await list.run("--json", "id") == .success)
        #expect(list.console.out.hasPrefix("["), "\(list.console.out.prefix(200)) \(list.console.err)")
        let newest = try JSONSerialization.jsonObject(with: Data(list.console.out.utf8)) as? [[String: Any]] ?? []
        // New to the chart since 13 November: first seen (entered), or seen on 6 November and back.
        let arrived = newest.compactMap { $0["id"] as? String }.filter { !before.contains($0) }
        let seenOnce = Set(seeds[0].albums.prefix(100).map(\.id))
        let entered = arrived.filter { !seenOnce.contains($0) }
        try #require(newest.count == 100 && !entered.isEmpty && entered.count < arrived.count, "the fixtures differ so")
        let harness = TestHarness(settings: ["session": "stub"], environment: ["TZ": "UTC"])
        #expect(await harness.run("watch", "--once", "--json", "entered") == .success)
        let answer = try JSONSerialization.jsonObject(with: Data(harness.console.out.utf8)) as? [String: Any]
        let ids = (answer?["entered"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
        #expect(ids == entered)
        let plain = TestHarness(settings: ["session": "stub"], environment: ["TZ": "UTC"])
        #expect(await plain.run("watch", "--once", "--new") == .success)
        #expect(plain.console.out.split(separator: "\n").count == arrived.count, "a line per album new or back: \(plain.console.out)")
    }

    /// Stopped mid-check (Ctrl-C cancels the task): the check under way is
    /// cancelled, not counted, and the summary follows at once.
    @Test func cancellingMidCheckStopsWithASummary() async throws {
        var harness = Self.harness([.feed(day: 1, ids: Self.ids(1...3))], clock: TestClock(sleeping: .passingTime))
        let asked = Mutex(0)
        harness.world.network = HTTPTransport { _ in
            asked.withLock { $0 += 1 }
            try await Task.sleep(for: .seconds(60))
            throw CancellationError()
        }
        let world = harness.world
        let run = Task { await TestHarness.run(["watch", "--every", "5m"] + Self.feed, in: world) }
        #expect(await Wait.eventually { asked.withLock { $0 } >= 1 })
        run.cancel()
        #expect(await run.value == .success)
        #expect(harness.console.err == "watched 0 s, 0 checks, 0 with news\n")
        #expect(harness.console.out == "")
    }

    @Test func usageErrors() async {
        let harness = TestHarness()
        #expect(await harness.run("watch", "--every", "0.5s") == .usage)
        #expect(harness.console.err.hasPrefix("error: invalid value \"0.5s\" for --every\n  a duration in whole seconds, at least 1 s"))
        #expect(await TestHarness().run("watch", "--json") == .usage)
        let off = TestHarness(settings: ["history": "off"])
        #expect(await off.run("watch", "--once") == .failure)
        #expect(off.console.err.hasPrefix("error: albums watch needs the chart history\n"))
    }

    @Test func followAddRemoveList() async throws {
        let harness = TestHarness()
        #expect(await harness.run("follow", "add", "Beyoncé") == .success)
        #expect(await harness.run("follow", "add", "beyonce") == .success)
        #expect(await harness.run("follow", "add", "Ivy Holloway") == .success)
        #expect(harness.console.err == "now following Beyoncé (1 followed)\nalready following Beyoncé (1 followed)\nnow following Ivy Holloway (2 followed)\n")
        #expect(try harness.world.settings.load()["follow"] == "Beyoncé; Ivy Holloway")
        let list = TestHarness()
        var world = list.world
        world.settings = harness.world.settings
        #expect(await TestHarness.run(["follow"], in: world) == .success)
        #expect(list.console.out == "Beyoncé\nIvy Holloway\n")
        #expect(await harness.run("follow", "remove", "BEYONCE") == .success)
        #expect(try harness.world.settings.load()["follow"] == "Ivy Holloway")
        #expect(await harness.run("follow", "remove", "Nobody") == .failure)
        #expect(await harness.run("follow", "add") == .usage)
    }
}
