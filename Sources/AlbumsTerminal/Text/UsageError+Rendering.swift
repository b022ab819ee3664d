import AlbumsCore

extension UsageError {
    /// "error: …", its hints, and where to read more, each on one sanitised line.
    package func rendered(style: Style, helpCommand: String) -> String {
        var text = style.red("error:") + " " + Sanitizer.line(message) + "\n"
        for hint in hints { text += "  " + Sanitizer.line(hint) + "\n" }
        text += "Run '\(helpCommand) --help' for usage.\n"
        return text
    }
}
