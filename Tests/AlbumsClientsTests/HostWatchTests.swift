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

/// HostWatch's edges: a suspect host with one request under way gets no second at once; with none under way, one.
@Suite struct HostWatchEdgesTests {
    @Test func aSuspectHostWithOneUnderWayWaits() {
        #expect(HostWatch.turn(notAnsweringInARow: 1, underWay: 1) == .waitForThoseUnderWay)
        #expect(HostWatch.turn(notAnsweringInARow: 1, underWay: 0) == .start, "none under way: one goes to find out")
        #expect(HostWatch.turn(notAnsweringInARow: 0, underWay: 1) == .start, "not suspect: many at once")
        #expect(HostWatch.turn(notAnsweringInARow: 2, underWay: 0) == .start)
        #expect(HostWatch.turn(notAnsweringInARow: 3, underWay: 0) == .giveUp, "three in a row: given up")
    }
}
