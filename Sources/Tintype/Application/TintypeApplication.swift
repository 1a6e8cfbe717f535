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
        try NcursesScreen.requireTerminal()
        let logger = makeLogger(paths: configuration.paths)
        logger.info("starting for \(configuration.instance)")
        let services = await Services.open(configuration: configuration, transport: AsyncHTTPClientTransport(), logger: logger)
        let context = ModuleContext(instanceName: configuration.instance.description)
        let modules = Modules(services: services, context: context)
        // What an earlier run left in the outbox goes out now, with the keys it was saved with.
        let pendingDelivery = Task { await services.outboxDelivery.sendPendingItems() }
        defer { pendingDelivery.cancel() }

        let screen = try NcursesScreen(
            pictures: configuration.pictures, terminfoFolder: configuration.paths.cacheDirectory.appendingPathComponent("terminfo"))
        defer { screen.restore() }
        let runLoop = TerminalRunLoop(screen: screen)
        let window = ApplicationWindow(screen: screen)
        let root = modules.makeRootModule()
        screen.onPictureSupportChange = { [weak window, weak rootInput = root.input] support in
            logger.info(
                "pictures: \(support.pictureProtocol.rawValue)\(support.passesThroughTmux ? " through tmux" : "")\(support.kittyReadsFiles ? ", pixels in files" : ""), \(support.colorRegisters) colour registers"
            )
            switch support.limitation {
            case .tmuxWithoutPictures: rootInput?.configure(withNotice: .picturesLimitedByTmux)
            case .tmuxPassthroughOff: rootInput?.configure(withNotice: .picturesHeldBackByTmux)
            case nil: break
            }
            window?.resize()
        }
        window.onNeedsRedraw = { [weak runLoop] in runLoop?.setNeedsRedraw() }
        window.onQuit = { [weak runLoop] in runLoop?.stop() }
        runLoop.onKey = { [weak window] key in window?.handle(key) }
        runLoop.onResize = { [weak window] _ in window?.resize() }
        runLoop.onRedraw = { [weak window] in window?.drawIfNeeded() }

        window.show(root.view)
        await runLoop.run()
        // Closing the modules saves what they hold (an open composer's text); it is on disk
        // before the process ends.
        window.close()
        await context.pendingWrites.finish()
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
