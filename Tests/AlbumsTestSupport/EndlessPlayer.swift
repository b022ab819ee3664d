import Foundation

/// A fake player program for tests of stopping albums while it plays: on a
/// temporary PATH under its own name, it writes down its pid and what it was
/// given to play, then plays (sleeps) until it is stopped. Albums runs with
/// its own temporary folder, so that a test can see what it left there.
public struct EndlessPlayer: Sendable {
    public let folder: String
    public let temporary: String
    public let environment: [String: String]

    /// `ignoringTERM`: a stubborn player, which only SIGKILL stops.
    public init(named name: String, world: String = "device", ignoringTERM: Bool = false) throws {
        folder = Paths.temporaryFolder()
        temporary = folder + "/tmp"
        let bin = folder + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        // The last argument is what it plays; written whole, then renamed, so it is never read half done.
        // A stubborn one sets its trap first: once it says it plays, SIGTERM can't end it.
        let script = "#!/bin/sh\n\(ignoringTERM ? "trap '' TERM\n" : "")for last in \"$@\"; do :; done\necho \(SeenProcess.shellWords) \"$last\" > \(folder)/playing.tmp && /bin/mv \(folder)/playing.tmp \(folder)/playing\nexec /bin/sleep 30\n"
        _ = FileManager.default.createFile(atPath: bin + "/" + name, contents: Data(script.utf8), attributes: [.posixPermissions: 0o755])
        var environment = AlbumsProcess(world: world).environment
        environment["PATH"] = bin + ":/usr/bin:/bin"
        environment["TMPDIR"] = temporary + "/"
        self.environment = environment
    }

    /// Starts albums with `arguments`, its output discarded.
    public func start(_ arguments: [String]) throws -> Spawned {
        try Spawned(Paths.albumsBinary, arguments, environment: environment)
    }

    /// Once it plays (within 10 s): the player, and what it plays; nil if it never did.
    public func playing() -> (process: SeenProcess, source: String)? {
        var seen: (process: SeenProcess, source: String)?
        _ = Wait.until {
            // "pid start-time source"; the source may hold spaces.
            guard let text = try? String(contentsOfFile: folder + "/playing", encoding: .utf8) else { return false }
            let fields = text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ", maxSplits: 2).map(String.init)
            guard fields.count == 3, let pid = pid_t(fields[0]) else { return false }
            seen = (SeenProcess(pid: pid, started: fields[1]), fields[2])
            return true
        }
        return seen
    }

    /// How albums ended, within `limit` seconds; nil if it was still running (it is then killed).
    public static func finishes(_ process: Spawned, within limit: TimeInterval = 10) -> Spawned.Ending? {
        guard let ending = process.wait(upTo: limit) else {
            process.stop()
            return nil
        }
        return ending
    }
}
