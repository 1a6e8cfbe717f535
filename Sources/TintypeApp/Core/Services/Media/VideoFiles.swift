import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The videos and animations fetched to be played, one plain file each: FFmpeg reads files, and
/// not the framed entries of a `FileCache`. Past `maximumTotalBytes` the least recently played go
/// first.
final class VideoFiles: Sendable {
    let directory: URL
    private let maximumTotalBytes: Int

    init(directory: URL, maximumTotalBytes: Int = 300 * 1024 * 1024) {
        self.directory = directory
        self.maximumTotalBytes = maximumTotalBytes
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        removeAbandonedDownloads()
    }

    /// Where the video at `address` is kept, whether it is there yet or not.
    func path(for address: String) -> String {
        directory.appendingPathComponent(MediaServiceImplementation.cacheKey(for: address) + ".video").path
    }

    /// The kept file of the video at `address`, marked as just played; nil when it is not kept.
    func keptPath(for address: String) -> String? {
        let path = path(for: address)
        return utime(path, nil) == 0 ? path : nil
    }

    /// The kept file of the video at `address` goes: it could not be played, and the next play
    /// fetches it anew rather than failing on it again.
    func remove(for address: String) {
        unlink(path(for: address))
    }

    /// Past the cap, the files played longest ago go.
    func evictIfNeeded() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var files: [(path: String, size: Int, used: Double)] = names.filter { $0.hasSuffix(".video") }.compactMap { name in
            let path = directory.appendingPathComponent(name).path
            var status = stat()
            guard stat(path, &status) == 0 else { return nil }
            return (path, Int(status.st_size), Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9)
        }
        var total = files.reduce(0) { $0 + $1.size }
        guard total > maximumTotalBytes else { return }
        files.sort { $0.used < $1.used }
        for file in files where total > maximumTotalBytes {
            unlink(file.path)
            total -= file.size
        }
    }

    /// A fetch cut off by a killed app leaves its partial file; one untouched for an hour is no
    /// other Tintype's fetch under way.
    private func removeAbandonedDownloads() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let hourAgo = time(nil) - 3600
        for name in names where name.hasSuffix(".partial") {
            let path = directory.appendingPathComponent(name).path
            var status = stat()
            if stat(path, &status) == 0, status.st_mtim.tv_sec < hourAgo { unlink(path) }
        }
    }
}
