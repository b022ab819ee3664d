import AlbumsPlatform
import Synchronization

/// Programs on `PATH`.
enum Executables {
    static func find(_ name: String, in environment: [String: String]) -> String? {
        for folder in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(folder)/\(name)"
            if isProgram(path) { return path }
        }
        return nil
    }

    /// An executable regular file (links followed): a folder of the same name
    /// earlier on PATH is passed over, as a shell does.
    static func isProgram(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG && access(path, X_OK) == 0
    }

    /// The first of `names` found, with its path.
    static func first(of names: [String], in environment: [String: String]) -> (name: String, path: String)? {
        names.lazy.compactMap { name in find(name, in: environment).map { (name, $0) } }.first
    }
}
