import Foundation

/// The kept history as a file a person can keep, move and merge: every
/// chart's editions, as `albums history --export` writes them.
///
/// JSON, version 1 (what `--import` reads):
///
///     {
///       "format": "albums-history",
///       "version": 1,
///       "charts": [
///         {
///           "chart": "standard us",
///           "editions": [
///             {
///               "updated": "2026-11-20T12:00:00Z",
///               "albums": [{"id": "1707632255", "name": "Golden Rivers (Deluxe)", "artist": "Ivy Holloway"}, …]
///             }
///           ]
///         }
///       ]
///     }
///
/// Charts in name order, editions oldest first, albums in rank order (the
/// first is #1). CSV (export only): a header, then one row per album per
/// edition: chart, updated, rank, id, name, artist (RFC 4180 quoting).
public enum HistoryExport {
    public static let format = "albums-history"
    public static let version = 1

    /// One chart of an export: its editions, oldest first, each an album list in rank order.
    public struct Chart: Equatable, Sendable {
        public var chart: String
        public var editions: [(updated: Int64, albums: [Album])]

        public static func == (left: Chart, right: Chart) -> Bool {
            left.chart == right.chart && left.editions.count == right.editions.count
                && zip(left.editions, right.editions).allSatisfy { $0.updated == $1.updated && $0.albums == $1.albums }
        }
    }

    /// Where a file is bad, and why: "charts[0].editions[3].updated: not an ISO 8601 date".
    public struct BadFile: Error, Equatable, Sendable {
        public var place: String
        public var why: String

        public var description: String { place.isEmpty ? why : "\(place): \(why)" }
    }

    public static func json(_ histories: [ChartHistory]) -> JSON {
        .object([
            .init("format", .string(format)), .init("version", .int(version)),
            .init("charts", .array(histories.map { history in
                .object([
                    .init("chart", .string(history.chart)),
                    .init("editions", .array(history.editions.map { edition in
                        .object([
                            .init("updated", .string(FeedDate.iso(edition.updated))),
                            .init("albums", .array(history.albums(of: edition).map { entry in
                                .object([.init("id", .string(entry.id)), .init("name", .string(entry.name)), .init("artist", .string(entry.artist))])
                            })),
                        ])
                    })),
                ])
            })),
        ])
    }

    public static func csv(_ histories: [ChartHistory]) -> String {
        var text = "chart,updated,rank,id,name,artist\r\n"
        for history in histories {
            for edition in history.editions {
                for (offset, entry) in history.albums(of: edition).enumerated() {
                    text += [history.chart, FeedDate.iso(edition.updated), String(offset + 1), entry.id, entry.name, entry.artist].map(quoted).joined(separator: ",") + "\r\n"
                }
            }
        }
        return text
    }

    static func quoted(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// An export, checked whole: every chart, edition and album, or where the first fault is.
    public static func read(_ data: Data) throws(BadFile) -> [Chart] {
        let root: Any
        do { root = try JSONSerialization.jsonObject(with: data) } catch { throw BadFile(place: "", why: "it is not JSON") }
        guard let object = root as? [String: Any] else { throw BadFile(place: "", why: "it is not a JSON object") }
        guard object["format"] as? String == format else { throw BadFile(place: "format", why: "not \"\(format)\": it is not an albums history export") }
        guard let number = object["version"] as? Int else { throw BadFile(place: "version", why: "missing, or not a number") }
        guard number == version else {
            throw BadFile(place: "version", why: number > version ? "version \(number) is newer than this albums reads (\(version)); update albums" : "version \(number) is not one albums knows")
        }
        guard let charts = object["charts"] as? [Any] else { throw BadFile(place: "charts", why: "missing, or not an array") }
        var read: [Chart] = []
        var names: Set<String> = []
        for (c, item) in charts.enumerated() {
            let here = "charts[\(c)]"
            guard let chart = item as? [String: Any] else { throw BadFile(place: here, why: "not an object") }
            guard let name = chart["chart"] as? String, !name.isEmpty, name.utf8.count <= 2048 else { throw BadFile(place: here + ".chart", why: "missing, empty or too long") }
            guard names.insert(name).inserted else { throw BadFile(place: here + ".chart", why: "\"\(name)\" comes twice") }
            guard let editions = chart["editions"] as? [Any] else { throw BadFile(place: here + ".editions", why: "missing, or not an array") }
            var kept: [(updated: Int64, albums: [Album])] = []
            for (e, item) in editions.enumerated() {
                let place = here + ".editions[\(e)]"
                guard let edition = item as? [String: Any] else { throw BadFile(place: place, why: "not an object") }
                guard let text = edition["updated"] as? String, let updated = FeedDate.iso8601(text), ChartHistory.storableDates.contains(updated) else {
                    throw BadFile(place: place + ".updated", why: "missing, or not an ISO 8601 date such as 2026-11-20T12:00:00Z")
                }
                guard let albums = edition["albums"] as? [Any], !albums.isEmpty else { throw BadFile(place: place + ".albums", why: "missing, empty, or not an array") }
                var listed: [Album] = []
                var ids: Set<String> = []
                for (a, item) in albums.enumerated() {
                    let at = place + ".albums[\(a)]"
                    guard let album = item as? [String: Any] else { throw BadFile(place: at, why: "not an object") }
                    guard let id = album["id"] as? String, !id.isEmpty, id.utf8.count <= 64 else { throw BadFile(place: at + ".id", why: "missing, empty or too long") }
                    guard ids.insert(id).inserted else { throw BadFile(place: at + ".id", why: "\(id) is listed twice in this edition") }
                    guard let title = album["name"] as? String, let artist = album["artist"] as? String else {
                        throw BadFile(place: at, why: "its name and artist must both be strings")
                    }
                    listed.append(Album(rank: a + 1, id: id, name: title, artist: artist, releaseDate: nil, genres: [], url: "", artworkURL: nil, explicit: false))
                }
                kept.append((updated, listed))
            }
            read.append(Chart(chart: name, editions: kept))
        }
        return read
    }
}
