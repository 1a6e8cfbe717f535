import Foundation

/// A folder of files, one per resource, that survives crashes and damage.
///
/// Writes are atomic and durable: a temporary file in the same folder, `fsync`, `rename` over the
/// old file, then `fsync` of the folder so the rename itself is on disk. Each file starts with a
/// header (magic, version, length, CRC-32): a torn, truncated or foreign file is a miss and is
/// deleted, never a crash. The total size is capped; the least recently used files go first.
public final class FileCache: Sendable {
    public let directory: URL
    public let maximumEntryBytes: Int
    public let maximumTotalBytes: Int

    private static let magic: [UInt8] = Array("TTYC".utf8)
    private static let formatVersion: UInt8 = 1
    private static let headerLength = 4 + 1 + 8 + 4
    private static let temporaryMarker = ".tmp-"

    public init(directory: URL, maximumEntryBytes: Int = 16 * 1024 * 1024, maximumTotalBytes: Int = 256 * 1024 * 1024) {
        self.directory = directory
        self.maximumEntryBytes = maximumEntryBytes
        self.maximumTotalBytes = maximumTotalBytes
        try? FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        removeLeftoverTemporaryFiles()
    }

    /// The stored bytes for a key, or nil when there are none or they are damaged.
    public func read(_ key: String) -> Data? {
        let path = url(for: key).path
        guard let contents = FileManager.default.contents(atPath: path) else { return nil }
        guard let payload = Self.unwrap(contents) else {
            unlink(path)
            return nil
        }
        // Reading marks the file as recently used for eviction.
        utimes(path, nil)
        return payload
    }

    /// Stores bytes for a key, replacing what was there, atomically.
    public func write(_ data: Data, for key: String) throws {
        guard data.count <= maximumEntryBytes else {
            throw FileCacheError.entryTooLarge(bytes: data.count, limit: maximumEntryBytes)
        }
        let finalPath = url(for: key).path
        let temporaryPath = directory.appendingPathComponent(
            Self.temporaryMarker + UUID().uuidString + "-" + fileName(for: key)
        ).path
        let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw FileCacheError.fromErrno(errno) }
        var succeeded = false
        defer {
            if !succeeded { unlink(temporaryPath) }
        }
        do {
            defer { close(descriptor) }
            try Self.writeAll(Self.wrap(data), to: descriptor)
            guard fsync(descriptor) == 0 else { throw FileCacheError.fromErrno(errno) }
        }
        guard rename(temporaryPath, finalPath) == 0 else { throw FileCacheError.fromErrno(errno) }
        succeeded = true
        syncDirectory()
        evictIfNeeded()
    }

    public func remove(_ key: String) {
        unlink(url(for: key).path)
        syncDirectory()
    }

    /// The keys stored now, as file names give them back: the same as written for keys of
    /// letters, digits, "-", "_" and ".".
    public func keys() -> [String] {
        entries().map { $0.url.deletingPathExtension().lastPathComponent }.sorted()
    }

    // MARK: - File format

    static func wrap(_ payload: Data) -> Data {
        var data = Data(capacity: headerLength + payload.count)
        data.append(contentsOf: magic)
        data.append(formatVersion)
        var length = UInt64(payload.count).littleEndian
        withUnsafeBytes(of: &length) { data.append(contentsOf: $0) }
        var checksum = CRC32.checksum(payload).littleEndian
        withUnsafeBytes(of: &checksum) { data.append(contentsOf: $0) }
        data.append(payload)
        return data
    }

    static func unwrap(_ contents: Data) -> Data? {
        guard contents.count >= headerLength else { return nil }
        let bytes = [UInt8](contents)
        guard Array(bytes[0..<4]) == magic, bytes[4] == formatVersion else { return nil }
        let length = bytes[5..<13].enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
        let checksum = bytes[13..<17].enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (8 * UInt32($1.offset)) }
        guard length == UInt64(bytes.count - headerLength) else { return nil }
        let payload = bytes[headerLength...]
        guard CRC32.checksum(payload) == checksum else { return nil }
        return Data(payload)
    }

    // MARK: - Plumbing

    func url(for key: String) -> URL {
        directory.appendingPathComponent(fileName(for: key))
    }

    /// Keys become file names of safe characters only, so a key can never name another folder.
    private func fileName(for key: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
        let safe = key.map { allowed.contains($0) ? $0 : "_" }
        let name = String(safe).trimmingCharacters(in: CharacterSet(charactersIn: "."))
        return (name.isEmpty ? "entry" : name) + ".cache"
    }

    private static func writeAll(_ data: Data, to descriptor: Int32) throws {
        try data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw FileCacheError.fromErrno(errno)
                }
                offset += written
            }
        }
    }

    private func syncDirectory() {
        let descriptor = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    private func entries() -> [(url: URL, size: Int, used: Date)] {
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
        let urls = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: keys)) ?? []
        return urls.compactMap { url in
            guard url.pathExtension == "cache", let values = try? url.resourceValues(forKeys: Set(keys)) else { return nil }
            return (url, values.fileSize ?? 0, values.contentModificationDate ?? .distantPast)
        }
    }

    private func evictIfNeeded() {
        var files = entries()
        var total = files.reduce(0) { $0 + $1.size }
        guard total > maximumTotalBytes else { return }
        files.sort { $0.used < $1.used }
        for file in files where total > maximumTotalBytes {
            unlink(file.url.path)
            total -= file.size
        }
    }

    /// A crash between creating and renaming a temporary file leaves it behind; sweep at start.
    private func removeLeftoverTemporaryFiles() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names where name.hasPrefix(Self.temporaryMarker) {
            unlink(directory.appendingPathComponent(name).path)
        }
    }
}
