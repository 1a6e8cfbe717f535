import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// The transport used by the app: AsyncHTTPClient with connect and read timeouts, a deadline on
/// the whole exchange (the body included, so a server that trickles a byte now and then cannot
/// hold a request for ever), and a cap on the response size so a hostile server cannot fill the
/// memory.
///
/// Every transport shares one HTTP client for the life of the process: its connection pool is
/// reused, and it is never shut down from a `deinit`, which can run on one of the client's own
/// event-loop threads and would then wait on itself forever.
public struct AsyncHTTPClientTransport: HTTPTransport {
    public struct Limits: Sendable {
        /// From sending the request to the last byte of the answer.
        public var requestDeadline: Duration
        public var maximumResponseBytes: Int

        public init(requestDeadline: Duration = .seconds(60), maximumResponseBytes: Int = 8 * 1024 * 1024) {
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
            return try await Self.withinDeadline(limits.requestDeadline) { [limits, outgoing] in
                let response = try await Self.sharedClient.execute(outgoing, timeout: Self.timeAmount(limits.requestDeadline))
                let body = try await response.body.collect(upTo: limits.maximumResponseBytes)
                return HTTPResponse(
                    status: Int(response.status.code),
                    headers: response.headers.map { (name: $0.name, value: $0.value) },
                    body: Data(body.readableBytesView)
                )
            }
        } catch let error as HTTPClientError {
            throw Self.transportError(for: error)
        } catch is NIOTooManyBytesError {
            throw TransportError.responseTooLarge(limit: limits.maximumResponseBytes)
        } catch let error as TransportError {
            throw error
        } catch let cancellation as CancellationError {
            throw cancellation
        } catch {
            throw TransportError.unreachable(String(describing: error))
        }
    }

    /// Runs the exchange against a timer; the first to finish wins and the other is cancelled
    /// (AsyncHTTPClient closes the connection of a cancelled request).
    private static func withinDeadline(
        _ deadline: Duration, _ exchange: @escaping @Sendable () async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        try await withThrowingTaskGroup(of: HTTPResponse.self) { group in
            group.addTask { try await exchange() }
            group.addTask {
                try await Task.sleep(for: deadline)
                throw TransportError.timedOut
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else { throw TransportError.timedOut }
            return first
        }
    }

    private static func timeAmount(_ duration: Duration) -> TimeAmount {
        let (seconds, attoseconds) = duration.components
        return .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
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
