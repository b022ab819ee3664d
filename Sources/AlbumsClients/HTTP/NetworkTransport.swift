import AlbumsCore
import AlbumsEssentials
import AlbumsPlatform

/// Which transport carries albums' requests to the network.
public enum NetworkTransport: String, CaseIterable, Sendable {
    /// libcurl, opened on first use: the default on Linux.
    case curl
    /// URLSession, from a library of albums' own opened on first use: the default on macOS.
    case urlsession

    public static let platformDefault = NetworkTransport(rawValue: Platform.defaultTransport) ?? .curl

    /// What this transport says when the machine is offline (no name resolves),
    /// for the error preview: curl's words, or URLSession's as macOS says them.
    public var offlineWording: String {
        switch self {
        case .curl: return "Couldn't resolve host name"
        case .urlsession: return "The Internet connection appears to be offline."
        }
    }

    /// `ALBUMS_TRANSPORT`, else the platform's default.
    public static func chosen(_ environment: [String: String]) throws(UsageError) -> NetworkTransport {
        let name = environment["ALBUMS_TRANSPORT"].flatMap { $0.isEmpty ? nil : $0.lowercased() } ?? Platform.defaultTransport
        guard let transport = NetworkTransport(rawValue: name) else {
            let names = allCases.map(\.rawValue)
            throw UsageError("invalid ALBUMS_TRANSPORT \"\(name.clipped)\"", hints: Suggest.hint(for: name, among: names) + ["it must be one of \(names.joined(separator: ", "))"])
        }
        return transport
    }
}

extension HTTPTransport {
    /// The network, through `transport`. Nothing is opened until the first request.
    public static func network(_ transport: NetworkTransport) -> HTTPTransport {
        switch transport {
        case .curl: return .curl()
        case .urlsession: return .urlSession()
        }
    }
}
