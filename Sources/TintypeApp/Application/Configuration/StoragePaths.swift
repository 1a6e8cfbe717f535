import FoundationEssentials
import Tintype

/// Where Tintype keeps its files, after the XDG base directory specification.
public struct StoragePaths: Sendable, Equatable {
    public var configDirectory: URL
    public var cacheDirectory: URL
    public var stateDirectory: URL
    public var dataDirectory: URL

    public init(configDirectory: URL, cacheDirectory: URL, stateDirectory: URL, dataDirectory: URL) {
        self.configDirectory = configDirectory
        self.cacheDirectory = cacheDirectory
        self.stateDirectory = stateDirectory
        self.dataDirectory = dataDirectory
    }

    /// The folders named by XDG_CONFIG_HOME, XDG_CACHE_HOME, XDG_STATE_HOME and XDG_DATA_HOME,
    /// or their defaults under the home folder, each with a `tintype` folder inside.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> StoragePaths {
        let home = URL(fileURLWithPath: environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path)
        func base(_ variable: String, _ fallback: String) -> URL {
            // The specification says relative paths are invalid and must be ignored.
            if let value = environment[variable], value.hasPrefix("/") { return URL(fileURLWithPath: value) }
            return home.appendingPathComponent(fallback)
        }
        return StoragePaths(
            configDirectory: base("XDG_CONFIG_HOME", ".config").appendingPathComponent("tintype"),
            cacheDirectory: base("XDG_CACHE_HOME", ".cache").appendingPathComponent("tintype"),
            stateDirectory: base("XDG_STATE_HOME", ".local/state").appendingPathComponent("tintype"),
            dataDirectory: base("XDG_DATA_HOME", ".local/share").appendingPathComponent("tintype")
        )
    }

    public var logFile: URL { stateDirectory.appendingPathComponent("tintype.log") }
}
