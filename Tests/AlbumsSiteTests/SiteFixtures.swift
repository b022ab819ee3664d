@testable import AlbumsCore
@testable import AlbumsSite
import Foundation

/// Kept charts made in the test, to make sites of: two stores and the
/// worldwide chart of both, three daily editions each (18 to 20 November).
enum SiteFixtures {
    static let nov18: Int64 = 1_795_003_200  // Wed 18 Nov 2026 12:00 UTC
    static let day: Int64 = 86_400

    /// A hostile name: markup that would run a script, quotes, and a bidi override.
    static let hostileName = #"<img src=x onerror="window.__hacked=1">"'‮evil"#
    static let hostileArtist = #""><script>window.__hacked=2</script>"#

    static func album(_ id: String, rank: Int, name: String? = nil, artist: String? = nil) -> Album {
        Album(rank: rank, id: id, name: name ?? "Album \(id)", artist: artist ?? "Artist \(id)", releaseDate: nil, genres: [], url: Album.storeURL(id),
              artworkURL: nil, explicit: false)
    }

    /// `chart`'s editions: each a list of ids, in rank order.
    static func history(_ chart: String, _ editions: [[String]], names: [String: (String, String)] = [:]) -> ChartHistory {
        var history = ChartHistory(chart: chart)
        for (index, ids) in editions.enumerated() {
            let albums = ids.enumerated().map { rank, id in album(id, rank: rank + 1, name: names[id]?.0, artist: names[id]?.1) }
            history.record(updated: nov18 + Int64(index) * day, albums: albums)
        }
        return history
    }

    static var histories: [ChartHistory] {
        let names = ["66": (hostileName, hostileArtist)]
        let us = history("stub standard us", [["11", "22", "33"], ["22", "11", "33"], ["22", "33", "66"]], names: names)
        let gb = history("stub standard gb", [["33", "11"], ["33", "22", "11"], ["11", "22", "33"]], names: names)
        // The worldwide chart as albums world keeps it: ranked by points over the two stores' editions of the day.
        var world = ChartHistory(chart: "stub world gb,us")
        for (index, day) in (0..<3).enumerated() {
            let updated = nov18 + Int64(day) * Self.day
            let charts = [us, gb].map { history in
                (history.chart.hasSuffix("us") ? "us" : "gb",
                 history.albums(of: history.editions[index]).enumerated().map { Album(kept: $1.id, name: $1.name, artist: $1.artist, rank: $0 + 1) })
            }
            world.record(updated: updated, albums: WorldwideChart(charts).albums)
        }
        return [us, gb, world]
    }

    static var data: SiteData {
        SiteData(histories: histories, main: "stub standard us", limit: 100,
                 artwork: ["22": "https://is1-ssl.mzstatic.com/image/thumb/x/22/100x100bb.jpg", "66": "javascript:alert(1)"])
    }
}
