import AlbumsClients
import AlbumsCore
import Foundation

extension Failure {
    public static let chartOffline = "check your connection, or use the built-in chart: albums --session stub"

    /// Explains a failed GET. `subject` names what was being fetched ("the top albums
    /// chart"); `offline` says what to try without a network.
    public init(fetching subject: String, _ error: FetchError, offline: String = Failure.chartOffline, expected: String = "a feed from Apple") {
        let host = error.url.host ?? error.url.absoluteString
        let what = "couldn't load \(subject)"
        switch error.reason {
        case .transport(let transport):
            self = Failure.transport(transport, what: what, host: host, url: error.url, offline: offline)
        case .status(let status):
            let server = (500...599).contains(status) || status == 429
            self.init(
                what, why: "\(host) answered HTTP \(HTTPStatus.describe(status))",
                suggestion: server ? "try again in a few minutes, or use the built-in chart: albums --session stub"
                    : "check the URL (\(Sanitizer.line(error.url.absoluteString)))"
            )
        case .notJSON(let start):
            let opening = start.isEmpty ? "it is empty" : "it starts with \"\(Sanitizer.line(String(start.prefix(30))))\""
            self.init(
                what, why: "the answer from \(host) is not \(expected) (\(opening))",
                suggestion: "if this network needs a sign-in page (hotel or train Wi-Fi), sign in and try again"
            )
        case .undecodable(let decoding):
            self.init(what, why: Failure.describe(decoding, host: host), suggestion: "check the feed URL, or try --feed standard")
        case .notCached:
            self.init(
                what, why: "--offline was given and no copy of \(Sanitizer.line(error.url.absoluteString)) is cached",
                suggestion: "run it once without --offline to fill the cache"
            )
        }
    }

    private static func transport(_ error: TransportError, what: String, host: String, url: URL, offline: String) -> Failure {
        switch error {
        case .offline(let reason):
            return Failure(what, why: "no internet connection (\(host): \(reason))", suggestion: offline)
        case .timedOut(let seconds):
            return Failure(what, why: "\(host) did not answer within \(Failure.seconds(seconds))", suggestion: "try again; or " + offline)
        case .connectionLost(let reason):
            return Failure(what, why: "the connection to \(host) broke (\(reason))", suggestion: "try again")
        case .tooLarge(let limit):
            return Failure(what, why: "the answer from \(host) is larger than \(limit >> 20) MB", suggestion: "check the URL")
        case .tooManyRedirects(let limit):
            return Failure(what, why: "\(host) redirected more than \(limit) times (a redirect loop?)", suggestion: "check the URL")
        case .insecure(let reason):
            return Failure(
                what, why: "no secure connection to \(host) (\(reason))",
                suggestion: "check the URL and this machine's clock; a network that signs you in through a web page can cause this too"
            )
        case .noFixture(let url):
            return Failure(
                what, why: "the stub session has no fixture for \(Sanitizer.line(url.absoluteString))",
                suggestion: "with --session stub use --feed standard, empty or malformed; use --session shared for other URLs"
            )
        case .failed(let reason):
            return Failure(what, why: "\(host): \(reason)", suggestion: "try again")
        }
    }

    private static func describe(_ error: any Error, host: String) -> String {
        switch error {
        case FeedDecodingError.invalidJSON:
            return "the feed from \(host) is not valid JSON: it is cut short or corrupt"
        case FeedDecodingError.notAFeed:
            return "the answer from \(host) is JSON, but not a top-albums feed"
        case CatalogAnswerError.notAnAnswer:
            return "the answer from \(host) is JSON, but not an answer of the iTunes Search or Lookup API"
        case FeedDecodingError.noAlbumDecoded(let skipped):
            return "none of the \(skipped) entries in the feed from \(host) could be read"
        default:
            return "the answer from \(host) could not be read"
        }
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : String(format: "%.1f s", value)
    }
}

enum HTTPStatus {
    /// "404 Not Found"
    static func describe(_ status: Int) -> String {
        let phrase = phrase(status)
        return phrase.isEmpty ? String(status) : "\(status) \(phrase)"
    }

    static func phrase(_ status: Int) -> String {
        switch status {
        case 400: return "Bad Request"
        case 401: return "Unauthorized"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 410: return "Gone"
        case 429: return "Too Many Requests"
        case 500: return "Internal Server Error"
        case 502: return "Bad Gateway"
        case 503: return "Service Unavailable"
        case 504: return "Gateway Timeout"
        default: return ""
        }
    }
}
