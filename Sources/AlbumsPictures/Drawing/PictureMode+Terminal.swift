import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform

/// The terminal outside tmux, as tmux tells it.
package struct TmuxOutside: Equatable, Sendable {
    /// The outer terminal's `TERM` (`xterm-kitty`), empty when no client is attached.
    package var terminal: String
    /// `allow-passthrough` is on: tmux hands `ESC P tmux; …` sequences to the terminal.
    package var passthrough: Bool

    package init(terminal: String, passthrough: Bool) {
        self.terminal = terminal
        self.passthrough = passthrough
    }

    /// What albums asks tmux (`display-message -p`), and its answer read back.
    package static let format = "#{client_termname}|#{allow-passthrough}"

    package static func parse(_ text: String) -> TmuxOutside? {
        let parts = text.trimmed().split(separator: "|", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        return TmuxOutside(terminal: String(parts[0]), passthrough: !["", "0", "off"].contains(parts[1]))
    }
}

extension PictureMode {
    /// The mode to draw in. `auto` goes by what the terminal answered when
    /// asked (`answers`), then by the environment: kitty > iTerm2 > sixel >
    /// sextants in 24-bit colour > half blocks > 256 colours. Inside tmux, kitty
    /// only where the terminal outside is kitty and tmux passes its images on
    /// (`tmux`), sixel only where tmux itself says it can. Nothing when stdout
    /// is not a terminal, `TERM` is dumb or `NO_COLOR` is set.
    package func resolved(environment: [String: String], isTerminal: Bool, answers: TerminalAnswers? = nil, tmux: TmuxOutside? = nil) -> PictureMode {
        guard self == .auto else { return self }
        guard isTerminal, environment["TERM"] != "dumb" else { return .none }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        let term = environment["TERM"] ?? "", program = environment["TERM_PROGRAM"] ?? ""
        let answers = answers ?? TerminalAnswers()
        if Self.insideTmux(environment) {
            let outerKitty = (tmux?.terminal.contains("kitty") ?? false) || environment["KITTY_WINDOW_ID"] != nil
            if outerKitty && tmux?.passthrough == true { return .kitty }
            if answers.sixel { return .sixel }
            return Self.cells(environment, answers: answers)
        }
        if answers.kittyGraphics || environment["KITTY_WINDOW_ID"] != nil || term.contains("kitty") || program == "kitty" { return .kitty }
        if program == "iTerm.app" || environment["LC_TERMINAL"] == "iTerm2" || answers.version?.hasPrefix("iTerm2") == true { return .iterm }
        if answers.sixel { return .sixel }
        return Self.cells(environment, answers: answers)
    }

    /// Inside tmux: kitty images must go through its passthrough, as placeholders.
    package static func insideTmux(_ environment: [String: String]) -> Bool {
        !(environment["TMUX"] ?? "").isEmpty
    }

    /// Cells: sextants where 24-bit colour is known (from `COLORTERM`, or a
    /// terminal that names itself) and the font is likely to have them; half
    /// blocks where it isn't (the Linux console, macOS's Terminal); else 256 colours.
    private static func cells(_ environment: [String: String], answers: TerminalAnswers) -> PictureMode {
        let named = answers.version.map { !$0.hasPrefix("tmux") } ?? false
        guard ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased() ?? "") || named else { return .ansi256 }
        if environment["TERM"] == "linux" || environment["TERM_PROGRAM"] == "Apple_Terminal" { return .blocks }
        return .sextant
    }
}
