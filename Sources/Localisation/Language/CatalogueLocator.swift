import FoundationEssentials

/// Where the catalogue files are: `TINTYPE_LOCALE_DIR` when set, then `share/tintype/locale`
/// beside an installed binary's `bin/`, then the source tree's `Resources/Locales` for a build
/// run where it was made.
public struct CatalogueLocator: Sendable {
    public var folders: [URL]

    public init(folders: [URL]) {
        self.folders = folders
    }

    public init(environment: [String: String], executable: URL? = Self.runningExecutable) {
        var folders: [URL] = []
        if let folder = environment["TINTYPE_LOCALE_DIR"], !folder.isEmpty {
            folders.append(URL(fileURLWithPath: folder, isDirectory: true))
        }
        if let executable {
            let prefix = executable.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            folders.append(prefix.appendingPathComponent("share/tintype/locale", isDirectory: true))
        }
        folders.append(Self.sourceTreeFolder)
        self.init(folders: folders)
    }

    /// The first catalogue file among the candidates, looked for in each folder in turn.
    public func file(for candidates: [String]) -> URL? {
        for candidate in candidates {
            for folder in folders {
                let file = folder.appendingPathComponent(candidate + ".po")
                if FileManager.default.isReadableFile(atPath: file.path) { return file }
            }
        }
        return nil
    }

    /// The running binary, found through the link the kernel keeps for it (FoundationEssentials
    /// has no `Bundle`).
    public static var runningExecutable: URL? {
        #if os(Linux)
            return URL(fileURLWithPath: "/proc/self/exe")
        #else
            return CommandLine.arguments.first.map { URL(fileURLWithPath: $0) }
        #endif
    }

    /// `Resources/Locales` of the tree this file was compiled from.
    static var sourceTreeFolder: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources/Locales", isDirectory: true)
    }
}
