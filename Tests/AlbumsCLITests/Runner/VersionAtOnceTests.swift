@testable import AlbumsCLI
import AlbumsCommandsTestSupport
import AlbumsClients
@testable import AlbumsCommands
import AlbumsShape
import Synchronization
import Testing

/// `albums --version` alone is answered before the command tree is built: the
/// same output and exit code as through the tree, whatever the environment.
@Suite struct VersionAtOnceTests {
    @Test(arguments: [
        [:], ["ALBUMS_SORT": "bogus", "ALBUMS_SESSION": "nowhere"], ["NO_COLOR": "1"], ["CLICOLOR_FORCE": "1"],
    ] as [[String: String]])
    func theVersionAtOnceIsTheVersionThroughTheTree(environment: [String: String]) async {
        for terminal in [false, true] {
            let quick = TestHarness.cli(environment: environment, outIsTerminal: terminal, errIsTerminal: terminal)
            let tree = TestHarness.cli(environment: environment, outIsTerminal: terminal, errIsTerminal: terminal)
            let code = AlbumsCLI.answeredAtOnce(["--version"], in: quick.world)
            let treeCode = await CommandRunner.run(["--version"], in: tree.world, tree: Commands.tree)
            #expect(code == treeCode && treeCode == .success, "\(environment), terminal: \(terminal)")
            #expect(quick.console.out == tree.console.out && quick.console.err == tree.console.err)
            #expect(quick.console.out.hasPrefix("albums 0.") && quick.console.out.hasSuffix(")\n"))
        }
    }

    @Test(arguments: [[], ["--version", "--json"], ["--version", "--bogus"], ["version"], ["--Version"], ["list", "--version"], ["--version", "--version"]])
    func anyOtherLineGoesThroughTheTree(arguments: [String]) {
        let harness = TestHarness.cli()
        #expect(AlbumsCLI.answeredAtOnce(arguments, in: harness.world) == nil)
        #expect(harness.console.out.isEmpty && harness.console.err.isEmpty)
    }

    @Test func theProgramAnswersItAtOnce() async {
        let harness = TestHarness.cli()
        #expect(await harness.run("--version") == .success)
        #expect(harness.console.out == VersionCommand.plain.stdout)
    }
}

/// help and completions, the command line's own, never open the settings file either.
@Suite struct HelpReadsNoSettingsTests {
    @Test(arguments: [["help"], ["list", "--help"], ["help", "settings", "set"], ["completions", "zsh"]])
    func helpAndCompletionsDontReadTheSettings(arguments: [String]) async {
        var harness = TestHarness.cli()
        let count = Mutex(0)
        let load = harness.world.settings.load
        harness.world.settings.load = { () throws(SettingsFileError) -> [String: String] in
            count.withLock { $0 += 1 }
            return try load()
        }
        #expect(await harness.run(arguments) == .success)
        #expect(count.withLock { $0 } == 0, "\(arguments)")
    }
}
