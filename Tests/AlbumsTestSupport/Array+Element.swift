extension Array {
    /// The element at `index`, or nil where there is none: a failed expectation
    /// instead of a crash that would end the whole test run without a summary.
    public func element(_ index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}

/// Tab-separated lines, as `--plain` prints them.
public enum TabSeparated {
    /// Field `index` (from 0) of every line, "" where a line is shorter.
    public static func column(_ index: Int, of text: String) -> [String] {
        text.split(separator: "\n").map { line in
            line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init).element(index) ?? ""
        }
    }
}

extension String {
    /// The text's lines as a screen holds them: split at each line break, the
    /// empty ones kept (a frame's blank rows, the empty line after a last break).
    public var everyLine: [String] {
        split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
