import AlbumsClients
import AlbumsCore
import AlbumsTerminal

/// The options every command accepts, before or after its name.
package enum GlobalOptions {
    package static let help: Option<Bool> = .flag("help", short: "h", help: "Show help for the command")
    package static let version: Option<Bool> = .flag("version", help: "Print the version of albums")
    package static let color: Option<ColorChoice?> = .choice("color", name: "WHEN", help: "When to use colour: auto, always or never")
    package static let noColor: Option<Bool> = .flag("no-color", help: "Never use colour (same as --color never)")
    package static let offline: Option<Bool> = .flag("offline", help: "Use only what is cached; never touch the network")
    package static let refresh: Option<Bool> = .flag("refresh", help: "Ask the server again even if the cached copy is fresh")

    package static let all: [any OptionDeclaration] = [
        help, version, OptionSpec.setting(Settings.session), OptionSpec.setting(Settings.cache), OptionSpec.setting(Settings.sound),
        color, noColor, offline, refresh, OptionSpec.setting(Settings.timeout),
    ]

    /// `--no-color`, else `--color`, else auto.
    package static func colorChoice(_ parsed: ParsedArguments) -> ColorChoice {
        if (try? parsed[noColor]) == true { return .never }
        return ((try? parsed[color]) ?? nil) ?? .auto
    }

    /// `--offline`, `--refresh`, or neither; both is a usage error.
    package static func fetchMode(_ parsed: ParsedArguments) throws(UsageError) -> HTTPClient.Mode {
        switch (try parsed[offline], try parsed[refresh]) {
        case (true, true):
            throw UsageError("--offline and --refresh can't be used together", hints: ["--offline never touches the network; --refresh always asks it"])
        case (true, false): return .offline
        case (false, true): return .refresh
        case (false, false): return .normal
        }
    }
}
