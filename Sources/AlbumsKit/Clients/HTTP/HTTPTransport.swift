/// Sends one request and returns the answer, whatever its status. The network
/// (`URLSessionTransport`) and the embedded fixtures (`StubTransport`) are two values of it.
public struct HTTPTransport: Sendable {
    public var send: @Sendable (HTTPRequest) async throws -> HTTPResponse

    public init(send: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse) {
        self.send = send
    }
}
