import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a download to a file chunk by chunk, refusing more than `maximumBytes`, and puts it in
/// its place whole at the end.
final class MediaFileWriter {
    private let path: String
    private let maximumBytes: Int
    private var descriptor: Int32
    private var written = 0

    init(path: String, maximumBytes: Int) throws {
        self.path = path
        self.maximumBytes = maximumBytes
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw MastodonError.malformedResponse("cannot write \(path)") }
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    func append(_ chunk: [UInt8]) throws {
        written += chunk.count
        guard written <= maximumBytes else {
            throw MastodonError.malformedResponse("the file is over \(maximumBytes) bytes")
        }
        var offset = 0
        while offset < chunk.count {
            let count = chunk.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, chunk.count - offset) }
            guard count > 0 else { throw MastodonError.malformedResponse("cannot write \(path): the disk may be full") }
            offset += count
        }
    }

    /// The file, whole, renamed to `destination`.
    func finish(into destination: String) throws {
        let closed = close(descriptor)
        descriptor = -1
        guard closed == 0, rename(path, destination) == 0 else { throw MastodonError.malformedResponse("cannot keep \(destination)") }
    }
}
