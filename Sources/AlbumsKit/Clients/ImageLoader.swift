import Foundation

/// Loads artwork bytes. A minimal loader for now: each call fetches through the HTTP client.
public struct ImageLoader: Sendable {
    public var load: @Sendable (URL, HTTPClient) async throws -> Data

    public init(load: @escaping @Sendable (URL, HTTPClient) async throws -> Data) {
        self.load = load
    }

    public static let direct = ImageLoader { url, http in
        try await http.get(url, .image) { $0 }.value
    }
}
