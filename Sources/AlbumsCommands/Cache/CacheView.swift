import AlbumsClients
import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform
import AlbumsTerminal

/// The render half of `albums cache stats`.
package enum CacheView {
    package static let jsonFields = ["artwork", "http", "history"]

    static func timestamp(_ date: Date?) -> String {
        guard let date else { return "—" }
        return FeedDate.readable(Int64(date.timeIntervalSince1970.rounded(.down)))
    }

    package static func iso(_ date: Date?) -> JSON {
        guard let date else { return .null }
        return .string(FeedDate.iso(Int64(date.timeIntervalSince1970.rounded(.down))))
    }

    package static func table(artwork: CacheStats, http: CacheStats, limit: Int, history: HistoryStats) -> Table {
        let row = { (name: String, stats: CacheStats, limit: String) in
            [name, String(stats.entries), ByteSize.describe(stats.bytes), limit, timestamp(stats.oldest), timestamp(stats.newest)]
        }
        return Table(
            columns: [.init("Cache"), .init("Entries", rightAligned: true), .init("Size", rightAligned: true), .init("Limit", rightAligned: true),
                      .init("Least recently used"), .init("Most recently used")],
            rows: [row("artwork", artwork, ByteSize.describe(limit)), row("answers", http, "—"),
                   row("history", CacheStats(entries: history.editions, bytes: history.bytes, oldest: history.oldest, newest: history.newest),
                       "\(ChartHistory.capacity)/chart")]
        )
    }

    package static func json(artwork: CacheStats, http: CacheStats, limit: Int?, history: HistoryStats) -> JSON {
        let object = { (stats: CacheStats, limit: Int?) -> JSON in
            var members: [JSON.Member] = [.init("entries", .int(stats.entries)), .init("bytes", .int(stats.bytes))]
            if let limit { members.append(.init("limit", .int(limit))) }
            members += [.init("oldest", iso(stats.oldest)), .init("newest", iso(stats.newest))]
            return .object(members)
        }
        let kept = JSON.object([
            .init("charts", .int(history.charts)), .init("editions", .int(history.editions)), .init("bytes", .int(history.bytes)),
            .init("oldest", iso(history.oldest)), .init("newest", iso(history.newest)),
        ])
        return .object([.init("artwork", object(artwork, limit)), .init("http", object(http, nil)), .init("history", kept)])
    }
}
