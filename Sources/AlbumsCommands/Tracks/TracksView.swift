import AlbumsCore
import AlbumsEssentials
import AlbumsShape
import AlbumsTerminal

/// The render half of `albums tracks`.
package enum TracksView {
    package static func render(_ list: TrackList, json fields: [String]?, plain: Bool, columns: Int, style: Style) -> Output {
        if let fields {
            let notice = list.tracks.isEmpty ? empty(list) : ""
            return Output(stdout: JSON.array(list.tracks.map(\.json)).selecting(fields).rendered(), stderr: notice)
        }
        if list.tracks.isEmpty { return Output(stderr: empty(list)) }
        if plain { return Output(stdout: list.tracks.map(plainLine).joined()) }
        return Output(stdout: text(list, columns: columns, style: style))
    }

    package static func empty(_ list: TrackList) -> String {
        "The catalog lists no tracks for \(Sanitizer.line(list.albumName)) (\(list.albumID)).\n"
    }

    /// disc, number, id, name, artist, length, E when explicit, preview URL.
    static func plainLine(_ track: Track) -> String {
        Sanitizer.fields([String(track.disc), String(track.number), track.id, track.name, track.artist, track.length, track.explicit ? "E" : "", track.previewURL ?? ""]) + "\n"
    }

    /// The album and its length, then a table per disc ("Disc 2" headings only when there are several).
    package static func text(_ list: TrackList, columns: Int, style: Style) -> String {
        var text = style.bold(Sanitizer.line(list.albumName)) + " — " + Sanitizer.line(list.artist) + "\n" + list.summary + "\n"
        // One table for every disc, so that their columns line up; its header repeats under each disc's heading.
        let showsArtist = list.tracks.contains { $0.artist != list.artist }
        let lines = table(list.tracks, artist: showsArtist ? list.artist : nil).render(maxWidth: columns, style: style)
            .split(separator: "\n", omittingEmptySubsequences: false).map { $0 + "\n" }
        // Track i is the table's line i + 1, after the header.
        let byDisc = Dictionary(grouping: list.tracks.indices, by: { list.tracks[$0].disc }).sorted { $0.key < $1.key }
        for (disc, tracks) in byDisc {
            text += "\n"
            if byDisc.count > 1 { text += style.bold("Disc \(disc)") + "\n" }
            text += lines[0] + tracks.map { lines[$0 + 1] }.joined()
        }
        if list.tracks.contains(where: { $0.previewURL != nil }) {
            text += "\n" + style.dim("▶ a 30-second preview: albums play \(list.albumID) [--track N]") + "\n"
        }
        return text
    }

    /// `artist`: the album's, when some tracks have another (shown for those only); the E column only when a track is explicit.
    package static func table(_ tracks: [Track], artist: String?) -> Table {
        let explicit = tracks.contains(where: \.explicit)
        return Table(
            columns: [.init("#", rightAligned: true, minWidth: 1)] + (explicit ? [.init("", minWidth: 1)] : []) + [.init("Title", flexible: true, minWidth: 12)]
                + (artist == nil ? [] : [.init("Artist", flexible: true, minWidth: 10, dropPriority: 1)])
                + [.init("Time", rightAligned: true, minWidth: 4), .init("", minWidth: 1)],
            rows: tracks.map { track in
                let name = track.isVideo ? track.name + " (video)" : track.name
                let other = artist.map { track.artist == $0 ? [""] : [track.artist] } ?? []
                return ([String(track.number)] + (explicit ? [track.explicit ? "E" : ""] : []) + [name] + other + [track.duration == nil ? "–" : track.length, track.previewURL == nil ? "" : "▶"])
                    .map(Sanitizer.line)
            }
        )
    }
}
