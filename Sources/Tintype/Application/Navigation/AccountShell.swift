import Foundation
import Logging
import MastodonAPI
import TerminalUI

/// What the window holds: the signed-in account's modules, or the sign-in screen while there is
/// no account. Signing in from that screen opens the account it signed in, in the same window.
@MainActor
final class AccountShell: SignInModuleOutput {
    /// One account's services and modules, for as long as the window shows them.
    private struct Session {
        let context: ModuleContext
        let root: any RootModuleInput
        let pendingDelivery: Task<Void, Never>
    }

    private let window: ApplicationWindow
    private let paths: StoragePaths
    private let logger: Logger
    private let transport: any HTTPTransport
    private var session: Session?
    /// Said again to each account's root, since it may come before there is one.
    private var pictureNotice: RootNotice?

    init(window: ApplicationWindow, paths: StoragePaths, logger: Logger, transport: any HTTPTransport) {
        self.window = window
        self.paths = paths
        self.logger = logger
        self.transport = transport
    }

    /// Opens the account's home feed.
    func open(_ configuration: ApplicationConfiguration) async {
        logger.info("opening the account on \(configuration.instance)")
        let services = await Services.open(configuration: configuration, transport: transport, logger: logger)
        let context = ModuleContext(instanceName: configuration.instance.description)
        let root = Modules(services: services, context: context).makeRootModule()
        // What an earlier run left in the outbox goes out now, with the keys it was saved with.
        let pendingDelivery = Task { await services.outboxDelivery.sendPendingItems() }
        session = Session(context: context, root: root.input, pendingDelivery: pendingDelivery)
        if let pictureNotice { root.input.configure(withNotice: pictureNotice) }
        window.show(root.view)
    }

    /// The sign-in screen, for a start with no account.
    func showSignIn() {
        let service = SignInServiceImplementation(paths: paths, browser: BrowserLauncher.system(), transport: transport)
        window.show(SignInAssembly(signInService: service).assembleModule(output: self))
    }

    func say(_ notice: RootNotice) {
        pictureNotice = notice
        session?.root.configure(withNotice: notice)
    }

    /// Closes the modules, which saves what they hold (an open composer's text), and waits for
    /// those writes to be on disk.
    func close() async {
        window.close()
        session?.pendingDelivery.cancel()
        await session?.context.pendingWrites.finish()
        session = nil
    }

    // MARK: - SignInModuleOutput

    func signInModuleDidSignIn(accountName: String) {
        Task {
            do {
                await open(try ApplicationConfiguration.signedIn(account: accountName, paths: paths))
            } catch {
                logger.error("the account just signed in could not be opened: \(error)")
            }
        }
    }
}
