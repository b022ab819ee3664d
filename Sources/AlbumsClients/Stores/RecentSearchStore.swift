import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform
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

    /// A JSON array of strings. A file that isn't one (or isn't a regular
    /// file, or is over 4 MB) is ignored with a warning, and set aside as
    /// `….bad` (`….bad.1`, … when that is taken) before a new list replaces
    /// it, so nothing is lost.
    public static func file(_ path: String) -> RecentSearchStore {
        RecentSearchStore(
            location: path,
            load: {
                switch read(path) {
                case .success(let terms): return Loaded(terms: terms)
                case .failure(let problem): return Loaded(terms: [], warning: "ignoring \(path): \(problem.reason)")
                }
            },
            update: { change in
                try FileLock.withLock(beside: path) {
                    var terms: [String] = []
                    switch read(path) {
                    case .success(let list): terms = list
                    case .failure: _ = try SetAside.move(path)
                    }
                    let json = JSON.array(change(terms).map(JSON.string)).rendered()
                    try AtomicFile.write(json.utf8Data, to: path)
                    return terms
                }
            }
        )
    }

    /// Ten searches take well under 4 KB; a file far beyond that isn't read.
    static let limit = 4 << 20

    /// The kept list (empty when there is no file), or what is wrong with the file.
    static func read(_ path: String) -> Result<[String], FileError> {
        let data: Data?
        do { data = try FileReading.whole(path, limit: limit) } catch { return .failure(error) }
        guard let data else { return .success([]) }
        guard let terms = try? JSONDecoder().decode([String].self, from: data) else {
            return .failure(FileError(path: path, reason: "it is not a list of searches"))
        }
        return .success(Array(terms.prefix(RecentSearchList.capacity)))
    }
}
