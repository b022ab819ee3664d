import Foundation

/// A process a test saw running but didn't start (a player albums started,
/// albums in a tmux window): its pid and when it started, so that a later look
/// tells it from another process given the same pid since, and a signal
/// reaches it or nothing.
public struct SeenProcess: Sendable, Equatable, CustomStringConvertible {
    public let pid: pid_t
    /// Field 22 of /proc/PID/stat (clock ticks after boot); nil where there is no /proc.
    public let started: String?

    /// What a fake program's shell script echoes to say who it is: its pid and start time.
    public static let shellWords = "$$ $(cut -d' ' -f22 /proc/$$/stat 2>/dev/null || echo -)"

    /// `started` "-": not known.
    public init(pid: pid_t, started: String?) {
        self.pid = pid
        self.started = started == "-" ? nil : started
    }

    /// From a line of `shellWords`' output.
    public init?(line: some StringProtocol) {
        let words = line.split(separator: " ")
        guard let first = words.first, let pid = pid_t(first) else { return nil }
        self.init(pid: pid, started: words.dropFirst().first.map { String($0) })
    }

    /// Each line of the file at `path`, as `shellWords` wrote them.
    public static func all(in path: String) -> [SeenProcess] {
        ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").compactMap { SeenProcess(line: $0) }
    }

    static func startTime(_ pid: pid_t) -> String? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.range(of: ") ", options: .backwards) else { return nil }
        // Fields after the command's name start with the third (state); the start time is the 22nd.
        let fields = stat[close.upperBound...].split(separator: " ")
        return fields.count > 19 ? String(fields[19]) : nil
    }

    /// Whether it still runs: the pid is alive, not a zombie, and is the same process.
    public var isAlive: Bool {
        guard kill(pid, 0) == 0 else { return false }
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        guard !stat.contains(") Z ") else { return false }
        return started == nil || Self.startTime(pid) == started
    }

    /// The process `pid` is now (it must be seen running, else nil).
    public static func now(_ pid: pid_t) -> SeenProcess? {
        guard kill(pid, 0) == 0 else { return nil }
        return SeenProcess(pid: pid, started: startTime(pid))
    }

    private typealias PidfdOpen = @convention(c) (pid_t, UInt32) -> Int32
    private typealias PidfdSendSignal = @convention(c) (Int32, Int32, UnsafeMutableRawPointer?, UInt32) -> Int32
    private static let pidfdOpen = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pidfd_open").map { unsafeBitCast($0, to: PidfdOpen.self) }
    private static let pidfdSendSignal = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pidfd_send_signal").map { unsafeBitCast($0, to: PidfdSendSignal.self) }

    /// Sends `signal` to this process and to no other: a pidfd (Linux 5.3 on,
    /// glibc 2.36 on) is opened for the pid, then the pid is checked to be
    /// the same process as seen; the pidfd keeps naming that process whatever
    /// happens to the pid after. False when it is gone. Elsewhere, the check then `kill`.
    @discardableResult
    public func signal(_ number: Int32) -> Bool {
        guard let pidfdOpen = Self.pidfdOpen, let pidfdSendSignal = Self.pidfdSendSignal else {
            return isAlive && kill(pid, number) == 0
        }
        let descriptor = pidfdOpen(pid, 0)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        guard isAlive else { return false }
        return pidfdSendSignal(descriptor, number, nil, 0) == 0
    }

    /// Whether it is gone within `seconds`.
    public func ends(within seconds: TimeInterval = 2) -> Bool {
        Wait.until(seconds) { !isAlive }
    }

    public var description: String { "pid \(pid)" }
}
