/// A run-time failure as the user reads it: what failed, why, and what to try.
/// Exits 1. Like a usage error, it is sanitised where it is written.
public struct Failure: Error, Equatable, Sendable {
    public var what: String
    public var why: String
    public var suggestion: String?

    public init(_ what: String, why: String, suggestion: String? = nil) {
        self.what = what
        self.why = why
        self.suggestion = suggestion
    }
}
