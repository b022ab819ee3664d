/// The one syntax for numbers typed by people, in flags, settings and the
/// environment alike: ASCII digits, and for decimals one point between digits.
/// No sign, no spaces, no hexadecimal, no exponent.
public enum NumberText {
    /// "25"; not "+5", " 5", "0x10", "1e3", or more than nine digits.
    public static func whole(_ text: String) -> Int? {
        guard !text.isEmpty, text.utf8.count <= 9, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return Int(text)
    }

    /// "15", "0.5", "2.25"; not ".5", "5.", "1e3" or "0x10".
    public static func decimal(_ text: String) -> Double? {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count <= 2, parts.allSatisfy({ !$0.isEmpty && $0.utf8.count <= 9 && $0.utf8.allSatisfy { (0x30...0x39).contains($0) } }) else { return nil }
        return Double(text)
    }

    /// `value` with one decimal, a half rounded to even as printf's %.1f does
    /// (exactly so for the values albums writes: byte counts over powers of
    /// two, whole or half seconds): "1.5", "0.2" for 0.25, "-2.0".
    public static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((abs(value) * 10).rounded(.toNearestOrEven))
        return (value.sign == .minus && tenths > 0 ? "-" : "") + "\(tenths / 10).\(tenths % 10)"
    }

    /// `value` with at least `digits` digits, zeros in front: "07", "123".
    public static func padded(_ value: Int, digits: Int) -> String {
        let text = String(abs(value))
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
