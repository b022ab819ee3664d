@testable import AlbumsCore
@testable import AlbumsClients
@testable import AlbumsCLI
import AlbumsTestSupport
import Testing

@Suite struct SanitizerTests {
    @Test(arguments: [
        ("plain text", "plain text"),
        ("Red\u{1B}[31m Alert", "Red\\x1B[31m Alert"),
        ("title\u{1B}]0;pwned\u{07}", "title\\x1B]0;pwned\\x07"),
        ("Mirror \u{202E}gnirts\u{202C} Man", "Mirror \\u{202E}gnirts\\u{202C} Man"),
        ("isolate \u{2066}x\u{2069}", "isolate \\u{2066}x\\u{2069}"),
        ("CSI \u{9B}2J", "CSI \\x9B2J"),
        ("Tab\there\nline\r", "Tab\\there\\nline\\r"),
        ("delete\u{7F}", "delete\\x7F"),
        ("東京 Café 🌻 ليالي", "東京 Café 🌻 ليالي"),
    ])
    func escapesWhatCouldTakeOverTheTerminal(input: String, expected: String) {
        #expect(Sanitizer.line(input) == expected)
    }
}
