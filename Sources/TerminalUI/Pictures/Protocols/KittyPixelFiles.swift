import FoundationEssentials
import Imaging

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Pixels handed to kitty in temporary files (`t=t`) where the terminal runs on this machine: the
/// terminal reads a file and deletes it, and only its name goes through the terminal, so a photo
/// costs a file write instead of deflating and base64 (what kitty's own icat does when it can).
///
/// kitty takes a temporary file only from a temporary folder and only when its name holds
/// `tty-graphics-protocol`. A file the terminal never read (it stopped answering, or was never
/// kitty) is deleted by `removeUnread()`.
public final class KittyPixelFiles {
    private let folder: URL
    private static let marker = "-tty-graphics-protocol-"
    private let prefix = "\(ownPrefix)\(getpid())\(marker)"
    private var written: [String] = []
    private var counter = 0

    public init(folder: URL = FileManager.default.temporaryDirectory) {
        self.folder = folder
    }

    /// Writes `image`'s RGB bytes to a new file and answers its path; nil when it cannot be
    /// written (a full disk), for the pixels to go through the terminal instead.
    public func write(_ image: PixelImage) -> String? {
        counter += 1
        let path = folder.appendingPathComponent("\(prefix)\(counter).rgb").path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        guard DescriptorWriting.writeAll(image.bytes, to: descriptor) else {
            unlink(path)
            return nil
        }
        written.append(path)
        // Files the terminal read are gone; the list stays short.
        if written.count > 64 { written.removeAll { access($0, F_OK) != 0 } }
        return path
    }

    /// Deletes the files that processes no longer running left in `folder` (killed before they
    /// could): their names carry the process id. The folder is read entry by entry and only a name
    /// that starts as ours becomes a string: a temporary folder may hold thousands of others.
    public static func removeLeftovers(in folder: URL = FileManager.default.temporaryDirectory) {
        guard let directory = opendir(folder.path) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes -> String? in
                guard bytes.starts(with: ownPrefix.utf8), let start = bytes.baseAddress else { return nil }
                return String(cString: start.assumingMemoryBound(to: CChar.self))
            }
            guard let name, name.contains(marker) else { continue }
            guard let pid = Int32(name.dropFirst(ownPrefix.count).prefix { $0.isNumber }), pid != getpid() else { continue }
            // kill with no signal only asks whether the process exists.
            if kill(pid, 0) != 0, errno == ESRCH { unlink(folder.appendingPathComponent(name).path) }
        }
    }

    private static let ownPrefix = "tintype-"

    /// Deletes the files the terminal has not read.
    public func removeUnread() {
        for path in written { unlink(path) }
        written.removeAll()
    }
}
