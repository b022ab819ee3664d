import AlbumsPlatform
import Dispatch
import Synchronization

/// A program albums starts (a player, an opener): no shell, its output
/// silenced, and a clean signal state. Swift's concurrency runs on threads
/// that block every signal, and a child inherits that: started with
/// `Process`, a player would never see the SIGTERM that stops it.
public final class ChildProcess: Sendable {
    public let pid: pid_t
    private let exit = Mutex<Int32?>(nil)

    /// How long a program asked to stop (SIGTERM) has before it is killed (SIGKILL).
    public static let grace: Duration = .seconds(1)

    /// Starts `path` with `arguments`; stdin, stdout and stderr go to /dev/null.
    /// The signals are caught first, so that no signal can end albums between
    /// the start and the cleanup that stops the program.
    /// `output`: a descriptor for its stdout instead.
    public init(_ path: String, arguments: [String], environment: [String: String]? = nil, output: Int32? = nil) throws {
        SignalCleanup.install()
        let variables = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        // "Text file busy": the program is still open for writing somewhere (being
        // installed, or inherited for a moment by another program starting); it passes.
        var attempt = 0
        while true {
            let options = Platform.SpawnOptions(output: output.map { .descriptor($0) } ?? .null)
            switch Platform.spawn(path, arguments: arguments, environment: variables, options: options) {
            case .success(let pid):
                self.pid = pid
                return
            case .failure(let error) where error.number == ETXTBSY && attempt < 20:
                attempt += 1
                usleep(10_000)
            case .failure(let error):
                throw FileError(path: path, reason: error.reason)
            }
        }
    }

    /// Whether it is still running; reaps it once it has ended.
    public var isRunning: Bool {
        exit.withLock { exit in
            if exit == nil { exit = Platform.reap(pid) }
            return exit == nil
        }
    }

    /// The exit status once it has ended normally (0 for success), else nil.
    public var exitStatus: Int32? {
        guard !isRunning, let status = exit.withLock({ $0 }) else { return nil }
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : nil
    }

    /// Asks it to stop (SIGTERM), if it hasn't already.
    public func terminate() {
        if isRunning { kill(pid, SIGTERM) }
    }

    /// Stops it and returns once it has ended and been reaped: SIGTERM, then
    /// SIGKILL when it is still running after `grace` (a player that ignores
    /// SIGTERM). Blocks this thread for at most `grace` and a moment more.
    public func stop(grace: Duration = ChildProcess.grace) {
        terminate()
        let deadline = ContinuousClock.now + grace
        while isRunning && ContinuousClock.now < deadline { usleep(5_000) }
        guard isRunning else { return }
        kill(pid, SIGKILL)
        // SIGKILL can't be caught; the kernel ends it at once. Bounded all the same.
        for _ in 0..<400 where isRunning { usleep(5_000) }
    }

    /// Waits until it ends, `limit` passes, or the task is cancelled; true if it ended.
    public func wait(upTo limit: Duration) async -> Bool {
        let deadline = ContinuousClock.now + limit
        while isRunning && ContinuousClock.now < deadline && !Task.isCancelled {
            if (try? await Task.sleep(for: .milliseconds(20))) == nil { break }
        }
        return !isRunning
    }
}

extension ChildProcess {
    /// How a program run with `run(…)` ended.
    public enum Ending: Equatable, Sendable {
        /// On its own; its exit status (nil when a signal ended it).
        case exited(Int32?)
        /// Still running at the limit, and stopped.
        case timedOut
        /// The task was cancelled, and the program stopped.
        case cancelled
        /// It couldn't be started: why.
        case notStarted(String)
    }

    /// Runs `path` to its end, to `limit`, or until the task is cancelled.
    /// The program is stopped (`stop`: SIGTERM, then SIGKILL after the grace)
    /// when it outlives either, and when a signal ends albums: it never
    /// outlives albums, and albums returns only once it has ended.
    public static func run(_ path: String, _ arguments: [String], environment: [String: String]? = nil,
                           output: Int32? = nil, upTo limit: Duration) async -> Ending {
        // The cleanup comes first, and the program starts under its lock: a
        // signal's cleanups either see it and stop it, or run first and it never starts.
        let started = Mutex<(process: ChildProcess?, stopped: Bool)>((nil, false))
        let stopOnSignal: @Sendable () -> Void = {
            started.withLock { state in
                state.stopped = true
                return state.process
            }?.stop()
        }
        guard let cleanup = SignalCleanup.registerUnlessEnding(stopOnSignal) else { return .cancelled }
        defer { SignalCleanup.remove(cleanup) }
        let process: ChildProcess
        do {
            let made = try started.withLock { state throws -> ChildProcess? in
                guard !state.stopped else { return nil }
                state.process = try ChildProcess(path, arguments: arguments, environment: environment, output: output)
                return state.process
            }
            guard let made else { return .cancelled }
            process = made
        } catch {
            return .notStarted("\(error)")
        }
        let ended = await withTaskCancellationHandler {
            await process.wait(upTo: limit)
        } onCancel: {
            process.terminate()
        }
        if Task.isCancelled {
            process.stop()
            return .cancelled
        }
        guard ended else {
            process.stop()
            return .timedOut
        }
        return .exited(process.exitStatus)
    }
}

extension ChildProcess {
    /// What `path` prints (at most 64 KB), when it ends on its own with status 0 within `limit`.
    public static func output(_ path: String, _ arguments: [String], environment: [String: String]? = nil, upTo limit: Duration) async -> String? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        let (reading, writing) = (ends[0], ends[1])
        let collected = Mutex<[UInt8]>([])
        let finished = DispatchSemaphore(value: 0)
        Platform.startThread {
            defer { finished.signal() }
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(reading, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                let full = collected.withLock { bytes in
                    bytes.append(contentsOf: buffer[0..<min(count, 65536 - bytes.count)])
                    return bytes.count >= 65536
                }
                if full { break }
            }
        }
        let ending = await run(path, arguments, environment: environment, output: writing, upTo: limit)
        // The program has ended: with the last write end closed, the reader sees the end of the pipe.
        close(writing)
        let drained = finished.wait(timeout: .now() + .milliseconds(200)) == .success
        // A reader still waiting (something the program started keeps the pipe open) keeps its end, rather than have it reused under it.
        if drained { close(reading) }
        guard ending == .exited(0), drained else { return nil }
        return String(decoding: collected.withLock { $0 }, as: UTF8.self)
    }
}

/// A file of albums' own in the temporary folder, readable by the user only,
/// for a program that takes a file (a sound for `paplay`, a preview for
/// `afplay`). It is removed by `remove()`, or by a signal that ends albums
/// first: the cleanup is registered before the file exists and dropped only
/// after it is gone, so no moment is left uncovered.
public final class TemporaryFile: Sendable {
    public let path: String
    private let cleanup: SignalCleanup.Token

    /// A path of albums' own in the temporary folder (`TMPDIR`, else /tmp), new each call: `albums-NAME PID-RANDOM.SUFFIX`.
    public static func path(name: String, suffix: String) -> String {
        FileManager.default.temporaryDirectory.path + "/albums-\(name)\(getpid())-\(UInt32.random(in: 0 ... .max)).\(suffix)"
    }

    public init(_ data: Data, name: String, suffix: String) throws {
        let path = Self.path(name: name, suffix: suffix)
        cleanup = SignalCleanup.register { unlink(path) }
        self.path = path
        do {
            try AtomicFile.write(data, to: path, permissions: 0o600, durable: false)
        } catch {
            SignalCleanup.remove(cleanup)
            throw error
        }
    }

    public func remove() {
        unlink(path)
        SignalCleanup.remove(cleanup)
    }
}
