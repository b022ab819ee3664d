import AlbumsTestSupport
import Foundation
import Testing

/// The build's own generators, run as the build runs them: `embed-fixtures`
/// (the fixtures in the binary) and `settings-list` (every setting's row).
/// Each writes its output, and leaves it alone when it would write the same:
/// the debug and release builds share it, and a file rewritten the same would
/// make the other build compile its target again.
@Suite struct BuildToolsEndToEndTests {
    /// A tool built beside albums.
    static func tool(_ name: String) -> String {
        URL(fileURLWithPath: Paths.albumsBinary).deletingLastPathComponent().appendingPathComponent(name).path
    }

    /// Runs `tool` three times into `output`: written; run again, untouched (its
    /// time of change kept); edited meanwhile, written again as it was.
    static func writesOnlyWhatChanged(_ tool: String, _ arguments: [String], output: String, holding expected: String) throws {
        let run = { try Program.run(Self.tool(tool), arguments) }
        let first = try run()
        try #require(first.status == 0, "\(tool): \(first.stderr)")
        let written = try String(contentsOfFile: output, encoding: .utf8)
        #expect(written.contains(expected), "\(tool) wrote \(written.prefix(300))")
        let old = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: output)
        #expect(try run().status == 0)
        let kept = try FileManager.default.attributesOfItem(atPath: output)[.modificationDate] as? Date
        #expect(kept == old, "\(tool) rewrote an output that was already what it writes")
        try "stale".write(toFile: output, atomically: true, encoding: .utf8)
        #expect(try run().status == 0)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == written, "\(tool) wrote a changed output again")
    }

    @Test func theSettingsListIsWrittenOnlyWhenItChanges() throws {
        let folder = try Paths.temporaryFolder(required: "settings-list")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let source = Paths.packageRoot + "/Sources/AlbumsCore/Settings/Settings.swift", output = folder + "/Settings+All.swift"
        try Self.writesOnlyWhatChanged("settings-list", [source, output], output: output,
                                       holding: "    public static let sort = table.sort\n")
    }

    @Test func theEmbeddedFixturesAreWrittenOnlyWhenTheyChange() throws {
        let folder = try Paths.temporaryFolder(required: "embed-fixtures")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "{\"a\": 1}\n".write(toFile: folder + "/one.json", atomically: true, encoding: .utf8)
        let output = folder + "/Embedded.swift"
        try Self.writesOnlyWhatChanged("embed-fixtures", [folder, output, folder + "/one.json"], output: output,
                                       holding: "        \"one.json\": #\"\"\"\n{\"a\": 1}\n\n\"\"\"#,\n")
    }
}
