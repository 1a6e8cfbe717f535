import FoundationEssentials
import Imaging
import TextBasics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The pictures and videos on this computer a post may carry: checking one before it is added,
/// completing a path as a shell does, and listing a folder for the picker.
public struct PhotoFiles: Sendable {
    /// The largest picture offered to a server; Mastodon takes up to 16 MB, most servers less,
    /// and their own refusal is worded when they do.
    public static let largestPicture = 16 * 1024 * 1024

    private let homeDirectory: String

    /// The home folder is `$HOME`, as in the shell the person typed in, else the account's.
    public init(homeDirectory: String = ProcessInfo.processInfo.environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path)
    {
        self.homeDirectory = homeDirectory
    }

    /// The path as the file system knows it: `~` is the home folder.
    public func expanded(_ path: String) -> String {
        guard path == "~" || path.hasPrefix("~/") else { return path }
        return homeDirectory + path.dropFirst()
    }

    /// The path as a person writes it: the home folder as `~`.
    public func abbreviated(_ path: String) -> String {
        guard path == homeDirectory || path.hasPrefix(homeDirectory + "/") else { return path }
        return "~" + path.dropFirst(homeDirectory.count)
    }

    /// Nil when the file is a picture or a video a post can carry, within the server's `limits`.
    /// A video is read only as far as its description and first frame: its size, rate and length.
    public func problem(withFileAt path: String, limits: MediaFileLimits) -> PhotoFileProblem? {
        let path = expanded(path)
        var isFolder = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return .missing }
        guard !isFolder else { return .folder }
        guard let head = Self.firstBytes(16, ofFileAt: path) else { return .missing }
        let size = self.size(ofPhotoAt: path) ?? 0
        if VideoContainer(sniffing: head) != nil { return Self.problem(withVideoAt: path, bytes: size, limits: limits) }
        let limit = min(limits.pictureBytes, Self.largestPicture)
        guard size <= limit else { return .tooLarge(bytes: size, limit: limit) }
        switch PictureFormat(sniffing: head) {
        case .jpeg, .png, .gif, .webp: return nil
        case .svg, .unknown: return .notAPicture
        }
    }

    private static func problem(withVideoAt path: String, bytes: Int, limits: MediaFileLimits) -> PhotoFileProblem? {
        guard bytes <= limits.videoBytes else { return .tooLarge(bytes: bytes, limit: limits.videoBytes) }
        do throws(PictureDecodingError) {
            // Opening reads the description alone; no frame is decoded before the limits pass.
            let decoder = try VideoDecoder(path: path, pixelCap: .max)
            let video = decoder.description
            if let problem = problem(with: video, limits: limits) { return problem }
            // Frames too large to decode here are left to the server.
            guard video.width * video.height <= PictureDecoder.defaultPixelCap else { return nil }
            // A file cut short opens as a video: its first frame, tiny, says it plays.
            return try decoder.nextFrame(width: 8, height: 8) == nil ? .unreadableVideo : nil
        } catch .missingLibrary {
            // Without FFmpeg's libraries nothing here can tell: the server will.
            return nil
        } catch {
            return .unreadableVideo
        }
    }

    private static func problem(with video: VideoDecoder.Description, limits: MediaFileLimits) -> PhotoFileProblem? {
        let rate = video.framesPerSecond
        if let limit = limits.videoFramesPerSecond, rate > Double(limit) + 0.5 {
            return .videoFrameRateTooHigh(framesPerSecond: Int(rate.rounded()), limit: limit)
        }
        if let limit = limits.videoPixels, video.width * video.height > limit {
            return .videoFramesTooLarge(width: video.width, height: video.height, limitPixels: limit)
        }
        if let limit = limits.videoFrames, rate > 0, video.durationSeconds * rate > Double(limit) {
            return .videoTooLong(seconds: Int(video.durationSeconds.rounded(.up)), limitSeconds: Int(Double(limit) / rate))
        }
        return nil
    }

    private static func firstBytes(_ count: Int, ofFileAt path: String) -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var head = [UInt8](repeating: 0, count: count)
        let received = head.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, count) }
        return Data(head.prefix(max(0, received)))
    }

    /// The file's size in bytes; nil for one that is not there.
    public func size(ofPhotoAt path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: expanded(path)))?[.size] as? Int
    }

    /// The folder to pick photos from first: the one the last photo came from, else `~/Pictures`
    /// where there is one, else the home folder.
    public func startingFolder(after lastPhotoPath: String?) -> String {
        var isFolder = false
        if let lastPhotoPath, !lastPhotoPath.isEmpty {
            let folder = expanded(lastPhotoPath).parentFolderPath
            if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder { return folder }
        }
        let pictures = homeDirectory + "/Pictures"
        if FileManager.default.fileExists(atPath: pictures, isDirectory: &isFolder), isFolder { return pictures }
        return homeDirectory
    }

    /// The folders, pictures and videos (by their names' endings: a listing reads no file) in a
    /// folder, folders first, each group by name; hidden ones left out. Empty for a folder that
    /// cannot be read.
    public func entries(inFolder folder: String) -> [(path: String, name: String, isFolder: Bool)] {
        let folder = expanded(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let entries = names.filter { !$0.hasPrefix(".") }.compactMap { name -> (path: String, name: String, isFolder: Bool)? in
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var isFolder = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
            if isFolder { return (path, name, true) }
            let ending = name.pathExtension.lowercased()
            return Self.pictureEndings.contains(ending) || Self.videoEndings.contains(ending) ? (path, name, false) : nil
        }
        return entries.sorted { left, right in
            left.isFolder != right.isFolder ? left.isFolder : left.name.lowercased() < right.name.lowercased()
        }
    }

    private static let pictureEndings: Set<String> = ["jpg", "jpeg", "png", "gif", "webp"]
    /// The videos Mastodon and Pixelfed take.
    static let videoEndings: Set<String> = ["mp4", "m4v", "mov", "webm"]

    /// Whether a file's name says it is a video (a listing, and a draft's attachment, read no file).
    public static func isVideo(named name: String) -> Bool {
        videoEndings.contains(name.pathExtension.lowercased())
    }

    /// The longest path every entry starting with `partial` shares (a folder gets its `/`), and
    /// those entries' names, sorted, hidden ones only when asked for by a leading dot.
    public func completions(of partial: String) -> (completed: String, candidates: [String]) {
        let expandedPartial = expanded(partial)
        let slash = expandedPartial.lastIndex(of: "/")
        let folder = slash.map { String(expandedPartial[...$0]) } ?? ""
        let prefix = slash.map { String(expandedPartial[expandedPartial.index(after: $0)...]) } ?? expandedPartial
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? [])
            .filter { $0.hasPrefix(prefix) && (prefix.hasPrefix(".") || !$0.hasPrefix(".")) }
            .sorted()
        guard let first = names.first else { return (partial, []) }
        var shared = Substring(first)
        for name in names.dropFirst() {
            shared = shared.prefix(zip(shared, name).prefix { $0 == $1 }.count)
        }
        let typedFolder = partial.lastIndex(of: "/").map { String(partial[...$0]) } ?? ""
        var completed = typedFolder + shared
        if names.count == 1 {
            var isFolder = false
            if FileManager.default.fileExists(atPath: folder + shared, isDirectory: &isFolder), isFolder {
                completed += "/"
            }
        }
        return (completed, names)
    }
}
