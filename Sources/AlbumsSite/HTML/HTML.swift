import AlbumsCore
import AlbumsPlatform
import AlbumsTerminal

/// Text on its way into a page, escaped for where it goes. Feed text first
/// goes through the one sanitiser (`Sanitizer.line`: control characters and
/// bidirectional overrides become visible escapes, as on a terminal), then
/// gets the HTML escapes of its context. Nothing from a feed is ever put in a
/// script or a style: the site's script reads the page's own text.
package enum HTML {
    /// Element text: `&`, `<` and `>` escaped (quotes too, so the same text is safe in an attribute).
    package static func text(_ untrusted: String) -> String {
        escape(Sanitizer.line(untrusted))
    }

    /// An attribute's value (always written in double quotes).
    package static func attribute(_ untrusted: String) -> String {
        escape(Sanitizer.line(untrusted))
    }

    private static func escape(_ text: String) -> String {
        // Most text has nothing to escape: one pass over its bytes, and it is kept as it is.
        var bytes = text
        if bytes.withUTF8({ !$0.contains { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 } }) { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// The hosts whose pages the site links to: Apple's.
    static let linkedHosts: Set = ["music.apple.com", "itunes.apple.com", "geo.music.apple.com"]

    /// `url` as a link to Apple's page when it is an http(s) URL of Apple's,
    /// with nothing in it that needs escaping; nil for anything else (which
    /// is shown as text).
    package static func appleLink(_ url: String) -> String? {
        guard url.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) && !"\"'<>\\`".unicodeScalars.contains($0) }),
              let components = URLComponents(string: url), let scheme = components.scheme?.lowercased(), scheme == "https" || scheme == "http",
              let host = components.host?.lowercased(), linkedHosts.contains(host), components.user == nil, components.password == nil else { return nil }
        return url
    }

    /// An Apple artwork image URL (https on Apple's image hosts), for `<img src>`; nil for anything else.
    package static func artwork(_ url: String?) -> String? {
        guard let url, url.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) && !"\"'<>\\`".unicodeScalars.contains($0) }),
              let components = URLComponents(string: url), components.scheme?.lowercased() == "https",
              let host = components.host?.lowercased(), host.hasSuffix(".mzstatic.com"), components.user == nil else { return nil }
        return url
    }

    /// `text` linked to `href` (a path of the site's own, or a checked URL).
    package static func link(_ href: String, _ text: String, class name: String? = nil) -> String {
        "<a href=\"\(escape(href))\"" + (name.map { " class=\"\($0)\"" } ?? "") + ">" + text + "</a>"
    }

    /// A table that scrolls inside its own box on a narrow screen and sorts by
    /// any column (the site's script): `columns` are its headers, each "num"
    /// (sorted as numbers: its cells carry `data-sort`) or "text".
    package static func table(_ columns: [(title: String, numeric: Bool)], rows: [[Cell]], caption: String? = nil) -> String {
        var html = "<div class=\"scroll\"><table class=\"sortable\">"
        if let caption { html += "<caption>" + caption + "</caption>" }
        html += "<thead><tr>" + columns.map { column in
            "<th scope=\"col\" data-type=\"\(column.numeric ? "num" : "text")\"><button type=\"button\">" + column.title + "</button></th>"
        }.joined() + "</tr></thead><tbody>"
        for row in rows {
            html += "<tr>" + row.map(\.html).joined() + "</tr>"
        }
        return html + "</tbody></table></div>"
    }

    /// A table cell: its HTML, and for a number the value it sorts by.
    package struct Cell: Equatable, Sendable {
        package var html: String

        /// Text (already escaped, or links).
        package static func text(_ html: String, class name: String? = nil) -> Cell {
            Cell(html: "<td" + (name.map { " class=\"\($0)\"" } ?? "") + ">" + html + "</td>")
        }

        /// A number, right-aligned, sorted by `value` (nil: empty, sorted last). A cell that shows
        /// its value as it is carries no `data-sort`: the script sorts by its text then.
        package static func number(_ value: Int?, shown: String? = nil) -> Cell {
            guard let shown else { return Cell(html: "<td class=\"num\">" + (value.map(String.init) ?? "") + "</td>") }
            return Cell(html: "<td class=\"num\" data-sort=\"" + (value.map(String.init) ?? "") + "\">" + shown + "</td>")
        }
    }
}
