import AlbumsTestSupport
import Foundation
import Testing

/// The built binary, run as a new user would, in the stub world.
@Suite(.onTestThreads) struct ListEndToEndTests {
    @Test func listsTheEmbeddedChart() throws {
        let result = try AlbumsProcess().run("--session", "stub")
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let lines = result.stdout.everyLine.dropLast()
        #expect(lines.count == 100)
        // Number one held its place since the seeded edition of 13 November.
        #expect(lines.first == "1\t1707632255\tGolden Rivers (Deluxe)\tIvy Holloway\t2026-08-23\tDance\thttps://music.apple.com/us/album/golden-rivers-deluxe/1707632255\t=")
        #expect(lines.allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count == 8 })
        // Fixtures/generate.py makes ranks 7, 48, 88 and 95 new and 23 and 71 re-entries.
        let movements = lines.map { $0.split(separator: "\t", omittingEmptySubsequences: false).last.map(String.init) ?? "" }
        #expect(movements.enumerated().filter { $0.element == "new" }.map { $0.offset + 1 } == [7, 48, 88, 95])
        #expect(movements.enumerated().filter { $0.element == "re" }.map { $0.offset + 1 } == [23, 71])
        #expect(movements.allSatisfy { $0 == "=" || $0 == "new" || $0 == "re" || (($0.hasPrefix("+") || $0.hasPrefix("-")) && Int($0.dropFirst()) != nil) })
    }

    @Test(arguments: ["rank", "name", "artist", "release-date", "movement"])
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
        case "movement":
            // Climbers (biggest first), new, re-entries, unmoved, droppers (smallest drop first).
            let order = rows.map { row -> [Int] in
                let move = field(row, 7)
                if move.hasPrefix("+") { return [0, -(Int(move.dropFirst()) ?? 0)] }
                if move == "new" { return [1, 0] }
                if move == "re" { return [2, 0] }
                if move == "=" { return [3, 0] }
                return [4, Int(move.dropFirst()) ?? 0]
            }
            #expect(zip(order, order.dropFirst()).allSatisfy { $0.lexicographicallyPrecedes($1) || $0 == $1 })
            #expect(Set(order.map { $0[0] }).count >= 4, "the top 25 has climbers, new entries, unmoved albums and droppers")
        case "name": #expect(rows.map { field($0, 2).lowercased() } == rows.map { field($0, 2).lowercased() }.sorted())
        default: #expect(rows.map { field($0, 3).lowercased() } == rows.map { field($0, 3).lowercased() }.sorted())
        }
    }

    @Test func jsonHasTheDocumentedKeys() throws {
        let result = try AlbumsProcess().run("--json", "--limit", "3")
        #expect(result.status == 0)
        let albums = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        try #require(albums.count == 3)
        #expect(Set(albums[0].keys) == ["rank", "id", "name", "artist", "releaseDate", "genres", "url", "artworkUrl", "explicit", "copyright",
                                         "previousRank", "peakRank", "editions", "movement", "debut", "days"])
        // The stub chart's number one was number one on 13 November too, and second on 6 November.
        #expect(albums[0]["previousRank"] as? Int == 1)
        #expect(albums[0]["peakRank"] as? Int == 1)
        // Kept since the seeded edition of 6 November, where it was second: in the three editions of 6, 13 and 20 November,
        // three days on the chart (days are the editions that list it; the weeks between count nothing).
        #expect(albums[0]["debut"] as? String == "2026-11-06T12:00:00Z")
        #expect(albums[0]["days"] as? Int == 3)
        #expect(albums[0]["editions"] as? Int == 3)
        #expect(albums[0]["movement"] as? String == "same")
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
        let result = try Program.run(copy, ["--session", "stub", "--limit", "2", "--plain"],
                                     environment: ["HOME": folder, "ALBUMS_WORLD": "stub", "PATH": "/usr/bin:/bin"], directory: folder)
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n").count == 2)
    }

    @Test func aClosedPipeEndsQuietly() throws {
        let result = try Program.run("/bin/sh", ["-c", "\"$0\" | head -n 1 >/dev/null; echo \"${PIPESTATUS:-done}\"", Paths.albumsBinary],
                                     environment: AlbumsProcess().environment)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
    }
}
