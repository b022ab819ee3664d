/// Names as people match and order them, case, accents and width aside,
/// with Unicode's data in a table of albums' own (no ICU, and no standard
/// library internals): "Beyoncé" is "beyonce", "ＡＢＣ" (full width) is "abc",
/// "Straße" is "strasse", and "Track 9" comes before "Track 10".
public enum TextFolding {
    /// Lower case (full case folding: ß as ss, ﬁ as fi, ſ as s), without
    /// accents (the marks canonical decomposition splits off), full-width ASCII
    /// as ASCII, without white space at either end.
    public static func folded(_ text: some StringProtocol, trimming: Bool = true) -> String {
        // ASCII, the usual name: its case is all there is to fold, byte by byte.
        var utf8 = Array(text.utf8)
        if utf8.allSatisfy({ $0 < 0x80 }) {
            if trimming { while let last = utf8.last, last == 0x20 || last == 0x09 { utf8.removeLast() } }
            let start = trimming ? utf8.firstIndex { $0 != 0x20 && $0 != 0x09 } ?? utf8.endIndex : utf8.startIndex
            return String(decoding: utf8[start...].map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
        }
        let trimmed = trimming ? String(text).trimmed(lineBreaks: false) : String(text)
        let table = Self.table
        var scalars = String.UnicodeScalarView()
        for scalar in trimmed.unicodeScalars {
            if scalar.isASCII {
                scalars.append((0x41...0x5A).contains(scalar.value) ? Unicode.Scalar(UInt8(scalar.value + 0x20)) : scalar)
            } else if let folded = table[scalar.value] {
                scalars.append(contentsOf: folded)
            } else if (0xAC00...0xD7A3).contains(scalar.value) {
                appendHangul(scalar.value, to: &scalars)
            } else if !isAccent(scalar) {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// A Hangul syllable as its jamo (Unicode's arithmetic for them, chapter 3.12), as canonical decomposition splits it.
    static func appendHangul(_ syllable: UInt32, to scalars: inout String.UnicodeScalarView) {
        let index = syllable - 0xAC00
        let trailing = index % 28
        for code in [0x1100 + index / 588, 0x1161 + (index % 588) / 28] + (trailing == 0 ? [] : [0x11A7 + trailing]) {
            if let jamo = Unicode.Scalar(code) { scalars.append(jamo) }
        }
    }

    /// Each scalar folding changes, and what it folds to (FoldingTable1 and 2, generated).
    static let table: [UInt32: [Unicode.Scalar]] = {
        var table: [UInt32: [Unicode.Scalar]] = [:]
        for entry in (foldingData1 + foldingData2).split(whereSeparator: { $0 == ";" || $0 == "\n" }) {
            let parts = entry.split(separator: "=", omittingEmptySubsequences: false)
            guard parts.count == 2, let code = UInt32(parts[0], radix: 16) else { continue }
            table[code] = parts[1].split(separator: ".").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
        }
        return table
    }()

    /// The combining marks Foundation's diacritic folding takes off (accents on
    /// Latin, Greek and Cyrillic letters); not the kana's voicing marks, which
    /// make other letters ("ド" is not "ト").
    static func isAccent(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: return true
        default: return false
        }
    }

    /// How `left` and `right` order, folded, with runs of digits compared as
    /// numbers: -1, 0 or 1.
    public static func naturalOrder(_ left: String, _ right: String) -> Int {
        let a = Array(folded(left, trimming: false).unicodeScalars), b = Array(folded(right, trimming: false).unicodeScalars)
        var i = 0, j = 0
        while i < a.count, j < b.count {
            if a[i].properties.numericType == .decimal, b[j].properties.numericType == .decimal, a[i].isASCII, b[j].isASCII {
                let startA = i, startB = j
                while i < a.count, a[i].isASCII, a[i].properties.numericType == .decimal { i += 1 }
                while j < b.count, b[j].isASCII, b[j].properties.numericType == .decimal { j += 1 }
                // Leading zeros aside, a longer run is a larger number; else digit by digit.
                let digitsA = a[startA..<i].drop { $0 == "0" }, digitsB = b[startB..<j].drop { $0 == "0" }
                let byLength = order(digitsA.count, digitsB.count)
                if byLength != 0 { return byLength }
                for (x, y) in zip(digitsA, digitsB) where x != y { return order(x.value, y.value) }
                continue
            }
            if a[i] != b[j] { return order(a[i].value, b[j].value) }
            i += 1
            j += 1
        }
        return order(a.count - i, b.count - j)
    }

    /// -1, 0 or 1, as `left` is below, equal to or above `right`.
    static func order<Value: Comparable>(_ left: Value, _ right: Value) -> Int {
        left < right ? -1 : left == right ? 0 : 1
    }
}

extension StringProtocol {
    /// Without the white space at either end, and the line breaks too unless
    /// `lineBreaks` is false.
    public func trimmed(lineBreaks: Bool = true) -> String {
        func isSpace(_ character: Character) -> Bool {
            lineBreaks ? character.isWhitespace : character.isWhitespace && !character.isNewline
        }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
