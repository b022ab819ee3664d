import Foundation
import PackagePlugin

/// Writes the commit albums is built from into `BuildInfo.swift` (for
/// `albums --version`). The command's inputs are git's own files for the
/// commit (`.git/HEAD`, the current branch's ref, `packed-refs`), so it runs
/// again whenever a commit is made or checked out, and at no other time.
@main
struct BuildInfoPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let output = context.pluginWorkDirectoryURL.appending(path: "BuildInfo.swift")
        let script = """
            commit=$(git -C "$1" rev-parse --short=7 HEAD 2>/dev/null || echo unknown)
            printf '// Generated from the git commit by the BuildInfo plugin. Do not edit.\\n\\npublic enum BuildInfo {\\n    public static let commit = "%s"\\n}\\n' "$commit" > "$2.new"
            # Replaced only when it differs: the debug and release builds share it.
            if cmp -s "$2.new" "$2"; then rm -f "$2.new"; else mv "$2.new" "$2"; fi
            """
        return [
            .buildCommand(
                displayName: "Recording the commit albums is built from",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script, "sh", root.path(percentEncoded: false), output.path(percentEncoded: false)],
                inputFiles: gitFiles(root),
                outputFiles: [output]
            )
        ]
    }

    /// The files git changes when the commit changes: HEAD itself, the branch it names, and packed refs.
    private func gitFiles(_ root: URL) -> [URL] {
        let git = root.appending(path: ".git")
        let head = git.appending(path: "HEAD")
        var files = [head, git.appending(path: "packed-refs")]
        if let text = try? String(contentsOf: head, encoding: .utf8), text.hasPrefix("ref: ") {
            files.append(git.appending(path: text.dropFirst(5).trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        return files.filter { FileManager.default.fileExists(atPath: $0.path(percentEncoded: false)) }
    }
}
