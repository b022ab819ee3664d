import Foundation

extension String {
    /// The text without ANSI escape sequences, to measure what the terminal shows.
    public var withoutANSI: String {
        replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }
}
