#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Platform {
    /// Where a started program's stdin, stdout or stderr goes.
    public enum SpawnStream: Sendable, Equatable {
        case null
        /// A file, created or truncated for output (read for input).
        case file(String)
        /// A descriptor of this process, shared.
        case descriptor(Int32)
        /// For stderr: wherever stdout goes, one file shared, in the order written.
        case sameAsOutput
    }

    /// How a program is started, beyond its path, arguments and environment.
    public struct SpawnOptions: Sendable {
        public var input: SpawnStream
        public var output: SpawnStream
        public var error: SpawnStream
        /// A process group of its own (pgid = pid), so that nothing sent to
        /// this process's group reaches it, and nothing sent to its reaches this.
        public var ownProcessGroup: Bool
        /// Where it runs; nil: where this process runs.
        public var directory: String?

        public init(input: SpawnStream = .null, output: SpawnStream = .null, error: SpawnStream = .null, ownProcessGroup: Bool = false,
                    directory: String? = nil) {
            self.input = input
            self.output = output
            self.error = error
            self.ownProcessGroup = ownProcessGroup
            self.directory = directory
        }
    }

    /// Starts `path` with `arguments` and `environment` ("NAME=value"), without
    /// a shell: no signal blocked, every signal at its default action, and no
    /// descriptor of this process but the three `options` name (a player must
    /// not hold albums' files and sockets, nor keep another program's pipe open).
    /// Returns the pid, or the error number.
    public static func spawn(_ path: String, arguments: [String], environment: [String], options: SpawnOptions = SpawnOptions()) -> Result<pid_t, SpawnError> {
        #if os(Linux)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #else
        // On Darwin both are opaque pointers, set up by the init functions.
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (number, stream) in [(Int32(0), options.input), (1, options.output), (2, options.error)] {
            switch stream {
            case .null: posix_spawn_file_actions_addopen(&actions, number, "/dev/null", number == 0 ? O_RDONLY : O_WRONLY, 0)
            case .file(let file): posix_spawn_file_actions_addopen(&actions, number, file, number == 0 ? O_RDONLY : O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            case .descriptor(let descriptor): posix_spawn_file_actions_adddup2(&actions, descriptor, number)
            case .sameAsOutput: posix_spawn_file_actions_adddup2(&actions, 1, number)
            }
        }
        if let directory = options.directory {
            guard let changeDirectory, changeDirectory(&actions, directory) == 0 else { return .failure(SpawnError(number: ENOSYS)) }
        }
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t(), all = sigset_t()
        sigemptyset(&empty)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
        if options.ownProcessGroup {
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
            posix_spawnattr_setpgroup(&attributes, 0)
        }
        #if canImport(Darwin)
        flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #else
        closeTheRest(&actions)
        #endif
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        return status == 0 ? .success(pid) : .failure(SpawnError(number: status))
    }

    /// RTLD_DEFAULT: every library loaded (a macro Swift can't import).
    #if canImport(Darwin)
    nonisolated(unsafe) private static let defaultSymbols = UnsafeMutableRawPointer(bitPattern: -2)
    #else
    nonisolated(unsafe) private static let defaultSymbols = UnsafeMutableRawPointer(bitPattern: 0)
    #endif

    /// `posix_spawn_file_actions_addchdir_np` (glibc 2.29 on, macOS 10.15 on), which Swift's modules don't declare.
    #if canImport(Darwin)
    private typealias ChangeDirectory = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t?>, UnsafePointer<CChar>) -> Int32
    #else
    private typealias ChangeDirectory = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
    #endif
    private static let changeDirectory: ChangeDirectory? = dlsym(defaultSymbols, "posix_spawn_file_actions_addchdir_np")
        .map { unsafeBitCast($0, to: ChangeDirectory.self) }

    #if !canImport(Darwin)
    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which Swift's Glibc module doesn't declare.
    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private static let closeFrom: CloseFrom? = dlsym(defaultSymbols, "posix_spawn_file_actions_addclosefrom_np")
        .map { unsafeBitCast($0, to: CloseFrom.self) }

    /// Every descriptor from 3 up closed in the child: at once where the C
    /// library can, else each one open now (a descriptor opened by another
    /// thread meanwhile may then leak, unless it was opened close-on-exec).
    private static func closeTheRest(_ actions: inout posix_spawn_file_actions_t) {
        if let closeFrom, closeFrom(&actions, 3) == 0 { return }
        // The listing's own descriptor is closed again by the time the child starts.
        for descriptor in folderEntries("/proc/self/fd").compactMap({ Int32($0) }) where descriptor > 2 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
    }
    #endif

    /// Whether `pid`, a child of this process that hasn't been reaped, has
    /// ended: reaps it and returns its wait status; nil while it runs.
    /// `blocking`: waits for it to end.
    public static func reap(_ pid: pid_t, blocking: Bool = false) -> Int32? {
        var status: Int32 = 0
        while true {
            let reaped = waitpid(pid, &status, blocking ? 0 : WNOHANG)
            if reaped == pid { return status }
            if reaped < 0 && errno == EINTR { continue }
            // ECHILD: not a child (any more); nothing to wait for.
            return reaped < 0 ? 0 : nil
        }
    }

    /// A wait status as a shell reports it: the exit code, or 128 + the signal.
    public static func shellStatus(_ status: Int32) -> Int32 {
        status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    public struct SpawnError: Error, Equatable, Sendable {
        public var number: Int32

        public var reason: String { String(cString: strerror(number)) }
    }
}
