import AlbumsCore
import AlbumsShape
import AlbumsTerminal

/// `albums settings set KEY VALUE`: saves a setting in the settings file.
package enum SettingsSetCommand: Command {
    package struct Options: Sendable {
        package var setting: AnySetting
        package var value: String
    }

    package struct State: Sendable {
        package var location: String?
        /// `ALBUMS_<KEY>` when the environment overrides what was saved.
        package var override: String?
    }

    package static let value: Argument<String> = .one("value", help: "its new value", completion: .settingValues)

    package static let spec = CommandSpec(
        "set", summary: "Save a setting in the settings file",
        positionals: [SettingsCommands.key, value],
        examples: [
            .init("albums settings set session stub", "Use the built-in chart from now on"),
            .init("albums settings set country gb", "The UK chart"),
        ]
    )

    package static func options(_ parsed: ParsedArguments) throws(UsageError) -> Options {
        let setting = try SettingsView.setting(named: parsed[SettingsCommands.key])
        let text = parsed[value]
        guard let normalized = setting.normalized(text) else { throw UsageError.invalidValue(text, for: setting, origin: setting.key) }
        return Options(setting: setting, value: normalized)
    }

    package static func fetch(_ options: Options, in context: CommandContext) async throws -> State {
        try SettingsFileChange.save(context, [options.setting.key: options.value])
        let override = context.world.environment[options.setting.environmentName].flatMap { $0.isEmpty ? nil : $0 }
        return State(location: context.world.settings.location, override: override)
    }

    package static func render(_ state: State, _ options: Options, on screen: RenderContext) -> Output {
        let place = state.location.map { " (saved to \($0))" } ?? ""
        let saved = Output(stderr: "\(options.setting.key) = \(Sanitizer.line(options.value))\(Sanitizer.line(place))\n")
        guard let override = state.override else { return saved }
        return saved + .warning("\(options.setting.environmentName)=\(override) in the environment takes precedence over this")
    }
}
