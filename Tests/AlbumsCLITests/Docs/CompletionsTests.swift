@testable import AlbumsCLI
import AlbumsCommandsTestSupport
@testable import AlbumsClients
@testable import AlbumsCommands
@testable import AlbumsCore
@testable import AlbumsTerminal
import AlbumsTestSupport
import Foundation
import Testing

/// The completion scripts pass their shell's syntax check and complete what the
/// command table says, driven by each shell itself.
@Suite(.onTestThreads) struct CompletionsTests {
    static func shell(_ name: String) -> String? {
        ["/usr/bin/", "/bin/", "/usr/local/bin/"].map { $0 + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> (out: String, status: Int32) {
        let result = try Program.run(executable, arguments, environment: ["PATH": "/usr/bin:/bin", "HOME": Paths.temporaryFolder()], mergingErrors: true)
        return (result.stdout, result.status)
    }

    static func script(_ shell: Shell) throws -> String {
        let path = Paths.temporaryFolder() + "/albums.\(shell.rawValue)"
        try CompletionsCommand.script(for: shell).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The shell's own syntax check (`-n`) passes on the script.
    static func expectSyntaxChecks(_ shell: Shell, executable: String) throws {
        let result = try run(executable, ["-n", try script(shell)])
        #expect(result.status == 0, "\(shell.rawValue) -n: \(result.out)")
    }

    /// Words typed (the last is being completed) and what must be offered, exactly.
    static let cases: [([String], [String])] = [
        (["settings", "set", "sort", ""], ["rank", "name", "artist", "release-date", "movement", "days"]),
        (["settings", "set", "session", ""], ["shared", "stub"]),
        (["settings", "set", ""], Settings.all.map(\.key)),
        (["settings", ""], ["list", "get", "set", "reset", "path"]),
        (["--sort", ""], ["rank", "name", "artist", "release-date", "movement", "days"]),
        (["search", "--entity", ""], ["album", "song", "music-video"]),
        (["help", "cache", ""], ["stats", "clear", "path"]),
        (["completions", ""], ["bash", "zsh", "fish"]),
        (["help", ""], Commands.root.spec.visibleSubcommands.map(\.name) + ["environment"]),
        (["help", "settings", ""], ["list", "get", "set", "reset", "path"]),
        (["--session", "stub", "cache", ""], ["stats", "clear", "path"]),
        (["preview", "--state", ""], ["loading", "no-data", "error", "mock", "loaded"]),
        (["list", "--json", ""], Album.jsonFields),
        (["--json", ""], Album.jsonFields),
        (["show", "1", "--json", ""], Album.detailJSONFields),
        (["compare", "--sort", ""], ["countries", "best", "average"] + Countries.alphabetical),
    ]

    /// After a comma in `--json`'s list: each field, after what the word has up to its last comma (zsh takes that part off itself).
    static let afterComma = (typed: ["list", "--json", "name,ar"], offered: ["name,artist", "name,artworkUrl"])
    /// After two commas: the part up to the last one kept whole.
    static let afterTwoCommas = (typed: ["list", "--json", "name,artist,ra"], offered: Album.jsonFields.filter { $0.hasPrefix("ra") }.map { "name,artist," + $0 })

    @Test(.enabled(if: shell("bash") != nil, "bash is not installed"))
    func bashCompletes() throws {
        let bash = try #require(Self.shell("bash"))
        try Self.expectSyntaxChecks(.bash, executable: bash)
        let script = try Self.script(.bash)
        for (typed, expected) in Self.cases {
            let words = (["albums"] + typed).map { "'\($0)'" }.joined(separator: " ")
            let driver = "source '\(script)'; COMP_WORDS=(\(words)); COMP_CWORD=\(typed.count); _albums; printf '%s\\n' \"${COMPREPLY[@]}\""
            let out = try Self.run(bash, ["-c", driver]).out
            #expect(out.split(separator: "\n").map(String.init) == expected, "\(typed)")
        }
        let comma = (["albums"] + Self.afterComma.typed).map { "'\($0)'" }.joined(separator: " ")
        let list = try Self.run(bash, ["-c", "source '\(script)'; COMP_WORDS=(\(comma)); COMP_CWORD=3; _albums; printf '%s\\n' \"${COMPREPLY[@]}\""]).out
        #expect(list.split(separator: "\n").map(String.init) == Self.afterComma.offered)
        let two = (["albums"] + Self.afterTwoCommas.typed).map { "'\($0)'" }.joined(separator: " ")
        let twoList = try Self.run(bash, ["-c", "source '\(script)'; COMP_WORDS=(\(two)); COMP_CWORD=3; _albums; printf '%s\\n' \"${COMPREPLY[@]}\""]).out
        #expect(twoList.split(separator: "\n").map(String.init) == Self.afterTwoCommas.offered)
        #expect(Self.afterTwoCommas.offered == ["name,artist,rank"])
        let commands = try Self.run(bash, ["-c", "source '\(script)'; COMP_WORDS=(albums ''); COMP_CWORD=1; _albums; printf '%s\\n' \"${COMPREPLY[@]}\""]).out
        #expect(commands.split(separator: "\n").map(String.init) == Commands.root.spec.visibleSubcommands.map(\.name))
        let options = try Self.run(bash, ["-c", "source '\(script)'; COMP_WORDS=(albums show --); COMP_CWORD=2; _albums; printf '%s\\n' \"${COMPREPLY[@]}\""]).out
        let declared: [OptionSpec] = ShowCommand.spec.options + Commands.root.spec.options
        #expect(Set(options.split(separator: "\n").map(String.init)) == Set(declared.map { "--" + $0.long }))
    }

    @Test(.enabled(if: shell("zsh") != nil, "zsh is not installed (.ci/run installs it)"))
    func zshCompletes() throws {
        let zsh = try #require(Self.shell("zsh"))
        try Self.expectSyntaxChecks(.zsh, executable: zsh)
        let script = try Self.script(.zsh)
        for (typed, expected) in Self.cases {
            let words = (["albums"] + typed).map { "'\($0)'" }.joined(separator: " ")
            let driver = """
                compdef() { : }; compset() { : }; _files() { print -r -- '<files>' }
                _describe() { local -a items; items=("${(@P)4}"); print -rl -- ${items%%:*} }
                source '\(script)'; words=(\(words)); CURRENT=${#words}; _albums
                """
            let out = try Self.run(zsh, ["-c", driver]).out
            #expect(out.split(separator: "\n").map(String.init) == expected, "\(typed)")
        }
    }

    /// zsh itself, as a user has it: compinit, the script, `albums list --json
    /// name,artist,ra` and Tab typed in a terminal (tmux). Its real `compset`
    /// takes off the part up to the last comma: the word becomes name,artist,rank.
    @Test(.enabled(if: shell("zsh") != nil && TerminalSession.isAvailable, "zsh or tmux is not installed (.ci/run installs them)"))
    func zshCompletesAfterACommaForReal() throws {
        let zsh = try #require(Self.shell("zsh"))
        let script = try Self.script(.zsh)
        let home = Paths.temporaryFolder()
        let zshrc = "autoload -Uz compinit && compinit -u -d '\(home)/.zcompdump'; source '\(script)'; PS1='ready> '\n"
        try zshrc.write(toFile: home + "/.zshrc", atomically: true, encoding: .utf8)
        let terminal = try TerminalSession(zsh, environment: ["PATH": "/usr/bin:/bin", "HOME": home, "ZDOTDIR": home, "TERM": "xterm-256color"], columns: 100, rows: 10)
        defer { terminal.stop() }
        try #require(Wait.until { ((try? terminal.screen()) ?? "").contains("ready>") }, "zsh started")
        try terminal.send("albums list --json name,artist,ra", "Tab")
        try #require(Wait.until { ((try? terminal.screen()) ?? "").contains("albums list --json name,artist,rank") },
                     "completed: \((try? terminal.screen()) ?? "")")
        try terminal.send("C-u", "albums show 1 --json na", "Tab")
        #expect(Wait.until { ((try? terminal.screen()) ?? "").contains("albums show 1 --json name") })
    }

    @Test(.enabled(if: shell("fish") != nil, "fish is not installed (.ci/run installs it)"))
    func fishCompletes() throws {
        let fish = try #require(Self.shell("fish"))
        try Self.expectSyntaxChecks(.fish, executable: fish)
        let script = try Self.script(.fish)
        for (typed, expected) in Self.cases {
            let line = (["albums"] + typed).joined(separator: " ")
            let out = try Self.run(fish, ["--no-config", "-c", "source '\(script)'; complete -C '\(line)'"]).out
            let offered = out.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
            #expect(Set(offered) == Set(expected), "\(typed)")
        }
        let comma = try Self.run(fish, ["--no-config", "-c", "source '\(script)'; complete -C '\((["albums"] + Self.afterComma.typed).joined(separator: " "))'"]).out
        #expect(Set(comma.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }) == Set(Self.afterComma.offered))
        let two = try Self.run(fish, ["--no-config", "-c", "source '\(script)'; complete -C '\((["albums"] + Self.afterTwoCommas.typed).joined(separator: " "))'"]).out
        #expect(Set(two.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }) == Set(Self.afterTwoCommas.offered))
    }

    @Test func anUnknownShellIsAUsageError() async {
        let harness = TestHarness.cli()
        #expect(await harness.run("completions", "tcsh") == .usage)
        #expect(harness.console.err.contains("shells: bash, zsh, fish"))
    }
}
