import AlbumsCore

extension Failure {
    /// "error: …", then why and what to try, each on one sanitised line.
    package func rendered(style: Style) -> String {
        var text = style.red("error:") + " " + Sanitizer.line(what) + "\n"
        text += "  " + style.dim("why:") + " " + Sanitizer.line(why) + "\n"
        if let suggestion { text += "  " + style.dim("try:") + " " + Sanitizer.line(suggestion) + "\n" }
        return text
    }
}
