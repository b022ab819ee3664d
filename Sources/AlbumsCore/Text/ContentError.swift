import Foundation

public enum ContentError: Error, Equatable, Sendable {
    /// The body is not JSON at all: an HTML page from a captive portal, say.
    case notJSON(startsWith: String)
}
