import AlbumsTestSupport
import Foundation
import Testing

/// `make install` into a temporary DESTDIR, the installed copy used as a new user
/// would, and `make uninstall` leaving no file behind. The debug build stands in
/// for the release one, which would take minutes to build inside a test.
@Suite(.onTestThreads, .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/make"), "make is not installed"))
struct InstallEndToEndTests {
    static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, out: String) {
        let result = try Program.run(executable, arguments, environment: ["PATH": "/usr/bin:/bin", "HOME": Paths.temporaryFolder()].merging(environment) { $1 },
                                     directory: Paths.packageRoot, mergingErrors: true, timeout: 300)
        return (result.status, result.stdout)
    }

    static func files(under folder: String) -> [String] {
        let walker = FileManager.default.enumerator(atPath: folder)
        var files: [String] = []
        while let path = walker?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder), !isFolder.boolValue { files.append(path) }
        }
        return files.sorted()
    }

    @Test func installRunUninstall() throws {
        let destination = Paths.temporaryFolder("albums-install")
        let built = (Paths.albumsBinary as NSString).deletingLastPathComponent
        let make = ["DESTDIR=\(destination)", "PREFIX=/usr/local", "ALBUMS=\(Paths.albumsBinary)", "URLSESSION_LIBRARY=\(built)/libAlbumsURLSession.so"]
        let install = try Self.run("/usr/bin/make", ["install"] + make)
        #expect(install.status == 0, "\(install.out)")
        #expect(Self.files(under: destination) == [
            "usr/local/bin/albums", "usr/local/lib/albums/libAlbumsURLSession.so", "usr/local/share/bash-completion/completions/albums",
            "usr/local/share/fish/vendor_completions.d/albums.fish", "usr/local/share/man/man1/albums.1", "usr/local/share/zsh/site-functions/_albums",
        ])
        let installed = destination + "/usr/local/bin/albums"
        let chart = try Self.run(installed, ["--session", "stub", "--limit", "3"], environment: ["XDG_CONFIG_HOME": destination + "/config"])
        #expect(chart.status == 0)
        #expect(chart.out.split(separator: "\n").count == 3)
        #expect(try String(contentsOfFile: destination + "/usr/local/share/zsh/site-functions/_albums", encoding: .utf8).hasPrefix("#compdef albums"))
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/man") {
            let page = try Self.run("/usr/bin/man", ["-l", destination + "/usr/local/share/man/man1/albums.1"], environment: ["MANPAGER": "cat", "MANWIDTH": "80"])
            #expect(page.status == 0)
            #expect(page.out.contains("albums - Apple's Top Albums chart in your terminal"))
        }
        let uninstall = try Self.run("/usr/bin/make", ["uninstall"] + make)
        #expect(uninstall.status == 0, "\(uninstall.out)")
        #expect(Self.files(under: destination).filter { !$0.hasPrefix("config/") }.isEmpty, "nothing left behind")
    }

    /// The installed binary finds the URLSession transport's library in ../lib/albums.
    @Test func theInstalledCopyFindsItsURLSessionTransport() throws {
        let destination = Paths.temporaryFolder("albums-install")
        let built = (Paths.albumsBinary as NSString).deletingLastPathComponent
        let make = ["DESTDIR=\(destination)", "PREFIX=/opt/albums", "ALBUMS=\(Paths.albumsBinary)", "URLSESSION_LIBRARY=\(built)/libAlbumsURLSession.so"]
        #expect(try Self.run("/usr/bin/make", ["install"] + make).status == 0)
        defer { _ = try? Self.run("/usr/bin/make", ["uninstall"] + make) }
        let feed = Paths.stubFixture("feeds/most-played.json")
        let server = try LoopbackServer { _ in .data(feed) }
        defer { server.stop() }
        let result = try Self.run(destination + "/opt/albums/bin/albums", ["--feed", server.url("/feed.json"), "--limit", "1", "--cache", "none"],
                                  environment: ["ALBUMS_TRANSPORT": "urlsession", "XDG_CONFIG_HOME": destination + "/config"])
        #expect(result.status == 0, "\(result.out)")
        #expect(result.out.hasPrefix("1\t1707632255\t"))
    }
}
