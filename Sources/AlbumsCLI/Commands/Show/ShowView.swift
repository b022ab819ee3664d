import AlbumsCore
import Foundation

/// The render half of `albums show`: one album's details.
public enum ShowView {
    public struct Options: Sendable {
        public var hyperlinks: Bool
        public var locale: Locale
        public var style: Style

        public init(hyperlinks: Bool, locale: Locale, style: Style) {
            self.hyperlinks = hyperlinks
            self.locale = locale
            self.style = style
        }
    }

    public static func render(_ album: Album, options: Options) -> String {
        let style = options.style
        let link = { (url: String) in Hyperlink.wrap(Sanitizer.line(url), url: url, enabled: options.hyperlinks) }
        var rows: [(String, String)] = [
            ("Rank", String(album.rank)),
            (album.displayGenres.count > 1 ? "Genres" : "Genre", album.displayGenres.map(Sanitizer.line).joined(separator: ", ")),
            ("Released", album.releaseDate.map { HumanDate.long($0, locale: options.locale) ?? $0 } ?? "unknown"),
            ("Explicit", album.explicit ? "yes" : "no"),
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
}
