import Foundation

/// A loopback HTTP server that answers every request with a valid head and then a body that
/// never quite arrives: one byte every `interval`, as a stalled or hostile server does. Each byte
/// resets a read timeout, so only a deadline on the whole response ends the wait.
public final class TricklingServer: @unchecked Sendable {
    public let baseURL: String
    private let listener: LoopbackListener
    private let interval: TimeInterval

    public init(interval: TimeInterval = 0.5) throws {
        self.interval = interval
        listener = try LoopbackListener()
        baseURL = "http://127.0.0.1:\(listener.port)"
        listener.serve { [self] client in trickle(to: client) }
    }

    public func stop() {
        listener.stop()
    }

    private func trickle(to client: Int32) {
        defer { close(client) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        _ = read(client, &buffer, buffer.count)
        let body = Array("[" + String(repeating: " ", count: 200) + "]").map { UInt8($0.asciiValue ?? 32) }
        let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\n\r\n"
        guard send(client, head, head.utf8.count, Int32(MSG_NOSIGNAL)) > 0 else { return }
        for byte in body {
            Thread.sleep(forTimeInterval: interval)
            var next = byte
            guard send(client, &next, 1, Int32(MSG_NOSIGNAL)) == 1 else { return }
        }
    }
}
