import AlbumsCore

extension PictureMode {
    /// The mode to draw in. `auto` looks at the terminal: kitty or iTerm2 from
    /// `TERM`, `TERM_PROGRAM`, `LC_TERMINAL` and `KITTY_WINDOW_ID`, 24-bit colour
    /// from `COLORTERM`, 256 colours otherwise; nothing when stdout is not a
    /// terminal, `TERM` is dumb or `NO_COLOR` is set.
    public func resolved(environment: [String: String], isTerminal: Bool) -> PictureMode {
        guard self == .auto else { return self }
        guard isTerminal, environment["TERM"] != "dumb" else { return .none }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        let term = environment["TERM"] ?? "", program = environment["TERM_PROGRAM"] ?? ""
        if environment["KITTY_WINDOW_ID"] != nil || term.contains("kitty") || program == "kitty" { return .kitty }
        if program == "iTerm.app" || environment["LC_TERMINAL"] == "iTerm2" { return .iterm }
        if ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased() ?? "") { return .blocks }
        return .ansi256
    }
}
