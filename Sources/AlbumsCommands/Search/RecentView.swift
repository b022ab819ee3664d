import AlbumsCore
import AlbumsEssentials
import AlbumsShape
import AlbumsTerminal

/// The recent searches, numbered so that `--recent N` runs one again.
package enum RecentView {
    package static func render(_ terms: [String], json: Bool, style: Style) -> Output {
        if json { return Output(stdout: JSON.array(terms.map(JSON.string)).rendered()) }
        guard !terms.isEmpty else {
            return Output(stderr: "No recent searches yet. Try: albums search neon\n")
        }
        let width = String(terms.count).count
        let list = terms.enumerated().map { "  " + DisplayWidth.pad(String($0.offset + 1), to: width, rightAligned: true) + "  " + Sanitizer.line($0.element) + "\n" }
        return Output(stdout: list.joined(), stderr: "Run one again with: albums search --recent N\n")
    }

    /// The search worked; only remembering it didn't.
    static func unsaved(_ reason: String) -> Output {
        .warning("couldn't remember this search: \(reason)")
    }
}
