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
    /// The list, at most `RecentSearchList.capacity` long, whatever the file holds.
    public var load: @Sendable () -> Loaded
    /// Changes the list as one step, so that searches run at once all stay;
    /// returns the list as it was.
    public var update: @Sendable (_ change: ([String]) -> [String]) throws -> [String]

    public static func memory(_ initial: [String] = []) -> RecentSearchStore {
        let terms = Mutex(initial)
        return RecentSearchStore(
            location: nil, load: { Loaded(terms: terms.withLock { Array($0.prefix(RecentSearchList.capacity)) }) },
            update: { change in terms.withLock { terms in defer { terms = change(terms) }; return terms } }
        )
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
                return Loaded(terms: Array(terms.prefix(RecentSearchList.capacity)))
            },
            update: { change in
                try FileLock.withLock(beside: path) {
                    var terms: [String] = []
                    if let data = FileManager.default.contents(atPath: path) {
                        if let list = try? JSONDecoder().decode([String].self, from: data) {
                            terms = Array(list.prefix(RecentSearchList.capacity))
                        } else {
                            unlink(path + ".bad")
                            rename(path, path + ".bad")
                        }
                    }
                    let json = JSON.array(change(terms).map(JSON.string)).rendered()
                    try AtomicFile.write(Data(json.utf8), to: path)
                    return terms
                }
            }
        )
    }
}
