import Foundation
import MastodonAPI
import TestSupport

/// A transport whose answers wait until the test lets them go, so a test can act while a request
/// is on its way; it answers as the stub it wraps.
final class HeldTransport: HTTPTransport, @unchecked Sendable {
    private let lock = NSLock()
    private let stub: StubTransport
    private var isReleased = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(_ stub: StubTransport) {
        self.stub = stub
    }

    /// The requests that reached the transport, held or answered.
    var requests: [HTTPRequest] { stub.requests }

    /// Lets every held request and every later one through.
    func release() {
        let held = lock.withLock {
            isReleased = true
            defer { waiting.removeAll() }
            return waiting
        }
        held.forEach { $0.resume() }
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let answer = try await stub.send(request)
        await withCheckedContinuation { continuation in
            let goes = lock.withLock {
                if !isReleased { waiting.append(continuation) }
                return isReleased
            }
            if goes { continuation.resume() }
        }
        return answer
    }
}
