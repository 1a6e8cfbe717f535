import Foundation

/// A loopback HTTP proxy in front of the demo server that can lose the answer to a request after
/// the server applied it, as a dropped connection or a gateway timeout does (mastodon#21840).
/// The demo server's own faults cannot: a request whose client has gone is never applied.
///
/// One request per connection: the request is forwarded with `Connection: close` and the answer
/// read to its end, then passed back, or dropped by closing the client's connection unanswered.
public final class LossyProxy: @unchecked Sendable {
    public let baseURL: String
    private let upstreamPort: Int
    private let listener: LoopbackListener
    private let lock = NSLock()
    private var answersToLose: [(method: String, path: String, holding: TimeInterval)] = []
    private var lost = 0

    public init(upstreamPort: Int) throws {
        self.upstreamPort = upstreamPort
        listener = try LoopbackListener()
        baseURL = "http://127.0.0.1:\(listener.port)"
        listener.serve { [self] client in serve(client) }
    }

    /// The server will apply the next request with this method and path, and its answer is lost:
    /// the client's connection is closed unanswered, after holding it open for `holding` seconds.
    public func loseNextAnswer(method: String, path: String, holding: TimeInterval = 0) {
        lock.withLock { answersToLose.append((method, path, holding)) }
    }

    /// How many answers were lost so far.
    public var lostAnswers: Int { lock.withLock { lost } }

    public func stop() {
        listener.stop()
    }

    private func serve(_ client: Int32) {
        defer { close(client) }
        guard let request = Self.readRequest(from: client) else { return }
        let upstream = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(upstream) }
        var address = LoopbackListener.address(port: upstreamPort)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(upstream, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
        guard connected, Self.writeAll(request.bytes, to: upstream) else { return }
        let answer = Self.readToEnd(upstream)
        let holding = lock.withLock { () -> TimeInterval? in
            guard let index = answersToLose.firstIndex(where: { $0.method == request.method && $0.path == request.path }) else {
                return nil
            }
            lost += 1
            return answersToLose.remove(at: index).holding
        }
        if let holding {
            Thread.sleep(forTimeInterval: holding)
        } else {
            _ = Self.writeAll(answer, to: client)
        }
    }

    private struct Request {
        var method: String
        var path: String
        var bytes: [UInt8]
    }

    /// Reads one request (headers, then a body of Content-Length bytes) and rewrites it to close
    /// the upstream connection after the answer.
    private static func readRequest(from descriptor: Int32) -> Request? {
        var buffer: [UInt8] = []
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        var headerEnd: Int?
        while headerEnd == nil {
            guard let chunk = readChunk(descriptor) else { return nil }
            buffer += chunk
            headerEnd = buffer.firstRange(of: separator)?.upperBound
        }
        guard let headerEnd else { return nil }
        let head = String(decoding: buffer[..<headerEnd], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        let length =
            lines.compactMap { line -> Int? in
                let parts = line.split(separator: ":", maxSplits: 1)
                guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
                return Int(parts[1].trimmingCharacters(in: .whitespaces))
            }.first ?? 0
        while buffer.count < headerEnd + length {
            guard let chunk = readChunk(descriptor) else { return nil }
            buffer += chunk
        }
        let kept = lines.filter { !$0.lowercased().hasPrefix("connection:") }
        let rewritten = ([requestLine.joined(separator: " ")] + kept + ["Connection: close", "", ""]).joined(separator: "\r\n")
        let path = String(requestLine[1]).split(separator: "?").first.map(String.init) ?? ""
        return Request(method: String(requestLine[0]), path: path, bytes: Array(rewritten.utf8) + buffer[headerEnd..<headerEnd + length])
    }

    private static func readChunk(_ descriptor: Int32) -> [UInt8]? {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = read(descriptor, &chunk, chunk.count)
        return count > 0 ? Array(chunk[..<count]) : nil
    }

    private static func readToEnd(_ descriptor: Int32) -> [UInt8] {
        var all: [UInt8] = []
        while let chunk = readChunk(descriptor) { all += chunk }
        return all
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }
}
