import AlbumsTestSupport
import Foundation
import Testing

/// The built binary, run as a new user would, in the stub world.
@Suite struct ListEndToEndTests {
    @Test func listsTheEmbeddedChart() throws {
        let result = try AlbumsProcess().run("--session", "stub")
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 100)
        #expect(lines.first == "1\t1707632255\tGolden Rivers (Deluxe)\tIvy Holloway\t2026-08-23\tDance\thttps://music.apple.com/us/album/golden-rivers-deluxe/1707632255")
        #expect(lines.allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count == 7 })
    }

    @Test(arguments: ["rank", "name", "artist", "release-date"])
    func everySortOrder(sort: String) throws {
        let result = try AlbumsProcess().run("--sort", sort, "--limit", "25")
        #expect(result.status == 0)
        let rows = result.stdout.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.count == 25)
        let field = { (row: [String], index: Int) in row.element(index) ?? "" }
        #expect(Set(rows.map { Int(field($0, 0)) ?? 0 }) == Set(1...25), "the top 25 by rank, whatever the sort")
        switch sort {
        case "rank": #expect(rows.map { Int(field($0, 0)) ?? 0 } == Array(1...25))
        case "release-date": #expect(rows.map { field($0, 4) } == rows.map { field($0, 4) }.sorted(by: >))
        case "name": #expect(rows.map { field($0, 2).lowercased() } == rows.map { field($0, 2).lowercased() }.sorted())
        default: #expect(rows.map { field($0, 3).lowercased() } == rows.map { field($0, 3).lowercased() }.sorted())
        }
    }

    @Test func jsonHasTheDocumentedKeys() throws {
        let result = try AlbumsProcess().run("--json", "--limit", "3")
        #expect(result.status == 0)
        let albums = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        try #require(albums.count == 3)
        #expect(Set(albums[0].keys) == ["rank", "id", "name", "artist", "releaseDate", "genres", "url", "artworkUrl", "explicit", "copyright"])
        #expect(albums[0]["copyright"] is NSNull)
        #expect(albums[0]["explicit"] as? Bool == true)
        #expect(albums[2]["explicit"] as? Bool == false)
        #expect(albums.map { $0["rank"] as? Int } == [1, 2, 3])
    }

    @Test func jsonFieldSelectionInTheOrderAsked() throws {
        let result = try AlbumsProcess().run("--json", "name,rank", "--limit", "1")
        #expect(result.stdout == "[\n  {\n    \"name\": \"Golden Rivers (Deluxe)\",\n    \"rank\": 1\n  }\n]\n")
    }

    @Test func emptyAndMalformedFeeds() throws {
        let process = AlbumsProcess()
        let empty = try process.run("--feed", "empty")
        #expect(empty.status == 0)
        #expect(empty.stdout == "")
        #expect(empty.stderr == "The chart is empty: the feed has no albums in it right now.\n")
        let malformed = try process.run("--feed", "malformed")
        #expect(malformed.status == 1)
        #expect(malformed.stdout == "")
        #expect(malformed.stderr.hasPrefix("error: couldn't load the top albums chart\n"))
    }

    @Test func aBinaryCopiedAnywhereStillHasItsFixtures() throws {
        let folder = Paths.temporaryFolder("albums-copied")
        let copy = folder + "/albums"
        try FileManager.default.copyItem(atPath: Paths.albumsBinary, toPath: copy)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: copy)
        process.arguments = ["--session", "stub", "--limit", "2", "--plain"]
        process.environment = ["HOME": folder, "ALBUMS_WORLD": "stub", "PATH": "/usr/bin:/bin"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(String(decoding: output, as: UTF8.self).split(separator: "\n").count == 2)
    }

    @Test func aClosedPipeEndsQuietly() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "\"$0\" | head -n 1 >/dev/null; echo \"${PIPESTATUS:-done}\"", Paths.albumsBinary]
        process.environment = AlbumsProcess().environment
        let pipe = Pipe(), errors = Pipe()
        process.standardOutput = pipe
        process.standardError = errors
        try process.run()
        _ = pipe.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(stderr.isEmpty)
    }
}
