import Dispatch
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Feeds keys, resizes and termination to the app, and coalesces drawing to one pass a turn.
///
/// Keys come from a read source on standard input that drains every waiting key; SIGWINCH,
/// SIGINT, SIGTERM and SIGHUP come through signal sources, so nothing runs in a signal handler.
@MainActor
public final class TerminalRunLoop {
    public var onKey: (KeyEvent) -> Void = { _ in }
    public var onResize: (TerminalSize) -> Void = { _ in }
    public var onRedraw: () -> Void = {}

    private let screen: NcursesScreen
    private var sources: [any DispatchSourceProtocol] = []
    private var isRedrawScheduled = false
    private var continuation: CheckedContinuation<Void, Never>?
    private var pasteFilter = PasteFilter()
    private var heldInputRelease: DispatchWorkItem?

    public init(screen: NcursesScreen) {
        self.screen = screen
    }

    /// Asks for one redraw at the end of this turn, however many times it is called.
    public func setNeedsRedraw() {
        guard !isRedrawScheduled else { return }
        isRedrawScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.isRedrawScheduled = false
                self.onRedraw()
                self.screen.flush()
                // Drawing reads the terminal for its answers, and keys typed meanwhile with them:
                // standard input has nothing left to wake the key source for them.
                if self.screen.hasKeysWaiting { self.drainKeys() }
            }
        }
    }

    /// Runs until `stop()` is called or a terminating signal arrives.
    public func run() async {
        installSources()
        if screen.isAwaitingPictureAnswers {
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(TerminalProbe.deadlineMilliseconds)) { [weak self] in
                MainActor.assumeIsolated { self?.screen.endPictureQuestions() }
            }
            for delay in TerminalProbe.askAgainMilliseconds {
                DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(delay)) { [weak self] in
                    MainActor.assumeIsolated { self?.screen.askAgainThroughTmux() }
                }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(TerminalProbe.lateAnswersMilliseconds)) { [weak self] in
                MainActor.assumeIsolated { self?.screen.closePictureQuestions() }
            }
        }
        setNeedsRedraw()
        await withCheckedContinuation { continuation in
            self.continuation = continuation
        }
        for source in sources { source.cancel() }
        sources.removeAll()
    }

    public func stop() {
        continuation?.resume()
        continuation = nil
    }

    private func installSources() {
        let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
        input.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.drainKeys() }
        }
        input.resume()
        sources.append(input)

        for signalNumber in [SIGWINCH, SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated { self?.handle(signal: signalNumber) }
            }
            source.resume()
            sources.append(source)
        }
    }

    private func drainKeys() {
        let keys = screen.readPendingKeys()
        for key in keys {
            guard let key = pasteFilter.filter(key) else { continue }
            onKey(key)
        }
        if screen.isHoldingInput { scheduleHeldInputRelease() }
        if screen.takeFrameRequest() { setNeedsRedraw() }
        // A terminal that went away without a SIGHUP (its pty closed) leaves standard input
        // readable forever with nothing to read: quit rather than linger.
        if keys.isEmpty && (screen.hasInputEnded || Self.isInputHungUp()) {
            stop()
        }
    }

    /// A piece of input held as a possible answer of the terminal (an Esc while answers are
    /// awaited) goes on as keys if nothing completes it within its patience, counted from the
    /// last read: a release planned for an earlier piece is called off.
    private func scheduleHeldInputRelease() {
        heldInputRelease?.cancel()
        let release = DispatchWorkItem { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.screen.isHoldingInput else { return }
                self.screen.releaseHeldInput()
                self.drainKeys()
            }
        }
        heldInputRelease = release
        let (seconds, attoseconds) = screen.heldInputPatience.components
        DispatchQueue.main.asyncAfter(deadline: .now() + Double(seconds) + Double(attoseconds) / 1e18, execute: release)
    }

    private static func isInputHungUp() -> Bool {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) >= 0 else { return false }
        return descriptor.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
    }

    private func handle(signal signalNumber: Int32) {
        if signalNumber == SIGWINCH {
            screen.adoptTerminalSize()
            onResize(screen.size)
            setNeedsRedraw()
        } else {
            stop()
        }
    }
}
