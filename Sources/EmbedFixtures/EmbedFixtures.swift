import Foundation
import PackagePlugin

/// Turns `Fixtures/stub` into Swift source, so the stub world works from a binary
/// copied anywhere (`Bundle.module` needs the build folder next to the binary).
@main
struct EmbedFixtures: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL.appending(path: "Fixtures")
        let stub = root.appending(path: "stub")
        let inputs = try files(under: stub)
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFixtures.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) stub fixtures",
                executable: try context.tool(named: "embed-fixtures").url,
                arguments: [root.path(percentEncoded: false), output.path(percentEncoded: false)]
                    + inputs.map { $0.path(percentEncoded: false) },
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }

    private func files(under directory: URL) throws -> [URL] {
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return []
        }
        var found: [URL] = []
        for case let url as URL in walker where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
            found.append(url)
        }
        return found.sorted { $0.path < $1.path }
    }
}
