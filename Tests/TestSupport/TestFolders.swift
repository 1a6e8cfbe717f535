import Foundation

/// Where tests keep their files: every path inside one folder of the test process, removed when
/// the process exits. A run that crashed leaves its folder, and the next run removes it.
public enum TestFolders {
    private static let prefix = "tintype-tests-"

    /// This process's folder, made on first use, after the folders of finished runs are swept.
    public static let root: URL = {
        let temporary = FileManager.default.temporaryDirectory
        removeFoldersOfFinishedRuns(in: temporary)
        let root = temporary.appendingPathComponent("\(prefix)\(getpid())")
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: TestFolders.root) }
        return root
    }()

    /// A new path in this run's folder, named `name` and a unique suffix; nothing is made there.
    public static func unique(_ name: String) -> URL {
        root.appendingPathComponent("\(name)-\(UUID().uuidString)")
    }

    private static func removeFoldersOfFinishedRuns(in temporary: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        for name in names where name.hasPrefix(prefix) {
            guard let pid = pid_t(name.dropFirst(prefix.count)), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
        }
    }
}
