import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform

/// The few elements the site builds the same way on every page: links,
/// sortable tables and their cells; and which URLs from a feed may become a
/// link or an image at all.
extension HTML {
    /// The hosts whose pages the site links to: Apple's.
    static let linkedHosts: Set = ["music.apple.com", "itunes.apple.com", "geo.music.apple.com"]

    /// `url` as a link to Apple's page when it is an http(s) URL of Apple's,
    /// with nothing in it that needs escaping; nil for anything else (which
    /// is shown as text).
    package static func appleLink(_ url: String) -> String? {
        guard let components = checked(url), ["https", "http"].contains(components.scheme?.lowercased() ?? ""),
              let host = components.host?.lowercased(), linkedHosts.contains(host) else { return nil }
        return url
    }

    /// An Apple artwork image URL (https on Apple's image hosts, `*.mzstatic.com`), for `<img src>`; nil for anything else.
    /// Its scheme is written "https" whatever case the feed wrote it in ("HTTPS://…" is no path of the site's).
    package static func artwork(_ url: String?) -> String? {
        guard let url, let components = checked(url), components.scheme?.lowercased() == "https",
              let host = components.host?.lowercased(), host.hasSuffix(".mzstatic.com") else { return nil }
        return "https" + url.dropFirst("https".count)
    }

    /// A URL of printable ASCII with nothing to escape in an attribute, and no user or password in it.
    private static func checked(_ url: String) -> URLComponents? {
        guard url.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) && !"\"'<>\\`".unicodeScalars.contains($0) }),
              let components = URLComponents(string: url), components.user == nil, components.password == nil else { return nil }
        return components
    }

    /// `text` linked to `href` (a path of the site's own, or a checked URL).
    package static func link(_ href: String, _ text: HTML, class name: String? = nil) -> HTML {
        guard let name else { return "<a href=\"\(href)\">\(text)</a>" }
        return "<a href=\"\(href)\" class=\"\(name)\">\(text)</a>"
    }

    /// `text` linked to `href`, the text escaped.
    package static func link(_ href: String, _ text: String, class name: String? = nil) -> HTML {
        link(href, HTML(escaping: text), class: name)
    }

    /// A table's column: its header, and whether it holds numbers (sorted as numbers: its cells carry `data-sort`).
    package struct Column: Sendable {
        package var title: HTML
        package var numeric: Bool

        package init(_ title: HTML, numeric: Bool) {
            self.title = title
            self.numeric = numeric
        }
    }

    /// A table that scrolls inside its own box on a narrow screen and sorts by
    /// any column (the site's script).
    /// `kind`: a class for tables laid out their own way (`fan`: the first three columns stay put on a phone).
    package static func table(_ columns: [Column], rows: [[Cell]], caption: HTML? = nil, kind: String? = nil) -> HTML {
        var body = HTML()
        // Every cell appended in place: a site has millions of them.
        body.reserve(rows.reduce(0) { total, row in row.reduce(total + 9) { $0 + $1.html.markup.utf8.count } })
        for row in rows { body.row(row) }
        return table(columns, body: body, caption: caption, kind: kind)
    }

    /// A table row of `cells`, appended.
    package mutating func row(_ cells: [Cell]) {
        self += "<tr>"
        for cell in cells { self += cell.html }
        self += "</tr>"
    }

    /// The table with its rows made already (`row(_:)` each, or cell by cell).
    package static func table(_ columns: [Column], body: HTML, caption: HTML? = nil, kind: String? = nil) -> HTML {
        var html: HTML = kind.map { "<div class=\"scroll\"><table class=\"sortable \($0)\">" } ?? "<div class=\"scroll\"><table class=\"sortable\">"
        if let caption { html += "<caption>\(caption)</caption>" }
        html += "<thead><tr>"
        for column in columns {
            let type: HTML = column.numeric ? "num" : "text"
            html += "<th scope=\"col\" data-type=\"\(type)\"><button type=\"button\">\(column.title)</button></th>"
        }
        html += "</tr></thead><tbody>"
        html += body
        html += "</tbody></table></div>"
        return html
    }

    /// The table's columns as (title, numeric) pairs, each title spelt out in the code.
    package static func table(_ columns: [(title: StaticString, numeric: Bool)], rows: [[Cell]], caption: HTML? = nil) -> HTML {
        table(columns.map { Column(HTML(markup: $0.title), numeric: $0.numeric) }, rows: rows, caption: caption)
    }

    /// A table cell: its HTML, and for a number the value it sorts by.
    package struct Cell: Equatable, Sendable {
        package var html: HTML

        /// Markup (escaped already, or links).
        package static func text(_ html: HTML, class name: String? = nil) -> Cell {
            guard let name else { return Cell(html: "<td>\(html)</td>") }
            return Cell(html: "<td class=\"\(name)\">\(html)</td>")
        }

        /// Plain text, escaped (a name of its own: a literal given to `text` is markup, never taken for a String).
        package static func plain(_ text: String, class name: String? = nil) -> Cell {
            .text(HTML(escaping: text), class: name)
        }

        /// A number, right-aligned, sorted by `value` (nil: empty, sorted last). A cell that shows
        /// its value as it is carries no `data-sort`: the script sorts by its text then.
        package static func number(_ value: Int?, shown: HTML? = nil) -> Cell {
            if let shown {
                let number: HTML = value.map { "\($0)" } ?? HTML()
                return Cell(html: "<td class=\"num\" data-sort=\"\(number)\">\(shown)</td>")
            }
            guard let value else { return none }
            return small.indices.contains(value) ? small[value] : Cell(html: "<td class=\"num\">\(value)</td>")
        }

        /// The cells of 0 to 1,023, made once: ranks, days and points fill most of a site's cells.
        private static let small: [Cell] = (0..<1024).map { Cell(html: "<td class=\"num\">\($0)</td>") }
        private static let none = Cell(html: "<td class=\"num\"></td>")
    }
}
