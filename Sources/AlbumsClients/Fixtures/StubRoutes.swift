import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform

/// Which embedded fixture answers which URL in the stub session. Each route
/// mimics the Apple endpoint it stands in for, quirks included.
enum StubRoutes {
    /// Fixed, so that stub output never depends on when it runs.
    static let date = "Fri, 20 Nov 2026 12:00:00 GMT"

    /// The demo feeds live under a host that never resolves; only the fixtures answer it.
    static func ownsHost(of url: URL) -> Bool {
        url.host?.lowercased() == FeedChoice.fixtureHost
    }

    static func response(for url: URL) -> HTTPResponse? {
        guard let host = url.host?.lowercased() else { return nil }
        let path = url.path
        if ownsHost(of: url) {
            return file(path.hasPrefix("/") ? String(path.dropFirst()) : path, url: url, type: "application/json")
        }
        if host == "rss.applemarketingtools.com", isChart(path) {
            let country = String(path.split(separator: "/")[2]).lowercased()
            guard country != "us" else { return file("feeds/most-played.json", url: url, type: "application/json") }
            return usParts.map { ok(url, body: $0.chart(for: country), type: "application/json") }
        }
        if host == "itunes.apple.com" || host == "api.stub.albums.invalid" {
            if path == "/lookup" { return lookup(url) }
            if path == "/search" { return search(url) }
        }
        if host.hasSuffix(".mzstatic.com"), let cover = coverNumber(in: path) {
            return file("artwork/cover-\(cover).jpg", url: url, type: "image/jpeg")
        }
        return nil
    }

    /// Another store's chart, made from the US snapshot so that `compare` has
    /// something to show offline: the albums move a few places up or down, and
    /// about one in seven (which, fixed by the country) sinks to the bottom, so
    /// that it is missing from a shorter chart. Still 100 albums; the same
    /// country always gets the same chart. The snapshot is taken apart once:
    /// JSONSerialization takes milliseconds a feed, and `albums world` asks
    /// for 170 stores' charts.
    private static let usParts = Fixtures.data("feeds/most-played.json").flatMap(StoreChartParts.init)

    /// A snapshot as its text around the album list and the country, and each
    /// album's own text, to put together in any store's order.
    struct StoreChartParts: Sendable {
        var head: String
        var tail: String
        var albums: [(number: Int, text: String)]

        static let countryMark = "albums-stub-country", resultsMark = "[\"albums-stub-results\"]"

        init?(_ snapshot: Data) {
            guard var document = JSONAny.parse(snapshot) as? [String: Any],
                  var feed = document["feed"] as? [String: Any], let results = feed["results"] as? [[String: Any]] else { return nil }
            var albums: [(number: Int, text: String)] = []
            for (rank, album) in results.enumerated() {
                guard let data = JSONAny.data(album) else { return nil }
                albums.append((Int((album["id"] as? String ?? "").suffix(6)) ?? rank, String(decoding: data, as: UTF8.self)))
            }
            feed["results"] = ["albums-stub-results"]
            feed["country"] = Self.countryMark
            document["feed"] = feed
            guard let data = JSONAny.data(document) else { return nil }
            let text = String(decoding: data, as: UTF8.self)
            guard let results = text.firstRange(of: Self.resultsMark) else { return nil }
            head = String(text[..<results.lowerBound])
            tail = String(text[results.upperBound...])
            self.albums = albums
        }

        func chart(for country: String) -> Data {
            let seed = country.unicodeScalars.reduce(0) { $0 * 31 + Int($1.value) }
            let order = albums.enumerated().map { rank, album -> (key: Int, text: String) in
                let sinks = (album.number + seed) % 7 == 0
                return ((sinks ? 10_000 : 0) + rank * 10 + ((album.number * 13 + seed) % 61) - 30, album.text)
            }
            let list = "[" + order.sorted { $0.key < $1.key }.map(\.text).joined(separator: ",") + "]"
            let text = (head + list + tail).replacing("\"" + Self.countryMark + "\"", with: "\"" + country + "\"")
            return Data(text.utf8)
        }
    }

    /// `/api/v2/{cc}/music/most-played/{n}/albums.json`; the US snapshot, or a store's chart made from it.
    private static func isChart(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        return parts.count == 7 && parts[0] == "api" && parts[1] == "v2" && parts[3] == "music"
            && parts[4] == "most-played" && Int(parts[5]) != nil && parts[6] == "albums.json"
    }

    private static func coverNumber(in path: String) -> String? {
        // "/cover-NN.jpg/": by hand, not a regex (a literal is parsed again each call, and the site asks for hundreds).
        // The last part is the file, never the folder: URL's path has no "/" at its end.
        let parts = path.split(separator: "/")
        for part in parts.dropLast() where part.utf8.count == 12 && part.hasPrefix("cover-") && part.hasSuffix(".jpg") {
            let digits = part.dropFirst(6).prefix(2)
            if digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }) { return String(digits) }
        }
        return nil
    }

    private static func file(_ path: String, url: URL, type: String) -> HTTPResponse? {
        Fixtures.data(path).map { ok(url, body: $0, type: type) }
    }

    static func ok(_ url: URL, body: Data, type: String) -> HTTPResponse {
        HTTPResponse(url: url, status: 200, headers: ["Content-Type": type, "Date": date], body: body)
    }

    private static func query(_ url: URL, _ name: String) -> String? {
        URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == name }?.value
    }

    /// The Lookup API: every requested id that is a stub album, in the order asked;
    /// with `entity=song`, each album followed by its tracks, and a track id as itself.
    private static func lookup(_ url: URL) -> HTTPResponse? {
        let fixtures = LookupFixtures.shared
        guard !fixtures.albums.isEmpty else { return nil }
        let ids = (query(url, "id") ?? "").split(separator: ",").map { String($0) }
        let album = { (id: String) in fixtures.albums[id] }
        var found: [[String: Any]] = []
        if query(url, "entity") == "song" {
            let tracks = LookupFixtures.tracks
            for id in ids {
                if let collection = album(id) {
                    found.append(collection)
                    found += StubTracks.results(for: collection, StubTracks.discs(StubTracks.line(id, in: tracks)))
                } else if let track = StubTracks.track(id, in: tracks, albums: album) {
                    found.append(track)
                }
            }
        } else {
            found = ids.compactMap(album)
        }
        let answer: [String: Any] = ["resultCount": found.count, "results": found]
        guard let body = JSONAny.data(answer) else { return nil }
        return ok(url, body: "\n\n\n".utf8Data + body, type: "text/javascript; charset=utf-8")
    }

    /// The Lookup API's fixtures, parsed once a run (`show` asks twice: for the
    /// copyright, then for the tracks at hand). Never changed once made, so
    /// sharing them between threads is safe.
    private struct LookupFixtures: @unchecked Sendable {
        /// The albums of `lookup/collections.json`, by collection id.
        let albums: [String: [String: Any]]
        /// Every stub album's tracks, a line each, unparsed; read only for `entity=song`.
        static let tracks = StubTracks.text()

        static let shared = LookupFixtures()

        private init() {
            let all = Fixtures.data("lookup/collections.json").flatMap { JSONAny.parse($0) as? [[String: Any]] } ?? []
            var albums: [String: [String: Any]] = [:]
            for album in all {
                if let id = JSONAny.int(album["collectionId"]).map(String.init), albums[id] == nil { albums[id] = album }
            }
            self.albums = albums
        }
    }

    /// The Search API: a fixture for a few terms; any other term finds nothing.
    private static func search(_ url: URL) -> HTTPResponse? {
        let term = query(url, "term") ?? ""
        let entity = query(url, "entity") ?? "album"
        let body = Fixtures.data("search/\(entity)-\(slug(term)).json")
            ?? "\n\n\n{\n \"resultCount\":0,\n \"results\": []\n}\n".utf8Data
        return ok(url, body: body, type: "text/javascript; charset=utf-8")
    }

    /// The file-name form of a search term (matches `search_slug` in Fixtures/generate.py).
    static func slug(_ term: String) -> String {
        // Trimmed as Python's strip() trims: spaces and line breaks.
        term.trimmed().lowercased().map { character -> String in
            character.isASCII && (character.isLetter || character.isNumber)
                ? String(character)
                : String(decoding: HexDigits.of(Array(character.utf8)), as: UTF8.self)
        }.joined()
    }
}

extension HTTPTransport {
    /// The embedded fixtures. A URL no fixture answers is an error that names it.
    public static let stub = HTTPTransport(servesFixtures: true) { request in
        guard let response = StubRoutes.response(for: request.url) else {
            throw TransportError.noFixture(request.url)
        }
        return response
    }
}
