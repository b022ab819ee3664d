import AlbumsShape
import AlbumsTerminal

/// `albums settings list|get|set|reset|path`.
package enum SettingsCommands {
    package static let group = CommandEntry(CommandSpec(
        "settings", summary: "List, get, set and reset settings",
        discussion: "Settings live in $XDG_CONFIG_HOME/albums/settings.json (else ~/.config/albums/settings.json). For each run, a flag beats the environment (ALBUMS_<KEY>), which beats the file, which beats the default.",
        defaultSubcommand: "list",
        examples: [
            .init("albums settings", "Every setting (same as settings list)"),
            .init("albums settings set sort name", "Sort by album name from now on"),
        ]
    ), subcommands: [
        .init("list", SettingsListCommand.entry), .init("get", SettingsGetCommand.entry), .init("set", SettingsSetCommand.entry),
        .init("reset", SettingsResetCommand.entry), .init("path", SettingsPathCommand.entry),
    ])

    package static let key: Argument<String> = .one("key", help: "a setting", completion: .settingKeys)
}
