import FoundationEssentials
import Logging
import MastodonAPI
import TerminalUI
import Tintype

/// What the window holds: the signed-in accounts' modules, one shown, or the sign-in screen.
/// Each account opened keeps its own services, outbox and tabs for as long as the app runs, so
/// switching back finds it as it was left, and a write queued as one account goes out as that
/// account only.
@MainActor
final class AccountShell: SignInModuleOutput, RootModuleOutput {
    /// One account's modules, and what runs for it.
    private struct Session {
        let accountName: String?
        let context: ModuleContext
        let root: any RootModuleInput
        let view: any ModuleView
        let pendingDelivery: Task<Void, Never>
        /// Listens for what arrives, for the notifier.
        let listening: Task<Void, Never>?
    }

    private let window: ApplicationWindow
    private let paths: StoragePaths
    private let logger: Logger
    private let transport: any HTTPTransport
    private let externalViewer: ExternalViewer
    private let feedDefaults: FeedDefaults
    private let refreshInterval: Duration
    private let requiresAltText: Bool
    private let playsAnimations: Bool
    private let notifier: DesktopNotifier?
    /// The tab in front of each account's root, by account name.
    private var tabsInFront: [String?: RootTab] = [:]
    private var sessions: [Session] = []
    private var shown: Session?
    private var signInView: (any ModuleView)?
    /// Said again to each account's root, since it may come before there is one.
    private var pictureNotice: RootNotice?

    init(
        window: ApplicationWindow, paths: StoragePaths, logger: Logger, transport: any HTTPTransport, externalViewer: ExternalViewer,
        feedDefaults: FeedDefaults, refreshInterval: Duration, requiresAltText: Bool = false, playsAnimations: Bool = true,
        notifier: DesktopNotifier? = nil
    ) {
        self.notifier = notifier
        self.playsAnimations = playsAnimations
        self.feedDefaults = feedDefaults
        self.refreshInterval = refreshInterval
        self.requiresAltText = requiresAltText
        self.window = window
        self.paths = paths
        self.logger = logger
        self.transport = transport
        self.externalViewer = externalViewer
    }

    /// Shows the account: as it was left when it was opened before, else its home feed.
    func open(_ configuration: ApplicationConfiguration) async {
        if let name = configuration.accountName, let session = sessions.first(where: { $0.accountName == name }) {
            show(session)
            return
        }
        logger.info("opening the account on \(configuration.instance)")
        let services = await Services.open(configuration: configuration, transport: transport, logger: logger, asking: false)
        let firstScreen = FirstScreenGate()
        let context = ModuleContext(
            instanceName: configuration.instance.description, externalViewer: externalViewer, accountName: configuration.accountName,
            refreshInterval: refreshInterval, requiresAltText: requiresAltText, playsAnimations: playsAnimations,
            firstScreen: firstScreen)
        let root = Modules(services: services, context: context).makeRootModule()
        root.input.setModuleOutput(self)
        if let pictureNotice { root.input.configure(withNotice: pictureNotice) }
        if configuration.opensComposer { root.input.configureOpeningComposer() }
        // Once Home has its first page: whose token this is, if not known yet (for the next start,
        // and for the writes another of the account's tokens left, sent in this run), and what an
        // earlier run left in the outbox, with the keys it was saved with.
        let resolver = AccountFolderResolver(configuration: configuration, logger: logger)
        let pendingDelivery = Task {
            await firstScreen.waitUntilOpen()
            if !resolver.isTokenKnown {
                await resolver.learnWhoseTokenItIs(with: services.client)
                resolver.adoptAccountOutbox(into: services.outboxDirectory)
            }
            await services.outboxDelivery.sendPendingItems()
        }
        let session = Session(
            accountName: configuration.accountName, context: context, root: root.input, view: root.view,
            pendingDelivery: pendingDelivery, listening: listen(to: services.activityService, as: configuration.accountName))
        sessions.append(session)
        show(session)
    }

    /// Hands the notifier what arrives for the account, with whether it is in front to be seen.
    private func listen(to activity: any ActivityService, as accountName: String?) -> Task<Void, Never>? {
        guard let notifier else { return nil }
        return Task { [weak self] in
            for await notice in await activity.observeArrivingNotices() {
                guard let self else { return }
                let isInFront = shown?.accountName == accountName && tabsInFront[accountName] == DesktopNotifier.tab(showing: notice)
                notifier.noticeArrived(notice, isTabInFront: isInFront)
            }
        }
    }

    func didShowTab(_ tab: RootTab) {
        // Only the account shown takes keys, and so changes tabs; a new one is shown as it opens.
        tabsInFront[shown?.accountName] = tab
    }

    /// The sign-in screen: for a start with no account, or one more account.
    func showSignIn() {
        let service = SignInServiceImplementation(paths: paths, browser: BrowserLauncher.system(), transport: transport)
        let view = SignInAssembly(signInService: service).assembleModule(output: self)
        signInView = view
        window.show(view)
    }

    func say(_ notice: RootNotice) {
        pictureNotice = notice
        for session in sessions { session.root.configure(withNotice: notice) }
    }

    /// Closes every account's modules, which saves what they hold (an open composer's text), and
    /// waits for those writes to be on disk.
    func close() async {
        window.close()
        for session in sessions {
            session.pendingDelivery.cancel()
            session.listening?.cancel()
            await session.context.pendingWrites.finish()
        }
        sessions = []
        shown = nil
    }

    private func show(_ session: Session) {
        shown = session
        window.show(session.view)
        if let signInView {
            window.remove(signInView)
            self.signInView = nil
        }
    }

    private func open(accountNamed name: String) {
        Task {
            do {
                var configuration = try ApplicationConfiguration.signedIn(account: name, paths: paths)
                configuration.feedDefaults = feedDefaults
                await open(configuration)
            } catch {
                logger.error("the account \(name) could not be opened: \(error)")
            }
        }
    }

    // MARK: - SignInModuleOutput

    func didSignIn(accountName: String) {
        open(accountNamed: accountName)
    }

    func didGiveUpSigningIn() {
        guard let shown else { return window.pop() }
        show(shown)
    }

    // MARK: - RootModuleOutput

    func didChooseAccount(named accountName: String) {
        open(accountNamed: accountName)
    }

    func didAskToSignIn() {
        showSignIn()
    }
}
