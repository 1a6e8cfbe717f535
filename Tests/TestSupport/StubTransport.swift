import Foundation
import MastodonAPI

/// A transport that answers from a list of canned responses and records the requests.
public final class StubTransport: HTTPTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var responses: [Result<HTTPResponse, TransportError>]
    public private(set) var requests: [HTTPRequest] = []

    public init(_ responses: [Result<HTTPResponse, TransportError>]) {
        self.responses = responses
    }

    public convenience init(status: Int = 200, json: String, headers: [(name: String, value: String)] = []) {
        self.init([.success(HTTPResponse(status: status, headers: [("Content-Type", "application/json")] + headers, body: Data(json.utf8)))]
        )
    }

    /// Replaces the canned answers, for a test that changes what the server says midway.
    public func answer(with responses: [Result<HTTPResponse, TransportError>]) {
        lock.withLock { self.responses = responses }
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        // The whole body goes at once here: whoever counts it hears it sent.
        if let body = request.body { request.bodyProgress?(body.count, body.count) }
        let next: Result<HTTPResponse, TransportError> = lock.withLock {
            requests.append(request)
            return responses.count > 1 ? responses.removeFirst() : responses[0]
        }
        return try next.get()
    }

    public var lastRequest: HTTPRequest? { lock.withLock { requests.last } }
}

public enum StubJSON {
    public static func account(id: String = "1", acct: String = "grace", displayName: String = "Grace Hopper") -> String {
        #"{"id":"\#(id)","username":"\#(acct)","acct":"\#(acct)","display_name":"\#(displayName)"}"#
    }

    public static func status(id: String, content: String = "<p>hello</p>", account: String = account()) -> String {
        #"{"id":"\#(id)","created_at":"2026-11-21T10:00:00.000Z","content":"\#(content)","account":\#(account),"media_attachments":[]}"#
    }

    public static func link(olderThan id: String) -> (name: String, value: String) {
        ("Link", "<https://pixelfed.example/api/v1/timelines/home?max_id=\(id)>; rel=\"next\"")
    }

    public static func timeline(ids: [String]) -> String {
        "[" + ids.map { status(id: $0) }.joined(separator: ",") + "]"
    }
}

extension MastodonClient {
    public static func stubbed(_ transport: any HTTPTransport) throws -> MastodonClient {
        MastodonClient(
            instance: try InstanceAddress("https://pixelfed.example"), token: "secret-token",
            transport: transport, userAgent: "Tintype/test")
    }
}
