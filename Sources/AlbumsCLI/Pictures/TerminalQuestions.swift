import AlbumsClients
import AlbumsCore

/// Asking the terminal what it can draw: once a run, only by a command about
/// to draw a cover, and only where stdin and stdout are the terminal.
enum TerminalQuestions {
    /// The answers (nil when the terminal can't be asked) and, inside tmux, the terminal outside it.
    static func ask(_ world: World) async -> (answers: TerminalAnswers?, tmux: TmuxOutside?) {
        guard world.console.out.isTerminal, world.keyboard.isTerminal, world.environment["TERM"] != "dumb" else { return (nil, nil) }
        let probe = world.console.probe
        let answers = TerminalAnswers.parse(probe.ask(TerminalAnswers.query, TerminalAnswers.bound, TerminalAnswers.isComplete))
        probe.giveBack(answers.typed)
        guard PictureMode.insideTmux(world.environment) else { return (answers, nil) }
        return (answers, await probe.tmux(TmuxOutside.format).flatMap(TmuxOutside.parse))
    }

    /// Whether the `art` setting leaves anything to ask: `auto` chooses by the
    /// answers, kitty and sixel size their pictures by the cell size.
    static func matter(for art: PictureMode) -> Bool {
        art == .auto || art == .kitty || art == .sixel
    }
}
