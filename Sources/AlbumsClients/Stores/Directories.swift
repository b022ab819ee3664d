import AlbumsPlatform

/// The folders `albums` owns, after the XDG base directory specification.
public struct Directories: Equatable, Sendable {
    public var config: String
    public var cache: String
    public var state: String

    public init(config: String, cache: String, state: String) {
        self.config = config
        self.cache = cache
        self.state = state
    }

    /// `$XDG_CONFIG_HOME/albums` else `~/.config/albums`, and likewise for cache
    /// (`~/.cache`) and state (`~/.local/state`). Relative XDG paths are ignored,
    /// as the spec says, and so is a relative HOME (which would put albums' files
    /// under whatever folder it runs in): the user's home from the system then.
    public static func xdg(_ environment: [String: String]) -> Directories {
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? Platform.userHome() ?? "/"
        func base(_ variable: String, _ fallback: String) -> String {
            if let value = environment[variable], value.hasPrefix("/") { return value }
            return home + "/" + fallback
        }
        return Directories(
            config: base("XDG_CONFIG_HOME", ".config") + "/albums",
            cache: base("XDG_CACHE_HOME", ".cache") + "/albums",
            state: base("XDG_STATE_HOME", ".local/state") + "/albums"
        )
    }

    public var settingsFile: String { config + "/settings.json" }
    public var httpCache: String { cache + "/http" }
    public var artworkCache: String { cache + "/artwork" }
    /// What each terminal session answered (`TerminalMemory`).
    public var terminalsFolder: String { cache + "/terminals" }
    public var recentSearchesFile: String { state + "/recent-searches.json" }
    public var historyFolder: String { state + "/history" }
}
