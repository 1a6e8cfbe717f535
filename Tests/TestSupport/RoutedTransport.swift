import Foundation
import MastodonAPI

/// A transport that answers by the request's path, whatever order requests made at once arrive
/// in; a path it was not given answers 404, as a server without that part of the API does.
public final class RoutedTransport: HTTPTransport, @unchecked Sendable {
    private let routes: [String: String]

    /// `routes`: JSON answered with 200, by path ("/api/v1/trends/tags").
    public init(_ routes: [String: String]) {
        self.routes = routes
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard let json = routes[request.url.path] else {
            return HTTPResponse(status: 404, headers: [("Content-Type", "application/json")], body: Data(#"{"error":"Not found"}"#.utf8))
        }
        return HTTPResponse(status: 200, headers: [("Content-Type", "application/json")], body: Data(json.utf8))
    }
}
