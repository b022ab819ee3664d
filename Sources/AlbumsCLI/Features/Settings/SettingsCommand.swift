import AlbumsClients
import AlbumsCore
/// `albums settings list|get|set|reset|path`.
public enum SettingsCommand {
    public static func list(_ invocation: Invocation) async -> ExitCode {
        await CommandRunner.run(invocation) { context in
            let rows = SettingsView.rows(context.configuration)
            if let fields = invocation.value("json") {
                let fields = try JSONFields.parse(fields, available: SettingsView.jsonFields)
                return Output(stdout: SettingsView.json(rows).selecting(fields).rendered())
            }
            if invocation.flag("plain") || !context.world.console.out.isTerminal {
                return Output(stdout: SettingsView.plain(rows))
            }
            return Output(stdout: SettingsView.table(rows).render(maxWidth: context.columns, style: context.outStyle))
        }
    }

    public static func get(_ invocation: Invocation) async -> ExitCode {
        await CommandRunner.run(invocation) { context in
            let key = try SettingsCommand.key(invocation.positionals[0])
            return Output(stdout: Sanitizer.line(context.configuration.text(key)) + "\n")
        }
    }

    public static func set(_ invocation: Invocation) async -> ExitCode {
        await CommandRunner.run(invocation) { context in
            let key = try SettingsCommand.key(invocation.positionals[0])
            let text = invocation.positionals[1]
            guard let value = key.normalized(text) else {
                throw UsageError.invalidValue(text, for: key, origin: key.key)
            }
            try save(context) { $0[key.key] = value }
            return Output(stderr: SettingsView.saved(key, value, context: context))
        }
    }

    public static func reset(_ invocation: Invocation) async -> ExitCode {
        await CommandRunner.run(invocation) { context in
            if let name = invocation.positionals.first {
                let key = try SettingsCommand.key(name)
                try save(context) { $0.removeValue(forKey: key.key) }
                return Output(stderr: "\(key.key) is back to its default: \(key.defaultText)\n")
            }
            try save(context) { $0.removeAll() }
            return Output(stderr: "every setting is back to its default\n")
        }
    }

    /// Works even when the settings file is broken, so the user can find it.
    public static func path(_ invocation: Invocation) async -> ExitCode {
        let location = Current.settings.location ?? "(kept in memory: the \(Current.kind.rawValue) world has no settings file)"
        Output(stdout: location + "\n").write(to: Current.console)
        return .success
    }

    static func key(_ name: String) throws(UsageError) -> AnySetting {
        if let setting = Settings.named(name) { return setting }
        let names = Settings.all.map(\.key)
        let guess = Suggest.closest(to: name, among: names).map { ["did you mean \($0)?"] } ?? []
        throw UsageError("unknown setting \"\(Sanitizer.line(name))\"", hints: guess + ["settings: \(names.joined(separator: ", "))"])
    }

    /// Applies `change` to the stored settings.
    private static func save(_ context: CommandContext, _ change: (inout [String: String]) -> Void) throws(Failure) {
        let store = context.world.settings
        do {
            var values = try store.load()
            change(&values)
            try store.save(values)
        } catch {
            throw Failure("couldn't save the settings", why: "\(error.path): \(error.problem)",
                          suggestion: "check the folder's permissions; the old file was left as it is")
        }
    }
}
