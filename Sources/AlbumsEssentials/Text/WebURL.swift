#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// http(s) URLs from text the user or a server gave.
public enum WebURL {
    /// An absolute http or https URL with a host (and a port, if any, that a
    /// connection can use: 1…65535), or nil.
    public static func parse(_ text: String) -> URL? {
        guard let components = URLComponents(string: text),
              let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = components.host, !host.isEmpty,
              components.port.map({ (1...65535).contains($0) }) ?? true,
              let url = components.url else { return nil }
        return url
    }

    /// What is wrong with `text` as an http(s) URL, when that can be said more
    /// closely than "not an http(s) URL"; nil when it is one, or nothing more can be said.
    public static func problem(_ text: String) -> String? {
        guard parse(text) == nil, let components = URLComponents(string: text) else { return nil }
        if let scheme = components.scheme, !["http", "https"].contains(scheme.lowercased()) { return "\(scheme.clipped): is not http or https" }
        if components.host?.isEmpty ?? true { return "it has no host" }
        if let port = components.port, !(1...65535).contains(port) { return "the port \(port) is not one a connection can use (1 to 65535)" }
        return nil
    }

    /// A URL from text built by the program itself; an unparsable one becomes a URL
    /// that no route answers, so the failure surfaces as a clear fetch error.
    public static func make(_ text: String) -> URL {
        URL(string: text) ?? invalid
    }

    public static let invalid: URL = {
        var components = URLComponents()
        components.scheme = "https"
        components.host = "invalid.invalid"
        return components.url ?? URL(fileURLWithPath: "/")
    }()
}
