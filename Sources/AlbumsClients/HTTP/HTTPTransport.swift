/// Sends one request and returns the answer, whatever its status. The network
/// (`URLSessionTransport`) and the embedded fixtures (`StubRoutes`) are two values of it.
public struct HTTPTransport: Sendable {
    /// Answers from fixtures built into the binary: never cached, and cached
    /// artwork from them is kept apart from the network's.
    public var servesFixtures: Bool
    public var send: @Sendable (HTTPRequest) async throws -> HTTPResponse

    public init(servesFixtures: Bool = false, send: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse) {
        self.servesFixtures = servesFixtures
        self.send = send
    }
}
