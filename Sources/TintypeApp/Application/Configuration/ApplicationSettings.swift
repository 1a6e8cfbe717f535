import FoundationEssentials
import Logging
import Tintype

/// The configuration file as a start takes it: read once, its keys put in force for every screen
/// made after, its warnings written to the log.
public enum ApplicationSettings {
    public static func load(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ConfigurationFileError) -> (file: ConfigurationFile, warnings: [String]) {
        let loaded = try ConfigurationFile.load(paths: .fromEnvironment(environment))
        KeyOverrides.inForce = loaded.file.keys
        return loaded
    }
}
