import FoundationEssentials
import Localisation

/// What every module needs, whoever builds it: the instance's name, the clock, the way a
/// connection problem is put into words, and the saves the app waits for before it exits.
public struct ModuleContext: Sendable {
    public var instanceName: String
    public var now: @Sendable () -> Date
    public var pendingWrites: PendingWrites
    /// How a module waits for its next tick (the feed's ages); a test passes one it moves by hand.
    public var sleep: @Sendable (Duration) async throws -> Void
    /// Where a photo's original is opened.
    public var externalViewer: ExternalViewer
    /// The signed-in account the modules show (`name@instance`), when it came from the account book.
    public var accountName: String?
    /// How often a list that does not stream (likes, messages) is fetched anew while shown.
    public var refreshInterval: Duration
    /// A photo must have its alt text before a post goes (the configuration's `require_alt_text`).
    public var requiresAltText: Bool
    /// Animations in lists loop by themselves (the configuration's `[pictures] autoplay`).
    public var playsAnimations: Bool
    /// What waits for the first screen's own request to be answered.
    public var firstScreen: FirstScreenGate

    /// How often lists that do not stream are fetched anew, unless the configuration file says
    /// otherwise; a list shown again after this long is fetched anew too.
    public static let defaultRefreshInterval: Duration = .seconds(60)

    public init(
        instanceName: String, now: @escaping @Sendable () -> Date = { Date() }, pendingWrites: PendingWrites = PendingWrites(),
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
        externalViewer: ExternalViewer = .system(), accountName: String? = nil,
        refreshInterval: Duration = Self.defaultRefreshInterval,
        requiresAltText: Bool = false, playsAnimations: Bool = true, firstScreen: FirstScreenGate = .alreadyOpen()
    ) {
        self.playsAnimations = playsAnimations
        self.firstScreen = firstScreen
        self.instanceName = instanceName
        self.now = now
        self.pendingWrites = pendingWrites
        self.sleep = sleep
        self.externalViewer = externalViewer
        self.accountName = accountName
        self.refreshInterval = refreshInterval
        self.requiresAltText = requiresAltText
    }

    /// One line that says what went wrong and, where there is one, what to do.
    func explain(_ problem: ConnectionProblem) -> String {
        Strings.explain(problem, instance: instanceName, now: now())
    }

    /// Why a picture was not drawn, in the same words.
    func explain(_ problem: MediaProblem) -> String {
        Strings.explain(problem, instance: instanceName, now: now())
    }
}
