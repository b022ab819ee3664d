@testable import AlbumsCommands
@testable import AlbumsCore
import AlbumsEssentials
import AlbumsShape
@testable import AlbumsTerminal
import Foundation
import Testing

/// The render half of `watch`'s loop: each event said, exactly, on a terminal and piped.
@Suite struct WatchViewTests {
    static let utc = ZoneRules.utc
    static let noon = Date(timeIntervalSince1970: 1_795_176_000) // Fri 20 Nov 2026 12:00 UTC
    static let terminal = RenderContext(columns: 30, outIsTerminal: true, errIsTerminal: true)
    static let piped = RenderContext()
    static let news = WatchRules.News(kind: .new, rank: 7, previousRank: nil, id: "1", name: "A very long album name indeed", artist: "Ann")

    @Test func newsIsALinePerItemCutOnATerminalWholeWhenPiped() {
        let event = WatchLoop.Event.news([Self.news], at: Self.noon, zone: Self.utc)
        #expect(WatchView.render(event, on: Self.piped) == Output(stdout: "12:00  NEW  #7  A very long album name indeed — Ann\n"))
        #expect(WatchView.render(event, on: Self.terminal) == Output(stdout: "12:00  NEW  #7  A very long a…\n"))
    }

    @Test func theStatusLineIsOnlyOnATerminal() {
        let waiting = WatchLoop.Event.waiting(next: Self.noon.addingTimeInterval(605), zone: Self.utc)
        #expect(WatchView.render(waiting, on: Self.terminal) == Output(stderr: "\r\u{1B}[Knext check at 12:10:05 · Ctrl-C stops"))
        #expect(WatchView.render(waiting, on: Self.piped) == Output())
        #expect(WatchView.render(.checking, on: Self.terminal) == Output(stderr: "\r\u{1B}[K"))
        #expect(WatchView.render(.stopped, on: Self.piped) == Output())
    }

    @Test func whatIsSaidOnceAStreak() {
        let failure = Failure("couldn't load the top albums chart", why: "the network is down")
        #expect(WatchView.render(.failing(failure, retry: .seconds(60)), on: Self.piped)
            == .warning("couldn't check the chart: the network is down; trying again in 1 m 0 s, then less often until it answers"))
        #expect(WatchView.render(.recovered(failures: 1), on: Self.piped) == Output(stderr: "The chart answers again (after 1 failed check).\n"))
        #expect(WatchView.render(.recovered(failures: 3), on: Self.piped) == Output(stderr: "The chart answers again (after 3 failed checks).\n"))
        // The year, where the two editions' years differ (an edition imported from 2099 silences watch until then: say so).
        let in2099: Int64 = 4_070_908_800 // 1 Jan 2099 00:00 UTC
        #expect(WatchView.render(.stale(served: 1_795_176_000, newest: in2099), on: Self.piped)
            == .warning("the feed served an older edition (20 Nov 2026) than the one already kept (1 Jan 2099); it is not news"))
        #expect(WatchView.render(.stale(served: 1_795_176_000, newest: 1_795_176_000 + 86_400), on: Self.piped)
            == .warning("the feed served an older edition (20 Nov) than the one already kept (21 Nov); it is not news"))
        #expect(WatchView.render(.notifyFailed("no notify-send"), on: Self.piped) == .warning("couldn't show a notification (no notify-send); the news is still printed"))
    }
}
