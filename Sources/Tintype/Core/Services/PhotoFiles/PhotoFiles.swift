import Foundation
import Imaging

/// The pictures on this computer a post may carry: checking one before it is added, completing a
/// path as a shell does, and listing a folder for the picker.
public struct PhotoFiles: Sendable {
    /// The largest picture offered to a server; Mastodon takes up to 16 MB, most servers less,
    /// and their own refusal is worded when they do.
    public static let largestPicture = 16 * 1024 * 1024

    private let homeDirectory: String

    /// The home folder is `$HOME`, as in the shell the person typed in, else the account's.
    public init(homeDirectory: String = ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()) {
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

    /// Nil when the file is a picture a post can carry, on a server that takes pictures up to
    /// `largest` bytes.
    public func problem(withPhotoAt path: String, largest: Int = largestPicture) -> PhotoFileProblem? {
        let path = expanded(path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return .missing }
        guard !isFolder.boolValue else { return .folder }
        let size = self.size(ofPhotoAt: path) ?? 0
        let limit = min(largest, Self.largestPicture)
        guard size <= limit else { return .tooLarge(bytes: size, limit: limit) }
        guard let handle = FileHandle(forReadingAtPath: path) else { return .missing }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 16)) ?? Data()
        switch PictureFormat(sniffing: head) {
        case .jpeg, .png, .gif, .webp: return nil
        case .svg, .unknown: return .notAPicture
        }
    }

    /// The file's size in bytes; nil for one that is not there.
    public func size(ofPhotoAt path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: expanded(path)))?[.size] as? Int
    }

    /// The folder to pick photos from first: the one the last photo came from, else `~/Pictures`
    /// where there is one, else the home folder.
    public func startingFolder(after lastPhotoPath: String?) -> String {
        var isFolder: ObjCBool = false
        if let lastPhotoPath, !lastPhotoPath.isEmpty {
            let folder = (expanded(lastPhotoPath) as NSString).deletingLastPathComponent
            if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue { return folder }
        }
        let pictures = homeDirectory + "/Pictures"
        if FileManager.default.fileExists(atPath: pictures, isDirectory: &isFolder), isFolder.boolValue { return pictures }
        return homeDirectory
    }

    /// The folders and the pictures (by their names' endings: a listing reads no file) in a
    /// folder, folders first, each group by name; hidden ones left out. Empty for a folder that
    /// cannot be read.
    public func entries(inFolder folder: String) -> [(path: String, name: String, isFolder: Bool)] {
        let folder = expanded(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let entries = names.filter { !$0.hasPrefix(".") }.compactMap { name -> (path: String, name: String, isFolder: Bool)? in
            let path = (folder as NSString).appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
            if isFolder.boolValue { return (path, name, true) }
            return Self.pictureEndings.contains((name as NSString).pathExtension.lowercased()) ? (path, name, false) : nil
        }
        return entries.sorted { left, right in
            left.isFolder != right.isFolder ? left.isFolder : left.name.lowercased() < right.name.lowercased()
        }
    }

    private static let pictureEndings: Set<String> = ["jpg", "jpeg", "png", "gif", "webp"]

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
        var shared = first
        for name in names.dropFirst() {
            shared = String(shared.commonPrefix(with: name))
        }
        let typedFolder = partial.lastIndex(of: "/").map { String(partial[...$0]) } ?? ""
        var completed = typedFolder + shared
        if names.count == 1 {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + shared, isDirectory: &isFolder), isFolder.boolValue {
                completed += "/"
            }
        }
        return (completed, names)
    }
}
