/// Sends requests and returns whole responses.
///
/// The Mastodon client depends on this protocol alone, so tests give it canned responses and the
/// app gives it `AsyncHTTPClientTransport`.
public protocol HTTPTransport: Sendable {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}
