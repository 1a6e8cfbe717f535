import FoundationEssentials
import Localisation
import MastodonAPI
import TerminalUI
import Tintype

/// Which account to use and where to keep files: everything the app needs to start.
public struct ApplicationConfiguration: Sendable {
    public enum ConfigurationError: Error, CustomStringConvertible {
        case missingInstance
        case missingToken

        public var description: String {
            switch self {
            case .missingInstance:
                return Strings.noInstanceGiven
            case .missingToken:
                return Strings.notSignedIn
            }
        }
    }

    public var instance: InstanceAddress
    public var token: String
    public var paths: StoragePaths
    public var userAgent: String
    /// The signed-in account's name (`name@instance`) when it came from the account book.
    public var accountName: String?
    /// How photos are drawn: `auto` asks the terminal.
    public var pictures: PicturePreference = .automatic
    /// The configuration file's command for a photo's original, if it names one.
    public var imageViewer: String?
    /// The colours the screen is drawn in.
    public var theme: Theme = .standard
    /// How the feed shows before the person chose otherwise.
    public var feedDefaults = FeedDefaults()
    /// How often lists that do not stream are fetched anew.
    public var refreshInterval: Duration = ModuleContext.defaultRefreshInterval
    /// A photo must have its alt text before a post goes.
    public var requiresAltText = false
    /// Animated GIFs loop by themselves in lists.
    public var playsAnimations = true
    /// Clicks and the wheel work where the terminal reports them.
    public var reportsMouse = true
    /// Desktop notifications for what someone wrote to me.
    public var notifies = true
    /// Links in text are links in the terminal, where it makes them.
    public var makesLinks = true
    /// The app opens on the composer, over Home (`tintype post` with nothing to post).
    public var opensComposer = false

    public init(instance: InstanceAddress, token: String, paths: StoragePaths, userAgent: String = "Tintype/\(TintypeVersion.current)") {
        self.instance = instance
        self.token = token
        self.paths = paths
        self.userAgent = userAgent
    }

    /// What the configuration file sets beside the account: pictures, the viewer, the theme and
    /// the feed's defaults, with `pictures` already resolved from the options and environment.
    public mutating func apply(_ settings: ConfigurationFile, pictures: PicturePreference) {
        self.pictures = pictures
        imageViewer = settings.imageViewer
        theme = settings.themeInForce
        feedDefaults = settings.feed
        refreshInterval = settings.refreshInterval
        requiresAltText = settings.requiresAltText
        playsAnimations = settings.playsAnimations
        reportsMouse = settings.reportsMouse
        notifies = settings.notifies
        makesLinks = settings.makesLinks
    }

    /// Options win over the environment, and both over the account book; a missing one is
    /// explained. A token given (`token`, "-" reading standard input, `tokenFile`,
    /// `TINTYPE_TOKEN`, `TINTYPE_TOKEN_FILE`, in that order) goes with `instance` or
    /// `TINTYPE_INSTANCE`. Without one, the signed-in account named `account` is used, else one
    /// on that instance, else the configuration file's `configuredAccount`, else the account
    /// book's default.
    public static func resolve(
        instance: String?, token: String?, tokenFile: String? = nil, account: String? = nil, configuredAccount: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        standardInput: () -> String? = { readLine(strippingNewline: true) }
    ) throws -> ApplicationConfiguration {
        let paths = StoragePaths.fromEnvironment(environment)
        let instanceText = (instance ?? environment["TINTYPE_INSTANCE"]).flatMap { $0.isEmpty ? nil : $0 }
        if account == nil, let source = TokenSource.from(option: token, fileOption: tokenFile, environment: environment) {
            guard let instanceText else { throw ConfigurationError.missingInstance }
            return ApplicationConfiguration(
                instance: try InstanceAddress(instanceText), token: try source.read(standardInput: standardInput), paths: paths)
        }
        if account == nil, let instanceText { return try signedIn(account: nil, instance: instanceText, paths: paths) }
        return try signedIn(account: account ?? configuredAccount, paths: paths)
    }

    /// The signed-in account named `account`, else the one on `instance`, else the default.
    public static func signedIn(account: String?, instance: String? = nil, paths: StoragePaths) throws -> ApplicationConfiguration {
        let book = AccountBook(paths: paths)
        let signedIn: SignedInAccount?
        if let instance {
            let wanted = try InstanceAddress(instance)
            signedIn = try book.read().accounts.first { (try? InstanceAddress($0.instance))?.normalized == wanted.normalized }
        } else {
            signedIn = try book.account(named: account)
        }
        guard let signedIn else { throw ConfigurationError.missingToken }
        var configuration = ApplicationConfiguration(instance: try InstanceAddress(signedIn.instance), token: signedIn.token, paths: paths)
        configuration.accountName = signedIn.name
        return configuration
    }
}
