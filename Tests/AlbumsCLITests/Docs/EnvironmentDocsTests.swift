@testable import AlbumsCLI
@testable import AlbumsClients
@testable import AlbumsCore
import AlbumsTestSupport
import Foundation
import Testing

@Suite struct EnvironmentDocsTests {
    @Test func theREADMEsSettingsTableIsCurrent() throws {
        let readme = try String(contentsOfFile: Paths.packageRoot + "/README.md", encoding: .utf8)
        let generated = SettingsMarkdown.render()
        #expect(readme.contains(generated), "paste the output of: swift run albums help --settings-markdown")
        #expect(generated.components(separatedBy: "\n| `").count - 1 == Settings.all.count, "a row per setting")
    }

    @Test func theCommittedEnvExampleIsCurrent() throws {
        let committed = try String(contentsOfFile: Paths.packageRoot + "/.env.example", encoding: .utf8)
        #expect(committed == EnvExample.render(), "run: swift run albums help --env > .env.example")
    }

    @Test func envExampleListsEveryVariableWithItsDefault() throws {
        let text = EnvExample.render()
        for variable in EnvironmentDocs.all {
            if variable.defaultValue.isEmpty || variable.name.hasPrefix("XDG_") {
                #expect(text.contains("# \(variable.name)="), "\(variable.name) is documented")
            } else {
                #expect(text.contains("\n\(variable.name)=\(variable.defaultValue)\n"), "\(variable.name)=\(variable.defaultValue)")
            }
        }
    }

    @Test func everySettingHasAnEnvironmentVariable() {
        let names = Set(EnvironmentDocs.all.map(\.name))
        #expect(Settings.all.allSatisfy { names.contains($0.environmentName) })
    }
}
