import AlbumsTestSupport
import Foundation
import Synchronization
import Testing

@Suite(.onTestThreads) struct SettingsEndToEndTests {
    @Test func setThenGetAcrossRunsAndTheListFollows() throws {
        let process = AlbumsProcess()
        let set = try process.run("settings", "set", "sort", "name")
        #expect(set.status == 0)
        #expect(set.stderr == "sort = name (saved to \(process.settingsFile))\n")
        #expect(try process.run("settings", "get", "sort").stdout == "name\n")
        #expect(try String(contentsOfFile: process.settingsFile, encoding: .utf8) == "{\n  \"sort\": \"name\"\n}\n")
        let list = try process.run("--limit", "4")
        #expect(TabSeparated.column(0, of: list.stdout) == ["1", "2", "4", "3"])
        #expect(try process.run("settings", "list", "--plain").stdout.contains("sort\tname\tfile\n"))
    }

    @Test func environmentBeatsTheFileAndFlagsBeatBoth() throws {
        var process = AlbumsProcess()
        try process.run("settings", "set", "limit", "7")
        process.environment["ALBUMS_LIMIT"] = "3"
        #expect(try process.run("settings", "get", "limit").stdout == "3\n")
        #expect(try process.run().stdout.split(separator: "\n").count == 3)
        #expect(try process.run("--limit", "2").stdout.split(separator: "\n").count == 2)
        #expect(try process.run("settings", "list", "--plain").stdout.contains("limit\t3\tenv\n"))
    }

    @Test func resetForgetsOneOrAll() throws {
        let process = AlbumsProcess()
        try process.run("settings", "set", "sort", "artist")
        try process.run("settings", "set", "country", "gb")
        #expect(try process.run("settings", "reset", "sort").status == 0)
        #expect(try process.run("settings", "get", "sort").stdout == "rank\n")
        #expect(try process.run("settings", "get", "country").stdout == "gb\n")
        try process.run("settings", "reset")
        #expect(try process.run("settings", "get", "country").stdout == "us\n")
    }

    @Test func badKeysAndValuesExitTwoAndSayWhatIsAllowed() throws {
        let process = AlbumsProcess()
        let value = try process.run("settings", "set", "sort", "loudest")
        #expect(value.status == 2)
        #expect(value.stderr == "error: invalid value \"loudest\" for sort\n  sort must be rank, name, artist, release-date, movement, days\nRun 'albums settings set --help' for usage.\n")
        let key = try process.run("settings", "set", "sorting", "name")
        #expect(key.status == 2)
        #expect(key.stderr.contains("unknown setting \"sorting\"\n  did you mean sort?\n  settings: feed, sort, session, "))
        #expect(!FileManager.default.fileExists(atPath: process.settingsFile), "nothing was written")
    }

    @Test func aCorruptFileIsNamedLeftAloneAndDoesNotCrash() throws {
        let process = AlbumsProcess()
        try FileManager.default.createDirectory(atPath: process.home + "/config/albums", withIntermediateDirectories: true)
        let corrupt = Data("{ not json".utf8)
        _ = FileManager.default.createFile(atPath: process.settingsFile, contents: corrupt)
        for arguments in [["--limit", "1"], ["settings", "set", "sort", "name"], ["settings", "reset"]] {
            let result = try process.run(arguments)
            #expect(result.status == 1)
            #expect(result.stderr.contains(process.settingsFile))
        }
        #expect(FileManager.default.contents(atPath: process.settingsFile) == corrupt)
        #expect(try process.run("settings", "path").stdout == process.settingsFile + "\n")
    }

    @Test func anInvalidValueInTheFileWarnsAndUsesTheDefault() throws {
        let process = AlbumsProcess()
        try FileManager.default.createDirectory(atPath: process.home + "/config/albums", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: process.settingsFile, contents: Data(#"{"sort": "loudness"}"#.utf8))
        let result = try process.run("--limit", "2")
        #expect(result.status == 0)
        #expect(result.stderr == "warning: ignoring sort = \"loudness\" in \(process.settingsFile): it must be rank, name, artist, release-date, movement, days; using rank\n")
        #expect(result.stdout.split(separator: "\n").count == 2)
    }

    @Test func stubSessionSetInSettingsIsUsedByTheDeviceWorld() throws {
        let process = AlbumsProcess(world: "device")
        try process.run("settings", "set", "session", "stub")
        let result = try process.run("--limit", "1")
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("1\t1707632255\t"))
    }

    /// Four processes adding fifteen names each at once: follow reads, changes
    /// and saves under the settings file's lock, so all sixty are kept.
    @Test func followAddsAtOnceKeepEveryName() throws {
        let process = AlbumsProcess()
        let codes = Mutex<[Int32]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { group in
            let names = (1...15).map { "Artist \(group)-\($0)" }
            let status = (try? process.run(["follow", "add"] + names).status) ?? -1
            codes.withLock { $0.append(status) }
        }
        #expect(codes.withLock { $0 } == [0, 0, 0, 0])
        let list = try process.run("follow", "list")
        let kept = Set(list.stdout.split(separator: "\n").map(String.init))
        let expected = Set((0..<4).flatMap { group in (1...15).map { "Artist \(group)-\($0)" } })
        #expect(kept == expected)
    }
}
