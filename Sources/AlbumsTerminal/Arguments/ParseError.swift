import AlbumsCore

/// A usage error found while parsing, the command whose help it points to, and
/// the options read before it (so that `--no-color` holds for the message too).
public struct ParseError: Error, Equatable, Sendable {
    public var error: UsageError
    public var path: [String]
    public var options: [String: String]

    public init(error: UsageError, path: [String], options: [String: String] = [:]) {
        self.error = error
        self.path = path
        self.options = options
    }

    public static func == (left: ParseError, right: ParseError) -> Bool {
        left.error == right.error && left.path == right.path
    }
}
