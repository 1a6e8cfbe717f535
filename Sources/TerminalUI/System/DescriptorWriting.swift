#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing all of some bytes to a file descriptor: `write(2)` may take only part of them, or be
/// interrupted by a signal (a resize) before it takes any.
public enum DescriptorWriting {
    /// Writes every byte; false when the descriptor takes no more (a full disk, a closed pipe).
    @discardableResult
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }
}
