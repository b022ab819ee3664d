/// How `albums watch` tells of news, besides printing it.
public enum NotifyMode: String, CaseIterable, Sendable {
    /// Nothing but the printed lines.
    case none
    /// In the terminal: OSC 9 and OSC 777 (kitty, iTerm2, WezTerm, foot, Windows Terminal show them), and the bell.
    case terminal
    /// On the desktop: notify-send on Linux, osascript on macOS.
    case desktop
    /// The desktop where a program for it is found and a desktop session is there, else the terminal.
    case auto
}
