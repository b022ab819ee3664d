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

    /// A whole HTML5 document: the site's stylesheet and script, a link past
    /// the navigation, links back to the index and the lists, `title` (escaped
    /// here: the page's own, unique in the site), `heading` (the title again
    /// unless given), a description for search engines and shares, `main`.
    package static func document(path: String, title: String, heading: HTML? = nil, description: String, main: HTML, site: SiteFrame) -> SitePage {
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
            <meta name="description" content="\(description)">
            \(site.head(path: path, title: title, description: description))<link rel="stylesheet" href="\(up(SiteAssets.stylesheetPath))">
            <link rel="icon" href="\(up(SiteAssets.iconPath))" type="image/svg+xml">
            </head>
            <body>
            <a class="skip" href="#main">Skip to the content</a>
            <header><nav aria-label="The site"><a href="\(up(SitePaths.index))">Worldwide</a> <a href="\(up(SitePaths.index))#charts">Charts</a> <a href="\(up(SitePaths.index))#periods">Periods</a> <a href="\(up(SitePaths.artists))">Artists</a></nav></header>
            <main id="main">
            <h1>\(heading ?? HTML(escaping: title))</h1>
            \(main)
            </main>
            <footer>\(site.footer)</footer>
            <script src="\(up(SiteAssets.scriptPath))"></script>
            </body>
            </html>

            """
        return SitePage(path: path, html: html)
    }
}

/// What every page of one site says the same way: when its charts are from,
/// and where the site is published (`--base-url`: canonical links and shares).
package struct SiteFrame: Sendable {
    /// The newest kept edition the page is made from (nil: none): each page says its own, so that a page a new
    /// edition doesn't change isn't written again for its footer.
    package var updated: Int64?
    /// Where the site is published ("https://charts.example/"), with a slash at its end; nil: the pages name no host.
    package var baseURL: String?

    package init(updated: Int64?, baseURL: String? = nil) {
        self.updated = updated
        self.baseURL = baseURL
    }

    /// The same site's frame for a page whose newest edition is `updated` (nil: the site's newest).
    package func dated(_ updated: Int64?) -> SiteFrame {
        SiteFrame(updated: updated ?? self.updated, baseURL: baseURL)
    }

    /// The footer: what made the page and from what, with its newest edition's date.
    var footer: HTML {
        let when: HTML = updated.map { "<time datetime=\"\(FeedDate.iso($0))\">\(FeedDate.day($0))</time>" } ?? "no chart yet"
        return "Made by <code>albums site</code> from the charts albums kept on this machine; the newest edition on this page is of \(when). Album pages link to Apple Music; artist pages do where a feed gave a link."
    }

    /// What a published site's page says of itself: its canonical address and what a share shows.
    func head(path: String, title: String, description: String) -> HTML {
        guard let baseURL else { return HTML() }
        let address = baseURL + (path == SitePaths.index ? "" : path)
        return """
            <link rel="canonical" href="\(address)">
            <meta property="og:type" content="website">
            <meta property="og:site_name" content="albums">
            <meta property="og:title" content="\(title)">
            <meta property="og:description" content="\(description)">
            <meta property="og:url" content="\(address)">

            """
    }
}

/// How the pages write what every page writes the same way.
enum SiteText {
    /// "2026-11-20" (UTC).
    static func day(_ seconds: Int64) -> String { FeedDate.day(seconds) }

    /// "2,431": grouped by thousands, as English writes numbers (the script regroups them as the reader's language does).
    static func number(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { grouped += "," }
            grouped.append(digit)
        }
        return (value < 0 ? "−" : "") + grouped
    }

    /// A number's cell, grouped by thousands and sorted by its value; empty when not known.
    static func count(_ value: Int?) -> HTML.Cell {
        guard let value else { return .number(nil) }
        return .number(value, shown: value >= 1000 || value <= -1000 ? HTML(escaping: number(value)) : nil)
    }

    /// A movement cell: ▲3 in green, ▼12 in red, NEW and RE in bold; sorted by the climb (new ones first).
    static func movement(_ movement: Movement?) -> HTML.Cell {
        switch movement {
        case .up(let places)? where movements.up.indices.contains(places): movements.up[places]
        case .down(let places)? where movements.down.indices.contains(places): movements.down[places]
        case .same?: movements.same
        case .new?: movements.new
        case .reentry?: movements.reentry
        default: makeMovement(movement)
        }
    }

    /// The movements within an edition's places, and the rest, made once.
    private static let movements = (up: (0...ChartHistory.editionSize).map { makeMovement(.up($0)) },
                                    down: (0...ChartHistory.editionSize).map { makeMovement(.down($0)) },
                                    same: makeMovement(.same), new: makeMovement(.new), reentry: makeMovement(.reentry))

    private static func makeMovement(_ movement: Movement?) -> HTML.Cell {
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

    /// The peak, with ×N for the times there when more than once: "1 ×3"; sorted by the peak, then the most times.
    static func peak(_ run: ChartRun?) -> HTML.Cell {
        guard let run, run.days > 0 else { return .number(nil) }
        let times: HTML = run.timesAtPeak > 1 ? " <span class=\"times\">×\(run.timesAtPeak)</span>" : ""
        return .number(run.peak * 10_000 - min(run.timesAtPeak, 9_999), shown: "\(run.peak)\(times)")
    }

    /// Points against the album's previous edition on the chart: "+12", "−3", "=", "new" for a debut.
    static func pointsChange(_ change: Int?, debut: Bool) -> HTML.Cell {
        guard let change else { return debut ? .number(Int.max / 2, shown: "<span class=\"new\">new</span>") : .number(nil) }
        let shown: HTML = change > 0 ? "<span class=\"up\">+\(number(change))</span>" : change < 0 ? "<span class=\"down\">\(number(change))</span>" : "="
        return .number(change, shown: shown)
    }

    /// An album's name linked to its page, from a page `depth` down.
    static func album(_ id: String, _ name: String, depth: Int) -> HTML.Cell {
        .text(HTML.link(SitePaths.link(SitePaths.album(id), from: depth), name), class: "name")
    }

    /// The cells a chart's pages repeat, made once for them all: an album with its artist appears on every edition
    /// it charted in. One job's (not shared between threads).
    final class Cells {
        private struct Key: Hashable {
            var id: String, name: String, artist: String, depth: Int
        }

        private var cells: [Key: HTML.Cell] = [:]
        private let names: SiteData.Names

        init(_ names: SiteData.Names) { self.names = names }

        private var counts: [Int: HTML.Cell] = [:]
        private var peaks: [Int: HTML.Cell] = [:]
        private var changes: [Int: HTML.Cell] = [:]

        /// `SiteText.album(id, name, artist:depth:names:)`, made the first time it is asked for.
        func album(_ id: String, _ name: String, artist: String, depth: Int) -> HTML.Cell {
            let key = Key(id: id, name: name, artist: artist, depth: depth)
            if let cell = cells[key] { return cell }
            let cell = SiteText.album(id, name, artist: artist, depth: depth, names: names)
            cells[key] = cell
            return cell
        }

        /// `SiteText.count(value)`, each value's made once.
        func count(_ value: Int?) -> HTML.Cell {
            guard let value else { return SiteText.count(nil) }
            return Self.memo(&counts, value) { SiteText.count(value) }
        }

        /// `SiteText.peak(run)`, each peak and times at it made once.
        func peak(_ run: ChartRun?) -> HTML.Cell {
            guard let run, run.days > 0 else { return SiteText.peak(run) }
            return Self.memo(&peaks, run.peak &* 100_000 &+ run.timesAtPeak) { SiteText.peak(run) }
        }

        /// `SiteText.pointsChange(change, debut:)`, each change made once.
        func pointsChange(_ change: Int?, debut: Bool) -> HTML.Cell {
            guard let change else { return SiteText.pointsChange(nil, debut: debut) }
            return Self.memo(&changes, change) { SiteText.pointsChange(change, debut: debut) }
        }

        private static func memo(_ table: inout [Int: HTML.Cell], _ key: Int, _ make: () -> HTML.Cell) -> HTML.Cell {
            if let cell = table[key] { return cell }
            let cell = make()
            table[key] = cell
            return cell
        }
    }

    /// An album's name linked to its page, its artist's linked to theirs below it: one cell.
    static func album(_ id: String, _ name: String, artist: String, depth: Int, names: SiteData.Names) -> HTML.Cell {
        let album = HTML.link(SitePaths.link(SitePaths.album(id), from: depth), name)
        let by = HTML.link(SitePaths.link(names.artistPath(artist), from: depth), artist)
        return .text("\(album)<span class=\"by\">\(by)</span>", class: "name album")
    }

    /// An artist's name linked to their page, from a page `depth` down.
    static func artist(_ name: String, depth: Int, names: SiteData.Names) -> HTML.Cell {
        .text(HTML.link(SitePaths.link(names.artistPath(name), from: depth), name), class: "name")
    }

    /// "the first", "2 days", …
    static func counted(_ count: Int, _ thing: String) -> String {
        "\(number(count)) \(thing)\(count == 1 ? "" : "s")"
    }
}
