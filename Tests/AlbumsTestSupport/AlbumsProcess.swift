import Foundation

/// Runs the built `albums` binary as a new user would: its own temporary XDG
/// folders, a small environment, captured stdout and stderr, and a time bound.
public struct AlbumsProcess: Sendable {
    public typealias Result = Program.Result

    public let home: String
    public var environment: [String: String]

    public init(world: String = "stub", environment: [String: String] = [:]) {
        home = Paths.temporaryFolder("albums-home")
        var base = [
            "PATH": "/usr/bin:/bin", "HOME": home, "LANG": "C.UTF-8",
            "XDG_CONFIG_HOME": home + "/config", "XDG_CACHE_HOME": home + "/cache", "XDG_STATE_HOME": home + "/state",
        ]
        base["ALBUMS_WORLD"] = world
        self.environment = base.merging(environment) { $1 }
    }

    public var settingsFile: String { home + "/config/albums/settings.json" }

    @discardableResult
    public func run(_ arguments: String..., timeout: TimeInterval = 30) throws -> Result {
        try run(arguments, timeout: timeout)
    }

    public func run(_ arguments: [String], timeout: TimeInterval = 30) throws -> Result {
        try Program.run(Paths.albumsBinary, arguments, environment: environment, timeout: timeout)
    }

    public struct TimedOut: Error, CustomStringConvertible {
        public var program: String
        public var arguments: [String]

        public init(program: String = "albums", arguments: [String]) {
            self.program = program
            self.arguments = arguments
        }

        public var description: String { "\(program) \(arguments.joined(separator: " ")) did not finish in time" }
    }
}
