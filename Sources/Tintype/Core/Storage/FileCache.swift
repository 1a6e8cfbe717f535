import FoundationEssentials
import TextBasics

#if canImport(Glibc)
    import Glibc
    /// `write(2)`, named apart from this file's own `write`.
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin
    private let systemWrite = Darwin.write
#endif

/// A folder of files, one per resource, that survives crashes and damage.
///
/// Writes are atomic and durable: a temporary file in the same folder, `fsync`, `rename` over the
/// old file, then `fsync` of the folder so the rename itself is on disk (a failure of either is
/// reported). Each file starts with a header (magic, version, length, CRC-32): a torn, truncated
/// or foreign file is a miss, never a crash; a cache deletes it, while a folder of the user's own
/// writes moves it aside for a person to look at. The total size is capped; the least recently
/// used files go first.
public final class FileCache: Sendable {
    /// What happens to a file that cannot be read.
    public enum DamagedFilePolicy: Sendable {
        /// A copy of something the server has: gone, and fetched again.
        case delete
        /// The user's own words: renamed to `<name>.damaged`, kept, and reported.
        case setAside(report: @Sendable (URL) -> Void)
    }

    public let directory: URL
    public let maximumEntryBytes: Int
    public let maximumTotalBytes: Int
    private let damagedFilePolicy: DamagedFilePolicy

    private static let magic: [UInt8] = Array("TTYC".utf8)
    private static let formatVersion: UInt8 = 1
    private static let headerLength = 4 + 1 + 8 + 4
    private static let temporaryMarker = ".tmp-"

    public init(
        directory: URL, maximumEntryBytes: Int = 16 * 1024 * 1024, maximumTotalBytes: Int = 256 * 1024 * 1024,
        damagedFilePolicy: DamagedFilePolicy = .delete
    ) {
        self.directory = directory
        self.damagedFilePolicy = damagedFilePolicy
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
            setAsideOrDelete(url(for: key))
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
            Self.temporaryMarker + "\(getpid())-" + UUID().uuidString + "-" + Self.fileName(for: key)
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
        try syncDirectory()
        evictIfNeeded()
    }

    /// Removes a key's file. A failure to make the removal durable is reported: the file may come
    /// back after a crash, which for an outbox item means a second send.
    public func remove(_ key: String) throws {
        guard unlink(url(for: key).path) == 0 || errno == ENOENT else { throw FileCacheError.fromErrno(errno) }
        try syncDirectory()
    }

    /// Hands a file a reader could not use to the damaged-file policy: for a record whose bytes are
    /// whole but whose contents this version cannot read.
    public func setAside(_ key: String) {
        setAsideOrDelete(url(for: key))
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
        Self.url(for: key, in: directory)
    }

    /// Where a key's file is in a folder, found without opening the folder (a cache's `init`
    /// sweeps it).
    package static func url(for key: String, in directory: URL) -> URL {
        directory.appendingPathComponent(fileName(for: key))
    }

    /// Keys become file names of safe characters only, so a key can never name another folder.
    private static func fileName(for key: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
        let safe = key.map { allowed.contains($0) ? $0 : "_" }
        let name = String(safe).trimmed(where: { $0 == "." })
        return (name.isEmpty ? "entry" : name) + ".cache"
    }

    private static func writeAll(_ data: Data, to descriptor: Int32) throws {
        try data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw FileCacheError.fromErrno(errno)
                }
                offset += written
            }
        }
    }

    private func syncDirectory() throws {
        let descriptor = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileCacheError.fromErrno(errno) }
        defer { close(descriptor) }
        // Some file systems cannot sync a folder at all (EINVAL); there is nothing more to do there.
        guard fsync(descriptor) == 0 || errno == EINVAL else { throw FileCacheError.fromErrno(errno) }
    }

    private func setAsideOrDelete(_ file: URL) {
        switch damagedFilePolicy {
        case .delete:
            unlink(file.path)
        case .setAside(let report):
            let aside = file.appendingPathExtension("damaged")
            guard rename(file.path, aside.path) == 0 else { return }
            report(aside)
        }
    }

    private func entries() -> [(url: URL, size: Int, used: Date)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.compactMap { name in
            let url = directory.appendingPathComponent(name)
            var status = stat()
            guard url.pathExtension == "cache", stat(url.path, &status) == 0 else { return nil }
            let modified = Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9
            return (url, Int(status.st_size), Date(timeIntervalSince1970: modified))
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
    /// Only files of processes that are gone: another Tintype may be writing into this folder now.
    private func removeLeftoverTemporaryFiles() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names where name.hasPrefix(Self.temporaryMarker) {
            let writer = name.dropFirst(Self.temporaryMarker.count).split(separator: "-").first.flatMap { pid_t($0) }
            if let writer, kill(writer, 0) == 0 || errno == EPERM { continue }
            unlink(directory.appendingPathComponent(name).path)
        }
    }
}
