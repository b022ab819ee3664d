import AlbumsBuildInfo
import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform
import AlbumsShape
import AlbumsTerminal

/// `albums --version`: the version and the commit it was built from.
package enum VersionCommand: Command {
    package static let fields = ["version", "commit", "swift", "platform"]
    package static let json = SharedOptions.json(fields, help: "Print JSON: version, commit, swift, platform")

    package static let spec = CommandSpec(
        "version", summary: "Print the version of albums and the commit it was built from",
        options: [json],
        examples: [.init("albums --version", "e.g. albums 0.3.0 (14e8f01)"), .init("albums --version --json", "The same, with the Swift version and platform")],
        hidden: true, needsSettingsFile: false
    )

    package static func options(_ parsed: ParsedArguments) throws(UsageError) -> [String]? {
        try parsed[json]
    }

    package static func fetch(_ fields: [String]?, in context: CommandContext) async throws {}

    package static func render(_ state: Void, _ fields: [String]?, on screen: RenderContext) -> Output {
        guard let fields else { return plain }
        let object = JSON.object([
            .init("version", .string(Version.number)), .init("commit", .string(BuildInfo.commit)),
            .init("swift", .string(swiftVersion)), .init("platform", .string("\(Platform.name)-\(Platform.architecture)")),
        ])
        return Output(stdout: object.selecting(fields).rendered())
    }

    /// `albums 0.3.0 (14e8f01)`: what `albums --version` prints.
    package static var plain: Output {
        Output(stdout: "albums \(Version.number) (\(BuildInfo.commit))\n")
    }

    /// The language version albums was compiled with.
    static var swiftVersion: String {
        #if swift(>=6.4)
        return "6.4 or later"
        #elseif swift(>=6.3)
        return "6.3"
        #elseif swift(>=6.2)
        return "6.2"
        #else
        return "6.0"
        #endif
    }
}
