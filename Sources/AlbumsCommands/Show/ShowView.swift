import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform
import AlbumsTerminal

/// The render half of `albums show`: one album's details.
package enum ShowView {
    package struct Options: Sendable {
        package var hyperlinks: Bool
        package var locale: DateLocale
        package var style: Style

        package init(hyperlinks: Bool, locale: DateLocale, style: Style) {
            self.hyperlinks = hyperlinks
            self.locale = locale
            self.style = style
        }
    }

    /// `tracks`: "12 tracks, 43 min" when the track list was at hand.
    package static func render(_ album: Album, tracks: String? = nil, options: Options) -> String {
        let style = options.style
        let link = { (url: String) in Hyperlink.wrap(Sanitizer.line(url), url: url, enabled: options.hyperlinks) }
        var rows: [(String, String)] = [
            ("Rank", album.rank > 0 ? String(album.rank) : "not on the chart"),
        ]
        if let history = album.history { rows.append(("Chart", chart(history, style: style))) }
        rows += [
            (album.displayGenres.count > 1 ? "Genres" : "Genre", album.displayGenres.map(Sanitizer.line).joined(separator: ", ")),
            ("Released", album.releaseDate.map { HumanDate.long($0, locale: options.locale) ?? $0 } ?? "unknown"),
            ("Explicit", album.explicit ? "yes" : "no"),
        ]
        if let tracks { rows.append(("Tracks", tracks)) }
        rows += [
            ("Copyright", album.copyright.map(Sanitizer.line) ?? "unknown"),
            ("Album", link(album.url)),
        ]
        if let artistURL = album.artistURL { rows.append(("Artist", link(artistURL))) }
        if let artwork = album.largeArtworkURL { rows.append(("Artwork", link(artwork))) }
        let width = rows.map(\.0.count).max() ?? 0
        var text = style.bold(Sanitizer.line(album.name)) + "\n" + "by " + Sanitizer.line(album.artist) + "\n\n"
        for (label, value) in rows {
            text += "  " + style.dim(DisplayWidth.pad(label, to: width)) + "  " + value + "\n"
        }
        return text
    }

    /// "▲2 from #5 · peak #1 · 3 days · debut #5 on 2026-11-18": how it moved since the previous edition.
    package static func chart(_ history: AlbumHistory, style: Style) -> String {
        let movement: String
        switch history.movement {
        case .new: movement = "new this edition"
        case .reentry: movement = "back on the chart"
        case .same: movement = style.dim("=") + " unchanged"
        case .up: movement = style.green(history.movement.symbol) + " from #\(history.previousRank ?? 0)"
        case .down: movement = style.red(history.movement.symbol) + " from #\(history.previousRank ?? 0)"
        }
        var line = movement + " · peak #\(history.peakRank) · \(history.days) \(history.days == 1 ? "day" : "days")"
        // Since an earlier edition: where it came in (the row fits 80 columns with the widest numbers: ShowViewTests).
        if history.days > 1 { line += " · debut #\(history.debutRank) on \(FeedDate.day(history.debut))" }
        return line
    }
}
