@testable import AlbumsClients
@testable import AlbumsCore
@testable import AlbumsSite
import AlbumsCommandsTestSupport
import AlbumsTestSupport
import Foundation
import Testing

/// Every number on a page is the one the matching command prints for the
/// same kept charts: `albums site` and the commands run in one test world,
/// in process, and their answers compared.
@Suite struct SiteNumbersTests {
    /// The data cells of a page's `table`-th table, row by row: each cell's `data-sort` value, or its text.
    static func table(_ html: String, _ table: Int = 0) -> [[String]] {
        let tables = html.components(separatedBy: "<tbody>").dropFirst().map { $0.components(separatedBy: "</tbody>")[0] }
        guard tables.indices.contains(table) else { return [] }
        return tables[table].components(separatedBy: "<tr>").dropFirst().map { row in
            row.matches(of: /<td([^>]*)>(.*?)<\/td>/).map { cell in
                if let sort = cell.1.firstMatch(of: /data-sort="([^"]*)"/) { return String(sort.1) }
                return String(cell.2.replacing(/<[^>]*>/, with: ""))
            }
        }
    }

    static func json(_ text: String) -> [[String: Any]] {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]]) ?? []
    }

    static func int(_ value: Any?) -> String { (value as? NSNumber).map { "\($0.intValue)" } ?? "" }

    /// The worldwide chart kept over three editions (the stub's seeded 6 and 13 November, made of the US chart alone,
    /// then `albums world`'s own of the 20th over three stores), and the site made of it: every number of the index's
    /// table is what `albums world --json` prints for the same history; an artist's page is `albums artist`'s, a month's `albums top`'s.
    @Test func theIndexAnArtistAndAMonthAreWhatWorldArtistAndTopPrint() async throws {
        let folder = Paths.temporaryFolder() + "/site"
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        let harness = TestHarness(tree: .commandsLayer(adding: [.init("site", SiteCommand.entry)]))
        let stores = ["--session", "stub", "--countries", "us,gb,jp"]
        try #require(await harness.run(["list", "--session", "stub"]) == .success, "the US chart kept, with its seeded editions")
        _ = try harness.world.history.update("stub world gb,jp,us") { history in
            for seed in HistorySeeds.stub { history.record(updated: seed.updated, albums: WorldwideChart([("us", seed.albums)]).albums) }
            return true
        }
        try #require(await harness.run(["world"] + stores) == .success)
        try #require(await harness.run(["site", folder, "--session", "stub"]) == .success)
        let read = { (path: String) in (try? String(contentsOfFile: folder + "/" + path, encoding: .utf8)) ?? "" }

        // The index: world's rows, every number (the index's table is the second: the first lists what is new).
        let before = harness.console.out.count
        try #require(await harness.run(["world", "--json"] + stores) == .success)
        let world = Self.json(String(harness.console.out.dropFirst(before)))
        let index = Self.table(read("index.html"))
        try #require(world.count == 100 && index.count == 100)
        #expect(world.contains { ($0["pointsChange"] as? Int) != nil }, "some albums were in an earlier edition: a change to compare")
        for (row, album) in zip(index, world) {
            // #, ±, album, Pts, Pts+, TPts, Days, Pk (peak × 10,000 − times there), US, JP, GB
            try #require(row.count == 11)
            let change = (album["pointsChange"] as? Int).map(String.init) ?? String(Int.max / 2)
            let peak = (album["peak"] as? Int ?? 0) * 10_000 - (album["timesAtPeak"] as? Int ?? 0)
            let positions = album["positions"] as? [String: Int] ?? [:]
            #expect([row[0], row[3], row[4], row[5], row[6], row[7]]
                    == [Self.int(album["rank"]), Self.int(album["points"]), change, Self.int(album["totalPoints"]), Self.int(album["days"]), String(peak)],
                    "\(row) vs \(album)")
            #expect([row[8], row[9], row[10]] == ["us", "jp", "gb"].map { positions[$0].map(String.init) ?? "" }, "\(row) vs \(positions)")
        }
        #expect(read("index.html").contains("albums/\(world.first?["id"] as? String ?? "?").html"), "the number one links to its page")

        // The number one's artist, as albums artist lists them.
        let first = try #require(world.first?["id"] as? String)
        let name = try #require(harness.world.history.all().first { $0.chart == "stub standard us" }?.entry(first)?.artist)
        let afterWorld = harness.console.out.count
        try #require(await harness.run(["artist", name, "--json", "--session", "stub"]) == .success)
        let lives = Self.json(String(harness.console.out.dropFirst(afterWorld)))
        let page = Self.table(read(SitePaths.artist(name)))
        try #require(!lives.isEmpty && page.count == lives.count)
        for (row, life) in zip(page, lives) {
            // album, now, peak, in, on, debut, days, stores, then the worldwide chart's
            try #require(row.count >= 8)
            #expect([row[1], row[2], row[6], row[7]] == [Self.int(life["now"]), Self.int(life["peak"]), Self.int(life["days"]), Self.int(life["stores"])], "\(row) vs \(life)")
            #expect(row[5] == String((life["debut"] as? String ?? "").prefix(10)))
        }

        // November, as albums top --month ranks the worldwide chart's editions.
        let afterArtist = harness.console.out.count
        try #require(await harness.run(["top", "--month", "2026-11", "--world", "us,gb,jp", "--json", "--session", "stub"]) == .success)
        let top = Self.json(String(harness.console.out.dropFirst(afterArtist)))
        let month = Self.table(read(SitePaths.period("2026-11")))
        try #require(!top.isEmpty && month.count == top.count)
        for (row, album) in zip(month, top) {
            // rank, album, artist, points, editions, peak, days
            try #require(row.count == 7)
            #expect([row[0], row[3], row[4], row[5], row[6]] == [Self.int(album["rank"]), Self.int(album["points"]), Self.int(album["editions"]), Self.int(album["peak"]), Self.int(album["days"])])
        }
    }
}
