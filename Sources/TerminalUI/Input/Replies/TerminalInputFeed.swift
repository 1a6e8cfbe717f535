import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Stands between the terminal's input and ncurses: reads what arrives, takes the terminal's
/// answers out (`TerminalReplyScanner`), and writes the keys into a pipe that ncurses reads as if
/// it were the terminal. Keys reach ncurses byte for byte, so its key decoding and Esc timing stay
/// as they were.
final class TerminalInputFeed {
    /// ncurses reads keys from here.
    let keysForCurses: UnsafeMutablePointer<FILE>
    private let terminal: Int32
    private let pipeInput: Int32
    private var scanner = TerminalReplyScanner()
    private var unwritten: [UInt8] = []
    /// Set once reading the terminal gave end of file: it went away.
    private(set) var hasEnded = false
    private var lastReadAt: ContinuousClock.Instant?
    /// The longest an answer's rest comes after its start, and a little more.
    private static let answerRestPatience: Duration = .seconds(2)

    init?(terminal: Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0, let reader = fdopen(ends[0], "r") else { return nil }
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        self.terminal = terminal
        self.pipeInput = ends[1]
        self.keysForCurses = reader
    }

    var isExpectingReplies: Bool {
        get { scanner.isExpectingReplies }
        set { scanner.isExpectingReplies = newValue }
    }

    /// Whether a piece that may become an answer is held; `releaseHeldInput()` hands it on.
    var isHoldingInput: Bool { scanner.hasPending }

    /// How long a held piece waits for the rest of an answer.
    var heldInputPatience: Duration { scanner.patience }

    /// Whether keys read from the terminal have not reached ncurses yet: reading for answers
    /// takes the keys that came with them, and nothing on the terminal tells of them any more.
    var hasWaitingKeys: Bool { !unwritten.isEmpty }

    /// Reads everything waiting on the terminal without blocking; returns the answers found and
    /// puts the keys where ncurses reads them.
    func readTerminal() -> [TerminalReply] {
        var replies: [TerminalReply] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            var descriptor = pollfd(fd: terminal, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 0) > 0, descriptor.revents & Int16(POLLIN | POLLHUP) != 0 else { break }
            let count = read(terminal, &buffer, buffer.count)
            if count == 0 {
                hasEnded = true
                break
            }
            guard count > 0 else { break }
            let now = ContinuousClock.now
            if let lastReadAt, now - lastReadAt > Self.answerRestPatience { scanner.forgetFlushed() }
            lastReadAt = now
            for piece in scanner.scan(Array(buffer[0..<count])) {
                switch piece {
                case .keys(let keys): unwritten += keys
                case .reply(let reply): replies.append(reply)
                }
            }
        }
        return replies
    }

    /// What was held as a possible answer goes on as keys.
    func releaseHeldInput() {
        unwritten += scanner.flushPending()
    }

    /// Writes waiting keys into the pipe as far as it takes them; true when some remain (the
    /// pipe is full until ncurses reads).
    @discardableResult
    func pushKeys() -> Bool {
        while !unwritten.isEmpty {
            let written = unwritten.withUnsafeBytes { write(pipeInput, $0.baseAddress, $0.count) }
            guard written > 0 else { break }
            unwritten.removeFirst(written)
        }
        return !unwritten.isEmpty
    }
}
