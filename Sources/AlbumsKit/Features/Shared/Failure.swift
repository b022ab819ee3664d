/// A run-time failure as the user reads it: what failed, why, and what to try.
public struct Failure: Error, Equatable, Sendable {
    public var what: String
    public var why: String
    public var suggestion: String?

    public init(_ what: String, why: String, suggestion: String? = nil) {
        self.what = what
        self.why = why
        self.suggestion = suggestion
    }

    public func rendered(style: Style) -> String {
        var text = style.red("error:") + " " + what + "\n"
        text += "  " + style.dim("why:") + " " + why + "\n"
        if let suggestion { text += "  " + style.dim("try:") + " " + suggestion + "\n" }
        return text
    }

    public var output: Output { Output(stderr: rendered(style: .plain), exit: .failure) }
}

extension UsageError {
    public func rendered(style: Style, helpCommand: String) -> String {
        var text = style.red("error:") + " " + message + "\n"
        for hint in hints { text += "  " + hint + "\n" }
        text += "Run '\(helpCommand) --help' for usage.\n"
        return text
    }
}

public enum Warning {
    public static func line(_ text: String, style: Style) -> String {
        style.yellow("warning:") + " " + text + "\n"
    }
}
