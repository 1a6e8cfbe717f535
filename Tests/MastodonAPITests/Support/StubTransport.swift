import Foundation
@testable import MastodonAPI

/// A transport that answers from a list of canned responses and records the requests.
final class StubTransport: HTTPTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var responses: [Result<HTTPResponse, TransportError>]
    private(set) var requests: [HTTPRequest] = []

    init(_ responses: [Result<HTTPResponse, TransportError>]) {
        self.responses = responses
    }

    convenience init(status: Int = 200, json: String, headers: [(name: String, value: String)] = []) {
        self.init([.success(HTTPResponse(status: status, headers: [("Content-Type", "application/json")] + headers, body: Data(json.utf8)))])
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let next: Result<HTTPResponse, TransportError> = lock.withLock {
            requests.append(request)
            return responses.count > 1 ? responses.removeFirst() : responses[0]
        }
        return try next.get()
    }

    var lastRequest: HTTPRequest? { lock.withLock { requests.last } }
}

enum StubJSON {
    static func account(id: String = "1", acct: String = "grace", displayName: String = "Grace Hopper") -> String {
        #"{"id":"\#(id)","username":"\#(acct)","acct":"\#(acct)","display_name":"\#(displayName)"}"#
    }

    static func status(id: String, content: String = "<p>hello</p>", account: String = account()) -> String {
        #"{"id":"\#(id)","created_at":"2026-11-21T10:00:00.000Z","content":"\#(content)","account":\#(account),"media_attachments":[]}"#
    }

    static func timeline(ids: [String]) -> String {
        "[" + ids.map { status(id: $0) }.joined(separator: ",") + "]"
    }
}

extension MastodonClient {
    static func stubbed(_ transport: StubTransport) throws -> MastodonClient {
        MastodonClient(instance: try InstanceAddress("https://pixelfed.example"), token: "secret-token",
                       transport: transport, userAgent: "Tintype/test")
    }
}
