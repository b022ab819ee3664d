import AlbumsCore
import AlbumsEssentials
import Synchronization

/// A page of the site: where it goes (relative to the site's folder) and its HTML.
package struct SitePage: Equatable, Sendable {
    package var path: String
    package var html: String

    package init(path: String, html: String) {
        self.path = path
        self.html = html
    }

    /// How many folders below the index it is: how its links climb back.
    package var depth: Int { path.split(separator: "/").count - 1 }

    /// A whole HTML5 document: the site's stylesheet and script, links back
    /// to the index and the lists, `title` (escaped here) and `main` (already HTML).
    package static func document(path: String, title: String, main: String) -> SitePage {
        let depth = path.split(separator: "/").count - 1
        let up = { (target: String) in SitePaths.link(target, from: depth) }
        let html = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="albums site">
            <title>\(HTML.text(title)) · albums</title>
            <link rel="stylesheet" href="\(up(SiteAssets.stylesheetPath))">
            </head>
            <body>
            <header><nav><a href="\(up(SitePaths.index))">Worldwide</a> <a href="\(up(SitePaths.index))#charts">Charts</a> <a href="\(up(SitePaths.index))#periods">Periods</a> <a href="\(up(SitePaths.artists))">Artists</a></nav></header>
            <main>
            <h1>\(HTML.text(title))</h1>
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
        guard let movement else { return .text("") }
        let css: String? = switch movement {
        case .up: "up"
        case .down: "down"
        case .new, .reentry: "new"
        case .same: nil
        }
        let value: Int = switch movement {
        case .up(let places): places
        case .down(let places): -places
        case .new: 1000
        case .reentry: 999
        case .same: 0
        }
        return .number(value, shown: css.map { "<span class=\"\($0)\">\(HTML.text(movement.symbol))</span>" } ?? HTML.text(movement.symbol))
    }

    /// An album's name linked to its page, from a page `depth` down.
    static func album(_ id: String, _ name: String, depth: Int) -> HTML.Cell {
        .text(HTML.link(SitePaths.link(SitePaths.album(id), from: depth), HTML.text(name)), class: "name")
    }

    /// An artist's name linked to their page, from a page `depth` down.
    static func artist(_ name: String, depth: Int) -> HTML.Cell {
        .text(HTML.link(SitePaths.link(SitePaths.artist(name), from: depth), HTML.text(name)), class: "name")
    }

    /// A chart's title linked to its page (made once a chart and depth: every album's page links to every chart it was in).
    static func chart(_ key: String, title: String, depth: Int) -> String {
        let cacheKey = "\(depth)\u{0}\(key)\u{0}\(title)"
        if let known = chartLinks.withLock({ $0[cacheKey] }) { return known }
        let made = HTML.link(SitePaths.link(SitePaths.chart(key), from: depth), HTML.text(title))
        chartLinks.withLock { $0[cacheKey] = made }
        return made
    }

    private static let chartLinks = Mutex<[String: String]>([:])
}
