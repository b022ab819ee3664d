import Foundation

/// The stub albums' tracks (`Fixtures/stub/lookup/tracks.json`, compact: per
/// album, per disc, `[name, artist or null, milliseconds, explicit, preview,
/// video]`), turned into the track objects of Apple's Lookup answer, as
/// `track_results` in Fixtures/generate.py makes them for the test fixtures.
/// Track k of an album has the id album id + k.
enum StubTracks {
    typealias Discs = [[[Any]]]

    static func load() -> [String: Discs] {
        guard let data = Fixtures.data("lookup/tracks.json"),
              let tracks = try? JSONSerialization.jsonObject(with: data) as? [String: Discs] else { return [:] }
        return tracks
    }

    static func results(for album: [String: Any], _ discs: Discs) -> [[String: Any]] {
        guard let albumID = (album["collectionId"] as? NSNumber)?.intValue else { return [] }
        var results: [[String: Any]] = []
        var number = 0
        for (discIndex, tracks) in discs.enumerated() {
            for (index, track) in tracks.enumerated() {
                number += 1
                guard track.count == 6, let name = track[0] as? String, let millis = (track[2] as? NSNumber)?.intValue else { continue }
                let trackID = albumID + number
                let explicit = (track[3] as? NSNumber)?.boolValue ?? false
                let preview = (track[4] as? NSNumber)?.boolValue ?? false
                let video = (track[5] as? NSNumber)?.boolValue ?? false
                let page = ((album["collectionViewUrl"] as? String) ?? "").replacingOccurrences(of: "?uo=4", with: "") + "?i=\(trackID)&uo=4"
                var result: [String: Any] = [
                    "wrapperType": "track", "kind": video ? "music-video" : "song", "collectionId": albumID, "trackId": trackID,
                    "artistName": (track[1] as? String) ?? album["artistName"] ?? "", "collectionName": album["collectionName"] ?? "",
                    "trackName": name, "collectionCensoredName": album["collectionName"] ?? "", "trackCensoredName": name,
                    "collectionViewUrl": page, "trackViewUrl": page, "artworkUrl100": album["artworkUrl100"] ?? "",
                    "collectionPrice": 9.99, "trackPrice": 1.29, "releaseDate": album["releaseDate"] ?? "",
                    "collectionExplicitness": album["collectionExplicitness"] ?? "notExplicit",
                    "trackExplicitness": explicit ? "explicit" : "notExplicit", "discCount": discs.count, "discNumber": discIndex + 1,
                    "trackCount": tracks.count, "trackNumber": index + 1, "trackTimeMillis": millis, "country": "USA", "currency": "USD",
                    "primaryGenreName": album["primaryGenreName"] ?? "Music", "isStreamable": true,
                ]
                if let artistID = album["artistId"] { result["artistId"] = artistID }
                if let artistPage = album["artistViewUrl"] { result["artistViewUrl"] = artistPage }
                if preview {
                    result["previewUrl"] = video
                        ? "https://video-ssl.itunes.apple.com/apple-assets/stub/\(trackID).m4v"
                        : "https://audio-ssl.itunes.apple.com/itunes-assets/AudioPreview/stub/\(trackID).m4a"
                }
                results.append(result)
            }
        }
        return results
    }

    /// The track with this id, from whichever stub album it is on.
    static func track(_ id: String, in tracks: [String: Discs], albums: (String) -> [String: Any]?) -> [String: Any]? {
        guard let trackID = Int(id) else { return nil }
        for (albumID, discs) in tracks {
            guard let start = Int(albumID), trackID > start, trackID - start <= discs.reduce(0, { $0 + $1.count }),
                  let album = albums(albumID) else { continue }
            return results(for: album, discs).first { ($0["trackId"] as? Int) == trackID }
        }
        return nil
    }
}
