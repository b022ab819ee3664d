@testable import AlbumsCLI
import AlbumsCLITestSupport
import AlbumsClients
@testable import AlbumsCommands
import Testing

/// `albums --version` alone is answered before the command tree is built: the
/// same output and exit code as through the tree, whatever the environment.
@Suite struct VersionAtOnceTests {
    @Test(arguments: [
        [:], ["ALBUMS_SORT": "bogus", "ALBUMS_SESSION": "nowhere"], ["NO_COLOR": "1"], ["CLICOLOR_FORCE": "1"],
    ] as [[String: String]])
    func theVersionAtOnceIsTheVersionThroughTheTree(environment: [String: String]) async {
        for terminal in [false, true] {
            let quick = TestHarness(environment: environment, outIsTerminal: terminal, errIsTerminal: terminal)
            let tree = TestHarness(environment: environment, outIsTerminal: terminal, errIsTerminal: terminal)
            let code = CommandRunner.answeredAtOnce(["--version"], in: quick.world)
            let treeCode = await CommandRunner.run(["--version"], in: tree.world)
            #expect(code == treeCode && treeCode == .success, "\(environment), terminal: \(terminal)")
            #expect(quick.console.out == tree.console.out && quick.console.err == tree.console.err)
            #expect(quick.console.out.hasPrefix("albums 0.") && quick.console.out.hasSuffix(")\n"))
        }
    }

    @Test(arguments: [[], ["--version", "--json"], ["--version", "--bogus"], ["version"], ["--Version"], ["list", "--version"], ["--version", "--version"]])
    func anyOtherLineGoesThroughTheTree(arguments: [String]) {
        let harness = TestHarness()
        #expect(CommandRunner.answeredAtOnce(arguments, in: harness.world) == nil)
        #expect(harness.console.out.isEmpty && harness.console.err.isEmpty)
    }

    @Test func theProgramAnswersItAtOnce() async {
        let harness = TestHarness()
        #expect(await harness.run("--version") == .success)
        #expect(harness.console.out == VersionCommand.plain.stdout)
    }
}
