import Foundation
import Logging
import MastodonAPI
import TerminalUI

/// Starts the terminal app, runs it until the user quits, and gives the terminal back as it was
/// on every way out: q, Ctrl-C, SIGTERM, SIGHUP, a thrown error, or a crash (SIGABRT, SIGSEGV,
/// SIGBUS, SIGQUIT and the traps). With no terminal it says so and starts nothing.
@MainActor
public enum TintypeApplication {
    public static func run(configuration: ApplicationConfiguration) async throws {
        try await run(
            paths: configuration.paths, pictures: configuration.pictures, imageViewer: configuration.imageViewer,
            theme: configuration.theme
        ) { shell in await shell.open(configuration) }
    }

    /// The sign-in screen first, for a start with no account; the account signed in opens after.
    public static func runSigningIn(paths: StoragePaths, pictures: PicturePreference, imageViewer: String?, theme: Theme) async throws {
        try await run(paths: paths, pictures: pictures, imageViewer: imageViewer, theme: theme) { shell in shell.showSignIn() }
    }

    private static func run(
        paths: StoragePaths, pictures: PicturePreference, imageViewer: String?, theme: Theme, start: (AccountShell) async -> Void
    ) async throws {
        try NcursesScreen.requireTerminal()
        let logger = makeLogger(paths: paths)
        logger.info("starting")
        let screen = try NcursesScreen(
            pictures: pictures, terminfoFolder: paths.cacheDirectory.appendingPathComponent("terminfo"), theme: theme)
        defer { screen.restore() }
        let runLoop = TerminalRunLoop(screen: screen)
        let window = ApplicationWindow(screen: screen)
        let shell = AccountShell(
            window: window, paths: paths, logger: logger, transport: AsyncHTTPClientTransport(),
            externalViewer: .system(configured: imageViewer))
        screen.onPictureSupportChange = { [weak window, weak shell] support in
            logger.info(
                "pictures: \(support.pictureProtocol.rawValue)\(support.passesThroughTmux ? " through tmux" : "")\(support.kittyReadsFiles ? ", pixels in files" : ""), \(support.colorRegisters) colour registers"
            )
            switch support.limitation {
            case .tmuxWithoutPictures: shell?.say(.picturesLimitedByTmux)
            case .tmuxPassthroughOff: shell?.say(.picturesHeldBackByTmux)
            case nil: break
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
