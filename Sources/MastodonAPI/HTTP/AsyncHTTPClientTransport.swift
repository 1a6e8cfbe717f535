import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// The transport used by the app: AsyncHTTPClient with connect and read timeouts, a whole-request
/// deadline, and a cap on the response size so a hostile server cannot fill the memory.
public final class AsyncHTTPClientTransport: HTTPTransport {
    public struct Limits: Sendable {
        public var connectTimeout: TimeAmount
        public var readTimeout: TimeAmount
        public var requestDeadline: TimeAmount
        public var maximumResponseBytes: Int

        public init(
            connectTimeout: TimeAmount = .seconds(10),
            readTimeout: TimeAmount = .seconds(20),
            requestDeadline: TimeAmount = .seconds(60),
            maximumResponseBytes: Int = 8 * 1024 * 1024
        ) {
            self.connectTimeout = connectTimeout
            self.readTimeout = readTimeout
            self.requestDeadline = requestDeadline
            self.maximumResponseBytes = maximumResponseBytes
        }
    }

    private let client: HTTPClient
    private let limits: Limits

    public init(limits: Limits = Limits()) {
        var configuration = HTTPClient.Configuration()
        configuration.timeout = .init(connect: limits.connectTimeout, read: limits.readTimeout)
        // A redirect could carry the bearer token to another origin; the API never needs one.
        configuration.redirectConfiguration = .disallow
        self.client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
        self.limits = limits
    }

    deinit {
        try? client.syncShutdown()
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
            let response = try await client.execute(outgoing, timeout: limits.requestDeadline)
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
        } catch let error as TransportError {
            throw error
        } catch is CancellationError {
            throw CancellationError()
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
