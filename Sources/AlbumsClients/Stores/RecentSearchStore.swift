import AlbumsCore
import Foundation
import Synchronization

/// Where recent searches are kept: a JSON file under the XDG state folder, or memory.
public struct RecentSearchStore: Sendable {
    public struct Loaded: Equatable, Sendable {
        public var terms: [String]
        /// Why the file was ignored, when it was.
        public var warning: String?
    }

    public var location: String?
    public var load: @Sendable () -> Loaded
    public var save: @Sendable ([String]) throws -> Void

    public static func memory(_ initial: [String] = []) -> RecentSearchStore {
        let terms = Mutex(initial)
        return RecentSearchStore(location: nil, load: { Loaded(terms: terms.withLock { $0 }) }, save: { new in terms.withLock { $0 = new } })
    }

    /// A JSON array of strings. A file that isn't one is ignored with a warning,
    /// and set aside as `….bad` before a new list replaces it, so nothing is lost.
    public static func file(_ path: String) -> RecentSearchStore {
        RecentSearchStore(
            location: path,
            load: {
                guard let data = FileManager.default.contents(atPath: path) else { return Loaded(terms: []) }
                guard let terms = try? JSONDecoder().decode([String].self, from: data) else {
                    return Loaded(terms: [], warning: "ignoring \(path): it is not a list of searches")
                }
                return Loaded(terms: terms)
            },
            save: { terms in
                if let data = FileManager.default.contents(atPath: path), (try? JSONDecoder().decode([String].self, from: data)) == nil {
                    unlink(path + ".bad")
                    rename(path, path + ".bad")
                }
                let json = JSON.array(terms.map(JSON.string)).rendered()
                try AtomicFile.write(Data(json.utf8), to: path)
            }
        )
    }
}
