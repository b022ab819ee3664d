@testable import AlbumsEssentials
import Foundation
import Testing

/// File paths as text, checked against NSString's own path methods.
@Suite struct PathTextTests {
    /// Paths as NSString's path methods read them (paths with a slash: on Linux, Foundation's
    /// deletingLastPathComponent traps on one without).
    @Test(arguments: ["/a/b", "/a", "a/b/", "/", "a//b", "/a/b//", "x/y/z.json", "./a", "../b/c"])
    func pathsAsNSStringReadsThem(path: String) {
        #expect(PathText.folder(of: path) == (path as NSString).deletingLastPathComponent, "folder of \(path)")
        #expect(PathText.name(of: path) == (path as NSString).lastPathComponent, "name of \(path)")
    }

    @Test func aPathWithoutASlashIsANameInNoFolder() {
        #expect(PathText.folder(of: "a") == "" && PathText.name(of: "a") == "a")
        #expect(PathText.folder(of: "") == "" && PathText.name(of: "") == "")
    }

    @Test(arguments: [("a", "b"), ("/", "b"), ("", "b"), ("/x/", "y"), ("/x", "y.json")])
    func appendingAsNSStringAppends(folder: String, name: String) {
        #expect(PathText.appending(name, to: folder) == (folder as NSString).appendingPathComponent(name))
    }
}
