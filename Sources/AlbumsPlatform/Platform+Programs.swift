extension Platform {
    /// What opens a URL in the desktop's browser.
    public static var opener: String {
        #if os(macOS)
        return "open"
        #else
        return "xdg-open"
        #endif
    }

    /// Whether opening a URL needs a graphical session to open it in
    /// (`DISPLAY` or `WAYLAND_DISPLAY` on Linux; a Mac always has one).
    public static var openerNeedsDisplay: Bool {
        #if os(macOS)
        return false
        #else
        return true
        #endif
    }

    /// Programs that play a WAV file, in the order they are tried.
    public static var soundPlayers: [String] {
        #if os(macOS)
        return ["afplay"]
        #else
        return ["paplay", "aplay"]
        #endif
    }

    /// The arguments that make `player` play `file` quietly.
    public static func soundArguments(for player: String, file: String) -> [String] {
        player == "aplay" ? ["-q", file] : [file]
    }

    /// Which network transport albums uses when `ALBUMS_TRANSPORT` doesn't say.
    public static var defaultTransport: String {
        #if os(Linux)
        return "curl"
        #else
        return "urlsession"
        #endif
    }
}
