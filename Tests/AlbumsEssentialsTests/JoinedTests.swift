import AlbumsEssentials
import Foundation
import Testing

struct JoinedTests {
    /// The same text as the standard library's join (through a sequence that
    /// isn't an array, so that this module's own isn't the one compared with).
    @Test(arguments: [
        [], [""], ["", ""], ["a"], ["a", "b"], ["us", "gb", "jp"], ["東京", "🌻", "Café"], ["", "x", ""],
        Array(repeating: "Golden Rivers (Deluxe)", count: 300),
    ] as [[String]], [", ", "", "; ", "\n", "·"])
    func joinsAsTheStandardLibraryDoes(parts: [String], separator: String) {
        #expect(parts.joined(separator: separator) == parts.lazy.map { $0 }.joined(separator: separator))
    }

    @Test func separatorsGoOnlyBetween() {
        #expect(["a", "b", "c"].joined(separator: "-") == "a-b-c")
        #expect([String]().joined(separator: "-") == "")
        #expect(["only"].joined(separator: "-") == "only")
        #expect(["a", "b", "c"].joined() == "abc")
    }

    @Test func bridgedTextsJoinByTheirBytes() {
        let bridged = [NSString(string: "Zoé Marchand").description, "·", NSString(string: "星野ミナ 🌻").description]
        #expect(bridged.joined(separator: " | ") == "Zoé Marchand | · | 星野ミナ 🌻")
    }
}
