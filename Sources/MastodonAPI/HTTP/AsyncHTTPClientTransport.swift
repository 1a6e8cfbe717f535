import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// The transport used by the app: AsyncHTTPClient with connect and read timeouts, a whole-request
/// deadline, and a cap on the response size so a hostile server cannot fill the memory.
///
/// Every transport shares one HTTP client for the life of the process: its connection pool is
/// reused, and it is never shut down from a `deinit`, which can run on one of the client's own
/// event-loop threads and would then wait on itself forever.
public struct AsyncHTTPClientTransport: HTTPTransport {
    public struct Limits: Sendable {
        public var requestDeadline: TimeAmount
        public var maximumResponseBytes: Int

        public init(requestDeadline: TimeAmount = .seconds(60), maximumResponseBytes: Int = 8 * 1024 * 1024) {
            self.requestDeadline = requestDeadline
            self.maximumResponseBytes = maximumResponseBytes
        }
    }

    private static let sharedClient: HTTPClient = {
        var configuration = HTTPClient.Configuration()
        // A refused connection is retried until the connect timeout, so this is also how long a
        // dead server takes to be reported.
        configuration.timeout = .init(connect: .seconds(5), read: .seconds(20))
        // A redirect could carry the bearer token to another origin; the API never needs one.
        configuration.redirectConfiguration = .disallow
        return HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    }()

    private let limits: Limits

    public init(limits: Limits = Limits()) {
        self.limits = limits
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var outgoing = HTTPClientRequest(url: request.url.absoluteString)
        outgoing.method = HTTPMethod(rawValue: request.method.rawValue)
        for header in request.headers {
            outgoing.headers.add(name: header.name, value: header.value)
        }
        if let body = request.body {
            outgoing.body = .bytes(ByteBuffer(bytes: body))
        }
        do {
            let response = try await Self.sharedClient.execute(outgoing, timeout: limits.requestDeadline)
            let body = try await response.body.collect(upTo: limits.maximumResponseBytes)
            return HTTPResponse(
                status: Int(response.status.code),
                headers: response.headers.map { (name: $0.name, value: $0.value) },
                body: Data(body.readableBytesView)
            )
        } catch let error as HTTPClientError {
            throw Self.transportError(for: error)
        } catch is NIOTooManyBytesError {
            throw TransportError.responseTooLarge(limit: limits.maximumResponseBytes)
        } catch let cancellation as CancellationError {
            throw cancellation
        } catch {
            throw TransportError.unreachable(String(describing: error))
        }
    }

    private static func transportError(for error: HTTPClientError) -> TransportError {
        switch error {
        case .readTimeout, .deadlineExceeded, .connectTimeout, .writeTimeout:
            return .timedOut
        default:
            return .unreachable(String(describing: error))
        }
    }
}
