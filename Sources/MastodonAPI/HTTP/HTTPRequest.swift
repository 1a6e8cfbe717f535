import FoundationEssentials

/// One HTTP request, independent of the client library that sends it.
public struct HTTPRequest: Sendable {
    public enum Method: String, Sendable {
        case get = "GET"
        case post = "POST"
        case put = "PUT"
        case patch = "PATCH"
        case delete = "DELETE"
    }

    public var method: Method
    public var url: URL
    public var headers: [(name: String, value: String)]
    public var body: Data?
    /// Told the bytes of the body handed to the connection so far, and their total, as they go.
    public var bodyProgress: (@Sendable (_ sent: Int, _ total: Int) -> Void)?

    public init(
        method: Method, url: URL, headers: [(name: String, value: String)] = [], body: Data? = nil,
        bodyProgress: (@Sendable (_ sent: Int, _ total: Int) -> Void)? = nil
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.bodyProgress = bodyProgress
    }

    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
}
