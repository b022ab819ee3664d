@testable import AlbumsCore
import AlbumsEssentials
import Foundation
import Testing

/// The export's JSON and CSV, and what `--import` refuses.
@Suite struct HistoryExportTests {
    static func history() -> ChartHistory {
        var history = ChartHistory(chart: "standard us")
        var albums = ChartHistoryTests.albums("A B")
        albums[albums.count - 1].name = "Live, \"at home\""
        history.record(updated: ChartHistoryTests.nov13, albums: albums)
        history.record(updated: ChartHistoryTests.nov13 + ChartHistoryTests.day, albums: ChartHistoryTests.albums("B"))
        return history
    }

    @Test func jsonIsTheDocumentedSchema() {
        let expected = """
            {
              "format": "albums-history",
              "version": 1,
              "charts": [
                {
                  "chart": "standard us",
                  "editions": [
                    {
                      "updated": "2026-11-13T12:00:00Z",
                      "albums": [
                        {
                          "id": "A",
                          "name": "Album A",
                          "artist": "Artist A"
                        },
                        {
                          "id": "B",
                          "name": "Album B",
                          "artist": "Artist B"
                        }
                      ]
                    },
                    {
                      "updated": "2026-11-14T12:00:00Z",
                      "albums": [
                        {
                          "id": "B",
                          "name": "Album B",
                          "artist": "Artist B"
                        }
                      ]
                    }
                  ]
                }
              ]
            }

            """
        #expect(HistoryExport.json([Self.history()]) == expected)
    }

    /// The newest edition's names win (B is "Album B" again on 14 Nov); a field with a comma or quote is quoted.
    @Test func csvHasOneRowPerAlbumPerEdition() {
        var history = ChartHistory(chart: "a, \"b\"")
        history.record(updated: ChartHistoryTests.nov13, albums: PeriodChartTests.albums("A"))
        #expect(HistoryExport.csv([history]) == "chart,updated,rank,id,name,artist\r\n\"a, \"\"b\"\"\",2026-11-13T12:00:00Z,1,A,Album A,Ivy\r\n")
        #expect(HistoryExport.csv([Self.history()]).split(separator: "\r\n").count == 4, "a header and three rows")
    }

    /// A cell a spreadsheet would take for a formula is written with a ' before it; the rest as it is.
    @Test func csvCellsAreNeverFormulas() {
        var history = ChartHistory(chart: "standard us")
        let names = ["=HYPERLINK(\"http://x\")", "+1", "-2", "@SUM(A1)", "\tTab", "\rReturn", "Plain = fine"]
        history.record(updated: ChartHistoryTests.nov13, albums: names.enumerated().map { rank, name in
            Album(rank: rank + 1, id: "\(rank + 1)", name: name, artist: "Ann", releaseDate: nil, genres: [], url: "", artworkURL: nil, explicit: false)
        })
        let rows = HistoryExport.csv([history]).components(separatedBy: "\r\n").dropFirst().filter { !$0.isEmpty }
        #expect(rows.map { $0.components(separatedBy: ",").dropFirst(4).first ?? "" } == [
            "\"'=HYPERLINK(\"\"http://x\"\")\"", "'+1", "'-2", "'@SUM(A1)", "'\tTab", "\"'\rReturn\"", "Plain = fine",
        ])
    }

    /// When the tests read exports: noon on 20 November 2026 (a day later is the latest edition believed).
    static let now: Int64 = 1_795_176_000

    /// What an export says comes back: the same charts, editions and albums, in order.
    @Test func anExportReadsBackWhole() throws {
        let data = Data(HistoryExport.json([Self.history(), PeriodChartTests.history("standard gb")]).utf8)
        let charts = try HistoryExport.read(data, now: Self.now)
        #expect(charts.map(\.chart) == ["standard us", "standard gb"])
        var again = ChartHistory(chart: "standard gb")
        for edition in try #require(charts.last).editions { again.record(updated: edition.updated, albums: edition.albums) }
        #expect(again.editions.map(\.updated) == PeriodChartTests.history().editions.map(\.updated))
        #expect(again.editions.map { again.albums(of: $0).map(\.id) } == [["A", "B", "C"], ["B", "A"], ["C", "A", "B", "D"]])
        #expect(again.entry("C")?.artist == "ÍVY")
    }

    /// An album's id is at most 64 bytes of UTF-8 (not characters): 63 and 64 are read, 65 refused, as an empty one is.
    @Test(arguments: [(String(repeating: "1", count: 61) + "é", true), (String(repeating: "1", count: 62) + "é", true),
                      (String(repeating: "1", count: 63) + "é", false), ("", false)])
    func anAlbumsIdIsAtMost64Bytes(id: String, read: Bool) throws {
        let text = #"{"format": "albums-history", "version": 1, "charts": [{"chart": "x", "editions": [{"updated": "2026-11-20T12:00:00Z", "albums": [{"id": ""# +
            id + #"", "name": "n", "artist": "a"}]}]}]}"#
        if read {
            #expect(try HistoryExport.read(Data(text.utf8), now: Self.now).first?.editions.first?.albums.map(\.id) == [id])
        } else {
            #expect(throws: HistoryExport.BadFile.self) { try HistoryExport.read(Data(text.utf8), now: Self.now) }
            do { _ = try HistoryExport.read(Data(text.utf8), now: Self.now) } catch {
                #expect(error.description == "charts[0].editions[0].albums[0].id: missing, empty or too long")
            }
        }
    }

    /// A chart's name is at most 2,048 bytes of UTF-8: 2,047 and 2,048 are read, 2,049 refused, as an empty one is.
    @Test(arguments: [(String(repeating: "x", count: 2045) + "é", true), (String(repeating: "x", count: 2046) + "é", true),
                      (String(repeating: "x", count: 2047) + "é", false), ("", false)])
    func aChartsNameIsAtMost2048Bytes(name: String, read: Bool) throws {
        let text = #"{"format": "albums-history", "version": 1, "charts": [{"chart": ""# + name +
            #"", "editions": [{"updated": "2026-11-20T12:00:00Z", "albums": [{"id": "1", "name": "n", "artist": "a"}]}]}]}"#
        if read {
            #expect(try HistoryExport.read(Data(text.utf8), now: Self.now).map(\.chart) == [name])
        } else {
            #expect(throws: HistoryExport.BadFile.self) { try HistoryExport.read(Data(text.utf8), now: Self.now) }
            do { _ = try HistoryExport.read(Data(text.utf8), now: Self.now) } catch {
                #expect(error.description == "charts[0].chart: missing, empty or too long")
            }
        }
    }

    @Test(arguments: [
        ("[1, 2", "it is not a JSON object"),
        ("[]", "it is not a JSON object"),
        (#"{"format": "albums-history", "version": 1, "charts": [{"chart": "x", "editions": []}"#, "it is not JSON (at byte 84)"),
        (#"{"format": "albums-history", "version": 1, "charts": [{"chart": "x", "editions": [}]}"#, "it is not JSON (at byte 82)"),
        (#"{"format": "albums-history", "version": 1, "charts": []} x"#, "it is not JSON (at byte 57): more follows the object"),
        // Between two members, or two charts, a comma and nothing else: the byte in its place is named.
        (#"{"format": "albums-history"x "version": 1, "charts": []}"#, "it is not JSON (at byte 27)"),
        (#"{"format": "albums-history" "version": 1, "charts": []}"#, "it is not JSON (at byte 28)"),
        (#"{"format": "albums-history", "version": 1, "charts": [{"chart": "x", "editions": []}x{"chart": "y", "editions": []}]}"#, "it is not JSON (at byte 84)"),
        (#"{"format": "albums-history", "version": 1, "charts": [], "charts": []}"#, "charts: it comes twice"),
        (#"{"format": "albums-history", "version": 1, "charts": {}}"#, "charts: missing, or not an array"),
        (#"{"charts": [{"chart": "x", "editions": []}], "version": 1}"#, #"format: not "albums-history": it is not an albums history export"#),
        (#"{"version": 1, "charts": []}"#, #"format: not "albums-history": it is not an albums history export"#),
        (#"{"format": "albums-history", "version": 2, "charts": []}"#, "version: version 2 is newer than this albums reads (1); update albums"),
        (#"{"format": "albums-history", "version": 0, "charts": []}"#, "version: version 0 is not one albums knows"),
        (#"{"format": "albums-history", "version": 1}"#, "charts: missing, or not an array"),
        (#"{"format": "albums-history", "version": 1, "charts": [{"chart": "x", "editions": []}, {"chart": "x", "editions": []}]}"#,
         #"charts[1].chart: "x" comes twice"#),
        (#"{"format": "albums-history", "version": 1, "charts": [5]}"#, "charts[0]: not an object"),
        (#"{"format": "albums-history", "version": 1, "charts": [{"chart": "x", "editions": [["2026-11-20T12:00:00Z"]]}]}"#,
         "charts[0].editions[0]: not an object"),
        (#"{"format": "albums-history", "version": 1, "charts": [{"chart": "x", "editions": [{"updated": "2026-11-31", "albums": [{"id": "1", "name": "n", "artist": "a"}]}]}]}"#,
         "charts[0].editions[0].updated: missing, or not an ISO 8601 date such as 2026-11-20T12:00:00Z (offsets within ±14:00)"),
        // Dated as no load would be: later than tomorrow, before 2000, an offset no place has, a 60th second.
        (#"{"format": "albums-history", "version": 1, "charts": [{"chart": "x", "editions": [{"updated": "2026-11-22T12:00:01Z", "albums": [{"id": "1", "name": "n", "artist": "a"}]}]}]}"#,
         "charts[0].editions[0].updated: 2026-11-22T12:00:01Z is later than tomorrow: no chart is published in the future"),
        (#"{"format": "albums-history", "version": 1, "charts": [{"chart": "x", "editions": [{"updated": "1999-12-31T23:59:59Z", "albums": [{"id": "1", "name": "n", "artist": "a"}]}]}]}"#,
         "charts[0].editions[0].updated: 1999-12-31T23:59:59Z is before 2000, older than any chart albums reads"),
        (#"{"format": "albums-history", "version": 1, "charts": [{"chart": "x", "editions": [{"updated": "2026-11-20T12:00:00+25:00", "albums": [{"id": "1", "name": "n", "artist": "a"}]}]}]}"#,
         "charts[0].editions[0].updated: missing, or not an ISO 8601 date such as 2026-11-20T12:00:00Z (offsets within ±14:00)"),
        (#"{"format": "albums-history", "version": 1, "charts": [{"chart": "x", "editions": [{"updated": "2026-11-20T12:00:60Z", "albums": [{"id": "1", "name": "n", "artist": "a"}]}]}]}"#,
         "charts[0].editions[0].updated: missing, or not an ISO 8601 date such as 2026-11-20T12:00:00Z (offsets within ±14:00)"),
        (#"{"format": "albums-history", "version": 1, "charts": [{"chart": "x", "editions": [{"updated": "2026-11-20T12:00:00Z", "albums": [{"id": "1", "name": "n", "artist": "a"}, {"id": "1", "name": "n", "artist": "a"}]}]}]}"#,
         "charts[0].editions[0].albums[1].id: 1 is listed twice in this edition"),
        (#"{"format": "albums-history", "version": 1, "charts": [{"chart": "x", "editions": [{"updated": "2026-11-20T12:00:00Z", "albums": [{"id": "1", "name": "n", "artist": "a"}, "2"]}]}]}"#,
         "charts[0].editions[0].albums[1]: not an object"),
        (#"{"format": "albums-history", "version": 1, "charts": [{"chart": "x", "editions": [{"updated": "2026-11-20T12:00:00Z", "albums": [{"id": "1", "name": 5, "artist": "a"}]}]}]}"#,
         "charts[0].editions[0].albums[0]: its name and artist must both be strings"),
        (#"{"format": "albums-history", "version": 1, "charts": [{"chart": "x", "editions": [{"updated": "2026-11-20T12:00:00Z", "albums": []}]}]}"#,
         "charts[0].editions[0].albums: missing, empty, or not an array"),
    ])
    func aBadFileSaysWhereItIsBad(text: String, said: String) {
        #expect(throws: HistoryExport.BadFile.self) { try HistoryExport.read(Data(text.utf8), now: Self.now) }
        do {
            _ = try HistoryExport.read(Data(text.utf8), now: Self.now)
        } catch {
            #expect(error.description == said)
        }
    }
}

/// An export read a piece at a time reads as it reads whole, however the pieces fall: a byte at a time, seven at a
/// time, or at once; and the pieces of a file are never all held (a piece and a chart are).
@Suite struct HistoryExportStreamTests {
    static let text = HistoryExport.json([HistoryExportTests.history(), PeriodChartTests.history("standard gb")])

    static func pieces(_ text: String, size: Int) -> HistoryExport.Source {
        var rest = ArraySlice(Array(text.utf8))
        return {
            guard !rest.isEmpty else { return nil }
            defer { rest = rest.dropFirst(size) }
            return Array(rest.prefix(size))
        }
    }

    /// A member's name is read to 4 KB, its quotes included: a name of 4,094 bytes (4,096 with them) is read and
    /// passed over as any member albums doesn't know; one byte more is refused, naming what was too large.
    @Test(arguments: [(4093, true), (4094, true), (4095, false)])
    func aMembersNameIsReadToFourKilobytes(length: Int, read: Bool) throws {
        let text = #"{"format": "albums-history", "version": 1, ""# + String(repeating: "n", count: length) + #"": 1, "charts": []}"#
        if read {
            #expect(try HistoryExport.read(Data(text.utf8), now: HistoryExportTests.now).isEmpty)
        } else {
            #expect(throws: HistoryExport.BadFile(place: "a member's name", why: "larger than 4 KB, more than albums reads at once")) {
                try HistoryExport.read(Data(text.utf8), now: HistoryExportTests.now)
            }
        }
    }

    @Test(arguments: [1, 7, 4096, 1 << 20])
    func piecesOfAnySize(size: Int) throws {
        var charts: [HistoryExport.Chart] = []
        try HistoryExport.forEachChart(streaming: Self.pieces(Self.text, size: size), now: HistoryExportTests.now) { charts.append($0) }
        #expect(charts == (try HistoryExport.read(Data(Self.text.utf8), now: HistoryExportTests.now)))
        #expect(charts.map(\.chart) == ["standard us", "standard gb"])
        #expect(try HistoryExport.check(streaming: Self.pieces(Self.text, size: size), now: HistoryExportTests.now) == 2)
    }

    /// Read a piece at a time, what was read is dropped once it is a megabyte: 3 MiB of values in pieces of 64 KiB
    /// never hold more than a megabyte behind the next byte and a piece ahead of it.
    @Test func whatWasReadIsDroppedAtAMegabyte() throws {
        let value = "\"" + String(repeating: "x", count: 1000) + "\""
        let count = 3 * 1024
        var scanner = ExportScanner(source: Self.pieces("[" + Array(repeating: value, count: count).joined(separator: ",") + "]", size: 1 << 16))
        try scanner.expect(UInt8(ascii: "["), "an array")
        var most = 0, values = 0
        while true {
            try scanner.skipSpace()
            _ = try scanner.value(limit: 4096, place: "a value")
            values += 1
            most = max(most, scanner.held)
            try scanner.skipSpace()
            guard try scanner.next("more") == UInt8(ascii: ",") else { break }
        }
        #expect(values == count)
        #expect(most <= (1 << 20) + 1002 + (1 << 16), "a megabyte behind, a value and a piece ahead: \(most)")
        #expect(most > 1 << 20, "nothing is dropped before a megabyte: \(most)")
    }

    /// The members in any order: the charts first, the format and version after them.
    @Test func chartsBeforeTheFormat() throws {
        let text = #"{"charts": [{"chart": "x", "editions": [{"updated": "2026-11-20T12:00:00Z", "albums": [{"id": "1", "name": "n", "artist": "a"}]}]}], "version": 1, "format": "albums-history"}"#
        #expect(try HistoryExport.check(streaming: Self.pieces(text, size: 3), now: HistoryExportTests.now) == 1)
    }

    /// Members albums doesn't know (a later version's, another tool's) are passed over whatever they hold: an array, an
    /// object, a number of several digits, a string, true, null; the charts after them are read.
    @Test func membersOfAnyKindAreSkipped() throws {
        let chart = #"{"chart": "x", "editions": [{"updated": "2026-11-20T12:00:00Z", "albums": [{"id": "1", "name": "n", "artist": "a"}]}]}"#
        let text = #"{"format": "albums-history", "tools": ["albums", "1.0", [2]], "version": 1, "made": {"by": "[x]"}, "# +
            #""count": 123456, "note": "a, b]", "kept": true, "gone": null, "charts": ["# + chart + "]}"
        for size in [1, 5, 1 << 20] {
            #expect(try HistoryExport.check(streaming: Self.pieces(text, size: size), now: HistoryExportTests.now) == 1, "\(size)")
        }
    }

    /// A source's own error (a file that can't be read part way) passes through, not as a bad file.
    @Test func aSourcesErrorPassesThrough() {
        struct Broken: Error {}
        var given = false
        #expect(throws: Broken.self) {
            try HistoryExport.check(streaming: {
                if given { throw Broken() }
                given = true
                return Array(#"{"format": "albums-history", "#.utf8)
            }, now: HistoryExportTests.now)
        }
    }

    /// A member albums doesn't know is read up to a mebibyte: its value at exactly 1 MiB is passed over, one byte more
    /// is refused where it is; a string or a number alike.
    @Test func anUnknownMemberAtItsLimitAndOneOver() throws {
        func export(_ value: String) -> String { #"{"format": "albums-history", "version": 1, "note": "# + value + #", "charts": []}"# }
        let string = { (bytes: Int) in "\"" + String(repeating: "n", count: bytes - 2) + "\"" }
        let number = { (bytes: Int) in String(repeating: "7", count: bytes) }
        for value in [string(1 << 20), number(1 << 20), string((1 << 20) - 1)] {
            #expect(try HistoryExport.check(streaming: Self.pieces(export(value), size: 1 << 16), now: HistoryExportTests.now) == 0)
        }
        for value in [string((1 << 20) + 1), number((1 << 20) + 1)] {
            #expect(throws: HistoryExport.BadFile(place: "note", why: "larger than 1 MB, more than albums reads at once")) {
                try HistoryExport.check(streaming: Self.pieces(export(value), size: 1 << 16), now: HistoryExportTests.now)
            }
        }
    }

    /// Where each limit is: a chart of 64 MB is read, one byte more is refused.
    @Test func aChartAtTheLimitAndOneOver() throws {
        func export(chartBytes: Int) -> String {
            let head = #"{"chart": "x", "editions": [{"updated": "2026-11-20T12:00:00Z", "albums": [{"id": "1", "name": ""#
            let tail = #"", "artist": "a"}]}]}"#
            let name = String(repeating: "n", count: chartBytes - head.utf8.count - tail.utf8.count)
            return #"{"format": "albums-history", "version": 1, "charts": ["# + head + name + tail + "]}"
        }
        #expect(try HistoryExport.check(streaming: Self.pieces(export(chartBytes: HistoryExport.chartLimit), size: 1 << 20), now: HistoryExportTests.now) == 1)
        #expect(throws: HistoryExport.BadFile(place: "charts[0]", why: "larger than 64 MB, more than albums reads at once")) {
            try HistoryExport.check(streaming: Self.pieces(export(chartBytes: HistoryExport.chartLimit + 1), size: 1 << 20), now: HistoryExportTests.now)
        }
    }
}

/// Names with backslashes and quotes in an export: the scanner finds each value's end past every escape (an escaped
/// backslash before the closing quote included), and the names read back as written.
@Suite struct HistoryExportEscapesTests {
    @Test(arguments: [#"back\"#, #"\\"#, #"say "hi""#, #"\"quoted\""#, "tab\there", #"a\\"b"#])
    func escapedNamesReadBack(name: String) throws {
        var history = ChartHistory(chart: "standard us")
        history.record(updated: HistoryExportTests.now - 86_400, albums: [Album(kept: "1", name: name, artist: name, rank: 1), Album(kept: "2", name: "Two", artist: "B", rank: 2)])
        let text = HistoryExport.json([history])
        for size in [1, 3, 1 << 20] {
            var rest = ArraySlice(Array(text.utf8))
            var charts: [HistoryExport.Chart] = []
            try HistoryExport.forEachChart(streaming: {
                guard !rest.isEmpty else { return nil }
                defer { rest = rest.dropFirst(size) }
                return Array(rest.prefix(size))
            }, now: HistoryExportTests.now) { charts.append($0) }
            #expect(charts.first?.editions.first?.albums.first?.name == name && charts.first?.editions.first?.albums.first?.artist == name, "\(size)")
            #expect(charts.first?.editions.first?.albums.count == 2)
        }
    }
}
