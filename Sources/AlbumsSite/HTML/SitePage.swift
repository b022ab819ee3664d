import AlbumsCore
import AlbumsEssentials

/// A page of the site: where it goes (relative to the site's folder) and its
/// text. A page's text is an HTML document made of `HTML` values, or one of
/// the site's own assets spelt out in the code: never a string made at run time.
package struct SitePage: Equatable, Sendable {
    package let path: String
    package let html: String

    /// A page of markup.
    package init(path: String, html: HTML) {
        self.path = path
        self.html = html.markup
    }

    /// One of the site's own files, spelt out in the code (the stylesheet, the script).
    package static func asset(path: String, _ text: StaticString) -> SitePage {
        SitePage(path: path, html: HTML(markup: text))
    }

    /// How many folders below the index it is: how its links climb back.
    package var depth: Int { path.split(separator: "/").count - 1 }

    /// A whole HTML5 document: the site's stylesheet and script, links back
    /// to the index and the lists, `title` (escaped here) and `main`.
    package static func document(path: String, title: String, main: HTML) -> SitePage {
        let depth = path.split(separator: "/").count - 1
        let up = { (target: String) in SitePaths.link(target, from: depth) }
        let html: HTML = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="albums site">
            <title>\(title) · albums</title>
            <link rel="stylesheet" href="\(up(SiteAssets.stylesheetPath))">
            </head>
            <body>
            <header><nav><a href="\(up(SitePaths.index))">Worldwide</a> <a href="\(up(SitePaths.index))#charts">Charts</a> <a href="\(up(SitePaths.index))#periods">Periods</a> <a href="\(up(SitePaths.artists))">Artists</a></nav></header>
            <main>
            <h1>\(title)</h1>
            \(main)
            </main>
            <footer>Made by <code>albums site</code> from the charts albums kept on this machine. Album and artist pages link to Apple Music.</footer>
            <script src="\(up(SiteAssets.scriptPath))"></script>
            </body>
            </html>

            """
        return SitePage(path: path, html: html)
    }
}

extension SitePaths {
    /// The list of every artist.
    package static let artists = "artists/index.html"
}

/// How the pages write what every page writes the same way.
enum SiteText {
    /// "2026-11-20" (UTC).
    static func day(_ seconds: Int64) -> String { FeedDate.day(seconds) }

    /// A movement cell: ▲3 in green, ▼12 in red, NEW in bold; sorted by the climb (new ones first).
    static func movement(_ movement: Movement?) -> HTML.Cell {
        guard let movement else { return .text(HTML()) }
        let value: Int = switch movement {
        case .up(let places): places
        case .down(let places): -places
        case .new: 1000
        case .reentry: 999
        case .same: 0
        }
        let symbol = movement.symbol
        let shown: HTML = switch movement {
        case .up: "<span class=\"up\">\(symbol)</span>"
        case .down: "<span class=\"down\">\(symbol)</span>"
        case .new, .reentry: "<span class=\"new\">\(symbol)</span>"
        case .same: "\(symbol)"
        }
        return .number(value, shown: shown)
    }

    /// An album's name linked to its page, from a page `depth` down.
    static func album(_ id: String, _ name: String, depth: Int) -> HTML.Cell {
        .text(HTML.link(SitePaths.link(SitePaths.album(id), from: depth), name), class: "name")
    }

    /// An artist's name linked to their page, from a page `depth` down.
    static func artist(_ name: String, depth: Int, names: SiteData.Names) -> HTML.Cell {
        .text(HTML.link(SitePaths.link(names.artistPath(name), from: depth), name), class: "name")
    }
}
