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

extension Platform {
    /// Programs that play a preview URL, in the order `player auto` tries them.
    public static var previewPlayers: [String] {
        #if os(macOS)
        return ["mpv", "ffplay", "afplay", "gst-play-1.0"]
        #else
        return ["mpv", "ffplay", "gst-play-1.0"]
        #endif
    }

    /// Whether `player` plays only files, so a preview is downloaded first (afplay).
    public static func previewNeedsFile(_ player: String) -> Bool {
        player == "afplay"
    }

    /// The arguments that make `player` play `source` (a URL, or a file) once, quietly, without video.
    public static func previewArguments(for player: String, source: String) -> [String] {
        switch player {
        case "mpv": return ["--no-video", "--really-quiet", "--no-terminal", source]
        case "ffplay": return ["-nodisp", "-autoexit", "-loglevel", "quiet", source]
        case "gst-play-1.0": return ["--quiet", "--no-interactive", source]
        default: return [source]
        }
    }
}

extension Platform {
    /// What shows a desktop notification: notify-send on Linux, osascript on macOS.
    public static var desktopNotifier: String {
        #if os(macOS)
        return "osascript"
        #else
        return "notify-send"
        #endif
    }

    /// The arguments that show `body` under `title` from the app "albums"; no
    /// shell in between. On macOS the text goes inside an AppleScript string,
    /// so its quotes and backslashes are escaped there.
    public static func desktopNotificationArguments(title: String, body: String) -> [String] {
        #if os(macOS)
        let quoted = { (text: String) in "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\"" }
        return ["-e", "display notification \(quoted(body)) with title \(quoted(title))"]
        #else
        return ["--app-name=albums", title, body]
        #endif
    }

    /// Whether a desktop session is there to show a notification (a Mac always has one).
    public static func hasDesktopSession(_ environment: [String: String]) -> Bool {
        #if os(macOS)
        return true
        #else
        return ["DISPLAY", "WAYLAND_DISPLAY", "DBUS_SESSION_BUS_ADDRESS"].contains { !(environment[$0] ?? "").isEmpty }
        #endif
    }
}
