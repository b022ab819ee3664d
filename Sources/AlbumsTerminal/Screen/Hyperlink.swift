import AlbumsCore
import AlbumsEssentials

/// OSC 8 hyperlinks: clickable text on terminals that support them, ignored by the rest.
package enum Hyperlink {
    /// `text` linked to `url` when `enabled` and the URL is an http(s) URL of plain
    /// printable ASCII; otherwise `text` alone. A URL from a feed can't smuggle in
    /// escape sequences, nor make `javascript:` or `file:` clickable.
    package static func wrap(_ text: String, url: String, enabled: Bool) -> String {
        guard enabled, url.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) }), WebURL.parse(url) != nil else { return text }
        return "\u{1B}]8;;\(url)\u{1B}\\\(text)\u{1B}]8;;\u{1B}\\"
    }
}
