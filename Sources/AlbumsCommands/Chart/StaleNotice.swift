import AlbumsClients
import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform

/// What to say when an answer came from the cache because the network didn't:
/// "offline: showing the chart from 3 hours ago (no internet connection …)".
package enum StaleNotice {
    package static func text(for origin: FetchOrigin, subject: Subject) -> String? {
        switch origin {
        case .stale(let age, let error):
            let why = Failure(fetching: subject, error).why
            return "offline: showing \(subject.cachedName) from \(Age.describe(age)) (\(why))"
        case .offline(let age):
            return "offline: showing \(subject.cachedName) from \(Age.describe(age))"
        case .network, .fresh, .revalidated:
            return nil
        }
    }
}
