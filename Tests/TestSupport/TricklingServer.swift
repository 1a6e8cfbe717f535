import Foundation

/// A loopback HTTP server that answers every request with a valid head and then a body that
/// never quite arrives: one byte every `interval`, as a stalled or hostile server does. Each byte
/// resets a read timeout, so only a deadline on the whole response ends the wait.
public final class TricklingServer: @unchecked Sendable {
    public let baseURL: String
    private let listener: Int32
    private let interval: TimeInterval

    public init(interval: TimeInterval = 0.5) throws {
        self.interval = interval
        let port = try FreePort.find()
        baseURL = "http://127.0.0.1:\(port)"
        listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var reuse: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
        guard bound, listen(listener, 16) == 0 else {
            close(listener)
            throw POSIXError(.EADDRINUSE)
        }
        Thread.detachNewThread { [self] in acceptConnections() }
    }

    public func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private func acceptConnections() {
        while true {
            let client = accept(listener, nil, nil)
            guard client >= 0 else { return }
            Thread.detachNewThread { [self] in trickle(to: client) }
        }
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
