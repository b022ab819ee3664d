import AlbumsPlatform
import AlbumsTestSupport
import Foundation
import Testing

/// What a program albums starts gets from it: three descriptors and nothing
/// else, every signal at its default and none blocked, and (when asked) a
/// process group of its own.
@Suite(.onTestThreads) struct PlatformSpawnTests {
    /// Runs `program` (no shell: what it reads of /proc/self is its own), its stdout to a file; what it printed.
    static func run(_ program: String, _ arguments: [String], options: Platform.SpawnOptions = Platform.SpawnOptions()) throws -> String {
        let folder = Paths.temporaryFolder(), out = folder + "/out"
        var options = options
        options.output = .file(out)
        let pid = try Platform.spawn(program, arguments: arguments, environment: ["PATH=/usr/bin:/bin"], options: options).get()
        let deadline = Date().addingTimeInterval(10)
        while Platform.reap(pid) == nil {
            guard Date() < deadline else {
                kill(pid, SIGKILL)
                _ = Platform.reap(pid, blocking: true)
                throw AlbumsProcess.TimedOut(program: program, arguments: arguments)
            }
            Thread.sleep(forTimeInterval: 0.002)
        }
        return (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd")))
    func noDescriptorOfAlbumsIsInherited() throws {
        // A descriptor albums has open without close-on-exec, as a socket or a history file may be;
        // numbered above the one ls opens to list its own.
        let null = Glibc.open("/dev/null", O_RDONLY)
        let open = fcntl(null, F_DUPFD, 200)
        close(null)
        try #require(open >= 200)
        defer { close(open) }
        let listed = try Self.run("/bin/ls", ["/proc/self/fd"]).split(separator: "\n").compactMap { Int32($0) }
        #expect(listed.contains(1), "stdout is there")
        #expect(!listed.contains(open), "descriptor \(open) was not handed on: \(listed)")
    }

    @Test func signalsAreAtTheirDefaultsAndNoneIsBlocked() throws {
        // Swift's threads block every signal, and albums ignores SIGPIPE: a player must neither.
        let lines = try Self.run("/bin/cat", ["/proc/self/status"]).split(separator: "\n")
        let mask = { (name: String) in lines.first { $0.hasPrefix(name + ":") }.flatMap { UInt64($0.split(separator: "\t").last ?? "", radix: 16) } }
        #expect(mask("SigBlk") == 0, "nothing blocked")
        // glibc keeps two signals of its own threads' (32 and 33) as they were; the 31 standard ones are at their defaults.
        #expect(try #require(mask("SigIgn")) & 0x7FFF_FFFF == 0, "no standard signal ignored")
    }

    @Test func aProcessGroupOfItsOwnWhenAsked() throws {
        // Its pid, and its process group: fields 1 and 5 of /proc/self/stat (its name, cat, has no space).
        let group = { (own: Bool) in
            try Self.run("/bin/cat", ["/proc/self/stat"], options: Platform.SpawnOptions(ownProcessGroup: own)).split(separator: " ").map(String.init)
        }
        let own = try group(true), shared = try group(false)
        try #require(own.count > 5 && shared.count > 5)
        #expect(own[4] == own[0], "its group is its own pid")
        #expect(shared[4] == String(getpgrp()), "else albums' group: Ctrl-C reaches the player too")
    }
}
