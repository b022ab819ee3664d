import AlbumsCore
import AlbumsShape
import AlbumsTerminal

/// `albums settings reset [KEY]`: forgets one saved setting, or all of them.
package enum SettingsResetCommand: Command {
    package static let key: Argument<String?> = .optional("key", help: "the setting to forget; all when none is given", completion: .settingKeys)

    package static let spec = CommandSpec(
        "reset", summary: "Forget a saved setting, or all of them",
        positionals: [key],
        examples: [.init("albums settings reset sort", "Back to chart order"), .init("albums settings reset", "Every setting back to its default")]
    )

    /// The setting to forget, or nil for all of them.
    package static func options(_ parsed: ParsedArguments) throws(UsageError) -> AnySetting? {
        try parsed[key].map { name throws(UsageError) in try SettingsView.setting(named: name) }
    }

    package static func fetch(_ setting: AnySetting?, in context: CommandContext) async throws {
        // Every setting, or the one named; keys albums doesn't know are never touched.
        let forgotten = setting.map { [$0] } ?? Settings.all
        try SettingsFileChange.save(context, Dictionary(uniqueKeysWithValues: forgotten.map { ($0.key, nil) }))
    }

    package static func render(_ state: Void, _ setting: AnySetting?, on screen: RenderContext) -> Output {
        guard let setting else { return Output(stderr: "every setting is back to its default\n") }
        return Output(stderr: "\(setting.key) is back to its default: \(setting.defaultText)\n")
    }
}
