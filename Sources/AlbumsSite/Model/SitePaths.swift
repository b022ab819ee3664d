import AlbumsClients
import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform

/// Where each page of the site is, relative to its folder, and what a chart
/// is called. A file name never holds feed text as it is: ids that are
/// digits stay themselves, anything else becomes a slug of letters and digits
/// with a hash of the whole, so two names never share a file.
package enum SitePaths {
    package static let index = "index.html"
    /// What the site keeps of itself in its folder: each page it wrote and its hash.
    package static let manifest = ".albums-site"
    /// The list of every artist.
    package static let artists = "artists/index.html"

    package static func chart(_ key: String) -> String { chartPage(slug(key)) }
    package static func chartPage(_ slug: String) -> String { "charts/" + slug + ".html" }
    /// A chart's edition of `day` ("2026-11-20"; "2026-11-20-2" for a second one that day), in its chart's folder.
    package static func edition(_ slug: String, day: String) -> String { "charts/" + slug + "/" + day + ".html" }
    /// A chart's albums and artists over every kept edition.
    package static func totals(_ slug: String) -> String { "charts/" + slug + "/totals.html" }
    /// A worldwide chart's newest edition with every store's rank.
    package static func matrix(_ slug: String) -> String { "charts/" + slug + "/stores.html" }
    package static func album(_ id: String) -> String { "albums/" + (isPlainID(id) ? id : slug(id)) + ".html" }
    package static func artist(_ name: String) -> String { "artists/" + slug(TextFolding.folded(name)) + ".html" }
    package static func period(_ period: String) -> String { "periods/" + period + ".html" }
    /// A copy of an album's cover (`sharp`: twice the size shown).
    package static func cover(_ id: String, sharp: Bool = false) -> String { "covers/" + (isPlainID(id) ? id : slug(id)) + (sharp ? "@2x" : "") + ".jpg" }

    /// A path relative to the index's folder, as written on a page `depth` folders down.
    package static func link(_ path: String, from depth: Int) -> String {
        String(repeating: "../", count: depth) + path
    }

    static func isPlainID(_ id: String) -> Bool {
        !id.isEmpty && id.count <= 24 && id.utf8.allSatisfy { (0x30...0x39).contains($0) }
    }

    /// Letters and digits of `text` (ASCII, lowercased, others as "-", at most 40), and 20 hex digits of its SHA-256:
    /// 80 bits, which no one finds a second text for (32 bits were: two artists on one page).
    /// (Worked out once a run for each chart and artist: `SiteData.Names`.)
    static func slug(_ text: String) -> String {
        var slug = ""
        for byte in text.lowercased().utf8.prefix(200) {
            let keep = (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
            if keep { slug.unicodeScalars.append(Unicode.Scalar(byte)) } else if !slug.isEmpty, !slug.hasSuffix("-") { slug += "-" }
            if slug.count >= 40 { break }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return (slug.isEmpty ? "" : slug + "-") + String(SHA256.hex(text).prefix(20))
    }

    /// The stores a worldwide chart ("world", "world gb,jp,us", "stub world") is made of; nil for any other chart.
    static func worldStores(_ key: String) -> [String]? {
        let bare = key.hasPrefix("stub ") ? String(key.dropFirst(5)) : key
        if bare == "world" { return AppleMusicStores.codes }
        guard bare.hasPrefix("world ") else { return nil }
        let codes = bare.dropFirst(6).split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        // As albums names them: each store once, in order ("world us,us,us" is no worldwide chart of five stores).
        guard !codes.isEmpty, codes.allSatisfy({ Countries.normalize($0) == $0 }), zip(codes, codes.dropFirst()).allSatisfy({ $0 < $1 }) else { return nil }
        return codes
    }

    /// "United States", "Worldwide · 171 stores", "Japan (stub)", a feed's host and path
    /// ("charts.example/top.json"), or a store's chart of a feed of one's own ("Japan · charts.example").
    static func title(of key: String, stores: Int?, store code: String? = nil) -> String {
        let stub = key.hasPrefix("stub ")
        let bare = stub ? String(key.dropFirst(5)) : key
        let name: String
        if let stores {
            name = "Worldwide · \(stores) \(stores == 1 ? "store" : "stores")"
        } else if bare.hasPrefix("standard "), let code = Countries.normalize(String(bare.dropFirst(9))) {
            name = AppleMusicStores.name(code) ?? code.uppercased()
        } else if let components = URLComponents(string: bare), let host = components.host, !host.isEmpty {
            let place = host + (components.port.map { ":\($0)" } ?? "")
            if let code, let store = AppleMusicStores.name(code) {
                name = store + " · " + place
            } else {
                name = place + (components.path == "/" ? "" : components.path)
            }
        } else {
            name = bare
        }
        return stub ? name + " (stub)" : name
    }

    /// "United States (US)", "Worldwide", …: a chart's store, for columns of stores.
    static func storeName(_ code: String) -> String {
        AppleMusicStores.name(code) ?? code.uppercased()
    }
}
