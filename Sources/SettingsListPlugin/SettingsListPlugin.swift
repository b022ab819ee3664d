import Foundation
import PackagePlugin

/// Generates `Settings.all` from the rows `SettingsTable` declares (see
/// Sources/settings-list), before AlbumsCore is compiled.
@main
struct SettingsList: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let sources = target.sourceModule?.sourceFiles,
              let table = sources.first(where: { $0.url.lastPathComponent == "Settings.swift" })?.url else { return [] }
        let output = context.pluginWorkDirectoryURL.appending(path: "SettingsList.swift")
        return [
            .buildCommand(
                displayName: "Listing the settings",
                executable: try context.tool(named: "settings-list").url,
                arguments: [table.path(percentEncoded: false), output.path(percentEncoded: false)],
                inputFiles: [table],
                outputFiles: [output]
            )
        ]
    }
}
