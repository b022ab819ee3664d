import AlbumsPlatform
import AlbumsTestSupport
import Foundation
import Testing

/// Opening a library: the first of the paths that opens; else the reason
/// given, with the loader's words about the first one that is there but
/// doesn't load (a missing one has none).
@Suite struct PlatformLibrariesTests {
    @Test func aLibraryThatIsThereButWontLoadIsSaidInTheLoadersWords() throws {
        let folder = try Paths.temporaryFolder(required: "libraries")
        let broken = folder + "/libbroken.so", other = folder + "/libother.so", missing = folder + "/libmissing.so"
        #expect(FileManager.default.createFile(atPath: broken, contents: Data("not a library".utf8)))
        #expect(FileManager.default.createFile(atPath: other, contents: Data("nor this".utf8)))
        guard case .failure(let none) = Platform.open([missing], missing: "not installed") else { Issue.record("a missing file opened"); return }
        #expect(none == Platform.LibraryError(reason: "not installed", unloadable: nil), "a missing file: no loader's words")
        guard case .failure(let failed) = Platform.open([missing, broken, other], missing: "not installed") else { Issue.record("a text file opened"); return }
        #expect(failed.reason == "not installed")
        let words = try #require(failed.unloadable)
        #expect(words.contains(broken) && !words.contains(other), "the first file there that won't load: \(words)")
    }
}
