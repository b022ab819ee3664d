#if canImport(FoundationEssentials)
import AlbumsEssentials
import FoundationEssentials
#else
import Foundation
#endif

/// Reads any generation of Apple's top-albums feed. One bad entry is skipped and
/// counted; a feed where nothing decodes is an error.
///
/// The bytes are read into a `JSONTape`, the feed's outline first and then
/// each entry on its own, and only the fields albums uses become values: a
/// 10,000-album feed lists in half the time `JSONDecoder` took, and its
/// entries are never all held as nodes at once (`bench/feed.sh`). The rules are `Codable`'s: a
/// key that must be there and isn't, or a value of the wrong type, costs its
/// entry; an optional key may be missing or null.
public enum FeedDecoder {
    public static func decode(_ data: Data) throws -> DecodedFeed {
        try JSONBody.check(data)
        let feed: DecodedFeed
        do {
            feed = try data.withUnsafeBytes { raw in
                // The feed's outline (root, feed, its keys, each entry's extent); each entry is then read on its own.
                try JSONTape.read(raw.bindMemory(to: UInt8.self), storedDepth: 3) { tape in try FeedReader(tape: tape).feed() }
            }
        } catch is JSONTape.Invalid {
            throw FeedDecodingError.invalidJSON
        }
        if feed.albums.isEmpty && feed.skipped > 0 {
            throw FeedDecodingError.noAlbumDecoded(skipped: feed.skipped)
        }
        return feed
    }
}

/// The feed's shapes, read off the tape.
struct FeedReader {
    let tape: JSONTape

    /// A value that fails its entry: missing, or of the wrong type.
    struct Bad: Error {}

    func feed() throws -> DecodedFeed {
        guard let body = tape.member(0, "feed"), tape.kind(body) == .object else { throw FeedDecodingError.notAFeed }
        let updatedNode = tape.member(body, "updated")
        let updated = updatedNode.flatMap { tape.string($0) ?? (try? label($0)) }.flatMap(FeedDate.parse)
        if let results = present(tape.member(body, "results")) {
            // v2 and v1 share their shape; only v1 says what kind each entry is.
            guard let entries = tape.elements(results) else { throw FeedDecodingError.notAFeed }
            var albums: [Album] = []
            albums.reserveCapacity(entries.count)
            var skipped = 0, v1 = false
            for entry in entries {
                guard tape.kind(entry) == .object,
                      let album = try? tape.element(entry, { try FeedReader(tape: $0).chartEntry(0, rank: albums.count + 1) }) else {
                    skipped += 1
                    continue
                }
                albums.append(album.album)
                v1 = v1 || album.kind == "album"
            }
            let country = tape.member(body, "country").flatMap { tape.string($0) }.map { $0.lowercased() }
            return DecodedFeed(albums: albums, skipped: skipped, generation: v1 ? .v1 : .v2, updated: updated, country: country)
        }
        if let entry = present(tape.member(body, "entry")) {
            // Atom as JSON: one entry comes as an object, several as an array.
            var albums: [Album] = [], skipped = 0
            for node in tape.elements(entry) ?? [entry] {
                if tape.kind(node) == .object, let album = try? tape.element(node, { try FeedReader(tape: $0).legacyEntry(0, rank: albums.count + 1) }) {
                    albums.append(album)
                } else {
                    skipped += 1
                }
            }
            return DecodedFeed(albums: albums, skipped: skipped, generation: .legacy, updated: updated)
        }
        // A legacy feed with no entries has no `entry` key at all; its title is still wrapped in a label.
        if (try? label(tape.member(body, "title"))) != nil {
            return DecodedFeed(albums: [], skipped: 0, generation: .legacy, updated: updated)
        }
        throw FeedDecodingError.notAFeed
    }

    /// An entry of the v1 and v2 feeds.
    func chartEntry(_ node: Int, rank: Int) throws -> (album: Album, kind: String?) {
        guard tape.kind(node) == .object else { throw Bad() }
        let genres = try present(tape.member(node, "genres")).map { genres in
            guard let list = tape.elements(genres) else { throw Bad() }
            // A genre without a name is skipped, not the album.
            return list.compactMap { tape.member($0, "name").flatMap(tape.string) }
        }
        let rating = try optionalString(node, "contentAdvisoryRating")
        let album = Album(
            rank: rank, id: try flexibleString(tape.member(node, "id")), name: try string(node, "name"),
            artist: try string(node, "artistName"), artistURL: try optionalString(node, "artistUrl"),
            releaseDate: try optionalString(node, "releaseDate").flatMap(ReleaseDate.day), genres: genres ?? [],
            url: try string(node, "url"), artworkURL: try optionalString(node, "artworkUrl100"),
            // v2 spells it "Explict"; v1 "Explicit"; clean albums have no rating at all.
            explicit: rating?.lowercased().hasPrefix("expl") ?? false,
            copyright: try optionalString(node, "copyright")
        )
        return (album, try optionalString(node, "kind"))
    }

    /// An entry of the legacy feed: every value wrapped in `{"label": …}`.
    func legacyEntry(_ node: Int, rank: Int) throws -> Album {
        guard tape.kind(node) == .object else { throw Bad() }
        let artist = try object(tape.member(node, "im:artist"))
        let artistAttributes = try present(tape.member(artist, "attributes")).map(object)
        let images = try present(tape.member(node, "im:image")).map { images in
            guard let list = tape.elements(images) else { throw Bad() }
            return try list.map(label)
        }
        let category = try present(tape.member(node, "category")).map { try label(object(tape.member(object($0), "attributes"))) }
        let identifier = try object(tape.member(object(tape.member(node, "id")), "attributes"))
        // The links may be missing their list (one object) or be null; each without an href is left out.
        let links = try linkList(tape.member(node, "link"))
        let page = links.first { $0.rel == "alternate" } ?? links.first
        return Album(
            rank: rank, id: try flexibleString(tape.member(identifier, "im:id")), name: try label(tape.member(node, "im:name")),
            artist: try string(artist, "label"), artistURL: try artistAttributes.flatMap { try optionalString($0, "href") },
            releaseDate: try present(tape.member(node, "im:releaseDate")).map(label).flatMap(ReleaseDate.day),
            genres: category.map { [$0] } ?? [], url: page?.href ?? "",
            // The images come smallest first (55, 60, 170 px).
            artworkURL: images?.last, explicit: false, copyright: try present(tape.member(node, "rights")).map(label)
        )
    }

    private func linkList(_ node: Int?) throws -> [(href: String, rel: String?)] {
        guard let node else { throw Bad() }
        let link = { (node: Int) -> (href: String, rel: String?)? in
            guard let attributes = tape.member(node, "attributes"), tape.kind(attributes) == .object,
                  let href = tape.member(attributes, "href").flatMap(tape.string),
                  let rel = try? optionalString(attributes, "rel") else { return nil }
            return (href, rel)
        }
        if let list = tape.elements(node) { return list.compactMap(link) }
        return link(node).map { [$0] } ?? []
    }

    /// The node, unless it is missing or null.
    private func present(_ node: Int?) -> Int? {
        node.flatMap { tape.kind($0) == .null ? nil : $0 }
    }

    private func object(_ node: Int?) throws -> Int {
        guard let node, tape.kind(node) == .object else { throw Bad() }
        return node
    }

    private func string(_ object: Int, _ key: StaticString) throws -> String {
        guard let text = tape.member(object, key).flatMap(tape.string) else { throw Bad() }
        return text
    }

    private func optionalString(_ object: Int, _ key: StaticString) throws -> String? {
        guard let node = present(tape.member(object, key)) else { return nil }
        guard let text = tape.string(node) else { throw Bad() }
        return text
    }

    /// `{"label": "…"}`
    private func label(_ node: Int?) throws -> String {
        try string(object(node), "label")
    }

    /// A string that some answers give as a number.
    private func flexibleString(_ node: Int?) throws -> String {
        guard let node, let text = tape.string(node) ?? tape.int64(node).map(String.init) else { throw Bad() }
        return text
    }
}
