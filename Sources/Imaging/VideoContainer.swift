#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The kind of file a video comes in, read from its first bytes: what a post may carry as a video.
public enum VideoContainer: String, Sendable, Equatable {
    /// MP4, QuickTime and M4V: an ISO base media file, `ftyp` in its first box.
    case isoMedia
    /// WebM and Matroska, which start with the EBML header.
    case matroska

    /// Nil where the bytes start no video file this knows.
    public init?(sniffing bytes: some Collection<UInt8>) {
        let head = Array(bytes.prefix(12))
        if head.count >= 8, Array(head[4..<8]) == Array("ftyp".utf8) {
            self = .isoMedia
        } else if head.starts(with: [0x1A, 0x45, 0xDF, 0xA3]) {
            self = .matroska
        } else {
            return nil
        }
    }

    /// The same, from the first bytes of the file at `path`; nil too for a file that cannot be read.
    public init?(sniffingFileAt path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var head = [UInt8](repeating: 0, count: 12)
        let received = head.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 12) }
        self.init(sniffing: head.prefix(max(0, received)))
    }
}
