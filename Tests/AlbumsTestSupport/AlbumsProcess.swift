import Foundation

/// Runs the built `albums` binary as a new user would: its own temporary XDG
/// folders, a small environment, captured stdout and stderr, and a time bound.
public struct AlbumsProcess: Sendable {
    public struct Result {
        public var stdoutData: Data
        public var stderr: String
        public var status: Int32

        public var stdout: String { String(decoding: stdoutData, as: UTF8.self) }
    }

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
    public func run(_ arguments: String..., stdin: String? = nil, timeout: TimeInterval = 30) throws -> Result {
        try run(arguments, timeout: timeout)
    }

    public func run(_ arguments: [String], timeout: TimeInterval = 30) throws -> Result {
        let folder = Paths.temporaryFolder("albums-run")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outPath = folder + "/stdout", errPath = folder + "/stderr"
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Paths.albumsBinary)
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle(forWritingAtPath: outPath)
        process.standardError = FileHandle(forWritingAtPath: errPath)
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.005)
        }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            throw TimedOut(arguments: arguments)
        }
        process.waitUntilExit()
        return Result(
            stdoutData: FileManager.default.contents(atPath: outPath) ?? Data(),
            stderr: String(decoding: FileManager.default.contents(atPath: errPath) ?? Data(), as: UTF8.self),
            status: process.terminationStatus
        )
    }

    public struct TimedOut: Error, CustomStringConvertible {
        public var arguments: [String]
        public var description: String { "albums \(arguments.joined(separator: " ")) did not finish in time" }
    }
}
