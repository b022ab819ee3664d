import Foundation
import Synchronization

/// Programs on `PATH`.
enum Executables {
    static func find(_ name: String, in environment: [String: String]) -> String? {
        for folder in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(folder)/\(name)"
            if access(path, X_OK) == 0 { return path }
        }
        return nil
    }

    /// The first of `names` found, with its path.
    static func first(of names: [String], in environment: [String: String]) -> (name: String, path: String)? {
        names.lazy.compactMap { name in find(name, in: environment).map { (name, $0) } }.first
    }
}
