import AlbumsClients
import AlbumsCore

/// Asking the terminal what it can draw: once per terminal session (what it
/// answered is remembered), only by a command about to draw a cover, only
/// where stdin and stdout are the terminal, and never at the cost of a key.
///
/// - Keys typed ahead are never taken: when input is already waiting (the
///   next command, typed or pasted), albums doesn't ask; and it asks only
///   where what it reads that is no answer can be put back (TIOCSTI), which it
///   finds out first by putting back a byte of its own and reading it. Where
///   the system refuses that (Linux 6.2 on with `dev.tty.legacy_tiocsti=0`,
///   OpenBSD), albums doesn't ask at all: it goes by the environment, as it
///   does where nothing answers. A key typed in the few milliseconds of an
///   ask is read and put back; nothing is flushed.
/// - The wait ends when every question is answered, or a moment after DA1's
///   answer (every terminal answers DA1; in order, after the others, but a
///   terminal that answers it first gets `afterAttributes` for the rest), or
///   at `deadline`: long enough for a slow link, paid once per session.
///   Then it listens until the terminal has been quiet for `grace` (300 ms,
///   all of it at most `graceLimit`): a second copy of the answers (a
///   multiplexer and the terminal both answer, up to 200 ms apart over a slow
///   link), one trickling in, and an answer the deadline cut are read to their
///   end, not left for the shell. Answers that come later still are dropped by
///   the browser's key parser.
/// - Inside tmux, tmux is asked about the terminal outside first, and kitty's
///   query (an APC string, which tmux would take for the pane's title) goes
///   through tmux's passthrough where that is on, and is not sent where it is off.
package enum TerminalQuestions {
    /// The longest an ask waits for the answers.
    package static let deadline: Duration = .milliseconds(1500)
    /// After DA1's answer, the longest it waits for answers still missing.
    static let afterAttributes: Duration = .milliseconds(50)
    /// After the answers, how long a quiet terminal is listened to: a second
    /// copy of the answers (a multiplexer and the terminal both answer) comes
    /// 50 to 200 ms after the first over a slow link; and the longest that
    /// listening lasts, an answer cut short, or a copy trickling in a byte at a
    /// time, read on to its end. Paid once per terminal session (the answers
    /// are remembered).
    static let grace: Duration = .milliseconds(300)
    static let graceLimit: Duration = .seconds(3)
    /// Put back into the input first, to learn that bytes can be put back.
    package static let marker: [UInt8] = [0x00]

    /// The answers (nil when the terminal can't be asked) and, inside tmux, the terminal outside it.
    /// `remembering`: answers are kept, and taken from what was kept (not with `--cache none`).
    package static func ask(_ world: World, remembering: Bool = true) async -> (answers: TerminalAnswers?, tmux: TmuxOutside?) {
        guard world.console.out.isTerminal, world.keyboard.isTerminal, world.environment["TERM"] != "dumb" else { return (nil, nil) }
        let probe = world.console.probe
        let session = remembering ? probe.session() : nil
        // Inside tmux, tmux is asked first: kitty's query goes through its passthrough, or not at all.
        let tmux = PictureMode.insideTmux(world.environment) ? await probe.tmux(TmuxOutside.format).flatMap(TmuxOutside.parse) : nil
        let kitty: TerminalAnswers.KittyQuery = !PictureMode.insideTmux(world.environment) ? .raw : tmux?.passthrough == true ? .throughTmux : .omitted
        var answers = session.flatMap(world.terminals.recall).map(TerminalAnswers.parse)
        if answers == nil, let asked = ask(probe, kitty: kitty) {
            answers = asked
            // A terminal that didn't answer is remembered too: it costs the wait once, not once a command.
            if let session { world.terminals.remember(session, asked.answerBytes) }
        }
        return (answers, tmux)
    }

    /// Asks, as the type says; nil when it didn't.
    package static func ask(_ probe: TerminalProbe, kitty: TerminalAnswers.KittyQuery = .raw) -> TerminalAnswers? {
        guard probe.pendingInput() ?? 0 == 0, let exchange = probe.open() else { return nil }
        defer { exchange.close() }
        // Bytes can be put back, or albums doesn't read any: the marker comes back before anything written after it.
        guard exchange.push(marker) else { return nil }
        var waited: Duration = .zero
        var before: [UInt8] = []
        while waited < deadline {
            let (bytes, took) = exchange.read(deadline - waited)
            waited += took
            before += bytes
            if before.contains(marker[0]) || bytes.isEmpty { break }
        }
        // What came before the marker was typed; the marker goes.
        var typed = Array(before.prefix { $0 != marker[0] })
        var received = Array(before.drop { $0 != marker[0] }.dropFirst())
        guard exchange.write(Array(TerminalAnswers.query(kitty: kitty).utf8)) else {
            _ = exchange.push(typed + received)
            return nil
        }
        var answers = TerminalAnswers.parse(received)
        var sinceAttributes: Duration?
        // Whether the last read found the terminal quiet: then no second copy is on its way.
        var quiet = false
        let questions = TerminalAnswers.questions(kitty: kitty)
        while !questions.isSubset(of: answers.heard) && waited < deadline {
            var limit = deadline - waited
            if let sinceAttributes { limit = min(limit, afterAttributes - sinceAttributes) }
            guard limit > .zero else { break }
            let (bytes, took) = exchange.read(limit)
            waited += took
            received += bytes
            quiet = bytes.isEmpty
            answers = TerminalAnswers.parse(received)
            // The short wait for the rest starts when DA1's answer has come (counting from then, not from the questions).
            if let since = sinceAttributes {
                sinceAttributes = since + took
            } else if answers.answered {
                sinceAttributes = .zero
            }
            if bytes.isEmpty && sinceAttributes == nil { break }
        }
        // The grace: whatever the terminal still sends is read here, not left for the shell.
        if answers.cut || (!answers.heard.isEmpty && !quiet) {
            var extra: Duration = .zero
            while extra < graceLimit, received.count < 1 << 16 {
                let (bytes, took) = exchange.read(answers.cut ? graceLimit - extra : min(grace, graceLimit - extra))
                extra += took
                guard !bytes.isEmpty else { break }
                received += bytes
                answers = TerminalAnswers.parse(received)
            }
        }
        typed += answers.typed
        answers.typed = typed
        if !typed.isEmpty { _ = exchange.push(typed) }
        return answers
    }

    /// Whether the `art` setting leaves anything to ask: `auto` chooses by the
    /// answers, kitty and sixel size their pictures by the cell size.
    package static func matter(for art: PictureMode) -> Bool {
        art == .auto || art == .kitty || art == .sixel
    }
}
