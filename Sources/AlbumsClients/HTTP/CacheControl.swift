import AlbumsEssentials
import AlbumsPlatform

struct CacheControl {
    var maxAge: TimeInterval?
    var noCache = false
    var noStore = false

    init(_ header: String?) {
        for directive in (header ?? "").split(separator: ",") {
            let parts = directive.split(separator: "=", maxSplits: 1).map { $0.trimmed().lowercased() }
            switch parts.first {
            // delta-seconds (quoted, as some servers send it): "inf" or "1e300" is no max-age.
            case "max-age": maxAge = parts.count == 2 ? HTTPDate.deltaSeconds(parts[1].filter { $0 != "\"" }).map(TimeInterval.init) : nil
            case "no-cache": noCache = true
            case "no-store": noStore = true
            default: break
            }
        }
    }
}
