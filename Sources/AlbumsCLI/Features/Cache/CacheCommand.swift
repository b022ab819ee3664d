import AlbumsClients
import AlbumsCore
import Foundation

/// `albums cache stats|clear|path`: the disk caches of artwork and of answers.
public enum CacheCommand {
    public static func stats(_ invocation: Invocation) async -> ExitCode {
        await CommandRunner.run(invocation) { context in
            let artwork = context.world.imageLoader.store(.filesystem).stats()
            let http = context.world.httpCache(.filesystem).stats()
            let limit = context.configuration.cacheSize
            if let value = invocation.value("json") {
                let fields = try JSONFields.parse(value, available: CacheView.jsonFields)
                return Output(stdout: CacheView.json(artwork: artwork, http: http, limit: limit).selecting(fields).rendered())
            }
            return Output(stdout: CacheView.table(artwork: artwork, http: http, limit: limit)
                .render(maxWidth: context.world.console.out.isTerminal ? context.columns : nil, style: context.outStyle))
        }
    }

    public static func clear(_ invocation: Invocation) async -> ExitCode {
        await CommandRunner.run(invocation) { context in
            let artworkStore = context.world.imageLoader.store(.filesystem), httpStore = context.world.httpCache(.filesystem)
            let before = (artwork: artworkStore.stats(), http: httpStore.stats())
            let covers = artworkStore.clear(), answers = httpStore.clear()
            return Output(stderr: "Removed \(covers) \(covers == 1 ? "cover" : "covers") (\(ByteSize.describe(before.artwork.bytes))) and "
                + "\(answers) saved \(answers == 1 ? "answer" : "answers") (\(ByteSize.describe(before.http.bytes))) from the cache.\n")
        }
    }

    public static func path(_ invocation: Invocation) async -> ExitCode {
        let text = Current.kind == .test ? "(kept in memory: the test world has no cache folder)" : Current.directories.cache
        Output(stdout: text + "\n").write(to: Current.console)
        return .success
    }
}

public enum CacheView {
    public static let jsonFields = ["artwork", "http"]

    static func timestamp(_ date: Date?) -> String {
        guard let date else { return "—" }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
        return formatter.string(from: date)
    }

    static func iso(_ date: Date?) -> JSON {
        guard let date else { return .null }
        let formatter = ISO8601DateFormatter()
        return .string(formatter.string(from: date))
    }

    public static func table(artwork: CacheStats, http: CacheStats, limit: Int) -> Table {
        let row = { (name: String, stats: CacheStats, limit: String) in
            [name, String(stats.entries), ByteSize.describe(stats.bytes), limit, timestamp(stats.oldest), timestamp(stats.newest)]
        }
        return Table(
            columns: [.init("Cache"), .init("Entries", rightAligned: true), .init("Size", rightAligned: true), .init("Limit", rightAligned: true),
                      .init("Least recently used"), .init("Most recently used")],
            rows: [row("artwork", artwork, ByteSize.describe(limit)), row("answers", http, "—")]
        )
    }

    public static func json(artwork: CacheStats, http: CacheStats, limit: Int?) -> JSON {
        let object = { (stats: CacheStats, limit: Int?) -> JSON in
            var members: [JSON.Member] = [.init("entries", .int(stats.entries)), .init("bytes", .int(stats.bytes))]
            if let limit { members.append(.init("limit", .int(limit))) }
            members += [.init("oldest", iso(stats.oldest)), .init("newest", iso(stats.newest))]
            return .object(members)
        }
        return .object([.init("artwork", object(artwork, limit)), .init("http", object(http, nil))])
    }
}
