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
            "usr/local/bin/albums", "usr/local/lib/albums/folders-made-by-install", "usr/local/lib/albums/libAlbumsURLSession.so", "usr/local/share/bash-completion/completions/albums",
            "usr/local/share/fish/vendor_completions.d/albums.fish", "usr/local/share/man/man1/albums.1",
            "usr/local/share/systemd/user/albums-site.service", "usr/local/share/systemd/user/albums-site.timer", "usr/local/share/systemd/user/albums-watch.service",
            "usr/local/share/zsh/site-functions/_albums",
        ])
        // The units run albums where it runs from (PREFIX), not where DESTDIR staged it.
        let service = try String(contentsOfFile: destination + "/usr/local/share/systemd/user/albums-site.service", encoding: .utf8)
        #expect(service.contains("\nExecStart=/usr/local/bin/albums world $ALBUMS_WORLD_OPTIONS\n") && !service.contains("@BINDIR@") && !service.contains(destination))
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
        // Stripped: no debug information, and smaller than what was built.
        let builtSize = try #require(try FileManager.default.attributesOfItem(atPath: Paths.albumsBinary)[.size] as? Int)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: installed)[.size] as? Int)
        #expect(size < builtSize, "\(size) bytes installed, \(builtSize) built")
        #expect(install.out.contains("albums: \(builtSize) bytes built, \(size) installed (stripped)"))
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/readelf") {
            let sections = try Self.run("/usr/bin/readelf", ["-S", "-W", installed]).out
            #expect(!sections.contains(".debug_info") && !sections.contains(".symtab"), "no debug information, no symbol table")
        }
        let uninstall = try Self.run("/usr/bin/make", ["uninstall"] + make)
        #expect(uninstall.status == 0, "\(uninstall.out)")
        #expect(Self.files(under: destination).filter { !$0.hasPrefix("config/") }.isEmpty, "nothing left behind")
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: destination)) ?? []
        #expect(folders.allSatisfy { $0 == "config" }, "the folders install made are gone too: \(folders)")
    }

    /// A folder that was there before install stays after uninstall, even empty.
    @Test func uninstallKeepsFoldersThatWereThereBefore() throws {
        let destination = Paths.temporaryFolder("albums-install")
        try FileManager.default.createDirectory(atPath: destination + "/usr/local/share/man/man1", withIntermediateDirectories: true)
        let built = (Paths.albumsBinary as NSString).deletingLastPathComponent
        let make = ["DESTDIR=\(destination)", "PREFIX=/usr/local", "ALBUMS=\(Paths.albumsBinary)", "URLSESSION_LIBRARY=\(built)/libAlbumsURLSession.so"]
        #expect(try Self.run("/usr/bin/make", ["install"] + make).status == 0)
        #expect(try Self.run("/usr/bin/make", ["install"] + make).status == 0, "twice: the folders made the first time are still known")
        #expect(try Self.run("/usr/bin/make", ["uninstall"] + make).status == 0)
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: destination + "/usr/local/share/man/man1", isDirectory: &isFolder) && isFolder.boolValue)
        #expect(!FileManager.default.fileExists(atPath: destination + "/usr/local/bin"), "made by install: gone")
        #expect(!FileManager.default.fileExists(atPath: destination + "/usr/local/share/zsh"))
    }

    /// `make deb`: a Debian package of what install installs, installed with
    /// dpkg into a root of its own, run on the stub chart, and removed.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/dpkg-deb") && FileManager.default.isExecutableFile(atPath: "/usr/bin/dpkg"),
                   "dpkg is not installed"))
    func aDebianPackageInstallsRunsAndIsRemoved() throws {
        let folder = Paths.temporaryFolder("albums-deb")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let built = (Paths.albumsBinary as NSString).deletingLastPathComponent
        let deb = try Self.run("/usr/bin/make", ["deb", "DEB_DIR=\(folder)/out", "ALBUMS=\(Paths.albumsBinary)", "URLSESSION_LIBRARY=\(built)/libAlbumsURLSession.so"])
        #expect(deb.status == 0, "\(deb.out)")
        let package = try #require(((try? FileManager.default.contentsOfDirectory(atPath: folder + "/out")) ?? []).first { $0.hasSuffix(".deb") })
        let path = folder + "/out/" + package
        let contents = try Self.run("/usr/bin/dpkg-deb", ["-c", path]).out
        for file in ["./usr/bin/albums", "./usr/lib/albums/libAlbumsURLSession.so", "./usr/share/man/man1/albums.1.gz", "./usr/share/doc/albums/copyright",
                     "./usr/share/doc/albums/changelog.gz", "./usr/share/bash-completion/completions/albums",
                     "./usr/share/zsh/vendor-completions/_albums", "./usr/share/fish/vendor_completions.d/albums.fish",
                     "./usr/lib/systemd/user/albums-site.service", "./usr/lib/systemd/user/albums-site.timer", "./usr/lib/systemd/user/albums-watch.service"] {
            #expect(contents.contains(" " + file + "\n"), "\(file) in the package")
        }
        #expect(!contents.contains("folders-made-by-install"))
        #expect(!contents.contains("site-functions"), "Debian's zsh reads vendor-completions only")
        let control = try Self.run("/usr/bin/dpkg-deb", ["-f", path, "Package", "Version", "Depends"]).out
        #expect(control.hasPrefix("Package: albums\nVersion: ") && control.contains("Depends: libc6 (>= 2.36), libgcc-s1, libcurl4 | libcurl4t64"), "\(control)")
        // A root of its own: an empty dpkg database; its dependencies aren't in it, so they are not checked.
        let root = folder + "/root"
        try FileManager.default.createDirectory(atPath: root + "/var/lib/dpkg/info", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/var/lib/dpkg/updates", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: root + "/var/lib/dpkg/status", contents: Data())
        let dpkg = ["--root=\(root)", "--force-not-root", "--force-depends"]
        // dpkg looks for ldconfig and its helpers on PATH.
        let sbin = ["PATH": "/usr/sbin:/usr/bin:/sbin:/bin"]
        let installed = try Self.run("/usr/bin/dpkg", dpkg + ["-i", path], environment: sbin)
        #expect(installed.status == 0, "\(installed.out)")
        let chart = try Self.run(root + "/usr/bin/albums", ["--session", "stub", "--limit", "3"], environment: ["XDG_CONFIG_HOME": folder + "/config"])
        #expect(chart.status == 0 && chart.out.split(separator: "\n").count == 3)
        // The changelog's newest entry is the version installed.
        let version = try Self.run(root + "/usr/bin/albums", ["--version"]).out.split(separator: " ").dropFirst().first.map(String.init) ?? "?"
        let changelog = try Self.run("/bin/sh", ["-c", "zcat '\(root)/usr/share/doc/albums/changelog.gz' | head -1"]).out
        #expect(changelog.hasPrefix("albums (\(version)) "), "\(changelog)")
        // zsh, with the installed folder where Debian's zsh has it in fpath, finds albums' completion there.
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh") {
            let zsh = try Self.run("/usr/bin/zsh", ["-f", "-c", "fpath=('\(root)/usr/share/zsh/vendor-completions' $fpath); autoload -U compinit; compinit -u -D; print -r -- $_comps[albums]"])
            #expect(zsh.out == "_albums\n", "\(zsh.out)")
            if FileManager.default.fileExists(atPath: "/etc/debian_version") {
                let fpath = try Self.run("/usr/bin/zsh", ["-f", "-c", "print -l -- $fpath"]).out
                #expect(fpath.split(separator: "\n").contains("/usr/share/zsh/vendor-completions"), "Debian's zsh reads it: \(fpath)")
            }
        }
        let removed = try Self.run("/usr/bin/dpkg", dpkg + ["-r", "albums"], environment: sbin)
        #expect(removed.status == 0, "\(removed.out)")
        #expect(Self.files(under: root).filter { !$0.hasPrefix("var/lib/dpkg/") }.isEmpty, "nothing of albums left")
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
