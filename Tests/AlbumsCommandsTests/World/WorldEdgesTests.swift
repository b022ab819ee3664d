@testable import AlbumsCommands
import AlbumsCore
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
}
