import Foundation

/// One request to the URLSession transport, and how it ended: plain values,
/// because they cross into albums through a C interface.
struct URLSessionRequest: Sendable {
    var url: URL
    var headers: [String: String]
    /// The whole exchange must end within this many seconds.
    var timeout: Double
    var maxBodyBytes: Int
    var redirectLimit: Int
}

enum URLSessionReply: Sendable {
    case response(url: URL, status: Int, headers: [String: String], body: Data)
    case failure(FailureKind, String)

    /// How an exchange failed, numbered as the C interface sends it.
    enum FailureKind: Int32, Sendable {
        case offline = 1
        case refused = 2
        case timedOut = 3
        case connectionLost = 4
        case tooLarge = 5
        case tooManyRedirects = 6
        case insecure = 7
        case failed = 8
        case cancelled = 9
        case unsupportedRedirect = 10
    }
}
