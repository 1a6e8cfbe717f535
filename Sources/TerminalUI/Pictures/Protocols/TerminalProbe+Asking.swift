import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension TerminalProbe {
    /// Asks the terminal on `input` and `output` (outside curses, as `tintype show` does) and
    /// returns its answers: the terminal is put in raw mode for the while, the questions are sent,
    /// and answers are read until the fence or the deadline. Keys typed meanwhile are dropped.
    /// With `kittyFileQuery`, the path of a one-pixel file, kitty is also asked whether it reads
    /// pixels from files.
    public static func ask(
        input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, environment: [String: String],
        kittyFileQuery: String? = nil, milliseconds: Int = deadlineMilliseconds
    ) -> [TerminalReply] {
        guard isatty(input) == 1, isatty(output) == 1 else { return [] }
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else { return [] }
        var raw = saved
        cfmakeraw(&raw)
        tcsetattr(input, TCSANOW, &raw)
        defer { tcsetattr(input, TCSANOW, &saved) }
        let questions = questions(environment: environment, kittyFileQuery: kittyFileQuery)
        _ = questions.withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
        var scanner = TerminalReplyScanner()
        scanner.isExpectingReplies = true
        var replies: [TerminalReply] = []
        let deadline = Date().addingTimeInterval(Double(milliseconds) / 1000)
        var buffer = [UInt8](repeating: 0, count: 1024)
        while !isComplete(replies, environment: environment) {
            let left = Int(deadline.timeIntervalSinceNow * 1000)
            guard left > 0 else { break }
            var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32(left)) > 0 else { break }
            let count = read(input, &buffer, buffer.count)
            guard count > 0 else { break }
            for case .reply(let reply) in scanner.scan(Array(buffer[0..<count])) { replies.append(reply) }
        }
        return replies
    }
}
