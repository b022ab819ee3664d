@testable import AlbumsEssentials
import AlbumsTestSupport
import Foundation
import Testing

/// The JSON reader under the feed decoder: what it accepts, and what it reads.
@Suite struct JSONTapeTests {
    static func read<Result>(_ text: String, _ body: (JSONTape) throws -> Result) throws -> Result {
        try Array(text.utf8).withUnsafeBufferPointer { try JSONTape.read($0, body) }
    }

    static func isValid(_ bytes: [UInt8]) -> Bool {
        (try? bytes.withUnsafeBufferPointer { try JSONTape.read($0) { _ in true } }) == true
    }

    @Test func readsMembersElementsAndScalars() throws {
        let text = #" {"a": [1, -2.5e3, "x", true, false, null, {}], "b": {"c": "d"}, "a\u0062": 7, "b": 9} "#
        try Self.read(text) { tape in
            let a = try #require(tape.member(0, "a"))
            let elements = try #require(tape.elements(a))
            try #require(elements.count == 7)
            #expect(elements.map { tape.kind($0) } == [.number, .number, .string, .true, .false, .null, .object])
            #expect(tape.int64(elements[0]) == 1)
            #expect(tape.int64(elements[1]) == nil, "not a whole number")
            #expect(tape.string(elements[2]) == "x")
            #expect(tape.elements(elements[6]) == nil && tape.member(elements[6], "a") == nil)
            #expect(tape.member(0, "ab").flatMap(tape.int64) == 7, "a key with an escape in it")
            #expect(tape.member(0, "b").flatMap(tape.int64) == 9, "the last of two keys wins")
            #expect(tape.member(0, "missing") == nil)
            #expect(tape.member(a, "a") == nil, "an array has no members")
        }
    }

    /// With a stored depth, what lies deeper is checked but kept only as its
    /// container's extent, read later as a tape of its own.
    @Test func aStoredDepthKeepsTheOutlineAndReadsElementsApart() throws {
        let text = #"{"a": [{"b": [1, 2]}, {"c": "x"}, 5], "d": {"e": {"f": 1}}}"#
        let outline = try Array(text.utf8).withUnsafeBufferPointer { bytes in
            try JSONTape.read(bytes, storedDepth: 2) { tape in
                let elements = try #require(tape.member(0, "a").flatMap(tape.elements))
                try #require(elements.count == 3)
                #expect(elements.map { tape.kind($0) } == [.object, .object, .number])
                #expect(tape.member(elements[0], "b") == nil, "not held at this depth")
                let inner = try tape.element(elements[0]) { tape in tape.member(0, "b").flatMap(tape.elements)?.compactMap(tape.int64) }
                #expect(inner == [1, 2])
                #expect(try tape.element(elements[1]) { tape in tape.member(0, "c").flatMap(tape.string) } == "x")
                return tape.nodes.count
            }
        }
        #expect(outline == 10, "root, a and its 3 elements, d and e, and their keys")
        let deepFault = #"{"a": [{"b": [1, 2,]}]}"#
        #expect(throws: JSONTape.Invalid.self) {
            try Array(deepFault.utf8).withUnsafeBufferPointer { try JSONTape.read($0, storedDepth: 1) { _ in true } }
        }
    }

    @Test func decodesEscapes() throws {
        let text = #"["tab\there \"q\" back\\slash \/ \n\r\b\f", "\u00e9\u6a19 \ud83c\udfb5 \ud800 end", "plain é"]"#
        let strings = try Self.read(text) { tape in try #require(tape.elements(0)).map { tape.string($0) } }
        #expect(strings == ["tab\there \"q\" back\\slash / \n\r\u{08}\u{0C}", "é標 🎵 \u{FFFD} end", "plain é"])
        // A high surrogate before an escape that is no low one: U+FFFD, and the escape read as itself; a lone low
        // surrogate is U+FFFD too; a pair that ends the string is one character.
        let lone = try Self.read(#"["\ud800\u0041 \udc00 \ud83c\udfb5"]"#) { tape in try #require(tape.elements(0)).map { tape.string($0) } }
        #expect(lone == ["\u{FFFD}A \u{FFFD} 🎵"])
    }

    @Test(arguments: [
        "", "{", "[1,]", "{\"a\" 1}", "{\"a\":1,}", "[01]", "[1.]", "[.5]", "[1e]", "[-]", "[tru]", "[nul]",
        "\"a\nb\"", "[\"\\x\"]", "[\"\\u12G4\"]", "{} {}", "[1] x", "{\"a\":}", "[\"unterminated]", "{1: 2}",
    ])
    func refusesWhatIsNotJSON(text: String) {
        #expect(!Self.isValid(Array(text.utf8)))
    }

    @Test func refusesNestingPastItsBound() {
        let deep = String(repeating: "[", count: JSONTape.maxDepth + 1) + String(repeating: "]", count: JSONTape.maxDepth + 1)
        let fine = String(repeating: "[", count: JSONTape.maxDepth) + String(repeating: "]", count: JSONTape.maxDepth)
        #expect(!Self.isValid(Array(deep.utf8)))
        #expect(Self.isValid(Array(fine.utf8)))
    }

    /// The stub feed cut short or with a byte changed, 600 ways: the reader
    /// (with the UTF-8 check before it) accepts exactly what Foundation's JSON parser accepts.
    @Test func agreesWithFoundationOnDamagedFeeds() {
        let feed = [UInt8](Paths.stubFixture("feeds/most-played.json"))
        var random = SplitMix64(seed: 25)
        var disagreements: [String] = []
        for round in 0..<600 {
            var bytes = feed
            let at = Int(random.next() % UInt64(bytes.count))
            if round % 2 == 0 {
                bytes = Array(bytes.prefix(at))
            } else {
                let replacements = Array("{}[]\",:0-e.ntfl \\".utf8)
                bytes[at] = replacements[Int(random.next() % UInt64(replacements.count))]
            }
            let foundation = (try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])) != nil
            // UTF-8 is checked before the tape is read (JSONBody.check), as Foundation checks it.
            let ours = String(validating: bytes, as: UTF8.self) != nil && Self.isValid(bytes)
            if ours != foundation { disagreements.append("round \(round) at \(at): Foundation \(foundation)") }
        }
        #expect(disagreements.isEmpty)
    }
}

/// The eight-byte test behind string scanning, against the one-byte rule, for every byte in every lane.
@Suite struct JSONTapeWordTests {
    @Test func aWordIsPlainExactlyWhenEachOfItsBytesIs() {
        var random = SplitMix64(seed: 7)
        var wrong = 0
        for lane in 0..<8 {
            for byte in 0...255 {
                // The other lanes: random bytes that are themselves plain.
                var bytes = (0..<8).map { _ -> UInt8 in
                    var value = UInt8(truncatingIfNeeded: random.next())
                    while value < 0x20 || value == 0x22 || value == 0x5C { value = UInt8(truncatingIfNeeded: random.next()) }
                    return value
                }
                bytes[lane] = UInt8(byte)
                let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                let plain = byte >= 0x20 && byte != 0x22 && byte != 0x5C
                if (JSONTape.specialBytes(word) == 0) != plain { wrong += 1 }
            }
        }
        #expect(wrong == 0)
    }

    /// The lowest byte flagged is the first special one, in words with any
    /// number of special bytes anywhere (borrows can flag bytes above it).
    @Test func theLowestFlaggedByteIsTheFirstSpecialOne() {
        var random = SplitMix64(seed: 34)
        let specials: [UInt8] = [0x00, 0x01, 0x1F, 0x22, 0x5C]
        let plains: [UInt8] = [0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7F, 0x80, 0xFF]
        var wrong = 0, checked = 0
        for _ in 0..<20_000 {
            let bytes = (0..<8).map { _ -> UInt8 in
                switch random.next() % 4 {
                case 0: specials[Int(random.next() % UInt64(specials.count))]
                case 1: plains[Int(random.next() % UInt64(plains.count))]
                default: UInt8(truncatingIfNeeded: random.next())
                }
            }
            let first = bytes.firstIndex { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }
            let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self).littleEndian }
            let special = JSONTape.specialBytes(word)
            if let first {
                checked += 1
                if special == 0 || special.trailingZeroBitCount >> 3 != first { wrong += 1 }
            } else if special != 0 {
                wrong += 1
            }
        }
        #expect(wrong == 0)
        #expect(checked > 15_000)
    }
}
