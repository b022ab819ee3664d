@testable import AlbumsCore
@testable import AlbumsCLI
@testable import AlbumsClients
import Testing

@Suite struct ArgumentParserTests {
    let parser = Commands.parser

    func run(_ arguments: String...) throws -> Invocation {
        guard case .run(let invocation) = try parser.parse(arguments) else {
            Issue.record("expected a command to run")
            return Invocation(path: [])
        }
        return invocation
    }

    func error(_ arguments: String...) -> ParseError? {
        do {
            _ = try parser.parse(arguments)
            return nil
        } catch {
            return error
        }
    }

    @Test func noArgumentsRunsList() throws {
        #expect(try run() == Invocation(path: ["list"]))
    }

    @Test func listOptionsWorkWithoutNamingList() throws {
        let invocation = try run("--sort", "name", "-n", "5", "--plain")
        #expect(invocation.path == ["list"])
        #expect(invocation.settings == ["sort": "name", "limit": "5"])
        #expect(invocation.flag("plain"))
    }

    @Test func inlineValuesAndShortClusters() throws {
        #expect(try run("list", "--sort=artist", "-n10").settings == ["sort": "artist", "limit": "10"])
    }

    @Test func globalOptionsGoBeforeOrAfterTheCommand() throws {
        #expect(try run("--session", "stub", "settings", "list").path == ["settings", "list"])
        #expect(try run("--session", "stub", "settings", "list").settings == ["session": "stub"])
        #expect(try run("settings", "get", "sort", "--session", "stub").settings == ["session": "stub"])
    }

    @Test func groupsRunTheirDefaultSubcommand() throws {
        #expect(try run("settings").path == ["settings", "list"])
    }

    @Test func jsonTakesFieldsOnlyWhenTheyLookLikeFields() throws {
        #expect(try run("--json").value("json") == "")
        #expect(try run("--json", "name,artist").value("json") == "name,artist")
        #expect(try run("--json=name").value("json") == "name")
        #expect(try run("list", "--json", "bogus").value("json") == "bogus", "list takes no arguments, so the word is the fields")
    }

    @Test func doubleDashEndsOptions() throws {
        #expect(try run("settings", "set", "feed", "--", "-odd").positionals == ["feed", "-odd"])
    }

    @Test func helpAnywhereWinsOverErrors() throws {
        #expect(try parser.parse(["settings", "set", "--help"]) == .help(path: ["settings", "set"]))
        #expect(try parser.parse(["--bogus", "-h"]) == .help(path: []))
        #expect(try parser.parse(["--sort", "name", "-h"]) == .help(path: ["list"]))
        #expect(try parser.parse(["settings", "-h"]) == .help(path: ["settings"]))
        #expect(try parser.parse(["help"]) == .run(Invocation(path: ["help"])))
        #expect(try parser.parse(["--version"]) == .version)
    }

    @Test func unknownOptionSuggestsTheNearest() {
        // Unnamed, the command is the root, whose help also lists the options of list.
        #expect(error("--srot", "name") == ParseError(error: UsageError("unknown option --srot", hints: ["did you mean --sort?"]), path: []))
        #expect(error("list", "--srot") == ParseError(error: UsageError("unknown option --srot", hints: ["did you mean --sort?"]), path: ["list"]))
    }

    @Test func unknownCommandSuggestsTheNearest() {
        #expect(error("setings") == ParseError(error: UsageError("unknown command \"setings\" for albums", hints: ["did you mean settings?"]), path: []))
        #expect(error("settings", "sett") == ParseError(error: UsageError("unknown command \"sett\" for albums settings", hints: ["did you mean set?"]), path: ["settings"]))
    }

    @Test func missingValuesAndArguments() {
        #expect(error("--sort")?.error.message == "--sort needs a value (SORT)")
        #expect(error("settings", "set", "sort")?.error.message == "missing <value>: its new value")
        #expect(error("settings", "get", "sort", "extra")?.error.message == "unexpected argument \"extra\"")
        #expect(error("--plain=yes")?.error.message == "--plain takes no value")
    }

    @Test func choicesThatAreNotSettingsAreCheckedHere() {
        #expect(error("preview", "--state", "eror") == ParseError(
            error: UsageError("invalid value \"eror\" for --state", hints: ["did you mean error?", "it must be one of loading, no-data, error, mock, loaded"]),
            path: ["preview"]))
    }
}
