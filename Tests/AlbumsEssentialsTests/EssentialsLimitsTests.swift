@testable import AlbumsEssentials
import AlbumsTestSupport
import Foundation
import Testing

/// The smaller pieces' edges, each where a planted bug went unnoticed: a clock's two-digit hour, a rule's
/// three-digit day, a negative number that rounds to nothing, a URL's problem said, an object's keys in order,
/// a quote at either end of a shell word, and Armenian letters folded as Foundation folds them.
@Suite struct EssentialsLimitsTests {
    /// The control characters end where they end: U+0000…U+001F, U+007F…U+009F; the space, `~` and U+00A0 are not.
    @Test func theControlCharactersAtTheirEdges() {
        for value in [0x00, 0x0A, 0x1F, 0x7F, 0x85, 0x9F] as [UInt32] {
            #expect(Unicode.Scalar(value).map(UnsafeText.isControl) == true && Unicode.Scalar(value).map(UnsafeText.isUnsafe) == true, "\(value)")
        }
        for value in [0x20, 0x7E, 0xA0] as [UInt32] { #expect(Unicode.Scalar(value).map(UnsafeText.isControl) == false, "\(value)") }
    }

    /// Hours, minutes and seconds are two digits each, a single-digit hour included.
    @Test(arguments: [(0, false, "00:00"), (9 * 3600 + 5 * 60 + 7, false, "09:05"), (9 * 3600 + 5 * 60 + 7, true, "09:05:07"),
                      (23 * 3600 + 59 * 60 + 59, true, "23:59:59")] as [(Int64, Bool, String)])
    func theClockIsTwoDigitsEach(instant: Int64, seconds: Bool, text: String) {
        #expect(ZoneRules.utc.clock(instant, seconds: seconds) == text)
    }

    /// A rule's day is at most three digits: J365 and 300 are days, 1000 is none.
    @Test func aRulesDayHasUpToThreeDigits() throws {
        let rule = try #require(ZoneRules.posix("AAA5BBB,J60,J300"), "J300 is a day")
        #expect(rule.offset(at: CivilDate(year: 2026, month: 7, day: 1).seconds) == -14_400)
        #expect(ZoneRules.posix("AAA5BBB,60,300") != nil)
        #expect(ZoneRules.posix("AAA5BBB,J60,J1000") == nil)
    }

    /// A rule's day and month may have leading zeros, as the C library reads them (`TZ="EST5EDT,J0060,J0300" date`
    /// says EDT on 1 July, as J60,J300 does); a day past its range is none however it is written.
    @Test func aRulesNumbersMayHaveLeadingZeros() throws {
        let july = CivilDate(year: 2026, month: 7, day: 1).seconds, january = CivilDate(year: 2026, month: 1, day: 15).seconds
        for text in ["AAA5BBB,J0060,J0300", "AAA5BBB,M03.02.0,M011.01.00", "AAA5BBB,J" + String(repeating: "0", count: 30) + "60,J300"] {
            let rule = try #require(ZoneRules.posix(text), "\(text)")
            #expect(rule.offset(at: july) == -14_400 && rule.offset(at: january) == -18_000, "\(text)")
        }
        #expect(ZoneRules.posix("AAA5BBB,J0366,J300") == nil)
        #expect(ZoneRules.posix("AAA5BBB,J60,J" + String(repeating: "9", count: 30)) == nil, "past Int: none")
        #expect(ZoneRules.posix("AAA5BBB,M013.1.0,M11.1.0") == nil)
    }

    /// A rule's time has up to three digits of hours (100 hours after 1 March begins: an hour before, standard
    /// time; an hour after, summer time, as `TZ="AAA5BBB,J60/100,J300" date` says); four are none.
    @Test func aRulesTimeHasUpToThreeDigitsOfHours() throws {
        let rule = try #require(ZoneRules.posix("AAA5BBB,J60/100,J300"))
        #expect(rule.offset(at: 1_772_697_600) == -18_000)
        #expect(rule.offset(at: 1_772_704_800) == -14_400)
        #expect(ZoneRules.posix("AAA5BBB,J60/1000,J300") == nil)
    }

    /// A negative value that rounds to 0.0 has no minus sign; one that rounds to 0.1 has.
    @Test(arguments: [(-0.04, "0.0"), (-0.05, "0.0"), (-0.06, "-0.1"), (0.04, "0.0"), (-2.0, "-2.0")])
    func oneDecimalHasNoMinusForNothing(value: Double, text: String) {
        #expect(NumberText.oneDecimal(value) == text)
    }

    /// What is wrong with a URL that isn't http(s) is said; a good one has no problem.
    @Test func aURLsProblemIsSaid() {
        #expect(WebURL.problem("ftp://a.example/feed") == "ftp: is not http or https")
        #expect(WebURL.problem("https:///feed") == "it has no host")
        #expect(WebURL.problem("http:feed") == "it has no host", "no host at all, not an empty one")
        #expect(WebURL.problem("https://a.example/feed") == nil)
    }

    /// An object's members come out in key order, whatever order the dictionary holds them in.
    @Test func anObjectsKeysAreInOrder() throws {
        let keys = (0..<20).map { "k" + String(format: "%02d", 19 - $0) }
        let object = Dictionary(uniqueKeysWithValues: keys.map { ($0, 1) })
        guard case .object(let members) = try #require(JSONAny.json(object)) else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == keys.sorted())
    }

    /// A quote at either end, or two together, stays in the word: sh reads back exactly the text.
    @Test(arguments: ["'a", "a'", "''", "'", "it's", "a''b"])
    func aQuoteAnywhereStaysInTheWord(text: String) throws {
        let quoted = ShellWords.quoted(text)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "printf %s " + quoted]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(String(decoding: data, as: UTF8.self) == text, "\(quoted)")
    }

    /// A whole number as JSON has it: an Int, or a Double with no fraction; 2.5 is none.
    @Test func aWholeNumberHasNoFraction() {
        #expect(JSONAny.int(2.0) == 2 && JSONAny.int(-7.0) == -7 && JSONAny.int(3) == 3)
        #expect(JSONAny.int(2.5) == nil && JSONAny.int(1e16) == nil && JSONAny.int("2") == nil)
        // Under 10^15 either way (a Double is exact far past it), and not at it.
        #expect(JSONAny.int(999_999_999_999_999.0) == 999_999_999_999_999 && JSONAny.int(-999_999_999_999_999.0) == -999_999_999_999_999)
        #expect(JSONAny.int(1e15) == nil && JSONAny.int(-1e15) == nil)
    }

    /// Sizes for people: one decimal under 100 of a unit, whole from 100 on (and whole when exact).
    @Test(arguments: [(101_888, "99.5 KB"), (102_400, "100 KB"), (102_912, "101 KB"), (104_857, "102 KB"), (1_536, "1.5 KB"), (1_048_576, "1 MB")])
    func sizesAreWholeFromAHundred(bytes: Int, text: String) {
        #expect(ByteSize.describe(bytes) == text)
    }

    /// A combining mark after a letter goes, as Foundation folds it (every mark of the combining block, after a q, which
    /// no mark composes with).
    @Test func combiningMarksGoAsFoundationFoldsThem() {
        var differences: [String] = []
        for code in 0x0300...0x036F {
            guard let scalar = Unicode.Scalar(code) else { continue }
            var text = "q"
            text.unicodeScalars.append(scalar)
            if TextFolding.folded(text, trimming: false) != text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil) {
                differences.append("U+\(String(code, radix: 16, uppercase: true))")
            }
        }
        #expect(differences.isEmpty, "\(differences)")
    }

    /// Armenian capitals and small letters fold as Foundation folds them.
    @Test func armenianFoldsAsFoundationFoldsIt() {
        var differences: [String] = []
        for code in Array(0x0531...0x0556) + Array(0x0561...0x0586) {
            guard let scalar = Unicode.Scalar(code) else { continue }
            let text = String(Character(scalar))
            if TextFolding.folded(text, trimming: false) != text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil) {
                differences.append("U+\(String(code, radix: 16, uppercase: true))")
            }
        }
        #expect(differences.isEmpty, "\(differences)")
    }
}
