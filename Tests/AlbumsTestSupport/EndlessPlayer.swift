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
        let script = "#!/bin/sh\nfor last in \"$@\"; do :; done\necho $$ \"$last\" > \(folder)/playing.tmp && /bin/mv \(folder)/playing.tmp \(folder)/playing\n\(ignoringTERM ? "trap '' TERM\n" : "")exec /bin/sleep 30\n"
        _ = FileManager.default.createFile(atPath: bin + "/" + name, contents: Data(script.utf8), attributes: [.posixPermissions: 0o755])
        var environment = AlbumsProcess(world: world).environment
        environment["PATH"] = bin + ":/usr/bin:/bin"
        environment["TMPDIR"] = temporary + "/"
        self.environment = environment
    }

    /// Starts albums with `arguments`, its output discarded.
    public func start(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Paths.albumsBinary)
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Once it plays (within 10 s): its pid and what it plays; nil if it never did.
    public func playing() -> (pid: pid_t, source: String)? {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if let text = try? String(contentsOfFile: folder + "/playing", encoding: .utf8) {
                let fields = text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ", maxSplits: 1).map(String.init)
                if fields.count == 2, let pid = pid_t(fields[0]) { return (pid, fields[1]) }
            }
            Thread.sleep(forTimeInterval: 0.005)
        }
        return nil
    }

    /// Waits for albums to end, at most `limit` seconds; false if it is still running (it is then killed).
    public static func finishes(_ process: Process, within limit: TimeInterval = 10) -> Bool {
        let deadline = Date().addingTimeInterval(limit)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.005) }
        guard !process.isRunning else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return false
        }
        process.waitUntilExit()
        return true
    }

    /// Whether `pid` runs and is not a zombie waiting to be reaped.
    public static func isAlive(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        return !stat.contains(") Z ")
    }

    /// Whether `pid` is gone within 2 s.
    public static func ends(_ pid: pid_t) -> Bool {
        let deadline = Date().addingTimeInterval(2)
        while isAlive(pid) && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        return !isAlive(pid)
    }
}
