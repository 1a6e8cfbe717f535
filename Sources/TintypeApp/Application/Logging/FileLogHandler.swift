import FoundationEssentials
import Logging
import Tintype

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes log lines to a file, never to the terminal, which belongs to the screen.
///
/// The file is opened for appending with mode 0600; each line is one `write`, so lines from
/// different threads do not interleave.
public struct FileLogHandler: LogHandler {
    public var metadata: Logger.Metadata = [:]
    public var logLevel: Logger.Level = .info
    private let label: String
    private let descriptor: Int32

    public init(label: String, descriptor: Int32) {
        self.label = label
        self.descriptor = descriptor
    }

    /// Opens (or creates) the log file; nil when it cannot be written, and logging is then off.
    public static func openFile(at url: URL) -> Int32? {
        try? FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        return descriptor >= 0 ? descriptor : nil
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// One line: the time, the level, the message and its metadata (`key=value`, why a picture
    /// could not be drawn, which address), a line break in any of them written as `\n`.
    public func log(event: LogEvent) {
        let timestamp = Date().formatted(.iso8601)
        let details = metadata.merging(event.metadata ?? [:]) { $1 }.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value)" }
        let text = "\(event.message)\(details.joined())".replacing("\n", with: "\\n")
        let line = "\(timestamp) \(event.level) \(label): \(text)\n"
        _ = line.utf8CString.withUnsafeBufferPointer { buffer in
            write(descriptor, buffer.baseAddress, buffer.count - 1)
        }
    }
}
