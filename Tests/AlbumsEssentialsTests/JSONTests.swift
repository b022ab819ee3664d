@testable import AlbumsEssentials
import AlbumsTestSupport
import Foundation
import Testing

@Suite struct JSONTests {
    @Test func rendersLikeJQWithKeysInOrder() {
        let value = JSON.object([.init("b", .int(1)), .init("a", .array([.string("x"), .null, .bool(true)])), .init("e", .array([])), .init("o", .object([]))])
        #expect(value.rendered() == """
            {
              "b": 1,
              "a": [
                "x",
                null,
                true
              ],
              "e": [],
              "o": {}
            }

            """)
    }

    @Test func escapesStringsExactly() throws {
        let tricky = "quote \" backslash \\ newline \n tab \t esc \u{1B} csi \u{9B} osc \u{9D} bidi \u{202E}\u{2066}\u{200F} 東京 🌻"
        let text = JSON.string(tricky).rendered()
        // C1 controls and bidi overrides, isolates and marks are escaped too: JSON on a terminal can't drive it or reorder it.
        #expect(text == "\"quote \\\" backslash \\\\ newline \\n tab \\t esc \\u001b csi \\u009b osc \\u009d bidi \\u202e\\u2066\\u200f 東京 🌻\"\n")
        let decoded = try JSONDecoder().decode(String.self, from: Data(text.utf8))
        #expect(decoded == tricky)
    }

    /// The invisibles of the one list (UnsafeText) too: a zero-width space, a
    /// soft hyphen, a tag character (past U+FFFF: a surrogate pair), read back the same.
    @Test func escapesTheInvisiblesAsTheSanitiserDoes() throws {
        let hidden = "a\u{200B}b\u{AD}c\u{E0041}d"
        let text = JSON.string(hidden).rendered()
        #expect(text == "\"a\\u200bb\\u00adc\\udb40\\udc41d\"\n")
        #expect(try JSONDecoder().decode(String.self, from: Data(text.utf8)) == hidden)
    }

    @Test func selectsFieldsInTheOrderAsked() {
        let value = JSON.array([.object([.init("a", .int(1)), .init("b", .int(2)), .init("c", .int(3))])])
        #expect(value.selecting(["c", "a"]) == .array([.object([.init("c", .int(3)), .init("a", .int(1))])]))
    }
}
