import AlbumsCore

/// A usage error found while parsing, the command whose help it points to, and
/// the options read before it (so that `--no-color` holds for the message too).
package struct ParseError: Error, Equatable, Sendable {
    package var error: UsageError
    package var path: [String]
    package var options: [String: String]

    package init(error: UsageError, path: [String], options: [String: String] = [:]) {
        self.error = error
        self.path = path
        self.options = options
    }

    package static func == (left: ParseError, right: ParseError) -> Bool {
        left.error == right.error && left.path == right.path
    }
}
