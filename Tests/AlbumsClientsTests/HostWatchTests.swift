@testable import AlbumsClients
import Testing

/// The record of hosts that stop answering, request by request.
@Suite struct HostWatchTests {
    @Test func threeInARowGiveAHostUp() {
        var watch = HostWatch()
        #expect(watch.turn("a") == .start)
        for _ in 0..<3 { watch.started("a") }
        watch.ended("a", notAnswering: true)
        #expect(watch.turn("a") == .waitForThoseUnderWay, "suspect: the two under way decide")
        #expect(watch.turn("b") == .start, "another host is not suspect")
        watch.ended("a", notAnswering: true)
        watch.ended("a", notAnswering: true)
        #expect(watch.gaveUp(on: "a"))
        #expect(!watch.gaveUp(on: "b"))
    }

    @Test func anAnswerBetweenStartsTheCountAgain() {
        var watch = HostWatch()
        for notAnswering in [true, true, false, true, true] {
            watch.started("a")
            watch.ended("a", notAnswering: notAnswering)
        }
        #expect(watch.turn("a") == .start, "two in a row since the answer, and nothing under way")
        watch.started("a")
        watch.ended("a", notAnswering: true)
        #expect(watch.gaveUp(on: "a"))
    }
}
