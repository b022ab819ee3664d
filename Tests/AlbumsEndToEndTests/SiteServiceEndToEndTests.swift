import AlbumsTestSupport
import Foundation
import Testing

/// The shipped albums-site.service's commands, run as systemd runs a oneshot
/// service's: each ExecStart= in turn, stopping at the first that fails, with
/// its Environment= and the user's site.env expanded as systemd expands them
/// (`${X}` one argument, `$X` split at spaces, `%h` the home folder, `%E` the
/// configuration folder). On the stub session a day's run makes the site; with
/// the stores unreachable it stops at `albums world`, leaves the site as it
/// was and says why on stderr (the journal). `systemd-analyze verify` checks
/// the units themselves (.ci/check-units); only a running user manager would
/// show the timer firing, which these machines don't have.
@Suite(.onTestThreads) struct SiteServiceEndToEndTests {
    /// A unit file's settings: every value of each key, in order (a unit may give ExecStart= more than once).
    static func settings(_ unit: String) throws -> [(key: String, value: String)] {
        let text = try String(contentsOfFile: Paths.packageRoot + "/docs/systemd/" + unit, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#"), !line.hasPrefix("["), let equals = line.firstIndex(of: "=") else { return nil }
            return (String(line[..<equals]), String(line[line.index(after: equals)...]))
        }
    }

    /// The service's commands, expanded: `environment` is what its Environment= lines set, then the user's file.
    static func commands(_ unit: String, home: String, file: [String: String]) throws -> [[String]] {
        let settings = try settings(unit)
        let specifiers = { (text: String) in text.replacingOccurrences(of: "%h", with: home).replacingOccurrences(of: "%E", with: home + "/config") }
        var environment: [String: String] = [:]
        for (key, value) in settings where key == "Environment" {
            for pair in value.split(separator: " ") {
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                environment[String(parts[0])] = parts.count > 1 ? specifiers(String(parts[1])) : ""
            }
        }
        #expect(settings.contains { $0 == ("EnvironmentFile", "-%E/albums/site.env") }, "the user's site.env, optional")
        environment.merge(file) { $1 }
        return settings.filter { $0.key == "ExecStart" }.map { setting in
            setting.value.split(separator: " ").flatMap { word -> [String] in
                if word.hasPrefix("${") && word.hasSuffix("}") { return [environment[String(word.dropFirst(2).dropLast())] ?? ""] }
                if word.hasPrefix("$") { return (environment[String(word.dropFirst())] ?? "").split(separator: " ").map(String.init) }
                return [specifiers(String(word)).replacingOccurrences(of: "@BINDIR@/albums", with: Paths.albumsBinary)]
            }
        }
    }

    /// Runs each command in turn until one fails, as a oneshot service does; each one's result.
    static func run(_ commands: [[String]], _ process: AlbumsProcess) throws -> [AlbumsProcess.Result] {
        var results: [AlbumsProcess.Result] = []
        for command in commands {
            #expect(command.first == Paths.albumsBinary)
            let result = try process.run(Array(command.dropFirst()), timeout: 120)
            results.append(result)
            if result.status != 0 { break }
        }
        return results
    }

    @Test func aDaysRunMakesTheSiteInTheFolderTheUserNamed() throws {
        let process = AlbumsProcess(world: "device")
        let folder = process.home + "/public_html/charts"
        let commands = try Self.commands("albums-site.service", home: process.home, file: [
            "ALBUMS_SITE_DIR": folder, "ALBUMS_WORLD_OPTIONS": "--session stub --countries us,gb,jp", "ALBUMS_SITE_OPTIONS": "--session stub --base-url https://charts.example/",
        ])
        #expect(commands.map { $0.dropFirst().first } == ["world", "site"])
        let results = try Self.run(commands, process)
        #expect(results.map(\.status) == [0, 0], "\(results.map(\.stderr))")
        let index = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
        #expect(index.contains("<title>Top albums now: Worldwide · 3 stores (stub) · albums</title>"))
        #expect(FileManager.default.fileExists(atPath: folder + "/feed.xml"))
    }

    /// Without a site.env the site goes to ~/albums-site.
    @Test func withoutASiteFileTheSiteGoesHome() throws {
        let home = "/home/someone"
        let commands = try Self.commands("albums-site.service", home: home, file: [:])
        #expect(commands.map { Array($0.dropFirst()) } == [["world"], ["site", "/home/someone/albums-site"]])
    }

    @Test func aFailedRunLeavesTheSiteAsItWasAndSaysWhy() throws {
        let process = AlbumsProcess(world: "device")
        let folder = process.home + "/charts"
        let good = try Self.commands("albums-site.service", home: process.home, file: [
            "ALBUMS_SITE_DIR": folder, "ALBUMS_WORLD_OPTIONS": "--session stub --countries us,gb", "ALBUMS_SITE_OPTIONS": "--session stub",
        ])
        #expect(try Self.run(good, process).map(\.status) == [0, 0])
        let before = try Data(contentsOf: URL(fileURLWithPath: folder + "/index.html"))
        // A port nothing listens on: every store's chart fails to load.
        let closed = try LoopbackServer.closedPort()
        let failing = try Self.commands("albums-site.service", home: process.home, file: [
            "ALBUMS_SITE_DIR": folder, "ALBUMS_WORLD_OPTIONS": "--feed http://127.0.0.1:\(closed)/{country}/feed.json --countries us,gb --timeout 2",
        ])
        let results = try Self.run(failing, process)
        #expect(results.map(\.status) == [1], "albums world fails and albums site doesn't run: \(results.map(\.stderr))")
        #expect(results.first?.stderr.contains("error: ") == true && results.first?.stderr.contains("why: ") == true, "\(results.first?.stderr ?? "")")
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/index.html")) == before, "the site as it was")
    }

    /// albums-watch.service runs albums watch with the user's flags, and restarts it only when it fails.
    @Test func theWatchServiceRunsWatchWithTheUsersFlags() throws {
        let settings = try Self.settings("albums-watch.service")
        #expect(settings.filter { $0.key == "ExecStart" }.map(\.value) == ["@BINDIR@/albums watch $ALBUMS_WATCH_OPTIONS"])
        #expect(settings.contains { $0 == ("Restart", "on-failure") } && settings.contains { $0 == ("WantedBy", "default.target") })
        let timer = try Self.settings("albums-site.timer")
        #expect(timer.contains { $0 == ("OnCalendar", "daily") } && timer.contains { $0 == ("Persistent", "true") })
    }
}
