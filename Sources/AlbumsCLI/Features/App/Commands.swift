import AlbumsClients
import AlbumsCore
/// The whole command line as data. The parser, help, the man page and shell
/// completions are generated from this tree, so they can't drift apart.
public enum Commands {
    public static let version = "0.1.0"

    public static let global: [OptionSpec] = [
        OptionSpec("help", short: "h", help: "Show help for the command"),
        OptionSpec("version", help: "Print the version of albums"),
        .setting(Settings.session.any),
        .setting(Settings.cache.any),
        .setting(Settings.sound.any),
        OptionSpec("color", .value("WHEN"), help: "When to use colour: auto, always or never", completion: .values(ColorChoice.allCases.map(\.rawValue))),
        OptionSpec("no-color", help: "Never use colour (same as --color never)"),
        OptionSpec("offline", help: "Use only what is cached; never touch the network"),
        OptionSpec("refresh", help: "Ask the server again even if the cached copy is fresh"),
        .setting(Settings.timeout.any),
    ]

    static let feed: [OptionSpec] = [
        .setting(Settings.feed.any, short: "f"),
        .setting(Settings.country.any, short: "c"),
        .setting(Settings.limit.any, short: "n"),
    ]

    static let output: [OptionSpec] = [
        .setting(Settings.sort.any, short: "s"),
        OptionSpec("json", .optionalValue("FIELDS"), help: "Print JSON; only FIELDS (comma-separated) if given", completion: .values(Album.jsonFields)),
        OptionSpec("plain", help: "Print tab-separated lines with no header, as when piped"),
    ]

    static let api = OptionSpec.setting(Settings.api.any)

    public static let list = CommandSpec(
        "list", summary: "Show the top albums chart (the default command)",
        discussion: "On a terminal the chart is a table fitted to its width; piped, or with --plain, each album is one tab-separated line: rank, id, name, artist, release date, genre, URL. --json prints every field, or the FIELDS named.",
        options: feed + output + [
            OptionSpec("with-copyright", help: "With --json: fill in every copyright with one iTunes Lookup request"),
            OptionSpec("art", .optionalValue("MODE"), help: "On a terminal, a small cover at the start of each row (MODE: auto, blocks, ansi256, none)",
                       completion: .values(PictureMode.allCases.map(\.rawValue)), takesNextWord: { PictureMode(rawValue: $0) != nil }),
            api,
        ],
        examples: [
            .init("albums", "The chart, most played first"),
            .init("albums --sort name --limit 25", "The top 25, by album name"),
            .init("albums --session stub", "The chart built into albums, with no network"),
            .init("albums list --json name,artist", "Only the names and artists, as JSON"),
            .init("albums --plain | cut -f3,4", "Album and artist columns, for scripts"),
            .init("albums --json --with-copyright", "Every field, copyrights included"),
            .init("albums --art --limit 10", "The top ten, each with a small cover"),
        ],
        handler: ListCommand.run
    )

    static let albumArgument = PositionalSpec("rank|id", help: "the album's rank in the chart (1–100) or its Apple id")

    static let artWidth = OptionSpec("art-width", .value("N"), help: "Draw the cover N columns wide (default: the terminal's width, at most 40)")

    public static let show = CommandSpec(
        "show", summary: "Show one album: its cover, genres, release date, copyright, store and artwork links",
        discussion: "On a terminal the cover is drawn above the details (setting art) and the links are clickable (OSC 8). The copyright comes from the feed when it has one (v1 and legacy feeds), else from the iTunes Lookup API.",
        options: feed + [
            OptionSpec("json", .optionalValue("FIELDS"), help: "Print JSON: the list's fields plus artistUrl and artworkUrlLarge", completion: .values(Album.detailJSONFields)),
            .setting(Settings.art.any),
            artWidth,
            api,
        ],
        positionals: [albumArgument],
        examples: [
            .init("albums show 1", "The number one album"),
            .init("albums show 1707632255 --session stub", "An album by its id, from the built-in chart"),
            .init("albums show 3 --json copyright,url", "Two fields as JSON"),
        ],
        handler: ShowCommand.run
    )

    public static let open = CommandSpec(
        "open", summary: "Open an album's page in Apple Music (or print its link)",
        discussion: "Uses xdg-open on Linux and open on macOS. Without one, or without a desktop session, the link is printed and the reason given; either way the link goes to stdout and the exit code is 0.",
        options: feed,
        positionals: [albumArgument],
        examples: [.init("albums open 1", "The number one album in the browser")],
        handler: OpenCommand.run
    )

    static let size = OptionSpec("size", .value("N"), help: "Ask for the artwork at N×N pixels (1–3000; default 600)")

    public static let art = CommandSpec(
        "art", summary: "Draw an album's cover in the terminal, save it, or pipe its bytes",
        discussion: "On a terminal with no --output the cover is drawn (kitty, iTerm2, 24-bit or 256-colour blocks, by setting art). Apple renders artwork at the size asked for. Covers go through the image cache (setting cache, limit cache-size). Image bytes are never written to a terminal. --file draws a local JPEG or PNG instead.",
        options: feed + [
            size,
            OptionSpec("output", short: "o", .value("FILE"), help: "Save to FILE; - writes the bytes to stdout (not to a terminal)", completion: .files),
            OptionSpec("file", .value("PATH"), help: "Draw a local JPEG or PNG instead of an album's cover", completion: .files),
            .setting(Settings.art.any),
            artWidth,
            OptionSpec("scale", .value("1/N"), help: "With --file: decode a JPEG at 1/2, 1/4 or 1/8 of its size", completion: .values(["1", "1/2", "1/4", "1/8"])),
        ],
        positionals: [PositionalSpec("rank|id", .optional, help: "the album's rank in the chart (1–100) or its Apple id")],
        examples: [
            .init("albums art 1", "The number one's cover, in the terminal"),
            .init("albums art 1 --output cover.jpg", "Save the number one's cover"),
            .init("albums art 3 --size 1200 > big.jpg", "A larger cover, piped to a file"),
            .init("albums art --file photo.jpg --art blocks --art-width 60", "Any local JPEG or PNG"),
        ],
        handler: ArtCommand.run
    )

    public static let prefetch = CommandSpec(
        "prefetch", summary: "Download every cover of the chart into the cache",
        discussion: "Downloads at most --jobs covers at once, one download per URL. A progress bar shows on a terminal; the summary says how many were downloaded, came from the cache, or failed (exit 1 if any failed).",
        options: feed + [
            size,
            OptionSpec("jobs", short: "j", .value("N"), help: "Download at most N covers at once (1–64; default 6)"),
            OptionSpec("json", .optionalValue("FIELDS"), help: "Print the summary as JSON", completion: .values(PrefetchView.jsonFields)),
        ],
        examples: [
            .init("albums prefetch", "Every cover, for viewing offline later"),
            .init("albums prefetch --size 100 --jobs 12", "Small thumbnails, twelve at a time"),
        ],
        handler: PrefetchCommand.run
    )

    public static let cache = CommandSpec(
        "cache", summary: "Show, clear or locate the caches of covers and answers",
        discussion: "Covers are kept in $XDG_CACHE_HOME/albums/artwork (else ~/.cache/albums/artwork), under the cache-size limit, least recently used out first; answers (feeds, lookups, searches) in $XDG_CACHE_HOME/albums/http.",
        subcommands: [
            CommandSpec(
                "stats", summary: "Entries, size, limit, least and most recently used",
                options: [OptionSpec("json", .optionalValue("FIELDS"), help: "Print JSON", completion: .values(CacheView.jsonFields))],
                examples: [.init("albums cache stats", "How full the caches are")],
                handler: CacheCommand.stats
            ),
            CommandSpec("clear", summary: "Remove every cached cover and answer", examples: [.init("albums cache clear", "Start afresh")], handler: CacheCommand.clear),
            CommandSpec("path", summary: "Print the cache folder", examples: [.init("du -sh \"$(albums cache path)\"", "How much space it takes")], handler: CacheCommand.path),
        ],
        defaultSubcommand: "stats",
        examples: [.init("albums cache", "Same as cache stats")]
    )

    public static let search = CommandSpec(
        "search", summary: "Search the iTunes catalog for albums, songs or music videos",
        discussion: "Results are grouped by artist. Each search that finds something is remembered (at most 10, newest first); with no term, or with --recent, albums search lists them, and --recent N runs the Nth again.",
        options: [
            OptionSpec("entity", short: "e", .value("KIND"), help: "What to look for: album (the default), song or music-video",
                       completion: .values(SearchResult.Kind.allCases.map(\.rawValue))),
            OptionSpec("limit", short: "n", .value("N"), help: "At most N results (1–200; default 50)"),
            .setting(Settings.country.any, short: "c"),
            OptionSpec("json", .optionalValue("FIELDS"), help: "Print a flat JSON array; only FIELDS if given", completion: .values(SearchResult.jsonFields)),
            OptionSpec("recent", .optionalValue("N"), help: "List the recent searches; with N, run the Nth again",
                       takesNextWord: { Int($0) != nil }),
            OptionSpec("clear-recent", help: "Forget the recent searches"),
            OptionSpec("no-history", help: "Don't remember this search"),
            api,
        ],
        positionals: [PositionalSpec("term", .many, help: "what to search for; several words make one term")],
        examples: [
            .init("albums search neon", "Albums matching \"neon\", grouped by artist"),
            .init("albums search --entity song iron maiden", "Songs, with the album each is on"),
            .init("albums search --recent 2", "The second most recent search, again"),
            .init("albums search --json name,url rock & roll", "Only names and links, as JSON"),
        ],
        handler: SearchCommand.run
    )

    public static let preview = CommandSpec(
        "preview", summary: "Show each state of the chart screen: loading, no-data, error, mock, loaded",
        discussion: "Renders a state exactly as `albums list` would show it, like KatFancy's previews. mock uses albums built into the code, with no I/O; loaded uses the current session. Previews always exit 0.",
        options: [
            OptionSpec("state", .value("STATE"), help: "The state to show", completion: .values(PreviewCommand.State.allCases.map(\.rawValue))),
            OptionSpec("all", help: "Show all five states, one after another"),
        ] + feed + output,
        examples: [
            .init("albums preview --state error", "What a network failure looks like"),
            .init("albums preview --all", "Every state, under headings"),
        ],
        handler: PreviewCommand.run
    )

    public static let settings = CommandSpec(
        "settings", summary: "List, get, set and reset settings",
        discussion: "Settings live in $XDG_CONFIG_HOME/albums/settings.json (else ~/.config/albums/settings.json). For each run, a flag beats the environment (ALBUMS_<KEY>), which beats the file, which beats the default.",
        subcommands: [
            CommandSpec(
                "list", summary: "Show every setting, its value, and where the value came from",
                options: [
                    OptionSpec("json", .optionalValue("FIELDS"), help: "Print JSON; only FIELDS if given", completion: .values(SettingsView.jsonFields)),
                    OptionSpec("plain", help: "Print tab-separated lines: key, value, source"),
                ],
                examples: [.init("albums settings list", "Every setting and its source")],
                handler: SettingsCommand.list
            ),
            CommandSpec(
                "get", summary: "Print the value of a setting for this run",
                positionals: [PositionalSpec("key", help: "a setting", completion: .settingKeys)],
                examples: [.init("albums settings get sort", "The sort order in effect")],
                handler: SettingsCommand.get
            ),
            CommandSpec(
                "set", summary: "Save a setting in the settings file",
                positionals: [
                    PositionalSpec("key", help: "a setting", completion: .settingKeys),
                    PositionalSpec("value", help: "its new value", completion: .settingValues),
                ],
                examples: [
                    .init("albums settings set session stub", "Use the built-in chart from now on"),
                    .init("albums settings set country gb", "The UK chart"),
                ],
                handler: SettingsCommand.set
            ),
            CommandSpec(
                "reset", summary: "Forget a saved setting, or all of them",
                positionals: [PositionalSpec("key", .optional, help: "the setting to forget; all when none is given", completion: .settingKeys)],
                examples: [.init("albums settings reset sort", "Back to chart order"), .init("albums settings reset", "Every setting back to its default")],
                handler: SettingsCommand.reset
            ),
            CommandSpec(
                "path", summary: "Print where the settings file is",
                examples: [.init("albums settings path", "e.g. /home/me/.config/albums/settings.json")],
                handler: SettingsCommand.path
            ),
        ],
        defaultSubcommand: "list",
        examples: [
            .init("albums settings", "Every setting (same as settings list)"),
            .init("albums settings set sort name", "Sort by album name from now on"),
        ]
    )

    public static let help = CommandSpec(
        "help", summary: "Show help for albums or one of its commands",
        options: [OptionSpec("man", help: "Print the whole manual as a man page (roff)")],
        positionals: [PositionalSpec("command", .many, help: "the command to explain", completion: .commands)],
        examples: [
            .init("albums help settings set", "How to save a setting"),
            .init("albums help --man | man -l -", "The manual, in man"),
        ],
        handler: HelpCommand.run
    )

    public static let completions = CommandSpec(
        "completions", summary: "Print a shell completion script: bash, zsh or fish",
        discussion: "The script completes commands, options, setting keys and each setting's values. It is generated from the same command table as the parser.",
        positionals: [PositionalSpec("shell", help: "bash, zsh or fish", completion: .values(Shell.allCases.map(\.rawValue)))],
        examples: [
            .init("albums completions bash > ~/.local/share/bash-completion/completions/albums", "Install for bash"),
            .init("albums completions zsh > \"${fpath[1]}/_albums\"", "Install for zsh"),
            .init("albums completions fish > ~/.config/fish/completions/albums.fish", "Install for fish"),
        ],
        handler: CompletionsCommand.run
    )

    public static let root = CommandSpec(
        "albums", summary: "Apple's Top Albums chart in your terminal",
        discussion: "Shows Apple's most-played albums chart: the list, each album's details, its cover and its store link, online or off.",
        options: global,
        subcommands: [list, show, open, art, prefetch, cache, search, preview, settings, completions, help],
        defaultSubcommand: "list",
        examples: list.examples + [.init("albums settings set session stub", "Use the built-in chart from now on")]
    )

    public static let parser = ArgumentParser(root: root)

    /// The command specs along a path, root first.
    public static func specs(along path: [String]) -> [CommandSpec] {
        var specs = [root]
        for name in path {
            guard let next = specs[specs.count - 1].subcommand(name) else { break }
            specs.append(next)
        }
        return specs
    }
}
