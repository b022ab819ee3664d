public enum ContentError: Error, Equatable, Sendable {
    /// The body is not JSON at all: an HTML page from a captive portal, say.
    case notJSON(startsWith: String)
    /// JSON must be UTF-8; a decoder would quietly drop the strings that aren't.
    case notUTF8
}
