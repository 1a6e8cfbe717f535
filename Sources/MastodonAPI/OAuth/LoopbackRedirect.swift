import FoundationEssentials
import NIOCore
import NIOHTTP1
import NIOPosix

/// The page a browser comes back to after the person allowed Tintype (RFC 8252 §7.3): a listener
/// on 127.0.0.1 at a port of its own, for one sign-in. A request without this sign-in's `state`
/// is turned away and the wait goes on, so another page cannot slip a code in.
public final class LoopbackRedirect: Sendable {
    public enum Failure: Error, Equatable {
        /// The person said no on the instance's page (`error=access_denied` and the like): the
        /// instance's own reason, when it gave one.
        case refused(String?)
        case closed
    }

    /// The address to register and to name in the authorisation request.
    public let redirectURI: String
    private let channel: any Channel
    private let outcomes: AsyncStream<Result<String, Failure>>
    private let finish: AsyncStream<Result<String, Failure>>.Continuation

    private init(
        channel: any Channel, outcomes: AsyncStream<Result<String, Failure>>, finish: AsyncStream<Result<String, Failure>>.Continuation
    ) {
        self.channel = channel
        self.outcomes = outcomes
        self.finish = finish
        redirectURI = "http://127.0.0.1:\(channel.localAddress?.port ?? 0)/callback"
    }

    /// Starts listening; `state` is what the redirect must carry, `pages` what the browser shows.
    public static func listen(expecting state: String, pages: LoopbackRedirectPages) async throws -> LoopbackRedirect {
        let (outcomes, continuation) = AsyncStream.makeStream(of: Result<String, Failure>.self)
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.pipeline.configureHTTPServerPipeline().flatMap {
                    channel.pipeline.addHandler(RedirectHandler(state: state, pages: pages, deliver: { continuation.yield($0) }))
                }
            }
            .bind(host: "127.0.0.1", port: 0)
            .get()
        return LoopbackRedirect(channel: channel, outcomes: outcomes, finish: continuation)
    }

    /// The code the browser brought back, once it comes.
    public func code() async throws -> String {
        for await outcome in outcomes { return try outcome.get() }
        throw Failure.closed
    }

    public func close() async {
        finish.finish()
        try? await channel.close()
    }
}

/// Answers the browser's one request with a short page and hands on what it carried.
private final class RedirectHandler: ChannelInboundHandler, @unchecked Sendable {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let state: String
    private let pages: LoopbackRedirectPages
    private let deliver: @Sendable (Result<String, LoopbackRedirect.Failure>) -> Void

    init(state: String, pages: LoopbackRedirectPages, deliver: @escaping @Sendable (Result<String, LoopbackRedirect.Failure>) -> Void) {
        self.state = state
        self.pages = pages
        self.deliver = deliver
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(let head) = unwrapInboundIn(data) else { return }
        let components = URLComponents(string: head.uri)
        let query = Dictionary(
            (components?.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
        let status: HTTPResponseStatus
        let page: String
        if components?.path != "/callback" {
            (status, page) = (.notFound, pages.notFound)
        } else if query["state"] != state {
            (status, page) = (.badRequest, pages.foreign)
        } else if let code = query["code"], !code.isEmpty {
            (status, page) = (.ok, pages.signedIn)
            deliver(.success(code))
        } else {
            let reason = query["error_description"] ?? query["error"]
            (status, page) = (.ok, pages.refused)
            deliver(.failure(.refused(reason)))
        }
        respond(context: context, status: status, page: page)
    }

    private func respond(context: ChannelHandlerContext, status: HTTPResponseStatus, page: String) {
        let html = "<!doctype html><meta charset=utf-8><title>Tintype</title><p>\(page)</p>"
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: "text/html; charset=utf-8")
        headers.add(name: "Content-Length", value: String(html.utf8.count))
        headers.add(name: "Connection", value: "close")
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(string: html)))), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in context.close(promise: nil) }
    }
}
