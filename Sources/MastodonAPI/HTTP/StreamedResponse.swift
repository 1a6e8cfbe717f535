/// A response whose body arrives as the server sends it, for the streaming API.
public struct StreamedResponse: Sendable {
    public var status: Int
    public var headers: [(name: String, value: String)]
    /// The body's bytes in the chunks they came in; it ends when the server closes, and throws
    /// when the connection fails. Stopping to read it closes the connection.
    public var body: AsyncThrowingStream<[UInt8], any Error>

    public init(status: Int, headers: [(name: String, value: String)], body: AsyncThrowingStream<[UInt8], any Error>) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}

/// Opens requests whose answers do not end: server-sent events.
public protocol StreamingTransport: Sendable {
    func open(_ request: HTTPRequest) async throws -> StreamedResponse
}
