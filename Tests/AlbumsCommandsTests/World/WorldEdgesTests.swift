@testable import AlbumsCommands
import AlbumsCore
import AlbumsTestSupport
import Testing

/// The worldwide chart's lines at their limits: ten failed stores named, then a count of the rest; two stores named
/// for a best rank, then a count of the rest.
@Suite struct WorldEdgesTests {
    static let codes = ["ad", "ae", "ag", "ai", "al", "am", "ao", "ar", "at", "au", "az", "ba"]

    @Test(arguments: [(9, 9, ""), (10, 10, ""), (11, 10, "; and 1 more"), (12, 10, "; and 2 more")])
    func theFirstTenFailedStoresAreNamedThenCounted(count: Int, named: Int, rest: String) throws {
        let failures = Self.codes.prefix(count).map { (country: $0, failure: Failure("the chart", why: "no answer")) }
        let state = WorldCommand.State(rows: [], counted: 20, asked: 20 + count, failures: Array(failures), notices: [])
        let line = try #require(WorldCommand.failed(state))
        let names = Self.codes.prefix(named).map { "\($0) (no answer)" }.joined(separator: "; ")
        #expect(line == "\(count) of \(20 + count) stores couldn't be loaded: " + names + rest)
    }

    @Test func noFailedStoreIsNoLine() {
        #expect(WorldCommand.failed(WorldCommand.State(rows: [], counted: 3, asked: 3, failures: [], notices: [])) == nil)
    }

    @Test(arguments: [(1, "#2 in US"), (2, "#2 in US, GB"), (3, "#2 in US, GB +1"), (4, "#2 in US, GB +2")])
    func aBestRankNamesTwoStoresThenCountsTheRest(stores: Int, shown: String) {
        let album = Album(rank: 1, id: "1", name: "n", artist: "a", releaseDate: nil, genres: [], url: "", artworkURL: nil, explicit: false)
        let row = WorldwideChart.Row(album: album, points: 10, stores: stores, numberOnes: 0, best: 2, bestIn: Array(["us", "gb", "jp", "de"].prefix(stores)))
        #expect(WorldView.best(row) == shown)
    }

    /// Points against the previous edition: a gain, a loss, none ("="); without a previous edition, "new" on the
    /// album's first day on the chart, nothing after it (not known).
    @Test(arguments: [(12 as Int?, 3, "+12"), (1, 3, "+1"), (0, 3, "="), (-1, 3, "−1"), (-3, 3, "−3"), (nil, 1, "new"), (nil, 2, ""), (nil, 0, "")])
    func pointsChangeIsAGainALossOrNone(change: Int?, days: Int, shown: String) {
        let album = Album(rank: 1, id: "1", name: "n", artist: "a", releaseDate: nil, genres: [], url: "", artworkURL: nil, explicit: false)
        var row = WorldwideChart.Row(album: album, points: 10, stores: 1, numberOnes: 0, best: 1, bestIn: ["us"])
        var run = ChartRun()
        run.days = days
        row.run = run
        row.pointsChange = change
        #expect(WorldView.pointsChange(row) == shown)
    }

    /// Where the width is short, the columns go one at a time, in this order:
    /// the kept numbers (Pts+, Pk, Days, TPts), then #1s and Best, the movement last.
    @Test func aNarrowingTableDropsTheKeptNumbersFirstAndTheMovementLast() {
        let history = AlbumHistory(previousRank: 3, peakRank: 1, editions: 4, movement: .up(2), debut: 0, debutRank: 5, days: 4)
        let album = Album(rank: 1, id: "1", name: "Album", artist: "Artist", releaseDate: nil, genres: [], url: "", artworkURL: nil, explicit: false,
                          history: history)
        var row = WorldwideChart.Row(album: album, points: 10, stores: 2, numberOnes: 1, best: 1, bestIn: ["us"])
        var run = ChartRun()
        run.days = 4
        row.run = run
        row.pointsChange = 3
        row.totalPoints = 31
        let table = WorldView.table([row])
        func shown(_ width: Int) -> [String] {
            let lines = table.render(maxWidth: width).everyLine
            let headers = (lines.first ?? "").split(separator: " ").map(String.init)
            return headers + ((lines.element(1) ?? "").contains("▲2") ? ["movement"] : [])
        }
        let all = ["#", "Album", "Artist", "Days", "Pk", "Points", "Pts+", "TPts", "Stores", "#1s", "Best", "movement"]
        #expect(shown(200) == all)
        var dropped: [String] = [], before = all
        for width in stride(from: 200, through: 30, by: -1) {
            let now = shown(width)
            dropped += before.filter { !now.contains($0) }
            before = now
        }
        #expect(dropped == ["Pts+", "Pk", "Days", "TPts", "#1s", "Best", "movement"])
    }
}
