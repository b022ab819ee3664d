/// The characters untrusted text (a feed, an API's answer) never carries as
/// they are, wherever it goes: the one list. The terminal's sanitiser writes
/// them as visible escapes (`Sanitizer`), JSON as `\u` escapes, a notification
/// as spaces; HTML gets the sanitiser's text, then HTML escaping.
public enum UnsafeText {
    /// The control characters: C0 (a line break, a tab, ESC …), DEL and C1. No name carries one.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        if isControl(scalar) { return true }
        switch scalar.value {
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
        // (which the sanitiser keeps in a flag's tag sequence only).
        case 0x00AD, 0x034F, 0x115F, 0x1160, 0x3164, 0xFFA0, 0xE0000...0xE007F: return true
        default: return false
        }
    }
}
