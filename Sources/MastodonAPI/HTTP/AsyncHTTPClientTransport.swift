import AsyncHTTPClient
import FoundationEssentials
import NIOCore
import NIOHTTP1
import NIOSSL
import Synchronization

/// The transport used by the app: AsyncHTTPClient with connect and read timeouts, a deadline on
/// the whole exchange (the body included, so a server that trickles a byte now and then cannot
/// hold a request for ever), and a cap on the response size so a hostile server cannot fill the
/// memory.
///
/// Certificates are checked against the system's authorities, or, when `SSL_CERT_FILE` names a
/// file (as OpenSSL and curl read it), against the authorities in that file alone: for people
/// behind a company's own authority, and for a local server with a certificate of its own. A
/// certificate that is not trusted ends the connection before any request, token included, is
/// sent.
///
/// Transports with the same authorities share one HTTP client for the life of the process: its
/// connection pool is reused, and it is never shut down from a `deinit`, which can run on one of
/// the client's own event-loop threads and would then wait on itself forever.
public struct AsyncHTTPClientTransport: HTTPTransport, StreamingTransport {
    public struct Limits: Sendable {
        /// From sending the request to the last byte of the answer.
        public var requestDeadline: Duration
        public var maximumResponseBytes: Int

        public init(requestDeadline: Duration = .seconds(60), maximumResponseBytes: Int = 8 * 1024 * 1024) {
            self.requestDeadline = requestDeadline
            self.maximumResponseBytes = maximumResponseBytes
        }
    }

    private static let clients = SharedClients()

    private let limits: Limits
    private let client: HTTPClient

    /// `certificateAuthorities`: a PEM file of the authorities to trust instead of the system's.
    public init(
        limits: Limits = Limits(), certificateAuthorities: String? = ProcessInfo.processInfo.environment["SSL_CERT_FILE"]
    ) {
        self.limits = limits
        client = Self.clients.client(trusting: certificateAuthorities.flatMap { $0.isEmpty ? nil : $0 })
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var outgoing = HTTPClientRequest(url: request.url.absoluteString)
        outgoing.method = HTTPMethod(rawValue: request.method.rawValue)
        for header in request.headers {
            outgoing.headers.add(name: header.name, value: header.value)
        }
        if let body = request.body, let progress = request.bodyProgress {
            outgoing.body = .stream(ProgressReportingBody(body, progress: progress), length: .known(Int64(body.count)))
        } else if let body = request.body {
            outgoing.body = .bytes(ByteBuffer(bytes: body))
        }
        do {
            return try await Self.withinDeadline(limits.requestDeadline) { [limits, outgoing, client] in
                let response = try await client.execute(outgoing, timeout: Self.timeAmount(limits.requestDeadline))
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
            if let certificateError = Self.certificateError(from: error) { throw certificateError }
            throw TransportError.unreachable(String(describing: error))
        }
    }

    /// Opens a stream: the answer's head within the request deadline, then its body for as long as
    /// the server sends it (the client's read timeout ends a connection that went silent).
    public func open(_ request: HTTPRequest) async throws -> StreamedResponse {
        var outgoing = HTTPClientRequest(url: request.url.absoluteString)
        outgoing.method = HTTPMethod(rawValue: request.method.rawValue)
        for header in request.headers {
            outgoing.headers.add(name: header.name, value: header.value)
        }
        let response: HTTPClientResponse
        do {
            response = try await client.execute(outgoing, deadline: .distantFuture)
        } catch let error as HTTPClientError {
            throw Self.transportError(for: error)
        } catch let cancellation as CancellationError {
            throw cancellation
        } catch {
            if let certificateError = Self.certificateError(from: error) { throw certificateError }
            throw TransportError.unreachable(String(describing: error))
        }
        let (body, continuation) = AsyncThrowingStream<[UInt8], any Error>.makeStream()
        let reading = Task {
            do {
                for try await buffer in response.body {
                    continuation.yield(Array(buffer.readableBytesView))
                }
                continuation.finish()
            } catch let error as HTTPClientError {
                continuation.finish(throwing: Self.transportError(for: error))
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in reading.cancel() }
        return StreamedResponse(
            status: Int(response.status.code), headers: response.headers.map { (name: $0.name, value: $0.value) }, body: body)
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

    /// A TLS failure (an untrusted certificate, a failed handshake), or nil for any other error.
    private static func certificateError(from error: any Error) -> TransportError? {
        if let error = error as? NIOSSLError {
            return .untrustedCertificate(String(describing: error))
        }
        if let error = error as? BoringSSLError {
            return .untrustedCertificate(String(describing: error))
        }
        return nil
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

/// One HTTP client per set of trusted authorities, made on first use and kept for the process.
private final class SharedClients: Sendable {
    private let clients = Mutex<[String: HTTPClient]>([:])

    func client(trusting authorities: String?) -> HTTPClient {
        clients.withLock { clients in
            let key = authorities ?? ""
            if let client = clients[key] { return client }
            var configuration = HTTPClient.Configuration()
            configuration.timeout = .init(connect: .seconds(5), read: .seconds(20))
            // A refused connection is the answer, told at once: retried, it would wait for the
            // connect timeout and be told as a server too slow. One server, not a fleet, is
            // behind an instance's address; the app's own refresh asks again.
            configuration.connectionPool.retryConnectionEstablishment = false
            // A redirect could carry the bearer token to another origin; the API never needs one.
            configuration.redirectConfiguration = .disallow
            if let authorities {
                var tls = TLSConfiguration.makeClientConfiguration()
                tls.trustRoots = .file(authorities)
                configuration.tlsConfiguration = tls
            }
            let client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
            clients[key] = client
            return client
        }
    }
}
