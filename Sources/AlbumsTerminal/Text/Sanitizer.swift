import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform

/// The one sanitiser for untrusted text (feed and API answers) on its way to a terminal.
/// Control characters (C0, C1, DEL) and bidirectional overrides and isolates are
/// written out as visible escapes, so a feed can't move the cursor, retitle the
/// window, or reorder what the user reads. JSON output doesn't go through here.
package enum Sanitizer {
    /// Pasted text as one line of input: its ending dropped, tabs and line
    /// breaks inside as spaces, the rest as `line` makes it.
    package static func pastedLine(_ text: String) -> String {
        line(text.trimmed().map { $0.isNewline || $0 == "\t" ? " " : String($0) }.joined())
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
        UnsafeText.isUnsafe(scalar)
    }
}
