import AlbumsTestSupport
import Foundation
import Testing

/// Terminal behaviours on a real pseudo-terminal: colour, width, hyperlinks, the spinner.
/// Tests that read the table itself send stderr away: a load that takes over
/// 100 ms shows a spinner there first, which is not what they check.
@Suite(.onTestThreads, .enabled(if: PseudoTerminal.isAvailable)) struct TerminalEndToEndTests {
    static let bold = "\u{1B}[1m"

    @Test func aTerminalGetsColourAndATable() throws {
        let result = try PseudoTerminal.run(["--limit", "3"], process: AlbumsProcess(), stderrToFile: "/dev/null")
        #expect(result.status == 0)
        #expect(result.screen.hasPrefix(Self.bold + "#" + "\u{1B}[0m"), "ranks 1 to 3 need one column")
        #expect(result.screen.contains("Golden Rivers (Deluxe)"))
        #expect(!result.screen.contains("\t"), "a table, not tab-separated lines")
        #expect(result.screen.contains("\u{1B}[32m▲1"), "a climber is green")
        #expect(result.screen.contains("\u{1B}[31m▼1"), "a dropper is red")
        #expect(result.screen.contains("\u{1B}[2m="), "an unmoved album is dim")
    }

    @Test(arguments: [
        (["NO_COLOR": "1"], [String]()), (["TERM": "dumb"], []), ([:], ["--no-color"]), ([:], ["--color", "never"]),
        (["NO_COLOR": "1", "CLICOLOR_FORCE": "1"], []),
    ] as [([String: String], [String])])
    func colourCanBeTurnedOff(environment: [String: String], flags: [String]) throws {
        var process = AlbumsProcess()
        process.environment.merge(environment) { $1 }
        let result = try PseudoTerminal.run(["--limit", "3"] + flags, process: process, stderrToFile: "/dev/null")
        #expect(result.status == 0)
        #expect(!result.screen.contains("\u{1B}["), "\(environment) \(flags)")
        // Rank, movement ("▲1", "▼1" against the seeded editions), explicit, album.
        #expect(result.screen.hasPrefix("#         Album"))
        #expect(result.screen.contains("2  ▲1     Lights"))
    }

    /// Every command goes through the one runner, so the colour rules hold for help,
    /// completions and settings too, and for their error messages.
    @Test(arguments: [
        ([String: String](), ["help", "list", "--no-color"]), (["NO_COLOR": "1"], ["help"]), ([:], ["settings", "list", "--color", "never"]),
        ([:], ["list", "--help", "--color=never"]), (["NO_COLOR": "1"], ["settings", "get", "srot"]), ([:], ["--srot", "--no-color"]),
        ([:], ["help", "bogus", "--no-color"]),
    ] as [([String: String], [String])])
    func noCommandColoursWhenColourIsOff(environment: [String: String], arguments: [String]) throws {
        var process = AlbumsProcess()
        process.environment.merge(environment) { $1 }
        let result = try PseudoTerminal.run(arguments, process: process)
        #expect(!result.screen.contains("\u{1B}"), "\(environment) \(arguments): \(result.screen.prefix(80))")
        #expect(!result.screen.isEmpty)
        let coloured = try PseudoTerminal.run(arguments.filter { !$0.contains("color") && $0 != "never" }, process: AlbumsProcess())
        #expect(coloured.screen.contains("\u{1B}["), "on a terminal, \(arguments) is coloured when nothing turns colour off")
    }

    @Test func colourCanBeForcedWhenPiped() throws {
        var process = AlbumsProcess()
        process.environment["CLICOLOR_FORCE"] = "1"
        #expect(try process.run("settings", "list", "--color", "auto").stdout == (try AlbumsProcess().run("settings", "list").stdout), "piped lists stay plain lines")
        let forced = try process.run("preview", "--state", "error")
        #expect(forced.stderr.hasPrefix("\u{1B}[31merror:\u{1B}[0m"))
        let always = try AlbumsProcess().run("preview", "--state", "error", "--color", "always")
        #expect(always.stderr.hasPrefix("\u{1B}[31merror:\u{1B}[0m"))
        #expect(!(try AlbumsProcess().run("preview", "--state", "error").stderr.contains("\u{1B}")))
    }

    @Test(arguments: [40, 60, 100])
    func tablesFitTheTerminalWidth(columns: Int) throws {
        let result = try PseudoTerminal.run(["--no-color", "--limit", "40"], process: AlbumsProcess(), columns: columns, stderrToFile: "/dev/null")
        let lines = result.screen.split(separator: "\n")
        #expect(lines.count == 41)
        #expect(lines.allSatisfy { DisplayWidthProbe.columns(String($0)) <= columns }, "\(columns)")
        #expect(lines.contains { DisplayWidthProbe.columns(String($0)) >= columns - 8 }, "the width is used")
    }

    @Test func columnsFromTheEnvironmentWinOverTheTerminal() throws {
        var process = AlbumsProcess()
        process.environment["COLUMNS"] = "50"
        let lines = try PseudoTerminal.run(["--no-color", "--limit", "10"], process: process, columns: 120, stderrToFile: "/dev/null").screen.split(separator: "\n")
        #expect(lines.allSatisfy { DisplayWidthProbe.columns(String($0)) <= 50 })
    }

    @Test func wideTextKeepsColumnsAligned() throws {
        let screen = try PseudoTerminal.run(["--no-color", "--limit", "31", "--sort", "rank"], process: AlbumsProcess(), columns: 100, stderrToFile: "/dev/null").screen
        let lines = screen.split(separator: "\n").map(String.init)
        let tokyo = try #require(lines.first { $0.contains("東京ナイトドライブ") })
        let plain = try #require(lines.first { $0.contains("Golden Rivers") })
        #expect(DisplayWidthProbe.columns(String(tokyo.prefix { $0 != "2" }.dropLast(0))) > 0)
        #expect(DisplayWidthProbe.offset(of: "2026-", in: tokyo) == DisplayWidthProbe.offset(of: "2026-", in: plain), "the date column lines up")
        let seoul = try #require(lines.first { $0.contains("서울의 밤") })
        #expect(DisplayWidthProbe.offset(of: "2026-", in: seoul) == DisplayWidthProbe.offset(of: "2026-", in: plain))
        #expect(lines.contains { $0.contains("ليالي القاهرة") }, "right-to-left text stays intact")
    }

    @Test func linksAreHyperlinksOnATerminalOnly() throws {
        let screen = try PseudoTerminal.run(["show", "1", "--no-color"], process: AlbumsProcess(), stderrToFile: "/dev/null").screen
        #expect(screen.contains("\u{1B}]8;;https://music.apple.com/us/album/golden-rivers-deluxe/1707632255\u{1B}\\https://music.apple.com/us/album/golden-rivers-deluxe/1707632255\u{1B}]8;;\u{1B}\\"))
        #expect(!(try AlbumsProcess().run("show", "1").stdout.contains("\u{1B}]8")))
    }

    @Test func theSpinnerShowsOnlyOnATerminalAndOnlyWhenLoadingIsSlow() throws {
        let feed = Paths.stubFixture("feeds/most-played.json")
        let server = try LoopbackServer { _ in .delayed(.milliseconds(600), .data(feed)) }
        defer { server.stop() }
        let process = AlbumsProcess(world: "device")
        let slow = try PseudoTerminal.run(["--feed", server.url("/f.json"), "--cache", "none", "--no-color", "--limit", "1"], process: process)
        #expect(slow.status == 0)
        #expect(slow.screen.contains("⠋ Loading the top albums chart…"))
        // A new feed's first edition: its one album is new, as wide as "NEW".
        #expect(slow.screen.contains("\r\u{1B}[2K#          Album"), "the spinner line is cleared before the table")
        // Under 100 ms, nothing. A busy machine can make even the stub chart's
        // load take longer (and then the spinner is right): this holds the
        // rule to runs whose whole life, `script` included, was under 100 ms.
        let started = ContinuousClock.now
        let fast = try PseudoTerminal.run(["--session", "stub", "--no-color", "--limit", "1"], process: process)
        if ContinuousClock.now - started < .milliseconds(100) {
            #expect(!fast.screen.contains("Loading"), "under 100 ms, nothing")
        }
        #expect(fast.status == 0)
        let log = process.home + "/stderr"
        let redirected = try PseudoTerminal.run(["--feed", server.url("/f.json"), "--cache", "none", "--limit", "1"], process: process, stderrToFile: log)
        #expect(!redirected.screen.contains("Loading"))
        #expect(FileManager.default.contents(atPath: log)?.isEmpty == true, "no spinner when stderr is not a terminal")
    }
}

/// Display width as the test measures it, independently of the code under test:
/// East Asian wide characters count two, escape sequences nothing.
enum DisplayWidthProbe {
    static func columns(_ line: String) -> Int {
        let visible = line.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        return visible.unicodeScalars.reduce(0) { total, scalar in
            switch scalar.value {
            case 0x0300...0x036F, 0x200B...0x200F: return total
            case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60, 0x1F300...0x1FAFF: return total + 2
            default: return total + 1
            }
        }
    }

    static func offset(of needle: String, in line: String) -> Int? {
        guard let range = line.range(of: needle) else { return nil }
        return columns(String(line[..<range.lowerBound]))
    }
}
