@testable import AlbumsEssentials
import Foundation
import Testing

/// The one JSON writer: the layout `--json` and the history's export share,
/// written at once or piece by piece, the same bytes either way.
@Suite struct JSONWriterTests {
    static let value = JSON.object([
        .init("a", .int(1)), .init("empty", .array([])), .init("none", .object([])),
        .init("list", .array([.string("x"), .object([.init("b", .bool(true)), .init("c", .null)]), .array([.double(1.5)])])),
    ])

    @Test func theLayoutIsJqs() {
        #expect(Self.value.rendered() == """
            {
              "a": 1,
              "empty": [],
              "none": {},
              "list": [
                "x",
                {
                  "b": true,
                  "c": null
                },
                [
                  1.5
                ]
              ]
            }

            """)
        #expect(JSON.array([]).rendered() == "[]\n" && JSON.string("é\n").rendered() == "\"é\\n\"\n")
    }

    /// What Foundation reads back is the value written.
    @Test func foundationReadsBackWhatWasWritten() throws {
        let read = try JSONSerialization.jsonObject(with: Data(Self.value.rendered().utf8)) as? [String: Any]
        #expect(read?["a"] as? Int == 1 && (read?["list"] as? [Any])?.count == 3 && (read?["none"] as? [String: Any])?.isEmpty == true)
    }

    /// Piece by piece, its text taken away as it grows, with a value written once and placed many times: the same bytes.
    @Test func piecesAndFragmentsWriteTheSameBytes() {
        var writer = JSONWriter()
        var taken = ""
        writer.beginObject()
        writer.key("items")
        writer.beginArray()
        let item = JSON.object([.init("id", .string("1")), .init("tags", .array([.string("a")]))])
        let fragment = writer.fragment(item)
        for _ in 0..<3 {
            writer.write(fragment)
            taken += writer.take()
        }
        writer.end()
        writer.key("n")
        writer.value(.int(3))
        writer.end()
        taken += writer.take()
        let whole = JSON.object([.init("items", .array([item, item, item])), .init("n", .int(3))]).rendered()
        #expect(taken + "\n" == whole)
        #expect(writer.take().isEmpty, "taken once")
    }
}
