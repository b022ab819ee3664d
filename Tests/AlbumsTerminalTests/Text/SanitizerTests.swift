@testable import AlbumsClients
@testable import AlbumsCore
@testable import AlbumsTerminal
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
        // Characters that draw nothing: tags outside a flag, the grapheme joiner, Hangul fillers, the soft hyphen.
        ("hidden\u{E0041}\u{E0042}", "hidden\\u{E0041}\\u{E0042}"),
        ("cgj\u{34F} \u{115F}\u{1160}\u{3164}\u{FFA0} soft\u{AD}", "cgj\\u{34F} \\u{115F}\\u{1160}\\u{3164}\\u{FFA0} soft\\xAD"),
        ("\u{3164}\u{3164}", "\\u{3164}\\u{3164}"),
        // A flag's tag sequence stays whole: Scotland.
        ("🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F} then\u{E0067}", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F} then\\u{E0067}"),
    ])
    func escapesWhatCouldTakeOverTheTerminal(input: String, expected: String) {
        #expect(Sanitizer.line(input) == expected)
    }

    /// Every ASCII byte between two letters: kept exactly when it needs no escape,
    /// escaped as the scalar rule says otherwise (the bytes' fast path decides nothing else).
    @Test func everyASCIIByteIsKeptOrEscapedByTheRule() {
        for value in UInt8(0)...0x7F {
            let text = "a" + String(UnicodeScalar(value)) + "b"
            let line = Sanitizer.line(text)
            if Sanitizer.needsEscape(UnicodeScalar(value)) {
                #expect(line != text && line.hasPrefix("a\\") && line.hasSuffix("b"), "byte \(value)")
            } else {
                #expect(line == text, "byte \(value)")
            }
        }
        #expect(Sanitizer.line("Beyoncé \u{202E}") == "Beyoncé \\u{202E}", "past the first non-ASCII byte, the scalar rule")
    }

    @Test func fieldsAreOneSafeLineSeparatedByTabs() {
        #expect(Sanitizer.fields([]) == "")
        #expect(Sanitizer.fields(["one"]) == "one")
        #expect(Sanitizer.fields(["1", "", "a\tb", "x\ny", "東京"]) == "1\t\ta\\tb\tx\\ny\t東京")
    }
}
