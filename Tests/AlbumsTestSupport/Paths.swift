import Foundation

/// Where the package and its test fixtures are, from this file's own path.
public enum Paths {
    public static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    public static func testFixture(_ path: String) -> Data {
        let full = packageRoot + "/Fixtures/test/" + path
        guard let data = FileManager.default.contents(atPath: full) else {
            fatalError("missing test fixture \(full); run python3 Fixtures/generate.py")
        }
        return data
    }

    public static func stubFixture(_ path: String) -> Data {
        guard let data = FileManager.default.contents(atPath: packageRoot + "/Fixtures/stub/" + path) else {
            fatalError("missing stub fixture \(path)")
        }
        return data
    }

    /// A file of the decoder corpus, `Fixtures/images`.
    public static func imageCorpus(_ name: String) -> String {
        packageRoot + "/Fixtures/images/" + name
    }

    /// The one folder of this test run under the system's temporary folder,
    /// which every temporary folder a test asks for is made in; removed, with
    /// all in it, when the run ends (after the processes tests started are
    /// ended), pass or fail, so that runs leave nothing behind in /tmp.
    static let runFolder: String = {
        let path = NSTemporaryDirectory() + "albums-run-\(getpid())"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        atexit {
            Spawned.stopAll()
            try? FileManager.default.removeItem(atPath: Paths.runFolder)
        }
        return path
    }()

    /// A folder's own name in the run's folder: the label and 12 random hex
    /// digits. Paths stay as short as they were (tests type them on a shell's
    /// line in a terminal of 100 columns, where a longer one would wrap).
    static func unique(_ label: String) -> String {
        runFolder + "/\(label)-" + UUID().uuidString.filter { $0 != "-" }.prefix(12)
    }

    /// A new empty folder, in the run's folder.
    public static func temporaryFolder(_ label: String = "albums-tests") -> String {
        let path = unique(label)
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A new empty folder, or why there is none (a full disk): a test that
    /// captures output there must not run with its output going nowhere.
    public static func temporaryFolder(required label: String) throws -> String {
        let path = unique(label)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The built `albums` binary, next to the test bundle.
    public static let albumsBinary: String = {
        var candidates: [String] = []
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = executable.deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.append(folder.appendingPathComponent("albums").path)
            folder.deleteLastPathComponent()
        }
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("albums").path)
        candidates.append(packageRoot + "/.build/debug/albums")
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? packageRoot + "/.build/debug/albums"
    }()
}
