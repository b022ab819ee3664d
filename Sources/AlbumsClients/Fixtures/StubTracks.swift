import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform

/// The stub albums' tracks (`Fixtures/stub/lookup/tracks.txt`: a line an
/// album, its id, a tab, then per disc `[name, artist or null, milliseconds,
/// explicit, preview, video]` as compact JSON), turned into the track objects
/// of Apple's Lookup answer, as `track_results` in Fixtures/generate.py makes
/// them for the test fixtures. Track k of an album has the id album id + k.
/// Only the line asked for is parsed.
enum StubTracks {
    typealias Discs = [[[Any]]]

    /// The whole file, as text.
    static func text() -> String {
        Fixtures.data("lookup/tracks.txt").map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// The JSON of an album's discs: the rest of the line that starts with its id and a tab.
    static func line(_ albumID: String, in text: String) -> Substring? {
        let key = albumID + "\t"
        let start: String.Index
        if text.hasPrefix(key) {
            start = text.startIndex
        } else if let found = text.firstRange(of: "\n" + key) {
            start = text.index(after: found.lowerBound)
        } else {
            return nil
        }
        let discs = text.index(start, offsetBy: key.count)
        return text[discs..<(text[discs...].firstIndex(of: "\n") ?? text.endIndex)]
    }

    /// Every album id in the file, in its order.
    static func albumIDs(in text: String) -> [Substring] {
        text.split(separator: "\n").compactMap { line in line.firstIndex(of: "\t").map { line[..<$0] } }
    }

    /// An album's discs, from its line.
    static func discs(_ line: Substring?) -> Discs {
        guard let line, let discs = JSONAny.parse(String(line).utf8Data) as? Discs else { return [] }
        return discs
    }

    static func results(for album: [String: Any], _ discs: Discs) -> [[String: Any]] {
        guard let albumID = JSONAny.int(album["collectionId"]) else { return [] }
        var results: [[String: Any]] = []
        var number = 0
        for (discIndex, tracks) in discs.enumerated() {
            for (index, track) in tracks.enumerated() {
                number += 1
                guard track.count == 6, let name = track[0] as? String, let millis = JSONAny.int(track[2]) else { continue }
                let trackID = albumID + number
                let explicit = JSONAny.bool(track[3]) ?? false
                let preview = JSONAny.bool(track[4]) ?? false
                let video = JSONAny.bool(track[5]) ?? false
                let page = ((album["collectionViewUrl"] as? String) ?? "").replacing("?uo=4", with: "") + "?i=\(trackID)&uo=4"
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

    /// The track with this id, from whichever stub album it is on (an album's
    /// id is below its tracks' by at most its track count).
    static func track(_ id: String, in text: String, albums: (String) -> [String: Any]?) -> [String: Any]? {
        guard let trackID = Int(id) else { return nil }
        for albumID in albumIDs(in: text).map(String.init) {
            guard let start = Int(albumID), trackID > start, trackID - start <= maximumTracks, let album = albums(albumID) else { continue }
            let discs = discs(line(albumID, in: text))
            guard trackID - start <= discs.reduce(0, { $0 + $1.count }) else { continue }
            return results(for: album, discs).first { ($0["trackId"] as? Int) == trackID }
        }
        return nil
    }

    /// More tracks than any stub album has, to skip the albums a track id can't be on without parsing them.
    static let maximumTracks = 200
}
