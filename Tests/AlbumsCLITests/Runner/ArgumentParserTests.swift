@testable import AlbumsCLI
@testable import AlbumsClients
@testable import AlbumsCommands
@testable import AlbumsCore
import AlbumsEssentials
import AlbumsShape
@testable import AlbumsTerminal
import AlbumsTestSupport
import Testing

@Suite struct ArgumentParserTests {
    let parser = ArgumentParser(root: Commands.root.spec)

    func run(_ arguments: String...) throws -> ParsedArguments {
        let parsed = try parser.parse(arguments)
        #expect(parsed.request == .run, "expected a command to run")
        return parsed
    }

    func error(_ arguments: String...) -> ParseError? {
        switch Result(catching: { () throws(ParseError) in try parser.parse(arguments) }) {
        case .success: return nil
        case .failure(let error): return error
        }
    }

    @Test func noArgumentsRunsList() throws {
        let parsed = try run()
        #expect(parsed.path == ["list"])
        #expect(parsed.options.isEmpty && parsed.positionals.isEmpty && parsed.settings.isEmpty)
    }

    @Test func listOptionsWorkWithoutNamingList() throws {
        let invocation = try run("--sort", "name", "-n", "5", "--plain")
        #expect(invocation.path == ["list"])
        #expect(invocation.settings == ["sort": "name", "limit": "5"])
        #expect(try invocation[SharedOptions.plain])
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
        #expect(try run("--json").options["json"] == "")
        #expect(try run("--json", "name,artist").options["json"] == "name,artist")
        #expect(try run("--json=name").options["json"] == "name")
        #expect(try run("list", "--json", "bogus").options["json"] == "bogus", "list takes no arguments, so the word is the fields")
        #expect(throws: UsageError("unknown JSON field \"bogus\"", hints: ["available fields: \(Album.jsonFields.joined(separator: ", "))"])) {
            try run("list", "--json", "bogus")[ListCommand.json]
        }
        #expect(try run("--json", "artist,name")[ListCommand.json] == ["artist", "name"])
        #expect(try run("--json")[ListCommand.json] == Album.jsonFields)
        #expect(try run()[ListCommand.json] == nil)
    }

    /// A list of fields: each name trimmed (of spaces and of line breaks, as pasted), empty pieces and a name
    /// given twice dropped, the order kept; a list of nothing asks for every field.
    @Test func jsonFieldsAreTrimmedEachOnceInOrder() throws {
        #expect(try JSONFields.parse(" artist ,\nname,,artist,\t", available: Album.jsonFields) == ["artist", "name"])
        #expect(try JSONFields.parse(", ,", available: Album.jsonFields) == Album.jsonFields)
        #expect(throws: UsageError.self) { try JSONFields.parse("name,art ist", available: Album.jsonFields) }
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try run("settings", "set", "feed", "--", "-odd")
        #expect(parsed.positionals == ["feed", "-odd"])
        #expect(parsed[SettingsCommands.key] == "feed")
        #expect(parsed[SettingsSetCommand.value] == "-odd")
    }

    @Test func argumentsFillTheirSlotsInOrder() throws {
        #expect(try run("search", "iron", "maiden")[SearchCommand.terms] == ["iron", "maiden"])
        #expect(try run("search")[SearchCommand.terms] == [])
        #expect(try run("settings", "reset")[SettingsResetCommand.key] == nil)
        #expect(try run("settings", "reset", "sort")[SettingsResetCommand.key] == "sort")
        #expect(try run("show", "3")[SharedOptions.album] == "3")
    }

    @Test func typedOptionsReadTheirValueOrTheirDefault() throws {
        #expect(try run("art", "1", "--size", "1200")[SharedOptions.size] == 1200)
        #expect(try run("art", "1")[SharedOptions.size] == 600)
        #expect(try run("art", "1")[SharedOptions.artWidth] == nil)
        #expect(throws: UsageError("invalid value \"0\" for --size", hints: ["it must be a whole number from 1 to 3000"])) {
            try run("art", "1", "--size", "0")[SharedOptions.size]
        }
        #expect(try run("preview", "--state", "no-data")[PreviewCommand.state] == .noData)
        #expect(try run("search", "--entity", "song", "x")[SearchCommand.entity] == .song)
    }

    @Test func helpAnywhereWinsOverErrors() throws {
        func request(_ arguments: [String]) throws -> (ParsedArguments.Request, [String]) {
            let parsed = try parser.parse(arguments)
            return (parsed.request, parsed.path)
        }
        #expect(try request(["settings", "set", "--help"]) == (.help, ["settings", "set"]))
        #expect(try request(["--bogus", "-h"]) == (.help, []))
        #expect(try request(["--sort", "name", "-h"]) == (.help, ["list"]))
        #expect(try request(["settings", "-h"]) == (.help, ["settings"]))
        #expect(try request(["help"]) == (.run, ["help"]))
        #expect(try request(["--version"]).0 == .version)
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

    /// A list option before a command's name made the command list: the
    /// error says so, not what follows (`-o` unknown to list).
    @Test func aCommandNamedAfterAListOptionIsExplained() {
        let error = error("--feed", "https://example.com/f.json", "art", "1", "-o", "cover.jpg")
        #expect(error?.error.message == "\"art\" was read as an argument of list: --feed, an option of list, came before it")
        #expect(error?.error.hints == ["put the command first: albums art … --feed …"])
        #expect(self.error("--limit", "5", "show", "1")?.error.message == "\"show\" was read as an argument of list: --limit, an option of list, came before it")
        #expect(self.error("list", "--limit", "5", "show")?.error.message == "unexpected argument \"show\"", "list named: its own argument")
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
