import AlbumsClients
import AlbumsCore
/// A whole-number option checked against its range: `--size 600`, `--jobs 6`.
public enum NumberOption {
    public static func value(_ invocation: Invocation, _ long: String, in range: ClosedRange<Int>, default fallback: Int) throws(UsageError) -> Int {
        guard let text = invocation.value(long) else { return fallback }
        guard let number = Int(text), range.contains(number) else {
            throw UsageError("invalid value \"\(Sanitizer.line(text))\" for --\(long)", hints: ["it must be a whole number from \(range.lowerBound) to \(range.upperBound)"])
        }
        return number
    }
}
