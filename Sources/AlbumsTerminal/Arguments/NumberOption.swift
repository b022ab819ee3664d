import AlbumsCore
import AlbumsEssentials

/// Whole numbers in options, checked against their range.
package enum NumberOption {
    package static func parse(_ text: String, option: String, in range: ClosedRange<Int>) throws(UsageError) -> Int {
        guard let number = NumberText.whole(text), range.contains(number) else {
            throw UsageError("invalid value \"\(text.clipped)\" for --\(option)", hints: ["it must be a whole number from \(range.lowerBound) to \(range.upperBound)"])
        }
        return number
    }
}
