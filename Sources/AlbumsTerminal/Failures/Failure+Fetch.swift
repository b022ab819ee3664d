import AlbumsClients
import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform

extension Failure {
    /// Explains a failed GET of `subject`, with advice that fits it.
    package init(fetching subject: Subject, _ error: FetchError) {
        let host = error.url.host ?? error.url.absoluteString
        let what = "couldn't load \(subject.name)"
        switch error.reason {
        case .transport(let transport):
            self = Failure.transport(transport, what: what, host: host, subject: subject)
        case .status(let status):
            let server = (500...599).contains(status) || status == 429
            self.init(
                what, why: "\(host) answered HTTP \(HTTPStatus.describe(status))",
                suggestion: server ? subject.serverAdvice : "check the URL (\(error.url.absoluteString))"
            )
        case .notJSON(let start):
            let opening = start.isEmpty ? "it is empty" : "it starts with \"\(String(start.prefix(30)))\""
            self.init(
                what, why: "the answer from \(host) is not \(subject.expected) (\(opening))",
                suggestion: "if this network needs a sign-in page (hotel or train Wi-Fi), sign in and try again"
            )
        case .undecodable(let decoding):
            self.init(what, why: AnswerProblem.describe(decoding, host: host, expected: subject.expected), suggestion: subject.unreadableAdvice)
        case .notCached:
            self.init(
                what, why: "--offline was given and no copy of \(error.url.absoluteString) is cached",
                suggestion: "run it once without --offline to fill the cache"
            )
        }
    }

    /// Explains any failure to load `subject`: a fetch error, or something unforeseen.
    package init(loading subject: Subject, _ error: any Error) {
        if let error = error as? FetchError {
            self.init(fetching: subject, error)
        } else if let failure = error as? Failure {
            // Already worded; never a debug dump of it.
            self = failure
        } else if let given = error as? ImagePipeline.HostNotAnswering {
            self.init("skipped \(subject.name)", why: "\(given.host) did not answer the covers before it", suggestion: "try again later")
        } else {
            self.init("couldn't load \(subject.name)", why: "\(error)")
        }
    }

    private static func transport(_ error: TransportError, what: String, host: String, subject: Subject) -> Failure {
        switch error {
        case .offline(let reason):
            return Failure(what, why: "no internet connection (\(host): \(reason))", suggestion: subject.offlineAdvice)
        case .refused(let reason):
            return Failure(what, why: "\(host) refused the connection (\(reason)): nothing answers on that port", suggestion: "check the URL and that the server is running")
        case .unsupportedRedirect:
            return Failure(what, why: "\(host) redirected to a URL that isn't http or https, which albums never follows", suggestion: "check the URL")
        case .headersTooLarge(let limit):
            return Failure(what, why: "the headers of the answer from \(host) are larger than \(limit >> 10) KB", suggestion: "check the URL")
        case .timedOut(let seconds):
            return Failure(what, why: "\(host) did not answer within \(Failure.seconds(seconds))", suggestion: "try again; or " + subject.offlineAdvice)
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
            return Failure(what, why: "the stub session has no fixture for \(url.absoluteString)", suggestion: subject.noFixtureAdvice)
        case .unavailable(let why, let fix):
            return Failure(what, why: why, suggestion: fix)
        case .failed(let reason):
            return Failure(what, why: "\(host): \(reason)", suggestion: "try again")
        }
    }

    package static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : NumberText.oneDecimal(value) + " s"
    }
}
