#if canImport(FoundationEssentials)
import AlbumsEssentials
import FoundationEssentials
#else
import Foundation
#endif

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

    /// The export as JSON text, laid out as `JSON.rendered` lays it out.
    public static func json(_ histories: [ChartHistory]) -> String {
        var text = ""
        json(histories) { text += $0 }
        return text
    }

    /// The export as JSON, written piece by piece with the one JSON writer:
    /// `write` is given the text a chart at a time, so the whole document is
    /// never held at once. Each album of a chart's catalog is made text once,
    /// not once per edition listing it (400 editions of 200 name some 2,600
    /// albums, 80,000 times).
    public static func json<Failure: Error>(_ histories: [ChartHistory], write: (String) throws(Failure) -> Void) throws(Failure) {
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("format")
        writer.value(.string(format))
        writer.key("version")
        writer.value(.int(version))
        writer.key("charts")
        writer.beginArray()
        for history in histories {
            writer.beginObject()
            writer.key("chart")
            writer.value(.string(history.chart))
            writer.key("editions")
            writer.beginArray()
            var albums: [Int32: JSONWriter.Fragment] = [:]
            for edition in history.editions {
                writer.beginObject()
                writer.key("updated")
                writer.value(.string(FeedDate.iso(edition.updated)))
                writer.key("albums")
                writer.beginArray()
                for position in edition.albums {
                    if albums[position] == nil {
                        let album: JSON? = history.entry(at: Int(position)).map { entry in
                            .object([.init("id", .string(entry.id)), .init("name", .string(entry.name)), .init("artist", .string(entry.artist))])
                        }
                        albums[position] = writer.fragment(album ?? .object([]))
                    }
                    if let album = albums[position] { writer.write(album) }
                }
                writer.end()
                writer.end()
            }
            writer.end()
            writer.end()
            try write(writer.take())
        }
        writer.end()
        writer.end()
        try write(writer.take() + "\n")
    }

    public static func csv(_ histories: [ChartHistory]) -> String {
        var text = ""
        csv(histories) { text += $0 }
        return text
    }

    /// The export as CSV, a chart at a time to `write`.
    public static func csv<Failure: Error>(_ histories: [ChartHistory], write: (String) throws(Failure) -> Void) throws(Failure) {
        try write("chart,updated,rank,id,name,artist\r\n")
        for history in histories {
            var text = ""
            for edition in history.editions {
                for (offset, entry) in history.albums(of: edition).enumerated() {
                    text += [cell(history.chart), FeedDate.iso(edition.updated), String(offset + 1), cell(entry.id), cell(entry.name), cell(entry.artist)]
                        .joined(separator: ",") + "\r\n"
                }
            }
            try write(text)
        }
    }

    /// A field as CSV writes it: quoted when it holds a comma, a quote or a line break.
    static func quoted(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacing("\"", with: "\"\"") + "\""
    }

    /// Text from a feed as a CSV cell: one that begins with `=`, `+`, `-`, `@`,
    /// a tab or a carriage return (which spreadsheets take for a formula) gets a
    /// `'` before it, so that it is read as the text it is (OWASP's advice).
    static func cell(_ field: String) -> String {
        guard let first = field.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) else { return quoted(field) }
        return quoted("'" + field)
    }

    /// An export, checked whole: every chart, edition and album, or where the
    /// first fault is. Editions are dated as loads date them: from 2000 to a
    /// day after `now` (`ChartHistory.believableDates`). Every chart is held
    /// at once: for small files; an import reads a piece at a time
    /// (`check(streaming:)`, then `forEachChart(streaming:)`).
    public static func read(_ data: Data, now: Int64) throws(BadFile) -> [Chart] {
        var charts: [Chart] = []
        var pieces = [Array(data)]
        do {
            try forEachChart(streaming: { pieces.popLast() }, now: now) { charts.append($0) }
        } catch let bad as BadFile {
            throw bad
        } catch {
            throw BadFile(place: "", why: "\(error)")
        }
        return charts
    }

    /// One chart, the root of `tape`.
    static func read(chart tape: JSONTape, at here: String, believable: ClosedRange<Int64>, building: Bool) throws(BadFile) -> Chart {
        let chart = 0
        guard let name = tape.member(chart, "chart").flatMap(tape.string), !name.isEmpty, name.utf8.count <= 2048 else {
            throw BadFile(place: here + ".chart", why: "missing, empty or too long")
        }
        guard let editions = tape.member(chart, "editions").flatMap(tape.elements) else { throw BadFile(place: here + ".editions", why: "missing, or not an array") }
        // Each album's strings made once per chart: the same album is in many editions.
        var known: [String: Album] = [:]
        var kept: [(updated: Int64, albums: [Album])] = []
        for (e, edition) in editions.enumerated() {
            let place = here + ".editions[\(e)]"
            guard tape.kind(edition) == .object else { throw BadFile(place: place, why: "not an object") }
            guard let text = tape.member(edition, "updated").flatMap(tape.string), let updated = FeedDate.iso8601(text) else {
                throw BadFile(place: place + ".updated", why: "missing, or not an ISO 8601 date such as 2026-11-20T12:00:00Z (offsets within ±14:00)")
            }
            guard believable.contains(updated) else {
                throw BadFile(place: place + ".updated", why: updated > believable.upperBound
                    ? "\(text.clipped) is later than tomorrow: no chart is published in the future"
                    : "\(text.clipped) is before 2000, older than any chart albums reads")
            }
            guard let albums = tape.member(edition, "albums").flatMap(tape.elements), !albums.isEmpty else {
                throw BadFile(place: place + ".albums", why: "missing, empty, or not an array")
            }
            guard albums.count <= ChartHistory.editionSize else {
                throw BadFile(place: place + ".albums", why: "\(albums.count) albums: an edition keeps at most \(ChartHistory.editionSize), as a load does")
            }
            var listed: [Album] = []
            listed.reserveCapacity(albums.count)
            var ids: Set<String> = []
            for (a, album) in albums.enumerated() {
                let at = place + ".albums[\(a)]"
                guard tape.kind(album) == .object else { throw BadFile(place: at, why: "not an object") }
                guard let id = tape.member(album, "id").flatMap(tape.string), !id.isEmpty, id.utf8.count <= 64 else {
                    throw BadFile(place: at + ".id", why: "missing, empty or too long")
                }
                guard ids.insert(id).inserted else { throw BadFile(place: at + ".id", why: "\(id) is listed twice in this edition") }
                guard let name = tape.member(album, "name"), tape.kind(name) == .string, let by = tape.member(album, "artist"), tape.kind(by) == .string else {
                    throw BadFile(place: at, why: "its name and artist must both be strings")
                }
                guard building, let title = tape.string(name), let artist = tape.string(by) else { continue }
                var entry: Album
                if let same = known[id], same.name == title, same.artist == artist {
                    entry = same
                } else {
                    entry = Album(kept: id, name: title, artist: artist, rank: a + 1)
                    known[id] = entry
                }
                entry.rank = a + 1
                listed.append(entry)
            }
            if building { kept.append((updated, listed)) }
        }
        return Chart(chart: name, editions: kept)
    }
}
