@testable import AlbumsCommands
@testable import AlbumsCore
import Testing

/// What `albums watch` reports, from fixed editions.
@Suite struct WatchRulesTests {
    /// Day 0: A B C D E F G H I J K L; day 1: B A L C D M E F G H I (J, K left; L up 9; M new; E to I down 2).
    static let history: ChartHistory = {
        var history = ChartHistory(chart: "test")
        for (day, ids) in ["A B C D E F G H I J K L", "B A L C D M E F G H I"].enumerated() {
            history.record(updated: 1_794_571_200 + Int64(day) * 86_400, albums: albums(ids))
        }
        return history
    }()
    static var changes: ChartChanges { history.changes(from: 0, to: 1) }
    static var albums: [Album] { albums("B A L C D M E F G H I") }

    /// Albums "A", "B", … at ranks 1, 2, …, by "Artist A", …
    static func albums(_ ids: String) -> [Album] {
        ids.split(separator: " ").enumerated().map { offset, id in
            Album(rank: offset + 1, id: String(id), name: "Album \(id)", artist: "Artist \(id)", releaseDate: nil, genres: [], url: "", artworkURL: nil, explicit: false)
        }
    }

    static func labels(_ rules: WatchRules) -> [String] {
        rules.news(in: changes, albums: albums).map { "\($0.label) \($0.id)" }
    }

    @Test func eachRuleSelectsItsNews() {
        #expect(Self.labels(WatchRules()) == ["NEW M"], "new entries and re-entries by default")
        #expect(Self.labels(WatchRules(new: false, moves: 5)) == ["▲9 L"])
        #expect(Self.labels(WatchRules(new: false, top: 3)) == ["TOP3 L"], "L comes into the top 3 from 12")
        #expect(Self.labels(WatchRules(new: false, left: true)) == ["LEFT J", "LEFT K"])
        #expect(Self.labels(WatchRules(new: false, artists: ["artist c", "ÄRTIST E"])) == ["ARTIST C", "ARTIST E"], "case and accents aside")
        #expect(Self.labels(WatchRules(new: true, moves: 1, top: 6, left: true)) == ["NEW M", "TOP6 L", "▲1 B", "▼2 E", "▼2 F", "▼2 G", "▼2 H", "▼2 I", "▼1 A", "▼1 C", "▼1 D", "LEFT J", "LEFT K"],
                "one line an album: the first rule that names it; the biggest moves first")
        #expect(Self.labels(WatchRules(new: false)) == [])
    }

    @Test func oneNotificationSumsUpACheck() {
        let news = WatchRules(new: true, moves: 5, left: true).news(in: Self.changes, albums: Self.albums)
        #expect(WatchRules.summary(news) == "1 new, 1 up, 2 left: Album M — Artist M, #6; Album L — Artist L, #3; Album J — Artist J, left; and 1 more")
        #expect(WatchRules.summary(news, limit: 4).hasSuffix("; Album K — Artist K, left"), "all four: no \"more\"")
        let followed = WatchRules(new: false, artists: ["artist c"]).news(in: Self.changes, albums: Self.albums)
        #expect(WatchRules.summary(followed) == "1 by artists you follow: Album C — Artist C, #4", "the artist named: the reason it is news")
        let json = WatchRules.changes(news, from: 5, to: 6)
        #expect(json.entered.map(\.id) == ["M"] && json.climbed.map(\.id) == ["L"] && json.left.map(\.id) == ["J", "K"])
    }
}
