import AlbumsCore

/// `albums --version`.
public enum VersionCommand: Command {
    public static let version = "0.1.0"

    public static let spec = CommandSpec(
        "version", summary: "Print the version of albums", examples: [.init("albums --version", "e.g. albums 0.1.0")],
        hidden: true, needsSettingsFile: false
    )

    public static func options(_ parsed: ParsedArguments) throws(UsageError) {}

    public static func fetch(_ options: Void, in context: CommandContext) async throws {}

    public static func render(_ state: Void, _ options: Void, on screen: RenderContext) -> Output {
        Output(stdout: "albums \(version)\n")
    }
}
