import Foundation

/// Small feeds written for a test, in each of Apple's three shapes: albums by
/// id, in rank order, and the feed's own `updated` date as Apple spells it.
public enum FeedText {
    /// v2: `"updated": "Fri, 13 Nov 2026 12:00:00 +0000"`.
    /// `country`: the store the feed says it is (Apple's feeds always say).
    public static func v2(updated: String?, ids: [String], country: String? = nil) -> String {
        let results = ids.map { id in
            #"{"artistName": "Artist \#(id)", "id": "\#(id)", "name": "Album \#(id)", "releaseDate": "2026-01-01", "kind": "albums", "#
                + #""artworkUrl100": "https://is1-ssl.mzstatic.com/image/thumb/x/\#(id)/100x100bb.jpg", "genres": [], "#
                + #""url": "https://music.apple.com/us/album/x/\#(id)"}"#
        }
        let date = updated.map { #""updated": "\#($0)", "# } ?? ""
        let store = country.map { #""country": "\#($0)", "# } ?? ""
        return #"{"feed": {"title": "Top Albums", \#(date)\#(store)"results": [\#(results.joined(separator: ", "))]}}"#
    }

    /// v1: `"updated": "2019-05-17T01:42:26.000-07:00"`, entries of kind "album".
    public static func v1(updated: String, ids: [String]) -> String {
        let results = ids.map { id in
            #"{"artistName": "Artist \#(id)", "id": "\#(id)", "name": "Album \#(id)", "releaseDate": "2019-01-01", "kind": "album", "#
                + #""copyright": "℗ 2019 Label", "genres": [], "url": "https://itunes.apple.com/us/album/x/\#(id)"}"#
        }
        return #"{"feed": {"title": "Top Albums", "updated": "\#(updated)", "results": [\#(results.joined(separator: ", "))]}}"#
    }

    /// Legacy: every value in a label, `"updated": {"label": "2021-09-06T13:57:56-07:00"}`.
    public static func legacy(updated: String, ids: [String]) -> String {
        let entries = ids.map { id in
            #"{"im:name": {"label": "Album \#(id)"}, "im:artist": {"label": "Artist \#(id)"}, "#
                + #""id": {"label": "https://music.apple.com/us/album/x/\#(id)", "attributes": {"im:id": "\#(id)"}}, "#
                + #""link": {"attributes": {"rel": "alternate", "type": "text/html", "href": "https://music.apple.com/us/album/x/\#(id)"}}, "#
                + #""category": {"attributes": {"term": "Pop", "label": "Pop"}}}"#
        }
        return #"{"feed": {"title": {"label": "iTunes Store: Top Albums"}, "updated": {"label": "\#(updated)"}, "entry": [\#(entries.joined(separator: ", "))]}}"#
    }
}
