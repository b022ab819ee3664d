@testable import AlbumsEssentials
import AlbumsTestSupport
import Foundation
import Testing

/// What albums writes itself now that it imports FoundationEssentials only
/// (docs/PERFORMANCE.md: no ICU), each checked against Foundation's own
/// answer, which the tests may still use.
@Suite struct EssentialsTests {
    /// Names as `follow`, `artist` and the name sort match them: case, accents and full width aside.
    @Test(arguments: [
        ("Beyoncé", "beyonce"), ("  ÍVY  ", "ivy"), ("e\u{301}cole", "ecole"), ("ＡＢＣ ｄｅｆ", "abc def"), ("Mötley Crüe", "motley crue"),
        ("東京ナイトドライブ", "東京ナイトドライブ"), ("ÅNGSTRÖM", "angstrom"), ("\tTab ", "tab"), ("", ""), ("Sigur Rós", "sigur ros"),
        ("Straße", "strasse"), ("ﬁnal ﬂight", "final flight"), ("Meſſias", "messias"), ("ΣΊΣΥΦΟΣ", "σισυφοσ"), ("İstanbul", "istanbul"),
        ("Ǆemal", "ǆemal"), ("Ⅻ", "ⅻ"), ("Æon", "æon"), ("ǅ", "ǆ"), ("ÉCOLE", "ecole"), ("Дмитрий Шостакович", "дмитрии шостакович"),
    ])
    func foldingAsFoundationFolds(name: String, folded: String) {
        #expect(TextFolding.folded(name) == folded)
        let foundation = name.trimmingCharacters(in: .whitespaces).folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        #expect(TextFolding.folded(name) == foundation, "as Foundation folds \(name)")
    }

    /// Every letter of the scripts names are written in, one at a time, folds as Foundation folds it.
    @Test func everyLetterOfTheCommonScriptsFoldsAsFoundationFoldsIt() {
        var differences: [String] = []
        for range in [0x00A0...0x024F, 0x0370...0x03FF, 0x0400...0x04FF, 0x1E00...0x1EFF, 0x2150...0x218F, 0xF900...0xFAFF, 0xFB00...0xFB06, 0xFF01...0xFF5E] {
            for code in range {
                guard let scalar = Unicode.Scalar(code), scalar.properties.generalCategory != .unassigned else { continue }
                let text = String(Character(scalar))
                let foundation = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
                if TextFolding.folded(text, trimming: false) != foundation { differences.append("U+\(String(code, radix: 16, uppercase: true))") }
            }
        }
        #expect(differences.isEmpty, "\(differences.count) differ: \(differences.prefix(40).joined(separator: " "))")
    }

    @Test func theTableIsPinnedToItsUnicodeVersion() {
        #expect(TextFolding.unicodeVersion == "14.0.0")
        #expect(TextFolding.table.count > 3_000, "every scalar the generator listed was read")
        // Whole, as generated: a scalar edited by hand, or a line cut, shows here wherever it is in the table (the
        // letters of the common scripts are also checked against Foundation above, but the table reaches further).
        #expect(SHA256.hex(TextFolding.foldingData1 + TextFolding.foldingData2) == TextFolding.foldingDigest)
        #expect(TextFolding.table[0xDF] == ["s", "s"] && TextFolding.table[0xC9] == ["e"])
        #expect(TextFolding.table[0x301] == nil && TextFolding.folded("e\u{301}") == "e", "an accent is taken off by its range, not the table")
    }

    /// The name sort orders as Foundation's compare(options: [.caseInsensitive, .diacriticInsensitive, .numeric]) did.
    @Test func naturalOrderAsFoundationOrders() {
        let names = ["Track 10", "track 9", "Track 9b", "Élan", "elan", "Zed", "zebra", "Album 2", "Album 02", "Album 100", "ábc", "abd", "10 Songs", "9 Songs",
                     "a1b2", "a1b10", "A10B1", "", " space", "Ωmega", "omega", "東京", "北京", "Ça va", "Cab"]
        for left in names {
            for right in names {
                let foundation = left.compare(right, options: [.caseInsensitive, .diacriticInsensitive, .numeric])
                let ours = TextFolding.naturalOrder(left, right)
                let expected = foundation == .orderedAscending ? -1 : (foundation == .orderedDescending ? 1 : 0)
                #expect(ours == expected, "\(left) vs \(right)")
            }
        }
    }

    /// A search term or a country in a URL: every byte but the unreserved ones written %XX, as
    /// addingPercentEncoding with those characters allowed writes it.
    @Test(arguments: ["neon lights", "a&b=c+d#e", "東京", "100%", "~._-", "é", "/?", "\u{1F600}", ""])
    func percentEncodingAsFoundationEncodes(text: String) {
        let unreserved = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
        #expect(PercentEncoding.unreserved(text) == text.addingPercentEncoding(withAllowedCharacters: unreserved))
    }

    @Test(arguments: ["  a b  ", "\n\t x\r\n", "x", "", "   ", " \u{00A0}y\u{2003} ", "a\nb"])
    func trimmingAsFoundationTrims(text: String) {
        #expect(text.trimmed() == text.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(text.trimmed(lineBreaks: false) == text.trimmingCharacters(in: .whitespaces))
    }

    /// Values as albums has them (bytes over a power of two, seconds in halves): exact in binary.
    @Test(arguments: [0.0, 0.25, 0.75, 1.25, 1.5, 2.5, 1536.0 / 1024, 1_000_000.0 / 1_048_576, 99.96875, 12_345.5, -2.0, 3.0 / 64])
    func oneDecimalAsPrintfWritesIt(value: Double) {
        #expect(NumberText.oneDecimal(value) == String(format: "%.1f", value).replacingOccurrences(of: "-0.0", with: "0.0"))
    }

    /// Text in a message: whole up to its limit, exactly; one character more is cut, with "…".
    @Test func clippedAtItsLimitExactly() {
        let eighty = String(repeating: "a", count: 80)
        #expect(eighty.clipped == eighty)
        #expect((eighty + "b").clipped == eighty + "…")
        #expect("abc".clipped(to: 3) == "abc" && "abcd".clipped(to: 3) == "abc…")
    }

    @Test func paddedNumbers() {
        #expect(NumberText.padded(7, digits: 2) == "07")
        #expect(NumberText.padded(123, digits: 2) == "123")
        #expect(NumberText.padded(0, digits: 2) == "00")
        #expect(NumberText.padded(-5, digits: 3) == "-005")
    }

    /// Finding a byte eight at a time agrees with looking at each byte, at every length and alignment.
    @Test func byteSearchAgreesWithALoop() {
        var generator = SplitMix64(seed: 2026)
        for _ in 0..<2_000 {
            let count = Int.random(in: 0...40, using: &generator)
            var bytes: [UInt8] = []
            for _ in 0..<count { bytes.append(UInt8.random(in: 0...4, using: &generator)) }
            let start = count == 0 ? 0 : Int.random(in: 0...count, using: &generator)
            let wanted = UInt8.random(in: 0...4, using: &generator)
            bytes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                let expected = bytes[start...].firstIndex(of: wanted).map { $0 - start }
                #expect(ByteSearch.first(wanted, in: base + start, count: count - start) == expected, "\(bytes) from \(start) for \(wanted)")
                var other = Array(bytes[start...])
                if !other.isEmpty, Bool.random(using: &generator) { other[Int.random(in: 0..<other.count, using: &generator)] ^= 0x80 }
                let same = other.elementsEqual(bytes[start...])
                other.withUnsafeBufferPointer { otherBuffer in
                    guard let otherBase = otherBuffer.baseAddress else { return }
                    #expect(ByteSearch.same(base + start, otherBase, count: count - start) == same)
                }
            }
        }
    }

    /// JSON read whole: as JSONSerialization reads it, and compact writing reads back the same.
    @Test(arguments: [#"{"a":[1,2.5,-3,true,false,null,"x\"y\u00e9"],"b":{}}"#, #"[]"#, #""text""#, #"12"#, #"{"k":1e3,"big":12345678901234567890}"#])
    func jsonParsesAsJSONSerialization(text: String) throws {
        let ours = try JSON.parse(Data(text.utf8))
        let again = try JSON.parse(Data(ours.compact().utf8))
        #expect(again == ours)
        let theirs = try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)
        let ourCompact = try JSONSerialization.jsonObject(with: Data(ours.compact().utf8), options: .fragmentsAllowed)
        #expect(NSDictionary(dictionary: ["v": theirs]) == NSDictionary(dictionary: ["v": ourCompact]), "\(ours.compact())")
    }

    @Test(arguments: ["{", "[1,]", "nul", "\"\\x\"", ""])
    func notJSONIsAnError(text: String) {
        #expect(throws: JSONTape.Invalid.self) { try JSON.parse(Data(text.utf8)) }
    }
}

/// Hangul syllables fold to their jamo, as canonical decomposition splits them: the key a name had before
/// the folding table (the artist pages' file names) stays the same.
@Suite struct HangulFoldingTests {
    @Test(arguments: ["한별", "가", "힣", "각", "서울 ＡＢ"])
    func hangulAsCanonicalDecompositionSplitsIt(name: String) {
        let expected = name.decomposedStringWithCanonicalMapping.folding(options: [.caseInsensitive, .widthInsensitive], locale: nil)
        #expect(Array(TextFolding.folded(name).unicodeScalars) == Array(expected.unicodeScalars))
    }
}

/// Edges the mutation run found unpinned: trimming at one end only, the year 0 and before it, a header number with a line break.
@Suite struct EssentialsEdgesTests {
    @Test(arguments: [("  x", "x"), ("x  ", "x"), ("\tx", "x"), ("x\t", "x"), (" \t x y \t ", "x y"), ("", ""), ("   ", ""), ("x", "x")])
    func whitespaceGoesFromEitherEnd(text: String, trimmed: String) {
        #expect(text.trimmingWhitespace == trimmed)
    }

    /// ISO 8601's year 0 (1 BC) is "0000", the year before it "-0001"; the days around them as CivilDate has them.
    @Test func theYearZeroAndBefore() {
        let yearZero: Int64 = -62_167_219_200  // 0000-01-01T00:00:00Z
        #expect(FeedDate.day(yearZero) == "0000-01-01")
        #expect(FeedDate.day(yearZero - 1) == "-0001-12-31")
        #expect(FeedDate.day(yearZero + 366 * 86_400) == "0001-01-01", "the year 0 is a leap year")
    }

    /// A header's value has no line breaks: one with a line break in it is no delta-seconds.
    @Test(arguments: ["7\n", "\n7", "7\r\n", "7\r"])
    func aLineBreakIsNoNumber(text: String) {
        #expect(HTTPDate.deltaSeconds(text) == nil)
        #expect(HTTPDate.deltaSeconds(String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\n" && $0 != "\r" }))) == 7)
    }
}
