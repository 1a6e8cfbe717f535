import Foundation

/// A listening TCP socket on 127.0.0.1 that hands each connection to a thread of its own, for the
/// small servers the tests stand in front of or in place of the demo instance.
public final class LoopbackListener: @unchecked Sendable {
    public let port: Int
    private let descriptor: Int32

    public init() throws {
        port = try FreePort.find()
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var reuse: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = Self.address(port: port)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
        guard bound, listen(descriptor, 16) == 0 else {
            close(descriptor)
            throw POSIXError(.EADDRINUSE)
        }
    }

    /// Accepts connections until `stop()`, each served by `connection` on its own thread.
    public func serve(_ connection: @escaping @Sendable (Int32) -> Void) {
        Thread.detachNewThread { [descriptor] in
            while true {
                let client = accept(descriptor, nil, nil)
                guard client >= 0 else { return }
                Thread.detachNewThread { connection(client) }
            }
        }
    }

    public func stop() {
        shutdown(descriptor, Int32(SHUT_RDWR))
        close(descriptor)
    }

    /// 127.0.0.1 at a port, as the socket calls take it.
    public static func address(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }
}
