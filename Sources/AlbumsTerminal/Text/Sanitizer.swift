import AlbumsCore
import Foundation

/// The one sanitiser for untrusted text (feed and API answers) on its way to a terminal.
/// Control characters (C0, C1, DEL) and bidirectional overrides and isolates are
/// written out as visible escapes, so a feed can't move the cursor, retitle the
/// window, or reorder what the user reads. JSON output doesn't go through here.
package enum Sanitizer {
    /// Pasted text as one line of input: its ending dropped, tabs and line
    /// breaks inside as spaces, the rest as `line` makes it.
    package static func pastedLine(_ text: String) -> String {
        line(text.trimmingCharacters(in: .newlines).map { $0.isNewline || $0 == "\t" ? " " : String($0) }.joined())
    }

    /// Fields as one line of `--plain` output: each made safe with `line`, tab-separated.
    package static func fields(_ fields: [String]) -> String {
        fields.map(line).joined(separator: "\t")
    }

    /// The text on one line: newlines and tabs are escaped too.
    package static func line(_ text: String) -> String {
        // Printable ASCII, most of any chart, needs nothing: one pass over its bytes.
        var utf8 = text
        if utf8.withUTF8({ $0.allSatisfy { (0x20...0x7E).contains($0) } }) { return text }
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        // Tag characters are kept only inside a flag's tag sequence (🏴 then tags): elsewhere they hide text.
        var inFlag = false
        for scalar in text.unicodeScalars {
            var keptTag = false
            if (0xE0000...0xE007F).contains(scalar.value) {
                keptTag = inFlag && scalar.value >= 0xE0020
                if scalar.value == 0xE007F { inFlag = false }  // the cancel tag ends the flag
            } else {
                inFlag = scalar.value == 0x1F3F4
            }
            guard needsEscape(scalar), !keptTag else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += scalar.value < 0x100
                    ? "\\x" + String(repeating: "0", count: 2 - hex.count) + hex
                    : "\\u{" + hex + "}"
            }
        }
        return result
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        // Bidirectional embeddings, overrides and isolates, and the marks (ALM, LRM, RLM).
        case 0x202A...0x202E, 0x2066...0x2069, 0x061C, 0x200E, 0x200F: return true
        // Line and paragraph separators.
        case 0x2028, 0x2029: return true
        // Invisible characters that join nothing: zero-width space, word joiner and the
        // invisible operators, the byte-order mark, the Mongolian vowel separator. The
        // zero-width (non-)joiners stay: scripts and emoji sequences need them.
        case 0x200B, 0x2060...0x2064, 0xFEFF, 0x180E: return true
        // Characters that draw nothing yet aren't spaces: the soft hyphen, the
        // combining grapheme joiner, the Hangul fillers, and the tag characters
        // (kept, by `line`, in a flag's tag sequence only).
        case 0x00AD, 0x034F, 0x115F, 0x1160, 0x3164, 0xFFA0, 0xE0000...0xE007F: return true
        default: return false
        }
    }
}
