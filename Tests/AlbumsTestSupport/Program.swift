import Foundation

/// Runs a program for a test: stdin empty, stdout and stderr captured through
/// files (a pipe nobody reads can fill up and stall the program), a time bound.
public enum Program {
    public struct Result {
        public var stdoutData: Data
        public var stderr: String
        /// As a shell reports it: the exit code, or 128 + the signal that ended it.
        public var status: Int32
        public var ending: Spawned.Ending

        public var stdout: String { String(decoding: stdoutData, as: UTF8.self) }
    }

    /// `executable` run to its end, or stopped after `timeout`. With
    /// `mergingErrors`, stderr goes into stdout, in the order it was written.
    /// `directory`: where it runs.
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                           directory: String? = nil, mergingErrors: Bool = false, timeout: TimeInterval = 30) throws -> Result {
        let folder = try Paths.temporaryFolder(required: "albums-run")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outPath = folder + "/stdout", errPath = folder + "/stderr"
        let started = try Spawned(executable, arguments, environment: environment ?? ProcessInfo.processInfo.environment,
                                  output: .file(outPath), error: mergingErrors ? .sameAsOutput : .file(errPath), directory: directory)
        let ending = try started.finish(within: timeout, arguments: arguments)
        guard let out = FileManager.default.contents(atPath: outPath) else { throw Unreadable(path: outPath) }
        let err = mergingErrors ? Data() : (FileManager.default.contents(atPath: errPath) ?? Data())
        return Result(stdoutData: out, stderr: String(decoding: err, as: UTF8.self), status: ending.shellStatus, ending: ending)
    }

    public struct Unreadable: Error, CustomStringConvertible {
        public var path: String
        public var description: String { "couldn't read \(path)" }
    }
}
