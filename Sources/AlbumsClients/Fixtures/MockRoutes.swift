import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform

/// What answers every request in the mock world: any chart is preview's mock
/// albums (a feed in the current format, for the store its URL names); the
/// catalog knows none of them (no tracks, no copyright it doesn't already
/// have, no search results); their covers are the stub's.
enum MockRoutes {
    static func response(for url: URL) -> HTTPResponse {
        let host = url.host?.lowercased() ?? ""
        if host == "itunes.apple.com" || host == "api.stub.albums.invalid" {
            return StubRoutes.ok(url, body: Data(#"{"resultCount":0,"results":[]}"#.utf8), type: "text/javascript; charset=utf-8")
        }
        if host.hasSuffix(".mzstatic.com"), let cover = StubRoutes.response(for: url) {
            return cover
        }
        return StubRoutes.ok(url, body: Data(feed(country: country(in: url)).rendered().utf8), type: "application/json")
    }

    /// The store a chart's URL names (…/us/music/most-played/…), else the US.
    static func country(in url: URL) -> String {
        url.path.split(separator: "/").map(String.init).first { Countries.normalize($0) != nil }?.lowercased() ?? "us"
    }

    /// The mock albums as Apple's current feed writes them.
    static func feed(country: String) -> JSON {
        let results = Album.mocks.map { album -> JSON in
            var members: [JSON.Member] = [
                .init("artistName", .string(album.artist)), .init("id", .string(album.id)), .init("name", .string(album.name)),
                .init("kind", .string("albums")), .init("url", .string(album.url)),
                .init("genres", .array(album.genres.map { .object([.init("name", .string($0))]) })),
            ]
            if let date = album.releaseDate { members.append(.init("releaseDate", .string(date))) }
            if let artistURL = album.artistURL { members.append(.init("artistUrl", .string(artistURL))) }
            if let artwork = album.artworkURL { members.append(.init("artworkUrl100", .string(artwork))) }
            if album.explicit { members.append(.init("contentAdvisoryRating", .string("Explict"))) }
            if let copyright = album.copyright { members.append(.init("copyright", .string(copyright))) }
            return .object(members)
        }
        return .object([.init("feed", .object([
            .init("title", .string("Top Albums")), .init("country", .string(country)),
            .init("updated", .string("Fri, 20 Nov 2026 12:00:00 +0000")), .init("results", .array(results)),
        ]))])
    }
}

extension HTTPTransport {
    /// The mock world's answers (`MockRoutes`): nothing leaves the process.
    public static let mock = HTTPTransport(servesFixtures: true) { request in
        MockRoutes.response(for: request.url)
    }
}
