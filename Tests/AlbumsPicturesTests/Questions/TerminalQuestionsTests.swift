@testable import AlbumsClients
@testable import AlbumsPictures
import AlbumsTestSupport
import Foundation
import Synchronization
import Testing

/// Asking the terminal, against a fake one on a virtual clock: it answers
/// late, in 8 bits, out of order or never; keys are typed meanwhile; putting
/// bytes back (TIOCSTI) may be refused.
@Suite(.onTestThreads) struct TerminalQuestionsTests {
    /// A terminal whose input is scripted in time: bytes typed at given moments,
    /// and answers that come a given time after the questions are written.
    final class FakeTerminal: Sendable {
        struct State {
            var now: Duration = .zero
            /// What will arrive, and when.
            var arriving: [(at: Duration, bytes: [UInt8])] = []
            var written: [UInt8] = []
            var pushed: [[UInt8]] = []
            var asked: [Duration] = []
            var opened = 0
            var closed = 0
        }

        let state = Mutex(State())
        let answers: [(after: Duration, bytes: [UInt8])]
        let canPush: Bool
        let pending: Int

        init(answers: [(after: Duration, bytes: [UInt8])] = [], typed: [(at: Duration, bytes: [UInt8])] = [], canPush: Bool = true, pending: Int = 0) {
            self.answers = answers
            self.canPush = canPush
            self.pending = pending
            state.withLock { $0.arriving = typed }
        }

        var probe: TerminalProbe {
            TerminalProbe(pendingInput: { self.pending }, open: { self.exchange() }, session: { "the fake terminal" })
        }

        func exchange() -> TerminalExchange {
            state.withLock { $0.opened += 1 }
            return TerminalExchange(
                write: { bytes in
                    self.state.withLock { state in
                        state.written += bytes
                        for answer in self.answers { state.arriving.append((state.now + answer.after, answer.bytes)) }
                    }
                    return true
                },
                read: { limit in
                    self.state.withLock { state in
                        state.asked.append(limit)
                        state.arriving.sort { $0.at < $1.at }
                        guard let first = state.arriving.first, first.at <= state.now + limit else {
                            state.now += limit
                            return ([], limit)
                        }
                        let waited = max(.zero, first.at - state.now)
                        state.now = max(state.now, first.at)
                        state.arriving.removeFirst()
                        return (first.bytes, waited)
                    }
                },
                push: { bytes in
                    guard self.canPush else { return false }
                    self.state.withLock { state in
                        state.pushed.append(bytes)
                        // What is put back is read again at once (the marker), after anything already there.
                        if bytes == TerminalQuestions.marker { state.arriving.append((state.now, bytes)) }
                    }
                    return true
                },
                close: { self.state.withLock { $0.closed += 1 } }
            )
        }

        /// Everything albums waited for, in all.
        var waited: Duration { state.withLock { $0.now } }
        var pushedBack: [[UInt8]] { state.withLock { $0.pushed.filter { $0 != TerminalQuestions.marker } } }
        /// What arrived (or will) that albums never read: left for the shell.
        var unread: Int { state.withLock { $0.arriving.count } }
    }

    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
    static let kitty = bytes("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|kitty(0.35.2)\u{1B}\\\u{1B}[6;22;11t\u{1B}[?62;c")
    static let kittyAnswers = TerminalAnswers(kittyGraphics: true, version: "kitty(0.35.2)", cell: CellPixels(width: 11, height: 22), answered: true)

    /// A terminal that never answers costs the deadline and no more, and the
    /// deadline is one a slow link fits in, not more than 2 s.
    @Test func aTerminalThatNeverAnswersCostsAtMostTheDeadline() throws {
        let terminal = FakeTerminal()
        let answers = try #require(TerminalQuestions.ask(terminal.probe))
        #expect(!answers.answered)
        #expect(terminal.waited == TerminalQuestions.deadline)
        #expect(TerminalQuestions.deadline >= .seconds(1) && TerminalQuestions.deadline <= .seconds(2))
        #expect(terminal.state.withLock { $0.closed } == 1, "the terminal is given back")
    }

    /// Over ssh answers come late: 300 ms is well within the wait, which ends as the last comes.
    @Test func lateAnswersAreAllRead() throws {
        let terminal = FakeTerminal(answers: [(.milliseconds(300), Self.kitty)])
        let answers = try #require(TerminalQuestions.ask(terminal.probe))
        #expect(answers.meaning == Self.kittyAnswers)
        #expect(terminal.waited == .milliseconds(300) + TerminalQuestions.grace, "every question answered: no wait past the last answer but the grace")
        #expect(terminal.pushedBack.isEmpty, "nothing for the shell")
    }

    /// DA1 first, the rest right after: all taken; the wait after DA1 is short when the rest never comes.
    @Test func answersOutOfOrderAreTakenAndDA1EndsTheWaitSoonAfter() throws {
        let da1 = Self.bytes("\u{1B}[?62;4;22c"), version = Self.bytes("\u{1B}P>|contour 0.4\u{1B}\\")
        let terminal = FakeTerminal(answers: [(.milliseconds(200), da1), (.milliseconds(210), version)])
        let answers = try #require(TerminalQuestions.ask(terminal.probe))
        #expect(answers.meaning == TerminalAnswers(sixel: true, version: "contour 0.4", answered: true))
        #expect(terminal.waited <= .milliseconds(200) + TerminalQuestions.afterAttributes)
        #expect(terminal.pushedBack.isEmpty)
    }

    /// Most terminals (VTE's, the Linux console) answer DA1 alone: the wait
    /// ends a moment after it, whether it comes at once or late, never at the deadline.
    @Test(arguments: [Duration.milliseconds(5), .milliseconds(400)])
    func aTerminalThatAnswersOnlyDA1EndsTheWaitSoonAfter(after: Duration) throws {
        let terminal = FakeTerminal(answers: [(after, Self.bytes("\u{1B}[?62;22c"))])
        let answers = try #require(TerminalQuestions.ask(terminal.probe))
        #expect(answers.meaning == TerminalAnswers(answered: true))
        #expect(terminal.waited == after + TerminalQuestions.afterAttributes, "the answer, then the short wait for the rest")
        #expect(terminal.pushedBack.isEmpty)
    }

    /// A terminal that keeps sending after its answers is read for at most 64 KiB in the grace (the rest is the
    /// shell's): 100 chunks of 1,000 bytes 10 ms apart, well within the grace's time, stop at the first past 64 KiB.
    @Test func theGraceReadsAtMost64KiB() throws {
        let flood = (0..<100).map { (Duration.milliseconds(40 + 10 * $0), [UInt8](repeating: 0x78, count: 1_000)) }
        let terminal = FakeTerminal(answers: [(.milliseconds(20), Self.kitty)] + flood)
        let answers = try #require(TerminalQuestions.ask(terminal.probe))
        #expect(answers.meaning == Self.kittyAnswers)
        let read = 100 - terminal.unread
        let total = Self.kitty.count + read * 1_000
        #expect(total >= 1 << 16 && total < (1 << 16) + 1_000, "\(read) chunks read, \(total) bytes")
        #expect(terminal.waited < TerminalQuestions.graceLimit, "the cap, not the time, ended it")
    }

    /// At exactly 64 KiB read, nothing more is (the chunks made to reach it to the byte).
    @Test func atExactly64KiBTheGraceStops() throws {
        let base = Self.kitty.count  // the marker put back is read and dropped before the answers
        let sizes = [(1 << 16) - base - 64 * 1_000] + Array(repeating: 1_000, count: 70)
        let flood = sizes.enumerated().map { (Duration.milliseconds(40 + 10 * $0.offset), [UInt8](repeating: 0x78, count: $0.element)) }
        let terminal = FakeTerminal(answers: [(.milliseconds(20), Self.kitty)] + flood)
        _ = try #require(TerminalQuestions.ask(terminal.probe))
        #expect(terminal.unread == sizes.count - 65, "65 chunks read, to 65,536 bytes")
    }

    /// The grace lasts at most `graceLimit` (3 s from its start): a chunk due at that instant, and another with it,
    /// end it; whatever comes later is the shell's.
    @Test func atTheGracesLimitNothingMoreIsRead() throws {
        let start = Duration.milliseconds(20)
        let trickle = (1...40).map { (start + .milliseconds(100 * $0), Self.bytes("x")) }
        let terminal = FakeTerminal(answers: [(start, Self.kitty), (start + TerminalQuestions.graceLimit, Self.bytes("y"))] + trickle)
        _ = try #require(TerminalQuestions.ask(terminal.probe))
        #expect(terminal.waited == start + TerminalQuestions.graceLimit)
        #expect(terminal.unread == 11, "the two due at 3 s from the grace's start: one read, one not; the ten after them not")
    }

    /// A multiplexer and the terminal both answering: the second copy, right
    /// after the first, is read in the grace and not left for the shell.
    @Test func aSecondCopyOfTheAnswersIsReadToo() throws {
        let terminal = FakeTerminal(answers: [(.milliseconds(20), Self.kitty), (.milliseconds(30), Self.kitty)])
        let answers = try #require(TerminalQuestions.ask(terminal.probe))
        #expect(answers.meaning == Self.kittyAnswers)
        #expect(terminal.pushedBack.isEmpty, "nothing for the shell")
        #expect(terminal.waited == .milliseconds(30) + TerminalQuestions.grace)
    }

    /// A second copy 50, 120 or 200 ms after the first (a multiplexer and the terminal both answering over a slow
    /// link), and at the edge of the grace: read, nothing left for the shell. Just past the grace: not waited for.
    @Test(arguments: [(Duration.milliseconds(50), true), (.milliseconds(120), true), (.milliseconds(200), true), (TerminalQuestions.grace, true),
                      (TerminalQuestions.grace + .milliseconds(1), false)])
    func aSecondCopyUpTo300msLaterIsRead(after gap: Duration, read: Bool) throws {
        let terminal = FakeTerminal(answers: [(.milliseconds(20), Self.kitty), (.milliseconds(20) + gap, Self.kitty)])
        let answers = try #require(TerminalQuestions.ask(terminal.probe))
        #expect(answers.meaning == Self.kittyAnswers)
        #expect(terminal.pushedBack.isEmpty, "nothing typed is made of it")
        #expect(terminal.unread == (read ? 0 : 1), "\(gap)")
        #expect(terminal.waited == .milliseconds(20) + (read ? gap : .zero) + TerminalQuestions.grace)
    }

    /// A second copy trickling in a byte every 90 ms (DA1's answer, as most terminals give only that) is read to
    /// its end, within the grace's bound: no cut tail is left for the shell.
    @Test func aSecondCopyTricklingInIsReadToItsEnd() throws {
        let da1 = Self.bytes("\u{1B}[?62;22c")
        let trickle = da1.enumerated().map { (Duration.milliseconds(70 + 90 * $0.offset), [$0.element]) }
        let terminal = FakeTerminal(answers: [(.milliseconds(20), da1)] + trickle)
        let answers = try #require(TerminalQuestions.ask(terminal.probe))
        #expect(answers.meaning == TerminalAnswers(answered: true))
        #expect(terminal.unread == 0 && terminal.pushedBack.isEmpty, "\(terminal.unread) bytes left for the shell")
        #expect(TerminalQuestions.grace <= .milliseconds(500) && TerminalQuestions.graceLimit <= .seconds(3), "paid once a session, and bounded")
    }

    /// DA1's answer cut by the deadline: the rest is read on to its end (not
    /// left as `4;22c` for the shell), within the grace's bound.
    @Test func anAnswerCutByTheDeadlineIsReadToItsEnd() throws {
        let deadline = TerminalQuestions.deadline
        let terminal = FakeTerminal(answers: [(deadline - .milliseconds(100), Self.bytes("\u{1B}[?62;")), (deadline + .milliseconds(100), Self.bytes("4;22c"))])
        let answers = try #require(TerminalQuestions.ask(terminal.probe))
        #expect(answers.meaning == TerminalAnswers(sixel: true, answered: true))
        #expect(terminal.pushedBack.isEmpty)
        #expect(terminal.waited <= deadline + TerminalQuestions.graceLimit)
    }

    /// An answer that never ends costs the grace's bound and no more, and its start is not put back as typed.
    @Test func anAnswerThatNeverEndsIsBounded() throws {
        let terminal = FakeTerminal(answers: [(.milliseconds(10), Self.bytes("\u{1B}[?62;4"))])
        let answers = try #require(TerminalQuestions.ask(terminal.probe))
        #expect(!answers.answered)
        #expect(terminal.waited == TerminalQuestions.deadline + TerminalQuestions.graceLimit)
        #expect(terminal.pushedBack.isEmpty)
    }

    /// A key typed in the grace is put back, after those typed before.
    @Test func aKeyTypedInTheGraceIsPutBack() throws {
        let terminal = FakeTerminal(answers: [(.milliseconds(20), Self.kitty)], typed: [(.milliseconds(5), Self.bytes("l")), (.milliseconds(30), Self.bytes("s"))])
        let answers = try #require(TerminalQuestions.ask(terminal.probe))
        #expect(answers.meaning == Self.kittyAnswers)
        #expect(terminal.pushedBack == [Self.bytes("ls")])
    }

    @Test func eightBitAnswersAreTaken() throws {
        let c1: [UInt8] = [0x90] + Self.bytes(">|xterm(390)") + [0x9C, 0x9B] + Self.bytes("6;20;10t") + [0x9B] + Self.bytes("?62;22c")
        let terminal = FakeTerminal(answers: [(.milliseconds(20), c1)])
        let answers = try #require(TerminalQuestions.ask(terminal.probe))
        #expect(answers.meaning == TerminalAnswers(version: "xterm(390)", cell: CellPixels(width: 10, height: 20), answered: true))
        #expect(terminal.pushedBack.isEmpty, "no 8-bit answer is left for the shell")
    }

    /// Keys typed as the questions go out are put back, in the order typed.
    @Test func keysTypedMeanwhileArePutBackInOrder() throws {
        let terminal = FakeTerminal(answers: [(.milliseconds(50), Self.kitty)], typed: [(.zero, Self.bytes("ls")), (.milliseconds(10), Self.bytes(" -l"))])
        let answers = try #require(TerminalQuestions.ask(terminal.probe))
        #expect(answers.meaning == Self.kittyAnswers)
        #expect(terminal.pushedBack == [Self.bytes("ls -l")])
    }

    /// Where bytes can't be put back, albums reads none: it doesn't ask, and goes by the environment.
    @Test func withoutTIOCSTINothingIsReadAndNothingAsked() {
        let terminal = FakeTerminal(answers: [(.milliseconds(10), Self.kitty)], typed: [(.zero, Self.bytes("ls -l"))], canPush: false)
        #expect(TerminalQuestions.ask(terminal.probe) == nil)
        #expect(terminal.state.withLock { $0.written.isEmpty && $0.asked.isEmpty }, "no question written, no byte read")
        #expect(terminal.state.withLock { $0.closed } == 1)
    }

    /// Input already waiting (the next command, typed ahead): not asked, and the terminal not even taken.
    @Test func typeAheadIsLeftAlone() {
        let terminal = FakeTerminal(answers: [(.milliseconds(10), Self.kitty)], pending: 12)
        #expect(TerminalQuestions.ask(terminal.probe) == nil)
        #expect(terminal.state.withLock { $0.opened } == 0)
    }

    /// Asked once per terminal session: the second command takes what the first heard.
    @Test func aTerminalIsAskedOncePerSession() async {
        let terminal = FakeTerminal(answers: [(.milliseconds(400), Self.kitty)])
        var world = World.test(environment: ["TERM": "xterm-256color"], console: ConsoleRecording().console(outIsTerminal: true))
        world.keyboard = Keyboard(isTerminal: true) { _ in nil }
        world.console.probe = terminal.probe
        let first = await TerminalQuestions.ask(world).answers
        let second = await TerminalQuestions.ask(world).answers
        #expect(first?.meaning == Self.kittyAnswers && second?.meaning == Self.kittyAnswers)
        #expect(terminal.state.withLock { $0.opened } == 1, "asked once")
        _ = await TerminalQuestions.ask(world, remembering: false)
        #expect(terminal.state.withLock { $0.opened } == 2, "--cache none: asked again")
        // One that never answers costs its wait once too.
        let silent = FakeTerminal()
        world.console.probe = TerminalProbe(pendingInput: { 0 }, open: { silent.exchange() }, session: { "a silent terminal" })
        _ = await TerminalQuestions.ask(world)
        let again = await TerminalQuestions.ask(world).answers
        #expect(silent.state.withLock { $0.opened } == 1 && again?.answered == false)
    }

    /// Inside tmux, tmux is asked first, and kitty's query is written through its passthrough only when tmux
    /// says passthrough is on; off, it isn't written at all. Outside tmux it is written as it is.
    @Test(arguments: [("xterm-kitty|on\n" as String?, TerminalAnswers.KittyQuery.throughTmux), ("xterm-kitty|off\n", .omitted),
                      (nil, .omitted), ("outside", .raw)])
    func insideTmuxKittysQueryGoesThroughOnlyWherePassthroughIsOn(tmux: String?, written: TerminalAnswers.KittyQuery) async {
        let terminal = FakeTerminal()
        let outside = tmux == "outside"
        var world = World.test(environment: ["TERM": "xterm-256color"].merging(outside ? [:] : ["TMUX": "/tmp/tmux-0/default,1,0"]) { $1 },
                               console: ConsoleRecording().console(outIsTerminal: true))
        world.keyboard = Keyboard(isTerminal: true) { _ in nil }
        world.console.probe = TerminalProbe(pendingInput: { 0 }, open: { terminal.exchange() }, session: { nil }, tmux: { _ in outside ? nil : tmux })
        _ = await TerminalQuestions.ask(world, remembering: false)
        let query = Array(TerminalAnswers.query(kitty: written).utf8)
        #expect(terminal.state.withLock { $0.written } == query, "\(String(describing: tmux))")
    }
}
