@testable import AlbumsCLI
import AlbumsCommandsTestSupport
@testable import AlbumsClients
@testable import AlbumsCore
@testable import AlbumsTerminal
import AlbumsTestSupport
import Foundation
import Testing

@Suite(.onTestThreads) struct CommandLineConventionsTests {
    static func allCommands(_ command: CommandSpec = Commands.root.spec, path: [String] = []) -> [(path: [String], spec: CommandSpec)] {
        [(path, command)] + command.visibleSubcommands.flatMap { allCommands($0, path: path + [$0.name]) }
    }

    /// A subcommand is named where the tree lists it, so that a run can find it
    /// without making every spec: each name must be the one its spec has, once.
    @Test func everySubcommandIsListedUnderItsOwnName() {
        func check(_ command: CommandSpec, path: [String]) {
            #expect(Set(command.children.map(\.name)).count == command.children.count, "no name twice under \(path)")
            for child in command.children {
                let spec = child.make()
                #expect(spec.name == child.name, "albums \((path + [child.name]).joined(separator: " ")) makes \(spec.name)")
                #expect(command.subcommand(child.name)?.name == child.name)
                check(spec, path: path + [child.name])
            }
        }
        check(Commands.root.spec, path: [])
        #expect(Commands.root.spec.children.map(\.name) == ["list", "show", "changes", "history", "compare", "world", "top", "artist", "watch", "follow", "open",
                                                       "art", "tracks", "play", "browse", "site", "prefetch", "cache", "search", "preview", "settings",
                                                       "completions", "help", "version"])
        #expect(Commands.root.spec.subcommand("nothing") == nil)
    }

    /// Each command's help: examples and its own options; the global options,
    /// exit codes and environment once, in `albums --help`, which each
    /// command's help points to (`albums help art` once repeated 17 lines of them).
    @Test func everyCommandHasExamplesAndPointsToTheGlobalHelp() {
        for (path, spec) in Self.allCommands() {
            #expect(!spec.examples.isEmpty, "albums \(path.joined(separator: " ")) has an example")
            let help = HelpView.render(Commands.specs(along: path))
            // Sentences as they read, whatever the wrapping.
            let flat = help.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            #expect(help.contains("EXAMPLES\n  $ "), "\(path)")
            #expect(!help.contains("ALBUMS_WATCH_LEFT") && !help.contains("XDG_STATE_HOME"), "\(path): no list of every variable")
            if path.isEmpty {
                #expect(help.contains("EXIT CODES\n  0 "))
                #expect(help.contains("\nGLOBAL OPTIONS\n") && help.contains("--session SESSION"))
                #expect(help.contains("\nENVIRONMENT\n") && flat.contains("Run 'albums help environment' for every variable."))
            } else {
                #expect(!help.contains("EXIT CODES") && !help.contains("GLOBAL OPTIONS") && !help.contains("--session SESSION"), "\(path): once, in albums --help")
                #expect(flat.hasSuffix("exit codes and the environment: albums --help"), "\(path)")
                if !spec.hasSubcommands {
                    for option in spec.options { #expect(help.contains(option.synopsis) != option.hidden, "\(path): \(option.synopsis), shown unless hidden") }
                }
            }
        }
        let art = HelpView.render(Commands.specs(along: ["art"]))
        #expect(art.split(separator: "\n").count < 70, "albums help art, without the 30 variables")
    }

    /// Every help fits the width it is given (80 when not a terminal, or a
    /// narrow terminal's): no line longer, the words wrapped under their column.
    @Test(arguments: [80, 60])
    func everyHelpFitsItsWidth(width: Int) {
        for (path, _) in Self.allCommands() {
            for line in HelpView.render(Commands.specs(along: path), width: width).split(separator: "\n") {
                // A command line in an example, or a URL, is never broken: it may stand out alone.
                guard !line.hasPrefix("  $ "), line.split(separator: " ").count > 1 else { continue }
                #expect(DisplayWidth.of(String(line)) <= width, "albums help \(path.joined(separator: " ")): \(line)")
            }
        }
    }

    /// On a terminal, the terminal's width; piped, 80 whatever COLUMNS says.
    @Test func helpTakesTheTerminalsWidth() async {
        let narrow = TestHarness.cli(outIsTerminal: true, columns: 60)
        #expect(await narrow.run("help", "list") == .success)
        let lines = narrow.console.out.split(separator: "\n")
        #expect(lines.allSatisfy { DisplayWidth.of(String($0)) <= 60 }, "\(narrow.console.out)")
        #expect(lines.contains { DisplayWidth.of(String($0)) > 52 }, "the width used, not a narrower one")
        let piped = TestHarness.cli(columns: 200)
        #expect(await piped.run("help", "list") == .success)
        #expect(piped.console.out.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 80 })
    }

    /// No summary or option's help nests parentheses: "(standard, … (with {country} …))" read badly.
    @Test func noHelpNestsParentheses() {
        func depth(_ text: String) -> Int {
            var depth = 0, deepest = 0
            for character in text {
                if character == "(" { depth += 1; deepest = max(deepest, depth) } else if character == ")" { depth -= 1 }
            }
            return deepest
        }
        for (path, spec) in Self.allCommands() {
            #expect(depth(spec.summary) <= 1, "\(path): \(spec.summary)")
            for option in spec.options + Commands.root.spec.options { #expect(depth(option.help) <= 1, "\(path): \(option.synopsis): \(option.help)") }
            for positional in spec.positionals { #expect(depth(positional.help) <= 1, "\(path): \(positional.synopsis): \(positional.help)") }
        }
    }

    /// `albums help help` says what topics there are besides the commands.
    @Test func helpHelpOffersTheEnvironmentTopic() async {
        let harness = TestHarness.cli()
        #expect(await harness.run("help", "help") == .success)
        #expect(harness.console.out.contains("or a topic: environment"))
    }

    /// `albums help environment`: every variable albums reads, each once, in its group.
    @Test func theEnvironmentTopicListsEveryVariable() async {
        let harness = TestHarness.cli()
        #expect(await harness.run("help", "environment") == .success)
        let out = harness.console.out
        for variable in EnvironmentDocs.all {
            #expect(out.components(separatedBy: "\n  " + variable.name + " ").count == 2, "\(variable.name) once")
        }
        let groups = ["WORLD", "SETTINGS", "FOLDERS", "TERMINAL"].compactMap { out.range(of: "\n\($0)\n")?.lowerBound }
        #expect(groups.count == 4 && groups == groups.sorted(), "four groups, in order")
        #expect(out.contains("ALBUMS_LIMIT        overrides the limit setting (default: 100)"))
        // As colourRules holds: set and empty keeps colour (no-color.org), so "any value" would be wrong.
        let noColor = out.split(separator: "\n").first { $0.hasPrefix("  NO_COLOR ") } ?? ""
        #expect(noColor.contains("not empty") && noColor.contains("an empty one keeps colour") && !noColor.contains("any value"), "\(noColor)")
        #expect(await harness.run("help", "envirnoment") == .usage)
        #expect(harness.console.err.contains("did you mean environment?"))
    }

    @Test(arguments: [
        (ColorChoice.auto, true, [String: String](), true), (.auto, false, [:], false),
        (.auto, true, ["NO_COLOR": "1"], false), (.auto, true, ["NO_COLOR": ""], true),
        (.auto, false, ["CLICOLOR_FORCE": "1"], true), (.auto, false, ["CLICOLOR_FORCE": "0"], false),
        (.auto, true, ["TERM": "dumb"], false), (.auto, true, ["NO_COLOR": "x", "CLICOLOR_FORCE": "1"], false),
        (.always, false, ["NO_COLOR": "1"], true), (.never, true, ["CLICOLOR_FORCE": "1"], false),
    ] as [(ColorChoice, Bool, [String: String], Bool)])
    func colourRules(choice: ColorChoice, isTerminal: Bool, environment: [String: String], enabled: Bool) {
        #expect(choice.enables(isTerminal: isTerminal, environment: environment) == enabled)
    }

    @Test func theCommittedManPageIsCurrent() throws {
        let committed = try String(contentsOfFile: Paths.packageRoot + "/docs/albums.1", encoding: .utf8)
        #expect(committed == ManPage.render(), "run: swift run albums help --man > docs/albums.1")
    }

    @Test func theManPageCoversEveryCommandOptionAndSetting() {
        let page = ManPage.render()
        for (path, spec) in Self.allCommands().dropFirst() {
            #expect(page.contains(".SS albums " + path.map(ManPage.escape).joined(separator: " ")), "\(path)")
            for option in spec.options where !option.hidden { #expect(page.contains("\\fB\\-\\-\(ManPage.escape(option.long))\\fR"), "--\(option.long)") }
        }
        for setting in Settings.all { #expect(page.contains(".B \(ManPage.escape(setting.key))\n")) }
        #expect(!page.unicodeScalars.contains { $0.value > 0x7F }, "plain ASCII roff")
        #expect(!page.contains("Default: \\fB\\fR"), "an empty default is said as none, not as nothing in bold")
        #expect(page.contains("matched without regard to case or accents. Default: none.\n"), "follow's")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/groff"), "groff is not installed"))
    func theManPageHasNoRoffWarnings() throws {
        let groff = try Program.run("/usr/bin/groff", ["-man", "-Tutf8", "-ww", "-z", Paths.packageRoot + "/docs/albums.1"])
        #expect(groff.stderr.isEmpty, "\(groff.stderr)")
    }

    /// As `man` shows it in the C locale: every glyph has a plain form, and nothing is warned about.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/man"), "man is not installed"))
    func theManPageRendersCleanlyInTheCLocale() throws {
        let page = try Program.run("/usr/bin/man", ["-l", Paths.packageRoot + "/docs/albums.1"],
                                   environment: ["LC_ALL": "C", "PATH": "/usr/bin:/bin", "MANPAGER": "cat", "MANWIDTH": "100"])
        #expect(page.status == 0)
        #expect(page.stderr.isEmpty, "\(page.stderr)")
        #expect(page.stdout.contains("; 1...100") && page.stdout.range(of: #">\s+marks\s+a\s+track"#, options: .regularExpression) != nil, "the plain forms are used")
    }

    @Test func helpManPrintsThePage() async {
        let harness = TestHarness.cli()
        #expect(await harness.run("help", "--man") == .success)
        #expect(harness.console.out == ManPage.render())
    }
}

/// Help's edges: on a terminal narrower than 40 columns it is laid out for 40; a name column is at most 28 wide.
@Suite struct HelpEdgesTests {
    @Test(arguments: [10, 39, 40])
    func helpKeepsAFortyColumnFloor(width: Int) {
        let narrow = HelpView.render([Commands.tree.root.spec], width: width)
        #expect(narrow == HelpView.render([Commands.tree.root.spec], width: 40), "\(width) columns: laid out for 40")
        #expect(HelpView.render([Commands.tree.root.spec], width: 41) != narrow, "41 columns are 41: the floor is 40, not more")
    }

    /// A command's discussion is wrapped two columns short of the width: no
    /// line wider, and the lines fill it (at some width one is exactly that).
    @Test func theDiscussionIsWrappedTwoColumnsShort() throws {
        var filled: [Int] = []
        for width in 40...80 {
            let blocks = HelpView.render(Commands.specs(along: ["help"]), width: width).components(separatedBy: "\n\n")
            try #require(blocks.count > 2)
            let widest = blocks[1].split(separator: "\n").map { DisplayWidth.of(String($0)) }.max() ?? 0
            #expect(widest <= width - 2, "\(width) columns: \(blocks[1])")
            if widest == width - 2 { filled.append(width) }
        }
        #expect(!filled.isEmpty, "no width's discussion reaches two columns short of it")
    }

    @Test func aWideNameColumnIsCutTo28() {
        let rows = HelpView.rows([(String(repeating: "n", count: 40), "what it does"), ("short", "the short one")], width: 80)
        let short = rows.split(separator: "\n").first { $0.contains("short") } ?? ""
        #expect(short.range(of: "the short one").map { short.distance(from: short.startIndex, to: $0.lowerBound) } == 2 + 28, "\(rows)")
        let narrow = HelpView.rows([("ab", "x")], width: 80)
        #expect(narrow == "  ab  x\n", "a short name's column is as wide as its names and two: \(narrow)")
    }

    /// The name column's edge: a name of 26 (with its two spaces, the 28 columns) shares its line;
    /// one of 27 is too wide, and its meaning goes on the line below, under the column.
    @Test(arguments: [(26, true), (27, false)])
    func aNameFillingTheColumnSharesItsLine(length: Int, shares: Bool) {
        let name = String(repeating: "n", count: length)
        let rows = HelpView.rows([(name, "what it does"), (String(repeating: "w", count: 30), "wide")], width: 80)
        let shared = "  " + name + String(repeating: " ", count: 28 - length) + "what it does\n" // the meaning at column 30, as below
        let below = "  " + name + "\n" + String(repeating: " ", count: 30) + "what it does\n"
        #expect(rows.hasPrefix(shares ? shared : below), "\(rows)")
    }

    /// A wrapped line fills the width exactly, and not a column more; a word
    /// longer than the width stands alone.
    @Test func aWrappedLineFillsTheWidthExactly() {
        #expect(HelpView.wrap("aaa bbb ccc", width: 7, indent: "") == "aaa bbb\nccc\n")
        #expect(HelpView.wrap("aaa bbb ccc", width: 6, indent: "") == "aaa\nbbb\nccc\n")
        #expect(HelpView.wrap("aaa bbb", width: 9, indent: "# ") == "# aaa bbb\n")
        #expect(HelpView.wrap("aaa bbb", width: 8, indent: "# ") == "# aaa\n# bbb\n")
        #expect(HelpView.wrap("a longerthanwidth b", width: 5, indent: "") == "a\nlongerthanwidth\nb\n")
    }
}
