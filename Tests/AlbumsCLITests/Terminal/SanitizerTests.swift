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
        ("marks \u{200E}\u{200F}\u{061C}", "marks \\u{200E}\\u{200F}\\u{61C}"),
        ("lines\u{2028}and\u{2029}paragraphs", "lines\\u{2028}and\\u{2029}paragraphs"),
        ("zero\u{200B}width\u{2060}joiner\u{FEFF}", "zero\\u{200B}width\\u{2060}joiner\\u{FEFF}"),
        ("family 👨\u{200D}👩\u{200D}👧, می\u{200C}خواهم", "family 👨\u{200D}👩\u{200D}👧, می\u{200C}خواهم"),
    ])
    func escapesWhatCouldTakeOverTheTerminal(input: String, expected: String) {
        #expect(Sanitizer.line(input) == expected)
    }
}
