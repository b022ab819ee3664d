import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform

/// The files of `Fixtures/stub`, embedded in the binary at build time.
public enum Fixtures {
    /// The bytes of `stub/<path>`, e.g. `feeds/most-played.json`.
    public static func data(_ path: String) -> Data? {
        if let text = EmbeddedFixtures.text["stub/" + path] { return text.utf8Data }
        return EmbeddedFixtures.base64["stub/" + path].flatMap { Data(base64Encoded: $0) }
    }

    /// The terms the stub session's search knows (any other finds nothing): the albums' search fixtures'.
    public static let searchTerms = ["midnight", "neon", "東京"]

    public static var paths: [String] {
        (Array(EmbeddedFixtures.text.keys) + Array(EmbeddedFixtures.base64.keys)).map { String($0.dropFirst("stub/".count)) }.sorted()
    }
}
