import AlbumsCLI
import AlbumsCommandsTestSupport

extension TestHarness {
    /// A harness whose lines may name every command of the command line (help, completions, the browser, the site).
    static func cli(settings: [String: String] = [:], environment: [String: String] = [:],
                    outIsTerminal: Bool = false, errIsTerminal: Bool = false, columns: Int? = nil) -> TestHarness {
        TestHarness(settings: settings, environment: environment, outIsTerminal: outIsTerminal, errIsTerminal: errIsTerminal, columns: columns, tree: Commands.tree)
    }
}
