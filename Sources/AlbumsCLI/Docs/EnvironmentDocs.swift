import AlbumsCore

/// Every environment variable `albums` reads, for help, the man page and `.env.example`.
package enum EnvironmentDocs {
    package struct Variable: Sendable {
        package enum Group: Sendable {
            case world
            case setting(AnySetting)
            case folder
            case terminal
        }

        package var name: String
        package var meaning: String
        /// What applies when it is unset; empty when nothing does.
        package var defaultValue: String
        package var group: Group
    }

    package static var all: [Variable] {
        [Variable(name: "ALBUMS_WORLD", meaning: "which world to run in: device, stub, test or mock", defaultValue: "device", group: .world),
         Variable(name: "ALBUMS_TRANSPORT", meaning: "how requests reach the network: curl (the default on Linux) or urlsession (on macOS)",
                  defaultValue: "", group: .world)]
            + Settings.all.map {
                Variable(name: $0.environmentName, meaning: "overrides the \($0.key) setting", defaultValue: $0.defaultText, group: .setting($0))
            }
            + [
                Variable(name: "XDG_CONFIG_HOME", meaning: "settings go in $XDG_CONFIG_HOME/albums", defaultValue: "~/.config", group: .folder),
                Variable(name: "XDG_CACHE_HOME", meaning: "caches go in $XDG_CACHE_HOME/albums", defaultValue: "~/.cache", group: .folder),
                Variable(name: "XDG_STATE_HOME", meaning: "recent searches and the chart history go in $XDG_STATE_HOME/albums", defaultValue: "~/.local/state", group: .folder),
                Variable(name: "NO_COLOR", meaning: "no colour when set and not empty (an empty one keeps colour)", defaultValue: "", group: .terminal),
                Variable(name: "CLICOLOR_FORCE", meaning: "1 turns colour on even when not on a terminal", defaultValue: "", group: .terminal),
                Variable(name: "COLUMNS", meaning: "width for tables, instead of the terminal's", defaultValue: "", group: .terminal),
                Variable(name: "TZ", meaning: "the time zone of watch's times, else the machine's: a tz database name (in $TZDIR, else /usr/share/zoneinfo) or a file",
                         defaultValue: "", group: .terminal),
            ]
    }
}
