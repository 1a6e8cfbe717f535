import Foundation
import MastodonAPI
import TerminalUI

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
                    "no access token: make one in your account's settings (Development or Applications), then pass --token-file with a file only you can read, --token - to read it from standard input, or set TINTYPE_TOKEN"
            }
        }
    }

    public var instance: InstanceAddress
    public var token: String
    public var paths: StoragePaths
    public var userAgent: String
    /// How photos are drawn: `auto` asks the terminal.
    public var pictures: PicturePreference = .automatic

    public init(instance: InstanceAddress, token: String, paths: StoragePaths, userAgent: String = "Tintype/\(TintypeVersion.current)") {
        self.instance = instance
        self.token = token
        self.paths = paths
        self.userAgent = userAgent
    }

    /// Options win over the environment; both are checked, and a missing one is explained. The
    /// token comes from `token` ("-" reads standard input), `tokenFile`, `TINTYPE_TOKEN` or
    /// `TINTYPE_TOKEN_FILE`, in that order.
    public static func resolve(
        instance: String?, token: String?, tokenFile: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        standardInput: () -> String? = { readLine(strippingNewline: true) }
    ) throws -> ApplicationConfiguration {
        guard let instanceText = instance ?? environment["TINTYPE_INSTANCE"], !instanceText.isEmpty else {
            throw ConfigurationError.missingInstance
        }
        guard let source = TokenSource.from(option: token, fileOption: tokenFile, environment: environment) else {
            throw ConfigurationError.missingToken
        }
        return ApplicationConfiguration(
            instance: try InstanceAddress(instanceText), token: try source.read(standardInput: standardInput),
            paths: .fromEnvironment(environment)
        )
    }
}
