import Foundation
import PackagePlugin

/// Before each build, writes the commit albums is built from into
/// `BuildInfo.swift` (for `albums --version`), rewriting it only when the
/// commit changed, so that an unchanged commit recompiles nothing.
@main
struct BuildInfoPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "generated")
        let script = """
            set -u
            commit=$(git -C "$1" rev-parse --short=7 HEAD 2>/dev/null || echo unknown)
            mkdir -p "$2"
            printf '// Generated before each build from the git commit. Do not edit.\\n\\npublic enum BuildInfo {\\n    public static let commit = "%s"\\n}\\n' "$commit" > "$2/BuildInfo.swift.new"
            if cmp -s "$2/BuildInfo.swift.new" "$2/BuildInfo.swift"; then rm "$2/BuildInfo.swift.new"; else mv "$2/BuildInfo.swift.new" "$2/BuildInfo.swift"; fi
            """
        return [
            .prebuildCommand(
                displayName: "Recording the commit albums is built from",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script, "sh", context.package.directoryURL.path(percentEncoded: false), output.path(percentEncoded: false)],
                outputFilesDirectory: output
            )
        ]
    }
}
