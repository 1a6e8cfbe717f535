import Foundation
import MastodonAPI

/// Which account to use and where to keep files: everything the app needs to start.
public struct ApplicationConfiguration: Sendable {
    public enum ConfigurationError: Error, CustomStringConvertible {
        case missingInstance
        case missingToken

        public var description: String {
            switch self {
            case .missingInstance:
                return "no instance: pass --instance https://your.server or set TINTYPE_INSTANCE"
            case .missingToken:
                return
                    "no access token: make one in your account's settings (Development or Applications), then pass --token or set TINTYPE_TOKEN"
            }
        }
    }

    public var instance: InstanceAddress
    public var token: String
    public var paths: StoragePaths
    public var userAgent: String

    public init(instance: InstanceAddress, token: String, paths: StoragePaths, userAgent: String = "Tintype/\(TintypeVersion.current)") {
        self.instance = instance
        self.token = token
        self.paths = paths
        self.userAgent = userAgent
    }

    /// Options win over the environment; both are checked, and a missing one is explained.
    public static func resolve(
        instance: String?, token: String?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> ApplicationConfiguration {
        guard let instanceText = instance ?? environment["TINTYPE_INSTANCE"], !instanceText.isEmpty else {
            throw ConfigurationError.missingInstance
        }
        guard let tokenText = (token ?? environment["TINTYPE_TOKEN"])?.trimmingCharacters(in: .whitespacesAndNewlines),
            !tokenText.isEmpty
        else { throw ConfigurationError.missingToken }
        return ApplicationConfiguration(
            instance: try InstanceAddress(instanceText), token: tokenText, paths: .fromEnvironment(environment)
        )
    }
}
