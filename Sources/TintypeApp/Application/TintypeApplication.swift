import FoundationEssentials
import Localisation
import Logging
import MastodonAPI
import TerminalUI
import Tintype

/// Starts the terminal app, runs it until the user quits, and gives the terminal back as it was
/// on every way out: q, Ctrl-C, SIGTERM, SIGHUP, a thrown error, or a crash (SIGABRT, SIGSEGV,
/// SIGBUS, SIGQUIT and the traps). With no terminal it says so and starts nothing.
@MainActor
public enum TintypeApplication {
    public static func run(configuration: ApplicationConfiguration) async throws {
        let settings = Settings(
            paths: configuration.paths, pictures: configuration.pictures, imageViewer: configuration.imageViewer,
            theme: configuration.theme, feedDefaults: configuration.feedDefaults, refreshInterval: configuration.refreshInterval,
            requiresAltText: configuration.requiresAltText, playsAnimations: configuration.playsAnimations,
            reportsMouse: configuration.reportsMouse, notifies: configuration.notifies, makesLinks: configuration.makesLinks)
        try await run(settings) { shell in await shell.open(configuration) }
    }

    /// The sign-in screen first, for a start with no account; the account signed in opens after,
    /// with what the configuration file sets.
    public static func runSigningIn(paths: StoragePaths, file: ConfigurationFile, pictures: PicturePreference) async throws {
        let settings = Settings(
            paths: paths, pictures: pictures, imageViewer: file.imageViewer, theme: file.themeInForce, feedDefaults: file.feed,
            refreshInterval: file.refreshInterval, requiresAltText: file.requiresAltText, playsAnimations: file.playsAnimations,
            reportsMouse: file.reportsMouse, notifies: file.notifies, makesLinks: file.makesLinks)
        try await run(settings) { shell in shell.showSignIn() }
    }

    /// What the window is made with, whichever account it shows.
    private struct Settings {
        var paths: StoragePaths
        var pictures: PicturePreference
        var imageViewer: String?
        var theme: Theme
        var feedDefaults: FeedDefaults
        var refreshInterval: Duration
        var requiresAltText: Bool
        var playsAnimations: Bool
        var reportsMouse: Bool
        var notifies: Bool
        var makesLinks: Bool
    }

    private static func run(_ settings: Settings, start: (AccountShell) async -> Void) async throws {
        let paths = settings.paths
        try NcursesScreen.requireTerminal()
        let logger = makeLogger(paths: paths)
        logger.info("starting")
        let language = Translation.environmental
        if let problem = language.problem {
            logger.warning("texts in English: \(problem)")
        } else if let file = language.file {
            logger.info("texts from \(file.path)")
        }
        let screen = try NcursesScreen(
            pictures: settings.pictures, terminfoFolder: paths.cacheDirectory.appendingPathComponent("terminfo"), theme: settings.theme,
            reportsMouse: settings.reportsMouse, reportsFocus: settings.notifies,
            writesLinks: settings.makesLinks && TerminalHyperlink.isSupported(environment: ProcessInfo.processInfo.environment))
        defer { screen.restore() }
        let runLoop = TerminalRunLoop(screen: screen)
        let window = ApplicationWindow(screen: screen)
        let shell = AccountShell(
            window: window, paths: paths, logger: logger, transport: AsyncHTTPClientTransport(),
            externalViewer: .system(configured: settings.imageViewer), feedDefaults: settings.feedDefaults,
            refreshInterval: settings.refreshInterval, requiresAltText: settings.requiresAltText,
            playsAnimations: settings.playsAnimations, notifier: settings.notifies ? DesktopNotifier(screen: screen) : nil)
        screen.onPictureSupportChange = { [weak window, weak shell] support in
            logger.info(
                "pictures: \(support.pictureProtocol.rawValue)\(support.passesThroughTmux ? " through tmux" : "")\(support.kittyReadsFiles ? ", pixels in files" : ""), \(support.colorRegisters) colour registers"
            )
            switch support.limitation {
            case .tmuxWithoutPictures: shell?.say(.picturesLimitedByTmux)
            case .tmuxPassthroughOff: shell?.say(.picturesHeldBackByTmux)
            case nil: if support.mayOutliveTmuxWindow { shell?.say(.picturesMayOutliveTmuxWindow) }
            }
            window?.resize()
        }
        window.onNeedsRedraw = { [weak runLoop] in runLoop?.setNeedsRedraw() }
        window.onQuit = { [weak runLoop] in runLoop?.stop() }
        runLoop.onKey = { [weak window] key in window?.handle(key) }
        runLoop.onResize = { [weak window] _ in window?.resize() }
        runLoop.onRedraw = { [weak window] in window?.drawIfNeeded() }

        await start(shell)
        await runLoop.run()
        await shell.close()
        logger.info("quitting")
    }

    /// Logs go to a file: the terminal is the screen. With no writable file, logging is off.
    nonisolated static func makeLogger(paths: StoragePaths) -> Logger {
        guard let descriptor = FileLogHandler.openFile(at: paths.logFile) else {
            return Logger(label: "tintype", factory: { _ in SwiftLogNoOpLogHandler() })
        }
        return Logger(label: "tintype", factory: { label in FileLogHandler(label: label, descriptor: descriptor) })
    }
}
