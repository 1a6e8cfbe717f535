import FoundationEssentials
import Synchronization

/// The streaming API (`/api/v1/streaming/user`, `/direct`, `/hashtag?tag=`) as server-sent
/// events, kept open.
///
/// A dropped or silent connection is opened again after a delay that doubles up to a maximum,
/// with jitter so that many clients do not come back at once; a connection that brought events
/// starts the delays afresh. A server that closes at once is never asked again without waiting.
/// A server without streaming (404, 501…) or refusing the token ends the stream with
/// `.unavailable`, and the caller polls instead.
public struct MastodonStreaming: Sendable {
    public enum Stream: Sendable, Equatable {
        case user, direct
        /// A hashtag's public posts as they are posted.
        case hashtag(String)

        var path: String {
            switch self {
            case .user: "/api/v1/streaming/user"
            case .direct: "/api/v1/streaming/direct"
            case .hashtag: "/api/v1/streaming/hashtag"
            }
        }

        var query: [URLQueryItem] {
            guard case .hashtag(let name) = self else { return [] }
            return [URLQueryItem(name: "tag", value: name)]
        }
    }

    public struct Timing: Sendable {
        public var initialDelay: Duration
        public var maximumDelay: Duration
        /// No byte for this long, a heartbeat included, and the connection is taken for dead.
        public var heartbeatTimeout: Duration
        /// Spreads a delay: by default a random point between 80% and 120% of it.
        public var jitter: @Sendable (Duration) -> Duration
        /// How the stream waits before connecting again.
        public var sleep: @Sendable (Duration) async throws -> Void
        /// How the watchdog of a connection waits for the heartbeat timeout.
        public var heartbeatSleep: @Sendable (Duration) async throws -> Void

        public init(
            initialDelay: Duration = .seconds(1), maximumDelay: Duration = .seconds(60), heartbeatTimeout: Duration = .seconds(35),
            jitter: @escaping @Sendable (Duration) -> Duration = { $0 * Double.random(in: 0.8...1.2) },
            sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
            heartbeatSleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
        ) {
            self.initialDelay = initialDelay
            self.maximumDelay = maximumDelay
            self.heartbeatTimeout = heartbeatTimeout
            self.jitter = jitter
            self.sleep = sleep
            self.heartbeatSleep = heartbeatSleep
        }
    }

    public let instance: InstanceAddress
    private let token: String
    private let transport: any StreamingTransport
    private let userAgent: String
    private let timing: Timing

    public init(
        instance: InstanceAddress, token: String, transport: any StreamingTransport, userAgent: String, timing: Timing = Timing()
    ) {
        self.instance = instance
        self.token = token
        self.transport = transport
        self.userAgent = userAgent
        self.timing = timing
    }

    /// The stream's updates for as long as the caller reads them; stopping to read closes it.
    public func updates(of stream: Stream) -> AsyncStream<StreamingUpdate> {
        let (updates, continuation) = AsyncStream<StreamingUpdate>.makeStream()
        let connecting = Task { [self] in
            await keepConnected(to: stream, continuation)
            continuation.finish()
        }
        continuation.onTermination = { _ in connecting.cancel() }
        return updates
    }

    private func keepConnected(to stream: Stream, _ continuation: AsyncStream<StreamingUpdate>.Continuation) async {
        var delay = timing.initialDelay
        while !Task.isCancelled {
            do {
                let response = try await transport.open(try request(for: stream))
                guard (200..<300).contains(response.status) else {
                    let error = MastodonError(response: HTTPResponse(status: response.status, headers: response.headers, body: Data()))
                    if !error.isTransient {
                        continuation.yield(.unavailable(error))
                        return
                    }
                    throw error
                }
                continuation.yield(.connected)
                if try await read(response.body, into: continuation) { delay = timing.initialDelay }
            } catch is CancellationError {
                return
            } catch {
                // Closed, failed or silent: the same for the listener, who waits for the next one.
            }
            guard !Task.isCancelled else { return }
            let wait = min(timing.maximumDelay, max(.zero, timing.jitter(delay)))
            continuation.yield(.disconnected(retryAfter: wait))
            do { try await timing.sleep(wait) } catch { return }
            delay = min(timing.maximumDelay, delay * 2)
        }
    }

    /// Reads until the server closes, the connection fails, or nothing came for the heartbeat
    /// timeout; true when any event came.
    private func read(
        _ body: AsyncThrowingStream<[UInt8], any Error>, into continuation: AsyncStream<StreamingUpdate>.Continuation
    ) async throws -> Bool {
        let activity = StreamActivity()
        return try await withThrowingTaskGroup(of: Bool.self) { group in
            group.addTask {
                var parser = ServerSentEventParser()
                for try await chunk in body {
                    activity.noteBytes()
                    for event in parser.parse(chunk) {
                        guard let decoded = StreamingEvent(event) else { continue }
                        activity.noteEvent()
                        continuation.yield(.event(decoded))
                    }
                }
                return activity.hasEvents
            }
            group.addTask { [timing] in
                while true {
                    let seen = activity.byteCount
                    try await timing.heartbeatSleep(timing.heartbeatTimeout)
                    if activity.byteCount == seen { return activity.hasEvents }
                }
            }
            defer { group.cancelAll() }
            return try await group.next() ?? false
        }
    }

    private func request(for stream: Stream) throws -> HTTPRequest {
        guard var components = URLComponents(url: instance.baseURL, resolvingAgainstBaseURL: false) else {
            throw MastodonError.insecureInstance(instance.description)
        }
        components.path += stream.path
        if !stream.query.isEmpty { components.queryItems = stream.query }
        guard let url = components.url else { throw MastodonError.insecureInstance(instance.description) }
        return HTTPRequest(
            method: .get, url: url,
            headers: [("Authorization", "Bearer \(token)"), ("User-Agent", userAgent), ("Accept", "text/event-stream")])
    }
}

/// What the reading side of a connection saw, for its watchdog.
private final class StreamActivity: Sendable {
    private let counts = Mutex((bytes: 0, events: 0))

    var byteCount: Int { counts.withLock { $0.bytes } }
    var hasEvents: Bool { counts.withLock { $0.events > 0 } }
    func noteBytes() { counts.withLock { $0.bytes += 1 } }
    func noteEvent() { counts.withLock { $0.events += 1 } }
}
